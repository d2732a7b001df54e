"""Giving to (or getting from) each of a counted group (``distrib``): ``She gives 5 marbles to
each of her 3 friends``, ``gives each of her 3 friends 5 marbles``, ``got $10 from each of his
4 grandparents``. Gold rows in our own words, one refusal per guard, adversarial variations
(no count of members, a bare amount after it, another holder who may be a member, a question
of the members), generalization over names, nouns, amounts and sentence forms, and the
guard's branches."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from story_outcome import answer, answer_or_reason, check_correct_or_refused

from mathcore.organs.story.distrib import dist_misread
from mathcore.organs.story.model import Event, Kind, Question, StorySetup

GOLD = [
    (
        "Nadia has 40 stickers. She gives 6 stickers to each of her 4 cousins. "
        "How many stickers does she have left?",
        16,
    ),
    (
        "Nadia has 40 stickers. If she gives 6 stickers to each of her 4 cousins, "
        "how many stickers does she have left?",
        16,
    ),
    (
        "Nadia has 40 stickers. She gives each of her 4 cousins 6 stickers. "
        "How many stickers does Nadia have now?",
        16,
    ),
    (
        "Omar had $90. He gave $12 to each of his 5 nephews. How much money does he have left?",
        30,
    ),
    (
        "Omar has $15. He got 20 dollars from each of his 3 grandparents. "
        "How much money does Omar have now?",
        75,
    ),
    (
        "Ines handed 7 pencils to each of the 9 groups and had 5 pencils left. "
        "How many pencils did Ines have at first?",
        68,
    ),
    (
        "Leo had 50 cards. He received 4 cards from each of his 6 friends. "
        "Then he lost 10 cards. How many cards does Leo have?",
        64,
    ),
]

REFUSE = [
    # "each of her friends": no count of the members
    "Nadia has 40 stickers. She gives 6 stickers to each of her cousins. "
    "How many stickers does she have left?",
    # a bare amount after it: 2 pencils to each, or 2 in all?
    "Nadia has 40 stickers. She gave 6 stickers to each of her 4 cousins and 2 pencils. "
    "How many stickers does she have left?",
    # another holder of the kind may be one of the members
    "Nadia has 40 stickers. Tom has 3 stickers. Nadia gives 6 stickers to each of her 4 "
    "friends. How many stickers does Tom have?",
    "Nadia has 40 stickers. Tom has 3 stickers. Nadia gives 6 stickers to each of her 4 "
    "friends. How many stickers does Nadia have?",
    # the members are asked, or everyone
    "Nadia has 40 stickers. She gives 6 stickers to each of her 4 cousins. "
    "How many stickers does each cousin have?",
    "Nadia has 40 stickers. She gives 6 stickers to each of her 4 cousins. "
    "How many stickers did she give to her cousins?",
    # more given than held
    "Nadia has 20 stickers. She gives 6 stickers to each of her 4 cousins. "
    "How many stickers does she have left?",
    # each of one (no group), each of a unit of measure, each of the given things
    "Nadia has 40 stickers. She gives 6 stickers to each of her 1 cousins. "
    "How many stickers does she have left?",
    "Nadia has 40 stickers. She gives 6 stickers to each of the 4 stickers. "
    "How many stickers does she have left?",
    "Nadia has 40 stickers. She gives 6 stickers to each of the 4 days. "
    "How many stickers does she have left?",
]


@pytest.mark.parametrize(("text", "value"), GOLD)
def test_gold(text: str, value: int) -> None:
    assert answer(text) == value


@pytest.mark.parametrize("text", REFUSE)
def test_refused(text: str) -> None:
    assert answer(text) is None


@pytest.mark.parametrize(("text", "value"), GOLD[:3])
def test_pipeline(text: str, value: int) -> None:
    check_correct_or_refused(text, value)


def test_reasons() -> None:
    assert answer_or_reason(REFUSE[2]) == "question_target_unbound"
    assert answer_or_reason(REFUSE[4]) == "question_target_unbound"
    assert answer_or_reason(REFUSE[6]) == "negative_quantity"


def _q(holder: str, other: str = "") -> Question:
    return Question("state", holder, Kind("card"), other, "", None, None, "s2[0-1]: q", "q")


def test_dist_misread_branches() -> None:
    has = Event("has", "ann", Kind("card"), 30, source="s0[0-1]: x", agent="ann", rule="has")
    dist = Event(
        "lose", "ann", Kind("card"), 12, source="s1[0-1]: x", agent="ann", rule="dist_give_to"
    )
    tom = Event("has", "tom", Kind("card"), 3, source="s0[0-1]: x", agent="tom", rule="has")
    nut = Event("has", "tom", Kind("nut"), 3, source="s0[0-1]: x", agent="tom", rule="has")
    assert dist_misread(StorySetup((has, dist), _q("ann"))) == ""
    assert dist_misread(StorySetup((has, tom), _q("tom"))) == ""  # no distribution
    assert dist_misread(StorySetup((has, nut, dist), _q("ann"))) == ""  # another kind
    assert dist_misread(StorySetup((has, tom, dist), _q("ann")))  # tom may be a member
    assert dist_misread(StorySetup((has, dist), _q("tom")))  # another holder asked
    assert dist_misread(StorySetup((has, dist), _q("ann", "bo")))  # given to someone


_NAMES = ["Mira", "Jonas", "Priya", "Tomas", "Lena"]
_NOUNS = ["apples", "stickers", "marbles", "cards", "pencils"]
_MEMBERS = ["friends", "cousins", "classmates", "students", "sisters"]
_FORMS = [
    "{p} gives {n} {k} to each of {d} {m} {g}.",
    "If {p} gives {n} {k} to each of {d} {m} {g},",
    "{p} gave each of {d} {m} {g} {n} {k}.",
    "{p} handed {n} {k} to each of the {m} {g}.",
]


@settings(max_examples=60, deadline=None)
@given(
    st.sampled_from(_NAMES),
    st.sampled_from(_NOUNS),
    st.sampled_from(_MEMBERS),
    st.integers(0, 300),
    st.integers(1, 20),
    st.integers(2, 12),
    st.sampled_from(_FORMS),
    st.booleans(),
)
def test_generalization(
    name: str, noun: str, group: str, rest: int, each: int, count: int, form: str, her: bool
) -> None:
    det = "her" if her else "his"
    start = rest + each * count
    give = form.format(p="she", n=each, k=noun, d=det, m=count, g=group)
    give = give[0].upper() + give[1:]
    if give.startswith("If"):
        text = f"{name} has {start} {noun}. {give} how many {noun} does she have left?"
    else:
        text = f"{name} has {start} {noun}. {give} How many {noun} does {name} have left?"
    got = answer(text)
    assert got is None or got == rest


@settings(max_examples=30, deadline=None)
@given(
    st.sampled_from(_NAMES),
    st.sampled_from(_NOUNS),
    st.sampled_from(_MEMBERS),
    st.integers(0, 100),
    st.integers(1, 20),
    st.integers(2, 12),
    st.sampled_from(["received", "got", "collected"]),
)
def test_generalization_from(
    name: str, noun: str, group: str, start: int, each: int, count: int, verb: str
) -> None:
    text = (
        f"{name} has {start} {noun}. He {verb} {each} {noun} from each of his {count} {group}. "
        f"How many {noun} does {name} have now?"
    )
    got = answer(text)
    assert got is None or got == start + each * count
