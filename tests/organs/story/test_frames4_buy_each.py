"""frames4 ``f4_buy_that_each``: ``John buys 5 toys that each cost $3`` reads as the older
``buy_that_each`` row reads ``5 toys that cost $3 each`` (same template): gold, refusals, and a
hypothesis equivalence between the two word orders (names, nouns, numbers, distractors)."""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from story_outcome import answer, answer_or_reason, check_correct_or_refused

GOLD = [
    ("John buys 5 toys that each cost $3. How much did he spend?", 15),
    (
        "Ann bought 4 pens that each cost $2 and 3 books that each cost $5. "
        "How much did Ann spend?",
        23,
    ),
    ("Ann bought 4 pens, which each cost $2. How much money did Ann spend?", 8),
]

REFUSED = [
    # the price is stated and not used
    ("Ann bought 4 pens that each cost $2. How many pens did Ann buy?", "unused_number"),
    # a price of things another bought
    (
        "Ann bought 4 pens that each cost $2. Tom bought 3 books. How much did Tom spend?",
        None,
    ),
]


@pytest.mark.parametrize(("text", "want"), GOLD)
def test_gold(text: str, want: int) -> None:
    assert answer(text) == Fraction(want)
    check_correct_or_refused(text, want)


@pytest.mark.parametrize(("text", "reason"), REFUSED)
def test_refused(text: str, reason: str | None) -> None:
    got = answer_or_reason(text)
    assert isinstance(got, str)
    if reason is not None:
        assert got == reason
    check_correct_or_refused(text, None)


NAMES = ["Rosa", "Ivan", "Maya", "Paul", "Nadia", "Omar"]
THINGS = ["pens", "books", "toys", "cups", "shirts"]


@settings(max_examples=60, deadline=None)
@given(
    st.sampled_from(NAMES),
    st.sampled_from(THINGS),
    st.integers(1, 30),
    st.integers(1, 40),
    st.sampled_from(["bought", "buys"]),
    st.sampled_from(["", " Her brother has 7 cards.", " It was a sunny day."]),
)
def test_same_as_cost_each(
    name: str, things: str, n: int, price: int, verb: str, distractor: str
) -> None:
    ask = "How much did she spend?" if verb == "bought" else "How much does she spend?"
    new = f"{name} {verb} {n} {things} that each cost ${price}.{distractor} {ask}"
    old = f"{name} {verb} {n} {things} that cost ${price} each.{distractor} {ask}"
    assert answer_or_reason(new) == answer_or_reason(old)
    got = answer(new)
    assert got is None or got == n * price
    check_correct_or_refused(new, n * price)
