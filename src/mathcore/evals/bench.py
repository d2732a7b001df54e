"""Benchmarks: throughput and latency in one process, cold start, peak memory.

``measure`` solves texts in a loop (after the warm-up: two solves and the inflect import)
until the time budget is spent, timing each call; throughput is problems per second of
wall-clock time on one core, and also per second of this process's CPU time (the honest
per-core figure when other processes share the machine). ``organ_solvers`` gives each
registered organ's own pass (read, then solve when read) over its gold texts, without the
router around it.
``cold_start`` runs fresh interpreters that import mathcore and solve one problem (the
fastest of ``runs``).
Timings are reported, never asserted: numbers belong here, behaviour belongs in tests.
"""

from __future__ import annotations

import json
import resource
import subprocess
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from mathcore.evals.reports import percentile_ns
from mathcore.evals.runner import WARM_UP_TEXT
from mathcore.text import inflection

#: Anything that reads one text: ``mathcore.solve`` or one organ's own pass.
PassFn = Callable[[str], object]

#: The repository root when running from a source checkout.
REPO = Path(__file__).resolve().parents[3]
DEFAULT_DATASET = Path("data") / "gsm8k" / "train.jsonl"
SAMPLES = Path(__file__).parent / "data" / "samples.jsonl"

_COLD = """
import importlib.util, os, resource, sys, time
spec = importlib.util.find_spec("mathcore")
cached = int(bool(spec and spec.cached and os.path.exists(spec.cached)))
c0, t0 = time.process_time_ns(), time.perf_counter_ns()
import mathcore
t1 = time.perf_counter_ns()
mathcore.solve(sys.argv[1])
t2, c2 = time.perf_counter_ns(), time.process_time_ns()
rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
print(t1 - t0, t2 - t1, rss, cached, c2 - c0)
"""

#: A second warm-up solve: an answer that converts units, so the rate units' registry (built
#: once per process, some 0.1-0.3 s of CPU time; the cold start is measured on its own) is
#: not built inside the timed loop at the dataset's first such problem.
WARM_UP_UNITS = "Joy can read 8 pages in 20 minutes. How many pages can she read in 2 hours?"

#: Fresh processes per cold-start figure; the fastest is reported (the least disturbed by
#: whatever else the machine is doing).
COLD_RUNS = 3


@dataclass(frozen=True, slots=True)
class Measurement:
    """Timed solves: how many, the loop's wall time and each call's latency (sorted)."""

    label: str
    texts: int
    problems: int
    wall_ns: int
    latencies_ns: tuple[int, ...]
    cpu_ns: int = 0  # this process's CPU time over the same loop

    def rate(self) -> int:
        """Problems per second of wall-clock time on one core."""
        return self.problems * 1_000_000_000 // self.wall_ns if self.wall_ns else 0

    def cpu_rate(self) -> int:
        """Problems per second of this process's CPU time."""
        return self.problems * 1_000_000_000 // self.cpu_ns if self.cpu_ns else 0

    def pct(self, p: int) -> int:
        return percentile_ns(list(self.latencies_ns), p)


@dataclass(frozen=True, slots=True)
class ColdStart:
    """A fresh interpreter: wall time to exit, import time, first-solve time, its peak RSS
    (of the run with the shortest import plus first solve), and the least CPU time of any
    run's import plus first solve (the figure to quote when other processes share the cores).

    ``bytecode``: whether mathcore's compiled bytecode was cached on disk before the run
    (without it, as under ``PYTHONDONTWRITEBYTECODE=1`` in a fresh checkout, every module is
    compiled from source in each fresh process, which the import and first solve include).
    """

    wall_ns: int
    import_ns: int
    first_solve_ns: int
    peak_kb: int
    bytecode: bool = True
    cpu_ns: int = 0  # CPU time of import plus first solve (the least of the runs)

    @property
    def total_ns(self) -> int:
        """Import plus first solve: the cold-start figure."""
        return self.import_ns + self.first_solve_ns


def measure(
    label: str, texts: Sequence[str], solve: PassFn, seconds: int | None = None
) -> Measurement:
    """Solve every text once, in order (``seconds`` None); else cycle through them until
    ``seconds`` have passed (at least one solve)."""
    if not texts:
        return Measurement(label, 0, 0, 0, ())
    solve(WARM_UP_TEXT)
    solve(WARM_UP_UNITS)  # the process's one-time unit registry, outside the timed loop
    inflection.warm_up()  # and its one-time import of ``inflect`` (a noun the pack lacks)
    budget = None if seconds is None else seconds * 1_000_000_000
    passes = 1 if seconds is None else None
    lat: list[int] = []
    clock = time.perf_counter_ns
    cpu = time.process_time_ns()
    start = clock()
    i = 0
    while True:
        t = clock()
        solve(texts[i % len(texts)])
        end = clock()
        lat.append(end - t)
        i += 1
        if budget is not None and end - start >= budget:
            break
        if passes is not None and i == len(texts) * passes:
            break
    wall = clock() - start
    cpu = time.process_time_ns() - cpu
    return Measurement(label, len(texts), len(lat), wall, tuple(sorted(lat)), cpu)


