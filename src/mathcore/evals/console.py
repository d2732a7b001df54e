"""Terminal rendering of an evaluation: the results table and the wrong answers after it.

With ``timing=False`` nothing time-dependent is printed, so the output bytes are a pure
function of the answers (what ``--check-determinism`` compares).
"""

from __future__ import annotations

import sys

from rich.console import Console
from rich.markup import escape
from rich.table import Table

from mathcore.evals.evaluate import Evaluation
from mathcore.evals.scoring import Tally

#: Width of the tables when output is not a terminal (a pipe or a file).
PIPE_WIDTH = 120

#: Longest question prefix printed for a wrong answer.
QUESTION_CHARS = 120


def output_console() -> Console:
    """A stdout console: the terminal's width, or ``PIPE_WIDTH`` columns when piped."""
    width = None if sys.stdout.isatty() else PIPE_WIDTH
    return Console(highlight=False, width=width)


def results_table(ev: Evaluation, *, timing: bool = True) -> Table:
    """One row per dataset and a total row: total, correct, wrong, refused, coverage, rate."""
    table = Table(title="mathcore eval")
    table.add_column("dataset", no_wrap=True)
    adjudicated = bool(ev.adjudications)
    cols = ["total", "correct", *(["adjudicated"] if adjudicated else []), "wrong", "refused"]
    for col in [*cols, "coverage"]:
        table.add_column(col, justify="right")
    unanswerable = ev.total.unanswerable > 0
    if unanswerable:
        table.add_column("null-gold refused", justify="right")
    if timing:
        table.add_column("per core/s", justify="right")

    def row(t: Tally, style: str | None = None) -> None:
        cells = [t.name, str(t.total)]
        cells += [str(t.counts[c]) for c in cols[1:]]
        cells.append(t.coverage_text())
        if unanswerable:
            cells.append(f"{t.unanswerable_refused}/{t.unanswerable}")
        if timing:
            rate = t.per_core_rate()
            cells.append("-" if rate is None else f"{rate:,}")
        table.add_row(*cells, style=style)

    for t in ev.tallies.values():
        row(t)
    if len(ev.tallies) > 1:
        table.add_section()
        row(ev.total, "bold")
    return table


NOTE_UNANSWERABLE = (
    "A problem with gold null has no answer: its refusal counts as correct "
    "(shown under 'null-gold refused'); any answer to it counts as wrong."
)


def print_evaluation(ev: Evaluation, console: Console, *, timing: bool = True) -> None:
    """The table, the wall-clock line (timing only) and every wrong answer.

    'per core/s' is problems per second of summed solve time: a per-core rate."""
    console.print(results_table(ev, timing=timing))
    if ev.total.unanswerable:
        console.print(NOTE_UNANSWERABLE)
    if timing:
        wall_ms = ev.wall_ns // 1_000_000
        rate = ev.wall_rate()
        console.print(
            f"{len(ev.rows)} problems in {wall_ms:,} ms wall-clock with {ev.workers} "
            f"worker(s)" + (f" ({rate:,} problems/s)" if rate is not None else "")
        )
    if ev.adjudications:
        hits = sum(1 for r in ev.rows if r.outcome == "adjudicated")
        console.print(
            f"{len(ev.adjudications)} published gold label(s) adjudicated as wrong apply here; "
            f"{hits} answered with the corrected value"
        )
    for r in ev.rows:
        if r.outcome == "adjudicated":
            adj = ev.adjudications[(r.case.dataset, r.case.id)]
            where = f"{escape(r.case.dataset)}/{escape(r.case.id)}"
            console.print(
                f"[yellow]ADJUDICATED[/yellow] {where}: published "
                f"{r.case.gold_text}, corrected {adj.to_json()['corrected']}",
                highlight=False,
            )
    wrong = ev.wrong
    if wrong:
        console.print(f"[bold red]{len(wrong)} wrong answer(s)[/bold red]")
    for r in wrong:
        text = " ".join(r.case.question.split())
        if len(text) > QUESTION_CHARS:
            text = text[: QUESTION_CHARS - 3] + "..."
        console.print(
            f"[red]WRONG[/red] {escape(r.case.dataset)}/{escape(r.case.id)}: {escape(text)}\n"
            f"      gold {r.case.gold_text}, ours {r.record.get('answer')} "
            f"(organ {escape(str(r.record.get('organ')))})",
            highlight=False,
            markup=True,
        )
