"""The bench's warm-up: both warm-up solves run before the timed loop, and the second one
builds the rate units' registry (a one-time cost of the process, not of a problem)."""

from __future__ import annotations

import mathcore
from mathcore.evals import bench
from mathcore.evals.runner import WARM_UP_TEXT
from mathcore.organs.rates import units


def test_warm_ups_come_before_the_timed_texts() -> None:
    seen: list[str] = []
    got = bench.measure("row", ["a", "b"], seen.append)
    assert seen == [WARM_UP_TEXT, bench.WARM_UP_UNITS, "a", "b"]
    assert got.problems == 2


def test_the_units_warm_up_converts_units() -> None:
    result = mathcore.solve(bench.WARM_UP_UNITS)
    assert isinstance(result, mathcore.Solved)
    assert result.answer == 48  # 8 pages per 20 minutes, for 120 minutes
    assert units._REGISTRY._ureg is not None


def test_the_warm_up_imports_inflect() -> None:
    from mathcore.text import inflection

    inflection._engine.cache_clear()  # as in a fresh process: not imported yet
    bench.measure("row", ["a"], lambda _text: None)
    assert inflection._engine.cache_info().currsize == 1
    assert inflection.singular("geese") == inflection._library_singular("geese")
