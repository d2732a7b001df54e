"""Scratch state and a real workbench server for the end-to-end tests.

The scratch state is a copy of the bundled pack, a review log holding proposals grouped from
audit rows written here (our own problem texts, in the audit command's row shape), and a tiny
replay dataset. The server is ``mathcore workbench`` in a subprocess on a free loopback port.
"""

from __future__ import annotations

import json
import os
import shutil
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

import httpx

from mathcore.packs.loader import DEFAULT_PACK
from mathcore.packs.manifest import write_manifest
from mathcore.teaching import corridor

MATHCORE = Path(sys.executable).parent / "mathcore"
ALICE_TOKEN = "alice-e2e-token-0123456789"
BOB_TOKEN = "bob-e2e-token-abcdefghijkl"

#: Two refused problems per unknown word: each word becomes one lexical proposal.
PROBLEMS = (
    ("wb-1", "Sam has 4 pens. He zorbles 2 pens. How many pens does Sam have?", "zorbles"),
    ("wb-2", "Ann has 7 cups. She zorbles 3 cups. How many cups does Ann have?", "zorbles"),
    ("wb-3", "Lee has 5 hats. He quibs 1 hat. How many hats does Lee have?", "quibs"),
    ("wb-4", "Max has 9 mugs. He quibs 4 mugs. How many mugs does Max have?", "quibs"),
)


@dataclass(frozen=True)
class Scratch:
    root: Path
    pack: Path
    log: Path
    replay_data: Path
    proposals: dict[str, str]  # word -> proposal id


def audit_row(case_id: str, question: str, word: str) -> dict[str, object]:
    sentence = question.split(". ")[1] + "."
    return {
        "case_id": case_id,
        "dataset": "workbench-e2e",
        "question": question,
        "reason": "unknown_word",
        "family": "lexical",
        "organ": "story",
        "missing_operator": "lexicon_entry",
        "sentence_index": 1,
        "sentence": sentence,
        "token_index": 1,
        "token": word,
        "recognized": [sentence.split()[0]],
        "open_frame": None,
        "located": True,
    }


def make_scratch(root: Path) -> Scratch:
    """A scratch pack copy, a review log with the proposals, and replay data (never the repo's)."""
    pack = root / "pack"
    shutil.copytree(DEFAULT_PACK, pack, ignore=shutil.ignore_patterns(".*", "__pycache__"))
    write_manifest(pack)
    audit = root / "audit.jsonl"
    audit.write_text("".join(json.dumps(audit_row(*p)) + "\n" for p in PROBLEMS))
    log = root / "review" / "log.jsonl"
    corridor.propose(audit, log, pack)
    ids = {v.key: v.id for v in corridor.list_proposals(log, pack)}
    data = root / "replay" / "tiny.jsonl"
    data.parent.mkdir()
    question = "Tom has 3 apples. He gets 2 more apples. How many apples does Tom have?"
    data.write_text(json.dumps({"id": "t1", "question": question, "answer": "#### 5"}) + "\n")
    return Scratch(root, pack, log, data, ids)


def free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@dataclass
class Server:
    url: str
    proc: subprocess.Popen[bytes]


@contextmanager
def serve(
    scratch: Scratch, token_file: Path | None = None, extra_env: dict[str, str] | None = None
) -> Iterator[Server]:
    """``mathcore workbench`` on a free loopback port over the scratch pack and log."""
    port = free_port()
    env = {k: v for k, v in os.environ.items() if not k.startswith("MATHCORE_")}
    if token_file is None:
        env["MATHCORE_WORKBENCH_TOKEN"] = f"alice:{ALICE_TOKEN}"
    else:
        env["MATHCORE_WORKBENCH_TOKEN_FILE"] = str(token_file)
    env.update(extra_env or {})
    cmd = [
        str(MATHCORE), "workbench", "--host", "127.0.0.1", "--port", str(port),
        "--pack", str(scratch.pack), "--log", str(scratch.log),
        "--replay-data", str(scratch.replay_data),
    ]  # fmt: skip
    errors = scratch.root / f"server-{port}.err"
    with errors.open("wb") as err:
        proc = subprocess.Popen(cmd, env=env, stdout=subprocess.DEVNULL, stderr=err)
    url = f"http://127.0.0.1:{port}"
    try:
        _wait_ready(url, proc, errors)
        yield Server(url, proc)
    finally:
        if proc.poll() is None:
            proc.terminate()
            try:
                proc.wait(timeout=10)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait()


def _wait_ready(url: str, proc: subprocess.Popen[bytes], errors: Path) -> None:
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise RuntimeError(f"workbench exited {proc.returncode}: {errors.read_text()}")
        try:
            if httpx.get(f"{url}/proposals", timeout=2).status_code == 200:
                return
        except httpx.TransportError:
            pass
        time.sleep(0.1)
    raise RuntimeError(f"workbench did not answer in time: {errors.read_text()}")
