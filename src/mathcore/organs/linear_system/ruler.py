"""The linear-system (R2) gold ruler: our fixtures and a validator independent of the solver.

The solver uses Cramer's rule. The validator instead counts, for every whole split
``x + (T - x)`` with ``0 <= x <= T``, which ones give the weighted total (exactly one must),
and explains a refusal by substitution: equal coefficients are indistinguishable, otherwise
``x = (W - b*T) / (a - b)`` is either not whole or outside ``[0, T]``.
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path
from typing import Any

from mathcore.organs.base import FunctionOrgan
from mathcore.organs.linear_system.check import expected
from mathcore.organs.linear_system.model import Category, LinearSetup
from mathcore.organs.linear_system.organ import ORGAN
from mathcore.organs.ruler import EXPECTS, Fixture, gold_number, load_fixtures

GOLD = Path(__file__).with_name("gold.jsonl")


def setup_from_json(d: dict[str, Any]) -> LinearSetup:
    a, b = (Category(c["name"], gold_number(c["coefficient"])) for c in d["categories"])
    return LinearSetup(
        (a, b),
        d["count_unit"],
        d["measured_unit"],
        gold_number(d["total_count"]),
        gold_number(d["weighted_total"]),
        d["query"],
    )


@lru_cache(maxsize=1)
def _load() -> tuple[Fixture, ...]:
    return load_fixtures(GOLD, setup_from_json)


class LinearSystemRuler:
    """Gold fixtures of R2 with the enumeration validator."""

    def __init__(self) -> None:
        self._organ = ORGAN

    @property
    def organ(self) -> FunctionOrgan[LinearSetup]:
        return self._organ

    def fixtures(self) -> tuple[Fixture, ...]:
        return _load()

    def validate(self, fixture: Fixture) -> list[str]:
        if fixture.expect not in EXPECTS:
            return [f"unknown expect {fixture.expect!r}"]
        if fixture.expect == "reader_refuses":
            if fixture.setup is not None or not fixture.reason:
                return ["reader_refuses needs a reason and no setup"]
            if fixture.reason not in self._organ.taxonomy.names("reader"):
                return [f"reason {fixture.reason!r} is not a reader reason"]
            return []
        if not isinstance(fixture.setup, LinearSetup):
            return ["a solvable fixture needs a setup"]
        kind, value = expected(fixture.setup)
        if kind != fixture.expect:
            return [f"expect {fixture.expect}, recomputed {kind} ({value})"]
        if kind == "solved" and value != fixture.gold:
            return [f"gold {fixture.gold}, recomputed {value}"]
        if kind == "solver_refuses" and value != fixture.reason:
            return [f"reason {fixture.reason}, recomputed {value}"]
        return []


def ruler() -> LinearSystemRuler:
    return LinearSystemRuler()
