"""Public result values: ``Solved`` and ``Refused``, their steps, attempts and findings.

These are the only things ``mathcore.solve`` returns. ``to_record`` turns one into the
JSON result record of the interface contract (``shared/spec/interfaces.md`` section 3).
"""

from __future__ import annotations

import builtins
from dataclasses import dataclass
from typing import Any

from mathcore.exact import Number, canonical
from mathcore.fastinit import fast_init


@dataclass(frozen=True, slots=True)
class Step:
    """One derivation step: ``operation(operands) = result``, with where it came from."""

    operation: str
    operands: tuple[Number, ...]
    result: Number
    note: str = ""
    source: str = ""

    def to_json(self) -> dict[str, Any]:
        row: dict[str, Any] = {
            "operation": self.operation,
            "operands": [canonical(x) for x in self.operands],
            "result": canonical(self.result),
        }
        if self.note:
            row["note"] = self.note
        if self.source:
            row["source"] = self.source
        return row


fast_init(Step)  # built for every derivation step


@dataclass(frozen=True, slots=True)
class Blocking:
    """Where a reading stopped: the teaching corridor's raw material."""

    sentence_index: int
    sentence: str
    token_index: int
    token: str
    missing_operator: str
    recognized: tuple[str, ...] = ()
    open_frame: str | None = None

    def to_json(self) -> dict[str, Any]:
        return {
            "sentence_index": self.sentence_index,
            "sentence": self.sentence,
            "token_index": self.token_index,
            "token": self.token,
            "missing_operator": self.missing_operator,
            "recognized": list(self.recognized),
            "open_frame": self.open_frame,
        }


fast_init(Blocking)


@dataclass(frozen=True, slots=True)
class Attempt:
    """One organ's reading of a problem, as the router recorded it."""

    organ: str
    outcome: str  # "setup_correct" | "setup_refused"
    reason: str | None  # namespaced reason when refused
    family: str | None
    signature: str | None  # canonical setup signature when read

    def to_json(self) -> dict[str, Any]:
        return {
            "organ": self.organ,
            "outcome": self.outcome,
            "reason": self.reason,
            "family": self.family,
            "signature": self.signature,
        }


fast_init(Attempt)  # one per organ that read or refused a text


@dataclass(frozen=True, slots=True)
class Finding:
    """One recorded stage of contemplation (route, classify, solve, verify, terminal)."""

    stage: str
    detail: str

    def to_json(self) -> dict[str, str]:
        return {"stage": self.stage, "detail": self.detail}


fast_init(Finding)  # several per solve


@dataclass(frozen=True, slots=True)
class Solved:
    """A proved answer: exact value, unit, the organ, its typed setup and the derivation."""

    answer: Number
    unit: str | None
    organ: str
    setup: builtins.object  # (spelled so: mypyc 2.4.1 looks a bare ``object`` up in this module)
    derivation: tuple[Step, ...]
    terminal: str = "SOLVED_VERIFIED"
    attempts: tuple[Attempt, ...] = ()
    findings: tuple[Finding, ...] = ()

    @property
    def status(self) -> str:
        return "solved"


fast_init(Solved)


@dataclass(frozen=True, slots=True)
class Refused:
    """A typed refusal: closed-taxonomy reason, its failure family and the owning organ."""

    reason: str
    family: str
    organ: str
    terminal: str
    detail: str = ""
    question: str | None = None
    blocking: Blocking | None = None
    attempts: tuple[Attempt, ...] = ()
    findings: tuple[Finding, ...] = ()
    proposal_id: str | None = None

    @property
    def status(self) -> str:
        return "refused"


fast_init(Refused)  # most solves end in one


Result = Solved | Refused


def to_record(result: Result, case_id: object = None) -> dict[str, Any]:
    """The interface-contract record of one result (keys in the documented order)."""
    if isinstance(result, Solved):
        return {
            "id": case_id,
            "status": "solved",
            "answer": canonical(result.answer),
            "unit": result.unit,
            "terminal": result.terminal,
            "organ": result.organ,
            "reason": None,
            "family": None,
            "question": None,
            "derivation": [s.to_json() for s in result.derivation],
        }
    record: dict[str, Any] = {
        "id": case_id,
        "status": "refused",
        "terminal": result.terminal,
        "organ": result.organ,
        "reason": result.reason,
        "family": result.family,
        "question": result.question,
    }
    if result.detail:
        record["detail"] = result.detail
    if result.blocking is not None:
        record["blocking"] = result.blocking.to_json()
    if result.proposal_id is not None:
        record["proposal_id"] = result.proposal_id
    return record
