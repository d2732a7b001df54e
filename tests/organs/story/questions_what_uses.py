"""What ``questions_what`` changes on the development data (a measuring script, not a test).

Usage: ``.venv/bin/python tests/organs/story/questions_what_uses.py``

For each file of ``../shared/data``: the problems the story reader used to step aside from
(``not_story_shaped``: no how many / how much / how long / how old, nor an age ``what``), how
many of them now pass ``quick_check``, how many of those the reader takes to their question
(read, or refused in the last sentence), and the story organ's correct / wrong / refused on the
whole file with this module's hooks off ("before") and on ("after"), measured on the same tree
(the hooks are switched off by replacing them in ``reader``). Then the use count of every row
of ``WHAT_QUESTIONS`` in answered problems (a what-question's rows carry the names of the
how-many rows they restate, so they are counted here by the question word).
"""

from __future__ import annotations

import json
import re
from collections import Counter
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from mathcore.exact import parse_exact
from mathcore.organs.base import OrganAnswer, ReaderRefusal
from mathcore.organs.story import reader
from mathcore.organs.story.model import StorySetup
from mathcore.organs.story.organ import StoryOrgan
from mathcore.organs.story.questions_what import OPENERS, WHAT_QUESTIONS

DATA = Path(__file__).resolve().parents[3].parent / "shared" / "data"
_MINE = frozenset(line.split(" | ")[0] for line in WHAT_QUESTIONS.splitlines())
FILES = ("gsm8k/train", "mawps/addsub", "mawps/multiarith", "mawps/singleeq", "mawps/singleop")


def _old_quick(text: str) -> bool:
    low = text.lower()
    return any(w in low for w in ("how many", "how much", "how long", "how old")) or (
        ("what" in low or "calculate" in low) and " age" in low
    )


@contextmanager
def _hooks_off() -> Iterator[None]:
    saved = (reader.what_quick, reader.what_at, reader.what_order)
    reader.what_quick = lambda low: False  # type: ignore[assignment]
    reader.what_at = lambda lx: []  # type: ignore[assignment]
    reader.what_order = lambda lx, last: False  # type: ignore[assignment]
    try:
        yield
    finally:
        reader.what_quick, reader.what_at, reader.what_order = saved


def _gold(row: dict[str, str]) -> Any:
    ans = row["answer"].split("####")[-1]
    return parse_exact(ans.strip().replace(",", ""))


def _score(rows: list[dict[str, str]], uses: Counter[str] | None = None) -> Counter[str]:
    organ, c = StoryOrgan(), Counter[str]()
    for r in rows:
        setup = organ.read(r["question"])
        if not isinstance(setup, StorySetup):
            c["refused"] += 1
            continue
        out = organ.solve(setup)
        if not isinstance(out, OrganAnswer):
            c["refused"] += 1
            continue
        ok = parse_exact(str(out.value)) == _gold(r)
        c["correct" if ok else "wrong"] += 1
        q = setup.question
        words = q.source.partition(": ")[2].lower().split()
        if uses is not None and q.rule in _MINE and any(w in OPENERS for w in words):
            uses[f"{q.rule} ({'ok' if ok else 'WRONG'})"] += 1
    return c


def _reached(text: str) -> bool:
    setup = reader.read_story(text)
    if not isinstance(setup, ReaderRefusal):
        return True
    n = len([s for s in re.split(r"(?<=[.?!])\s+", text.strip()) if s])
    b = setup.blocking
    return setup.reason in ("unreadable_question", "ambiguous_reading") or (
        b is not None and b.sentence_index == n - 1
    )


def main() -> None:
    uses: Counter[str] = Counter()
    for name in FILES:
        rows = [json.loads(x) for x in (DATA / f"{name}.jsonl").read_text().splitlines()]
        never = [r for r in rows if not _old_quick(r["question"])]
        passing = [r for r in never if reader.quick_check(r["question"])]
        reached = [r for r in passing if _reached(r["question"])]
        with _hooks_off():
            before = _score(rows)
        after = _score(rows, uses)
        print(
            f"{name}: never read before {len(never)}, pass quick_check now {len(passing)},"
            f" reach the question {len(reached)}"
        )
        for label, c in (("before", before), ("after", after)):
            print(
                f"    {label:6s} correct={c['correct']} wrong={c['wrong']} refused={c['refused']}"
            )
    print("answered through a what/calculate/find question, by restated row:", uses.most_common())


if __name__ == "__main__":
    main()
