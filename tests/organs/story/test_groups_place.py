# ruff: noqa: E501
"""Groups and places (gsm_groups, gsm_groups_rows): a lead place holds the sentence's counts,
per-unit amounts told in the past, and questions of what remains. Exact answers on our own
stories, every guard made to fire, and generalization over names, numbers, places and nouns."""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st
from story_outcome import answer, answer_or_reason

from mathcore.organs.story.gsm_groups import prefer_placed
from mathcore.organs.story.model import Event, Kind

NAMES = ["Tom", "Ann", "Maria", "James", "Lucy", "Omar", "Priya", "Kenji"]
PLACES = ["drawer", "box", "basket", "bag", "jar"]
NOUNS = [("marble", "marbles"), ("pen", "pens"), ("apple", "apples"), ("card", "cards")]

GOLD = [
    (
        "In Carrie's drawer there are 7 yellow highlighters. There are 3 more pink highlighters than yellow highlighters. How many highlighters are in Carrie's drawer?",
        17,
    ),
    ("In the box, there are 7 red pens. How many pens are in the box?", 7),
    ("At the zoo, there are 5 lions. How many lions are there at the zoo?", 5),
    ("In a factory, there are 3 machines. How many machines are there?", 3),
    (
        "In the box, there are 3 more red pens than blue pens. There are 4 blue pens in the box. How many pens in all are there in the box?",
        11,
    ),
    (
        "In Sam's jar, there are twice as many red marbles as blue marbles. There are 5 blue marbles in Sam's jar. How many marbles are in Sam's jar?",
        15,
    ),
    ("Tom buys 5 packs of sodas that are 12 sodas each. How many sodas does Tom have?", 60),
    ("Tom has 3 boxes that hold 6 pens each. How many pens does Tom have?", 18),
    ("Ann owns 4 decks of cards, which have 52 cards each. How many cards does Ann have?", 208),
    (
        "Neil baked 20 cookies. He gave 8 cookies to his friend. How many cookies are left for Neil?",
        12,
    ),
    ("Tom has 3 boxes. There were 10 apples in each box. How many apples does Tom have?", 30),
    (
        "Tom bought 3 boxes of apples. There were 10 apples in each box. How many apples did Tom buy?",
        30,
    ),
    ("Mary has 40 sheep. She gave 10 sheep to her sister. How many sheep remain with Mary?", 30),
    (
        "There are 30 pens in the box. Tom took 12 pens from the box. How many pens remain in the box?",
        18,
    ),
    ("Tom has 30 pens. He lost 12 pens. How many pens does he remain with?", 18),
    ("Tom has 30 pens. He lost 12 pens. How many pens will he remain with?", 18),
]


@pytest.mark.parametrize(("text", "gold"), GOLD)
def test_gold(text: str, gold: int) -> None:
    assert answer(text) == gold


REFUSE = [
    # a second place in the same sentence: the lead place scopes no longer one list
    "At the zoo, there are 5 lions and 4 tigers at the farm. How many lions are there at the zoo?",
    # the base of the placed comparison is told of another place
    "In the box, there are 3 more red pens than blue pens. There are 4 blue pens on the desk. How many pens are in the box?",
    # left for one who did not first hold them: what the first holder keeps for her, maybe
    "Tom had 10 cookies. He gave 4 cookies to Ann. How many cookies are left for Ann?",
    "Tom had 10 cookies. He gave 4 cookies to Ann. How many cookies are left for his friends?",
    # the boxes hold pens; the question asks pencils
    "Tom has 3 boxes that hold 6 pens each. How many pencils does Tom have?",
    # two holders of pens: what remains is no one's in particular
    "Tom has 30 pens. He gave 12 pens to Ann. How many pens remain?",
    # the asked noun is not the ledger's kind
    "Mary has 40 sheep. She gave 10 sheep to her sister. How many goats remain with Mary?",
]


@pytest.mark.parametrize("text", REFUSE)
def test_refuses(text: str) -> None:
    assert answer(text) is None


def _has(holder: str, head: str, qty: int, rule: str) -> Event:
    return Event(
        "has", holder, Kind(head), qty, frame=rule, source=f"s0: {rule}", agent=holder, rule=rule
    )


def test_prefer_placed_keeps_the_placed_reading() -> None:
    placed = [_has("the zoo", "lion", 5, "there_lead_place")]
    unplaced = [_has("*", "lion", 5, "there_are")]
    out = prefer_placed({"a": (unplaced, 0), "b": (placed, 1)})
    assert list(out) == ["b"]
    out = prefer_placed({"b": (placed, 1), "a": (unplaced, 0)})
    assert list(out) == ["b"]


