# ruff: noqa: E501
"""``What is the total number of ...?`` / ``Calculate the total number of ...`` read as the
how-many question they restate (``questions_what``): gold rows in our own words, adversarial
look-alikes that ask another thing (refused), and one test per guard of ``what_at``,
``what_order`` and ``quick``."""

from __future__ import annotations

from fractions import Fraction

import pytest
from story_outcome import answer, answer_or_reason, pipeline_answer

from mathcore.organs.story.clauses import split_sentences
from mathcore.organs.story.frames import QUESTIONS
from mathcore.organs.story.lexemes import categorize, lexicon
from mathcore.organs.story.questions_what import (
    PCT_QUESTIONS,
    WHAT_QUESTIONS,
    quick,
    what_at,
    what_order,
)
from mathcore.organs.story.reader import quick_check

GOLD = [
    # counts held: the same target as "How many stickers do they have (in total)?"
    (
        "Maya has 12 stickers. Leo has 9 stickers. What is the total number of stickers they have?",
        21,
    ),
    (
        "Maya has 12 stickers. Leo has 9 stickers. What's the total number of stickers Maya and Leo have?",
        21,
    ),
    (
        "Maya has 12 stickers. Leo has 9 stickers. What was the total number of stickers that Maya had?",
        12,
    ),
    (
        "Maya has 12 stickers. Leo has 9 stickers. Ann has 4 stickers. What is the total number of stickers Maya and Leo have?",
        21,
    ),
    (
        "Maya has 12 stickers. Leo has 9 stickers. Ann has 4 stickers. What is the total number of stickers they have?",
        25,
    ),
    (
        "Maya has 12 red stickers and 5 blue stickers. What is the total number of stickers Maya has?",
        17,
    ),
    (
        "Maya has 12 red stickers and 5 blue stickers. What is the total number of red stickers Maya has?",
        12,
    ),
    ("Maya has 3 boxes. Each box has 6 pens. What is the total number of pens Maya has?", 18),
    (
        "Maya had 20 marbles. She gave 5 marbles to Leo. What is the number of marbles Maya has left?",
        15,
    ),
    (
        "Maya had 12 stickers. She gave 5 stickers to Leo. What was the total number of stickers Maya had at first?",
        12,
    ),
    # counts of one action: "How many apples did Maya pick?"
    (
        "Maya picked 14 apples. Then she picked 6 more apples. What is the total number of apples Maya picked?",
        20,
    ),
    (
        "Maya picked 14 apples. Leo picked 6 apples. Calculate the total number of apples they picked.",
        20,
    ),
    (
        "Maya picked 14 apples. Leo picked 6 apples. Find the total number of apples Maya and Leo picked.",
        20,
    ),
    (
        "Maya had 20 marbles. She gave 5 marbles to Leo. What is the total number of marbles that Maya gave to Leo?",
        5,
    ),
    (
        "Maya picked 14 apples. Leo picked 6 apples. What would be the total number of apples Maya picked if she picked 3 more apples?",
        17,
    ),
    # a place: "How many books are there on the shelf?"
    (
        "There are 14 books on the shelf. Sam puts 6 more books on the shelf. What is the total number of books on the shelf?",
        20,
    ),
    ("Maya has 12 stickers. Leo has 9 stickers. What is the total number of stickers?", 21),
    ("Maya has 3 dogs. Each dog has 4 legs. What is the total number of legs?", 12),
    # a condition first, and an order as the last sentence
    (
        "Maya has 12 stickers. Leo has 9 stickers. If Maya buys 3 more stickers, what is the total number of stickers they have?",
        24,
    ),
    (
        "Maya has 12 stickers and Leo has 9 stickers. If Maya buys 3 more stickers, calculate the total number of stickers they have together.",
        24,
    ),
    # money: "How much money does Maya have left?", "How much money did Maya spend?"
    ("Maya had $20. She spent $5 on a kite. What is the amount of money Maya has left?", 15),
    (
        "Maya had $20. She spent $5 on a kite and $3 on a ball. What is the total amount of money Maya spent?",
        8,
    ),
    (
        "Maya had $20. She spent $5 on a kite and $3 on a ball. What is the total amount Maya spent?",
        8,
    ),
    ("Maya bought 3 pizzas for $8 each. What was the total amount she paid for the pizzas?", 24),
    ("A pen costs $3. What is the total cost of 4 pens?", 12),
    ("Tom bought 5 apples for $2 each. What is the total cost of 5 apples?", 10),
    ("Tom has 5 boxes. Each box has 4 apples. What is the total number of boxes Tom has?", 5),
]

