"""``still had`` after the subject's own change (``solver6.still_after_own_change``).

``Adam has 18 magnets. He gave away a third of the magnets, and he still had half as many
magnets as Peter.``: the past comparison is of Adam's amount after the change. Our own
wording, hand-computed answers; each guard has a refusing case; hypothesis varies names
and numbers.
"""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from story_outcome import answer, answer_or_reason

from mathcore.organs.story.model import Event, Kind
from mathcore.organs.story.solver6 import still_after_own_change

GOLD = [
    (
        "Mia had 30 stickers. She gave 10 stickers to Tom, and she still had twice as many "
        "stickers as Lena. How many stickers does Lena have?",
        10,
    ),
    (
        "Omar has 40 marbles. He lost a quarter of the marbles, and he still had 6 more "
        "marbles than Ali. How many marbles does Ali have?",
        24,
    ),
    (
        "Ruth had 25 pencils. She bought 5 pencils. She still had 3 times as many pencils as "
        "Ben. How many pencils does Ben have?",
        10,
    ),
    (
        "Kim had 50 cards. She sold 20 cards, and she still had 5 fewer cards than Joe. How "
        "many cards does Joe have?",
        35,
    ),
    (
        "Kim had 50 cards. She sold 20 cards. Then she bought 6 cards. She still had twice as "
        "many cards as Joe. How many cards does Joe have?",
        18,
    ),
    (
        "Kim had 50 cards. She sold 20 cards, and she still had half as many cards as Joe. How "
        "many cards do Kim and Joe have together?",
        90,
    ),
    (
        "Kim had 50 cards and 30 stamps. She sold 20 stamps, and she still had twice as many "
        "cards as Joe. How many cards does Joe have?",
        25,
    ),
]

REFUSED = [
    # "now had": not read (only "still" directly before the past state)
    "Kim had 50 cards. She sold 20 cards, and she now had twice as many cards as Joe. How "
    "many cards does Joe have?",
    # no "still": than the amount before or after the change?
    "Mia had 30 stickers. She gave 10 stickers to Tom, and she had twice as many stickers "
    "as Lena. How many stickers does Lena have?",
    # the other side changed
    "Mia had 30 stickers. Lena gave Mia 6 stickers. Mia still had twice as many stickers as "
    "Lena. How many stickers does Lena have?",
    # the other side changed, the subject did not
    "Mia had 30 stickers. She gave 10 stickers to Tom, and Lena still had twice as many "
    "stickers as Mia. How many stickers does Lena have?",
    # both sides changed
    "Mia had 30 stickers. She gave 10 stickers to Lena, and she still had twice as many "
    "stickers as Lena. How many stickers does Lena have?",
]


@pytest.mark.parametrize(("text", "gold"), GOLD)
def test_gold(text: str, gold: int) -> None:
    assert answer(text) == gold


@pytest.mark.parametrize("text", REFUSED)
def test_refused(text: str) -> None:
    assert isinstance(answer_or_reason(text), str)


def _cmp(source: str, holder: str = "mia", other: str = "lena") -> Event:
    kind = Kind("sticker", ())
    return Event("times", holder, kind, Fraction(2), other=other, source=source)


def test_guard_branches() -> None:
    said = "s1[0-9]: she still had twice as many stickers as Lena"
    assert still_after_own_change({"mia": 1}, _cmp(said))
    assert not still_after_own_change({}, _cmp(said))  # the subject never changed
    assert not still_after_own_change({"mia": 1, "lena": 0}, _cmp(said))  # the other did
    plain = "s1[0-9]: she had twice as many stickers as Lena"
    assert not still_after_own_change({"mia": 1}, _cmp(plain))  # no "still"
    apart = "s1[0-9]: she still today had twice as many stickers as Lena"
    assert not still_after_own_change({"mia": 1}, _cmp(apart))  # "still" not before "had"


@settings(max_examples=25, deadline=None)
@given(
    name=st.sampled_from(["Mia", "Rosa", "Anna", "Lucy"]),
    other=st.sampled_from(["Ben", "Tom", "Leo"]),
    start=st.integers(min_value=10, max_value=200),
    gave=st.integers(min_value=1, max_value=9),
    times=st.integers(min_value=2, max_value=5),
)
def test_still_times(name: str, other: str, start: int, gave: int, times: int) -> None:
    now = start - gave
    text = (
        f"{name} had {start} stickers. She gave {gave} stickers to Sam, and she still had "
        f"{times} times as many stickers as {other}. How many stickers does {other} have?"
    )
    got = answer(text)
    assert got is None or got == Fraction(now, times)
    if now % times == 0:
        assert got == now // times
