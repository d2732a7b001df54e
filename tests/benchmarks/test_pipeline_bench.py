"""Benchmarks of the whole pipeline and its shared layers (disabled by default).

``pytest tests/benchmarks/test_pipeline_bench.py --benchmark-enable`` times them; as plain
tests each checks what it timed (the records a pass produced, the tokens it read), never
how long it took. ``mathcore bench`` reports the same figures as one table.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

import mathcore
from mathcore.evals.bench import SAMPLES, dataset_texts, organ_solvers
from mathcore.text.tokens import tokenize

GSM8K = Path(__file__).resolve().parents[2].parent / "shared" / "data" / "gsm8k" / "train.jsonl"


def _records(texts: list[str]) -> list[str]:
    return [json.dumps(mathcore.to_record(mathcore.solve(t)), sort_keys=True) for t in texts]


@pytest.mark.skipif(not GSM8K.exists(), reason="shared data absent")
def test_pipeline_on_gsm8k_train(benchmark: Any) -> None:
    texts = dataset_texts(GSM8K)[:300]
    first = _records(texts)
    again = benchmark(_records, texts)
    assert again == first  # a timed pass gives the very same records
    assert all('"status": "refused"' in r or '"status": "solved"' in r for r in again)


def test_pipeline_on_the_samples(benchmark: Any) -> None:
    texts = dataset_texts(SAMPLES)
    first = _records(texts)
    assert benchmark(_records, texts) == first


def test_tokenizer_on_the_samples(benchmark: Any) -> None:
    texts = dataset_texts(SAMPLES)

    def tokens() -> int:
        return sum(len(tokenize.__wrapped__(t)) for t in texts)

    assert benchmark(tokens) == sum(len(tokenize(t)) for t in texts) > 0


@pytest.mark.parametrize("lane", [name for name, _, _ in organ_solvers()])
def test_each_organ_alone_on_its_gold(benchmark: Any, lane: str) -> None:
    texts, run = next((t, fn) for name, t, fn in organ_solvers() if name == lane)
    first = [repr(run(t)) for t in texts]
    assert benchmark(lambda: [repr(run(t)) for t in texts]) == first
