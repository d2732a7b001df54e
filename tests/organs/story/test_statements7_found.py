"""Over-reads found while building statements7 (issue 8, session 7), fixed at their root: a
count told with no place, beside a place the question asks, may be in that place."""

from __future__ import annotations

from fractions import Fraction

import pytest
from story_outcome import answer, answer_or_reason, check_correct_or_refused

REFUSED = [
    "In a class, there were 13 female students. There were 39 male students. How many students "
    "were in the class?",
    "There were 13 female students in a class. There were 39 male students. How many students "
    "were in the class?",
    "There are 9 apples in a basket. There are 10 apples. How many apples are in the basket?",
]


@pytest.mark.parametrize("text", REFUSED)
def test_an_unplaced_count_beside_the_asked_place_refuses(text: str) -> None:
    assert answer_or_reason(text) == "ambiguous_total"
    check_correct_or_refused(text, None)


def test_a_person_holding_beside_a_place_is_not_in_it() -> None:
    text = "There are 9 apples in a basket. Tom has 10 apples. How many apples are in the basket?"
    assert answer(text) == Fraction(9)


def test_the_things_in_the_containers_asked_still_answer() -> None:
    text = (
        "There were 150 book shelves. Each book shelf had 15 books. How many books were on the "
        "shelves?"
    )
    check_correct_or_refused(text, 2250)
    assert answer(text) == Fraction(2250)
