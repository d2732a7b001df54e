# ruff: noqa: E501
"""Question sentences, round 6 (``organs/story/question_forms6.py``; the ``So how`` lead in
``reader._question``; ``in total`` after ``keep`` in ``vocab4_keep``): gold rows in our own
words, one refusal per guard, adversarial variations with hand-computed answers, hypothesis
generalization over names, numbers and units.

GSM8K-train shapes read: 403, 1693 (average age of the three), 2903, 3017 (age difference
between), 844, 1515 (a unit restated at the end), 748, 4708, 7231 (money left of/in), 3841
(``So how much``), 242 (``How many total cookies does she keep?``)."""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from story_outcome import answer, answer_or_reason

from mathcore.organs.story.clauses import split_sentences
from mathcore.organs.story.lexemes import categorize, lexicon
from mathcore.organs.story.question_forms6 import forms6, money_left, unit_restated

GOLD = [
    # age_avg
    ("Tom is 10 years old. Ann is twice as old as Tom. What is their average age?", 15),
    (
        "Tom is 12 years old. Ann is 3 years older than Tom. Bob is twice as old as Tom. What's the average age of the three?",
        17,
    ),
    (
        "Ann is half as old as Tom. Bob is 2 years younger than Tom. If Tom is 20, calculate the average age of the three?",
        16,
    ),
    # age_gap
    (
        "Tom is 10 years old. Ann is 14 years old. What is the age difference between Tom and Ann?",
        4,
    ),
    (
        "Tom is 10 years old. Ann is 14 years old. What is the age difference between Ann and Tom?",
        4,
    ),
    (
        "Mia is 6 years old. Her brother is 3 times as old as she is. What is the age difference between Mia and her brother?",
        12,
    ),
    # unit_restated
    (
        "Tom weighs 100 pounds. Ann weighs 20 pounds more than Tom. How much does Ann weigh, in pounds?",
        120,
    ),
    ("Tom is 10 years old. Ann is 14 years old. How much older is Ann than Tom, in years?", 4),
    (
        "In 4 years, Ann will be twice as old as Tom is now. Tom is 7 now. How much older is Ann than Tom, right now, in years?",
        3,
    ),
    # money_left
    ("Tom had $50 in his account. He spent $10 on a book. How much is left in his account?", 40),
    (
        "Tom had $50 in his account. He spent $10 on a book. How much money is left in Tom's account?",
        40,
    ),
    (
        "Tom had $50 in his account. He spent $10 on a book. How much money remains in his account?",
        40,
    ),
    (
        "Tom had $50 in his account. Ann had $30 in her account. Tom spent $10 on a book. How much is left in her account?",
        30,
    ),
    ("Tom saved $80. He spent $30 on a book. How much of his savings is left?", 50),
    (
        "Tom saved $80 to buy books. He bought a book that cost $30. How much of his savings have left?",
        50,
    ),
    ("Tom has $80. He spent $30 on a book. How much of his money remains?", 50),
    ("Tom has $80. Ann has $20. Tom spent $30 on a book. How much of her money is left?", 20),
    # elided_than
    ("Tom read 10 pages. Ann read 15 pages. How many more pages did Ann read?", 5),
    ("Tom has 10 marbles. Ann has 15 marbles. How many more marbles does Ann have?", 5),
    ("Tom drove 100 miles. Ann drove 150 miles. How many miles farther did Ann drive?", 50),
    (
        "Ann read 4 more than twice the pages that Tom read. If Tom read 10 pages, how many more pages did Ann read?",
        14,
    ),
    # than a group combined
    (
        "Tom has 20 pens. Ann has 10 pens. Bob has 5 pens. How many more pens does Tom have than Ann and Bob combined?",
        5,
    ),
    (
        "Tom has 20 pens. Ann has 10 pens. Bob has 5 pens. How many more pens does Tom have than both Ann and Bob combined?",
        5,
    ),
    (
        "Tom has 20 pens. Ann has 10 pens. Bob has 5 pens. Tom gives Bob 1 pen. How many more pens does Tom have than Ann and Bob combined?",
        3,
    ),
    # a total marker before the auxiliary
    (
        "Ann brought 20 cookies to share in class. Mia brought 5 fewer cookies than Ann. How many cookies altogether did Ann and Mia bring to share in class?",
        35,
    ),
    (
        "Ann picked 20 apples. Mia picked 15 apples. How many apples in total did Ann and Mia pick?",
        35,
    ),
    # "in dollars" over coins (gsm_near): the story organ answers coins in dollars
    ("Tom has 5 dimes and 3 nickels. How much money, in dollars, does Tom have?", Fraction(13, 20)),
    (
        "Tom has 50 cents. He finds 25 cents. How much money, in dollars, does he have?",
        Fraction(3, 4),
    ),
    (
        "Ann has 4 dimes and 2 quarters. Her dad gives her 3 quarters. How much money, in dollars, does Ann have now?",
        Fraction(33, 20),
    ),
    # each_weighs
    (
        "Alex had 36 ounces of jelly beans. He ate 6 ounces. Then he divided the rest equally into 3 piles. How much does each pile weigh?",
        10,
    ),
    # told_all
    (
        "Andre catches 8 ladybugs on Monday and 5 ladybugs on Tuesday. If each ladybug has 6 dots, how many dots are there in total for all the ladybugs?",
        78,
    ),
    (
        "There are two warehouses. The first warehouse has 400 boxes. The second warehouse has 100 boxes. How many boxes are there in both warehouses combined?",
        500,
    ),
    # So how
    (
        "Ann bought 2 pens for $3 each. She gave $10 to the cashier. So how much change did she get?",
        4,
    ),
    # keep in total
    (
        "Ann bakes 12 sugar cookies and 10 oat cookies. Ann gives away 5 sugar cookies. How many total cookies does she keep?",
        17,
    ),
]


