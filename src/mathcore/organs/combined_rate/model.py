"""The frozen R4 v1 setup: two positive integer rates over one compound unit.

``combine_mode`` is ``sum`` (cooperation) or ``difference`` (``rate_a`` fills, ``rate_b``
drains); ``query`` selects the unknown. Known slots are positive ints; the net rate may be
<= 0 (that is the solver's boundary, not a malformed setup). Invalid slots raise SetupError.
"""

from __future__ import annotations

from dataclasses import dataclass

from mathcore.errors import SetupError
from mathcore.organs.rates.units import RateUnit

COMBINE_MODES = ("sum", "difference")
QUERIES = ("quantity", "time", "effective_rate")


def _positive_int(name: str, value: object) -> None:
    if not isinstance(value, int) or isinstance(value, bool) or value <= 0:
        raise SetupError(f"{name} must be a positive int, got {value!r}")


@dataclass(frozen=True, slots=True)
class CombinedRateProblem:
    """Two rates, one shared unit, one combine mode and one query (the ledger's model)."""

    rate_unit: RateUnit
    rate_a: int
    rate_b: int
    combine_mode: str
    query: str
    time: int | None = None
    quantity: int | None = None

    def __post_init__(self) -> None:
        if not isinstance(self.rate_unit, RateUnit):
            raise SetupError("rate_unit must be a RateUnit")
        _positive_int("rate_a", self.rate_a)
        _positive_int("rate_b", self.rate_b)
        if self.combine_mode not in COMBINE_MODES:
            raise SetupError(f"combine_mode must be one of {COMBINE_MODES}")
        if self.query not in QUERIES:
            raise SetupError(f"query must be one of {QUERIES}")
        known = {
            "quantity": ("time", self.time, self.quantity),
            "time": ("quantity", self.quantity, self.time),
            "effective_rate": ("", None, None),
        }[self.query]
        slot, given, unknown = known
        if slot:
            _positive_int(slot, given)
        if unknown is not None:
            raise SetupError(f"the queried slot {self.query!r} must be unknown (None)")
        if self.query == "effective_rate" and (self.time is not None or self.quantity is not None):
            raise SetupError("an effective_rate query takes neither time nor quantity")

    @property
    def time_unit(self) -> str:
        """v1 has no conversion: the time unit is always the rate's denominator."""
        return self.rate_unit.denominator


def signature(setup: CombinedRateProblem) -> str:
    """The canonical text of a setup (equal setups, equal signatures)."""
    return (
        f"cmb1|unit={setup.rate_unit}|a={setup.rate_a}|b={setup.rate_b}"
        f"|mode={setup.combine_mode}|query={setup.query}|time={setup.time}"
        f"|quantity={setup.quantity}|time_unit={setup.time_unit}"
    )
