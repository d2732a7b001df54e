"""CLI: ``mathcore oracle ORGAN [gold|solver|reader]``: an organ's lanes against its gold."""

from __future__ import annotations

import typer
from rich.console import Console
from rich.table import Table

from mathcore.evals.lanes import LANES, LaneReport, run_lane
from mathcore.organs.rulers import RULERS, ruler


def _print(report: LaneReport, console: Console) -> None:
    table = Table(title=f"{report.organ} - {report.lane} lane")
    keys = list(report.counts)
    for k in keys:
        table.add_column(k, justify="right")
    table.add_row(*(str(report.counts[k]) for k in keys))
    console.print(table)
    for fid, why in report.failures:
        console.print(f"[red]FAIL[/red] {fid}: {why}")


def register(app: typer.Typer) -> None:
    """Add this module's commands to ``app``."""

    @app.command("oracle")
    def oracle(
        organ: str = typer.Argument(..., help="Organ lane name, e.g. combined-rate."),
        lane: str = typer.Argument("gold", help="gold | solver | reader | all"),
    ) -> None:
        """Run an organ's gold ruler lanes; exit 1 on any wrong, over-read or mismatch."""
        if organ not in RULERS:
            raise typer.BadParameter(f"unknown organ {organ!r}; choose from {sorted(RULERS)}")
        lanes = LANES if lane == "all" else (lane,)
        if any(x not in LANES for x in lanes):
            raise typer.BadParameter(f"unknown lane {lane!r}; choose from {LANES} or all")
        console = Console()
        r = ruler(organ)
        ok = True
        for x in lanes:
            rep = run_lane(r, x)
            _print(rep, console)
            ok = ok and rep.passed
        raise typer.Exit(0 if ok else 1)
