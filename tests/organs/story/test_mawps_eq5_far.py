"""mawps_eq5_far: how far at a speed for a time (``organs/story/mawps_eq5_far.py``).

Our own wording with hand-computed answers; every guard has a refusing case, and generated
stories (new names, verbs, numbers) are answered right or refused.
"""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from story_outcome import answer

from mathcore.organs.story import mawps_eq5_far

GOLD = [
    ("If Tom walked for 4 hours at 3 miles per hour. How far did Tom go?", Fraction(12)),
    ("Sara jogged for 2 hours at 5 miles per hour. How far did Sara jog?", Fraction(10)),
    ("If Dan rode for 30 minutes at 2 kilometers per minute. How far did Dan go?", Fraction(60)),
    ("If Fred hiked for 3 hours at 2.5 miles per hour . How far did Fred go ?", Fraction(15, 2)),
]

REFUSED = [
    # time units that disagree
    "If Tom walked for 4 hours at 3 miles per minute. How far did Tom go?",
    # another person asked
    "If Tom walked for 4 hours at 3 miles per hour. How far did Sara go?",
    # another verb asked
    "If Tom walked for 4 hours at 3 miles per hour. How far did Tom drive?",
    # not a motion verb of the list
    "If Tom worked for 4 hours at 3 miles per hour. How far did Tom go?",
    # not a known name
    "If Zorgle walked for 4 hours at 3 miles per hour. How far did Zorgle go?",
    # a second sentence
    "If Tom walked for 4 hours at 3 miles per hour. He rested. How far did Tom go?",
]


@pytest.mark.parametrize(("text", "want"), GOLD)
def test_gold(text: str, want: Fraction) -> None:
    assert answer(text) == want


@pytest.mark.parametrize("text", REFUSED)
def test_refused(text: str) -> None:
    assert answer(text) is None


def test_cue_is_cheap_and_necessary() -> None:
    assert not mawps_eq5_far.cue("Tom has 5 apples. How many apples does Tom have?")
    for text, _ in GOLD:
        assert mawps_eq5_far.cue(text)


@settings(max_examples=50, deadline=None)
@given(
    t=st.integers(min_value=1, max_value=24),
    r=st.integers(min_value=1, max_value=60),
    name=st.sampled_from(["Tom", "Sara", "Jason", "Nancy", "Dan"]),
    verb=st.sampled_from(["walked", "ran", "drove", "wandered", "biked"]),
)
def test_generalizes(t: int, r: int, name: str, verb: str) -> None:
    text = f"If {name} {verb} for {t} hours at {r} miles per hour. How far did {name} go?"
    assert answer(text) == t * r
