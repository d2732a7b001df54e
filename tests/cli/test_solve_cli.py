"""Subprocess tests of ``mathcore solve`` (interfaces.md sections 2 and 3)."""

from __future__ import annotations

import json
import os
import pty
import subprocess
import sys
from pathlib import Path

import pytest

MATHCORE = Path(sys.executable).parent / "mathcore"
FAKE = Path(__file__).resolve().parent / "solve_cli_with_fake_organ.py"
SOLVED_KEYS = [
    "id", "status", "answer", "unit", "terminal", "organ", "reason", "family", "question",
    "derivation",
]  # fmt: skip
REFUSED_KEYS = ["id", "status", "terminal", "organ", "reason", "family", "question"]


def real(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([str(MATHCORE), "solve", *args], capture_output=True, text=True)


def fake(*args: str) -> subprocess.CompletedProcess[str]:
    cmd = [sys.executable, str(FAKE), "solve", *args]
    return subprocess.run(cmd, capture_output=True, text=True)


def test_a_refusal_prints_reason_family_terminal_and_exits_3() -> None:
    out = real("   ")
    assert out.returncode == 3
    assert "refused: empty" in out.stdout
    assert "family: input_shape" in out.stdout and "REFUSED_UNSUPPORTED_FAMILY" in out.stdout


def test_json_prints_the_refusal_record() -> None:
    out = real("   ", "--json")
    assert out.returncode == 3
    record = json.loads(out.stdout)
    assert list(record) == REFUSED_KEYS
    assert (record["status"], record["reason"], record["id"]) == ("refused", "empty", None)


def test_an_answer_prints_its_derivation_and_exits_0() -> None:
    out = fake("add 2 and 3")
    assert out.returncode == 0, out.stderr
    assert "answer: 5 apple" in out.stdout
    assert "add(2, 3) = 5" in out.stdout and "SOLVED_VERIFIED" in out.stdout


def test_json_prints_the_solved_record_in_contract_order() -> None:
    out = fake("add 2 and 3", "--json")
    record = json.loads(out.stdout)
    assert list(record) == SOLVED_KEYS
    assert (record["answer"], record["unit"], record["organ"]) == ("5", "apple", "adder")
    assert record["derivation"][-1] == {
        "operation": "add",
        "operands": ["2", "3"],
        "result": "5",
        "note": "a+b",
    }


def test_explain_shows_attempts_and_findings() -> None:
    out = fake("add 2 and 3", "--explain")
    assert "attempts:" in out.stdout and "adder: setup_correct adder:2+3" in out.stdout
    assert "findings:" in out.stdout and "verify: derivation replays" in out.stdout
    record = json.loads(fake("add 2 and 3", "--json", "--explain").stdout)
    assert record["attempts"][0]["organ"] == "adder"
    assert [f["stage"] for f in record["findings"]][-1] == "terminal"


def test_ask_returns_the_question() -> None:
    plain = json.loads(fake("add 4", "--json").stdout)
    assert (plain["terminal"], plain["question"]) == ("REFUSED_KNOWN_BOUNDARY", None)
    out = fake("add 4", "--json", "--ask")
    assert out.returncode == 3
    record = json.loads(out.stdout)
    assert (record["terminal"], record["question"]) == ("QUESTION_NEEDED", "What is added to 4?")


def test_proposals_are_written_only_where_asked_and_change_nothing(tmp_path: Path) -> None:
    text = "add 1 and 2 and 3"
    plain = fake(text, "--json")
    written = fake(text, "--json", "--proposals", str(tmp_path / "props"))
    assert plain.stdout == written.stdout and plain.returncode == written.returncode == 3
    record = json.loads(plain.stdout)
    assert record["terminal"] == "PROPOSAL_EMITTED"
    files = sorted((tmp_path / "props").iterdir())
    assert [f.name for f in files] == [f"{record['proposal_id']}.json"]
    again = fake(text, "--proposals", str(tmp_path / "props"))
    assert again.returncode == 3 and sorted((tmp_path / "props").iterdir()) == files


@pytest.mark.parametrize(
    "args",
    [
        [],
        ["text", "--batch", "x.jsonl"],
        ["text", "--workers", "2"],
        ["text", "--output", "o.jsonl"],
        ["--batch", "does-not-exist.jsonl"],
        ["--batch", "BATCH", "--workers", "0"],
        ["text", "--no-such-flag"],
        ["text", "--proposals", "BATCH"],
    ],
)
def test_usage_errors_exit_2(args: list[str], tmp_path: Path) -> None:
    batch = tmp_path / "in.jsonl"
    batch.write_text('{"question": "x"}\n')
    out = real(*[str(batch) if a == "BATCH" else a for a in args])
    assert out.returncode == 2, out.stdout + out.stderr


BATCH_LINES = [
    '{"question": "add 2 and 3"}',
    "not json",
    '{"id": "q-7", "question": "add 4", "answer": "9", "extra": [1]}',
    '{"id": 12, "question": "add 10 and 20"}',
    "[1, 2]",
    '{"question": 5}',
    '{"id": true, "question": "add 1 and 1"}',
    '{"id": null, "question": "add 1 and 1"}',
    "",
    '{"question": "nothing here"}',
]


def _batch(tmp_path: Path, *args: str, lines: list[str] = BATCH_LINES) -> list[dict[str, object]]:
    src = tmp_path / "in.jsonl"
    src.write_bytes(("\n".join(lines) + "\n").encode() + b"\xff\xfe\n")
    out = fake("--batch", str(src), *args)
    assert out.returncode == 0, out.stderr
    assert out.stderr == ""  # no progress bar when stderr is not a terminal
    return [json.loads(line) for line in out.stdout.splitlines()]


def test_batch_keeps_input_order_and_reports_bad_lines(tmp_path: Path) -> None:
    records = _batch(tmp_path)
    assert [r["id"] for r in records] == [0, 1, "q-7", 12, 4, 5, 6, 7, 8, 9, 10]
    assert [r["status"] for r in records] == [
        "solved", "error", "refused", "solved", "error", "error", "error", "solved", "error",
        "refused", "error",
    ]  # fmt: skip
    assert records[0]["answer"] == "5" and records[3]["answer"] == "30"
    assert all("message" in r for r in records if r["status"] == "error")


def test_batch_workers_give_identical_output(tmp_path: Path) -> None:
    lines = [json.dumps({"id": i, "question": f"add {i} and {i + 1}"}) for i in range(300)]
    lines += BATCH_LINES
    src = tmp_path / "in.jsonl"
    src.write_text("\n".join(lines) + "\n")
    one = fake("--batch", str(src))
    two = fake("--batch", str(src), "--workers", "2")
    assert one.returncode == two.returncode == 0
    assert one.stdout == two.stdout
    first = [json.loads(x) for x in one.stdout.splitlines()[:3]]
    assert [r["answer"] for r in first] == ["1", "3", "5"]


def test_batch_writes_to_the_output_file(tmp_path: Path) -> None:
    src, dst = tmp_path / "in.jsonl", tmp_path / "out.jsonl"
    src.write_text('{"question": "add 2 and 3"}\n{"question": "  "}\n')
    out = fake("--batch", str(src), "--output", str(dst))
    assert out.returncode == 0 and out.stdout == ""
    records = [json.loads(x) for x in dst.read_text().splitlines()]
    assert [r["status"] for r in records] == ["solved", "refused"]


@pytest.mark.parametrize("workers", ["1", "2"])
def test_batch_draws_a_progress_bar_only_on_a_terminal(tmp_path: Path, workers: str) -> None:
    src = tmp_path / "in.jsonl"
    src.write_text('{"question": "add 2 and 3"}\n' * 50)
    master, slave = pty.openpty()
    proc = subprocess.run(
        [sys.executable, str(FAKE), "solve", "--batch", str(src), "--workers", workers],
        stdout=subprocess.PIPE,
        stderr=slave,
        env=os.environ | {"TERM": "xterm", "COLUMNS": "80"},
    )
    os.close(slave)
    drawn = b""
    try:
        while chunk := os.read(master, 4096):
            drawn += chunk
    except OSError:
        pass
    os.close(master)
    assert proc.returncode == 0
    assert len(proc.stdout.splitlines()) == 50
    assert drawn != b""
