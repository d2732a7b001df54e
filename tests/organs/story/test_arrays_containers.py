"""arrays (issue 8): a count of containers and one amount in each of them.

``There are 5 rows of chairs with 8 chairs in each row``, ``There are 12 crates that each
contain 150 oranges``, ``Tom has 4 shelves, each with 8 books``, ``Each of the 4 boxes has 6
toys``, ``Big boxes contain 7 dolls each`` (``organs/story/arrays.py``). Our own wording,
hand-computed answers; every guard has a refusing case; hypothesis varies names, numbers,
containers, things, sentence order and distractors.
"""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from story_outcome import answer, answer_or_reason, check_correct_or_refused

GOLD = [
    ("There are 5 rows of chairs with 8 chairs in each row. How many chairs are there?", 40),
    ("There were 7 trays with 6 muffins on each tray. How many muffins were there?", 42),
    ("There are 3 shelves with 9 books on each shelf. How many books are there in all?", 27),
    ("There are 12 crates that each contain 150 oranges. How many oranges are there?", 1800),
    ("There are 6 jars, which each hold 25 marbles. How many marbles are there?", 150),
    ("Tom has 4 boxes that each hold 12 pens. How many pens does Tom have?", 48),
    ("Tom has 4 shelves, each with 8 books. How many books does Tom have?", 32),
    ("There are 9 baskets, each with 5 eggs. How many eggs are there?", 45),
    ("Each of the 4 boxes has 6 toys. How many toys are there in all?", 24),
    ("Each of the 3 bags contains 11 candies. How many candies are there?", 33),
    (
        "Big boxes contain 7 dolls each. Small boxes contain 4 dolls each. "
        "There are 5 big boxes and 9 small boxes. How many dolls are there in total?",
        71,
    ),
    ("The crates each hold 150 oranges. There are 12 crates. How many oranges are there?", 1800),
    # the array then a change of the things
    (
        "Tom has 4 boxes that each hold 12 pens. He gave 6 pens to Ann. "
        "How many pens does Tom have now?",
        42,
    ),
    (
        "Tom has 4 shelves, each with 8 books. He sold 5 books. How many books does he have left?",
        27,
    ),
    ("There are 18 leaves on each of the 3 trees. How many leaves are there?", 54),
]

#: The containers asked instead of the things: their count, or a refusal (the per-container
#: amount is then unused), never the things.
CONTAINERS_ASKED = [
    ("There are 5 rows of chairs with 8 chairs in each row. How many rows are there?", 5),
    ("Each of the 4 boxes has 6 toys. How many boxes are there?", 4),
    ("Tom has 4 shelves, each with 8 books. How many shelves does Tom have?", 4),
]

#: Each must refuse through the organ: the one-reading conditions are not met.
REFUSED = [
    # another container in the 'each'
    "There are 5 rows of chairs with 8 chairs in each table. How many chairs are there?",
    "There are 5 rows with 8 chairs in each box. How many chairs are there?",
    # a second per-container amount for the same container
    "There are 5 rows with 8 chairs in each row. There are 6 chairs in each row. "
    "How many chairs are there?",
    "There are 12 crates that each contain 150 oranges. Each crate has 20 oranges. "
    "How many oranges are there?",
    # the asked noun is neither the things nor the containers
    "There are 5 rows of chairs with 8 chairs in each row. How many tables are there?",
    "Each of the 4 boxes has 6 toys. How many books are there in all?",
    # a distractor count of the containers' kind or another kind
    "There are 5 rows of chairs with 8 chairs in each row. There are 3 tables. "
    "How many chairs are there?",
    "Big boxes contain 7 dolls each. There are 5 small boxes. How many dolls are there?",
    # (two groups of one container with different amounts: read by statements7, gold in
    # test_statements7_groups.py)
    # members, not containers: no row reads 'each of her'
    "Each of her 4 boxes has 6 toys. How many toys are there in all?",
    # an unresolved pronoun holder
    "He has 5 hives that each hold 20 jars. How many jars does he have?",
]


@pytest.mark.parametrize(("text", "expected"), GOLD)
def test_gold(text: str, expected: int) -> None:
    assert answer(text) == Fraction(expected), answer_or_reason(text)


@pytest.mark.parametrize("text", REFUSED)
def test_refused(text: str) -> None:
    assert answer(text) is None, answer_or_reason(text)


@pytest.mark.parametrize(("text", "expected"), CONTAINERS_ASKED)
def test_containers_asked(text: str, expected: int) -> None:
    assert answer(text) in (None, Fraction(expected)), answer_or_reason(text)
    check_correct_or_refused(text, expected)


@pytest.mark.parametrize("text", [t for t, _ in GOLD] + REFUSED)
def test_pipeline_correct_or_refused(text: str) -> None:
    gold = dict(GOLD)
    check_correct_or_refused(text, gold.get(text))


def test_rows_use_the_array_rows() -> None:
    from mathcore.organs.story.organ import ORGAN

    setup = ORGAN.read(GOLD[0][0])
    assert not hasattr(setup, "reason")
    assert {e.rule for e in setup.events} == {"arr_there_in_each"}  # type: ignore[union-attr]


