"""Speed of the rate organs: ``python -m mathcore.organs.rates.bench [SECONDS]``.

Prints, per lane, solves per second per core over its gold texts (read, then solve when
read; CPU time of this process, so other load on the machine does not count), and the
rate of stepping aside on the GSM8K training questions when the shared data is present.
Timing is reported, never asserted.
"""

from __future__ import annotations

import json
import subprocess
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


_FIRST = (
    "import time; t = time.perf_counter()\n"
    "from mathcore.organs.combined_rate.organ import ORGAN_V2 as O\n"
    "s = O.read('Anna paints 3 rooms per hour and Ben paints 2 rooms per hour. "
    "Working together, how many rooms do they paint in 4 hours?')\n"
    "assert O.solve(s).value == 20\n"
    "print(round((time.perf_counter() - t) * 1000))\n"
)


def first_solve_ms() -> int:
    """Import of the R4 organ plus its first read and solve, in a fresh process (ms)."""
    out = subprocess.run([sys.executable, "-c", _FIRST], capture_output=True, text=True)
    return int(out.stdout.strip())


def dev_answers(rows: list[tuple[str, str]]) -> tuple[int, int, int]:
    """(answered, wrong, total) of the v2 rate organs on GSM8K questions with their answers."""
    from mathcore.exact import parse_exact
    from mathcore.organs.base import OrganAnswer

    organs = (ruler("combined-rate-v2").organ, ruler("rate-v2").organ)
    answered = wrong = 0
    for question, answer in rows:
        for organ in organs:
            setup = organ.read(question)
            if isinstance(setup, ReaderRefusal):
                continue
            out = organ.solve(setup)
            if isinstance(out, OrganAnswer):
                answered += 1
                wrong += out.value != parse_exact(answer.replace(",", ""))
            break
    return answered, wrong, len(rows)


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    seconds = float(args[0]) if args else 1.0
    foreign: list[str] = []
    if GSM8K.exists():
        rows = [json.loads(x) for x in GSM8K.read_text(encoding="utf-8").splitlines()]
        foreign = [r["question"] for r in rows]
        pairs = [(r["question"], r["answer"].split("####")[-1].strip()) for r in rows]
        print(
            "GSM8K train, v2 rate organs: answered {}, wrong {}, of {}".format(*dev_answers(pairs))
        )
    print(f"import + first R4 solve: {min(first_solve_ms() for _ in range(3))} ms (best of 3)")
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
