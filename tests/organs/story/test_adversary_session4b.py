# ruff: noqa: E501
"""Adversarial variations (session 4, second eye) of this session's newest story constructions:
giving to each of N friends, how long a stock lasts, seats per bus, a group's bill by category
(``distrib.py``, ``distrib_cat.py``); a tax stated alone, tips, ``after the discount`` endings
(``pct4.py``); elided subjects/verbs after ``and``, ``twice as many on Tuesday``, nested rates
(``coord*.py``); rows with N in each row, each of the N boxes (``arrays.py``).

Hand-written by an independent engineer, the way a held-out set varies a problem: another
asked holder or quantity, a distractor, reversed perspective, numbers that stop fitting, a
missing fact, a changed word that changes the operation. Every answer was computed by hand;
each case must be answered with exactly that value or refused (None: must refuse).
"""

from __future__ import annotations

from fractions import Fraction

import pytest
from story_outcome import check_correct_or_refused as _check

CASES: list[tuple[str, int | Fraction | None]] = [
    ("Omar had $90. He gave $12 to each of his 5 nephews. How much money does he have left?", 30),
    ("Omar had $90. He gave $12 to each of his 5 nephews. How much money did he give away?", 60),
    ("Omar had $90. He gave $12 to each of his 5 nephews. How much money did each nephew get?", 12),
    ("Omar had $90. He gave $12 to each of his 5 nephews. How much money did the nephews get?", 60),
    ("Omar had $90. He gave each of his 5 nephews $12. How much money does he have left?", 30),
    (
        "Omar had $90. He received $12 from each of his 5 nephews. How much money does he have now?",
        150,
    ),
    ("Omar had $90. He got $12 from each of his 5 uncles. How much money does he have now?", 150),
    (
        "Omar had $90. He gave $12 to each of his 5 nephews. He also gave $10 to his sister. How much money does he have left?",
        20,
    ),
    ("Omar had $90. He gave $12 to each of his nephews. How much money does he have left?", None),
    (
        "Omar had $90. He gave $12 to each of his 5 nephews. His sister has 3 nephews. How much money does he have left?",
        30,
    ),
    (
        "Omar had $90. He gave $12 to each of his 5 nephews and $3 to his niece. How much money does he have left?",
        27,
    ),
    (
        "Omar had $90. He gave $12 to each of his 5 nephews. How much money does each of his nephews have?",
        None,
    ),
    ("Omar had $90. He gave $12 to 5 of his nephews. How much money does he have left?", None),
    (
        "Omar had $90. He gave $12 to each of his 5 nephews. How much money did he have at first?",
        90,
    ),
    (
        "Omar had $90. He gave $1.50 to each of his 5 nephews. How much money does he have left?",
        Fraction(165, 2),
    ),
    (
        "Omar had 90 marbles. He gave 12 marbles to each of his 5 friends. How many marbles does he have left?",
        30,
    ),
    (
        "Omar had 90 marbles. He gave 12 marbles to each of his 5 friends. How many marbles did his friends get?",
        60,
    ),
    (
        "Omar had 90 marbles. He gave 12 marbles to each of his 5 friends. How many marbles does each friend have?",
        None,
    ),
    (
        "Omar had 90 marbles. He gave 12 marbles to each of his 5 friends. How many marbles does Omar have?",
        30,
    ),
    (
        "Omar had 90 marbles. He gave 12 marbles to each of his 5 friends. Then he bought 7 marbles. How many marbles does he have now?",
        37,
    ),
    (
        "Omar had 90 marbles. He gave 12 marbles to each of his 5 friends. Then he lost 7 marbles. How many marbles does he have now?",
        23,
    ),
    (
        "Omar had 90 marbles. He took 12 marbles from each of his 5 friends. How many marbles does he have now?",
        150,
    ),
    (
        "Omar had 90 marbles. He gave 12 marbles to each of his 5 friends. How many friends did he give marbles to?",
        5,
    ),
    (
        "Omar had 90 marbles. He gave 12 marbles to each of his 5 friends. How many marbles did he give to each friend?",
        12,
    ),
    (
        "Omar had 90 marbles. He gave 12 marbles to each of his 5 friends. How many marbles do they have altogether?",
        None,
    ),
    (
        "Omar had 90 marbles. Each of his 5 friends gave him 12 marbles. How many marbles does he have now?",
        150,
    ),
    (
        "Omar had 90 marbles. He gave 12 marbles to each of his 5 friends and 4 to his brother. How many marbles does he have left?",
        26,
    ),
    (
        "Omar had 90 marbles. He gave 12 marbles to each of his 5 friends. He gave 4 marbles to each of his 2 sisters. How many marbles does he have left?",
        22,
    ),
    (
        "Omar had 90 marbles. He gave 12 marbles to each of his 5 friends. Leo had 10 marbles. How many marbles does Omar have left?",
        30,
    ),
    (
        "Omar had 90 marbles. He gave 12 marbles to each of his 5 friends. How many marbles did he give to his friends?",
        60,
    ),
    (
        "Omar had 90 marbles. He gave 12 red marbles to each of his 5 friends. How many marbles does he have left?",
        None,
    ),
    (
        "Omar had 90 marbles. He gave 12 marbles to each of his 5 marbles. How many marbles does he have left?",
        None,
    ),
    (
        "Omar had 90 marbles. He gave 12 marbles to each of his 1 friend. How many marbles does he have left?",
        None,
    ),
    (
        "Omar had 90 marbles. He gave 12 marbles to each of his 10 friends. How many marbles does he have left?",
        None,
    ),
    (
        "Omar gave 12 marbles to each of his 5 friends. He has 30 marbles left. How many marbles did he have at first?",
        90,
    ),
    (
        "Omar had 90 marbles. He gave 12 marbles to each of his five friends. How many marbles does he have left?",
        30,
    ),
    (
        "Omar had 90 marbles. He gave 12 marbles to each of the 5 friends. How many marbles does he have left?",
        30,
    ),
    (
        "Omar had 90 marbles. He gave 12 marbles to each of his 5 friends. How many more marbles does Omar have than each friend?",
        18,
    ),
    ("Mike has 12 cookies. He eats 2 cookies a day. How many days will the cookies last?", 6),
    ("Mike has 12 cookies. He eats 3 cookies a day. How many days will the cookies last?", 4),
    ("Mike has 12 cookies. He eats 5 cookies a day. How many days will the cookies last?", None),
    ("Mike has 12 cookies. He eats 2 cookies a day. How many weeks will the cookies last?", None),
    ("Mike has 14 cookies. He eats 2 cookies a day. How many weeks will the cookies last?", 1),
    ("Mike has 12 cookies. He eats 2 cookies a week. How many days will the cookies last?", None),
    (
        "Mike has 12 cookies. He eats 2 cookies a day. He buys 4 more cookies. How many days will the cookies last?",
        None,
    ),
    ("Mike has 12 cookies. He gives 2 cookies a day. How many days will the cookies last?", None),
    ("Mike has 12 cookies. He eats 2 cookies a day. How many cookies will he eat in 3 days?", 6),
    (
        "Mike has 12 cookies. He eats 2 cookies a day. How many cookies will he have left after 3 days?",
        6,
    ),
    (
        "Mike has 12 cookies. His dog eats 2 cookies a day. How many days will the cookies last?",
        None,
    ),
    (
        "Mike has 12 cookies and 6 apples. He eats 2 cookies a day. How many days will the cookies last?",
        None,
    ),
    (
        "Mike has 12 cookies. Tom has 6 cookies. Mike eats 2 cookies a day. How many days will Mike's cookies last?",
        None,
    ),
    ("Mike has 12 cookies. He eats 2 cookies a day. How many days will 12 cookies last?", 6),
    (
        "Mike has 12 cookies. He eats 2 cookies in the morning and 1 cookie at night. How many days will the cookies last?",
        None,
    ),
    (
        "Mike has 12 cookies. He eats 2 cookies twice a day. How many days will the cookies last?",
        None,
    ),
    (
        "Mike has 12 cookies. He eats half a cookie a day. How many days will the cookies last?",
        None,
    ),
    ("Mike has 12 cookies. He eats 2 cookies every day. How many days will the cookies last?", 6),
    ("Mike has 12 cookies. He eats 2 cookies each day. How many days will the cookies last?", 6),
    ("Mike has 12 cookies. He eats 2 cookies per day. How many days will the cookies last?", 6),
    (
        "Mike has 2 boxes of cookies. He eats 2 cookies a day. How many days will the cookies last?",
        None,
    ),
    (
        "Mike has 2 boxes of cookies. Each box has 12 cookies. He eats 3 cookies a day. How many days will the cookies last?",
        8,
    ),
    (
        "Mike buys 2 boxes that have 12 cookies each. He eats 3 cookies a day. How many days do the cookies last?",
        8,
    ),
    (
        "Mike buys 2 boxes that have 12 cookies each. He eats 3 cookies a day. How many days do the boxes last?",
        8,
    ),
    (
        "Mike buys 2 boxes that have 12 cookies each. He eats 3 boxes a day. How many days do the cookies last?",
        None,
    ),
    ("Mike ate 12 cookies. He eats 2 cookies a day. How many days will the cookies last?", None),
    ("Mike has 12 cookies. He ate 2 cookies a day. How many days did the cookies last?", 6),
    (
        "Mike has 12 cookies. He eats 2 cookies a day. He also eats 1 cookie a day. How many days will the cookies last?",
        None,
    ),
    (
        "Mike had 12 cookies. He ate 4 cookies. He eats 2 cookies a day. How many days will the cookies last?",
        None,
    ),
    ("Ben has 60 candles. He uses 4 candles a week. How many weeks will the candles last?", 15),
    ("Ben has 60 candles. He uses 4 candles a week. How many days will the candles last?", None),
    ("Ben has 60 candles. He burns 4 candles a week. How long will the candles last?", 15),
    ("Ben has 60 candles. He lights 4 candles a week. How long will the candles last?", None),
    ("Ben has 60 candles. He sells 4 candles a week. How many weeks will the candles last?", 15),
    ("Ben has 60 candles. He makes 4 candles a week. How many weeks will the candles last?", None),
    (
        "Ben has 60 candles. He uses 4 candles a week. How many weeks will the candles last his sister?",
        None,
    ),
    ("Nora has $40. She spends $8 a week. How long will her money last?", 5),
    ("Nora has $40. She spends $8 a week. How many weeks will her money last?", 5),
    ("Nora has $40. She spends $8 a week. How many days will her money last?", None),
    ("Nora has $40. She spends $8 every 2 weeks. How many weeks will her money last?", None),
    ("Nora has $40. She spends $7 a week. How long will her money last?", None),
    ("Nora has $40. She spends $8 a week on candy. How long will her money last?", 5),
    ("Nora has $40. She saves $8 a week. How long will her money last?", None),
    ("Nora has $40 and earns $10. She spends $8 a week. How long will her money last?", None),
    (
        "Luke made 9 dollars mowing lawns and 18 dollars weed eating. If he only spent 3 dollars a week, how long would the money last him?",
        9,
    ),
    (
        "Luke made 9 dollars mowing lawns and 18 dollars weed eating. If he only spent 3 dollars a week, how long would the money last his brother?",
        None,
    ),
    (
        "Luke made 9 dollars mowing lawns and 18 dollars weed eating. If he only spent 4 dollars a week, how long would the money last him?",
        None,
    ),
    (
        "Luke made 9 dollars mowing lawns and 18 dollars weed eating. If he only spent 3 dollars a week, how much money would he have after 2 weeks?",
        21,
    ),
    (
        "Luke made 9 dollars mowing lawns and spent 18 dollars weed eating. If he only spent 3 dollars a week, how long would the money last him?",
        None,
    ),
    (
        "Luke made 9 dollars mowing lawns and 18 dollars weed eating. He spent 6 dollars on a hat. If he only spent 3 dollars a week, how long would the money last him?",
        None,
    ),
    (
        "Luke made 9 dollars mowing lawns and 18 dollars weed eating. If he only spent 3 dollars a day, how long would the money last him?",
        9,
    ),
    (
        "Luke made 9 dollars mowing lawns and 18 dollars weed eating. If he only spent 3 dollars a day, how many weeks would the money last him?",
        None,
    ),
    (
        "Luke made 9 dollars mowing lawns and lost 18 dollars. If he only spent 3 dollars a week, how long would the money last him?",
        None,
    ),
    (
        "A pet shelter had 9 puppies when another 12 were brought in. If 3 puppies a day are adopted, how long would it take for all of them to be adopted?",
        7,
    ),
    (
        "A pet shelter had 9 puppies when another 12 were brought in. If 4 puppies a day are adopted, how long would it take for all of them to be adopted?",
        None,
    ),
    (
        "A pet shelter had 9 puppies when another 12 were adopted. If 3 puppies a day are adopted, how long would it take for all of them to be adopted?",
        None,
    ),
    (
        "A pet shelter had 9 puppies when another 12 were brought in. If 3 kittens a day are adopted, how long would it take for all of them to be adopted?",
        None,
    ),
    (
        "A pet shelter had 9 puppies when another 12 were brought in. If 3 puppies a week are adopted, how long would it take for all of them to be adopted?",
        7,
    ),
    (
        "A pet shelter had 9 puppies when another 12 were brought in. If 3 puppies a day are adopted, how many days would it take for all of them to be adopted?",
        7,
    ),
    (
        "A pet shelter had 9 puppies when another 12 were brought in. If 3 puppies a day are adopted, how many weeks would it take for all of them to be adopted?",
        None,
    ),
    (
        "A pet shelter had 9 puppies when another 12 were brought in. If 3 puppies a day are adopted, how many puppies are there?",
        21,
    ),
    (
        "A pet shelter had 9 puppies when another 12 were brought in. 2 puppies ran away. If 3 puppies a day are adopted, how long would it take for all of them to be adopted?",
        None,
    ),
    (
        "A pet shelter had 9 puppies when another 12 were brought in. If 3 puppies a day are born, how long would it take for all of them to be adopted?",
        None,
    ),
    (
        "Sara received 11 pieces of candy from neighbors and 5 pieces from her older sister. If she only ate 8 pieces a day, how long would the candy last her?",
        2,
    ),
    (
        "Sara received 11 pieces of candy from neighbors and 5 pieces from her older sister. If she only ate 3 pieces a day, how long would the candy last her?",
        None,
    ),
    (
        "Sara received 11 pieces of candy from neighbors and 5 pieces from her older sister. If she only ate 4 pieces a day, how long would the candy last her sister?",
        None,
    ),
    (
        "Sara received 11 pieces of candy from neighbors and 5 pieces from her older sister. If she only ate 4 pieces a day, how long would the candy last her?",
        4,
    ),
    (
        "Sara received 11 pieces of candy from neighbors and gave 5 pieces to her older sister. If she only ate 3 pieces a day, how long would the candy last her?",
        None,
    ),
    (
        "Sara received 11 pieces of candy from neighbors and 5 pieces from her older sister. How many pieces of candy did she receive?",
        16,
    ),
    (
        "Sara received 11 pieces of candy from neighbors and 5 pieces from her older sister. How many pieces of candy does her sister have?",
        None,
    ),
    (
        "Sara received 11 pieces of candy from neighbors and 5 apples from her older sister. If she only ate 4 pieces a day, how long would the candy last her?",
        None,
    ),
    (
        "Sara received 11 pieces of candy from neighbors and 5 pieces from her older sister. If she only ate 4 apples a day, how long would the candy last her?",
        None,
    ),
    (
        "There are 14 students and 2 seats on each school bus. How many buses are needed to take the trip?",
        7,
    ),
    (
        "There are 15 students and 2 seats on each school bus. How many buses are needed to take the trip?",
        None,
    ),
    (
        "There are 14 students and 2 seats on each school bus. How many seats are needed to take the trip?",
        None,
    ),
    (
        "There are 14 students and 2 seats on each school bus. How many cars are needed to take the trip?",
        None,
    ),
    (
        "There are 14 students and 2 teachers and 2 seats on each school bus. How many buses are needed to take the trip?",
        None,
    ),
    (
        "There are 14 students and 4 teachers. There are 2 seats on each school bus. How many buses are needed to take the trip?",
        None,
    ),
    (
        "There are 14 students and 2 seats on each school bus. 4 students are sick. How many buses are needed to take the trip?",
        None,
    ),
    ("There are 14 students and 7 buses. How many seats are on each bus?", None),
    ("There are 14 students and 2 seats on each school bus. How many students are there?", 14),
    (
        "There are 140 students and 20 seats on each school bus. How many buses are needed to take the trip?",
        7,
    ),
    ("There are 14 chairs and 2 seats on each school bus. How many buses are needed?", None),
    ("There are 14 students and 2 students on each school bus. How many buses are needed?", 7),
    ("There are 14 students and 2 seats on each school bus. How many buses are there?", None),
    (
        "There are 14 students and 2 seats on each school bus. How many students sit on each bus?",
        None,
    ),
    ("There are 12 people and 4 seats in each car. How many cars are needed?", 3),
    (
        "There are 12 people and 4 seats in each car. How many cars are needed for half of them?",
        None,
    ),
    ("There are 12 people and 4 seats in each car. How many more cars are needed?", None),
    ("There are 12 dogs and 4 seats in each car. How many cars are needed?", None),
    ("There are 12 people and 4 seats in each of the cars. How many cars are needed?", 3),
    (
        "At a restaurant each adult meal costs $3 and kids eat free. If a group of 12 people came in and 7 were kids, how much would it cost for the group to eat?",
        15,
    ),
    (
        "At a restaurant each adult meal costs $3 and kids eat free. If a group of 12 people came in and 7 were adults, how much would it cost for the group to eat?",
        21,
    ),
    (
        "At a restaurant each adult meal costs $3 and kids eat free. If a group of 12 people came in and 13 were kids, how much would it cost for the group to eat?",
        None,
    ),
    (
        "At a restaurant each adult meal costs $3 and kids meals cost $2. If a group of 12 people came in and 7 were kids, how much would it cost for the group to eat?",
        29,
    ),
    (
        "At a restaurant each adult meal costs $3 and kids eat free. If a group of 12 people came in and 7 were kids, how many adults were there?",
        5,
    ),
    (
        "At a restaurant each adult meal costs $3 and kids eat free. If a group of 12 people came in and 7 were kids, how much would it cost for the adults to eat?",
        15,
    ),
    (
        "At a restaurant each adult meal costs $3 and kids eat free. If a group of 12 people came in and 7 were kids, how much would it cost for the kids to eat?",
        0,
    ),
    (
        "At a restaurant each adult meal costs $3 and kids eat free. If a group of 12 people came in and 7 were kids, how much would each adult pay?",
        3,
    ),
    (
        "At a restaurant each adult meal costs $3 and kids eat half price. If a group of 12 people came in and 7 were kids, how much would it cost for the group to eat?",
        None,
    ),
    (
        "At a restaurant each adult meal costs $3 and kids eat free. If a group of 12 people came in and 7 were kids, and 2 were teachers, how much would it cost for the group to eat?",
        None,
    ),
    (
        "At a restaurant each adult meal costs $3 and kids eat free. If a group of 12 people came in and 7 were kids, how much would it cost for the group to drink?",
        None,
    ),
    (
        "At a restaurant each adult meal costs $3 and kids eat free. If a group of 12 people came in and 7 were kids, how much would it cost for 2 groups to eat?",
        None,
    ),
    (
        "At a restaurant each adult meal costs $3 and kids eat free. If 2 groups of 12 people came in and 7 were kids, how much would it cost for the groups to eat?",
        None,
    ),
    (
        "At a restaurant each adult meal costs $3.50 and kids eat free. If a group of 12 people came in and 7 were kids, how much would it cost for the group to eat?",
        Fraction(35, 2),
    ),
    (
        "At a restaurant each adult meal costs $3 and kids eat free. The restaurant has 20 tables. If a group of 12 people came in and 7 were kids, how much would it cost for the group to eat?",
        None,
    ),
    (
        "A group with 2 adults and 5 children came in to eat. If each meal cost 3 dollars, how much was the bill?",
        21,
    ),
    (
        "A group with 2 adults and 5 children came in to eat. If each meal cost 3 dollars, how much did the adults pay?",
        None,
    ),
    (
        "A group with 2 adults and 5 children came in to eat. If each meal cost 3 dollars, how many people were in the group?",
        7,
    ),
    (
        "A group with 2 adults and 5 children came in to eat. If each adult meal cost 3 dollars, how much was the bill?",
        None,
    ),
    (
        "A group with 2 adults and 5 children came in to eat. If each meal cost 3 dollars and each drink cost 1 dollar, how much was the bill?",
        None,
    ),
    (
        "A group with 2 adults and 5 children came in to eat. If each meal cost 3 dollars, how much was the tip?",
        None,
    ),
    (
        "A group with 2 adults and 5 dogs came in to eat. If each meal cost 3 dollars, how much was the bill?",
        None,
    ),
    (
        "A group with 2 adults and 5 children came in to eat. 3 of the children did not eat. If each meal cost 3 dollars, how much was the bill?",
        None,
    ),
    ("A party of 9 people came in to eat. If each meal cost $4, how much was the bill?", 36),
    (
        "A party of 9 people came in to eat. If each meal cost $4, how much was the bill for each person?",
        None,
    ),
    (
        "A party of 9 people came in to eat. If each meal cost $4 and they left a $5 tip, how much was the bill?",
        None,
    ),
    (
        "A party of 9 people came in to eat. If each meal cost $4, how much did each person pay?",
        None,
    ),
    (
        "A party of 9 people came in to eat. 3 of them ate. If each meal cost $4, how much was the bill?",
        None,
    ),
    ("A party of 9 people came in to eat. If every 2 meals cost $4, how much was the bill?", None),
    (
        "Each ticket for an adult costs $5 and kids get in free. If a group of 10 people came in and 4 were kids, how much would it cost for the group?",
        30,
    ),
    (
        "Each adult ticket costs $5 and each child ticket costs $2. If a group of 10 people came in and 4 were children, how much would it cost for the group?",
        38,
    ),
    (
        "Each adult ticket costs $5 and each child ticket costs $2. If a group of 10 people came in and 4 were children, how much more did the adults pay than the children?",
        None,
    ),
    ("Ann bought a lamp for $40. Tax is 10%. How much did Ann pay?", 44),
    ("Ann bought a lamp for $40. Tax is 10%. How much was the tax?", None),
    ("Ann bought a lamp for $40. Tax is 10%. How much did the lamp cost?", None),
    ("Ann bought a lamp for $40. The sales tax is 5%. How much did Ann pay?", 42),
    ("Ann bought a lamp for $40. The sales tax is 5%. How much did Ann pay before tax?", None),
    ("Ann bought a lamp for $40. The sales tax is 5%. How much did Ann pay including tax?", 42),
    (
        "Ann bought a lamp for $40. The sales tax is 5%. How much did Ann pay after the discount?",
        None,
    ),
    ("Ann bought a lamp for $40. The sales tax is 5%. How much did Tom pay?", None),
    (
        "Ann bought a lamp for $40. Tom bought a vase for $20. The sales tax is 5%. How much did Ann pay?",
        None,
    ),
    (
        "Ann bought a lamp for $40 and a vase for $20. The sales tax is 5%. How much did Ann pay?",
        63,
    ),
    ("Ann bought 3 lamps for $40 each. The sales tax is 5%. How much did Ann pay?", 126),
    ("Ann bought 3 lamps for $40. The sales tax is 5%. How much did Ann pay?", 42),
    ("Ann bought a lamp for $40. The sales tax is 5.5%. How much did Ann pay?", Fraction(211, 5)),
    ("Ann bought a lamp for $41. The sales tax is 3%. How much did Ann pay?", Fraction(4223, 100)),
    ("Ann bought a lamp for $40.33. The sales tax is 3%. How much did Ann pay?", None),
    (
        "Ann has $100. She buys a lamp for $40. The tax was 5%. How much money does she have left?",
        58,
    ),
    ("Ann has $100. She buys a lamp for $40. The tax was 5%. How much money did she spend?", 42),
    (
        "Ann has $100. She buys a lamp for $40. The tax was 5%. How much money did she have at first?",
        100,
    ),
    (
        "Ann has $100. She buys a lamp for $40. The tax was 5%. Tom gave her $10. How much money does she have left?",
        None,
    ),
    ("Ann bought a lamp for $40. The tax was 5%. The tip was 10%. How much did Ann pay?", None),
    ("Ann bought a lamp for $40. She got a 10% discount. How much did Ann pay?", 36),
    (
        "Ann bought a lamp for $40. She got a 10% discount. How much did Ann pay after the discount?",
        36,
    ),
    (
        "Ann bought a lamp for $40. She got a 10% discount. How much did Ann pay before the discount?",
        None,
    ),
    ("Ann bought a lamp for $40. She got a 10% discount. How much did Ann save?", None),
    (
        "Ann bought a lamp for $40. She got a 10% discount. How much did Ann pay including tax?",
        None,
    ),
    (
        "Ann bought a lamp for $40. She got a 10% discount. How many lamps did Ann buy after the discount?",
        None,
    ),
    (
        "Ann bought a lamp for $40. She got a 10% discount. How much did Ann pay with the discount?",
        36,
    ),
    ("Ann bought a lamp for $40. She got a $10 discount. How much did Ann pay?", None),
    ("Ann bought a lamp for $40. She got a 10% discount on the lamp. How much did Ann pay?", None),
    (
        "Ann bought a lamp for $40. She got a 10% discount. The tax was 5%. How much did Ann pay?",
        None,
    ),
    (
        "Ann bought a lamp for $40. She got a 10% discount. How much did the lamp cost after the discount?",
        None,
    ),
    ("Ann bought a lamp for $40. She got a 10% raise. How much did Ann pay?", None),
    ("Maria buys a pizza for $12. She adds a 25% tip. How much did she pay in total?", 15),
    ("Maria buys a pizza for $12. She leaves a 25% tip. How much did she pay?", 15),
    ("Maria buys a pizza for $12. She leaves a 25% tip. How much was the tip?", None),
    ("Maria buys a pizza for $12. She leaves a 25% tip. How much did she pay after the tip?", 15),
    (
        "Maria buys a pizza for $12. She leaves a 25% tip. How much did she pay before the tip?",
        None,
    ),
    ("Maria buys a pizza for $12. Her friend leaves a 25% tip. How much did Maria pay?", None),
    ("Maria buys a pizza for $12. She leaves a $3 tip. How much did she pay?", None),
    (
        "Maria buys a pizza for $12. She leaves a 25% tip. Tom buys a pizza for $10. How much did Maria pay?",
        None,
    ),
    (
        "Maria buys a pizza for $12 and a soda for $2. She leaves a 25% tip. How much did she pay?",
        Fraction(35, 2),
    ),
    ("Maria buys 2 pizzas for $12 each. She leaves a 25% tip. How much did she pay?", 30),
    ("Maria buys a pizza for $12. She leaves a 15% tip. How much did she pay?", Fraction(69, 5)),
    ("Maria buys a pizza for $12. She leaves a 25% tip on the pizza. How much did she pay?", None),
    (
        "Maria buys a pizza for $12. She leaves a 25% tip. How much did she pay, including the tip?",
        15,
    ),
    (
        "Maria buys a pizza for $12. She leaves a 25% tip for the waiter. How much did she pay?",
        None,
    ),
    ("Maria buys a pizza for $12. She left a 25% tip. How much did she spend?", 15),
    ("John buys a lamp for $200. If tax was 15%, how much did he pay after tax?", 230),
    ("John buys a lamp for $200. If tax was 15%, how much did he pay before tax?", None),
    ("John buys a lamp for $200. If tax was 15%, how much tax did he pay?", None),
    ("John buys a lamp for $200. If the discount was 15%, how much did he pay after tax?", None),
    (
        "John buys a lamp for $200 and sells it for $250. If tax was 15%, how much did he pay after tax?",
        None,
    ),
    ("The sales tax is 5%. Tom buys 2 shirts for $10 each. How much did he pay?", None),
    (
        "Tom buys 2 shirts for $10 each and 3 hats for $5 each. He gets a 20% discount on the shirts. How much did he pay?",
        None,
    ),
    (
        "Tom buys 2 shirts for $10 each and 3 hats for $5 each. He gets a 20% discount. How much did he pay?",
        28,
    ),
    (
        "Tom buys 2 shirts for $10 each and 3 hats for $5 each. He gets a 20% discount. How much did he pay for the shirts?",
        None,
    ),
    (
        "Tom buys 2 shirts for $10 each and 3 hats for $5 each. The tax is 20%. How much did he pay for the hats?",
        None,
    ),
    ("Tom buys 2 shirts for $10 each. Taxes are 10%. How much did he pay in total?", 22),
    ("Tom buys 2 shirts for $10 each. Tax is 10%. How many shirts did he buy?", 2),
    ("Tom buys 2 shirts for $10 each. Tax is 10%. How much does each shirt cost?", None),
    ("Tom buys 2 shirts for $10 each. Tax is 10% and the tip is 5%. How much did he pay?", None),
    ("Tom buys 2 shirts for $10 each. Tax is 110%. How much did he pay?", 42),
    (
        "Mr. Lee sold 30 cakes on Monday and twice as many on Tuesday. How many cakes did Mr. Lee sell?",
        90,
    ),
    (
        "Mr. Lee sold 30 cakes on Monday and twice as many on Tuesday. How many cakes did Mr. Lee sell on Tuesday?",
        60,
    ),
    (
        "Mr. Lee sold 30 cakes on Monday and twice as many on Tuesday. How many cakes did Mr. Lee sell on Monday?",
        30,
    ),
    (
        "Mr. Lee sold 30 cakes on Monday and twice as many on Tuesday. How many more cakes did Mr. Lee sell on Tuesday than on Monday?",
        30,
    ),
    (
        "Mr. Lee sold 30 cakes on Monday and three times as many on Tuesday. How many cakes did Mr. Lee sell?",
        120,
    ),
    (
        "Mr. Lee sold 30 cakes on Monday and half as many on Tuesday. How many cakes did Mr. Lee sell?",
        45,
    ),
    (
        "Mr. Lee sold 31 cakes on Monday and half as many on Tuesday. How many cakes did Mr. Lee sell?",
        None,
    ),
    (
        "Mr. Lee sold 30 cakes on Monday and twice as many pies on Tuesday. How many cakes did Mr. Lee sell?",
        30,
    ),
    (
        "Mr. Lee sold 30 cakes on Monday and twice as many on Tuesday. How many pies did Mr. Lee sell?",
        None,
    ),
    (
        "Mr. Lee sold 30 cakes on Monday and twice as many on Tuesday. Ann sold 5 cakes. How many cakes did Mr. Lee sell?",
        90,
    ),
    (
        "Mr. Lee sold 30 cakes on Monday and twice as many on Tuesday. How many cakes did Ann sell?",
        None,
    ),
    (
        "Mr. Lee sold 30 cakes on Monday and 10 fewer on Tuesday. How many cakes did Mr. Lee sell?",
        50,
    ),
    (
        "Mr. Lee sold 30 cakes on Monday and 10 more on Tuesday. How many cakes did Mr. Lee sell?",
        70,
    ),
    (
        "Mr. Lee sold 30 cakes on Monday and 10 more on Tuesday. How many cakes did Mr. Lee sell on Tuesday?",
        40,
    ),
    ("Mr. Lee sold 30 cakes on Monday and 10 on Tuesday. How many cakes did Mr. Lee sell?", 40),
    (
        "Mr. Lee sold 30 cakes on Monday and 10 on Tuesday. How many cakes did Mr. Lee sell on Tuesday?",
        10,
    ),
    (
        "Mr. Lee bought 30 cakes on Monday and sold 10 on Tuesday. How many cakes does Mr. Lee have?",
        20,
    ),
    (
        "Mr. Lee baked 30 cakes on Monday and twice as many on Tuesday. He sold 50 cakes. How many cakes does he have left?",
        40,
    ),
    (
        "Mr. Lee sold 30 cakes on Monday and twice as many as Ann on Tuesday. How many cakes did Mr. Lee sell?",
        None,
    ),
    (
        "Mr. Lee sold 30 cakes on Monday, twice as many on Tuesday and 5 on Wednesday. How many cakes did Mr. Lee sell?",
        95,
    ),
    (
        "Sara had 100 cookies. She gave away 20 cookies on Monday and twice as many on Tuesday. How many cookies does Sara have now?",
        40,
    ),
    (
        "Sara had 100 cookies. She gave away 20 cookies on Monday and twice as many on Tuesday. How many cookies did she give away?",
        60,
    ),
    (
        "Sara had 50 cookies. She gave away 20 cookies on Monday and twice as many on Tuesday. How many cookies does Sara have now?",
        None,
    ),
    (
        "Sara had 100 cookies. She ate 20 cookies on Monday and twice as many on Tuesday. How many cookies does Sara have now?",
        40,
    ),
    (
        "Sara had 100 cookies. She baked 20 cookies on Monday and twice as many on Tuesday. How many cookies does Sara have now?",
        160,
    ),
    (
        "Leo and Agrey went fishing. Leo caught 40 fish and Agrey caught twice as many. How many fish did Agrey catch?",
        80,
    ),
    (
        "Leo and Agrey went fishing. Leo caught 40 fish and Agrey caught twice as many. How many fish did they catch?",
        120,
    ),
    (
        "Leo and Agrey went fishing. Leo caught 40 fish and Agrey caught half as many. How many fish did they catch?",
        60,
    ),
    (
        "Leo and Agrey went fishing. Leo caught 40 fish and Agrey caught 10 fewer. How many fish did Agrey catch?",
        30,
    ),
    (
        "Leo and Agrey went fishing. Leo caught 40 fish and Agrey caught 10 more. How many fish did they catch in all?",
        90,
    ),
    (
        "Leo and Agrey went fishing. Leo caught 40 fish and Agrey caught twice as many. How many more fish did Agrey catch than Leo?",
        40,
    ),
    (
        "Leo and Agrey went fishing. Leo caught 40 fish and Agrey twice as many. How many fish did Agrey catch?",
        80,
    ),
    (
        "Leo and Agrey went fishing. Leo caught 40 fish and Agrey 10. How many fish did they catch?",
        50,
    ),
    (
        "Leo and Agrey went fishing. Leo caught 40 fish and Agrey 10. How many fish did Agrey catch?",
        10,
    ),
    ("Leo caught 40 fish and Agrey 10. How many fish did Tom catch?", None),
    (
        "Leo caught 40 fish and Agrey caught twice as many. Tom caught 5 fish. How many fish did they catch?",
        None,
    ),
    (
        "Leo caught 40 fish and Agrey caught twice as many crabs. How many fish did they catch?",
        None,
    ),
    ("Leo caught 40 fish and released 10. How many fish does Leo have?", 30),
    ("Leo caught 40 fish and ate twice as many. How many fish did Leo catch?", 40),
    ("Ann bought 8 notebooks and 2 more pens. How many pens did Ann buy?", None),
    ("Ann bought 8 notebooks and 2 pens. How many pens did Ann buy?", 2),
    ("Ann bought 8 notebooks and 2 more. How many notebooks did Ann buy?", 10),
    ("Ann bought 8 notebooks and Tom 2 more. How many notebooks did Tom buy?", 10),
    ("Ann bought 8 notebooks and Tom 2 fewer. How many notebooks did Tom buy?", 6),
    ("Ann bought 8 notebooks and Tom 2 fewer. How many notebooks did they buy?", 14),
    ("Ann bought 8 notebooks and Tom 2 fewer pens. How many notebooks did Tom buy?", None),
    ("Ann bought 8 notebooks and Tom twice as many. How many notebooks did they buy?", 24),
    ("Ann bought 8 notebooks for $2 each and Tom twice as many. How much did Tom spend?", None),
    ("Ann bought 8 notebooks and sold 2. How many notebooks does Ann have?", 6),
    (
        "Ann, Bea and Sam collect stamps. Ann has 7 stamps. Bea has 5 stamps. Together they have 20 stamps. How many stamps does Sam have?",
        8,
    ),
    (
        "Ann, Bea and Sam collect stamps. Ann has 7 stamps. Bea has 5 stamps. Together they have 10 stamps. How many stamps does Sam have?",
        None,
    ),
    (
        "Ann, Bea and Sam collect stamps. Ann has 7 stamps. Bea has 5 stamps. How many stamps do they have?",
        None,
    ),
    (
        "Ann and Bea collect stamps. Ann has 7 stamps. Bea has 5 stamps. How many stamps do they have?",
        12,
    ),
    (
        "Ann and Bea collect stamps. Ann has 7 stamps. Bea has 5 stamps. Tom has 3 stamps. How many stamps do they have?",
        None,
    ),
    (
        "Ann and Bea collect stamps. Ann has 7 stamps. Bea has 5 coins. How many stamps do they have?",
        None,
    ),
    ("Ann and Bea collect stamps. Ann has 7 stamps. How many stamps does Bea have?", None),
    (
        "Ann and Bea collect stamps. Ann has 7 stamps and Bea has twice as many. How many stamps do they have?",
        21,
    ),
    (
        "Ann and Bea collect stamps. Ann has 7 stamps and Bea twice as many. How many stamps does Bea have?",
        14,
    ),
    ("Mia reads 20 pages a day for 5 days a week. How many pages does she read in 3 weeks?", 300),
    ("Mia reads 20 pages a day for 5 days a week. How many pages does she read in 3 days?", 60),
    ("Mia reads 20 pages a day for 5 days a week. How many pages does she read in a week?", 100),
    ("Mia reads 20 pages a day for 5 days a week. How many pages does she read in 3 months?", None),
    ("Mia reads 20 pages a day for 8 days a week. How many pages does she read in 3 weeks?", None),
    ("Mia reads 20 pages a day for 5 days a week. How many pages does Tom read in 3 weeks?", None),
    ("Mia reads 20 pages a day for 5 days a week. How many books does she read in 3 weeks?", None),
    ("Mia reads 20 pages an hour for 2 hours a day. How many pages does she read in 3 days?", 120),
    (
        "Mia reads 20 pages an hour for 2 hours a day for 5 days a week. How many pages does she read in 3 weeks?",
        600,
    ),
    (
        "Mia reads 20 pages a day for 5 days a week. Tom reads 10 pages a day. How many pages does Mia read in 3 weeks?",
        300,
    ),
    ("John runs 5 miles a day for 6 days a week. How many miles does he run in 4 weeks?", 120),
    ("John runs 5 miles a day for 6 weeks a year. How many miles does he run in 4 years?", None),
    ("John runs 5.5 miles a day for 6 days a week. How many miles does he run in 4 weeks?", 132),
    ("John runs 5 miles a day for 6 days a week. How many days does he run in 4 weeks?", 24),
    ("John runs 5 miles a day for 6 days a week. How many hours does he run in 4 weeks?", None),
    ("A baker makes 12 cakes a day. How many cakes does he make in 2 weeks?", 168),
    ("A baker makes 12 cakes a day. How many cakes does he make in 2 months?", None),
    (
        "A baker makes 12 cakes a day. He sells 10 cakes a day. How many cakes does he make in 2 weeks?",
        168,
    ),
    ("A baker makes 12 cakes a day. How many cakes does he sell in 2 weeks?", None),
    ("There are 5 rows of chairs with 8 chairs in each row. How many chairs are there?", 40),
    ("There are 5 rows of chairs with 8 chairs in each row. How many rows are there?", 5),
    (
        "There are 5 rows of chairs with 8 chairs in each row. 3 chairs are taken. How many chairs are there?",
        None,
    ),
    ("There are 5 rows of chairs with 8 chairs in each row. How many tables are there?", None),
    ("There are 5 rows of chairs with 8 tables in each row. How many chairs are there?", None),
    ("There are 5 rows of chairs with 8 chairs in each column. How many chairs are there?", None),
    ("There are 5 rows of chairs with 8 chairs in every row. How many chairs are there?", 40),
    ("There are 5 rows of chairs with 8.5 chairs in each row. How many chairs are there?", None),
    (
        "There are 5 rows of chairs with 8 chairs in each row. People sit in 12 chairs. How many chairs are empty?",
        None,
    ),
    ("There are 12 crates that each contain 150 oranges. How many oranges are there?", 1800),
    ("There are 12 crates that each contain 150 oranges. How many crates are there?", 12),
    (
        "There are 12 crates that each contain 150 oranges. 5 crates are empty. How many oranges are there?",
        None,
    ),
    (
        "There are 12 crates that each contain 150 oranges and 8 boxes that each contain 30 apples. How many oranges are there?",
        1800,
    ),
    (
        "There are 12 crates that each contain 150 oranges. There are 8 boxes that each contain 30 oranges. How many oranges are there?",
        2040,
    ),
    ("There are 12 crates that each contain 150 oranges. How many apples are there?", None),
    ("There are 12 crates that each contain 150 oranges. How many oranges are in each crate?", 150),
    ("There are 12 crates that each contain 150 oranges. How many oranges are in 5 crates?", 750),
    ("The crates each hold 150 oranges. There are 12 crates. How many oranges are there?", 1800),
    ("The crates each hold 150 oranges. There are 12 boxes. How many oranges are there?", None),
    ("Tom has 4 shelves, each with 8 books. How many books does Tom have?", 32),
    ("Tom has 4 shelves, each with 8 books. How many books does Ann have?", None),
    (
        "Tom has 4 shelves, each with 8 books. He gives away 5 books. How many books does Tom have?",
        27,
    ),
    ("Tom has 4 shelves, each with 8 books. How many shelves does Tom have?", 4),
    ("Tom has 4 shelves, each with 8 books and 2 toys. How many books does Tom have?", None),
    ("Each of the 4 boxes has 6 toys. How many toys are there in all?", 24),
    ("Each of the 4 boxes has 6 toys. How many books are there in all?", None),
    ("Each of the 4 boxes has 6 toys. How many boxes are there?", 4),
    (
        "Each of the 4 boxes has 6 toys. Each of the 3 bags has 5 toys. How many toys are there in all?",
        39,
    ),
    (
        "Each of the 4 boxes has 6 toys. Each of the 3 bags has 5 balls. How many toys are there in all?",
        24,
    ),
    ("Each of Ann's 4 boxes has 6 toys. How many toys does Ann have?", 24),
    ("Each of Ann's 4 boxes has 6 toys. How many toys does Tom have?", None),
    ("Each of her 4 boxes has 6 toys. How many toys are there in all?", 24),
    ("Each of the 4 boxes has 6 toys and 2 books. How many toys are there in all?", None),
    ("There are 18 leaves on each of the 3 trees. How many leaves are there?", 54),
    ("There are 18 leaves on each of the 3 trees. How many trees are there?", 3),
    (
        "There are 18 leaves on each of the 3 trees. 10 leaves fell. How many leaves are there?",
        None,
    ),
    ("There are 18 leaves on each of the 3 trees. How many leaves are on 2 trees?", 36),
    (
        "There are 18 leaves on each of the 3 trees and 4 birds on each of the trees. How many leaves are there?",
        None,
    ),
    ("There are 18 leaves on each of 3 trees. How many leaves are there?", 54),
    ("There are 18 leaves on each of the trees. How many leaves are there?", None),
    ("Big boxes contain 7 dolls each. There are 5 big boxes. How many dolls are there?", 35),
    ("Big boxes contain 7 dolls each. There are 5 small boxes. How many dolls are there?", None),
    (
        "Big boxes contain 7 dolls each. There are 5 big boxes and 9 small boxes. How many dolls are there?",
        None,
    ),
    (
        "Big boxes contain 7 dolls each and small boxes contain 4 dolls each. There are 5 big boxes and 9 small boxes. How many dolls are there?",
        71,
    ),
    (
        "Big boxes contain 7 dolls each. There are 5 big boxes. How many dolls are in the big boxes?",
        35,
    ),
    ("Nora bought 4 packages of pens. Each pack has 6 pens. How many pens did Nora buy?", 24),
    ("Nora bought 4 packages of pens. Each box has 6 pens. How many pens did Nora buy?", None),
    (
        "Nora bought 4 packages of pens and 2 packs of pencils. Each pack has 6 pens. How many pens did Nora buy?",
        None,
    ),
    ("Nora bought 4 packages of pens. Each pack has 6 pens. How many pencils did Nora buy?", None),
    (
        "Nora bought 4 packages of pens. Each pack has 6 pens. She lost 3 pens. How many pens does Nora have?",
        21,
    ),
    ("Nora bought 4 packages of pens. Each pack has 6 pens. How many packs did Nora buy?", 4),
    (
        "Jill bought 5 packs of red balls and 4 packs of yellow balls. Each package contained 18 balls. How many balls did Jill buy in all?",
        162,
    ),
    (
        "Jill bought 5 packs of red balls and 4 packs of yellow balls. Each package contained 18 balls. How many more red balls than yellow balls did Jill buy?",
        18,
    ),
    (
        "Jill bought 5 packs of red balls and 4 packs of yellow balls. Each package contained 18 balls. How many red balls did Jill buy?",
        90,
    ),
    (
        "Jill bought 5 packs of red balls and 4 packs of yellow balls. Each package contained 18 balls. How many green balls did Jill buy?",
        None,
    ),
    (
        "Jill bought 5 packs of red balls and 4 packs of yellow balls. Each red package contained 18 balls. How many balls did Jill buy in all?",
        None,
    ),
    (
        "Jill bought 5 packs of red balls and 4 bags of yellow balls. Each package contained 18 balls. How many balls did Jill buy in all?",
        None,
    ),
    ("There are 5 rows with 8 chairs in each row. How many chairs are there?", 40),
    ("There are 5 rows of 8 chairs. How many chairs are there?", 40),
    (
        "The hall has 5 rows of chairs with 8 chairs in each row. How many chairs does the hall have?",
        40,
    ),
    (
        "There are 5 rows of chairs with 8 chairs in each row and 3 rows of benches with 4 benches in each row. How many chairs are there?",
        40,
    ),
    ("He has 5 hives that each hold 20 jars. How many jars does he have?", 100),
    ("He has 5 hives that each hold 20 jars. He sells 30 jars. How many jars does he have?", 70),
    ("Ben has 5 hives that each hold 20 jars. Ann has 3 jars. How many jars do they have?", 103),
    (
        "A group with 2 adults and 5 bags came in to eat. If each meal cost 3 dollars, how much was the bill?",
        None,
    ),
    (
        "A group with 2 teachers and 5 students came in to eat. If each meal cost 3 dollars, how much was the bill?",
        21,
    ),
    (
        "A group with 2 teachers and 5 students came in to eat. If each meal cost 3 dollars, how much was the bill for the teachers?",
        None,
    ),
    (
        "A family with 2 adults and 3 children came in to eat. If each meal cost 4 dollars, how much was the bill?",
        20,
    ),
    (
        "A family of 5 people came in to eat. If each meal cost 4 dollars, how much was the bill?",
        20,
    ),
    (
        "A family of 5 dogs came in to eat. If each meal cost 4 dollars, how much was the bill?",
        None,
    ),
    ("A party of 9 chairs came in to eat. If each meal cost $4, how much was the bill?", None),
    (
        "At a restaurant each adult meal costs $3 and kids eat free. If a group of 12 people came in and 7 were tables, how much would it cost for the group to eat?",
        None,
    ),
    (
        "At a restaurant each adult meal costs $3 and kids eat free. If a group of 12 people came in and 7 were kids, how much would it cost for the group to eat? The restaurant opens at 9.",
        None,
    ),
    (
        "At a restaurant each adult meal costs $3 and dogs eat free. If a group of 12 people came in and 7 were dogs, how much would it cost for the group to eat?",
        None,
    ),
    (
        "Nora bought 4 boxes of pens and 2 boxes of pencils. Each box has 6 pens. How many pens did Nora buy?",
        None,
    ),
    (
        "Nora bought 4 boxes of pens and 2 boxes of pens. Each box has 6 pens. How many pens did Nora buy?",
        36,
    ),
    (
        "Nora bought 4 boxes of red pens and 2 boxes of blue pens. Each box has 6 pens. How many pens did Nora buy?",
        36,
    ),
    ("Nora bought 4 boxes of pens. Each box has 6 pens. How many pens did Nora buy?", 24),
    (
        "Sam gave 3 apples to each of his 4 friends. He had 20 apples. How many apples does he have left?",
        8,
    ),
    (
        "Sam had 20 apples. He gave 3 apples to each of his 4 friends. Each friend ate 1 apple. How many apples does Sam have left?",
        8,
    ),
    (
        "Sam had 20 apples. He gave 3 apples to each of his 4 friends. How many apples does Sam have left? His friends are 10 years old.",
        None,
    ),
    (
        "Sam had 20 apples. He gave 3 pears to each of his 4 friends. How many apples does Sam have left?",
        20,
    ),
    (
        "Sam had 20 apples. He gave each of his 4 friends 3 apples. How many apples does Sam have left?",
        8,
    ),
    (
        "Sam had 20 apples. He gave each of his 4 friends 3 apples. How many apples did each friend receive?",
        3,
    ),
    (
        "Sam had 20 apples. He gave each of his 4 friends 3 apples and kept the rest. How many apples did he keep?",
        8,
    ),
    (
        "Sam had 20 apples. He gave 3 apples to each of his 4 friends and 2 apples to his mom. How many apples does Sam have left?",
        6,
    ),
    (
        "Sam had 20 apples. He gave 3 apples to each of his 4 friends, then he bought 5 apples. How many apples does Sam have now?",
        13,
    ),
    ("Sam had $20. He got $3 from each of his 4 friends. How much money does Sam have now?", 32),
    ("Sam had $20. He got $3 from each of his 4 friends. How much money did Sam get?", 12),
    (
        "Sam had $20. He got $3 from each of his 4 friends. How much money did his friends have?",
        None,
    ),
    ("Sam had $20. He lent $3 to each of his 4 friends. How much money does Sam have now?", 8),
    ("Rosa has 45 apples. She eats 3 apples a day. How many days do the apples last?", 15),
    ("Rosa has 45 apples. She eats 3 apples a day. How many days will her apples last?", 15),
    (
        "Rosa has 45 apples. She eats 3 apples a day and gives 2 apples a day to Tom. How many days will her apples last?",
        None,
    ),
    (
        "Rosa has 45 apples and Tom has 10 apples. She eats 3 apples a day. How many days will her apples last?",
        None,
    ),
    (
        "Rosa has 45 apples. She eats 3 apples a day for 5 days. How many days will her apples last?",
        None,
    ),
    (
        "Rosa has 45 apples. She eats 3 apples a day. How many apples does she have left after 5 days?",
        None,
    ),
    ("Rosa has 45 apples. She eats 3 pears a day. How many days will her apples last?", None),
    ("Rosa has 45 apples. She eats 3 apples an hour. How many hours will her apples last?", 15),
    ("Rosa has 45 apples. She eats 3 apples a day. How many days will 45 apples last?", None),
    (
        "Rosa has 4.5 kilograms of apples. She eats 0.5 kilograms of apples a day. How many days will her apples last?",
        9,
    ),
    ("Rosa has 45 apples. She eats 3 apples a day. How many days will her pears last?", None),
    ("Rosa has 45 apples. Her dog eats 3 apples a day. How many days will her apples last?", None),
    (
        "Rosa has 45 apples. She eats 3 apples a day. Then she buys 15 apples. How many days will her apples last?",
        None,
    ),
    ("Rosa has 45 apples. She eats 3 apples a week. How many weeks will her apples last?", 15),
    ("Rosa has 45 apples. She eats 3 apples a week. How long will her apples last?", 15),
    ("Rosa has 45 apples. She eats 3 apples a week. How many months will her apples last?", None),
    ("Ann bought a lamp for $40. She pays a 10% tax. How much did Ann pay?", 44),
    ("Ann bought a lamp for $40 on Monday. Tax is 10%. How much did Ann pay?", 44),
    ("Ann bought a lamp for $40. Tax is 10%. How much did Ann pay in all?", 44),
    (
        "Ann bought a lamp for $40. Tax is 10%. How much more did Ann pay than the price of the lamp?",
        None,
    ),
    ("Ann bought a lamp for $40. Tax is 10%. How much would 2 lamps cost?", None),
    (
        "Ann bought a lamp for $40. Tax is 10%. Tom bought a lamp for $40. How much did Ann pay?",
        None,
    ),
    ("Ann sold a lamp for $40. Tax is 10%. How much did Ann pay?", None),
    ("Ann sold a lamp for $40. Tax is 10%. How much did Ann earn?", None),
    (
        "Ann bought a lamp for $40. Tax is 10%. She paid with a $50 bill. How much change did she get?",
        6,
    ),
    (
        "Ann bought a lamp for $40. Tax is 10%. She paid with a $40 bill. How much change did she get?",
        None,
    ),
    (
        "Ann bought a lamp for $40. She got a 25% discount. She paid with a $50 bill. How much change did she get?",
        20,
    ),
    (
        "Ann bought a lamp for $40. She got a 25% discount. How much did she pay after the 25% discount?",
        30,
    ),
    ("Ann bought a lamp for $40. She got a 25% discount. How much did she pay after discount?", 30),
    (
        "Ann bought a lamp for $40. She got a 25% discount. How much would she have paid without the discount?",
        None,
    ),
    ("Ann bought a lamp for $40. She got a 125% discount. How much did she pay?", None),
    ("Ann bought a lamp for $40. She got a 100% discount. How much did she pay?", 0),
    ("Ann bought a lamp for $40. She got a 25% discount. How much did the store earn?", None),
    ("Maria buys a pizza for $12. She leaves a 25% tip. How much did she pay, tip included?", 15),
    ("Maria and Tom buy a pizza for $12. She leaves a 25% tip. How much did Maria pay?", None),
    ("Maria buys a pizza for $12 for Tom. She leaves a 25% tip. How much did Maria pay?", 15),
    ("Maria buys a pizza for $12. She leaves a 25% tip. How much did the pizza cost?", None),
    ("Maria buys a pizza for $12. She leaves a 25% tip. How much did the waiter get?", None),
    (
        "Sara bakes 24 cookies a day for 5 days a week. How many cookies does she bake in 2 weeks?",
        240,
    ),
    (
        "Sara bakes 24 cookies a day for 5 days a week. How many cookies does she bake in 14 days?",
        None,
    ),
    (
        "Sara bakes 24 cookies a day for 5 days a week. How many cookies does she bake in a week?",
        120,
    ),
    (
        "Sara bakes 24 cookies a day for 5 days a week. She eats 10 cookies. How many cookies does she bake in 2 weeks?",
        None,
    ),
    (
        "Sara bakes 24 cookies a day for 5 days a week. How many cookies does she bake in 2 weeks if she takes one week off?",
        None,
    ),
    (
        "Sara bakes 24 cookies a day for 5 days a week. How many muffins does she bake in 2 weeks?",
        None,
    ),
    (
        "Sara bakes 24 cookies a day for 5 days a week. How many cookies do Sara and Tom bake in 2 weeks?",
        None,
    ),
    (
        "Sara bakes 24 cookies a day for 5 days a week and 10 muffins a day. How many cookies does she bake in 2 weeks?",
        None,
    ),
    (
        "Sara bakes 2 dozen cookies a day for 5 days a week. How many cookies does she bake in 2 weeks?",
        240,
    ),
    ("Sara works 8 hours a day for 5 days a week. How many hours does she work in 4 weeks?", 160),
    (
        "Sara works 8 hours a day for 5 days a week. She earns $10 an hour. How much does she earn in 4 weeks?",
        1600,
    ),
    (
        "Sara works 8 hours a day for 5 days a week. How many hours does she work in 4 weeks and 2 days?",
        None,
    ),
    ("Sara works 8 hours a day for 5 days a week. How many days does she work in 4 weeks?", 20),
    ("Sara works 25 hours a day for 5 days a week. How many hours does she work in 2 weeks?", None),
    (
        "Leo bought 30 pens on Monday and twice as many on Tuesday. He gave away 50 pens. How many pens does he have?",
        40,
    ),
    (
        "Leo bought 30 pens on Monday and twice as many on Tuesday. He gave away 100 pens. How many pens does he have?",
        None,
    ),
    (
        "Leo bought 30 pens on Monday and three times as many pencils on Tuesday. How many pencils did Leo buy?",
        90,
    ),
    (
        "Leo bought 30 pens on Monday and twice as many on Tuesday. How many pens did Leo buy on both days?",
        90,
    ),
    (
        "Leo bought 30 pens on Monday and twice as many on Tuesday and Wednesday. How many pens did Leo buy?",
        None,
    ),
    ("Leo bought 30 pens on Monday and a third as many on Tuesday. How many pens did Leo buy?", 40),
    (
        "Leo bought 30 pens on Monday and 1.5 times as many on Tuesday. How many pens did Leo buy?",
        75,
    ),
    (
        "Leo bought 30 pens on Monday and sold twice as many on Tuesday. How many pens does Leo have?",
        None,
    ),
    (
        "Leo sold 30 pens on Monday and twice as many on Tuesday. He had 100 pens at first. How many pens does he have left?",
        10,
    ),
    (
        "Leo sold 30 pens on Monday and twice as many on Tuesday. Each pen costs $2. How much money did Leo earn?",
        180,
    ),
    (
        "Leo sold 30 pens for $2 each on Monday and twice as many on Tuesday. How much money did Leo earn?",
        None,
    ),
    ("Ann and Bea went fishing. Ann caught 5 fish. How many fish did they catch?", None),
    (
        "Ann and Bea went fishing. Ann caught 5 fish. Bea caught 7 fish. How many fish did they catch?",
        12,
    ),
    (
        "Ann and Bea went fishing. Ann caught 5 fish. Bea caught 7 fish. How many more fish did Bea catch than Ann?",
        2,
    ),
    (
        "Ann and Bea went fishing. Ann caught 5 fish. Bea caught 7 fish. Bea released 2 fish. How many fish does Bea have?",
        None,
    ),
    (
        "Ann and Bea went fishing. Ann caught 5 fish and 3 crabs. Bea caught 7 fish. How many fish did they catch?",
        12,
    ),
    (
        "Ann and Bea went fishing. Ann caught 5 fish. Bea caught 7 fish. How many crabs did they catch?",
        None,
    ),
    (
        "Ann and Bea went fishing with Tom. Ann caught 5 fish. Bea caught 7 fish. How many fish did they catch?",
        None,
    ),
    ("Ann and Bea went fishing. She caught 5 fish. How many fish did Ann catch?", None),
    (
        "Ann and Bea went fishing. Ann caught 5 fish and Bea caught 3 times as many. How many fish did Bea catch?",
        15,
    ),
    (
        "Ann and Bea went fishing. Ann caught 5 fish and Bea caught 3 times as many. How many fish did they catch?",
        20,
    ),
    (
        "Ann and Bea went fishing. Ann caught 5 fish and Bea caught 3 more. How many fish did Bea catch?",
        8,
    ),
    (
        "Ann and Bea went fishing. Ann caught 5 fish and Bea caught 3. How many fish did Bea catch?",
        3,
    ),
    (
        "Ann and Bea went fishing. Ann caught 5 fish and Bea caught 3 fewer. How many fish did Bea catch?",
        2,
    ),
    (
        "Ann and Bea went fishing. Ann caught 5 fish and Bea caught 6 fewer. How many fish did Bea catch?",
        None,
    ),
    (
        "Adam, Andrew and Ahmed all raise goats. Adam has 7 goats. Andrew has 5 more goats than twice as many goats as Adam. Ahmed has 6 fewer goats than Andrew. How many goats does Ahmed have?",
        13,
    ),
    (
        "Adam, Andrew and Ahmed all raise goats. Adam has 7 goats. Andrew has 5 more goats than twice as many goats as Adam. Ahmed has 6 fewer goats than Andrew. How many goats do they have in all?",
        39,
    ),
    (
        "Adam, Andrew and Ahmed all raise goats. Adam has 7 goats. Andrew has 5 more goats than twice as many goats as Adam. How many goats do they have in all?",
        None,
    ),
    (
        "Adam and Andrew raise goats. Adam has 7 goats. Andrew has 5 goats. Tom has 3 goats. How many goats do Adam and Andrew have?",
        12,
    ),
    (
        "Ann and Bea collect stamps. Ann has 7 stamps. Bea has 5 stamps. How many stamps does Ann have?",
        7,
    ),
    (
        "Ann and Bea collect stamps. Ann has 7 stamps. Bea has 5 stamps. How many stamps do Ann and Bea have?",
        12,
    ),
    (
        "Ann and Bea collect stamps. Ann has 7 stamps. Bea has 5 stamps. How many more stamps does Ann have than Bea?",
        2,
    ),
    (
        "Ann and Bea collect stamps. Ann has 7 stamps. Bea has 5 stamps. Ann gives 2 stamps to Bea. How many stamps does Bea have?",
        7,
    ),
    (
        "Ann and Bea collect stamps. Ann has 7 stamps. Bea has 5 stamps. Ann gives 2 stamps to Bea. How many stamps do they have?",
        12,
    ),
    (
        "Ann and Bea collect coins. Ann has 7 stamps. Bea has 5 stamps. How many coins do they have?",
        None,
    ),
    (
        "There are 5 rows of chairs with 8 chairs in each row. 12 people sit down. How many chairs are empty?",
        None,
    ),
    ("There are 5 rows of chairs with 8 chairs in each row. How many chairs are in 3 rows?", 24),
    ("There are 5 rows of chairs with 8 chairs in each row. How many chairs are in each row?", 8),
    (
        "There are 5 rows of chairs with 8 chairs in each row. They add 2 rows. How many chairs are there?",
        None,
    ),
    (
        "There are 5 rows of chairs with 8 chairs in each row. They add 2 chairs. How many chairs are there?",
        None,
    ),
    ("There are 5 rows of chairs with 8 chairs in each row. How many chairs are there in all?", 40),
    (
        "There are 5 rows of chairs with 80 chairs in each row. How many chairs are there in all?",
        400,
    ),
    ("There were 150 shelves. Each shelf had 15 books. How many books were on the shelves?", 2250),
    ("There were 150 shelves. Each shelf had 15 books. How many books were on the tables?", None),
    ("There were 150 shelves. Each shelf had 15 books. How many shelves were there?", 150),
    (
        "There were 150 shelves. Each shelf had 15 books. 10 books fell. How many books were on the shelves?",
        None,
    ),
    ("There were 150 shelves. Each table had 15 books. How many books were on the shelves?", None),
    (
        "There were 150 shelves and 20 tables. Each shelf had 15 books. How many books were on the shelves?",
        None,
    ),
    (
        "There were 150 shelves. Each shelf had 15 books and 3 vases. How many books were on the shelves?",
        None,
    ),
    (
        "There are 12 crates. Each crate contains 150 oranges. 20 oranges are rotten. How many oranges are there?",
        None,
    ),
    ("Each of the 4 boxes has 6 toys. Tom takes 2 toys. How many toys are in the boxes?", None),
    ("Each of the 4 boxes has 6 toys. How many toys are in 3 boxes?", 18),
    ("Each of the 40 boxes has 60 toys. How many toys are there in all?", 2400),
    ("Each of the 4 boxes has 6 toys. Each toy costs $2. How much are the toys worth?", None),
    ("Each of the 4 boxes has 6 toys. How many toys are there in each box?", 6),
    ("Each of the 4 boxes has 6 toys. How many toys are not in the boxes?", None),
    (
        "There are 18 leaves on each of the 3 trees. 2 trees are cut down. How many leaves are there?",
        None,
    ),
    ("There are 18 apples and 3 pears on each of the 3 trees. How many apples are there?", None),
    ("There are 18 birds on each of the 3 trees. How many birds are there?", 54),
    ("There are 18 birds on each of the 3 trees. 5 birds fly away. How many birds are there?", 49),
    (
        "There are 18 birds on each of the 3 trees. 5 birds fly away. How many birds are on the trees?",
        49,
    ),
    (
        "Olivia was making baggies of cookies with 9 cookies in each bag. If she had 13 chocolate chip cookies and 41 oatmeal cookies, how many baggies could she make?",
        6,
    ),
    (
        "Olivia was making baggies of cookies with 9 cookies in each bag. If she had 13 chocolate chip cookies and 42 oatmeal cookies, how many baggies could she make?",
        6,
    ),
    (
        "Olivia was making baggies of cookies with 9 cookies in each bag. If she had 13 chocolate chip cookies and 40 oatmeal cookies, how many baggies could she make?",
        5,
    ),
    (
        "Olivia was making baggies of cookies with 9 cookies in each bag. If she had 13 chocolate chip cookies and 41 oatmeal cookies, how many cookies did she have?",
        54,
    ),
    (
        "Olivia was making baggies of cookies with 9 cookies in each bag. If she had 13 chocolate chip cookies and 41 oatmeal cookies, how many boxes could she make?",
        None,
    ),
    (
        "Olivia was making baggies of cookies with 9 cookies in each bag. If she had 13 chocolate chip cookies and 41 oatmeal muffins, how many baggies could she make?",
        None,
    ),
    (
        "Olivia was making baggies of cookies with 9 cookies in each bag. If she had 13 chocolate chip cookies and ate 4 of them, how many baggies could she make?",
        1,
    ),
    (
        "Olivia was making baggies of cookies with 9 cookies in each bag. If she had 54 cookies, how many baggies could she make?",
        6,
    ),
    (
        "Olivia was making baggies of cookies with 9 cookies in each bag. If she had 54 cookies and gave 9 to Tom, how many baggies could she make?",
        5,
    ),
    (
        "Paige and her friends were recycling paper for their class. For every 4 pounds they recycled they earned one point. If Paige recycled 14 pounds and her friends recycled 2 pounds, how many points did they earn?",
        4,
    ),
    (
        "Paige and her friends were recycling paper for their class. For every 4 pounds they recycled they earned one point. If Paige recycled 14 pounds and her friends recycled 3 pounds, how many points did they earn?",
        4,
    ),
    (
        "Paige and her friends were recycling paper for their class. For every 4 pounds they recycled they earned one point. If Paige recycled 14 pounds and her friends recycled 2 pounds, how many points did Paige earn?",
        None,
    ),
    (
        "Paige and her friends were recycling paper for their class. For every 4 pounds they recycled they earned two points. If Paige recycled 14 pounds and her friends recycled 2 pounds, how many points did they earn?",
        8,
    ),
    (
        "Paige and her friends were recycling paper for their class. For every 4 pounds they recycled they earned one point. If Paige recycled 14 pounds and her friends recycled 2 pounds, how many pounds did they recycle?",
        16,
    ),
    (
        "Paige and her friends were recycling paper for their class. For every 4 pounds they recycled they earned one point. If Paige recycled 14 pounds and her friends recycled 2 kilograms, how many points did they earn?",
        None,
    ),
    (
        "Paige and her friends were recycling paper for their class. For every 4 pounds they recycled they earned one point. If Paige recycled 14 pounds, how many points did they earn?",
        None,
    ),
    (
        "Marlee has 12 guests coming to her Halloween party. Each table will hold 3 guests. How many tables will Marlee need?",
        4,
    ),
    (
        "Marlee has 13 guests coming to her Halloween party. Each table will hold 3 guests. How many tables will Marlee need?",
        None,
    ),
    (
        "Marlee has 12 guests coming to her Halloween party. Each table will hold 3 guests. 2 guests cannot come. How many tables will Marlee need?",
        None,
    ),
    (
        "Marlee has 12 guests coming to her Halloween party. Each table will hold 3 guests. How many chairs will Marlee need?",
        None,
    ),
    (
        "Marlee has 12 guests coming to her Halloween party. Each table will hold 3 guests. How many tables will Tom need?",
        None,
    ),
    (
        "Marlee has 12 guests coming to her Halloween party. Each table will hold 4 chairs. How many tables will Marlee need?",
        None,
    ),
    (
        "Marlee has 12 guests coming to her party and 6 guests coming to her picnic. Each table will hold 3 guests. How many tables will Marlee need for her party?",
        None,
    ),
    (
        "The Spurs basketball team has 22 players. Each player has 11 basketballs. How many basketballs do they have in all?",
        242,
    ),
    (
        "The Spurs basketball team has 22 players. Each player has 11 basketballs. How many basketballs does each player have?",
        11,
    ),
    (
        "The Spurs basketball team has 22 players. Each coach has 11 basketballs. How many basketballs do they have in all?",
        None,
    ),
    (
        "The Spurs basketball team has 22 players. Each player has 11 basketballs. 2 players are injured. How many basketballs do they have in all?",
        None,
    ),
    (
        "The Spurs basketball team has 22 players. Each player has 11 basketballs. How many players do they have in all?",
        22,
    ),
    (
        "The Spurs basketball team has 22 players and 3 coaches. Each player has 11 basketballs. How many basketballs do they have in all?",
        242,
    ),
    (
        "A candy store has 6 boxes of chocolates. Each box has 500 pieces. How many pieces are there altogether in the boxes?",
        3000,
    ),
    (
        "A candy store has 6 boxes of chocolates. Each box has 500 pieces. How many boxes are there?",
        6,
    ),
    (
        "A candy store has 6 boxes of chocolates and 4 bags of chocolates. Each box has 500 pieces. How many pieces are there altogether in the boxes?",
        3000,
    ),
    (
        "A candy store has 6 boxes of chocolates. Each bag has 500 pieces. How many pieces are there altogether in the boxes?",
        None,
    ),
    (
        "A candy store has 6 boxes of chocolates. Each box has 500 pieces. It sold 2 boxes. How many pieces are there altogether in the boxes?",
        None,
    ),
    (
        "Joseph gave 23 cards to each of his 15 students and had 12 cards left. How many cards did Joseph have at first?",
        357,
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
        "Joseph gave 23 cards to each of his 15 students and 5 cards to his son and had 12 cards left. How many cards did Joseph have at first?",
        362,
    ),
    (
        "Joseph received 23 cards from each of his 15 students and had 400 cards. How many cards did Joseph have at first?",
        None,
    ),
    (
        "Cindy has 37 envelopes. If Cindy gives 3 envelopes to each of her 5 friends, how many envelopes does she have left?",
        22,
    ),
    (
        "Cindy has 37 envelopes. If Cindy gives 3 envelopes to each of her 15 friends, how many envelopes does she have left?",
        None,
    ),
    (
        "Cindy has 37 envelopes. If Cindy gives 3 stamps to each of her 5 friends, how many envelopes does she have left?",
        37,
    ),
    (
        "Cindy has 37 envelopes. If Cindy gives 3 envelopes to each of her 5 friends, how many envelopes do her friends have?",
        None,
    ),
    (
        "Cindy has 37 envelopes. If Cindy gets 3 envelopes from each of her 5 friends, how many envelopes does she have now?",
        52,
    ),
    (
        "Cindy has 37 envelopes. If Cindy gives 3 envelopes to each of her 5 friends and 2 to her mother, how many envelopes does she have left?",
        20,
    ),
    (
        "John buys 5 notebooks that have 40 pages each. He uses 4 pages per day. How many days do the notebooks last?",
        50,
    ),
    (
        "John buys 5 notebooks that have 40 pages each. He uses 3 pages per day. How many days do the notebooks last?",
        None,
    ),
    (
        "John buys 5 notebooks that have 40 pages each. He uses 4 pages per day. How many weeks do the notebooks last?",
        None,
    ),
    (
        "John buys 5 notebooks that have 40 pages each. He uses 4 pages per day. How many pages does he use in 10 days?",
        40,
    ),
    (
        "John buys 5 notebooks that have 40 pages each. He tears out 4 pages per day. How many days do the notebooks last?",
        None,
    ),
    (
        "John buys 5 notebooks that have 40 pages each and 2 pens. He uses 4 pages per day. How many days do the notebooks last?",
        None,
    ),
    (
        "John buys 5 notebooks that have 40 pages each. His sister uses 4 pages per day. How many days do the notebooks last?",
        None,
    ),
    (
        "John buys 5 notebooks that have 40 pages each. He uses 4 pages per day. He gives 1 notebook to Ann. How many days do the notebooks last?",
        None,
    ),
    (
        "John buys 5 toys that each cost $3. He gets a 20% discount. How much did he pay for everything?",
        12,
    ),
    ("John buys 5 toys that each cost $3. He gets a 20% discount. How much did he save?", None),
    (
        "John buys 5 toys that each cost $3. He gets a 20% discount. How much does each toy cost after the discount?",
        None,
    ),
    (
        "John buys 5 toys that each cost $3. He gets a 20% discount on 2 toys. How much did he pay for everything?",
        None,
    ),
    (
        "John buys 5 toys that each cost $3. Ann gets a 20% discount. How much did John pay for everything?",
        None,
    ),
    (
        "John buys 5 toys that each cost $3. He gets a 20% raise. How much did he pay for everything?",
        None,
    ),
    (
        "Mr. Lee sold 30 cakes on Monday and twice as many on Wednesday as on Tuesday. How many cakes did Mr. Lee sell?",
        None,
    ),
    (
        "Mr. Lee sold 30 cakes on Monday and twice as many as that on Tuesday. How many cakes did Mr. Lee sell?",
        90,
    ),
    (
        "Mr. Lee sold 30 cakes on Monday and twice as many on Tuesday as Ann did. How many cakes did Mr. Lee sell?",
        None,
    ),
    (
        "Mr. Lee sold 30 cakes on Monday and twice as many in total. How many cakes did Mr. Lee sell?",
        None,
    ),
    (
        "Mr. Lee sold 30 cakes on Monday and twice as many on Tuesday. On Wednesday he sold 10 cakes. How many cakes did Mr. Lee sell?",
        100,
    ),
    (
        "Mr. Lee sold 30 cakes on Monday and twice as many on Tuesday. On Wednesday he bought 10 cakes. How many cakes did Mr. Lee sell?",
        90,
    ),
    (
        "Mr. Lee sold 30 cakes on Monday and twice as many on Tuesday. How much money did Mr. Lee make?",
        None,
    ),
    (
        "Mr. Lee sold 30 cakes on Monday and twice as many on Tuesday for $2 each. How much money did Mr. Lee make?",
        None,
    ),
    ("Ann bought 8 notebooks and 2 more than Tom. How many notebooks did Ann buy?", None),
    ("Ann bought 8 notebooks and 2 more than Tom. How many notebooks did Tom buy?", None),
    ("Ann bought 8 notebooks and 2 more. How many notebooks did Tom buy?", None),
    ("Ann bought 8 notebooks and then 2 more. How many notebooks did Ann buy?", 10),
    ("Ann bought 8 notebooks and 2 fewer. How many notebooks did Ann buy?", None),
    ("Ann bought 8 notebooks and twice as many. How many notebooks did Ann buy?", None),
    ("Ann sold 8 notebooks and 2 more. How many notebooks did Ann sell?", 10),
    (
        "Ann had 20 notebooks. She sold 8 notebooks and 2 more. How many notebooks does Ann have?",
        10,
    ),
    (
        "Ann had 20 notebooks. She sold 8 notebooks and bought 2 more. How many notebooks does Ann have?",
        14,
    ),
    (
        "Omar had 90 marbles. He gave 12 marbles to each of his 5 best friends. How many marbles does he have left?",
        30,
    ),
    (
        "Omar had 90 marbles. He gave 12 marbles to each of his 5 friends' sisters. How many marbles does he have left?",
        None,
    ),
    (
        "Omar had 90 marbles. He gave 12 marbles to each of his 5 friends twice. How many marbles does he have left?",
        None,
    ),
    (
        "Omar had 90 marbles. He gave 12 marbles to each of his 5 friends every day. How many marbles does he have left?",
        None,
    ),
    (
        "Omar had 90 marbles. He gave 12 marbles each to his 5 friends. How many marbles does he have left?",
        30,
    ),
    (
        "Omar had 90 marbles. He gave 12 marbles to his 5 friends. How many marbles does he have left?",
        78,
    ),
    (
        "Omar had 90 marbles. He gave his 5 friends 12 marbles. How many marbles does he have left?",
        78,
    ),
    (
        "Omar had 90 marbles. He gave 12 marbles to each of his 5 friends, but 2 friends returned them. How many marbles does he have left?",
        None,
    ),
    (
        "Omar had 90 marbles. He would give 12 marbles to each of his 5 friends. How many marbles would he have left?",
        30,
    ),
    ("A store sells a lamp for $40. Tax is 10%. How much does the customer pay?", None),
    ("A store sells a lamp for $40. Tax is 10%. How much did the store earn?", None),
    ("Ann bought a lamp for $40. Tax is 10% of the price. How much did Ann pay?", 44),
    ("Ann bought a lamp for $40. Tax is 10% in her state. How much did Ann pay?", 44),
    ("Ann bought a lamp for $40. Tax is 10% on lamps. How much did Ann pay?", 44),
    (
        "Ann bought a lamp for $40 and a book for $10. Tax is 10% on lamps. How much did Ann pay?",
        54,
    ),
    (
        "Ann bought a lamp for $40 and a book for $10. Tax is 10% on the lamp. How much did Ann pay?",
        54,
    ),
    ("Ann bought a lamp for $40. Tax was 10% last year. How much did Ann pay?", None),
    ("Ann bought a lamp for $40. The tax is 10% and the shipping is $5. How much did Ann pay?", 49),
    ("Ann bought a lamp for $40. Shipping is $5. The tax is 10%. How much did Ann pay?", None),
    ("Ann will buy a lamp for $40. Tax is 10%. How much will Ann pay?", 44),
    ("Ann bought a lamp for $40. Tax is 10%. Tom paid for it. How much did Ann pay?", None),
    ("Ann bought a lamp for $40. Its price was reduced by 25%. How much did Ann pay?", None),
    (
        "Ann bought a lamp for $40. She got a 25% discount. How much did Ann pay after the discount and tax?",
        None,
    ),
    (
        "Ann bought a lamp for $40. She got a 25% discount. How much did Ann pay after the coupon?",
        None,
    ),
    (
        "Ann bought a lamp for $40. She got a 25% discount. How much did Ann pay after discounts?",
        None,
    ),
    (
        "Ann bought a lamp for $40. She got a 25% discount. How much did Ann pay, after the discount, for the lamp?",
        None,
    ),
    (
        "Ann bought a lamp for $40. She got a 25% discount. How many dollars did Ann pay after the discount?",
        30,
    ),
    (
        "Ann bought a lamp for $40. She got a 25% discount. How much did she pay after the discount if she bought 2 lamps?",
        None,
    ),
    ("Maria buys a pizza for $12. She leaves a 25% tip. How much did she pay after the tax?", None),
    (
        "Maria buys a pizza for $12. She leaves a 25% tip. How much did she pay before the tip?",
        None,
    ),
    (
        "Maria buys a pizza for $12. She leaves a 25% tip. The tax is 10%. How much did she pay?",
        None,
    ),
    (
        "Maria buys a pizza for $12. She leaves a 25% tip. Tom buys a pizza for $12 and leaves a 10% tip. How much did they pay together?",
        None,
    ),
    (
        "At a restaurant each adult meal costs $3 and kids eat free. If a group of 12 people came in and 7 were kids, how much would it cost for the group to eat if 2 more adults came?",
        None,
    ),
    (
        "At a restaurant each adult meal costs $3 and kids eat free. If a group of 12 people came in and 7 were kids and 5 were adults, how much would it cost for the group to eat?",
        None,
    ),
    (
        "At a restaurant each adult meal costs $3 and each kid meal costs $3. If a group of 12 people came in and 7 were kids, how much would it cost for the group to eat?",
        36,
    ),
    (
        "At a restaurant each adult meal costs $3 and teens eat free. If a group of 12 people came in and 7 were kids, how much would it cost for the group to eat?",
        None,
    ),
    (
        "At a restaurant each adult meal costs $3 and kids eat free. If a group of 12 people came in and 7.5 were kids, how much would it cost for the group to eat?",
        None,
    ),
    (
        "At a restaurant each adult meal costs $3 and kids eat free on Tuesdays. If a group of 12 people came in and 7 were kids, how much would it cost for the group to eat?",
        None,
    ),
    (
        "At a restaurant each adult meal costs $3 and kids eat free. If a group of 12 people came in, how much would it cost for the group to eat?",
        None,
    ),
    (
        "At a restaurant each adult meal costs $3 and kids eat free. If a group of 12 people came in and 7 were kids, how much would it cost for the group to eat twice?",
        None,
    ),
    (
        "There are 14 students and 2 seats on each school bus. How many buses are needed to take the trip twice?",
        None,
    ),
    (
        "There are 14 students and 2 seats on each school bus. Each bus costs $10. How many buses are needed to take the trip?",
        None,
    ),
    (
        "There are 14 students and 2 seats on each school bus. How many school buses are needed to take the trip?",
        7,
    ),
    (
        "There are 14 students and 2 seats on each school bus. How many vans are needed to take the trip?",
        None,
    ),
    (
        "There are 14 students, 2 teachers and 2 seats on each school bus. How many buses are needed to take the trip?",
        None,
    ),
    (
        "There are 14 students and 2 rows of seats on each school bus. How many buses are needed to take the trip?",
        None,
    ),
    (
        "There are 14 students and 2 seats left on each school bus. How many buses are needed to take the trip?",
        None,
    ),
    (
        "Sara baked 24 cookies in the morning and half as many in the evening. How many cookies did Sara bake?",
        36,
    ),
    (
        "Sara baked 24 cookies in the morning and half as many in the evening. How many cookies did Sara bake in the morning?",
        24,
    ),
    (
        "Sara baked 24 cookies in the morning and half as many in the evening. How many more cookies did Sara bake in the morning than in the evening?",
        12,
    ),
    (
        "Sara baked 24 cookies in the morning and half as many in the evening. She ate 6 cookies. How many cookies does Sara have?",
        30,
    ),
    (
        "Sara baked 24 cookies in the morning and her brother half as many in the evening. How many cookies did Sara bake?",
        24,
    ),
    (
        "Sara baked 24 cookies in the morning and her brother baked half as many. How many cookies did her brother bake?",
        12,
    ),
    (
        "Sara baked 24 cookies in the morning and her brother baked half as many. How many cookies did they bake?",
        36,
    ),
    (
        "Sara baked 24 cookies and her brother baked half as many muffins. How many cookies did they bake?",
        None,
    ),
    (
        "Sara baked 24 cookies in the morning and twice as many in the evening. How many cookies did Sara bake in the afternoon?",
        None,
    ),
    (
        "Sara baked 24 cookies in the morning and half as many in the evening and afternoon. How many cookies did Sara bake?",
        None,
    ),
    (
        "Sara baked 24 cookies in the morning and 4 times as many in the evening. How many cookies did Sara bake?",
        120,
    ),
    (
        "Sara baked 24 cookies in the morning and four times as many in the evening. How many cookies did Sara bake?",
        120,
    ),
    (
        "Sara baked 24 cookies in the morning and a quarter as many in the evening. How many cookies did Sara bake?",
        30,
    ),
    (
        "Sara baked 24 cookies in the morning and a quarter as many in the evening. How many cookies did Sara bake in the evening?",
        6,
    ),
    (
        "Sara baked 24 cookies in the morning and 2 times fewer in the evening. How many cookies did Sara bake?",
        None,
    ),
    (
        "Sara baked 24 cookies in the morning and as many in the evening. How many cookies did Sara bake?",
        48,
    ),
    (
        "Sara baked 24 cookies in the morning and the same number in the evening. How many cookies did Sara bake?",
        48,
    ),
    (
        "Sara baked 24 cookies in the morning and twice as many in the evening. Each cookie costs $2. How much are all the cookies worth?",
        None,
    ),
    ("A bird eats 7 berries a day. How many berries does it eat in 4 days?", 28),
    ("A bird eats 7 berries a day. How many berries do 3 birds eat in 4 days?", 84),
    ("A bird eats 7 berries a day. How many berries do the birds eat in 4 days?", None),
    ("A bird eats 7 berries a day. How many berries does the bird eat in 4 weeks?", 196),
    ("A bird eats 7 berries a day. How many berries does a cat eat in 4 days?", None),
    ("A bird eats 7 berries a day and 3 worms a day. How many berries does it eat in 4 days?", 28),
    ("A bird eats 7 berries a day. How many days does it take to eat 28 berries?", 4),
    ("A bird eats 7 berries a day. How many days does it take to eat 30 berries?", None),
    ("Two birds eat 7 berries a day. How many berries does one bird eat in 4 days?", None),
    ("John runs 5 miles a day for 6 days a week. How many miles does he run in a week?", 30),
    (
        "John runs 5 miles a day for 6 days a week. How many miles does he run in 4 weeks if he skips a day?",
        None,
    ),
    ("John runs 5 miles a day for 6 days a week. How many miles does he run in 1 year?", None),
    (
        "John runs 5 miles a day for 6 days a week. Ann runs 3 miles a day. How many miles does John run in 4 weeks?",
        120,
    ),
    (
        "John runs 5 miles a day for 6 days a week. How many miles do John and Ann run in 4 weeks?",
        None,
    ),
    ("John runs 5 miles a day 6 days a week. How many miles does he run in 4 weeks?", 120),
    ("John runs 5 miles every day for 6 days a week. How many miles does he run in 4 weeks?", 120),
    ("John runs 5 miles a day for 6 days every week. How many miles does he run in 4 weeks?", 120),
    ("John runs 5 miles a day for 6 days. How many miles does he run in 4 weeks?", None),
    ("John runs 5 miles a day for 6 days. How many miles does he run?", 30),
    ("John runs 5 miles a day for 6 days a month. How many miles does he run in 4 months?", 120),
    ("John runs 5 miles a day for 6 days a month. How many miles does he run in a year?", 360),
    ("John runs 5 miles a day for 32 days a month. How many miles does he run in 4 months?", None),
    ("John runs 5 miles an hour for 2 hours a day. How many miles does he run in a week?", 70),
    ("Nora bought 4 packets of pens. Each packet has 6 pens. How many pens did Nora buy?", 24),
    ("Nora bought 4 packages of pens. Each packet has 6 pens. How many pens did Nora buy?", None),
    ("Nora bought 4 packs of pens. Each package has 6 pens. How many pens did Nora buy?", 24),
    (
        "Nora bought 4 packs of pens. Each package has 6 pens and 2 erasers. How many pens did Nora buy?",
        24,
    ),
    (
        "Nora bought 4 packs of pens. Each package has 6 pens. She gave 2 packs to Tom. How many pens does Nora have?",
        12,
    ),
    (
        "Nora bought 4 packs of pens. Each package has 6 pens. She gave 2 pens to Tom. How many pens does Nora have?",
        22,
    ),
    (
        "Nora bought 4 packs of pens. Tom bought 2 packs of pens. Each package has 6 pens. How many pens did Nora buy?",
        24,
    ),
    (
        "Nora bought 4 packs of pens. Tom bought 2 packs of pens. Each package has 6 pens. How many pens did they buy?",
        36,
    ),
    ("Nora bought 4 packs of pens. Each package has 6 pens. How many pens did Tom buy?", None),
    (
        "Nora bought 4 packs of pens. Each pack of pencils has 6 pencils. How many pens did Nora buy?",
        None,
    ),
    (
        "Nora bought 4 packs of pens. Each package had 6 pens. Each pen costs $1. How much did Nora pay?",
        24,
    ),
    (
        "Nora bought 4 packs of pens for $3 each. Each package has 6 pens. How much did Nora pay?",
        12,
    ),
    (
        "Nora bought 4 packs of pens for $3 each. Each package has 6 pens. How many pens did Nora buy?",
        24,
    ),
    (
        "Nora bought 4 packs of pens for $3 each. Each package has 6 pens. How much did each pen cost?",
        Fraction(1, 2),
    ),
    (
        "Tom has 4 shelves, each with 8 books. He buys 2 more shelves. How many books does Tom have?",
        None,
    ),
    (
        "Tom has 4 shelves, each with 8 books. He gives away 1 shelf. How many books does Tom have?",
        24,
    ),
    (
        "Lisa has 3 bags with 4 apples in each bag. She buys 2 more bags. How many apples does Lisa have?",
        None,
    ),
    (
        "Lisa has 3 bags with 4 apples in each bag. She buys 2 more apples. How many apples does Lisa have?",
        14,
    ),
    (
        "There are 5 rows of chairs with 8 chairs in each row in the hall. They add 2 rows. How many chairs are in the hall?",
        None,
    ),
    (
        "A pet shelter had 9 puppies when another 12 were brought in. If 3 puppies a day are adopted, how long would it take for half of them to be adopted?",
        None,
    ),
    (
        "A pet shelter had 9 puppies when another 12 were brought in. If 3 puppies a day are adopted, how long would it take for the new puppies to be adopted?",
        None,
    ),
    (
        "A pet shelter had 9 puppies when another 12 were brought in. If 3 puppies a day are adopted, how many puppies would be left after 2 days?",
        None,
    ),
    (
        "A pet shelter had 9 puppies and 4 kittens when another 12 puppies were brought in. If 3 puppies a day are adopted, how long would it take for all of them to be adopted?",
        None,
    ),
    (
        "A pet shelter had 9 puppies when another 12 were brought in. If 3 puppies and 2 kittens a day are adopted, how long would it take for all of them to be adopted?",
        None,
    ),
    (
        "A pet shelter had 9 puppies when another 12 were brought in. If 3 puppies a day are adopted, how long would it take for all of them to be sold?",
        None,
    ),
    (
        "A pet shelter had 9 puppies when another 12 were taken away. If 3 puppies a day are adopted, how long would it take for all of them to be adopted?",
        None,
    ),
    (
        "A pet shelter had 9 puppies when 12 were brought in. If 3 puppies a day are adopted, how long would it take for all of them to be adopted?",
        7,
    ),
    (
        "A pet shelter had 9 puppies. Another 12 were brought in. If 3 puppies a day are adopted, how long would it take for all of them to be adopted?",
        7,
    ),
    (
        "Luke made 9 dollars mowing lawns and 18 dollars weed eating. If he only spent 3 dollars a week, how long would the money last?",
        9,
    ),
    (
        "Luke made 9 dollars mowing lawns and 18 dollars weed eating. If he only spent 3 dollars a week, how long would the lawn money last him?",
        None,
    ),
    (
        "Luke made 9 dollars mowing lawns and 18 dollars weed eating. If he and his sister only spent 3 dollars a week, how long would the money last him?",
        None,
    ),
    (
        "Luke made 9 dollars mowing lawns and 18 dollars weed eating. If he only spent 3 dollars a week, how much money did he make?",
        27,
    ),
    (
        "Luke made 9 dollars mowing lawns and 18 dollars weed eating. If he only saved 3 dollars a week, how long would the money last him?",
        None,
    ),
    (
        "Luke made 9 dollars mowing lawns and 18 dollars weed eating. If he only spent 3 dollars every 2 weeks, how long would the money last him?",
        None,
    ),
    (
        "Luke made 9 dollars mowing lawns and 18 dollars weed eating in 3 weeks. If he only spent 3 dollars a week, how long would the money last him?",
        None,
    ),
    (
        "Luke made 9 dollars a week mowing lawns. If he only spent 3 dollars a week, how long would the money last him?",
        None,
    ),
    (
        "Megan received 11 pieces of candy from neighbors and 5 pieces from her older sister. If she only ate 8 pieces a day, how long would the candy last her?",
        2,
    ),
    (
        "Megan received 11 pieces of candy from neighbors and 5 pieces from her older sister. If she and her sister ate 8 pieces a day, how long would the candy last her?",
        None,
    ),
    (
        "Megan received 11 pieces of candy from neighbors and 5 pieces from her older sister. If she only ate 8 pieces a week, how long would the candy last her?",
        2,
    ),
    (
        "Megan received 11 pieces of candy from neighbors and 5 pieces from her older sister. If she only ate 8 pieces a day, how many days would the candy last her?",
        2,
    ),
    (
        "Megan received 11 pieces of candy from neighbors and 5 pieces from her older sister. If she only ate 8 pieces a day, how many weeks would the candy last her?",
        None,
    ),
    (
        "Megan received 11 pieces of candy from neighbors and 5 pieces from her older sister. She gave 8 pieces to Tom. If she only ate 4 pieces a day, how long would the candy last her?",
        None,
    ),
    (
        "Megan received 11 pieces of candy from neighbors and 5 pieces from her older sister. If she only ate 8 pieces a day, how long would the candy last her sister?",
        None,
    ),
    (
        "Megan received 11 pieces of candy from neighbors and 5 pieces of gum from her older sister. If she only ate 8 pieces a day, how long would the candy last her?",
        None,
    ),
    (
        "Megan had 10 pieces of candy. She received 11 pieces of candy from neighbors and 5 pieces from her older sister. If she only ate 2 pieces a day, how long would the candy last her?",
        None,
    ),
    (
        "Megan received 11 pieces of candy from neighbors and 5 pieces from her older sister. How many pieces did her sister give her?",
        5,
    ),
    (
        "Megan received 11 pieces of candy from neighbors and 5 pieces of candy from her older sister. If she only ate 8 pieces a day, how long would the candy last her?",
        2,
    ),
    (
        "Megan received 11 pieces of candy from neighbors and 5 pieces from her older sister. If she only ate 8 pieces a day, how long would the gum last her?",
        None,
    ),
    (
        "Megan received 16 pieces of candy from neighbors. If she only ate 8 pieces of gum a day, how long would the candy last her?",
        None,
    ),
    (
        "Megan received 16 pieces of candy from neighbors. If she only ate 8 pieces a day, how long would the candy last her?",
        2,
    ),
    (
        "Megan received 16 pieces of candy from friends. If she only ate 8 pieces a day, how long would the candy last her?",
        2,
    ),
    (
        "Megan received 16 pieces of candy from the neighbors. If she only ate 8 pieces a day, how long would the candy last her?",
        2,
    ),
    (
        "Megan received 16 pieces of candy from neighbors. If she only ate 8 pieces a day, how long would the pieces last her?",
        2,
    ),
    (
        "Megan received 16 pieces of candy from neighbors. If she only ate 8 candies a day, how long would the candy last her?",
        None,
    ),
    (
        "Megan received 16 pieces of candy from neighbors and 4 pieces of fruit from her sister. If she only ate 8 pieces a day, how long would the candy last her?",
        None,
    ),
    (
        "Megan bought 16 pieces of candy. If she only ate 8 pieces a day, how long would the candy last her?",
        2,
    ),
    (
        "Megan received 16 pieces of candy from neighbors. If she only ate 8 pieces a day, how long would the candy last Tom?",
        None,
    ),
    (
        "Megan received 16 pieces of chocolate candy from neighbors and 4 pieces of candy from her sister. If she only ate 5 pieces a day, how long would the candy last her?",
        4,
    ),
    (
        "Mike buys 2 boxes of cookies that have 12 cookies each. He eats 3 crackers a day. How many days do the boxes last?",
        None,
    ),
    (
        "Mike buys 2 boxes that have 12 cookies each. He eats 3 chocolate cookies a day. How many days do the boxes last?",
        None,
    ),
    (
        "Mike buys 2 boxes that have 12 chocolate cookies each. He eats 3 cookies a day. How many days do the boxes last?",
        8,
    ),
    (
        "Mike has 12 chocolate cookies and 6 plain cookies. He eats 2 chocolate cookies a day. How many days will the chocolate cookies last?",
        6,
    ),
    (
        "Mike has 12 chocolate cookies and 6 plain cookies. He eats 2 cookies a day. How many days will the cookies last?",
        9,
    ),
    (
        "Mike has 12 chocolate cookies and 6 plain cookies. He eats 2 cookies a day. How many days will the chocolate cookies last?",
        None,
    ),
    (
        "Mike has 12 chocolate cookies. He eats 2 plain cookies a day. How many days will the chocolate cookies last?",
        None,
    ),
    (
        "Tom buys 3 hats for $20 each. He gets a 10% discount. How much does he pay after the discount?",
        54,
    ),
    (
        "Tom buys 3 hats for $20 each. He gets a 10% discount. How much will he pay after the discount?",
        54,
    ),
    (
        "Tom buys 3 hats for $20 each. He gets a 10% discount. How much did he spend after the discount?",
        54,
    ),
    (
        "Tom buys 3 hats for $20 each. He gets a 10% discount. How much did each hat cost after the discount?",
        None,
    ),
    (
        "Tom buys 3 hats for $20 each. He gets a 10% discount. How much did 2 hats cost after the discount?",
        None,
    ),
    (
        "Tom buys 3 hats for $20 each. He gets a 10% discount. How much did Ann pay after the discount?",
        None,
    ),
    (
        "Tom buys 3 hats for $20 each. He gets a 10% discount. How much did he pay after the second discount?",
        None,
    ),
    (
        "Tom buys 3 hats for $20 each. He gets a 10% discount. How much did he pay after the tax?",
        None,
    ),
    (
        "Tom buys 3 hats for $20 each. He gets a 10% discount. How much money did he pay after the discount?",
        54,
    ),
    (
        "Tom buys 3 hats for $20 each. He gets a 10% discount and a 5% discount. How much did he pay after the discount?",
        None,
    ),
    (
        "Tom has $100. He buys 3 hats for $20 each. He gets a 10% discount. How much money does he have left?",
        46,
    ),
    (
        "Tom has $100. He buys 3 hats for $20 each. He gets a 10% discount. How much money does he have left after the discount?",
        46,
    ),
    (
        "Tom has $100. He buys 3 hats for $20 each. He gets a 10% discount. How much money did he save?",
        None,
    ),
    (
        "Tom has $50. He buys 3 hats for $20 each. He gets a 10% discount. How much money does he have left?",
        None,
    ),
    (
        "Tom buys 3 hats for $20 each. The sales tax is 8%. How much does he pay including the sales tax?",
        Fraction(324, 5),
    ),
    (
        "Tom buys 3 hats for $20 each. The sales tax is 8%. How much does he pay including tax for 2 hats?",
        None,
    ),
    ("Tom buys 3 hats for $20 each. The sales tax is 8%. How much tax does he pay?", None),
    ("Tom buys 3 hats for $20 each. The sales tax is 8%. How much does he pay without tax?", None),
    (
        "Tom buys 3 hats for $20 each. The sales tax is 8%. How many hats does he buy including tax?",
        None,
    ),
    (
        "Tom buys 3 hats for $20 each. The sales tax is 8 percent. How much does he pay?",
        Fraction(324, 5),
    ),
    ("Tom buys 3 hats for $20 each. The sales tax is $8. How much does he pay?", None),
    (
        "Tom buys 3 hats for $20 each. The sales tax is 8%. Ann buys 2 hats for $20 each. How much does Tom pay?",
        None,
    ),
]

