# ruff: noqa: E501
"""Adversarial variations (session 7, adversary a) of the problems this session's story
constructions newly answer (statements7, statements7_kept, statements7_parts, pct7, solver7,
the relations organ's shortened_kind cession, solver7's names): another asked quantity, holder
or time; a changed operation word; an irrelevant, reordered, missing or contradicting fact;
other numbers. Hand-written; every answer computed by hand. Each case must be answered with
exactly that value or refused (None: must refuse).

Wrong answers found and fixed at their root:
- statements7_parts.expand_subs made the parts' things a holding of the whole's holder when
  the members are people holding them ('Mark has 20 friends. Half of them have 5 notebooks each
  and the other half have 3 notebooks each. How many notebooks does Mark have?' answered 80):
  members that are people give their things to the whole's holder only when it is a place
  they are in ('There are 28 students in a classroom', frame there_are); else refused.
- ledger._replay (older than this session): a comparison applied to a base holder's broad kind
  ('Nicholas has 6 more crackers than Mona', Mona's 4 plain crackers) before a deferred
  comparison gave that holder more of a narrower kind ('Marcus has three times as many cheese
  crackers as Mona ... If Marcus has 27 cheese crackers'): answered 10 for 13 + 6. A new amount
  of a holder that an applied comparison took as its base, of a kind its kind covers, refuses
  (after a holding or comparison only: a change after the comparison leaves it as told).
- arrays.in_units (older than this session) read 'How many pens are in the box?' after 'Tom has
  3 boxes. Each box has 10 pens.' as the 3 boxes (answered 30); pct7.this_place carried it to
  'in this box'. One container named ('the box', 'this box') of a count other than 1 refuses.
- gsm_pct_adjust.expand_adjust (older than this session; pct7.paid_per newly exposed it per
  unit) applied a sale told at another time than the purchase ('James buys 3 shirts for $60.
  There was a 40% off sale last week. How much did he pay per shirt?' answered 12, 'How much
  did he pay?' 36): an adjustment clause naming 'last', 'next', 'yesterday', 'tomorrow', 'ago',
  'later' or 'previous' that no purchase names refuses; told before the clause ('Last week
  there was ...', 'Tomorrow he will get ...', which the reader leaves out of the clause's
  source) it refuses at the question (gsm_pct_adjust.fronted_time, a hook in reader).
"""

from __future__ import annotations

from fractions import Fraction

import pytest
from story_outcome import answer
from story_outcome import check_correct_or_refused as _check

F = Fraction

