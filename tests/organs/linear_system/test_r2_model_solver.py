"""R2 model validation and Cramer's-rule solver: every refusal branch fires."""

from __future__ import annotations

from fractions import Fraction

import pytest

from mathcore.errors import SetupError
from mathcore.organs.base import OrganAnswer, SolverRefusal
from mathcore.organs.linear_system.model import Category, LinearSetup, signature
from mathcore.organs.linear_system.organ import TAXONOMY
from mathcore.organs.linear_system.solver import SOLVER_REASONS, solve


def _setup(a: object, b: object, t: object, w: object, q: str = "large bus") -> LinearSetup:
    return LinearSetup(
        (Category("large bus", a), Category("small bus", b)),  # type: ignore[arg-type]
        "bus",
        "student",
        t,  # type: ignore[arg-type]
        w,  # type: ignore[arg-type]
        q,
    )


@pytest.mark.parametrize(
    "make",
    [
        lambda: Category("", 1),
        lambda: Category("Large Bus", 1),
        lambda: Category("bus", 0),
        lambda: Category("bus", -2),
        lambda: Category("bus", 2.5),
        lambda: Category("bus", True),
        lambda: _setup(50, 30, Fraction(1, 2), 10),
        lambda: _setup(50, 30, -1, 10),
        lambda: _setup(50, 30, 6, -10),
        lambda: _setup(50, 30, 6, 10.0),
        lambda: _setup(50, 30, 6, 260, q="bus"),
        lambda: LinearSetup((Category("a", 1), Category("a", 2)), "x", "y", 1, 1, "a"),
        lambda: LinearSetup((Category("a", 1),), "x", "y", 1, 1, "a"),  # type: ignore[arg-type]
        lambda: LinearSetup((Category("a", 1), Category("b", 2)), "", "y", 1, 1, "a"),
    ],
)
@pytest.mark.interpreted_only("an ill-typed field: TypeError before SetupError")
def test_invalid_setups_cannot_be_built(make: object) -> None:
    with pytest.raises(SetupError):
        make()  # type: ignore[operator]


def test_cramer_answers_either_category_with_steps() -> None:
    out = solve(_setup(50, 30, 6, 260))
    assert isinstance(out, OrganAnswer) and out.value == 4 and out.unit == "bus"
    out2 = solve(_setup(50, 30, 6, 260, q="small bus"))
    assert isinstance(out2, OrganAnswer) and out2.value == 2
    assert out.steps[-1].operation == "divide" and out.steps[-1].result == 4


def test_fraction_coefficients_are_exact() -> None:
    out = solve(_setup(Fraction(3, 2), Fraction(1, 2), 10, 9))
    assert isinstance(out, OrganAnswer) and out.value == 4


@pytest.mark.parametrize(
    ("args", "reason"),
    [
        ((40, 40, 6, 240), "indistinguishable_weights"),
        ((12, 7, 10, 37), "non_integer_solution"),
        ((50, 30, 6, 400), "negative_solution"),
        ((50, 30, 6, 100), "negative_solution"),
    ],
)
def test_solver_refusals(args: tuple[int, int, int, int], reason: str) -> None:
    out = solve(_setup(*args))
    assert isinstance(out, SolverRefusal) and out.reason == reason


def test_solver_reasons_are_declared() -> None:
    assert set(SOLVER_REASONS) == set(TAXONOMY.names("solver"))


def test_signature_ignores_category_order() -> None:
    a = LinearSetup((Category("a", 1), Category("b", 2)), "x", "y", 3, 4, "a")
    b = LinearSetup((Category("b", 2), Category("a", 1)), "x", "y", 3, 4, "a")
    assert signature(a) == signature(b)


def test_the_router_verifies_every_gold_answer_independently() -> None:
    from mathcore.organs.linear_system.organ import ORGAN
    from mathcore.organs.linear_system.ruler import LinearSystemRuler
    from mathcore.routing.verify import verify

    for fx in LinearSystemRuler().fixtures():
        if fx.expect == "solved":
            out = solve(fx.setup)
            assert isinstance(out, OrganAnswer)
            assert verify(ORGAN, fx.setup, out) is None, fx.id
            assert ORGAN.recompute(fx.setup) == fx.gold
        elif fx.expect == "solver_refuses":
            assert ORGAN.recompute(fx.setup) is None
