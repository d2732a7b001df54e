"""R2 gold ruler: lanes pass, the validator catches every kind of bad label, CLI lane."""

from __future__ import annotations

import json
import subprocess
import sys
from dataclasses import replace
from pathlib import Path

import pytest

from mathcore.evals.lanes import run_lane
from mathcore.organs.linear_system.model import Category, LinearSetup
from mathcore.organs.linear_system.ruler import GOLD, LinearSystemRuler, expected
from mathcore.organs.ruler import Fixture

RULER = LinearSystemRuler()
MATHCORE = Path(sys.executable).parent / "mathcore"


@pytest.mark.parametrize("lane", ["gold", "solver", "reader"])
def test_lanes_pass(lane: str) -> None:
    rep = run_lane(RULER, lane)
    assert rep.passed, rep.failures


def test_gold_file_is_sorted_and_varied() -> None:
    ids = [json.loads(x)["id"] for x in GOLD.read_text(encoding="utf-8").splitlines()]
    assert ids == sorted(ids) and len(ids) == len(set(ids))
    expects = [f.expect for f in RULER.fixtures()]
    assert 30 <= len(expects) <= 60
    assert {"solved", "solver_refuses", "reader_refuses"} == set(expects)


def _fx(kind: str) -> Fixture:
    return next(f for f in RULER.fixtures() if f.expect == kind)


def test_validator_catches_bad_labels() -> None:
    f = _fx("solved")
    assert RULER.validate(f) == []
    assert RULER.validate(replace(f, expect="maybe"))
    assert RULER.validate(replace(f, gold=f.gold + 1))
    assert RULER.validate(replace(f, setup=None))
    assert RULER.validate(replace(f, expect="solver_refuses", reason="negative_solution"))
    s = _fx("solver_refuses")
    assert RULER.validate(
        replace(
            s,
            reason="indistinguishable_weights"
            if s.reason != "indistinguishable_weights"
            else "negative_solution",
        )
    )
    r = _fx("reader_refuses")
    assert RULER.validate(r) == []
    assert RULER.validate(replace(r, reason=None))
    assert RULER.validate(replace(r, reason="nope"))
    assert RULER.validate(replace(r, setup=f.setup))


def _s(a: int, b: int, t: int, w: int) -> LinearSetup:
    return LinearSetup((Category("a", a), Category("b", b)), "x", "y", t, w, "b")


@pytest.mark.parametrize(
    ("setup", "want"),
    [
        (_s(50, 30, 6, 260), ("solved", 2)),
        (_s(4, 4, 8, 32), ("solver_refuses", "indistinguishable_weights")),
        (_s(3, 5, 10, 37), ("solver_refuses", "non_integer_solution")),
        (_s(50, 30, 6, 400), ("solver_refuses", "negative_solution")),
        (_s(2, 1, 200_000, 1), ("unverifiable", "total count too large to enumerate")),
    ],
)
def test_independent_validator(setup: LinearSetup, want: tuple[str, object]) -> None:
    assert expected(setup) == want


def test_oracle_cli_runs_all_lanes() -> None:
    proc = subprocess.run(
        [str(MATHCORE), "oracle", "linear-system", "all"],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert "setup_correct" in proc.stdout and "FAIL" not in proc.stdout


def test_every_gold_derivation_replays_to_its_answer() -> None:
    from mathcore.organs.base import OrganAnswer
    from mathcore.routing.verify import replay

    for fx in RULER.fixtures():
        if fx.expect != "solved":
            continue
        out = RULER.organ.solve(fx.setup)
        assert isinstance(out, OrganAnswer)
        assert replay(out.steps, out.value) is None, fx.id
