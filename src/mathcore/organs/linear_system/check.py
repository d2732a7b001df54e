"""An independent check of R2 setups: enumeration of every whole split.

Used by the gold ruler's validator and by the organ's ``recompute``. The solver uses
Cramer's rule; this module counts, for every whole split ``x + (T - x)`` with
``0 <= x <= T``, which ones give the weighted total (exactly one must), and explains a
refusal by substitution: equal coefficients are indistinguishable, otherwise
``x = (W - b*T) / (a - b)`` is either not whole or outside ``[0, T]``.
"""

from __future__ import annotations

from fractions import Fraction

from mathcore.exact import Number
from mathcore.organs.linear_system.model import LinearSetup

#: Largest total count the validator enumerates.
MAX_ENUMERATED = 100_000


def expected(setup: LinearSetup) -> tuple[str, Number | str]:
    """``("solved", count)`` or ``("solver_refuses", reason)``, by enumeration."""
    (ca, cb), t, w = setup.categories, int(setup.total_count), setup.weighted_total
    a, b = ca.coefficient, cb.coefficient
    if a == b:
        return "solver_refuses", "indistinguishable_weights"
    if t > MAX_ENUMERATED:
        return "unverifiable", "total count too large to enumerate"
    hits = [x for x in range(t + 1) if a * x + b * (t - x) == w]
    if len(hits) == 1:
        x = hits[0]
        return "solved", x if setup.query == ca.name else t - x
    if hits:
        return "unverifiable", "several splits fit"
    split = (Fraction(w) - b * t) / (a - b)
    if split.denominator != 1:
        return "solver_refuses", "non_integer_solution"
    return "solver_refuses", "negative_solution"
