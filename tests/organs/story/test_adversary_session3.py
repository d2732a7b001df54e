# ruff: noqa: E501
"""Adversarial variations (session 3) of problems newly answered by this hour's story constructions.

Hand-written by an independent engineer: each case varies a problem that `mathcore solve` began
to answer in this hour (a gift to a receiver who then spends it, category totals over the pack's
hypernym rows, a school's possessor as "he", spending on a class of things, the time of an
amount done at a rate, going to and missing games, the fourth grade's students, the magician's
decks), the way a held-out set varies it: another asked holder or quantity, a distractor, a
qualifier (place, time, modifier) the story does not give, numbers that stop fitting, the
perspective reversed. Every answer was computed by hand; each case must be answered with
exactly that value or refused (None: must refuse).
"""

from __future__ import annotations

from fractions import Fraction

import pytest
from story_outcome import check_correct_or_refused as _check
from story_outcome import pipeline_answer as _answer

CASES: list[tuple[str, int | Fraction | None]] = [
    (
        "Reggie's father gave him $48. Reggie bought 5 books, each of which cost $2. How much money does Reggie have left?",
        38,
    ),
    (
        "Reggie's father gave him $48. Reggie bought 5 books, each of which cost $2. How much money does Reggie's father have left?",
        None,
    ),
    (
        "Reggie's father gave him $48. Reggie bought 5 books, each of which cost $2. How much money did Reggie spend?",
        10,
    ),
    (
        "Reggie's father gave him $48. Reggie's sister bought 5 books, each of which cost $2. How much money does Reggie have left?",
        None,
    ),
    (
        "Reggie's father gave him $48. Reggie bought 5 books, each of which cost $2. His mother gave him $10. How much money does Reggie have left?",
        48,
    ),
    (
        "Reggie's father gave him $48. Reggie bought 5 books, each of which cost $2. How much money did Reggie have at first?",
        None,
    ),
    (
        "Reggie's father gave him $48. Reggie had $20 in his wallet. Reggie bought 5 books, each of which cost $2. How much money does Reggie have left?",
        None,
    ),
    (
        "Reggie's father gave him $48. Reggie bought 5 books, each of which cost $2. Reggie then lent $10 to Tom. How much money does Reggie have left?",
        28,
    ),
    (
        "Reggie's father gave him $48. Reggie bought 5 books, each of which cost $2. How much money does Tom have left?",
        None,
    ),
    (
        "Reggie's father gave him $4. Reggie bought 5 books, each of which cost $2. How much money does Reggie have left?",
        None,
    ),
    (
        "Reggie's father gave him $48. Reggie bought 5 books, each of which cost $2.50. How much money does Reggie have left?",
        Fraction(71, 2),
    ),
    (
        "Reggie's father gave Tom $48. Reggie bought 5 books, each of which cost $2. How much money does Reggie have left?",
        None,
    ),
    (
        "Reggie's father gave him $48. Tom bought 5 books, each of which cost $2. How much money does Reggie have left?",
        None,
    ),
    (
        "Amy's grandfather gave her $100 for her birthday. Amy bought 3 dolls, each of which cost $1. How much money does Amy have left?",
        97,
    ),
    (
        "Amy's grandfather gave her $100 for her birthday. Amy bought 3 dolls, each of which cost $1. How many dolls does Amy have?",
        None,
    ),
    (
        "Amy's grandfather gave her $100 for her birthday. Amy bought 3 dolls, each of which cost $12. How much money does Amy have now?",
        64,
    ),
    (
        "Amy's grandfather gave her $100 for her birthday. Amy bought 3 dolls and 2 balls, each of which cost $12. How much money does Amy have now?",
        None,
    ),
    (
        "Amy's grandfather gave her $100 for her birthday. Amy's brother bought 3 dolls, each of which cost $1. How much money does Amy have left?",
        None,
    ),
    (
        "Amy's grandfather gave her $100 for her birthday. Amy saved $20. Amy bought 3 dolls, each of which cost $1. How much money does Amy have left?",
        None,
    ),
    (
        "Amy's grandfather gave her $100 for her birthday. Amy bought 3 dolls, each of which cost $1. How much money did Amy have before her birthday?",
        None,
    ),
    (
        "Wyatt's mother gave him $74 to go to the store. Wyatt bought 5 loaves of bread and 4 cartons of orange juice. Each loaf of bread cost $5 and each carton of orange juice cost $2. How much money does Wyatt have left?",
        41,
    ),
    (
        "Wyatt's mother gave him $74 to go to the store. Wyatt bought 5 loaves of bread and 4 cartons of orange juice. Each loaf of bread cost $5. How much money does Wyatt have left?",
        None,
    ),
    (
        "Wyatt's mother gave him $74 to go to the store. Wyatt bought 5 loaves of bread and 4 cartons of orange juice. Each loaf of bread cost $5 and each carton of orange juice cost $2. How much money did Wyatt spend?",
        33,
    ),
    (
        "Wyatt's mother gave him $74 to go to the store. Wyatt bought 5 loaves of bread and 4 cartons of orange juice. Each loaf of bread cost $5 and each carton of apple juice cost $2. How much money does Wyatt have left?",
        None,
    ),
    (
        "Wyatt's mother gave him $74 to go to the store. Wyatt bought 5 loaves of bread and his sister bought 4 cartons of orange juice. Each loaf of bread cost $5 and each carton of orange juice cost $2. How much money does Wyatt have left?",
        None,
    ),
    (
        "Wyatt's mother gave him $74 to go to the store. Wyatt bought 5 loaves of bread and 4 cartons of orange juice. Each loaf of bread cost $5 and each carton of orange juice cost $2. How much money does Wyatt's mother have left?",
        None,
    ),
    (
        "Wyatt's mother gave him $74 to go to the store. Wyatt bought 5 loaves of bread and 4 cartons of orange juice. Each loaf of bread cost $5 and each carton of orange juice cost $2. How many loaves of bread did Wyatt buy?",
        5,
    ),
    (
        "Wyatt's mother gave him $74 to go to the store. Wyatt bought 5 loaves of bread and 4 cartons of orange juice. Each loaf of bread cost $5 and each carton of orange juice cost $2. Wyatt returned 1 carton of orange juice. How much money does Wyatt have left?",
        None,
    ),
    (
        "Wyatt's mother gave him $74 to go to the store. Wyatt bought 5 loaves of bread and 4 cartons of orange juice. Each loaf of bread cost $5 and each carton of orange juice cost $2. He found $3 on the way home. How much money does Wyatt have now?",
        44,
    ),
    (
        "Wyatt's mother gave him $74 to go to the store. Wyatt bought 5 loaves of bread and 4 cartons of orange juice yesterday. Each loaf of bread cost $5 and each carton of orange juice cost $2. How much money does Wyatt have left?",
        41,
    ),
    (
        "Joe's mother gave him $56 to go to the store. Joe bought 7 notebooks and 2 books. Each notebook costs $4 and each book costs $7. How much money does Joe have left?",
        14,
    ),
    (
        "Joe's mother gave him $56 to go to the store. Joe bought 7 notebooks and 2 books. Each notebook costs $4 and each pen costs $7. How much money does Joe have left?",
        None,
    ),
    (
        "Joe's mother gave him $56 to go to the store. Joe bought 7 notebooks and 2 books. Each notebook costs $4 and each book costs $7. How much money does Joe's mother have left?",
        None,
    ),
    (
        "Joe's mother gave him $56 to go to the store. Joe bought 7 notebooks and 2 books. Each notebook costs $4 and each book costs $7. How much more did Joe spend on notebooks than on books?",
        14,
    ),
    (
        "Joe's mother gave him $56 to go to the store. Joe bought 7 notebooks and 2 books. Each notebook costs $4 and each book costs $7. How much money did Joe spend on books?",
        14,
    ),
    (
        "Joe's mother gave him $56 to go to the store. Joe bought 7 red notebooks and 2 books. Each blue notebook costs $4 and each book costs $7. How much money does Joe have left?",
        None,
    ),
    (
        "Joe's mother gave him $56 to go to the store. Joe bought 7 notebooks and 2 books. Each notebook costs $4 and each book costs $7. Joe's mother then gave him $6 more. How much money does Joe have left?",
        20,
    ),
    (
        "Joe's mother gave him $56 to go to the store. Joe's father gave him $10. Joe bought 7 notebooks and 2 books. Each notebook costs $4 and each book costs $7. How much money does Joe have left?",
        24,
    ),
    (
        "Joe's mother gave him $56 to go to the store. Joe bought 7 notebooks for Ann and 2 books. Each notebook costs $4 and each book costs $7. How much money does Ann have left?",
        None,
    ),
    (
        "Clare's mother gave her $47 to go to the store. Clare bought 4 loaves of bread and 2 cartons of milk. Each loaf of bread cost $2 and each carton of milk cost $2. How much money does Clare have left?",
        35,
    ),
    (
        "Clare's mother gave her $47 to go to the store. Clare bought 4 loaves of bread and 2 cartons of milk. Each loaf of bread cost $2 and each carton of milk cost $2. How much money did Clare's mother give her?",
        47,
    ),
    (
        "Clare's mother gave her $47 to go to the store. Clare bought 4 loaves of bread and 2 cartons of milk. Each loaf of bread cost $2 and each carton of milk cost $2. She gave half of the bread to Tom. How much money does Clare have left?",
        35,
    ),
    (
        "Clare's mother gave her $47 to go to the store. Clare bought 4 loaves of bread and 2 cartons of milk. Each loaf of bread cost $2 and each carton of milk cost $2. How many loaves of bread does Clare's mother have?",
        None,
    ),
    (
        "Clare's mother gave her $47 to go to the store. Clare bought 4 loaves of bread and 2 cartons of milk. Each loaf of bread cost $2 and each carton of milk cost $2. How much money would Clare have left if she did not buy the milk?",
        None,
    ),
    (
        "Clare's mother gave her $47 and Clare bought 4 loaves of bread. Each loaf of bread cost $2. How much money does Clare have left?",
        39,
    ),
    (
        "Clare gave her mother $47. Clare's mother bought 4 loaves of bread. Each loaf of bread cost $2. How much money does Clare's mother have left?",
        39,
    ),
    (
        "Clare gave her mother $47. Clare bought 4 loaves of bread. Each loaf of bread cost $2. How much money does Clare have left?",
        None,
    ),
    (
        "Clare's mother gave her $47. Clare's mother bought 4 loaves of bread. Each loaf of bread cost $2. How much money does Clare have left?",
        None,
    ),
    (
        "Mark's father gave him $85. Mark bought 10 books, each of which cost $5. How much money does Mark have left?",
        35,
    ),
    (
        "Mark's father gave him $85. Mark bought 10 books, each of which cost $5. How much money does Mark have left in his wallet?",
        None,
    ),
    (
        "Mark's father gave him $85. Mark bought 10 books, each of which cost $5. How much money will Mark have left after he buys 2 more books?",
        None,
    ),
    (
        "Mark's father gave him $85 on Monday. Mark bought 10 books, each of which cost $5. How much money does Mark have left?",
        35,
    ),
    (
        "Mark's father gave him $85. Mark bought 10 books, each of which cost $5. Then Mark sold 2 books for $3 each. How much money does Mark have left?",
        41,
    ),
    (
        "Mark's father gave him $85. Mark bought 10 books, each of which cost $5. How much money did Mark have before he bought the books?",
        None,
    ),
    (
        "Mark's father gave him $85. Mark and his sister bought 10 books, each of which cost $5. How much money does Mark have left?",
        None,
    ),
    ("Tom has 5 red marbles and 3 blue marbles. How many total marbles does he have?", 8),
    ("Tom has 5 red marbles and 3 blue marbles. How many total red marbles does he have?", 5),
    (
        "Tom has 5 red marbles and 3 blue marbles. Ann has 4 marbles. How many total marbles does Tom have?",
        8,
    ),
    (
        "Tom has 5 red marbles and 3 blue marbles. Ann has 4 marbles. How many total marbles do they have?",
        12,
    ),
    ("Tom has 5 red marbles. He buys 3 blue marbles. How many total marbles does he have?", 8),
    ("Tom has 5 red marbles. He loses 3 blue marbles. How many total marbles does he have?", None),
    ("Tom has 5 marbles. He buys 3 more. How many total marbles does he have now?", 8),
    ("Tom has 5 marbles. He buys 3 more. How many total marbles did he have at first?", 5),
    ("Tom has 5 marbles. If he buys 3 more, how many total marbles will he have?", 8),
    ("Tom has 5 marbles. He buys 3 packs of marbles. How many total marbles does he have?", None),
    (
        "Tom has 5 marbles in a jar. He has 3 marbles in a box. How many total marbles does he have in the jar?",
        5,
    ),
    ("Tom has 5 marbles. How many total marbles does Ann have?", None),
    ("Tom read 5 pages on Monday and 3 pages on Tuesday. How many total pages did he read?", 8),
    (
        "Tom read 5 pages on Monday and 3 pages on Tuesday. How many total pages did he read on Monday?",
        5,
    ),
    (
        "Tom read 5 pages on Monday and 3 pages on Tuesday. How many total pages did he read on Wednesday?",
        None,
    ),
    (
        "Tom read 5 pages on Monday and Ann read 3 pages on Tuesday. How many total pages did he read?",
        5,
    ),
    (
        "Mrs. Hilt bought 2 pizzas. Each pizza had 8 slices. She gave 3 slices to Tom. How many total slices of pizza did she have left?",
        13,
    ),
    (
        "Mrs. Hilt bought 2 pizzas. Each pizza had 8 slices. She gave 3 slices to Tom. How many total slices of pizza does Tom have?",
        None,
    ),
    (
        "Mrs. Hilt bought 2 pizzas. Each pizza had 8 slices. She ate 1 pizza. How many total slices of pizza did she have left?",
        8,
    ),
    (
        "Mrs. Hilt bought 2 pizzas. Each pizza had 8 slices and 3 olives. How many total olives did she have?",
        6,
    ),
    (
        "Mrs. Hilt bought 2 pizzas. Each pizza was cut into 8 slices. How many total slices of pizza did she have?",
        16,
    ),
    ("Mrs. Hilt bought 2 pizzas. Each pizza had 8 slices. How many total slices did she buy?", 16),
    (
        "Mrs. Hilt bought 2 pizzas. Each slice had 8 olives. How many total olives did she have?",
        None,
    ),
    (
        "Mrs. Hilt bought 2 pizzas. Each pizza had 8 slices. She also bought 3 slices of cake. How many total slices did she have?",
        None,
    ),
    (
        "Mrs. Hilt bought 2 pizzas. Each pizza had 8 slices. She also bought 3 slices of pizza. How many total slices of pizza did she have?",
        19,
    ),
    (
        "Todd has $20. He buys 4 candy bars that cost $2 each. How much money in dollars does Todd have?",
        12,
    ),
    (
        "Todd has $20. He buys 4 candy bars that cost $2 each. How much money in dollars did Todd have at first?",
        20,
    ),
    (
        "Todd has $20. He buys 4 candy bars that cost $2 each. He earns $5. How much money in dollars does Todd have left?",
        17,
    ),
    (
        "Todd has $20. He buys 4 candy bars that cost $2 each. How much money in dollars does he need to buy 10 more candy bars?",
        None,
    ),
    (
        "Todd has $20. He buys 4 candy bars that cost $2 each. How much money, in dollars, does Todd have left after he buys 2 more?",
        None,
    ),
    (
        "Todd has 20 dollars. He buys 4 candy bars that cost 2 dollars each. How much money, in dollars, does Todd have left?",
        12,
    ),
    (
        "Todd has $20. He buys 4 candy bars that cost $2 each. How much money in dollars does Todd have left in his wallet?",
        None,
    ),
    (
        "Todd has $20. He buys 4 candy bars that cost $2 each and a soda that costs 50 cents. How much money in dollars does Todd have left?",
        None,
    ),
    (
        "Todd has $20 and 50 cents. He buys 4 candy bars that cost $2 each. How much money in dollars does Todd have left?",
        None,
    ),
    (
        "There are 390 students at a school. If each classroom holds 30 students, how many classrooms are needed?",
        13,
    ),
    (
        "There are 390 students at a school. If each classroom holds 30 students and 60 students are absent, how many classrooms are needed at the school?",
        None,
    ),
    (
        "There are 390 students at a school. 30 more students join. If each classroom holds 30 students, how many classrooms are needed at the school?",
        14,
    ),
    (
        "There are 390 students at a school. If each classroom holds 30 students, how many more classrooms are needed at the school?",
        None,
    ),
    (
        "There are 390 students at a school. If each classroom holds 30 students, how many classrooms are needed for the students?",
        13,
    ),
    (
        "There are 390 students at each school. If each classroom holds 30 students, how many classrooms are needed at the school?",
        None,
    ),
    (
        "There are 390 students at a school. There are 5 schools. If each classroom holds 30 students, how many classrooms are needed at the school?",
        13,
    ),
    (
        "There are 390 students at a school. If each classroom holds 30 students, how many classrooms are needed at each school?",
        None,
    ),
    (
        "There are 390 students at a school. If each classroom holds 30 students, how many classrooms are needed at the school if 10 classrooms are empty?",
        None,
    ),
    (
        "There are 390 students at a school. If each classroom holds 30 students, how many classrooms are needed at the school?",
        13,
    ),
    (
        "There are 390 students at a school. If each classroom holds 30 students, how many buses are needed at the school?",
        None,
    ),
    (
        "Jason's mother gave him $50. Jason went to the mall. He spent $14.28 on shorts and $4.74 on a jacket. How much money did Jason spend on clothing?",
        Fraction(951, 50),
    ),
    (
        "Jason's mother gave him $50. Jason went to the mall. He spent $14.28 on shorts and $4.74 on a jacket. How much money does Jason have left?",
        Fraction(1549, 50),
    ),
    (
        "Jason went to the mall. He spent $14.28 on shorts and $4.74 on a jacket. He spent $3 on a shirt for his sister. How much money did Jason spend on clothing?",
        Fraction(1101, 50),
    ),
    (
        "Jason went to the mall. He spent $14.28 on shorts and $4.74 on a jacket. His sister spent $3 on a shirt. How much money did his sister spend on clothing?",
        3,
    ),
    (
        "Jason went to the mall. He spent $14.28 on shorts and $4.74 on a jacket. His sister spent $3 on a shirt. How much money did they spend on clothing?",
        None,
    ),
    (
        "Jason went to the mall. He spent $14.28 on shorts and $4.74 on a jacket. How much money did Jason spend on the jacket?",
        Fraction(237, 50),
    ),
    (
        "Jason went to the mall. He spent $14.28 on shorts and $4.74 on a jacket. How much more money did Jason spend on shorts than on the jacket?",
        Fraction(477, 50),
    ),
    (
        "Jason went to the mall. He spent $14.28 on shorts and earned $4.74. How much money did Jason spend on clothing?",
        None,
    ),
    (
        "Jason went to the mall. He spent $14.28 on shorts and saved $4.74. How much money did Jason spend on clothing?",
        None,
    ),
    (
        "Jason went to the mall. He spent $14.28 on shorts and $4.74 on a jacket. Then he spent $2 on marbles. How much money did Jason spend on toys?",
        2,
    ),
    (
        "Jason went to the mall. He spent $14.28 on shorts and $4.74 on a jacket. Then he spent $2 on a doll. How much money did Jason spend on toys?",
        None,
    ),
    (
        "Jason went to the mall. He spent $14.28 on shorts and $4.74 on a jacket. How much money did Jason spend on pants?",
        None,
    ),
    (
        "Jason went to the mall. He spent $14.28 on shorts and $4.74 on a jacket and $3 on pants. How much money did Jason spend on clothing?",
        Fraction(1101, 50),
    ),
    (
        "Jason went to the mall. He spent $14.28 on shorts, $4.74 on a jacket, and $3 on lunch. How much money did Jason spend on clothing?",
        None,
    ),
    (
        "Jason went to the mall. He spent $14.28 on his sister's shorts and $4.74 on a jacket. How much money did Jason spend on clothing?",
        None,
    ),
    (
        "Jason went to the mall. He spent $14.28 on shorts and $4.74 on a jacket. How much money did Jason spend on clothing at the mall yesterday?",
        None,
    ),
    (
        "Jason went to the mall. He spent 14 dollars on shorts and 4 dollars on a jacket. How much money did Jason spend on clothing?",
        18,
    ),
    (
        "Jason went to the mall. He spent $14.28 on shorts and $4.74 on 2 jackets. How much money did Jason spend on clothing?",
        Fraction(951, 50),
    ),
    (
        "Jason went to the mall. He spent $14.28 on shorts and $4.74 on each jacket. How much money did Jason spend on clothing?",
        None,
    ),
    (
        "Jason went to the mall. He spent $14.28 on shorts and $4.74 on a jacket. How much money did Jason spend on a jacket?",
        Fraction(237, 50),
    ),
    (
        "Jason went to the mall. He bought shorts for $14.28 and a jacket for $4.74. How much money did Jason spend on clothing?",
        Fraction(951, 50),
    ),
    (
        "Jason went to the mall. He bought shorts for $14.28 and a football for $4.74. How much money did Jason spend on clothing?",
        Fraction(357, 25),
    ),
    (
        "Jason went to the mall. He bought shorts for $14.28 and sold a jacket for $4.74. How much money did Jason spend on clothing?",
        None,
    ),
    (
        "Jason went to the mall. He bought shorts for $14.28 and his sister bought a jacket for $4.74. How much money did Jason spend on clothing?",
        Fraction(357, 25),
    ),
    (
        "Jason went to the mall. He bought shorts for $14.28 and a jacket for $4.74. How much money did his sister spend on clothing?",
        None,
    ),
    (
        "Jason went to the mall. He bought 2 shorts for $14.28 and a jacket for $4.74. How much money did Jason spend on clothing?",
        Fraction(951, 50),
    ),
    (
        "Benny's high school played 39 baseball games this year. He attended 14 games. How many baseball games did he miss?",
        25,
    ),
    (
        "Benny's high school played 39 baseball games this year. It won 14 games. How many baseball games did it lose?",
        None,
    ),
    (
        "Benny's high school played 39 baseball games this year. He attended 14 games. Ann attended 20 games. How many baseball games did Ann miss?",
        19,
    ),
    (
        "Benny's high school played 39 baseball games this year. Ann's high school played 20 games. He attended 14 games. How many baseball games did Benny miss?",
        None,
    ),
    (
        "Benny's high school played 39 baseball games this year. He attended 14 games. How many games did the high school play?",
        39,
    ),
    (
        "Benny's high school has 390 students. He has 14 friends. How many students are at Benny's high school?",
        390,
    ),
    (
        "Benny's high school has 390 students. He has 14 pencils. How many pencils does Benny have?",
        14,
    ),
    (
        "Benny's high school has 390 students. He has 14 pencils. How many pencils does the high school have?",
        None,
    ),
    ("Benny's high school bought 39 balls. He bought 14 balls. How many balls did Benny buy?", 14),
    ("Benny's high school bought 39 balls. He bought 14 balls. How many balls did they buy?", None),
    (
        "Benny's high school bought 39 balls. She bought 14 balls. How many balls did Benny buy?",
        None,
    ),
    (
        "Benny's high school played 39 baseball games this year. She attended 14 games. How many baseball games did she miss?",
        None,
    ),
    (
        "Benny and Ann's high school played 39 baseball games this year. She attended 14 games. How many baseball games did Ann miss?",
        None,
    ),
    (
        "Benny's sister's high school played 39 baseball games this year. He attended 14 games. How many baseball games did Benny miss?",
        None,
    ),
    (
        "Benny's high school played 39 baseball games this year. His sister attended 14 games. How many baseball games did his sister miss?",
        25,
    ),
    (
        "In fourth grade there were 10 students at the start of the year. During the year 4 students left and 42 new students came to school. How many new students came?",
        42,
    ),
    (
        "In fourth grade there were 10 students at the start of the year. During the year 4 students left and 42 new students came to school. How many students were in fourth grade at the start of the year?",
        10,
    ),
    (
        "In fourth grade there were 10 students at the start of the year. During the year 4 students left and 42 new students came to the class. How many students were in fourth grade at the end?",
        48,
    ),
    (
        "In fourth grade there were 10 students at the start of the year. During the year 4 students left and 42 new students came to school. How many students were in school at the end?",
        None,
    ),
    (
        "In fourth grade there were 10 students at the start of the year. During the year 4 students left the school and 42 new students came to school. How many students were in fourth grade at the end?",
        48,
    ),
    (
        "In fourth grade there were 10 students at the start of the year. During the year 4 students moved away and 42 new students came to school. How many students were in fourth grade at the end?",
        48,
    ),
    (
        "In fourth grade there were 10 students at the start of the year. During the year 4 students left and 42 new students came to school. Then 3 more students left. How many students were in fourth grade at the end?",
        45,
    ),
    (
        "In fourth grade there were 10 students at the start of the year. During the year 4 students left and 42 new students came to school. How many students were in fourth grade in the middle of the year?",
        None,
    ),
    (
        "In fourth grade there were 10 students and 2 teachers at the start of the year. During the year 4 students left and 42 new students came to school. How many students were in fourth grade at the end?",
        48,
    ),
    (
        "In fourth grade there were 10 students at the start of the year. During the year 4 students left and 42 new students came to school. How many people were in fourth grade at the end?",
        None,
    ),
    (
        "In fourth grade there were 10 students at the start of the year. During the year 4 students left and 42 new students came to school. How many boys were in fourth grade at the end?",
        None,
    ),
    (
        "In fourth grade there were 10 students at the start of the year. During the year 4 students left and 42 new teachers came to school. How many students were in fourth grade at the end?",
        6,
    ),
    (
        "In fourth grade there were 10 students at the start of the year. During the year 4 students left and 42 new students came. How many students were in fourth grade at the end?",
        48,
    ),
    (
        "In fourth grade there were 10 students at the start of the year. During the year 4 students left and 42 new students came to the gym. How many students were in fourth grade at the end?",
        None,
    ),
    (
        "In fourth grade there were 10 students at the start of the year. During the year 4 students from fifth grade left and 42 new students came to school. How many students were in fourth grade at the end?",
        None,
    ),
    ("Jim has 20 more toads than Tim does. Tim has 30 toads. How many toads does Jim have?", 50),
    (
        "Jim has 20 more toads than Tim does. Tim has 30 toads. How many toads do they have together?",
        80,
    ),
    ("Jim has 20 fewer toads than Tim does. Tim has 30 toads. How many toads does Jim have?", 10),
    ("Jim has 20 more toads than Tim does. Jim has 30 toads. How many toads does Tim have?", 10),
    ("Jim has 20 more toads than Tim does. Tim has 30 frogs. How many toads does Jim have?", None),
    (
        "Jim has 20 more toads than Tim does. Tim has 30 toads. How many toads does Sarah have?",
        None,
    ),
    (
        "Jim has 20 more toads than Tim does. Tim has 30 toads. Sarah has twice as many toads as Jim. How many toads does Sarah have?",
        100,
    ),
    ("Jim has 20 more toads than Tim has. Tim has 30 toads. How many toads does Jim have?", 50),
    (
        "Jim has 20 more toads than Tim does. Tim had 30 toads but lost 5. How many toads does Jim have?",
        None,
    ),
    (
        "Levi collected half of what Juwan collected. Juwan collected 14 cans. How many cans did Levi collect?",
        7,
    ),
    (
        "Levi collected half of what Juwan collected. Juwan collected 15 cans. How many cans did Levi collect?",
        None,
    ),
    (
        "Levi collected half of what Juwan collected. Juwan collected 14 cans. How many cans did they collect in all?",
        21,
    ),
    (
        "Levi collected half of what Juwan bought. Juwan bought 14 cans. How many cans did Levi collect?",
        None,
    ),
    (
        "Levi collected half of what Juwan collected. Juwan collected 14 cans and 6 bottles. How many cans did Levi collect?",
        None,
    ),
    (
        "Levi collected half of what Juwan collected. Levi collected 14 cans. How many cans did Juwan collect?",
        28,
    ),
    (
        "Levi collected twice what Juwan collected. Juwan collected 14 cans. How many cans did Levi collect?",
        28,
    ),
    (
        "A bakery sells 10 cakes a day. Each cake costs $5. How much money does it make in a week?",
        350,
    ),
    (
        "A bakery sells 10 cakes a day. Each cake costs $5. How much money does it make in a day?",
        50,
    ),
    (
        "A bakery sells 10 cakes a day. Each pie costs $5. How much money does it make in a week?",
        None,
    ),
    (
        "A bakery sells 10 cakes a day. Each cake costs $5. How much money does it make in 3 weeks?",
        1050,
    ),
    (
        "A bakery sells 10 cakes a day. Each cake costs $5. How much money does another bakery make in a week?",
        None,
    ),
    (
        "A bakery sells 10 cakes a day and 4 pies a day. Each cake costs $5. How much money does it make in a week?",
        None,
    ),
    (
        "A bakery sells 10 cakes a week. Each cake costs $5. How much money does it make in a week?",
        50,
    ),
    (
        "A bakery sells 10 cakes a day. Each cake costs $5 to make. How much money does it make in a week?",
        None,
    ),
    ("Tom buys 2 coffees a day. Each coffee costs $3. How much does he spend in a week?", 42),
    ("Tom buys 2 coffees a day. Each coffee costs $3. How much does Ann spend in a week?", None),
    ("Tom buys 2 coffees a day. Each tea costs $3. How much does he spend in a week?", None),
    ("Tom buys 2 coffees a day. Each coffee costs $3. How much does he spend in a weekday?", None),
    (
        "White t-shirts come in packages of 6. Mom buys 71 packages of white t-shirts. How many white t-shirts will Mom have?",
        426,
    ),
    (
        "White t-shirts come in packages of 6. Mom buys 71 packages. How many white t-shirts will Mom have?",
        426,
    ),
    (
        "White t-shirts come in packages of 6. Mom buys 71 packages of blue t-shirts. How many t-shirts will Mom have?",
        None,
    ),
    (
        "White t-shirts come in packages of 6. Mom buys 71 packages of white t-shirts. How many blue t-shirts will Mom have?",
        None,
    ),
    (
        "White t-shirts come in packages of 6. Mom buys 71 packages of white t-shirts and 2 blue t-shirts. How many white t-shirts will Mom have?",
        426,
    ),
    (
        "White t-shirts come in packages of 6. Mom buys 71 packages of white t-shirts. Dad buys 2 packages. How many white t-shirts will Mom have?",
        426,
    ),
    (
        "White t-shirts come in packages of 6. Mom buys 71 packages of white t-shirts. Dad buys 2 packages. How many white t-shirts will they have?",
        None,
    ),
    ("Pens come in boxes of 8. Tom buys 3 boxes. How many pens does Tom have?", 24),
    ("Pens come in boxes of 8. Tom buys 3 boxes of pencils. How many pens does Tom have?", None),
    (
        "Pens come in boxes of 8. Tom buys 3 boxes. He gives 5 pens to Ann. How many pens does Tom have?",
        19,
    ),
    (
        "Pens come in boxes of 8. Tom buys 3 boxes. He gives 5 pens to Ann. How many pens does Ann have?",
        None,
    ),
    ("Pens come in boxes of 8. Tom has 4 pens. He buys 3 boxes. How many pens does Tom have?", 28),
    (
        "Roger had 24 oranges stored in boxes. If there are 3 boxes, how many must go in each box?",
        8,
    ),
    (
        "Roger had 24 oranges stored in boxes. If there are 5 boxes, how many must go in each box?",
        None,
    ),
    (
        "Roger had 24 oranges stored in boxes. If there are 3 boxes, how many apples must go in each box?",
        None,
    ),
    (
        "Roger had 24 oranges stored in boxes. Tom had 12 oranges. If there are 3 boxes, how many must go in each box?",
        None,
    ),
    ("Roger had 24 oranges stored in boxes. If there are 3 boxes, how many boxes are there?", 3),
    (
        "Roger wants to split a collection of 24 caps into groups of 2. How many groups will be created?",
        12,
    ),
    (
        "Roger wants to split a collection of 24 caps into groups of 5. How many groups will be created?",
        None,
    ),
    (
        "Roger wants to split a collection of 24 caps into groups of 2. How many caps will be in each group?",
        2,
    ),
    (
        "Roger had to pick up 10 trays from one table and 2 trays from another. If he can only carry 4 trays at a time, how many trips will he make?",
        3,
    ),
    (
        "Roger had to pick up 10 trays from one table and 3 trays from another. If he can only carry 4 trays at a time, how many trips will he make?",
        None,
    ),
    (
        "Roger had to pick up 10 trays from one table and 2 trays from another. If Tom can only carry 4 trays at a time, how many trips will Roger make?",
        None,
    ),
    (
        "Roger had to pick up 10 trays from one table and 2 trays from another. If he can only carry 4 trays at a time, how many trays did he pick up?",
        None,
    ),
    (
        "Roger had to pick up 10 trays from one table and 2 plates from another. If he can only carry 4 trays at a time, how many trips will he make?",
        None,
    ),
    (
        "Roger had to pick up 10 trays from one table and 2 trays from another. If he can only carry 4 trays at a time, how many trips will Tom make?",
        None,
    ),
    (
        "Wyatt's mother gave him $74. Wyatt bought 5 books for $5 each. Wyatt had $10 in his pocket. How much money does Wyatt have left?",
        None,
    ),
    (
        "Wyatt's mother gave him $74. Wyatt bought 5 books for $5 each. Then he found that he had $10 more in his pocket. How much money does Wyatt have left?",
        None,
    ),
    (
        "Wyatt's mother gave him $74. Wyatt bought 5 books for $5 each. How much money does Wyatt have now?",
        49,
    ),
    (
        "Wyatt's mother gave $74 to him. Wyatt bought 5 books for $5 each. How much money does Wyatt have left?",
        49,
    ),
    (
        "Wyatt's mother gave $74 to Wyatt. Wyatt bought 5 books for $5 each. How much money does Wyatt have left?",
        49,
    ),
    (
        "Wyatt received $74 from his mother. Wyatt bought 5 books for $5 each. How much money does Wyatt have left?",
        49,
    ),
    (
        "Wyatt's mother gave him $74. Wyatt bought 5 books for $5 each. He gave $10 to his sister. How much money does his sister have?",
        None,
    ),
    (
        "Wyatt's mother gave him $74. Wyatt bought 5 books for $5 each. He gave $10 to his sister. How much money does Wyatt have left?",
        39,
    ),
    (
        "Wyatt's mother gave him $74. Wyatt's mother bought 5 books for $5 each. How much money does Wyatt have left?",
        None,
    ),
    (
        "Wyatt's mother gave him $74. His mother bought 5 books for $5 each. How much money does Wyatt have left?",
        None,
    ),
    (
        "Wyatt's mother gave him $74. She bought 5 books for $5 each. How much money does Wyatt have left?",
        None,
    ),
    (
        "Wyatt's mother gave him $74 and his father gave him $20. Wyatt bought 5 books for $5 each. How much money does Wyatt have left?",
        69,
    ),
    (
        "Wyatt's mother gave him $74. Wyatt bought 5 books for $5 each. His father gave him $20 more. How much money does Wyatt have left?",
        69,
    ),
    (
        "Wyatt's mother gave him $74. Wyatt bought 5 books for $5 each. How much money did Wyatt's mother have?",
        None,
    ),
    (
        "Wyatt's mother gave him $74. Wyatt bought 5 books for $5 each. How much money would Wyatt have had if he did not buy the books?",
        None,
    ),
    (
        "Wyatt's mother gave him $74. Wyatt bought 5 books for $5 each. How many books can Wyatt buy with the rest?",
        None,
    ),
    (
        "Wyatt's mother gave him $74. Wyatt spent $25 on books. How much money does Wyatt have left?",
        49,
    ),
    (
        "Wyatt's mother gave him $74. Wyatt spent $25 on books and $10 on lunch. How much money does Wyatt have left?",
        39,
    ),
    (
        "Wyatt's mother gave him $74. Wyatt spent $25 on books. How much money did Wyatt spend on lunch?",
        None,
    ),
    (
        "Wyatt's mother gave him $74. Wyatt spent $80 on books. How much money does Wyatt have left?",
        None,
    ),
    ("Wyatt's mother gave him $74. Wyatt lost $4. How much money does Wyatt have left?", 70),
    (
        "Wyatt's mother gave him $74. Wyatt bought 5 books for $5 each. Wyatt earned $6 mowing lawns. How much money does Wyatt have left?",
        55,
    ),
    (
        "Wyatt's mother gave him 74 cents. Wyatt bought 5 candies for 5 cents each. How many cents does Wyatt have left?",
        49,
    ),
    (
        "Wyatt's mother gave him $74. Wyatt bought 5 books for $5 each. How many dollars does Wyatt have left?",
        49,
    ),
    (
        "Wyatt's mother gave him $74. Wyatt bought 5 books for $5 each. How much money does Wyatt have left to spend on pens?",
        None,
    ),
    (
        "Wyatt's mother gave him $7.40. Wyatt bought 5 pens for $0.50 each. How much money does Wyatt have left?",
        Fraction(49, 10),
    ),
    (
        "Ann's aunt gave her 20 stickers. Ann used 5 stickers on a card. How many stickers does Ann have left?",
        15,
    ),
    (
        "Ann's aunt gave her 20 stickers. Ann used 5 stickers on a card. How many stickers does Ann's aunt have left?",
        None,
    ),
    (
        "Ann's aunt gave her 20 stickers. Ann used 5 stickers on a card. How many stickers did Ann use?",
        5,
    ),
    (
        "Ann's aunt gave her 20 stickers. Ann gave 5 stickers to Tom. How many stickers does Tom have?",
        None,
    ),
    (
        "Ann's aunt gave her 20 stickers. Ann gave 5 stickers to Tom. How many stickers does Ann have?",
        15,
    ),
    (
        "Ann's aunt gave her 20 stickers. Ann gave 5 stickers to Tom. How many stickers did Ann have before her aunt gave her stickers?",
        None,
    ),
    (
        "Ann's aunt gave her 20 stickers. Ann already had 10 stickers. Ann gave 5 stickers to Tom. How many stickers does Ann have?",
        25,
    ),
    (
        "Ann's aunt gave her 20 stickers. Ann gave 5 stickers to Tom. Tom gave 2 stickers to Ann. How many stickers does Ann have?",
        17,
    ),
    (
        "Ann's aunt gave her 20 stickers. Ann gave 5 stickers to Tom and 3 to Sue. How many stickers does Ann have?",
        12,
    ),
    (
        "Ann's aunt gave her 20 stickers. Ann gave 5 stickers to Tom and 3 cards to Sue. How many stickers does Ann have?",
        15,
    ),
    (
        "Ann's aunt gave her 20 stickers. Ann gave 5 stars to Tom. How many stickers does Ann have?",
        None,
    ),
    (
        "Ann's aunt gave her 20 stickers. Ann gave 25 stickers to Tom. How many stickers does Ann have?",
        None,
    ),
    (
        "Ann's aunt gave her 20 star stickers. Ann gave 5 stickers to Tom. How many star stickers does Ann have?",
        15,
    ),
    (
        "Ann's aunt gave her 20 stickers. Ann gave half of them to Tom. How many stickers does Ann have?",
        10,
    ),
    (
        "Ann's aunt gave her 20 stickers. Ann gave half of them to Tom. How many stickers does Tom have?",
        None,
    ),
    (
        "Luke had to wash 39 short sleeve shirts and 47 long sleeve shirts before school. If he had only washed 20 of them by the time school started, how many did he not wash?",
        66,
    ),
    (
        "Luke had to wash 39 short sleeve shirts and 47 long sleeve shirts before school. If he had only washed 20 of them by the time school started, how many did he wash?",
        20,
    ),
    (
        "Luke had to wash 39 short sleeve shirts and 47 long sleeve shirts before school. If he had only washed 20 of them by the time school started, how many shirts did he have to wash?",
        86,
    ),
    (
        "Luke had to wash 39 short sleeve shirts and 47 long sleeve shirts before school. If he had only washed 20 of them by the time school started, how many short sleeve shirts did he not wash?",
        None,
    ),
    (
        "Luke had to wash 39 short sleeve shirts and 47 long sleeve shirts before school. If his sister had only washed 20 of them by the time school started, how many did he not wash?",
        None,
    ),
    (
        "Luke had to wash 39 short sleeve shirts and 47 long sleeve shirts before school. If he had only washed 20 of them by the time school started, how many did his sister not wash?",
        None,
    ),
    (
        "Luke had to wash 39 short sleeve shirts and 47 long sleeve shirts before school. If he had only washed 90 of them by the time school started, how many did he not wash?",
        None,
    ),
    (
        "Luke had to wash 39 short sleeve shirts and 47 socks before school. If he had only washed 20 of them by the time school started, how many did he not wash?",
        None,
    ),
    (
        "Luke had to wash 39 short sleeve shirts and 47 long sleeve shirts before school. If he had only folded 20 of them by the time school started, how many did he not wash?",
        None,
    ),
    (
        "Luke had to wash 39 short sleeve shirts and 47 long sleeve shirts before school. If he had only washed 20 short sleeve shirts by the time school started, how many short sleeve shirts did he not wash?",
        19,
    ),
    (
        "Luke had 47 pieces of clothing to wash. He put 17 of them in one load, but decided to split the rest into 5 equal loads. How many pieces of clothing could go in each of the small loads?",
        None,
    ),
    (
        "Luke had 47 pieces of clothing to wash. He put 17 of them in one load, but decided to split the rest into 5 equal loads. How many pieces of clothing could go in each of the 5 loads?",
        6,
    ),
    (
        "Luke had 47 pieces of clothing to wash. He put 17 of them in one load, but decided to split the rest into 4 equal loads. How many pieces of clothing could go in each of the 4 loads?",
        None,
    ),
    (
        "Luke had 47 pieces of clothing to wash. He put 17 of them in one load, but decided to split the rest into 5 equal loads. How many pieces of clothing did he put in the first load?",
        None,
    ),
    (
        "Henry earned 5 dollars for each lawn he mowed. If he had 12 lawns to mow, but forgot to mow 7 of them, how much money did he not earn?",
        None,
    ),
    (
        "Henry earned 5 dollars for each lawn he mowed. If he had 12 lawns to mow, and mowed 7 of them, how much money did he actually earn?",
        35,
    ),
    (
        "Henry earned 5 dollars for each lawn he mowed. If he had 12 lawns to mow, but forgot to mow 7 of them, how much money would he have earned if he mowed them all?",
        None,
    ),
    (
        "Henry earned 5 dollars for each lawn he mowed. If he had 12 lawns to mow, but forgot to mow 7 of them, how many lawns did he forget?",
        7,
    ),
    (
        "Henry earned 5 dollars for each lawn he mowed and 2 dollars for each garden he weeded. If he had 12 lawns to mow, but forgot to mow 7 of them, how much money did he actually earn?",
        None,
    ),
    (
        "Ruby has 36 candies. She shares the candies among 9 friends. How many candies does each friend get if Ruby keeps none?",
        4,
    ),
    (
        "Ruby has 36 candies. She shares the candies among 9 friends and herself. How many candies does each friend get?",
        None,
    ),
    (
        "Ruby has 36 candies. She shares half of the candies among 9 friends. How many candies does each friend get?",
        2,
    ),
    (
        "Ruby has 36 candies. She ate 9 candies. She shares the rest among 9 friends. How many candies does each friend get?",
        3,
    ),
    (
        "Ruby has 36 candies. She shares the candies among 9 friends. Then she buys 5 more candies. How many candies does Ruby have?",
        None,
    ),
    (
        "Roger can carry 4 trays at a time. He had to pick up 10 trays from one table and 2 trays from another. How many trips will he make?",
        3,
    ),
    (
        "Roger had to pick up 10 trays from one table and 2 trays from another. If he can only carry 4 trays at a time, how many trips will he make to pick up the trays from the first table?",
        3,
    ),
    (
        "Roger had to pick up 10 trays from one table and 2 trays from another. If he can only carry 4 trays at a time, how many trays will he carry in the last trip?",
        None,
    ),
    ("Priya has 15 cupcakes. She needs 54 cupcakes. How many more cupcakes does she need?", 39),
    ("Priya has 15 cupcakes. She needs 54 cupcakes. How many cupcakes does she need?", 54),
    (
        "Priya has 15 cupcakes. She needs 54 cupcakes for the party. How many more cupcakes does Tom need?",
        None,
    ),
    ("Priya has 15 cupcakes. Tom needs 54 cupcakes. How many more cupcakes does Priya need?", None),
    ("Priya has 15 cupcakes. She needs 54 muffins. How many more cupcakes does she need?", None),
    ("Priya has 15 cupcakes. She needs 10 cupcakes. How many more cupcakes does she need?", None),
    (
        "Priya has 15 cupcakes. She needs 54 cupcakes. She bakes 20 more. How many more cupcakes does she need?",
        19,
    ),
    (
        "Priya has 15 cupcakes. She needs 54 cupcakes. She eats 5. How many more cupcakes does she need?",
        44,
    ),
    (
        "Jason spent $14 on shorts and $4 on a jacket. How much money did Jason spend to buy the shorts?",
        14,
    ),
    (
        "Jason bought shorts for $14 and a jacket for $4. How much money did Jason spend to buy the jacket?",
        4,
    ),
    (
        "Jason bought 3 shorts for $14 each and 2 jackets for $4 each. How much money did Jason spend to buy the jackets?",
        8,
    ),
    (
        "Tom had to pick up 8 trays from one table and 4 plates from another. If he can only carry 4 at a time, how many trips will he make to carry the plates?",
        None,
    ),
    ("Tom has 8 apples and 4 pears. How many apples does he need to make pies?", None),
    (
        "Tom used 8 eggs to make a cake and 4 eggs to make cookies. How many eggs did he use to make the cake?",
        8,
    ),
    (
        "Tom used 8 eggs to make a cake and 4 eggs to make cookies. How many eggs did he use to make cookies?",
        4,
    ),
    ("Tom used 8 eggs to make a cake and 4 eggs to make cookies. How many eggs did he use?", 12),
    (
        "Tom used 8 eggs to make a cake and 4 eggs to make cookies. How many eggs did he use to make bread?",
        None,
    ),
    (
        "Sara spent 3 hours to paint the fence and 2 hours to paint the shed. How many hours did Sara spend to paint the shed?",
        2,
    ),
    (
        "Roger had to pick up 8 trays from one table and 4 trays from another. If he can only carry 4 trays at a time, how many trips will he make to pick up the trays from the kitchen?",
        None,
    ),
    (
        "Mary picked 8 apples to make pies and 4 apples to eat. How many apples did Mary pick to eat?",
        4,
    ),
    ("Mary picked 8 apples to make pies and 4 apples to eat. How many apples did Mary pick?", 12),
    (
        "Mary has 8 dollars. She needs 12 dollars to buy a game. How many more dollars does she need to buy the game?",
        4,
    ),
    (
        "Mary has 8 dollars. She needs 12 dollars to buy a game. How many more dollars does she need to buy a book?",
        None,
    ),
    (
        "Mary has 8 dollars. She needs 12 dollars to buy a game and 20 dollars to buy a bike. How many more dollars does she need to buy the game?",
        4,
    ),
    (
        "Tom made 37 dollars mowing lawns and 20 dollars washing cars. How much money did he make mowing lawns?",
        37,
    ),
    (
        "Tom made 37 dollars mowing lawns and 20 dollars washing cars. How much money did he make?",
        57,
    ),
    (
        "Tom made 37 dollars mowing lawns and 20 dollars washing cars. How much money did he make washing windows?",
        None,
    ),
    (
        "Tom saved 6 quarters from washing cars and 4 quarters from mowing lawns. How many quarters did he save from washing cars?",
        6,
    ),
    (
        "Tom saved 6 quarters from washing cars and 4 quarters from mowing lawns. How many quarters did he save from walking dogs?",
        None,
    ),
    (
        "While shopping, Tom bought 6 apples. At home he bought 4 apples online. How many apples did Tom buy while shopping?",
        None,
    ),
    (
        "Tom bought 6 apples in the morning and 4 apples in the evening. How many apples did Tom buy in the morning?",
        6,
    ),
    (
        "Tom bought 6 apples in the morning and 4 apples in the evening. How many apples did Tom buy at night?",
        None,
    ),
    ("Tom bought 6 apples yesterday and 4 apples today. How many apples did Tom buy today?", 4),
    (
        "Tom bought 6 apples yesterday and 4 apples today. How many apples did Tom buy tomorrow?",
        None,
    ),
    ("Tom quickly ate 6 apples and slowly ate 4 apples. How many apples did Tom eat slowly?", None),
    (
        "Tom picked 6 apples during the week and 4 apples during the weekend. How many apples did Tom pick during the weekend?",
        4,
    ),
    (
        "Tom picked 6 apples over the summer. Then he picked 4 apples in the fall. How many apples did Tom pick over the summer?",
        6,
    ),
    (
        "Tom picked 6 apples over the summer. Then he picked 4 apples in the fall. How many apples did Tom pick over the winter?",
        None,
    ),
    (
        "In one day Tom sold 6 apples. In one day Ann sold 4 apples. How many apples did Tom sell in one day?",
        6,
    ),
    (
        "At the start of the game Tom had 6 cards. At the end of the game he had 4 cards. How many cards did he have at the start of the game?",
        6,
    ),
    (
        "At the start of the game Tom had 6 cards. He lost 2 cards. How many cards did he have at the end of the game?",
        4,
    ),
    (
        "At the start of the game Tom had 6 cards. He lost 2 cards. How many cards did he have at the start of the year?",
        None,
    ),
    ("Tom spent 3 dimes on candy and 2 dimes on gum. How many dimes did he spend on gum?", 2),
    ("Tom spent 3 dimes on candy and 2 dimes on gum. How many dimes did he spend on soda?", None),
    (
        "Tom used 20 eggs to make lunch for the students. How many eggs did he use to make dinner?",
        None,
    ),
    (
        "Tom used 20 eggs to make lunch and 10 eggs to make dinner. How many eggs did he use to make lunch for the students?",
        None,
    ),
    (
        "Tom bought 6 apples at the store and 4 apples online. How many apples did Tom buy online?",
        4,
    ),
    (
        "Tom bought 6 apples at the store. He also bought 4 apples online. How many apples did Tom buy online?",
        4,
    ),
    (
        "Tom bought 6 apples at the store. He bought 4 more apples. How many apples did Tom buy online?",
        None,
    ),
    (
        "Tom has 6 apples inside his bag and 4 apples on the table. How many apples does Tom have inside?",
        None,
    ),
    ("Tom has 6 apples. He originally had 9 apples. How many apples did Tom have originally?", 9),
    ("Tom had 6 apples. He bought 4 apples. How many apples does Tom have now?", 10),
    ("Tom had 6 apples. He bought 4 apples. How many apples does Tom currently have?", 10),
    (
        "Tom had 6 apples on Monday. He bought 4 apples on Tuesday. How many apples did Tom have on Monday?",
        6,
    ),
    (
        "Tom had 6 apples on Monday. He bought 4 apples on Tuesday. How many apples did Tom have on Tuesday?",
        None,
    ),
    (
        "Tom had 6 apples on Monday. He bought 4 apples on Tuesday. How many apples did Tom buy on Monday?",
        None,
    ),
    (
        "For his birthday Tom got 6 books. For Christmas he got 4 books. How many books did Tom get for his birthday?",
        None,
    ),
    (
        "In the morning Tom read 6 pages. In the evening he read 4 pages. How many pages did Tom read in the evening?",
        4,
    ),
    (
        "In the morning Tom read 6 pages. In the evening he read 4 pages. How many pages did Tom read in the afternoon?",
        None,
    ),
    (
        "In the morning Tom read 6 pages. In the evening he read 4 pages. How many pages did Tom read?",
        10,
    ),
    (
        "Tom read 6 pages of a book and 4 pages of a magazine. How many pages of the book did he read?",
        6,
    ),
    ("Tom read 6 pages of a book and 4 pages of a magazine. How many pages did he read?", 10),
    (
        "Tom read 6 pages of a book and 4 pages of a magazine. How many pages of the newspaper did he read?",
        None,
    ),
    (
        "Jack buys 3 sandwiches that cost $5 each. He pays with a $20 bill. How much change does he get?",
        5,
    ),
    (
        "Jack buys 3 sandwiches that cost $5 each. He pays with a $20 bill. How much change does he receive?",
        5,
    ),
    (
        "Jack buys 3 sandwiches that cost $5 each. He pays with a $20 bill. How much does he receive as change?",
        5,
    ),
    (
        "Jack buys 3 sandwiches that cost $5 each. His mother pays with a $20 bill. How much does Jack get in change?",
        None,
    ),
    (
        "Jack buys 3 sandwiches that cost $5 each. He pays with a $20 bill. How much does the cashier get in change?",
        None,
    ),
    ("Jack buys 3 sandwiches. He pays with a $20 bill. How much does he get in change?", None),
    (
        "Jack buys 3 sandwiches that cost $5 each and Ann buys 2 sandwiches that cost $5 each. Jack pays with a $20 bill. How much does he get in change?",
        None,
    ),
    (
        "Jack buys 3 sandwiches that cost $5 each. He pays with a $20 bill. He then buys a drink for $2. How much does he get in change?",
        None,
    ),
    (
        "Jack buys 3 sandwiches that cost $5 each. He pays with a $20 bill and a $10 bill. How much does he get in change?",
        15,
    ),
    (
        "Jack buys 3 sandwiches that cost $5 each. He pays with 2 $10 bills. How much does he get in change?",
        5,
    ),
    (
        "Jack buys 3 sandwiches that cost $5 each. He gives the cashier $20. How much does he get in change?",
        5,
    ),
    (
        "Jack buys 3 sandwiches that cost $5 each. He pays with a $20 bill. How much money does Jack spend?",
        15,
    ),
    (
        "Jack buys 3 sandwiches that cost $5 each and 2 cookies. He pays with a $20 bill. How much does he get in change?",
        None,
    ),
    (
        "Jack buys 3 sandwiches that cost $5 each. There is a $1 tax. He pays with a $20 bill. How much does he get in change?",
        None,
    ),
    (
        "Jack buys 3 sandwiches that cost $5 each. He gets a $2 discount. He pays with a $20 bill. How much does he get in change?",
        None,
    ),
    (
        "Jack buys 3 sandwiches that cost $5 each. He pays with a $20 bill. How much does he get in change in cents?",
        None,
    ),
    (
        "Jack buys 3 sandwiches that cost 50 cents each. He pays with a $20 bill. How much does he get in change?",
        None,
    ),
    (
        "Jaylen has 5 carrots and 2 cucumbers. Jaylen has twice as many bell peppers as Kristin. Jaylen has 3 less than half as many green beans as Kristin. If Kristin has 2 bell peppers and 20 green beans, how many vegetables does Jaylen have in total?",
        18,
    ),
    (
        "Jaylen has 5 carrots and 2 cucumbers. Jaylen has twice as many bell peppers as Kristin. Jaylen has 3 less than half as many green beans as Kristin. If Kristin has 2 bell peppers and 20 green beans, how many vegetables does Kristin have in total?",
        22,
    ),
    (
        "Jaylen has 5 carrots and 2 cucumbers. Jaylen has twice as many bell peppers as Kristin. Jaylen has 3 less than half as many green beans as Kristin. If Kristin has 2 bell peppers and 20 green beans, how many vegetables do they have in total?",
        None,
    ),
    (
        "Jaylen has 5 carrots and 2 apples. Jaylen has twice as many bell peppers as Kristin. If Kristin has 2 bell peppers, how many vegetables does Jaylen have in total?",
        9,
    ),
    (
        "Jaylen has 5 carrots and 2 books. If Kristin has 2 bell peppers, how many vegetables does Jaylen have in total?",
        None,
    ),
    ("Jaylen has 5 carrots and 2 cucumbers. How many vegetables does Jaylen have?", 7),
    (
        "Jaylen has 5 carrots and 2 cucumbers. He ate 3 carrots. How many vegetables does Jaylen have?",
        4,
    ),
    (
        "Jaylen has 5 carrots and 2 cucumbers. He gave 3 cucumbers to Ann. How many vegetables does Jaylen have?",
        None,
    ),
    (
        "Jaylen has 5 carrots and 2 cucumbers. Ann has 4 carrots. How many vegetables does Jaylen have?",
        7,
    ),
    (
        "Jaylen has 5 carrots and 2 cucumbers. Ann gave him 4 potatoes. How many vegetables does Jaylen have?",
        11,
    ),
    (
        "Jaylen has 5 carrots and 2 cucumbers in his garden. How many vegetables does Jaylen have?",
        7,
    ),
    (
        "Jaylen has 5 carrots in his garden and 2 cucumbers in his kitchen. How many vegetables does Jaylen have in his garden?",
        5,
    ),
    ("Jaylen has 5 carrots and 2 jelly beans. How many vegetables does Jaylen have?", None),
    ("Jaylen has 5 carrots and 2 green beans. How many vegetables does Jaylen have?", 7),
    (
        "Jaylen has 5 carrots and 2 green beans and 3 beans. How many vegetables does Jaylen have?",
        None,
    ),
    ("Jaylen has 5 baby carrots and 2 cucumbers. How many vegetables does Jaylen have?", 7),
    ("Jaylen has 5 carrots and 2 cucumbers. How many green vegetables does Jaylen have?", None),
    ("Jaylen has 5 carrots and 2 cucumbers. How many fruits does Jaylen have?", None),
    ("There were 58 geese and 37 ducks in the marsh. How many birds were there in all?", 95),
    ("There were 58 geese and 37 ducks in the marsh. How many birds were in the marsh?", 95),
    ("There were 58 geese and 37 ducks in the marsh. How many birds were in the pond?", None),
    (
        "There were 58 geese in the marsh and 37 ducks in the pond. How many birds were there in all?",
        95,
    ),
    (
        "There were 58 geese in the marsh and 37 ducks in the pond. How many birds were in the marsh?",
        58,
    ),
    (
        "There were 58 geese and 37 ducks in the marsh. 10 ducks flew away. How many birds were there in all?",
        85,
    ),
    (
        "There were 58 geese and 37 ducks and 4 frogs in the marsh. How many birds were there in all?",
        95,
    ),
    (
        "There were 58 geese and 37 ducks and 4 rats in the marsh. How many birds were there in all?",
        95,  # rats are animals, not birds (story_solver6.jsonl)
    ),
    ("There were 58 geese and 37 ducks in the marsh. How many animals were there in all?", 95),
    (
        "There were 58 geese and 37 ducks in the marsh. How many more geese than ducks were there?",
        21,
    ),
    ("There were 58 geese and 37 wild ducks in the marsh. How many birds were there in all?", None),
    ("There were 58 geese and 37 ducks in the marsh. How many ducks were there?", 37),
    (
        "There were 58 geese and 37 ducks in the marsh yesterday. How many birds were there today?",
        None,
    ),
    (
        "There were 58 geese and 37 ducks in the marsh. 5 more geese came. How many birds were there in all?",
        100,
    ),
    (
        "There were 58 geese and 37 ducks in the marsh. How many black birds were there in all?",
        None,
    ),
    ("Tom has 3 parrots and 2 cats. How many birds does Tom have?", 3),
    ("Tom has 3 parrots and 2 cats. How many animals does Tom have?", 5),
    ("Tom has 3 parrots and 2 cats. Ann has 4 dogs. How many animals does Tom have?", 5),
    ("Tom has 3 parrots and 2 cats. Ann has 4 dogs. How many animals do they have?", None),
    ("Tom has 3 parrots and 2 cats. Ann has 4 dogs. How many animals does Ann have?", 4),
    ("Tom has 3 parrots and 2 cats. He bought 4 more parrots. How many birds does Tom have?", 7),
    ("Tom has 3 parrots and 2 cats. He sold 1 parrot. How many birds does Tom have?", 2),
    ("Tom has 3 parrots and 2 cats. He gave 1 cat to Ann. How many animals does Tom have?", 4),
    ("Tom has 3 parrots and 2 cats. He gave 1 cat to Ann. How many animals does Ann have?", None),
    ("Tom has 3 parrots and 2 cats. He has 5 goldfish. How many fish does Tom have?", 5),
    ("Tom has 3 parrots and 2 cats and 4 books. How many animals does Tom have?", None),
    (
        "Tom has 3 parrots and 2 cats. He has 4 animals in the barn. How many animals does Tom have?",
        None,
    ),
    ("Tom has 3 chickens and 2 hens. How many birds does Tom have?", None),
    ("Tom has 3 apples and 2 bananas. How many fruits does Tom have?", 5),
    ("Tom has 3 apples and 2 bananas. He ate 1 apple. How many fruits does Tom have?", 4),
    ("Tom has 3 apples and 2 bananas. He ate 1 apple. How many fruits did Tom have at first?", 5),
    ("Tom has 3 apples and 2 carrots. How many fruits does Tom have?", 3),
    ("Tom has 3 apples and 2 roses. How many fruits does Tom have?", None),
    ("Tom has 3 apples and 2 bananas. Ann has 4 pears. How many fruits does Ann have?", 4),
    (
        "Tom has 3 apples and 2 bananas. Ann has twice as many pears as Tom has apples. How many fruits does Ann have?",
        6,
    ),
    (
        "Tom has 3 apples and 2 bananas. Ann has 2 more apples than Tom. How many fruits does Ann have?",
        5,
    ),
    ("Tom has 3 apples and 2 bananas. How many fruits does Tom have in his bag?", None),
    ("Tom has 3 apples and 2 bananas. How many fruits did Tom eat?", None),
    ("Tom has 3 apples and 2 bananas. How many fruits did Tom buy?", None),
    ("Tom bought 3 apples and 2 bananas. How many fruits did Tom buy?", 5),
    ("Tom bought 3 apples and sold 2 bananas. How many fruits did Tom buy?", 3),
    ("Tom has 3 apples. Tom bought 2 bananas. How many fruits did Tom buy?", 2),
    (
        "A bakery sells 10 cakes a day. Each cake costs $5. How much money does the bakery make in a week?",
        350,
    ),
    (
        "A bakery sells 10 cakes a day. Each cake costs $5. How much money does the bakery make in a week if it is closed on Sunday?",
        None,
    ),
    (
        "A bakery sells 10 cakes a day. Each cake costs $5. How much money does the bakery make in 2 days?",
        100,
    ),
    (
        "A bakery sells 10 cakes a day. Each cake costs $5. It sells 4 pies a day for $3 each. How much money does the bakery make in a day?",
        None,
    ),
    (
        "A bakery sells 10 cakes a day. Each cake costs $5. How many cakes does the bakery sell in a week?",
        70,
    ),
    (
        "A bakery sells 10 cakes a day. Each cake sells for $5. How much money does the bakery make in a week?",
        350,
    ),
    (
        "A bakery sells 10 cakes a day. Each cake costs $5. How much money does the bakery spend in a week?",
        None,
    ),
    (
        "A bakery sells 10 cakes a day. Each cake costs $5. How much money did the bakery make last week?",
        None,
    ),
    (
        "A bakery sells 10 cakes an hour. Each cake costs $5. How much money does the bakery make in a day?",
        None,
    ),
    ("Tom buys 2 coffees a day. Each coffee costs $3. How much does he spend in 2 weeks?", 84),
    ("Tom buys 2 coffees a day. Each coffee costs $3. How much does he spend in a month?", None),
    ("Tom buys 2 coffees a day. Each coffee costs $3. How much does he spend in a year?", None),
    (
        "Tom buys 2 coffees a day on weekdays. Each coffee costs $3. How much does he spend in a week?",
        None,
    ),
    (
        "Tom buys 2 coffees a day. Each coffee costs $3. How much money does he earn in a week?",
        None,
    ),
    ("A bird eats 7 berries a day. How many berries does the bird eat in 4 days?", 28),
    ("A bird eats 7 berries a day. How many berries do 3 birds eat in 4 days?", 84),
    ("A bird eats 7 berries a day. How many berries do the birds eat in 4 days?", None),
    ("A bird eats 7 berries a day. How many seeds does the bird eat in 4 days?", None),
    (
        "A bird eats 7 berries a day and 3 seeds a day. How many berries does the bird eat in 4 days?",
        28,
    ),
    ("A bird has 2 wings. How many wings do 5 birds have?", 10),
    ("A bird has 2 wings. How many wings do the birds have?", None),
    ("A dog ate 3 bones. How many bones did the dogs eat?", None),
    ("A dog ate 3 bones. How many bones did the dog eat?", 3),
    ("There are 5 cows and 3 pigs on the farm. How many animals are on the farm?", 8),
    (
        "There are 5 cows and 3 pigs on the farm. Tom has 2 dogs. How many animals are on the farm?",
        8,
    ),
    (
        "There are 5 cows and 3 pigs on the farm. Tom has 2 dogs. How many animals are there in all?",
        10,
    ),
    (
        "There are 5 cows and 3 pigs on the farm. There are 2 dogs. How many animals are on the farm?",
        None,
    ),
    (
        "There are 5 cows and 3 pigs on the farm. 2 pigs were sold. How many animals are on the farm?",
        6,
    ),
    (
        "There are 5 cows and 3 pigs on the farm. 2 more pigs were born. How many animals are on the farm?",
        10,
    ),
    (
        "There are 5 cows and 3 pigs on the farm. 2 more horses came. How many animals are on the farm?",
        None,
    ),
    ("There are 5 cows and 3 pigs on the farm. How many cows are on the farm?", 5),
    ("There are 5 cows and 3 pigs on the farm. How many animals are in the barn?", None),
    ("There are 5 black cows and 3 pigs on the farm. How many animals are on the farm?", 8),
    ("There are 5 cows and 3 pigs on the farm. How many more cows than pigs are on the farm?", 2),
    ("There are 5 cows and 3 pigs on the farm. How many legs do the animals have?", None),
    ("Tom has 5 cows and 3 pigs. Ann has 2 cows. How many animals do Tom and Ann have?", 10),
    (
        "Tom has 5 cows and 3 pigs. Ann has 2 cows and 1 rat. How many animals do Tom and Ann have?",
        None,
    ),
    ("Tom has 5 cows and 3 pigs. Ann has 2 goats. How many animals do Tom and Ann have?", None),
    (
        "Tom has 5 cows and 3 pigs. Ann has twice as many cows as Tom. How many animals does Ann have?",
        10,
    ),
    ("Tom has 5 cows and 3 pigs. Ann has 2 more pigs than Tom. How many animals does Ann have?", 5),
    (
        "Tom has 5 cows and 3 pigs. Ann has 2 more pigs than Tom and 1 cow. How many animals does Ann have?",
        6,
    ),
    ("Tom has 5 cows and 3 pigs. He sold 2 cows to Ann. How many animals does Ann have?", None),
    ("Tom has 5 cows and 3 pigs. He sold 2 cows to Ann. How many animals does Tom have?", 6),
    ("Tom has 5 cows and 3 pigs. Ann gave him 2 horses. How many animals does Tom have?", None),
    ("Tom has 5 cows and 3 pigs. Ann gave him 2 chickens. How many animals does Tom have?", 10),
    ("Tom has 5 cows and 3 pigs. Ann gave him 2 chickens. How many birds does Tom have?", 2),
    ("Tom has 5 cows, 3 pigs and some chickens. How many animals does Tom have?", None),
    (
        "Tom has 5 cows and 3 pigs. Ann has twice as many pigs as Tom and 1 cow. How many animals does Ann have?",
        7,
    ),
    (
        "Tom has 5 cows. Ann has 3 times as many cows as Tom and 2 pigs. How many pigs does Ann have?",
        2,
    ),
    ("Tom bought 3 apples for $2 each and 4 pears. How much did Tom spend?", None),
    ("Tom bought 3 apples for $2 each and 4 pears for $1 each. How much did Tom spend?", 10),
    ("Tom gave 3 apples to Ann and 2 pears. How many pears does Ann have?", None),
    (
        "Tom has 10 apples and 6 pears. He gave 3 apples to Ann and 2 pears. How many pears does Tom have?",
        4,
    ),
    (
        "Tom has 10 apples and 6 pears. He gave 3 apples to Ann and 2 pears to Sue. How many pears does Sue have?",
        None,
    ),
    (
        "Tom has 10 apples and 6 pears. He gave 3 apples to Ann and 2 pears to Sue. How many pears does Tom have?",
        4,
    ),
    ("Tom has 10 apples. He ate 3 apples and 2 more. How many apples does Tom have?", 5),
    ("Tom has 10 apples. He ate 3 apples and bought 2. How many apples does Tom have?", 9),
    ("Tom has 10 apples. He ate 3 apples and Ann 2. How many apples does Tom have?", None),
    (
        "Tom has 10 apples and Ann has 3 more apples than Tom and 2 pears. How many pears does Ann have?",
        None,
    ),
    (
        "Tom has 4 more apples than Ann and 2 fewer pears than Ann. Ann has 5 apples and 6 pears. How many fruits does Tom have?",
        13,
    ),
    (
        "Tom has 4 more apples than Ann and 2 pears. Ann has 5 apples. How many pears does Tom have?",
        None,
    ),
    (
        "Tom has 4 more apples than Ann and 2 more pears. Ann has 5 apples and 6 pears. How many pears does Tom have?",
        8,
    ),
    (
        "Tom had 5 apples. He gave 8 apples to Ann. Then he bought 10 apples. How many apples does Tom have?",
        None,
    ),
    (
        "Tom had 5 apples. He ate 8 apples. Then he bought 10 apples. How many apples does Tom have?",
        None,
    ),
    (
        "Tom had 5 apples. He bought 10 apples. Then he gave 8 apples to Ann. How many apples does Tom have?",
        7,
    ),
    (
        "Reggie's father gave him $48. Reggie bought 30 books, each of which cost $2. His mother gave him $20. How much money does Reggie have left?",
        None,
    ),
    (
        "Wyatt's mother gave him $10. Wyatt bought 5 books for $5 each. His father gave him $20. How much money does Wyatt have left?",
        None,
    ),
    (
        "Tom had $5. He spent $8 on lunch. His mother gave him $10. How much money does Tom have?",
        None,
    ),
    (
        "Tom has 5 cows and 3 pigs. He sold 4 pigs. He bought 2 pigs. How many animals does Tom have?",
        None,
    ),
    (
        "There were 58 geese and 37 ducks in the marsh. 40 ducks flew away. 10 ducks came back. How many birds were there in all?",
        None,
    ),
    (
        "The school had 10 students. It lost 14 students and gained 42 new students. How many students does the school have?",
        None,
    ),
    ("Jim has 20 fewer toads than Tim. Tim has 10 toads. How many toads does Jim have?", None),
    (
        "Jim has 20 fewer toads than Tim. Tim has 30 toads. Jim bought 5 toads. How many toads does Jim have?",
        15,
    ),
    (
        "Benny's high school played 39 baseball games this year. He attended 14 games. His sister attended 50 games. How many baseball games did his sister miss?",
        None,
    ),
    (
        "Jason went to the mall. He spent $14.28 on shorts and $4.74 on a jacket. He returned the shorts and got $14.28 back. How much money did Jason spend on clothing?",
        None,
    ),
    (
        "Tom strolled 5 miles at 4 miles per hour. He strolled back 5 miles at 5 miles per hour. How long did Tom stroll?",
        None,
    ),
    (
        "Sam has 4 boxes. Each box has 6 apples. Tom has 3 boxes. How many apples do Sam and Tom have?",
        None,
    ),
    (
        "Sam has 4 boxes. Each box has 6 apples. Tom has 3 boxes. How many apples are there in all?",
        None,
    ),
    ("Sam has 4 boxes. Each box has 6 apples. Tom has 3 boxes. How many boxes do they have?", 7),
    (
        "Sam has 4 boxes. Each box has 6 red apples. Tom has 3 boxes. How many red apples does Tom have?",
        None,
    ),
    (
        "Sam has 4 boxes. Each box has 6 bags of apples. Tom has 3 boxes. How many bags of apples does Tom have?",
        None,
    ),
    (
        "Sam has 4 boxes. Each box has 6 bags of apples. Tom has 3 boxes. How many bags does Tom have?",
        None,
    ),
    (
        "Sam has 4 boxes. Each box holds 6 apples. Tom has 3 boxes. How many apples does Tom have?",
        None,
    ),
    (
        "Sam has 4 boxes. Each of his boxes has 6 apples. Tom has 3 boxes. How many apples does Tom have?",
        None,
    ),
    (
        "Sam has 4 boxes of apples. Each box has 6 apples. Tom has 3 boxes of apples. How many apples does Tom have?",
        None,
    ),
    ("Sam has 4 boxes. Each box has 6 apples. Tom has 3 boxes. How many apples does Sam have?", 24),
    (
        "Sam bought 3 books for $5 each. Tom bought 2 of the same books. How much did Tom spend?",
        None,
    ),
    ("Sam bought 3 books. Tom bought 2 books. Each book costs $5. How much did Tom spend?", 10),
    ("Sam bought 3 books for $5 each. Tom bought 2 books for $5 each. How much did Tom spend?", 10),
    (
        "Tom picked 6 apples on Monday and 4 apples on Friday. How many apples had Tom picked by Thursday?",
        None,
    ),
    (
        "Tom picked 6 apples on Monday and 4 apples on Friday. How many apples did Tom pick by Friday?",
        None,
    ),
    ("Tom picked 6 apples in May and 4 apples in June. How many apples did Tom pick in June?", 4),
    (
        "Tom picked 6 apples in May and 4 apples in June. How many apples did Tom pick in July?",
        None,
    ),
    ("Tom picked 6 apples in May. How many apples did Tom pick in June?", None),
    ("Tom picked 6 apples for 2 hours. How many apples did Tom pick for 3 hours?", None),
    (
        "Tom picked 6 apples this week and 4 apples last week. How many apples did Tom pick over the two weeks?",
        10,
    ),
    ("Tom read 6 pages during the day. How many pages did Tom read during the night?", None),
    (
        "Tom read 6 pages during the day and 4 during the night. How many pages did Tom read during the night?",
        4,
    ),
    ("In one hour Tom picked 6 apples. How many apples did Tom pick in one day?", None),
    ("Tom has 6 apples. How many apples does Tom have at the end of the day?", None),
    (
        "Tom had 6 apples at the start of the day. He ate 2. How many apples did Tom have at the end of the day?",
        4,
    ),
    (
        "Tom had 6 apples at the start of the day. He ate 2. How many apples did Tom have at the end of the week?",
        None,
    ),
    (
        "Delores has $450. She buys a computer for $400 and a printer for $40. How much money, in dollars, does Delores have?",
        10,
    ),
    (
        "Delores has $450. She buys a computer for $400 and a printer for $40. How much money, in dollars, does her brother have left?",
        None,
    ),
    (
        "Delores has $450. She buys a computer for $400 and a printer for 40 euros. How much money, in dollars, does Delores have left?",
        None,
    ),
    (
        "Delores has $450. She buys a computer for $400. Her mother gives her $40. How much money, in dollars, does Delores have left?",
        90,
    ),
    (
        "Delores has $450. She buys a computer for $400 and a printer for $40. How much money, in cents, does Delores have left?",
        None,
    ),
    (
        "Delores has $450. She buys a computer for $400 and a printer for $40. How many dollars, in total, did Delores spend?",
        440,
    ),
    (
        "Mrs. Hilt bought 2 pizzas. Each pizza had 8 slices. How many total slices of pizza did Mrs. Hilt and Tom have?",
        None,
    ),
    (
        "Mrs. Hilt bought 2 pizzas. Each pizza had 8 slices. How many total slices of pizza are left if she ate 3?",
        None,
    ),
    (
        "Jen has 10 more ducks than four times the number of chickens. If Jen has 150 ducks, how many total birds does her sister have?",
        None,
    ),
    (
        "Jen has 10 more ducks than four times the number of chickens. If Jen has 150 ducks, how many total chickens and ducks does she have?",
        185,
    ),
    (
        "Jen has 10 more ducks than four times the number of chickens. If Jen has 150 ducks, how many total animals will she have if she sells 5 ducks?",
        None,
    ),
    (
        "Benny's high school played 39 baseball games this year. He attended 14 games. How many baseball games did Benny miss?",
        25,
    ),
    (
        "Benny's high school played 39 baseball games this year. He missed 14 games. How many baseball games did Benny attend?",
        25,
    ),
    (
        "Benny's high school played 39 baseball games this year. He attended 14 games. How many baseball games did the school play?",
        39,
    ),
    (
        "Benny's high school played 39 baseball games this year. He attended 14 games. How many baseball games did Benny attend?",
        14,
    ),
    (
        "Benny's high school played 39 baseball games this year. He attended 14 games. How many baseball games did Tom miss?",
        None,
    ),
    (
        "Benny's high school played 39 baseball games this year. She attended 14 games. How many baseball games did Benny miss?",
        None,
    ),
    (
        "Benny's high school played 39 baseball games this year. He attended 14 football games. How many baseball games did Benny miss?",
        None,
    ),
    (
        "Benny's high school played 39 baseball games this year. He attended 14 games last year. How many baseball games did Benny miss?",
        None,
    ),
    (
        "Benny's high school played 39 baseball games this year. He attended 44 games. How many baseball games did Benny miss?",
        None,
    ),
    (
        "Benny's high school played 39 baseball games this year. Tom attended 14 games. How many baseball games did Benny miss?",
        None,
    ),
    (
        "Benny's high school played 39 baseball games this year. Tom and Benny went to the park. He attended 14 games. How many baseball games did Benny miss?",
        None,
    ),
    (
        "Benny and Tom's high school played 39 baseball games this year. He attended 14 games. How many baseball games did Benny miss?",
        None,
    ),
    (
        "Benny's high school played 39 baseball games this year. His brother attended 14 games. How many baseball games did Benny miss?",
        None,
    ),
    (
        "Benny's high school played 39 baseball games this year. He attended 14 games and his sister attended 10 games. How many baseball games did Benny miss?",
        25,
    ),
    (
        "Benny's high school played 39 baseball games this year. He attended 14 games. How many baseball games did Benny's sister miss?",
        None,
    ),
    (
        "Benny's high school played 39 baseball games this year and 20 games last year. He attended 14 games. How many baseball games did Benny miss?",
        None,
    ),
    (
        "Benny's high school played 39 baseball games this year. He attended 14 games and missed the rest. How many baseball games did Benny go to?",
        14,
    ),
    (
        "Benny's school played 39 baseball games this year. He attended 14 games. How many games did Benny miss?",
        25,
    ),
    (
        "Benny's dog played 39 games this year. He attended 14 games. How many games did Benny miss?",
        None,
    ),
    (
        "Benny's high school won 39 baseball games this year. He attended 14 games. How many baseball games did Benny miss?",
        None,
    ),
    (
        "There were a total of 7 football games this year. Melanie missed 4 of the games. How many football games did Melanie go to in all?",
        3,
    ),
    (
        "There were a total of 7 football games this year. Melanie missed 4 of the games. How many football games did Ann go to in all?",
        None,
    ),
    (
        "There were a total of 7 football games this year. Melanie missed 4 of the games. How many football games did Melanie miss?",
        4,
    ),
    (
        "There were a total of 7 football games this year. Melanie missed 4 of the games. Ann missed 2 of the games. How many football games did Ann go to?",
        5,
    ),
    (
        "There were a total of 7 football games this year. Melanie missed 4 of the games. How many basketball games did Melanie go to?",
        None,
    ),
    (
        "There were a total of 7 football games this year. Melanie missed 4 of the games last year. How many football games did Melanie go to this year?",
        None,
    ),
    (
        "There were a total of 7 football games this year and 9 last year. Melanie missed 4 of the games. How many football games did Melanie go to?",
        None,
    ),
    (
        "There were a total of 7 football games this year. Melanie missed 9 of the games. How many football games did Melanie go to?",
        None,
    ),
    (
        "There were a total of 7 football games this year. Melanie went to 4 of the games. How many football games did Melanie miss?",
        3,
    ),
    (
        "There were a total of 7 football games this year. Melanie went to 4 of the games and Ann went to 2. How many football games did Ann miss?",
        5,
    ),
    (
        "There were a total of 7 football games this year. Melanie missed 4 of the games. She went to 2 soccer games. How many games did Melanie go to in all?",
        None,
    ),
    (
        "There were a total of 7 football games this year. Melanie missed 4 of the games. How many games did Melanie and Ann go to?",
        None,
    ),
    (
        "There were a total of 7 football games this year. Melanie missed 4 of the games. How many football games did they go to in all?",
        None,
    ),
    (
        "There were a total of 7 football games this year. Melanie missed 4 of the night games. How many football games did Melanie go to?",
        None,
    ),
    (
        "There were a total of 7 football games this year. Melanie missed 4 of the games. How many night games did Melanie go to?",
        None,
    ),
    (
        "There were a total of 7 football games this year. Melanie missed 4 of the games. How many football games were there this year?",
        7,
    ),
    ("Mark sprinted 24 miles at 6 miles per hour. How long did Mark sprint?", 4),
    ("Mark sprinted 24 miles at 6 miles per hour. How long did Tom sprint?", None),
    ("Mark sprinted 24 miles at 6 miles per hour. How far did Mark sprint?", 24),
    ("Mark sprinted 24 miles at 6 miles per hour. How long did Mark walk?", None),
    ("Mark sprinted 24 miles at 6 kilometers per hour. How long did Mark sprint?", None),
    ("Mark sprinted 24 miles at 6 miles per minute. How long did Mark sprint?", 4),
    (
        "Mark sprinted 24 miles at 6 miles per hour. Then he strolled 2 miles. How long did Mark sprint?",
        None,
    ),
    (
        "Mark sprinted 24 miles at 6 miles per hour and Tom sprinted 10 miles at 5 miles per hour. How long did Mark sprint?",
        None,
    ),
    ("Mark sprinted 24 miles at 6 miles per hour. How long did Mark sprint in minutes?", None),
    ("Mark sprinted 25 miles at 6 miles per hour. How long did Mark sprint?", None),
    ("Mark sprinted 24 miles at 5 miles per hour. How long did Mark sprint?", Fraction(24, 5)),
    (
        "Christopher strolled 5 miles at 4 miles per hour. How long did Christopher stroll?",
        Fraction(5, 4),
    ),
    ("Christopher strolled 5 miles at 4 miles per hour. How many miles did Christopher stroll?", 5),
    (
        "Christopher strolled 5 miles at 4 miles per hour. How long will it take Christopher to stroll 8 miles?",
        None,
    ),
    (
        "Christopher strolled 5 miles at 4 miles per hour. How long did Christopher stroll yesterday?",
        None,
    ),
    (
        "Christopher strolled 5 miles in the park at 4 miles per hour. How long did Christopher stroll?",
        Fraction(5, 4),
    ),
    (
        "Christopher strolled 5 miles at 4 miles per hour. Jeremy strolled 20 kilometers at 2 kilometers per hour. How long did Jeremy stroll?",
        None,
    ),
    (
        "Christopher strolled 5 miles at 4 miles per hour with his dog. How long did his dog stroll?",
        None,
    ),
    (
        "Christopher and his dog strolled 5 miles at 4 miles per hour. How long did Christopher stroll?",
        None,
    ),
    ("Christopher strolled 5 miles at 4 miles per hour. How long did he stroll?", Fraction(5, 4)),
    ("Christopher strolled 5 laps at 4 miles per hour. How long did Christopher stroll?", None),
    (
        "Christopher strolled 5 miles at 4 miles an hour. How long did Christopher stroll?",
        Fraction(5, 4),
    ),
    ("Jeremy strolled 20 kilometers at 2 kilometers per hour. How long did Jeremy stroll?", 10),
    ("Jeremy wandered 20 kilometers at 2 kilometers per hour. How long did Jeremy wander?", 10),
    ("Jeremy wandered 20 kilometers at 2 kilometers per hour. How long did Jeremy stroll?", None),
    (
        "Jeremy wandered 20 kilometers at 2 kilometers per hour. How long did Jeremy wander to the lake?",
        None,
    ),
    ("Jeremy wandered 20 kilometers at 2 kilometers per hour. How long did Jeremy rest?", None),
    ("Jeremy wandered 20 kilometers at 2 kilometers per day. How long did Jeremy wander?", 10),
    (
        "Jason went to the mall on Saturday to buy clothes. He spent $14.28 on shorts and $4.74 on a jacket. In total, how much money did Jason spend on clothing?",
        Fraction(951, 50),
    ),
    (
        "Jason went to the mall on Saturday to buy clothes. He spent $14.28 on shorts and $4.74 on a jacket. How much money did Jason spend on shorts?",
        Fraction(357, 25),
    ),
    (
        "Jason went to the mall on Saturday to buy clothes. He spent $14.28 on shorts and $4.74 on a football. In total, how much money did Jason spend on clothing?",
        Fraction(357, 25),
    ),
    (
        "Jason went to the mall on Saturday to buy clothes. He spent $14.28 on shorts and $4.74 on a football. In total, how much money did Jason spend on toys?",
        Fraction(237, 50),
    ),
    (
        "Jason went to the mall on Saturday to buy clothes. He spent $14.28 on shorts and $4.74 on a book. In total, how much money did Jason spend on clothing?",
        None,
    ),
    (
        "Jason went to the mall on Saturday to buy clothes. He spent $14.28 on shorts and his sister spent $4.74 on a jacket. In total, how much money did Jason spend on clothing?",
        Fraction(357, 25),
    ),
    (
        "Jason went to the mall on Saturday to buy clothes. He spent $14.28 on shorts and $4.74 on a jacket. In total, how much money did his sister spend on clothing?",
        None,
    ),
    (
        "Jason went to the mall on Saturday to buy clothes. He spent $14.28 on shorts and $4.74 on a jacket. In total, how much money did Jason spend on clothing on Sunday?",
        None,
    ),
    (
        "Jason went to the mall on Saturday to buy clothes. He spent $14.28 on shorts and $4.74 on a jacket. He returned the jacket. In total, how much money did Jason spend on clothing?",
        None,
    ),
    (
        "Jason went to the mall on Saturday to buy clothes. He had $50. He spent $14.28 on shorts and $4.74 on a jacket. In total, how much money did Jason spend on clothing?",
        None,
    ),
    (
        "Jason went to the mall on Saturday to buy clothes. He spent $14.28 on shorts and $4.74 on a jacket. How much money does Jason have left?",
        None,
    ),
    (
        "Jason went to the mall on Saturday to buy clothes. He spent $14.28 on shorts and $4.74 on a jacket. In total, how much money did Jason spend on winter clothing?",
        None,
    ),
    (
        "Jason went to the mall on Saturday to buy clothes. He spent $14.28 on shorts and $4.74 on a toy jacket. In total, how much money did Jason spend on clothing?",
        None,
    ),
    (
        "Jason went to the mall on Saturday to buy clothes. He spent $14.28 on 2 shorts and $4.74 on a jacket. In total, how much money did Jason spend on clothing?",
        Fraction(951, 50),
    ),
    (
        "Jason went to the mall on Saturday to buy clothes. He spent $14.28 on shorts and $4.74 on a jacket for his brother. In total, how much money did Jason spend on clothing?",
        Fraction(951, 50),
    ),
    (
        "Jason went to the mall on Saturday to buy clothes. He spent $14.28 on shorts and $4.74 on a jacket. In total, how much money did Jason and his brother spend on clothing?",
        None,
    ),
    (
        "Mary went to the mall. She spent $13.04 on a shirt and $12.27 on a jacket. She went to 2 shops. In total, how much money did Mary spend on clothing?",
        Fraction(2531, 100),
    ),
    (
        "Mary went to the mall. She spent $13.04 on a shirt and $12.27 on a jacket. She went to 2 shops. How many shops did Mary go to?",
        2,
    ),
    (
        "Mary went to the mall. She spent $13.04 on a shirt and $12.27 on a jacket. She spent $5 on lunch. In total, how much money did Mary spend on clothing?",
        None,
    ),
    (
        "Mary went to the mall. She spent $13.04 on a shirt and $12.27 on a jacket. She spent $5 on lunch. In total, how much money did Mary spend?",
        Fraction(3031, 100),
    ),
    (
        "Mary went to the mall. She spent $13.04 on a shirt and $12.27 on a jacket. Tom spent $5 on pants. In total, how much money did Mary spend on clothing?",
        Fraction(2531, 100),
    ),
    (
        "Mary went to the mall. She spent $13.04 on a shirt and $12.27 on a jacket. Tom spent $5 on pants. In total, how much money did they spend on clothing?",
        None,
    ),
    (
        "Mary went to the mall. She spent $13.04 on a shirt and got $12.27 for a jacket. In total, how much money did Mary spend on clothing?",
        None,
    ),
    (
        "Mary went to the mall. She spent $13.04 on a shirt and sold a jacket for $12.27. In total, how much money did Mary spend on clothing?",
        None,
    ),
    (
        "Mary went to the mall. She bought a shirt for $13.04 and spent $12.27 on a jacket. In total, how much money did Mary spend on clothing?",
        Fraction(2531, 100),
    ),
    (
        "Mary went to the mall. She bought 2 shirts for $13.04 each and spent $12.27 on a jacket. In total, how much money did Mary spend on clothing?",
        Fraction(767, 20),
    ),
    (
        "Mary went to the mall. She bought a shirt for Tom for $13.04 and spent $12.27 on a jacket. In total, how much money did Mary spend on clothing?",
        Fraction(2531, 100),
    ),
    (
        "Mary went to the mall. Tom bought a shirt for $13.04 and Mary spent $12.27 on a jacket. In total, how much money did Mary spend on clothing?",
        Fraction(1227, 100),
    ),
    (
        "Sandy went to the mall to buy clothes. She spent $13.99 on shorts, $12.14 on a shirt, and $7.43 on a jacket. How much money did Sandy spend on clothes?",
        Fraction(839, 25),
    ),
    (
        "Sandy went to the mall to buy clothes. She spent $13.99 on shorts, $12.14 on a shirt, and $7.43 on a jacket. How much money did Sandy spend on shirts?",
        Fraction(607, 50),
    ),
    (
        "Sandy went to the mall to buy clothes. She spent $13.99 on shorts, $12.14 on a shirt, and $7.43 on a jacket. How much more did Sandy spend on shorts than on the jacket?",
        Fraction(164, 25),
    ),
    (
        "Sandy went to the mall to buy clothes. She spent $13.99 on shorts, $12.14 on a shirt, and $7.43 on marbles. How much money did Sandy spend on clothes?",
        Fraction(2613, 100),
    ),
    (
        "Sandy went to the mall to buy clothes. She spent $13.99 on shorts, $12.14 on a shirt, and $7.43 on a hat. How much money did Sandy spend on clothes?",
        None,
    ),
    (
        "Sandy went to the mall to buy clothes. She spent $13.99 on shorts, $12.14 on a shirt, and $7.43 on a jacket. How much money did Sandy spend on toys?",
        None,
    ),
    (
        "Tom bought a skateboard for $9.46, and spent $9.56 on marbles. Tom also spent $14.50 on shorts. How much did Tom spend on toys?",
        Fraction(951, 50),
    ),
    (
        "Tom bought a skateboard for $9.46, and spent $9.56 on marbles. Tom also spent $14.50 on shorts. How much did Tom spend on clothing?",
        Fraction(29, 2),
    ),
    (
        "Tom bought a skateboard for $9.46, and spent $9.56 on marbles. Tom also spent $14.50 on shorts. How much did Tom spend in all?",
        Fraction(838, 25),
    ),
    (
        "Tom bought a skateboard for $9.46, and spent $9.56 on marbles. Tom also spent $14.50 on shorts. How much did Tom spend on marbles?",
        Fraction(239, 25),
    ),
    (
        "Tom bought a skateboard for $9.46, and spent $9.56 on marbles. Tom also spent $14.50 on shorts. How much did Ann spend on toys?",
        None,
    ),
    (
        "Tom bought a skateboard for $9.46, and Ann spent $9.56 on marbles. Tom also spent $14.50 on shorts. How much did Tom spend on toys?",
        Fraction(473, 50),
    ),
    (
        "Tom bought a skateboard for $9.46, and spent $9.56 on marbles. Tom also spent $14.50 on a video game. How much did Tom spend on toys?",
        None,
    ),
    (
        "Tom bought a skateboard for $9.46, and spent $9.56 on marbles. Tom also found $14.50. How much did Tom spend on toys?",
        None,
    ),
    ("Tom bought a skateboard, and spent $9.56 on marbles. How much did Tom spend on toys?", None),
    (
        "Tom bought 2 skateboards for $9.46, and spent $9.56 on marbles. How much did Tom spend on toys?",
        None,
    ),
    (
        "Tom bought a skateboard for $9.46 each, and spent $9.56 on marbles. How much did Tom spend on toys?",
        None,
    ),
    (
        "Tom bought a used skateboard for $9.46, and spent $9.56 on marbles. How much did Tom spend on toys?",
        Fraction(951, 50),
    ),
    (
        "Tom bought a skateboard for $9.46, and spent $9.56 on marbles yesterday. How much did Tom spend on toys today?",
        None,
    ),
    (
        "Tom bought a skateboard for $9.46, and spent $9.56 on marbles. How much did Tom spend on new toys?",
        None,
    ),
    (
        "Jack orders 3 sandwiches that cost $5 each. He pays with a $20 bill. How much does he get in change?",
        5,
    ),
    (
        "Jack orders 3 sandwiches that cost $5 each. He pays with a $10 bill. How much does he get in change?",
        None,
    ),
    (
        "Jack orders 3 sandwiches that cost $5 each. He pays with a $20 bill. How much does Tom get in change?",
        None,
    ),
    (
        "Jack orders 3 sandwiches that cost $5 each. Tom pays with a $20 bill. How much does Jack get in change?",
        None,
    ),
    (
        "Jack orders 3 sandwiches that cost $5 each. He pays with two $20 bills. How much does he get in change?",
        25,
    ),
    (
        "Jack orders 3 sandwiches that cost $5 each and a drink. He pays with a $20 bill. How much does he get in change?",
        None,
    ),
    (
        "Jack orders 3 sandwiches that cost $5 each. He also orders 2 drinks that cost $1 each. He pays with a $20 bill. How much does he get in change?",
        3,
    ),
    (
        "Jack orders 3 sandwiches that cost $5 each. He pays with a $20 bill and gives a $2 tip. How much does he get in change?",
        None,
    ),
    (
        "Jack orders 3 sandwiches that cost $5 each for his friends. He pays with a $20 bill. How much does he get in change?",
        5,
    ),
    (
        "Jack orders 3 sandwiches that cost $5.50 each. He pays with a $20 bill. How much does he get in change?",
        Fraction(7, 2),
    ),
    (
        "Iris went to the mall to buy clothes. She bought three jackets at $10 each, two pairs of shorts at $6 each, and four pairs of pants at $12 each. How much did she spend in all?",
        90,
    ),
    (
        "Iris went to the mall to buy clothes. She bought three jackets at $10 each, two pairs of shorts at $6 each, and four pairs of pants at $12 each. How much did she spend on jackets?",
        30,
    ),
    (
        "Iris went to the mall to buy clothes. She bought three jackets at $10 each, two pairs of shorts at $6 each, and four pairs of pants at $12 each. How much did she spend on clothing?",
        90,
    ),
    (
        "Iris went to the mall to buy clothes. She bought three jackets at $10 each, two pairs of shorts at $6 each, and four balls at $12 each. How much did she spend on clothing?",
        None,
    ),
    (
        "Iris went to the mall to buy clothes. She bought three jackets at $10 each, and her sister bought two pairs of shorts at $6 each. How much did Iris spend in all?",
        30,
    ),
    (
        "Iris went to the mall to buy clothes. She bought three jackets at $10 each, two pairs of shorts at $6 each, and four pairs of pants at $12 each. How many pairs of pants did she buy?",
        4,
    ),
    (
        "Iris went to the mall to buy clothes. She bought three jackets at $10 each, two pairs of shorts at $6 each, and four pairs of pants at $12 each. How much did her sister spend in all?",
        None,
    ),
    (
        "Iris went to the mall to buy clothes. She bought three jackets at $10 each, two pairs of shorts at $6 each, and four pairs of pants. How much did she spend in all?",
        None,
    ),
    (
        "Iris went to the mall to buy clothes. She had $200. She bought three jackets at $10 each, two pairs of shorts at $6 each, and four pairs of pants at $12 each. How much does she have left?",
        110,
    ),
    (
        "Iris went to the mall to buy clothes. She bought three jackets at $10 each, two pairs of shorts at $6 each, and returned four pairs of pants at $12 each. How much did she spend in all?",
        None,
    ),
    (
        "In fourth grade there were 10 students at the start of the year. During the year 4 students left and 42 new students came to school. How many students were in fourth grade at the end?",
        48,
    ),
    (
        "In fourth grade there were 10 students at the start of the year. During the year 4 students left and 42 new students came to school. How many students left?",
        4,
    ),
    (
        "In fourth grade there were 10 students at the start of the year. During the year 4 students left and 42 new students came to school. How many students were in fifth grade at the end?",
        None,
    ),
    (
        "In fourth grade there were 10 students at the start of the year. During the year 4 students left and 42 new students came to the fifth grade. How many students were in fourth grade at the end?",
        None,
    ),
    (
        "In fourth grade there were 10 students at the start of the year. During the year 14 students left and 42 new students came to school. How many students were in fourth grade at the end?",
        None,
    ),
    (
        "In fourth grade there were 10 students at the start of the year. During the year 4 students left. How many students were in fourth grade at the end?",
        6,
    ),
    (
        "In fourth grade there were 10 students at the start of the year. During the year 4 teachers left and 42 new students came to school. How many students were in fourth grade at the end?",
        None,
    ),
    (
        "In fourth grade there were 10 students at the start of the year. In fifth grade there were 20 students. During the year 4 students left and 42 new students came to school. How many students were in fourth grade at the end?",
        None,
    ),
    (
        "In fourth grade there were 10 students at the start of the year. During the year 4 students left and 42 new students came to school. How many students were in fourth grade at the start?",
        10,
    ),
    (
        "In fourth grade there were 10 students at the start of the year. During the year 4 students left and 2 new teachers came to school. How many students were in fourth grade at the end?",
        6,
    ),
    (
        "In fourth grade there were 10 boys at the start of the year. During the year 4 students left and 42 new students came to school. How many students were in fourth grade at the end?",
        None,
    ),
    (
        "In fourth grade there were 10 students at the start of the year. During the year 4 girls left and 42 new students came to school. How many students were in fourth grade at the end?",
        None,
    ),
    (
        "In fourth grade there were 10 students at the start of the year. During the year 4 students left and 42 new students came to another school. How many students were in fourth grade at the end?",
        None,
    ),
    (
        "In fourth grade there were 10 students at the start of the year. During the year 4 students left and 42 new students came to school. How many more students came than left?",
        38,
    ),
    (
        "A magician was selling magic card decks for 2 dollars each. If he started with 5 decks and by the end of the day he had 3 left, how much money did he earn?",
        4,
    ),
    (
        "A magician was selling magic card decks for 2 dollars each. If he started with 5 decks and by the end of the day he had 3 left, how many decks did he sell?",
        2,
    ),
    (
        "A magician was selling magic card decks for 2 dollars each. If he started with 5 decks and by the end of the day he had 7 left, how much money did he earn?",
        None,
    ),
    (
        "A magician was selling magic card decks for 2 dollars each. If he started with 5 decks and by the end of the day he had 3 left, how much money did his assistant earn?",
        None,
    ),
    (
        "A magician was selling magic card decks for 2 dollars each. If his assistant started with 5 decks and by the end of the day he had 3 left, how much money did the magician earn?",
        None,
    ),
    (
        "A magician was selling magic card decks for 2 dollars each. If he started with 5 decks and gave 1 deck away and by the end of the day he had 3 left, how much money did he earn?",
        None,
    ),
    (
        "A magician was selling magic card decks for 2 dollars each. If he started with 5 decks and by the end of the day he had 3 left, how much money did he earn yesterday?",
        None,
    ),
    (
        "A magician was selling magic card decks for 2 dollars each. If he started with 5 decks and bought 4 more and by the end of the day he had 3 left, how much money did he earn?",
        None,
    ),
    (
        "A magician was selling magic card decks for 2 dollars each and posters for 5 dollars each. If he started with 5 decks and by the end of the day he had 3 left, how much money did he earn?",
        None,
    ),
    (
        "A magician was selling magic card decks for 2 dollars each. If he started with 5 decks and 4 posters and by the end of the day he had 3 left, how much money did he earn?",
        None,
    ),
    (
        "A magician was selling magic card decks for 2 dollars each. If he started with 5 decks and by the end of the day he had 3 decks left, how much money did he earn?",
        4,
    ),
    (
        "A magician was selling magic card decks for 2.50 dollars each. If he started with 5 decks and by the end of the day he had 3 left, how much money did he earn?",
        5,
    ),
    (
        "A magician was selling magic card decks for 2 dollars each. If he started with 5 decks and by the end of the week he had 3 left, how much money did he earn?",
        None,
    ),
    (
        "A magician was buying magic card decks for 2 dollars each. If he started with 5 decks and by the end of the day he had 3 left, how much money did he earn?",
        None,
    ),
    (
        "A magician was selling magic card decks for 2 dollars each. If he started with 5 decks and by the end of the day he had 3 left, how much money did he spend?",
        None,
    ),
    (
        "Tom has 6 apples in his bag. He has 4 pears in his pocket. How many pears does Tom have in his bag?",
        None,
    ),
    (
        "Tom has 6 apples in his bag. He has 4 pears in his pocket. How many pears does Tom have in his pocket?",
        4,
    ),
    ("Tom has 6 apples in his bag. He has 4 pears in his pocket. How many pears does Tom have?", 4),
    (
        "Tom has 6 apples in his bag. He puts 4 more apples in his pocket. How many apples does Tom have in his bag?",
        None,
    ),
    (
        "Tom has 6 apples in his bag. He puts 4 more apples in his bag. How many apples does Tom have in his bag?",
        10,
    ),
    (
        "Tom has 6 apples in his bag. He ate 2 apples. How many apples does Tom have in his bag?",
        None,
    ),
    (
        "Tom has 6 apples in his bag. Ann has 3 apples in her bag. How many apples does Tom have in Ann's bag?",
        None,
    ),
    ("Tom has 6 apples in his red bag. How many apples does Tom have in his blue bag?", None),
    ("Tom has 6 apples in his red bag. How many apples does Tom have in his red bag?", 6),
    (
        "Tom picked 6 apples on Monday. He picked 4 apples on Tuesday. How many apples did Tom pick on Monday?",
        6,
    ),
    (
        "Tom picked 6 apples on Monday. He picked 4 apples on Tuesday. How many apples did Tom pick on Wednesday?",
        None,
    ),
    (
        "Tom picked 6 apples last week. He picked 4 apples this week. How many apples did Tom pick this week?",
        4,
    ),
    (
        "Tom picked 6 apples last week. He picked 4 apples this week. How many apples did Tom pick next week?",
        None,
    ),
    ("Tom picked 6 apples. How many apples did Tom pick on Monday?", None),
    ("Tom has 7 red apples. He buys 5 apples. How many red apples does Tom have?", None),
    ("Tom has 7 red apples. He buys 5 apples. How many apples does Tom have?", 12),
    ("Tom has 7 red apples. He buys 5 red apples. How many red apples does Tom have?", 12),
    ("Tom has 7 red apples. He buys 5 more. How many red apples does Tom have?", 12),
    ("Tom has 7 apples. He buys 5 red apples. How many red apples does Tom have?", None),
    ("Tom has 7 apples. He ate 2 green apples. How many apples does Tom have?", 5),
    (
        "There are 13 siamese cats and 5 house cats in a pet store. During a sale they sold 10 cats. How many cats did the store have at first?",
        18,
    ),
    (
        "There are 13 siamese cats and 5 house cats in a pet store. During a sale they sold 10 cats. How many cats are left?",
        8,
    ),
    (
        "There are 13 siamese cats and 5 house cats in a pet store. During a sale they sold 10 siamese cats. How many siamese cats are left?",
        3,
    ),
    (
        "There are 13 siamese cats and 5 dogs in a pet store. During a sale they sold 10 cats. How many cats did the store have at first?",
        13,
    ),
    (
        "There are 13 siamese cats in a pet store. They bought 5 house cats. During a sale they sold 10 cats. How many cats did the store have at first?",
        13,
    ),
    (
        "There are 13 siamese cats and 5 house cats in a pet store. During a sale they sold 10 cats. How many siamese cats are left?",
        None,
    ),
    (
        "There are 13 siamese cats and 5 cats in a pet store. During a sale they sold 10 cats. How many cats did the store have at first?",
        None,
    ),
    (
        "Sam has 4 boxes. Each box has 6 apples. Tom has 3 boxes. How many apples does Tom have?",
        None,
    ),
    ("Sam has 4 boxes. Tom has 3 boxes. Each box has 6 apples. How many apples does Tom have?", 18),
    ("Each box has 6 apples. Sam has 4 boxes. Tom has 3 boxes. How many apples does Tom have?", 18),
    ("Sam has 5 bags with 6 marbles each. Tom has 3 bags. How many marbles does Tom have?", None),
    ("Sam has 5 bags with 6 marbles each. Tom has 3 bags. How many marbles does Sam have?", 30),
    ("Sam bought 3 books for $5 each. Tom bought 2 books. How much did Tom spend?", None),
    ("Sam bought 3 books for $5 each. Tom bought 2 books. How much did Sam spend?", 15),
    (
        "Sam bought 3 books for $5 each. Tom bought 2 books for $4 each. How much did they spend?",
        23,
    ),
    (
        "Henry earned 5 dollars for each lawn he mowed. If he had 12 lawns to mow, but forgot to mow 7 of them, how much money did he actually earn?",
        25,
    ),
    (
        "Henry earned 5 dollars for each lawn he mowed. If he had 12 lawns to mow, but forgot to mow 7 of them, how much money did Tom earn?",
        None,
    ),
    (
        "Henry earned 5 dollars for each lawn he mowed. If Tom had 12 lawns to mow, but forgot to mow 7 of them, how much money did Tom earn?",
        None,
    ),
    (
        "Henry earned 5 dollars for each lawn he mowed. If he had 12 lawns to mow, but forgot to mow 17 of them, how much money did he actually earn?",
        None,
    ),
    (
        "Henry earned 5 dollars for each lawn he mowed. If he had 12 lawns to mow, but forgot to mow 7 of them, how many lawns did he mow?",
        5,
    ),
    (
        "A magician was selling magic card decks for 2 dollars each. If he started with 5 decks and 4 posters and by the end of the day he had 3 decks left, how much money did he earn?",
        4,
    ),
    (
        "A magician was selling magic card decks for 2 dollars each. He had 4 posters. If he started with 5 decks and by the end of the day he had 3 left, how much money did he earn?",
        None,
    ),
    (
        "A magician was selling magic card decks for 2 dollars each. If he started with 5 decks and by the end of the day he had 3 posters left, how much money did he earn?",
        None,
    ),
    (
        "A magician was selling magic card decks for 2 dollars each. If he started with 5 decks and his assistant started with 4 posters and by the end of the day he had 3 left, how much money did he earn?",
        None,
    ),
    (
        "There are 390 students at a school. If each classroom holds 30 students, how many classrooms are needed at the school?",
        13,
    ),
    (
        "There are 390 students at a school. If each classroom holds 30 students, how many classrooms are needed?",
        13,
    ),
    (
        "There are 400 students at a school. If each classroom holds 30 students, how many classrooms are needed at the school?",
        None,
    ),
    (
        "There are 390 students at a school. If each classroom holds 30 students, how many classrooms are needed at the library?",
        None,
    ),
    (
        "There are 390 students at a school. If each bus holds 30 students, how many classrooms are needed at the school?",
        None,
    ),
    (
        "There are 390 students at a school. If each classroom holds 30 teachers, how many classrooms are needed at the school?",
        None,
    ),
    (
        "There are 390 students and 20 teachers at a school. If each classroom holds 30 students, how many classrooms are needed at the school?",
        13,
    ),
    (
        "There are 390 students at a school. 60 of them are sick. If each classroom holds 30 students, how many classrooms are needed at the school?",
        11,
    ),
    (
        "There are 390 students at a school. If each classroom holds 30 students, how many students are at the school?",
        390,
    ),
    (
        "There are 390 students at a school and 120 students at a library. If each classroom holds 30 students, how many classrooms are needed at the school?",
        13,
    ),
    (
        "There are 390 students at a school. If each classroom holds 30 students, how many classrooms are needed at the school for 90 students?",
        None,
    ),
    (
        "There are 390 students at a school. If each big classroom holds 30 students, how many classrooms are needed at the school?",
        13,
    ),
    (
        "There are 390 boys at a school. If each classroom holds 30 students, how many classrooms are needed at the school?",
        None,
    ),
    (
        "There are 390 students at a school. If each classroom holds 30 students, how many classrooms are needed at the school next year?",
        None,
    ),
    (
        "There are 390 students at a school. If each classroom holds 30 students, how many desks are needed at the school?",
        None,
    ),
    (
        "Jen has 10 more ducks than four times the number of chickens. If Jen has 150 ducks, how many total birds does she have?",
        185,
    ),
    (
        "Jen has 10 more ducks than four times the number of chickens. If Jen has 150 ducks, how many chickens does she have?",
        35,
    ),
    (
        "Jen has 10 more ducks than four times the number of chickens. If Jen has 150 ducks and 5 cats, how many total birds does she have?",
        185,
    ),
    (
        "Jen has 10 more ducks than four times the number of chickens. If Jen has 150 ducks and 5 rats, how many total birds does she have?",
        185,  # rats are animals, not birds (story_solver6.jsonl)
    ),
    (
        "Jen has 10 more ducks than four times the number of chickens. If Jen has 150 ducks, how many total animals does she have?",
        185,
    ),
    (
        "Jen has 10 more ducks than four times the number of chickens. If Jen has 150 ducks, how many total birds does Tom have?",
        None,
    ),
    (
        "Jen has 10 more ducks than four times the number of chickens. If Jen has 150 ducks, how many total ducks does she have?",
        150,
    ),
    (
        "Jen has 10 more ducks than four times the number of chickens. If Jen has 150 ducks, how many total birds does she have in the pond?",
        None,
    ),
    (
        "Jen has 10 more ducks than four times the number of chickens. If Jen has 151 ducks, how many total birds does she have?",
        None,
    ),
    (
        "Jen has 10 more ducks than four times the number of chickens. If Jen has 150 ducks and 4 geese, how many total birds does she have?",
        189,
    ),
    (
        "Jen has 10 more ducks than four times the number of chickens. If Jen has 150 ducks, how many total birds will she have if she buys 5 geese?",
        None,
    ),
    (
        "Jen has 10 more ducks than four times the number of Tom's chickens. If Jen has 150 ducks, how many total birds does she have?",
        None,
    ),
    (
        "Todd has $20. He buys 4 candy bars that cost $2 each. How much money in dollars does Todd have left?",
        12,
    ),
    (
        "Todd has $20. He buys 4 candy bars that cost $2 each. How much money in cents does Todd have left?",
        None,
    ),
    (
        "Todd has $20. He buys 4 candy bars that cost 20 cents each. How much money in dollars does Todd have left?",
        None,
    ),
    (
        "Todd has $20. He buys 4 candy bars that cost $2 each. How much money in dollars does Ann have left?",
        None,
    ),
    (
        "Todd has $20. He buys 4 candy bars that cost $2 each. How much money, in dollars, did Todd spend?",
        8,
    ),
    (
        "Todd has $20. Ann buys 4 candy bars that cost $2 each. How much money in dollars does Todd have left?",
        20,
    ),
    (
        "Todd has $20. He buys 4 candy bars that cost $2 each. How many candy bars, in dollars, does Todd have?",
        None,
    ),
    (
        "Todd has $20. He buys 4 candy bars that cost $2 each. How much money in euros does Todd have left?",
        None,
    ),
    (
        "Delores has $450. She buys a computer for $400 and a printer for $40. How much money, in dollars, does Delores have left?",
        10,
    ),
    (
        "Delores has $450. She buys a computer for $400 and a printer for $60. How much money, in dollars, does Delores have left?",
        None,
    ),
    (
        "Delores has $450. She buys a computer for $400 and a printer for $40. How much money, in dollars, did Delores spend on the printer?",
        40,
    ),
    (
        "Delores has $450. She buys a computer for $400 and her brother buys a printer for $40. How much money, in dollars, does Delores have left?",
        50,
    ),
    (
        "Delores has $450. She buys 2 computers for $100 each and a printer for $40. How much money, in dollars, does Delores have left?",
        210,
    ),
    (
        "Mrs. Hilt bought 2 pizzas. Each pizza had 8 slices. How many total slices of pizza did she have?",
        16,
    ),
    (
        "Mrs. Hilt bought 2 pizzas. Each pizza had 8 slices. She ate 3 slices. How many total slices of pizza did she have left?",
        13,
    ),
    (
        "Mrs. Hilt bought 2 pizzas. Each pizza had 8 slices. How many total slices of cake did she have?",
        None,
    ),
    (
        "Mrs. Hilt bought 2 pizzas. Each pizza had 8 slices. How many total slices of pizza did Tom have?",
        None,
    ),
    (
        "Mrs. Hilt bought 2 pizzas. Tom bought 3 pizzas. Each pizza had 8 slices. How many total slices of pizza did she have?",
        16,
    ),
    (
        "Mrs. Hilt bought 2 pizzas. Each pizza had 8 slices. Tom bought 3 pizzas. How many total slices of pizza did Tom have?",
        None,
    ),
    (
        "Mrs. Hilt bought 2 pizzas. Each pizza had 8 slices. How many total slices of pizza did she have yesterday?",
        None,
    ),
    (
        "Mrs. Hilt bought 2 pizzas and 3 cakes. Each pizza had 8 slices. How many total slices did she have?",
        None,
    ),
    (
        "Mrs. Hilt bought 2 pizzas. Each large pizza had 8 slices. How many total slices of pizza did she have?",
        None,
    ),
    ("Mrs. Hilt bought 2 pizzas. Each pizza had 8 slices. How many total pizzas did she have?", 2),
    (
        "Mrs. Hilt bought 2 pizzas. Each pizza had 8 slices. How many total slices of pizza do they have?",
        None,
    ),
    ("Mrs. Hilt has 5 parrots. She bought 3 more parrots. How many total birds does she have?", 8),
    ("Mrs. Hilt has 5 parrots and 2 birds. How many total birds does she have?", None),
    (
        "Sam has 4 boxes. Each box has 6 apples. Tom has 3 boxes. How many red apples does Tom have?",
        None,
    ),
    ("Sam has 4 boxes. Each box has 6 apples. Tom has 3 boxes. How many apples does Sam have?", 24),
    (
        "Sam has 4 boxes. Each box has 6 red apples. Tom has 3 boxes. How many apples does Tom have?",
        None,
    ),
    (
        "Sam has 4 bags. Each bag has 6 pieces of gum. Tom has 3 bags. How many pieces of gum does Tom have?",
        None,
    ),
    (
        "Sam has 4 bags. Each bag has 6 pieces of gum. Tom has 3 bags. How many pieces does Tom have?",
        None,
    ),
    ("Sam has 4 bags. Each bag has 6 pieces of gum. How many pieces of gum does Sam have?", 24),
    (
        "Sam has 4 bags of gum. Each bag has 6 pieces of gum. Tom has 3 bags of gum. How many pieces of gum does Tom have?",
        None,
    ),
    (
        "Sam has 4 bags. Each bag has 6 pieces of gum. Tom has 3 bags. How many pieces of gum do they have?",
        None,
    ),
    (
        "Sam has 4 trays. Each tray has 6 slices of cake. Tom has 3 trays. How many slices of cake does Tom have?",
        None,
    ),
    (
        "Sam has 4 trays. Tom has 3 trays. Each tray has 6 slices of cake. How many slices of cake do they have?",
        42,
    ),
    ("Sam bought 3 books for $5 each. Tom bought 2 books. How much did Tom pay?", None),
    ("Sam bought 3 red books for $5 each. Tom bought 2 books. How much did Tom spend?", None),
    ("Books cost $5 each. Sam bought 3 books. Tom bought 2 books. How much did Tom spend?", 10),
    ("Sam bought 3 books for $5 each. Tom bought 2 books for $4 each. How much did Tom spend?", 8),
    ("Sam sold 40 cookies for $2 each. Tom sold 30 cookies. How much money did Tom make?", None),
    ("Sam sold 40 cookies for $2 each. Tom sold 30 cookies. How much money did Sam make?", 80),
    (
        "Sam has 5 bags with 6 marbles each. Tom has 3 bags with 4 marbles each. How many marbles does Tom have?",
        12,
    ),
    (
        "Sam has 5 bags with 6 marbles each. Tom has 3 bags with 4 marbles each. How many marbles do they have?",
        42,
    ),
    ("Sam has 5 bags with 6 marbles each. Tom has 3 bags. How many bags does Tom have?", 3),
    (
        "Sam has 5 bags with 6 marbles each. He gave 2 bags to Tom. How many marbles does Tom have?",
        None,
    ),
    (
        "Sam has 5 bags with 6 marbles each. He gave 2 bags to Tom. How many marbles does Sam have?",
        18,
    ),
    (
        "Henry earned 5 dollars for each lawn he mowed. Tom mowed 3 lawns. How much did Tom earn?",
        None,
    ),
    (
        "Henry earned 5 dollars for each lawn he mowed. He mowed 3 lawns. How much did Henry earn?",
        15,
    ),
    (
        "Henry earned 5 dollars for each lawn he mowed. He mowed 3 lawns and Tom mowed 2 lawns. How much did Henry earn?",
        15,
    ),
    (
        "Henry earned 5 dollars for each lawn he mowed. He mowed 3 lawns and Tom mowed 2 lawns. How much did they earn?",
        None,
    ),
    (
        "George had 28 socks. If he threw away 4 old ones that didn't fit and bought 36 new ones, how many socks would George have?",
        60,
    ),
    (
        "George had 28 socks. If his brother threw away 4 old ones that didn't fit and bought 36 new ones, how many socks would his brother have?",
        None,
    ),
    (
        "George had 28 socks. If he threw away 4 old ones that didn't fit and his brother bought 36 new ones, how many socks would George have?",
        24,
    ),
    (
        "George had 28 socks. If he threw away 4 old ones that didn't fit and bought 36 new ones, how many new socks would George have?",
        None,
    ),
    (
        "George had 28 socks. If he threw away 4 old ones that didn't fit and bought 36 new ones, how many socks did he buy?",
        36,
    ),
    (
        "George had 28 socks. If he threw away 4 old ones that didn't fit and bought 36 new ones, how many socks did he throw away?",
        4,
    ),
    (
        "George had 28 socks. If he threw away 4 old ones that didn't fit and bought 36 new hats, how many socks would George have?",
        24,
    ),
    (
        "Katie baked 18 cupcakes for her school's bake sale. If her brother, Todd, ate 8 of them how many packages could she make if she put 2 cupcake in each package?",
        5,
    ),
    (
        "Katie baked 18 cupcakes for her school's bake sale. If her brother, Todd, ate 8 of them how many packages could she make if she put 3 cupcake in each package?",
        None,
    ),
    (
        "Katie baked 18 cupcakes for her school's bake sale. If her brother, Todd, ate 8 of them how many cupcakes does Todd have?",
        None,
    ),
    (
        "Katie baked 18 cupcakes for her school's bake sale. If her brother, Todd, ate 8 of them how many cupcakes does Katie have left?",
        10,
    ),
    (
        "Katie baked 18 cupcakes for her school's bake sale. If her brother, Todd, ate 8 of them and baked 4 more, how many cupcakes does Katie have left?",
        None,
    ),
    (
        "Katie baked 18 cupcakes for her school's bake sale. If her brother, Todd, baked 8 more, how many cupcakes does Katie have?",
        18,
    ),
    (
        "Kaleb had 34 books. If he sold 17 of them and used the money he earned to buy 7 new books, how many books would Kaleb have?",
        24,
    ),
    (
        "Kaleb had 34 books. If he sold 17 of them and used the money he earned to buy 7 new books, how many books did he sell?",
        17,
    ),
    (
        "Kaleb had 34 books. He bought 7 new books for his sister. How many books would Kaleb have?",
        None,
    ),
    (
        "Kaleb had 34 books. He bought 7 new books for his school. How many books would Kaleb have?",
        41,
    ),
    (
        "Kaleb had 34 books. If he sold 17 of them and his sister used the money to buy 7 new books, how many books would Kaleb have?",
        17,
    ),
    (
        "Kaleb had 34 books. If he sold 17 of them and used the money he earned to buy 7 new pens, how many books would Kaleb have?",
        17,
    ),
    (
        "Kaleb had 34 books. If he sold 17 of them and used the money he earned to buy 7 new pens, how many pens would Kaleb have?",
        None,
    ),
    ("Priya has 15 cupcakes. How many cupcakes does she need?", None),
    (
        "Priya needs 54 cupcakes. She has 15 chocolate cupcakes and 25 vanilla cupcakes. How many more cupcakes should she buy?",
        14,
    ),
    (
        "Priya needs 54 cupcakes. She has 15 chocolate cupcakes and 25 vanilla cupcakes. How many more vanilla cupcakes should she buy?",
        None,
    ),
    (
        "Priya needs 54 cupcakes. She has 15 chocolate cupcakes and 25 vanilla cupcakes. How many more cupcakes should Tom buy?",
        None,
    ),
    (
        "Priya needs 54 cupcakes. She has 15 chocolate cupcakes and Tom has 25 vanilla cupcakes. How many more cupcakes should she buy?",
        None,
    ),
    (
        "Priya needs 54 cupcakes. She has 15 chocolate cupcakes and 25 vanilla cupcakes. She ate 5 vanilla cupcakes. How many more cupcakes should she buy?",
        19,
    ),
    (
        "Ruby has 36 candies. She shares the candies among 9 friends. How many candies does each friend get?",
        4,
    ),
    (
        "Ruby has 36 candies. She shares the candies among 9 friends. How many candies does Ruby have left?",
        None,
    ),
    (
        "Ruby has 36 candies. She shares the candies among 8 friends. How many candies does each friend get?",
        None,
    ),
    (
        "Ruby has 36 candies and 9 cookies. She shares the candies among 9 friends. How many cookies does each friend get?",
        None,
    ),
    (
        "Ruby has 36 candies and 9 cookies. She shares the candies among 9 friends. How many cookies does Ruby have?",
        9,
    ),
    ("Jen has 5 ducks. She has 3 chickens. How many total birds does she have?", 8),
    ("Jen has 5 ducks. She sold 3 chickens. How many total birds does she have?", None),
    ("Jen has 5 ducks. Tom has 3 chickens. How many total birds does Jen have?", 5),
    ("Jen has 5 ducks. Tom has 3 chickens. How many total birds do they have?", 8),
    ("Jen has 5 ducks and Tom has 3 ducks. How many total ducks are there?", 8),
    (
        "Jen has 5 ducks. She has 3 more chickens than ducks. How many total birds does she have?",
        13,
    ),
    (
        "Jen has 5 ducks. She has 3 fewer chickens than ducks. How many total birds does she have?",
        7,
    ),
    (
        "Jen has 5 ducks. She has twice as many chickens as ducks. How many total birds does she have?",
        15,
    ),
    (
        "Jen has 5 ducks. She has twice as many chickens as Tom has ducks. How many total birds does she have?",
        None,
    ),
    ("Jen has 5 ducks. If she buys 3 chickens, how many total birds will she have?", 8),
    (
        "Jen has 5 ducks. She has 3 chickens in the barn. How many total birds does she have in the barn?",
        None,
    ),
    (
        "Jen has 5 ducks and 3 chickens. She gave 2 ducks to Tom. How many total birds does Tom have?",
        None,
    ),
    (
        "Jen has 5 ducks and 3 chickens. She gave 2 ducks to Tom. How many total birds does Jen have?",
        6,
    ),
    (
        "Jen has 5 ducks and 3 chickens. Her ducks laid 4 eggs. How many total birds does Jen have?",
        8,
    ),
    (
        "Jen has 5 ducks and 3 chickens. 2 of the ducks flew away. How many total birds does Jen have?",
        6,
    ),
    (
        "Jen has 5 ducks and 3 chickens. 2 of the chickens died. How many birds did Jen have at first?",
        8,
    ),
    ("Jen has 5 ducks and 3 chickens. How many more ducks than chickens does Jen have?", 2),
    (
        "Jen has 5 ducks and 3 chickens. Tom has 4 ducks. How many more birds does Jen have than Tom?",
        4,
    ),
    (
        "Jen has 5 ducks and 3 chickens. Tom has 4 ducks and 1 cat. How many more birds does Jen have than Tom?",
        4,
    ),
    (
        "Jen has 5 ducks and 3 chickens. Tom has 4 ducks and 1 rat. How many more birds does Jen have than Tom?",
        None,
    ),
    (
        "There were 58 geese and 37 ducks in the marsh. 20 geese flew to the pond. How many birds were in the marsh?",
        75,
    ),
    (
        "There were 58 geese and 37 ducks in the marsh. How many birds were there in all if 10 more ducks came?",
        105,
    ),
    (
        "There were 58 geese and 37 ducks in the marsh. Tom saw 10 ducks in the pond. How many birds were in the marsh?",
        95,
    ),
    (
        "There were 58 geese and 37 ducks in the marsh. There were 10 swans. How many birds were there in all?",
        None,
    ),
    (
        "There were 58 geese and 37 ducks in the marsh. There were 10 swans in the marsh. How many birds were in the marsh?",
        None,
    ),
    (
        "There were 58 geese and 37 ducks in the marsh. There were 10 frogs in the marsh. How many animals were in the marsh?",
        None,
    ),
    ("There are 58 geese and 37 ducks in the marsh. How many birds are there in all?", 95),
    (
        "There are 58 geese and 37 ducks in the marsh. Half of the geese flew away. How many birds are there in all?",
        66,
    ),
    (
        "Reggie's father gave him $48. Reggie gave $10 to his sister. How much money does Reggie have left?",
        38,
    ),
    (
        "Reggie's father gave him $48. Reggie gave $10 to his sister. How much money does Reggie's sister have?",
        None,
    ),
    (
        "Reggie's father gave him $48. Reggie's sister gave him $10. Reggie bought 5 books, each of which cost $2. How much money does Reggie have left?",
        48,
    ),
    (
        "Reggie's father gave him $48. Reggie bought 5 books, each of which cost $2. How much money did Reggie have after his father gave him the money?",
        None,
    ),
    (
        "Reggie's father gave him $48. Reggie bought 5 books, each of which cost $2. How much money does Reggie have left after buying 3 more books?",
        None,
    ),
    (
        "Reggie's father gave him $48. Reggie bought 5 books and 2 pens, each of which cost $2. How much money does Reggie have left?",
        None,
    ),
    (
        "Reggie's father gave him $48. Reggie bought 5 books, each of which cost $2, and 2 pens, each of which cost $3. How much money does Reggie have left?",
        32,
    ),
    (
        "Reggie's father gave him 48 apples. Reggie ate 5 apples. How many apples does Reggie have left?",
        43,
    ),
    (
        "Reggie's father gave him 48 apples. Reggie ate 5 apples. How many apples does Reggie's father have left?",
        None,
    ),
    (
        "Reggie's father gave him 48 apples. Reggie ate 5 pears. How many apples does Reggie have left?",
        None,
    ),
    (
        "Reggie's father gave him 48 apples. Reggie ate 5 red apples. How many apples does Reggie have left?",
        43,
    ),
    (
        "Reggie's father gave him 48 red apples. Reggie ate 5 apples. How many red apples does Reggie have left?",
        43,
    ),
    ("Reggie's father gave him 48 apples. Reggie ate 5 apples. How many apples did Reggie eat?", 5),
    (
        "Reggie's father gave him 48 apples. Reggie ate 5 apples yesterday. How many apples does Reggie have left today?",
        None,
    ),
    (
        "Reggie's father gave him 48 apples on Monday. Reggie ate 5 apples on Tuesday. How many apples does Reggie have left?",
        43,
    ),
    (
        "Reggie's father gave him 48 apples. Reggie gave 5 apples to Ann. How many apples does Ann have?",
        None,
    ),
    (
        "Reggie's father gave him 48 apples and Reggie's mother gave him 12 apples. Reggie ate 5 apples. How many apples does Reggie have left?",
        55,
    ),
    (
        "Reggie's father gave him 48 apples. Reggie ate 5 apples and 3 pears. How many apples does Reggie have left?",
        43,
    ),
    (
        "Reggie's father gave him 48 apples. Reggie ate half of them. How many apples does Reggie have left?",
        24,
    ),
    (
        "Reggie's father gave him 48 apples. Reggie ate 50 apples. How many apples does Reggie have left?",
        None,
    ),
    (
        "Reggie's father gave him 48 apples. Reggie sold 5 apples for $2 each. How much money does Reggie have?",
        None,
    ),
    (
        "Reggie's father gave him 48 apples. Reggie sold 5 apples for $2 each. How many apples does Reggie have left?",
        43,
    ),
    (
        "Reggie got 48 apples from his father. Reggie ate 5 apples. How many apples does Reggie have left?",
        43,
    ),
    (
        "There were a total of 7 football games this year. Melanie missed 4 of the games. How many football games did Melanie go to this year?",
        3,
    ),
    (
        "There were a total of 7 football games this year. Melanie went to 3 of the games. How many games did Melanie miss this year?",
        4,
    ),
    (
        "There were 7 football games this year. Melanie missed 4 of the games. How many football games did Melanie go to?",
        3,
    ),
    (
        "There were a total of 7 football games this year. Melanie missed 4 of the games. Her brother missed 2 games. How many football games did Melanie go to?",
        3,
    ),
    (
        "There were a total of 7 football games this year. Melanie's brother missed 4 of the games. How many football games did Melanie go to?",
        None,
    ),
    (
        "There were a total of 7 football games this year. Melanie missed 4 of the games. How many football games did Melanie's team play?",
        None,
    ),
    (
        "There were a total of 7 football games this year. Melanie went to 4 of the games. How many football games did Melanie go to last year?",
        None,
    ),
    (
        "There were a total of 7 football games. Melanie missed 4 of the games this year. How many football games did Melanie go to?",
        None,
    ),
    (
        "There were a total of 7 football games this year. Melanie missed 4 of the games this year. How many football games did Melanie go to this year?",
        3,
    ),
    (
        "There were a total of 7 football games this year. Melanie missed 4 of the games on Monday. How many football games did Melanie go to?",
        None,
    ),
    (
        "Benny's high school played 39 baseball games this year. He attended 14 games this year. How many baseball games did Benny miss this year?",
        25,
    ),
    (
        "Benny's high school played 39 baseball games this year. He attended 14 games. How many baseball games did Benny miss last year?",
        None,
    ),
    (
        "Benny's high school played 39 baseball games. He attended 14 games this year. How many baseball games did Benny miss?",
        None,
    ),
    (
        "Benny's high school played 39 baseball games this year. He attended 14 games. How many baseball games did Benny's high school play?",
        39,
    ),
    (
        "Benny's high school played 39 baseball games this year. Benny attended 14 games. How many baseball games did Benny miss?",
        25,
    ),
    (
        "Benny's high school played 39 baseball games this year. He went to 14 games. How many baseball games did Benny miss?",
        25,
    ),
    (
        "Benny's high school played 39 baseball games this year. He missed 14 games. How many baseball games did Benny go to?",
        25,
    ),
    (
        "Benny's high school played 39 baseball games this year. He missed 14 games. How many baseball games did his high school win?",
        None,
    ),
    (
        "Benny's high school played 39 baseball games this year. The team won 20 games. He attended 14 games. How many baseball games did Benny miss?",
        None,
    ),
    (
        "Benny's high school played 39 baseball games this year and Tom's high school played 30 games. He attended 14 games. How many baseball games did Benny miss?",
        None,
    ),
    (
        "Benny's high school played 39 baseball games this year. Ann's high school played 30 games. She attended 14 games. How many baseball games did Ann miss?",
        None,
    ),
    (
        "Benny's college played 39 baseball games this year. He attended 14 games. How many baseball games did Benny miss?",
        None,
    ),
    (
        "Benny's high school team played 39 baseball games this year. He attended 14 games. How many baseball games did Benny miss?",
        None,
    ),
    (
        "Christopher strolled 5 miles at 4 miles per hour. Then he strolled 3 more miles. How long did Christopher stroll?",
        None,
    ),
    (
        "Christopher strolled 5 miles at 4 miles per hour and 3 miles at 2 miles per hour. How long did Christopher stroll?",
        None,
    ),
    (
        "Christopher strolled 5 miles at 4 miles per hour. How long did Christopher stroll in hours?",
        Fraction(5, 4),
    ),
    (
        "Christopher strolled 5 miles at 4 miles per hour. How many hours did Christopher stroll?",
        Fraction(5, 4),
    ),
    (
        "Christopher strolled 5 miles at 4 miles per hour. How many minutes did Christopher stroll?",
        None,
    ),
    (
        "Christopher strolled for 5 miles at 4 miles per hour. How long did Christopher stroll?",
        Fraction(5, 4),
    ),
    (
        "Christopher strolled 5 miles at a speed of 4 miles per hour. How long did Christopher stroll?",
        Fraction(5, 4),
    ),
    (
        "Christopher strolled 5 miles at 4 miles per hour. Ann strolled 5 miles at 2 miles per hour. How long did Ann stroll?",
        None,
    ),
    ("Christopher strolled 5 miles at 4 miles per hour. How long did his sister stroll?", None),
    ("Christopher strolled 5 miles at 4 feet per second. How long did Christopher stroll?", None),
    ("Christopher strolled 5 miles at 0 miles per hour. How long did Christopher stroll?", None),
    ("Christopher strolled 4 hours at 5 miles per hour. How long did Christopher stroll?", 4),
    (
        "Christopher strolled 5.5 miles at 2 miles per hour. How long did Christopher stroll?",
        Fraction(11, 4),
    ),
    ("Christopher strolled 5 miles at 3 miles per hour. How long did Christopher stroll?", None),
    ("Christopher sprinted 5 miles at 4 miles per hour. How long did Christopher stroll?", None),
    (
        "Christopher strolled 5 miles at 4 miles per hour. How far did Christopher stroll in 2 hours?",
        None,
    ),
    (
        "Christopher strolled 5 miles at 4 miles per hour. How long would it take Christopher to stroll 10 miles?",
        None,
    ),
]


