"""A/B of the cmp_lists constructions on the development data (a tool, not a test).

.venv/bin/python tests/organs/story/cmp_lists_uses.py          # with the constructions
.venv/bin/python tests/organs/story/cmp_lists_uses.py --off    # patched off, same tree

Per dev file: correct / wrong answers of the story organ alone, and the problems whose events
come from a ``cmp_*`` row (or, with ``--list``, every such problem). Run both and compare:
the difference is what the constructions add (``--off`` empties the rows and the reader's
preference hook before the frame table is built).
"""

from __future__ import annotations

import json
import sys
from collections import Counter
from pathlib import Path

from mathcore.exact import parse_exact
from mathcore.organs.base import ReaderRefusal, SolverRefusal

DATA = Path(__file__).resolve().parents[3].parent / "shared" / "data"
FILES = ("mawps/singleop", "mawps/addsub", "mawps/multiarith", "mawps/singleeq", "gsm8k/train")


def main() -> None:
    if "--off" in sys.argv:
        import mathcore.organs.story.cmp_lists as cl

        cl.CMP_LIST_CLAUSES = ""
        cl.CMP_LIST_ON = False
    from mathcore.organs.story.organ import StoryOrgan

    organ = StoryOrgan()
    for name in FILES:
        rows = [json.loads(x) for x in (DATA / f"{name}.jsonl").read_text().splitlines()]
        uses: Counter[str] = Counter()
        for i, r in enumerate(rows):
            setup = organ.read(r["question"])
            if isinstance(setup, ReaderRefusal):
                continue
            out = organ.solve(setup)
            if isinstance(out, SolverRefusal):
                continue
            ok = "correct" if out.value == parse_exact(r["answer"].split("####")[-1]) else "WRONG"
            uses[ok] += 1
            rules = {e.rule for e in setup.events if e.rule.startswith("cmp_")}
            for rule in rules:
                uses[f"{rule}:{ok}"] += 1
                if "--list" in sys.argv:
                    print(f"  {name} {i} {rule} {ok}: {r['question'][:120]}")
        print(name, dict(sorted(uses.items())))


if __name__ == "__main__":
    main()
