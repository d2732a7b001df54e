"""Use counts of the question_forms6b constructions on the development data (not a test).

For every GSM8K-train and MAWPS problem, records which rewrite of
``organs/story/question_forms6b.py`` changed the question sentence, and prints per
construction the problems with the story organ's outcome against the published answer
(correct / wrong / refused), and the pipeline's (``mathcore.solve``).

    .venv/bin/python tests/organs/story/questions6b_uses.py
    .venv/bin/python tests/organs/story/questions6b_uses.py --ab   # cost: forms6b on / off
"""

from __future__ import annotations

import json
import sys
import time
from collections import defaultdict
from fractions import Fraction
from pathlib import Path
from typing import Any

from mathcore import solve
from mathcore.organs.base import OrganAnswer, ReaderRefusal
from mathcore.organs.story import question_forms6b as q6b
from mathcore.organs.story.model import StorySetup
from mathcore.organs.story.organ import ORGAN

DATA = Path(__file__).resolve().parents[4] / "shared" / "data"
REWRITES = ("told_times", "told_place", "the_n")

fired: set[str] = set()


def _wrap(name: str, fn: Any) -> Any:
    def inner(*args: Any) -> Any:
        out = fn(*args)
        if [t.word for t in out] != [t.word for t in args[0]]:
            fired.add(name)
        return out

    return inner


def _outcome(text: str, gold: str) -> str:
    want = Fraction(gold.replace(",", ""))
    setup = ORGAN.read(text)
    organ = "refused"
    if not isinstance(setup, ReaderRefusal):
        assert isinstance(setup, StorySetup)
        out = ORGAN.solve(setup)
        if isinstance(out, OrganAnswer):
            organ = "correct" if Fraction(out.value) == want else "WRONG"
    result = solve(text)
    got = getattr(result, "answer", None)
    pipe = "refused" if got is None else "correct" if Fraction(got) == want else "WRONG"
    return f"organ {organ}, pipeline {pipe}"


def ab() -> int:
    """``forms6b`` calls and time over GSM8K train, and ``mathcore.solve`` CPU time with it
    on and off (three rounds each, after a warm-up round)."""
    texts = [json.loads(x)["question"] for x in (DATA / "gsm8k" / "train.jsonl").open()]
    orig = q6b.forms6b
    calls: list[float] = []

    def timed(lx: Any, h: int, sents: Any) -> Any:
        t = time.perf_counter()
        out = orig(lx, h, sents)
        calls.append(time.perf_counter() - t)
        return out

    def run() -> float:
        t = time.process_time()
        for text in texts:
            solve(text)
        return time.process_time() - t

    run()
    q6b.forms6b = timed
    run()
    total = sum(calls)
    per = total / len(texts) * 1e6
    print(f"forms6b calls {len(calls)}, {total * 1e3:.1f} ms, {per:.2f} us/problem")
    on, off = [], []
    for _ in range(3):
        q6b.forms6b = orig
        on.append(run())
        q6b.forms6b = lambda lx, h, sents: list(lx)
        off.append(run())
    q6b.forms6b = orig
    print("solve CPU s, forms6b on: " + " ".join(f"{x:.2f}" for x in on))
    print("solve CPU s, forms6b off: " + " ".join(f"{x:.2f}" for x in off))
    return 0


def main() -> int:
    if "--ab" in sys.argv:
        return ab()
    for name in REWRITES:
        setattr(q6b, name, _wrap(name, getattr(q6b, name)))
    uses: dict[str, list[str]] = defaultdict(list)
    files = [DATA / "gsm8k" / "train.jsonl", *sorted((DATA / "mawps").glob("*.jsonl"))]
    for path in files:
        for i, line in enumerate(path.read_text().splitlines()):
            row = json.loads(line)
            gold = str(row["answer"]).split("####")[-1].strip()
            fired.clear()
            ORGAN.read(row["question"])
            names = sorted(fired)
            if names:
                result = _outcome(row["question"], gold)
                for name in names:
                    uses[name].append(f"{path.stem}-{i} {result}")
    for name in sorted(uses):
        print(f"{name}: {len(uses[name])}")
        for use in uses[name]:
            print(f"  {use}")
    return 1 if any("WRONG" in u for us in uses.values() for u in us) else 0


if __name__ == "__main__":
    sys.exit(main())
