# ruff: noqa: E501
"""Dev-data scorer for the story organ (a tool, not a test): correct/wrong/refused per file.

.venv/bin/python tests/organs/story/devscore.py [--wrong] [--top N] [--show-solved]
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
FILES = ("mawps/singleop", "mawps/addsub", "mawps/multiarith", "mawps/singleeq", "gsm8k/train")


def gold(row: dict[str, str]) -> object:
    ans = row["answer"]
    if "####" in ans:
        ans = ans.split("####")[-1]
    return parse_exact(ans.strip())


def main() -> None:
    organ = StoryOrgan()
    show_wrong = "--wrong" in sys.argv
    show_solved = "--show-solved" in sys.argv
    ops: Counter[str] = Counter()
    toks: Counter[str] = Counter()
    frames: Counter[str] = Counter()
    read_rows: Counter[str] = Counter()
    for name in FILES:
        rows = [json.loads(x) for x in (DATA / f"{name}.jsonl").read_text().splitlines()]
        c = Counter()
        t0 = time.perf_counter()
        for r in rows:
            setup = organ.read(r["question"])
            if isinstance(setup, ReaderRefusal):
                c["refused"] += 1
                if setup.blocking:
                    c["tok:" + setup.blocking.token.lower()] += 1
                if name.startswith("gsm8k") and setup.blocking:
                    ops[setup.blocking.missing_operator] += 1
                    toks[setup.blocking.token.lower()] += 1
                continue
            for e in setup.events:
                read_rows[e.rule] += 1
            read_rows[setup.question.rule] += 1
            out = organ.solve(setup)
            if isinstance(out, SolverRefusal):
                c["refused"] += 1
                c["solver:" + out.reason] += 1
                continue
            for e in setup.events:
                frames[e.rule] += 1
            frames[setup.question.rule] += 1
            if out.value == gold(r):
                c["correct"] += 1
                if show_solved:
                    print("OK", r["question"], "=>", out.value)
            else:
                c["wrong"] += 1
                if show_wrong:
                    print("WRONG", r["question"], "=>", out.value, "gold", gold(r))
                    print("   ", setup.signature())
        dt = time.perf_counter() - t0
        n = len(rows)
        print(
            f"{name}: n={n} correct={c['correct']} ({100 * c['correct'] / n:.1f}%) wrong={c['wrong']} refused={c['refused']} {n / dt:.0f}/s",
            {k: v for k, v in c.items() if k.startswith("solver:")},
        )
        print(
            "   ", sorted(((v, k) for k, v in c.items() if k.startswith("tok:")), reverse=True)[:25]
        )
    top = int(sys.argv[sys.argv.index("--top") + 1]) if "--top" in sys.argv else 10
    print("gsm8k missing operators:", ops.most_common(top))
    print("gsm8k blocking tokens:", toks.most_common(top))
    print("frame rows used by answered problems:", frames.most_common())
    print("frame rows used by read problems:", read_rows.most_common())


if __name__ == "__main__":
    main()
