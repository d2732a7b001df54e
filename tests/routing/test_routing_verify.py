"""Replay: every step recomputed by our own exact arithmetic; properties over random chains."""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import given
from hypothesis import strategies as st

from mathcore.exact import Number, normalize
from mathcore.results import Step
from mathcore.routing.verify import OPERATIONS, replay

nums = st.one_of(
    st.integers(-(10**6), 10**6),
    st.fractions(max_denominator=50).map(normalize),
)


@pytest.mark.parametrize(
    ("op", "operands", "result"),
    [
        ("add", (2, 3, 4), 9),
        ("+", (Fraction(1, 2), Fraction(1, 3)), Fraction(5, 6)),
        ("subtract", (10, 3, 2), 5),
        ("multiply", (3, 4), 12),
        ("×", (Fraction(2, 3), 3), 2),
        ("divide", (7, 2), Fraction(7, 2)),
        ("given", (4,), 4),
        ("negate", (4,), -4),
        ("percent_of", (200, 15), 30),
    ],
)
def test_each_operation_replays(op: str, operands: tuple[Number, ...], result: Number) -> None:
    assert replay((Step(op, operands, result),), result) is None


@pytest.mark.parametrize(
    ("steps", "answer", "problem"),
    [
        ((), 1, "empty"),
        ((Step("divide", (1, 0), 1),), 1, "undefined"),
        ((Step("subtract", (1,), 1),), 1, "undefined"),
        ((Step("add", (1, 1), 3),), 3, "gives 2"),
        ((Step("add", (1, 1), 2),), 3, "last step"),
        ((Step("shrug", (1, 1), 2),), 2, "not replayable"),
        ((Step("add", (1.0, 1), 2),), 2, "inexact"),  # type: ignore[arg-type]
        ((Step("add", (True, 1), 2),), 2, "inexact"),
    ],
)
def test_each_replay_failure_fires(steps: tuple[Step, ...], answer: Number, problem: str) -> None:
    found = replay(steps, answer)
    assert found is not None and problem in found


def test_a_leaf_without_operands_stands_as_read() -> None:
    assert replay((Step("given", (), 7),), 7) is None


@given(
    st.lists(st.tuples(st.sampled_from(["add", "subtract", "multiply"]), nums), max_size=8), nums
)
def test_a_correct_chain_always_replays(chain: list[tuple[str, Number]], start: Number) -> None:
    steps = [Step("given", (), start)]
    acc: Number = start
    for op, x in chain:
        nxt = normalize(OPERATIONS[op]((acc, x)) or 0)
        steps.append(Step(op, (acc, x), nxt))
        acc = nxt
    assert replay(tuple(steps), acc) is None


@given(nums, nums, st.integers(1, 10**6))
def test_a_perturbed_result_never_replays(a: Number, b: Number, delta: int) -> None:
    wrong = normalize(Fraction(a) + b + Fraction(delta, 7))
    assert replay((Step("add", (a, b), wrong),), wrong) is not None
