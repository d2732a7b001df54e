"""statements7 groups (issue 8, session 7): a list of groups of one container, each group with
its own amount in each container (``4 bags with 20 apples in each bag and six bags with 25
apples in each bag``, ``four books of 10 stamps and six books of 15 stamps``). Our own wording,
hand-computed answers; every guard has a refusing case; hypothesis varies names, containers,
things, verbs and numbers.
"""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from story_outcome import answer, answer_or_reason, check_correct_or_refused

from mathcore.organs.story import statements7
from mathcore.organs.story.ledger import Halt
from mathcore.organs.story.model import Event, Kind, Question, StorySetup

GOLD = [
    (
        "Ella has 4 bags with 20 apples in each bag and six bags with 25 apples in each bag. "
        "How many apples does Ella have?",
        230,
    ),
    (
        "Ella has 4 bags with 20 apples in each bag and six bags with 25 apples in each bag. "
        "If Ella sells 200 apples, how many apples does Ella have left?",
        30,
    ),
    (
        "Omar bakes four trays with 25 rolls in each tray and three trays with 20 rolls in each "
        "tray. How many rolls does Omar bake?",
        160,
    ),
    (
        "Lena has three albums of 12 stickers and five albums of 8 stickers. How many stickers "
        "does Lena have?",
        76,
    ),
    (
        "Lena bought 2 boxes of 6 pens and 3 boxes of 10 pens. How many pens did Lena buy?",
        42,
    ),
    # three groups, and a group of the same amount as another
    (
        "Kofi has 4 crates with 20 limes in each crate, 6 crates with 25 limes in each crate and "
        "2 crates with 5 limes in each crate. How many limes does Kofi have?",
        240,
    ),
    ("Kofi has 4 boxes of 20 limes and 3 boxes of 20 limes. How many limes does Kofi have?", 140),
    # a change after the groups
    (
        "Ella had 4 bags with 20 apples in each bag and six bags with 25 apples in each bag. She "
        "ate 5 apples. How many apples does Ella have now?",
        225,
    ),
    (
        "Ella has 4 bags of 20 apples and six bags of 25 apples. She gave 30 apples to Tom. How "
        "many apples does Ella have?",
        200,
    ),
    # a place holds the groups
    (
        "There are 4 rows with 8 chairs in each row and 3 rows with 6 chairs in each row. How "
        "many chairs are there?",
        50,
    ),
    # amounts of a measure in each container
    (
        "Ella has 4 bags of 2 pounds of rice and six bags of 3 pounds of rice. How many pounds "
        "of rice does Ella have?",
        26,
    ),
]

REFUSED = [
    # two holdings of one container asked (the second is not the first told again)
    "Ella has 2 bags with 2 apples each and 2 bags with 2 apples each. How many bags does Ella "
    "have?",
    # the containers asked: their count is not kept
    "Ella has 4 bags with 20 apples in each bag and six bags with 25 apples in each bag. How many "
    "bags does Ella have?",
    # the containers named again by another event
    "Ella has 4 bags with 20 apples in each bag and six bags with 25 apples in each bag. She "
    "gives away 2 bags. How many apples does Ella have?",
    "Ella has 4 bags of 20 apples and six bags of 25 apples. She gave 3 bags to Tom. How many "
    "apples does Ella have?",
    "Ella has 4 bags with 20 apples in each bag and six bags with 25 apples in each bag. Each "
    "bag weighs 3 pounds. How many apples does Ella have?",
    # another thing in the second group
    "Ella has 4 bags with 20 apples in each bag and six bags with 25 pears in each bag. How many "
    "apples does Ella have?",
    # another container after each
    "Ella has 4 bags with 20 apples in each bag and six bags with 25 apples in each box. How many "
    "apples does Ella have?",
    # 'N containers of M things' told once: not read here
    "Ella bought 4 bags of 20 apples. How many apples did Ella buy?",
    "Ella has 4 bags of 20 apples and 5 pears. How many apples does Ella have?",
    "Ella has 4 bags of 20 red apples and six bags of 25 green apples. How many apples does Ella "
    "have?",
    "Ella has 4 bags of 20 apples and Tom has six bags of 25 apples. How many apples does Ella "
    "have?",
    # the bought containers asked
    "Ella bought 4 bags with 20 apples in each bag and six bags with 25 apples in each bag. How "
    "many bags did Ella buy?",
]


@pytest.mark.parametrize(("text", "expected"), GOLD)
def test_gold(text: str, expected: int) -> None:
    assert answer(text) == Fraction(expected)
    check_correct_or_refused(text, expected)


@pytest.mark.parametrize("text", REFUSED)
def test_refused(text: str) -> None:
    assert answer(text) is None, answer_or_reason(text)
    check_correct_or_refused(text, None)


def test_one_of_group_refuses_with_its_reason() -> None:
    assert answer_or_reason("Ella has 4 bags of 20 apples. How many apples does Ella have?") == (
        "unbound_quantity"
    )


