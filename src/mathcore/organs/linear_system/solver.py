"""The linear-system (R2) solver: Cramer's rule over exact Fractions.

``x + y = T`` and ``a*x + b*y = W`` give ``x = (b*T - W) / (b - a)`` and
``y = (W - a*T) / (b - a)``. Equal coefficients (determinant 0) refuse as
``indistinguishable_weights``; a count that is not whole or is negative refuses.
"""

from __future__ import annotations

from fractions import Fraction

from mathcore.exact import Number, exact_div, is_whole
from mathcore.exact import canonical as c
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


def solve(setup: LinearSetup) -> OrganAnswer | SolverRefusal:
    """The queried category's count with the elimination steps, or a typed refusal."""
    ca, cb = setup.categories
    a, b = ca.coefficient, cb.coefficient
    t, w = setup.total_count, setup.weighted_total
    det = b - a
    if det == 0:
        return SolverRefusal("indistinguishable_weights", f"both coefficients are {c(a)}")
    x = div(b * t - w, det)
    y = div(w - a * t, det)
    for name, v in ((ca.name, x), (cb.name, y)):
        if not is_whole(v):
            return SolverRefusal("non_integer_solution", f"{name} = {c(v)}")
    for name, v in ((ca.name, x), (cb.name, y)):
        if v < 0:
            return SolverRefusal("negative_solution", f"{name} = {c(v)}")
    given = (
        Step("given", (), t, f"{ca.symbol} + {cb.symbol} = {c(t)}", "total count"),
        Step("given", (), w, f"{c(a)}*{ca.symbol} + {c(b)}*{cb.symbol} = {c(w)}", "weighted total"),
    )
    if setup.query == ca.name:  # x = (b*T - W) / (b - a)
        work = (
            Step("subtract", (b, a), det, "b - a"),
            Step("multiply", (b, t), b * t, "b * T"),
            Step("subtract", (b * t, w), b * t - w, "b*T - W"),
            Step("divide", (b * t - w, det), x, f"{ca.symbol} by Cramer's rule"),
        )
        return OrganAnswer(x, setup.count_unit, given + work)
    work = (  # y = (W - a*T) / (b - a)
        Step("subtract", (b, a), det, "b - a"),
        Step("multiply", (a, t), a * t, "a * T"),
        Step("subtract", (w, a * t), w - a * t, "W - a*T"),
        Step("divide", (w - a * t, det), y, f"{cb.symbol} by Cramer's rule"),
    )
    return OrganAnswer(y, setup.count_unit, given + work)
