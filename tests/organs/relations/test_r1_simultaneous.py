"""A told total with a comparison fixes every holder only as a system of relations.

R1's solver substitutes forward and runs one relation backwards, so "Lisa has 18 more dresses
than Ana. They have 48 dresses together." is beyond it; that is a capability it lacks (growth:
``simultaneous_relations``), not a missing fact, so it cedes to the story organ's total
reading. A truly missing base still refuses ``missing_base``. ``algebra.determines`` decides it.
"""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

import mathcore
from mathcore.organs.base import ReaderRefusal
from mathcore.organs.relations.algebra import determines
from mathcore.organs.relations.model import Relation
from mathcore.organs.relations.reader import read


def _system(delta: int, total: int, told: bool) -> list[Relation]:
    rels = [
        Relation("more_than", "lisa:dress", delta, ref="ana:dress"),
        Relation("sum_of", "total:dress", parts=("lisa:dress", "ana:dress")),
    ]
    return [*rels, Relation("fact", "total:dress", total)] if told else rels


@given(st.integers(0, 500), st.integers(0, 2000))
def test_a_told_total_and_a_difference_determine_both_holders(delta: int, total: int) -> None:
    assert determines(_system(delta, total, told=True), "ana:dress")
    assert determines(_system(delta, total, told=True), "lisa:dress")
    assert not determines(_system(delta, total, told=False), "ana:dress")


@given(st.integers(1, 50), st.integers(0, 50))
def test_two_different_totals_of_the_same_holders_determine_nothing(a: int, b: int) -> None:
    rels = [
        Relation("sum_of", "total:dress", parts=("lisa:dress", "ana:dress")),
        Relation("fact", "total:dress", a),
        Relation("sum_of", "both:dress", parts=("lisa:dress", "ana:dress")),
        Relation("fact", "both:dress", a + b + 1),
    ]
    assert not determines(rels, "ana:dress")  # inconsistent: no value


def test_the_reader_refuses_a_system_as_growth_and_the_story_organ_answers() -> None:
    text = (
        "Lisa has 18 more dresses than Ana. They have 48 dresses together. "
        "How many dresses does Ana have?"
    )
    out = read(text)
    assert isinstance(out, ReaderRefusal) and out.reason == "simultaneous_relations"
    result = mathcore.solve(text)
    assert isinstance(result, mathcore.Solved) and result.answer == 15


def test_a_missing_base_is_still_missing() -> None:
    for text in (
        "Lisa has 18 more dresses than Ana. How many dresses does Ana have?",
        "Lisa and Ana have 48 dresses together. How many dresses does Ana have?",
    ):
        out = read(text)
        assert isinstance(out, ReaderRefusal) and out.reason == "missing_base", text
        assert not isinstance(mathcore.solve(text), mathcore.Solved)


def test_a_system_with_a_non_whole_answer_is_refused() -> None:
    text = (
        "Lisa has 18 more dresses than Ana. They have 47 dresses together. "
        "How many dresses does Ana have?"
    )
    assert not isinstance(mathcore.solve(text), mathcore.Solved)
