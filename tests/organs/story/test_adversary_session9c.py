# ruff: noqa: E501
"""Adversarial variations (session 9, adversary c): the MAWPS family (addsub, multiarith,
singleeq, singleop) and the specialist organs (relations R1, linear systems R2, single rate
R3, combined rate R4), varied as held-out data would vary them: transfers between holders
(gave/received/lost/found/lent/borrowed/won), multi-holder totals, comparisons (more/fewer,
times as many, how many more), two-unknown sums and differences, combined work and travel
rates, `each` against `in all`, the unknown start, an irrelevant or missing fact, units
changed, places that hold a holder's things. Hand-written; every answer computed by hand.
Each case must be answered with exactly that value or refused (None: must refuse). They run
through the whole pipeline (``mathcore.solve``: every organ and the router).

Wrong answers found and fixed at their root (guard tests below and in the organs' folders):
- combined_rate (v1 reader and v2 shapes): two rates filling different named containers
  (``fills a pool`` / ``fills a tank``) were summed into one (``How many gallons are in the
  pool?`` answered 130, right 90); two work rates of different jobs (``paints`` / ``builds``)
  were summed; the v2 combined shape never compared the asked noun with the rates' (``How
  many gallons`` over liters per minute answered the liters).
  ``tests/organs/combined_rate/test_cmb_adversary9c.py``.
- story ``resolve._take`` (guard in ``take_place.kept_there``): a taking from a place where
  a holder keeps its things was read as a gain from outside (``Sam had 9 dimes in his bank.
  He took 7 dimes out of his bank. How many dimes does Sam have now?`` answered 16, right 9;
  ``There are 20 apples in Ann's basket. Ann took 5 apples from the basket.`` answered 5);
  the ``gain_from`` row likewise (``He got 7 dimes from his bank``: 16).
- story answers (guard ``take_place.possessed_place_beside`` in the solver's ambiguous-total
  checks): a person's holding asked beside a place that person possesses holding the asked
  kind (``Tom has 5 apples. His basket has 20 apples. How many apples does Tom have?``
  answered 5; asked of the basket after ``He ate 3 apples``: 20).
- story ``resolve._holder``: ``them`` as an object was the one named person other than the
  subject, though a person told by a people noun held the kind too (``Ann has 5 apples. Her
  brother has 2 apples. Their mom gave them 3 apples. How many apples does Ann have?``
  answered 8): ``take_place.people_things`` counts those holders.
- story answers (guard ``take_place.place_named_both_ways``, solver): a place told plainly
  and then with a possessive (``There are 20 apples in the basket. Tom put 5 apples in his
  basket. How many apples are in the basket?`` answered 25) was one holder, though it may be
  two places.
- relations (R1) model: two units of one measure read as two facts (``Tim has 20 dollars and
  35 cents. How many cents does Tim have?`` answered 35): ``model.mixed_measure`` makes the
  setup invalid (``tests/organs/relations/test_r1_adversary9c.py``); the story organ answers
  2035.

Answers accepted as the project's chosen readings (not counted wrong): an acquirer who acts
starts from none (``Sam bought 13 of Mike's baseball cards. How many ... does Sam have?`` 13);
a relation told before a later change of its base keeps its value (``Jerry has twice as many
dice as Ivan. Ivan buys 4 more dice.`` Jerry 40); things made or won ``for`` someone are the
maker's until given (``He baked 12 cookies for his friends`` counted); exact conversions
between metric and US units (a mile is 1.609344 km, a US gallon 3.785411784 liters).
"""

from __future__ import annotations

from fractions import Fraction

import pytest
from story_outcome import answer
from story_outcome import check_correct_or_refused as _check

from mathcore.organs.story import take_place

F = Fraction

