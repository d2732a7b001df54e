"""Use counts of the pct4 constructions on the development data (a tool, not a test).

.venv/bin/python tests/organs/story/pct4_uses.py

For every file of ``../shared/data``: the problems the story organ answers through each pct4
row (``pct4_tax_is``, ``pct4_tip``) or the question tail (``after_tail``: ``after the
discount``, ``after tax``, ``including the sales tax``, ``with the discount``), correct and
wrong (must be 0); and how many problems each of the two adjustment guards refuses
(``part_or_place``: ``a 20% discount on the shirts``; ``money_beside``: money moved beside
the prices).
"""

from __future__ import annotations

import json
import re
from collections import Counter
from pathlib import Path

from mathcore.exact import parse_exact
from mathcore.organs.base import OrganAnswer, ReaderRefusal, SolverRefusal
from mathcore.organs.story.organ import StoryOrgan

DATA = Path(__file__).resolve().parents[3].parent / "shared" / "data"
FILES = ("mawps/singleop", "mawps/addsub", "mawps/multiarith", "mawps/singleeq", "gsm8k/train")
_SORT = r"(discount|tax|taxes|tip)"
TAIL = re.compile(r"\b(after|including|with) (the )?(sales )?" + _SORT + r"\s*\?\s*$", re.I)
GUARDS = {
    "a percentage on a place or part of what is paid": "part_or_place",
    "money moved beside the prices an adjustment is on": "money_beside",
}


def main() -> None:
    organ = StoryOrgan()
    for name in FILES:
        right: Counter[str] = Counter()
        wrong: Counter[str] = Counter()
        guards: Counter[str] = Counter()
        for line in (DATA / f"{name}.jsonl").read_text().splitlines():
            row = json.loads(line)
            setup = organ.read(row["question"])
            if isinstance(setup, ReaderRefusal):
                if setup.detail in GUARDS:
                    guards[GUARDS[setup.detail]] += 1
                continue
            out = organ.solve(setup)
            if isinstance(out, SolverRefusal) and out.detail in GUARDS:
                guards[GUARDS[out.detail]] += 1
            used = {e.rule for e in setup.events if e.rule.startswith("pct4_")}
            if TAIL.search(row["question"]) and any(e.op == "adjust" for e in setup.events):
                used.add("after_tail")
            if not used or not isinstance(out, OrganAnswer):
                continue
            gold = parse_exact(row["answer"].split("####")[-1].strip().replace(",", ""))
            for u in used:
                (right if out.value == gold else wrong)[u] += 1
        print(
            f"{name}: correct {dict(sorted(right.items()))} wrong {dict(sorted(wrong.items()))}"
            f" guards {dict(sorted(guards.items()))}"
        )


if __name__ == "__main__":
    main()
