"""Kinds of one holder related to each other, solved as one exact linear equation (issue 8).

``A farmer has twice as many pigs as cows, and 4 more cows than goats. If the farmer has 56
animals total, how many goats does he have?`` (pigs 30, cows 15, goats 11): the holder's
amounts of the related kinds are written as a + b x, x the amount of the first kind no told
amount fixes (the root), through the kind comparisons (``times_k``, ``more_k``, ``fewer_k``
and the scaled ones) in either direction. The equation is a told total of a kind that covers
every related kind (the pack's ``hypernym`` rows: pigs, cows and goats are animals; or the
same noun with fewer modifiers: marbles over red and blue marbles), said as a total (``total``,
``in all``, ``altogether``, ``in total``, ``combined``, ``together``), or a second comparison of
two kinds already related (``Brett has 24 more blue marbles than red marbles. He has 5 times
as many blue marbles as red marbles.``). Every equation must give the same x; the solution
must satisfy every stated fact; every amount is whole and never below zero. Then x becomes a
told amount of the root, placed first, and the ledger replays the comparisons from it.

Read only when the story is exactly: one holder's told amounts and kind comparisons, and at
most one total; no two of the related kinds may overlap (``marbles`` beside ``red marbles``).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from fractions import Fraction

from mathcore.exact import normalize
from mathcore.organs.story.ledger import Halt, _gate
from mathcore.organs.story.model import Event, Kind, StorySetup
from mathcore.organs.story.unknowns_total import relation_coeffs
from mathcore.packs.loader import Pack, PerPack, current_pack
from mathcore.results import Step

Lin = tuple[Fraction, Fraction]  # a + b*x
_REL = frozenset({"more_k", "fewer_k", "times_k", "times_more_k", "times_fewer_k"})
#: The word table lives in the pack, read once per pack digest: ``total_marker_cue`` (total,
#: altogether, all, combined, together; lexicon/story_question_forms6_words.jsonl).


@dataclass(frozen=True, slots=True)
class _Words:
    total_words: frozenset[str]


def _build_words(pack: Pack) -> _Words:
    """The pack's word tables of this module."""
    return _Words(
        total_words=pack.words("total_marker_cue"),
    )


#: Built once per pack digest (``packs.loader.PerPack``).
_words = PerPack(_build_words)


def _sides(e: Event) -> tuple[Kind, Kind]:
    assert e.other_kind is not None
    return e.kind, e.other_kind


def propagate(forms: dict[Kind, Lin], rels: list[Event], used: set[int]) -> None:
    """Carry each kind's linear form (a + b*x) along the kind comparisons until none is new
    (also used by ``unknowns_rest``)."""
    changed = True
    while changed:
        changed = False
        for e in rels:
            if id(e) in used:
                continue
            f, c = relation_coeffs(e)
            h, o = _sides(e)
            if o in forms and h not in forms:
                a, b = forms[o]
                forms[h] = (a * f + c, b * f)
            elif h in forms and o not in forms:
                a, b = forms[h]
                forms[o] = ((a - c) / f, b / f)
            else:
                continue
            used.add(id(e))
            changed = True


def _covers(whole: Kind, part: Kind) -> bool:
    """``animals`` over ``pigs`` (the pack's hypernym chain), ``marbles`` over ``red marbles``."""
    from mathcore.text.hypernyms import broader

    if whole == part:
        return False
    if whole.covers(part):
        return True
    return not whole.mods and whole.head in broader(part.head)


def _shape(setup: StorySetup) -> tuple[list[Event], list[Event], Event | None] | None:
    """(comparisons, told amounts of related kinds, the total) or None when not the shape."""
    ws = _words()
    evs = setup.events
    rels = [e for e in evs if e.op in _REL]
    if not rels or len({e.holder for e in evs}) != 1 or evs[0].holder in ("", "*"):
        return None
    if any(e.op not in {"has", *_REL} or e.qty is None for e in evs):
        return None
    kinds = {k for e in rels for k in _sides(e)}
    if any(_covers(a, b) for a in kinds for b in kinds):
        return None  # "marbles" beside "red marbles": one counted in the other
    told = [e for e in evs if e.op == "has" and e.kind in kinds]
    others = [e for e in evs if e.op == "has" and e.kind not in kinds]
    if len(others) > 1 or len({e.kind for e in told}) != len(told):
        return None
    total = others[0] if others else None
    if total is not None:
        said = set(total.source.partition(": ")[2].lower().replace(",", " ").split())
        if not said & ws.total_words or not all(_covers(total.kind, k) for k in kinds):
            return None
    return rels, told, total