CASES: list[tuple[str, int | Fraction | None]] = [
    # --- b1.py
    ("Jose has 85 peanuts. Kenya has 48 fewer than Jose. How many peanuts does Kenya have?", 37),
    (
        "Jose has 85 peanuts. Kenya has 48 more candies than Jose. How many peanuts does Kenya have?",
        None,
    ),
    (
        "Jose has 85 peanuts. Kenya has 48 more candies than Jose. How many candies does Kenya have?",
        None,
    ),
    (
        "Jose has 85 peanuts. Kenya has 48 more than Jose. How many peanuts do they have together?",
        218,
    ),
    ("Jose has 85 peanuts. Kenya has 48 more than Jose. How many peanuts does Jose have?", 85),
    (
        "Jose has 85 peanuts. Kenya has 48 more than Jose. How many more peanuts does Kenya have than Jose?",
        48,
    ),
    (
        "Jose has 85 peanuts. Kenya has 48 more than Jose. Kenya eats 10 peanuts. How many peanuts does Kenya have?",
        123,
    ),
    (
        "Jose has 85 peanuts. Kenya has 48 more than Jose. Jose gives Kenya 10 peanuts. How many peanuts does Kenya have now?",
        143,
    ),
    (
        "Jose has 85 peanuts. Kenya has 48 more than Jose. Jose gives Kenya 10 peanuts. How many peanuts does Jose have now?",
        75,
    ),
    (
        "Jose has 85 peanuts and 20 almonds. Kenya has 48 more than Jose. How many peanuts does Kenya have?",
        None,
    ),
    (
        "Jose has 85 peanuts. Kenya has 48 more than Jose. Ann has 5 peanuts. How many peanuts does Kenya have?",
        133,
    ),
    ("Jose had 85 peanuts. Kenya has 48 more than Jose. How many peanuts does Kenya have?", 133),
    (
        "Kenya has 48 more peanuts than Jose. Jose has 85 peanuts. How many peanuts does Kenya have?",
        133,
    ),
    (
        "Kenya has 48 more peanuts than Jose. Kenya has 85 peanuts. How many peanuts does Jose have?",
        37,
    ),
    (
        "Kenya has 48 more peanuts than Jose. Kenya has 85 peanuts. How many peanuts do they have in all?",
        122,
    ),
    (
        "Lizette has 813 stamps. Minerva has 125 more stamps than Lizette. How many stamps does Minerva have?",
        938,
    ),
    (
        "Lizette has 813 stamps. Lizette has 125 fewer stamps than Minerva. How many stamps does Minerva have?",
        938,
    ),
    (
        "Lizette has 813 stamps. Lizette has 125 less stamps than Minerva. How many stamps does Minerva have?",
        938,
    ),
    (
        "Lizette has 813 stamps, which is 125 more than Minerva. How many stamps does Minerva have?",
        688,
    ),
    (
        "Lizette has 813 stamps. She has 125 more stamps than Minerva. How many stamps does Minerva have?",
        688,
    ),
    (
        "Lizette has 813 stamps. Minerva has 125 stamps more than Lizette. How many stamps does Minerva have?",
        938,
    ),
    (
        "Lizette has 813 stamps. Lizette has 125 more stamps than Minerva. How many stamps do they have together?",
        1501,
    ),
    (
        "Lizette has 813 stamps. Lizette has 125 more stamps than Minerva. How many coins does Minerva have?",
        None,
    ),
    (
        "Lizette has 813 stamps. Lizette has 125 more coins than Minerva. How many stamps does Minerva have?",
        None,
    ),
    (
        "Lizette has 813 stamps. Lizette has 125 more stamps than Minerva has coins. How many coins does Minerva have?",
        None,
    ),
    (
        "Lizette has 813 stamps. Lizette has 125 more stamps than Minerva has coins. How many stamps does Minerva have?",
        None,
    ),
    (
        "Anya has 4 times as many erasers as Andrea. If Andrea has 4 erasers, how many fewer erasers does Andrea have than Anya?",
        12,
    ),
    (
        "Anya has 4 times as many erasers as Andrea. If Andrea has 4 erasers, how many erasers do they have in all?",
        20,
    ),
    (
        "Anya has 4 times as many erasers as Andrea. If Anya has 4 erasers, how many erasers does Andrea have?",
        1,
    ),
    (
        "Anya has 4 times as many erasers as Andrea. If Anya has 6 erasers, how many erasers does Andrea have?",
        None,
    ),
    (
        "Anya has 4 times as many erasers as Andrea has pencils. If Andrea has 4 erasers, how many erasers does Anya have?",
        None,
    ),
    (
        "Anya has 4 times as many erasers as Andrea has pencils. If Andrea has 4 pencils, how many erasers does Anya have?",
        16,
    ),
    (
        "Anya has 4 times as many erasers as Andrea. If Andrea has 4 pencils, how many erasers does Anya have?",
        None,
    ),
    (
        "Anya has 4 more erasers than Andrea. If Andrea has 4 erasers, how many more erasers does Anya have than Andrea?",
        4,
    ),
    (
        "Anya has 4 times more erasers than Andrea. If Andrea has 4 erasers, how many erasers does Anya have?",
        None,
    ),
    (
        "Anya has 4 times fewer erasers than Andrea. If Andrea has 8 erasers, how many erasers does Anya have?",
        None,
    ),
    (
        "Ivan has 20 dice. Jerry has twice as many dice as Ivan. Kim has 5 dice. How many dice do they have altogether?",
        65,
    ),
    (
        "Ivan has 20 dice. Jerry has twice as many dice as Ivan. Kim has 5 dice. How many dice do Ivan and Jerry have altogether?",
        60,
    ),
    (
        "Ivan has 20 dice. Jerry has twice as many dice as Ivan's brother. How many dice do they have altogether?",
        None,
    ),
    (
        "Ivan has 20 dice. His sister has twice as many dice as Ivan. How many dice does his sister have?",
        40,
    ),
    ("Ivan has 20 dice. Jerry has twice as many dice as Ivan. How many dice does each have?", None),
    (
        "Ivan has 20 red dice. Jerry has twice as many blue dice as Ivan. How many blue dice does Jerry have?",
        None,
    ),
    (
        "Ivan has 20 dice. Jerry has half as many dice as Ivan. How many dice do they have altogether?",
        30,
    ),
    (
        "Ivan has 20 dice. Jerry has twice as many dice as Ivan. Jerry loses 3 dice. How many dice does Jerry have?",
        37,
    ),
    (
        "Ivan has 20 dice. Jerry has twice as many dice as Ivan. Ivan buys 4 more dice. How many dice does Jerry have?",
        40,
    ),
    ("Ivan has 20 dice. Jerry has 50% more dice than Ivan. How many dice does Jerry have?", 30),
    ("Ivan has 20 dice. Jerry has 50% as many dice as Ivan. How many dice does Jerry have?", 10),
    (
        "Ivan has 20 dice. Jerry has 3 dice fewer than twice as many as Ivan. How many dice does Jerry have?",
        37,
    ),
    (
        "Ivan has 20 dice. Jerry has twice as many dice as Ivan had. How many dice does Jerry have?",
        40,
    ),
    (
        "Ivan has 20 dice. Jerry has as many dice as Ivan. How many dice do they have altogether?",
        40,
    ),
    (
        "Tim has 30 toads. Jim has 20 more toads than Tim does. Sarah has twice as many toads as Jim does. How many toads do Tim and Sarah have?",
        130,
    ),
    (
        "Tim has 30 toads. Jim has 20 more toads than Tim does. Sarah has twice as many toads as Jim does. How many more toads does Sarah have than Tim?",
        70,
    ),
    (
        "Tim has 30 toads. Jim has 20 more toads than Tim does. Sarah has twice as many toads as Tim does. How many toads does Sarah have?",
        60,
    ),
    (
        "Tim has 30 toads. Jim has 20 fewer toads than Tim does. Sarah has twice as many toads as Jim does. How many toads does Sarah have?",
        20,
    ),
    (
        "Tim has 30 toads. Jim has 20 more toads than Tim does. Sarah has twice as many frogs as Jim does. How many frogs does Sarah have?",
        None,
    ),
    (
        "Tim has 30 toads. Jim has 20 more toads than Tim does. Sarah has twice as many toads as Jim does. How many toads does Jim have?",
        50,
    ),
    (
        "Kim has 12 nail polishes. Heidi has 5 more nail polishes than Kim, and Karen has 4 fewer nail polishes than Heidi. How many nail polishes does Karen and Heidi have together?",
        30,
    ),
    (
        "Kim has 12 nail polishes. Heidi has 5 more nail polishes than Kim, and Karen has 4 fewer nail polishes than Kim. How many nail polishes do the three of them have together?",
        37,
    ),
    (
        "Kim has 12 nail polishes. Heidi has 5 more nail polishes than Kim, and Karen has 4 fewer nail polishes than Kim. How many more nail polishes does Heidi have than Karen?",
        9,
    ),
    (
        "Mitchell has 30 pencils. Antonio has 6 more pencils than him. How many pencils does Mitchell and Antonio have together?",
        66,
    ),
    (
        "Mitchell has 30 pencils. He has 6 more pens than Antonio. How many pencils does Mitchell and Antonio have together?",
        None,
    ),
    (
        "Mitchell has 30 pencils. He has 6 more pencils than Antonio has pens. How many pencils does Mitchell and Antonio have together?",
        None,
    ),
    (
        "Mitchell has 30 pencils. He has 6 fewer pencils than Antonio. How many pencils does Mitchell and Antonio have together?",
        66,
    ),
    (
        "Mitchell has 30 pencils. Ann has 10 pencils. He has 6 more pencils than Antonio. How many pencils does Antonio have?",
        24,
    ),
    (
        "Mitchell has 30 pencils. Ann has 10 pencils. She has 6 more pencils than Antonio. How many pencils does Antonio have?",
        4,
    ),
    (
        "Mitchell has 30 pencils. Tom has 10 pencils. He has 6 more pencils than Antonio. How many pencils does Antonio have?",
        None,
    ),
    (
        "Marcus has 210 baseball cards. Carter has 58 more than him. How many baseball cards does Carter have?",
        268,
    ),
    (
        "Marcus has 210 baseball cards. He has 58 fewer than Carter. How many baseball cards does Carter have?",
        268,
    ),
    (
        "Marcus has 210 baseball cards. He has 58 more than Carter. How many football cards does Carter have?",
        None,
    ),
    (
        "Marcus has 210 baseball cards. He has 58 more football cards than Carter. How many baseball cards does Carter have?",
        None,
    ),
    (
        "Marcus has 210 baseball cards. He has 58 more than Carter. How many cards do they have together?",
        362,
    ),
    (
        "Marcus has 210 baseball cards and 30 football cards. He has 58 more than Carter. How many baseball cards does Carter have?",
        None,
    ),
    (
        "Karen has 639 crayons. Cindy has 504 crayons. How many fewer crayons does Cindy have than Karen?",
        135,
    ),
    (
        "Karen has 639 crayons. Cindy has 504 crayons. How many more crayons does Cindy have than Karen?",
        None,
    ),
    (
        "Karen has 639 crayons. Cindy has 504 markers. How many more crayons does Karen have than Cindy?",
        None,
    ),
    (
        "Karen has 639 crayons. Cindy has 504 crayons. Karen gives Cindy 100 crayons. How many more crayons does Karen have than Cindy?",
        None,
    ),
    # --- b2.py
    (
        "Dan has 64 violet marbles and 20 red marbles, he gave Mary 14 of the marbles. How many violet marbles does he now have?",
        None,
    ),
    (
        "Dan has 64 violet marbles and 20 red marbles, he gave Mary 14 of the marbles. How many marbles does he now have?",
        70,
    ),
    (
        "Dan has 64 violet marbles and 20 red marbles, he gave Mary 14 of the red marbles. How many violet marbles does he now have?",
        64,
    ),
    (
        "Dan has 64 violet marbles and 20 red marbles, he gave Mary 14 of the red marbles. How many red marbles does he now have?",
        6,
    ),
    (
        "Mike has 8 orange marbles, he gave Sam 4 of the marbles. How many marbles does Sam have now?",
        None,
    ),
    (
        "Mike has 8 orange marbles, Sam gave him 4 of the marbles. How many orange marbles does he now have?",
        None,
    ),
    ("Mike has 8 orange marbles, Sam gave him 4 marbles. How many marbles does he now have?", 12),
    (
        "Mike has 8 orange marbles, Sam gave him 4 orange marbles. How many orange marbles does Mike now have?",
        12,
    ),
    (
        "Mike has 8 orange marbles. Sam has 5 orange marbles. He gave Sam 4 of the marbles. How many orange marbles does Mike now have?",
        None,
    ),
    (
        "Mike has 87 baseball cards. Sam bought 13 of Mike's baseball cards. How many baseball cards does Sam have now?",
        13,
    ),
    (
        "Mike has 87 baseball cards. Sam sold 13 of his baseball cards to Mike. How many baseball cards does Mike have now?",
        100,
    ),
    (
        "Mike has 87 baseball cards. Mike bought 13 of Sam's baseball cards. How many baseball cards does Mike have now?",
        100,
    ),
    (
        "Mike has 87 baseball cards. Sam has 50 baseball cards. Sam bought 13 of Mike's baseball cards. How many baseball cards does Sam have now?",
        63,
    ),
    (
        "Mike has 87 baseball cards. Sam has 50 baseball cards. Sam bought 13 of Mike's baseball cards. How many baseball cards does Mike have now?",
        74,
    ),
    (
        "Mike has 87 baseball cards. Sam has 50 baseball cards. Sam bought 13 of Mike's baseball cards. How many baseball cards do they have together?",
        137,
    ),
    (
        "Mike has 87 baseball cards. Sam has 50 baseball cards. Mike sold 13 of Sam's baseball cards. How many baseball cards does Mike have now?",
        None,
    ),
    (
        "Jason has 676 Pokemon cards. Alyssa bought 224 of her Pokemon cards from Jason. How many Pokemon cards does Jason have now?",
        452,
    ),
    (
        "Jason has 676 Pokemon cards. Alyssa sold 224 of Jason's Pokemon cards. How many Pokemon cards does Jason have now?",
        None,
    ),
    (
        "Tom found 5 seashells on the beach. Jessica gave him 2 of the seashells. How many seashells does he now have?",
        7,
    ),
    (
        "Tom found 5 seashells on the beach. Jessica gave him 2 seashells. How many seashells does he now have?",
        7,
    ),
    (
        "Tom found 5 seashells on the beach. He gave Jessica 2 of the seashells. Jessica found 4 seashells. How many seashells does Jessica have?",
        6,
    ),
    (
        "Tom found 5 seashells on the beach. He gave Jessica 2 of the seashells. How many seashells did Tom find?",
        5,
    ),
    (
        "Tom found 5 seashells on the beach. He gave Jessica 2 of the seashells. Then he found 3 more. How many seashells does he now have?",
        6,
    ),
    (
        "Tom found 5 seashells on the beach. He gave Jessica 2 of the seashells. How many seashells did he give away?",
        2,
    ),
    (
        "Melanie had 7 dimes in her bank. Her dad gave her 8 dimes and her mother took 4 dimes. How many dimes does Melanie have now?",
        11,
    ),
    (
        "Melanie had 7 dimes in her bank. Her dad gave her 8 dimes and her mother gave her 4 nickels. How many dimes does Melanie have now?",
        15,
    ),
    (
        "Melanie had 7 dimes in her bank. Her dad gave her 8 dimes and her mother gave her 4 nickels. How many coins does Melanie have now?",
        19,
    ),
    (
        "Melanie had 7 dimes in her bank. Her dad gave her 8 dimes and her mother gave her 4 dimes. How many dimes did her parents give her?",
        12,
    ),
    (
        "Melanie had 7 dimes in her bank. Her dad gave her 8 dimes and her mother gave her 4 dimes. How many more dimes did her dad give her than her mother?",
        4,
    ),
    (
        "Melanie had 7 dimes in her bank. Her dad gave her 8 dimes and she gave her mother 4 dimes. How many dimes does Melanie have now?",
        11,
    ),
    (
        "Melanie had some dimes in her bank. Her dad gave her 8 dimes and her mother gave her 4 dimes. Now she has 19 dimes. How many dimes did Melanie have at first?",
        7,
    ),
    (
        "Melanie had 7 dimes in her bank. Her dad gave her some dimes and her mother gave her 4 dimes. Now she has 19 dimes. How many dimes did her dad give her?",
        8,
    ),
    (
        "Melanie had 7 dimes in her bank. Her dad gave her 8 dimes. Her brother had 4 dimes in his bank. How many dimes does Melanie have now?",
        15,
    ),
    (
        "Melanie had 7 dimes in her bank. Her dad gave her 8 dimes. Her brother had 4 dimes in his bank. How many dimes do they have now?",
        19,
    ),
    (
        "Sally had 27 cards. Dan gave her 41 new cards. Sally bought 20 cards. How many new cards does Sally have now?",
        None,
    ),
    (
        "Sally had 27 cards. Dan gave her 41 new cards. Sally sold 20 cards. How many cards does Sally have now?",
        48,
    ),
    (
        "Sally had 27 cards. Dan gave her 41 new cards. Sally gave Dan 20 cards. How many cards does Sally have now?",
        48,
    ),
    (
        "Sally had 27 cards. Dan gave her 41 new cards. Sally bought 20 cards. How many cards did Sally get?",
        61,
    ),
    ("Sally had 27 cards. Dan took 41 cards from her. How many cards does Sally have now?", None),
    (
        "Sally had 27 cards. Dan gave her 41 new cards. Sally bought 20 cards. How many cards does Dan have now?",
        None,
    ),
    (
        "There are 2 pencils in the drawer. Tim placed 3 pencils on the desk. How many pencils are in the drawer?",
        2,
    ),
    (
        "There are 43 pencils in the drawer and 19 pencils on the desk. Dan placed 16 pencils on the desk. How many pencils are on the desk now?",
        35,
    ),
    (
        "There are 43 pencils in the drawer and 19 pencils on the desk. Dan placed 16 pencils on the desk. How many pencils are in the drawer now?",
        43,
    ),
    (
        "There are 43 pencils in the drawer and 19 pencils on the desk. Dan moved 16 pencils from the drawer to the desk. How many pencils are in the drawer now?",
        27,
    ),
    (
        "There are 43 pencils in the drawer and 19 pencils on the desk. Dan moved 16 pencils from the drawer to the desk. How many pencils are there in total?",
        62,
    ),
    (
        "There are 43 pencils in the drawer and 19 pencils on the desk. Dan moved 16 pencils from the drawer to the desk. How many pencils are on the desk now?",
        35,
    ),
    (
        "There are 43 pencils in the drawer and 19 pencils on the desk. Dan took 16 pencils from the drawer. How many pencils are on the desk now?",
        19,
    ),
    (
        "There are 43 pencils in the drawer and 19 pencils on the desk. Dan took 16 pencils from the drawer. How many pencils are in the drawer now?",
        27,
    ),
    (
        "There are 43 pencils in the drawer and 19 pencils on the desk. Dan took 16 pencils from the drawer and put them on the desk. How many pencils are on the desk now?",
        35,
    ),
    (
        "There are 43 pencils in the drawer and 19 pencils on the desk. Dan took 16 pencils from the drawer and put them on the desk. How many pencils are in the drawer now?",
        27,
    ),
    (
        "There are 11 rulers and 34 crayons in the drawer. Tim placed 14 rulers in the drawer. How many crayons are now in the drawer?",
        34,
    ),
    (
        "There are 11 rulers and 34 crayons in the drawer. Tim took 4 rulers out of the drawer. How many rulers are now in the drawer?",
        7,
    ),
    (
        "There are 11 rulers and 34 crayons in the drawer. Tim took 4 of them out of the drawer. How many rulers are now in the drawer?",
        None,
    ),
    (
        "There are 11 rulers and 34 crayons in the drawer. Tim placed 14 rulers in the drawer. How many rulers and crayons are now in the drawer?",
        59,
    ),
    (
        "There are 11 rulers in the drawer. Tim placed some rulers in the drawer. Now there are 25 rulers in the drawer. How many rulers did Tim place in the drawer?",
        14,
    ),
    (
        "There are 11 rulers in the drawer. Tim took some rulers from the drawer. Now there are 5 rulers in the drawer. How many rulers did Tim take?",
        6,
    ),
    (
        "There are 11 rulers in the drawer. Tim took some rulers from the drawer. Now there are 15 rulers in the drawer. How many rulers did Tim take?",
        None,
    ),
    (
        "There were 28 bales of hay in the barn. Tim took bales out of the barn today. There are now 14 bales of hay in the barn. How many bales did he take?",
        14,
    ),
    (
        "There were 28 bales of hay in the barn. Tim stacked 26 bales in the barn today. How many bales of hay are in the barn now?",
        54,
    ),
    (
        "There were 28 bales of hay in the barn. Tim stacked 26 bales in the shed today. How many bales of hay are in the barn now?",
        28,
    ),
    (
        "There were 28 bales of hay in the barn. Tim stacked bales in the barn today. There are now 54 bales of hay in the barn. How many bales were in the barn before Tim stacked?",
        28,
    ),
    (
        "There were some bales of hay in the barn. Tim stacked 26 bales in the barn today. There are now 54 bales of hay in the barn. How many bales were in the barn before?",
        28,
    ),
    (
        "There were 6 roses in the vase. Mary cut some roses from her flower garden. There are now 16 roses in the vase. How many roses are in the vase?",
        16,
    ),
    (
        "There were 6 roses in the vase. Mary took some roses out of the vase. There are now 2 roses in the vase. How many roses did she take?",
        4,
    ),
    (
        "There were 6 roses in the vase. Mary cut 10 roses from her flower garden and put them in the vase. How many roses are in the vase now?",
        16,
    ),
    (
        "There were 6 roses in the vase. Mary cut 10 roses from her flower garden. How many roses are in the vase now?",
        None,
    ),
    (
        "There were 6 roses and 4 tulips in the vase. Mary cut some roses from her flower garden. There are now 16 roses in the vase. How many roses did she cut?",
        10,
    ),
    (
        "There were 6 roses and 4 tulips in the vase. Mary cut some roses from her flower garden. There are now 16 flowers in the vase. How many roses did she cut?",
        6,
    ),
    (
        "There are 22 walnut trees currently in the park. Park workers will cut down some walnut trees today. When the workers are finished there will be 15 walnut trees in the park. How many walnut trees did the workers cut down today?",
        7,
    ),
    (
        "There are 22 walnut trees currently in the park. Park workers will plant 10 walnut trees today and cut down 4 walnut trees tomorrow. How many walnut trees will the park have when the workers are finished?",
        28,
    ),
    (
        "There are 22 walnut trees and 10 oak trees currently in the park. Park workers will plant 10 oak trees today. How many walnut trees will the park have when the workers are finished?",
        22,
    ),
    (
        "There are 22 walnut trees and 10 oak trees currently in the park. Park workers will plant 10 oak trees today. How many trees will the park have when the workers are finished?",
        42,
    ),
    (
        "There are 22 walnut trees currently in the park. Park workers will plant 10 walnut trees today. How many walnut trees did the park have before the workers planted?",
        22,
    ),
    (
        "There are 22 walnut trees currently in the park. Park workers will plant 10 walnut trees today and twice as many tomorrow. How many walnut trees will the park have when the workers are finished?",
        52,
    ),
    (
        "There are 37 short bushes and 30 tall trees currently in the park. Park workers will plant 20 short bushes today. How many tall trees will the park have when the workers are finished?",
        30,
    ),
    (
        "There are 37 short bushes and 30 tall trees currently in the park. Park workers will remove 20 short bushes today. How many short bushes will the park have when the workers are finished?",
        17,
    ),
    (
        "There are 37 short bushes and 30 tall trees currently in the park. Park workers will plant 20 tall bushes today. How many short bushes will the park have when the workers are finished?",
        37,
    ),
    (
        "There are 37 short bushes and 30 tall trees currently in the park. Park workers will plant 20 bushes today. How many short bushes will the park have when the workers are finished?",
        None,
    ),
    # --- b3.py
    (
        "Heather starts with 86 blocks. Jose shares 41 with her. How many blocks does Heather end with?",
        127,
    ),
    (
        "Heather starts with 86 blocks. She shares 41 with Jose. How many blocks does Jose end with?",
        None,
    ),
    (
        "Heather starts with 86 blocks. She shares 41 with Jose. Jose starts with 10 blocks. How many blocks does Jose end with?",
        51,
    ),
    ("Larry starts with 91 cards. 17 are eaten by a hippopotamus. How many cards were eaten?", 17),
    (
        "Larry starts with 91 cards. 17 are given to him by Ann. How many cards does Larry end with?",
        108,
    ),
    (
        "Larry starts with 91 cards. 17 are found by his sister. How many cards does Larry end with?",
        None,
    ),
    (
        "Ralph collects 4 cards. Ralph's father gives Ralph's sister 8 more. How many cards does Ralph have?",
        4,
    ),
    ("Ralph collects 4 cards. Ralph gives his father 3 cards. How many cards does Ralph have?", 1),
    (
        "Ralph collects 4 cards. Ralph's father gives Ralph 8 more. How many cards did Ralph's father give?",
        8,
    ),
    ("Tina has 82 bananas. She gets 3 more from Joyce. How many bananas does Joyce have?", None),
    (
        "Tina has 82 bananas. Joyce gets 3 more from her. How many bananas does Tina have in all?",
        79,
    ),
    (
        "Melissa has 70 oranges. John has 20 oranges. John takes 19 away. How many oranges will Melissa have?",
        51,
    ),
    ("Melissa has 70 oranges. John takes 19 away. How many oranges will John have?", 19),
    (
        "Melissa has 70 oranges. John takes 19 away from her. How many oranges will Melissa have?",
        51,
    ),
    ("Melissa has 70 oranges. John gives her 19. How many oranges will Melissa have?", 89),
    (
        "David removes 7 eggs from a jar. There were originally 27 eggs in the box. How many eggs are left in the jar?",
        None,
    ),
    (
        "David puts 7 eggs into a jar. There were originally 27 eggs in the jar. How many eggs are in the jar now?",
        34,
    ),
    (
        "David removes 7 eggs from a jar. Then he removes 5 more. There were originally 27 eggs in the jar. How many eggs are left in the jar?",
        15,
    ),
    (
        "David removes 7 eggs from a jar. There were originally 27 eggs in the jar. How many eggs did David remove?",
        7,
    ),
    (
        "David removes some eggs from a jar. There were originally 27 eggs in the jar. Now there are 20 eggs in the jar. How many eggs did David remove?",
        7,
    ),
    ("If there are 7 eggs in a box and Daniel takes 4 eggs out, how many eggs are in the box?", 3),
    (
        "If there are 7 eggs in a box and Daniel puts 4 more eggs inside another box, how many eggs are in the box?",
        None,
    ),
    (
        "If there are 7 eggs in a box and Daniel puts 4 more apples inside, how many eggs are in the box?",
        7,
    ),
    ("There are 3 eggs in each box. How many boxes hold 6 eggs?", 2),
    ("There are 3 eggs in each box. How many eggs are in 2 bags?", None),
    ("There are 3 eggs in each box. There are 2 boxes. How many eggs are there in all?", 6),
    ("There are 3 eggs in each box and 4 apples in each bag. How many eggs are in 2 boxes?", 6),
    (
        "Each child has 5 bottle caps. If there are 9 children, how many bottle caps does each child have?",
        5,
    ),
    (
        "Each child has 5 bottle caps. If there are 9 children and 2 teachers, how many bottle caps are there in total?",
        None,
    ),
    (
        "Each child has 5 bottle caps. If there are 9 children, how many more bottle caps would they need to have 50?",
        5,
    ),
    (
        "Marlee has 13 guests coming to her Halloween party. Each table will hold 3 guests. How many tables will she need?",
        5,
    ),
    (
        "Marlee has 12 guests coming to her Halloween party. Each table will hold 3 guests. How many tables will be full?",
        4,
    ),
    (
        "Marlee has 12 guests coming to her Halloween party. Each table will hold 4 chairs. How many tables will she need?",
        None,
    ),
    (
        "A pet store had 17 puppies. In one day they sold 2 of them and put the rest into cages with 5 in each cage. How many cages did they use?",
        3,
    ),
    (
        "A pet store had 18 puppies. In one day they sold 3 of them and put the rest into cages with 5 in each cage. How many puppies did they put into cages?",
        15,
    ),
    (
        "A pet store had 18 puppies. In one day they bought 3 more and put them all into cages with 7 in each cage. How many cages did they use?",
        3,
    ),
    (
        "A pet store had 18 puppies and 10 kittens. In one day they sold 3 puppies and put the rest into cages with 5 in each cage. How many cages did they use?",
        None,
    ),
    (
        "Frank made 20 dollars mowing lawns over the summer. If he spent 11 dollars buying new mower blades, how many 2 dollar games could he buy with the money he had left?",
        4,
    ),
    (
        "Frank made 19 dollars mowing lawns over the summer. If he spent 11 dollars buying new mower blades, how much money did he have left?",
        8,
    ),
    (
        "Frank made 19 dollars mowing lawns over the summer. If he earned 11 more dollars, how many 2 dollar games could he buy?",
        15,
    ),
    (
        "At a restaurant each adult meal costs $2 and kids eat free. If a group of 15 people came in and 9 were adults, how much would it cost for the group to eat?",
        18,
    ),
    (
        "At a restaurant each adult meal costs $2 and each kid meal costs $1. If a group of 15 people came in and 9 were kids, how much would it cost for the group to eat?",
        21,
    ),
    (
        "At a restaurant each adult meal costs $2 and kids eat free. If a group of 15 people came in and 9 were kids, how many adults were there?",
        6,
    ),
    (
        "At a restaurant each adult meal costs $2 and kids eat free. If a group of 15 people came in, how much would it cost for the group to eat?",
        None,
    ),
    (
        "A trivia team had 9 members total, but during a game 3 members didn't show up. If each member that did show up scored 2 points, how many members showed up?",
        6,
    ),
    (
        "A trivia team had 9 members total, but during a game 3 members didn't show up. If each member that did show up scored 2 points, how many points would all 9 members score?",
        None,
    ),
    (
        "Tom had to wash 10 short sleeve shirts and 25 long sleeve shirts before school. If he had only washed 5 of them by the time school started, how many long sleeve shirts did he not wash?",
        None,
    ),
    (
        "Tom had to wash 10 short sleeve shirts and 25 long sleeve shirts before school. If he had only washed 5 long sleeve shirts by the time school started, how many did he not wash?",
        30,
    ),
    (
        "Tom had to wash 10 short sleeve shirts and 25 long sleeve shirts before school. If he had only washed 5 long sleeve shirts by the time school started, how many long sleeve shirts did he not wash?",
        20,
    ),
    (
        "A pet store had 38 siamese cats and 25 house cats. During a sale they sold 45 cats. How many siamese cats do they have left?",
        None,
    ),
    (
        "A pet store had 38 siamese cats and 25 house cats. During a sale they sold 20 siamese cats. How many cats do they have left?",
        43,
    ),
    (
        "A pet store had 38 siamese cats and 25 house cats. During a sale they sold 20 siamese cats. How many house cats do they have left?",
        25,
    ),
    (
        "A pet store had 38 siamese cats and 25 house cats. During a sale they bought 5 cats. How many cats do they have now?",
        68,
    ),
    (
        "John earned 8 dollars for each lawn he mowed. If he had 15 lawns to mow, but forgot to mow 7 of them, how much money would he have earned if he mowed them all?",
        120,
    ),
    (
        "John earned 8 dollars for each lawn he mowed. If he had 15 lawns to mow, but forgot to mow 7 of them, how many lawns did he mow?",
        8,
    ),
    (
        "John earned 8 dollars for each lawn he mowed. If he had 15 lawns to mow, but forgot to mow 7 of them, how much money did he lose?",
        56,
    ),
    (
        "Sarah baked 38 cupcakes for her school's bake sale. If her brother, Todd, ate 14 of them how many cupcakes does Sarah have left?",
        24,
    ),
    (
        "Sarah baked 38 cupcakes for her school's bake sale. If her brother, Todd, baked 14 more how many packages could she make if she put 8 cupcakes in each package?",
        None,
    ),
    (
        "Roger had 25 books. If he sold 21 of them and used the money he earned to buy 30 new books, how many new books would Roger have?",
        30,
    ),
    (
        "Roger had 25 books. If he bought 21 more and then sold 30 of them, how many books would Roger have?",
        16,
    ),
    (
        "Roger had 25 books. If he sold 21 of them and his sister bought 30 new books, how many books would Roger have?",
        4,
    ),
    (
        "Oliver had 33 dollars in January. By March he had spent 4 dollars. If he got another 32 dollars from his mom, how much money would his mom have?",
        None,
    ),
    (
        "Oliver had 33 dollars in January. By March he had spent 4 dollars. How much money did he have in March?",
        29,
    ),
    (
        "In fourth grade there were 40 students at the start of the year. During the year 14 students left and 26 new students came to school. How many students left?",
        14,
    ),
    (
        "In fourth grade there were some students at the start of the year. During the year 14 students left and 26 new students came to school. There were 52 students at the end. How many students were in fourth grade at the start?",
        40,
    ),
    (
        "In fourth grade there were 40 students at the start of the year. During the year 14 students left and some new students came to school. There were 52 students at the end. How many new students came?",
        26,
    ),
    (
        "In fourth grade there were 40 students at the start of the year. During the year 14 students left and 26 new students came to school. How many more students came than left?",
        12,
    ),
    (
        "Mildred weighs 59 pounds. Carol weighs 9 pounds. How much lighter is Carol than Mildred?",
        50,
    ),
    (
        "Mildred weighs 59 pounds. Carol weighs 9 pounds. How much heavier is Carol than Mildred?",
        None,
    ),
    ("Mildred weighs 59 pounds. Carol weighs 9 pounds. How much do they weigh together?", 68),
    (
        "Mildred weighs 59 pounds. Carol weighs 9 pounds more than Mildred. How much does Carol weigh?",
        68,
    ),
    (
        "Mildred weighs 59 pounds. Carol weighs 9 pounds less than Mildred. How much does Carol weigh?",
        50,
    ),
    (
        "Mildred weighs 59 pounds. Carol weighs 9 kilograms. How much heavier is Mildred than Carol?",
        None,
    ),
    (
        "Mildred weighs 59 pounds. Carol weighs 9 pounds. How much heavier is Mildred than Carol in ounces?",
        800,
    ),
    ("Bert runs 2 miles every day. How many miles will Bert run in 3 days?", 6),
    ("Bert runs 2 miles every day. How many miles will Bert run in 2 weeks?", 28),
    ("Bert runs 2 miles every day. How many days will it take Bert to run 42 miles?", 21),
    ("Bert runs 2 miles every week. How many miles will Bert run in 3 weeks?", 6),
    ("Bert runs 2 miles every other day. How many miles will Bert run in 2 weeks?", None),
    ("Bert runs 2 miles every day. How many miles will Bert run in 3 hours?", None),
    (
        "Bert runs 2 miles every day. Ann runs 3 miles every day. How many miles will Bert run in 3 weeks?",
        42,
    ),
    (
        "Bert runs 2 miles every day. Ann runs 3 miles every day. How many miles will they run in 3 days?",
        15,
    ),
    ("Bert runs 2 miles every day. How many kilometers will Bert run in 3 weeks?", None),
    (
        "Fred earns $12.50 an hour cleaning houses. If he works for 90 minutes, how much money will he make?",
        F("18.75"),
    ),
    (
        "Fred earns $12.50 an hour cleaning houses. If he works for 8 hours a day for 5 days, how much money will he make?",
        500,
    ),
    ("Fred earns $12.50 an hour cleaning houses. How many hours must he work to make $100?", 8),
    (
        "Fred earns $12.50 a day cleaning houses. If he works for 8 hours, how much money will he make?",
        None,
    ),
    ("Tim has saved 20 dollars from selling lemonade. How many cents does Tim have?", 2000),
    ("Tim has saved 2050 cents from selling lemonade. How many dollars does Tim have?", F("20.5")),
    (
        "Tim has saved 2000 cents from selling lemonade. He spent 500 cents. How many dollars does Tim have?",
        15,
    ),
    (
        "Tim has saved 2000 cents from selling lemonade. He spent 5 dollars. How many dollars does Tim have?",
        15,
    ),
    (
        "A restaurant sold 63 hamburgers last month. How many hamburgers on average were sold each day?",
        None,
    ),
    (
        "A restaurant sold 70 hamburgers in the last 2 weeks. How many hamburgers on average were sold each day?",
        5,
    ),
    (
        "A restaurant sold 63 hamburgers last week. How many hamburgers on average were sold each hour?",
        None,
    ),
    ("Joan bought half a dozen eggs from the grocery store. How many eggs did Joan buy?", 6),
    (
        "Joan bought 6 dozen eggs from the grocery store. She used 10 eggs to bake cakes. How many eggs does Joan have left?",
        62,
    ),
    (
        "Joan bought 6 dozen eggs from the grocery store to bake some cakes. How many dozen eggs did Joan buy?",
        6,
    ),
    ("There are 8 calories in a candy bar. How many candy bars have 24 calories?", 3),
    ("There are 8 calories in a candy bar. How many calories are there in half a candy bar?", 4),
    ("There are 8 calories in a candy bar. How many calories are there in 3 apples?", None),
    # --- b4.py
    (
        "Emily can type 60 words per minute. How many minutes does it take her to write 10,800 words?",
        180,
    ),
    (
        "Emily can type 60 words per minute. How many hours does it take her to write 7,200 words?",
        2,
    ),
    ("Emily can type 60 words per minute. How many words can she type in 3 hours?", 10800),
    ("Emily can type 60 words per minute. How many words can she type in 90 seconds?", 90),
    (
        "Emily can type 60 words per hour. How many hours does it take her to write 10,800 words?",
        180,
    ),
    (
        "Emily can type 60 words per minute. Her brother types 40 words per minute. How many hours does it take her to write 10,800 words?",
        3,
    ),
    (
        "Emily can type 60 words per minute. How many hours does it take her brother to write 10,800 words?",
        None,
    ),
    (
        "Emily can type 60 words per minute. How many hours does it take her to write 10,800 letters?",
        None,
    ),
    (
        "Emily can type 60 words per minute. How many hours does it take her to write 10,000 words?",
        F("25/9"),
    ),
    (
        "Emily can type 60 words per minute. She has already typed 3,600 words. How many more hours does it take her to write 10,800 words?",
        2,
    ),
    ("Emily can type 60 words a minute. How many hours does it take her to write 10,800 words?", 3),
    ("Emily types 60 words every minute. How many hours does it take her to type 10,800 words?", 3),
    (
        "Emily can type 60 words per minute and Sam can type 40 words per minute. Working together, how many minutes does it take them to type 1,000 words?",
        10,
    ),
    (
        "Emily can type 60 words per minute and Sam can type 40 words per minute. How many minutes does it take them to type 1,000 words?",
        None,
    ),
    (
        "Emily can type 60 words per minute and Sam can type 40 words per minute. Working together, how many words do they type in 2 hours?",
        12000,
    ),
    (
        "Emily can type 60 words per minute and Sam can type 40 words per hour. Working together, how many words do they type in 2 hours?",
        7280,
    ),
    (
        "Emily can type 60 words per minute and Sam can type 40 words per minute. Working together, how many hours does it take them to type 1,000 words?",
        F("1/6"),
    ),
    (
        "Rosa can paint a shed in 3 hours, and Sam can paint the same shed in 6 hours. Working together, how many hours do they take to paint 2 sheds?",
        4,
    ),
    (
        "Rosa can paint a shed in 3 hours, and Sam can paint a barn in 6 hours. Working together, how many hours do they take to paint the shed?",
        None,
    ),
    (
        "Rosa can paint a shed in 3 hours, and Sam can paint the same shed in 6 hours. Working together, how many minutes do they take?",
        120,
    ),
    (
        "Rosa can paint 2 sheds in 3 hours, and Sam can paint a shed in 6 hours. Working together, how many hours do they take to paint 5 sheds?",
        6,
    ),
    (
        "Rosa can paint a shed in 3 hours, and Sam can paint the same shed in 6 hours. Working together, how many sheds do they paint in 8 hours?",
        4,
    ),
    (
        "Rosa can paint a shed in 3 hours. Sam is twice as fast. Working together, how many hours do they take?",
        1,
    ),
    (
        "Rosa can paint a shed in 3 hours, and Sam takes twice as long. Working together, how many hours do they take?",
        2,
    ),
    (
        "A pipe fills a pool at 9 gallons per minute, and a drain removes 4 gallons per minute. How many minutes to put 100 gallons in the pool?",
        20,
    ),
    (
        "A pipe fills a pool at 9 gallons per minute, and a drain removes 4 gallons per minute. The pool already has 50 gallons. How many gallons are in the pool after 10 minutes?",
        100,
    ),
    (
        "A pipe fills a pool at 9 gallons per minute, and a hose fills it at 4 gallons per minute. How many gallons are in the pool after 10 minutes?",
        None,
    ),
    (
        "A pipe fills a pool at 9 gallons per minute, and a hose fills it at 4 gallons per minute, running together. The hose stops after 5 minutes. How many gallons are in the pool after 10 minutes?",
        110,
    ),
    (
        "A pipe fills a pool at 9 gallons per minute, and a hose fills a tank at 4 gallons per minute, running together. How many gallons are in the pool after 10 minutes?",
        90,
    ),
    (
        "Nia paints 4 fences per hour, Omar paints 3 fences per hour. Working together, how many fences does Nia paint in 3 hours?",
        12,
    ),
    (
        "Nia paints 4 fences per hour, Omar paints 3 fences per day. Working together, how many fences do they paint in 3 hours?",
        None,
    ),
    (
        "Nia paints 4 fences per hour, Omar paints 3 walls per hour. Working together, how many fences do they paint in 3 hours?",
        None,
    ),
    (
        "Nia paints 4 fences per hour, and Omar paints 3 more fences per hour than Nia. Working together, how many fences do they paint in 3 hours?",
        33,
    ),
    (
        "Nia paints 4 fences per hour, and Omar paints twice as many fences per hour. Working together, how many fences do they paint in 3 hours?",
        36,
    ),
    (
        "Nia paints 4 fences per hour, and Omar paints 3 fences per hour. Working together for 3 hours and then Nia alone for 2 hours, how many fences do they paint?",
        29,
    ),
    (
        "Two trains leave the same station at the same time going in opposite directions, one at 60 miles per hour and the other at 40 miles per hour. How far apart are they after 3 hours?",
        300,
    ),
    (
        "Two trains leave the same station at the same time going in the same direction, one at 60 miles per hour and the other at 40 miles per hour. How far apart are they after 3 hours?",
        60,
    ),
    (
        "Two cars start 300 miles apart and drive toward each other, one at 60 miles per hour and the other at 40 miles per hour. How many hours until they meet?",
        3,
    ),
    ("A car travels at 60 miles per hour. How far does it travel in 2 hours and 30 minutes?", 150),
    ("A car travels at 60 miles per hour. How many minutes does it take to travel 45 miles?", 45),
    ("A car travels 120 miles in 2 hours. What is its speed in miles per minute?", 1),
    (
        "A car travels 120 miles in 2 hours. How far does it travel in 5 hours at the same speed?",
        300,
    ),
    ("A car travels 120 miles in 2 hours. How far does a bus travel in 5 hours?", None),
    ("A car travels 120 kilometers in 2 hours. How many miles does it travel in 5 hours?", None),
    (
        "A farm has 10 animals, all hens and pigs. Each hen has 2 legs and each pig has 4 legs. Altogether the animals have 28 legs. How many hens are there?",
        6,
    ),
    (
        "A farm has 10 animals, all hens and pigs. Each hen has 2 legs and each pig has 4 legs. Altogether the animals have 28 legs. How many pigs are there?",
        4,
    ),
    (
        "A farm has 10 animals, hens and pigs and cows. Each hen has 2 legs and each pig has 4 legs. Altogether the animals have 28 legs. How many pigs are there?",
        None,
    ),
    (
        "A farm has hens and pigs. Each hen has 2 legs and each pig has 4 legs. Altogether the animals have 28 legs. How many pigs are there?",
        None,
    ),
    (
        "A farm has 10 animals, all hens and pigs. Altogether the animals have 28 legs. How many pigs are there?",
        None,
    ),
    (
        "A purse holds 10 coins, all quarters and dimes. The coins are worth 160 cents in total. How many dimes are there?",
        6,
    ),
    (
        "A purse holds 10 coins, all quarters and dimes. The coins are worth $1.60 in total. How many quarters are there?",
        4,
    ),
    (
        "A purse holds 10 coins, all quarters and nickels. A quarter is worth 25 cents and a nickel is worth 5 cents. The coins are worth 130 cents in total. How many nickels are there?",
        6,
    ),
    (
        "Tickets cost $5 for adults and $2 for children. 20 tickets were sold for $70. How many adult tickets were sold?",
        10,
    ),
    (
        "Tickets cost $5 for adults and $2 for children. 20 tickets were sold for $70. How many child tickets were sold?",
        10,
    ),
    (
        "Tickets cost $5 for adults and $2 for children. 20 tickets were sold for $71. How many child tickets were sold?",
        None,
    ),
    (
        "Tickets cost $5 for adults and $2 for children. 20 people came. How many child tickets were sold?",
        None,
    ),
    ("The sum of two numbers is 30 and their difference is 6. What is the larger number?", 18),
    ("The sum of two numbers is 30 and their difference is 6. What is the smaller number?", 12),
    (
        "Tom and Ann have 30 apples together. Tom has 6 more apples than Ann. How many apples does Ann have?",
        12,
    ),
    (
        "Tom and Ann have 30 apples together. Tom has 6 fewer apples than Ann. How many apples does Ann have?",
        18,
    ),
    (
        "Tom and Ann have 30 apples together. Tom has twice as many apples as Ann. How many apples does Tom have?",
        20,
    ),
    (
        "Tom and Ann have 30 apples together. Tom has twice as many pears as Ann. How many apples does Tom have?",
        None,
    ),
    (
        "Tom and Ann have 30 apples each. Tom has 6 more pears than Ann. How many apples does Ann have?",
        30,
    ),
    (
        "Tom and Ann have 31 apples together. Tom has twice as many apples as Ann. How many apples does Tom have?",
        None,
    ),
    ("Tom has 30 apples. Tom has 6 more apples than Ann. How many apples does Ann have?", 24),
    (
        "Tom has 30 apples. Tom gave Ann 6 apples. Now Tom has as many apples as Ann. How many apples did Ann have at first?",
        18,
    ),
    (
        "Tom and Ann have 30 apples in all. If Tom gives Ann 3 apples, they will have the same number. How many apples does Tom have?",
        18,
    ),
    (
        "Dawn and Lydia have a total of 200 bananas. Dawn has 40 more bananas than Lydia. How many bananas does Dawn have?",
        120,
    ),
    (
        "Dawn, Lydia, and Donna have a total of 200 bananas. Dawn has 40 fewer bananas than Lydia. If Lydia has 60 bananas, how many bananas does Donna have?",
        120,
    ),
    (
        "Dawn, Lydia, and Donna have a total of 200 bananas. Dawn has 40 more bananas than Lydia. If Dawn has 60 bananas, how many bananas does Donna have?",
        120,
    ),
    (
        "Dawn, Lydia, and Donna have a total of 200 bananas. Dawn has 40 more bananas than Lydia. If Lydia has 60 apples, how many bananas does Donna have?",
        None,
    ),
    (
        "Dawn, Lydia, and Donna have a total of 200 bananas. Dawn has 40 more bananas than Lydia. If Lydia has 60 bananas, how many bananas do Dawn and Donna have?",
        140,
    ),
    (
        "Dawn, Lydia, and Donna have a total of 200 bananas. Dawn has twice as many bananas as Lydia. If Lydia has 60 bananas, how many bananas does Donna have?",
        20,
    ),
    (
        "Dawn, Lydia, and Donna have a total of 200 bananas. Dawn has twice as many bananas as Lydia. If Lydia has 70 bananas, how many bananas does Donna have?",
        None,
    ),
    (
        "Paddington has 40 more goats than Washington. If Paddington has 140 goats, how many goats do they have in total?",
        240,
    ),
    (
        "Paddington has 40 fewer goats than Washington. If Washington has 140 goats, how many goats do they have in total?",
        240,
    ),
    (
        "Paddington has 40 more goats than Washington. If Washington has 140 sheep, how many goats do they have in total?",
        None,
    ),
    (
        "Paddington has 40 more goats than Washington. If Washington has 140 goats, how many goats does Paddington have?",
        180,
    ),
    (
        "Paddington has 40 more goats than Washington. If Washington has 140 goats and Paddington sells 10 goats, how many goats does Paddington have?",
        170,
    ),
    # --- b5.py
    (
        "A pipe fills a pool at 9 gallons per minute, and a drain empties a tank at 4 gallons per minute. How many gallons are in the pool after 10 minutes?",
        90,
    ),
    (
        "A pipe fills a pool at 9 gallons per minute, and a hose fills a tank at 4 gallons per minute, running together. How many gallons do they pump in 10 minutes?",
        130,
    ),
    (
        "A pipe fills a pool at 9 gallons per minute, and a hose fills a tank at 4 gallons per minute, running together. How many minutes does it take to put 90 gallons in the pool?",
        10,
    ),
    (
        "A pipe fills a pool at 9 gallons per minute, and a hose fills a tank at 4 gallons per minute, running together. How many gallons does the pool hold after 10 minutes?",
        90,
    ),
    (
        "A pipe fills a pool at 9 gallons per minute and a hose fills the pool at 4 gallons per minute, running together. How many gallons are in the pool after 10 minutes?",
        130,
    ),
    (
        "A pipe fills a pool at 9 gallons per minute and a hose fills it at 4 gallons per minute, running together. How many gallons are in the pool after 10 minutes?",
        130,
    ),
    (
        "A pipe fills a pool at 9 gallons per minute and a hose fills it at 4 gallons per minute, running together. The pool had 20 gallons. How many gallons are in the pool after 10 minutes?",
        150,
    ),
    (
        "A pipe fills a pool at 9 gallons per minute and a hose fills it at 4 gallons per minute, running together. How many gallons are in the tank after 10 minutes?",
        None,
    ),
    (
        "A pipe fills a pool at 9 gallons per minute and a hose fills it at 4 liters per minute, running together. How many gallons are in the pool after 10 minutes?",
        F("47585882570/473176473"),
    ),
    (
        "A pipe fills a pool at 9 gallons per minute and a hose fills it at 4 gallons per hour, running together. How many gallons are in the pool after 60 minutes?",
        544,
    ),
    (
        "A pipe fills a pool at 9 gallons per minute and a drain empties it at 4 gallons per minute. How many gallons are in the pool after 10 minutes?",
        50,
    ),
    (
        "A pipe fills a pool at 9 gallons per minute and a drain empties it at 4 gallons per minute. How many minutes does it take to put 100 gallons in the pool?",
        20,
    ),
    (
        "A pipe fills a pool at 4 gallons per minute and a drain empties it at 9 gallons per minute. How many gallons are in the pool after 10 minutes?",
        None,
    ),
    (
        "A pipe fills a pool at 9 gallons per minute and a drain empties it at 4 gallons per minute. What is the net rate in gallons per minute?",
        5,
    ),
    (
        "A pipe fills a pool at 9 gallons per minute and a drain empties it at 4 gallons per minute. What is the net rate in gallons per hour?",
        300,
    ),
    (
        "A pipe fills a pool at 9 gallons per minute and a drain empties it at 4 gallons per minute for 5 minutes. How many gallons are in the pool after 10 minutes?",
        None,
    ),
    (
        "Nia paints 4 fences per hour and Omar paints 3 fences per hour. Working together, how many fences do they paint in 3 hours?",
        21,
    ),
    (
        "Nia paints 4 fences per hour and Omar paints 3 fences per hour. Working together, how many fences does Omar paint in 3 hours?",
        9,
    ),
    (
        "Nia paints 4 fences per hour and Omar paints 3 fences per hour. Working together, how many more fences does Nia paint than Omar in 3 hours?",
        3,
    ),
    (
        "Nia paints 4 fences per hour and Omar paints 3 fences per hour. Working together, how many hours do they take to paint 21 fences?",
        3,
    ),
    (
        "Nia paints 4 fences per hour and Omar paints 3 fences per hour. Working together, how many hours do they take to paint 20 fences?",
        None,
    ),
    (
        "Nia paints 4 fences per hour and Omar paints 3 fences per hour. Working together, how many minutes do they take to paint 7 fences?",
        60,
    ),
    (
        "Nia paints 4 fences per hour and Omar paints 3 fences per hour. Nia works for 2 hours. How many fences do they paint?",
        None,
    ),
    (
        "Nia paints 4 fences per hour and Omar builds 3 fences per hour. Working together, how many fences do they paint in 3 hours?",
        None,
    ),
    (
        "Nia paints 4 fences per hour and Omar repairs 3 fences per hour. Working together, how many fences do they paint in 3 hours?",
        None,
    ),
    (
        "Nia paints 4 fences per hour and Omar paints 3 fences per hour. Working together, how many fences do they paint in 3 days?",
        None,
    ),
    (
        "Nia paints 4 fences per hour and Omar paints 3 fences per hour. They work together for 3 hours. How many fences do they paint?",
        21,
    ),
    (
        "Nia paints 4 fences per hour and Omar paints 3 fences per hour. They work together for 3 hours. How many fences does Nia paint?",
        12,
    ),
    (
        "Nia paints 4 fences per hour and Omar paints 3 fences per hour. Nia and Pia work together for 3 hours. How many fences do they paint?",
        None,
    ),
    (
        "Nia paints 4 red fences per hour and Omar paints 3 blue fences per hour. Working together, how many red fences do they paint in 3 hours?",
        None,
    ),
    (
        "Nia can paint a fence in 4 hours and Omar can paint the fence in 12 hours. Working together, how many hours do they take?",
        3,
    ),
    (
        "Nia can paint a fence in 4 hours and Omar can paint a wall in 12 hours. Working together, how many hours do they take?",
        None,
    ),
    (
        "Nia can paint a fence in 4 hours and Omar can build the fence in 12 hours. Working together, how many hours do they take?",
        None,
    ),
    (
        "Nia can paint a fence in 4 hours and Omar can paint the fence in 12 hours. Working together, how many hours do they take to paint 2 fences?",
        6,
    ),
    (
        "Nia can paint a fence in 4 hours and Omar can paint the fence in 12 hours. Working together, how many minutes do they take?",
        180,
    ),
    (
        "Nia can paint a fence in 4 hours and Omar can paint 2 fences in 12 hours. Working together, how many hours do they take?",
        None,
    ),
    (
        "Nia can paint a fence in 4 hours and Omar can paint the fence in 12 minutes. Working together, how many minutes do they take?",
        F("240/21"),
    ),
    (
        "A car travels at 60 miles per hour and a truck travels at 40 miles per hour. Working together, how many miles do they travel in 3 hours?",
        300,
    ),
    (
        "Two trains leave the same station at the same time going in opposite directions, one at 60 miles per hour and the other at 40 miles per hour. How many hours until they are 500 miles apart?",
        5,
    ),
    (
        "A car travels 60 miles per hour for 2 hours and then 40 miles per hour for 3 hours. How many miles does it travel?",
        240,
    ),
    (
        "A car travels 60 miles per hour for 2 hours and then 40 miles per hour for 3 hours. How many miles does it travel in the first 2 hours?",
        120,
    ),
    (
        "A car travels 60 miles per hour for 2 hours and then 40 kilometers per hour for 3 hours. How many miles does it travel?",
        F("815420/4191"),
    ),
    (
        "A car travels 60 miles per hour for 2 hours and then 40 miles per hour for 30 minutes. How many miles does it travel?",
        140,
    ),
    (
        "A car travels 60 miles per hour for 2 hours and then a bus travels 40 miles per hour for 3 hours. How many miles does the car travel?",
        120,
    ),
    (
        "Nia paints 4 fences per hour, Omar paints 3 fences per hour, and Pia paints 2 fences per hour. Working together, how many fences do Nia and Omar paint in 3 hours?",
        21,
    ),
    (
        "Nia paints 4 fences per hour, Omar paints 3 fences per hour, and Pia paints 2 fences per hour. Working together, how many fences does Pia paint in 3 hours?",
        6,
    ),
    (
        "Nia paints 4 fences per hour, Omar paints 3 fences per hour, and Pia paints 2 walls per hour. Working together, how many fences do they paint in 3 hours?",
        None,
    ),
    (
        "Nia paints 4 fences per hour, Omar paints 3 fences per hour, and Pia paints 2 fences per day. Working together, how many fences do they paint in 3 hours?",
        None,
    ),
    (
        "A pump fills a pool at 6 liters per minute and another fills it at 4 liters per minute, running together from 1 pm to 3 pm. How many liters does the first pump put in?",
        720,
    ),
    (
        "A pump fills a pool at 6 liters per minute and another fills it at 4 liters per minute, running together from 1 pm to 3 pm. How many liters are in the pool?",
        1200,
    ),
    (
        "A pump fills a pool at 6 liters per minute and another fills a tank at 4 liters per minute, running together from 1 pm to 3 pm. How many liters are in the pool?",
        720,
    ),
    (
        "A pump fills a pool at 6 liters per minute and another fills it at 4 liters per minute, running together from 1 pm to 3 pm. How many gallons are in the pool?",
        None,
    ),
    # --- b6.py
    (
        "Tom and Ann have 30 apples together. Tom has 6 more apples than Ann. How many apples does Tom have?",
        18,
    ),
    (
        "Tom and Ann have 30 apples together. Tom has 6 more pears than Ann. How many apples does Tom have?",
        None,
    ),
    (
        "Tom and Ann have 30 apples together. Ann has 6 more apples than Tom. How many apples does Tom have?",
        12,
    ),
    (
        "Tom and Ann have 30 apples each. Tom has 6 more apples than Ann. How many apples does Tom have?",
        None,
    ),
    (
        "Tom and Ann have 30 apples together. Tom has 6 more apples than Bo. How many apples does Tom have?",
        None,
    ),
    (
        "Tom and Ann have 30 fruits together. Tom has 6 more apples than Ann. How many apples does Tom have?",
        None,
    ),
    (
        "Tom, Ann and Bo have 30 apples together. Tom has 6 more apples than Ann. How many apples does Tom have?",
        None,
    ),
    (
        "Tom has 6 more apples than Ann. Together they have 30 apples. How many apples does Ann have?",
        12,
    ),
    (
        "Tom has 3 times as many apples as Ann. Together they have 30 apples. How many apples does Ann have?",
        None,
    ),
    (
        "Tom has 3 times as many apples as Ann. Together they have 32 apples. How many apples does Ann have?",
        8,
    ),
    (
        "Tom has 3 times as many apples as Ann. Tom has 30 more apples than Ann. How many apples does Ann have?",
        15,
    ),
    (
        "Tom has 6 more apples than Ann. Tom has twice as many apples as Ann. How many apples does Tom have?",
        12,
    ),
    (
        "Tom has 6 fewer apples than Ann. Together they have 30 apples. How many apples does Tom have?",
        12,
    ),
    (
        "Tom has 6 fewer apples than Ann. Together they have 30 apples. How many apples does Ann have?",
        18,
    ),
    (
        "Tom has 6 more apples than Ann. Together they have 30 pears. How many apples does Ann have?",
        None,
    ),
    (
        "Tom has 6 more apples than Ann. Together they have 31 apples. How many apples does Ann have?",
        None,
    ),
    (
        "Tom has 6 more apples than Ann. Bo has 10 apples. Together they have 30 apples. How many apples does Ann have?",
        7,
    ),
    ("Tom is 6 years older than Ann. The sum of their ages is 30. How old is Ann?", 12),
    ("Tom is 6 years younger than Ann. The sum of their ages is 30. How old is Ann?", 18),
    ("Tom is twice as old as Ann. The sum of their ages is 30. How old is Ann?", 10),
    (
        "Tom is 6 years older than Ann. The sum of their ages is 30. How old will Ann be in 5 years?",
        17,
    ),
    (
        "Tom is 6 years older than Ann. The sum of their ages will be 30 in 5 years. How old is Ann now?",
        7,
    ),
    (
        "A bat and a ball cost $1.10 together. The bat costs $1 more than the ball. How much does the ball cost?",
        F("0.05"),
    ),
    (
        "A bat and a ball cost $1.10 together. The bat costs $1 more than the ball. How much does the bat cost?",
        F("1.05"),
    ),
    (
        "A bat and a ball cost $1.10 together. The bat costs $1. How much does the ball cost?",
        F("0.10"),
    ),
    (
        "In a class of 30 students, there are 6 more girls than boys. How many boys are in the class?",
        12,
    ),
    (
        "In a class of 30 students, there are twice as many girls as boys. How many girls are in the class?",
        20,
    ),
    (
        "In a class of 30 students, there are 6 more girls than boys. There are 2 teachers. How many boys are in the class?",
        12,
    ),
    (
        "There are 30 people at a party. There are 6 more women than men. How many men are at the party?",
        12,
    ),
    (
        "There are 30 people at a party: men, women and children. There are 6 more women than men. How many men are at the party?",
        None,
    ),
    (
        "There are 30 people at a party. There are 6 more women than children. How many men are at the party?",
        None,
    ),
    ("There are 30 students in a class. 12 of them are boys. How many girls are in the class?", 18),
    (
        "There are 30 students in a class. 12 of them are boys. How many more girls than boys are in the class?",
        6,
    ),
    (
        "There are 30 students in a class. 12 of them are boys. 5 of the girls wear glasses. How many girls do not wear glasses?",
        13,
    ),
    (
        "There are 30 students in a class. 12 of them wear glasses. How many girls are in the class?",
        None,
    ),
    (
        "The sum of two numbers is 30. One number is 6 more than the other. What is the smaller number?",
        12,
    ),
    ("The sum of two numbers is 30. One number is twice the other. What is the larger number?", 20),
    ("The difference of two numbers is 6. Their sum is 30. What is the larger number?", 18),
    ("The sum of two numbers is 30. What is the larger number?", None),
    (
        "Ann bought 10 pens and pencils for $14. Pens cost $2 each and pencils cost $1 each. How many pens did Ann buy?",
        4,
    ),
    (
        "Ann bought 10 pens and pencils for $14. Pens cost $2 each and pencils cost $1 each. How many pencils did Ann buy?",
        6,
    ),
    (
        "Ann bought 10 pens and pencils. Pens cost $2 each and pencils cost $1 each. How many pens did Ann buy?",
        None,
    ),
    (
        "Ann bought pens and pencils for $14. Pens cost $2 each and pencils cost $1 each. How many pens did Ann buy?",
        None,
    ),
    (
        "Ann bought 10 pens and pencils for $14. Pens cost $2 each and pencils cost $1 each. How much did the pens cost?",
        8,
    ),
    ("A farm has chickens and cows. There are 20 heads and 56 legs. How many cows are there?", 8),
    (
        "A farm has chickens and cows. There are 20 heads and 56 legs. How many chickens are there?",
        12,
    ),
    (
        "A farm has chickens and cows. There are 20 heads and 57 legs. How many chickens are there?",
        None,
    ),
    (
        "A farm has chickens, cows and ducks. There are 20 heads and 56 legs. How many chickens are there?",
        None,
    ),
    (
        "A parking lot has 20 cars and motorcycles. There are 64 wheels in all. How many motorcycles are there?",
        8,
    ),
    (
        "A parking lot has 20 cars and motorcycles. There are 64 wheels in all. How many cars are there?",
        12,
    ),
    (
        "A parking lot has 20 cars and bicycles. Each car has 4 wheels and each bicycle has 2 wheels. There are 64 wheels in all. How many cars are there?",
        12,
    ),
    (
        "A parking lot has 20 cars and tricycles. Each car has 4 wheels and each tricycle has 3 wheels. There are 64 wheels in all. How many tricycles are there?",
        16,
    ),
    (
        "A parking lot has 20 cars and tricycles. Each car has 4 wheels and each tricycle has 3 wheels. There are 64 wheels in all. How many cars are there?",
        4,
    ),
    (
        "A parking lot has 20 cars and tricycles. Each car has 4 wheels and each tricycle has 3 wheels. There are 64 wheels and 2 spare wheels in all. How many cars are there?",
        None,
    ),
    (
        "A purse holds 10 coins, all quarters and dimes. The coins are worth $1.90 in total. How many quarters are there?",
        6,
    ),
    (
        "A purse holds 10 coins, all quarters and dimes. The coins are worth $1.90 in total. How much are the dimes worth?",
        F("0.40"),
    ),
    (
        "A purse holds 10 coins, all quarters and dimes. The coins are worth $1.90 in total. How many dimes are there?",
        4,
    ),
    (
        "A purse holds 10 coins, all quarters and dimes. The coins are worth 1.90 cents in total. How many dimes are there?",
        None,
    ),
    (
        "A purse holds 10 coins, quarters, dimes and nickels. The coins are worth $1.90 in total. How many dimes are there?",
        None,
    ),
    (
        "Tickets for a show cost $5 for adults and $2 for children. 20 tickets were sold, and $70 was collected. How many adult tickets were sold?",
        10,
    ),
    (
        "A club hires 4 vans. Each big van seats 12 campers and each small van seats 7 campers. The vans seat 38 campers in total. How many big vans are there?",
        2,
    ),
    (
        "A club hires 4 vans. Each big van seats 12 campers and each small van seats 7 campers. The vans seat 38 campers in total. How many small vans are there?",
        2,
    ),
    (
        "A club hires 4 vans. Each big van seats 12 campers and each small van seats 7 campers. The vans seat 38 campers in total. How many campers ride in big vans?",
        24,
    ),
    (
        "A club hires 5 vans. Each big van seats 12 campers and each small van seats 7 campers. The vans seat 38 campers in total. How many big vans are there?",
        None,
    ),
    (
        "A club hires 4 vans and a bus. Each big van seats 12 campers and each small van seats 7 campers. The vans seat 38 campers in total. How many big vans are there?",
        2,
    ),
    # --- b7.py
    (
        "Emily can type 60 words per minute. How many hours does it take her and Sam to write 10,800 words?",
        None,
    ),
    (
        "Emily can type 60 words per minute. She types for 3 hours a day. How many words does she type in 2 days?",
        21600,
    ),
    ("Emily typed 60 words per minute for 3 hours. How many words did she type?", 10800),
    ("Emily can type 60 words per minute. How many words can she type in 3 days?", None),
    ("Ann earns $12 per hour. How much does she earn in 3 days?", None),
    ("Ann earns $12 per hour. How much does she earn in 3 weeks?", None),
    ("Ann earns $12 per hour. How much does she earn in 90 minutes?", 18),
    ("Ann earns $12 per hour. How many hours must she work to earn $60?", 5),
    ("Ann earns $12 per hour. How many minutes must she work to earn $60?", 300),
    ("Ann earns $12 per hour. She works 8 hours a day. How much does she earn in 5 days?", 480),
    ("Ann earns $12 per day. How much does she earn in 8 hours?", None),
    ("Ann reads 30 pages per hour. How many pages does she read in a week?", None),
    ("Ann walks 3 miles per hour. How far does she walk in 2 days?", None),
    ("A snail moves 3 inches per minute. How many feet does it move in an hour?", 15),
    ("A snail moves 3 inches per minute. How many inches does it move in 2 hours?", 360),
    ("A faucet drips 3 drops per second. How many drops does it drip in an hour?", 10800),
    ("A printer prints 30 pages per minute. How many pages does it print in 2 hours?", 3600),
    (
        "A printer prints 30 pages per minute. Ann's printer prints 20 pages per minute. How many pages does Ann's printer print in 3 minutes?",
        60,
    ),
    (
        "A printer prints 30 pages per minute. How many pages does a copier print in 3 minutes?",
        None,
    ),
    (
        "A printer prints 30 pages per minute. How many minutes does it take to print 10 copies of a 30-page report?",
        10,
    ),
    ("A car can travel 30 miles per gallon. How many gallons does it need for 90 miles?", 3),
    ("A car can travel 30 miles per gallon. How many miles can it travel on 4 gallons?", 120),
    (
        "A car can travel 30 miles per gallon. How many gallons does it need for 100 miles?",
        F("10/3"),
    ),
    (
        "A car can travel 30 miles per gallon. How many gallons does a truck need for 90 miles?",
        None,
    ),
    ("A car travels at 60 miles per hour. How far does it travel in 150 minutes?", 150),
    (
        "A car travels at 60 miles per hour. How many hours does it take to travel 150 miles?",
        F("5/2"),
    ),
    (
        "A car travels at 60 miles per hour. How many hours does it take to travel 150 kilometers?",
        None,
    ),
    (
        "A car travels at 60 kilometers per hour. How many hours does it take to travel 150 kilometers?",
        F("5/2"),
    ),
    (
        "A car travels 60 miles per hour. How many hours does it take to travel 150 miles and back?",
        5,
    ),
    (
        "A car travels at 60 miles per hour. It has already traveled 30 miles. How many more hours does it take to travel 150 miles?",
        2,
    ),
    ("A car travels at 60 miles per hour for 2 hours. How far does it travel?", 120),
    ("A car travels at 60 miles per hour for 2 hours. How far does a bus travel?", None),
    ("A car travels 120 miles in 2 hours. What is its speed in miles per hour?", 60),
    (
        "A car travels 120 miles in 2 hours. What is its speed in kilometers per hour?",
        F("96.56064"),
    ),
    (
        "A car travels 120 miles in 2 hours and then 60 miles in 1 hour. What is its average speed in miles per hour?",
        60,
    ),
    (
        "A car travels 120 miles in 2 hours. A bus travels 60 miles in 2 hours. What is the car's speed in miles per hour?",
        60,
    ),
    (
        "A car travels 120 miles in 2 hours. A bus travels 60 miles in 2 hours. What is the bus's speed in miles per hour?",
        30,
    ),
    ("A baker puts 6 muffins on each tray. How many trays does she need for 24 muffins?", 4),
    ("A baker puts 6 muffins on each tray. How many trays does she need for 20 muffins?", None),
    ("A baker puts 6 muffins per tray. How many muffins fit on 4 trays?", 24),
    ("A baker puts 6 muffins per tray. How many cookies fit on 4 trays?", None),
    ("Mark reads 5 pages every 10 minutes. How many pages does he read in an hour?", 30),
    ("Mark reads 5 pages every 10 minutes. How many minutes does he take to read 30 pages?", 60),
    ("Mark reads 5 pages every 10 minutes. How many hours does he take to read 30 pages?", 1),
    ("Mark reads 5 pages in 10 minutes. How many pages does he read in an hour?", 30),
    ("Mark reads 5 pages in 10 minutes. How many pages does Sue read in an hour?", None),
    (
        "Mark reads 5 pages in 10 minutes and writes 2 pages in 10 minutes. How many pages does he read in an hour?",
        30,
    ),
    ("Mark reads 5 pages in 10 minutes. How many books does he read in an hour?", None),
    ("A pump moves 7 liters per minute. How many liters does it pump in half an hour?", 210),
    ("A pump moves 7 liters per minute. How many milliliters does it pump in 1 minute?", 7000),
    ("A pump moves 7 liters per minute for 30 seconds. How many liters does it pump?", F("7/2")),
    # --- b8.py
    (
        "Jill received 5 marbles from Jack. Jack had 20 marbles. How many marbles does Jack have now?",
        15,
    ),
    (
        "Jack had 20 marbles. Jill received 5 marbles from Jack. How many marbles does Jack have now?",
        15,
    ),
    (
        "Jack had 20 marbles. Jill received 5 marbles from Jack. How many marbles does Jill have now?",
        5,
    ),
    (
        "Jack had 20 marbles. Jill had 7 marbles. Jill received 5 marbles from Jack. How many marbles does Jill have now?",
        12,
    ),
    (
        "Jack had 20 marbles. Jill had 7 marbles. Jill received 5 marbles from her mother. How many marbles does Jack have now?",
        20,
    ),
    (
        "Jack had 20 marbles. Jill had 7 marbles. Jack received 5 marbles from her. How many marbles does Jill have now?",
        2,
    ),
    (
        "Jack had 20 marbles. Jill had 7 marbles. Jack lost 5 marbles to Jill. How many marbles does Jill have now?",
        12,
    ),
    (
        "Jack had 20 marbles. Jill had 7 marbles. Jack lost 5 marbles to Jill. How many marbles does Jack have now?",
        15,
    ),
    (
        "Jack had 20 marbles. Jill had 7 marbles. Jack won 5 marbles from Jill. How many marbles does Jill have now?",
        2,
    ),
    (
        "Jack had 20 marbles. Jill had 7 marbles. Jack won 5 marbles from Jill. How many marbles does Jack have now?",
        25,
    ),
    (
        "Jack had 20 marbles. Jill had 7 marbles. Jack lent 5 marbles to Jill. How many marbles does Jack have now?",
        15,
    ),
    (
        "Jack had 20 marbles. Jill had 7 marbles. Jack borrowed 5 marbles from Jill. How many marbles does Jack have now?",
        25,
    ),
    (
        "Jack had 20 marbles. Jill had 7 marbles. Jack borrowed 5 marbles from Jill. How many marbles does Jill have now?",
        2,
    ),
    (
        "Jack had 20 marbles. Jill had 7 marbles. Jill borrowed 5 marbles from Jack. How many marbles does Jack have now?",
        15,
    ),
    (
        "Jack had 20 marbles. Jill had 7 marbles. Jack gave Jill 5 marbles. Jill gave Jack 2 marbles. How many marbles does Jill have now?",
        10,
    ),
    (
        "Jack had 20 marbles. Jill had 7 marbles. Jack gave Jill 5 marbles. Jill gave Jack 2 marbles. How many marbles does Jack have now?",
        17,
    ),
    (
        "Jack had 20 marbles. Jill had 7 marbles. Jack gave Jill 5 marbles. Jill gave Jack 2 marbles. How many marbles do they have together?",
        27,
    ),
    (
        "Jack had 20 marbles. Jill had 7 marbles. Jack gave Jill 5 marbles. How many more marbles does Jack have than Jill now?",
        3,
    ),
    (
        "Jack had 20 marbles. Jill had 7 marbles. Jack gave Jill 8 marbles. How many more marbles does Jack have than Jill now?",
        None,
    ),
    (
        "Jack had 20 marbles. Jill had 7 marbles. Jack gave Jill 8 marbles. How many more marbles does Jill have than Jack now?",
        3,
    ),
    (
        "Jack had 20 marbles. Jill had 7 marbles. Jack gave Jill 5 marbles. How many fewer marbles does Jill have than Jack now?",
        3,
    ),
    (
        "Jack had 20 marbles. Jill had 7 marbles. Jack gave Jill 5 marbles. How many marbles did Jill have at first?",
        7,
    ),
    (
        "Jack had 20 marbles. Jill had 7 marbles. Jack gave Jill 5 marbles. How many marbles did Jack have before?",
        20,
    ),
    (
        "Jack had 20 marbles. Jack lost 5 marbles. Jill found 3 of them. How many marbles does Jack have?",
        15,
    ),
    (
        "Jack had 20 marbles. Jack lost 5 marbles. Jill found 3 of them. How many marbles does Jill have?",
        3,
    ),
    (
        "Jack had 20 marbles. Jack lost 5 marbles. Jill found 3 of them and gave them back to him. How many marbles does Jack have?",
        18,
    ),
    (
        "Jack had 20 marbles. Jack lost 5 marbles. Then he found 3 of them. How many marbles does Jack have?",
        18,
    ),
    (
        "Jack had 20 marbles. Jack lost 5 marbles. Then he found 3 marbles. How many marbles did Jack lose in all?",
        5,
    ),
    (
        "Jack had 20 marbles. He lost 5 marbles on Monday and 3 marbles on Tuesday. How many marbles did he lose in all?",
        8,
    ),
    (
        "Jack had 20 marbles. He lost 5 marbles on Monday and 3 marbles on Tuesday. How many marbles does he have left?",
        12,
    ),
    (
        "Jack had some marbles. He lost 5 marbles on Monday and 3 marbles on Tuesday. He has 12 marbles left. How many marbles did he have at first?",
        20,
    ),
    (
        "Jack had some marbles. He lost 5 marbles on Monday and found 3 marbles on Tuesday. He has 12 marbles now. How many marbles did he have at first?",
        14,
    ),
    (
        "Jack had some marbles. Jill gave him 5 marbles. Now Jill has 12 marbles. How many marbles did Jack have at first?",
        None,
    ),
    (
        "Jack had some marbles. Jill gave him 5 marbles. Now Jill has 12 marbles. How many marbles did Jill have at first?",
        17,
    ),
    (
        "Jack had some marbles. He gave Jill 5 marbles. Now Jill has 12 marbles. How many marbles did Jack have at first?",
        None,
    ),
    (
        "Jack had some marbles. He gave Jill 5 marbles. Now Jill has 12 marbles. How many marbles did Jill have at first?",
        7,
    ),
    (
        "Jack had 20 marbles. He gave some to Jill and some to Bo. He has 5 left. How many marbles did he give Jill?",
        None,
    ),
    (
        "Jack had 20 marbles. He gave some to Jill and 6 to Bo. He has 5 left. How many marbles did he give Jill?",
        9,
    ),
    ("Jack had 20 marbles. He gave 9 to Jill and 6 to Bo. How many marbles did Jill get?", 9),
    (
        "Jack had 20 marbles. He gave 9 to Jill and 6 to Bo. How many more marbles did Jill get than Bo?",
        3,
    ),
    ("Jack had 20 marbles. He gave 9 to Jill and 6 to Bo. How many marbles did he give away?", 15),
    (
        "Jack had 20 marbles. He gave 9 to Jill and twice as many to Bo. How many marbles does he have left?",
        None,
    ),
    (
        "Jack had 30 marbles. He gave 9 to Jill and twice as many to Bo. How many marbles does he have left?",
        3,
    ),
    (
        "Jack had 30 marbles. He gave 9 to Jill and half as many to Bo. How many marbles does he have left?",
        None,
    ),
    (
        "Jack had 30 marbles. He gave 8 to Jill and half as many to Bo. How many marbles does he have left?",
        18,
    ),
    (
        "Jack had 30 marbles. He gave 8 to Jill and 3 more than that to Bo. How many marbles does he have left?",
        11,
    ),
    (
        "Jack had 30 marbles. He gave 8 to Jill and 3 fewer than that to Bo. How many marbles does he have left?",
        17,
    ),
    (
        "Sara received 6 kittens from Tim. Tim gave 3 kittens to Jessica. Tim now has 9 kittens. How many kittens did Tim have to start with?",
        18,
    ),
    (
        "Tim's cat had kittens. He gave 3 to Jessica and 6 to Sara. He now has 9 kittens. How many kittens did Jessica get?",
        3,
    ),
    (
        "Tim's cat had kittens. He gave 3 to Jessica and 6 to Sara. He now has 9 kittens. How many kittens did he give away?",
        9,
    ),
    (
        "Tim's cat had kittens. He gave 3 to Jessica and 6 to Sara. Sara now has 9 kittens. How many kittens did Tim have to start with?",
        None,
    ),
    (
        "Tim's cat had kittens. He gave 3 to Jessica and took 6 from Sara. He now has 9 kittens. How many kittens did he have to start with?",
        6,
    ),
    (
        "Tim's cat had kittens. He gave 3 to Jessica and 6 to Sara. He now has 9 puppies. How many kittens did he have to start with?",
        None,
    ),
    (
        "Tim's cat had 18 kittens. He gave 3 to Jessica and 6 to Sara. How many kittens does he have now?",
        9,
    ),
    (
        "Tim's cat had 18 kittens. He gave 3 to Jessica and 6 to Sara. How many kittens does the cat have now?",
        9,
    ),
    (
        "Alyssa's dog had puppies. She gave 7 to her friends. She now has 5 puppies. How many puppies did her dog have?",
        12,
    ),
    (
        "Alyssa's dog had puppies. She gave 7 to her friends and her friends gave her 2 back. She now has 5 puppies. How many puppies did she have to start with?",
        10,
    ),
    (
        "Alyssa's dog had puppies. Her friend gave her 7 puppies. She now has 12 puppies. How many puppies did she have to start with?",
        5,
    ),
    (
        "Alyssa's dog had 12 puppies. She gave 7 to her friends. How many puppies did her friends get?",
        7,
    ),
    (
        "Alyssa's dog had 12 puppies. She gave 7 to her friends. How many puppies does each friend have?",
        None,
    ),
    (
        "Alyssa's dog had 12 puppies. She gave 7 to each of her friends. How many puppies does she have left?",
        None,
    ),
    (
        "Alyssa's dog had 12 puppies. She gave 2 to each of her 3 friends. How many puppies does she have left?",
        6,
    ),
    (
        "Alyssa's dog had 12 puppies. She gave 2 to each of her friends. She has 6 left. How many friends does she have?",
        3,
    ),
    # --- b9.py
    (
        "Tom has 3 bags with 4 apples each and 2 boxes with 5 apples. How many apples does Tom have?",
        None,
    ),
    (
        "Tom has 3 bags with 4 apples each and 2 boxes with 5 apples each. How many apples does Tom have?",
        22,
    ),
    (
        "Tom has 3 bags of apples. There are 4 apples in each bag. Ann has 2 bags of pears. How many pears does Ann have?",
        None,
    ),
    (
        "Tom has 3 bags of apples. There are 4 apples in each bag. Ann has 2 bags of apples. How many apples does Tom have?",
        12,
    ),
    (
        "Tom has 3 bags of apples. There are 4 apples in each bag. Ann has 2 bags of apples. How many apples do they have in all?",
        20,
    ),
    (
        "Tom has 3 bags of apples with 4 apples in each bag. Ann has 2 bags of apples with 5 apples in each bag. How many apples does Ann have?",
        10,
    ),
    (
        "Tom has 3 bags of apples with 4 apples in each bag. Ann has 2 bags of apples with 5 apples in each bag. How many apples do they have in all?",
        22,
    ),
    (
        "Tom has 3 bags of apples with 4 apples in each bag. He eats 2 apples. How many apples does Tom have left?",
        10,
    ),
    (
        "Tom has 3 bags of apples with 4 apples in each bag. He gives 2 bags to Ann. How many apples does Tom have left?",
        4,
    ),
    (
        "Tom has 3 bags of apples with 4 apples in each bag. He gives 2 bags to Ann. How many apples does Ann have?",
        8,
    ),
    (
        "Tom has 3 bags of apples with 4 apples in each bag. He gives 2 apples to Ann. How many bags does Tom have left?",
        3,
    ),
    (
        "There are 9 children and 3 adults. Each of them has 5 caps. How many caps are there in all?",
        60,
    ),
    (
        "Each child has 5 bottle caps and each adult has 2 bottle caps. There are 9 children and 3 adults. How many bottle caps are there in total?",
        51,
    ),
    (
        "Each child has 5 bottle caps. There are 9 children and 3 adults. How many bottle caps do the adults have?",
        None,
    ),
    (
        "Each child has 5 bottle caps. There are 9 children. 3 of the children lose 2 bottle caps each. How many bottle caps are there in total?",
        39,
    ),
    (
        "Each child has 5 bottle caps. There are 9 children. One child loses 2 bottle caps. How many bottle caps are there in total?",
        43,
    ),
    (
        "Each child has 5 bottle caps. There are 9 children. How many bottle caps do 4 children have?",
        20,
    ),
    ("Each child has 5 bottle caps. There are 9 children. How many children are there?", 9),
    ("A waiter had 33 customers. If 10 customers left, how many customers are left?", 23),
    (
        "A waiter had 33 customers. If 10 customers left and 5 of his friends came to help him, how many customers would he have?",
        23,
    ),
    (
        "A waiter had 33 customers. If 10 customers left and another waiter got 5 more customers, how many customers would he have?",
        23,
    ),
    (
        "A waiter had 33 customers. Another waiter had 20 customers. If 10 customers left, how many customers would the first waiter have?",
        None,
    ),
    (
        "A waiter had 33 customers. If 10 customers left and he got another 5 customers, how many customers left?",
        10,
    ),
    (
        "For the school bake sale Katie made 26 cupcakes. If she sold 20 of them and then her sister made 20 more, how many cupcakes would Katie have?",
        6,
    ),
    (
        "For the school bake sale Katie made 26 cupcakes. If she sold 20 of them and her sister ate 3 of them, how many cupcakes would Katie have?",
        3,
    ),
    (
        "For the school bake sale Katie made 26 cupcakes. If she sold 20 of them and then made 20 more, how many cupcakes did she make in all?",
        46,
    ),
    (
        "For the school bake sale Katie made 26 cupcakes. If she sold 20 of them and then made 20 more, how many cupcakes did she sell?",
        20,
    ),
    (
        "For the school bake sale Katie made 26 cupcakes. If she sold 20 of them for $2 each, how much money did she make?",
        40,
    ),
    (
        "For the school bake sale Katie made 26 cupcakes. If she sold 20 of them for $2 in all, how much money did she make?",
        2,
    ),
    (
        "For the school bake sale Katie made 26 cupcakes. If she sold 20 of them for $2 in all, how much did each cupcake cost?",
        F("1/10"),
    ),
    (
        "The cafeteria had 86 apples. For lunch they handed out 30 to students and decided to use half of the rest to make pies. If each pie takes 8 apples, how many pies could they make?",
        3,
    ),
    (
        "The cafeteria had 86 apples. For lunch they handed out 30 to students and decided to use the rest to make pies. If each pie takes 8 apples, how many apples are left over?",
        0,
    ),
    (
        "The cafeteria had 86 apples. For lunch they handed out 30 to students and decided to use the rest to make pies. If each pie takes 8 apples, how many apples did they hand out?",
        30,
    ),
    (
        "The cafeteria had 86 apples. For lunch they handed out 3 to each student and decided to use the rest to make pies. If each pie takes 8 apples, how many pies could they make?",
        None,
    ),
    (
        "The cafeteria had 86 apples. For lunch they handed out 3 to each of 10 students and decided to use the rest to make pies. If each pie takes 8 apples, how many pies could they make?",
        7,
    ),
    (
        "Tom had to wash 10 short sleeve shirts and 25 long sleeve shirts before school. He washed 5 short ones and 20 long ones. How many shirts did he not wash?",
        10,
    ),
    (
        "Tom had to wash 10 short sleeve shirts and 25 long sleeve shirts before school. If he had only washed 5 of them by the time school started, how many shirts had he to wash in all?",
        35,
    ),
    (
        "Tom had to wash 10 short sleeve shirts and 25 long sleeve shirts before school. If he had only washed 5 of them by the time school started, how many did he wash?",
        5,
    ),
    (
        "Tom had to wash 10 short sleeve shirts and 25 long sleeve shirts before school. If his sister had only washed 5 of them by the time school started, how many did he not wash?",
        None,
    ),
    (
        "Wendy was playing a video game and had 10 lives. In a hard part of the game she lost 6 lives. If she got 37 more lives in the next level, how many lives did she lose?",
        6,
    ),
    (
        "Wendy was playing a video game and had 10 lives. In a hard part of the game she lost 6 lives. If her brother got 37 more lives in the next level, how many lives would she have?",
        4,
    ),
    (
        "Wendy was playing a video game and had 10 lives. In a hard part of the game she lost 6 lives. If she got twice as many lives in the next level, how many lives would she have?",
        16,
    ),
    (
        "Ned bought 50 games from a friend and bought 27 more at a garage sale. If 74 of the games didn't work, how many games did he buy at the garage sale?",
        27,
    ),
    (
        "Ned bought 50 games from a friend and bought 27 more at a garage sale. If 74 of the games didn't work, how many bad games did he end up with?",
        74,
    ),
    (
        "Ned bought 50 games from a friend and his friend bought 27 more at a garage sale. If 74 of the games didn't work, how many good games did Ned end up with?",
        None,
    ),
    (
        "Maria bought 40 green towels and 44 white towels. If she gave her mother 65 of them, how many towels did her mother get?",
        65,
    ),
    (
        "Maria bought 40 green towels and 44 white towels. If she gave her mother 35 of the green towels, how many green towels did Maria end up with?",
        5,
    ),
    (
        "Maria bought 40 green towels and 44 white towels. If she gave her mother 35 of them, how many green towels did Maria end up with?",
        None,
    ),
    (
        "Maria bought 40 green towels and 44 white towels. If her mother gave her 35 of them, how many towels did Maria end up with?",
        None,
    ),
    (
        "Maria bought 40 green towels and 44 white towels. If her mother gave her 35 more, how many towels did Maria end up with?",
        119,
    ),
    (
        "Maria bought 40 green towels and her mother bought 44 white towels. If she gave her mother 30 of them, how many towels did Maria end up with?",
        10,
    ),
    # --- b10.py
    (
        "Tom has 9 yellow balloons. Sara has 8 red balloons. How many balloons do they have in total?",
        17,
    ),
    (
        "Tom has 9 yellow balloons. Sara has 8 red balloons. How many yellow balloons do they have in total?",
        9,
    ),
    (
        "Tom has 9 balloons. Sara has 8 yellow balloons. How many yellow balloons do they have in total?",
        None,
    ),
    (
        "Tom has 9 yellow balloons. Sara has 8 balloons. How many yellow balloons do they have in total?",
        None,
    ),
    (
        "Jose has 85 peanuts and 10 cashews. Kenya has 48 more cashews than Jose. How many cashews does Kenya have?",
        58,
    ),
    (
        "Jose has 85 peanuts and 10 cashews. Kenya has 48 more than Jose. How many cashews does Kenya have?",
        None,
    ),
    ("Tom has 9 roses. Sara has 8 tulips. How many flowers do they have together?", 17),
    ("Tom has 9 roses. Sara has 8 tulips. How many roses do they have together?", 9),
    ("Tom has 9 apples. Sara has 8 apples. How many apples does Sam have?", None),
    ("Tom has 9 books. His sister has 8 books. How many books do they have together?", 17),
    ("Tom has 9 books. Sara has twice as many. How many books do they have together?", 27),
    (
        "Tom has 9 books. Sara has twice as many books as he does. How many books does Sara have?",
        18,
    ),
    (
        "Tom has 9 books. Tom has 3 more books than Sara. Sara has 7 books. How many books does Sara have?",
        None,
    ),
    (
        "Tom and Sara have 9 books. Ann has 3 more books than Tom. How many books does Ann have?",
        None,
    ),
    ("Tom has 9 books. Sara has 3 books more. How many books does Sara have?", 12),
    ("Tom has 9 books. Sara has 3 less. How many books does Sara have?", 6),
    ("Tom has 9 books, 3 more than Sara. How many books does Sara have?", 6),
    ("Tom has 9 books, 3 times as many as Sara. How many books does Sara have?", 3),
    ("Tom has 3 times as many books as Sara, who has 9 books. How many books does Tom have?", 27),
    ("Tom has 9 books and 5 pens. Sara has twice as many. How many books does Sara have?", None),
    (
        "Tom has 3 fewer than twice as many books as Sara. Sara has 9 books. How many books does Tom have?",
        15,
    ),
    (
        "Tom has twice as many books as Sara and Ann combined. Sara has 3 books and Ann has 4 books. How many books does Tom have?",
        14,
    ),
    (
        "Tom has twice as many books as Sara and Ann. Sara has 3 books and Ann has 4 books. How many books does Tom have?",
        None,
    ),
    (
        "Tom has twice as many books as Sara and Ann has 4 books. Sara has 3 books. How many books does Tom have?",
        6,
    ),
    (
        "Tom has 2 more books than Sara has. Sara has 3 more books than Ann has. Ann has 4 books. How many books do Tom and Ann have?",
        13,
    ),
    ("Tom has 1/3 as many books as Sara. Sara has 10 books. How many books does Tom have?", None),
    ("Tom has 5 books. Sara has 3 more books than twice Tom's. How many books does Sara have?", 13),
    (
        "Tom has 5 books. Sara has as many books as Tom and 3 more. How many books does Sara have?",
        8,
    ),
    (
        "Tom has 5 books. Sara has 3 books more than Tom had yesterday. How many books does Sara have?",
        None,
    ),
    (
        "Tom has 5 books. Sara has 3 more books than Tom's brother. How many books does Sara have?",
        None,
    ),
    (
        "Tom's brother has 5 books. Sara has 3 more books than Tom. How many books does Sara have?",
        None,
    ),
    (
        "Tom has 5 books. Tom's sister has 3 more books than Tom. How many books does Tom's sister have?",
        8,
    ),
    (
        "Tom has 5 books. Sara has 3 more books than Tom. How many books does Tom's sister have?",
        None,
    ),
    (
        "Tom has 5 books. His sister has 3 more books than him. How many books does his sister have?",
        8,
    ),
    (
        "Tom has 5 books. His sister has 3 more books than her. How many books does his sister have?",
        None,
    ),
    ("Ann has 5 books. Tom has 3 more books than her. How many books does Tom have?", 8),
    (
        "Ann has 5 books. Sue has 2 books. Tom has 3 more books than her. How many books does Tom have?",
        None,
    ),
    (
        "Ann has 5 books. Bob has 2 books. Tom has 3 more books than him. How many books does Tom have?",
        5,
    ),
    (
        "Ann has 5 books. Bob has 2 books. Tom has 3 more books than him. How many books does Ann have?",
        5,
    ),
    (
        "Ann has 5 books. Bob has 2 books. He has 3 more books than Tom. How many books does Tom have?",
        None,
    ),
    (
        "Ann has 5 books. Bob has 2 books. She has 3 more books than Tom. How many books does Tom have?",
        2,
    ),
    (
        "Ann has 5 books. She has 3 more books than Tom. Tom has twice as many books as Sue. How many books does Sue have?",
        1,
    ),
    (
        "Ann has 5 books. She has 3 more books than Tom. Tom has twice as many books as Sue. How many books do the three have in all?",
        8,
    ),
    (
        "Ann has 5 books. She has 3 more books than Tom. Tom has twice as many books as Sue. How many books do the two girls have in all?",
        6,
    ),
    (
        "Ann has 5 books. She has 3 more books than Tom. Tom has twice as many books as Sue. How many books do the two boys have in all?",
        None,
    ),
    (
        "Ann has 5 books. She has 3 more books than Tom. Tom has twice as many books as Sue. How many books do Ann and her brother have in all?",
        None,
    ),
    (
        "Ann has 5 books. She has 3 more books than Tom. Tom has twice as many books as Sue. How many books does Tom have more than Sue?",
        1,
    ),
    (
        "Ann has 5 books. She has 3 more books than Tom. Tom has twice as many books as Sue. How many books do they have in all?",
        8,
    ),
    (
        "Ann has 5 books. She has 3 more books than Tom. Tom has twice as many books as Sue. Bob has 4 pens. How many books do they have in all?",
        8,
    ),
    (
        "Ann has 5 books. She has 3 more books than Tom. How many books do the three of them have in all?",
        None,
    ),
    (
        "Ann has 5 books. She has 3 more books than Tom. How many books do the two of them have in all?",
        7,
    ),
    (
        "Ann has 5 books. She has 3 more books than Tom. How many books does each of them have?",
        None,
    ),
    ("Ann has 5 books. Tom has 3 more books than Ann. How many more books does Tom have?", 3),
    (
        "Ann has 5 books. Tom has 3 times as many books as Ann. How many more books does Tom have?",
        10,
    ),
    (
        "Ann has 5 books. Tom has 3 times as many books as Ann. How many more books does Tom have than Ann?",
        10,
    ),
    (
        "Ann has 5 books. Tom has 3 times as many books as Ann. How many times as many books does Tom have as Ann?",
        3,
    ),
    (
        "Ann has 5 books. Tom has 3 times as many books as Ann. How many fewer books does Ann have?",
        10,
    ),
    ("Ann has 5 books. Tom has 15 books. How many times as many books does Tom have as Ann?", 3),
    (
        "Ann has 5 books. Tom has 15 books. How many more books does Ann need to have as many as Tom?",
        10,
    ),
    (
        "Ann has 5 books. Tom has 15 books. How many books must Tom give Ann so they have the same number?",
        5,
    ),
    # --- b11.py
    ("Tom had 10 apples. He bought 5 apples for his sister. How many apples does Tom have?", 10),
    ("Tom had 10 apples. He bought 5 apples for Ann. How many apples does Tom have now?", 10),
    ("Tom had 10 apples. He bought 5 apples for Ann. How many apples does Ann have now?", None),
    ("Tom had 10 apples. He bought his sister 5 apples. How many apples does Tom have now?", 10),
    ("Tom had 10 apples. He bought Ann 5 apples. How many apples does Tom have now?", 10),
    ("Tom had 10 apples. His mom bought him 5 apples. How many apples does Tom have now?", 15),
    ("Tom had 10 apples. His mom bought 5 apples for him. How many apples does Tom have now?", 15),
    ("Tom had 10 apples. His mom bought 5 apples. How many apples does Tom have now?", 10),
    ("Tom had 10 apples. He picked 5 apples for his mom. How many apples does Tom have now?", 10),
    ("Tom had 10 apples. He baked 5 pies for the party. How many apples does Tom have now?", 10),
    (
        "Tom had 10 cookies. He baked 12 cookies for his friends. How many cookies does Tom have now?",
        22,
    ),
    ("Tom had 10 cookies. He baked 12 more cookies. How many cookies does Tom have now?", 22),
    (
        "Tom had 10 cookies. He made 12 cookies for the bake sale. How many cookies does Tom have now?",
        22,
    ),
    (
        "Tom had 10 dollars. He bought a 3 dollar toy for his sister. How much money does Tom have now?",
        7,
    ),
    (
        "Tom had 10 dollars. His sister bought a 3 dollar toy for him. How much money does Tom have now?",
        10,
    ),
    (
        "Tom had 10 dollars. His sister bought him a 3 dollar toy. How much money does Tom have now?",
        10,
    ),
    ("Tom had 10 marbles. He won 5 marbles for his team. How many marbles does Tom have now?", 15),
    (
        "Tom had 10 stickers. He collected 6 stickers for his sister. How many stickers does Tom have now?",
        10,
    ),
    (
        "Tom had 10 stickers. He got 6 stickers for his birthday. How many stickers does Tom have now?",
        16,
    ),
    (
        "Tom had 10 stickers. He got 6 stickers for his sister. How many stickers does Tom have now?",
        None,
    ),
    (
        "Tom had 10 stickers. He saved 6 stickers for his sister. How many stickers does Tom have now?",
        None,
    ),
    (
        "Tom had 10 stickers. He found 6 stickers for his sister. How many stickers does Tom have now?",
        None,
    ),
    ("Tom had 10 stickers. Ann found 6 stickers for him. How many stickers does Tom have now?", 16),
    ("Tom had 10 stickers. Ann found 6 stickers. How many stickers does Tom have now?", 10),
    (
        "Tom had 10 stickers. He picked 6 stickers from Ann's book. How many stickers does Tom have now?",
        16,
    ),
    (
        "Sara picked 45 pears for her mother. Sally picked 11 pears. How many pears does Sara have?",
        None,
    ),
    (
        "Sara picked 45 pears for her mother. Sally picked 11 pears. How many pears were picked in total?",
        56,
    ),
    (
        "Joan found 70 seashells for her sister. She gave Sam 10 seashells. How many seashells does Joan have?",
        None,
    ),
    (
        "Melanie had 7 dimes. She saved 8 dimes for her brother. How many dimes does Melanie have now?",
        None,
    ),
    (
        "Fred had 7 dimes. He borrowed 3 dimes for his sister. How many dimes does Fred have now?",
        None,
    ),
    (
        "Fred had 7 dimes. His sister borrowed 3 dimes for him. How many dimes does Fred have now?",
        None,
    ),
    (
        "Mike has 8 marbles. He bought 4 marbles from Sam for his brother. How many marbles does Mike have now?",
        8,
    ),
    (
        "Mike has 8 marbles. He bought 4 marbles for his brother from Sam. How many marbles does Mike have now?",
        8,
    ),
    (
        "Sam had 9 dimes in his bank. His dad gave him 7 dimes for his sister. How many dimes does Sam have now?",
        None,
    ),
    (
        "Sam had 9 dimes in his bank. His dad gave him 7 dimes for his birthday. How many dimes does Sam have now?",
        16,
    ),
    (
        "Sam had 9 dimes in his bank. His dad put 7 dimes in his sister's bank. How many dimes does Sam have now?",
        9,
    ),
    (
        "Sam had 9 dimes in his bank. His dad put 7 dimes in the bank. How many dimes does Sam have now?",
        None,
    ),
    (
        "Sam had 9 dimes in his bank. He put 7 more dimes in his bank. How many dimes are in his bank now?",
        16,
    ),
    (
        "Sam had 9 dimes in his bank. He took 7 dimes out of his sister's bank. How many dimes are in his bank now?",
        9,
    ),
    (
        "Sam had 9 dimes in his bank. He took 7 dimes out of his bank. How many dimes are in his bank now?",
        2,
    ),
    (
        "Sam had 9 dimes in his bank. He took 7 dimes out of his bank. How many dimes does Sam have now?",
        9,
    ),
    # --- b12.py
    ("Sam had 9 dimes in his bank. He took 7 dimes out. How many dimes does Sam have now?", 9),
    (
        "Sam had 9 dimes in his piggy bank. He removed 7 dimes from it. How many dimes does Sam have now?",
        9,
    ),
    (
        "Sam had 9 dimes in his bank. He took 7 dimes out of the bank. How many dimes does Sam have now?",
        9,
    ),
    (
        "Sam had 9 dimes in his bank. He took 7 dimes from his bank. How many dimes does Sam have now?",
        9,
    ),
    ("Sam had 9 dimes in his bank. He took out 7 dimes. How many dimes does Sam have now?", 9),
    (
        "Sam had 9 dimes in his bank. He took 7 dimes out of his bank. How many dimes are left in his bank?",
        2,
    ),
    (
        "Sam had 9 dimes in his bank. He took 7 dimes out of his bank and spent them. How many dimes does Sam have now?",
        2,
    ),
    (
        "Ann has 20 apples in her basket. She took 5 apples out of the basket. How many apples does Ann have?",
        20,
    ),
    (
        "Ann has 20 apples in her basket. She took 5 apples from the basket. How many apples does Ann have now?",
        20,
    ),
    (
        "Ann has 20 apples in her basket. She took 5 apples from the basket. How many apples are in the basket now?",
        15,
    ),
    (
        "Ann has 20 apples in her basket. She took 5 apples from the basket and ate them. How many apples does Ann have now?",
        15,
    ),
    (
        "Ann has 20 apples in her basket. She put 5 apples into the basket. How many apples are in the basket now?",
        25,
    ),
    (
        "There are 20 apples in Ann's basket. Ann took 5 apples from the basket. How many apples does Ann have?",
        None,
    ),
    (
        "There are 20 apples in Ann's basket. Ann took 5 apples from the basket. How many apples are in the basket?",
        15,
    ),
    (
        "Sam had 9 dimes. He took 7 dimes from his sister's bank. How many dimes does Sam have now?",
        16,
    ),
    ("Sam had 9 dimes. He took 7 dimes from his bank. How many dimes does Sam have now?", None),
    (
        "Sam had 9 dimes in his pocket. He took 7 dimes from his bank. How many dimes does Sam have now?",
        None,
    ),
    (
        "Sam had 9 dimes in his pocket. He took 7 dimes from his bank. How many dimes are in his pocket now?",
        None,
    ),
    (
        "Sam had 9 dimes in his pocket. He took 7 dimes out of his pocket. How many dimes does Sam have now?",
        9,
    ),
    (
        "Sam had 9 dimes in his pocket. He took 7 dimes out of his pocket and gave them to Ann. How many dimes does Sam have now?",
        2,
    ),
    (
        "Joan had 9 dollars in her wallet. She took 7 dollars out of her wallet. How much money does Joan have?",
        9,
    ),
    (
        "Joan had 9 dollars in her wallet. She took 7 dollars out of her wallet. How much money is in her wallet?",
        2,
    ),
    ("Joan had 9 dollars in her wallet. She took out 7 dollars. How much money does Joan have?", 9),
    (
        "Joan had 9 dollars in the bank. She withdrew 7 dollars. How much money does Joan have?",
        None,
    ),
    (
        "Joan had 9 dollars in the bank. She withdrew 7 dollars. How much money does Joan have in the bank?",
        2,
    ),
    (
        "Tom had 20 marbles in a bag. He took 5 marbles out of the bag. How many marbles does Tom have?",
        20,
    ),
    (
        "Tom had 20 marbles in a bag. He took 5 marbles out of the bag. How many marbles are in the bag?",
        15,
    ),
    (
        "Tom had 20 marbles in a bag. He took 5 marbles out of another bag. How many marbles does Tom have?",
        None,
    ),
    (
        "Fred had 7 dimes in his bank. He took 3 of his dimes out. How many dimes does Fred have now?",
        7,
    ),
    (
        "Fred had 7 dimes in his bank. He took 3 of his dimes out of the bank. How many dimes are in his bank now?",
        4,
    ),
    (
        "Fred had 7 dimes in his bank. He took 3 dimes out of his bank. His sister gave him 2 dimes. How many dimes does Fred have now?",
        9,
    ),
    # --- b13.py
    ("Ann has 20 apples. She put 5 apples in the basket. How many apples does Ann have?", None),
    ("Sam had 9 dimes. He put 7 dimes in his bank. How many dimes does Sam have?", None),
    (
        "Sam had 9 dimes in his bank. He put 7 more dimes in his bank. How many dimes does Sam have?",
        16,
    ),
    (
        "Sam had 9 dimes in his bank. He put 7 more dimes in his bank. How many dimes are in his bank?",
        16,
    ),
    (
        "Sam had 9 dimes in his bank. His dad put 7 dimes in his bank. How many dimes does Sam have?",
        16,
    ),
    (
        "Sam had 9 dimes in his bank. His sister took 3 dimes out of his bank. How many dimes does Sam have?",
        6,
    ),
    (
        "Sam had 9 dimes in his bank. His sister took 3 dimes out of her bank. How many dimes does Sam have?",
        9,
    ),
    (
        "Heather starts with 86 blocks. She shares them equally with Jose. How many blocks does Heather end with?",
        43,
    ),
    (
        "Heather starts with 86 blocks. She shares them equally with Jose and Ann. How many blocks does Heather end with?",
        None,
    ),
    (
        "Heather starts with 87 blocks. She shares them equally with Jose. How many blocks does Heather end with?",
        None,
    ),
    ("Heather and Jose share 41 blocks equally. How many blocks does Heather get?", None),
    ("Heather and Jose share 42 blocks equally. How many blocks does Heather get?", 21),
    (
        "Heather and Jose share 42 blocks equally. Heather gives 5 blocks to Jose. How many blocks does Jose have?",
        26,
    ),
    (
        "Heather starts with 86 blocks. She shares 41 with Jose. Jose shares 10 with her. How many blocks does Heather end with?",
        55,
    ),
    (
        "Nancy starts with 91 bottle caps. She finds another 88. How many bottle caps did she find?",
        88,
    ),
    (
        "Nancy starts with 91 bottle caps. Her brother finds another 88. How many bottle caps does Nancy end with?",
        91,
    ),
    (
        "Nancy starts with 91 bottle caps. She finds another 88 and gives them to her brother. How many bottle caps does Nancy end with?",
        91,
    ),
    (
        "Nancy starts with 91 bottle caps. She finds another 88 and gives half of them to her brother. How many bottle caps does Nancy end with?",
        135,
    ),
    (
        "Nancy starts with 91 bottle caps. She finds 88 marbles. How many bottle caps does Nancy end with?",
        91,
    ),
    (
        "Kevin starts with 7 cards. He finds another 47. He loses 10. How many cards does Kevin end with?",
        44,
    ),
    (
        "Kevin starts with 7 cards. He finds another 47 cards in his room. How many cards does Kevin end with?",
        54,
    ),
    (
        "Kevin starts with 7 cards in his room. He finds another 47 cards in his room. How many cards does Kevin end with?",
        54,
    ),
    (
        "Kevin has 7 cards in his room. He takes 4 cards out of his room. How many cards does Kevin have?",
        None,
    ),
    (
        "Joshua has 40 bottle caps. He buys 7 more. He sells 10. How many bottle caps does Joshua have in all?",
        37,
    ),
    (
        "Joshua has 40 bottle caps. He buys 7 more from Ann. How many bottle caps does Ann have?",
        None,
    ),
    (
        "Joshua has 40 bottle caps. Ann has 10 bottle caps. He buys 7 more from Ann. How many bottle caps does Ann have?",
        3,
    ),
    (
        "Joshua has 40 bottle caps. Ann has 10 bottle caps. He buys 7 more. How many bottle caps does Ann have?",
        10,
    ),
    (
        "Joshua has 40 bottle caps. Ann has 10 bottle caps. He buys 7 more. How many bottle caps do they have in all?",
        57,
    ),
    (
        "Joshua has 40 bottle caps. Ann has 10 bottle caps. She buys 7 more. How many bottle caps does Joshua have?",
        40,
    ),
    (
        "Joshua has 40 bottle caps. Ann has 10 bottle caps. She buys 7 more from him. How many bottle caps does Joshua have?",
        33,
    ),
    (
        "Joshua has 40 bottle caps. Ann has 10 bottle caps. She sells 7 to him. How many bottle caps does Joshua have?",
        47,
    ),
    (
        "Joshua has 40 bottle caps. Ann has 10 bottle caps. She sells him 7. How many bottle caps does Ann have?",
        3,
    ),
    (
        "Joshua has 40 bottle caps. Ann has 10 bottle caps. He sells her 7. How many bottle caps does Ann have?",
        17,
    ),
    (
        "Joshua has 40 bottle caps. Ann has 10 bottle caps. He sells 7. How many bottle caps does Ann have?",
        10,
    ),
    # --- units holding things (each package), each against in all, two holders' units
    (
        "Robin has 27 packages of gum. There are 18 pieces in each of Ann's packages. How many pieces of gum does Robin have?",
        None,
    ),
    (
        "Robin has 27 packages of gum and Ann has 10 packages of candy. There are 18 pieces in each package. How many pieces of gum does Robin have?",
        486,
    ),
    (
        "Robin has 27 packages of gum. There are 18 pieces in each package. She ate 20 pieces. How many pieces of gum does Robin have?",
        466,
    ),
    (
        "Robin has 27 packages of gum. She gave 7 packages to Ann. There are 18 pieces in each package. How many pieces of gum does Robin have?",
        360,
    ),
    (
        "Robin has 27 packages of gum. She gave 7 packages to Ann. There are 18 pieces in each package. How many pieces of gum does Ann have?",
        126,
    ),
    (
        "Robin has 27 packages of gum. There are 18 pieces in each package. Ann has 10 packages of gum. How many pieces of gum does Ann have?",
        180,
    ),
    (
        "Robin has 27 packages of gum. There are 18 pieces in each package. Ann has 10 pieces of gum. How many pieces of gum do they have?",
        496,
    ),
    (
        "Robin has 27 packages of gum. There are 18 pieces in each package. How many packages does Robin have?",
        27,
    ),
    (
        "There are 18 pieces of gum in each package. Robin has 486 pieces of gum. How many packages does Robin have?",
        27,
    ),
    (
        "Robin has 27 packages of gum. Each package has 18 pieces. Ann has 10 packages of gum. Each of Ann's packages has 5 pieces. How many pieces of gum does Ann have?",
        50,
    ),
    (
        "Robin has 27 packages of gum. Each package has 18 pieces. Ann has 10 packages of gum with 5 pieces in each package. How many pieces of gum does Robin have?",
        486,
    ),
    (
        "Robin has 27 packages of gum. There are 18 pieces in a package. How many pieces of gum does Robin have?",
        486,
    ),
    (
        "Robin has 27 packages of gum. There are 18 pieces in the package. How many pieces of gum does Robin have?",
        None,
    ),
    (
        "Robin has 27 packages of gum. There are 18 pieces in all the packages. How many pieces of gum does Robin have?",
        18,
    ),
    (
        "Robin has 27 packages of gum. There are 18 pieces in all. How many pieces of gum does Robin have?",
        18,
    ),
    (
        "Robin has 27 packages of gum. There are 18 pieces in each package. Robin also has 3 loose pieces of gum. How many pieces of gum does Robin have?",
        489,
    ),
    ("Tom and Ann have 5 apples each. How many apples do they have?", 10),
    ("Tom and Ann each bought 5 apples. Tom ate 2 apples. How many apples does Ann have?", 5),
    ("Tom and Ann each bought 5 apples. Tom ate 2 apples. How many apples does Tom have?", 3),
    ("Tom and Ann bought 5 apples. Tom ate 2 apples. How many apples does Ann have?", None),
    ("Tom and Ann bought 5 apples each. They ate 2 apples. How many apples do they have left?", 8),
    (
        "Tom and Ann bought 5 apples each. They each ate 2 apples. How many apples do they have left?",
        6,
    ),
    (
        "Tom and Ann bought 5 apples each. They each ate 2 apples. How many apples does Tom have left?",
        3,
    ),
    ("Tom and Ann bought 5 apples in all. How many apples does Tom have?", None),
    (
        "Tom, Ann and Bo have 4 apples each. Bo gives his apples to Ann. How many apples does Ann have?",
        8,
    ),
    ("Tom, Ann and Bo have 4 apples each. How many apples do Tom and Ann have?", 8),
    ("Tom, Ann and Bo have 4 apples each. How many apples does Bo have?", 4),
    ("Tom, Ann and Bo have 12 apples. How many apples does Bo have?", None),
    ("Tom, Ann and Bo share 12 apples equally. How many apples does Bo have?", 4),
    (
        "Tom, Ann and Bo share 12 apples equally. Bo eats 1 apple. How many apples do they have in all?",
        11,
    ),
    ("Each of the 3 boys has 4 apples. How many apples do the boys have?", 12),
    (
        "Each of the 3 boys has 4 apples and each of the 2 girls has 5 apples. How many apples do the girls have?",
        10,
    ),
    (
        "Each of the 3 boys has 4 apples and each of the 2 girls has 5 apples. How many apples do the children have in all?",
        22,
    ),
    (
        "Each of the 3 boys has 4 apples. The girls have 10 apples. How many apples do the children have in all?",
        22,
    ),
    (
        "Each boy has 4 apples. There are 3 boys and 2 girls. How many apples do the children have in all?",
        None,
    ),
    ("Each boy has 4 apples. There are 3 boys and 2 girls. How many apples do the boys have?", 12),
    (
        "There are 3 boxes. Each box has 4 red balls and 5 blue balls. How many balls are there in all?",
        27,
    ),
    (
        "There are 3 boxes. Each box has 4 red balls and 5 blue balls. How many red balls are there in all?",
        12,
    ),
    (
        "There are 3 boxes. Each box has 4 red balls and some blue balls. How many balls are there in all?",
        None,
    ),
    (
        "There are 3 boxes. Each box has 4 red balls. There are 5 blue balls. How many balls are there in all?",
        17,
    ),
    (
        "There are 3 boxes. There are 4 red balls in each box and 5 blue balls in one box. How many balls are there in all?",
        17,
    ),
    (
        "Each bag has 4 apples. Tom has 3 bags. Ann has 2 bags. How many apples do they have in all?",
        20,
    ),
    (
        "Each bag has 4 apples. Tom has 3 bags. Ann has 2 boxes. How many apples do they have in all?",
        None,
    ),
    (
        "Each bag has 4 apples. Tom has 3 bags. Ann has 2 apples. How many apples do they have in all?",
        14,
    ),
    (
        "Each bag has 4 apples. Tom has 3 bags. He eats 2 apples from one bag. How many apples does Tom have?",
        10,
    ),
    (
        "Each bag has 4 apples. Tom has 3 bags. He gives 1 bag to Ann. How many apples does Tom have?",
        8,
    ),
    (
        "Each bag has 4 apples. Tom has 3 bags. He gives 1 bag to Ann. How many bags does Ann have?",
        1,
    ),
    # --- places and people; left/kept; prices each or for all
    (
        "There are 20 books on the shelf. Tom has 5 books. He put his books on the shelf. How many books are on the shelf?",
        25,
    ),
    ("Tom has 5 books on his shelf and 3 books in his bag. How many books does Tom have?", 8),
    (
        "Tom has 5 books on his shelf and 3 books in his bag. He moved 2 books from the bag to the shelf. How many books are on the shelf?",
        7,
    ),
    (
        "There are 20 apples in the basket. Tom ate 3 apples. How many apples are in the basket?",
        None,
    ),
    (
        "There are 20 apples in the basket. Tom ate 3 apples from the basket. How many apples are in the basket?",
        17,
    ),
    (
        "The basket has 20 apples. Tom has 5 apples. He put 3 apples in the basket. How many apples does Tom have?",
        2,
    ),
    (
        "The basket has 20 apples. Tom has 5 apples. He put 3 apples in the basket. How many apples are in the basket?",
        23,
    ),
    (
        "The basket has 20 apples. Tom put 3 apples in the basket. How many apples does Tom have?",
        None,
    ),
    (
        "The store had 20 pens. Tom bought 5 pens from the store. How many pens does the store have?",
        15,
    ),
    (
        "The store had 20 pens. Tom bought 5 pens from another store. How many pens does the store have?",
        20,
    ),
    (
        "The store had 20 pens. The store sold 5 pens to Tom. Tom had 3 pens. How many pens does Tom have?",
        8,
    ),
    (
        "The store had 20 pens. It received 10 more pens from the factory. How many pens does the store have?",
        30,
    ),
    (
        "The store had 20 pens and 10 pencils. It sold 5 of them. How many pens does the store have?",
        None,
    ),
    ("Tom had 20 apples. He left 5 apples at home. How many apples does Tom have?", None),
    (
        "Tom had 20 apples. He left 5 apples for his sister. How many apples does Tom have left?",
        None,
    ),
    (
        "Tom had 20 apples. He kept 5 apples and gave the rest to Ann. How many apples did Ann get?",
        15,
    ),
    (
        "Tom had 20 apples. He kept 5 apples and gave the rest to Ann. How many apples does Tom have?",
        5,
    ),
    (
        "Tom had 20 apples. He gave Ann 5 apples and kept the rest. How many apples did Tom keep?",
        15,
    ),
    (
        "Tom had 20 apples. Ann had 10 apples. He gave Ann 5 apples and she kept the rest. How many apples did Ann keep?",
        None,
    ),
    ("Tom bought 3 pens for $2 each and 2 pencils for $1. How much did he spend?", 7),
    ("Tom bought 3 pens for $2 each and 2 pencils for $1 each. How much did he spend?", 8),
    ("Tom bought 3 pens for $2 and 2 pencils for $1 each. How much did he spend?", 4),
    ("Tom bought 3 pens for $6. How much did each pen cost?", 2),
    ("Tom bought 3 pens for $6 each. How much did he spend?", 18),
    ("Tom bought 3 pens for $6 each. How much did each pen cost?", 6),
    ("Tom bought 3 pens at $6. How much did he spend?", None),
    ("Tom bought 3 pens at $6 each. How much did he spend?", 18),
    (
        "Tom bought 3 pens. Each pen cost $6. He paid with a $20 bill. How much change did he get?",
        2,
    ),
    ("Tom bought 3 pens. Each pen cost $6. He paid with a $20 bill. How much did he spend?", 18),
    ("Tom bought 3 pens. Each pen cost $6. Ann bought 2 pens. How much did Ann spend?", 12),
    ("Tom bought 3 pens. Each pen cost $6. Ann bought 2 pencils. How much did Ann spend?", None),
    ("Tom bought 3 pens for $6. Ann bought 2 pens. How much did Ann spend?", 4),
    ("Tom bought 3 pens for $6. Ann bought 2 pens at the same price. How much did Ann spend?", 4),
    ("Tom bought 3 pens for $6. Ann bought 2 pens at another store. How much did Ann spend?", None),
    ("Tom bought 3 pens for $6. Ann bought 2 pencils. How much did Ann spend?", None),
    (
        "A pen costs $2. A pencil costs $1. Tom bought 3 pens and 2 pencils. How much did he spend?",
        8,
    ),
    (
        "A pen costs $2. A pencil costs $1. Tom bought 3 pens and 2 erasers. How much did he spend?",
        None,
    ),
    (
        "A pen costs $2. Tom bought 3 pens and Ann bought 2 pens. How much did they spend in all?",
        10,
    ),
    (
        "A pen costs $2. Tom bought 3 pens and Ann bought 2 pens. How much more did Tom spend than Ann?",
        2,
    ),
    ("A pen costs $2. Tom bought 3 pens and Ann bought 2 pens. How much did Ann spend?", 4),
    ("A pen costs $2. Tom sold 3 pens and Ann bought 2 pens. How much did Tom spend?", None),
    ("A pen costs $2. Tom sold 3 pens. How much money did Tom make?", 6),
    (
        "Tom sells pens for $2 each. He sold 3 pens. Ann bought 2 of them. How much did Ann spend?",
        4,
    ),
    (
        "Tom sells pens for $2 each. Ann sells pens for $3 each. Bo bought 2 pens from Ann. How much did Bo spend?",
        6,
    ),
    (
        "Tom sells pens for $2 each. Ann sells pens for $3 each. Bo bought 2 pens. How much did Bo spend?",
        None,
    ),
    (
        "Tom sells pens for $2 each. Ann sells pens for $3 each. Bo bought 2 pens from Tom and 1 pen from Ann. How much did Bo spend?",
        7,
    ),
    # --- a holder's own place: other verbs of taking
    (
        "Sam had 9 dimes in his bank. He got 7 dimes from his bank. How many dimes does Sam have now?",
        None,
    ),
    (
        "Sam had 9 dimes in his bank. He removed 7 dimes from his bank. How many dimes does Sam have now?",
        None,
    ),
    (
        "Sam had 9 dimes in his bank. He pulled 7 dimes out of his bank. How many dimes does Sam have now?",
        None,
    ),
    (
        "Sam had 9 dimes in his bank. He grabbed 7 dimes from his bank. How many dimes does Sam have now?",
        None,
    ),
    (
        "Sam had 9 dimes in his bank. He received 7 dimes from his bank. How many dimes does Sam have now?",
        None,
    ),
    (
        "Sam had 9 dimes in his bank. He picked 7 dimes from his bank. How many dimes does Sam have now?",
        None,
    ),
    (
        "Sam had 9 dimes in his bank. He collected 7 dimes from his bank. How many dimes does Sam have now?",
        None,
    ),
    (
        "Sam had 9 dimes in his bank. He withdrew 7 dimes from his bank. How many dimes does Sam have now?",
        None,
    ),
    (
        "Sam keeps 9 dimes in his bank. He took 7 dimes out of his bank. How many dimes does Sam have now?",
        None,
    ),
    (
        "Sam has a bank with 9 dimes in it. He took 7 dimes out of the bank. How many dimes does Sam have now?",
        None,
    ),
    (
        "Sam's bank has 9 dimes. He took 7 dimes out of the bank. How many dimes does Sam have now?",
        None,
    ),
    (
        "Sam's bank has 9 dimes. He took 7 dimes out of his bank. How many dimes are in the bank now?",
        2,
    ),
    ("Sam's bank has 9 dimes. He took 7 dimes out of it. How many dimes does Sam have now?", None),
    ("Sam had 9 dimes in his bank. He took 7 of them out. How many dimes does Sam have now?", None),
    ("Sam had 9 dimes in his bank. He took out 7 of them. How many dimes are in his bank now?", 2),
    (
        "Mary had 30 eggs in her fridge. She took 12 eggs out of the fridge. How many eggs does Mary have?",
        None,
    ),
    (
        "Mary had 30 eggs in her fridge. She took 12 eggs out of the fridge and broke 2 of them. How many eggs does Mary have?",
        None,
    ),
    (
        "Mary had 30 eggs in the fridge. She took 12 eggs from the fridge. How many eggs does Mary have?",
        None,
    ),
    (
        "There were 30 eggs in the fridge. Mary took 12 eggs from the fridge. How many eggs are in the fridge?",
        18,
    ),
    (
        "There were 30 eggs in the fridge. Mary took 12 eggs from the fridge. How many eggs does Mary have?",
        12,
    ),
    (
        "Mary had 5 eggs. There were 30 eggs in the fridge. Mary took 12 eggs from the fridge. How many eggs does Mary have?",
        17,
    ),
    (
        "Mary had 5 eggs. There were 30 eggs in the fridge. Mary took 12 eggs from the fridge. How many eggs are in the fridge?",
        18,
    ),
    (
        "Tom had 20 marbles in a jar and 5 marbles in his pocket. He took 3 marbles from the jar. How many marbles are in the jar?",
        17,
    ),
    (
        "Tom had 20 marbles in a jar and 5 marbles in his pocket. He took 3 marbles from the jar. How many marbles does Tom have?",
        None,
    ),
    (
        "Tom had 20 marbles in a jar. Ann took 3 marbles from the jar. How many marbles does Tom have?",
        None,
    ),
    (
        "Tom had 20 marbles in a jar. Ann took 3 marbles from the jar. How many marbles does Ann have?",
        None,
    ),
    (
        "Ann had 12 cookies in a box. She ate 3 cookies from the box. How many cookies does Ann have?",
        9,
    ),
    (
        "Ann had 12 cookies in a box. She gave 3 cookies from the box to Tom. How many cookies does Ann have?",
        9,
    ),
    (
        "Ann had 12 cookies in a box. Tom took 3 cookies from the box. How many cookies does Ann have?",
        None,
    ),
    ("Ann had 12 cookies in a box. Tom took 3 cookies. How many cookies does Ann have?", 9),
    (
        "Ann had 12 cookies in a box. Tom took 3 cookies from her. How many cookies does Ann have?",
        9,
    ),
    # --- both, each other, trades, all but, except, repeated gifts, before/after
    ("Tom and Ann both have 5 apples. How many apples do they have together?", 10),
    ("Tom and Ann both have 5 apples. Tom eats 2 apples. How many apples does Ann have?", 5),
    (
        "Tom had 5 apples and Ann had 4 apples. They gave each other 2 apples. How many apples does Tom have?",
        5,
    ),
    (
        "Tom had 5 apples and Ann had 4 apples. They gave each other 2 apples. How many apples do they have together?",
        9,
    ),
    (
        "Tom had 5 apples and Ann had 4 pears. Tom traded 3 apples for 2 of Ann's pears. How many apples does Ann have?",
        3,
    ),
    (
        "Tom had 5 apples and Ann had 4 pears. Tom traded 3 apples for 2 of Ann's pears. How many pears does Tom have?",
        2,
    ),
    (
        "Tom had 5 apples and Ann had 4 pears. Tom traded 3 apples for 2 of Ann's pears. How many apples does Tom have?",
        2,
    ),
    ("Tom had 5 apples. He traded 3 apples for 2 pears. How many apples does Tom have?", 2),
    ("Tom had 5 apples. He traded 3 apples for 2 pears. How many pears does Tom have?", 2),
    ("Tom had 10 apples. He ate all but 3 apples. How many apples does Tom have?", 3),
    ("Tom had 10 apples. He ate all but 3 apples. How many apples did Tom eat?", 7),
    (
        "Tom had 10 apples. He gave all his apples to Ann except 3. How many apples does Tom have?",
        3,
    ),
    ("Tom had 10 apples. He gave all his apples to Ann except 3. How many apples did Ann get?", 7),
    ("Tom had 10 apples. He gave all of his apples to Ann. How many apples does Tom have?", 0),
    (
        "Tom had 10 apples. Ann had 4 apples. He gave all of his apples to Ann. How many apples does Ann have?",
        14,
    ),
    (
        "Tom had 10 apples. Ann had 4 apples. She gave all of her apples to Tom. How many apples does Tom have?",
        14,
    ),
    (
        "Tom had 10 apples. Ann had 4 apples. She gave all of his apples to Tom. How many apples does Tom have?",
        None,
    ),
    ("Tom had 10 apples. He gave Ann 3 apples twice. How many apples does Tom have?", 4),
    ("Tom had 10 apples. He gave Ann 3 apples three times. How many apples does Tom have?", 1),
    (
        "Tom had 10 apples. He gave Ann 3 apples and Bo twice as many. How many apples does Tom have?",
        1,
    ),
    ("Tom had 5 apples before Ann gave him 3. How many apples does Tom have now?", 8),
    ("Tom has 8 apples after Ann gave him 3. How many apples did Tom have before?", 5),
    ("Tom has 8 apples after Ann gave him 3. How many apples did Ann give him?", 3),
    ("After Ann gave him 3 apples, Tom has 8 apples. How many apples did Tom have at first?", 5),
    ("After giving Ann 3 apples, Tom has 8 apples. How many apples did Tom have at first?", 11),
    ("After giving Ann 3 apples, Tom has 8 apples. How many apples does Ann have?", None),
    ("Before giving Ann 3 apples, Tom had 8 apples. How many apples does Tom have now?", 5),
    ("Tom wanted to buy 5 apples but bought 3 instead. How many apples did Tom buy?", 3),
    (
        "Tom wanted to buy 5 apples but bought 3 instead. He had 2 apples. How many apples does Tom have now?",
        5,
    ),
    ("Tom had 10 apples. He did not eat 3 of them. How many apples did he eat?", 7),
    (
        "Tom had 10 apples. He ate 3 of them but did not eat the rest. How many apples does Tom have?",
        7,
    ),
    (
        "Tom had 10 apples. He was going to eat 3 of them but gave them to Ann. How many apples does Tom have?",
        7,
    ),
    (
        "Tom had 10 apples. He was going to give 3 apples to Ann but ate them instead. How many apples does Ann have?",
        None,
    ),
    ("Tom had 10 apples. He almost gave 3 apples to Ann. How many apples does Tom have?", None),
    # --- a holder's own place: putting into it, moving between two of them
    ("Sam had 9 dimes. He saved 7 dimes in his bank. How many dimes does Sam have?", 16),
    ("Sam had 9 dimes. He deposited 7 dimes in his bank. How many dimes does Sam have?", None),
    (
        "Sam had $90 in his wallet. He deposited $70 in the bank. How much money does Sam have?",
        None,
    ),
    (
        "Sam had $90 in his wallet. He deposited $70 in the bank. How much money is in his wallet?",
        20,
    ),
    ("Sam had $90 in his wallet. He put $70 in his bank. How much money is in his wallet?", 20),
    (
        "Sam had $90 in his wallet and $50 in his bank. He moved $20 from his wallet to his bank. How much money does Sam have?",
        140,
    ),
    (
        "Sam had $90 in his wallet and $50 in his bank. He moved $20 from his wallet to his bank. How much money is in his bank?",
        70,
    ),
    (
        "Sam had $90 in his wallet and $50 in his bank. He took $20 from his bank. How much money is in his wallet?",
        None,
    ),
    (
        "Sam had $90 in his wallet and $50 in his bank. He took $20 from his bank. How much money does Sam have?",
        None,
    ),
    (
        "Sam had $90 in his wallet. His mom put $20 in his wallet. How much money is in his wallet?",
        110,
    ),
    (
        "Sam had $90 in his wallet. His mom took $20 from his wallet. How much money does Sam have?",
        None,
    ),
    (
        "Sam had $90 in his wallet. His mom took $20 from his wallet. How much money is in his wallet?",
        70,
    ),
    ("Sam had $90 in his wallet. He lost his wallet. How much money does Sam have?", None),
    ("Sam had $90 in his wallet. He found $20 in his pocket. How much money does Sam have?", 110),
    ("Sam had $90 in his wallet. He found $20 in his wallet. How much money does Sam have?", 110),
    ("Sam had $90. He found $20 in his pocket. How much money does Sam have?", 110),
    ("Sam had $90. He found $20 on the street. How much money does Sam have?", 110),
    ("Sam had $90. He got $20 from the bank. How much money does Sam have?", 110),
    ("Sam had $90. He got $20 from his bank. How much money does Sam have?", 110),
    ("Sam had $90 in his bank. He got $20 from the bank. How much money does Sam have?", None),
    (
        "Ann had 12 apples in her bag. She put 5 more apples in her bag. How many apples does Ann have?",
        None,
    ),
    (
        "Ann had 12 apples in her bag. She put 5 more apples in her bag. How many apples are in her bag?",
        17,
    ),
    (
        "Ann had 12 apples in her bag. She put 5 of them in a bowl. How many apples are in her bag?",
        7,
    ),
    (
        "Ann had 12 apples in her bag. She put 5 of them in a bowl. How many apples does Ann have?",
        None,
    ),
    # --- single rates (rate_v2) against a second agent, another noun, another unit
    (
        "A printer prints 30 pages per minute. A copier prints 20 pages per minute. How many pages does the printer print in 3 minutes?",
        90,
    ),
    (
        "A printer prints 30 pages per minute. A copier prints 20 pages per minute. How many pages does the copier print in 3 minutes?",
        60,
    ),
    (
        "A printer prints 30 pages per minute. A copier prints 20 pages per minute. How many pages do they print in 3 minutes?",
        None,
    ),
    (
        "A printer prints 30 pages per minute. How many pages does it print in 3 minutes if it stops for 1 minute?",
        None,
    ),
    (
        "A printer prints 30 pages per minute. It printed for 3 minutes. How many pages did it print?",
        90,
    ),
    (
        "A printer prints 30 pages per minute. It printed 90 pages. How many minutes did it print?",
        3,
    ),
    (
        "A printer prints 30 pages per minute. It printed 90 pages and then 30 more pages. How many minutes did it print?",
        4,
    ),
    (
        "A printer prints 30 pages per minute. How many pages does it print in 3 minutes and 30 seconds?",
        105,
    ),
    ("A printer prints 30 pages per minute. How many sheets does it print in 3 minutes?", None),
    ("A printer prints 30 pages per minute. How many pages does it print in 3 hours?", 5400),
    ("A printer prints 30 pages per hour. How many pages does it print in 3 minutes?", F("3/2")),
    ("A printer prints 30 pages per hour. How many pages does it print in 30 minutes?", 15),
    (
        "A printer prints 30 pages per minute. How many minutes does it take to print 100 pages?",
        F("10/3"),
    ),
    (
        "A printer prints 30 pages per minute. How many whole minutes does it take to print 100 pages?",
        None,
    ),
    (
        "A printer prints 30 pages per minute. Each book has 60 pages. How many books does it print in 10 minutes?",
        5,
    ),
    (
        "A printer prints 30 pages per minute. Each book has 60 pages. How many minutes does it take to print 5 books?",
        10,
    ),
    (
        "A printer prints 30 pages per minute. Each book has 70 pages. How many books does it print in 10 minutes?",
        None,
    ),
    (
        "A printer prints 30 pages per minute. How many pages does it print in 3 minutes? It printed 10 pages yesterday.",
        None,
    ),
    (
        "Sam walks at 3 miles per hour. Ann walks at 4 miles per hour. How far does Sam walk in 2 hours?",
        6,
    ),
    (
        "Sam walks at 3 miles per hour. Ann walks at 4 miles per hour. How far does Ann walk in 2 hours?",
        8,
    ),
    (
        "Sam walks at 3 miles per hour. Ann walks at 4 miles per hour. How far do they walk in 2 hours?",
        None,
    ),
    (
        "Sam walks at 3 miles per hour. Ann walks at 4 miles per hour. How much farther does Ann walk than Sam in 2 hours?",
        2,
    ),
    ("Sam walks at 3 miles per hour. How far does Ann walk in 2 hours?", None),
    ("Sam walks at 3 miles per hour. How far does he walk in 2 hours?", 6),
    ("Sam walks at 3 miles per hour. How far does she walk in 2 hours?", None),
    (
        "Sam walks at 3 miles per hour for 2 hours. Then he runs at 6 miles per hour for 1 hour. How far does he go?",
        12,
    ),
    (
        "Sam walks at 3 miles per hour for 2 hours. Then he runs at 6 miles per hour for 1 hour. How far does he walk?",
        6,
    ),
    (
        "Sam walks at 3 miles per hour for 2 hours. Then he rests for 1 hour. How far does he walk?",
        6,
    ),
    (
        "Sam walks at 3 miles per hour. He walks for 2 hours each day. How far does he walk in 5 days?",
        30,
    ),
    (
        "Sam walks at 3 miles per hour. He walks for 2 hours each day. How far does he walk in a week?",
        42,
    ),
    (
        "Sam walks at 3 miles per hour. He walks 2 hours on Monday and 3 hours on Tuesday. How far does he walk in all?",
        15,
    ),
    (
        "Sam walks at 3 miles per hour. He walks 2 hours on Monday and 3 hours on Tuesday. How far does he walk on Tuesday?",
        9,
    ),
    ("Sam walks 3 miles in an hour. How far does he walk in 2 hours?", 6),
    ("Sam walks 3 miles in half an hour. How far does he walk in 2 hours?", 12),
    ("Sam walks 3 miles in 45 minutes. How far does he walk in 3 hours?", 12),
    ("Sam walks 3 miles in 45 minutes. How long does it take him to walk 12 miles, in hours?", 3),
    ("Sam walks 3 miles in 45 minutes. How many minutes does it take Ann to walk 12 miles?", None),
    # --- combined rates: one rate asked back, three rates over different containers, jobs
    (
        "Nia and Omar together paint 7 fences per hour. Nia paints 4 fences per hour. How many fences does Omar paint per hour?",
        3,
    ),
    (
        "Working together, Nia and Omar paint 21 fences in 3 hours. Nia paints 4 fences per hour. How many fences does Omar paint in 3 hours?",
        9,
    ),
    (
        "A pipe fills a pool at 9 gallons per minute, a hose fills it at 5 gallons per minute, and a drain empties a tank at 4 gallons per minute. How many gallons are in the pool after 12 minutes?",
        168,
    ),
    (
        "A pipe fills a pool at 9 gallons per minute, a hose fills a tank at 5 gallons per minute, and a drain empties it at 4 gallons per minute. How many gallons are in the pool after 12 minutes?",
        None,
    ),
    (
        "A pipe fills a pool at 9 gallons per minute, a hose fills a tank at 5 gallons per minute, and a drain empties the pool at 4 gallons per minute. How many gallons are in the pool after 12 minutes?",
        60,
    ),
    (
        "Nia paints 4 fences per hour, Omar paints 3 fences per hour, and Pia builds 2 fences per hour. Working together, how many fences do they paint in 3 hours?",
        None,
    ),
    (
        "Nia paints 4 fences per hour, Omar paints 3 fences per hour, and Pia paints 2 fences per hour. Working together, how many fences do Nia and Pia paint in 3 hours?",
        18,
    ),
    (
        "Nia paints 4 fences per hour, Omar paints 3 fences per hour, and Pia paints 2 fences per hour. Working together, how many hours do they take to paint 27 fences?",
        3,
    ),
    (
        "Nia paints 4 fences per hour, Omar paints 3 fences per hour, and Pia paints 2 fences per hour. Working together, how many minutes do they take to paint 9 fences?",
        60,
    ),
    (
        "Nia paints 4 fences per hour, Omar paints 3 fences per hour, and Pia paints 2 fences per hour. What is their combined rate in fences per minute?",
        F("3/20"),
    ),
    (
        "Nia paints 4 fences per hour, Omar paints 3 fences per hour, and Pia paints 2 fences per hour. What is their combined rate in walls per hour?",
        None,
    ),
    (
        "Rosa can fill a tank in 2 hours, Sam can fill the same tank in 3 hours, and Tia can empty it in 6 hours. Working together, how many hours do they take?",
        None,
    ),
    (
        "Rosa can fill a tank in 2 hours, Sam can fill a pool in 3 hours, and Tia can fill the same tank in 6 hours. Working together, how many hours do they take?",
        None,
    ),
    (
        "Rosa can fill a tank in 2 hours and Sam can drain it in 3 hours. How many hours does it take to fill the tank?",
        6,
    ),
    (
        "Rosa can paint a shed in 3 hours and Sam can paint the same shed in 6 hours. Working together, how many sheds do they paint in 2 hours?",
        1,
    ),
    (
        "Rosa can paint a shed in 3 hours and Sam can paint the same shed in 6 hours. Working together, how many hours does Rosa work?",
        2,
    ),
    (
        "Rosa can paint a shed in 3 hours and Sam can paint the same shed in 6 hours. Rosa works alone for 1 hour, then they work together. How many more hours do they take?",
        F("4/3"),
    ),
    (
        "Two trains leave the same station at the same time going in opposite directions, one at 60 miles per hour and the other at 40 miles per hour. How far does the faster train go in 3 hours?",
        180,
    ),
    (
        "Two trains leave the same station at the same time going in opposite directions, one at 60 miles per hour and the other at 40 miles per hour. How far apart are they after 3 hours and 30 minutes?",
        350,
    ),
    (
        "A car leaves at 60 miles per hour. Two hours later a truck leaves from the same place at 80 miles per hour in the same direction. How many hours does the truck take to catch the car?",
        6,
    ),
    (
        "Amy reads 20 pages per hour and Ben reads 30 pages per hour. Working together, how many pages do they read in 2 hours?",
        100,
    ),
    (
        "Amy reads 20 pages per hour and Ben reads 30 pages per hour. Working together, how many books do they read in 2 hours?",
        None,
    ),
    (
        "Amy reads 20 pages per hour and Ben writes 30 pages per hour. Working together, how many pages do they read in 2 hours?",
        None,
    ),
    (
        "Amy reads 20 pages per hour and Ben reads 30 pages per day. Working together, how many pages do they read in 2 hours?",
        F("305/6"),
    ),
    (
        "Amy reads 20 pages per hour and Ben reads 30 pages per hour. Working together, how many hours do they take to read a 150-page book?",
        3,
    ),
    # --- things in a holder's own place beside what the holder has
    (
        "Tom's basket has 20 apples. Tom has 5 apples in his hand. How many apples does Tom have?",
        25,
    ),
    ("Tom has 5 apples. His basket has 20 apples. How many apples does Tom have?", 25),
    ("Tom has 5 apples. There are 20 apples in his basket. How many apples does Tom have?", 25),
    ("There are 20 apples in Tom's basket. How many apples does Tom have?", 20),
    (
        "There are 20 apples in Tom's basket. Ann put 5 apples in Tom's basket. How many apples are in Tom's basket?",
        25,
    ),
    (
        "There are 20 apples in Tom's basket. Tom ate 5 apples. How many apples are in Tom's basket?",
        None,
    ),
    (
        "Tom has 5 apples. There are 20 apples in his basket. He ate 3 apples. How many apples are in his basket?",
        None,
    ),
    (
        "Tom has 5 apples. There are 20 apples in the basket. He ate 3 apples. How many apples does Tom have?",
        2,
    ),
    (
        "Tom has 5 apples. There are 20 apples in the basket. He ate 3 apples. How many apples are in the basket?",
        20,
    ),
    (
        "Tom has 5 apples. There are 20 apples in the basket. He ate 3 apples from the basket. How many apples does Tom have?",
        5,
    ),
    (
        "Tom has 5 apples. Ann's basket has 20 apples. Tom took 3 apples from Ann's basket. How many apples does Tom have?",
        8,
    ),
    (
        "Tom has 5 apples. Ann's basket has 20 apples. Tom took 3 apples from the basket. How many apples does Ann's basket have?",
        17,
    ),
    (
        "Ann has 5 apples. Ann's basket has 20 apples. Tom took 3 apples from the basket. How many apples does Ann have?",
        None,
    ),
    (
        "Ann has 5 apples. Her basket has 20 apples. Tom took 3 apples from her basket. How many apples does Ann have?",
        None,
    ),
    (
        "Ann has 5 apples. Her basket has 20 apples. Tom took 3 apples from her. How many apples does Ann have?",
        None,
    ),
    (
        "Ann has 5 apples in her hand and 20 apples in her basket. Tom took 3 apples from her basket. How many apples does Ann have?",
        22,
    ),
    (
        "Ann has 5 apples in her hand and 20 apples in her basket. How many apples does Ann have?",
        25,
    ),
    (
        "Ann has 5 apples in her hand and 20 apples in her basket. She ate 2 apples. How many apples does Ann have?",
        23,
    ),
    (
        "Ann has 5 apples in her hand and 20 apples in her basket. She ate 2 apples. How many apples are in her basket?",
        None,
    ),
    (
        "Ann has 5 apples in her hand and 20 apples in her basket. She ate 2 apples from her hand. How many apples are in her basket?",
        20,
    ),
    (
        "The farmer has 20 cows in the barn and 30 cows in the field. He sold 5 cows. How many cows does the farmer have?",
        45,
    ),
    (
        "The farmer has 20 cows in the barn and 30 cows in the field. He sold 5 cows. How many cows are in the barn?",
        None,
    ),
    (
        "The farmer has 20 cows in the barn and 30 cows in the field. He moved 5 cows to the barn. How many cows are in the barn?",
        None,
    ),
    (
        "The farmer has 20 cows in the barn and 30 cows in the field. He moved 5 cows from the field to the barn. How many cows are in the barn?",
        25,
    ),
    (
        "The farmer has 20 cows in the barn and 30 cows in the field. He moved 5 cows from the field to the barn. How many cows does the farmer have?",
        50,
    ),
    # --- possessed places: more wordings
    ("Tom has 5 dollars. His wallet has 20 dollars. How much money does Tom have?", None),
    ("Tom has 5 dollars. His sister's wallet has 20 dollars. How much money does Tom have?", 5),
    ("Tom has 5 apples. His tree has 20 apples. How many apples does Tom have?", None),
    ("Tom has 5 apples. His dog has 2 bones. How many apples does Tom have?", 5),
    ("Ann has 12 pencils. Her pencil case has 8 pencils. How many pencils does Ann have?", None),
    ("Ann has 12 pencils. Her pencil case has 8 pens. How many pencils does Ann have?", 12),
    (
        "Ann has 12 pencils. There are 8 pencils in her desk. Ann gave 3 pencils to Tom. How many pencils are in her desk?",
        None,
    ),
    (
        "Ann has 12 pencils. There are 8 pencils in her desk. Ann gave 3 pencils from her desk to Tom. How many pencils does Ann have?",
        None,
    ),
    ("Ann has 12 pencils. There are 8 pencils in Tom's desk. How many pencils does Ann have?", 12),
    (
        "Ann has 12 pencils. There are 8 pencils in Tom's desk. Tom gave 3 pencils to Ann. How many pencils are in Tom's desk?",
        None,
    ),
    (
        "Ann has 12 pencils. There are 8 pencils in the desk. Tom gave 3 pencils to Ann. How many pencils are in the desk?",
        8,
    ),
    ("Ann's desk has 8 pencils. Ann has 12 pens. How many pens does Ann have?", 12),
    ("Ann's desk has 8 pencils. Ann has 12 pencils. How many pencils does Ann's desk have?", 8),
    # --- kin possessives with two possible possessors
    (
        "Tom has 5 apples. Bob has 3 apples. His sister has 4 apples. How many apples does Tom's sister have?",
        None,
    ),
    (
        "Tom has 5 apples. Bob has 3 apples. His sister has 4 apples. How many apples does Bob's sister have?",
        None,
    ),
    ("Tom has 5 apples. His sister has 4 apples. How many apples does Tom's sister have?", 4),
    (
        "Tom has 5 apples. His sister has 4 apples. Bob gives her 2 apples. How many apples does Tom's sister have?",
        6,
    ),
    (
        "Tom has 5 apples. His sister has 4 apples. Tom gives her 2 apples. How many apples does Tom have?",
        3,
    ),
    (
        "Tom has 5 apples. His sister has 4 apples. She gives him 2 apples. How many apples does Tom have?",
        7,
    ),
    (
        "Tom has 5 apples. His sister has 4 apples. She gives him 2 apples. How many apples does his sister have?",
        2,
    ),
    (
        "Tom has 5 apples. His sister has 4 apples. Ann has 3 apples. She gives him 2 apples. How many apples does Tom have?",
        None,
    ),
    (
        "Tom has 5 apples. His brother has 4 apples. He gives him 2 apples. How many apples does Tom have?",
        None,
    ),
    (
        "Tom has 5 apples. His brother has 4 apples. Tom gives him 2 apples. How many apples does his brother have?",
        6,
    ),
    (
        "Tom has 5 apples. His brother has 4 apples. His brother gives him 2 apples. How many apples does Tom have?",
        7,
    ),
    (
        "Tom has 5 apples. His mom gave him 3 apples. His dad gave him 2 apples. How many apples did his parents give him?",
        5,
    ),
    ("Tom has 5 apples. His mom gave his sister 3 apples. How many apples does Tom have?", 5),
    (
        "Tom has 5 apples. His mom gave his sister 3 apples. How many apples does his sister have?",
        None,
    ),
    (
        "Tom has 5 apples. His sister has 2 apples. His mom gave his sister 3 apples. How many apples does his sister have?",
        5,
    ),
    (
        "Tom has 5 apples. His sister has 2 apples. His mom gave her 3 apples. How many apples does his sister have?",
        5,
    ),
    (
        "Ann has 5 apples. Her brother has 2 apples. Their mom gave him 3 apples. How many apples does her brother have?",
        5,
    ),
    (
        "Ann has 5 apples. Her brother has 2 apples. Their mom gave them 3 apples each. How many apples do they have?",
        13,
    ),
    (
        "Ann has 5 apples. Her brother has 2 apples. Their mom gave them 3 apples. How many apples does Ann have?",
        None,
    ),
    (
        "Ann has 5 apples. Her brother has twice as many apples as her. How many apples does her brother have?",
        10,
    ),
    (
        "Ann has 5 apples. Her brother has twice as many apples as she does. How many apples do they have together?",
        15,
    ),
    (
        "Ann has 5 apples. Her brother has 2 more apples than her sister. How many apples does her brother have?",
        None,
    ),
    # --- them as an object beside a person told by a people noun
    (
        "Ann has 5 apples. Her friend has 2 apples. Bo gave them 3 apples. How many apples does Ann have?",
        None,
    ),
    (
        "Ann has 5 apples. The farmer has 2 apples. Bo gave them 3 apples. How many apples does Ann have?",
        None,
    ),
    (
        "Ann has 5 apples. Her brother has 2 apples. Their mom gave them 3 apples each. How many apples does Ann have?",
        8,
    ),
    (
        "Ann has 5 apples. Her brother has 2 apples. Their mom gave her 3 apples. How many apples does Ann have?",
        8,
    ),
    (
        "Ann has 5 apples. Her brother has 2 apples. Their mom gave him 3 apples. How many apples does Ann have?",
        5,
    ),
    (
        "Ann has 5 apples. Her dog has 2 bones. Bo gave her 3 apples. How many apples does Ann have?",
        8,
    ),
    (
        "Ann has 5 apples. Her brother has 2 apples. Their mom gave them 3 apples. How many apples do they have in all?",
        10,
    ),
    (
        "Ann has 5 apples. Tom has 2 apples. Their mom gave them 3 apples. How many apples do they have in all?",
        10,
    ),
    (
        "Ann has 5 apples. Her brother has 2 apples. She gave them 3 apples. How many apples does Ann have?",
        None,
    ),
    (
        "Ann has 5 apples. Her brother has 2 apples. She gave him 3 apples. How many apples does her brother have?",
        5,
    ),
    (
        "Ann and her brother have 5 apples each. Their mom gave them 3 apples. How many apples does Ann have?",
        None,
    ),
    # --- they and totals beside people told by a people noun
    ("Ann has 5 apples. Her brother has 2 apples. How many apples do they have?", 7),
    ("Ann has 5 apples. Her brother has 2 apples. How many apples do they have in all?", 7),
    (
        "Ann has 5 apples. Her brother has 2 apples. Her mom has 4 apples. How many apples do they have in all?",
        11,
    ),
    (
        "Ann has 5 apples. Her brother has 2 apples. Her mom has 4 pears. How many apples do they have in all?",
        7,
    ),
    (
        "Ann has 5 apples. Her brother has twice as many apples. How many apples do they have in all?",
        15,
    ),
    (
        "Ann has 5 apples. Her brother has 2 apples. They each eat 1 apple. How many apples do they have in all?",
        5,
    ),
    (
        "Ann has 5 apples. Her brother has 2 apples. They eat 1 apple. How many apples do they have in all?",
        6,
    ),
    (
        "Ann has 5 apples. Her brother has 2 apples. They gave 3 apples to Tom. How many apples does Ann have?",
        None,
    ),
    (
        "Ann has 5 apples. Her brother has 2 apples. They gave 3 apples to Tom. How many apples do they have in all?",
        4,
    ),
    (
        "Ann has 5 apples. Her brother has 2 apples. She gave 3 apples to Tom. How many apples do they have in all?",
        4,
    ),
    (
        "Ann has 5 apples. Her brother has 2 apples. He gave 1 apple to Tom. How many apples does Ann have?",
        5,
    ),
    (
        "Ann has 5 apples. Her brother has 2 apples. He gave 1 apple to her. How many apples does Ann have?",
        6,
    ),
    (
        "Ann has 5 apples. Her brother has 2 apples. He ate 1 apple. How many apples does her brother have?",
        1,
    ),
    (
        "Ann has 5 apples. Her brother has 2 apples. Tom has 4 apples. He ate 1 apple. How many apples does her brother have?",
        None,
    ),
    (
        "Ann has 5 apples. Her friend has 2 apples. Her friend ate 1 apple. How many apples does Ann have?",
        5,
    ),
    ("Ann has 5 apples. Her friend ate 1 apple. How many apples does Ann have?", None),
    (
        "Ann has 5 apples. Her friend has 2 apples. She ate 1 apple. How many apples does Ann have?",
        None,
    ),
    (
        "Ann has 5 apples. Her sister has 2 apples. She ate 1 apple. How many apples does Ann have?",
        None,
    ),
    (
        "Ann has 5 apples. Her sister has 2 apples. She gave her 1 apple. How many apples does Ann have?",
        None,
    ),
    (
        "Ann has 5 apples. Her sister has 2 apples. Ann gave her 1 apple. How many apples does her sister have?",
        3,
    ),
    (
        "Ann has 5 apples. Her sister has 2 apples. Her sister gave her 1 apple. How many apples does Ann have?",
        6,
    ),
    # --- coins: counts, cents and dollars
    ("Sam has 9 dimes. His dad gave him 7 nickels. How many cents does Sam have?", 125),
    ("Sam has 9 dimes. His dad gave him 7 nickels. How many coins does Sam have?", 16),
    ("Sam has 9 dimes. His dad gave him 7 nickels. How many dimes does Sam have?", 9),
    (
        "Sam has 9 dimes. His dad gave him 7 nickels. How much money does Sam have in dollars?",
        F("1.25"),
    ),
    ("Sara has 3 quarters and 2 dimes. How much money does she have in cents?", 95),
    ("Sara has 3 quarters and 2 dimes. How much money does she have in dollars?", F("0.95")),
    ("Sara has 3 quarters and 2 dimes. She spent 1 quarter. How many cents does she have?", 70),
    ("Sara has 3 quarters and 2 dimes. She spent 25 cents. How many cents does she have?", 70),
    ("Sara has 3 quarters and 2 dimes. She spent 25 cents. How many quarters does she have?", None),
    ("Sara has 3 quarters and 2 dimes. She spent 30 cents. How many cents does she have?", 65),
    (
        "Sara has 3 quarters and 2 dimes. Her sister has 4 nickels. How many cents does Sara have?",
        95,
    ),
    (
        "Sara has 3 quarters and 2 dimes. Her sister has 4 nickels. How many cents do they have in all?",
        115,
    ),
    (
        "Sara has 3 quarters and 2 dimes. Her sister gave her 4 nickels. How many cents does Sara have?",
        115,
    ),
    (
        "Sara has 3 quarters and 2 dimes. She gave her sister 4 nickels. How many cents does Sara have?",
        None,
    ),
    (
        "Sara has 3 quarters and 2 dimes. She traded her quarters for dimes. How many dimes does she have?",
        None,
    ),
    ("Sara has 75 cents in quarters. How many quarters does she have?", 3),
    ("Sara has 80 cents in quarters. How many quarters does she have?", None),
    ("Sara has 3 dollars in quarters. How many quarters does she have?", 12),
    ("Sara has 3 dollars. How many quarters does she have?", None),
    (
        "Tim has 20 dollars in his bank and 35 cents in his pocket. How many cents does Tim have?",
        2035,
    ),
    ("Tim has 20 dollars and 35 cents. How many cents does Tim have?", 2035),
    ("Tim has 20 dollars. He spent 35 cents. How many cents does Tim have?", 1965),
    ("Tim has 20 dollars. He spent 35 cents. How many dollars does Tim have?", F("19.65")),
    # --- two units of one measure (relations and story)
    ("Tim has 20 dollars and 35 cents. How many dollars does Tim have?", F("20.35")),
    ("Tim has 2 hours and 30 minutes. How many minutes does Tim have?", 150),
    ("Tim has 20 dollars. Ann has 35 cents. How many cents do they have?", 2035),
    ("Tim has 20 dollars. Ann has 35 cents more than Tim. How many cents does Ann have?", None),
    ("Tim has 20 dollars. Ann has 5 dollars more than Tim. How many cents does Ann have?", 2500),
    ("Tim has 20 dollars. Ann has 5 dollars more than Tim. How many dollars does Ann have?", 25),
    ("Tim has 2 feet of rope. Ann has 5 inches of rope. How many inches of rope do they have?", 29),
    (
        "Tim has 2 feet of rope. Ann has 5 inches more rope than Tim. How many inches of rope does Ann have?",
        29,
    ),
    (
        "Tim has 2 feet of rope. Ann has 5 inches more rope than Tim. How many feet of rope does Ann have?",
        F("29/12"),
    ),
    (
        "Tim has 2 feet of rope. Ann has twice as much rope as Tim. How many inches of rope does Ann have?",
        48,
    ),
    (
        "Tim weighs 40 pounds. Ann weighs 10 kilograms more than Tim. How many pounds does Ann weigh?",
        None,
    ),
    ("Tim ran 3 miles. Ann ran 2 miles more than Tim. How many miles did Ann run?", 5),
    ("Tim has 3 dimes and 2 nickels. How many dimes does Tim have?", 3),
    ("Tim has 3 dimes and 2 nickels. How many coins does Tim have?", 5),
    (
        "Tim has 3 dimes. Ann has 2 more nickels than Tim has dimes. How many nickels does Ann have?",
        5,
    ),
    ("Tim has 3 dimes. Ann has 2 more coins than Tim. How many coins does Ann have?", 5),
    (
        "Tim has 3 hours of homework. Ann has 20 minutes more homework than Tim. How many minutes of homework does Ann have?",
        200,
    ),
    (
        "Tim has 3 hours of homework. Ann has 20 minutes less homework than Tim. How many hours of homework does Ann have?",
        F("8/3"),
    ),
    # --- two categories, two totals (linear systems)
    (
        "A club hires 4 vans. Each big van seats 12 campers and each small van seats 7 campers. The vans seat 38 campers in total. How many campers ride in small vans?",
        14,
    ),
    (
        "A club hires 4 vans. Each big van seats 12 campers and each small van seats 7 teachers. The vans seat 38 campers in total. How many big vans are there?",
        None,
    ),
    (
        "A club hires 4 vans. Each big van seats 12 campers and each small van seats 7 campers. The big vans seat 38 campers in total. How many big vans are there?",
        None,
    ),
    (
        "A club hires 4 vans. Each big van seats 12 campers and each small van seats 7 campers. The vans seat 38 campers in total. How many vans are there?",
        4,
    ),
    (
        "A club hires 4 buses. Each big van seats 12 campers and each small van seats 7 campers. The vans seat 38 campers in total. How many big vans are there?",
        None,
    ),
    (
        "A club hires 4 vans. Each big van seats 12 campers and each small van seats 7 campers. The vans seat 38 campers in total. 2 campers stay home. How many big vans are there?",
        None,
    ),
    (
        "A farm has 10 animals, all hens and pigs. Each hen has 2 legs and each pig has 4 legs. Altogether the animals have 28 legs. How many legs do the pigs have?",
        16,
    ),
    (
        "A farm has 10 animals, all hens and pigs. Each hen has 2 legs and each pig has 4 legs. Altogether the hens have 28 legs. How many pigs are there?",
        None,
    ),
    (
        "A farm has 10 animals, all hens and pigs. Each hen has 2 legs and each pig has 4 legs. Altogether the animals have 28 eyes. How many pigs are there?",
        None,
    ),
    (
        "A farm has 10 animals, all hens and pigs. Each hen has 2 wings and each pig has 4 legs. Altogether the animals have 28 legs. How many pigs are there?",
        None,
    ),
    (
        "A farm has 10 animals, all hens and pigs. Each hen has 2 legs and each pig has 4 legs. Altogether the animals have 28 legs. How many more hens than pigs are there?",
        2,
    ),
    (
        "A farm has 10 animals, all hens and pigs. Each hen has 2 legs and each pig has 4 legs. Altogether the animals have 28 legs. How many animals are there?",
        10,
    ),
    (
        "A farm has 10 animals, mostly hens and pigs. Each hen has 2 legs and each pig has 4 legs. Altogether the animals have 28 legs. How many pigs are there?",
        None,
    ),
    (
        "A farm has 10 animals, all hens and pigs. Each hen has 2 legs and each pig has 4 legs. Altogether the animals have 28 legs. The farmer has 2 legs. How many pigs are there?",
        None,
    ),
    (
        "A purse holds 10 coins, all quarters and dimes. A quarter is worth 25 cents and a dime is worth 10 cents. The coins are worth $1.90 in total. How many dimes are there?",
        4,
    ),
    (
        "A purse holds 10 coins, all quarters and dimes. A quarter is worth 25 cents and a dime is worth 10 cents. The quarters are worth 150 cents in total. How many dimes are there?",
        None,
    ),
    (
        "A purse holds 10 coins, all quarters and dimes. A quarter is worth 25 cents and a dime is worth 10 cents. The coins are worth 190 cents in total. How much are the quarters worth?",
        150,
    ),
    (
        "A purse holds 10 coins, all quarters and dimes. A quarter is worth 20 cents and a dime is worth 10 cents. The coins are worth 190 cents in total. How many dimes are there?",
        1,
    ),
    (
        "A yard has 7 vehicles, all cars and bikes. Each car has 4 wheels and each bike has 2 wheels. Together the vehicles have 22 wheels. How many bikes are there?",
        3,
    ),
    (
        "A yard has 7 vehicles, all cars and bikes. Each car has 4 wheels and each bike has 2 wheels. Together the vehicles have 22 wheels. How many cars are there?",
        4,
    ),
    (
        "A yard has 7 vehicles, all cars and bikes. Each car has 4 wheels and each bike has 2 wheels. Together the cars have 22 wheels. How many cars are there?",
        None,
    ),
    (
        "A yard has 7 vehicles, all cars and bikes. Each car has 4 wheels and each bike has 2 wheels. Together the vehicles have 22 wheels. How many wheels do the bikes have?",
        6,
    ),
    # --- his/her kin with two possible possessors, in statements and questions
    (
        "Tom has 5 apples. Bob has 3 apples. His brother has 4 apples. How many apples does his brother have?",
        4,
    ),
    (
        "Tom has 5 apples. Bob has 3 apples. His brother has 4 apples. How many apples do Tom and his brother have?",
        None,
    ),
    ("Tom has 5 apples. His brother has 4 apples. How many apples do Tom and his brother have?", 9),
    (
        "Tom has 5 apples. Ann has 3 apples. His brother has 4 apples. How many apples do Tom and his brother have?",
        9,
    ),
    (
        "Tom has 5 apples. Ann has 3 apples. Her brother has 4 apples. How many apples do Tom and Ann's brother have?",
        9,
    ),
    (
        "Tom has 5 apples. Ann has 3 apples. Her brother has 4 apples. How many apples does Tom's brother have?",
        None,
    ),
    (
        "Tom has 5 apples. Bob has 3 apples. Tom's brother has 4 apples. How many apples does Bob's brother have?",
        None,
    ),
    (
        "Tom has 5 apples. Bob has 3 apples. Tom's brother gave Bob 2 apples. How many apples does Bob have?",
        5,
    ),
    (
        "Tom has 5 apples. Bob has 3 apples. His brother gave Bob 2 apples. How many apples does Bob have?",
        5,
    ),
    (
        "Tom has 5 apples. Bob has 3 apples. His brother gave him 2 apples. How many apples does Bob have?",
        None,
    ),
    (
        "Tom has 5 apples. Bob has 3 apples. His brother gave him 2 apples. How many apples does Tom have?",
        None,
    ),
    (
        "Tom has 5 apples. His brother gave him 2 apples. Bob has 3 apples. How many apples does Tom have?",
        7,
    ),
    (
        "Tom has 5 apples. Bob has 3 apples. Bob's sister gave him 2 apples. How many apples does Tom have?",
        None,
    ),
    (
        "Tom has 5 apples. Bob has 3 apples. Bob's sister gave him 2 apples. How many apples does Bob have?",
        5,
    ),
    (
        "Tom has 5 apples. Ann has 3 apples. Her sister gave him 2 apples. How many apples does Tom have?",
        7,
    ),
    (
        "Tom has 5 apples. Ann has 3 apples. Her sister gave her 2 apples. How many apples does Ann have?",
        5,
    ),
    (
        "Tom has 5 apples. Ann has 3 apples. His sister gave her 2 apples. How many apples does Ann have?",
        5,
    ),
    (
        "Tom has 5 apples. Ann has 3 apples. His sister gave her 2 apples. How many apples does Tom have?",
        5,
    ),
    # --- time-scoped totals (today, yesterday, lunch, dinner)
    (
        "A restaurant served 9 pizzas during lunch today and 6 during dinner yesterday. How many pizzas were served today?",
        9,
    ),
    (
        "A restaurant served 9 pizzas during lunch today and 6 during dinner yesterday. How many pizzas were served in all?",
        15,
    ),
    (
        "A restaurant served 9 pizzas during lunch and 6 during dinner today. How many pizzas were served during lunch?",
        9,
    ),
    (
        "A restaurant served 9 pizzas during lunch and 6 during dinner today. How many pizzas were served yesterday?",
        None,
    ),
    (
        "A restaurant served 9 pizzas during lunch and 6 during dinner today. It served 4 pizzas yesterday. How many pizzas were served today?",
        15,
    ),
    (
        "A restaurant served 9 pizzas during lunch and 6 during dinner today. It served 4 pizzas yesterday. How many pizzas were served in the two days?",
        19,
    ),
    (
        "A restaurant served 9 pizzas during lunch and 6 during dinner today. It served 4 pizzas yesterday. How many more pizzas were served today than yesterday?",
        11,
    ),
    (
        "A restaurant served 9 pizzas during lunch and 6 salads during dinner today. How many pizzas were served today?",
        9,
    ),
    ("A restaurant served 9 pizzas and 6 salads today. How many pizzas were served today?", 9),
    (
        "A restaurant served 9 pizzas during lunch and 6 during dinner today. Another restaurant served 4 pizzas today. How many pizzas were served today at the first restaurant?",
        15,
    ),
    (
        "A restaurant served 9 pizzas during lunch and 6 during dinner today. Another restaurant served 4 pizzas today. How many pizzas were served today?",
        None,
    ),
    (
        "A restaurant served 5 cakes during lunch and 6 during dinner today. The restaurant served 3 cakes yesterday. How many cakes were served today?",
        11,
    ),
    (
        "A restaurant served 5 cakes during lunch and 6 during dinner today. The restaurant served 3 cakes yesterday. How many cakes were served during dinner?",
        6,
    ),
    (
        "A restaurant served 5 cakes during lunch and 6 during dinner today. The restaurant served 3 cakes yesterday during lunch. How many cakes were served during lunch?",
        None,
    ),
    ("Tom ran 3 miles on Monday and 4 miles on Tuesday. How many miles did he run on Monday?", 3),
    (
        "Tom ran 3 miles on Monday and 4 miles on Tuesday. How many more miles did he run on Tuesday than on Monday?",
        1,
    ),
    (
        "Tom ran 3 miles on Monday and 4 miles on Tuesday. Ann ran 5 miles on Monday. How many miles did they run on Monday?",
        8,
    ),
    (
        "Tom ran 3 miles on Monday and 4 miles on Tuesday. Ann ran 5 miles on Monday. How many miles did Tom run in all?",
        7,
    ),
    (
        "Tom ran 3 miles on Monday and 4 miles on Tuesday. Ann ran 5 miles on Monday. How many miles did they run in all?",
        12,
    ),
    (
        "Tom ran 3 miles on Monday and 4 miles on Tuesday. How many miles did he run on Wednesday?",
        None,
    ),
    (
        "Tom ran 3 miles on Monday and twice as far on Tuesday. How many miles did he run on Tuesday?",
        6,
    ),
    ("Tom ran 3 miles on Monday and twice as far on Tuesday. How many miles did he run in all?", 9),
    ("Tom ran 3 miles on Monday. Ann ran twice as far on Tuesday. How many miles did Ann run?", 6),
    (
        "Tom ran 3 miles on Monday. On Tuesday he ran 2 miles more than Ann. How many miles did Tom run on Tuesday?",
        None,
    ),
    # --- he/she after a kin giver of the same gender
    (
        "Tom has 5 apples. His brother has 2 apples. He ate 1 apple. How many apples does Tom have?",
        None,
    ),
    (
        "Ann has 5 apples. Her mom gave her 2 apples. She ate 3 apples. How many apples does Ann have?",
        None,
    ),
    (
        "Ann has 5 apples. Her mom gave her 2 apples. Then Ann ate 3 apples. How many apples does Ann have?",
        4,
    ),
    (
        "Ann has 5 apples. Her dad gave her 2 apples. She ate 3 apples. How many apples does Ann have?",
        4,
    ),
    (
        "Tom has 5 apples. His dad gave him 2 apples. He ate 3 apples. How many apples does Tom have?",
        None,
    ),
    (
        "Tom has 5 apples. His mom gave him 2 apples. He ate 3 apples. How many apples does Tom have?",
        4,
    ),
    (
        "Tom has 5 apples. His dad gave him 2 apples. Then he gave 3 apples to Ann. How many apples does Tom have?",
        None,
    ),
    (
        "Tom has 5 apples. His brother gave him 2 apples. He gave 3 apples to Ann. How many apples does Tom have?",
        None,
    ),
    (
        "Tom has 5 apples. Bob gave him 2 apples. He gave 3 apples to Ann. How many apples does Tom have?",
        None,
    ),
    (
        "Tom has 5 apples. Bob gave him 2 apples. He ate 3 apples. How many apples does Tom have?",
        None,
    ),
    (
        "Ann has 5 apples. Sue gave her 2 apples. She ate 3 apples. How many apples does Ann have?",
        None,
    ),
    (
        "Ann has 5 apples. Tom gave her 2 apples. She ate 3 apples. How many apples does Ann have?",
        4,
    ),
    (
        "Ann has 5 apples. Her sister has 3 apples. She gave her 2 apples. How many apples does Ann have?",
        None,
    ),
    (
        "Ann has 5 apples. Her sister has 3 apples. Ann gave her 2 apples. She ate 1 apple. How many apples does Ann have?",
        None,
    ),
    # --- sharing among, with, including the sharer
    ("Tom shared 12 apples equally with his 3 friends. How many apples did each person get?", 3),
    ("Tom shared 12 apples equally with his 3 friends. How many apples did each friend get?", 3),
    ("Tom shared 12 apples equally among his 3 friends. How many apples did each friend get?", 4),
    (
        "Tom shared 12 apples equally between himself and his 3 friends. How many apples did each get?",
        3,
    ),
    (
        "Tom divided 12 apples equally among himself and his 2 friends. How many apples did each get?",
        4,
    ),
    ("Tom shared 12 apples with his 3 friends. How many apples did each friend get?", None),
    ("Tom gave 12 apples to his 3 friends equally. How many apples did each friend get?", 4),
    ("Tom split 12 apples equally with his 2 friends. How many apples did each get?", 4),
    ("Tom split 12 apples equally among his 2 friends. How many apples did each get?", 6),
    ("Tom and his 3 friends shared 12 apples equally. How many apples did each get?", 3),
    ("Tom and his 3 friends shared 12 apples equally. How many apples did Tom get?", 3),
    (
        "Tom has 12 apples. He wants to share them equally with his 3 friends. How many apples will each get?",
        3,
    ),
    (
        "Tom has 12 apples. He wants to share them equally among his 3 friends. How many apples will each get?",
        4,
    ),
    (
        "Tom has 12 apples. He wants to share them equally among his 3 friends and himself. How many apples will each get?",
        3,
    ),
    (
        "Tom has 12 apples. He gives them equally to his 3 friends. How many apples does each friend get?",
        4,
    ),
    (
        "Tom has 12 apples. He keeps 3 and shares the rest equally with his 2 friends. How many apples does each friend get?",
        3,
    ),
    (
        "Tom has 12 apples. He keeps 3 and shares the rest equally among his 3 friends. How many apples does each friend get?",
        3,
    ),
    (
        "Tom has 12 apples. He keeps 3 and gives the rest equally to his 3 friends. How many apples does each friend get?",
        3,
    ),
    # --- multiarith: albums, trivia rounds, worksheets, tips, songs
    (
        "Wendy uploaded 45 pictures to Facebook. She put 27 pics into one album and put the rest into 9 different albums. How many pictures were in each of the 9 albums?",
        2,
    ),
    (
        "Wendy uploaded 45 pictures to Facebook. She put 27 pics into one album and put the rest into 9 different albums. How many pictures were in the first album?",
        27,
    ),
    (
        "Wendy uploaded 45 pictures to Facebook. She put 27 pics into one album and put the rest into 4 different albums. How many pictures were in each album?",
        None,
    ),
    (
        "Wendy uploaded 45 pictures to Facebook. She deleted 27 pics and put the rest into 9 different albums. How many pictures were in each album?",
        2,
    ),
    (
        "Wendy uploaded 45 pictures to Facebook. Her friend put 27 pics into one album. How many pictures did Wendy upload?",
        45,
    ),
    (
        "Carol was playing a trivia game. In the first round she scored 17 points and in the second round she scored 6 points. In the last round she lost 16 points. How many points did she score in the first two rounds?",
        23,
    ),
    (
        "Carol was playing a trivia game. In the first round she scored 17 points and in the second round she lost 6 points. In the last round she scored 16 points. How many points did she have at the end of the game?",
        27,
    ),
    (
        "Carol was playing a trivia game. In the first round she scored 17 points and in the second round her friend scored 6 points. In the last round she lost 16 points. How many points did she have at the end of the game?",
        1,
    ),
    (
        "Carol was playing a trivia game. In the first round she scored 17 points and in the second round she scored twice as many. In the last round she lost 16 points. How many points did she have at the end of the game?",
        35,
    ),
    (
        "Carol was playing a trivia game. In the first round she scored 17 points and in the second round she scored 6 points. In the last round she lost 30 points. How many points did she have at the end of the game?",
        None,
    ),
    (
        "A teacher had 7 worksheets to grade. If she graded 2, but then another 46 were turned in, how many worksheets had she graded?",
        2,
    ),
    (
        "A teacher had 7 worksheets to grade. If she graded 2, but then another 46 were turned in, how many worksheets were turned in?",
        46,
    ),
    (
        "A teacher had 7 worksheets to grade. If another teacher graded 2, but then another 46 were turned in, how many worksheets would she have to grade?",
        None,
    ),
    (
        "A teacher had 7 worksheets to grade. If she graded 2, but then 4 were taken back, how many worksheets would she have to grade?",
        1,
    ),
    (
        "At lunch a waiter had 7 customers and 4 of them didn't leave a tip. If he got $9 each from the ones who did tip, how many customers left a tip?",
        3,
    ),
    (
        "At lunch a waiter had 7 customers and 4 of them didn't leave a tip. If he got $9 in all from the ones who did tip, how much money did he earn?",
        9,
    ),
    (
        "At lunch a waiter had 7 customers and 4 of them left a tip. If he got $9 each from the ones who did tip, how much money did he earn?",
        36,
    ),
    (
        "At lunch a waiter had 7 customers and 4 of them didn't leave a tip. If he got $9 each from the ones who did tip and $2 each from the others, how much money did he earn?",
        35,
    ),
    (
        "At lunch a waiter had 7 customers and 4 of them didn't leave a tip. If another waiter got $9 each from his customers, how much money did the first waiter earn?",
        None,
    ),
    (
        "While shopping for music online, Megan bought 2 country albums and 8 pop albums. Each album came with a lyric sheet and had 7 songs. How many lyric sheets did Megan get?",
        10,
    ),
    (
        "While shopping for music online, Megan bought 2 country albums and 8 pop albums. Each album had 7 songs. How many songs are on the pop albums?",
        56,
    ),
    (
        "While shopping for music online, Megan bought 2 country albums and 8 pop albums. Each country album had 7 songs. How many songs did Megan buy total?",
        None,
    ),
    (
        "While shopping for music online, Megan bought 2 country albums and 8 pop albums. Each album had 7 songs. She deleted 5 songs. How many songs does Megan have?",
        65,
    ),
    (
        "While shopping for music online, Megan bought 2 country albums and her friend bought 8 pop albums. Each album had 7 songs. How many songs did Megan buy total?",
        14,
    ),
    # --- possessed places: other verbs and questions
    (
        "Sam had 9 dimes in his bank. He spent 3 dimes from his bank. How many dimes does Sam have?",
        6,
    ),
    (
        "Sam had 9 dimes in his bank. He spent 3 dimes from his bank. How many dimes are in his bank?",
        6,
    ),
    (
        "Ann has 12 cookies in her jar. She ate 3 cookies from the jar. How many cookies does Ann have?",
        9,
    ),
    (
        "Ann has 12 cookies. Her jar has 8 cookies. She ate 3 cookies from the jar. How many cookies are in the jar?",
        5,
    ),
    (
        "Ann has 12 cookies. Her jar has 8 cookies. She ate 3 cookies from the jar. How many cookies does Ann have?",
        None,
    ),
    (
        "Ann has 12 cookies. Her jar has 8 cookies. She ate 3 cookies. How many cookies does Ann have?",
        None,
    ),
    (
        "Ann has 12 cookies. Her jar has 8 cookies. She ate 3 cookies. How many cookies are in her jar?",
        None,
    ),
    (
        "Ann has 12 cookies. Her jar has 8 cookies. She put 3 cookies in the jar. How many cookies are in her jar?",
        11,
    ),
    (
        "Ann has 12 cookies. Her jar has 8 cookies. She put 3 cookies in the jar. How many cookies does Ann have?",
        None,
    ),
    (
        "Ann has 12 cookies. Tom's jar has 8 cookies. She ate 3 cookies. How many cookies are in Tom's jar?",
        8,
    ),
    (
        "Ann has 12 cookies. Tom's jar has 8 cookies. He ate 3 cookies. How many cookies are in Tom's jar?",
        5,
    ),
    (
        "Ann has 12 cookies. Tom's jar has 8 cookies. She ate 3 cookies. How many cookies does Ann have?",
        9,
    ),
    (
        "Ann has 12 cookies. The jar has 8 cookies. She ate 3 cookies. How many cookies does Ann have?",
        9,
    ),
    # --- combined rates: groups of agents, capacities, each or together
    (
        "Each of 3 pipes fills a tank at 4 gallons per minute. How many gallons are in the tank after 10 minutes?",
        120,
    ),
    (
        "Three pipes fill a tank at 4 gallons per minute. How many gallons are in the tank after 10 minutes?",
        None,
    ),
    (
        "Three pipes each fill a tank at 4 gallons per minute. How many gallons are in the tank after 10 minutes?",
        120,
    ),
    (
        "Three pipes fill a tank at 4 gallons per minute each. How many gallons are in the tank after 10 minutes?",
        120,
    ),
    (
        "Three pipes fill a tank at a combined 4 gallons per minute. How many gallons are in the tank after 10 minutes?",
        40,
    ),
    (
        "A pool holds 100 gallons. A pipe fills it at 9 gallons per minute and a hose fills it at 1 gallon per minute. How many minutes does it take to fill the pool?",
        10,
    ),
    (
        "A pool holds 100 gallons. A pipe fills it at 9 gallons per minute and a hose fills it at 1 gallon per minute, running together. How many minutes does it take to fill the pool?",
        10,
    ),
    (
        "A pipe fills a pool at 9 gallons per minute and a hose fills it at 1 gallon per minute, running together. The pool already has 20 gallons. How many minutes does it take to put 100 gallons in the pool?",
        None,
    ),
    (
        "Two pipes fill a tank, one at 3 gallons per minute and the other at 5 gallons per minute. How many gallons are in the tank after 10 minutes?",
        80,
    ),
    (
        "Two pipes fill two tanks, one at 3 gallons per minute and the other at 5 gallons per minute. How many gallons are in the first tank after 10 minutes?",
        None,
    ),
    (
        "Four machines make toys, each at 5 toys per hour. Working together, how many toys do they make in 3 hours?",
        60,
    ),
    (
        "Four machines make toys at 5 toys per hour. Working together, how many toys do they make in 3 hours?",
        None,
    ),
    (
        "Nia and Omar each paint 4 fences per hour. Working together, how many fences do they paint in 3 hours?",
        24,
    ),
    (
        "Nia and Omar paint 4 fences per hour. Working together, how many fences do they paint in 3 hours?",
        None,
    ),
    (
        "Nia and Omar paint 4 fences per hour together. How many fences do they paint in 3 hours?",
        12,
    ),
    # --- a loss told with no owner beside two holders of the kind
    (
        "Larry starts with 91 cards. Ann has 20 cards. 17 are eaten by a hippopotamus. How many cards does Larry end with?",
        None,
    ),
    (
        "Larry starts with 91 cards. Ann has 20 cards. 17 of Larry's cards are eaten by a hippopotamus. How many cards does Larry end with?",
        74,
    ),
    (
        "Larry starts with 91 cards. Ann has 20 cards. 17 of her cards are eaten by a hippopotamus. How many cards does Larry end with?",
        91,
    ),
    (
        "Larry starts with 91 cards. Ann has 20 cards. A hippopotamus eats 17 cards. How many cards does Larry end with?",
        None,
    ),
    (
        "Larry starts with 91 cards. Ann has 20 cards. A hippopotamus eats 17 of them. How many cards does Larry end with?",
        None,
    ),
    (
        "Larry starts with 91 cards. Ann has 20 cards. His dog eats 17 cards. How many cards does Larry end with?",
        74,
    ),
    (
        "Larry starts with 91 cards. Ann has 20 cards. Her dog eats 17 cards. How many cards does Larry end with?",
        91,
    ),
    (
        "Mary had 8 potatoes in the garden. Tom had 5 potatoes. The rabbits ate 3 of the potatoes. How many potatoes does Mary now have?",
        None,
    ),
    (
        "Mary had 8 potatoes in the garden. Tom had 5 potatoes. The rabbits ate 3 of Mary's potatoes. How many potatoes does Mary now have?",
        5,
    ),
    (
        "Sam grew 4 watermelons and Ann grew 6 watermelons, but the rabbits ate 3 watermelons. How many watermelons does Sam have?",
        None,
    ),
    (
        "Sam grew 4 watermelons and Ann grew 6 watermelons, but the rabbits ate 3 watermelons. How many watermelons do they have?",
        7,
    ),
    (
        "Sam grew 4 watermelons and Ann grew 6 melons, but the rabbits ate 3 watermelons. How many watermelons does Sam have?",
        1,
    ),
    (
        "Joan has 8 orange balloons. Tom has 5 orange balloons. 2 balloons popped. How many orange balloons does Joan have now?",
        None,
    ),
    (
        "Joan has 8 orange balloons. Tom has 5 orange balloons. 2 of Tom's balloons popped. How many orange balloons does Joan have now?",
        8,
    ),
    (
        "Joan has 8 orange balloons. Tom has 5 orange balloons. 2 of them popped. How many orange balloons does Joan have now?",
        None,
    ),
    (
        "Joan has 8 orange balloons. Tom has 5 orange balloons. 2 of them popped. How many orange balloons do they have now?",
        11,
    ),
    (
        "Joan has 8 orange balloons and lost 2 of them. Tom has 5 orange balloons. How many orange balloons does Joan have now?",
        6,
    ),
    (
        "Joan has 8 orange balloons. Tom has 5 orange balloons and lost 2 of them. How many orange balloons does Joan have now?",
        8,
    ),
    # --- comparisons against another time
    (
        "Tim has 30 toads. Jim has 20 more toads than Tim had last year. How many toads does Jim have?",
        None,
    ),
    (
        "Tim has 30 toads. Last year Jim had 20 more toads than Tim. How many toads does Jim have?",
        None,
    ),
    (
        "Tim had 30 toads last year. Jim has 20 more toads than Tim. How many toads does Jim have?",
        None,
    ),
    (
        "Tim has 30 toads. Jim has 20 more toads than Tim. Last year Tim had 10 toads. How many toads does Jim have?",
        50,
    ),
    (
        "Tim has 30 toads now. Jim has 20 more toads than Tim did yesterday. How many toads does Jim have?",
        None,
    ),
    (
        "Tim has 30 toads. Tomorrow Jim will have 20 more toads than Tim. How many toads will Jim have tomorrow?",
        None,
    ),
    (
        "Tim has 30 toads. Jim will have 20 more toads than Tim has now. How many toads will Jim have?",
        50,
    ),
    ("Tim has 30 toads. Jim had twice as many toads as Tim. How many toads did Jim have?", 60),
    (
        "Tim has 30 toads. Jim has twice as many toads as Tim will have. How many toads does Jim have?",
        None,
    ),
    (
        "Tim has 30 toads. He gives 10 to Ann. Jim has 20 more toads than Tim has now. How many toads does Jim have?",
        40,
    ),
    (
        "Tim has 30 toads. He gives 10 to Ann. Jim has 20 more toads than Tim had. How many toads does Jim have?",
        50,
    ),
    (
        "Tim has 30 toads. He gives 10 to Ann. Jim has 20 more toads than Tim. How many toads does Jim have?",
        40,
    ),
    (
        "Tim has 30 toads. Jim has 20 more toads than Tim. Tim gives 10 to Ann. How many toads does Jim have?",
        50,
    ),
    (
        "Tim has 30 toads. Jim has 20 more toads than Tim. Tim gives 10 to Jim. How many toads does Jim have?",
        60,
    ),
    (
        "Tim has 30 toads. Jim has 20 more toads than Tim. Tim gives 10 to Jim. How many more toads does Jim have than Tim?",
        40,
    ),
    # --- relations: conditional facts, changes inside the condition
    (
        "Anya has 4 times as many erasers as Andrea. If Andrea gives Anya 2 erasers, how many erasers does Anya have?",
        None,
    ),
    (
        "Anya has 4 times as many erasers as Andrea. If Andrea has 4 erasers and gives Anya 2 erasers, how many erasers does Anya have?",
        18,
    ),
    (
        "Anya has 4 times as many erasers as Andrea. If Andrea had 4 erasers, how many erasers would Anya have?",
        16,
    ),
    (
        "Anya has 4 times as many erasers as Andrea. If Andrea has 4 erasers and Anya loses 3, how many erasers does Anya have?",
        13,
    ),
    (
        "Anya has 4 times as many erasers as Andrea. If Andrea has 4 erasers and 3 pencils, how many erasers does Anya have?",
        16,
    ),
    (
        "Anya has 4 times as many erasers as Andrea. If Andrea and Anya have 20 erasers together, how many erasers does Andrea have?",
        4,
    ),
    (
        "Anya has 4 times as many erasers as Andrea. If Anya has 12 more erasers than Andrea, how many erasers does Andrea have?",
        4,
    ),
    (
        "Anya has 4 times as many erasers as Andrea. If Anya has 4 erasers, how many more erasers does Anya have than Andrea?",
        3,
    ),
    (
        "Stu has 9 books. If Albert has 4 times as many books as Stu, how many books do Stu and Albert have in total?",
        45,
    ),
    (
        "If Stu has 9 books and Albert has 4 times as many books as Stu, how many books does Albert have more than Stu?",
        27,
    ),
    (
        "If Stu has 9 books and Albert has 4 times as many books as Stu, how many books do Stu and his sister have in total?",
        None,
    ),
    (
        "If Stu has 9 books and Albert has 4 times as many books as Stu, how many books do they have in total if Stu buys 1 more?",
        46,
    ),
    (
        "If Stu has 9 books and Albert has 4 times as many magazines as Stu, how many books do Stu and Albert have in total?",
        None,
    ),
    (
        "If Stu has 9 books and Albert has 4 times as many books as Stu has magazines, how many books do Stu and Albert have in total?",
        None,
    ),
    # --- the X beside his X: one place or two
    (
        "There are 20 apples in the basket. Tom put 5 apples in his basket. How many apples are in the basket?",
        None,
    ),
    (
        "There are 20 apples in the basket. Tom took 5 apples from his basket. How many apples are in the basket?",
        None,
    ),
    (
        "There are 20 apples in the basket. Tom took 5 apples from the basket. How many apples are in the basket?",
        15,
    ),
    (
        "There are 20 apples in the basket. Tom put 5 apples in the basket. How many apples are in the basket?",
        25,
    ),
    (
        "There are 20 apples in Ann's basket. Tom put 5 apples in his basket. How many apples are in Ann's basket?",
        20,
    ),
    (
        "There are 20 apples in the basket. Tom ate 5 apples from his basket. How many apples are in the basket?",
        None,
    ),
    (
        "There are 20 apples in the basket. Tom added 5 apples to his basket. How many apples are in the basket?",
        None,
    ),
    (
        "There are 20 apples in the basket. Ann put 5 apples in her basket. How many apples are in the basket?",
        None,
    ),
    (
        "There were 28 bales of hay in the barn. Tim stacked 26 bales in his barn today. How many bales of hay are in the barn now?",
        None,
    ),
    (
        "There were 6 roses in the vase. Mary put 10 roses in her vase. How many roses are in the vase now?",
        None,
    ),
    (
        "There are 43 pencils in the drawer. Dan placed 16 pencils in his drawer. How many pencils are in the drawer now?",
        None,
    ),
    (
        "There are 22 walnut trees in the park. Park workers will plant 10 walnut trees in their park. How many walnut trees will the park have?",
        32,
    ),
    (
        "The jar has 20 cookies. Ann put 5 cookies in her jar. How many cookies does the jar have?",
        None,
    ),
    # --- the X beside a X / another X / the other X
    (
        "There are 20 apples in the basket. Tom put 5 apples in a basket. How many apples are in the basket?",
        None,
    ),
    (
        "There are 20 apples in the basket. Tom put 5 apples in another basket. How many apples are in the basket?",
        20,
    ),
    (
        "There are 20 apples in a basket. Tom put 5 apples in the basket. How many apples are in the basket?",
        25,
    ),
    (
        "There are 20 apples in the red basket. Tom put 5 apples in the blue basket. How many apples are in the red basket?",
        20,
    ),
    (
        "There are 20 apples in the red basket. Tom put 5 apples in the basket. How many apples are in the red basket?",
        None,
    ),
    (
        "There are 20 apples in the basket. Tom took 5 apples from a basket. How many apples are in the basket?",
        None,
    ),
    (
        "There are 20 apples in the basket. Tom took 5 apples from another basket. How many apples are in the basket?",
        20,
    ),
    (
        "There were 6 roses in the vase. Mary put 10 roses in a vase. How many roses are in the vase now?",
        None,
    ),
    (
        "There were 6 roses in the vase. Mary cut 10 roses and put them in the vase. How many roses are in the vase now?",
        16,
    ),
    # --- which box: two places of one noun
    (
        "Tom has a red box and a blue box. The box has 5 apples. How many apples are in the red box?",
        None,
    ),
    (
        "Tom has a red box and a blue box. The red box has 5 apples and the blue box has 3 apples. How many apples are in the box?",
        None,
    ),
    (
        "The red box has 5 apples and the blue box has 3 apples. How many apples are in the boxes?",
        8,
    ),
    (
        "The red box has 5 apples and the blue box has 3 apples. Tom took 2 apples from the box. How many apples are in the red box?",
        None,
    ),
    (
        "The red box has 5 apples and the blue box has 3 apples. Tom took 2 apples from the red box. How many apples are in the red box?",
        3,
    ),
    (
        "The red box has 5 apples and the blue box has 3 apples. Tom took 2 apples from the red box. How many apples are in the blue box?",
        3,
    ),
    (
        "The red box has 5 apples and the blue box has 3 apples. Tom moved 2 apples from the red box to the blue box. How many apples are in the blue box?",
        5,
    ),
    (
        "The red box has 5 apples. The blue box has 3 more apples than the red box. How many apples are in the blue box?",
        8,
    ),
    (
        "The red box has 5 apples. The blue box has 3 more apples than the box. How many apples are in the blue box?",
        None,
    ),
    (
        "There are 5 apples in the first box and 3 apples in the second box. How many apples are in the boxes?",
        8,
    ),
    (
        "There are 5 apples in the first box and 3 apples in the second box. Tom took 2 apples from the box. How many apples are in the first box?",
        None,
    ),
    # --- places told one way throughout: still answered
    (
        "Sam had 9 dimes in his bank. He put 3 more dimes in his bank. How many dimes are in his bank?",
        12,
    ),
    (
        "There are 9 dimes in the bank. Sam put 3 more dimes in the bank. How many dimes are in the bank?",
        12,
    ),
    (
        "There are 9 dimes in a bank. Sam put 3 more dimes in the bank. How many dimes are in the bank?",
        12,
    ),
    (
        "There are 9 dimes in the bank. Sam took 3 dimes from the bank. How many dimes are in the bank?",
        6,
    ),
    (
        "The red box has 5 apples. Tom put 2 apples in the red box. How many apples are in the red box?",
        7,
    ),
    (
        "The red box has 5 apples. The blue box has 3 apples. Tom put 2 apples in the red box. How many apples are in the boxes?",
        10,
    ),
    (
        "There are 2 pencils in the drawer. Tim placed 3 pencils in the drawer. How many pencils are now there in total?",
        5,
    ),
    (
        "Joan has 5 dimes in her bank. She spent 2 of her dimes. How many dimes does she have now?",
        3,
    ),
    (
        "Sally had 760 quarters in her bank. She spent 418 of her quarters. How many quarters does she have now?",
        342,
    ),
    # --- removes from a jar: possessives and other holders
    (
        "Denise removes 5 bananas from her jar. There were originally 46 bananas in the jar. How many bananas are left in the jar?",
        41,
    ),
    (
        "Denise removes 5 bananas from a jar. There were originally 46 bananas in her jar. How many bananas are left in the jar?",
        None,
    ),
    (
        "Denise removes 5 bananas from a jar. There were originally 46 bananas in the jar. How many bananas does Denise have?",
        5,
    ),
    (
        "Denise has 10 bananas. She removes 5 bananas from a jar. There were originally 46 bananas in the jar. How many bananas does Denise have?",
        15,
    ),
    (
        "Denise has 10 bananas. She removes 5 bananas from a jar. There were originally 46 bananas in the jar. How many bananas are left in the jar?",
        41,
    ),
    (
        "Denise has 10 bananas in a jar. She removes 5 bananas from the jar. How many bananas are left in the jar?",
        5,
    ),
    (
        "Denise removes 5 bananas from a jar. Tom removes 3 bananas from the jar. There were originally 46 bananas in the jar. How many bananas are left in the jar?",
        38,
    ),
    (
        "Denise removes 5 bananas from the red jar. There were originally 46 bananas in the red jar and 10 in the blue jar. How many bananas are left in the red jar?",
        41,
    ),
    (
        "Denise removes 5 bananas from the jar. There were originally 46 bananas in the red jar and 10 in the blue jar. How many bananas are left in the red jar?",
        None,
    ),
]


