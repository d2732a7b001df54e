# ruff: noqa: E501
"""gsm_rates: units with a per-unit amount (``has 80 chairs with five legs each``, ``bought 2
bags with 13 marbles in each``) and a list's later items (``..., and 20 tables with three legs
each``). Gold rows in our own words, refusal branches, and property tests."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from story_outcome import answer_or_reason as outcome

from mathcore.organs.story.model import StorySetup
from mathcore.organs.story.organ import ORGAN

GOLD = [
    ("Mia has 4 boxes with 12 pens in each. How many pens does Mia have?", 48),
    ("Mia bought 4 boxes with 12 pens each. How many pens does Mia have?", 48),
    (
        "Mia bought 4 boxes with 12 pens in each. She gave 8 pens to Leo. How many pens does Mia have?",
        40,
    ),
    (
        "Mia has 4 boxes with 12 pens each and 3 bags with 5 pens each. How many pens does Mia have?",
        63,
    ),
    (
        "Mia has 4 boxes with 12 pens in each and 3 bags with 5 pens in each. How many pens does Mia have?",
        63,
    ),
    ("Mia has 4 boxes with 12 pens each. How many boxes does Mia have?", 4),
]

REFUSE = [
    # the list item continues nothing held or gained
    (
        "Mia gave Leo 5 pens and 3 boxes with 10 pens each. How many pens does Leo have?",
        "unreadable_sentence",
    ),
    # two different amounts in each of one kind of unit, told apart from the units (told
    # with each holder's own boxes they are that holder's: solver6 own_units, 48)
    (
        "Mia has 4 boxes. Each box has 12 pens. Leo has 2 boxes. Each box has 5 pens. How many pens does Mia have?",
        "inconsistent_story",
    ),
]


@pytest.mark.parametrize(("text", "value"), GOLD)
def test_gold(text: str, value: int) -> None:
    assert outcome(text) == value


@pytest.mark.parametrize(("text", "reason"), REFUSE)
def test_refuses(text: str, reason: str) -> None:
    assert outcome(text) == reason


def test_rows_read_in_each_and_gains() -> None:
    setup = ORGAN.read(GOLD[2][0])
    assert isinstance(setup, StorySetup)
    assert [e.rule for e in setup.events][:2] == ["with_each_gain", "with_each_gain"]


NAMES = st.sampled_from(["Mia", "Leo", "Ada", "Omar"])
UNITS = st.sampled_from(["boxes", "bags", "jars"])
THINGS = st.sampled_from(["pens", "marbles", "cookies"])


@settings(max_examples=40, deadline=None)
@given(
    NAMES,
    UNITS,
    THINGS,
    st.integers(1, 50),
    st.integers(1, 50),
    st.sampled_from(["has", "bought"]),
    st.sampled_from([" in each", " each"]),
)
def test_count_times_per_unit(
    name: str, unit: str, things: str, n: int, per: int, verb: str, tail: str
) -> None:
    text = (
        f"{name} {verb} {n} {unit} with {per} {things}{tail}. How many {things} does {name} have?"
    )
    assert outcome(text) == n * per
