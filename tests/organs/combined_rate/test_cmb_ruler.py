"""The R4 gold ruler: gold valid, every validator branch fires, lanes and CLI pass."""

from __future__ import annotations

import json
import subprocess
import sys
from dataclasses import replace
from pathlib import Path

import pytest

from mathcore.evals.lanes import run_lane
from mathcore.organs.combined_rate.model import CombinedRateProblem
from mathcore.organs.combined_rate.ruler import GOLD, CombinedRateRuler, validate_fixture
from mathcore.organs.combined_rate.taxonomy import TAXONOMY
from mathcore.organs.rates.units import RateUnit
from mathcore.organs.ruler import Fixture

RULER = CombinedRateRuler()
U = RateUnit("room", "hour")


def _fx(**kw: object) -> Fixture:
    base = Fixture(
        "x",
        "some text",
        "solved",
        20,
        None,
        CombinedRateProblem(U, 3, 2, "sum", "quantity", time=4),
    )
    return replace(base, **kw)  # type: ignore[arg-type]


def test_gold_file_is_sorted_unique_and_covers_the_ledger() -> None:
    rows = [json.loads(x) for x in GOLD.read_text().splitlines()]
    ids = [r["id"] for r in rows]
    assert ids == sorted(ids) and len(set(ids)) == len(ids) >= 60
    expects = [r["expect"] for r in rows]
    assert expects.count("solved") >= 6 and expects.count("solver_refuses") >= 5
    reasons = {r["reason"] for r in rows if r["expect"] == "reader_refuses"}
    assert reasons == TAXONOMY.names("reader")


@pytest.mark.parametrize("lane", ["gold", "solver", "reader"])
def test_lanes_pass(lane: str) -> None:
    rep = run_lane(RULER, lane)
    assert rep.passed, rep.failures
    assert rep.counts.get("wrong", 0) == 0 and rep.counts.get("setup_wrong", 0) == 0


def test_valid_fixture_passes() -> None:
    assert validate_fixture(_fx()) == []


@pytest.mark.parametrize(
    ("kw", "needle"),
    [
        ({"expect": "maybe"}, "unknown expect"),
        ({"text": "  "}, "empty text"),
        ({"gold": 21}, "gold_does_not_match_computed_answer"),
        ({"setup": None}, "has no setup"),
        (
            {"setup": CombinedRateProblem(U, 2, 5, "difference", "quantity", time=4)},
            "actually refused",
        ),
        (
            {"expect": "solver_refuses", "gold": None, "reason": "non_integer_solution"},
            "solver_refuses_is_actually_solvable",
        ),
        (
            {
                "expect": "solver_refuses",
                "gold": None,
                "reason": "non_integer_solution",
                "setup": CombinedRateProblem(U, 2, 2, "difference", "time", quantity=4),
            },
            "solver_reason_mismatch",
        ),
        (
            {
                "expect": "solver_refuses",
                "gold": 3,
                "reason": "non_positive_net_rate",
                "setup": CombinedRateProblem(U, 2, 2, "difference", "time", quantity=4),
            },
            "carries a gold answer",
        ),
        ({"expect": "reader_refuses", "gold": None, "reason": "empty"}, "carries a setup"),
        ({"expect": "reader_refuses", "setup": None, "reason": "empty"}, "gold answer"),
        (
            {"expect": "reader_refuses", "setup": None, "gold": None, "reason": "bogus"},
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
        [str(exe), "oracle", "combined-rate", "all"], capture_output=True, text=True, timeout=60
    )
    assert out.returncode == 0, out.stdout + out.stderr
    assert "setup_correct" in out.stdout


def test_cli_lane_fails_on_a_wrong_gold(tmp_path: Path) -> None:
    bad = tmp_path / "gold.jsonl"
    row = json.loads(GOLD.read_text().splitlines()[0])
    assert row["expect"] in ("solved", "solver_refuses")
    row.update({"expect": "solved", "gold": 999_999, "reason": None})
    bad.write_text(json.dumps(row) + "\n")
    rep = run_lane(CombinedRateRuler(bad), "gold")
    assert not rep.passed
