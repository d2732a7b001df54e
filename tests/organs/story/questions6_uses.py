"""Use counts of the question_forms6 constructions on the development data (not a test).

For every GSM8K-train and MAWPS problem the story organ reads, records which construction of
round 6 took part (a rewrite of ``organs/story/question_forms6.py`` that changed the question,
a ``q6_`` row, the ``So how`` lead, ``in total`` after ``keep``, ``in dollars`` dropped over
US coins, the unpriced-list-item refusal of ``gsm_money``) and prints, per construction, the
problems with the organ's outcome against the published answer (correct / wrong / refused).

    .venv/bin/python tests/organs/story/questions6_uses.py
    .venv/bin/python tests/organs/story/questions6_uses.py --ab   # cost: forms6 on / off
"""

from __future__ import annotations

import json
import sys
from collections import defaultdict
from fractions import Fraction
from pathlib import Path
from typing import Any

from mathcore.organs.base import OrganAnswer, ReaderRefusal
from mathcore.organs.story import gsm_money, gsm_near
from mathcore.organs.story import question_forms6 as q6
from mathcore.organs.story.model import StorySetup
from mathcore.organs.story.organ import ORGAN

DATA = Path(__file__).resolve().parents[4] / "shared" / "data"
REWRITES = ("money_left", "unit_restated", "elided_than", "move_marker", "each_weighs", "told_all")

fired: set[str] = set()


def _wrap(name: str, fn: Any, changed: Any) -> Any:
    def inner(*args: Any) -> Any:
        out = fn(*args)
        if changed(args, out):
            fired.add(name)
        return out

    return inner


def _changed(args: Any, out: Any) -> bool:
    return [t.word for t in out] != [t.word for t in args[0]]


def _coins(args: Any, out: Any) -> bool:
    told = {t.word for sl in args[2] for t in sl}
    return _changed(args, out) and bool(told & gsm_near.US_COINS)


def _instrument() -> None:
    for name in REWRITES:
        setattr(q6, name, _wrap(name, getattr(q6, name), _changed))
    gsm_near.drop_dollars = _wrap("dollars_over_coins", gsm_near.drop_dollars, _coins)
    orig = gsm_money.MONEY_SPECIAL["bought_for"]

    def bought_for(c: Any, ctx: Any) -> Any:
        try:
            return orig(c, ctx)
        except Exception as exc:
            if "unpriced item" in str(getattr(exc, "detail", "")):
                fired.add("unpriced_total")
            raise

    gsm_money.MONEY_SPECIAL["bought_for"] = bought_for


def _outcome(text: str, gold: str) -> str:
    setup = ORGAN.read(text)
    if isinstance(setup, ReaderRefusal):
        return "refused"
    assert isinstance(setup, StorySetup)
    q = setup.question
    said = q.source.partition(": ")[2].lower()
    if q.rule.startswith("q6_"):
        fired.add(q.rule)
    if text.rstrip().rsplit(". ", 1)[-1].lower().startswith("so how"):
        fired.add("so_how")
    if q.rule == "q_keep" and said.split()[-2:] in (["in", "total"], ["in", "all"]):
        fired.add("keep_total")
    out = ORGAN.solve(setup)
    if not isinstance(out, OrganAnswer):
        return "refused"
    return "correct" if Fraction(out.value) == Fraction(gold.replace(",", "")) else "WRONG"


def ab() -> int:
    """``forms6`` calls and time over GSM8K train, and ``mathcore.solve`` CPU time with it on
    and off (three rounds each, after a warm-up round)."""
    import time

    from mathcore import solve

    texts = [json.loads(x)["question"] for x in (DATA / "gsm8k" / "train.jsonl").open()]
    orig = q6.forms6
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
    q6.forms6 = timed
    run()
    total = sum(calls)
    per = total / len(texts) * 1e6
    print(f"forms6 calls {len(calls)}, {total * 1e3:.1f} ms, {per:.1f} us/problem")
    on, off = [], []
    for _ in range(3):
        q6.forms6 = orig
        on.append(run())
        q6.forms6 = lambda lx, h, sents: list(lx)
        off.append(run())
    q6.forms6 = orig
    print("solve CPU s, forms6 on: " + " ".join(f"{x:.2f}" for x in on))
    print("solve CPU s, forms6 off: " + " ".join(f"{x:.2f}" for x in off))
    return 0


def main() -> int:
    if "--ab" in sys.argv:
        return ab()
    _instrument()
    uses: dict[str, list[str]] = defaultdict(list)
    files = [DATA / "gsm8k" / "train.jsonl", *sorted((DATA / "mawps").glob("*.jsonl"))]
    for path in files:
        for i, line in enumerate(path.read_text().splitlines()):
            row = json.loads(line)
            gold = str(row["answer"]).split("####")[-1].strip()
            fired.clear()
            result = _outcome(row["question"], gold)
            for name in sorted(fired):
                uses[name].append(f"{path.stem}-{i} {result}")
    for name in sorted(uses):
        print(f"{name}: {len(uses[name])}")
        for use in uses[name]:
            print(f"  {use}")
    return 1 if any("WRONG" in u for us in uses.values() for u in us) else 0


if __name__ == "__main__":
    sys.exit(main())
