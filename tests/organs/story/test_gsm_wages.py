"""Pay over time (``earns $12 an hour``; ``She worked 50 minutes``): exact answers with
minutes converted to hours, refusals for schedules that do not convert (a day of work is not
24 hours), other earners, second wages and unused wages; generalization over names, wages,
units, work amounts, sentence orders and distractors."""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from story_outcome import answer

from mathcore.organs.base import OrganAnswer
from mathcore.organs.story.model import StorySetup
from mathcore.organs.story.organ import ORGAN

GOLD = [
    ("Sara earns $12 an hour. Yesterday, she worked 50 minutes. How much did she earn?", 10),
    ("Sara earns $12 an hour. She worked 7 minutes. How much did she earn?", Fraction(7, 5)),
    (
        "Olivia earns $9 per hour. She worked 4 hours on Monday, 3 hours on Wednesday and "
        "6 hours on Friday. How much money did Olivia make?",
        117,
    ),
    ("Tom is paid $15 per hour. He worked 8 hours. How much did Tom earn?", 120),
    ("Tom earns $15 a day. He worked 3 days. How much did Tom earn?", 45),
    ("Tom makes $20 an hour. He worked for 6 hours. How much money did Tom make?", 120),
]

REFUSE = [
    # a day of work is not a fixed number of hours
    "Tom earns $15 a day. He worked 8 hours. How much did Tom earn?",
    # someone else worked
    "Tom earns $15 an hour. Ann worked 3 hours. How much did Tom earn?",
    # two wages for one unit
    "Sara earns $12 an hour. She worked 50 minutes. Ann earns $10 an hour. How much did Sara earn?",
    # another earning beside the wage: the wage would go unused
    "Sara earned $12 an hour. She worked 5 hours and earned $20. How much did Sara earn?",
    # money held is not what the wage paid
    "Sara has $30. Sara earns $12 an hour. She worked 5 hours. How much money does Sara have?",
    # not a verb of pay
    "Sara spends $12 an hour. She worked 5 hours. How much did she earn?",
    # no work stated
    "Sara earns $12 an hour. How much did she earn?",
]


@pytest.mark.parametrize(("text", "value"), GOLD)
def test_gold(text: str, value: Fraction | int) -> None:
    setup = ORGAN.read(text)
    assert isinstance(setup, StorySetup), setup
    out = ORGAN.solve(setup)
    assert isinstance(out, OrganAnswer), out
    assert out.value == value
    assert any(s.note == "time x wage" for s in out.steps)


@pytest.mark.parametrize("text", REFUSE)
def test_refuses(text: str) -> None:
    assert answer(text) is None


NAMES = st.sampled_from(["Tom", "Ann", "Maria", "James", "Lucy", "Omar"])
VERBS = st.sampled_from([("earns", "earn"), ("makes", "make"), ("earned", "earn")])
PER = st.sampled_from(["an", "per", "every"])
UNITS = st.sampled_from([("minutes", Fraction(1, 60)), ("hours", Fraction(1))])


@settings(max_examples=100, deadline=None)
@given(
    NAMES,
    VERBS,
    PER,
    st.integers(1, 99),
    st.lists(st.tuples(st.integers(1, 120), UNITS), min_size=1, max_size=3),
    st.booleans(),
    st.booleans(),
)
def test_wage_generalizes(
    name: str,
    verb: tuple[str, str],
    per: str,
    wage: int,
    work: list[tuple[int, tuple[str, Fraction]]],
    distractor: bool,
    pronoun: bool,
) -> None:
    subject = "She" if pronoun else name
    amounts = [f"{n} {unit}" for n, (unit, _f) in work]
    listed = amounts[0] if len(amounts) == 1 else ", ".join(amounts[:-1]) + " and " + amounts[-1]
    body = [f"{name} {verb[0]} ${wage} {per} hour.", f"{subject} worked {listed}."]
    if distractor:
        body.insert(1, f"{name} likes books.")
    text = " ".join([*body, f"How much did {name} {verb[1]}?"])
    hours = sum(Fraction(n) * f for n, (_u, f) in work)
    expected = hours * wage
    got = answer(text)
    if got is not None:
        assert (expected * 100).denominator == 1, text
        assert got == expected, text


@settings(max_examples=40, deadline=None)
@given(NAMES, NAMES, st.integers(1, 99), st.integers(1, 40))
def test_wage_of_someone_else_refuses(a: str, b: str, wage: int, hours: int) -> None:
    text = f"{a} earns ${wage} an hour. {b} worked {hours} hours. How much did {a} earn?"
    got = answer(text)
    if a != b:
        assert got is None, text
    elif got is not None:
        assert got == wage * hours