@pytest.mark.parametrize(("text", "gold"), GOLD)
def test_gold(text: str, gold: int | Fraction) -> None:
    assert answer(text) == Fraction(gold)


REFUSED = [
    # age_avg: "the N" counts another number; the ages at another time; a story of other things
    "Tom is 10 years old. Ann is twice as old as Tom. What is the average age of the three?",
    "Tom is 10 years old. Ann is 14 years old. Bob is 6 years old. What is the average age of the two?",
    "Tom was 10 years old. Ann was twice as old as Tom. What is their average age?",
    "Tom is 10 years old and has 5 apples. Ann is twice as old as Tom. What is their average age?",
    "Tom is 10 years old. Ann is twice as old as Tom. What was their average age?",
    "Tom is 10 years old. What is their average age?",
    # age_gap: an age not told, a person not in the story
    "Tom is 10 years old. Ann is 14 years old. What is the age difference between Tom and Bob?",
    "Tom is 10 years old. Ann has 14 pens. What is the age difference between Tom and Ann?",
    # unit_restated: another unit than told, a money question, a unit before the end
    "Tom weighs 100 pounds. Ann weighs 20 pounds more than Tom. How much does Ann weigh, in kilograms?",
    "Tom weighs 100 kilograms. Ann weighs 20 kilograms more than Tom. How much does Ann weigh, in pounds?",
    "Tom is 10 years old. Ann is 14 years old. How much older is Ann than Tom, in months?",
    "Tom has 100 pounds. Ann has 20 pounds more than Tom. How much money does Ann have, in pounds?",
    # money_left in an account: money in another place, money from elsewhere, another place asked
    "Tom had $50 in his account and $20 in his wallet. He spent $10 on a book. How much is left in his account?",
    "Tom had $50 in his account. He has $20 in his wallet. He spent $10 on a book. How much is left in his account?",
    "Tom had $50 in his account. His mom gave him $20. He spent $10 on a book. How much is left in his account?",
    "Tom had $50 in his account. He earned $20. He spent $10 on a book. How much is left in his account?",
    "Tom had $50 in his account. He spent $10 on a book. How much is left in his wallet?",
    "Tom had $50 in his account. He spent $10 on a book. How much of his money is left in his account?",
    "Tom had $50 in his account. He spent $10 on a book. He has $5 in his pocket. How much is left in his account?",
    # money_left of savings: money not saved, money told without saving or spending
    "Tom saved $80 in his piggy bank. He has $20 in his wallet. He spent $30 on a book. How much of his savings is left?",
    "Tom has $80. He spent $30 on a book. How much of his savings is left?",
    "Tom saved $80. He earned $20. He spent $30 on a book. How much of his savings is left?",
    "Tom saved $80. His mom has $20. He spent $30 on a book. How much of his savings is left?",
    # elided_than: another person, a told time, a bare "more" told, a negative difference
    "Tom read 10 pages. Ann read 15 pages. Bob read 3 pages. How many more pages did Ann read?",
    "Tom read 10 pages on Monday. Ann read 15 pages. How many more pages did Ann read?",
    "Tom read 10 pages. Ann read 15 pages and her mother read 4 pages. How many more pages did Ann read?",
    "Tom read 10 pages. Ann read 15 pages. Then Ann read 5 more pages. How many more pages did Ann read?",
    "Tom has 10 marbles. Ann has 15 marbles. Ann buys 5 more marbles. How many more marbles does Ann have?",
    "Tom read 10 pages. Ann read 15 pages. How many more pages did Tom read?",
    "Tom drove 100 miles. Ann drove 150 kilometers. How many miles farther did Ann drive?",
    "Tom has 10 marbles. Ann has 15 marbles. How many more marbles does Ann need?",
    # ... a change of a holding, or the asked action told again: more than before?
    "Tom has 10 marbles. Ann has 15 marbles. Tom gives Ann 3 marbles. How many more marbles does Ann have?",
    "Tom has 10 marbles. Ann has 15 marbles. Ann finds 3 marbles. How many more marbles does Ann have?",
    "Tom read 10 pages. Ann read 15 pages. Later she read 4 pages. How many more pages did Ann read?",
    # than a group combined: negative, a member holding none, another kind
    "Tom has 20 pens. Ann has 10 pens. Bob has 15 pens. How many more pens does Tom have than Ann and Bob combined?",
    "Tom has 20 pens. Ann has 10 pens. How many more pens does Tom have than Ann and Bob combined?",
    "Tom has 20 pens. Ann has 10 pencils. Bob has 5 pens. How many more pens does Tom have than Ann and Bob combined?",
    # a total marker moved only when it is the question's one marker
    "Ann picked 20 apples. Mia picked 15 apples. How many apples altogether did they pick if Ann picked 3 more?",
    # "in dollars" still refused over other currencies
    "Tom has 50 euros. He finds 25 euros. How much money, in dollars, does he have?",
    # each_weighs: two weight units, no weight told
    "Alex had 36 ounces of jelly beans. He ate 1 pound. Then he divided the rest equally into 3 piles. How much does each pile weigh?",
    "Alex had 36 jelly beans. He divided them equally into 3 piles. How much does each pile weigh?",
    # told_all: another kind counted, a third place, another place named
    "Andre catches 8 ladybugs and 5 spiders. If each ladybug has 6 dots, how many dots are there in total for all the ladybugs?",
    "There are two warehouses. The first warehouse has 400 boxes. The second warehouse has 100 boxes. A truck has 50 boxes. How many boxes are there in both warehouses combined?",
    "There are three warehouses. The first warehouse has 400 boxes. The second warehouse has 100 boxes. The third warehouse has 10 boxes. How many boxes are there in both warehouses combined?",
    "The first warehouse has 400 boxes. The second warehouse has 100 boxes. How many boxes are there in both trucks combined?",
    # a total price after an unpriced list item (gsm_money: was 15, a hat at $60 / 4)
    "Tom bought 5 shirts and 4 hats for $60. How much does one hat cost?",
    "Tom bought 5 shirts, and 4 hats for $60. How much do 2 hats cost?",
    "Tom sold 5 shirts and 4 hats for $60. How much does one hat cost?",
    # "so" only alone before "how"
    "Ann bought 2 pens for $3 each. She gave $10 to the cashier. So then how much change did she get?",
]


