"""A time per unit and the rest of a goal: ``Each room takes 8 hours to paint. If he already
painted 8 rooms, how much longer will he take to paint the rest?`` (row ``q_longer_rest``),
and ``each potato takes 5 minutes`` no longer read as a capacity beside gsm_rates' time per
unit (``mawps_multi_events.capacity_event``: a duration is no per-unit amount). Our own
wording, hand-computed answers; generated stories answered right or refused."""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from story_outcome import answer, answer_or_reason

GOLD = [
    (
        "A baker needs to bake 20 pies. She has already baked 12. If each pie takes 6 minutes "
        "to bake, how long will it take her to bake the rest?",
        48,
    ),
    (
        "A painter needed to paint 9 walls in a house. Each wall takes 2 hours to paint. If he "
        "already painted 4 walls, how much longer will he take to paint the rest?",
        10,
    ),
]

REFUSED = [
    # more done than needed
    "A painter needed to paint 3 walls in a house. Each wall takes 2 hours to paint. If he "
    "already painted 4 walls, how much longer will he take to paint the rest?",
    # a capacity is still read as one: each box holds things, not hours
    "Each box holds 8 hours. How many boxes does Tom need?",
]


@pytest.mark.parametrize(("text", "want"), GOLD)
def test_gold(text: str, want: int) -> None:
    assert answer(text) == want


@pytest.mark.parametrize("text", REFUSED)
def test_refused(text: str) -> None:
    assert answer(text) is None


@settings(max_examples=40, deadline=None)
@given(
    st.sampled_from([("painter", "he", "paint", "painted", "rooms", "room")]),
    st.integers(1, 40),
    st.integers(1, 40),
    st.integers(1, 12),
    st.sampled_from(["hours", "minutes"]),
)
def test_generated(
    job: tuple[str, str, str, str, str, str], need: int, done: int, each: int, unit: str
) -> None:
    who, pron, verb, past, many, one = job
    text = (
        f"A {who} needed to {verb} {need} {many} in a building. Each {one} takes {each} {unit} "
        f"to {verb}. If {pron} already {past} {done} {many}, how much longer will {pron} take "
        f"to {verb} the rest?"
    )
    got = answer_or_reason(text)
    if done > need:
        assert not isinstance(got, Fraction)
    else:
        assert got == (need - done) * each or not isinstance(got, Fraction)
