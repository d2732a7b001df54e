"""``mathcore redteam`` as a user runs it (subprocesses), with fake and real solvers."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
import redteam_fakes as fakes

MATHCORE = Path(sys.executable).parent / "mathcore"
HERE = Path(__file__).resolve().parent
ENV = {**os.environ, "PYTHONPATH": str(HERE), "COLUMNS": "200", "NO_COLOR": "1"}


def mathcore(*args: object) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [str(MATHCORE), "redteam", *map(str, args)],
        capture_output=True,
        text=True,
        env=ENV,
        check=False,
        timeout=120,
    )


@pytest.fixture
def samples(tmp_path: Path) -> list[Path]:
    return list(fakes.write_samples(tmp_path))


def test_an_over_reading_solver_exits_1_and_writes_the_wrong_variants(
    samples: list[Path], tmp_path: Path
) -> None:
    out = tmp_path / "wrong.jsonl"
    run = mathcore(*samples, "--solver", "redteam_fakes:sum_all", "--output", out, "--seed", 3)
    assert run.returncode == 1, run.stderr
    assert "WRONG own-" in run.stdout and "distractor" in run.stdout
    rows = [json.loads(line) for line in out.read_text().splitlines()]
    assert rows and all(r["got"] != r["expected"] for r in rows)
    assert f"{len(rows)} wrong variant(s)" in run.stderr


def test_a_cautious_solver_exits_0_with_refusals(samples: list[Path], tmp_path: Path) -> None:
    out = tmp_path / "wrong.jsonl"
    run = mathcore(*samples, "--solver", "redteam_fakes:cautious", "--output", out)
    assert run.returncode == 0, run.stderr
    assert "4 of 4 problems answered" in run.stdout
    assert "refused distractor: fake/fake_refusal" in run.stdout
    assert out.read_text() == ""


def test_the_real_solver_on_our_own_problems(samples: list[Path]) -> None:
    run = mathcore(*samples, "--workers", "2", "--depth", "2")
    assert run.returncode == 0, run.stdout + run.stderr
    assert "WRONG" not in run.stdout


def test_output_is_deterministic_and_depends_on_the_seed(samples: list[Path]) -> None:
    args = [*samples, "--solver", "redteam_fakes:sum_all"]
    first, second = mathcore(*args, "--seed", 1), mathcore(*args, "--seed", 1)
    other = mathcore(*args, "--seed", 2)
    assert first.stdout == second.stdout
    assert first.stdout != other.stdout


def test_limit_and_usage_errors(samples: list[Path], tmp_path: Path) -> None:
    run = mathcore(*samples, "--solver", "redteam_fakes:cautious", "--limit", "1")
    assert run.returncode == 0 and "2 of 2 problems answered" in run.stdout
    assert mathcore(*samples, "--limit", "0").returncode == 2
    assert mathcore(*samples, "--workers", "0").returncode == 2
    assert mathcore(*samples, "--depth", "0").returncode == 2
    assert mathcore(*samples, "--time-limit", "soon").returncode == 2
    missing = mathcore(tmp_path / "nope.jsonl")
    assert missing.returncode == 2 and "cannot read" in missing.stderr
    bad = tmp_path / "bad.jsonl"
    bad.write_text("{not json\n")
    assert mathcore(bad).returncode == 2
