"""What the ``*_uses.py`` scripts of the question forms share (not a test): the development
rows with their published answers, the per-construction listing and its exit code, and the
on/off cost of one rewrite function through ``mathcore.solve``."""

from __future__ import annotations

import json
import time
from collections.abc import Callable, Iterator
from fractions import Fraction
from pathlib import Path
from typing import Any

from mathcore import solve
from mathcore.organs.base import OrganAnswer, ReaderRefusal
from mathcore.organs.story.model import StorySetup
from mathcore.organs.story.organ import ORGAN

DATA = Path(__file__).resolve().parents[4] / "shared" / "data"
FILES = (DATA / "gsm8k" / "train.jsonl", *sorted((DATA / "mawps").glob("*.jsonl")))

fired: set[str] = set()


def wrap(name: str, fn: Any, changed: Callable[[Any, Any], bool]) -> Any:
    """``fn``, noting ``name`` in ``fired`` whenever ``changed(args, out)``."""

    def inner(*args: Any) -> Any:
        out = fn(*args)
        if changed(args, out):
            fired.add(name)
        return out

    return inner


def words_changed(args: Any, out: Any) -> bool:
    """A rewrite of the question's lexemes (its first argument) changed its words."""
    return [t.word for t in out] != [t.word for t in args[0]]


def dev_rows() -> Iterator[tuple[str, str, str]]:
    """``(label, question, gold)`` for every GSM8K-train and MAWPS problem, in file order."""
    for path in FILES:
        for i, line in enumerate(path.read_text().splitlines()):
            row = json.loads(line)
            yield f"{path.stem}-{i}", row["question"], str(row["answer"]).split("####")[-1].strip()


def report(uses: dict[str, list[str]]) -> int:
    """Print each construction's uses; 1 when any use is a wrong answer."""
    for name in sorted(uses):
        print(f"{name}: {len(uses[name])}")
        for use in uses[name]:
            print(f"  {use}")
    return 1 if any("WRONG" in u for us in uses.values() for u in us) else 0


def ab_cost(module: Any, attr: str, precision: int) -> int:
    """``module.attr``'s calls and time over GSM8K train, and ``mathcore.solve``'s CPU time with
    it on and off (the question left as it is; three rounds each, after a warm-up round)."""
    from mathcore import solve

    texts = [json.loads(x)["question"] for x in FILES[0].open()]
    orig = getattr(module, attr)
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
    setattr(module, attr, timed)
    run()
    total = sum(calls)
    per = total / len(texts) * 1e6
    print(f"{attr} calls {len(calls)}, {total * 1e3:.1f} ms, {per:.{precision}f} us/problem")
    on, off = [], []
    for _ in range(3):
        setattr(module, attr, orig)
        on.append(run())
        setattr(module, attr, lambda lx, h, sents: list(lx))
        off.append(run())
    setattr(module, attr, orig)
    print(f"solve CPU s, {attr} on: " + " ".join(f"{x:.2f}" for x in on))
    print(f"solve CPU s, {attr} off: " + " ".join(f"{x:.2f}" for x in off))
    return 0


def outcome(text: str, gold: str) -> str:
    """``organ X, pipeline Y``: the story organ's and ``mathcore.solve``'s outcome on a text
    against its published answer (correct / WRONG / refused)."""
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


def read_uses() -> int:
    """Read every development question with the story organ, note which wrapped constructions
    fired, give each firing problem its ``outcome`` line, and ``report`` them."""
    uses: dict[str, list[str]] = {}
    for label, question, gold in dev_rows():
        fired.clear()
        ORGAN.read(question)
        names = sorted(fired)
        if names:
            result = outcome(question, gold)
            for name in names:
                uses.setdefault(name, []).append(f"{label} {result}")
    return report(uses)
