"""The workbench's JSON API: each route validates its input and calls one corridor function.

Configuration lives on ``app.state`` (set by ``create_app``): ``corridor``, ``operators``,
``open_clients``, ``open_hosts`` and ``write_lock``. Reads are open to loopback clients that
address a loopback host, and to any valid token. Writes (decisions and replays) always need
a token, and the reviewer recorded is the token's operator, never a name the client sends.
One lock serializes writes, so concurrent decisions on one proposal reach the corridor one at
a time and the corridor refuses all but one.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Annotated, Any

from fastapi import APIRouter, Depends, HTTPException, Query, Request
from pydantic import BaseModel, ConfigDict, Field, field_validator

from mathcore.errors import TeachingError
from mathcore.workbench.auth import Operators, bearer
from mathcore.workbench.guards import check_filter, check_id, host_of
from mathcore.workbench.port import Corridor, jsonable
from mathcore.workbench.present import annotate_proposal, summarize

#: Corridor refusals by exception class name (matched along the class's MRO, so a subclass
#: such as ``WrongCompositionCategory`` answers like its ``WrongCategory`` parent).
STATUS_BY_ERROR: dict[str, int] = {
    "UnknownProposal": 404,
    "AlreadyRatified": 409,
    "AlreadyDecided": 409,
    "PolarityConflict": 409,
    "UnsupportedChangeKind": 501,
    "EvidenceLaundering": 422,
    "InvalidPolarity": 422,
    "WrongClaimSubType": 422,
    "EvidenceTampering": 422,
    "WrongCategory": 422,
    "ReplayFailed": 409,
}

FILTERS = ("state", "change_kind", "claim_type", "missing_operator")

router = APIRouter()


class Decision(BaseModel):
    """A decision's body: why. Who decided comes from the token, so no other field is allowed."""

    model_config = ConfigDict(extra="forbid", strict=True)
    reason: str = Field(min_length=1, max_length=2000, description="why (recorded in the log)")

    @field_validator("reason")
    @classmethod
    def _not_blank(cls, value: str) -> str:
        if not value.strip():
            raise ValueError("reason must not be blank")
        return value.strip()


class Candidate(BaseModel):
    """The registry row a ratification or a replay names: category, polarity, (lexical) value.

    The corridor checks all three against its allowlists; the workbench only bounds sizes.
    """

    model_config = ConfigDict(extra="forbid", strict=True)
    category: str = Field(min_length=1, max_length=64)
    polarity: str = Field(default="affirms", min_length=1, max_length=16)
    value: str | None = Field(default=None, min_length=1, max_length=64)


class Ratification(Candidate, Decision):
    """A ratification: the candidate row and why."""


def status_for(exc: TeachingError) -> int:
    """The HTTP status a corridor refusal answers with.

    The refusal's own ``http_status`` when it declares one (the corridor owns that mapping),
    else by class name along the MRO, else 422.
    """
    declared = getattr(exc, "http_status", None)
    if isinstance(declared, int) and 400 <= declared < 600:
        return declared
    for cls in type(exc).__mro__:
        if cls.__name__ in STATUS_BY_ERROR:
            return STATUS_BY_ERROR[cls.__name__]
    return 422


def refusal_detail(exc: TeachingError) -> dict[str, Any]:
    """``{"error": class name, "message": ...}`` plus whatever the refusal reports of itself."""
    detail: dict[str, Any] = {"error": type(exc).__name__, "message": str(exc)}
    to_json = getattr(exc, "to_json", None)
    if callable(to_json):
        extra = jsonable(to_json())
        if isinstance(extra, dict):
            detail = {**extra, **detail}
    return detail


def _call(fn: Callable[[], Any]) -> Any:
    try:
        return fn()
    except TeachingError as exc:
        raise HTTPException(status_code=status_for(exc), detail=refusal_detail(exc)) from None


def _write(request: Request, fn: Callable[[], Any]) -> Any:
    with request.app.state.write_lock:
        return _call(fn)


def _corridor(request: Request) -> Corridor:
    corridor: Corridor = request.app.state.corridor
    return corridor


def operator(request: Request) -> str:
    """The operator named by the request's token; 401 without one, 403 for a wrong one."""
    operators: Operators = request.app.state.operators
    if not operators.configured:
        raise HTTPException(403, detail="no operator tokens configured: writes are disabled")
    token = bearer(request.headers.get("authorization"))
    if token is None:
        raise HTTPException(
            401, detail="operator token required", headers={"WWW-Authenticate": "Bearer"}
        )
    name = operators.identify(token)
    if name is None:
        raise HTTPException(403, detail="invalid operator token")
    return name


