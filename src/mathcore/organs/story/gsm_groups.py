"""Groups and places (GSM8K): a place told first scopes the sentence's counts.

``In Carrie's desk drawer there are 7 yellow highlighters`` / ``At the zoo, there are 5
lions``: the row ``there_lead_place`` (``gsm_groups_rows``) reads the lead place as the holder,
while the older reading drops the lead place (``scope_only``) and leaves the count unplaced
(``*``). The two readings differ only in that holder, so they are one reading told with and
without its place: :func:`prefer_placed` keeps the placed one (as ``_distribute_place`` does for
a place told last). Any other difference (another kind, amount, op or a second place) still
refuses as ``ambiguous_reading``.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from typing import TypeVar

from mathcore.organs.story.model import EVERYONE, Event, Kind
from mathcore.packs.loader import Pack, PerPack

T = TypeVar("T")

#: what a place may hold in either reading: amounts and comparisons of kinds held there
PLACED_OPS = frozenset({"has", "more_k", "fewer_k", "times_k"})
LEAD_ROWS = frozenset({"there_lead_place", "in_place_there"})  # mawps_multi_rows: in_place_there


def _same_but_place(unplaced: list[Event], placed: list[Event]) -> bool:
    """Every event equal, but for ``*`` holdings that the placed reading gives one place."""
    if len(unplaced) != len(placed) or not placed:
        return False
    if placed[0].rule not in LEAD_ROWS and not placed[0].rule.startswith("there_lead_"):
        return False
    places: set[str] = set()
    for a, b in zip(unplaced, placed, strict=True):
        if a.holder == EVERYONE and b.holder != EVERYONE:
            if a.op != b.op or a.op not in PLACED_OPS:
                return False
            places.add(b.holder)
            a = replace(
                a, holder=b.holder, agent=b.agent, frame=b.frame, rule=b.rule, source=b.source
            )
        if a != b:
            return False
    return len(places) == 1


def prefer_placed(
    outcomes: Mapping[str, tuple[list[Event], T]],
) -> dict[str, tuple[list[Event], T]]:
    """Two readings, one with its lead place and one without: the placed one alone."""
    if len(outcomes) != 2:
        return dict(outcomes)
    (ka, a), (kb, b) = outcomes.items()
    if _same_but_place(b[0], a[0]):
        return {ka: a}
    if _same_but_place(a[0], b[0]):
        return {kb: b}
    return dict(outcomes)


def they_kin(persons: list[str], things: list[str], events: Sequence[Event] = ()) -> str:
    """``Harper has 15 rubber bands. His brother has 6 fewer ... How many do they have
    together?``: a total asked of ``they`` over the named people and their kin (``the
    brother``), as one group holder ``&a&b``; "" when any other thing (a place, a box) was
    mentioned or no kin was, so the older readings (or a refusal) stand. A kin told in the
    plural (``her sisters``: the holder is kept singular) or an amount told in the past
    (``her sister had 8 dolls``) refuses: each may not be what they have now."""
    from mathcore.organs.story.gsm_clauses import KIN

    kin = [t for t in things if t.split()[-1] in KIN and t.startswith("the ")]
    if not kin or len(kin) != len(things) or len(persons) + len(kin) < 2:
        return ""
    members = {*persons, *kin}
    past = _words().past
    for e in events:
        words = set(_WORD.findall(e.source.partition(": ")[2].lower()))
        if words & past and (e.holder in members or e.other in members):
            raise _stop("an amount of 'they' told in the past")
        if any(f"{k.split()[-1]}s" in words or f"{k.split()[-1]}es" in words for k in kin):
            raise _stop("'they' over a kin told in the plural")
    return "&" + "&".join(sorted(members))


_WORD = re.compile(r"[a-z']+")
#: The word table lives in the pack, read once per pack digest: ``still_past_word`` (had,
#: was, were; lexicon/story_solver6_words.jsonl).


@dataclass(frozen=True, slots=True)
class _Words:
    past: frozenset[str]


def _build_words(pack: Pack) -> _Words:
    """The pack's word tables of this module."""
    return _Words(
        past=pack.words("still_past_word"),
    )


#: Built once per pack digest (``packs.loader.PerPack``).
_words = PerPack(_build_words)


def _stop(detail: str) -> Exception:
    from mathcore.organs.story.reader import Stop

    return Stop("ambiguous_reference", detail, "pronoun_resolution")


def left_for_holds(holder: str, kind: Kind, events: Sequence[Event]) -> None:
    """``How many cookies are left for Neil?``: Neil's own amount, only when Neil is the one
    who first held the asked things (he baked, bought or had them, then gave some away);
    ``left for Ann`` after ``Tom gave 4 to Ann`` or ``left for his co-workers`` may mean what
    the first holder keeps for them, so it refuses."""
    from mathcore.organs.story.reader import Stop

    first = next((e for e in events if e.kind.head == kind.head and e.op != "each"), None)
    if first is None or first.holder != holder or first.op not in ("has", "gain"):
        raise Stop(
            "ambiguous_reference", "left for one who did not first hold them", "question_target"
        )
