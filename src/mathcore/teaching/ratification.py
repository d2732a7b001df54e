"""Ratification: every check before any write, then the replay gate, then one journaled write.

Order inside the review log's lock: recover an interrupted ratification; the proposal's state
(``AlreadyRatified``, ``AlreadyDecided``); the change kind; the evidence (``EvidenceLaundering``,
``EvidenceTampering``, ``WrongClaimSubType``); the claim (``InvalidPolarity``, category
allowlists); the pack (``AlreadyRatified``, ``PolarityConflict``); the replay gate
(``ReplayFailed``). Only then: an ``intent`` entry, the registry file, the manifest, and the
``decision`` entry. A crash anywhere leaves a state ``recover`` completes or aborts.
"""

from __future__ import annotations

import contextlib
import fcntl
import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from mathcore.errors import PackError
from mathcore.packs.loader import load_pack
from mathcore.packs.manifest import manifest_with
from mathcore.teaching.claims import Claim
from mathcore.teaching.errors import (
    AlreadyDecided,
    AlreadyRatified,
    EvidenceTampering,
    InvalidDecision,
    PackStateError,
    ReplayFailed,
    UnknownProposal,
    UnsupportedChangeKind,
    WrongClaimSubType,
)
from mathcore.teaching.evidence import check_evidence
from mathcore.teaching.proposals import ALL_CHANGE_KINDS, CHANGE_KINDS, MIN_EVIDENCE, Proposal
from mathcore.teaching.proposals import proposal_id as content_id
from mathcore.teaching.registry_write import (
    FileChange,
    PlannedRow,
    check_against_pack,
    file_hashes,
    plan_change,
    plan_row,
)
from mathcore.teaching.replay import ReplayResult, run_replay
from mathcore.teaching.review_log import ReviewLog, atomic_write
from mathcore.teaching.views import Folded, Receipt, fold

CRASH_ENV = "MATHCORE_TEACHING_CRASH_AT"  # test seam: exit abruptly at a named point


def crash_point(name: str) -> None:
    if os.environ.get(CRASH_ENV) == name:
        os._exit(86)


@contextlib.contextmanager
def locked(log: ReviewLog, pack_root: Path) -> Iterator[None]:
    """The log's lock, then the pack's (always in this order)."""
    with log.lock():
        fd = os.open(pack_root / ".ratify.lock", os.O_RDWR | os.O_CREAT, 0o644)
        try:
            fcntl.flock(fd, fcntl.LOCK_EX)
            yield
        finally:
            fcntl.flock(fd, fcntl.LOCK_UN)
            os.close(fd)


def check_proposal(p: Proposal) -> None:
    """Change kind, evidence pointers and hashes, sub-types and the content-derived id."""
    if p.change_kind not in ALL_CHANGE_KINDS:
        raise UnsupportedChangeKind(f"unknown change kind {p.change_kind!r}")
    if p.claim_type not in CHANGE_KINDS:
        raise UnsupportedChangeKind(f"{p.change_kind!r} has no registry handler")
    if CHANGE_KINDS[p.claim_type] != p.change_kind:
        raise WrongClaimSubType(
            f"change kind {p.change_kind!r} does not belong to {p.claim_type!r} claims"
        )
    for ev in p.evidence:
        check_evidence(ev)  # EvidenceLaundering, then EvidenceTampering
        if ev.sub_type != p.claim_type:
            raise WrongClaimSubType(
                f"evidence {ev.digest[:12]} is {ev.sub_type!r} evidence; this is a "
                f"{p.claim_type!r} proposal"
            )
        if (ev.row["reason"], ev.row["missing_operator"], ev.key) != (
            p.reason,
            p.missing_operator,
            p.key,
        ):
            raise EvidenceTampering(f"evidence {ev.digest[:12]} is not about this proposal")
    if len({ev.case_id for ev in p.evidence}) < MIN_EVIDENCE:
        raise EvidenceTampering(f"a proposal needs at least {MIN_EVIDENCE} evidence records")
    expect = content_id(
        p.change_kind, p.reason, p.missing_operator, p.key, (e.digest for e in p.evidence)
    )
    if expect != p.id:
        raise EvidenceTampering(f"proposal id {p.id} does not derive from its content")


