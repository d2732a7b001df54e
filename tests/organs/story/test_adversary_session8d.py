# ruff: noqa: E501
"""Adversarial variations (session 8, adversary d) of the GSM8K train problems the session
start answers, perturbed as robustness benchmarks perturb grade-school problems: numbers
substituted (bigger, decimals, fractions, number words, dozens), one more step, the start
asked given the end, a distractor sentence with a related number, a fact removed (must
refuse), the question paraphrased, units changed (minutes/hours, cents/dollars, dozens).
Hand-written; every answer computed by hand. Each case must be answered with exactly that
value or refused (None: must refuse).

Wrong answers found and fixed at their root:
- a change told after a fronted past time (``Yesterday he bought 3 candy bars.``, ``Last year
  he gave her $80.``) that the reader leaves out of the clause's source was replayed after the
  earlier sentences' changes told with no time (``Todd has $20. He buys 4 candy bars that cost
  $2 each. Yesterday he bought 3 candy bars. How much money ... left?`` answered 6; ``Amy's
  grandfather gave her $100 ... Last year he gave her $80. ... left?`` answered 177):
  gsm_pct_adjust.fronted_time (the existing question hook) refuses such a change; after
  holdings only (``Ben has 20 eggs. Yesterday, he ate 4``) it stays read as development
  texts mean it; ``in the last round`` (no time word) and ``the next day`` are no earlier time.
"""

from __future__ import annotations

from fractions import Fraction

import pytest
from story_outcome import check_correct_or_refused as _check

F = Fraction

