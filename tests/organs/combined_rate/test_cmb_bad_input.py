"""Bad input for the R4 organ and through ``mathcore.solve``: typed refusals, no exceptions."""

from __future__ import annotations

import pytest

from mathcore import Refused, Solved, solve
from mathcore.organs.base import ReaderRefusal
from mathcore.organs.combined_rate.organ import ORGAN

BASE = (
    "Anna paints {a} rooms per hour and Ben paints {b} rooms per hour. "
    "Working together, how many rooms do they paint in {t} hours?"
)


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ("", "empty"),
        ("   \n\t ", "empty"),
        (
            "Anna paints 3 rooms per hour\x00 and Ben paints 2 rooms per hour.",
            "not_combined_rate_shaped",
        ),
        (BASE.format(a="3.5", b=2, t=4), "not_combined_rate_shaped"),
        (BASE.format(a="-4", b=2, t=4), "not_combined_rate_shaped"),
        (BASE.format(a=0, b=2, t=4), "not_combined_rate_shaped"),
        (BASE.format(a=3, b=2, t=0), "not_combined_rate_shaped"),
        (BASE.format(a=3, b=2, t="2.5"), "not_combined_rate_shaped"),
        (BASE.format(a="4" * 400, b=2, t=4), "not_combined_rate_shaped"),
        (BASE.format(a="٣", b=2, t=4), "not_combined_rate_shaped"),
        (
            "Anna packs 8 boxes per box and Ben packs 2 boxes per box. Together, how many "
            "boxes do they pack in 3 boxes?",
            "not_combined_rate_shaped",
        ),
    ],
)
def test_bad_input_gets_a_typed_refusal(text: str, reason: str) -> None:
    out = ORGAN.read(text)
    assert isinstance(out, ReaderRefusal)
    assert out.reason == reason


def test_thousands_separator_reads_exactly() -> None:
    out = ORGAN.read(BASE.format(a="1,000", b="2,000", t=3))
    assert not isinstance(out, ReaderRefusal)
    assert out.rate_a == 1000 and out.rate_b == 2000


def test_one_megabyte_text_returns_a_refusal() -> None:
    text = BASE.format(a=3, b=2, t=4) * (1_000_000 // len(BASE))
    assert len(text) > 900_000
    assert isinstance(ORGAN.read(text), ReaderRefusal)
    assert isinstance(solve(text), Refused)


@pytest.mark.parametrize(
    "text",
    [
        "",
        "\x07\x08",
        "٣ ٤",
        BASE.format(a="9" * 400, b=2, t=4),
        BASE.format(a="3.5", b=2, t=4),
        BASE.format(a="1,000", b=2, t=4),
        BASE.format(a="-4", b=2, t=4),
    ],
)
def test_solve_never_raises_and_never_answers_wrong(text: str) -> None:
    out = solve(text)
    if isinstance(out, Solved):
        assert out.answer == (1000 + 2) * 4


def test_missing_second_rate_carries_the_question() -> None:
    out = ORGAN.read(
        "Anna and Ben paint a house together. Anna paints 3 rooms per hour. "
        "How many rooms do they paint in 4 hours?"
    )
    assert isinstance(out, ReaderRefusal) and out.reason == "missing_second_rate"
    assert out.question == "How many rooms per hour does Ben paint?"
    out = ORGAN.read(
        "Anna paints 3 rooms per hour. Working together, how many rooms do they paint in 4 hours?"
    )
    assert isinstance(out, ReaderRefusal) and out.reason == "missing_second_rate"
    assert out.question is not None


def test_solved_answers_carry_unit_and_derivation() -> None:
    out = solve(BASE.format(a=3, b=2, t=4))
    assert isinstance(out, Solved)
    assert (out.answer, out.unit, out.organ) == (20, "room", "combined_rate_v2")
    assert [s.operation for s in out.derivation] == ["add", "multiply"]