@pytest.mark.parametrize(("text", "answer"), CASES)
def test_variation_is_answered_correctly_or_refused(
    text: str, answer: int | Fraction | None
) -> None:
    _check(text, answer)


def test_a_part_of_another_time_than_the_whole_refuses() -> None:
    """``played 39 games this year. He attended 14 games last year``: the attended games are
    another year's, not a part of this year's 39 (complement answered 25)."""
    school = "Benny's high school played 39 baseball games this year. "
    assert (
        _answer(school + "He attended 14 games last year. How many baseball games did Benny miss?")
        is None
    )
    assert _answer(school + "He attended 14 games. How many baseball games did Benny miss?") == 25
    games = "There were a total of 7 football games this year. Melanie missed 4 of the games. "
    assert _answer(games + "How many football games did Melanie go to last year?") is None
    assert _answer(games + "How many football games did Melanie go to this year?") in (None, 3)


def test_the_asked_class_held_beside_its_members_refuses() -> None:
    """``3 parrots and 2 cats. He has 4 animals in the barn. How many animals?``: are the
    parrots and cats among the 4 (answered 4)? A class held alone still answers."""
    assert (
        _answer(
            "Tom has 3 parrots and 2 cats. He has 4 animals in the barn. How many animals does Tom have?"
        )
        is None
    )
    assert _answer("Tom has 3 books. He has 4 animals. How many animals does Tom have?") == 4
    assert _answer("Tom has 3 parrots. He bought 4 birds. How many birds does Tom have?") is None
    assert _answer("Tom has 3 fruits. Ann has 2 apples. How many fruits does Tom have?") == 3


