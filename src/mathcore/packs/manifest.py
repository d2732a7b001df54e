"""Writing a pack manifest: the SHA-256 of every registry file, in sorted order.

``write_manifest`` recomputes every entry (a developer's tool after editing pack files);
``manifest_with`` changes exactly one entry (the teaching corridor, which must never bless
someone else's unreviewed edit by rehashing files it did not write).
"""

from __future__ import annotations

import contextlib
import json
import os
from pathlib import Path

from mathcore.packs.loader import REGISTRIES, sha256_bytes


def render(name: str, files: dict[str, str]) -> bytes:
    """The manifest bytes for ``files`` (relative path -> SHA-256): one canonical layout."""
    body = {"pack": name, "version": 1, "files": dict(sorted(files.items()))}
    return (json.dumps(body, indent=2, sort_keys=True) + "\n").encode("utf-8")


def manifest_bytes(root: Path, name: str) -> bytes:
    files = {
        p.relative_to(root).as_posix(): sha256_bytes(p.read_bytes())
        for reg in REGISTRIES
        if (root / reg).is_dir()
        for p in sorted((root / reg).glob("*.jsonl"))
    }
    return render(name, files)


def manifest_with(root: str | os.PathLike[str], rel: str, data: bytes) -> bytes:
    """The current manifest of ``root`` with only ``rel``'s entry set to the hash of ``data``."""
    r = Path(root)
    current = json.loads((r / "manifest.json").read_bytes())
    files = {str(k): str(v) for k, v in dict(current.get("files", {})).items()}
    files[rel] = sha256_bytes(data)
    return render(str(current.get("pack", r.name)), files)


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
