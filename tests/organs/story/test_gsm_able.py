"""``was able to`` + a verb reads as the action; ``is able to`` (a capability) refuses."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from story_outcome import answer

from mathcore.organs.story.frames import CLAUSES


def test_was_able_to_is_the_action() -> None:
    text = "Tom had 40 apples. He was able to sell 30 apples. How many apples does Tom have left?"
    assert answer(text) == 10


@pytest.mark.parametrize(
    "text",
    [
        "Tom had 40 apples. He is able to sell 30 apples. How many apples does Tom have left?",
        "Tom had 40 apples. He was able to decide to sell 30 apples. How many apples are left?",
    ],
)
def test_capability_is_not_an_action(text: str) -> None:
    assert answer(text) is None


def test_twins_only_for_auxiliary_rows() -> None:
    names = {name for name, _e, _t in CLAUSES}
    assert "gain_able" in names and "lose_able" in names
    assert not any(n.endswith("_decided_able") for n in names)
    assert "has_able" not in names  # possession has no auxiliary slot


@settings(max_examples=50, deadline=None)
@given(
    st.sampled_from(["Tom", "Ann", "Maria"]),
    st.integers(0, 200),
    st.integers(0, 200),
    st.sampled_from([("sell", "lose"), ("buy", "gain"), ("find", "gain"), ("eat", "lose")]),
)
def test_able_generalizes(name: str, start: int, n: int, verb: tuple[str, str]) -> None:
    base, op = verb
    text = (
        f"{name} had {start} apples. {name} was able to {base} {n} apples. "
        f"How many apples does {name} have now?"
    )
    expected = start + n if op == "gain" else start - n
    got = answer(text)
    if got is not None:
        assert expected >= 0 and got == expected, text
