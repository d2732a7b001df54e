"""mawps_parts: two told parts of one whole asked with ``either ... or`` (``mawps_parts.py``,
ask ``part_sum``). Our own wording with hand-computed answers; each guard has a refusing
case; generated stories (new wholes, parts, amounts, orders, distractors) answered or refused.
"""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from story_outcome import answer, answer_or_reason

GOLD = [
    (
        "At the bakery, 0.3 of the cakes are size 8 and 0.45 are size 10. "
        "What fraction of the cakes are either size 8 or size 10?",
        Fraction(3, 4),
    ),
    (
        "In Ms. Rivera's art class, 0.4 of the pupils received A's and 0.35 received "
        "B's. What fraction of the pupils received either A's or B's?",
        Fraction(3, 4),
    ),
    (
        "0.2 of the players in the band are in the flute section. 0.5 of the players in the "
        "band are in the violin section. What fraction of the players in the band are in "
        "either the flute section or the violin section?",
        Fraction(7, 10),
    ),
    (
        "At the shop, 0.125 of the bolts are size 3m and 0.25 of the bolts are size 5m. What "
        "fraction of the bolts are either size 3m or 5m?",
        Fraction(3, 8),
    ),
]

REFUSED = [
    # together more than the whole
    "At the bakery, 0.7 of the cakes are size 8 and 0.45 are size 10. "
    "What fraction of the cakes are either size 8 or size 10?",
    # two parts that may overlap: not two values of one attribute the pack tells apart
    "0.3 of the pupils are tall and 0.4 are in the band. What fraction of the pupils are "
    "either tall or in the band?",
    "At the bakery, 0.3 of the cakes are chocolate cakes and 0.45 are lemon cakes. "
    "What fraction of the cakes are either chocolate cakes or lemon cakes?",
    "0.5 of the pupils are girls and 0.25 are seniors. What fraction of the pupils are "
    "either girls or seniors?",
    # another whole, another part, another verb in the question
    "At the bakery, 0.3 of the cakes are size 8 and 0.45 are size 10. "
    "What fraction of the pies are either size 8 or size 10?",
    "At the bakery, 0.3 of the cakes are size 8 and 0.45 are size 10. "
    "What fraction of the cakes are either size 8 or size 12?",
    "0.4 of the pupils received A's and 0.35 received B's. What fraction "
    "of the pupils are either A's or B's?",
    # a third part, or another sentence
    "0.2 of the cakes are size 8. 0.3 of the cakes are size 10. 0.1 of the "
    "cakes are size 12. What fraction of the cakes are either size 8 or size 10?",
    "0.2 of the cakes are size 8 and 0.3 are size 10. Tom likes cakes. What "
    "fraction of the cakes are either size 8 or size 10?",
    # a lead with a number
    "In 3 shops, 0.2 of the cakes are size 8 and 0.3 are size 10. What "
    "fraction of the cakes are either size 8 or size 10?",
]


@pytest.mark.parametrize(("text", "want"), GOLD)
def test_gold(text: str, want: Fraction) -> None:
    assert answer(text) == want


@pytest.mark.parametrize("text", REFUSED)
def test_refused(text: str) -> None:
    assert answer(text) is None


WHOLES = ["cakes", "students", "nails", "cards", "birds"]
VALUES = [("size 2", "size 4"), ("a's", "b's"), ("in the flute section", "in the tuba section")]


@settings(max_examples=60, deadline=None)
@given(
    st.sampled_from(WHOLES),
    st.sampled_from(VALUES),
    st.integers(1, 99),
    st.integers(1, 99),
    st.booleans(),
    st.booleans(),
    st.booleans(),
)
def test_generated(
    whole: str,
    values: tuple[str, str],
    a: int,
    b: int,
    two_sentences: bool,
    swap: bool,
    distract: bool,
) -> None:
    x, y = values
    pa, pb = Fraction(a, 100), Fraction(b, 100)
    da, db = f"0.{a:02d}", f"0.{b:02d}"
    if two_sentences:
        story = f"{da} of the {whole} are {x}. {db} of the {whole} are {y}. "
    else:
        story = f"{da} of the {whole} are {x} and {db} are {y}. "
    if distract:
        story += "Tom counted them. "
    first, second = (y, x) if swap else (x, y)
    text = story + f"What fraction of the {whole} are either {first} or {second}?"
    got = answer_or_reason(text)
    if distract or pa + pb > 1:
        assert not isinstance(got, Fraction)
    else:
        assert got == pa + pb
