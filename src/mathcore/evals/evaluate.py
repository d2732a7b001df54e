"""Evaluate a solve function on datasets: run, score, tally per dataset and in total.

``evaluate`` runs every case of every dataset as one batch (so workers stay busy across
files), scores each record against its gold (or its adjudication), and returns an
``Evaluation``: the per-problem rows and tallies (deterministic) plus timing (kept apart).
"""

from __future__ import annotations

import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from mathcore.evals.adjudications import Adjudication, applicable
from mathcore.evals.datasets import Case
from mathcore.evals.runner import RunOptions, SolveFn, run_batch
from mathcore.evals.scoring import Tally, score


@dataclass(frozen=True, slots=True)
class Row:
    """One scored problem: its case, contract record, outcome and solve time."""

    case: Case
    record: dict[str, Any]
    outcome: str
    elapsed_ns: int

    def to_json(self) -> dict[str, Any]:
        """The report's per-problem record: the contract record plus dataset, gold, outcome."""
        return {
            "dataset": self.case.dataset,
            **self.record,
            "gold": self.case.gold_text,
            "outcome": self.outcome,
        }


@dataclass(slots=True)
class Evaluation:
    """Rows in input order, tallies per dataset and in total, and the run's timing."""

    datasets: tuple[str, ...]
    rows: list[Row]
    tallies: dict[str, Tally]
    total: Tally
    adjudications: dict[tuple[str, str], Adjudication] = field(default_factory=dict)
    workers: int = 1
    wall_ns: int = 0

    @property
    def wrong(self) -> list[Row]:
        return [r for r in self.rows if r.outcome == "wrong"]

    def wall_rate(self) -> int | None:
        """Problems per second of wall-clock time over the whole run."""
        return len(self.rows) * 1_000_000_000 // self.wall_ns if self.wall_ns else None


def evaluate(
    named: Sequence[tuple[str, Sequence[Case]]],
    solve: SolveFn,
    options: RunOptions,
    adjudications: Mapping[tuple[str, str], Adjudication] | None = None,
    on_progress: Callable[[int], None] | None = None,
) -> Evaluation:
    """Run and score every case of every ``(name, cases)`` dataset."""
    cases = [c for _, group in named for c in group]
    adj = applicable(adjudications or {}, cases)
    tallies = {name: Tally(name) for name, _ in named}
    total = Tally("total")
    rows: list[Row] = []
    start = time.perf_counter_ns()
    items = [(c.id, c.question) for c in cases]
    for case, out in zip(cases, run_batch(items, solve, options, on_progress), strict=True):
        outcome = score(out.record, case, adj.get((case.dataset, case.id)))
        rows.append(Row(case, out.record, outcome, out.elapsed_ns))
        tallies[case.dataset].add(out.record, outcome, out.elapsed_ns, case.gold is None)
    wall = time.perf_counter_ns() - start
    for tally in tallies.values():
        total.merge(tally)
    return Evaluation(
        tuple(tallies), rows, tallies, total, adj, workers=max(1, options.workers), wall_ns=wall
    )
