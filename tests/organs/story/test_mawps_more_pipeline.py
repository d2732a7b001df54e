"""The mawps_more / mawps_weather / mawps_parts constructions through the whole pipeline
(``mathcore.solve``): answered by the story organ and verified (each derivation step
replays), one of our own stories per construction."""

from __future__ import annotations

from fractions import Fraction

import pytest

from mathcore import solve

CASES = [
    (
        "It rained 1.5 inches on Monday and 0.25 inches on Tuesday. How much did it rain on "
        "Monday and Tuesday combined?",
        Fraction(7, 4),
    ),
    (
        "Lena is making soup. The recipe requires 12 cups of water. She put in 5 cups. She then "
        "put in 3 cups. How many cups does she need to add?",
        Fraction(4),
    ),
    (
        "Nina found 12 shells but 5 were broken. How many unbroken shells did Nina find?",
        Fraction(7),
    ),
    (
        "At the shop, 0.125 of the bolts are size 3m and 0.25 of the bolts are size 5m. What "
        "fraction of the bolts are either size 3m or 5m?",
        Fraction(3, 8),
    ),
    (
        "Rita found 3 quarters in her coat, and 2 dimes in her bag. How much money did Rita find?",
        Fraction(95, 100),
    ),
    (
        "Ana bought 1.5 pounds of walnuts and 0.25 pounds of pecans. How many pounds of nuts "
        "did Ana buy in all?",
        Fraction(7, 4),
    ),
    (
        "Nora paid $3.15 for apples, and $4.10 for pears with a $10 bill. How much change did "
        "Nora receive?",
        Fraction(275, 100),
    ),
    (
        "Rosa bought some toys. She bought a skateboard for $12.40, and spent $3.10 on "
        "marbles. How much did Rosa spend on toys?",
        Fraction(1550, 100),
    ),
    (
        "Nadia had 2.5 liters of juice. Then she drank 0.75 liters of the juice. How much juice "
        "does Nadia have left?",
        Fraction(7, 4),
    ),
]


@pytest.mark.parametrize(("text", "want"), CASES)
def test_pipeline_answers_and_verifies(text: str, want: Fraction) -> None:
    out = solve(text)
    assert out.status == "solved", [f.detail for f in out.findings]
    assert getattr(out, "answer", None) == want
    assert getattr(out, "organ", "") == "story"
