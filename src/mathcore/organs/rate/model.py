"""The frozen R3 setup: one rate, a duration and/or a quantity, and one query.

``time_unit`` is the unit of the duration (given or asked); it may differ from the rate's
denominator when the two convert exactly (the solver converts, or refuses
``rate_unit_mismatch``). Known slots are positive ints; the queried slot is None.
"""

from __future__ import annotations

from dataclasses import dataclass

from mathcore.errors import SetupError
from mathcore.organs.rates.units import RateUnit

QUERIES = ("quantity", "time", "rate")
_KNOWN = {"quantity": ("rate", "time"), "time": ("rate", "quantity"), "rate": ("quantity", "time")}


@dataclass(frozen=True, slots=True)
class RateProblem:
    """One explicit rate problem (organs.md R3)."""

    rate_unit: RateUnit
    query: str
    time_unit: str
    rate: int | None = None
    time: int | None = None
    quantity: int | None = None

    def __post_init__(self) -> None:
        if not isinstance(self.rate_unit, RateUnit):
            raise SetupError("rate_unit must be a RateUnit")
        if self.query not in QUERIES:
            raise SetupError(f"query must be one of {QUERIES}")
        if not self.time_unit or not self.time_unit.isalpha() or not self.time_unit.islower():
            raise SetupError(f"time_unit must be a lower-case word, got {self.time_unit!r}")
        for slot in QUERIES:
            value = getattr(self, slot)
            if slot in _KNOWN[self.query]:
                if not isinstance(value, int) or isinstance(value, bool) or value <= 0:
                    raise SetupError(f"{slot} must be a positive int, got {value!r}")
            elif value is not None:
                raise SetupError(f"the queried slot {slot!r} must be None")


def signature(p: RateProblem) -> str:
    return (
        f"r3|unit={p.rate_unit}|query={p.query}|rate={p.rate}|time={p.time}"
        f"|time_unit={p.time_unit}|quantity={p.quantity}"
    )
