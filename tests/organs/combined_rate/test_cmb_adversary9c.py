# ruff: noqa: E501
"""Adversary 9c's finds in the combined-rate readers (v1 and v2), each shown both ways.

- Two rates filling (or emptying) different named things (``fills a pool`` beside ``fills a
  tank``) were summed into one container (``How many gallons are in the pool?``):
  ``reader.other_objects`` makes ``question_fits`` refuse unless the question is the total the
  agents move (``How many gallons do they pump``).
- Two work rates of different jobs (``paints 4 fences`` beside ``builds 3 fences``) were
  summed as one job: ``reader.other_jobs`` leaves the combination mode unlicensed (v1
  ``combine_mode``, v2 ``shapes_v2._signs``).
- The v2 ``combined`` shape (a clock interval, three rates) never compared the question's
  noun with the rates' (``How many gallons`` over liters per minute answered the liters):
  it steps aside now, as v1 ``_build`` and v2 ``single`` do.
"""

from __future__ import annotations

from fractions import Fraction

import pytest

from mathcore import solve
from mathcore.organs.base import ReaderRefusal
from mathcore.organs.combined_rate import reader as v1
from mathcore.organs.combined_rate import reader_v2 as v2
from mathcore.organs.combined_rate.grammar import RateClause, parse_question


def _answer(text: str) -> Fraction | None:
    result = solve(text)
    return Fraction(result.answer) if result.status == "solved" else None  # type: ignore[union-attr]


CASES: list[tuple[str, int | Fraction | None]] = [
    # different containers: the pool holds only the pipe's water (refused, or the pipe's alone)
    (
        "A pipe fills a pool at 9 gallons per minute, and a hose fills a tank at 4 gallons per minute, running together. How many gallons are in the pool after 10 minutes?",
        90,
    ),
    (
        "A pipe fills a pool at 9 gallons per minute, and a drain empties a tank at 4 gallons per minute. How many gallons are in the pool after 10 minutes?",
        90,
    ),
    (
        "A pipe fills a pool at 9 gallons per minute, and a hose fills a tank at 4 gallons per minute, running together. How many minutes does it take to put 90 gallons in the pool?",
        10,
    ),
    (
        "A pipe fills a pool at 9 gallons per minute, and a hose fills a tank at 4 gallons per minute, running together. How many gallons does the pool hold after 10 minutes?",
        90,
    ),
    (
        "A pump fills a pool at 6 liters per minute and another fills a tank at 4 liters per minute, running together from 1 pm to 3 pm. How many liters are in the pool?",
        720,
    ),
    (
        "A pipe fills a pool at 9 gallons per minute and a drain empties a tank at 4 gallons per minute. What is the net rate in gallons per minute?",
        None,
    ),
    # one container, named twice or by `it`: still answered
    (
        "A pipe fills a pool at 9 gallons per minute and a hose fills the pool at 4 gallons per minute, running together. How many gallons are in the pool after 10 minutes?",
        130,
    ),
    (
        "A pipe fills a pool at 9 gallons per minute and a hose fills it at 4 gallons per minute, running together. How many gallons are in the pool after 10 minutes?",
        130,
    ),
    (
        "A pipe fills a pool at 9 gallons per minute and a drain empties it at 4 gallons per minute. How many gallons are in the pool after 10 minutes?",
        50,
    ),
    (
        "A pump fills a pool at 6 liters per minute and another fills it at 4 liters per minute, running together from 1 pm to 3 pm. How many liters are in the pool?",
        1200,
    ),
    # different jobs
    (
        "Nia paints 4 fences per hour and Omar builds 3 fences per hour. Working together, how many fences do they paint in 3 hours?",
        None,
    ),
    (
        "Nia paints 4 fences per hour and Omar builds 3 fences per hour. Working together, how many hours do they take to paint 21 fences?",
        None,
    ),
    (
        "Nia paints 4 fences per hour, Omar builds 3 fences per hour, and Pia paints 2 fences per hour. Working together, how many fences do they paint in 3 hours?",
        None,
    ),
    (
        "Nia paints 4 fences per hour and Omar paints 3 fences per hour. Working together, how many fences do they paint in 3 hours?",
        21,
    ),
    (
        "Nia paints 4 fences per hour, Omar paints 3 fences per hour, and Pia paints 2 fences per hour. Working together, how many fences do they paint in 3 hours?",
        27,
    ),
    # the asked noun against the rates' noun (v2 combined shape)
    (
        "A pump fills a pool at 6 liters per minute and another fills it at 4 liters per minute, running together from 1 pm to 3 pm. How many gallons are in the pool?",
        None,
    ),
    (
        "Nia paints 4 fences per hour, Omar paints 3 fences per hour, and Pia paints 2 fences per hour. Working together, how many walls do they paint in 3 hours?",
        None,
    ),
]


@pytest.mark.parametrize(("text", "answer"), CASES)
def test_answered_right_or_refused(text: str, answer: int | Fraction | None) -> None:
    got = _answer(text)
    if got is not None:
        assert answer is not None, f"must refuse, answered {got}"
        assert got == Fraction(answer)


def test_the_container_cases_were_read_before_and_are_not_now() -> None:
    text = CASES[0][0]
    assert isinstance(v1.read(text), ReaderRefusal)
    assert isinstance(v2.read(text), ReaderRefusal)
    same = CASES[6][0]
    assert not isinstance(v1.read(same), ReaderRefusal)


def _clause(lemma: str, cls: str = "work", obj: str | None = None) -> RateClause:
    return RateClause("a", lemma + "s", cls, lemma, obj, "4", "fences", "hour")


def test_other_jobs_both_ways() -> None:
    assert v1.other_jobs([_clause("paint"), _clause("build")])
    assert not v1.other_jobs([_clause("paint"), _clause("paint")])
    assert not v1.other_jobs([_clause("fill", "inflow"), _clause("pour", "inflow")])
    assert v1.combine_mode([_clause("paint"), _clause("build")], True) is None
    assert v1.combine_mode([_clause("paint"), _clause("paint")], True) == "sum"


def test_other_objects_both_ways() -> None:
    pool, tank = _clause("fill", "inflow", "pool"), _clause("fill", "inflow", "tank")
    it = _clause("fill", "inflow", "it")
    inside = parse_question("How many gallons are in the pool after 10 minutes?")
    moved = parse_question("How many gallons do they fill in 10 minutes?")
    assert inside is not None and moved is not None
    assert v1.other_objects(inside, [pool, tank])
    assert not v1.other_objects(inside, [pool, it])
    assert not v1.other_objects(inside, [pool, _clause("fill", "inflow", "pools")])
    assert not v1.other_objects(moved, [pool, tank])
