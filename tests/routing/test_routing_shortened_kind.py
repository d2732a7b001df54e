"""A qualified kind shortened to its bare head: the relations organ's gap cedes to the story organ.

``Ann has 3 times as many cheese crackers as Bo. ... If Ann has 27 crackers, ...``: R1 keys
``cheese cracker`` and ``cracker`` apart, so its base is never given (``missing_base``) or its
group names no holders (``ambiguous_reference``). Both were a boundary/underdetermined refusal
that suppressed the story organ's guarded reading (``story/unknowns_mods``). With a qualified
kind and its bare head in the story, R1 now refuses ``shortened_kind`` (growth: a reading it
lacks), which cedes under ``CEDES_ON_GROWTH``; the story organ answers or refuses on its own.
Every other refusal of R1 is unchanged (the gender of a group, a base missing with one kind,
``ambiguous_noun`` of a qualified kind beside its bare noun for the same holder).
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import mathcore
from mathcore.organs.base import ReaderRefusal, ReasonKind
from mathcore.organs.relations.organ import TAXONOMY
from mathcore.organs.relations.reader import read
from mathcore.routing.router import ROUTED, default_router

_CRACKERS = (
    "{a} has three times as many {q} {n} as {b}. {c} has 6 more {n} than {b}. "
    "If {a} has {x} {n}, how many {n} does {c} have?"
)
_SEEDS = (
    "{a} has three times as many {q} {n} as {b}. {b} has 40 more {q} {n} than {c}. "
    "If {c} has {x} {q} {n}, how many {n} do they have together?"
)


def _crackers(a: str, b: str, c: str, q: str, n: str, x: int) -> str:
    return _CRACKERS.format(a=a, b=b, c=c, q=q, n=n, x=x)


def test_the_reason_is_a_growth_refusal() -> None:
    assert TAXONOMY.spec("shortened_kind", "reader").kind is ReasonKind.GROWTH


@pytest.mark.parametrize(
    ("text", "gold"),
    [
        (_crackers("Ben", "Mona", "Sam", "cheese", "crackers", 27), 15),
        (_crackers("Anna", "Lucy", "Tom", "glass", "beads", 12), 10),
        (_SEEDS.format(a="Yeon", b="Gwi", c="Bom", q="watermelon", n="seeds", x=300), 1660),
        (_SEEDS.format(a="Mark", b="Jane", c="Paul", q="pumpkin", n="seeds", x=10), 210),
    ],
)
def test_the_story_reading_answers(text: str, gold: int) -> None:
    out = read(text)
    assert isinstance(out, ReaderRefusal) and out.reason == "shortened_kind"
    route = default_router().route(text)
    assert route.status == ROUTED and route.chosen is not None
    assert route.chosen.organ.name == "story"
    result = mathcore.solve(text)
    assert isinstance(result, mathcore.Solved) and result.answer == gold


@pytest.mark.parametrize(
    "text",
    [
        # another qualifier of the same head: which crackers?
        "Ben has three times as many cheese crackers as Mona. Sam has 6 more salt crackers "
        "than Mona. If Ben has 27 crackers, how many crackers does Sam have?",
        # the bare amount is told of a holder never told the qualified kind
        "Ben has 5 crackers. Sam has three times as many cheese crackers as Ben. "
        "How many crackers does Sam have?",
        # the base is the bare kind of another holder, the asked one compared with it
        "Ben has twice as many red pencils as Tom. Ann has 3 pencils. "
        "How many pencils does Ben have?",
    ],
)
def test_what_the_story_organ_refuses_stays_refused(text: str) -> None:
    assert not isinstance(mathcore.solve(text), mathcore.Solved)


def test_a_base_missing_with_one_kind_stays_underdetermined() -> None:
    out = read("Al has 2 more figs than Bo. How many figs does Al have?")
    assert isinstance(out, ReaderRefusal) and out.reason == "missing_base"


def test_a_group_of_the_wrong_gender_stays_a_boundary() -> None:
    text = "Tom has 5 red pens. Bob has 2 more pens than Tom. How many pens do the two girls have?"
    out = read(text)
    assert not (isinstance(out, ReaderRefusal) and out.reason == "shortened_kind")
    assert not isinstance(mathcore.solve(text), mathcore.Solved)


def test_a_group_of_no_holders_without_a_shortened_kind_stays_ambiguous() -> None:
    text = (
        "Al has 3 times as many figs as Bo. Bo has 2 more figs than Cy. If Cy has 4 figs, "
        "how many plums do they have together?"
    )
    out = read(text)
    assert isinstance(out, ReaderRefusal) and out.reason != "shortened_kind"


_NAMES = st.sampled_from(["Ben", "Mona", "Sam", "Anna", "Lucy", "Tom", "Mark", "Jane"])


@settings(max_examples=40, deadline=None)
@given(
    names=st.lists(_NAMES, min_size=3, max_size=3, unique=True),
    base=st.integers(min_value=1, max_value=60),
    more=st.integers(min_value=1, max_value=30),
    q=st.sampled_from(["cheese", "glass", "red", "baseball"]),
    n=st.sampled_from(["crackers", "beads", "marbles", "cards"]),
)
def test_the_shortened_kind_answers_the_chain_or_refuses(
    names: list[str], base: int, more: int, q: str, n: str
) -> None:
    a, b, c = names
    text = (
        f"{a} has three times as many {q} {n} as {b}. {c} has {more} more {n} than {b}. "
        f"If {a} has {3 * base} {n}, how many {n} does {c} have?"
    )
    result = mathcore.solve(text)
    assert not isinstance(result, mathcore.Solved) or result.answer == base + more
