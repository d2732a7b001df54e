# ruff: noqa: E501
"""``How many total birds does she have?`` read as ``... in total`` (``gsm_near.move_total``):
gold rows in our own words, one refusal per guard, adversarial variations of the GSM8K-train
shape it reads (1394; MAWPS singleop 307), hand-computed, and generalization over names,
nouns, counts, holders and distractors."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from story_outcome import answer

from mathcore.organs.story.clauses import split_sentences
from mathcore.organs.story.gsm_near import move_total
from mathcore.organs.story.lexemes import categorize, lexicon

GOLD = [
    ("Tom has 3 red pens and 5 blue pens. How many total pens does Tom have?", 8),
    ("Tom has 3 pens. Ann has 5 pens. How many total pens do they have?", 8),
    ("Tom has $7. Ann has $5. How much total money do they have?", 12),
    ("Jen has 6 ducks and 4 hens. How many total birds does Jen have?", 10),
    ("Rosa bought 3 boxes. Each box had 6 cookies. How many total cookies did she have?", 18),
]

REFUSE = [
    # another total marker already in the question: left as it is, and the frames refuse it
    "Tom has 3 pens. Ann has 5 pens. How many total pens do they have altogether?",
    "Tom has 3 pens. Ann has 5 pens. How many total pens do they have in all?",
    # an "if" after "how": the marker would land in the condition
    "Tom has 3 pens. How many total pens would Tom have if Ann gave him 5 pens?",
]


@pytest.mark.parametrize(("text", "value"), GOLD)
def test_gold(text: str, value: int) -> None:
    assert answer(text) == value


@pytest.mark.parametrize("text", REFUSE)
def test_refused(text: str) -> None:
    assert answer(text) is None


def _moved(question: str) -> str:
    toks, _ = split_sentences(question)[0]
    q = [t for t in categorize(toks, lexicon())[0] if t.word != "?"]
    h = [t.word for t in q].index("how")
    return " ".join(t.word for t in move_total(q, h))


@pytest.mark.parametrize(
    ("question", "read"),
    [
        ("How many total birds does she have?", "how many birds does she have in total"),
        ("How much total money did he spend?", "how much money did he spend in total"),
        # each guard leaves the question as it is
        ("How many birds does she have?", "how many birds does she have"),
        ("How many total?", "how many total"),
        (
            "How many total birds does she have in total?",
            "how many total birds does she have in total",
        ),
        (
            "How many total birds do they have together?",
            "how many total birds do they have together",
        ),
        (
            "How many total birds do they have combined?",
            "how many total birds do they have combined",
        ),
        (
            "How many total birds would she have if she got 2?",
            "how many total birds would she have if she got 2",
        ),
        ("How old total is she?", "how old total is she"),
    ],
)
def test_move_guards(question: str, read: str) -> None:
    assert _moved(question) == read


# adversarial variations of 1394's shape ("If Jen has 150 ducks, how many total birds does
# she have?"), hand-computed
ADVERSARIAL = [
    (
        "Jen has 10 more ducks than four times the number of chickens. If Jen has 90 ducks, how many total birds does she have?",
        110,
    ),
    (
        "Jen has 10 more ducks than four times the number of chickens. If Jen has 150 ducks, how many birds does she have in total?",
        185,
    ),
    # the smaller kind asked: the total marker sums only ducks
    (
        "Jen has 10 more ducks than four times the number of chickens. If Jen has 150 ducks, how many total ducks does she have?",
        150,
    ),
]

UNANSWERABLE = [
    # not a whole number of chickens
    "Jen has 10 more ducks than four times the number of chickens. If Jen has 151 ducks, how many total birds does she have?",
    # a kind the pack does not place under birds
    "Jen has 6 ducks and 4 books. How many total birds does Jen have?",
    # nobody asked holds anything
    "Jen has 6 ducks. How many total birds does Ann have?",
]


@pytest.mark.parametrize(("text", "value"), ADVERSARIAL)
def test_adversarial(text: str, value: int) -> None:
    assert answer(text) in (value, None)


def test_adversarial_answered() -> None:
    assert [answer(t) for t, _ in ADVERSARIAL] == [v for _, v in ADVERSARIAL]


@pytest.mark.parametrize("text", UNANSWERABLE)
def test_unanswerable(text: str) -> None:
    assert answer(text) is None


NAMES = ["Rita", "Omar", "Lena", "Marco", "Ana", "Jorge"]
NOUNS = ["pens", "apples", "books", "marbles"]


@settings(max_examples=40, deadline=None)
@given(
    a=st.sampled_from(NAMES),
    b=st.sampled_from(NAMES),
    x=st.integers(1, 900),
    y=st.integers(1, 900),
    noun=st.sampled_from(NOUNS),
    both=st.booleans(),
)
def test_generalizes(a: str, b: str, x: int, y: int, noun: str, both: bool) -> None:
    if a == b:
        return
    if both:
        text = f"{a} has {x} {noun}. {b} has {y} {noun}. How many total {noun} do they have?"
        assert answer(text) == x + y
    else:
        text = f"{a} has {x} {noun}. {b} has {y} {noun}. How many total {noun} does {b} have?"
        assert answer(text) in (y, None)
    # the same question with a second total marker never answers through the move
    assert answer(text.replace("?", " altogether?")) is None
