"""mawps_more: spendings paid with one bill (rows ``spend_with_bill``, ``cont_with_bill``,
``cost_obj``, ``cost_obj_bill``; ``change_after``). Our own wording, hand-computed answers;
each guard has a refusing case; generated stories answered right or refused.
"""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from story_outcome import answer, answer_or_reason

GOLD = [
    (
        "Nora paid $3.15 for apples, and $4.10 for pears with a $10 bill. How much change did "
        "Nora receive?",
        Fraction(275, 100),
    ),
    (
        "Omar went to the mall on Sunday to buy clothes. He paid $12.50 on socks and $6.25 on "
        "a hat with a $20 bill. How much money did Omar get in change?",
        Fraction(125, 100),
    ),
    (
        "Rosa paid $2.40 on a ball, and a kite cost her $5.35 with a $10 bill. How much change "
        "did Rosa receive?",
        Fraction(225, 100),
    ),
    (
        "Rosa paid $2.40 on a ball, and a kite cost her $5.35. How much did Rosa spend?",
        Fraction(775, 100),
    ),
]

REFUSED = [
    # the bill does not cover the spendings
    "Nora paid $8.15 for apples, and $4.10 for pears with a $10 bill. How much change did "
    "Nora receive?",
    # a spending told after the bill; another person's spending; a gain of money
    "Nora paid $3.15 for apples with a $10 bill. Nora paid $1 for a pear. How much change did "
    "Nora receive?",
    "Nora paid $3.15 for apples, and a pear cost Omar $1.10 with a $10 bill. How much change "
    "did Nora receive?",
    "Nora found $5. Nora paid $3.15 for apples, and $4.10 for pears with a $10 bill. How "
    "much change did Nora receive?",
    # the pronoun fits no one
    "Nora paid $3.15 for apples, and a pear cost him $1.10 with a $10 bill. How much change "
    "did Nora receive?",
]


@pytest.mark.parametrize(("text", "want"), GOLD)
def test_gold(text: str, want: Fraction) -> None:
    assert answer(text) == want


@pytest.mark.parametrize("text", REFUSED)
def test_refused(text: str) -> None:
    assert answer(text) is None


def _money(cents: int) -> str:
    return f"${cents // 100}.{cents % 100:02d}"


@settings(max_examples=60, deadline=None)
@given(
    st.sampled_from([("Rosa", "her"), ("Ivan", "him")]),
    st.integers(1, 2500),
    st.integers(1, 2500),
    st.sampled_from([10, 20, 50]),
    st.sampled_from(["for", "on"]),
    st.booleans(),
)
def test_generated(
    who: tuple[str, str], a: int, b: int, bill: int, prep: str, cost_form: bool
) -> None:
    name, obj = who
    second = f"a kite cost {obj} {_money(b)}" if cost_form else f"{_money(b)} {prep} a kite"
    text = (
        f"{name} paid {_money(a)} {prep} a ball, and {second} with a ${bill} bill. "
        f"How much change did {name} receive?"
    )
    got = answer_or_reason(text)
    want = Fraction(bill * 100 - a - b, 100)
    if want < 0:
        assert not isinstance(got, Fraction)
    else:
        assert got == want or not isinstance(got, Fraction)
