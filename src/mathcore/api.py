"""The public entry point: ``solve(text)`` never raises on a string."""

from __future__ import annotations

from mathcore.results import Refused, Result
from mathcore.routing.contemplation import contemplate


def solve(text: str) -> Result:
    """Solve ``text`` exactly, or refuse with a typed reason. Never raises on a ``str``."""
    try:
        return contemplate(text)
    except Exception as exc:  # a bug must never become an answer; tests assert it never happens
        return Refused(
            "internal_error", "internal", "router", "NO_PROGRESS", detail=type(exc).__name__
        )
