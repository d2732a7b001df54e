# ruff: noqa: E501
"""Adversarial variations (session 9, adversary b): time, rates and units.

Hand-written variations of the GSM8K train and MAWPS problems the session start answers
(``/tmp/base9_report/report.json``, outcome correct) whose constructions are rates over time
(per hour/day/week/minute, pages per day, miles per hour, every morning, every 2 days, twice
a day), unit conversion (minutes/hours/seconds, days/weeks, dozens, cents/dollars/quarters,
gallons/quarts/cups, feet/inches, miles/kilometers), ages (in N years, N years ago, twice as
old, a pronoun in a ``when`` clause beside two people of one gender), equal sharing and
grouping (a remainder must refuse or be exact, the sharer counted or not), fractions of a
quantity (``a third of``, ``2/5 of the remaining`` vs ``of his stickers``), ``the rest`` /
``remaining`` chains, combined rates (two workers, fill and drain, phases), and a comparison
told after the reference holder changed. Each is varied as held-out data would: another asked
quantity, holder or unit; a changed operation word; an irrelevant, reordered, missing or
hedged fact (``at least``, ``about``, ``every weekday``: must refuse). Every answer computed
by hand; each case must be answered with exactly that value or refused (None: must refuse).

Wrong answers found and fixed at their root:
- a wage times every span of time the earner spent, whatever she did in it (``Olivia earns $9
  per hour. She slept 4 hours on Monday, 3 hours on Wednesday and 6 hours on Friday. How much
  money did Olivia make this week?`` answered 117; ``If she swims for 12 hours``: 150;
  ``She drove 9 hours on Friday ...``: 286): gsm_wages.wage_earnings pays only time told with a
  verb of paid work (pack category ``wage_work_lemma``: work); any other refuses.
- the single-rate organ (R3) never compared the question's work with the rate's (``Emily can
  read 60 words per minute. How many hours does it take her to type 10,800 words?`` answered
  3; ``Tom can walk 3 miles per hour. How many hours does it take him to run 12 miles?``: 4;
  ``A baker can bake 30 cookies per hour. How many cookies can he sell in 5 hours?``: 150):
  rate.reader._one_work refuses a verb naming another work than the rate's (but for verbs of no
  work of their own: take, work, put, move, a ``run`` that counts nothing; and a typing rate
  asked as writing, gsm8k-train-2960).
- R3 checked two named agents but not a pronoun of the other gender (``Tom can run 6 miles per
  hour. How many hours does it take her to run 12 miles?`` answered 2; ``Omar reads 30 pages per
  hour. She reads for 4 hours. How many pages does he read?``: 120): rate.reader._slots refuses
  ``he`` beside ``she``, or a pronoun of the other gender than the named agent's (the pack's
  ``name`` rows); nor the rate question's possessive (``Tom travels 150 miles in 3 hours. What
  is the bus's speed in miles per hour?``, ``What is her speed``: 50), nor ``they`` of one agent
  (``A machine makes 40 toys per hour. They work for 8 hours.``: 320): the possessive is read
  as the question's agent (grammar group ``poss``) and ``they`` beside one agent refuses.
- one person of no known gender in the pack called both ``her`` and ``him`` (``Amalia can read 4
  pages of her book in 2 minutes. How many minutes will it take him to read 18 pages of her
  book?`` answered 9): one_person_genders.both_genders_of_one (hooked in risks7.check) refuses
  a story whose one person is such a name, beside no other person, told with pronouns of both
  genders.
- a titled holder (``Ms. Alice``) was of no known gender, so ``he`` resolved to her (``Ms.
  Alice can grade 296 papers in 8 hours. How many papers can he grade in 11 hours?`` answered
  407; ``Mrs. Smith reads 20 pages an hour. How many pages does he read in 3 hours?``: 60):
  resolve._gender_fits reads the name after a pack ``title``, or else the title's own gender
  (pack ``title`` values: mr m; mrs, ms, miss f; dr none).
"""

from __future__ import annotations

from fractions import Fraction

import pytest
from story_outcome import check_correct_or_refused as _check

F = Fraction

