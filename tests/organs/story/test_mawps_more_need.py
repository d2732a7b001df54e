"""mawps_more: a need and holdings named more narrowly than the question (``_broad_need``:
``How many more plates should Justin buy?`` over 61 paper plates, 26 blue and 7 red plates).
Our own wording, hand-computed answers; each guard has a refusing case."""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from story_outcome import answer, answer_or_reason

GOLD = [
    (
        "Mia needs 40 paper cups for a picnic. She already has 12 blue cups and 9 green cups. "
        "How many more cups should Mia buy?",
        19,
    ),
]

REFUSED = [
    # the question names the need's own kind: the holdings may not be of it
    "Mia needs 40 paper cups for a picnic. She already has 12 blue cups and 9 green cups. "
    "How many more paper cups should Mia buy?",
    # a holding of another thing; another person's holding; more than the need
    "Mia needs 40 paper cups for a picnic. She already has 12 blue plates and 9 green cups. "
    "How many more cups should Mia buy?",
    "Mia needs 40 paper cups for a picnic. Tom already has 12 blue cups. How many more cups "
    "should Mia buy?",
    "Mia needs 10 paper cups for a picnic. She already has 12 blue cups. How many more cups "
    "should Mia buy?",
]


@pytest.mark.parametrize(("text", "want"), GOLD)
def test_gold(text: str, want: int) -> None:
    assert answer(text) == want


@pytest.mark.parametrize("text", REFUSED)
def test_refused(text: str) -> None:
    assert answer(text) is None


@settings(max_examples=40, deadline=None)
@given(
    st.sampled_from([("Rosa", "She"), ("Ivan", "He")]),
    st.sampled_from(["plates", "cups", "napkins"]),
    st.integers(1, 200),
    st.integers(1, 90),
    st.integers(1, 90),
)
def test_generated(who: tuple[str, str], noun: str, need: int, a: int, b: int) -> None:
    name, pron = who
    text = (
        f"{name} needs {need} paper {noun} for a party. {pron} already has {a} red {noun} and "
        f"{b} white {noun}. How many more {noun} should {name} buy?"
    )
    got = answer_or_reason(text)
    if a + b > need:
        assert not isinstance(got, Fraction)
    else:
        assert got == need - a - b or not isinstance(got, Fraction)
