"""coord (issue 8): a rate of ``a baker`` asked of ``he`` is a rate of one asked of one.

``gsm_rates_priced.same_number`` refuses a rate of one doer asked of many (``A bird eats 7
berries a day. How many berries do the birds eat?``); a question that names the holder only
by a subject pronoun carried no number and refused too. ``he``/``she``/``it`` now count as one,
``they`` as many. Our own wording, hand-computed answers.
"""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from story_outcome import answer, answer_or_reason

from mathcore.organs.story.gsm_rates_priced import _pronoun_number

GOLD = [
    ("A baker makes 12 cakes a day. How many cakes does he make in 2 weeks?", 168),
    ("A baker makes 12 cakes a day. How many cakes does she make in 3 days?", 36),
]

REFUSED = [
    # one bird's rate asked of 'they' (many) or of 'the birds'
    "A bird eats 7 berries a day. How many berries do they eat in 4 days?",
    "A bird eats 7 berries a day. How many berries do the birds eat in 4 days?",
    # the birds' rate asked of 'it' (one)
    "The birds eat 7 berries a day. How many berries does it eat in 4 days?",
]


@pytest.mark.parametrize(("text", "value"), GOLD)
def test_gold(text: str, value: int) -> None:
    assert answer(text) == Fraction(value)


@pytest.mark.parametrize("text", REFUSED)
def test_refused(text: str) -> None:
    assert answer_or_reason(text) == "question_target_unbound"


def test_pronoun_number() -> None:
    assert _pronoun_number("s1[0-5]: How many does he make?") == {False}
    assert _pronoun_number("s1[0-5]: How many do they make?") == {True}
    assert _pronoun_number("s1[0-5]: How many does the baker make?") == set()


NOUNS = st.sampled_from([("baker", "cakes", "makes", "make"), ("farmer", "eggs", "sells", "sell")])


@settings(max_examples=20, deadline=None)
@given(NOUNS, st.integers(1, 40), st.integers(1, 9), st.sampled_from(["he", "she"]))
def test_generalizes(noun: tuple[str, str, str, str], n: int, days: int, pron: str) -> None:
    who, things, verb, lemma = noun
    text = (
        f"A {who} {verb} {n} {things} a day. How many {things} does {pron} {lemma} in {days} days?"
    )
    got = answer(text)
    assert got is None or got == n * days
