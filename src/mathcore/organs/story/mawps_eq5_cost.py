"""The total of one buyer's spendings asked with ``what``: ``Jessica spent $10.22 on a cat toy,
and a cage cost her $11.73. What was the total cost of Jessica's purchases?``; ``Sara got fast
food for lunch. Sara spent $5.36 on a hotdog and $5.10 on a salad. What was the total of the
lunch bill?``

The story reader reads only ``how`` questions; these MAWPS stories ask the sum of one buyer's
spendings with ``What was the total cost of <Name>'s purchases?`` or, after ``<Name> got (fast)
food for <meal>``, ``What was the total of the <meal> bill?``. Read totally or not at all:
every other sentence is a list of spendings of the one named buyer (``<Name|he|she> spent $a
on <thing>``, ``... and $b on <thing>``, ``a <thing> cost him|her $c``), or one of two money
events that are no purchase (``<Name|He|She> also found a dollar bill on the ground``,
``<Name|He|She> paid with a 20 dollar bill``). A thing is one to three pack words; the
pronouns fit the buyer's gender; no other name is told. The answer is the ledger's sum of the
buyer's ``spend`` events (each from its own clause).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from mathcore.exact import Number, parse_exact
from mathcore.organs.story.model import Event, Kind, Question, StorySetup
from mathcore.packs.loader import Pack, PerPack, current_pack

_DOLLAR = re.compile(r"\$\s+(?=\d)")
_SPACE_PUNCT = re.compile(r"\s+([,.?!])")
_POSS = re.compile(r"\s+'s\b")
_SENT = re.compile(r"(?:[^.?!]|\.(?=\d))+(?:\.(?!\d)|[?!]|$)")
_MONEY = r"\$(\d+(?:\.\d{1,2})?)"
_THING = r"((?:[a-z]+ ){0,2}[a-z]+)"

_Q_PURCHASES = re.compile(r"what was the total cost of ([a-z]+)'s purchases")
_Q_BILL = re.compile(r"what was the total of the (lunch|dinner|breakfast) bill")
_MEAL = re.compile(r"([a-z]+) got (?:fast )?food for (lunch|dinner|breakfast)")
_SPENT = re.compile(rf"([a-z]+) (?:also )?spent {_MONEY} on {_THING}")
_MORE = re.compile(rf"{_MONEY} on {_THING}")
_COST = re.compile(rf"(?:a|an|the) {_THING} cost (him|her) {_MONEY}")
_IDLE = re.compile(
    r"([a-z]+) (?:also )?(?:found a dollar bill on the ground|paid with a \d+ dollar bill)"
)
_PARTS = re.compile(r", and |, | and ")


#: The word table lives in the pack, read once per pack digest: ``meal_noun``.


@dataclass(frozen=True, slots=True)
class _Words:
    meals: frozenset[str]


def _build_words(pack: Pack) -> _Words:
    """The pack's word tables of this module."""
    return _Words(
        meals=pack.words("meal_noun"),
    )


#: Built once per pack digest (``packs.loader.PerPack``).
_words = PerPack(_build_words)


@lru_cache(maxsize=4)
def _tables(_digest: str) -> tuple[dict[str, str | None], frozenset[str]]:
    """The pack's names (with gender) and its thing words: a noun or modifier form that is
    never a function word nor a time word ("for", "yesterday" end no thing)."""
    pack = current_pack()
    names: dict[str, str | None] = {}
    things: set[str] = set()
    for form, es in pack.lexicon.items():
        cats = {e.category for e in es}
        for e in es:
            if e.category == "name":
                names[form] = e.value if isinstance(e.value, str) else None
        if cats & {"noun", "modifier"} and not cats & {"function_word", "time_word", "name"}:
            things.add(form)
    return names, frozenset(things)


def _lex() -> tuple[dict[str, str | None], frozenset[str]]:
    return _tables(current_pack().digest)


def cue(text: str) -> bool:
    """The cheap necessary condition: 'What was the total' in the text."""
    return "hat was the total" in text


def _is_buyer(word: str, buyer: str) -> bool:
    """``word`` names the buyer: the name, or the pronoun of the buyer's gender."""
    if word == buyer:
        return True
    gender = _lex()[0].get(buyer)
    if word in ("he", "him"):
        return gender != "f"
    if word in ("she", "her"):
        return gender != "m"
    return False


def _thing(words: str) -> bool:
    """``a cat toy``, ``pet food``: an optional article, then pack noun or modifier words."""
    ws = _words()
    parts = words.split()
    if parts[0] in ("a", "an", "the"):
        parts = parts[1:]
    known = _lex()[1]
    return bool(parts) and all(w in known and w not in ws.meals for w in parts)


def _spendings(sent: str, buyer: str) -> list[tuple[Number, str]] | None:
    """The (amount, clause) spendings of one sentence, [] for an idle one, None otherwise."""
    m = _IDLE.fullmatch(sent)
    if m:
        return [] if _is_buyer(m.group(1), buyer) else None
    out: list[tuple[Number, str]] = []
    spender = False
    for part in _PARTS.split(sent):
        s, more, cost = _SPENT.fullmatch(part), _MORE.fullmatch(part), _COST.fullmatch(part)
        if s is not None and _is_buyer(s.group(1), buyer) and _thing(s.group(3)):
            amount, spender = s.group(2), True
        elif more is not None and spender and _thing(more.group(2)):
            amount = more.group(1)
        elif cost is not None and _is_buyer(cost.group(2), buyer) and _thing(cost.group(1)):
            amount, spender = cost.group(3), False
        else:
            return None
        value = parse_exact(amount)
        if value is None:
            return None
        out.append((value, part))
    return out


def read_cost(text: str) -> StorySetup | None:
    """The setup of a ``what was the total`` spending story read totally, or ``None``."""
    norm = _POSS.sub("'s", _DOLLAR.sub("$", _SPACE_PUNCT.sub(r"\1", " ".join(text.split()))))
    sents = [s.strip() for s in _SENT.findall(norm) if s.strip()]
    if len(sents) < 2 or not sents[-1].endswith("?"):
        return None
    if any(not s.endswith(".") for s in sents[:-1]):
        return None
    low = [s[:-1].lower() for s in sents]
    names = _lex()[0]
    q = _Q_PURCHASES.fullmatch(low[-1])
    body = low[:-1]
    first = 0
    if q is not None:
        buyer = q.group(1)
    else:
        b, meal = _Q_BILL.fullmatch(low[-1]), _MEAL.fullmatch(low[0])
        if b is None or meal is None or b.group(1) != meal.group(2):
            return None
        buyer, first = meal.group(1), 1
    if buyer not in names:
        return None
    caps = set(re.findall(r"\b[A-Z][a-z]+\b", norm)) - {"He", "She", "What"}
    if caps != {buyer.capitalize()}:
        return None  # another name, or the buyer never named in capitals
    events: list[Event] = []
    for si in range(first, len(body)):
        found = _spendings(body[si], buyer)
        if found is None:
            return None
        for value, part in found:
            events.append(
                Event(
                    "lose",
                    buyer,
                    Kind("dollar"),
                    value,
                    frame="spend",
                    source=f"s{si}[0-{len(part.split()) - 1}]: {part}",
                    agent=buyer,
                    rule="eq5_spent",
                )
            )
    if len(events) < 2:
        return None
    src = f"s{len(sents) - 1}[0-{len(sents[-1].split()) - 1}]: {sents[-1][:-1]}"
    question = Question(
        "event", buyer, Kind("dollar"), frame="spend", source=src, rule="q_eq5_cost"
    )
    return StorySetup(tuple(events), question)
