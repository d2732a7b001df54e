"""Fuzz ``solve()``: arbitrary Unicode, long inputs, number-heavy text, spliced gold problems.

Every run: no exception, no internal error, exactly one terminal. Where the text is two known
gold problems spliced together, an answer must equal one of the parts' gold (else refuse).
"""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from routing_gold import gold_fixtures

from mathcore import solve
from mathcore.exact import Number
from mathcore.results import Refused, Result, Solved
from mathcore.routing.contemplation import TERMINALS

FAST = settings(max_examples=1000, deadline=None, suppress_health_check=list(HealthCheck))
FEW = settings(max_examples=150, deadline=None, suppress_health_check=list(HealthCheck))


def _solved_gold() -> list[tuple[str, Number]]:
    return [
        (fx.text, fx.gold)
        for _, fx in gold_fixtures()
        if fx.expect == "solved" and fx.gold is not None
    ]


SOLVED_GOLD = _solved_gold()


def _check(result: Result) -> None:
    assert result.terminal in TERMINALS
    assert [f.stage for f in result.findings].count("terminal") == 1
    if isinstance(result, Refused):
        assert result.family != "internal", result.detail


@FAST
@given(st.text(max_size=300))
def test_arbitrary_unicode(text: str) -> None:
    _check(solve(text))


@FEW
@given(st.text(max_size=40), st.integers(50, 400))
def test_long_inputs(chunk: str, times: int) -> None:
    _check(solve(chunk * times))


WORDS = st.sampled_from(
    [
        "has",
        "apples",
        "per",
        "hour",
        "each",
        "more",
        "than",
        "How",
        "many",
        "?",
        ".",
        "$",
        "%",
        "and",
        "together",
        "times",
        "half",
        "of",
        "the",
        "rest",
        "Ana",
        "Ben",
        "miles",
        "minutes",
    ]
)
NUMBERS = st.one_of(
    st.integers(-(10**18), 10**18).map(str),
    st.decimals(allow_nan=False, allow_infinity=False, places=3).map(str),
    st.fractions(max_denominator=30).map(str),
    st.integers(0, 10**6).map(lambda n: f"{n:,}"),
)


@FAST
@given(st.lists(st.one_of(WORDS, NUMBERS), max_size=40))
def test_number_heavy_text(parts: list[str]) -> None:
    _check(solve(" ".join(parts)))


@pytest.mark.skipif(not SOLVED_GOLD, reason="no gold fixtures registered yet")
@FEW
@given(st.data())
def test_spliced_gold_problems_answer_one_part_or_refuse(data: st.DataObject) -> None:
    a_text, a_gold = data.draw(st.sampled_from(SOLVED_GOLD))
    b_text, b_gold = data.draw(st.sampled_from(SOLVED_GOLD))
    glue = data.draw(st.sampled_from([" ", "\n", " Also, ", ""]))
    result = solve(a_text + glue + b_text)
    _check(result)
    if isinstance(result, Solved):
        assert result.answer in (a_gold, b_gold)
