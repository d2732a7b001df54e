"""The linear-system (R2) solver: Cramer's rule over exact Fractions.

``x + y = T`` and ``a*x + b*y = W`` give ``x = (b*T - W) / (b - a)`` and
``y = (W - a*T) / (b - a)``. Equal coefficients (determinant 0) refuse as
``indistinguishable_weights``; a count that is not whole or is negative refuses.
"""

from __future__ import annotations

from fractions import Fraction

from mathcore.exact import Number, exact_div, is_whole
from mathcore.exact import canonical as c
from mathcore.fastinit import fast_new
from mathcore.organs.base import OrganAnswer, SolverRefusal
from mathcore.organs.linear_system.model import LinearSetup
from mathcore.results import Step

SOLVER_REASONS = ("indistinguishable_weights", "non_integer_solution", "negative_solution")


def div(n: Number, d: Number) -> Number:
    """``exact_div(n, d)`` (``d != 0``), without building Fractions when both are ints."""
    if type(n) is int and type(d) is int:
        q, r = divmod(n, d)
        return q if r == 0 else Fraction(n, d)
    return exact_div(n, d)


def _c(v: Number) -> str:
    """``canonical(v)``, an int written directly."""
    return str(v) if type(v) is int else c(v)


def solve(setup: LinearSetup) -> OrganAnswer | SolverRefusal:
    """The queried category's count with the elimination steps, or a typed refusal."""
    ca, cb = setup.categories
    a, b = ca.coefficient, cb.coefficient
    t, w = setup.total_count, setup.weighted_total
    det = b - a
    if det == 0:
        return SolverRefusal("indistinguishable_weights", f"both coefficients are {c(a)}")
    bt, at = b * t, a * t
    x = div(bt - w, det)
    y = div(w - at, det)
    for name, v in ((ca.name, x), (cb.name, y)):
        if not is_whole(v):
            return SolverRefusal("non_integer_solution", f"{name} = {c(v)}")
    for name, v in ((ca.name, x), (cb.name, y)):
        if v < 0:
            return SolverRefusal("negative_solution", f"{name} = {c(v)}")
    sa, sb = ca.symbol, cb.symbol
    given = (
        _new_Step("given", (), t, f"{sa} + {sb} = {_c(t)}", "total count"),
        _new_Step("given", (), w, f"{_c(a)}*{sa} + {_c(b)}*{sb} = {_c(w)}", "weighted total"),
    )
    if setup.query == ca.name:  # x = (b*T - W) / (b - a)
        work = (
            _new_Step("subtract", (b, a), det, "b - a"),
            _new_Step("multiply", (b, t), bt, "b * T"),
            _new_Step("subtract", (bt, w), bt - w, "b*T - W"),
            _new_Step("divide", (bt - w, det), x, f"{sa} by Cramer's rule"),
        )
        return _new_OrganAnswer(x, setup.count_unit, given + work)
    work = (  # y = (W - a*T) / (b - a)
        _new_Step("subtract", (b, a), det, "b - a"),
        _new_Step("multiply", (a, t), at, "a * T"),
        _new_Step("subtract", (w, at), w - at, "W - a*T"),
        _new_Step("divide", (w - at, det), y, f"{sb} by Cramer's rule"),
    )
    return _new_OrganAnswer(y, setup.count_unit, given + work)


#: Builders of the same instances at about half the cost (``mathcore.fastinit.fast_new``).
_new_Step = fast_new(Step)
_new_OrganAnswer = fast_new(OrganAnswer)
