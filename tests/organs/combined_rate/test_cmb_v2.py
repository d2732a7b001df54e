"""R4 v2: model, solver, ruler branches, lanes; v1 objects keep their v1 outcomes."""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction

import pytest

from mathcore.errors import SetupError
from mathcore.evals.lanes import run_lane
from mathcore.organs.base import OrganAnswer, ReaderRefusal, SolverRefusal
from mathcore.organs.combined_rate.model_v2 import CombinedRateV2Problem, Contribution, Phase
from mathcore.organs.combined_rate.organ import ORGAN, ORGAN_V2
from mathcore.organs.combined_rate.ruler_v2 import CombinedRateV2Ruler, validate_fixture
from mathcore.organs.combined_rate.solver_v2 import solve
from mathcore.organs.rate.ruler import rate_v2_ruler
from mathcore.organs.rates.units import RateUnit
from mathcore.organs.ruler import Fixture

RH = RateUnit("room", "hour")
GPM, GPH = RateUnit("gallon", "minute"), RateUnit("gallon", "hour")


def _p(**kw: object) -> CombinedRateV2Problem:
    base: dict[str, object] = {
        "unit": RH,
        "contributions": (Contribution("a", 3, RH), Contribution("b", 2, RH)),
        "query": "quantity",
        "discrete": True,
        "phases": (Phase(4, "hour", (0, 1)),),
    }
    base.update(kw)
    return CombinedRateV2Problem(**base)  # type: ignore[arg-type]


@pytest.mark.parametrize("lane", ["gold", "solver", "reader"])
def test_v2_lanes_pass(lane: str) -> None:
    for ruler in (CombinedRateV2Ruler(), rate_v2_ruler()):
        rep = run_lane(ruler, lane)
        assert rep.passed, rep.failures


#: A compiled (native) class checks a field's annotated type before the model's own check:
#: TypeError, not SetupError; either way the setup cannot be built.
_ILL_TYPED = "an ill-typed field: TypeError before SetupError"


@pytest.mark.parametrize(
    "bad",
    [
        lambda: Contribution("", 1, RH),
        lambda: Contribution("a", 0, RH),
        lambda: Contribution("a", 1, RH, sign=2),
        pytest.param(
            lambda: Contribution("a", 1, "room/hour"),  # type: ignore[arg-type]
            marks=pytest.mark.interpreted_only(_ILL_TYPED),
        ),
        lambda: Phase(0, "hour", (0,)),
        lambda: Phase(1, "Hour", (0,)),
        lambda: Phase(1, "hour", ()),
        lambda: Phase(1, "hour", (1, 0)),
        lambda: _p(contributions=()),
        lambda: _p(query="speed"),
        lambda: _p(phases=()),
        lambda: _p(phases=(Phase(1, "hour", (0, 5)),)),
        lambda: _p(quantity=3),
        lambda: _p(query="time", phases=(), quantity=None),
        lambda: _p(query="effective_rate", phases=(), quantity=2),
        lambda: _p(answer_unit="minute"),
        pytest.param(lambda: _p(unit="room/hour"), marks=pytest.mark.interpreted_only(_ILL_TYPED)),
    ],
)
def test_invalid_v2_setups_cannot_be_built(bad: object) -> None:
    with pytest.raises(SetupError):
        bad()  # type: ignore[operator]


def test_solver_converts_units_exactly() -> None:
    p = _p(
        unit=GPM,
        contributions=(Contribution("h", 2, GPM), Contribution("p", 60, GPH)),
        discrete=False,
        phases=(Phase(10, "minute", (0, 1)),),
    )
    out = solve(p)
    assert isinstance(out, OrganAnswer) and out.value == 30 and out.unit == "gallon"


def test_reciprocal_time_with_hours_and_minutes_note() -> None:
    job = RateUnit("shed", "hour")
    p = CombinedRateV2Problem(
        job,
        (Contribution("r", Fraction(1, 2), job), Contribution("s", Fraction(1, 3), job)),
        "time",
        False,
        quantity=1,
    )
    out = solve(p)
    assert isinstance(out, OrganAnswer) and out.value == Fraction(6, 5)
    assert out.steps[-1].note.endswith("(= 1 hours 12 minutes)")
    assert out.steps[-1].result == out.value


