"""statements7 parts (issue 8, session 7): parts of a counted whole told right before, each
part with its own amount in each member (``Half the tables have 2 chairs each, 5 have 3 chairs
each and the rest have 4 chairs each``, ``Half of them have 5 notebooks each and the other
half have 3 notebooks each``). Our own wording, hand-computed answers; every guard has a
refusing case; hypothesis varies places, members, things and numbers.
"""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from story_outcome import answer, answer_or_reason, check_correct_or_refused

GOLD = [
    (
        "There are 20 benches in a park. Half the benches have 3 pigeons each, 4 have 2 pigeons "
        "each and the rest have 1 pigeon each. How many pigeons in total are in the park?",
        44,
    ),
    (
        "There are 30 pupils in a gym. Half of them have 2 balls each and the other half have 4 "
        "balls each. How many balls in total are in the gym?",
        90,
    ),
    (
        "There are 30 pupils in a gym. 10 of them have 2 balls each and the rest have 1 ball "
        "each. How many balls in total are in the gym?",
        40,
    ),
    (
        "There are 30 pupils in a gym. A third of them have 3 balls each and the rest have 1 "
        "ball each. How many balls in total are in the gym?",
        50,
    ),
    (
        "There are 28 pupils in a gym. 25% of them have 4 balls each and the rest have 3 balls "
        "each. How many balls in total are in the gym?",
        91,
    ),
    (
        "There are 30 pupils in a gym. 10 of the pupils have 2 balls each and 20 pupils have 1 "
        "ball each. How many balls in total are in the gym?",
        40,
    ),
    (
        "Ravi has 12 boxes. Half of them have 5 pens each and the rest have 3 pens each. How many "
        "pens does Ravi have?",
        48,
    ),
    # a change of the things after the parts
    (
        "Ravi has 12 boxes. Half of them have 5 pens each and the rest have 3 pens each. He "
        "gives away 10 pens. How many pens does Ravi have?",
        38,
    ),
    # the members asked: their count is still told
    (
        "There are 20 benches in a park. Half the benches have 3 pigeons each and the rest have "
        "1 pigeon each. How many benches are in the park?",
        20,
    ),
]

REFUSED = [
    # the parts do not make up the whole (the other 11 benches: how many pigeons?)
    "There are 20 benches in a park. Half the benches have 3 pigeons each and 4 have 2 pigeons "
    "each. How many pigeons in total are in the park?",
    # a part larger than the whole leaves a negative rest; a half of an odd count
    "There are 20 benches in a park. Half the benches have 3 pigeons each, 15 have 2 pigeons "
    "each and the rest have 1 pigeon each. How many pigeons in total are in the park?",
    "There are 21 benches in a park. Half the benches have 3 pigeons each and the rest have 1 "
    "pigeon each. How many pigeons in total are in the park?",
    # 'the other half' that is no half
    "There are 30 pupils in a gym. A third of them have 2 balls each and the other half have 4 "
    "balls each. How many balls in total are in the gym?",
    # 'them': of which of two amounts told together?
    "There are 30 pupils and 10 coaches in a gym. Half of them have 2 balls each and the rest "
    "have 4 balls each. How many balls in total are in the gym?",
    # members named that are not the whole told right before
    "There are 30 pupils in a gym. Half the coaches have 2 balls each and the rest have 4 balls "
    "each. How many balls in total are in the gym?",
    # another amount told between the whole and its parts
    "There are 30 pupils in a gym. There are 4 coaches. Half of them have 2 balls each and the "
    "rest have 4 balls each. How many balls in total are in the gym?",
    # the members change after their parts are told
    "Ravi has 12 boxes. Half of them have 5 pens each and the rest have 3 pens each. He gives "
    "away 4 boxes. How many pens does Ravi have?",
    # two kinds of things in the parts
    "There are 30 pupils in a gym. Half of them have 2 balls each and the rest have 4 hoops "
    "each. How many balls in total are in the gym?",
    # the parts told in two sentences
    "There are 30 pupils in a gym. Half of them have 2 balls each. The rest have 4 balls each. "
    "How many balls in total are in the gym?",
    # a rest that is not the last part
    "There are 30 pupils in a gym. The rest have 2 balls each and 10 have 4 balls each. How "
    "many balls in total are in the gym?",
]


@pytest.mark.parametrize(("text", "expected"), GOLD)
def test_gold(text: str, expected: int) -> None:
    assert answer(text) == Fraction(expected)
    check_correct_or_refused(text, expected)


@pytest.mark.parametrize("text", REFUSED)
def test_refused(text: str) -> None:
    assert answer(text) is None, answer_or_reason(text)
    check_correct_or_refused(text, None)


def test_refusal_reasons() -> None:
    assert answer_or_reason(REFUSED[0]) == "unbound_quantity"
    assert answer_or_reason(REFUSED[2]) == "non_integer_count"
    assert answer_or_reason(REFUSED[3]) in ("inconsistent_story", "non_integer_count")


_PLACES = st.sampled_from(["park", "hall", "gym", "yard"])
_MEMBERS = st.sampled_from(["benches", "tables", "pupils", "boxes"])
_THINGS = st.sampled_from([("cup", "cups"), ("pen", "pens"), ("leaf", "leaves")])


@settings(max_examples=40, deadline=None)
@given(
    _PLACES,
    _MEMBERS,
    _THINGS,
    st.integers(1, 20),
    st.integers(0, 10),
    st.integers(1, 9),
    st.integers(1, 9),
    st.integers(1, 9),
)
def test_parts_hypothesis(
    place: str,
    members: str,
    thing: tuple[str, str],
    half: int,
    count: int,
    a: int,
    b: int,
    c: int,
) -> None:
    one, many = thing
    count %= half  # a half, a count, and a rest of at least one
    whole, rest = 2 * half, half - count

    def n(x: int) -> str:
        return f"{x} {one if x == 1 else many}"

    text = (
        f"There are {whole} {members} in a {place}. Half the {members} have {n(a)} each, "
        f"{count} have {n(b)} each and the rest have {n(c)} each. How many {many} in total are "
        f"in the {place}?"
    )
    assert answer(text) == Fraction(half * a + count * b + rest * c)
    odd = text.replace(f"There are {whole} ", f"There are {whole + 1} ", 1)
    assert answer(odd) is None  # an odd whole has no whole half
