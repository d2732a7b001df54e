"""Scoring: each record against its gold, and the tallies the tables and reports show.

Outcomes: ``correct`` (answer equals gold as rationals; or a refusal where gold is ``null``),
``adjudicated`` (the published gold is known to be wrong and the answer equals the corrected
value), ``wrong`` (any other answer) and ``refused``. Coverage is correct / total.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from mathcore.evals.adjudications import Adjudication
from mathcore.evals.datasets import Case
from mathcore.exact import parse_exact

OUTCOMES = ("correct", "adjudicated", "wrong", "refused")


def score(record: dict[str, Any], case: Case, adjudication: Adjudication | None = None) -> str:
    """The outcome of one contract record for ``case``."""
    if record.get("status") != "solved":
        if adjudication is not None:
            return "adjudicated" if adjudication.corrected is None else "refused"
        return "correct" if case.gold is None else "refused"
    answer = parse_exact(str(record.get("answer")))
    if answer is None:
        return "wrong"
    if adjudication is not None:
        fixed = adjudication.corrected
        return "adjudicated" if fixed is not None and fixed == answer else "wrong"
    return "correct" if case.gold is not None and answer == case.gold else "wrong"


@dataclass(slots=True)
class Tally:
    """Counts over a set of scored problems, with the breakdowns the report charts."""

    name: str
    counts: Counter[str] = field(default_factory=Counter)
    solved_by_organ: Counter[str] = field(default_factory=Counter)
    refused_by_family: Counter[str] = field(default_factory=Counter)
    refused_by_reason: Counter[str] = field(default_factory=Counter)
    solve_ns: int = 0
    unanswerable: int = 0  # problems whose gold is null
    unanswerable_refused: int = 0  # ... that were (correctly) refused

    @property
    def total(self) -> int:
        return sum(self.counts[o] for o in OUTCOMES)

    def add(
        self, record: dict[str, Any], outcome: str, elapsed_ns: int, unanswerable: bool = False
    ) -> None:
        self.counts[outcome] += 1
        self.solve_ns += elapsed_ns
        if unanswerable:
            self.unanswerable += 1
            self.unanswerable_refused += outcome == "correct"
        if record.get("status") == "solved":
            self.solved_by_organ[str(record.get("organ"))] += 1
        else:
            self.refused_by_family[str(record.get("family"))] += 1
            self.refused_by_reason[str(record.get("reason"))] += 1

    def merge(self, other: Tally) -> None:
        self.counts.update(other.counts)
        self.solved_by_organ.update(other.solved_by_organ)
        self.refused_by_family.update(other.refused_by_family)
        self.refused_by_reason.update(other.refused_by_reason)
        self.solve_ns += other.solve_ns
        self.unanswerable += other.unanswerable
        self.unanswerable_refused += other.unanswerable_refused

    def coverage_text(self) -> str:
        """Coverage as an exact percentage with one decimal, rounded down (``12.3%``)."""
        if not self.total:
            return "-"
        tenths = self.counts["correct"] * 1000 // self.total
        return f"{tenths // 10}.{tenths % 10}%"

    def per_core_rate(self) -> int | None:
        """Problems per second of summed solve time (a per-core rate), or None."""
        return self.total * 1_000_000_000 // self.solve_ns if self.solve_ns else None

    def to_json(self) -> dict[str, Any]:
        """The deterministic part (no timing)."""
        return {
            "name": self.name,
            "total": self.total,
            **{o: self.counts[o] for o in OUTCOMES},
            "coverage": self.coverage_text(),
            "unanswerable": self.unanswerable,
            "unanswerable_refused": self.unanswerable_refused,
            "solved_by_organ": dict(sorted(self.solved_by_organ.items())),
            "refused_by_family": dict(sorted(self.refused_by_family.items())),
            "refused_by_reason": dict(sorted(self.refused_by_reason.items())),
        }