CASES: list[tuple[str, int | Fraction | None]] = [
    # statements7 groups of one container
    (
        "Ella has 4 bags with 20 apples in each bag and six bags with 25 apples in each bag. How many apples does Ella have?",
        230,
    ),
    (
        "Ella has 4 bags with 20 apples in each bag and six bags with 25 apples in each bag. How many bags does Ella have?",
        10,
    ),
    (
        "Ella has 4 bags with 20 apples in each bag and six bags with 25 apples in each bag. She eats 10 apples. How many apples are left?",
        220,
    ),
    (
        "Ella has 4 bags with 20 apples in each bag and six bags with 25 apples in each bag. She sells 3/5 of the apples. How many apples does she have left?",
        92,
    ),
    (
        "Ella has 4 bags with 20 apples in each bag and six bags with 25 apples in each bag. Tom has 4 bags with 10 apples in each bag. How many apples does Ella have?",
        230,
    ),
    (
        "Ella has 4 bags with 20 apples in each bag and six bags with 25 apples in each bag. Tom has 4 bags with 10 apples in each bag. How many apples do they have in all?",
        270,
    ),
    (
        "Ella had 4 bags with 20 apples in each bag and six bags with 25 apples in each bag. She gave 2 bags to Tom. How many apples does Ella have?",
        None,
    ),
    (
        "Ella has 4 bags with 20 apples in each bag and six bags with 25 apples in each bag. How many more apples are in the big bags than the small bags?",
        70,
    ),
    (
        "Ella has 4 bags with 20 apples in each bag and six bags with 25 oranges in each bag. How many apples does Ella have?",
        80,
    ),
    (
        "Ella has 4 bags with 20 apples in each bag and six bags with 25 oranges in each bag. How many fruits does Ella have?",
        230,
    ),
    (
        "Ella does not have 4 bags with 20 apples in each bag and six bags with 25 apples in each bag. How many apples does Ella have?",
        None,
    ),
    (
        "Diane bakes four trays with 25 gingerbreads in each tray and three trays with 20 gingerbreads in each tray. How many gingerbreads does Diane bake?",
        160,
    ),
    (
        "Diane bakes four trays with 25 gingerbreads in each tray and three trays with 20 gingerbreads in each tray. She sells 100 gingerbreads. How many gingerbreads are left?",
        60,
    ),
    (
        "Diane bakes four trays with 25 gingerbreads in each tray and three trays with 20 gingerbreads in each tray. How many trays does Diane bake?",
        7,
    ),
    (
        "Diane bakes four trays with 25 gingerbreads in each tray and three trays with 20 cookies in each tray. How many gingerbreads does Diane bake?",
        100,
    ),
    (
        "Diane bakes four trays with 25 gingerbreads in each tray and three trays with 20 gingerbreads in each tray. Each gingerbread sells for $2. How much money does she make?",
        320,
    ),
    (
        "Diane bakes four trays with 25 gingerbreads in each tray and three trays with 20 gingerbreads in each tray every day. How many gingerbreads does Diane bake in a week?",
        1120,
    ),
    (
        "Diane bakes four trays with 25 gingerbreads in each tray and three trays with 20 gingerbreads in each tray. Sam bakes 50 gingerbreads. How many gingerbreads does Diane bake?",
        160,
    ),
    (
        "Diane bakes four trays with 25 gingerbreads in each tray and three trays with 20 gingerbreads in each tray. Sam bakes 50 gingerbreads. How many gingerbreads do they bake in total?",
        210,
    ),
    (
        "Diane bakes four trays with 25 gingerbreads in each tray and three trays with 20 gingerbreads in each tray. Sam bakes 50 gingerbreads. How many more gingerbreads does Diane bake than Sam?",
        110,
    ),
    (
        "Diane baked four trays with 25 gingerbreads in each tray. Then she baked three trays with 20 gingerbreads in each tray. How many gingerbreads did Diane bake?",
        160,
    ),
    (
        "Ruel has four books of 10 stamps and six books of 15 stamps. How many stamps does Ruel have?",
        130,
    ),
    (
        "Ruel has four books of 10 stamps and six books of 15 stamps. He gives 30 stamps to his friend. How many stamps does Ruel have left?",
        100,
    ),
    (
        "Ruel has four books of 10 stamps and six books of 15 stamps. He gives 30 stamps to his friend. How many stamps does his friend have?",
        None,
    ),
    (
        "Ruel has four books of 10 stamps and six books of 15 stamps. How many books does Ruel have?",
        10,
    ),
    (
        "Ruel has four books of 10 stamps and six books of 15 stickers. How many stamps does Ruel have?",
        40,
    ),
    (
        "Ruel has four books of 10 stamps and six books of 15 stamps. He uses 1/2 of his stamps. How many stamps does he have left?",
        65,
    ),
    (
        "Ruel has four books of 10 stamps and six books of 15 stamps. Mia has twice as many stamps as Ruel. How many stamps does Mia have?",
        260,
    ),
    (
        "Ruel has four books of 10 stamps, and Mia has six books of 15 stamps. How many stamps does Ruel have?",
        40,
    ),
    (
        "Ruel has four books of 10 stamps, and Mia has six books of 15 stamps. How many stamps does Mia have?",
        90,
    ),
    (
        "Ruel has four books of 10 stamps and six books of 15 stamps. He buys 2 more books of 15 stamps. How many stamps does he have?",
        160,
    ),
    (
        "Ruel had four books of 10 stamps and six books of 15 stamps. He lost one book of 15 stamps. How many stamps does he have?",
        115,
    ),
    (
        "Ruel has four books of 10 stamps and six boxes of 15 stamps. How many stamps does Ruel have?",
        130,
    ),
    (
        "Ruel has four books of 10 stamps and six books of 15 stamps. Each stamp costs $2. How much are his stamps worth?",
        260,
    ),
    (
        "Ruel has four books of 10 stamps and six books of 1.5 dozen stamps. How many stamps does Ruel have?",
        148,
    ),
    (
        "Ruel has four books of 10 stamps and six books of 15 stamps each. How many stamps does Ruel have?",
        130,
    ),
    (
        "A shop has 3 boxes of 12 pens and 5 boxes of 10 pens. It sells 20 pens. How many pens does the shop have now?",
        66,
    ),
    ("A shop sold 3 boxes of 12 pens and 5 boxes of 10 pens. How many pens did the shop sell?", 86),
    (
        "A shop has 3 boxes of 12 pens and 5 boxes of 10 pencils. How many pens and pencils does the shop have?",
        86,
    ),
    (
        "Ruel has four books of 10 stamps and six books of 15 stamps. He has 2 more stamps. How many stamps does Ruel have?",
        None,
    ),
    (
        "Tim has 3 bags with 5 marbles in each bag and 2 bags with 10 marbles in each bag. He also has 7 loose marbles. How many marbles does Tim have?",
        42,
    ),
    (
        "Tim has 3 bags with 5 marbles in each bag and 2 bags with 10 marbles in each bag. He put 7 more marbles in each bag. How many marbles does Tim have?",
        70,
    ),
    (
        "Tim has 3 bags with 5 marbles in each bag and 2 bags with 10 marbles in each bag. How many marbles are in each bag?",
        None,
    ),
    (
        "Tim has 3 bags with 5 marbles in each bag and 2 bags with 10 marbles in each bag. How many marbles are in the bags?",
        35,
    ),
    (
        "Tim has 3 bags with 5 marbles in each bag and 2 bags with 10 marbles in each bag. How many marbles in all?",
        35,
    ),
    (
        "Tim had 3 bags with 5 marbles in each bag and 2 bags with 10 marbles in each bag. Tim now has 50 marbles. How many marbles did he get?",
        15,
    ),
    # statements7_kept keeping the rest
    (
        "Jack had 100 stickers. He gave 20 stickers to Ann, gave 2/5 of the remaining to his friend, and kept the remaining stickers. How many stickers did Jack keep?",
        48,
    ),
    (
        "Jack had 100 stickers. He gave 20 stickers to Ann, gave 2/5 of the remaining to his friend, and kept the remaining stickers. How many stickers did his friend get?",
        32,
    ),
    (
        "Jack had 100 stickers. He gave 20 stickers to Ann, gave 2/5 of the remaining to his friend, and kept the remaining stickers. How many stickers did he give away?",
        52,
    ),
    (
        "Jack had 100 stickers. He gave 20 stickers to Ann, gave 2/5 of the remaining to his friend, and kept the remaining stickers. How many stickers does Ann have?",
        None,
    ),
    (
        "Jack had 100 stickers and 30 cards. He gave 20 stickers to Ann, gave 2/5 of the remaining to his friend, and kept the remaining stickers. How many stickers did Jack keep?",
        48,
    ),
    (
        "Jack had 100 stickers and 30 cards. He gave 20 stickers to Ann, gave 2/5 of the remaining to his friend, and kept the remaining cards. How many cards did Jack keep?",
        None,
    ),
    (
        "Jack had 100 stickers. He gave 20 stickers to Ann, gave 2/5 of the remaining to his friend, and kept the remaining stickers. He then bought 10 stickers. How many stickers did Jack keep?",
        None,
    ),
    (
        "Jack had 100 stickers. He gave 20 stickers to Ann, gave 2/5 of the remaining to his friend, and kept the remaining stickers. He then bought 10 stickers. How many stickers does Jack have now?",
        58,
    ),
    (
        "Jack had 100 stickers. He gave 20 stickers to Ann, gave 3/8 of the remaining to his friend, and kept the remaining stickers. How many stickers did Jack keep?",
        50,
    ),
    (
        "Jack had 100 stickers. He gave 20 stickers to Ann, and Ann gave 2/5 of the remaining to her friend, and kept the remaining stickers. How many stickers did Jack keep?",
        None,
    ),
    (
        "Jack had 100 stickers. Ann gave him 20 stickers, he gave 2/5 of them to his friend, and kept the remaining stickers. How many stickers did Jack keep?",
        72,
    ),
    (
        "Randy had some money. Smith gave him $200. Randy then gave Sally $1,200 and kept the rest. If Randy has $2000 left, how much money did Randy have at first?",
        3000,
    ),
    (
        "Randy had some money. Smith gave him $200. Randy then gave Sally $1,200 and kept the rest. If Randy kept $2000, how much money did Randy have at first?",
        3000,
    ),
    (
        "Randy had $3000. Smith gave him $200. Randy then gave Sally $1,200 and kept the rest. How much money did Randy keep?",
        2000,
    ),
    (
        "Randy had $3000. Smith gave him $200. Randy then gave Sally $1,200 and kept the rest. How much money does Sally have?",
        None,
    ),
    (
        "Randy had $3000. Smith gave him $200. Randy then gave Sally $1,200 and Sally kept the rest. How much money did Sally keep?",
        None,
    ),
    (
        "Randy had $3000. Smith gave him $200. Then Smith gave Sally $1,200 and kept the rest. How much money did Randy keep?",
        None,
    ),
    (
        "Randy had $3000. Smith gave him $200. Randy then spent $1,200 and kept the rest. How much money did Randy keep?",
        2000,
    ),
    (
        "Randy had $3000 and 5 books. Smith gave him $200. Randy then gave Sally $1,200 and kept the rest. How much money did Randy keep?",
        2000,
    ),
    (
        "Randy had $3000. Smith gave him $200. Randy then gave Sally $1,200 and kept the rest. He then spent $100 on lunch. How much money did Randy keep?",
        None,
    ),
    (
        "Randy had $3000. Smith gave him $200. Randy then gave Sally half of his money and kept the rest. How much money did Randy keep?",
        1600,
    ),
    (
        "Randy had $3000. He gave Sally 1/4 of his money and kept the rest. How much money did Randy keep?",
        2250,
    ),
    (
        "Randy had $3000. He gave Sally 1/4 of his money and kept the remaining money. How much money did Randy keep?",
        2250,
    ),
    (
        "Randy had $3000. He gave Sally 1/4 of his money and kept the remaining money. How much money did Sally get?",
        750,
    ),
    (
        "Tom had 50 cards. He lost 12 cards and kept the rest of the cards. How many cards did Tom keep?",
        38,
    ),
    (
        "Tom had 50 cards and 20 stamps. He lost 12 cards and kept the rest of the stamps. How many stamps did Tom keep?",
        None,
    ),
    (
        "Tom had 50 cards and 20 stamps. He lost 12 cards and kept the rest. How many stamps did Tom keep?",
        None,
    ),
    (
        "Tom had 50 cards and 20 stamps. He lost 12 cards and kept the rest. How many cards did Tom keep?",
        38,
    ),
    (
        "Tom had 50 cards. He gave 1/2 of his cards to Ann and kept the rest of the cards. How many cards did Tom keep?",
        25,
    ),
    (
        "Tom had 50 cards. He gave 1/2 of his cards to Ann and kept the rest of the cards. Ann already had 10 cards. How many cards does Ann have now?",
        35,
    ),
    (
        "Tom had 50 cards. Ann gave 1/2 of her cards to Tom and kept the rest of the cards. How many cards did Tom keep?",
        None,
    ),
    (
        "Tom had 50 cards. He gave 1/2 of the cards to Ann and kept the rest for himself. How many cards did he keep?",
        25,
    ),
    (
        "Tom had 50 cards. He gave 1/5 of the cards to Ann, 1/5 of the cards to Bob, and kept the rest. How many cards did he keep?",
        30,
    ),
    (
        "Tom had 50 cards. He gave 1/5 of the cards to Ann, 1/5 of the remaining cards to Bob, and kept the rest. How many cards did he keep?",
        32,
    ),
    (
        "Tom had 50 cards. He gave 10 cards to Ann, 1/5 of the remaining cards to Bob, and kept the rest. How many cards did he keep?",
        32,
    ),
    (
        "Tom had 50 cards. He kept 10 cards and gave the rest to Ann. How many cards did Ann get?",
        40,
    ),
    (
        "Tom had 50 cards. He gave 10 cards to Ann and kept the rest. How many cards did he give away?",
        10,
    ),
    (
        "Tom had 50 cards. He gave 10 cards to Ann and kept the rest. How many cards did he have at first?",
        50,
    ),
    (
        "Tom had some cards. He gave 10 cards to Ann and kept the rest. He kept 25 cards. How many cards did he have at first?",
        35,
    ),
    (
        "Tom had some cards. He gave 1/3 of the cards to Ann and kept the rest. He kept 20 cards. How many cards did he have at first?",
        30,
    ),
    (
        "Tom had 60 cards. He gave 1/3 of the cards to Ann and kept the rest. Ann kept 5 of them. How many cards did he keep?",
        40,
    ),
    # statements7_parts parts of a counted whole
    (
        "There are 32 tables in a hall. Half the tables have 2 chairs each, 5 have 3 chairs each and the rest have 4 chairs each. How many chairs in total are in the hall?",
        91,
    ),
    (
        "There are 32 tables in a hall. Half the tables have 2 chairs each, 5 have 3 chairs each and the rest have 4 chairs each. How many chairs are there?",
        91,
    ),
    (
        "There are 32 tables in a hall. Half the tables have 2 chairs each, 5 have 3 chairs each and the rest have 4 chairs each. How many tables have 4 chairs?",
        11,
    ),
    (
        "There are 32 tables in a hall. Half the tables have 2 chairs each, 5 have 3 chairs each and the rest have 4 chairs each. How many tables are in the hall?",
        32,
    ),
    (
        "There are 32 tables in a hall. Half the tables have 2 chairs each, 5 have 3 chairs each and the rest have 4 chairs each. 10 chairs are broken. How many chairs are not broken?",
        81,
    ),
    (
        "There are 32 tables in a hall. Half the tables have 2 chairs each, 5 have 3 chairs each and the rest have 4 chairs each. How many chairs are at the tables with 2 chairs?",
        32,
    ),
    (
        "There are 32 tables in a hall. Half the tables have 2 chairs each, 5 have 3 stools each and the rest have 4 chairs each. How many chairs in total are in the hall?",
        None,
    ),
    (
        "There are 32 tables in a hall. Half the tables have 2 chairs each, 5 have 3 chairs each and the rest have 4 chairs each. There are 6 more chairs by the wall. How many chairs in total are in the hall?",
        97,
    ),
    (
        "There are 32 tables in a hall. Half the tables have 2 chairs each, 5 have 3 chairs each and the rest have 4 chairs each. Each chair costs $10. How much did the chairs cost?",
        910,
    ),
    (
        "There are 30 tables in a hall. Half the tables have 2 chairs each, 5 have 3 chairs each and the rest have 4 chairs each. How many chairs in total are in the hall?",
        85,
    ),
    (
        "There are 32 tables in a hall. A quarter of the tables have 2 chairs each, 5 have 3 chairs each and the rest have 4 chairs each. How many chairs in total are in the hall?",
        107,
    ),
    (
        "There are 32 tables in a hall. Half the tables have 2 chairs each, 5 have 3 chairs each and 11 have 4 chairs each. How many chairs in total are in the hall?",
        91,
    ),
    (
        "There are 32 tables in a hall. Half the tables have 2 chairs each, 5 have 3 chairs each and 10 have 4 chairs each. How many chairs in total are in the hall?",
        None,
    ),
    (
        "There are 32 tables in a hall. Half the tables have 2 chairs each, 5 have 3 chairs each and the rest have 4 chairs each. 4 more tables with 2 chairs each are brought in. How many chairs in total are in the hall?",
        99,
    ),
    (
        "There are 32 tables in a hall and 10 tables in the yard. Half the tables have 2 chairs each, 5 have 3 chairs each and the rest have 4 chairs each. How many chairs in total are in the hall?",
        None,
    ),
    (
        "There are 32 tables in a hall. Half the tables have 2 chairs each, and the rest have 4 chairs each. How many chairs are in the hall?",
        96,
    ),
    (
        "There are 32 tables in a hall. Half the tables have 2 chairs each, 5 have 3 chairs each and the rest have no chairs. How many chairs in total are in the hall?",
        47,
    ),
    (
        "Mark has 20 friends. Half of them have 5 notebooks each and the other half have 3 notebooks each. How many notebooks do his friends have?",
        80,
    ),
    (
        "Mark has 20 friends. Half of them have 5 notebooks each and the other half have 3 notebooks each. How many notebooks does Mark have?",
        None,
    ),
    (
        "Mark has 20 friends. Half of them have 5 notebooks each and the other half have 3 notebooks each. How many notebooks do Mark's friends have in total?",
        80,
    ),
    (
        "A class has 20 students. Half of them have 5 notebooks each and the other half have 3 notebooks each. How many notebooks does the class have?",
        80,
    ),
    (
        "A class has 20 students. Half of them have 5 notebooks each and the other half have 3 notebooks each. How many notebooks are in the class?",
        80,
    ),
    (
        "A class has 20 students. Half of them have 5 notebooks each and the other half have 3 pens each. How many notebooks are in the class?",
        None,
    ),
    (
        "A class has 20 students. 10 of them have 5 notebooks each and the rest have 3 notebooks each. How many notebooks does the class have?",
        80,
    ),
    (
        "A class has 20 students. 12 of them have 5 notebooks each and the rest have 3 notebooks each. How many notebooks does the class have?",
        84,
    ),
    (
        "A class has 20 students. 25% of them have 4 notebooks each and the rest have 3 notebooks each. How many notebooks does the class have?",
        65,
    ),
    (
        "A class has 20 students. 25% of them have 4 notebooks each and the rest have 3 notebooks each. The teacher has 10 notebooks. How many notebooks do the students have?",
        65,
    ),
    (
        "A class has 20 students. 25% of them have 4 notebooks each and the rest have 3 notebooks each. The teacher has 10 notebooks. How many notebooks are there in total?",
        75,
    ),
    (
        "A class has 20 students. 25% of them have 4 notebooks each and the rest have 3 notebooks each. How many more notebooks do the students with 4 have than the rest?",
        None,
    ),
    (
        "A class has 20 students and 2 teachers. Half of them have 5 notebooks each and the other half have 3 notebooks each. How many notebooks does the class have?",
        None,
    ),
    (
        "A class has 20 students. Half of them have 5 notebooks each. How many notebooks does the class have?",
        None,
    ),
    (
        "A class has 20 students. Half of them have 5 notebooks each and the other half have 3 notebooks each. Each student gets 2 more notebooks. How many notebooks does the class have?",
        120,
    ),
    (
        "A class has 20 students. Half of them have 5 notebooks each and the other half have 3 notebooks each. 4 students leave. How many notebooks does the class have?",
        None,
    ),
    (
        "A class has 20 students. Half of them have 5 notebooks each and the other half have 3 notebooks each. How many notebooks does each student have?",
        None,
    ),
    (
        "A class has 20 students. Half of them have 5 notebooks each and the other half have 3 notebooks each. The students give away 30 notebooks. How many notebooks are left?",
        50,
    ),
    (
        "A class had 20 students. Half of them had 5 notebooks each and the other half had 3 notebooks each. How many notebooks did the class have?",
        80,
    ),
    (
        "A class has 20 students. Half of them have 5 notebooks each and the other half has 3 notebooks each. How many notebooks do the students have in all?",
        80,
    ),
    (
        "A farm has 20 pens. Half of them hold 5 pigs each and the rest hold 3 pigs each. How many pigs are on the farm?",
        80,
    ),
    (
        "A farm has 20 pens. Half of them hold 5 pigs each and the rest hold 3 pigs each. The farmer sells 10 pigs. How many pigs are on the farm now?",
        70,
    ),
    (
        "A farm has 20 pens. Half of them hold 5 pigs each and the rest hold 3 pigs each. The farmer buys 10 pigs. How many pigs are on the farm now?",
        90,
    ),
    (
        "A farm has 20 pens. Half of them hold 5 pigs each and the rest hold 3 cows each. How many animals are on the farm?",
        None,
    ),
    (
        "A farm has 20 pens. Half of them hold 5 pigs each and the rest hold 3 pigs each. There are also 7 cows on the farm. How many pigs are on the farm?",
        80,
    ),
    (
        "Tom has 20 boxes. Half of them contain 5 pens each and the rest contain 3 pens each. He gives 4 boxes to Ann. How many pens does Tom have?",
        None,
    ),
    (
        "Tom has 20 boxes. Half of them contain 5 pens each and the rest contain 3 pens each. How many pens does Tom have?",
        80,
    ),
    (
        "Tom has 20 boxes. Half of them contain 5 pens each and the rest contain 3 pens each. How many pens does Ann have?",
        None,
    ),
    (
        "Tom has 20 boxes. Ann has 10 boxes. Half of them contain 5 pens each and the rest contain 3 pens each. How many pens does Tom have?",
        None,
    ),
    (
        "Tom has 20 boxes. Half of them contain 5 pens each and the rest contain 3 pens each. Ann has twice as many pens as Tom. How many pens does Ann have?",
        160,
    ),
    (
        "Tom has 21 boxes. One third of them contain 5 pens each and the rest contain 3 pens each. How many pens does Tom have?",
        77,
    ),
    (
        "Tom has 21 boxes. 1/3 of them contain 5 pens each and the rest contain 3 pens each. How many pens does Tom have?",
        77,
    ),
    (
        "Tom has 20 boxes. Half of them contain 5 pens each and the rest are empty. How many pens does Tom have?",
        50,
    ),
    (
        "Tom has 20 boxes. Half of them contain 5 pens each and the rest contain 3 pens each. If he has 6 more pens in his bag, how many pens does Tom have?",
        86,
    ),
    (
        "Tom has 20 boxes. Half of them contain 5 pens each and the rest contain 3 pens each. How many pens does Tom have in the boxes with 3 pens?",
        30,
    ),
    (
        "Tom has 20 boxes. Half of them contain 5 red pens each and the rest contain 3 blue pens each. How many red pens does Tom have?",
        50,
    ),
    (
        "Tom has 20 boxes. Half of them contain 5 red pens each and the rest contain 3 blue pens each. How many pens does Tom have?",
        80,
    ),
    # pct7 nested parts, sexes, count parts
    (
        "Terez has 44 cows on his farm. 50 percent of the cows are female, and 50 percent of the females are pregnant. How many pregnant female cows does Terez have?",
        11,
    ),
    (
        "Terez has 40 cows on his farm. 25 percent of the cows are female, and 50 percent of the females are pregnant. How many pregnant female cows does Terez have?",
        5,
    ),
    (
        "Terez has 40 cows on his farm. 25 percent of the cows are female, and 50 percent of the females are pregnant. How many male cows does Terez have?",
        30,
    ),
    (
        "Terez has 40 cows on his farm. 25 percent of the cows are male, and 50 percent of the females are pregnant. How many pregnant female cows does Terez have?",
        15,
    ),
    (
        "Terez has 40 cows on his farm. 25 percent of the cows are female, and 50 percent of the males are pregnant. How many pregnant cows does Terez have?",
        None,
    ),
    (
        "Terez has 40 cows on his farm. 25 percent of the cows are female, and 20 percent of the females are pregnant. How many female cows are not pregnant?",
        8,
    ),
    (
        "Terez has 40 cows on his farm. 25 percent of the cows are female, and 20 percent of the females are pregnant. How many cows are not pregnant?",
        38,
    ),
    (
        "Terez has 40 cows and 10 pigs on his farm. 25 percent of the cows are female, and 20 percent of the females are pregnant. How many pregnant female cows does Terez have?",
        2,
    ),
    (
        "Terez has 40 cows on his farm. 25 percent of the cows are female, and 30 percent of the females are pregnant. How many pregnant female cows does Terez have?",
        3,
    ),
    (
        "Terez has 40 cows on his farm. 25 percent of the cows are female, and 50 percent of the female cows are pregnant. How many pregnant female cows does Terez have?",
        5,
    ),
    (
        "Terez has 40 cows on his farm. 50 percent of the cows are black, and 50 percent of the females are pregnant. How many pregnant female cows does Terez have?",
        None,
    ),
    (
        "Stephen has 110 ants in his ant farm. Half of the ants are worker ants, 20 percent of the worker ants are male. How many female worker ants are there?",
        44,
    ),
    (
        "Stephen has 110 ants in his ant farm. Half of the ants are worker ants, 20 percent of the worker ants are male. How many male worker ants are there?",
        11,
    ),
    (
        "Stephen has 110 ants in his ant farm. Half of the ants are worker ants, 20 percent of the worker ants are male. How many ants are not worker ants?",
        55,
    ),
    (
        "Stephen has 110 ants in his ant farm. Half of the ants are worker ants, 20 percent of the worker ants are male. How many female ants are there?",
        None,
    ),
    (
        "Stephen has 110 ants in his ant farm. Half of the ants are worker ants, 20 percent of the ants are male. How many female worker ants are there?",
        None,
    ),
    (
        "Stephen has 120 ants in his ant farm. A third of the ants are worker ants, 25 percent of the worker ants are male. How many female worker ants are there?",
        30,
    ),
    (
        "Stephen has 110 ants in his ant farm. Half of the ants are worker ants, 20 percent of the worker ants are red. How many female worker ants are there?",
        None,
    ),
    (
        "Stephen has 110 ants in his ant farm. Half of the ants are worker ants, 20 percent of the soldier ants are male. How many female worker ants are there?",
        None,
    ),
    (
        "Stephen has 110 ants in his ant farm and 40 ants in a jar. Half of the ants are worker ants, 20 percent of the worker ants are male. How many female worker ants are there?",
        None,
    ),
    (
        "In a house, there are 16 cats. Two of them are white, and 25% of them are black. The rest of the cats are grey. How many grey cats are in this house?",
        10,
    ),
    (
        "In a house, there are 16 cats. Two of them are white, and 25% of them are black. The rest of the cats are grey. How many black cats are in this house?",
        4,
    ),
    (
        "In a house, there are 20 cats. Two of them are white, and 25% of them are black. The rest of the cats are grey. How many grey cats are in this house?",
        13,
    ),
    (
        "In a house, there are 16 cats. Two of them are white, and 25% of them are black. The rest of the cats are grey. How many cats are not grey?",
        6,
    ),
    (
        "In a house, there are 16 cats. Two of them are white, and 25% of them are black. The rest of the cats are grey. How many grey cats are in the garden?",
        None,
    ),
    (
        "In a house, there are 16 cats and 4 dogs. Two of them are white, and 25% of them are black. The rest of the cats are grey. How many grey cats are in this house?",
        None,
    ),
    (
        "In a house, there are 16 cats. Two of them are white, and 25% of them are black. How many grey cats are in this house?",
        None,
    ),
    (
        "In a house, there are 16 cats. Two of them are white, and 25% of the cats are black. The rest are grey. How many grey cats are in this house?",
        10,
    ),
    (
        "In a house, there are 16 cats. Two are white, and 25% of them are black. The rest of the cats are grey. How many grey cats are in this house?",
        10,
    ),
    (
        "In a house, there are 16 cats. Two of them are white, and 25% of them are black. The rest of the cats are grey. Three more grey cats come in. How many grey cats are in this house?",
        13,
    ),
    (
        "In a house, there are 16 cats. Two of them are white, and 25% of them are black. The rest of the cats are grey. In another house, there are 10 cats. How many grey cats are in this house?",
        None,
    ),
    (
        "There are 16 cats in a house. Two of them are white, and 25% of them are black. The rest of the cats are grey. How many grey cats are there?",
        10,
    ),
    (
        "In a house, there are 16 cats. Two of them are white, and 2 of them are black. The rest of the cats are grey. How many grey cats are in this house?",
        12,
    ),
    (
        "In a house, there are 16 cats. Two of them are white, and 25% of them are black. The rest of the cats are grey. How many white and black cats are there?",
        6,
    ),
    (
        "In a house, there are 16 cats. Twenty of them are white. The rest of the cats are grey. How many grey cats are in this house?",
        None,
    ),
    (
        "Half of the guests are women, 15 are men, and the rest are children. There are 50 guests. How many children are there?",
        10,
    ),
    (
        "There are 50 guests at a party. Half of the guests are women, 15 are men, and the rest are children. How many children are there?",
        10,
    ),
    (
        "There are 50 guests at a party. Half of the guests are women, 15 are men, and the rest are children. How many men are there?",
        15,
    ),
    (
        "There are 50 guests at a party. Half of the guests are women, 15 are men, and the rest are children. 5 children leave. How many guests are left?",
        45,
    ),
    (
        "There are 50 guests at a party. Half of the guests are women, 15 are men, and the rest are children. How many adults are there?",
        40,
    ),
    ("There are 50 guests at a party. 15 are men. How many women are there?", None),
    (
        "There are 50 guests at a party and 10 waiters. Half of the guests are women, 15 are men, and the rest are children. How many children are there?",
        10,
    ),
    (
        "There are 50 guests at a party. Half of the guests are women, 15 are men, and the rest are children. There are 10 waiters. How many people are at the party?",
        None,
    ),
    # pct7 money off each, paid per, discount given, pay only
    (
        "In a bookstore, a book costs $5. When Sheryll bought 10 books, she was given a discount of $0.5 each. How much did Sheryll pay in all?",
        45,
    ),
    (
        "In a bookstore, a book costs $5. When Sheryll bought 10 books, she was given a discount of $0.5 each. How much did Sheryll save?",
        5,
    ),
    (
        "In a bookstore, a book costs $5. When Sheryll bought 10 books, she was given a discount of $0.5 each. How much did she pay for each book?",
        F("9/2"),
    ),
    (
        "In a bookstore, a book costs $5. When Sheryll bought 10 books, she was given a discount of $0.5 each. How much would she have paid without the discount?",
        50,
    ),
    (
        "In a bookstore, a book costs $5. When Sheryll bought 10 books, she was given a discount of $6 each. How much did Sheryll pay in all?",
        None,
    ),
    (
        "In a bookstore, a book costs $5 and a pen costs $1. When Sheryll bought 10 books and 4 pens, she was given a discount of $0.5 each. How much did Sheryll pay in all?",
        None,
    ),
    (
        "In a bookstore, a book costs $5. When Sheryll buys 10 books, she is given a discount of $0.5 each. How much does Sheryll pay in all?",
        None,
    ),
    (
        "In a bookstore, a book costs $5. When Sheryll bought 10 books, Tom was given a discount of $0.5 each. How much did Sheryll pay in all?",
        None,
    ),
    (
        "In a bookstore, a book costs $5. When Sheryll bought 10 books, she was given a discount of $0.5 each. Tom bought 4 books. How much did Sheryll pay in all?",
        45,
    ),
    (
        "In a bookstore, a book costs $5. When Sheryll bought 10 books, she was given a discount of $0.5 each. Tom bought 4 books. How much did Tom pay?",
        None,
    ),
    (
        "In a bookstore, a book costs $5. When Sheryll bought 10 books, she was given a discount of $0.5 each. She also bought a pen for $2. How much did Sheryll pay in all?",
        47,
    ),
    (
        "In a bookstore, a book costs $5. When Sheryll bought 10 books, she was given a discount of $0.5 each. She paid with a $50 bill. How much change did she get?",
        5,
    ),
    (
        "In a bookstore, a book costs $5. When Sheryll bought 10 books, she was given a discount of 10% each. How much did Sheryll pay in all?",
        None,
    ),
    (
        "In a bookstore, a book costs $5. When Sheryll bought 10 books, she was given a discount of $0.5 in all. How much did Sheryll pay in all?",
        None,
    ),
    (
        "James buys 3 shirts for $60. There is a 40% off sale. How much did he pay per shirt after the discount?",
        12,
    ),
    (
        "James buys 4 shirts for $60. There is a 40% off sale. How much did he pay per shirt after the discount?",
        9,
    ),
    (
        "James buys 3 shirts for $60. There is a 40% off sale. How much did he pay after the discount?",
        36,
    ),
    ("James buys 3 shirts for $60. There is a 40% off sale. How much did he save?", 24),
    (
        "James buys 3 shirts for $60. There is a 40% off sale. How much did he pay per shirt before the discount?",
        20,
    ),
    (
        "James buys 3 shirts for $60 and 2 hats for $10. There is a 40% off sale. How much did he pay per shirt after the discount?",
        12,
    ),
    (
        "James buys 3 shirts for $60 and 2 hats for $10. There is a 40% off sale on shirts. How much did he pay per hat after the discount?",
        None,
    ),
    (
        "James buys 3 shirts for $60. There is a 40% off sale. How much did he pay per hat after the discount?",
        None,
    ),
    (
        "James buys 3 shirts for $60. Tom buys 2 shirts for $50. There is a 40% off sale. How much did James pay per shirt after the discount?",
        None,
    ),
    (
        "James buys 3 shirts for $60. There is a 40% off sale. How much did Tom pay per shirt after the discount?",
        None,
    ),
    (
        "James buys 3 shirts for $60. There is a 40% tax. How much did he pay per shirt after the tax?",
        28,
    ),
    (
        "James buys 3 shirts at $60 each. There is a 40% off sale. How much did he pay per shirt after the discount?",
        36,
    ),
    (
        "James buys 3 shirts for $60 each. There is a 40% off sale. How much did he pay per shirt after the discount?",
        36,
    ),
    (
        "James buys 3 shirts for $60. There is a 40% off sale. How much did he pay per shirt per day after the discount?",
        None,
    ),
    (
        "Jorge bought 24 tickets for $7 each. For purchasing so many, he is given a discount of 50%. How much, in dollars, did he spend on tickets?",
        84,
    ),
    (
        "Jorge bought 24 tickets for $7 each. For purchasing so many, he is given a discount of 25%. How much did he spend on tickets?",
        126,
    ),
    (
        "Jorge bought 24 tickets for $7 each. For purchasing so many, he is given a discount of 50%. How much did he save?",
        84,
    ),
    (
        "Jorge bought 24 tickets for $7 each and a drink for $3. For purchasing so many, he is given a discount of 50%. How much did he spend on tickets?",
        None,
    ),
    (
        "Jorge bought 24 tickets for $7 each. For purchasing so many, Ann is given a discount of 50%. How much did Jorge spend on tickets?",
        None,
    ),
    (
        "Jorge bought 24 tickets for $7 each. He was given a 50% discount. How much did he spend on tickets?",
        84,
    ),
    (
        "Jorge bought 24 tickets for $7 each. He was given a $50 discount. How much did he spend on tickets?",
        118,
    ),
    (
        "Jorge bought 24 tickets for $7 each. For purchasing so many, he is given a discount of 50%. How much did he spend on popcorn?",
        None,
    ),
    (
        "Jorge bought 24 tickets for $7 each. For purchasing so many, he is given a discount of 50%. How much did each ticket cost him?",
        F("7/2"),
    ),
    (
        "Jorge wants to buy 24 tickets for $7 each. For purchasing so many, he is given a discount of 50%. How much will he spend on tickets?",
        84,
    ),
    (
        "Jan buys 5 dozen roses. Each rose cost $6. Since he bought so many he only needs to pay 80%. How much did he pay?",
        288,
    ),
    (
        "Jan buys 5 dozen roses. Each rose cost $6. Since he bought so many he only needs to pay 80%. How much did he save?",
        72,
    ),
    (
        "Jan buys 5 dozen roses. Each rose cost $6. Since he bought so many he only needs to pay 80%. How much did he pay per rose?",
        F("24/5"),
    ),
    (
        "Jan buys 5 dozen roses. Each rose cost $6. Since he bought so many Ann only needs to pay 80%. How much did Jan pay?",
        None,
    ),
    (
        "Jan buys 5 dozen roses. Each rose cost $6. He only needs to pay 80%. How much did he pay?",
        288,
    ),
    (
        "Jan buys 5 dozen roses. Each rose cost $6. He only needs to pay 80% of the price. How much did he pay?",
        288,
    ),
    (
        "Jan buys 5 dozen roses. Each rose cost $6. He only needs to pay $80. How much did he save?",
        280,
    ),
    (
        "Jan buys 5 dozen roses. Each rose cost $6. Since he bought so many he only needs to pay 80%. He also buys a vase for $10. How much did he pay?",
        None,
    ),
    (
        "Jan buys 5 dozen roses and Ann buys 2 dozen roses. Each rose cost $6. Since he bought so many he only needs to pay 80%. How much did Jan pay?",
        288,
    ),
    (
        "Jan buys 5 dozen roses. Each rose cost $6. If he only needs to pay 80%, how much did he pay?",
        288,
    ),
    (
        "Jan buys 5 dozen roses. Each rose cost $6. Since he bought so many he only needs to pay 120%. How much did he pay?",
        None,
    ),
    (
        "Jan buys 5 dozen roses. Each rose cost $6. Since he bought so many he only has to pay 3/4. How much did he pay?",
        270,
    ),
    # pct7 more money variations
    (
        "Jan buys 5 dozen roses and Ann buys 2 dozen roses. Each rose cost $6. Since he bought so many he only needs to pay 80%. How much did they pay in all?",
        360,
    ),
    (
        "Jan buys 5 dozen roses and Ann buys 2 dozen roses. Each rose cost $6. Since he bought so many he only needs to pay 80%. How much did Ann pay?",
        144,
    ),
    (
        "Jan buys 5 dozen roses. Each rose cost $6. Since he bought so many he only needs to pay 80%. Ann buys 2 dozen roses. How much did Ann pay?",
        144,
    ),
    (
        "Jan buys 5 dozen roses. Each rose cost $6. Since he bought so many he only needs to pay 80% for the roses. He also buys a vase for $10. How much did he pay in all?",
        298,
    ),
    (
        "Jan buys 5 dozen roses for $6 each. Since he bought so many he only needs to pay 80%. How much did he pay?",
        288,
    ),
    (
        "Jan buys 5 dozen roses for $6 a dozen. Since he bought so many he only needs to pay 80%. How much did he pay?",
        24,
    ),
    (
        "Jan buys 5 roses. Each rose cost $6. Since he bought so many he only needs to pay 80%. He gave the cashier $30. How much change did he get?",
        6,
    ),
    (
        "Jorge bought 24 tickets for $7 each. For purchasing so many, he is given a discount of 50%. He also bought popcorn for $5. How much did he spend on tickets?",
        84,
    ),
    (
        "Jorge bought 24 tickets for $7 each. For purchasing so many, he is given a discount of 50%. He also bought popcorn for $5. How much did he spend in all?",
        None,
    ),
    (
        "Jorge bought 24 tickets for $7 each. For purchasing so many, he is given a discount of 50%. Tom bought 10 tickets. How much did Tom spend on tickets?",
        None,
    ),
    (
        "Jorge bought 24 tickets for $7 each. For purchasing so many, he is given a discount of 50% on the tickets. He also bought popcorn for $5. How much did he spend on popcorn?",
        5,
    ),
    (
        "Jorge bought 24 tickets for $7 each. Later, he is given a discount of 50% on 10 tickets. How much did he spend on tickets?",
        None,
    ),
    (
        "In a bookstore, a book costs $5. When Sheryll bought 10 books, she was given a discount of $0.5 each. When Tom bought 4 books, he was given a discount of $1 each. How much did Tom pay in all?",
        16,
    ),
    (
        "In a bookstore, a book costs $5. When Sheryll bought 10 books, she was given a discount of $0.5 each. When Tom bought 4 books, he was given a discount of $1 each. How much did Sheryll pay in all?",
        45,
    ),
    (
        "In a bookstore, a book costs $5. When Sheryll bought 10 books, she was given a discount of $0.5 each. When Tom bought 4 books, he was given a discount of $1 each. How much did they pay in all?",
        61,
    ),
    (
        "A book costs $5 and a pen costs $2. When Sheryll bought 10 books, she was given a discount of $0.5 each. How much did Sheryll pay in all?",
        45,
    ),
    (
        "A book costs $5. When Sheryll bought 10 books, she was given a discount of $0.5 each. She bought 2 more books at the full price. How much did Sheryll pay in all?",
        55,
    ),
    (
        "James buys 3 shirts for $60. There is a 40% off sale. He then buys 2 more shirts for $40. How much did he pay per shirt after the discount?",
        None,
    ),
    ("James buys 3 shirts for $60. There is a 40% off sale. How much did he pay per shirt?", 12),
    (
        "James bought 3 shirts for $60. There was a 40% off sale. How much did each shirt cost after the discount?",
        12,
    ),
    (
        "James buys 3 shirts for $60. There is a 40% off sale. How much would 5 shirts cost after the discount?",
        60,
    ),
    (
        "James buys 3 shirts and 2 hats for $60. There is a 40% off sale. How much did he pay per shirt after the discount?",
        None,
    ),
    (
        "James buys 3 shirts for $60. There is a 40% off sale. Then there is a 10% tax. How much did he pay per shirt?",
        None,
    ),
    # pct7 part of the remainder, spaced fractions
    (
        "There are 120 cards in a box. If 2/5 of the cards are red, exactly 5/9 of the remainder are black, and the rest are green, calculate the number of green cards in the box?",
        32,
    ),
    (
        "There are 120 cards in a box. If 2/5 of the cards are red, exactly 5/9 of the remainder are black, and the rest are green, how many black cards are in the box?",
        40,
    ),
    (
        "There are 120 cards in a box. If 2/5 of the cards are red, exactly 5/9 of the remainder are black, and the rest are green, how many red cards are in the box?",
        48,
    ),
    (
        "There are 120 cards in a box. If 2/5 of the cards are red, exactly 5/9 of the cards are black, and the rest are green, calculate the number of green cards in the box?",
        None,
    ),
    (
        "There are 120 cards in a box. If 2/5 of the cards are red, exactly 1/3 of the remainder are black, and the rest are green, how many cards are not green?",
        72,
    ),
    (
        "There are 120 cards in a box. If 2/5 of the cards are red, exactly 1/3 of the remainder are black, and the rest are green, how many green cards are there?",
        48,
    ),
    (
        "There are 120 cards in a box and 30 cards on the table. If 2/5 of the cards in the box are red, exactly 5/9 of the remainder are black, and the rest are green, how many green cards are in the box?",
        32,
    ),
    (
        "There are 120 cards in a box. If 2/5 of the cards are red, exactly 5/7 of the remainder are black, and the rest are green, how many green cards are in the box?",
        None,
    ),
    (
        "There are 120 cards in a box. If 2/5 of the cards are red, then 5/9 of the remainder are black, and the rest are green, how many green cards are in the box?",
        32,
    ),
    (
        "There are 120 cards in a box. If 2/5 of the cards are red, exactly 5/9 of the remainder are black, and the rest are green. 10 green cards are removed. How many green cards are in the box?",
        22,
    ),
    (
        "There are 120 cards in a box. 2/5 of the cards are red and 5/9 of the remaining cards are black. The rest are green. How many green cards are in the box?",
        32,
    ),
    (
        "Susie has 572 beans in the jar. One-fourth of them are red and one-third of the remaining beans are white. Then half of the remaining are green beans. How many green beans are there?",
        143,
    ),
    (
        "Susie has 572 beans in the jar. One-fourth of them are red and one-third of the remaining beans are white. How many white beans are there?",
        143,
    ),
    (
        "Susie has 572 beans in the jar. One-fourth of them are red and one-third of the remaining beans are white. How many beans are neither red nor white?",
        286,
    ),
    (
        "Susie has 572 beans in the jar. One-fourth of them are red and one-third of the remaining beans are white. Then half of the remaining are green beans. How many red beans are there?",
        143,
    ),
    (
        "Susie has 572 beans in the jar. One-fourth of them are red and one-third of the remaining beans are white. Then half of the remaining are green beans. How many beans are not green?",
        429,
    ),
    (
        "Susie has 572 beans in the jar. One-fourth of them are red and one-third of the beans are white. Then half of the remaining are green beans. How many green beans are there?",
        None,
    ),
    (
        "Susie has 600 beans in the jar. One-fourth of them are red and one-third of the remaining beans are white. Then half of the remaining are green beans. How many green beans are there?",
        150,
    ),
    (
        "Susie has 572 beans in the jar. One-fourth of them are red and one-third of the remaining beans are white. Then half of the remaining are green beans. Susie eats 20 green beans. How many green beans are there?",
        123,
    ),
    (
        "Susie has 572 beans in the jar and 100 beans in a bag. One-fourth of them are red and one-third of the remaining beans are white. Then half of the remaining are green beans. How many green beans are there?",
        None,
    ),
    (
        "Susie has 572 beans in the jar. One-fourth of them are red and one-third of the remaining beans are white. Then half of the remaining are green beans. How many beans are in the jar?",
        572,
    ),
    (
        "Susie has 572 beans in the jar. One-fourth of them are red and one-third of the remaining beans are white. Then 1/5 of the remaining are green beans. How many green beans are there?",
        None,
    ),
    (
        "Joan has 180 socks. Two thirds of the socks are white, and the rest of the socks are blue. How many blue socks does Joan have?",
        60,
    ),
    (
        "Joan has 180 socks. Two thirds of the socks are white, and the rest of the socks are blue. How many white socks does Joan have?",
        120,
    ),
    (
        "Joan has 180 socks. Two fifths of the socks are white, and the rest of the socks are blue. How many blue socks does Joan have?",
        108,
    ),
    (
        "Joan has 180 socks. Three fourths of the socks are white, and the rest of the socks are blue. How many blue socks does Joan have?",
        45,
    ),
    (
        "Joan has 180 socks. Two thirds of the socks are white, and the rest of the socks are blue. She loses 10 blue socks. How many blue socks does Joan have?",
        50,
    ),
    (
        "Joan has 180 socks. Two thirds of the socks are white, and the rest of the socks are blue. How many blue socks does Ann have?",
        None,
    ),
    (
        "Joan has 180 socks. Two thirds of the shirts are white, and the rest of the socks are blue. How many blue socks does Joan have?",
        None,
    ),
    (
        "Joan has 180 socks and 30 shirts. Two thirds of the socks are white, and the rest of the socks are blue. How many blue socks does Joan have?",
        60,
    ),
    (
        "Joan has 180 socks. Two thirds of them are white, and the rest are blue. How many blue socks does Joan have?",
        60,
    ),
    (
        "Joan has 180 socks. Two tenths of the socks are white, and the rest of the socks are blue. How many blue socks does Joan have?",
        144,
    ),
    (
        "Joan has 180 socks. Two thirds of the socks are white, and the rest of the socks are blue. How many more white socks than blue socks does Joan have?",
        60,
    ),
    (
        "Joan has 180 socks. Two thirds of the socks are white and one sixth are red, and the rest of the socks are blue. How many blue socks does Joan have?",
        30,
    ),
    # solver7 content_measured, contents_asked, in_one_unit
    (
        "Sally sold 20 cups of lemonade last week. She sold 30% more lemonade this week. How many cups of lemonade did she sell in total for both weeks?",
        46,
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
        "Sally sold 20 cups of lemonade last week. She sold 30% more lemonade this week. How many gallons of lemonade did she sell in total?",
        None,
    ),
    (
        "Sally sold 20 cups of lemonade last week. Tom sold 30% more lemonade this week. How many cups of lemonade did Sally sell in total for both weeks?",
        None,
    ),
    (
        "Sally sold 20 cups of lemonade last week. She made 30% more lemonade this week. How many cups of lemonade did she sell in total for both weeks?",
        None,
    ),
    (
        "Sally sold 20 cups of lemonade and 10 cookies last week. She sold 30% more lemonade this week. How many cups of lemonade did she sell in total for both weeks?",
        46,
    ),
    (
        "Sally sold 20 cups of lemonade last week. She drank 2 cups of lemonade. She sold 30% more lemonade this week. How many cups of lemonade did she sell in total?",
        None,
    ),
    (
        "Sally sold 20 cups of lemonade last week. She sold 30% more tea this week. How many cups of lemonade did she sell in total for both weeks?",
        None,
    ),
    (
        "Sally sold 20 cups of lemonade last week. She sold 5 more lemonade this week. How many cups of lemonade did she sell in total?",
        None,
    ),
    (
        "Sally sold 20 cups of lemonade last week. She sold 50% more lemonade this week. How much lemonade did she sell in total?",
        None,
    ),
    (
        "Sally sold 20 cups of lemonade last week. She sold twice as much lemonade this week. How many cups of lemonade did she sell in total for both weeks?",
        60,
    ),
    (
        "Sally sold 20 cups of lemonade last week. She sold 30% more lemonade this week. Each cup costs $2. How much money did she make this week?",
        52,
    ),
    (
        "Chad bought 6 packages of cat food and 2 packages of dog food. Each package of cat food contained 9 cans, and each package of dog food contained 3 cans. How many more cans of cat food than dog food did Chad buy?",
        48,
    ),
    (
        "Chad bought 6 packages of cat food and 2 packages of dog food. Each package of cat food contained 9 cans, and each package of dog food contained 3 cans. How many cans of cat food did Chad buy?",
        54,
    ),
    (
        "Chad bought 6 packages of cat food and 2 packages of dog food. Each package of cat food contained 9 cans, and each package of dog food contained 3 cans. How many cans did Chad buy in all?",
        60,
    ),
    (
        "Chad bought 6 packages of cat food and 2 packages of dog food. Each package of cat food contained 9 cans, and each package of dog food contained 3 cans. How many cans of dog food did Chad buy?",
        6,
    ),
    (
        "Chad bought 6 packages of cat food and 2 packages of dog food. Each package of cat food contained 9 cans. How many more cans of cat food than dog food did Chad buy?",
        None,
    ),
    (
        "Chad bought 6 packages of cat food and 2 packages of dog food. Each package of cat food contained 9 cans, and each package of dog food contained 3 bags. How many more cans of cat food than dog food did Chad buy?",
        None,
    ),
    (
        "Chad bought 6 packages of cat food and 2 packages of dog food. Each package of cat food contained 9 cans, and each package of dog food contained 3 cans. How many fewer cans of dog food than cat food did Chad buy?",
        48,
    ),
    (
        "Chad bought 6 packages of cat food and Ann bought 2 packages of dog food. Each package of cat food contained 9 cans, and each package of dog food contained 3 cans. How many cans of cat food did Chad buy?",
        54,
    ),
    (
        "Chad bought 6 packages of cat food and Ann bought 2 packages of dog food. Each package of cat food contained 9 cans, and each package of dog food contained 3 cans. How many cans of dog food did Chad buy?",
        None,
    ),
    (
        "Chad bought 6 packages of cat food and 2 packages of dog food. Each package of cat food contained 9 cans, and each package of dog food contained 3 cans. He gave 1 package of cat food to Ann. How many cans of cat food does Chad have?",
        None,
    ),
    (
        "Chad bought 6 packages of cat food and 2 packages of dog food. Each package of cat food contained 9 cans, and each package of dog food contained 3 cans. Each can costs $1. How much did he spend?",
        60,
    ),
    (
        "Chad bought 6 boxes of cat food and 2 packages of dog food. Each package of cat food contained 9 cans, and each package of dog food contained 3 cans. How many cans of cat food did Chad buy?",
        None,
    ),
    (
        "Chad bought 6 packages of cat food and 2 packages of dog food. Each package contained 9 cans. How many cans of cat food did Chad buy?",
        54,
    ),
    (
        "Liza reads 20 pages in an hour, and Suzie reads 15 pages in an hour. How many more pages does Liza read than Suzie in 3 hours?",
        15,
    ),
    (
        "Liza reads 20 pages in an hour, and Suzie reads 15 pages in an hour. How many pages does Liza read in 3 hours?",
        60,
    ),
    (
        "Liza reads 20 pages in an hour, and Suzie reads 15 pages in an hour. How many pages do they read together in 3 hours?",
        105,
    ),
    (
        "Liza reads 20 pages in an hour, and Suzie reads 15 pages in an hour. How many more pages does Liza read than Suzie in 3 days?",
        None,
    ),
    (
        "Liza reads 20 pages in an hour, and Suzie reads 15 pages in an hour. How many more pages does Liza read than Suzie in 30 minutes?",
        F("5/2"),
    ),
    (
        "Liza read 20 pages in an hour, and Suzie read 15 pages in an hour. How many more pages does Liza read than Suzie in 3 hours?",
        None,
    ),
    (
        "Liza reads 20 pages in an hour, and Suzie reads 15 pages in two hours. How many more pages does Liza read than Suzie in 3 hours?",
        F("75/2"),
    ),
    (
        "Liza reads 20 pages in an hour, and Suzie reads 15 pages in a day. How many more pages does Liza read than Suzie in 3 hours?",
        None,
    ),
    ("Liza reads 20 pages in an hour. How many pages does Liza read in 3 hours?", 60),
    (
        "Liza reads 20 pages in an hour. She read 30 pages in the morning. How many pages does Liza read in 3 hours?",
        None,
    ),
    (
        "Liza reads 20 pages in an hour and writes 5 pages in an hour. How many pages does Liza read in 3 hours?",
        60,
    ),
    (
        "Liza reads 20 pages in an hour, and Suzie reads 15 pages in an hour. How many more pages does Liza read than Suzie in an hour?",
        5,
    ),
    (
        "Liza reads 20 pages in an hour, and Suzie reads 15 pages in an hour. How many pages does Ann read in 3 hours?",
        None,
    ),
    (
        "Liza reads 20 pages in an hour, and Suzie reads 15 pages in an hour. If Liza reads for 3 hours and Suzie for 2 hours, how many more pages does Liza read?",
        30,
    ),
    ("Liza reads 20 pages in an hour. How many hours does Liza need to read 100 pages?", 5),
    ("Liza reads 20 pages in an hour. How many pages does Liza read in a week?", None),
    # solver7 make_need, priced_unit_kinds, same_sentence_has, shortened kind
    (
        "Anna puts three slices of ham in each sandwich. If she has 31 slices of ham, how many more slices of ham does she need to make 50 ham sandwiches?",
        119,
    ),
    (
        "Anna puts three slices of ham in each sandwich. If she has 31 slices of ham, how many more slices of ham does she need to make 10 ham sandwiches?",
        None,
    ),
    (
        "Anna puts three slices of ham in each sandwich. If she has 31 slices of ham, how many more slices of ham does she need to make 20 sandwiches?",
        29,
    ),
    (
        "Anna puts two slices of ham in each sandwich. If she has 31 slices of ham, how many more slices of ham does she need to make 50 ham sandwiches?",
        69,
    ),
    (
        "Anna puts three slices of ham in each sandwich. If she has 31 slices of cheese, how many more slices of ham does she need to make 50 ham sandwiches?",
        None,
    ),
    (
        "Anna puts three slices of ham in each sandwich. If Tom has 31 slices of ham, how many more slices of ham does Anna need to make 50 ham sandwiches?",
        None,
    ),
    (
        "Anna puts three slices of ham in each sandwich. If she has 31 slices of ham, how many slices of ham does she need to make 50 ham sandwiches?",
        150,
    ),
    (
        "Anna puts three slices of ham in each sandwich. If she has 31 slices of ham, how many more sandwiches can she make?",
        None,
    ),
    (
        "Anna puts three slices of ham in each sandwich. If she has 31 slices of ham and eats 1, how many more slices of ham does she need to make 50 ham sandwiches?",
        120,
    ),
    (
        "Anna puts three slices of ham and two slices of cheese in each sandwich. If she has 31 slices of ham, how many more slices of ham does she need to make 50 sandwiches?",
        119,
    ),
    (
        "Anna puts three slices of ham and two slices of cheese in each sandwich. If she has 31 slices of cheese, how many more slices of cheese does she need to make 50 sandwiches?",
        69,
    ),
    (
        "Anna puts three slices of ham in each sandwich. If she has 31 slices of ham, how many more slices of ham does she need to make 50 ham salads?",
        None,
    ),
    (
        "Anna puts three slices of ham in each sandwich. If she has 31 slices of ham, how many more slices of ham does she need to buy to make 50 ham sandwiches?",
        119,
    ),
    (
        "Anna puts three slices of ham in each sandwich. She has 31 slices of ham. She wants to make 50 sandwiches. How many more slices of ham does she need?",
        119,
    ),
    (
        "Anna puts three slices of ham in each sandwich. If she has 31 slices of ham, how many more slices of ham does she need to make 50 ham sandwiches for each of her 2 kids?",
        None,
    ),
    (
        "Maddie bought 2 packs of white T-shirts and 4 packs of blue T-shirts for her basketball team. The white T-shirts come in packs of 5, and the blue T-shirts come in packs of 3. Each T-shirt cost $3. How much did Maddie spend in all?",
        66,
    ),
    (
        "Maddie bought 2 packs of white T-shirts and 4 packs of blue T-shirts for her basketball team. The white T-shirts come in packs of 5, and the blue T-shirts come in packs of 3. How many T-shirts did Maddie buy?",
        22,
    ),
    (
        "Maddie bought 2 packs of white T-shirts and 4 packs of blue T-shirts for her basketball team. The white T-shirts come in packs of 5, and the blue T-shirts come in packs of 3. Each white T-shirt cost $3. How much did Maddie spend in all?",
        None,
    ),
    (
        "Maddie bought 2 packs of white T-shirts and 4 packs of blue T-shirts for her basketball team. The white T-shirts come in packs of 5, and the blue T-shirts come in packs of 3. Each T-shirt cost $3. How much did Maddie spend on blue T-shirts?",
        36,
    ),
    (
        "Maddie bought 2 packs of white T-shirts and 4 packs of blue T-shirts for her basketball team. The white T-shirts come in packs of 5. Each T-shirt cost $3. How much did Maddie spend in all?",
        None,
    ),
    (
        "Maddie bought 2 packs of white T-shirts and 4 packs of blue T-shirts for her basketball team. The white T-shirts come in packs of 5, and the blue T-shirts come in packs of 3. Each pack cost $3. How much did Maddie spend in all?",
        18,
    ),
    (
        "Maddie bought 2 packs of white T-shirts and 4 packs of blue T-shirts. The white T-shirts come in packs of 5, and the blue T-shirts come in packs of 3. Each T-shirt cost $3. How much did Maddie spend in all?",
        66,
    ),
    (
        "Maddie bought 2 packs of white T-shirts and 4 packs of blue T-shirts. The white T-shirts come in packs of 5, and the blue T-shirts come in packs of 3. Each T-shirt cost $3. She paid with a $100 bill. How much change did she get?",
        34,
    ),
    (
        "Maddie bought 2 packs of white T-shirts and 4 packs of blue socks. The white T-shirts come in packs of 5, and the blue socks come in packs of 3. Each T-shirt cost $3. How much did Maddie spend in all?",
        None,
    ),
    (
        "Maddie bought 2 packs of white T-shirts and Ann bought 4 packs of blue T-shirts. The white T-shirts come in packs of 5, and the blue T-shirts come in packs of 3. Each T-shirt cost $3. How much did Maddie spend in all?",
        30,
    ),
    (
        "Maddie bought 2 packs of white T-shirts and 4 packs of blue T-shirts. The white T-shirts come in packs of 5, and the blue T-shirts come in packs of 3. Each T-shirt cost $3. She also bought a ball for $10. How much did Maddie spend in all?",
        76,
    ),
    (
        "Maddie bought 2 packs of white T-shirts and 4 packs of blue T-shirts. The white T-shirts come in packs of 5, and the blue T-shirts come in packs of 3. Each T-shirt cost $3. How much did Maddie spend per pack of blue T-shirts?",
        9,
    ),
    (
        "Lucca has 100 balls and 10 percent of his balls are basketballs. Lucien has 200 balls and 20 percent of them are basketballs. In total how many basketballs do Lucca and Lucien have?",
        50,
    ),
    (
        "Lucca has 100 balls and 10 percent of his balls are basketballs. Lucien has 200 balls and 20 percent of them are basketballs. How many basketballs does Lucien have?",
        40,
    ),
    (
        "Lucca has 100 balls and 10 percent of his balls are basketballs. Lucien has 200 balls and 20 percent of them are basketballs. How many balls that are not basketballs does Lucca have?",
        90,
    ),
    (
        "Lucca has 100 balls and 10 percent of his balls are basketballs. Lucien has 200 balls and 20 percent of them are basketballs. How many more basketballs does Lucien have than Lucca?",
        30,
    ),
    (
        "Lucca has 100 balls and 10 percent of his balls are basketballs. Lucien has 200 balls and 20 percent of his balls are basketballs. In total how many balls do Lucca and Lucien have?",
        300,
    ),
    (
        "Lucca has 100 balls and 10 percent of his balls are basketballs. Lucien has 200 balls and 20 percent of them are basketballs. In total how many basketballs do Lucca and Ann have?",
        None,
    ),
    (
        "Lucca has 100 balls and 10 percent of Lucien's balls are basketballs. Lucien has 200 balls and 20 percent of them are basketballs. How many basketballs does Lucca have?",
        None,
    ),
    (
        "Lucca has 100 balls and 10 bats, and 10 percent of them are red. How many red balls does Lucca have?",
        None,
    ),
    (
        "Lucca has 100 balls and Lucien has 200 balls, and 10 percent of them are basketballs. How many basketballs does Lucca have?",
        None,
    ),
    (
        "Lucca has 100 balls and 10 percent of them are basketballs. He buys 5 more basketballs. How many basketballs does Lucca have?",
        15,
    ),
    (
        "Lucca has 100 balls and 10 percent of them are basketballs. He buys 5 more balls. How many basketballs does Lucca have?",
        None,
    ),
    (
        "Lucien has 200 balls. Lucca has 100 balls and 10 percent of them are basketballs. How many basketballs does Lucca have?",
        10,
    ),
    (
        "Lucca has 100 balls, and Lucien has 200 balls and 20 percent of them are basketballs. How many basketballs does Lucien have?",
        None,
    ),
    (
        "Mara has 40 crayons and 10 percent of her crayons are pink. Luna has 50 crayons and 20 percent of them are pink. In total how many pink crayons do Mara and Luna have?",
        14,
    ),
    (
        "Mara has 40 crayons and 10 percent of her crayons are pink. Luna has 50 crayons and 20 percent of them are pink. How many crayons are not pink?",
        76,
    ),
    (
        "Mara has 40 crayons and 10 percent of her crayons are pink. Luna has 50 crayons and 20 percent of them are pink. In total how many crayons are pink?",
        14,
    ),
    (
        "Mara has 40 crayons and 10 percent of her crayons are pink. Luna has 50 crayons and 20 percent of them are pink. In total how many blue crayons do Mara and Luna have?",
        None,
    ),
    (
        "Yeon has three times as many watermelon seeds as Gwi. Gwi has 40 more watermelon seeds than Bom. If Bom has 300 watermelon seeds, how many seeds do they have together?",
        1660,
    ),
    (
        "Yeon has three times as many watermelon seeds as Gwi. Gwi has 40 more watermelon seeds than Bom. If Bom has 300 watermelon seeds, how many seeds does Yeon have?",
        1020,
    ),
    (
        "Yeon has three times as many watermelon seeds as Gwi. Gwi has 40 more pumpkin seeds than Bom. If Bom has 300 watermelon seeds, how many seeds do they have together?",
        None,
    ),
    (
        "Yeon has three times as many watermelon seeds as Gwi. Gwi has 40 more watermelon seeds than Bom. If Bom has 300 pumpkin seeds, how many seeds do they have together?",
        None,
    ),
    (
        "Yeon has three times as many watermelon seeds as Gwi. Gwi has 40 more watermelon seeds than Bom. Bom has 300 watermelon seeds and 50 pumpkin seeds. How many seeds does Bom have?",
        350,
    ),
    (
        "Yeon has three times as many watermelon seeds as Gwi. Gwi has 40 more watermelon seeds than Bom. Bom has 300 watermelon seeds and 50 pumpkin seeds. How many seeds do they have together?",
        None,
    ),
    (
        "Yeon has three times as many watermelon seeds as Gwi. Gwi has 40 more watermelon seeds than Bom. If Bom has 300 watermelon seeds, how many seeds do Yeon and Gwi have together?",
        1360,
    ),
    (
        "Marcus has three times as many cheese crackers as Mona. Nicholas has 6 more crackers than Mona. If Marcus has 27 crackers, how many crackers does Nicholas have?",
        15,
    ),
    (
        "Marcus has three times as many cheese crackers as Mona. Nicholas has 6 more crackers than Mona. If Marcus has 27 cheese crackers, how many crackers does Nicholas have?",
        15,
    ),
    (
        "Marcus has three times as many cheese crackers as Mona. Nicholas has 6 more crackers than Mona. Marcus also has 10 plain crackers. If Marcus has 27 crackers, how many crackers does Nicholas have?",
        None,
    ),
    (
        "Marcus has three times as many cheese crackers as Mona. Nicholas has 6 more crackers than Mona. Mona also has 4 plain crackers. If Marcus has 27 cheese crackers, how many crackers does Nicholas have?",
        None,
    ),
    (
        "Marcus has three times as many cheese crackers as Mona. Nicholas has 6 more crackers than Mona. If Marcus has 27 crackers, how many crackers does Mona have?",
        9,
    ),
    (
        "Marcus has three times as many cheese crackers as Mona. Nicholas has 6 fewer crackers than Mona. If Marcus has 27 crackers, how many crackers does Nicholas have?",
        3,
    ),
    (
        "Marcus has three times as many cheese crackers as Mona. Nicholas has 6 more crackers than Marcus. If Marcus has 27 crackers, how many crackers does Nicholas have?",
        33,
    ),
    (
        "Marcus has three times as many cheese crackers as Mona. Nicholas has 6 more rice crackers than Mona. If Marcus has 27 crackers, how many crackers does Nicholas have?",
        None,
    ),
    # ledger: a comparison's base found in parts after it
    (
        "Mona has 9 cheese crackers. Nicholas has 6 more crackers than Mona. Mona also has 4 plain crackers. How many crackers does Nicholas have?",
        19,
    ),
    (
        "Mona has 9 cheese crackers and 4 plain crackers. Nicholas has 6 more crackers than Mona. How many crackers does Nicholas have?",
        19,
    ),
    (
        "Nicholas has 6 more crackers than Mona. Mona has 9 cheese crackers. Mona also has 4 plain crackers. How many crackers does Nicholas have?",
        19,
    ),
    (
        "Marcus has three times as many cheese crackers as Mona. Nicholas has 6 more crackers than Mona. Mona also has 4 plain crackers. If Marcus has 27 cheese crackers, how many crackers does Nicholas have?",
        None,
    ),
    (
        "Marcus has three times as many cheese crackers as Mona. Mona also has 4 plain crackers. Nicholas has 6 more crackers than Mona. If Marcus has 27 cheese crackers, how many crackers does Nicholas have?",
        None,
    ),
    (
        "Marcus has three times as many cheese crackers as Mona. Nicholas has 6 more crackers than Mona. Mona has 4 plain crackers. If Marcus has 27 cheese crackers, how many crackers does Nicholas have?",
        None,
    ),
    (
        "Marcus has twice as many red apples as Mona. Nicholas has 6 more apples than Mona. Mona also has 4 green apples. If Marcus has 20 red apples, how many apples does Nicholas have?",
        None,
    ),
    (
        "Marcus has 10 more red apples than Mona. Nicholas has 6 more apples than Mona. Mona also has 4 green apples. If Marcus has 20 red apples, how many apples does Nicholas have?",
        None,
    ),
    # shortened kind (relations cedes to story)
    (
        "Marcus has three times as many cheese crackers as Mona. Nicholas has 6 more crackers than Mona. If Marcus has 27 crackers, how many crackers do they have together?",
        51,
    ),
    (
        "Marcus has three times as many cheese crackers as Mona. Nicholas has 6 more crackers than Mona. If Nicholas has 27 crackers, how many crackers does Marcus have?",
        63,
    ),
    (
        "Marcus has three times as many cheese crackers as Mona. Nicholas has 6 more crackers than Mona. If Mona has 5 crackers, how many crackers does Marcus have?",
        15,
    ),
    (
        "Marcus has three times as many cheese crackers as Mona. Nicholas has 6 more rice crackers than Mona. If Marcus has 27 crackers, how many crackers does Nicholas have?",
        None,
    ),
    (
        "Marcus has three times as many cheese crackers as Mona. Nicholas has 6 more crackers than Mona. If Marcus has 27 crackers and 5 cookies, how many crackers does Nicholas have?",
        15,
    ),
    (
        "Marcus has three times as many cheese crackers as Mona. Nicholas has 6 more crackers than Mona. Mona ate 2 crackers. If Marcus has 27 crackers, how many crackers does Nicholas have?",
        None,
    ),
    (
        "Marcus has three times as many cheese crackers as Mona. Nicholas has 6 more crackers than Marcus. If Mona has 9 crackers, how many crackers does Nicholas have?",
        33,
    ),
    (
        "Marcus has three times as many cheese crackers as Mona. Nicholas has 6 more crackers than Mona. If Marcus had 27 crackers, how many crackers does Nicholas have?",
        15,
    ),
    (
        "Marcus has three times as many cheese crackers as Mona. Nicholas has twice as many crackers as Mona. If Marcus has 27 crackers, how many crackers does Nicholas have?",
        18,
    ),
    (
        "Marcus has three times as many cheese crackers as Mona. Nicholas has 6 more crackers than Mona. If Marcus has 27 crackers, how many cheese crackers does Nicholas have?",
        None,
    ),
    (
        "Marcus has three times as many cheese crackers as Mona. Nicholas has 6 more crackers than Mona. Nicholas also has 3 rice crackers. If Marcus has 27 crackers, how many crackers does Nicholas have?",
        None,
    ),
    (
        "Yeon has three times as many watermelon seeds as Gwi. Gwi has 40 more watermelon seeds than Bom. If Bom has 300 watermelon seeds, how many seeds do Gwi and Bom have?",
        640,
    ),
    (
        "Yeon has three times as many watermelon seeds as Gwi. Gwi has 40 more watermelon seeds than Bom. If Bom has 300 watermelon seeds, how many seeds do they have together?",
        1660,
    ),
    (
        "Yeon has three times as many watermelon seeds as Gwi. Gwi has 40 more watermelon seeds than Bom. Bom has 300 watermelon seeds. Yeon also has 20 pumpkin seeds. How many seeds do they have together?",
        None,
    ),
    (
        "Yeon has three times as many watermelon seeds as Gwi. Gwi has 40 more watermelon seeds than Bom. If Bom has 300 watermelon seeds, how many seeds do they have together? Ann has 50 seeds.",
        None,
    ),
    (
        "Yeon has three times as many watermelon seeds as Gwi. Gwi has 40 more watermelon seeds than Bom. If Bom has 300 watermelon seeds, how many watermelons do they have together?",
        None,
    ),
    (
        "Yeon has three times as many watermelon seeds as Gwi. Gwi has 40 fewer watermelon seeds than Bom. If Bom has 300 watermelon seeds, how many seeds do they have together?",
        1340,
    ),
    (
        "Tom has 5 more red marbles than Ann. Ann has 10 marbles. How many marbles does Tom have?",
        None,
    ),
    (
        "Tom has 5 more red marbles than Ann. Ann has 10 red marbles and 3 blue marbles. How many marbles does Tom have?",
        None,
    ),
    (
        "Tom has twice as many red marbles as Ann. If Ann has 10 marbles, how many marbles does Tom have?",
        None,
    ),
    (
        "Tom has twice as many red marbles as Ann. Sam has 4 more marbles than Ann. If Tom has 20 red marbles, how many marbles does Sam have?",
        14,
    ),
    (
        "Tom has twice as many red marbles as Ann. Sam has 4 more marbles than Ann. Ann has 3 blue marbles. If Tom has 20 red marbles, how many marbles does Sam have?",
        None,
    ),
    (
        "Tom has twice as many red marbles as Ann. Sam has 4 more marbles than Ann. If Tom has 20 red marbles, how many marbles do they have in all?",
        44,
    ),
    (
        "Tom has twice as many red marbles as Ann. Sam has 4 more blue marbles than Ann. If Tom has 20 red marbles, how many marbles does Sam have?",
        None,
    ),
    # session-7 answers: names, question forms
    (
        "Penny has $20. Penny buys 4 pairs of socks for $2 a pair and a hat for $7. How much money does Penny have left?",
        5,
    ),
    (
        "Penny has $20. Penny buys 4 pairs of socks for $2 a pair and a hat for $7. How much money did Penny spend?",
        15,
    ),
    (
        "Penny has $20. She buys 4 pairs of socks for $2 a pair and a hat for $7. How much money does she have left?",
        5,
    ),
    (
        "Penny has $20. Penny buys 4 pairs of socks for $2 a pair and a hat for $7. How much money does Rose have left?",
        None,
    ),
    (
        "Penny has $20. Rose buys 4 pairs of socks for $2 a pair and a hat for $7. How much money does Penny have left?",
        None,
    ),
    (
        "Penny has $20. Penny buys 4 pairs of socks for $2 a pair and 3 hats for $7. How much money does Penny have left?",
        5,
    ),
    (
        "Penny has $20 and 5 pennies. Penny buys 4 pairs of socks for $2 a pair. How much money does Penny have left?",
        None,
    ),
    (
        "Brian has twice as many tennis balls as Frodo, who has 8 more than Lily. If Lily has 3 tennis balls, how many does Brian have?",
        22,
    ),
    (
        "Brian has twice as many tennis balls as Frodo, who has 8 more than Lily. If Lily has 3 tennis balls, how many does Frodo have?",
        11,
    ),
    (
        "Brian has twice as many tennis balls as Frodo, who has 8 fewer than Lily. If Lily has 10 tennis balls, how many does Brian have?",
        4,
    ),
    (
        "Brian has twice as many tennis balls as Frodo, who has 8 more than Lily. If Brian has 22 tennis balls, how many does Lily have?",
        3,
    ),
    (
        "Brian has twice as many tennis balls as Frodo, who has 8 more than Lily. If Lily has 3 golf balls, how many does Brian have?",
        None,
    ),
    (
        "Brian has twice as many tennis balls as Frodo, who has 8 more than Lily. If Lily has 3 tennis balls, how many do they have in all?",
        36,
    ),
    (
        "Brian has twice as many tennis balls as Frodo, who has 8 more than Lily. If lily has 3 tennis balls, how many does Brian have?",
        22,
    ),
    (
        "Danielle's apartment has 6 rooms. Heidi's apartment has 3 times as many rooms as Danielle's apartment. Grant's apartment has 1/9 as many rooms as Heidi's apartment. How many rooms does Grant's apartment have?",
        2,
    ),
    (
        "Danielle's apartment has 6 rooms. Heidi's apartment has 3 times as many rooms as Danielle's apartment. Grant's apartment has 1/9 as many rooms as Heidi's apartment. How many rooms does Heidi's apartment have?",
        18,
    ),
    (
        "Danielle's apartment has 6 rooms. Heidi's apartment has 3 times as many rooms as Danielle's apartment. Grant's apartment has 1/4 as many rooms as Heidi's apartment. How many rooms does Grant's apartment have?",
        None,
    ),
    (
        "Danielle's apartment has 6 rooms. Heidi's apartment has 3 times as many rooms as Danielle's apartment. Grant's apartment has 1/9 as many rooms as Heidi's apartment. How many rooms do the three apartments have?",
        26,
    ),
    (
        "Danielle's apartment has 6 rooms. Heidi's apartment has 3 times as many windows as Danielle's apartment. Grant's apartment has 1/9 as many rooms as Heidi's apartment. How many rooms does Grant's apartment have?",
        None,
    ),
    (
        "Heidi's apartment has 3 times as many rooms as Danielle's apartment. Grant's apartment has 1/9 as many rooms as Heidi's apartment. If Grant's apartment has 3 rooms, how many rooms does Danielle's apartment have?",
        9,
    ),
    (
        "Heidi's apartment has 3 times as many rooms as Danielle's apartment. Grant's apartment has 1/9 as many rooms as Heidi's apartment. If Grant has 2 rooms, how many rooms does Danielle's apartment have?",
        None,
    ),
    (
        "A church has 120 members. 40% are adults. The rest are children. How many more children are there than adults?",
        24,
    ),
    (
        "A church has 120 members. 40% are adults. The rest are children. How many children are there?",
        72,
    ),
    (
        "A church has 120 members. 40% are adults. The rest are children. How many more adults are there than children?",
        None,
    ),
    (
        "A church has 120 members. 25% are adults. The rest are children. How many more children are there than adults?",
        60,
    ),
    (
        "A church has 120 members and 10 priests. 40% are adults. The rest are children. How many children are there?",
        None,
    ),
    (
        "A church has 120 members. 40% are adults. 10 of the children leave. How many children are there?",
        None,
    ),
    (
        "Jeanine bought 18 pencils and Clare bought half as many pencils. If Jeanine gave one third of his pencils to Abby, how many more pencils than Clare does Jeanine have now?",
        3,
    ),
    (
        "Jeanine bought 18 pencils and Clare bought half as many pencils. If Jeanine gave one third of his pencils to Clare, how many more pencils than Clare does Jeanine have now?",
        None,
    ),
    (
        "Jeanine bought 18 pencils and Clare bought twice as many pencils. If Jeanine gave one third of his pencils to Abby, how many more pencils does Clare have than Jeanine now?",
        24,
    ),
    (
        "Jeanine bought 18 pencils and Clare bought half as many pencils. If Jeanine gave one third of his pencils to Abby, how many pencils does Abby have?",
        None,
    ),
    (
        "James buys 10 shirts and half as many pants. The shirts cost $6 each and the pants cost $8 each. How much did everything cost?",
        100,
    ),
    (
        "James buys 10 shirts and half as many pants. The shirts cost $6 each and the pants cost $8 each. How much did the pants cost?",
        40,
    ),
    (
        "James buys 10 shirts and twice as many pants. The shirts cost $6 each and the pants cost $8 each. How much did everything cost?",
        220,
    ),
    (
        "James buys 10 shirts and half as many pants. The shirts cost $6 each. How much did everything cost?",
        None,
    ),
    (
        "James buys 10 shirts and half as many hats. The shirts cost $6 each and the pants cost $8 each. How much did everything cost?",
        None,
    ),
    (
        "James buys 10 shirts and 3 more pants. The shirts cost $6 each and the pants cost $8 each. How much did everything cost?",
        164,
    ),
    (
        "Ali had a stock of 800 books in his Room. He sold 60 on Monday, 10 on Tuesday, 20 on Wednesday, 44 on Thursday and 66 on Friday. How many books were not sold?",
        600,
    ),
    (
        "Ali had a stock of 800 books in his Room. He sold 60 on Monday, 10 on Tuesday, 20 on Wednesday, 44 on Thursday and 66 on Friday. How many books were sold?",
        200,
    ),
    (
        "Ali had a stock of 800 books in his Room. He sold 60 on Monday, 10 on Tuesday, 20 on Wednesday, 44 on Thursday and 66 on Friday. How many books did he sell on Tuesday and Wednesday?",
        30,
    ),
    (
        "Ali had a stock of 800 books in his Room. He bought 60 on Monday, sold 10 on Tuesday. How many books were not sold?",
        None,
    ),
    (
        "Lindsey owns 4 more cars than Cathy. Susan owns 2 fewer cars than Carol. Carol owns twice as many cars as Cathy. If Cathy owns 5 cars, how many total cars do they all own put together?",
        32,
    ),
    (
        "Lindsey owns 4 more cars than Cathy. Susan owns 2 fewer cars than Carol. Carol owns twice as many cars as Cathy. If Cathy owns 5 cars, how many cars does Susan own?",
        8,
    ),
    (
        "Lindsey owns 4 more cars than Cathy. Susan owns 2 fewer cars than Carol. Carol owns twice as many cars as Cathy. If Cathy owns 5 bikes, how many cars does Susan own?",
        None,
    ),
    (
        "Lindsey owns 4 more cars than Cathy. Susan owns 2 fewer cars than Carol. Carol owns twice as many cars as Cathy. Cathy owns 5 cars and Dan owns 7 cars. How many cars do Lindsey and Susan own?",
        17,
    ),
    (
        "Roxanne bought 2 cups of lemonade for $2 each and 2 sandwiches for $2.50 each. How much change must she get from a $20 bill?",
        11,
    ),
    (
        "Roxanne bought 2 cups of lemonade for $2 each and 2 sandwiches for $2.50 each. How much change must she get from a $5 bill?",
        None,
    ),
    (
        "Roxanne bought 2 cups of lemonade for $2 each and 2 sandwiches for $2.50. How much change must she get from a $20 bill?",
        F("27/2"),
    ),
    (
        "Roxanne bought 3 cups of lemonade for $2 each and 2 sandwiches for $2.50 each. How much did she spend?",
        11,
    ),
    (
        "Aleesia lost 1.5 pounds each week for 10 weeks. Alexei lost 2.5 pounds each week for 8 weeks. How many pounds did the two friends combine to lose?",
        35,
    ),
    (
        "Aleesia lost 1.5 pounds each week for 10 weeks. Alexei lost 2.5 pounds each week for 8 weeks. How many more pounds did Alexei lose than Aleesia?",
        5,
    ),
    (
        "Aleesia lost 1.5 pounds each week for 10 weeks. Alexei gained 2.5 pounds each week for 8 weeks. How many pounds did the two friends combine to lose?",
        None,
    ),
    (
        "Jackie walks 2 miles each day while Jessie walks 1.5 miles each day. How many more miles, in all, does Jackie walk than Jessie walk in 6 days?",
        3,
    ),
    (
        "Jackie walks 2 miles each day while Jessie walks 1.5 miles each day. How many miles do they walk in all in 6 days?",
        21,
    ),
    (
        "Jackie walks 2 miles each day while Jessie runs 1.5 miles each day. How many more miles does Jackie walk than Jessie walk in 6 days?",
        None,
    ),
    (
        "Jackie walks 2 miles each day while Jessie walks 1.5 miles each week. How many more miles does Jackie walk than Jessie in 6 days?",
        None,
    ),
    # statements7_parts: places, people, other containers, later changes
    (
        "There are 28 students in a classroom. Half of them have 5 notebooks each and the other half have 3 notebooks each. How many notebooks do the students have?",
        112,
    ),
    (
        "There are 28 students in a classroom. Half of them have 5 notebooks each and the other half have 3 notebooks each. Each student loses 1 notebook. How many notebooks in total are in the classroom?",
        84,
    ),
    (
        "There are 28 students in a classroom. Half of them have 5 notebooks each and the other half have 3 notebooks each. 4 students go home. How many notebooks are in the classroom?",
        None,
    ),
    (
        "There are 28 students in a classroom. Half of them have 5 notebooks each and the other half have 3 notebooks each. How many notebooks in total are in the school?",
        None,
    ),
    (
        "There are 28 students in a classroom and 30 students in the gym. Half of them have 5 notebooks each and the other half have 3 notebooks each. How many notebooks in total are in the classroom?",
        None,
    ),
    (
        "There are 28 students in a classroom. Half of them have 5 notebooks each and the other half have 3 pencils each. How many notebooks in total are in the classroom?",
        None,
    ),
    (
        "There are 28 students in a classroom. Half of the students have 5 notebooks each and the other half have 3 notebooks each. How many notebooks in total are in the classroom?",
        112,
    ),
    (
        "There are 28 students in a classroom. Half of the girls have 5 notebooks each and the other half have 3 notebooks each. How many notebooks in total are in the classroom?",
        None,
    ),
    (
        "There are 28 students in a classroom. 7 of them have 5 notebooks each and the other half have 3 notebooks each. How many notebooks in total are in the classroom?",
        None,
    ),
    (
        "There are 28 students in a classroom. Half of them have 5 notebooks each and 14 have 3 notebooks each. How many notebooks in total are in the classroom?",
        112,
    ),
    (
        "There are 28 students in a classroom. Half of them have 5 notebooks each and 10 have 3 notebooks each. How many notebooks in total are in the classroom?",
        None,
    ),
    (
        "There are 28 students in a classroom. Half of them have 5 notebooks each and the other half have 3 notebooks each. There are 4 more notebooks on the shelf. How many notebooks in total are in the classroom?",
        116,
    ),
    (
        "There are 28 students in a classroom. A quarter of them have 5 notebooks each, half of them have 2 notebooks each and the rest have 3 notebooks each. How many notebooks in total are in the classroom?",
        84,
    ),
    (
        "There are 28 students in a classroom. Half of them have 5 notebooks each and the other half have 3 notebooks each. How many more notebooks do the first half have than the other half?",
        None,
    ),
    (
        "There are 32 tables in a hall. Half the tables have 2 chairs each, 5 have 3 chairs each and the rest have 4 chairs each. How many legs do the chairs have?",
        None,
    ),
    (
        "There are 32 tables in a hall. Half the tables have 2 chairs each, 5 have 3 chairs each and the rest have 4 chairs each. How many people can sit in the hall?",
        None,
    ),
    (
        "There are 32 tables in a hall. Half the tables have 2 chairs each, 5 have 3 chairs each and the rest have 4 chairs each. How many chairs and tables are in the hall?",
        123,
    ),
    (
        "There are 32 tables in a hall. Half the tables have 2 chairs each, 5 have 3 chairs each, and the rest have 4 chairs each. How many chairs are in the hall?",
        91,
    ),
    (
        "There are 32 tables in a hall. Half the tables have 2 chairs each. 5 have 3 chairs each and the rest have 4 chairs each. How many chairs are in the hall?",
        91,
    ),
    (
        "There are 32 tables in a hall. Half the tables have 2 chairs each, 5 tables have 3 chairs each and the rest have 4 chairs each. How many chairs are in the hall?",
        91,
    ),
    (
        "There are 32 tables in a hall. Half the tables have 2 chairs each, 5 chairs have 3 tables each and the rest have 4 chairs each. How many chairs are in the hall?",
        None,
    ),
    (
        "There are 32 tables in a hall. Half the tables had 2 chairs each, 5 had 3 chairs each and the rest had 4 chairs each. 6 chairs were taken away. How many chairs are in the hall now?",
        85,
    ),
    (
        "There were 32 tables in a hall. Half the tables have 2 chairs each, 5 have 3 chairs each and the rest have 4 chairs each. 6 tables were taken away. How many chairs are in the hall now?",
        None,
    ),
    (
        "There are 32 tables in a hall. Half the tables have 2 chairs each, 5 have 3 chairs each and the rest have 4 chairs each. Each chair costs $3. How much do the chairs cost?",
        273,
    ),
    (
        "There are 32 tables in a hall. Half the tables seat 2 people each, 5 seat 3 people each and the rest seat 4 people each. How many people can the hall seat?",
        91,
    ),
    (
        "There are 32 tables in a hall. Half the tables have 2 chairs each, 5 have 3 chairs each and the rest have 4 chairs each. The hall has 10 chairs by the door. How many chairs in total are in the hall?",
        101,
    ),
    (
        "Tom has 20 boxes. Half of them contain 5 pens each and the rest contain 3 pens each. Ann has 10 boxes with 4 pens each. How many pens does Tom have?",
        80,
    ),
    (
        "Tom has 20 boxes. Half of them contain 5 pens each and the rest contain 3 pens each. Ann has 10 boxes with 4 pens each. How many pens do they have in all?",
        120,
    ),
    (
        "Tom has 20 boxes. Half of them contain 5 pens each and the rest contain 3 pens each. He sells 10 pens. How many pens does Tom have?",
        70,
    ),
    (
        "Tom has 20 boxes. Half of them contain 5 pens each and the rest contain 3 pens each. He buys 2 boxes. How many pens does Tom have?",
        None,
    ),
    (
        "Tom had 20 boxes. Half of them contained 5 pens each and the rest contained 3 pens each. How many pens did Tom have?",
        80,
    ),
    (
        "Tom has 20 boxes. Half of them contain 5 pens each and the rest contain 3 pens each. How many pens are in the boxes?",
        80,
    ),
    (
        "Tom has 20 boxes and 3 bags. Half of them contain 5 pens each and the rest contain 3 pens each. How many pens does Tom have?",
        None,
    ),
    (
        "Tom has 20 boxes. He also has 3 bags. Half of them contain 5 pens each and the rest contain 3 pens each. How many pens does Tom have?",
        None,
    ),
    (
        "Tom has 20 boxes. Half of them contain 5 pens each and the rest contain 3 pencils each. How many pens does Tom have?",
        None,
    ),
    (
        "Tom has 20 boxes. Half of them contain 5 pens each and the rest contain 3 pens each. How many pens does Tom have if he has 4 pens in his pocket?",
        84,
    ),
    (
        "Tom has 20 dogs. Half of them have 5 puppies each and the rest have 3 puppies each. How many puppies does Tom have?",
        80,
    ),
    (
        "The farmer has 20 cows. Half of them give 5 liters of milk each and the rest give 3 liters of milk each. How much milk does the farmer get?",
        80,
    ),
    (
        "Tom's 20 boxes: half of them contain 5 pens each and the rest contain 3 pens each. How many pens does Tom have?",
        None,
    ),
    (
        "Tom has 20 boxes. Half of them contain 5 pens each and the rest contain 3 pens each. Sam has 10 boxes. Half of them contain 2 pens each and the rest contain 4 pens each. How many pens does Sam have?",
        30,
    ),
    (
        "Tom has 20 boxes. Half of them contain 5 pens each and the rest contain 3 pens each. Sam has 10 boxes. Half of them contain 2 pens each and the rest contain 4 pens each. How many pens do they have in all?",
        110,
    ),
    (
        "Tom has 20 boxes. Half of them contain 5 pens each and the rest contain 3 pens each. Sam has 10 boxes. Half of them contain 2 pens each and the rest contain 4 pens each. How many more pens does Tom have than Sam?",
        50,
    ),
    # pct7 count parts, remainders, spaced fractions (more)
    (
        "In a house, there are 16 cats. Two of them are white, and 25% of them are black. The rest of the cats are grey. There are 5 dogs in the house. How many grey cats are in this house?",
        10,
    ),
    (
        "In a house, there are 16 cats. Two of them are white, and 25% of them are black. The rest of the cats are grey. How many animals are in this house?",
        16,
    ),
    (
        "In a house, there are 16 cats. Two of them are white, 25% of them are black, and the rest are grey. How many grey cats are in this house?",
        10,
    ),
    (
        "In a house, there are 16 cats. Two of them are white, and 25% of them are black. The rest of the cats are grey. Two grey cats run away. How many grey cats are in this house?",
        8,
    ),
    (
        "In a house, there are 16 cats. Two of them are white, and 25% of them are black. The rest of the cats are grey. How many grey cats are in that house?",
        10,
    ),
    (
        "In a house, there are 16 cats. Two of them are white, and 25% of them are black. The rest of the cats are grey. How many grey cats are in this room?",
        None,
    ),
    (
        "In a house, there are 16 cats. Two of them are white, and 25% of them are black. The rest of the cats are grey. How many grey dogs are in this house?",
        None,
    ),
    (
        "In a house, there are 16 cats and 10 dogs. 2 of the cats are white, and 25% of the cats are black. The rest of the cats are grey. How many grey cats are in this house?",
        10,
    ),
    (
        "In a house, there are 16 cats and 10 dogs. 2 of the dogs are white, and 25% of the cats are black. The rest of the cats are grey. How many grey cats are in this house?",
        None,
    ),
    (
        "In a house, there are 16 cats. Two of them were white, and 25% of them were black. The rest of the cats were grey. How many grey cats were in this house?",
        10,
    ),
    (
        "In a house, there are 16 cats. Two of them are white and 25% of them are black. The rest are grey. How many grey cats are there?",
        10,
    ),
    (
        "In a house, there are 16 cats. Two of them are white. 25% of them are black. The rest of the cats are grey. How many grey cats are in this house?",
        10,
    ),
    (
        "In a house, there are 16 cats. Three of them are white, and 25% of them are black. The rest of the cats are grey. How many grey cats are in this house?",
        9,
    ),
    (
        "In a house, there are 16 cats. Two of them are white, and 30% of them are black. The rest of the cats are grey. How many grey cats are in this house?",
        None,
    ),
    (
        "In a house, there are 16 cats. Two of them are white, and half of them are black. The rest of the cats are grey. How many grey cats are in this house?",
        6,
    ),
    (
        "In a house, there are 16 cats. Two of them are white, and 25% of them are black. The rest of the cats are grey. Half of the grey cats are old. How many old grey cats are in this house?",
        5,
    ),
    (
        "In a house, there are 16 cats. Two of them are white, and 25% of them are black. The rest of the cats are grey. How many cats are white or black?",
        6,
    ),
    (
        "There are 50 guests at a party. Half of the guests are women, 15 are men, and the rest are children. How many women are there?",
        25,
    ),
    (
        "There are 50 guests at a party. Half of the guests are women, 15 are men, and the rest are children. How many people are at the party?",
        50,
    ),
    (
        "There are 50 guests at a party. Half of the guests are women, 30 are men, and the rest are children. How many children are there?",
        None,
    ),
    (
        "There are 50 guests at a party. 20% of the guests are women, 15 are men, and the rest are children. How many children are there?",
        25,
    ),
    (
        "There are 50 guests at a party. Half of the guests are women, 15 are men, and the rest are children. Each child gets 2 balloons. How many balloons do the children get?",
        20,
    ),
    (
        "There are 50 guests at a party. Half of the guests are women, 15 were men, and the rest are children. There are also 10 waiters. How many children are there?",
        10,
    ),
    (
        "There are 50 guests at a party. 15 of them are men, and half of the guests are women, and the rest are children. How many children are there?",
        10,
    ),
    (
        "There are 50 guests at a party. Half of the guests are women, 15 are men, and the rest are children. 3 more children arrive. How many children are at the party now?",
        13,
    ),
    (
        "A party has 50 guests. Half of the guests are women, 15 are men, and the rest are children. How many children are there?",
        10,
    ),
    (
        "There are 50 guests at a party and 20 guests at a wedding. Half of the guests are women, 15 are men, and the rest are children. How many children are at the party?",
        None,
    ),
    (
        "There are 120 cards in a box. If 2/5 of the cards are red, exactly 5/9 of the remainder are black, and the rest are green, how many cards are not red?",
        72,
    ),
    (
        "There are 120 cards in a box. 2/5 of the cards are red. Tom adds 30 red cards. Exactly 5/9 of the remainder are black, and the rest are green. How many green cards are there?",
        None,
    ),
    (
        "There are 120 cards in a box. 2/5 of the cards are red, 5/9 of the remainder are black, and the rest are green. Tom takes 10 green cards. How many green cards are in the box?",
        22,
    ),
    (
        "There are 120 cards in a box. If 2/5 of the cards are red, exactly 5/9 of the rest are black, and the rest are green, calculate the number of green cards in the box?",
        32,
    ),
    (
        "There are 120 cards in a box. If 2/5 of the cards are red, exactly 5/9 of the remaining cards are black, and the rest are green, calculate the number of green cards in the box?",
        32,
    ),
    (
        "There are 120 cards in a box. If 2/5 of the cards are red, 5/9 of the remainder are black, and the remaining are green, how many green cards are there?",
        32,
    ),
    (
        "There are 120 cards in a box. If 2/5 of the cards are red, 5/9 of the remainder are black, and 10 are green, how many cards are white?",
        None,
    ),
    (
        "Susie has 572 beans in the jar. One-fourth of them are red and one-third of the remaining beans are white. Then half of the remaining are green beans. How many beans are neither red nor white nor green?",
        143,
    ),
    (
        "Susie has 572 beans in the jar. One-fourth of them are red and one-third of the remaining beans are white. Then half of the remaining are green beans. How many white beans are there?",
        143,
    ),
    (
        "Susie has 572 beans in the jar. One-fourth of them are red and one-third of the remaining beans are white. Susie eats 10 beans. Then half of the remaining are green beans. How many green beans are there?",
        None,
    ),
    (
        "Susie has 572 beans in the jar. One-fourth of them are red and one-third of the remaining are white. Then half of the remaining beans are green. How many green beans are there?",
        143,
    ),
    (
        "Susie has 572 beans in the jar. One-fourth of them are red and one-third of the red beans are white. How many white beans are there?",
        None,
    ),
    (
        "Susie has 572 beans in the jar. One-fourth of them are red and one-third of the remaining beans are white. Then half of the remaining are green beans. Ann has 100 beans. How many green beans does Susie have?",
        143,
    ),
    (
        "Joan has 180 socks. Two thirds of the socks are white, and the rest of the socks are blue. She buys 10 more blue socks. How many blue socks does Joan have?",
        70,
    ),
    (
        "Joan has 180 socks. Two thirds of the socks are white, and the rest of the socks are blue. She buys 10 more socks. How many blue socks does Joan have?",
        None,
    ),
    (
        "Joan has 180 socks. Two thirds of the socks are white. How many blue socks does Joan have?",
        None,
    ),
    (
        "Joan has 180 socks. Two-thirds of the socks are white, and the rest of the socks are blue. How many blue socks does Joan have?",
        60,
    ),
    (
        "Joan has 180 socks. Two thirds of her socks are white, and the rest are blue. How many blue socks does Joan have?",
        60,
    ),
    (
        "Joan has 180 socks. Two thirds of the socks are white, and the rest of the socks are blue. How many pairs of blue socks does Joan have?",
        None,
    ),
    # pct7 count parts of a holder's things
    (
        "Tom has 16 marbles. Two of them are red, and 25% of them are blue. The rest of the marbles are green. How many green marbles does Tom have?",
        10,
    ),
    (
        "Tom has 16 marbles. Ann has 20 marbles. Two of them are red, and 25% of them are blue. The rest of the marbles are green. How many green marbles does Tom have?",
        None,
    ),
    (
        "Tom has 16 marbles. Two of them are red, and 25% of them are blue. The rest of the marbles are green. Ann has 20 marbles. How many green marbles does Tom have?",
        10,
    ),
    (
        "Tom has 16 marbles. Two of them are red, and 25% of them are blue. The rest of the marbles are green. He gives 3 green marbles to Ann. How many green marbles does Tom have?",
        7,
    ),
    (
        "Tom has 16 marbles. Two of them are red, and 25% of them are blue. The rest of the marbles are green. He gives 3 marbles to Ann. How many green marbles does Tom have?",
        None,
    ),
    (
        "Tom has 16 marbles. He buys 4 marbles. Two of them are red, and 25% of them are blue. The rest of the marbles are green. How many green marbles does Tom have?",
        None,
    ),
    (
        "Tom has 16 marbles. Two of them are red, and 25% of them are blue. The rest of the marbles are green. How many green marbles does Ann have?",
        None,
    ),
    (
        "Tom has 16 marbles and 4 cars. Two of them are red, and 25% of them are blue. The rest of the marbles are green. How many green marbles does Tom have?",
        None,
    ),
    (
        "Tom has 16 marbles. Two are red, and 25% are blue. The rest are green. How many green marbles does Tom have?",
        10,
    ),
    (
        "Tom has 16 marbles. 2 are red, 4 are blue and the rest are green. How many green marbles does Tom have?",
        10,
    ),
    ("Tom has 16 marbles. 2 are red, 4 are blue. How many green marbles does Tom have?", None),
    (
        "Tom has 16 marbles. Half of them are red, 4 are blue and the rest are green. How many green marbles does Tom have?",
        4,
    ),
    (
        "Tom has 16 marbles. 2 are red, 4 are blue and the rest are green. How many marbles are not green?",
        6,
    ),
    (
        "Tom has 16 marbles. 2 are red, 4 are blue and the rest are green. How many blue marbles does Tom have?",
        4,
    ),
    (
        "Tom has 16 marbles. 2 are red and 4 are blue and 3 are green. How many yellow marbles does Tom have?",
        None,
    ),
    ("Tom has 16 marbles. 2 are cracked. How many marbles are not cracked?", 14),
    (
        "Tom has 16 marbles. 20 are red, and the rest are green. How many green marbles does Tom have?",
        None,
    ),
    (
        "Tom has 16 marbles. 2 of the marbles are red and 25% of the marbles are blue. The rest are green. How many green marbles does Tom have?",
        10,
    ),
    (
        "Tom has 16 marbles. 2 of his marbles are red and 25% of his marbles are blue. The rest are green. How many green marbles does Tom have?",
        10,
    ),
    (
        "A box has 30 pens. 6 of them are broken. Half of the rest are red. How many red pens are in the box?",
        12,
    ),
    (
        "A box has 30 pens. 6 of them are broken. Half of the rest are red. How many pens are not broken?",
        24,
    ),
    ("A box has 30 pens. 6 of them are broken. How many pens can be used?", None),
    (
        "A farmer has 40 animals. 10 are cows, 25% are pigs, and the rest are sheep. How many sheep does the farmer have?",
        20,
    ),
    (
        "A farmer has 40 animals. 10 are cows, 25% are pigs, and the rest are sheep. He sells 5 sheep. How many sheep does the farmer have?",
        15,
    ),
    (
        "A farmer has 40 animals. 10 are cows, 25% are pigs, and the rest are sheep. How many legs do the sheep have?",
        None,
    ),
    (
        "A farmer has 40 animals. 10 are cows, 25% are pigs, and the rest are sheep. How many cows and pigs does the farmer have?",
        20,
    ),
    (
        "A farmer has 40 cows. 10 are brown, 25% are black, and the rest are white. How many white cows does the farmer have?",
        20,
    ),
    (
        "A farmer has 40 cows. 10 are brown, 25% are black, and the rest are white. Ann has 10 white cows. How many white cows does the farmer have?",
        20,
    ),
    (
        "A farmer has 40 cows. 10 are brown, 25% are black, and the rest are white. How many white cows are there?",
        20,
    ),
    # statements7_kept: more holders, kinds, later events
    (
        "Randy had some money. Smith gave him $200. Randy then gave Sally $1,200 and kept the rest. If Randy has $2000 left, how much money did Smith give Randy?",
        200,
    ),
    (
        "Randy had some money. Smith gave him $200. Randy then gave Sally $1,200 and kept the rest. If Randy has $2000 left, how much money did Randy give away?",
        1200,
    ),
    (
        "Randy had some money. Smith gave him $200. Randy then gave Sally $1,200 and kept the rest. If Randy has $2000 left, how much money does Randy have now?",
        2000,
    ),
    (
        "Randy had some money. Smith gave him $200. Randy then gave Sally $1,200 and kept the rest. If Sally has $2000, how much money did Randy have at first?",
        None,
    ),
    (
        "Randy had some money. Smith gave him $200. Randy then gave Sally 1,200 cents and kept the rest. If Randy has $2000 left, how much money did Randy have at first?",
        None,
    ),
    (
        "Randy had some money. Smith gave him $200. Randy then gave Sally $1,200 and kept the rest. If Randy has $2000 left, how much money did Sally have at first?",
        None,
    ),
    (
        "Randy had some money. Smith gave him $200. Randy then gave Sally $1,200 and 3 books and kept the rest. If Randy has $2000 left, how much money did Randy have at first?",
        None,
    ),
    (
        "Randy had some money and 5 books. Smith gave him $200. Randy then gave Sally $1,200 and kept the rest. If Randy has $2000 left, how much money did Randy have at first?",
        None,
    ),
    (
        "Randy had some money. Smith took $200 from him. Randy then gave Sally $1,200 and kept the rest. If Randy has $2000 left, how much money did Randy have at first?",
        3400,
    ),
    (
        "Randy had some money. Smith gave him $200. Randy then gave Sally $1,200 and kept the rest. Randy then spent $100. If Randy has $2000 left, how much money did Randy have at first?",
        3100,
    ),
    (
        "Randy had some money. Smith gave him $200. Randy then gave Sally $1,200 and kept the rest. If Randy kept $2000, how much did he have after Smith gave him money?",
        3200,
    ),
    (
        "Randy had some money. Smith gave him $200. Sally then gave Randy $1,200 and kept the rest. If Randy has $2000 left, how much money did Randy have at first?",
        600,
    ),
    (
        "Randy had some money. Smith gave him $200. Randy then gave Sally $1,200 and kept the rest. If Randy has $2000 left, how much money did Randy have at first in cents?",
        None,
    ),
    (
        "Jack had 100 stickers. He gave 20 stickers to Ann, gave 2/5 of the remaining to his friend, and kept the remaining stickers. His friend had 10 stickers before. How many stickers does his friend have now?",
        42,
    ),
    (
        "Jack had 100 stickers. He gave 20 stickers to Ann, gave 2/5 of the remaining to his friend, and kept the remaining stickers. How many stickers does Jack have?",
        48,
    ),
    (
        "Jack had 100 stickers. He gave 20 stickers to Ann, gave 2/5 of the remaining to his friend, and kept the remaining stickers. How many stickers did Jack have left?",
        48,
    ),
    (
        "Jack had 100 stickers. He gave 20 stickers to Ann, gave 2/5 of the remaining to his friend, and kept the remaining stickers. How many stickers did Jack keep for himself?",
        48,
    ),
    (
        "Jack had 100 stickers. He gave 20 stickers to Ann, gave 2/5 of the remaining to his friend, and kept the remaining stickers. Then Ann gave him 5 stickers. How many stickers did Jack keep?",
        None,
    ),
    (
        "Jack had 100 stickers. He gave 20 stickers to Ann, gave 2/5 of the remaining to his friend, and kept the remaining stickers. Then Ann bought 5 stickers. How many stickers did Jack keep?",
        48,
    ),
    (
        "Jack had 100 stickers. He gave 20 stickers to Ann, gave 2/5 of the remaining to his friend, and kept the remaining stickers. How many stickers did Jack keep if he had 150 stickers at first?",
        None,
    ),
    (
        "Jack had 100 stickers. He gave 2/5 of his stickers to his friend and kept the remaining stickers. How many stickers did Jack keep?",
        60,
    ),
    (
        "Jack had 100 stickers. He gave 2/5 of his stickers to his friend and kept the remaining stickers. How many stickers did his friend get?",
        40,
    ),
    (
        "Jack had 100 stickers. He lost 2/5 of his stickers and kept the remaining stickers. How many stickers did Jack keep?",
        60,
    ),
    (
        "Jack had 100 stickers. He sold 2/5 of his stickers and kept the remaining stickers. How many stickers did Jack keep?",
        60,
    ),
    (
        "Jack had 100 stickers. He gave 2/5 of his stickers to his friend and kept the remaining cards. How many cards did Jack keep?",
        None,
    ),
    (
        "Jack had 100 stickers and 50 cards. He gave 2/5 of his stickers to his friend and kept the remaining stickers. How many stickers did Jack keep?",
        60,
    ),
    (
        "Jack had 100 stickers and 50 cards. He gave 2/5 of them to his friend and kept the remaining stickers. How many stickers did Jack keep?",
        None,
    ),
    (
        "Jack had 100 stickers. His sister gave 2/5 of her stickers to his friend and kept the remaining stickers. How many stickers did Jack keep?",
        None,
    ),
    (
        "Jack had 100 stickers. He gave 2/5 of his stickers to his friend and kept the remaining stickers. He kept them in a box. How many stickers are in the box?",
        None,
    ),
    # solver7 make_need, contents_asked, in_one_unit (more)
    (
        "Anna puts three slices of ham in each sandwich. If she has 31 slices of ham, how many more slices of ham does she need to make 50 ham sandwiches?",
        119,
    ),
    (
        "Anna puts three slices of ham in each sandwich. She already made 10 sandwiches. If she has 31 slices of ham, how many more slices of ham does she need to make 50 ham sandwiches?",
        None,
    ),
    (
        "Anna puts three slices of ham in each sandwich. If she has 31 slices of ham, how many more slices of ham does she need to make 50 more ham sandwiches?",
        None,
    ),
    (
        "Anna puts three slices of ham in each sandwich. If she has 31 slices of ham, how many more slices of ham does she need to make 50 cheese sandwiches?",
        None,
    ),
    (
        "Anna puts three slices of ham in each sandwich. If she has 31 slices of ham, how many more slices of ham does Tom need to make 50 ham sandwiches?",
        None,
    ),
    (
        "Anna puts three slices of ham in each sandwich. If she has 31 slices of ham, how many more slices of ham do they need to make 50 ham sandwiches?",
        None,
    ),
    (
        "Anna puts three slices of ham in each sandwich. If she has 31 slices of ham and Tom has 10 slices of ham, how many more slices of ham does she need to make 50 ham sandwiches?",
        119,
    ),
    (
        "Anna puts three slices of ham in each sandwich. She buys 20 slices of ham. If she has 31 slices of ham, how many more slices of ham does she need to make 50 ham sandwiches?",
        None,
    ),
    (
        "Anna puts three slices of ham in each sandwich. If she had 31 slices of ham and ate 6, how many more slices of ham does she need to make 50 ham sandwiches?",
        125,
    ),
    (
        "Anna puts three slices of ham in each sandwich. If she has 31 slices of ham, how many more slices of ham does she need to make 5 dozen ham sandwiches?",
        149,
    ),
    (
        "Anna puts three slices of ham in each sandwich. If she has 31 slices of ham, how many more slices of ham does she need to make 50 ham sandwiches for her 3 friends?",
        None,
    ),
    (
        "Anna puts three slices of ham in each sandwich and two in each wrap. If she has 31 slices of ham, how many more slices of ham does she need to make 50 sandwiches?",
        None,
    ),
    (
        "Anna puts three slices of ham in each sandwich. If she has 31 slices of ham, how many more slices of ham would she need to make 50 ham sandwiches?",
        119,
    ),
    (
        "Anna puts three slices of ham in each sandwich. If she has 31 slices of ham, how many slices of ham does she have left after making 5 sandwiches?",
        16,
    ),
    (
        "Anna puts three slices of ham in each sandwich. If she has 200 slices of ham, how many more slices of ham does she need to make 50 ham sandwiches?",
        None,
    ),
    (
        "Anna puts three slices of ham in each sandwich. If she has 150 slices of ham, how many more slices of ham does she need to make 50 ham sandwiches?",
        0,
    ),
    (
        "Anna uses three slices of ham for each sandwich. If she has 31 slices of ham, how many more slices of ham does she need to make 50 ham sandwiches?",
        119,
    ),
    (
        "Each sandwich has three slices of ham. If Anna has 31 slices of ham, how many more slices of ham does she need to make 50 ham sandwiches?",
        119,
    ),
    (
        "Chad bought 6 packages of cat food. Each package of cat food contained 9 cans. How many cans of cat food did Chad buy?",
        54,
    ),
    (
        "Chad bought 6 packages of cat food. Each package contained 9 cans. He used 10 cans. How many cans of cat food are left?",
        44,
    ),
    (
        "Chad bought 6 packages of cat food. Each package contained 9 cans. He gave away 2 packages. How many cans of cat food does he have?",
        36,
    ),
    (
        "Chad bought 6 packages of cat food. Each package contained 9 cans. How many cans of dog food did Chad buy?",
        None,
    ),
    (
        "Chad bought 6 packages of cat food and 2 bags of dog food. Each package contained 9 cans. How many cans did Chad buy?",
        None,
    ),
    (
        "Chad bought 6 packages of cat food and 2 packages of dog food. Each package of cat food contained 9 cans, and each package of dog food contained 3 cans. How many more cans of cat food than dog food did Ann buy?",
        None,
    ),
    (
        "Chad bought 6 packages of cat food and 2 packages of dog food. Each package of cat food contained 9 cans, and each package of dog food contained 3 cans. How many more packages of cat food than dog food did Chad buy?",
        4,
    ),
    (
        "Chad bought 6 packages of cat food and 2 packages of dog food. Each package of cat food contained 9 cans, and each package of dog food contained 3 cans. He ate 2 cans of cat food. How many more cans of cat food than dog food did Chad buy?",
        48,
    ),
    (
        "Chad bought 6 packages of cat food and 2 packages of dog food. Each package of cat food contained 9 cans, and each package of dog food contained 3 cans. How many times as many cans of cat food as dog food did Chad buy?",
        9,
    ),
    (
        "Chad bought 6 packages of cat food and 2 packages of dog food. Each package of cat food contained 9 cans, and each package of dog food contained 3 cans. Ann bought 4 packages of dog food. How many more cans of cat food than dog food did Chad buy?",
        48,
    ),
    (
        "Liza reads 20 pages in an hour, and Suzie reads 15 pages in an hour. How many more pages does Liza read than Suzie in 3 hours and 30 minutes?",
        F("35/2"),
    ),
    (
        "Liza reads 20 pages in an hour, and Suzie reads 15 pages in an hour. How many more pages does Suzie read than Liza in 3 hours?",
        None,
    ),
    (
        "Liza reads 20 pages in an hour, and Suzie reads 15 pages in an hour. How many fewer pages does Suzie read than Liza in 3 hours?",
        15,
    ),
    (
        "Liza reads 20 pages in an hour, and Suzie reads 15 pages in an hour. How many more pages does Liza read than Suzie in 1.5 hours?",
        F("15/2"),
    ),
    (
        "Liza reads 20 pages in an hour, and Suzie reads 15 pages in an hour. Liza read for 3 hours. How many pages did Liza read?",
        60,
    ),
    (
        "Liza reads 20 pages in an hour, and Suzie reads 15 pages in an hour. How many more pages does Liza read than Suzie in 3 hours if Suzie reads 5 more pages?",
        None,
    ),
    (
        "Liza reads 20 pages in an hour, and Suzie reads 15 pages every hour. How many more pages does Liza read than Suzie in 3 hours?",
        15,
    ),
    (
        "Liza reads 20 pages in an hour, and Suzie reads 15 pages in an hour. Liza has 100 pages. How many more pages does Liza read than Suzie in 3 hours?",
        None,
    ),
    (
        "Liza reads 20 pages in an hour, and Suzie writes 15 pages in an hour. How many more pages does Liza read than Suzie in 3 hours?",
        None,
    ),
    (
        "Liza reads 20 pages in an hour, and Suzie reads 15 pages in an hour. How many pages does Suzie read in 4 hours?",
        60,
    ),
    (
        "Liza reads 20 pages in an hour, and Suzie reads 15 pages in an hour. How many hours does Suzie take to read 60 pages?",
        4,
    ),
    ("Liza reads 20 pages in 2 hours. How many pages does Liza read in 3 hours?", 30),
    ("Liza reads 20 pages in an hour. How many pages does Liza read in 3 minutes?", 1),
    # pct7 this place, count parts in a shop
    (
        "In a house, there are 16 cats. In the garden, there are 4 cats. Two of them are white, and 25% of them are black. The rest of the cats are grey. How many grey cats are in this house?",
        None,
    ),
    (
        "In a house, there are 16 cats. Two of them are white, and 25% of them are black. The rest of the cats are grey. In the garden, there are 4 grey cats. How many grey cats are in this house?",
        10,
    ),
    (
        "In a house, there are 16 cats. Two of them are white, and 25% of them are black. The rest of the cats are grey. In the garden, there are 4 grey cats. How many grey cats are there in all?",
        14,
    ),
    (
        "In a house, there are 16 cats. Two of them are white, and 25% of them are black. The rest of the cats are grey. How many grey cats are in this town?",
        None,
    ),
    (
        "In this house, there are 16 cats. Two of them are white, and 25% of them are black. The rest of the cats are grey. How many grey cats are in the house?",
        10,
    ),
    (
        "In a shop, there are 40 shirts. Ten of them are red, and 25% of them are blue. The rest of the shirts are white. How many white shirts are in this shop?",
        20,
    ),
    (
        "In a shop, there are 40 shirts. Ten of them are red, and 25% of them are blue. The rest of the shirts are white. How many white shirts are in this store?",
        None,
    ),
    (
        "In a shop, there are 40 shirts. Ten of them are red, and 25% of them are blue. The rest of the shirts are white. The shop sells 5 white shirts. How many white shirts are in this shop?",
        15,
    ),
    (
        "In a shop, there are 40 shirts. Ten of them are red, and 25% of them are blue. The rest of the shirts are white. How many shirts are not white in this shop?",
        20,
    ),
    (
        "In a shop, there are 40 shirts. Ten of them are red, and 25% of them are blue. The rest of the shirts are white. Each white shirt costs $5. How much do the white shirts cost?",
        100,
    ),
    (
        "In a shop, there are 40 shirts and 10 hats. Ten of the shirts are red, and 25% of the shirts are blue. The rest of the shirts are white. How many white shirts are in this shop?",
        20,
    ),
    (
        "In a shop, there are 40 shirts. Ten of them are red, and 25% of them are blue. The rest of the shirts are white. How many red shirts are in this shop?",
        10,
    ),
    (
        "In a shop, there are 40 shirts. Ten of them are red, and 25% of them are blue. The rest of the shirts are white. How many blue shirts are in this shop?",
        10,
    ),
    (
        "In a shop, there are 40 shirts. Ten of them are large. 25% of them are blue. How many white shirts are in this shop?",
        None,
    ),
    (
        "In a shop, there are 40 shirts. Ten of them are red, and 25% of them are red. The rest of the shirts are white. How many white shirts are in this shop?",
        None,
    ),
    # pct7 pay only, discount given, money off each (more)
    (
        "Jan buys 5 dozen roses. Each rose cost $6. He only needs to pay 80% of the tax. How much did he pay?",
        None,
    ),
    (
        "Jan buys 5 dozen roses. Each rose cost $6. He only needs to pay 80% of the roses. How much did he pay?",
        None,
    ),
    (
        "Jan buys 5 dozen roses. Each rose cost $6. He only needs to pay 80% for half of them. How much did he pay?",
        None,
    ),
    (
        "Jan buys 5 dozen roses. Each rose cost $6. He only needs to pay 80% next time. How much did he pay?",
        None,
    ),
    (
        "Jan buys 5 dozen roses. Each rose cost $6. Next time, he only needs to pay 80%. How much did he pay?",
        None,
    ),
    (
        "Jan buys 5 dozen roses. Each rose cost $6. He only has to pay 80% if he buys 10 dozen. How much did he pay?",
        None,
    ),
    (
        "Jan buys 5 dozen roses. Each rose cost $6. Since he bought so many he only needs to pay 80%. How much would he have paid at full price?",
        360,
    ),
    (
        "Jan bought 5 dozen roses. Each rose cost $6. Since he bought so many he only had to pay 80%. How much did he pay?",
        288,
    ),
    (
        "Jan buys 5 dozen roses. Each rose cost $6. Since he bought so many he only needs to pay 80%. How much did he pay for a dozen roses?",
        F("288/5"),
    ),
    (
        "Jan buys 5 dozen roses. Each rose cost $6. Since he bought so many he only needs to pay 80%. How many roses did he buy?",
        60,
    ),
    ("Jan buys 5 dozen roses. Each rose cost $6. His friend pays 20%. How much did Jan pay?", None),
    (
        "Jan buys 5 dozen roses. Each rose cost $6. Since he bought so many he only needs to pay 80%. He pays with four $100 bills. How much change does he get?",
        112,
    ),
    (
        "Jorge bought 24 tickets for $7 each. For purchasing so many, he is given a discount of 50%. How much did he spend on each ticket?",
        F("7/2"),
    ),
    (
        "Jorge bought 24 tickets for $7 each. For purchasing so many, he is given a discount of 50% on 12 tickets. How much did he spend on tickets?",
        None,
    ),
    (
        "Jorge bought 24 tickets for $7 each. For purchasing so many, he was given a discount of 50%. How much did he spend on tickets?",
        84,
    ),
    (
        "Jorge bought 24 tickets for $7 each. For purchasing so many, he is given a discount of $50. How much did he spend on tickets?",
        118,
    ),
    (
        "Jorge bought 24 tickets for $7 each. For purchasing so many, he is given a discount of 50 cents per ticket. How much did he spend on tickets?",
        None,
    ),
    (
        "Jorge bought 24 tickets for $7 each. For purchasing so many, he is given a discount of 150%. How much did he spend on tickets?",
        None,
    ),
    (
        "Jorge bought 24 tickets for $7 each. Ann is given a discount of 50%. How much did Jorge spend on tickets?",
        None,
    ),
    (
        "Jorge bought 24 tickets for $7 each and Ann bought 10 tickets for $7 each. For purchasing so many, he is given a discount of 50%. How much did Ann spend on tickets?",
        70,
    ),
    (
        "Jorge bought 24 tickets for $7 each and Ann bought 10 tickets for $7 each. For purchasing so many, he is given a discount of 50%. How much did they spend on tickets?",
        154,
    ),
    (
        "Jorge bought 24 tickets for $7 each. For purchasing so many, he is given a discount of 50%. Later he bought 2 more tickets for $7 each. How much did he spend on tickets?",
        None,
    ),
    (
        "In a bookstore, a book costs $5. When Sheryll bought 10 books, she was given a discount of $0.5 each. How much did Sheryll pay per book?",
        F("9/2"),
    ),
    (
        "In a bookstore, a book costs $5. When Sheryll bought 10 books, she was given a discount of $0.5 apiece. How much did Sheryll pay in all?",
        45,
    ),
    (
        "In a bookstore, a book costs $5. When Sheryll bought 10 books, she was given a discount of $0.50 each. How much did Sheryll pay in all?",
        45,
    ),
    (
        "In a bookstore, a book costs $5. When Sheryll bought 10 books, she was given a discount of $5 each. How much did Sheryll pay in all?",
        None,
    ),
    (
        "In a bookstore, a book costs $5. When Sheryll bought 10 books, she was given a discount of $0.5 each. How much did the bookstore earn?",
        45,
    ),
    (
        "In a bookstore, a book costs $5. When Sheryll bought 10 books, she was given a discount of $0.5 each. How much money did Sheryll have left if she had $100?",
        55,
    ),
    (
        "In a bookstore, a book costs $5. When Sheryll bought 10 books, she was given a discount of $0.5 each. If Sheryll had $100, how much money does she have left?",
        55,
    ),
    (
        "In a bookstore, a book costs $5. When Sheryll bought 10 books, she was given a discount of $0.5 for each book. How much did Sheryll pay in all?",
        45,
    ),
    (
        "In a bookstore, a book costs $5. When Sheryll bought 10 books, Sheryll was given a discount of $0.5 each. How much did Sheryll pay in all?",
        45,
    ),
    (
        "In a bookstore, a book costs $5. When Sheryll bought 10 books yesterday, she was given a discount of $0.5 each. How much did Sheryll pay in all?",
        45,
    ),
    (
        "In a bookstore, a book costs $5. Sheryll bought 10 books. She was given a discount of $0.5 each. How much did Sheryll pay in all?",
        45,
    ),
    (
        "In a bookstore, a book costs $5. When Sheryll bought 10 books, she was given a discount of $0.5 each. When she bought 5 more books, she got no discount. How much did Sheryll pay in all?",
        None,
    ),
    (
        "In a bookstore, a book costs $5. A pen costs $1. When Sheryll bought 10 books and 2 pens, she was given a discount of $0.5 each. How much did Sheryll pay in all?",
        None,
    ),
    # shortened kind through relations' cession (more)
    (
        "Tom has three times as many baseball cards as Ann. Sam has 6 more cards than Ann. If Tom has 27 cards, how many cards does Sam have?",
        15,
    ),
    (
        "Tom has three times as many baseball cards as Ann. Sam has 6 more cards than Ann. If Tom has 27 cards, how many cards do Tom and Sam have?",
        42,
    ),
    (
        "Tom has three times as many baseball cards as Ann. Sam has 6 more cards than Ann. Ann also has 5 hockey cards. If Tom has 27 cards, how many cards does Sam have?",
        None,
    ),
    (
        "Tom has three times as many baseball cards as Ann. Sam has 6 more cards than Ann. If Tom has 27 cards and 4 hockey cards, how many cards does Sam have?",
        None,
    ),
    (
        "Tom has three times as many baseball cards as Ann. Sam has 6 more cards than Ann. If Tom has 28 cards, how many cards does Sam have?",
        None,
    ),
    (
        "Tom has three times as many baseball cards as Ann. Sam has 6 more hockey cards than Ann. If Tom has 27 cards, how many cards does Sam have?",
        None,
    ),
    (
        "Tom has three times as many baseball cards as Ann. Sam has 6 more cards than Tom. If Ann has 9 cards, how many cards does Sam have?",
        33,
    ),
    (
        "Tom has three times as many baseball cards as Ann. Sam has 6 more cards than Ann. If Ann has 9 baseball cards, how many cards does Sam have?",
        15,
    ),
    (
        "Tom has three times as many baseball cards as Ann. Sam has 6 more cards than Ann. If Tom has 27 cards, how many baseball cards does Sam have?",
        None,
    ),
    (
        "Tom has three times as many baseball cards as Ann. Sam has 6 more cards than Ann. Sam gives 2 cards to Tom. If Tom has 27 cards, how many cards does Sam have?",
        None,
    ),
    (
        "Tom has three times as many red apples as Ann. Sam has 6 more apples than Ann. Sam ate 2 apples. If Tom has 27 apples, how many apples does Sam have?",
        13,
    ),
    (
        "Tom has 3 times as many baseball cards as Ann. Ann has 6 more cards than Sam. If Sam has 3 cards, how many cards do they have in all?",
        48,
    ),
    (
        "Tom has 3 times as many baseball cards as Ann. Ann has 6 more cards than Sam. If Sam has 3 hockey cards, how many cards do they have in all?",
        None,
    ),
    (
        "Yeon has three times as many watermelon seeds as Gwi. Gwi has 40 more watermelon seeds than Bom. If Bom has 300 watermelon seeds, how many seeds does Gwi have?",
        340,
    ),
    (
        "Yeon has three times as many watermelon seeds as Gwi. Gwi has 40 more watermelon seeds than Bom. If Bom has 300 watermelon seeds, how many watermelon seeds do the girls have together?",
        None,
    ),
    (
        "Yeon has three times as many watermelon seeds as Gwi. Gwi has 40 more watermelon seeds than Bom. If Bom has 300 watermelon seeds, how many seeds do Yeon and Bom have?",
        1320,
    ),
    (
        "Yeon has three times as many watermelon seeds as Gwi. Gwi has 40 more watermelon seeds than Bom. If Bom has 300 seeds, how many seeds do they have together?",
        None,
    ),
    # solver7 priced_unit_kinds, content_measured, same_sentence_has (more)
    (
        "Maddie bought 2 packs of white T-shirts and 4 packs of blue T-shirts. The white T-shirts come in packs of 5, and the blue T-shirts come in packs of 3. Each T-shirt cost $3. How much did Maddie spend on white T-shirts?",
        30,
    ),
    (
        "Maddie bought 2 packs of white T-shirts and 4 packs of blue T-shirts. The white T-shirts come in packs of 5, and the blue T-shirts come in packs of 3. Each T-shirt cost $3. How many blue T-shirts did Maddie buy?",
        12,
    ),
    (
        "Maddie bought 2 packs of white T-shirts and 4 packs of blue T-shirts. The white T-shirts come in packs of 5, and the blue T-shirts come in packs of 3. Each T-shirt cost $3. How much more did Maddie spend on blue T-shirts than white T-shirts?",
        6,
    ),
    (
        "Maddie bought 2 packs of white T-shirts and 4 packs of blue T-shirts. The white T-shirts come in packs of 5, and the blue T-shirts come in packs of 3. Each white T-shirt cost $3 and each blue T-shirt cost $2. How much did Maddie spend in all?",
        54,
    ),
    (
        "Maddie bought 2 packs of white T-shirts and 4 packs of blue T-shirts. The white T-shirts come in packs of 5, and the blue T-shirts come in packs of 3. Each T-shirt cost $3. She returned 1 pack of blue T-shirts. How much did Maddie spend in all?",
        None,
    ),
    (
        "Maddie bought 2 packs of white T-shirts and 4 packs of blue T-shirts. The white T-shirts come in packs of 5, and the blue T-shirts come in packs of 3. The T-shirts cost $3. How much did Maddie spend in all?",
        None,
    ),
    (
        "Maddie bought 2 packs of white T-shirts and 4 packs of blue T-shirts. The white T-shirts come in packs of 5, and the blue T-shirts come in boxes of 3. Each T-shirt cost $3. How much did Maddie spend in all?",
        None,
    ),
    (
        "Maddie bought 2 packs of white T-shirts and 4 packs of blue T-shirts. The white T-shirts come in packs of 5, and the blue T-shirts come in packs of 3. Each T-shirt cost $3. Each pack costs $1 extra. How much did Maddie spend in all?",
        None,
    ),
    (
        "Maddie bought 2 packs of white T-shirts and 4 packs of red T-shirts. The white T-shirts come in packs of 5, and the blue T-shirts come in packs of 3. Each T-shirt cost $3. How much did Maddie spend in all?",
        None,
    ),
    (
        "Maddie bought 2 packs of white T-shirts and 4 packs of blue T-shirts. The white T-shirts come in packs of 5, and the blue T-shirts come in packs of 3. Each T-shirt cost $3. How much did Ann spend in all?",
        None,
    ),
    (
        "Sally sold 20 cups of lemonade last week. She sold 30% more lemonade this week. How many more cups of lemonade did she sell this week than last week?",
        6,
    ),
    (
        "Sally sold 20 cups of lemonade last week. She sold 25% more lemonade this week. How many cups of lemonade did she sell in total for both weeks?",
        45,
    ),
    (
        "Sally sold 20 cups of lemonade last week. She sold 35% more lemonade this week. How many cups of lemonade did she sell in total for both weeks?",
        47,
    ),
    (
        "Sally sold 20 cups of lemonade last week. She bought 30% more lemonade this week. How many cups of lemonade did she sell in total for both weeks?",
        None,
    ),
    (
        "Sally sold 20 cups of lemonade last week. She sold 30% more cookies this week. How many cups of lemonade did she sell in total?",
        None,
    ),
    (
        "Sally sold 20 cups and 10 bottles of lemonade last week. She sold 30% more lemonade this week. How many cups of lemonade did she sell in total for both weeks?",
        None,
    ),
    (
        "Sally sold 20 cups of lemonade last week. Then she sold 30% more lemonade. How many cups of lemonade did she sell in total?",
        46,
    ),
    (
        "Sally sold 20 cups of lemonade last week. She sold 30% more lemonade this week. She drank 2 cups. How many cups of lemonade did she sell in total for both weeks?",
        46,
    ),
    (
        "Sally sold 20 cups of lemonade last week and 10 cups of tea. She sold 30% more lemonade this week. How many cups of lemonade did she sell in total for both weeks?",
        46,
    ),
    (
        "Sally sold 20 cups of lemonade last week. Ann sold 10 cups of lemonade. She sold 30% more lemonade this week. How many cups of lemonade did Sally sell in total for both weeks?",
        None,
    ),
    (
        "Sally sold 20 cups of lemonade last week. She sold 30% more lemonade this week. How many cups of lemonade did she sell in total for both weeks and the week before if she sold 10 cups then?",
        None,
    ),
    (
        "Sally sold 20 liters of lemonade last week. She sold 30% more lemonade this week. How many liters of lemonade did she sell in total for both weeks?",
        46,
    ),
    (
        "Sally sold 20 cups of lemonade last week. She sold 30% fewer lemonade this week. How many cups of lemonade did she sell this week?",
        14,
    ),
    (
        "Lucca has 100 balls and 10 percent of his balls are basketballs. Lucien has 200 balls and 20 percent of his balls are basketballs. In total how many basketballs do Lucca and Lucien have?",
        50,
    ),
    (
        "Lucca has 100 balls and 10 percent of them are basketballs. Lucien has 200 balls and 20 percent of them are basketballs. In total how many basketballs do Lucca and Lucien have?",
        50,
    ),
    (
        "Lucca has 100 balls and 10 percent of them are basketballs. Lucien has 200 balls and 20 percent of them are tennis balls. In total how many basketballs do Lucca and Lucien have?",
        None,
    ),
    (
        "Lucca has 100 balls and 10 percent of them are basketballs. Lucien has 200 balls and 20 percent of them are basketballs. In total how many balls that are not basketballs do Lucca and Lucien have?",
        250,
    ),
    (
        "Lucca has 100 balls and 10 percent of them are basketballs. Lucien has 200 balls and 20 percent of them are basketballs. Lucca gives 5 basketballs to Lucien. How many basketballs does Lucien have?",
        45,
    ),
    (
        "Lucca has 100 balls and 10 percent of them are basketballs. Lucien has 200 balls and 20 percent of them are basketballs. How many basketballs does Ann have?",
        None,
    ),
    (
        "Lucca has 100 balls and 15 percent of them are basketballs. Lucien has 200 balls and 20 percent of them are basketballs. In total how many basketballs do Lucca and Lucien have?",
        55,
    ),
    (
        "Lucca has 100 balls and 10 percent of them are basketballs, and Lucien has 200 balls and 20 percent of them are basketballs. In total how many basketballs do Lucca and Lucien have?",
        50,
    ),
    (
        "Lucca has 100 balls and Lucien has 200 balls. 10 percent of them are basketballs. In total how many basketballs do Lucca and Lucien have?",
        None,
    ),
    (
        "Lucca has 100 balls and 10 percent of Lucien's are basketballs. Lucien has 200 balls. How many basketballs does Lucien have?",
        None,
    ),
    # pct7 count parts of a whole told held
    ("Tom has 16 marbles. 4 of them are big. How many small marbles does Tom have?", 12),
    ("Tom has 16 marbles. 4 of them are red. How many blue marbles does Tom have?", None),
    ("Tom has 16 marbles. 4 of them are red. How many marbles are not red?", 12),
    (
        "Tom has 16 marbles. 4 of them are red. He buys 5 red marbles. How many red marbles does Tom have?",
        9,
    ),
    (
        "Tom has 16 marbles. 4 of them are red. He buys 5 marbles. How many marbles are not red?",
        None,
    ),
    (
        "Tom has 16 marbles. 4 of them are red and 3 of them are blue. How many marbles are neither red nor blue?",
        9,
    ),
    (
        "Tom has 16 marbles. 4 of them are red. Ann has 10 marbles. 3 of them are red. How many red marbles do they have?",
        7,
    ),
    (
        "Tom has 16 marbles. Ann has 10 marbles. 3 of them are red. How many red marbles does Ann have?",
        None,
    ),
    ("There are 30 students in a class. 12 of them are boys. How many girls are in the class?", 18),
    (
        "There are 30 students in a class. 12 of them are boys. 5 girls are absent. How many girls are present?",
        13,
    ),
    (
        "There are 30 students in a class. 12 of them are boys and 5 of the boys wear glasses. How many boys do not wear glasses?",
        None,
    ),
    (
        "There are 30 students in a class. 12 of them are boys. How many teachers are in the class?",
        None,
    ),
    (
        "There are 30 students in a class and 2 teachers. 12 of them are boys. How many girls are in the class?",
        None,
    ),
    (
        "There are 30 students in a class. 12 of them are tall. How many short students are in the class?",
        18,
    ),
    (
        "There are 30 students in a class. 12 of them like math. How many students do not like math?",
        18,
    ),
    (
        "There are 30 students in a class. 40 of them are boys. How many girls are in the class?",
        None,
    ),
    (
        "There are 30 students in a class. 12 of them were boys. How many girls are in the class?",
        18,
    ),
    (
        "There are 30 students in a class. 12 of them are boys. 3 more boys join the class. How many boys are in the class?",
        15,
    ),
    (
        "There are 30 students in a class. 12 of them are boys. 3 more boys join the class. How many girls are in the class?",
        18,
    ),
    (
        "There are 30 students in a class. 12 of them are boys. 3 more students join the class. How many girls are in the class?",
        None,
    ),
    (
        "A bag has 40 candies. 10 of them are red, 25% are green and the rest are yellow. How many yellow candies are in the bag?",
        20,
    ),
    (
        "A bag has 40 candies. 10 of them are red, 25% are green and the rest are yellow. Tom eats 5 yellow candies. How many yellow candies are in the bag?",
        15,
    ),
    (
        "A bag has 40 candies. 10 of them are red, 25% are green and the rest are yellow. How many candies are in 3 such bags?",
        120,
    ),
    (
        "A bag has 40 candies. 10 of them are red, 25% are green and the rest are yellow. How many yellow candies are in 3 such bags?",
        60,
    ),
    (
        "A bag has 40 candies and a box has 20 candies. 10 of them are red, 25% are green and the rest are yellow. How many yellow candies are in the bag?",
        None,
    ),
    (
        "A bag has 40 candies. 10 of them are red, 25% of the green candies are big and the rest are yellow. How many yellow candies are in the bag?",
        None,
    ),
    # ledger: comparisons whose bases are told in parts
    (
        "Lindsey owns 4 more cars than Cathy. Susan owns 2 fewer cars than Carol. Carol owns twice as many cars as Cathy. If Cathy owns 5 red cars, how many cars does Lindsey own?",
        9,
    ),
    (
        "Lindsey owns 4 more cars than Cathy. Cathy also owns 3 blue cars. Carol owns twice as many red cars as Cathy. If Carol owns 10 red cars, how many cars does Lindsey own?",
        None,
    ),
    (
        "Lindsey owns 4 more cars than Cathy. Carol owns twice as many red cars as Cathy. Cathy owns 3 blue cars. If Carol owns 10 red cars, how many cars does Lindsey own?",
        None,
    ),
    (
        "Carol owns twice as many red cars as Cathy. Lindsey owns 4 more cars than Cathy. Cathy owns 3 blue cars. If Carol owns 10 red cars, how many cars does Lindsey own?",
        None,
    ),
    (
        "Carol owns twice as many red cars as Cathy. Lindsey owns 4 more red cars than Cathy. Cathy owns 3 blue cars. If Carol owns 10 red cars, how many red cars does Lindsey own?",
        9,
    ),
    (
        "Carol owns twice as many red cars as Cathy. Lindsey owns 4 more red cars than Cathy. Cathy owns 3 blue cars. If Carol owns 10 red cars, how many cars does Cathy own?",
        8,
    ),
    (
        "Tom has 5 more apples than Ann. Ann has 3 red apples. Ann has 4 green apples. How many apples does Tom have?",
        None,
    ),
    (
        "Ann has 3 red apples. Tom has 5 more apples than Ann. Ann has 4 green apples. How many apples does Tom have?",
        None,
    ),
    (
        "Ann has 3 red apples and 4 green apples. Tom has 5 more apples than Ann. How many apples does Tom have?",
        12,
    ),
    (
        "Ann has 3 red apples. Tom has 5 more red apples than Ann. Ann has 4 green apples. How many red apples does Tom have?",
        8,
    ),
    (
        "Ann has 3 red apples. Tom has twice as many apples as Ann. Sam has 10 green apples, which is 2 more than Ann's green apples. How many apples does Tom have?",
        None,
    ),
    (
        "Tom has twice as many apples as Ann. Ann has 3 red apples and 4 green apples. How many apples does Tom have?",
        14,
    ),
    (
        "Tom has twice as many apples as Ann. Ann has 3 red apples. She also has 4 green apples. How many apples does Tom have?",
        None,
    ),
    (
        "Tom has 10 apples. Ann has 3 fewer apples than Tom. Tom buys 4 red apples. How many apples does Ann have?",
        7,
    ),
    (
        "Jeff has 12 pens. Sam has 3 more pens than Jeff. Ann has twice as many pens as Sam. Jeff has 5 pencils. How many pens does Ann have?",
        30,
    ),
    (
        "Sam has 3 more pens than Jeff. Ann has twice as many blue pens as Sam. If Ann has 30 blue pens, how many pens does Jeff have?",
        12,
    ),
    (
        "Sam has 3 more pens than Jeff. Ann has twice as many pens as Sam. If Ann has 30 pens, how many pens does Jeff have?",
        12,
    ),
    (
        "Sam has 3 more pens than Jeff. Ann has twice as many pens as Sam. Jeff also has 2 red pens. If Ann has 30 pens, how many pens does Jeff have?",
        None,
    ),
    (
        "Sam has 3 more pens than Jeff. Ann has twice as many pens as Sam. If Ann has 30 pens, how many pens does Sam have?",
        15,
    ),
    (
        "Sam has 3 more blue pens than Jeff. Ann has twice as many pens as Sam. If Ann has 30 pens, how many pens does Jeff have?",
        None,
    ),
    # solver7 names (lexicon story_solver7) and MAWPS gains
    (
        "Rose has 9 apples and 12 erasers. If she shares the apples among 3 friends, how many apples does each friend get?",
        3,
    ),
    (
        "Rose has 9 apples and 12 erasers. If she shares the erasers among 3 friends, how many erasers does each friend get?",
        4,
    ),
    (
        "Rose has 9 apples and 12 erasers. If she shares the apples among 3 friends, how many erasers does each friend get?",
        None,
    ),
    (
        "Rose has 9 apples and 12 erasers. If she shares the apples among 3 friends, how many apples does Rose have left?",
        None,
    ),
    (
        "Rose has 9 apples and 12 erasers. If she shares the apples among 4 friends, how many apples does each friend get?",
        F("9/4"),
    ),
    (
        "Rose has 9 apples. Lily has 12 apples. If Rose shares her apples among 3 friends, how many apples does each friend get?",
        3,
    ),
    (
        "Rose has 9 apples. Lily has 12 apples. If Lily shares her apples among 3 friends, how many apples does each friend get?",
        4,
    ),
    (
        "Rose has 9 apples. Violet has 12 apples. If she shares her apples among 3 friends, how many apples does each friend get?",
        None,
    ),
    (
        "Rose has 9 roses. If she shares the roses among 3 friends, how many roses does each friend get?",
        3,
    ),
    (
        "Penny has 9 pennies. If she shares the pennies among 3 friends, how many pennies does each friend get?",
        3,
    ),
    (
        "Penny has 9 pennies. If she shares them among 3 friends, how much money does each friend get?",
        None,
    ),
    ("If Rose strolled for 4 hours at 2 miles per hour. How far did Rose go?", 8),
    ("If Rose strolled for 4 hours at 2 miles per hour. How long did Rose stroll?", 4),
    ("If Rose strolled for 4 hours at 2 miles per hour. How far did Lily go?", None),
    (
        "If Rose strolled for 4 hours at 2 miles per hour and then ran for 1 hour at 6 miles per hour. How far did Rose go?",
        14,
    ),
    ("Rose strolled 8 miles at 2 miles per hour. How many hours did Rose stroll?", 4),
    (
        "Bill has 20 dollars. Bill buys a book for 5 dollars. How much money does Bill have left?",
        15,
    ),
    ("Bill has 20 dollars. He pays a bill of 5 dollars. How much money does Bill have left?", 15),
    (
        "Grant has 3 times as many marbles as Teddy. Teddy has 4 marbles. How many marbles does Grant have?",
        12,
    ),
    ("Ivy has 6 plants. Fern has 4 more plants than Ivy. How many plants does Fern have?", 10),
    ("Jay has 6 plants. Jade has 4 more plants than Jay. How many plants does Jade have?", 10),
    ("Jay has 6 plants. Jade has 4 more plants than him. How many plants does Jade have?", 10),
    ("Jay has 6 plants. Jade has 4 more plants than her. How many plants does Jade have?", 10),
    ("Olive has 12 olives. She eats 5 olives. How many olives does Olive have left?", 7),
    (
        "Daisy picked 12 daisies. She gave 5 daisies to Violet. How many daisies does Violet have?",
        None,
    ),
    (
        "Daisy picked 12 daisies. She gave 5 daisies to Violet. How many daisies does Daisy have left?",
        7,
    ),
    # ledger: a change after a comparison leaves it as told
    (
        "Ann has 4 green apples. Sam has 2 more apples than Ann. Ann buys 3 red apples. How many apples does Sam have?",
        6,
    ),
    (
        "Ann has 4 green apples. Sam has 2 more apples than Ann. Ann buys 3 green apples. How many apples does Sam have?",
        6,
    ),
    (
        "Ann has 4 green apples. Sam has 2 more apples than Ann. Tom gives Ann 3 red apples. How many apples does Sam have?",
        6,
    ),
    (
        "Ann has 4 green apples. Sam has 2 more apples than Ann. Ann buys 3 red apples. How many apples does Ann have?",
        7,
    ),
    (
        "Ann has 4 green apples. Sam has 2 more apples than Ann. Ann has 3 red apples. How many apples does Sam have?",
        None,
    ),
    # ledger: qualified bases found by an inverse comparison
    (
        "Marcus has three times as many cheese crackers as Mona. Mona also has 5 plain crackers. If Marcus has 27 cheese crackers, how many crackers does Mona have?",
        14,
    ),
    (
        "Marcus has three times as many cheese crackers as Mona. Mona also has 5 plain crackers. If Marcus has 27 cheese crackers, how many cheese crackers does Mona have?",
        9,
    ),
    (
        "Nicholas has 6 more cheese crackers than Mona. Marcus has twice as many crackers as Mona. If Marcus has 20 crackers, how many crackers does Nicholas have?",
        None,
    ),
    (
        "Nicholas has 6 more cheese crackers than Mona. Marcus has twice as many cheese crackers as Mona. If Marcus has 20 cheese crackers, how many cheese crackers does Nicholas have?",
        16,
    ),
    (
        "Marcus has three times as many crackers as Mona. Nicholas has 6 more crackers than Mona. Mona also has 4 cookies. If Marcus has 27 crackers, how many crackers does Nicholas have?",
        15,
    ),
    (
        "Marcus has three times as many crackers as Mona. Nicholas has 6 more crackers than Mona. Mona eats 2 crackers. If Marcus has 27 crackers, how many crackers does Nicholas have?",
        None,
    ),
    (
        "Marcus has three times as many crackers as Mona. Nicholas has 6 more crackers than Mona. If Marcus has 27 crackers, how many crackers do Mona and Nicholas have?",
        24,
    ),
    (
        "Marcus has 3 times as many red apples as Mona and 2 times as many green apples as Mona. If Marcus has 27 red apples and 10 green apples, how many apples does Mona have?",
        14,
    ),
    (
        "Marcus has 3 times as many red apples as Mona. Nicholas has 6 more apples than Mona. If Marcus has 27 red apples and Mona has 5 green apples, how many apples does Nicholas have?",
        None,
    ),
    (
        "Marcus has 3 times as many red apples as Mona. Mona has 5 green apples. Nicholas has 6 more apples than Mona. If Marcus has 27 red apples, how many apples does Nicholas have?",
        None,
    ),
    (
        "Marcus has 3 times as many red apples as Mona. If Marcus has 27 red apples, how many apples does Mona have?",
        9,
    ),
    (
        "Marcus has 3 times as many red apples as Mona. If Marcus has 27 red apples and 3 green apples, how many apples does Mona have?",
        None,
    ),
    # pct7 part of a part, the females / the males
    (
        "Terez has 44 cows on his farm. 50 percent of the cows are female, and 50 percent of the females are pregnant. How many female cows are not pregnant?",
        11,
    ),
    (
        "Terez has 44 cows on his farm. 50 percent of the cows are female, and 50 percent of the females are pregnant. How many pregnant cows does Terez have?",
        None,
    ),
    (
        "Terez has 44 cows on his farm. 50 percent of the cows are female, and 50 percent of the females are pregnant. How many female cows does Terez have?",
        22,
    ),
    (
        "Terez has 44 cows on his farm. 50 percent of the cows are male, and 50 percent of the males are black. How many black male cows does Terez have?",
        11,
    ),
    (
        "Terez has 44 cows on his farm. 25 percent of the cows are male, and 50 percent of the males are black. How many black male cows does Terez have?",
        None,
    ),
    (
        "Terez has 40 cows on his farm. 25 percent of the cows are male, and 50 percent of the males are black. How many black male cows does Terez have?",
        5,
    ),
    (
        "Terez has 40 cows on his farm. 25 percent of the cows are male, and 50 percent of the males are black. How many black cows does Terez have?",
        None,
    ),
    (
        "Terez has 40 cows on his farm. 25 percent of the cows are male, and 50 percent of the males are black. How many female cows does Terez have?",
        30,
    ),
    (
        "Terez has 40 cows on his farm. 25 percent of the cows are male, and 50 percent of the males are black. How many male cows are not black?",
        5,
    ),
    (
        "Terez has 40 cows and 20 goats on his farm. 25 percent of the cows are male, and 50 percent of the males are black. How many black male cows does Terez have?",
        5,
    ),
    (
        "Terez has 40 cows and 20 goats on his farm. 25 percent of the goats are male, and 50 percent of the males are black. How many black male goats does Terez have?",
        F("5/2"),
    ),
    (
        "Terez has 40 cows and 20 goats on his farm. 25 percent of the cows are male, 50 percent of the goats are male, and 50 percent of the males are black. How many black male cows does Terez have?",
        None,
    ),
    (
        "Terez has 40 cows on his farm. 25 percent of the cows are male, and 50 percent of the males are black. He buys 4 black male cows. How many black male cows does Terez have?",
        9,
    ),
    (
        "Terez has 40 cows on his farm. 25 percent of the cows are male, and 50 percent of the males are black. He sells 4 cows. How many black male cows does Terez have?",
        None,
    ),
    (
        "Terez has 40 cows on his farm. 25 percent of the cows are male, and 50 percent of the females are black. How many black female cows does Terez have?",
        15,
    ),
    (
        "Terez has 40 cows on his farm. 25 percent of the cows are female. 50 percent of the females are pregnant. How many pregnant female cows does Terez have?",
        5,
    ),
    (
        "Terez has 40 cows on his farm. 25 percent of the cows are female. 50 percent of the females are pregnant. How many pregnant female cows are there?",
        5,
    ),
    (
        "Stephen has 110 ants in his ant farm. Half of the ants are worker ants, 20 percent of the worker ants are male. How many worker ants are there?",
        55,
    ),
    (
        "Stephen has 110 ants in his ant farm. Half of the ants are worker ants, 20 percent of the worker ants are male. How many female worker ants are there in 2 such farms?",
        88,
    ),
    (
        "Stephen has 110 ants in his ant farm. Half of the ants are worker ants, 20 percent of the worker ants are male. 10 female worker ants die. How many female worker ants are there?",
        34,
    ),
    (
        "Stephen has 110 ants in his ant farm. Half of the ants are worker ants, 20 percent of the worker ants are male. How many male worker ants and female worker ants are there?",
        55,
    ),
    (
        "Stephen has 110 ants in his ant farm. Half of the ants are worker ants, 20 percent of the worker ants are big. How many small worker ants are there?",
        44,
    ),
    (
        "Stephen has 110 ants in his ant farm. Half of the ants are worker ants, 20 percent of the worker ants are big. How many small ants are there?",
        None,
    ),
    (
        "Stephen has 110 ants in his ant farm. Half of the ants are red ants, 20 percent of the red ants are big. How many small red ants are there?",
        44,
    ),
    (
        "Stephen has 110 ants in his ant farm. Half of the ants are red ants, 20 percent of the big ants are red. How many small red ants are there?",
        None,
    ),
    # statements7 groups: other questions and later events
    (
        "Ella has 4 bags with 20 apples in each bag and six bags with 25 apples in each bag. How many apples are in the six bags?",
        150,
    ),
    (
        "Ella has 4 bags with 20 apples in each bag and six bags with 25 apples in each bag. How many apples are in all the bags?",
        230,
    ),
    (
        "Ella has 4 bags with 20 apples in each bag and six bags with 25 apples in each bag. She puts all the apples into boxes of 10. How many boxes does she need?",
        23,
    ),
    (
        "Ella has 4 bags with 20 apples in each bag and six bags with 25 apples in each bag. She sells each apple for $2. How much money does she make?",
        460,
    ),
    (
        "Ella has 4 bags with 20 apples in each bag and six bags with 25 apples in each bag. She shares the apples equally among 10 friends. How many apples does each friend get?",
        23,
    ),
    (
        "Ella had 4 bags with 20 apples in each bag and six bags with 25 apples in each bag. She sold 200 apples. How many apples does she have left?",
        30,
    ),
    (
        "Ella had 4 bags with 20 apples in each bag and six bags with 25 apples in each bag. She sold 300 apples. How many apples does she have left?",
        None,
    ),
    (
        "Ella has 4 bags with 20 apples in each bag and six bags with 25 apples in each bag. Each apple weighs 2 ounces. How many ounces do the apples weigh?",
        460,
    ),
    (
        "Ella has 4 bags with 20 apples in each bag and six bags with 25 apples in each bag. Each bag weighs 2 pounds. How many apples does Ella have?",
        None,
    ),
    (
        "Ella has 4 bags with 20 apples in each bag and 6 bags with 25 apples in each bag. Tom has 100 apples. How many more apples does Ella have than Tom?",
        130,
    ),
    (
        "Ella has 4 bags with 20 apples in each bag and 6 bags with 25 apples in each bag, and Tom has 100 apples. How many apples do they have?",
        330,
    ),
    (
        "Ella has 4 bags with 20 apples in each bag and 6 bags with 25 apples in each bag. If she eats 2 apples a day, how many days will the apples last?",
        115,
    ),
    (
        "Ruel has four books of 10 stamps and six books of 15 stamps. He sells half of his stamps. How many stamps does he have left?",
        65,
    ),
    (
        "Ruel has four books of 10 stamps and six books of 15 stamps. He buys 20 more stamps. How many stamps does he have?",
        150,
    ),
    (
        "Ruel has four books of 10 stamps and six books of 15 stamps. How many stamps does he need to have 200 stamps?",
        70,
    ),
    (
        "Ruel has four books of 10 stamps and six books of 15 stamps. Ann has 3 books of 20 stamps and 2 books of 5 stamps. How many stamps do they have altogether?",
        200,
    ),
    (
        "Ruel has four books of 10 stamps and six books of 15 stamps. Ann has 3 books of 20 stamps and 2 books of 5 stamps. How many more stamps does Ruel have than Ann?",
        60,
    ),
    (
        "Ruel has four books of 10 stamps and six books of 15 stamps. Ann has 3 books of 20 stamps and 2 books of 5 stamps. How many stamps does Ann have?",
        70,
    ),
    (
        "Ruel has four books of 10 stamps and six books of 15 stamps. Ann has 3 books. How many stamps does Ann have?",
        None,
    ),
    (
        "Ruel has four books of 10 stamps and six books of 15 stamps. Each book costs $4. How much did the books cost?",
        None,
    ),
    (
        "Diane bakes four trays with 25 gingerbreads in each tray and three trays with 20 gingerbreads in each tray. She eats 10 gingerbreads and sells the rest for $1 each. How much money does she make?",
        150,
    ),
    (
        "Diane bakes four trays with 25 gingerbreads in each tray and three trays with 20 gingerbreads in each tray. She eats 10 gingerbreads. How many gingerbreads does she have left?",
        150,
    ),
    (
        "Diane bakes four trays with 25 gingerbreads in each tray and three trays with 20 gingerbreads in each tray. Her sister bakes 40 gingerbreads. How many gingerbreads do they bake?",
        200,
    ),
    (
        "Diane bakes four trays with 25 gingerbreads in each tray and three trays with 20 gingerbreads in each tray. Her sister bakes twice as many gingerbreads. How many gingerbreads does her sister bake?",
        320,
    ),
    (
        "Diane baked four trays with 25 gingerbreads in each tray and three trays with 20 gingerbreads in each tray yesterday. Today she baked 30 gingerbreads. How many gingerbreads did she bake in total?",
        190,
    ),
    # pct7.this_place: 'this' before a place or a container
    ("Liza reads 20 pages in an hour. At this rate, how many pages does Liza read in 3 hours?", 60),
    ("Liza reads 20 pages every hour. How many pages does Liza read at this rate in 3 hours?", 60),
    ("Tom has 3 boxes. Each box has 10 pens. How many pens are in this box?", None),
    (
        "Tom has 3 boxes. Each box has 10 pens. How many pens are in this box and the other boxes?",
        None,
    ),
    ("There are 10 pens in a box and 5 pens on the desk. How many pens are in this box?", 10),
    ("There are 10 pens in a box and 5 pens in a bag. How many pens are on this desk?", None),
    (
        "There are 10 pens in a red box and 5 pens in a blue box. How many pens are in this box?",
        None,
    ),
    ("A farm has 10 cows. Another farm has 5 cows. How many cows are on this farm?", None),
    (
        "On a farm, there are 10 cows. On another farm, there are 5 cows. How many cows are on this farm?",
        None,
    ),
    (
        "In a house, there are 16 cats. In another house, there are 10 cats. How many cats are in this house?",
        None,
    ),
    ("In a house, there are 16 cats. How many cats are in this house at this time?", None),
    (
        "In a house, there are 16 cats. 4 cats leave the house. How many cats are in this house now?",
        12,
    ),
    (
        "In a house, there are 16 cats. 4 cats come into the house. How many cats are in this house now?",
        20,
    ),
    ("In a house, there are 16 cats and 3 dogs. How many pets are in this house?", None),
    (
        "In a house, there are 16 cats and in a barn there are 5 cats. How many cats are in this barn?",
        5,
    ),
    # arrays.in_units: one container asked of several
    ("Tom has 3 boxes. Each box has 10 pens. How many pens are in the box?", None),
    ("Tom has 3 boxes. Each box has 10 pens. How many pens are in this box?", None),
    ("Tom has 3 boxes. Each box has 10 pens. How many pens are in the boxes?", 30),
    ("Tom has 3 boxes. Each box has 10 pens. How many pens are in each box?", 10),
    ("Tom has 3 boxes. Each box has 10 pens. How many pens does the box have?", None),
    ("Tom has 3 boxes. Each box has 10 pens. How many pens do the boxes have?", 30),
    ("There are 3 shelves. Each shelf has 8 books. How many books are on the shelf?", None),
    ("There are 3 shelves. Each shelf has 8 books. How many books are on the shelves?", 24),
    ("There are 3 shelves. Each shelf has 8 books. How many books are on this shelf?", None),
    ("There were 150 shelves. Each shelf had 15 books. How many books were on the shelves?", 2250),
    ("There is 1 shelf. Each shelf has 8 books. How many books are on the shelf?", 8),
    ("Tom has 3 boxes with 10 pens in each box. How many pens does Tom have?", 30),
    ("Tom has 3 boxes with 10 pens in each box. How many pens are in the box?", None),
    ("Tom has 3 boxes. Each box has 10 pens. How many pens are in the box on the left?", None),
    ("There are 3 sheep. Each sheep has 2 lambs. How many lambs are with the sheep?", None),
    # solver7.same_sentence_has: a split of them beside another holder
    (
        "Lucien has 200 balls. Lucca has 100 balls and Lucien gave him 20 balls, and 10 percent of them are basketballs. How many basketballs does Lucca have?",
        None,
    ),
    (
        "Lucien has 200 balls. Lucca has 100 balls, and 10 percent of them are basketballs. How many basketballs does Lucca have?",
        10,
    ),
    (
        "Lucien has 200 balls. Lucca has 100 balls and 10 percent of them are basketballs. How many basketballs does Lucien have?",
        None,
    ),
    (
        "Lucien has 200 balls. Lucca has 100 balls and 10 percent of them are basketballs. How many basketballs do they have?",
        None,
    ),
    (
        "Lucien has 200 balls. Lucca has 100 balls and 50 bats, and 10 percent of them are red. How many red balls does Lucca have?",
        None,
    ),
    (
        "Lucien has 200 balls. Lucca has 100 balls and Lucien has 10 percent of them. How many balls does Lucien have?",
        None,
    ),
    (
        "Lucien has 200 balls. Lucca buys 100 balls and 10 percent of them are basketballs. How many basketballs does Lucca have?",
        10,
    ),
    (
        "Lucien has 200 balls. Lucca has 100 balls and he gives 10 percent of them to Ann. How many balls does Lucca have?",
        90,
    ),
    (
        "Lucien has 200 balls. In his garage Lucca has 100 balls and 10 percent of them are basketballs. How many basketballs does Lucca have?",
        10,
    ),
    (
        "Lucien has 200 balls and Lucca has 100 balls and 10 percent of them are basketballs. How many basketballs does Lucca have?",
        None,
    ),
    (
        "Lucien has 200 balls. Lucca has 100 balls and 10 percent of them are basketballs. Lucien has 30 basketballs. How many basketballs do Lucca and Lucien have?",
        40,
    ),
    (
        "Mara has 40 crayons. Luna has 50 crayons and 20 percent of them are pink. Mara has 4 pink crayons. In total how many pink crayons do Mara and Luna have?",
        14,
    ),
    (
        "Mara has 40 crayons. Luna has 50 crayons and 20 percent of them are pink. In total how many pink crayons do Mara and Luna have?",
        None,
    ),
    (
        "Mara has 40 crayons. Luna has 50 crayons and 20 percent of them are pink. How many crayons are not pink?",
        None,
    ),
    (
        "Mara has 40 crayons. Luna has 50 crayons and 20 percent of them are pink. How many of Luna's crayons are not pink?",
        40,
    ),
    # shortened kind: comparisons of a qualified kind and its head
    (
        "Ann has 5 more chocolate cookies than Ben. Ben has 10 cookies. How many cookies does Ann have?",
        None,
    ),
    (
        "Ann has 5 more chocolate cookies than Ben. Ben has 10 chocolate cookies. How many cookies does Ann have?",
        15,
    ),
    (
        "Ann has twice as many chocolate cookies as Ben. Ben has 10 cookies. How many cookies do they have together?",
        None,
    ),
    (
        "Ann has twice as many chocolate cookies as Ben. If Ann has 20 cookies, how many cookies does Ben have?",
        10,
    ),
    (
        "Ann has twice as many chocolate cookies as Ben. If Ann has 20 cookies, how many cookies do they have together?",
        30,
    ),
    (
        "Ann has twice as many chocolate cookies as Ben. Ben eats 2 cookies. If Ann has 20 cookies, how many cookies does Ben have?",
        8,
    ),
    (
        "Ann has twice as many chocolate cookies as Ben. If Ann has 20 cookies and gives 5 to Ben, how many cookies does Ben have?",
        15,
    ),
    (
        "Ann has twice as many chocolate cookies as Ben. If Ann has 20 cookies and 4 sugar cookies, how many cookies does Ben have?",
        None,
    ),
    (
        "Ann has twice as many chocolate cookies as Ben. Cal has 3 more sugar cookies than Ben. If Ann has 20 cookies, how many cookies does Cal have?",
        None,
    ),
    (
        "Ann has twice as many chocolate cookies as Ben. Cal has 3 more cookies than Ben. If Ann has 20 cookies, how many cookies does Cal have?",
        13,
    ),
    (
        "Ann has twice as many chocolate cookies as Ben. Cal has 3 more cookies than Ben. If Ann has 20 cookies, how many chocolate cookies does Cal have?",
        None,
    ),
    (
        "Ann has twice as many chocolate cookies as Ben. Cal has 3 more cookies than Ben. If Ann has 20 cookies, how many cookies do the three have in all?",
        43,
    ),
    (
        "Ann has twice as many chocolate cookies as Ben. Cal has 3 more cookies than Ben. If Ann has 20 cookies, how many cookies do Ben and Cal have?",
        23,
    ),
    (
        "Ann has twice as many chocolate cookies as Ben. Cal has 3 more cookies than Ben. If Ann has 21 cookies, how many cookies does Cal have?",
        None,
    ),
    (
        "Ann has twice as many chocolate cookies as Ben. Cal has 3 more cookies than Ben. If Ann has 20 cookies, how many cookies does Dan have?",
        None,
    ),
    (
        "Ann has twice as many chocolate cookies as Ben. Cal has 3 more cookies than Ben. Ben buys 4 cookies. If Ann has 20 cookies, how many cookies does Cal have?",
        None,
    ),
    (
        "Ann has twice as many chocolate cookies as Ben. Cal has 3 more cookies than Ben. If Ann has 20 cookies, each cookie costs $2. How much are Cal's cookies worth?",
        None,
    ),
    (
        "Ann has 3 packs of chocolate cookies. Each pack has 10 cookies. Ben has 5 more cookies than Ann. How many cookies does Ben have?",
        35,
    ),
    (
        "Ann has twice as many chocolate cookies as Ben and Cal has 3 more cookies than Ben. If Ann has 20 cookies, how many cookies does Cal have?",
        13,
    ),
    # statements7_parts: people as members, places and persons
    (
        "There are 28 students in Mrs. Lee's class. Half of them have 5 notebooks each and the other half have 3 notebooks each. How many notebooks does Mrs. Lee have?",
        None,
    ),
    (
        "There are 28 students in a classroom. Half of them have 5 notebooks each and the other half have 3 notebooks each. How many notebooks does the teacher have?",
        None,
    ),
    (
        "Mrs. Lee has 28 students. Half of them have 5 notebooks each and the other half have 3 notebooks each. How many notebooks does Mrs. Lee have?",
        None,
    ),
    (
        "Mrs. Lee has 28 students. Half of them have 5 notebooks each and the other half have 3 notebooks each. How many notebooks do her students have?",
        112,
    ),
    (
        "The coach has 20 players. Half of them have 2 balls each and the rest have 1 ball each. How many balls does the coach have?",
        None,
    ),
    (
        "The team has 20 players. Half of them have 2 balls each and the rest have 1 ball each. How many balls does the team have?",
        30,
    ),
    (
        "Tom has 20 hens. Half of them have 5 chicks each and the rest have 3 chicks each. How many chicks does Tom have?",
        80,
    ),
    (
        "Tom has 20 cousins. Half of them have 2 dogs each and the rest have 1 dog each. How many dogs does Tom have?",
        None,
    ),
    (
        "Tom has 20 cousins. Half of them have 2 dogs each and the rest have 1 dog each. How many dogs do his cousins have?",
        30,
    ),
    (
        "There are 20 kids at the park. Half of them have 2 balloons each and the rest have 1 balloon each. How many balloons are at the park?",
        30,
    ),
    (
        "There are 20 kids at the park. Half of them have 2 balloons each and the rest have 1 balloon each. How many balloons do the kids have?",
        30,
    ),
    # pct7 when bought, paid per, pay only (more)
    ("When Sheryll bought 10 books, she paid $45. How much did each book cost?", F("9/2")),
    ("When Sheryll bought 10 books, she paid $45. How much did 4 books cost?", 18),
    ("When Sheryll bought 10 books, Tom paid $45. How much did each book cost?", None),
    ("When Sheryll bought 10 books, she was given 2 free books. How many books does she have?", 12),
    ("When Sheryll bought 10 books, she gave 3 to Tom. How many books does she have?", 7),
    ("When Sheryll buys 10 books, she gives 3 to Tom. How many books does she have?", None),
    (
        "James buys 2 dozen shirts for $60. There is a 40% off sale. How much did he pay per shirt after the discount?",
        F("3/2"),
    ),
    (
        "James buys 3 packs of shirts for $60. There is a 40% off sale. How much did he pay per shirt after the discount?",
        None,
    ),
    (
        "James buys 3 shirts for $60. There is a 40% off sale. How much did he pay per pack after the discount?",
        None,
    ),
    (
        "James buys 3 shirts for $60. There is a 40% off sale on hats. How much did he pay per shirt after the discount?",
        None,
    ),
    (
        "James buys 3 shirts for $60. There was a 40% off sale last week. How much did he pay per shirt?",
        None,
    ),
    ("James buys 3 shirts for $60 after a 40% off sale. How much did he pay per shirt?", 20),
    (
        "James buys 3 shirts for $60. There is a 40% off sale. How much will he pay for 6 shirts after the discount?",
        72,
    ),
    ("James buys 3 shirts for $60. There is a 40% tax. How much did he pay per shirt?", None),
    (
        "Jan buys 5 dozen roses. Each rose cost $6. Since he bought so many he only needs to pay 80%. Jan's friend pays half of what Jan pays. How much does Jan's friend pay?",
        144,
    ),
    (
        "Jan buys 5 dozen roses. Each rose costs $6 but he only needs to pay 80%. How much did he pay?",
        288,
    ),
    ("Jan buys 5 dozen roses at $6 each. He only needs to pay 80%. How much did he pay?", 288),
    (
        "Jan buys 5 dozen roses. Each rose cost $6. He also buys 2 vases for $10 each. Since he bought so many he only needs to pay 80%. How much did he pay?",
        304,
    ),
    # gsm_pct_adjust: an adjustment told at another time than the purchase
    (
        "James buys 3 shirts for $60. There was a 40% off sale last week. How much did he pay per shirt?",
        None,
    ),
    ("James buys 3 shirts for $60. There was a 40% off sale last week. How much did he pay?", None),
    (
        "James buys 3 shirts for $60. There will be a 40% off sale next week. How much did he pay?",
        None,
    ),
    (
        "James bought 3 shirts for $60 yesterday. There is a 40% off sale today. How much did he pay?",
        None,
    ),
    ("James buys 3 shirts for $60. There is a 40% off sale. How much did he pay?", 36),
    (
        "James bought 3 shirts for $60 last week. There was a 40% off sale last week. How much did he pay?",
        36,
    ),
    ("Tim buys a cabinet for $1200 and gets a 15% discount. How much did he pay?", 1020),
    ("Tim buys a cabinet for $1200. He got a 15% discount a week ago. How much did he pay?", None),
    # statements7 groups after other verbs and prices
    (
        "Tom had 500 apples. He sold 4 bags with 20 apples in each bag and six bags with 25 apples in each bag. How many apples does he have left?",
        270,
    ),
    (
        "Tom had 500 apples. He gave away 4 bags with 20 apples in each bag and six bags with 25 apples in each bag. How many apples does he have left?",
        270,
    ),
    (
        "Tom sold 4 bags with 20 apples in each bag and six bags with 25 apples in each bag. How many apples did he sell?",
        230,
    ),
    (
        "Tom picked 4 bags with 20 apples in each bag and six bags with 25 apples in each bag. How many apples did he pick?",
        230,
    ),
    (
        "Tom picked 4 bags with 20 apples in each bag and Ann picked six bags with 25 apples in each bag. How many apples did Tom pick?",
        80,
    ),
    (
        "Tom picked 4 bags with 20 apples in each bag and Ann picked six bags with 25 apples in each bag. How many apples did they pick?",
        230,
    ),
    (
        "Tom picked 4 bags with 20 apples in each bag and ate six bags with 25 apples in each bag. How many apples did he pick?",
        80,
    ),
    (
        "Tom picked 4 bags with 20 apples in each bag and six bags with 25 apples in each bag. He ate 30 apples. How many apples does he have?",
        200,
    ),
    (
        "Tom bought 4 bags of 20 apples and six bags of 25 apples for $3 a bag. How much did he spend?",
        30,
    ),
    (
        "Tom bought 4 bags of 20 apples and six bags of 25 apples. Each apple costs $1. How much did he spend?",
        230,
    ),
    (
        "Tom bought 4 bags of 20 apples and six bags of 25 apples. Each bag costs $3. How much did he spend?",
        30,
    ),
    (
        "Tom bought 4 bags of 20 apples and six bags of 25 apples. Each bag costs $3. How many apples did he buy?",
        None,
    ),
    (
        "Tom bought 4 bags of 20 apples and six bags of 25 oranges. How many fruits did he buy?",
        None,
    ),
    (
        "Tom has 4 boxes of 20 red pens and 6 boxes of 25 red pens. How many red pens does he have?",
        230,
    ),
    ("Tom has 4 boxes of 20 red pens and 6 boxes of 25 pens. How many pens does he have?", None),
    # large and decimal numbers in pct7 and statements7 answers
    (
        "There are 1200 cards in a box. If 2/5 of the cards are red, exactly 5/9 of the remainder are black, and the rest are green, how many green cards are in the box?",
        320,
    ),
    (
        "There are 12000 cards in a box. If 25% of the cards are red, exactly 1/3 of the remainder are black, and the rest are green, how many green cards are in the box?",
        6000,
    ),
    (
        "There are 120 cards in a box. If 2/5 of the cards are red, exactly 0.5 of the remainder are black, and the rest are green, how many green cards are in the box?",
        36,
    ),
    (
        "There are 120 cards in a box. If 40% of the cards are red, exactly 50% of the remainder are black, and the rest are green, how many green cards are in the box?",
        36,
    ),
    (
        "There are 120 cards in a box. If 2/5 of the cards are red, 5/9 of the remainder are black, and 1/2 of the rest are green, how many green cards are in the box?",
        16,
    ),
    (
        "There are 120 cards in a box. If 2/5 of the cards are red, 5/9 of the remainder are black, 1/2 of the rest are green and the others are white, how many white cards are in the box?",
        16,
    ),
    (
        "Susie has 5720 beans in the jar. One-fourth of them are red and one-third of the remaining beans are white. Then half of the remaining are green beans. How many green beans are there?",
        1430,
    ),
    (
        "Susie has 572 beans in the jar. 25% of them are red and one-third of the remaining beans are white. Then half of the remaining are green beans. How many green beans are there?",
        143,
    ),
    (
        "Susie has 572 beans in the jar. One-fourth of them are red and one-third of the remaining beans are white. Then half of the remaining are green beans and the rest are yellow. How many yellow beans are there?",
        143,
    ),
    (
        "In a house, there are 160 cats. Twenty of them are white, and 25% of them are black. The rest of the cats are grey. How many grey cats are in this house?",
        100,
    ),
    (
        "In a house, there are 16 cats. Two of them are white, and 12.5% of them are black. The rest of the cats are grey. How many grey cats are in this house?",
        12,
    ),
    (
        "There are 5000 guests at a party. Half of the guests are women, 1500 are men, and the rest are children. How many children are there?",
        1000,
    ),
    (
        "In a bookstore, a book costs $5.25. When Sheryll bought 10 books, she was given a discount of $0.25 each. How much did Sheryll pay in all?",
        50,
    ),
    (
        "In a bookstore, a book costs $5. When Sheryll bought 1000 books, she was given a discount of $0.5 each. How much did Sheryll pay in all?",
        4500,
    ),
    (
        "Jorge bought 24 tickets for $7.50 each. For purchasing so many, he is given a discount of 50%. How much did he spend on tickets?",
        90,
    ),
    (
        "Jan buys 5 dozen roses. Each rose cost $6.50. Since he bought so many he only needs to pay 80%. How much did he pay?",
        312,
    ),
    (
        "James buys 3 shirts for $65. There is a 40% off sale. How much did he pay per shirt after the discount?",
        13,
    ),
    (
        "James buys 7 shirts for $60. There is a 40% off sale. How much did he pay per shirt after the discount?",
        F("36/7"),
    ),
    # adjustments and purchases at other times
    (
        "James bought 3 shirts for $60 last week. There is a 40% off sale. How much did he pay?",
        None,
    ),
    (
        "James bought 3 shirts for $60 last week. There is a 40% off sale now. How much did he pay?",
        None,
    ),
    (
        "Last week James bought 3 shirts for $60. There is a 40% off sale. How much did he pay?",
        None,
    ),
    (
        "James bought 3 shirts for $60 last week. There was a 40% off sale. How much did he pay?",
        None,
    ),
    (
        "James buys 3 shirts for $60. A week ago there was a 40% off sale. How much did he pay?",
        None,
    ),
    (
        "James buys 3 shirts for $60. Next month there will be a 40% off sale. How much did he pay per shirt?",
        None,
    ),
    # statements7_kept: money kept
    ("Randy had $3000. He gave Sally $1,200 and kept the rest. How much money did he keep?", 1800),
    (
        "Randy had $3000. He gave Sally $1,200 and kept the rest. How much money did Sally get?",
        1200,
    ),
    (
        "Randy had $3000. He gave Sally $1,200 and kept the rest. He then gave half of what he kept to Tom. How much money does Randy have now?",
        900,
    ),
    (
        "Randy had $3000. He gave Sally $1,200 and kept the rest. He then gave half of what he kept to Tom. How much money did Randy keep?",
        None,
    ),
    (
        "Randy had $3000. He spent $1,200 on a TV and kept the rest in the bank. How much money is in the bank?",
        None,
    ),
    (
        "Randy had $3000 and Tom had $500. Randy gave Sally $1,200 and kept the rest. How much money did Randy keep?",
        1800,
    ),
    (
        "Randy had $3000 and Tom had $500. Tom gave Sally $100 and kept the rest. How much money did Randy keep?",
        None,
    ),
    (
        "Randy had 3000 cents. He gave Sally 1,200 cents and kept the rest. How many cents did he keep?",
        1800,
    ),
    (
        "Randy had $3000. He gave Sally 40% of his money and kept the rest. How much money did he keep?",
        1800,
    ),
    (
        "Randy had $3000. He gave Sally 40% of his money and kept the remaining money. How much money did he keep?",
        1800,
    ),
    (
        "Randy had $3000. He gave Sally 40% of his money and kept the remaining dollars. How much money did he keep?",
        1800,
    ),
    (
        "Randy had $3000. He lost 40% of his money and kept the remaining money. How much money did he keep?",
        1800,
    ),
    (
        "Randy had $3000. He gave Sally 40% of Tom's money and kept the remaining money. How much money did he keep?",
        None,
    ),
]


