"""Evaluation reports: deterministic JSON apart from timing, a self-contained HTML page."""

from __future__ import annotations

import json
import re
from fractions import Fraction
from pathlib import Path

import evals_fakes
from rich.console import Console

from mathcore.evals.adjudications import Adjudication
from mathcore.evals.console import print_evaluation, results_table
from mathcore.evals.datasets import Case
from mathcore.evals.evaluate import Evaluation, evaluate
from mathcore.evals.html_report import bar_chart
from mathcore.evals.reports import (
    deterministic_bytes,
    percentile_ns,
    report_text,
    write_reports,
)
from mathcore.evals.runner import RunOptions

CASES = {
    "alpha": (
        Case("alpha", "a-1", "ANSWER 4", 4, 1),
        Case("alpha", "a-2", "ANSWER 5 <script>x</script>", 6, 2),
        Case("alpha", "a-3", "BLOCK me", 7, 3),
    ),
    "beta": (
        Case("beta", "b-1", "no answer here", None, 1),
        Case("beta", "b-2", "ANSWER 140", 280, 2),
        Case("beta", "b-3", "ANSWER 7/2", Fraction(7, 2), 3),
    ),
}
ADJ = {("beta", "b-2"): Adjudication("beta", "b-2", 280, 140, "counted twice")}


def _ev(workers: int = 1) -> Evaluation:
    return evaluate(
        list(CASES.items()), evals_fakes.scripted, RunOptions(workers=workers, chunk_size=2), ADJ
    )


def test_evaluation_scores_each_dataset_and_the_total() -> None:
    ev = _ev()
    assert [r.outcome for r in ev.rows] == [
        "correct",
        "wrong",
        "refused",
        "correct",
        "adjudicated",
        "correct",
    ]
    assert ev.tallies["alpha"].counts["wrong"] == 1 and ev.total.total == 6
    assert ev.total.counts["correct"] == 3 and ev.total.unanswerable_refused == 1
    assert [r.case.id for r in ev.wrong] == ["a-2"]


def test_report_json_is_valid_with_timing_last_and_identical_across_workers(
    tmp_path: Path,
) -> None:
    text = report_text(_ev())
    data = json.loads(text)
    assert list(data)[-1] == "timing" and text.rstrip().splitlines()[-2].startswith('"timing"')
    assert len(data["records"]) == 6 and data["total"]["wrong"] == 1
    assert data["records"][1] == {**data["records"][1], "gold": "6", "outcome": "wrong"}
    assert data["adjudicated"][0]["outcome"] == "adjudicated"
    assert data["timing"]["latency_ns"]["p100"] >= data["timing"]["latency_ns"]["p50"]
    assert len(data["timing"]["slowest"]) == 6
    one, _ = write_reports(_ev(1), tmp_path / "one")
    two, _ = write_reports(_ev(2), tmp_path / "two")
    assert deterministic_bytes(one) == deterministic_bytes(two)
    assert b'"timing"' not in deterministic_bytes(one)


def test_the_html_report_is_self_contained_escaped_and_has_the_three_charts(
    tmp_path: Path,
) -> None:
    _, html_path = write_reports(_ev(), tmp_path)
    page = html_path.read_text(encoding="utf-8")
    assert page.startswith("<!DOCTYPE html>") and page.count("<svg") == 3
    for title in ("Coverage by organ", "Refusals by family", "Throughput"):
        assert f"<title>{title}" in page
    assert not re.search(r"(https?:|src=|href=|<script|<link|@import|url\()", page)
    assert "&lt;script&gt;" in page  # problem text is escaped, never markup


def test_bar_charts_scale_to_the_largest_value_and_handle_no_data() -> None:
    svg = bar_chart("t", [("a", 10, "10"), ("b", 5, "5")], 10)
    assert 'width="480"' in svg and 'width="240"' in svg
    assert "nothing to chart" in bar_chart("t", [], 0)


def test_percentiles_use_the_nearest_rank() -> None:
    data = list(range(1, 101))
    assert [percentile_ns(data, p) for p in (50, 90, 99, 100)] == [50, 90, 99, 100]
    assert percentile_ns([], 50) == 0 and percentile_ns([7], 1) == 7


def test_the_console_shows_the_table_wrong_answers_and_adjudications() -> None:
    console = Console(width=150, record=True, color_system=None)
    ev = _ev()
    print_evaluation(ev, console)
    out = console.export_text()
    assert "alpha" in out and "total" in out and "adjudicated" in out
    assert "WRONG alpha/a-2: ANSWER 5 <script>x</script>" in out
    assert "gold 6, ours 5" in out and "ADJUDICATED beta/b-2" in out
    assert "1 published gold label(s) adjudicated as wrong apply here; 1 answered" in out
    assert "null-gold refused" in out and "per core/s" in out
    quiet = Console(width=150, record=True, color_system=None)
    print_evaluation(ev, quiet, timing=False)
    assert "per core/s" not in quiet.export_text() and "wall-clock" not in quiet.export_text()
    assert results_table(ev).row_count == 3
