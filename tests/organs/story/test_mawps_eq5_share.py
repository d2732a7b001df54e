"""mawps_eq5_share: a total split equally among named or counted people
(``organs/story/mawps_eq5_share.py``).

Our own wording with hand-computed answers; every guard has a refusing case, and generated
stories (new names, numbers, nouns) are answered right or refused.
"""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from story_outcome import answer

from mathcore import solve
from mathcore.organs.story import mawps_eq5_share

GOLD = [
    (
        "Tom, Sara, and Dan have 30 marbles all together. If the marbles are equally divided, "
        "how many will each person get?",
        Fraction(10),
    ),
    (
        "Sara and Fred have 14 cards altogether. If they equally split up the cards, how many "
        "will each one get?",
        Fraction(7),
    ),
    (
        "Mike goes fishing with Dan and Tom. They caught 21 trout. If they evenly divide the "
        "trout, how many will each one get?",
        Fraction(7),
    ),
    (
        "Joan goes to dinner with Sally. The bill came to 27 dollars. They decided to equally "
        "split up the bill, how much will each person have to pay?",
        Fraction(27, 2),
    ),
    (
        "There are 4 children in the class and 36 stickers. If the stickers are divided "
        "equally among the children, how many does each child get?",
        Fraction(9),
    ),
    (
        "There are 42 cookies for 6 friends to share. How much will each person get if they "
        "share the cookies equally?",
        Fraction(7),
    ),
    (
        "Mrs. Hilt needs to share $7.50 equally among 5 total people. How much money will "
        "each person get?",
        Fraction(3, 2),
    ),
    (
        "Mrs. Hilt bought 30 cookies packed equally into 5 bags. How many cookies were in "
        "each bag?",
        Fraction(6),
    ),
    (
        "Tom , Sara , and Dan have 30 marbles all together . If the marbles are equally "
        "divided , how many will each person get ?",
        Fraction(10),
    ),
]

REFUSED = [
    # another name than the sharers: is Keith one of them?
    "Tom, Sara, and Dan have 30 marbles all together. Keith is here. If the marbles are "
    "equally divided, how many will each person get?",
    "Mike goes fishing with Dan. They caught 21 trout. If Keith and they evenly divide the "
    "trout, how many will each one get?",
    # the split names another thing than the total
    "Sara and Fred have 14 cards altogether. If they equally split up the stickers, how many "
    "will each one get?",
    # the question asks another kind
    "Sara and Fred have 14 cards altogether. If they equally split up the cards, how many "
    "stickers will each one get?",
    # each one's share is not whole
    "Tom, Sara, and Dan have 31 marbles all together. If the marbles are equally divided, "
    "how many will each person get?",
    # a name repeated: not three sharers
    "Tom, Sara, and Tom have 30 marbles all together. If the marbles are equally divided, "
    "how many will each person get?",
    # the goer among the companions
    "Mike goes fishing with Mike and Tom. They caught 21 trout. If they evenly divide the "
    "trout, how many will each one get?",
    # not an activity of the pack
    "Mike goes zorbling with Dan. They caught 20 trout. If they evenly divide the trout, "
    "how many will each one get?",
    # a bill asked as a count, a count asked as money
    "Joan goes to dinner with Sally. The bill came to 28 dollars. They decided to equally "
    "split up the bill, how many will each person get?",
    # counted people: split among another group than counted
    "There are 4 children in the class and 36 stickers. If the stickers are divided "
    "equally among the teachers, how many does each child get?",
    # counted people: each of another group
    "There are 4 children in the class and 36 stickers. If the stickers are divided "
    "equally among the children, how many does each teacher get?",
    # sharers that are not people
    "There are 42 cookies for 6 boxes to share. How much will each person get if they "
    "share the cookies equally?",
    # the shared thing differs
    "There are 42 cookies for 6 friends to share. How much will each person get if they "
    "share the cakes equally?",
    # money asked as a count
    "Mrs. Hilt needs to share $7.50 equally among 5 total people. How many pencils will "
    "each person get?",
    # packed: not whole, another thing or container asked, no 'equally'
    "Mrs. Hilt bought 30 cookies packed equally into 4 bags. How many cookies were in each bag?",
    "Mrs. Hilt bought 30 cookies packed equally into 5 bags. How many cakes were in each bag?",
    "Mrs. Hilt bought 30 cookies packed equally into 5 bags. How many cookies were in each box?",
    "Mrs. Hilt bought 30 cookies packed into 5 bags. How many cookies were in each bag?",
    # a sentence of another shape
    "Tom, Sara, and Dan have 30 marbles all together. They like marbles. If the marbles are "
    "equally divided, how many will each person get?",
]


@pytest.mark.parametrize(("text", "want"), GOLD)
def test_gold(text: str, want: Fraction) -> None:
    assert answer(text) == want


@pytest.mark.parametrize("text", REFUSED)
def test_refused(text: str) -> None:
    assert answer(text) is None


def test_cue_is_cheap_and_necessary() -> None:
    assert not mawps_eq5_share.cue("Tom has 5 apples. How many apples does Tom have?")
    assert mawps_eq5_share.read_share("Tom has 5 apples. How many apples does Tom have?") is None
    for text, _ in GOLD:
        assert mawps_eq5_share.cue(text)


def test_pipeline_answers_with_derivation() -> None:
    out = solve(GOLD[0][0])
    assert out.answer is not None and Fraction(str(out.answer)) == 10


NAMES = ["Tom", "Sara", "Dan", "Fred", "Joan", "Mike", "Nancy", "Jason"]
NOUNS = ["marbles", "cards", "stickers", "pencils", "apples", "books"]


@settings(max_examples=60, deadline=None)
@given(
    people=st.lists(st.sampled_from(NAMES), min_size=2, max_size=5, unique=True),
    share=st.integers(min_value=1, max_value=40),
    extra=st.integers(min_value=0, max_value=4),
    noun=st.sampled_from(NOUNS),
)
def test_named_group_generalizes(people: list[str], share: int, extra: int, noun: str) -> None:
    total = share * len(people) + extra
    group = ", ".join(people[:-1]) + (", and " if len(people) > 2 else " and ") + people[-1]
    text = (
        f"{group} have {total} {noun} all together. If the {noun} are equally divided, "
        "how many will each person get?"
    )
    got = answer(text)
    if total % len(people):
        assert got is None  # a share that is not whole
    else:
        assert got == total // len(people)


@settings(max_examples=40, deadline=None)
@given(
    n=st.integers(min_value=2, max_value=30),
    share=st.integers(min_value=1, max_value=30),
    noun=st.sampled_from(NOUNS),
    people=st.sampled_from(["students", "children", "friends"]),
)
def test_counted_group_generalizes(n: int, share: int, noun: str, people: str) -> None:
    one = {"students": "student", "children": "child", "friends": "friend"}[people]
    text = (
        f"There are {n} {people} in the class and {n * share} {noun}. If the {noun} are "
        f"divided equally among the {people}, how many does each {one} get?"
    )
    assert answer(text) == share