CASES: list[tuple[str, int | Fraction | None]] = [
    (
        "Sandra eats 3 beignets every morning. How many beignets will she eat in 2 weeks?",
        42,
    ),
    (
        "Sandra eats 3 beignets every weekday morning. How many beignets will she eat in 2 weeks?",
        30,
    ),
    (
        "Sandra eats 3 beignets every Monday. How many beignets will she eat in 16 weeks?",
        48,
    ),
    (
        "Sandra eats 3 beignets every other day. How many beignets will she eat in 16 weeks?",
        None,
    ),
    (
        "Sandra eats 3 beignets twice a day. How many beignets will she eat in 2 weeks?",
        84,
    ),
    (
        "Sandra eats 3 beignets every morning. How many beignets will she eat in 30 days?",
        90,
    ),
    (
        "Sandra eats 3 beignets every week. How many beignets will she eat in 16 weeks?",
        48,
    ),
    (
        "Sandra eats 3 beignets every week. How many beignets will she eat in 14 days?",
        6,
    ),
    (
        "Sandra eats 3 beignets every morning. How many days will it take her to eat 336 beignets?",
        112,
    ),
    (
        "Sandra eats 3 beignets every morning. How many weeks will it take her to eat 42 beignets?",
        2,
    ),
    (
        "Sandra eats 3 beignets every morning and 2 every evening. How many beignets will she eat in 2 weeks?",
        70,
    ),
    (
        "Sandra eats 3 beignets every morning. Her brother eats 2 beignets every morning. How many beignets will she eat in 2 weeks?",
        42,
    ),
    (
        "Sandra eats 3 beignets every morning. How many beignets will she eat in a year?",
        None,
    ),
    (
        "Sandra eats 3 beignets on weekends. How many beignets will she eat in 16 weeks?",
        None,
    ),
    (
        "Sandra eats 3 beignets every day except Sunday. How many beignets will she eat in 2 weeks?",
        36,
    ),
    (
        "Tom shares 12 cookies equally with his 3 friends. How many cookies does each person get?",
        3,
    ),
    (
        "Tom shares 12 cookies equally among his 3 friends. How many cookies does each friend get?",
        4,
    ),
    (
        "Tom and his 3 friends share 12 cookies equally. How many cookies does each of them get?",
        3,
    ),
    (
        "Nancy goes fishing with Joan and Sam. They catch 18 trout. If they equally split up the trout, how many will each one get?",
        6,
    ),
    (
        "Nancy goes fishing with Joan. They catch 19 trout. If they equally split up the trout, how many will each one get?",
        None,
    ),
    (
        "Nancy goes fishing with Joan. They catch 18 trout and 6 bass. If they equally split up the trout, how many trout will each one get?",
        9,
    ),
    (
        "Nancy goes fishing with her two sisters. They catch 18 trout. If they equally split up the trout, how many will each one get?",
        6,
    ),
    (
        "Fred, Benny, and Jason have 25 crayons all together. If the crayons are equally divided, how many will each person get?",
        None,
    ),
    (
        "Fred, Benny, and Jason have 24 crayons all together. If the crayons are equally divided among Fred and Benny, how many will each person get?",
        12,
    ),
    (
        "Benny goes to lunch with Sally and Sandy. The total bill came to 15 dollars. They decided to equally split up the bill, how much will each person have to pay?",
        5,
    ),
    (
        "Benny goes to lunch with Sally and Sandy. The total bill came to 16 dollars. They decided to equally split up the bill, how much will each person have to pay?",
        F(16, 3),
    ),
    (
        "Benny goes to lunch with Sally, Sandy and Tom. The total bill came to 15 dollars. They decided to equally split up the bill, how much will each person have to pay?",
        F(15, 4),
    ),
    (
        "There are 96 cupcakes for 8 children to share. How much will each person get if they share the cupcakes equally?",
        12,
    ),
    (
        "There are 100 cupcakes for 8 children to share. How many will each child get if they share the cupcakes equally?",
        None,
    ),
    (
        "There are 96 cupcakes for 8 children and 4 adults to share. How many will each person get if they share the cupcakes equally?",
        8,
    ),
    (
        "I have 648 pencils. If I put 4 pencils in each pencil box, how many pencil boxes will I fill?",
        162,
    ),
    (
        "I have 650 pencils. If I put 4 pencils in each pencil box, how many pencil boxes will I fill?",
        162,
    ),
    (
        "I have 648 pencils. If I put 4 pencils in each pencil box, how many pencil boxes will I need?",
        162,
    ),
    (
        "I have 650 pencils. If I put 4 pencils in each pencil box, how many pencil boxes will I need?",
        163,
    ),
    (
        "I have 54 dozen pencils. If I put 4 pencils in each pencil box, how many pencil boxes will I fill?",
        162,
    ),
    (
        "I have 648 pencils. If I put a dozen pencils in each pencil box, how many pencil boxes will I fill?",
        54,
    ),
    (
        "Mr. Guzman bought 48 doughnuts packed equally into 4 boxes. How many doughnuts were in each box?",
        12,
    ),
    (
        "Mr. Guzman bought 50 doughnuts packed equally into 4 boxes. How many doughnuts were in each box?",
        None,
    ),
    (
        "Mr. Guzman bought 4 dozen doughnuts packed equally into 4 boxes. How many doughnuts were in each box?",
        12,
    ),
    (
        "Mr. Guzman bought 48 doughnuts packed equally into 4 boxes. He ate 2 doughnuts. How many doughnuts were in each box?",
        None,
    ),
    (
        "A pet store had 18 puppies. In one day they sold 3 of them and put the rest into cages with 4 in each cage. How many cages did they use?",
        4,
    ),
    (
        "A pet store had 18 puppies. In one day they sold 3 of them and put the rest into cages with 5 in each cage. How many cages did they use?",
        3,
    ),
    (
        "A pet store had 18 puppies. In one day they bought 3 more and put all of them into cages with 7 in each cage. How many cages did they use?",
        3,
    ),
    (
        "Megan had 93 files on her computer. She deleted 21 of them and put the rest into folders with 7 files in each one. How many folders did Megan end up with?",
        None,
    ),
    (
        "Megan had 93 files on her computer. She deleted 21 of them and put the rest into 8 folders with the same number of files in each one. How many files were in each folder?",
        9,
    ),
    (
        "Megan had 93 files on her computer. She deleted 21 of them and put the rest into folders with 8 files in each one. How many files did she delete?",
        21,
    ),
    (
        "The cafeteria had 62 apples. For lunch they handed out 8 to students and decided to use the rest to make pies. If each pie takes 8 apples, how many pies could they make?",
        6,
    ),
    (
        "The cafeteria had 62 apples. For lunch they handed out 8 to students and decided to use the rest to make pies. If each pie takes half a dozen apples, how many pies could they make?",
        9,
    ),
    (
        "The cafeteria had 5 dozen apples. For lunch they handed out 6 to students and decided to use the rest to make pies. If each pie takes 9 apples, how many pies could they make?",
        6,
    ),
    (
        "For Halloween Sarah received 108 pieces of candy. She ate 36 pieces then placed the rest into piles with 10 in each pile. How many piles could she make?",
        7,
    ),
    (
        "For Halloween Sarah received 108 pieces of candy. She ate 3 dozen pieces then placed the rest into piles with 9 in each pile. How many piles could she make?",
        8,
    ),
    (
        "Wendy uploaded 79 pictures to Facebook. She put 44 pics into one album and put the rest into 4 different albums. How many pictures were in each album?",
        None,
    ),
    (
        "Wendy uploaded 79 pictures to Facebook. She put 44 pics into one album and put the rest into 5 different albums. How many albums did she use?",
        6,
    ),
    (
        "There are 65 students trying out for the school's trivia teams. If 17 of them didn't get picked for the team and the rest were put into 5 groups, how many students would be in each group?",
        None,
    ),
    (
        "There are 65 students trying out for the school's trivia teams. If 17 of them didn't get picked for the team and the rest were put into groups of 8, how many groups would there be?",
        6,
    ),
    (
        "Alex had 36 ounces of jelly beans. He ate 6 ounces. Then he divided the rest equally into 4 piles. How much does each pile weigh?",
        F(15, 2),
    ),
    (
        "Alex had 36 jelly beans. He ate 6 of them. Then he divided the rest equally into 4 piles. How many jelly beans are in each pile?",
        None,
    ),
    (
        "Alex had 36 ounces of jelly beans. He ate 6 ounces. Then he divided the rest equally into 3 piles. How many pounds does each pile weigh?",
        F(5, 8),
    ),
    (
        "Alex had 2 pounds of jelly beans. He ate 8 ounces. Then he divided the rest equally into 3 piles. How many ounces does each pile weigh?",
        8,
    ),
    (
        "Alex had 36 ounces of jelly beans. He ate 6 ounces. Then he divided the rest equally among himself and 2 friends. How much does each person get?",
        10,
    ),
    (
        "Olivia earns $9 per hour. She worked 4 hours on Monday, 3 hours on Wednesday and 6 hours on Friday. How much money did Olivia make on Monday and Friday?",
        90,
    ),
    (
        "Olivia earns $9 per hour. She worked 4 hours on Monday, 3 hours on Wednesday and 6 hours on Friday. How many hours did Olivia work this week?",
        13,
    ),
    (
        "Olivia earns $9 per hour. She worked 240 minutes on Monday, 3 hours on Wednesday and 6 hours on Friday. How much money did Olivia make this week?",
        117,
    ),
    (
        "Olivia earns $9 per hour. She worked 4 days on Monday. How much money did Olivia make?",
        None,
    ),
    (
        "Olivia earns $9 per hour. She worked 4 days this week. How much money did Olivia make this week?",
        None,
    ),
    (
        "Olivia earns $9 per hour. Her sister earns $10 per hour. She worked 4 hours on Monday and 3 hours on Friday. How much money did Olivia make this week?",
        None,
    ),
    (
        "Olivia earns $9 per hour. Her brother worked 4 hours on Monday and 3 hours on Friday. How much money did Olivia make this week?",
        None,
    ),
    (
        "Olivia earns $9 per day. She worked 4 hours on Monday, 3 hours on Wednesday and 6 hours on Friday. How much money did Olivia make this week?",
        None,
    ),
    (
        "Olivia earns 900 cents per hour. She worked 4 hours on Monday, 3 hours on Wednesday and 6 hours on Friday. How many dollars did Olivia make this week?",
        117,
    ),
    (
        "Olivia earns $9 per hour. She worked 4 hours on Monday, 3 hours on Wednesday and 6 hours on Friday. She spent $20 on lunch. How much money does Olivia have left from this week's pay?",
        97,
    ),
    (
        "Olivia earns $9 per hour. She worked 4 hours on Monday and twice as many hours on Friday. How much money did Olivia make this week?",
        108,
    ),
    (
        "Olivia earns $9 per hour. She worked 4 hours on Monday and half an hour on Friday. How much money did Olivia make this week?",
        F(81, 2),
    ),
    (
        "Megan works eight hours a day and earns $7.50 per hour. If she works 20 days a month, how much will she earn in a week?",
        None,
    ),
    (
        "Megan works eight hours a day and earns $7.50 per hour. If she works 5 days a week, how much will she earn in 3 weeks?",
        900,
    ),
    (
        "Megan works eight hours a day and earns $7.50 per hour. If she works 20 days a month, how much will be her total earnings for a year of work?",
        14400,
    ),
    (
        "Megan works eight hours a day and earns $7.50 per hour. How much will she earn in 20 days?",
        1200,
    ),
    (
        "Megan works eight hours a day and earns $7.50 per hour. If she works 20 days a month, how many hours does she work in two months?",
        320,
    ),
    (
        "Megan works eight hours a day and earns $60 a day. If she works 20 days a month, how much does she earn per hour?",
        F(15, 2),
    ),
    (
        "Megan works 480 minutes a day and earns $7.50 per hour. If she works 20 days a month, how much will be her total earnings for two months of work?",
        2400,
    ),
    (
        "Megan works eight hours a day and earns $7.50 per hour. Her sister works six hours a day. If she works 20 days a month, how much will be her total earnings for two months of work?",
        None,
    ),
    (
        "A train travels 270 miles in 3 hours. At the same rate, how many hours would it take to travel 450 miles?",
        5,
    ),
    (
        "A train travels 270 miles in 3 hours. At the same rate, how many minutes would it take to travel 180 miles?",
        120,
    ),
    (
        "A train travels 270 miles in 3 hours. At the same rate, how many miles would it travel in 5 hours?",
        450,
    ),
    (
        "A train travels 270 miles in 3 hours. At the same rate, how many miles would it travel in 30 minutes?",
        45,
    ),
    (
        "A train travels 270 miles in 3 hours. At the same rate, how many hours would it take in all to travel an additional 180 miles?",
        5,
    ),
    (
        "A train travels 270 miles in 3 hours. A bus travels 180 miles in 4 hours. At the same rate, how many additional hours would it take the train to travel an additional 180 miles?",
        2,
    ),
    (
        "A train travels 270 miles in 3 hours. At the same rate, how many additional hours would it take to travel a total of 450 miles?",
        2,
    ),
    (
        "A train travels 270 miles in 3 hours. At the same rate, how many additional hours would it take to travel an additional 180 kilometers?",
        None,
    ),
    (
        "A train travels 270 kilometers in 3 hours. At the same rate, how many additional minutes would it take to travel an additional 180 kilometers?",
        120,
    ),
    (
        "A train travels 270 miles in 180 minutes. At the same rate, how many additional hours would it take to travel an additional 180 miles?",
        2,
    ),
    (
        "A train travels 270 miles in 3 hours. It then stops for 1 hour. At the same rate, how many additional hours would it take to travel an additional 180 miles?",
        None,
    ),
    (
        "Micah can type 20 words per minute and Isaiah can type 40 words per minute. How many more words can Isaiah type than Micah in 90 seconds?",
        30,
    ),
    (
        "Micah can type 20 words per minute and Isaiah can type 40 words per minute. How many more words can Isaiah type than Micah in half an hour?",
        600,
    ),
    (
        "Micah can type 20 words per minute and Isaiah can type 40 words per minute. How many words can they type together in an hour?",
        3600,
    ),
    (
        "Micah can type 20 words per minute and Isaiah can type 40 words per minute. How many words can Micah type in an hour?",
        1200,
    ),
    (
        "Micah can type 20 words per minute and Isaiah can type 40 words per hour. How many more words can Isaiah type than Micah in an hour?",
        None,
    ),
    (
        "Micah can type 20 words per minute and Isaiah can type twice as fast. How many more words can Isaiah type than Micah in an hour?",
        1200,
    ),
    (
        "Micah can type 20 words per minute and Isaiah can type 40 words per minute. How many fewer words can Micah type than Isaiah in 2 hours?",
        2400,
    ),
    (
        "Micah can type 20 words per minute and Isaiah can type 40 words per minute. How many minutes will it take Micah to type 1200 words?",
        60,
    ),
    (
        "Micah can type 20 words per minute. How many more words can Isaiah type than Micah in an hour?",
        None,
    ),
    (
        "Theo can eat 13 cookies, 3 times a day, 20 days each month. How many cookies can he eat in a year?",
        9360,
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
        "Theo can eat 13 cookies, 3 times a day. How many cookies can he eat in 3 months?",
        None,
    ),
    (
        "Theo can eat 13 cookies, 3 times a day, 20 days each month. How many times does he eat cookies in 3 months?",
        180,
    ),
    (
        "If Janet reads 80 pages a day and Belinda reads 30 pages a day, how many more pages does Janet read in 3 weeks?",
        1050,
    ),
    (
        "If Janet reads 80 pages a day and Belinda reads 30 pages a day, how many more pages does Janet read in 6 days?",
        300,
    ),
    (
        "If Janet reads 80 pages a day and Belinda reads 30 pages a day, how many pages do they read together in 2 weeks?",
        1540,
    ),
    (
        "If Janet reads 80 pages a day and Belinda reads 30 pages a week, how many more pages does Janet read in 6 weeks?",
        3180,
    ),
    (
        "If Janet reads 80 pages a day and Belinda reads 30 pages a day, how many fewer pages does Belinda read in 6 weeks?",
        2100,
    ),
    (
        "If Janet reads 80 pages a day and Belinda reads 30 pages a day, how many more pages does Belinda read in 6 weeks?",
        None,
    ),
    (
        "A bird eats 7 berries a day. Samuel has 5 birds. How many berries do Samuel's birds eat in 2 weeks?",
        490,
    ),
    (
        "A bird eats 7 berries a day. Samuel has 5 birds. How many berries does one bird eat in 4 days?",
        28,
    ),
    (
        "A bird eats 7 berries a day. Samuel has 5 birds and 3 cats. How many berries do Samuel's birds eat in 4 days?",
        140,
    ),
    (
        "A bird eats 7 berries a day. Samuel has 5 birds. Two of his birds fly away. How many berries do Samuel's birds eat in 4 days?",
        84,
    ),
    (
        "A bird eats 7 berries a week. Samuel has 5 birds. How many berries do Samuel's birds eat in 4 days?",
        None,
    ),
    (
        "A bird eats 7 berries a day. Samuel has 5 birds. How many days will 280 berries last Samuel's birds?",
        8,
    ),
    (
        "If Janet reads 80 pages every 2 days and Belinda reads 30 pages a day, how many more pages does Janet read in 6 weeks?",
        420,
    ),
    (
        "If Janet reads 80 pages every two weeks and Belinda reads 30 pages every two weeks, how many more pages does Janet read in 6 weeks?",
        150,
    ),
    (
        "Janet reads 80 pages a day. How many pages does Janet read in 6 weeks?",
        3360,
    ),
    (
        "Janet reads 80 pages every 2 days. How many pages does Janet read in 6 weeks?",
        1680,
    ),
    (
        "Janet reads 80 pages every weekday. How many pages does Janet read in 6 weeks?",
        2400,
    ),
    (
        "Janet reads 80 pages a day for 5 days a week. How many pages does Janet read in 6 weeks?",
        2400,
    ),
    (
        "Janet reads 80 pages a day, 5 days a week. How many pages does Janet read in 6 weeks?",
        2400,
    ),
    (
        "Janet reads 80 pages a day on weekdays. How many pages does Janet read in 6 weeks?",
        2400,
    ),
    (
        "Janet reads 80 pages an hour. She reads for 2 hours a day. How many pages does Janet read in 6 days?",
        960,
    ),
    (
        "Janet reads 80 pages a day. She read for 6 weeks and then stopped for 2 weeks. How many pages did Janet read?",
        3360,
    ),
    (
        "Bob can shuck 10 oysters in 5 minutes. How many oysters can he shuck in 2 hours?",
        240,
    ),
    (
        "Bob can shuck 10 oysters in 5 minutes. How many oysters can Bob and Tim shuck in 2 hours?",
        None,
    ),
    (
        "Bob and Tim can shuck 10 oysters in 5 minutes. How many oysters can Bob shuck in 2 hours?",
        None,
    ),
    (
        "Bob can shuck 10 oysters every 5 minutes. How many oysters can he shuck in 2 hours?",
        240,
    ),
    (
        "Bob can shuck 10 oysters in 5 minutes. How many oysters can he shuck in 2 hours if he takes a 30 minute break?",
        None,
    ),
    (
        "Bob can shuck 10 oysters in 5 minutes. How many minutes will it take him to shuck 3 dozen oysters?",
        18,
    ),
    (
        "Bob can shuck a dozen oysters in 6 minutes. How many oysters can he shuck in 2 hours?",
        240,
    ),
    (
        "Bob can shuck 10 oysters in 5 minutes. He shucks for 2 hours a day. How many oysters can he shuck in 3 days?",
        720,
    ),
    (
        "Bob can shuck 10 oysters in 5 minutes. How many hours will it take him to shuck 240 oysters?",
        2,
    ),
    (
        "Bob can shuck 10 oysters in 5 seconds. How many oysters can he shuck in 2 minutes?",
        240,
    ),
    (
        "Bob can shuck 10 oysters in 5 minutes. How many oysters can he shuck in 2 days?",
        5760,
    ),
    (
        "Bob can shuck 10 oysters in 5 minutes. How many oysters can he shuck in 7 minutes?",
        14,
    ),
    (
        "Bob can shuck 10 oysters in 4 minutes. How many oysters can he shuck in 7 minutes?",
        None,
    ),
    (
        "It takes David 10 minutes to wash 4 windows. David's house has 64 windows. How many hours will it take David to wash all of the windows?",
        F(8, 3),
    ),
    (
        "It takes David 10 minutes to wash 4 windows. David's house has 64 windows. How many minutes will it take David and his son to wash all of the windows?",
        None,
    ),
    (
        "It takes David 10 minutes to wash 4 windows. David's house has 64 windows. He has already washed 24 windows. How many more minutes will it take David to wash the rest of the windows?",
        100,
    ),
    (
        "It takes David 10 minutes to wash 4 windows. David's house has 64 windows and his garage has 8 windows. How many minutes will it take David to wash all of the windows in his house?",
        160,
    ),
    (
        "It takes David 10 minutes to wash 4 windows. David's house has 64 windows and his garage has 8 windows. How many minutes will it take David to wash all of the windows?",
        180,
    ),
    (
        "It takes David 10 minutes to wash 4 windows. David's house has 16 rooms with 4 windows each. How many minutes will it take David to wash all of the windows?",
        160,
    ),
    (
        "It takes David 10 minutes to wash 4 windows. Tom's house has 64 windows. How many minutes will it take David to wash all of the windows in Tom's house?",
        160,
    ),
    (
        "It takes David 10 minutes to wash 4 windows. His sister takes 5 minutes to wash 4 windows. David's house has 64 windows. How many minutes will it take David to wash all of the windows?",
        160,
    ),
    (
        "It takes David 10 minutes to wash 4 windows. David's house has 64 windows. How many windows can David wash in an hour?",
        24,
    ),
    (
        "It takes 3 people 10 minutes to wash 4 windows. The house has 64 windows. How many minutes will it take 3 people to wash all of the windows?",
        160,
    ),
    (
        "It takes David 10 minutes to wash 4 windows. David's house has 64 doors. How many minutes will it take David to wash all of the windows?",
        None,
    ),
    (
        "It takes David 10 minutes to wash 4 windows and 20 minutes to wash 2 cars. David's house has 64 windows. How many minutes will it take David to wash all of the windows?",
        160,
    ),
    (
        "Darma can eat 20 peanuts in 15 seconds. At this same rate, how many peanuts could she eat in 1 hour?",
        4800,
    ),
    (
        "Darma can eat 20 peanuts in 15 seconds. At this same rate, how many minutes would it take her to eat 480 peanuts?",
        6,
    ),
    (
        "Darma can eat 20 peanuts in 15 seconds. At this same rate, how many peanuts could she eat in 45 seconds?",
        60,
    ),
    (
        "Darma can eat 20 peanuts in 15 seconds. At this same rate, how many peanuts could her brother eat in 6 minutes?",
        None,
    ),
    (
        "Darma can eat 20 peanuts in a quarter of a minute. At this same rate, how many peanuts could she eat in 6 minutes?",
        480,
    ),
    (
        "Ms. Alice can grade 296 papers in 8 hours. How many papers can she grade in 90 minutes?",
        None,
    ),
    (
        "Ms. Alice can grade 296 papers in 8 hours. How many papers can she grade in 2 days if she works 8 hours a day?",
        592,
    ),
    (
        "Ms. Alice can grade 296 papers in 8 hours. How many hours will it take her to grade 111 papers?",
        3,
    ),
    (
        "Ms. Alice can grade 296 papers in 8 hours. Mr. Bob can grade 200 papers in 8 hours. How many papers can she grade in 11 hours?",
        407,
    ),
    (
        "Ms. Alice can grade 296 papers in 8 hours. How many more papers can she grade in 11 hours than in 8 hours?",
        111,
    ),
    (
        "Emily can type 60 words per minute. How many minutes does it take her to write 10,800 words?",
        180,
    ),
    (
        "Emily can type 60 words per minute. How many hours does it take her to write 10,000 words?",
        F(25, 9),
    ),
    (
        "Emily can type 60 words per minute. How many words can she type in 3 hours?",
        10800,
    ),
    (
        "Emily can type 60 words per second. How many hours does it take her to write 10,800 words?",
        F(1, 20),
    ),
    (
        "Emily can type 60 words per minute. How many hours does it take her to write 10,800 letters?",
        None,
    ),
    (
        "Emily can type 60 words per minute. How many hours does it take her sister to write 10,800 words?",
        None,
    ),
    (
        "Emily can type 60 words per minute. She has already typed 3,600 words of a 10,800 word essay. How many more hours does it take her to finish?",
        2,
    ),
    (
        "Gunther can type 160 words every 3 minutes and he works 8 hours per day. How many words can Gunther type in a working day?",
        25600,
    ),
    (
        "Gunther can type 160 words every 3 minutes and he works 480 minutes per day. How many words can Gunther type in 5 working days?",
        128000,
    ),
    (
        "Gunther can type 160 words every 3 minutes and he works 480 minutes per day. How many words can Gunther type in an hour?",
        3200,
    ),
    (
        "Gunther can type 160 words every 3 minutes and he works 400 minutes per day. How many words can Gunther type in a working day?",
        None,
    ),
    (
        "John can play 200 beats per minute. If he plays 90 minutes a day for 4 days how many beats does he play?",
        72000,
    ),
    (
        "John can play 200 beats per minute. If he plays 2 hours a day for 3 weeks how many beats does he play?",
        504000,
    ),
    (
        "John can play 200 beats per minute. If he plays 2 hours a day for 3 days how many minutes does he play?",
        360,
    ),
    (
        "John can play 200 beats per second. If he plays 2 hours a day for 3 days how many beats does he play?",
        4320000,
    ),
    (
        "John can play 200 beats per minute. If his sister plays 2 hours a day for 3 days how many beats does she play?",
        None,
    ),
    (
        "John drinks 1.5 gallons of water a day. How many quarts does he drink in 3 days?",
        18,
    ),
    (
        "John drinks 1.5 gallons of water a day. How many gallons does he drink a week?",
        F(21, 2),
    ),
    (
        "John drinks 1.5 gallons of water a day. How many pints does he drink a week?",
        84,
    ),
    (
        "John drinks 6 quarts of water a day. How many gallons does he drink a week?",
        F(21, 2),
    ),
    (
        "John drinks 1.5 gallons of water a day. How many cups does he drink a day?",
        24,
    ),
    (
        "John drinks 1.5 gallons of water a day. How many quarts does his sister drink a week?",
        None,
    ),
    (
        "John drinks 1.5 gallons of water a day and 2 quarts of milk a day. How many quarts of water does he drink a week?",
        42,
    ),
    (
        "John drinks 1.5 gallons of water a day and 2 quarts of milk a day. How many quarts does he drink a week?",
        56,
    ),
    (
        "John drinks 1.5 gallons of water a week. How many quarts does he drink a day?",
        F(6, 7),
    ),
    (
        "Herbert is 10 years younger than Kris. If Kris is 24 years old now, how old was Herbert 3 years ago?",
        11,
    ),
    (
        "Herbert is 10 years younger than Kris. If Kris will be 24 years old next year, how old is Herbert now?",
        13,
    ),
    (
        "Herbert is 10 years younger than Kris. If Kris was 24 years old last year, how old is Herbert now?",
        15,
    ),
    (
        "Herbert is 10 years younger than Kris. If Kris is 24 years old now, how old will Kris be when Herbert is 20?",
        30,
    ),
    (
        "Herbert is 10 years older than Kris. If Kris is 24 years old now, how old will Herbert be next year?",
        35,
    ),
    (
        "Herbert was 10 years younger than Kris. If Kris is 24 years old now, how old will Herbert be next year?",
        15,
    ),
    (
        "Herbert is 10 years younger than Kris. If Kris is 24 months old now, how old will Herbert be next year?",
        None,
    ),
    (
        "Herbert is 10 years younger than Kris. If Kris is 24 years old now, how old will Herbert be in 2 decades?",
        None,
    ),
    (
        "Herbert is 10 years younger than Kris. Kris is 24 years old. Sam is 30 years old. How old will Herbert be next year?",
        15,
    ),
    (
        "Herbert is 10 years younger than Kris. If Herbert's sister is 24 years old now, how old will Herbert be next year?",
        None,
    ),
    (
        "Jessica is six years older than Claire. In two years, Claire will be 20 years old. How old will Jessica be in 5 years?",
        29,
    ),
    (
        "Jessica is six years older than Claire. In two years, Claire will be 20 years old. How old was Jessica 3 years ago?",
        21,
    ),
    (
        "Jessica is six years older than Claire. Two years ago, Claire was 20 years old. How old is Jessica now?",
        28,
    ),
    (
        "Jessica is six years older than Claire. In two years, Jessica will be 20 years old. How old is Claire now?",
        12,
    ),
    (
        "Jessica is six years younger than Claire. In two years, Claire will be 20 years old. How old is Jessica now?",
        12,
    ),
    (
        "Jessica is six years older than Claire. In two years, Claire will be 20 years old. What is the sum of their ages now?",
        42,
    ),
    (
        "Jessica is six years older than Claire. In two years, Claire will be 20 years old. How old is Claire's mother now?",
        None,
    ),
    (
        "Jessica is six years older than Claire. In two years, Claire will be 20 years old. In how many years will Jessica be 30?",
        6,
    ),
    (
        "Patrick is half the age of his elder brother Robert. If Robert will turn 30 after 2 years, how old will Patrick be in 2 years?",
        16,
    ),
    (
        "Patrick is half the age of his elder brother Robert. If Robert turned 30 two years ago, how old is Patrick now?",
        16,
    ),
    (
        "Patrick is half the age of his elder brother Robert. If Robert will turn 31 after 2 years, how old is Patrick now?",
        None,
    ),
    (
        "Patrick is twice the age of his younger brother Robert. If Robert will turn 30 after 2 years, how old is Patrick now?",
        56,
    ),
    (
        "Omi is twice as old as Kimiko. Arlette is 3/4 times as old as Kimiko. If Kimiko is 28 years old, calculate the sum of the ages of the three?",
        105,
    ),
    (
        "Omi is twice as old as Kimiko. Arlette is 3/4 times as old as Kimiko. If Kimiko is 28 years old, how old is Arlette?",
        21,
    ),
    (
        "Omi is twice as old as Kimiko. Arlette is 3/4 times as old as Omi. If Kimiko is 28 years old, how old is Arlette?",
        42,
    ),
    (
        "Omi is twice as old as Kimiko. Arlette is 3/4 times as old as Kimiko. If Kimiko is 30 years old, how old is Arlette?",
        None,
    ),
    (
        "Omi is twice as old as Kimiko. Arlette is 3/4 times as old as Kimiko. If Kimiko is 28 years old, calculate the average age of the three in 2 years?",
        37,
    ),
    (
        "Lara was 9 years old 7 years ago. How old was she 2 years ago?",
        14,
    ),
    (
        "Lara will be 9 years old in 7 years. How old was she 3 years ago?",
        None,
    ),
    (
        "Lara will be 9 years old in 7 years. How old is she now?",
        2,
    ),
    (
        "Lara was 9 years old 7 years ago. How old will she be in a decade?",
        None,
    ),
    (
        "Lara was 9 years old 7 years ago. Her brother is 5 years old. How old will she be 10 years from now?",
        26,
    ),
    (
        "Lara was 9 years old 7 years ago. How old will her brother be 10 years from now?",
        None,
    ),
    (
        "Mike is 16 years old. His sister Barbara is half as old as he is. How old will Mike be when Barbara is 24 years old?",
        32,
    ),
    (
        "Mike is 16 years old. His sister Barbara is half as old as he is. How old was Barbara when Mike was 10 years old?",
        2,
    ),
    (
        "Mike is 16 years old. His sister Barbara is half as old as he is. How old will Barbara be when Mike is twice as old as he is now?",
        24,
    ),
    (
        "Mike is 16 years old. His sister Barbara is half as old as he is. How old is Barbara going to be when Mike is 6 years old?",
        None,
    ),
    (
        "John is 10 years old. His sister is twice his age. When his sister is 50 years old, how old will John be?",
        40,
    ),
    (
        "John is 10 years old. His sister is twice his age. How old will his sister be when he is 50 years old?",
        60,
    ),
    (
        "John is 10 years old. His sister is twice his age. When he is 50 years old, how old will his brother be?",
        None,
    ),
    (
        "John is 10 years old. His sister is twice his age. His brother is 3 years older than his sister. When he is 50 years old, how old will his brother be?",
        63,
    ),
    (
        "Emma is 7 years old. If her sister is 9 years older than her, how old will her sister be when Emma is 56?",
        65,
    ),
    (
        "Emma is 7 years old. If her sister is 9 years younger than her, how old will Emma be when her sister is 56?",
        None,
    ),
    (
        "Agnes is 25 years old and her daughter, Jane is 6 years old. In how many years will Agnes be three times as old as Jane?",
        None,
    ),
    (
        "Agnes is 40 years old and her daughter, Jane is 10 years old. In how many years will Agnes be twice as old as Jane?",
        20,
    ),
    (
        "Agnes is 40 years old and her daughter, Jane is 10 years old. How many years ago was Agnes 7 times as old as Jane?",
        5,
    ),
    (
        "Agnes is 25 years old and her daughter, Jane is 6 years old. How old will Jane be when Agnes is twice as old as her?",
        19,
    ),
    (
        "Adam and Tom are brothers. Adam is 8 years old and Tom is 12 years old. In how many years will their combined age be 40 years old?",
        10,
    ),
    (
        "Adam and Tom are brothers. Adam is 8 years old and Tom is 12 years old. How many years ago was their combined age 10 years?",
        5,
    ),
    (
        "Adam and Tom are brothers. Adam is 8 years old and Tom is 12 years old. Their sister is 5. In how many years will their combined age be 44 years old?",
        None,
    ),
    (
        "In 5 years, Andy will be twice as old as Rahim is now. Rahim is 6 now. How old will Andy be in 10 years?",
        17,
    ),
    (
        "In 5 years, Andy will be twice as old as Rahim will be then. Rahim is 6 now. How old is Andy now?",
        17,
    ),
    (
        "5 years ago, Andy was twice as old as Rahim is now. Rahim is 6 now. How old is Andy now?",
        17,
    ),
    (
        "In 5 years, Andy will be twice as old as Rahim is now. Rahim will be 6 in 2 years. How old is Andy now?",
        3,
    ),
    (
        "Cori is 3 years old today. In 5 years, she will be one-third the age of her aunt. How old will her aunt be in 5 years?",
        24,
    ),
    (
        "Cori is 3 years old today. In 5 years, she will be one-third the age of her aunt. How old was her aunt 4 years ago?",
        15,
    ),
    (
        "Cori is 3 years old today. In 5 years, she will be one-third as old as her aunt is now. How old is her aunt today?",
        24,
    ),
    (
        "Cori is 3 years old today. 5 years ago, her aunt was three times as old as Cori is now. How old is her aunt today?",
        14,
    ),
    (
        "Tom's cat is 8 years old. His rabbit is half the age of his cat. His dog is three times as old as his rabbit. How old will the dog be in 2 years?",
        14,
    ),
    (
        "Tom's cat is 8 years old. His rabbit is half the age of his cat. His dog is three times as old as his cat. How old is the dog?",
        24,
    ),
    (
        "Tom's cat is 8 years old. His rabbit is half the age of his cat. His dog is three times as old as his rabbit. How old is Tom?",
        None,
    ),
    (
        "Tom is 8 years old. His rabbit is half his age. His dog is three times as old as his rabbit. How old is the dog?",
        12,
    ),
    (
        "Mark is 7 years older than Amy, who is 15. How old was Mark 5 years ago?",
        17,
    ),
    (
        "Mark is 7 years older than Amy, who was 15 last year. How old will Mark be in 5 years?",
        28,
    ),
    (
        "Mark is 7 years older than Amy, who is 15. How old will Amy be when Mark is 30?",
        23,
    ),
    (
        "Mark is 7 years older than Amy, who is 15. Amy's brother is 3. How old will Mark be in 5 years?",
        27,
    ),
    (
        "Derek has $960 to buy his books for the semester. He spends half of that on his textbooks, and he spends a quarter of the original amount on his school supplies. What is the amount of money Derek has left?",
        240,
    ),
    (
        "Derek has $960 to buy his books for the semester. He spends half of that on his textbooks, and he spends a quarter of what is left on his school supplies. How much did Derek spend on school supplies?",
        120,
    ),
    (
        "Derek has $960 to buy his books for the semester. He spends half of that on his textbooks, and he spends a quarter of what is left on his school supplies. How much did Derek spend in all?",
        600,
    ),
    (
        "Derek has $960 to buy his books for the semester. He spends half of that on his textbooks, and he spends $100 on his school supplies. What is the amount of money Derek has left?",
        380,
    ),
    (
        "Derek has $960 to buy his books for the semester. His sister spends half of that on her textbooks, and he spends a quarter of what is left on his school supplies. What is the amount of money Derek has left?",
        None,
    ),
    (
        "Derek has $960 to buy his books for the semester. He spends half of that on his textbooks, and he spends a quarter of his money on his school supplies. What is the amount of money Derek has left?",
        None,
    ),
    (
        "Jake has $5000. He spends $2800 on a new motorcycle, and then spends half of what's left on a concert ticket. How much did the concert ticket cost?",
        1100,
    ),
    (
        "Jake has $5000. He spends $2800 on a new motorcycle, and then spends half of what's left on a concert ticket. Jake then loses a fourth of what he has left. How much money did he lose?",
        275,
    ),
    (
        "Jake has $5000. He spends $2800 on a new motorcycle, and then spends half of what's left on a concert ticket. Jake then loses $100. How much money does he have left?",
        1000,
    ),
    (
        "Jake has $5000. He spends $2800 on a new motorcycle, and then spends half of that on a concert ticket. How much money does he have left?",
        800,
    ),
    (
        "Ali has $480. He spent half of it on food, and then he spent a third of what was left on a pair of glasses. How much did the glasses cost?",
        80,
    ),
    (
        "Ali has $480. He spent half of it on food, and then he spent a third of what was left on a pair of glasses. How much money did he spend?",
        320,
    ),
    (
        "Ali has $480. He spent a third of it on food, and then he spent half of what was left on a pair of glasses. How much money did he have left?",
        160,
    ),
    (
        "Ali has $480. He spent half of it on food, and then he spent a third of it on a pair of glasses. How much money did he have left?",
        None,
    ),
    (
        "Frank spent 1/5 of his money to buy groceries. He then spent 1/4 of the remaining money to buy a magazine. If he had $360 left in his wallet, how much did the magazine cost?",
        120,
    ),
    (
        "Frank spent 1/5 of his money to buy groceries. He then spent 1/4 of the remaining money to buy a magazine. If he had $360 left in his wallet, how much did he spend on groceries?",
        120,
    ),
    (
        "Frank spent 1/5 of his money to buy groceries. He then spent 1/4 of his money to buy a magazine. If he had $330 left in his wallet, how much money did he have at first?",
        600,
    ),
    (
        "Frank spent 1/5 of his money to buy groceries. He then spent $60 to buy a magazine. If he had $360 left in his wallet, how much money did he have at first?",
        525,
    ),
    (
        "Lucy lost one-third of her money. She then spent one-fourth of the remainder, and only left with $15. How much did she spend?",
        5,
    ),
    (
        "Lucy lost one-third of her money. She then spent one-fourth of her money, and only left with $15. How much money did Lucy have at the beginning?",
        36,
    ),
    (
        "Lucy lost one-third of her money. She then spent $5, and only left with $15. How much money did Lucy have at the beginning?",
        30,
    ),
    (
        "Lucy spent one-third of her money. She then lost one-fourth of the remainder, and only left with $15. How much money did Lucy have at the beginning?",
        30,
    ),
    (
        "Mary has 400 sheep on her farm. She gave a quarter of her sheep to her sister, and half of her sheep to her brother. How many sheep remain with Mary?",
        100,
    ),
    (
        "Mary has 400 sheep on her farm. She gave a quarter of her sheep to her sister, and half of the remaining sheep to her brother. How many sheep did her brother get?",
        150,
    ),
    (
        "Mary has 400 sheep on her farm. She gave a quarter of her sheep to her sister, and half of the remaining sheep to her brother. How many sheep did she give away?",
        250,
    ),
    (
        "Mary has 400 sheep on her farm. She gave a quarter of her sheep to her sister, and her sister gave half of her sheep to their brother. How many sheep remain with Mary?",
        300,
    ),
    (
        "Mary has 400 sheep on her farm. She gave a quarter of her sheep to her sister, and half of the remaining sheep to her brother. She then bought 20 sheep. How many sheep does Mary have now?",
        170,
    ),
    (
        "Mary has 400 sheep and 20 cows on her farm. She gave a quarter of her sheep to her sister, and half of the remaining sheep to her brother. How many sheep remain with Mary?",
        150,
    ),
    (
        "Mary has 400 sheep on her farm. She gave a quarter of her sheep to her sister, and half of the remaining sheep to her brother. How many animals remain with Mary?",
        150,
    ),
    (
        "Oliver had 135 stickers. He used 1/3 of his stickers, gave 2/5 of the remaining to his friend, and kept the remaining stickers. How many stickers did he give to his friend?",
        36,
    ),
    (
        "Oliver had 135 stickers. He used 1/3 of his stickers, gave 2/5 of his stickers to his friend, and kept the remaining stickers. How many stickers did he keep?",
        36,
    ),
    (
        "Oliver had 135 stickers. He used 1/3 of his stickers, gave 2/5 of the remaining to his friend, and kept the remaining stickers. How many stickers did he use?",
        45,
    ),
    (
        "Oliver had 135 stickers. He used 1/3 of his stickers, gave 3/5 of the remaining to his friend, and kept the remaining stickers. How many stickers did he keep?",
        36,
    ),
    (
        "Oliver had 135 stickers. He used 1/3 of his stickers, gave 2/5 of the remaining to his friend, and kept the remaining stickers. How many stickers does his friend have?",
        None,
    ),
    (
        "Susie has 572 beans in the jar. One-fourth of them are red and one-third of the remaining beans are white. Then half of the remaining are green beans. How many white beans are there?",
        143,
    ),
    (
        "Susie has 572 beans in the jar. One-fourth of them are red and one-third of them are white. Then half of the remaining are green beans. How many green beans are there?",
        None,
    ),
    (
        "There are 120 cards in a box. If 2/5 of the cards are red, exactly 5/9 of the remainder are black, and the rest are green, calculate the number of black cards in the box?",
        40,
    ),
    (
        "There are 120 cards in a box. If 2/5 of the cards are red, exactly 5/9 of the cards are black, and the rest are green, calculate the number of green cards in the box?",
        None,
    ),
    (
        "There are 120 cards in a box. If 2/5 of the cards are red, exactly 1/4 of the cards are black, and the rest are green, calculate the number of green cards in the box?",
        42,
    ),
    (
        "There are 120 cards in a box. If 2/5 of the cards are red, exactly 1/4 of the remainder are black, and the rest are green, calculate the number of green cards in the box?",
        54,
    ),
    (
        "There are 48 crayons in the box. Kiley takes 1/4 of them away. Joe takes away half of them. How many crayons are left?",
        None,
    ),
    (
        "There are 48 crayons in the box. Kiley takes 1/4 of them away. Joe takes away a third of the remaining crayons, how many crayons are left?",
        24,
    ),
    (
        "There are 48 crayons in the box. Kiley takes 1/4 of them away. Joe takes away half of the remaining crayons, how many crayons did Joe take?",
        18,
    ),
    (
        "There are 4 dozen crayons in the box. Kiley takes 1/4 of them away. Joe takes away half of the remaining crayons, how many crayons are left?",
        18,
    ),
    (
        "There are 48 crayons in the box. Kiley takes 1/4 of them away. Joe puts back half of the remaining crayons, how many crayons are left?",
        None,
    ),
    (
        "Bingley has 5 bracelets. Kelly gives Bingley a fourth of her 16 bracelets. Then Bingley gives a third of his bracelets to his little sister. How many bracelets does Kelly have remaining?",
        12,
    ),
    (
        "Bingley has 5 bracelets. Kelly gives Bingley a fourth of her 16 bracelets. Then Bingley gives a third of his bracelets to his little sister. How many bracelets does his little sister have?",
        None,
    ),
    (
        "Bingley has 5 bracelets. Kelly gives Bingley a fourth of her 16 bracelets. Then Bingley gives a third of her bracelets to his little sister. How many bracelets does Bingley have remaining?",
        None,
    ),
    (
        "Bingley has 5 bracelets. Kelly gives Bingley a fourth of her 16 bracelets. Then Kelly gives a third of her bracelets to her little sister. How many bracelets does Kelly have remaining?",
        8,
    ),
    (
        "Bingley has 5 bracelets. Kelly gives Bingley a fourth of her 16 bracelets. Then Bingley gives a third of his bracelets to his little sister. How many bracelets did Bingley give to his sister?",
        3,
    ),
    (
        "Bingley has 5 bracelets. Kelly gives Bingley a fourth of her 16 bracelets. Then Bingley gives 2 bracelets to his little sister. How many bracelets does Bingley have remaining?",
        7,
    ),
    (
        "Mary has 26 blue shirts and 36 brown shirts. If she gives away half of her blue shirts and a third of her brown shirts, how many brown shirts does she have left?",
        24,
    ),
    (
        "Mary has 26 blue shirts and 36 brown shirts. If she gives away half of her blue shirts and a third of her shirts, how many shirts does she have left?",
        None,
    ),
    (
        "Mary has 26 blue shirts and 36 brown shirts. If she gives away half of her blue shirts and a third of her brown shirts, how many shirts did she give away?",
        25,
    ),
    (
        "Mary has 26 blue shirts and 36 brown shirts. If her sister gives away half of her blue shirts, how many shirts does Mary have left?",
        None,
    ),
    (
        "Jeanine bought 18 pencils and Clare bought half as many pencils. If Jeanine gave one third of his pencils to Abby, how many pencils does Abby have?",
        None,
    ),
    (
        "Jeanine bought 18 pencils and Clare bought half as many pencils. If Jeanine gave one third of his pencils to Clare, how many pencils does Clare have now?",
        15,
    ),
    (
        "Jeanine bought 18 pencils and Clare bought half as many pencils. If Clare gave one third of her pencils to Abby, how many more pencils than Clare does Jeanine have now?",
        12,
    ),
    (
        "Adam has 18 magnets. He gave away a third of the magnets, and he still had half as many magnets as Peter. How many magnets does Peter have?",
        24,
    ),
    (
        "Adam has 18 magnets. He gave away a third of the magnets, and he still had twice as many magnets as Peter. How many magnets does Peter have?",
        6,
    ),
    (
        "Adam has 18 magnets. He gave away 6 of the magnets, and he still had half as many magnets as Peter. How many magnets does Peter have?",
        24,
    ),
    (
        "Adam has 18 magnets. He gave away a third of the magnets to Peter, and he still had half as many magnets as Peter. How many magnets does Peter have?",
        24,
    ),
    (
        "Tim buys 3 dozen eggs. Eggs cost $.50 a dozen. How much did he pay for eggs?",
        F(3, 2),
    ),
    (
        "Tim buys 3 dozen eggs. A dozen eggs cost $4. How much did he pay for eggs?",
        12,
    ),
    (
        "Tim buys 3 dozen eggs. Eggs cost 50 cents each. How much did he pay for eggs?",
        18,
    ),
    (
        "Tim buys 3 dozen eggs. Eggs cost 50 cents each. How many cents did he pay for eggs?",
        1800,
    ),
    (
        "Tim buys 36 eggs. Eggs cost $.50 each. How much did he pay for eggs?",
        18,
    ),
    (
        "Tim buys 3 dozen eggs. Eggs cost $.50 each. How much did he pay per dozen?",
        6,
    ),
    (
        "Tim buys 3 dozen eggs. Eggs cost $.50 each. He drops 4 eggs. How much did he pay for eggs?",
        18,
    ),
    (
        "Tim buys 3 dozen eggs and 2 loaves of bread. Eggs cost $.50 each. How much did he pay for eggs?",
        18,
    ),
    (
        "Tim buys 3 dozen eggs. Eggs cost $.50 each. He pays with a $20 bill. How much change does he get?",
        2,
    ),
    (
        "Tim buys 3 dozen eggs. Eggs cost $.50 each. How many eggs did he buy?",
        36,
    ),
    (
        "Tim buys 3 boxes of eggs. Eggs cost $.50 each. How much did he pay for eggs?",
        None,
    ),
    (
        "Jan buys 5 dozen roses. Each dozen costs $6. Since he bought so many he only needs to pay 80%. How much did he pay?",
        24,
    ),
    (
        "Jan buys 5 dozen roses. Each rose cost $6. Since he bought so many he only needs to pay 80%. How much did he save?",
        72,
    ),
    (
        "Jan buys 5 dozen roses. Each rose cost $6. How much did he pay?",
        360,
    ),
    (
        "Jan buys 60 roses. Each rose cost $6. Since he bought so many he only needs to pay 80%. How much did he pay?",
        288,
    ),
    (
        "Jan buys 5 dozen roses. Each rose cost $6. Since he bought so many he gets a 20% discount. How much did he pay?",
        288,
    ),
    (
        "James has 5 dozen boxes of matches. Each box contains 20 matches. How many boxes does James have?",
        60,
    ),
    (
        "James has 5 dozen boxes of matches. Each box contains a dozen matches. How many matches does James have?",
        720,
    ),
    (
        "James has 5 boxes of matches. Each box contains 2 dozen matches. How many matches does James have?",
        120,
    ),
    (
        "James has 5 dozen boxes of matches. Each box contains 20 matches. He uses 100 matches. How many matches does James have left?",
        1100,
    ),
    (
        "James has 5 dozen boxes of matches. Each box contains 20 matches. How many dozen matches does James have?",
        100,
    ),
    (
        "Caleb has 3 dozen jellybeans. Sophie has half a dozen jellybeans. How many jellybeans do they have in total?",
        42,
    ),
    (
        "Caleb has 3 dozen jellybeans. Sophie has twice as many jellybeans as Caleb. How many jellybeans does Sophie have?",
        72,
    ),
    (
        "Caleb has 3 dozen jellybeans. Sophie has half as many jellybeans as Caleb. How many dozen jellybeans do they have in total?",
        F(9, 2),
    ),
    (
        "Caleb has 3 dozen jellybeans. Sophie has 6 fewer jellybeans than Caleb. How many jellybeans do they have in total?",
        66,
    ),
    (
        "Caleb has 3 dozen jellybeans. Sophie has half as many jellybeans as Caleb. How many more jellybeans does Caleb have than Sophie?",
        18,
    ),
    (
        "John buys 2 dozen cookies. He eats a dozen. How many cookies does he have left?",
        12,
    ),
    (
        "John buys 2 dozen cookies. He gives half to his friend and then eats 3. How many cookies does he have left?",
        9,
    ),
    (
        "John buys 2 dozen cookies. He eats 3. His sister eats 4. How many cookies does he have left?",
        None,
    ),
    (
        "John buys 2 dozen cookies. He eats 3 a day. How many days will the cookies last?",
        8,
    ),
    (
        "John buys 2 dozen cookies. He eats 5 a day. How many days will the cookies last?",
        None,
    ),
    (
        "John buys 2 dozen cookies. He eats 3. How many dozen cookies does he have left?",
        F(7, 4),
    ),
    (
        "A box holds 2 dozen doughnuts. If the family ate 8 doughnuts, how many doughnuts are left?",
        16,
    ),
    (
        "Two boxes hold 2 dozen doughnuts each. If the family ate 8 doughnuts, how many doughnuts are left?",
        40,
    ),
    (
        "A box holds 2 dozen doughnuts. If the family ate half a dozen doughnuts, how many doughnuts are left?",
        18,
    ),
    (
        "A box holds 2 dozen doughnuts. If the family ate 8 muffins, how many doughnuts are left?",
        24,
    ),
    (
        "A box holds 2 dozen doughnuts. If the family ate 30 doughnuts, how many doughnuts are left?",
        None,
    ),
    (
        "Janet bought some muffins at the bakery. Each muffin is 75 cents. Janet paid $10 and got $1 in change back. How many muffins did Janet buy?",
        12,
    ),
    (
        "Janet bought some muffins at the bakery. Each muffin is 75 cents. Janet paid $20 and got $11 in change back. How much did Janet spend?",
        9,
    ),
    (
        "Janet bought some muffins at the bakery. Each muffin is 75 cents. Janet paid $20 and got 50 cents in change back. How many muffins did Janet buy?",
        26,
    ),
    (
        "Janet bought some muffins at the bakery. Each muffin is $.75. Janet paid $20 and got $11 in change back. How many muffins did Janet buy?",
        12,
    ),
    (
        "Janet bought some muffins at the bakery. Each muffin is 75 cents. Janet paid $20 and got $10 in change back. How many muffins did Janet buy?",
        None,
    ),
    (
        "Janet bought some muffins at the bakery. Each muffin is 75 cents. Janet paid 2000 cents and got $11 in change back. How many muffins did Janet buy?",
        12,
    ),
    (
        "Josh buys 3 packs of string cheese. Each piece of string cheese cost 10 cents. Each pack has 20 string cheeses in them. How many cents did he pay?",
        600,
    ),
    (
        "Josh buys 3 packs of string cheese. Each pack cost 10 cents. Each pack has 20 string cheeses in them. How many dollars did he pay?",
        F(3, 10),
    ),
    (
        "Josh buys 3 packs of string cheese. Each piece of string cheese cost $10. Each pack has 20 string cheeses in them. How many dollars did he pay?",
        600,
    ),
    (
        "Josh buys 3 packs of string cheese. Each piece of string cheese cost 10 cents. Each pack has 2 dozen string cheeses in them. How many dollars did he pay?",
        F(36, 5),
    ),
    (
        "Josh buys 3 packs of string cheese. Each piece of string cheese cost 10 cents. How many dollars did he pay?",
        None,
    ),
    (
        "Tim has saved 2050 cents from selling lemonade. How many dollars does Tim have?",
        F(41, 2),
    ),
    (
        "Tim has saved 2000 cents from selling lemonade. He spent 500 cents. How many dollars does Tim have?",
        15,
    ),
    (
        "Tim has saved $20 from selling lemonade. How many cents does Tim have?",
        2000,
    ),
    (
        "Tim has saved 2000 cents from selling lemonade. How many quarters does Tim have?",
        None,
    ),
    (
        "Joan has saved 6 quarters from washing cars. How many dollars does Joan have?",
        F(3, 2),
    ),
    (
        "Joan has saved 6 dimes from washing cars. How many cents does Joan have?",
        60,
    ),
    (
        "Joan has saved 6 quarters and 4 dimes from washing cars. How many cents does Joan have?",
        190,
    ),
    (
        "Joan has saved 6 nickels from washing cars. How many cents does Joan have?",
        30,
    ),
    (
        "Joan has saved 6 pennies from washing cars. How many cents does Joan have?",
        6,
    ),
    (
        "Nancy has saved 2 dozen quarters from washing cars. How much money does Nancy have?",
        6,
    ),
    (
        "Nancy has saved 1 dozen dimes from washing cars. How much money does Nancy have?",
        F(6, 5),
    ),
    (
        "Sara has 9 dozen golf balls. She loses 10. How many golf balls does she have?",
        98,
    ),
    (
        "Sara has 108 golf balls. How many dozen golf balls does she have?",
        9,
    ),
    (
        "Sara has 100 golf balls. How many dozen golf balls does she have?",
        F(25, 3),
    ),
    (
        "There are 4 dozen calories in a candy bar. How many calories are there in 4 dozen candy bars?",
        2304,
    ),
    (
        "There are 48 calories in a candy bar. How many dozen calories are there in 42 candy bars?",
        168,
    ),
    (
        "Sally earns $12.50 an hour cleaning houses. If she works for 12 hours over 3 days, how much money will she make?",
        150,
    ),
    (
        "Sally earns $12.50 an hour cleaning houses. If she works for 90 minutes, how much money will she make?",
        F(75, 4),
    ),
    (
        "Sally earns $12.50 an hour cleaning houses. If she works for 4 hours a day for 3 days, how much money will she make?",
        150,
    ),
    (
        "Sally earns $12.50 an hour cleaning houses. If she works for 12 days, how much money will she make?",
        None,
    ),
    (
        "Sally earns $12.50 a day cleaning houses. If she works for 12 hours, how much money will she make?",
        None,
    ),
    (
        "Sally earns $12.50 an hour cleaning houses. If she works for 12 hours and spends $50, how much money will she have?",
        100,
    ),
    (
        "Sally earns $12.50 an hour cleaning houses. How many hours must she work to make $150?",
        12,
    ),
    (
        "Janet reads at least 80 pages a day. How many pages does Janet read in 6 weeks?",
        None,
    ),
    (
        "Janet reads about 80 pages a day. How many pages does Janet read in 6 weeks?",
        None,
    ),
    (
        "Janet reads nearly 80 pages a day. How many pages does Janet read in 6 weeks?",
        None,
    ),
    (
        "Janet reads more than 80 pages a day. How many pages does Janet read in 6 weeks?",
        None,
    ),
    (
        "Janet reads up to 80 pages a day. How many pages does Janet read in 6 weeks?",
        None,
    ),
    (
        "Janet reads at most 80 pages a day. How many pages does Janet read in 6 weeks?",
        None,
    ),
    (
        "Janet reads over 80 pages a day. How many pages does Janet read in 6 weeks?",
        None,
    ),
    (
        "Janet reads almost 80 pages a day. How many pages does Janet read in 6 weeks?",
        None,
    ),
    (
        "Janet reads 80 pages a day for 5 days. How many pages does Janet read in 6 weeks?",
        None,
    ),
    (
        "Janet does not read 80 pages a day. How many pages does Janet read in 6 weeks?",
        None,
    ),
    (
        "Janet used to read 80 pages a day. How many pages does Janet read in 6 weeks?",
        None,
    ),
    (
        "Janet wants to read 80 pages a day. How many pages does Janet read in 6 weeks?",
        None,
    ),
    (
        "Janet reads 80 pages a day. Belinda reads 30 pages a day. How many pages does Janet read in 6 weeks?",
        3360,
    ),
    (
        "Bob can shuck at least 10 oysters in 5 minutes. How many oysters can he shuck in 2 hours?",
        None,
    ),
    (
        "Bob can shuck about 10 oysters in 5 minutes. How many oysters can he shuck in 2 hours?",
        None,
    ),
    (
        "Bob can shuck more than 10 oysters in 5 minutes. How many oysters can he shuck in 2 hours?",
        None,
    ),
    (
        "Bob can shuck 10 oysters in less than 5 minutes. How many oysters can he shuck in 2 hours?",
        None,
    ),
    (
        "Bob can shuck 10 oysters in 5 minutes or less. How many oysters can he shuck in 2 hours?",
        None,
    ),
    (
        "Bob can not shuck 10 oysters in 5 minutes. How many oysters can he shuck in 2 hours?",
        None,
    ),
    (
        "Bob could shuck 10 oysters in 5 minutes when he was young. How many oysters can he shuck in 2 hours?",
        None,
    ),
    (
        "Olivia earns at least $9 per hour. She worked 4 hours on Monday, 3 hours on Wednesday and 6 hours on Friday. How much money did Olivia make this week?",
        None,
    ),
    (
        "Olivia earns over $9 per hour. She worked 4 hours on Monday, 3 hours on Wednesday and 6 hours on Friday. How much money did Olivia make this week?",
        None,
    ),
    (
        "Olivia earns $9 per hour. She worked about 4 hours on Monday, 3 hours on Wednesday and 6 hours on Friday. How much money did Olivia make this week?",
        None,
    ),
    (
        "Olivia earns $9 per hour. She worked at least 4 hours on Monday, 3 hours on Wednesday and 6 hours on Friday. How much money did Olivia make this week?",
        None,
    ),
    (
        "Olivia earns $9 per hour. She worked more than 4 hours on Monday, 3 hours on Wednesday and 6 hours on Friday. How much money did Olivia make this week?",
        None,
    ),
    (
        "Olivia earns $9 per hour. She worked 4 hours on Monday, 3 hours on Wednesday and 6 hours on Friday. How much money did Olivia make on Friday?",
        54,
    ),
    (
        "Olivia earns $9 per hour. She worked 4 hours on Monday, 3 hours on Wednesday and 6 hours on Friday. How much money did Olivia make last week?",
        None,
    ),
    (
        "Olivia earns $9 per hour. She worked 4 hours on Monday, 3 hours on Wednesday and 6 hours on Friday. How much money will Olivia make next week?",
        None,
    ),
    (
        "Olivia earns $9 per hour. Last week she worked 4 hours on Monday, 3 hours on Wednesday and 6 hours on Friday. How much money did Olivia make this week?",
        None,
    ),
    (
        "Olivia earns $9 per hour and her sister earns $10 per hour. Olivia worked 4 hours on Monday, 3 hours on Wednesday and 6 hours on Friday. How much money did Olivia make this week?",
        117,
    ),
    (
        "Olivia and her sister earn $9 per hour. Olivia worked 4 hours on Monday, 3 hours on Wednesday and 6 hours on Friday. How much money did Olivia make this week?",
        117,
    ),
    (
        "Tamika drove for 8 hours at an average speed of 45 miles per hour. Logan drove for 5 hours at 55 miles an hour. How many miles did Logan drive?",
        275,
    ),
    (
        "Tamika drove for 8 hours at an average speed of 45 miles per hour. Logan drove for 5 hours at 55 miles an hour. How many miles did they drive in all?",
        635,
    ),
    (
        "Tamika drove for 8 hours at an average speed of 45 miles per hour. Logan drove for 300 minutes at 55 miles an hour. How many miles farther did Tamika drive?",
        85,
    ),
    (
        "Tamika drove for 8 hours at an average speed of 45 miles per hour. Logan drove for 5 hours at 55 kilometers an hour. How many miles farther did Tamika drive?",
        None,
    ),
    (
        "Tamika drove for 8 hours at an average speed of 45 miles per hour. Logan drove for 5 hours at 55 miles an hour. How many miles farther did Logan drive?",
        None,
    ),
    (
        "Tamika drove for 8 hours at an average speed of 45 miles per hour. Logan drove for 5 hours at 55 miles an hour. How many more hours did Tamika drive?",
        3,
    ),
    (
        "Tamika drove for 8 hours at an average speed of 45 miles per hour. Logan drove for 5 hours at 55 miles an hour. How much faster did Logan drive?",
        10,
    ),
    (
        "Tamika drove for 8 hours at an average speed of 45 miles per hour. Logan drove 5 hours longer at 55 miles an hour. How many miles farther did Logan drive?",
        355,
    ),
    (
        "Tamika drove for 8 hours at an average speed of 45 miles per hour. Logan drove for 5 hours at twice her speed. How many miles farther did Tamika drive?",
        None,
    ),
    (
        "Joseph drives his car at 50 mph for 2.5 hours. Kyle drives his car at 62 mph for 90 minutes. How many more miles does Joseph drive than Kyle?",
        32,
    ),
    (
        "Joseph drives his car at 50 mph for 2.5 hours. Kyle drives his car at 62 mph for 2 hours. How many miles do they drive in total?",
        249,
    ),
    (
        "Joseph drives his car at 50 mph for 2.5 hours. Kyle drives his car at 62 mph for 2 hours. How many more miles does Kyle drive than Joseph?",
        None,
    ),
    (
        "Joseph drives his car at 50 mph for 2.5 hours. Kyle drives his car at 62 mph for 2 hours. How many more minutes does Joseph drive than Kyle?",
        30,
    ),
    (
        "Joseph drives his car at 50 mph for 2.5 hours and then at 60 mph for 1 hour. How many miles does Joseph drive?",
        185,
    ),
    (
        "Joseph drives his car at 50 mph for 2.5 hours. How many kilometers does Joseph drive?",
        None,
    ),
    (
        "Joseph drives his car at 50 mph for 2.5 hours. He then walks 3 miles. How many miles does Joseph travel?",
        128,
    ),
    (
        "Joseph drives his car at 50 mph. How many hours does it take him to drive 125 miles?",
        F(5, 2),
    ),
    (
        "Joseph drives his car at 50 mph. How many minutes does it take him to drive 125 miles?",
        150,
    ),
    (
        "Joseph drives his car at 50 mph. Kyle drives at 62 mph. How many hours does it take Joseph to drive 125 miles?",
        F(5, 2),
    ),
    (
        "Jackie walks 2 miles each day while Jessie walks 1.5 miles each day. How many miles do they walk in all in 6 days?",
        21,
    ),
    (
        "Jackie walks 2 miles each day while Jessie walks 1.5 miles each day. How many more miles, in all, does Jackie walk than Jessie walk in 2 weeks?",
        7,
    ),
    (
        "Jackie walks 2 miles each day while Jessie walks 1.5 miles every other day. How many more miles, in all, does Jackie walk than Jessie walk in 6 days?",
        None,
    ),
    (
        "Jackie walks 2 miles each day while Jessie walks 1.5 miles each week. How many more miles, in all, does Jackie walk than Jessie walk in 6 weeks?",
        75,
    ),
    (
        "Jackie walks 2 miles each day while Jessie walks 1.5 kilometers each day. How many more miles, in all, does Jackie walk than Jessie walk in 6 days?",
        None,
    ),
    (
        "Jackie walks 2 miles each day. Jessie walks 1.5 miles each day. How many more miles does Jackie walk than Jessie in 6 days?",
        3,
    ),
    (
        "Lisa walks 10 meters each minute. Every day, she walks for 30 minutes. How many meters will Lisa walk in two days?",
        600,
    ),
    (
        "Lisa walks 10 meters each minute. Every day, she walks for an hour. How many meters will Lisa walk in a week?",
        4200,
    ),
    (
        "Lisa walks 10 meters each minute. Every day, she walks for an hour. How many kilometers will Lisa walk in two days?",
        F(6, 5),
    ),
    (
        "Lisa walks 10 meters each minute. Every day, she walks for an hour. How many meters will Lisa walk in two hours?",
        1200,
    ),
    (
        "Lisa walks 10 meters each minute. Every day, she walks for an hour. How many minutes will Lisa walk in two days?",
        120,
    ),
    (
        "Lisa walks 10 meters each second. Every day, she walks for an hour. How many meters will Lisa walk in two days?",
        72000,
    ),
    (
        "Lisa walks 10 meters each minute. Every week, she walks for an hour. How many meters will Lisa walk in two weeks?",
        1200,
    ),
    (
        "Lisa walks 10 meters each minute. Every day, she walks for an hour. Her dog walks 20 meters each minute. How many meters will Lisa walk in two days?",
        1200,
    ),
    (
        "Joy can read 8 pages of a book in an hour and a half. How many pages can she read in 3 hours?",
        16,
    ),
    (
        "Joy can read 8 pages of a book in 1 hour and 30 minutes. How many pages can she read in 3 hours?",
        16,
    ),
    (
        "Joy can read 8 pages of a book in 1 1/2 hours. How many pages can she read in 3 hours?",
        16,
    ),
    (
        "Joy can read 8 pages of a book in 20 mins. How many pages can she read in 2 hours?",
        48,
    ),
    (
        "Joy can read 8 pages of a book in 20 minutes. How many pages can she read in 2 hrs?",
        48,
    ),
    (
        "Joy can read 8 pages of a book in 20 minutes. How many pages can she read in a couple of hours?",
        None,
    ),
    (
        "Joy can read 8 pages of a book in 20 minutes. How many pages can she read in a few hours?",
        None,
    ),
    (
        "Joy can read 8 pages of a book in 20 minutes. How many pages can she read in 2 and a half hours?",
        60,
    ),
    (
        "Joy can read 8 pages of a book in 20 minutes. How many pages can she read in 2.5 hours?",
        60,
    ),
    (
        "Joy can read 8 pages of a book in 20 minutes. How many pages can she read in a quarter of an hour?",
        6,
    ),
    (
        "Joy can read 8 pages of a book in 20 minutes. How many pages can she read in half an hour?",
        12,
    ),
    (
        "Joy can read a page every 2 minutes. How many pages can she read in an hour?",
        30,
    ),
    (
        "Joy needs 2 minutes to read a page. How many pages can she read in an hour?",
        30,
    ),
    (
        "It takes Joy 2 minutes to read a page. How many minutes will it take her to read 120 pages?",
        240,
    ),
    (
        "It takes Joy 2 minutes to read a page. How many hours will it take her to read 120 pages?",
        4,
    ),
    (
        "Joy reads at a rate of 2 minutes per page. How many hours will it take her to read 120 pages?",
        4,
    ),
    (
        "Joy reads 2 pages per minute. How many hours will it take her to read 120 pages?",
        1,
    ),
    (
        "Joy reads 2 pages per minute. How many pages can she read in 2 hours?",
        240,
    ),
    (
        "Joy can read 8 pages of a book in 20 minutes. How many pages can she read in a fortnight?",
        None,
    ),
    (
        "Joy can read 8 pages of a book in 20 minutes. How many pages can she read in 2 hours and 10 minutes?",
        52,
    ),
    (
        "Joy can read 8 pages of a book in 20 minutes. How many minutes will it take her to read 5 dozen pages?",
        150,
    ),
    (
        "Joy can read 8 pages of a book in 20 minutes. How many hours will it take her to read 120 pages and 40 pages?",
        None,
    ),
    (
        "Joy can read 8 pages of a book in 20 minutes. She has 120 pages left to read. How many hours will it take her to finish?",
        5,
    ),
    (
        "Joy can read 8 pages of a book in 20 minutes. Her book has 200 pages and she has read 80 pages. How many hours will it take her to finish the book?",
        5,
    ),
    (
        "A car travels 60 miles in an hour. How many miles does it travel in 45 minutes?",
        45,
    ),
    (
        "A car travels 60 miles in an hour. How many minutes does it take to travel 45 miles?",
        45,
    ),
    (
        "A car travels a mile every minute. How many miles does it travel in 2 hours?",
        120,
    ),
    (
        "A car travels 60 miles in an hour. How many miles does it travel in a day?",
        1440,
    ),
    (
        "A car travels 60 miles in an hour. How many hours does it take to travel 150 miles?",
        F(5, 2),
    ),
    (
        "A car travels 60 miles an hour. A bus travels 40 miles an hour. How many more miles does the car travel than the bus in 3 hours?",
        60,
    ),
    (
        "A car travels 60 miles an hour. A bus travels 40 miles an hour. How many miles does the car travel in 3 hours?",
        180,
    ),
    (
        "A faucet drips 5 gallons of water per hour. How many gallons does it drip in a day?",
        120,
    ),
    (
        "A faucet drips 5 gallons of water per hour. How many quarts does it drip in 2 hours?",
        40,
    ),
    (
        "A faucet drips 5 quarts of water per hour. How many gallons does it drip in 4 hours?",
        5,
    ),
    (
        "A faucet drips 5 cups of water per hour. How many gallons does it drip in 16 hours?",
        5,
    ),
    (
        "A faucet drips 5 gallons of water per hour. How many hours will it take to fill a 100 gallon tank?",
        20,
    ),
    (
        "A faucet drips 5 gallons of water per hour. A 100 gallon tank already has 40 gallons in it. How many hours will it take to fill the tank?",
        12,
    ),
    (
        "A faucet fills 5 gallons of water per hour. A tank leaks 2 gallons per hour. How many hours will it take to fill a 30 gallon tank?",
        10,
    ),
    (
        "A pool holds 600 gallons. A hose fills it at 20 gallons per minute. How many minutes will it take to fill the pool?",
        30,
    ),
    (
        "A pool holds 600 gallons. A hose fills it at 20 gallons per minute. How many hours will it take to fill the pool?",
        F(1, 2),
    ),
    (
        "A pool holds 600 gallons. A hose fills it at 20 gallons per minute. The pool is half full. How many minutes will it take to fill the pool?",
        15,
    ),
    (
        "A pool holds 600 gallons. Two hoses fill it at 20 gallons per minute each. How many minutes will it take to fill the pool?",
        15,
    ),
    (
        "A board is 6 feet long. How many inches long is the board?",
        72,
    ),
    (
        "A board is 6 feet long. It is cut into pieces 8 inches long. How many pieces are there?",
        9,
    ),
    (
        "A board is 6 feet long. It is cut into pieces 10 inches long. How many pieces are there?",
        None,
    ),
    (
        "A board is 6 feet long. He cuts off 2 feet. How many inches long is the board now?",
        48,
    ),
    (
        "A board is 6 feet long. He cuts off 20 inches. How many inches long is the board now?",
        52,
    ),
    (
        "A board is 72 inches long. How many feet long is the board?",
        6,
    ),
    (
        "A board is 70 inches long. How many feet long is the board?",
        F(35, 6),
    ),
    (
        "A rope is 3 yards long. How many feet long is it?",
        9,
    ),
    (
        "A rope is 3 yards long. How many inches long is it?",
        108,
    ),
    (
        "Tom is 5 feet 6 inches tall. How many inches tall is he?",
        66,
    ),
    (
        "Tom is 5 feet tall. His sister is 8 inches shorter. How many inches tall is his sister?",
        52,
    ),
    (
        "Tom is 5 feet tall. His sister is 8 inches taller. How many inches tall is his sister?",
        68,
    ),
    (
        "Tom is 60 inches tall. His sister is 2 feet shorter. How many inches tall is his sister?",
        36,
    ),
    (
        "A recipe needs 3 cups of flour for 12 cookies. How many cups of flour are needed for 36 cookies?",
        9,
    ),
    (
        "A recipe needs 3 cups of flour for a dozen cookies. How many cups of flour are needed for 4 dozen cookies?",
        12,
    ),
    (
        "A recipe needs 3 cups of flour for 12 cookies. How many cookies can be made with 10 cups of flour?",
        40,
    ),
    (
        "A recipe needs 3 cups of flour for 12 cookies. How many cookies can be made with 10 cups of sugar?",
        None,
    ),
    (
        "A recipe needs 3 cups of flour for 12 cookies. How many cups of sugar are needed for 36 cookies?",
        None,
    ),
    (
        "There are 16 cups in a gallon. How many cups are in 3 gallons?",
        48,
    ),
    (
        "A gallon of milk costs $4. How much do 3 quarts of milk cost?",
        None,
    ),
    (
        "A gallon of milk costs $4. How much do 3 gallons of milk cost?",
        12,
    ),
    (
        "Milk costs $4 per gallon. Jim buys 8 quarts of milk. How much does he pay?",
        8,
    ),
    (
        "Milk costs $1 per quart. Jim buys 3 gallons of milk. How much does he pay?",
        12,
    ),
    (
        "Apples cost $2 per pound. Jim buys 24 ounces of apples. How much does he pay?",
        3,
    ),
    (
        "Apples cost $2 per pound. Jim buys 3 kilograms of apples. How much does he pay?",
        None,
    ),
    (
        "Anna can paint a room in 3 hours. Ben can paint a room in 6 hours. How many hours will it take them to paint the room together?",
        2,
    ),
    (
        "Anna can paint a room in 3 hours. Ben can paint a room in 6 hours. How many minutes will it take them to paint the room together?",
        120,
    ),
    (
        "Anna can paint a room in 3 hours. Ben can paint a room in 6 hours. How many hours will it take them to paint 3 rooms together?",
        6,
    ),
    (
        "Anna can paint a room in 3 hours. Ben can paint a room in 6 hours. How many rooms can they paint together in 6 hours?",
        3,
    ),
    (
        "Anna can paint a room in 3 hours. Ben can paint a room in 6 hours. How many hours will it take Ben to paint 2 rooms?",
        12,
    ),
    (
        "Anna can paint a room in 3 hours. Ben can paint a room in 6 hours. How many hours will it take them to paint the room if Ben works alone?",
        6,
    ),
    (
        "Anna can paint a room in 3 hours. Ben can paint a room in 6 hours. How many more hours does Ben take than Anna to paint a room?",
        3,
    ),
    (
        "Anna can paint a room in 3 hours. Ben can paint 2 rooms in 6 hours. How many hours will it take them to paint 2 rooms together?",
        3,
    ),
    (
        "Anna can paint a room in 3 hours. Ben can paint a wall in 6 hours. How many hours will it take them to paint the room together?",
        None,
    ),
    (
        "Anna can paint a room in 3 hours. Ben can paint a room in 6 days. How many hours will it take them to paint the room together?",
        F(144, 49),
    ),
    (
        "Anna can paint a room in 3 hours. Ben can paint a room in 6 hours. Anna paints alone for 1 hour, then they paint together. How many more hours will it take to finish the room?",
        F(4, 3),
    ),
    (
        "Anna can paint a room in 3 hours. Ben can paint a room in 6 hours. Carl can paint a room in 2 hours. How many hours will it take Anna and Ben to paint the room together?",
        2,
    ),
    (
        "Anna can paint 3 rooms per hour. Ben can paint 2 rooms per hour. How many rooms can they paint together in 4 hours?",
        20,
    ),
    (
        "Anna can paint 3 rooms per hour. Ben can paint 2 rooms per hour. How many more rooms can Anna paint than Ben in 4 hours?",
        4,
    ),
    (
        "Anna can paint 3 rooms per hour. Ben can paint 2 rooms per hour. How many rooms can Ben paint in 4 hours?",
        8,
    ),
    (
        "Anna can paint 3 rooms per hour. Ben can paint 2 rooms per hour. How many hours will it take them together to paint 12 rooms?",
        None,
    ),
    (
        "Anna can paint 3 rooms per hour. Ben can paint 2 rooms per hour. How many hours will it take them together to paint 10 rooms?",
        2,
    ),
    (
        "Anna can paint 3 rooms per hour. Ben can paint 2 rooms per day. How many rooms can they paint together in 4 hours?",
        None,
    ),
    (
        "Anna can paint 3 rooms per hour. Ben paints 2 rooms fewer per hour. How many rooms can they paint together in 4 hours?",
        16,
    ),
    (
        "Anna can paint 3 rooms per hour and Ben can paint 2 rooms per hour, but Ben starts 1 hour later. How many rooms have they painted 4 hours after Anna starts?",
        18,
    ),
    (
        "A pipe fills a tank at 10 gallons per minute. A drain empties it at 4 gallons per minute. How many minutes will it take to fill a 60 gallon tank?",
        10,
    ),
    (
        "A pipe fills a tank at 10 gallons per minute. A drain empties it at 4 gallons per minute. How many hours will it take to fill a 360 gallon tank?",
        1,
    ),
    (
        "A pipe fills a tank at 10 gallons per minute. A drain empties it at 4 gallons per hour. How many minutes will it take to fill a 60 gallon tank?",
        None,
    ),
    (
        "A pipe fills a tank at 10 gallons per minute. A second pipe fills it at 5 gallons per minute. How many minutes will it take to fill a 60 gallon tank?",
        4,
    ),
    (
        "A pipe fills a tank at 10 gallons per minute. A drain empties it at 10 gallons per minute. How many minutes will it take to fill a 60 gallon tank?",
        None,
    ),
    (
        "A pipe fills a tank at 10 gallons per minute. A drain empties it at 4 gallons per minute. The tank already has 12 gallons. How many minutes will it take to fill a 60 gallon tank?",
        8,
    ),
    (
        "A pipe fills a tank at 10 quarts per minute. A drain empties it at 1 gallon per minute. How many minutes will it take to fill a 60 gallon tank?",
        80,
    ),
    (
        "Alice types 60 words per minute and Bob types 40 words per minute. How many words do they type together in 3 minutes?",
        300,
    ),
    (
        "Alice types 60 words per minute and Bob types 40 words per minute. How many words does Alice type in 3 minutes?",
        180,
    ),
    (
        "Alice types 60 words per minute and Bob types 40 words per minute. How many minutes will it take them together to type 1000 words?",
        10,
    ),
    (
        "Alice types 60 words per minute and Bob types 40 words per minute. How many more words does Alice type in 3 minutes?",
        60,
    ),
    (
        "Alice types 60 words per minute and Bob types 40 words per minute. How many words does Carl type in 3 minutes?",
        None,
    ),
    (
        "Alice types 60 words per minute and Bob types 40 words per hour. How many words do they type together in 3 minutes?",
        182,
    ),
    (
        "Alice types 60 words per minute for 2 hours and then 40 words per minute for 3 hours. How many words does she type?",
        14400,
    ),
    (
        "A car drives 60 miles per hour for 2 hours and then 40 miles per hour for 3 hours. How many miles does it drive?",
        240,
    ),
    (
        "A car drives 60 miles per hour for 2 hours and then 40 miles per hour for 3 hours. What is its average speed in miles per hour?",
        48,
    ),
    (
        "A car drives 60 miles per hour for 2 hours and then 40 miles per hour for 30 minutes. How many miles does it drive?",
        140,
    ),
    (
        "A car drives 60 miles per hour for 2 hours and then 40 kilometers per hour for 3 hours. How many miles does it drive?",
        F(815420, 4191),
    ),
    (
        "A car drives 60 miles per hour for 2 hours and then 40 miles per hour for 3 hours. How many hours does it drive?",
        5,
    ),
    (
        "A car drives 60 miles per hour for 2 hours, stops for 1 hour, and then drives 40 miles per hour for 3 hours. How many miles does it drive?",
        240,
    ),
    (
        "Two trains leave the same station at the same time going in opposite directions. One travels 60 miles per hour and the other 40 miles per hour. How far apart are they after 3 hours?",
        300,
    ),
    (
        "Two trains leave the same station at the same time going in the same direction. One travels 60 miles per hour and the other 40 miles per hour. How far apart are they after 3 hours?",
        60,
    ),
    (
        "Sam works from 9 am to 5 pm and earns $10 per hour. How much does he earn?",
        80,
    ),
    (
        "Sam works from 9 am to 5 pm and earns $10 per hour. How much does he earn in 5 days?",
        400,
    ),
    (
        "Sam works from 9 to 5 and earns $10 per hour. How much does he earn?",
        None,
    ),
    (
        "Sam works from 9 am to 5 pm with a 1 hour lunch break and earns $10 per hour. How much does he earn?",
        70,
    ),
    (
        "Sam left at 9:30 am and arrived at 1:15 pm. He drove 45 miles per hour. How many miles did he drive?",
        F(675, 4),
    ),
    (
        "Sam left at 9:30 am and arrived at 1:15 pm. He drove 40 miles per hour. How many miles did he drive?",
        150,
    ),
    (
        "Sam left at 9:30 am and arrived at 1:15 pm the next day. He drove 40 miles per hour. How many miles did he drive?",
        None,
    ),
    (
        "Micah can type 20 words per minute. His brother Isaiah can type 40 words per minute. How many words can he type in an hour?",
        None,
    ),
    (
        "Micah can type 20 words per minute. His sister can type 40 words per minute. How many words can he type in an hour?",
        1200,
    ),
    (
        "Micah can type 20 words per minute. His sister can type 40 words per minute. How many words can she type in an hour?",
        2400,
    ),
    (
        "Bob can shuck 10 oysters in 5 minutes. His brother can shuck 6 oysters in 5 minutes. How many oysters can he shuck in 2 hours?",
        None,
    ),
    (
        "Bob can shuck 10 oysters in 5 minutes. His brother is slower. How many oysters can his brother shuck in 2 hours?",
        None,
    ),
    (
        "Bob can shuck 10 oysters in 5 minutes. Tom helps him. How many oysters can he shuck in 2 hours?",
        None,
    ),
    (
        "A bird eats 7 berries a day. Samuel has 5 birds. His sister has 3 birds. How many berries do his birds eat in 4 days?",
        140,
    ),
    (
        "A bird eats 7 berries a day. Samuel has 5 birds. His brother has 3 birds. How many berries do his birds eat in 4 days?",
        None,
    ),
    (
        "A bird eats 7 berries a day. Samuel has 5 birds. His brother has 3 birds. How many berries do Samuel's birds eat in 4 days?",
        140,
    ),
    (
        "A bird eats 7 berries a day. Samuel has 5 birds. His sister has 3 birds. How many berries do their birds eat in 4 days?",
        224,
    ),
    (
        "A bird eats 7 berries a day. Samuel's sister has 5 birds. How many berries do Samuel's birds eat in 4 days?",
        None,
    ),
    (
        "A bird eats 7 berries a day. Samuel has 5 birds. He gives 2 birds to his sister. How many berries do Samuel's birds eat in 4 days?",
        84,
    ),
    (
        "Tom is 10 years old. His brother is twice his age. How old will he be in 5 years?",
        None,
    ),
    (
        "Tom is 10 years old. His sister is twice his age. How old will she be in 5 years?",
        25,
    ),
    (
        "Tom is 10 years old. His sister is twice his age. How old will he be in 5 years?",
        15,
    ),
    (
        "Jessica is six years older than Claire. In two years, she will be 20 years old. How old is Jessica now?",
        None,
    ),
    (
        "Jessica is six years older than Tom. In two years, she will be 20 years old. How old is Tom now?",
        12,
    ),
    (
        "Jessica is six years older than Tom. In two years, he will be 20 years old. How old is Jessica now?",
        24,
    ),
    (
        "Mike is 16 years old. His brother Barbara is half as old as he is. How old is Barbara?",
        8,
    ),
    (
        "Mike is 16 years old. His brother Sam is half as old as he is. How old is Sam going to be when he is 24 years old?",
        16,
    ),
    (
        "Ann is 16 years old. Her brother Sam is half her age. How old is Sam going to be when she is 24 years old?",
        16,
    ),
    (
        "Ann is 16 years old. Her sister Kim is half her age. How old is Kim going to be when she is 24 years old?",
        16,
    ),
    (
        "Tom has 12 cookies. He shares them equally with Sam. How many cookies does each boy get?",
        6,
    ),
    (
        "Tom has 12 cookies. Sam has 8 cookies. He shares them equally with Sam. How many cookies does each boy get?",
        None,
    ),
    (
        "Tom has 12 cookies. His sister has 8 cookies. She shares them equally with Tom. How many cookies does Tom have now?",
        16,
    ),
    (
        "Nancy goes fishing with Joan. They catch 18 trout. Joan also catches 4 bass. If they equally split up the trout, how many will each one get?",
        9,
    ),
    (
        "Nancy goes fishing with Joan. Nancy catches 10 trout and Joan catches 8 trout. If they equally split up the trout, how many will each one get?",
        9,
    ),
    (
        "Nancy goes fishing with Joan. Nancy catches 10 trout and Joan catches 8 trout. If they equally split up Nancy's trout, how many will each one get?",
        5,
    ),
    (
        "Fred, Benny, and Jason have 24 crayons all together. Benny loses 3 crayons. If the crayons are equally divided, how many will each person get?",
        7,
    ),
    (
        "Fred, Benny, and Jason have 24 crayons all together. Fred has 10 of them. If the crayons are equally divided, how many will each person get?",
        8,
    ),
    (
        "A restaurant sold 63 hamburgers last week. How many hamburgers on average were sold each day?",
        9,
    ),
    (
        "A restaurant sold 63 hamburgers last week. It sold 70 hamburgers this week. How many hamburgers on average were sold each day last week?",
        9,
    ),
    (
        "A restaurant sold 63 hamburgers and 28 hot dogs last week. How many hamburgers on average were sold each day?",
        9,
    ),
    (
        "A restaurant sold 63 hamburgers in the last 3 weeks. How many hamburgers on average were sold each week?",
        21,
    ),
    (
        "A restaurant sold 63 hamburgers in the last 3 weeks. How many hamburgers on average were sold each day?",
        3,
    ),
    (
        "A restaurant sold 63 hamburgers last month. How many hamburgers on average were sold each day?",
        None,
    ),
    (
        "A restaurant sold 60 hamburgers last week. How many hamburgers on average were sold each day?",
        F(60, 7),
    ),
    (
        "Sandy worked 45 hours in the last 5 days. Assuming that she worked the same amount of hours each day, how many minutes did she work each day?",
        540,
    ),
    (
        "Sandy worked 45 hours in the last week. Assuming that she worked the same amount of hours each day, how long did she work each day?",
        F(45, 7),
    ),
    (
        "Sandy worked 45 hours in the last 5 days. Her sister worked 30 hours. Assuming that she worked the same amount of hours each day, how long did she work each day?",
        None,
    ),
    (
        "Sandy worked 45 hours in the last 5 days and earned $10 per hour. Assuming that she worked the same amount of hours each day, how much did she earn each day?",
        90,
    ),
    (
        "There were a total of 27 soccer games during the 3 month season. If the games are equally divided, how many soccer games are played a week?",
        None,
    ),
    (
        "There were a total of 27 soccer games during the 9 week season. If the games are equally divided, how many soccer games are played a week?",
        3,
    ),
    (
        "There were a total of 27 soccer games during the 3 month season. If the games are equally divided, how many soccer games are played in 2 months?",
        18,
    ),
    (
        "Luke made 9 dollars mowing lawns and 18 dollars weed eating. If he only spent 3 dollars a week, how many weeks would the money last him?",
        9,
    ),
    (
        "Luke made 9 dollars mowing lawns and 18 dollars weed eating. If he only spent 3 dollars a day, how many weeks would the money last him?",
        F(9, 7),
    ),
    (
        "Luke made 9 dollars mowing lawns and 18 dollars weed eating. If he only spent 3 dollars a week, how many days would the money last him?",
        63,
    ),
    (
        "Luke made 9 dollars mowing lawns and 18 dollars weed eating. He spent 6 dollars on candy. If he only spent 3 dollars a week after that, how long would the money last him?",
        7,
    ),
    (
        "Luke made 9 dollars mowing lawns and his brother made 18 dollars weed eating. If Luke only spent 3 dollars a week, how long would his money last him?",
        3,
    ),
    (
        "Luke made 9 dollars mowing lawns and 18 dollars weed eating. If he only spent 3 dollars every 2 weeks, how many weeks would the money last him?",
        18,
    ),
    (
        "For Halloween Megan received 11 pieces of candy from neighbors and 5 pieces from her older sister. If she only ate 4 pieces a day, how long would the candy last her?",
        4,
    ),
    (
        "For Halloween Megan received 11 pieces of candy from neighbors and 5 pieces from her older sister. Her sister ate 4 pieces. If she only ate 8 pieces a day, how long would the candy last her?",
        None,
    ),
    (
        "For Halloween Megan received 11 pieces of candy from neighbors and 5 pieces from her older sister. If she and her sister each ate 2 pieces a day, how long would the candy last them?",
        4,
    ),
    (
        "For Halloween Megan received 11 pieces of candy from neighbors and gave 5 pieces to her older sister. If she only ate 2 pieces a day, how long would the candy last her?",
        3,
    ),
    (
        "A pet shelter had 9 puppies when another 12 were brought in. If 3 puppies a day are adopted, how many weeks would it take for all of them to be adopted?",
        1,
    ),
    (
        "A pet shelter had 9 puppies when another 12 were brought in. If 3 puppies a week are adopted, how many days would it take for all of them to be adopted?",
        49,
    ),
    (
        "A pet shelter had 9 puppies when another 12 were brought in. If 3 puppies a day are adopted, how many puppies are adopted in 4 days?",
        12,
    ),
    (
        "A pet shelter had 9 puppies when 12 were adopted. If 3 puppies a day are brought in, how long would it take to have 30 puppies?",
        None,
    ),
    (
        "A pet shelter had 9 puppies and 5 kittens when another 12 puppies were brought in. If 3 puppies a day are adopted, how long would it take for all of the puppies to be adopted?",
        7,
    ),
    (
        "A pet shelter had 9 puppies when another 12 were brought in. If 3 puppies and 2 kittens a day are adopted, how long would it take for all of the puppies to be adopted?",
        7,
    ),
    (
        "Mike is 16 years old. His brother Sam is 8 years old. How old will Mike be when he is 20 years old?",
        28,
    ),
    (
        "Mike is 16 years old. His brother Sam is 8 years old. How old will Sam be when he is 20 years old?",
        12,
    ),
    (
        "Mike is 16 years old. His brother Sam is half as old as he is. How old will Mike be when he is 20 years old?",
        28,
    ),
    (
        "Ann is 16 years old. Her sister Kim is 8 years old. How old will Ann be when she is 20 years old?",
        28,
    ),
    (
        "Ann is 16 years old. Her sister Kim is 8 years old. When she is 20 years old, how old will Ann be?",
        28,
    ),
    (
        "Ann is 16 years old. Her sister Kim is 8 years old. When she is 20 years old, how old will Kim be?",
        12,
    ),
    (
        "Ann is 16 years old. Her sister Kim is 8 years old. When she is 30 years old, how old will Kim be?",
        22,
    ),
    (
        "Ann is 16 years old. Her sister Kim is half her age. How old is Kim going to be when she is 20 years old?",
        12,
    ),
    (
        "Mike is 16 years old. His brother Sam is half as old as he is. How old is Sam going to be when he is 10 years old?",
        None,
    ),
    (
        "John is 10 years old. His brother is twice his age. When he is 50 years old, how old will his brother be?",
        60,
    ),
    (
        "John is 10 years old. His brother is twice his age. When he is 30 years old, how old will John be?",
        20,
    ),
    (
        "John is 10 years old. His brother is twice his age. How old will John be when he is 30 years old?",
        20,
    ),
    (
        "Emma is 7 years old. Her sister is 9 years older than her. How old will Emma be when she is 20?",
        11,
    ),
    (
        "Emma is 7 years old. Her sister is 9 years older than her. How old will her sister be when she is 20?",
        29,
    ),
    (
        "Emma is 7 years old. Her sister is 9 years older than her. How old will her sister be when she is 10?",
        19,
    ),
    (
        "Joel is 5 years old and his dad is 32 years old. How old will Joel be when he is twice as old as him?",
        27,
    ),
    (
        "Joel is 5 years old and his dad is 32 years old. How old will Joel be when his dad is twice as old as him?",
        27,
    ),
    (
        "Joel is 5 years old and his brother is 12 years old. How old will Joel be when he is twice as old as him?",
        7,
    ),
    (
        "Trevor is currently 11 years old and his older brother is 20 years old. How old will Trevor be when he is three times as old as Trevor is now?",
        24,
    ),
    (
        "Trevor is currently 11 years old and his older brother is 20 years old. How old will Trevor be when his brother is three times as old as Trevor is now?",
        24,
    ),
    (
        "Trevor is currently 11 years old and his older sister is 20 years old. How old will Trevor be when she is three times as old as Trevor is now?",
        24,
    ),
    (
        "Trevor is currently 11 years old and his older sister is 20 years old. How old will Trevor be when she is three times as old as he is now?",
        24,
    ),
    (
        "Trevor is currently 11 years old and his older brother is 20 years old. How old will Trevor be when his brother is three times as old as he is now?",
        None,
    ),
    (
        "Tom has 20 apples. Tomorrow he will eat 5 apples. How many apples does Tom have now?",
        20,
    ),
    (
        "Tom has 20 apples. Tomorrow he will eat 5 apples. How many apples will Tom have tomorrow?",
        15,
    ),
    (
        "Tom has 20 apples. He will eat 5 apples tomorrow. How many apples does Tom have?",
        None,
    ),
    (
        "Tom has 20 apples. Next week he will buy 5 apples. How many apples does Tom have now?",
        20,
    ),
    (
        "Tom has 20 apples. He plans to eat 5 apples. How many apples does Tom have now?",
        20,
    ),
    (
        "Tom has 20 apples. He is going to eat 5 apples. How many apples does Tom have now?",
        20,
    ),
    (
        "Tom has 20 apples. He wants to eat 5 apples. How many apples does Tom have now?",
        20,
    ),
    (
        "Tom has 20 apples. He ate 5 apples. How many apples did Tom have before he ate?",
        20,
    ),
    (
        "Tom had 20 apples on Monday. He ate 5 apples on Tuesday. How many apples did Tom have on Monday?",
        20,
    ),
    (
        "Tom had 20 apples on Monday. He ate 5 apples on Tuesday. How many apples did Tom have on Tuesday?",
        15,
    ),
    (
        "Tom had 20 apples on Monday. He ate 5 apples on Tuesday and 3 on Wednesday. How many apples did Tom have on Tuesday?",
        15,
    ),
    (
        "Tom had 20 apples on Monday. He ate 5 apples on Tuesday and 3 on Wednesday. How many apples did Tom have at the end of Tuesday?",
        15,
    ),
    (
        "Tom had 20 apples on Monday. He ate 5 apples on Tuesday and 3 on Wednesday. How many apples did Tom eat on Tuesday?",
        5,
    ),
    (
        "Tom had 20 apples on Monday. He ate 5 apples on Tuesday and 3 on Wednesday. How many apples does Tom have now?",
        12,
    ),
    (
        "Tom had 20 apples. After a week, he ate 5 apples. How many apples does Tom have now?",
        15,
    ),
    (
        "Tom has 20 apples. In a week he will have eaten 5 apples. How many apples will Tom have in a week?",
        15,
    ),
    (
        "Tom has 20 apples. Every day he eats 2 apples. How many apples does Tom have after 5 days?",
        10,
    ),
    (
        "Tom has 20 apples. Every day he eats 2 apples. How many apples does Tom have now?",
        None,
    ),
    (
        "Tom has 20 apples. He eats 2 apples a day. How many apples will he have left after a week?",
        6,
    ),
    (
        "Tom has 20 apples. He eats 2 apples a day. How many apples will he have left after 2 weeks?",
        None,
    ),
    (
        "Tom has 20 apples. He eats 2 apples a day. How many days will his apples last?",
        10,
    ),
    (
        "Tom has 20 apples. He eats 2 apples a day and buys 1 apple a day. How many days will his apples last?",
        20,
    ),
    (
        "Tom has 20 apples. He eats 3 apples a day. How many days will his apples last?",
        None,
    ),
    (
        "Tom has 20 apples. He eats 2 apples a day. His sister eats 1 apple a day from his apples. How many days will his apples last?",
        None,
    ),
    (
        "Amanda had 10 notebooks. This week, she ordered 6 more and then lost 2. How many notebooks does Amanda have now?",
        14,
    ),
    (
        "Amanda had 10 notebooks. This week, she ordered 6 more and then lost 2. How many notebooks did Amanda have before she lost any?",
        16,
    ),
    (
        "Amanda had 10 notebooks. Last week, she ordered 6 more and this week she lost 2. How many notebooks does Amanda have now?",
        14,
    ),
    (
        "Amanda had 10 notebooks. Next week, she will order 6 more. This week she lost 2. How many notebooks does Amanda have now?",
        8,
    ),
    (
        "Amanda had 10 notebooks. This week, she ordered 6 more and then lost 2. Next week she will order 5 more. How many notebooks does Amanda have now?",
        14,
    ),
    (
        "Amanda had 10 notebooks. This week, she ordered 6 more and then lost 2. Next week she will order 5 more. How many notebooks will Amanda have next week?",
        19,
    ),
    (
        "James has 18 chocolate bars to sell for the swim team. He sold 5 last week and 7 this week. How many more chocolate bars does he need to sell?",
        6,
    ),
    (
        "James has 18 chocolate bars to sell for the swim team. He sold 5 last week and will sell 7 this week. How many more chocolate bars does he need to sell after this week?",
        6,
    ),
    (
        "James has 18 chocolate bars to sell for the swim team. He sold 5 last week and 7 this week. How many chocolate bars did he sell?",
        12,
    ),
    (
        "James has 18 chocolate bars to sell for the swim team. He sold 5 last week and 7 this week. His sister sold 3. How many more chocolate bars does he need to sell?",
        None,
    ),
    (
        "James has 18 chocolate bars to sell for the swim team. He sold 5 last week and twice as many this week. How many more chocolate bars does he need to sell?",
        3,
    ),
    (
        "James has 18 chocolate bars to sell for the swim team. He ate 5 last week and sold 7 this week. How many more chocolate bars does he need to sell?",
        None,
    ),
    (
        "James has 18 chocolate bars to sell for the swim team. He sold 5 last week and 7 this week. How many more chocolate bars does he need to sell to sell 20 bars?",
        8,
    ),
    (
        "Kaylee needs to sell 33 boxes of biscuits. So far, she has sold 12 boxes of lemon biscuits to her aunt, 5 boxes of chocolate biscuits to her mother, and 4 boxes of oatmeal biscuits to a neighbor. How many more boxes of biscuits does Kaylee need to sell?",
        12,
    ),
    (
        "Kaylee needs to sell 33 boxes of biscuits. So far, she has sold 12 boxes of lemon biscuits to her aunt and her aunt sold 5 boxes to her mother. How many more boxes of biscuits does Kaylee need to sell?",
        None,
    ),
    (
        "Kaylee needs to sell 33 boxes of biscuits. So far, she has sold 12 boxes of lemon biscuits to her aunt, and tomorrow she will sell 5 boxes to her mother. How many more boxes of biscuits does Kaylee need to sell now?",
        21,
    ),
    (
        "Kaylee needs to sell 33 boxes of biscuits. So far, she has sold 12 boxes of lemon biscuits to her aunt. She bought 5 boxes of biscuits from her mother. How many more boxes of biscuits does Kaylee need to sell?",
        None,
    ),
    (
        "Kaylee needs to sell 3 dozen boxes of biscuits. So far, she has sold 12 boxes of lemon biscuits to her aunt. How many more boxes of biscuits does Kaylee need to sell?",
        24,
    ),
    (
        "Brandon has 20 cards. He gives 5 cards to Sam. Malcom has 8 more cards than Brandon. How many cards does Malcom have?",
        23,
    ),
    (
        "Brandon had 20 cards. Malcom had 8 more cards than Brandon. Brandon gave 5 cards to Sam. How many cards does Malcom have?",
        28,
    ),
    (
        "Brandon has 20 cards. He loses 5 cards. Malcom has twice as many cards as Brandon. How many cards does Malcom have?",
        30,
    ),
    (
        "Brandon has 20 cards. He buys 5 more cards. Malcom has half as many cards as Brandon. How many cards does Malcom have?",
        None,
    ),
    (
        "Brandon has 20 cards. He buys 6 more cards. Malcom has half as many cards as Brandon. How many cards does Malcom have?",
        13,
    ),
    (
        "Brandon has 20 cards. Malcom has 8 more cards than Brandon. Brandon gives 5 cards to Malcom. How many cards does Malcom have?",
        33,
    ),
    (
        "Brandon has 20 cards. Malcom has 8 more cards than Brandon. Brandon gives 5 cards to Sam. How many more cards does Malcom have than Brandon now?",
        13,
    ),
    (
        "Brandon has 20 cards. Brandon gives 5 cards to Sam. Malcom had 8 more cards than Brandon had at first. How many cards does Malcom have?",
        28,
    ),
    (
        "Tom was 10 years old 3 years ago. His sister is twice his age. How old is his sister?",
        26,
    ),
    (
        "Tom was 10 years old 3 years ago. His sister is twice as old as he was then. How old is his sister?",
        20,
    ),
    (
        "Three years ago, Tom was 10 years old. His sister is 5 years older than him. How old is his sister now?",
        18,
    ),
    (
        "Tom will be 10 years old in 3 years. His sister is twice his age. How old is his sister?",
        14,
    ),
    (
        "In 3 years, Tom will be 10 years old. His sister will be twice his age then. How old is his sister now?",
        17,
    ),
    (
        "Tom was 10 years old 3 years ago. His sister was twice his age then. How old is his sister now?",
        23,
    ),
    (
        "Tom is 10 years old. Three years ago his sister was twice his age. How old is his sister now?",
        17,
    ),
    (
        "Tom is 10 years old. In 3 years his sister will be twice his age. How old is his sister now?",
        23,
    ),
    (
        "Sally picks 30 seashells on Monday. On Tuesday, she picks half as many seashells as she did on Monday. How many seashells did she pick on Tuesday?",
        15,
    ),
    (
        "Sally picks 30 seashells on Monday. On Tuesday, she sells 10 seashells and picks half as many seashells as she did on Monday. How many seashells does she have?",
        35,
    ),
    (
        "Sally picks 30 seashells on Monday. On Tuesday, she picks half as many seashells as her sister did on Monday. How many seashells did she pick in all?",
        None,
    ),
    (
        "Sally picks 30 seashells on Monday. On Tuesday, she picks half as many seashells as she has. How many seashells does she have now?",
        45,
    ),
    (
        "Sally picks 30 seashells on Monday. On Tuesday, she picks half as many seashells as she did on Monday. If she can sell each seashell for $1.20, how much money can she make if she sells all of her Tuesday seashells?",
        18,
    ),
    (
        "Sally picks 30 seashells on Monday. On Tuesday, she picks half as many seashells as she did on Monday. She gives 5 to her sister. If she can sell each seashell for $1.20, how much money can she make if she sells all of her seashells?",
        48,
    ),
    (
        "Sally picks 30 seashells on Monday. On Tuesday, she picks half as many seashells as she did on Monday. If she can sell each seashell for 120 cents, how many dollars can she make if she sells all of her seashells?",
        54,
    ),
    (
        "Natalia sold clips to 48 of her friends in April, and then she sold half as many clips in May. How many clips did Natalia sell in May?",
        24,
    ),
    (
        "Mary used 15 gallons of fuel this week. Last week she used 20% less. How much fuel did she use last week?",
        12,
    ),
    (
        "Mary used 15 gallons of fuel this week. Last week she used 3 gallons less. How much fuel did she use in total for the two weeks?",
        27,
    ),
    (
        "Mary used 15 gallons of fuel this week. Last week she used 20% less. How many quarts of fuel did she use in total for the two weeks?",
        108,
    ),
    (
        "Mary used 15 gallons of fuel this week. Last week her brother used 20% less. How much fuel did she use in total for the two weeks?",
        None,
    ),
    (
        "Mary used 15 gallons of fuel this week. Last week she used 20% less. Next week she will use 10 gallons. How much fuel did she use in total for the two weeks?",
        27,
    ),
    (
        "Sally sold 20 cups of lemonade last week. She sold 30% more lemonade this week. How many more cups did she sell this week?",
        6,
    ),
    (
        "Sally sold 20 cups of lemonade last week. She sold 30% fewer cups this week. How many cups of lemonade did she sell in total for both weeks?",
        34,
    ),
    (
        "Sally sold 20 cups of lemonade last week. She sold 30% more lemonade this week. How much money did she make?",
        None,
    ),
    (
        "Sally sold 20 cups of lemonade last week. She sold 30% more lemonade this week. Each cup costs $2. How much money did she make in both weeks?",
        92,
    ),
    (
        "Jonny climbed 1269 stairs last week. Julia climbed 7 less than one-third of that amount. How many stairs did Julia climb?",
        416,
    ),
    (
        "Jonny climbed 1269 stairs last week. Julia climbed 7 more than one-third of that amount. How many stairs did Julia and Jonny climb together?",
        1699,
    ),
    (
        "Jonny climbed 1269 stairs last week. Julia climbed 7 less than one-third of that amount this week. How many stairs did Julia and Jonny climb together last week?",
        None,
    ),
    (
        "Aleesia lost 1.5 pounds each week for 10 weeks. Alexei lost 2.5 pounds each week for 8 weeks. How many more pounds did Alexei lose?",
        5,
    ),
    (
        "Aleesia lost 1.5 pounds each week for 10 weeks. Alexei lost 2.5 pounds each week for 8 weeks. How many pounds did Aleesia lose?",
        15,
    ),
    (
        "Aleesia lost 1.5 pounds each week for 10 weeks. Alexei lost 2.5 pounds each day for 8 days. How many pounds did the two friends combine to lose?",
        35,
    ),
    (
        "Aleesia lost 1.5 pounds each week for 10 weeks. Alexei gained 2.5 pounds each week for 8 weeks. How many pounds did the two friends combine to lose?",
        None,
    ),
    (
        "Aleesia lost 1.5 pounds each week for 10 weeks. Alexei lost 2.5 pounds each week for 2 months. How many pounds did the two friends combine to lose?",
        None,
    ),
    (
        "Aleesia lost 1.5 pounds each week for 10 weeks. Alexei lost 40 ounces each week for 8 weeks. How many pounds did the two friends combine to lose?",
        35,
    ),
    (
        "Aleesia weighs 150 pounds. She lost 1.5 pounds each week for 10 weeks. How much does she weigh now?",
        135,
    ),
    (
        "Stanley sold 4 cups of lemonade an hour. His brother, Carl, sold 7 cups of lemonade an hour. How many cups did they sell in 3 hours?",
        33,
    ),
    (
        "Stanley sold 4 cups of lemonade an hour. His brother, Carl, sold 7 cups of lemonade an hour. How many more cups did Carl sell than Stanley in 90 minutes?",
        None,
    ),
    (
        "Stanley sold 4 cups of lemonade an hour. His brother, Carl, sold 7 cups of lemonade an hour. How many more cups did Carl sell than Stanley in 2 hours?",
        6,
    ),
    (
        "Stanley sold 4 cups of lemonade an hour. His brother, Carl, sold 7 cups of lemonade a day. How many more cups did Carl sell than Stanley in 3 hours?",
        None,
    ),
    (
        "Liza reads 20 pages in an hour, and Suzie reads 15 pages in an hour. How many more pages does Liza read than Suzie in 30 minutes?",
        None,
    ),
    (
        "Liza reads 20 pages in an hour, and Suzie reads 15 pages in an hour. How many more pages does Liza read than Suzie in 36 minutes?",
        3,
    ),
    (
        "Liza reads 20 pages in an hour, and Suzie reads 15 pages in 30 minutes. How many more pages does Suzie read than Liza in 3 hours?",
        30,
    ),
    (
        "Liza reads 20 pages in 2 hours, and Suzie reads 15 pages in an hour. How many more pages does Suzie read than Liza in 4 hours?",
        20,
    ),
]