def test_what_is_left_after_selling_names_which_of_several_told_things() -> None:
    """``started with 5 decks and 4 posters and by the end of the day he had 3 left``: 3 of
    the decks or of the posters (sold_rest took the decks: answered 4)? Named, it answers."""
    story = "A magician was selling magic card decks for 2 dollars each. If he started with 5 decks and 4 posters and by the end of the day he had 3 "
    assert _answer(story + "left, how much money did he earn?") is None
    assert _answer(story + "decks left, how much money did he earn?") == 4


def test_a_late_holders_units_asked_by_a_narrower_label_refuse() -> None:
    """``Each pizza had 8 slices`` said after Mrs. Hilt's pizzas and before Tom's: asked as
    ``slices of pizza`` (narrower than the each's ``slices``) the late-units check was skipped
    (answered 24); asked of the earlier holder it still answers."""
    story = "Mrs. Hilt bought 2 pizzas. Each pizza had 8 slices. Tom bought 3 pizzas. "
    assert _answer(story + "How many slices of pizza did Tom have?") is None
    assert _answer(story + "How many total slices of pizza did Tom have?") is None
    assert _answer(story + "How many slices of pizza did Mrs. Hilt have?") in (None, 16)
    assert (
        _answer(
            "Mrs. Hilt bought 2 pizzas. Tom bought 3 pizzas. Each pizza had 8 slices. How many slices of pizza did Tom have?"
        )
        == 24
    )


