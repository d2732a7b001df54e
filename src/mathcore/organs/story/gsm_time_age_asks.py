"""The questions of ages (gsm_time_age): how old now, in or N years ago, when another is N,
how many years older or younger, the sum of their ages. Every age told must be told at the
question's time (all present, or all past); a story of ages and other things refuses."""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction

from mathcore.exact import normalize
from mathcore.organs.story.gsm_time_age_kin import check_kin
from mathcore.organs.story.gsm_time_age_sum import AGE
from mathcore.organs.story.ledger import Halt, Ledger, _gate
from mathcore.organs.story.model import StorySetup
from mathcore.results import Step


def _tenses_agree(setup: StorySetup, tense: str) -> None:
    """Every age statement is told at the question's time (present, or all past)."""
    told = {e.frame for e in setup.events if e.kind == AGE}
    if told != {tense}:
        raise Halt("question_target_unbound", "ages told at another time than asked")
    if any(e.kind != AGE for e in setup.events):
        raise Halt("question_target_unbound", "a story of ages and other things")


def _age_now(led: Ledger, setup: StorySetup, tense: str = "age_now") -> tuple[Fraction, list[Step]]:
    from mathcore.organs.story.answers import _state

    q = setup.question
    _tenses_agree(setup, tense)
    value, steps = _state(led, q.holder, AGE)
    check_kin(led, setup)  # "his elder brother Robert" told half Patrick's age: refused
    return value, list(steps)


def _shift(value: Fraction, years: Fraction, sign: int, note: str, source: str) -> Step:
    _gate("story_age_shift")
    res = value + sign * years
    op = "add" if sign > 0 else "subtract"
    return Step(op, (normalize(value), normalize(years)), normalize(res), note, source)


def _ask_age(led: Ledger, setup: StorySetup) -> tuple[Fraction, list[Step]]:
    return _age_now(led, setup, setup.question.frame)


def _ask_age_in(led: Ledger, setup: StorySetup) -> tuple[Fraction, list[Step]]:
    q = setup.question
    value, steps = _age_now(led, setup)
    years = Fraction(q.qty if q.qty is not None else 1)
    step = _shift(value, years, 1, "age in years to come", q.source)
    return Fraction(step.result), [*steps, step]


def _ask_age_ago(led: Ledger, setup: StorySetup) -> tuple[Fraction, list[Step]]:
    q = setup.question
    assert q.qty is not None
    value, steps = _age_now(led, setup)
    if Fraction(q.qty) > value:
        raise Halt("negative_quantity", "an age before birth")
    step = _shift(value, Fraction(q.qty), -1, "age years ago", q.source)
    return Fraction(step.result), [*steps, step]


def _ask_age_when(led: Ledger, setup: StorySetup) -> tuple[Fraction, list[Step]]:
    """``How old will Emma be when her sister is 56?``: the same years pass for both."""
    from mathcore.organs.story.answers import _state

    q = setup.question
    assert q.qty is not None
    mine, steps = _age_now(led, setup)
    theirs, other_steps = _state(led, q.other, AGE)
    wait = Fraction(q.qty) - theirs
    if wait < 0:
        raise Halt("inconsistent_story", "'will be' an age already passed")
    gap = Step("subtract", (q.qty, normalize(theirs)), normalize(wait), "years until", q.source)
    step = _shift(mine, wait, 1, "age then", q.source)
    return Fraction(step.result), [*steps, *other_steps, gap, step]


def _ask_age_gap(led: Ledger, setup: StorySetup, sign: int) -> tuple[Fraction, list[Step]]:
    """``How many years older is Tim than Jenny?`` (``younger``: the other way round)."""
    from mathcore.organs.story.answers import _state

    q = setup.question
    mine, steps = _age_now(led, setup)
    theirs, other_steps = _state(led, q.other, AGE)
    gap = (mine - theirs) * sign
    if gap < 0:
        raise Halt("negative_quantity", "older or younger the other way round")
    _gate("story_difference")
    a, b = (mine, theirs) if sign > 0 else (theirs, mine)
    step = Step("subtract", (normalize(a), normalize(b)), normalize(gap), "age gap", q.source)
    return gap, [*steps, *other_steps, step]


def _ask_age_older(led: Ledger, setup: StorySetup) -> tuple[Fraction, list[Step]]:
    return _ask_age_gap(led, setup, 1)


def _ask_age_younger(led: Ledger, setup: StorySetup) -> tuple[Fraction, list[Step]]:
    return _ask_age_gap(led, setup, -1)


def _ask_age_total(led: Ledger, setup: StorySetup) -> tuple[Fraction, list[Step]]:
    """``What is the sum of their ages (in 5 years)?``: every member's age, added."""
    from mathcore.organs.story.answers import _state

    q = setup.question
    _tenses_agree(setup, q.frame)
    check_kin(led, setup)
    if q.holder.startswith("&"):
        members = sorted(q.holder[1:].split("&"))
    else:
        members = sorted({h for e in setup.events for h in (e.holder, e.other) if h})
    _gate("story_sum_of_parts")
    total, steps = Fraction(0), []
    for k, m in enumerate(members):
        age, more = _state(led, m, AGE)
        steps += more
        if k:
            steps.append(
                Step("add", (normalize(total), normalize(age)), normalize(total + age), "ages")
            )
        total += age
    if q.qty is not None:
        years = Fraction(q.qty) * len(members)
        steps.append(
            Step("multiply", (q.qty, len(members)), normalize(years), "years each", q.source)
        )
        steps.append(_shift(total, years, 1, "ages then", q.source))
        total += years
    return total, steps


