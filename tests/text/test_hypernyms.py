"""The pack's hypernym chain, and the relations organ's guard built on it."""

from __future__ import annotations

import pytest

import mathcore
from mathcore.organs.base import ReaderRefusal
from mathcore.routing.registry import organs
from mathcore.text.hypernyms import broader, related


def test_the_chain_walks_the_pack_rows_nearest_first() -> None:
    assert broader("apple") == ("fruit",)
    assert broader("duck")[0] == "bird"
    assert "animal" in broader("duck")
    assert broader("fruit") == ()
    assert broader("zzzz") == ()


def test_related_is_symmetric_and_never_reflexive() -> None:
    assert related("fruit", "apple") and related("apple", "fruit")
    assert not related("apple", "apple")
    assert not related("apple", "pen")


def _relations() -> object:
    return next(o for o in organs() if o.name == "relations")


@pytest.mark.parametrize(
    "text",
    [
        "Tom has 3 fruits and 2 apples. How many fruits does Tom have?",
        "Tom has 3 animals and 2 dogs. How many animals does Tom have?",
    ],
)
def test_relations_refuses_a_count_that_may_hold_another_counted_noun(text: str) -> None:
    out = _relations().read(text)  # type: ignore[attr-defined]
    assert isinstance(out, ReaderRefusal)
    # with facts alone the organ steps aside, naming the guard in its detail
    assert "ambiguous_noun" in (out.reason, out.detail.split(":")[0].split("(")[-1])
    assert not isinstance(mathcore.solve(text), mathcore.Solved)


def test_relations_still_reads_unrelated_nouns() -> None:
    out = _relations().read("Tom has 3 pens and 2 apples. How many pens does Tom have?")  # type: ignore[attr-defined]
    assert not isinstance(out, ReaderRefusal)
