"""How long a stock lasts (``distrib.lasts``): ``Mike has 12 cookies. He eats 2 cookies a
day. How many days will the cookies last?``: exact division only, one stock, one using-up
rate of its holder of the same things in the asked unit of time, nothing else in the story.
Gold rows in our own words, adversarial variations (a remainder, a second consumer, a rate
that does not use things up, another unit of time, a stock that changes, another kind) and
generalization over names, nouns, amounts and verbs."""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from story_outcome import answer, answer_or_reason, check_correct_or_refused

GOLD = [
    ("Mike has 12 cookies. He eats 2 cookies a day. How many days will the cookies last?", 6),
    ("Rosa has 45 apples. She eats 3 apples a day. How many days will her apples last?", 15),
    ("Rosa has 45 apples. She eats 3 apples a day. How many days do the apples last?", 15),
    ("Ben has 60 candles. He uses 4 candles a week. How many weeks will the candles last?", 15),
    ("Ben bought 60 candles. He uses 4 candles a week. How many weeks will the candles last?", 15),
    ("Mike has 12 cookies. He eats 2 cookies a day. How long will the cookies last?", 6),
    ("Mike has 12 cookies. He eats 2 cookies a day. How many days will the cookies last him?", 6),
    (
        "Nora made 12 dollars mowing lawns and 18 dollars weed eating. If she only spent "
        "5 dollars a week, how long would the money last her?",
        6,
    ),
    (
        "Nora has $40. She spends $8 a week. How long will her money last?",
        5,
    ),
    (
        "An animal shelter had 6 kittens when another 14 were brought in. If 4 kittens a "
        "day are adopted, how long would it take for all of them to be adopted?",
        5,
    ),
    (
        "For Halloween Ava received 14 pieces of candy from neighbors and 6 pieces from her "
        "aunt. If she only ate 4 pieces a day, how long would the candy last her?",
        5,
    ),
    (
        "The store had 20 shirts when another 10 were brought in. If 5 shirts a day are "
        "sold, how long would it take for all of them to be sold?",
        6,
    ),
    (
        "Kim buys 3 notebooks that have 50 pages each. She uses 5 pages per day. "
        "How many days do the notebooks last?",
        30,
    ),
]

REFUSE = [
    # a remainder: 6 whole days and a part
    "Mike has 13 cookies. He eats 2 cookies a day. How many days will the cookies last?",
    # a second consumer
    "Mike has 12 cookies. He eats 2 cookies a day. His sister eats 1 cookie a day. "
    "How many days will the cookies last?",
    # a rate that does not use things up
    "Mike has 12 cookies. He buys 2 cookies a day. How many days will the cookies last?",
    # another unit of time than the rate's
    "Mike has 12 cookies. He eats 2 cookies a day. How many weeks will the cookies last?",
    # the stock changes
    "Mike has 12 cookies. He buys 4 cookies. He eats 2 cookies a day. "
    "How many days will the cookies last?",
    # another kind eaten
    "Mike has 12 cookies. He eats 2 apples a day. How many days will the cookies last?",
    # another consumer than the holder
    "Mike has 12 cookies. Ann eats 2 cookies a day. How many days will the cookies last?",
    # no stock
    "Mike eats 2 cookies a day. How many days will the cookies last?",
    # units of other things than those used up, or used up themselves
    "Kim buys 3 notebooks that have 50 pages each. She uses 5 pens per day. "
    "How many days do the notebooks last?",
    "Kim buys 3 notebooks that have 50 pages each. She uses 1 notebook per day. "
    "How many days do the notebooks last?",
    "Kim buys 3 notebooks that have 50 pages each. She uses 7 pages per day. "
    "How many days do the notebooks last?",
    # a stock before the purchase
    "Mike has 10 cookies. He bought 12 cookies. He eats 2 cookies a day. "
    "How many days will the cookies last?",
    # money: an inexact division, a purchase besides, two holders, another holder asked,
    # an earning rate, a second spender
    "Nora made 12 dollars mowing lawns and 18 dollars weed eating. If she only spent "
    "7 dollars a week, how long would the money last her?",
    "Nora made 12 dollars mowing lawns. She bought a toy for $2. If she only spent "
    "5 dollars a week, how long would the money last her?",
    "Nora has $40. Tom has $10. If she spent $5 a week, how long would the money last her?",
    "Nora has $40. She spends $8 a week. How long will the money last Tom?",
    "Nora has $40. She earns $8 a week. How long will her money last?",
    "Nora has $40. She spends $8 a week and Tom spends $2 a week. How long will her money last?",
    # a spending rate is not a holding change: what is left is not told
    "Nora has $40. She spends $8 a week. How much money does she have left?",
    # all of them: another verb asked, an inexact division, other things adopted, a stock
    # of two holders, an adoption told apart ('adopted' is read only in the rate)
    "An animal shelter had 6 kittens when another 14 were brought in. If 4 kittens a day "
    "are adopted, how long would it take for all of them to be sold?",
    "An animal shelter had 6 kittens when another 15 were brought in. If 4 kittens a day "
    "are adopted, how long would it take for all of them to be adopted?",
    "An animal shelter had 6 kittens when another 14 were brought in. If 4 puppies a day "
    "are adopted, how long would it take for all of them to be adopted?",
    "An animal shelter had 6 kittens. A zoo had 14 kittens. If 4 kittens a day are "
    "adopted, how long would it take for all of them to be adopted?",
    "An animal shelter had 6 kittens when another 14 were brought in. Tom adopted 4 kittens. "
    "If 4 kittens a day are adopted, how long would it take for all of them to be adopted?",
    # 'last' of a non-unit of time
    "Mike has 12 cookies. He eats 2 cookies a day. How many boxes will the cookies last?",
]


