"""``mathcore workbench`` as a user runs it (subprocess)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

MATHCORE = Path(sys.executable).parent / "mathcore"


def _run(*args: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    base = {k: v for k, v in os.environ.items() if not k.startswith("MATHCORE_")}
    return subprocess.run(
        [str(MATHCORE), "workbench", *args],
        env={**base, **(env or {})},
        capture_output=True,
        text=True,
        timeout=60,
    )


def test_help_names_the_options_and_the_token_variables() -> None:
    out = _run("--help")
    assert out.returncode == 0
    for word in ("--host", "--port", "--pack", "--log", "MATHCORE_WORKBENCH_TOKEN"):
        assert word in out.stdout


def test_a_malformed_token_configuration_stops_the_server_before_it_starts() -> None:
    out = _run("--port", "1", env={"MATHCORE_WORKBENCH_TOKEN": "alice:short"})
    assert out.returncode == 2
    assert "at least 16" in out.stderr


@pytest.mark.interpreted_only("the repository found from the module's path")
def test_a_token_file_inside_the_repository_is_refused() -> None:
    inside = Path(__file__).resolve().parents[2] / "operators.txt"
    out = _run("--port", "1", env={"MATHCORE_WORKBENCH_TOKEN_FILE": str(inside)})
    assert out.returncode == 2
    assert "outside the repository" in out.stderr
