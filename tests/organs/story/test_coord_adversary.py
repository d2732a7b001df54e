# ruff: noqa: E501
"""coord (issue 8): adversarial variations through the whole pipeline (``mathcore.solve``).

Our own wording, hand-computed answers: each variation is answered with exactly its value
or refused (``None``: must refuse). New names, distractors, another noun or base after the
comparison, a third doer, a rate with more days than a week holds, a comparison with no
scope of its own, a group scene with a doer outside it.
"""

from __future__ import annotations

import pytest
from story_outcome import check_correct_or_refused

VARIATIONS: list[tuple[str, int | None]] = [
    (
        "Mr. Lee sold 30 cakes on Monday and twice as many on Tuesday. How many cakes did Mr. Lee sell?",
        90,
    ),
    (
        "Sara baked 24 cookies in the morning and half as many in the evening. How many cookies did Sara bake?",
        36,
    ),
    (
        "Sara baked 24 cookies in the morning and half as many cookies in the evening. Her dog is 3 years old. How many cookies did Sara bake?",
        36,
    ),
    (
        "Sara baked 24 cookies in the morning and half as many in the evening. How many cookies did Sara bake in the evening?",
        12,
    ),
    (
        "Sara baked 24 cookies in the morning and half as many muffins in the evening. How many cookies did Sara bake?",
        None,
    ),
    (
        "Sara baked 24 cookies in the morning and half as many as Tom in the evening. How many cookies did Sara bake?",
        None,
    ),
    (
        "Sara baked 25 cookies in the morning and half as many in the evening. How many cookies did Sara bake?",
        None,
    ),
    (
        "Sara had 100 cookies. She gave away 20 cookies on Monday and twice as many on Tuesday. How many cookies does Sara have now?",
        40,
    ),
    (
        "Sara baked 24 cookies in the morning and twice as many in the evening. Tom baked 10 cookies. How many cookies did Sara bake?",
        72,
    ),
    (
        "Tom baked 10 cookies. Sara baked 24 cookies in the morning and twice as many in the evening. How many cookies did Sara bake?",
        72,
    ),
    ("Sara baked 24 cookies and twice as many. How many cookies did Sara bake?", None),
    (
        "Sara bakes 24 cookies a day for 5 days a week. How many cookies does she bake in 2 weeks?",
        240,
    ),
    (
        "Sara bakes 24 cookies a day for 8 days a week. How many cookies does she bake in 2 weeks?",
        None,
    ),
    ("Sara bakes 24 cookies a day 8 days a week. How many cookies does she bake in 2 weeks?", None),
    ("Sara works 25 hours a day 5 days a week. How many hours does she work in 2 weeks?", None),
    (
        "Leo and Agrey went fishing. Leo caught 40 fish and Agrey caught twice as many. How many fish did Agrey catch?",
        80,
    ),
    (
        "Leo and Agrey went fishing. Leo caught 40 fish. Agrey caught twice as many fish as Leo. How many fish did they catch?",
        120,
    ),
    (
        "Leo and Agrey went fishing. Leo caught 40 fish. Tom caught 10 fish. How many fish did they catch?",
        None,
    ),
    (
        "Leo and Agrey went fishing. Leo caught 40 fish. Agrey caught 10 fish. Tom caught 5 fish. How many fish did they catch?",
        None,
    ),
    ("A baker makes 12 cakes a day. How many cakes do they make in 2 weeks?", None),
    (
        "A store sold 40 shirts on Monday and 10 more shirts on Tuesday. How many shirts did the store sell?",
        None,
    ),
    (
        "Ann, Bea and Sam collect stamps. Ann has 7 stamps. Bea has 5 stamps. Together they have 20 stamps. How many stamps does Sam have?",
        8,
    ),
]


@pytest.mark.parametrize(("text", "value"), VARIATIONS)
def test_variation(text: str, value: int | None) -> None:
    check_correct_or_refused(text, value)


def test_too_many_units() -> None:
    from fractions import Fraction

    from mathcore.organs.story.coord import too_many_units
    from mathcore.organs.story.model import Kind

    assert too_many_units(Kind("day"), Fraction(8), "week")
    assert not too_many_units(Kind("day"), Fraction(7), "week")
    assert too_many_units(Kind("hour"), Fraction(25), "day")
    assert not too_many_units(Kind("cookie"), Fraction(800), "day")
    assert not too_many_units(Kind("day", ("school",)), Fraction(9), "week")


BARE_TIME = [
    # a bare time joined to a clause: the same amount again, or shared between the days?
    ("A store sold 40 shirts on Monday and Wednesday. How many shirts did the store sell?", None),
    ("Tom picked 5 apples on Monday and Tuesday. How many apples did Tom pick?", None),
    (
        "A store sold 40 shirts on Monday and twice as many on Tuesday and Wednesday. "
        "How many shirts did the store sell?",
        None,
    ),
    # a scope leading its sentence, and a clause with its own amount, still read
    (
        "Ben has 20 eggs in the fridge. Yesterday, he ate 4 eggs in the morning and 3 in the "
        "afternoon. How many eggs does Ben have now?",
        13,
    ),
    (
        "Omar picked 7 apples, Lena picked 3 apples, and Ravi picked 6 apples and 4 pears, at "
        "the farm. How many apples were picked in total?",
        16,
    ),
]


@pytest.mark.parametrize(("text", "value"), BARE_TIME)
def test_bare_time(text: str, value: int | None) -> None:
    check_correct_or_refused(text, value)


def test_bare_time_reason() -> None:
    from story_outcome import answer_or_reason

    assert answer_or_reason(BARE_TIME[0][0]) == "ambiguous_reading"
    assert answer_or_reason(BARE_TIME[3][0]) == 13
