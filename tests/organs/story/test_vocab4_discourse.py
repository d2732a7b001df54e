"""A lone discourse adverb before its clause (``vocab4_discourse``): ``However, Tapanga has 8
more candies than Corey.`` Gold rows, refusals (the word anywhere else), generalization."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from story_outcome import answer

from mathcore.organs.story.frames import CLAUSES

GOLD = [
    (
        "Corey has 12 candies. However, Tapanga has 8 more candies than Corey. "
        "How many candies does Tapanga have?",
        20,
    ),
    ("Ann had 9 pens. However, she lost 4 pens. How many pens does Ann have now?", 5),
]

REFUSE = [
    # read only as a lone clause before the next one
    "Corey has 12 candies. He, however, has 8 more candies. How many candies does Corey have?",
    "Corey has 12 candies. However, how many candies does Corey have?",
    "Corey has 12 candies. However many he eats, he buys 3 more. How many does he have?",
]


@pytest.mark.parametrize(("text", "value"), GOLD)
def test_gold(text: str, value: int) -> None:
    assert answer(text) == value


@pytest.mark.parametrize("text", REFUSE)
def test_refused(text: str) -> None:
    assert answer(text) is None


def test_row_in_the_table() -> None:
    assert any(row[0] == "discourse_lead" for row in CLAUSES)


@settings(max_examples=30, deadline=None)
@given(
    st.sampled_from(["Mira", "Jonas", "Priya", "Tomas"]),
    st.sampled_from(["apples", "cards", "stickers"]),
    st.integers(1, 300),
    st.integers(0, 300),
    st.booleans(),
)
def test_generalization(name: str, noun: str, a: int, b: int, lead: bool) -> None:
    said = "However, she" if lead else "She"
    text = f"{name} had {a + b} {noun}. {said} gave away {b} {noun}. "
    text += f"How many {noun} does {name} have now?"
    got = answer(text)
    assert got is None or got == a
    with_lead = answer(text.replace("She gave", "However, she gave"))
    without = answer(text.replace("However, she", "She"))
    assert with_lead == without  # the adverb changes nothing
