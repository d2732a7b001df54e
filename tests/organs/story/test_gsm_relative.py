# ruff: noqa: E501
"""Relative actions (``she sold half as many``, ``Ann picked 4 more apples than Tom``):
exact answers on our own stories, refusals where the base is not one stated action, and
generalization over names, nouns, numbers, verbs, orders and distractors."""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from story_outcome import answer as outcome

from mathcore.organs.base import OrganAnswer, SolverRefusal
from mathcore.organs.story.gsm_relative import expand_relative
from mathcore.organs.story.model import Event, Kind, Question, StorySetup
from mathcore.organs.story.organ import ORGAN
from mathcore.packs.loader import current_pack

NAMES = st.sampled_from(["Tom", "Ann", "Maria", "James", "Lucy", "Omar", "Priya", "Kenji"])
NOUNS = st.sampled_from(
    [("apples", "apple"), ("shells", "shell"), ("cards", "card"), ("eggs", "egg")]
)


def check(text: str, expected: Fraction | int | None) -> None:
    got = outcome(text)
    if got is not None:
        assert expected is not None, f"answered {got}, must refuse: {text}"
        assert got == expected, f"answered {got}, expected {expected}: {text}"


def test_pools_are_in_the_pack() -> None:
    p = current_pack()
    for w in ("tom", "ann", "maria", "james", "lucy", "omar", "priya", "kenji"):
        assert "name" in p.categories(w), w


GOLD = [
    (
        "Saheed made four times as much money as Kayla. Kayla made $30 less than Vika. Vika made $84. How many dollars did Saheed make?",
        216,
    ),
    (
        "Doris spent $6. Martha spent half as much as Doris. How much money did they spend altogether?",
        9,
    ),
    (
        "Jake sold 10 more stuffed animals than Thor. Quincy sold ten times as many stuffed animals as Thor. If Quincy sold 200 stuffed animals, how many more stuffed animals did Quincy sell than Jake?",
        170,
    ),
    (
        "Quincy sold 5 fewer stuffed animals than 3 times the number of stuffed animals that Thor sold. If Quincy sold 25 stuffed animals, how many stuffed animals did Thor sell?",
        10,
    ),
    (
        "Quincy sold 5 more stuffed animals than Thor. If Quincy sold 20 stuffed animals, how many stuffed animals did they sell altogether?",
        35,
    ),
    (
        "Max sold 24 candy bars. Seth sold 6 more candy bars than 3 times the number of candy bars that Max sold. How many candy bars did Seth sell?",
        78,
    ),
    (
        "Ava's Bakery sold 6 more than four times the number of pies that Bo's Bakery sold. If Bo's Bakery sold 16 pies, how many pies did Ava's Bakery sell?",
        70,
    ),
    (
        "Max sold 24 candy bars. Seth sold 6 fewer than twice the number of candy bars that Max sold. How many candy bars did Seth sell?",
        42,
    ),
    (
        "Sam climbed 318 stairs. Vera climbed 18 more than half that amount. How many stairs did they climb altogether?",
        495,
    ),
    (
        "Ann picked 4 more apples than Bob, and Bob picked 3 fewer apples than Carl. If Carl picked 10 apples, how many more apples did Ann pick than Carl?",
        1,
    ),
    (
        "Tom picked 12 apples. Ann picked 3 times as many apples as Tom. How many apples did Ann pick?",
        36,
    ),
    (
        "Tom picked 12 apples. Ann picked 3 times as many apples as Tom did. How many apples did they pick altogether?",
        48,
    ),
    ("Tom sold 12 apples, and then he sold half as many. How many apples did Tom sell?", 18),
    ("Ann picked 4 more apples than Tom. Tom picked 12 apples. How many apples did Ann pick?", 16),
    ("Ann picked 4 apples fewer than Tom. Tom picked 12 apples. How many apples did Ann pick?", 8),
    (
        "Ann got twice as many votes as Bob, and Bob got 5 times as many votes as Carl. If Carl got 7 votes, how many votes did Ann get?",
        70,
    ),
]

