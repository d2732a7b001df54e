"""Conditions told inside the question sentence (organs/story/conditions.py, reader._question).

A condition (``If he buys 3 more apples, how many ...?``, ``How many ... if he buys ...?``) is
read as a sentence placed before the question would be: the same answer, the same refusals.
Its time: an event before the asked moment (will/would/does questions count it); a question
asked in the past over a change told in the present or the future refuses, and so does a
question of the present over a change told for tomorrow. A refusal inside a condition names
the token where the reading stopped in the question sentence.
"""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from story_outcome import answer, answer_or_reason

from mathcore.organs.base import ReaderRefusal
from mathcore.organs.story import conditions
from mathcore.organs.story.model import StorySetup
from mathcore.organs.story.organ import ORGAN

CONSISTENT = [  # our own wording: a condition before the asked moment
    ("Tom has 5 apples. If he buys 3 more apples, how many apples will he have?", 8),
    ("Tom has 5 apples. If he buys 3 more apples, how many apples would he have?", 8),
    ("Tom has 5 apples. If he buys 3 more apples, how many apples does he have?", 8),
    ("Tom has 5 apples. If he buys 3 more apples, then how many apples will he have?", 8),
    ("Tom has 5 apples. How many apples will he have if he buys 3 more apples?", 8),
    ("Tom had 5 apples. If he sold 3 apples, how many apples did he have left?", 2),
    ("Tom had 5 apples. If he picked 3 more apples, how many apples did he have?", 8),
    # one named person's verb with no -s is past ("reads" would be present); the total said
    (
        "Ann read 5 pages on Monday. If Ann read 3 pages on Tuesday, how many pages did she"
        " read in all?",
        8,
    ),
    (
        "Tom had 5 apples and 5 pears. If he sold 3 apples and 2 pears, how many apples did he"
        " have left?",
        2,
    ),
    ("Tom has 5 apples. If he sold 3 apples yesterday, how many apples does he have left?", 2),
    # a past question of the moment after the change, or of the event itself
    ("Tom has 5 apples. If he gives 2 apples to Ann, how many apples did he have left?", 3),
    ("Tom has 5 apples. If he buys 3 more apples, how many apples did he have in the end?", 8),
    ("Tom has 5 apples. If he buys 3 more apples, how many apples did he buy?", 3),
    (
        "Ann read 5 pages on Monday. If Ann reads 3 pages on Tuesday, how many pages did she read"
        " altogether?",
        8,
    ),
    ("Tom has 5 apples. If he buys 3 more apples tomorrow, how many apples will he have?", 8),
    (
        "Tom has 5 apples. If he buys 3 more apples and Ann gives him 2 apples, how many apples"
        " will he have?",
        10,
    ),
]

INCONSISTENT = [  # a past question over a change not told in the past; now over tomorrow
    "The class has 14 boys and 10 girls. If 4 boys drop out, how many boys were there?",
    "Tom had 5 apples. If 2 apples are added, how many apples did he have?",
    "Tom has 5 apples. If he buys 3 more apples, how many apples did he have?",
    "Tom has 5 apples. If he will buy 3 more apples, how many apples did he have?",
    "Tom has 5 apples. How many apples did he have if he buys 3 more apples?",
    "Tom has 5 apples. If he buys 3 more apples tomorrow, how many apples does he have now?",
    # a past action total over a condition repeating the story's action, no total said
    # (conditions_part: the condition's pages alone, or with Monday's)
    "Ann read 5 pages on Monday. If Ann read 3 pages on Tuesday, how many pages did she read?",
    "Ann read 5 pages on Monday. If Ann reads 3 pages on Tuesday, how many pages did she read?",
    "Tim bought a chair for $100. If Tim buys a cabinet for $1200, how much did he pay?",
]


@pytest.mark.parametrize(("text", "value"), CONSISTENT)
def test_condition_before_the_asked_moment_counts(text: str, value: int) -> None:
    assert answer(text) == value


@pytest.mark.parametrize("text", INCONSISTENT)
def test_inconsistent_times_refuse(text: str) -> None:
    assert answer_or_reason(text) == "unreadable_question"


def test_past_question_reason_names_the_times() -> None:
    out = ORGAN.read(INCONSISTENT[0])
    assert isinstance(out, ReaderRefusal)
    assert "asked in the past" in out.detail
    assert out.blocking is not None and out.blocking.token == "how"


def test_tomorrow_as_a_sentence_refuses_a_present_question_too() -> None:
    text = "Tom has 5 apples. He buys 3 more apples tomorrow. How many apples does he have now?"
    assert answer_or_reason(text) == "unreadable_question"
    assert answer(text.replace("does he have now", "will he have")) == 8


def test_span_of_a_source() -> None:
    assert conditions._span("s2[1-7]: a scarf uses 3 balls of wool") == (1, 7)
    assert conditions._span("no source") is None
    assert conditions._span("s2[a-b]: x") is None


def test_generic_clause_not_refused_for_its_time() -> None:
    from mathcore.organs.story.model import Event, Kind

    generic = _lexemes("If a scarf uses 3 balls of wool, how many balls did Ann have?")
    named = _lexemes("If Ann uses 3 balls of wool, how many balls did Ann have?")
    lose = Event(op="lose", holder="x", kind=Kind("ball"), qty=3, source="s1[1-7]: x")
    assert not conditions.not_told_past([lose], generic)  # a scarf: at any time
    assert conditions.not_told_past([lose], named)  # Ann uses: the present


