"""Run a solve function over many problems: in-process or in worker processes, in order.

Each problem runs under a per-problem time limit: a ``SIGALRM`` handler raises ``_Expired``
(a ``BaseException``, so no ``except Exception`` in the solver swallows it) and the problem
becomes a ``time_limit`` refusal; the batch goes on. A batch (``Solver.many``) starts one
interval timer that ticks ``TICKS`` times per limit, and each problem only records its
deadline, so a problem costs no timer system calls and is stopped within ``1 + 1/TICKS``
of its limit; a lone ``Solver.one`` arms a one-shot timer around its call. Workers
get order-preserving chunks, so the records are identical whatever the number of workers.
The only clock read here is timing, which never enters a record.
"""

from __future__ import annotations

import multiprocessing
import signal
import threading
import time
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from mathcore.results import Refused, Result, to_record

SolveFn = Callable[[str], Result]

TIME_LIMIT_REASON = "time_limit"
TIME_LIMIT_FAMILY = "resource"
TIME_LIMIT_ORGAN = "watchdog"
#: A problem read to warm caches (packs, organ registry) before any timed problem.
WARM_UP_TEXT = "Ana has 3 apples. She buys 2 more apples. How many apples does Ana have?"


@dataclass(frozen=True, slots=True)
class RunOptions:
    """How to run a batch. ``time_limit`` in seconds (``None`` or 0: no limit)."""

    workers: int = 1
    time_limit: Fraction | None = Fraction(5)
    chunk_size: int = 64
    keep_attempts: bool = False


@dataclass(frozen=True, slots=True)
class Outcome:
    """One problem's contract record (plus ``attempts`` when asked) and its solve time."""

    record: dict[str, Any]
    elapsed_ns: int


class _Expired(BaseException):
    """Raised by the alarm handler inside the solver; never escapes this module."""


#: Interval-timer ticks per time limit during a batch (the overshoot is at most 1/TICKS).
TICKS = 4

_armed = False  # a problem is running under a limit
_ticking = False  # a batch's interval timer is running (else a one-shot timer is armed)
_deadline_ns = 0  # while ticking: when the running problem expires (perf_counter_ns)


def _on_alarm(signum: int, frame: object) -> None:
    if _armed and (not _ticking or time.perf_counter_ns() >= _deadline_ns):
        raise _Expired


def time_limit_refusal(limit: Fraction) -> Refused:
    return Refused(
        TIME_LIMIT_REASON,
        TIME_LIMIT_FAMILY,
        TIME_LIMIT_ORGAN,
        "NO_PROGRESS",
        detail=f"exceeded the per-problem time limit of {limit} s",
    )


def _seconds(limit: Fraction) -> float:
    return limit.numerator / limit.denominator


def crash_refusal(exc: Exception) -> Refused:
    """What a solve function that raised becomes: a refusal, never an answer or a crash."""
    return Refused("internal_error", "internal", "evals", "NO_PROGRESS", type(exc).__name__)


def _guarded(solve: SolveFn, text: str) -> Result:
    try:
        return solve(text)
    except Exception as exc:  # an injected solver's bug must not end the batch
        return crash_refusal(exc)


def _timed(solve: SolveFn, text: str, limit: Fraction | None) -> Result:
    """``solve(text)``, turned into a ``time_limit`` refusal if it outlasts ``limit``."""
    global _armed, _deadline_ns
    if not limit:
        return _guarded(solve, text)
    ticking = _ticking
    try:
        if ticking:
            _deadline_ns = time.perf_counter_ns() + limit.numerator * 10**9 // limit.denominator
            _armed = True
        else:
            _armed = True
            signal.setitimer(signal.ITIMER_REAL, _seconds(limit))
        try:
            result = _guarded(solve, text)
        finally:
            _armed = False
            if not ticking:
                signal.setitimer(signal.ITIMER_REAL, 0)
    except _Expired:
        return time_limit_refusal(limit)
    return result


