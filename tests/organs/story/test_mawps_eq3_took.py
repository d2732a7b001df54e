"""mawps_eq3_took: how long an amount done at its rate took.

"Nora strolled 9 miles at 2 miles per hour. How long did Nora stroll?" is 9/2 hours. Our own
wording with hand-computed answers; each guard has a refusing row. The story organ's reading
is tested directly (``read_story`` + ``solve_story``) and through the pipeline for verbs no
rate organ claims.
"""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from mathcore import solve
from mathcore.organs.story.model import StorySetup
from mathcore.organs.story.reader import read_story
from mathcore.organs.story.solver import solve_story

GOLD = [
    ("Nora strolled 9 miles at 2 miles per hour. How long did Nora stroll?", Fraction(9, 2)),
    ("Omar wandered 12 kilometers at 3 kilometers per hour. How long did Omar wander?", 4),
    ("Lena sprinted 1 mile at 10 miles an hour. How long did Lena sprint?", Fraction(1, 10)),
    ("Juan ran 80 miles at 10 miles per hour. How long did Juan run?", 8),  # the organ alone
]

REFUSED = [
    # the amount and the rate count other things
    "Nora strolled 9 miles at 2 kilometers per hour. How long did Nora stroll?",
    # another doer, another verb
    "Nora strolled 9 miles at 2 miles per hour. How long did Omar stroll?",
    "Nora strolled 9 miles at 2 miles per hour. How long did Nora wander?",
    # another amount beside the one done
    "Nora strolled 9 miles at 2 miles per hour. Omar strolled 5 miles. How long did Nora stroll?",
    # a pronoun with two antecedents
    "Nora met Lena. She strolled 9 miles at 2 miles per hour. How long did Nora stroll?",
]


def _organ(text: str) -> object:
    setup = read_story(text)
    return solve_story(setup) if isinstance(setup, StorySetup) else setup


@pytest.mark.parametrize(("text", "answer"), GOLD)
def test_gold_answered_exactly(text: str, answer: Fraction) -> None:
    r = _organ(text)
    assert getattr(r, "value", None) == answer, r
    assert getattr(r, "unit", None) in ("hour",), r


@pytest.mark.parametrize("text", REFUSED)
def test_refused(text: str) -> None:
    assert getattr(_organ(text), "value", None) is None
    assert solve(text).status != "solved"


def test_pipeline_answers_a_verb_no_rate_organ_claims() -> None:
    r = solve("Nora strolled 9 miles at 2 miles per hour. How long did Nora stroll?")
    assert r.status == "solved", r
    assert r.answer == Fraction(9, 2)  # type: ignore[union-attr]


@settings(max_examples=40, deadline=None)
@given(
    who=st.sampled_from(["Melanie", "Keith", "Omar", "Lena"]),
    verb=st.sampled_from([("strolled", "stroll"), ("wandered", "wander"), ("sprinted", "sprint")]),
    unit=st.sampled_from(["miles", "kilometers"]),
    dist=st.integers(1, 100000),
    rate=st.integers(1, 1000),
)
def test_generalizes(who: str, verb: tuple[str, str], unit: str, dist: int, rate: int) -> None:
    text = f"{who} {verb[0]} {dist} {unit} at {rate} {unit} per hour. How long did {who} {verb[1]}?"
    r = _organ(text)
    want = Fraction(dist, rate)
    if (want * 100).denominator != 1:  # a measure past the hundredth is refused, never rounded
        assert getattr(r, "reason", None) == "money_precision", (text, r)
        return
    assert getattr(r, "value", None) == want, (text, r)