@pytest.mark.parametrize(("text", "expected"), CASES)
def test_variation(text: str, expected: int | Fraction | None) -> None:
    _check(text, expected)


#: Time the earner spent at something other than paid work (gsm_wages, adversary 9b): refused.
WAGE_NOT_WORK: list[str] = [
    "Olivia earns $9 per hour. She studied 4 hours on Monday, 3 hours on Wednesday and 6 hours on Friday. How much money did Olivia make this week?",
    "Olivia earns $9 per hour. She slept 4 hours on Monday, 3 hours on Wednesday and 6 hours on Friday. How much money did Olivia make this week?",
    "Olivia earns $9 per hour. She played 4 hours on Monday, 3 hours on Wednesday and 6 hours on Friday. How much money did Olivia make this week?",
    "Olivia earns $9 per hour. She read for 4 hours on Monday. How much money did Olivia make?",
    "Olivia earns $9 per hour. She walked 4 hours on Monday. How much money did Olivia make?",
    "Sally earns $12.50 an hour cleaning houses. If she sleeps for 12 hours, how much money will she make?",
    "Sally earns $12.50 an hour cleaning houses. If she swims for 12 hours, how much money will she make?",
    "Dana earns $13 per hour. She drove 9 hours on Friday, 10 hours on Saturday, and 3 hours on Sunday. How much money did Dana earn in all?",
    "Fred earns $12.50 an hour cleaning houses. If he plays for 8 hours, how much money will he make?",
    "Dana earns $13 per hour. She worked 9 hours on Friday and slept 10 hours on Saturday. How much money did Dana earn in all?",
]

