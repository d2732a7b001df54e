"""The linear-system (R2) organ: reader, exact solver and closed taxonomy together."""

from __future__ import annotations

from mathcore.exact import Number
from mathcore.organs.base import (
    OrganAnswer,
    ReaderRefusal,
    ReasonKind,
    ReasonSpec,
    SolverRefusal,
    Taxonomy,
)
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

_READER: tuple[tuple[str, ReasonKind, str, str], ...] = (
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
_SOLVER: tuple[tuple[str, ReasonKind, str, str], ...] = (
    ("indistinguishable_weights", _B, "linear_system_solution", "none: determinant is 0"),
    ("non_integer_solution", _B, "linear_system_solution", "none: counts are whole"),
    ("negative_solution", _B, "linear_system_solution", "none: counts are not negative"),
)

TAXONOMY = Taxonomy(
    organ="linear-system",
    prefix="linear_system",
    reasons=tuple(ReasonSpec(n, "reader", k, f, a) for n, k, f, a in _READER)
    + tuple(ReasonSpec(n, "solver", k, f, a) for n, k, f, a in _SOLVER),
)


class LinearSystemOrgan:
    """R2: two categories, a total count and a weighted total."""

    @property
    def name(self) -> str:
        return "linear-system"

    @property
    def taxonomy(self) -> Taxonomy:
        return TAXONOMY

    def read(self, text: str) -> LinearSetup | ReaderRefusal:
        return reader.read(text)

    def solve(self, setup: LinearSetup) -> OrganAnswer | SolverRefusal:
        return solver.solve(setup)

    def signature(self, setup: LinearSetup) -> str:
        return signature(setup)

    def recompute(self, setup: LinearSetup) -> Number | None:
        """The answer by enumerating every whole split (``None`` when it has none)."""
        kind, value = expected(setup)
        return value if kind == "solved" and not isinstance(value, str) else None


ORGAN = LinearSystemOrgan()
