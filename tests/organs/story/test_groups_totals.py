# ruff: noqa: E501
"""Totals over several named holders (gsm_groups): ``they`` over people and their kin
(``How many dolls do they have altogether?``) and ``both`` in a question of a named group
(``How many goals did Bruce and Michael both score?``). Our own stories; every guard fires."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from story_outcome import answer

from mathcore.organs.story.gsm_groups import they_kin

NAMES = ["Tom", "Ann", "Maria", "James", "Lucy", "Omar", "Priya", "Kenji"]
KIN = [("His", "brother"), ("His", "sister"), ("His", "friend"), ("His", "cousin")]
NOUNS = ["apples", "pens", "stickers", "marbles", "cards"]

GOLD = [
    (
        "Tom has 15 pens. His brother has 6 fewer pens than he has. How many pens do they have together?",
        24,
    ),
    (
        "Ann has 5 times as many dolls as her sister. Her sister has 8 dolls. How many dolls do they have altogether?",
        48,
    ),
    ("Tom has 5 apples. His sister has 3 apples. How many apples do they have in all?", 8),
    (
        "Tom has 5 apples. Ann has 4 apples. Her sister has 2 apples. How many apples do they have in total?",
        11,
    ),
    ("Tom has 5 apples. Ann has 3 apples. How many apples do Tom and Ann both have?", 8),
    ("Tom picked 5 apples. Ann picked 3 apples. How many apples did Tom and Ann both pick?", 8),
]


@pytest.mark.parametrize(("text", "gold"), GOLD)
def test_gold(text: str, gold: int) -> None:
    assert answer(text) == gold


REFUSE = [
    # a box holds some too: "they" is not said to be the people alone
    "Tom has 5 apples. His sister has 3 apples. There are 4 apples in the box. How many apples do they have together?",
    # no total asked: "they" stays ambiguous
    "Tom has 5 apples. His sister has 3 apples. How many apples do they have?",
    # the sister holds no apples: a named holder holds none of the kind
    "Tom has 5 apples. His sister has 3 pears. How many apples do they have together?",
    # a kin told in the plural (read as one holder): each or all of them?
    "Ann has 5 times as many dolls as her sisters. Her sisters have 8 dolls. How many dolls do they have altogether?",
    # an amount told in the past: what they have now is not told
    "Ann has 5 times as many dolls as her sister. Her sister had 8 dolls. How many dolls do they have altogether?",
    "Tom has 3 times as many pens as his cousin. If his cousin had 4 pens, how many pens do they have in all?",
    # one of the group did not pick the asked kind
    "Tom picked 5 apples. Ann picked 3 pears. How many apples did Tom and Ann both pick?",
]


@pytest.mark.parametrize("text", REFUSE)
def test_refuses(text: str) -> None:
    assert answer(text) is None


def test_they_kin_guards() -> None:
    assert they_kin(["harper"], ["the brother"]) == "&harper&the brother"
    assert they_kin(["harper"], ["the brother", "the box"]) == ""  # another thing
    assert they_kin(["harper", "ann"], []) == ""  # no kin: the older reading stands
    assert they_kin([], ["the brother"]) == ""  # one holder is no group
    assert they_kin(["a"], ["the sister", "the grandmother"]) == "&a&the grandmother&the sister"


@settings(max_examples=40, deadline=None)
@given(
    st.sampled_from(NAMES),
    st.sampled_from(KIN),
    st.sampled_from(NOUNS),
    st.integers(10, 60),
    st.integers(1, 9),
    st.sampled_from(["together", "altogether", "in all", "in total"]),
)
def test_they_kin_generalizes(
    name: str, kin: tuple[str, str], noun: str, a: int, fewer: int, adv: str
) -> None:
    text = (
        f"{name} has {a} {noun}. {kin[0]} {kin[1]} has {fewer} fewer {noun} than {name}. "
        f"How many {noun} do they have {adv}?"
    )
    assert answer(text) == 2 * a - fewer


@settings(max_examples=30, deadline=None)
@given(
    st.sampled_from(NAMES),
    st.sampled_from(NAMES),
    st.sampled_from(NOUNS),
    st.integers(1, 60),
    st.integers(1, 60),
)
def test_both_generalizes(a: str, b: str, noun: str, x: int, y: int) -> None:
    text = f"{a} collected {x} {noun}. {b} collected {y} {noun}. How many {noun} did {a} and {b} both collect?"
    got = answer(text)
    if a == b:
        assert got is None or got == x + y  # one name twice: never another amount
    else:
        assert got == x + y
