"""mawps_eq5_cost: one buyer's spendings summed, asked with ``what``
(``organs/story/mawps_eq5_cost.py``).

Our own wording with hand-computed answers; every guard has a refusing case, and generated
stories (new names, amounts, things, orders) are answered right or refused.
"""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from story_outcome import answer

from mathcore.organs.story import mawps_eq5_cost

GOLD = [
    (
        "Tom spent $4.50 on a ball, and a book cost him $3.25. What was the total cost of "
        "Tom's purchases?",
        Fraction(31, 4),
    ),
    (
        "Nancy spent $2.10 on a pen, $1.40 on paper, and a bag cost her $6. Nancy also found "
        "a dollar bill on the ground. What was the total cost of Nancy's purchases?",
        Fraction(19, 2),
    ),
    (
        "Fred got fast food for dinner. Fred spent $3.20 on a hotdog and $2.05 on a salad. "
        "He paid with a 20 dollar bill. What was the total of the dinner bill?",
        Fraction(21, 4),
    ),
    (
        "Sara got food for lunch . Sara spent $ 1.50 on soup and $ 2 on a salad . What was "
        "the total of the lunch bill ?",
        Fraction(7, 2),
    ),
]

REFUSED = [
    # another person's purchase
    "Tom spent $4.50 on a ball, and a book cost Sara $3.25. What was the total cost of "
    "Tom's purchases?",
    "Tom spent $4.50 on a ball. Sara spent $3.25 on a book. What was the total cost of "
    "Tom's purchases?",
    # a pronoun of the other gender
    "Tom spent $4.50 on a ball, and a book cost her $3.25. What was the total cost of "
    "Tom's purchases?",
    # a money event that is neither a spending nor an idle one
    "Tom spent $4.50 on a ball. He earned $3 washing cars. What was the total cost of "
    "Tom's purchases?",
    # the bill of another meal than told
    "Fred got fast food for dinner. Fred spent $3.20 on a hotdog and $2.05 on a salad. "
    "What was the total of the lunch bill?",
    # one spending only: nothing to total
    "Tom spent $4.50 on a ball. What was the total cost of Tom's purchases?",
    # a thing the pack does not know
    "Tom spent $4.50 on a zorblax, and a book cost him $3.25. What was the total cost of "
    "Tom's purchases?",
    # a thing with a scope: part of another meal, or of another time
    "Fred got fast food for lunch. Fred spent $3.20 on a hotdog and $2.05 on salad for "
    "dinner. What was the total of the lunch bill?",
    "Fred got fast food for lunch. Fred spent $3.20 on a hotdog and $2.05 on dinner. "
    "What was the total of the lunch bill?",
    "Tom spent $4.50 on a ball yesterday, and a book cost him $3.25. What was the total "
    "cost of Tom's purchases?",
    # the asked buyer is not the one told
    "Tom spent $4.50 on a ball, and a book cost him $3.25. What was the total cost of "
    "Dan's purchases?",
    # a cent fraction is no price
    "Tom spent $4.505 on a ball, and a book cost him $3.25. What was the total cost of "
    "Tom's purchases?",
]


@pytest.mark.parametrize(("text", "want"), GOLD)
def test_gold(text: str, want: Fraction) -> None:
    assert answer(text) == want


@pytest.mark.parametrize("text", REFUSED)
def test_refused(text: str) -> None:
    assert answer(text) is None


def test_cue_is_cheap_and_necessary() -> None:
    assert not mawps_eq5_cost.cue("Tom has 5 apples. How many apples does Tom have?")
    for text, _ in GOLD:
        assert mawps_eq5_cost.cue(text)
        assert mawps_eq5_cost.read_cost(text) is not None


CENTS = st.integers(min_value=1, max_value=9999)


@settings(max_examples=60, deadline=None)
@given(
    amounts=st.lists(CENTS, min_size=2, max_size=4),
    who=st.sampled_from([("Tom", "him"), ("Sara", "her"), ("Jason", "him"), ("Joan", "her")]),
    things=st.permutations(["a ball", "a book", "a pen", "a bag"]),
)
def test_generalizes(amounts: list[int], who: tuple[str, str], things: list[str]) -> None:
    name, obj = who
    money = [f"${c // 100}.{c % 100:02d}" for c in amounts]
    listed = [f"{money[0]} on {things[0]}"] + [
        f"{m} on {t}" for m, t in zip(money[1:-1], things[1 : len(amounts) - 1], strict=True)
    ]
    last = f"{things[len(amounts) - 1]} cost {obj} {money[-1]}"
    text = (
        f"{name} spent {', '.join(listed)}, and {last}. "
        f"What was the total cost of {name}'s purchases?"
    )
    assert answer(text) == Fraction(sum(amounts), 100)
