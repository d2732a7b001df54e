# ruff: noqa: E501
"""gsm_rates: a rate over a stated span of time, and the time an amount of work takes.

Gold rows in our own words, every refusal branch of ``gsm_rates`` made to fire, and property
tests over new names, numbers, verbs, things, units and sentence orders.
"""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from story_outcome import answer_or_reason as outcome

from mathcore.organs.base import OrganAnswer
from mathcore.organs.story.gsm_rates_rows import GSM_RATES_CLAUSES, GSM_RATES_QUESTIONS
from mathcore.organs.story.model import StorySetup
from mathcore.organs.story.organ import ORGAN

GOLD = [
    (
        "A cook needs to bake 16 pies. She has already baked 7. If it takes 5 minutes to bake each pie, how long will it take her to bake the rest?",
        45,
    ),
    (
        "A cook needs to bake 16 pies. She baked 7. If it takes 5 minutes to bake each pie, how many hours will it take her to bake the rest?",
        Fraction(3, 4),
    ),
    (
        "It takes 7 minutes to bake one pan of cookies. How long will it take to bake 4 pans of cookies?",
        28,
    ),
    ("If it takes 20 minutes to paint a house, how many houses can you paint in 3 hours?", 9),
    (
        "Ann had 12 math problems and 20 spelling problems. If she can finish 8 problems in an hour how long will it take her to finish all the problems?",
        4,
    ),
    ("Tom had 10 apples. He has already sold 4. How many apples does he have?", 6),
    ("Tom jogs 2 hours a day. How many hours does he jog in total over two weeks?", 28),
    ("Tom jogs 2 hours a day. How many hours does he jog in total over a week?", 14),
    (
        "Tom earns $20 an hour. He works 8 hours a day. How much money does he earn in total over 5 days?",
        800,
    ),
    ("Nia can paint 6 fences in 3 hours. How many hours will it take her to paint 10 fences?", 5),
    (
        "It takes Omar 4 minutes to fold 2 shirts. How many minutes will it take Omar to fold 9 shirts?",
        18,
    ),
    (
        "It takes 30 minutes for Ann to bake 5 cakes. How many hours will it take Ann to bake 20 cakes?",
        2,
    ),
    (
        "A machine makes 40 boxes every 5 minutes. "
        "How many minutes does it take the machine to make 200 boxes?",
        25,
    ),
    ("Leo writes 12 pages a day. How long will it take him to write 84 pages?", 7),
    ("Leo writes 12 pages a day. How many weeks will it take him to write 168 pages?", 2),
    (
        "Leo reads 30 pages an hour. He reads 2 hours a day. How many days will it take him to read 300 pages?",
        5,
    ),
    (
        "It takes Kim 6 minutes to wash 2 plates. Kim's sink has 10 plates. How many minutes will it take Kim to wash all the plates?",
        30,
    ),
    (
        "A truck travels 120 miles in 2 hours. At this rate, how many additional hours would it take to travel an additional 180 miles?",
        3,
    ),
    ("Ann can sew 3 bags in an hour. How many bags can she sew in 4 hours?", 12),
    ("Ann sews 9 bags in 3 hours. How many bags does she sew in 5 hours?", 15),
]

REFUSE = [
    # the rest: done more than the goal, done of other things, done by another doer
    (
        "A cook needs to bake 16 pies. She has already baked 17. If it takes 5 minutes to bake each pie, how long will it take her to bake the rest?",
        "negative_quantity",
    ),
    (
        "A cook needs to bake 16 pies. She has already baked 7 cakes. If it takes 5 minutes to bake each pie, how long will it take her to bake the rest?",
        "question_target_unbound",
    ),
    (
        "A cook needs to bake 16 pies. Ann has already baked 7. If it takes 5 minutes to bake each pie, how long will it take her to bake the rest?",
        "",
    ),
    # all the things: two holders, or a broader holding
    (
        "Ann had 12 math problems and Tom had 20 spelling problems. If she can finish 8 problems in an hour how long will it take her to finish all the problems?",
        "question_target_unbound",
    ),
    (
        "Ann had 32 problems. If she can finish 8 problems in an hour how long will it take her to finish all the math problems?",
        "question_target_unbound",
    ),
    # a rate with no doer beside a doer's own rate of the same verb and kind
    (
        "It takes 20 minutes to paint a house. Tom paints 2 houses a day. How many houses does Tom paint in 3 days?",
        "question_target_unbound",
    ),
    # a span "for two weeks" beside days of the action it does not use
    (
        "Tom jogs 2 hours a day. He jogs for 3 days. How many hours does he jog in total over two weeks?",
        "unused_number",
    ),
    # another doer, verb or kind than the one rate
    (
        "Nia can paint 6 fences in 3 hours. How many hours will it take Tom to paint 10 fences?",
        "question_target_unbound",
    ),
    (
        "Nia can paint 6 fences in 3 hours. How many hours will it take her to wash 10 fences?",
        "question_target_unbound",
    ),
    # a part of a day needs a rounding the story does not state
    (
        "Leo writes 12 pages a day. How many days will it take him to write 90 pages?",
        "non_integer_count",
    ),
    # "how long" with two units of time
    (
        "Leo reads 30 pages an hour. He reads 2 hours a day. How long will it take him to read 300 pages?",
        "unreadable_question",
    ),
    # an event the answer does not use
    (
        "Nia can paint 6 fences in 3 hours. She has 2 dogs. How many hours will it take her to paint 10 fences?",
        "unused_number",
    ),
    # units that do not convert without a stated schedule
    (
        "Nia can paint 6 fences in 3 hours. How many days will it take her to paint 10 fences?",
        "unit_mismatch",
    ),
    # "all of the fences": no stated amount
    (
        "Nia can paint 6 fences in 3 hours. How many hours will it take her to paint all the fences?",
        "question_target_unbound",
    ),
    # a past action over a span is not a rate
    (
        "Nia painted 6 fences in 3 hours. How many hours will it take her to paint 10 fences?",
        "unreadable_sentence",
    ),
    # a rate needs a unit of time
    (
        "It takes Omar 4 boxes to fold 2 shirts. How many minutes will it take Omar to fold 9 shirts?",
        "unreadable_sentence",
    ),
    # the asked unit must be a bare unit of time
    (
        "Nia can paint 6 fences in 3 hours. How many fences will it take her to paint 10 fences?",
        "unreadable_question",
    ),
    # two schedules of the same unit
    (
        "Leo reads 30 pages an hour. He reads 2 hours a day and he reads 3 hours a day. How many days will it take him to read 300 pages?",
        "",
    ),
]


