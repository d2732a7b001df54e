"""CLI: ``mathcore bench [DATASET] [--seconds S] [--organs]``: speed and memory in one table."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer
from rich.console import Console
from rich.table import Table

from mathcore.evals.bench import (
    COLD_RUNS,
    ColdStart,
    Measurement,
    build_kind,
    cold_start,
    dataset_texts,
    default_dataset,
    measure,
    measure_organ,
    ms,
    organ_solvers,
    peak_memory_kb,
)
from mathcore.evals.runner import WARM_UP_TEXT, load_solver


def _latency(m: Measurement) -> str:
    return " / ".join(ms(m.pct(p)) for p in (50, 90, 99, 100)) + " ms"


def _cold_row(cold: ColdStart) -> str:
    return (
        f"{ms(cold.total_ns)} ms = import {ms(cold.import_ns)} + first solve "
        f"{ms(cold.first_solve_ns)}; CPU {ms(cold.cpu_ns)} ms (process {ms(cold.wall_ns)} ms, "
        f"peak {cold.peak_kb // 1024} MB)"
    )


def _table(runs: list[Measurement], colds: list[tuple[str, ColdStart]], peak_kb: int) -> Table:
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
    for label, cold in colds:
        table.add_row(f"cold start, {label} (best of {COLD_RUNS})", _cold_row(cold))
    if any(not cold.bytecode for _, cold in colds):
        table.add_row("  bytecode", "none cached: each fresh process compiled mathcore from source")
    table.add_row("peak memory (this process)", f"{peak_kb // 1024} MB")
    table.add_row("build", build_kind())
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
        colds: list[tuple[str, ColdStart]] = []
        if cold:
            texts = dataset_texts(path)[:1]
            if texts:
                colds.append(("first text", cold_start(texts[0], COLD_RUNS)))
            colds.append(("story text", cold_start(WARM_UP_TEXT, COLD_RUNS)))
        Console().print(_table(runs, colds, peak_memory_kb()))
