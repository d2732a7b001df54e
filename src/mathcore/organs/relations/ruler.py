"""The relations (R1) gold ruler: our fixtures and a validator independent of the solver.

The solver substitutes forward and runs one relation backwards. The validator instead writes
every relation as a linear equation over exact Fractions and solves the whole system by
Gauss-Jordan elimination: the rank decides over-determined and unresolved setups, and the
unique solution decides the answer, a non-whole or a negative count.
"""

from __future__ import annotations

import json
from functools import lru_cache
from pathlib import Path
from typing import Any

from mathcore.exact import Number, parse_exact
from mathcore.organs.base import FunctionOrgan
from mathcore.organs.relations.algebra import expected
from mathcore.organs.relations.model import Relation, RelationsSetup
from mathcore.organs.relations.organ import ORGAN
from mathcore.organs.ruler import EXPECTS, Fixture

GOLD = Path(__file__).with_name("gold.jsonl")


def _num(value: Any) -> Number:
    n = parse_exact(str(value))
    if n is None:
        raise ValueError(f"not an exact number: {value!r}")
    return n


def setup_from_json(d: dict[str, Any]) -> RelationsSetup:
    rels = tuple(
        Relation(
            r["kind"],
            r["entity"],
            _num(r.get("value", 0)),
            r.get("ref", ""),
            tuple(r.get("parts", ())),
        )
        for r in d["relations"]
    )
    return RelationsSetup(rels, tuple(sorted(d["units"].items())), d["query"], d["noun"])


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
