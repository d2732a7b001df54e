# ruff: noqa: E501
"""Scaling leaves a number alone when the question also writes it as a fraction word: in
'Cori is 3 years old. In 5 years, she will be one-third the age of her aunt.' the worked
'8 x 3' is the one-third, so scaling Cori's 3 would scale the fraction too (a false 'wrong')."""

from __future__ import annotations

from mathcore.evals.metamorphic.chain import scaled_variants

WORKED = "In 5 years, Cori will be 3 + 5 = <<3+5=8>>8.\nHer aunt will be 8 x 3 = <<8*3=24>>24.\nToday she is 24 - 5 = <<24-5=19>>19.\n#### 19"


def test_third_blocks_scaling_of_three() -> None:
    q = "Cori is 3 years old today. In 5 years, she will be one-third the age of her aunt. How old is her aunt today?"
    details = [v.detail for v in scaled_variants(q, WORKED)]
    assert not any(d.startswith("3->") for d in details)
    assert any(d.startswith("5->") for d in details)  # the other number still scales
