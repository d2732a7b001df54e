"""The R3 solver: exact Fraction arithmetic with exact unit conversion through pint.

v1 refuses any non-whole answer (``non_integer_solution``); with ``continuous=True`` (v2)
an exact fraction is answered when the queried quantity is continuous (time, length,
volume, mass), and still refused for discrete counts.
"""

from __future__ import annotations

from fractions import Fraction

from mathcore.exact import is_whole
from mathcore.fastinit import fast_new
from mathcore.organs.base import OrganAnswer, SolverRefusal
from mathcore.organs.rate.model import RateProblem
from mathcore.organs.rates.algebra import Derivation
from mathcore.organs.rates.units import factor, is_continuous


def solve(p: RateProblem, *, continuous: bool = False) -> OrganAnswer | SolverRefusal:
    unit = p.rate_unit
    f = factor(p.time_unit, unit.denominator)
    if f is None:
        return SolverRefusal(
            "rate_unit_mismatch", f"{p.time_unit} does not convert to {unit.denominator}"
        )
    d = Derivation()
    if p.query == "quantity":
        assert p.rate is not None and p.time is not None
        span = _convert(d, p.time, f, p.time_unit, unit.denominator)
        value = d.multiply(p.rate, span, f"{unit.numerator}s in {p.time} {p.time_unit}s")
        answer_unit, kind_unit = unit.numerator, unit.numerator
    elif p.query == "time":
        assert p.rate is not None and p.quantity is not None
        span = d.divide(p.quantity, p.rate, f"{unit.denominator}s for {p.quantity}")
        value = span if f == 1 else d.divide(span, f, f"in {p.time_unit}s")
        answer_unit, kind_unit = p.time_unit, p.time_unit
    else:
        assert p.quantity is not None and p.time is not None
        span = _convert(d, p.time, f, p.time_unit, unit.denominator)
        value = d.divide(p.quantity, span, f"{unit.numerator}s per {unit.denominator}")
        answer_unit = f"{unit.numerator} per {unit.denominator}"
        kind_unit = unit.numerator
    if not is_whole(value) and not (continuous and is_continuous(kind_unit)):
        return SolverRefusal("non_integer_solution", f"{value} is not whole")
    return _new_OrganAnswer(value, answer_unit, d.tuple())


def _convert(d: Derivation, amount: int, f: Fraction, src: str, dst: str) -> int | Fraction:
    if f == 1:
        return amount
    out = d.multiply(amount, f, f"{amount} {src}s in {dst}s")
    return out if isinstance(out, int) else Fraction(out)


#: Builders of the same instances at about half the cost (``mathcore.fastinit.fast_new``).
_new_OrganAnswer = fast_new(OrganAnswer)