#: The same stories told with the verb of paid work keep their answers.
WAGE_WORK: list[tuple[str, int]] = [
    (
        "Olivia earns $9 per hour. She worked 4 hours on Monday, 3 hours on Wednesday and 6 hours on Friday. How much money did Olivia make this week?",
        117,
    ),
    (
        "Sally earns $12.50 an hour cleaning houses. If she works for 12 hours, how much money will she make?",
        150,
    ),
    (
        "Dana earns $13 per hour. She worked 9 hours on Friday, 10 hours on Saturday, and 3 hours on Sunday. How much money did Dana earn in all?",
        286,
    ),
    (
        "Fred earns $12.50 an hour cleaning houses. If he works for 8 hours, how much money will he make?",
        100,
    ),
]


@pytest.mark.parametrize("text", WAGE_NOT_WORK)
def test_wage_pays_no_time_spent_otherwise(text: str) -> None:
    from story_outcome import pipeline_answer

    assert pipeline_answer(text) is None


@pytest.mark.parametrize(("text", "expected"), WAGE_WORK)
def test_wage_pays_time_worked(text: str, expected: int) -> None:
    from story_outcome import pipeline_answer

    assert pipeline_answer(text) == expected


#: The single-rate organ (R3): a question of another work than the rate's refuses.
R3_OTHER_WORK: list[str] = [
    "Emily can read 60 words per minute. How many hours does it take her to type 10,800 words?",
    "Emily can type 60 words per minute. How many hours does it take her to read 10,800 words?",
    "Emily can type 60 words per minute. How many words can she read in 3 hours?",
    "Emily can read 60 words per minute. How many words can she write in 3 hours?",
    "A car can drive 60 miles per hour. How many miles can it fly in 3 hours?",
    "Tom can walk 3 miles per hour. How many hours does it take him to run 12 miles?",
    "Tom can run 6 miles per hour. How many hours does it take him to walk 12 miles?",
    "Tom walks at 3 miles per hour. How many miles does he swim in 2 hours?",
    "A machine can fill 30 bottles per minute. How many bottles can it pack in 5 minutes?",
    "A baker can bake 30 cookies per hour. How many cookies can he sell in 5 hours?",
    "A baker can bake 30 cookies per hour. How many cookies can he eat in 5 hours?",
]

