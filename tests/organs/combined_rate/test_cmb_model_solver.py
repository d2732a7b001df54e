"""R4 v1 model (invalid setups cannot be built) and solver (pure integer, two refusals)."""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import given
from hypothesis import strategies as st

from mathcore.errors import SetupError
from mathcore.organs.base import OrganAnswer, SolverRefusal
from mathcore.organs.combined_rate.model import CombinedRateProblem, signature
from mathcore.organs.combined_rate.solver import solve
from mathcore.organs.rates.units import RateUnit

U = RateUnit("room", "hour")


def test_rate_unit_refuses_same_unit_above_and_below() -> None:
    with pytest.raises(SetupError):
        RateUnit("box", "box")
    with pytest.raises(SetupError):
        RateUnit("Box", "hour")


@pytest.mark.parametrize(
    "kwargs",
    [
        {"rate_a": 0},
        {"rate_b": -2},
        {"rate_a": True},
        {"rate_a": Fraction(1, 2)},
        {"combine_mode": "product"},
        {"query": "speed"},
        {"time": None},
        {"time": 0},
        {"quantity": 5},
    ],
)
@pytest.mark.interpreted_only("an ill-typed field: TypeError before SetupError")
def test_invalid_quantity_setups_cannot_be_built(kwargs: dict[str, object]) -> None:
    base: dict[str, object] = {
        "rate_unit": U,
        "rate_a": 3,
        "rate_b": 2,
        "combine_mode": "sum",
        "query": "quantity",
        "time": 4,
    }
    base.update(kwargs)
    with pytest.raises(SetupError):
        CombinedRateProblem(**base)  # type: ignore[arg-type]


@pytest.mark.interpreted_only("an ill-typed field: TypeError before SetupError")
def test_invalid_time_and_rate_setups_cannot_be_built() -> None:
    with pytest.raises(SetupError):
        CombinedRateProblem(U, 3, 2, "sum", "time", quantity=None)
    with pytest.raises(SetupError):
        CombinedRateProblem(U, 3, 2, "sum", "time", time=3, quantity=6)
    with pytest.raises(SetupError):
        CombinedRateProblem(U, 3, 2, "sum", "effective_rate", time=3)
    with pytest.raises(SetupError):
        CombinedRateProblem("room/hour", 3, 2, "sum", "effective_rate")  # type: ignore[arg-type]


def test_net_rate_may_be_non_positive_in_the_model() -> None:
    p = CombinedRateProblem(U, 2, 5, "difference", "effective_rate")
    out = solve(p)
    assert isinstance(out, OrganAnswer) and out.value == -3


def test_signature_is_canonical() -> None:
    a = CombinedRateProblem(U, 3, 2, "sum", "quantity", time=4)
    b = CombinedRateProblem(RateUnit("room", "hour"), 3, 2, "sum", "quantity", time=4)
    assert signature(a) == signature(b)
    assert signature(a) != signature(CombinedRateProblem(U, 2, 3, "sum", "quantity", time=4))


@pytest.mark.parametrize(
    ("mode", "query", "slots", "expected"),
    [
        ("sum", "effective_rate", {}, 5),
        ("difference", "effective_rate", {}, 1),
        ("sum", "quantity", {"time": 4}, 20),
        ("difference", "quantity", {"time": 6}, 6),
        ("sum", "time", {"quantity": 20}, 4),
        ("difference", "time", {"quantity": 7}, 7),
    ],
)
def test_the_full_grid(mode: str, query: str, slots: dict[str, int], expected: int) -> None:
    out = solve(CombinedRateProblem(U, 3, 2, mode, query, **slots))
    assert isinstance(out, OrganAnswer)
    assert out.value == expected
    assert out.steps[-1].result == expected


@pytest.mark.parametrize(("a", "b"), [(4, 4), (2, 5)])
@pytest.mark.parametrize("query", ["quantity", "time"])
def test_non_positive_net_refuses_before_dividing(a: int, b: int, query: str) -> None:
    slots = {"time": 5} if query == "quantity" else {"quantity": 12}
    out = solve(CombinedRateProblem(U, a, b, "difference", query, **slots))
    assert isinstance(out, SolverRefusal) and out.reason == "non_positive_net_rate"


def test_non_integer_time_refuses() -> None:
    out = solve(CombinedRateProblem(U, 3, 2, "sum", "time", quantity=12))
    assert isinstance(out, SolverRefusal) and out.reason == "non_integer_solution"


@given(
    st.integers(1, 10**6),
    st.integers(1, 10**6),
    st.sampled_from(["sum", "difference"]),
    st.sampled_from(["quantity", "time", "effective_rate"]),
    st.integers(1, 10**6),
)
def test_solver_matches_rational_arithmetic(a: int, b: int, mode: str, query: str, k: int) -> None:
    slots = {"quantity": {"time": k}, "time": {"quantity": k}, "effective_rate": {}}[query]
    out = solve(CombinedRateProblem(U, a, b, mode, query, **slots))
    net = Fraction(a + b if mode == "sum" else a - b)
    if query == "effective_rate":
        assert isinstance(out, OrganAnswer) and out.value == net
    elif net <= 0:
        assert isinstance(out, SolverRefusal) and out.reason == "non_positive_net_rate"
    elif query == "quantity":
        assert isinstance(out, OrganAnswer) and out.value == net * k
    elif (k / net).denominator == 1:
        assert isinstance(out, OrganAnswer) and out.value == k / net
    else:
        assert isinstance(out, SolverRefusal) and out.reason == "non_integer_solution"
    if isinstance(out, OrganAnswer):
        assert isinstance(out.value, int)