def build_claim(p: Proposal, *, category: str, polarity: str, value: str | None = None) -> Claim:
    """Check the proposal, then build the claim (which checks polarity and category)."""
    check_proposal(p)
    return Claim(
        p.claim_type,
        p.key,
        category,
        polarity,
        p.reason,
        p.missing_operator,
        tuple(e.digest for e in p.evidence),
        value,
    )


def _require(reviewer: str, reason: str | None = None) -> None:
    if not reviewer or not reviewer.strip():
        raise InvalidDecision("a decision needs a reviewer name")
    if reason is not None and not reason.strip():
        raise InvalidDecision("reject and defer need a reason")


def _find(folded: dict[str, Folded], pid: str) -> Folded:
    f = folded.get(pid)
    if f is None:
        raise UnknownProposal(f"no proposal {pid!r} in the review log")
    return f


def _open(log: ReviewLog, pack_root: Path) -> dict[str, Folded]:
    """Verified entries, after completing or aborting any interrupted ratification."""
    folded = fold(log.entries(strict=True))
    if recover(log, pack_root, folded):
        folded = fold(log.entries(strict=True))
    return folded


def recover(log: ReviewLog, pack_root: Path, folded: dict[str, Folded]) -> bool:
    """Finish (roll forward) or abort each intent a crash left open; True if any was open."""
    touched = False
    for f in sorted(folded.values(), key=lambda x: x.proposal.id):
        intent = f.open_intent
        if intent is None:
            continue
        touched = True
        h = intent["files"]
        reg, man = file_hashes(pack_root, h["file"])
        if (reg, man) == (h["registry_before"], h["manifest_before"]):
            log.append("abort", {"proposal": f.proposal.id, "intent": intent["entry"]})
            continue
        if reg == h["registry_after"] and man == h["manifest_before"]:
            data = manifest_with(pack_root, h["file"], (pack_root / h["file"]).read_bytes())
            atomic_write(pack_root / "manifest.json", data)
            reg, man = file_hashes(pack_root, h["file"])
        if (reg, man) != (h["registry_after"], h["manifest_after"]):
            raise PackStateError(
                f"{h['file']} is in neither the state before nor after the interrupted "
                f"ratification of {f.proposal.id}; restore it before deciding anything"
            )
        receipt = Receipt(
            f.proposal.id,
            "ratified",
            str(intent["reviewer"]),
            str(intent.get("reason", "")),
            intent["claim"],
            intent["row"],
            h,
            intent["replay"],
            recovered=True,
        )
        log.append("decision", receipt.body())
    return touched


def recover_now(log: ReviewLog, pack_root: Path) -> bool:
    """Complete or abort an interrupted ratification now (every write does this first)."""
    with locked(log, pack_root):
        folded = fold(log.entries(strict=True))
        return recover(log, pack_root, folded)


def _replay_summary(r: ReplayResult) -> dict[str, Any]:
    return r.to_json()


def gate(
    p: Proposal,
    claim: Claim,
    reviewer: str,
    pack_root: Path,
    data: list[Path],
    adjudications: Path | None,
) -> tuple[PlannedRow, ReplayResult]:
    """Pack checks and the replay gate for ``claim`` (writes nothing)."""
    try:
        pack = load_pack(pack_root)
    except PackError as exc:
        raise PackStateError(f"the pack does not load: {exc}") from None
    check_against_pack(claim, pack)
    planned = plan_row(claim, proposal_id=p.id, reviewer=reviewer)
    return planned, run_replay(pack_root, planned, data, adjudications)