@pytest.mark.parametrize(("text", "answer"), CASES)
def test_variation(text: str, answer: int | Fraction | None) -> None:
    _check(text, answer)


def test_cases_are_distinct() -> None:
    assert len({t for t, _ in CASES}) == len(CASES)


_KEPT = [
    (
        "Sam had 9 dimes in his bank. He took 7 dimes out of his bank. How many dimes does Sam have now?",
        16,
    ),
    (
        "Ann has 20 apples in her basket. She took 5 apples from the basket. How many apples does Ann have now?",
        25,
    ),
    (
        "There are 20 apples in Ann's basket. Ann took 5 apples from the basket. How many apples does Ann have?",
        5,
    ),
    ("Sam had 9 dimes. He took 7 dimes from his bank. How many dimes does Sam have now?", 16),
    (
        "Tom had 20 marbles in a bag. He took 5 marbles out of the bag. How many marbles does Tom have?",
        25,
    ),
    (
        "Sam had 9 dimes in his bank. He got 7 dimes from his bank. How many dimes does Sam have now?",
        16,
    ),
    (
        "Sam had 9 dimes in his bank. He collected 7 dimes from his bank. How many dimes does Sam have now?",
        16,
    ),
]


@pytest.mark.interpreted_only("switches a module function off by monkeypatching")
@pytest.mark.parametrize(("text", "before"), _KEPT)
def test_take_from_a_place_kept_decides(
    text: str, before: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    """take_place.kept_there refuses; switched off, the old wrong answer comes back."""
    assert answer(text) is None
    monkeypatch.setattr(take_place, "kept_there", lambda *a, **k: "")
    assert answer(text) == before


@pytest.mark.parametrize(
    ("text", "value"),
    [
        (
            "There were 27 eggs in the jar. David removes 7 eggs from the jar. How many eggs are left in the jar?",
            20,
        ),
        (
            "David removes 7 eggs from a jar. There were originally 27 eggs in the jar. How many eggs are left in the jar?",
            20,
        ),
        (
            "There are 43 pencils in the drawer and 19 pencils on the desk. Dan took 16 pencils from the drawer. How many pencils are in the drawer now?",
            27,
        ),
        (
            "Jack had 20 marbles. Jill had 7 marbles. Jack won 5 marbles from Jill. How many marbles does Jack have now?",
            25,
        ),
        ("Sam had 9 dimes. He took 7 dimes from his sister. How many dimes does Sam have now?", 16),
        ("Sam had 9 dimes. He got 7 dimes from his sister. How many dimes does Sam have now?", 16),
        ("Sam had 9 dimes. He got 7 dimes from his mom. How many dimes does Sam have now?", 16),
    ],
)
def test_a_take_from_the_told_place_still_answers(text: str, value: int) -> None:
    """A place that is itself the told holder is no place that keeps another's things."""
    assert answer(text) == value


_OWN_PLACE = [
    ("Tom has 5 apples. His basket has 20 apples. How many apples does Tom have?", 5),
    ("Tom has 5 apples. There are 20 apples in his basket. How many apples does Tom have?", 5),
    ("Tom's basket has 20 apples. Tom has 5 apples in his hand. How many apples does Tom have?", 5),
    (
        "Tom has 5 apples. There are 20 apples in his basket. He ate 3 apples. How many apples are in his basket?",
        20,
    ),
    (
        "Ann has 5 apples. Her basket has 20 apples. Tom took 3 apples from her basket. How many apples does Ann have?",
        5,
    ),
    ("Ann has 12 pencils. Her pencil case has 8 pencils. How many pencils does Ann have?", 12),
]


@pytest.mark.interpreted_only("switches a module function off by monkeypatching")
@pytest.mark.parametrize(("text", "before"), _OWN_PLACE)
def test_a_possessed_place_beside_decides(
    text: str, before: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    """take_place.possessed_place_beside refuses; switched off, the old answer comes back."""
    assert answer(text) is None
    monkeypatch.setattr(take_place, "possessed_place_beside", lambda *a: "")
    assert answer(text) == before


@pytest.mark.parametrize(
    ("text", "value"),
    [
        (
            "Tom has 5 apples. There are 20 apples in the basket. He ate 3 apples. How many apples does Tom have?",
            2,
        ),
        (
            "There are 20 apples in Tom's basket. Ann put 5 apples in Tom's basket. How many apples are in Tom's basket?",
            25,
        ),
        (
            "Tom has 5 apples. Ann's basket has 20 apples. Tom took 3 apples from Ann's basket. How many apples does Tom have?",
            8,
        ),
        ("Tom has 5 apples. His sister has 20 apples. How many apples does Tom have?", 5),
        (
            "Sam had 9 dimes in his bank. His dad gave him 7 dimes. How many dimes does Sam have now?",
            16,
        ),
    ],
)
def test_no_possessed_place_still_answers(text: str, value: int) -> None:
    """A place nobody possesses, another's place, or a person (``his sister``) is not guarded."""
    assert answer(text) == value


_THEM_BESIDE_KIN = [
    "Ann has 5 apples. Her brother has 2 apples. Their mom gave them 3 apples. How many apples does Ann have?",
    "Ann has 5 apples. Her friend has 2 apples. Bo gave them 3 apples. How many apples does Ann have?",
    "Ann has 5 apples. The farmer has 2 apples. Bo gave them 3 apples. How many apples does Ann have?",
]


@pytest.mark.interpreted_only("switches a module function off by monkeypatching")
@pytest.mark.parametrize("text", _THEM_BESIDE_KIN)
def test_them_beside_a_people_noun_decides(text: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """resolve._holder: `them` is not the one named person beside a people-noun holder
    (take_place.people_things); switched off, the old answer (8: Ann alone) comes back."""
    assert answer(text) is None
    monkeypatch.setattr(take_place, "people_things", lambda *a: [])
    assert answer(text) == 8


def test_people_things() -> None:
    assert take_place.people_things(["the brother", "the mom", "the box"], "the mom") == [
        "the brother"
    ]
    assert take_place.people_things(["the box", "the dog", "tom"], "") == []


_BOTH_WAYS = [
    (
        "There are 20 apples in the basket. Tom put 5 apples in his basket. How many apples are in the basket?",
        25,
    ),
    (
        "There are 20 apples in the basket. Tom took 5 apples from his basket. How many apples are in the basket?",
        15,
    ),
    (
        "There are 43 pencils in the drawer. Dan placed 16 pencils in his drawer. How many pencils are in the drawer now?",
        59,
    ),
    (
        "The jar has 20 cookies. Ann put 5 cookies in her jar. How many cookies does the jar have?",
        25,
    ),
    (
        "There are 20 apples in the basket. Tom put 5 apples in a basket. How many apples are in the basket?",
        25,
    ),
    (
        "There were 6 roses in the vase. Mary put 10 roses in a vase. How many roses are in the vase now?",
        16,
    ),
    (
        "The red box has 5 apples and the blue box has 3 apples. Tom took 2 apples from the box. How many apples are in the red box?",
        5,
    ),
    (
        "There are 5 apples in the first box and 3 apples in the second box. Tom took 2 apples from the box. How many apples are in the first box?",
        5,
    ),
]


@pytest.mark.interpreted_only("switches a module function off by monkeypatching")
@pytest.mark.parametrize(("text", "before"), _BOTH_WAYS)
def test_a_place_told_plainly_then_possessed_decides(
    text: str, before: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    """take_place.place_named_both_ways refuses; switched off, the old answer comes back."""
    assert answer(text) is None
    monkeypatch.setattr(take_place, "place_named_both_ways", lambda *a: "")
    assert answer(text) == before


@pytest.mark.parametrize(
    ("text", "value"),
    [
        (
            "There are 20 apples in the basket. Tom put 5 apples in the basket. How many apples are in the basket?",
            25,
        ),
        (
            "There are 20 apples in the basket. Tom took 5 apples from the basket. How many apples are in the basket?",
            15,
        ),
        (
            "There are 20 apples in a basket. Tom put 5 apples in the basket. How many apples are in the basket?",
            25,
        ),
        (
            "Denise removes 5 bananas from a jar. There were originally 46 bananas in the jar. How many bananas are left in the jar?",
            41,
        ),
        (
            "There were a total of 7 baseball games a month. The season is played for 2 months. How many baseball games are in a season?",
            14,
        ),
        (
            "There are 516 cars in a parking lot. One-third are blue, one-half are red, and the rest are black. How many black cars are on the lot?",
            86,
        ),
        (
            "The red box has 5 apples and the blue box has 3 apples. Tom took 2 apples from the red box. How many apples are in the red box?",
            3,
        ),
    ],
)
def test_a_place_told_one_way_still_answers(text: str, value: int) -> None:
    assert answer(text) == value
