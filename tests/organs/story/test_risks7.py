# ruff: noqa: E501
"""Risks 7: known over-reads of the story organ closed at the question (``risks7``), and 154
hand-written variations around them: each text with its only right answer, or None where it
must refuse. Each guard is also shown to be what refuses (switched off, the old over-read
comes back) and the told-or-derived guard has a property test."""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from story_outcome import answer, answer_or_reason, pipeline_answer

from mathcore.organs.story import risks7

POSSESSIVE: list[tuple[str, int | None]] = [
    ("Tom has 20 cows on his farm. How many cows does Tom have on her farm?", None),
    ("Tom has 20 cows on his farm. How many cows does Tom have on his farm?", 20),
    ("Tom has 20 cows on his farm. How many cows does he have on her farm?", None),
    ("Tom has 20 cows on his farm. How many cows does he have on his farm?", 20),
    ("Tom has 20 cows on his farm. How many cows does Tom have on its farm?", None),
    ("Tom has 20 cows on his farm. He has 5 pigs. How many cows does Tom have on her farm?", None),
    ("Tom has 20 cows on his farm. He has 5 pigs. How many cows does Tom have on his farm?", 20),
    ("Ann has 20 cows on her farm. How many cows does Ann have on his farm?", None),
    ("Ann has 20 cows on her farm. How many cows does Ann have on her farm?", 20),
    ("Ann has 20 cows on her farm. How many cows does she have on his farm?", None),
    ("Ann has 20 cows on her farm. How many cows does she have on her farm?", 20),
    (
        "Ann has 20 cows on her farm. She has 4 goats. How many cows does Ann have on his farm?",
        None,
    ),
    ("Mary has 12 hens in her barn. How many hens does Mary have in his barn?", None),
    ("Mary has 12 hens in her barn. How many hens does Mary have in her barn?", 12),
    ("John has 15 apples in his basket. How many apples does John have in her basket?", None),
    ("John has 15 apples in his basket. How many apples does John have in his basket?", 15),
    (
        "Tom has 20 cows on his farm. Ann has 30 cows on her farm. How many cows does Tom have on her farm?",
        None,
    ),
    (
        "Tom has 20 cows on his farm. Ann has 30 cows on her farm. How many cows does Ann have on his farm?",
        None,
    ),
    (
        "Tom has 20 cows on his farm. Ann has 30 cows on her farm. How many cows does Tom have on his farm?",
        20,
    ),
    (
        "Tom has 20 cows on his farm. Ann has 30 cows on her farm. How many cows does Ann have on her farm?",
        30,
    ),
    ("Alex has 20 cows on his farm. How many cows does Alex have on her farm?", None),
    ("Alex has 20 cows on his farm. How many cows does Alex have on his farm?", 20),
    ("Alex has 20 cows on her farm. How many cows does Alex have on his farm?", None),
    ("Tom has 20 cows in his barn. How many cows does Tom have in her barn?", None),
    ("Tom has 20 cows in his barn. How many cows does he have in her barn?", None),
    ("Tom has 20 cows on his farm. How many cows does Tom have on their farm?", None),
    ("Tom has 20 cows on his farm. How many cows does he have on their farm?", None),
    (
        "Tom has 20 cows on his farm. He buys 5 more cows. How many cows does he have on her farm now?",
        None,
    ),
    ("Jack has 8 books on his shelf. How many books does Jack have on her shelf?", None),
    ("Jack has 8 books on his shelf. How many books does Jack have on his shelf?", 8),
]

