"""``How much do 6 pens cost?`` asks money: the answer's unit is dollars (it was labelled with
the priced thing, ``pen``) and a cost to the cent is an answer, not a non-whole count."""

from __future__ import annotations

from fractions import Fraction

import pytest

import mathcore


@pytest.mark.parametrize(
    ("text", "answer"),
    [
        ("A pen costs $2. How much would 6 pens cost?", 12),
        ("Each pen costs $1.50. How much do 3 pens cost?", Fraction(9, 2)),
        ("Each pen costs $1.25. How much do 3 pens cost?", Fraction(15, 4)),
    ],
)
def test_a_cost_question_answers_dollars(text: str, answer: Fraction) -> None:
    out = mathcore.solve(text)
    assert isinstance(out, mathcore.Solved)
    assert out.answer == answer and out.unit == "dollars"


def test_a_cost_below_the_cent_refuses() -> None:
    out = mathcore.solve("Each pen costs $1.255. How much do 3 pens cost?")
    assert not isinstance(out, mathcore.Solved)
