"""An independent algebra for R1 setups: relations as linear equations over Fractions.

Used by the gold ruler's validator and by the organ's ``recompute`` (the router's second,
independent check). The solver substitutes forward and runs one relation backwards; this
module writes every relation as an equation and solves the whole system by Gauss-Jordan
elimination: the rank decides over-determined and unresolved setups, the unique solution
decides the answer, a non-whole or a negative count.
"""

from __future__ import annotations

from fractions import Fraction

from mathcore.exact import Number, normalize
from mathcore.organs.relations.model import Relation, RelationsSetup

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


def determines(relations: tuple[Relation, ...] | list[Relation], symbol: str) -> bool:
    """Whether the relations, taken together as linear equations, fix ``symbol`` to one value
    (an inconsistent system fixes nothing)."""
    symbols = sorted({s for r in relations for s in (r.entity, *r.refs())})
    pivots, inconsistent = _eliminate([_equation(r) for r in relations], symbols)
    if inconsistent:
        return False
    for p in pivots:
        free = [k for k, v in p.items() if k and v != 0]
        if free == [symbol]:
            return True
    return False


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
