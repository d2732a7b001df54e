"""Input guards in front of the corridor: request size, id shape, filter values, headers.

Nothing here decides about a proposal; these only turn malformed requests away (4xx) before
any handler runs, so bad input can change nothing.
"""

from __future__ import annotations

import json
import re
from typing import Any

from fastapi import HTTPException
from starlette.types import ASGIApp, Message, Receive, Scope, Send

#: Largest request body accepted (a decision carries a short reason, nothing more).
MAX_BODY_BYTES = 16 * 1024

#: Proposal ids are content-derived tokens: letters, digits, ``_`` and ``-`` only (no dots,
#: slashes or percent signs, so an id can never name a path).
ID_PATTERN = re.compile(r"[A-Za-z0-9][A-Za-z0-9_-]{0,127}")

#: Filter values (states, change kinds, claim types, operators) are snake_case words.
FILTER_PATTERN = re.compile(r"[A-Za-z0-9_-]{1,64}")

SECURITY_HEADERS = (
    (b"content-security-policy", b"default-src 'self'; frame-ancestors 'none'; base-uri 'none'"),
    (b"x-content-type-options", b"nosniff"),
    (b"referrer-policy", b"no-referrer"),
    (b"cache-control", b"no-store"),
)


def check_id(proposal_id: str) -> str:
    """``proposal_id`` when it has the id shape, else a 422 naming the pattern."""
    if not ID_PATTERN.fullmatch(proposal_id):
        raise HTTPException(
            status_code=422,
            detail=f"invalid proposal id: must match {ID_PATTERN.pattern}",
        )
    return proposal_id


def check_filter(name: str, value: str | None) -> str | None:
    if value is not None and not FILTER_PATTERN.fullmatch(value):
        raise HTTPException(
            status_code=422,
            detail=f"invalid {name} filter: must match {FILTER_PATTERN.pattern}",
        )
    return value


class BodyLimit:
    """ASGI middleware: answer 413 to bodies over ``max_bytes`` (declared or streamed)."""

    def __init__(self, app: ASGIApp, max_bytes: int = MAX_BODY_BYTES) -> None:
        self.app = app
        self.max_bytes = max_bytes

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        declared = dict(scope["headers"]).get(b"content-length")
        if declared is not None:
            try:
                size = int(declared)
            except ValueError:
                size = -1
            if size < 0 or size > self.max_bytes:
                await _reply(send, 400 if size < 0 else 413, _too_large(self.max_bytes, size))
                return
        seen = 0

        async def limited() -> Message:
            nonlocal seen
            message = await receive()
            if message["type"] == "http.request":
                seen += len(message.get("body", b""))
                if seen > self.max_bytes:
                    raise HTTPException(status_code=413, detail=_too_large(self.max_bytes, seen))
            return message

        await self.app(scope, limited, send)


class SecurityHeaders:
    """ASGI middleware: a strict content policy on every answer (no third-party sources)."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return

        async def with_headers(message: Message) -> None:
            if message["type"] == "http.response.start":
                headers = list(message.get("headers", []))
                present = {k.lower() for k, _ in headers}
                headers.extend(h for h in SECURITY_HEADERS if h[0] not in present)
                message = {**message, "headers": headers}
            await send(message)

        await self.app(scope, receive, with_headers)


def host_of(header: str | None) -> str:
    """The host name of a ``Host`` header, lower case, without port or IPv6 brackets."""
    value = (header or "").strip().lower()
    if value.startswith("["):
        end = value.find("]")
        return value[1:end] if end > 0 else ""
    return value.split(":", 1)[0]


class HostGuard:
    """ASGI middleware: answer 400 unless the ``Host`` header names an allowed host.

    ``allowed`` is a set of bare host names (``None``: any host). Refusing foreign names keeps
    a page on another site from reaching a loopback server through DNS rebinding.
    """

    def __init__(self, app: ASGIApp, allowed: frozenset[str] | None) -> None:
        self.app = app
        self.allowed = allowed

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] == "http" and self.allowed is not None:
            raw = dict(scope["headers"]).get(b"host", b"").decode("latin-1")
            if host_of(raw) not in self.allowed:
                await _reply(send, 400, "invalid Host header")
                return
        await self.app(scope, receive, send)


def _too_large(limit: int, size: int) -> str:
    if size < 0:
        return "invalid Content-Length header"
    return f"request body too large: {size} bytes (limit {limit})"


async def _reply(send: Send, status: int, detail: str) -> None:
    body = json.dumps({"detail": detail}).encode("utf-8")
    start: dict[str, Any] = {
        "type": "http.response.start",
        "status": status,
        "headers": [(b"content-type", b"application/json"), (b"content-length", b"%d" % len(body))],
    }
    await send(start)
    await send({"type": "http.response.body", "body": body})
