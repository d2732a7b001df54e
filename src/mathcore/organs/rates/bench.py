"""Speed of the rate organs: ``python -m mathcore.organs.rates.bench [SECONDS]``.

Prints, per lane, solves per second per core over its gold texts (read, then solve when
read; CPU time of this process, so other load on the machine does not count), and the
rate of stepping aside on the GSM8K training questions when the shared data is present.
Timing is reported, never asserted.
"""

from __future__ import annotations

import json
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from mathcore.organs.base import ReaderRefusal
from mathcore.organs.rulers import ruler

LANES = ("combined-rate", "combined-rate-v2", "rate", "rate-v2")
GSM8K = Path(__file__).resolve().parents[4].parent / "shared" / "data" / "gsm8k" / "train.jsonl"


def _rate(work: Callable[[], int], seconds: float) -> float:
    work()  # warm caches (pack tables, pint when a lane converts)
    done, start = 0, time.process_time()
    while time.process_time() - start < seconds:
        done += work()
    return done / (time.process_time() - start)


def _solver(organ: Any, texts: list[str]) -> Callable[[], int]:
    def work() -> int:
        for text in texts:
            setup = organ.read(text)
            if not isinstance(setup, ReaderRefusal):
                organ.solve(setup)
        return len(texts)

    return work


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    seconds = float(args[0]) if args else 1.0
    foreign: list[str] = []
    if GSM8K.exists():
        lines = GSM8K.read_text(encoding="utf-8").splitlines()
        foreign = [json.loads(x)["question"] for x in lines]
    for lane in LANES:
        r = ruler(lane)
        texts = [fx.text for fx in r.fixtures()]
        print(f"{lane}: {_rate(_solver(r.organ, texts), seconds):,.0f} gold solves/s per core")
        if foreign and lane.endswith("v2"):
            rate = _rate(_solver(r.organ, foreign), seconds)
            print(f"{lane}: {rate:,.0f} GSM8K questions/s per core (reader steps aside)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
