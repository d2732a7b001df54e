"""The linear-system (R2) organ: reader, exact solver and closed taxonomy together."""

from __future__ import annotations

from mathcore.exact import Number
from mathcore.organs.base import FunctionOrgan, ReasonKind, ReasonRow, build_taxonomy
from mathcore.organs.linear_system import reader, solver
from mathcore.organs.linear_system.check import expected
from mathcore.organs.linear_system.model import LinearSetup, signature
from mathcore.text.guard import GUARD_REASONS

_S, _B, _U, _G = (
    ReasonKind.STEP_ASIDE,
    ReasonKind.BOUNDARY,
    ReasonKind.UNDERDETERMINED,
    ReasonKind.GROWTH,
)

_READER: tuple[ReasonRow, ...] = (
    *((g, _S, "input_shape", "none: not a readable problem") for g in GUARD_REASONS),
    (reader.STEP_ASIDE, _S, "input_shape", "none: not a linear system"),
    ("coefficient_conflict", _B, "linear_system_inconsistent", "none"),
    ("coefficient_unit_mismatch", _B, "linear_system_inconsistent", "none"),
    ("coefficient_verb_mismatch", _B, "linear_system_inconsistent", "none"),
    ("invalid_quantity", _B, "linear_system_inconsistent", "none"),
    ("too_many_categories", _G, "linear_system_categories", "a three-category capability"),
    ("category_pair_not_found", _G, "linear_system_categories", "name both categories"),
    ("query_target_not_a_category", _B, "linear_system_query", "ask about one category"),
    ("missing_total_count", _U, "linear_system_missing_total", "ask for the total count"),
    ("missing_weighted_total", _U, "linear_system_missing_total", "ask for the total"),
    ("unconsumed_number", _G, "linear_system_unread", "teach what the number means"),
    ("unreadable_sentence", _G, "linear_system_unread", "teach the sentence's template"),
    ("multiple_questions", _G, "linear_system_unread", "split the problem"),
)
_SOLVER: tuple[ReasonRow, ...] = (
    ("indistinguishable_weights", _B, "linear_system_solution", "none: determinant is 0"),
    ("non_integer_solution", _B, "linear_system_solution", "none: counts are whole"),
    ("negative_solution", _B, "linear_system_solution", "none: counts are not negative"),
)

TAXONOMY = build_taxonomy("linear_system", "linear_system", _READER, _SOLVER)


def recompute(setup: LinearSetup) -> Number | None:
    """The answer by enumerating every whole split (``None`` when it has none)."""
    kind, value = expected(setup)
    return value if kind == "solved" and not isinstance(value, str) else None


#: R2: two categories, a total count and a weighted total.
ORGAN: FunctionOrgan[LinearSetup] = FunctionOrgan(
    name="linear_system",
    taxonomy=TAXONOMY,
    read=reader.read,
    solve=solver.solve,
    signature=signature,
    recompute=recompute,
)
