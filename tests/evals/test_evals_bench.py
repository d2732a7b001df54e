"""Benchmark instruments: measurement bookkeeping, formatting and the default dataset."""

from __future__ import annotations

import json
from pathlib import Path

import evals_fakes

from mathcore.evals import bench


def test_measure_counts_every_solve_and_sorts_latencies() -> None:
    m = bench.measure("x", ["ANSWER 1", "ANSWER 2"], evals_fakes.scripted, 0)
    assert m.problems == 1 and m.texts == 2 and len(m.latencies_ns) == 1
    m = bench.measure("x", ["ANSWER 1"] * 3, evals_fakes.scripted, 1)
    assert m.problems > 3 and list(m.latencies_ns) == sorted(m.latencies_ns)
    assert m.rate() > 0 and m.pct(50) <= m.pct(100)
    one_pass = bench.measure("x", ["ANSWER 1", "ANSWER 2", "nope"], evals_fakes.scripted)
    assert one_pass.problems == one_pass.texts == 3
    empty = bench.measure("x", [], evals_fakes.scripted, 1)
    assert (empty.problems, empty.rate()) == (0, 0)


def test_milliseconds_are_formatted_with_integer_arithmetic() -> None:
    assert bench.ms(1_234_567) == "1.234"
    assert bench.ms(999) == "0.000"


def test_dataset_texts_reads_questions_of_either_format(tmp_path: Path) -> None:
    path = tmp_path / "d.jsonl"
    rows = [{"question": "Q1", "answer": "#### 1"}, {"id": "2", "question": "Q2"}, [1]]
    path.write_text("\n".join(json.dumps(r) for r in rows) + "\n\n")
    assert bench.dataset_texts(path) == ["Q1", "Q2"]


def test_the_default_dataset_exists() -> None:
    path = bench.default_dataset()
    assert path.is_file() and path.suffix == ".jsonl"


def test_peak_memory_and_cold_start_are_positive() -> None:
    assert bench.peak_memory_kb() > 0
    cold = bench.cold_start()
    assert cold.wall_ns > cold.import_ns > 0 and cold.peak_kb > 0