TOLD_DERIVABLE: list[tuple[str, int | None]] = [
    (
        "Aaron makes 10 scarves. Each scarf uses 3 balls of wool. Aaron used 5 balls of wool. How many balls of wool did Aaron use?",
        None,
    ),
    (
        "Aaron makes 10 scarves. Each scarf uses 3 balls of wool. Aaron used 30 balls of wool. How many balls of wool did Aaron use?",
        30,
    ),
    (
        "Aaron makes 10 scarves. Each scarf uses 3 balls of wool. How many balls of wool did Aaron use?",
        30,
    ),
    (
        "Aaron makes 10 scarves. Each scarf uses 3 balls of wool. He used 5 balls of wool. How many balls of wool did Aaron use?",
        None,
    ),
    (
        "Aaron makes 10 scarves. Each scarf uses 3 balls of wool. Aaron used 50 balls of wool. How many balls of wool did Aaron use?",
        None,
    ),
    (
        "Aaron makes 10 scarves. A scarf uses 3 balls of wool. Aaron used 5 balls of wool. How many balls of wool did Aaron use?",
        None,
    ),
    (
        "Aaron makes 10 scarves. Aaron used 5 balls of wool. Each scarf uses 3 balls of wool. How many balls of wool did Aaron use?",
        None,
    ),
    (
        "Enid makes 8 sweaters. Each sweater uses 4 balls of wool. Enid used 20 balls of wool. How many balls of wool did Enid use?",
        None,
    ),
    (
        "Enid makes 8 sweaters. Each sweater uses 4 balls of wool. Enid used 32 balls of wool. How many balls of wool did Enid use?",
        32,
    ),
    (
        "Enid makes 8 sweaters. Each sweater uses 4 balls of wool. How many balls of wool did Enid use?",
        32,
    ),
    (
        "Aaron makes 10 scarves. Each scarf uses 3 balls of wool. Aaron bought 50 balls of wool. How many balls of wool did Aaron buy?",
        50,
    ),
    (
        "Aaron makes 10 scarves. Each scarf uses 3 balls of wool. Aaron used 5 balls of wool. How many balls of wool did Aaron use in total?",
        None,
    ),
    (
        "Aaron makes 10 scarves. Each scarf uses 3 balls of wool. Aaron used 5 balls of wool. How many balls of wool does Aaron use?",
        None,
    ),
    (
        "Ivan makes 6 hats. Each hat uses 2 balls of wool. Ivan used 7 balls of wool. How many balls of wool did Ivan use?",
        None,
    ),
    (
        "Ivan makes 6 hats. Each hat uses 2 balls of wool. Ivan used 12 balls of wool. How many balls of wool did Ivan use?",
        12,
    ),
]

PAST_ASKED: list[tuple[str, int | None]] = [
    ("Tom has 7 apples. He buys 3 more. How many apples did he have?", None),
    ("Tom has 7 apples. He buys 3 more apples. How many apples did Tom have?", None),
    ("Tom has 7 apples. He buys 3 more. How many apples does he have?", 10),
    ("Tom has 7 apples. He buys 3 more. How many apples does he have now?", 10),
    ("Tom has 7 apples. He buys 3 more. How many apples did he have at first?", 7),
    ("Tom has 7 apples. He buys 3 more. How many apples did he have in the end?", 10),
    ("Tom has 7 apples. He eats 3. How many apples did he have?", None),
    ("Tom has 7 apples. He eats 3 apples. How many apples does he have left?", 4),
    ("Tom has 7 apples. He gives 3 apples to Ann. How many apples did Tom have?", None),
    ("Tom has 7 apples. He gives 3 apples to Ann. How many apples does Tom have?", 4),
    ("Ann has 12 pens. She loses 4 pens. How many pens did she have?", None),
    ("Ann has 12 pens. She loses 4 pens. How many pens does she have?", 8),
    ("Ann has 12 pens. She loses 4 pens. How many pens did she have left?", 8),
    ("Tom had 7 apples. He bought 3 more. How many apples did he have then?", 10),
    ("Tom had 7 apples. He bought 3 more. How many apples does he have now?", 10),
    ("Tom had 7 apples. He ate 3 apples. How many apples did he have left?", 4),
    ("Sara has 9 stickers. She finds 6 more stickers. How many stickers did she have?", None),
    ("Sara has 9 stickers. She finds 6 more stickers. How many stickers does she have now?", 15),
]