def ratify(
    log: ReviewLog,
    pack_root: Path,
    pid: str,
    *,
    category: str,
    polarity: str,
    reviewer: str,
    value: str | None,
    data: list[Path],
    adjudications: Path | None,
    reason: str = "",
) -> Receipt:
    _require(reviewer)
    with locked(log, pack_root):
        f = _find(_open(log, pack_root), pid)
        if f.state == "ratified":
            raise AlreadyRatified(f"{pid} is already ratified")
        if f.state == "rejected":
            raise AlreadyDecided(f"{pid} was rejected")
        claim = build_claim(f.proposal, category=category, polarity=polarity, value=value)
        planned, result = gate(f.proposal, claim, reviewer, pack_root, data, adjudications)
        replay_body = {"proposal": pid, "claim": claim.to_json(), "result": result.to_json()}
        log.append("replay", replay_body)
        if not result.ok:
            raise ReplayFailed(f"replay gate refused {pid}: {result.failures[0]}", result)
        if load_pack(pack_root).digest != result.pack_before:
            raise PackStateError("the pack changed during the replay; run the ratification again")
        receipt = Receipt(
            pid,
            "ratified",
            reviewer,
            reason,
            claim.to_json(),
            planned.to_json(),
            None,
            _replay_summary(result),
        )
        return _journaled_write(log, pack_root, planned, receipt)


def _journaled_write(
    log: ReviewLog, pack_root: Path, planned: PlannedRow, receipt: Receipt
) -> Receipt:
    """``intent`` entry, registry file, manifest, ``decision`` entry (each step durable)."""
    change: FileChange = plan_change(pack_root, planned)
    body = {**receipt.body(), "files": change.hashes()}
    intent = {
        k: body[k] for k in ("proposal", "reviewer", "reason", "claim", "row", "files", "replay")
    }
    log.append("intent", intent)
    crash_point("after_intent")
    path = pack_root / change.rel
    path.parent.mkdir(parents=True, exist_ok=True)
    atomic_write(path, change.registry_bytes)
    crash_point("after_registry")
    atomic_write(pack_root / "manifest.json", change.manifest_bytes)
    crash_point("after_manifest")
    entry = log.append("decision", body)
    return Receipt(**{**body, "log_entry": entry["hash"]})


def replay_only(
    log: ReviewLog,
    pack_root: Path,
    pid: str,
    *,
    category: str,
    polarity: str,
    value: str | None,
    data: list[Path],
    adjudications: Path | None,
) -> ReplayResult:
    """The gate on demand: records the replay in the log, writes nothing to the pack."""
    with locked(log, pack_root):
        f = _find(_open(log, pack_root), pid)
        claim = build_claim(f.proposal, category=category, polarity=polarity, value=value)
        _, result = gate(f.proposal, claim, "(replay only)", pack_root, data, adjudications)
        log.append(
            "replay", {"proposal": pid, "claim": claim.to_json(), "result": result.to_json()}
        )
        return result


def decide(
    log: ReviewLog, pack_root: Path, pid: str, *, decision: str, reason: str, reviewer: str
) -> Receipt:
    """Record a rejection or a deferral (nothing in the pack changes)."""
    if decision not in ("rejected", "deferred"):
        raise InvalidDecision(f"unknown decision {decision!r}")
    _require(reviewer, reason)
    with locked(log, pack_root):
        f = _find(_open(log, pack_root), pid)
        if f.state == "ratified":
            raise AlreadyRatified(f"{pid} is already ratified")
        if f.state == "rejected" or f.state == decision:
            raise AlreadyDecided(f"{pid} is already {f.state}")
        receipt = Receipt(pid, decision, reviewer, reason)
        entry = log.append("decision", receipt.body())
        return Receipt(**{**receipt.body(), "log_entry": entry["hash"]})


def propose(log: ReviewLog, pack_root: Path, proposals: list[Proposal]) -> tuple[list[str], int]:
    """Append the proposals not yet in the log; (new ids, already present count)."""
    with locked(log, pack_root):
        folded = _open(log, pack_root)
        new: list[str] = []
        for p in proposals:
            if p.id in folded:
                continue
            log.append("proposal", p.to_json())
            new.append(p.id)
        return new, len(proposals) - len(new)
