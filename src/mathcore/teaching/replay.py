"""The replay gate: the candidate row in a scratch copy of the pack, every lane and dataset
re-solved in a subprocess, compared with the same run on the current pack.

The gate fails when any answer becomes wrong, any previously correct answer changes, any
organ lane gains a failure, the scratch pack does not load, a worker fails, or a dataset file
changes during the replay. It writes nothing to the real pack.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from mathcore.errors import PackError
from mathcore.packs.loader import PACK_ENV, load_pack, sha256_bytes
from mathcore.teaching.registry_write import PlannedRow, plan_change, write_change

TIMEOUT_S = 900


@dataclass(frozen=True, slots=True)
class ReplayResult:
    """Before/after counts per dataset and lane, the changed cases, and the verdict."""

    ok: bool
    before: dict[str, dict[str, int]]
    after: dict[str, dict[str, int]]
    lanes_before: dict[str, int]
    lanes_after: dict[str, int]
    newly_correct: tuple[str, ...] = ()
    newly_wrong: tuple[str, ...] = ()
    changed_correct: tuple[str, ...] = ()
    other_changes: int = 0
    failures: tuple[str, ...] = ()
    pack_before: str = ""
    pack_after: str = ""
    data: dict[str, str] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        return {
            "ok": self.ok,
            "before": self.before,
            "after": self.after,
            "lanes_before": self.lanes_before,
            "lanes_after": self.lanes_after,
            "newly_correct": list(self.newly_correct),
            "newly_wrong": list(self.newly_wrong),
            "changed_correct": list(self.changed_correct),
            "other_changes": self.other_changes,
            "failures": list(self.failures),
            "pack_before": self.pack_before,
            "pack_after": self.pack_after,
            "data": self.data,
        }


def replay_from_json(d: dict[str, Any]) -> ReplayResult:
    return ReplayResult(
        ok=bool(d["ok"]),
        before=d["before"],
        after=d["after"],
        lanes_before=d["lanes_before"],
        lanes_after=d["lanes_after"],
        newly_correct=tuple(d.get("newly_correct", ())),
        newly_wrong=tuple(d.get("newly_wrong", ())),
        changed_correct=tuple(d.get("changed_correct", ())),
        other_changes=int(d.get("other_changes", 0)),
        failures=tuple(d.get("failures", ())),
        pack_before=str(d.get("pack_before", "")),
        pack_after=str(d.get("pack_after", "")),
        data=dict(d.get("data", {})),
    )


def _hash_files(files: list[Path]) -> dict[str, str]:
    return {str(p): sha256_bytes(p.read_bytes()) for p in files}


def _spawn(pack: Path, data: list[Path], adjudications: Path | None) -> subprocess.Popen[bytes]:
    cmd = [sys.executable, "-m", "mathcore.teaching.replay_worker"]
    for p in data:
        cmd += ["--data", str(p)]
    if adjudications is not None:
        cmd += ["--adjudications", str(adjudications)]
    env = {**os.environ, PACK_ENV: str(pack), "PYTHONHASHSEED": "0"}
    return subprocess.Popen(cmd, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE)


def _collect(proc: subprocess.Popen[bytes], label: str) -> tuple[dict[str, Any] | None, str]:
    import json

    try:
        out, err = proc.communicate(timeout=TIMEOUT_S)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.communicate()
        return None, f"{label} replay timed out after {TIMEOUT_S}s"
    if proc.returncode != 0:
        tail = err.decode("utf-8", "replace").strip().splitlines()[-3:]
        return None, f"{label} replay failed (exit {proc.returncode}): {' | '.join(tail)}"
    return json.loads(out), ""


def run_worker(pack: Path, data: list[Path], adjudications: Path | None = None) -> dict[str, Any]:
    """One worker run (used by tests for cross-process equivalence)."""
    got, err = _collect(_spawn(pack, data, adjudications), "worker")
    if got is None:
        raise RuntimeError(err)
    return got


def _counts(rows: list[list[Any]]) -> dict[str, int]:
    c = {"total": len(rows), "correct": 0, "wrong": 0, "refused": 0}
    for r in rows:
        c[str(r[3])] += 1
    return c


def _lane_failures(lanes: dict[str, Any]) -> dict[str, int]:
    return {k: len(v["failures"]) for k, v in sorted(lanes.items())}


def compare(before: dict[str, Any], after: dict[str, Any]) -> dict[str, Any]:
    """The differences that decide the gate (pure; exposed for tests)."""
    newly_correct: list[str] = []
    newly_wrong: list[str] = []
    changed_correct: list[str] = []
    other = 0
    failures: list[str] = []
    for name, rows in sorted(before["data"].items()):
        b = {r[0]: r for r in rows}
        a_rows = after["data"].get(name)
        if a_rows is None or len(a_rows) != len(rows):
            failures.append(f"{name}: after-run has a different set of problems")
            continue
        for r in a_rows:
            old, cid = b.get(r[0]), f"{name}:{r[0]}"
            if old is None:
                failures.append(f"{cid}: not in the before-run")
            elif r == old:
                continue
            elif r[3] == "wrong":
                newly_wrong.append(cid)
            elif old[3] == "correct" and (r[3] != "correct" or old[1] == "solved"):
                changed_correct.append(cid)
            elif old[3] != "correct" and r[3] == "correct":
                newly_correct.append(cid)
            else:
                other += 1
    for lane, rep in sorted(before["lanes"].items()):
        new = after["lanes"].get(lane)
        if new is None:
            failures.append(f"lane {lane}: missing after the change")
            continue
        gained = {tuple(f) for f in new["failures"]} - {tuple(f) for f in rep["failures"]}
        for fid, why in sorted(gained):
            failures.append(f"lane {lane}: {fid} now fails ({why})")
    if newly_wrong:
        failures.append(f"{len(newly_wrong)} answer(s) became wrong: {', '.join(newly_wrong[:5])}")
    if changed_correct:
        failures.append(
            f"{len(changed_correct)} correct answer(s) changed: {', '.join(changed_correct[:5])}"
        )
    return {
        "newly_correct": newly_correct,
        "newly_wrong": newly_wrong,
        "changed_correct": changed_correct,
        "other": other,
        "failures": failures,
    }


def _failed(msg: str, data: dict[str, str], pack_before: str = "") -> ReplayResult:
    return ReplayResult(False, {}, {}, {}, {}, failures=(msg,), pack_before=pack_before, data=data)


def run_replay(
    pack_root: Path,
    planned: PlannedRow,
    data: list[Path],
    adjudications: Path | None = None,
) -> ReplayResult:
    """Apply ``planned`` in a scratch copy of ``pack_root`` and judge it against the current."""
    data = sorted(data)
    hashes = _hash_files(data)
    with tempfile.TemporaryDirectory(prefix="mathcore-replay-") as tmp:
        scratch = Path(tmp) / "pack"
        shutil.copytree(pack_root, scratch, ignore=shutil.ignore_patterns(".*"))
        copied = sha256_bytes((scratch / "manifest.json").read_bytes())
        write_change(scratch, plan_change(scratch, planned))
        try:
            load_pack(scratch)
        except PackError as exc:
            return _failed(f"the candidate pack does not load: {exc}", hashes)
        procs = (_spawn(pack_root, data, adjudications), _spawn(scratch, data, adjudications))
        before, err_b = _collect(procs[0], "before")
        after, err_a = _collect(procs[1], "after")
    if before is None or after is None:
        return _failed(err_b or err_a, hashes)
    diff = compare(before, after)
    failures = list(diff["failures"])
    if before["pack"] != copied:
        failures.append("the pack changed while the replay ran (judged two different packs)")
    if _hash_files(data) != hashes:
        failures.append("a dataset file changed during the replay")
    return ReplayResult(
        ok=not failures,
        before={k: _counts(v) for k, v in sorted(before["data"].items())},
        after={k: _counts(v) for k, v in sorted(after["data"].items())},
        lanes_before=_lane_failures(before["lanes"]),
        lanes_after=_lane_failures(after["lanes"]),
        newly_correct=tuple(diff["newly_correct"]),
        newly_wrong=tuple(diff["newly_wrong"]),
        changed_correct=tuple(diff["changed_correct"]),
        other_changes=int(diff["other"]),
        failures=tuple(failures),
        pack_before=str(before["pack"]),
        pack_after=str(after["pack"]),
        data=hashes,
    )
