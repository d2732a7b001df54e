"""A whole split into named kinds and ``the rest``, with comparisons: one linear equation.

``Martha has 11 butterflies. She has twice as many blue butterflies as yellow butterflies.
The rest of her butterflies are black. If Martha has 5 black butterflies, how many blue
butterflies does she have?`` (4): ``the rest`` says the butterflies are exactly the kinds
named before it and the rest's own kind, so their amounts add up to the whole. Each named
kind's amount is written a + b x (x the first kind no told amount fixes) through the told
amounts, the parts (``Two-fifths of them are reading books``: a fraction of the whole), and
the kind comparisons (``one fewer science book than math books``, in either direction); the
sum equals the whole and solves x. Every other comparison must give the same x; every
amount whole and never below zero. The parts then tell the whole, which is dropped (as
``gsm_pct`` does for a rest of fractions alone).

Read only when the story is exactly: one holder; its one told whole; parts, told amounts and
comparisons of kinds the whole's noun narrows (``blue butterflies`` of ``butterflies``) or
the pack's ``hypernym`` rows place under it (``dogs``, ``cats``, ``birds`` of ``animals``),
none inside another; one rest; after the rest, only told amounts and comparisons of kinds already
named; and at least one comparison or a later told amount (a rest of fractions alone is
``gsm_pct``'s). Anything else is left as it is; a shape that fixes nothing refuses.
"""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction

from mathcore.exact import normalize
from mathcore.organs.story.ledger import Halt, _gate
from mathcore.organs.story.model import KIND_COMPARISONS, Event, Kind, StorySetup
from mathcore.organs.story.unknowns_kinds import propagate
from mathcore.organs.story.unknowns_total import relation_coeffs
from mathcore.results import Step
from mathcore.text.hypernyms import broader

Lin = tuple[Fraction, Fraction]  # a + b*x
_OPS = KIND_COMPARISONS | {"has", "part", "rest"}


def _shape(setup: StorySetup) -> tuple[int, int, list[Kind]] | None:
    """(index of the whole, index of the rest, the named kinds) or None when not the shape."""
    evs = setup.events
    rests = [n for n, e in enumerate(evs) if e.op == "rest"]
    if len(rests) != 1 or any(e.op not in _OPS or e.qty is None for e in evs):
        return None
    n = rests[0]
    r = evs[n]
    whole = r.other_kind
    if whole is None or len({e.holder for e in evs}) != 1 or r.qty != 1 or "_half" in r.rule:
        return None
    wholes = [i for i, e in enumerate(evs) if e.op == "has" and e.kind == whole]
    if len(wholes) != 1 or wholes[0] != 0 or evs[0].qty is None:
        return None
    named: list[Kind] = []
    for i, e in enumerate(evs[1:], start=1):
        split = e.op in ("part", "rest")
        sides = [e.kind] if e.other_kind is None or split else [e.kind, e.other_kind]
        if e.op == "part" and (e.other_kind != whole or i > n):
            return None
        if any(not _under(k, whole) for k in sides):
            return None
        if i > n and any(k not in named for k in sides):
            return None  # a kind first named after the rest: not among the parts
        named.extend(k for k in sides if k not in named)
    if any(a != b and (_under(a, b) or _under(b, a)) for a in named for b in named):
        return None
    later = n < len(evs) - 1
    if not later and not any(e.op in KIND_COMPARISONS for e in evs):
        return None
    return 0, n, named


def _under(part: Kind, whole: Kind) -> bool:
    """``blue butterflies`` of ``butterflies``; ``dogs`` of ``animals`` (the pack's chain)."""
    if part == whole:
        return False
    return whole.covers(part) or (not whole.mods and whole.head in broader(part.head))


