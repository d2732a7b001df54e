# ruff: noqa: E501
"""Scaling skips a chain whose literal 100 is both an earlier step's result and the percent
constant: in '(75/100)*100' after '25+40+35=100' the replay read both 100s as the first step, so
with 25 scaled to 50 it recomputed (75/125)*125 = 75 and flagged the correct 60% as wrong."""

from __future__ import annotations

from mathcore.evals.metamorphic.chain import scaled_variants

Q = "There are 25 roses in a garden. There are 40 tulips. There are 35 daisies. What percentage of flowers are not roses?"
WORKED = "There are 25+40+35=<<25+40+35=100>>100 flowers.\nThere are 40+35=<<40+35=75>>75 that are not roses.\nSo (75/100)*100=<<(75/100)*100=75>>75% are not roses.\n#### 75"


def test_percent_constant_that_is_also_a_result_is_ambiguous() -> None:
    assert scaled_variants(Q, WORKED) == []


def test_a_result_of_100_used_later_is_skipped_and_other_chains_scale() -> None:
    """Conservative: a later literal 100 may be the step or a constant; a chain without one
    still scales."""
    q = "Tom has 4 boxes of 25 pens. He buys 5 more pens. How many pens does he have?"
    worked = "He has 4*25=<<4*25=100>>100 pens.\nThen 100+5=<<100+5=105>>105.\n#### 105"
    assert scaled_variants(q, worked) == []
    q2 = "Tom has 4 boxes of 20 pens. He buys 5 more pens. How many pens does he have?"
    worked2 = "He has 4*20=<<4*20=80>>80 pens.\nThen 80+5=<<80+5=85>>85.\n#### 85"
    assert any(v.detail.startswith("5->") for v in scaled_variants(q2, worked2))
