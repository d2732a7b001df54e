"""The near-frontier constructions' uses (a tool, not a test): the organ alone on the dev files
with and without them, in two processes on the same tree.

.venv/bin/python tests/organs/story/frontier_uses.py

"without": ``phrases.named_kin`` / ``phrases.kin_skip`` patched to read nothing (the kin
appositives of ``frontier_names``), ``frontier_rows.FRONTIER_CLAUSES`` emptied before the
frame table is built, and a scratch copy of the pack without ``lexicon/story_frontier.jsonl``.
Prints correct / wrong per file for both and every problem whose outcome differs.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]
DATA = ROOT.parent / "shared" / "data"
FILES = ("gsm8k/train", "mawps/addsub", "mawps/multiarith", "mawps/singleeq", "mawps/singleop")
PACK = ROOT / "src" / "mathcore" / "packs" / "en_math"

_RUN = r"""
import json, sys
if sys.argv[2] == "off":
    import mathcore.organs.story.frontier_rows as rows
    rows.FRONTIER_CLAUSES = ""
    import mathcore.organs.story.phrases as ph
    ph.named_kin = lambda lx, found: []
    ph.kin_skip = lambda lx, j: j
from mathcore.exact import parse_exact
from mathcore.organs.base import ReaderRefusal, SolverRefusal
from mathcore.organs.story.organ import StoryOrgan
organ = StoryOrgan()
ROWS = ("age_times_of_poss", "age_part_of_poss", "age_then_times_of_poss", "donate_to")
ROWS += ("gsm_pct_donate_to",)
out = {}
for name in json.loads(sys.argv[3]):
    path = sys.argv[4] + "/" + name + ".jsonl"
    for i, line in enumerate(open(path)):
        row = json.loads(line)
        setup = organ.read(row["question"])
        if isinstance(setup, ReaderRefusal):
            continue
        for ev in setup.events:
            if ev.rule.startswith(ROWS):
                out.setdefault("rows:" + ev.rule, [])
                out["rows:" + ev.rule].append(f"{name}:{i}")
        got = organ.solve(setup)
        if isinstance(got, SolverRefusal):
            continue
        gold = parse_exact(row["answer"].split("####")[-1].strip().replace(",", ""))
        out[f"{name}:{i}"] = "correct" if got.value == gold else f"wrong {got.value}"
json.dump(out, open(sys.argv[1], "w"))
"""


def _scratch_pack(tmp: str) -> str:
    from mathcore.packs.manifest import write_manifest

    dst = Path(tmp) / "en_math"
    shutil.copytree(PACK, dst)
    (dst / "lexicon" / "story_frontier.jsonl").unlink()
    write_manifest(str(dst))
    return str(dst)


def main() -> None:
    with tempfile.TemporaryDirectory() as tmp:
        env_off = {**os.environ, "MATHCORE_PACK": _scratch_pack(tmp)}
        runs = {}
        for tag, env in (("off", env_off), ("on", dict(os.environ))):
            out = Path(tmp) / f"{tag}.json"
            args = [sys.executable, "-c", _RUN, str(out), tag, json.dumps(FILES), str(DATA)]
            runs[tag] = subprocess.Popen(args, env=env), out
        results = {}
        for tag, (proc, out) in runs.items():
            if proc.wait() != 0:
                raise SystemExit(f"the {tag} run failed")
            results[tag] = json.loads(out.read_text())
    off, on = results["off"], results["on"]
    rows = {k: v for k, v in on.items() if k.startswith("rows:")}
    off = {k: v for k, v in off.items() if not k.startswith("rows:")}
    on = {k: v for k, v in on.items() if not k.startswith("rows:")}
    for name in FILES:
        keys = [k for k in set(off) | set(on) if k.startswith(name + ":")]
        cells = []
        for tag, got in (("without", off), ("with", on)):
            ok = sum(got.get(k) == "correct" for k in keys)
            bad = sum(got.get(k, "correct") != "correct" for k in keys)
            cells.append(f"{tag} {ok} correct / {bad} wrong")
        print(f"{name:18} " + "; ".join(cells))
    for k in sorted(set(off) | set(on)):
        if off.get(k) != on.get(k):
            print(f"  {k}: {off.get(k, 'refused')} -> {on.get(k, 'refused')}")
    print("frontier_rows in totally read texts (row: texts):")
    for rule, where in sorted(rows.items()):
        print(f"  {rule.removeprefix('rows:')}: {len(where)} ({', '.join(where)})")


if __name__ == "__main__":
    main()
