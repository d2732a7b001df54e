"""A "left" asked of no holder names one amount only when one holder holds the kind.

``Tom has 48 crayons. Kiley takes 5 crayons. How many crayons are left?`` was answered 48 (the
sum over Tom's 43 and Kiley's 5): ``answers._left_of_whom`` refuses it (found by the
question-forms engineer, session 7)."""

from __future__ import annotations

import pytest

from mathcore import solve
from mathcore.results import Refused, Solved

MUST_REFUSE = [
    "Tom has 48 crayons. Kiley takes 5 crayons. How many crayons are left?",
    "Tom has 48 crayons. Kiley takes 5 of them. How many crayons are left?",
    "Ann has 30 stickers. She gives 4 stickers to Bo. How many stickers are left?",
    "Ann had 30 stickers. She gave 4 stickers to Bo. How many stickers were left?",
    "A box holds 2 dozen doughnuts. If the family bought 8 doughnuts, how many doughnuts are left?",
    "Sam has 12 apples. Lee has 5 apples. Sam eats 2 apples. How many apples are left?",
    "Mia has 20 pens. Noah takes 3 pens. How many pens are left?",
]

STILL_ANSWERED = [
    ("Tom has 48 crayons. He loses 5 crayons. How many crayons are left?", 43),
    ("Tom has 48 crayons. He gives 5 crayons to Kiley. How many crayons does Tom have left?", 43),
    (
        "A box holds 2 dozen doughnuts. If the family ate 8 doughnuts,"
        " how many doughnuts are left?",
        16,
    ),
    ("Ann has 30 stickers. She uses 4 stickers. How many stickers are left?", 26),
]


@pytest.mark.parametrize("text", MUST_REFUSE)
def test_left_of_no_holder_over_two_holders_refuses(text: str) -> None:
    got = solve(text)
    assert isinstance(got, Refused), got


@pytest.mark.parametrize(("text", "gold"), STILL_ANSWERED)
def test_left_of_one_holder_still_reads(text: str, gold: int) -> None:
    got = solve(text)
    assert not isinstance(got, Solved) or got.answer == gold, got
