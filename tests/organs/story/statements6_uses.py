"""Uses of the statements-6 constructions on the development data (a tool, not a test).

.venv/bin/python tests/organs/story/statements6_uses.py           # per dev file
.venv/bin/python tests/organs/story/statements6_uses.py --list    # and every such problem
.venv/bin/python tests/organs/story/statements6_uses.py --off     # the rows emptied, same tree

Per dev file: correct / wrong answers of the story organ alone, and the answered problems
whose events come from a ``tcmp_*`` (timed_cmp), ``that_*`` (that_cmp), ``gsm_pct_cont6_*``
(frac_cont), ``cmpc_*`` (cmp_cont) or ``wcmp_*`` (weigh_cmp) row, by row; group_scene's rows
read scenes (no event), counted only by ``--off``, which empties the six modules' rows before
the frame table is built: the difference of the correct counts is what they add.
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
PREFIXES = ("tcmp_", "that_", "gsm_pct_cont6_", "cmpc_", "cont6_", "same_", "wcmp_")


def main() -> None:
    if "--off" in sys.argv:
        import mathcore.organs.story.cmp_cont as cc
        import mathcore.organs.story.frac_cont as fc
        import mathcore.organs.story.group_scene as gs
        import mathcore.organs.story.that_cmp as tc
        import mathcore.organs.story.timed_cmp as tm
        import mathcore.organs.story.weigh_cmp as wc

        tm.TIMED_CLAUSES = tc.THAT_CLAUSES = gs.GROUP_SCENE_CLAUSES = ""
        fc.FRAC_CONT_CLAUSES = cc.CMP_CONT_CLAUSES = wc.WEIGH_CLAUSES = ""
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
            rules = {e.rule for e in setup.events if e.rule.startswith(PREFIXES)}
            for rule in sorted(rules):
                uses[f"{rule}:{ok}"] += 1
                if "--list" in sys.argv:
                    print(f"  {name} {i} {rule} {ok}: {r['question'][:120]}")
        print(name, dict(sorted(uses.items())))


if __name__ == "__main__":
    main()
