"""mawps_more: measured amounts of things in one class (``_measured_class``; pack rows
``almond`` / ``pecan`` / ``walnut`` ... -> ``nut``). Our own wording, hand-computed answers;
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
        "Ana bought 1.5 pounds of walnuts and 0.25 pounds of pecans. How many pounds of nuts "
        "did Ana buy in all?",
        Fraction(7, 4),
    ),
    (
        "The baker bought 2 kilograms of almonds, 3 kilograms of walnuts and 1 kilogram of "
        "pecans. How many kilograms of nuts did the baker buy?",
        Fraction(6),
    ),
]

REFUSED = [
    # a thing the pack does not place in the class
    "Ana bought 1.5 pounds of walnuts and 0.25 pounds of raisins. How many pounds of nuts "
    "did Ana buy in all?",
    # another unit, another person, another verb
    "Ana bought 1.5 pounds of walnuts and 2 ounces of pecans. How many pounds of nuts did Ana "
    "buy in all?",
    "Ana bought 1.5 pounds of walnuts and Tom bought 2 pounds of pecans. How many pounds of "
    "nuts did Ana buy in all?",
    "Ana bought 1.5 pounds of walnuts and found 2 pounds of pecans. How many pounds of nuts "
    "did Ana buy in all?",
]


@pytest.mark.parametrize(("text", "want"), GOLD)
def test_gold(text: str, want: Fraction) -> None:
    assert answer(text) == want


@pytest.mark.parametrize("text", REFUSED)
def test_refused(text: str) -> None:
    assert answer(text) is None


NUTS = ["almonds", "pecans", "walnuts"]
OTHER = ["raisins", "apples", "rice"]


@settings(max_examples=60, deadline=None)
@given(
    st.sampled_from(["Rosa", "Ivan", "the chef"]),
    st.lists(st.sampled_from(NUTS + OTHER), min_size=2, max_size=3, unique=True),
    st.lists(st.integers(1, 500), min_size=3, max_size=3),
    st.sampled_from(["pounds", "kilograms", "cups"]),
)
def test_generated(who: str, things: list[str], amounts: list[int], unit: str) -> None:
    told = " and ".join(
        f"{a // 100}.{a % 100:02d} {unit} of {t}" for a, t in zip(amounts, things, strict=False)
    )
    subject = who[0].upper() + who[1:]
    text = f"{subject} bought {told}. How many {unit} of nuts did {who} buy in all?"
    got = answer_or_reason(text)
    if any(t in OTHER for t in things):
        assert not isinstance(got, Fraction)
    else:
        want = sum((Fraction(a, 100) for a, _t in zip(amounts, things, strict=False)), Fraction(0))
        assert got == want or not isinstance(got, Fraction)
