"""The batch runner: order-preserving workers, and a time limit no solver can stall past."""

from __future__ import annotations

import signal
import threading
from fractions import Fraction

import evals_fakes
import pytest

from mathcore.evals.runner import (
    TIME_LIMIT_REASON,
    RunOptions,
    Solver,
    chunks,
    load_solver,
    run_batch,
)

ITEMS = [(f"c-{i}", f"ANSWER {i}" if i % 3 else f"refuse {i}") for i in range(40)]


def _records(workers: int, chunk: int = 4) -> list[dict[str, object]]:
    opts = RunOptions(workers=workers, chunk_size=chunk, keep_attempts=True)
    return [o.record for o in run_batch(ITEMS, evals_fakes.scripted, opts)]


def test_workers_give_the_same_records_in_the_same_order_as_one_process() -> None:
    one = _records(1)
    assert [r["id"] for r in one] == [cid for cid, _ in ITEMS]
    assert _records(2) == one
    assert _records(3, chunk=7) == one
    assert one[1]["answer"] == "1" and one[0]["status"] == "refused"
    assert one[0]["attempts"][0]["organ"] == "fake_organ"


def test_progress_is_reported_per_chunk_and_sums_to_the_batch() -> None:
    seen: list[int] = []
    opts = RunOptions(workers=2, chunk_size=8)
    list(run_batch(ITEMS, evals_fakes.scripted, opts, seen.append))
    assert sum(seen) == len(ITEMS) and len(seen) == 5


@pytest.mark.parametrize("workers", [1, 2])
@pytest.mark.parametrize("fake", [evals_fakes.scripted, evals_fakes.swallowing, evals_fakes.busy])
def test_a_stalled_problem_becomes_a_time_limit_refusal_and_the_batch_goes_on(
    workers: int, fake: object
) -> None:
    items = [("a", "ANSWER 1"), ("slow", "SLEEP"), ("b", "ANSWER 2"), ("slow2", "SLEEP")]
    opts = RunOptions(workers=workers, time_limit=Fraction(1, 5), chunk_size=2)
    out = [o.record for o in run_batch(items, fake, opts)]  # type: ignore[arg-type]
    assert [r["id"] for r in out] == ["a", "slow", "b", "slow2"]
    assert [r.get("answer") for r in out[::2]] == ["1", "2"]
    for r in out[1::2]:
        assert (r["status"], r["reason"], r["terminal"]) == (
            "refused",
            TIME_LIMIT_REASON,
            "NO_PROGRESS",
        )


def test_the_alarm_handler_is_restored_and_no_timer_is_left_running() -> None:
    before = signal.getsignal(signal.SIGALRM)
    Solver(evals_fakes.scripted, RunOptions(time_limit=Fraction(1))).many([("a", "ANSWER 3")])
    assert signal.getsignal(signal.SIGALRM) is before
    assert signal.getitimer(signal.ITIMER_REAL) == (0.0, 0.0)


def test_no_limit_and_a_non_main_thread_run_without_a_timer() -> None:
    assert Solver(evals_fakes.scripted, RunOptions(time_limit=None)).limit is None
    found: list[object] = []
    thread = threading.Thread(
        target=lambda: found.append(Solver(evals_fakes.scripted, RunOptions()).limit)
    )
    thread.start()
    thread.join()
    assert found == [None]
    out = Solver(evals_fakes.scripted, RunOptions(time_limit=None)).many([("a", "ANSWER 4")])
    assert out[0].record["answer"] == "4" and out[0].elapsed_ns >= 0


def test_chunks_cover_the_items_in_order() -> None:
    parts = chunks(ITEMS, 6)
    assert [x for p in parts for x in p] == ITEMS
    assert [len(p) for p in parts] == [6] * 6 + [4]


def test_load_solver_defaults_to_mathcore_solve_and_loads_module_functions() -> None:
    from mathcore.api import solve

    assert load_solver(None) is solve
    assert load_solver("evals_fakes:scripted") is evals_fakes.scripted


def test_the_parent_watchdog_recovers_from_a_stall_the_alarm_cannot_stop(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from mathcore.evals import runner

    monkeypatch.setattr(runner, "WATCHDOG_GRACE", 0.3)
    items = [("a", "ANSWER 1"), ("b", "ANSWER 2"), ("slow", "SLEEP"), ("c", "ANSWER 3")]
    items += [(f"x{i}", f"ANSWER {i}") for i in range(6)]
    opts = RunOptions(workers=2, time_limit=Fraction(1, 10), chunk_size=3)
    out = [o.record for o in run_batch(items, evals_fakes.uninterruptible, opts)]
    assert [r["id"] for r in out] == [cid for cid, _ in items]
    assert out[2]["reason"] == TIME_LIMIT_REASON
    assert [r.get("answer") for r in out[:2]] == ["1", "2"]
    assert [r.get("answer") for r in out[3:]] == ["3", *map(str, range(6))]


@pytest.mark.parametrize("limit", [None, Fraction(5)])
def test_a_solver_that_raises_becomes_an_internal_error_refusal(limit: Fraction | None) -> None:
    items = [("a", "CRASH"), ("b", "ANSWER 2")]
    out = [o.record for o in run_batch(items, evals_fakes.crashing, RunOptions(time_limit=limit))]
    assert (out[0]["status"], out[0]["reason"], out[0]["detail"]) == (
        "refused",
        "internal_error",
        "ZeroDivisionError",
    )
    assert out[1]["answer"] == "2"