@pytest.mark.parametrize("text", REFUSED)
def test_refused(text: str) -> None:
    assert answer(text) is None, answer_or_reason(text)


def test_priced_list_items_still_read() -> None:
    """The gsm_money guard leaves a priced first item (and separate sentences) as read."""
    assert (
        answer("Tom bought 5 shirts. He bought 4 hats for $60. How much does one hat cost?") == 15
    )
    text = (
        "Tom has $50. He bought a pen for $9 and a cap for $5. How much money does Tom have left?"
    )
    assert answer(text) == 36


def _lx(text: str) -> list[object]:
    sents = split_sentences(text)
    lex = lexicon()
    return [[t for t in categorize(s[0], lex)[0] if t.word not in ("?", ".")] for s in sents]


def _words(lx: list[object]) -> list[str]:
    return [t.word for t in lx]  # type: ignore[attr-defined]


def test_unit_restated_rewrites() -> None:
    (q,) = _lx("How much does Billy weigh, in pounds?")
    assert _words(unit_restated(q, 0)) == ["how", "many", "pounds", "does", "billy", "weigh"]  # type: ignore[arg-type]
    (q,) = _lx("How much flour does Billy use, in pounds?")  # a noun after "much": unchanged
    assert _words(unit_restated(q, 0)) == _words(q)  # type: ignore[arg-type]
    (q,) = _lx("How much does Billy weigh, in pounds, in total?")  # two restatements
    assert _words(unit_restated(q, 0)) == _words(q)  # type: ignore[arg-type]
    (q,) = _lx("How much did Billy pay, in dollars?")  # money: gsm_near's
    assert _words(unit_restated(q, 0)) == _words(q)  # type: ignore[arg-type]
    (q,) = _lx("How much does Billy weigh in pounds?")  # not set off by a comma
    assert _words(unit_restated(q, 0)) == _words(q)  # type: ignore[arg-type]


