"""Uses of the solver's scene constructions (a tool, not a test): per construction, the dev
texts whose setup it changed and the organ's outcome on them (correct / wrong / refused),
beside the outcome with every scene construction switched off (A/B).

.venv/bin/python tests/organs/story/unknowns_scene_uses.py [--list]
"""

from __future__ import annotations

import json
import sys
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import Any

from mathcore.exact import normalize, parse_exact
from mathcore.organs.base import ReaderRefusal, SolverRefusal
from mathcore.organs.story import unknowns_scene as scene
from mathcore.organs.story.organ import StoryOrgan

DATA = Path(__file__).resolve().parents[3].parent / "shared" / "data"
FILES = ("mawps/singleop", "mawps/addsub", "mawps/multiarith", "mawps/singleeq", "gsm8k/train")
STEPS = (
    "name_complements",
    "join_place",
    "split_whole",
    "pieces_of_category",
    "relate_to_members",
    "solve_rest",
    "solve_chain",
)
ORIGINAL: dict[str, Callable[..., Any]] = {n: getattr(scene, n) for n in STEPS}
FIRED: list[str] = []


def _watched(name: str) -> Callable[..., Any]:
    def run(setup: Any) -> Any:
        out = ORIGINAL[name](setup)
        new = out[0] if isinstance(out, tuple) else out
        if new is not setup and new != setup:
            FIRED.append(name)
        return out

    return run


def _off(name: str) -> Callable[..., Any]:
    def run(setup: Any) -> Any:
        return (
            setup
            if name in ("name_complements", "join_place", "pieces_of_category")
            else (
                setup,
                [],
            )
        )

    return run


def _outcome(organ: StoryOrgan, text: str, gold: object, on: bool) -> str:
    for n in STEPS:
        setattr(scene, n, _watched(n) if on else _off(n))
    setup = organ.read(text)
    if isinstance(setup, ReaderRefusal):
        return "refused"
    out = organ.solve(setup)
    if isinstance(out, SolverRefusal):
        return "refused"
    return "correct" if normalize(out.value) == gold else "WRONG"


def main() -> None:
    organ = StoryOrgan()
    uses: Counter[tuple[str, str, str]] = Counter()
    for name in FILES:
        lines = (DATA / f"{name}.jsonl").read_text().splitlines()
        for i, line in enumerate(lines):
            row = json.loads(line)
            ans = row["answer"].split("####")[-1].strip()
            gold = normalize(parse_exact(ans))
            FIRED.clear()
            now = _outcome(organ, row["question"], gold, on=True)
            fired = list(dict.fromkeys(FIRED))
            if not fired:
                continue
            before = _outcome(organ, row["question"], gold, on=False)
            for n in fired:
                uses[(n, name, now)] += 1
            if "--list" in sys.argv or now != before:
                print(f"{name}:{row.get('id', i)} {'+'.join(fired)}: {before} -> {now}")
    for (n, name, now), count in sorted(uses.items()):
        print(f"{n:20} {name:18} {now:8} {count}")


if __name__ == "__main__":
    main()
