"""mawps_more: a comparison of two kinds whose second elides the asked unit (``How many more
bags of dog food are there than cat food?``; ``_elided_unit``), and a count in units compared
with a count of things refused. Our own wording, hand-computed answers."""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from story_outcome import answer, answer_or_reason

GOLD = [
    (
        "A store has 80 bags of wheat flour and 35 bags of white flour. How many more bags "
        "of wheat flour are there than white flour?",
        45,
    ),
]

REFUSED = [
    # boxes of red pens against pens
    "A shop has 60 boxes of red pens and 32 green pens. How many more boxes of red pens are "
    "there than green pens?",
    # the compared kind is also told in another unit
    "A shop has 60 boxes of red pens, 32 bags of green pens and 5 green pens. How many more "
    "boxes of red pens are there than green pens?",
]


@pytest.mark.parametrize(("text", "want"), GOLD)
def test_gold(text: str, want: int) -> None:
    assert answer(text) == want


@pytest.mark.parametrize("text", REFUSED)
def test_refused(text: str) -> None:
    assert answer(text) is None


@settings(max_examples=40, deadline=None)
@given(
    st.sampled_from(["bags", "boxes", "sacks"]),
    st.sampled_from([("dog food", "cat food"), ("red pens", "blue pens"), ("rice", "flour")]),
    st.integers(1, 900),
    st.integers(1, 900),
    st.booleans(),
)
def test_generated(unit: str, pair: tuple[str, str], a: int, b: int, same_unit: bool) -> None:
    x, y = pair
    other = f"{b} {unit} of {y}" if same_unit else f"{b} {y}"
    text = (
        f"A store has {a} {unit} of {x} and {other}. "
        f"How many more {unit} of {x} are there than {y}?"
    )
    got = answer_or_reason(text)
    if not same_unit or a < b:
        assert not isinstance(got, Fraction)
    else:
        assert got == a - b or not isinstance(got, Fraction)
