"""Helpers for the teaching tests: tiny packs, audit rows, datasets, CLI invocation."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

from mathcore.packs.manifest import write_manifest

REPO = Path(__file__).resolve().parents[2]
SHARED = REPO.parent / "shared"
GSM8K_TRAIN = SHARED / "data" / "gsm8k" / "train.jsonl"
MATHCORE = Path(sys.executable).parent / "mathcore"


def write_jsonl(path: Path, rows: list[dict[str, Any]]) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("".join(json.dumps(r, sort_keys=True) + "\n" for r in rows), encoding="utf-8")
    return path


def make_pack(root: Path, **registries: dict[str, list[dict[str, Any]]]) -> Path:
    """A pack at ``root``: ``lexicon={"a.jsonl": [rows]}, frames=..., compositions=...``."""
    root.mkdir(parents=True, exist_ok=True)
    (root / "manifest.json").write_text('{"files": {}, "pack": "test", "version": 1}\n')
    for reg in ("lexicon", "frames", "compositions"):
        (root / reg).mkdir(exist_ok=True)
        for name, rows in registries.get(reg, {}).items():
            write_jsonl(root / reg / name, rows)
    write_manifest(root)
    return root


def small_pack(root: Path) -> Path:
    return make_pack(
        root,
        lexicon={"base.jsonl": [{"form": "one", "category": "number_word", "value": "1"}]},
        frames={"base.jsonl": [{"form": "gave", "frame_class": "transfer_frame"}]},
        compositions={
            "additive_composition.jsonl": [
                {
                    "pattern": "story_gain_adds",
                    "category": "additive_composition",
                    "polarity": "affirms",
                }
            ]
        },
    )


def row(
    case: str,
    token: str | None,
    *,
    op: str = "lexicon_entry",
    reason: str = "story.unknown_word",
    detail: str = "",
    question: str | None = None,
    nested: bool = False,
) -> dict[str, Any]:
    """An audit row in the shape ``mathcore audit`` writes (flat, or with a nested blocking)."""
    q = question or f"{token or 'It'} has 3 apples. How many apples are there?"
    blocking = {
        "sentence_index": 0,
        "sentence": q.split(".")[0] + ".",
        "token_index": 0,
        "token": token,
        "recognized": [],
        "open_frame": None,
        "missing_operator": op,
    }
    base: dict[str, Any] = {
        "case_id": case,
        "dataset": "t",
        "question": q,
        "attempts": [],
        "reason": reason,
        "family": "growth",
        "organ": "story",
        "terminal": "PROPOSAL_EMITTED",
        "detail": detail,
    }
    if token is None:
        return {
            **base,
            "located": False,
            "sentence_index": None,
            "sentence": None,
            "token_index": None,
            "token": None,
            "recognized": [],
            "open_frame": None,
            "missing_operator": op,
        }
    if nested:
        return {**base, "blocking": blocking}
    return {**base, "located": True, **blocking}


def tiny_data(path: Path) -> Path:
    return write_jsonl(
        path,
        [
            {
                "id": "d-1",
                "question": "Ana has 3 apples. She buys 2 more apples. "
                "How many apples does Ana have?",
                "answer": "5",
            },
            {"id": "d-2", "question": "What is the color of the sky?", "answer": None},
        ],
    )


def run_cli(
    *args: str, env: dict[str, str] | None = None, timeout: float = 120
) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [str(MATHCORE), *args],
        capture_output=True,
        text=True,
        env={**os.environ, **(env or {})},
        timeout=timeout,
    )


def tree_hashes(root: Path, suffixes: tuple[str, ...] = ()) -> dict[str, str]:
    import hashlib

    out = {}
    for p in sorted(root.rglob("*")):
        if p.is_file() and "__pycache__" not in p.parts and (not suffixes or p.suffix in suffixes):
            out[str(p.relative_to(root))] = hashlib.sha256(p.read_bytes()).hexdigest()
    return out


SITECUSTOMIZE = """
import os, sys
_fd = os.open(os.environ["MATHCORE_WRITE_WATCH"], os.O_WRONLY | os.O_APPEND | os.O_CREAT)
_W = os.O_WRONLY | os.O_RDWR | os.O_CREAT | os.O_APPEND | os.O_TRUNC
def _hook(event, args):
    path, dir_fd = None, None
    if event == "open" and args and isinstance(args[0], (str, bytes, os.PathLike)):
        mode, flags = args[1], args[2]
        if (isinstance(mode, str) and any(c in mode for c in "wax+")) or (
                mode is None and isinstance(flags, int) and flags & _W):
            path = args[0]
    elif event in ("os.rename", "os.replace", "os.link"):
        path, dir_fd = args[1], args[3]
    elif event in ("os.remove", "os.rmdir"):
        path, dir_fd = args[0], args[1]
    elif event == "os.mkdir":
        path, dir_fd = args[0], args[2]
    elif event in ("os.truncate", "os.chmod", "os.symlink"):
        path = args[0] if event != "os.symlink" else args[1]
    if path is not None and not isinstance(path, int):
        path = os.fsdecode(path)
        if isinstance(dir_fd, int) and dir_fd >= 0 and not os.path.isabs(path):
            path = os.path.join(os.readlink("/proc/self/fd/%d" % dir_fd), path)
        os.write(_fd, (event + "\\t" + os.path.abspath(path) + "\\n").encode())
sys.addaudithook(_hook)
"""


def run_watched(
    code: str, *args: str, tmp: Path
) -> tuple[subprocess.CompletedProcess[str], set[str]]:
    """Run ``code`` in a subprocess (and its children) recording every path opened for
    writing, renamed, removed or created, through a ``sys.addaudithook`` in sitecustomize."""
    site = tmp / "watch-site"
    site.mkdir(exist_ok=True)
    (site / "sitecustomize.py").write_text(SITECUSTOMIZE)
    watch = tmp / "writes.txt"
    env = {
        **os.environ,
        "PYTHONPATH": str(site),
        "MATHCORE_WRITE_WATCH": str(watch),
        "PYTHONDONTWRITEBYTECODE": "1",
    }
    proc = subprocess.run(
        [sys.executable, "-c", code, *args], capture_output=True, text=True, env=env, timeout=900
    )
    lines = watch.read_text().splitlines() if watch.exists() else []
    return proc, {line.split("\t", 1)[1] for line in lines}