def test_a_comparison_told_before_its_base_refuses_when_the_base_then_changes() -> None:
    """``Jim has 20 more toads than Tim. Tim had 30 toads but lost 5``: than the 30 or the 25
    (answered 50)? Told after the base, or with no later change, it still answers."""
    assert (
        _answer(
            "Jim has 20 more toads than Tim does. Tim had 30 toads but lost 5. How many toads does Jim have?"
        )
        is None
    )
    assert (
        _answer(
            "Jim has 20 more toads than Tim. Tim had 30 toads but lost 5. How many toads does Jim have?"
        )
        is None
    )
    assert (
        _answer("Jim has 20 more toads than Tim. Tim has 30 toads. How many toads does Jim have?")
        == 50
    )
    assert (
        _answer(
            "Tim had 30 toads but lost 5. Jim has 20 more toads than Tim does. How many toads does Jim have?"
        )
        == 45
    )


def test_a_compared_holders_loss_is_its_own_not_the_bases() -> None:
    """``Jim has 20 more toads than Tim. Tim has 30 toads. Jim lost 5 toads``: Jim held toads
    through the comparison, yet the loss was read as a taking of Tim's (resolve._owner: a
    taker who holds none takes the one owner's; answered 50)."""
    story = "Jim has 20 more toads than Tim. Tim has 30 toads. Jim lost 5 toads. "
    assert _answer(story + "How many toads does Jim have?") == 45
    assert _answer(story + "How many toads does Tim have?") in (None, 30)
    assert (
        _answer(
            "Jim has twice as many toads as Tim. Tim has 30 toads. Jim lost 5 toads. How many toads does Jim have?"
        )
        == 55
    )
    assert (
        _answer(
            "Tim has 30 toads. Jim has 20 fewer toads than Tim. Jim lost 5 toads. How many toads does Jim have?"
        )
        == 5
    )
    # a consumer who holds none still eats the one owner's
    assert _answer(
        "Tim has 30 toads. A snake ate 5 of the toads. How many toads does Tim have?"
    ) in (None, 25)


