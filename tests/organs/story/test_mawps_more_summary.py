"""mawps_more: a first sentence that sums up the purchases told next (``_summary_stripped``
over ``spent_on``). Our own wording, hand-computed answers; each guard has a refusing case.
"""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from story_outcome import answer, answer_or_reason

GOLD = [
    (
        "Rosa bought some toys. She bought a skateboard for $12.40, and spent $3.10 on "
        "marbles. How much did Rosa spend on toys?",
        Fraction(1550, 100),
    ),
    (
        "Ivan bought some clothes. He spent $8 on shorts and $14.25 on a jacket. In total, "
        "how much did Ivan spend on clothing?",
        Fraction(2225, 100),
    ),
]

REFUSED = [
    # a purchase told as one besides the summed ones
    "Rosa bought some toys. She also bought a skateboard for $12.40, and spent $3.10 on "
    "marbles. How much did Rosa spend on toys?",
    # an item outside the class: the summary does not sum up the purchases told
    "Rosa bought some toys. She bought a skateboard for $12.40, and spent $3.10 on shorts. "
    "How much did Rosa spend on toys?",
    # the summary in another class than the asked one; no purchase told after it
    "Rosa bought some clothes. She bought a skateboard for $12.40. How much did Rosa spend "
    "on toys?",
    "Rosa bought some toys. How much did Rosa spend on toys?",
]


@pytest.mark.parametrize(("text", "want"), GOLD)
def test_gold(text: str, want: Fraction) -> None:
    assert answer(text) == want


@pytest.mark.parametrize("text", REFUSED)
def test_refused(text: str) -> None:
    assert answer(text) is None


@settings(max_examples=50, deadline=None)
@given(
    st.sampled_from([("Rosa", "She"), ("Ivan", "He")]),
    st.integers(1, 5000),
    st.integers(1, 5000),
    st.sampled_from(["marbles", "shorts", "a jacket", "a football"]),
    st.booleans(),
)
def test_generated(who: tuple[str, str], a: int, b: int, item: str, also: bool) -> None:
    name, pron = who
    adv = " also" if also else ""
    text = (
        f"{name} bought some toys. {pron}{adv} bought a skateboard for ${a // 100}.{a % 100:02d}, "
        f"and spent ${b // 100}.{b % 100:02d} on {item}. How much did {name} spend on toys?"
    )
    got = answer_or_reason(text)
    toy = item in ("marbles", "a football")
    if also or not toy:
        assert not isinstance(got, Fraction)
    else:
        assert got == Fraction(a + b, 100)
