"""CLI: ``mathcore bench [DATASET] [--seconds S] [--organs]``: speed and memory in one table."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer
from rich.console import Console
from rich.table import Table

from mathcore.evals.bench import (
    ColdStart,
    Measurement,
    cold_start,
    dataset_texts,
    default_dataset,
    measure,
    measure_organ,
    ms,
    organ_solvers,
    peak_memory_kb,
)
from mathcore.evals.runner import load_solver


def _latency(m: Measurement) -> str:
    return " / ".join(ms(m.pct(p)) for p in (50, 90, 99, 100)) + " ms"


def _table(runs: list[Measurement], cold: ColdStart | None, peak_kb: int) -> Table:
    table = Table(title="mathcore bench (single process, one core)")
    table.add_column("measure")
    table.add_column("value")
    for i, m in enumerate(runs):
        if i:
            table.add_section()
        table.add_row(m.label, f"{m.texts:,} texts, {m.problems:,} solves in {ms(m.wall_ns)} ms")
        table.add_row("  throughput (wall clock)", f"{m.rate():,} problems/s per core")
        table.add_row("  throughput (CPU time)", f"{m.cpu_rate():,} problems/s per core")
        table.add_row("  latency p50 / p90 / p99 / max", _latency(m))
    table.add_section()
    if cold is not None:
        table.add_row(
            "cold start (fresh process)",
            f"{ms(cold.wall_ns)} ms (import {ms(cold.import_ns)} ms, "
            f"first solve {ms(cold.first_solve_ns)} ms, peak {cold.peak_kb // 1024} MB)",
        )
    table.add_row("peak memory (this process)", f"{peak_kb // 1024} MB")
    return table


def register(app: typer.Typer) -> None:
    """Add ``bench`` to ``app``."""

    @app.command("bench")
    def bench(
        dataset: Annotated[
            Path | None,
            typer.Argument(help="JSONL dataset (default: GSM8K train, else the samples)."),
        ] = None,
        seconds: Annotated[
            int | None,
            typer.Option("--seconds", help="Cycle for S seconds (default: one pass over all)."),
        ] = None,
        organs: Annotated[
            bool,
            typer.Option(
                "--organs", help="Also each registered organ alone (read + solve) on its gold."
            ),
        ] = False,
        cold: Annotated[bool, typer.Option("--cold/--no-cold", help="Measure cold start.")] = True,
        solver: Annotated[str | None, typer.Option("--solver", hidden=True)] = None,
    ) -> None:
        """Throughput (problems/s per core), latency percentiles, cold start, peak memory."""
        if seconds is not None and seconds < 1:
            raise typer.BadParameter("--seconds must be at least 1")
        path = dataset or default_dataset()
        if not path.is_file():
            raise typer.BadParameter(f"no such dataset: {path}")
        solve = load_solver(solver)
        runs = [measure(f"{path.parent.name}/{path.name}", dataset_texts(path), solve, seconds)]
        if organs:
            runs += [
                measure_organ(f"organ {n}: read + solve, gold texts", t, fn, seconds)
                for n, t, fn in organ_solvers()
            ]
        start = cold_start() if cold else None
        Console().print(_table(runs, start, peak_memory_kb()))
