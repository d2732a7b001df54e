"""Rates and units over time, session 6 (organs/story/rates6.py and three small hooks), our
own wording: speeds told with ``at`` (and ``mph``), a time of day once in each day
(``every morning``), ``a dozen`` as twelve, ``this week`` over the told days, and a wage
answer that refuses time held but not worked (gsm_wages).

Each construction: gold rows, one refusal per guard, and a hypothesis property (new names,
numbers, units, orders) that the answer is the hand-computed value or a refusal.
"""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from story_outcome import answer, answer_or_reason, check_correct_or_refused

GOLD = [
    # speeds told with "at": a rate, or a rate for a duration (either order)
    ("Joseph drives at 50 mph for 2 hours. How many miles does Joseph drive?", 100),
    ("Joseph drives his car at 50 mph for 3 hours. How many miles does Joseph drive?", 150),
    ("Joseph drives for 2 hours at 45 miles per hour. How many miles does Joseph drive?", 90),
    ("Ana drove for an hour at 60 mph. How many miles did Ana drive?", 60),
    ("Ana ran at 6 mph for 20 minutes. How many miles did Ana run?", 2),
    (
        "Ana ran at a speed of 8 kilometers per hour for 3 hours. How many kilometers did Ana run?",
        24,
    ),
    ("Leo types at a rate of 40 words per minute. How many words can Leo type in 5 minutes?", 200),
    (
        "Leo drove for 8 hours at an average speed of 45 miles per hour. How many miles did Leo"
        " drive?",
        360,
    ),
    ("Mia walks at 3 mph. How many miles does Mia walk in 90 minutes?", Fraction(9, 2)),
    (
        "Mia drives at 50 mph for 2.5 hours. Leo drives at 62 mph for 2 hours. How many more"
        " miles does Mia drive than Leo?",
        1,
    ),
    # a time of day once in each day
    ("Sandra eats 3 beignets every morning. How many beignets will she eat in 2 weeks?", 42),
    ("Tom sleeps 7 hours a night. How many hours does Tom sleep in a week?", 49),
    ("Sandra eats 3 beignets every night for 10 days. How many beignets does she eat?", 30),
    # a dozen
    ("Ann has a dozen eggs. She ate 2 eggs. How many eggs does Ann have?", 10),
    ("Ann bought a dozen lemons and gave 1/4 of them to Leo. How many lemons does Ann have?", 9),
    # this week over the told days
    (
        "Olivia earns $9 per hour. She worked 4 hours on Monday and 6 hours on Friday. How much"
        " money did Olivia make this week?",
        90,
    ),
    (
        "Tom read 5 pages on Monday and 7 pages on Tuesday. How many pages did Tom read this week?",
        12,
    ),
]


@pytest.mark.parametrize(("text", "value"), GOLD)
def test_gold(text: str, value: int | Fraction) -> None:
    assert answer(text) == Fraction(value)


REFUSED = [
    # speed: a top speed is not the speed of the trip
    "Tom runs at a top speed of 20 mph for 2 hours. How many miles does Tom run?",
    # a rate with no duration, asked without a span
    "Joseph drives at 50 mph. Kyle drives at 60 mph for 2 hours. How many miles does Joseph drive?",
    # money or time at a speed, a speed of none
    "Joseph drove at $50 mph for 2 hours. How many miles did Joseph drive?",
    "Joseph drove at 0 mph for 2 hours. How many miles did Joseph drive?",
    "Joseph drove at 50 hours per hour for 2 hours. How many hours did Joseph drive?",
    # a day is not 24 hours; the asked verb is not the rate's; another doer
    "Joseph drives at 50 mph for 1 day. How many miles does Joseph drive?",
    "Joseph walks at 3 mph. How many miles does Joseph drive in 3 hours?",
    "Joseph drives at 50 mph. How many miles does Ann drive in 3 hours?",
    "Joseph drives at 50 mph for 2.5 hours. How many hours does Joseph drive?",
    # a time of day: no conversion to months or hours, two rates, a named day
    "Sandra eats 3 beignets every morning. How many beignets will she eat in 2 months?",
    "Sandra eats 3 beignets every morning. How many beignets will she eat in 5 hours?",
    "Sandra eats 3 beignets every morning. Tom eats 2 beignets a day. How many beignets will"
    " Sandra eat in a week?",
    "Sandra eats 3 beignets every Monday morning. How many beignets does she eat in a week?",
    "Sandra works 3 hours every night. She earns $10 an hour. How much does she earn in a week?",
    # a dozen: not a dozen dozen, not half a dozen, no noun
    "Ann has a dozen dozen eggs. How many eggs does Ann have?",
    "Ann has half a dozen eggs. How many eggs does Ann have?",
    "Ann has a dozen. How many eggs does Ann have?",
]


