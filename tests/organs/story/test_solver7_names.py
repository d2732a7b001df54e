"""Names that are also nouns (``lexicon/story_solver7.jsonl``): ``Lily``, ``Rose``, ``Daisy``,
``Penny``, ``Olive``, ``Fern``, ``Ivy``, ``Violet``, ``Jade``, ``Bill``, ``Grant``, ``Teddy``,
``Jay`` read as names when capitalized (the lexeme layer's rule for a word with both readings,
as ``Robin`` and ``April`` already were) and as the noun (or modifier) in lower case. Each was
read as the noun, so every story naming such a person was refused."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from story_outcome import answer, pipeline_answer

GOLD = [
    ("Lily has 3 apples. How many apples does Lily have?", 3),
    ("Tom has 3 apples. Lily has 2 more apples than Tom. How many apples does Lily have?", 5),
    ("Rose bought 12 roses. She gave 3 roses to Bill. How many roses does Rose have?", 9),
    ("Tom has 4 lilies and 5 roses. How many flowers does Tom have?", 9),
    ("Penny has 20 pennies. She spends 4 pennies. How many pennies does Penny have?", 16),
    ("Rose has 5 roses. Daisy has 3 more roses than Rose. How many roses does Daisy have?", 8),
    ("Violet has 3 violet balloons and 2 red balloons. How many balloons does Violet have?", 5),
    (
        "Grant has 5 apples. Tom has twice as many apples as Grant. How many apples does Tom have?",
        10,
    ),
    ("Jay has 5 apples. He eats 2 apples. How many apples does Jay have?", 3),
]

REFUSED = [
    # Jade's and Jay's gender is not in the pack: a pronoun between two people stays open
    "Jade has 5 apples. Tom has 3 apples. He gives Jade 2 apples. How many apples does Jade have?",
    "Jay has 5 apples. Ann has 3 apples. She gives Jay 2 apples. How many apples does Jay have?",
]


@pytest.mark.parametrize(("text", "gold"), GOLD)
def test_gold(text: str, gold: int) -> None:
    assert answer(text) == gold
    assert pipeline_answer(text) == gold


@pytest.mark.parametrize("text", REFUSED)
def test_refused(text: str) -> None:
    assert answer(text) is None
    assert pipeline_answer(text) is None


@settings(max_examples=30, deadline=None)
@given(
    name=st.sampled_from(["Lily", "Rose", "Daisy", "Penny", "Bill", "Grant", "Teddy", "Olive"]),
    a=st.integers(1, 50),
    b=st.integers(1, 50),
    noun=st.sampled_from(["apples", "marbles", "cards"]),
)
def test_a_noun_name_holds_and_compares(name: str, a: int, b: int, noun: str) -> None:
    text = (
        f"Tom has {a} {noun}. {name} has {b} more {noun} than Tom. "
        f"How many {noun} does {name} have?"
    )
    assert answer(text) == a + b