def test_derivation_shows_each_product() -> None:
    from mathcore.organs.base import OrganAnswer
    from mathcore.organs.story.organ import ORGAN

    setup = ORGAN.read(GOLD[0][0])
    assert isinstance(setup, StorySetup)
    out = ORGAN.solve(setup)
    assert isinstance(out, OrganAnswer)
    ops = [(s.operation, s.operands, s.result) for s in out.steps[:3]]
    assert ops == [("multiply", (4, 20), 80), ("multiply", (6, 25), 150), ("add", (80, 150), 230)]


_BAG, _APPLE = Kind("bag"), Kind("apple")
_Q = Question("state", "ella", _APPLE, source="s1[0-4]: How many apples")


def _pair(n: int | None, m: int, sentence: int = 0, rule: str = "s7_more_of") -> list[Event]:
    src = f"s{sentence}[0-4]: {n} bags of {m} apples"
    return [
        Event("has", "ella", _BAG, n, frame="has", source=src, agent="ella", rule=rule),
        Event("each", "", _APPLE, m, other_kind=_BAG, frame="each", source=src, rule=rule),
    ]


def test_expand_steps_aside_without_two_amounts_in_each() -> None:
    setup = StorySetup((Event("has", "ella", _APPLE, 3, frame="has", source="s0[0-2]: x"),), _Q)
    assert statements7.expand_groups(setup) == (setup, [])


def test_expand_leaves_groups_of_two_sentences() -> None:
    setup = StorySetup((*_pair(4, 20, 0, "has_with_each"), *_pair(6, 25, 1, "has_with_each")), _Q)
    got, steps = statements7.expand_groups(setup)
    assert got == setup and steps == []


def test_expand_refuses_an_unknown_count() -> None:
    setup = StorySetup((*_pair(None, 20), *_pair(6, 25)), _Q)
    with pytest.raises(Halt):
        statements7.expand_groups(setup)


def test_expand_refuses_money_in_each() -> None:
    dollar = Kind("dollar")
    src = "s0[0-4]: 4 bags of 20 dollars"
    money = [
        Event("has", "ella", _BAG, 4, frame="has", source=src, agent="ella", rule="s7_has_of"),
        Event("each", "", dollar, 20, other_kind=_BAG, frame="each", source=src, rule="s7_has_of"),
    ]
    setup = StorySetup((*money, *money), Question("state", "ella", dollar))
    with pytest.raises(Halt):
        statements7.expand_groups(setup)


_NAMES = st.sampled_from(["Ella", "Omar", "Kofi", "Lena", "Mira", "Ravi"])
_UNITS = st.sampled_from(
    [("bag", "bags"), ("box", "boxes"), ("crate", "crates"), ("tray", "trays")]
)
_THINGS = st.sampled_from(["apples", "pens", "limes", "rolls", "marbles"])
_N = st.integers(min_value=2, max_value=40)


@settings(max_examples=40, deadline=None)
@given(_NAMES, _UNITS, _THINGS, _N, _N, _N, _N, st.booleans())
def test_groups_hypothesis(
    name: str,
    unit: tuple[str, str],
    thing: str,
    a: int,
    b: int,
    c: int,
    d: int,
    of_form: bool,
) -> None:
    one, many = unit
    if of_form:
        told = f"{name} has {a} {many} of {b} {thing} and {c} {many} of {d} {thing}."
    else:
        told = (
            f"{name} has {a} {many} with {b} {thing} in each {one} and {c} {many} with {d} "
            f"{thing} in each {one}."
        )
    text = f"{told} How many {thing} does {name} have?"
    assert answer(text) == Fraction(a * b + c * d)
    asked = f"{told} How many {many} does {name} have?"
    assert answer(asked) is None
    other = f"{told} How many {thing} does Zed have?"
    assert answer(other) is None


def test_case_0042_hazard_pin() -> None:
    """ADR-0169 case 0042 (paraphrased; the seed's hazard: 'multi-quantity initial-state
    collapse'): the three quantities never collapse into one wrong sum. Refused, or answered
    30 with each group's product shown before the sum and the sale."""
    from mathcore.organs.base import OrganAnswer
    from mathcore.organs.story.organ import ORGAN

    text = (
        "Ella has 4 bags with 20 apples in each bag and six bags with 25 apples in each bag. "
        "If Ella sells 200 apples, how many apples does Ella have left?"
    )
    check_correct_or_refused(text, 30)
    setup = ORGAN.read(text)
    if not isinstance(setup, StorySetup):
        return
    out = ORGAN.solve(setup)
    if not isinstance(out, OrganAnswer):
        return
    ops = [(s.operation, s.operands, s.result) for s in out.steps]
    assert ops[:3] == [
        ("multiply", (4, 20), 80),
        ("multiply", (6, 25), 150),
        ("add", (80, 150), 230),
    ]
    assert ops[-1] == ("subtract", (230, 200), 30)