PLACE_PERSON: list[tuple[str, int | None]] = [
    (
        "There are 28 students in the classroom. Each student has 5 notebooks. The teacher has 10 notebooks. How many notebooks in total are in the classroom?",
        None,
    ),
    (
        "There are 28 students in the classroom. Each student has 5 notebooks. The teacher has 10 notebooks. How many notebooks are in the classroom?",
        None,
    ),
    (
        "There are 28 students in the classroom. Each student has 5 notebooks. How many notebooks are in the classroom?",
        140,
    ),
    (
        "There are 28 students in the classroom. Each student has 5 notebooks. How many notebooks in total are in the classroom?",
        140,
    ),
    (
        "There are 28 students in the classroom. Each student has 5 notebooks. Tom has 10 notebooks. How many notebooks are in the classroom?",
        None,
    ),
    (
        "There are 20 children in the room. Each child has 3 pencils. The teacher has 6 pencils. How many pencils are in the room?",
        None,
    ),
    (
        "There are 20 children in the room. Each child has 3 pencils. How many pencils are in the room?",
        60,
    ),
    (
        "There are 12 kids on the bus. Each kid has 2 apples. The driver has 5 apples. How many apples are on the bus?",
        None,
    ),
    ("There are 12 kids on the bus. Each kid has 2 apples. How many apples are on the bus?", 24),
    (
        "There are 40 apples in the basket. Tom has 10 apples. How many apples are in the basket?",
        40,
    ),
    ("There are 40 apples in the basket. How many apples are in the basket?", 40),
    (
        "Each student has 5 notebooks. There are 28 students in the classroom. The teacher has 10 notebooks. How many notebooks are in the classroom?",
        None,
    ),
    (
        "There are 6 players on the field. Each player has 2 balls. The coach has 4 balls. How many balls are on the field?",
        None,
    ),
]

