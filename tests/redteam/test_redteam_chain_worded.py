"""Chain replay: a literal that is both an earlier step's result and a constant the question
writes as a word (``twice``) is ambiguous; the scale variant is dropped (it flagged a correct
age difference as wrong: ``8 - 6 = 2``, then ``8 x 2`` for ``twice her age``)."""

from __future__ import annotations

import pytest

from mathcore.evals.metamorphic.chain import ChainError, parse_steps, replay, scaled_variants

QUESTION = (
    "Ann is 6 years older than her brother and her sister is twice her age. "
    "If Ann is 8, how many years older is her sister than her brother?"
)
WORKED = (
    "Brother: 8 - 6 = <<8-6=2>>2. Sister: 8 x 2 = <<8*2=16>>16. 16 - 2 = <<16-2=14>>14.\n#### 14"
)


def test_worded_constant_that_is_also_a_result_is_ambiguous() -> None:
    steps = parse_steps(WORKED)
    with pytest.raises(ChainError, match="worded constant"):
        replay(steps, {6, 8}, 8, 24, frozenset({2}))
    assert replay(steps, {6, 8}, 8, 24) == [18, 432, 414]  # without the words: "24 x 18"


def test_scaled_variants_skip_the_ambiguous_number() -> None:
    assert all("8->" not in v.detail for v in scaled_variants(QUESTION, WORKED))
