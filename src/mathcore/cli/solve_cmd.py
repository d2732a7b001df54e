"""CLI: ``mathcore solve "TEXT"`` and ``mathcore solve --batch IN.jsonl`` (interfaces.md §2-3).

One problem: the answer with its derivation, or the refusal with reason, family and terminal
(``--json``: the result record; ``--explain``: attempts and findings too). Exit 0 for an
answer, 3 for a refusal, 2 for a usage error. Batch: one record per input line, in input
order, error records for bad lines; ``--workers N`` uses N processes with identical output.
"""

from __future__ import annotations

import json
import multiprocessing
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import IO, Annotated, Any

import typer

from mathcore.api import solve
from mathcore.exact import canonical
from mathcore.results import Refused, Result, Solved, to_record

EXIT_ANSWER, EXIT_REFUSED, EXIT_USAGE = 0, 3, 2


def _explained(result: Result, record: dict[str, Any]) -> dict[str, Any]:
    record["attempts"] = [a.to_json() for a in result.attempts]
    record["findings"] = [f.to_json() for f in result.findings]
    return record


def _human(result: Result, explain: bool) -> str:
    lines: list[str] = []
    if isinstance(result, Solved):
        unit = f" {result.unit}" if result.unit else ""
        lines.append(f"answer: {canonical(result.answer)}{unit}")
        lines.append(f"organ: {result.organ}  terminal: {result.terminal}")
        lines.append("derivation:")
        for i, s in enumerate(result.derivation, 1):
            args = ", ".join(canonical(x) for x in s.operands)
            note = f"   # {s.note}" if s.note else ""
            lines.append(f"  {i}. {s.operation}({args}) = {canonical(s.result)}{note}")
    else:
        lines.append(f"refused: {result.reason}")
        lines.append(f"family: {result.family}  organ: {result.organ}  terminal: {result.terminal}")
        if result.detail:
            lines.append(f"detail: {result.detail}")
        if result.question:
            lines.append(f"question: {result.question}")
        if result.blocking is not None:
            b = result.blocking
            lines.append(f"blocked at: sentence {b.sentence_index}, token {b.token!r}")
        if result.proposal_id:
            lines.append(f"proposal: {result.proposal_id}")
    if explain:
        lines.append("attempts:")
        for a in result.attempts:
            lines.append(f"  {a.organ}: {a.outcome} {a.reason or a.signature or ''}".rstrip())
        lines.append("findings:")
        lines.extend(f"  {f.stage}: {f.detail}" for f in result.findings)
    return "\n".join(lines)


# --- batch -------------------------------------------------------------------------------

_Job = tuple[int, bytes, bool, bool, str | None]


def _error(index: int, message: str) -> dict[str, Any]:
    return {"id": index, "status": "error", "message": message}


def _batch_record(job: _Job) -> str:
    """One output line for one input line (runs in worker processes too)."""
    index, raw, ask, explain, proposals = job
    record: dict[str, Any]
    try:
        row = json.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, ValueError) as exc:
        record = _error(index, f"line {index}: not valid JSON ({type(exc).__name__})")
    else:
        record = _row_record(index, row, ask, explain, proposals)
    return json.dumps(record)


def _row_record(
    index: int, row: object, ask: bool, explain: bool, proposals: str | None
) -> dict[str, Any]:
    if not isinstance(row, dict):
        return _error(index, f"line {index}: not a JSON object")
    question = row.get("question")
    if not isinstance(question, str):
        return _error(index, f"line {index}: no string 'question'")
    case_id = row.get("id", index)
    if case_id is None:
        case_id = index
    if isinstance(case_id, bool) or not isinstance(case_id, str | int | float):
        return _error(index, f"line {index}: 'id' must be a string or a number")
    result = solve(question, ask=ask, proposals_dir=proposals)
    record = to_record(result, case_id)
    return _explained(result, record) if explain else record


def _lines(path: Path) -> Iterator[bytes]:
    with path.open("rb") as fh:
        for line in fh:
            yield line.rstrip(b"\r\n")


def _run_batch(
    path: Path, out: IO[str], workers: int, ask: bool, explain: bool, proposals: str | None
) -> None:
    jobs = ((i, raw, ask, explain, proposals) for i, raw in enumerate(_lines(path)))
    if workers == 1:
        _emit(map(_batch_record, jobs), out, path)
        return
    methods = multiprocessing.get_all_start_methods()
    ctx = multiprocessing.get_context("fork" if "fork" in methods else "spawn")
    with ctx.Pool(workers) as pool:  # forked before any progress-bar thread starts
        _emit(pool.imap(_batch_record, jobs, chunksize=64), out, path)


def _emit(records: Iterator[str], out: IO[str], path: Path) -> None:
    """Write the records in order; a progress bar on stderr only when it is a terminal."""
    if not sys.stderr.isatty():
        for line in records:
            out.write(line + "\n")
        return
    from rich.console import Console
    from rich.progress import Progress

    total = sum(1 for _ in _lines(path))
    with Progress(console=Console(stderr=True), transient=True) as progress:
        task = progress.add_task("solving", total=total)
        for line in records:
            out.write(line + "\n")
            progress.advance(task)


def _usage(message: str) -> typer.Exit:
    typer.echo(f"Usage error: {message}", err=True)
    return typer.Exit(EXIT_USAGE)


def register(app: typer.Typer) -> None:
    """Add this module's commands to ``app``."""

    @app.command("solve")
    def solve_cmd(
        text: str | None = typer.Argument(None, help="The problem text."),
        as_json: bool = typer.Option(False, "--json", help="Print the result record as JSON."),
        explain: bool = typer.Option(False, "--explain", help="Show attempts and findings."),
        ask: bool = typer.Option(False, "--ask", help="Return the question an answer needs."),
        proposals: Annotated[
            Path | None,
            typer.Option("--proposals", help="Write growth proposals into this directory."),
        ] = None,
        batch: Annotated[
            Path | None, typer.Option("--batch", help="Solve every line of a JSONL file.")
        ] = None,
        output: Annotated[
            Path | None, typer.Option("--output", help="Batch output file (default stdout).")
        ] = None,
        workers: int = typer.Option(1, "--workers", help="Batch worker processes."),
    ) -> None:
        """Solve one problem exactly, or refuse with a typed reason (exit 0 / 3 / 2)."""
        folder = None if proposals is None else str(proposals)
        if proposals is not None:
            try:
                proposals.mkdir(parents=True, exist_ok=True)
            except OSError as exc:
                raise _usage(f"cannot use --proposals {proposals}: {exc.strerror}") from exc
        if batch is None:
            if text is None:
                raise _usage("give a problem TEXT or --batch IN.jsonl")
            if output is not None or workers != 1:
                raise _usage("--output and --workers need --batch")
            result = solve(text, ask=ask, proposals_dir=folder)
            if as_json:
                record = to_record(result)
                typer.echo(json.dumps(_explained(result, record) if explain else record))
            else:
                typer.echo(_human(result, explain))
            raise typer.Exit(EXIT_REFUSED if isinstance(result, Refused) else EXIT_ANSWER)
        if text is not None:
            raise _usage("give either a problem TEXT or --batch, not both")
        if workers < 1:
            raise _usage("--workers must be at least 1")
        if not batch.is_file():
            raise _usage(f"no such file: {batch}")
        if output is None:
            _run_batch(batch, sys.stdout, workers, ask, explain, folder)
        else:
            with output.open("w", encoding="utf-8") as out:
                _run_batch(batch, out, workers, ask, explain, folder)
