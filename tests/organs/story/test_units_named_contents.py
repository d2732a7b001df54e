"""Units named by their contents are not counted through another thing (issue 8).

``Nora bought 4 boxes of pens. Each box has 6 pencils. How many pencils did Nora buy?``
was answered 24: boxes of pens are not said to hold pencils. ``answers._contents_unsaid``
refuses when the units' named contents and the per-unit thing are different nouns, neither
a kind of the other, and the question does not ask a part of the named contents
(``pieces of gum`` from ``packages of gum``). (The adversary's open case of session 4b.)
"""

from __future__ import annotations

from fractions import Fraction

from hypothesis import given, settings
from hypothesis import strategies as st
from story_outcome import answer

from mathcore.organs.story.answers import _contents_unsaid
from mathcore.organs.story.model import Kind


def test_boxes_of_pens_are_not_said_to_hold_pencils() -> None:
    text = "Nora bought 4 boxes of pens. Each box has 6 pencils. How many pencils did Nora buy?"
    assert answer(text) is None


def test_boxes_of_the_same_contents_count() -> None:
    text = "Nora bought 4 boxes of pens. Each box has 6 pens. How many pens did Nora buy?"
    assert answer(text) == Fraction(24)


def test_the_check_itself() -> None:
    assert _contents_unsaid({"pen"}, Kind("pencil"), Kind("pencil"))
    assert not _contents_unsaid({"pen"}, Kind("pen"), Kind("pen"))
    assert not _contents_unsaid({"gum"}, Kind("piece"), Kind("piece", ("of gum",)))


@settings(max_examples=30, deadline=None)
@given(
    pair=st.sampled_from([("pens", "pencils"), ("apples", "pears"), ("cards", "stamps")]),
    boxes=st.integers(2, 40),
    each=st.integers(2, 40),
)
def test_any_other_contents_refuse(pair: tuple[str, str], boxes: int, each: int) -> None:
    named, other = pair
    text = (
        f"Nora bought {boxes} boxes of {named}. Each box has {each} {other}. "
        f"How many {other} did Nora buy?"
    )
    assert answer(text) is None
