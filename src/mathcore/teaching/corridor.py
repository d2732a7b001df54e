"""The teaching corridor's facade: the only teaching API the CLI and the workbench call.

Every function takes ``log_path`` and ``pack_path`` (``None``: the project's review log at
``review/log.jsonl`` in the repository and the pack chosen by ``packs.loader.pack_root``).
Writes go through ``ratification`` under the log's lock; reads fold the log.
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from mathcore.packs.loader import pack_root
from mathcore.teaching import ratification
from mathcore.teaching.errors import (
    AlreadyDecided,
    AlreadyRatified,
    CorridorError,
    EvidenceLaundering,
    EvidenceTampering,
    InvalidDecision,
    InvalidPolarity,
    LogIntegrityError,
    PackStateError,
    PolarityConflict,
    ReplayFailed,
    UnknownProposal,
    UnsupportedChangeKind,
    WrongCategory,
    WrongClaimSubType,
    WrongCompositionCategory,
    WrongFrameClass,
    WrongLexicalCategory,
)
from mathcore.teaching.evidence import AuditRowError, evidence_from_row
from mathcore.teaching.proposals import group
from mathcore.teaching.replay import ReplayResult
from mathcore.teaching.review_log import LogVerification, ReviewLog
from mathcore.teaching.views import (
    ProposalDetail,
    ProposalView,
    Receipt,
    fold,
    view_of,
)
from mathcore.text.tokens import sentences

PathLike = str | os.PathLike[str] | None

REPO_ROOT = Path(__file__).resolve().parents[3]
DEFAULT_LOG = REPO_ROOT / "review" / "log.jsonl"
SHARED_DATA = REPO_ROOT.parent / "shared" / "data"


def log_of(log_path: PathLike) -> ReviewLog:
    return ReviewLog(Path(log_path) if log_path is not None else DEFAULT_LOG)


def pack_of(pack_path: PathLike) -> Path:
    return pack_root(pack_path)


def default_replay_data() -> list[Path]:
    """GSM8K train and the MAWPS files beside the repository, when present."""
    files = [
        SHARED_DATA / "gsm8k" / "train.jsonl",
        *sorted((SHARED_DATA / "mawps").glob("*.jsonl")),
    ]
    return [p for p in files if p.is_file()]


@dataclass(frozen=True, slots=True)
class ProposeReport:
    rows: int
    evidence: int
    proposals: tuple[str, ...]
    new: tuple[str, ...]
    already_logged: int
    skipped: dict[str, int]

    def to_json(self) -> dict[str, Any]:
        return {
            "rows": self.rows,
            "evidence": self.evidence,
            "proposals": list(self.proposals),
            "new": list(self.new),
            "already_logged": self.already_logged,
            "skipped": self.skipped,
        }


def read_audit(audit_path: PathLike) -> list[dict[str, Any]]:
    if audit_path is None:
        raise AuditRowError("no audit file given")
    rows: list[dict[str, Any]] = []
    text = Path(audit_path).read_text(encoding="utf-8")
    for n, line in enumerate(text.split("\n"), 1):  # not splitlines(): U+2028 is in-row text
        if not line.strip():
            continue
        try:
            row = json.loads(line)
        except json.JSONDecodeError as exc:
            raise AuditRowError(f"{audit_path}:{n}: invalid JSON ({exc.msg})") from None
        if not isinstance(row, dict):
            raise AuditRowError(f"{audit_path}:{n}: a row must be a JSON object")
        rows.append(row)
    return rows


def propose(
    audit_path: PathLike,
    log_path: PathLike = None,
    pack_path: PathLike = None,
    *,
    keys: list[str] | None = None,
    min_evidence: int = 2,
) -> ProposeReport:
    """Group an audit file's evidence into proposals and append the new ones to the log.

    ``keys`` / ``min_evidence`` choose which proposals enter the review queue (all are still
    counted in the report); a proposal never has fewer than two evidence records."""
    rows = read_audit(audit_path)
    evidence = [evidence_from_row(r) for r in rows]
    proposals, skipped = group(evidence)
    wanted = {k.lower() for k in keys} if keys else None
    queued = [
        p
        for p in proposals
        if len(p.evidence) >= min_evidence and (wanted is None or p.key.lower() in wanted)
    ]
    new, present = ratification.propose(log_of(log_path), pack_of(pack_path), queued)
    return ProposeReport(
        len(rows),
        len({e.digest for e in evidence}),
        tuple(p.id for p in proposals),
        tuple(new),
        present,
        skipped,
    )


def list_proposals(
    log_path: PathLike = None, pack_path: PathLike = None, state: str | None = None
) -> list[ProposalView]:
    folded = fold(log_of(log_path).entries(strict=False))
    views = [view_of(f) for f in folded.values()]
    return sorted((v for v in views if state is None or v.state == state), key=lambda v: v.id)


def _span(row: dict[str, Any]) -> list[int] | None:
    """Character span of the blocking token in the problem text, when it can be located."""
    q, si, ti, tok = (
        row.get("question"),
        row.get("sentence_index"),
        row.get("token_index"),
        row.get("token"),
    )
    if not isinstance(q, str) or not isinstance(tok, str) or not tok:
        return None
    sents = sentences(q)
    if isinstance(si, int) and isinstance(ti, int) and 0 <= si < len(sents):
        toks = sents[si].tokens
        if 0 <= ti < len(toks) and toks[ti].text.lower() == tok.lower():
            return [toks[ti].start, toks[ti].end]
    at = q.lower().find(tok.lower())
    return [at, at + len(tok)] if at >= 0 else None


def get_proposal(pid: str, log_path: PathLike = None, pack_path: PathLike = None) -> ProposalDetail:
    folded = fold(log_of(log_path).entries(strict=False))
    f = folded.get(pid)
    if f is None:
        raise UnknownProposal(f"no proposal {pid!r} in the review log")
    evidence = tuple({**e.to_json(), "token_span": _span(e.row)} for e in f.proposal.evidence)
    return ProposalDetail(
        view_of(f),
        evidence,
        dict(f.proposal.trace),
        f.proposal.wrong_zero,
        f.proposal.proposed_change(),
        tuple(f.decisions),
        f.last_replay,
    )


def ratify(
    pid: str,
    *,
    category: str,
    polarity: str,
    reviewer: str,
    log_path: PathLike = None,
    pack_path: PathLike = None,
    value: str | None = None,
    replay_data: list[Path] | None = None,
    adjudications: PathLike = None,
    reason: str = "",
) -> Receipt:
    """Every check, the replay gate, then one registry row (raises a ``CorridorError``).

    ``reason``: the reviewer's note, recorded in the decision (optional for a ratification)."""
    data = default_replay_data() if replay_data is None else list(replay_data)
    adj = Path(adjudications) if adjudications is not None else None
    return ratification.ratify(
        log_of(log_path),
        pack_of(pack_path),
        pid,
        category=category,
        polarity=polarity,
        reviewer=reviewer,
        value=value,
        data=data,
        adjudications=adj,
        reason=reason,
    )


