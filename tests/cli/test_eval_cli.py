"""The eval, audit, bench and run commands, run as a user runs them (subprocesses)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

MATHCORE = Path(sys.executable).parent / "mathcore"
FAKES = Path(__file__).resolve().parents[1] / "evals"
ENV = {**os.environ, "PYTHONPATH": str(FAKES), "COLUMNS": "150", "NO_COLOR": "1"}


def mathcore(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [str(MATHCORE), *map(str, args)],
        capture_output=True,
        text=True,
        env=ENV,
        check=False,
        timeout=120,
    )


@pytest.fixture
def data(tmp_path: Path) -> Path:
    """A normalized dataset and a GSM8K-format one with one wrong answer among them."""
    norm = tmp_path / "mini.jsonl"
    rows = [
        {"id": "m-1", "question": "ANSWER 12 apples", "answer": "12"},
        {"id": "m-2", "question": "nothing to read", "answer": "3"},
        {"id": "m-3", "question": "an unanswerable one", "answer": None},
    ]
    norm.write_text("".join(json.dumps(r) + "\n" for r in rows))
    gsm = tmp_path / "gsm8k" / "train.jsonl"
    gsm.parent.mkdir()
    gsm.write_text(
        json.dumps({"question": "ANSWER 1000 coins", "answer": "x\n#### 1,000"})
        + "\n"
        + json.dumps({"question": "ANSWER 41 ducks", "answer": "x\n#### 42"})
        + "\n"
    )
    return tmp_path


def test_eval_prints_the_tables_and_exits_0_without_wrong_answers(data: Path) -> None:
    out = mathcore("eval", data / "mini.jsonl", "--solver", "evals_fakes:scripted")
    assert out.returncode == 0, out.stderr
    assert "mini" in out.stdout and "coverage" in out.stdout and "WRONG" not in out.stdout


def test_eval_exits_1_and_lists_each_wrong_answer(data: Path) -> None:
    out = mathcore(
        "eval",
        data / "mini.jsonl",
        data / "gsm8k" / "train.jsonl",
        "--solver",
        "evals_fakes:scripted",
    )
    assert out.returncode == 1
    assert "gsm8k-train" in out.stdout and "total" in out.stdout
    assert "WRONG gsm8k-train/gsm8k-train-0001: ANSWER 41 ducks" in out.stdout
    assert "gold 42, ours 41" in out.stdout


def test_workers_print_the_same_bytes_as_one_process(data: Path) -> None:
    args = [data / "mini.jsonl", data / "gsm8k" / "train.jsonl", "--no-timing"]
    args += ["--solver", "evals_fakes:scripted"]
    one = mathcore("eval", *args)
    two = mathcore("eval", *args, "--workers", "2")
    assert one.stdout == two.stdout and one.returncode == two.returncode == 1


def test_report_writes_json_and_html(data: Path) -> None:
    report = data / "rep"
    out = mathcore(
        "eval", data / "mini.jsonl", "--report", report, "--solver", "evals_fakes:scripted"
    )
    assert out.returncode == 0
    records = json.loads((report / "report.json").read_text())["records"]
    assert [r["outcome"] for r in records] == ["correct", "refused", "correct"]
    assert "<svg" in (report / "report.html").read_text()


def test_adjudications_report_a_corrected_gold_separately(data: Path) -> None:
    adj = data / "adj.jsonl"
    row = {
        "dataset": "gsm8k-train",
        "id": "gsm8k-train-0001",
        "published": "42",
        "corrected": "41",
        "reasoning": "recount",
    }
    adj.write_text(json.dumps(row) + "\n")
    args = [data / "gsm8k" / "train.jsonl", "--solver", "evals_fakes:scripted"]
    out = mathcore("eval", *args, "--adjudications", adj)
    assert out.returncode == 0, out.stdout
    assert "ADJUDICATED gsm8k-train/gsm8k-train-0001" in out.stdout
    stale = {**row, "published": "43"}
    adj.write_text(json.dumps(stale) + "\n")
    bad = mathcore("eval", *args, "--adjudications", adj)
    assert bad.returncode == 2 and "published 43" in bad.stderr


def test_a_stalled_solver_cannot_stall_the_batch(tmp_path: Path) -> None:
    path = tmp_path / "slow.jsonl"
    rows = [
        {"id": f"s-{i}", "question": q, "answer": "1"}
        for i, q in enumerate(["ANSWER 1", "SLEEP", "ANSWER 1", "SLEEP"])
    ]
    path.write_text("".join(json.dumps(r) + "\n" for r in rows))
    report = tmp_path / "rep"
    out = mathcore(
        "eval",
        path,
        "--time-limit",
        "0.2",
        "--workers",
        "2",
        "--report",
        report,
        "--solver",
        "evals_fakes:scripted",
    )
    assert out.returncode == 0, out.stderr
    records = json.loads((report / "report.json").read_text())["records"]
    assert [r.get("reason") for r in records] == [None, "time_limit", None, "time_limit"]


def test_check_determinism_passes_for_a_deterministic_solver(data: Path) -> None:
    out = mathcore(
        "eval", data / "mini.jsonl", "--check-determinism", "--solver", "evals_fakes:scripted"
    )
    assert out.returncode == 0, out.stderr
    assert "identical bytes" in out.stdout


def test_check_determinism_fails_for_a_hash_dependent_solver(data: Path) -> None:
    out = mathcore(
        "eval", data / "mini.jsonl", "--check-determinism", "--solver", "evals_fakes:hash_dependent"
    )
    assert out.returncode == 1 and "NOT deterministic" in out.stderr


def test_audit_writes_one_sorted_row_per_refusal(data: Path) -> None:
    audit = data / "audit.jsonl"
    out = mathcore("audit", data / "mini.jsonl", "-o", audit, "--solver", "evals_fakes:scripted")
    assert out.returncode == 0, out.stderr
    rows = [json.loads(line) for line in audit.read_text().splitlines()]
    assert [r["case_id"] for r in rows] == ["m-2", "m-3"]
    assert {r["missing_operator"] for r in rows} == {"organ_coverage"}
    again = data / "audit2.jsonl"
    mathcore(
        "audit",
        data / "mini.jsonl",
        "-o",
        again,
        "--workers",
        "2",
        "--solver",
        "evals_fakes:scripted",
    )
    assert again.read_bytes() == audit.read_bytes()


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["eval", "missing.jsonl"], "cannot read"),
        (["eval", "{bad}", "--workers", "0"], "--workers"),
        (["eval", "{bad}", "--time-limit", "soon"], "--time-limit"),
        (["audit", "missing.jsonl", "-o", "x.jsonl"], "cannot read"),
    ],
)
def test_usage_errors_exit_2(tmp_path: Path, args: list[str], message: str) -> None:
    bad = tmp_path / "bad.jsonl"
    bad.write_text('{"question": "Q", "answer": "1"}\n')
    argv = [
        a.replace("{bad}", str(bad)).replace("missing.jsonl", str(tmp_path / "m.jsonl"))
        for a in args
    ]
    out = mathcore(*argv)
    assert out.returncode == 2 and message in out.stdout + out.stderr


def test_eval_on_the_real_pipeline_never_answers_wrong_on_the_samples() -> None:
    from mathcore.evals.bench import SAMPLES

    out = mathcore("eval", SAMPLES)
    assert out.returncode == 0, out.stdout


def test_run_prints_the_samples_table() -> None:
    out = mathcore("run")
    assert out.returncode == 0, out.stdout
    assert "mathcore run: bundled samples" in out.stdout and "sample-22" in out.stdout


def test_bench_prints_one_table_on_the_samples() -> None:
    from mathcore.evals.bench import SAMPLES

    out = mathcore("bench", SAMPLES, "--seconds", "1", "--no-cold")
    assert out.returncode == 0, out.stderr
    for word in ("throughput", "p50", "peak memory", "build"):
        assert word in out.stdout
    bad = mathcore("bench", SAMPLES, "--seconds", "0")
    assert bad.returncode == 2


def test_the_progress_bar_shows_only_for_long_runs_on_a_terminal(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from rich.console import Console

    from mathcore.cli import eval_cmd

    with eval_cmd.progress_bar(eval_cmd.PROGRESS_MIN - 1, "x") as advance:
        assert advance is None
    monkeypatch.setattr(eval_cmd, "Console", lambda stderr: Console(file=sys.stderr))
    with eval_cmd.progress_bar(eval_cmd.PROGRESS_MIN, "x") as advance:
        assert advance is None  # pytest's stderr is not a terminal
    monkeypatch.setattr(
        eval_cmd, "Console", lambda stderr: Console(file=sys.stderr, force_terminal=True)
    )
    with eval_cmd.progress_bar(eval_cmd.PROGRESS_MIN, "x") as advance:
        assert advance is not None
        advance(eval_cmd.PROGRESS_MIN)


def test_time_limits_are_parsed_exactly() -> None:
    from fractions import Fraction

    import typer

    from mathcore.cli.eval_cmd import parse_time_limit

    assert parse_time_limit("0.25") == Fraction(1, 4)
    assert parse_time_limit("0") is None
    with pytest.raises(typer.BadParameter):
        parse_time_limit("-1")


def test_organ_texts_cover_every_registered_ruler() -> None:
    from mathcore.evals.bench import organ_texts
    from mathcore.organs.rulers import RULERS

    texts = organ_texts()
    assert [name for name, _ in texts] == sorted(RULERS)
    assert all(isinstance(t, str) for _, group in texts for t in group)
