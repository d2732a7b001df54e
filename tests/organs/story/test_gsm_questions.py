# ruff: noqa: E501
"""Units named ``of`` a narrower kind (``7 packs of red bouncy balls``; ``Each pack contained 18
bouncy balls``): counts through the per-unit amount, refusals, and generalization."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from story_outcome import answer

GOLD = [
    (
        "Mona brought 20 cookies. Jasmine brought 5 fewer cookies than Mona. Rachel brought 10 more cookies than Jasmine. How many cookies altogether did Mona, Jasmine, and Rachel bring?",
        60,
    ),
    (
        "Mona brought 20 cookies. Jasmine brought 5 cookies. Rachel brought 3 cookies. How many cookies did Mona and Jasmine bring?",
        25,
    ),
    (
        "Kate bought 7 packs of red bouncy balls and 6 packs of yellow bouncy balls. Each pack contained 18 bouncy balls. How many more red bouncy balls than yellow bouncy balls did Kate buy?",
        18,
    ),
    (
        "Kate bought 7 packs of red bouncy balls. Each pack contained 18 bouncy balls. How many red bouncy balls did Kate buy?",
        126,
    ),
]

REFUSE = [
    # a named member of the group did none of it
    "Mona brought 20 cookies. How many cookies did Mona and Jasmine bring?",
    # no unit of the asked kind
    "Kate bought 7 packs of red bouncy balls. Each pack contained 18 bouncy balls. How many yellow bouncy balls did Kate buy?",
    # the per-unit amount is of another unit
    "Kate bought 7 packs of red bouncy balls. Each box contained 18 bouncy balls. How many red bouncy balls did Kate buy?",
    # two per-unit amounts of the broader kind
    "Kate bought 7 packs of red bouncy balls. Each pack contained 18 bouncy balls. Each box contained 5 bouncy balls. How many red bouncy balls did Kate buy?",
]


@pytest.mark.parametrize(("text", "value"), GOLD)
def test_gold(text: str, value: int) -> None:
    assert answer(text) == value


@pytest.mark.parametrize("text", REFUSE)
def test_refuses(text: str) -> None:
    assert answer(text) is None


COLORS = st.sampled_from(["red", "blue", "green", "yellow"])
UNITS = st.sampled_from([("packs", "pack"), ("boxes", "box"), ("bags", "bag")])
NAMES = st.sampled_from(["Tom", "Ann", "Maria", "James"])


@settings(max_examples=60, deadline=None)
@given(
    NAMES,
    COLORS,
    COLORS,
    UNITS,
    st.integers(1, 50),
    st.integers(1, 50),
    st.integers(1, 40),
    st.booleans(),
)
def test_narrowed_units_generalize(
    name: str, c1: str, c2: str, unit: tuple[str, str], a: int, b: int, each: int, diff: bool
) -> None:
    plural, single = unit
    s1 = f"{name} bought {a} {plural} of {c1} marbles and {b} {plural} of {c2} marbles."
    s2 = f"Each {single} contained {each} marbles."
    if diff:
        q = f"How many more {c1} marbles than {c2} marbles did {name} buy?"
        expected = (a - b) * each if c1 != c2 and a >= b else (0 if c1 == c2 else None)
    else:
        q = f"How many {c1} marbles did {name} buy?"
        expected = a * each if c1 != c2 else (a + b) * each
    got = answer(" ".join([s1, s2, q]))
    if got is not None:
        assert expected is not None and got == expected, (s1, q, got)


@settings(max_examples=60, deadline=None)
@given(
    st.lists(
        st.sampled_from(["Tom", "Ann", "Maria", "James", "Lucy"]),
        min_size=2,
        max_size=4,
        unique=True,
    ),
    st.lists(st.integers(0, 90), min_size=4, max_size=4),
    st.integers(0, 4),
)
def test_group_event_question_generalizes(names: list[str], counts: list[int], asked: int) -> None:
    facts = [f"{n} picked {c} apples." for n, c in zip(names, counts, strict=False)]
    group = names[: max(2, asked % (len(names) + 1))]
    who = ", ".join(group[:-1]) + (", and " if len(group) > 2 else " and ") + group[-1]
    text = " ".join([*facts, f"How many apples did {who} pick?"])
    got = answer(text)
    if got is not None:
        assert got == sum(counts[names.index(g)] for g in group), text