def solve_kinds_total(setup: StorySetup) -> tuple[StorySetup, list[Step]]:
    """The root kind's amount solved and told first (see the module docstring)."""
    q = setup.question
    if q.ask != "state":
        return setup, []
    shape = _shape(setup)
    if shape is None:
        return setup, []
    rels, told, total = shape
    kinds = list(dict.fromkeys(k for e in rels for k in _sides(e)))
    used: set[int] = set()
    forms: dict[Kind, Lin] = {e.kind: (Fraction(e.qty or 0), Fraction(0)) for e in told}
    propagate(forms, rels, used)
    unknown = [k for k in kinds if k not in forms]
    if not unknown:
        return setup, []  # every amount fixed: the ledger reads it as it is
    root = unknown[0]
    forms[root] = (Fraction(0), Fraction(1))
    propagate(forms, rels, used)
    if any(k not in forms for k in kinds):
        raise Halt("unbound_quantity", "two unknown amounts of related kinds")
    eqs: list[tuple[Fraction, Fraction, str]] = []  # coefficient * x = rhs, source
    for e in rels:
        if id(e) not in used:
            f, c = relation_coeffs(e)
            (ah, bh), (ao, bo) = forms[e.kind], forms[_sides(e)[1]]
            eqs.append((bh - f * bo, f * ao + c - ah, e.source))
    if total is not None:
        a = sum((forms[k][0] for k in kinds), Fraction(0))
        b = sum((forms[k][1] for k in kinds), Fraction(0))
        eqs.append((b, Fraction(total.qty or 0) - a, total.source))
    solving = [(k, r, s) for k, r, s in eqs if k != 0]
    if any(k == 0 and r != 0 for k, r, _ in eqs):
        raise Halt("inconsistent_story", "the comparisons disagree")
    if not solving:
        raise Halt("unbound_quantity", "nothing fixes the related amounts")
    coef, rhs, source = solving[0]
    x = rhs / coef
    if any(r / k != x for k, r, _ in solving):
        raise Halt("inconsistent_story", "the comparisons disagree")
    values = {k: forms[k][0] + forms[k][1] * x for k in kinds}
    _verify(values, rels, told, total)
    _gate("story_times_as_many")
    step = Step(
        "divide",
        (normalize(rhs), normalize(coef)),
        normalize(x),
        f"the {root.label()} x: {normalize(coef)} x = {normalize(rhs)}",
        source,
    )
    holder = setup.events[0].holder
    root_has = Event("has", holder, root, normalize(x), "", None, "has", source, holder, "")
    kept = tuple(e for e in setup.events if e.op not in _REL or id(e) in used)  # verified
    if total is not None and any(total.kind.head == k.head for k in kinds):
        kept = tuple(e for e in kept if e is not total)  # "15 pens" over red and blue: verified
    return replace(setup, events=(root_has, *kept)), [step]


def _verify(
    values: dict[Kind, Fraction], rels: list[Event], told: list[Event], total: Event | None
) -> None:
    """Every stated fact holds of the solution; every amount whole and not negative."""

    for k, v in values.items():
        if v < 0:
            raise Halt("negative_quantity", f"{k.label()} below zero")
        measured = k.head == "dollar" or current_pack().value(k.head, "unit") is not None
        if v.denominator != 1 and not measured:
            raise Halt("non_integer_count", f"{k.label()} is not whole")
    for e in rels:
        f, c = relation_coeffs(e)
        if values[e.kind] != f * values[_sides(e)[1]] + c:
            raise Halt("inconsistent_story", "the comparisons disagree")
    for e in told:
        if values[e.kind] != Fraction(e.qty or 0):
            raise Halt("inconsistent_story", "a told amount disagrees")
    if total is not None and sum(values.values(), Fraction(0)) != Fraction(total.qty or 0):
        raise Halt("inconsistent_story", "the total disagrees")
