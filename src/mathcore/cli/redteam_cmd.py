"""CLI: ``mathcore redteam DATASET... [--seed N] [--limit N] [--depth N] [--output FILE]``.

Builds metamorphic variants of every problem the solver answers correctly and prints, per
variant kind, how many were answered correctly, refused or answered WRONG; exit 1 on any
wrong variant. All logic lives in ``mathcore.evals.metamorphic``.
"""

from __future__ import annotations

from fractions import Fraction
from pathlib import Path
from typing import Annotated

import typer
from rich.markup import escape
from rich.table import Table

from mathcore.evals.console import output_console
from mathcore.evals.datasets import DatasetError
from mathcore.evals.metamorphic import RedTeamReport, load_seeds, red_team, write_wrong
from mathcore.evals.runner import RunOptions, load_solver
from mathcore.exact import parse_exact


def _table(rep: RedTeamReport) -> Table:
    table = Table(title=f"mathcore redteam ({rep.seeds} of {rep.problems} problems answered)")
    table.add_column("kind", no_wrap=True)
    for col in ("variants", "correct", "refused", "wrong"):
        table.add_column(col, justify="right")
    for t in rep.tallies.values():
        table.add_row(t.kind, str(t.variants), str(t.correct), str(t.refused), str(t.wrong))
    table.add_section()
    total = [sum(getattr(t, c) for t in rep.tallies.values()) for c in ("correct", "refused")]
    table.add_row(
        "total", str(rep.variants), str(total[0]), str(total[1]), str(len(rep.wrong)), style="bold"
    )
    return table


def register(app: typer.Typer) -> None:
    """Add ``redteam`` to ``app``."""

    @app.command("redteam")
    def redteam(
        datasets: Annotated[list[Path], typer.Argument(help="JSONL files (GSM8K or normalized).")],
        seed: Annotated[int, typer.Option("--seed", help="Seed of the variant choices.")] = 0,
        limit: Annotated[
            int | None, typer.Option("--limit", help="Only the first N problems of each file.")
        ] = None,
        output: Annotated[
            Path | None, typer.Option("--output", "-o", help="Write wrong variants as JSONL.")
        ] = None,
        depth: Annotated[
            int, typer.Option("--depth", help="2: vary the correctly answered variants again.")
        ] = 1,
        workers: Annotated[int, typer.Option("--workers", "-w", help="Worker processes.")] = 1,
        time_limit: Annotated[
            str, typer.Option("--time-limit", help="Seconds per problem; 0 = no limit.")
        ] = "5",
        solver: Annotated[str | None, typer.Option("--solver", hidden=True)] = None,
    ) -> None:
        """Metamorphic red team: variants with known answers must be answered so or refused."""
        limit_value = parse_exact(time_limit)
        if workers < 1 or depth < 1 or (limit is not None and limit < 1):
            raise typer.BadParameter("--workers, --depth and --limit must be at least 1")
        if limit_value is None or limit_value < 0:
            raise typer.BadParameter(f"--time-limit must be a non-negative number: {time_limit!r}")
        options = RunOptions(workers, Fraction(limit_value) if limit_value else None)
        try:
            seeds = load_seeds(datasets, limit)
        except (DatasetError, OSError) as exc:
            typer.echo(f"mathcore: {exc}", err=True)
            raise typer.Exit(2) from None
        rep = red_team(seeds, load_solver(solver), options, rng_seed=seed, depth=depth)
        console = output_console()
        console.print(_table(rep))
        for t in rep.tallies.values():
            if t.reasons:
                top = ", ".join(f"{why} {n}" for why, n in t.top_reasons())
                console.print(f"refused {t.kind}: {escape(top)}")
        if rep.base_wrong:
            console.print(
                f"{len(rep.base_wrong)} problem(s) answered wrong before any variant "
                f"(see mathcore eval): {', '.join(rep.base_wrong)}"
            )
        for row in rep.wrong:
            tag = escape(f"[{row['kind']}: {row['detail']}]")
            console.print(
                f"WRONG {row['id']} {tag} "
                f"expected {row['expected']}, got {row['got']} (organ {row['organ']})\n"
                f"      {escape(row['text'])}"
            )
        if output is not None:
            write_wrong(rep, output)
            typer.echo(f"{len(rep.wrong)} wrong variant(s) -> {output}", err=True)
        raise typer.Exit(1 if rep.wrong else 0)
