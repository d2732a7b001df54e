"""Guards found by the session-4 adversary: kinds a scene names but never counts
(``setting.named_kinds`` / ``unnamed_part``), a name ``they`` leaves out (``unlisted_name``),
and units told to hold only something else (``answers._holding_units``). Each guard has a
case that makes it fire and a look-alike it lets through."""

from __future__ import annotations

import pytest
from story_outcome import answer, answer_or_reason

from mathcore.organs.story.model import EVERYONE, Event, Kind, Question
from mathcore.organs.story.setting import named_kinds, unlisted_name, unnamed_part

DAISY, RED, PINK = Kind("daisy"), Kind("daisy", ("red",)), Kind("daisy", ("pink",))


def test_named_kinds_reads_a_list_of_modifiers_before_a_plural_noun() -> None:
    words = [
        "jack",
        "is",
        "making",
        "crowns",
        "out",
        "of",
        "red",
        ",",
        "pink",
        "and",
        "white",
        "daisies",
    ]
    assert named_kinds(words) == [RED, PINK, Kind("daisy", ("white",))]
    assert named_kinds(["luke", "was", "walking", "home"]) == []
    # a singular head ends no list: "a red and blue flag" names no counted kinds
    assert named_kinds(["he", "was", "waving", "a", "red", "and", "blue", "flag"]) == []


def _has(kind: Kind, qty: int) -> Event:
    return Event("has", EVERYONE, kind, qty)


def test_unnamed_part_fires_only_for_a_named_kind_the_asked_total_covers_and_nothing_tells() -> (
    None
):
    q = Question("state", EVERYONE, DAISY)
    assert unnamed_part([_has(PINK, 5)], q, [RED, PINK]) == RED
    assert unnamed_part([_has(PINK, 5), _has(RED, 2)], q, [RED, PINK]) is None
    assert unnamed_part([_has(DAISY, 9)], q, [RED]) is None  # the whole is told
    assert unnamed_part([_has(PINK, 5)], Question("state", EVERYONE, PINK), [RED]) is None
    assert unnamed_part([], Question("state", EVERYONE, RED), [RED]) is None  # asked itself


def test_unnamed_part_through_the_pack_hypernyms() -> None:
    q = Question("state", EVERYONE, Kind("flower"))
    assert unnamed_part([_has(Kind("tulip"), 3)], q, [Kind("rose", ("red",))]) == Kind(
        "rose", ("red",)
    )


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "Luke was collecting red and blue marbles. He has 5 red marbles. "
            "How many marbles does he have?",
            "ambiguous_reading",
        ),
        (
            "Jack is making flower crowns out of red, pink and white daisies. There are nine "
            "times as many pink daisies as white daisies. If there are 6 white daisies, how "
            "many daisies are there total?",
            "ambiguous_reading",
        ),
        (
            "Luke was collecting red and blue marbles. He has 5 red marbles and 3 blue marbles. "
            "How many marbles does he have?",
            8,
        ),
        (
            "Luke was collecting red and blue marbles. He has 5 red marbles. "
            "How many red marbles does he have?",
            5,
        ),
    ],
)
def test_a_scene_named_kind_never_counted(text: str, expected: int | str) -> None:
    got = answer_or_reason(text)
    assert got == expected


def test_unlisted_name_fires_for_a_name_they_leaves_out() -> None:
    text = (
        "Lisa was shopping with Mia. Lisa has 18 more dresses than Ana. Together, they have "
        "48 dresses. How many dresses does Ana have?"
    )
    assert answer_or_reason(text) == "ambiguous_reference"
    assert answer(text.replace("Lisa was shopping with Mia. ", "")) == 15
    assert unlisted_name([], []) == ""


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "There are 24 bicycles and 14 tricycles. Each bicycle has 2 wheels and each "
            "tricycle has 3 seats. How many wheels are there in all?",
            "ambiguous_total",
        ),
        (
            "There are 24 bicycles and 14 tricycles. Each bicycle has 2 wheels and each "
            "tricycle has 3 wheels. How many wheels are there in all?",
            90,
        ),
        (  # units inside units: boxes of bags of balloons
            "A store ordered 5 boxes of balloons. Each box contains 8 bags of balloons, and "
            "there are 12 balloons in each bag. How many balloons are there?",
            480,
        ),
    ],
)
def test_units_told_to_hold_something_else(text: str, expected: int | str) -> None:
    assert answer_or_reason(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        # a name a scene told: their ages may be three
        "Gabriel was playing with Sam. Gabriel is 3 years younger than Frank. The current total "
        "of their ages right now is 17. What is Frank's age?",
        # an earlier 'their' named a group without Sam: their ages may be the two
        "Gabriel is 3 years younger than Frank. Their friend Sam is 10 years old. The current "
        "total of their ages right now is 17. What is Frank's age?",
    ],
)
def test_their_ages_leaving_someone_out(text: str) -> None:
    assert answer_or_reason(text) == "ambiguous_reference"


def test_their_ages_over_everyone_told() -> None:
    text = (
        "Gabriel is 3 years younger than Frank. The current total of their ages right now is 17. "
        "What is Frank's age?"
    )
    assert answer(text) == 10


@pytest.mark.parametrize(
    "text",
    [
        # an earlier 'their' names Adam and Tom: their combined age may leave Ann out
        "Adam is 8 years old and Tom is 12 years old. Their sister Ann is 5 years old. "
        "In how many years will their combined age be 40 years old?",
        # 'Adam and Tom are brothers' names a group of two among three ages
        "Adam and Tom are brothers. Adam is 8 years old and Tom is 12 years old. Ann is 5 years "
        "old. In how many years will their combined age be 40 years old?",
        # the same group before a 'they' total of holdings
        "Lisa and Ana are sisters. Lisa has 18 more dresses than Ana. Mia has 6 dresses. "
        "Together, they have 48 dresses. How many dresses does Ana have?",
    ],
)
def test_their_after_a_smaller_group(text: str) -> None:
    assert answer_or_reason(text) == "ambiguous_reference"


def test_their_combined_age_over_everyone_told() -> None:
    text = (
        "Adam and Tom are brothers. Adam is 8 years old and Tom is 12 years old. "
        "In how many years will their combined age be 40 years old?"
    )
    assert answer(text) == 10
