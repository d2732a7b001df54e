"""Dataset adapters: GSM8K's own format and the normalized ``id``/``question``/``answer`` one.

Each JSON line becomes one ``Case`` with an exact gold value (``None`` = unanswerable: only
a refusal is correct there). GSM8K lines carry no id; theirs is ``<dataset>-<NNNN>`` from the
0-based line number. A malformed line is a ``DatasetError`` naming the file and line: an
evaluation never silently drops a problem.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from mathcore.errors import MathcoreError
from mathcore.exact import Number, canonical, parse_exact

#: File stems too generic to name a dataset alone: the folder name is prefixed.
GENERIC_STEMS = frozenset({"train", "test", "dev", "valid", "validation", "data", "sample"})

_GSM8K_MARK = "####"
_NATURAL = re.compile(r"(\d+)")


class DatasetError(MathcoreError, ValueError):
    """A dataset line cannot be read as a problem with a gold answer."""


@dataclass(frozen=True, slots=True)
class Case:
    """One problem of a dataset with its published gold (``None``: unanswerable)."""

    dataset: str
    id: str
    question: str
    gold: Number | None
    line: int  # 1-based line in the source file

    @property
    def gold_text(self) -> str | None:
        return None if self.gold is None else canonical(self.gold)


def dataset_name(path: Path) -> str:
    """``mawps/addsub.jsonl`` -> ``addsub``; ``gsm8k/train.jsonl`` -> ``gsm8k-train``."""
    stem = path.name.split(".")[0]
    if stem.lower() in GENERIC_STEMS and path.resolve().parent.name:
        return f"{path.resolve().parent.name}-{stem}"
    return stem


def natural_key(case_id: str) -> tuple[tuple[int, int | str], ...]:
    """Sort key that orders ``addsub-2`` before ``addsub-10``."""
    parts = _NATURAL.split(case_id)
    return tuple((1, int(p)) if p.isdigit() else (0, p) for p in parts if p)


def _gold(answer: Any, where: str) -> tuple[Number | None, bool]:
    """The exact gold of an ``answer`` field and whether it is in GSM8K's own format."""
    if answer is None:
        return None, False
    if isinstance(answer, bool):
        raise DatasetError(f"{where}: answer must be a number string or null")
    if isinstance(answer, int):
        return answer, False
    if not isinstance(answer, str):
        raise DatasetError(f"{where}: answer must be a number string or null")
    gsm8k = _GSM8K_MARK in answer
    text = answer.rsplit(_GSM8K_MARK, 1)[1] if gsm8k else answer
    value = parse_exact(text.strip().lstrip("$"))
    if value is None:
        raise DatasetError(f"{where}: gold {text.strip()!r} is not an exact number")
    return value, gsm8k


def parse_line(raw: str, *, dataset: str, index: int, where: str) -> Case:
    """One JSON line (0-based ``index``) as a ``Case``; raises ``DatasetError``."""
    try:
        row = json.loads(raw, parse_float=str)
    except json.JSONDecodeError as exc:
        raise DatasetError(f"{where}: not valid JSON ({exc.msg})") from None
    if not isinstance(row, dict):
        raise DatasetError(f"{where}: a line must be a JSON object")
    question = row.get("question")
    if not isinstance(question, str):
        raise DatasetError(f"{where}: no string 'question'")
    if "answer" not in row:
        raise DatasetError(f"{where}: no 'answer' (use null for an unanswerable problem)")
    gold, gsm8k = _gold(row["answer"], where)
    raw_id = row.get("id")
    if raw_id is None:
        case_id = f"{dataset}-{index:04d}" if gsm8k else f"{dataset}-{index}"
    elif isinstance(raw_id, str | int) and not isinstance(raw_id, bool):
        case_id = str(raw_id)
    else:
        raise DatasetError(f"{where}: 'id' must be a string or an integer")
    return Case(dataset, case_id, question, gold, index + 1)


def load_lines(lines: Iterable[str], *, dataset: str, source: str) -> tuple[Case, ...]:
    """Cases of ``lines`` (blank lines skipped); duplicate ids are an error."""
    cases: list[Case] = []
    seen: set[str] = set()
    for index, raw in enumerate(lines):
        if not raw.strip():
            continue
        case = parse_line(raw, dataset=dataset, index=index, where=f"{source}:{index + 1}")
        if case.id in seen:
            raise DatasetError(f"{source}:{index + 1}: duplicate id {case.id!r}")
        seen.add(case.id)
        cases.append(case)
    return tuple(cases)


def load_dataset(path: Path) -> tuple[Case, ...]:
    """Every case of one JSONL file."""
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as exc:
        raise DatasetError(f"{path}: cannot read ({exc.strerror})") from None
    except UnicodeDecodeError:
        raise DatasetError(f"{path}: not UTF-8 text") from None
    return load_lines(text.splitlines(), dataset=dataset_name(path), source=str(path))


def load_datasets(paths: Sequence[Path]) -> tuple[tuple[str, tuple[Case, ...]], ...]:
    """``(name, cases)`` per file, in the given order; two files may not share a name."""
    out: list[tuple[str, tuple[Case, ...]]] = []
    for path in paths:
        name = dataset_name(path)
        if any(name == seen for seen, _ in out):
            raise DatasetError(f"{path}: a dataset named {name!r} was already given")
        out.append((name, load_dataset(path)))
    return tuple(out)
