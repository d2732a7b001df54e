"""A he/she across a condition and its question (organs/story/conditions.py).

``If Sam buys 3 more apples, how many apples does he have?``: the one person the lead
condition names is the question's he/she. ``How many apples will Sam have if he buys 3
more?``: the trailing condition's he/she is the question's subject. Both only when no other
person is named on the other side and the gender of a known name fits. Our own wording.
"""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from story_outcome import answer, answer_or_reason

from mathcore.organs.story import conditions
from mathcore.organs.story.reader import Context

TWO = "Tom has 5 apples and Sam has 4 apples."

GOLD = [
    (f"{TWO} If Sam buys 3 more apples, how many apples does he have?", 7),
    (f"{TWO} If Tom eats 2 apples, how many apples does he have left?", 3),
    (f"{TWO} How many apples will Sam have if he buys 3 more apples?", 7),
    (f"{TWO} How many apples will Tom have if he eats 2 apples?", 3),
    (
        "Tom has 5 apples and Ann has 4 apples. If Ann buys 3 more apples, how many does she have?",
        7,
    ),
]

REFUSED = [
    # two persons in the condition: 'he' may be either
    f"{TWO} If Sam gives Tom 3 apples, how many apples does he have?",
    f"{TWO} If Sam gives him 3 apples, how many apples does he have?",
    # the question names someone itself
    f"{TWO} If Sam buys 3 more apples, how many apples does Tom give him?",
    # a possessor: 'Sam's dad' is another person
    f"{TWO} If Sam's dad buys 3 more apples, how many apples does he have?",
    f"{TWO} How many apples will Sam's dad have if he buys 3 more apples?",
    # a name after no auxiliary is no subject
    f"{TWO} How many apples does the teacher give Sam if he buys 3 more apples?",
    # two names in the question
    f"{TWO} How many apples do Sam and Tom have if he buys 3 more apples?",
]


@pytest.mark.parametrize(("text", "value"), GOLD)
def test_gold(text: str, value: int) -> None:
    assert answer(text) == value


@pytest.mark.parametrize("text", REFUSED)
def test_refused(text: str) -> None:
    assert answer(text) is None


def test_gender_that_does_not_fit_is_no_antecedent() -> None:
    text = (
        "Tom has 5 apples and Ann has 4 apples. If Ann buys 3 more apples, how many does he have?"
    )
    assert answer_or_reason(text) in ("ambiguous_reference", Fraction(5))  # he: Tom alone


def test_trailing_subject_needs_a_mentioned_person() -> None:
    from story_outcome import answer as a

    from mathcore.organs.story.clauses import split_sentences
    from mathcore.organs.story.lexemes import categorize, lexicon

    toks = split_sentences("How many apples will Sam have if he buys 3 apples?")[0][0]
    lx = list(categorize(toks, lexicon())[0])
    ctx = Context(persons=["tom"])
    conditions.trailing_subject(lx[:6], lx[7:], ctx)
    assert ctx.chain == ("", "")  # Sam never mentioned: no binding
    ctx = Context(persons=["sam"])
    conditions.trailing_subject(lx[:6], lx[7:], ctx)
    assert ctx.chain == ("he", "sam") and ctx.prev_subject == "sam"
    assert a(f"{TWO} How many apples will Sam have?") == 4


NAMES = st.sampled_from([("Omar", "Ravi"), ("Jules", "Tom"), ("Sam", "Leo")])


@settings(max_examples=30, deadline=None)
@given(NAMES, st.integers(1, 50), st.integers(1, 50), st.integers(1, 50), st.booleans())
def test_the_condition_subject_is_the_question_pronoun(
    names: tuple[str, str], a: int, b: int, c: int, trailing: bool
) -> None:
    first, second = names
    told = f"{first} has {a} cards and {second} has {b} cards."
    if trailing:
        text = f"{told} How many cards will {second} have if he buys {c} more cards?"
    else:
        text = f"{told} If {second} buys {c} more cards, how many cards will he have?"
    assert answer(text) == b + c
    swapped = text.replace(f"{second} buys", f"{second} gives {first}").replace(
        f"{second} have if he", f"{second} have if he gives {first}"
    )
    assert answer(swapped) in (None, Fraction(b - c))
