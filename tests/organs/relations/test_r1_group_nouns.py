"""A count-named group (``these three boys``) names the story's holders only by a group noun;
a role (``the two teachers``) says what the facts never told, so R1 has no template for it
(a growth refusal that cedes to the story organ, which refuses it too)."""

from __future__ import annotations

import pytest

import mathcore
from mathcore.organs.base import ReaderRefusal
from mathcore.organs.relations.reader import read


@pytest.mark.parametrize("noun", ["teachers", "workers", "doctors", "sisters"])
def test_a_role_named_group_is_not_read(noun: str) -> None:
    text = f"Tom has 5 pens. Ann has 3 pens. How many pens do the two {noun} have?"
    out = read(text)  # facts only: R1 steps aside; with a comparison it lacks the template
    assert isinstance(out, ReaderRefusal) and out.reason == "not_relations_shaped"
    assert not isinstance(mathcore.solve(text), mathcore.Solved)
    compared = (
        f"Tom has 5 pens. Ann has 3 more pens than Tom. How many pens do the two {noun} have?"
    )
    out = read(compared)
    assert isinstance(out, ReaderRefusal) and out.reason == "unreadable_quantity_query"
    assert not isinstance(mathcore.solve(compared), mathcore.Solved)


@pytest.mark.parametrize("group", ["the two friends", "the two of them", "these two kids"])
def test_a_plain_group_of_the_told_count_is_summed(group: str) -> None:
    text = f"Tom has 5 pens. Ann has 3 pens. How many pens do {group} have?"
    result = mathcore.solve(text)
    assert isinstance(result, mathcore.Solved) and result.answer == 8