def test_a_question_purpose_naming_one_part_is_no_purpose() -> None:
    """``how many trips will he make to pick up the trays from the first table?``: the purpose
    tail was dropped as scene-setting and the trips for both tables answered (3; is 2)."""
    story = "Roger had to pick up 8 trays from one table and 4 trays from another. If he can only carry 4 trays at a time, how many trips will he make"
    assert _answer(story + " to pick up the trays from the first table?") in (None, 2)
    assert _answer(story + " to pick up the trays from the other table?") in (None, 1)
    assert _answer(story + " to pick up the trays?") in (
        None,
        3,
    )  # the purpose is not in every clause
    assert _answer(story + "?") == 3


def test_a_question_purpose_must_be_told_of_every_event_it_counts() -> None:
    """``used 8 eggs to make a cake and 4 eggs to make cookies. How many eggs did he use to
    make the cake?``: the purpose tail was dropped as a scope and both uses summed (12)."""
    story = "Tom used 8 eggs to make a cake and 4 eggs to make cookies. How many eggs did he use"
    assert _answer(story + " to make the cake?") in (None, 8)
    assert _answer(story + " to make bread?") is None
    assert _answer(story + "?") == 12
    assert _answer(
        "Mary picked 8 apples to make pies and 4 apples to eat. How many apples did Mary pick to eat?"
    ) in (None, 4)
    assert _answer(
        "Sara spent 3 hours to paint the fence and 2 hours to paint the shed. How many hours did Sara spend to paint the shed?"
    ) in (None, 2)
    # the asked action itself, or no purpose at all, still reads
    assert (
        _answer(
            "Arthur baked 35 muffins. How many more muffins does Arthur have to bake to have 83 muffins?"
        )
        == 48
    )


