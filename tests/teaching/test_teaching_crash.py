"""Killed and concurrent ratifications leave the log and the registries intact and consistent."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from teaching_kit import row, small_pack, tiny_data, write_jsonl

from mathcore.errors import PackError
from mathcore.packs.loader import load_pack
from mathcore.teaching import corridor
from mathcore.teaching.errors import AlreadyRatified
from mathcore.teaching.ratification import CRASH_ENV

SCRIPT = """
import sys
from pathlib import Path
from mathcore.teaching import corridor
from mathcore.teaching.errors import AlreadyRatified
pid, log, pack, data = sys.argv[1:5]
try:
    corridor.ratify(pid, category="drain_token", polarity="affirms", reviewer="alice",
                    log_path=log, pack_path=pack, replay_data=[Path(data)])
except AlreadyRatified:
    sys.exit(3)
"""


def setup(tmp_path: Path) -> tuple[str, Path, Path, Path]:
    pack = small_pack(tmp_path / "pack")
    log = tmp_path / "log.jsonl"
    corridor.propose(
        write_jsonl(tmp_path / "a.jsonl", [row(f"z-{i}", "Zorg") for i in range(2)]), log, pack
    )
    pid = corridor.list_proposals(log, pack)[0].id
    return pid, log, pack, tiny_data(tmp_path / "tiny.jsonl")


def launch(args: tuple[str, Path, Path, Path], crash: str | None = None) -> subprocess.Popen[str]:
    env = {**os.environ}
    if crash:
        env[CRASH_ENV] = crash
    return subprocess.Popen(
        [sys.executable, "-c", SCRIPT, *map(str, args)],
        env=env,
        text=True,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )


def taught_rows(pack: Path) -> list[str]:
    path = pack / "lexicon" / "taught.jsonl"
    return path.read_text().splitlines() if path.exists() else []


def consistent(pid: str, log: Path, pack: Path) -> None:
    """The log verifies, the pack loads, and the row exists iff the log says ratified."""
    assert corridor.verify_log(log).ok
    load_pack(pack)
    state = {v.id: v.state for v in corridor.list_proposals(log, pack)}[pid]
    assert len(taught_rows(pack)) == (1 if state == "ratified" else 0)


@pytest.mark.parametrize("point", ["after_intent", "after_registry", "after_manifest"])
def test_a_crash_at_any_write_point_recovers(tmp_path: Path, point: str) -> None:
    args = setup(tmp_path)
    pid, log, pack, data = args
    proc = launch(args, crash=point)
    proc.communicate(timeout=300)
    assert proc.returncode == 86
    assert corridor.verify_log(log).ok  # every acknowledged entry is intact
    if point == "after_registry":  # the one window: the manifest is not yet replaced
        with pytest.raises(PackError, match=r"checksum|not in manifest"):
            load_pack(pack)
    if point == "after_manifest":
        from teaching_kit import run_cli

        out = run_cli("teach", "recover", "--log", str(log), "--pack", str(pack))
        assert out.returncode == 0 and "recovered" in out.stdout
    else:
        assert corridor.recover(log, pack) is True
    consistent(pid, log, pack)
    assert corridor.recover(log, pack) is False
    kinds = [e["kind"] for e in corridor.read_log(log)]
    if point == "after_intent":
        assert kinds[-1] == "abort" and taught_rows(pack) == []
        corridor.ratify(
            pid,
            category="drain_token",
            polarity="affirms",
            reviewer="alice",
            log_path=log,
            pack_path=pack,
            replay_data=[data],
        )
    else:
        last = corridor.read_log(log)[-1]
        assert last["kind"] == "decision" and last["body"]["recovered"] is True
    consistent(pid, log, pack)
    with pytest.raises(AlreadyRatified):
        corridor.ratify(
            pid,
            category="drain_token",
            polarity="affirms",
            reviewer="alice",
            log_path=log,
            pack_path=pack,
            replay_data=[data],
        )


def test_sigkill_during_the_replay_leaves_everything_intact(tmp_path: Path) -> None:
    args = setup(tmp_path)
    pid, log, pack, _ = args
    before = {p.name: p.read_bytes() for p in pack.rglob("*.json*")}
    proc = launch(args)
    time.sleep(0.6)  # inside the checks or the replay: the pack is written only at the end
    proc.send_signal(signal.SIGKILL)
    proc.communicate(timeout=60)
    corridor.recover(log, pack)
    consistent(pid, log, pack)
    if not taught_rows(pack):
        assert {p.name: p.read_bytes() for p in pack.rglob("*.json*")} == before
    corridor.recover(log, pack)
    consistent(pid, log, pack)


def test_concurrent_ratifications_write_one_row(tmp_path: Path) -> None:
    args = setup(tmp_path)
    pid, log, pack, _ = args
    procs = [launch(args) for _ in range(3)]
    codes = sorted(p.wait(timeout=600) for p in procs)
    assert codes == [0, 3, 3], [p.stderr.read() if p.stderr else "" for p in procs]
    assert len(taught_rows(pack)) == 1
    entries = corridor.read_log(log)
    assert [e["body"]["decision"] for e in entries if e["kind"] == "decision"] == ["ratified"]
    consistent(pid, log, pack)


def test_concurrent_threads_in_one_process_write_one_row(tmp_path: Path) -> None:
    """A threaded server: the fcntl lock is per open file, so threads exclude each other too."""
    from concurrent.futures import ThreadPoolExecutor

    pid, log, pack, data = setup(tmp_path)

    def attempt(_: int) -> str:
        try:
            corridor.ratify(
                pid,
                category="drain_token",
                polarity="affirms",
                reviewer="t",
                log_path=log,
                pack_path=pack,
                replay_data=[data],
            )
        except AlreadyRatified:
            return "already"
        return "ratified"

    with ThreadPoolExecutor(max_workers=3) as pool:
        outcomes = sorted(pool.map(attempt, range(3)))
    assert outcomes == ["already", "already", "ratified"]
    assert len(taught_rows(pack)) == 1
    consistent(pid, log, pack)
