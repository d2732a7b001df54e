"""Decomposition: evidence records grouped into reviewable proposals.

A group is every evidence record with the same (refusal reason, missing operator) and the same
key (the blocking token, lower case, for lexical and frame evidence; the bound-slot pattern for
composition evidence). A group becomes a proposal only when it holds at least two distinct
evidence records (deduplicated by digest) and its sub-type has a ratification handler that can
write a registry row: no change kind is emitted that would be a dead end. Each proposal
carries a reasoning trace, the proposed change, a wrong-zero assertion in words and an id
derived only from its content.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from mathcore.teaching.canonical import digest
from mathcore.teaching.claims import REGISTRY_OF, allowed_categories
from mathcore.teaching.evidence import Evidence, evidence_from_json

#: claim sub-type -> the change kind its proposals carry (only kinds with a handler).
CHANGE_KINDS: dict[str, str] = {
    "lexical": "vocabulary_addition",
    "frame": "frame_reclassification",
    "composition": "composition_reclassification",
}

#: Every change-kind name the corridor recognizes; the last two have no registry handler,
#: so ``propose`` never emits them and ratification answers ``UnsupportedChangeKind``.
ALL_CHANGE_KINDS = (
    "vocabulary_addition",
    "frame_reclassification",
    "composition_reclassification",
    "matcher_extension",
    "injector_sub_shape",
)

MIN_EVIDENCE = 2


def key_is_valid(claim_type: str, key: str) -> bool:
    from mathcore.teaching.claims import check_key
    from mathcore.teaching.errors import WrongCategory

    try:
        check_key(claim_type, key)
    except WrongCategory:
        return False
    return True


@dataclass(frozen=True, slots=True)
class Proposal:
    """A group of evidence and the registry change a reviewer may ratify."""

    id: str
    change_kind: str
    claim_type: str
    reason: str
    missing_operator: str
    key: str
    evidence: tuple[Evidence, ...]
    trace: dict[str, str]
    wrong_zero: str

    def proposed_change(self) -> dict[str, Any]:
        polarities = ["affirms"] if self.claim_type == "lexical" else ["affirms", "falsifies"]
        return {
            "registry": REGISTRY_OF.get(self.claim_type, ""),
            "key_kind": "pattern" if self.claim_type == "composition" else "token",
            "key": self.key,
            "categories": sorted(allowed_categories(self.claim_type))
            if self.claim_type in REGISTRY_OF
            else [],
            "polarities": polarities,
        }

    def to_json(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "change_kind": self.change_kind,
            "claim_type": self.claim_type,
            "reason": self.reason,
            "missing_operator": self.missing_operator,
            "key": self.key,
            "evidence": [e.to_json() for e in self.evidence],
            "trace": dict(self.trace),
            "wrong_zero": self.wrong_zero,
            "proposed_change": self.proposed_change(),
        }


def proposal_from_json(data: dict[str, Any]) -> Proposal:
    """Rebuild a stored proposal exactly as stored (the checks verify it afterwards)."""
    return Proposal(
        id=str(data["id"]),
        change_kind=str(data["change_kind"]),
        claim_type=str(data["claim_type"]),
        reason=str(data["reason"]),
        missing_operator=str(data["missing_operator"]),
        key=str(data["key"]),
        evidence=tuple(evidence_from_json(e) for e in data.get("evidence", [])),
        trace={str(k): str(v) for k, v in dict(data.get("trace", {})).items()},
        wrong_zero=str(data.get("wrong_zero", "")),
    )


def proposal_id(
    change_kind: str, reason: str, missing_operator: str, key: str, digests: Iterable[str]
) -> str:
    """Content-derived id: the same group of evidence always gets the same id."""
    body = {
        "change_kind": change_kind,
        "evidence": sorted(set(digests)),
        "key": key,
        "missing_operator": missing_operator,
        "reason": reason,
    }
    return "P-" + digest(body)[:16]


def _trace(claim_type: str, reason: str, op: str, key: str, evs: list[Evidence]) -> dict[str, str]:
    cases = ", ".join(e.case_id for e in evs[:5]) + (" ..." if len(evs) > 5 else "")
    what = "pattern" if claim_type == "composition" else "token"
    hypothesis = {
        "lexical": f"the word {key!r} belongs to one lexicon category the reader lacks",
        "frame": f"the form {key!r} opens (or must not open) one allowlisted frame class",
        "composition": f"the bound-slot pattern {key!r} composes (or must not compose) its "
        "quantities under one allowlisted composition category",
    }[claim_type]
    return {
        "observation": f"{len(evs)} refusals ({reason}, missing {op}) stop at the {what} "
        f"{key!r}: {cases}",
        "grouping": f"grouped by (reason={reason!r}, missing_operator={op!r}, {what}={key!r}); "
        "duplicates removed by evidence digest",
        "hypothesis": hypothesis,
        "conclusion": f"propose one reviewed {REGISTRY_OF[claim_type]} row for {key!r}; a "
        "reviewer names the category and polarity, and the replay gate must show no answer "
        "becomes wrong and no correct answer changes before it is written",
    }


WRONG_ZERO = (
    "Ratifying this proposal writes one registry row and nothing else. The replay gate re-runs "
    "every organ lane and the development datasets with the row applied in a scratch copy of "
    "the pack and refuses the ratification if any answer becomes wrong or any previously "
    "correct answer changes, so a prior refusal can only become a correct answer or stay "
    "refused."
)


def group(evidence: Iterable[Evidence]) -> tuple[list[Proposal], dict[str, int]]:
    """Proposals from evidence, and counts of what could not be proposed (and why)."""
    groups: dict[tuple[str, str, str, str], dict[str, Evidence]] = {}
    skipped: dict[str, int] = {}
    for ev in evidence:
        if ev.sub_type not in CHANGE_KINDS:
            skipped[f"no_handler:{ev.sub_type}"] = skipped.get(f"no_handler:{ev.sub_type}", 0) + 1
            continue
        key = ev.key
        if not key:
            skipped["no_key"] = skipped.get("no_key", 0) + 1
            continue
        if not key_is_valid(ev.sub_type, key):  # no claim could ever be built: a dead end
            skipped["invalid_key"] = skipped.get("invalid_key", 0) + 1
            continue
        gkey = (ev.sub_type, ev.row["reason"], ev.row["missing_operator"], key)
        groups.setdefault(gkey, {})[ev.digest] = ev
    out: list[Proposal] = []
    for (claim_type, reason, op, key), by_digest in sorted(groups.items()):
        evs = sorted(by_digest.values(), key=lambda e: (e.case_id, e.digest))
        if len({e.case_id for e in evs}) < MIN_EVIDENCE:
            skipped["single_record"] = skipped.get("single_record", 0) + 1
            continue
        kind = CHANGE_KINDS[claim_type]
        pid = proposal_id(kind, reason, op, key, (e.digest for e in evs))
        trace = _trace(claim_type, reason, op, key, evs)
        out.append(Proposal(pid, kind, claim_type, reason, op, key, tuple(evs), trace, WRONG_ZERO))
    out.sort(key=lambda p: p.id)
    return out, dict(sorted(skipped.items()))