@pytest.mark.parametrize(
    ("p", "reason"),
    [
        (_p(phases=(Phase(Fraction(5, 2), "hour", (0, 1)),)), "non_integer_solution"),
        (
            _p(contributions=(Contribution("a", 3, RH), Contribution("b", 3, RH, -1))),
            "non_positive_net_rate",
        ),
        (
            _p(contributions=(Contribution("a", 3, RH), Contribution("b", 2, GPM))),
            "rate_unit_mismatch",
        ),
        (_p(phases=(Phase(2, "gallon", (0, 1)),)), "rate_unit_mismatch"),
        (_p(query="time", phases=(), quantity=12), "non_integer_solution"),
        (_p(query="time", phases=(), quantity=10, answer_unit="gallon"), "rate_unit_mismatch"),
        (
            _p(
                query="effective_rate",
                phases=(),
                contributions=(Contribution("a", Fraction(1, 2), RH), Contribution("b", 2, RH)),
            ),
            "non_integer_solution",
        ),
    ],
)
def test_v2_solver_refusals(p: CombinedRateV2Problem, reason: str) -> None:
    out = solve(p)
    assert isinstance(out, SolverRefusal) and out.reason == reason


def test_discrete_time_is_answered_when_every_share_is_whole() -> None:
    out = solve(_p(query="time", phases=(), quantity=10))
    assert isinstance(out, OrganAnswer) and out.value == 2


def _fx(**kw: object) -> Fixture:
    return replace(Fixture("x", "t", "solved", 20, None, _p()), **kw)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("kw", "needle"),
    [
        ({"expect": "?"}, "unknown expect"),
        ({"expect": "reader_refuses", "reason": "empty"}, "carries a setup or gold"),
        ({"expect": "reader_refuses", "setup": None, "gold": None, "reason": "x"}, "undeclared"),
        ({"setup": None}, "has no setup"),
        ({"gold": 21}, "gold_does_not_match_computed_answer"),
        ({"setup": _p(discrete=False)}, "discreteness_mislabelled"),
        ({"setup": _p(phases=(Phase(2, "gallon", (0, 1)),))}, "actually refused"),
        (
            {"expect": "solver_refuses", "gold": None, "reason": "non_integer_solution"},
            "solver_refuses_is_actually_solvable",
        ),
        (
            {
                "expect": "solver_refuses",
                "gold": None,
                "reason": "non_integer_solution",
                "setup": _p(query="time", phases=(), quantity=10, answer_unit="gallon"),
            },
            "solver_reason_mismatch",
        ),
    ],
)
def test_each_v2_validator_branch_fires(kw: dict[str, object], needle: str) -> None:
    problems = validate_fixture(_fx(**kw))
    assert any(needle in p for p in problems), problems
    assert validate_fixture(_fx()) == []


GROWTH = {
    "Nia paints 4 fences per hour, Omar paints 3 fences per hour, and Pia paints 2 fences "
    "per hour. Working together, how many fences do they paint in 3 hours?": (
        "three_or_more_rates",
        27,
    ),
    "Rosa can paint a shed in 3 hours, and Sam can paint the same shed in 6 hours. Working "
    "together, how many hours do they take?": ("reciprocal_work_rate_deferred", 2),
    "A pump fills a pool at 6 liters per minute and another fills it at 4 liters per minute, "
    "running together from 1 pm to 3 pm. How many liters are in the pool?": (
        "clock_interval_deferred",
        1200,
    ),
    "A hose fills a tank at 2 gallons per minute and a pipe fills it at 60 gallons per hour, "
    "running together. How many gallons are in the tank after 10 minutes?": (
        "rate_unit_mismatch",
        30,
    ),
}


@pytest.mark.parametrize("text", sorted(GROWTH))
def test_v1_keeps_deferring_what_v2_answers(text: str) -> None:
    reason, value = GROWTH[text]
    first = ORGAN.read(text)
    assert isinstance(first, ReaderRefusal) and first.reason == reason
    setup = ORGAN_V2.read(text)
    assert not isinstance(setup, ReaderRefusal)
    out = ORGAN_V2.solve(setup)
    assert isinstance(out, OrganAnswer) and out.value == value