#: Wrong answers found here whose root is older ledger semantics, outside these constructions
#: (left for the lead to route; strict: they must start failing once fixed).


@pytest.mark.parametrize(("text", "expected"), CASES)
def test_variation_answered_correctly_or_refused(
    text: str, expected: int | Fraction | None
) -> None:
    _check(text, expected)


def test_group_members_must_be_people() -> None:
    """``distrib_cat._member``: bags are no members a meal is priced for (was answered 21)."""
    from story_outcome import answer, answer_or_reason

    text = "A group with 2 adults and 5 {} came in to eat. If each meal cost 3 dollars, how much was the bill?"
    assert answer_or_reason(text.format("bags")) == "unresolved_reference"
    assert answer(text.format("children")) == 21


def test_units_named_by_another_content_refuse() -> None:
    """``answers._events_through_rate``: the pencils' boxes are not said to hold pens (was 36)."""
    from story_outcome import answer, answer_or_reason

    text = "Nora bought 4 boxes of pens and 2 boxes of {}. Each box has 6 pens. How many pens did Nora buy?"
    assert answer_or_reason(text.format("pencils")) == "question_target_unbound"
    assert answer(text.format("pens")) == 36


def test_units_added_after_the_counted_ones_refuse() -> None:
    """``answers._units_added_after``: the amount in each shelf is said of the 4 shelves
    counted in its clause; shelves bought later hold what nobody told (was answered 48)."""
    from story_outcome import answer, answer_or_reason

    text = "Tom has 4 shelves, each with 8 books. He {} 2 more {}. How many books does Tom have?"
    assert answer_or_reason(text.format("buys", "shelves")) == "question_target_unbound"
    assert answer(text.format("buys", "books")) == 34


def test_more_from_of_another_kind_refuses() -> None:
    """``distrib._more_from``: ``and 5 pieces of gum from her sister`` after ``11 pieces of
    candy from neighbors`` is no more candy (the gum was counted as candy: answered 2)."""
    from story_outcome import answer, answer_or_reason

    text = (
        "Megan received 11 pieces of candy from neighbors and 5 pieces of {} from her older"
        " sister. If she only ate 8 pieces a day, how long would the candy last her?"
    )
    assert answer_or_reason(text.format("gum")) == "unresolved_reference"
    assert answer(text.format("candy")) == 2
