# ruff: noqa: E501
"""``of`` before a possessor's age (``frontier_rows``): our own wording and variations."""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from story_outcome import answer, check_correct_or_refused

from mathcore.organs.story.frontier_rows import FRONTIER_CLAUSES


def test_rows_are_of_twins() -> None:
    rows = FRONTIER_CLAUSES.strip().splitlines()
    ages = [row for row in rows if row.startswith("age_")]
    assert len(ages) == 5
    assert all(" of P:o 's" in row for row in ages)
    donate = [row for row in rows if "donate" in row]
    assert len(donate) == 8
    assert all(" to O:o " in row for row in donate)


def test_half_of_age_now() -> None:
    assert answer("Mia is 40 years old. Leo is half of Mia's age. How old is Leo?") == 20


def test_half_of_age_with_a_sum() -> None:
    assert (
        answer("Leo and Mia have a combined age of 45. Leo is half of Mia's age. How old is Mia?")
        == 30
    )


def test_half_of_age_in_some_years() -> None:
    assert (
        answer(
            "In 4 years, Leo will be half of Mia's age. If Mia is 20 years old, how old is Leo now?"
        )
        == 8
    )


def test_twice_of_age() -> None:
    assert answer("Mia is 9 years old. Leo is twice of Mia's age. How old is Leo?") == 18


@settings(max_examples=40, deadline=None)
@given(
    st.sampled_from(["Ada", "Ben", "Cleo", "Dan"]),
    st.sampled_from(["Eve", "Mia", "Gus"]),
    st.integers(1, 40),
)
def test_half_of_age_any_names(a: str, b: str, half: int) -> None:
    text = f"{b} is {2 * half} years old. {a} is half of {b}'s age. How old is {a}?"
    assert answer(text) == half


def test_donate_to_a_receiver_is_a_gift() -> None:
    assert (
        answer(
            "Gerald had 20 toy cars. He donated 5 toy cars to the orphanage. How many toy cars does Gerald have left?"
        )
        == 15
    )
    assert (
        answer(
            "Gerald had 20 toy cars and Ann had 3 toy cars. He donated 5 toy cars to Ann. How many toy cars does Ann have?"
        )
        == 8
    )


def test_donate_a_part_to_a_receiver() -> None:
    assert (
        answer(
            "Gerald had 20 toy cars. He donated 1/4 of his toy cars to an orphanage. How many toy cars does Gerald have left?"
        )
        == 15
    )
    assert (
        answer(
            "Gerald had 20 toy cars. He sold 4 cars. He donated half of the remaining cars to a school. How many cars does Gerald have?"
        )
        == 8
    )


def test_the_receiver_place_holds_an_unknown_amount() -> None:
    assert (
        answer(
            "Gerald had 20 toy cars. He donated 5 toy cars to the orphanage. How many toy cars does the orphanage have?"
        )
        is None
    )


@settings(max_examples=30, deadline=None)
@given(st.integers(1, 30), st.integers(1, 30), st.sampled_from(["library", "school", "orphanage"]))
def test_donate_to_a_place_any_numbers(keep: int, gift: int, place: str) -> None:
    text = f"Iris has {keep + gift} books. She donates {gift} books to the {place}. How many books does Iris have left?"
    assert answer(text) == keep


VARIATIONS: list[tuple[str, int | Fraction | None]] = [
    ("Nico is 36 years old. Rosa is half of Nico's age. How old will Rosa be in 5 years?", 23),
    ("Nico is 36 years old. Rosa is half of Nico's age. How old is Nico?", 36),
    ("Rosa is half of Nico's age. How old is Rosa?", None),
    ("Nico is 36 years old. Rosa is half of Nico's height. How old is Rosa?", None),
    ("Nico is 36 years old. In 2 years, Rosa will be half of Nico's age. How old is Rosa now?", 17),
    ("Nico is 36 years old. Two years ago, Rosa was half of Nico's age. How old is Rosa now?", 19),
    (
        "Nico is 36 years old. Rosa is half of Nico's age and Tim is half of Rosa's age. How old is Tim?",
        9,
    ),
]


@pytest.mark.parametrize(("text", "expected"), VARIATIONS)
def test_variation_is_answered_correctly_or_refused(
    text: str, expected: int | Fraction | None
) -> None:
    check_correct_or_refused(text, expected)
