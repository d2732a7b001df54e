"""The determinism check: evaluate twice in fresh processes with different hash seeds.

Each run is ``mathcore eval ... --no-timing --report DIR`` in its own interpreter with its
own ``PYTHONHASHSEED``; the check compares the printed bytes and the deterministic bytes of
the two ``report.json`` files (everything but the ``timing`` section).
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from mathcore.evals.reports import deterministic_bytes

HASH_SEEDS = ("1", "2")
_CLI = "from mathcore.cli import main; main()"


@dataclass(frozen=True, slots=True)
class DeterminismResult:
    """Whether two runs printed and reported the same bytes, and what differed."""

    same_output: bool
    same_report: bool
    exit_codes: tuple[int, int]
    detail: str = ""

    @property
    def ok(self) -> bool:
        return self.same_output and self.same_report and self.exit_codes[0] == self.exit_codes[1]


def _run(args: Sequence[str], seed: str, report: Path) -> subprocess.CompletedProcess[bytes]:
    env = {**os.environ, "PYTHONHASHSEED": seed, "COLUMNS": "120", "NO_COLOR": "1"}
    cmd = [sys.executable, "-c", _CLI, "eval", *args, "--no-timing", "--report", str(report)]
    return subprocess.run(cmd, env=env, capture_output=True, check=False)


def _first_difference(a: bytes, b: bytes) -> str:
    for i, (x, y) in enumerate(zip(a, b, strict=False)):
        if x != y:
            return f"first difference at byte {i}: {a[i : i + 60]!r} vs {b[i : i + 60]!r}"
    return f"lengths differ: {len(a)} vs {len(b)}"


def check_determinism(args: Sequence[str]) -> DeterminismResult:
    """Run ``mathcore eval ARGS`` under two hash seeds and compare the bytes."""
    with tempfile.TemporaryDirectory(prefix="mathcore-determinism-") as tmp:
        runs = []
        for seed in HASH_SEEDS:
            report = Path(tmp) / f"seed-{seed}"
            runs.append((_run(args, seed, report), report / "report.json"))
        (one, rep1), (two, rep2) = runs
        codes = (one.returncode, two.returncode)
        if not (rep1.exists() and rep2.exists()):
            err = (one.stderr or two.stderr).decode("utf-8", "replace").strip()
            return DeterminismResult(False, False, codes, f"a run wrote no report: {err}")
        same_out = one.stdout == two.stdout
        b1, b2 = deterministic_bytes(rep1), deterministic_bytes(rep2)
        same_rep = b1 == b2
        detail = ""
        if not same_out:
            detail = "output: " + _first_difference(one.stdout, two.stdout)
        elif not same_rep:
            detail = "report.json: " + _first_difference(b1, b2)
        return DeterminismResult(same_out, same_rep, codes, detail)
