"""mawps_more: a recipe's need less what was put in (rows ``recipe_needs``, ``put_in``,
``q_need_add``). Our own wording with hand-computed answers; each guard has a refusing case;
generated stories (new names, numbers, nouns, distractors) are answered right or refused.
"""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from story_outcome import answer, answer_or_reason

GOLD = [
    (
        "Lena is making bread. The recipe wants 9 cups of flour. She already put in 4 cups. "
        "How many more cups does she need to add?",
        5,
    ),
    (
        "Omar is baking muffins. The recipe calls for 6 cups of oats and 2 cups of milk. "
        "He already put in 1 cup of oats. How many cups of oats does he need to add?",
        5,
    ),
    (
        "Omar is baking muffins. The recipe calls for 6 cups of oats and 2 cups of milk. "
        "He put in 1 cup of milk. He already put in 4 cups of oats. "
        "How many cups of oats does he need to add?",
        2,
    ),
    (
        "Lena is making soup. The recipe requires 12 cups of water. She put in 5 cups. She "
        "then put in 3 cups. How many cups does she need to add?",
        4,
    ),
]

REFUSED = [
    # the question's kind covers two needs
    "Omar is baking muffins. The recipe calls for 6 cups of oats and 2 cups of milk. "
    "He already put in 1 cup of oats. How many cups does he need to add?",
    # a bare unit put in when the recipe needs two kinds
    "Omar is baking muffins. The recipe calls for 6 cups of oats and 2 cups of milk. "
    "He already put in 1 cup. How many cups of oats does he need to add?",
    # no one baker before the recipe; two people; another person's put-in
    "The recipe wants 9 cups of flour. Lena put in 4 cups. How many more cups does Lena need "
    "to add?",
    "Lena and Omar are baking bread. The recipe wants 9 cups of flour. Lena put in 4 cups. "
    "How many more cups does Lena need to add?",
    "Lena is making bread. The recipe wants 9 cups of flour. Omar put in 4 cups. How many "
    "more cups does Lena need to add?",
    # more put in than needed; a put-in of a kind the recipe does not need
    "Lena is making bread. The recipe wants 3 cups of flour. She already put in 4 cups. "
    "How many more cups does she need to add?",
    "Lena is making bread. The recipe wants 9 cups of flour. She already put in 4 cups of "
    "sugar. How many more cups of flour does she need to add?",
    # another amount that is no put-in
    "Lena is making bread. The recipe wants 9 cups of flour. She already put in 4 cups. She "
    "has 20 eggs. How many more cups does she need to add?",
]


@pytest.mark.parametrize(("text", "want"), GOLD)
def test_gold(text: str, want: int) -> None:
    assert answer(text) == want


@pytest.mark.parametrize("text", REFUSED)
def test_refused(text: str) -> None:
    assert answer(text) is None


NAMES = [("Rosa", "she"), ("Ivan", "he"), ("Maya", "she"), ("Paul", "he")]
NOUNS = ["flour", "sugar", "rice", "milk", "oats"]


@settings(max_examples=60, deadline=None)
@given(
    st.sampled_from(NAMES),
    st.lists(st.sampled_from(NOUNS), min_size=2, max_size=2, unique=True),
    st.integers(1, 40),
    st.integers(1, 40),
    st.integers(1, 40),
    st.booleans(),
    st.booleans(),
)
def test_generated(
    who: tuple[str, str], nouns: list[str], need: int, other: int, put: int, two: bool, named: bool
) -> None:
    name, pron = who
    a, b = nouns
    needs = f"{need} cups of {a} and {other} cups of {b}" if two else f"{need} cups of {a}"
    what = f"{put} cups of {a}" if named else f"{put} cups"
    text = (
        f"{name} is baking a cake. The recipe calls for {needs}. {pron.capitalize()} already "
        f"put in {what}. How many more cups of {a} does {pron} need to add?"
    )
    got = answer_or_reason(text)
    if put > need or (two and not named):
        assert not isinstance(got, Fraction)
    else:
        assert got == need - put
