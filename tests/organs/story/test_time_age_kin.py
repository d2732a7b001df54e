# ruff: noqa: E501
"""Kin words checked against the solved ages (gsm_time_age_kin): every guard made to fire,
stories whose kin words agree still answered, and a property over names, ages and kin."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from story_outcome import answer, answer_or_reason

from mathcore.organs.story.gsm_time_age_kin import (
    _kin_person,
    _mentions,
    _possessors,
    check_kin,
    kin_relations,
)
from mathcore.organs.story.ledger import Halt, Ledger
from mathcore.organs.story.model import StorySetup
from mathcore.organs.story.organ import ORGAN

AGREE = [
    (
        "Maria is 12 years old. Her older sister Lucy is 3 years older than Maria. How old is Lucy?",
        15,
    ),
    (
        "Priya is 12 years old. Her younger brother Omar is 3 years younger than Priya. How old is Omar?",
        9,
    ),
    (
        "Priya is 30 years old and her mother, Maria is 56 years old. How old will Priya be when Maria is 60?",
        34,
    ),
    ("Tom is 8 years old and his dad is 40 years old. How old will Tom be when his dad is 50?", 18),
    (
        "Omar is 40 years old and his son, Tom is 12 years old. How old will Omar be when Tom is 20?",
        48,
    ),
    # "a father ... his son": the possessor of "a father" is the one aged person in the other role
    (
        "3 years ago, a father was 3 times as old as his son. If the father is 33 years old now, how old will the son be in 2 years?",
        15,
    ),
    # "their": every aged person told before (Cindy and Jan); Marcia is older than both
    (
        "Cindy is 5 years old. Her sister Jan is 2 years older than Cindy. Their oldest sister Marcia is twice as old as Jan. How old is Marcia?",
        14,
    ),
    # "Rosa's daughter": Rosa is told no age, so the kin word is a name only (nothing to contradict)
    (
        "Rosa's daughter is 4 years younger than Nadia's daughter. Rosa's son is 3 times the age of Nadia's daughter. If Nadia's daughter is 10 years old, how many years older is Rosa's son than Rosa's daughter?",
        24,
    ),
]

CONTRADICT = [
    "Maria is 12 years old. Her older sister Lucy is 3 years younger than Maria. How old is Lucy?",
    "Omar is 40 years old and his daughter, Lucy is 52 years old. How old will Omar be when Lucy is 60?",
    # strictly older: a parent as old as the child refuses
    "Omar is 40 years old and his uncle is 40 years old. How old will Omar be when his uncle is 80?",
    "3 years ago, a father was half as old as his son. If the father is 33 years old now, how old will the son be in 2 years?",
    "Cindy is 5 years old. Her sister Jan is 2 years older than Cindy. Their youngest sister Marcia is twice as old as Jan. How old is Marcia?",
    "Rosa is 9 years old. Rosa's daughter is 4 years older than Rosa. How old is Rosa's daughter?",
]


@pytest.mark.parametrize(("text", "gold"), AGREE)
def test_kin_words_that_agree_with_the_ages_are_answered(text: str, gold: int) -> None:
    assert answer(text) == gold


@pytest.mark.parametrize("text", CONTRADICT)
def test_kin_words_that_contradict_the_ages_refuse(text: str) -> None:
    assert answer_or_reason(text) == "inconsistent_story"


def test_his_or_her_is_the_nearest_aged_person_of_that_gender() -> None:
    """``Her older brother`` after Ann and Tom is Ann's (Tom, the nearest, is a he): her
    brother younger than Ann refuses; older than Ann (and Tom) is answered."""
    text = "Ann is {} years old and Tom is 5 years old. Her older brother is 8 years old. How old will Ann be when her older brother is 20?"
    assert answer_or_reason(text.format(12)) == "inconsistent_story"
    assert answer(text.format(2)) == 14


def test_the_older_brother_of_no_one_refuses() -> None:
    """``The older brother``: no possessor and no younger one to be older than."""
    text = "The older brother is 12 years old and Mike is 10 years old. How old will Mike be in 3 years?"
    assert answer_or_reason(text) == "question_target_unbound"


def test_a_kin_word_with_an_adjective_of_the_other_way_refuses() -> None:
    assert "younger mother" in _detail(
        lambda: kin_relations(["her", "younger", "mother", "is", "30"])
    )


def test_kin_relations_read_the_possessor_and_the_direction() -> None:
    words = [
        "tom",
        "is",
        "8",
        ".",
        "his",
        "elder",
        "brother",
        "sam",
        "is",
        "10",
        ".",
        "sam",
        "'s",
        "son",
        "is",
        "2",
    ]
    assert kin_relations(words) == [(4, 6, 1), (12, 13, -1)]
    assert kin_relations(["his", "brother", "sam", "is", "10"]) == []  # no order stated


def test_a_kin_person_not_bound_to_one_age_refuses() -> None:
    words = ["his", "dad", "is", "40"]
    assert _kin_person(words, 0, 1, {"tom", "the dad"}) == "the dad"
    assert "no one age of that kin" in _detail(
        lambda: _kin_person(words, 0, 1, {"tom", "the dad", "ann 's dad"})
    )
    assert "no one age of that kin" in _detail(lambda: _kin_person(words, 0, 1, {"tom"}))


def test_a_kin_person_named_after_the_kin_word_or_by_the_possessor() -> None:
    assert _kin_person(["her", "mother", ",", "jane", "is", "6"], 0, 1, {"jane", "agnes"}) == "jane"
    words = ["lavinia", "'s", "daughter", "is", "9"]
    assert _kin_person(words, 1, 2, {"lavinia 's daughter", "katie 's daughter"}) == (
        "lavinia 's daughter"
    )


def test_a_possessor_bound_or_refused() -> None:
    holders = {"tom", "ann", "the dad"}
    words = ["tom", "is", "8", ".", "ann", "is", "9", ".", "her", "dad", "is", "40"]
    seen = _mentions(words, holders)
    assert _possessors(words, 8, 9, 1, "the dad", holders, seen) == ["ann"]
    words = ["tom", "is", "8", ".", "ann", "is", "9", ".", "their", "dad", "is", "40"]
    assert _possessors(words, 8, 9, 1, "the dad", holders, seen) == ["ann", "tom"]
    assert "whose kin" in _detail(
        lambda: _possessors(["his", "dad", "is", "40"], 0, 1, 1, "the dad", holders, [])
    )  # a pronoun before anyone is named
    assert "whose kin" in _detail(
        lambda: _possessors(["my", "dad", "is", "40"], 0, 1, 1, "the dad", holders, [])
    )  # "my": no one aged
    assert "whose kin" in _detail(
        lambda: _possessors(["dad", "is", "40"], -1, 0, 1, "the dad", holders, [])
    )  # a kin word opening the text
    words = ["bob", "'s", "dad", "is", "40"]  # Bob is told no age: a name only
    assert _possessors(words, 1, 2, 1, "the dad", holders, []) == []


def test_mentions_find_whole_holders_and_a_unique_last_word() -> None:
    words = ["a", "mother", "was", "twice", "as", "old", "as", "her", "daughter"]
    assert _mentions(words, {"the mother", "the daughter"}) == [
        (1, "the mother"),
        (8, "the daughter"),
    ]
    words = ["katie", "'s", "daughter", "and", "lavinia", "'s", "daughter"]
    assert _mentions(words, {"katie 's daughter", "lavinia 's daughter"}) == [
        (2, "katie 's daughter"),
        (6, "lavinia 's daughter"),
    ]


def test_a_clause_of_unknown_place_refuses() -> None:
    setup = ORGAN.read("Tom is 8 years old and his dad is 40 years old. How old is Tom?")
    assert isinstance(setup, StorySetup)
    broken = replace(setup, question=replace(setup.question, source="how old is tom"))
    assert "unknown place" in _detail(lambda: check_kin(Ledger(), broken))


def _detail(fn: Callable[[], object]) -> str:
    """The detail of the Halt ``fn`` raises (it must raise one)."""
    with pytest.raises(Halt) as caught:
        fn()
    return caught.value.detail


FEMALE = ["Maria", "Lucy", "Priya", "Ann"]
MALE = ["Tom", "James", "Omar", "Kenji"]


@settings(max_examples=60, deadline=None)
@given(
    st.sampled_from([(n, "her") for n in FEMALE] + [(n, "his") for n in MALE]),
    st.sampled_from(["Rosa", "Hugo", "Greta", "Pablo"]),
    st.sampled_from(["older", "elder", "younger"]),
    st.sampled_from(["sister", "brother"]),
    st.sampled_from(["older", "younger"]),
    st.integers(20, 60),
    st.integers(1, 15),
)
def test_sibling_kin_words_property(
    who: tuple[str, str], kin: str, adj: str, noun: str, cmp: str, age: int, gap: int
) -> None:
    """``X is a. Her older sister Y is d years older than X. How old is Y?``: answered
    a +/- d when the kin word agrees with the comparison, refused when it contradicts it."""
    name, pron = who
    text = (
        f"{name} is {age} years old. {pron.title()} {adj} {noun} {kin} is {gap} years {cmp} "
        f"than {name}. How old is {kin}?"
    )
    agree = (adj == "younger") == (cmp == "younger")
    got = answer_or_reason(text)
    if agree:
        assert got == age + (gap if cmp == "older" else -gap)
    else:
        assert got == "inconsistent_story"


@settings(max_examples=60, deadline=None)
@given(
    st.sampled_from([(n, "her") for n in FEMALE] + [(n, "his") for n in MALE]),
    st.sampled_from(["mother", "father", "dad", "grandmother", "aunt", "uncle", "son", "daughter"]),
    st.booleans(),
    st.integers(1, 90),
    st.integers(1, 90),
    st.integers(1, 10),
)
def test_parent_and_child_kin_words_property(
    who: tuple[str, str], noun: str, named: bool, age: int, kin_age: int, wait: int
) -> None:
    """``X is a years old and her mother(, Y) is b years old. How old will X be when ... is
    b + w?``: answered a + w when the mother is older (a son younger), else refused."""
    name, pron = who
    kin = "Rosa" if named else f"{pron} {noun}"
    told = f"{pron} {noun}, Rosa" if named else f"{pron} {noun}"
    text = (
        f"{name} is {age} years old and {told} is {kin_age} years old. "
        f"How old will {name} be when {kin} is {kin_age + wait}?"
    )
    elder = noun not in ("son", "daughter")
    agree = kin_age > age if elder else kin_age < age
    got = answer_or_reason(text)
    if agree:
        assert got == Fraction(age + wait)
    else:
        assert got == "inconsistent_story"
