"""The words of ``lexicon/story_words6.jsonl`` and the ceiling of word teaching (a tool).

.venv/bin/python tests/organs/story/words6_uses.py [--bound]

The story organ alone on the dev files, in subprocesses on the same tree:

- ``without``: a scratch copy of the pack without ``lexicon/story_words6.jsonl``;
- ``with``: the pack as it is;
- ``bound`` (``--bound``): the pack as it is plus, in a scratch copy, every word of GSM8K train
  the pack does not know, each as a noun (singular by ``inflect``) AND a modifier, and each
  such word right after ``to`` in its base form also as an activity verb (``act``). No reading
  can come from a word's category that this does not offer the frames (a verb class other
  than ``act`` aside), so the gain of ``bound`` over ``with`` is an upper bound of what
  teaching those words one category each can complete.

Prints correct / wrong per file for each run and every problem whose outcome differs.
"""

from __future__ import annotations

import itertools
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]
DATA = ROOT.parent / "shared" / "data"
FILES = ("gsm8k/train", "mawps/addsub", "mawps/multiarith", "mawps/singleeq", "mawps/singleop")
PACK = ROOT / "src" / "mathcore" / "packs" / "en_math"
OWN = Path("lexicon") / "story_words6.jsonl"

_RUN = r"""
import json, sys
from mathcore.exact import parse_exact
from mathcore.organs.base import ReaderRefusal, SolverRefusal
from mathcore.organs.story.organ import StoryOrgan
organ = StoryOrgan()
out = {}
for name in json.loads(sys.argv[2]):
    for i, line in enumerate(open(sys.argv[3] + "/" + name + ".jsonl")):
        row = json.loads(line)
        setup = organ.read(row["question"])
        if isinstance(setup, ReaderRefusal):
            b = setup.blocking
            if name.startswith("gsm8k") and b is not None:
                out[f"block:{name}:{i}"] = f"{b.missing_operator}|{b.token.lower()}"
            continue
        got = organ.solve(setup)
        if isinstance(got, SolverRefusal):
            continue
        gold = parse_exact(row["answer"].split("####")[-1].strip().replace(",", ""))
        out[f"{name}:{i}"] = "correct" if got.value == gold else f"wrong {got.value}"
json.dump(out, open(sys.argv[1], "w"))
"""


def _unknown_rows() -> list[dict[str, str | None]]:
    """Every GSM8K train word the current pack does not know, as a noun and a modifier (and an
    activity verb when it follows ``to`` in its base form)."""
    import inflect

    from mathcore.organs.story.lexemes import lexicon
    from mathcore.text.tokens import PATTERN

    eng = inflect.engine()
    entries = lexicon().entries
    unknown: set[str] = set()
    after_to: set[str] = set()
    lines = (DATA / "gsm8k" / "train.jsonl").read_text().splitlines()
    for line in lines:
        words = [
            m.group("word").lower()
            for m in PATTERN.finditer(json.loads(line)["question"])
            if m.lastgroup == "word"
        ]
        for k, w in enumerate(words):
            if w.isalpha() and entries.get(w) is None:
                unknown.add(w)
                if k and words[k - 1] == "to" and not re.search(r"(s|ed|ing)$", w):
                    after_to.add(w)
    rows: list[dict[str, str | None]] = []
    for w in sorted(unknown):
        rows.append({"category": "noun", "form": w, "value": eng.singular_noun(w) or w})
        rows.append({"category": "modifier", "form": w, "value": None})
        if w in after_to:
            rows.append({"category": "verb", "form": w, "value": "act"})
            rows.append({"category": "verb_lemma", "form": w, "value": w})
    return rows


def _scratch(tmp: str, tag: str, bound: bool) -> str:
    from mathcore.packs.manifest import write_manifest

    dst = Path(tmp) / tag / "en_math"
    shutil.copytree(PACK, dst)
    if bound:
        text = "".join(json.dumps(r) + "\n" for r in _unknown_rows())
        (dst / "lexicon" / "story_words6_bound.jsonl").write_text(text)
    else:
        (dst / OWN).unlink()
    write_manifest(str(dst))
    return str(dst)


def main() -> None:
    bound = "--bound" in sys.argv[1:]
    with tempfile.TemporaryDirectory() as tmp:
        envs = {"without": {**os.environ, "MATHCORE_PACK": _scratch(tmp, "without", False)}}
        envs["with"] = dict(os.environ)
        if bound:
            envs["bound"] = {**os.environ, "MATHCORE_PACK": _scratch(tmp, "bound", True)}
        runs = {}
        for tag, env in envs.items():
            out = Path(tmp) / f"{tag}.json"
            args = [sys.executable, "-c", _RUN, str(out), json.dumps(FILES), str(DATA)]
            runs[tag] = subprocess.Popen(args, env=env), out
        results = {}
        for tag, (proc, out) in runs.items():
            if proc.wait() != 0:
                raise SystemExit(f"the {tag} run failed")
            results[tag] = json.loads(out.read_text())
    for name in FILES:
        cells: list[str] = []
        for tag, got in results.items():
            keys = [k for k in got if k.startswith(name + ":")]
            ok = sum(got[k] == "correct" for k in keys)
            cells.append(f"{tag} {ok} correct / {len(keys) - ok} wrong")
        print(f"{name:18} " + "; ".join(cells))
    blocks = {
        t: {k: v for k, v in got.items() if k.startswith("block:")} for t, got in results.items()
    }
    results = {
        t: {k: v for k, v in got.items() if not k.startswith("block:")}
        for t, got in results.items()
    }
    for tag, got in blocks.items():
        ops = Counter(v.split("|")[0] for v in got.values())
        words = Counter(v.split("|")[1] for v in got.values() if v.startswith("lexicon_entry|"))
        print(f"GSM8K reader blocks, {tag}: {sum(ops.values())}: {ops.most_common(6)}")
        print(f"  unknown words first met: {words.most_common(12)}")
        frames = Counter(v.split("|")[1] for v in got.values() if v.startswith("frame_entry|"))
        print(f"  frame_entry at: {frames.most_common(20)}")
    tags = list(results)
    for a, b in itertools.pairwise(tags):
        print(f"{a} -> {b}:")
        x, y = results[a], results[b]
        for k in sorted(set(x) | set(y)):
            if x.get(k) != y.get(k):
                print(f"  {k}: {x.get(k, 'refused')} -> {y.get(k, 'refused')}")


if __name__ == "__main__":
    main()