REFUSE = [
    # "as much" of things that are not money
    "Tom picked 6 apples. Ann picked half as much as Tom. How many apples did Ann pick?",
    # a later action marked as another one is not the compared one
    "Quincy sold ten times as many stuffed animals as Thor. Then Quincy sold 200 more stuffed animals. How many stuffed animals did Thor sell?",
    # the compared amount would not be whole
    "Quincy sold ten times as many stuffed animals as Thor. Quincy sold 205 stuffed animals. How many stuffed animals did Thor sell?",
    # two later actions of the holder
    "Quincy sold ten times as many cards as Thor. Quincy sold 20 cards. Quincy sold 30 cards. How many cards did Thor sell?",
    # scaled comparisons: another verb, another kind, below zero
    "Max sold 24 candy bars. Seth sold 6 more candy bars than 3 times the number of candy bars that Max bought. How many candy bars did Seth sell?",
    "Max sold 24 pens. Seth sold 6 more candy bars than 3 times the number of pens that Max sold. How many candy bars did Seth sell?",
    "Max sold 5 candy bars. Seth sold 20 fewer candy bars than 3 times the number of candy bars that Max sold. How many candy bars did Seth sell?",
    # a scope after the base verb is not read
    "Max sold 24 candy bars today. Seth sold 6 more candy bars than 3 times the number of candy bars that Max sold today. How many candy bars did Seth sell?",
    # the difference of actions: the asked holder did fewer
    "Ann picked 12 apples. Tom picked 5 apples. How many more apples did Tom pick than Ann?",
    # the difference of actions: one side holds but did not act
    "Ann has 12 apples. Tom picked 5 apples. How many more apples did Ann pick than Tom?",
    # the base is another kind
    "Tom picked 12 apples. Ann picked 3 times as many pears as Tom. How many pears did Ann pick?",
    # the base action is stated before and after
    "Tom picked 5 apples. Ann picked twice as many apples as Tom. Tom picked 3 apples. How many apples did Ann pick?",
    # the base is a possession, not an action
    "Tom has 5 apples. Ann picked twice as many apples as Tom. How many apples did Ann pick?",
    # half of an odd count
    "Tom picked 5 apples. Ann picked half as many apples as Tom. How many apples did Ann pick?",
    # a continued clause must not inherit the relation
    "Tom picked 12 apples, and Ann picked twice as many apples, and 5 pears. How many pears did Ann pick?",
    # a circle of relations
    "Ann picked twice as many apples as Tom, and Tom picked twice as many apples as Ann. How many apples did Ann pick?",
    # two base actions of the compared holder (which one is compared is not read)
    "Tom picked 3 apples yesterday and 5 apples today. Ann picked twice as many apples as Tom. How many apples did Ann pick?",
    # no "as": two earlier actions of that verb
    "Tom sold 12 apples on Monday, 4 apples on Tuesday. On Wednesday he sold half as many apples. How many apples did Tom sell?",
    # a scope after the base ("as Tom did yesterday") is not read
    "Tom picked 3 apples yesterday. Ann picked twice as many apples as Tom did yesterday. How many apples did Ann pick?",
    # fewer than the base
    "Ann picked 20 fewer apples than Tom. Tom picked 12 apples. How many apples did Ann pick?",
]


@pytest.mark.parametrize(("text", "value"), GOLD)
def test_gold(text: str, value: int) -> None:
    out = ORGAN.solve(ORGAN.read(text))  # type: ignore[arg-type]
    assert isinstance(out, OrganAnswer), out
    assert out.value == value
    assert any(
        s.note in ("times as many", "more than", "fewer than", "the compared amount")
        for s in out.steps
    )


@pytest.mark.parametrize("text", REFUSE)
def test_refuses(text: str) -> None:
    assert outcome(text) is None


def test_expand_rejects_a_relative_event_from_another_row() -> None:
    k = Kind("apple")
    ev = Event("ev_times", "ann", k, 2, "tom", frame="pick", agent="ann", rule="continue")
    base = Event("gain", "tom", k, 3, frame="pick", agent="tom", rule="gain")
    setup = StorySetup((base, ev), Question("event", "ann", k, frame="pick"))
    with pytest.raises(Exception, match="unsupported_event"):
        expand_relative(setup)


def test_expand_without_relative_events_is_identity() -> None:
    k = Kind("apple")
    setup = StorySetup(
        (Event("gain", "tom", k, 3, frame="pick", agent="tom"),),
        Question("event", "tom", k, frame="pick"),
    )
    assert expand_relative(setup) == (setup, [])


def test_event_difference_answers() -> None:
    text = "Ann picked 12 apples. Tom picked 5 apples. How many more apples did Ann pick than Tom?"
    setup = ORGAN.read(text)
    assert isinstance(setup, StorySetup) and setup.question.frame == "pick"
    out = ORGAN.solve(setup)
    assert isinstance(out, OrganAnswer) and out.value == 7


def test_solver_reports_the_refusal() -> None:
    text = "Tom has 5 apples. Ann picked twice as many apples as Tom. How many apples did Ann pick?"
    out = ORGAN.solve(ORGAN.read(text))  # type: ignore[arg-type]
    assert isinstance(out, SolverRefusal) and out.reason == "unbound_quantity"


