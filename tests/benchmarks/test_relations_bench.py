"""Benchmarks of the relations (R1) and linear-system (R2) organs.

Disabled by default (``pytest tests/benchmarks/test_relations_bench.py --benchmark-enable``).
Each round reads, then solves when read, every gold text of an organ once; as plain tests
they check the pass is correct, never how long it took.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from mathcore.organs.base import OrganAnswer, ReaderRefusal, ReasonKind
from mathcore.organs.linear_system.ruler import ruler as linear_system_ruler
from mathcore.organs.relations.ruler import ruler as relations_ruler

RULERS = {"relations": relations_ruler, "linear-system": linear_system_ruler}
GSM8K = Path(__file__).resolve().parents[2].parent / "shared" / "data" / "gsm8k" / "train.jsonl"


def _solve_all(organ: Any, texts: list[str]) -> int:
    answered = 0
    for text in texts:
        setup = organ.read(text)
        if not isinstance(setup, ReaderRefusal) and isinstance(organ.solve(setup), OrganAnswer):
            answered += 1
    return answered


@pytest.mark.parametrize("lane", sorted(RULERS))
def test_gold_solves_per_second(benchmark: Any, lane: str) -> None:
    r = RULERS[lane]()
    texts = [fx.text for fx in r.fixtures()]
    expected = sum(fx.expect == "solved" for fx in r.fixtures())
    assert benchmark(_solve_all, r.organ, texts) == expected


def _solve_each_ten_times(organ: Any, texts: list[str]) -> int:
    """As in the router, which tokenises a text once for every organ: the shared token cache
    is warm after the first read, so this measures the organ itself (one round = 10 passes)."""
    answered = 0
    for text in texts:
        for _ in range(10):
            setup = organ.read(text)
            if not isinstance(setup, ReaderRefusal) and isinstance(organ.solve(setup), OrganAnswer):
                answered += 1
    return answered


@pytest.mark.parametrize("lane", sorted(RULERS))
def test_gold_solves_per_second_tokens_shared(benchmark: Any, lane: str) -> None:
    r = RULERS[lane]()
    texts = [fx.text for fx in r.fixtures()]
    expected = 10 * sum(fx.expect == "solved" for fx in r.fixtures())
    assert benchmark(_solve_each_ten_times, r.organ, texts) == expected


@pytest.mark.skipif(not GSM8K.exists(), reason="shared data absent")
@pytest.mark.parametrize("lane", sorted(RULERS))
def test_step_aside_on_foreign_text(benchmark: Any, lane: str) -> None:
    organ = RULERS[lane]().organ
    lines = GSM8K.read_text(encoding="utf-8").splitlines()[:500]
    texts = [json.loads(x)["question"] for x in lines]
    outs = benchmark(lambda: [organ.read(t) for t in texts])
    aside = [
        o
        for o in outs
        if isinstance(o, ReaderRefusal)
        and organ.taxonomy.spec(o.reason, "reader").kind is ReasonKind.STEP_ASIDE
    ]
    assert len(aside) > 450
