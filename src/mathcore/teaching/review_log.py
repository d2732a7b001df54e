"""The review log: one append-only, hash-chained JSONL file of proposals, replays, decisions.

Each line is ``{"seq", "prev", "kind", "body", "hash"}`` where ``hash`` is the SHA-256 of the
canonical bytes of the other four fields and ``prev`` is the previous line's hash (64 zeros for
the first). A sidecar ``<log>.head`` holds the count and hash of the last acknowledged entry,
so truncation is detected as well as edits and reorders. No clock time is recorded: the order
of the lines is the order of events.

Writers hold an exclusive ``fcntl.flock`` on ``<log>.lock`` for the whole operation; each line is
written with one ``write`` in append mode and fsynced before the head is replaced atomically.
"""

from __future__ import annotations

import contextlib
import fcntl
import json
import os
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from mathcore.teaching.canonical import NotCanonical, canonical_bytes, digest
from mathcore.teaching.errors import LogIntegrityError

GENESIS = "0" * 64
KINDS = frozenset({"proposal", "replay", "intent", "decision", "abort"})


@dataclass(frozen=True, slots=True)
class LogVerification:
    ok: bool
    entries: int
    head: str
    faults: tuple[str, ...] = field(default_factory=tuple)

    def to_json(self) -> dict[str, Any]:
        return {
            "ok": self.ok,
            "entries": self.entries,
            "head": self.head,
            "faults": list(self.faults),
        }


def entry_hash(seq: int, prev: str, kind: str, body: dict[str, Any]) -> str:
    return digest({"body": body, "kind": kind, "prev": prev, "seq": seq})


def _canonical_or_none(value: Any) -> bytes | None:
    try:
        return canonical_bytes(value)
    except NotCanonical:
        return None


def _fsync_dir(path: Path) -> None:
    fd = os.open(path, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


def atomic_write(path: Path, data: bytes) -> None:
    """Write ``data`` to ``path`` through a fsynced temporary file and ``os.replace``."""
    tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o644)
    try:
        os.write(fd, data)
        os.fsync(fd)
    finally:
        os.close(fd)
    os.replace(tmp, path)
    _fsync_dir(path.parent)


class ReviewLog:
    """The log at ``path`` (created, with its folder, on first write)."""

    def __init__(self, path: str | os.PathLike[str]) -> None:
        self.path = Path(path)
        self.head_path = self.path.with_name(self.path.name + ".head")
        self.lock_path = self.path.with_name(self.path.name + ".lock")

    # -- reading -----------------------------------------------------------------------
    def _lines(self) -> tuple[list[bytes], bool]:
        """Complete lines, and whether a partial (unterminated) last line follows them."""
        try:
            data = self.path.read_bytes()
        except FileNotFoundError:
            return [], False
        parts = data.split(b"\n")
        partial = parts[-1] != b""
        return parts[:-1], partial

    def _head(self) -> dict[str, Any] | None:
        try:
            head = json.loads(self.head_path.read_bytes())
        except FileNotFoundError:
            return None
        except (json.JSONDecodeError, UnicodeDecodeError):
            return {"count": -1, "hash": ""}
        return head if isinstance(head, dict) else {"count": -1, "hash": ""}

    def verify(self) -> LogVerification:
        faults: list[str] = []
        lines, partial = self._lines()
        prev = GENESIS
        count = 0
        for n, raw in enumerate(lines):
            try:
                e = json.loads(raw)
            except (json.JSONDecodeError, UnicodeDecodeError):
                faults.append(f"line {n + 1}: not JSON")
                break
            if not isinstance(e, dict) or set(e) != {"seq", "prev", "kind", "body", "hash"}:
                faults.append(f"line {n + 1}: not a log entry")
                break
            if e["seq"] != n:
                faults.append(f"line {n + 1}: seq {e['seq']!r}, expected {n} (reordered?)")
            if e["prev"] != prev:
                faults.append(f"line {n + 1}: chain broken (previous entry missing or moved)")
            if not isinstance(e["body"], dict) or e["kind"] not in KINDS:
                faults.append(f"line {n + 1}: unknown kind or body")
            elif e["hash"] != entry_hash(e["seq"], e["prev"], e["kind"], e["body"]):
                faults.append(f"line {n + 1}: hash does not recompute (entry edited)")
            if raw != _canonical_or_none(e):
                faults.append(f"line {n + 1}: bytes are not canonical (entry edited)")
            prev = str(e["hash"])
            count = n + 1
            if faults:
                break
        if partial:
            faults.append(f"line {len(lines) + 1}: unterminated (partial write)")
        head = self._head()
        if head is None:
            if count:
                faults.append("head file missing (log replaced or truncated)")
        else:
            hc, hh = head.get("count"), head.get("hash")
            if not isinstance(hc, int) or hc < 0:
                faults.append("head file unreadable")
            elif hc > len(lines):
                faults.append(f"log truncated: head says {hc} entries, file has {len(lines)}")
            elif hc and not faults and json.loads(lines[hc - 1]).get("hash") != hh:
                faults.append(f"entry {hc} does not match the head (log rewritten)")
        return LogVerification(not faults, count, prev, tuple(faults))

    def entries(self, *, strict: bool = True) -> list[dict[str, Any]]:
        """Every entry, in order (``strict``: raise ``LogIntegrityError`` unless it verifies)."""
        if strict:
            v = self.verify()
            if not v.ok:
                raise LogIntegrityError(f"review log {self.path} does not verify: {v.faults[0]}")
        lines, _ = self._lines()
        out: list[dict[str, Any]] = []
        for raw in lines:
            try:
                e = json.loads(raw)
            except (json.JSONDecodeError, UnicodeDecodeError):
                break
            out.append(e)
        return out

    # -- writing (hold ``lock()``) -------------------------------------------------------
    @contextlib.contextmanager
    def lock(self) -> Iterator[None]:
        self.path.parent.mkdir(parents=True, exist_ok=True)
        fd = os.open(self.lock_path, os.O_RDWR | os.O_CREAT, 0o644)
        try:
            fcntl.flock(fd, fcntl.LOCK_EX)
            self._repair_tail()
            yield
        finally:
            fcntl.flock(fd, fcntl.LOCK_UN)
            os.close(fd)

    def _repair_tail(self) -> None:
        """Drop an unterminated last line that was never acknowledged (a crash mid-write)."""
        lines, partial = self._lines()
        if not partial:
            return
        head = self._head() or {"count": 0}
        if isinstance(head.get("count"), int) and head["count"] <= len(lines):
            keep = sum(len(x) + 1 for x in lines)
            with open(self.path, "r+b") as fh:
                fh.truncate(keep)
                os.fsync(fh.fileno())

    def append(self, kind: str, body: dict[str, Any]) -> dict[str, Any]:
        """Append one entry (caller holds the lock and has verified the log)."""
        if kind not in KINDS:
            raise ValueError(f"unknown log entry kind {kind!r}")
        lines, _ = self._lines()
        prev = json.loads(lines[-1])["hash"] if lines else GENESIS
        seq = len(lines)
        entry = {"seq": seq, "prev": prev, "kind": kind, "body": body}
        entry["hash"] = entry_hash(seq, prev, kind, body)
        data = canonical_bytes(entry) + b"\n"
        fd = os.open(self.path, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o644)
        try:
            os.write(fd, data)
            os.fsync(fd)
        finally:
            os.close(fd)
        head = {"count": seq + 1, "hash": entry["hash"]}
        atomic_write(self.head_path, canonical_bytes(head) + b"\n")
        return entry
