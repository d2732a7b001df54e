"""The closed table of ``missing_operator`` labels: what capability a refusal lacked.

Every audit row carries exactly one label from ``MISSING_OPERATORS``. When the organ filled
``Refused.blocking`` with a label of the table, that label is used. Otherwise (no blocking, or
an organ-private label such as ``relations.noun``, kept in the row as ``organ_label``) the
label is derived from the refusal, in this order:

1. the exact (namespaced) reason in ``REASON_OPERATORS`` (the router's and the input
   guard's reasons are bare);
2. the reason's kind, looked up in the registered organs' taxonomies: a boundary is
   ``boundary``, an under-determined reading ``missing_fact``, a step-aside
   ``organ_coverage`` (nothing is missing in the organ: the text is not its shape);
3. the bare reason (the organ's own name, without its namespace) in ``REASON_OPERATORS``;
4. the first substring rule of ``SUBSTRING_RULES`` found in the bare reason;
5. the family in ``FAMILY_OPERATORS``;
6. ``unclassified`` (a reason nobody has mapped yet: extend the tables, never guess).
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from functools import lru_cache
from types import MappingProxyType

from mathcore.organs.base import ReasonKind

#: label -> what was missing (the documented, closed table).
MISSING_OPERATORS: MappingProxyType[str, str] = MappingProxyType(
    {
        "lexicon_entry": "a word the reader does not know (a lexicon row would account for it)",
        "frame_entry": "a verb or phrase that should open a known frame (increment, transfer...)",
        "quantity_extraction": "a number or quantity phrase that could not be bound to a slot",
        "multi_quantity_composition": "several bound quantities need a composition rule",
        "pronoun_resolution": "a pronoun or reference whose referent is not determined",
        "unit_binding": "a unit missing, unknown, or not convertible to the one asked",
        "question_target": "the question's target (what is asked) was not recognized",
        "rate_structure": "a rate-shaped problem outside the single/combined rate organs",
        "temporal_reasoning": "clock times, dates or intervals between them",
        "percentage": "a percent, percent of, or percent change that was not read",
        "comparison_base": "a comparison (more / fewer / times ... than) whose base is not bound",
        "category_system": "a two-category total/weighted-total system not fully stated",
        "missing_fact": "the problem is under-determined: a fact must be supplied",
        "organ_coverage": "no organ recognized the problem's shape at all",
        "organ_precedence": "two organs read the text differently and none takes precedence",
        "input_shape": "the text failed input hygiene (empty, too long, control chars...)",
        "boundary": "understood but must remain refused (non-integer, negative, ambiguous)",
        "time_limit": "the problem exceeded the per-problem time limit",
        "internal_error": "a bug was caught and turned into a refusal",
        "unclassified": "a reason not yet mapped in this table",
    }
)

#: exact bare reason -> label.
REASON_OPERATORS: MappingProxyType[str, str] = MappingProxyType(
    {
        "empty": "input_shape",
        "input_too_long": "input_shape",
        "control_characters": "input_shape",
        "unsupported_digits": "input_shape",
        "absurd_number": "input_shape",
        "no_organ": "organ_coverage",
        "ambiguous_organ": "organ_precedence",
        "verification_failed": "internal_error",
        "answer_key_disagrees": "boundary",
        "answer_not_in_options": "boundary",
        "unknown_word": "lexicon_entry",
        "unreadable_sentence": "frame_entry",
        "unsupported_event": "frame_entry",
        "unresolved_reference": "pronoun_resolution",
        "multiple_inverse_steps": "multi_quantity_composition",
        "simultaneous_relations": "multi_quantity_composition",
        "composition_not_ratified": "multi_quantity_composition",
        "time_limit": "time_limit",
        "internal_error": "internal_error",
        "no_quantity_template": "quantity_extraction",
        "non_digit_quantity": "quantity_extraction",
        "non_identifier_name": "lexicon_entry",
        "unreadable_quantity_query": "question_target",
        "unreadable_quantity_clause": "pronoun_resolution",
        "no_single_quantity_query": "missing_fact",
        "multiple_partitions": "multi_quantity_composition",
        "partition_query_mismatch": "question_target",
        "partition_container_mismatch": "unit_binding",
        "multiple_inverse_bases": "multi_quantity_composition",
        # relations: a base or group lost between "cheese crackers" and "crackers"
        "shortened_kind": "comparison_base",
        "admissibility_refused": "unit_binding",
        "unprojectable": "multi_quantity_composition",
        "indistinguishable_weights": "boundary",
        "non_integer_solution": "boundary",
        "negative_solution": "boundary",
        "coefficient_conflict": "category_system",
        "too_many_categories": "category_system",
        "category_pair_not_found": "category_system",
        "coefficient_unit_mismatch": "unit_binding",
        "missing_total_count": "missing_fact",
        "missing_weighted_total": "missing_fact",
        "query_target_not_a_category": "question_target",
        "temporal_state": "temporal_reasoning",
        "combined_rates": "rate_structure",
        "missing_rate": "rate_structure",
        "not_rate_shaped": "organ_coverage",
        "query_target_unrecognized": "question_target",
        "no_query": "question_target",
        "rate_unit_mismatch": "unit_binding",
        "missing_time": "missing_fact",
        "missing_quantity": "missing_fact",
    }
)

#: substring of a bare reason -> label, tried in order.
SUBSTRING_RULES: tuple[tuple[str, str], ...] = (
    ("time_limit", "time_limit"),
    ("pronoun", "pronoun_resolution"),
    ("referent", "pronoun_resolution"),
    ("unit", "unit_binding"),
    ("clock", "temporal_reasoning"),
    ("temporal", "temporal_reasoning"),
    ("rate", "rate_structure"),
    ("query", "question_target"),
    ("question", "question_target"),
    ("frame", "frame_entry"),
    ("unknown_word", "lexicon_entry"),
    ("lexic", "lexicon_entry"),
    ("vocab", "lexicon_entry"),
    ("compos", "multi_quantity_composition"),
    ("quantit", "quantity_extraction"),
    ("number", "quantity_extraction"),
    ("missing", "missing_fact"),
    ("ambiguous", "boundary"),
    ("non_integer", "boundary"),
    ("negative", "boundary"),
)

#: family -> label, when neither the reason nor a substring decides.
FAMILY_OPERATORS: MappingProxyType[str, str] = MappingProxyType(
    {
        "input_shape": "organ_coverage",
        "boundary": "boundary",
        "resource": "time_limit",
        "internal": "internal_error",
    }
)

_SEP = re.compile(r"[.:/]")
_KIND_OPERATORS = {
    ReasonKind.BOUNDARY: "boundary",
    ReasonKind.UNDERDETERMINED: "missing_fact",
    ReasonKind.STEP_ASIDE: "organ_coverage",
}

#: namespaced reason -> (bare reason, kind), over the registered organs' taxonomies.
ReasonIndex = Mapping[str, tuple[str, ReasonKind]]


@lru_cache(maxsize=1)
def registered_reasons() -> ReasonIndex:
    """Every registered organ's reasons, namespaced as the router reports them."""
    from mathcore.routing.families import namespaced
    from mathcore.routing.registry import organs

    index: dict[str, tuple[str, ReasonKind]] = {}
    for organ in organs():
        tax = organ.taxonomy
        for spec in tax.reasons:
            index.setdefault(namespaced(tax, spec), (spec.name, spec.kind))
    return MappingProxyType(index)


def bare_reason(reason: str) -> str:
    """``r3.missing_rate`` -> ``missing_rate`` (separators ``.``, ``:``, ``/``)."""
    return _SEP.split(reason)[-1]


def operator_for(
    reason: str | None, family: str | None, index: ReasonIndex | None = None
) -> tuple[str, str]:
    """``(label, how)`` for a refusal; ``how`` names the rule that decided: ``reason``,
    ``kind``, ``bare_reason``, ``substring``, ``family`` or ``none``."""
    reason = reason or ""
    if reason in REASON_OPERATORS:
        return REASON_OPERATORS[reason], "reason"
    found = (registered_reasons() if index is None else index).get(reason)
    if found is not None and found[1] in _KIND_OPERATORS:
        return _KIND_OPERATORS[found[1]], "kind"
    bare = found[0] if found is not None else bare_reason(reason)
    if bare in REASON_OPERATORS:
        return REASON_OPERATORS[bare], "bare_reason"
    for needle, label in SUBSTRING_RULES:
        if needle in bare:
            return label, "substring"
    if family is not None and family in FAMILY_OPERATORS:
        return FAMILY_OPERATORS[family], "family"
    return "unclassified", "none"


def known(label: str) -> bool:
    return label in MISSING_OPERATORS
