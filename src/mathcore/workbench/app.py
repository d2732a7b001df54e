"""The workbench app factory: the JSON API (``routes``), the page and its guards.

``create_app(corridor, operators)`` takes the corridor as an argument (tests inject a fake;
``mathcore workbench`` passes the real one) and the operators who may write. The page and its
assets are served from ``static/`` by the same app: no CDN, no build step. The interactive
API docs page is off (it loads scripts from a CDN); the OpenAPI document is at
``/openapi.json``.
"""

from __future__ import annotations

import threading
from collections.abc import Iterable
from pathlib import Path

from fastapi import FastAPI
from fastapi.responses import FileResponse
from fastapi.staticfiles import StaticFiles

from mathcore.workbench.auth import Operators
from mathcore.workbench.guards import MAX_BODY_BYTES, BodyLimit, HostGuard, SecurityHeaders, host_of
from mathcore.workbench.port import Corridor
from mathcore.workbench.routes import router

STATIC = Path(__file__).parent / "static"
LOOPBACK_CLIENTS = frozenset({"127.0.0.1", "::1"})
LOOPBACK_HOSTS = frozenset({"127.0.0.1", "localhost", "::1"})


def create_app(
    corridor: Corridor,
    operators: Operators,
    *,
    open_read_clients: Iterable[str] = LOOPBACK_CLIENTS,
    open_read_hosts: Iterable[str] = LOOPBACK_HOSTS,
    allowed_hosts: Iterable[str] | None = LOOPBACK_HOSTS,
    max_body_bytes: int = MAX_BODY_BYTES,
) -> FastAPI:
    """The workbench over ``corridor``; only ``operators`` may write.

    Reads need no token when the client address is in ``open_read_clients`` and the ``Host``
    header names one of ``open_read_hosts`` (loopback both); anyone else needs a token.
    ``allowed_hosts``: bare host names the ``Host`` header may name (``None``: any), which
    guards loopback reads against DNS rebinding. ``max_body_bytes``: larger bodies get 413.
    """
    app = FastAPI(
        title="mathcore workbench",
        summary="Review teaching-corridor proposals: ratify, reject, defer, replay, review log.",
        version="1",
        docs_url=None,
        redoc_url=None,
    )
    app.state.corridor = corridor
    app.state.operators = operators
    app.state.open_clients = frozenset(open_read_clients)
    app.state.open_hosts = frozenset(host_of(h) for h in open_read_hosts)
    app.state.write_lock = threading.Lock()
    app.include_router(router)
    app.add_middleware(SecurityHeaders)
    app.add_middleware(BodyLimit, max_bytes=max_body_bytes)
    hosts = None if allowed_hosts is None else frozenset(host_of(h) for h in allowed_hosts)
    app.add_middleware(HostGuard, allowed=hosts)

    @app.get("/", include_in_schema=False)
    def page() -> FileResponse:
        return FileResponse(STATIC / "index.html", media_type="text/html")

    app.mount("/static", StaticFiles(directory=STATIC), name="static")
    return app
