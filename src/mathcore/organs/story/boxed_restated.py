"""A plain holding stated beside a holding through units: restated, or besides the units?

``Tom has 5 apples. He has 3 apples.`` refuses: a second plain "has N K" of a holder who
already holds K states his holding again, and the two disagree (``ledger._observe``). The
same holds when the first holding is told through units and a per-unit amount: ``Tom has 3
boxes with 6 pens each. He has 2 pens.`` states his pens again (18 told, 2 told), so it
refuses the same way instead of adding 18 + 2. Only a sentence that marks the amount as
additional ("He *also* has 2 pens") or one clause listing both ("Tom has 3 boxes with 6 pens
each and 2 pens") keeps the sum. A restatement that agrees (``He has 18 pens``) may be the
same 18 or 18 more: ``ambiguous_total``.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from mathcore.organs.story.ledger import Halt, Ledger
from mathcore.organs.story.model import Kind
from mathcore.packs.loader import Pack, PerPack

# words of the stating clause that say "besides the others" ("He also has 2 pens")
#: The word table lives in the pack (lexicon/story_people8.jsonl), read once per pack
#: digest: ``additional_word`` (words of the stating clause that say "besides the others":
#: "He also has 2 pens").


@dataclass(frozen=True, slots=True)
class _Words:
    additional: frozenset[str]


def _build_words(pack: Pack) -> _Words:
    """The pack's word tables of this module."""
    return _Words(
        additional=pack.words("additional_word"),
    )


#: Built once per pack digest (``packs.loader.PerPack``).
_pack_words = PerPack(_build_words)


def _sentence(source: str) -> str:
    """``s1[0-3]: He has 2 pens`` -> ``s1``."""
    return source.split("[", 1)[0]


def _words(source: str) -> set[str]:
    return set(source.split(": ", 1)[-1].lower().replace(",", " ").split())


def check_restated(led: Ledger, holder: str, unit: Kind, kind: Kind, through: Fraction) -> None:
    """Refuse when ``holder``'s plain amount of ``kind`` was stated with ``has`` in another
    sentence than the one telling the units, and nothing marks it as additional.

    ``through`` is the amount held through the units (count x each)."""
    ws = _pack_words()
    lin = led.amounts.get((holder, kind))
    if lin is None or not lin.steps or lin.steps[0].operation != "has":
        return  # bought, received, made: a change adds to the units' own
    stated = lin.steps[0]
    if not stated.source or _words(stated.source) & ws.additional:
        return
    told = {
        _sentence(u.steps[0].source)
        for (h, k), u in led.amounts.items()
        if h == holder and unit.covers(k) and u is not None and u.steps and u.steps[0].source
    }
    if not told or _sentence(stated.source) in told:
        return  # "3 boxes with 6 pens each and 2 pens": one clause lists both
    if Fraction(stated.result) == through:
        raise Halt("ambiguous_total", f"{kind.label()} told again: the same or more?")
    raise Halt("inconsistent_story", f"{kind.label()} told again, not as more: they disagree")