def reject(
    pid: str, *, reason: str, reviewer: str, log_path: PathLike = None, pack_path: PathLike = None
) -> Receipt:
    return ratification.decide(
        log_of(log_path),
        pack_of(pack_path),
        pid,
        decision="rejected",
        reason=reason,
        reviewer=reviewer,
    )


def defer(
    pid: str, *, reason: str, reviewer: str, log_path: PathLike = None, pack_path: PathLike = None
) -> Receipt:
    return ratification.decide(
        log_of(log_path),
        pack_of(pack_path),
        pid,
        decision="deferred",
        reason=reason,
        reviewer=reviewer,
    )


def replay(
    pid: str,
    *,
    category: str,
    polarity: str,
    log_path: PathLike = None,
    pack_path: PathLike = None,
    value: str | None = None,
    replay_data: list[Path] | None = None,
    adjudications: PathLike = None,
) -> ReplayResult:
    """The replay gate on demand (recorded in the log; the pack is not written)."""
    data = default_replay_data() if replay_data is None else list(replay_data)
    adj = Path(adjudications) if adjudications is not None else None
    return ratification.replay_only(
        log_of(log_path),
        pack_of(pack_path),
        pid,
        category=category,
        polarity=polarity,
        value=value,
        data=data,
        adjudications=adj,
    )


def recover(log_path: PathLike = None, pack_path: PathLike = None) -> bool:
    """Finish or abort a ratification a crash interrupted; True when one was open."""
    return ratification.recover_now(log_of(log_path), pack_of(pack_path))


def read_log(log_path: PathLike = None) -> list[dict[str, Any]]:
    return log_of(log_path).entries(strict=False)


def verify_log(log_path: PathLike = None) -> LogVerification:
    return log_of(log_path).verify()


__all__ = [
    "AlreadyDecided",
    "AlreadyRatified",
    "CorridorError",
    "EvidenceLaundering",
    "EvidenceTampering",
    "InvalidDecision",
    "InvalidPolarity",
    "LogIntegrityError",
    "LogVerification",
    "PackStateError",
    "PolarityConflict",
    "ProposalDetail",
    "ProposalView",
    "ProposeReport",
    "Receipt",
    "ReplayFailed",
    "ReplayResult",
    "UnknownProposal",
    "UnsupportedChangeKind",
    "WrongCategory",
    "WrongClaimSubType",
    "WrongCompositionCategory",
    "WrongFrameClass",
    "WrongLexicalCategory",
    "defer",
    "get_proposal",
    "list_proposals",
    "propose",
    "ratify",
    "read_log",
    "recover",
    "reject",
    "replay",
    "verify_log",
]