class Solver:
    """A solve function bound to options; runs problems one at a time in this process."""

    def __init__(self, solve: SolveFn, options: RunOptions) -> None:
        self.solve = solve
        self.options = options
        limit = options.time_limit
        can_alarm = threading.current_thread() is threading.main_thread()
        self.limit = limit if limit and can_alarm else None

    def warm_up(self) -> None:
        """Solve one small problem first (loads packs and organs), under the same guards."""
        self.many([("warm-up", WARM_UP_TEXT)])

    def one(self, case_id: str, text: str) -> Outcome:
        start = time.perf_counter_ns()
        result = _timed(self.solve, text, self.limit)
        elapsed = time.perf_counter_ns() - start
        record = to_record(result, case_id)
        if self.options.keep_attempts:
            record["attempts"] = [a.to_json() for a in result.attempts]
        return Outcome(record, elapsed)

    def many(self, items: Sequence[tuple[str, str]]) -> list[Outcome]:
        if not self.limit:
            return [self.one(cid, text) for cid, text in items]
        global _ticking
        previous = signal.signal(signal.SIGALRM, _on_alarm)
        tick = _seconds(self.limit) / TICKS
        try:
            signal.setitimer(signal.ITIMER_REAL, tick, tick)
            _ticking = True
            return [self.one(cid, text) for cid, text in items]
        finally:
            _ticking = False
            signal.setitimer(signal.ITIMER_REAL, 0)
            signal.signal(signal.SIGALRM, previous)


_worker: Solver | None = None


def _init_worker(solve: SolveFn, options: RunOptions) -> None:
    global _worker
    _worker = Solver(solve, options)
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # the parent handles Ctrl-C
    _worker.warm_up()


def _run_chunk(items: list[tuple[str, str]]) -> list[Outcome]:
    assert _worker is not None, "worker used before its initializer ran"
    return _worker.many(items)


def chunks(items: Sequence[tuple[str, str]], size: int) -> list[list[tuple[str, str]]]:
    return [list(items[i : i + size]) for i in range(0, len(items), max(1, size))]


#: Seconds the parent waits for a chunk beyond the sum of its problems' time limits.
WATCHDOG_GRACE = 10


def _hard_limit(part: Sequence[tuple[str, str]], limit: Fraction | None) -> float | None:
    """How long the parent waits for a worker's chunk (None: forever)."""
    return _seconds(limit * len(part)) + WATCHDOG_GRACE if limit else None


def _stalled(part: list[tuple[str, str]], options: RunOptions) -> list[Outcome]:
    assert options.time_limit is not None
    refusal = time_limit_refusal(options.time_limit)
    ns = int(options.time_limit * 1_000_000_000)
    return [Outcome(to_record(refusal, cid), ns) for cid, _ in part]


def _pooled(
    parts: list[list[tuple[str, str]]], solve: SolveFn, options: RunOptions
) -> Iterator[list[Outcome]]:
    """Chunks' outcomes in order from worker processes, with a hard watchdog.

    The alarm inside a worker cannot interrupt a single long C-level operation; when a
    chunk outlasts its hard limit the pool is killed, the chunk is re-run one problem per
    chunk (a lone stalled problem becomes a ``time_limit`` refusal) and a fresh pool
    carries on with the rest."""
    ctx = multiprocessing.get_context("fork")
    start = 0
    while start < len(parts):
        workers = min(options.workers, len(parts) - start)
        pool = ctx.Pool(workers, initializer=_init_worker, initargs=(solve, options))
        try:
            results = pool.imap(_run_chunk, parts[start:])
            for part in parts[start:]:
                try:
                    done = results.next(_hard_limit(part, options.time_limit))
                except multiprocessing.TimeoutError:
                    break
                yield done
                start += 1
        finally:
            pool.terminate()
            pool.join()
        if start < len(parts):
            stalled, start = parts[start], start + 1
            if len(stalled) == 1:
                yield _stalled(stalled, options)
            else:
                yield [o for done in _pooled([[x] for x in stalled], solve, options) for o in done]


def run_batch(
    items: Sequence[tuple[str, str]],
    solve: SolveFn,
    options: RunOptions,
    on_progress: Callable[[int], None] | None = None,
) -> Iterator[Outcome]:
    """Outcomes of ``(case_id, text)`` items, in input order, whatever ``options.workers``."""
    parts = chunks(items, options.chunk_size)
    if options.workers <= 1 or len(parts) <= 1:
        solver = Solver(solve, options)
        solver.warm_up()
        for part in parts:
            yield from solver.many(part)
            if on_progress is not None:
                on_progress(len(part))
        return
    for done in _pooled(parts, solve, options):
        yield from done
        if on_progress is not None:
            on_progress(len(done))


def load_solver(spec: str | None) -> SolveFn:
    """``mathcore.api:solve`` (the default) or any ``module:function`` taking a text."""
    from importlib import import_module

    if not spec:
        from mathcore.api import solve

        return solve
    module, _, attr = spec.partition(":")
    fn: SolveFn = getattr(import_module(module), attr)
    return fn