@pytest.mark.parametrize("text", REFUSED)
def test_refused(text: str) -> None:
    assert answer(text) is None


WEEK_REFUSED = [
    # another week, a day of another week, a month, a change told on no day
    "How much money did Olivia make last week?",
    "She worked 5 hours last week. How much money did Olivia make this week?",
    "She worked 3 hours next Friday. How much money did Olivia make this week?",
    "She worked 3 hours in May. How much money did Olivia make this week?",
    "She worked 3 hours. How much money did Olivia make this week?",
    # time held, not worked; another worker's hours
    "She has 7 hours left. How much money did Olivia make this week?",
    "Ann worked 3 hours on Tuesday. How much money did Olivia make this week?",
    # a condition in the question sentence
    "If she works 3 hours on Sunday, how much money will Olivia make this week?",
]


@pytest.mark.parametrize("tail", WEEK_REFUSED)
def test_week_refused(tail: str) -> None:
    head = "Olivia earns $9 per hour. She worked 4 hours on Monday and 6 hours on Friday."
    assert answer(f"{head} {tail}") is None


def test_week_clause_names_its_day() -> None:
    """A change whose own clause names no day is not placed in the week, even beside one."""
    text = (
        "Olivia earns $9 per hour. She worked 4 hours on Monday and 3 hours. How much money"
        " did Olivia make this week?"
    )
    assert answer(text) is None


def test_wage_refuses_time_held() -> None:
    """gsm_wages: hours held ('left to work') beside the hours worked: is it paid? refused."""
    text = (
        "Rafael works 10 hours on Monday and 8 hours on Tuesday. He has 20 hours left to work"
        " in the week. How much money does Rafael make if he is paid $20 per hour?"
    )
    assert answer_or_reason(text) == "unused_number"
    assert answer("Weng earns $12 an hour. She worked 50 minutes. How much did she earn?") == 10


def test_pipeline() -> None:
    check_correct_or_refused(
        "Joseph drives his car at 50 mph for 2.5 hours. Kyle drives his car at 62 mph for 2"
        " hours. How many more miles does Joseph drive than Kyle?",
        1,
    )
    check_correct_or_refused(
        "Sandra eats 3 beignets every morning. How many beignets will she eat in 16 weeks?", 336
    )
    check_correct_or_refused(
        "Rafael works 10 hours on Monday. He has 20 hours left to work in the week. How much"
        " money does Rafael make if he is paid $20 per hour?",
        None,
    )


NAMES = st.sampled_from(["Joseph", "Ana", "Leo", "Mia", "Ravi"])
UNITS = st.sampled_from([("mph", "miles", 1), ("miles per hour", "miles", 1)])
DUR = st.sampled_from([("hours", 1), ("minutes", Fraction(1, 60))])


@settings(max_examples=40, deadline=None)
@given(NAMES, UNITS, DUR, st.integers(1, 90), st.integers(1, 120), st.booleans())
def test_speed_orders(
    name: str,
    unit: tuple[str, str, int],
    dur: tuple[str, Fraction | int],
    speed: int,
    time: int,
    first: bool,
) -> None:
    """``at S for T`` and ``for T at S`` give S x T (converted) or refuse, never another."""
    per, asked, _ = unit
    durw, factor = dur
    speed_p = f"at {speed} {per}"
    time_p = f"for {time} {durw}"
    body = f"{speed_p} {time_p}" if first else f"{time_p} {speed_p}"
    text = f"{name} drives {body}. How many {asked} does {name} drive?"
    got = answer_or_reason(text)
    assert got == speed * time * Fraction(factor) or isinstance(got, str), (text, got)


@pytest.mark.parametrize("first", [True, False])
def test_speed_orders_answer(first: bool) -> None:
    body = "at 30 mph for 40 minutes" if first else "for 40 minutes at 30 mph"
    assert answer(f"Ana drives {body}. How many miles does Ana drive?") == 20


@settings(max_examples=30, deadline=None)
@given(
    NAMES, st.sampled_from(["morning", "evening", "night"]), st.integers(1, 9), st.integers(1, 8)
)
def test_time_of_day(name: str, tod: str, n: int, weeks: int) -> None:
    text = f"{name} eats {n} apples every {tod}. How many apples does {name} eat in {weeks} weeks?"
    got = answer_or_reason(text)
    assert got == n * 7 * weeks or isinstance(got, str), (text, got)
    assert got == n * 7 * weeks  # the one reading: a rate per day


