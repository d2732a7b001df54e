"""The relations (R1) organ: reader, exact solver and closed taxonomy together."""

from __future__ import annotations

from mathcore.exact import Number
from mathcore.organs.base import FunctionOrgan, ReasonKind, ReasonRow, build_taxonomy
from mathcore.organs.relations import reader, solver
from mathcore.organs.relations.algebra import expected
from mathcore.organs.relations.model import RelationsSetup, signature
from mathcore.text.guard import GUARD_REASONS

_S, _B, _U, _G = (
    ReasonKind.STEP_ASIDE,
    ReasonKind.BOUNDARY,
    ReasonKind.UNDERDETERMINED,
    ReasonKind.GROWTH,
)

_READER: tuple[ReasonRow, ...] = (
    *((g, _S, "input_shape", "none: not a readable problem") for g in GUARD_REASONS),
    (reader.STEP_ASIDE, _S, "input_shape", "none: not a relations problem"),
    ("unreadable_quantity_clause", _G, "relations_unread", "teach the clause's template"),
    ("unreadable_quantity_query", _G, "relations_unread", "teach the question's template"),
    ("multiple_questions", _G, "relations_unread", "split the problem"),
    ("multiple_partitions", _G, "relations_unread", "a multi-partition capability"),
    ("simultaneous_relations", _G, "relations_inverse", "a simultaneous-relations solver"),
    ("shortened_kind", _G, "relations_unread", "read a qualified kind's bare head"),
    ("ambiguous_reference", _B, "relations_ambiguous", "name the holder instead"),
    ("ambiguous_noun", _B, "relations_ambiguous", "name the noun"),
    ("invalid_quantity", _B, "relations_invalid_quantity", "none"),
    ("invalid_setup", _B, "relations_invalid_quantity", "none"),
    ("partition_query_mismatch", _B, "relations_partition", "none"),
    ("partition_container_mismatch", _B, "relations_partition", "none"),
    ("missing_base", _U, "relations_underdetermined", "ask for the base quantity"),
    ("query_not_grounded", _U, "relations_underdetermined", "ask for the quantity"),
)
_SOLVER: tuple[ReasonRow, ...] = (
    ("non_integer_result", _B, "relations_arithmetic", "none: counts are whole"),
    ("negative_result", _B, "relations_arithmetic", "none: counts are not negative"),
    ("absurd_result", _B, "relations_arithmetic", "none"),
    ("duplicate_definition", _B, "relations_overdetermined", "none"),
    ("overdetermined_definitions", _B, "relations_overdetermined", "none"),
    ("multiple_inverse_steps", _G, "relations_inverse", "a multi-step inverse solver"),
    ("unresolved_query", _U, "relations_underdetermined_solver", "ask for the base"),
    ("unresolved_relation", _U, "relations_underdetermined_solver", "ask for the base"),
)

TAXONOMY = build_taxonomy("relations", "relations", _READER, _SOLVER)


def recompute(setup: RelationsSetup) -> Number | None:
    """The answer by independent linear algebra (``None`` when it has none)."""
    kind, value = expected(setup)
    return value if kind == "solved" and not isinstance(value, str) else None


#: R1: holders, counts and the relations between them.
ORGAN: FunctionOrgan[RelationsSetup] = FunctionOrgan(
    name="relations",
    taxonomy=TAXONOMY,
    read=reader.read,
    solve=solver.solve,
    signature=signature,
    recompute=recompute,
)