CASES: list[tuple[str, int | Fraction | None]] = [
    (
        "There are 32 tables in a hall. Half the tables have 2 chairs each, 5 have 3 chairs each and the rest have 4 chairs each. How many tables have 4 chairs each?",
        11,
    ),
    (
        "There are 320 tables in a hall. Half the tables have 2 chairs each, 50 have 3 chairs each and the rest have 4 chairs each. How many chairs in total are in the hall?",
        910,
    ),
    (
        "There are 32 tables in a hall. Half the tables have 2 chairs each, 5 have 3 chairs each and the rest have 4 chairs each. There are 7 lamps in the hall. How many chairs in total are in the hall?",
        91,
    ),
    (
        "There are 32 tables in a hall. Half the tables have 2 chairs each and the rest have 4 chairs each. How many chairs are there altogether in the hall?",
        96,
    ),
    (
        "There are thirty-two tables in a hall. Half the tables have 2 chairs each, 5 have 3 chairs each and the rest have 4 chairs each. How many chairs in total are in the hall?",
        91,
    ),
    (
        "There are tables in a hall. Half the tables have 2 chairs each, 5 have 3 chairs each and the rest have 4 chairs each. How many chairs in total are in the hall?",
        None,
    ),
    (
        "Mary used 15 gallons of fuel this week. Last week she used 20% more. How much fuel did she use in total for the two weeks?",
        33,
    ),
    (
        "Mary used 15 gallons of fuel this week. Last week she used 20% less. How much fuel did she use last week?",
        12,
    ),
    (
        "Mary used 150 gallons of fuel this week. Last week she used 10% less. How much fuel did she use in total for the two weeks?",
        285,
    ),
    (
        "Mary used 15 gallons of fuel this week. Last week she used 20% less. How much more fuel did she use this week than last week?",
        3,
    ),
    (
        "Mary used 15.5 gallons of fuel this week. Last week she used 20% less. How much fuel did she use in total for the two weeks?",
        F(279, 10),
    ),
    (
        "If Stu has 9 books and Albert has 4 times as many books as Stu, how many more books does Albert have than Stu?",
        27,
    ),
    (
        "If Stu has 9 books and Albert has 4 more books than Stu, how many books do Stu and Albert have in total?",
        22,
    ),
    (
        "If Stu has 9 books and Albert has 4 times as many books as Stu, how many books does Albert have?",
        36,
    ),
    (
        "If Stu has 900 books and Albert has 4 times as many books as Stu, what is the total number of books Stu and Albert have?",
        4500,
    ),
    (
        "If Stu has nine books and Albert has four times as many books as Stu, how many books do Stu and Albert have combined?",
        45,
    ),
    (
        "If Stu has 9 books and Albert has 4 times as many books as Stu, and Albert gives away 6 books, how many books do Stu and Albert have in total?",
        39,
    ),
    (
        "If Stu has 9 books and Albert has 4 times as many books as Stu, how many books do Stu and Albert have in total? Stu also has 3 pens.",
        45,
    ),
    (
        "If Stu has 9 books and Albert has 4 times as many pens as Stu, how many books do Stu and Albert have in total?",
        None,
    ),
    (
        "If Albert has 36 books and Albert has 4 times as many books as Stu, how many books do Stu and Albert have in total?",
        45,
    ),
    (
        "Albert has 4 times as many books as Stu. If Albert has 36 books, how many books does Stu have?",
        9,
    ),
    (
        "Patrick is half the age of his elder brother Robert. If Robert will turn 30 after 2 years, how old is Robert now?",
        28,
    ),
    (
        "Patrick is half the age of his elder brother Robert. If Robert will turn 30 after 4 years, how old is Patrick now?",
        13,
    ),
    (
        "Patrick is a third of the age of his elder brother Robert. If Robert will turn 30 after 3 years, how old is Patrick now?",
        9,
    ),
    (
        "Patrick is half the age of his elder brother Robert. If Robert will turn 30 after 2 years, how old will Patrick be in 2 years?",
        16,
    ),
    (
        "Patrick is half the age of his elder brother Robert. If Robert will turn 30 soon, how old is Patrick now?",
        None,
    ),
    ("Tim buys 3 dozen eggs.  Eggs cost $.50 each.  How much did he pay for eggs?", 18),
    ("Tim buys 3 dozen eggs.  Eggs cost $.25 each.  How much did he pay for eggs?", 9),
    ("Tim buys 3 dozen eggs.  Eggs cost 50 cents each.  How many dollars did he pay for eggs?", 18),
    ("Tim buys 3 dozen eggs.  Eggs cost 50 cents each.  How many cents did he pay for eggs?", 1800),
    (
        "Tim buys 3 dozen eggs.  Eggs cost $.50 each.  He breaks 4 eggs. How many eggs does he have left?",
        32,
    ),
    ("Tim buys 3 eggs.  Eggs cost $.50 each.  How much did he pay for eggs?", F(3, 2)),
    ("Tim buys half a dozen eggs.  Eggs cost $.50 each.  How much did he pay for eggs?", 3),
    ("Tim buys 3 dozen eggs.  Eggs cost $2 per dozen.  How much did he pay for eggs?", 6),
    ("Tim buys 3 dozen eggs.  How much did he pay for eggs?", None),
    (
        "Tim buys 3 dozen eggs.  Eggs cost $.50 each.  He also buys 2 loaves of bread. How much did he pay for eggs?",
        18,
    ),
    (
        "Dawn, Lydia, and Donna have a total of 200 bananas. Dawn has 40 more bananas than Lydia. If  Lydia has 60 bananas, how many bananas does Dawn have?",
        100,
    ),
    (
        "Dawn, Lydia, and Donna have a total of 200 bananas. Dawn has 40 fewer bananas than Lydia. If  Lydia has 60 bananas, how many bananas does Donna have?",
        120,
    ),
    (
        "Dawn, Lydia, and Donna have a total of 200 bananas. Dawn has twice as many bananas as Lydia. If  Lydia has 60 bananas, how many bananas does Donna have?",
        20,
    ),
    (
        "Dawn, Lydia, and Donna have a total of 2000 bananas. Dawn has 400 more bananas than Lydia. If  Lydia has 600 bananas, how many bananas does Donna have?",
        400,
    ),
    (
        "Dawn, Lydia, and Donna have a total of 200 bananas. Dawn has 40 more bananas than Lydia. How many bananas does Donna have?",
        None,
    ),
    (
        "Dawn, Lydia, and Donna have a total of 200 bananas. Dawn has 40 more bananas than Lydia. If Dawn has 100 bananas, how many bananas does Donna have?",
        40,
    ),
    (
        "Angie bought three times as many pretzels at the mall as Shelly did. Shelly bought half as many pretzels as Barry. If Barry bought 12 pretzels, how many did Shelly buy?",
        6,
    ),
    (
        "Angie bought three times as many pretzels at the mall as Shelly did. Shelly bought twice as many pretzels as Barry. If Barry bought 12 pretzels, how many did Angie buy?",
        72,
    ),
    (
        "Angie bought three times as many pretzels at the mall as Shelly did. Shelly bought half as many pretzels as Barry. If Barry bought 12 pretzels, how many pretzels did they buy in all?",
        36,
    ),
    (
        "Angie bought three times as many pretzels at the mall as Shelly did. Shelly bought half as many pretzels as Barry. If Angie bought 18 pretzels, how many did Barry buy?",
        12,
    ),
    (
        "Angie bought three times as many pretzels at the mall as Shelly did. Shelly bought half as many pretzels as Barry. How many did Angie buy?",
        None,
    ),
    (
        "Angelina is 4 years older than Justin is now. In 5 years, Angelina will be 40 years old. Calculate the age of Justin in 5 years.",
        36,
    ),
    (
        "Angelina is 4 years younger than Justin is now. In 5 years, Angelina will be 40 years old. Calculate the age of Justin currently.",
        39,
    ),
    (
        "Angelina is 4 years older than Justin is now. Five years ago, Angelina was 40 years old. Calculate the age of Justin currently.",
        41,
    ),
    (
        "Angelina is 4 years older than Justin is now. In 5 years, Angelina will be 40 years old. How old was Justin 3 years ago?",
        28,
    ),
    (
        "Scarlet saved $80 to spend on jewelry. She bought a pair of earrings that cost $23. Then, she bought a necklace that cost $48. How much did she spend?",
        71,
    ),
    (
        "Scarlet saved $80 to spend on jewelry. She bought a pair of earrings that cost $23.50. Then, she bought a necklace that cost $48. How much of her savings have left?",
        F(17, 2),
    ),
    (
        "Scarlet saved $80 to spend on jewelry. She bought a pair of earrings that cost $23. Then, she bought a necklace that cost $48. Her friend bought a ring that cost $5. How much of her savings have left?",
        9,
    ),
    (
        "Scarlet saved money to spend on jewelry. She bought a pair of earrings that cost $23. Then, she bought a necklace that cost $48. How much of her savings have left?",
        None,
    ),
    (
        "Scarlet saved $800 to spend on jewelry. She bought two pairs of earrings that cost $23 each. Then, she bought a necklace that cost $480. How much of her savings have left?",
        274,
    ),
    (
        "Scarlet bought a pair of earrings that cost $23. Then, she bought a necklace that cost $48. She had $9 left. How much money did she have at first?",
        80,
    ),
    (
        "Eric has 20 marbles. He has 12 white marbles, 6 blue marbles, and the rest are green marbles. How many marbles are not white?",
        8,
    ),
    (
        "Eric has 200 marbles. He has 120 white marbles, 60 blue marbles, and the rest are green marbles. How many green marbles does Eric have?",
        20,
    ),
    (
        "Eric has 20 marbles. He has 12 white marbles, half as many blue marbles, and the rest are green marbles. How many green marbles does Eric have?",
        2,
    ),
    (
        "Eric has 20 marbles. He has 12 white marbles, 6 blue marbles, and the rest are green marbles. His sister has 5 marbles. How many green marbles does Eric have?",
        2,
    ),
    (
        "Eric has 20 marbles. He has 12 white marbles, and the rest are green or blue marbles. How many green marbles does Eric have?",
        None,
    ),
    (
        "Eric has two dozen marbles. He has 12 white marbles, 6 blue marbles, and the rest are green marbles. How many green marbles does Eric have?",
        6,
    ),
    (
        "Cindy was 5 years old.  Her sister Jan was 2 years older than Cindy.  Their oldest sister Marcia was twice as old as Jan.  Greg was two years older than Marcia.  How old was Marcia?",
        14,
    ),
    (
        "Cindy was 5 years old.  Her sister Jan was 2 years older than Cindy.  Their oldest sister Marcia was three times as old as Jan.  Greg was two years younger than Marcia.  How old was Greg?",
        19,
    ),
    (
        "Cindy was 5 years old.  Her sister Jan was 2 years older than Cindy.  Their oldest sister Marcia was twice as old as Jan.  Greg was two years older than Marcia.  What was the sum of their ages?",
        42,
    ),
    (
        "Cindy was 5 years old.  Her sister Jan was 2 years older than Cindy.  Greg was two years older than Marcia.  How old was Greg?",
        None,
    ),
    (
        "Stacy has 2 more than triple as many berries as Steve. Steve has one half as many berries as Skylar. If Skylar has 20 berries, how many berries does Steve have?",
        10,
    ),
    (
        "Stacy has 2 less than triple as many berries as Steve. Steve has one half as many berries as Skylar. If Skylar has 20 berries, how many berries does Stacy have?",
        28,
    ),
    (
        "Stacy has 2 more than triple as many berries as Steve. Steve has one half as many berries as Skylar. If Skylar has 20 berries, how many berries do they have altogether?",
        62,
    ),
    (
        "Stacy has 2 more than triple as many berries as Steve. Steve has one half as many berries as Skylar. If Stacy has 32 berries, how many berries does Skylar have?",
        20,
    ),
    (
        "Daphney buys 5 kg of potatoes at the supermarket. If 2 kg of potatoes costs $6, how much will she pay?",
        15,
    ),
    (
        "Daphney buys 7 kg of potatoes at the supermarket. If 2 kg of potatoes costs $5, how much will she pay?",
        F(35, 2),
    ),
    (
        "Daphney buys 5 kg of potatoes at the supermarket. If 2 kg of potatoes costs $6, how much will 1 kg cost?",
        3,
    ),
    (
        "Daphney buys 5 kg of potatoes at the supermarket. If 2 kg of potatoes costs $6, how much change will she get from $20?",
        5,
    ),
    (
        "Daphney buys 5 kg of potatoes and 3 kg of onions at the supermarket. If 2 kg of potatoes costs $6, how much will she pay?",
        None,
    ),
    (
        "Daphney buys 5 kg of potatoes at the supermarket. If 2 kg of carrots costs $6, how much will she pay?",
        None,
    ),
    (
        "Daphney buys 5 kg of potatoes at the supermarket. If 500 grams of potatoes costs $1, how much will she pay?",
        10,
    ),
    (
        "Daphney buys 5 kg of potatoes at the supermarket. If 2 kg of potatoes costs 60 cents, how many cents will she pay?",
        150,
    ),
    (
        "In a house, there are 16 cats. Two of them are white, and 25% of them are black. The rest of the cats are grey. How many black cats are in this house?",
        4,
    ),
    (
        "In a house, there are 16 cats. Two of them are white, and 50% of them are black. The rest of the cats are grey. How many grey cats are in this house?",
        6,
    ),
    (
        "In a house, there are 160 cats. Twenty of them are white, and 25% of them are black. The rest of the cats are grey. How many grey cats are in this house?",
        100,
    ),
    (
        "In a house, there are 16 cats. Two of them are white, and 25% of the rest are black. The rest of the cats are grey. How many grey cats are in this house?",
        None,
    ),
    (
        "In a house, there are 16 cats and 3 dogs. Two of the cats are white, and 25% of the cats are black. The rest of the cats are grey. How many grey cats are in this house?",
        10,
    ),
    (
        "In a house, there are 16 cats. Two of them are white, and a quarter of them are black. The rest of the cats are grey. How many grey cats are in this house?",
        10,
    ),
    (
        "Ryanne is 7 years older than Hezekiah. Together Ryanne's and Hezekiah's ages equal 15 years. How many years old is Ryanne?",
        11,
    ),
    (
        "Ryanne is 5 years older than Hezekiah. Together Ryanne's and Hezekiah's ages equal 15 years. How many years old is Hezekiah?",
        5,
    ),
    (
        "Ryanne is 7 years older than Hezekiah. Together Ryanne's and Hezekiah's ages equal 16 years. How many years old is Hezekiah?",
        F(9, 2),
    ),
    (
        "Ryanne is 7 years younger than Hezekiah. Together Ryanne's and Hezekiah's ages equal 15 years. How many years old is Hezekiah?",
        11,
    ),
    (
        "Anna's mom gave her $10.00 to buy anything she wanted from the candy store.  Anna bought 3 packs of chewing gum for $1.00 each, 5 chocolate bars at $1 each and 2 large candy canes for $0.50 each.  How much money did Anna spend?",
        9,
    ),
    (
        "Anna's mom gave her $20.00 to buy anything she wanted from the candy store.  Anna bought 3 packs of chewing gum for $1.25 each, 5 chocolate bars at $1 each and 2 large candy canes for $0.50 each.  How much money did Anna have left?",
        F(41, 4),
    ),
    (
        "Anna's mom gave her $10.00 to buy anything she wanted from the candy store.  Anna bought 3 packs of chewing gum for $1.00 each and 5 chocolate bars at $1 each.  Her brother bought 2 large candy canes for $0.50 each.  How much money did Anna have left?",
        2,
    ),
    (
        "Anna's mom gave her $10.00 to buy anything she wanted from the candy store.  Anna bought 3 packs of chewing gum, 5 chocolate bars at $1 each and 2 large candy canes for $0.50 each.  How much money did Anna have left?",
        None,
    ),
    (
        "In Carrie's desk drawer there are 7 yellow highlighters. There are 7 more pink highlighters than yellow highlighters, and there are 5 more blue highlighters than pink highlighters. How many blue highlighters are in Carrie's desk drawer?",
        19,
    ),
    (
        "In Carrie's desk drawer there are 7 yellow highlighters. There are 7 fewer pink highlighters than yellow highlighters, and there are 5 more blue highlighters than pink highlighters. How many highlighters are in Carrie's desk drawer in all?",
        12,
    ),
    (
        "In Carrie's desk drawer there are 7 yellow highlighters. There are twice as many pink highlighters as yellow highlighters, and there are 5 more blue highlighters than pink highlighters. How many highlighters are in Carrie's desk drawer in all?",
        40,
    ),
    (
        "In Carrie's desk drawer there are 7 yellow highlighters. There are 7 more pink highlighters than yellow highlighters, and there are 5 more blue highlighters than pink highlighters. How many more blue highlighters than yellow highlighters are there?",
        12,
    ),
    (
        "Eden's mom is twice as old as Eden, who is twice as old as Devin. If Devin is 12 years old, how old is Eden's mom?",
        48,
    ),
    (
        "Eden's mom is twice as old as Eden, who is three times as old as Devin. If Devin is 10 years old, what's the average age of the three?",
        F(100, 3),
    ),
    (
        "Eden's mom is twice as old as Eden, who is twice as old as Devin. If Devin is 12 years old, what's the total of their ages?",
        84,
    ),
    (
        "Eden's mom is twice as old as Eden, who is twice as old as Devin. If Eden is 24 years old, what's the average age of the three?",
        28,
    ),
    (
        "Emma is 7 years old.  If her sister is 9 years older than her, how old will Emma be when her sister is 60?",
        51,
    ),
    (
        "Emma is 7 years old.  If her sister is 9 years younger than her, how old will Emma be when her sister is 56?",
        65,
    ),
    (
        "Emma is 7 years old.  If her sister is 9 years older than her, how old will her sister be when Emma is 56?",
        65,
    ),
    (
        "Ryan has 30 stickers. Steven has thrice as many stickers as Ryan.   Terry has 20 more stickers than Steven. How many stickers does Terry have?",
        110,
    ),
    (
        "Ryan has 30 stickers. Steven has thrice as many stickers as Ryan.   Terry has 20 fewer stickers than Steven. How many stickers do they have altogether?",
        190,
    ),
    (
        "Ryan has 30 stickers. Steven has thrice as many stickers as Ryan.   Terry has 20 more stickers than Steven. Ryan also has 4 pencils. How many stickers do they have altogether?",
        230,
    ),
    (
        "Ryan has 30 stickers. Steven has thrice as many stickers as Ryan.   Terry has 20 more stickers than Steven. How many stickers do Ryan and Terry have combined?",
        140,
    ),
    (
        "Ryan has 30 stickers. Steven has thrice as many stickers as Ryan.   Terry has 20 more stickers than Steven. Terry gives 10 stickers to Ryan. How many stickers does Ryan have now?",
        40,
    ),
    (
        "Ryan has thirty stickers. Steven has thrice as many stickers as Ryan.   Terry has twenty more stickers than Steven. What is the total number of stickers they have?",
        230,
    ),
    (
        "Paolo has 14 coconuts, while Dante has thrice as many coconuts as Paolo. If Dante sold 10 of his coconuts, how many coconuts do they have together now?",
        46,
    ),
    (
        "Paolo has 14 coconuts, while Dante has thrice as many coconuts as Paolo. If Paolo sold 10 of his coconuts, how many coconuts did Dante have left?",
        42,
    ),
    (
        "Paolo has 14 coconuts, while Dante has thrice as many coconuts as Paolo. If Dante sold half of his coconuts, how many coconuts did he have left?",
        21,
    ),
    (
        "Paolo has 14 coconuts, while Dante has thrice as many coconuts as Paolo. If Dante sold 10 of his coconuts and then bought 5, how many coconuts did he have left?",
        37,
    ),
    (
        "Paolo has 14 coconuts, while Dante has 3 more coconuts than Paolo. If Dante sold 10 of his coconuts, how many coconuts did he have left?",
        7,
    ),
    (
        "At the Greene Nursery, there are 1491 red roses, 3025 yellow carnations, and 1768 white roses. How many roses are at the Greene Nursery in total?",
        3259,
    ),
    (
        "At the Greene Nursery, there are 1491 red roses, 3025 yellow carnations, and 1768 white roses. How many more carnations than red roses are there?",
        1534,
    ),
    (
        "At the Greene Nursery, there are 1491 red roses, 3025 yellow carnations, and 1768 white roses. 500 red roses are sold. How many flowers are at the Greene Nursery now?",
        5784,
    ),
    (
        "Haley has 5 more necklaces than Jason. Josh has half the number of necklaces as Jason. If Haley has 25 necklaces, how many necklaces does Josh have?",
        10,
    ),
    (
        "Haley has 5 fewer necklaces than Jason. Josh has half the number of necklaces as Jason. If Haley has 25 necklaces, how many more necklaces does Haley have than Josh?",
        10,
    ),
    (
        "Haley has 5 more necklaces than Jason. Josh has half the number of necklaces as Jason. If Haley has 25 necklaces, how many necklaces do they have in all?",
        55,
    ),
    (
        "Wyatt has 10 blue envelopes. He has 4 more yellow envelopes than blue envelopes. How many envelopes does Wyatt have in all?",
        24,
    ),
    (
        "Wyatt has 10 blue envelopes. He has 4 fewer yellow envelopes than blue envelopes. How many yellow envelopes does Wyatt have?",
        6,
    ),
    (
        "Wyatt has 10 blue envelopes. He has 4 fewer yellow envelopes than blue envelopes. His sister has 3 red envelopes. How many envelopes does Wyatt have in all?",
        16,
    ),
    (
        "Wyatt has 10 blue envelopes. He has half as many yellow envelopes as blue envelopes. How many envelopes does Wyatt have in all?",
        15,
    ),
    (
        "Wyatt has 10 blue envelopes. He has 4 fewer yellow envelopes than blue envelopes. He mails 3 blue envelopes. How many envelopes does Wyatt have in all?",
        13,
    ),
    (
        "Mike is 16 years old. His sister Barbara is half as old as he is. How old is Barbara going to be when Mike is 30 years old?",
        22,
    ),
    (
        "Mike is 16 years old. His sister Barbara is half as old as he is. How old was Barbara when Mike was 10 years old?",
        2,
    ),
    (
        "Mike is 16 years old. His sister Barbara is 3 years younger than he is. How old is Barbara going to be when Mike is 24 years old?",
        21,
    ),
    (
        "Harper has 15 rubber bands. His brother has 6 more rubber bands than he has. How many rubber bands do they have together?",
        36,
    ),
    (
        "Harper has 15 rubber bands. His brother has 6 fewer rubber bands than he has. How many rubber bands does his brother have?",
        9,
    ),
    (
        "Harper has 15 rubber bands. His brother has twice as many rubber bands as he has. How many rubber bands do they have together?",
        45,
    ),
    (
        "Harper has 15 rubber bands. His brother has 6 fewer rubber bands than he has. Harper gives his brother 3 rubber bands. How many rubber bands does his brother have?",
        12,
    ),
    (
        "Tim has 30 less apples than Martha, and Harry has half as many apples as Tim. If Martha has 68 apples, how many apples does Tim have?",
        38,
    ),
    (
        "Tim has 30 more apples than Martha, and Harry has half as many apples as Tim. If Martha has 68 apples, how many apples does Harry have?",
        49,
    ),
    (
        "Tim has 30 less apples than Martha, and Harry has half as many apples as Tim. If Martha has 68 apples, how many apples do they have in all?",
        125,
    ),
    (
        "Tim has 30 less apples than Martha, and Harry has half as many apples as Tim. If Harry has 19 apples, how many apples does Martha have?",
        68,
    ),
    (
        "Tim has 30 less apples than Martha, and Harry has half as many apples as Tim. If Martha has 69 apples, how many apples does Harry have?",
        F(39, 2),
    ),
    (
        "Tim has 30 less apples than Martha, and Harry has half as many apples as Tim. How many apples does Harry have?",
        None,
    ),
    (
        "Tim has 30 less apples than Martha, and Harry has half as many pears as Tim. If Martha has 68 apples, how many apples does Harry have?",
        None,
    ),
    (
        "Omi is twice as old as Kimiko. Arlette is 3/4 times as old as Kimiko. If Kimiko is 28 years old, how old is Arlette?",
        21,
    ),
    (
        "Omi is twice as old as Kimiko. Arlette is 3/4 times as old as Kimiko. If Kimiko is 28 years old, what is the total of their ages?",
        105,
    ),
    (
        "Omi is three times as old as Kimiko. Arlette is 1/2 times as old as Kimiko. If Kimiko is 28 years old, calculate the average age of the three?",
        42,
    ),
    (
        "Omi is twice as old as Kimiko. Arlette is 3/4 times as old as Kimiko. If Omi is 56 years old, calculate the average age of the three?",
        35,
    ),
    (
        "John buys a box of 40 light bulbs.  He uses 16 of them and then gives a third of what is left to a friend.  How many does he have left?",
        16,
    ),
    (
        "John buys a box of 400 light bulbs.  He uses 160 of them and then gives half of what is left to a friend.  How many does he have left?",
        120,
    ),
    (
        "John buys a box of 40 light bulbs.  He uses 16 of them and then gives half of what is left to a friend.  How many did he give to his friend?",
        12,
    ),
    (
        "John buys a box of 40 light bulbs.  He uses 16 of them and then gives half of what is left to a friend. Then he breaks 2. How many does he have left?",
        10,
    ),
    (
        "John buys a box of 40 light bulbs.  He uses 16 of them and then gives half of the box to a friend.  How many does he have left?",
        None,
    ),
    (
        "John buys 2 boxes of 40 light bulbs.  He uses 16 of them and then gives half of what is left to a friend.  How many does he have left?",
        32,
    ),
    (
        "John buys a box of 40 light bulbs for $20.  He uses 16 of them and then gives half of what is left to a friend.  How many does he have left?",
        12,
    ),
    (
        "Diane bought twenty more apples than Cecile. If Cecile bought 15 apples, how many apples did Diane buy?",
        35,
    ),
    (
        "Diane bought twenty fewer apples than Cecile. If Cecile bought 45 apples, how many apples did they buy altogether?",
        70,
    ),
    (
        "Diane bought twice as many apples as Cecile. If Cecile bought 15 apples, how many apples did they buy altogether?",
        45,
    ),
    (
        "Diane bought twenty more apples than Cecile. If Diane bought 35 apples, how many apples did they buy altogether?",
        50,
    ),
    (
        "Diane bought twenty more apples than Cecile. If Cecile bought 15 apples and 3 pears, how many apples did they buy altogether?",
        50,
    ),
    (
        "Julia has $40. She spends half of her money to buy a new game for her phone. She spends a quarter of what she has left on in-game purchases. How much money did she spend in all?",
        25,
    ),
    (
        "Julia has $40. She spends half of her money to buy a new game for her phone. She spends a quarter of her money on in-game purchases. How much money does she have left?",
        10,
    ),
    (
        "Julia has $48. She spends a third of her money to buy a new game for her phone. She spends a quarter of what she has left on in-game purchases. How much money does she have left?",
        24,
    ),
    (
        "Julia has $40. She spends half of her money to buy a new game for her phone. She spends $5 of what she has left on in-game purchases. How much money does she have left?",
        15,
    ),
    (
        "Julia has $40.50. She spends half of her money to buy a new game for her phone. How much money does she have left?",
        F(81, 4),
    ),
    (
        "Julia has some money. She spends half of her money to buy a new game for her phone. She spends a quarter of what she has left on in-game purchases. She has $15 left. How much money did she have at first?",
        40,
    ),
    (
        "Janet makes 50 snowballs and her brother makes 150 snowballs. What percentage of the snowballs did her brother make?",
        75,
    ),
    (
        "Janet makes 50 snowballs and her brother makes 200 snowballs. What percentage of the snowballs did Janet make?",
        20,
    ),
    (
        "Janet makes 50 snowballs and her brother makes 150 snowballs. How many snowballs did they make in all?",
        200,
    ),
    (
        "Janet makes 50 snowballs and her brother makes 150 snowballs. What fraction of the snowballs did Janet make?",
        F(1, 4),
    ),
    (
        "Janet makes 50 snowballs and her brother makes 3 times as many snowballs. What percentage of the snowballs did Janet make?",
        25,
    ),
    (
        "Martha has 11 butterflies in her collection. She has twice as many blue butterflies as yellow butterflies. The rest of her butterflies are black. If Martha has 5 black butterflies, how many yellow butterflies does she have?",
        2,
    ),
    (
        "Martha has 20 butterflies in her collection. She has three times as many blue butterflies as yellow butterflies. The rest of her butterflies are black. If Martha has 8 black butterflies, how many blue butterflies does she have?",
        9,
    ),
    (
        "Martha has 11 butterflies in her collection. She has twice as many blue butterflies as yellow butterflies. The rest of her butterflies are black. How many blue butterflies does she have?",
        None,
    ),
    (
        "Penny has $20. Penny buys 4 pairs of socks for $2 a pair and a hat for $7. How much money did Penny spend?",
        15,
    ),
    (
        "Penny has $20. Penny buys 4 pairs of socks for $2.50 a pair and a hat for $7. How much money does Penny have left?",
        3,
    ),
    (
        "Penny has $20. Penny buys 4 pairs of socks for $2 a pair and a hat for $7. Her sister buys a scarf for $4. How much money does Penny have left?",
        5,
    ),
    (
        "Penny has $20. Penny buys 4 pairs of socks for $2 each pair and two hats for $3 each. How much money does Penny have left?",
        6,
    ),
    (
        "Penny has $20. Penny buys 4 pairs of socks and a hat for $7. How much money does Penny have left?",
        None,
    ),
    (
        "Penny has twenty dollars. Penny buys four pairs of socks for $2 a pair and a hat for $7. How much money does Penny have left?",
        5,
    ),
    (
        "The sum of Mario and Maria's ages now is 7. Mario is 1 year older than Maria. How old is Maria?",
        3,
    ),
    (
        "The sum of Mario and Maria's ages now is 9. Mario is 3 years older than Maria. How old is Mario?",
        6,
    ),
    (
        "The sum of Mario and Maria's ages now is 7. Mario is 1 year younger than Maria. How old is Mario?",
        3,
    ),
    (
        "Lucy lost one-third of her money. She then spent one-fourth of the remainder, and only left with $30. How much money did Lucy have at the beginning?",
        60,
    ),
    (
        "Lucy lost half of her money. She then spent one-fourth of the remainder, and only left with $15. How much money did Lucy have at the beginning?",
        40,
    ),
    (
        "Lucy lost one-third of her money. She then spent $5 of the remainder, and only left with $15. How much money did Lucy have at the beginning?",
        30,
    ),
    (
        "In two years, Ophelia will be four times as old as Lennon. If Lennon is currently eight years old, how old will Ophelia be in two years?",
        40,
    ),
    (
        "In three years, Ophelia will be four times as old as Lennon. If Lennon is currently eight years old, how old is Ophelia?",
        41,
    ),
    (
        "In two years, Ophelia will be three times as old as Lennon. If Lennon is currently 8 years old, how old is Ophelia?",
        28,
    ),
    (
        "Two years ago, Ophelia was four times as old as Lennon. If Lennon is currently eight years old, how old is Ophelia?",
        26,
    ),
    (
        "If Janet reads 80 pages a day and Belinda reads 30 pages a day, how many more pages does Janet read in 2 weeks?",
        700,
    ),
    (
        "If Janet reads 80 pages a day and Belinda reads 30 pages a day, how many pages do they read together in 6 days?",
        660,
    ),
    (
        "If Janet reads 80 pages a day and Belinda reads 30 pages a day, how many more pages does Janet read in 6 weeks?",
        2100,
    ),
    (
        "If Janet reads 80 pages a week and Belinda reads 30 pages a week, how many more pages does Janet read in 6 weeks?",
        300,
    ),
    (
        "If Janet reads 80 pages a day and Belinda reads 30 pages a day, how many more pages does Janet read in 36 hours?",
        None,
    ),
    (
        "There are 120 cards in a box. If 2/5 of the cards are red, exactly 5/9 of the remainder are black, and the rest are green, calculate the number of black cards in the box?",
        40,
    ),
    (
        "There are 120 cards in a box. If 1/4 of the cards are red, exactly 2/3 of the remainder are black, and the rest are green, calculate the number of green cards in the box?",
        30,
    ),
    (
        "There are 1200 cards in a box. If 2/5 of the cards are red, exactly 5/9 of the remainder are black, and the rest are green, calculate the number of green cards in the box?",
        320,
    ),
    (
        "There are 120 cards in a box. If 2/5 of the cards are red, exactly 5/9 of the cards are black, and the rest are green, calculate the number of green cards in the box?",
        None,
    ),
    (
        "Dan has two times as many stickers as Tom. Tom has 3 times as many stickers as Bob. If Bob has 12 stickers, how many does Tom have?",
        36,
    ),
    (
        "Dan has two times as many stickers as Tom. Tom has 3 more stickers than Bob. If Bob has 12 stickers, how many does Dan have?",
        30,
    ),
    (
        "Dan has two times as many stickers as Tom. Tom has 3 times as many stickers as Bob. If Dan has 72 stickers, how many does Bob have?",
        12,
    ),
    (
        "Dan has two times as many stickers as Tom. Tom has 3 times as many stickers as Bob. If Bob has 12 stickers, how many do they have altogether?",
        120,
    ),
    (
        "Amy's grandfather gave her $100 for her birthday. Amy bought 3 dolls, each of which cost $1.50. How much money does Amy have left?",
        F(191, 2),
    ),
    (
        "Amy's grandfather gave her $100 for her birthday. Amy bought 3 dolls, each of which cost $10. Then she bought a book for $12. How much money does Amy have left?",
        58,
    ),
    (
        "Amy's grandfather gave her $100 for her birthday. Amy bought 3 dolls, each of which cost $1. How much money did Amy spend?",
        3,
    ),
    (
        "Amy's grandfather gave her $100 for her birthday. Her grandmother gave her $50. Amy bought 3 dolls, each of which cost $1. How much money does Amy have left?",
        147,
    ),
    (
        "Amy's grandfather gave her $100 for her birthday. Amy bought 3 dolls. How much money does Amy have left?",
        None,
    ),
    (
        "Amy's grandfather gave her $100 for her birthday. Amy bought 3 dozen dolls, each of which cost $1. How much money does Amy have left?",
        64,
    ),
    (
        "Rubert has 4 times the number of candies James has. James has 3 times the number of candies Adam has. If Adam has 6 candies, how many candies does Rubert have?",
        72,
    ),
    (
        "Rubert has 4 more candies than James has. James has 3 times the number of candies Adam has. If Adam has 6 candies, how many candies do the three of them have in total?",
        46,
    ),
    (
        "In a game, Samanta has 8 more points than Mark, and Mark has 50% more points than Eric. Eric has 6 points. How many points does Samanta have?",
        17,
    ),
    (
        "In a game, Samanta has 8 more points than Mark, and Mark has 50% fewer points than Eric. Eric has 6 points. How many points do Samanta, Mark, and Eric have in total?",
        20,
    ),
    (
        "In a game, Samanta has 8 more points than Mark, and Mark has 25% more points than Eric. Eric has 8 points. How many points do Samanta, Mark, and Eric have in total?",
        36,
    ),
    (
        "Anna has 3 times as many toys as Mandy and 2 fewer toys than Amanda. If they have 142 toys all together, how many toys does Amanda have?",
        62,
    ),
    (
        "Anna has 3 times as many toys as Mandy and 2 more toys than Amanda. If they have 138 toys all together, how many toys does Mandy have?",
        20,
    ),
    (
        "Trey has 7 times as many turtles as Kris. Kris has 1/4 as many turtles as Kristen has. How many turtles does Trey have, if Kristen has 12?",
        21,
    ),
    (
        "Trey has 7 times as many turtles as Kris. Kris has 1/3 as many turtles as Kristen has. How many more turtles does Trey have than Kristen, if Kristen has 12?",
        16,
    ),
    (
        "Edward had $17.80 to spend at the toy store. He bought 4 toy cars that cost $0.95 each and a race track that cost $6.00. How much money did he spend?",
        F(49, 5),
    ),
    (
        "Edward had $20 to spend at the toy store. He bought 4 toy cars that cost $1.25 each and a race track that cost $6.00. How much money does Edward have left to buy more toys?",
        9,
    ),
    (
        "Edward had $17.80 to spend at the toy store. He bought 4 toy cars that cost 95 cents each and a race track that cost $6.00. How much money does Edward have left to buy more toys?",
        8,
    ),
    (
        "Jackie walks 2 miles each day while Jessie walks 1.5 miles each day. How many more miles, in all, does Jackie walk than Jessie walk in 2 weeks?",
        7,
    ),
    (
        "Jackie walks 2 miles each day while Jessie walks 1.5 miles each day. How many miles do they walk together in 6 days?",
        21,
    ),
    (
        "Jackie walks 2.5 miles each day while Jessie walks 1.5 miles each day. How many more miles, in all, does Jackie walk than Jessie walk in 6 days?",
        6,
    ),
    (
        "Jackie walks 2 miles each day while Jessie walks 1.5 miles each day. How many more miles does Jackie walk than Jessie walk in 12 hours?",
        None,
    ),
    (
        "The bakery has 8 indoor tables and 12 outdoor tables. Each indoor table has 4 chairs and each outdoor table has 3 chairs. How many chairs are there in total?",
        68,
    ),
    (
        "The bakery has 8 indoor tables and 12 outdoor tables. Each indoor table has 3 chairs and each outdoor table has 3 chairs. How many chairs are outdoors?",
        36,
    ),
    (
        "The bakery has 8 indoor tables and 12 outdoor tables. Each indoor table has 4 chairs and each outdoor table has 3 chairs. How many more chairs are outdoors than indoors?",
        4,
    ),
    (
        "The bakery has 8 indoor tables and 12 outdoor tables. Each indoor table has 3 chairs. How many chairs are there in total?",
        None,
    ),
    (
        "The bakery has 8 indoor tables and 12 outdoor tables. Each indoor table has 3 chairs and each outdoor table has 3 chairs. The bakery also has 5 stools. How many chairs are there in total?",
        60,
    ),
    (
        "At the patisserie, a single layer cake slice is $4 and a double layer cake slice is $7.  Dusty buys 7 single layer cake slices and 5 double layer cake slices.  How much does he spend?",
        63,
    ),
    (
        "At the patisserie, a single layer cake slice is $4.50 and a double layer cake slice is $7.  Dusty buys 6 single layer cake slices and 5 double layer cake slices.  If he pays with a $100 bill, how much change does he receive?",
        38,
    ),
    (
        "At the patisserie, a single layer cake slice is $4 and a double layer cake slice is $7.  Dusty buys 7 single layer cake slices and 5 double layer cake slices.  If he pays with two $50 bills, how much change does he receive?",
        37,
    ),
    (
        "Chad bought 6 packages of cat food and 2 packages of dog food. Each package of cat food contained 9 cans, and each package of dog food contained 3 cans. How many cans did Chad buy in all?",
        60,
    ),
    (
        "Chad bought 6 packages of cat food and 2 packages of dog food. Each package of cat food contained 9 cans, and each package of dog food contained 12 cans. How many more cans of cat food than dog food did Chad buy?",
        30,
    ),
    (
        "Chad bought 6 packages of cat food and 2 packages of dog food. Each package of cat food contained 9 cans. How many more cans of cat food than dog food did Chad buy?",
        None,
    ),
    (
        "Jenny has 6 Pokemon cards. Orlando has 2 more cards than Jenny. Richard has three times as many cards as Orlando. How many Pokemon cards does Richard have?",
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
        "Tom's brother is 4 times as old as Tom's dog. If in 6 years, Tom's brother will be 30 years, how old is Tom's dog now?",
        6,
    ),
    (
        "Tom's brother is 3 times as old as Tom's dog. If in 6 years, Tom's brother will be 30 years, how old is Tom's dog going to be in six years?",
        14,
    ),
    (
        "Mandy bought 3 packs of black shirts and 3 packs of yellow shirts for her tennis team. The black shirts come in packs of 5, and the yellow shirts come in packs of 2. How many black shirts did Mandy buy?",
        15,
    ),
    (
        "Mandy bought 3 packs of black shirts and 4 packs of yellow shirts for her tennis team. The black shirts come in packs of 5, and the yellow shirts come in packs of 2. How many shirts did Mandy buy in all?",
        23,
    ),
    (
        "Mandy bought 3 packs of black shirts and 3 packs of yellow shirts for her tennis team. The black shirts come in packs of 5. How many shirts did Mandy buy in all?",
        None,
    ),
    (
        "Mandy bought 3 packs of black shirts and 3 packs of yellow shirts for her tennis team. The black shirts come in packs of 5, and the yellow shirts come in packs of 2. She gave 4 shirts away. How many shirts does Mandy have now?",
        17,
    ),
    (
        "Simon has 20% more legos than Bruce, who has 20 more than Kent.  If Kent has 40 legos, how many does Bruce have?",
        60,
    ),
    (
        "Simon has 20% fewer legos than Bruce, who has 20 more than Kent.  If Kent has 40 legos, how many does Simon have?",
        48,
    ),
    (
        "Simon has 50% more legos than Bruce, who has 20 more than Kent.  If Kent has 40 legos, how many legos do they have in total?",
        190,
    ),
    (
        "Jerry has three times as many stickers as George. George has 6 fewer stickers than his brother Fred. If Fred has 18 stickers, how many stickers does George have?",
        12,
    ),
    (
        "Jerry has three times as many stickers as George. George has 6 more stickers than his brother Fred. If Fred has 18 stickers, how many stickers does Jerry have?",
        72,
    ),
    (
        "In 7 years, Kaylee will be 3 times as old as Matt is now. If Matt is currently 5 years old, how old will Kaylee be in 7 years?",
        15,
    ),
    (
        "In 3 years, Kaylee will be 3 times as old as Matt is now. If Matt is currently 5 years old, how old is Kaylee now?",
        12,
    ),
    (
        "Jack orders 3 sandwiches that cost $5 each.  He pays with a $50 bill.  How much does he get in change?",
        35,
    ),
    (
        "Jack orders 3 sandwiches that cost $5.25 each.  He pays with a $20 bill.  How much does he get in change?",
        F(17, 4),
    ),
    (
        "Jack orders 3 sandwiches that cost $5 each and a drink that costs $2.  He pays with a $20 bill.  How much does he get in change?",
        3,
    ),
    ("Jack orders 3 sandwiches.  He pays with a $20 bill.  How much does he get in change?", None),
    (
        "Seth and Max were selling candy bars for a school fundraiser. Seth sold 6 more candy bars than 3 times the number of candy bars that Max sold. If Max sold 24 candy bars, how many did they sell in all?",
        102,
    ),
    (
        "Seth and Max were selling candy bars for a school fundraiser. Seth sold 6 fewer candy bars than 3 times the number of candy bars that Max sold. If Max sold 24 candy bars, how many did Seth sell?",
        66,
    ),
    (
        "Seth and Max were selling candy bars for a school fundraiser. Seth sold 6 more candy bars than 3 times the number of candy bars that Max sold. If Seth sold 78 candy bars, how many did Max sell?",
        24,
    ),
    (
        "James buys 10 shirts and half as many pants.  The shirts cost $6 each and the pants cost $8 each.  How much did the pants cost?",
        40,
    ),
    (
        "James buys 10 shirts and twice as many pants.  The shirts cost $6 each and the pants cost $8 each.  How much did everything cost?",
        220,
    ),
    (
        "James buys 10 shirts and half as many pants.  The shirts cost $6.50 each and the pants cost $8 each.  How much did everything cost?",
        105,
    ),
    (
        "James buys 10 shirts and 3 fewer pants.  The shirts cost $6 each and the pants cost $8 each.  How much did everything cost?",
        116,
    ),
    ("Ms. Alice can grade 296 papers in 8 hours. How many papers can she grade in 1 hour?", 37),
    (
        "Ms. Alice can grade 296 papers in 8 hours. How many papers can she grade in 30 minutes?",
        F(37, 2),
    ),
    ("Ms. Alice can grade 296 papers in 8 hours. How many papers can she grade in 2 days?", None),
    ("Ms. Alice can grade 300 papers in 8 hours. How many papers can she grade in 10 hours?", 375),
    (
        "Ms. Alice can grade 296 papers in 8 hours. How many hours does she need to grade 407 papers?",
        11,
    ),
    (
        "Frank spent 1/5 of his money to buy groceries. He then spent 1/4 of the remaining money to buy a magazine. If he had $360 left in his wallet, how much did the magazine cost?",
        120,
    ),
    (
        "Frank spent 1/3 of his money to buy groceries. He then spent 1/4 of the remaining money to buy a magazine. If he had $360 left in his wallet, how much money did he have at first?",
        720,
    ),
    (
        "Frank spent 1/5 of his money to buy groceries. He then spent 1/4 of his money to buy a magazine. If he had $360 left in his wallet, how much money did he have at first?",
        F(7200, 11),
    ),
    (
        "A bag contains 50 fewer baseball cards than football cards. There are 4 times as many football cards as hockey cards. If there are 200 hockey cards in the bag, how many baseball cards are there?",
        750,
    ),
    (
        "A bag contains 50 more baseball cards than football cards. There are 4 times as many football cards as hockey cards. If there are 200 hockey cards in the bag, how many cards are there altogether?",
        1850,
    ),
    (
        "John can play 200 beats per minute.  If he plays 2 hours a day for 3 days how many beats does he play each day?",
        24000,
    ),
    (
        "John can play 200 beats per minute.  If he plays 30 minutes a day for 3 days how many beats does he play?",
        18000,
    ),
    (
        "John can play 200 beats per minute.  If he plays 1.5 hours a day for 3 days how many beats does he play?",
        54000,
    ),
    (
        "John can play 200 beats per second.  If he plays 2 minutes a day for 3 days how many beats does he play?",
        72000,
    ),
    (
        "Gunther can type 160 words every 3 minutes and he works 8 hours per day. How many words can Gunther type in a working day?",
        25600,
    ),
    (
        "Gunther can type 160 words every 4 minutes and he works 480 minutes per day. How many words can Gunther type in a working day?",
        19200,
    ),
    (
        "Gunther can type 160 words every 3 minutes and he works 480 minutes per day. How many words can Gunther type in 2 working days?",
        51200,
    ),
    (
        "Gunther can type 160 words every 3 minutes and he works 480 minutes per day. How many words can Gunther type in an hour?",
        3200,
    ),
    (
        "Quentin, Skylar, and Colten have a total of 383 chickens.  Quentin has 25 more than double the chickens that Skylar has.  Skylar has 4 less than triple the number of chickens that Colten has.  How many chickens does Skylar have?",
        107,
    ),
    (
        "There are 25 roses in a garden. There are 40 tulips. There are 35 daisies. What percentage of flowers are roses?",
        25,
    ),
    (
        "There are 25 roses in a garden. There are 40 tulips. There are 35 daisies. What percentage of flowers are not tulips?",
        60,
    ),
    (
        "There are 25 roses in a garden. There are 40 tulips. There are 35 daisies. There are 10 trees. What percentage of flowers are not roses?",
        75,
    ),
    (
        "There are 20 roses in a garden. There are 40 tulips. There are 20 daisies. What percentage of flowers are not roses?",
        75,
    ),
    (
        "There are 25 roses in a garden. There are 40 tulips. There are 35 daisies. How many flowers are not roses?",
        75,
    ),
    (
        "Herbert is 10 years younger than Kris. If Kris is 24 years old now, how old was Herbert last year?",
        13,
    ),
    (
        "Herbert is 10 years older than Kris. If Kris is 24 years old now, how old will Herbert be next year?",
        35,
    ),
    (
        "Herbert is 10 years younger than Kris. If Kris is 24 years old now, how old will Herbert be in 5 years?",
        19,
    ),
    (
        "Herbert is 10 years younger than Kris. If Herbert is 24 years old now, how old will Kris be next year?",
        35,
    ),
    (
        "Linda bought two coloring books at $4 each, 4 packs of peanuts at $1.50 each pack, and one stuffed animal. She gave the cashier $30 and got no change. How much does a stuffed animal cost?",
        16,
    ),
    (
        "Linda bought two coloring books at $4 each, 4 packs of peanuts at $1.50 each pack, and one stuffed animal. She gave the cashier $25 and got $2 change. How much does a stuffed animal cost?",
        9,
    ),
    (
        "Linda bought two coloring books at $4 each, 4 packs of peanuts at $1.50 each pack, and one stuffed animal. She gave the cashier $25. How much does a stuffed animal cost?",
        None,
    ),
    (
        "Suraya picked 12 apples more than Caleb, and Caleb picked 5 apples less than Kayla. If Kayla picked 20 apples, how many apples did Suraya pick?",
        27,
    ),
    (
        "Suraya picked 12 apples more than Caleb, and Caleb picked 5 apples more than Kayla. If Kayla picked 20 apples, how many more apples did Suraya pick than Kayla?",
        17,
    ),
    (
        "Suraya picked 12 apples more than Caleb, and Caleb picked 5 apples less than Kayla. If Kayla picked 20 apples, how many apples did they pick in all?",
        62,
    ),
    (
        "It takes David 10 minutes to wash 4 windows.  David's house has 64 windows.  How many hours will it take David to wash all of the windows?",
        F(8, 3),
    ),
    (
        "It takes David 10 minutes to wash 4 windows.  David's house has 64 windows.  How many minutes will it take David to wash half of the windows?",
        80,
    ),
    (
        "It takes David 15 minutes to wash 4 windows.  David's house has 64 windows.  How many minutes will it take David to wash all of the windows?",
        240,
    ),
    (
        "It takes David 10 minutes to wash 4 windows.  David's house has 64 windows and 3 doors.  How many minutes will it take David to wash all of the windows?",
        160,
    ),
    (
        "It takes David half an hour to wash 4 windows.  David's house has 64 windows.  How many minutes will it take David to wash all of the windows?",
        480,
    ),
    (
        "It takes David 10 minutes to wash 4 windows.  How many minutes will it take David to wash all of the windows?",
        None,
    ),
    (
        "Rodney has 35 dollars more than Ian. Ian has half as much money as Jessica has. If Jessica has 100 dollars, how much money does Rodney have?",
        85,
    ),
    (
        "Rodney has 35 dollars less than Ian. Ian has half as much money as Jessica has. If Jessica has 100 dollars, how much more money does Jessica have than Rodney?",
        85,
    ),
    (
        "Rodney has 35 dollars more than Ian. Ian has half as much money as Jessica has. If Jessica has 100 dollars, how much money do they have altogether?",
        235,
    ),
    (
        "Brandon has a collection of 20 baseball cards.  Malcom has 8 more cards than Brandon.  However, then Malcom gives half of his cards to his friend Mark.  How many cards does Mark get?",
        14,
    ),
    (
        "Brandon has a collection of 20 baseball cards.  Malcom has 8 more cards than Brandon.  However, then Malcom gives a quarter of his cards to his friend Mark.  How many cards does Malcom have left?",
        21,
    ),
    (
        "Brandon has a collection of 20 baseball cards.  Malcom has 8 fewer cards than Brandon.  However, then Malcom gives half of his cards to his friend Mark.  How many cards does Malcom have left?",
        6,
    ),
    (
        "Brandon has a collection of 20 baseball cards.  Malcom has 8 more cards than Brandon.  However, then Brandon gives half of his cards to his friend Mark.  How many cards does Malcom have left?",
        28,
    ),
    (
        "Mary has 26 blue shirts and 36 brown shirts. If she gives away half of her blue shirts and a third of her brown shirts, how many shirts did she give away?",
        25,
    ),
    (
        "Mary has 26 blue shirts and 36 brown shirts. If she gives away half of her blue shirts and a quarter of her brown shirts, how many shirts does she have left?",
        40,
    ),
    (
        "Mary has 26 blue shirts and 36 brown shirts. If she gives away half of her blue shirts and a third of her brown shirts, how many brown shirts does she have left?",
        24,
    ),
    (
        "Mary has 26 blue shirts and 36 brown shirts. If she gives away half of her shirts, how many shirts does she have left?",
        31,
    ),
    (
        "Mary has 26 blue shirts and 36 brown shirts. If she gives away half of her blue shirts and then buys 4 brown shirts, how many shirts does she have left?",
        53,
    ),
    (
        "Alia has 2 times as many markers as Austin. Austin has one-third as many markers as Steve does. If Steve has 60 markers, how many does Austin have?",
        20,
    ),
    (
        "Alia has 2 times as many markers as Austin. Austin has one-fourth as many markers as Steve does. If Steve has 60 markers, how many does Alia have?",
        30,
    ),
    (
        "Alia has 2 times as many markers as Austin. Austin has one-third as many markers as Steve does. If Alia has 40 markers, how many does Steve have?",
        60,
    ),
    (
        "Noah’s age is twice Joe’s age. If Joe is 6 years old, how old will Noah be after 5 years?",
        17,
    ),
    (
        "Noah’s age is three times Joe’s age. If Joe is 6 years old, how old will Noah be after 10 years?",
        28,
    ),
    ("Noah’s age is twice Joe’s age. If Joe is 6 years old, how old was Noah 2 years ago?", 10),
    (
        "Noah’s age is twice Joe’s age. If Noah is 6 years old, how old will Joe be after 10 years?",
        13,
    ),
    (
        "John is 10 years old. His sister is twice his age. When he is 40 years old, how old will his sister be?",
        50,
    ),
    (
        "John is 10 years old. His sister is 3 years older than him. When he is 50 years old, how old will his sister be?",
        53,
    ),
    (
        "John is 10 years old. His sister is twice his age. When his sister is 50 years old, how old will John be?",
        40,
    ),
    (
        "Mara has 12 bags with 2 marbles in each bag. Markus has 2 bags with 13 marbles in each bag. How many marbles do they have altogether?",
        50,
    ),
    (
        "Mara has 12 bags with 3 marbles in each bag. Markus has 2 bags with 13 marbles in each bag. How many more marbles does Mara have?",
        10,
    ),
    (
        "Mara has 12 bags with 2 marbles in each bag. Markus has 2 bags with 13 marbles in each bag. How many bags do they have?",
        14,
    ),
    (
        "Mara has 12 bags with 2 marbles in each bag. Markus has 2 bags with 13 marbles in each bag. Mara loses 4 marbles. How many marbles does Mara have?",
        20,
    ),
    (
        "Tamika drove for 8 hours at an average speed of 45 miles per hour. Logan drove for 5 hours at 55 miles an hour. How many miles did they drive in all?",
        635,
    ),
    (
        "Tamika drove for 8 hours at an average speed of 45 miles per hour. Logan drove for 5 hours at 55 miles an hour. How many miles did Logan drive?",
        275,
    ),
    (
        "Tamika drove for 90 minutes at an average speed of 40 miles per hour. How many miles did Tamika drive?",
        60,
    ),
    (
        "Tamika drove for 8 hours at an average speed of 45 miles per hour. Logan drove for 5 hours. How many miles farther did Tamika drive?",
        None,
    ),
    (
        "Albert wants a paintbrush that costs $1.50, a set of paints that costs $4.35, and a wooden easel that costs $12.65. Albert already has $10. How much more money does Albert need?",
        F(17, 2),
    ),
    (
        "Albert wants a paintbrush that costs $1.50, a set of paints that costs $4.35, and a wooden easel that costs $12.65. How much does Albert need in total?",
        F(37, 2),
    ),
    (
        "Albert wants a paintbrush that costs $1.50, a set of paints that costs $4.35, and a wooden easel. Albert already has $6.50. How much more money does Albert need?",
        None,
    ),
    ("Bob can shuck 10 oysters in 5 minutes.  How many oysters can he shuck in 3 hours?", 360),
    ("Bob can shuck 10 oysters in 5 minutes.  How many oysters can he shuck in half an hour?", 60),
    (
        "Bob can shuck 10 oysters in 5 minutes.  How many minutes does he need to shuck 240 oysters?",
        120,
    ),
    ("Bob can shuck 10 oysters in 5 minutes.  How many oysters can he shuck in 2.5 hours?", 300),
    ("Bob can shuck 10 oysters in 5 minutes.  How many oysters can he shuck in 90 seconds?", 3),
    (
        "Christian is twice as old as Brian. In eight more years, Brian will be 40 years old. How old is Christian now?",
        64,
    ),
    (
        "Christian is three times as old as Brian. In eight more years, Brian will be 40 years old. How old will Christian be in eight years?",
        104,
    ),
    (
        "Christian is twice as old as Brian. Eight years ago, Brian was 40 years old. How old is Christian now?",
        96,
    ),
    (
        "There are 14 red crayons, 5 more blue crayons than red crayons, and 6 less yellow crayons than double the blue crayons.  How many blue crayons are there?",
        19,
    ),
    (
        "There are 14 red crayons, 5 more blue crayons than red crayons, and 6 less yellow crayons than double the blue crayons.  How many crayons are there in all?",
        65,
    ),
    (
        "There are 14 red crayons, 5 fewer blue crayons than red crayons, and 6 more yellow crayons than double the blue crayons.  How many yellow crayons are there?",
        24,
    ),
    (
        "A box holds 2 dozen doughnuts. If the family ate 8 doughnuts, how many doughnuts did they eat?",
        8,
    ),
    (
        "A box holds 3 dozen doughnuts. If the family ate 8 doughnuts, how many doughnuts are left?",
        28,
    ),
    (
        "A box holds 2 dozen doughnuts. If the family ate half of the doughnuts, how many doughnuts are left?",
        12,
    ),
    (
        "A box holds 2 dozen doughnuts. If the family ate 8 doughnuts and the dog ate 2, how many doughnuts are left?",
        14,
    ),
    (
        "A box holds 2 dozen doughnuts. If the family ate 8 doughnuts, how many dozen doughnuts are left?",
        F(4, 3),
    ),
    (
        "Todd has $20. He buys 4 candy bars that cost $2.25 each. How much money in dollars does Todd have left?",
        11,
    ),
    (
        "Todd has $20. He buys 4 candy bars that cost 50 cents each. How much money in dollars does Todd have left?",
        18,
    ),
    (
        "Todd has $20. He buys 4 candy bars that cost $2 each. How much money in cents does Todd have left?",
        1200,
    ),
    (
        "Todd has $20. He buys 4 candy bars that cost $2 each and a soda for $3. How much money in dollars does Todd have left?",
        9,
    ),
    (
        "Todd has $20. His sister has $15. He buys 4 candy bars that cost $2 each. How much money in dollars does Todd have left?",
        12,
    ),
    (
        "Adam and Tom are brothers. Adam is 8 years old and Tom is 12 years old. In how many years will their combined age be 50 years old?",
        15,
    ),
    (
        "Adam and Tom are brothers. Adam is 8 years old and Tom is 12 years old. What is their combined age in 5 years?",
        30,
    ),
    (
        "Hermione, Luna, and Celestia combined have 83 spelling badges. If Hermione has 14 and Luna has 27, how many spelling badges does Celestia have?",
        42,
    ),
    (
        "Hermione, Luna, and Celestia combined have 83 spelling badges. If Hermione has 14 and Luna has twice as many as Hermione, how many spelling badges does Celestia have?",
        41,
    ),
    (
        "Hermione, Luna, and Celestia combined have 83 spelling badges. If Hermione has 14, how many spelling badges does Celestia have?",
        None,
    ),
    (
        "Barbeck has two times as many guitars as Steve, but Davey has three times as many guitars as Barbeck. If there are 27 guitars altogether, how many guitars does Steve have?",
        3,
    ),
    (
        "Barbeck has two times as many guitars as Steve, but Davey has two times as many guitars as Barbeck. If there are 35 guitars altogether, how many guitars does Davey have?",
        20,
    ),
    (
        "Annie has $120. The restaurant next door sells hamburgers for $4 each. The restaurant across the street sells milkshakes for $3 each. Annie buys 8 hamburgers and 6 milkshakes. How much money, in dollars, did she spend?",
        50,
    ),
    (
        "Annie has $120. The restaurant next door sells hamburgers for $4.50 each. The restaurant across the street sells milkshakes for $3 each. Annie buys 8 hamburgers and 6 milkshakes. How much money, in dollars, does she have left?",
        66,
    ),
    (
        "Annie has $120. The restaurant next door sells hamburgers for $4 each. The restaurant across the street sells milkshakes for $3 each. Annie buys 8 hamburgers. How much money, in dollars, does she have left?",
        88,
    ),
    (
        "Cristine bought a dozen lemons and gave 1/4 of them to her neighbor. How many lemons did she give to her neighbor?",
        3,
    ),
    (
        "Cristine bought two dozen lemons and gave 1/3 of them to her neighbor. How many lemons does Cristine have left?",
        16,
    ),
    (
        "Cristine bought a dozen lemons and gave 1/4 of them to her neighbor. Then she ate 2. How many lemons does Cristine have left?",
        7,
    ),
    (
        "Cristine bought a dozen lemons and 6 limes and gave 1/4 of the lemons to her neighbor. How many lemons does Cristine have left?",
        9,
    ),
    (
        "Kim has 12 nail polishes. Heidi has 5 more nail polishes than Kim, and Karen has 4 fewer nail polishes than Kim. How many nail polishes do the three of them have together?",
        37,
    ),
    (
        "Kim has 12 nail polishes. Heidi has 5 fewer nail polishes than Kim, and Karen has 4 more nail polishes than Kim. How many nail polishes does Karen and Heidi have together?",
        23,
    ),
    (
        "In four years, Suzy will be twice Mary's age then. If Suzy is 20 now, how old will Mary be in four years?",
        12,
    ),
    (
        "In four years, Suzy will be three times Mary's age then. If Suzy is 20 now, how old is Mary?",
        4,
    ),
    (
        "Wanda has 62 crayons. Dina has 28 and Jacob has two fewer crayons than Dina. How many crayons does Jacob have?",
        26,
    ),
    (
        "Wanda has 62 crayons. Dina has 28 and Jacob has two more crayons than Dina. How many crayons do they have in total?",
        120,
    ),
    (
        "Wanda has 62 crayons. Dina has 28 and Jacob has two fewer crayons than Wanda. How many crayons do they have in total?",
        150,
    ),
    (
        "Three years ago, Bethany was twice the age of her younger sister. In 5 years, her younger sister will be 16. How old is her younger sister now?",
        11,
    ),
    (
        "Three years ago, Bethany was three times the age of her younger sister. In 5 years, her younger sister will be 16. How old is Bethany now?",
        27,
    ),
    (
        "Liza reads 20 pages in an hour, and Suzie reads 15 pages in an hour. How many pages do they read together in 3 hours?",
        105,
    ),
    (
        "Liza reads 20 pages in an hour, and Suzie reads 15 pages in an hour. How many more pages does Liza read than Suzie in 90 minutes?",
        F(15, 2),
    ),
    (
        "Liza reads 20 pages in half an hour, and Suzie reads 15 pages in an hour. How many more pages does Liza read than Suzie in 3 hours?",
        75,
    ),
    (
        "Susan has 21 cats and Bob has 3 cats. If Susan gives Bob 4 of her cats, how many more cats does Susan have than Bob?",
        10,
    ),
    (
        "Susan has 21 cats and Bob has 3 cats. If Susan gives Robert 4 of her cats, how many cats does Susan have?",
        17,
    ),
    (
        "Susan has 21 cats and Bob has 3 cats. If Susan gives Robert 4 of her cats, how many cats do Susan and Bob have together?",
        20,
    ),
    (
        "Steven has 4 times as many shirts as Andrew. Andrew has 6 times as many shirts as Brian. If Brian has 3 shirts, how many shirts do they have in all?",
        93,
    ),
    (
        "Steven has 4 times as many shirts as Andrew. Andrew has 6 more shirts than Brian. If Brian has 3 shirts, how many does Steven have?",
        36,
    ),
    (
        "Mirasol had $50 in her account. She spent $10 on coffee beans and $30 on a tumbler. How much did she spend?",
        40,
    ),
    (
        "Mirasol had $50 in her account. She spent $10.50 on coffee beans and $30 on a tumbler. How much is left in her account?",
        F(19, 2),
    ),
    (
        "Mirasol had $50 in her account. She deposited $20. She spent $10 on coffee beans and $30 on a tumbler. How much is left in her account?",
        30,
    ),
    (
        "Mirasol had $50 in her account. She spent $10 on coffee beans and $30 on a tumbler. Her brother spent $5 on tea. How much is left in her account?",
        10,
    ),
    (
        "There are 3 bicycles, 4 tricycles and 7 unicycles in the garage at Zoe's house. Each bicycle has 2 wheels, each tricycle has 3 wheels and each unicycle has 1 wheel. How many vehicles are there in all?",
        14,
    ),
    (
        "There are 3 bicycles, 4 tricycles and 7 unicycles in the garage at Zoe's house. Each bicycle has 2 wheels, each tricycle has 3 wheels and each unicycle has 1 wheel. How many wheels do the tricycles have?",
        12,
    ),
    (
        "There are 3 bicycles, 4 tricycles and 7 unicycles in the garage at Zoe's house. Each bicycle has 2 wheels and each tricycle has 3 wheels. How many wheels are there in all?",
        None,
    ),
    (
        "Amalia can read 4 pages of her book in 2 minutes. How many minutes will it take her to read 30 pages of her book?",
        15,
    ),
    (
        "Amalia can read 4 pages of her book in 2 minutes. How many pages can she read in an hour?",
        120,
    ),
    (
        "Amalia can read 4 pages of her book in 3 minutes. How many minutes will it take her to read 18 pages of her book?",
        F(27, 2),
    ),
    (
        "James has 3 more than 2 times the number of Oreos Jordan has.  If there are 36 Oreos total, how many does James have?",
        25,
    ),
    (
        "James has 3 less than 2 times the number of Oreos Jordan has.  If there are 36 Oreos total, how many does Jordan have?",
        13,
    ),
    ("Sandra eats 3 beignets every morning.  How many beignets will she eat in 2 weeks?", 42),
    ("Sandra eats 3 beignets every morning.  How many beignets will she eat in 30 days?", 90),
    (
        "Sandra eats 3 beignets every morning and 2 every evening.  How many beignets will she eat in 16 weeks?",
        560,
    ),
    (
        "Olivia bought two packs of basketball cards at $3 each, and 5 decks of baseball cards at $4 each.  How much did she spend?",
        26,
    ),
    (
        "Olivia bought two packs of basketball cards at $3.50 each, and 5 decks of baseball cards at $4 each.  If she had one $50 bill, how much change did she receive?",
        23,
    ),
    (
        "Olivia bought two packs of basketball cards at $3 each, and 5 decks of baseball cards at $4 each.  If she had two $20 bills, how much change did she receive?",
        14,
    ),
    (
        "Jasmine bought 4 pounds of coffee beans and 2 gallons of milk. A pound of coffee beans costs $2.50 and a gallon of milk costs $3.50. How much will Jasmine pay for the milk?",
        7,
    ),
    (
        "Jasmine bought 6 pounds of coffee beans and 3 gallons of milk. A pound of coffee beans costs $2.25 and a gallon of milk costs $3.50. How much will Jasmine pay in all?",
        24,
    ),
    (
        "Jasmine bought 4 pounds of coffee beans and 2 gallons of milk. A pound of coffee beans costs $2.50. How much will Jasmine pay in all?",
        None,
    ),
    (
        "Two years ago, Jared was twice as old as Tom. If Tom will be 30 in five years, how old is Tom now?",
        25,
    ),
    (
        "Two years ago, Jared was three times as old as Tom. If Tom will be 30 in five years, how old is Jared now?",
        71,
    ),
    (
        "In 10 years, Cornelia will be three times as old as Kilee. If Kilee is currently 20 years old, how old will Cornelia be in 10 years?",
        90,
    ),
    (
        "In 5 years, Cornelia will be three times as old as Kilee. If Kilee is currently 20 years old, how old is Cornelia now?",
        70,
    ),
    (
        "Ashton had two boxes of pencils with fourteen pencils in each box. He gave six pencils to his brother. How many pencils did Ashton have at first?",
        28,
    ),
    (
        "Ashton had three boxes of pencils with fourteen pencils in each box. He gave six pencils to his brother and four to his sister. How many pencils did Ashton have left?",
        32,
    ),
    (
        "Ashton had two boxes of pencils with fourteen pencils in each box. He gave half of the pencils to his brother. How many pencils did Ashton have left?",
        14,
    ),
    (
        "Tyrah has six times as many pencils as Sarah has. Tim has eight times as many pencils as Sarah. If Tyrah has 12 pencils, how many does Sarah have?",
        2,
    ),
    (
        "Tyrah has six times as many pencils as Sarah has. Tim has eight times as many pencils as Sarah. If Tyrah has 12 pencils, how many pencils do they have in all?",
        30,
    ),
    (
        "On his farm, Mr. Valentino has 200 chickens, twice as many ducks as chickens and three times as many turkeys as ducks. How many turkeys does Mr. Valentino have?",
        1200,
    ),
    (
        "On his farm, Mr. Valentino has 200 chickens, half as many ducks as chickens and three times as many turkeys as ducks. How many birds does Mr. Valentino have on the farm in total?",
        600,
    ),
    (
        "On his farm, Mr. Valentino has 200 chickens, twice as many ducks as chickens and three times as many turkeys as chickens. How many birds does Mr. Valentino have on the farm in total?",
        1200,
    ),
    (
        "Luigi bought four pizzas for $80.  Each pizza was cut into 8 pieces.  How much did each piece of pizza cost, in dollars?",
        F(5, 2),
    ),
    (
        "Luigi bought four pizzas for $80.  Each pizza was cut into 5 pieces.  How much did each piece of pizza cost, in cents?",
        400,
    ),
    ("Luigi bought four pizzas for $80.  How much did each pizza cost, in dollars?", 20),
    (
        "Luigi bought four pizzas for $80.  Each pizza was cut into 5 pieces.  How many pieces were there?",
        20,
    ),
    (
        "Ella has 4 bags with 20 apples in each bag and six bags with 25 apples in each bag. If Ella sells 100 apples, how many apples does Ella has left?",
        130,
    ),
    (
        "Ali has $480. He spent half of it on food, and then he spent a third of what was left on a pair of glasses. How much did the glasses cost?",
        80,
    ),
    (
        "Ali has $480. He spent a quarter of it on food, and then he spent a third of what was left on a pair of glasses. How much money did he have left?",
        240,
    ),
    (
        "Ali has $480. He spent half of it on food, and then he spent $40 on a pair of glasses. How much money did he have left?",
        200,
    ),
    (
        "Diane bakes four trays with 25 gingerbreads in each tray and three trays with 20 gingerbreads in each tray. How many trays does Diane bake?",
        7,
    ),
    (
        "Diane bakes four trays with 25 gingerbreads in each tray and three trays with 20 gingerbreads in each tray. She eats 10. How many gingerbreads are left?",
        150,
    ),
    (
        "There are 48 crayons in the box.  Kiley takes 1/4 of them away.  Joe takes away half of the remaining crayons, how many crayons did Joe take?",
        18,
    ),
    (
        "There are 48 crayons in the box.  Kiley takes 1/3 of them away.  Joe takes away half of the remaining crayons, how many crayons are left?",
        16,
    ),
    (
        "There are 48 crayons in the box.  Kiley takes 1/4 of them away.  Joe takes away 10 of the remaining crayons, how many crayons are left?",
        26,
    ),
    (
        "Gabriel is 3 years younger than Frank. The current total of their ages right now is 17. What is Gabriel's age?",
        7,
    ),
    (
        "Gabriel is 5 years younger than Frank. The current total of their ages right now is 17. What is Frank's age?",
        11,
    ),
    (
        "Josh’s mom gives him $20 to go shopping at the mall. He buys a hat for $10 and a pencil for $2. Then he buys four cookies. If each cookie costs $1.50, how much money does Josh have left?",
        2,
    ),
    (
        "Josh’s mom gives him $20 to go shopping at the mall. He buys a hat for $10 and a pencil for $2. Then he buys four cookies. How much money does Josh have left?",
        None,
    ),
    (
        "Big boxes contain 7 dolls each. Small boxes contain 4 dolls each. There are 5 big boxes and 9 small boxes. How many dolls are in the small boxes?",
        36,
    ),
    (
        "Big boxes contain 7 dolls each. Small boxes contain 4 dolls each. There are 5 big boxes and 9 small boxes. How many more dolls are in the small boxes than in the big boxes?",
        1,
    ),
    (
        "Debora has 12 more dresses than Melissa. Melissa has half the number of dresses Emily has. If Emily has 16 dresses, how many dresses does Debora have?",
        20,
    ),
    (
        "Debora has 12 fewer dresses than Melissa. Melissa has twice the number of dresses Emily has. If Emily has 16 dresses, how many dresses do the three of them have in total?",
        68,
    ),
    (
        "Iris went to the mall to buy clothes.  She bought three jackets at $10 each, two pairs of shorts at $6 each, and four pairs of pants at $12 each. How much did she spend on pants?",
        48,
    ),
    (
        "Iris went to the mall to buy clothes.  She bought three jackets at $10.50 each, two pairs of shorts at $6 each, and four pairs of pants at $12 each. How much did she spend in all?",
        F(183, 2),
    ),
    (
        "Iris went to the mall to buy clothes.  She bought three jackets at $10 each, two pairs of shorts at $6 each, and four pairs of pants at $12 each. She had $100. How much does she have left?",
        10,
    ),
    (
        "Marc bought 5 model cars that cost $20 each and 5 bottles of paint that cost $10 each. He also bought 5 paintbrushes that cost $2 each. How much did Marc spend on paint?",
        50,
    ),
    (
        "Marc bought 5 model cars that cost $20 each and 5 bottles of paint that cost $10 each. He also bought 5 paintbrushes. How much did Marc spend in total?",
        None,
    ),
    (
        "Roxanne bought 2 cups of lemonade for $2 each and 2 sandwiches for $2.50 each. How much did she spend?",
        9,
    ),
    (
        "Roxanne bought 3 cups of lemonade for $2 each and 2 sandwiches for $2.75 each. How much change must she get from a $20 bill?",
        F(17, 2),
    ),
    (
        "Lorin has 4 black marbles. Jimmy has 22 yellow marbles. Alex had twice as many black marbles as Lorin and one half as many yellow marbles as Jimmy. How many black marbles does Alex have?",
        8,
    ),
    (
        "Lorin has 4 black marbles. Jimmy has 22 yellow marbles. Alex had three times as many black marbles as Lorin and one half as many yellow marbles as Jimmy. How many marbles does Alex have?",
        23,
    ),
    (
        "Tapanga and Corey have 66 candies together. However, Tapanga has 8 more candies than Corey. How many candies does Tapanga have?",
        37,
    ),
    (
        "Tapanga and Corey have 66 candies together. However, Tapanga has 10 more candies than Corey. How many candies does Corey have?",
        28,
    ),
    (
        "Levi has 5 lemons. Jayden has 6 more lemons than Levi. Jayden has one-third as many lemons as Eli has while Eli has one-half as many lemons as Ian has. How many lemons does Ian have?",
        66,
    ),
    (
        "Juanico is 4 years less than half the age of Gladys. If Gladys will be 40 years old ten years from now, how old is Juanico now?",
        11,
    ),
    ("Yuan is 7 years older than his brother David and twice his age. How old is Yuan?", 14),
    ("Yuan is 9 years older than his brother David and twice his age. How old is David?", 9),
    (
        "Joy can read 8 pages of a book in 20 minutes. How many minutes will it take her to read 120 pages?",
        300,
    ),
    (
        "Joy can read 8 pages of a book in 20 minutes. How many hours will it take her to read 60 pages?",
        F(5, 2),
    ),
    (
        "Joy can read 8 pages of a book in half an hour. How many hours will it take her to read 120 pages?",
        F(15, 2),
    ),
    (
        "Joy can read 8 pages of a book in 20 minutes. Her brother reads 5 pages in 20 minutes. How many hours will it take her to read 120 pages?",
        5,
    ),
    ("Joy can read 8 pages of a book in 20 minutes. How many pages can she read in 2 hours?", 48),
    ("Joy can read 8 pages of a book. How many hours will it take her to read 120 pages?", None),
    (
        "John has five more roommates than twice as many as Bob. If Bob has 12 roommates, how many roommates does John have?",
        29,
    ),
    (
        "John has five fewer roommates than twice as many as Bob. If Bob has 10 roommates, how many roommates does John have?",
        15,
    ),
    (
        "John has five more roommates than twice as many as Bob. If John has 25 roommates, how many roommates does Bob have?",
        10,
    ),
    (
        "Jake has $5000. He spends $2800 on a new motorcycle, and then spends half of what's left on a concert ticket. How much money does he have left?",
        1100,
    ),
    (
        "Jake has $5000. He spends $2800 on a new motorcycle, and then spends half of what's left on a concert ticket. Jake then loses a fourth of what he has left. How much money did he lose?",
        275,
    ),
    (
        "Jake has $6000. He spends $2000 on a new motorcycle, and then spends half of what's left on a concert ticket. Jake then loses a fourth of what he has left. How much money does he have left?",
        1500,
    ),
    (
        "Jake has $5000. He spends $2800 on a new motorcycle, and then spends a quarter of what's left on a concert ticket. Jake then loses a fourth of what he has left. How much money does he have left?",
        F(2475, 2),
    ),
    (
        "Jake has $5000. He spends $2800 on a new motorcycle, and then spends half of what's left on a concert ticket. Jake then loses $100. How much money does he have left?",
        1000,
    ),
    (
        "Ann is baking cookies. She bakes three dozen oatmeal raisin cookies, two dozen sugar cookies, and four dozen chocolate chip cookies. How many cookies does she bake in all?",
        108,
    ),
    (
        "Ann is baking cookies. She bakes three dozen oatmeal raisin cookies, two dozen sugar cookies, and four dozen chocolate chip cookies. Ann gives away two dozen oatmeal raisin cookies, 1.5 dozen sugar cookies, and 2.5 dozen chocolate chip cookies. How many cookies does she give away?",
        72,
    ),
    (
        "Ann is baking cookies. She bakes three dozen oatmeal raisin cookies, two dozen sugar cookies, and four dozen chocolate chip cookies. Ann gives away one dozen oatmeal raisin cookies, half a dozen sugar cookies, and 2 dozen chocolate chip cookies. How many total cookies does she keep?",
        66,
    ),
    (
        "Oliver has 10 $20 and 3 $5 bills. William has 15 $10 and 4 $5 bills. How much money does Oliver have?",
        215,
    ),
    (
        "Oliver has 10 $20 and 3 $5 bills. William has 15 $10 and 4 $5 bills. How much money do they have together?",
        385,
    ),
    (
        "Oliver has 10 $20 and 3 $5 bills. William has 15 $10 and 4 $5 bills. How many bills does Oliver have?",
        13,
    ),
    (
        "Salvadore earned $1956. Santo earned half of what Salvadore earned. How much money did Santo earn?",
        978,
    ),
    (
        "Salvadore earned $1956. Santo earned a third of what Salvadore earned. How much money did the two men earn together?",
        2608,
    ),
    (
        "Salvadore earned $1956.50. Santo earned half of what Salvadore earned. How much money did the two men earn together?",
        F(11739, 4),
    ),
    (
        "Salvadore earned $1956. Santo earned twice what Salvadore earned. How much money did the two men earn together?",
        5868,
    ),
    (
        "Jessica is six years older than Claire. In two years, Claire will be 20 years old. How old will Jessica be in two years?",
        26,
    ),
    (
        "Jessica is six years younger than Claire. In two years, Claire will be 20 years old. How old is Jessica now?",
        12,
    ),
    (
        "Jessica is six years older than Claire. Two years ago, Claire was 20 years old. How old is Jessica now?",
        28,
    ),
    (
        "Zig wrote four times as many books as Flo. If Zig wrote 60 books, how many books did Flo write?",
        15,
    ),
    (
        "Zig wrote three times as many books as Flo. If Flo wrote 60 books, how many books did they write altogether?",
        240,
    ),
    (
        "Zig wrote four times as many books as Flo. If Zig wrote 60 books, how many more books did Zig write than Flo?",
        45,
    ),
    (
        "Alice and Emily are selling oranges at the farmer's market. Alice sold twice as many oranges as Emily did. In total, they sold 180 oranges. How many oranges did Emily sell?",
        60,
    ),
    (
        "Alice and Emily are selling oranges at the farmer's market. Alice sold three times as many oranges as Emily did. In total, they sold 180 oranges. How many oranges did Alice sell?",
        135,
    ),
    (
        "Alice and Emily are selling oranges at the farmer's market. Alice sold 20 more oranges than Emily did. In total, they sold 180 oranges. How many oranges did Alice sell?",
        100,
    ),
    (
        "Tim has 30 toads. Jim has 20 more toads than Tim does. Sarah has twice as many toads as Jim does. How many toads do they have in all?",
        180,
    ),
    (
        "Tim has 30 toads. Jim has 20 fewer toads than Tim does. Sarah has twice as many toads as Jim does. How many toads does Sarah have?",
        20,
    ),
    (
        "Tim has 30 toads. Jim has 20 more toads than Tim does. Sarah has half as many toads as Jim does. How many toads does Sarah have?",
        25,
    ),
    (
        "Tim has 30 toads. Jim has 20 more frogs than Tim does. Sarah has twice as many toads as Jim does. How many toads does Sarah have?",
        None,
    ),
    (
        "Josh has some money. He spent $1.75 on a drink, and then spent another $1.25. If he had $6 left, how much money did he spend?",
        3,
    ),
    (
        "Josh has some money. He spent $1.80 on a drink, and then spent another $1.25. If he had $6 left, how much money, in dollars, did Josh have at first?",
        F(181, 20),
    ),
    (
        "Josh has some money. He spent 75 cents on a drink, and then spent another $1.25. If he had $6 left, how much money, in dollars, did Josh have at first?",
        8,
    ),
    (
        "Josh has some money. He spent $1.75 on a drink, and then spent another $1.25. How much money, in dollars, did Josh have at first?",
        None,
    ),
    (
        "Kaylin is five years younger than Sarah, who is twice as old as Eli, who is nine years older than Freyja. If Freyja is ten years old, how old is Sarah?",
        38,
    ),
    (
        "Kaylin is five years older than Sarah, who is twice as old as Eli, who is nine years older than Freyja. If Freyja is ten years old, how old is Kaylin?",
        43,
    ),
    (
        "There are 28 students in a classroom. Half of them have 5 notebooks each and the other half have 3 notebooks each. How many students have 5 notebooks?",
        14,
    ),
    (
        "There are 30 students in a classroom. A third of them have 5 notebooks each and the rest have 3 notebooks each. How many notebooks in total are in the classroom?",
        110,
    ),
    (
        "There are 28 students in a classroom. Half of them have 5 notebooks each and the other half have 3 notebooks each. The teacher has 10 notebooks. How many notebooks do the students have?",
        112,
    ),
    (
        "Sammy has 2 more bottle caps than Janine. Janine has 3 times as many bottle caps as Billie. If Billie has 2 bottle caps, how many do they have in all?",
        16,
    ),
    (
        "Sammy has 2 fewer bottle caps than Janine. Janine has 3 times as many bottle caps as Billie. If Billie has 20 bottle caps, how many does Sammy have?",
        58,
    ),
    (
        "In a bookstore, a book costs $5. When Sheryll bought 10 books, she was given a discount of $0.5 each. How much did she save?",
        5,
    ),
    (
        "In a bookstore, a book costs $5. When Sheryll bought 12 books, she was given a discount of $0.25 each. How much did Sheryll pay in all?",
        57,
    ),
    (
        "In a bookstore, a book costs $5. When Sheryll bought 10 books, she was given a discount of 50 cents each. How much did Sheryll pay in all?",
        45,
    ),
    (
        "Aleesia lost 1.5 pounds each week for 10 weeks. Alexei lost 2.5 pounds each week for 8 weeks. How many pounds did Alexei lose?",
        20,
    ),
    (
        "Aleesia lost 1.5 pounds each week for 10 weeks. Alexei lost 2.5 pounds each week for 8 weeks. How many more pounds did Alexei lose than Aleesia?",
        5,
    ),
    (
        "Aleesia lost 1.25 pounds each week for 12 weeks. Alexei lost 2.5 pounds each week for 8 weeks. How many pounds did the two friends combine to lose?",
        35,
    ),
    (
        "In 5 years, Raven will be 4 times as old as Phoebe. If Phoebe is currently 10 years old, how old will Raven be in 5 years?",
        60,
    ),
    (
        "In 5 years, Raven will be 4 times as old as Phoebe. If Phoebe is currently 10 years old, how old was Raven 5 years ago?",
        50,
    ),
    (
        "Tom has a quarter as much money as Nataly. Nataly has three times as much money as Raquel. How much money does Tom have if Raquel has $40?",
        30,
    ),
    (
        "Tom has half as much money as Nataly. Nataly has three times as much money as Raquel. How much money do Tom, Raquel, and Nataly have combined if Raquel has $40?",
        220,
    ),
    ("Madeline has $48 and her brother has half as much. How much does her brother have?", 24),
    ("Madeline has $48 and her brother has twice as much. How much do they have together?", 144),
    ("Madeline has $48 and her brother has $5 less. How much do they have together?", 91),
    (
        "Madeline has $48.50 and her brother has half as much. How much do they have together?",
        F(291, 4),
    ),
    (
        "There are 516 cars in a parking lot. One-third are blue, one-half are red, and the rest are black. How many red cars are on the lot?",
        258,
    ),
    (
        "There are 600 cars in a parking lot. One-third are blue, one-fourth are red, and the rest are black. How many black cars are on the lot?",
        250,
    ),
    (
        "There are 516 cars in a parking lot. One-third are blue, one-half are red, and the rest are black. How many cars are not red?",
        258,
    ),
    (
        "There are 516 cars in a parking lot. One-third are blue, one-half of the rest are red, and the rest are black. How many black cars are on the lot?",
        172,
    ),
    (
        "Matt is four times as old as Fem. Currently, Fem is 11 years old. What is the sum of the ages of Matt and Fem now?",
        55,
    ),
    (
        "Matt is four times as old as Fem. Currently, Fem is 11 years old. In five years, what is the sum of the ages of Matt and Fem?",
        65,
    ),
    (
        "Matt is four times as old as Fem. Currently, Fem is 11 years old. Two years ago, what was the sum of the ages of Matt and Fem?",
        51,
    ),
    (
        "Stanley sold 4 cups of lemonade an hour. His brother, Carl, sold 7 cups of lemonade an hour. How many cups did they sell together in 3 hours?",
        33,
    ),
    (
        "Stanley sold 4 cups of lemonade an hour. His brother, Carl, sold 7 cups of lemonade an hour. How many more cups did Carl sell than Stanley in 90 minutes?",
        F(9, 2),
    ),
    (
        "Stanley sold 4 cups of lemonade every half hour. His brother, Carl, sold 7 cups of lemonade an hour. How many more cups did Carl sell than Stanley in 3 hours?",
        None,
    ),
    (
        "Lisa walks 10 meters each minute. Every day, she walks for an hour. How many meters will Lisa walk in a week?",
        4200,
    ),
    (
        "Lisa walks 10 meters each minute. Every day, she walks for half an hour. How many meters will Lisa walk in two days?",
        600,
    ),
    (
        "Lisa walks 10 meters each minute. Every day, she walks for 2 hours. How many kilometers will Lisa walk in two days?",
        F(12, 5),
    ),
    ("Lisa walks 10 meters each minute. How many meters will Lisa walk in two days?", None),
    (
        "Wyatt's mother gave him $74 to go to the store. Wyatt bought 5 loaves of bread and 4 cartons of orange juice. Each loaf of bread cost $5 and each carton of orange juice cost $2. How much did he spend on bread?",
        25,
    ),
    (
        "Wyatt's mother gave him $100 to go to the store. Wyatt bought 5 loaves of bread and 4 cartons of orange juice. Each loaf of bread cost $5.50 and each carton of orange juice cost $2.25. How much money does Wyatt have left?",
        F(127, 2),
    ),
    (
        "Wyatt's mother gave him $74 to go to the store. Wyatt bought 5 loaves of bread and 4 cartons of orange juice. Each loaf of bread cost $5. How much money does Wyatt have left?",
        None,
    ),
    (
        "Jerica is twice Louis' age. Matilda is 7 years older than Jerica. If Louis is 14, how many years old is Jerica?",
        28,
    ),
    (
        "Jerica is twice Louis' age. Matilda is 7 years younger than Jerica. If Louis is 14, how many years old is Matilda?",
        21,
    ),
    (
        "Joan has 180 socks. Two thirds of the socks are white, and the rest of the socks are blue. How many white socks does Joan have?",
        120,
    ),
    (
        "Joan has 180 socks. Three fifths of the socks are white, and the rest of the socks are blue. How many blue socks does Joan have?",
        72,
    ),
    (
        "Joan has 15 dozen socks. Two thirds of the socks are white, and the rest of the socks are blue. How many blue socks does Joan have?",
        60,
    ),
    (
        "Joan has 180 socks. Two thirds of the socks are white, and the rest of the socks are blue. She loses 10 blue socks. How many blue socks does Joan have?",
        50,
    ),
    ("Anna spent 1/4 of her money, and now she has $24 left. How much did she spend?", 8),
    (
        "Anna spent 1/3 of her money, and now she has $24 left. How much did she have originally?",
        36,
    ),
    (
        "Anna spent 3/4 of her money, and now she has $24 left. How much did she have originally?",
        96,
    ),
    ("Anna spent $4 of her money, and now she has $24 left. How much did she have originally?", 28),
    (
        "Laura bought 2 pairs of pants for $54 each and 4 shirts for $33 each. How much did she spend?",
        240,
    ),
    (
        "Laura bought 2 pairs of pants for $54 each and 4 shirts for $33 each. She gave $300 to the cashier. So how much change did she take?",
        60,
    ),
    (
        "Laura bought 2 pairs of pants for $54.50 each and 4 shirts for $33 each. She gave $250 to the cashier. So how much change did she take?",
        9,
    ),
    (
        "Neil baked 20 cookies. He gave 2/5 of the cookies to his friend. How many cookies did his friend get?",
        8,
    ),
    (
        "Neil baked 2 dozen cookies. He gave 1/4 of the cookies to his friend. How many cookies are left for Neil?",
        18,
    ),
    (
        "Neil baked 20 cookies. He gave 2/5 of the cookies to his friend and ate 3. How many cookies are left for Neil?",
        9,
    ),
    (
        "Neil baked 20 cookies and 10 muffins. He gave 2/5 of the cookies to his friend. How many cookies are left for Neil?",
        12,
    ),
    ("If it takes 20 minutes to paint a house, how many houses can you paint in 5 hours?", 15),
    ("If it takes 30 minutes to paint a house, how many houses can you paint in 3 hours?", 6),
    (
        "If it takes 20 minutes to paint a house, how many minutes does it take to paint 9 houses?",
        180,
    ),
    (
        "If it takes 2 hours to paint a house, how many houses can you paint in 300 minutes?",
        F(5, 2),
    ),
    (
        "Clare's mother gave her $47 to go to the store. Clare bought 4 loaves of bread and 2 cartons of milk. Each loaf of bread cost $2 and each carton of milk cost $3. How much money does Clare have left?",
        33,
    ),
    (
        "Clare's mother gave her $47 to go to the store. Clare bought 4 loaves of bread and 2 cartons of milk. Each loaf of bread cost $2 and each carton of milk cost $2. How much did Clare spend?",
        12,
    ),
    (
        "Tino has 24 more jellybeans than Lee. Arnold has half as many jellybeans as Lee. If Arnold has 5 jellybeans, how many jellybeans does Lee have?",
        10,
    ),
    (
        "Tino has 24 fewer jellybeans than Lee. Arnold has twice as many jellybeans as Lee. If Arnold has 60 jellybeans, how many jellybeans does Tino have?",
        6,
    ),
    (
        "For a fundraiser, Nellie needs to sell 45 rolls of gift wrap. So far, she has sold 1 roll to her grandmother, 10 rolls to her uncle, and 6 rolls to a neighbor. How many rolls has she sold?",
        17,
    ),
    (
        "For a fundraiser, Nellie needs to sell 50 rolls of gift wrap. So far, she has sold 2 rolls to her grandmother, 10 rolls to her uncle, and 6 rolls to a neighbor. How many more rolls of gift wrap does Nellie need to sell?",
        32,
    ),
    (
        "McKenna has 34 stuffed animals. Kenley has twice as many as McKenna.  Tenly has 5 more than Kenley . How many stuffed animals does Tenly have?",
        73,
    ),
    (
        "McKenna has 34 stuffed animals. Kenley has half as many as McKenna.  Tenly has 5 more than Kenley . How many stuffed animals do the three girls have in all?",
        73,
    ),
    (
        "Joseph drives his car at 50 mph for 2.5 hours. Kyle drives his car at 62 mph for 2 hours. How many miles do they drive in all?",
        249,
    ),
    (
        "Joseph drives his car at 50 mph for 3 hours. Kyle drives his car at 62 mph for 2 hours. How many more miles does Joseph drive than Kyle?",
        26,
    ),
    ("Joseph drives his car at 50 mph for 90 minutes. How many miles does Joseph drive?", 75),
    (
        "Oliver had 135 stickers. He used 1/3 of his stickers, gave 2/5 of the remaining to his friend, and kept the remaining stickers. How many stickers did he give to his friend?",
        36,
    ),
    (
        "Oliver had 135 stickers. He used 1/5 of his stickers, gave 1/3 of the remaining to his friend, and kept the remaining stickers. How many stickers did he keep?",
        72,
    ),
    (
        "Jaymee is 2 years older than twice the age of Shara. If Shara is 12 years old, how old is Jaymee?",
        26,
    ),
    (
        "Jaymee is 2 years younger than twice the age of Shara. If Shara is 10 years old, how old is Jaymee?",
        18,
    ),
    (
        "Jaymee is 2 years older than twice the age of Shara. If Jaymee is 22 years old, how old is Shara?",
        10,
    ),
    (
        "After five years, Ron will be four times as old as Maurice. If Ron's age now is 43, how old will Maurice be after five years?",
        12,
    ),
    (
        "After five years, Ron will be three times as old as Maurice. If Ron's age now is 43, how old is Maurice now?",
        11,
    ),
    (
        "Katie has 13 pink marbles. She has 9 fewer orange marbles than pink marbles. She has 4 times as many purple marbles as orange marbles. How many purple marbles does Katie have?",
        16,
    ),
    (
        "Katie has 13 pink marbles. She has 9 fewer orange marbles than pink marbles. She has 4 times as many purple marbles as pink marbles. How many marbles does Katie have in all?",
        69,
    ),
    (
        "The sum of Cooper’s, Dante’s, and Maria’s ages is 31. Dante is twice as old as Cooper. Maria is one year older than Dante. How old is Maria?",
        13,
    ),
    (
        "The sum of Cooper’s, Dante’s, and Maria’s ages is 36. Dante is twice as old as Cooper. Maria is one year younger than Dante. How old is Cooper?",
        F(37, 5),
    ),
    (
        "Darma can eat 20 peanuts in 15 seconds. At this same rate, how many peanuts could she eat in 2 minutes?",
        160,
    ),
    (
        "Darma can eat 20 peanuts in 15 seconds. At this same rate, how many seconds does she need to eat 100 peanuts?",
        75,
    ),
    (
        "Darma can eat 20 peanuts in 30 seconds. At this same rate, how many peanuts could she eat in 6 minutes?",
        240,
    ),
    (
        "Darma can eat 20 peanuts in 15 seconds. At this same rate, how many peanuts could she eat in an hour?",
        4800,
    ),
    (
        "Bruce's aunt gave him $71 to spend on clothes at the mall. He bought 5 shirts that cost $5 each and a pair of pants that cost $26. How much did he spend?",
        51,
    ),
    (
        "Bruce's aunt gave him $100 to spend on clothes at the mall. He bought 5 shirts that cost $5.50 each and a pair of pants that cost $26. How much money does Bruce have left to buy more clothes?",
        F(93, 2),
    ),
    (
        "Mitchell has 30 pencils. He has 6 more pencils than Antonio. How many pencils does Antonio have?",
        24,
    ),
    (
        "Mitchell has 30 pencils. He has 6 fewer pencils than Antonio. How many pencils does Mitchell and Antonio have together?",
        66,
    ),
    (
        "Mitchell has 30 pencils. He has twice as many pencils as Antonio. How many pencils does Mitchell and Antonio have together?",
        45,
    ),
    (
        "Jill bought 5 packs of red bouncy balls and 4 packs of yellow bouncy balls. Each package contained 18 bouncy balls. How many bouncy balls did Jill buy in all?",
        162,
    ),
    (
        "Jill bought 5 packs of red bouncy balls and 4 packs of yellow bouncy balls. Each package contained a dozen bouncy balls. How many more red bouncy balls than yellow bouncy balls did Jill buy?",
        12,
    ),
    (
        "Heidi's apartment has 3 times as many rooms as Danielle's apartment. Grant's apartment has 1/9 as many rooms as Heidi's apartment. If Grant's apartment has 2 rooms, how many rooms does Heidi's apartment have?",
        18,
    ),
    (
        "Sam is twice as old as Sue. Kendra is 3 times as old as Sam. If Kendra is currently 18, what is their total age now?",
        27,
    ),
    (
        "Sam is twice as old as Sue. Kendra is 3 times as old as Sam. If Kendra is currently 24, what will be their total age in 3 years?",
        45,
    ),
    (
        "John buys 5 notebooks that have 40 pages each.  He uses 5 pages per day.  How many days do the notebooks last?",
        40,
    ),
    (
        "John buys 5 notebooks that have 40 pages each.  He uses 4 pages per day.  How many weeks do the notebooks last?",
        F(50, 7),
    ),
    ("John buys 5 notebooks that have 40 pages each.  How many pages does he have?", 200),
    (
        "John goes to the store and pays with a 20 dollar bill.  He buys 4 sodas and gets $14 in change.  How much did each soda cost?",
        F(3, 2),
    ),
    (
        "John goes to the store and pays with a 50 dollar bill.  He buys 3 sodas and gets $14 in change.  How much did each soda cost?",
        12,
    ),
    (
        "There are 45 children in a classroom. One-third of them are girls. How many girls are in the classroom?",
        15,
    ),
    (
        "There are 45 children in a classroom. Two-fifths of them are girls. How many boys are in the classroom?",
        27,
    ),
    (
        "There are 45 children in a classroom. One-third of them are girls. There are 2 teachers. How many boys are in the classroom?",
        30,
    ),
    (
        "Vicente bought 5 kilograms of rice and 3 pounds of meat. Each kilogram of rice is $2 and a pound of meat is $5. How much did Vicente spend on meat?",
        15,
    ),
    (
        "Vicente bought 5 kilograms of rice and 3 pounds of meat. Each kilogram of rice is $2.50 and a pound of meat is $5. How much did Vicente spend in total?",
        F(55, 2),
    ),
    (
        "Paul and his sister Paula went to the cookie store to buy some cookies. Paula bought 3 fewer cookies than Paul, who bought 45 cookies. How many cookies did Paula buy?",
        42,
    ),
    (
        "Paul and his sister Paula went to the cookie store to buy some cookies. Paula bought 3 more cookies than Paul, who bought 45 cookies. How many cookies do they have altogether?",
        93,
    ),
    (
        "Alex has 4 new shirts. Joe has 3 more new shirts than Alex. If Ben has eight more new shirts than Joe, how many new shirts do they have altogether?",
        26,
    ),
    ("John buys 3 barbells and gives $850 and gets $40 in change.  How much did he spend?", 810),
    (
        "John buys 3 barbells and gives $1000 and gets $40 in change.  How much did each barbell cost?",
        320,
    ),
    (
        "Alex has some new shirts. Joe has 3 more new shirts than Alex. Ben has eight more new shirts than Joe. If Ben has 20 new shirts, how many new shirts does Alex have?",
        9,
    ),
    (
        "Tyler has $100. If he buys 8 scissors for $5 each and 10 erasers for $4 each, how much does he spend?",
        80,
    ),
    (
        "Tyler has $100. If he buys 8 scissors for $5.25 each and 10 erasers for $4 each, how much of his money remains?",
        18,
    ),
    (
        "Tyler has $100. If he buys 8 scissors for $5 each and 10 erasers, how much of his money remains?",
        None,
    ),
    (
        "Sally sold 20 cups of lemonade last week. She sold 30% more lemonade this week. How many cups of lemonade did she sell this week?",
        26,
    ),
    (
        "Sally sold 20 cups of lemonade last week. She sold 30% less lemonade this week. How many cups of lemonade did she sell in total for both weeks?",
        34,
    ),
    (
        "Sally sold 200 cups of lemonade last week. She sold 15% more lemonade this week. How many cups of lemonade did she sell in total for both weeks?",
        430,
    ),
    (
        "Gerald had 20 toy cars. He donated 1/4 of his toy cars to an orphanage. How many toy cars did he donate?",
        5,
    ),
    (
        "Gerald had 20 toy cars. He donated 2/5 of his toy cars to an orphanage. How many toy cars does Gerald have left?",
        12,
    ),
    (
        "Gerald had 20 toy cars. He donated 1/4 of his toy cars to an orphanage and then bought 3 more. How many toy cars does Gerald have now?",
        18,
    ),
    (
        "Gerald had twenty toy cars. He donated a quarter of his toy cars to an orphanage. How many toy cars does Gerald have left?",
        15,
    ),
    (
        "Tim buys 3 dozen eggs. He already had 5 eggs at home. Eggs cost $.50 each. How much did he pay for eggs?",
        18,
    ),
    (
        "Tim buys 3 dozen eggs. He already had 5 eggs at home. Eggs cost $.50 each. How many eggs does he have now?",
        41,
    ),
    ("Tim buys 3 dozen eggs for $18. How much did each egg cost?", F(1, 2)),
    ("Tim buys 3 dozen eggs for $18. How much did each dozen cost?", 6),
    (
        "Tim buys 3 dozen eggs. Each dozen costs $4. He also buys 2 eggs for $1 each. How much did he pay in all?",
        14,
    ),
    (
        "Penny has $20. Penny buys 4 pairs of socks for $8 and a hat for $7. How much money does Penny have left?",
        5,
    ),
    (
        "Penny has $20. Penny buys 4 pairs of socks for $2 a sock and a hat for $7. How much money does Penny have left?",
        None,
    ),
    (
        "Amy's grandfather gave her $100 for her birthday. Amy bought 3 dolls which cost $12 in total. How much money does Amy have left?",
        88,
    ),
    (
        "Amy's grandfather gave her $100 for her birthday. Last year he gave her $80. Amy bought 3 dolls, each of which cost $1. How much money does Amy have left?",
        None,
    ),
    (
        "Todd has $20. He buys 4 candy bars that cost $2 each. Yesterday he bought 3 candy bars. How much money in dollars does Todd have left?",
        None,
    ),
    (
        "Todd has $20. He buys 4 candy bars that cost $2 each. A candy bar usually costs $3. How much money in dollars does Todd have left?",
        12,
    ),
    (
        "Todd has $20. He wants to buy 4 candy bars that cost $2 each. How much money in dollars will Todd have left?",
        12,
    ),
    (
        "Todd has $20. He buys 4 candy bars that cost $2 each. How much more money does he need to buy 3 more candy bars?",
        0,
    ),
    ("Jack orders 3 sandwiches that cost $15 in all.  How much does each sandwich cost?", 5),
    (
        "Jack orders 3 sandwiches that cost $5 each.  His friend orders 2 sandwiches.  How much do they pay in all?",
        25,
    ),
    (
        "Jack orders 3 sandwiches that cost $5 each.  He pays with a $20 bill.  How much change does he get in cents?",
        500,
    ),
    (
        "Jack orders 3 sandwiches that cost $5 each.  He pays with a $20 bill.  The cashier gives him a dollar too little. How much does he get in change?",
        4,
    ),
    (
        "Mary used 15 gallons of fuel this week. Last week she used 20% less. Next week she will use 5 gallons. How much fuel did she use in total for the two weeks?",
        27,
    ),
    (
        "Mary used 15 gallons of fuel this week. Last week she used 20% less than the week before. How much fuel did she use in total for the two weeks?",
        None,
    ),
    (
        "Mary used 15 gallons of fuel this week. Last week she used 20% less. How many gallons did she use in total for the two weeks and this week?",
        None,
    ),
    (
        "Bob can shuck 10 oysters in 5 minutes.  How many oysters can he shuck in 2 hours if he takes a 30 minute break?",
        180,
    ),
    (
        "Bob can shuck 10 oysters in 5 minutes.  His friend can shuck 6 oysters in 5 minutes. How many oysters can Bob shuck in 2 hours?",
        240,
    ),
    (
        "Bob can shuck 10 oysters in 5 minutes.  How many oysters can he and his friend shuck in 2 hours?",
        None,
    ),
    ("Bob can shuck a dozen oysters in 6 minutes.  How many oysters can he shuck in 2 hours?", 240),
    (
        "Ali has $480. He spent half of it on food, and then his brother spent a third of what was left on a pair of glasses. How much money did Ali have left?",
        None,
    ),
    (
        "Julia spends half of her money to buy a new game for her phone. She spends a quarter of what she has left on in-game purchases. How much money does she have left?",
        None,
    ),
    (
        "Julia has $40. She spends half of her money to buy a new game for her phone. Her brother spends a quarter of his money on in-game purchases. How much money does Julia have left?",
        20,
    ),
    (
        "Julia has $40. She wants to spend half of her money to buy a new game for her phone. How much money will she have left?",
        20,
    ),
    (
        "Susan has 21 cats and Bob has 3 cats. If Bob gives Susan 2 of his cats, how many more cats does Susan have than Bob?",
        22,
    ),
    (
        "Susan has 21 cats and Bob has 3 cats. If Susan gives Bob 4 of her cats, how many cats does Bob have?",
        7,
    ),
    (
        "Susan has 21 cats and Bob has 3 dogs. If Susan gives Bob 4 of her cats, how many cats does Bob have?",
        4,
    ),
    (
        "Susan has 21 cats and Bob has 3 cats. Susan receives 4 cats from Bob. How many cats does Bob have?",
        None,
    ),
    (
        "Susan has 21 cats and Bob has 3 cats. Susan receives 2 cats from Bob. How many cats does Susan have?",
        23,
    ),
    (
        "Fred had 212 sheets of paper. He received another 307 sheets of paper from Jane and gave Charles 156 sheets of paper. How many sheets of paper did he receive?",
        307,
    ),
    (
        "Fred had 212 sheets of paper. He received another 307 sheets of paper from Jane and gave Charles 156 sheets of paper. How many sheets of paper does Charles have?",
        156,
    ),
    (
        "Fred had 212 sheets of paper. Jane gave him another 307 sheets of paper and he gave Charles 156 sheets of paper. How many sheets of paper does Fred have left?",
        363,
    ),
    (
        "Fred had 212 sheets of paper. He gave Jane 307 sheets of paper and received 156 sheets of paper from Charles. How many sheets of paper does Fred have left?",
        None,
    ),
    (
        "Fred had 212 sheets of paper. He received another 307 sheets of paper from Jane and gave Charles 156 sheets of paper. Jane had 500 sheets. How many sheets of paper does Jane have left?",
        193,
    ),
    (
        "Fred had 2.5 dozen sheets of paper. He received another 30 sheets of paper from Jane. How many sheets of paper does Fred have?",
        60,
    ),
    (
        "Kate saved $27 in March. She saved $13 in April and $28 in May. Then Kate spent $49 on a keyboard and $5 on a mouse. How much money did Kate save in all?",
        68,
    ),
    (
        "Kate saved $27 in March. She saved $13 in April and $28 in May. Then Kate spent $49 on a keyboard and $5 on a mouse. How much money did Kate spend?",
        54,
    ),
    (
        "Kate saved $27 in March. She saved $13 in April and $28 in May. Then Kate spent $49 on a keyboard and $5 on a mouse. How much money did Kate have at the end of April?",
        40,
    ),
    (
        "Kate saved $27 in March. She saved $13 in April and twice as much in May. Then Kate spent $49 on a keyboard and $5 on a mouse. How much money does Kate have left?",
        12,
    ),
    (
        "Kate saved $27 in March. She saved $13 in April and $28 in May. Her brother saved $10 in June. Then Kate spent $49 on a keyboard and $5 on a mouse. How much money does Kate have left?",
        14,
    ),
    (
        "Kate saved 27 dollars in March. She saved 13 dollars in April and 28 dollars in May. Then Kate spent 49 dollars on a keyboard and 500 cents on a mouse. How much money does Kate have left?",
        14,
    ),
    (
        "Joseph gave 23 cards to each of his 15 students and had 12 cards left. How many cards did he give away?",
        345,
    ),
    (
        "Joseph gave 23 cards to each of his 15 students and had 12 cards left. How many cards did each student get?",
        23,
    ),
    (
        "Joseph gave 20 cards to each of his 15 students and had 12 cards left. How many cards did Joseph have at first?",
        312,
    ),
    (
        "Joseph gave 23 cards to each of his 15 students. How many cards did Joseph have at first?",
        None,
    ),
    (
        "Joseph gave 23 cards to each of his students and had 12 cards left. How many cards did Joseph have at first?",
        None,
    ),
    (
        "Joseph gave 23 cards to each of his 15 students and had a dozen cards left. How many cards did Joseph have at first?",
        357,
    ),
    (
        "Miss Davis gave 15 popsicle sticks to each of the 10 groups in her class. How many sticks does she have left if she had 200 popsicle sticks?",
        50,
    ),
    (
        "Miss Davis gave 15 popsicle sticks to each of the 10 groups in her class. How many sticks did she give away?",
        150,
    ),
    (
        "Miss Davis gave 15 popsicle sticks to each of the groups in her class. How many sticks does she have left if she had 170 popsicle sticks?",
        None,
    ),
    (
        "Miss Davis gave 15 popsicle sticks to each of the 10 groups in her class. Each group has 4 students. How many sticks does she have left if she had 170 popsicle sticks?",
        20,
    ),
    ("John buys 2 dozen cookies.  He eats 3.  How many cookies did he buy?", 24),
    (
        "John buys 2 dozen cookies.  He eats 3 and gives away 5.  How many cookies does he have left?",
        16,
    ),
    (
        "John buys 2 dozen cookies.  He eats a third of them.  How many cookies does he have left?",
        16,
    ),
    (
        "John buys 2 dozen cookies.  His sister eats 3 cookies.  How many cookies does John have left?",
        None,
    ),
    (
        "John buys 2 dozen cookies.  He eats 3 on Monday and twice as many on Tuesday.  How many cookies does he have left?",
        15,
    ),
    (
        "Yanna baked twenty butter cookies and forty biscuits in the morning.  In the afternoon, she baked ten butter cookies and twenty biscuits. How many biscuits did she bake?",
        60,
    ),
    (
        "Yanna baked twenty butter cookies and forty biscuits in the morning.  In the afternoon, she baked ten butter cookies and twenty biscuits. How many cookies and biscuits did she bake in all?",
        90,
    ),
    (
        "Yanna baked twenty butter cookies and forty biscuits in the morning.  In the afternoon, she baked ten butter cookies and twenty biscuits. How many more biscuits did she bake in the morning than in the afternoon?",
        20,
    ),
    (
        "Yanna baked twenty butter cookies and forty biscuits in the morning.  In the afternoon, she baked ten butter cookies. How many more biscuits did she bake than butter cookies?",
        10,
    ),
    (
        "Abie had 20 bags of chips. She gave 4 bags to her friend and bought another 6 bags of chips in the store. How many bags of chips did she give away?",
        4,
    ),
    (
        "Abie had 20 bags of chips. She gave half of her bags to her friend and bought another 6 bags of chips in the store. How many bags of chips does Abie have in the end?",
        16,
    ),
    (
        "Abie had 20 bags of chips. She gave 4 bags to her friend and bought another 6 bags of chips in the store. Her friend had 3 bags. How many bags of chips does her friend have in the end?",
        7,
    ),
    (
        "Abie had 20 bags of chips. She gave 4 bags to her friend and bought another 6 bags of chips in the store. How many bags of chips did Abie have at the start?",
        20,
    ),
    (
        "Abie gave 4 bags of chips to her friend and bought another 6 bags of chips in the store. She has 22 bags in the end. How many bags of chips did Abie have at first?",
        20,
    ),
    (
        "Maddie bought 2 packs of white T-shirts and 4 packs of blue T-shirts for her basketball team. The white T-shirts come in packs of 5, and the blue T-shirts come in packs of 3. Each T-shirt cost $3. How many T-shirts did Maddie buy?",
        22,
    ),
    (
        "Maddie bought 2 packs of white T-shirts and 4 packs of blue T-shirts for her basketball team. The white T-shirts come in packs of 5, and the blue T-shirts come in packs of 3. Each pack cost $3. How much did Maddie spend in all?",
        18,
    ),
    (
        "Maddie bought 2 packs of white T-shirts and 4 packs of blue T-shirts for her basketball team. The white T-shirts come in packs of 5, and the blue T-shirts come in packs of 3. Each T-shirt cost $3.50. How much did Maddie spend in all?",
        77,
    ),
    (
        "Maddie bought 2 packs of white T-shirts and 4 packs of blue T-shirts for her basketball team. The white T-shirts come in packs of 5, and the blue T-shirts come in packs of 3. Each white T-shirt cost $3. How much did Maddie spend in all?",
        None,
    ),
    (
        "Tommy is looking at his change collection. He has 10 more dimes than pennies. He has twice as many nickels as dimes. He has 4 quarters. He has 10 times as many pennies as quarters. How many dimes does he have?",
        50,
    ),
    (
        "Tommy is looking at his change collection. He has 10 more dimes than pennies. He has twice as many nickels as dimes. He has 4 quarters. He has 10 times as many pennies as quarters. How many coins does he have?",
        194,
    ),
    (
        "Tommy is looking at his change collection. He has 10 more dimes than pennies. He has twice as many nickels as dimes. He has 4 quarters. He has 10 times as many pennies as quarters. How much money does he have in cents?",
        1140,
    ),
    (
        "Chris has half as many cookies as Kenny. Glenn has four times as many cookies as Kenny. How many cookies does Chris have, if Glenn has 24 cookies?",
        3,
    ),
    (
        "Chris has half as many cookies as Kenny. Glenn has four times as many cookies as Chris. How many cookies do these three boys have, if Glenn has 24 cookies?",
        42,
    ),
    (
        "Audrey is 7 years older than Heracles. In 3 years, Audrey will be twice as old as Heracles is now. How old is Audrey now?",
        17,
    ),
    (
        "Audrey is 5 years older than Heracles. In 3 years, Audrey will be twice as old as Heracles is now. How old is Heracles now?",
        8,
    ),
    (
        "There are 50 children at the party. Three-fifths of them are boys. How many boys are at the party?",
        30,
    ),
    (
        "There are 50 children at the party. Three-fifths of them are boys. Ten adults are at the party too. How many of the children are girls?",
        20,
    ),
    (
        "There are 60 children at the party. 40% of them are boys. How many of the children are girls?",
        36,
    ),
    (
        "There are 50 children at the party. Three-fifths of them are boys. Half of the girls wear hats. How many girls wear hats?",
        10,
    ),
    (
        "There are 50 children at the party. Three-fifths of them are boys. How many more boys than girls are there?",
        10,
    ),
    (
        "Shawna has 7 acorns. Sheila has 5 times as many acorns as Shawna, but 3 fewer acorns than Danny. How many acorns does Danny have?",
        38,
    ),
    (
        "Shawna has 7 acorns. Sheila has 5 times as many acorns as Shawna, but 3 more acorns than Danny. How many acorns do they have altogether?",
        74,
    ),
    (
        "Juliet is 3 years older than her sister Maggie but 2 years younger than her elder brother Ralph. If Juliet is 10 years old, how old is Ralph?",
        12,
    ),
    (
        "Juliet is 3 years younger than her sister Maggie but 2 years younger than her elder brother Ralph. If Juliet is 10 years old, what is the sum of Maggie's and Ralph's ages?",
        25,
    ),
    ("John buys 5 toys that each cost $3.  He gets a 20% discount.  How much did he save?", 3),
    (
        "John buys 5 toys that each cost $3.  He gets a 25% discount.  How much did he pay for everything?",
        F(45, 4),
    ),
    (
        "John buys 10 toys that each cost $3.50.  He gets a 20% discount.  How much did he pay for everything?",
        28,
    ),
    (
        "John buys 5 toys that each cost $3.  He gets a $2 discount.  How much did he pay for everything?",
        13,
    ),
    (
        "John buys 5 toys that each cost $3.  He gets a 20% discount.  How much did he pay for each toy?",
        F(12, 5),
    ),
    (
        "John buys 5 toys that each cost $3.  His friend gets a 20% discount.  How much did John pay for everything?",
        15,
    ),
    (
        "Louis has 5 oranges and 3 apples. Samantha has 8 oranges and 7 apples. If Marley has twice as many oranges as Louis and three times as many apples as Samantha, how many oranges does Marley have?",
        10,
    ),
    (
        "Louis has 5 oranges and 3 apples. Samantha has 8 oranges and 7 apples. If Marley has twice as many oranges as Samantha and three times as many apples as Louis, how many fruits in total does Marley have?",
        25,
    ),
    (
        "Tom finds 10 quarters, 3 dimes, and 4 nickels and 200 pennies. In cents, how much money did he find?",
        500,
    ),
    ("Tom finds 10 quarters, 3 dimes, and 4 nickels. In dollars, how much money did he find?", 3),
    (
        "Tom finds 10 quarters, 3 dimes, and 4 nickels and 200 pennies. How many coins did he find?",
        217,
    ),
    (
        "Tom finds 8 quarters, 5 dimes, and 2 nickels and 150 pennies. In dollars, how much money did he find?",
        F(41, 10),
    ),
    (
        "Olivia pays 4 quarters for chips and 12 quarters for soda. How many cents does she pay in total?",
        400,
    ),
    (
        "Olivia pays 4 quarters for chips and 12 dimes for soda. How many dollars does she pay in total?",
        F(11, 5),
    ),
    (
        "Olivia pays 4 quarters for chips and 12 quarters for soda. How many dollars does she pay for soda?",
        3,
    ),
    (
        "Jonny climbed 1269 stairs last week. Julia climbed 7 less than one-third of that amount. How many stairs did Julia climb?",
        416,
    ),
    (
        "Jonny climbed 1200 stairs last week. Julia climbed 7 more than one-third of that amount. How many stairs did Julia and Jonny climb together?",
        1607,
    ),
    (
        "Jan buys 5 dozen roses.  Each rose cost $6.  Since he bought so many he only needs to pay 80%.  How much did he save?",
        72,
    ),
    (
        "Jan buys 5 dozen roses.  Each rose cost $6.  Since he bought so many he only needs to pay 75%.  How much did he pay?",
        270,
    ),
    (
        "Jan buys 2 dozen roses.  Each rose cost $6.50.  Since he bought so many he only needs to pay 80%.  How much did he pay?",
        F(624, 5),
    ),
    (
        "Jan buys 5 dozen roses.  Each dozen cost $60.  Since he bought so many he only needs to pay 80%.  How much did he pay?",
        240,
    ),
    (
        "Jorge bought 24 tickets for $7 each. For purchasing so many, he is given a discount of 25%. How much, in dollars, did he spend on tickets?",
        126,
    ),
    (
        "Jorge bought 24 tickets for $7 each. For purchasing so many, he is given a discount of $2 per ticket. How much, in dollars, did he spend on tickets?",
        120,
    ),
    (
        "Jorge bought 2 dozen tickets for $7 each. For purchasing so many, he is given a discount of 50%. How much, in dollars, did he spend on tickets?",
        84,
    ),
    ("Kristine has 7 more CDs than Dawn. If Dawn has 10 CDs, how many CDs does Kristine have?", 17),
    (
        "Kristine has 7 fewer CDs than Dawn. If Dawn has 10 CDs, how many CDs do they have together?",
        13,
    ),
    (
        "Kristine has 7 more CDs than Dawn. If Kristine has 10 CDs, how many CDs do they have together?",
        13,
    ),
    (
        "Kristine has 7 more CDs than Dawn. If Dawn has 10 DVDs, how many CDs do they have together?",
        None,
    ),
    (
        "There are 12 bananas and 4 apples in the blue basket. The red basket holds half as many fruits as the blue basket. How many fruits are in both baskets?",
        24,
    ),
    (
        "There are 12 bananas and 4 apples in the blue basket. The red basket holds twice as many fruits as the blue basket. How many fruits are in the red basket?",
        32,
    ),
    (
        "There are 12 bananas and 4 apples in the blue basket. The red basket holds half as many bananas as the blue basket. How many bananas are in the red basket?",
        6,
    ),
    (
        "Lisa has 18 more dresses than Ana. If the number of their dresses combined is 48, how many dresses does Lisa have?",
        33,
    ),
    (
        "Lisa has 18 fewer dresses than Ana. If the number of their dresses combined is 48, how many dresses does Ana have?",
        33,
    ),
    (
        "Lisa has twice as many dresses as Ana. If the number of their dresses combined is 48, how many dresses does Ana have?",
        16,
    ),
    (
        "In the matrix, there are seven fewer noodles than pirates. If there are 45 pirates, how many noodles are there?",
        38,
    ),
    (
        "In the matrix, there are seven more noodles than pirates. If there are 45 pirates, how many noodles and pirates are there in total?",
        97,
    ),
    (
        "There are 10 books on the table. Two-fifths of them are reading books and three-tenths of them are math books. There is one fewer science book than math books and the rest are history books. How many science books are there?",
        2,
    ),
    (
        "There are 20 books on the table. Two-fifths of them are reading books and three-tenths of them are math books. There is one fewer science book than math books and the rest are history books. How many history books are there?",
        1,
    ),
    (
        "Violet has 3 more than twice as many nails as Tickletoe. If Violet has 27 nails, how many nails does Tickletoe have?",
        12,
    ),
    (
        "Violet has 3 less than twice as many nails as Tickletoe. If Violet has 27 nails, how many nails do they have together?",
        42,
    ),
    (
        "James has 18 chocolate bars to sell for the swim team. He sold 5 last week and 7 this week. How many chocolate bars has he sold?",
        12,
    ),
    (
        "James has 20 chocolate bars to sell for the swim team. He sold 5 last week and 7 this week. How many more chocolate bars does he need to sell?",
        8,
    ),
    (
        "James has 18 chocolate bars to sell for the swim team. He sold 5 last week and twice as many this week. How many more chocolate bars does he need to sell?",
        3,
    ),
    (
        "Joe’s mother gave him $56 to go to the store. Joe bought 7 notebooks and 2 books. Each notebook costs $4 and each book costs $7. How much did Joe spend?",
        42,
    ),
    (
        "Joe’s mother gave him $56 to go to the store. Joe bought 7 notebooks and 2 books. Each notebook costs $4. How much money does Joe have left?",
        None,
    ),
    (
        "Collin has 25 flowers. Ingrid gives Collin a third of her 33 flowers. How many flowers does Collin have now?",
        36,
    ),
    (
        "Collin has 25 flowers. Ingrid gives Collin a third of her 33 flowers. How many flowers does Ingrid have now?",
        22,
    ),
    (
        "Collin has 25 flowers. Ingrid gives Collin a third of her 33 flowers. If each flower has 5 petals, how many petals does Collin have in total?",
        180,
    ),
    (
        "Jaylen has 5 carrots and 2 cucumbers. Jaylen has twice as many bell peppers as Kristin. Jaylen has 3 less than half as many green beans as Kristin. If Kristin has 2 bell peppers and 20 green beans, how many green beans does Jaylen have?",
        7,
    ),
    (
        "Jane bought 2 skirts for $13 each. She also bought 3 blouses for $6 each. She paid the cashier $50. How much change did she receive?",
        6,
    ),
    (
        "Jane bought 2 skirts for $13 each. She also bought 3 blouses for $6 each. How much did she spend?",
        44,
    ),
    (
        "Jane bought 2 skirts for $13.50 each. She also bought 3 blouses for $6 each. She paid the cashier $100. How much change did she receive?",
        55,
    ),
    (
        "Mandy is ten years older than Jackson. Adele is 3/4 as old as Jackson. What's the total of their ages now if Jackson is 20 years old now?",
        65,
    ),
    (
        "Mandy is ten years older than Jackson. Adele is 3/4 as old as Jackson. How old will Adele be 10 years from now if Jackson is 20 years old now?",
        25,
    ),
    (
        "Sally eats 2 sandwiches on Saturday and 1 sandwich on Sunday. If each sandwich uses 3 pieces of bread, how many pieces of bread does Sally eat across Saturday and Sunday?",
        9,
    ),
    (
        "Sally eats 2 sandwiches on Saturday and twice as many on Sunday. If each sandwich uses 2 pieces of bread, how many pieces of bread does Sally eat across Saturday and Sunday?",
        12,
    ),
    (
        "Sally eats 2 sandwiches on Saturday and 1 sandwich on Sunday. How many sandwiches does she eat?",
        3,
    ),
    (
        "In 6 years, Carla will be 30 years old. The sum of the current ages of Carla and Louis is 55. How old is Carla now?",
        24,
    ),
    (
        "In 6 years, Carla will be 30 years old. The sum of the current ages of Carla and Louis is 60. How old will Louis be in 6 years?",
        42,
    ),
    (
        "The hospital has 11 doctors and 18 nurses. If 5 doctors and 2 nurses quit, how many nurses are left?",
        16,
    ),
    (
        "The hospital has 11 doctors and 18 nurses. If 5 doctors quit and 3 nurses are hired, how many doctors and nurses are there?",
        27,
    ),
    (
        "The hospital has 11 doctors and 18 nurses. If 5 doctors and 2 nurses quit, how many people quit?",
        7,
    ),
    ("Mark is 7 years older than Amy, who is 15. How old was Mark 5 years ago?", 17),
    ("Mark is 7 years younger than Amy, who is 15. How old will Mark be in 5 years?", 13),
    ("Mark is 7 years older than Amy, who is 15. How old will Amy be in 5 years?", 20),
    (
        "Scarlet saved $80 to spend on jewelry. Last month she saved $30. She bought a pair of earrings that cost $23. Then, she bought a necklace that cost $48. How much of her savings have left?",
        None,
    ),
    (
        "Scarlet saved $80 to spend on jewelry. She bought a pair of earrings that cost $23. Last week she bought a necklace that cost $48. How much of her savings have left?",
        None,
    ),
    (
        "Kate saved $27 in March. She saved $13 in April and $28 in May. Last year Kate spent $49 on a keyboard. How much money does Kate have left?",
        None,
    ),
    (
        "Abie had 20 bags of chips. She gave 4 bags to her friend. Two days ago she bought another 6 bags of chips in the store. How many bags of chips does Abie have in the end?",
        None,
    ),
    (
        "Fred had 212 sheets of paper. He received another 307 sheets of paper from Jane. Yesterday he gave Charles 156 sheets of paper. How many sheets of paper does Fred have left?",
        None,
    ),
    (
        "Mirasol had $50 in her account. She spent $10 on coffee beans. Yesterday she spent $30 on a tumbler. How much is left in her account?",
        None,
    ),
    (
        "Mirasol had $50 in her account. Yesterday she spent $10 on coffee beans and $30 on a tumbler. How much is left in her account?",
        10,
    ),
    (
        "Penny has $20. Yesterday Penny bought 4 pairs of socks for $2 a pair. How much money does Penny have left?",
        12,
    ),
    (
        "Penny has $20. Penny buys 4 pairs of socks for $2 a pair. Tomorrow she will buy a hat for $7. How much money does Penny have now?",
        None,
    ),
    (
        "Penny has $20. Penny buys 4 pairs of socks for $2 a pair. Tomorrow she will buy a hat for $7. How much money will Penny have left?",
        5,
    ),
    (
        "Todd has $20. He buys 4 candy bars that cost $2 each. Then he buys 3 candy bars. How much money in dollars does Todd have left?",
        6,
    ),
    (
        "Todd has $20. He buys 4 candy bars that cost $2 each. Later he buys 3 more candy bars. How much money in dollars does Todd have left?",
        6,
    ),
    (
        "Todd has 2000 cents. He buys 4 candy bars that cost $2 each. How much money in dollars does Todd have left?",
        12,
    ),
    (
        "Todd has $20. He buys 4 candy bars that cost 200 cents each. How much money in dollars does Todd have left?",
        12,
    ),
    (
        "Todd has $20. He buys four candy bars that cost two dollars each. How much money in dollars does Todd have left?",
        12,
    ),
    (
        "Todd has $20. He buys 4 candy bars that cost $2 each. How many more candy bars can he buy with the money left?",
        6,
    ),
    (
        "Harper has 15 rubber bands. His brother has 6 fewer rubber bands than he has. Harper's sister has 4 rubber bands. How many rubber bands do Harper and his brother have together?",
        24,
    ),
    (
        "Harper has 15 rubber bands. His brother has 6 fewer rubber bands than he has. What is the total number of rubber bands they have?",
        24,
    ),
    (
        "Harper has 15 rubber bands. His brother has 6 fewer rubber bands than he has. Find how many rubber bands they have together.",
        24,
    ),
    (
        "Harper has 15 rubber bands. His brother has 6 fewer rubber bands than he has. How many rubber bands do they have combined?",
        24,
    ),
    (
        "Harper has 15 rubber bands. His brother has 6 fewer rubber bands than he has. How many rubber bands do they have in all?",
        24,
    ),
    (
        "Ryan has 30 stickers. Steven has thrice as many stickers as Ryan. Terry has 20 more stickers than Steven. What is the total number of stickers Steven and Terry have?",
        200,
    ),
    (
        "Ryan has 30 stickers. Steven has thrice as many stickers as Ryan. Terry has 20 more stickers than Steven. Find the number of stickers Terry has.",
        110,
    ),
    (
        "Wyatt has 10 blue envelopes. He has 4 fewer yellow envelopes than blue envelopes. Find the total number of envelopes Wyatt has.",
        16,
    ),
    (
        "Wyatt has 10 blue envelopes. Last year he had 4 fewer yellow envelopes than blue envelopes. How many envelopes does Wyatt have in all?",
        None,
    ),
    (
        "Diane bought twenty more apples than Cecile. If Cecile bought 15 apples, what is the total number of apples they bought?",
        50,
    ),
    (
        "Diane bought twenty more apples than Cecile. If Cecile bought 15 apples and ate 5, how many apples did they buy altogether?",
        50,
    ),
    (
        "Diane bought twenty more apples than Cecile. Yesterday Cecile bought 15 apples. How many apples did they buy altogether?",
        None,
    ),
    (
        "Jenny has 6 Pokemon cards. Orlando has 2 more cards than Jenny. Richard has three times as many cards as Orlando. Richard gives away 4 cards. How many Pokemon cards do they have in all?",
        34,
    ),
    (
        "Jenny has 6 Pokemon cards. Orlando has 2 more cards than Jenny. Richard has three times as many cards as Orlando. How many more cards does Richard have than Jenny?",
        18,
    ),
    (
        "Kim has 12 nail polishes. Heidi has 5 more nail polishes than Kim, and Karen has 4 fewer nail polishes than Kim. Kim buys 3 more. How many nail polishes does Karen have?",
        8,
    ),
    (
        "Kristine has 7 more CDs than Dawn. If Dawn has 10 CDs, how many CDs would they have together if Dawn buys 3 more?",
        30,
    ),
    (
        "Wanda has 62 crayons. Dina has 28 and Jacob has two fewer crayons than Dina. Wanda gives Jacob 10 crayons. How many crayons does Jacob have?",
        36,
    ),
    (
        "Wanda has 62 crayons. Dina has 28 and Jacob has two fewer crayons than Dina. Wanda gives Jacob 10 crayons. How many crayons do they have in total?",
        116,
    ),
    (
        "Shawna has 7 acorns. Sheila has 5 times as many acorns as Shawna, but 3 fewer acorns than Danny. Danny eats 8 acorns. How many acorns does Danny have now?",
        30,
    ),
    (
        "Paolo has 14 coconuts, while Dante has thrice as many coconuts as Paolo. If Dante sold 10 of his coconuts for $2 each, how much money did he get?",
        20,
    ),
    (
        "Paolo has 14 coconuts, while Dante has thrice as many coconuts as Paolo. If Dante sold 10 of his coconuts to Paolo, how many coconuts does Paolo have?",
        24,
    ),
    (
        "Amy's grandfather gave her $100 for her birthday. Amy bought 3 dolls, each of which cost $1, and 2 books, each of which cost $5. How much money does Amy have left?",
        87,
    ),
    (
        "Amy's grandfather gave her $100 for her birthday. Amy bought 3 dolls, each of which cost $1. Her grandmother gave her $20 more. How much money does Amy have now?",
        117,
    ),
    (
        "Amy's grandfather gave her one hundred dollars for her birthday. Amy bought three dolls, each of which cost $1. How much money does Amy have left?",
        97,
    ),
    (
        "Mirasol had $50 in her account. She spent $10 on coffee beans and $30 on a tumbler. Then she deposited $25. How much is in her account now?",
        35,
    ),
    (
        "Mirasol had $50 in her account. She spent a fifth of it on coffee beans and $30 on a tumbler. How much is left in her account?",
        10,
    ),
    (
        "Mirasol had $50 in her account. She spent $10 on coffee beans and three times as much on a tumbler. How much is left in her account?",
        10,
    ),
    (
        "Jane bought 2 skirts for $13 each. She also bought 3 blouses for $6 each. She paid the cashier with five $20 bills. How much change did she receive?",
        56,
    ),
    (
        "Jane bought 2 skirts for $13 each. She also bought 3 blouses for $6 each. She paid the cashier $100. Her friend paid $50. How much change did Jane receive?",
        56,
    ),
    (
        "Jane bought 2 skirts for $13 each. She also bought 3 blouses. She paid the cashier $100. How much change did she receive?",
        None,
    ),
    (
        "Jane bought 2 skirts for $13 each. She also bought 3 blouses for $6 each. She paid the cashier $100. How much change did she receive in cents?",
        5600,
    ),
    (
        "Jorge bought 24 tickets for $7 each. For purchasing so many, he is given a discount of 50%. How much did each ticket cost him?",
        F(7, 2),
    ),
    (
        "Jorge bought 24 tickets for $7 each. Last week, he was given a discount of 50%. How much, in dollars, did he spend on tickets?",
        None,
    ),
    (
        "Jorge bought 24 tickets for $7 each. His friend is given a discount of 50%. How much, in dollars, did Jorge spend on tickets?",
        168,
    ),
    (
        "Iris went to the mall to buy clothes.  She bought three jackets at $10 each, two pairs of shorts at $6 each, and four pairs of pants at $12 each. Yesterday she bought a hat for $5. How much did she spend in all?",
        None,
    ),
    (
        "Iris went to the mall to buy clothes.  She bought three jackets at $10 each, two pairs of shorts at $6 each, and four pairs of pants at $12 each. Her sister bought a hat for $5. How much did Iris spend in all?",
        90,
    ),
    (
        "Iris went to the mall to buy clothes.  She bought three jackets at $10 each, two pairs of shorts at $6 each, and four pairs of pants at $12 each. How much did she spend on jackets and shorts combined?",
        42,
    ),
    (
        "Marc bought 5 model cars that cost $20 each and 5 bottles of paint that cost $10 each. He also bought 5 paintbrushes that cost $2 each. He paid with three $100 bills. How much change did he get?",
        140,
    ),
    (
        "Marc bought 5 model cars that cost $20 each and 5 bottles of paint that cost $10 each. He also bought 5 paintbrushes that cost $2 each. How much did he spend per item on average?",
        F(32, 3),
    ),
    (
        "Joe’s mother gave him $56 to go to the store. Joe bought 7 notebooks and 2 books. Each notebook costs $4 and each book costs $7. Last week he bought 3 pens. How much money does Joe have left?",
        14,
    ),
    (
        "Olivia bought two packs of basketball cards at $3 each, and 5 decks of baseball cards at $4 each. If she had one $50 bill, how much change did she receive in cents?",
        2400,
    ),
    (
        "Roxanne bought 2 cups of lemonade for $2 each and 2 sandwiches for $2.50 each. How much change must she get from a $10 bill?",
        1,
    ),
    (
        "Roxanne bought 2 cups of lemonade for $2 each and 2 sandwiches for $2.50 each. Her brother bought 3 cookies for $1 each. How much change must Roxanne get from a $20 bill?",
        11,
    ),
    (
        "Tyler has $100. If he buys 8 scissors for $5 each and 10 erasers for $4 each, how much of his money remains in cents?",
        2000,
    ),
    (
        "Tyler has $100. If he buys 8 scissors for $5 each and 10 erasers for $4 each, what fraction of his money remains?",
        F(1, 5),
    ),
    (
        "Tyler has $100. If he buys 8 scissors for $5 each and 10 erasers for $4 each, what percent of his money remains?",
        20,
    ),
    (
        "Tyler has $100. If he buys 8 scissors for $5 each and 10 erasers for $4 each, and then his mom gives him $15, how much money does he have?",
        35,
    ),
    (
        "Tim has 30 toads. Jim has 20 more toads than Tim does. Sarah has twice as many toads as Jim does. Sarah gives away a quarter of her toads. How many toads does Sarah have?",
        75,
    ),
    (
        "Zig wrote four times as many books as Flo. If Zig wrote 60 books, how many books did they write in total?",
        75,
    ),
    (
        "Zig wrote four times as many books as Flo. If Zig wrote 60 books, find the total number of books they wrote.",
        75,
    ),
    (
        "Zig wrote four times as many books as Flo. If Zig wrote 60 books last year, how many books did they write altogether?",
        75,
    ),
    (
        "Madeline has $48 and her brother has half as much. Her sister has $10. How much do Madeline and her brother have together?",
        72,
    ),
    (
        "Madeline has $48 and her brother has half as much. How much do they have together in cents?",
        7200,
    ),
    (
        "Madeline has $48 and her brother has half as much. Madeline spends $8. How much do they have together?",
        64,
    ),
    (
        "Salvadore earned $1956. Santo earned half of what Salvadore earned. Last year Santo earned $500. How much money did the two men earn together?",
        None,
    ),
    (
        "Sally sold 20 cups of lemonade last week. She sold 30% more lemonade this week. How many more cups did she sell this week than last week?",
        6,
    ),
    (
        "Sally sold 20 cups of lemonade last week. She sold 30% more lemonade this week. Each cup costs $2. How much money did she make this week?",
        52,
    ),
    (
        "Gerald had 20 toy cars. He donated 1/4 of his toy cars to an orphanage. His brother had 12 toy cars. How many toy cars does Gerald have left?",
        15,
    ),
    (
        "Gerald had 20 toy cars. His brother donated 1/4 of his toy cars to an orphanage. How many toy cars does Gerald have left?",
        None,
    ),
    (
        "Neil baked 20 cookies. He gave 2/5 of the cookies to his friend. His mother baked 10 cookies. How many cookies are left for Neil?",
        12,
    ),
    (
        "Cristine bought a dozen lemons and gave 1/4 of them to her neighbor. Her neighbor had 5 lemons. How many lemons does her neighbor have now?",
        8,
    ),
    (
        "Cristine bought a dozen lemons and gave 1/4 of them to her neighbor. How many dozen lemons does Cristine have left?",
        F(3, 4),
    ),
    ("John buys 2 dozen cookies.  He eats 3.  How many dozen cookies does he have left?", F(7, 4)),
    ("John buys 2 dozen cookies for $12.  He eats 3.  How many cookies does he have left?", 21),
    ("John buys 2 dozen cookies for $12.  He eats 3.  How much did each cookie cost?", F(1, 2)),
    (
        "A box holds 2 dozen doughnuts. If the family ate 8 doughnuts, what fraction of the doughnuts is left?",
        F(2, 3),
    ),
    (
        "Ashton had two boxes of pencils with fourteen pencils in each box. He gave six pencils to his brother. Yesterday his brother had 5 pencils. How many pencils did Ashton have left?",
        22,
    ),
    (
        "Ashton had two boxes of pencils with fourteen pencils in each box. He gave six pencils to his brother. How many pencils are in each box now?",
        None,
    ),
    (
        "There are 50 children at the party. Three-fifths of them are boys. How many of the children are girls, in dozens?",
        F(5, 3),
    ),
    (
        "There are 45 children in a classroom. One-third of them are girls. Five boys leave. How many boys are in the classroom?",
        25,
    ),
    (
        "There are 45 children in a classroom. One-third of them are girls. How many boys are in the classroom if 3 more boys join?",
        33,
    ),
    (
        "Ms. Alice can grade 296 papers in 8 hours. How many papers can she grade in 11 hours and 30 minutes?",
        F(851, 2),
    ),
    (
        "Ms. Alice can grade 296 papers in 8 hours. Her assistant can grade 100 papers in 8 hours. How many papers can Ms. Alice grade in 11 hours?",
        407,
    ),
    (
        "Gunther can type 160 words every 3 minutes and he works 480 minutes per day. How many words can Gunther type in 5 working days?",
        128000,
    ),
    (
        "John can play 200 beats per minute.  If he plays 2 hours a day for 3 days how many beats does he play in all?",
        72000,
    ),
    (
        "John can play 200 beats per minute.  If he plays 2 hours a day for a week how many beats does he play?",
        168000,
    ),
    (
        "It takes David 10 minutes to wash 4 windows.  David's house has 64 windows.  How many minutes will it take David to wash all of the windows if he already washed 8?",
        140,
    ),
    (
        "Bob can shuck 10 oysters in 5 minutes.  How many oysters can he shuck in 2 hours and 15 minutes?",
        270,
    ),
    (
        "Darma can eat 20 peanuts in 15 seconds. At this same rate, how many peanuts could she eat in 6.5 minutes?",
        520,
    ),
    (
        "Joy can read 8 pages of a book in 20 minutes. How many hours will it take her to read two books of 120 pages each?",
        10,
    ),
    (
        "Lisa walks 10 meters each minute. Every day, she walks for an hour. How many meters will Lisa walk in two weeks?",
        8400,
    ),
    (
        "Sandra eats 3 beignets every morning.  How many beignets will she eat in 16 weeks if she skips Sundays?",
        288,
    ),
    (
        "Sandra eats 3 beignets every morning.  How many dozen beignets will she eat in 16 weeks?",
        28,
    ),
    (
        "Tamika drove for 8 hours at an average speed of 45 miles per hour. Logan drove for 5 hours at 55 miles an hour. How many miles farther did Tamika drive? Logan's car is red.",
        None,
    ),
    (
        "Jackie walks 2 miles each day while Jessie walks 1.5 miles each day. How many more miles, in all, does Jackie walk than Jessie walk in a week?",
        F(7, 2),
    ),
    (
        "Liza reads 20 pages in an hour, and Suzie reads 15 pages in an hour. How many more pages does Liza read than Suzie in a day if they each read 3 hours a day?",
        15,
    ),
    (
        "Stanley sold 4 cups of lemonade an hour. His brother, Carl, sold 7 cups of lemonade an hour. How many cups did Carl sell in 3 hours?",
        21,
    ),
    (
        "Janet makes 50 snowballs and her brother makes 150 snowballs. Their sister makes 100 snowballs. What percentage of the snowballs did Janet make?",
        None,
    ),
    (
        "Randy has 60 mango trees on his farm. He also has 5 less than half as many coconut trees as mango trees. How many coconut trees does Randy have?",
        25,
    ),
    (
        "Randy has 80 mango trees on his farm. He also has 5 more than half as many coconut trees as mango trees. How many trees does Randy have in all on his farm?",
        125,
    ),
    (
        "Randy has 60 mango trees on his farm. He also has 5 less than half as many coconut trees as mango trees. His neighbor has 30 apple trees. How many trees does Randy have in all on his farm?",
        85,
    ),
    (
        "Randy has 60 mango trees on his farm. He also has 5 less than half as many coconut trees as mango trees. He cuts down 10 mango trees. How many trees does Randy have in all on his farm?",
        75,
    ),
    (
        "In 3 years, Jayden will be half of Ernesto's age. If Ernesto is 11 years old, how old will Jayden be in 3 years?",
        7,
    ),
    (
        "In 3 years, Jayden will be half of Ernesto's age then. If Ernesto is 13 years old, how many years old is Jayden now?",
        5,
    ),
    (
        "A church has 120 members. 40% are adults. The rest are children. How many children are there?",
        72,
    ),
    (
        "A church has 150 members. 40% are adults. The rest are children. How many more children are there than adults?",
        30,
    ),
    (
        "A church has 120 members. 25% are adults. The rest are children. How many more children are there than adults?",
        60,
    ),
    (
        "A church has 120 members. 40% are adults. The rest are children. 10 adults join. How many adults are there?",
        58,
    ),
    (
        "Jed is 10 years older than Matt. In 10 years, Jed will be 25 years old. How old is Matt now?",
        5,
    ),
    (
        "Jed is 10 years older than Matt. In 5 years, Jed will be 25 years old. What is the sum of their present ages?",
        30,
    ),
    (
        "Jed is 10 years older than Matt. In 10 years, Jed will be 25 years old. What will be the sum of their ages in 10 years?",
        40,
    ),
    (
        "Lizzie has half as many crayons as Bobbie. Bobbie has three times as many crayons as Billie. If Billie has 18 crayons, how many crayons do they have in all?",
        99,
    ),
    (
        "Lizzie has a third as many crayons as Bobbie. Bobbie has three times as many crayons as Billie. If Billie has 18 crayons, how many crayons does Lizzie have?",
        18,
    ),
    (
        "Maria has 4 dimes, 4 quarters, and 7 nickels in her piggy bank. Her mom gives her 5 quarters. How many coins does Maria have now?",
        20,
    ),
    (
        "Maria has 4 dimes, 4 quarters, and 7 nickels in her piggy bank. Her mom gives her 5 dimes. How much money, in dollars, does Maria have now?",
        F(9, 4),
    ),
    (
        "Maria has 4 dimes, 4 quarters, and 7 nickels in her piggy bank. Her mom gives her 5 quarters. How much money, in cents, does Maria have now?",
        300,
    ),
    (
        "Maria has 4 dimes, 4 quarters, and 7 nickels in her piggy bank. How much money, in dollars, does Maria have?",
        F(7, 4),
    ),
    (
        "Maria has 4 dimes, 4 quarters, and 7 nickels in her piggy bank. She spends 2 quarters. How much money, in dollars, does Maria have now?",
        F(5, 4),
    ),
    (
        "Tom’s cat is 8 years old.  His rabbit is half the age of his cat.  His dog is three times as old as his rabbit.  How old is the rabbit?",
        4,
    ),
    (
        "Tom’s cat is 10 years old.  His rabbit is half the age of his cat.  His dog is three times as old as his rabbit.  How old is the dog?",
        15,
    ),
    (
        "Tom’s cat is 8 years old.  His rabbit is half the age of his cat.  His dog is three times as old as his rabbit.  How old will the dog be in 2 years?",
        14,
    ),
    (
        "Billy weighs 9 pounds more than Brad. Brad weighs 5 pounds more than Carl. If Carl weighs 145 pounds, how much does Brad weigh, in pounds?",
        150,
    ),
    (
        "Billy weighs 9 pounds less than Brad. Brad weighs 5 pounds more than Carl. If Carl weighs 145 pounds, how much does Billy weigh, in pounds?",
        141,
    ),
    (
        "Billy weighs 9 pounds more than Brad. Brad weighs 5 pounds more than Carl. If Billy weighs 159 pounds, how much does Carl weigh, in pounds?",
        145,
    ),
    (
        "Jean has three times as much money as Jane. They have a combined total of $76. How much money does Jane have?",
        19,
    ),
    (
        "Jean has four times as much money as Jane. They have a combined total of $76. How much money does Jean have?",
        F(304, 5),
    ),
    (
        "Jean has three times as much money as Jane. They have a combined total of $80. How much money does Jean have?",
        60,
    ),
    (
        "John buys a pair of earbuds that cost $200.  If tax was 10%, how much did he pay after tax?",
        220,
    ),
    ("John buys a pair of earbuds that cost $200.  If tax was 15%, how much was the tax?", 30),
    (
        "John buys two pairs of earbuds that cost $200 each.  If tax was 15%, how much did he pay after tax?",
        460,
    ),
    (
        "John buys a pair of earbuds that cost $250.  If tax was 8%, how much did he pay after tax?",
        270,
    ),
    (
        "At the aquarium, there are twice as many sharks as stingrays. If there are 28 stingrays, how many sharks are there?",
        56,
    ),
    (
        "At the aquarium, there are three times as many sharks as stingrays. If there are 28 stingrays, how many fish are there?",
        112,
    ),
    (
        "At the aquarium, there are twice as many sharks as stingrays. If there are 28 sharks, how many fish are there?",
        42,
    ),
    (
        "Alexander is going food shopping. If he buys 5 apples for $1.50 each and 2 oranges for $2 each, how much does he spend?",
        F(23, 2),
    ),
    (
        "Alexander is going food shopping. If he buys 5 apples for $1 each and 2 oranges for $2 each, how much change does he get from $20?",
        11,
    ),
    (
        "Alexander is going food shopping. If he buys 5 apples for $1 each and 2 oranges, how much does he spend?",
        None,
    ),
    (
        "In five years Sam will be 3 times as old as Drew. If Drew is currently 10 years old, how old is Sam?",
        40,
    ),
    (
        "In five years Sam will be 3 times as old as Drew. If Drew is currently 12 years old, how old will Sam be in five years?",
        51,
    ),
    (
        "Kylie has 34 stamps in her collection. Her friend, Nelly, has 44 more stamps than Kylie. How many stamps does Nelly have?",
        78,
    ),
    (
        "Kylie has 34 stamps in her collection. Her friend, Nelly, has 14 fewer stamps than Kylie. How many stamps do Kylie and Nelly have together?",
        54,
    ),
    (
        "Kylie has 34 stamps in her collection. Her friend, Nelly, has 44 more stamps than Kylie. Kylie gives Nelly 4 stamps. How many stamps does Kylie have?",
        30,
    ),
    (
        "Tim is 5 years old. His cousin, Rommel, is thrice as old as he is. His other cousin, Jenny, is 2 years older than Rommel. How old is Jenny?",
        17,
    ),
    (
        "Tim is 6 years old. His cousin, Rommel, is thrice as old as he is. His other cousin, Jenny, is 2 years younger than Rommel. How many years younger is Tim than Jenny?",
        10,
    ),
    (
        "Barbi lost 1.5 kilograms each month for a year. Luca lost 9 kilograms every year for 11 years. How many kilograms did Barbi lose?",
        18,
    ),
    (
        "Barbi lost 2 kilograms each month for a year. Luca lost 9 kilograms every year for 11 years. How many more kilograms did Luca lose than Barbi?",
        75,
    ),
    (
        "Randy had some money. Smith gave him another $200. Randy then gave Sally $1,200 and kept the rest. If Randy has $2000 left, how much money did Smith give him?",
        200,
    ),
    (
        "Randy had some money. Smith gave him another $500. Randy then gave Sally $1,200 and kept the rest. If Randy has $2000 left, how much money, in dollars, did Randy have at first?",
        2700,
    ),
    (
        "Randy had some money. Smith gave him another $200. Randy then gave Sally $1,200 and kept the rest. How much money, in dollars, did Randy have at first?",
        None,
    ),
    (
        "Lucca has 100 balls and 10 percent of his balls are basketballs. Lucien has 200 balls and 20 percent of them are basketballs. How many basketballs does Lucien have?",
        40,
    ),
    (
        "Lucca has 100 balls and 10 percent of his balls are basketballs. Lucien has 200 balls and 20 percent of them are basketballs. How many balls that are not basketballs do they have in total?",
        250,
    ),
    (
        "Verna weighs 17 pounds more than Haley, and Verna weighs half as much as Sherry. If Haley weighs 103 pounds, how many pounds does Sherry weigh?",
        240,
    ),
    (
        "Verna weighs 17 pounds less than Haley, and Verna weighs half as much as Sherry. If Haley weighs 103 pounds, how many pounds do Verna and Sherry weigh together?",
        258,
    ),
    (
        "Alison has half as much money as Brittany. Brittany has 4 times as much money as Brooke. Brooke has twice as much money as Kent. If Kent has $1,000, how much money does Brittany have?",
        8000,
    ),
    (
        "Alison has half as much money as Brittany. Brittany has 4 times as much money as Brooke. Brooke has twice as much money as Kent. If Kent has $1,000, how much money do they have in total?",
        15000,
    ),
    (
        "Amy, Jeremy, and Chris have a combined age of 132.  Amy is 1/3 the age of Jeremy, and Chris is twice as old as Amy.  How old is Chris?",
        44,
    ),
    (
        "Amy, Jeremy, and Chris have a combined age of 120.  Amy is 1/3 the age of Jeremy, and Chris is twice as old as Amy.  How old is Jeremy?",
        60,
    ),
    (
        "Jason has three times as many toys as John. If John has 6 more toys than Rachel and Rachel has 2 toys, how many toys does Jason have?",
        24,
    ),
    (
        "Jason has three times as many toys as John. If John has 6 fewer toys than Rachel and Rachel has 10 toys, how many toys does Jason have?",
        12,
    ),
    (
        "Brett has 24 more blue marbles than red marbles. He has 5 times as many blue marbles as red marbles. How many blue marbles does he have?",
        30,
    ),
    (
        "Brett has 24 more blue marbles than red marbles. He has 4 times as many blue marbles as red marbles. How many red marbles does he have?",
        8,
    ),
    (
        "Albert has three times as many marbles as Angela. Angela has 8 more than Allison, who has 28 marbles. How many marbles does Albert have?",
        108,
    ),
    (
        "Albert has three times as many marbles as Angela. Angela has 8 fewer than Allison, who has 28 marbles. How many marbles do Albert and Allison have?",
        88,
    ),
    (
        "Yanna bought 60 apples. She gave eighteen apples to Zenny. She gave six more apples to Andrea and kept the rest. How many apples did Andrea get?",
        6,
    ),
    (
        "Yanna bought 60 apples. She gave eighteen apples to Zenny. She gave six more apples than that to Andrea and kept the rest. How many apples did she keep?",
        None,
    ),
    (
        "Yanna bought 5 dozen apples. She gave eighteen apples to Zenny. She gave six more apples to Andrea and kept the rest. How many apples did she keep?",
        36,
    ),
    (
        "Josiah is three times as old as Hans. Hans is 15 years old now. What is the sum of the ages of Josiah and Hans now?",
        60,
    ),
    (
        "Josiah is three times as old as Hans. Hans is 15 years old now. In three years, how old will Josiah be?",
        48,
    ),
    ("Lara was 9 years old 7 years ago. How old is she now?", 16),
    ("Lara was 9 years old 5 years ago. How old will she be 10 years from now?", 24),
    ("Lara will be 9 years old in 7 years. How old was she 2 years ago?", 0),
    (
        "Adam, Andrew and Ahmed all raise goats.  Adam has 7 goats.  Andrew has 5 more than twice as many goats as Adam.  Ahmed has 6 fewer goats than Andrew.  How many goats do they have in all?",
        39,
    ),
    (
        "Adam, Andrew and Ahmed all raise goats.  Adam has 7 goats.  Andrew has 5 less than twice as many goats as Adam.  Ahmed has 6 fewer goats than Andrew.  How many goats does Ahmed have?",
        3,
    ),
    (
        "Ali had a stock of 800 books in his Room. He sold 60 on Monday, 10 on Tuesday, 20 on Wednesday, 44 on Thursday and 66 on Friday. How many books did he sell?",
        200,
    ),
    (
        "Ali had a stock of 1000 books in his Room. He sold 60 on Monday, 10 on Tuesday, 20 on Wednesday, 44 on Thursday and 66 on Friday. How many books were not sold?",
        800,
    ),
    (
        "Ali had a stock of 800 books in his Room. He sold 60 on Monday, twice as many on Tuesday, and 20 on Wednesday. How many books were not sold?",
        600,
    ),
    (
        "Tina has 12 pink pens. She has 9 fewer green pens than pink pens. Tina has 3 more blue pens than green pens. How many blue pens does Tina have?",
        6,
    ),
    (
        "Tina has 12 pink pens. She has 9 fewer green pens than pink pens. Tina has 3 times as many blue pens as green pens. How many pens does Tina have in total?",
        24,
    ),
    (
        "Ariel is collecting fish. She has 45 fish. 2/3 are male. How many male fish does she have?",
        30,
    ),
    (
        "Ariel is collecting fish. She has 60 fish. 3/4 are male. How many female fish does she have?",
        15,
    ),
    (
        "Ariel is collecting fish. She has 45 fish. 2/3 are male. She buys 5 more female fish. How many female fish does she have?",
        20,
    ),
    (
        "Jerusha earned 4 times as much money as Lottie. Together they earned $85. How many dollars did Lottie earn?",
        17,
    ),
    (
        "Jerusha earned 4 times as much money as Lottie. Together they earned $100. How many dollars did Jerusha earn?",
        80,
    ),
    (
        "Sally picks 30 seashells on Monday. On Tuesday, she picks half as many seashells as she did on Monday. How many seashells did she pick in all?",
        45,
    ),
    (
        "Sally picks 30 seashells on Monday. On Tuesday, she picks twice as many seashells as she did on Monday. If she can sell each seashell for $1.20, how much money can she make if she sells all of her seashells?",
        108,
    ),
    (
        "Sally picks 30 seashells on Monday. On Tuesday, she picks half as many seashells as she did on Monday. If she can sell each seashell for 50 cents, how much money can she make if she sells all of her seashells?",
        F(45, 2),
    ),
    (
        "The school has 14 boys and 10 girls. If 4 boys and 3 girls drop out, how many girls are left?",
        7,
    ),
    (
        "The school has 14 boys and 10 girls. If 4 boys and 3 girls drop out and 2 girls join, how many boys and girls are there?",
        19,
    ),
    (
        "The school has 14 boys and 10 girls. If 4 boys drop out, how many boys and girls are left?",
        20,
    ),
    (
        "Todd has $20. Last week he had $35. He buys 4 candy bars that cost $2 each. How much money in dollars does Todd have left?",
        12,
    ),
    (
        "Todd had $35 last week. Todd has $20. He buys 4 candy bars that cost $2 each. How much money in dollars does Todd have left?",
        12,
    ),
    (
        "Todd has $20. He buys 4 candy bars that cost $2 each. Last week candy bars cost $3 each. How much money in dollars does Todd have left?",
        12,
    ),
    (
        "Abie had 20 bags of chips. Last year she had 30 bags. She gave 4 bags to her friend. How many bags of chips does Abie have now?",
        None,
    ),
    (
        "Ben has 20 eggs in the fridge. He ate 4 eggs in the morning. Yesterday he ate 3 eggs. How many eggs does Ben have now?",
        None,
    ),
    (
        "Ben has 20 eggs in the fridge. Yesterday, he ate 4 eggs in the morning and 3 in the afternoon. How many eggs did Ben eat yesterday?",
        7,
    ),
    (
        "Sally sold 20 cups of lemonade last week. She sold 26 cups this week. How many cups did she sell in both weeks?",
        46,
    ),
    (
        "Sally sold 20 cups of lemonade this week. Last week she sold 26 cups. How many cups did she sell in both weeks?",
        46,
    ),
    (
        "Sally sold 20 cups of lemonade this week. Last week she sold 6 more cups. How many cups did she sell last week?",
        26,
    ),
    (
        "Kate had $30. She spent $10 on a book. Two weeks ago she spent $5 on a pen. How much money does Kate have left?",
        None,
    ),
    (
        "Kate had $30. She spent $10 on a book. Two weeks later she spent $5 on a pen. How much money does Kate have left?",
        15,
    ),
    (
        "Kate had $30. She spent $10 on a book. The next day she spent $5 on a pen. How much money does Kate have left?",
        15,
    ),
    (
        "Kate had $30. She spent $10 on a book. On the previous day she spent $5 on a pen. How much money does Kate have left?",
        None,
    ),
    (
        "Mike had 50 stamps. He gave 10 stamps to his sister. A year ago, he bought 20 stamps. How many stamps does Mike have now?",
        None,
    ),
    (
        "Mike had 50 stamps. A year ago, he bought 20 stamps. How many stamps does Mike have now?",
        None,
    ),
    (
        "Mike has 50 stamps. He gives 10 stamps to his sister. His sister had 5 stamps last year. How many stamps does Mike have now?",
        40,
    ),
    (
        "Mike has 50 stamps. He gives 10 stamps to his sister. How many stamps did he have before giving them away?",
        50,
    ),
    (
        "Mike has 50 stamps. He gives a fifth of them to his sister. How many stamps did he give away?",
        10,
    ),
    (
        "Mike has 50 stamps. He gives 10 stamps to each of his 3 sisters. How many stamps does he have left?",
        20,
    ),
    (
        "Mike has 50 stamps. He gives 10 stamps to his 3 sisters. How many stamps does he have left?",
        None,
    ),
    (
        "Mike has 50 stamps. He gives 10 stamps to his sisters. How many stamps does he have left?",
        40,
    ),
    (
        "Lucy has $40. She spends $12.50 on a shirt and $7.25 on socks. How much money does she have left?",
        F(81, 4),
    ),
    (
        "Lucy has $40. She spends $12.50 on a shirt and 75 cents on gum. How much money does she have left?",
        F(107, 4),
    ),
    (
        "Lucy has $40. She spends one-fourth of her money on a shirt and $7 on socks. How much money does she have left?",
        23,
    ),
    (
        "Lucy has $40. She spends one-fourth of her money on a shirt and a third of the rest on socks. How much money does she have left?",
        20,
    ),
    (
        "Lucy has $40. She spends one-fourth of her money on a shirt and a third of her money on socks. How much money does she have left?",
        F(50, 3),
    ),
    (
        "Lucy has 40 dollars. She spends 1200 cents on a shirt. How many dollars does she have left?",
        28,
    ),
    ("A baker makes 3 dozen muffins. He sells 20 muffins. How many muffins are left?", 16),
    ("A baker makes 3 dozen muffins. He sells 2 dozen muffins. How many muffins are left?", 12),
    (
        "A baker makes 3 dozen muffins. He sells 20 muffins for $2 each. How much money does he make?",
        40,
    ),
    ("A baker makes 36 muffins. He sells them in boxes of 6. How many boxes does he fill?", 6),
    (
        "A baker makes 36 muffins. He sells them in boxes of half a dozen. How many boxes does he fill?",
        6,
    ),
    ("A movie lasts 2 hours. Tom has watched 45 minutes. How many minutes are left?", 75),
    ("A movie lasts 2.5 hours. Tom has watched 45 minutes. How many minutes are left?", 105),
    ("A movie lasts 2 hours. Tom has watched 45 minutes. How many hours are left?", F(5, 4)),
    ("Anna walks 3 miles in an hour. How many miles does she walk in 40 minutes?", 2),
    ("Anna walks 3 miles in an hour. How many minutes does she need to walk 2 miles?", 40),
    ("Anna walks 3 miles in half an hour. How many miles does she walk in 2 hours?", 12),
]

