# ruff: noqa: E501  (one story per line: the table reads as data)
"""mawps_eq3.acting_persons: a school is never "he" or "she"; its named possessor may be.

"Benny's high school played 39 baseball games this year. He attended 14 games. How many
baseball games did Benny miss?" is 39 - 14 (the pack row ``school`` -> ``institution``).
Our own wording; each guard has a row that makes it refuse, and a hypothesis test generalizes
over names, sports, numbers and the told half.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from mathcore import solve
from mathcore.organs.story.mawps_eq3 import acting_persons, is_institution
from mathcore.organs.story.reader import Context

GOLD = [
    (
        "Omar's high school played 40 hockey games this year. He attended 17 games. How many hockey games did Omar miss?",
        23,
    ),
    (
        "Lena's school played 12 soccer games this year. She went to 12 games. How many soccer games did Lena miss?",
        0,
    ),
    (
        "Ravi's high school played 30 baseball games last year. He missed 8 games. How many baseball games did Ravi go to?",
        22,
    ),
]

REFUSED = [
    # another person in the story: "he" has two candidates
    "Omar's high school played 40 hockey games this year. Tom went to 3 games. He attended 17 games. How many hockey games did Omar miss?",
    # the pronoun's gender does not fit the only named possessor
    "Omar's high school played 40 hockey games this year. She attended 17 games. How many hockey games did Omar miss?",
    # a school with no named possessor: nobody is "he"
    "The high school played 40 hockey games this year. He attended 17 games. How many hockey games did Omar miss?",
    # the question asks another holder
    "Omar's high school played 40 hockey games this year. He attended 17 games. How many hockey games did Tom miss?",
    # the part names other things than the whole
    "Omar's high school played 40 hockey games this year. He attended 17 soccer games. How many hockey games did Omar miss?",
    # more attended than the whole
    "Omar's high school played 40 hockey games this year. He attended 47 games. How many hockey games did Omar miss?",
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


def test_institution_is_pack_data() -> None:
    assert is_institution("omar's high school")
    assert is_institution("the school")
    assert not is_institution("omar's dog")
    assert not is_institution("")


def test_candidates() -> None:
    ctx = Context()
    ctx.persons = ["omar's high school"]
    ctx.things = ["the school", "the farmer", "the coach's school"]
    ctx.animate = ["the school", "the farmer", "the coach's school"]
    # the school gives way to its named possessor; an unnamed one drops; a person stays
    assert acting_persons(ctx) == ["omar", "the farmer"]
    ctx.persons = ["omar's high school", "omar"]
    assert acting_persons(ctx) == ["omar", "the farmer"]  # once


def test_a_dog_still_acts() -> None:
    # a possessed thing that is no institution stays the candidate, as before
    ctx = Context()
    ctx.persons = ["omar's dog"]
    assert acting_persons(ctx) == ["omar's dog"]


@settings(max_examples=40, deadline=None)
@given(
    name=st.sampled_from([("Melanie", "She"), ("Keith", "He"), ("Omar", "He"), ("Lena", "She")]),
    sport=st.sampled_from(["football", "soccer", "hockey", "baseball", "basketball"]),
    whole=st.integers(1, 100000),
    data=st.data(),
    missed_told=st.booleans(),
)
def test_generalizes(
    name: tuple[str, str], sport: str, whole: int, data: st.DataObject, missed_told: bool
) -> None:
    part = data.draw(st.integers(0, whole))
    who, pron = name
    told, asked = ("missed", "go to") if missed_told else ("attended", "miss")
    text = (
        f"{who}'s high school played {whole} {sport} games this year. {pron} {told} {part} games. "
        f"How many {sport} games did {who} {asked}?"
    )
    r = solve(text)
    assert r.status == "solved", getattr(r, "detail", r)
    assert r.answer == whole - part  # type: ignore[union-attr]
