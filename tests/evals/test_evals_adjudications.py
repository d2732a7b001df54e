"""Adjudications: strict rows, no duplicates, and a stale published value is refused."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from mathcore.evals.adjudications import (
    SHIPPED,
    applicable,
    load_adjudications,
    parse_adjudication,
)
from mathcore.evals.datasets import Case, DatasetError, load_dataset

ROW = {"dataset": "d", "id": "d-1", "published": "280", "corrected": "140", "reasoning": "why"}


def test_a_valid_row_parses_exactly() -> None:
    adj = parse_adjudication(json.dumps(ROW), "f:1")
    assert (adj.published, adj.corrected) == (280, 140)
    assert adj.to_json() == ROW
    unanswerable = parse_adjudication(json.dumps({**ROW, "corrected": None}), "f:1")
    assert unanswerable.corrected is None and unanswerable.to_json()["corrected"] is None


@pytest.mark.parametrize(
    ("row", "message"),
    [
        ("{oops", "not valid JSON"),
        (json.dumps([ROW]), "exactly the keys"),
        (json.dumps({**ROW, "extra": 1}), "exactly the keys"),
        (json.dumps({**ROW, "reasoning": " "}), "non-empty string"),
        (json.dumps({**ROW, "id": 5}), "non-empty string"),
        (json.dumps({**ROW, "corrected": "about 140"}), "exact number string"),
        (json.dumps({**ROW, "published": 280}), "exact number string"),
        (json.dumps({**ROW, "corrected": "280"}), "equals the published"),
    ],
)
def test_malformed_rows_are_refused(row: str, message: str) -> None:
    with pytest.raises(DatasetError, match=message):
        parse_adjudication(row, "f:1")


def test_files_load_by_dataset_and_id_and_reject_duplicates(tmp_path: Path) -> None:
    path = tmp_path / "adj.jsonl"
    path.write_text(json.dumps(ROW) + "\n\n")
    assert list(load_adjudications(path)) == [("d", "d-1")]
    path.write_text(json.dumps(ROW) + "\n" + json.dumps(ROW) + "\n")
    with pytest.raises(DatasetError, match="adjudicated twice"):
        load_adjudications(path)
    with pytest.raises(DatasetError, match="cannot read"):
        load_adjudications(tmp_path / "none.jsonl")


def test_only_adjudications_of_loaded_cases_apply_and_stale_ones_are_errors() -> None:
    adj = {("d", "d-1"): parse_adjudication(json.dumps(ROW), "f:1")}
    cases = [Case("d", "d-1", "Q", 280, 1), Case("d", "d-2", "Q", 5, 2)]
    assert list(applicable(adj, cases)) == [("d", "d-1")]
    assert applicable(adj, [Case("e", "d-1", "Q", 280, 1)]) == {}
    with pytest.raises(DatasetError, match="published 280 but the dataset says 281"):
        applicable(adj, [Case("d", "d-1", "Q", 281, 1)])


def test_the_shipped_file_is_valid_and_every_entry_has_real_reasoning() -> None:
    shipped = load_adjudications(SHIPPED)
    assert shipped, "the shipped adjudication file is empty"
    for adj in shipped.values():
        assert len(adj.reasoning) > 40


GSM8K = Path(__file__).resolve().parents[3] / "shared" / "data" / "gsm8k" / "train.jsonl"


@pytest.mark.skipif(not GSM8K.is_file(), reason="shared GSM8K train not present")
def test_the_shipped_file_matches_the_published_gold_of_gsm8k_train() -> None:
    cases = load_dataset(GSM8K)
    shipped = {k: v for k, v in load_adjudications(SHIPPED).items() if k[0] == "gsm8k-train"}
    assert len(applicable(shipped, cases)) == len(shipped)
