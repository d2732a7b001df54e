"""Audit rows: one per refusal, a closed missing-operator table, deterministic bytes."""

from __future__ import annotations

from pathlib import Path

import evals_fakes
import pytest

from mathcore.evals.audit import (
    AUDIT_FIELDS,
    audit_row,
    audit_text,
    operator_table,
    sort_rows,
    write_audit,
)
from mathcore.evals.datasets import Case
from mathcore.evals.missing_operators import (
    FAMILY_OPERATORS,
    MISSING_OPERATORS,
    REASON_OPERATORS,
    SUBSTRING_RULES,
    bare_reason,
    operator_for,
    registered_reasons,
)
from mathcore.evals.runner import RunOptions, Solver
from mathcore.organs.base import ReasonKind
from mathcore.routing.registry import organs


def _row(case_id: str, text: str) -> dict[str, object] | None:
    solver = Solver(evals_fakes.scripted, RunOptions(keep_attempts=True))
    record = solver.one(case_id, text).record
    return audit_row(Case("d", case_id, text, 1, 1), record)


def test_solved_problems_have_no_audit_row() -> None:
    assert _row("d-1", "ANSWER 1") is None


def test_a_blocking_filled_by_the_organ_locates_the_row() -> None:
    row = _row("d-2", "x y BLOCK z")
    assert row is not None and tuple(row) == AUDIT_FIELDS
    assert row["located"] is True
    assert (row["sentence_index"], row["token_index"], row["token"]) == (0, 2, "BLOCK")
    assert row["recognized"] == ["a", "b"] and row["open_frame"] == "increment_frame"
    assert (row["missing_operator"], row["operator_source"]) == ("lexicon_entry", "blocking")
    assert row["organ_label"] == "lexicon_entry"
    assert row["attempts"] == [
        {
            "organ": "fake_organ",
            "outcome": "setup_refused",
            "reason": "fake_organ.no_template",
            "family": "growth",
            "signature": None,
        }
    ]


def test_without_a_blocking_the_operator_is_derived_and_the_location_left_null() -> None:
    row = _row("d-3", "nothing here")
    assert row is not None and row["located"] is False
    assert row["token"] is None and row["sentence"] is None and row["recognized"] == []
    assert (row["missing_operator"], row["operator_source"]) == ("organ_coverage", "reason")


def test_an_organ_private_blocking_label_is_kept_and_the_operator_derived() -> None:
    record = {
        "status": "refused",
        "reason": "relations_unreadable_quantity_query",
        "family": "f",
        "blocking": {"missing_operator": "relations.how", "sentence_index": 0, "token_index": 0},
    }
    row = audit_row(Case("d", "1", "Q", 1, 1), record)
    assert row is not None and row["located"] is True
    assert row["organ_label"] == "relations.how"
    assert row["missing_operator"] == "question_target"
    assert row["operator_source"] in ("bare_reason", "substring")


INDEX = {
    "cmb_missing_second_rate": ("missing_second_rate", ReasonKind.UNDERDETERMINED),
    "cmb_three_or_more_rates": ("three_or_more_rates", ReasonKind.GROWTH),
    "story_negative_quantity": ("negative_quantity", ReasonKind.BOUNDARY),
    "story_unknown_word": ("unknown_word", ReasonKind.GROWTH),
    "not_story_shaped": ("not_story_shaped", ReasonKind.STEP_ASIDE),
}


@pytest.mark.parametrize(
    ("reason", "family", "expected"),
    [
        ("no_organ", "input_shape", ("organ_coverage", "reason")),
        ("absurd_number", "input_shape", ("input_shape", "reason")),
        ("cmb_missing_second_rate", "cmb", ("missing_fact", "kind")),
        ("story_negative_quantity", "story_boundaries", ("boundary", "kind")),
        ("not_story_shaped", "input_shape", ("organ_coverage", "kind")),
        ("story_unknown_word", "story_vocabulary", ("lexicon_entry", "bare_reason")),
        ("cmb_three_or_more_rates", "cmb", ("rate_structure", "substring")),
        ("rate.missing_rate", "growth", ("rate_structure", "bare_reason")),
        ("r1:unreadable_quantity_clause", None, ("pronoun_resolution", "bare_reason")),
        ("story.ambiguous_pronoun", "boundary", ("pronoun_resolution", "substring")),
        ("story.unknown_unit_word", "growth", ("unit_binding", "substring")),
        ("story.odd_shape", "boundary", ("boundary", "family")),
        ("story.odd_shape", "nobody_knows", ("unclassified", "none")),
        (None, None, ("unclassified", "none")),
    ],
)
def test_operators_are_derived_reason_kind_bare_substring_then_family(
    reason: str | None, family: str | None, expected: tuple[str, str]
) -> None:
    assert operator_for(reason, family, INDEX) == expected


def test_the_registered_index_names_every_namespaced_reason_of_every_organ() -> None:
    from mathcore.routing.families import namespaced

    index = registered_reasons()
    for organ in organs():
        for spec in organ.taxonomy.reasons:
            assert index[namespaced(organ.taxonomy, spec)][0] == spec.name


def test_the_operator_tables_only_name_labels_of_the_closed_table() -> None:
    labels = [*REASON_OPERATORS.values(), *FAMILY_OPERATORS.values()]
    labels += [label for _, label in SUBSTRING_RULES]
    assert set(labels) <= set(MISSING_OPERATORS)
    assert bare_reason("a.b/c:d") == "d"


def test_every_registered_organ_reason_maps_to_a_known_operator() -> None:
    from mathcore.routing.families import ROUTER_TAXONOMY, namespaced

    unmapped = [
        namespaced(tax, spec)
        for tax in (ROUTER_TAXONOMY, *(o.taxonomy for o in organs()))
        for spec in tax.reasons
        if operator_for(namespaced(tax, spec), spec.family)[0] == "unclassified"
    ]
    assert unmapped == [], "extend evals/missing_operators.py for these reasons"


def test_rows_are_sorted_by_case_id_and_written_as_canonical_bytes(tmp_path: Path) -> None:
    rows = [r for r in (_row(f"d-{i}", "no") for i in (10, 2, 1)) if r is not None]
    assert [r["case_id"] for r in sort_rows(rows)] == ["d-1", "d-2", "d-10"]
    text = audit_text(rows)
    assert text == audit_text(list(reversed(rows)))
    assert text.splitlines()[0].startswith('{"attempts":')
    path = tmp_path / "sub" / "audit.jsonl"
    assert write_audit(rows, path) == 3
    assert path.read_text(encoding="utf-8") == text


def test_the_operator_table_counts_refusals_and_located_rows() -> None:
    from rich.console import Console

    rows = [r for r in (_row("d-1", "no"), _row("d-2", "x BLOCK"), _row("d-3", "no")) if r]
    console = Console(width=100, record=True, color_system=None)
    console.print(operator_table(rows))
    lines = console.export_text().splitlines()
    assert any("organ_coverage" in line and "2" in line and "0" in line for line in lines)
    assert any("lexicon_entry" in line and "1" in line for line in lines)