def solve_rest(setup: StorySetup) -> tuple[StorySetup, list[Step]]:
    """The named kinds' amounts, solved and told in place of the split (module docstring)."""
    shape = _shape(setup)
    if shape is None:
        return setup, []
    w, _n, named = shape
    evs = setup.events
    amount = Fraction(evs[w].qty or 0)
    forms, steps = _told(evs, amount)
    rels = [e for e in evs if e.op in KIND_COMPARISONS]
    used: set[int] = set()
    propagate(forms, rels, used)
    unknown = [k for k in named if k not in forms]
    if unknown:
        forms[unknown[0]] = (Fraction(0), Fraction(1))
        propagate(forms, rels, used)
    if any(k not in forms for k in named):
        raise Halt("unbound_quantity", "two unknown amounts of the named kinds")
    x = Fraction(0)
    if unknown:
        x, step = _solve(forms, [e for e in rels if id(e) not in used], named, amount)
        steps.append(replace(step, note=f"the {unknown[0].label()} x: {step.note}"))
    values = {k: forms[k][0] + forms[k][1] * x for k in named}
    _verify(values, rels, amount)
    told: list[Event] = []
    for k in named:
        a_k, b_k = forms[k]
        if b_k:
            bx = b_k * x
            steps.append(Step("multiply", (normalize(b_k), normalize(x)), normalize(bx)))
            steps.append(Step("add", (normalize(a_k), normalize(bx)), normalize(values[k])))
        src = next((e.source for e in evs if k in (e.kind, e.other_kind)), evs[0].source)
        told.append(replace(evs[0], kind=k, qty=normalize(values[k]), source=src, rule="unk_rest"))
    return replace(setup, events=tuple(told)), steps


def _told(evs: tuple[Event, ...], amount: Fraction) -> tuple[dict[Kind, Lin], list[Step]]:
    """The told amounts and the parts of the whole (a fraction of its amount)."""
    forms: dict[Kind, Lin] = {}
    steps: list[Step] = []
    for e in evs[1:]:
        v = Fraction(e.qty or 0)
        if e.op == "part":
            _gate("story_fraction_of")
            v = amount * v
            steps.append(
                Step("multiply", (normalize(amount), e.qty or 0), normalize(v), "a part", e.source)
            )
        if e.op in ("has", "part"):
            if e.kind in forms and forms[e.kind] != (v, Fraction(0)):
                raise Halt("inconsistent_story", "an amount told twice")
            forms[e.kind] = (v, Fraction(0))
    return forms, steps


def _solve(
    forms: dict[Kind, Lin], rest: list[Event], named: list[Kind], amount: Fraction
) -> tuple[Fraction, Step]:
    """x from the sum of the named kinds (the whole) and every comparison not yet used; each
    equation that fixes x must give the same x, and none may contradict."""
    a = sum((forms[k][0] for k in named), Fraction(0))
    b = sum((forms[k][1] for k in named), Fraction(0))
    eqs = [(b, amount - a)]
    for e in rest:
        f, c = relation_coeffs(e)
        assert e.other_kind is not None
        (ah, bh), (ao, bo) = forms[e.kind], forms[e.other_kind]
        eqs.append((bh - f * bo, f * ao + c - ah))
    if any(k == 0 and r != 0 for k, r in eqs):
        raise Halt("inconsistent_story", "the parts disagree with the whole")
    solving = [(k, r) for k, r in eqs if k != 0]
    if not solving:
        raise Halt("unbound_quantity", "nothing fixes the named kinds")
    x = solving[0][1] / solving[0][0]
    if any(r / k != x for k, r in solving):
        raise Halt("inconsistent_story", "the parts disagree with the whole")
    _gate("story_sum_of_parts")
    operands = (normalize(solving[0][1]), normalize(solving[0][0]))
    return x, Step("divide", operands, normalize(x), "the named kinds add up to the whole")


def _verify(values: dict[Kind, Fraction], rels: list[Event], amount: Fraction) -> None:
    """Every stated fact holds; every amount a whole count, never below zero."""
    for k, v in values.items():
        if v < 0:
            raise Halt("negative_quantity", f"{k.label()} below zero")
        if v.denominator != 1:
            raise Halt("non_integer_count", f"{k.label()} is not whole")
    for e in rels:
        f, c = relation_coeffs(e)
        assert e.other_kind is not None
        if values[e.kind] != f * values[e.other_kind] + c:
            raise Halt("inconsistent_story", "the comparisons disagree")
    if sum(values.values(), Fraction(0)) != amount:
        raise Halt("inconsistent_story", "the parts disagree with the whole")