WORK_GOLD = [
    # a working day (or N days of work): its length is the doer's stated work
    (
        "Gus can type 160 words every 3 minutes and he works 480 minutes per day. How many"
        " words can Gus type in a working day?",
        25600,
    ),
    (
        "Gus types 5 words a minute. He works 8 hours a day. How many words can Gus type in 3"
        " working days?",
        7200,
    ),
    # her total earnings over a span (of work)
    (
        "Megan works eight hours a day and earns $7.50 per hour. If she works 20 days a month,"
        " how much will be her total earnings for two months of work?",
        2400,
    ),
    (
        "Megan earns $8 per hour. She works 5 hours a day. How much will be her total earnings"
        " for two days?",
        80,
    ),
    ("Tom earns $8 per hour. He works 5 hours a day. How much will be his pay in 3 days?", 120),
]


@pytest.mark.parametrize(("text", "value"), WORK_GOLD)
def test_work_gold(text: str, value: int) -> None:
    assert answer(text) == value


WORK_REFUSED = [
    # a working day with no work told; work of another verb or doer; a plain day
    "Gus types 50 words a day. How many words can Gus type in a working day?",
    "Gus types 5 words a minute. He reads 60 minutes a day. How many words can Gus type in a"
    " working day?",
    "Gus types 5 words a minute. Ann works 8 hours a day. How many words can Gus type in a"
    " working day?",
    "Gus types 5 words a minute. He works 60 minutes a day. How many words can Gus type in a day?",
    # earnings: no schedule to convert, two wages, another's hours, a pronoun of no one
    "Megan earns $8 per hour. How much will be her total earnings for 3 days of work?",
    "Megan earns $8 per hour. She works 5 hours a day. How much will be her total earnings for 3"
    " months?",
    "Megan earns $8 per hour. Tom earns $9 per hour. She works 5 hours a day. How much will be"
    " her total earnings for 3 days?",
    "Megan earns $8 per hour. She works 5 hours a day. Tom works 3 hours. How much will be her"
    " total earnings for 3 days?",
    "Megan earns $8 per hour. She works 5 hours a day. How much will be his total earnings for 3"
    " days?",
]


@pytest.mark.parametrize("text", WORK_REFUSED)
def test_work_refused(text: str) -> None:
    assert answer(text) is None


@settings(max_examples=30, deadline=None)
@given(st.integers(1, 30), st.integers(1, 12), st.integers(1, 20), st.booleans())
def test_earnings_span(wage: int, hours: int, days: int, of_work: bool) -> None:
    tail = " of work" if of_work else ""
    text = (
        f"Megan earns ${wage} per hour. She works {hours} hours a day. How much will be her"
        f" total earnings for {days} days{tail}?"
    )
    assert answer(text) == wage * hours * days


UNITS_GOLD = [
    # a conversion the story tells restates the larger unit in the asked smaller one
    (
        "James has 3 gallons of milk. He drank 13 ounces of the milk. If there are 128 ounces"
        " in a gallon, how many ounces of milk does James have left?",
        371,
    ),
    (
        "Ann has 2 pounds of flour. There are 16 ounces in a pound. How many ounces of flour"
        " does Ann have?",
        32,
    ),
    (
        "Tom bought 3 gallons of juice. Each gallon has 16 cups. How many cups of juice did Tom"
        " buy?",
        48,
    ),
    (
        "Ann has 2 feet of ribbon. She used 5 inches of the ribbon. There are 12 inches in a"
        " foot. How many inches of ribbon does Ann have left?",
        19,
    ),
]


@pytest.mark.parametrize(("text", "value"), UNITS_GOLD)
def test_told_units(text: str, value: int) -> None:
    assert answer(text) == value


UNITS_REFUSED = [
    # the asked substance told in another unit: with or without a conversion (never ignored)
    "James has 3 gallons of milk. He drank 13 ounces of the milk. How many gallons of milk does"
    " James have left?",
    "James has 3 gallons of milk. He drank 13 ounces of the milk. If there are 128 ounces in a"
    " gallon, how many gallons of milk does James have left?",
    # two conversions told; a conversion of another unit
    "James has 3 gallons of milk. There are 128 ounces in a gallon. There are 4 quarts in a"
    " gallon. How many ounces of milk does James have?",
    "James has 3 pounds of milk. There are 128 ounces in a gallon. How many ounces of milk does"
    " James have?",
]