#: The same work asked keeps its answer (and typing asked as writing, gsm8k-train-2960).
R3_SAME_WORK: list[tuple[str, int]] = [
    ("Tom can run 6 miles per hour. How many hours does it take him to run 12 miles?", 2),
    ("A baker can bake 30 cookies per hour. How many cookies can he bake in 5 hours?", 150),
    (
        "Emily can type 60 words per minute. How many hours does it take her to write 10,800 words?",
        3,
    ),
    (
        "Emily can type 60 words per minute. How many hours does it take her to type 10,800 words?",
        3,
    ),
]


@pytest.mark.parametrize("text", R3_OTHER_WORK)
def test_rate_of_another_work_refuses(text: str) -> None:
    from story_outcome import pipeline_answer

    from mathcore.organs.base import ReaderRefusal
    from mathcore.organs.rate.organ import ORGAN_V2

    assert pipeline_answer(text) is None
    out = ORGAN_V2.read(text)
    assert isinstance(out, ReaderRefusal)


@pytest.mark.parametrize(("text", "expected"), R3_SAME_WORK)
def test_rate_of_the_same_work_answers(text: str, expected: int) -> None:
    from story_outcome import pipeline_answer

    assert pipeline_answer(text) == expected


#: R3: a pronoun of the other gender than the rate's agent refuses; the same gender answers.
R3_OTHER_AGENT: list[str] = [
    "Tom travels 150 miles in 3 hours. What is her speed in miles per hour?",
    "Tom travels 150 miles in 3 hours. What is the bus's speed in miles per hour?",
    "A car travels 150 miles in 3 hours. What is the bus's speed in miles per hour?",
    "A car travels 150 miles in 3 hours. What is their speed in miles per hour?",
    "Rosa travels 150 miles in 3 hours. What is his speed in miles per hour?",
    "Rosa reads 30 pages per hour. They read for 4 hours. How many pages does she read?",
    "A machine makes 40 toys per hour. They work for 8 hours. How many toys does it make?",
    "Tom can run 6 miles per hour. How many hours does it take her to run 12 miles?",
    "Omar reads 30 pages per hour. She reads for 4 hours. How many pages does he read?",
    "Omar reads 30 pages per hour. He reads for 4 hours. How many pages does she read?",
    "Rosa earns 12 dollars per hour. How many hours does it take him to earn 60 dollars?",
]
R3_SAME_AGENT: list[tuple[str, int]] = [
    ("Tom travels 150 miles in 3 hours. What is his speed in miles per hour?", 50),
    ("A car travels 150 miles in 3 hours. What is its speed in miles per hour?", 50),
    ("A car travels 150 miles in 3 hours. What is the car's speed in miles per hour?", 50),
    ("The cars travel 150 miles in 3 hours. What is their speed in miles per hour?", 50),
    ("Tom can run 6 miles per hour. How many hours does it take him to run 12 miles?", 2),
    ("Omar reads 30 pages per hour. He reads for 4 hours. How many pages does he read?", 120),
    ("Rosa earns 12 dollars per hour. How many hours does it take her to earn 60 dollars?", 5),
]


@pytest.mark.parametrize("text", R3_OTHER_AGENT)
def test_rate_of_another_agent_refuses(text: str) -> None:
    from story_outcome import pipeline_answer

    from mathcore.organs.base import ReaderRefusal
    from mathcore.organs.rate.organ import ORGAN_V2

    assert pipeline_answer(text) is None
    assert isinstance(ORGAN_V2.read(text), ReaderRefusal)


@pytest.mark.parametrize(("text", "expected"), R3_SAME_AGENT)
def test_rate_of_the_same_agent_answers(text: str, expected: int) -> None:
    from story_outcome import pipeline_answer

    assert pipeline_answer(text) == expected


#: A titled name keeps its gender: the other gender's pronoun refuses, its own answers.
TITLED: list[tuple[str, int | None]] = [
    ("Ms. Alice can grade 296 papers in 8 hours. How many papers can he grade in 11 hours?", None),
    ("Ms. Alice can grade 296 papers in 8 hours. How many papers can she grade in 11 hours?", 407),
    ("Mr. Tom has 5 apples. She buys 3 apples. How many apples does Mr. Tom have?", None),
    ("Mr. Tom has 5 apples. He buys 3 apples. How many apples does Mr. Tom have?", 8),
    ("Ms. Smith reads 20 pages an hour. How many pages does he read in 3 hours?", None),
    ("Mrs. Smith reads 20 pages an hour. How many pages does he read in 3 hours?", None),
    ("Mr. Smith reads 20 pages an hour. How many pages does she read in 3 hours?", None),
    ("Mr. Smith reads 20 pages an hour. How many pages does he read in 3 hours?", 60),
    (
        "Mrs. Hilt bought 2 pizzas. Each pizza had 8 slices. How many total slices of pizza did he have?",
        None,
    ),
    (
        "Mrs. Hilt bought 2 pizzas. Each pizza had 8 slices. How many total slices of pizza did she have?",
        16,
    ),
]


@pytest.mark.parametrize(("text", "expected"), TITLED)
def test_titled_name_keeps_its_gender(text: str, expected: int | None) -> None:
    from story_outcome import pipeline_answer

    assert pipeline_answer(text) == expected


