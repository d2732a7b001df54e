# ruff: noqa: E501
"""Adversarial variations (session 5, third adversary) of the 45 problems answered at the end of
session 5 but not at its start (another target, holder or time; a changed operation word; a
missing or contradicting fact) and of the lead's late changes (the past-tense total over a
condition, gendered and role-named groups). Hand-written; every answer computed by hand. Each
case must be answered with exactly that value or refused (None: must refuse).

Wrong answer found and fixed at its root: R1 summed a group named by a gendered noun over
holders of the other known gender ('Tom has 5 pens. Ann has 3 pens. How many pens do the two
boys have?' answered 8): relations.Question.gender, checked against the pack's name rows.
"""

from __future__ import annotations

from fractions import Fraction

import pytest
from story_outcome import check_correct_or_refused as _check

import mathcore
from mathcore.organs.base import ReaderRefusal
from mathcore.organs.relations.reader import read

F = Fraction

CASES: list[tuple[str, int | Fraction | None]] = [
    # 0149
    (
        "In 3 years, Jayden will be half of Ernesto's age. If Ernesto is 11 years old, how many years old will Jayden be in 3 years?",
        7,
    ),
    (
        "3 years ago, Jayden was half of Ernesto's age. If Ernesto is 11 years old, how many years old is Jayden now?",
        7,
    ),
    (
        "In 3 years, Jayden will be half of Ernesto's age. If Jayden is 11 years old, how many years old is Ernesto now?",
        25,
    ),
    (
        "In 3 years, Jayden will be twice Ernesto's age. If Ernesto is 11 years old, how many years old is Jayden now?",
        25,
    ),
    (
        "In 3 years, Jayden will be half of Ernesto's age. If Ernesto was 11 years old, how many years old is Jayden now?",
        None,
    ),
    ("In 3 years, Jayden will be half of Ernesto's age. How many years old is Jayden now?", None),
    (
        "In 3 years, Jayden will be half of Ernesto's age. If Ernesto is 11 years old, how many years old is Tom now?",
        None,
    ),
    # 0291
    (
        "Mary used 15 gallons of fuel this week. Last week she used 20% more. How much fuel did she use in total for the two weeks?",
        33,
    ),
    (
        "Mary used 15 gallons of fuel this week. Last week she used 20% less. How much fuel did she use last week?",
        12,
    ),
    (
        "Mary used 15 gallons of fuel this week. Last week she used 20% less. How much more fuel did she use this week than last week?",
        3,
    ),
    (
        "Mary used 15 gallons of fuel last week. This week she used 20% less. How much fuel did she use in total for the two weeks?",
        27,
    ),
    (
        "Mary used 15 gallons of fuel this week. Last week she used 20% less than Tom. How much fuel did she use in total for the two weeks?",
        None,
    ),
    (
        "Mary used 15 gallons of fuel this week. Last week Tom used 20% less. How much fuel did she use in total for the two weeks?",
        None,
    ),
    # 0499
    (
        "Salvadore earned $1956. Santo earned half of what Salvadore earned. How much money did Santo earn?",
        978,
    ),
    (
        "Salvadore earned $1956. Santo earned half of what Salvadore earned. How much more money did Salvadore earn than Santo?",
        978,
    ),
    (
        "Salvadore earned $1956. Santo earned twice as much as Salvadore. How much money did the two men earn together?",
        5868,
    ),
    (
        "Salvadore earned $1956. Santo earned half of what Salvadore spent. How much money did the two men earn together?",
        None,
    ),
    (
        "Salvadore earned $1956. Santo earned half of what Salvadore earned. How much money did the two women earn together?",
        None,
    ),
    (
        "Salvadore earned $1956. Santo earned half of what Salvadore earned. How much money did the three men earn together?",
        None,
    ),
    (
        "Salvadore earned $1956. Santo earned half of what Salvadore earned. How much money did the two teachers earn together?",
        None,
    ),
    # 0608
    (
        "Zhang is twice as old as Li.  Li is 12 years old.  Zhang's brother Jung is 2 years older than Zhang.  How old is Zhang?",
        24,
    ),
    (
        "Zhang is twice as old as Li.  Li is 12 years old.  Zhang's brother Jung is 2 years younger than Zhang.  How old is Jung?",
        22,
    ),
    (
        "Zhang is twice as old as Li.  Zhang's brother Jung is 2 years older than Zhang.  How old is Jung?",
        None,
    ),
    (
        "Li is twice as old as Zhang.  Li is 12 years old.  Zhang's brother Jung is 2 years older than Zhang.  How old is Jung?",
        8,
    ),
    (
        "Zhang is twice as old as Li.  Li is 12 years old.  Zhang's brother Jung is 2 years older than Li.  How old is Jung?",
        14,
    ),
    (
        "Zhang is twice as old as Li.  Li was 12 years old.  Zhang's brother Jung is 2 years older than Zhang.  How old is Jung?",
        None,
    ),
    # 0683
    (
        "Julia has $40. She spends half of her money to buy a new game for her phone. She spends a quarter of what she has left on in-game purchases. How much money did she spend on in-game purchases?",
        5,
    ),
    (
        "Julia has $60. She spends half of her money to buy a new game for her phone. She spends a third of what she has left on in-game purchases. How much money does she have left?",
        20,
    ),
    (
        "Julia has $40. She spends half of her money to buy a new game for her phone. She spends a quarter of what she has left on in-game purchases. How much money did she spend in all?",
        25,
    ),
    (
        "Julia has $40. She spends half of her money to buy a new game for her phone. She spends a quarter of what she has left on in-game purchases. How much money did the game cost?",
        20,
    ),
    (
        "Julia has $40. She spends half of her money to buy a new game for her phone. She earns a quarter of what she has left from chores. How much money does she have now?",
        25,
    ),
    (
        "Julia has $40. She spends half of her money to buy a new game for her phone. Her brother spends a quarter of what he has left on in-game purchases. How much money does she have left?",
        20,
    ),
    # 0931
    (
        "Brandon has a collection of 20 baseball cards.  Malcom has 8 more cards than Brandon.  However, then Malcom gives half of his cards to his friend Mark.  How many cards did Mark get?",
        14,
    ),
    (
        "Brandon has a collection of 20 baseball cards.  Malcom has 8 fewer cards than Brandon.  However, then Malcom gives half of his cards to his friend Mark.  How many cards does Malcom have left?",
        6,
    ),
    (
        "Brandon has a collection of 20 baseball cards.  Malcom has 8 more cards than Brandon.  However, then Malcom gives half of his cards to his friend Mark.  How many cards does Brandon have?",
        20,
    ),
    (
        "Brandon has a collection of 20 baseball cards.  Malcom has 8 more cards than Brandon.  However, then Malcom gives a quarter of his cards to his friend Mark.  How many cards does Malcom have left?",
        21,
    ),
    (
        "Brandon has a collection of 20 baseball cards.  Malcom has 8 more cards than Brandon.  However, then Malcom receives half of his cards from his friend Mark.  How many cards does Malcom have left?",
        None,
    ),
    (
        "Brandon has a collection of 20 baseball cards.  Malcom has 8 more cards than Brandon.  However, then Malcom gives half of his cards to his friend Mark.  How many cards did Malcom have at first?",
        28,
    ),
    # 1174
    (
        "Martha has 11 butterflies in her collection. She has twice as many blue butterflies as yellow butterflies. The rest of her butterflies are black. If Martha has 5 black butterflies, how many yellow butterflies does she have?",
        2,
    ),
    (
        "Martha has 11 butterflies in her collection. She has twice as many blue butterflies as yellow butterflies. The rest of her butterflies are black. If Martha has 2 black butterflies, how many blue butterflies does she have?",
        6,
    ),
    (
        "Martha has 11 butterflies in her collection. She has three times as many blue butterflies as yellow butterflies. The rest of her butterflies are black. If Martha has 3 black butterflies, how many blue butterflies does she have?",
        6,
    ),
    (
        "Martha has 11 butterflies in her collection. She has twice as many yellow butterflies as blue butterflies. The rest of her butterflies are black. If Martha has 5 black butterflies, how many blue butterflies does she have?",
        2,
    ),
    (
        "Martha has 11 butterflies in her collection. She has twice as many blue butterflies as yellow butterflies. The rest of her butterflies are black. If Martha has 5 black butterflies, how many butterflies are not black?",
        6,
    ),
    (
        "Martha has 11 butterflies in her collection. She has twice as many blue butterflies as yellow butterflies. If Martha has 5 black butterflies, how many blue butterflies does she have?",
        None,
    ),
    (
        "Martha has 11 butterflies in her collection. She has twice as many blue butterflies as yellow butterflies. The rest of her butterflies are black. If Ann has 5 black butterflies, how many blue butterflies does Martha have?",
        None,
    ),
    # 1314 / 5162
    (
        "A train travels 270 miles in 3 hours. At the same rate, how many hours would it take to travel 180 miles?",
        2,
    ),
    (
        "A train travels 270 miles in 3 hours. At the same rate, how many miles would it travel in an additional 2 hours?",
        180,
    ),
    (
        "A train travels 270 miles in 3 hours. At the same rate, how many additional minutes would it take to travel an additional 180 miles?",
        120,
    ),
    (
        "A train travels 270 kilometers in 3 hours. At the same rate, how many additional hours would it take to travel an additional 180 miles?",
        None,
    ),
    (
        "A car travels 360 miles in 3 hours. At the same rate, how many additional hours would it take a train to travel an additional 240 miles?",
        None,
    ),
    (
        "A train travels 360 miles in 3 hours. At the same rate, how many additional hours would it take to travel an additional 300 miles?",
        F(5, 2),
    ),
    (
        "A train travels 360 miles in 3 hours. At the same rate, how many miles would it travel in an additional 4 hours?",
        480,
    ),
    (
        "A train travels 360 miles in 3 hours. How many additional hours would it take to travel an additional 240 miles if it goes twice as fast?",
        None,
    ),
    # 1680
    (
        "There were 349 pieces of candy in a bowl. Talitha took 108 pieces and Solomon took 153 pieces. How many pieces of candy did Talitha and Solomon take?",
        261,
    ),
    (
        "There were 349 pieces of candy in a bowl. Talitha took 108 pieces and Solomon added 153 pieces. How many pieces of candy remain in the bowl?",
        394,
    ),
    (
        "There were 349 pieces of candy in a bowl. Talitha took 108 pieces and Solomon took 153 pieces. How many pieces of candy remain in the jar?",
        None,
    ),
    (
        "There were 349 pieces of candy in a bowl. Talitha took 108 pieces and Solomon took 153 pieces from the box. How many pieces of candy remain in the bowl?",
        241,
    ),
    (
        "There were 349 pieces of candy in a bowl. Talitha took 108 pieces and Solomon took 153 pieces. How many pieces of candy does Solomon have?",
        None,
    ),
    # 1949
    (
        "Albert wants a paintbrush that costs $1.50, a set of paints that costs $4.35, and a wooden easel that costs $12.65. Albert already has $6.50. His mother gives him $2. How much more money does Albert need?",
        10,
    ),
    (
        "Albert wants a paintbrush that costs $1.50, a set of paints that costs $4.35, and a wooden easel that costs $12.65. How much more money does Albert need?",
        None,
    ),
    (
        "Albert wants a paintbrush that costs $1.50, a set of paints that costs $4.35, and a wooden easel that costs $12.65. Albert already has $6.50. How much more money does Tom need?",
        None,
    ),
    (
        "Albert wants a paintbrush that costs $1.50, a set of paints that costs $4.35, and a wooden easel that costs $12.65. Albert already has $6.50. How much do the paints and the easel cost?",
        17,
    ),
    (
        "Albert wants 2 paintbrushes that cost $1.50 each, a set of paints that costs $4.35, and a wooden easel that costs $12.65. Albert already has $6.50. How much more money does Albert need?",
        F(27, 2),
    ),
    # 2146
    (
        "Paolo has 14 coconuts, while Dante has thrice as many coconuts as Paolo. If Paolo sold 10 of his coconuts, how many coconuts did he have left?",
        4,
    ),
    (
        "Paolo has 14 coconuts, while Dante has 4 more coconuts than Paolo. If Dante sold 10 of his coconuts, how many coconuts did he have left?",
        8,
    ),
    (
        "Paolo has 14 coconuts, while Dante has thrice as many coconuts as Paolo. If Dante bought 10 coconuts, how many coconuts does he have now?",
        52,
    ),
    (
        "Paolo has 14 coconuts, while Dante has thrice as many coconuts as Paolo. If Dante sold half of his coconuts, how many coconuts did he have left?",
        21,
    ),
    (
        "Paolo has 14 coconuts, while Dante has thrice as many coconuts as Paolo. If Dante sold 10 of his coconuts, how many coconuts did Paolo sell?",
        None,
    ),
    (
        "Paolo has 14 coconuts, while Dante has thrice as many coconuts as Paolo. If Dante sold 50 of his coconuts, how many coconuts did he have left?",
        None,
    ),
    (
        "Paolo has 14 coconuts, while Dante has thrice as many coconuts as Paolo. If Dante sold 10 of his coconuts, how many coconuts do Paolo and Dante have left?",
        46,
    ),
    # 2209 / 4615
    (
        "At the aquarium, there are twice as many sharks as stingrays. If there are 28 stingrays, how many sharks are there?",
        56,
    ),
    (
        "At the aquarium, there are twice as many stingrays as sharks. If there are 28 stingrays, how many fish are there?",
        42,
    ),
    (
        "At the aquarium, there are twice as many sharks as stingrays. If there are 28 sharks, how many fish are there?",
        42,
    ),
    (
        "At the aquarium, there are twice as many sharks as dolphins. If there are 28 dolphins, how many fish are there?",
        None,
    ),
    (
        "At the aquarium, there are twice as many sharks as stingrays. If there are 28 stingrays, how many more sharks than stingrays are there?",
        28,
    ),
    (
        "At the aquarium, there are twice as many sharks as stingrays. If there are 28 stingrays, how many birds are there?",
        None,
    ),
    (
        "In the Math club, there are two times as many males as females. If there are 6 female members, how many male members are there?",
        12,
    ),
    (
        "In the Math club, there are two times as many females as males. If there are 6 female members, how many members are there in the Math club in total?",
        9,
    ),
    (
        "In the Math club, there are two times as many males as females. If there are 6 male members, how many members are there in the Math club in total?",
        9,
    ),
    (
        "In the Math club, there are two times as many males as females. If there are 6 female members, how many members are there in the Chess club in total?",
        None,
    ),
    (
        "In the Math club, there are two more males than females. If there are 6 female members, how many members are there in the Math club in total?",
        14,
    ),
    # 2242
    (
        "Xavier runs three times as many miles as Katie, who runs 4 times as many miles as Cole. If Xavier runs 84 miles, how many miles does Katie run?",
        28,
    ),
    (
        "Xavier runs three times as many miles as Katie, who runs 4 times as many miles as Cole. If Cole runs 7 miles, how many miles does Xavier run?",
        84,
    ),
    (
        "Xavier runs three times as many miles as Katie, who runs 4 more miles than Cole. If Xavier runs 84 miles, how many miles does Cole run?",
        24,
    ),
    (
        "Xavier runs three times as many miles as Katie, who runs 4 times as many miles as Cole. If Xavier runs 84 miles, how many miles do Xavier, Katie and Cole run altogether?",
        119,
    ),
    (
        "Xavier runs three times as many miles as Katie, who runs 4 times as many miles as Cole. If Xavier walks 84 miles, how many miles does Cole run?",
        None,
    ),
    (
        "Xavier runs three times as many miles as Katie, who runs 4 times as many miles as Cole. If Xavier runs 84 miles, how many miles does Ann run?",
        None,
    ),
    # 2383
    (
        "Tom has a quarter as much money as Nataly. Nataly has three times as much money as Raquel. How much money does Tom have if Raquel has $40?",
        30,
    ),
    (
        "Tom has a quarter as much money as Nataly. Nataly has three times as much money as Raquel. How much money do Tom and Raquel have combined if Raquel has $40?",
        70,
    ),
    (
        "Tom has four times as much money as Nataly. Nataly has three times as much money as Raquel. How much money do Tom, Raquel, and Nataly have combined if Raquel has $40?",
        640,
    ),
    (
        "Tom has a quarter as much money as Nataly. Nataly has three times as much money as Raquel. How much more money does Nataly have than Tom if Raquel has $40?",
        90,
    ),
    (
        "Tom has a quarter as much money as Nataly. Nataly has three times as much money as Raquel. How much money do Tom, Raquel, and Nataly have combined if Raquel had $40?",
        190,
    ),
    (
        "Tom has a quarter as much money as Nataly. Nataly has three times as much money as Raquel. How much money do Tom, Raquel, and Nataly have combined?",
        None,
    ),
    # 2513 / 4773 / 7236
    (
        "The cafe has 16 chefs and 16 waiters. If 6 chefs and 3 waiters drop out, how many chefs are left?",
        10,
    ),
    (
        "The cafe has 16 chefs and 16 waiters. If 6 chefs and 3 waiters join, how many chefs and waiters are there?",
        41,
    ),
    (
        "The cafe has 16 chefs and 16 waiters. If 6 chefs and 3 cooks drop out, how many chefs and waiters are left?",
        None,
    ),
    (
        "The cafe has 16 chefs and 16 waiters. If 6 chefs and 3 waiters drop out, how many waiters are left?",
        13,
    ),
    (
        "The cafe has 16 chefs and 16 waiters. If 6 chefs drop out, how many chefs and waiters are left?",
        26,
    ),
    (
        "The cafe has 16 chefs and 16 waiters. If 6 chefs and 3 waiters drop out, how many chefs and waiters dropped out?",
        9,
    ),
    (
        "The hospital has 11 doctors and 18 nurses. If 5 doctors and 2 nurses quit, how many doctors are left?",
        6,
    ),
    (
        "The hospital has 11 doctors and 18 nurses. If 12 doctors and 2 nurses quit, how many doctors and nurses are left?",
        None,
    ),
    (
        "The hospital has 11 doctors and 18 nurses. If 5 doctors and 2 nurses quit, how many doctors and nurses did it have at first?",
        29,
    ),
    (
        "The hospital has 11 doctors and 18 nurses. If 5 doctors and 2 nurses quit, how many doctors and nurses does the school have left?",
        None,
    ),
    (
        "The school has 14 boys and 10 girls. If 4 boys and 3 girls drop out, how many girls are left?",
        7,
    ),
    (
        "The school has 14 boys and 10 girls. If 4 boys and 3 girls join, how many boys and girls are there?",
        31,
    ),
    (
        "The school has 14 boys and 10 girls. If 4 boys and 3 teachers drop out, how many boys and girls are left?",
        None,
    ),
    (
        "The school has 14 boys and 10 girls. If 4 boys and 3 girls drop out, how many more boys than girls are left?",
        3,
    ),
    # 2525
    (
        "There are 14 red crayons, 5 more blue crayons than red crayons, and 6 less yellow crayons than double the blue crayons.  How many blue crayons are there?",
        19,
    ),
    (
        "There are 14 red crayons, 5 more blue crayons than red crayons, and 6 more yellow crayons than double the blue crayons.  How many yellow crayons are there?",
        44,
    ),
    (
        "There are 14 red crayons, 5 more blue crayons than red crayons, and 6 less yellow crayons than double the blue crayons.  How many crayons are there in all?",
        65,
    ),
    (
        "There are 14 red crayons, 5 fewer blue crayons than red crayons, and 6 less yellow crayons than double the blue crayons.  How many yellow crayons are there?",
        12,
    ),
    (
        "There are 14 red crayons, 5 more blue crayons than red crayons, and 6 less yellow crayons than double the green crayons.  How many yellow crayons are there?",
        None,
    ),
    (
        "There are 14 red crayons, 5 more blue crayons than red crayons, and 6 less yellow crayons than triple the red crayons.  How many yellow crayons are there?",
        36,
    ),
    # 3127 / 5960
    (
        "Matt is four times as old as Fem. Currently, Fem is 11 years old. In two years, how old will Matt be?",
        46,
    ),
    (
        "Matt is four times as old as Fem. Currently, Fem is 11 years old. Two years ago, what was the sum of the ages of Matt and Fem?",
        51,
    ),
    (
        "Matt is four times as old as Fem. Currently, Fem is 11 years old. What is the sum of the ages of Matt and Fem?",
        55,
    ),
    (
        "Matt is four years older than Fem. Currently, Fem is 11 years old. In two years, what is the sum of the ages of Matt and Fem?",
        30,
    ),
    (
        "Matt is four times as old as Fem. In two years, what is the sum of the ages of Matt and Fem?",
        None,
    ),
    (
        "Matt is four times as old as Fem. Currently, Matt is 44 years old. In two years, what is the sum of the ages of Matt and Fem?",
        59,
    ),
    (
        "Josiah is three times as old as Hans. Hans is 15 years old now. Three years ago, what was the sum of the ages of Josiah and Hans?",
        54,
    ),
    (
        "Josiah is three times as old as Hans. Hans is 15 years old now. In three years, how old will Josiah be?",
        48,
    ),
    (
        "Josiah is three years older than Hans. Hans is 15 years old now. In three years, what is the sum of the ages of Josiah and Hans?",
        39,
    ),
    (
        "Josiah is three times as old as Hans. Hans is 15 years old now. In three years, what is the sum of the ages of Josiah and Tom?",
        None,
    ),
    # 3352
    (
        "In Sam's collection, there are ten more black pens than blue pens and twice as many blue pens as pencils. There are also eight pencils and two fewer red pens than pencils. How many black pens are there in Sam's collection?",
        26,
    ),
    (
        "In Sam's collection, there are ten more black pens than blue pens and twice as many blue pens as pencils. There are also eight pencils and two fewer red pens than pencils. How many pens and pencils in all are there in Sam's collection?",
        56,
    ),
    (
        "In Sam's collection, there are ten more black pens than blue pens and twice as many blue pens as pencils. There are also eight pencils and two more red pens than pencils. How many pens in all are there in Sam's collection?",
        52,
    ),
    (
        "In Sam's collection, there are ten more black pens than blue pens and twice as many pencils as blue pens. There are also eight pencils and two fewer red pens than pencils. How many pens in all are there in Sam's collection?",
        24,
    ),
    (
        "In Sam's collection, there are ten more black pens than blue pens and twice as many blue pens as pencils. There are also eight pencils and two fewer red pens than pencils. How many pens in all are there in Ann's collection?",
        None,
    ),
    (
        "In Sam's collection, there are ten more black pens than blue pens and twice as many blue pens as pencils. There are also two fewer red pens than pencils. How many pens in all are there in Sam's collection?",
        None,
    ),
    # 3424
    (
        "Larry spent $5 for lunch and his brother gave him $2. How much did Larry have at the beginning if he has $15 now?",
        18,
    ),
    (
        "Larry spent $5 for lunch and gave his brother $2. How much does Larry have now if he had $15 at the beginning?",
        8,
    ),
    (
        "Larry spent $5 for lunch and gave his brother $2. How much did Larry have at the beginning?",
        None,
    ),
    (
        "Larry spent $5 for lunch and gave his brother $2. How much did his brother have at the beginning if he has $15 now?",
        None,
    ),
    (
        "Larry earned $5 for lunch and gave his brother $2. How much did Larry have at the beginning if he has $15 now?",
        12,
    ),
    # 3563
    (
        "There are 12 bananas and 4 apples in the blue basket. The red basket holds twice as many fruits as the blue basket. How many fruits are in the red basket?",
        32,
    ),
    (
        "There are 12 bananas and 4 apples in the blue basket. The red basket holds half as many fruits as the blue basket. How many fruits are in both baskets?",
        24,
    ),
    (
        "There are 12 bananas and 4 apples in the blue basket. The red basket holds half as many fruits as the blue basket. How many apples are in the red basket?",
        None,
    ),
    (
        "There are 12 bananas in the blue basket and 4 apples in the green basket. The red basket holds half as many fruits as the blue basket. How many fruits are in the red basket?",
        6,
    ),
    (
        "There are 12 bananas and 4 apples in the blue basket. The red basket holds 3 fewer fruits than the blue basket. How many fruits are in the red basket?",
        13,
    ),
    (
        "There are 12 bananas and 4 apples in the blue basket. The red basket holds half as many fruits as the green basket. How many fruits are in the red basket?",
        None,
    ),
    # 4020
    (
        "There are 10 books on the table. Two-fifths of them are reading books and three-tenths of them are math books. There is one fewer science book than math books and the rest are history books. How many science books are there?",
        2,
    ),
    (
        "There are 10 books on the table. Two-fifths of them are reading books and three-tenths of them are math books. There is one more science book than math books and the rest are history books. How many history books are there?",
        None,
    ),
    (
        "There are 20 books on the table. Two-fifths of them are reading books and three-tenths of them are math books. There is one fewer science book than math books and the rest are history books. How many history books are there?",
        1,
    ),
    (
        "There are 10 books on the table. Two-fifths of them are reading books and three-tenths of them are math books. There are two fewer science books than math books and the rest are history books. How many history books are there?",
        2,
    ),
    (
        "There are 10 books on the table. Two-fifths of them are reading books and three-tenths of them are math books. There is one fewer science book than reading books and the rest are history books. How many history books are there?",
        0,
    ),
    (
        "There are 10 books on the table. Two-fifths of them are reading books and three-tenths of them are math books. There is one fewer science book than math books. How many history books are there?",
        None,
    ),
    # 4090
    (
        "How much money did you make if you sold 220 chocolate cookies at $1 per cookie and 70 vanilla cookies at $2 per box?",
        None,
    ),
    (
        "How many cookies did you sell if you sold 220 chocolate cookies at $1 per cookie and 70 vanilla cookies at $2 per cookie?",
        290,
    ),
    (
        "How much more money did you make from chocolate cookies than vanilla cookies if you sold 220 chocolate cookies at $1 per cookie and 70 vanilla cookies at $2 per cookie?",
        80,
    ),
    (
        "How much money did you make if you sold 220 chocolate cookies at $1.50 per cookie and 70 vanilla cookies at $2 per cookie?",
        470,
    ),
    (
        "How much money did you spend if you bought 220 chocolate cookies at $1 per cookie and 70 vanilla cookies at $2 per cookie?",
        360,
    ),
    (
        "How much money did you make if you sold 220 chocolate cookies and 70 vanilla cookies at $2 per cookie?",
        None,
    ),
    # 4140
    (
        "Michael scored 260 points during his junior year on the school basketball team. He scored 20% more points during his senior year. How many points did he score during his senior year?",
        312,
    ),
    (
        "Michael scored 260 points during his junior year on the school basketball team. He scored 20% fewer points during his senior year. How many points did he score during both years?",
        468,
    ),
    (
        "Michael scored 260 points during his junior year on the school basketball team. He scored 20% more points during his senior year. How many more points did he score during his senior year than during his junior year?",
        52,
    ),
    (
        "Michael scored 260 points during his junior year on the school basketball team. He scored 20 more points during his senior year. How many points did he score during both years?",
        540,
    ),
    (
        "Michael scored 260 points during his junior year on the school basketball team. Tom scored 20% more points during his senior year. How many points did Michael score during both years?",
        None,
    ),
    # 4677
    (
        "For a fundraiser, Nellie needs to sell 45 rolls of gift wrap. So far, she has sold 1 roll to her grandmother, 10 rolls to her uncle, and 6 rolls to a neighbor. How many rolls of gift wrap has Nellie sold so far?",
        17,
    ),
    (
        "For a fundraiser, Nellie needs to sell 45 rolls of gift wrap. So far, she has sold 1 roll to her grandmother, 10 rolls to her uncle, and 6 rolls to a neighbor. How many more rolls of gift wrap does Tom need to sell?",
        None,
    ),
    (
        "For a fundraiser, Nellie needs to sell 45 rolls of gift wrap. So far, she has sold 1 roll to her grandmother, 10 rolls to her uncle, and 6 rolls to a neighbor. Then she sold 3 rolls to her aunt. How many more rolls of gift wrap does Nellie need to sell?",
        25,
    ),
    (
        "For a fundraiser, Nellie needs to sell 45 rolls of gift wrap. So far, she has sold 1 roll to her grandmother, 10 rolls to her uncle, and 6 rolls to a neighbor. How many more rolls of gift wrap did Nellie's uncle buy than her grandmother?",
        9,
    ),
    (
        "For a fundraiser, Nellie needs to sell 45 rolls of gift wrap. So far, she has sold 1 roll to her grandmother, 10 rolls to her uncle, and 6 rolls to a neighbor. How many more boxes of cookies does Nellie need to sell?",
        None,
    ),
    # 4745
    (
        "Jerry has three times as many stickers as George. George has 6 more stickers than his brother Fred. If Fred has 18 stickers, how many stickers does Jerry have?",
        72,
    ),
    (
        "Jerry has three times as many stickers as George. George has 6 fewer stickers than his brother Fred. If Fred has 18 stickers, how many stickers does George have?",
        12,
    ),
    (
        "Jerry has three times as many stickers as George. George has 6 fewer stickers than his brother Fred. If Jerry has 18 stickers, how many stickers does Fred have?",
        12,
    ),
    (
        "Jerry has three times as many stickers as George. George has 6 fewer stickers than his brother Fred. If Fred has 18 stickers, how many stickers do Jerry, George and Fred have altogether?",
        66,
    ),
    (
        "Jerry has three times as many stickers as George. George has 6 fewer stickers than his brother Fred. How many stickers does Jerry have?",
        None,
    ),
    (
        "Jerry has three times as many stickers as George. George has 6 fewer stickers than his brother Fred. If Fred has 18 cards, how many stickers does Jerry have?",
        None,
    ),
    # 5503
    (
        "Yanna baked twenty butter cookies and forty biscuits in the morning.  In the afternoon, she baked ten butter cookies and twenty biscuits. How many more biscuits did she bake in the morning than in the afternoon?",
        20,
    ),
    (
        "Yanna baked twenty butter cookies and forty biscuits in the morning.  In the afternoon, she baked ten butter cookies and twenty biscuits. How many more biscuits did she bake than butter cookies in the afternoon?",
        10,
    ),
    (
        "Yanna baked twenty butter cookies and forty biscuits in the morning.  In the afternoon, she baked ten butter cookies and twenty biscuits. How many fewer butter cookies did she bake than biscuits?",
        30,
    ),
    (
        "Yanna baked twenty butter cookies and forty biscuits in the morning.  In the afternoon, her sister baked ten butter cookies and twenty biscuits. How many more biscuits did Yanna bake than butter cookies?",
        20,
    ),
    (
        "Yanna baked twenty butter cookies and forty biscuits in the morning.  In the afternoon, she ate ten butter cookies and twenty biscuits. How many more biscuits did she bake than butter cookies?",
        20,
    ),
    (
        "Yanna baked twenty butter cookies and forty biscuits in the morning.  In the afternoon, she baked ten butter cookies and twenty biscuits. How many more biscuits than butter cookies did Tom bake?",
        None,
    ),
    # 6031
    ("Sam and Drew have a combined age of 54. Sam is half of Drew's age. How old is Drew?", 36),
    ("Sam and Drew have a combined age of 54. Sam is twice Drew's age. How old is Sam?", 36),
    ("Sam and Drew have a combined age of 54. Sam is half of Tom's age. How old is Sam?", None),
    ("Sam and Drew have a combined age of 54. Drew is half of Sam's age. How old is Sam?", 36),
    (
        "Sam and Drew had a combined age of 54 five years ago. Sam is half of Drew's age. How old is Sam?",
        None,
    ),
    # 6052
    (
        "On his farm, Mr. Valentino has 200 chickens, twice as many ducks as chickens and three times as many turkeys as ducks. How many ducks does Mr. Valentino have on the farm?",
        400,
    ),
    (
        "On his farm, Mr. Valentino has 200 chickens, half as many ducks as chickens and three times as many turkeys as ducks. How many birds does Mr. Valentino have on the farm in total?",
        600,
    ),
    (
        "On his farm, Mr. Valentino has 200 chickens, twice as many ducks as chickens and three times as many turkeys as ducks. How many more turkeys than chickens does Mr. Valentino have?",
        1000,
    ),
    (
        "On his farm, Mr. Valentino has 200 chickens, twice as many ducks as chickens and three times as many turkeys as ducks. He also has 10 cows. How many birds does Mr. Valentino have on the farm in total?",
        1800,
    ),
    (
        "On his farm, Mr. Valentino has 200 chickens, twice as many ducks as chickens and three times as many turkeys as ducks. He also has 10 cows. How many animals does Mr. Valentino have on the farm in total?",
        1810,
    ),
    (
        "On his farm, Mr. Valentino has 200 chickens, twice as many ducks as chickens and three times as many turkeys as chickens. How many birds does Mr. Valentino have on the farm in total?",
        1200,
    ),
    (
        "On his farm, Mr. Valentino has 200 chickens, twice as many ducks as chickens and three times as many turkeys as ducks. How many birds does Mrs. Valentino have on the farm in total?",
        None,
    ),
    # 6266
    (
        "On Friday, Addison sold 181 raffle tickets for a fundraiser. She sold twice as many on Saturday. On Sunday, she sold 78 raffle tickets. How many raffle tickets did she sell in all?",
        621,
    ),
    (
        "On Friday, Addison sold 181 raffle tickets for a fundraiser. She sold twice as many on Saturday. On Sunday, she sold 78 raffle tickets. How many more raffle tickets were sold on Saturday than Friday?",
        181,
    ),
    (
        "On Friday, Addison sold 180 raffle tickets for a fundraiser. She sold half as many on Saturday. On Sunday, she sold 78 raffle tickets. How many more raffle tickets were sold on Saturday than Sunday?",
        12,
    ),
    (
        "On Friday, Addison sold 181 raffle tickets for a fundraiser. She sold twice as many on Saturday. On Sunday, she sold 78 raffle tickets. How many more raffle tickets were sold on Sunday than Saturday?",
        None,
    ),
    (
        "On Friday, Addison sold 181 raffle tickets for a fundraiser. She bought twice as many on Saturday. On Sunday, she sold 78 raffle tickets. How many more raffle tickets were sold on Saturday than Sunday?",
        None,
    ),
    (
        "On Friday, Addison sold 181 raffle tickets for a fundraiser. She sold twice as many on Saturday. On Sunday, she sold 78 raffle tickets. How many raffle tickets did she sell on Saturday and Sunday?",
        440,
    ),
    # 6304
    (
        "Joshua, Jose, and Albert are collecting rocks. Joshua collected 80 rocks while Jose collected 14 fewer rocks. Albert has collected 20 more rocks than Jose. How many more rocks did Joshua collect than Jose?",
        14,
    ),
    (
        "Joshua, Jose, and Albert are collecting rocks. Joshua collected 80 rocks while Jose collected 14 fewer rocks. Albert has collected 20 fewer rocks than Jose. How many more rocks did Joshua collect than Albert?",
        34,
    ),
    (
        "Joshua, Jose, and Albert are collecting rocks. Joshua collected 80 rocks while Jose collected 14 fewer rocks. Albert has collected 20 more rocks than Jose. How many rocks did they collect in all?",
        232,
    ),
    (
        "Joshua, Jose, and Albert are collecting rocks. Joshua collected 80 rocks while Jose collected 14 more rocks. Albert has collected 20 more rocks than Jose. How many more rocks did Albert collect than Joshua?",
        34,
    ),
    (
        "Joshua, Jose, and Albert are collecting rocks. Joshua collected 80 rocks while Jose collected 14 fewer rocks. Albert has collected 20 more rocks than Jose. How many more rocks did Albert collect than Tom?",
        None,
    ),
    (
        "Joshua, Jose, and Albert are collecting rocks. Joshua collected 80 rocks while Jose collected 14 fewer shells. Albert has collected 20 more rocks than Jose. How many more rocks did Albert collect than Joshua?",
        None,
    ),
    # 6790
    (
        "Quentin, Skylar, and Colten have a total of 383 chickens.  Quentin has 25 more than double the chickens that Skylar has.  Skylar has 4 less than triple the number of chickens that Colten has.  How many chickens does Skylar have?",
        107,
    ),
    (
        "Quentin, Skylar, and Colten have a total of 383 chickens.  Quentin has 25 more than double the chickens that Skylar has.  Skylar has 4 less than triple the number of chickens that Colten has.  How many chickens does Quentin have?",
        239,
    ),
    (
        "Quentin, Skylar, and Colten have a total of 381 chickens.  Quentin has 25 more than double the chickens that Colten has.  Skylar has 4 less than triple the number of chickens that Colten has.  How many chickens does Colten have?",
        60,
    ),
    (
        "Quentin, Skylar, and Colten have a total of 383 chickens.  Quentin has 25 fewer than double the chickens that Skylar has.  Skylar has 4 less than triple the number of chickens that Colten has.  How many chickens does Colten have?",
        42,
    ),
    (
        "Quentin, Skylar, and Colten have a total of 383 chickens.  Quentin has 25 more than double the ducks that Skylar has.  Skylar has 4 less than triple the number of chickens that Colten has.  How many chickens does Colten have?",
        None,
    ),
    (
        "Quentin, Skylar, and Colten have a total of 383 chickens.  Quentin has 25 more than double the chickens that Skylar has.  Skylar has 4 less than triple the number of chickens that Colten has.  How many chickens does Ann have?",
        None,
    ),
    # 6877
    (
        "There are 12 more green apples than red apples in a bowl. There are 16 red apples. How many green apples are there in the bowl?",
        28,
    ),
    (
        "There are 12 fewer green apples than red apples in a bowl. There are 16 red apples. How many apples are there in the bowl?",
        20,
    ),
    (
        "There are 12 more green apples than red apples in a bowl. There are 16 red apples. How many apples are there in the basket?",
        None,
    ),
    (
        "There are 12 more green apples than red apples in a bowl. There are 16 green apples. How many apples are there in the bowl?",
        20,
    ),
    (
        "There are 12 more green apples than red apples in a bowl. There are 16 red apples in a basket. How many apples are there in the bowl?",
        None,
    ),
    # 7097
    (
        "Paul and his sister Paula went to the cookie store to buy some cookies. Paula bought 3 fewer cookies than Paul, who bought 45 cookies. How many cookies did Paula buy?",
        42,
    ),
    (
        "Paul and his sister Paula went to the cookie store to buy some cookies. Paula bought 3 more cookies than Paul, who bought 45 cookies. How many cookies do they have altogether?",
        93,
    ),
    (
        "Paul and his sister Paula went to the cookie store to buy some cookies. Paula bought 3 fewer cookies than Paul, who bought 45 cookies. How many more cookies did Paul buy than Paula?",
        3,
    ),
    (
        "Paul and his sister Paula went to the cookie store to buy some cookies. Paula bought 3 fewer cookies than Paul, who bought 45 cookies. How many cakes do they have altogether?",
        None,
    ),
    (
        "Paul and his sister Paula went to the cookie store to buy some cookies. Paula bought 3 fewer cookies than Paul, who ate 45 cookies. How many cookies do they have altogether?",
        None,
    ),
    # 7205
    (
        "Marc bought 5 model cars that cost $20 each and 5 bottles of paint that cost $10 each. He also bought 5 paintbrushes that cost $2 each. How much did Marc spend on paint?",
        50,
    ),
    (
        "Marc bought 5 model cars that cost $20 each and 5 bottles of paint that cost $10 each. He also bought 5 paintbrushes that cost $2 in total. How much did Marc spend in total?",
        152,
    ),
    (
        "Marc bought 5 model cars that cost $20 each and 5 bottles of paint that cost $10 each. He also bought 5 paintbrushes that cost $2 each. How many items did Marc buy?",
        15,
    ),
    (
        "Marc bought 5 model cars that cost $20 each and 5 bottles of paint that cost $10 each. His sister also bought 5 paintbrushes that cost $2 each. How much did Marc spend in total?",
        150,
    ),
    (
        "Marc bought 5 model cars that cost $20 each and 5 bottles of paint that cost $10 each. He also sold 5 paintbrushes that cost $2 each. How much did Marc spend in total?",
        None,
    ),
    # 7233 / 1174
    (
        "Martha has 19 butterflies in her collection. She has twice as many blue butterflies as yellow butterflies. The rest of her butterflies are black. If Martha has 6 blue butterflies, how many yellow butterflies does she have?",
        3,
    ),
    (
        "Martha has 19 butterflies in her collection. She has twice as many blue butterflies as yellow butterflies. The rest of her butterflies are black. If Martha has 6 yellow butterflies, how many black butterflies does she have?",
        1,
    ),
    (
        "Martha has 19 butterflies in her collection. She has twice as many blue butterflies as yellow butterflies. The rest of her butterflies are black. If Martha has 6 black butterflies, how many blue butterflies does she have?",
        None,
    ),
    (
        "Martha has 19 butterflies in her collection. She has three times as many blue butterflies as yellow butterflies. The rest of her butterflies are black. If Martha has 6 blue butterflies, how many black butterflies does she have?",
        11,
    ),
    (
        "Martha has 19 butterflies in her collection. She has twice as many blue butterflies as yellow butterflies. The rest of her butterflies are black. If Martha has 16 blue butterflies, how many black butterflies does she have?",
        None,
    ),
    # 7399
    (
        "There are six oranges in a fruit basket. There are two fewer apples than oranges.  There are 3 times as many bananas as apples, and there are half as many peaches as bananas.  How many bananas are in the fruit basket?",
        12,
    ),
    (
        "There are six oranges in a fruit basket. There are two more apples than oranges.  There are 3 times as many bananas as apples, and there are half as many peaches as bananas.  How many pieces of fruit are in the fruit basket?",
        50,
    ),
    (
        "There are six oranges in a fruit basket. There are two fewer apples than oranges.  There are 3 times as many bananas as apples, and there are twice as many peaches as bananas.  How many pieces of fruit are in the fruit basket?",
        46,
    ),
    (
        "There are six oranges in a fruit basket. There are two fewer apples than oranges.  There are 3 times as many bananas as apples, and there are half as many peaches as bananas.  How many more bananas than peaches are in the fruit basket?",
        6,
    ),
    (
        "There are six oranges in a fruit basket. There are two fewer apples than oranges.  There are 3 times as many bananas as apples, and there are half as many peaches as carrots.  How many pieces of fruit are in the fruit basket?",
        None,
    ),
    # 7428
    (
        "Gerald had 20 toy cars. He donated 1/4 of his toy cars to an orphanage. How many toy cars did Gerald donate?",
        5,
    ),
    (
        "Gerald had 20 toy cars. He donated 3/4 of his toy cars to an orphanage. How many toy cars does Gerald have left?",
        5,
    ),
    (
        "Gerald had 20 toy cars. He donated 1/4 of his toy cars to an orphanage and 3 toy cars to a friend. How many toy cars does Gerald have left?",
        12,
    ),
    (
        "Gerald had 20 toy cars. He bought 1/4 of his toy cars from an orphanage. How many toy cars does Gerald have left?",
        None,
    ),
    (
        "Gerald had 20 toy cars. He donated 1/3 of his toy cars to an orphanage. How many toy cars does Gerald have left?",
        None,
    ),
    (
        "Gerald had 20 toy cars. Tom donated 1/4 of his toy cars to an orphanage. How many toy cars does Gerald have left?",
        20,
    ),
    # singleop 276-278
    ("James rode 80 miles in 5 hours. How fast did James ride?", 16),
    ("James rode for 5 hours at 16 miles per hour. How far did James ride?", 80),
    ("James rode 80 miles at 16 miles per hour. How long did Tom ride?", None),
    ("James rode 80 kilometers at 16 miles per hour. How long did James ride?", None),
    ("James rode 80 miles at 16 miles per hour. How many minutes did James ride?", 300),
    ("James rode 80 miles at 16 miles per hour. How long did James walk?", None),
    ("Juan ran 80 miles at 10 miles per hour. How far did Juan run?", 80),
    (
        "Juan ran 80 miles at 10 miles per hour and then 20 miles at 5 miles per hour. How long did Juan run?",
        12,
    ),
    # late changes: conditions_part past tense
    (
        "Tim bought a chair for $100. If Tim buys a cabinet for $1200, how much did he pay in all?",
        1300,
    ),
    (
        "Tim bought a chair for $100. If Tim buys a cabinet for $1200, how much will he pay for the cabinet?",
        1200,
    ),
    (
        "Ann read 5 pages on Monday. If Ann read 3 pages on Tuesday, how many pages did she read altogether?",
        8,
    ),
    (
        "Ann read 5 pages on Monday. If Ann read 3 pages on Tuesday, how many pages did she read on Tuesday?",
        3,
    ),
    (
        "Ann read 5 pages on Monday. If Ann read 3 pages on Tuesday, how many pages did she read on Monday?",
        5,
    ),
    (
        "Ann read 5 pages on Monday. If Tom read 3 pages on Tuesday, how many pages did they read altogether?",
        8,
    ),
    (
        "Ann read 5 pages on Monday. If Ann read 3 more pages on Tuesday, how many pages did she read?",
        None,
    ),
    (
        "Ann read 5 pages on Monday. If she reads 3 pages on Tuesday, how many pages will she have read?",
        None,
    ),
    # named_group genders, relations group nouns
    (
        "Ann earned $10. Mary earned twice as much as Ann. How much money did the two women earn together?",
        30,
    ),
    (
        "Ann earned $10. Tom earned twice as much as Ann. How much money did the two women earn together?",
        None,
    ),
    (
        "Ann earned $10. Mary earned twice as much as Ann. How much money did the two men earn together?",
        None,
    ),
    ("Tom has 5 pens. Ann has 3 pens. How many pens do the two teachers have?", None),
    ("Tom has 5 pens. Ann has 3 pens. How many pens do the two friends have?", 8),
    ("Tom has 5 pens. Ann has 3 pens. How many pens do the three friends have?", None),
    (
        "Tom has 5 pens. Ann has 3 pens. Bob has 2 pens. How many pens do the two friends have?",
        None,
    ),
    ("Tom has 5 pens. Ann has 3 pens. How many pens do the two boys have?", None),
    # newest answers: a price per amount in a condition (1167), a three-holder total (3973),
    # a bare head noun as the one qualified kind (5558), speed questions, gendered groups
    # 1167
    (
        "Daphney buys 5 kg of potatoes at the supermarket. If 2 kg of potatoes costs $6, how much will she pay?",
        15,
    ),
    (
        "Daphney buys 4 kg of potatoes at the supermarket. If 2 kg of potatoes costs $6, how much will she pay?",
        12,
    ),
    (
        "Daphney buys 5 kg of potatoes at the supermarket. If 2 kg of potatoes costs $6, how much will she pay for 3 kg?",
        None,
    ),
    (
        "Daphney buys 5 kg of potatoes at the supermarket. If 2 kg of carrots costs $6, how much will she pay?",
        None,
    ),
    (
        "Daphney buys 5 kg of potatoes at the supermarket. If 2 kg of potatoes costs $6, how much will Tom pay?",
        None,
    ),
    (
        "Daphney buys 5 kg of potatoes at the supermarket. If 2 kg of potatoes costs $6, how many kg of potatoes does she buy?",
        5,
    ),
    (
        "Daphney buys 5 kg of potatoes at the supermarket. If 2 lb of potatoes costs $6, how much will she pay?",
        None,
    ),
    (
        "Daphney sells 5 kg of potatoes at the market. If 2 kg of potatoes costs $6, how much will she pay?",
        None,
    ),
    (
        "Daphney buys 5 kg of potatoes at the supermarket. If 2 kg of potatoes cost $6, how much change will she get from $20?",
        5,
    ),
    # 3973
    (
        "Jenny has 6 Pokemon cards. Orlando has 2 more cards than Jenny. Richard has three times as many cards as Orlando. How many cards does Richard have?",
        24,
    ),
    (
        "Jenny has 6 Pokemon cards. Orlando has 2 fewer cards than Jenny. Richard has three times as many cards as Orlando. How many Pokemon cards do they have in all?",
        22,
    ),
    (
        "Jenny has 6 Pokemon cards. Orlando has 2 more cards than Jenny. Richard has three times as many cards as Jenny. How many Pokemon cards do they have in all?",
        32,
    ),
    (
        "Jenny has 6 Pokemon cards. Orlando has 2 more baseball cards than Jenny. Richard has three times as many cards as Orlando. How many Pokemon cards do they have in all?",
        None,
    ),
    (
        "Jenny has 6 Pokemon cards. Orlando has 2 more cards than Jenny. Richard has three times as many cards as Orlando. How many Pokemon cards do Jenny and Orlando have?",
        14,
    ),
    (
        "Jenny has 6 Pokemon cards. Orlando has 2 more cards than Jenny. Richard has three times as many cards as Orlando. Tom has 5 baseball cards. How many Pokemon cards do they have in all?",
        None,
    ),
    (
        "Jenny has 6 Pokemon cards and 4 baseball cards. Orlando has 2 more cards than Jenny. Richard has three times as many cards as Orlando. How many Pokemon cards do they have in all?",
        None,
    ),
    # 5558 / unknowns_mods
    (
        "Marcus has three times as many cheese crackers as Mona.  Nicholas has 6 more crackers than Mona.  If Marcus has 27 crackers, how many crackers does Mona have?",
        9,
    ),
    (
        "Marcus has three times as many cheese crackers as Mona.  Nicholas has 6 fewer crackers than Mona.  If Marcus has 27 crackers, how many crackers does Nicholas have?",
        3,
    ),
    (
        "Marcus has three times as many cheese crackers as Mona.  Nicholas has 6 more crackers than Mona.  If Marcus has 27 crackers, how many crackers do the three have in all?",
        51,
    ),
    (
        "Marcus has three times as many cheese crackers as Mona.  Nicholas has 6 more butter crackers than Mona.  If Marcus has 27 crackers, how many crackers does Nicholas have?",
        None,
    ),
    (
        "Marcus has three times as many cheese crackers as Mona.  Nicholas has 6 more crackers than Mona.  If Marcus has 27 cookies, how many crackers does Nicholas have?",
        None,
    ),
    (
        "Marcus has three times as many cheese crackers as Mona.  Mona also has 4 butter crackers.  Nicholas has 6 more crackers than Mona.  If Marcus has 27 crackers, how many crackers does Nicholas have?",
        None,
    ),
    (
        "Marcus has three times as many cheese crackers as Mona.  Nicholas has 6 more crackers than Mona.  If Marcus has 27 cheese crackers, how many cheese crackers does Nicholas have?",
        15,
    ),
    (
        "Marcus has three times as many cheese crackers as Mona.  Nicholas has 6 more crackers than Mona.  If Marcus ate 27 crackers, how many crackers does Nicholas have?",
        None,
    ),
    (
        "Marcus has three times as many crackers as Mona.  Nicholas has 6 more cheese crackers than Mona.  If Marcus has 27 crackers, how many crackers does Nicholas have?",
        None,
    ),
    # the rate organs: speed questions
    ("James rode 80 miles at 16 miles per hour. How long did James rest?", None),
    ("James rode 80 miles at 16 miles per hour. How long was the road?", None),
    (
        "James rode 80 miles at 16 miles per hour and Tom rode 60 miles at 12 miles per hour. How long did Tom ride?",
        5,
    ),
    ("James rode 80 miles at 16 miles per hour. How many hours did James ride?", 5),
    ("James walked 80 miles at 16 miles per hour. How long did James ride?", None),
    # gendered groups over dev problems (6082, 4700)
    (
        "Chris has half as many cookies as Kenny. Glenn has four times as many cookies as Kenny. How many cookies do these three girls have, if Glenn has 24 cookies?",
        None,
    ),
    (
        "Mary has half as many cookies as Kenny. Glenn has four times as many cookies as Kenny. How many cookies do these three boys have, if Glenn has 24 cookies?",
        None,
    ),
    (
        "Chris has half as many cookies as Kenny. Glenn has four times as many cookies as Kenny. How many cookies do these two boys have, if Glenn has 24 cookies?",
        None,
    ),
    (
        "Chris has half as many cookies as Kenny. Glenn has four times as many cookies as Kenny. How many cookies do these three kids have, if Glenn has 24 cookies?",
        33,
    ),
    (
        "Chris has half as many cookies as Kenny. Glenn has four times as many cookies as Kenny. How many cookies do these three teachers have, if Glenn has 24 cookies?",
        None,
    ),
    (
        "McKenna has 34 stuffed animals. Tom has twice as many as McKenna.  Tenly has 5 more than Tom . How many stuffed animals do the three girls have in all?",
        None,
    ),
    (
        "McKenna has 34 stuffed animals. Kenley has twice as many as McKenna.  Tenly has 5 more than Kenley . How many stuffed animals do the two girls have in all?",
        None,
    ),
    (
        "McKenna has 34 stuffed animals. Kenley has twice as many as McKenna.  Tenly has 5 more than Kenley . How many stuffed animals do the three friends have in all?",
        175,
    ),
    # other targets of the newly answered; past totals over conditions; groups by kinship
    (
        "The cafe has 16 chefs and 16 waiters. If 6 chefs and 3 waiters drop out, how many chefs and waiters were there before?",
        32,
    ),
    (
        "Larry spent $5 for lunch and gave his brother $2. How much did Larry have at the beginning if his brother has $15 now?",
        None,
    ),
    (
        "Gerald had 20 toy cars. He donated 1/4 of his toy cars to an orphanage. Then he bought 3 toy cars. How many toy cars does Gerald have now?",
        18,
    ),
    (
        "On Friday, Addison sold 181 raffle tickets for a fundraiser. She sold twice as many on Saturday. On Sunday, she sold 78 raffle tickets. How many fewer raffle tickets were sold on Sunday than Saturday?",
        284,
    ),
    (
        "On Friday, Addison sold 181 raffle tickets for a fundraiser. She sold twice as many on Saturday. On Sunday, she sold 78 raffle tickets. How many more raffle tickets were sold on Saturday than Friday and Sunday combined?",
        103,
    ),
    (
        "On Friday, Addison sold 181 raffle tickets for a fundraiser. She sold twice as many on Saturday. On Sunday, she sold 78 raffle tickets. How many more raffle tickets were sold on Saturday than Monday?",
        None,
    ),
    (
        "Yanna baked twenty butter cookies and forty biscuits in the morning.  In the afternoon, she baked ten butter cookies and twenty biscuits. How many more biscuits did she bake in the afternoon than butter cookies in the morning?",
        0,
    ),
    (
        "Brandon has a collection of 20 baseball cards.  Malcom has 8 more cards than Brandon.  However, then Malcom gives half of his cards to his friend Mark.  How many cards does Mark have?",
        None,
    ),
    (
        "There were 349 pieces of candy in a bowl. Talitha took 108 pieces and Solomon took 153 pieces. How many pieces of candy does Talitha have?",
        None,
    ),
    (
        "For a fundraiser, Nellie needs to sell 45 rolls of gift wrap. So far, she has sold 1 roll to her grandmother, 10 rolls to her uncle, and 6 rolls to a neighbor. How many rolls of gift wrap did her uncle and grandmother buy?",
        11,
    ),
    (
        "Paolo has 14 coconuts, while Dante has thrice as many coconuts as Paolo. If Dante sold 10 of his coconuts, how many coconuts did he sell?",
        10,
    ),
    (
        "Julia has $40. She spends half of her money to buy a new game for her phone. She spends a quarter of what she has left on in-game purchases. How much money did she have left after buying the game?",
        20,
    ),
    (
        "Marc bought 5 model cars that cost $20 each and 5 bottles of paint that cost $10 each. He also bought 5 paintbrushes that cost $2 each. How much more did Marc spend on model cars than on paint?",
        50,
    ),
    (
        "Marc bought 5 model cars that cost $20 each and 5 bottles of paint that cost $10 each. He also bought 5 paintbrushes that cost $2 each. How much does each model car cost?",
        20,
    ),
    ("Tim bought a chair for $100. If Tim bought a cabinet for $1200, how much did he pay?", None),
    (
        "Tim bought a chair for $100. If Tim buys a cabinet for $1200, how much did he pay altogether?",
        1300,
    ),
    (
        "Tim bought a chair for $100. If Tim buys a cabinet for $1200, how much did he pay for the chair?",
        100,
    ),
    ("Tim bought a chair for $100. If Ann buys a cabinet for $1200, how much did Tim pay?", 100),
    (
        "Ann read 5 pages on Monday. If Ann read 3 pages on Tuesday, how many pages did she read on Monday and Tuesday?",
        8,
    ),
    (
        "Ann read 5 pages on Monday. If Ann read 3 pages on Tuesday, how many more pages did she read on Monday than on Tuesday?",
        2,
    ),
    (
        "Ann read 5 pages on Monday. If Ann read 3 pages on Tuesday, how many pages did Tom read?",
        None,
    ),
    ("Ann read 5 pages on Monday. If Ann read 3 books on Tuesday, how many pages did she read?", 5),
    (
        "Ann read 5 pages on Monday. If Ann read 3 pages on Tuesday, how many pages will she read on Wednesday?",
        None,
    ),
    (
        "Salvadore earned $1956. Santo earned half of what Salvadore earned. How much money did the two brothers earn together?",
        2934,
    ),
    (
        "Salvadore earned $1956. Ann earned half of what Salvadore earned. How much money did the two men earn together?",
        None,
    ),
    (
        "Salvadore earned $1956. Santo earned half of what Salvadore earned. Their mother earned $100. How much money did the two men earn together?",
        2934,
    ),
    (
        "Salvadore earned $1956. Santo earned half of what Salvadore earned. How much money did the two men spend together?",
        None,
    ),
    (
        "Salvadore earned $1956. Santo earned half of what Salvadore earned. How much money did the two sisters earn together?",
        None,
    ),
    ("Tom has 5 pens. Bob has 3 pens. How many pens do the two brothers have?", 8),
    ("Tom has 5 pens. Ann has 3 pens. How many pens do the two siblings have?", 8),
    ("Tom has 5 pens. Ann has 3 pens. How many pens do the two sisters have?", None),
    # reordered and merged sentences; contradicting facts
    (
        "There are 28 stingrays at the aquarium. There are twice as many sharks as stingrays. How many fish are there?",
        84,
    ),
    (
        "In the Math club, there are 6 female members and two times as many males as females. How many members are there in the Math club in total?",
        18,
    ),
    (
        "There are 16 red apples in a bowl. There are 12 more green apples than red apples. How many apples are there in the bowl?",
        44,
    ),
    (
        "The red basket holds half as many fruits as the blue basket. There are 12 bananas and 4 apples in the blue basket. How many fruits are in the red basket?",
        8,
    ),
    (
        "Katie runs 4 times as many miles as Cole. Xavier runs three times as many miles as Katie. Xavier runs 84 miles. How many miles does Cole run?",
        7,
    ),
    ("Sam is half of Drew's age. Sam and Drew have a combined age of 54. How old is Drew?", 36),
    (
        "Paul bought 45 cookies and his sister Paula bought 3 fewer cookies than Paul. How many cookies do they have altogether?",
        87,
    ),
    (
        "In two years, what is the sum of the ages of Matt and Fem if Matt is four times as old as Fem and Fem is 11 years old now?",
        59,
    ),
    (
        "Jerry has three times as many stickers as George. George has 6 fewer stickers than his brother Fred. Fred has 18 stickers. George has 10 stickers. How many stickers does Jerry have?",
        None,
    ),
    (
        "On his farm, Mr. Valentino has 200 chickens, twice as many ducks as chickens and three times as many turkeys as ducks. He has 500 ducks. How many birds does Mr. Valentino have on the farm in total?",
        None,
    ),
    (
        "The cafe has 16 chefs and 16 waiters. The cafe has 20 chefs. If 6 chefs and 3 waiters drop out, how many chefs and waiters are left?",
        None,
    ),
    (
        "Martha has 11 butterflies in her collection. She has twice as many blue butterflies as yellow butterflies. The rest of her butterflies are black. If Martha has 12 black butterflies, how many blue butterflies does she have?",
        None,
    ),
    (
        "There are 10 books on the table. Two-fifths of them are reading books and three-fifths of them are math books. There is one fewer science book than math books and the rest are history books. How many history books are there?",
        None,
    ),
    (
        "Addison sold 78 raffle tickets on Sunday. On Friday, she sold 181 raffle tickets. She sold twice as many on Saturday. How many more raffle tickets were sold on Saturday than Sunday?",
        284,
    ),
    (
        "Albert has collected 20 more rocks than Jose. Joshua collected 80 rocks while Jose collected 14 fewer rocks. How many more rocks did Albert collect than Joshua?",
        6,
    ),
    (
        "There were 349 pieces of candy in a bowl. Talitha took 108 pieces and Solomon took 253 pieces. How many pieces of candy remain in the bowl?",
        None,
    ),
    (
        "Larry spent $5 for lunch and gave his brother $2. He has $15 now. How much did Larry have at the beginning?",
        22,
    ),
    # changed operation words, times and targets
    (
        "Mary used 15 gallons of fuel this week. Last week she used 20% less. How much less fuel did she use last week than this week?",
        3,
    ),
    (
        "Mary used 15 gallons of fuel this week. Last week she used twice as much. How much fuel did she use in total for the two weeks?",
        45,
    ),
    (
        "Mary used 15 gallons of fuel this week. Last week she saved 20% less. How much fuel did she use in total for the two weeks?",
        None,
    ),
    (
        "Zhang is twice as old as Li.  Li is 12 years old.  Zhang's brother Jung is 2 years older than Zhang.  How old was Jung 3 years ago?",
        23,
    ),
    (
        "Zhang is twice as old as Li.  Li is 12 years old.  Zhang's brother Jung is 2 years older than Zhang.  How old will Li be in 5 years?",
        17,
    ),
    (
        "Julia has $40. She spends half of her money to buy a new game for her phone. She spends a quarter of what she has left on in-game purchases. She earns $10. How much money does she have now?",
        25,
    ),
    (
        "Julia has $40. She spends half of her money to buy a new game for her phone. She saves a quarter of what she has left. How much money does she have left?",
        None,
    ),
    (
        "A train travels 270 miles in 3 hours. At the same rate, how many hours would it take to travel 270 miles?",
        3,
    ),
    (
        "A train travels 270 miles in 3 hours. At the same rate, how many additional hours would it take to travel an additional 180 kilometers?",
        None,
    ),
    (
        "Paolo has 14 coconuts, while Dante has thrice as many coconuts as Paolo. If Dante gave 10 of his coconuts to Paolo, how many coconuts does Paolo have now?",
        24,
    ),
    (
        "Paolo has 14 coconuts, while Dante has thrice as many coconuts as Paolo. If Dante received 10 coconuts from Paolo, how many coconuts does Paolo have left?",
        4,
    ),
    (
        "Xavier runs three times as many miles as Katie, who runs 4 times as many miles as Cole. If Xavier runs 84 miles, how many more miles does Katie run than Cole?",
        21,
    ),
    (
        "Tom has a quarter as much money as Nataly. Nataly has three times as much money as Raquel. How much money do Tom, Raquel, and Nataly have combined if Tom has $30?",
        190,
    ),
    (
        "The school has 14 boys and 10 girls. If 4 boys and 3 girls drop out, how many students dropped out?",
        7,
    ),
    (
        "There are 14 red crayons, 5 more blue crayons than red crayons, and 6 less yellow crayons than double the blue crayons.  How many more yellow crayons than red crayons are there?",
        18,
    ),
    (
        "There are 14 red crayons, 5 more blue crayons than red crayons, and 6 less yellow crayons than half the blue crayons.  How many yellow crayons are there?",
        None,
    ),
    (
        "Sam and Drew have a combined age of 54. Sam is half of Drew's age. How old will Sam be in 4 years?",
        22,
    ),
    (
        "Sam and Drew have a combined age of 54. Sam is half of Drew's age. How much older is Drew than Sam?",
        18,
    ),
    (
        "There are six oranges in a fruit basket. There are two fewer apples than oranges.  There are 3 times as many bananas as apples, and there are half as many peaches as bananas.  How many apples and peaches are in the fruit basket?",
        10,
    ),
    (
        "Gerald had 20 toy cars. He received 1/4 more toy cars from an orphanage. How many toy cars does Gerald have left?",
        None,
    ),
    ("James rode 80 miles at 16 miles per hour. How long did James and Tom ride?", None),
    (
        "Marc bought 5 model cars that cost $20 each and 5 bottles of paint that cost $10 each. He also bought 5 paintbrushes that cost $2 each. How much did Marc spend on each model car?",
        20,
    ),
]