@pytest.mark.parametrize("text", UNITS_REFUSED)
def test_told_units_refused(text: str) -> None:
    assert answer(text) is None


@settings(max_examples=30, deadline=None)
@given(
    st.sampled_from([("gallon", "gallons", "ounces", 128), ("pound", "pounds", "ounces", 16)]),
    st.integers(1, 9),
    st.integers(0, 15),
    st.booleans(),
)
def test_told_units_property(
    unit: tuple[str, str, str, int], n: int, used: int, lead: bool
) -> None:
    one, many, small, f = unit
    fact = f"There are {f} {small} in a {one}."
    story = f"Ann has {n} {one if n == 1 else many} of rice. She used {used} {small} of the rice."
    ask = f"How many {small} of rice does Ann have left?"
    text = f"{fact} {story} {ask}" if lead else f"{story} {fact} {ask}"
    got = answer_or_reason(text)
    assert got == n * f - used or isinstance(got, str), (text, got)


FREQ_GOLD = [
    (
        "Theo can eat 13 cookies, 3 times a day, 20 days each month. How many cookies can he eat"
        " in 3 months?",
        2340,
    ),
    ("Theo eats 13 cookies 3 times a day. How many cookies does he eat in a week?", 273),
    ("Theo eats 2 cookies twice a day. How many cookies does he eat in 5 days?", 20),
    ("Theo eats 2 cookies 3 times a week. How many cookies does he eat in 2 weeks?", 12),
]


@pytest.mark.parametrize(("text", "value"), FREQ_GOLD)
def test_frequency(text: str, value: int) -> None:
    assert answer(text) == value


FREQ_REFUSED = [
    # not a whole number of times; half a day; money at a frequency; days of a weekly rate
    "Theo eats 2 cookies 1.5 times a day. How many cookies does he eat in 4 days?",
    "Theo eats 2 cookies half a day. How many cookies does he eat in 4 days?",
    "Theo eats $2 3 times a day. How many dollars does he eat in 4 days?",
    "Theo eats 2 cookies 3 times a week. How many cookies does he eat in 14 days?",
    # another rate in the story; the times asked alone
    "Theo eats 2 cookies 3 times a day. Ann eats 3 cookies a day. How many cookies does Theo eat"
    " in 4 days?",
    "Theo eats 2 cookies twice a day. How many times does he eat in 5 days?",
]


@pytest.mark.parametrize("text", FREQ_REFUSED)
def test_frequency_refused(text: str) -> None:
    assert answer(text) is None


def test_frequency_steps() -> None:
    """Each factor is its own derivation step: days, times, then things."""
    from mathcore import solve

    got = solve(
        "Theo can eat 13 cookies, 3 times a day, 20 days each month. How many cookies can he"
        " eat in 3 months?"
    )
    assert got.status == "solved"
    ops = [(s.operands, s.result) for s in got.derivation]  # type: ignore[union-attr]
    assert ops == [((3, 20), 60), ((60, 3), 180), ((180, 13), 2340)]


MEMBER_GOLD = [
    (
        "A bird eats 7 berries a day. Samuel has 5 birds. How many berries do Samuel's birds"
        " eat in 4 days?",
        140,
    ),
    (
        "Tom has 5 birds. A bird eats 7 berries a day. How many berries do Tom's birds eat in a"
        " week?",
        245,
    ),
]


@pytest.mark.parametrize(("text", "value"), MEMBER_GOLD)
def test_member_rate(text: str, value: int) -> None:
    assert answer(text) == value


MEMBER_REFUSED = [
    # one of the owner's birds (singular), another owner, two holdings, another kind or member
    "A bird eats 7 berries a day. Samuel has 5 birds. How many berries does Samuel's bird eat in"
    " 4 days?",
    "Tom has 5 birds. A bird eats 7 berries a day. How many berries do Ann's birds eat in 4 days?",
    "Tom has 5 birds. Ann has 3 birds. A bird eats 7 berries a day. How many berries do Tom's"
    " birds eat in 4 days?",
    "Tom has 5 birds. A bird eats 7 berries a day. How many seeds do Tom's birds eat in 4 days?",
    "Tom has 5 birds. A cat eats 7 berries a day. How many berries do Tom's birds eat in 4 days?",
]


@pytest.mark.parametrize("text", MEMBER_REFUSED)
def test_member_rate_refused(text: str) -> None:
    assert answer(text) is None
