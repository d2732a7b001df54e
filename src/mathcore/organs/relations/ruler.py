"""The relations (R1) gold ruler: our fixtures and a validator independent of the solver.

The solver substitutes forward and runs one relation backwards. The validator instead writes
every relation as a linear equation over exact Fractions and solves the whole system by
Gauss-Jordan elimination: the rank decides over-determined and unresolved setups, and the
unique solution decides the answer, a non-whole or a negative count.
"""

from __future__ import annotations

import json
from fractions import Fraction
from functools import lru_cache
from pathlib import Path
from typing import Any

from mathcore.exact import Number, normalize, parse_exact
from mathcore.organs.relations.model import Relation, RelationsSetup
from mathcore.organs.relations.organ import RelationsOrgan
from mathcore.organs.ruler import EXPECTS, Fixture

GOLD = Path(__file__).with_name("gold.jsonl")

Row = dict[str, Fraction]  # symbol -> coefficient, "" -> right-hand side


def _equation(r: Relation) -> Row:
    v = Fraction(r.value)
    if r.kind == "fact":
        return {r.entity: Fraction(1), "": v}
    if r.kind == "more_than":
        return {r.entity: Fraction(1), r.ref: Fraction(-1), "": v}
    if r.kind == "fewer_than":
        return {r.entity: Fraction(1), r.ref: Fraction(-1), "": -v}
    if r.kind == "times_as_many":
        return {r.entity: Fraction(1), r.ref: -v, "": Fraction(0)}
    if r.kind == "divide_by":
        return {r.entity: v, r.ref: Fraction(-1), "": Fraction(0)}
    if r.kind == "difference":
        one = Fraction(1)
        return {r.entity: one, r.parts[0]: -one, r.parts[1]: one, "": Fraction(0)}
    row = {r.entity: Fraction(1), "": Fraction(0)}
    for p in r.parts:
        row[p] = Fraction(-1)
    return row


def _eliminate(rows: list[Row], symbols: list[str]) -> tuple[list[Row], bool]:
    """Reduced row-echelon form; ``True`` when some equation reduced to ``0 = c != 0``."""
    rows = [dict(r) for r in rows]
    pivots: list[Row] = []
    for s in symbols:
        pick = next((r for r in rows if r.get(s, 0) != 0), None)
        if pick is None:
            continue
        rows.remove(pick)
        c = pick[s]
        pick = {k: v / c for k, v in pick.items()}
        for other in [*rows, *pivots]:
            f = other.get(s, Fraction(0))
            if f:
                for k, v in pick.items():
                    other[k] = other.get(k, Fraction(0)) - f * v
        pivots.append(pick)
    inconsistent = any(all(v == 0 for k, v in r.items() if k) and r.get("", 0) != 0 for r in rows)
    return pivots, inconsistent


def expected(setup: RelationsSetup) -> tuple[str, Number | str]:
    """``("solved", answer)`` or ``("solver_refuses", reason)``, by linear algebra."""
    facts = [r.entity for r in setup.relations if r.kind == "fact"]
    if len(facts) != len(set(facts)):
        return "solver_refuses", "duplicate_definition"
    symbols = sorted({s for r in setup.relations for s in (r.entity, *r.refs())})
    pivots, inconsistent = _eliminate([_equation(r) for r in setup.relations], symbols)
    if inconsistent or len(pivots) < len(setup.relations):
        return "solver_refuses", "overdetermined_definitions"
    values: dict[str, Fraction] = {}
    for p in pivots:
        free = [k for k, v in p.items() if k and v != 0]
        if len(free) == 1:
            values[free[0]] = p.get("", Fraction(0))
    if setup.query not in values:
        return "solver_refuses", "unresolved_query"
    if len(values) < len(symbols):
        return "solver_refuses", "unresolved_relation"
    if any(v.denominator != 1 for v in values.values()):
        return "solver_refuses", "non_integer_result"
    if any(v < 0 for v in values.values()):
        return "solver_refuses", "negative_result"
    return "solved", normalize(values[setup.query])


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
        self._organ = RelationsOrgan()

    @property
    def organ(self) -> RelationsOrgan:
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