@pytest.mark.parametrize(("text", "expected"), CASES)
def test_variation_correct_or_refused(text: str, expected: int | Fraction | None) -> None:
    _check(text, expected)


def test_people_parts_not_the_whole_holders() -> None:
    """The story organ alone: a person's friends' things are not the person's."""
    text = "Mark has 20 friends. Half of them have 5 notebooks each and the other half have 3 notebooks each. How many notebooks does Mark have?"
    assert answer(text) is None
    place = "There are 20 students in a classroom. Half of them have 5 notebooks each and the other half have 3 notebooks each. How many notebooks in total are in the classroom?"
    assert answer(place) == 80
    boxes = "Tom has 20 boxes. Half of them contain 5 pens each and the rest contain 3 pens each. How many pens does Tom have?"
    assert answer(boxes) == 80


def test_base_found_in_parts_after_its_comparison() -> None:
    """The story organ alone: a base holder's narrower amount found after the base was used."""
    text = "Marcus has twice as many red apples as Mona. Nicholas has 6 more apples than Mona. Mona also has 4 green apples. If Marcus has 20 red apples, how many apples does Nicholas have?"
    assert answer(text) is None
    told = "Mona has 9 cheese crackers and 4 plain crackers. Nicholas has 6 more crackers than Mona. How many crackers does Nicholas have?"
    assert answer(told) == 19
    base_first = "Tom has twice as many red marbles as Ann. Sam has 4 more marbles than Ann. If Tom has 20 red marbles, how many marbles does Sam have?"
    assert answer(base_first) == 14


def test_one_container_asked_of_several() -> None:
    """arrays.in_units: 'the box' (or 'this box') asked after 3 boxes is one box, not the 3."""
    told = "Tom has 3 boxes. Each box has 10 pens. "
    assert answer(told + "How many pens are in the box?") is None
    assert answer(told + "How many pens are in this box?") is None
    assert answer(told + "How many pens are in the boxes?") == 30
    assert answer("There is 1 shelf. Each shelf has 8 books. How many books are on the shelf?") == 8


FRONTED_TIME = [
    "James buys 3 shirts for $60. Last week there was a 40% off sale. How much did he pay?",
    "Tim buys a cabinet for $1200. Tomorrow he will get a 15% discount. How much did he pay?",
]


@pytest.mark.parametrize("text", FRONTED_TIME)
def test_adjustment_after_a_fronted_other_time(text: str) -> None:
    """gsm_pct_adjust.fronted_time: a time before the adjustment's clause, not the purchase's."""
    assert answer(text) is None
    _check(text, None)


def test_adjustment_after_an_idle_lead() -> None:
    text = "Jorge bought 24 tickets for $7 each. For purchasing so many, he is given a discount of 50%. How much did he spend on tickets?"
    assert answer(text) == 84