#: More variations (later batches: units in additive stories, wages and rates of other work or
#: time, the rate organ's verbs and agents, dozens and prices, pronoun genders).
CASES_MORE: list[tuple[str, int | Fraction | None]] = [
    (
        "Stanley ran 0.4 mile and walked 0.2 kilometer. How much farther did Stanley run than walk?",
        None,
    ),
    (
        "Stanley ran 0.4 mile and walked 200 yards. How much farther did Stanley run than walk?",
        None,
    ),
    (
        "Stanley ran 0.4 mile and walked 0.2 mile. How much farther did Stanley run than walk in feet?",
        1056,
    ),
    (
        "Stanley ran 0.4 mile and swam 0.2 mile. How much farther did Stanley run than walk?",
        None,
    ),
    (
        "Stanley ran 0.4 mile and Tom walked 0.2 mile. How much farther did Stanley run than walk?",
        None,
    ),
    (
        "Stanley ran 0.4 mile and walked 0.2 mile. How much farther did Tom run than walk?",
        None,
    ),
    (
        "Stanley ran 0.4 mile and walked 0.2 mile. How far did Stanley go in all?",
        F(3, 5),
    ),
    (
        "Stanley ran 0.4 mile on Monday and walked 0.2 mile on Tuesday. How much farther did Stanley run than walk?",
        F(1, 5),
    ),
    (
        "Stanley ran 0.4 mile and walked 0.6 mile. How much farther did Stanley run than walk?",
        None,
    ),
    (
        "Stanley ran 0.4 mile and walked 0.2 mile. How much less did Stanley walk than run?",
        F(1, 5),
    ),
    (
        "A bucket contains 3 gallons of water. If Derek adds 6.8 quarts more, how many gallons will there be in all?",
        F(47, 10),
    ),
    (
        "A bucket contains 3 gallons of water. If Derek adds 6.8 liters more, how many gallons will there be in all?",
        None,
    ),
    (
        "A bucket contains 3 gallons of water. If Derek adds 6.8 gallons of juice, how many gallons of water will there be?",
        3,
    ),
    (
        "A bucket contains 3 gallons of water. If Derek pours out 0.8 gallons, how many gallons will there be?",
        F(11, 5),
    ),
    (
        "A bucket contains 3 gallons of water. If Derek adds 6.8 gallons more to another bucket, how many gallons will there be in the first bucket?",
        None,
    ),
    (
        "A bucket contains 3 gallons of water. Another bucket contains 2 gallons. If Derek adds 6.8 gallons more, how many gallons will there be in all?",
        None,
    ),
    (
        "There are 7.75 gallons of water in Becky's fish tank. If Becky adds 7 gallons more, how many quarts will there be in all?",
        59,
    ),
    (
        "There are 7.75 gallons of water in Becky's fish tank. If Becky adds 7 cups more, how many gallons will there be in all?",
        F(131, 16),
    ),
    (
        "There are 7.75 gallons of water in Becky's fish tank. If Becky removes 7 gallons, how many gallons will there be?",
        F(3, 4),
    ),
    (
        "There are 7.75 gallons of water in Becky's fish tank. If Becky removes 8 gallons, how many gallons will there be?",
        None,
    ),
    (
        "In March it rained 0.81 inches. It rained 0.35 centimeters less in April than in March. How much did it rain in April?",
        None,
    ),
    (
        "In March it rained 0.81 inches. It rained 0.35 inches more in April than in March. How much did it rain in April?",
        F(29, 25),
    ),
    (
        "In March it rained 0.81 inches. It rained 0.35 inches less in April than in March. How much did it rain in March and April combined?",
        F(127, 100),
    ),
    (
        "In March it rained 0.81 inches. It rained 0.35 inches less in April than in May. How much did it rain in April?",
        None,
    ),
    (
        "In March it rained 0.81 inches. It snowed 0.35 inches less in April than in March. How much did it rain in April?",
        None,
    ),
    (
        "It rained 0.9 inches on Monday. On Tuesday, it rained 0.7 inches less than on Monday. How much did it rain on Monday and Tuesday combined?",
        F(11, 10),
    ),
    (
        "It rained 0.9 inches on Monday. On Tuesday, it rained 0.7 inches less than on Wednesday. How much did it rain on Tuesday?",
        None,
    ),
    (
        "It rained 0.9 inches on Monday. On Tuesday, it rained twice as much as on Monday. How much did it rain on Tuesday?",
        F(9, 5),
    ),
    (
        "It rained 0.9 inches on Monday. On Tuesday, it rained 7 millimeters less than on Monday. How much did it rain on Tuesday?",
        None,
    ),
    (
        "It snowed 0.32 inches on Monday and 0.21 inches on Tuesday. How much did it rain on Monday and Tuesday combined?",
        None,
    ),
    (
        "It snowed 0.32 inches on Monday and 0.21 feet on Tuesday. How much did it snow on Monday and Tuesday combined?",
        None,
    ),
    (
        "It snowed 0.32 inches on Monday and 0.21 inches on Tuesday. How much more did it snow on Monday than on Tuesday?",
        F(11, 100),
    ),
    (
        "It rained 0.2 inches on Saturday and 0.4 inches on Sunday. How much did it rain on Sunday?",
        F(2, 5),
    ),
    (
        "It rained 0.2 inches on Saturday and 0.4 inches on Sunday. It rained 0.1 inches on Monday. How much did it rain on Saturday and Sunday combined?",
        F(3, 5),
    ),
    (
        "Mary is baking a cake. The recipe wants 8 cups of flour. She already put in 2 cups of sugar. How many cups of flour does she need to add?",
        8,
    ),
    (
        "Mary is baking a cake. The recipe wants 8 cups of flour. She already put in 2 tablespoons. How many cups does she need to add?",
        None,
    ),
    (
        "Mary is baking a cake. The recipe wants 8 cups of flour. She already put in 2 pints. How many cups does she need to add?",
        4,
    ),
    (
        "Mary is baking a cake. The recipe wants 8 cups of flour. She already put in 10 cups. How many cups does she need to add?",
        None,
    ),
    (
        "Mary is baking a cake. The recipe wants 8 cups of flour. Her sister already put in 2 cups. How many more cups does she need to add?",
        6,
    ),
    (
        "Mary is baking a cake. The recipe wants 8 cups of flour. She already put in 2 cups and then 3 more cups. How many more cups does she need to add?",
        3,
    ),
    (
        "Mary is baking a cake. The recipe wants 8 cups of flour. She already put in half of it. How many more cups does she need to add?",
        4,
    ),
    (
        "Mary is baking a cake. The recipe wants 8 cups of flour. She already put in 2 cups. How many cups of sugar does she need to add?",
        None,
    ),
    (
        "Mary is baking 2 cakes. The recipe wants 8 cups of flour for each cake. She already put in 2 cups. How many more cups does she need to add?",
        14,
    ),
    (
        "Mary is baking a cake. The recipe calls for 7 cups of flour and 3 cups of sugar. She already put in 2 cups. How many cups of flour does she need to add?",
        None,
    ),
    (
        "Mary is baking a cake. The recipe calls for 7 cups of flour and 3 cups of sugar. She already put in 2 cups of flour. How many cups of sugar does she need to add?",
        3,
    ),
    (
        "Mary is baking a cake. The recipe calls for 7 cups of flour and 3 cups of sugar. She already put in 2 cups of flour. How many more cups of flour than sugar does she need to add?",
        2,
    ),
    (
        "Mary is baking a cake. The recipe calls for 7 cups of flour and 3 cups of sugar. She already put in 2 cups of flour. How many cups does she need to add in all?",
        8,
    ),
    (
        "Sam spent 2 pennies on ice cream. The next day, Sam spent 12 dimes on baseball cards. How many cents did Sam spend?",
        122,
    ),
    (
        "On Friday, Sam spent 2 pennies on ice cream. The next day, Sam spent 12 dimes on baseball cards. How much money did Sam spend on Friday?",
        F(1, 50),
    ),
    (
        "On Friday, Sam spent 2 quarters on ice cream. The next day, Sam spent 12 nickels on baseball cards. All in all, how much money did Sam spend?",
        F(11, 10),
    ),
    (
        "On Friday, Sam spent 2 pennies on ice cream. The next day, his sister spent 12 dimes on baseball cards. All in all, how much money did Sam spend?",
        F(1, 50),
    ),
    (
        "On Friday, Sam had 2 dollars. The next day, Sam spent 12 dimes on baseball cards. How much money does Sam have left?",
        F(4, 5),
    ),
    (
        "On Friday, Sam had 2 dollars. The next day, Sam spent 25 dimes on baseball cards. How much money does Sam have left?",
        None,
    ),
    (
        "Dana earns $13 per hour. She worked 9 hours on Friday, 10 hours on Saturday, and 3 hours on Sunday. How much money did Dana earn on the weekend?",
        169,
    ),
    (
        "Dana earns $13 per hour. She worked 9 hours on Friday, 10 hours on Saturday, and 3 hours on Sunday. How much money did Dana earn on Saturday?",
        130,
    ),
    (
        "Dana earns $13 per hour. She worked 9 hours on Friday, 10 hours on Saturday, and 3 hours on Sunday. How many hours did Dana work?",
        22,
    ),
    (
        "Dana earns $13 per hour. She worked 9 hours on Friday, 10 hours on Saturday, and 30 minutes on Sunday. How much money did Dana earn in all?",
        F(507, 2),
    ),
    (
        "Dana earns $13 per hour on weekdays and $15 per hour on weekends. She worked 9 hours on Friday, 10 hours on Saturday, and 3 hours on Sunday. How much money did Dana earn in all?",
        312,
    ),
    (
        "Dana earns $13 per hour. She worked 9 hours on Friday, 10 hours on Saturday, and 3 hours on Sunday. She spent $50. How much money did Dana earn in all?",
        286,
    ),
    (
        "Sandra eats 3 beignets every morning. How many weeks will it take her to eat 50 beignets?",
        None,
    ),
    (
        "Sandra eats 3 beignets every morning. How many days will it take her to eat 50 beignets?",
        None,
    ),
    (
        "Sandra eats 3 beignets every morning. How many weeks will it take her to eat 63 beignets?",
        3,
    ),
    (
        "Sandra eats 3 beignets every morning. How many weeks will it take her to eat 30 beignets?",
        None,
    ),
    (
        "Sandra eats 3 beignets every morning, starting on Monday. How many beignets will she have eaten by Wednesday?",
        None,
    ),
    (
        "John buys 5 notebooks that have 40 pages each. He uses 4 pages per day. How many weeks do the notebooks last?",
        None,
    ),
    (
        "John buys 5 notebooks that have 40 pages each. He uses 4 pages per day. How many days do 3 notebooks last?",
        30,
    ),
    (
        "John buys 5 notebooks that have 40 pages each. He uses 6 pages per day. How many days do the notebooks last?",
        None,
    ),
    (
        "John buys 5 notebooks that have 40 pages each. He uses 4 pages per week. How many weeks do the notebooks last?",
        50,
    ),
    (
        "John buys 5 notebooks that have 40 pages each. He uses 4 pages per day. How many pages does he have left after 20 days?",
        120,
    ),
    (
        "John buys 5 notebooks that have 40 pages each. He uses 4 pages per day. How many pages does he use in a week?",
        28,
    ),
    (
        "John buys 5 notebooks that have 40 pages each. He gives 1 notebook to his sister. He uses 4 pages per day. How many days do the notebooks last?",
        40,
    ),
    (
        "John buys 5 notebooks that have 40 pages each. He uses 4 pages per day and his sister uses 2 pages per day of them. How many days do the notebooks last?",
        None,
    ),
    (
        "John buys 5 notebooks that have 40 pages each. He uses 4 pages per day. How many days do the notebooks last if he also uses 1 page each weekend?",
        None,
    ),
    (
        "John buys 5 notebooks that have 40 pages each. He uses 2 pages every morning and 2 pages every evening. How many days do the notebooks last?",
        50,
    ),
    (
        "John buys 5 notebooks that have 40 pages each. He uses 4 pages twice a day. How many days do the notebooks last?",
        25,
    ),
    (
        "John buys 5 notebooks that have 40 pages each. He uses 4 pages every other day. How many days do the notebooks last?",
        None,
    ),
    (
        "John buys 5 notebooks. He uses 4 pages per day. How many days do the notebooks last?",
        None,
    ),
    (
        "John buys 5 notebooks that have 40 sheets each. He uses 4 pages per day. How many days do the notebooks last?",
        None,
    ),
    (
        "John buys 5 notebooks that have 40 pages each. He uses 4 pages per day. How many days do the notebooks last his sister?",
        None,
    ),
    (
        "Megan works eight hours a day and earns $7.50 per hour. If she works 20 days a month, how much will she earn in 6 weeks?",
        None,
    ),
    (
        "Megan works 8 hours a day and earns $7.50 per hour. If she works 5 days a week, how much will she earn in a month?",
        None,
    ),
    (
        "Megan works 8 hours a day, 5 days a week, and earns $300 a week. How much does she earn per hour?",
        F(15, 2),
    ),
    (
        "Megan works 8 hours a day, 5 days a week, and earns $300 a week. How much does she earn in 4 weeks?",
        1200,
    ),
    (
        "Megan earns $300 a week. How much does she earn in a year?",
        15600,
    ),
    (
        "Megan earns $300 a week. How much does she earn in 30 days?",
        None,
    ),
    (
        "Megan earns $1200 a month. How much does she earn in a year?",
        14400,
    ),
    (
        "Megan earns $1200 a month. How much does she earn in a week?",
        None,
    ),
    (
        "Megan earns $14400 a year. How much does she earn in a month?",
        1200,
    ),
    (
        "Megan earns $14400 a year. How much does she earn in a week?",
        None,
    ),
    (
        "Megan works 8 hours a day for $10 per hour. She spends $20 a day on food. How much does she save in 5 days?",
        300,
    ),
    (
        "Megan works 8 hours a day for $10 per hour. She spends $20 a week on food. How much does she save in 5 days?",
        None,
    ),
    (
        "A bakery makes 120 cookies a day. It sells them in boxes of 6. How many boxes does it sell in a week?",
        140,
    ),
    (
        "A bakery makes 120 cookies a day. It sells them in boxes of 7. How many boxes does it fill in a day?",
        None,
    ),
    (
        "A bakery makes 10 dozen cookies a day. How many cookies does it make in a week?",
        840,
    ),
    (
        "A bakery makes 120 cookies a day. How many dozen cookies does it make in a week?",
        70,
    ),
    (
        "A bakery makes 120 cookies a day and 30 cakes a day. How many cookies does it make in a week?",
        840,
    ),
    (
        "A bakery makes 120 cookies a day. It is closed on Sundays. How many cookies does it make in a week?",
        None,
    ),
    (
        "A bakery makes 120 cookies a day. It gives away 20 cookies a day. How many cookies does it have left after a week?",
        700,
    ),
    (
        "A bakery makes 120 cookies an hour. It is open 8 hours a day. How many cookies does it make in a day?",
        960,
    ),
    (
        "A bakery makes 120 cookies an hour. It is open from 8 am to 4 pm. How many cookies does it make in a day?",
        960,
    ),
    (
        "A factory produces 500 toys an hour. How many toys does it produce in a 40 hour week?",
        20000,
    ),
    (
        "A factory produces 500 toys an hour. How many toys does it produce in 3 days if it runs 8 hours a day?",
        12000,
    ),
    (
        "A factory produces 500 toys an hour. How many hours does it take to produce 2000 toys?",
        4,
    ),
    (
        "A factory produces 500 toys an hour. How many minutes does it take to produce 2000 toys?",
        240,
    ),
    (
        "A factory produces 500 toys an hour. How many toys does it produce in 3 days?",
        None,
    ),
    (
        "A factory produces 500 toys every 2 hours. How many toys does it produce in 8 hours?",
        2000,
    ),
    (
        "A factory produces 500 toys an hour. 10 of every 100 toys are broken. How many toys that are not broken does it produce in 2 hours?",
        900,
    ),
    (
        "Olivia earns $9 per hour. She slept 4 hours on Monday, worked 3 hours on Wednesday and 6 hours on Friday. How much money did Olivia make this week?",
        81,
    ),
    (
        "Olivia earns $9 per hour. She drove 4 hours on Monday and worked 3 hours on Wednesday. How much money did Olivia make this week?",
        27,
    ),
    (
        "Olivia earns $9 per hour babysitting. She babysat 4 hours on Monday and 3 hours on Wednesday. How much money did Olivia make this week?",
        63,
    ),
    (
        "Olivia earns $9 per hour babysitting and $12 per hour tutoring. She babysat 4 hours on Monday and tutored 3 hours on Wednesday. How much money did Olivia make this week?",
        72,
    ),
    (
        "Samuel eats 7 berries a day. Samuel has 5 birds. How many berries do Samuel's birds eat in 4 days?",
        None,
    ),
    (
        "A bird eats 7 berries a day. Samuel has 5 birds. How many berries does Samuel eat in 4 days?",
        None,
    ),
    (
        "A bird eats 7 berries a day. Samuel has 5 birds. How many berries does Samuel buy for his birds in 4 days?",
        None,
    ),
    (
        "A bird eats 7 berries a day. Samuel has 5 parrots. How many berries do Samuel's parrots eat in 4 days?",
        None,
    ),
    (
        "A parrot eats 7 berries a day. Samuel has 5 birds. How many berries do Samuel's birds eat in 4 days?",
        None,
    ),
    (
        "A bird eats 7 berries a day. A cat eats 3 fish a day. Samuel has 5 birds. How many berries do Samuel's birds eat in 4 days?",
        140,
    ),
    (
        "A bird eats 7 berries a day. Samuel has 5 birds and 2 cats. A cat eats 3 fish a day. How many berries do Samuel's birds eat in 4 days?",
        140,
    ),
    (
        "A bird eats 7 berries a day. Samuel has 5 birds. How many seeds do Samuel's birds eat in 4 days?",
        None,
    ),
    (
        "Darma can eat 20 peanuts in 15 seconds. At this same rate, how many peanuts could she buy in 6 minutes?",
        None,
    ),
    (
        "Darma can eat 20 peanuts in 15 seconds. At this same rate, how many almonds could she eat in 6 minutes?",
        None,
    ),
    (
        "Darma can crack 20 peanuts in 15 seconds. At this same rate, how many peanuts could she eat in 6 minutes?",
        None,
    ),
    (
        "Bob can shuck 10 oysters in 5 minutes. How many clams can he shuck in 2 hours?",
        None,
    ),
    (
        "Bob can shuck 10 oysters in 5 minutes. How many oysters can he eat in 2 hours?",
        None,
    ),
    (
        "Bob can shuck 10 oysters in 5 minutes. How many oysters can he catch in 2 hours?",
        None,
    ),
    (
        "Ms. Alice can grade 296 papers in 8 hours. How many papers can she write in 11 hours?",
        None,
    ),
    (
        "Ms. Alice can grade 296 papers in 8 hours. How many tests can she grade in 11 hours?",
        None,
    ),
    (
        "Ms. Alice can grade 296 papers in 8 hours. How many papers can Mr. Bob grade in 11 hours?",
        None,
    ),
    (
        "Amalia can read 4 pages of her book in 2 minutes. How many minutes will it take her to write 18 pages of her book?",
        None,
    ),
    (
        "Amalia can read 4 pages of her book in 2 minutes. How many minutes will it take her to read 18 pages of her brother's book?",
        9,
    ),
    (
        "Amalia can read 4 pages of her book in 2 minutes. How many minutes will it take her to read 18 chapters of her book?",
        None,
    ),
    (
        "Amalia can read 4 pages of her book in 2 minutes. How many minutes will it take her brother to read 18 pages of her book?",
        None,
    ),
    (
        "Amalia can read 4 pages of her book in 2 minutes. How many minutes will it take her to read 18 pages of her book and 6 pages of a magazine?",
        None,
    ),
    (
        "Amalia can read 4 pages of her book in 2 minutes. How many seconds will it take her to read 18 pages of her book?",
        540,
    ),
    (
        "It takes David 10 minutes to wash 4 windows. David's house has 64 windows. How many minutes will it take David to paint all of the windows?",
        None,
    ),
    (
        "It takes David 10 minutes to wash 4 windows. David's house has 64 windows. How many minutes will it take David to wash all of the doors?",
        None,
    ),
    (
        "It takes David 10 minutes to wash 4 windows. David's house has 64 windows. How many minutes will it take David to wash half of the windows?",
        80,
    ),
    (
        "If it takes 20 minutes to paint a house, how many houses can you paint in 3 hours?",
        9,
    ),
    (
        "If it takes 20 minutes to paint a house, how many houses can you clean in 3 hours?",
        None,
    ),
    (
        "If it takes 20 minutes to paint a house, how many houses can you paint in 2 hours and 40 minutes?",
        8,
    ),
    (
        "If it takes 20 minutes to paint a house, how many houses can you paint in 3 hours if you take a 20 minute break?",
        None,
    ),
    (
        "If it takes 20 minutes to paint a fence, how many houses can you paint in 3 hours?",
        None,
    ),
    (
        "If it takes 20 minutes to paint a house, how many minutes does it take to paint 9 houses?",
        180,
    ),
    (
        "If it takes 20 minutes to paint a house, how many hours does it take to paint 9 houses?",
        3,
    ),
    (
        "If it takes 20 minutes to paint a house, how many houses can 2 people paint in 3 hours?",
        None,
    ),
    (
        "If it takes 2 people 20 minutes to paint a house, how many houses can they paint in 3 hours?",
        9,
    ),
    (
        "Olivia earns $9 per hour. She waited 4 hours on Monday. How much money did Olivia earn?",
        None,
    ),
    (
        "Dana earns $13 per hour. She rested 9 hours on Friday. How much money did Dana earn in all?",
        None,
    ),
    (
        "Megan sleeps eight hours a day and earns $7.50 per hour. If she works 20 days a month, how much will be her total earnings for two months of work?",
        None,
    ),
    (
        "Megan reads eight hours a day and earns $7.50 per hour. If she works 20 days a month, how much will be her total earnings for two months of work?",
        None,
    ),
    (
        "Megan works eight hours a day and earns $7.50 per hour. If she reads 20 days a month, how much will be her total earnings for two months of work?",
        None,
    ),
    (
        "Lisa walks 10 meters each minute. Every day, she reads for an hour. How many meters will Lisa walk in two days?",
        None,
    ),
    (
        "Lisa walks 10 meters each minute. Every day, she sleeps for an hour. How many meters will Lisa walk in two days?",
        None,
    ),
    (
        "Lisa walks 10 meters each minute. Every day, she swims for an hour. How many meters will Lisa walk in two days?",
        None,
    ),
    (
        "John can play 200 beats per minute. If he sleeps 2 hours a day for 3 days how many beats does he play?",
        None,
    ),
    (
        "John can play 200 beats per minute. If he reads 2 hours a day for 3 days how many beats does he play?",
        None,
    ),
    (
        "John can play 200 beats per minute. If he walks 2 hours a day for 3 days how many beats does he play?",
        None,
    ),
    (
        "Gunther can type 160 words every 3 minutes and he sleeps 480 minutes per day. How many words can Gunther type in a working day?",
        None,
    ),
    (
        "Gunther can type 160 words every 3 minutes and he reads 480 minutes per day. How many words can Gunther type in a day?",
        None,
    ),
    (
        "Theo can eat 13 cookies, 3 times a day, 20 days each month. How many cookies can he bake in 3 months?",
        None,
    ),
    (
        "Bob can shuck 10 oysters in 5 minutes. He sleeps for 2 hours a day. How many oysters can he shuck in 3 days?",
        None,
    ),
    (
        "Bob can shuck 10 oysters in 5 minutes. He swims for 2 hours a day. How many oysters can he shuck in 3 days?",
        None,
    ),
    (
        "Janet reads 80 pages an hour. She walks for 2 hours a day. How many pages does Janet read in 6 days?",
        None,
    ),
    (
        "Janet reads 80 pages an hour. She sleeps for 2 hours a day. How many pages does Janet read in 6 days?",
        None,
    ),
    (
        "Tamika drove for 8 hours at an average speed of 45 miles per hour. Logan slept for 5 hours at 55 miles an hour. How many miles farther did Tamika drive?",
        None,
    ),
    (
        "Tamika walked for 8 hours at an average speed of 45 miles per hour. Logan drove for 5 hours at 55 miles an hour. How many miles farther did Tamika drive?",
        None,
    ),
    (
        "A plumber charges $50 per hour. He worked 3 hours at Tom's house. How much did Tom pay?",
        150,
    ),
    (
        "A plumber charges $50 per hour. He slept 3 hours at Tom's house. How much did Tom pay?",
        None,
    ),
    (
        "A plumber charges $50 per hour. He waited 3 hours at Tom's house. How much does the plumber earn?",
        None,
    ),
    (
        "Renting a bike costs $5 per hour. Tom walked for 3 hours. How much did Tom pay?",
        None,
    ),
    (
        "Parking costs $2 per hour. Tom parked for 3 hours. How much did Tom pay?",
        6,
    ),
    (
        "Parking costs $2 per hour. Tom shopped for 3 hours. How much did Tom pay for parking?",
        None,
    ),
    (
        "Tom earns $2 for each lawn he mows. He mowed 5 lawns. How much did Tom earn?",
        10,
    ),
    (
        "Tom earns $2 for each lawn he mows. He watered 5 lawns. How much did Tom earn?",
        None,
    ),
    (
        "Tom earns $2 for each lawn he mows. He saw 5 lawns. How much did Tom earn?",
        None,
    ),
    (
        "Tom earns $2 for each lawn he mows. His brother mowed 5 lawns. How much did Tom earn?",
        None,
    ),
    (
        "Tom earns $2 for each lawn he mows. He mowed 5 lawns and his brother mowed 3. How much did Tom earn?",
        10,
    ),
    (
        "Tom earns $2 for each lawn he mows and $3 for each car he washes. He mowed 5 lawns and washed 2 cars. How much did Tom earn?",
        16,
    ),
    (
        "Tom earns $2 for each lawn he mows. He mowed 5 lawns on Monday and 3 lawns on Tuesday. How much did Tom earn on Tuesday?",
        6,
    ),
    (
        "Tom gets paid $2 per lawn. He mowed 5 lawns. How much did Tom earn?",
        10,
    ),
    (
        "Tom gets paid $2 per lawn. He counted 5 lawns. How much did Tom earn?",
        None,
    ),
    (
        "Tom makes $10 an hour. He worked 40 hours last week and 35 hours this week. How much did he make this week?",
        350,
    ),
    (
        "Tom makes $10 an hour. He worked 40 hours last week and 35 hours this week. How much did he make last week?",
        400,
    ),
    (
        "Tom makes $10 an hour. He worked 40 hours last week and 35 hours this week. How much more did he make last week?",
        50,
    ),
    (
        "Tom makes $10 an hour. He worked 40 hours last week. His sister worked 35 hours. How much did he make?",
        400,
    ),
    (
        "Tom makes $10 an hour. His sister worked 35 hours. How much did he make?",
        None,
    ),
    (
        "Tom makes $10 an hour. He worked 40 hours. He spent $50. How much did he make?",
        400,
    ),
    (
        "Tom makes $10 an hour. He worked 40 hours. He spent $50. How much money does he have left?",
        None,
    ),
    (
        "Tom makes $10 an hour. He worked 40 hours. How much did his boss pay him?",
        None,
    ),
    (
        "Tom makes $10 an hour. He worked 2 days. How much did he make?",
        None,
    ),
    (
        "Tom makes $10 a day. He worked 48 hours. How much did he make?",
        None,
    ),
    (
        "Tom makes $10 an hour. He worked 150 minutes. How much did he make?",
        25,
    ),
    (
        "Tom makes $10 an hour. He worked 40 hours and got a $20 bonus. How much did he make?",
        None,
    ),
    (
        "Tom makes $10 an hour and his sister makes $12 an hour. He worked 40 hours. How much did he make?",
        None,
    ),
    (
        "Tom makes $10 an hour. He works 8 hours a day. How much does he make in 5 days?",
        400,
    ),
    (
        "Tom makes $10 an hour. He sleeps 8 hours a day. How much does he make in 5 days?",
        None,
    ),
    (
        "Tom makes $10 an hour. He works 8 hours a day, but takes a 1 hour unpaid lunch. How much does he make in a day?",
        None,
    ),
    (
        "Tom is paid $10 per hour. He worked 40 hours. How much was he paid?",
        400,
    ),
    (
        "Tom pays $10 per hour for a babysitter. The babysitter worked 4 hours. How much did Tom pay?",
        40,
    ),
    (
        "Tom pays $10 per hour for a babysitter. He worked 4 hours. How much did Tom pay?",
        None,
    ),
    (
        "Sandra eats 3 beignets every morning. How many beignets will she buy in 16 weeks?",
        None,
    ),
    (
        "Sandra buys 3 beignets every morning. How many beignets will she eat in 16 weeks?",
        None,
    ),
    (
        "Sandra eats 3 beignets every morning. How many beignets will her brother eat in 16 weeks?",
        None,
    ),
    (
        "If Janet reads 80 pages a day and Belinda writes 30 pages a day, how many more pages does Janet read in 6 weeks?",
        None,
    ),
    (
        "If Janet reads 80 pages a day and Belinda reads 30 pages a day, how many more pages does Janet write in 6 weeks?",
        None,
    ),
    (
        "Janet reads 80 pages a day. How many pages does Janet write in 6 weeks?",
        None,
    ),
    (
        "Theo can eat 13 cookies, 3 times a day, 20 days each month. How many cookies can he buy in 3 months?",
        None,
    ),
    (
        "Jackie walks 2 miles each day while Jessie runs 1.5 miles each day. How many more miles, in all, does Jackie walk than Jessie walk in 6 days?",
        None,
    ),
    (
        "Jackie walks 2 miles each day while Jessie walks 1.5 miles each day. How many more miles, in all, does Jackie run than Jessie walk in 6 days?",
        None,
    ),
    (
        "Jackie walks 2 miles each day while Jessie walks 1.5 miles each day. How many more miles, in all, does Jackie drive than Jessie drive in 6 days?",
        None,
    ),
    (
        "Aleesia lost 1.5 pounds each week for 10 weeks. Alexei gained 2.5 pounds each week for 8 weeks. How many pounds did Aleesia lose?",
        15,
    ),
    (
        "Aleesia lost 1.5 pounds each week for 10 weeks. Alexei lost 2.5 pounds each week for 8 weeks. How many pounds did the two friends combine to gain?",
        None,
    ),
    (
        "Micah can type 20 words per minute and Isaiah can read 40 words per minute. How many more words can Isaiah type than Micah in an hour?",
        None,
    ),
    (
        "Micah can type 20 words per minute and Isaiah can type 40 words per minute. How many more words can Isaiah read than Micah in an hour?",
        None,
    ),
    (
        "John can play 200 beats per minute. If he plays 2 hours a day for 3 days how many beats does he hear?",
        None,
    ),
    (
        "John can play 200 beats per minute. If he practices 2 hours a day for 3 days how many beats does he play?",
        None,
    ),
    (
        "Stanley sold 4 cups of lemonade an hour. His brother, Carl, made 7 cups of lemonade an hour. How many more cups did Carl sell than Stanley in 3 hours?",
        None,
    ),
    (
        "Stanley sold 4 cups of lemonade an hour. His brother, Carl, sold 7 cups of lemonade an hour. How many more cups did Carl drink than Stanley in 3 hours?",
        None,
    ),
    (
        "Liza reads 20 pages in an hour, and Suzie writes 15 pages in an hour. How many more pages does Liza read than Suzie in 3 hours?",
        None,
    ),
    (
        "Tamika drove for 8 hours at an average speed of 45 miles per hour. Logan walked for 5 hours at 55 miles an hour. How many miles farther did Tamika drive?",
        None,
    ),
    (
        "Joseph drives his car at 50 mph for 2.5 hours. Kyle rides his bike at 12 mph for 2 hours. How many more miles does Joseph drive than Kyle?",
        None,
    ),
    (
        "Lisa walks 10 meters each minute. Every day, she walks for an hour. How many meters will Lisa run in two days?",
        None,
    ),
    (
        "Bob can shuck 10 oysters in 5 minutes. He works for 2 hours a day. How many oysters can he shuck in 3 days?",
        720,
    ),
    (
        "Bob can shuck 10 oysters in 5 minutes. He shucks for 2 hours a day. How many oysters can he eat in 3 days?",
        None,
    ),
    (
        "A bird eats 7 berries a day. Samuel has 5 birds. How many berries do Samuel's birds pick in 4 days?",
        None,
    ),
    (
        "Gunther can type 160 words every 3 minutes and he works 480 minutes per day. How many words can Gunther read in a working day?",
        None,
    ),
    (
        "Megan works eight hours a day and earns $7.50 per hour. If she works 20 days a month, how much will she spend in two months?",
        None,
    ),
    (
        "Megan works eight hours a day and earns $7.50 per hour. If she travels 20 days a month, how much will be her total earnings for two months of work?",
        None,
    ),
    (
        "Alice types 60 words per minute and Bob reads 40 words per minute. How many words do they type together in 3 minutes?",
        None,
    ),
    (
        "Alice types 60 words per minute and Bob types 40 words per minute. How many words do they read together in 3 minutes?",
        None,
    ),
    (
        "Anna can paint 3 rooms per hour. Ben can clean 2 rooms per hour. How many rooms can they paint together in 4 hours?",
        None,
    ),
    (
        "Anna can paint 3 rooms per hour. Ben can paint 2 rooms per hour. How many rooms can they clean together in 4 hours?",
        None,
    ),
    (
        "Anna can paint a room in 3 hours. Ben can clean a room in 6 hours. How many hours will it take them to paint the room together?",
        None,
    ),
    (
        "Anna can paint a room in 3 hours. Ben can paint a room in 6 hours. How many hours will it take them to clean the room together?",
        None,
    ),
    (
        "A pipe fills a tank at 10 gallons per minute. A second pipe fills it at 5 gallons per minute. How many minutes will it take to drain a 60 gallon tank?",
        None,
    ),
    (
        "Alice types 60 words per minute and Bob types 40 words per minute. How many more words does Alice read in 3 minutes?",
        None,
    ),
    (
        "A car drives 60 miles per hour for 2 hours and then walks 4 miles per hour for 3 hours. How many miles does it drive?",
        120,
    ),
    (
        "Tom drives 60 miles per hour for 2 hours and then walks 4 miles per hour for 3 hours. How many miles does he travel?",
        132,
    ),
    (
        "Tom drives 60 miles per hour for 2 hours and then walks 4 miles per hour for 3 hours. How many miles does he drive?",
        120,
    ),
    (
        "Tom drives 60 miles per hour for 2 hours and then walks 4 miles per hour for 3 hours. How many miles does he walk?",
        12,
    ),
    (
        "Tom can run 6 miles per hour. How many hours does it take Ann to run 12 miles?",
        None,
    ),
    (
        "A car travels 60 miles per hour. How many hours does it take a bus to travel 120 miles?",
        None,
    ),
    (
        "A car travels 60 miles per hour. How many hours does it take the car to travel 120 miles?",
        2,
    ),
    (
        "A printer prints 30 pages per minute. How many pages does it print in 2 hours?",
        3600,
    ),
    (
        "A printer prints 30 pages per minute. How many books does it print in 2 hours?",
        None,
    ),
    (
        "A printer prints 30 pages per minute for 2 hours. How many pages does it print?",
        3600,
    ),
    (
        "A printer prints 30 pages per minute for 2 hours. How many pages does it print in 1 hour?",
        None,
    ),
    (
        "A printer prints 30 pages per minute. How many minutes does it take to print 300 pages?",
        10,
    ),
    (
        "A printer prints 30 pages per minute. How many minutes does it take to print 300 pages twice?",
        None,
    ),
    (
        "A printer prints 30 pages per minute. How many minutes does it take to print 300 photos?",
        None,
    ),
    (
        "A printer prints 30 pages per minute. It prints 300 pages. How many minutes did it run?",
        10,
    ),
    (
        "A printer prints 30 pages per minute. It printed 300 pages. How many hours did it run?",
        F(1, 6),
    ),
    (
        "A printer prints 300 pages in 10 minutes. What is its speed in pages per minute?",
        30,
    ),
    (
        "A printer prints 300 pages in 10 minutes. What is its speed in pages per hour?",
        1800,
    ),
    (
        "A printer prints 300 pages in 10 minutes. What is its speed in pages per second?",
        F(1, 2),
    ),
    (
        "A printer prints 300 pages in 10 minutes. What is its speed in photos per minute?",
        None,
    ),
    (
        "A car travels 150 miles in 3 hours. What is its speed in miles per hour?",
        50,
    ),
    (
        "A car travels 150 miles in 3 hours. What is its speed in kilometers per hour?",
        None,
    ),
    (
        "A car travels 150 miles in 3 days. What is its speed in miles per hour?",
        None,
    ),
    (
        "A car travels 150 miles in 180 minutes. What is its speed in miles per hour?",
        50,
    ),
    (
        "A car travels 150 miles in 3 hours. What was its speed in miles per hour on the way back?",
        None,
    ),
    (
        "A car travels 150 miles in 3 hours. What is the speed of the bus in miles per hour?",
        None,
    ),
    (
        "Rosa earns 12 dollars per hour for 5 hours. How many dollars does she earn?",
        60,
    ),
    (
        "Rosa earns 12 dollars per hour for 5 hours. How many dollars does she spend?",
        None,
    ),
    (
        "Rosa earns 12 dollars per hour for 5 hours. How many dollars does Omar earn?",
        None,
    ),
    (
        "Rosa earns 12 dollars per hour. How many hours does it take her to save 60 dollars?",
        None,
    ),
    (
        "Rosa earns 12 dollars per day. How many hours does it take her to earn 60 dollars?",
        None,
    ),
    (
        "A machine makes 40 toys per hour for 8 hours. How many toys does it make?",
        320,
    ),
    (
        "A machine makes 40 toys per hour for 8 hours. How many toys does it break?",
        None,
    ),
    (
        "A machine makes 40 toys per hour for 8 days. How many toys does it make?",
        None,
    ),
    (
        "A machine makes 40 toys per hour for half an hour. How many toys does it make?",
        20,
    ),
    (
        "A machine makes 40 toys per hour for 8 hours. How many toys does it make per minute?",
        None,
    ),
    (
        "A machine makes 40 toys per hour. How many toys does it make in 90 minutes?",
        60,
    ),
    (
        "A machine makes 40 toys per hour. How many toys does it make in 80 minutes?",
        None,
    ),
    (
        "A machine makes 40 toys per hour. How many hours does it take to make 100 toys?",
        F(5, 2),
    ),
    (
        "A machine makes 40 toys per hour. How many minutes does it take to make 100 toys?",
        150,
    ),
    (
        "Omar reads 30 pages per hour. How many pages does he read in 4 hours?",
        120,
    ),
    (
        "Omar reads 30 pages per hour. How many pages does he read in 4 days?",
        None,
    ),
    (
        "Omar reads 30 pages per hour for 4 hours a day. How many pages does he read in 5 days?",
        600,
    ),
    (
        "Omar reads 30 pages per hour. He sleeps for 4 hours. How many pages does he read?",
        None,
    ),
    (
        "Omar reads 30 pages per hour. He reads for 4 hours. How many pages does Rosa read?",
        None,
    ),
    (
        "Bob can shuck 10 oysters in 5 minutes. How many oysters can she shuck in 2 hours?",
        None,
    ),
    (
        "Sandra eats 3 beignets every morning. How many beignets will he eat in 16 weeks?",
        None,
    ),
    (
        "Emily can type 60 words per minute. How many hours does it take him to write 10,800 words?",
        None,
    ),
    (
        "John can play 200 beats per minute. If she plays 2 hours a day for 3 days how many beats does he play?",
        None,
    ),
    (
        "Olivia earns $9 per hour. He worked 4 hours on Monday, 3 hours on Wednesday and 6 hours on Friday. How much money did Olivia make this week?",
        None,
    ),
    (
        "Megan works eight hours a day and earns $7.50 per hour. If he works 20 days a month, how much will be her total earnings for two months of work?",
        None,
    ),
    (
        "Lisa walks 10 meters each minute. Every day, he walks for an hour. How many meters will Lisa walk in two days?",
        None,
    ),
    (
        "It takes David 10 minutes to wash 4 windows. David's house has 64 windows. How many minutes will it take her to wash all of the windows?",
        None,
    ),
    (
        "Theo can eat 13 cookies, 3 times a day, 20 days each month. How many cookies can she eat in 3 months?",
        None,
    ),
    (
        "Tamika drove for 8 hours at an average speed of 45 miles per hour. Logan drove for 5 hours at 55 miles an hour. How many miles farther did she drive than him?",
        85,
    ),
    (
        "Joseph drives his car at 50 mph for 2.5 hours. Kyle drives her car at 62 mph for 2 hours. How many more miles does Joseph drive than Kyle?",
        1,
    ),
    (
        "Sally earns $12.50 an hour cleaning houses. If he works for 12 hours, how much money will she make?",
        None,
    ),
    (
        "Bob can shuck 10 oysters in 5 minutes. His sister shucks for 2 hours. How many oysters can he shuck in 2 hours?",
        240,
    ),
    (
        "Bob can shuck 10 oysters in 5 minutes. He shucks for 2 hours a day. How many oysters can his sister shuck in 3 days?",
        None,
    ),
    (
        "Tom has 3 pairs of socks. How many socks does he have?",
        6,
    ),
    (
        "Tom has 3 pairs of socks. He loses 1 sock. How many socks does he have?",
        5,
    ),
    (
        "Tom has 3 pairs of socks. He loses 1 pair. How many socks does he have?",
        4,
    ),
    (
        "A pair of shoes costs $20. How much do 6 shoes cost?",
        None,
    ),
    (
        "A pair of shoes costs $20. How much do 6 pairs of shoes cost?",
        120,
    ),
    (
        "Tom buys 6 shoes. A pair of shoes costs $20. How much does he pay?",
        60,
    ),
    (
        "Tom has 2 dozen eggs and a half dozen muffins. How many eggs does he have?",
        24,
    ),
    (
        "Tom has 2 dozen eggs. He uses 3 eggs a day. How many days will the eggs last?",
        8,
    ),
    (
        "Tom has a dozen eggs. He buys a dozen more. How many eggs does he have?",
        24,
    ),
    (
        "Tom has a dozen eggs. He buys 2 dozen more eggs. How many dozen eggs does he have?",
        3,
    ),
    (
        "Tom has a baker's dozen of eggs. How many eggs does he have?",
        None,
    ),
    (
        "Tom has a score of eggs. How many eggs does he have?",
        None,
    ),
    (
        "Tom has a couple of eggs. How many eggs does he have?",
        None,
    ),
    (
        "Tom has a few eggs. He buys 5 more. How many eggs does he have?",
        None,
    ),
    (
        "Tom has several eggs. He buys 5 more. How many eggs does he have?",
        None,
    ),
    (
        "Tom has 3 dozen eggs. Half of the eggs are brown. How many brown eggs does he have?",
        18,
    ),
    (
        "Tom has 3 dozen eggs. A third of the eggs broke. How many eggs are not broken?",
        24,
    ),
    (
        "Tom has 3 dozen eggs. He gives a dozen to Ann and half of the rest to Bob. How many eggs does he have left?",
        12,
    ),
    (
        "Tom has 3 dozen eggs. He gives a dozen to Ann and half of the rest to Bob. How many eggs does Bob get?",
        12,
    ),
    (
        "Tom has 3 dozen eggs. Ann gives him a dozen eggs and half of her 10 apples. How many eggs does he have?",
        48,
    ),
    (
        "Tom has 3 dozen eggs. He gives Ann half a dozen. How many eggs does he have left?",
        30,
    ),
    (
        "Tom has 3 dozen eggs. He gives Ann half of a dozen. How many eggs does he have left?",
        30,
    ),
    (
        "A store sells eggs for $3 a dozen. How much do 4 dozen eggs cost?",
        12,
    ),
    (
        "A store sells eggs for $3 a dozen. How much do 48 eggs cost?",
        12,
    ),
    (
        "A store sells eggs for $3 a dozen. How much do 50 eggs cost?",
        None,
    ),
    (
        "A store sells eggs for 25 cents each. How much do 2 dozen eggs cost?",
        6,
    ),
    (
        "A store sells eggs for 25 cents each. How many dollars do 2 dozen eggs cost?",
        6,
    ),
    (
        "A store sells eggs for 25 cents each. How many cents do 2 dozen eggs cost?",
        600,
    ),
    (
        "Eggs cost 25 cents each. Tom has $3. How many eggs can he buy?",
        12,
    ),
    (
        "Eggs cost 25 cents each. Tom has $3. How many dozen eggs can he buy?",
        1,
    ),
    (
        "Eggs cost 30 cents each. Tom has $3. How many eggs can he buy?",
        10,
    ),
    (
        "Eggs cost 40 cents each. Tom has $3. How many eggs can he buy?",
        None,
    ),
    (
        "Eggs cost 25 cents each. Tom has 3 dollars and 50 cents. How many eggs can he buy?",
        14,
    ),
    (
        "Pencils cost 5 cents each. Ann buys 3 dozen pencils and pays with a $5 bill. How much change does she get?",
        F(16, 5),
    ),
    (
        "Pencils cost 5 cents each. Ann buys 3 dozen pencils and pays with a $5 bill. How many cents of change does she get?",
        320,
    ),
    (
        "Pencils cost $0.05 each. Ann buys 3 dozen pencils. How much does she pay?",
        F(9, 5),
    ),
    (
        "Pencils cost $0.05 each. Ann buys 3 dozen pencils and Bob buys 2 dozen. How much do they pay in all?",
        3,
    ),
    (
        "Pencils cost 5 cents each. Ann buys 3 dozen pencils. Her brother buys 10 pencils. How much does Ann pay?",
        F(9, 5),
    ),
    (
        "A car travels 120 miles at 60 kilometers per hour. How many hours did it run?",
        None,
    ),
    (
        "A pump moves 12 gallons per minute for 5 minutes. How many quarts does it pump?",
        240,
    ),
    (
        "A pump moves 12 gallons per minute for 5 minutes. How many liters does it pump?",
        None,
    ),
    (
        "A pump moves 12 gallons per minute for 5 hours. How many gallons does it pump?",
        3600,
    ),
    (
        "A pump moves 12 gallons per minute for 5 seconds. How many gallons does it pump?",
        1,
    ),
    (
        "A car travels 120 miles at 60 miles per hour. How many minutes did it run?",
        120,
    ),
    (
        "A car travels 120 miles at 60 miles per hour. How many hours did it run?",
        2,
    ),
    (
        "A car travels 120 miles at 60 miles per hour. How many hours did the bus run?",
        None,
    ),
    (
        "Rosa travels 120 miles at 60 miles per hour. How many hours did he drive?",
        None,
    ),
    (
        "A car travels 120 miles in 2 hours. What is its speed in miles per minute?",
        1,
    ),
    (
        "A car travels 120 miles in 2 hours. What is its average speed in miles per hour?",
        60,
    ),
    (
        "A car travels 120 miles in 2 hours and 30 minutes. What is its speed in miles per hour?",
        48,
    ),
    (
        "A car travels 120 miles in 2 hours. What was the speed of the bus in miles per hour?",
        None,
    ),
    (
        "A car travels 120 miles per 2 hours. What is its speed in miles per hour?",
        None,
    ),
    (
        "A car travels 120 miles in 2 hours. How fast does it go in miles per hour?",
        60,
    ),
    (
        "A printer prints 30 pages per minute for 2 hours. How many pages does it print per hour?",
        None,
    ),
    (
        "A printer prints 30 pages per minute for 2 hours. How many sheets does it print?",
        None,
    ),
    (
        "A printer prints 30 color pages per minute for 2 hours. How many pages does it print?",
        3600,
    ),
    (
        "A printer prints 30 pages per minute for 2 hours. How many color pages does it print?",
        None,
    ),
    (
        "A printer prints 30 pages per minute for 2 hours. How many pages did it not print?",
        None,
    ),
    (
        "A printer prints 30 pages per minute for 2 hours. How many pages does it print in all?",
        3600,
    ),
    (
        "A printer prints 30 pages per minute for 2 hours. How many pages does it print in total?",
        3600,
    ),
    (
        "A printer prints 30 pages per minute for 2 hours each day. How many pages does it print?",
        None,
    ),
    (
        "A printer prints 30 pages per minute for 2 hours. How many pages does it print in a week?",
        None,
    ),
    (
        "Omar earns 12 dollars per hour for 5 hours. How much money does he earn?",
        60,
    ),
    (
        "Omar earns 12 dollars per hour for 5 hours. How many cents does he earn?",
        6000,
    ),
    (
        "Omar earns 12 dollars per hour for 5 hours on Monday. How many dollars does he earn on Tuesday?",
        None,
    ),
    (
        "Xavier runs three times as many miles as Katie, who runs 4 times as many miles as Cole. If Xavier runs 84 kilometers, how many miles does Cole run?",
        None,
    ),
    (
        "Xavier runs three times as many miles as Katie, who runs 4 times as many miles as Cole. If Xavier runs 84 miles, how many kilometers does Cole run?",
        None,
    ),
    (
        "Xavier runs three times as many miles as Katie, who runs 4 times as many miles as Cole. If Xavier runs 84 miles, how many miles does Katie run?",
        28,
    ),
    (
        "Xavier runs three times as many miles as Katie, who runs 4 times as many miles as Cole. If Xavier runs 84 miles, how many miles do they run in all?",
        119,
    ),
    (
        "Xavier runs three times as many miles as Katie, who runs 4 times as many miles as Cole. If Xavier walks 84 miles, how many miles does Cole run?",
        None,
    ),
    (
        "Xavier runs three times as many miles as Katie, who swims 4 times as many miles as Cole. If Xavier runs 84 miles, how many miles does Cole swim?",
        None,
    ),
    (
        "Xavier runs three times as many miles as Katie, who runs 4 times as many miles as Cole. If Xavier runs 84 miles, how many feet does Cole run?",
        36960,
    ),
    (
        "Tyler weighs 25 pounds more than Sam. Peter weighs half as much as Tyler. If Peter weighs 65 pounds, how much does Sam weigh, in ounces?",
        1680,
    ),
    (
        "Tyler weighs 25 pounds more than Sam. Peter weighs half as much as Tyler. If Peter weighs 65 kilograms, how much does Sam weigh, in pounds?",
        None,
    ),
    (
        "Tyler weighs 25 kilograms more than Sam. Peter weighs half as much as Tyler. If Peter weighs 65 pounds, how much does Sam weigh, in pounds?",
        None,
    ),
    (
        "Tyler weighs 25 pounds more than Sam. Peter weighs half as much as Tyler. If Peter weighs 65 pounds, how much does Sam weigh?",
        105,
    ),
    (
        "Tyler weighs 25 pounds more than Sam. Peter weighs half as much as Tyler. If Peter weighs 65 pounds, how much do Tyler and Sam weigh together?",
        235,
    ),
    (
        "Tyler weighs 25 pounds more than Sam. Peter weighs half as much as Sam. If Peter weighs 65 pounds, how much does Tyler weigh, in pounds?",
        155,
    ),
    (
        "Tyler weighs 25 pounds less than Sam. Peter weighs half as much as Tyler. If Peter weighs 65 pounds, how much does Sam weigh, in pounds?",
        155,
    ),
    (
        "Tyler is 25 inches taller than Sam. Peter is half as tall as Tyler. If Peter is 65 inches tall, how tall is Sam, in inches?",
        105,
    ),
    (
        "Tyler is 25 inches taller than Sam. Peter is half as tall as Tyler. If Peter is 65 inches tall, how tall is Sam, in feet?",
        F(35, 4),
    ),
    (
        "Tyler is 25 inches taller than Sam. Peter is half as tall as Tyler. If Peter is 65 centimeters tall, how tall is Sam, in inches?",
        None,
    ),
    (
        "Billy weighs 9 pounds more than Brad. Brad weighs 5 pounds more than Carl. If Carl weighs 145 pounds, how much does Billy weigh, in ounces?",
        2544,
    ),
    (
        "Billy weighs 9 ounces more than Brad. Brad weighs 5 pounds more than Carl. If Carl weighs 145 pounds, how much does Billy weigh, in pounds?",
        F(2409, 16),
    ),
    (
        "Billy weighs 9 pounds more than Brad. Brad weighs 5 pounds less than Carl. If Carl weighs 145 pounds, how much does Billy weigh, in pounds?",
        149,
    ),
    (
        "Billy weighs 9 pounds more than Brad. Brad weighs 5 pounds more than Carl. If Billy weighs 145 pounds, how much does Carl weigh, in pounds?",
        131,
    ),
    (
        "Billy weighs 9 pounds more than Brad. Brad is 5 inches taller than Carl. If Carl weighs 145 pounds, how much does Billy weigh, in pounds?",
        None,
    ),
    (
        "Seth lost 17.5 pounds. Jerome lost three times that many pounds and Veronica lost 1.5 pounds more than Seth. How many pounds did Jerome and Veronica lose in total?",
        F(143, 2),
    ),
    (
        "Seth lost 17.5 pounds. Jerome lost three times that many pounds and Veronica lost 1.5 ounces more than Seth. How many pounds did the 3 people lose in total?",
        None,
    ),
    (
        "Seth lost 17.5 pounds. Jerome gained three times that many pounds and Veronica lost 1.5 pounds more than Seth. How many pounds did the 3 people lose in total?",
        None,
    ),
    (
        "Seth lost 17.5 pounds. Jerome lost three times that many pounds and Veronica lost 1.5 pounds more than Jerome. How many pounds did the 3 people lose in total?",
        124,
    ),
    (
        "Tim has 30 less apples than Martha, and Harry has half as many apples as Tim. If Martha has 68 apples, how many apples does Harry have?",
        19,
    ),
    (
        "Tim has 30 less apples than Martha, and Harry has half as many apples as Tim. If Martha has 68 oranges, how many apples does Harry have?",
        None,
    ),
    (
        "Tim has 30 less apples than Martha, and Harry has half as many oranges as Tim. If Martha has 68 apples, how many apples does Harry have?",
        None,
    ),
    (
        "Tim has 30 less apples than Martha, and Harry has half as many apples as Tim. If Martha has 5 dozen apples, how many apples does Harry have?",
        15,
    ),
    (
        "Tim has 30 less apples than Martha, and Harry has half as many apples as Tim. If Martha had 68 apples last week, how many apples does Harry have?",
        None,
    ),
    (
        "Tim has 30 less apples than Martha, and Harry has half as many apples as Tim. If Martha has 68 apples, how many apples did Harry have last year?",
        None,
    ),
    (
        "Tim has 30 less apples than Martha, and Harry has half as many apples as Tim. If Martha has 68 apples, how many apples will Harry have after he eats 4?",
        15,
    ),
    (
        "Tim has 30 less apples than Martha, and Harry has half as many apples as Tim. Martha eats 8 apples. If Martha has 68 apples, how many apples does Harry have?",
        None,
    ),
    (
        "Tim has 30 fewer apples than Martha, and Harry has half as many apples as Tim. If Martha has 68 apples, how many apples does Harry have?",
        19,
    ),
    (
        "Tim has 30 less apples than Martha, and Harry has half as many apples as Tim. If Martha has 67 apples, how many apples does Harry have?",
        None,
    ),
    (
        "A chef needs to cook 16 potatoes. He has already cooked 7. If each potato takes 5 minutes to cook, how long will it take him to cook the rest?",
        45,
    ),
    (
        "A chef needs to cook 16 potatoes. He has already cooked 7. If each potato takes 5 minutes to cook and he cooks 3 at a time, how long will it take him to cook the rest?",
        None,
    ),
    (
        "A chef needs to cook 16 potatoes. He has already cooked 7. If each potato takes 5 minutes to cook, how many hours will it take him to cook the rest?",
        F(3, 4),
    ),
    (
        "A chef needs to cook 16 potatoes. He has already cooked 7. If each potato takes 5 minutes to cook, how long did it take him to cook the first 7?",
        35,
    ),
    (
        "A chef needs to cook 16 potatoes. His helper has already cooked 7. If each potato takes 5 minutes to cook, how long will it take him to cook the rest?",
        45,
    ),
    (
        "A chef needs to cook 16 potatoes. He has already cooked 7 carrots. If each potato takes 5 minutes to cook, how long will it take him to cook the rest?",
        None,
    ),
    (
        "A chef needs to cook 16 potatoes. He has already cooked 7. If each potato takes 5 minutes to cook, how long will it take him to cook all of them?",
        80,
    ),
    (
        "A chef needs to cook 16 potatoes. He has already cooked 7. If each potato takes 5 minutes to cook, how long will it take two chefs to cook the rest?",
        None,
    ),
    (
        "A chef needs to cook 16 potatoes. He has already cooked 7. If each carrot takes 5 minutes to cook, how long will it take him to cook the rest?",
        None,
    ),
    (
        "A chef needs to cook 16 potatoes. He has already cooked 7. If each potato takes 5 minutes to peel, how long will it take him to cook the rest?",
        None,
    ),
    (
        "A chef needs to cook 2 dozen potatoes. He has already cooked 7. If each potato takes 5 minutes to cook, how long will it take him to cook the rest?",
        85,
    ),
    (
        "A painter needed to paint 10 rooms in a building. Each room takes 8 hours to paint. If he already painted 8 rooms, how much longer will he take to paint the rest?",
        16,
    ),
    (
        "A painter needed to paint 10 rooms in a building. Each room takes 8 hours to paint. If he already painted 8 rooms, how many minutes will he take to paint the rest?",
        960,
    ),
    (
        "A painter needed to paint 10 rooms in a building. Each room takes 8 hours to paint. If he already painted 8 rooms, how many days will he take to paint the rest?",
        None,
    ),
    (
        "A painter needed to paint 10 rooms in a building. Each room takes 8 hours to paint. If he and his helper already painted 8 rooms, how much longer will he take to paint the rest?",
        16,
    ),
    (
        "A painter needed to paint 10 rooms in a building. Each room takes 8 hours to paint. If he already painted 8 rooms, how much longer will he and his helper take to paint the rest?",
        None,
    ),
    (
        "A painter needed to paint 10 rooms in a building. Each room takes 8 hours to paint. If he already painted 8 rooms, how many hours did he spend so far?",
        64,
    ),
    (
        "A painter needed to paint 10 rooms in a building. Each room takes 8 hours to paint. If he already painted 12 rooms, how much longer will he take to paint the rest?",
        None,
    ),
    (
        "A painter needed to paint 10 rooms in a building. Each room takes 8 hours to paint. If he already painted half of the rooms, how much longer will he take to paint the rest?",
        40,
    ),
    (
        "A painter needed to paint 10 rooms in a building. Each room takes 8 hours to paint. If he already painted 8 walls, how much longer will he take to paint the rest?",
        None,
    ),
    (
        "A painter needed to paint 10 rooms in a building. Each room takes 8 hours to paint and 2 hours to clean. If he already painted 8 rooms, how much longer will he take to paint the rest?",
        16,
    ),
    (
        "A painter needed to paint 10 rooms in a building. Each room takes 8 hours to paint. If he already painted 8 rooms, how much longer will he take to paint and clean the rest?",
        None,
    ),
    (
        "A pet shelter had 9 puppies when another 12 were brought in. If 3 puppies a day are adopted, how long would it take for half of them to be adopted?",
        None,
    ),
    (
        "A pet shelter had 9 puppies when another 12 were brought in. If 3 puppies a day are adopted, how long would it take for 12 of them to be adopted?",
        4,
    ),
    (
        "A pet shelter had 9 puppies when another 12 were brought in. If 3 puppies a day are adopted and 1 puppy a day is brought in, how long would it take for all of them to be adopted?",
        None,
    ),
    (
        "A pet shelter had 9 puppies when another 12 kittens were brought in. If 3 puppies a day are adopted, how long would it take for all of the puppies to be adopted?",
        3,
    ),
    (
        "A pet shelter had 9 puppies when 3 were adopted. If 3 puppies a day are adopted, how long would it take for all of them to be adopted?",
        None,
    ),
    (
        "For homework Nancy had 17 math problems and 15 spelling problems. If she can finish 8 problems in an hour how long will it take her to finish all the math problems?",
        None,
    ),
    (
        "For homework Nancy had 17 math problems and 15 spelling problems. If she can finish 8 problems in an hour how many minutes will it take her to finish all the problems?",
        240,
    ),
    (
        "For homework Nancy had 17 math problems and 15 spelling problems. If she can finish 8 problems in 30 minutes how long will it take her to finish all the problems?",
        120,
    ),
    (
        "For homework Nancy had 17 math problems and 15 spelling problems. She already finished 8. If she can finish 8 problems in an hour how long will it take her to finish the rest?",
        3,
    ),
    (
        "For homework Nancy had 17 math problems and 15 spelling problems. If her brother can finish 8 problems in an hour how long will it take her to finish all the problems?",
        None,
    ),
    (
        "For homework Nancy had 17 math problems and 15 spelling problems. If she can finish 8 problems in an hour how long will it take her and her brother to finish all the problems?",
        None,
    ),
    (
        "A magician was selling magic card decks for 2 dollars each. If he started with 5 decks and by the end of the day he had 3 left, how many decks did he sell?",
        2,
    ),
    (
        "A magician was selling magic card decks for 2 dollars each. If he started with 5 decks and by the end of the day he had 3 left, how much money would he earn if he sold the rest?",
        6,
    ),
    (
        "A magician was selling magic card decks for 2 dollars each. If he started with 5 decks and by the end of the day he had given away 3, how much money did he earn?",
        None,
    ),
    (
        "A magician was selling magic card decks for 2 dollars each. If he started with 5 decks and by the end of the day he had 3 left, how many cents did he earn?",
        400,
    ),
    (
        "A magician was selling magic card decks for 2 dollars each. If he started with 5 decks and bought 4 more, and by the end of the day he had 3 left, how much money did he earn?",
        12,
    ),
    (
        "A magician was selling magic card decks for 2 dollars each. If his assistant started with 5 decks and by the end of the day he had 3 left, how much money did he earn?",
        None,
    ),
    (
        "Sam and Drew have a combined age of 54. Sam is half of Drew's age. How old is Drew?",
        36,
    ),
    (
        "Sam and Drew have a combined age of 54. Sam is half of Drew's age. How old will Sam be in 3 years?",
        21,
    ),
    (
        "Sam and Drew will have a combined age of 54 in 3 years. Sam is half of Drew's age. How old is Sam?",
        16,
    ),
    (
        "Sam and Drew had a combined age of 54 three years ago. Sam is half of Drew's age. How old is Sam?",
        20,
    ),
    (
        "Sam and Drew have a combined age of 54. Sam was half of Drew's age 3 years ago. How old is Sam now?",
        None,
    ),
    (
        "Sam and Drew have a combined age of 54. Sam is half of Drew's age. Their sister is 10. How old is Sam?",
        18,
    ),
    (
        "Sam and Drew have a combined age of 55. Sam is half of Drew's age. How old is Sam?",
        None,
    ),
    (
        "Sam and Drew have a combined weight of 54 pounds. Sam is half of Drew's weight. How heavy is Sam?",
        18,
    ),
    (
        "Rachel is 4 years older than Leah. If the sum of their ages is 34, how old is Leah?",
        15,
    ),
    (
        "Rachel is 4 years older than Leah. If the sum of their ages is 35, how old is Rachel?",
        None,
    ),
    (
        "Rachel is 4 years older than Leah. If the sum of their ages in 2 years is 34, how old is Rachel now?",
        17,
    ),
    (
        "Rachel is 4 years older than Leah. If the sum of their ages was 34 two years ago, how old is Rachel now?",
        21,
    ),
    (
        "Rachel is 4 years older than Leah. If the sum of their ages is 34, how old will Rachel be in 5 years?",
        24,
    ),
    (
        "Rachel is 4 years older than Leah. If the difference of their ages is 4, how old is Rachel?",
        None,
    ),
    (
        "Rachel is 4 years older than Leah. If the product of their ages is 32, how old is Rachel?",
        None,
    ),
    (
        "Rachel is 4 years older than Leah and Leah is 2 years older than Sue. If the sum of their ages is 34, how old is Rachel?",
        14,
    ),
    (
        "Rachel is 4 years older than Leah. Sue is 10. If the sum of their ages is 34, how old is Rachel?",
        14,
    ),
    (
        "Ryanne is 7 years older than Hezekiah. Together Ryanne's and Hezekiah's ages equal 15 years. How old will Hezekiah be in 10 years?",
        14,
    ),
    (
        "Ryanne is 7 years older than Hezekiah. Together Ryanne's and Hezekiah's heights equal 15 feet. How many years old is Hezekiah?",
        None,
    ),
    (
        "The sum of Mario and Maria's ages now is 7. Mario is 1 year older than Maria. How old was Mario 2 years ago?",
        2,
    ),
    (
        "The sum of Mario and Maria's ages now is 7. Mario is 1 year older than Maria. How old was Mario 5 years ago?",
        None,
    ),
    (
        "The sum of Mario and Maria's ages in 2 years will be 7. Mario is 1 year older than Maria. How old is Mario?",
        2,
    ),
    (
        "Gabriel is 3 years younger than Frank. The current total of their ages right now is 17. What is Gabriel's age?",
        7,
    ),
    (
        "Gabriel is 3 years younger than Frank. The total of their ages 2 years ago was 17. What is Frank's age now?",
        12,
    ),
    (
        "Amy, Jeremy, and Chris have a combined age of 132. Amy is 1/3 the age of Jeremy, and Chris is twice as old as Amy. How old is Chris?",
        44,
    ),
    (
        "Amy, Jeremy, and Chris have a combined age of 132. Amy is 1/3 the age of Jeremy, and Chris is twice as old as Amy. How old is Amy's mother?",
        None,
    ),
    (
        "Amy, Jeremy, and Chris have a combined age of 132. Amy is 1/3 the age of Jeremy, and Chris is twice as old as Jeremy. How old is Jeremy?",
        F(198, 5),
    ),
    (
        "Amy and Jeremy have a combined age of 132. Amy is 1/3 the age of Jeremy, and Chris is twice as old as Amy. How old is Chris?",
        66,
    ),
    (
        "Mike is 10 years old. Sam is 25 years old. How old will Sam be when he is twice as old as Mike?",
        30,
    ),
    (
        "Mike is 10 years old. Sam is 25 years old. How old will Mike be when he is half as old as Sam?",
        15,
    ),
    (
        "Mike is 10 years old. Sam is 25 years old. How old will Mike be when Sam is twice as old as him?",
        15,
    ),
    (
        "Mike is 10 years old. Sam is 25 years old. How old will Sam be when Mike is half as old as him?",
        30,
    ),
    (
        "Mike is 10 years old. Sam is 25 years old. When he is twice as old as Mike, how old will Sam be?",
        30,
    ),
    (
        "Ann is 10 years old. Her mother is 35 years old. How old will Ann be when her mother is twice as old as her?",
        25,
    ),
    (
        "Ann is 10 years old. Her mother is 35 years old. How old will her mother be when she is twice as old as Ann?",
        50,
    ),
    (
        "Ann is 10 years old. Her mother is 35 years old. How old will Ann be when she is half as old as her mother?",
        25,
    ),
    (
        "Ann is 10 years old. Her mother is 35 years old. How many years ago was her mother 6 times as old as Ann?",
        5,
    ),
    (
        "Ann is 10 years old. Her mother is 35 years old. How old was Ann when her mother was 6 times as old as her?",
        5,
    ),
    (
        "Ann is 10 years old. Her father is 35 years old. How old will he be when she is 20?",
        45,
    ),
    (
        "Ann is 10 years old. Her father is 35 years old. How old will she be when he is 50?",
        25,
    ),
    (
        "Ann is 10 years old. Her father is 35 years old. How old was she when he was 30?",
        5,
    ),
    (
        "Ann is 10 years old. Her father is 35 years old. How old was she when he was 20?",
        None,
    ),
    (
        "At Billy's Restaurant a group with 2 adults and 5 children came in to eat. If each adult meal cost 3 dollars, how much was the bill?",
        None,
    ),
    (
        "At Billy's Restaurant a group with 2 adults and 5 children came in to eat. If each meal cost 3 dollars and each drink cost 1 dollar, how much was the bill?",
        None,
    ),
    (
        "At Billy's Restaurant a group with 2 adults and 5 children came in to eat. If each meal cost 3 dollars, how much did the adults pay?",
        6,
    ),
    (
        "At Billy's Restaurant a group with 2 adults and 5 children came in to eat. If each meal cost 3 dollars, how much was the bill in cents?",
        2100,
    ),
    (
        "At Billy's Restaurant a group with 2 adults and 5 children came in to eat. Each person ate 2 meals. If each meal cost 3 dollars, how much was the bill?",
        42,
    ),
    (
        "At Billy's Restaurant a group with 2 adults and 5 children came in to eat. 2 children left before eating. If each meal cost 3 dollars, how much was the bill?",
        15,
    ),
    (
        "At Billy's Restaurant a group with 2 adults and 5 children came in to eat. If each meal cost 3 dollars, how many meals were ordered?",
        7,
    ),
    (
        "At Billy's Restaurant a group of 7 came in to eat. If each meal cost 3 dollars, how much was the bill?",
        21,
    ),
    (
        "At Billy's Restaurant 2 groups with 2 adults and 5 children each came in to eat. If each meal cost 3 dollars, how much was the bill?",
        42,
    ),
    (
        "At a restaurant each adult meal costs $3 and kids eat free. If a group of 12 people came in and 7 were kids, how many adults were there?",
        5,
    ),
    (
        "At a restaurant each adult meal costs $3 and kids meals cost $1. If a group of 12 people came in and 7 were kids, how much would it cost for the group to eat?",
        22,
    ),
    (
        "At a restaurant each adult meal costs $3 and kids eat half price. If a group of 12 people came in and 7 were kids, how much would it cost for the group to eat?",
        None,
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
        "At a restaurant each adult meal costs $3 and kids eat free. If a group of 12 people came in and half were kids, how much would it cost for the group to eat?",
        18,
    ),
    (
        "At a restaurant each adult meal costs $3 and kids eat free. If a group of 12 people came in and 7 were kids, how much would it cost if each adult ate 2 meals?",
        30,
    ),
    (
        "There are 32 tables in a hall. Half the tables have 2 chairs each, 5 have 3 chairs each and the rest have 4 chairs each. How many chairs are at the tables with 4 chairs?",
        44,
    ),
    (
        "There are 32 tables in a hall. Half the tables have 2 chairs each, 5 have 3 chairs each and the rest have no chairs. How many chairs in total are in the hall?",
        47,
    ),
    (
        "There are 32 tables in a hall. Half the tables have 2 chairs each, 5 have 3 chairs each and the rest have 4 chairs each. There are 10 more chairs by the door. How many chairs in total are in the hall?",
        101,
    ),
    (
        "There are 32 tables in a hall. A quarter of the tables have 2 chairs each, 5 have 3 chairs each and the rest have 4 chairs each. How many chairs in total are in the hall?",
        107,
    ),
    (
        "There are 32 tables in a hall. Half the tables have 2 chairs each, 20 have 3 chairs each and the rest have 4 chairs each. How many chairs in total are in the hall?",
        None,
    ),
    (
        "There are 28 students in a classroom. Half of them have 5 notebooks each and the other half have 3 notebooks each. How many notebooks do the students with 5 notebooks have?",
        70,
    ),
    (
        "There are 28 students in a classroom. A quarter of them have 5 notebooks each and the rest have 3 notebooks each. How many notebooks in total are in the classroom?",
        98,
    ),
    (
        "There are 28 students in a classroom. Half of them have 5 notebooks each and the other half have 3 pens each. How many notebooks in total are in the classroom?",
        70,
    ),
    (
        "There are 28 students in a classroom. Half of them have 5 notebooks each and the other half have 3 notebooks each. How many notebooks does each student have on average?",
        4,
    ),
    (
        "There are 27 students in a classroom. Half of them have 5 notebooks each and the other half have 3 notebooks each. How many notebooks in total are in the classroom?",
        None,
    ),
    (
        "Mrs. Hilt bought 2 pizzas. Each pizza had 8 slices. She ate 3 slices. How many slices are left?",
        13,
    ),
    (
        "Mrs. Hilt bought 2 pizzas. Each pizza had 8 slices. How many slices did each of her 4 kids get if she shared them equally?",
        4,
    ),
    (
        "Mrs. Hilt bought 2 pizzas. Each pizza had 8 slices. Her friend bought 3 pizzas. How many slices did Mrs. Hilt have?",
        16,
    ),
    (
        "Mrs. Hilt bought 2 pizzas. Each pizza had 8 slices. Her friend bought 3 pizzas. How many slices did her friend have?",
        24,
    ),
    (
        "Mrs. Hilt bought 2 pizzas and 3 pies. Each pizza had 8 slices. How many slices of pie did she have?",
        None,
    ),
    (
        "Mrs. Hilt bought 2 pizzas. Each pizza had 8 slices. Each slice had 3 olives. How many olives did she have?",
        48,
    ),
    (
        "Rosa reads 30 pages per hour. She reads for 4 hours. How many pages do they read?",
        None,
    ),
    (
        "The machines make 40 toys per hour. They work for 8 hours. How many toys do they make?",
        320,
    ),
    (
        "A car travels at 60 miles per hour. The bus travels for 3 hours. How many miles does the car travel?",
        None,
    ),
    (
        "A car travels at 60 miles per hour. The car travels for 3 hours. How many miles does the car travel?",
        180,
    ),
    (
        "A car travels at 60 miles per hour. It travels for 3 hours. How many miles does the bus travel?",
        None,
    ),
    (
        "Another car travels at 60 miles per hour for 3 hours. How many miles does it travel?",
        180,
    ),
    (
        "The other car travels at 60 miles per hour for 3 hours. How many miles does it travel?",
        180,
    ),
    (
        "A car travels its route at 60 miles per hour for 3 hours. How many miles does it travel?",
        180,
    ),
    (
        "Rosa drives her car at 60 miles per hour for 3 hours. How many miles does she drive?",
        180,
    ),
    (
        "Rosa drives his car at 60 miles per hour for 3 hours. How many miles does she drive?",
        180,
    ),
    (
        "Rosa drives his car at 60 miles per hour for 3 hours. How many miles does he drive?",
        None,
    ),
    (
        "A printer prints 30 pages per minute for 2 hours. How many pages do they print?",
        None,
    ),
    (
        "A printer prints 30 pages per minute. How long does it take to print 300 pages?",
        10,
    ),
    (
        "A printer prints 30 pages per minute. How long does it take them to print 300 pages?",
        10,
    ),
    (
        "A printer prints 30 pages per minute. How long does it take him to print 300 pages?",
        10,
    ),
    (
        "A company invited 18 people to a luncheon, but 12 of them didn't show up. If the tables they had held 4 people each, how many tables do they need?",
        2,
    ),
    (
        "A company invited 18 people to a luncheon, but 12 of them didn't show up. If the tables they had held 3 people each, how many tables do they need for everyone invited?",
        6,
    ),
    (
        "A company invited 18 people to a luncheon, but 12 of them didn't show up. If the tables they had held 3 chairs each, how many tables do they need?",
        2,
    ),
    (
        "A company invited 18 people to a luncheon, and 12 more people showed up. If the tables they had held 3 people each, how many tables do they need?",
        10,
    ),
    (
        "A company invited 18 people to a luncheon, but 12 of them didn't show up. If each table held 3 people and they had 5 tables, how many tables were empty?",
        3,
    ),
    (
        "Marlee has 12 guests coming to her Halloween party. Each table will hold 5 guests. How many tables will Marlee need?",
        3,
    ),
    (
        "Marlee has 12 guests coming to her Halloween party. Each table will hold 3 guests. How many chairs will Marlee need?",
        None,
    ),
    (
        "Marlee has 12 guests coming to her Halloween party. Each table will hold 3 guests. Marlee will sit at a table too. How many tables will Marlee need?",
        5,
    ),
    (
        "Marlee has 12 guests coming to her Halloween party. Each table will hold 3 guests. 3 guests cannot come. How many tables will Marlee need?",
        3,
    ),
    (
        "Marlee has 12 guests coming to her Halloween party. Each table will hold half a dozen guests. How many tables will Marlee need?",
        2,
    ),
    (
        "Marlee has 1 dozen guests coming to her Halloween party. Each table will hold 3 guests. How many tables will Marlee need?",
        4,
    ),
    (
        "Warren has 252 guests coming to his party. Each table will hold 5 guests. How many tables will he need?",
        51,
    ),
    (
        "Warren has 252 guests coming to his party. Each table will hold 4 guests. How many tables will his sister need?",
        None,
    ),
    (
        "Warren has 252 guests coming to his party. Each table will hold 4 guests. How many guests will each table hold?",
        4,
    ),
    (
        "Lucy has 212 fish. How many more fish does Lucy need to buy to have 2 dozen more fish?",
        24,
    ),
    (
        "Lucy has 212 fish. How many more fish does Lucy need to buy to have 200 fish?",
        None,
    ),
    (
        "Lucy has 212 fish. Her sister has 100 fish. How many more fish does Lucy need to buy to have 280 fish?",
        68,
    ),
    (
        "Lucy has 212 fish. How many more fish does her sister need to buy to have 280 fish?",
        None,
    ),
    (
        "Lucy has 212 fish. How many more fish does Lucy need to buy to have 280 fish and 10 turtles?",
        None,
    ),
    (
        "Lucy has 212 fish. How many more fish does Lucy need to buy to have twice as many fish?",
        212,
    ),
    (
        "Kelly had 56 apples. How many more apples does Kelly need to pick to have 105 apples altogether?",
        49,
    ),
    (
        "Kelly had 56 apples. She ate 6. How many more apples does Kelly need to pick to have 105 apples altogether?",
        55,
    ),
    (
        "Kelly had 56 apples. How many more apples does Kelly need to pick to have 105 fruits altogether?",
        None,
    ),
    (
        "Anna puts three slices of ham in each sandwich. If she has 31 slices of ham, how many more slices of ham does she need to make 50 ham sandwiches?",
        119,
    ),
    (
        "Anna puts three slices of ham in each sandwich. If she has 31 slices of ham, how many sandwiches can she make?",
        10,
    ),
    (
        "Anna puts three slices of ham in each sandwich. If she has 30 slices of ham, how many sandwiches can she make?",
        10,
    ),
    (
        "Anna puts three slices of ham in each sandwich. If she has 31 slices of cheese, how many more slices of ham does she need to make 50 ham sandwiches?",
        150,
    ),
    (
        "Anna puts three slices of ham in each sandwich. If she has 31 slices of ham, how many more slices of ham does she need to make 4 dozen ham sandwiches?",
        113,
    ),
    (
        "Anna puts three slices of ham in each sandwich. If her brother has 31 slices of ham, how many more slices of ham does she need to make 50 ham sandwiches?",
        None,
    ),
    (
        "Anna puts three slices of ham in each sandwich. If she has 31 slices of ham, how many more slices of ham does she need to make 5 ham sandwiches?",
        None,
    ),
    (
        "Anna puts three slices of ham and two slices of cheese in each sandwich. If she has 31 slices of ham, how many more slices of cheese does she need to make 50 ham sandwiches?",
        100,
    ),
    (
        "Bob can shuck 10 oysters in 5 minutes. How many oysters can they shuck in 2 hours?",
        None,
    ),
    (
        "Joy can read 8 pages of a book in 20 minutes. How many hours will it take them to read 120 pages?",
        None,
    ),
    (
        "Sandra eats 3 beignets every morning. How many beignets will they eat in 16 weeks?",
        None,
    ),
    (
        "A bird eats 7 berries a day. Samuel has 5 birds. How many berries do they eat in 4 days?",
        140,
    ),
    (
        "Olivia earns $9 per hour. They worked 4 hours on Monday. How much money did Olivia make?",
        None,
    ),
    (
        "Olivia earns $9 per hour. She worked 4 hours on Monday. How much money did they make?",
        None,
    ),
    (
        "Janet reads 80 pages a day. How many pages do they read in 6 weeks?",
        None,
    ),
    (
        "Tom has 20 apples. They eat 5 apples. How many apples does Tom have?",
        None,
    ),
    (
        "Tom has 20 apples. He eats 5 apples. How many apples do they have?",
        None,
    ),
    (
        "Tom is 10 years old. How old will they be in 5 years?",
        None,
    ),
    (
        "Herbert is 10 years younger than Kris. If Kris is 24 years old now, how old will they be next year?",
        None,
    ),
    (
        "Jackie walks 2 miles each day. How many miles do they walk in 6 days?",
        None,
    ),
    (
        "It takes David 10 minutes to wash 4 windows. David's house has 64 windows. How many minutes will it take them to wash all of the windows?",
        None,
    ),
    (
        "Emily can type 60 words per minute. How many hours does it take them to write 10,800 words?",
        None,
    ),
    (
        "Darma can eat 20 peanuts in 15 seconds. At this same rate, how many peanuts could they eat in 6 minutes?",
        None,
    ),
    (
        "Megan works eight hours a day and earns $7.50 per hour. If they work 20 days a month, how much will be her total earnings for two months of work?",
        None,
    ),
    (
        "Mrs. Hilt needs to share $3.75 equally among 3 total people. How much money will each person get?",
        F(5, 4),
    ),
    (
        "Mrs. Hilt needs to share $3.75 equally with 3 people. How much money will each person get?",
        None,
    ),
    (
        "Mrs. Hilt needs to share $3.75 equally among her 3 friends. How much money will each friend get?",
        F(5, 4),
    ),
    (
        "Mrs. Hilt needs to share $3.75 equally among herself and 2 friends. How much money will each person get?",
        F(5, 4),
    ),
    (
        "Mrs. Hilt needs to share $3.75 equally among 3 total people. How many cents will each person get?",
        125,
    ),
    (
        "Mrs. Hilt needs to share $3.75 equally among 5 total people. How much money will each person get?",
        F(3, 4),
    ),
    (
        "Mrs. Hilt needs to share $3.75 equally among 3 total people. How much money will Mrs. Hilt have left?",
        None,
    ),
    (
        "Mrs. Hilt needs to share 375 cents equally among 3 total people. How many dollars will each person get?",
        F(5, 4),
    ),
    (
        "Mrs. Hilt needs to share $3.75 and 6 apples equally among 3 total people. How many apples will each person get?",
        2,
    ),
    (
        "Mrs. Hilt has $10. She needs to share $3.75 equally among 3 total people. How much money will each person get?",
        F(5, 4),
    ),
    (
        "There are 96 cupcakes for 8 children to share. How much will each person get if they share half of the cupcakes equally?",
        6,
    ),
    (
        "There are 96 cupcakes for 8 children to share. If 2 children go home, how many will each child get if they share the cupcakes equally?",
        16,
    ),
    (
        "There are 8 dozen cupcakes for 8 children to share. How many will each child get if they share the cupcakes equally?",
        12,
    ),
    (
        "There are 96 cupcakes for 8 children to share. How many dozen will each child get if they share the cupcakes equally?",
        1,
    ),
    (
        "There are 96 cupcakes and 16 cookies for 8 children to share. How many cookies will each child get if they share the cookies equally?",
        2,
    ),
    (
        "There are 96 cupcakes for 8 children to share. How many cupcakes will 3 children get in all if they share the cupcakes equally?",
        36,
    ),
    (
        "Nancy goes fishing with Joan. They catch 18 trout. If they equally split up the trout, how many will Nancy get?",
        9,
    ),
    (
        "Nancy goes fishing with Joan. They catch 18 trout. If they equally split up the trout, how many will Tom get?",
        None,
    ),
    (
        "Nancy goes fishing with Joan. They catch 18 trout. If they equally split up the trout with Tom, how many will each one get?",
        6,
    ),
    (
        "Nancy goes fishing with Joan. They catch 18 trout. Joan throws 4 back. If they equally split up the trout, how many will each one get?",
        7,
    ),
    (
        "Fred, Benny, and Jason have 24 crayons all together. If the crayons are equally divided, how many will Fred get?",
        8,
    ),
    (
        "Fred, Benny, and Jason have 24 crayons all together. If the crayons are equally divided between Fred and Benny, how many will Jason get?",
        None,
    ),
    (
        "Fred, Benny, and Jason have 24 crayons all together. If the crayons are equally divided, how many will 2 of them get together?",
        16,
    ),
    (
        "Fred, Benny, and Jason have 2 dozen crayons all together. If the crayons are equally divided, how many will each person get?",
        8,
    ),
    (
        "Benny goes to lunch with Sally and Sandy. The total bill came to 15 dollars. They decided to equally split up the bill, how much will Benny have to pay?",
        5,
    ),
    (
        "Benny goes to lunch with Sally and Sandy. The total bill came to 15 dollars. They left a 3 dollar tip. They decided to equally split up the bill, how much will each person have to pay?",
        None,
    ),
    (
        "Benny goes to lunch with Sally and Sandy. The total bill came to 15 dollars. Benny paid the whole bill. How much did Sally pay?",
        None,
    ),
    (
        "Anna can paint 3 rooms per hour. Ben can paint 2 rooms per hour. How many rooms can he paint in 4 hours?",
        None,
    ),
    (
        "Anna can paint 3 rooms per hour. Ben can paint 2 rooms per hour. How many rooms can she paint in 4 hours?",
        12,
    ),
    (
        "Alice types 60 words per minute and Bob types 40 words per minute. How many words does she type in 3 minutes?",
        180,
    ),
    (
        "Alice types 60 words per minute and Carol types 40 words per minute. How many words does she type in 3 minutes?",
        None,
    ),
    (
        "Alice types 60 words per minute and Bob types 40 words per minute. What is his speed in words per hour?",
        2400,
    ),
    (
        "Anna can paint 3 rooms per hour. Ben can paint 2 rooms per hour. How many rooms can they paint together in 4 hours if Ben stops after 2 hours?",
        16,
    ),
    (
        "Anna can paint 3 rooms per hour. Ben can paint 2 rooms per hour. How many rooms can the bus paint in 4 hours?",
        None,
    ),
    (
        "If Anne wandered for 3 hours at 2 miles per hour. How far did Anne go?",
        6,
    ),
    (
        "If Anne wandered for 3 hours at 2 miles per hour. How far did Tom go?",
        None,
    ),
    (
        "If Anne wandered for 3 hours at 2 miles per hour. How far did she go?",
        6,
    ),
    (
        "If Anne wandered for 3 hours at 2 miles per hour. How far did he go?",
        None,
    ),
    (
        "If Anne wandered for 3 hours at 2 miles per minute. How far did Anne go?",
        None,
    ),
    (
        "If Anne wandered for 3 days at 2 miles per hour. How far did Anne go?",
        None,
    ),
    (
        "If Anne wandered for 90 minutes at 2 miles per hour. How far did Anne go?",
        3,
    ),
    (
        "If Anne wandered for 3 hours at 2 kilometers per hour. How far did Anne go?",
        6,
    ),
    (
        "If Anne wandered for 3 hours at 2 miles per hour. How far did Anne walk?",
        None,
    ),
    (
        "If Anne walked for 3 hours at 2 miles per hour. How far did Anne run?",
        None,
    ),
    (
        "If Anne walked for 3 hours at 2 miles per hour. How far did Anne walk?",
        6,
    ),
    (
        "If Anne walked for 3 hours at 2 miles per hour. How many hours did Anne walk?",
        3,
    ),
    (
        "If Anne walked for 3 hours at 2 miles per hour. How far did Anne walk in 2 hours?",
        4,
    ),
    (
        "If Mr. Tom walked for 3 hours at 2 miles per hour. How far did she go?",
        None,
    ),
    (
        "If Anne walked for 3 hours at 2 miles per hour and then ran for 1 hour at 6 miles per hour. How far did Anne go?",
        12,
    ),
    (
        "A restaurant sold 63 hamburgers last week. How many hamburgers on average were made each day?",
        None,
    ),
    (
        "A restaurant sold 63 hamburgers last week. How many hot dogs on average were sold each day?",
        None,
    ),
    (
        "A restaurant sold 63 hamburgers last week. How many hamburgers on average were sold each week?",
        None,
    ),
    (
        "The restaurant baked 63 pies last week. How many pies on average were baked each day?",
        9,
    ),
    (
        "The restaurant baked 63 pies last week. How many pies on average were sold each day?",
        None,
    ),
    (
        "Sandy worked 45 hours in the last 5 days. Assuming that he worked the same amount of hours each day, how long did he work each day?",
        None,
    ),
    (
        "Tom worked 45 hours in the last 5 days. Assuming that he worked the same amount of hours each day, how long did he work each day?",
        9,
    ),
    (
        "Tom worked 45 hours in the last 5 weeks. Assuming that he worked the same amount of hours each day, how long did he work each day?",
        None,
    ),
    (
        "Tom worked 45 hours in the last 5 days. Assuming that he worked the same amount of hours each day, how long did Sam work each day?",
        None,
    ),
    (
        "There were a total of 27 soccer games during the 3 month season. If the games are equally divided, how many soccer games are played a month?",
        9,
    ),
    (
        "There were a total of 27 soccer games during the 3 month season. If the games are equally divided, how many basketball games are played a month?",
        None,
    ),
    (
        "There were a total of 27 soccer games during the 3 week season. If the games are equally divided, how many soccer games are played a month?",
        None,
    ),
    (
        "There were a total of 28 soccer games during the 3 month season. If the games are equally divided, how many soccer games are played a month?",
        None,
    ),
    (
        "There were a total of 27 home soccer games during the 3 month season. If the games are equally divided, how many away soccer games are played a month?",
        None,
    ),
    (
        "Tom is 12 years old. How old will she be in 5 years?",
        None,
    ),
    (
        "Tom is 12 years old. His sister is twice his age. How old will she be in 5 years?",
        29,
    ),
    (
        "Ann is 12 years old. Her age is twice his age. How old is he?",
        None,
    ),
    (
        "Mark is 7 years older than Amy, who is 15. How old will she be in 5 years?",
        20,
    ),
    (
        "Mark is 7 years older than Amy, who is 15. How old will he be in 5 years?",
        27,
    ),
    (
        "Mark is 7 years older than Tom, who is 15. How old will he be in 5 years?",
        None,
    ),
    (
        "In 5 years, Raven will be 4 times as old as Phoebe. If Phoebe is currently 10 years old, how old is he?",
        None,
    ),
    (
        "Tom has 20 cards. She gives 5 cards to Sam. How many cards does Tom have?",
        None,
    ),
    (
        "Olivia earns $9 per hour. He worked 4 hours on Monday. How much money did Olivia make?",
        None,
    ),
    (
        "Jordan has 20 apples. He gives 5 apples to Sam. How many apples does Jordan have?",
        15,
    ),
    (
        "Jordan has 20 apples. She gives 5 apples to her brother. He eats 2. How many apples does Jordan have?",
        15,
    ),
    (
        "Jordan has 20 apples. She gives 5 apples to his sister. How many apples does Jordan have?",
        15,
    ),
    (
        "Jordan can read 8 pages in 20 minutes. How many minutes will it take him to read 40 pages?",
        100,
    ),
    (
        "Jordan can read 8 pages in 20 minutes. She reads for an hour. How many pages does he read?",
        None,
    ),
    (
        "Dr. Lee reads 20 pages an hour. How many pages does she read in 3 hours?",
        60,
    ),
    (
        "Dr. Lee reads 20 pages an hour. How many pages does he read in 3 hours?",
        60,
    ),
    (
        "Lisa walks 10 meters each minute. Every week, she walks for an hour. How many meters will Lisa walk in two days?",
        None,
    ),
    (
        "Lisa walks 10 meters each minute. Every day, her brother walks for an hour. How many meters will Lisa walk in two days?",
        None,
    ),
    (
        "Lisa walks 10 meters each minute. Every day, she walks for an hour and runs for 10 minutes. How many meters will Lisa walk in two days?",
        None,
    ),
    (
        "Lisa walks 10 meters each minute. Every day, she walks for 2 hours. How many meters will Lisa walk in a week?",
        8400,
    ),
    (
        "Lisa walks 10 meters each minute. Every other day, she walks for an hour. How many meters will Lisa walk in two days?",
        None,
    ),
    (
        "Lisa walks 10 meters each minute. Twice a day, she walks for an hour. How many meters will Lisa walk in two days?",
        2400,
    ),
    (
        "Lisa walks 10 meters each minute. Every day, she walks for an hour. How many kilometers will Lisa walk in 10 days?",
        6,
    ),
    (
        "Lisa walks 10 feet each minute. Every day, she walks for an hour. How many meters will Lisa walk in two days?",
        F(9144, 25),
    ),
    (
        "John can play 200 beats per minute. If he plays 2 hours a day for 3 days how many beats does he play in all?",
        72000,
    ),
    (
        "John can play 200 beats per minute. If he plays 2 hours a day for 3 days how many beats does he play each day?",
        24000,
    ),
    (
        "John can play 200 beats per minute. If he plays 2 hours every other day for 4 days how many beats does he play?",
        None,
    ),
    (
        "John can play 200 beats per minute. If he plays 2 hours a week for 3 days how many beats does he play?",
        None,
    ),
    (
        "John can play 200 beats per minute. If he plays 2 days for 3 hours how many beats does he play?",
        None,
    ),
    (
        "Theo can eat 13 cookies, 3 times a day, 20 days each month. How many cookies can he eat in 3 months if he skips 5 days?",
        None,
    ),
    (
        "Theo can eat 13 cookies, 3 times a day, 5 days each week. How many cookies can he eat in 3 weeks?",
        585,
    ),
    (
        "Theo can eat 13 cookies, 3 times a day, 5 days each week. How many cookies can he eat in 3 days?",
        None,
    ),
    (
        "Theo can eat 13 cookies, twice a day, 20 days each month. How many cookies can he eat in 3 months?",
        1560,
    ),
    (
        "Theo can eat a dozen cookies, 3 times a day, 20 days each month. How many cookies can he eat in 3 months?",
        2160,
    ),
]


