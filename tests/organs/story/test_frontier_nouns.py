# ruff: noqa: E501
"""Nouns of ``lexicon/story_frontier.jsonl`` (``paint``, ``purchases``, ``wrap``): words the pack had as
verbs only; as nouns they are read in kind phrases, and their verb uses read as before."""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from story_outcome import answer, check_correct_or_refused

from mathcore.organs.story.lexemes import lexicon


@pytest.mark.parametrize("form", ["paint", "paints", "purchase", "purchases"])
def test_forms_are_nouns_and_keep_their_verb(form: str) -> None:
    e = lexicon().entries[form]
    assert e.noun == form.removesuffix("s")
    assert e.verb is not None or e.frame is not None  # the verb use is kept


def test_gift_wrap_is_a_noun() -> None:
    assert lexicon().entries["wrap"].noun == "wrap"
    text = "Nora needs to sell 30 rolls of gift wrap. She has sold 4 rolls to her aunt and 6 rolls to a neighbor. How many more rolls of gift wrap does Nora need to sell?"
    assert answer(text) == 20


def test_containers_of_paint_at_a_price() -> None:
    assert answer("Ann bought 3 cans of paint for $12 each. How much did Ann spend?") == 36


def test_a_part_of_money_spent_on_purchases() -> None:
    assert (
        answer(
            "Ann has $60. She spends a third of her money on purchases. How much money does she have left?"
        )
        == 40
    )


def test_the_verb_still_reads() -> None:
    assert (
        answer("Tom had 10 apples. He purchased 4 more apples. How many apples does Tom have?")
        == 14
    )


@settings(max_examples=30, deadline=None)
@given(st.integers(1, 9), st.integers(1, 30), st.integers(1, 9), st.integers(1, 30))
def test_paint_beside_other_things(n: int, p: int, m: int, q: int) -> None:
    text = f"Marc bought {n} model cars that cost ${p} each and {m} bottles of paint that cost ${q} each. How much did Marc spend in total?"
    assert answer(text) == n * p + m * q


VARIATIONS: list[tuple[str, int | Fraction | None]] = [
    (
        "Dora bought 4 jars of paint that cost $5 each and 2 brushes that cost $3 each. How much did Dora spend in total?",
        26,
    ),
    (
        "Dora bought 4 jars of paint that cost $5 each and 2 brushes that cost $3 each. How many jars of paint did Dora buy?",
        4,
    ),
    ("Dora bought 4 jars of paint that cost $5 each. How many brushes did Dora buy?", None),
    (
        "Dora has $50. She spends half of her money on a bike and a quarter of what she has left on purchases. How much money does she have left?",
        Fraction(75, 4),
    ),
    (
        "Dora has $48. She spends half of her money on a game and a quarter of what she has left on purchases. How much money does she have left?",
        18,
    ),
    ("Dora paints 3 fences. She buys 2 cans of paint. How many cans of paint does Dora have?", 2),
]


@pytest.mark.parametrize(("text", "expected"), VARIATIONS)
def test_variation_is_answered_correctly_or_refused(
    text: str, expected: int | Fraction | None
) -> None:
    check_correct_or_refused(text, expected)
