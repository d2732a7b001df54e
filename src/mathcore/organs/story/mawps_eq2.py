"""MAWPS single-equation readings, second set: what was missed of a whole.

``complement``: "There were a total of 7 football games this year. Melanie missed 4 of the
games. How many football games did Melanie go to in all?" (7 - 4), and the converse
"... She attended 13 games. How many games did she miss?". Going to (attending) and missing
split one whole: the asked part is the whole less the told part. Read only when the story is
exactly the whole (one amount of the asked kind, held by no one or a place) and one told part
of the asker (an amount of the same things, not more than the whole); anything else refuses.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from mathcore.exact import normalize
from mathcore.organs.story.ledger import Halt, Ledger
from mathcore.organs.story.model import EVERYONE, StorySetup
from mathcore.packs.loader import Pack, PerPack, current_pack
from mathcore.results import Step

#: The word tables live in the pack (lexicon/story_more8.jsonl), read once per pack digest:
#: ``attend_lemma`` (go, attend) and ``miss_lemma`` (miss).


@dataclass(frozen=True, slots=True)
class _Words:
    attended: frozenset[str]
    missed: frozenset[str]


def _build_words(pack: Pack) -> _Words:
    """The pack's word tables of this module."""
    return _Words(
        attended=pack.words("attend_lemma"),
        missed=pack.words("miss_lemma"),
    )


#: Built once per pack digest (``packs.loader.PerPack``).
_words = PerPack(_build_words)


def _times(source: str) -> frozenset[tuple[str, str]]:
    """The time words of an event's clause, each with the word before it ("last year")."""
    pack = current_pack()
    words = source.split(":", 1)[-1].lower().split()
    return frozenset(
        (words[k - 1] if k else "", w)
        for k, w in enumerate(words)
        if "time_word" in pack.categories(w)
    )


def _other_half(frame: str) -> frozenset[str]:
    ws = _words()
    if frame in ws.attended:
        return ws.missed
    if frame in ws.missed:
        return ws.attended
    return frozenset()


def complement(led: Ledger, setup: StorySetup) -> tuple[Fraction, list[Step]] | None:
    """The whole less the told half, or None when the question is not about the other half."""
    ws = _words()
    q = setup.question
    told_frames = _other_half(q.frame)
    if not told_frames or q.holder.startswith(("&", "*")) or q.holder == EVERYONE:
        return None
    told = [e for e in setup.events if e.frame in told_frames]
    wholes = [e for e in setup.events if e not in told]
    if len(told) != 1 or len(wholes) != 1:
        raise Halt("question_target_unbound", "not exactly one whole and one part of it")
    part, whole = told[0], wholes[0]
    if part.op != "act" or part.agent != q.holder or whole.agent == q.holder:
        raise Halt("question_target_unbound", "the told part is not the asker's")
    if whole.op not in ("has", "act") or whole.frame in ws.attended | ws.missed:
        raise Halt("question_target_unbound", "no whole the parts split")
    if not (q.kind.covers(whole.kind) and part.kind.covers(whole.kind)):
        raise Halt("ambiguous_total", "the part or the question names other things")
    if part.qty is None or whole.qty is None or part.qty > whole.qty:
        raise Halt("question_target_unbound", "the part is not within the whole")
    if _times(part.source) - _times(whole.source) or _times(q.source) - _times(whole.source):
        # "played 39 games this year. He attended 14 games last year": another whole's part
        raise Halt("question_target_unbound", "the part or the question is of another time")
    res = Fraction(whole.qty) - Fraction(part.qty)
    steps = [
        Step("has", (whole.qty,), whole.qty, "the whole", whole.source),
        Step("subtract", (whole.qty, part.qty), normalize(res), "less the other part", part.source),
    ]
    return res, steps
