"""What the corridor hands to its callers: frozen views, receipts and the log's state.

``fold`` reads the review log's entries into per-proposal state (the proposal, its decisions,
its last replay, and any ratification intent left unfinished by a crash).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from mathcore.teaching.proposals import Proposal, proposal_from_json

STATES = ("pending", "ratified", "rejected", "deferred")


@dataclass(frozen=True, slots=True)
class Receipt:
    """The durable record of one decision (ratify, reject or defer)."""

    proposal: str
    decision: str  # ratified | rejected | deferred
    reviewer: str
    reason: str = ""
    claim: dict[str, Any] | None = None
    row: dict[str, Any] | None = None
    files: dict[str, Any] | None = None  # registry/manifest hashes before and after
    replay: dict[str, Any] | None = None  # before/after counts and the changed cases
    recovered: bool = False  # completed from a crash-interrupted ratification
    log_entry: str = ""  # hash of the log entry that records it

    def body(self) -> dict[str, Any]:
        return {
            "proposal": self.proposal,
            "decision": self.decision,
            "reviewer": self.reviewer,
            "reason": self.reason,
            "claim": self.claim,
            "row": self.row,
            "files": self.files,
            "replay": self.replay,
            "recovered": self.recovered,
        }

    def to_json(self) -> dict[str, Any]:
        return {**self.body(), "log_entry": self.log_entry}


def receipt_from_entry(entry: dict[str, Any]) -> Receipt:
    b = entry["body"]
    return Receipt(
        proposal=str(b["proposal"]),
        decision=str(b["decision"]),
        reviewer=str(b["reviewer"]),
        reason=str(b.get("reason", "")),
        claim=b.get("claim"),
        row=b.get("row"),
        files=b.get("files"),
        replay=b.get("replay"),
        recovered=bool(b.get("recovered", False)),
        log_entry=str(entry["hash"]),
    )


@dataclass(frozen=True, slots=True)
class ProposalView:
    id: str
    state: str
    change_kind: str
    claim_type: str
    reason: str
    missing_operator: str
    key: str
    key_kind: str
    evidence_count: int

    def to_json(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "state": self.state,
            "change_kind": self.change_kind,
            "claim_type": self.claim_type,
            "reason": self.reason,
            "missing_operator": self.missing_operator,
            "key": self.key,
            "token": self.key if self.key_kind == "token" else None,
            "pattern": self.key if self.key_kind == "pattern" else None,
            "key_kind": self.key_kind,
            "evidence_count": self.evidence_count,
        }


@dataclass(frozen=True, slots=True)
class ProposalDetail:
    view: ProposalView
    evidence: tuple[dict[str, Any], ...]  # audit row + digest + blocking token span
    trace: dict[str, str]
    wrong_zero: str
    proposed_change: dict[str, Any]
    decisions: tuple[dict[str, Any], ...] = ()
    last_replay: dict[str, Any] | None = None

    def to_json(self) -> dict[str, Any]:
        return {
            **self.view.to_json(),
            "evidence": list(self.evidence),
            "trace": dict(self.trace),
            "wrong_zero": self.wrong_zero,
            "proposed_change": self.proposed_change,
            "decisions": list(self.decisions),
            "last_replay": self.last_replay,
        }


@dataclass(slots=True)
class Folded:
    """Per-proposal state folded from the log (internal, mutable while folding)."""

    proposal: Proposal
    state: str = "pending"
    decisions: list[dict[str, Any]] = field(default_factory=list)
    last_replay: dict[str, Any] | None = None
    open_intent: dict[str, Any] | None = None


def fold(entries: list[dict[str, Any]]) -> dict[str, Folded]:
    out: dict[str, Folded] = {}
    for e in entries:
        kind, body = e["kind"], e["body"]
        if kind == "proposal":
            out.setdefault(str(body["id"]), Folded(proposal_from_json(body)))
            continue
        f = out.get(str(body.get("proposal", "")))
        if f is None:
            continue
        if kind == "replay":
            f.last_replay = body
        elif kind == "intent":
            f.open_intent = {**body, "entry": e["hash"]}
        elif kind == "abort":
            f.open_intent = None
        elif kind == "decision":
            f.open_intent = None
            f.decisions.append({**body, "log_entry": e["hash"]})
            f.state = str(body["decision"])
    return out


def view_of(f: Folded) -> ProposalView:
    p = f.proposal
    return ProposalView(
        p.id,
        f.state,
        p.change_kind,
        p.claim_type,
        p.reason,
        p.missing_operator,
        p.key,
        "pattern" if p.claim_type == "composition" else "token",
        len(p.evidence),
    )
