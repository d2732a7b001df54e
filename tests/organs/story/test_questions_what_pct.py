# ruff: noqa: E501
"""``What percentage of ...?`` (``questions_what_pct``): gold rows in our own words, a refusal
per guard, adversarial look-alikes, and generalization over names, nouns, counts, sentence
orders and distractors (hypothesis)."""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from story_outcome import answer, answer_or_reason, pipeline_answer

from mathcore import solve
from mathcore.organs.story.model import Kind
from mathcore.organs.story.questions_what_pct import _narrower

GOLD = [
    (
        "Rosa makes 30 cookies and her brother makes 90 cookies. What percentage of the cookies did Rosa make?",
        25,
    ),
    (
        "Rosa makes 30 cookies and her brother makes 90 cookies. What percentage of the cookies did her brother make?",
        75,
    ),
    (
        "Rosa picked 12 apples. Ben picked 18 apples. Ann picked 10 apples. What percent of the apples did Ben pick?",
        45,
    ),
    (
        "There are 30 roses in the garden. There are 45 tulips. There are 25 daisies. What percentage of the flowers are roses?",
        30,
    ),
    (
        "There are 30 roses in the garden. There are 45 tulips. There are 25 daisies. What percentage of flowers are not roses?",
        70,
    ),
    (
        "There are 12 red roses and 36 white roses in the vase. What percentage of the roses in the vase are red roses?",
        25,
    ),
    (
        "There are 12 red roses and 36 white roses in the vase. What percentage of the roses are not red roses?",
        75,
    ),
]

REFUSE = [
    # "the cookies" are not all made: a holding beside the makings
    "Rosa has 20 cookies. Rosa makes 30 cookies and her brother makes 90 cookies. What percentage of the cookies did Rosa make?",
    # two actions of the asked kind: which ones are "the apples"?
    "Rosa picked 12 apples. She sold 6 apples. What percentage of the apples did Rosa sell?",
    # the part is no kind of the whole
    "There are 30 roses in the garden. There are 45 tulips. What percentage of the roses are tulips?",
    # a fraction of a percent is never rounded
    "Rosa makes 10 cookies and her brother makes 20 cookies. What percentage of the cookies did Rosa make?",
    # no whole: nothing of the asked kind
    "Rosa makes 10 cookies. What percentage of the boats did Rosa make?",
    # 'they': no single antecedent
    "Rosa makes 30 cookies and her brother makes 90 cookies. What percentage of the cookies did they make?",
    # a whole with a kind the pack does not place (may or may not be a flower)
    "There are 30 roses in the garden. There are 70 cats. What percentage of the flowers are roses?",
    # a percentage of something else than a count of the story's things
    "Rosa makes 30 cookies and her brother makes 90 cookies. What percentage of his cookies did Rosa make?",
    "Rosa has $30 and Ben has $90. What percentage of the money is Rosa's?",
]


@pytest.mark.parametrize(("text", "value"), GOLD)
def test_gold(text: str, value: int) -> None:
    assert answer(text) == value
    assert pipeline_answer(text) == value


@pytest.mark.parametrize("text", REFUSE)
def test_refused(text: str) -> None:
    assert answer(text) is None, answer_or_reason(text)
    assert pipeline_answer(text) is None


def test_unit_and_derivation() -> None:
    result = solve(GOLD[0][0])
    assert result.status == "solved"
    assert result.unit == "percent"  # type: ignore[union-attr]


def test_refusal_reasons() -> None:
    assert answer_or_reason(REFUSE[0]) == "question_target_unbound"
    assert answer_or_reason(REFUSE[2]) == "question_target_unbound"
    assert answer_or_reason(REFUSE[3]) == "non_integer_count"


@pytest.mark.parametrize(
    ("part", "whole", "narrower"),
    [
        (Kind("rose", ("red",)), Kind("rose"), True),
        (Kind("rose"), Kind("flower"), True),
        (Kind("rose", ("red",)), Kind("flower"), True),
        (Kind("rose"), Kind("rose"), False),
        (Kind("tulip"), Kind("rose"), False),
        (Kind("rose"), Kind("flower", ("red",)), False),  # a narrowed whole: not through hypernyms
        (Kind("rose"), Kind("rose", ("red",)), False),
    ],
)
def test_narrower(part: Kind, whole: Kind, narrower: bool) -> None:
    assert _narrower(part, whole) is narrower


NAMES = ("Rosa", "Ben", "Ann", "Tom", "Maya", "Leo", "Omar", "Lucy")
MADE = (("makes", "make"), ("picked", "pick"), ("found", "find"), ("bought", "buy"))
NOUNS = ("cookies", "apples", "shells", "cards", "stickers", "marbles")


@settings(max_examples=60, deadline=None)
@given(
    people=st.lists(st.sampled_from(NAMES), min_size=2, max_size=3, unique=True),
    verb=st.sampled_from(MADE),
    noun=st.sampled_from(NOUNS),
    amounts=st.lists(st.integers(min_value=1, max_value=400), min_size=3, max_size=3),
    data=st.data(),
)
def test_share_of_an_action(
    people: list[str], verb: tuple[str, str], noun: str, amounts: list[int], data: st.DataObject
) -> None:
    told = [f"{p} {verb[0]} {n} {noun}." for p, n in zip(people, amounts, strict=False)]
    order = data.draw(st.permutations(range(len(told))))
    story = " ".join(told[k] for k in order)
    whole = sum(amounts[: len(people)])
    pct = Fraction(100 * amounts[0], whole)
    got = answer(f"{story} What percentage of the {noun} did {people[0]} {verb[1]}?")
    assert got == (pct if pct.denominator == 1 else None)
    # a holding of the asked kind beside the actions: "the cookies" are open
    held = f"{people[1]} has {amounts[2]} {noun}. {story}"
    assert answer(f"{held} What percentage of the {noun} did {people[0]} {verb[1]}?") is None


#: (red, white) parts whose red share is a whole percentage (0 white: all of them).
RATIOS = ((1, 1), (1, 3), (3, 1), (1, 4), (2, 3), (3, 2), (1, 9), (1, 19), (7, 13), (1, 0))


@settings(max_examples=60, deadline=None)
@given(
    ratio=st.sampled_from(RATIOS),
    scale=st.integers(min_value=1, max_value=40),
    place=st.sampled_from(("vase", "garden", "box", "basket")),
    negate=st.booleans(),
    distractor=st.booleans(),
)
def test_share_of_a_narrower_kind(
    ratio: tuple[int, int], scale: int, place: str, negate: bool, distractor: bool
) -> None:
    red, white = ratio[0] * scale, ratio[1] * scale
    story = f"There are {red} red roses and {white} white roses in the {place}."
    if distractor:
        story = f"Tom has 7 cards. {story}"
    part = white if negate else red
    q = "not red roses" if negate else "red roses"
    got = answer(f"{story} What percentage of the roses in the {place} are {q}?")
    assert got == Fraction(100 * part, red + white)
