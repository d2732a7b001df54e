"""A chain of relative actions solved from its one told end, in either direction.

``Xavier runs three times as many miles as Katie, who runs 4 times as many miles as Cole.
If Xavier runs 84 miles, how many miles does Cole run?`` (Katie 28, Cole 7):
``gsm_relative`` resolves a chain from its known end forwards and takes one step back
from a told comparer; a chain whose told end sits at the top (each link's base is the next
link's comparer) is left to this module. Every comparer and base is a participant; the
links (``ev_times`` / ``ev_more`` / ``ev_fewer`` and the scaled ones, each naming its base)
join them into one tree fixed by the one told action: holder = f x base + c, read forwards
or solved backwards. Each link becomes the concrete action of the participant it fixes.

Read only when ``gsm_relative`` refuses the story as ``relative actions that rest on each
other`` and the story is exactly: the links (one verb, one kind) and one told action of one
participant of that verb and kind (not marked as another one: ``more``, ``again`` ...). A
count must be whole (money and measures to the hundredth) and never below zero.
"""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction

from mathcore.exact import normalize
from mathcore.organs.story.gsm_relative import ANOTHER, RELATIVE_OPS, RELATIVE_ROWS
from mathcore.organs.story.ledger import Halt, _gate
from mathcore.organs.story.model import ALL, Event, StorySetup
from mathcore.organs.story.unknowns_total import _fits, relation_coeffs
from mathcore.results import Step

_BASE = frozenset({"gain", "lose", "act"})


def _coeffs(e: Event) -> tuple[Fraction, Fraction]:
    op = e.op.removeprefix("ev_")
    if op in ("times_more", "times_fewer"):
        return relation_coeffs(replace(e, op=op))
    return relation_coeffs(replace(e, op=op, factor=None))


def _shape(setup: StorySetup) -> tuple[list[Event], Event] | None:
    """(the links, the told action) or None when the story is not exactly the chain."""
    links = [e for e in setup.events if e.op in RELATIVE_OPS]
    told = [e for e in setup.events if e.op not in RELATIVE_OPS]
    if len(links) < 2 or len(told) != 1:
        return None
    end = told[0]
    if end.op not in _BASE or end.qty is None or end.qty == ALL or end.other:
        return None
    if ANOTHER & set(end.source.partition(": ")[2].lower().replace(",", " ").split()):
        return None
    for e in links:
        if e.rule not in RELATIVE_ROWS or e.qty is None or not e.other or e.agent != e.holder:
            return None
        if e.frame != end.frame or e.kind != end.kind or e.other == e.holder:
            return None
    return links, end


def solve_chain(setup: StorySetup) -> tuple[StorySetup, list[Step]]:
    """The links made concrete from the told end (module docstring); unchanged otherwise."""
    shape = _shape(setup)
    if shape is None:
        return setup, []
    from mathcore.organs.story.gsm_relative import expand_relative

    try:
        expand_relative(setup)
    except Halt as h:
        if h.detail != "relative actions that rest on each other":
            return setup, []
    else:
        return setup, []  # read as it is
    links, end = shape
    people = {p for e in links for p in (e.holder, e.other)}
    if end.agent not in people or len(links) != len(people) - 1:
        return setup, []
    values, fixed = _fix(links, end)
    if len(fixed) != len(links):
        return setup, []
    for e in links:
        f, c = _coeffs(e)
        if values[e.holder] != f * values[e.other] + c:
            raise Halt("inconsistent_story", "the relative actions disagree")
    _gate("story_times_as_many")
    events: list[Event] = []
    out: list[Step] = []
    for e in setup.events:
        if id(e) not in fixed:
            events.append(e)
            continue
        who, v, steps = fixed[id(e)]
        out.extend(steps)
        concrete = replace(e, op=end.op, holder=who, agent=who, qty=normalize(v), other="")
        events.append(replace(concrete, factor=None))
    return replace(setup, events=tuple(events)), out


def _fix(
    links: list[Event], end: Event
) -> tuple[dict[str, Fraction], dict[int, tuple[str, Fraction, list[Step]]]]:
    """Every participant's amount from the told end, link by link, forwards or backwards;
    each link fixes the participant it reaches (the amounts and, per link, who and how)."""
    values = {end.agent: Fraction(end.qty or 0)}
    fixed: dict[int, tuple[str, Fraction, list[Step]]] = {}
    grown = True
    while grown:
        grown = False
        for e in links:
            if id(e) in fixed:
                continue
            f, c = _coeffs(e)
            if e.other in values and e.holder not in values:
                who, v = e.holder, f * values[e.other] + c
                steps = _forward(values[e.other], f, c, v, e)
            elif e.holder in values and e.other not in values:
                who, v = e.other, (values[e.holder] - c) / f
                operands = (normalize(values[e.holder]), normalize(c), normalize(f))
                steps = [Step("solve_linear", operands, normalize(v), "the base", e.source)]
            else:
                continue
            if v < 0:
                raise Halt("negative_quantity", f"{who}'s amount below zero")
            if not _fits(v, e.kind):
                raise Halt("non_integer_count", f"{who}'s amount is not whole")
            values[who] = v
            fixed[id(e)] = (who, v, steps)
            grown = True
    return values, fixed


def _forward(base: Fraction, f: Fraction, c: Fraction, v: Fraction, e: Event) -> list[Step]:
    scaled = base * f
    out = [Step("multiply", (normalize(base), normalize(f)), normalize(scaled), "times", e.source)]
    if c:
        out.append(Step("add", (normalize(scaled), normalize(c)), normalize(v), "more", e.source))
    return out
