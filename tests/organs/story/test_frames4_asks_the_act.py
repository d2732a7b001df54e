"""frames4's solver guard (``asks_the_act``): a state question that names the verb of an
activity on the asked kind is never answered by the holding alone (a pile told ``to grade``
is read by ``expand_todo``, ``test_frames4_todo.py``). Found while paraphrasing a
multiarith cluster (``If she graded 4, but then another 18 were turned in``): the paraphrase
``she graded 4 and then got another 18`` answered 24 (the grading left out)."""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from story_outcome import answer, answer_or_reason, check_correct_or_refused

from mathcore.organs.story.frames4 import asks_the_act
from mathcore.organs.story.model import StorySetup
from mathcore.organs.story.organ import ORGAN

FIRES = [  # the act named by the question, and no pile told as to do with it
    "A teacher had 6 worksheets. She graded 4 and then got another 18. "
    "How many worksheets would she have to grade?",
    "Tom has 10 books. He read 3 books. How many books does he have to read?",
]

#: The same with the pile told (``to grade``): ``expand_todo`` reads it, and refuses the
#: gain by another verb (to grade or not?); never the holding alone (24).
PILE_REFUSED = [
    "A teacher had 6 worksheets to grade. She graded 4 and then got another 18. "
    "How many worksheets would she have to grade?",
    "A teacher had 6 worksheets to grade. If she graded 4 and then got another 18, "
    "how many worksheets would she have to grade?",
]

QUIET = [  # an activity the question does not name: the holding answers (reading keeps books)
    ("Sam has 5 books. He read 2 books. How many books does Sam have?", 5),
    ("Sam has 5 books. He bought 2 books. How many books does Sam have?", 7),
]


def _setup(text: str) -> StorySetup:
    setup = ORGAN.read(text)
    assert isinstance(setup, StorySetup)
    return setup


@pytest.mark.parametrize("text", FIRES)
def test_fires_and_refuses(text: str) -> None:
    assert asks_the_act(_setup(text))
    assert answer_or_reason(text) == "unused_number"
    check_correct_or_refused(text, None)


@pytest.mark.parametrize("text", PILE_REFUSED)
def test_pile_with_another_gain_refuses(text: str) -> None:
    assert asks_the_act(_setup(text))
    assert answer_or_reason(text) == "ambiguous_total"
    check_correct_or_refused(text, None)


@pytest.mark.parametrize(("text", "want"), QUIET)
def test_quiet(text: str, want: int) -> None:
    assert not asks_the_act(_setup(text))
    assert answer(text) == Fraction(want)


@settings(max_examples=40, deadline=None)
@given(
    st.sampled_from(["Ann", "Omar", "Rita", "Ivan"]),
    st.sampled_from([("worksheets", "grade", "graded"), ("books", "read", "read")]),
    st.integers(2, 60),
    st.integers(1, 60),
    st.integers(1, 60),
)
def test_pile_to_act_never_answers_the_holding(
    name: str, task: tuple[str, str, str], pile: int, done: int, more: int
) -> None:
    things, verb, past = task
    done = min(done, pile)
    text = (
        f"{name} had {pile} {things} to {verb}. {name} {past} {done} and then got another "
        f"{more}. How many {things} would {name} have to {verb}?"
    )
    got = answer(text)
    assert got is None or got == pile - done + more
    check_correct_or_refused(text, pile - done + more)
