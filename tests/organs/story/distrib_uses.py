"""Uses of the distribution constructions (``distrib``, ``distrib_cat``) on ../shared/data (a
tool, not a test): the story organ alone per file with the rows and without them (the same
tree, in two processes), the problems that changed, and the uses of each row in answered
problems.

.venv/bin/python tests/organs/story/distrib_uses.py
"""

from __future__ import annotations

import json
import subprocess
import sys
from collections import Counter
from pathlib import Path

DATA = Path(__file__).resolve().parents[3].parent / "shared" / "data"
FILES = ("mawps/singleop", "mawps/addsub", "mawps/multiarith", "mawps/singleeq", "gsm8k/train")


def _outcomes(off: bool) -> dict[str, str]:
    """Each problem's outcome: ``C|rows`` (correct, the rows that read it), ``W``, ``R``."""
    if off:  # the rows emptied before the frame table is built
        import mathcore.organs.story.distrib as d
        import mathcore.organs.story.distrib_cat as dc

        d.DISTRIB_CLAUSES = d.DISTRIB_QUESTIONS = d.SPEND_CLAUSES = d.STOCK_CLAUSES = ""
        d.FROM_CLAUSES = ""
        dc.CAT_CLAUSES = dc.CAT_QUESTIONS = ""
    from mathcore.exact import parse_exact
    from mathcore.organs.base import ReaderRefusal, SolverRefusal
    from mathcore.organs.story.organ import StoryOrgan

    organ = StoryOrgan()
    out: dict[str, str] = {}
    for name in FILES:
        for i, line in enumerate((DATA / f"{name}.jsonl").read_text().splitlines()):
            row = json.loads(line)
            gold = parse_exact(row["answer"].split("####")[-1].strip().replace(",", ""))
            setup = organ.read(row["question"])
            if isinstance(setup, ReaderRefusal):
                out[f"{name}:{i}"] = "R"
                continue
            got = organ.solve(setup)
            if isinstance(got, SolverRefusal):
                out[f"{name}:{i}"] = "R"
                continue
            rows = sorted({e.rule for e in setup.events} | {setup.question.rule})
            out[f"{name}:{i}"] = ("C|" if got.value == gold else "W|") + ",".join(rows)
    return out


def _table(out: dict[str, str]) -> dict[str, Counter[str]]:
    per: dict[str, Counter[str]] = {name: Counter() for name in FILES}
    for key, v in out.items():
        per[key.rsplit(":", 1)[0]][v[0]] += 1
    return per


def main() -> None:
    if "--child" in sys.argv:
        print(json.dumps(_outcomes("--off" in sys.argv)))
        return
    runs = {}
    for mode in ("--off", "--on"):
        cmd = [sys.executable, __file__, "--child", mode]
        runs[mode] = json.loads(subprocess.run(cmd, check=True, capture_output=True).stdout)
    before, after = _table(runs["--off"]), _table(runs["--on"])
    print("file | before correct/wrong/refused | after correct/wrong/refused")
    for name in FILES:
        b, a = before[name], after[name]
        print(f"{name} | {b['C']}/{b['W']}/{b['R']} | {a['C']}/{a['W']}/{a['R']}")
    uses: Counter[str] = Counter()
    for key, v in sorted(runs["--on"].items()):
        if v != runs["--off"][key]:
            print("changed:", key, runs["--off"][key][:1], "->", v)
        if v.startswith("C|"):
            for rule in v[2:].split(","):
                if rule.startswith(("dist_", "cat_", "q_last", "q_cat_")):
                    uses[rule] += 1
    print("uses in answered problems:", dict(sorted(uses.items())))


if __name__ == "__main__":
    main()