_NAMES = st.sampled_from(["Tom", "Ann", "Maria", "Leo", "Priya"])
_PAIRS = st.sampled_from(
    [("box", "boxes", "pen", "pens"), ("shelf", "shelves", "book", "books"),
     ("row", "rows", "chair", "chairs"), ("bag", "bags", "apple", "apples"),
     ("crate", "crates", "orange", "oranges"), ("tray", "trays", "cookie", "cookies")]
)  # fmt: skip
_N = st.integers(min_value=2, max_value=60)


@settings(max_examples=40, deadline=None)
@given(_PAIRS, _N, _N, st.sampled_from(["in", "on"]))
def test_there_in_each_generalizes(
    pair: tuple[str, str, str, str], n: int, m: int, prep: str
) -> None:
    u1, un, _k1, kn = pair
    text = f"There are {n} {un} with {m} {kn} {prep} each {u1}. How many {kn} are there?"
    assert answer(text) == n * m, answer_or_reason(text)


@settings(max_examples=40, deadline=None)
@given(
    _NAMES, _PAIRS, _N, _N, st.sampled_from(["that each hold", "that each contain", ", each with"])
)
def test_holder_that_each_generalizes(
    name: str, pair: tuple[str, str, str, str], n: int, m: int, link: str
) -> None:
    _u1, un, _k1, kn = pair
    sep = "" if link.startswith(",") else " "
    text = f"{name} has {n} {un}{sep}{link} {m} {kn}. How many {kn} does {name} have?"
    assert answer(text) == n * m, answer_or_reason(text)


@settings(max_examples=40, deadline=None)
@given(_PAIRS, _N, _N, st.booleans())
def test_plural_each_either_order(
    pair: tuple[str, str, str, str], n: int, m: int, first: bool
) -> None:
    _u1, un, _k1, kn = pair
    rate = f"The {un} each hold {m} {kn}."
    count = f"There are {n} {un}."
    body = f"{rate} {count}" if first else f"{count} {rate}"
    text = f"{body} How many {kn} are there?"
    assert answer(text) == n * m, answer_or_reason(text)


@settings(max_examples=40, deadline=None)
@given(_PAIRS, _PAIRS, _N, _N)
def test_other_container_in_each_refuses(
    pair: tuple[str, str, str, str], other: tuple[str, str, str, str], n: int, m: int
) -> None:
    u1, un, _k1, kn = pair
    if other[0] == u1:
        return
    text = f"There are {n} {un} with {m} {kn} in each {other[0]}. How many {kn} are there?"
    assert answer(text) is None, answer_or_reason(text)


@settings(max_examples=30, deadline=None)
@given(_PAIRS, _N, _N, _N)
def test_distractor_or_asked_containers(
    pair: tuple[str, str, str, str], n: int, m: int, d: int
) -> None:
    u1, un, _k1, kn = pair
    base = f"There are {n} {un} with {m} {kn} in each {u1}."
    check_correct_or_refused(f"{base} How many {un} are there?", n)
    check_correct_or_refused(f"{base} There are {d} lamps. How many {kn} are there?", None)


#: ``in_units``: a question placed in the containers, over a story that is exactly the array.
IN_UNITS_GOLD = [
    ("There were 150 shelves. Each shelf had 15 books. How many books were on the shelves?", 2250),
    (
        "A toy store has 6 boxes of marbles. Each box has 12 marbles. "
        "How many marbles are there altogether in the boxes?",
        72,
    ),
    ("There are 8 jars. Each jar has 30 beads. How many beads are in the jars?", 240),
]
IN_UNITS_REFUSED = [
    # another place than the containers
    "There were 150 shelves. Each shelf had 15 books. How many books were on the tables?",
    # the things told elsewhere too (a distractor holding)
    "There were 150 shelves. Each shelf had 15 books. There were 3 books on the floor. "
    "How many books were on the shelves?",
    # the amount told of other containers
    "There were 150 shelves. Each box had 15 books. How many books were in the boxes?",
    # another noun asked
    "There were 150 shelves. Each shelf had 15 books. How many pages were on the shelves?",
    # a change besides the array
    "There were 150 shelves. Each shelf had 15 books. Tom took 20 books. "
    "How many books were on the shelves?",
]


@pytest.mark.parametrize(("text", "expected"), IN_UNITS_GOLD)
def test_in_units_gold(text: str, expected: int) -> None:
    assert answer(text) == Fraction(expected), answer_or_reason(text)
    check_correct_or_refused(text, expected)


@pytest.mark.parametrize("text", IN_UNITS_REFUSED)
def test_in_units_refused(text: str) -> None:
    assert answer(text) is None, answer_or_reason(text)
    check_correct_or_refused(text, None)


@settings(max_examples=40, deadline=None)
@given(_PAIRS, _N, _N, st.sampled_from(["in", "on"]), st.booleans())
def test_in_units_generalizes(
    pair: tuple[str, str, str, str], n: int, m: int, prep: str, other_place: bool
) -> None:
    u1, un, _k1, kn = pair
    place = "lamps" if other_place else un
    text = (
        f"There are {n} {un}. Each {u1} has {m} {kn}. How many {kn} are there {prep} the {place}?"
    )
    got = answer(text)
    assert got == (None if other_place else n * m), answer_or_reason(text)
