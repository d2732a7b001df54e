"""Money told as held now, after a purchase, is not read as the start (issue 8).

``Ann bought a lamp for $40. She has $100 now. How much money does she have left?``: the
$100 is what she holds after the purchase (100), or before it (60)? Read as the start it was
answered 60; ``gsm_money_shop.money_in_order`` now refuses (``unbound_quantity``) when the
holder's money is told in the present (has/have/now) after a purchase. Told first, the
amount is the start; told in the past after the purchase (``She had $100``), the existing
convention (the amount she had before) stands. (The adversary's open cases of session 4.)
"""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from story_outcome import answer, pipeline_answer

REFUSED = [
    "Ann bought a lamp for $40. She has $100 now. How much money does she have left?",
    "Tom buys 3 hats for $20 each. He gets a 10% discount. He has $100. "
    "How much money does he have left after the discount?",
    "Ann bought a lamp for $40. Now she has $100. How much money does she have left?",
]

ANSWERED = [
    ("Ann has $100. She bought a lamp for $40. How much money does she have left?", 60),
    ("Ann bought a lamp for $40. She had $100. How much money does she have left?", 60),
]


@pytest.mark.parametrize("text", REFUSED)
def test_money_held_now_after_a_purchase_refuses(text: str) -> None:
    assert answer(text) is None
    assert pipeline_answer(text) is None


@pytest.mark.parametrize(("text", "value"), ANSWERED)
def test_money_told_first_or_in_the_past_is_the_start(text: str, value: int) -> None:
    assert answer(text) == Fraction(value)


@settings(max_examples=40, deadline=None)
@given(
    name=st.sampled_from(["Ann", "Maria", "Lena"]),
    item=st.sampled_from(["lamp", "book", "scarf"]),
    price=st.integers(1, 90),
    held=st.integers(100, 900),
)
def test_any_present_holding_after_a_purchase_refuses(
    name: str, item: str, price: int, held: int
) -> None:
    text = (
        f"{name} bought a {item} for ${price}. She has ${held} now. "
        "How much money does she have left?"
    )
    assert answer(text) is None
