# ruff: noqa: E501
"""Question sentences, round 7 (``organs/story/question_forms7.py``, ``question_forms7b.py``): gold rows in our own
words, a refusal for each guard (the rewrite left unchanged), adversarial variations with
hand-computed answers through the whole pipeline, hypothesis generalization over names,
numbers and nouns.

GSM8K-train shapes read: 2657, 6433 (``left_in_place``), 6233 (``of_the_whole``), 3622
(``than_fronted``), 215, 3777 (``doubled_more``), 1760, 7150 (``total_paraphrase``), 3217, 5771
(``spend_forms``), 6459 (``pair_ages``), 2981 (``than_repeated``), 6444 (``not_verbed``), 7306
(``change_from_bill``), 4545 (``age_total``), 2963, 4148 (``a_time_ago``), 5337, 6950
(``notation_hint``), 5529 (``much_of_count``)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from story_outcome import answer, pipeline_answer

from mathcore.organs.story.clauses import split_sentences
from mathcore.organs.story.lexemes import Lexeme, categorize, lexicon
from mathcore.organs.story.question_forms7 import (
    doubled_more,
    forms7,
    left_in_place,
    of_the_whole,
    pair_ages,
    spend_forms,
    than_fronted,
    total_paraphrase,
)
from mathcore.organs.story.question_forms7b import (
    a_time_ago,
    age_total,
    change_from_bill,
    much_of_count,
    not_verbed,
    notation_hint,
    than_repeated,
)

GOLD = [
    # much_of_count
    ("Ann has 3 more apples than Bob. If Bob has 5 apples, how much does Ann have?", 8),
    ("Ann has 3 more apples than Bob. If Bob has 1 apple, how much does Ann have?", 4),
    # notation_hint
    (
        "Ann has 5 more pens than Bob. Together they have 25 pens. How many pens does Ann have? Use B to represent how many pens Bob has.",
        15,
    ),
    (
        "Ann earned 3 times as much money as Bob. Together they earned $40. How many dollars did Ann earn? Use L to represent Bob's earnings.",
        30,
    ),
    # a_time_ago
    ("Tom is 10 years old. How old was Tom a year ago?", 9),
    ("If Ann turned 5 a year ago, how old is Ann now?", 6),
    ("Ann is 4 years older than Bob. If Bob turned 5 a year ago, how old is Ann now?", 10),
    (
        "Three years from now, Tom will be twice as old as Ann. How old was Tom a year ago if Ann is now 10 years old?",
        22,
    ),
    # than_repeated
    (
        "Tom walks 3 miles each day while Ann walks 2 miles each day. How many more miles, in all, does Tom walk than Ann walk in 5 days?",
        5,
    ),
    (
        "Tom read 30 pages. Ann read 20 pages. How many more pages, in all, did Tom read than Ann read?",
        10,
    ),
    # not_verbed
    (
        "Ali had 800 books. He sold 60 on Monday and 40 on Tuesday. How many books were not sold?",
        700,
    ),
    ("Ali had 800 books. He sold 60 pens. How many books were not sold?", 800),
    # change_from_bill
    ("Ann bought 2 pens for $3 each. How much change will she get from a $10 bill?", 4),
    ("Ann bought 2 pens for $3 each. How much change did she get back from a $10 bill?", 4),
    ("Ann bought 2 pens for $3 each. How much change would Ann receive from a $10 bill?", 4),
    # age_total
    (
        "Ann is 5 years older than Bob. Bob is 10 years old now. What's the total of their ages 10 years from now?",
        45,
    ),
    (
        "Ann is 5 years older than Bob. Bob is 10 years old now. What is the total of their ages?",
        25,
    ),
    (
        "Ann is 5 years older than Bob. What is the total of their ages 10 years from now if Bob is 10 years old now?",
        45,
    ),
    # left_in_place
    ("There are 48 crayons in the box. Kiley takes 12 of them. How many crayons are left?", 36),
    (
        "There are 40 markers in the box. Tom takes 1/4 of them away. Ann takes away half of the remaining markers, how many markers are left?",
        15,
    ),
    ("A box holds 3 dozen muffins. If the family ate 10 muffins, how many muffins are left?", 26),
    # of_the_whole
    (
        "There were 60 children at the camp. Two-thirds of them were girls. How many of the children were boys?",
        20,
    ),
    (
        "There are 50 children at the party. Three-fifths of them are boys. How many of the children are girls?",
        20,
    ),
    # than_fronted
    (
        "Tom bought 18 apples and Ann bought half as many apples. How many more apples than Ann does Tom have?",
        9,
    ),
    (
        "Tom has 18 apples and Ann has 5 apples. If Tom gave 3 apples to Bob, how many more apples than Ann does Tom have now?",
        10,
    ),
    # doubled_more
    (
        "Tom has 18 apples and Ann has 5 apples. How many more apples does Tom have more than Ann?",
        13,
    ),
    (
        "A club has 100 members. 30% are adults. The rest are children. How many children more children are there than adults?",
        40,
    ),
    # total_paraphrase
    (
        "Tom owns 3 cars. Ann owns 4 cars. Bob owns 5 cars. How many total cars do they all own put together?",
        12,
    ),
    ("Tom owns 3 cars. Ann owns 4 cars. How many cars do they own put together?", 7),
    (
        "Tom lost 3 pounds. Ann lost 4 pounds. How many pounds did the two friends combine to lose?",
        7,
    ),
    # spend_forms
    (
        "James buys 4 hats and 3 shirts. The hats cost $5 each and the shirts cost $10 each. How much did everything cost?",
        50,
    ),
    ("Mia buys 2 books at $7 each and a pen for $3. How much did everything cost?", 17),
    ("Ann buys 4 pens. If one pen costs $2, how much money did she spend in total on pens?", 8),
    # pair_ages
    (
        "Ann is 3 years older than Bob but 2 years younger than Carl. If Ann is 10 years old, what is the sum of Bob's and Carl's ages?",
        19,
    ),
    (
        "Ann is 3 years older than Bob. If Ann is 10 years old, what is the sum of Ann's and Bob's ages?",
        17,
    ),
]

REFUSED = [
    "Ann has 3 more apples than Bob. Bob has 5 apples and 2 pears. How much does Ann have?",
    "Ann has 3 more pounds of flour than Bob. If Bob has 5 pounds of flour, how much does Ann have?",
    "Ann has 5 more pens than Bob. Together they have 25 pens. Use B to represent how many pens Bob has. How many pens does Ann have?",
    "Ann has 5 more pens than Bob. Together they have 25 pens. How many pens does Ann have? Use B to represent how many pens Bob has. Bob gets 3 more pens.",
    "Ann has 5 more pens than Bob. Together they have 25 pens. How many pens does Ann have? Use B to represent the 3 pens Bob has.",
    "Tom is 10 years old. How old was Tom a week ago?",
    "Tom is 10 years old. How old was Tom a day ago?",
    "Tom has 10 apples now. He bought 3 apples yesterday. How many apples did Tom have a week ago?",
    "Tom is 10 years old. How old was Tom a few years ago?",
    "Tom is 10 years old. How old was Tom a year and a half ago?",
    "Tom is 10 years old. How old will Tom be a year from now?",
    "Tom walks 3 miles each day while Ann walks 2 miles each day. How many more miles does Tom walk than Ann run in 5 days?",
    "Tom read 30 pages. Ann read 20 pages. How many more pages did Tom read than Bob read?",
    "Tom read 30 pages. Ann read 40 pages. How many more pages did Tom read than Ann read?",
    "Ali had 800 books. He sold 60 books. Ann bought 40 books. How many books were not sold?",
    "Ann bought 2 pens for $3 each. How much change will Bob get from a $10 bill?",
    "Ann bought 2 pens for $3 each. How much change will she get from a $5 bill?",
    "Ann bought 2 pens for $3 each. How much change will she get from a $10 bill and a $5 bill?",
    # left_in_place: left where?
    "There are 48 crayons in the box. Kiley gives 5 crayons to Joe. How many crayons are left?",
    "There are 48 crayons in the box. Kiley takes 5 crayons from the shelf. How many crayons are left?",
    "There are 48 crayons in the box. Kiley has 10 crayons. How many crayons are left?",
    "There are 48 crayons in the box and 10 crayons in the bag. Kiley takes 5 crayons. How many crayons are left?",
    "There are 48 crayons in the box. Kiley buys 5 crayons. How many crayons are left?",
    "There are 48 crayons in the box. There are 5 pens in the cup. Kiley takes 5 crayons. How many crayons are left?",
    "There are 48 crayons in the box. Kiley takes 1/4 of them away. Joe takes away half of the remaining crayons. How many pens are left?",
    # of_the_whole
    "There are 50 children at the party. Three-fifths of them are boys. How many of the children are dogs?",
    "There are 50 children at the party. 20 are boys. How many of the adults are girls?",
    "There are 50 children and 10 adults at the party. 20 of the children are boys. How many of the people are girls?",
    # than_fronted
    "Tom has 18 apples and Ann has 5 apples. How many more apples than Bob does Tom have?",
    "Tom has 18 apples and Ann has 25 apples. How many more apples than Ann does Tom have?",
    # doubled_more
    "Tom has 18 apples and Ann has 5 apples. How many more apples does Tom have more than Bob?",
    # spend_forms
    "James buys 4 hats. His mom buys 3 shirts. The hats cost $5 each and the shirts cost $10 each. How much did everything cost?",
    "James has 2 coats. He buys 4 hats at $5 each. How much did everything cost?",
    "James buys 4 hats at $5 each. Ann buys 3 shirts at $10 each. How much did everything cost?",
    "Ann buys 4 pens and a notebook. If one pen costs $2 and the notebook costs $3, how much money did she spend on pens?",
    "Ann buys a notebook for $3 and 4 pens at $1 each. How much did she spend on pens?",
    "Ann buys 4 pens. If one pen costs $2, how much money did she spend in total on pencils?",
    # pair_ages
    "Ann is 3 years older than Bob but 2 years younger than Carl. If Ann is 10 years old, what is the sum of Bob's and Dan's ages?",
]

#: Hand variations: refused, or answered exactly this (None: must refuse).
VARIATIONS = [
    (
        "Angela has half as many insects as Jacob does, and Jacob has 5 times as many insects as Dean. If Dean has 30 insects, how much does Angela have?",
        75,
    ),
    (
        "Angela has half as many insects as Jacob does, and Jacob has 5 times as many spiders as Dean. If Dean has 30 insects, how much does Angela have?",
        None,
    ),
    (
        "Angela has half as many insects as Jacob does, and Jacob has 5 times as many insects as Dean. If Dean has 30 insects, how much does Angela have left?",
        None,
    ),
    (
        "Angela has half as many insects as Jacob does, and Jacob has 5 times as many insects as Dean. If Dean has 30 insects, how much does Angela weigh?",
        None,
    ),
    (
        "Angela has half as many insects as Jacob does, and Jacob has 5 times as many insects as Dean. If Dean has 30 insects, how much does Angela have in dollars?",
        None,
    ),
    (
        "A church has 120 members. 40% are adults. The rest are children. How many children more children are there than adults?",
        24,
    ),
    (
        "A church has 120 members. 40% are adults. The rest are children. How many adults more adults are there than children?",
        None,
    ),
    (
        "A church has 120 members. 40% are adults. The rest are children. How many children more adults are there than adults?",
        None,
    ),
    (
        "Janet has 60 less than four times as many siblings as Masud. Carlos has 3/4 times as many siblings as Masud. If Masud has 60 siblings, how many more siblings does Janet have more than Carlos?",
        135,
    ),
    (
        "Janet has 60 less than four times as many siblings as Masud. Carlos has 3/4 times as many siblings as Masud. If Masud has 60 siblings, how many more siblings does Carlos have more than Janet?",
        None,
    ),
    (
        "Mandy is ten years older than Jackson. Adele is 3/4 as old as Jackson. What's the total of their ages 5 years from now If Jackson is 20 years old now?",
        80,
    ),
    (
        "Mandy is ten years older than Jackson. Adele is 3/4 as old as Jackson. What's the total of their ages 10 years ago If Jackson is 20 years old now?",
        None,
    ),
    (
        "Mandy is ten years older than Jackson. Adele is 3/4 as old as Jackson. What's the total of their ages If Jackson is 20 years old now?",
        65,
    ),
    (
        "Mandy is ten years older than Jackson. What's the total of their ages 10 years from now If Jackson is 20 years old now?",
        70,
    ),
    (
        "Arwen picked 20 tulips. Elrond picked 30 tulips. How many tulips did the two friends combine to pick?",
        50,
    ),
    (
        "Roxanne bought 2 cups of lemonade for $2 each and 2 sandwiches for $2.50 each. How much change would she receive back from a $20 bill?",
        11,
    ),
    (
        "Roxanne bought 2 cups of lemonade for $2 each. Bob bought 2 sandwiches for $2.50 each. How much change must she get from a $20 bill?",
        16,
    ),
    (
        "There are 50 children at the party. 30 of them are boys. There are also 4 girls in the pool. How many of the children are girls?",
        None,
    ),
    (
        "There are 50 children at the party. There are 10 children in the pool. Three-fifths of them are boys. How many of the children are girls?",
        None,
    ),
    (
        "A box holds 3 dozen doughnuts. If the family ate 8 doughnuts, how many doughnuts are left?",
        28,
    ),
    (
        "A box holds 2 dozen doughnuts. If the family ate 8 doughnuts and the dog ate 2 doughnuts, how many doughnuts are left?",
        14,
    ),
    (
        "A box holds 2 dozen doughnuts. If the family ate 8 muffins, how many doughnuts are left?",
        24,
    ),
    (
        "A box holds 2 dozen doughnuts. There are 2 boxes. If the family ate 8 doughnuts, how many doughnuts are left?",
        40,
    ),
    (
        "A box can hold 2 dozen doughnuts. If the family ate 8 doughnuts, how many doughnuts are left?",
        None,
    ),
    (
        "A box holds 2 dozen doughnuts. If the family ate 8 doughnuts, how many doughnuts were left?",
        16,
    ),
    (
        "There are 48 crayons in the box. Kiley takes 1/4 of them away. Joe adds 10 crayons. How many crayons are left?",
        None,
    ),
    (
        "There are 48 crayons in the big box. Kiley takes 1/4 of them away. How many crayons are left?",
        36,
    ),
    (
        "There are 48 crayons and 12 pencils in the box. Kiley takes 1/4 of the crayons away. How many crayons are left?",
        36,
    ),
    (
        "There are 48 crayons in the box. Kiley takes 1/4 of them away. Joe takes away half of the remaining pencils, how many crayons are left?",
        None,
    ),
    (
        "James buys 10 shirts and half as many pants. The shirts cost $6 each and the pants cost $8 each. He also has a coupon for $5. How much did everything cost?",
        None,
    ),
    (
        "James buys 10 shirts and half as many pants. The shirts cost $6 each and the pants cost $8 each. He pays with a $200 bill. How much did everything cost?",
        100,
    ),
    (
        "James buys 10 shirts at $6 each. His sister buys 5 pants at $8 each. How much did everything cost?",
        None,
    ),
    (
        "Dorothy buys half as many pens as Julia. Julia buys three times as many pens as Robert. Robert buys 4 pens and 2 erasers. If one pen costs $1.50, how much money did the three friends spend in total on pens?",
        None,
    ),
    (
        "Roxanne bought 2 cups of lemonade for $2 each and 2 sandwiches for $2.50 each. Her friend paid for the sandwiches. How much change must she get from a $20 bill?",
        None,
    ),
    (
        "Roxanne bought 2 cups of lemonade for $2 each and 2 sandwiches for $2.50 each. How much change must she get from a $50 bill?",
        41,
    ),
    (
        "Roxanne bought 2 cups of lemonade for $2 each and 2 sandwiches for $2.50 each. How much change must Ann get from a $20 bill?",
        None,
    ),
    (
        "Ali had a stock of 800 books in his room. He sold 60 on Monday and his sister sold 10 on Tuesday. How many books were not sold?",
        None,
    ),
    (
        "Ali had a stock of 800 books in his room. He sold 60 on Monday. He received 50 more books on Tuesday. How many books were not sold?",
        None,
    ),
    (
        "Ali had a stock of 800 books in his room. He sold 60 on Monday, 10 on Tuesday and 20 on Wednesday. How many books were not sold?",
        710,
    ),
    (
        "Ali had a stock of 800 books and 100 pens in his room. He sold 60 on Monday. How many books were not sold?",
        None,
    ),
    (
        "Juliet is 3 years older than her sister Maggie but 2 years younger than her elder brother Ralph. If Juliet is 12 years old, what is the sum of Maggie's and Ralph's ages?",
        23,
    ),
    (
        "Juliet is 3 years older than her sister Maggie but 2 years younger than her elder brother Ralph. If Juliet is 12 years old, what is the sum of Juliet's and Ralph's ages?",
        26,
    ),
    (
        "Jeanine bought 18 pencils and Clare bought half as many pencils. If Jeanine gave one third of his pencils to Abby, how many more pencils than Abby does Jeanine have now?",
        6,
    ),
    (
        "Jeanine bought 18 pencils and Clare bought half as many pencils. If Jeanine gave one third of his pencils to Abby, how many more pencils than Clare does Abby have now?",
        None,
    ),
    (
        "Lindsey owns 4 more cars than Cathy. Susan owns 2 fewer cars than Carol. Carol owns twice as many cars as Cathy. If Cathy owns 5 cars, how many total cars do they all own put together?",
        32,
    ),
    (
        "Lindsey owns 4 more cars than Cathy. Susan owns 2 fewer cars than Carol. Carol owns twice as many cars as Cathy. If Cathy owns 5 bikes, how many total cars do they all own put together?",
        None,
    ),
    (
        "Aleesia lost 1.5 pounds each week for 10 weeks. Alexei lost 2.5 pounds each week for 8 weeks. How many pounds did the two friends combine to lose?",
        35,
    ),
    (
        "Aleesia lost 1.5 pounds each week for 10 weeks. Alexei gained 2.5 pounds each week for 8 weeks. How many pounds did the two friends combine to lose?",
        None,
    ),
    (
        "Mandy is ten years older than Jackson. Adele is 3/4 as old as Jackson. What's the total of their ages 10 years from now If Jackson is 20 years old now?",
        95,
    ),
    (
        "Mandy is ten years older than Jackson. Adele is 3/4 as old as Jackson. What's the total of their ages 10 years from now If Jackson is 20 years old?",
        95,
    ),
    (
        "Jackie walks 2 miles each day while Jessie walks 1.5 miles each day. How many more miles, in all, does Jackie walk than Jessie walk in 6 days?",
        3,
    ),
    (
        "Jackie walks 2 miles each day while Jessie runs 1.5 miles each day. How many more miles, in all, does Jackie walk than Jessie walk in 6 days?",
        None,
    ),
    (
        "Ember is half as old as Nate who is 14. If Ember turned 6 a year ago, how old is Nate now?",
        None,
    ),
    (
        "A box holds 2 dozen doughnuts. If the family ate 8 doughnuts, how many doughnuts were left?",
        16,
    ),
    (
        "There are 48 crayons in the box. Kiley took 1/4 of them away. Joe took away half of the remaining crayons. How many crayons were left?",
        18,
    ),
    ("There were 48 crayons in the box. Kiley took 12 of them. How many crayons were left?", 36),
    (
        "There are 48 crayons in the box. Kiley took 1/4 of them away yesterday. How many crayons were left?",
        36,
    ),
    (
        "There are 30 cookies in the jar. Tom eats 4 cookies. Ann eats 6 cookies. How many cookies are left?",
        20,
    ),
    ("A jar holds 30 cookies. If Tom ate 7 cookies, how many cookies are left?", 23),
    ("A box holds 2 dozen pens. If Ann uses 5 pens, how many pens are left?", 19),
    (
        "There are 40 students in the class. 15 of them are boys. How many of the students are girls?",
        25,
    ),
    (
        "Tom has 18 apples and Ann has 5 apples. How many more apples than Ann does Tom have now?",
        13,
    ),
    (
        "Tom lost 2 pounds each week for 3 weeks. Ann lost 4 pounds each week for 2 weeks. How many pounds did the two combine to lose?",
        14,
    ),
    (
        "Tom owns 3 cars. Ann owns 4 cars. Bob owns 5 dogs. How many total cars do they all own put together?",
        7,
    ),
    ("There are 20 pears in the bowl. Ann sells 5 pears. How many pears are left?", 15),
    ("There are 20 pears in the bowl. Ann sells 5 apples. How many pears are left?", 20),
    ("There are 20 pears in the bowl. Ann puts 5 pears. How many pears are left?", None),
    ("Ann has 12 pens and Bob has 4 pens. How many more pens than Bob does Ann have left?", 8),
    ("Ann has 12 pens and Bob has 4 pens. How many more pens than Bob did Ann have?", 8),
    (
        "Ann buys 3 pens at $2 each and Bob buys 2 pens at $3 each. How much did they spend on pens?",
        12,
    ),
    (
        "Bob bought 5 hats for $4 each. He also bought 2 caps for $3 each. How much did everything cost?",
        26,
    ),
    (
        "Bob bought 5 hats for $4 each. He sold 2 hats for $6 each. How much did everything cost?",
        None,
    ),
    ("Mary spent $5 on shorts and $4 on a shirt. How much did Mary spend on shirts?", 4),
    (
        "Mary paid $5 for shorts and bought 2 shirts at $4 each. How much did Mary spend on shirts?",
        8,
    ),
    ("Mary spent $5 on shorts and $4 on a shirt. How much did everything cost?", 9),
    (
        "There are 48 crayons in the box. Kiley takes 12 of them. Joe takes half of Kiley's crayons. How many crayons are left?",
        None,
    ),
    ("There are 48 crayons in the box. Kiley breaks 12 crayons. How many crayons are left?", None),
    ("There are 48 crayons in the box. Kiley sells 12 crayons. How many crayons are left?", 36),
    (
        "A box holds 24 doughnuts. There are 3 boxes. The family ate 8 doughnuts. How many doughnuts are left?",
        None,
    ),
    ("A box holds 24 doughnuts. The family ate 8 doughnuts. How many doughnuts are left?", 16),
    (
        "A box holds 24 doughnuts. The family ate 8 doughnuts. Then they bought 6 doughnuts. How many doughnuts are left?",
        None,
    ),
    (
        "There are 48 crayons in the box. Kiley takes 12 of them. She takes 3 more crayons. How many crayons are left?",
        33,
    ),
    (
        "There are 48 crayons in the box. Kiley takes 12 of them. She takes 3 more. How many crayons are left?",
        33,
    ),
    (
        "There are 48 crayons in the box. Kiley took 12 of them yesterday. How many crayons were left?",
        36,
    ),
    (
        "There are 50 children at the party. 20 of them are boys. 10 more children arrive. How many of the children are girls?",
        None,
    ),
    (
        "There are 50 children at the party. 20 of them are boys. How many of the children are boys?",
        20,
    ),
    (
        "There are 50 children at the party. 20 of them are boys. 5 of the girls leave. How many of the children are girls?",
        None,
    ),
    ("Tom has 18 apples and Ann has 5 pears. How many more apples than Ann does Tom have?", None),
    (
        "Tom lost 3 pounds. Ann gained 4 pounds. How many pounds did the two friends combine to lose?",
        None,
    ),
    ("James buys 4 hats at $5 each. He returns 2 hats. How much did everything cost?", None),
    ("James buys 4 hats at $5 each and a scarf. How much did everything cost?", None),
    ("James buys 4 hats at $5 each. Tax is $2. How much did everything cost?", None),
    (
        "Ali had 800 books. He sold 60 books. He bought 50 more books. How many books were not sold?",
        None,
    ),
    (
        "Ali had 800 books. He sold 60 books on Monday. He sold 40 books to Ann on Tuesday. How many books were not sold?",
        700,
    ),
    (
        "Ann bought 2 pens for $3 each. Her mom gave her $5. How much change will she get from a $10 bill?",
        None,
    ),
    (
        "Ann bought 2 pens for $3 each. She also bought a hat for $2. How much change will she get from a $10 bill?",
        2,
    ),
    (
        "Ann is 5 years older than Bob. Bob is 10 years old now. What's the total of their ages 5 years ago?",
        None,
    ),
    (
        "Ann is 5 years older than Bob. Bob was 10 years old 2 years ago. What's the total of their ages 10 years from now?",
        49,
    ),
    (
        "Tom owns 3 cars. Ann owns 4 cars. Ann sold 2 cars. How many cars do they all own put together?",
        5,
    ),
    (
        "Tom has 18 apples and Ann has 5 apples. Tom gives Ann 4 apples. How many more apples than Ann does Tom have now?",
        5,
    ),
    (
        "Tom has 18 apples and Ann has 5 apples. How many more apples, in all, does Tom have than Ann have?",
        13,
    ),
    (
        "There were 60 children at the camp. Two-thirds of them were girls. 5 boys went home. How many of the children were boys?",
        None,
    ),
    (
        "Ali had 800 books. He sold 60 books and gave away 40 books. How many books were not sold?",
        740,
    ),
    ("Ali had 800 books. His brother sold 60 books. How many books were not sold?", 740),
    ("Ali baked 50 cookies. He ate 10 cookies. How many cookies were not eaten?", 40),
    ("Ali baked 50 cookies. He ate 10 cookies. How many cookies were not sold?", 50),
    (
        "Ann bought 2 pens for $3 each and Tom bought a cap for $4. How much change will she get from a $20 bill?",
        14,
    ),
    (
        "Ann bought 2 pens for $3 each and Tom bought a cap for $4. How much change will they get from a $20 bill?",
        6,
    ),
    ("Ann has 2 pens that cost $3 each. How much change will she get from a $10 bill?", None),
    (
        "Ann is 5 years older than Bob. Bob is 10 years old now. Carl is 3. What's the total of their ages 10 years from now?",
        78,
    ),
]


@pytest.mark.parametrize(("text", "gold"), GOLD)
def test_gold(text: str, gold: int) -> None:
    assert answer(text) == gold
    assert pipeline_answer(text) == gold


@pytest.mark.parametrize("text", REFUSED)
def test_refused(text: str) -> None:
    assert pipeline_answer(text) is None


@pytest.mark.parametrize(("text", "value"), VARIATIONS)
def test_variation_correct_or_refused(text: str, value: int | None) -> None:
    got = pipeline_answer(text)
    assert got is None or got == value, got


def _lx(text: str) -> list[list[Lexeme]]:
    lex = lexicon()
    return [
        [t for t in categorize(s[0], lex)[0] if t.word not in ("?", ".")]
        for s in split_sentences(text)
    ]


Rewrite = Callable[..., list[Lexeme]]


def _rewrite(fn: Rewrite, text: str, told: bool = True) -> list[str]:
    sents = _lx(text)
    q = sents[-1]
    h = next(k for k, t in enumerate(q) if t.word in ("how", "what"))
    out: Sequence[Lexeme] = fn(q, h, sents) if told else fn(q, h)
    return [t.word for t in out]


def _same(fn: Rewrite, text: str, told: bool = True) -> bool:
    return _rewrite(fn, text, told) == [t.word for t in _lx(text)[-1]]


def test_rewrites() -> None:
    got = _rewrite(
        left_in_place,
        "There are 48 crayons in the box. Kiley takes 12 of them. How many crayons are left?",
    )
    assert got[-5:] == ["are", "left", "in", "the", "box"]
    got = _rewrite(
        of_the_whole,
        "There are 50 children at the party. 20 are boys. How many of the children are girls?",
    )
    assert got == ["how", "many", "girls", "are", "there"]
    got = _rewrite(
        than_fronted,
        "Tom has 18 apples and Ann has 5 apples. How many more apples than Ann does Tom have now?",
    )
    assert got == ["how", "many", "more", "apples", "does", "tom", "have", "than", "ann", "now"]
    got = _rewrite(
        doubled_more, "Tom has 8 pens. How many more pens does Tom have more than Ann?", False
    )
    assert got == ["how", "many", "more", "pens", "does", "tom", "have", "than", "ann"]
    got = _rewrite(
        total_paraphrase, "Tom has 8 pens. How many pens do they all have put together?", False
    )
    assert got == ["how", "many", "pens", "do", "they", "have", "in", "total"]
    got = _rewrite(
        total_paraphrase,
        "Tom has 8 pens. How many total pens do they all have put together?",
        False,
    )
    assert got == ["how", "many", "total", "pens", "do", "they", "have"]
    got = _rewrite(
        total_paraphrase, "Tom lost 8 pounds. How many pounds did they combine to lose?", False
    )
    assert got[-3:] == ["lose", "in", "total"]
    got = _rewrite(spend_forms, "Tom buys 8 pens at $1 each. How much did everything cost?")
    assert got == ["how", "much", "did", "tom", "spend"]
    got = _rewrite(pair_ages, "Ann is 8. What is the sum of Bob's and Carl's ages?", False)
    assert got[-6:] == ["the", "ages", "of", "bob", "and", "carl"]


@pytest.mark.parametrize(
    "text",
    [
        "There are 48 crayons in the box. Kiley takes 12 of them. How many crayons are left now?",  # shape
        "Ann has 48 crayons. Kiley takes 12 of them. How many crayons are left?",  # no container
        "There are 48 pens in the box. Kiley takes 12 of them. How many crayons are left?",  # kind
        "There are 48 crayons in the box and in the bag. Kiley takes 12. How many crayons are left?",  # two
        "There are 48 crayons in the box. Kiley has 3 crayons. How many crayons are left?",  # holding
        "There are 48 crayons in the box. Ann takes 5 in the bag. How many crayons are left?",  # place
        "There are 48 crayons in the box. Kiley buys 5 crayons. How many crayons are left?",  # not taking
        "There are 48 crayons in the box. Kiley is tired. How many crayons are left?",  # no act
        "There are 48 crayons in the box. Kiley takes 5 to Ann. How many crayons are left?",  # to
        "There are 48 crayons in the box and 9 on the desk. Kiley takes 5. How many crayons are left?",
    ],
)
def test_left_in_place_guards(text: str) -> None:
    assert _same(left_in_place, text)


@pytest.mark.parametrize(
    "text",
    [
        "There are 50 children. 20 are boys. How many of the children are girls now?",  # shape
        "There are 50 children. 20 are boys. How many of the children have girls?",  # aux
        "There are 50 children. 20 are boys. How many of the children are children?",  # same
        "There are 50 children. 20 are boys. How many of the children are tall?",  # no part noun
        "There are children. 20 are boys. How many of the children are girls?",  # not counted
        "There are 50 children and 20 boys. How many of the children are boys?",  # part told
    ],
)
def test_of_the_whole_guards(text: str) -> None:
    assert _same(of_the_whole, text)


@pytest.mark.parametrize(
    "text",
    [
        "Tom has 8 pens. How many pens than Ann does Tom have?",  # no more
        "Tom has 8 pens. Ann has 2. How many more pens than they does Tom have?",  # not a name
        "Tom has 8 pens. Ann has 2. How many more pens than Ann is Tom having?",  # aux
        "Tom has 8 pens. Ann has 2. How many more pens than Ann does the boy have?",  # subject
        "Tom has 8 pens. Ann has 2. How many more pens than Ann does Tom now?",  # no verb
        "Tom has 8 pens. Ann has 2. How many more pens than Tom does Tom have?",  # itself
        "Tom has 8 pens. Ann has 2. How many more pens than Bob does Tom have?",  # untold name
    ],
)
def test_than_fronted_guards(text: str) -> None:
    assert _same(than_fronted, text)


@pytest.mark.parametrize(
    "text",
    [
        "Tom has 8 pens. How many more pens more than Ann does Tom have?",  # no verb before
        "Tom has 8 pens. How many more pens does Tom have more or more than Ann?",  # three
        "Tom has 8 pens. How many pens more pens than Ann?",  # no room
        "Tom has 8 pens. How many pens more pens are more than Ann?",  # two more
    ],
)
def test_doubled_more_guards(text: str) -> None:
    assert _same(doubled_more, text, False)


@pytest.mark.parametrize(
    "text",
    [
        "Tom has 8 pens. How long do they all have put together?",  # not many/much
        "Tom lost 8 pounds. How many pounds did they combine to the?",  # not an act
        "Tom lost 8 pounds. How many pounds are they combine to lose?",  # no aux
        "Tom lost 8 pounds. How many pounds in total did they combine to lose?",  # marked
    ],
)
def test_total_paraphrase_guards(text: str) -> None:
    assert _same(total_paraphrase, text, False)


def test_total_paraphrase_they_all_needs_a_verb() -> None:
    got = _rewrite(
        total_paraphrase, "Tom has 8 pens. How many total pens are they all put together?", False
    )
    assert got == ["how", "many", "total", "pens", "are", "they", "all"]


@pytest.mark.parametrize(
    "text",
    [
        "Tom and Ann buy 8 pens at $1 each. How much did everything cost?",  # two names
        "Tom buys pens at $1 each. How much did everything cost?",  # no kind counted
        "Tom sells 8 pens at $1 each. How much did everything cost?",  # not a buying
        "Tom has 8 pens at $1 each. How much did everything cost?",  # a holding
        "Tom and his mom buy 8 pens at $1 each. How much did everything cost?",  # other people
        "Tom buys 8 pens at $1 each. How much did he spend on red?",  # not a noun
        "Tom buys 8 pens at $1 each. How many did he spend on pens?",  # not much
        "Tom buys 8 pens and a cap. How much did he spend on pens?",  # another kind
        "Tom buys 8 pens at $1 each. How much did he pay on pens?",  # not spend
        "Tom buys 8 pens at $1 each. He also pays $3. How much did he spend on pens?",  # paid
    ],
)
def test_spend_forms_guards(text: str) -> None:
    assert _same(spend_forms, text)


@pytest.mark.parametrize(
    "text",
    [
        "Ann is 8. What is the sum of Bob's and the boy's ages?",  # not a name
        "Ann is 8. What is the sum of Bob's or Carl's ages?",  # not and
        "Ann is 8. What is the sum of Bob and Carl's ages?",  # one possessive
        "Ann is 8. What is the sum of Bob's and Carl's pens?",  # not ages
    ],
)
def test_pair_ages_guards(text: str) -> None:
    assert _same(pair_ages, text, False)


def test_forms7_cheap_exit() -> None:
    for text in (
        "Tom has 8 pens. How many pens does Tom have?",  # no cue word
        "Tom has 8 pens. How many are left?",  # too short
    ):
        sents = _lx(text)
        q = sents[-1]
        assert [t.word for t in forms7(q, 0, sents)] == [t.word for t in q]
    q = _lx("How many pens are left in total now?")[-1]
    assert [t.word for t in forms7(q, 0, [q])] == [t.word for t in q]  # no statement


_NAMES = st.sampled_from(["Tom", "Ann", "Bob", "Mia", "Carl", "Rosa"])
_KINDS = st.sampled_from([("crayon", "crayons"), ("pen", "pens"), ("cookie", "cookies")])


@settings(max_examples=25, deadline=None)
@given(_NAMES, _KINDS, st.integers(20, 90), st.integers(1, 19))
def test_left_in_place_general(name: str, kind: tuple[str, str], n: int, k: int) -> None:
    text = f"There are {n} {kind[1]} in the box. {name} takes {k} {kind[1]}. How many {kind[1]} are left?"
    assert pipeline_answer(text) in (None, Fraction(n - k))
    assert answer(text) == n - k


@settings(max_examples=25, deadline=None)
@given(
    st.lists(_NAMES, min_size=2, max_size=2, unique=True), st.integers(10, 90), st.integers(1, 9)
)
def test_than_fronted_general(names: list[str], a: int, b: int) -> None:
    x, y = names
    text = (
        f"{x} has {a} apples and {y} has {b} apples. How many more apples than {y} does {x} have?"
    )
    assert pipeline_answer(text) in (None, Fraction(a - b))
    assert answer(text) == a - b


@settings(max_examples=25, deadline=None)
@given(_NAMES, st.integers(2, 9), st.integers(2, 9), st.integers(2, 9), st.integers(2, 9))
def test_everything_cost_general(name: str, a: int, pa: int, b: int, pb: int) -> None:
    text = f"{name} buys {a} hats at ${pa} each and {b} shirts at ${pb} each. How much did everything cost?"
    assert pipeline_answer(text) in (None, Fraction(a * pa + b * pb))
    assert answer(text) == a * pa + b * pb


def test_rewrites_second_round() -> None:
    got = _rewrite(
        than_repeated,
        "Tom ran 3 miles. How many more miles, in all, does Tom walk than Ann walk in 5 days?",
        False,
    )
    assert got == [
        "how",
        "many",
        "more",
        "miles",
        "does",
        "tom",
        "walk",
        "than",
        "ann",
        "in",
        "5",
        "days",
    ]
    got = _rewrite(not_verbed, "Ali had 800 books. He sold 60 books. How many books were not sold?")
    assert got == ["how", "many", "books", "does", "ali", "have", "left"]
    got = _rewrite(
        change_from_bill, "Ann paid $4. How much change did she get back from a $10 bill?", False
    )
    assert got == [
        "how",
        "much",
        "change",
        "did",
        "she",
        "get",
        "if",
        "she",
        "paid",
        "with",
        "a",
        "$10",
        "bill",
    ]
    got = _rewrite(age_total, "Ann is 5. What's the total of their ages 10 years from now?", False)
    assert got == ["what", "'s", "the", "sum", "of", "their", "ages", "in", "10", "years"]


@pytest.mark.parametrize(
    "text",
    [
        "Tom ran 3 miles. How many miles, in all, does Tom walk than Ann walk?",  # no more
        "Tom ran 3 miles. How many more miles does Tom walk than Ann?",  # nothing repeated
        "Tom ran 3 miles. How many more miles does Tom walk than the girl walk?",  # not a name
        "Tom ran 3 miles. How many more miles does Tom walk than Ann run?",  # another verb
        "Tom ran 3 miles. How many more miles does Tom today than Ann today?",  # not a verb
        "Tom ran 3 miles. How many more miles does Ann walk than Ann walk?",  # itself
        "Tom ran 3 miles. How many more miles does the boy walk than Ann walk?",  # no subject
    ],
)
def test_than_repeated_guards(text: str) -> None:
    words = [t.word for t in _lx(text)[-1]]
    got = _rewrite(than_repeated, text, False)
    assert [w for w in got if w not in (",", "in", "all")] == [
        w for w in words if w not in (",", "in", "all")
    ]


@pytest.mark.parametrize(
    "text",
    [
        "Ali had 800 books. He sold 60 books. How many books were not sold today?",  # shape
        "Ali had 800 books. He sold 60 books. How many books did not sell?",  # not were/are
        "Ali had 800 books. He sold 60 books. How many of were not sold?",  # no kind
        "Ali had 800 books. He bought 60 books. How many books were not bought?",  # not a taking
        "Ali and Bo had 800 books. He sold 60 books. How many books were not sold?",  # two names
        "Ali had 800 books. His mom sold 60 books. How many books were not sold?",  # other people
        "Ali had 800 pens. He sold 60 books. How many books were not sold?",  # kind not first
        "Ali had 800 books. He sold 60 books. He ate 3 books. How many books were not sold?",  # act
        "Ali had 800 books. It is Monday. How many books were not sold?",  # no act
    ],
)
def test_not_verbed_guards(text: str) -> None:
    assert _same(not_verbed, text)


@pytest.mark.parametrize(
    "text",
    [
        "Ann paid $4. How much money must she get from a $10 bill?",  # not change
        "Ann paid $4. How much change must she get from a $10 bill if she pays?",  # an if
        "Ann paid $4. How much change must she get from a $10 note?",  # not a bill
        "Ann paid $4. How much change has she got from a $10 bill?",  # aux
        "Ann paid $4. How much change must she take from a $10 bill?",  # verb
        "Ann paid $4. How much change must she get from the big $10 bill?",  # length
        "Ann paid $4. How much change must the girl get from a $10 bill?",  # who
        "Ann paid $4. How much change must she get out of a $10 bill?",  # from a
        "Ann paid $4. How much change must she get from a ten bill?",  # money
    ],
)
def test_change_from_bill_guards(text: str) -> None:
    assert _same(change_from_bill, text, False)


@pytest.mark.parametrize(
    "text",
    [
        "Ann is 5. What was the total of their ages?",  # was
        "Ann is 5. What is the sum of their ages?",  # not total
        "Ann is 5. How is the total of their ages?",  # not what
    ],
)
def test_age_total_guards(text: str) -> None:
    assert _same(age_total, text, False)


def test_age_total_keeps_other_spans() -> None:
    got = _rewrite(age_total, "Ann is 5. What is the total of their ages 10 days from now?", False)
    assert got[3:] == ["sum", "of", "their", "ages", "10", "days", "from", "now"]


@settings(max_examples=25, deadline=None)
@given(_NAMES, st.integers(100, 900), st.lists(st.integers(1, 30), min_size=1, max_size=3))
def test_not_verbed_general(name: str, stock: int, sales: list[int]) -> None:
    told = " and ".join(f"{n} books" for n in sales)
    text = f"{name} had {stock} books. {name} sold {told}. How many books were not sold?"
    assert pipeline_answer(text) in (None, Fraction(stock - sum(sales)))


@settings(max_examples=25, deadline=None)
@given(_NAMES, st.integers(1, 9), st.integers(1, 9), st.sampled_from([20, 50, 100]))
def test_change_from_bill_general(name: str, n: int, price: int, bill: int) -> None:
    text = f"{name} bought {n} pens for ${price} each. How much change did {name} get from a ${bill} bill?"
    assert pipeline_answer(text) in (None, Fraction(bill - n * price))
    if bill >= n * price:
        assert answer(text) == bill - n * price


def test_a_time_ago() -> None:
    q = _lx("If Ann turned 5 a year ago, how old was Bob a month ago?")[-1]
    assert [t.word for t in a_time_ago(q)][4:6] == ["1", "year"]
    assert [t.word for t in a_time_ago(q)][-3:] == ["1", "month", "ago"]
    for text in (
        "How old was Bob a year before?",  # no ago: the same object back
        "How old was Bob a few years ago?",  # not a unit right after
        "How old was Bob a hour ago?",  # not a day, week, month or year
        "How old was Bob a year and a day?",  # no ago after the unit
    ):
        q = _lx(text)[-1]
        assert [t.word for t in a_time_ago(q)] == [t.word for t in q]
    q = _lx("How old was Bob a year before?")[-1]
    assert a_time_ago(q) is q


def test_notation_hint() -> None:
    q = "Ann has 5 pens. How many pens does Ann have?"
    assert notation_hint(q + " Use E to represent how many pens Ann has.") == q
    for text in (
        q + " Use E to represent the 5 pens.",  # a number in the hint
        q + " Use A to represent Ann's pens. ",  # fine: no standalone A before
        "A box has 5 pens. How many pens are there? Use A to represent the pens.",  # A a word
        q + " Use E to represent pens. Ann has 2.",  # not the last sentence
        q + " Use EE to represent pens.",  # not one letter
    ):
        want = q if text == q + " Use A to represent Ann's pens. " else text
        assert notation_hint(text) == want


_PARTS = st.sampled_from(
    [("Half", Fraction(1, 2)), ("One-third", Fraction(1, 3)), ("Two-thirds", Fraction(2, 3))]
)
_WHOLES = st.sampled_from(["children", "students", "kids"])
_PLACES = st.sampled_from(["party", "camp", "zoo", "park"])


@settings(max_examples=25, deadline=None)
@given(_PARTS, _WHOLES, _PLACES, st.integers(1, 30), st.booleans())
def test_of_the_whole_general(
    part: tuple[str, Fraction], whole: str, place: str, k: int, girls: bool
) -> None:
    n = 6 * k
    told, asked = ("girls", "boys") if girls else ("boys", "girls")
    text = f"There are {n} {whole} at the {place}. {part[0]} of them are {told}. How many of the {whole} are {asked}?"
    want = n - part[1] * n
    assert pipeline_answer(text) in (None, want)
    if whole == "children":
        assert answer(text) == want


@settings(max_examples=25, deadline=None)
@given(
    st.lists(_NAMES, min_size=3, max_size=3, unique=True),
    st.lists(st.integers(1, 20), min_size=3, max_size=3),
    st.booleans(),
)
def test_total_paraphrase_general(names: list[str], counts: list[int], total: bool) -> None:
    told = " ".join(f"{x} owns {c} bikes." for x, c in zip(names, counts, strict=True))
    marker = "total " if total else ""
    text = f"{told} How many {marker}bikes do they all own put together?"
    assert pipeline_answer(text) in (None, Fraction(sum(counts)))
    assert answer(text) == sum(counts)


@settings(max_examples=25, deadline=None)
@given(
    st.lists(_NAMES, min_size=2, max_size=2, unique=True), st.integers(10, 90), st.integers(1, 9)
)
def test_doubled_more_general(names: list[str], a: int, b: int) -> None:
    x, y = names
    text = (
        f"{x} has {a} cards and {y} has {b} cards. How many more cards does {x} have more than {y}?"
    )
    assert pipeline_answer(text) in (None, Fraction(a - b))
    assert answer(text) == a - b


def test_much_of_count_rewrites() -> None:
    got = _rewrite(much_of_count, "Ann has 3 more apples than Bob. How much does Ann have?")
    assert got == ["how", "many", "apples", "does", "ann", "have"]


@pytest.mark.parametrize(
    "text",
    [
        "Ann has 3 more apples than Bob. How much does Ann have now?",  # shape
        "Ann has 3 more apples than Bob. How much has Ann have?",  # aux
        "Ann has 3 more apples than Bob. How much does the girl have?",  # who
        "Ann has 3 more apples than Bob. Bob has $5. How much does Ann have?",  # money
        "Ann has 3 more pounds than Bob. How much does Ann have?",  # a unit
        "Ann has 3 more apples than Bob and 2 pears. How much does Ann have?",  # two kinds
        "Ann has 1 apple. How much does Ann have?",  # the singular only
    ],
)
def test_much_of_count_guards(text: str) -> None:
    assert _same(much_of_count, text)
