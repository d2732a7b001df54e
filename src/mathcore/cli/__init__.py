"""The command-line interface: a thin typer adapter over the library.

Each sub-command lives in its own module with a ``register(app)`` function; this module
only assembles them. No command holds solving logic of its own.
"""

from __future__ import annotations

import typer

from mathcore.cli import (
    bench_cmd,
    eval_cmd,
    oracle_cmd,
    redteam_cmd,
    run_cmd,
    solve_cmd,
    teach_cmd,
    workbench_cmd,
)

app = typer.Typer(
    name="mathcore",
    help="Solve grade-school math word problems exactly, or refuse with a typed reason.",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
)

for _module in (
    solve_cmd,
    run_cmd,
    oracle_cmd,
    eval_cmd,
    bench_cmd,
    teach_cmd,
    workbench_cmd,
    redteam_cmd,
):
    _module.register(app)


def _check_pack() -> None:
    """Fail at startup, naming file and line, when the language pack does not validate."""
    import sys

    from mathcore.errors import PackError
    from mathcore.packs.loader import current_pack

    if len(sys.argv) > 1 and sys.argv[1] in ("teach", "workbench"):
        return  # the corridor must stay usable to inspect and repair a pack
    try:
        current_pack()
    except PackError as exc:
        sys.stderr.write(f"mathcore: the language pack is invalid: {exc}\n")
        raise SystemExit(2) from None


def main() -> None:
    _check_pack()
    app()
