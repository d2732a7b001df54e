"""CLI: ``mathcore teach ...``: propose, list, show, ratify, reject, defer, replay, log.

A thin adapter over ``mathcore.teaching.corridor``: every rule lives there. Each command takes
``--log PATH`` and ``--pack PATH`` (defaults: the project's review log and pack). A corridor
rejection prints its type and message and exits 1; a usage error exits 2.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

import typer
from rich.console import Console
from rich.table import Table

from mathcore.errors import PackError, TeachingError
from mathcore.teaching import corridor
from mathcore.teaching.evidence import AuditRowError

T = TypeVar("T")
WIDTH = 132  # tables stay readable when piped (rich would otherwise assume 80 columns)

LOG = typer.Option(None, "--log", help="Review log (default: review/log.jsonl in the repo).")
PACK = typer.Option(
    None, "--pack", help="Language pack folder (default: $MATHCORE_PACK or en_math)."
)
JSON = typer.Option(False, "--json", help="Print JSON.")
REPLAY_DATA = typer.Option(
    None,
    "--replay-data",
    help="Dataset(s) the replay gate re-solves (default: ../shared/data GSM8K train + MAWPS).",
)
KEYS = typer.Option(None, "--key", help="Queue only proposals about this token or pattern.")
AUDIT = typer.Argument(..., help="AUDIT.jsonl from `mathcore audit`.")
ADJ = typer.Option(None, "--adjudications", help="Adjudicated gold (JSONL) for the replay.")


def _out(data: Any) -> None:
    typer.echo(json.dumps(data, indent=2, sort_keys=True, ensure_ascii=False))


def _run(fn: Callable[[], T]) -> T:
    try:
        return fn()
    except (TeachingError, PackError, AuditRowError, OSError) as exc:
        Console(stderr=True).print(f"[red]{type(exc).__name__}[/red]: {exc}", highlight=False)
        if isinstance(exc, corridor.ReplayFailed) and exc.result is not None:
            _out(exc.result.to_json())
        raise typer.Exit(1) from None


def _print_replay(r: corridor.ReplayResult, console: Console) -> None:
    table = Table(title=f"replay gate: {'PASS' if r.ok else 'FAIL'}")
    for col in (
        "dataset",
        "total",
        "correct before",
        "correct after",
        "wrong before",
        "wrong after",
        "refused before",
        "refused after",
    ):
        table.add_column(col, justify="right" if col != "dataset" else "left")
    for name in sorted(r.before):
        b, a = r.before[name], r.after.get(name, {})
        table.add_row(
            name,
            str(b["total"]),
            str(b["correct"]),
            str(a.get("correct", "-")),
            str(b["wrong"]),
            str(a.get("wrong", "-")),
            str(b["refused"]),
            str(a.get("refused", "-")),
        )
    console.print(table)
    console.print(
        f"lanes with failures before/after: {sum(1 for v in r.lanes_before.values() if v)}"
        f"/{sum(1 for v in r.lanes_after.values() if v)} of {len(r.lanes_before)}"
    )
    console.print(
        f"newly correct: {len(r.newly_correct)}  became wrong: {len(r.newly_wrong)}  "
        f"correct changed: {len(r.changed_correct)}  other changes: {r.other_changes}"
    )
    for cid in r.newly_correct[:20]:
        console.print(f"  [green]+[/green] {cid}")
    for msg in r.failures:
        console.print(f"[red]FAIL[/red] {msg}")


def propose(
    audit: Path = AUDIT,
    key: list[str] | None = KEYS,
    min_evidence: int = typer.Option(
        2,
        "--min-evidence",
        help="Queue only proposals with at least this many evidence records.",
    ),
    log: Path | None = LOG,
    pack: Path | None = PACK,
    as_json: bool = JSON,
) -> None:
    """Group audit evidence into proposals; append the new ones to the review log."""
    rep = _run(
        lambda: corridor.propose(audit, log, pack, keys=key or None, min_evidence=min_evidence)
    )
    if as_json:
        _out(rep.to_json())
        return
    typer.echo(
        f"{rep.rows} audit rows, {rep.evidence} distinct evidence records, "
        f"{len(rep.proposals)} proposals ({len(rep.new)} new in the review queue, "
        f"{rep.already_logged} already in the log)"
    )
    for k, v in rep.skipped.items():
        typer.echo(f"  not proposable: {k}: {v}")
    for pid in rep.new:
        typer.echo(f"  + {pid}")


def list_(
    log: Path | None = LOG,
    pack: Path | None = PACK,
    as_json: bool = JSON,
    state: str | None = typer.Option(None, help="pending|ratified|rejected|deferred"),
    key: str | None = typer.Option(
        None, "--key", help="Only proposals about this token or pattern."
    ),
    top: int = typer.Option(0, "--top", help="Only the N with the most evidence (0: all)."),
) -> None:
    """The proposals in the review log with their state (most evidence first)."""
    views = _run(lambda: corridor.list_proposals(log, pack, state))
    if key is not None:
        views = [v for v in views if v.key == key.lower() or v.key == key]
    views = sorted(views, key=lambda v: (-v.evidence_count, v.id))
    if top > 0:
        views = views[:top]
    if as_json:
        _out([v.to_json() for v in views])
        return
    table = Table(title=f"{len(views)} proposals")
    for col in ("id", "state", "change kind", "reason", "missing operator", "key", "evidence"):
        table.add_column(col)
    for v in views:
        table.add_row(
            v.id,
            v.state,
            v.change_kind,
            v.reason,
            v.missing_operator,
            v.key,
            str(v.evidence_count),
        )
    Console(width=WIDTH).print(table)


def show(pid: str = typer.Argument(...), log: Path | None = LOG, pack: Path | None = PACK) -> None:
    """One proposal: evidence, reasoning trace, proposed change, decisions, last replay."""
    _out(_run(lambda: corridor.get_proposal(pid, log, pack)).to_json())


def ratify(
    pid: str = typer.Argument(...),
    category: str = typer.Option(
        ..., "--category", help="Lexicon category, frame class or composition category."
    ),
    polarity: str = typer.Option(..., "--polarity", help="affirms | falsifies"),
    reviewer: str = typer.Option(..., "--reviewer", help="Who decides."),
    value: str | None = typer.Option(None, "--value", help="Lexical rows: the row's value."),
    reason: str = typer.Option("", "--reason", help="The reviewer's note (optional)."),
    replay_data: list[Path] | None = REPLAY_DATA,
    adjudications: Path | None = ADJ,
    log: Path | None = LOG,
    pack: Path | None = PACK,
    as_json: bool = JSON,
) -> None:
    """Check, run the replay gate, and write one reviewed registry row."""
    r = _run(
        lambda: corridor.ratify(
            pid,
            category=category,
            polarity=polarity,
            reviewer=reviewer,
            log_path=log,
            pack_path=pack,
            value=value,
            replay_data=replay_data or None,
            adjudications=adjudications,
            reason=reason,
        )
    )
    if as_json:
        _out(r.to_json())
        return
    console = Console(width=WIDTH)
    console.print(f"[green]ratified[/green] {pid} by {reviewer}: {json.dumps(r.row)}")
    if r.files:
        for k in ("registry_before", "registry_after", "manifest_before", "manifest_after"):
            console.print(f"  {k}: {r.files[k]}")
    if r.replay:
        from mathcore.teaching.replay import replay_from_json

        _print_replay(replay_from_json(r.replay), console)
    console.print(f"  log entry: {r.log_entry}")


def _decide(kind: str) -> Callable[..., None]:
    def command(
        pid: str = typer.Argument(...),
        reason: str = typer.Option(..., "--reason"),
        reviewer: str = typer.Option(..., "--reviewer"),
        log: Path | None = LOG,
        pack: Path | None = PACK,
    ) -> None:
        fn = corridor.reject if kind == "reject" else corridor.defer
        r = _run(lambda: fn(pid, reason=reason, reviewer=reviewer, log_path=log, pack_path=pack))
        typer.echo(f"{r.decision} {pid} by {r.reviewer}: {r.reason} (log entry {r.log_entry})")

    command.__doc__ = f"Record a {kind} decision with its reason (the pack is unchanged)."
    return command


def replay(
    pid: str = typer.Argument(...),
    category: str = typer.Option(..., "--category"),
    polarity: str = typer.Option(..., "--polarity"),
    value: str | None = typer.Option(None, "--value"),
    replay_data: list[Path] | None = REPLAY_DATA,
    adjudications: Path | None = ADJ,
    log: Path | None = LOG,
    pack: Path | None = PACK,
    as_json: bool = JSON,
) -> None:
    """Run the replay gate for a candidate decision without writing the pack."""
    r = _run(
        lambda: corridor.replay(
            pid,
            category=category,
            polarity=polarity,
            log_path=log,
            pack_path=pack,
            value=value,
            replay_data=replay_data or None,
            adjudications=adjudications,
        )
    )
    if as_json:
        _out(r.to_json())
    else:
        _print_replay(r, Console(width=WIDTH))
    raise typer.Exit(0 if r.ok else 1)


def log_(
    log: Path | None = LOG, verify: bool = typer.Option(False, "--verify"), as_json: bool = JSON
) -> None:
    """Print the review log, or verify its hash chain (exit 1 on any fault)."""
    if verify:
        v = corridor.verify_log(log)
        if as_json:
            _out(v.to_json())
        else:
            typer.echo(f"{'OK' if v.ok else 'FAULT'}: {v.entries} entries, head {v.head}")
            for f in v.faults:
                typer.echo(f"  {f}")
        raise typer.Exit(0 if v.ok else 1)
    for e in corridor.read_log(log):
        body = e["body"]
        what = body.get("id") or body.get("proposal")
        extra = body.get("decision", "")
        typer.echo(f"{e['seq']:>5} {e['kind']:<9} {what} {extra} {e['hash'][:12]}")


def recover(log: Path | None = LOG, pack: Path | None = PACK) -> None:
    """Finish or abort a ratification a crash interrupted (every write does this first)."""
    done = _run(lambda: corridor.recover(log, pack))
    typer.echo("recovered an interrupted ratification" if done else "nothing to recover")


def register(app: typer.Typer) -> None:
    """Add the ``teach`` command group to ``app``."""
    teach = typer.Typer(
        help="The teaching corridor: audit rows to reviewed pack entries.", no_args_is_help=True
    )
    app.add_typer(teach, name="teach")
    teach.command("propose")(propose)
    teach.command("list")(list_)
    teach.command("show")(show)
    teach.command("ratify")(ratify)
    teach.command("replay")(replay)
    teach.command("log")(log_)
    teach.command("recover")(recover)
    teach.command("reject")(_decide("reject"))
    teach.command("defer")(_decide("defer"))
