"""Conformance with the original's R3 gold, read in place from ../shared/conformance."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from mathcore.organs.base import OrganAnswer, ReaderRefusal, SolverRefusal
from mathcore.organs.rate.organ import ORGAN

REPO = Path(__file__).resolve().parents[3]
FILE = REPO.parent / "shared" / "conformance" / "rate_gold.jsonl"
ROWS = (
    [json.loads(x) for x in FILE.read_text(encoding="utf-8").splitlines() if x.strip()]
    if FILE.exists()
    else []
)
pytestmark = pytest.mark.skipif(not ROWS, reason="shared conformance files absent")


def _outcome(text: str) -> tuple[str, object]:
    setup = ORGAN.read(text)
    if isinstance(setup, ReaderRefusal):
        return "reader_refuses", setup.reason
    out = ORGAN.solve(setup)
    if isinstance(out, SolverRefusal):
        return "solver_refuses", out.reason
    assert isinstance(out, OrganAnswer)
    return "solved", out.value


@pytest.mark.parametrize("row", ROWS, ids=[str(r["id"]) for r in ROWS])
def test_every_answer_given_every_refusal_matching(row: dict[str, object]) -> None:
    kind, value = _outcome(str(row["text"]))
    assert kind == row["expect"]
    expected = {
        "solved": row.get("gold"),
        "solver_refuses": row.get("solver_reason"),
        "reader_refuses": row.get("reader_reason"),
    }[kind]
    assert value == expected


def test_answer_lane_matches_the_original() -> None:
    kinds = [_outcome(str(r["text"]))[0] for r in ROWS]
    assert (kinds.count("solved"), 0, len(kinds) - kinds.count("solved")) == (7, 0, 6)
