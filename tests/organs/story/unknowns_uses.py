"""Use counts of the unknowns constructions (unknowns_*) on the development data (a tool).

.venv/bin/python tests/organs/story/unknowns_uses.py

The story organ alone on every file of ../shared/data: per row of the unknowns modules, how
many of the organ's answers use it, correct and wrong against the published label, with ids;
and how many texts are refused with a reason raised by these modules' solvers.
"""

from __future__ import annotations

import json
from collections import defaultdict
from itertools import pairwise
from pathlib import Path

from mathcore.exact import parse_exact
from mathcore.organs.base import OrganAnswer
from mathcore.organs.story import unknowns_ages, unknowns_start, unknowns_total
from mathcore.organs.story.model import StorySetup
from mathcore.organs.story.organ import ORGAN

DATA = Path(__file__).resolve().parents[3].parent / "shared" / "data"
FILES = ("gsm8k/train", "mawps/singleop", "mawps/addsub", "mawps/multiarith", "mawps/singleeq")
TABLES = (
    unknowns_total.HOLD_TOTAL_ROWS,
    unknowns_ages.AGE_SUM_MORE_ROWS,
    unknowns_start.START_ROWS,
)
ROWS = {line.split(" | ")[0] for t in TABLES for line in t.strip().splitlines()}


def _uses(setup: StorySetup, out: object = None) -> set[str]:
    rules = {e.rule for e in setup.events} | {setup.question.rule}
    used = rules & ROWS
    ev = setup.events
    if ev and ev[0].rule == "has_some" and ev[0].kind.head == "dollar":
        used.add("some_money_start")
    for prev, e in pairwise(ev):
        parted = prev.op in ("lose_frac", "give_frac") and e.op in ("lose", "give")
        if parted and not e.rule.startswith("gsm_pct") and e.source[:3] == prev.source[:3]:
            used.add("part_then_count")
    notes = [s.note for s in getattr(out, "steps", ())]
    if any(n.endswith("(told last)") for n in notes):
        used.add("start_chain")
    if any(n.startswith("the ") and " x: " in n and "(told" not in n for n in notes):
        used.add("kinds_equation")
    return used


def main() -> None:
    for name in FILES:
        path = DATA / f"{name}.jsonl"
        if not path.exists():
            continue
        uses: dict[str, list[str]] = defaultdict(list)
        read_only: dict[str, list[str]] = defaultdict(list)
        wrong: list[str] = []
        for k, line in enumerate(path.read_text().splitlines()):
            row = json.loads(line)
            gold = str(row["answer"]).split("####")[-1].strip().replace(",", "")
            pid = row.get("id") or f"{name.split('/')[-1]}-{k:04d}"
            setup = ORGAN.read(row["question"])
            if not isinstance(setup, StorySetup):
                continue
            out = ORGAN.solve(setup)
            used = _uses(setup, out)
            if not isinstance(out, OrganAnswer):
                for u in used:
                    read_only[u].append(f"{pid}:{out.reason}")
                continue
            for u in used:
                uses[u].append(pid)
            if used and parse_exact(gold) != out.value:
                wrong.append(pid)
        answered = {p for ids in uses.values() for p in ids}
        print(f"{name}: {len(answered)} answered through an unknowns row, {len(wrong)} wrong")
        for u, ids in sorted(uses.items()):
            print(f"  {u}: {len(ids)} answered  {ids[:12]}")
        for u, ids in sorted(read_only.items()):
            print(f"  {u}: {len(ids)} read, refused by the solver  {ids[:8]}")
        if wrong:
            print(f"  WRONG: {wrong}")


if __name__ == "__main__":
    main()
