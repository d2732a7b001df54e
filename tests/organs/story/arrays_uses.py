"""Uses of the arrays rows (a tool, not a test): per development file, the texts whose words
show each construction and the organ's answers (correct / wrong) that read one of its rows.

.venv/bin/python tests/organs/story/arrays_uses.py
"""

from __future__ import annotations

import json
import re
from collections import Counter
from pathlib import Path

from mathcore.exact import parse_exact
from mathcore.organs.base import ReaderRefusal, SolverRefusal
from mathcore.organs.story.organ import StoryOrgan

DATA = Path(__file__).resolve().parents[3].parent / "shared" / "data"
FILES = ("mawps/singleop", "mawps/addsub", "mawps/multiarith", "mawps/singleeq", "gsm8k/train")
SHOWN = {
    "arr_there_in_each": re.compile(
        r"\bthere (?:is|are|was|were) \S+ [^.?!]*? with \S+ [^.?!]*? (?:in|on) each \w+", re.I
    ),
    "arr_*_that_each": re.compile(
        r"\b(?:that|which) each (?:have|has|had|hold|holds|held|contain|contains|contained)\b", re.I
    ),
    "arr_*_comma_each": re.compile(r", each with \S+", re.I),
    "arr_each_of_the": re.compile(
        r"\beach of the \S+ \w+ (?:have|has|had|hold|holds|held|contain|contains|contained)\b", re.I
    ),
    "arr_units_each*": re.compile(
        r"\b\w+s (?:each )?(?:have|hold|contain) \S+ \w+(?: each| apiece)?\b", re.I
    ),
}


def main() -> None:
    organ = StoryOrgan()
    for name in FILES:
        rows = [json.loads(x) for x in (DATA / f"{name}.jsonl").read_text().splitlines()]
        shown: Counter[str] = Counter()
        used: Counter[str] = Counter()
        for i, r in enumerate(rows):
            q = r["question"]
            for key, pat in SHOWN.items():
                if pat.search(q):
                    shown[key] += 1
            setup = organ.read(q)
            if isinstance(setup, ReaderRefusal):
                continue
            rules = {e.rule for e in setup.events if e.rule.startswith("arr_")}
            if not rules:
                continue
            out = organ.solve(setup)
            if isinstance(out, SolverRefusal):
                for rule in rules:
                    used[f"{rule} (read, refused)"] += 1
                continue
            gold = parse_exact(r["answer"].split("####")[-1].strip())
            ok = "correct" if out.value == gold else "WRONG"
            for rule in rules:
                used[f"{rule} ({ok})"] += 1
            print(f"  {name}-{i}: {sorted(rules)} {ok}")
        print(name, "shown:", dict(shown), "used:", dict(used))


if __name__ == "__main__":
    main()