@pytest.mark.parametrize(("text", "expected"), CASES_MORE)
def test_variation_more(text: str, expected: int | Fraction | None) -> None:
    _check(text, expected)


#: One person of no known gender called both he and she (one_person_genders): refused; one
#: gender throughout, or another person beside her, answers as before.
ONE_PERSON_TWO_GENDERS: list[tuple[str, int | None]] = [
    (
        "Amalia can read 4 pages of her book in 2 minutes. How many minutes will it take him to read 18 pages of her book?",
        None,
    ),
    (
        "Amalia can read 4 pages of her book in 2 minutes. How many minutes will it take her to read 18 pages of her book?",
        9,
    ),
    (
        "Darma can eat 20 peanuts in 15 seconds. She eats for 6 minutes. At this same rate, how many peanuts could he eat in 6 minutes?",
        None,
    ),
    (
        "Gunther has 20 apples. He gives 5 apples to the store. Her store sells them. How many apples does Gunther have?",
        None,
    ),
]


@pytest.mark.parametrize(("text", "expected"), ONE_PERSON_TWO_GENDERS)
def test_one_person_of_no_known_gender_is_not_both_her_and_him(
    text: str, expected: int | None
) -> None:
    from story_outcome import pipeline_answer

    assert pipeline_answer(text) == expected
