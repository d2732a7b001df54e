"""Clock intervals: exact minutes, crossing noon and midnight, ambiguity never guessed."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from mathcore.organs.rates.clock import interval, parse_clock, split_interval


@pytest.mark.parametrize(
    ("a", "b", "minutes"),
    [
        ("2 pm", "5 pm", 180),
        ("9:30 am", "1:15 pm", 225),
        ("11 am", "noon", 60),
        ("10 pm", "2 am", 240),
        ("11:45 p.m.", "12:15 a.m.", 30),
        ("midnight", "6 am", 360),
        ("14:00", "16:30", 150),
    ],
)
def test_intervals(a: str, b: str, minutes: int) -> None:
    assert interval(a, b) == minutes


@pytest.mark.parametrize(
    ("a", "b", "word"),
    [
        ("2", "5 pm", "ambiguous"),
        ("9:30", "11:00", "ambiguous"),
        ("3 pm", "3 pm", "zero"),
        ("13 pm", "2 pm", "unreadable"),
        ("9:75 am", "10 am", "unreadable"),
    ],
)
def test_refused_intervals(a: str, b: str, word: str) -> None:
    assert interval(a, b) == word
    assert parse_clock("not a time") is None


def test_split_interval_keeps_the_sentence() -> None:
    cut = split_interval(
        "A pump fills it at 3 liters per minute, running together from 2 pm to 5 pm."
    )
    assert cut is not None
    assert cut[0] == "A pump fills it at 3 liters per minute."
    assert (cut[1].start, cut[1].end, cut[1].together) == ("2 pm", "5 pm", True)
    assert split_interval("No clock here.") is None


@given(st.integers(0, 23), st.sampled_from([0, 15, 30, 45]), st.integers(1, 24 * 60 - 1))
def test_interval_matches_minute_arithmetic(h: int, m: int, span: int) -> None:
    def show(total: int) -> str:
        hh, mm = divmod(total % (24 * 60), 60)
        return f"{(hh - 1) % 12 + 1}:{mm:02d} {'am' if hh < 12 else 'pm'}"

    start = h * 60 + m
    assert interval(show(start), show(start + span)) == span
