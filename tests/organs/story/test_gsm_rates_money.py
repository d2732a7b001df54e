# ruff: noqa: E501
"""gsm_rates: bills counted by denomination, a charge per unit, and ``How much does he have
left?`` in a story of money. Gold rows in our own words, each refusal branch made to fire, and
property tests over new names, counts, denominations and orders."""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from story_outcome import answer_or_reason as outcome

from mathcore.organs.story.gsm_change import PAYMENT_ROWS
from mathcore.organs.story.gsm_rates_bills import BILL_ROWS

GOLD = [
    ("Ada had $20. She will save $15 more. How much money will she have?", 35),
    ("Ada has six $5 bills. How much money does Ada have?", 30),
    ("Ada has 4 $20 and 2 $10 bills. How much money does Ada have?", 100),
    ("Ada has two $50 bills, three $20 bills, and one $1 bill. How much money does Ada have?", 161),
    (
        "Ada bought 3 mugs for $7 each. She paid with two $20 bills. How much change did she get?",
        19,
    ),
    (
        "Ada bought 3 mugs for $7 each. She handed the cashier two $20 bills. How much change did she get?",
        19,
    ),
    (
        "Ada has six $5 bills. Ben has two $10 bills. How much more money does Ada have than Ben?",
        10,
    ),
    ("A plumber charges $25 an hour. She works 6 hours. How much does she earn?", 150),
    ("A plumber charges $25 per hour. How much does she charge for 3 hours?", 75),
    ("A baker charges $4 for each pie. He sold 12 pies. How much money did he make?", 48),
    ("Ada had $90. She spent $35. How much does she have left?", 55),
    ("Ada had $90. She bought 4 mugs for $7 each. How much does she have now?", 62),
    (
        "Ada wants to buy a bike that costs $120. She has $45. How much more money does she need?",
        75,
    ),
    (
        "Ada wants a lamp that costs $12.50 and a chair that costs $30. She has $20. How much more money does Ada need?",
        Fraction(45, 2),
    ),
    (
        "Ada wants a lamp that costs $12, a chair that costs $30, and a desk that costs $58. She has $20. How much more money does Ada need to buy them?",
        80,
    ),
    (
        "Ada needs to buy 3 pens that cost $2 each. She has $4. How much more money does she need to buy all 3 pens?",
        2,
    ),
    (
        "Ada wants to buy a bike for $120. She has $45. How much more money does she need to buy the bike?",
        75,
    ),
    ("Ada has $45. She wants to buy a bike for $120. How much more money does Ada need?", 75),
]

REFUSE = [
    ("Ada has 2.5 $20 bills. How much money does Ada have?", "unreadable_sentence"),  # whole bills
    (
        "Ada has $4 $20 bills. How much money does Ada have?",
        "unreadable_sentence",
    ),  # a count, not money
    (
        "Ada bought 3 mugs for $7 each. She sent the cashier two $20 bills. How much change did she get?",
        "unreadable_sentence",
    ),
    (
        "Ada bought 3 mugs for $7 each. She paid with one $20 bill. How much change did she get?",
        "negative_quantity",
    ),
    (
        "A plumber charges $25 a month. How much does she charge for 3 months?",
        "unreadable_sentence",
    ),  # not a wage unit
    (
        "Ada had 90 pounds of flour. She used 35 pounds. How much does she have left?",
        "unreadable_question",
    ),
    (
        "Ada had $90. She bought 4 pounds of rice for $7 each. How much does she have now?",
        "unreadable_question",
    ),
    (
        "Ada had $90 and 5 mugs. How much does she have now?",
        "unreadable_question",
    ),  # unpriced things
    (
        "Ada wants to buy a bike for $120. She has $145. How much more money does she need?",
        "negative_quantity",
    ),
    (
        "Ada wants to buy a bike for $120. She has $45. How much more money does Ben need?",
        "question_target_unbound",
    ),
    (
        "Ada wants to buy a bike for $120. She has $45. How much more money does she need to buy the lamp?",
        "question_target_unbound",
    ),
    (
        "Ada needs to buy 3 pens that cost $2 each. She has $4. How much more money does she need to buy all 4 pens?",
        "question_target_unbound",
    ),
    (
        "Ada wants to buy a bike for $120. She has $45 and 3 apples. How much more money does she need?",
        "unused_number",
    ),
    (
        "Ada wants a lamp that costs $12 and a lamp that costs $30. She has $20. How much more money does Ada need?",
        "unreadable_sentence",
    ),
    (
        "Ada wants to buy 2.5 pens for $2 each. She has $1. How much more money does she need?",
        "unreadable_sentence",
    ),
]


