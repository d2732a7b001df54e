"""timed_cmp (issue 8, statements 6): an action compared with the same holder's action at a
told time (``as she did on Monday``, ``than yesterday``, ``the number of pencils she did on
Tuesday``). Our own wording, hand-computed answers; every guard has a refusing case;
hypothesis varies names, numbers, nouns, verbs and the two times.
"""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from story_outcome import answer, answer_or_reason, check_correct_or_refused

GOLD = [
    (
        "Lina picks 30 apples on Monday. On Tuesday, she picks half as many apples as she did "
        "on Monday. How many apples does Lina have?",
        45,
    ),
    (
        "Omar buys 20 pens on Monday. Then he buys 18 more pens on Tuesday. On Wednesday he "
        "buys triple the number of pens he did on Tuesday. How many pens does Omar have?",
        92,
    ),
    (
        "Yesterday, Kofi bought 15 packs of cards. Today, he bought 10 more packs of cards than "
        "yesterday. How many packs of cards does Kofi have?",
        40,
    ),
    (
        "Yesterday, Kofi bought 15 stamps. Today, he bought 4 fewer stamps than he did "
        "yesterday. How many stamps does Kofi have?",
        26,
    ),
    (
        "Tom had 50 marbles. Tom lost 10 marbles on Monday. On Tuesday, he lost twice as many "
        "marbles as he did on Monday. How many marbles does Tom have?",
        20,
    ),
    (
        "Lina picks 30 apples in the morning. In the afternoon, she picks 3 times as many "
        "apples as she did in the morning. How many apples does Lina have?",
        120,
    ),
    (
        "Lina picks 30 apples on Monday. On Tuesday, she picks 5 more apples than on Monday. "
        "She gives 10 apples to Tom. How many apples does she have?",
        55,
    ),
]

REFUSED = [
    # no action told at that time
    "Lina picks 30 apples on Monday. On Tuesday, she picks half as many apples as she did on "
    "Friday. How many apples does Lina have?",
    "Lina picks 30 apples. On Tuesday, she picks half as many apples as she did on Monday. "
    "How many apples does Lina have?",
    # the compared sentence tells two times
    "Lina picks 30 apples on Monday and 10 apples on Tuesday. On Wednesday, she picks half as "
    "many apples as she did on Monday. How many apples does Lina have?",
    # two actions at that time
    "Lina picks 30 apples on Monday. Lina picks 10 apples on Monday. On Tuesday, she picks "
    "half as many apples as she did on Monday. How many apples does Lina have?",
    # its own time is the compared one, or it tells none
    "Lina picks 30 apples on Monday. On Monday, she picks half as many apples as she did on "
    "Monday. How many apples does Lina have?",
    "Lina picks 30 apples on Monday. She picks half as many apples as she did on Monday. "
    "How many apples does Lina have?",
    # another verb, another kind, another holder
    "Yesterday, Kofi sold 15 stamps. Today, he bought 10 more stamps than yesterday. "
    "How many stamps does Kofi have?",
    "Lina picks 30 apples on Monday. On Tuesday, she picks half as many pears as she did on "
    "Monday. How many pears does Lina have?",
    "Lina picks 30 apples on Monday. Tom picks half as many apples as he did on Monday. "
    "How many apples does Tom have?",
    "Lina picks 30 apples on Monday. On Tuesday, Tom picks half as many apples as she did on "
    "Monday. How many apples does Tom have?",
    # a holding is no action
    "On Monday, Lina has 30 apples. On Tuesday, she picks half as many apples as she did on "
    "Monday. How many apples does Lina have?",
    # not whole, below zero
    "Lina picks 31 apples on Monday. On Tuesday, she picks half as many apples as she did on "
    "Monday. How many apples does Lina have?",
    "Lina picks 30 apples on Monday. On Tuesday, she picks 40 fewer apples than on Monday. "
    "How many apples does Lina have?",
    # a question scoped to one of the two times (the relative action is a change there too)
    "Lina picks 30 apples on Monday. On Tuesday, she picks half as many apples as she did on "
    "Monday. How many apples did she pick on Monday?",
    # two people: which one is 'she'?
    "Lina picks 30 apples on Monday. Ann picks 20 apples on Monday. On Tuesday, she picks "
    "half as many apples as she did on Monday. How many apples does Lina have?",
    # a place is no time
    "Lina picks 30 apples at the farm. On Tuesday, she picks half as many apples as she did "
    "at the farm. How many apples does Lina have?",
]


@pytest.mark.parametrize(("text", "gold"), GOLD)
def test_gold(text: str, gold: int) -> None:
    assert answer(text) == Fraction(gold)
    check_correct_or_refused(text, gold)


@pytest.mark.parametrize("text", REFUSED)
def test_refused(text: str) -> None:
    assert answer(text) is None, answer_or_reason(text)
    check_correct_or_refused(text, None)


def test_derivation_names_the_compared_action() -> None:
    from mathcore.organs.story.organ import ORGAN

    text = GOLD[0][0]
    setup = ORGAN.read(text)
    timed = [e for e in setup.events if e.rule.startswith("tcmp_")]  # type: ignore[union-attr]
    assert len(timed) == 1 and timed[0].source.endswith("@s0[0-5]")


NAMES = st.sampled_from(["Lena", "Omar", "Priya", "Kofi", "Mateo", "Yuki"])
THINGS = st.sampled_from(["rocks", "shells", "stamps", "cards", "coins"])
VERBS = st.sampled_from([("collected", "collect"), ("found", "find"), ("bought", "buy")])
DAYS = st.sampled_from(["Monday", "Tuesday", "Friday", "Sunday"])


@settings(max_examples=40, deadline=None)
@given(NAMES, THINGS, VERBS, DAYS, DAYS, st.integers(1, 60), st.integers(1, 9), st.booleans())
def test_timed_varied(
    name: str,
    things: str,
    verb: tuple[str, str],
    day1: str,
    day2: str,
    n: int,
    m: int,
    more: bool,
) -> None:
    past, _ = verb
    cmp = f"{m} more {things} than" if more else f"{m} times as many {things} as"
    text = (
        f"{name} {past} {n} {things} on {day1}. On {day2}, {name} {past} {cmp} on {day1}. "
        f"How many {things} does {name} have?"
    )
    gold = n + (n + m if more else n * m)
    check_correct_or_refused(text, gold if day1 != day2 else None)
    if day1 != day2:
        assert answer(text) == gold


@settings(max_examples=30, deadline=None)
@given(NAMES, THINGS, DAYS, DAYS, DAYS, st.integers(1, 60))
def test_timed_other_day_refused_or_right(
    name: str, things: str, day1: str, day2: str, day3: str, n: int
) -> None:
    """The compared time is a third day: refused unless it is the told one."""
    text = (
        f"{name} found {n} {things} on {day1}. On {day2}, {name} found twice as many {things} "
        f"as {name} did on {day3}. How many {things} does {name} have?"
    )
    right = 3 * n if day3 == day1 and day1 != day2 else None
    check_correct_or_refused(text, right)
