"""Adversary 9c's find in R1: two units of one measure, none converted.

``Tim has 20 dollars and 35 cents. How many cents does Tim have?`` was read as two facts
(``tim:dollar=20``, ``tim:cent=35``) and answered 35. R1 converts no unit, so a setup with
two units of one measure (dollars and cents, hours and minutes, feet and inches) is invalid
(``RelationsSetup.__post_init__`` via ``model.mixed_measure``): the reader refuses it
(``invalid_setup``) and the pipeline leaves it to the story organ (2035 there).
"""

from __future__ import annotations

from fractions import Fraction

import pytest

from mathcore import solve
from mathcore.errors import SetupError
from mathcore.organs.base import ReaderRefusal
from mathcore.organs.relations.model import Relation, RelationsSetup, mixed_measure
from mathcore.organs.relations.organ import ORGAN


def test_mixed_measure_both_ways() -> None:
    assert mixed_measure(["dollar", "cent"]) == "cent and dollar"
    assert mixed_measure(["hour", "item", "minute"]) == "hour and minute"
    assert mixed_measure(["foot", "inch"])
    assert mixed_measure(["item", "dollar"]) == ""
    assert mixed_measure(["dollar", "dollar", "item"]) == ""
    assert mixed_measure(["hour", "pound", "mile"]) == ""


def test_a_setup_in_dollars_and_cents_is_invalid() -> None:
    facts = (Relation("fact", "tim:dollar", 20), Relation("fact", "tim:cent", 35))
    with pytest.raises(SetupError):
        RelationsSetup(facts, (("tim:cent", "cent"), ("tim:dollar", "dollar")), "tim:cent", "cents")
    one = (Relation("fact", "tim:dollar", 20), Relation("fact", "ann:book", 3))
    RelationsSetup(one, (("ann:book", "item"), ("tim:dollar", "dollar")), "tim:dollar", "dollars")


@pytest.mark.parametrize(
    ("text", "answer"),
    [
        ("Tim has 20 dollars and 35 cents. How many cents does Tim have?", 2035),
        ("Tim has 20 dollars and 35 cents. How many dollars does Tim have?", Fraction("20.35")),
        ("Tim has 2 hours and 30 minutes. How many minutes does Tim have?", 150),
        (
            "Tim has 20 dollars and 35 cents. Ann has 10 dollars. How many cents does Tim have?",
            2035,
        ),
    ],
)
def test_refused_by_r1_and_never_answered_wrong(text: str, answer: int | Fraction) -> None:
    assert isinstance(ORGAN.read(text), ReaderRefusal)
    result = solve(text)
    if result.status == "solved":
        assert Fraction(result.answer) == Fraction(answer)  # type: ignore[union-attr]


def test_one_unit_still_reads() -> None:
    text = "Tim has 20 dollars. Ann has 5 more dollars than Tim. How many dollars does Ann have?"
    result = solve(text)
    assert result.status == "solved"
    assert Fraction(result.answer) == 25  # type: ignore[union-attr]
