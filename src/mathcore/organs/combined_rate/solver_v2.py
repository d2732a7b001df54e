"""The R4 v2 solver: exact Fractions, exact unit conversion, typed discreteness.

Refusals: ``rate_unit_mismatch`` (a contribution that does not convert), ``non_positive_net_rate``
(a net <= 0 for accumulating or finishing, checked before dividing), ``non_integer_solution``
(a discrete numerator where some agent's share is not whole: the exact answer would then
not be the real one).
"""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction

from mathcore.exact import Number, is_whole
from mathcore.fastinit import fast_new
from mathcore.organs.base import OrganAnswer, SolverRefusal
from mathcore.organs.combined_rate.model_v2 import CombinedRateV2Problem
from mathcore.organs.rates.algebra import Derivation
from mathcore.organs.rates.units import RateUnit, crosses_the_day
from mathcore.organs.rates.units import factor as unit_factor


def factor(a: str, b: str) -> Fraction | None:
    """The exact conversion, except clock units to calendar days or back: how many hours a
    day each agent works is never told by a rate, so no 24-hour day is assumed."""
    return None if crosses_the_day(a, b) else unit_factor(a, b)


def _rate_in(d: Derivation, amount: Number, src: RateUnit, dst: RateUnit) -> Number | None:
    if src == dst:
        return amount
    up, down = factor(src.numerator, dst.numerator), factor(src.denominator, dst.denominator)
    if up is None or down is None:
        return None
    if up == 1 and down == 1:
        return amount
    return d.multiply(amount, up / down, f"{src} in {dst}")


def solve(p: CombinedRateV2Problem) -> OrganAnswer | SolverRefusal:
    d = Derivation()
    used = {i for ph in p.phases for i in ph.active} or set(range(len(p.contributions)))
    rates: list[Number] = []
    for i, c in enumerate(p.contributions):
        r = _rate_in(d, c.amount, c.unit, p.unit) if i in used else 0
        if r is None:
            return SolverRefusal("rate_unit_mismatch", f"{c.unit} does not convert to {p.unit}")
        rates.append(r if c.sign > 0 else -r)
    if p.query == "quantity":
        return _quantity(p, d, rates)
    net = d.total(tuple(rates), f"net rate, {p.unit}") if len(rates) > 1 else rates[0]
    if p.query == "effective_rate":
        if p.discrete and not is_whole(net):
            return SolverRefusal("non_integer_solution", f"net rate {net} of whole things")
        return _new_OrganAnswer(net, f"{p.unit.numerator} per {p.unit.denominator}", d.tuple())
    if net <= 0:
        return SolverRefusal("non_positive_net_rate", f"net rate {net}")
    assert p.quantity is not None
    span = d.divide(p.quantity, net, f"{p.unit.denominator}s to reach {p.quantity}")
    if p.discrete and not _whole_shares(rates, span):
        return SolverRefusal("non_integer_solution", "an agent's share is not whole")
    unit = p.answer_unit or p.unit.denominator
    if unit == p.unit.denominator:  # ``factor`` gives 1: the span as it is
        value = span
    else:
        f = factor(p.unit.denominator, unit)
        if f is None:
            return SolverRefusal("rate_unit_mismatch", f"{p.unit.denominator} vs {unit}")
        value = span if f == 1 else d.multiply(span, f, f"in {unit}s")
    steps = d.tuple()
    note = _clock_note(value, unit)
    if note:
        last = steps[-1]
        steps = (*steps[:-1], replace(last, note=f"{last.note} (= {note})".strip()))
    return _new_OrganAnswer(value, unit, steps)


def _quantity(
    p: CombinedRateV2Problem, d: Derivation, rates: list[Number]
) -> OrganAnswer | SolverRefusal:
    parts: list[Number] = []
    for ph in p.phases:
        # The same unit converts by one (``factor`` gives 1): the duration as it is.
        if ph.time_unit == p.unit.denominator:
            span = ph.duration
        else:
            f = factor(ph.time_unit, p.unit.denominator)
            if f is None:
                return SolverRefusal(
                    "rate_unit_mismatch", f"{ph.time_unit} vs {p.unit.denominator}"
                )
            span = (
                ph.duration
                if f == 1
                else d.multiply(
                    ph.duration, f, f"{ph.time_unit}s in {p.unit.denominator}s {ph.note}".strip()
                )
            )
        active = tuple(rates[i] for i in ph.active)
        net = active[0] if len(active) == 1 else d.total(active, "net rate in this phase")
        if net <= 0:
            return SolverRefusal("non_positive_net_rate", f"net rate {net} in a phase")
        if p.discrete and not _whole_shares(active, span):
            return SolverRefusal("non_integer_solution", "an agent's share is not whole")
        parts.append(d.multiply(net, span, f"{p.unit.numerator}s in this phase"))
    total = parts[0] if len(parts) == 1 else d.total(tuple(parts), "all phases")
    return _new_OrganAnswer(total, p.unit.numerator, d.tuple())


def _clock_note(value: Number, unit: str) -> str:
    """``7/3 hour`` is also ``2 hours 20 minutes`` when that is exact (else empty)."""
    if unit != "hour" or is_whole(value):
        return ""
    minutes = Fraction(value) * 60
    if not is_whole(minutes):
        return ""
    whole_hours, rest = divmod(int(minutes), 60)
    return f"{whole_hours} hours {rest} minutes"


def _whole_shares(rates: list[Number] | tuple[Number, ...], span: Number) -> bool:
    """Whether every agent's share over ``span`` is a whole number of things."""
    if isinstance(span, int) and all(isinstance(r, int) for r in rates):
        return True
    return all(is_whole(Fraction(r) * span) for r in rates)


#: Builders of the same instances at about half the cost (``mathcore.fastinit.fast_new``).
_new_OrganAnswer = fast_new(OrganAnswer)
