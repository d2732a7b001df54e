"""Two kinds leaving one place and two kinds asked together (organs/story/pairs.py).

Our own wording: ``The shop has 12 singers and 9 dancers. If 2 singers and 4 dancers quit,
how many singers and dancers are left?``. Each leaving is a loss from the one holder of its
kind; the pair question adds two one-kind state answers, each checked by the whole solver.
"""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from story_outcome import answer, answer_or_reason

from mathcore.organs.base import OrganAnswer, SolverRefusal
from mathcore.organs.story.model import Kind, Question, StorySetup
from mathcore.organs.story.organ import ORGAN
from mathcore.organs.story.pairs import solve_pair
from mathcore.organs.story.solver import solve_story

GOLD = [
    (
        "The shop has 12 singers and 9 dancers. If 2 singers and 4 dancers quit, how many singers"
        " and dancers are left?",
        15,
    ),
    (
        "The club has 30 boys and 25 girls. If 5 boys and 6 girls drop out, how many boys and"
        " girls are left?",
        44,
    ),
    (
        "The farm has 8 cows and 6 horses. If 3 cows and 1 horse leave, how many cows and horses"
        " are left?",
        10,
    ),
    (
        "The office has 7 singers and 5 players. If 2 players quit, how many singers and players"
        " are left?",
        10,
    ),
    ("The office has 7 singers and 5 players. How many singers and players are there?", 12),
    (
        "The office has 7 singers and 5 players. How many singers and players does the office"
        " have?",
        12,
    ),
    ("Tom has 5 apples and 3 pears. He eats 2 apples. How many apples and pears does he have?", 6),
    ("The cafe has 16 chefs. 6 chefs quit. How many chefs does the cafe have?", 10),
]

REFUSED = [
    # two places: 'left' names no one holder of both kinds
    "The cafe has 16 chefs. The bar has 16 waiters. If 6 chefs and 3 waiters drop out, how many"
    " chefs and waiters are left?",
    # the waiters that leave have two possible holders
    "The cafe has 16 chefs and 16 waiters. The bar has 5 waiters. If 6 chefs and 3 waiters drop"
    " out, how many chefs and waiters are left?",
    # one kind twice
    "The cafe has 16 chefs and 16 waiters. If 6 chefs and 3 chefs drop out, how many chefs and"
    " waiters are left?",
    # a kind the holder never held
    "Tom has 5 apples and Ann has 3 pears. How many apples and pears does Tom have?",
    "Tom has 5 apples and 3 pears. How many apples and pears does Ann have?",
    # money beside a count
    "Tom has 5 apples and $3. How many apples and dollars does Tom have?",
    # a past question over a leaving not told in the past (conditions.py)
    "The class has 14 boys and 10 girls. If 4 boys and 3 girls drop out, how many boys and girls"
    " were there?",
    # modifiers of one noun: no pair of kinds
    "Tom has 5 red marbles and 3 blue marbles. How many red and blue marbles does Tom have?",
]


@pytest.mark.parametrize(("text", "value"), GOLD)
def test_gold(text: str, value: int) -> None:
    assert answer(text) == value


@pytest.mark.parametrize("text", REFUSED)
def test_refused(text: str) -> None:
    assert answer(text) is None


def _setup(ask_other: Kind | None) -> StorySetup:
    read = ORGAN.read("Tom has 5 apples and 3 pears. How many apples does Tom have?")
    assert isinstance(read, StorySetup)
    q = Question("state_pair", "tom", Kind("apple"), other_kind=ask_other, source="s1[0-5]: x")
    return StorySetup(read.events, q)


def test_solve_pair_adds_two_answers_with_steps() -> None:
    out = solve_pair(_setup(Kind("pear")), solve_story)
    assert isinstance(out, OrganAnswer)
    assert out.value == 8 and out.steps[-1].operation == "add"
    assert out.unit == "apple and pear"


def test_solve_pair_refuses_one_kind_twice_or_none() -> None:
    for other in (None, Kind("apple"), Kind("apple", ("red",))):
        out = solve_pair(_setup(other), solve_story)
        assert isinstance(out, SolverRefusal) and out.reason == "question_target_unbound"


def test_solve_pair_passes_a_side_refusal_on() -> None:
    read = ORGAN.read("Tom has some apples and 3 pears. How many pears does Tom have?")
    assert isinstance(read, StorySetup)
    q = Question("state_pair", "tom", Kind("apple"), other_kind=Kind("pear"), source="s1: x")
    out = solve_story(StorySetup(read.events, q))
    assert isinstance(out, SolverRefusal)


PLACES = st.sampled_from(["The cafe", "The shop", "The school", "The hospital"])
PAIRS = st.sampled_from(
    [("chefs", "waiters"), ("doctors", "nurses"), ("boys", "girls"), ("singers", "players")]
)
LEAVE = st.sampled_from(["quit", "drop out", "leave"])


@settings(max_examples=40, deadline=None)
@given(PLACES, PAIRS, LEAVE, st.integers(1, 90), st.integers(1, 90), st.integers(0, 9))
def test_pair_leaving_generalizes(
    place: str, pair: tuple[str, str], leave: str, a: int, b: int, gone: int
) -> None:
    k1, k2 = pair
    text = (
        f"{place} has {a + gone} {k1} and {b + gone + 1} {k2}. If {gone + 1} {k1} and {gone}"
        f" {k2} {leave}, how many {k1} and {k2} are left?"
    )
    if gone == 0:  # "0 waiters": no amount is read as zero leaving; refused or right
        assert answer(text) in (None, Fraction(a + b))
        return
    assert answer(text) == Fraction(a - 1 + b + 1)
    swapped = text.replace(f"how many {k1} and {k2}", f"how many {k2} and {k1}")
    assert answer(swapped) == Fraction(a + b)
    distractor = text.replace(". If", f". The bakery has 4 {k1}. If")
    assert answer_or_reason(distractor) != Fraction(a + b) or answer(distractor) is None
