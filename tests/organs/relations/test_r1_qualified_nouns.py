"""A qualified kind beside its bare noun (``7 red pencils and 3 pencils``) leaves ``how many
pencils`` open (3, or 10 with the red ones): R1 refuses ``ambiguous_noun`` instead of taking the
bare noun's 3 (``reader._qualified``); another holder's bare noun is refused too (R1 does not
scope nouns by holder), and the story organ reads what is exact."""

from __future__ import annotations

import pytest

import mathcore
from mathcore.organs.base import ReaderRefusal
from mathcore.organs.relations.reader import read


@pytest.mark.parametrize(
    "text",
    [
        "Sam has 7 red pencils and 3 pencils. How many pencils does Sam have?",
        "Jenny has 6 baseball cards and 4 cards. How many cards does Jenny have?",
        "Jenny has 6 baseball cards and 4 cards. Tom has 2 more cards than Jenny. "
        "How many cards does Tom have?",
    ],
)
def test_a_qualified_kind_beside_its_bare_noun_is_ambiguous(text: str) -> None:
    out = read(text)  # facts only: R1 steps aside, naming the ambiguity in its detail
    assert isinstance(out, ReaderRefusal)
    assert out.reason == "ambiguous_noun" or "ambiguous_noun" in out.detail
    assert not isinstance(mathcore.solve(text), mathcore.Solved)


def test_unrelated_nouns_stay_a_distractor() -> None:
    text = (
        "Sam has 7 pencils and 3 erasers. Tom has 4 more pencils than Sam. "
        "How many pencils does Tom have?"
    )
    result = mathcore.solve(text)
    assert isinstance(result, mathcore.Solved) and result.answer == 11
