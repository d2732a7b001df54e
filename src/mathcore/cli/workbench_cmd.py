"""CLI: ``mathcore workbench``: serve the review page and JSON API under uvicorn."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer

DEFAULT_HOST = "127.0.0.1"
DEFAULT_PORT = 8765
WILDCARD_HOSTS = frozenset({"0.0.0.0", "::", ""})


def workbench(
    host: Annotated[
        str, typer.Option(help="Address to bind (loopback by default).")
    ] = DEFAULT_HOST,
    port: Annotated[int, typer.Option(min=0, max=65535, help="TCP port.")] = DEFAULT_PORT,
    pack: Annotated[
        Path | None, typer.Option(help="Pack to review into (default: $MATHCORE_PACK or en_math).")
    ] = None,
    log: Annotated[Path | None, typer.Option(help="Review log (default: the corridor's).")] = None,
    replay_data: Annotated[
        list[Path] | None,
        typer.Option(
            help="Dataset the replay gate re-solves (repeatable; default: GSM8K train and MAWPS)."
        ),
    ] = None,
) -> None:
    """Serve the workbench: the review queue, evidence, replay and decisions.

    Writes need an operator token: set MATHCORE_WORKBENCH_TOKEN=name:token or point
    MATHCORE_WORKBENCH_TOKEN_FILE at a file of name:token lines outside the repository.
    Reads are open on loopback.
    """
    import uvicorn

    from mathcore.errors import TeachingError
    from mathcore.workbench.app import LOOPBACK_HOSTS, create_app
    from mathcore.workbench.auth import OperatorConfigError, load_operators
    from mathcore.workbench.port import default_corridor

    try:
        operators = load_operators()
    except OperatorConfigError as exc:
        typer.echo(f"workbench: {exc}", err=True)
        raise typer.Exit(2) from None
    corridor = default_corridor(pack=pack, log=log, replay_data=replay_data or None)
    try:  # a crash may have interrupted a ratification: the corridor rolls it forward or back
        if corridor.recover():
            typer.echo("workbench: completed or aborted an interrupted ratification", err=True)
    except TeachingError as exc:
        typer.echo(f"workbench: recovery refused ({exc}); writes will be refused too", err=True)
    wildcard = host in WILDCARD_HOSTS
    hosts = None if wildcard else LOOPBACK_HOSTS | {host}
    app = create_app(corridor, operators, allowed_hosts=hosts)
    if wildcard:
        typer.echo(
            "workbench: listening on every address; reads off loopback need a token", err=True
        )
    who = ", ".join(operators.names()) or "none (writes disabled)"
    typer.echo(f"workbench on http://{host}:{port}/  operators: {who}", err=True)
    uvicorn.run(app, host=host, port=port, workers=1, log_level="warning", access_log=False)


def register(app: typer.Typer) -> None:
    """Add ``workbench`` to ``app``."""
    app.command("workbench")(workbench)
