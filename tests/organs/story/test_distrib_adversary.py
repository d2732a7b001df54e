"""Adversarial variations of the distribution constructions through the whole pipeline
(``mathcore.solve``): each is refused or answered with the hand-computed value (None: must
refuse). Written while testing ``distrib`` and ``distrib_cat``: a change after the giving,
two groups in one giving, members told beforehand, the members asked, a second price of one
category, something else told beside the seats, a purchase beside a spending rate, a rate
over a span, giving away at a rate, a payer named."""

from __future__ import annotations

import pytest
from story_outcome import check_correct_or_refused

CASES = [
    # "from neighbors and 5 pieces from Tom": Tom gives his own (a transfer, as gain_from)
    (
        "Tom has 5 pieces of candy. Megan received 11 pieces of candy from friends and 5 "
        "pieces from Tom. How many pieces of candy does Tom have?",
        0,
    ),
    (
        "Tom has 5 pieces of candy. Megan received 11 pieces of candy from friends and 5 "
        "pieces from Tom. How many pieces of candy does Megan have?",
        16,
    ),
    (
        "Megan received 11 pieces of candy from neighbors and 5 pieces from her older sister. "
        "How many pieces of candy does her sister have?",
        None,
    ),
    (
        "Megan received 11 apples from friends and 5 pears from her sister. "
        "How many apples did Megan receive?",
        None,
    ),
    (
        "Sara has 20 marbles. She gives 5 marbles to each of her 3 friends. Then she buys 4 "
        "marbles. How many marbles does she have now?",
        9,
    ),
    (
        "Sara has 20 marbles. She gives 2 marbles to each of her 3 friends and each of her 2 "
        "sisters. How many marbles does she have left?",
        None,
    ),
    (
        "Sara has 20 marbles. Her 3 friends each have 2 marbles. She gives 5 marbles to each "
        "of her 3 friends. How many marbles does she have left?",
        None,
    ),
    (
        "Sara has 20 marbles. She gives 5 marbles to each of her 3 friends. "
        "How many marbles did each friend get?",
        5,
    ),
    (
        "At a restaurant each adult meal costs $3 and kids eat free. If a group of 12 people "
        "came in and 7 were kids and each kid meal costs $1, how much would it cost for the "
        "group to eat?",
        None,
    ),
    (
        "There are 14 students and 2 seats on each bus. 4 students are sick. "
        "How many buses are needed?",
        None,
    ),
    (
        "Luke has 27 dollars. If he only spent 3 dollars a week, how long would the money "
        "last him?",
        9,
    ),
    (
        "Luke has 27 dollars. He spent 3 dollars on a toy. If he only spent 3 dollars a week, "
        "how long would the money last him?",
        None,
    ),
    (
        "A pet shelter had 9 puppies when another 12 were brought in. If 3 puppies a day are "
        "adopted, how many puppies are left after 2 days?",
        None,
    ),
    (
        "Mike has 12 cookies. He eats 2 cookies a day for 3 days. "
        "How many days will the cookies last?",
        None,
    ),
    (
        "Mike has 12 cookies. He eats 2 cookies every 3 days. How many days will the cookies last?",
        18,
    ),
    (
        "Mike has 12 cookies. He gives 2 cookies a day to his dog. "
        "How many days will the cookies last?",
        None,
    ),
    (
        "A group with 2 adults and 5 children came in to eat. Each adult meal cost $5 and each "
        "child meal cost $2. The adults ordered 2 drinks. How much was the bill?",
        None,
    ),
]


@pytest.mark.parametrize(("text", "value"), CASES)
def test_variation(text: str, value: int | None) -> None:
    check_correct_or_refused(text, value)