REFUSE = [
    # the asked noun is no kind the story counts
    "Maya has 3 dogs. What is the total number of legs?",
    "Maya has 3 dogs. What is the total number of legs the dogs have?",
    "Maya has 12 stickers. Leo has 9 stickers. What is the total number of stickers in the box?",
    "Maya picked 14 apples. Leo picked 6 pears. What is the total number of fruits they picked?",
    # a holder the story never names
    "Maya picked 14 apples. Leo picked 6 apples. What is the total number of apples Leo and Ann picked?",
    # 'they' without a total: no single antecedent, as in "How many apples did they pick?"
    "Maya picked 14 apples. Leo picked 6 apples. What is the number of apples they picked?",
    # another quantity than a total of the asked kind
    "A pen costs $3. Maya buys 4 pens. What is the price of each pen?",
    "Maya has 12 stickers. Leo has 9 stickers. What is the difference between the number of stickers they have?",
    "Maya has 12 stickers. Leo has 9 stickers. What is the average number of stickers they have?",
    "Maya has 12 stickers. Leo has 9 stickers. What percentage of the stickers does Maya have?",
    "Maya has 12 stickers. Leo has 9 stickers. What is the total weight of the stickers?",
    "Maya has 12 stickers. Leo has 9 stickers. What is twice the total number of stickers they have?",
    "Maya has 12 stickers and 4 cards. What is the total number of stickers and cards Maya has?",
    "Maya bought 3 pizzas for $8 each and 2 cakes for $5 each. What was the total amount she paid for the pizzas?",
    # a scope the question adds (a day, a span, a time still to come)
    "Maya picked 14 apples on Monday and 6 apples on Tuesday. What is the total number of apples Maya picked on Monday?",
    "Maya picked 14 apples. Leo picked 6 apples. What is the total number of apples Maya picked in 3 days?",
    "Maya has 12 stickers. She will buy 5 stickers tomorrow. What is the total number of stickers Maya has now?",
    # an amount given away, asked as the receiver's (never told what Leo had)
    "Maya had 12 stickers. She gave 5 stickers to Leo. What is the total number of stickers Leo has?",
    # a share per part, a comparison, a rate over a span, 'each' / 'both', two kinds, a time
    # clause, a place the story never names, a price of another kind
    "Tom has 12 apples. He shares them equally among 4 friends. What is the number of apples each friend gets?",
    "Tom has 5 apples. Ann has 3 apples. What is the number of apples Tom has more than Ann?",
    "Tom has 12 apples. He eats 2 apples a day. What is the total number of apples Tom eats in a week?",
    "Tom has 5 apples. Ann has 3 apples. What is the total number of apples each has?",
    "Tom has 5 apples. Ann has 3 apples. What is the total number of apples both have?",
    "Tom has 5 apples and 4 pears. What is the total number of apples and pears Tom has?",
    "Tom has 5 apples. Ann has 3 apples. What was the number of apples Tom had before Ann came?",
    "Tom has 5 boxes. Each box has 4 apples. What is the total number of boxes of apples?",
    "Tom has 5 apples. What is the total number of apples Tom has in the basket?",
    "Tom bought 5 apples for $2 each. What is the total cost of the apples?",
    "A pen costs $3. What is the total cost of 4 pencils?",
    # an order that is not the last sentence, or not ended
    "Maya has 12 stickers. Calculate the total number of stickers Maya has. Leo has 9 stickers.",
    "Maya has 12 stickers. Leo has 9 stickers. Calculate the total number of stickers they have",
]


