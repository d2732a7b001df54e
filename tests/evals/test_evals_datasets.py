"""Dataset adapters read both formats exactly and reject malformed lines with file:line."""

from __future__ import annotations

import json
from fractions import Fraction
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from mathcore.evals.datasets import (
    DatasetError,
    dataset_name,
    load_dataset,
    load_datasets,
    load_lines,
    natural_key,
)


def _lines(*rows: object) -> list[str]:
    return [r if isinstance(r, str) else json.dumps(r) for r in rows]


def test_gsm8k_format_takes_the_gold_after_the_mark_with_commas() -> None:
    cases = load_lines(
        _lines(
            {"question": "Q1", "answer": "work\n#### 1,250"},
            {"question": "Q2", "answer": "x = 3/2\n#### 3.5"},
        ),
        dataset="gsm8k-train",
        source="t",
    )
    assert [(c.id, c.gold, c.line) for c in cases] == [
        ("gsm8k-train-0000", 1250, 1),
        ("gsm8k-train-0001", Fraction(7, 2), 2),
    ]


def test_normalized_format_keeps_ids_and_reads_null_as_unanswerable() -> None:
    cases = load_lines(
        _lines(
            {"id": "a-1", "question": "Q", "answer": "43"},
            {"id": 7, "question": "Q", "answer": None},
            {"id": "a-3", "question": "Q", "answer": 12},
            {"id": "a-4", "question": "Q", "answer": "-0.25"},
        ),
        dataset="a",
        source="t",
    )
    assert [(c.id, c.gold) for c in cases] == [
        ("a-1", 43),
        ("7", None),
        ("a-3", 12),
        ("a-4", Fraction(-1, 4)),
    ]
    assert cases[1].gold_text is None and cases[3].gold_text == "-0.25"


def test_a_json_float_answer_is_read_exactly_not_as_a_float() -> None:
    (case,) = load_lines(['{"id": "f", "question": "Q", "answer": 0.1}'], dataset="d", source="t")
    assert case.gold == Fraction(1, 10)


def test_missing_ids_in_normalized_format_use_the_line_number() -> None:
    cases = load_lines(_lines("", {"question": "Q", "answer": "1"}), dataset="d", source="t")
    assert cases[0].id == "d-1"


@pytest.mark.parametrize(
    ("line", "message"),
    [
        ("{not json", "not valid JSON"),
        ("[1, 2]", "must be a JSON object"),
        ('{"answer": "1"}', "no string 'question'"),
        ('{"question": 5, "answer": "1"}', "no string 'question'"),
        ('{"question": "Q"}', "no 'answer'"),
        ('{"question": "Q", "answer": "about 5"}', "not an exact number"),
        ('{"question": "Q", "answer": "w\\n#### five"}', "not an exact number"),
        ('{"question": "Q", "answer": true}', "number string or null"),
        ('{"question": "Q", "answer": [1]}', "number string or null"),
        ('{"id": [1], "question": "Q", "answer": "1"}', "'id' must be"),
        ('{"id": true, "question": "Q", "answer": "1"}', "'id' must be"),
    ],
)
def test_malformed_lines_are_errors_naming_file_and_line(line: str, message: str) -> None:
    with pytest.raises(DatasetError, match=message) as info:
        load_lines(["", line], dataset="d", source="f.jsonl")
    assert "f.jsonl:2" in str(info.value)


def test_duplicate_ids_are_an_error() -> None:
    row = {"id": "x", "question": "Q", "answer": "1"}
    with pytest.raises(DatasetError, match="duplicate id"):
        load_lines(_lines(row, row), dataset="d", source="t")


def test_dataset_names_prefix_generic_stems_with_their_folder(tmp_path: Path) -> None:
    assert dataset_name(Path("/x/mawps/addsub.jsonl")) == "addsub"
    assert dataset_name(Path("/x/gsm8k/train.jsonl")) == "gsm8k-train"


def test_files_load_and_two_files_may_not_share_a_name(tmp_path: Path) -> None:
    a = tmp_path / "one" / "set.jsonl"
    b = tmp_path / "two" / "set.jsonl"
    for p in (a, b):
        p.parent.mkdir()
        p.write_text(json.dumps({"id": "1", "question": "Q", "answer": "2"}) + "\n")
    assert load_dataset(a)[0].dataset == "set"
    with pytest.raises(DatasetError, match="already given"):
        load_datasets([a, b])


def test_unreadable_files_are_dataset_errors(tmp_path: Path) -> None:
    with pytest.raises(DatasetError, match="cannot read"):
        load_dataset(tmp_path / "missing.jsonl")
    bad = tmp_path / "bad.jsonl"
    bad.write_bytes(b"\xff\xfe")
    with pytest.raises(DatasetError, match="not UTF-8"):
        load_dataset(bad)


@given(st.lists(st.integers(min_value=0, max_value=10**6), min_size=1, max_size=20))
def test_natural_order_sorts_numbered_ids_numerically(numbers: list[int]) -> None:
    ids = [f"addsub-{n}" for n in numbers]
    assert [natural_key(i) for i in sorted(ids, key=natural_key)] == sorted(
        natural_key(i) for i in ids
    )
    assert sorted(ids, key=natural_key) == [f"addsub-{n}" for n in sorted(numbers)]