def test_a_question_while_qualifier_must_be_told_of_the_counted_events() -> None:
    """``How many apples did Tom buy while shopping?`` after 6 bought while shopping and 4 at
    home: the 'while shopping' scope was dropped and both summed (10)."""
    assert _answer(
        "While shopping, Tom bought 6 apples. At home he bought 4 apples online. How many apples did Tom buy while shopping?"
    ) in (None, 6)
    assert _answer("Tom bought 6 apples. How many apples did Tom buy while shopping?") is None
    assert _answer("Tom bought 6 apples. How many apples did Tom buy?") == 6


def test_a_question_place_adverb_must_be_told_of_the_counted_events() -> None:
    """``How many apples did Tom buy online?`` over 6 bought at the store and 4 online: the
    adverb was dropped as scene-setting (phrases.ADVERBS) and both summed (10)."""
    assert _answer(
        "Tom bought 6 apples at the store and 4 apples online. How many apples did Tom buy online?"
    ) in (None, 4)
    assert (
        _answer(
            "Tom bought 6 apples at the store. He bought 4 more apples. How many apples did Tom buy online?"
        )
        is None
    )
    assert _answer("Tom bought 6 apples online. How many apples did Tom buy online?") in (None, 6)


def test_a_purchase_told_after_the_payment_is_not_in_its_change() -> None:
    """``He pays with a $20 bill. He then buys a drink for $2``: the drink was bought after the
    payment (answered 3; the change from the $20 is 5)."""
    story = "Jack buys 3 sandwiches that cost $5 each. He pays with a $20 bill."
    assert _answer(story + " He then buys a drink for $2. How much does he get in change?") in (
        None,
        5,
    )
    assert _answer(story + " How much does he get in change?") == 5
    assert (
        _answer(
            "Jack has one $20 bill. He buys 3 sandwiches that cost $5 each. How much change does he get?"
        )
        == 5
    )


def test_a_bare_amount_after_a_comparison_is_not_compared() -> None:
    """``Ann has 2 more pigs than Tom and 1 cow``: the verbless continuation inherited the
    comparison, 1 more cow than Tom's 5 (answered 11 animals; Ann has 5 pigs and 1 cow)."""
    story = "Tom has 5 cows and 3 pigs. Ann has 2 more pigs than Tom and 1 "
    assert _answer(story + "cow. How many animals does Ann have?") in (None, 6)
    assert _answer(story + "cow. How many cows does Ann have?") in (None, 1)
    assert _answer(story + "more cow. How many animals does Ann have?") == 11
