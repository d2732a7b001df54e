"""Uses of the statements-7 constructions on the development data (a tool, not a test).

.venv/bin/python tests/organs/story/statements7_uses.py          # per dev file, and each use
.venv/bin/python tests/organs/story/statements7_uses.py --off    # the s7 rows emptied, same tree

Per dev file: correct / wrong answers of the story organ alone; then every answered problem
that used a construction: ``groups`` (a derivation step 'groups of one container'), ``parts``
(a step 'parts of the whole'), ``kept`` (a ``s7_kept*`` row read the sentence: it leaves no
event, so the reader is watched). ``--off`` empties the rows before the frame table is built:
the difference of the correct counts is what they add. Exit 1 on any wrong answer.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

from mathcore.exact import parse_exact
from mathcore.organs.base import ReaderRefusal, SolverRefusal

DATA = Path(__file__).resolve().parents[3].parent / "shared" / "data"
FILES = ("mawps/singleop", "mawps/addsub", "mawps/multiarith", "mawps/singleeq", "gsm8k/train")
NOTES = {"groups of one container": "groups", "parts of the whole": "parts"}


def main() -> int:
    import mathcore.organs.story.statements7 as s7

    if "--off" in sys.argv:
        s7.STATEMENTS7_CLAUSES = ""
    kept: list[int] = []
    inner = s7.STATEMENTS7_RAW["s7_kept"]

    def watch(*args: object) -> object:
        out = inner(*args)  # type: ignore[arg-type]
        kept.append(1)
        return out

    from mathcore.organs.story.resolve import PCT_SPLIT

    PCT_SPLIT["s7_kept"] = watch  # type: ignore[assignment]
    from mathcore.organs.story.organ import StoryOrgan

    organ = StoryOrgan()
    wrong_total = 0
    uses: list[str] = []
    for name in FILES:
        right = wrong = 0
        for i, line in enumerate((DATA / f"{name}.jsonl").read_text().splitlines()):
            row = json.loads(line)
            gold = parse_exact(str(row["answer"]).split("####")[-1].strip().replace(",", ""))
            kept.clear()
            setup = organ.read(row["question"])
            if isinstance(setup, ReaderRefusal):
                continue
            out = organ.solve(setup)
            if isinstance(out, SolverRefusal):
                continue
            ok = out.value == gold
            right, wrong = right + ok, wrong + (not ok)
            used = sorted({NOTES[s.note] for s in out.steps if s.note in NOTES})
            used += ["kept"] if kept else []
            if used:
                mark = "correct" if ok else f"WRONG (gold {gold})"
                uses.append(f"{name}-{i}: {', '.join(used)}: {out.value} {mark}")
        wrong_total += wrong
        print(f"{name}: correct {right}, wrong {wrong}")
    print(f"answers using a statements7 construction: {len(uses)}")
    for u in uses:
        print(f"  {u}")
    return 1 if any("WRONG" in u for u in uses) else 0


if __name__ == "__main__":
    sys.exit(main())
