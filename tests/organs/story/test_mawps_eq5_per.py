"""mawps_eq5_per: a total told over a span, asked evenly per unit of the span
(``organs/story/mawps_eq5_per.py``).

Our own wording with hand-computed answers; every guard has a refusing case, and generated
stories (new names, numbers, nouns) are answered right or refused.
"""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from story_outcome import answer

from mathcore.organs.story import mawps_eq5_per

GOLD = [
    (
        "A bakery sold 84 muffins last week. How many muffins on average were sold each day?",
        Fraction(12),
    ),
    (
        "The cafe served 35 pies last week . How many pies on average were served each day ?",
        Fraction(5),
    ),
    (
        "Tom worked 24 hours in the last 4 days. Assuming that he worked the same amount of "
        "hours each day, how long did he work each day?",
        Fraction(6),
    ),
    (
        "Sara worked 30 hours in the last 6 days. Assuming that she worked the same amount of "
        "hours each day, how many hours did she work each day?",
        Fraction(5),
    ),
    (
        "There were a total of 40 hockey games during the 5 month season. If the games are "
        "equally divided, how many hockey games are played a month?",
        Fraction(8),
    ),
    (
        "There were a total of 18 games during the 6 month season. If the games are equally "
        "divided, how many games are played a month?",
        Fraction(3),
    ),
]

REFUSED = [
    # no even spread told
    "A bakery sold 84 muffins last week. How many muffins were sold each day?",
    # another verb asked
    "A bakery sold 84 muffins last week. How many muffins on average were baked each day?",
    # another thing asked
    "A bakery sold 84 muffins last week. How many pies on average were sold each day?",
    # not whole
    "A bakery sold 80 muffins last week. How many muffins on average were sold each day?",
    # a month has no fixed number of days
    "A bakery sold 90 muffins last month. How many muffins on average were sold each day?",
    # the pronoun of another gender than the name
    "Tom worked 24 hours in the last 4 days. Assuming that she worked the same amount of "
    "hours each day, how long did she work each day?",
    # two pronouns of two people
    "Tom worked 24 hours in the last 4 days. Assuming that he worked the same amount of "
    "hours each day, how long did she work each day?",
    # not a known name
    "Zorgle worked 24 hours in the last 4 days. Assuming that he worked the same amount of "
    "hours each day, how long did he work each day?",
    # another modifier asked
    "There were a total of 40 hockey games during the 5 month season. If the games are "
    "equally divided, how many soccer games are played a month?",
    # the divided things are not the told ones
    "There were a total of 40 hockey games during the 5 month season. If the tickets are "
    "equally divided, how many hockey games are played a month?",
    # a third sentence
    "A bakery sold 84 muffins last week. It rained. How many muffins on average were sold "
    "each day?",
]


@pytest.mark.parametrize(("text", "want"), GOLD)
def test_gold(text: str, want: Fraction) -> None:
    assert answer(text) == want


@pytest.mark.parametrize("text", REFUSED)
def test_refused(text: str) -> None:
    assert answer(text) is None


def test_cue_is_cheap_and_necessary() -> None:
    assert not mawps_eq5_per.cue("Tom has 5 apples. How many apples does Tom have?")
    for text, _ in GOLD:
        assert mawps_eq5_per.cue(text)
        assert mawps_eq5_per.read_per(text) is not None


@settings(max_examples=50, deadline=None)
@given(
    total=st.integers(min_value=1, max_value=500),
    noun=st.sampled_from(["muffins", "pies", "cookies", "hamburgers"]),
    verb=st.sampled_from(["sold", "made", "baked", "served"]),
)
def test_week_generalizes(total: int, noun: str, verb: str) -> None:
    text = (
        f"A bakery {verb} {total} {noun} last week. How many {noun} on average were {verb} "
        "each day?"
    )
    got = answer(text)
    assert got == (total // 7 if total % 7 == 0 else None)


@settings(max_examples=50, deadline=None)
@given(
    days=st.integers(min_value=1, max_value=12),
    share=st.integers(min_value=1, max_value=12),
    who=st.sampled_from([("Tom", "he"), ("Sara", "she"), ("Jason", "he"), ("Nancy", "she")]),
)
def test_days_generalizes(days: int, share: int, who: tuple[str, str]) -> None:
    name, pron = who
    text = (
        f"{name} worked {days * share} hours in the last {days} days. Assuming that {pron} "
        f"worked the same amount of hours each day, how long did {pron} work each day?"
    )
    assert answer(text) == share
