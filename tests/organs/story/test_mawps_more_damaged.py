"""mawps_more: ``4 were broken`` and a question about the unbroken ones (row ``damaged``,
``more_asks``). Our own wording with hand-computed answers; the damaged amount stays
scene-setting for every other question; generated stories are answered right or refused.
"""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from story_outcome import answer, answer_or_reason

GOLD = [
    ("Nina found 12 shells but 5 were broken. How many unbroken shells did Nina find?", 7),
    (
        "Omar collected 9 eggs and 3 apples, but 2 of the eggs were cracked. How many "
        "uncracked eggs did Omar collect?",
        7,
    ),
    # every other question reads the damaged amount as before: scene-setting
    ("Nina had 12 cards, and 5 were torn. She bought 4 cards. How many cards does Nina have?", 16),
]

REFUSED = [
    # the damaged adjective is not the question's
    "Nina found 12 shells but 5 were broken. How many uncracked shells did Nina find?",
    # more damaged than found
    "Nina found 3 shells but 5 were broken. How many unbroken shells did Nina find?",
    # a damaged amount of another kind than the one asked
    "Omar collected 9 eggs and 3 apples, but 2 of the apples were cracked. How many "
    "uncracked eggs did Omar collect?",
    # an unbroken question with no damaged amount told
    "Nina found 12 shells. How many unbroken shells did Nina find?",
]


@pytest.mark.parametrize(("text", "want"), GOLD)
def test_gold(text: str, want: int) -> None:
    assert answer(text) == want


@pytest.mark.parametrize("text", REFUSED)
def test_refused(text: str) -> None:
    assert answer(text) is None


NAMES = ["Rosa", "Ivan", "Maya", "Paul", "Keiko"]
NOUNS = ["shells", "plates", "cups", "toys", "eggs"]
BASE = {"found": "find", "bought": "buy", "collected": "collect"}
ADJS = [("broken", "unbroken"), ("cracked", "uncracked"), ("torn", "untorn")]


@settings(max_examples=60, deadline=None)
@given(
    st.sampled_from(NAMES),
    st.sampled_from(NOUNS),
    st.sampled_from(ADJS),
    st.integers(1, 90),
    st.integers(1, 90),
    st.sampled_from(["found", "bought", "collected"]),
)
def test_generated(name: str, noun: str, adj: tuple[str, str], n: int, bad: int, verb: str) -> None:
    damaged, whole = adj
    text = (
        f"{name} {verb} {n} {noun} but {bad} were {damaged}. "
        f"How many {whole} {noun} did {name} {BASE[verb]}?"
    )
    got = answer_or_reason(text)
    if bad > n:
        assert not isinstance(got, Fraction)
    else:
        assert got in (n - bad, "unknown_word", "unreadable_question", "unreadable_sentence")
