"""Run ``mathcore`` with one fake organ registered (for the solve CLI's subprocess tests)."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "routing"))

from routing_fakes import adder

import mathcore.routing.contemplation as contemplation
from mathcore.cli import main
from mathcore.routing.router import Router

_ROUTER = Router([adder()])
contemplation.default_router = lambda: _ROUTER

if __name__ == "__main__":
    sys.argv[0] = "mathcore"
    main()
