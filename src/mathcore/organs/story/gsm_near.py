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

``How many total birds does she have?`` (99 GSM8K-train questions open ``how many total`` /
``how much total``) asks what ``How many birds does she have in total?`` asks: the ``total``
moves to the question's end as ``in total`` (which the question frames read), only when the
question has no other total marker (``in total``, ``in all``, ``altogether``, ``together``,
``combined``, ``total`` again, ``sum``) and no ``if`` after ``how`` (the marker would land in
the condition).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from mathcore.organs.story.lexemes import Lexeme

#: Money words that are not dollars: a story with one of them asks a conversion.
OTHER_MONEY = frozenset(
    {"cent", "cents", "penny", "pennies", "nickel", "nickels", "dime", "dimes", "quarter"}
    | {"quarters", "¢", "euro", "euros", "pound", "pounds", "pence", "yen", "rupees", "rupee"}
)


#: US coins and cents: the story organ answers their money in dollars (``coin_money``, and
#: ``no_coins_beside`` refuses coins beside a dollar ledger), so "in dollars" restates the
#: answer's unit (question_forms6: ``How much money, in dollars, does Maria have now?``).
US_COINS = frozenset(
    {"cent", "cents", "penny", "pennies", "nickel", "nickels", "dime", "dimes", "quarter"}
    | {"quarters"}
)


def _dollars_only(sents: Sequence[Sequence[Lexeme]]) -> bool:
    for lx in sents:
        for t in lx:
            if t.word in US_COINS or (t.unit is not None and t.unit.startswith("cent")):
                continue
            if t.word in OTHER_MONEY:
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


#: Other total markers: with one of them the question already says how it totals.
TOTALS = frozenset({"total", "all", "altogether", "together", "combined", "sum", "if"})


def move_total(lx: Sequence[Lexeme], h: int) -> list[Lexeme]:
    """``how many total X ...`` as ``how many X ... in total`` (unchanged when a guard fails)."""
    out = list(lx)
    words = [t.word for t in out]
    if h + 3 >= len(words) or words[h + 1] not in ("many", "much") or words[h + 2] != "total":
        return out
    if any(w in TOTALS for w in words[h + 3 :]):
        return out
    total = out[h + 2]
    word_in = replace(total, text="in", word="in", lemma="in")
    return [*out[: h + 2], *out[h + 3 :], word_in, total]


def near_question(lx: Sequence[Lexeme], h: int, sents: Sequence[Sequence[Lexeme]]) -> list[Lexeme]:
    """The question with this module's restatements read (see the module docstring)."""
    return drop_dollars(move_total(lx, h), h, sents)
