"""The R4 v1 gold ruler: our own fixtures and a validator with its own arithmetic.

``canonical_outcome`` recomputes every label from the gold setup with Fractions, written
independently of ``solver.py``; ``validate`` rejects a fixture whose answer, reason or shape
disagrees with it (each branch has a test that makes it fire).
"""

from __future__ import annotations

import json
from fractions import Fraction
from functools import lru_cache
from pathlib import Path
from typing import Any

from mathcore.exact import Number
from mathcore.organs.combined_rate.model import CombinedRateProblem
from mathcore.organs.combined_rate.organ import ORGAN, CombinedRateOrgan
from mathcore.organs.combined_rate.taxonomy import TAXONOMY
from mathcore.organs.rates.units import RateUnit
from mathcore.organs.ruler import EXPECTS, Fixture

GOLD = Path(__file__).with_name("gold.jsonl")


def setup_from_json(row: dict[str, Any]) -> CombinedRateProblem:
    num, den = row["rate_unit"]
    return CombinedRateProblem(
        RateUnit(num, den),
        row["rate_a"],
        row["rate_b"],
        row["combine_mode"],
        row["query"],
        time=row.get("time"),
        quantity=row.get("quantity"),
    )


def load_fixtures(path: Path) -> tuple[Fixture, ...]:
    out: list[Fixture] = []
    for line in path.read_text(encoding="utf-8").splitlines():
        if not line.strip():
            continue
        row = json.loads(line)
        setup = row.get("setup")
        out.append(
            Fixture(
                id=row["id"],
                text=row["text"],
                expect=row["expect"],
                gold=row.get("gold"),
                reason=row.get("reason"),
                setup=setup_from_json(setup) if setup is not None else None,
            )
        )
    return tuple(out)


def canonical_outcome(p: CombinedRateProblem) -> tuple[str, Number | str]:
    """``("solved", value)`` or ``("refused", reason)``, by the ruler's own arithmetic."""
    sign = 1 if p.combine_mode == "sum" else -1
    net = Fraction(p.rate_a) + sign * Fraction(p.rate_b)
    if p.query == "effective_rate":
        return "solved", int(net)
    if not net > 0:
        return "refused", "non_positive_net_rate"
    if p.query == "quantity":
        return "solved", int(net * Fraction(p.time or 0))
    t = Fraction(p.quantity or 0) / net
    if t.denominator != 1:
        return "refused", "non_integer_solution"
    return "solved", int(t)


def validate_fixture(fx: Fixture) -> list[str]:
    """Every problem with one fixture (empty when valid)."""
    problems: list[str] = []
    if fx.expect not in EXPECTS:
        return [f"unknown expect {fx.expect!r}"]
    if not fx.text.strip() and fx.reason != "empty":
        problems.append("empty text")
    if fx.expect == "reader_refuses":
        if fx.setup is not None:
            problems.append("reader_refuses fixture carries a setup")
        if fx.gold is not None:
            problems.append("reader_refuses fixture carries a gold answer")
        if fx.reason not in TAXONOMY.names("reader"):
            problems.append(f"undeclared reader reason {fx.reason!r}")
        return problems
    if not isinstance(fx.setup, CombinedRateProblem):
        return [*problems, f"{fx.expect} fixture has no setup"]
    kind, value = canonical_outcome(fx.setup)
    if fx.expect == "solved":
        if kind != "solved":
            problems.append(f"solved fixture is actually refused ({value})")
        elif fx.gold != value:
            problems.append(f"gold_does_not_match_computed_answer: {fx.gold} != {value}")
    else:
        if fx.gold is not None:
            problems.append("solver_refuses fixture carries a gold answer")
        if kind == "solved":
            problems.append(f"solver_refuses_is_actually_solvable ({value})")
        elif fx.reason != value:
            problems.append(f"solver_reason_mismatch: {fx.reason} != {value}")
    return problems


class CombinedRateRuler:
    """Gold fixtures plus the independent validator, for ``mathcore oracle combined-rate``."""

    def __init__(self, path: Path = GOLD) -> None:
        self._path = path

    @property
    def organ(self) -> CombinedRateOrgan:
        return ORGAN

    def fixtures(self) -> tuple[Fixture, ...]:
        return _cached(str(self._path))

    def validate(self, fixture: Fixture) -> list[str]:
        return validate_fixture(fixture)


@lru_cache(maxsize=4)
def _cached(path: str) -> tuple[Fixture, ...]:
    return load_fixtures(Path(path))


def combined_rate_ruler() -> CombinedRateRuler:
    return CombinedRateRuler()
