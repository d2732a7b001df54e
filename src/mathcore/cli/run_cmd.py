"""CLI: ``mathcore run``, the main job of ``make run``: solve the bundled sample problems.

Prints one row per sample (answer or refusal reason, against its gold) and the outcome
table; exits 1 if any sample is answered wrong.
"""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer
from rich.table import Table

from mathcore.evals.bench import SAMPLES
from mathcore.evals.console import output_console, print_evaluation
from mathcore.evals.datasets import DatasetError, load_dataset
from mathcore.evals.evaluate import Evaluation, evaluate
from mathcore.evals.runner import RunOptions, load_solver

_STYLE = {"correct": "green", "adjudicated": "yellow", "wrong": "bold red", "refused": "dim"}


def _problems(ev: Evaluation) -> Table:
    table = Table(title="mathcore run: bundled samples")
    for col in ("id", "question", "ours", "gold", "outcome", "organ / reason"):
        table.add_column(col, overflow="fold")
    for r in ev.rows:
        rec = r.record
        solved = rec.get("status") == "solved"
        ours = str(rec.get("answer")) if solved else "refused"
        why = str(rec.get("organ")) if solved else str(rec.get("reason"))
        text = r.case.question if len(r.case.question) <= 70 else r.case.question[:67] + "..."
        table.add_row(
            r.case.id,
            text,
            ours,
            r.case.gold_text or "(none)",
            f"[{_STYLE.get(r.outcome, '')}]{r.outcome}[/]",
            why,
        )
    return table


def register(app: typer.Typer) -> None:
    """Add ``run`` to ``app``."""

    @app.command("run")
    def run(
        samples: Annotated[
            Path | None, typer.Argument(help="JSONL samples (default: the bundled ones).")
        ] = None,
        solver: Annotated[str | None, typer.Option("--solver", hidden=True)] = None,
    ) -> None:
        """Solve the bundled sample problems and print the outcome table."""
        path = samples or SAMPLES
        try:
            cases = load_dataset(path)
        except DatasetError as exc:
            typer.echo(f"mathcore: {exc}", err=True)
            raise typer.Exit(2) from None
        ev = evaluate([("samples", cases)], load_solver(solver), RunOptions())
        console = output_console()
        console.print(_problems(ev))
        print_evaluation(ev, console)
        console.print(
            "correct = proved answer equal to gold (or a refusal where no answer exists); "
            "refused = a typed refusal, never a guess."
        )
        raise typer.Exit(1 if ev.wrong else 0)
