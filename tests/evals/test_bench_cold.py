"""Cold start: the fastest of several fresh processes, and whether bytecode was cached."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from mathcore.evals import bench
from mathcore.evals.runner import WARM_UP_TEXT

MATHCORE = Path(sys.executable).parent / "mathcore"


def test_cold_start_reports_the_fastest_run(monkeypatch: pytest.MonkeyPatch) -> None:
    totals: list[int] = []
    real = bench.ColdStart

    def record(*args: object) -> bench.ColdStart:
        got = real(*args)  # type: ignore[arg-type]
        totals.append(got.total_ns)
        return got

    monkeypatch.setattr(bench, "ColdStart", record)
    best = bench.cold_start(WARM_UP_TEXT, runs=2)
    assert len(totals) == 2 and best.total_ns == min(totals)
    assert best.total_ns == best.import_ns + best.first_solve_ns
    assert best.wall_ns > best.total_ns > 0
    assert best.cpu_ns > 0  # the least CPU time of the runs (not necessarily the best's)


def test_cold_start_tells_whether_bytecode_was_cached(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("PYTHONPYCACHEPREFIX", str(tmp_path / "pyc"))  # empty: nothing cached
    monkeypatch.delenv("PYTHONDONTWRITEBYTECODE", raising=False)
    first = bench.cold_start("How many?")
    assert first.bytecode is False  # compiled from source (and written to the prefix)
    assert bench.cold_start("How many?").bytecode is True
    monkeypatch.setenv("PYTHONPYCACHEPREFIX", str(tmp_path / "other"))
    monkeypatch.setenv("PYTHONDONTWRITEBYTECODE", "1")
    assert bench.cold_start("How many?", runs=2).bytecode is False  # nothing written


def test_the_bench_table_has_both_cold_start_rows(tmp_path: Path) -> None:
    data = tmp_path / "d.jsonl"
    data.write_text(json.dumps({"question": "Tom has 3 apples. How many apples?"}) + "\n")
    out = subprocess.run(
        [str(MATHCORE), "bench", str(data), "--seconds", "1"],
        capture_output=True,
        text=True,
        timeout=300,
        env={**os.environ, "COLUMNS": "200"},
    )
    assert out.returncode == 0, out.stderr
    assert f"cold start, first text (best of {bench.COLD_RUNS})" in out.stdout
    assert f"cold start, story text (best of {bench.COLD_RUNS})" in out.stdout
    assert "ms = import " in out.stdout and "+ first solve " in out.stdout
    assert "; CPU " in out.stdout
