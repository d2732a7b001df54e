"""The two-category linear-system (R2) setup: x + y = count, a*x + b*y = weighted total.

Each category has a per-item coefficient in one measured unit (students per bus, legs per
animal, cents per coin). The unknown counts are non-negative integers. Setups validate on
construction: exactly two distinct categories, positive coefficients, non-negative totals, a
whole total count and a query naming one of the two categories.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from mathcore.errors import SetupError
from mathcore.exact import Number, canonical, is_whole
from mathcore.fastinit import fast_init


def _exact(value: object, what: str) -> Number:
    if isinstance(value, bool) or not isinstance(value, int | Fraction):
        raise SetupError(f"{what} must be an exact number, got {value!r}")
    return value


@dataclass(frozen=True, slots=True)
class Category:
    """One category: its name (``"large bus"``) and its per-item coefficient."""

    name: str
    coefficient: Number

    def __post_init__(self) -> None:
        if not self.name or self.name != self.name.strip().lower():
            raise SetupError(f"invalid category name {self.name!r}")
        if _exact(self.coefficient, "coefficient") <= 0:
            raise SetupError(f"coefficient of {self.name} must be positive")

    @property
    def symbol(self) -> str:
        return self.name.replace(" ", "_")


fast_init(Category)


@dataclass(frozen=True, slots=True)
class LinearSetup:
    """Two categories, the count unit, the measured unit, both totals and the query."""

    categories: tuple[Category, Category]
    count_unit: str  # what is counted (bus, animal, coin)
    measured_unit: str  # what the coefficients measure (student, leg, cent)
    total_count: Number
    weighted_total: Number
    query: str  # a category name

    def __post_init__(self) -> None:
        if len(self.categories) != 2:
            raise SetupError("a linear system has exactly two categories")
        a, b = self.categories
        if a.name == b.name:
            raise SetupError("the two categories must differ")
        if not self.count_unit or not self.measured_unit:
            raise SetupError("both units are required")
        count = _exact(self.total_count, "total count")
        if not is_whole(count) or count < 0:
            raise SetupError("the total count must be a whole, non-negative number")
        if _exact(self.weighted_total, "weighted total") < 0:
            raise SetupError("the weighted total must not be negative")
        if self.query not in (a.name, b.name):
            raise SetupError(f"query {self.query!r} is not a category")


fast_init(LinearSetup)


def signature(setup: LinearSetup) -> str:
    """Canonical text of a setup (category order does not matter)."""
    cats = ",".join(sorted(f"{c.symbol}:{canonical(c.coefficient)}" for c in setup.categories))
    return (
        f"R2[{cats}|count {setup.count_unit}={canonical(setup.total_count)}"
        f"|{setup.measured_unit}={canonical(setup.weighted_total)}|?{setup.query}]"
    )
