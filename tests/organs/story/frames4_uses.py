"""Use counts of the frames4 constructions on the development data (a tool, not a test).

.venv/bin/python tests/organs/story/frames4_uses.py

For every file of ``../shared/data``: the problems the story organ answers correctly through
each frames4 row (``f4_*``, clause or question) or expansion (``expand_todo``: a pile told
``to <verb>``; ``units_sum``: several sizes summed), and the wrong answers among those (must
be 0).
"""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

from mathcore.exact import parse_exact
from mathcore.organs.base import OrganAnswer, ReaderRefusal
from mathcore.organs.story.frames4 import expand_todo
from mathcore.organs.story.model import StorySetup
from mathcore.organs.story.organ import StoryOrgan

DATA = Path(__file__).resolve().parents[3].parent / "shared" / "data"
FILES = ("mawps/singleop", "mawps/addsub", "mawps/multiarith", "mawps/singleeq", "gsm8k/train")


def _uses(setup: StorySetup) -> set[str]:
    rules = {e.rule for e in setup.events} | {setup.question.rule}
    used = {r for r in rules if r.startswith("f4_")}
    if expand_todo(setup)[0] is not setup:
        used.add("expand_todo")
    sizes = [e for e in setup.events if e.rule == "f4_come_in"]
    if len(sizes) > 1:
        used.add("units_sum")
    return used


def main() -> None:
    organ = StoryOrgan()
    for name in FILES:
        right: Counter[str] = Counter()
        wrong: Counter[str] = Counter()
        for line in (DATA / f"{name}.jsonl").read_text().splitlines():
            row = json.loads(line)
            setup = organ.read(row["question"])
            if isinstance(setup, ReaderRefusal):
                continue
            used = _uses(setup)
            if not used:
                continue
            out = organ.solve(setup)
            if not isinstance(out, OrganAnswer):
                continue
            gold = parse_exact(row["answer"].split("####")[-1].strip().replace(",", ""))
            for u in used:
                (right if out.value == gold else wrong)[u] += 1
        print(f"{name}: correct {dict(sorted(right.items()))} wrong {dict(sorted(wrong.items()))}")


if __name__ == "__main__":
    main()
