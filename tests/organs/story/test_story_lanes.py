"""The story organ's gold lanes, and every branch of its gold validator made to fire."""

from __future__ import annotations

import json
import subprocess
import sys
from dataclasses import replace
from fractions import Fraction
from pathlib import Path
from typing import Any

import pytest

from mathcore.evals.lanes import run_lane
from mathcore.organs.rulers import ruler
from mathcore.organs.story.ruler import (
    GOLD,
    evaluate,
    load_fixtures,
    replay,
    setup_from_json,
    story_ruler,
    validate_fixture,
)

MATHCORE = Path(sys.executable).parent / "mathcore"
ROWS = {r["id"]: r for r in map(json.loads, GOLD.read_text().splitlines())}


@pytest.mark.parametrize("lane", ["gold", "solver", "reader"])
def test_every_lane_passes_with_zero_wrong(lane: str) -> None:
    report = run_lane(ruler("story"), lane)
    assert report.passed, report.failures
    assert report.counts.get("wrong", 0) == 0
    assert report.counts.get("setup_wrong", 0) == 0


def test_gold_has_all_three_expectations() -> None:
    expects = {fx.expect for fx in story_ruler().fixtures()}
    assert expects == {"solved", "solver_refuses", "reader_refuses"}


def test_oracle_command_runs_the_lanes() -> None:
    done = subprocess.run(
        [str(MATHCORE), "oracle", "story", "all"], capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 0, done.stdout + done.stderr
    assert "story - reader lane" in done.stdout


def _fixture(fid: str) -> tuple[Any, dict[str, Any]]:
    fx = next(f for f in load_fixtures(GOLD) if f.id == fid)
    return fx, dict(ROWS[fid])


def test_evaluator_is_exact() -> None:
    assert evaluate("(12+5)*3/4") == Fraction(51, 4)
    assert evaluate("-2+0.5") == Fraction(-3, 2)
    with pytest.raises(ValueError):
        evaluate("2+*3")


def test_validator_rejects_a_wrong_expr() -> None:
    fx, row = _fixture("g01-has-gain")
    row["expr"] = "12+6"
    assert any("expr" in p for p in validate_fixture(fx, row))


def test_validator_rejects_an_unaccounted_number() -> None:
    fx, row = _fixture("g20-distractor-holder")
    row.pop("irrelevant")
    assert any("neither used nor irrelevant" in p for p in validate_fixture(fx, row))


def test_validator_rejects_a_gold_the_replay_disagrees_with() -> None:
    fx, row = _fixture("g01-has-gain")
    bad = replace(fx, gold=18)
    row["expr"] = "12+5+1"
    assert any("replay gives" in p for p in validate_fixture(bad, row))


def test_validator_rejects_a_wrong_solver_reason() -> None:
    fx, row = _fixture("s01-negative")
    assert any(
        "replay gives" in p for p in validate_fixture(replace(fx, reason="unused_number"), row)
    )


def test_validator_rejects_undeclared_reasons() -> None:
    fx, row = _fixture("s01-negative")
    assert any("not declared" in p for p in validate_fixture(replace(fx, reason="nope"), row))
    fx, row = _fixture("r01-unknown-word")
    assert any("not declared" in p for p in validate_fixture(replace(fx, reason="nope"), row))


def test_validator_rejects_shape_errors() -> None:
    fx, row = _fixture("r01-unknown-word")
    other, _ = _fixture("g01-has-gain")
    assert validate_fixture(replace(fx, setup=other.setup), row)
    assert validate_fixture(replace(fx, expect="maybe"), row) == ["unknown expect 'maybe'"]
    assert validate_fixture(replace(other, setup=None), ROWS["g01-has-gain"])
    row = dict(ROWS["g01-has-gain"])
    row.pop("expr")
    assert validate_fixture(other, row) == ["a solved fixture needs gold and expr"]


def test_replay_solves_the_unknown_change_itself() -> None:
    setup = setup_from_json(ROWS["g12-unknown-change"]["setup"])
    assert replay(setup) == ("solved", Fraction(18))


def test_replay_detects_contradictions() -> None:
    row = json.loads(json.dumps(ROWS["g01-has-gain"]["setup"]))
    row["events"].append({"op": "has", "holder": "priya", "kind": "stamp", "qty": "3"})
    assert replay(setup_from_json(row)) == ("refused", "inconsistent_story")


def test_every_gold_derivation_replays_step_by_step() -> None:
    from mathcore.organs.base import OrganAnswer
    from mathcore.routing.verify import replay as replay_steps

    organ = story_ruler().organ
    for fx in story_ruler().fixtures():
        if fx.expect != "solved":
            continue
        out = organ.solve(fx.setup)
        assert isinstance(out, OrganAnswer), fx.id
        assert replay_steps(out.steps, out.value) is None, fx.id