@pytest.mark.parametrize(("text", "answer"), CASES)
def test_answered_correctly_or_refused(text: str, answer: int | Fraction | None) -> None:
    _check(text, answer)


def test_cases_are_distinct() -> None:
    texts = [t for t, _ in CASES]
    assert len(texts) == len(set(texts))


@pytest.mark.parametrize(
    ("names", "group"),
    [
        ("Tom Ann", "boys"),
        ("Tom Ann", "men"),
        ("Tom Ann", "girls"),
        ("Mary Ann", "boys"),
        ("Tom Bob", "women"),
        ("Tom Bob", "girls"),
    ],
)
def test_a_gendered_group_over_a_holder_of_the_other_gender_refuses(names: str, group: str) -> None:
    a, b = names.split()
    text = f"{a} has 5 pens. {b} has 3 pens. How many pens do the two {group} have?"
    out = read(text)
    assert isinstance(out, ReaderRefusal) and "not of the group's gender" in out.detail
    assert not isinstance(mathcore.solve(text), mathcore.Solved)


@pytest.mark.parametrize(
    ("names", "group"),
    [("Tom Bob", "boys"), ("Tom Bob", "men"), ("Mary Ann", "girls"), ("Tom Ann", "kids")],
)
def test_a_group_of_the_holders_gender_is_summed(names: str, group: str) -> None:
    a, b = names.split()
    text = f"{a} has 5 pens. {b} has 3 pens. How many pens do the two {group} have?"
    result = mathcore.solve(text)
    assert isinstance(result, mathcore.Solved) and result.answer == 8


