"""The linear-system (R2) gold ruler: our fixtures and a validator independent of the solver.

The solver uses Cramer's rule. The validator instead counts, for every whole split
``x + (T - x)`` with ``0 <= x <= T``, which ones give the weighted total (exactly one must),
and explains a refusal by substitution: equal coefficients are indistinguishable, otherwise
``x = (W - b*T) / (a - b)`` is either not whole or outside ``[0, T]``.
"""

from __future__ import annotations

import json
from functools import lru_cache
from pathlib import Path
from typing import Any

from mathcore.exact import Number, parse_exact
from mathcore.organs.base import FunctionOrgan
from mathcore.organs.linear_system.check import expected
from mathcore.organs.linear_system.model import Category, LinearSetup
from mathcore.organs.linear_system.organ import ORGAN
from mathcore.organs.ruler import EXPECTS, Fixture

GOLD = Path(__file__).with_name("gold.jsonl")


def _num(value: Any) -> Number:
    n = parse_exact(str(value))
    if n is None:
        raise ValueError(f"not an exact number: {value!r}")
    return n


def setup_from_json(d: dict[str, Any]) -> LinearSetup:
    a, b = (Category(c["name"], _num(c["coefficient"])) for c in d["categories"])
    return LinearSetup(
        (a, b),
        d["count_unit"],
        d["measured_unit"],
        _num(d["total_count"]),
        _num(d["weighted_total"]),
        d["query"],
    )


@lru_cache(maxsize=1)
def _load() -> tuple[Fixture, ...]:
    out = []
    for line in GOLD.read_text(encoding="utf-8").splitlines():
        if not line.strip():
            continue
        d = json.loads(line)
        setup = setup_from_json(d["setup"]) if d.get("setup") else None
        gold = _num(d["gold"]) if d.get("gold") is not None else None
        out.append(Fixture(d["id"], d["text"], d["expect"], gold, d.get("reason"), setup))
    return tuple(out)


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
