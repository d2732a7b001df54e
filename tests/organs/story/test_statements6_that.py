"""that_cmp (issue 8, statements 6): an amount told as a multiple of the amount told right
before it (``twice that many``, ``3 times that much``, ``half that number of cakes``, ``and
twice that many in the barn``). Our own wording, hand-computed answers; every guard has a
refusing case; hypothesis varies names, numbers, nouns, verbs and multipliers.
"""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from story_outcome import answer, answer_or_reason, check_correct_or_refused

GOLD = [
    ("Tom has 12 apples. Ann has twice that many. How many apples does Ann have?", 24),
    (
        "Tom has 12 apples. Ann has twice that many apples. How many apples do they have "
        "altogether?",
        36,
    ),
    (
        "Tom sold 40 cakes on Monday. On Tuesday, he sold half that many. How many cakes did "
        "Tom sell?",
        60,
    ),
    (
        "Tom sold 40 cakes on Monday. On Tuesday, he sold half that number of cakes. How many "
        "cakes did Tom sell?",
        60,
    ),
    (
        "Tom sold 40 cakes on Monday, and 3 times that many on Tuesday. How many cakes did Tom "
        "sell?",
        160,
    ),
    (
        "There are 14 chickens in the yard, and twice that many in the barn. How many chickens "
        "are there?",
        42,
    ),
    (
        "There are 14 chickens in the yard. There are twice that many chickens in the barn. "
        "How many chickens are there?",
        42,
    ),
    (
        "Tom earned $30 on Monday. He earned 3 times that much on Tuesday. How much money did "
        "Tom earn?",
        120,
    ),
    (
        "Tom sold 40 cakes on Monday. On Tuesday, he sold 3 cakes. On Wednesday, he sold twice "
        "that many. How many cakes did Tom sell?",
        49,
    ),
    (
        "Noa scored 30 points, and Phillip scored twice that number. How many points did "
        "Phillip score?",
        60,
    ),
    # that_kind_cont: another kind, as many as the first conjunct's action
    ("James buys 10 shirts and half as many pants. How many pants does James buy?", 5),
    ("James bought 10 shirts and 3 times as many socks. How many socks did James buy?", 30),
]

REFUSED = [
    # two amounts right before: which one is 'that'?
    "Tom bought 12 apples and 5 pears. Ann bought twice that many pears. How many pears did "
    "Ann buy?",
    # the amount right before is another action (ate), or a give
    "Tom bought 12 apples. He ate 2 apples. Ann bought twice that many apples. How many "
    "apples did Ann buy?",
    "Tom has 5 apples. He gave 2 apples to Ann. Ann has twice that many apples. How many "
    "apples does Ann have?",
    "Tom sold 40 cakes. Ann bought twice that many cakes. How many cakes did Ann buy?",
    # another kind
    "Tom has 10 apples. Ann has twice that many pears. How many pears does Ann have?",
    # a holding told again in its own place
    "There are 14 chickens in the yard, and twice that many in the yard. How many chickens "
    "are there?",
    # not whole
    "Tom sold 41 cakes. Ann sold half that many cakes. How many cakes did Ann sell?",
    # nothing told before
    "Ann has twice that many apples. How many apples does Ann have?",
    # a price is no amount held or done
    "A pen costs $2. Tom bought 3 times that many pens. How many pens did Tom buy?",
    # that_kind_cont: the same noun (coord's), two amounts before, another verb, not whole
    "James buys 10 shirts and half as many shirts. How many shirts does James buy?",
    "James buys 10 shirts, 3 hats and half as many pants. How many pants does James buy?",
    "James sells 10 shirts and buys half as many pants. How many pants does James buy?",
    "James buys 11 shirts and half as many pants. How many pants does James buy?",
    "James has 10 apples. He buys half as many pants. How many pants does James buy?",
    "James buys 10 shirts on Monday and half as many pants. How many pants does James buy?",
    "James buys 10 shirts and half as many pants on Monday. How many pants does James buy?",
    # a time-scoped question over the two times
    "Tom sold 40 cakes on Monday. On Tuesday, he sold half that many. How many cakes did Tom "
    "sell on Tuesday?",
]


@pytest.mark.parametrize(("text", "gold"), GOLD)
def test_gold(text: str, gold: int) -> None:
    assert answer(text) == Fraction(gold)
    check_correct_or_refused(text, gold)


@pytest.mark.parametrize("text", REFUSED)
def test_refused(text: str) -> None:
    assert answer(text) is None, answer_or_reason(text)
    check_correct_or_refused(text, None)


NAMES = st.sampled_from(["Lena", "Omar", "Priya", "Kofi", "Mateo", "Yuki"])
THINGS = st.sampled_from(["rocks", "shells", "stamps", "cards", "coins"])
VERBS = st.sampled_from([("collected", "collect"), ("found", "find"), ("sold", "sell")])
MULTS = st.sampled_from([("twice", 2), ("3 times", 3), ("half", Fraction(1, 2)), ("4 times", 4)])


@settings(max_examples=40, deadline=None)
@given(NAMES, NAMES, THINGS, VERBS, MULTS, st.integers(1, 60), st.booleans())
def test_that_varied(
    a: str,
    b: str,
    things: str,
    verb: tuple[str, str],
    mult: tuple[str, int | Fraction],
    n: int,
    noun: bool,
) -> None:
    past, base = verb
    word, m = mult
    tail = f" {things}" if noun else ""
    text = (
        f"{a} {past} {n} {things}. {b} {past} {word} that many{tail}. "
        f"How many {things} did {b} {base}?"
    )
    gold = n * m if a != b else n + n * m  # the same holder: both actions are asked
    right = gold if Fraction(gold).denominator == 1 else None
    check_correct_or_refused(text, right)
    if right is not None and a != b:
        assert answer(text) == right


@settings(max_examples=30, deadline=None)
@given(NAMES, THINGS, VERBS, MULTS, st.integers(1, 60), st.integers(1, 60))
def test_that_after_two_amounts_refused(
    a: str, things: str, verb: tuple[str, str], mult: tuple[str, int | Fraction], n: int, k: int
) -> None:
    past, base = verb
    text = (
        f"{a} {past} {n} {things} and {k} pens. Then {a} {past} {mult[0]} that many {things}. "
        f"How many {things} did {a} {base}?"
    )
    check_correct_or_refused(text, None)
