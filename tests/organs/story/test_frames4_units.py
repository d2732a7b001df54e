"""frames4 ``f4_come_in`` and ``frames4_units.units_sum``: ``The white T-shirts come in packs
of 6, and the blue T-shirts come in packs of 4`` over ``bought 3 packs of white T-shirts and 2
packs of blue T-shirts``: 3 x 6 + 2 x 4. Our own wording, hand-computed answers; every guard
has a refusing case; hypothesis varies names, nouns, colours, sizes, counts and orders."""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from story_outcome import answer, answer_or_reason, check_correct_or_refused

BUY = "Dave bought 3 packs of white T-shirts and 2 packs of blue T-shirts for his team."
SIZES = "The white T-shirts come in packs of 6, and the blue T-shirts come in packs of 4."

GOLD = [
    (f"{BUY} {SIZES} How many T-shirts did Dave buy in all?", 26),
    (f"{SIZES} {BUY} How many T-shirts did Dave buy?", 26),
    (f"{BUY} {SIZES} How many packs did Dave buy?", 5),
    (
        "Dave bought 3 packs of white T-shirts. The white T-shirts come in packs of 6. "
        "How many T-shirts did Dave buy?",
        18,
    ),
]

REFUSED = [
    # a size told of a colour no pack bought holds (and blue packs of no told size)
    (
        f"{BUY} The white T-shirts come in packs of 6, and the red T-shirts come in packs "
        "of 4. How many T-shirts did Dave buy in all?",
        "ambiguous_total",
    ),
    # units of no told size (boxes)
    (
        "Dave bought 3 packs of white T-shirts and 2 boxes of blue T-shirts. "
        f"{SIZES} How many T-shirts did Dave buy?",
        "ambiguous_total",
    ),
    # loose T-shirts beside packs
    (
        "Dave bought 3 packs of white T-shirts and 5 blue T-shirts. "
        f"{SIZES} How many T-shirts did Dave buy?",
        "ambiguous_total",
    ),
    # a size never used: its packs were bought by another
    (
        "Dave bought 3 packs of white T-shirts and Ann bought 2 packs of blue T-shirts. "
        f"{SIZES} How many T-shirts did Dave buy?",
        "unused_number",
    ),
    # one colour asked over packs of two
    (f"{BUY} {SIZES} How many white T-shirts did Dave buy in all?", "ambiguous_total"),
]


@pytest.mark.parametrize(("text", "want"), GOLD)
def test_gold(text: str, want: int) -> None:
    assert answer(text) == Fraction(want)
    check_correct_or_refused(text, want)


@pytest.mark.parametrize(("text", "reason"), REFUSED)
def test_refused(text: str, reason: str) -> None:
    assert answer_or_reason(text) == reason
    check_correct_or_refused(text, None)


NAMES = ["Rosa", "Ivan", "Maya", "Paul", "Nadia", "Omar"]
COLOURS = ["white", "blue", "red", "green", "yellow"]


@settings(max_examples=60, deadline=None)
@given(
    st.sampled_from(NAMES),
    st.lists(st.sampled_from(COLOURS), min_size=2, max_size=2, unique=True),
    st.sampled_from([("shirts", "packs"), ("socks", "bags"), ("pens", "boxes")]),
    st.lists(st.integers(1, 12), min_size=2, max_size=2),
    st.lists(st.integers(1, 12), min_size=2, max_size=2),
    st.booleans(),
)
def test_sizes_summed(
    name: str,
    colours: list[str],
    stuff: tuple[str, str],
    counts: list[int],
    sizes: list[int],
    sizes_first: bool,
) -> None:
    things, units = stuff
    (a, b), (x, y), (p, q) = colours, counts, sizes
    buy = f"{name} bought {x} {units} of {a} {things} and {y} {units} of {b} {things}."
    told = f"The {a} {things} come in {units} of {p}, and the {b} {things} come in {units} of {q}."
    story = f"{told} {buy}" if sizes_first else f"{buy} {told}"
    text = f"{story} How many {things} did {name} buy?"
    want = x * p + y * q
    got = answer(text)
    assert got is None or got == want
    check_correct_or_refused(text, want)