def test_money_left_rewrites() -> None:
    *st_, q = _lx("Tom has $8. How much of his money remains?")
    assert _words(money_left(q, 0, [*st_, q])) == [
        "how",
        "much",
        "money",
        "does",
        "he",
        "have",
        "left",
    ]  # type: ignore[arg-type]
    *st_, q = _lx("Tom has $8. How much of their money is left?")
    assert _words(money_left(q, 0, [*st_, q]))[3:5] == ["do", "they"]  # type: ignore[arg-type]
    *st_, q = _lx("Tom has $8. How much of his money did he spend?")  # not "left"
    assert _words(money_left(q, 0, [*st_, q])) == _words(q)  # type: ignore[arg-type]
    *st_, q = _lx("Tom has $8 in his account. How much is left in his account today?")  # more after
    assert _words(money_left(q, 0, [*st_, q])) == _words(q)  # type: ignore[arg-type]


def test_move_marker_rewrites() -> None:
    from mathcore.organs.story.question_forms6 import move_marker

    (q,) = _lx("How many apples altogether did Ann and Mia pick?")
    assert _words(move_marker(q, 0))[-2:] == ["pick", "altogether"]  # type: ignore[arg-type]
    (q,) = _lx("How many apples in total did they pick in all?")  # two markers: unchanged
    assert _words(move_marker(q, 0)) == _words(q)  # type: ignore[arg-type]
    (q,) = _lx("How many apples did they pick altogether?")  # already at the end
    assert _words(move_marker(q, 0)) == _words(q)  # type: ignore[arg-type]


