# ruff: noqa: E501
"""Hand-written variations of the GSM8K problems rates6 newly answers (651, 1232, 1892, 2380,
3436, 4781, 5003, 7100), in our own words: renamed, reordered, another time, unit, doer or verb,
distractors, other targets. Through the whole pipeline each must be answered with the value
computed by hand, or refused (None: must refuse).
"""

from __future__ import annotations

from fractions import Fraction

import pytest
from story_outcome import check_correct_or_refused

CASES: list[tuple[str, int | Fraction | None]] = [
    (
        "Olivia earns $9 per hour. She worked 4 hours on Monday, 3 hours on Wednesday and 6 hours on Friday. How much money did Olivia make this week?",
        117,
    ),
    (
        "Olivia earns $9 per hour. She worked 4 hours on Monday, 3 hours on Wednesday and 6 hours on Friday. How much money did Olivia make last week?",
        None,
    ),
    (
        "Olivia earns $9 per hour. She worked 4 hours on Monday, 3 hours on Wednesday and 6 hours on Friday. How much money did Olivia make on Monday?",
        None,
    ),
    (
        "Olivia earns $9 per hour. She worked 4 hours on Monday, 3 hours on Wednesday and 6 hours on Friday. How many hours did Olivia work this week?",
        13,
    ),
    (
        "Olivia earns $9 per hour. She worked 4 hours on Monday, 3 hours on Wednesday and 6 hours next Friday. How much money did Olivia make this week?",
        None,
    ),
    (
        "Olivia earns $9 per hour. Tom earns $5 per hour. She worked 4 hours on Monday. How much money did Olivia make this week?",
        None,
    ),
    (
        "Olivia earns $9 per hour. She worked 4 hours on Monday. Tom worked 6 hours on Friday. How much money did Olivia make this week?",
        None,
    ),
    (
        "Olivia earns $9 per hour. She worked 4 hours on Monday, 3 hours on Wednesday and 6 hours on Friday. She spent $20 on Friday. How much money did Olivia make this week?",
        117,
    ),
    (
        "Olivia earns $9 per hour. She worked 4 hours on Monday, 3 hours on Wednesday and 6 hours on Friday. She spent $20 on Friday. How much money did Olivia spend this week?",
        20,
    ),
    (
        "Megan works eight hours a day and earns $7.50 per hour. If she works 20 days a month, how much will be her total earnings for two months of work?",
        2400,
    ),
    (
        "Megan works eight hours a day and earns $7.50 per hour. If she works 20 days a month, how much will be her total earnings for two months?",
        2400,
    ),
    (
        "Megan works eight hours a day and earns $7.50 per hour. If she works 20 days a month, how much will be her total earnings for two weeks of work?",
        None,
    ),
    (
        "Megan works eight hours a day and earns $7.50 per hour. If she works 20 days a month, how much will be her total earnings for 10 days of work?",
        600,
    ),
    (
        "Megan works eight hours a day and earns $7.50 per hour. Ann works 5 hours a day. If she works 20 days a month, how much will be her total earnings for two months of work?",
        None,
    ),
    (
        "Megan works eight hours a day and earns $7.50 per hour. She reads 2 hours a day. If she works 20 days a month, how much will be her total earnings for two months of work?",
        None,
    ),
    (
        "Gunther can type 160 words every 3 minutes and he works 480 minutes per day. How many words can Gunther type in a working day?",
        25600,
    ),
    (
        "Gunther can type 160 words every 3 minutes and he works 480 minutes per day. How many words can Gunther type in 2 working days?",
        51200,
    ),
    (
        "Gunther can type 160 words every 3 minutes and he works 480 minutes per day. How many words can Gunther type in a working week?",
        None,
    ),
    (
        "Gunther can type 160 words every 3 minutes and he works 480 minutes per day. How many words can Gunther type in a day?",
        None,
    ),
    (
        "Gunther can type 160 words every 3 minutes and Ann works 480 minutes per day. How many words can Gunther type in a working day?",
        None,
    ),
    (
        "Gunther can type 160 words every 3 minutes and he works 8 hours per day. How many words can Gunther type in a working day?",
        25600,
    ),
    (
        "Gunther can type 160 words every 3 minutes and he sleeps 480 minutes per day. How many words can Gunther type in a working day?",
        None,
    ),
    (
        "Tamika drove for 8 hours at an average speed of 45 miles per hour. Logan drove for 5 hours at 55 miles an hour. How many miles farther did Tamika drive?",
        85,
    ),
    (
        "Tamika drove for 8 hours at an average speed of 45 miles per hour. Logan drove for 5 hours at 55 miles an hour. How many miles did Tamika drive?",
        360,
    ),
    (
        "Tamika drove for 8 hours at an average speed of 45 miles per hour. Logan drove for 5 hours at 55 miles an hour. How many miles did they drive?",
        635,
    ),
    (
        "Tamika drove for 8 hours at a top speed of 45 miles per hour. Logan drove for 5 hours at 55 miles an hour. How many miles farther did Tamika drive?",
        None,
    ),
    (
        "Tamika drove for 8 hours at an average speed of 45 miles per hour. Logan drove for 5 days at 55 miles an hour. How many miles farther did Tamika drive?",
        None,
    ),
    (
        "Tamika drove for 480 minutes at an average speed of 45 miles per hour. Logan drove for 5 hours at 55 miles an hour. How many miles farther did Tamika drive?",
        85,
    ),
    (
        "Tamika walked for 8 hours at an average speed of 45 miles per hour. Logan drove for 5 hours at 55 miles an hour. How many miles farther did Tamika drive?",
        None,
    ),
    (
        "Joseph drives his car at 50 mph for 2.5 hours. Kyle drives his car at 62 mph for 2 hours. How many more miles does Joseph drive than Kyle?",
        1,
    ),
    (
        "Joseph drives his car at 50 mph for 2.5 hours. Kyle drives his car at 62 mph for 2 hours. How many more miles does Kyle drive than Joseph?",
        None,
    ),
    (
        "Joseph drives his car at 50 mph for 2.5 hours. Kyle drives his car at 62 mph for 2 hours. How many miles does Kyle drive?",
        124,
    ),
    (
        "Joseph drives his car at 50 mph for 2.5 hours. Kyle drives his car at 62 mph for 2 hours. How many kilometers does Kyle drive?",
        None,
    ),
    (
        "Joseph drives his car at 50 mph for 2.5 hours. Kyle drives his car at 62 mph. How many more miles does Joseph drive than Kyle?",
        None,
    ),
    (
        "Joseph drives his truck at 50 mph for 150 minutes. Kyle drives his car at 62 mph for 2 hours. How many more miles does Joseph drive than Kyle?",
        1,
    ),
    ("Sandra eats 3 beignets every morning. How many beignets will she eat in 16 weeks?", 336),
    ("Sandra eats 3 beignets every morning. How many beignets will she eat in 16 days?", 48),
    (
        "Sandra eats 3 beignets every morning. Tom eats 2 beignets every morning. How many beignets will Sandra eat in 16 weeks?",
        None,
    ),
    (
        "Sandra eats 3 beignets every morning. She eats 2 beignets every evening. How many beignets will she eat in 16 weeks?",
        None,
    ),
    ("Sandra eats 3 beignets every Monday. How many beignets will she eat in 16 weeks?", None),
    ("Sandra eats 3 beignets every morning. How many beignets will she eat in 16 years?", None),
    ("Sandra buys 3 beignets every morning. How many beignets will she eat in 16 weeks?", None),
    (
        "Cristine bought a dozen lemons and gave 1/4 of them to her neighbor. How many lemons does Cristine have left?",
        9,
    ),
    (
        "Cristine bought a dozen lemons and gave 1/3 of them to her neighbor. How many lemons does Cristine have left?",
        8,
    ),
    (
        "Cristine bought a dozen lemons and gave 1/5 of them to her neighbor. How many lemons does Cristine have left?",
        None,
    ),
    (
        "Cristine bought a dozen lemons and a dozen limes and gave 1/4 of the lemons to her neighbor. How many lemons does Cristine have left?",
        9,
    ),
    (
        "Cristine bought a dozen lemons and gave 1/4 of them to her neighbor. How many lemons did the neighbor get?",
        3,
    ),
    (
        "James has 3 gallons of milk. He drank 13 ounces of the milk. If there are 128 ounces in a gallon, how many ounces of milk does James have left?",
        371,
    ),
    (
        "James has 3 gallons of milk. He drank 13 ounces of the milk. If there are 100 ounces in a gallon, how many ounces of milk does James have left?",
        287,
    ),
    (
        "James has 3 gallons of milk. He drank 13 ounces of the juice. If there are 128 ounces in a gallon, how many ounces of milk does James have left?",
        None,
    ),
    (
        "James has 3 gallons of milk. Ann drank 13 ounces of the milk. If there are 128 ounces in a gallon, how many ounces of milk does James have left?",
        None,
    ),
    (
        "James has 3 gallons of milk. He drank 13 ounces of the milk. If there are 128 ounces in a gallon, how many ounces of milk did James drink?",
        13,
    ),
    (
        "James has 3 gallons of milk. He drank 13 ounces of the milk. If there are 128 ounces in a gallon, how many gallons of milk does James have left?",
        None,
    ),
    (
        "James has 3 gallons of milk. He drank 13 ounces of the milk. If there are 128 ounces in a quart, how many ounces of milk does James have left?",
        None,
    ),
    (
        "James has 3 gallons of milk and 2 gallons of juice. He drank 13 ounces of the milk. If there are 128 ounces in a gallon, how many ounces of milk does James have left?",
        371,
    ),
    (
        "James has 3 gallons of milk. He drank 13 ounces of the milk. He drank 1 gallon of the milk. If there are 128 ounces in a gallon, how many ounces of milk does James have left?",
        243,
    ),
    (
        "Theo can eat 13 cookies, 3 times a day, 20 days each month. How many cookies can he eat in 3 months?",
        2340,
    ),
    (
        "Theo can eat 13 cookies, 3 times a day, 20 days each month. How many cookies can he eat in a month?",
        780,
    ),
    (
        "Theo can eat 13 cookies, 3 times a day, 20 days each month. How many cookies can he eat in 3 weeks?",
        None,
    ),
    (
        "Theo can eat 13 cookies, 3 times a day, 20 days each month. How many cookies can Ann eat in 3 months?",
        None,
    ),
    (
        "Theo can eat 13 cookies, 3 times a day, 20 days each month. How many apples can he eat in 3 months?",
        None,
    ),
    (
        "Theo can eat 13 cookies, 3 times a day, 20 days each week. How many cookies can he eat in 3 months?",
        None,
    ),
    (
        "Theo can eat 13 cookies, 3 times a day. Ann can eat 2 cookies a day. How many cookies can Theo eat in 2 days?",
        None,
    ),
    (
        "Theo can bake 13 cookies, 3 times a day, 20 days each month. How many cookies can he eat in 3 months?",
        None,
    ),
    (
        "Theo can eat 13 cookies, 0 times a day, 20 days each month. How many cookies can he eat in 3 months?",
        None,
    ),
    ("Tom and Ann eat 3 beignets every morning. How many beignets do they eat in a week?", None),
    (
        "Tom eats 3 beignets every morning. Ann eats 2 beignets every morning. How many beignets do they eat in a week?",
        35,
    ),
    (
        "The dog eats 2 cups of food every night. How many cups of food does the dog eat in 3 weeks?",
        42,
    ),
    ("Joseph drives his sister at 50 mph for 2 hours. How many miles does his sister drive?", None),
    ("Joseph drives the car at 50 mph for 2 hours. How many miles does the car drive?", None),
    (
        "Joseph drives at 50 mph for 2 hours. He drives at 40 mph for 3 hours. How many miles does Joseph drive?",
        220,
    ),
    (
        "Joseph drives at 50 mph for 2 hours. Then he walks 3 miles. How many miles does Joseph drive?",
        100,
    ),
    (
        "Joseph drives at 50 mph for 2 hours. Then he walks 3 miles. How many miles does Joseph walk?",
        3,
    ),
    ("Joseph drives at 50 mph for 2 hours. How many miles does Joseph walk?", None),
    ("Tom reads 2 books 3 times a week. How many books does Tom read in 4 weeks?", 24),
    ("Tom earns $5 3 times a week. How much does Tom earn in 4 weeks?", None),
    ("Tom scores 2 points 3 times a game. How many points does Tom score in 4 games?", None),
    ("Ann sold a dozen eggs for $3. How much money did Ann make?", 3),
    ("Ann has a dozen eggs. She ate a dozen of them. How many eggs does Ann have?", 0),
    ("Ann has a dozen eggs. She gave a dozen eggs to Tom. How many eggs does Tom have?", 12),
    (
        "Olivia earns $9 per hour. She worked 4 hours on Monday and 6 hours on Friday. Her brother worked 3 hours on Tuesday. How much money did Olivia make this week?",
        None,
    ),
    (
        "Olivia earns $9 per hour. She worked 4 hours on Monday and 6 hours on Friday. How much money did they make this week?",
        None,
    ),
    (
        "Olivia earns $9 per hour. She worked 4 hours on Monday and 6 hours on Sunday. How much money did Olivia make this week?",
        90,
    ),
    (
        "Ann has 2 pounds of flour. There are 16 ounces in a pound. She used 5 ounces of sugar. How many ounces of flour does Ann have?",
        32,
    ),
    (
        "Ann has 2 pounds of flour. There are 16 ounces in a pound. She bought 2 more pounds of flour. How many ounces of flour does Ann have?",
        64,
    ),
    (
        "Ann has 2 pounds of flour and 3 pounds of sugar. There are 16 ounces in a pound. How many ounces of flour and sugar does Ann have?",
        None,
    ),
    (
        "Ann has 2 pounds of flour. Tom has 3 pounds of flour. There are 16 ounces in a pound. How many ounces of flour does Ann have?",
        32,
    ),
    (
        "Ann has 2 pounds of flour. There are 16 ounces in a pound. How many ounces of flour do Ann and Tom have?",
        None,
    ),
    (
        "Ann has 2 pounds of flour. There are 16 ounces in a pound. How many ounces does Ann have?",
        32,
    ),
    (
        "Ann has 2 pounds of flour. There are 12 inches in a foot. How many inches of flour does Ann have?",
        None,
    ),
    (
        "Ann has 2 feet of rope. There are 12 inches in a foot. She cut the rope into 4 equal pieces. How many inches long is each piece?",
        6,
    ),
    (
        "Gus types 5 words a minute. He works 8 hours a day. He works 5 days a week. How many words can Gus type in a working week?",
        12000,
    ),
    (
        "Megan earns $8 per hour. She works 5 hours a day. How much will be her total earnings for 3 days of work if she takes a day off?",
        None,
    ),
    ("Megan earns $8 per hour. She works 5 hours a day. How much will be her pay for 3 days?", 120),
    (
        "A bird eats 7 berries a day. Samuel has 5 birds. How many berries do Samuel's birds eat in 4 days?",
        140,
    ),
    (
        "A bird eats 7 berries a day. Samuel has 5 birds. How many berries do Samuel's birds eat in a week?",
        245,
    ),
    (
        "A bird eats 7 berries a day. Samuel has 5 birds. How many berries does Samuel's bird eat in 4 days?",
        None,
    ),
    (
        "A bird eats 7 berries a day. Samuel has 5 birds. How many berries do the birds eat in 4 days?",
        None,
    ),
    (
        "A bird eats 7 berries a day. Samuel has 5 birds. How many berries do Samuel's cats eat in 4 days?",
        None,
    ),
    (
        "A bird eats 7 berries a day. Samuel has 5 birds. He gives 2 birds to Ann. How many berries do Samuel's birds eat in 4 days?",
        None,
    ),
    (
        "A bird eats 7 berries a day. Samuel has 5 birds and 2 cats. How many berries do Samuel's birds eat in 4 days?",
        None,
    ),
    (
        "A bird eats 7 berries a day. A cat eats 2 mice a day. Samuel has 5 birds. How many berries do Samuel's birds eat in 4 days?",
        None,
    ),
    (
        "A bird eats 7 berries a day. Samuel has 5 birds. How many berries do Samuel's birds eat in 4 hours?",
        None,
    ),
]


@pytest.mark.parametrize(("text", "value"), CASES)
def test_variation(text: str, value: int | Fraction | None) -> None:
    check_correct_or_refused(text, value)
