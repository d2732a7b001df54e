"""Vocabulary round 4 figures (a tool, not a test; the numbers of ``docs/story_vocab4.md``).

.venv/bin/python tests/organs/story/vocab4_uses.py [--no-ab]

1. GSM8K train problems the story organ refuses at an unknown word, those with exactly one
   word type its lexicon lacks, and the most frequent of those sole blockers (now).
2. A/B of the pack rows: correct / wrong per dev file with the ``story_vocab4`` lexicon and
   frames rows, and with both files emptied (a scratch copy of the pack, same code).
3. The rows of ``vocab4_cut`` / ``vocab4_keep`` / ``vocab4_discourse``: dev sentences each
   reads (every sentence read alone by the clause frames), and answered problems whose reading
   uses each.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import tempfile
from collections import Counter
from pathlib import Path

REPO = Path(__file__).resolve().parents[3]
DATA = REPO.parent / "shared" / "data"
FILES = ("mawps/singleop", "mawps/addsub", "mawps/multiarith", "mawps/singleeq", "gsm8k/train")
PACK = REPO / "src" / "mathcore" / "packs" / "en_math"
MINE = ("lexicon/story_vocab4.jsonl", "frames/story_vocab4.jsonl")


def _rows(name: str) -> list[dict[str, str]]:
    text = (DATA / f"{name}.jsonl").read_text()
    return [json.loads(x) for x in text.splitlines() if x.strip()]


def _gold(row: dict[str, str]) -> object:
    from mathcore.exact import parse_exact

    return parse_exact(row["answer"].split("####")[-1].strip().replace(",", ""))


def sole_blockers() -> None:
    from mathcore.organs.base import ReaderRefusal
    from mathcore.organs.story.lexemes import lexicon
    from mathcore.organs.story.organ import StoryOrgan
    from mathcore.organs.story.reader import _WORD

    organ, entries = StoryOrgan(), lexicon().entries
    refused = 0
    sole: Counter[str] = Counter()
    for row in _rows("gsm8k/train"):
        got = organ.read(row["question"])
        if not isinstance(got, ReaderRefusal) or got.reason != "unknown_word":
            continue
        refused += 1
        missing = {m.group().lower() for m in _WORD.finditer(row["question"])}
        missing = {w for w in missing if w not in entries}
        if len(missing) == 1:
            sole[missing.pop()] += 1
    print(
        f"GSM8K train refused at an unknown word: {refused}; one word type missing: "
        f"{sum(sole.values())}"
    )
    print("  most frequent sole blockers:", sole.most_common(25))


def outcomes() -> dict[str, tuple[int, int]]:
    """(correct, wrong) of the story organ alone per dev file, under the current pack."""
    from mathcore.organs.base import ReaderRefusal, SolverRefusal
    from mathcore.organs.story.organ import StoryOrgan

    organ = StoryOrgan()
    out: dict[str, tuple[int, int]] = {}
    for name in FILES:
        ok = bad = 0
        for row in _rows(name):
            setup = organ.read(row["question"])
            if isinstance(setup, ReaderRefusal):
                continue
            got = organ.solve(setup)
            if isinstance(got, SolverRefusal):
                continue
            ok, bad = (ok + 1, bad) if got.value == _gold(row) else (ok, bad + 1)
        out[name] = (ok, bad)
    return out


def ab() -> None:
    from mathcore.packs.manifest import write_manifest

    with tempfile.TemporaryDirectory() as tmp:
        bare = Path(tmp) / "en_math"
        shutil.copytree(PACK, bare)
        for rel in MINE:
            (bare / rel).write_text("")
        write_manifest(str(bare))
        env = dict(os.environ, MATHCORE_PACK=str(bare))
        cmd = [sys.executable, __file__, "--outcomes"]
        without = json.loads(
            subprocess.run(cmd, env=env, capture_output=True, text=True, check=True).stdout
        )
    with_rows = outcomes()
    print("A/B of the story_vocab4 pack rows (story organ alone): correct / wrong")
    for name in FILES:
        (a, aw), (b, bw) = without[name], with_rows[name]
        print(f"  {name}: without {a} / {aw}, with {b} / {bw} ({b - a:+d} correct)")


def row_uses() -> None:
    from mathcore.organs.base import ReaderRefusal, SolverRefusal
    from mathcore.organs.story.clauses import read_clauses, split_sentences
    from mathcore.organs.story.grammar import Progress
    from mathcore.organs.story.lexemes import categorize, lexicon
    from mathcore.organs.story.organ import StoryOrgan
    from mathcore.organs.story.vocab4_cut import CUT_RULES

    rules = CUT_RULES | {"kept_rest", "kept_remaining", "q_keep", "q_keep_money", "discourse_lead"}
    lex, organ = lexicon(), StoryOrgan()
    read: Counter[str] = Counter()
    answered: Counter[str] = Counter()
    seen: set[str] = set()
    for name in FILES:
        for row in _rows(name):
            for toks, stext in split_sentences(row["question"]):
                if stext in seen:
                    continue
                seen.add(stext)
                lx, bad = categorize(toks, lex)
                if bad is not None or not lx or lx[-1].word == "?":
                    continue
                body = [t for t in lx if t.word not in (".", "!", "?")]
                for reading in read_clauses(body, Progress()):
                    for n in {rc.frame for rc in reading} & rules:
                        read[n] += 1
            setup = organ.read(row["question"])
            if isinstance(setup, ReaderRefusal):
                continue
            used = ({e.rule for e in setup.events} | {setup.question.rule}) & rules
            got = organ.solve(setup) if used else None
            if got is not None and not isinstance(got, SolverRefusal):
                tag = "correct" if got.value == _gold(row) else "WRONG"
                answered.update(f"{u} {tag}" for u in used)
    print("dev sentences read by each row:", sorted(read.items()))
    print("answered problems using each row:", sorted(answered.items()))


if __name__ == "__main__":
    if "--outcomes" in sys.argv:
        print(json.dumps(outcomes()))
    else:
        sole_blockers()
        if "--no-ab" not in sys.argv:
            ab()
        row_uses()
