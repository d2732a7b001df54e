"""A fake corridor for the workbench tests (the app takes its corridor as an argument),
shaped like the real corridor's JSON, and the operators the tests sign in as."""

from __future__ import annotations

import time
from typing import Any

from mathcore.teaching.errors import (
    AlreadyDecided,
    AlreadyRatified,
    InvalidPolarity,
    UnknownProposal,
    UnsupportedChangeKind,
    WrongCompositionCategory,
)

ALICE = ("alice", "alice-token-0123456789")
BOB = ("bob", "bob-token-abcdefghijkl")
QUESTION = "Tom has 3 apples. He buys 2 more apples. How many apples does Tom have?"


def evidence(case_id: str, token: str = "buys", sentence_index: int = 1, token_index: int = 1):
    return {
        "row": {
            "case_id": case_id,
            "dataset": "gsm8k/train",
            "question": QUESTION,
            "reason": "unknown_word",
            "family": "lexical",
            "organ": "story",
            "missing_operator": "lexicon_entry",
            "sentence_index": sentence_index,
            "sentence": "He buys 2 more apples.",
            "token_index": token_index,
            "token": token,
            "recognized": ["He"],
            "open_frame": None,
            "pattern": None,
        },
        "source": "math_audit",
        "sub_type": "lexical",
        "digest": f"{case_id:0>64}"[:64],
    }


def proposal(
    pid: str, change_kind: str = "vocabulary_addition", key: str = "buys"
) -> dict[str, Any]:
    return {
        "id": pid,
        "change_kind": change_kind,
        "claim_type": "lexical",
        "reason": "unknown_word",
        "missing_operator": "lexicon_entry",
        "key": key,
        "evidence": [evidence("1"), evidence("2", token="Tom", sentence_index=0, token_index=0)],
        "trace": {
            "observation": "2 refusals stop at 'buys'",
            "grouping": "grouped by reason",
            "hypothesis": "the word belongs to a category",
            "conclusion": "propose one row",
        },
        "wrong_zero": "Ratifying writes one row; the replay gate guards it.",
        "proposed_change": {
            "registry": "lexicon",
            "key_kind": "token",
            "key": key,
            "categories": ["drain_token", "noun", "unit"],
            "polarities": ["affirms"],
        },
    }


