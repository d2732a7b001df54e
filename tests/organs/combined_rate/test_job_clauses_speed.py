"""``reading.job_clauses`` counts what the templates as written count."""

from __future__ import annotations

import json
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

from mathcore.organs.combined_rate import reading

_PIECES = st.sampled_from(
    [
        "can",
        "could",
        "Can",
        "scan",
        "pecan",
        " ",
        ",",
        ", and ",
        " and ",
        "and",
        "Ann",
        "Bob",
        "another pipe",
        "the other pump",
        " can do it",
        " does it",
        " can",
        "paint",
        "the",
        "a",
        "same",
        "whole",
        "house",
        "alone",
        " in ",
        "in",
        "3",
        "1,200",
        "2.5",
        "-4",
        "three",
        "twenty-one",
        "hours",
        ".",
        "?",
        "_",
        "é",
    ]
)


@settings(max_examples=600, deadline=None)
@given(st.lists(_PIECES, max_size=24).map("".join))
def test_the_count_is_the_plain_count(text: str) -> None:
    assert reading.job_clauses(text) == reading.plain_job_clauses(text)


def test_the_count_by_example() -> None:
    texts = [
        "Ann can paint a house in 3 hours, and Bob can do it in 6 hours. Together?",
        "Ann can paint the whole house alone in 4 hours and Bob in 2 hours.",
        "A pump could fill a tank in 5 minutes, and another pump in 10 minutes.",
        "Pecan can paint a house in 3 hours.",
        "Ann scan paint a house in 3 hours",
    ]
    got = [reading.job_clauses(t) for t in texts]
    assert got == [reading.plain_job_clauses(t) for t in texts]
    assert got[:3] == [2, 2, 2]


def test_the_count_on_dev_texts() -> None:
    data = Path(__file__).resolve().parents[3].parent / "shared" / "data" / "gsm8k" / "train.jsonl"
    texts = [json.loads(line)["question"] for line in data.open()] if data.exists() else []
    for text in texts[:3000]:
        assert reading.job_clauses(text) == reading.plain_job_clauses(text)
