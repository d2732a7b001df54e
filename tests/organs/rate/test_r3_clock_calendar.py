"""A rate per clock unit is never carried over calendar days (or back): how many hours a day
the activity runs is not told by the rate, so the reader refuses rather than assume 24."""

from __future__ import annotations

import pytest

from mathcore.organs.base import ReaderRefusal
from mathcore.organs.rate.organ import ORGAN, ORGAN_V2
from mathcore.organs.rates.units import crosses_the_day

CROSSING = [
    "Tom can type 40 words per minute. How many words can he type in 5 days?",
    "Tom reads 5 pages per hour. How many pages does he read in 3 days?",
    "A faucet leaks 2 liters per hour. How many liters does it leak in 2 weeks?",
    "A baker makes 48 rolls per day. How many rolls does she make in 6 hours?",
]


@pytest.mark.parametrize("text", CROSSING)
@pytest.mark.parametrize("organ", [ORGAN, ORGAN_V2])
def test_a_clock_rate_over_calendar_days_is_refused(text: str, organ: object) -> None:
    out = organ.read(text)  # type: ignore[attr-defined]
    assert isinstance(out, ReaderRefusal) and out.reason == "rate_unit_mismatch", out


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("A farm grows 70 pumpkins per week for 3 days. How many pumpkins does it grow?", 30),
        ("Tom types 40 words per minute. How many words can he type in 2 hours?", 4800),
    ],
)
def test_conversions_within_the_clock_or_the_calendar_still_read(text: str, value: int) -> None:
    setup = ORGAN.read(text)
    assert not isinstance(setup, ReaderRefusal), setup
    assert ORGAN.solve(setup).value == value  # type: ignore[union-attr]


@pytest.mark.parametrize(
    ("a", "b", "crosses"),
    [
        ("hour", "day", True),
        ("day", "minute", True),
        ("second", "week", True),
        ("week", "day", False),
        ("minute", "hour", False),
        ("hour", "hour", False),
        ("mile", "day", False),
    ],
)
def test_crosses_the_day(a: str, b: str, crosses: bool) -> None:
    assert crosses_the_day(a, b) is crosses
