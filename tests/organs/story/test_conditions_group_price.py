"""A price told for a group of the kind (organs/story/group_price.py), our own wording.

``Sara buys 3 liters of milk. If 2 liters of milk cost $5, how much does Sara pay?``: the price
of one liter is ``5 / 2``; the same clause read as its own sentence before the question, or as
a trailing condition, gives the same answer. Refusals: one per guard of ``_group_price``.
"""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from story_outcome import answer, answer_or_reason, check_correct_or_refused

from mathcore.organs.base import ReaderRefusal
from mathcore.organs.story.organ import ORGAN

GOLD = [
    (
        "Sara buys 3 liters of milk. If 2 liters of milk cost $5, how much does Sara pay?",
        Fraction(15, 2),
    ),
    (
        "Sara buys 3 liters of milk. 2 liters of milk cost $5. How much does Sara pay?",
        Fraction(15, 2),
    ),
    (
        "2 liters of milk cost $5. Sara buys 3 liters of milk. How much does Sara pay?",
        Fraction(15, 2),
    ),
    (
        "Sara buys 3 liters of milk. How much does Sara pay if 2 liters of milk cost $5?",
        Fraction(15, 2),
    ),
    ("Omar buys 9 kg of rice at the market. If 3 kg of rice costs $12, how much will he pay?", 36),
    ("If 4 pens cost $10, how much do 6 pens cost?", 15),
    ("Lena buys 8 apples. 1 apple costs $2. How much does Lena pay?", 16),
    ("Ravi buys 10 pounds of beef. Five pounds of beef cost $20. How much does Ravi pay?", 40),
]


@pytest.mark.parametrize(("text", "value"), GOLD)
def test_gold(text: str, value: int | Fraction) -> None:
    assert answer(text) == Fraction(value)


REFUSED = [
    # a count that is not a whole number
    ("Tom buys 5 pears. 2.5 pears cost $6. How much does Tom pay?", "a whole count"),
    # money that is zero
    ("Tom buys 5 pears. 2 pears cost $0. How much does Tom pay?", None),
    # a price that is not money
    ("Tom buys 5 pears. 2 pears cost 6 apples. How much does Tom pay?", None),
    # money priced in money
    ("Tom has 5 pears. 2 dollars cost $6. How much does Tom pay?", None),
    # words the row does not read after the money: per, each, in total
    ("Tom buys 5 kg of pears. 2 kg of pears cost $6 per kg. How much does Tom pay?", None),
    ("Tom buys 5 pears. 2 pears cost $6 each. How much does Tom pay?", None),
    # a place after the money: perhaps another's shop
    ("Tom buys 5 pears. 2 pears cost $6 at Ann's shop. How much does Tom pay?", None),
    ("Lena buys 8 apples. 4 apples cost $6 at the market. How much does Lena pay?", None),
]


@pytest.mark.parametrize(("text", "detail"), REFUSED)
def test_refused(text: str, detail: str | None) -> None:
    setup = ORGAN.read(text)
    assert isinstance(setup, ReaderRefusal)
    if detail is not None:
        assert detail in setup.detail


def test_guard_zero_count() -> None:
    setup = ORGAN.read("Tom buys 5 pears. 0 pears cost $6. How much does Tom pay?")
    assert isinstance(setup, ReaderRefusal)


def test_other_kind_priced_refuses() -> None:
    assert answer("Tom buys 5 pears. 2 apples cost $6. How much does Tom pay?") is None


def test_not_exact_money_refuses() -> None:
    # 7 x 5/3 = 35/3 dollars: not a sum of money, refused (never rounded)
    assert answer("Tom buys 7 pears. If 3 pears cost $5, how much does Tom pay?") is None


def test_pipeline_variations() -> None:
    check_correct_or_refused(
        "Daphne buys 6 kg of onions at the shop. If 4 kg of onions costs $10, how much will"
        " she pay?",
        15,
    )
    check_correct_or_refused("If 3 books cost $21, how much do 5 books cost?", 35)
    check_correct_or_refused("Tom buys 5 pears. 2 pears cost $6 each. How much does Tom pay?", None)


NAMES = st.sampled_from(["Sara", "Omar", "Lena", "Ravi", "Mia"])
NOUNS = st.sampled_from(
    [("pear", "pears"), ("pen", "pens"), ("book", "books"), ("apple", "apples")]
)


@settings(max_examples=40, deadline=None)
@given(NAMES, NOUNS, st.integers(1, 12), st.integers(1, 30), st.integers(1, 20), st.integers(0, 2))
def test_positions_agree(
    name: str, noun: tuple[str, str], g: int, per: int, n: int, pos: int
) -> None:
    """Each position of the clause (own sentence before or after the purchase, lead or
    trailing condition) gives ``n x per`` or refuses, never another answer."""
    many = noun[1]
    what = f"{g} {noun[0] if g == 1 else many} {'costs' if g == 1 else 'cost'} ${g * per}"
    buy = f"{name} buys {n} {noun[0] if n == 1 else many}."
    ask = f"how much does {name} pay"
    asked = ask[0].upper() + ask[1:]  # the name keeps its capital
    text = [
        f"{buy} {what}. {asked}?",
        f"{what}. {buy} {asked}?",
        f"{buy} If {what}, {ask}?",
    ][pos]
    got = answer_or_reason(text)
    assert got == n * per or isinstance(got, str), (text, got)


@pytest.mark.parametrize("pos", [0, 1, 2])
def test_positions_answer(pos: int) -> None:
    """The three positions of the property test, fixed: each answers 7 x 3 = 21."""
    what, buy, ask = "3 pears cost $9", "Mia buys 7 pears.", "how much does Mia pay"
    text = [f"{buy} {what}. H{ask[1:]}?", f"{what}. {buy} H{ask[1:]}?", f"{buy} If {what}, {ask}?"]
    assert answer(text[pos]) == 21