SHORTENED_KIND: list[tuple[str, int | None]] = [
    (
        "Ann has twice as many red marbles as Bo. Carl has 3 more marbles than Bo. If Ann has 10 marbles, how many marbles does Carl have?",
        8,
    ),
    (
        "Ann has twice as many red marbles as Bo. Carl has 3 more marbles than Bo. If Ann has 10 red marbles, how many marbles does Carl have?",
        8,
    ),
    (
        "Ann has twice as many red marbles as Bo. Carl has 3 more marbles than Bo. Bo has 4 blue marbles. If Ann has 10 marbles, how many marbles does Carl have?",
        None,
    ),
    (
        "Ann has twice as many red marbles as Bo. Carl has 3 more blue marbles than Bo. If Ann has 10 marbles, how many marbles does Carl have?",
        None,
    ),
    (
        "Ann has twice as many red marbles as Bo. Carl has 3 more marbles than Bo. Ann also has 4 blue marbles. If Ann has 10 marbles, how many marbles does Carl have?",
        None,
    ),
    (
        "Ann has twice as many red marbles as Bo. Carl has 3 more marbles than Bo. Ann also has some blue marbles. If Ann has 10 marbles, how many marbles does Carl have?",
        None,
    ),
    (
        "Ann has twice as many red marbles as Bo. Carl has 3 more marbles than Bo. If Ann has 10 marbles, how many blue marbles does Carl have?",
        None,
    ),
    (
        "Ann has twice as many red marbles as blue marbles. Carl has 3 more marbles than Bo. If Ann has 10 marbles, how many marbles does Carl have?",
        None,
    ),
    (
        "Ann has twice as many red marbles as Bo. Carl has 3 more marbles than Bo. If Ann has 10 marbles and 4 blue marbles, how many marbles does Carl have?",
        None,
    ),
    (
        "Ann has twice as many red marbles as Bo. There are 5 blue marbles in the box. Carl has 3 more marbles than Bo. If Ann has 10 marbles, how many marbles does Carl have?",
        None,
    ),
    (
        "Ann has twice as many red marbles as Bo. Carl has 3 more marbles than Bo. If Ann has 10 marbles in total, how many marbles does Carl have?",
        None,
    ),
    (
        "Ann has twice as many red marbles as Bo. Carl has 3 more marbles than Bo. If Ann has 10 marbles in all, how many marbles does Carl have?",
        None,
    ),
    (
        "Ann has twice as many red marbles as Bo. Carl has 3 more marbles than Bo. If Ann has 10 marbles altogether, how many marbles does Carl have?",
        None,
    ),
    (
        "Ann has twice as many red marbles as Bo. Carl has 3 more marbles than Bo. If Ann has 10 marbles, how many marbles does Bo have?",
        5,
    ),
    (
        "Ann has twice as many red marbles as Bo. Carl has 3 more marbles than Bo. If Ann has 10 marbles, how many marbles do they have together?",
        23,
    ),
    (
        "Ann has twice as many red marbles as Bo. Carl has 3 more marbles than Bo. If Ann has 10 marbles of all colors, how many marbles does Carl have?",
        None,
    ),
    (
        "Ann has twice as many red marbles as Bo. Carl has 3 more green marbles than Bo. If Ann has 10 marbles, how many marbles does Carl have?",
        None,
    ),
    (
        "Ann has twice as many big marbles as Bo. Carl has 3 more small marbles than Bo. If Ann has 10 marbles, how many marbles does Carl have?",
        None,
    ),
    (
        "Ann has twice as many red marbles as Bo. Carl has 3 more marbles than Bo. Dan has 2 blue marbles. If Ann has 10 marbles, how many marbles does Carl have?",
        None,
    ),
    (
        "Ann has three times as many cheese crackers as Mona. Nick has 6 more crackers than Mona. If Ann has 27 crackers, how many crackers does Nick have?",
        15,
    ),
    (
        "Ann has three times as many cheese crackers as Mona. Nick has 6 more crackers than Mona. Mona also has 5 salt crackers. If Ann has 27 crackers, how many crackers does Nick have?",
        None,
    ),
    (
        "Ann has three times as many cheese crackers as Mona. Nick has 6 more crackers than Mona. If Ann has 27 crackers, how many cheese crackers does Nick have?",
        None,
    ),
    (
        "Yeon has three times as many melon seeds as Gwi. Gwi has 40 more melon seeds than Bom. If Bom has 300 melon seeds, how many seeds do they have together?",
        1660,
    ),
    (
        "Yeon has three times as many melon seeds as Gwi. Gwi has 40 more melon seeds than Bom. Bom also has 20 apple seeds. If Bom has 300 melon seeds, how many seeds do they have together?",
        1680,
    ),
    (
        "Ann has twice as many red marbles as Bo. Carl has 3 more marbles than Bo. If Ann has 10 marbles and Bo has 2 blue marbles, how many marbles does Carl have?",
        None,
    ),
    (
        "Ann has twice as many red marbles as Bo. Carl has 3 more marbles than Bo. If Carl has 10 marbles, how many marbles does Ann have?",
        None,
    ),
]

