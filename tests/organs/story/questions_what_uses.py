"""What ``questions_what`` changes on the development data (a measuring script, not a test).

Usage: ``.venv/bin/python tests/organs/story/questions_what_uses.py [-v]`` (-v: each question);
``... questions_what_uses.py --ab``: the CPU cost of the hooks (``ab_cost``)

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
import sys
import time
from collections import Counter
from collections.abc import Iterator
from contextlib import contextmanager
from itertools import pairwise
from pathlib import Path
from typing import Any

from mathcore.exact import parse_exact
from mathcore.organs.base import OrganAnswer, ReaderRefusal
from mathcore.organs.story import reader
from mathcore.organs.story.clauses import read_question, split_sentences
from mathcore.organs.story.grammar import Progress
from mathcore.organs.story.lexemes import categorize, lexicon
from mathcore.organs.story.model import StorySetup
from mathcore.organs.story.organ import StoryOrgan
from mathcore.organs.story.questions_what import OPENERS, WHAT_QUESTIONS, what_at

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


def _score(
    rows: list[dict[str, str]], uses: Counter[str] | None = None, verbose: bool = False
) -> Counter[str]:
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
        opened = (bool(words) and words[0] in OPENERS) or any(
            a == "," and b in OPENERS for a, b in pairwise(words)
        )
        if uses is not None and q.rule in _MINE and opened:
            uses[f"{q.rule} ({'ok' if ok else 'WRONG'})"] += 1
            if verbose:
                print(f"    {q.rule}: {q.source}")
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


def _question_rows(text: str, counts: Counter[str]) -> None:
    """The rows of ``WHAT_QUESTIONS`` that read the last sentence alone (whatever the story)."""
    sents = split_sentences(text)
    if not sents:
        return
    toks, _ = sents[-1]
    lx, bad = categorize(toks, lexicon())
    if bad is not None:
        return
    body = [t for t in lx if t.word not in (".", "?", "!")]
    at = what_at(body)
    if not at or body[at[0]].word not in OPENERS:
        return
    h = at[0]
    end = next((k for k in range(h, len(body)) if body[k].word == "if"), len(body))
    names = {rc.frame for rc in read_question(body[h:end], 0, Progress())}
    for name in sorted(names & _MINE):
        counts[name] += 1


def main() -> None:
    uses: Counter[str] = Counter()
    read: Counter[str] = Counter()
    for name in FILES:
        rows = [json.loads(x) for x in (DATA / f"{name}.jsonl").read_text().splitlines()]
        never = [r for r in rows if not _old_quick(r["question"])]
        for r in rows:
            _question_rows(r["question"], read)
        passing = [r for r in never if reader.quick_check(r["question"])]
        reached = [r for r in passing if _reached(r["question"])]
        with _hooks_off():
            before = _score(rows)
        after = _score(rows, uses, "-v" in sys.argv)
        print(
            f"{name}: never read before {len(never)}, pass quick_check now {len(passing)},"
            f" reach the question {len(reached)}"
        )
        for label, c in (("before", before), ("after", after)):
            print(
                f"    {label:6s} correct={c['correct']} wrong={c['wrong']} refused={c['refused']}"
            )
    print("question sentences (all files) a row reads, story aside:", read.most_common())
    print("answered through a what/calculate/find question, by restated row:", uses.most_common())


def ab_cost(rounds: int = 3) -> None:
    """CPU time of ``mathcore.solve`` over GSM8K train with the hooks on and off (best of
    ``rounds`` each, alternating, the same process)."""
    from mathcore import solve

    texts = [
        json.loads(x)["question"] for x in (DATA / "gsm8k/train.jsonl").read_text().splitlines()
    ]
    for t in texts:  # warm every cache once
        solve(t)

    def run() -> float:
        start = time.process_time()
        for t in texts:
            solve(t)
        return time.process_time() - start

    on: list[float] = []
    off: list[float] = []
    for _ in range(rounds):
        on.append(run())
        with _hooks_off():
            off.append(run())
    n = len(texts)
    print(f"hooks off: {n / min(off):,.0f} problems/s CPU; on: {n / min(on):,.0f}")
    print(f"cost of the hooks: {100 * (min(on) / min(off) - 1):+.1f}% CPU time")
    new = [t for t in texts if not _old_quick(t) and reader.quick_check(t)]
    start = time.process_time()
    for _ in range(rounds):
        for t in new:
            reader.read_story(t)
    spent = (time.process_time() - start) / rounds
    print(
        f"the {len(new)} texts that newly pass quick_check: {spent * 1e6 / len(new):.0f} us each"
        f" in read_story, {spent * 1e6 / n:.1f} us per GSM8K problem on average"
    )


if __name__ == "__main__":
    ab_cost() if "--ab" in sys.argv else main()
