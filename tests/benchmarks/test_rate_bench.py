"""Benchmarks of the rate organs (disabled by default; ``pytest --benchmark-enable``).

Each benchmark solves every gold text of an organ once per round (read, then solve when
read); as plain tests they check the pass is correct, never how long it took.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from mathcore.organs.base import OrganAnswer, ReaderRefusal
from mathcore.organs.combined_rate.ruler import combined_rate_ruler
from mathcore.organs.rate.ruler import rate_ruler

RULERS = {"combined-rate": combined_rate_ruler, "rate": rate_ruler}
GSM8K = Path(__file__).resolve().parents[2].parent / "shared" / "data" / "gsm8k" / "train.jsonl"


def _solve_all(organ: Any, texts: list[str]) -> int:
    answered = 0
    for text in texts:
        setup = organ.read(text)
        if not isinstance(setup, ReaderRefusal) and isinstance(organ.solve(setup), OrganAnswer):
            answered += 1
    return answered


@pytest.mark.parametrize("lane", sorted(RULERS))
def test_gold_solves_per_second(benchmark: Any, lane: str) -> None:
    ruler = RULERS[lane]()
    texts = [fx.text for fx in ruler.fixtures()]
    expected = sum(fx.expect == "solved" for fx in ruler.fixtures())
    assert benchmark(_solve_all, ruler.organ, texts) == expected


@pytest.mark.skipif(not GSM8K.exists(), reason="shared data absent")
@pytest.mark.parametrize("lane", sorted(RULERS))
def test_step_aside_on_foreign_text(benchmark: Any, lane: str) -> None:
    organ = RULERS[lane]().organ
    lines = GSM8K.read_text(encoding="utf-8").splitlines()[:500]
    texts = [json.loads(x)["question"] for x in lines]
    benchmark(lambda: [organ.read(t) for t in texts])


def test_import_and_first_solve_runs_in_a_fresh_process() -> None:
    code = (
        "import time; t=time.perf_counter(); import mathcore; "
        "from mathcore.organs.combined_rate.organ import ORGAN as O; "
        "s=O.read('Anna paints 3 rooms per hour and Ben paints 2 rooms per hour. "
        "Working together, how many rooms do they paint in 4 hours?'); "
        "print(O.solve(s).value, round((time.perf_counter()-t)*1000))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert out.returncode == 0, out.stderr
    assert out.stdout.split()[0] == "20"