MORE: list[tuple[str, int | None]] = [
    (
        "Aaron makes 10 scarves. Each scarf uses 3 balls of wool. Aaron bought 50 balls of wool. How many balls of wool does Aaron have left?",
        None,
    ),
    (
        "Aaron makes 10 scarves. Each scarf needs 3 balls of wool. Aaron bought 50 balls of wool. How many balls of wool does Aaron have left?",
        None,
    ),
    (
        "Aaron makes 10 scarves. Each scarf uses 3 balls of wool. How many balls of wool does Aaron have?",
        None,
    ),
    (
        "Tom bakes 5 pies. Each pie needs 4 apples. Tom buys 30 apples. How many apples does Tom have left?",
        None,
    ),
    (
        "Tom bakes 5 pies. Each pie takes 4 apples. Tom buys 30 apples. How many apples does Tom have left?",
        None,
    ),
    (
        "There are 28 students in the classroom. Each student has 5 notebooks. The teacher gives 10 notebooks to the class. How many notebooks are in the classroom?",
        None,
    ),
    (
        "There are 28 students in the classroom. Each student has 5 notebooks. Tom gives 10 notebooks to Ann. How many notebooks are in the classroom?",
        None,
    ),
    (
        "There are 3 boxes in the van. Each box has 4 apples. Tom has 2 apples. How many apples are in the van?",
        None,
    ),
    ("Tom has 20 cows on her farm. How many cows does Tom have on his farm?", None),
    ("Tom has 20 cows on their farm. How many cows does Tom have on his farm?", None),
    (
        "On his farm, Ann has 20 cows and 10 pigs. How many animals does Ann have on his farm in total?",
        30,
    ),
    (
        "Ann has 12 apples. She gives 5 apples to her brother. How many apples did Ann give to her brother?",
        5,
    ),
    (
        "Ann has 12 apples. She gives 5 apples to her brother. How many apples did Ann give to his brother?",
        None,
    ),
    (
        "Sam has 5 pens in his bag. Sue has 3 pens in her bag. How many pens does Sam have in her bag?",
        None,
    ),
    (
        "Sam has 5 pens in his bag. Sue has 3 pens in her bag. How many pens does Sue have in her bag?",
        3,
    ),
    ("Tom has 20 cows on his farm. How many cows does Tom have on their farm in total?", None),
    (
        "Aaron makes 10 scarves. Each scarf needs 3 balls of wool. Aaron used 5 balls of wool. How many balls of wool did Aaron use?",
        None,
    ),
    (
        "Aaron makes 10 scarves. Each scarf takes 3 balls of wool. Aaron used 5 balls of wool. How many balls of wool did Aaron use?",
        None,
    ),
    (
        "Aaron makes 10 scarves. Each scarf requires 3 balls of wool. Aaron used 5 balls of wool. How many balls of wool did Aaron use?",
        None,
    ),
    (
        "Aaron makes 10 scarves. Each scarf needs 3 balls of wool. Aaron used 30 balls of wool. How many balls of wool did Aaron use?",
        30,
    ),
    (
        "Aaron has 10 scarves. Each scarf uses 3 balls of wool. Aaron used 5 balls of wool. How many balls of wool did Aaron use?",
        None,
    ),
    (
        "Tom bakes 5 pies. Each pie uses 4 apples. Tom used 12 apples. How many apples did Tom use?",
        None,
    ),
    ("Tom has 7 apples. He buys 3 more. How many apples did Tom own?", None),
    ("Tom has 7 apples. He buys 3 more. How many apples did Tom own in the end?", 10),
    ("Tom has 7 apples. Then he buys 3 more. How many apples did he have?", None),
    ("Tom has 7 apples. Ann buys 3 apples. How many apples did Tom have?", 7),
    ("Tom has 20 cows on his farm. How many cows does Tom own on her farm?", None),
    ("Mr. Smith has 20 cows on his farm. How many cows does Mr. Smith have on her farm?", None),
    ("Mrs. Smith has 20 cows on her farm. How many cows does Mrs. Smith have on his farm?", None),
    (
        "There are 28 students in the classroom. The teacher has 10 notebooks. Each student has 5 notebooks. How many notebooks are in the classroom?",
        None,
    ),
    (
        "There are 28 students in the classroom. Each student has 5 notebooks. Mr. Lee has 10 notebooks. How many notebooks are in the classroom?",
        None,
    ),
    (
        "There are 28 students in the classroom. Each student has 5 notebooks. There are 10 notebooks on the desk. How many notebooks are in the classroom?",
        None,
    ),
    (
        "There are 28 students in the classroom. Each student has 5 notebooks. The teacher brings 10 notebooks. How many notebooks are in the classroom?",
        None,
    ),
    (
        "The classroom has 28 students. Each student has 5 notebooks. The teacher has 10 notebooks. How many notebooks are in the classroom?",
        None,
    ),
    (
        "Ann has twice as many red marbles as Bo. Carl has 3 more marbles than Bo. If Ann has 10 marbles total, how many marbles does Carl have?",
        None,
    ),
    (
        "Ann has twice as many red marbles as Bo. Carl has 3 more marbles than Bo. Ann has 10 marbles in total. How many marbles does Carl have?",
        None,
    ),
    (
        "Ann has twice as many red marbles as Bo. Bo has 5 marbles in total. How many red marbles does Ann have?",
        None,
    ),
    (
        "Joy can read 8 pages in 20 minutes. How many minutes will it take her to read 40 pages?",
        100,
    ),
    ("Ann has 20 cows on her farm. How many cows does Ann have on its farm?", None),
    ("Mary has 12 hens. She buys 3 more hens. How many hens did Mary have?", None),
    ("Mary has 12 hens. She buys 3 more hens. How many hens does Mary have now?", 15),
    ("Ben has 30 dollars. He spends 12 dollars. How much money did he have?", None),
    ("Ben has 30 dollars. He spends 12 dollars. How much money does he have left?", 18),
    ("Lily has 5 dolls in her room. How many dolls does Lily have in his room?", None),
    (
        "Sam is twice as old as Sue. Kendra is 3 times as old as Sam. If Kendra is currently 18, what will be their total age in 3 years?",
        36,
    ),
    (
        "Kim makes 4 cakes. Each cake uses 2 cups of flour. Kim used 9 cups of flour. How many cups of flour did Kim use?",
        None,
    ),
    (
        "Kim makes 4 cakes. Each cake uses 2 cups of flour. Kim used 8 cups of flour. How many cups of flour did Kim use?",
        8,
    ),
    (
        "Kim bakes 4 cakes. A cake uses 2 cups of flour. Kim used 3 cups of flour. How many cups of flour did Kim use?",
        None,
    ),
    (
        "There are 30 students in the class. Each student has 4 pencils. The teacher has 12 pencils. How many pencils are in the class?",
        None,
    ),
    (
        "There are 30 students in the class. Each student has 4 pencils. How many pencils are in the class?",
        120,
    ),
    (
        "Ann has twice as many red marbles as Bo. Carl has 4 more marbles than Bo. If Ann has 12 marbles, how many marbles does Carl have?",
        10,
    ),
    (
        "Ann has twice as many red marbles as Bo. Carl has 4 more marbles than Bo. If Ann has 12 marbles in total, how many marbles does Carl have?",
        None,
    ),
]
ALL = POSSESSIVE + TOLD_DERIVABLE + PAST_ASKED + PLACE_PERSON + SHORTENED_KIND + MORE


