# ruff: noqa: E501
"""More forms of the sum of ages (unknowns_ages), solved by the age-sum equation: ``the
current total of their ages``, ``Together A's and B's ages equal``, ``the sum of A's, B's, and
C's ages``, ``In 3 years, the sum of their ages will be``. Gold rows (our own wording),
refusals, adversarial variations and hypothesis generalization."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from story_outcome import answer, answer_or_reason

GOLD = [
    (
        "Gabe is 3 years younger than Tim. The current total of their ages right now is 17. How old is Tim?",
        10,
    ),
    (
        "Ryan is 7 years older than Hugo. Together Ryan's and Hugo's ages equal 15 years. How many years old is Hugo?",
        4,
    ),
    (
        "The sum of Cole's, Dan's, and Mia's ages is 31. Dan is twice as old as Cole. Mia is one year older than Dan. How old is Cole?",
        6,
    ),
    (
        "Allen is 25 years younger than Bob. In 3 years, the sum of their ages will be 41. How old is Bob now?",
        30,
    ),
    (
        "Allen is 25 years younger than Bob. In 3 years, the sum of their ages will be 41. How old will Bob be in 3 years?",
        33,
    ),
    (
        "The sum of the ages of Jon, Sam and Mia in three years is 150. Sam is 4 years older than Jon. If Jon is 40 years old, how old is Mia?",
        57,
    ),
]


@pytest.mark.parametrize(("text", "expected"), GOLD)
def test_gold(text: str, expected: int) -> None:
    assert answer(text) == expected


REFUSE = [
    # not a whole age
    (
        "Ann is 4 years older than Tom. Together Ann's and Tom's ages equal 15 years. How old is Tom?",
        "non_integer_count",
    ),
    # a sum in 3 years below what the years add
    (
        "Allen is 25 years younger than Bob. In 3 years, the sum of their ages will be 3. How old is Bob now?",
        "unresolved_reference",
    ),
    # a name twice
    (
        "The sum of Cole's, Dan's, and Cole's ages is 31. Dan is twice as old as Cole. How old is Cole?",
        "unresolved_reference",
    ),
]


@pytest.mark.parametrize(("text", "reason"), REFUSE)
def test_refusals(text: str, reason: str) -> None:
    assert answer_or_reason(text) == reason


ADVERSARIAL_NOT_ANSWERED = [
    # two unknown ages: no relation
    "The current total of their ages right now is 17. How old is Tim?",
    "Gabe is 3 years old. Max is 5 years old. Together Tim's and Gabe's ages equal 15 years. How old is Max?",
    # the sum in N years told in the present tense without the group
    "Allen is 25 years younger than Bob. In 3 years, the sum of their ages is 41. How old is Bob now?",
    # a third person outside the relations
    "Allen is 25 years younger than Bob. Cal is 9 years old. In 3 years, the sum of their ages will be 41. How old is Bob now?",
]


@pytest.mark.parametrize("text", ADVERSARIAL_NOT_ANSWERED)
def test_adversarial_refused(text: str) -> None:
    assert answer(text) is None


def test_older_and_younger_mirror() -> None:
    younger = "Gabe is 3 years younger than Tim. The current total of their ages right now is 17. How old is Gabe?"
    older = younger.replace("younger", "older")
    assert (answer(younger), answer(older)) == (7, 10)


NAMES = ["Tom", "Ann", "Ben", "Mia", "Sam", "Joe"]


@st.composite
def _ages(draw: st.DrawFn) -> tuple[str, int]:
    a, b = draw(st.lists(st.sampled_from(NAMES), min_size=2, max_size=2, unique=True))
    young = draw(st.integers(1, 40))
    gap = draw(st.integers(1, 30))
    years = draw(st.integers(1, 9))
    old = young + gap
    form = draw(
        st.sampled_from(
            [
                f"The current total of their ages right now is {old + young}.",
                f"Together {a}'s and {b}'s ages equal {old + young} years.",
                f"In {years} years, the sum of their ages will be {old + young + 2 * years}.",
            ]
        )
    )
    asked = draw(st.sampled_from([a, b]))
    text = f"{a} is {gap} years older than {b}. {form} How old is {asked}?"
    return text, old if asked == a else young


@settings(max_examples=50, deadline=None)
@given(_ages())
def test_generalization(case: tuple[str, int]) -> None:
    text, expected = case
    assert answer(text) == expected
