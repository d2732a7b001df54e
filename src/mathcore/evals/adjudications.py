"""Label noise: problems whose published gold is known to be wrong, verified by hand.

An adjudication file is JSON Lines, one object per problem::

    {"dataset": "gsm8k-train", "id": "gsm8k-train-0050", "published": "280",
     "corrected": "140", "reasoning": "why the published answer is wrong"}

``corrected`` may be ``null`` (the problem has no single answer). Loading checks each row;
applying it to loaded datasets checks that ``published`` still equals the dataset's gold, so
a stale adjudication can never silently re-label a problem.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path

from mathcore.evals.datasets import Case, DatasetError
from mathcore.exact import Number, canonical, parse_exact

#: The adjudications shipped with mathcore (each verified by hand; `mathcore eval` default).
SHIPPED = Path(__file__).parent / "data" / "adjudications.jsonl"
FIELDS = ("dataset", "id", "published", "corrected", "reasoning")


@dataclass(frozen=True, slots=True)
class Adjudication:
    """One problem's published gold, its corrected value and the reasoning."""

    dataset: str
    id: str
    published: Number | None
    corrected: Number | None
    reasoning: str

    def to_json(self) -> dict[str, str | None]:
        return {
            "dataset": self.dataset,
            "id": self.id,
            "published": None if self.published is None else canonical(self.published),
            "corrected": None if self.corrected is None else canonical(self.corrected),
            "reasoning": self.reasoning,
        }


def _number(row: dict[str, object], key: str, where: str) -> Number | None:
    raw = row.get(key)
    if raw is None:
        return None
    value = parse_exact(raw) if isinstance(raw, str) else None
    if value is None:
        raise DatasetError(f"{where}: {key!r} must be an exact number string or null")
    return value


def parse_adjudication(raw: str, where: str) -> Adjudication:
    try:
        row = json.loads(raw, parse_float=str)
    except json.JSONDecodeError as exc:
        raise DatasetError(f"{where}: not valid JSON ({exc.msg})") from None
    if not isinstance(row, dict) or sorted(row) != sorted(FIELDS):
        raise DatasetError(f"{where}: an adjudication has exactly the keys {', '.join(FIELDS)}")
    for key in ("dataset", "id", "reasoning"):
        if not isinstance(row[key], str) or not row[key].strip():
            raise DatasetError(f"{where}: {key!r} must be a non-empty string")
    published = _number(row, "published", where)
    corrected = _number(row, "corrected", where)
    if published == corrected:
        raise DatasetError(f"{where}: the corrected value equals the published one")
    return Adjudication(row["dataset"], row["id"], published, corrected, row["reasoning"])


def load_adjudications(path: Path) -> dict[tuple[str, str], Adjudication]:
    """``(dataset, id) -> Adjudication``; duplicates and malformed rows are errors."""
    try:
        lines = path.read_text(encoding="utf-8").splitlines()
    except OSError as exc:
        raise DatasetError(f"{path}: cannot read ({exc.strerror})") from None
    out: dict[tuple[str, str], Adjudication] = {}
    for n, raw in enumerate(lines, start=1):
        if not raw.strip():
            continue
        adj = parse_adjudication(raw, f"{path}:{n}")
        key = (adj.dataset, adj.id)
        if key in out:
            raise DatasetError(f"{path}:{n}: {adj.dataset}/{adj.id} is adjudicated twice")
        out[key] = adj
    return out


def applicable(
    adjudications: Mapping[tuple[str, str], Adjudication], cases: Iterable[Case]
) -> dict[tuple[str, str], Adjudication]:
    """The adjudications that concern ``cases``; a stale ``published`` value is an error."""
    out: dict[tuple[str, str], Adjudication] = {}
    for case in cases:
        adj = adjudications.get((case.dataset, case.id))
        if adj is None:
            continue
        if adj.published != case.gold:
            raise DatasetError(
                f"adjudication {case.dataset}/{case.id}: published {adj.to_json()['published']}"
                f" but the dataset says {case.gold_text}"
            )
        out[(case.dataset, case.id)] = adj
    return out
