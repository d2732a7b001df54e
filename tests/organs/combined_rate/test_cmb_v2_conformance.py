"""The v2 conformance change (issue 9), read in place from ../shared/conformance: through the
v2 organ pair (combined_rate_v2, rate_v2) cmb-12/13/14/16 and r3-07/08/11/12 are answered
correctly; every other fixture keeps its v1 outcome."""

from __future__ import annotations

import json
from fractions import Fraction
from pathlib import Path

import pytest

from mathcore.organs.base import OrganAnswer, ReaderRefusal, SolverRefusal
from mathcore.organs.combined_rate.organ import ORGAN_V2 as CMB_V2
from mathcore.organs.rate.organ import ORGAN_V2 as RATE_V2

SHARED = Path(__file__).resolve().parents[3].parent / "shared" / "conformance"
FILES = ("combined_rate_gold.jsonl", "rate_gold.jsonl")
ROWS = [
    json.loads(x)
    for f in FILES
    if (SHARED / f).exists()
    for x in (SHARED / f).read_text(encoding="utf-8").splitlines()
    if x.strip()
]
pytestmark = pytest.mark.skipif(not ROWS, reason="shared conformance files absent")

#: Our own answers to the fixtures v2 grows (worked by hand).
GROWN = {
    "cmb-12-three-rates": 18,  # (3 + 2 + 4) x 2
    "cmb-13-reciprocal-work-rate": 2,  # 1 / (1/3 + 1/6)
    "cmb-14-clock-interval": 1440,  # (5 + 3) x 180 minutes
    "cmb-16-single-agent-attribution": 15,  # Alice alone: 5 x 3
    "r3-07-non-integer-rate": Fraction(100, 3),
    "r3-08-non-integer-time": Fraction(25, 6),
    "r3-11-combined-rates": 240,  # 60 x 2 + 40 x 3
    "r3-12-temporal-state": 180,  # 60 x 3 (2 pm to 5 pm)
}


def route(text: str) -> tuple[str, object]:
    """The v2 pair as ``solve()`` should see it: exactly one reading, or all refused."""
    readings = [(o, o.read(text)) for o in (CMB_V2, RATE_V2)]
    read = [(o, s) for o, s in readings if not isinstance(s, ReaderRefusal)]
    if not read:
        return "reader_refuses", {s.reason for _, s in readings if isinstance(s, ReaderRefusal)}
    assert len(read) == 1, f"two organs read {text!r}"
    organ, setup = read[0]
    out = organ.solve(setup)
    if isinstance(out, SolverRefusal):
        return "solver_refuses", out.reason
    assert isinstance(out, OrganAnswer)
    return "solved", out.value


@pytest.mark.parametrize("row", ROWS, ids=[str(r["id"]) for r in ROWS])
def test_v2_outcome(row: dict[str, object]) -> None:
    kind, value = route(str(row["text"]))
    rid = str(row["id"])
    if rid in GROWN:
        assert (kind, value) == ("solved", GROWN[rid])
    elif row["expect"] == "solved":
        assert (kind, value) == ("solved", row["gold"])
    elif row["expect"] == "solver_refuses":
        assert (kind, value) == ("solver_refuses", row["solver_reason"])
    elif rid == "cmb-15-not-combined-shaped":
        assert (kind, value) == ("solved", 180)  # R4 steps aside; R3 answers (ledger section 7)
    else:
        assert kind == "reader_refuses"
        assert row["reader_reason"] in value  # type: ignore[operator]


def test_every_grown_fixture_exists() -> None:
    assert GROWN.keys() <= {str(r["id"]) for r in ROWS}


@pytest.mark.parametrize("row", ROWS, ids=[str(r["id"]) for r in ROWS])
def test_v2_outcome_through_solve(row: dict[str, object]) -> None:
    """The same expectations through the public ``mathcore.solve`` (the registered organs)."""
    from mathcore import Refused, Solved, solve

    out = solve(str(row["text"]))
    rid = str(row["id"])
    expected = GROWN.get(rid, 180 if rid == "cmb-15-not-combined-shaped" else row.get("gold"))
    if rid in GROWN or row["expect"] == "solved" or rid == "cmb-15-not-combined-shaped":
        assert isinstance(out, Solved), out
        assert out.answer == expected
    else:
        assert isinstance(out, Refused), out
        bare = row.get("solver_reason") or row.get("reader_reason")
        assert str(out.reason).endswith(str(bare)), (out.reason, bare)


def test_conformance_command_prints_the_lane_numbers() -> None:
    import subprocess
    import sys

    out = subprocess.run(
        [sys.executable, "-m", "mathcore.organs.rates.conformance", str(SHARED)],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert out.returncode == 0, out.stderr
    assert out.stdout.splitlines() == [
        "combined-rate gold 19/19",
        "combined-rate reader 11/0/8",
        "combined-rate answers 6/0/13",
        "rate gold 13/13",
        "rate reader 9/0/4",
        "rate answers 7/0/6",
        "v2 pair answers 22/0/10",
    ]
