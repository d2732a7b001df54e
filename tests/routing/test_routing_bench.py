"""Benchmarks of the routing overhead (``pytest --benchmark-enable tests/routing``).

Five fake organs that step aside at once isolate what the router and contemplation cost per
problem; the solved path adds solving and verification. Disabled by default (one plain run).
"""

from __future__ import annotations

from typing import Any

from routing_fakes import FakeOrgan, adder

from mathcore.organs.base import ReaderRefusal
from mathcore.routing.contemplation import contemplate
from mathcore.routing.router import Router

TEXT = (
    "Weng earns $12 an hour for babysitting. Yesterday, she just did 50 minutes of "
    "babysitting. How much did she earn?"
)


class _StepsAside(FakeOrgan):
    def read(self, text: str) -> ReaderRefusal:
        return ReaderRefusal(f"not_{self.name}_shaped")


def test_bench_routing_overhead_when_every_organ_steps_aside(benchmark: Any) -> None:
    router = Router([_StepsAside(f"o{i}", f"p{i}", "v") for i in range(5)])
    result = benchmark(contemplate, TEXT, router=router)
    assert result.terminal == "REFUSED_UNSUPPORTED_FAMILY"


def test_bench_solved_and_verified_path(benchmark: Any) -> None:
    organ = adder()
    router = Router([organ])
    result = benchmark(contemplate, "add 2 and 3", router=router)
    organ.calls.clear()
    assert result.terminal == "SOLVED_VERIFIED"
