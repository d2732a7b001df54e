"""A whole of two complementary parts: a told total split by a comparison of the parts.

``There were 133 people at a camp. There were 33 more boys than girls. How many girls were
at the camp?`` (50): the pack's ``complement`` rows say boys and girls are the two parts of
people (of children, students, ...): girls x, boys x + 33, and x + (x + 33) = 133. The
comparison (more, fewer, times, and the scaled ones, in either direction) names both parts,
the whole is told once, of the place or holder the comparison is told of (or of no one:
``There were 33 more boys than girls``), and nothing else is told; the solution must be
whole and never below zero. The two parts then tell the whole, which is dropped (a question
of the people adds the parts, through the same complement rows).

``In the Math club, there are two times as many males as females. If there are 6 female
members, ...``: ``males`` and ``females`` said alone, beside ``female members``, are the
members that are male and female: a complement said as a modifier (``male`` -> ``female``
with no whole of its own) standing for a noun is that noun with the modifier, when the story
and its question name exactly one noun with either modifier.
"""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction

from mathcore.exact import normalize
from mathcore.organs.story.ledger import Halt, _gate
from mathcore.organs.story.model import EVERYONE, KIND_COMPARISONS, Kind, StorySetup
from mathcore.organs.story.unknowns_total import relation_coeffs
from mathcore.packs.loader import current_pack
from mathcore.results import Step


def _complement(word: str) -> tuple[str, frozenset[str]] | None:
    """The other part and the wholes the pack names for ``word`` (None: no such row)."""
    raw = current_pack().value(word, "complement")
    if raw is None:
        return None
    other, _, wholes = raw.partition(":")
    return other, frozenset(w for w in wholes.split(",") if w)


def _modifier_pair(word: str) -> str | None:
    """The complement of a part said as a modifier (``male`` -> ``female``, no wholes)."""
    comp = _complement(word)
    return comp[0] if comp is not None and not comp[1] else None


def name_complements(setup: StorySetup) -> StorySetup:
    """Bare ``males`` / ``females`` as the one noun the story says them of (docstring)."""
    bare = {
        k.head
        for e in setup.events
        for k in (e.kind, e.other_kind)
        if k is not None and not k.mods and _modifier_pair(k.head) is not None
    }
    if not bare:
        return setup
    words = bare | {p for w in bare for p in (_modifier_pair(w),) if p}
    kinds = [k for e in setup.events for k in (e.kind, e.other_kind) if k is not None]
    kinds.append(setup.question.kind)
    nouns = {k.head for k in kinds if set(k.mods) & words}
    if len(nouns) != 1 or any(k.mods and not set(k.mods) <= words for k in kinds):
        return setup
    noun = next(iter(nouns))

    def named(k: Kind | None) -> Kind | None:
        return Kind(noun, (k.head,)) if k is not None and not k.mods and k.head in words else k

    events = tuple(
        replace(e, kind=named(e.kind) or e.kind, other_kind=named(e.other_kind))
        for e in setup.events
    )
    return replace(setup, events=events)


def split_whole(setup: StorySetup) -> tuple[StorySetup, list[Step]]:
    """The two parts of a told whole solved from their comparison (module docstring)."""
    evs = setup.events
    if len(evs) != 2 or evs[0].op != "has" or evs[1].op not in KIND_COMPARISONS:
        return setup, []
    whole, rel = evs
    part, other = rel.kind, rel.other_kind
    if other is None or part.mods or other.mods or whole.kind.mods or whole.qty is None:
        return setup, []
    comp = _complement(part.head)
    if comp is None or comp[0] != other.head or whole.kind.head not in comp[1]:
        return setup, []
    if rel.holder not in (whole.holder, EVERYONE) or whole.holder == EVERYONE:
        return setup, []
    f, c = relation_coeffs(rel)
    n = Fraction(whole.qty)
    if f + 1 == 0:
        raise Halt("unbound_quantity", "a split that fixes nothing")
    _gate("story_sum_of_parts")
    x = (n - c) / (f + 1)  # other x, part f x + c, together the whole
    mine = f * x + c
    for v, k in ((x, other), (mine, part)):
        if v < 0:
            raise Halt("negative_quantity", f"{k.label()} below zero")
        if v.denominator != 1:
            raise Halt("non_integer_count", f"{k.label()} is not whole")
    if mine + x != n or mine != f * x + c:
        raise Halt("inconsistent_story", "the parts disagree with the whole")
    steps = [
        Step(
            "solve_linear",
            (normalize(n), normalize(c), normalize(f + 1)),
            normalize(x),
            f"the {other.label()}s x: {_n(f)} x + {_n(c)} + x = {_n(n)}",
            rel.source,
        ),
        Step(
            "subtract",
            (normalize(n), normalize(x)),
            normalize(mine),
            f"the {part.label()}s: the whole less the {other.label()}s",
            rel.source,
        ),
    ]
    told = tuple(
        replace(whole, kind=k, qty=normalize(v), source=rel.source, rule="unk_split")
        for k, v in ((part, mine), (other, x))
    )
    return replace(setup, events=told), steps


def _n(v: Fraction) -> str:
    return str(normalize(v))
