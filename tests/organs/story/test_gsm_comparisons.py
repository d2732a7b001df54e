# ruff: noqa: E501
"""Possession comparisons GSM8K states often: ``has half as much money as Jessica (has)``,
``has 6 times as many pencils as Sarah has``, ``How much more money does A have than B?``;
our own stories, refusals, and generalization over names, multipliers, amounts and orders."""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from story_outcome import answer

GOLD = [
    (
        "Ian has half as much money as Jessica has. Jessica has $40. How much money does Ian have?",
        20,
    ),
    (
        "Ian has 3 times as much money as Jessica. Jessica has $40. "
        "How much money do they have altogether?",
        160,
    ),
    (
        "Ian has twice as many cards as Jessica has. Jessica has 40 cards. How many cards does Ian have?",
        80,
    ),
    ("Ian has $30. Jessica has $100. How much more money does Jessica have than Ian?", 70),
    (
        "Rosa has 35 dollars more than Ian. Ian has half as much money as Jessica has. "
        "If Jessica has 100 dollars, how much more money does Jessica have than Rosa?",
        15,
    ),
]

REFUSE = [
    # "as much" of something other than money
    "Ian has twice as much sugar as Jessica has. Jessica has 40 cards. How many cards does Ian have?",
    # a negative difference
    "Ian has $30. Jessica has $100. How much more money does Ian have than Jessica?",
    # half of an odd count of things
    "Ian has half as many cards as Jessica has. Jessica has 41 cards. How many cards does Ian have?",
]


@pytest.mark.parametrize(("text", "value"), GOLD)
def test_gold(text: str, value: int) -> None:
    assert answer(text) == value


@pytest.mark.parametrize("text", REFUSE)
def test_refuses(text: str) -> None:
    assert answer(text) is None


NAMES = st.sampled_from(["Tom", "Ann", "Maria", "James", "Lucy", "Omar"])
MULT = st.sampled_from([("twice", Fraction(2)), ("half", Fraction(1, 2)), ("3 times", Fraction(3))])


@settings(max_examples=80, deadline=None)
@given(NAMES, NAMES, MULT, st.integers(0, 5000), st.booleans(), st.booleans(), st.booleans())
def test_money_comparison_generalizes(
    a: str,
    b: str,
    mult: tuple[str, Fraction],
    cents: int,
    base_first: bool,
    trailing: bool,
    total: bool,
) -> None:
    base = Fraction(cents, 100)
    money = f"${cents // 100}.{cents % 100:02d}" if cents % 100 else f"${cents // 100}"
    rel = f"{a} has {mult[0]} as much money as {b}{' has' if trailing else ''}."
    fact = f"{b} has {money}."
    body = [fact, rel] if base_first else [rel, fact]
    mine = base * mult[1]
    if total:
        q, expected = "How much money do they have altogether?", mine + base
    else:
        q, expected = f"How much money does {a} have?", mine
    ok = a != b and (expected * 100).denominator == 1
    got = answer(" ".join([*body, q]))
    if got is not None:
        assert ok and got == expected, (body, q, got)


@settings(max_examples=60, deadline=None)
@given(NAMES, NAMES, st.integers(0, 500), st.integers(0, 500))
def test_more_money_question_generalizes(a: str, b: str, x: int, y: int) -> None:
    text = f"{a} has ${x}. {b} has ${y}. How much more money does {a} have than {b}?"
    got = answer(text)
    if got is not None:
        assert a != b and x >= y and got == x - y
