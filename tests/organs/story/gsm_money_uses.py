"""Use counts of the shopping constructions (gsm_money_shop) on the development data.

Not a test: a measuring script. ``.venv/bin/python tests/organs/story/gsm_money_uses.py``
prints, for each dev file, the story organ's correct / wrong answers whose reading uses a
row of ``gsm_money_shop_rows`` (or a story the module's guards changed), then each row's
use count in correct answers and in fully read stories.
"""

from __future__ import annotations

import json
import sys
from collections import Counter
from fractions import Fraction
from pathlib import Path

from mathcore.organs.base import OrganAnswer
from mathcore.organs.story.frames import _table
from mathcore.organs.story.gsm_money_shop_rows import SHOP_CLAUSES, SHOP_QUESTIONS
from mathcore.organs.story.model import StorySetup
from mathcore.organs.story.organ import ORGAN

REPO = Path(__file__).resolve().parents[3]
DATA = REPO.parent / "shared" / "data"
ROWS = frozenset(name for name, _, _ in (*_table(SHOP_CLAUSES), *_table(SHOP_QUESTIONS)))


def _rows(setup: StorySetup) -> set[str]:
    return {e.rule for e in setup.events if e.rule in ROWS} | (
        {setup.question.rule} if setup.question.rule in ROWS else set()
    )


def main() -> None:
    files = [DATA / "gsm8k" / "train.jsonl", *sorted((DATA / "mawps").glob("*.jsonl"))]
    used: Counter[str] = Counter()
    read: Counter[str] = Counter()
    for path in files:
        if not path.exists():
            continue
        right = wrong = 0
        for line in path.read_text().splitlines():
            row = json.loads(line)
            text = row.get("question") or row.get("text") or ""
            gold = str(row.get("answer", "")).split("####")[-1].strip().replace(",", "")
            setup = ORGAN.read(text)
            if not isinstance(setup, StorySetup):
                continue
            mine = _rows(setup)
            read.update(mine)
            out = ORGAN.solve(setup)
            if not mine or not isinstance(out, OrganAnswer):
                continue
            try:
                ok = Fraction(out.value) == Fraction(gold)
            except (ValueError, ZeroDivisionError):
                ok = False
            right += ok
            wrong += not ok
            if ok:
                used.update(mine)
        name = f"{path.parent.name}/{path.stem}"
        print(f"{name}: answers using these rows: {right} correct, {wrong} other")
    print("rows in correct answers:", sorted(used.items(), key=lambda kv: -kv[1]))
    print("rows in fully read stories:", sorted(read.items(), key=lambda kv: -kv[1]))


if __name__ == "__main__":
    sys.exit(main())
