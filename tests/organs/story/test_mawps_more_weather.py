"""mawps_weather: rain and snow told by the day or month (``organs/story/mawps_weather.py``).

Our own wording with hand-computed answers; every guard has a refusing case, and generated
stories (new times, amounts, verbs, sentence orders, distractors) are answered right or refused.
"""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from story_outcome import answer, answer_or_reason

from mathcore import solve
from mathcore.organs.story import mawps_weather

GOLD = [
    ("It snowed 1.5 inches on Friday. How much did it snow on Friday?", Fraction(3, 2)),
    (
        "It rained 2.25 inches on Wednesday. On Thursday, it rained 0.5 inches less than on "
        "Wednesday. How much did it rain on Thursday?",
        Fraction(7, 4),
    ),
    (
        "In June it rained 3.1 inches. It rained 1.2 inches more in July than in June. "
        "How much did it rain in July?",
        Fraction(43, 10),
    ),
    (
        "It snowed 0.4 inches on Sunday and 1.35 inches on Monday. How much did it snow on "
        "Sunday and Monday combined?",
        Fraction(7, 4),
    ),
    (
        "On Friday it rained 2 inches. It rained 5 inches on Saturday . How much did it rain on "
        "Saturday and Friday combined ?",
        Fraction(7),
    ),
]

REFUSED = [
    # a time the answer does not use (a distractor, or a total of some times only)
    "It rained 2 inches on Monday and 3 inches on Tuesday. How much did it rain on Monday?",
    "It rained 2 inches on Monday. It rained 1 inch on Tuesday. It rained 4 inches on Friday. "
    "How much did it rain on Monday and Tuesday combined?",
    # a comparison whose base is never told
    "It rained 2 inches less on Tuesday than on Monday. How much did it rain on Tuesday?",
    # the question's verb is not the story's
    "It rained 2 inches on Monday and 3 inches on Tuesday. How much did it snow on Monday and "
    "Tuesday combined?",
    # two verbs, two units, a time told twice, a time with a modifier, a place
    "It rained 2 inches on Monday and it snowed 3 inches on Tuesday. How much did it rain on "
    "Monday and Tuesday combined?",
    "It rained 2 inches on Monday and 3 centimeters on Tuesday. How much did it rain on Monday "
    "and Tuesday combined?",
    "It rained 2 inches on Monday. It rained 3 inches on Monday. How much did it rain on Monday?",
    "It rained 2 inches last Monday. How much did it rain last Monday?",
    "In Yardley it snowed 2 inches. How much did it snow in Yardley?",
    # a time asked that the story never tells; a lead time and an own time in one clause
    "It rained 2 inches on Monday. How much did it rain on Tuesday?",
    "On Monday, it rained 2 inches on Tuesday. How much did it rain on Tuesday?",
    # any other sentence
    "It rained 2 inches on Monday. Tom stayed home. How much did it rain on Monday?",
    "It rained 2 inches on Monday and 3 inches on Tuesday. How much rain fell in all?",
]


@pytest.mark.parametrize(("text", "want"), GOLD)
def test_gold(text: str, want: Fraction) -> None:
    assert answer(text) == want


@pytest.mark.parametrize("text", REFUSED)
def test_refused(text: str) -> None:
    assert answer(text) is None


def test_cue_is_cheap_and_necessary() -> None:
    assert mawps_weather.cue("It snowed 2 inches on Monday.")
    assert not mawps_weather.cue("Tom has 5 apples. How many apples does Tom have?")
    assert mawps_weather.read_weather("Tom has 5 apples. How many apples does Tom have?") is None


def test_pipeline_answers_with_a_derivation() -> None:
    out = solve(GOLD[1][0])
    assert getattr(out, "answer", None) == Fraction(7, 4)
    assert getattr(out, "organ", "") == "story"


DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
AMOUNTS = st.integers(min_value=1, max_value=999).map(lambda n: Fraction(n, 100))


def _dec(x: Fraction) -> str:
    return f"{x.numerator // x.denominator}.{(x.numerator * 100 // x.denominator) % 100:02d}"


@settings(max_examples=60, deadline=None)
@given(
    st.sampled_from(["rained", "snowed"]),
    st.lists(st.sampled_from(DAYS), min_size=2, max_size=2, unique=True),
    AMOUNTS,
    AMOUNTS,
    st.booleans(),
    st.booleans(),
)
def test_generated(
    verb: str, days: list[str], a: Fraction, b: Fraction, less: bool, distract: bool
) -> None:
    d1, d2 = days
    word = "less" if less else "more"
    text = (
        f"It {verb} {_dec(a)} inches on {d1}. On {d2}, it {verb} {_dec(b)} inches {word} "
        f"than on {d1}. "
    )
    if distract:
        text += "Tom stayed home. "
    text += f"How much did it {verb[:-2]} on {d2}?"
    got = answer_or_reason(text)
    want = a - b if less else a + b
    if distract or want < 0:
        assert not isinstance(got, Fraction)
    else:
        assert got == want