@pytest.mark.parametrize(("text", "value"), GOLD)
def test_gold(text: str, value: int) -> None:
    assert answer(text) == value
    assert pipeline_answer(text) == value


@pytest.mark.parametrize("text", REFUSE)
def test_refused(text: str) -> None:
    assert answer(text) is None, answer_or_reason(text)
    assert pipeline_answer(text) is None


def _lexemes(sentence: str) -> list[object]:
    toks, _ = split_sentences(sentence)[0]
    return list(categorize(toks, lexicon())[0])


@pytest.mark.parametrize(
    ("question", "at"),
    [
        ("What is the total number of apples Tom has?", [0]),
        ("What's the number of apples Tom has?", [0]),
        ("Calculate the total number of apples Tom has.", [0]),
        ("If Tom has 3 apples, what is the total number of apples?", [6]),
        # 'what' not at the start nor after a comma
        ("If Tom has 3 apples what is the total number of apples?", []),
        # 'what' not followed by a copula; 'calculate' not followed by 'the'
        ("What number of apples does Tom have?", []),
        ("Calculate how many apples Tom has.", []),
        # two openings
        ("What is the number of apples, what is the number of pears?", []),
    ],
)
def test_what_at(question: str, at: list[int]) -> None:
    assert what_at(_lexemes(question)) == at


@pytest.mark.parametrize(
    ("sentence", "last", "order"),
    [
        ("Calculate the total number of apples Tom has.", True, True),
        ("Find the number of apples Tom has.", True, True),
        ("Calculate the total number of apples Tom has.", False, False),  # not the last
        ("What is the total number of apples Tom has.", True, False),  # no order word
        ("Calculate the total.", True, False),  # too short to ask a number
        ("Tom has 3 apples and 4 pears.", True, False),  # no opening
    ],
)
def test_what_order(sentence: str, last: bool, order: bool) -> None:
    assert what_order(_lexemes(sentence), last) is order


def test_what_order_needs_a_period() -> None:
    lx = _lexemes("Calculate the total number of apples Tom has?")
    assert what_order(lx, True) is False


@pytest.mark.parametrize(
    ("text", "passes"),
    [
        ("Tom has 3 apples. What is the total number of apples he has?", True),
        ("Tom has 3 apples. What's the number of apples he has?", True),
        ("Tom has $3. What is the total amount he spent?", True),
        ("A pen costs $3. What is the total cost of 4 pens?", True),
        ("Tom has 3 apples. Calculate the number of apples he has.", True),
        ("Tom has 3 apples. Find the number of apples he has.", True),
        # an opening without a noun, a noun without an opening
        ("Tom has 3 apples. What is the price of an apple?", False),
        ("The number of apples Tom has is 3. Is that a lot?", False),
        ("Tom has 3 apples. What is twice the number of apples he has?", False),
    ],
)
def test_quick(text: str, passes: bool) -> None:
    assert quick(text.lower()) is passes
    assert quick_check(text) is passes


def test_rows_restate_existing_rows() -> None:
    """Every row carries the name and template of a how-many row of the table."""
    pct = set(PCT_QUESTIONS.strip().splitlines())
    mine = [line.split(" | ") for line in WHAT_QUESTIONS.splitlines() if line not in pct]
    assert mine and all(len(parts) == 3 for parts in mine)
    assert pct and all(line in WHAT_QUESTIONS.splitlines() for line in pct)
    assert all(" | ask=percent" in line for line in pct)  # the one new ask: questions_what_pct
    how = {name: tmpl for name, elems, tmpl in QUESTIONS if elems.split()[0] == "how"}
    for name, _, tmpl in mine:
        assert name in how, name
        slots = dict(pair.split("=", 1) for pair in tmpl.split())
        assert slots == how[name], name


def test_answers_are_exact() -> None:
    got = answer("Maya had $20. She spent $5 on a kite. What is the amount of money Maya has left?")
    assert isinstance(got, Fraction) and got == 15