#: Found open at the end of session 5 (then a strict xfail), fixed by the lead in
#: ``category_check.relative_restated``: an amount told by a comparison with an amount already
#: told ('half of what Salvadore earned', '20% more points during his senior year') and then
#: told again plainly for the same holder at the same time was read as a second event and
#: added (3934, 672) where the text contradicts itself (Santo's earnings are 978 and 1000).
XFAIL_CASES: list[tuple[str, int | Fraction | None]] = [  # named when they were xfails
    (
        "Tom earned $10. Ann earned half of what Tom earned. Ann earned $1000. How much money did Ann earn?",
        None,
    ),
    # the same shapes read as before: a base told later, or the plain amount at another time
    (
        "Zig wrote four times as many books as Flo. If Zig wrote 60 books, how many books did they write altogether?",
        75,
    ),
    (
        "On Friday, Addison sold 181 raffle tickets. She sold twice as many on Saturday. On Sunday, she sold 78 raffle tickets. How many raffle tickets did she sell?",
        621,
    ),
    (
        "Michael scored 260 points during his junior year on the school basketball team. He scored 20% more points during his senior year. He scored 100 points during his senior year. How many points did he score during both years?",
        None,
    ),
    (
        "Salvadore earned $1956. Santo earned half of what Salvadore earned. Santo earned $1000. How much money did the two men earn together?",
        None,
    ),
]


@pytest.mark.parametrize(("text", "answer"), XFAIL_CASES)
def test_comparison_told_amount_told_again_refuses(
    text: str, answer: int | Fraction | None
) -> None:
    _check(text, answer)