#: The fix's guards: the earlier-time change refuses; what must still be read is read.
GUARDS: list[tuple[str, int | Fraction | None]] = [
    (
        "Todd has $20. He buys 4 candy bars that cost $2 each. Two days ago he bought 3 candy bars. How much money in dollars does Todd have left?",
        None,
    ),
    (
        "Todd has $20. He buys 4 candy bars that cost $2 each. Last week he bought 3 candy bars. How much money in dollars does Todd have left?",
        None,
    ),
    (
        "Amy's grandfather gave her $100 for her birthday. Yesterday her aunt gave her $80. How much money does Amy have?",
        None,
    ),
]


@pytest.mark.parametrize(("text", "expected"), CASES)
def test_variation(text: str, expected: int | Fraction | None) -> None:
    _check(text, expected)


@pytest.mark.parametrize(("text", "expected"), GUARDS)
def test_earlier_change_refuses(text: str, expected: int | Fraction | None) -> None:
    _check(text, expected)


def test_change_after_holdings_still_read() -> None:
    from story_outcome import pipeline_answer

    text = "Ben has 20 eggs in the fridge. Yesterday, he ate 4 eggs in the morning and 3 in the afternoon. How many eggs does Ben have now?"
    assert pipeline_answer(text) == 13


def test_last_round_is_no_earlier_time() -> None:
    from story_outcome import pipeline_answer

    text = "Chloe was playing a trivia game. In the first round she scored 40 points and in the second round she scored 50 points. In the last round she lost 4 points. How many points did she have at the end of the game?"
    assert pipeline_answer(text) == 86


def test_next_day_is_no_earlier_time() -> None:
    from story_outcome import pipeline_answer

    text = "On Friday, Sam spent 2 pennies on ice cream. The next day, Sam spent 12 dimes on baseball cards. All in all, how much money did Sam spend?"
    assert pipeline_answer(text) == Fraction(61, 50)
