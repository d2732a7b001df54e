"""Use counts of the age rows (gsm_time_age*) on the development data (a tool, not a test).

.venv/bin/python tests/organs/story/gsm_time_uses.py

The story organ alone on every file of ../shared/data: the problems it answers whose reading
uses an age row (a clause row or question row of gsm_time_age / gsm_time_age_sum), correct
and wrong against the published label, then the use count of every age row in those
answers, and the ids of the answered problems.
"""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

from mathcore.exact import parse_exact
from mathcore.organs.base import OrganAnswer
from mathcore.organs.story.frames import CLAUSES, QUESTIONS
from mathcore.organs.story.gsm_time_age import AGE_CLAUSES, AGE_QUESTIONS
from mathcore.organs.story.model import StorySetup
from mathcore.organs.story.organ import ORGAN

DATA = Path(__file__).resolve().parents[3].parent / "shared" / "data"
FILES = ("gsm8k/train", "mawps/singleop", "mawps/addsub", "mawps/multiarith", "mawps/singleeq")


def _age_rows() -> set[str]:
    mine = {line.split(" | ")[0] for line in (AGE_CLAUSES + AGE_QUESTIONS).strip().splitlines()}
    return {r[0] for r in (*CLAUSES, *QUESTIONS)} & mine


def main() -> None:
    rows = _age_rows()
    uses: Counter[str] = Counter()
    for name in FILES:
        path = DATA / f"{name}.jsonl"
        if not path.exists():
            continue
        correct: list[str] = []
        wrong: list[str] = []
        for k, line in enumerate(path.read_text().splitlines()):
            row = json.loads(line)
            setup = ORGAN.read(row["question"])
            if not isinstance(setup, StorySetup):
                continue
            used = {e.rule for e in setup.events} | {setup.question.rule}
            if not used & rows:
                continue
            out = ORGAN.solve(setup)
            if not isinstance(out, OrganAnswer):
                continue
            gold = parse_exact(row["answer"].split("####")[-1].strip().replace(",", ""))
            pid = row.get("id") or f"{name.split('/')[0]}-{name.split('/')[1]}-{k:04d}"
            (correct if out.value == gold else wrong).append(pid)
            uses.update(used & rows)
        print(f"{name}: {len(correct)} correct, {len(wrong)} wrong with an age row")
        if correct:
            print("   ", " ".join(correct))
        if wrong:
            print("    WRONG:", " ".join(wrong))
    print("age rows used by answered problems:", sorted(uses.items(), key=lambda kv: -kv[1]))


if __name__ == "__main__":
    main()