@pytest.mark.parametrize(("text", "value"), GOLD)
def test_gold(text: str, value: int | Fraction) -> None:
    assert outcome(text) == value


@pytest.mark.parametrize(("text", "reason"), REFUSE)
def test_refuses(text: str, reason: str) -> None:
    got = outcome(text)
    assert isinstance(got, str), got
    if reason:
        assert got == reason


def test_rows_are_data_with_both_forms_of_the_things() -> None:
    names = [line.split(" | ")[0] for line in GSM_RATES_CLAUSES.splitlines()]
    assert "rates_in" in names and "rates_in_of" in names and "rates_takes_for_of" in names
    qnames = [line.split(" | ")[0] for line in GSM_RATES_QUESTIONS.splitlines()]
    assert "q_take_time_all" in qnames and "q_take_time_all_of" not in qnames


def test_answer_names_its_steps() -> None:
    setup = ORGAN.read(
        "Nia can paint 6 fences in 3 hours. How many hours will it take her to paint 10 fences?"
    )
    assert isinstance(setup, StorySetup)
    out = ORGAN.solve(setup)
    assert isinstance(out, OrganAnswer)
    assert out.unit == "hour"
    assert any(s.operation == "divide" and s.source.startswith("s0[") for s in out.steps)


NAMES = st.sampled_from(["Nia", "Omar", "Leo", "Kim", "Ann", "Ravi"])
JOBS = st.sampled_from(
    [("paint", "paints", "fences"), ("wash", "washes", "plates"), ("bake", "bakes", "cakes")]
)


@settings(max_examples=40, deadline=None)
@given(NAMES, JOBS, st.integers(1, 60), st.integers(1, 50), st.integers(1, 40))
def test_takes_form_divides_exactly(
    name: str, job: tuple[str, str, str], minutes: int, done: int, mult: int
) -> None:
    verb, _verbs, things = job
    todo = done * mult
    text = (
        f"It takes {name} {minutes} minutes to {verb} {done} {things}. "
        f"How many minutes will it take {name} to {verb} {todo} {things}?"
    )
    expected = Fraction(minutes * mult)
    assert outcome(text) == expected


@settings(max_examples=40, deadline=None)
@given(NAMES, JOBS, st.integers(1, 12), st.integers(1, 30), st.integers(1, 20), st.booleans())
def test_can_in_form_and_distractor(
    name: str, job: tuple[str, str, str], hours: int, done: int, mult: int, distract: bool
) -> None:
    verb, _verbs, things = job
    rate = f"{name} can {verb} {done} {things} in {hours} hours."
    extra = " Tom has 3 dogs." if distract else ""
    text = f"{rate}{extra} How many hours will it take {name} to {verb} {done * mult} {things}?"
    got = outcome(text)
    if distract:
        assert isinstance(got, str)  # an unused fact refuses
    else:
        assert got == hours * mult


@settings(max_examples=30, deadline=None)
@given(NAMES, JOBS, st.integers(1, 30), st.integers(1, 30))
def test_days_are_whole_or_refused(
    name: str, job: tuple[str, str, str], per_day: int, todo: int
) -> None:
    verb, verbs, things = job
    text = (
        f"{name} {verbs} {per_day} {things} a day. "
        f"How many days will it take {name} to {verb} {todo} {things}?"
    )
    got = outcome(text)
    q = Fraction(todo, per_day)
    if q.denominator == 1:
        assert got in (q, "unknown_word", "unreadable_sentence")
    else:
        assert got == "non_integer_count"
