"""Conformance with the original's R2 gold, read in place from ../shared/conformance.

Every answer it gave is given, every solver refusal and reader refusal matches its reason,
and each setup we read equals the original's gold setup.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from mathcore.organs.base import OrganAnswer, ReaderRefusal, SolverRefusal
from mathcore.organs.linear_system.model import LinearSetup
from mathcore.organs.linear_system.organ import ORGAN

FILE = Path(__file__).resolve().parents[3].parent / "shared" / "conformance" / "r2_gold.jsonl"


def _rows() -> list[dict[str, Any]]:
    if not FILE.exists():
        return []
    return [json.loads(x) for x in FILE.read_text(encoding="utf-8").splitlines() if x.strip()]


ROWS = _rows()
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
def test_outcome_matches_the_original(row: dict[str, Any]) -> None:
    kind, value = _outcome(row["text"])
    assert kind == row["expect"]
    want = {
        "solved": row.get("gold"),
        "solver_refuses": row.get("solver_reason"),
        "reader_refuses": row.get("reader_reason"),
    }[kind]
    assert value == want


@pytest.mark.parametrize("row", [r for r in ROWS if r.get("unknowns")], ids=lambda r: str(r["id"]))
def test_setup_matches_the_original_model(row: dict[str, Any]) -> None:
    setup = ORGAN.read(row["text"])
    assert isinstance(setup, LinearSetup)
    coeffs = {f["category"]: f["value"] for f in row["facts"]}
    assert {c.symbol: c.coefficient for c in setup.categories} == coeffs
    assert {u["unit"] for u in row["unknowns"]} == {setup.count_unit}
    assert {f["measured_unit"] for f in row["facts"]} == {setup.measured_unit}
    count, weighted = row["constraints"]
    assert setup.total_count == count["rhs"] and setup.weighted_total == weighted["rhs"]
    assert setup.query.replace(" ", "_") == row["query"]["symbol"]


def test_reader_lane_numbers_against_the_original() -> None:
    counts = {"setup_correct": 0, "setup_wrong": 0, "refused": 0, "correct_refusals": 0}
    for row in ROWS:
        setup = ORGAN.read(row["text"])
        if isinstance(setup, ReaderRefusal):
            counts["refused"] += 1
            counts["correct_refusals"] += setup.reason == row.get("reader_reason")
        elif row["expect"] == "reader_refuses":
            counts["setup_wrong"] += 1
        else:
            counts["setup_correct"] += 1
    # The original: reader 10 / 0 / 0 plus 3 correct refusals.
    assert counts == {"setup_correct": 10, "setup_wrong": 0, "refused": 3, "correct_refusals": 3}