VERBS = st.sampled_from(
    [("picked", "pick"), ("bought", "buy"), ("collected", "collect"), ("found", "find")]
)
MULT = st.sampled_from([("twice", 2), ("3 times", 3), ("half", Fraction(1, 2)), ("four times", 4)])


@settings(max_examples=80, deadline=None)
@given(NAMES, NAMES, NOUNS, VERBS, MULT, st.integers(1, 300), st.booleans(), st.integers(0, 3))
def test_times_generalizes(
    a: str,
    b: str,
    noun: tuple[str, str],
    verb: tuple[str, str],
    mult: tuple[str, Fraction | int],
    n: int,
    base_first: bool,
    at: int,
) -> None:
    plural, _single = noun
    past, base = verb
    rel = f"{a} {past} {mult[0]} as many {plural} as {b}."
    fact = f"{b} {past} {n} {plural}."
    body = [fact, rel] if base_first else [rel, fact]
    body.insert(at % 3, f"{a} and {b} are friends.")
    q = f"How many {plural} did {a} {base}?"
    value = Fraction(n) * Fraction(mult[1])
    expected = value if a != b and value.denominator == 1 else None
    check(" ".join([*body, q]), expected)


@settings(max_examples=60, deadline=None)
@given(NAMES, NAMES, NOUNS, VERBS, st.integers(1, 200), st.integers(1, 200), st.booleans())
def test_more_fewer_generalizes(
    a: str, b: str, noun: tuple[str, str], verb: tuple[str, str], n: int, d: int, more: bool
) -> None:
    plural, _single = noun
    past, base = verb
    word = "more" if more else "fewer"
    text = f"{b} {past} {n} {plural}. {a} {past} {d} {word} {plural} than {b}. How many {plural} did they {base} altogether?"
    mine = n + d if more else n - d
    expected = n + mine if a != b and mine >= 0 else None
    check(text, expected)


@settings(max_examples=60, deadline=None)
@given(NAMES, NAMES, NOUNS, VERBS, st.integers(0, 300), st.integers(0, 300), st.booleans())
def test_event_difference_generalizes(
    a: str, b: str, noun: tuple[str, str], verb: tuple[str, str], n: int, m: int, swap: bool
) -> None:
    plural, _single = noun
    past, base = verb
    facts = [f"{a} {past} {n} {plural}.", f"{b} {past} {m} {plural}."]
    if swap:
        facts.reverse()
    text = " ".join([*facts, f"How many more {plural} did {a} {base} than {b}?"])
    check(text, n - m if a != b and n >= m else None)


@settings(max_examples=60, deadline=None)
@given(
    NAMES,
    NAMES,
    NOUNS,
    VERBS,
    st.integers(0, 200),
    st.integers(0, 50),
    st.sampled_from([("twice", 2), ("3 times", 3), ("half", Fraction(1, 2))]),
    st.booleans(),
    st.booleans(),
)
def test_scaled_comparison_generalizes(
    a: str,
    b: str,
    noun: tuple[str, str],
    verb: tuple[str, str],
    n: int,
    d: int,
    mult: tuple[str, Fraction | int],
    more: bool,
    that_amount: bool,
) -> None:
    plural, _single = noun
    past, base = verb
    word = "more" if more else "fewer"
    if that_amount:
        rel = f"{a} {past} {d} {word} than {mult[0]} that amount."
    else:
        rel = (
            f"{a} {past} {d} {word} {plural} than {mult[0]} the number of {plural} that {b} {past}."
        )
    text = f"{b} {past} {n} {plural}. {rel} How many {plural} did {a} {base}?"
    scaled = Fraction(n) * Fraction(mult[1])
    mine = scaled + d if more else scaled - d
    ok = (a != b or that_amount) and mine >= 0 and scaled.denominator == 1
    total = mine + n if a == b else mine  # "that amount" of one's own earlier action
    check(text, total if ok else None)


@settings(max_examples=60, deadline=None)
@given(NAMES, NAMES, NOUNS, VERBS, st.integers(0, 60), st.sampled_from([2, 3, 5]), st.booleans())
def test_inverse_generalizes(
    a: str, b: str, noun: tuple[str, str], verb: tuple[str, str], base_n: int, k: int, cond: bool
) -> None:
    plural, _single = noun
    past, base = verb
    told = base_n * k
    second = f"If {a} {past} {told} {plural}, how" if cond else f"{a} {past} {told} {plural}. How"
    text = f"{a} {past} {k} times as many {plural} as {b}. {second} many {plural} did {b} {base}?"
    check(text, base_n if a != b else None)