def test_more_than_a_hundred_variations() -> None:
    assert len(ALL) >= 100
    assert len({t for t, _ in ALL}) == len(ALL)


@pytest.mark.parametrize(("text", "expected"), ALL)
def test_variation(text: str, expected: int | None) -> None:
    got = pipeline_answer(text)
    assert got == (None if expected is None else Fraction(expected))


#: (guard, text, the over-read answer it gave with the guard off)
FIRING = [
    (
        "possessive",
        "Tom has 20 cows on his farm. How many cows does Tom have on her farm?",
        20,
    ),
    (
        "possessive",
        "Tom has 20 cows on her farm. How many cows does Tom have on his farm?",
        20,
    ),
    (
        "possessive",
        "Alex has 20 cows on his farm. How many cows does Alex have on her farm?",
        20,
    ),
    (
        "told_derivable",
        "Aaron makes 10 scarves. Each scarf uses 3 balls of wool. Aaron used 5 balls of wool. "
        "How many balls of wool did Aaron use?",
        5,
    ),
    (
        "told_derivable",
        "Aaron makes 10 scarves. A scarf uses 3 balls of wool. Aaron used 5 balls of wool. "
        "How many balls of wool did Aaron use?",
        5,
    ),
    ("past_asked", "Tom has 7 apples. He buys 3 more. How many apples did he have?", 10),
    (
        "place_person",
        "There are 28 students in the classroom. Each student has 5 notebooks. The teacher has "
        "10 notebooks. How many notebooks in total are in the classroom?",
        140,
    ),
    (
        "used_as_held",
        "Tom bakes 5 pies. Each pie needs 4 apples. Tom buys 30 apples. How many apples does Tom "
        "have left?",
        50,
    ),
    (
        "place_person",
        "There are 28 students in the classroom. Each student has 5 notebooks. The teacher gives "
        "10 notebooks to the class. How many notebooks are in the classroom?",
        140,
    ),
    (
        "wider_total",
        "Ann has twice as many red marbles as Bo. Carl has 3 more marbles than Bo. If Ann has "
        "10 marbles in total, how many marbles does Carl have?",
        8,
    ),
]


