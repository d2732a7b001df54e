"""R3 model (invalid setups cannot be built) and solver (exact, pint conversion)."""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import given
from hypothesis import strategies as st

from mathcore.errors import SetupError
from mathcore.organs.base import OrganAnswer, SolverRefusal
from mathcore.organs.rate.model import RateProblem, signature
from mathcore.organs.rate.solver import solve
from mathcore.organs.rates.units import RateUnit, factor

MPH = RateUnit("mile", "hour")


@pytest.mark.parametrize(
    "kwargs",
    [
        {"query": "speed"},
        {"time_unit": ""},
        {"time_unit": "Hour"},
        {"rate": 0},
        {"rate": None},
        {"time": -1},
        {"time": True},
        {"quantity": 5},
    ],
)
@pytest.mark.interpreted_only("an ill-typed field: TypeError before SetupError")
def test_invalid_setups_cannot_be_built(kwargs: dict[str, object]) -> None:
    base: dict[str, object] = {
        "rate_unit": MPH,
        "query": "quantity",
        "time_unit": "hour",
        "rate": 60,
        "time": 3,
    }
    base.update(kwargs)
    with pytest.raises(SetupError):
        RateProblem(**base)  # type: ignore[arg-type]
    with pytest.raises(SetupError):
        RateProblem("mile/hour", "rate", "hour", quantity=1, time=1)  # type: ignore[arg-type]


def test_signature_distinguishes_time_units() -> None:
    a = RateProblem(MPH, "quantity", "hour", rate=60, time=30)
    b = RateProblem(MPH, "quantity", "minute", rate=60, time=30)
    assert signature(a) != signature(b)


@pytest.mark.parametrize(
    ("p", "value", "unit"),
    [
        (RateProblem(MPH, "quantity", "hour", rate=60, time=3), 180, "mile"),
        (RateProblem(MPH, "quantity", "minute", rate=60, time=30), 30, "mile"),
        (RateProblem(MPH, "time", "hour", rate=60, quantity=180), 3, "hour"),
        (RateProblem(MPH, "time", "minute", rate=60, quantity=30), 30, "minute"),
        (RateProblem(MPH, "rate", "hour", quantity=180, time=3), 60, "mile per hour"),
        (RateProblem(MPH, "rate", "minute", quantity=6, time=90), 4, "mile per hour"),
        (RateProblem(RateUnit("item", "box"), "quantity", "box", rate=8, time=6), 48, "item"),
    ],
)
def test_solver_answers_exactly(p: RateProblem, value: int, unit: str) -> None:
    out = solve(p)
    assert isinstance(out, OrganAnswer)
    assert (out.value, out.unit) == (value, unit)


@pytest.mark.parametrize(
    ("p", "reason"),
    [
        (RateProblem(MPH, "rate", "hour", quantity=100, time=3), "non_integer_solution"),
        (RateProblem(MPH, "quantity", "minute", rate=45, time=10), "non_integer_solution"),
        (RateProblem(MPH, "quantity", "gallon", rate=60, time=3), "rate_unit_mismatch"),
        (RateProblem(MPH, "quantity", "box", rate=60, time=3), "rate_unit_mismatch"),
    ],
)
def test_solver_refuses(p: RateProblem, reason: str) -> None:
    out = solve(p)
    assert isinstance(out, SolverRefusal) and out.reason == reason


def test_continuous_mode_answers_exact_fractions_of_continuous_quantities() -> None:
    out = solve(RateProblem(MPH, "rate", "hour", quantity=100, time=3), continuous=True)
    assert isinstance(out, OrganAnswer) and out.value == Fraction(100, 3)
    widgets = RateUnit("widget", "minute")
    out = solve(RateProblem(widgets, "time", "minute", rate=12, quantity=50), continuous=True)
    assert isinstance(out, OrganAnswer) and out.value == Fraction(25, 6)
    out = solve(RateProblem(widgets, "quantity", "second", rate=12, time=7), continuous=True)
    assert isinstance(out, SolverRefusal) and out.reason == "non_integer_solution"
    boxes = RateUnit("item", "box")
    out = solve(RateProblem(boxes, "time", "box", rate=8, quantity=20), continuous=True)
    assert isinstance(out, SolverRefusal) and out.reason == "non_integer_solution"


def test_pint_factors_are_exact() -> None:
    assert factor("minute", "hour") == Fraction(1, 60)
    assert factor("mile", "foot") == 5280
    assert factor("gallon", "quart") == 4
    assert factor("hour", "mile") is None
    assert factor("room", "hour") is None


SECONDS = {"second": 1, "minute": 60, "hour": 3600, "day": 86400}


@given(
    st.integers(1, 10**5),
    st.integers(1, 10**5),
    st.sampled_from(sorted(SECONDS)),
    st.sampled_from(sorted(SECONDS)),
    st.sampled_from(["quantity", "time", "rate"]),
)
def test_solver_matches_rational_arithmetic(r: int, k: int, tu: str, den: str, q: str) -> None:
    unit = RateUnit("mile", den)
    slots = {
        "quantity": {"rate": r, "time": k},
        "time": {"rate": r, "quantity": k},
        "rate": {"quantity": r, "time": k},
    }[q]
    out = solve(RateProblem(unit, q, tu, **slots))  # type: ignore[arg-type]
    f = Fraction(SECONDS[tu], SECONDS[den])
    exact = {"quantity": r * k * f, "time": Fraction(k, r) / f, "rate": r / (k * f)}[q]
    if exact.denominator == 1:
        assert isinstance(out, OrganAnswer) and out.value == exact
    else:
        assert isinstance(out, SolverRefusal) and out.reason == "non_integer_solution"
