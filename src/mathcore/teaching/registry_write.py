"""One reviewed row into a pack: plan it (pure), check it against the pack, write it atomically.

Rows are canonical JSON lines; a registry file stays sorted by its key. Provenance (proposal
id, reviewer, evidence digests, claim signature) travels in the row; no clock time does, so the
bytes of a pack depend only on which claims were ratified, never on when or in what order.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from mathcore.packs.loader import Pack, sha256_bytes
from mathcore.packs.manifest import manifest_with
from mathcore.teaching.canonical import canonical_bytes
from mathcore.teaching.claims import REGISTRY_OF, Claim
from mathcore.teaching.errors import AlreadyRatified, PolarityConflict
from mathcore.teaching.review_log import atomic_write


@dataclass(frozen=True, slots=True)
class PlannedRow:
    """The registry row a claim writes, and the file it goes to (relative to the pack)."""

    rel: str
    row: dict[str, Any]

    def line(self) -> bytes:
        return canonical_bytes(self.row)

    def to_json(self) -> dict[str, Any]:
        return {"file": self.rel, "row": self.row}


@dataclass(frozen=True, slots=True)
class FileChange:
    """Before/after hashes of the registry file and the manifest, and the bytes after."""

    rel: str
    registry_before: str
    registry_after: str
    manifest_before: str
    manifest_after: str
    registry_bytes: bytes
    manifest_bytes: bytes

    def hashes(self) -> dict[str, Any]:
        return {
            "file": self.rel,
            "registry_before": self.registry_before,
            "registry_after": self.registry_after,
            "manifest_before": self.manifest_before,
            "manifest_after": self.manifest_after,
        }


EMPTY = sha256_bytes(b"")


def plan_row(claim: Claim, *, proposal_id: str, reviewer: str) -> PlannedRow:
    provenance = {
        "claim": claim.signature(),
        "evidence": sorted(set(claim.evidence)),
        "proposal": proposal_id,
        "reviewer": reviewer,
    }
    if claim.claim_type == "lexical":
        row: dict[str, Any] = {"form": claim.key, "category": claim.category}
        if claim.value is not None:
            row["value"] = claim.value
        return PlannedRow("lexicon/taught.jsonl", {**row, "provenance": provenance})
    if claim.claim_type == "frame":
        row = {"form": claim.key, "frame_class": claim.category, "polarity": claim.polarity}
        return PlannedRow("frames/taught.jsonl", {**row, "provenance": provenance})
    row = {"pattern": claim.key, "category": claim.category, "polarity": claim.polarity}
    return PlannedRow(f"compositions/{claim.category}.jsonl", {**row, "provenance": provenance})


def check_against_pack(claim: Claim, pack: Pack) -> None:
    """``AlreadyRatified`` when the pack holds this very row; ``PolarityConflict`` on a clash."""
    if claim.claim_type == "lexical":
        for e in pack.lexicon.get(claim.key, ()):
            if e.category == claim.category:
                if e.value == claim.value:
                    raise AlreadyRatified(f"{claim.key!r} is already {claim.category} ({e.source})")
                raise PolarityConflict(
                    f"{claim.key!r} is already {claim.category} with value {e.value!r} ({e.source})"
                )
        return
    if claim.claim_type == "frame":
        for f in pack.frames.get(claim.key, ()):
            if f.frame_class == claim.category and f.polarity == claim.polarity:
                raise AlreadyRatified(
                    f"{claim.key!r} already {claim.polarity} {claim.category} ({f.source})"
                )
            if f.frame_class == claim.category:
                raise PolarityConflict(
                    f"{claim.key!r} already {f.polarity} {f.frame_class} ({f.source}); "
                    f"refusing to add the opposite polarity"
                )
            if f.polarity == "affirms" and claim.polarity == "affirms":
                raise PolarityConflict(
                    f"{claim.key!r} already opens {f.frame_class} ({f.source}); a form opens "
                    "one frame class"
                )
        return
    c = pack.composition(claim.key)
    if c is None:
        return
    if c.category == claim.category and c.polarity == claim.polarity:
        raise AlreadyRatified(
            f"pattern {claim.key!r} already {claim.polarity} {claim.category} ({c.source})"
        )
    raise PolarityConflict(
        f"pattern {claim.key!r} already {c.polarity} {c.category} ({c.source}); a pattern has "
        "one reviewed reading"
    )


def _sort_key(line: bytes) -> tuple[str, str, bytes]:
    row = json.loads(line)
    key = row.get("form", row.get("pattern", ""))
    cat = row.get("category", row.get("frame_class", ""))
    return (str(key), str(cat), line)


def plan_change(root: Path, planned: PlannedRow) -> FileChange:
    """The bytes of the registry file and the manifest once ``planned`` is added (pure)."""
    path = root / planned.rel
    before = path.read_bytes() if path.exists() else b""
    lines = [x for x in before.split(b"\n") if x.strip()]
    lines.append(planned.line())
    after = b"".join(x + b"\n" for x in sorted(lines, key=_sort_key))
    man_path = root / "manifest.json"
    man_before = man_path.read_bytes()
    man_after = manifest_with(root, planned.rel, after)
    return FileChange(
        planned.rel,
        sha256_bytes(before) if path.exists() else EMPTY,
        sha256_bytes(after),
        sha256_bytes(man_before),
        sha256_bytes(man_after),
        after,
        man_after,
    )


def file_hashes(root: Path, rel: str) -> tuple[str, str]:
    """Current hashes of ``rel`` (EMPTY when absent) and of the manifest."""
    path = root / rel
    reg = sha256_bytes(path.read_bytes()) if path.exists() else EMPTY
    return reg, sha256_bytes((root / "manifest.json").read_bytes())


def write_change(root: Path, change: FileChange) -> None:
    """Registry file first, then the manifest (each an atomic replace)."""
    path = root / change.rel
    path.parent.mkdir(parents=True, exist_ok=True)
    atomic_write(path, change.registry_bytes)
    atomic_write(root / "manifest.json", change.manifest_bytes)


__all__ = [
    "REGISTRY_OF",
    "FileChange",
    "PlannedRow",
    "check_against_pack",
    "plan_change",
    "plan_row",
    "write_change",
]
