"""Audit rows: one per refused problem, the teaching corridor's raw material.

A row names the case, the organ attempts, the refusal (reason, family, organ, terminal,
detail), where reading stopped (first blocking sentence and token, the words recognized
before it, the open frame) and a ``missing_operator`` from the closed table in
``missing_operators``. The location comes from ``Refused.blocking`` when the organ filled it
(``located: true``); otherwise it is left ``null`` rather than guessed. The organ's own
``missing_operator`` label is kept as ``organ_label``; it becomes the row's label only when
it is one of the closed table, else the label is derived from the reason. Rows are sorted by
case id and written as canonical JSON lines, so the file's bytes are deterministic.
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from rich.table import Table

from mathcore.evals.datasets import Case, natural_key
from mathcore.evals.missing_operators import known, operator_for

#: Every key of an audit row, in a fixed documented order.
AUDIT_FIELDS = (
    "case_id",
    "dataset",
    "question",
    "attempts",
    "reason",
    "family",
    "organ",
    "terminal",
    "detail",
    "located",
    "sentence_index",
    "sentence",
    "token_index",
    "token",
    "recognized",
    "open_frame",
    "missing_operator",
    "operator_source",
    "organ_label",
)


def audit_row(case: Case, record: dict[str, Any]) -> dict[str, Any] | None:
    """The audit row of one contract record (with ``attempts``), or None when solved."""
    if record.get("status") != "refused":
        return None
    reason, family = record.get("reason"), record.get("family")
    blocking = record.get("blocking")
    row: dict[str, Any] = {
        "case_id": case.id,
        "dataset": case.dataset,
        "question": case.question,
        "attempts": list(record.get("attempts", [])),
        "reason": reason,
        "family": family,
        "organ": record.get("organ"),
        "terminal": record.get("terminal"),
        "detail": record.get("detail", ""),
        "located": blocking is not None,
        "sentence_index": None,
        "sentence": None,
        "token_index": None,
        "token": None,
        "recognized": [],
        "open_frame": None,
        "organ_label": None,
    }
    if blocking is not None:
        for key in ("sentence_index", "sentence", "token_index", "token", "open_frame"):
            row[key] = blocking.get(key)
        row["recognized"] = list(blocking.get("recognized", []))
        row["organ_label"] = blocking.get("missing_operator")
    label = row["organ_label"]
    if isinstance(label, str) and known(label):
        row["missing_operator"], row["operator_source"] = label, "blocking"
    else:
        row["missing_operator"], row["operator_source"] = operator_for(reason, family)
    return {key: row[key] for key in AUDIT_FIELDS}


def sort_rows(rows: Iterable[dict[str, Any]]) -> list[dict[str, Any]]:
    """Rows ordered by case id (natural order), then dataset."""
    return sorted(rows, key=lambda r: (natural_key(str(r["case_id"])), str(r["dataset"])))


def audit_text(rows: Iterable[dict[str, Any]]) -> str:
    """Canonical JSON lines (sorted keys, compact, UTF-8), sorted by case id."""
    lines = [
        json.dumps(r, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
        for r in sort_rows(rows)
    ]
    return "".join(f"{line}\n" for line in lines)


def write_audit(rows: Iterable[dict[str, Any]], path: Path) -> int:
    """Write the audit file; returns the number of rows."""
    text = audit_text(rows)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return text.count("\n")


def operator_table(rows: Iterable[dict[str, Any]]) -> Table:
    """Refusals per missing operator (most frequent first) and how many were located."""
    counts: Counter[str] = Counter()
    located: Counter[str] = Counter()
    for r in rows:
        counts[str(r["missing_operator"])] += 1
        located[str(r["missing_operator"])] += bool(r["located"])
    table = Table(title="mathcore audit: refusals by missing operator")
    table.add_column("missing_operator")
    table.add_column("refusals", justify="right")
    table.add_column("located", justify="right")
    for label, n in sorted(counts.items(), key=lambda kv: (-kv[1], kv[0])):
        table.add_row(label, str(n), str(located[label]))
    return table
