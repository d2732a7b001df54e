"""A dollar restatement in a money question: ``How much money, in dollars, ...?``.

GSM8K questions restate the unit of a money answer: ``How much money, in dollars, does
Delores have left?``, ``How much money in dollars does Todd have left?``, ``How much did she
spend, in dollars?``. The restatement adds nothing the question's ``how much`` does not
already ask, so it is dropped before the question frames read, only when all hold:

- the question asks ``how much`` (a money amount), never ``how many``;
- the restatement is ``in dollars`` set off by commas (``, in dollars,`` inside, ``, in
  dollars`` at the end) or right after ``how much money`` (``how much money in dollars``);
- every amount of money in the problem is written in dollars (``$20``, ``20 dollars``): no
  cents, pennies, nickels, dimes or quarters anywhere (those would ask a conversion) and no
  other currency sign.

Anything else is left to the frames, which refuse it (``in cents``, ``in pounds``,
``How many marbles, in dollars, ...``).
"""

from __future__ import annotations

from collections.abc import Sequence

from mathcore.organs.story.lexemes import Lexeme

#: Money words that are not dollars: a story with one of them asks a conversion.
OTHER_MONEY = frozenset(
    {"cent", "cents", "penny", "pennies", "nickel", "nickels", "dime", "dimes", "quarter"}
    | {"quarters", "¢", "euro", "euros", "pound", "pounds", "pence", "yen", "rupees", "rupee"}
)


def _dollars_only(sents: Sequence[Sequence[Lexeme]]) -> bool:
    for lx in sents:
        for t in lx:
            if t.word in OTHER_MONEY or (t.unit is not None and t.unit.startswith("cent")):
                return False
            if t.sym == "MONEY" and not t.text.startswith("$"):
                return False
    return True


def drop_dollars(lx: Sequence[Lexeme], h: int, sents: Sequence[Sequence[Lexeme]]) -> list[Lexeme]:
    """The question without a dollar restatement (unchanged when a guard fails)."""
    out = list(lx)
    words = [t.word for t in out]
    if h + 1 >= len(words) or words[h + 1] != "much":
        return out
    hits = [k for k in range(h + 2, len(words) - 1) if words[k : k + 2] == ["in", "dollars"]]
    if len(hits) != 1:
        return out
    k = hits[0]
    if words[k - 1] == "," and k + 2 == len(words):
        cut = range(k - 1, k + 2)  # "..., in dollars?" at the end
    elif words[k - 1] == "," and words[k + 2] == ",":
        cut = range(k - 1, k + 3)  # "how much money, in dollars, does ..."
    elif k == h + 3 and words[h + 2] == "money":
        cut = range(k, k + 2)  # "how much money in dollars does ..."
    else:
        return out
    if not sents or not _dollars_only(sents):  # no story seen: nothing is dropped
        return out
    return [t for j, t in enumerate(out) if j not in cut]