@pytest.mark.parametrize(("text", "value"), GOLD)
def test_gold(text: str, value: int) -> None:
    assert outcome(text) == value


@pytest.mark.parametrize(("text", "reason"), REFUSE)
def test_refuses(text: str, reason: str) -> None:
    assert outcome(text) == reason


def test_bill_rows_are_payments() -> None:
    assert BILL_ROWS <= PAYMENT_ROWS
    assert {"bills_has", "bills_pay3", "bills_hand2"} <= BILL_ROWS


WORDS = {1: "one", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven", 8: "eight"}
NAMES = st.sampled_from(["Ada", "Ben", "Mia", "Omar", "Kim"])
DENOMS = st.sampled_from([1, 2, 5, 10, 20, 50, 100])


@settings(max_examples=40, deadline=None)
@given(NAMES, st.lists(st.tuples(st.integers(1, 8), DENOMS), min_size=1, max_size=3), st.booleans())
def test_bills_sum_count_times_denomination(
    name: str, items: list[tuple[int, int]], words: bool
) -> None:
    parts = [f"{WORDS[c] if words else c} ${d} {'bill' if c == 1 else 'bills'}" for c, d in items]
    if len(parts) == 1:
        listed = parts[0]
    elif len(parts) == 2:
        listed = f"{parts[0]} and {parts[1]}"
    else:
        listed = f"{parts[0]}, {parts[1]}, and {parts[2]}"
    text = f"{name} has {listed}. How much money does {name} have?"
    got = outcome(text)
    expected = sum(c * d for c, d in items)
    assert got == expected


@settings(max_examples=30, deadline=None)
@given(NAMES, st.integers(1, 9), st.integers(1, 30), st.integers(1, 5), DENOMS)
def test_change_from_bills(name: str, count: int, price: int, bills: int, denom: int) -> None:
    text = (
        f"{name} bought {count} mugs for ${price} each. "
        f"{name} paid with {bills} ${denom} bills. How much change did {name} get?"
    )
    paid, cost = bills * denom, count * price
    got = outcome(text)
    assert got == (paid - cost if paid >= cost else "negative_quantity")


@settings(max_examples=30, deadline=None)
@given(NAMES, st.integers(1, 500), st.integers(0, 500), st.booleans())
def test_money_left_only_in_a_story_of_money(
    name: str, had: int, spent: int, distract: bool
) -> None:
    extra = f" {name} also has 3 pounds of rice." if distract else ""
    text = f"{name} had ${had}.{extra} {name} spent ${spent}. How much does {name} have left?"
    got = outcome(text)
    if distract:
        assert got == "unreadable_question"
    elif spent <= had:
        assert got == had - spent
    else:
        assert isinstance(got, str)


PRICED = [
    ("Tina sells 10 cakes a day. Each cake costs $5. How much money does she make in a week?", 350),
    ("Tom buys 3 coffees a day. Each coffee costs $2. How much does he spend in a week?", 42),
    ("Tom buys 3 coffees a day. Each coffee costs $2.50. How much does he spend in 4 days?", 30),
    ("Tina sells 10 cakes a day. Each cake costs $5. How much money does she make per week?", 350),
]

PRICED_REFUSE = [
    # making is not money; no price; a distractor; a wage beside is gsm_rate's
    (
        "Tina makes 10 cakes a day. Each cake costs $5. How much money does she make in a week?",
        "question_target_unbound",
    ),
    ("Tina sells 10 cakes a day. How much money does she make in 2 days?", "unbound_quantity"),
    (
        "Tina sells 10 cakes a day. Each cake costs $5. She has 3 dogs. How much money does she make in 2 days?",
        "unused_number",
    ),
    (
        "Tom buys 3 coffees a day. Each coffee costs $2. How much money does he make in a week?",
        "question_target_unbound",
    ),
    (
        "Tom sells 3 coffees a day. Each coffee costs $2. How much does he spend in a week?",
        "question_target_unbound",
    ),
    (
        "Tina sells 10 cakes a day. Each cake costs $5. How much money does she make in a month?",
        "unit_mismatch",
    ),
]


@pytest.mark.parametrize(("text", "value"), PRICED)
def test_priced_rates_over_a_span(text: str, value: int) -> None:
    assert outcome(text) == value


@pytest.mark.parametrize(("text", "reason"), PRICED_REFUSE)
def test_priced_rates_refuse(text: str, reason: str) -> None:
    assert outcome(text) == reason
