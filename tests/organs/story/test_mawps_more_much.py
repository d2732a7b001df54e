"""mawps_more: ``how much <substance>`` asked of amounts told in one unit (rows ``much_*``,
``much_kind``), and ``N pounds of it`` (row ``lose_of_it``). Our own wording, hand-computed
answers; each guard has a refusing case; generated stories answered right or refused.
"""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from story_outcome import answer, answer_or_reason

GOLD = [
    (
        "Nadia had 2.5 liters of juice. Then she drank 0.75 liters of the juice. How much juice "
        "does Nadia have left?",
        Fraction(7, 4),
    ),
    (
        "A farm produced 4.2 pounds of corn, but mice ate 0.3 pounds of it. How much corn remains?",
        Fraction(39, 10),
    ),
    (
        "Omar bought 6.5 ounces of salt, and he spilled 1.25 ounces of it on the table. How much "
        "is left?",
        Fraction(21, 4),
    ),
    (
        "Rosa bought 3.6 pounds of rice for a picnic. The class ate 1.1 pounds of the rice. How "
        "much rice is left?",
        Fraction(5, 2),
    ),
    # money keeps its own question rows
    ("Tom had 5 dollars. He spent 2 dollars. How much money does Tom have?", Fraction(3)),
]

REFUSED = [
    # the substance told in two units
    "Nadia had 2.5 liters of juice. Then she drank 5 cups of the juice. How much juice does "
    "Nadia have left?",
    # a substance the story never tells in a unit
    "Nadia had 2.5 liters of juice. Then she drank 0.75 liters of the juice. How much milk "
    "does Nadia have left?",
    # "of it" with two substances told in the unit; "how much is left" over two substances
    "A farm produced 4.2 pounds of corn and 2 pounds of wheat, but mice ate 0.3 pounds of it. How "
    "much corn remains?",
    "Omar bought 6.5 ounces of salt and 2 ounces of sugar, and he spilled 1.25 ounces of the "
    "salt. How much is left?",
]


@pytest.mark.parametrize(("text", "want"), GOLD)
def test_gold(text: str, want: Fraction) -> None:
    assert answer(text) == want


@pytest.mark.parametrize("text", REFUSED)
def test_refused(text: str) -> None:
    assert answer(text) is None


@settings(max_examples=60, deadline=None)
@given(
    st.sampled_from([("Rosa", "she"), ("Ivan", "he")]),
    st.sampled_from(["rice", "flour", "sugar", "juice"]),
    st.sampled_from(["pounds", "grams", "liters", "cups"]),
    st.integers(1, 999),
    st.integers(1, 999),
    st.sampled_from(["does {n} have left", "is left"]),
)
def test_generated(who: tuple[str, str], stuff: str, unit: str, a: int, b: int, ask: str) -> None:
    name, pron = who
    text = (
        f"{name} bought {a / 100:.2f} {unit} of {stuff}, and {pron} spilled {b / 100:.2f} "
        f"{unit} of it. How much {stuff} {ask.format(n=name)}?"
    )
    got = answer_or_reason(text)
    want = Fraction(a - b, 100)
    if want < 0:
        assert not isinstance(got, Fraction)
    else:
        assert got == want or not isinstance(got, Fraction)