def cold_start(text: str = WARM_UP_TEXT, runs: int = 1) -> ColdStart:
    """Run ``runs`` fresh interpreters that import mathcore and solve ``text`` once; the one
    with the shortest import plus first solve."""
    best: ColdStart | None = None
    cpu = 0
    for _ in range(max(1, runs)):
        start = time.perf_counter_ns()
        out = subprocess.run(
            [sys.executable, "-c", _COLD, text], capture_output=True, text=True, check=True
        )
        wall = time.perf_counter_ns() - start
        imp, first, rss, cached, used = (int(x) for x in out.stdout.split())
        cpu = used if not cpu else min(cpu, used)
        got = ColdStart(wall, imp, first, rss, bool(cached))
        if best is None or got.total_ns < best.total_ns:
            best = got
    assert best is not None
    return replace(best, cpu_ns=cpu)


def build_kind() -> str:
    """Which build of mathcore this process runs: ``interpreted``, or ``compiled`` (mypyc,
    ``make fast``: setup.py) with how many of the loaded mathcore modules are C extensions."""
    loaded = [m for name, m in sorted(sys.modules.items()) if name.startswith("mathcore.")]
    native = sum(1 for m in loaded if str(getattr(m, "__file__", "")).endswith((".so", ".pyd")))
    if not native:
        return f"interpreted (CPython {sys.version.split()[0]})"
    return (
        f"compiled (mypyc): {native} of {len(loaded)} loaded mathcore modules are C extensions; "
        f"CPython {sys.version.split()[0]}"
    )


def peak_memory_kb() -> int:
    """This process's peak resident set size in KiB (Linux reports KiB)."""
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss


def default_dataset() -> Path:
    """GSM8K train from the ``shared`` folder beside the repo (or the working directory),
    else the bundled samples."""
    for shared in (REPO.parent / "shared", Path.cwd().parent / "shared", Path.cwd() / "shared"):
        candidate = shared / DEFAULT_DATASET
        if candidate.is_file():
            return candidate
    return SAMPLES


def organ_texts() -> list[tuple[str, list[str]]]:
    """``(lane name, gold texts)`` for every registered ruler."""
    from mathcore.organs.rulers import RULERS, ruler

    return [(name, [fx.text for fx in ruler(name).fixtures()]) for name in sorted(RULERS)]


def organ_pass(organ: Any) -> PassFn:
    """One organ's own work on a text: read it, then solve the setup when it was read."""
    from mathcore.organs.base import ReaderRefusal

    read, solve = organ.read, organ.solve

    def run(text: str) -> object:
        setup = read(text)
        return setup if isinstance(setup, ReaderRefusal) else solve(setup)

    return run


def measure_organ(
    label: str, texts: Sequence[str], run: PassFn, seconds: int | None
) -> Measurement:
    """``measure`` one organ's pass with the pack pinned for the run, as a solve pass pins it
    for its organs (the per-solve check of the pack on disk is a pipeline cost, measured in
    the pipeline's own row, not an organ's)."""
    from mathcore.packs.loader import pinned_pack

    with pinned_pack():
        return measure(label, texts, run, seconds)


def organ_solvers() -> list[tuple[str, list[str], PassFn]]:
    """``(lane name, gold texts, the organ's own pass)`` for every registered ruler."""
    from mathcore.organs.rulers import RULERS, ruler

    out: list[tuple[str, list[str], PassFn]] = []
    for name in sorted(RULERS):
        r = ruler(name)
        out.append((name, [fx.text for fx in r.fixtures()], organ_pass(r.organ)))
    return out


def dataset_texts(path: Path) -> list[str]:
    """The questions of a JSONL dataset (either format), without scoring."""
    out: list[str] = []
    for raw in path.read_text(encoding="utf-8").splitlines():
        if raw.strip():
            row = json.loads(raw)
            if isinstance(row, dict) and isinstance(row.get("question"), str):
                out.append(row["question"])
    return out


def ms(ns: int) -> str:
    """Nanoseconds as milliseconds with three decimals (integer arithmetic)."""
    us = ns // 1000
    return f"{us // 1000}.{us % 1000:03d}"
