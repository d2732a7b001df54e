"""Bad input for R3: typed refusals, never exceptions, never wrong answers."""

from __future__ import annotations

import pytest

from mathcore.organs.base import ReaderRefusal
from mathcore.organs.rate.organ import ORGAN

BASE = "A car travels {r} miles per hour for {t} hours. How many miles does it travel?"


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ("", "empty"),
        (" \n ", "empty"),
        (BASE.format(r="3.5", t=2), "not_rate_shaped"),
        (BASE.format(r="-4", t=2), "not_rate_shaped"),
        (BASE.format(r=0, t=2), "not_rate_shaped"),
        (BASE.format(r=60, t=0), "not_rate_shaped"),
        (BASE.format(r=60, t="2.5"), "not_rate_shaped"),
        (BASE.format(r="6" * 400, t=2), "not_rate_shaped"),
        (BASE.format(r="٦٠", t=2), "not_rate_shaped"),
        ("A car travels 60 miles per hour\x07 for 2 hours. How many miles?", "not_rate_shaped"),
        (
            "A packer fills 8 boxes per box for 6 boxes. How many boxes does it fill?",
            "rate_unit_mismatch",
        ),
    ],
)
def test_bad_input_gets_a_typed_refusal(text: str, reason: str) -> None:
    out = ORGAN.read(text)
    assert isinstance(out, ReaderRefusal), out
    assert out.reason == reason


def test_thousands_separator_reads_exactly() -> None:
    out = ORGAN.read(BASE.format(r="1,000", t=3))
    assert not isinstance(out, ReaderRefusal)
    assert out.rate == 1000


def test_one_megabyte_text_returns_a_refusal() -> None:
    text = BASE.format(r=60, t=3) * (1_000_000 // len(BASE))
    assert isinstance(ORGAN.read(text), ReaderRefusal)
