"""Writing a pack manifest: the SHA-256 of every registry file, in sorted order."""

from __future__ import annotations

import contextlib
import json
import os
from pathlib import Path

from mathcore.packs.loader import REGISTRIES, sha256_bytes


def manifest_bytes(root: Path, name: str) -> bytes:
    files = {
        p.relative_to(root).as_posix(): sha256_bytes(p.read_bytes())
        for reg in REGISTRIES
        if (root / reg).is_dir()
        for p in sorted((root / reg).glob("*.jsonl"))
    }
    body = {"pack": name, "version": 1, "files": dict(sorted(files.items()))}
    return (json.dumps(body, indent=2, sort_keys=True) + "\n").encode("utf-8")


def write_manifest(root: str | os.PathLike[str]) -> Path:
    """Recompute and atomically replace ``root/manifest.json``."""
    r = Path(root)
    target = r / "manifest.json"
    name = r.name
    if target.exists():
        with contextlib.suppress(json.JSONDecodeError):
            name = str(json.loads(target.read_bytes()).get("pack", name))
    tmp = r / ".manifest.json.tmp"
    tmp.write_bytes(manifest_bytes(r, name))
    os.replace(tmp, target)
    return target
