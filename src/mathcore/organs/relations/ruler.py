"""The relations (R1) gold ruler: our fixtures and a validator independent of the solver.

The solver substitutes forward and runs one relation backwards. The validator instead writes
every relation as a linear equation over exact Fractions and solves the whole system by
Gauss-Jordan elimination: the rank decides over-determined and unresolved setups, and the
unique solution decides the answer, a non-whole or a negative count.
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path
from typing import Any

from mathcore.organs.base import FunctionOrgan
from mathcore.organs.relations.algebra import expected
from mathcore.organs.relations.model import Relation, RelationsSetup
from mathcore.organs.relations.organ import ORGAN
from mathcore.organs.ruler import EXPECTS, Fixture, gold_number, load_fixtures

GOLD = Path(__file__).with_name("gold.jsonl")


def setup_from_json(d: dict[str, Any]) -> RelationsSetup:
    rels = tuple(
        Relation(
            r["kind"],
            r["entity"],
            gold_number(r.get("value", 0)),
            r.get("ref", ""),
            tuple(r.get("parts", ())),
        )
        for r in d["relations"]
    )
    return RelationsSetup(rels, tuple(sorted(d["units"].items())), d["query"], d["noun"])


@lru_cache(maxsize=1)
def _load() -> tuple[Fixture, ...]:
    return load_fixtures(GOLD, setup_from_json)


class RelationsRuler:
    """Gold fixtures of R1 with the linear-algebra validator."""

    def __init__(self) -> None:
        self._organ = ORGAN

    @property
    def organ(self) -> FunctionOrgan[RelationsSetup]:
        return self._organ

    def fixtures(self) -> tuple[Fixture, ...]:
        return _load()

    def validate(self, fixture: Fixture) -> list[str]:
        problems: list[str] = []
        if fixture.expect not in EXPECTS:
            return [f"unknown expect {fixture.expect!r}"]
        if fixture.expect == "reader_refuses":
            if fixture.setup is not None or not fixture.reason:
                problems.append("reader_refuses needs a reason and no setup")
            elif fixture.reason not in self._organ.taxonomy.names("reader"):
                problems.append(f"reason {fixture.reason!r} is not a reader reason")
            return problems
        if not isinstance(fixture.setup, RelationsSetup):
            return ["a solvable fixture needs a setup"]
        kind, value = expected(fixture.setup)
        if kind != fixture.expect:
            problems.append(f"expect {fixture.expect}, recomputed {kind} ({value})")
        elif kind == "solved" and value != fixture.gold:
            problems.append(f"gold {fixture.gold}, recomputed {value}")
        elif kind == "solver_refuses" and value != fixture.reason:
            problems.append(f"reason {fixture.reason}, recomputed {value}")
        return problems


def ruler() -> RelationsRuler:
    return RelationsRuler()