@pytest.mark.parametrize(("text", "value"), GOLD)
def test_gold(text: str, value: int) -> None:
    assert answer(text) == value


@pytest.mark.parametrize("text", REFUSE)
def test_refused(text: str) -> None:
    assert answer(text) is None


@pytest.mark.parametrize(("text", "value"), GOLD[:2])
def test_pipeline(text: str, value: int) -> None:
    check_correct_or_refused(text, value)


def test_reasons() -> None:
    assert answer_or_reason(REFUSE[0]) == "non_integer_count"
    assert answer_or_reason(REFUSE[1]) == "question_target_unbound"
    assert answer_or_reason(REFUSE[2]) == "question_target_unbound"


_NAMES = ["Mira", "Jonas", "Priya", "Tomas", "Lena"]
_NOUNS = ["apples", "cookies", "crackers", "candies", "carrots"]


@settings(max_examples=60, deadline=None)
@given(
    st.sampled_from(_NAMES),
    st.sampled_from(_NOUNS),
    st.integers(0, 200),
    st.integers(1, 12),
    st.sampled_from(["eats", "uses"]),
    st.sampled_from(["day", "week"]),
    st.sampled_from(["the", "her"]),
)
def test_generalization(
    name: str, noun: str, stock: int, rate: int, verb: str, unit: str, det: str
) -> None:
    text = (
        f"{name} has {stock} {noun}. She {verb} {rate} {noun} a {unit}. "
        f"How many {unit}s will {det} {noun} last?"
    )
    got = answer(text)
    exact = Fraction(stock, rate)
    if exact.denominator != 1:
        assert got is None
    else:
        assert got is None or got == exact


@settings(max_examples=40, deadline=None)
@given(
    st.sampled_from(_NAMES),
    st.integers(0, 90),
    st.integers(0, 90),
    st.integers(1, 12),
    st.sampled_from(["mowing lawns", "washing cars", "weed eating"]),
    st.sampled_from(["week", "day", "month"]),
)
def test_generalization_money(
    name: str, first: int, second: int, rate: int, job: str, unit: str
) -> None:
    text = (
        f"{name} made {first} dollars walking dogs and {second} dollars {job}. "
        f"If she only spent {rate} dollars a {unit}, how long would the money last her?"
    )
    got = answer(text)
    exact = Fraction(first + second, rate)
    if exact.denominator != 1:
        assert got is None
    else:
        assert got is None or got == exact


@settings(max_examples=40, deadline=None)
@given(
    st.integers(0, 60),
    st.integers(1, 60),
    st.integers(1, 9),
    st.sampled_from([("puppies", "adopted"), ("kittens", "adopted"), ("shirts", "sold")]),
    st.sampled_from(["day", "week"]),
)
def test_generalization_all_of_them(
    had: int, more: int, rate: int, things: tuple[str, str], unit: str
) -> None:
    noun, verb = things
    text = (
        f"The shelter had {had} {noun} when another {more} were brought in. If {rate} "
        f"{noun} a {unit} are {verb}, how long would it take for all of them to be {verb}?"
    )
    got = answer(text)
    exact = Fraction(had + more, rate)
    if exact.denominator != 1:
        assert got is None
    else:
        assert got is None or got == exact