@pytest.mark.parametrize(
    "other",
    [
        [_has("*", "lion", 6, "there_are")],  # another amount
        [_has("*", "tiger", 5, "there_are")],  # another kind
        [_has("the farm", "lion", 5, "there_are")],  # another place, not unplaced
        [_has("*", "lion", 5, "there_are"), _has("*", "lion", 1, "continue")],  # more events
        [Event("gain", "*", Kind("lion"), 5, frame="gain", rule="gain")],  # another op
    ],
)
def test_prefer_placed_keeps_real_ambiguity(other: list[Event]) -> None:
    placed = [_has("the zoo", "lion", 5, "there_lead_place")]
    assert len(prefer_placed({"a": (other, 0), "b": (placed, 1)})) == 2


def test_prefer_placed_needs_a_lead_row_and_one_place() -> None:
    lead = _has("the zoo", "lion", 5, "there_are")  # not a lead-place row
    assert (
        len(prefer_placed({"a": ([_has("*", "lion", 5, "there_are")], 0), "b": ([lead], 1)})) == 2
    )
    two = [_has("the zoo", "lion", 5, "there_lead_place"), _has("the farm", "tiger", 4, "continue")]
    un = [_has("*", "lion", 5, "there_are"), _has("*", "tiger", 4, "continue")]
    assert len(prefer_placed({"a": (un, 0), "b": (two, 1)})) == 2
    assert len(prefer_placed({"a": (un, 0)})) == 1
    gained = Event("gain", "the zoo", Kind("lion"), 5, frame="gain", rule="there_lead_place")
    ungained = Event("gain", "*", Kind("lion"), 5, frame="gain", rule="gain")
    assert len(prefer_placed({"a": ([ungained], 0), "b": ([gained], 1)})) == 2  # not a holding


@settings(max_examples=40, deadline=None)
@given(
    st.sampled_from(NAMES),
    st.sampled_from(PLACES),
    st.sampled_from(NOUNS),
    st.integers(2, 60),
    st.integers(1, 40),
)
def test_lead_place_generalizes(
    name: str, place: str, noun: tuple[str, str], a: int, more: int
) -> None:
    text = (
        f"In {name}'s {place} there are {a} red {noun[1]}. There are {more} more blue {noun[1]} "
        f"than red {noun[1]}. How many {noun[1]} are in {name}'s {place}?"
    )
    assert answer(text) == 2 * a + more


@settings(max_examples=40, deadline=None)
@given(
    st.sampled_from(NAMES),
    st.sampled_from(NOUNS),
    st.integers(20, 90),
    st.integers(1, 19),
    st.booleans(),
)
def test_remain_generalizes(name: str, noun: tuple[str, str], a: int, b: int, lead: bool) -> None:
    q = (
        f"How many {noun[1]} remain with {name}?"
        if lead
        else f"How many {noun[1]} does {name} remain with?"
    )
    text = f"{name} has {a} {noun[1]}. {name} lost {b} {noun[1]}. {q}"
    assert answer(text) == a - b


@settings(max_examples=30, deadline=None)
@given(
    st.sampled_from(NAMES),
    st.sampled_from(NOUNS),
    st.integers(2, 30),
    st.integers(2, 30),
    st.sampled_from([("box", "boxes"), ("bag", "bags"), ("crate", "crates")]),
)
def test_past_per_unit_generalizes(
    name: str, noun: tuple[str, str], n: int, each: int, unit: tuple[str, str]
) -> None:
    text = f"{name} has {n} {unit[1]}. There were {each} {noun[1]} in each {unit[0]}. How many {noun[1]} does {name} have?"
    assert answer(text) == n * each


def test_distractor_place_sentence_does_not_change_the_count() -> None:
    got = answer_or_reason(
        "In the box, there are 7 red pens. There are 4 pens on the desk. How many pens are in the box?"
    )
    assert got == Fraction(7)


@settings(max_examples=30, deadline=None)
@given(
    st.sampled_from(NAMES),
    st.sampled_from(NOUNS),
    st.integers(2, 30),
    st.integers(2, 30),
    st.sampled_from(["that hold", "which contain", "that have", "that are"]),
    st.sampled_from(["has", "bought"]),
)
def test_that_each_generalizes(
    name: str, noun: tuple[str, str], n: int, each: int, rel: str, verb: str
) -> None:
    text = (
        f"{name} {verb} {n} bags {rel} {each} {noun[1]} each. How many {noun[1]} does {name} have?"
    )
    assert answer(text) == n * each


@settings(max_examples=30, deadline=None)
@given(
    st.sampled_from(NAMES),
    st.sampled_from(NAMES),
    st.sampled_from(NOUNS),
    st.integers(10, 60),
    st.integers(1, 9),
)
def test_left_for_generalizes(a: str, b: str, noun: tuple[str, str], x: int, y: int) -> None:
    assume(a != b)
    given_away = f"{a} baked {x} {noun[1]}. {a} gave {y} {noun[1]} to {b}."
    assert answer(f"{given_away} How many {noun[1]} are left for {a}?") == x - y
    assert answer(f"{given_away} How many {noun[1]} are left for {b}?") is None
