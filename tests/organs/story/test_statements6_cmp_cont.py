"""cmp_cont (issue 8, statements 6): a second comparison of the same holder with no subject
and verb (``Anna has 3 times as many toys as Mandy and 2 fewer toys than Amanda``). Our own
wording, hand-computed answers; every guard has a refusing case; hypothesis varies names,
nouns, numbers, connectors and the two comparisons.
"""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from story_outcome import answer, answer_or_reason, check_correct_or_refused

GOLD = [
    # same_*: once as many (a holding or an action)
    ("Tom has 5 apples. Ann has as many apples as Tom. How many apples does Ann have?", 5),
    (
        "Tom has 5 apples. Ann has the same number of apples as Tom. How many apples do Tom "
        "and Ann have?",
        10,
    ),
    (
        "Tom picked 5 apples. Ann picked as many apples as Tom did. How many apples did Tom and "
        "Ann pick?",
        10,
    ),
    ("Ann picked as many apples as Tom. Tom picked 5 apples. How many apples did Ann pick?", 5),
    # cmpc_much: another holder's money as a multiple of the money held right before
    ("Madeline has $48 and her brother has half as much. How much do they have together?", 72),
    (
        "Madeline has $48 and Tom has $10 and Ann has twice as much. How much money does Ann have?",
        20,
    ),
    (
        "Anna has 3 times as many toys as Mandy and 2 fewer toys than Amanda. Mandy has 6 toys. "
        "How many toys does Amanda have?",
        20,
    ),
    (
        "Anna has 3 times as many toys as Mandy and 2 fewer than Amanda. Mandy has 6 toys. "
        "How many toys does Amanda have?",
        20,
    ),
    (
        "Anna has 3 times as many toys as Mandy, but 4 more toys than Amanda. Mandy has 6 toys. "
        "How many toys does Amanda have?",
        14,
    ),
    (
        "Lorin has 4 black marbles. Jimmy has 22 yellow marbles. Alex had twice as many black "
        "marbles as Lorin and one half as many yellow marbles as Jimmy. How many marbles does "
        "Alex have?",
        19,
    ),
    (
        "Anna has 3 times as many toys as Mandy, and twice as many toys as Amanda. Mandy has 6 "
        "toys. How many toys does Amanda have?",
        9,
    ),
    (
        "Anna has 3 times as many toys as Mandy and 2 fewer pens than Amanda. Mandy has 6 toys. "
        "Amanda has 10 pens. How many pens does Anna have?",
        8,
    ),
]

REFUSED = [
    # same_*: another kind, itself, another verb
    "Tom has 5 apples. Ann has as many pears as Tom. How many pears does Ann have?",
    "Tom has 5 apples. Ann has as many apples as Ann. How many apples does Ann have?",
    "Tom picked 5 apples. Ann ate as many apples as Tom. How many apples did Ann eat?",
    # cmpc_much: no money right before, another sentence, an action before, the same holder
    "Madeline has 48 apples and her brother has half as much. How many apples does her "
    "brother have?",
    "Madeline has $48. Her brother has half as much. How much money does her brother have?",
    "Madeline spent $48 and her brother has half as much. How much money does her brother have?",
    "Madeline has $48 and she has half as much. How much money does she have?",
    # nothing compared before it in the sentence
    "Anna has 5 toys and 2 fewer toys than Amanda. How many toys does Amanda have?",
    # another sentence: no clause of its own sentence to continue
    "Anna has 3 times as many toys as Mandy. And twice as many toys as Amanda. Mandy has 6 "
    "toys. How many toys does Amanda have?",
    # compared with itself
    "Anna has 3 times as many toys as Mandy and 2 fewer toys than Anna. Mandy has 6 toys. "
    "How many toys does Anna have?",
    # told twice, disagreeing
    "Anna has 3 times as many toys as Mandy and 2 fewer toys than Mandy. Mandy has 6 toys. "
    "How many toys does Anna have?",
    # 'one' before a multiplier that is no part
    "Lorin has 4 black marbles. Jimmy has 22 yellow marbles. Alex had twice as many black "
    "marbles as Lorin and one twice as many yellow marbles as Jimmy. How many marbles does "
    "Alex have?",
    # the other holder is not told
    "Anna has 3 times as many toys as Mandy and 2 fewer toys than Amanda. How many toys does "
    "Amanda have?",
]


@pytest.mark.parametrize(("text", "gold"), GOLD)
def test_gold(text: str, gold: int) -> None:
    assert answer(text) == Fraction(gold)
    check_correct_or_refused(text, gold)


@pytest.mark.parametrize("text", REFUSED)
def test_refused(text: str) -> None:
    assert answer(text) is None, answer_or_reason(text)
    check_correct_or_refused(text, None)


NAMES = ["Lena", "Omar", "Priya", "Kofi", "Mateo", "Yuki"]
THINGS = st.sampled_from(["rocks", "shells", "stamps", "cards", "coins"])


@settings(max_examples=40, deadline=None)
@given(
    st.permutations(NAMES),
    THINGS,
    st.integers(2, 5),
    st.integers(1, 20),
    st.integers(1, 9),
    st.sampled_from([" and", ", and", ", but", " but"]),
    st.booleans(),
)
def test_cmp_cont_varied(
    names: list[str], things: str, m: int, n: int, d: int, joint: str, more: bool
) -> None:
    a, b, c = names[:3]
    word = "more" if more else "fewer"
    text = (
        f"{a} has {m} times as many {things} as {b}{joint} {d} {word} {things} than {c}. "
        f"{b} has {n} {things}. How many {things} does {c} have?"
    )
    held = m * n
    right = held - d if more else held + d
    check_correct_or_refused(text, right if right >= 0 else None)
    if right >= 0:
        assert answer(text) == right