def test_forms6_cheap_and_unchanged() -> None:
    *st_, q = _lx("Tom has 8 apples. How many apples does Tom have?")
    assert _words(forms6(q, 0, [*st_, q])) == _words(q)  # type: ignore[arg-type]
    (q,) = _lx("How much of his money remains?")  # no story: unchanged
    assert _words(forms6(q, 0, [q])) == _words(q)  # type: ignore[arg-type]


NAMES = ["Tom", "Ben", "Sam", "Max", "Leo"]


@settings(max_examples=40, deadline=None)
@given(
    a=st.integers(2, 40),
    k=st.integers(2, 4),
    d=st.integers(1, 9),
    names=st.permutations(NAMES),
)
def test_age_avg_general(a: int, k: int, d: int, names: list[str]) -> None:
    x, y, z = names[:3]
    text = f"{x} is {a} years old. {y} is {k} times as old as {x}. {z} is {d} years older than {x}. What is the average age of the three?"
    assert (
        answer(text) == Fraction(a + k * a + a + d, 3)
        or answer_or_reason(text) == "non_integer_count"
    )
    text2 = f"{x} is {a} years old. {y} is {k} times as old as {x}. What is the age difference between {x} and {y}?"
    assert answer(text2) == (k - 1) * a


@settings(max_examples=40, deadline=None)
@given(
    have=st.integers(20, 500),
    spent=st.integers(1, 19),
    name=st.sampled_from(NAMES),
    form=st.sampled_from(
        [
            "How much is left in his account?",
            "How much money remains in his account?",
            "How much money is left in {n}'s account?",
        ]
    ),
)
def test_money_left_general(have: int, spent: int, name: str, form: str) -> None:
    text = f"{name} had ${have} in his account. He spent ${spent} on a book. " + form.format(n=name)
    assert answer(text) == have - spent
    wallet = (
        f"{name} had ${have} in his account. He has $5 in his wallet. He spent ${spent} on a book. "
        + form.format(n=name)
    )
    assert answer(wallet) is None


@settings(max_examples=30, deadline=None)
@given(
    w=st.integers(10, 300),
    more=st.integers(1, 50),
    unit=st.sampled_from(["pounds", "kilograms", "ounces"]),
    other=st.sampled_from(["pounds", "kilograms", "ounces"]),
)
def test_unit_restated_general(w: int, more: int, unit: str, other: str) -> None:
    text = f"Tom weighs {w} {unit}. Ann weighs {more} {unit} more than Tom. How much does Ann weigh, in {other}?"
    assert answer(text) == (w + more if unit == other else None)


@settings(max_examples=40, deadline=None)
@given(
    a=st.integers(1, 200),
    b=st.integers(1, 200),
    names=st.permutations(NAMES),
    verb=st.sampled_from(
        [("read", "read", "pages"), ("picked", "pick", "apples"), ("sold", "sell", "cards")]
    ),
    third=st.booleans(),
)
def test_elided_than_general(
    a: int, b: int, names: list[str], verb: tuple[str, str, str], third: bool
) -> None:
    past, base, noun = verb
    x, y, z = names[:3]
    story = f"{x} {past} {a} {noun}. {y} {past} {b} {noun}. "
    if third:  # a third person: than whom?
        story += f"{z} {past} 4 {noun}. "
    text = story + f"How many more {noun} did {y} {base}?"
    assert answer(text) == (b - a if b >= a and not third else None)


@settings(max_examples=30, deadline=None)
@given(
    each=st.integers(2, 9),
    m=st.integers(1, 30),
    t=st.integers(1, 30),
    other=st.booleans(),
)
def test_told_all_general(each: int, m: int, t: int, other: bool) -> None:
    extra = " He also catches 3 spiders." if other else ""
    text = f"Andre catches {m} ladybugs on Monday and {t} ladybugs on Tuesday.{extra} If each ladybug has {each} dots, how many dots are there in total for all the ladybugs?"
    assert answer(text) == (None if other else each * (m + t))
