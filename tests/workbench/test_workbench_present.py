"""Presentation helpers: the highlight lands exactly on the recorded token or nowhere; JSON
for what the corridor returns keeps numbers exact."""

from __future__ import annotations

import enum
from dataclasses import dataclass
from fractions import Fraction
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from mathcore.text.tokens import sentences
from mathcore.workbench.port import jsonable
from mathcore.workbench.present import annotate_proposal, highlight, locate, locate_in_sentence

TEXT = "He said he had 3 hats. Then he sold the hat. How many hats does he have?"


def test_locate_finds_the_token_at_its_recorded_place_only() -> None:
    span = locate(TEXT, 1, 1, "he")  # "Then he sold": the second sentence's "he"
    assert span is not None
    start, end = span
    assert TEXT[start:end] == "he" and start > TEXT.index(".")
    assert locate(TEXT, 1, 1, "sold") is None  # recorded text differs: no highlight
    assert locate(TEXT, 1, 1, "HE") == (start, end)  # case does not matter


@pytest.mark.parametrize(
    ("si", "ti", "tok"),
    [(None, 1, "he"), (1, None, "he"), (1, 1, None), (1, 1, ""), (-1, 0, "He"), (0, -1, "He"),
     (9, 0, "He"), (0, 99, "He")],
)  # fmt: skip
def test_locate_refuses_missing_or_out_of_range_positions(si, ti, tok) -> None:  # type: ignore[no-untyped-def]
    assert locate(TEXT, si, ti, tok) is None


def test_highlight_falls_back_to_the_sentence_and_then_to_nothing() -> None:
    row = {"question": "", "sentence": "Then he sold the hat.", "sentence_index": 1,
           "token_index": 2, "token": "sold"}  # fmt: skip
    h = highlight(row)
    assert h is not None and h["scope"] == "sentence"
    assert h["text"][h["start"] : h["end"]] == "sold"
    assert highlight({**row, "token": "bought"}) is None
    assert highlight({**row, "token_index": None}) is None
    assert locate_in_sentence("Then he sold.", 7, "x") is None


def test_annotate_leaves_odd_shapes_alone() -> None:
    assert annotate_proposal("x") == "x"
    assert annotate_proposal({"id": "P"}) == {"id": "P"}
    assert annotate_proposal({"evidence": [3]}) == {"evidence": [3]}


@settings(max_examples=80, deadline=None)
@given(
    st.lists(
        st.sampled_from(["Tom", "has", "3", "apples", "he", "sold", "2", "$4.50", "half", "."]),
        min_size=1,
        max_size=25,
    ),
    st.integers(min_value=0, max_value=30),
    st.integers(min_value=0, max_value=30),
)
def test_a_located_span_always_holds_the_recorded_token(words, si, ti) -> None:  # type: ignore[no-untyped-def]
    text = " ".join(words)
    sents = sentences(text)
    token = None
    if si < len(sents) and ti < len(sents[si].tokens):
        token = sents[si].tokens[ti].text
    span = locate(text, si, ti, token or "apples")
    if span is not None:
        assert text[span[0] : span[1]].lower() == (token or "apples").lower()
    if token is not None:
        assert span is not None


class Colour(enum.Enum):
    RED = "red"


@dataclass
class Plain:
    n: int
    share: Fraction


def test_jsonable_keeps_numbers_exact_and_refuses_floats() -> None:
    assert jsonable(Fraction(7, 2)) == "3.5"
    assert jsonable({"a": (1, Colour.RED), 2: Path("/x")}) == {"a": [1, "red"], "2": "/x"}
    assert jsonable(Plain(1, Fraction(1, 3))) == {"n": 1, "share": "1/3"}
    assert jsonable(frozenset({"b", "a"})) == ["a", "b"]
    with pytest.raises(TypeError, match="exact numbers only"):
        jsonable(0.5)
    with pytest.raises(TypeError, match="cannot show"):
        jsonable(object())
