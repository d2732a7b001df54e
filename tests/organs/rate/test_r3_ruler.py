"""The R3 gold ruler: gold valid, every validator branch fires, lanes and CLI pass."""

from __future__ import annotations

import json
import subprocess
import sys
from dataclasses import replace
from pathlib import Path

import pytest

from mathcore.evals.lanes import run_lane
from mathcore.organs.rate.model import RateProblem
from mathcore.organs.rate.ruler import GOLD, RateRuler, validate_fixture
from mathcore.organs.rate.taxonomy import TAXONOMY
from mathcore.organs.rates.units import RateUnit
from mathcore.organs.ruler import Fixture

MPH = RateUnit("mile", "hour")


def _fx(**kw: object) -> Fixture:
    base = Fixture(
        "x", "text", "solved", 180, None, RateProblem(MPH, "quantity", "hour", rate=60, time=3)
    )
    return replace(base, **kw)  # type: ignore[arg-type]


def test_gold_file_is_sorted_and_covers_every_reader_reason() -> None:
    rows = [json.loads(x) for x in GOLD.read_text().splitlines()]
    ids = [r["id"] for r in rows]
    assert ids == sorted(ids) and len(set(ids)) == len(ids) >= 40
    reasons = {r["reason"] for r in rows if r["expect"] == "reader_refuses"}
    assert reasons == TAXONOMY.names("reader") - {"clock_interval_ambiguous"}  # v2 only


@pytest.mark.parametrize("lane", ["gold", "solver", "reader"])
def test_lanes_pass(lane: str) -> None:
    rep = run_lane(RateRuler(), lane)
    assert rep.passed, rep.failures


def test_valid_fixture_passes() -> None:
    assert validate_fixture(_fx()) == []


@pytest.mark.parametrize(
    ("kw", "needle"),
    [
        ({"expect": "maybe"}, "unknown expect"),
        ({"text": ""}, "empty text"),
        ({"gold": 181}, "gold_does_not_match_computed_answer"),
        ({"setup": None}, "has no setup"),
        ({"setup": RateProblem(MPH, "rate", "hour", quantity=100, time=3)}, "actually refused"),
        (
            {"expect": "solver_refuses", "gold": None, "reason": "non_integer_solution"},
            "solver_refuses_is_actually_solvable",
        ),
        (
            {
                "expect": "solver_refuses",
                "gold": None,
                "reason": "non_integer_solution",
                "setup": RateProblem(MPH, "quantity", "gallon", rate=60, time=3),
            },
            "solver_reason_mismatch",
        ),
        (
            {
                "expect": "solver_refuses",
                "gold": 1,
                "reason": "non_integer_solution",
                "setup": RateProblem(MPH, "rate", "hour", quantity=100, time=3),
            },
            "carries a gold answer",
        ),
        ({"expect": "reader_refuses", "gold": None, "reason": "empty"}, "carries a setup"),
        ({"expect": "reader_refuses", "setup": None, "reason": "empty"}, "gold answer"),
        (
            {"expect": "reader_refuses", "setup": None, "gold": None, "reason": "nope"},
            "undeclared reader reason",
        ),
    ],
)
def test_each_invalid_branch_fires(kw: dict[str, object], needle: str) -> None:
    problems = validate_fixture(_fx(**kw))
    assert any(needle in p for p in problems), problems


def test_cli_lanes_exit_zero() -> None:
    exe = Path(sys.executable).parent / "mathcore"
    out = subprocess.run(
        [str(exe), "oracle", "rate", "all"], capture_output=True, text=True, timeout=60
    )
    assert out.returncode == 0, out.stdout + out.stderr


def test_cli_exits_nonzero_on_an_unknown_lane() -> None:
    exe = Path(sys.executable).parent / "mathcore"
    out = subprocess.run(
        [str(exe), "oracle", "rate", "nonsense"], capture_output=True, text=True, timeout=60
    )
    assert out.returncode != 0