class FakeCorridor:
    """In-memory corridor with the real facade's JSON shapes (views, details, receipts, log
    entries, replay results). Deliberately not thread-safe (check, pause, then act), so only
    the workbench's write lock can make concurrent decisions come out as one."""

    def __init__(self, pause: float = 0.0) -> None:
        self.pause = pause
        self.props = {
            "P-0001": proposal("P-0001"),
            "P-0002": proposal("P-0002", key="more"),
            "P-0003": proposal("P-0003", change_kind="matcher_extension", key="each"),
        }
        self.state = dict.fromkeys(self.props, "pending")
        self.log: list[dict[str, Any]] = []
        self.calls: list[tuple[str, str]] = []
        self.registry: list[dict[str, Any]] = []

    def _get(self, pid: str) -> dict[str, Any]:
        if pid not in self.props:
            raise UnknownProposal(f"no proposal {pid!r} in the review log")
        return self.props[pid]

    def _append(self, kind: str, body: dict[str, Any]) -> dict[str, Any]:
        entry = {"seq": len(self.log), "prev": "0" * 64, "kind": kind, "body": body}
        entry["hash"] = f"{len(self.log):064x}"
        self.log.append(entry)
        return entry

    def list_proposals(self) -> list[dict[str, Any]]:
        out = []
        for pid, p in sorted(self.props.items()):
            view = {
                k: v
                for k, v in p.items()
                if k not in ("evidence", "trace", "wrong_zero", "proposed_change")
            }
            out.append({**view, "state": self.state[pid], "evidence_count": len(p["evidence"])})
        return out

    def get_proposal(self, pid: str) -> dict[str, Any]:
        decisions = [e["body"] for e in self.log if e["body"].get("proposal") == pid]
        return {
            **self._get(pid),
            "state": self.state[pid],
            "decisions": decisions,
            "last_replay": None,
        }

    def _check_open(self, pid: str) -> dict[str, Any]:
        p = self._get(pid)
        if self.state[pid] == "ratified":
            raise AlreadyRatified(f"{pid} is already ratified")
        if self.state[pid] == "rejected":
            raise AlreadyDecided(f"{pid} was rejected")
        return p

    def _receipt(
        self, pid: str, decision: str, reviewer: str, reason: str, **extra: Any
    ) -> dict[str, Any]:
        body = {
            "proposal": pid,
            "decision": decision,
            "reviewer": reviewer,
            "reason": reason,
            "claim": None,
            "row": None,
            "files": None,
            "replay": None,
            "recovered": False,
            **extra,
        }
        entry = self._append("decision", body)
        return {**body, "log_entry": entry["hash"]}

    def ratify(
        self,
        pid: str,
        *,
        reviewer: str,
        reason: str,
        category: str,
        polarity: str,
        value: str | None = None,
    ) -> dict[str, Any]:
        self.calls.append(("ratify", pid))
        p = self._check_open(pid)
        if p["change_kind"] == "matcher_extension":
            raise UnsupportedChangeKind("matcher_extension has no handler")
        if category not in p["proposed_change"]["categories"]:
            raise WrongCompositionCategory(f"{category!r} is not allowlisted")
        if polarity not in p["proposed_change"]["polarities"]:
            raise InvalidPolarity(f"polarity {polarity!r}")
        time.sleep(self.pause)
        self.state[pid] = "ratified"
        row = {"form": p["key"], "category": category, "value": value}
        self.registry.append(row)
        files = {
            "file": "lexicon/reviewed.jsonl",
            "registry_before": "a" * 64,
            "registry_after": "b" * 64,
            "manifest_before": "c" * 64,
            "manifest_after": "d" * 64,
        }
        return self._receipt(
            pid,
            "ratified",
            reviewer,
            reason,
            row={"file": "lexicon/reviewed.jsonl", "row": row},
            files=files,
            replay=self.replay(pid, category=category, polarity=polarity),
        )

    def _simple(self, decision: str, pid: str, reviewer: str, reason: str) -> dict[str, Any]:
        self.calls.append((decision, pid))
        self._check_open(pid)
        if self.state[pid] == decision:
            raise AlreadyDecided(f"{pid} is already {decision}")
        time.sleep(self.pause)
        self.state[pid] = decision
        return self._receipt(pid, decision, reviewer, reason)

    def reject(self, pid: str, *, reviewer: str, reason: str) -> dict[str, Any]:
        return self._simple("rejected", pid, reviewer, reason)

    def defer(self, pid: str, *, reviewer: str, reason: str) -> dict[str, Any]:
        return self._simple("deferred", pid, reviewer, reason)

    def replay(
        self, pid: str, *, category: str, polarity: str, value: str | None = None
    ) -> dict[str, Any]:
        self.calls.append(("replay", pid))
        self._get(pid)
        counts = {"total": 8, "correct": 5, "wrong": 0, "refused": 3}
        return {
            "ok": True,
            "before": {"gsm8k/train": counts},
            "after": {"gsm8k/train": {**counts, "correct": 6, "refused": 2}},
            "lanes_before": {"r1": 0},
            "lanes_after": {"r1": 0},
            "newly_correct": ["gsm8k/train:7"],
            "newly_wrong": [],
            "changed_correct": [],
            "other_changes": 0,
            "failures": [],
        }

    def read_log(self) -> list[dict[str, Any]]:
        return list(self.log)

    def verify_log(self) -> dict[str, Any]:
        return {"ok": True, "entries": len(self.log), "head": "0" * 64, "faults": []}


def auth(who: tuple[str, str] = ALICE) -> dict[str, str]:
    return {"Authorization": f"Bearer {who[1]}"}
