"""Lane numbers of the rate organs on the original system's gold files, read in place.

``python -m mathcore.organs.rates.conformance [SHARED_DIR]`` prints, for the original's
combined-rate and single-rate gold (``../shared/conformance`` beside the repository by
default): gold validity under our rulers, the reader lane (setup correct / wrong / refused)
and the answer lane (solved / wrong / refused) of the v1 organs, and the answer lane of the
v2 organs. Nothing is copied into the project.
"""

from __future__ import annotations

import json
import sys
from fractions import Fraction
from pathlib import Path
from typing import Any

from mathcore.exact import Number
from mathcore.organs.base import OrganAnswer, ReaderRefusal
from mathcore.organs.combined_rate import ruler as cmb_ruler
from mathcore.organs.combined_rate.model import CombinedRateProblem
from mathcore.organs.combined_rate.organ import ORGAN as CMB
from mathcore.organs.combined_rate.organ import ORGAN_V2 as CMB_V2
from mathcore.organs.rate import ruler as r3_ruler
from mathcore.organs.rate.model import RateProblem
from mathcore.organs.rate.organ import ORGAN as R3
from mathcore.organs.rate.organ import ORGAN_V2 as R3_V2
from mathcore.organs.rates.units import RateUnit
from mathcore.organs.ruler import Fixture

DEFAULT = Path(__file__).resolve().parents[4].parent / "shared" / "conformance"


def _rows(path: Path) -> list[dict[str, Any]]:
    return [json.loads(x) for x in path.read_text(encoding="utf-8").splitlines() if x.strip()]


def _unit(row: dict[str, Any]) -> RateUnit:
    return RateUnit(row["rate_unit"]["numerator"], row["rate_unit"]["denominator"])


def cmb_fixture(row: dict[str, Any]) -> Fixture:
    setup = None
    if row["expect"] != "reader_refuses":
        setup = CombinedRateProblem(
            _unit(row),
            row["rate_a"],
            row["rate_b"],
            row["combine_mode"],
            row["query"],
            time=row.get("time"),
            quantity=row.get("quantity"),
        )
    reason = row.get("solver_reason") or row.get("reader_reason")
    return Fixture(row["id"], row["text"], row["expect"], row.get("gold"), reason, setup)


def r3_fixture(row: dict[str, Any]) -> Fixture:
    setup = None
    if row["expect"] != "reader_refuses":
        setup = RateProblem(
            _unit(row),
            row["query"],
            row["time_unit"],
            rate=row.get("rate"),
            time=row.get("time"),
            quantity=row.get("quantity"),
        )
    reason = row.get("solver_reason") or row.get("reader_reason")
    return Fixture(row["id"], row["text"], row["expect"], row.get("gold"), reason, setup)


def reader_lane(organ: Any, fixtures: list[Fixture]) -> tuple[int, int, int]:
    correct = wrong = refused = 0
    for fx in fixtures:
        out = organ.read(fx.text)
        if isinstance(out, ReaderRefusal):
            if fx.expect == "reader_refuses" and out.reason == fx.reason:
                refused += 1
            else:
                wrong += 1
        elif fx.setup is not None and organ.signature(out) == organ.signature(fx.setup):
            correct += 1
        else:
            wrong += 1
    return correct, wrong, refused


def answer_lane(
    organs: tuple[Any, ...], fixtures: list[Fixture], gold: dict[str, Number]
) -> tuple[int, int, int]:
    """Solved right / wrong / refused, with ``gold`` the expected answers."""
    solved = wrong = refused = 0
    for fx in fixtures:
        value = None
        for organ in organs:
            setup = organ.read(fx.text)
            if not isinstance(setup, ReaderRefusal):
                out = organ.solve(setup)
                value = out.value if isinstance(out, OrganAnswer) else None
                break
        if value is None:
            refused += 1
        elif gold.get(fx.id) == value:
            solved += 1
        else:
            wrong += 1
    return solved, wrong, refused


#: Our answers to the fixtures the v2 organs grow (see docs/rate_organs.md).
V2_ANSWERS: dict[str, Number] = {
    "cmb-12-three-rates": 18,
    "cmb-13-reciprocal-work-rate": 2,
    "cmb-14-clock-interval": 1440,
    "cmb-15-not-combined-shaped": 180,
    "cmb-16-single-agent-attribution": 15,
    "r3-07-non-integer-rate": Fraction(100, 3),
    "r3-08-non-integer-time": Fraction(25, 6),
    "r3-11-combined-rates": 240,
    "r3-12-temporal-state": 180,
}


def report(shared: Path) -> list[str]:
    cmb = [cmb_fixture(r) for r in _rows(shared / "combined_rate_gold.jsonl")]
    r3 = [r3_fixture(r) for r in _rows(shared / "rate_gold.jsonl")]
    lines = []
    for name, fxs, validate, organ in (
        ("combined-rate", cmb, cmb_ruler.validate_fixture, CMB),
        ("rate", r3, r3_ruler.validate_fixture, R3),
    ):
        valid = sum(not validate(fx) for fx in fxs)
        gold = {fx.id: fx.gold for fx in fxs if fx.expect == "solved" and fx.gold is not None}
        lines.append(f"{name} gold {valid}/{len(fxs)}")
        lines.append("{} reader {}/{}/{}".format(name, *reader_lane(organ, fxs)))
        lines.append("{} answers {}/{}/{}".format(name, *answer_lane((organ,), fxs, gold)))
    both = cmb + r3
    gold_v2: dict[str, Number] = {
        fx.id: fx.gold for fx in both if fx.expect == "solved" and fx.gold is not None
    }
    gold_v2.update(V2_ANSWERS)
    lines.append("v2 pair answers {}/{}/{}".format(*answer_lane((CMB_V2, R3_V2), both, gold_v2)))
    return lines


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    shared = Path(args[0]) if args else DEFAULT
    if not (shared / "combined_rate_gold.jsonl").exists():
        print(f"no conformance files under {shared}")
        return 2
    for line in report(shared):
        print(line)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
