"""Non-whole answers of an eval report, by unit (not a test; docs/story_risks8.md).

Reads ``DIR/report.json`` written by ``mathcore eval ... --report DIR`` and prints every answered
record whose answer is not a whole number, counted by the answer's unit, and whether the unit is a
measure of the pack (``unit``), money, a fraction asked, or a count of things (anything else: the
``risks8.counted_unit`` question is whether any of these exist).

    .venv/bin/python tests/organs/story/risks8_fractions.py /tmp/report_dir
"""

from __future__ import annotations

import json
import sys
from collections import Counter
from fractions import Fraction
from pathlib import Path

from mathcore.packs.loader import current_pack


def _what(unit: str) -> str:
    head = unit.split()[-1] if unit else ""
    if head in ("dollars", "dollar", "percent"):
        return "money or percent"
    if head == "fraction":
        return "fraction asked"
    if current_pack().value(head, "unit") is not None:
        return "measure"
    return "count of things"


def main(report_dir: str) -> None:
    records = json.loads((Path(report_dir) / "report.json").read_text())["records"]
    answered = [r for r in records if r["outcome"] in ("correct", "adjudicated", "wrong")]
    odd = [r for r in answered if Fraction(r["answer"]).denominator != 1]
    units = Counter((_what(r["unit"]), r["unit"], r["outcome"]) for r in odd)
    print(f"{len(answered)} answered, {len(odd)} not whole")
    for (what, unit, outcome), n in sorted(units.items()):
        print(f"{n:4d}  {what:18s} {unit:34s} {outcome}")
    kinds = Counter(_what(r["unit"]) for r in odd)
    print("by kind:", ", ".join(f"{k} {v}" for k, v in sorted(kinds.items())))
    serving = current_pack().words("serving_unit")
    served = [r for r in answered if set(r["unit"].split()) & serving]
    print(f"answered in a serving unit ({', '.join(sorted(serving))}): {len(served)}")
    for r in served:
        print(f"      {r['id']:22s} {r['unit']:20s} {r['answer']:>6s} {r['outcome']}")


if __name__ == "__main__":
    main(sys.argv[1])
