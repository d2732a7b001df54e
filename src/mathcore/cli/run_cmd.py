"""CLI: ``mathcore run``, the main job of ``make run``."""

from __future__ import annotations

import typer


def register(app: typer.Typer) -> None:
    """Add this module's commands to ``app``."""

    @app.command("run")
    def run() -> None:
        """Solve the bundled sample problems and print the outcome table."""
        typer.echo("mathcore: no sample problems bundled yet")
