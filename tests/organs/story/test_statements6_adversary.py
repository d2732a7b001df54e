# ruff: noqa: E501
"""Hand-written variations of the statements-6 constructions through the whole pipeline:
each is answered with its hand-computed value or refused (None: must refuse)."""

from __future__ import annotations

import pytest
from story_outcome import check_correct_or_refused

VARIATIONS: list[tuple[str, int | None]] = [
    (
        "Tom sold 40 cakes on Monday. On Tuesday, Ann sold twice that many. How many cakes did Tom sell?",
        40,
    ),
    (
        "Tom sold 40 cakes on Monday. On Tuesday, Ann sold twice that many. How many cakes did Ann sell?",
        80,
    ),
    (
        "Tom sold 40 cakes on Monday. On Tuesday, Ann sold twice that many. How many cakes did they sell?",
        120,
    ),
    (
        "There are 14 chickens in the yard. Tom has twice that many chickens. How many chickens are there?",
        None,
    ),
    (
        "There are 14 chickens in the yard. Tom has twice that many chickens. How many chickens does Tom have?",
        28,
    ),
    (
        "Lina picks 30 apples on Monday. On Tuesday, she gives half as many apples to Tom as she did on "
        "Monday. How many apples does Lina have?",
        None,
    ),
    (
        "Tom has 12 apples. Ann has twice that many. Tom gives 2 apples to Ann. How many apples does Ann have?",
        26,
    ),
    ("Tom had 12 apples. He ate 4. Ann has twice that many. How many apples does Ann have?", None),
    (
        "Tom bought 12 apples on Monday. On Tuesday, he bought 3 more apples than on Monday. How many "
        "apples did Tom buy?",
        27,
    ),
    (
        "Tom bought 12 apples on Monday. On Tuesday, he bought 3 more than on Monday. He ate 5 apples. How "
        "many apples does Tom have?",
        22,
    ),
    (
        "Tom had 12 apples. He bought 12 apples on Monday. On Tuesday, he bought 3 more than on Monday. How "
        "many apples does Tom have?",
        39,
    ),
    (
        "Anna has 3 times as many toys as Mandy and 2 fewer toys than Amanda. Amanda has 20 toys. How many "
        "toys does Mandy have?",
        6,
    ),
    (
        "Anna has 3 times as many toys as Mandy and 2 more toys than Amanda. Amanda has 20 toys. How many "
        "toys does Mandy have?",
        None,
    ),
    (
        "Madeline has $48 and her brother has half as much. Her brother spends $4. How much money does her "
        "brother have?",
        20,
    ),
    (
        "Mary has 400 sheep. She gave a quarter of her sheep to her sister, and half of the remaining sheep "
        "to her brother. How many sheep did she give away?",
        250,
    ),
    (
        "Stefan, Vail, and Aiguo collected seashells. Stefan collected 5 seashells. Vail collected 3 "
        "seashells. How many seashells did they collect?",
        None,
    ),
    (
        "Tom, Ann, and Bo have some money. Tom has $5. Ann has $3. Bo has $2. How much money do they have in total?",
        10,
    ),
    (
        "Tom, Ann, and Bo have some money. Tom has $5. Ann has $3. How much money do they have in total?",
        None,
    ),
    (
        "Ian had 20 roses. He gave 6 roses to his mother, 9 roses to his sister, and 4 roses to his brother. "
        "How many roses did he give away?",
        19,
    ),
    (
        "Kofi bought 15 stamps last week. This week, he bought twice as many stamps as he did last week. How "
        "many stamps did Kofi buy?",
        45,
    ),
]


@pytest.mark.parametrize(("text", "answer"), VARIATIONS)
def test_variation_answered_correctly_or_refused(text: str, answer: int | None) -> None:
    check_correct_or_refused(text, answer)
