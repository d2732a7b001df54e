"""'they' over a person who holds none of the asked kind is refused (issue 8).

``Maya has 12 stickers. Leo has 9 pens. How many stickers do they have?``: Leo's stickers are
never told (none, or some), so the total is not known, exactly as when the question names
him (``do Maya and Leo have``). Places are not people: ``there are ... in all`` over places
still counts what the places hold.
"""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from story_outcome import answer, answer_or_reason

REFUSED = [
    "Maya has 12 stickers. Leo has 9 pens. How many stickers do they have in total?",
    "Maya has 12 stickers. Leo has 9 pens. How many stickers do they have?",
    "Maya has 12 stickers. Leo has 9 pens. How many stickers do Maya and Leo have in total?",
]

ANSWERED = [
    ("Maya has 12 stickers and 3 pens. Leo has 9 pens. How many pens do they have in total?", 12),
    ("Maya has 12 stickers. Leo has 9 stickers. How many stickers do they have in total?", 21),
]


@pytest.mark.parametrize("text", REFUSED)
def test_they_over_a_person_without_the_kind_refuses(text: str) -> None:
    assert answer(text) is None


def test_the_reason_names_the_unbound_target() -> None:
    assert answer_or_reason(REFUSED[0]) == "question_target_unbound"


@pytest.mark.parametrize(("text", "value"), ANSWERED)
def test_they_over_holders_of_the_kind_is_answered(text: str, value: int) -> None:
    assert answer(text) == Fraction(value)


@settings(max_examples=40, deadline=None)
@given(
    names=st.sampled_from([("Maya", "Leo"), ("Omar", "Lena"), ("Ravi", "Tom")]),
    kinds=st.sampled_from([("stickers", "pens"), ("apples", "pears"), ("cards", "coins")]),
    a=st.integers(1, 900),
    b=st.integers(1, 900),
    leo_first=st.booleans(),
)
def test_any_order_refuses(
    names: tuple[str, str], kinds: tuple[str, str], a: int, b: int, leo_first: bool
) -> None:
    one = f"{names[0]} has {a} {kinds[0]}."
    two = f"{names[1]} has {b} {kinds[1]}."
    story = f"{two} {one}" if leo_first else f"{one} {two}"
    assert answer(f"{story} How many {kinds[0]} do they have in total?") is None
