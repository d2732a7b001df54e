"""Use counts of the pct7 constructions on the development data (a tool, not a test).

.venv/bin/python tests/organs/story/pct7_uses.py

For every file of ``../shared/data``: the problems the story organ answers through each pct7
construction, correct and wrong (must be 0): the rows (``pct7_given_discount_of``,
``pct7_given_discount``, ``pct7_cause``, ``pct7_pay_only``, ``pct7_pay_only_since``), a part
of a part (``nested``), ``the females`` (``sex_whole``) and money spent on a discounted kind
(``spent_on``), paid per one (``paid_per``), ``in this house`` (``this_place``), ``two
thirds`` (``plural_parts``, by the text); and the problems the question guard refuses
(``cross_asked``). Exit 1 on a wrong answer.
"""

from __future__ import annotations

import json
import re
import sys
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import Any

from mathcore.exact import parse_exact
from mathcore.organs.base import OrganAnswer, ReaderRefusal, SolverRefusal
from mathcore.organs.story import pct7
from mathcore.organs.story.organ import StoryOrgan

DATA = Path(__file__).resolve().parents[3].parent / "shared" / "data"
FILES = ("mawps/singleop", "mawps/addsub", "mawps/multiarith", "mawps/singleeq", "gsm8k/train")
fired: set[str] = set()


def _wrap(name: str, fn: Callable[..., Any], used: Callable[[Any, Any], bool]) -> Any:
    def inner(*args: Any) -> Any:
        out = fn(*args)
        if used(args, out):
            fired.add(name)
        return out

    return inner


pct7.part_as_whole = _wrap("nested", pct7.part_as_whole, lambda _a, out: bool(out))
pct7.sex_whole = _wrap("sex_whole", pct7.sex_whole, lambda a, out: out != a[0])
pct7.asks_spent_on = _wrap("spent_on", pct7.asks_spent_on, lambda _a, out: bool(out))
pct7.paid_per = _wrap("paid_per", pct7.paid_per, lambda a, out: out is not a[0])
pct7.this_place = _wrap(
    "this_place", pct7.this_place, lambda a, out: [t.word for t in out] != [t.word for t in a[0]]
)
_PLURAL = re.compile(
    r"\b(one|two|three|four|five|six|seven|eight|nine) (thirds|fourths|fifths"
    r"|sixths|eighths|tenths)\b",
    re.I,
)


def main() -> int:
    organ = StoryOrgan()
    bad = 0
    for name in FILES:
        right: Counter[str] = Counter()
        wrong: Counter[str] = Counter()
        guard = 0
        for i, line in enumerate((DATA / f"{name}.jsonl").read_text().splitlines()):
            row = json.loads(line)
            fired.clear()
            setup = organ.read(row["question"])
            if isinstance(setup, ReaderRefusal):
                continue
            out = organ.solve(setup)
            if isinstance(out, SolverRefusal):
                guard += out.detail == "a kind asked across a part of a part"
                continue
            used = fired | {e.rule for e in setup.events if e.rule.startswith("pct7_")}
            if _PLURAL.search(row["question"]):
                used.add("plural_parts")
            if not used or not isinstance(out, OrganAnswer):
                continue
            gold = parse_exact(row["answer"].split("####")[-1].strip().replace(",", ""))
            for u in used:
                (right if out.value == gold else wrong)[u] += 1
            print(f"  {name}-{i}: {sorted(used)} {'ok' if out.value == gold else 'WRONG'}")
        bad += sum(wrong.values())
        print(
            f"{name}: correct {dict(sorted(right.items()))} wrong {dict(sorted(wrong.items()))}"
            f" cross_asked refusals {guard}"
        )
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
