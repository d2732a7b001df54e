"""Generalization of ``questions_what`` (hypothesis): new names, nouns, counts, sentence orders
and distractor sentences. A what-question is answered with the hand-computed value, and it
reads exactly as the how-many question it restates: the same answer, or both refused."""

from __future__ import annotations

from fractions import Fraction

from hypothesis import given, settings
from hypothesis import strategies as st
from story_outcome import answer

NAMES = ("Maya", "Leo", "Ann", "Tom", "Sara", "Omar", "Lucy", "Ben", "Nina", "Raj")
NOUNS = ("stickers", "apples", "marbles", "pens", "cards", "books", "shells", "pencils")
VERBS = (("picked", "pick"), ("found", "find"), ("bought", "buy"), ("collected", "collect"))
OTHER = ("cats", "dogs", "hats")  # distractor kinds: never one of NOUNS

names2 = st.lists(st.sampled_from(NAMES), min_size=2, max_size=3, unique=True)
counts = st.integers(min_value=1, max_value=500)


def _story(sentences: list[str], order: list[int]) -> str:
    return " ".join(sentences[k] for k in order)


@settings(max_examples=40, deadline=None)
@given(
    people=names2,
    noun=st.sampled_from(NOUNS),
    amounts=st.lists(counts, min_size=3, max_size=3),
    data=st.data(),
)
def test_held_totals(people: list[str], noun: str, amounts: list[int], data: st.DataObject) -> None:
    told = [f"{p} has {n} {noun}." for p, n in zip(people, amounts, strict=False)]
    order = data.draw(st.permutations(range(len(told))))
    story = _story(told, list(order))
    total = sum(amounts[: len(people)])
    pair = f"{people[0]} and {people[1]}"
    assert answer(f"{story} What is the total number of {noun} they have?") == total
    assert answer(f"{story} Calculate the total number of {noun} they have.") == total
    assert answer(f"{story} What's the total number of {noun} {pair} have?") == (
        amounts[0] + amounts[1]
    )
    assert answer(f"{story} What is the total number of {noun} {people[0]} has?") == amounts[0]


@settings(max_examples=40, deadline=None)
@given(
    people=names2,
    noun=st.sampled_from(NOUNS),
    verb=st.sampled_from(VERBS),
    amounts=st.lists(counts, min_size=3, max_size=3),
    again=counts,
)
def test_action_totals(
    people: list[str], noun: str, verb: tuple[str, str], amounts: list[int], again: int
) -> None:
    past = verb[0]
    told = [f"{p} {past} {n} {noun}." for p, n in zip(people, amounts, strict=False)]
    more = f"Then {people[0]} {past} {again} more {noun}."
    story = " ".join([told[0], more, *told[1:]])
    mine = amounts[0] + again
    everyone = mine + sum(amounts[1 : len(people)])
    assert answer(f"{story} What is the total number of {noun} {people[0]} {past}?") == mine
    assert answer(f"{story} Calculate the total number of {noun} they {past}.") == everyone


@settings(max_examples=30, deadline=None)
@given(
    person=st.sampled_from(NAMES),
    start=st.integers(min_value=20, max_value=900),
    spent=st.lists(st.integers(min_value=1, max_value=9), min_size=1, max_size=2),
)
def test_money_left_and_spent(person: str, start: int, spent: list[int]) -> None:
    things = ("a kite", "a ball")
    parts = " and ".join(f"${n} on {t}" for n, t in zip(spent, things, strict=False))
    story = f"{person} had ${start}. {person} spent {parts}."
    assert answer(f"{story} What is the amount of money {person} has left?") == start - sum(spent)
    assert answer(f"{story} What is the total amount of money {person} spent?") == sum(spent)


#: (what-form, how-form) pairs over {p} (a holder), {q} (another), {n} (a noun), {v} / {b}
#: (a verb, past / base form).
PAIRS = (
    (
        "What is the total number of {n} {p} has?",
        "How many {n} does {p} have in total?",
    ),
    ("What is the total number of {n} they have?", "How many {n} do they have in total?"),
    (
        "What is the total number of {n} {p} and {q} have?",
        "How many {n} do {p} and {q} have in total?",
    ),
    ("What is the total number of {n} {p} {v}?", "How many {n} did {p} {b} in total?"),
    (
        "What is the total number of {n} {p} and {q} {v}?",
        "How many {n} did {p} and {q} {b} in total?",
    ),
    ("What is the number of {n} {p} has left?", "How many {n} does {p} have left?"),
    ("What is the total number of {n}?", "How many {n} are there in total?"),
)


@st.composite
def stories(draw: st.DrawFn) -> tuple[str, dict[str, str]]:
    """A story of holdings and actions, with distractors of other kinds and holders."""
    people = draw(st.lists(st.sampled_from(NAMES), min_size=2, max_size=3, unique=True))
    noun = draw(st.sampled_from(NOUNS))
    past, base = draw(st.sampled_from(VERBS))
    sentences = []
    for p in people:
        form = draw(st.sampled_from(("has", "act", "both", "other", "none")))
        n, m = draw(counts), draw(counts)
        if form in ("has", "both"):
            sentences.append(f"{p} has {n} {noun}.")
        if form in ("act", "both"):
            sentences.append(f"{p} {past} {m} {noun}.")
        if form == "other":
            sentences.append(f"{p} has {n} {draw(st.sampled_from(OTHER))}.")
    if draw(st.booleans()):
        sentences.append(f"{people[0]} gave {draw(counts)} {noun} to {people[1]}.")
    sentences = draw(st.permutations(sentences))
    slots = {"p": people[0], "q": people[1], "n": noun, "v": past, "b": base}
    return " ".join(sentences), slots


def _same(a: Fraction | None, b: Fraction | None) -> bool:
    return a == b


@settings(max_examples=120, deadline=None)
@given(story=stories(), pair=st.sampled_from(PAIRS))
def test_reads_as_the_how_many_question(
    story: tuple[str, dict[str, str]], pair: tuple[str, str]
) -> None:
    text, slots = story
    what, how = (f"{text} {q.format(**slots)}" for q in pair)
    assert _same(answer(what), answer(how)), (what, answer(what), how, answer(how))


@settings(max_examples=40, deadline=None)
@given(
    people=names2,
    noun=st.sampled_from(NOUNS),
    other=st.sampled_from(OTHER),
    amounts=st.lists(counts, min_size=3, max_size=3),
)
def test_distractor_kind_is_not_counted(
    people: list[str], noun: str, other: str, amounts: list[int]
) -> None:
    """Another kind held by another holder adds nothing to the asked kind's total."""
    story = f"{people[0]} has {amounts[0]} {noun}. {people[1]} has {amounts[1]} {other}."
    got = answer(f"{story} What is the total number of {noun} {people[0]} has?")
    assert got == amounts[0]
    assert answer(f"{story} What is the total number of {other} {people[0]} has?") is None
