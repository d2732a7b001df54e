"""Audit rows as teaching evidence: a normalized row, its claim sub-type and its SHA-256.

An audit row (``mathcore audit``) names a refused problem and where its reading stopped. The
adapter keeps the fields the corridor needs, in one canonical shape, whether the row carries
the blocking record nested (``blocking: {...}``) or flat. The evidence pointer always says
``source="math_audit"``: audit evidence is never passed off as reviewed-corpus evidence.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from mathcore.teaching.canonical import digest
from mathcore.teaching.errors import EvidenceLaundering, EvidenceTampering

SOURCE = "math_audit"

#: missing_operator -> claim sub-type (the audit's closed table; unknown -> "unsupported").
SUB_TYPES: dict[str, str] = {
    "lexicon_entry": "lexical",
    "frame_entry": "frame",
    "quantity_extraction": "composition",
    "multi_quantity_composition": "composition",
    "pronoun_resolution": "reference",
    "unit_binding": "slot",
}

_BLOCKING = (
    "sentence_index",
    "sentence",
    "token_index",
    "token",
    "missing_operator",
    "recognized",
    "open_frame",
)


class AuditRowError(ValueError):
    """An audit row without the fields evidence needs."""


def _text(value: Any) -> str | None:
    if value is None:
        return None
    if isinstance(value, str):
        return value
    if isinstance(value, bool):
        return str(value).lower()
    if isinstance(value, int):
        return str(value)
    raise AuditRowError(f"expected a string, got {type(value).__name__}")


def _int(value: Any) -> int | None:
    if value is None:
        return None
    if isinstance(value, int) and not isinstance(value, bool):
        return value
    raise AuditRowError(f"expected an integer, got {type(value).__name__}")


def normalize_row(raw: dict[str, Any]) -> dict[str, Any]:
    """The canonical audit-row shape evidence hashes (nested or flat blocking accepted)."""
    blocking = raw.get("blocking")
    flat: dict[str, Any] = dict(raw)
    if isinstance(blocking, dict):
        for key in _BLOCKING:
            if key in blocking and flat.get(key) is None:
                flat[key] = blocking[key]
    case_id = _text(flat.get("case_id", flat.get("id")))
    if not case_id:
        raise AuditRowError("audit row has no case id")
    recognized = flat.get("recognized") or []
    if not isinstance(recognized, list) or not all(isinstance(w, str) for w in recognized):
        raise AuditRowError("'recognized' must be a list of strings")
    return {
        "case_id": case_id,
        "dataset": _text(flat.get("dataset")) or "",
        "question": _text(flat.get("question")) or "",
        "reason": _text(flat.get("reason")) or "",
        "family": _text(flat.get("family")) or "",
        "organ": _text(flat.get("organ")) or "",
        "detail": _text(flat.get("detail")) or "",
        "missing_operator": _text(flat.get("missing_operator")) or "",
        "sentence_index": _int(flat.get("sentence_index")),
        "sentence": _text(flat.get("sentence")),
        "token_index": _int(flat.get("token_index")),
        "token": _text(flat.get("token")),
        "recognized": list(recognized),
        "open_frame": _text(flat.get("open_frame")),
        "pattern": _text(flat.get("pattern")),
    }


_PATTERN_NAME = re.compile(r"^[a-z][a-z0-9_]*$")
_BOUND_SHAPE = re.compile(r"^bound\([a-z_]+\)(?: [x×+\-−*]? ?bound\([a-z_]+\))+$")


def is_pattern(text: str) -> bool:
    """A composition pattern: a registry pattern name or a bound-slot shape (ADR-0169)."""
    norm = " ".join(text.split())
    return bool(_PATTERN_NAME.match(norm) or _BOUND_SHAPE.match(norm))


def composition_key(row: dict[str, Any]) -> str | None:
    """The bound-slot pattern a composition refusal names: the row's ``pattern`` field, else
    (for a refusal located at no token, i.e. a solver refusal) its detail when that is a
    pattern. A blocking *token* is never a composition pattern."""
    pattern = row.get("pattern")
    if pattern:
        return " ".join(str(pattern).split())
    detail = str(row.get("detail") or "")
    if not row.get("token") and detail and is_pattern(detail):
        return " ".join(detail.split())
    return None


@dataclass(frozen=True, slots=True)
class Evidence:
    """One hashed evidence record: the normalized audit row, its sub-type and its pointer."""

    row: dict[str, Any]
    sub_type: str
    source: str
    digest: str

    def body(self) -> dict[str, Any]:
        return {"row": self.row, "source": self.source, "sub_type": self.sub_type}

    def to_json(self) -> dict[str, Any]:
        return {**self.body(), "digest": self.digest}

    @property
    def case_id(self) -> str:
        return str(self.row["case_id"])

    @property
    def key(self) -> str | None:
        """What the evidence is about: the blocking token (lower case) or the slot pattern."""
        if self.sub_type == "composition":
            return composition_key(self.row)
        token = self.row.get("token")
        return str(token).lower() if token else None


def evidence_from_row(raw: dict[str, Any]) -> Evidence:
    """Build the evidence record of one audit row."""
    row = normalize_row(raw)
    sub_type = SUB_TYPES.get(row["missing_operator"], "unsupported")
    body = {"row": row, "source": SOURCE, "sub_type": sub_type}
    return Evidence(row, sub_type, SOURCE, digest(body))


def evidence_from_json(data: dict[str, Any]) -> Evidence:
    """Rebuild a stored record exactly as stored (checks are separate: ``check_evidence``)."""
    row = data.get("row")
    if not isinstance(row, dict):
        raise EvidenceTampering("evidence record has no audit row")
    return Evidence(
        row, str(data.get("sub_type")), str(data.get("source")), str(data.get("digest"))
    )


def check_evidence(ev: Evidence) -> None:
    """Laundering first (the pointer), then tampering (the hash must recompute)."""
    if ev.source != SOURCE:
        raise EvidenceLaundering(
            f"evidence {ev.digest[:12]} has source={ev.source!r}; audit evidence must say "
            f"source={SOURCE!r} and is never reviewed-corpus evidence"
        )
    if digest(ev.body()) != ev.digest:
        raise EvidenceTampering(f"evidence {ev.digest[:12]} does not hash to its recorded digest")
    expected = SUB_TYPES.get(str(ev.row.get("missing_operator", "")), "unsupported")
    if expected != ev.sub_type:
        raise EvidenceTampering(
            f"evidence {ev.digest[:12]} says sub-type {ev.sub_type!r} but its missing operator "
            f"gives {expected!r}"
        )
