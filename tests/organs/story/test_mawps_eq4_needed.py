"""mawps_eq4: "How many classrooms are needed at the school?" (rows ``q_needed_at``).

"There are 390 students at a school. If each classroom holds 30 students, how many classrooms
are needed at the school?" is 390 / 30 = 13: the place's things over the per-unit amount, as
``q_groups`` answers "how many classrooms does the school need?". Our own wording with
hand-computed answers; each guard has a refusing row.
"""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from mathcore import solve
from mathcore.organs.story.model import StorySetup
from mathcore.organs.story.reader import read_story
from mathcore.organs.story.solver import solve_story

GOLD = [
    (
        "There are 240 pupils at a camp. If each van holds 8 pupils, "
        "how many vans are needed at the camp?",
        30,
    ),
    (
        "There are 96 players at a stadium. If each bus holds 12 players, "
        "how many buses will be needed at the stadium?",
        8,
    ),
    (
        "There are 45 children in a library. Each table holds 9 children. "
        "How many tables were needed in the library?",
        5,
    ),
    # other things at the place are not counted; another place's things are not counted
    (
        "There are 120 students at a school. There are 15 teachers at the school. "
        "If each classroom holds 20 students, how many classrooms are needed at the school?",
        6,
    ),
    (
        "There are 120 students at a school and 60 students at a library. "
        "If each classroom holds 20 students, how many classrooms are needed at the school?",
        6,
    ),
    # the place by a pronoun with one antecedent
    (
        "There are 120 students at a school. Each classroom holds 20 students. "
        "How many classrooms are needed in it?",
        6,
    ),
    # a change before the question: 120 - 20 = 100, 100 / 25 = 4
    (
        "There are 120 students at a school. 20 students left. "
        "If each classroom holds 25 students, how many classrooms are needed at the school?",
        4,
    ),
]

REFUSED = [
    # no place named: the question binds no one holder
    "There are 120 students at a school. If each classroom holds 20 students, "
    "how many classrooms are needed?",
    # a remainder would need rounding up
    "There are 121 students at a school. If each classroom holds 20 students, "
    "how many classrooms are needed at the school?",
    # the place asked holds nothing
    "There are 120 students at a school. If each classroom holds 20 students, "
    "how many classrooms are needed at the library?",
    # no amount in each of the asked unit
    "There are 120 students at a school. If each classroom holds 20 students, "
    "how many buses are needed at the school?",
    # the units are already held: needed or had?
    "There are 120 students at a school. There are 5 classrooms at the school. "
    "If each classroom holds 20 students, how many classrooms are needed at the school?",
    # each unit holds another kind than the place holds
    "There are 120 students at a school. If each classroom holds 20 teachers, "
    "how many classrooms are needed at the school?",
    # the asked thing is the held thing, not a unit
    "There are 120 students at a school. If each classroom holds 20 students, "
    "how many students are needed at the school?",
    # a trailing scope the row does not read
    "There are 120 students at a school. If each classroom holds 20 students, "
    "how many classrooms are needed at the school on Monday?",
]


def _organ(text: str) -> object:
    setup = read_story(text)
    return solve_story(setup) if isinstance(setup, StorySetup) else setup


@pytest.mark.parametrize(("text", "answer"), GOLD)
def test_gold_answered_exactly(text: str, answer: int) -> None:
    r = _organ(text)
    assert getattr(r, "value", None) == answer, r
    assert solve(text).status == "solved"


@pytest.mark.parametrize("text", REFUSED)
def test_refused(text: str) -> None:
    assert getattr(_organ(text), "value", None) is None
    assert solve(text).status != "solved"


PLACES = ["school", "camp", "stadium", "library", "museum"]
PAIRS = [("student", "classroom"), ("player", "bus"), ("child", "table"), ("pupil", "van")]
PLURAL = {"child": "children", "bus": "buses"}


def _pl(w: str) -> str:
    return PLURAL.get(w, w + "s")


@settings(max_examples=40, deadline=None)
@given(
    per=st.integers(2, 40),
    units=st.integers(1, 40),
    extra=st.integers(0, 3),
    place=st.sampled_from(PLACES),
    pair=st.sampled_from(PAIRS),
    will=st.booleans(),
)
def test_generalizes(
    per: int, units: int, extra: int, place: str, pair: tuple[str, str], will: bool
) -> None:
    thing, unit = pair
    total = per * units + extra
    verb = "will be" if will else "are"
    text = (
        f"There are {total} {_pl(thing)} at a {place}. If each {unit} holds {per} {_pl(thing)}, "
        f"how many {_pl(unit)} {verb} needed at the {place}?"
    )
    r = _organ(text)
    if total % per == 0:
        assert getattr(r, "value", None) == Fraction(total, per), (text, r)
    else:  # a remainder: refused, never rounded
        assert getattr(r, "value", None) is None, (text, r)
