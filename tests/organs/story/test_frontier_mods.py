"""``unknowns_mods``: one qualified kind named again by its bare head (issue 8).

Our own wording, hand-computed answers; every guard of ``unify_mods`` has a case that makes
it leave the setup unchanged; hypothesis varies names, numbers, qualifiers and nouns.
"""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from story_outcome import answer, check_correct_or_refused

from mathcore.organs.story.model import Event, Kind, StorySetup
from mathcore.organs.story.organ import ORGAN
from mathcore.organs.story.unknowns_mods import unify_mods

GOLD = [
    # the told end first, the bare comparison after (27 / 3 = 9; 9 + 6 = 15)
    (
        "Ben has three times as many cheese crackers as Mona. Sam has 6 more crackers than "
        "Mona. If Ben has 27 crackers, how many crackers does Sam have?",
        15,
    ),
    # a chain of bare comparisons from a qualified told amount: 6, 8, 24 -> 38
    (
        "Jenny has 6 baseball cards. Omar has 2 more cards than Jenny. Rita has three times "
        "as many cards as Omar. How many baseball cards do they have in all?",
        38,
    ),
    # fewer: 20 glass marbles, 20 - 5 = 15; asked bare of the compared holder
    (
        "Lena has 20 glass marbles. Paul has 5 fewer marbles than Lena. How many marbles "
        "does Paul have?",
        15,
    ),
    # asked qualified of the compared holder: 4 * 2 = 8
    (
        "Mia has 4 silver coins. Tom has twice as many coins as Mia. How many silver coins "
        "does Tom have?",
        8,
    ),
]


@pytest.mark.parametrize(("text", "gold"), GOLD)
def test_gold(text: str, gold: int) -> None:
    assert answer(text) == Fraction(gold)


@pytest.mark.parametrize(("text", "gold"), GOLD)
def test_gold_through_pipeline(text: str, gold: int) -> None:
    check_correct_or_refused(text, gold)


REFUSED = [
    # a bare told amount of a holder never told the qualified kind: his own cards, any kind
    "Jenny has 6 baseball cards. Omar has 8 cards. How many baseball cards does Omar have?",
    # the bare head named first
    "Jenny has 6 cards. Omar has 2 more baseball cards than Jenny. How many baseball cards "
    "does Omar have?",
    # two qualifiers of the head: which one is the bare one?
    "Jenny has 6 red cards. Omar has 2 more blue cards than Jenny. How many cards does Omar have?",
]


#: A second told amount of the same holder is an observation of the one qualified kind:
#: a different number contradicts it and the organ refuses (never a sum of two kinds).
CONTRADICTED = [
    "Jenny has 6 baseball cards. Jenny has 10 cards. How many baseball cards does Jenny have?",
    "Jenny has 6 baseball cards. Omar has 2 more cards than Jenny. Omar has 9 cards. How "
    "many baseball cards does Omar have?",
    "Jenny has 6 baseball cards. She also has 4 cards. How many cards does she have?",
]


@pytest.mark.parametrize("text", CONTRADICTED)
def test_contradicted_refused(text: str) -> None:
    assert answer(text) is None


@pytest.mark.parametrize("text", REFUSED)
def test_refused(text: str) -> None:
    assert answer(text) is None
    check_correct_or_refused(text, None)


def _setup(text: str) -> StorySetup:
    setup = ORGAN.read(text)
    assert isinstance(setup, StorySetup)
    return setup


_BASE = (
    "Jenny has 6 baseball cards. Omar has 2 more cards than Jenny. How many cards does Omar have?"
)


def test_rewrites_base() -> None:
    setup = _setup(_BASE)
    out = unify_mods(setup)
    assert out != setup
    assert {e.kind for e in out.events} == {Kind("card", ("baseball",))}
    assert out.question.kind == Kind("card", ("baseball",))


def test_guard_bare_told_of_untold_holder() -> None:
    setup = _setup(REFUSED[0])
    assert unify_mods(setup) is setup


def test_guard_bare_first() -> None:
    setup = _setup(REFUSED[1])
    assert unify_mods(setup) is setup


def test_guard_two_qualifiers() -> None:
    setup = _setup(REFUSED[2])
    assert unify_mods(setup) is setup


def test_guard_question_not_state() -> None:
    setup = _setup(_BASE)
    q = replace(setup.question, ask="difference", other="jenny")
    odd = StorySetup(setup.events, q)
    assert unify_mods(odd) is odd


def test_guard_other_op() -> None:
    setup = _setup(_BASE)
    give = Event("give", "jenny", Kind("card"), 1, other="omar")
    odd = StorySetup((*setup.events, give), setup.question)
    assert unify_mods(odd) is odd


def test_guard_another_head() -> None:
    setup = _setup(_BASE)
    pen = Event("has", "omar", Kind("pen"), 3)
    odd = StorySetup((*setup.events, pen), setup.question)
    assert unify_mods(odd) is odd


def test_guard_question_other_kind() -> None:
    setup = _setup(_BASE)
    odd = StorySetup(setup.events, replace(setup.question, kind=Kind("pen")))
    assert unify_mods(odd) is odd


def test_guard_no_bare() -> None:
    setup = _setup("Jenny has 6 baseball cards. How many baseball cards does Jenny have?")
    assert unify_mods(setup) is setup


def test_guard_empty() -> None:
    setup = _setup(_BASE)
    odd = StorySetup((), setup.question)
    assert unify_mods(odd) is odd


_NAMES = st.sampled_from(["Ava", "Ben", "Cora", "Dev", "Eli", "Fay"])
_NOUNS = st.sampled_from([("baseball", "cards"), ("glass", "marbles"), ("silver", "coins")])


@settings(max_examples=30, deadline=None)
@given(
    st.lists(_NAMES, min_size=2, max_size=2, unique=True),
    _NOUNS,
    st.integers(1, 40),
    st.integers(1, 20),
    st.integers(2, 5),
)
def test_varied_chain(names: list[str], noun: tuple[str, str], n: int, more: int, k: int) -> None:
    a, b = names
    mod, head = noun
    text = (
        f"{a} has {n} {mod} {head}. {b} has {more} more {head} than {a}. "
        f"How many {head} does {b} have?"
    )
    got = answer(text)
    assert got is None or got == Fraction(n + more)
    text2 = (
        f"{b} has {k} times as many {mod} {head} as {a}. If {b} has {k * n} {head}, "
        f"how many {head} does {a} have?"
    )
    got2 = answer(text2)
    assert got2 is None or got2 == Fraction(n)


@settings(max_examples=20, deadline=None)
@given(st.lists(_NAMES, min_size=2, max_size=2, unique=True), _NOUNS, st.integers(1, 40))
def test_varied_untold_holder_refused(names: list[str], noun: tuple[str, str], n: int) -> None:
    a, b = names
    mod, head = noun
    text = f"{a} has {n} {mod} {head}. {b} has {n + 3} {head}. How many {mod} {head} does {b} have?"
    assert answer(text) is None
