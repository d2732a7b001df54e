# ruff: noqa: E501
"""Uses of the arrays rows (a tool, not a test): per development file, the texts whose words
show each construction and the organ's answers (correct / wrong) that read one of its rows.

.venv/bin/python tests/organs/story/arrays_uses.py
"""

from __future__ import annotations

import json
import re
from collections import Counter
from pathlib import Path
from typing import Any

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
        r"\b\w+s (?:have|hold|contain) \S+ \w+ (?:each|apiece)\b|\b\w+s each (?:have|hold|contain)\b",
        re.I,
    ),
    "package+pack": re.compile(
        r"\bpackages?\b(?=.*\bpacks?\b)|\bpacks?\b(?=.*\bpackages?\b)", re.I | re.S
    ),
}


def in_units_answers(organ: StoryOrgan, setup: Any) -> bool:
    """Whether the answer is ``in_units``'s: the state answer it wraps refuses the setup."""
    from mathcore.organs.story import answers

    wrapped = answers.ASKS["state"]
    cells = getattr(wrapped, "__closure__", None) or ()
    answers.ASKS["state"] = next(c.cell_contents for c in cells if callable(c.cell_contents))
    try:
        plain = organ.solve(setup)
    finally:
        answers.ASKS["state"] = wrapped
    return isinstance(plain, SolverRefusal) and not isinstance(organ.solve(setup), SolverRefusal)


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
            if setup.question.ask == "state" and in_units_answers(organ, setup):
                rules.add("in_units")
            if SHOWN["package+pack"].search(q) and any(
                e.op == "each" and e.other_kind is not None and e.other_kind.head == "pack"
                for e in setup.events
            ):
                rules.add("package=pack")
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
