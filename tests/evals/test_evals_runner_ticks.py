"""The batch time limit: one interval timer per batch, no timer system call per problem."""

from __future__ import annotations

import signal
import time
from fractions import Fraction

import evals_fakes
import pytest

from mathcore.evals import runner
from mathcore.evals.runner import TIME_LIMIT_REASON, RunOptions, Solver


def test_a_batch_sets_the_timer_once_and_clears_it_once(monkeypatch: pytest.MonkeyPatch) -> None:
    calls: list[tuple[float, ...]] = []
    real = signal.setitimer

    def counting(which: int, seconds: float, interval: float = 0.0) -> tuple[float, float]:
        calls.append((seconds, interval))
        return real(which, seconds, interval)

    monkeypatch.setattr(signal, "setitimer", counting)
    items = [(f"c{i}", f"ANSWER {i}") for i in range(20)]
    out = Solver(evals_fakes.scripted, RunOptions(time_limit=Fraction(2))).many(items)
    assert [o.record["answer"] for o in out] == [str(i) for i in range(20)]
    assert calls == [(0.5, 0.5), (0, 0.0)]  # ticks of limit / TICKS, then off
    assert signal.getitimer(signal.ITIMER_REAL) == (0.0, 0.0) and not runner._ticking


def test_a_stalled_problem_in_a_batch_stops_soon_after_its_limit() -> None:
    limit = Fraction(1, 5)
    items = [("slow", "SLEEP"), ("a", "ANSWER 1")]
    start = time.perf_counter()
    out = Solver(evals_fakes.scripted, RunOptions(time_limit=limit)).many(items)
    took = time.perf_counter() - start
    assert out[0].record["reason"] == TIME_LIMIT_REASON and out[1].record["answer"] == "1"
    assert took >= float(limit)  # never before the limit (no timing assertion beyond that)


def test_a_tick_between_problems_interrupts_nothing() -> None:
    runner._ticking, runner._armed = True, False
    try:
        runner._on_alarm(signal.SIGALRM, None)  # not armed: ignored
        runner._armed, runner._deadline_ns = True, time.perf_counter_ns() + 10**12
        runner._on_alarm(signal.SIGALRM, None)  # armed, deadline far away: ignored
        runner._deadline_ns = 0
        with pytest.raises(BaseException) as caught:
            runner._on_alarm(signal.SIGALRM, None)  # armed and past the deadline
        assert type(caught.value).__name__ == "_Expired"
    finally:
        runner._ticking, runner._armed = False, False


def test_a_lone_problem_arms_a_one_shot_timer(monkeypatch: pytest.MonkeyPatch) -> None:
    calls: list[float] = []
    real = signal.setitimer

    def counting(which: int, seconds: float, interval: float = 0.0) -> tuple[float, float]:
        calls.append(seconds)
        return real(which, seconds, interval)

    monkeypatch.setattr(signal, "setitimer", counting)
    Solver(evals_fakes.scripted, RunOptions(time_limit=Fraction(3))).one("a", "ANSWER 2")
    assert calls == [3.0, 0]
