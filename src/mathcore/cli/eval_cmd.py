"""CLI: ``mathcore eval`` (score datasets) and ``mathcore audit`` (one row per refusal)."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from fractions import Fraction
from pathlib import Path
from typing import Annotated

import typer
from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TimeRemainingColumn

from mathcore.errors import MathcoreError
from mathcore.evals.adjudications import SHIPPED, load_adjudications
from mathcore.evals.audit import audit_row, operator_table, write_audit
from mathcore.evals.console import output_console, print_evaluation
from mathcore.evals.datasets import Case, DatasetError, load_datasets
from mathcore.evals.determinism import check_determinism
from mathcore.evals.evaluate import evaluate
from mathcore.evals.reports import write_reports
from mathcore.evals.runner import RunOptions, load_solver, run_batch
from mathcore.exact import parse_exact

#: Runs shorter than this show no progress bar.
PROGRESS_MIN = 500


def parse_time_limit(text: str) -> Fraction | None:
    """``"5"``/``"0.5"`` seconds as an exact Fraction; ``"0"`` means no limit."""
    value = parse_exact(text)
    if value is None or value < 0:
        raise typer.BadParameter(f"--time-limit must be a non-negative number, not {text!r}")
    return Fraction(value) if value else None


@contextmanager
def progress_bar(total: int, label: str) -> Iterator[Callable[[int], None] | None]:
    """A rich progress bar on stderr for long runs, only when stderr is a terminal."""
    err = Console(stderr=True)
    if total < PROGRESS_MIN or not err.is_terminal:
        yield None
        return
    columns = (BarColumn(), MofNCompleteColumn(), TimeRemainingColumn())
    # No refresh thread (auto_refresh off): worker processes are forked while the bar is
    # shown, and a fork must never copy a lock held by another thread.
    with Progress(*columns, console=err, transient=True, auto_refresh=False) as progress:
        task = progress.add_task(label, total=total)

        def advance(n: int) -> None:
            progress.advance(task, n)
            progress.refresh()

        yield advance


def _load(datasets: list[Path]) -> tuple[tuple[str, tuple[Case, ...]], ...]:
    try:
        return load_datasets(datasets)
    except DatasetError as exc:
        typer.echo(f"mathcore: {exc}", err=True)
        raise typer.Exit(2) from None


def _options(workers: int, time_limit: str, keep_attempts: bool = False) -> RunOptions:
    if workers < 1:
        raise typer.BadParameter("--workers must be at least 1")
    return RunOptions(workers, parse_time_limit(time_limit), keep_attempts=keep_attempts)


def register(app: typer.Typer) -> None:
    """Add ``eval`` and ``audit`` to ``app``."""

    @app.command("eval")
    def eval_(
        datasets: Annotated[list[Path], typer.Argument(help="JSONL files (GSM8K or normalized).")],
        workers: Annotated[int, typer.Option("--workers", "-w", help="Worker processes.")] = 1,
        report: Annotated[
            Path | None, typer.Option("--report", help="Write report.json and report.html here.")
        ] = None,
        adjudications: Annotated[
            Path | None,
            typer.Option(
                "--adjudications",
                help="JSONL of hand-verified gold corrections (default: the bundled file).",
            ),
        ] = None,
        no_adjudications: Annotated[
            bool,
            typer.Option("--no-adjudications", help="Count every gold label as published."),
        ] = False,
        check: Annotated[
            bool,
            typer.Option("--check-determinism", help="Run twice under two hash seeds; compare."),
        ] = False,
        time_limit: Annotated[
            str, typer.Option("--time-limit", help="Seconds per problem; 0 = no limit.")
        ] = "5",
        no_timing: Annotated[bool, typer.Option("--no-timing", hidden=True)] = False,
        solver: Annotated[str | None, typer.Option("--solver", hidden=True)] = None,
    ) -> None:
        """Score datasets: correct / wrong / refused per dataset; exit 1 on any wrong answer."""
        options = _options(workers, time_limit)
        if adjudications is None and not no_adjudications:
            adjudications = SHIPPED
        if check:
            _determinism(datasets, workers, time_limit, adjudications, solver)
            return
        named = _load(datasets)
        try:
            adj = load_adjudications(adjudications) if adjudications else {}
            total = sum(len(cases) for _, cases in named)
            with progress_bar(total, "eval") as advance:
                ev = evaluate(named, load_solver(solver), options, adj, advance)
        except DatasetError as exc:
            typer.echo(f"mathcore: {exc}", err=True)
            raise typer.Exit(2) from None
        console = output_console()
        print_evaluation(ev, console, timing=not no_timing)
        if report is not None:
            json_path, html_path = write_reports(ev, report)
            typer.echo(f"report: {json_path} {html_path}", err=True)
        raise typer.Exit(1 if ev.wrong else 0)

    @app.command("audit")
    def audit(
        datasets: Annotated[list[Path], typer.Argument(help="JSONL files (GSM8K or normalized).")],
        output: Annotated[Path, typer.Option("--output", "-o", help="Audit JSONL to write.")],
        workers: Annotated[int, typer.Option("--workers", "-w", help="Worker processes.")] = 1,
        time_limit: Annotated[
            str, typer.Option("--time-limit", help="Seconds per problem; 0 = no limit.")
        ] = "5",
        solver: Annotated[str | None, typer.Option("--solver", hidden=True)] = None,
    ) -> None:
        """Write one audit row per refused problem (sorted by case id, canonical JSON)."""
        options = _options(workers, time_limit, keep_attempts=True)
        cases = [c for _, group in _load(datasets) for c in group]
        items = [(c.id, c.question) for c in cases]
        with progress_bar(len(items), "audit") as advance:
            outs = list(run_batch(items, load_solver(solver), options, advance))
        rows = [audit_row(c, o.record) for c, o in zip(cases, outs, strict=True)]
        kept = [r for r in rows if r is not None]
        n = write_audit(kept, output)
        output_console().print(operator_table(kept))
        typer.echo(f"{n} audit rows ({len(cases)} problems) -> {output}")


def _determinism(
    datasets: list[Path],
    workers: int,
    time_limit: str,
    adjudications: Path | None,
    solver: str | None,
) -> None:
    args = [str(p) for p in datasets]
    args += ["--workers", str(workers), "--time-limit", time_limit]
    if adjudications is not None:
        args += ["--adjudications", str(adjudications)]
    if solver:
        args += ["--solver", solver]
    try:
        result = check_determinism(args)
    except (OSError, MathcoreError, ValueError) as exc:
        typer.echo(f"mathcore: determinism check failed to run: {exc}", err=True)
        raise typer.Exit(2) from None
    if result.ok:
        typer.echo(
            f"deterministic: two runs (PYTHONHASHSEED 1 and 2) printed and reported identical "
            f"bytes (exit code {result.exit_codes[0]})"
        )
        raise typer.Exit(result.exit_codes[0])
    typer.echo(f"NOT deterministic: {result.detail or result.exit_codes}", err=True)
    raise typer.Exit(1)
