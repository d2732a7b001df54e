# ruff: noqa: E501
"""Adversarial variations, through the whole pipeline (``mathcore.solve``), of the shapes the
vocabulary round 4 rows newly answer on GSM8K train: our own wording, other names, numbers,
nouns and orders, distractors, and near misses that must refuse. Each answer is computed by
hand; ``None`` means the variation must be refused. A variation may always be refused; an
answer must be exactly the given one.
"""

from __future__ import annotations

from fractions import Fraction

import pytest
from story_outcome import check_correct_or_refused

CASES: list[tuple[str, int | Fraction | None]] = [
    # comparisons between new names
    (
        "Paddington has 25 more goats than Anais. If Anais has 70 goats, how many goats do they have in total?",
        165,
    ),
    (
        "Anais has 25 fewer goats than Paddington. If Paddington has 70 goats, how many goats do they have in total?",
        115,
    ),
    (
        "Yeon has twice as many seeds as Noa. Noa has 15 more seeds than Jamy. If Jamy has 20 seeds, how many seeds do they have together?",
        125,
    ),
    (
        "Yeon has twice as many seeds as Noa. Noa has 15 more seeds than Jamy. Jamy has 20 seeds. How many seeds does Yeon have?",
        70,
    ),
    # a past comparison after a change: which amount?
    (
        "Anais had 50 goats and sold 10 of them. Noa had twice as many goats as Anais. How many goats did Noa have?",
        None,
    ),
    (
        "Anais had 50 goats and sold 10 of them. Noa had 5 more goats than Anais. How many goats did Noa have?",
        None,
    ),
    (
        "Anais has 50 goats and sells 10 of them. Noa has twice as many goats as Anais. How many goats does Noa have?",
        80,
    ),
    # new nouns, prices and change
    (
        "Noa has $40. She bought a jumper for $12 and a vest for $9. How much money does Noa have left?",
        19,
    ),
    (
        "Jamy bought 6 tumblers for $5 each. He paid with a $50 bill. How much change will Jamy receive?",
        20,
    ),
    (
        "Jamy bought 6 tumblers for $5 each and 2 wallets for $10 each. How much did Jamy spend in all?",
        50,
    ),
    (
        "There are 5 bicycles and 3 unicycles in the garage. Each bicycle has 2 wheels and each unicycle has 1 wheel. How many wheels are there in all?",
        13,
    ),
    (
        "Kristine has 9 more CDs than Dawn. If Dawn has 6 CDs, how many CDs do they have together?",
        21,
    ),
    (
        "Kristine has 9 more DVDs than Dawn. If Dawn has 6 CDs, how many CDs do they have together?",
        None,
    ),
    (
        "Kim has 10 nail polishes. Joss has 3 more nail polishes than Kim. How many nail polishes do they have together?",
        23,
    ),
    ("Kim polishes 10 shoes. How many shoes does Kim have?", None),
    # rates with new verbs and names
    ("Noa can shuck 6 oysters in 3 minutes. How many oysters can she shuck in 1 hour?", 120),
    (
        "Amalia can read 6 pages in 3 minutes. How many minutes will it take her to read 30 pages?",
        15,
    ),
    ("Darma can eat 10 peanuts in 20 seconds. How many peanuts could she eat in 2 minutes?", 60),
    # ages with Drew
    (
        "In 4 years Sam will be twice as old as Drew. If Drew is currently 10 years old, how old is Sam?",
        24,
    ),
    ("Drew is 6 years older than Noa. If Noa is 9, how old is Drew?", 15),
    # keeping what is left
    (
        "Yanna bought 40 pears. She gave 12 pears to Zenny. She gave 8 more pears to Andrea and kept the rest. How many pears did she keep?",
        20,
    ),
    (
        "Yanna bought 40 pears. She gave 12 pears to Zenny and kept the rest. How many pears did Zenny keep?",
        None,
    ),
    (
        "Yanna bought 40 pears. She gave 12 pears to Zenny and kept the rest. Then she bought 5 more pears. How many pears did she keep?",
        None,
    ),
    ("Yanna bought 40 pears. She ate 12 pears. How many pears did she keep?", 28),
    ("Yanna bought 40 pears. She kept 12 pears. How many pears did she keep?", None),
    # however
    (
        "Tapanga and Corey have 50 candies together. However, Tapanga has 10 more candies than Corey. How many candies does Corey have?",
        20,
    ),
    (
        "Tapanga has 20 candies. However, Corey has 4 fewer candies than Tapanga. How many candies does Corey have?",
        16,
    ),
    # cutting into pieces
    (
        "Noa bought 3 pizzas. Each pizza was cut into 8 slices. She ate 5 slices. How many slices are left?",
        19,
    ),
    ("Noa bought 3 pizzas that were each cut into 6 slices. How many slices did she buy?", 18),
    ("Noa bought 3 pizzas. She cut each pizza into 8 slices. How many pizzas does she have?", None),
    (
        "Noa bought 3 pizzas and Jamy bought 2 pizzas. Noa cut each pizza into 8 slices. How many slices does Jamy have?",
        None,
    ),
    # compound number words and hyphenated fractions
    (
        "Zig wrote twenty-four books. Flo wrote thirty-six books. How many books did they write altogether?",
        60,
    ),
    (
        "Zig had 90 stamps. He gave seven-tenths of them to Flo. How many stamps does Zig have left?",
        27,
    ),
]


@pytest.mark.parametrize(("text", "answer"), CASES)
def test_variation_is_answered_correctly_or_refused(
    text: str, answer: int | Fraction | None
) -> None:
    check_correct_or_refused(text, answer)
