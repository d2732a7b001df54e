"""A placement of things the placer already holds (``vocab4_place``): ``Ann has 36 seeds. She
planted 10 seeds.`` (answered 46) and ``She put 10 seeds in the ground`` (left her 36): moved,
or new ones? Refused unless the clause says ``more``. Gold rows that still answer, the
refusals, the guard's branches, and generalization over verbs, names and places."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from story_outcome import answer, answer_or_reason

from mathcore.organs.story.model import Event, Kind, Question, StorySetup
from mathcore.organs.story.vocab4_place import place_misread

GOLD = [
    ("Mark has 13 trees in his backyard. If he plants 12 more, how many trees will he have?", 25),
    (
        "There are 4 walnut trees in the park. Park workers will plant 6 walnut trees today. "
        "How many walnut trees will the park have when the workers are finished?",
        10,
    ),
]

REFUSE = [
    "Ann has 36 seeds. She planted 10 seeds. How many seeds does she have?",
    "Ann has 36 seeds. She put 10 seeds in the ground. How many seeds does she have?",
    "Ann has 36 seeds. She planted 10 seeds in the garden. How many seeds does she have left?",
    "Ann has 36 marbles. She placed 10 marbles. How many marbles does she have?",
    "Tom gave Ann 12 marbles. She placed 10 marbles. How many marbles does Ann have?",
]


@pytest.mark.parametrize(("text", "value"), GOLD)
def test_gold(text: str, value: int) -> None:
    assert answer(text) == value


@pytest.mark.parametrize("text", REFUSE)
def test_refused(text: str) -> None:
    assert answer(text) is None


def test_reason() -> None:
    assert answer_or_reason(REFUSE[0]) == "question_target_unbound"


def _ev(op: str, holder: str, agent: str, rule: str, said: str, other: str = "") -> Event:
    src = f"s0[0-3]: {said}"
    return Event(op, holder, Kind("seed"), 10, other, None, rule, src, agent, rule)


def test_place_misread_branches() -> None:
    q = Question("state", "ann", Kind("seed"), "", "", None, None, "s2[0-1]: q", "q_state")
    has = _ev("has", "ann", "ann", "has", "Ann has 36 seeds")
    put = _ev("gain", "the ground", "ann", "place", "She put 10 seeds in the ground")
    more = _ev("gain", "ann", "ann", "place", "She planted 10 more seeds")
    given_ = _ev("give", "tom", "tom", "give_to", "Tom gave Ann 10 seeds", other="ann")
    assert place_misread(StorySetup((has, put), q))
    assert place_misread(StorySetup((given_, put), q))  # she holds the ones she was given
    assert place_misread(StorySetup((has, more), q)) == ""  # "more": new ones
    assert place_misread(StorySetup((put,), q)) == ""  # nothing held before
    other = _ev("has", "tom", "tom", "has", "Tom has 36 seeds")
    assert place_misread(StorySetup((other, put), q)) == ""  # another's seeds


@settings(max_examples=30, deadline=None)
@given(
    st.sampled_from(["Mira", "Jonas", "Priya", "Tomas"]),
    st.sampled_from(["planted", "put", "placed"]),
    st.sampled_from(["", " in the garden", " in the box"]),
    st.integers(1, 200),
    st.integers(1, 200),
)
def test_generalization(name: str, verb: str, where: str, a: int, b: int) -> None:
    text = f"{name} has {a + b} seeds. {name} {verb} {b} seeds{where}. "
    text += f"How many seeds does {name} have?"
    assert answer(text) is None  # her own seeds moved, or new ones: never an answer
