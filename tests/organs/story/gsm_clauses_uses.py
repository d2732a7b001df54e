"""Use counts of the gsm_clauses constructions on the development data (a tool, not a test).

.venv/bin/python tests/organs/story/gsm_clauses_uses.py [--show] [--pipeline]

Per dev file: how many problems the story organ answers correctly with a reading that used
each construction, and how many fully read problems used it. Twins (``, who``, appositive,
``a third as many``) keep their original row's name in the derivation, so this tool counts
the rows whose handlers read a clause instead.
"""

from __future__ import annotations

import json
import sys
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import Any

from mathcore import solve
from mathcore.exact import parse_exact
from mathcore.organs.base import ReaderRefusal, SolverRefusal
from mathcore.organs.story import gsm_clauses
from mathcore.organs.story.organ import StoryOrgan
from mathcore.organs.story.resolve import SPECIAL

DATA = Path(__file__).resolve().parents[3].parent / "shared" / "data"
FILES = ("gsm8k/train", "mawps/singleop", "mawps/addsub", "mawps/multiarith", "mawps/singleeq")
FIRED: set[str] = set()


def _spy(op: str, fn: Callable[..., Any]) -> Callable[..., Any]:
    def wrapped(c: Any, ctx: Any) -> Any:
        out = fn(c, ctx)
        FIRED.add(c.rc.frame)  # the row (a twin: who_*, appos_*, *_part), once it has read
        return out

    return wrapped


def main() -> None:
    for op, fn in gsm_clauses.CLAUSES_SPECIAL.items():
        SPECIAL[op] = _spy(op, fn)
    organ = StoryOrgan()
    show = "--show" in sys.argv
    pipeline = "--pipeline" in sys.argv
    for name in FILES:
        rows = [json.loads(x) for x in (DATA / f"{name}.jsonl").read_text().splitlines()]
        answered: Counter[str] = Counter()
        read: Counter[str] = Counter()
        problems = routed = 0
        for r in rows:
            FIRED.clear()
            setup = organ.read(r["question"])
            if isinstance(setup, ReaderRefusal) or not FIRED:
                continue
            fired = set(FIRED)
            read.update(fired)
            out = organ.solve(setup)
            gold = parse_exact(r["answer"].split("####")[-1].strip().replace(",", ""))
            if not isinstance(out, SolverRefusal) and out.value == gold:
                answered.update(fired)
                problems += 1
                if pipeline:
                    got = getattr(solve(r["question"]), "answer", None)
                    routed += got is not None and got == gold
                if show:
                    print("  ", sorted(fired), r["question"][:100])
        print(f"{name}: {problems} answered correctly with a gsm_clauses construction")
        if pipeline:
            print(f"    of which the whole pipeline answers correctly: {routed}")
        print("    answered:", sorted(answered.items(), key=lambda kv: (-kv[1], kv[0])))
        print("    read:    ", sorted(read.items(), key=lambda kv: (-kv[1], kv[0])))


if __name__ == "__main__":
    main()
