"""The relations (R1) solver: forward substitution with at most one reverse step.

Facts are bound first; then any relation whose inputs are known defines its entity. Only
when no forward step applies may one relation run in reverse (its entity known, one input
unknown). Division is exact: a count that does not divide evenly refuses, never rounds.
Every relation must be used exactly once: a second definition of a known symbol refuses as
duplicate or over-determined, and a relation that never resolves refuses as unresolved.
"""

from __future__ import annotations

from mathcore.exact import MAX_DIGITS, Number, exact_div, is_whole
from mathcore.fastinit import fast_new
from mathcore.organs.base import OrganAnswer, SolverRefusal
from mathcore.organs.relations.model import Relation, RelationsSetup
from mathcore.results import Step

_LIMIT = 10**MAX_DIGITS
#: ``Step(...)`` and ``OrganAnswer(...)``, the same instances at half the cost.
_step = fast_new(Step)
_answer = fast_new(OrganAnswer)


class _Refuse(Exception):
    def __init__(self, reason: str, detail: str = "") -> None:
        super().__init__(reason)
        self.reason = reason
        self.detail = detail


def _check(value: Number, rel: Relation) -> Number:
    if type(value) is int and 0 <= value < _LIMIT:
        return value  # the common case: every test below passes
    if not is_whole(value):
        raise _Refuse("non_integer_result", f"{rel.text()} gives {value}")
    if value < 0:
        raise _Refuse("negative_result", f"{rel.text()} gives {value}")
    if value >= _LIMIT:
        raise _Refuse("absurd_result", f"{rel.text()} exceeds {MAX_DIGITS} digits")
    return value


def _forward(rel: Relation, known: dict[str, Number]) -> Step:
    v = rel.value
    if rel.kind == "sum_of":
        vals = tuple(known[p] for p in rel.parts)
        return _step("add", vals, _check(sum(vals), rel), rel.text(), "forward")
    if rel.kind == "difference":
        a, b = known[rel.parts[0]], known[rel.parts[1]]
        return _step("subtract", (a, b), _check(a - b, rel), rel.text(), "forward")
    base = known[rel.ref]
    if rel.kind == "more_than":
        return _step("add", (base, v), _check(base + v, rel), rel.text(), "forward")
    if rel.kind == "fewer_than":
        return _step("subtract", (base, v), _check(base - v, rel), rel.text(), "forward")
    if rel.kind == "times_as_many":
        return _step("multiply", (base, v), _check(base * v, rel), rel.text(), "forward")
    return _step("divide", (base, v), _check(exact_div(base, v), rel), rel.text(), "forward")


def _reverse(rel: Relation, known: dict[str, Number]) -> tuple[str, Step]:
    """Solve ``rel`` for its one unknown input, given its entity."""
    total = known[rel.entity]
    v = rel.value
    note = f"{rel.text()} solved for its input"
    if rel.kind == "sum_of":
        missing = [p for p in rel.parts if p not in known]
        rest = sum(known[p] for p in rel.parts if p in known)
        return missing[0], _step("subtract", (total, rest), _check(total - rest, rel), note)
    if rel.kind == "more_than":
        return rel.ref, _step("subtract", (total, v), _check(total - v, rel), note, "reverse")
    if rel.kind == "fewer_than":
        return rel.ref, _step("add", (total, v), _check(total + v, rel), note, "reverse")
    if rel.kind == "times_as_many":
        q = _check(exact_div(total, v), rel)
        return rel.ref, _step("divide", (total, v), q, note, "reverse")
    return rel.ref, _step("multiply", (total, v), _check(total * v, rel), note, "reverse")


def _reversible(rel: Relation, known: dict[str, Number]) -> bool:
    if rel.kind in ("fact", "difference") or rel.entity not in known:
        return False
    return sum(1 for s in rel.refs() if s not in known) == 1


def _first_ready(pending: list[Relation], known: dict[str, Number]) -> Relation | None:
    """The first relation whose inputs (``r.refs()``) are all known, if any."""
    for r in pending:
        if r.ref:
            if r.ref in known:
                return r
            continue
        for p in r.parts:
            if p not in known:
                break
        else:
            return r
    return None


def _run(setup: RelationsSetup) -> tuple[dict[str, Number], list[Step], str]:
    """Values of all symbols, the steps, and the symbol the last step defined."""
    known: dict[str, Number] = {}
    last = ""
    steps: list[Step] = []
    pending: list[Relation] = []
    for rel in setup.relations:
        if rel.kind != "fact":
            pending.append(rel)
        elif rel.entity in known:
            raise _Refuse("duplicate_definition", f"{rel.entity} is given twice")
        else:
            v = rel.value
            known[rel.entity] = v
            # ``rel.text()`` of a fact, for a whole number inlined
            steps.append(
                _step("given", (), v, f"{rel.entity}={v}" if type(v) is int else rel.text(), "fact")
            )
            last = rel.entity
    while pending:
        ready = _first_ready(pending, known)
        if ready is not None:
            rel = ready
            if rel.entity in known:
                raise _Refuse("overdetermined_definitions", f"{rel.entity} is defined twice")
            step = _forward(rel, known)
            known[rel.entity] = step.result
            last = rel.entity
        else:
            back = [r for r in pending if _reversible(r, known)]
            if not back:
                break
            if len(back) > 1:  # one reverse step at a time, each the only one possible
                raise _Refuse("multiple_inverse_steps", "more than one relation runs backwards")
            rel = back[0]
            last, step = _reverse(rel, known)
            known[last] = step.result
        steps.append(step)
        pending.remove(rel)
    if setup.query not in known:
        raise _Refuse("unresolved_query", f"{setup.query} is never determined")
    if pending:
        raise _Refuse("unresolved_relation", f"{pending[0].text()} is never resolved")
    return known, steps, last


def solve(setup: RelationsSetup) -> OrganAnswer | SolverRefusal:
    """The exact value of the query symbol with its derivation, or a typed refusal."""
    try:
        known, steps, last = _run(setup)
    except _Refuse as r:
        return SolverRefusal(r.reason, r.detail)
    value = known[setup.query]
    if last != setup.query:  # the derivation ends on the answer
        steps.append(_step("identity", (value,), value, f"the answer is {setup.query}", "query"))
    return _answer(value, setup.noun, tuple(steps))


SOLVER_REASONS = (
    "non_integer_result",
    "negative_result",
    "absurd_result",
    "duplicate_definition",
    "overdetermined_definitions",
    "multiple_inverse_steps",
    "unresolved_query",
    "unresolved_relation",
)
