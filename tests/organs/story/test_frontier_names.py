# ruff: noqa: E501
"""A kin phrase with its name after it is that person (``frontier_names``): our own wording,
the organ alone for the constructions, the whole pipeline for the adversarial variations."""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from story_outcome import answer, check_correct_or_refused

from mathcore.organs.story.frontier_names import kin_skip, named_kin
from mathcore.organs.story.lexemes import categorize, lexicon
from mathcore.organs.story.model import Kind
from mathcore.text.tokens import tokenize

NAMES = ["Nadia", "Oscar", "Priya", "Rafael", "Tomas", "Wendy"]
KIN = ["friend", "sister", "brother", "cousin", "neighbor"]


def test_object_after_a_kin_phrase_is_the_name() -> None:
    text = "Nadia has 30 stickers. She gives a third of her stickers to her friend Oscar. How many stickers does Nadia have left?"
    assert answer(text) == 20


def test_object_name_receives_the_things() -> None:
    text = "Nadia has 30 stickers and Oscar has 4 stickers. Nadia gives 10 stickers to her cousin Oscar. How many stickers does Oscar have?"
    assert answer(text) == 14


def test_comparison_base_after_a_kin_phrase() -> None:
    text = "Priya has 4 more shells than her brother Tomas. If Tomas has 9 shells, how many shells does Priya have?"
    assert answer(text) == 13


def test_subject_after_a_name_and_kin() -> None:
    text = "Wendy has 12 pens. Wendy's sister Priya has 3 more pens than Wendy. How many pens does Priya have?"
    assert answer(text) == 15


def test_group_with_a_kin_phrase() -> None:
    text = "Oscar and his sister Wendy went to the market. Wendy bought 5 apples and Oscar bought 7 apples. How many apples do they have altogether?"
    assert answer(text) == 12


@pytest.mark.parametrize(
    "text",
    [
        # a plural kin names no one person
        "Nadia has 30 stickers. She gives 10 stickers to her friends Oscar and Priya. How many stickers does Oscar have?",
        # not a kin or companion
        "Nadia has 30 stickers. She gives 10 stickers to her dog Rex. How many stickers does Nadia have left?",
        # the name owns something: no appositive
        "Nadia has 30 stickers. She gives 10 stickers to her brother Oscar's friend. How many stickers does Nadia have left?",
    ],
)
def test_refusals(text: str) -> None:
    assert answer(text) is None


def _lx(text: str) -> list[object]:
    lx, stop = categorize(tokenize(text), lexicon())
    assert stop is None
    return lx


def test_named_kin_reads_only_a_singular_kin_before_a_name() -> None:
    lx = _lx("his friend Oscar")
    assert named_kin(lx, [(Kind("friend"), 2)]) == [("oscar", 3)]  # type: ignore[arg-type]
    assert named_kin(lx, [(Kind("friend"), 3)]) == []  # type: ignore[arg-type]
    assert named_kin(_lx("his friends Oscar"), [(Kind("friend"), 2)]) == []  # type: ignore[arg-type]
    assert named_kin(_lx("his hat Oscar"), [(Kind("hat"), 2)]) == []  # type: ignore[arg-type]
    assert named_kin(_lx("his friend Oscar's"), [(Kind("friend"), 2)]) == []  # type: ignore[arg-type]


def test_kin_skip() -> None:
    assert kin_skip(_lx("and his sister Wendy"), 1) == 3  # type: ignore[arg-type]
    assert kin_skip(_lx("and the sister Wendy"), 1) == 1  # type: ignore[arg-type]
    assert kin_skip(_lx("and his sisters Wendy"), 1) == 1  # type: ignore[arg-type]
    assert kin_skip(_lx("and his sister Wendy's"), 1) == 1  # type: ignore[arg-type]
    assert kin_skip(_lx("and his sister"), 1) == 1  # type: ignore[arg-type]


@settings(max_examples=40, deadline=None)
@given(
    st.sampled_from(NAMES),
    st.sampled_from(NAMES),
    st.sampled_from(KIN),
    st.integers(2, 40),
    st.integers(1, 40),
)
def test_gift_to_a_named_kin(giver: str, taker: str, kin: str, keep: int, gift: int) -> None:
    if giver == taker:
        return
    text = f"{giver} has {keep + gift} marbles. {giver} gives {gift} marbles to his {kin} {taker}. How many marbles does {giver} have left?"
    assert answer(text) == keep
    asked = f"{giver} has {keep + gift} marbles and {taker} has 3 marbles. {giver} gives {gift} marbles to his {kin} {taker}. How many marbles does {taker} have now?"
    assert answer(asked) in (gift + 3, None)


@settings(max_examples=30, deadline=None)
@given(
    st.sampled_from(NAMES),
    st.sampled_from(NAMES),
    st.sampled_from(KIN),
    st.integers(1, 30),
    st.integers(1, 30),
)
def test_comparison_with_a_named_kin(a: str, b: str, kin: str, more: int, base: int) -> None:
    if a == b:
        return
    text = f"{a} has {more} more cards than her {kin} {b}. {b} has {base} cards. How many cards does {a} have?"
    assert answer(text) == more + base


VARIATIONS: list[tuple[str, int | Fraction | None]] = [
    (
        "Lena had 24 pencils. She gave half of her pencils to her friend Maya. How many pencils does Lena have left?",
        12,
    ),
    (
        "Lena had 24 pencils. She gave half of her pencils to her friend Maya. How many pencils does Maya have?",
        None,
    ),
    (
        "Lena had 24 pencils and Maya had 6. Lena gave 8 pencils to her friend Maya. How many pencils does Maya have now?",
        14,
    ),
    (
        "Ravi has 10 fewer stamps than his cousin Arjun. If Arjun has 25 stamps, how many stamps does Ravi have?",
        15,
    ),
    (
        "Ravi has twice as many stamps as his cousin Arjun. If Arjun has 25 stamps, how many stamps do they have together?",
        75,
    ),
    (
        "Arjun's brother Ravi is 4 years older than Arjun. Arjun is 9 years old. How old is Ravi?",
        13,
    ),
    (
        "Arjun's brothers Ravi is 4 years older than Arjun. Arjun is 9 years old. How old is Ravi?",
        None,
    ),
    (
        "Lena and her brother Ravi picked apples. Lena picked 12 apples and Ravi picked 9 apples. How many apples did they pick altogether?",
        21,
    ),
    (
        "Lena and her brother picked apples. Lena picked 12 apples and Ravi picked 9 apples. How many apples did they pick altogether?",
        None,
    ),
    (
        "Lena had 24 pencils. She gave 5 pencils to her friend Maya and 3 pencils to her sister Ada. How many pencils does Lena have left?",
        16,
    ),
    (
        "Lena had 24 pencils. She gave 5 pencils to her friend Maya's sister. How many pencils does Lena have left?",
        None,
    ),
    (
        "Lena had 24 pencils. She gave 5 pencils to her teacher Mr. Ray. How many pencils does Lena have left?",
        16,
    ),
]


@pytest.mark.parametrize(("text", "expected"), VARIATIONS)
def test_variation_is_answered_correctly_or_refused(
    text: str, expected: int | Fraction | None
) -> None:
    check_correct_or_refused(text, expected)
