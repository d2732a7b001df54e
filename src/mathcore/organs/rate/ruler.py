"""The R3 gold ruler: our own fixtures and a validator with its own arithmetic.

The validator recomputes every answer and solver reason with Fractions and its own table
of time units in seconds (independent of pint and of ``solver.py``); a gold setup whose
conversion it cannot check is itself invalid.
"""

from __future__ import annotations

import json
from fractions import Fraction
from functools import lru_cache
from pathlib import Path
from typing import Any

from mathcore.exact import Number, normalize, parse_exact
from mathcore.organs.rate.model import RateProblem
from mathcore.organs.rate.organ import ORGAN, ORGAN_V2, RateOrgan
from mathcore.organs.rate.taxonomy import TAXONOMY
from mathcore.organs.rates.units import RateUnit
from mathcore.organs.ruler import EXPECTS, Fixture

GOLD = Path(__file__).with_name("gold.jsonl")
GOLD_V2 = Path(__file__).with_name("gold_v2.jsonl")

#: The ruler's own check table: seconds per time unit.
_SECONDS = {"second": 1, "minute": 60, "hour": 3600, "day": 86400, "week": 604800}
#: Units an exact fraction of which is a real amount (the v2 ruler's own list).
_CONTINUOUS = frozenset({*_SECONDS, "mile", "meter", "kilometer", "foot", "liter", "gallon", "cup"})


def setup_from_json(row: dict[str, Any]) -> RateProblem:
    num, den = row["rate_unit"]
    return RateProblem(
        RateUnit(num, den),
        row["query"],
        row["time_unit"],
        rate=row.get("rate"),
        time=row.get("time"),
        quantity=row.get("quantity"),
    )


def _gold(value: object) -> Number | None:
    """Gold answers are ints, or canonical strings such as ``"50/3"`` for fractions."""
    if value is None or isinstance(value, int):
        return value
    return parse_exact(str(value))


def load_fixtures(path: Path) -> tuple[Fixture, ...]:
    out: list[Fixture] = []
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.strip():
            row = json.loads(line)
            setup = row.get("setup")
            out.append(
                Fixture(
                    row["id"],
                    row["text"],
                    row["expect"],
                    _gold(row.get("gold")),
                    row.get("reason"),
                    setup_from_json(setup) if setup is not None else None,
                )
            )
    return tuple(out)


def _ratio(src: str, dst: str) -> Fraction | None:
    """How many ``dst`` one ``src`` is, by the ruler's table (None: cannot check)."""
    if src == dst:
        return Fraction(1)
    if src in _SECONDS and dst in _SECONDS:
        return Fraction(_SECONDS[src], _SECONDS[dst])
    return None


def canonical_outcome(p: RateProblem, continuous: bool) -> tuple[str, Number | str]:
    f = _ratio(p.time_unit, p.rate_unit.denominator)
    if f is None:
        return "refused", "rate_unit_mismatch"
    if p.query == "quantity":
        value, kind = Fraction(p.rate or 0) * (p.time or 0) * f, p.rate_unit.numerator
    elif p.query == "time":
        value, kind = Fraction(p.quantity or 0) / (p.rate or 1) / f, p.time_unit
    else:
        value, kind = Fraction(p.quantity or 0) / ((p.time or 1) * f), p.rate_unit.numerator
    if value.denominator != 1 and not (continuous and kind in _CONTINUOUS):
        return "refused", "non_integer_solution"
    return "solved", normalize(value)


def validate_fixture(fx: Fixture, continuous: bool = False) -> list[str]:
    if fx.expect not in EXPECTS:
        return [f"unknown expect {fx.expect!r}"]
    problems: list[str] = []
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
    if not isinstance(fx.setup, RateProblem):
        return [*problems, f"{fx.expect} fixture has no setup"]
    kind, value = canonical_outcome(fx.setup, continuous)
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


class RateRuler:
    """Gold fixtures plus the independent validator (``mathcore oracle rate``)."""

    def __init__(self, path: Path = GOLD, *, continuous: bool = False) -> None:
        self._path = path
        self._continuous = continuous

    @property
    def organ(self) -> RateOrgan:
        return ORGAN_V2 if self._continuous else ORGAN

    def fixtures(self) -> tuple[Fixture, ...]:
        return _cached(str(self._path))

    def validate(self, fixture: Fixture) -> list[str]:
        return validate_fixture(fixture, self._continuous)


@lru_cache(maxsize=4)
def _cached(path: str) -> tuple[Fixture, ...]:
    return load_fixtures(Path(path))


def rate_ruler() -> RateRuler:
    return RateRuler()


def rate_v2_ruler() -> RateRuler:
    return RateRuler(GOLD_V2, continuous=True)
