"""arrays (issue 8): ``package`` and ``pack`` name one container (``lexicon/story_arrays.jsonl``).

``Jill bought 5 packs of red balls and 4 packs of yellow balls. Each package contained 18
balls.``: the per-container amount is told of the same containers the count names. In the
development data the two words always name one thing when they meet in a text (our own
wording below; hand-computed answers). The synonym only renames the noun: a container that is
neither (``box``) still refuses, and so does a second amount for the same container.
"""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from story_outcome import answer, answer_or_reason, check_correct_or_refused

GOLD = [
    (
        "Nora bought 3 packs of red beads and 5 packs of blue beads. "
        "Each package contained 12 beads. How many beads did Nora buy?",
        96,
    ),
    (
        "Nora bought 3 packs of red beads and 5 packs of blue beads. Each package contained "
        "12 beads. How many more blue beads than red beads did Nora buy?",
        24,
    ),
    (
        "Nora bought 4 packages of pens. Each pack has 6 pens. How many pens did Nora buy?",
        24,
    ),
    (
        "Nora bought 2 packs of red beads and 3 packs of green beads. "
        "There were 10 beads in each package. How many beads did Nora buy in all?",
        50,
    ),
]

REFUSED = [
    # another container after 'each'
    "Nora bought 3 packs of red beads and 5 packs of blue beads. "
    "Each box contained 12 beads. How many beads did Nora buy?",
    # a second amount in each of the same containers
    "Nora bought 4 packages of pens. Each pack has 6 pens. Each package has 8 pens. "
    "How many pens did Nora buy?",
]


@pytest.mark.parametrize(("text", "expected"), GOLD)
def test_gold(text: str, expected: int) -> None:
    assert answer(text) == Fraction(expected), answer_or_reason(text)


@pytest.mark.parametrize("text", REFUSED)
def test_refused(text: str) -> None:
    assert answer(text) is None, answer_or_reason(text)


def test_package_reads_as_pack() -> None:
    from mathcore.organs.story.lexemes import lexicon

    lex = lexicon()
    for form in ("package", "packages"):
        entry = lex.entries.get(form)
        assert entry is not None and entry.noun == "pack"


@settings(max_examples=40, deadline=None)
@given(
    st.sampled_from(["Nora", "Tom", "Priya", "Leo"]),
    st.integers(min_value=1, max_value=40),
    st.integers(min_value=1, max_value=40),
    st.integers(min_value=2, max_value=50),
    st.sampled_from(["pack", "package"]),
    st.sampled_from(["pack", "package"]),
)
def test_either_word_either_place(
    name: str, a: int, b: int, per: int, count_word: str, each_word: str
) -> None:
    text = (
        f"{name} bought {a} {count_word}s of red beads and {b} {count_word}s of blue beads. "
        f"Each {each_word} contained {per} beads. How many beads did {name} buy?"
    )
    check_correct_or_refused(text, (a + b) * per)
    assert answer(text) == (a + b) * per, answer_or_reason(text)
