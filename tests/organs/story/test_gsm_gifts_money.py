"""gsm_gifts: a receiver whose first mention is a gift, then spent, starts from none.

Every refusal test reads the story totally first, so it fails if its guard is removed.
"""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from mathcore.organs.base import ReaderRefusal, SolverRefusal
from mathcore.organs.story.organ import StoryOrgan

ORGAN = StoryOrgan()


def answer(text: str) -> Fraction | str:
    setup = ORGAN.read(text)
    assert not isinstance(setup, ReaderRefusal), setup
    out = ORGAN.solve(setup)
    if isinstance(out, SolverRefusal):
        return out.reason
    return Fraction(out.value)


SPENT = "Wyatt's mother gave him $74. Wyatt bought 5 books that cost $5 each."


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # the lead's decision: the gift is all the receiver has, then spent
        (f"{SPENT} How much money does Wyatt have left?", 49),
        (
            "Reggie's father gave him $48. Reggie bought 5 pens, each of which cost $2. "
            "How much money does Reggie have left?",
            38,
        ),
        (
            "Clare's mother gave her $47 to go to the store. Clare bought 4 loaves of bread "
            "and 2 cartons of milk. Each loaf of bread cost $2 and each carton of milk cost $2. "
            "How much money does Clare have left?",
            35,
        ),
        (
            "Omar's aunt gave him 25 cookies. Omar ate 7 cookies. "
            "How many cookies does Omar have left?",
            18,
        ),
        (
            "Wyatt's mother gave 30 apples to him. Wyatt gave 4 apples to Ann. "
            "How many apples does Wyatt have now?",
            26,
        ),
        # renamed
        (
            "Priya's grandfather gave her $90. Priya bought 6 books that cost $7 each. "
            "How much money does Priya have left?",
            48,
        ),
        # a distractor sentence about someone else
        (
            f"{SPENT} Wyatt's sister has 3 pens. How much money does Wyatt have left?",
            49,
        ),
        # an earlier amount stated: it is added, not replaced
        (
            f"Wyatt had $10. {SPENT} How much money does Wyatt have left?",
            59,
        ),
        # an acquirer who acts already started from none (unchanged convention)
        (
            "Wyatt received $74 from his mother. Wyatt bought 5 books that cost $5 each. "
            "How much money does Wyatt have left?",
            49,
        ),
    ],
)
def test_gift_then_spent_is_answered(text: str, expected: int) -> None:
    assert answer(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        # the question asks about the giver
        f"{SPENT} How much money does Wyatt's mother have left?",
        # the question does not ask the amount after the changes (past, no "left" / "now")
        f"{SPENT} How much money did Wyatt have?",
        # an earlier-amount word in the story
        "Wyatt's mother gave him $74. Wyatt already bought 5 books that cost $5 each. "
        "How much money does Wyatt have left?",
        "Wyatt had some money. Wyatt's mother gave him $74. Wyatt bought 5 books that cost "
        "$5 each. How much money does Wyatt have left?",
        # the gift is not the receiver's first mention of money
        "Wyatt has $5 more than Ann. Wyatt's mother gave him $74. Wyatt bought 5 books that "
        "cost $5 each. How much money does Wyatt have left?",
        # a purchase before the gift was paid with money the story never states
        "Wyatt bought 5 books that cost $5 each. Wyatt's mother gave him $74. Wyatt bought 2 "
        "pens that cost $1 each. How much money does Wyatt have left?",
        # a gift never spent: what the receiver had is not told (the adversary tests pin it)
        "Wyatt's mother gave him $74. How much money does Wyatt have now?",
        "Sam has 5 apples. He gave 2 apples to Tom. How many apples does Tom have?",
    ],
)
def test_guard_branches_refuse(text: str) -> None:
    assert answer(text) == "unbound_quantity"


NAMES = st.sampled_from(["Wyatt", "Omar", "Lucas", "Ben", "Reggie", "Felix", "Joe"])
GIVERS = st.sampled_from(["mother", "father", "uncle", "grandfather", "aunt"])
ITEMS = st.sampled_from(["books", "pens", "notebooks", "melons"])


@settings(max_examples=40, deadline=None)
@given(
    NAMES,
    GIVERS,
    ITEMS,
    st.integers(20, 200),
    st.integers(1, 9),
    st.integers(1, 9),
    st.booleans(),
)
def test_generalizes(
    name: str, giver: str, item: str, money: int, count: int, price: int, distract: bool
) -> None:
    text = (
        f"{name}'s {giver} gave him ${money}. {name} bought {count} {item} that cost "
        f"${price} each. "
        + ("Ann has 4 apples. " if distract else "")
        + f"How much money does {name} have left?"
    )
    left = money - count * price
    expected: Fraction | str = Fraction(left) if left >= 0 else "negative_quantity"
    assert answer(text) == expected


@settings(max_examples=25, deadline=None)
@given(NAMES, st.integers(20, 200), st.integers(1, 9), st.integers(1, 9), st.integers(1, 50))
def test_earlier_amount_is_added(name: str, money: int, count: int, price: int, had: int) -> None:
    text = (
        f"{name} had ${had}. {name}'s mother gave him ${money}. {name} bought {count} books "
        f"that cost ${price} each. How much money does {name} have left?"
    )
    left = had + money - count * price
    expected: Fraction | str = Fraction(left) if left >= 0 else "negative_quantity"
    assert answer(text) == expected


@settings(max_examples=20, deadline=None)
@given(NAMES, st.integers(20, 200), st.integers(1, 9), st.integers(1, 9))
def test_giver_asked_refuses(name: str, money: int, count: int, price: int) -> None:
    text = (
        f"{name}'s mother gave him ${money}. {name} bought {count} books that cost ${price} "
        f"each. How much money does {name}'s mother have left?"
    )
    assert answer(text) == "unbound_quantity"