@pytest.mark.parametrize(("guard", "text", "over_read"), FIRING)
def test_each_guard_is_what_refuses(
    guard: str, text: str, over_read: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    assert answer_or_reason(text) == "ambiguous_reading"
    monkeypatch.setitem(risks7.GUARDS, guard, False)
    assert answer(text) == Fraction(over_read)


def test_every_guard_has_a_firing_test() -> None:
    assert {g for g, _, _ in FIRING} == set(risks7.GUARDS)
    assert all(risks7.GUARDS.values())


def test_an_object_pronoun_is_not_a_possessive() -> None:
    text = "Joy can read 8 pages in 20 minutes. How many minutes will it take her to read 40 pages?"
    assert answer(text) == Fraction(100)


def test_a_past_story_asked_in_the_past_is_its_end() -> None:
    # development data asks "did she have" over past changes for the end (multiarith-402, ...)
    text = "Tom had 7 apples. He bought 3 more. How many apples did he have then?"
    assert answer(text) == Fraction(10)


@settings(max_examples=25, deadline=None)
@given(
    made=st.integers(min_value=1, max_value=30),
    per=st.integers(min_value=1, max_value=9),
    told=st.integers(min_value=1, max_value=300),
)
def test_told_use_answers_only_when_it_agrees(made: int, per: int, told: int) -> None:
    text = (
        f"Aaron makes {made} scarves. Each scarf uses {per} balls of wool. Aaron used {told} "
        "balls of wool. How many balls of wool did Aaron use?"
    )
    got = answer(text)
    assert got == (Fraction(told) if told == made * per else None)


@settings(max_examples=25, deadline=None)
@given(
    name=st.sampled_from([("Tom", "his"), ("John", "his"), ("Ann", "her"), ("Mary", "her")]),
    asked=st.sampled_from(["his", "her"]),
    place=st.sampled_from(["farm", "barn", "shelf"]),
    n=st.integers(min_value=1, max_value=90),
)
def test_possessive_answers_only_its_holders_place(
    name: tuple[str, str], asked: str, place: str, n: int
) -> None:
    who, own = name
    text = f"{who} has {n} cows on {own} {place}. How many cows does {who} have on {asked} {place}?"
    assert pipeline_answer(text) == (Fraction(n) if asked == own else None)


@settings(max_examples=25, deadline=None)
@given(
    students=st.integers(min_value=2, max_value=40),
    each=st.integers(min_value=1, max_value=9),
    other=st.sampled_from(["", "The teacher has 10 notebooks. ", "Tom has 3 notebooks. "]),
)
def test_place_of_persons_answers_only_alone(students: int, each: int, other: str) -> None:
    text = (
        f"There are {students} students in the classroom. Each student has {each} notebooks. "
        f"{other}How many notebooks are in the classroom?"
    )
    assert pipeline_answer(text) == (None if other else Fraction(students * each))