def _ask_age_when_times(
    led: Ledger, setup: StorySetup, moving: bool
) -> tuple[Fraction, list[Step]]:
    """``How old will Trevor be when his brother is three times as old as Trevor is now?``
    (B + t = 3 T: t = 3 T - B); ``... twice as old as him`` (B + t = 2 (T + t): t = B - 2 T)."""
    from mathcore.organs.story.answers import _state

    q = setup.question
    assert q.qty is not None
    mine, steps = _age_now(led, setup)
    theirs, other_steps = _state(led, q.other, AGE)
    f = Fraction(q.qty)
    if moving and f == 1:
        raise Halt("unbound_quantity", "as old as each other: never, or always")
    _gate("story_times_as_many")
    target = f * mine
    wait = (theirs - target) / (f - 1) if moving else target - theirs
    if wait < 0:
        raise Halt("inconsistent_story", "'will be' a time already passed")
    n = normalize
    times = Step("multiply", (n(mine), n(f)), n(target), "times the age now", q.source)
    if moving:
        diff = theirs - target
        gaps = [
            Step("subtract", (n(theirs), n(target)), n(diff), "gap to close", q.source),
            Step("divide", (n(diff), n(f - 1)), n(wait), "years until", q.source),
        ]
    else:
        gaps = [Step("subtract", (n(target), n(theirs)), n(wait), "years until", q.source)]
    step = _shift(mine, wait, 1, "age then", q.source)
    return Fraction(step.result), [*steps, *other_steps, times, *gaps, step]


def _ask_age_when_now(led: Ledger, setup: StorySetup) -> tuple[Fraction, list[Step]]:
    return _ask_age_when_times(led, setup, False)


def _ask_age_when_rel(led: Ledger, setup: StorySetup) -> tuple[Fraction, list[Step]]:
    return _ask_age_when_times(led, setup, True)


def _ask_age_until(led: Ledger, setup: StorySetup) -> tuple[Fraction, list[Step]]:
    """``In how many years will Agnes be twice as old as Jane?``: A + t = 2 (J + t)."""
    from mathcore.organs.story.answers import _state

    q = setup.question
    assert q.qty is not None
    mine, steps = _age_now(led, setup)
    theirs, other_steps = _state(led, q.other, AGE)
    f, n = Fraction(q.qty), normalize
    if f == 1:
        raise Halt("unbound_quantity", "as old as each other: never, or always")
    _gate("story_times_as_many")
    scaled, diff = f * theirs, mine - f * theirs
    wait = diff / (f - 1)
    if wait < 0:
        raise Halt("inconsistent_story", "'will be' a time already passed")
    return wait, [
        *steps,
        *other_steps,
        Step("multiply", (n(theirs), n(f)), n(scaled), "times the other's age now", q.source),
        Step("subtract", (n(mine), n(scaled)), n(diff), "gap to close", q.source),
        Step("divide", (n(diff), n(f - 1)), n(wait), "years until", q.source),
    ]


def _ask_age_until_is(led: Ledger, setup: StorySetup) -> tuple[Fraction, list[Step]]:
    """``In how many years will Diane be 25 years old?``"""
    q = setup.question
    assert q.qty is not None
    mine, steps = _age_now(led, setup)
    wait = Fraction(q.qty) - mine
    if wait < 0:
        raise Halt("inconsistent_story", "'will be' an age already passed")
    _gate("story_difference")
    step = Step("subtract", (q.qty, normalize(mine)), normalize(wait), "years until", q.source)
    return wait, [*steps, step]


def _ask_age_until_sum(led: Ledger, setup: StorySetup) -> tuple[Fraction, list[Step]]:
    """``In how many years will their combined age be 44?``: each member ages t years."""
    q = setup.question
    assert q.qty is not None
    total, steps = _ask_age_total(led, replace(setup, question=replace(q, qty=None)))
    members = len({h for e in setup.events for h in (e.holder, e.other) if h})
    left = Fraction(q.qty) - total
    wait = left / members
    if wait < 0:
        raise Halt("inconsistent_story", "'will be' a sum already passed")
    n = normalize
    return wait, [
        *steps,
        Step("subtract", (q.qty, n(total)), n(left), "sum still to come", q.source),
        Step("divide", (n(left), members), n(wait), "years until", q.source),
    ]


AGE_ASKS = {
    "age_until": _ask_age_until,
    "age_until_is": _ask_age_until_is,
    "age_until_sum": _ask_age_until_sum,
    "age_when_now": _ask_age_when_now,
    "age_when_rel": _ask_age_when_rel,
    "age_total": _ask_age_total,
    "age_older": _ask_age_older,
    "age_younger": _ask_age_younger,
    "age": _ask_age,
    "age_in": _ask_age_in,
    "age_next": _ask_age_in,
    "age_ago": _ask_age_ago,
    "age_when": _ask_age_when,
}
