"""How long a stock lasts (``distrib.lasts``): ``Mike has 12 cookies. He eats 2 cookies a
day. How many days will the cookies last?``: exact division only, one stock, one using-up
rate of its holder of the same things in the asked unit of time, nothing else in the story.
Gold rows in our own words, adversarial variations (a remainder, a second consumer, a rate
that does not use things up, another unit of time, a stock that changes, another kind) and
generalization over names, nouns, amounts and verbs."""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from story_outcome import answer, answer_or_reason, check_correct_or_refused

GOLD = [
    ("Mike has 12 cookies. He eats 2 cookies a day. How many days will the cookies last?", 6),
    ("Rosa has 45 apples. She eats 3 apples a day. How many days will her apples last?", 15),
    ("Rosa has 45 apples. She eats 3 apples a day. How many days do the apples last?", 15),
    ("Ben has 60 candles. He uses 4 candles a week. How many weeks will the candles last?", 15),
    ("Ben bought 60 candles. He uses 4 candles a week. How many weeks will the candles last?", 15),
    (
        "Kim buys 3 notebooks that have 50 pages each. She uses 5 pages per day. "
        "How many days do the notebooks last?",
        30,
    ),
]

REFUSE = [
    # a remainder: 6 whole days and a part
    "Mike has 13 cookies. He eats 2 cookies a day. How many days will the cookies last?",
    # a second consumer
    "Mike has 12 cookies. He eats 2 cookies a day. His sister eats 1 cookie a day. "
    "How many days will the cookies last?",
    # a rate that does not use things up
    "Mike has 12 cookies. He buys 2 cookies a day. How many days will the cookies last?",
    # another unit of time than the rate's
    "Mike has 12 cookies. He eats 2 cookies a day. How many weeks will the cookies last?",
    # the stock changes
    "Mike has 12 cookies. He buys 4 cookies. He eats 2 cookies a day. "
    "How many days will the cookies last?",
    # another kind eaten
    "Mike has 12 cookies. He eats 2 apples a day. How many days will the cookies last?",
    # another consumer than the holder
    "Mike has 12 cookies. Ann eats 2 cookies a day. How many days will the cookies last?",
    # no stock
    "Mike eats 2 cookies a day. How many days will the cookies last?",
    # units of other things than those used up, or used up themselves
    "Kim buys 3 notebooks that have 50 pages each. She uses 5 pens per day. "
    "How many days do the notebooks last?",
    "Kim buys 3 notebooks that have 50 pages each. She uses 1 notebook per day. "
    "How many days do the notebooks last?",
    "Kim buys 3 notebooks that have 50 pages each. She uses 7 pages per day. "
    "How many days do the notebooks last?",
    # a stock before the purchase
    "Mike has 10 cookies. He bought 12 cookies. He eats 2 cookies a day. "
    "How many days will the cookies last?",
    # 'last' of a non-unit of time
    "Mike has 12 cookies. He eats 2 cookies a day. How many boxes will the cookies last?",
]


@pytest.mark.parametrize(("text", "value"), GOLD)
def test_gold(text: str, value: int) -> None:
    assert answer(text) == value


@pytest.mark.parametrize("text", REFUSE)
def test_refused(text: str) -> None:
    assert answer(text) is None


@pytest.mark.parametrize(("text", "value"), GOLD[:2])
def test_pipeline(text: str, value: int) -> None:
    check_correct_or_refused(text, value)


def test_reasons() -> None:
    assert answer_or_reason(REFUSE[0]) == "non_integer_count"
    assert answer_or_reason(REFUSE[1]) == "question_target_unbound"
    assert answer_or_reason(REFUSE[2]) == "question_target_unbound"


_NAMES = ["Mira", "Jonas", "Priya", "Tomas", "Lena"]
_NOUNS = ["apples", "cookies", "crackers", "candies", "carrots"]


@settings(max_examples=60, deadline=None)
@given(
    st.sampled_from(_NAMES),
    st.sampled_from(_NOUNS),
    st.integers(0, 200),
    st.integers(1, 12),
    st.sampled_from(["eats", "uses"]),
    st.sampled_from(["day", "week"]),
    st.sampled_from(["the", "her"]),
)
def test_generalization(
    name: str, noun: str, stock: int, rate: int, verb: str, unit: str, det: str
) -> None:
    text = (
        f"{name} has {stock} {noun}. She {verb} {rate} {noun} a {unit}. "
        f"How many {unit}s will {det} {noun} last?"
    )
    got = answer(text)
    exact = Fraction(stock, rate)
    if exact.denominator != 1:
        assert got is None
    else:
        assert got is None or got == exact
