# ruff: noqa: E501  (one story per line: the table reads as data)
"""mawps_eq2.complement: going to (attending) and missing split one whole.

"There were a total of 7 football games this year. Melanie missed 4 of the games. How many
football games did Melanie go to in all?" is 7 - 4. Our own wording; each guard has a row that
makes it refuse, and a hypothesis test generalizes over names, sports, numbers and the asked half.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from mathcore import solve

GOLD = [
    (
        "There were a total of 12 hockey games this year. Omar missed 5 of the games. How many hockey games did Omar go to in all?",
        7,
    ),
    (
        "There were a total of 30 soccer games last year. Lena missed 11 of the games. How many soccer games did Lena go to?",
        19,
    ),
    (
        "There were a total of 9 baseball games this year. Ravi went to 4 of the games. How many baseball games did Ravi miss?",
        5,
    ),
    (
        "There were a total of 9 baseball games this year. Ravi attended 9 of the games. How many baseball games did Ravi miss?",
        0,
    ),
]

REFUSED = [
    # the told part is another person's
    "There were a total of 12 hockey games this year. Omar missed 5 of the games. How many hockey games did Lena go to?",
    # two told parts, or another amount beside the whole
    "There were a total of 12 hockey games this year. Omar missed 5 of the games. Lena missed 2 of the games. How many hockey games did Omar go to?",
    "There were a total of 12 hockey games this year. There were 4 soccer games. Omar missed 5 of the games. How many hockey games did Omar go to?",
    # the whole is itself someone's going to
    "Lena went to 12 hockey games. Omar missed 5 of the games. How many hockey games did Omar go to?",
    # the part names other things than the whole
    "There were a total of 12 hockey games this year. Omar missed 5 soccer games. How many hockey games did Omar go to?",
    # more missed than the whole
    "There were a total of 12 hockey games this year. Omar missed 15 of the games. How many hockey games did Omar go to?",
    # the question asks other things than the whole
    "There were a total of 12 hockey games this year. Omar missed 5 of the games. How many soccer games did Omar go to?",
    # the question asks the told half itself: the told amount, never a difference
]


@pytest.mark.parametrize(("text", "answer"), GOLD)
def test_gold_answered_exactly(text: str, answer: int) -> None:
    r = solve(text)
    assert r.status == "solved", getattr(r, "detail", r)
    assert r.answer == answer  # type: ignore[union-attr]


@pytest.mark.parametrize("text", REFUSED)
def test_refused(text: str) -> None:
    r = solve(text)
    assert r.status != "solved", f"must refuse, answered {r.answer}"  # type: ignore[union-attr]


def test_the_told_half_asked_is_the_told_amount() -> None:
    r = solve(
        "There were a total of 12 hockey games this year. Omar missed 5 of the games. "
        "How many hockey games did Omar miss?"
    )
    assert r.status != "solved" or r.answer == 5  # type: ignore[union-attr]


@settings(max_examples=40, deadline=None)
@given(
    name=st.sampled_from(["Melanie", "Jessica", "Keith", "Omar", "Lena"]),
    sport=st.sampled_from(["football", "soccer", "hockey", "baseball", "basketball"]),
    whole=st.integers(1, 100000),
    data=st.data(),
    missed_told=st.booleans(),
)
def test_generalizes(
    name: str, sport: str, whole: int, data: st.DataObject, missed_told: bool
) -> None:
    part = data.draw(st.integers(0, whole))
    told, asked = ("missed", "go to") if missed_told else ("went to", "miss")
    text = (
        f"There were a total of {whole} {sport} games this year. {name} {told} {part} of the games. "
        f"How many {sport} games did {name} {asked}?"
    )
    r = solve(text)
    assert r.status == "solved", getattr(r, "detail", r)
    assert r.answer == whole - part  # type: ignore[union-attr]