def reader(request: Request) -> None:
    """Reads are open to loopback clients addressing a loopback host; others need a token."""
    client = request.client.host if request.client else ""
    host = host_of(request.headers.get("host"))
    if client not in request.app.state.open_clients or host not in request.app.state.open_hosts:
        operator(request)


Reader = Annotated[None, Depends(reader)]
Operator = Annotated[str, Depends(operator)]
Filter = Annotated[str | None, Query(max_length=64)]


@router.get("/proposals", summary="The review queue, with optional filters")
def list_proposals(
    request: Request,
    _: Reader,
    state: Filter = None,
    change_kind: Filter = None,
    claim_type: Filter = None,
    missing_operator: Filter = None,
) -> dict[str, Any]:
    given = (state, change_kind, claim_type, missing_operator)
    wanted = {k: v for k, v in zip(FILTERS, given, strict=True) if check_filter(k, v) is not None}
    rows = [summarize(jsonable(p)) for p in _call(_corridor(request).list_proposals)]
    counts: dict[str, int] = {}
    for row in rows:
        counts[str(row.get("state"))] = counts.get(str(row.get("state")), 0) + 1
    kept = [r for r in rows if all(str(r.get(k)) == v for k, v in wanted.items())]
    return {"proposals": kept, "count": len(kept), "states": counts}


@router.get("/proposals/{proposal_id}", summary="One proposal: evidence, trace, change")
def get_proposal(request: Request, proposal_id: str, _: Reader) -> dict[str, Any]:
    pid = check_id(proposal_id)
    found = _call(lambda: _corridor(request).get_proposal(pid))
    return {"proposal": annotate_proposal(jsonable(found))}


def _receipt(request: Request, action: str, pid: str, who: str, **kw: Any) -> dict[str, Any]:
    handler = getattr(_corridor(request), action)
    receipt = _write(request, lambda: handler(pid, reviewer=who, **kw))
    return {"decision": action, "proposal_id": pid, "reviewer": who, "receipt": jsonable(receipt)}


@router.post("/proposals/{proposal_id}/ratify", summary="Ratify (operator token required)")
def ratify(request: Request, proposal_id: str, body: Ratification, who: Operator) -> dict[str, Any]:
    pid = check_id(proposal_id)
    return _receipt(
        request,
        "ratify",
        pid,
        who,
        reason=body.reason,
        category=body.category,
        polarity=body.polarity,
        value=body.value,
    )


@router.post("/proposals/{proposal_id}/reject", summary="Reject (operator token required)")
def reject(request: Request, proposal_id: str, body: Decision, who: Operator) -> dict[str, Any]:
    return _receipt(request, "reject", check_id(proposal_id), who, reason=body.reason)


@router.post("/proposals/{proposal_id}/defer", summary="Defer (operator token required)")
def defer(request: Request, proposal_id: str, body: Decision, who: Operator) -> dict[str, Any]:
    return _receipt(request, "defer", check_id(proposal_id), who, reason=body.reason)


@router.post("/proposals/{proposal_id}/replay", summary="Run the replay gate (token required)")
def replay(request: Request, proposal_id: str, body: Candidate, who: Operator) -> dict[str, Any]:
    pid = check_id(proposal_id)
    run = _corridor(request).replay
    result = _write(
        request,
        lambda: run(pid, category=body.category, polarity=body.polarity, value=body.value),
    )
    return {"proposal_id": pid, "requested_by": who, "replay": jsonable(result)}


@router.get("/log", summary="The append-only review log")
def read_log(
    request: Request,
    _: Reader,
    offset: Annotated[int, Query(ge=0)] = 0,
    limit: Annotated[int, Query(ge=1, le=10_000)] = 1000,
) -> dict[str, Any]:
    entries = jsonable(_call(_corridor(request).read_log))
    return {"entries": entries[offset : offset + limit], "offset": offset, "total": len(entries)}


@router.get("/log/verify", summary="Recompute the review log's hash chain")
def verify_log(request: Request, _: Reader) -> dict[str, Any]:
    return {"verify": jsonable(_call(_corridor(request).verify_log))}


@router.get("/whoami", summary="The operator a token names (token required)")
def whoami(who: Operator) -> dict[str, str]:
    return {"operator": who}