def test_condition_that_does_not_read_refuses_the_whole_text() -> None:
    out = ORGAN.read("Tom has 5 apples. If he buys 3 more apples and eats, how many will he have?")
    assert isinstance(out, ReaderRefusal)
    assert out.blocking is not None
    assert (out.blocking.sentence_index, out.blocking.token) == (1, "eats")


def test_trailing_condition_refusal_names_its_token() -> None:
    out = ORGAN.read("Tom has 5 apples. How many apples will he have if he buys 3 more and eats?")
    assert isinstance(out, ReaderRefusal) and out.blocking is not None
    assert out.blocking.token == "eats"


def test_question_refusal_after_a_condition_names_the_question_word() -> None:
    out = ORGAN.read(
        "Tom has 5 apples and Sam has 4 apples. If Sam gives Tom 3 apples, how many apples does"
        " he have?"
    )
    assert isinstance(out, ReaderRefusal) and out.blocking is not None
    assert (out.reason, out.blocking.token) == ("ambiguous_reference", "how")


def test_condition_events_name_the_question_sentence() -> None:
    setup = ORGAN.read("Tom has 5 apples. If he buys 3 more apples, how many apples will he have?")
    assert isinstance(setup, StorySetup)
    gain = [e for e in setup.events if e.op == "gain"]
    assert len(gain) == 1 and gain[0].source.startswith("s1[1-")


def test_placed_maps_a_slice_position_to_the_sentence() -> None:
    class S:
        pass

    lx = [t for t in _lexemes("If he buys 3 more apples, how many will he have?")]
    stop = S()
    stop.at = 1  # type: ignore[attr-defined]
    conditions.placed(stop, lx[1:5], lx)
    assert stop.at == 2  # type: ignore[attr-defined]
    bare = S()
    conditions.placed(bare, lx[1:5], lx)
    assert bare.at == 1  # type: ignore[attr-defined]  # the condition's first token
    untouched = S()
    assert conditions.placed(untouched, [], lx) is untouched
    asked = S()
    conditions.asked_at(asked, lx)
    assert lx[asked.at].word == "how"  # type: ignore[attr-defined]
    what = S()
    conditions.asked_at(what, _lexemes("If he is 5, what is his age?"))
    assert what.at == 5  # type: ignore[attr-defined]


def test_not_told_past_only_for_changes() -> None:
    from dataclasses import replace

    from mathcore.organs.story.model import Event, Kind, Question

    lx = _lexemes("If he has 3 apples, how many?")
    has = Event(op="has", holder="tom", kind=Kind("apple"), qty=3, source="s1[1-4]: he has 3")
    assert not conditions.not_told_past([has], lx)
    q = Question("state", "tom", Kind("apple"), source="s1[0-3]: x")
    assert not conditions.check_times([], lx, lx, q)
    assert not conditions.check_times([has], lx, lx, replace(q, ask="event"))
    sold = _lexemes("If he sold 3 apples and 2 pears, how many did he have?")
    first = Event(op="lose", holder="tom", kind=Kind("apple"), qty=3, source="s1[1-4]: x")
    second = Event(op="lose", holder="tom", kind=Kind("pear"), qty=2, source="s1[6-7]: x")
    assert not conditions.not_told_past([first, second], sold)  # "2 pears": sold, continued
    assert conditions.not_told_past([second], sold)  # alone, its span shows no time


def _lexemes(text: str) -> list:  # type: ignore[type-arg]
    from mathcore.organs.story.clauses import split_sentences
    from mathcore.organs.story.lexemes import categorize, lexicon

    toks = split_sentences(text)[0][0]
    return list(categorize(toks, lexicon())[0])


NAMES = st.sampled_from(["Tom", "Lena", "Ravi", "Omar", "Jules", "Ines"])
KINDS = st.sampled_from(["apples", "pens", "stickers", "marbles", "cards", "books"])
BUY = st.sampled_from(["buys", "finds", "gets"])


@settings(max_examples=40, deadline=None)
@given(NAMES, KINDS, BUY, st.integers(1, 500), st.integers(1, 500))
def test_lead_condition_reads_as_a_sentence(
    name: str, kind: str, verb: str, a: int, b: int
) -> None:
    told = f"{name} has {a} {kind}."
    as_condition = f"{told} If {name} {verb} {b} more {kind}, how many {kind} will {name} have?"
    as_sentence = f"{told} {name} {verb} {b} more {kind}. How many {kind} will {name} have?"
    trailing = f"{told} How many {kind} will {name} have if {name} {verb} {b} more {kind}?"
    got = answer_or_reason(as_condition)
    assert got == answer_or_reason(as_sentence) == answer_or_reason(trailing)
    if not isinstance(got, str):
        assert got == Fraction(a + b)


@settings(max_examples=40, deadline=None)
@given(NAMES, KINDS, st.integers(1, 500), st.integers(1, 500))
def test_past_question_over_a_present_change_refuses(name: str, kind: str, a: int, b: int) -> None:
    text = (
        f"{name} has {a + b} {kind}. If {name} sells {b} {kind}, how many {kind} did {name} have?"
    )
    assert answer(text) is None
    past = f"{name} had {a + b} {kind}. If {name} sold {b} {kind}, how many {kind} did {name}"
    past += " have left?"
    assert answer(past) in (None, Fraction(a))
