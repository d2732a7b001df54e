# ruff: noqa: E501
"""A dollar restatement in a money question (``How much money, in dollars, ...?``,
``gsm_near.drop_dollars``): gold rows in our own words, one refusal per guard, adversarial
variations of the GSM8K-train shapes it reads (hand-computed), and generalization over names,
amounts, prices, positions of the restatement and distractors."""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from story_outcome import answer

from mathcore.organs.story.clauses import split_sentences
from mathcore.organs.story.gsm_near import drop_dollars
from mathcore.organs.story.lexemes import categorize, lexicon

GOLD = [
    (
        "Rita has $30. She buys 3 pens that cost $4 each. How much money, in dollars, does Rita have left?",
        18,
    ),
    (
        "Rita has $30. She buys 3 pens that cost $4 each. How much money in dollars does Rita have left?",
        18,
    ),
    (
        "Rita has $30. She buys 3 pens that cost $4 each. How much money does Rita have left, in dollars?",
        18,
    ),
    (
        "Omar has $90. He buys a lamp for $25 and a bike for $40. How much money, in dollars, does Omar have left?",
        25,
    ),
    (
        "Omar has 90 dollars. He buys a lamp for $25. How much money, in dollars, does Omar have left?",
        65,
    ),
]

REFUSE = [
    # "how many", not "how much"
    "Rita has $30. She buys 3 pens that cost $4 each. How many pens, in dollars, does Rita have?",
    # another unit restated: a conversion, never dropped
    "Rita has $30. She buys 3 pens that cost $4 each. How much money, in cents, does Rita have left?",
    # cents in the story: dollars would ask a conversion
    "Rita has $30 and 50 cents. She buys 3 pens that cost $4 each. How much money, in dollars, does Rita have left?",
    "Rita has $30 and 3 quarters. She buys 3 pens that cost $4 each. How much money, in dollars, does Rita have left?",
    # not set off by commas, and not right after "how much money"
    "Rita has $30. She buys 3 pens that cost $4 each. How much money does Rita in dollars have left?",
    # a comma before, none after, and not at the end
    "Rita has $30. She buys 3 pens that cost $4 each. How much money, in dollars does Rita have left?",
    # restated twice
    "Rita has $30. She buys 3 pens that cost $4 each. How much money, in dollars, does Rita have left, in dollars?",
]


@pytest.mark.parametrize(("text", "value"), GOLD)
def test_gold(text: str, value: int) -> None:
    assert answer(text) == value


@pytest.mark.parametrize("text", REFUSE)
def test_refused(text: str) -> None:
    assert answer(text) is None


def _lexed(text: str) -> list[list[object]]:
    return [categorize(toks, lexicon())[0] for toks, _ in split_sentences(text)]


def _words(text: str) -> list[str]:
    sents = _lexed(text)
    q = [t for t in sents[-1] if t.word != "?"]  # type: ignore[attr-defined]
    h = [t.word for t in q].index("how")  # type: ignore[attr-defined]
    return [t.word for t in drop_dollars(q, h, sents)]  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("Al has $5. How much money, in dollars, does Al have?", "how much money does al have"),
        ("Al has $5. How much money in dollars does Al have?", "how much money does al have"),
        ("Al has $5. How much does Al have, in dollars?", "how much does al have"),
        # each guard leaves the question as it is
        (
            "Al has $5. How many coins, in dollars, does Al have?",
            "how many coins , in dollars , does al have",
        ),
        (
            "Al has $5. How much money, in cents, does Al have?",
            "how much money , in cents , does al have",
        ),
        (  # US coins: the story organ answers them in dollars (question_forms6 round)
            "Al has 5 dimes. How much money, in dollars, does Al have?",
            "how much money does al have",
        ),
        (
            "Al has 5 euros. How much money, in dollars, does Al have?",
            "how much money , in dollars , does al have",
        ),
        (
            "Al has $5. How much money does Al in dollars have?",
            "how much money does al in dollars have",
        ),
        (
            "Al has $5. How much money, in dollars does Al have?",
            "how much money , in dollars does al have",
        ),
        (
            "Al has $5. How much, in dollars, does Al have, in dollars?",
            "how much , in dollars , does al have , in dollars",
        ),
    ],
)
def test_drop_guards(text: str, kept: str) -> None:
    assert " ".join(_words(text)) == kept


# adversarial variations of the GSM8K-train shapes this reads (2803, 5551), hand-computed
ADVERSARIAL = [
    # renamed, other numbers
    (
        "Mia has $75. She buys 6 candy bars that cost $3 each. How much money in dollars does Mia have left?",
        57,
    ),
    # a distractor about another person
    (
        "Mia has $75. She buys 6 candy bars that cost $3 each. Ned has $9. How much money in dollars does Mia have left?",
        57,
    ),
    # decimal prices stay exact
    (
        "Kai has $20. He buys a book for $7.25 and a pen for $1.50. How much money, in dollars, does Kai have left?",
        Fraction(45, 4),
    ),
    # large numbers
    (
        "Kai has $45000. He buys a car for $38999 and a bike for $1. How much money, in dollars, does Kai have left?",
        6000,
    ),
]

UNANSWERABLE = [
    # the other person asked: Mia's numbers go unused, so the organ refuses (never 75 or 57)
    "Mia has $75. She buys 6 candy bars that cost $3 each. Ned has $9. How much money, in dollars, does Ned have?",
    # spending more than held
    "Kai has $20. He buys a book for $17 and a pen for $5. How much money, in dollars, does Kai have left?",
    # the asked person has no money in the story
    "Kai has $20. He buys a book for $17. How much money, in dollars, does Lena have left?",
    # cents asked of a dollar story: a conversion this does not read
    "Kai has $20. He buys a book for $17. How much money, in cents, does Kai have left?",
]


@pytest.mark.parametrize(("text", "value"), ADVERSARIAL)
def test_adversarial(text: str, value: Fraction | int) -> None:
    assert answer(text) == value


@pytest.mark.parametrize("text", UNANSWERABLE)
def test_unanswerable(text: str) -> None:
    assert answer(text) is None


NAMES = ["Rita", "Omar", "Lena", "Marco", "Ana", "Jorge"]
POSITIONS = [
    "How much money, in dollars, does {n} have left?",
    "How much money in dollars does {n} have left?",
    "How much money does {n} have left, in dollars?",
]


@settings(max_examples=40, deadline=None)
@given(
    name=st.sampled_from(NAMES),
    start=st.integers(50, 5000),
    count=st.integers(1, 9),
    price=st.integers(1, 5),
    form=st.sampled_from(POSITIONS),
    distractor=st.booleans(),
)
def test_generalizes(
    name: str, start: int, count: int, price: int, form: str, distractor: bool
) -> None:
    other = "Tom has $7. " if distractor else ""
    text = (
        f"{name} has ${start}. {other}{name} buys {count} pens that cost ${price} each. "
        + form.format(n=name)
    )
    assert answer(text) == start - count * price
    # the same story with cents somewhere never answers through the restatement
    cents = text.replace(f"${start}.", f"${start} and 10 cents.", 1)
    assert answer(cents) is None


def test_no_story_drops_nothing() -> None:
    sents = _lexed("How much money, in dollars, does Al have?")
    q = [t for t in sents[-1] if t.word != "?"]  # type: ignore[attr-defined]
    assert drop_dollars(q, 0, ()) == q  # type: ignore[arg-type]
    assert len(drop_dollars(q, 0, sents)) == len(q) - 4  # type: ignore[arg-type]
