"""Canonical bytes and SHA-256: the one way the corridor hashes anything.

Canonical JSON: sorted keys, compact separators, UTF-8 (no ASCII escaping), and no floats
anywhere (a float has no single exact text; exact numbers travel as canonical strings).
"""

from __future__ import annotations

import hashlib
import json
from typing import Any


class NotCanonical(ValueError):
    """The value holds something canonical JSON does not allow (a float, a non-str key...)."""


def _check(value: Any, where: str) -> None:
    if isinstance(value, bool) or value is None or isinstance(value, int | str):
        return
    if isinstance(value, float):
        raise NotCanonical(f"float at {where or '$'}: exact values travel as strings")
    if isinstance(value, list | tuple):
        for i, v in enumerate(value):
            _check(v, f"{where}[{i}]")
        return
    if isinstance(value, dict):
        for k, v in value.items():
            if not isinstance(k, str):
                raise NotCanonical(f"non-string key {k!r} at {where or '$'}")
            _check(v, f"{where}.{k}")
        return
    raise NotCanonical(f"{type(value).__name__} at {where or '$'} is not JSON")


def canonical_bytes(value: Any) -> bytes:
    """The canonical UTF-8 bytes of ``value`` (raises ``NotCanonical`` on floats)."""
    _check(value, "")
    text = json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return text.encode("utf-8")


def sha256_hex(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def digest(value: Any) -> str:
    """SHA-256 (hex) of the canonical bytes of ``value``."""
    return sha256_hex(canonical_bytes(value))
