"""Repeated actions over time (``bakes 20 cakes a day``) asked over a span (``in 5 days``):
our own stories answered exactly, every validator branch refused, and generalization over
names, verbs, nouns, counts, units and distractors."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from story_outcome import answer

from mathcore.organs.base import OrganAnswer
from mathcore.organs.story.model import StorySetup
from mathcore.organs.story.organ import ORGAN

GOLD = [
    ("Brenda bakes 20 cakes a day. How many cakes does she bake in 5 days?", 100),
    ("Dimitri eats 3 burgers per day. How many burgers does he eat in a week?", 21),
    ("John drives 1000 miles a month. How many miles does he drive in a year?", 12000),
    ("Tom works 8 hours a day, 5 days a week. How many hours does he work in 4 weeks?", 160),
    (
        "Paul makes 100 pencils a day five days a week. How many pencils does he make in 2 weeks?",
        1000,
    ),
    ("Larry jogs for 30 minutes each day. How many hours does he jog in 2 weeks?", 7),
    ("Stan can type 50 words per minute. How many words can he type in 2 hours?", 6000),
    ("Mia reads 30 pages an hour. How many pages does she read in 20 minutes?", 10),
    ("Tom bakes 3 cakes a day, 4 days a week. How many cakes does he bake per week?", 12),
    ("Ana walks 2 miles every day. How many miles will Ana walk in 3 weeks?", 42),
    ("Every week, Tom bakes 6 cakes. How many cakes does he bake in 3 weeks?", 18),
    ("Tom walks for an hour a day. How many hours does he walk in 3 days?", 3),
    (
        "Lisa walks 10 meters each minute. Every day, she walks for an hour. "
        "How many meters will Lisa walk in two days?",
        1200,
    ),
    (
        "Tom works 8 hours a day, 5 days a week. He earns $15 an hour. "
        "How much money does he earn in 2 weeks?",
        1200,
    ),
]

REFUSE = [
    # a second rate that the answer does not use
    "Tom eats 3 apples a day. He eats 2 pears a day. How many apples does he eat in 2 days?",
    # another event beside the rates
    "Tom bakes 3 cakes a day. He has 4 pies. How many cakes does he bake in 2 days?",
    # no rate of the asked verb, kind or doer
    "Tom bakes 3 cakes a day. How many cakes does he sell in 2 days?",
    "Tom bakes 3 cakes a day. How many pies does he bake in 2 days?",
    "Tom bakes 3 cakes a day. Ann bakes 2 cakes a day. How many cakes does Ann sell in 2 days?",
    # the span is not a unit of time
    "Tom bakes 3 cakes a day. How many cakes does he bake in 2 boxes?",
    # no exact conversion: days of a weekly rate, hours of a daily one
    "Tom bakes 3 cakes a week. How many cakes does he bake in 2 days?",
    "Tom bakes 3 cakes a day. How many cakes does he bake in 2 hours?",
    # a working day is a schedule: weeks of it need a stated number of days
    "Tom works 8 hours a day. How many hours does he work in 2 weeks?",
    "Tom works 8 hours a day. He earns $15 an hour. How much does he earn in 2 weeks?",
    # another action's schedule does not convert this one's span
    "Tom works 4 days a week. He bakes 3 cakes a day. How many cakes does he bake in 2 weeks?",
    # a stated number of days that the span does not need
    "Tom bakes 3 cakes a day, 4 days a week. How many cakes does he bake in 5 days?",
    # a continued rate must count the previous rate's unit
    "Tom bakes 3 cakes a day and 4 pies a day. How many cakes does he bake in 5 days?",
    "Tom bakes 3 cakes a day, 5 cakes a week. How many cakes does he bake in 5 weeks?",
    "Tom has 4 pies, 5 days a week. How many pies does he bake in 5 weeks?",
    # a rate needs a unit of time, a count, and a doer's verb
    "Tom bakes 3 cakes a box. How many cakes does he bake in 5 boxes?",
    # money at a rate is a wage, not a count
    "Tom bakes $3 cakes a day. How many cakes does he bake in 5 days?",
    # a rate is not a holding, nor a one-time event
    "Tom bakes 3 cakes a day. How many cakes does he have?",
    "Tom bakes 3 cakes a day. How many cakes did he bake?",
    # two doers asked together
    "Tom bakes 3 cakes a day. Ann bakes 2 cakes a day. How many cakes do they bake in 2 days?",
    # a time-scoped question that is not a span
    "Tom bakes 3 cakes a day. How many cakes does he have in 2 days?",
    # two stated amounts of time that both convert to the rate's unit
    "Lisa walks 10 meters each minute. Every day, she walks for an hour. Every day, she "
    "walks for 2 hours. How many meters will Lisa walk in two days?",
    # a rate of its own unit
    "Tom works 3 days a day. How many days does he work in 2 days?",
]


@pytest.mark.parametrize(("text", "value"), GOLD)
def test_gold(text: str, value: int) -> None:
    setup = ORGAN.read(text)
    assert isinstance(setup, StorySetup), setup
    out = ORGAN.solve(setup)
    assert isinstance(out, OrganAnswer), out
    assert out.value == value
    assert setup.question.ask in ("span", "span1")
    assert all(s.source for s in out.steps)


@pytest.mark.parametrize("text", REFUSE)
def test_refuses(text: str) -> None:
    assert answer(text) is None


def test_steps_replay() -> None:
    setup = ORGAN.read(GOLD[-1][0])
    assert isinstance(setup, StorySetup)
    out = ORGAN.solve(setup)
    assert isinstance(out, OrganAnswer)
    acc = None
    for s in out.steps:
        assert s.operation == "multiply"
        assert s.result == s.operands[0] * s.operands[1]
        if acc is not None:
            assert s.operands[0] == acc
        acc = s.result
    assert acc == 1200


NAMES = st.sampled_from(["Brenda", "Omar", "Keiko", "Lars", "Priya"])
ACTIONS = st.sampled_from(
    [("bakes", "bake", "cakes"), ("eats", "eat", "apples"), ("drives", "drive", "miles")]
)
COUNTS = st.integers(min_value=1, max_value=500)
SPANS = st.sampled_from([("days", "day", 1), ("weeks", "day", 7), ("hours", "hour", 1)])


@settings(max_examples=40, deadline=None)
@given(NAMES, ACTIONS, COUNTS, st.integers(min_value=1, max_value=60), SPANS)
def test_generalizes(
    name: str, action: tuple[str, str, str], n: int, span: int, unit: tuple[str, str, int]
) -> None:
    verb, base, noun = action
    plural, rate_unit, factor = unit
    art = "an" if rate_unit == "hour" else "a"
    text = (
        f"{name} {verb} {n} {noun} {art} {rate_unit}. "
        f"How many {noun} does {name} {base} in {span} {plural}?"
    )
    assert answer(text) == n * span * factor


@settings(max_examples=30, deadline=None)
@given(NAMES, COUNTS, st.integers(min_value=1, max_value=7), st.integers(min_value=1, max_value=9))
def test_days_a_week(name: str, n: int, days: int, weeks: int) -> None:
    text = (
        f"{name} bakes {n} pies a day, {days} days a week. "
        f"How many pies does {name} bake in {weeks} weeks?"
    )
    assert answer(text) == n * days * weeks


@settings(max_examples=30, deadline=None)
@given(NAMES, COUNTS, st.integers(min_value=1, max_value=9))
def test_distractor_refuses(name: str, n: int, span: int) -> None:
    text = (
        f"{name} bakes {n} pies a day. {name} has 4 cups. "
        f"How many pies does {name} bake in {span} days?"
    )
    assert answer(text) is None


@settings(max_examples=30, deadline=None)
@given(NAMES, COUNTS, st.integers(min_value=1, max_value=9))
def test_other_doer_refuses(name: str, n: int, span: int) -> None:
    text = f"{name} bakes {n} pies a day. How many pies does Mark bake in {span} days?"
    assert answer(text) is None


DIFFERENCES = [
    (
        "Micah can type 20 words per minute and Isaiah can type 40 words per minute. "
        "How many more words can Isaiah type than Micah in an hour?",
        1200,
    ),
    (
        "Jackie walks 2 miles each day. Jessie walks 1.5 miles each day. "
        "How many more miles does Jackie walk than Jessie in 6 days?",
        3,
    ),
]

DIFFERENCES.append(
    (
        "If Janet reads 80 pages a day and Belinda reads 30 pages a day, "
        "how many more pages does Janet read in 6 weeks?",
        2100,
    )
)

DIFFERENCE_REFUSALS = [
    # more than whom: two other doers, or none
    "Janet reads 80 pages a day. Belinda reads 30 pages a day. Tom reads 5 pages a day. "
    "How many more pages does Janet read in 6 weeks?",
    "Janet reads 80 pages a day. How many more pages does Janet read in 6 weeks?",
    # the asked doer does less: a negative difference
    "Jackie walks 2 miles each day. Jessie walks 1.5 miles each day. "
    "How many more miles does Jessie walk than Jackie in 6 days?",
    # a third doer's rate is unused
    "Jackie walks 2 miles each day. Jessie walks 1.5 miles each day. Tom walks 1 mile each "
    "day. How many more miles does Jackie walk than Jessie in 6 days?",
    # the other doer has no rate of that verb
    "Jackie walks 2 miles each day. Jessie runs 1 mile each day. "
    "How many more miles does Jackie walk than Jessie in 6 days?",
]


@pytest.mark.parametrize(("text", "value"), DIFFERENCES)
def test_span_difference(text: str, value: int) -> None:
    assert answer(text) == value


@pytest.mark.parametrize("text", DIFFERENCE_REFUSALS)
def test_span_difference_refusals(text: str) -> None:
    assert answer(text) is None


@settings(max_examples=30, deadline=None)
@given(COUNTS, COUNTS, st.integers(min_value=1, max_value=30))
def test_span_difference_generalizes(a: int, b: int, days: int) -> None:
    text = (
        f"Omar reads {a} pages a day. Priya reads {b} pages a day. "
        f"How many more pages does Omar read than Priya in {days} days?"
    )
    assert answer(text) == ((a - b) * days if a >= b else None)


TOTALS = [
    (
        "Tom has 50 apples. He eats 2 apples a day for a week. How many apples does he have left?",
        36,
    ),
    ("Archibald eats 1 apple a day for two weeks. How many apples did he eat?", 14),
    ("Tom plays 2 hours a day for 3 days. How many hours does he play?", 6),
    ("Barbi lost 1.5 kilograms each month for a year. How many kilograms did she lose?", 18),
    ("Ana bakes 3 cakes a day for the next 4 days. How many cakes did she bake?", 12),
]

TOTAL_REFUSALS = [
    # a working week is a schedule
    "Tom works 8 hours a day for 2 weeks. How many hours did he work?",
    # no exact conversion of days into a weekly rate
    "Tom eats 14 apples a week for 3 days. How many apples did he eat?",
    # a rate that ran for a duration is no longer a rate to take over another span
    "Tom bakes 3 cakes a day for 4 days. How many cakes does he bake in 2 days?",
    # the duration is not a unit of time
    "Tom bakes 3 cakes a day for 4 boxes. How many cakes did he bake?",
    # a count that is not whole
    "Tom eats 1.5 apples a day for 3 days. How many apples did he eat?",
]


@pytest.mark.parametrize(("text", "value"), TOTALS)
def test_rate_for_a_duration(text: str, value: int) -> None:
    setup = ORGAN.read(text)
    assert isinstance(setup, StorySetup), setup
    assert any(e.op == "rate_total" for e in setup.events)
    out = ORGAN.solve(setup)
    assert isinstance(out, OrganAnswer), out
    assert out.value == value
    assert any(s.note == "time x rate" for s in out.steps)


@pytest.mark.parametrize("text", TOTAL_REFUSALS)
def test_rate_for_a_duration_refusals(text: str) -> None:
    assert answer(text) is None


@settings(max_examples=30, deadline=None)
@given(NAMES, st.integers(min_value=1, max_value=9), st.integers(min_value=1, max_value=9))
def test_rate_for_a_duration_generalizes(name: str, n: int, weeks: int) -> None:
    have = 7 * 9 * 9
    text = (
        f"{name} has {have} nuts. {name} eats {n} nuts a day for {weeks} weeks. "
        f"How many nuts does {name} have left?"
    )
    assert answer(text) == have - 7 * n * weeks


MEASURED = [
    (
        "John can play 200 beats per minute. If he plays 2 hours a day for 3 days "
        "how many beats does he play?",
        72000,
    ),
    ("Jim runs 6 miles an hour. He runs for 2 hours. How many miles did he run?", 12),
    ("Jim reads 30 pages an hour. He reads for 20 minutes. How many pages did he read?", 10),
]

MEASURED_REFUSALS = [
    # another event beside the rate and the measured time
    "Jim runs 6 miles an hour. He runs for 2 hours. He has 3 apples. How many miles did he run?",
    # no measured time of the action
    "Jim runs 6 miles an hour. How many miles did he run?",
    # the measured time is of another action
    "Jim runs 6 miles an hour. He walks for 2 hours. How many miles did he run?",
    # a stated distance beside the rate leaves the rate unused
    "Jim runs 6 miles an hour. He ran 3 miles. How many miles did he run?",
]


@pytest.mark.parametrize(("text", "value"), MEASURED)
def test_rate_over_measured_time(text: str, value: int) -> None:
    assert answer(text) == value


@pytest.mark.parametrize("text", MEASURED_REFUSALS)
def test_rate_over_measured_time_refusals(text: str) -> None:
    assert answer(text) is None
