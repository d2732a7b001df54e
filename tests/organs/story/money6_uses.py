"""Use counts of the money6 rows (gsm_money6): per development file, the problems the story
organ answers through a ``m6_`` row, correct or wrong against the file's gold.

Run: ``.venv/bin/python tests/organs/story/money6_uses.py`` (``--ab on`` / ``--ab off``: the
story organ's read-and-solve rate over GSM8K train, CPU time, with the money6 rows and
expansion on or switched off before the frame table is built; run each in its own process)
"""

from __future__ import annotations

import json
import sys
import time
from collections import Counter
from pathlib import Path

from mathcore.exact import parse_exact
from mathcore.organs.base import ReaderRefusal, SolverRefusal
from mathcore.organs.story.organ import StoryOrgan

DATA = Path(__file__).resolve().parents[3].parent / "shared" / "data"


def _gold(row: dict[str, str]) -> object:
    raw = str(row.get("answer", row.get("gold", "")))
    return parse_exact(raw.split("####")[-1].strip().replace(",", ""))


def ab(mode: str) -> None:
    """The organ's rate over GSM8K train with money6 ``on`` or ``off`` (its own process)."""
    if mode == "off":
        import mathcore.organs.story.gsm_money6 as m6

        m6.MONEY6_CLAUSES = m6.MONEY6_QUESTIONS = ""
        m6.expand_change = lambda s: (s, [])  # type: ignore[assignment]
    org = StoryOrgan()
    texts = [
        str(json.loads(x)["question"])
        for x in (DATA / "gsm8k" / "train.jsonl").read_text().splitlines()
    ]
    for t in texts[:500]:
        org.read(t)
    start = time.process_time()
    for t in texts:
        setup = org.read(t)
        if not isinstance(setup, ReaderRefusal):
            org.solve(setup)
    rate = len(texts) / (time.process_time() - start)
    print(f"money6 {mode}: {rate:,.0f} problems/s CPU (story organ alone, GSM8K train)")


def main() -> None:
    org = StoryOrgan()
    files = [DATA / "gsm8k" / "train.jsonl", *sorted((DATA / "mawps").glob("*.jsonl"))]
    for path in files:
        if not path.exists():
            continue
        uses: Counter[str] = Counter()
        right = wrong = 0
        for n, line in enumerate(path.read_text().splitlines()):
            row = json.loads(line)
            setup = org.read(str(row.get("question", row.get("text", ""))))
            if isinstance(setup, ReaderRefusal):
                continue
            rules = {e.rule for e in setup.events} | {setup.question.rule}
            mine = sorted(r for r in rules if r.startswith("m6_"))
            if not mine:
                continue
            ans = org.solve(setup)
            if isinstance(ans, SolverRefusal):
                continue
            ok = ans.value == _gold(row)
            right, wrong = right + ok, wrong + (not ok)
            uses.update(mine)
            print(f"  {path.stem} {n} {'correct' if ok else 'WRONG'} {' '.join(mine)}")
        print(f"{path.parent.name}/{path.stem}: correct {right} wrong {wrong} rows {dict(uses)}")


if __name__ == "__main__":
    if len(sys.argv) == 3 and sys.argv[1] == "--ab":
        ab(sys.argv[2])
    else:
        main()
