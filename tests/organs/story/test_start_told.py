"""``start_told`` (adversary session 4): a holding told ``at first`` is the story's start
wherever its sentence stands; a present-state question with those words is refused."""

from __future__ import annotations

import pytest
from story_outcome import answer_or_reason, check_correct_or_refused

from mathcore.organs.story.model import Kind, Question
from mathcore.organs.story.start_told import asks_start_as_state, told_first


@pytest.mark.parametrize(
    ("source", "told"),
    [
        ("s2[0-5]: She had 51 trucks at first", True),
        ("s0[0-6]: At first , Tom had 20 apples", True),
        ("s1[0-6]: He initially had 20 apples", True),
        ("s1[0-8]: He had 20 apples to begin with", True),
        ("s1[0-8]: He had 20 apples to start with", True),
        ("s1[0-8]: In the beginning he had 20 apples", True),
        ("s1[0-4]: He had 20 apples", False),
        ("s1[0-7]: He was the first to get 20 apples", False),
    ],
)
def test_told_first(source: str, told: bool) -> None:
    assert told_first(source) is told


def test_asks_start_as_state_only_for_a_state_question() -> None:
    kind = Kind("banana")
    src = "s2[0-8]: How many bananas are at first in the jar"
    assert asks_start_as_state(Question("state", "the jar", kind, source=src))
    assert not asks_start_as_state(Question("initial", "the jar", kind, source=src))
    now = "s2[0-7]: How many bananas are in the jar now"
    assert not asks_start_as_state(Question("state", "the jar", kind, source=now))


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # the start told after the change: not the amount after it (answered 51 before)
        (
            "Sarah had some trucks. She gave 13 to Jeff. She had 51 trucks at first. "
            "How many trucks does she have now?",
            None,
        ),
        (
            "Tom gave 5 apples to Ann. He had 20 apples at first. "
            "How many apples does Tom have now?",
            15,
        ),
        (
            "Tom gave 5 apples to Ann. He had 20 apples at first. "
            "How many apples did Tom have at first?",
            20,
        ),
        # the start asked as a present state (answered 41 before)
        (
            "Denise removes 5 bananas from a jar. There were originally 46 bananas in the jar. "
            "How many bananas are at first in the jar?",
            None,
        ),
        (
            "Annie has some money. She buys 8 hamburgers for $4 each. She has $70 at first. "
            "How much money did she have at first?",
            70,
        ),
    ],
)
def test_stories(text: str, expected: int | None) -> None:
    check_correct_or_refused(text, expected)


def test_the_question_guard_fires() -> None:
    text = (
        "Denise removes 5 bananas from a jar. There were originally 46 bananas in the jar. "
        "How many bananas are at first in the jar?"
    )
    assert answer_or_reason(text) == "unreadable_question"
