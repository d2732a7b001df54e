# ruff: noqa: E501
"""Change from a payment and priced item lists: ``bought 3 pens for $1 each, 4 notebooks for
$3 each ... If he paid with a $50 bill, how much change will he get back?``; our own stories,
refusals, and generalization over names, items, counts, prices, payments and orders."""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from story_outcome import answer

GOLD = [
    (
        "Jimmy bought 3 pens for $1 each, 4 notebooks for $3 each and 2 folders for $5 each. If he paid with a $50 bill, how much change will he get back?",
        25,
    ),
    (
        "Jane bought 2 skirts for $13 each. She also bought 3 blouses for $6 each. She paid the cashier $100. How much change did she receive?",
        56,
    ),
    (
        "Jane bought 2 skirts for $13 each. She gave the cashier $100. How much change did she receive?",
        74,
    ),
    (
        "Jane bought 2 skirts for $13 each. She gave $100 to the cashier. How much change did she receive?",
        74,
    ),
    (
        "Rosa buys an apple for $0.75 and pays with a $5.00 bill. How much change will she get?",
        Fraction(17, 4),
    ),
    (
        "Hannah sold 40 cookies for $0.8 each and 30 cupcakes for $2 each. How much money did she make?",
        92,
    ),
    (
        "Hannah had $10. Hannah sold 40 cookies for $0.8 each and 30 cupcakes for $2 each. How much money does she have now?",
        102,
    ),
    (
        "Jimmy bought 3 pens for $1 each, 4 notebooks for $3 each and 2 folders for $5 each. How much did he spend?",
        25,
    ),
]

REFUSE = [
    # someone else bought
    "Tom bought 3 pens for $1 each. Ann paid with a $10 bill. How much change did Ann get?",
    # the payment does not cover the cost
    "Tom bought 3 pens for $1 each. If he paid with a $2 bill, how much change did he get?",
    # money beside the payment
    "Jane had $20. Jane bought 2 skirts for $13 each. She gave $100 to the cashier. How much change did she receive?",
    # a sale is not a purchase
    "Jane sold 2 skirts for $13 each. She paid with a $50 bill. How much change did she receive?",
    # a list item after a verb that is not a trade
    "Jimmy ate 3 pens, 4 notebooks for $3 each. How much did he spend?",
    # an item without a price
    "Jane bought 2 skirts for $13 each and 3 hats. She paid with a $50 bill. How much change did she receive?",
]


@pytest.mark.parametrize(("text", "value"), GOLD)
def test_gold(text: str, value: Fraction | int) -> None:
    assert answer(text) == value


@pytest.mark.parametrize("text", REFUSE)
def test_refuses(text: str) -> None:
    assert answer(text) is None


NAMES = st.sampled_from(["Tom", "Ann", "Maria", "James", "Lucy", "Omar"])
ITEMS = st.sampled_from(["pens", "books", "hats", "shirts", "cards"])
PAY = st.sampled_from(
    [
        "If {p} paid with a ${m} bill, how much change did {p} get back?",
        "{P} paid the cashier ${m}. How much change did {p} receive?",
        "{P} gave ${m} to the cashier. How much change will {p} get?",
    ]
)


@settings(max_examples=100, deadline=None)
@given(
    NAMES,
    st.lists(
        st.tuples(ITEMS, st.integers(1, 9), st.integers(1, 30)),
        min_size=1,
        max_size=3,
        unique_by=lambda x: x[0],
    ),
    st.integers(1, 500),
    PAY,
    st.booleans(),
)
def test_change_generalizes(
    name: str, items: list[tuple[str, int, int]], paid: int, pay: str, pronoun: bool
) -> None:
    listed = [f"{n} {item} for ${p} each" for item, n, p in items]
    body = listed[0] if len(listed) == 1 else ", ".join(listed[:-1]) + " and " + listed[-1]
    who = "she" if pronoun else name
    tail = pay.format(p=who, P=who[0].upper() + who[1:], m=paid)
    text = f"{name} bought {body}. {tail}"
    cost = sum(n * p for _i, n, p in items)
    got = answer(text)
    if got is not None:
        assert paid >= cost and got == paid - cost, text
