# ruff: noqa: E501
"""Adversarial variations (session 2) of problems newly answered this session.

Hand-written by an independent engineer, not the constructions' authors: each case varies a
problem that `mathcore solve` began to answer this session (MAWPS multiarith/singleeq, GSM8K):
the question asks another quantity, a distractor sentence is added, a word that changes the
operation is swapped ("gave" vs "received", "more" vs "fewer", "each" vs "in all"), numbers
become large or decimal, facts are reordered, or a needed fact is removed. Every answer was
computed by hand. Each case must be answered with exactly that value or refused; a case whose
answer is None must be refused.
"""

from __future__ import annotations

from fractions import Fraction

import pytest
from story_outcome import check_correct_or_refused as _check

from mathcore import solve

CASES: list[tuple[str, int | Fraction | None]] = [
    (
        "For a birthday party Jerry bought 41 regular sodas and 22 diet sodas. If his fridge would only hold 9 on each shelf, how many shelves would he fill up?",
        7,
    ),
    (
        "For a birthday party Jerry bought 41 regular sodas and 23 diet sodas. If his fridge would only hold 9 on each shelf, how many shelves would he fill up?",
        None,
    ),
    (
        "For a birthday party Jerry bought 41 regular sodas and 22 diet sodas. How many sodas did he buy?",
        63,
    ),
    (
        "For a birthday party Jerry bought 41 regular sodas and 22 diet sodas. How many more regular sodas than diet sodas did he buy?",
        19,
    ),
    (
        "For a birthday party Jerry bought 41 regular sodas and 22 diet sodas. If his fridge would only hold 9 on each shelf, how many sodas are on each shelf?",
        None,
    ),
    (
        "For a birthday party Jerry bought 41 regular sodas and 22 diet sodas. If his fridge would only hold 9 on each shelf, how many shelves would he need?",
        7,
    ),
    (
        "For a birthday party Jerry bought 41 regular sodas and 22 diet sodas. If his fridge would only hold 9 on each shelf, how many shelves of diet sodas would he fill up?",
        2,
    ),
    (
        "For a birthday party Jerry bought 41 regular sodas and 22 diet sodas. If his fridge would only hold 9 on each shelf, how many shelves of regular sodas would he fill up?",
        None,
    ),
    (
        "For a birthday party Jerry bought 41 regular sodas and 22 diet sodas. If his fridge would only hold 9 regular sodas on each shelf, how many shelves would he fill up?",
        None,
    ),
    (
        "For a birthday party Jerry bought 41 regular sodas and 22 diet sodas. He drank 5 of them. If his fridge would only hold 9 on each shelf, how many shelves would he fill up?",
        None,
    ),
    (
        "For a birthday party Jerry bought 41 regular sodas and 22 diet sodas. He drank 9 of them. If his fridge would only hold 9 on each shelf, how many shelves would he fill up?",
        6,
    ),
    (
        "For a birthday party Jerry bought 41 regular sodas and 22 diet sodas. Jerry is 12 years old. If his fridge would only hold 9 on each shelf, how many shelves would he fill up?",
        7,
    ),
    (
        "For a birthday party Jerry bought 41 regular sodas and 22 diet sodas. If his fridge would hold 9 sodas on each shelf, how many shelves would he fill up?",
        7,
    ),
    (
        "For a birthday party Jerry bought 41 regular sodas and 22 diet sodas. If his fridge had 9 shelves, how many sodas would be on each shelf?",
        7,
    ),
    (
        "For a birthday party Jerry bought 41 regular sodas and 22 diet cakes. If his fridge would only hold 9 on each shelf, how many shelves would he fill up?",
        None,
    ),
    (
        "A company invited 18 people to a luncheon, but 12 of them didn't show up. If the tables they had held 3 people each, how many tables do they need?",
        2,
    ),
    (
        "A company invited 18 people to a luncheon, but 11 of them didn't show up. If the tables they had held 3 people each, how many tables do they need?",
        None,
    ),
    (
        "A company invited 18 people to a luncheon, but 12 of them didn't show up. How many people showed up?",
        6,
    ),
    (
        "A company invited 18 people to a luncheon, and 12 of them showed up. If the tables they had held 3 people each, how many tables do they need?",
        4,
    ),
    (
        "A company invited 18 people to a luncheon. If the tables they had held 3 people each, how many people didn't show up?",
        None,
    ),
    (
        "A company invited 18 people to a luncheon. If the tables they had held 3 people each, how many tables do they need?",
        6,
    ),
    (
        "A company invited 18 people to a luncheon, but 12 of them didn't show up. If they had 3 tables, how many people sat at each table?",
        2,
    ),
    (
        "The cafeteria had 62 apples. For lunch they handed out 8 to students and decided to use the rest to make pies. If each pie takes 9 apples, how many pies could they make?",
        6,
    ),
    (
        "The cafeteria had 62 apples. For lunch they handed out 8 to students and decided to use the rest to make pies. How many apples did they use to make pies?",
        54,
    ),
    (
        "The cafeteria had 62 apples. For lunch they handed out 8 to students and decided to use the rest to make pies. If each pie takes 10 apples, how many pies could they make?",
        None,
    ),
    (
        "The cafeteria had 62 apples. For lunch they handed out 8 to students and decided to use the rest to make pies. If they made 9 pies, how many apples did each pie take?",
        6,
    ),
    (
        "The cafeteria had 62 apples. For lunch they handed out 8 to students and decided to use the rest to make pies. If each pie takes 9 apples, how many apples did each student get?",
        None,
    ),
    (
        "The cafeteria had 62 apples. For lunch they handed out 8 to students and used the rest to make pies. If each pie takes 9 apples, how many pies could they make?",
        6,
    ),
    (
        "The cafeteria had 62 apples. For lunch they handed out 8 oranges to students and decided to use the rest to make pies. If each pie takes 9 apples, how many pies could they make?",
        None,
    ),
    (
        "The cafeteria had 62 apples. For lunch they bought 8 more and decided to use the rest to make pies. If each pie takes 9 apples, how many pies could they make?",
        None,
    ),
    (
        "The cafeteria had 62 apples. For lunch they bought 8 more. How many apples did they have?",
        70,
    ),
    (
        "There were 11 friends playing a video game online when 5 players quit. If each player left had 5 lives, how many lives did they have total?",
        30,
    ),
    (
        "There were 11 friends playing a video game online when 5 players quit. If each player that quit had 5 lives, how many lives did they have total?",
        None,
    ),
    (
        "There were 11 friends playing a video game online when 5 players quit. If each player that quit had 5 lives, how many lives did the players that quit have total?",
        25,
    ),
    (
        "There were 11 friends playing a video game online when 5 players quit. How many players were left?",
        6,
    ),
    (
        "There were 11 friends playing a video game online when 5 more players joined the game. How many players were there?",
        16,
    ),
    (
        "There were 11 friends playing a video game online when 5 more players joined the game. If each player had 5 lives, how many lives did they have total?",
        80,
    ),
    (
        "There were 11 friends playing a video game online when 5 more players joined the game. If each friend had 5 lives, how many lives did they have total?",
        None,
    ),
    (
        "There were 11 friends playing a video game online when 5 more players joined the game. If each player had 5 lives, how many lives did the new players have?",
        25,
    ),
    (
        "There were 11 friends playing a video game online when 5 more players joined the game. If each player had 5 lives, how many lives did the friends have?",
        55,
    ),
    (
        "There were 11 friends playing a video game online when 5 players joined the game and 3 players quit. If each player had 5 lives, how many lives did they have total?",
        65,
    ),
    (
        "There were 11 friends playing a video game online. If each player had 5 lives, how many lives did the 3 new players have?",
        None,
    ),
    (
        "There were 11 friends playing a video game online. If each player had 5 lives, how many lives did they have total?",
        55,
    ),
    (
        "There were 11 friends playing a video game online when 15 players quit. If each player left had 5 lives, how many lives did they have total?",
        None,
    ),
    (
        "There were 11 friends playing a video game online when some players quit. If each player left had 5 lives, how many lives did they have total?",
        None,
    ),
    (
        "There were 11 friends playing a video game online when 5 players quit. If each player left had 5 coins, how many lives did they have total?",
        None,
    ),
    (
        "There were 11 friends playing a video game online when 5 players quit. If each remaining player had 5 lives, how many lives did they have total?",
        30,
    ),
    (
        "A trivia team had 14 members total, but during a game 7 members didn't show up. If each member that did show up scored 5 points, how many points were scored total?",
        35,
    ),
    (
        "A trivia team had 14 members total, but during a game 7 members didn't show up. If each member scored 5 points, how many points were scored total?",
        None,
    ),
    (
        "A trivia team had 14 members total, but during a game 7 members didn't show up. How many members showed up?",
        7,
    ),
    (
        "A trivia team had 14 members total, but during a game 7 members didn't show up. If each member that did show up scored 5 points, how many points did the members that didn't show up score?",
        None,
    ),
    (
        "A trivia team had 14 members total, but during a game 17 members didn't show up. If each member that did show up scored 5 points, how many points were scored total?",
        None,
    ),
    (
        "A trivia team had 14 members total, but during a game 7 members didn't show up. If the team scored 35 points, how many points did each member that showed up score?",
        5,
    ),
    (
        "A trivia team had 1400 members total, but during a game 700 members didn't show up. If each member that did show up scored 5 points, how many points were scored total?",
        3500,
    ),
    (
        "Henry earned 5 dollars for each lawn he mowed. If he had 12 lawns to mow, but forgot to mow 7 of them, how much money did he actually earn?",
        25,
    ),
    (
        "Henry earned 5 dollars for each lawn he mowed. If he had 12 lawns to mow, how much money did he earn?",
        60,
    ),
    (
        "Henry earned 5 dollars for each lawn he mowed. If he had 12 lawns to mow, but forgot to mow 7 of them, how much money did he lose?",
        None,
    ),
    (
        "Henry earned 5 dollars for each lawn he mowed. If he had 12 lawns to mow, but forgot to mow 7 of them, how much money did he not earn?",
        35,
    ),
    (
        "Henry earned 5 dollars for each lawn he mowed. If he had 12 lawns to mow, but forgot to mow 7 of them, how many lawns did he mow?",
        5,
    ),
    (
        "Henry earned 5 dollars for each lawn he mowed. If he had 12 lawns to mow, but forgot to mow 17 of them, how much money did he actually earn?",
        None,
    ),
    (
        "Henry earned 5 dollars for each lawn he mowed. If he had 12 lawns to mow, but forgot to mow 7 of them, how much money did his brother earn?",
        None,
    ),
    (
        "Henry paid 5 dollars for each lawn he mowed. If he had 12 lawns to mow, but forgot to mow 7 of them, how much money did he actually earn?",
        None,
    ),
    (
        "Henry earned 2.5 dollars for each lawn he mowed. If he had 12 lawns to mow, but forgot to mow 7 of them, how much money did he actually earn?",
        Fraction(25, 2),
    ),
    (
        "Henry earned $5 for each lawn he mowed. If he had 12 lawns to mow, but forgot to mow 7 of them, how much money did he actually earn?",
        25,
    ),
    (
        "Henry earned 5 dollars for every lawn he mowed. If he had 12 lawns to mow, but forgot to mow 7 of them, how much money did he actually earn?",
        25,
    ),
    (
        "Henry earned 5 dollars for each lawn he mowed. If he had 12 lawns to mow, but forgot to mow 7 of them, how much money did he actually earn per hour?",
        None,
    ),
    (
        "Wendy earned 5 points for each bag of cans she recycled. If she had 11 bags, but didn't recycle 2 of them, how many points would she have earned?",
        45,
    ),
    (
        "Wendy earned 5 points for each bag of cans she recycled. If she had 11 bags, and recycled all of them, how many points would she have earned?",
        55,
    ),
    (
        "Wendy earned 5 points for each bag of cans she recycled. If she recycled 11 bags, how many points would she have earned?",
        55,
    ),
    (
        "Wendy earned 5 points for each bag of cans she recycled. If she had 11 bags, but didn't recycle 2 of them, how many cans did she recycle?",
        None,
    ),
    (
        "Wendy lost 5 points for each bag of cans she recycled. If she had 11 bags, but didn't recycle 2 of them, how many points would she have earned?",
        None,
    ),
    (
        "Wendy earned 5 points for each bag of cans she recycled. If she had 11 bags, but didn't recycle 2 of them, how many points would her brother have earned?",
        None,
    ),
    (
        "Wendy earned 5 points for each bag of cans she recycled. If she had 11 bags, but didn't recycle 2 of them, how many points did she miss out on?",
        10,
    ),
    (
        "George had 28 socks. If he threw away 4 old ones that didn't fit and bought 36 new ones, how many socks would he have?",
        60,
    ),
    (
        "George had 28 socks. If he threw away 4 old ones that didn't fit and bought 36 new shoes, how many socks would he have?",
        24,
    ),
    (
        "George had 28 socks. If he bought 4 old ones that didn't fit and bought 36 new ones, how many socks would he have?",
        68,
    ),
    (
        "George had 28 socks. If he threw away 4 old ones that didn't fit and gave away 4 more, how many socks would he have?",
        20,
    ),
    (
        "George had 28 socks. If he threw away 4 old ones that didn't fit and bought 36 new ones, how many new socks would he have?",
        None,
    ),
    (
        "George had 28 socks. If he threw away 40 old ones that didn't fit and bought 36 new ones, how many socks would he have?",
        None,
    ),
    (
        "George had 28 socks and 5 hats. If he threw away 4 old ones that didn't fit and bought 36 new ones, how many socks would he have?",
        None,
    ),
    (
        "George had 28 socks. If he threw away 4 old ones that didn't fit and bought 36 new ones, how many socks would Sam have?",
        None,
    ),
    (
        "George had 28 socks. If he threw away 4 old ones that didn't fit, how many socks would he have?",
        24,
    ),
    (
        "George had 28 socks. If his sister threw away 4 old ones that didn't fit and bought 36 new ones, how many socks would he have?",
        24,
    ),
    (
        "Ned was trying to expand his game collection. He bought 11 games from a friend and bought 22 more at a garage sale. If 19 of the games didn't work, how many good games did he end up with?",
        14,
    ),
    (
        "Ned was trying to expand his game collection. He bought 11 games from a friend and bought 22 more at a garage sale. How many games did he buy?",
        33,
    ),
    (
        "Ned was trying to expand his game collection. He bought 11 games from a friend and bought 22 more at a garage sale. If 19 of the games didn't work, how many bad games did he end up with?",
        19,
    ),
    (
        "Ned was trying to expand his game collection. He bought 11 games from a friend and sold 22 at a garage sale. If 19 of the games didn't work, how many good games did he end up with?",
        None,
    ),
    (
        "Ned was trying to expand his game collection. He had 5 games. He bought 11 games from a friend and bought 22 more at a garage sale. If 19 of the games didn't work, how many good games did he end up with?",
        19,
    ),
    (
        "Ned was trying to expand his game collection. He bought 11 games from a friend and bought 22 more at a garage sale. If 19 of the games didn't work, how many good games did his friend end up with?",
        None,
    ),
    (
        "Ned was trying to expand his game collection. He bought 11 games from a friend and bought 22 more at a garage sale. If 39 of the games didn't work, how many good games did he end up with?",
        None,
    ),
    (
        "Ned was trying to expand his game collection. He bought 11 games from a friend and bought 22 more at a garage sale. If 19 of the games worked, how many good games did he end up with?",
        19,
    ),
    (
        "Ned was trying to expand his game collection. He bought 11 games from a friend and bought 22 cards at a garage sale. If 19 of the games didn't work, how many good games did he end up with?",
        None,
    ),
    (
        "For Halloween Faye scored 47 pieces of candy. She ate 25 pieces the first night and then her sister gave her 40 more pieces. How many pieces of candy does Faye have now?",
        62,
    ),
    (
        "For Halloween Faye scored 47 pieces of candy. She ate 25 pieces the first night and then her sister gave her 40 more pieces. How many pieces of candy does her sister have now?",
        None,
    ),
    (
        "For Halloween Faye scored 47 pieces of candy. She ate 25 pieces the first night and then she gave her sister 40 more pieces. How many pieces of candy does Faye have now?",
        None,
    ),
    (
        "For Halloween Faye scored 47 pieces of candy. She ate 25 pieces the first night and then she gave her sister 4 pieces. How many pieces of candy does Faye have now?",
        18,
    ),
    (
        "For Halloween Faye scored 47 pieces of candy. She ate 25 pieces the first night. How many pieces of candy does Faye have now?",
        22,
    ),
    (
        "For Halloween Faye scored 47 pieces of candy. She ate 25 pieces the first night and then her sister gave her 40 more pieces. How many pieces of candy did Faye eat?",
        25,
    ),
    (
        "For Halloween Faye scored 47 pieces of candy. Her sister ate 25 pieces the first night and then her sister gave her 40 more pieces. How many pieces of candy does Faye have now?",
        62,
    ),
    (
        "For Halloween Faye scored 47 pieces of candy. She ate 25 pieces the first night and then her sister took 40 more pieces. How many pieces of candy does Faye have now?",
        None,
    ),
    (
        "For Halloween Faye scored 47 pieces of candy. Her sister gave her 40 more pieces. How many pieces of candy does Faye have now?",
        87,
    ),
    (
        "For Halloween Faye scored 47 pieces of candy. She ate 25 pieces the first night and then her sister gave her 40 more pieces. How many pieces of candy did Faye have at first?",
        47,
    ),
    (
        "Mike had 16 video games but 8 of them weren't working. If he wanted to sell the working games for $7 each, how much money could he earn?",
        56,
    ),
    (
        "Mike had 16 video games but 8 of them weren't working. If he wanted to sell the broken games for $7 each, how much money could he earn?",
        56,
    ),
    (
        "Mike had 16 video games. If he wanted to sell the games for $7 each, how much money could he earn?",
        112,
    ),
    (
        "Mike had 16 video games but 8 of them weren't working. If he wanted to sell the working games for $7 each, how much money could his sister earn?",
        None,
    ),
    (
        "Mike had 16 video games but 18 of them weren't working. If he wanted to sell the working games for $7 each, how much money could he earn?",
        None,
    ),
    (
        "Mike had 16 video games but 8 of them weren't working. How many games were working?",
        8,
    ),
    (
        "Mike had 16 video games but 8 of them weren't working. If he wanted to sell the working games for $7 each, how many games could he sell?",
        8,
    ),
    (
        "Mike had 16 video games but 8 of them were working. If he wanted to sell the working games for $7 each, how much money could he earn?",
        56,
    ),
    (
        "Mike had 16 video games but 6 of them weren't working. If he wanted to sell the working games for $7 each, how much money could he earn?",
        70,
    ),
    (
        "Mike had 16 video games but 8 of them weren't working. If he wanted to sell the working games for $7.50 each, how much money could he earn?",
        60,
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
        "Katie baked 18 cupcakes for her school's bake sale. If her brother, Todd, ate 8 of them how many cupcakes were left?",
        10,
    ),
    (
        "Katie baked 18 cupcakes for her school's bake sale. If her brother, Todd, ate 8 of them how many cupcakes did Todd have left?",
        None,
    ),
    (
        "Katie baked 18 cupcakes for her school's bake sale. If her brother, Todd, baked 8 of them how many packages could she make if she put 2 cupcake in each package?",
        9,
    ),
    (
        "Katie baked 18 cupcakes for her school's bake sale. If her brother, Todd, baked 8 more how many packages could she make if she put 2 cupcake in each package?",
        13,
    ),
    (
        "Katie baked 18 cupcakes for her school's bake sale. If her brother, Todd, ate 8 cookies how many packages could she make if she put 2 cupcake in each package?",
        9,
    ),
    (
        "Katie baked 18 cupcakes for her school's bake sale. If her brother, Todd, ate 8 of them how many packages could she make?",
        None,
    ),
    (
        "Katie baked 18 cupcakes for her school's bake sale. If her brother, Todd, ate 8 of them how many cupcakes could she put in each package if she made 2 packages?",
        5,
    ),
    (
        "Katie baked 18 cupcakes for her school's bake sale. If her brother, Todd, ate 28 of them how many packages could she make if she put 2 cupcake in each package?",
        None,
    ),
    (
        "Katie baked 18 cupcakes for her school's bake sale. Her brother, Todd, ate 8 of them. How many packages could she make if she put 2 cupcakes in each package?",
        5,
    ),
    (
        "There are 65 students trying out for the school's trivia teams. If 17 of them didn't get picked for the team and the rest were put into 8 groups, how many students would be in each group?",
        6,
    ),
    (
        "There are 65 students trying out for the school's trivia teams. If 17 of them didn't get picked for the team and the rest were put into 9 groups, how many students would be in each group?",
        None,
    ),
    (
        "There are 65 students trying out for the school's trivia teams. If 17 of them didn't get picked for the team, how many students got picked?",
        48,
    ),
    (
        "There are 65 students trying out for the school's trivia teams. If 17 of them didn't get picked for the team and the rest were put into groups of 8, how many students would be in each group?",
        None,
    ),
    (
        "There are 65 students trying out for the school's trivia teams. If 17 of them didn't get picked for the team and the rest were put into groups of 8, how many groups would there be?",
        6,
    ),
    (
        "There are 65 students trying out for the school's trivia teams. If 17 of them got picked for the team and the rest were put into 8 groups, how many students would be in each group?",
        6,
    ),
    (
        "There are 65 students trying out for the school's trivia teams. If 17 of them didn't get picked for the team and the rest were put into 8 groups, how many groups would there be?",
        None,
    ),
    (
        "There are 65 students trying out for the school's trivia teams. If 17 of them didn't get picked for the team and the rest were put into 8 groups, how many teachers would be in each group?",
        None,
    ),
    (
        "There are 65 students trying out for the school's trivia teams. If 70 of them didn't get picked for the team and the rest were put into 8 groups, how many students would be in each group?",
        None,
    ),
    (
        "There are 650 students trying out for the school's trivia teams. If 170 of them didn't get picked for the team and the rest were put into 80 groups, how many students would be in each group?",
        6,
    ),
    (
        "There are 65 students trying out for the school's trivia teams. If 17 of them didn't get picked for the team and the rest were put into 8 groups, how many students would be in the 2 groups?",
        None,
    ),
    (
        "Isabel picked 66 flowers for her friend’s wedding. She was making bouquets with 8 flowers in each one. If 10 of the flowers wilted before the wedding, how many bouquets could she still make?",
        7,
    ),
    (
        "Isabel picked 66 flowers for her friend’s wedding. She was making bouquets with 8 flowers in each one. If 11 of the flowers wilted before the wedding, how many bouquets could she still make?",
        None,
    ),
    (
        "Isabel picked 66 flowers for her friend’s wedding. She was making bouquets with 8 flowers in each one. If 10 of the flowers wilted before the wedding, how many flowers were left?",
        56,
    ),
    (
        "Isabel picked 66 flowers for her friend’s wedding. She was making bouquets with 8 flowers in each one. If 10 of the flowers wilted before the wedding, how many bouquets could her friend make?",
        None,
    ),
    (
        "Isabel picked 66 flowers for her friend’s wedding. She was making 8 bouquets. If 10 of the flowers wilted before the wedding, how many flowers were in each bouquet?",
        7,
    ),
    (
        "Isabel picked 66 flowers for her friend’s wedding. She was making bouquets with 8 flowers in each one. If 10 more flowers bloomed before the wedding, how many bouquets could she still make?",
        None,
    ),
    (
        "Isabel picked 66 flowers for her friend’s wedding. She was making bouquets with 8 roses in each one. If 10 of the flowers wilted before the wedding, how many bouquets could she still make?",
        None,
    ),
    (
        "Isabel picked 66 flowers for her friend’s wedding. She was making bouquets with 8 flowers in each one. If 10 of the flowers wilted before the wedding, how many bouquets could she make before?",
        None,
    ),
    (
        "April's discount flowers was having a sale where each flower was 3 dollars. If Emily bought 2 roses and 2 daisies, how much did she spend?",
        12,
    ),
    (
        "April's discount flowers was having a sale where each rose was 3 dollars. If Emily bought 2 roses and 2 daisies, how much did she spend?",
        None,
    ),
    (
        "April's discount flowers was having a sale where each rose was 3 dollars. If Emily bought 2 roses and 2 daisies, how much did she spend on roses?",
        6,
    ),
    (
        "April's discount flowers was having a sale where each flower was 3 dollars. If Emily bought 2 roses and 2 vases, how much did she spend?",
        None,
    ),
    (
        "April's discount flowers was having a sale where each flower was 3 dollars. If Emily bought 2 roses and 2 daisies, how much did Sam spend?",
        None,
    ),
    (
        "April's discount flowers was having a sale where each flower was 3 dollars. If Emily bought 2 roses and 2 daisies, how many flowers did April sell?",
        None,
    ),
    (
        "April's discount flowers was having a sale where each flower was 3 dollars. If Emily bought 2 roses and 2 daisies, how many flowers did she buy?",
        4,
    ),
    (
        "April's discount flowers was having a sale where each flower was 3 dollars. If Emily bought 20 roses and 5 daisies, how much did she spend?",
        75,
    ),
    (
        "April's discount flowers was having a sale where each flower was 3 dollars. If Emily bought 2 roses and 2 daisies, how much change did she get?",
        None,
    ),
    (
        "April's discount flowers was having a sale where each flower was 3 dollars. If Emily sold 2 roses and 2 daisies, how much did she spend?",
        None,
    ),
    (
        "April's discount flowers was having a sale where each flower was 3 dollars. If Emily bought 2 roses and 2 daisies, how much did each flower cost?",
        3,
    ),
    (
        "April's discount flowers was having a sale where each flower was 3 dollars. If Emily bought 2 roses and 2 daisies and gave 1 rose to her mom, how much did she spend?",
        12,
    ),
    (
        "April's discount flowers was having a sale where each flower was 2.5 dollars. If Emily bought 2 roses and 2 daisies, how much did she spend?",
        10,
    ),
    (
        "There were 28 bales of hay in the barn. Tim stacked more bales in the barn today. There are now 54 bales of hay in the barn. How many bales did he store in the barn ?",
        26,
    ),
    (
        "There were 28 bales of hay in the barn. Tim stacked more bales in the barn today. There are now 24 bales of hay in the barn. How many bales did he store in the barn ?",
        None,
    ),
    (
        "There were 28 bales of hay in the barn. Tim stacked more bales in the barn today. How many bales did he store in the barn ?",
        None,
    ),
    (
        "There were 28 bales of hay in the barn. Tim took some bales from the barn today. There are now 54 bales of hay in the barn. How many bales did he take from the barn ?",
        None,
    ),
    (
        "There were 28 bales of hay in the barn. Tim took some bales from the barn today. There are now 22 bales of hay in the barn. How many bales did he take from the barn ?",
        6,
    ),
    (
        "There were 28 bales of hay in the barn. Tim stacked more bales in the barn today. There are now 54 bales of hay in the shed. How many bales did he store in the barn ?",
        None,
    ),
    (
        "There were 28 bales of hay in the barn. Tim stacked more bales in the barn today. There are now 54 bales of hay in the barn. How many bales did Tim stack?",
        26,
    ),
    (
        "There were 28 bales of hay in the barn. Tim stacked more bales in the barn today. There are now 54 bales of hay in the barn. How many bales did Sam store in the barn ?",
        None,
    ),
    (
        "There were 28 bales of hay in the barn. Tim stacked 26 more bales in the barn today. How many bales of hay are in the shed now?",
        None,
    ),
    (
        "There were 28 bales of hay in the barn. Tim stacked 26 more bales in the barn today. How many bales of hay are in the barn now?",
        54,
    ),
    (
        "There are 22 walnut trees currently in the park. Park workers will plant more walnut trees today. When the workers are finished there will be 55 walnut trees in the park. How many walnut trees did the workers plant today ?",
        33,
    ),
    (
        "There are 22 walnut trees currently in the park. Park workers will plant more walnut trees today. When the workers are finished there will be 55 maple trees in the park. How many walnut trees did the workers plant today ?",
        None,
    ),
    (
        "There are 22 walnut trees currently in the park. Park workers will cut down some walnut trees today. When the workers are finished there will be 55 walnut trees in the park. How many walnut trees did the workers cut down today ?",
        None,
    ),
    (
        "There are 22 walnut trees currently in the park. Park workers will cut down some walnut trees today. When the workers are finished there will be 15 walnut trees in the park. How many walnut trees did the workers cut down today ?",
        7,
    ),
    (
        "There are 22 walnut trees and 10 maple trees currently in the park. Park workers will plant more walnut trees today. When the workers are finished there will be 55 walnut trees in the park. How many walnut trees did the workers plant today ?",
        33,
    ),
    (
        "There are 22 walnut trees currently in the park. Park workers will plant more walnut trees today. When the workers are finished there will be 55 trees in the park. How many maple trees did the workers plant today ?",
        None,
    ),
    (
        "There are 2200 walnut trees currently in the park. Park workers will plant more walnut trees today. When the workers are finished there will be 5500 walnut trees in the park. How many walnut trees did the workers plant today ?",
        3300,
    ),
    (
        "Tim has saved 2000 cents from selling lemonade. How many dollars does Tim have?",
        20,
    ),
    (
        "Tim has saved 2050 cents from selling lemonade. How many dollars does Tim have?",
        Fraction(41, 2),
    ),
    (
        "Tim has saved 2050 cents from selling lemonade. How much money does Tim have?",
        Fraction(41, 2),
    ),
    (
        "Tim has saved 2000 cents from selling lemonade. How many dollars does Sam have?",
        None,
    ),
    (
        "Tim has saved 2000 cents from selling lemonade. He spent 500 cents. How many dollars does Tim have?",
        15,
    ),
    (
        "Tim has saved 2000 dollars from selling lemonade. How many cents does Tim have?",
        200000,
    ),
    (
        "Joan has saved 6 quarters from washing cars. How many cents does Joan have ?",
        150,
    ),
    (
        "Joan has saved 6 dimes from washing cars. How many cents does Joan have ?",
        60,
    ),
    (
        "Joan has saved 6 nickels from washing cars. How many cents does Joan have ?",
        30,
    ),
    (
        "Joan has saved 6 pennies from washing cars. How many cents does Joan have ?",
        6,
    ),
    (
        "Joan has saved 6 quarters from washing cars. How many quarters does Sam have ?",
        None,
    ),
    (
        "Joan has saved 6 quarters from washing cars. Sam has saved 4 dimes. How many cents does Joan have ?",
        150,
    ),
    (
        "Joan has saved 6 quarters from washing cars. Sam has saved 4 dimes. How many cents do they have together?",
        190,
    ),
    (
        "Joan has saved 6 quarters from washing cars. How many dollars does Joan have ?",
        Fraction(3, 2),
    ),
    (
        "Joan has saved 6 quarters and 3 buttons from washing cars. How many cents does Joan have ?",
        None,
    ),
    (
        "Nancy has saved 1 dozen quarters from washing cars. How much money does Nancy have ?",
        3,
    ),
    (
        "Nancy has saved 1 dozen quarters from washing cars. How many quarters does Nancy have ?",
        12,
    ),
    (
        "Nancy has saved 1 dozen quarters from washing cars. How many cents does Nancy have ?",
        300,
    ),
    (
        "Nancy has saved 2 dozen quarters from washing cars. How much money does Nancy have ?",
        6,
    ),
    (
        "Sam got 9 pennies for washing clothes, and 7 quarters for mowing lawns. How much money does Sam have?",
        Fraction(46, 25),
    ),
    (
        "Sam got 9 pennies for washing clothes, and 7 quarters for mowing lawns. How many cents does Sam have?",
        184,
    ),
    (
        "Sam got 9 pennies for washing clothes, and 7 quarters for mowing lawns. How much money did Sam get for mowing lawns?",
        Fraction(7, 4),
    ),
    (
        "Sam got 9 pennies for washing clothes, and 7 quarters for mowing lawns. He spent 10 cents. How much money does Sam have?",
        Fraction(87, 50),
    ),
    (
        "Sam got 9 pennies for washing clothes, and 7 quarters for mowing lawns. How much money does Tim have?",
        None,
    ),
    (
        "Sam got 9 pennies for washing clothes, and 7 quarters for mowing lawns. How many coins does Sam have?",
        16,
    ),
    (
        "Sam got 9 pennies for washing clothes, and 7 quarters for mowing lawns. How many more pennies than quarters does Sam have?",
        2,
    ),
    (
        "Randy has 60 mango trees on his farm. He also has 5 less than half as many coconut trees as mango trees. How many trees does Randy have in all on his farm?",
        85,
    ),
    (
        "Randy has 60 mango trees on his farm. He also has 5 less than half as many coconut trees as mango trees. How many coconut trees does Randy have?",
        25,
    ),
    (
        "Randy has 60 mango trees on his farm. He also has 5 more than half as many coconut trees as mango trees. How many trees does Randy have in all on his farm?",
        95,
    ),
    (
        "Randy has 60 mango trees on his farm. He also has 5 less than twice as many coconut trees as mango trees. How many trees does Randy have in all on his farm?",
        175,
    ),
    (
        "Randy has 60 mango trees on his farm. He also has 5 less than half as many coconut trees as mango trees. How many more mango trees than coconut trees does Randy have?",
        35,
    ),
    (
        "Randy has 60 mango trees on his farm. He also has 5 less than half as many coconut trees as mango trees. How many apple trees does Randy have?",
        None,
    ),
    (
        "Randy has 60 mango trees on his farm. He also has 5 less than half as many coconut trees as apple trees. How many trees does Randy have in all on his farm?",
        None,
    ),
    (
        "Randy has 60 mango trees on his farm. His brother has 5 less than half as many coconut trees as mango trees. How many trees does Randy have in all on his farm?",
        None,
    ),
    (
        "Randy has 60 mango trees on his farm. His brother has 5 less than half as many coconut trees as Randy has mango trees. How many trees does Randy have in all on his farm?",
        60,
    ),
    (
        "Randy has 25 coconut trees on his farm. He also has 5 less than half as many coconut trees as mango trees. How many trees does Randy have in all on his farm?",
        85,
    ),
    (
        "Randy has 61 mango trees on his farm. He also has 5 less than half as many coconut trees as mango trees. How many trees does Randy have in all on his farm?",
        None,
    ),
    (
        "Randy has 8 mango trees on his farm. He also has 5 less than half as many coconut trees as mango trees. How many trees does Randy have in all on his farm?",
        None,
    ),
    (
        "Joy can read 8 pages of a book in 20 minutes. How many hours will it take her to read 120 pages?",
        5,
    ),
    (
        "Joy can read 8 pages of a book in 20 minutes. How many minutes will it take her to read 120 pages?",
        300,
    ),
    (
        "Joy can read 8 pages of a book in 20 minutes. How many hours will it take her to read 100 pages?",
        Fraction(25, 6),
    ),
    (
        "Joy can read 8 pages of a book in 20 minutes. How many pages can she read in 6 hours?",
        144,
    ),
    (
        "Joy can read 8 pages of a book in 20 minutes. How many hours will it take Sam to read 120 pages?",
        None,
    ),
    (
        "Joy can read 8 pages of a book in 20 minutes. How many hours will it take her to read 120 books?",
        None,
    ),
    (
        "Joy can read 8 pages of a book in 20 minutes. How many hours will it take her to read 120 pages and her brother to read 240 pages?",
        15,
    ),
    (
        "Joy reads 8 pages of a book in 20 minutes. How many hours will it take her to read 120 pages?",
        5,
    ),
    (
        "John has five more roommates than twice as many as Bob. If Bob has 10 roommates, how many roommates does John have?",
        25,
    ),
    (
        "John has five fewer roommates than twice as many as Bob. If Bob has 10 roommates, how many roommates does John have?",
        15,
    ),
    (
        "John has five more roommates than twice as many as Bob. If Bob has 10 roommates, how many roommates do they have together?",
        35,
    ),
    (
        "John has five more roommates than twice as many as Bob. If John has 25 roommates, how many roommates does Bob have?",
        10,
    ),
    (
        "John has five more roommates than twice as many as Bob. If Bob has 10 roommates, how many roommates does Sue have?",
        None,
    ),
    (
        "John has five more roommates than twice as many as Bob. If Bob has 10 cats, how many roommates does John have?",
        None,
    ),
    (
        "John has ten more roommates than three times as many as Bob. If Bob has 10 roommates, how many roommates does John have?",
        40,
    ),
    (
        "John has five more roommates than twice as many as Bob. If Bob has 10 roommates, how many more roommates does John have than Bob?",
        15,
    ),
    (
        "Oliver has 10 $20 and 3 $5 bills. William has 15 $10 and 4 $5 bills. How much more money does Oliver have than William?",
        45,
    ),
    (
        "Oliver has 10 $20 and 3 $5 bills. How much money does Oliver have?",
        215,
    ),
    (
        "Oliver has 10 $20 and 3 $5 bills. William has 15 $10 and 4 $5 bills. How much money do they have together?",
        385,
    ),
    (
        "Oliver has 10 $20 and 3 $5 bills. William has 15 $10 and 4 $5 bills. How much more money does William have than Oliver?",
        None,
    ),
    (
        "Oliver has 10 $20 and 3 $5 bills. William has 15 $10 and 4 $5 bills. How much more money does Oliver have than Sam?",
        None,
    ),
    (
        "Oliver has 10 $20 and 3 $5 bills. How many bills does Oliver have?",
        13,
    ),
    (
        "Oliver has 10 $20 and 3 $5 bills. William has 15 $10 and 4 $5 bills. How many more bills does Oliver have than William?",
        None,
    ),
    (
        "Oliver has 10 $20 and 3 $5 bills. William has 15 $10 and 4 $5 bills. How much less money does William have than Oliver?",
        45,
    ),
    (
        "It takes David 10 minutes to wash 4 windows.  David's house has 64 windows.  How many minutes will it take David to wash all of the windows?",
        160,
    ),
    (
        "It takes David 10 minutes to wash 4 windows.  David's house has 64 doors.  How many minutes will it take David to wash all of the windows?",
        None,
    ),
    (
        "It takes David 10 minutes to wash 4 windows.  David's house has 64 windows.  How many minutes will it take Sam to wash all of the windows?",
        None,
    ),
    (
        "It takes David 10 minutes to wash 4 windows.  David's house has 64 windows.  How many hours will it take David to wash all of the windows?",
        Fraction(8, 3),
    ),
    (
        "It takes David 10 minutes to wash 4 windows.  David's house has 64 windows.  How many minutes will it take David to wash half of the windows?",
        80,
    ),
    (
        "It takes David 10 minutes to wash 4 windows.  David's house has 64 windows and he already washed 20.  How many minutes will it take David to wash all of the windows?",
        None,
    ),
    (
        "It takes David 10 minutes to wash 4 windows.  David's house has 64 windows and he already washed 20.  How many minutes will it take David to wash the rest of the windows?",
        110,
    ),
    (
        "It takes David 10 minutes to wash 4 windows.  David's house has 66 windows.  How many minutes will it take David to wash all of the windows?",
        165,
    ),
    (
        "It takes David 10 minutes to wash 4 windows.  How many minutes will it take David to wash all of the windows?",
        None,
    ),
    (
        "David's house has 64 windows. It takes David 10 minutes to wash 4 windows. How many minutes will it take David to wash all of the windows?",
        160,
    ),
    (
        "It takes David 10 minutes to wash 4 windows.  Sam's house has 64 windows.  How many minutes will it take David to wash all of the windows?",
        160,
    ),
    (
        "It takes David 10 minutes to wash 4 windows.  Sam's house has 64 windows.  How many minutes will it take David to wash all of the windows in Sam's house?",
        160,
    ),
    (
        "Arthur has $200 in his wallet. He spends four-fifths of that. How much does he have left?",
        40,
    ),
    (
        "Arthur has $200 in his wallet. He spends four-fifths of that. How much did he spend?",
        160,
    ),
    (
        "Arthur has $200 in his wallet. He spends four-fifths of that. How much does Sam have left?",
        None,
    ),
    (
        "Arthur has $200 in his wallet. He spends four-thirds of that. How much does he have left?",
        None,
    ),
    (
        "Arthur has $200 in his wallet. He spends four-fifths of that. How much did he have at first?",
        200,
    ),
    (
        "Arthur has $200 in his wallet. He spends two-fifths of that. How much does he have left?",
        120,
    ),
    (
        "Arthur has $200 in his wallet. He earns four-fifths of that. How much does he have left?",
        None,
    ),
    (
        "Arthur has $200 in his wallet. He earns four-fifths of that. How much does he have now?",
        360,
    ),
    (
        "Arthur has $205 in his wallet. He spends two-thirds of that. How much does he have left?",
        Fraction(205, 3),
    ),
    (
        "Arthur has $200 in his wallet. He spends four-fifths of it. How much money does he have left?",
        40,
    ),
    (
        "Arthur has $200 in his wallet. He spends four-fifths of that. Then he spends $50. How much does he have left?",
        None,
    ),
    (
        "Arthur has $200 in his wallet. He spends $50. He spends four-fifths of that. How much does he have left?",
        None,
    ),
    (
        "Arthur has $200 in his wallet. He spends $50. Then he spends four-fifths of the rest. How much does he have left?",
        30,
    ),
    (
        "Arthur has 200 dollars in his wallet. He spends four-fifths of that. How much does he have left?",
        40,
    ),
    (
        "There are 8 red pens in Maria's desk drawer. There are 10 more black pens than red pens. There are also 7 more blue pens than red pens. How many pens are there in all?",
        41,
    ),
    (
        "There are 8 red pens in Maria's desk drawer. There are 10 more black pens than red pens. There are also 7 more blue pens than red pens. How many black pens are there?",
        18,
    ),
    (
        "There are 8 red pens in Maria's desk drawer. There are 10 more black pens than red pens. There are also 7 more blue pens than red pens. How many black and blue pens are there?",
        33,
    ),
    (
        "There are 8 red pens in Maria's desk drawer. There are 10 more black pens than red pens. There are also 7 more blue pens than black pens. How many pens are there in all?",
        51,
    ),
    (
        "There are 8 red pens in Maria's desk drawer. There are 10 fewer black pens than red pens. There are also 7 more blue pens than red pens. How many pens are there in all?",
        None,
    ),
    (
        "There are 8 red pens in Maria's desk drawer. There are 10 more black pens than red pens. There are also 7 more blue pens than green pens. How many pens are there in all?",
        None,
    ),
    (
        "There are 8 red pens in Maria's desk drawer. There are 10 more black pens than red pens. There are also 7 more blue pens than red pens. How many more black pens than blue pens are there?",
        1,
    ),
    (
        "There are 8 red pens in Maria's desk drawer. There are 10 more black pens than red pens. There are also 7 more blue pens than red pens. How many pencils are there in all?",
        None,
    ),
    (
        "There are 8 red pens in Maria's desk drawer. There are 10 more black pens than red pens. There are also 7 more blue pens than red pens. There are 3 pencils in the drawer. How many pens are there in all?",
        41,
    ),
    (
        "There are 8 red pens in Maria's desk drawer. There are 10 more black pens than red pens. There are also 7 more blue pens than red pens. There are 3 green pens in the drawer. How many pens are there in all?",
        44,
    ),
    (
        "There are 8 red pens in Maria's desk drawer. There are twice as many black pens as red pens. There are also 8 more blue pens than red pens. How many pens are there in all?",
        40,
    ),
    (
        "Tim has 30 fewer apples than Martha. If Martha has 20 apples, how many apples do they have in total?",
        None,
    ),
    (
        "Tim has 30 fewer apples than Martha. If Martha has 20 apples, how many apples does Tim have?",
        None,
    ),
    (
        "Tim has 30 more apples than Martha. If Tim has 20 apples, how many apples do they have in total?",
        None,
    ),
    (
        "Paddington has 40 fewer goats than Washington. If Washington has 14 goats, how many goats do they have in total?",
        None,
    ),
    (
        "There are 8 red pens in the box. There are 10 fewer black pens than red pens. How many black pens are there?",
        None,
    ),
    (
        "There are 8 red pens in the box. There are 10 more red pens than black pens. How many pens are there in all?",
        None,
    ),
    (
        "Sam has 5 apples. Tom has 8 fewer apples than Sam. How many apples does Tom have?",
        None,
    ),
    (
        "Sam has 5 apples. Tom has 8 fewer apples than Sam. How many apples do they have altogether?",
        None,
    ),
    (
        "Sam has 5 apples. Tom has 8 apples fewer than Sam. How many apples do they have altogether?",
        None,
    ),
    (
        "Billy has $25 less than twice the money Sam has. If Sam has $10, how much money do they have together?",
        None,
    ),
    (
        "Billy has $25 less than twice the money Sam has. If Sam has $10, how much money does Billy have?",
        None,
    ),
    (
        "John has five fewer roommates than twice as many as Bob. If Bob has 2 roommates, how many roommates does John have?",
        None,
    ),
    (
        "Randy has 6 mango trees on his farm. He also has 5 less than half as many coconut trees as mango trees. How many trees does Randy have in all on his farm?",
        None,
    ),
    (
        "A school has 30 boys. It has 40 fewer girls than boys. How many students does the school have?",
        None,
    ),
    (
        "Simon has 20% more legos than Bruce, who has 20 fewer than Kent.  If Kent has 10 legos, how many does Simon have?",
        None,
    ),
    (
        "Sam had 5 marbles. He lost 8 marbles. How many marbles does he have now?",
        None,
    ),
    (
        "Sam has 5 marbles. Tom has 3 marbles. How many more marbles does Tom have than Sam?",
        None,
    ),
    (
        "There were 5 birds on a tree. 8 flew away. How many birds are left on the tree?",
        None,
    ),
    (
        "There were 5 birds on a tree. 8 birds flew away and 10 more birds came. How many birds are on the tree now?",
        None,
    ),
    (
        "Victor and his friend were buying trick decks from the magic shop for 8 dollars each. How much did they spend if Victor bought 6 decks and his friend bought 2 decks?",
        64,
    ),
    (
        "Victor and his friend were buying trick decks from the magic shop for 8 dollars each. How much did Victor spend if Victor bought 6 decks and his friend bought 2 decks?",
        48,
    ),
    (
        "Victor and his friend were buying trick decks from the magic shop for 8 dollars each. How much did his friend spend if Victor bought 6 decks and his friend bought 2 decks?",
        16,
    ),
    (
        "Victor and his friend were buying trick decks from the magic shop for 8 dollars each. How much did they spend if Sean bought 6 decks and his friend bought 2 decks?",
        None,
    ),
    (
        "Victor and his friend were buying trick decks from the magic shop for 8 dollars each. How much did they spend if Victor bought 6 decks?",
        None,
    ),
    (
        "Victor and his friend were buying trick decks from the magic shop for 8 dollars each. How much did they spend if Victor bought 6 decks and his friend bought 2 cards?",
        None,
    ),
    (
        "Victor and his friend were buying trick decks from the magic shop for 8 dollars each. How much more did Victor spend than his friend if Victor bought 6 decks and his friend bought 2 decks?",
        32,
    ),
    (
        "Victor and his friend were buying trick decks from the magic shop for 8 dollars each. How much did they spend if Victor sold 6 decks and his friend bought 2 decks?",
        None,
    ),
    (
        "Victor and his friend were buying trick decks from the magic shop for 8 dollars each. How many decks did they buy if Victor bought 6 decks and his friend bought 2 decks?",
        8,
    ),
    (
        "Victor and his friend were buying trick decks from the magic shop for 8 dollars in all. How much did they spend if Victor bought 6 decks and his friend bought 2 decks?",
        None,
    ),
    (
        "Victor and his friend were buying trick decks from the magic shop for 8.25 dollars each. How much did they spend if Victor bought 6 decks and his friend bought 2 decks?",
        66,
    ),
    (
        "Victor and his friend were buying trick decks from the magic shop for 8 dollars each. How much did they spend if Victor bought 6 decks and his friend bought 2 decks and Tom bought 3 decks?",
        64,
    ),
    (
        "Victor and his friend were buying trick decks from the magic shop for 8 dollars each. Victor bought 6 decks and his friend bought 2 decks. How much did they spend?",
        64,
    ),
    (
        "Isabel had 2 pages of math homework and 4 pages of reading homework. If each page had 5 problems on it, how many problems did she have to complete total?",
        30,
    ),
    (
        "Isabel had 2 pages of math homework and 4 pages of reading homework. If each page had 5 problems on it, how many math problems did she have to complete?",
        10,
    ),
    (
        "Isabel had 2 pages of math homework and 4 pages of reading homework. If each page had 5 problems on it, how many science problems did she have to complete?",
        None,
    ),
    (
        "Isabel had 2 pages of math homework and 4 pages of reading homework. If each page of math homework had 5 problems on it, how many problems did she have to complete total?",
        None,
    ),
    (
        "Isabel had 2 pages of math homework and 4 pages of reading homework. How many pages of homework did she have?",
        6,
    ),
    (
        "Isabel had 2 pages of math homework and 4 pages of reading homework. If each page had 5 problems on it, how many problems did her brother have to complete total?",
        None,
    ),
    (
        "Isabel had 2 pages of math homework and 4 pages of reading homework. If each page had 5 problems on it, how many more reading problems than math problems did she have?",
        10,
    ),
    (
        "Isabel had 2 pages of math homework and 4 pages of reading homework. If she finished 1 page and each page had 5 problems on it, how many problems did she have to complete total?",
        30,
    ),
    (
        "Isabel had 2 pages of math homework and 4 pages of reading homework. If she finished 1 page and each page had 5 problems on it, how many problems did she have left?",
        25,
    ),
    (
        "Isabel had 2 pages of math homework and 4 pages of reading homework. If each page had 5 problems on it, how many pages did she have to complete total?",
        6,
    ),
    (
        "Isabel had 200 pages of math homework and 400 pages of reading homework. If each page had 5 problems on it, how many problems did she have to complete total?",
        3000,
    ),
    (
        "Rachel was organizing her book case making sure each of the shelves had exactly 9 books on it. If she had 6 shelves of mystery books and 2 shelves of picture books, how many books did she have total?",
        72,
    ),
    (
        "Rachel was organizing her book case making sure each of the shelves had exactly 9 books on it. If she had 6 shelves of mystery books and 2 shelves of picture books, how many mystery books did she have?",
        54,
    ),
    (
        "Rachel was organizing her book case making sure each of the shelves had exactly 9 books on it. If she had 6 shelves of mystery books and 2 shelves of picture books, how many comic books did she have?",
        None,
    ),
    (
        "Rachel was organizing her book case making sure each of the shelves had exactly 9 books on it. If she had 6 shelves of mystery books and 2 shelves of picture books, how many shelves did she have total?",
        8,
    ),
    (
        "Rachel was organizing her book case making sure each of the shelves had exactly 9 books on it. If she had 6 shelves of mystery books and 2 shelves of picture books, how many books did her sister have total?",
        None,
    ),
    (
        "Rachel was organizing her book case making sure each of the shelves had exactly 9 books on it. If she had 72 books, how many shelves did she fill?",
        8,
    ),
    (
        "Rachel was organizing her book case making sure each of the shelves had at most 9 books on it. If she had 6 shelves of mystery books and 2 shelves of picture books, how many books did she have total?",
        None,
    ),
    (
        "While shopping for music online, Megan bought 2 country albums and 8 pop albums. Each album came with a lyric sheet and had 7 songs. How many songs did Megan buy total?",
        70,
    ),
    (
        "While shopping for music online, Megan bought 2 country albums and 8 pop albums. Each album came with a lyric sheet and had 7 songs. How many country songs did Megan buy?",
        14,
    ),
    (
        "While shopping for music online, Megan bought 2 country albums and 8 pop albums. Each album came with a lyric sheet and had 7 songs. How many lyric sheets did Megan get?",
        10,
    ),
    (
        "While shopping for music online, Megan bought 2 country albums and 8 pop albums. Each pop album came with a lyric sheet and had 7 songs. How many songs did Megan buy total?",
        None,
    ),
    (
        "While shopping for music online, Megan bought 2 country albums and 8 pop albums. Each album came with a lyric sheet and had 7 songs. How many songs did Megan sell total?",
        None,
    ),
    (
        "While shopping for music online, Megan bought 2 country albums and 8 pop albums. Each album came with a lyric sheet and had 7 songs. How many videos did Megan buy total?",
        None,
    ),
    (
        "While shopping for music online, Megan bought 2 country albums and 8 pop albums. Each album came with a lyric sheet and had 7 songs. How many more pop songs than country songs did Megan buy?",
        42,
    ),
    (
        "Robin uploaded 35 pictures from her phone and 5 from her camera to facebook. If she sorted the pics into 5 different albums with the same amount of pics in each album, how many pictures were in each of the albums?",
        8,
    ),
    (
        "Robin uploaded 35 pictures from her phone and 6 from her camera to facebook. If she sorted the pics into 5 different albums with the same amount of pics in each album, how many pictures were in each of the albums?",
        None,
    ),
    (
        "Robin uploaded 35 pictures from her phone and 5 from her camera to facebook. How many pictures did she upload?",
        40,
    ),
    (
        "Robin uploaded 35 pictures from her phone and 5 from her camera to facebook. If she sorted the pics into albums with 5 pics in each album, how many pictures were in each of the albums?",
        None,
    ),
    (
        "Robin uploaded 35 pictures from her phone and 5 from her camera to facebook. If she sorted the pics into albums with 5 pics in each album, how many albums did she make?",
        8,
    ),
    (
        "Robin uploaded 35 pictures from her phone and 5 from her camera to facebook. If she sorted the pics into 5 different albums, how many pictures were in each of the albums?",
        None,
    ),
    (
        "Robin uploaded 35 pictures from her phone and 5 videos from her camera to facebook. If she sorted the pics into 5 different albums with the same amount of pics in each album, how many pictures were in each of the albums?",
        7,
    ),
    (
        "Robin uploaded 35 pictures from her phone and 5 from her camera to facebook. She deleted 3 of them. If she sorted the pics into 5 different albums with the same amount of pics in each album, how many pictures were in each of the albums?",
        None,
    ),
    (
        "Robin uploaded 35 pictures from her phone and 5 from her camera to facebook. She deleted 5 of them. If she sorted the pics into 5 different albums with the same amount of pics in each album, how many pictures were in each of the albums?",
        7,
    ),
    (
        "Robin uploaded 35 pictures from her phone and 5 from her camera to facebook. If she sorted the pics into 5 different albums with the same amount of pics in each album, how many pictures were in each of Sam's albums?",
        None,
    ),
    (
        "Wendy uploaded 79 pictures to Facebook. She put 44 pics into one album and put the rest into 5 different albums. How many pictures were in each album?",
        7,
    ),
    (
        "Wendy uploaded 79 pictures to Facebook. She put 44 pics into one album and put the rest into 6 different albums. How many pictures were in each album?",
        None,
    ),
    (
        "Wendy uploaded 79 pictures to Facebook. She put 44 pics into one album and put the rest into 5 different albums. How many pictures were in the 5 albums?",
        35,
    ),
    (
        "Wendy uploaded 79 pictures to Facebook. She put 44 pics into one album and put the rest into 5 different albums. How many albums were there?",
        6,
    ),
    (
        "Wendy uploaded 79 pictures to Facebook. She put 44 pics into one album and put the rest into 5 different albums. How many pictures were in the first album?",
        44,
    ),
    (
        "Wendy uploaded 79 pictures to Facebook. She put 44 pics into one album and put the rest into 5 different albums. How many pictures were in each of the small albums?",
        7,
    ),
    (
        "Wendy uploaded 79 pictures to Facebook. She put 44 pics into one album and put 5 into each of the other albums. How many pictures were in each album?",
        None,
    ),
    (
        "Wendy uploaded 79 pictures to Facebook. She put 44 pics into one album and put 5 into each of the other albums. How many other albums were there?",
        7,
    ),
    (
        "Wendy uploaded 79 pictures to Facebook. She put 44 pics into one album and put the rest into 5 different albums. How many pictures did she delete?",
        None,
    ),
    (
        "Wendy uploaded 79 pictures to Facebook. She put 94 pics into one album and put the rest into 5 different albums. How many pictures were in each album?",
        None,
    ),
    (
        "Luke had 47 pieces of clothing to wash. He put 17 of them in one load, but decided to split the rest into 5 equal loads. How many pieces of clothing could go in each of the small loads?",
        6,
    ),
    (
        "Luke had 47 pieces of clothing to wash. He put 17 of them in one load, but decided to split the rest into 5 equal loads. How many pieces of clothing could go in the big load?",
        17,
    ),
    (
        "Luke had 47 pieces of clothing to wash. He put 17 of them in one load, but decided to split the rest into 5 equal loads. How many loads did he wash?",
        6,
    ),
    (
        "Luke had 47 pieces of clothing to wash. He put 17 of them in one load, but decided to split the rest into 4 equal loads. How many pieces of clothing could go in each of the small loads?",
        None,
    ),
    (
        "Luke had 47 pieces of clothing to wash. He put 17 of them in one load, but decided to split the rest into 5 equal loads. How many pieces of clothing did his mom wash?",
        None,
    ),
    (
        "Luke had 47 pieces of clothing to wash. He put 17 of them in each load. How many loads did he wash?",
        None,
    ),
    (
        "Luke had 47 pieces of clothing to wash. He put 17 of them in one load, but decided to split the rest into loads of 5. How many pieces of clothing could go in each of the small loads?",
        None,
    ),
    (
        "Luke had 47 pieces of clothing to wash. He put 17 of them in one load, but decided to split the rest into loads of 5. How many small loads were there?",
        6,
    ),
    (
        "Sam has 10 pages of homework. He finished 3 pages. How many pages does he have left?",
        7,
    ),
    (
        "Robin uploaded 35 pictures from her phone and 5 from her camera to facebook. How many pictures does she have on facebook?",
        40,
    ),
    (
        "Sam has 10 pages of homework. He finished 3 pages. How many pages of homework does he have left?",
        7,
    ),
    (
        "Sam had 10 pages of homework. He finished 3 pages. How many pages did he have left?",
        7,
    ),
    (
        "Sam had 10 pages of homework. He finished 3 pages. If each page had 5 problems on it, how many problems did he have left?",
        35,
    ),
    (
        "Sam had 10 pages of homework. If he finished 3 pages and each page had 5 problems on it, how many problems did he have left?",
        35,
    ),
    (
        "Sam had 10 pages of homework. If he read 3 pages and each page had 5 problems on it, how many problems did he have left?",
        None,
    ),
    (
        "Sam had 10 books. He read 3 books. How many books does he have left to read?",
        7,
    ),
    (
        "Sam had 10 books. He read 3 books. How many books does he have left?",
        None,
    ),
    (
        "Robin bought 5 apples from the store and 3 from the market. How many apples did she buy?",
        8,
    ),
    (
        "Robin bought 5 apples at the store and 3 at the market. How many apples did she buy?",
        8,
    ),
    (
        "Robin picked 5 apples from the tree and 3 from the bush. How many apples did she pick?",
        8,
    ),
    (
        "Robin got 5 apples from Tom and 3 from Sue. How many apples did she get?",
        8,
    ),
    (
        "Robin uploaded 5 pictures from her phone and 3 from her camera. How many pictures did she upload?",
        8,
    ),
    (
        "Jason has 18 books and he has read 9 of them . Mary has 42 books . How many books do they have together ?",
        60,
    ),
    (
        "Sam had 10 books. He read 3 books. How many books does he still have?",
        None,
    ),
    (
        "Robin deleted 35 pictures from her phone and 5 from her camera. How many pictures did she delete?",
        40,
    ),
    (
        "Robin had 50 pictures. She deleted 35 pictures from her phone and 5 from her camera. How many pictures does she have?",
        10,
    ),
    (
        "Robin gave 5 apples to Tom and 3 from Sue. How many apples did she give?",
        None,
    ),
    (
        "Robin has 10 apples. She got 5 apples from Tom and 3 from Sue. She gave 5 to Sam. How many apples does she have?",
        13,
    ),
    (
        "Robin removed 6 apples from the box and 5 from the bag. How many apples did she remove?",
        11,
    ),
    (
        "Melanie goes fishing with Tom. Melanie catches 8 trout. Tom catches 2 times as many trout as Melanie. How many trout did Tom catch ?",
        16,
    ),
    (
        "Melanie goes fishing with Tom. Melanie catches 8 trout. Tom catches 2 times as many trout as Melanie. How many trout did they catch ?",
        24,
    ),
    (
        "Melanie goes fishing with Tom. Tom catches 8 trout. Tom catches 2 times as many trout as Melanie. How many trout did Melanie catch ?",
        4,
    ),
    (
        "Melanie goes fishing with Tom. Melanie catches 8 trout. Tom catches 2 times as many bass as Melanie. How many trout did Tom catch ?",
        None,
    ),
    (
        "Melanie goes fishing with Tom. Melanie catches 8 trout. Tom catches 2 times as many trout as Melanie. How many trout did Sam catch ?",
        None,
    ),
    (
        "Melanie goes fishing with Tom. Melanie catches 8 trout. Tom catches 2 times as many trout as Melanie. How many more trout did Tom catch than Melanie?",
        8,
    ),
    (
        "Melanie goes fishing with Tom. Melanie catches 8 trout. Tom catches 2 more trout than Melanie. How many trout did Tom catch ?",
        10,
    ),
    (
        "Melanie goes fishing with Tom. Melanie catches 8 trout. Tom catches half as many trout as Melanie. How many trout did Tom catch ?",
        4,
    ),
    (
        "Melanie goes fishing with Tom. Melanie catches 9 trout. Tom catches half as many trout as Melanie. How many trout did Tom catch ?",
        None,
    ),
    (
        "Melanie goes fishing with Tom. Melanie catches 8 trout. Tom catches 2 times as many trout as Melanie. Tom throws back 3 trout. How many trout did Tom catch ?",
        16,
    ),
    (
        "Melanie goes fishing with Tom. Melanie catches 8 trout. Tom catches 2 times as many trout as Melanie. Tom throws back 3 trout. How many trout does Tom have now?",
        13,
    ),
    (
        "We ordered 21 pizzas. Each pizza has 8 slices. How many slices of pizza are there altogether?",
        168,
    ),
    (
        "We ordered 21 pizzas. Each pizza has 8 slices. We ate 30 slices. How many slices of pizza are there altogether?",
        138,
    ),
    (
        "We ordered 21 pizzas. Each pizza has 8 slices. We ate 30 slices. How many slices of pizza are left?",
        138,
    ),
    (
        "We ordered 21 pizzas. Each pizza has 8 slices. How many pizzas are there altogether?",
        21,
    ),
    (
        "We ordered 21 pizzas. Each cake has 8 slices. How many slices of pizza are there altogether?",
        None,
    ),
    (
        "We ordered 21 pizzas and 3 cakes. Each pizza has 8 slices. How many slices are there altogether?",
        None,
    ),
    (
        "We ordered 21 pizzas and 3 cakes. Each pizza has 8 slices. How many slices of pizza are there altogether?",
        168,
    ),
    (
        "We ordered 168 slices of pizza. Each pizza has 8 slices. How many pizzas did we order?",
        21,
    ),
    (
        "They ordered 21 pizzas. Each pizza has 8 slices. How many slices of pizza are there altogether?",
        168,
    ),
    (
        "I have 648 pencils. If I put 4 pencils in each pencil box, how many pencil boxes will I fill?",
        162,
    ),
    (
        "I have 648 pencils. If I put 5 pencils in each pencil box, how many pencil boxes will I fill?",
        None,
    ),
    (
        "I have 648 pencils. If I put 4 pencils in each pencil box, how many pencils will I have?",
        None,
    ),
    (
        "I have 648 pencils. If I put 4 pens in each pencil box, how many pencil boxes will I fill?",
        None,
    ),
    (
        "I have 648 pencils. If I put 4 pencils in each pencil box, how many pencil boxes will you fill?",
        None,
    ),
    (
        "I have 648 pencils. If I fill 4 pencil boxes, how many pencils go in each pencil box?",
        162,
    ),
    (
        "I have 648 pencils. I give away 4 pencils. If I put 4 pencils in each pencil box, how many pencil boxes will I fill?",
        161,
    ),
    (
        "I have 648 pencils. I give away 3 pencils. If I put 4 pencils in each pencil box, how many pencil boxes will I fill?",
        None,
    ),
    (
        "Robin has 27 packages of gum. There are 18 pieces in each package. How many pieces of gum does Robin have?",
        486,
    ),
    (
        "Robin has 27 packages of gum. There are 18 pieces in each package. How many pieces of gum does Sam have?",
        None,
    ),
    (
        "Robin has 27 packages of gum. There are 18 pieces in each box. How many pieces of gum does Robin have?",
        None,
    ),
    (
        "Robin has 27 packages of gum and 3 boxes of gum. There are 18 pieces in each package. How many pieces of gum does Robin have?",
        None,
    ),
    (
        "Robin has 27 packages of gum. There are 18 pieces in each package. She chewed 5 pieces. How many pieces of gum does Robin have?",
        481,
    ),
    (
        "Robin has 27 packages of gum. She gave away 2 packages. How many packages of gum does Robin have?",
        25,
    ),
    (
        "Robin has 27 packages of gum. She gave away 2 packages. There are 18 pieces in each package. How many pieces of gum does Robin have?",
        450,
    ),
    (
        "Robin has 486 pieces of gum. There are 18 pieces in each package. How many packages of gum does Robin have?",
        27,
    ),
    (
        "Carla has some marbles. She bought 134 marbles. Now she has 187 marbles. How many did she start with?",
        53,
    ),
    (
        "Carla has some marbles. She bought 134 marbles. Now she has 100 marbles. How many did she start with?",
        None,
    ),
    (
        "Carla has some marbles. She lost 134 marbles. Now she has 187 marbles. How many did she start with?",
        321,
    ),
    (
        "Carla has some marbles. She bought 134 marbles. Now she has 187 marbles. How many did Sam start with?",
        None,
    ),
    (
        "Carla has some marbles. She bought 134 marbles. Now she has 187 beads. How many did she start with?",
        None,
    ),
    (
        "Carla has some marbles. She bought 134 marbles. How many did she start with?",
        None,
    ),
    (
        "Carla has some marbles. She gave 134 marbles to Tom. Now she has 187 marbles. How many did she start with?",
        321,
    ),
    (
        "Carla has some marbles. Tom gave her 134 marbles. Now she has 187 marbles. How many did she start with?",
        53,
    ),
    (
        "Carla has some marbles. She bought 134 marbles and lost 20. Now she has 187 marbles. How many did she start with?",
        73,
    ),
    (
        "Carla has some marbles. She bought 134 marbles. Tom has 187 marbles. How many did she start with?",
        None,
    ),
    (
        "Stanley sold 4 cups of lemonade an hour. His brother, Carl, sold 7 cups of lemonade an hour. How many more cups did Carl sell than Stanley in 3 hours?",
        9,
    ),
    (
        "Stanley sold 4 cups of lemonade an hour. His brother, Carl, sold 7 cups of lemonade an hour. How many more cups did Stanley sell than Carl in 3 hours?",
        None,
    ),
    (
        "Stanley sold 4 cups of lemonade an hour. His brother, Carl, sold 7 cups of lemonade an hour. How many cups did they sell in 3 hours?",
        33,
    ),
    (
        "Stanley sold 4 cups of lemonade an hour. His brother, Carl, sold 7 cups of lemonade an hour. How many cups did Stanley sell in 3 hours?",
        12,
    ),
    (
        "Stanley sold 4 cups of lemonade an hour. His brother, Carl, sold 7 cups of lemonade an hour. How many more cups did Carl sell than Stanley?",
        None,
    ),
    (
        "Stanley sold 4 cups of lemonade an hour. His brother, Carl, sold 7 cups of lemonade an hour. How many more cups did Carl sell than Stanley in 1 hour?",
        3,
    ),
    (
        "Stanley sold 4 cups of lemonade an hour. His brother, Carl, sold 7 cups of lemonade a day. How many more cups did Carl sell than Stanley in 3 hours?",
        None,
    ),
    (
        "Stanley sold 4 cups of lemonade an hour. His brother, Carl, sold 7 cookies an hour. How many more cups did Carl sell than Stanley in 3 hours?",
        None,
    ),
    (
        "Stanley sold 4 cups of lemonade an hour. His brother, Carl, sold 7 cups of lemonade an hour. How many more cups did Carl sell than Stanley in 2 hours?",
        6,
    ),
    (
        "Stanley sold 4 cups of lemonade an hour. His brother, Carl, sold 3 more cups of lemonade an hour than Stanley. How many more cups did Carl sell than Stanley in 3 hours?",
        9,
    ),
    (
        "Stanley sold 4 cups of lemonade an hour. His brother, Carl, sold 7 cups of lemonade an hour. How many more cups did Carl sell than Stanley in 30 minutes?",
        Fraction(3, 2),
    ),
    (
        "Stanley sold 4 cups of lemonade an hour. His brother, Carl, sold 7 cups of lemonade an hour. How many more cups did Carl sell than Stanley in 90 minutes?",
        Fraction(9, 2),
    ),
    (
        "John drinks 1.5 gallons of water a day.  How many quarts does he drink a week?",
        42,
    ),
    (
        "John drinks 1.5 gallons of water a day.  How many quarts does he drink a day?",
        6,
    ),
    (
        "John drinks 1.5 gallons of water a day.  How many gallons does he drink a week?",
        Fraction(21, 2),
    ),
    (
        "John drinks 1.5 gallons of water a day.  How many quarts does he drink a month?",
        None,
    ),
    (
        "John drinks 1.5 gallons of water a day.  How many quarts does Mary drink a week?",
        None,
    ),
    (
        "John drinks 1.5 gallons of juice a day.  How many quarts of water does he drink a week?",
        None,
    ),
    (
        "John drinks 1.5 gallons of water a day.  How many pints does he drink a week?",
        84,
    ),
    (
        "John drinks 1.5 gallons of water a day.  How many cups does he drink a week?",
        168,
    ),
    (
        "John drinks 1.5 gallons of water a week.  How many quarts does he drink a day?",
        None,
    ),
    (
        "John drinks 1.5 gallons of water a week.  How many quarts does he drink in 4 weeks?",
        24,
    ),
    (
        "John drinks 1.5 gallons of water a day.  How many liters does he drink a week?",
        None,
    ),
    (
        "John drinks 1.5 gallons of water a day and 2 quarts of milk a day.  How many quarts does he drink a week?",
        98,
    ),
    (
        "John drinks 1.5 gallons of water a day and 2 quarts of milk a day.  How many quarts of water does he drink a week?",
        42,
    ),
    (
        "Kylie has 34 stamps in her collection. Her friend, Nelly, has 44 more stamps than Kylie. How many stamps do Kylie and Nelly have together?",
        112,
    ),
    (
        "Kylie has 34 stamps in her collection. Her friend, Nelly, has 44 more stamps than Kylie. How many stamps does Nelly have?",
        78,
    ),
    (
        "Kylie has 34 stamps in her collection. Her friend, Nelly, has 44 fewer stamps than Kylie. How many stamps do Kylie and Nelly have together?",
        None,
    ),
    (
        "Kylie has 34 stamps in her collection. Her friend, Nelly, has 10 fewer stamps than Kylie. How many stamps do Kylie and Nelly have together?",
        58,
    ),
    (
        "Kylie has 34 stamps in her collection. Her friend, Nelly, has 44 more stamps than Kylie. How many stamps do Kylie and Sam have together?",
        None,
    ),
    (
        "Kylie has 34 stamps in her collection. Her friend, Nelly, has 44 more coins than Kylie. How many stamps do Kylie and Nelly have together?",
        None,
    ),
    (
        "Kylie has 34 stamps in her collection. Her friend, Nelly, has 44 more stamps than Kylie. Her brother, Sam, has 20 fewer stamps than Nelly. How many stamps does Sam have?",
        58,
    ),
    (
        "Kylie has 34 stamps in her collection. Her friend, Nelly, has 44 more stamps than Kylie. How many stamps do Kylie, Nelly and Sam have together?",
        None,
    ),
    (
        "Kylie has 34 stamps in her collection. Her friend, Nelly, has 44 more stamps than Sam. How many stamps do Kylie and Nelly have together?",
        None,
    ),
    (
        "Kylie has 34 stamps in her collection. Her friend, Nelly, has twice as many stamps as Kylie. How many stamps do Kylie and Nelly have together?",
        102,
    ),
    (
        "Her friend, Nelly, has 44 more stamps than Kylie. Kylie has 34 stamps in her collection. How many stamps do Kylie and Nelly have together?",
        112,
    ),
    (
        "Simon has 20% more legos than Bruce, who has 20 more than Kent.  If Kent has 40 legos, how many does Simon have?",
        72,
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
        "Simon has 20% more legos than Bruce, who has 20 more than Kent.  If Kent has 40 legos, how many do they have altogether?",
        172,
    ),
    (
        "Simon has 20% more legos than Bruce, who has 20 more than Kent.  If Kent has 41 legos, how many does Simon have?",
        None,
    ),
    (
        "Simon has 20% more legos than Bruce, who has 20 more than Kent.  If Simon has 72 legos, how many does Kent have?",
        40,
    ),
    (
        "Simon has 20% more legos than Bruce, who has 20 more than Kent.  If Kent has 40 legos, how many does Sam have?",
        None,
    ),
    (
        "Simon has 10% more legos than Bruce, who has 20 more than Kent.  If Kent has 40 legos, how many does Simon have?",
        66,
    ),
    (
        "Simon has 20% more legos than Bruce, who has 20 more than Kent.  If Kent has 40 blocks, how many does Simon have?",
        None,
    ),
    (
        "Simon has 20% less legos than Bruce, who has 5 more than Kent.  If Kent has 40 legos, how many does Simon have?",
        36,
    ),
    (
        "It takes 7 minutes to bake one pan of cookies. How many minutes will it take to bake 5 pans of cookies?",
        35,
    ),
    (
        "It takes 7 minutes to bake one pan of cookies. How many minutes will it take to bake 5 pans of muffins?",
        None,
    ),
    (
        "It takes 7 minutes to bake one pan of cookies. How many hours will it take to bake 5 pans of cookies?",
        None,
    ),
    (
        "It takes 7 minutes to bake one pan of cookies. How many hours will it take to bake 60 pans of cookies?",
        7,
    ),
    (
        "It takes 7 minutes to bake two pans of cookies. How many minutes will it take to bake 5 pans of cookies?",
        Fraction(35, 2),
    ),
    (
        "It takes 7 minutes to bake one pan of cookies. How many pans can be baked in 30 minutes?",
        None,
    ),
    (
        "It takes 7 minutes to bake one pan of cookies. How many pans can be baked in 35 minutes?",
        5,
    ),
    (
        "It takes 5 minutes to cook each potato. How many minutes will it take to cook 5 potatoes?",
        25,
    ),
    (
        "It takes 5 minutes to cook each potato. He already cooked 2 potatoes. How many minutes will it take to cook 5 potatoes?",
        None,
    ),
    (
        "It takes 5 minutes to cook each potato. He has 5 potatoes and already cooked 2 of them. How many minutes will it take to cook the rest?",
        15,
    ),
    (
        "It takes 5 minutes to cook each potato. How many minutes will it take to cook 5 carrots?",
        None,
    ),
    (
        "Each potato takes 5 minutes to cook. How many minutes will it take to cook 5 potatoes?",
        25,
    ),
    (
        "Each potato takes 5 minutes to cook. How many minutes will it take to peel 5 potatoes?",
        None,
    ),
    (
        "Each potato takes 5 minutes to cook. How many minutes will it take to cook 5 potatoes if he cooks 2 at a time?",
        15,
    ),
    (
        "A chef needs to cook 15 potatoes. He has already cooked 8. If each potato takes 9 minutes to cook, how long will it take him to cook the rest?",
        63,
    ),
    (
        "A chef needs to cook 15 potatoes. He has already cooked 18. If each potato takes 9 minutes to cook, how long will it take him to cook the rest?",
        None,
    ),
    (
        "A chef needs to cook 15 potatoes. If each potato takes 9 minutes to cook, how long will it take him to cook them all?",
        135,
    ),
    (
        "A chef needs to cook 15 potatoes. He has already cooked 8. If each potato takes 9 minutes to cook, how long did it take him to cook those?",
        72,
    ),
    (
        "Sam bought 3 shirts that cost $20 each. How much did he spend?",
        60,
    ),
    (
        "Sam bought 3 shirts that cost $20 in total. How much did each shirt cost?",
        Fraction(20, 3),
    ),
    (
        "Sam bought 3 shirts that cost $20 each and a lamp that costs $12. How much did he spend?",
        72,
    ),
    (
        "Sam bought 3 shirts that cost $20 each and a lamp. How much did he spend?",
        None,
    ),
    (
        "Sam bought 5 books, each of which cost $2. How much did he spend?",
        10,
    ),
    (
        "Sam bought 5 books, each of which cost $2. How much did Tom spend?",
        None,
    ),
    (
        "Sam bought 5 books, each of which cost $2. He paid with a $20 bill. How much did he spend?",
        10,
    ),
    (
        "Sam bought 5 books, each of which cost $2. He paid with a $20 bill. How much change did he get?",
        10,
    ),
    (
        "Sam bought 5 books, each of which cost $2. He paid with a $5 bill. How much change did he get?",
        None,
    ),
    (
        "Sam sold 3 shirts that cost $20 each. How much did he spend?",
        None,
    ),
    (
        "Sam bought 3 shirts that cost $20 each. He returned 1 shirt. How much did he spend?",
        40,
    ),
    (
        "Sam bought 3 shirts that cost $20 each. How many shirts did Tom buy?",
        None,
    ),
    (
        "Sam bought 3 shirts that cost $20 each and 2 hats that cost $2 each. How much did he spend?",
        64,
    ),
    (
        "Sam bought 3 shirts that cost $20 each and 2 hats that cost $2 each. How much did he spend on hats?",
        4,
    ),
    (
        "Sam bought 3 shirts that cost $20 each and 2 hats. How much did he spend on hats?",
        None,
    ),
    (
        "Ann wants a lamp that costs $12, a chair that costs $30, and a rug that costs $8. She has $42. How much more money does she need?",
        8,
    ),
    (
        "Ann wants a lamp that costs $12, a chair that costs $30, and a rug that costs $8. She has $52. How much more money does she need?",
        None,
    ),
    (
        "Ann wants a lamp that costs $12, a chair that costs $30, and a rug. She has $42. How much more money does she need?",
        None,
    ),
    (
        "Ann wants a lamp that costs $12, a chair that costs $30, and a rug that costs $8. How much money does she need?",
        50,
    ),
    (
        "Ann wants a lamp that costs $12, a chair that costs $30, and a rug that costs $8. She has $42. How much more money does Tom need?",
        None,
    ),
    (
        "Ann wants to buy a bike for $120. She has $102. How much more money does she need?",
        18,
    ),
    (
        "Ann wants to buy a bike for $120. She has $102. How much more money does her brother need?",
        None,
    ),
    (
        "Ann wants to buy a bike for $120. She has 102 stickers. How much more money does she need?",
        None,
    ),
    (
        "Ann wants to buy a bike for $120.50. She has $102.25. How much more money does she need?",
        Fraction(73, 4),
    ),
    (
        "Ann needs to buy 3 pens that cost $2 each. She has $2. How much more money does she need?",
        4,
    ),
    (
        "Ann needs to buy 3 pens that cost $2 each. She has $2. How much more money does she need to buy 5 pens?",
        8,
    ),
    (
        "Ann needs to buy 3 pens that cost $2 each. She has $6. How much more money does she need?",
        0,
    ),
    (
        "Ann wants to buy a bike for $120. She has $102. Her mom gives her $10. How much more money does she need?",
        8,
    ),
    (
        "Ann wants to buy a bike for $120. She has $102. She spends $10 on lunch. How much more money does she need?",
        28,
    ),
    (
        "Sam bought 3 shirts for $20. How much did he spend?",
        20,
    ),
    (
        "Sam bought 3 shirts for $20 each. How much did he spend?",
        60,
    ),
    (
        "Sam bought 3 shirts for $20. How much did each shirt cost?",
        None,
    ),
    (
        "Sam bought 3 shirts at $20. How much did he spend?",
        None,
    ),
    (
        "Sam had 5 apples yesterday. Today he has 13 apples. How many apples did he get today?",
        8,
    ),
    (
        "Sam had 5 apples on May 3. He bought 8 more apples. How many apples does he have?",
        13,
    ),
    (
        "In 2010, Sam had 5 apples. He bought 8 more apples. How many apples does he have?",
        13,
    ),
    (
        "Sam is 10 years old. He had 5 apples. He bought 8 more apples. How many apples does he have?",
        13,
    ),
    (
        "Sam had 5 apples. He bought 8 more apples. How old is Sam?",
        None,
    ),
    (
        "Tom's sister has 5 apples. Tom has 3 apples. How many apples does Tom's sister have?",
        5,
    ),
    (
        "Tom's sister has 5 apples. Tom has 3 apples. How many apples does Tom have?",
        3,
    ),
    (
        "Tom's sister has 5 apples. Tom has 3 apples. How many apples do they have?",
        8,
    ),
    (
        "Sam has 5 apples. Tom has 3 apples. How many apples does Sam's sister have?",
        None,
    ),
    (
        "Sam has 5 apples. He gave 2 apples to Tom. Tom now has 7 apples. How many apples did Tom have before?",
        5,
    ),
    (
        "Sam has 5 apples. He gave 2 apples to Tom. How many apples does Sam have?",
        3,
    ),
    (
        "Sam has 5 apples. He gave 2 apples to Tom. How many apples does Tom have?",
        None,
    ),
    (
        "Sam has 5 apples. He received 2 apples from Tom. How many apples does Sam have?",
        7,
    ),
    (
        "Sam has 5 apples. He received 2 apples from Tom. How many apples does Tom have?",
        None,
    ),
    (
        "Sam has 5 apples. Tom gave him 2 apples. How many apples does Sam have?",
        7,
    ),
    (
        "Sam has 5 apples. He gave Tom 2 apples. How many apples does Sam have?",
        3,
    ),
    (
        "Sam has 5 apples. Tom received 2 apples from Sam. How many apples does Sam have?",
        3,
    ),
    (
        "Sam has 5 apples. Tom took 2 apples from Sam. How many apples does Sam have?",
        3,
    ),
    (
        "Sam has 5 apples. Tom took 2 apples from Mary. How many apples does Sam have?",
        5,
    ),
    (
        "Sam has 5 apples. Tom has twice as many apples as Sam. How many apples does Tom have?",
        10,
    ),
    (
        "Sam has 5 apples. Tom has half as many apples as Sam. How many apples does Tom have?",
        None,
    ),
    (
        "Sam has 10 apples. Tom has half as many apples as Sam. How many apples does Tom have?",
        5,
    ),
    (
        "Sam has 10 apples. Sam has half as many apples as Tom. How many apples does Tom have?",
        20,
    ),
    (
        "While shopping, Maria bought 35 green towels and 21 white towels. If she gave her mother 34 of them, how many towels did Maria end up with?",
        22,
    ),
    (
        "While shopping, Maria bought 35 green towels and 21 white towels. If she gave her mother 34 of them, how many green towels did Maria end up with?",
        None,
    ),
    (
        "While shopping, Maria bought 35 green towels and 21 white towels. If she gave her mother 34 of them, how many white towels did Maria end up with?",
        None,
    ),
    (
        "While shopping, Maria bought 35 green towels and 21 white towels. If she gave her mother 34 of them, how many towels did her mother get?",
        34,
    ),
    (
        "While shopping, Maria bought 35 green towels and 21 white towels. If she gave her mother 34 of them, how many towels does her mother have?",
        None,
    ),
    (
        "While shopping, Maria bought 35 green towels and 21 white sheets. If she gave her mother 34 of them, how many towels did Maria end up with?",
        None,
    ),
    (
        "While shopping, Maria bought 35 green towels and 21 white towels. If she gave her mother 34 green towels, how many green towels did Maria end up with?",
        1,
    ),
    (
        "While shopping, Maria bought 35 green towels and 21 white towels. If she gave her mother 34 green towels, how many towels did Maria end up with?",
        22,
    ),
    (
        "While shopping, Maria bought 35 green towels and 21 white towels. If she gave her mother 60 of them, how many towels did Maria end up with?",
        None,
    ),
    (
        "While shopping, Maria bought 35 green towels and 21 white towels. If her mother gave her 34 of them, how many towels did Maria end up with?",
        None,
    ),
    (
        "While shopping, Maria bought 35 green towels and 21 white towels. If she gave her mother 34 of them, how many towels did Maria buy?",
        56,
    ),
    (
        "While shopping, Maria bought 35 green towels and 21 white towels. If she gave her mother 34 of the green ones, how many towels did Maria end up with?",
        22,
    ),
    (
        "Maria had 10 blue towels. While shopping, Maria bought 35 green towels and 21 white towels. If she gave her mother 34 of them, how many towels did Maria end up with?",
        32,
    ),
    (
        "Ryan has 72 marbles and 17 blocks. If he shares the marbles among 9 friends, how many marbles does each friend get?",
        8,
    ),
    (
        "Ryan has 72 marbles and 17 blocks. If he shares the blocks among 9 friends, how many blocks does each friend get?",
        None,
    ),
    (
        "Ryan has 72 marbles and 17 blocks. If he shares the marbles among 9 friends, how many blocks does each friend get?",
        None,
    ),
    (
        "Ryan has 72 marbles and 17 blocks. If he shares them among 9 friends, how many marbles does each friend get?",
        None,
    ),
    (
        "Ryan has 72 marbles and 17 blocks. If he shares the marbles among 9 friends, how many marbles does Ryan keep?",
        None,
    ),
    (
        "Ryan has 72 marbles. If he shares them among 9 friends and himself, how many marbles does each friend get?",
        None,
    ),
    (
        "Ryan has 72 marbles. If he shares them among 9 friends, how many marbles does each friend get if he keeps 9?",
        None,
    ),
    (
        "Ryan has 72 marbles. He keeps 9 and shares the rest among 9 friends. How many marbles does each friend get?",
        7,
    ),
    (
        "Ryan has 72 marbles. He keeps 8 and shares the rest among 9 friends. How many marbles does each friend get?",
        None,
    ),
    (
        "Ryan has 72 marbles. If he shares them among 9 friends, how many marbles do the friends get?",
        72,
    ),
    (
        "Ryan has 72 marbles. If he shares them among 9 friends, how many friends get marbles?",
        None,
    ),
    (
        "Ryan has 72 marbles. If he shares them equally among 9 friends, how many marbles does each friend get?",
        8,
    ),
    (
        "Ryan has 72 marbles. If he gives them to 9 friends, how many marbles does each friend get?",
        None,
    ),
    (
        "Nell collects baseball cards. She had 304 cards. She gave some of her cards to Jeff and now has 276 cards left. How many cards did Nell give to Jeff?",
        28,
    ),
    (
        "Nell collects baseball cards. She had 304 cards. She gave some of her cards to Jeff and now has 276 cards left. How many cards does Jeff have?",
        None,
    ),
    (
        "Nell collects baseball cards. She had 276 cards. She gave some of her cards to Jeff and now has 304 cards left. How many cards did Nell give to Jeff?",
        None,
    ),
    (
        "Nell collects baseball cards. She had 304 cards. She gave some of her cards to Jeff and now has 276 stamps left. How many cards did Nell give to Jeff?",
        None,
    ),
    (
        "Nell collects baseball cards. She had 304 cards. She gave some of her cards to Jeff and some to Ann and now has 276 cards left. How many cards did Nell give to Jeff?",
        None,
    ),
    (
        "Nell collects baseball cards. She had 304 cards. She gave some of her cards to Jeff and 10 to Ann and now has 276 cards left. How many cards did Nell give to Jeff?",
        18,
    ),
    (
        "Nell collects baseball cards. She had 304 cards. Jeff gave her some of his cards and now she has 276 cards. How many cards did Jeff give to Nell?",
        None,
    ),
    (
        "Nell collects baseball cards. She had 304 cards. She gave some of her cards to Jeff. How many cards did Nell give to Jeff?",
        None,
    ),
    (
        "Sarah had some trucks. She gave 13 to Jeff, and now she has 38 trucks left. How many trucks did Sarah have to start with?",
        51,
    ),
    (
        "Sarah had some trucks. She gave 13 to Jeff, and now she has 38 trucks left. How many trucks does Jeff have?",
        None,
    ),
    (
        "Sarah had some trucks. She got 13 from Jeff, and now she has 38 trucks. How many trucks did Sarah have to start with?",
        25,
    ),
    (
        "Sarah had some trucks. She gave 13 cars to Jeff, and now she has 38 trucks left. How many trucks did Sarah have to start with?",
        None,
    ),
    (
        "Rosa had 67 flowers. Andre gave her some more flowers. Now, Rosa has 90 flowers. How many flowers did Andre give to Rosa?",
        23,
    ),
    (
        "Rosa had 67 flowers. Andre gave her some more flowers. Now, Rosa has 60 flowers. How many flowers did Andre give to Rosa?",
        None,
    ),
    (
        "Rosa had 67 flowers. Andre gave her some more flowers. Now, Andre has 90 flowers. How many flowers did Andre give to Rosa?",
        None,
    ),
    (
        "Rosa had 67 flowers. Andre took some of her flowers. Now, Rosa has 90 flowers. How many flowers did Andre take?",
        None,
    ),
    (
        "Rosa had 67 flowers. Andre took some of her flowers. Now, Rosa has 60 flowers. How many flowers did Andre take?",
        7,
    ),
    (
        "Rosa had 67 flowers. Andre gave her some more flowers. Now, Rosa has 90 flowers. How many flowers does Andre have?",
        None,
    ),
    (
        "Rosa had 67 flowers. Andre gave her some more flowers. She gave 10 to Ann. Now, Rosa has 90 flowers. How many flowers did Andre give to Rosa?",
        13,
    ),
    (
        "Rosa had 67 flowers. Andre gave her some more flowers. Now, Rosa has 90 roses. How many flowers did Andre give to Rosa?",
        None,
    ),
    (
        "Rosa had 67 flowers. Andre gave her some more flowers and Ann gave her some too. Now, Rosa has 90 flowers. How many flowers did Andre give to Rosa?",
        None,
    ),
    (
        "Mary has 9 yellow marbles Joan has 3 yellow marbles . How many yellow marbles do they have in all ?",
        12,
    ),
    (
        "Mary has 9 yellow marbles Joan has 3 blue marbles . How many yellow marbles do they have in all ?",
        9,
    ),
    (
        "Mary has 9 yellow marbles Joan has 3 blue marbles . How many marbles do they have in all ?",
        12,
    ),
    (
        "Mary has 9 yellow marbles Joan has 3 yellow marbles . How many more yellow marbles does Mary have than Joan ?",
        6,
    ),
    (
        "Mary has 9 yellow marbles Joan has 3 yellow marbles . How many yellow marbles does Sam have ?",
        None,
    ),
    (
        "Mary has 9 yellow marbles Joan has 3 yellow marbles Tom has 4 yellow marbles . How many yellow marbles do Mary and Joan have in all ?",
        12,
    ),
    (
        "Tim 's cat had kittens . He gave 3 to Jessica and 6 to Sara . He now has 9 kittens . How many kittens did he have to start with ?",
        18,
    ),
    (
        "Tim 's cat had kittens . He gave 3 to Jessica and 6 to Sara . He now has 9 kittens . How many kittens does Sara have ?",
        None,
    ),
    (
        "Tim 's cat had kittens . He gave 3 to Jessica and got 6 from Sara . He now has 9 kittens . How many kittens did he have to start with ?",
        6,
    ),
    (
        "Tim 's cat had kittens . He gave 3 to Jessica and 6 to Sara . He now has 9 puppies . How many kittens did he have to start with ?",
        None,
    ),
    (
        "Tim 's cat had kittens . He gave 3 to Jessica and 6 to Sara . He now has 9 kittens . How many kittens did he give away ?",
        9,
    ),
    (
        "Tim 's cat had kittens . He gave 3 to Jessica and 6 to Sara . How many kittens did he have to start with ?",
        None,
    ),
    (
        "Tim 's cat had kittens . Jessica gave him 3 and Sara gave him 6 . He now has 9 kittens . How many kittens did he have to start with ?",
        0,
    ),
    (
        "If it takes 20 minutes to paint a house, how many houses can you paint in 3 hours?",
        9,
    ),
    (
        "If it takes 20 minutes to paint a house, how many houses can you paint in 50 minutes?",
        None,
    ),
    (
        "If it takes 20 minutes to paint a house, how many houses can you paint in 3 days?",
        216,
    ),
    (
        "If it takes 20 minutes to paint a house, how many fences can you paint in 3 hours?",
        None,
    ),
    (
        "If it takes 20 minutes to paint 2 houses, how many houses can you paint in 3 hours?",
        18,
    ),
    (
        "If it takes 20 minutes to paint a house, how many minutes will it take to paint 3 houses?",
        60,
    ),
    (
        "If it takes 20 minutes to paint a house, how many hours will it take to paint 3 houses?",
        1,
    ),
    (
        "If it takes 20 minutes to paint a house, how many houses can 2 people paint in 3 hours?",
        None,
    ),
    (
        "A bag contains 50 fewer baseball cards than football cards. There are 4 times as many football cards as hockey cards. If there are 200 hockey cards in the bag, how many cards are there altogether?",
        1750,
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
        "A bag contains 50 fewer baseball cards than football cards. There are 4 times as many football cards as hockey cards. If there are 200 hockey cards in the box, how many cards are there altogether?",
        None,
    ),
    (
        "A bag contains 50 fewer baseball cards than football cards. There are 4 times as many football cards as soccer cards. If there are 200 hockey cards in the bag, how many cards are there altogether?",
        None,
    ),
    (
        "A bag contains 50 fewer baseball cards than football cards. There are 4 times as many football cards as hockey cards. There are 200 hockey cards in the bag. How many cards are there altogether?",
        1750,
    ),
    (
        "A bag contains 50 fewer baseball cards than football cards. There are 4 times as many football cards as hockey cards. If there are 10 hockey cards in the bag, how many cards are there altogether?",
        None,
    ),
    (
        "Kaleb had 34 books. If he sold 17 of them and used the money he earned to buy 7 new books, how many books would Kaleb have?",
        24,
    ),
    (
        "Kaleb had 34 books. If he sold 17 of them and used the money he earned to buy 7 new toys, how many books would Kaleb have?",
        17,
    ),
    (
        "Kaleb had 34 books. If he sold 17 of them and used the money he earned to buy 7 new books, how much money did he earn?",
        None,
    ),
    (
        "Kaleb had 34 books. If he sold 37 of them and used the money he earned to buy 7 new books, how many books would Kaleb have?",
        None,
    ),
    (
        "Kaleb had 34 books. If his sister sold 17 of them and used the money she earned to buy 7 new books, how many books would Kaleb have?",
        17,
    ),
    (
        "Kaleb had 34 books. If he sold 17 of them and used the money he earned to buy 7 new books, how many new books would Kaleb have?",
        7,
    ),
    (
        "At the fair there were 9 people in line for the bumper cars. If 6 of them got tired of waiting and left and 3 more got in line, how many people would be in line?",
        6,
    ),
    (
        "At the fair there were 9 people in line for the bumper cars. If 6 of them got tired of waiting and left and 3 more got in line, how many people left?",
        6,
    ),
    (
        "At the fair there were 9 people in line for the bumper cars. If 12 of them got tired of waiting and left and 3 more got in line, how many people would be in line?",
        None,
    ),
    (
        "At the fair there were 9 people in line for the bumper cars. If 6 of them got tired of waiting and left and 3 more got in line, how many people would be in line for the ferris wheel?",
        None,
    ),
    (
        "At the fair there were 9 people in line for the bumper cars. If 6 of them got tired of waiting and stayed and 3 more got in line, how many people would be in line?",
        None,
    ),
    (
        "At the fair there were 9 people in line for the bumper cars. If 6 of them got tired of waiting and left, how many people would be in line?",
        3,
    ),
    (
        "At the fair there were 9 people in line for the bumper cars and 5 people in line for the ferris wheel. If 6 of them got tired of waiting and left and 3 more got in line, how many people would be in line?",
        None,
    ),
    (
        "For homework Nancy had 17 math problems and 15 spelling problems. If she can finish 8 problems in an hour how long will it take her to finish all the problems?",
        4,
    ),
    (
        "For homework Nancy had 17 math problems and 16 spelling problems. If she can finish 8 problems in an hour how long will it take her to finish all the problems?",
        Fraction(33, 8),
    ),
    (
        "For homework Nancy had 17 math problems and 15 spelling problems. If she can finish 8 problems in an hour how long will it take her to finish the math problems?",
        Fraction(17, 8),
    ),
    (
        "For homework Nancy had 17 math problems and 15 spelling problems. If she can finish 8 problems in an hour how many minutes will it take her to finish all the problems?",
        240,
    ),
    (
        "For homework Nancy had 17 math problems and 15 spelling problems. If she already finished 8 problems, how long will it take her to finish all the problems?",
        None,
    ),
    (
        "For homework Nancy had 17 math problems and 15 spelling problems. If she can finish 8 problems in an hour how long will it take her brother to finish all the problems?",
        None,
    ),
    (
        "For homework Nancy had 17 math problems and 15 spelling problems. She finished 8 problems. If she can finish 8 problems in an hour how long will it take her to finish all the problems?",
        None,
    ),
    (
        "For homework Nancy had 17 math problems and 15 spelling problems. She finished 8 problems. If she can finish 8 problems in an hour how long will it take her to finish the rest of the problems?",
        3,
    ),
    (
        "For homework Nancy had 17 math problems and 15 spelling problems. If she can finish 16 problems in an hour how long will it take her to finish all the problems?",
        2,
    ),
    (
        "At lunch a waiter had 10 customers and 5 of them didn't leave a tip. If he got $3 each from the ones who did tip, how much money did he earn?",
        15,
    ),
    (
        "At lunch a waiter had 10 customers and 5 of them didn't leave a tip. If he got $3 each from the ones who did tip, how much money did the customers spend?",
        None,
    ),
    (
        "At lunch a waiter had 10 customers and 5 of them didn't leave a tip. If he got $3 each, how much money did he earn?",
        None,
    ),
    (
        "At lunch a waiter had 10 customers and 5 of them didn't leave a tip. If he got $3 each from the ones who didn't tip, how much money did he earn?",
        None,
    ),
    (
        "At lunch a waiter had 10 customers and 5 of them left a tip. If he got $3 each from the ones who did tip, how much money did he earn?",
        15,
    ),
    (
        "At lunch a waiter had 10 customers and 15 of them didn't leave a tip. If he got $3 each from the ones who did tip, how much money did he earn?",
        None,
    ),
    (
        "At lunch a waiter had 10 customers and 5 of them didn't leave a tip. If he got $3.50 each from the ones who did tip, how much money did he earn?",
        Fraction(35, 2),
    ),
    (
        "At lunch a waiter had 10 customers and 5 of them didn't leave a tip. How many customers left a tip?",
        5,
    ),
    (
        "At lunch a waiter had 10 customers and 5 of them didn't leave a tip. If he got $3 each from the ones who did tip, how much money did the other waiter earn?",
        None,
    ),
    (
        "At lunch a waiter had 10 customers and 5 of them didn't leave a tip. If he got $3 each from the ones who did tip, how many tips did he get?",
        5,
    ),
    (
        "At lunch a waiter had 10 customers and 5 of them didn't leave a tip. If he got $3 each from the ones who did tip and a $20 bonus, how much money did he earn?",
        35,
    ),
    (
        "For Halloween Sarah received 108 pieces of candy. She ate 36 pieces then placed the rest into piles with 9 in each pile. How many piles could she make?",
        8,
    ),
    (
        "For Halloween Sarah received 108 pieces of candy. She ate 36 pieces then placed the rest into piles with 10 in each pile. How many piles could she make?",
        None,
    ),
    (
        "For Halloween Sarah received 108 pieces of candy. She ate 36 pieces then placed the rest into piles with 9 in each pile. How many pieces of candy did she place into piles?",
        72,
    ),
    (
        "For Halloween Sarah received 108 pieces of candy. She ate 36 pieces then placed the rest into 9 piles. How many piles could she make?",
        None,
    ),
    (
        "For Halloween Sarah received 108 pieces of candy. She ate 36 pieces then placed the rest into 9 piles. How many pieces were in each pile?",
        8,
    ),
    (
        "For Halloween Sarah received 108 pieces of candy. Her brother ate 36 pieces then placed the rest into piles with 9 in each pile. How many piles could she make?",
        None,
    ),
    (
        "For Halloween Sarah received 108 pieces of candy. She ate 36 pieces then placed the rest into piles with 9 in each pile. How many piles could her brother make?",
        None,
    ),
    (
        "For Halloween Sarah received 108 pieces of candy. She placed them into piles with 9 in each pile. How many piles could she make?",
        12,
    ),
    (
        "For Halloween Sarah received 108 pieces of candy. She bought 36 pieces then placed the rest into piles with 9 in each pile. How many piles could she make?",
        16,
    ),
    (
        "For Halloween Sarah received 108 pieces of candy. She bought 36 more pieces then placed them all into piles with 9 in each pile. How many piles could she make?",
        16,
    ),
    (
        "For Halloween Sarah received 108 pieces of candy. She ate 36 pieces then placed the rest into piles with 9 in each pile. How many pieces of candy did she eat?",
        36,
    ),
    (
        "White t-shirts can be purchased in packages of 6. If Mom buys 71 packages, how many white t-shirts will Mom have?",
        426,
    ),
    (
        "White t-shirts can be purchased in packages of 6. If Mom buys 71 packages, how many blue t-shirts will Mom have?",
        None,
    ),
    (
        "White t-shirts can be purchased in packages of 6. If Mom buys 71 t-shirts, how many packages will Mom have?",
        None,
    ),
    (
        "White t-shirts can be purchased in packages of 6. If Mom buys 72 t-shirts, how many packages will Mom have?",
        12,
    ),
    (
        "White t-shirts can be purchased in packages of 6. If Mom buys 71 boxes, how many white t-shirts will Mom have?",
        None,
    ),
    (
        "White t-shirts can be purchased in packages of 6. If Mom buys 71 packages, how many white t-shirts will Dad have?",
        None,
    ),
    (
        "White t-shirts can be purchased in packages of 6 for $10. If Mom buys 71 packages, how many white t-shirts will Mom have?",
        426,
    ),
    (
        "White t-shirts can be purchased in packages of 6. If Mom buys 71 packages and gives away 6 t-shirts, how many white t-shirts will Mom have?",
        420,
    ),
    (
        "T-shirts can be purchased in packages of 6. If Mom buys 71 packages, how many white t-shirts will Mom have?",
        None,
    ),
    (
        "White t-shirts can be purchased in packages of 6. If Mom buys 71 packages, how many t-shirts will Mom have?",
        426,
    ),
    (
        "White t-shirts can be purchased in packages of 6. If Mom buys 71 packages of blue t-shirts, how many t-shirts will Mom have?",
        None,
    ),
    (
        "White t-shirts can be purchased in packages of 6. If Mom buys 71 packages of blue t-shirts, how many t-shirts did Mom buy?",
        None,
    ),
    (
        "White t-shirts can be purchased in packages of 6. Mom buys 71 packages of blue t-shirts. How many t-shirts did she buy?",
        None,
    ),
    (
        "Red pens come in boxes of 6. Mom buys 7 boxes of blue pens. How many pens does Mom have?",
        None,
    ),
    (
        "Red pens come in boxes of 6. Mom buys 7 boxes of red pens. How many pens does Mom have?",
        42,
    ),
    (
        "Red pens come in boxes of 6. Mom buys 7 boxes of blue pens. She gives away 3 pens. How many pens does Mom have?",
        None,
    ),
    (
        "Red pens come in boxes of 6. Mom buys 7 boxes of red pens. She gives away 3 pens. How many pens does Mom have?",
        39,
    ),
    (
        "Each box of red pens has 6 pens. Mom has 7 boxes of blue pens. How many pens does Mom have?",
        None,
    ),
    (
        "Each box has 6 red pens. Mom has 7 boxes of blue pens. How many pens does Mom have?",
        None,
    ),
    (
        "Each box has 6 red pens. Mom has 7 boxes of blue pens. How many blue pens does Mom have?",
        None,
    ),
    (
        "Mom has 7 boxes of blue pens. There are 6 red pens in each box. How many pens does Mom have?",
        None,
    ),
    (
        "Mom bought 7 boxes of blue pens with 6 red pens in each box. How many pens did Mom buy?",
        None,
    ),
    (
        "Mom bought 7 boxes of blue pens with 6 pens in each box. How many pens did Mom buy?",
        42,
    ),
    (
        "Mom bought 7 boxes of blue pens for $2 each and red pens come in boxes of 6. How many pens did Mom buy?",
        None,
    ),
    (
        "Oliver had to wash 39 short sleeve shirts and 47 long sleeve shirts before school. If he had only washed 20 of them by the time school started, how many did he not wash?",
        66,
    ),
    (
        "Oliver had to wash 39 short sleeve shirts and 47 long sleeve shirts before school. If he had only washed 20 of them by the time school started, how many short sleeve shirts did he not wash?",
        None,
    ),
    (
        "Oliver had to wash 39 short sleeve shirts and 47 long sleeve shirts before school. If he had only washed 20 of them by the time school started, how many did he wash?",
        20,
    ),
    (
        "Oliver had to wash 39 short sleeve shirts and 47 long sleeve shirts before school. How many shirts did he have to wash?",
        86,
    ),
    (
        "Oliver had to wash 39 short sleeve shirts and 47 long sleeve shirts before school. If he had only washed 90 of them by the time school started, how many did he not wash?",
        None,
    ),
    (
        "Oliver had to wash 39 short sleeve shirts and 47 long sleeve shirts before school. If his brother had washed 20 of them by the time school started, how many did Oliver not wash?",
        66,
    ),
    (
        "Oliver had to wash 39 short sleeve shirts and 47 long sleeve pants before school. If he had only washed 20 of them by the time school started, how many did he not wash?",
        None,
    ),
    (
        "Oliver had to wash 39 short sleeve shirts and 47 long sleeve shirts before school. If he had only washed 20 of them by the time school started, how many did his brother not wash?",
        None,
    ),
    (
        "Oliver had to wash 39 short sleeve shirts and 47 long sleeve shirts before school. If he had only ironed 20 of them by the time school started, how many did he not wash?",
        None,
    ),
    (
        "Oliver had to wash 39 short sleeve shirts and 47 long sleeve shirts before school. If he had only washed 20 of them by the time school started and 10 more after school, how many did he not wash?",
        56,
    ),
    (
        "Oliver had to wash 39 short sleeve shirts and 47 long sleeve shirts before school. If he had only washed 20 of them by the time school started, how many did he not dry?",
        None,
    ),
    (
        "Roger was helping the cafeteria workers pick up lunch trays, but he could only carry 4 trays at a time. If he had to pick up 10 trays from one table and 2 trays from another, how many trips will he make?",
        3,
    ),
    (
        "Roger was helping the cafeteria workers pick up lunch trays, but he could only carry 4 trays at a time. If he had to pick up 10 trays from one table and 3 trays from another, how many trips will he make?",
        4,
    ),
    (
        "Roger was helping the cafeteria workers pick up lunch trays, but he could only carry 4 trays at a time. If he had to pick up 10 trays from one table and 2 trays from another, how many trays will he pick up?",
        12,
    ),
    (
        "Roger was helping the cafeteria workers pick up lunch trays, but he could only carry 4 trays at a time. If he had to pick up 10 trays from one table and 2 cups from another, how many trips will he make?",
        None,
    ),
    (
        "Roger was helping the cafeteria workers pick up lunch trays, but he could only carry 4 trays at a time. If he had to pick up 10 trays from one table and 2 trays from another, how many trips will his friend make?",
        None,
    ),
    (
        "Roger was helping the cafeteria workers pick up lunch trays, but he could only carry 4 trays at a time. If he had to pick up 10 trays from one table, 2 trays from another and 4 from a third, how many trips will he make?",
        4,
    ),
    (
        "Roger was helping the cafeteria workers pick up lunch trays, but he could only carry 4 trays at a time. If he had to pick up 10 trays from one table and 2 trays from another, how many trips will he make if his friend carries 4?",
        None,
    ),
    (
        "Roger was helping the cafeteria workers pick up lunch trays. If he had to pick up 10 trays from one table and 2 trays from another, how many trips will he make?",
        None,
    ),
    (
        "Roger was helping the cafeteria workers pick up lunch trays, but he could only carry 4 trays at a time. If he had to pick up 10 trays from one table and 2 trays from another, how many trays could he carry at a time?",
        4,
    ),
    (
        "Betty has 24 oranges stored in boxes. If there are 3 boxes, how many oranges must go in each box?",
        8,
    ),
    (
        "Betty has 24 oranges stored in boxes. If there are 5 boxes, how many oranges must go in each box?",
        None,
    ),
    (
        "Betty has 24 oranges stored in boxes. If there are 3 boxes, how many apples must go in each box?",
        None,
    ),
    (
        "Betty has 24 oranges stored in boxes. If there are 3 boxes, how many oranges must go in each bag?",
        None,
    ),
    (
        "Betty has 24 oranges stored in boxes. If there are 3 boxes, how many boxes are there?",
        3,
    ),
    (
        "Betty has 24 oranges stored in boxes. If each box holds 3 oranges, how many oranges must go in each box?",
        None,
    ),
    (
        "Betty has 24 oranges stored in boxes. If each box holds 3 oranges, how many boxes are there?",
        8,
    ),
    (
        "Betty has 24 oranges stored in boxes. She ate 4. If there are 3 boxes, how many oranges must go in each box?",
        None,
    ),
    (
        "Betty has 24 oranges and 6 apples stored in boxes. If there are 3 boxes, how many oranges must go in each box?",
        8,
    ),
    (
        "Betty has 24 oranges stored in boxes. If there are 3 boxes, how many oranges must Sam put in each box?",
        None,
    ),
    (
        "Jeffrey wants to split a collection of bottle caps into groups of 2. Jeffrey has 12 bottle caps. How many groups will be created?",
        6,
    ),
    (
        "Jeffrey wants to split a collection of bottle caps into groups of 5. Jeffrey has 12 bottle caps. How many groups will be created?",
        None,
    ),
    (
        "Jeffrey wants to split a collection of bottle caps into 2 groups. Jeffrey has 12 bottle caps. How many groups will be created?",
        None,
    ),
    (
        "Jeffrey wants to split a collection of bottle caps into 2 groups. Jeffrey has 12 bottle caps. How many bottle caps will be in each group?",
        6,
    ),
    (
        "Jeffrey wants to split a collection of bottle caps into groups of 2. Jeffrey has 12 bottle caps. How many bottle caps will be in each group?",
        None,
    ),
    (
        "Jeffrey wants to split a collection of bottle caps into groups of 2. Jeffrey has 12 marbles. How many groups will be created?",
        None,
    ),
    (
        "Jeffrey wants to split a collection of bottle caps into groups of 2. Sam has 12 bottle caps. How many groups will be created?",
        None,
    ),
    (
        "Jeffrey wants to split a collection of bottle caps into groups of 2. Jeffrey has 12 bottle caps. He loses 2. How many groups will be created?",
        5,
    ),
    (
        "Jeffrey wants to split a collection of bottle caps into groups of 2. Jeffrey has 12 bottle caps. He loses 3. How many groups will be created?",
        None,
    ),
    (
        "Jeffrey wants to split a collection of bottle caps into groups of 2. Jeffrey has 12 bottle caps and 10 marbles. How many groups will be created?",
        6,
    ),
    (
        "Ms. Alice can grade 296 papers in 8 hours. How many papers can she grade in 11 hours?",
        407,
    ),
    (
        "Ms. Alice can grade 296 papers in 8 hours. How many papers can she grade in 5 hours?",
        185,
    ),
    (
        "Ms. Alice can grade 296 papers in 8 hours. How many papers can Mr. Bob grade in 11 hours?",
        None,
    ),
    (
        "Ms. Alice can grade 296 papers in 8 hours. How many tests can she grade in 11 hours?",
        None,
    ),
    (
        "Ms. Alice can grade 296 papers in 8 hours. How many hours will it take her to grade 814 papers?",
        22,
    ),
    (
        "Ms. Alice can grade 296 papers in 8 hours. How many papers can she grade in 1 hour?",
        37,
    ),
    (
        "Ms. Alice can grade 296 papers in 8 hours. How many papers can she grade in 11 days?",
        None,
    ),
    (
        "Ms. Alice can grade 296 papers in 8 hours. How many papers can she grade in 30 minutes?",
        Fraction(37, 2),
    ),
    (
        "Ms. Alice can grade 296 papers in 8 hours. She already graded 100 papers. How many papers can she grade in 11 hours?",
        407,
    ),
    (
        "Ms. Alice can grade 296 papers in 8 hours and Mr. Bob can grade 100 papers in 4 hours. How many papers can they grade in 8 hours?",
        496,
    ),
    (
        "Billy has $25 less than twice the money Sam has. If Sam has $75, how much money do they have together?",
        200,
    ),
    (
        "Billy has $25 less than twice the money Sam has. If Sam has $75, how much money does Billy have?",
        125,
    ),
    (
        "Billy has $25 more than twice the money Sam has. If Sam has $75, how much money do they have together?",
        250,
    ),
    (
        "Billy has $25 less than twice the money Sam has. If Sam has $75, how much more money does Billy have than Sam?",
        50,
    ),
    (
        "Billy has $25 less than twice the money Sam has. If Billy has $125, how much money does Sam have?",
        75,
    ),
    (
        "Billy has $25 less than twice the money Sam has. If Sam has $75, how much money does Tom have?",
        None,
    ),
    (
        "Billy has $25 less than twice the money Sam has. If Sam has 75 apples, how much money do they have together?",
        None,
    ),
    (
        "Billy has $25 less than twice the money Sam has. If Sam has $75.50, how much money do they have together?",
        Fraction(403, 2),
    ),
    (
        "Billy has $25 less than twice the money Sam has. If Billy has $124, how much money does Sam have?",
        Fraction(149, 2),
    ),
    (
        "Billy has $25 less than three times the money Sam has. If Sam has $50, how much money does Billy have?",
        125,
    ),
    (
        "Ursula bought five hot dogs at $1.50 each and three salads at $2.50 each. If she had two $10 bills, how much change did she get back?",
        5,
    ),
    (
        "Ursula bought five hot dogs at $1.50 each and three salads at $2.50 each. How much did she spend?",
        15,
    ),
    (
        "Ursula bought five hot dogs at $1.50 each and three salads at $2.50 each. How much did she spend on hot dogs?",
        Fraction(15, 2),
    ),
    (
        "Ursula bought five hot dogs at $1.50 each and three salads at $2.50 each. If she had one $10 bill, how much change did she get back?",
        None,
    ),
    (
        "Ursula bought five hot dogs at $1.50 each and three salads at $2.50 each. If she had five $10 bills, how much change did she get back?",
        35,
    ),
    (
        "Ursula bought five hot dogs at $1.50 each and three salads. If she had two $10 bills, how much change did she get back?",
        None,
    ),
    (
        "Ursula bought five hot dogs at $1.50 each and three salads at $2.50 each. If she had two $10 bills, how much change did Tom get back?",
        None,
    ),
    (
        "Ursula bought five hot dogs at $1.50 each and three salads at $2.50 each. If she had two $10 bills, how much money does she have?",
        5,
    ),
    (
        "Ursula bought five hot dogs at $1.50 each and three salads at $2.50 each. If she paid with two $10 bills, how much change did she get back?",
        5,
    ),
    (
        "Ursula bought five hot dogs at $1.50 each and sold three salads at $2.50 each. If she had two $10 bills, how much change did she get back?",
        None,
    ),
    (
        "Ursula bought five hot dogs at $1.50 each and three salads at $2.50 each. If she had two $10 bills and a $5 bill, how much change did she get back?",
        10,
    ),
    (
        "Ursula bought five hot dogs at $1.50 each and three salads at $2.50 each. If she had two $10 bills, how much change did she get back if she also bought a drink for $1.25?",
        Fraction(15, 4),
    ),
    (
        "Ursula bought five hot dogs at $1.50 each and three salads at $2.50 each. If she had two $10 bills, how much change did she get back if she also bought a drink?",
        None,
    ),
    (
        "Ursula bought three salads at $2.50 each and five hot dogs at $1.50 each. If she had two $10 bills, how much change did she get back?",
        5,
    ),
    (
        "Juwan collected 20 cans. Levi collected half of what Juwan collected. How many cans did they collect?",
        30,
    ),
    (
        "Juwan collected 20 cans. Levi collected half of what Juwan collected. How many cans did Levi collect?",
        10,
    ),
    (
        "Juwan collected 21 cans. Levi collected half of what Juwan collected. How many cans did Levi collect?",
        None,
    ),
    (
        "Juwan collected 20 cans. Levi ate half of what Juwan collected. How many cans did Levi collect?",
        None,
    ),
    (
        "Juwan collected 20 cans. Levi collected half of what Juwan sold. How many cans did Levi collect?",
        None,
    ),
    (
        "Juwan collected 20 cans. Levi collected half of what Juwan collected. How many bottles did Levi collect?",
        None,
    ),
    (
        "Juwan collected 20 cans and 10 bottles. Levi collected half of what Juwan collected. How many cans did Levi collect?",
        None,
    ),
    (
        "Juwan collected 20 cans. Levi collected half of what Juwan collected. How many more cans did Juwan collect than Levi?",
        10,
    ),
    (
        "Juwan collected 20 cans. Levi collected twice what Juwan collected. How many cans did Levi collect?",
        40,
    ),
    (
        "Juwan collected 20 cans. Levi collected half of what Sam collected. How many cans did Levi collect?",
        None,
    ),
    (
        "Juwan collected 20 cans. Levi collected half of what Juwan collected. Juwan then gave away 4 cans. How many cans did Levi collect?",
        10,
    ),
    (
        "Jim has 20 more toads than Tim does. Tim has 3 toads. How many toads does Jim have?",
        23,
    ),
    (
        "Jim has 20 more toads than Tim does. Tim has 30 frogs. How many toads does Jim have?",
        None,
    ),
    (
        "Jim has 20 fewer toads than Tim does. Tim has 3 toads. How many toads does Jim have?",
        None,
    ),
    (
        "Jim has 20 more toads than Tim does. Tim has 3 toads. How many toads do they have in all?",
        26,
    ),
    (
        "Jim has 20 more toads than Tim does. Tim has 3 toads. How many toads does Sarah have?",
        None,
    ),
    (
        "Jim has 20 more toads than Tim has. Jim has 23 toads. How many toads does Tim have?",
        3,
    ),
    (
        "Jim has 20 more toads than Tim does, and Sarah has twice as many toads as Jim does. Tim has 3 toads. How many toads does Sarah have?",
        46,
    ),
    (
        "Ann sells 10 cakes a day. Each cake costs $5. How much money does she make in a week?",
        350,
    ),
    (
        "Ann sells 10 cakes a day. Each pie costs $5. How much money does she make in a week?",
        None,
    ),
    (
        "Ann sells 10 cakes a day. Each cake costs $5. How much money does she make in a month?",
        None,
    ),
    (
        "Ann sells 10 cakes a day. Each cake costs $5. How much money does she make in 30 days?",
        1500,
    ),
    (
        "Ann sells 10 cakes a day. Each cake costs $5. How much money does Bob make in a week?",
        None,
    ),
    (
        "Ann buys 10 cakes a day. Each cake costs $5. How much money does she make in a week?",
        None,
    ),
    (
        "Ann buys 10 cakes a day. Each cake costs $5. How much money does she spend in a week?",
        350,
    ),
    (
        "Ann sells 10 cakes a day and 5 pies a day. Each cake costs $5. How much money does she make in a week?",
        None,
    ),
    (
        "Ann sells 10 cakes a day and 5 pies a day. Each cake costs $5 and each pie costs $3. How much money does she make in a week?",
        455,
    ),
    (
        "Ann sells 10 cakes a day. Each cake costs $5. How many cakes does she sell in a week?",
        70,
    ),
    (
        "Ann sells 10 cakes a day. Each cake costs $5 to make. How much money does she make in a week?",
        None,
    ),
    (
        "Ann sells 10 cakes a day. Each cake costs $5.25. How much money does she make in a week?",
        Fraction(735, 2),
    ),
    (
        "Ann sells 10 cakes a day, 5 days a week. Each cake costs $5. How much money does she make in a week?",
        250,
    ),
    (
        "Ann sells 10 cakes an hour. Each cake costs $5. How much money does she make in a week?",
        None,
    ),
    (
        "There are 7 starfish with 5 arms each in the tank. How many arms are there in all?",
        35,
    ),
    (
        "There are 7 starfish with 5 arms each in the tank. How many legs are there in all?",
        None,
    ),
    (
        "There are 7 starfish with 5 arms each and 3 octopuses in the tank. How many arms are there in all?",
        None,
    ),
    (
        "There are 7 starfish with 5 arms each and 3 octopuses with 8 arms each in the tank. How many arms are there in all?",
        59,
    ),
    (
        "There are 7 starfish with 5 arms each in the tank. There are 3 seastars with 14 arms. How many arms are there in all?",
        None,
    ),
    (
        "There are 7 starfish with 5 arms each in the tank. There is 1 seastar with 14 arms. How many arms are there in all?",
        49,
    ),
    (
        "There are 7 starfish with 5 arms each in the tank. How many starfish are there in the pond?",
        None,
    ),
    (
        "There are 7 starfish with 5 arms each in the tank. How many starfish are there?",
        7,
    ),
    (
        "It takes Tom 20 minutes to paint a house. How many minutes will it take Tom to paint 3 houses?",
        60,
    ),
    (
        "It takes Tom 20 minutes to paint a house. How many minutes will it take Ann to paint 3 houses?",
        None,
    ),
    (
        "It takes Tom 20 minutes to paint a house. How many minutes will it take Tom and Ann to paint 3 houses?",
        None,
    ),
    (
        "It takes Tom 20 minutes to paint a house. How many houses can Tom paint in 3 hours?",
        9,
    ),
    (
        "It takes Tom 20 minutes to paint a house. How many fences can Tom paint in 3 hours?",
        None,
    ),
    (
        "It takes Tom 20 minutes to paint a house and Ann 30 minutes. How many houses can Tom paint in 3 hours?",
        9,
    ),
    (
        "It takes Tom 20 minutes to paint 3 houses. How many houses can Tom paint in 50 minutes?",
        None,
    ),
    (
        "It takes Tom 20 minutes to paint a house. He has already painted 2 houses. How many minutes will it take Tom to paint 3 houses?",
        60,
    ),
    (
        "It takes Tom 20 minutes to paint a house. He needs to paint 3 houses. He has already painted 2 houses. How many minutes will it take Tom to paint the rest?",
        20,
    ),
    (
        "Tom has 10 apples and Sam has 4 apples. He gave 2 apples to Ann. How many apples does Tom have?",
        None,
    ),
    (
        "Tom has 10 apples. Sam has 4 apples. He gave 2 apples to Ann. How many apples does Sam have?",
        None,
    ),
    (
        "Tom has 10 apples. Sam has 4 apples. He ate 2 apples. How many apples does Tom have?",
        None,
    ),
    (
        "Tom has 10 apples. He ate 2 apples. Sam has 4 apples. How many apples does Tom have?",
        8,
    ),
    (
        "Tom and Sam have 10 apples. Tom ate 2 apples. How many apples does Tom have?",
        None,
    ),
    (
        "Tom and Sam have 10 apples. Tom ate 2 apples. How many apples do they have?",
        8,
    ),
    (
        "Tom has 3 times as many apples as Sam. Sam has 4 apples. Tom gave 2 apples to Sam. How many apples does Sam have?",
        6,
    ),
    (
        "Tom has 3 times as many apples as Sam. Sam has 4 apples. Tom gave 2 apples to Sam. How many apples does Tom have?",
        10,
    ),
    (
        "Tom has 3 times as many apples as Sam. Sam has 4 apples. Tom gave 2 apples to Sam. How many apples does Ann have?",
        None,
    ),
    (
        "Tom had 3 times as many apples as Sam. Sam had 4 apples. Tom gave Sam some apples. Now they have the same number. How many apples did Tom give Sam?",
        4,
    ),
    (
        "Sam has 4 apples. Tom has 3 times as many. How many apples does Tom have?",
        12,
    ),
    (
        "Sam has 4 apples. Tom has 3 times as many pears. How many apples does Tom have?",
        None,
    ),
    (
        "Sam has 4 apples. Tom has 3 more. How many apples does Tom have?",
        7,
    ),
    (
        "Sam has 4 apples. Tom has 3 more than Ann. How many apples does Tom have?",
        None,
    ),
    (
        "A class has 50 students. 20% of them are boys. How many girls are in the class?",
        40,
    ),
    (
        "A class has 50 students. 20% of them are boys. How many boys are in the class?",
        10,
    ),
    (
        "A class has 50 students. 20% of them are boys. How many teachers are in the class?",
        None,
    ),
    (
        "A class has 50 students. 20% of them are boys. How many girls are in the school?",
        None,
    ),
    (
        "A class has 50 students. 20% of them are boys and 30% of them wear glasses. How many girls are in the class?",
        40,
    ),
    (
        "A class has 51 students. 20% of them are boys. How many girls are in the class?",
        None,
    ),
    (
        "Luna has 50 crayons and 20% of them are red. How many blue crayons does Luna have?",
        None,
    ),
    (
        "Luna has 50 crayons and 20% of them are red. How many crayons are not red?",
        40,
    ),
    (
        "Luna has 50 crayons and 20% of them are red. How many red crayons does Sam have?",
        None,
    ),
    (
        "Luna has 50 crayons and 20% of them are red. How many red crayons does Luna have?",
        10,
    ),
    (
        "Luna has 50 crayons. She gives half of them to Sam. How many crayons does Luna have?",
        25,
    ),
    (
        "Luna has 50 crayons. She gives half of them to Sam. How many crayons does Sam have?",
        25,
    ),
    (
        "Luna has 50 crayons. She gives half of them to Sam and a third of the rest to Ann. How many crayons does Luna have?",
        None,
    ),
    (
        "Luna has 50 crayons. She gives half of them to Sam. Sam gives half of his to Ann. How many crayons does Luna have?",
        25,
    ),
    (
        "Luna has 50 crayons. Sam gives her half of his crayons. How many crayons does Luna have?",
        None,
    ),
    (
        "Luna has 50 crayons. She loses half of them and then finds 10. How many crayons does Luna have?",
        35,
    ),
    (
        "Luna has 50 crayons. She finds 10 and then loses half of them. How many crayons does Luna have?",
        30,
    ),
    (
        "Priya needs 54 cupcakes for a birthday party. She already has 15 chocolate cupcakes and 25 vanilla cupcakes. How many more cupcakes should Priya buy?",
        14,
    ),
    (
        "Priya needs 54 cupcakes for a birthday party. She already has 15 chocolate cupcakes and 25 vanilla cookies. How many more cupcakes should Priya buy?",
        29,
    ),
    (
        "Priya needs 54 cupcakes for a birthday party. She already has 15 chocolate cupcakes and 25 vanilla cupcakes. How many more cupcakes should Tom buy?",
        None,
    ),
    (
        "Priya needs 54 cupcakes for a birthday party. She already has 45 chocolate cupcakes and 25 vanilla cupcakes. How many more cupcakes should Priya buy?",
        None,
    ),
    (
        "Priya needs 54 cupcakes for a birthday party. She already has 15 chocolate cupcakes and 25 vanilla cupcakes. How many more chocolate cupcakes should Priya buy?",
        14,
    ),
    (
        "Priya needs 54 cupcakes for a birthday party. She already has 15 chocolate cupcakes and 25 vanilla cupcakes. She ate 4 of them. How many more cupcakes should Priya buy?",
        18,
    ),
    (
        "Priya needs 54 cupcakes for a birthday party. Tom already has 15 chocolate cupcakes and 25 vanilla cupcakes. How many more cupcakes should Priya buy?",
        None,
    ),
    (
        "Priya needs 54 cupcakes for a birthday party. She already has 15 chocolate cupcakes and 25 vanilla cupcakes. How many cupcakes does she have?",
        40,
    ),
    (
        "Priya needs 54 cupcakes for a birthday party. She already has 15 chocolate cupcakes and 25 vanilla cupcakes. Her mom gives her 5 more. How many more cupcakes should Priya buy?",
        9,
    ),
    (
        "Priya needs 54 cupcakes for a birthday party. She already has 15 chocolate cupcakes and 25 vanilla cupcakes. How many more cupcakes does she need to bake?",
        None,
    ),
    (
        "Priya needs 54 cupcakes for a birthday party. She already has 15 chocolate cupcakes and 25 vanilla cupcakes. How many more cupcakes should she bake?",
        14,
    ),
    (
        "There were a total of 323 football games in the season. The season is played for 17 months. How many football games were played each month, if each month has the same number of games?",
        19,
    ),
    (
        "There were a total of 323 football games in the season. The season is played for 18 months. How many football games were played each month, if each month has the same number of games?",
        None,
    ),
    (
        "There were a total of 323 football games in the season. The season is played for 17 months. How many football games were played each month?",
        19,
    ),
    (
        "There were a total of 323 football games in the season. The season is played for 17 months. How many basketball games were played each month, if each month has the same number of games?",
        None,
    ),
    (
        "There were a total of 323 football games in the season. The season is played for 17 weeks. How many football games were played each month, if each month has the same number of games?",
        None,
    ),
    (
        "There were a total of 323 football games in the season. How many football games were played each month, if each month has the same number of games?",
        None,
    ),
    (
        "There were a total of 13 hockey games a month. The season is played for 14 months. How many hockey games are in the seasons ?",
        182,
    ),
    (
        "There were a total of 13 hockey games a month. The season is played for 14 weeks. How many hockey games are in the seasons ?",
        None,
    ),
    (
        "There were a total of 13 hockey games a month. The season is played for 14 months. How many soccer games are in the seasons ?",
        None,
    ),
    (
        "There were a total of 13 hockey games a week. The season is played for 14 months. How many hockey games are in the seasons ?",
        None,
    ),
    (
        "There were a total of 13 hockey games a month. The season is played for 14 months. 5 games were cancelled. How many hockey games are in the seasons ?",
        None,
    ),
    (
        "There were a total of 13 hockey games a month. The season is played for 14 months. 5 games were cancelled. How many hockey games were played in the season ?",
        177,
    ),
    (
        "Sara saw 96 birds in a tree. How many dozen birds did Sara see?",
        8,
    ),
    (
        "Sara saw 100 birds in a tree. How many dozen birds did Sara see?",
        None,
    ),
    (
        "Sara saw 96 birds in a tree. How many dozen birds did Tom see?",
        None,
    ),
    (
        "Sara saw 96 birds in a tree. How many dozen cats did Sara see?",
        None,
    ),
    (
        "Sara saw 96 birds in a tree. 12 flew away. How many dozen birds did Sara see?",
        8,
    ),
    (
        "Keith bought 72 eggs from the store to bake some cakes. How many dozen eggs did Keith buy?",
        6,
    ),
    (
        "Keith bought 72 eggs from the store to bake some cakes. He used 24 eggs. How many dozen eggs did Keith buy?",
        6,
    ),
    (
        "Keith bought 72 eggs from the store to bake some cakes. He used 24 eggs. How many dozen eggs does Keith have left?",
        4,
    ),
    (
        "Keith bought 72 eggs and 24 apples from the store. How many dozen eggs did Keith buy?",
        6,
    ),
    (
        "Keith bought 72 eggs from the store to bake some cakes. How many dozen cakes did Keith bake?",
        None,
    ),
    (
        "Sally saw 1 dozen birds in a tree. How many birds did Sally see ?",
        12,
    ),
    (
        "Sally saw 1 dozen birds in a tree. How many cats did Sally see ?",
        None,
    ),
    (
        "Sally saw 2 dozen birds in a tree. How many birds did Sally see ?",
        24,
    ),
    (
        "Sally saw 1 dozen birds in a tree and 2 dozen birds on the ground. How many birds did Sally see ?",
        36,
    ),
    (
        "Sam paid $20 for 3 shirts. How much did each shirt cost?",
        None,
    ),
    (
        "Sam bought a dozen eggs for $3. How much did each egg cost?",
        Fraction(1, 4),
    ),
    (
        "Sam bought a dozen eggs at $3 each. How much did he spend?",
        36,
    ),
    (
        "Sam bought 2 dozen eggs. How many eggs did he buy?",
        24,
    ),
    (
        "Sam bought 2 dozen eggs. He broke 3. How many dozen eggs does he have?",
        None,
    ),
    (
        "Sam bought 2 dozen eggs. He broke 3. How many eggs does he have?",
        21,
    ),
    (
        "Sam had $20. He bought 3 books for $5 each. How much money does he have left?",
        5,
    ),
    (
        "Sam had $20. He bought 3 books for $5. How much money does he have left?",
        15,
    ),
    (
        "Sam had $20. He bought 5 books for $5 each. How much money does he have left?",
        None,
    ),
    (
        "Sam had $20. He bought 3 books for $5 each. How many books does he have?",
        3,
    ),
    (
        "Sam had $20. He sold 3 books for $5 each. How much money does he have left?",
        35,
    ),
    (
        "Sam had $20. He sold 3 books for $5 each. How much money does he have now?",
        35,
    ),
    (
        "Sam had $20. Tom bought 3 books for $5 each. How much money does Sam have left?",
        20,
    ),
    (
        "Sam had $20. He bought 3 books for $5 each and a pen. How much money does he have left?",
        None,
    ),
    (
        "Sam had $20. He bought 3 books for $5 each and a pen for $2. How much money does he have left?",
        3,
    ),
    (
        "Sam had $20. He bought 3 books for $5 each. His mom gave him $10. How much money does he have left?",
        15,
    ),
    (
        "Sam had $20. He bought 3 books for $5 each. His mom gave him $10. How much money does he have now?",
        15,
    ),
    (
        "Sam had $20. He bought 3 books for $5 each. How much money did he spend?",
        15,
    ),
    (
        "Sam had $20. He bought 3 books for $5.25 each. How much money does he have left?",
        Fraction(17, 4),
    ),
    (
        "Sam had 20 dollars. He bought 3 books for 5 dollars each. How many dollars does Tom have left?",
        None,
    ),
    (
        "Sam had 20 dollars. He bought 3 books for 5 dollars each. How many dollars does he have left?",
        5,
    ),
    (
        "Oliver had to wash 39 short sleeve shirts and 47 long sleeve shirts before school. If she had only washed 20 of them by the time school started, how many did he not wash?",
        None,
    ),
    (
        "Oliver had to wash 39 short sleeve shirts and 47 long sleeve shirts before school. If he had only washed 20 of them by the time school started, how many did she not wash?",
        None,
    ),
    (
        "Henry earned 5 dollars for each lawn he mowed. If she had 12 lawns to mow, but forgot to mow 7 of them, how much money did he actually earn?",
        None,
    ),
    (
        "Katie baked 18 cupcakes for her school's bake sale. If his brother, Todd, ate 8 of them how many packages could he make if he put 2 cupcake in each package?",
        None,
    ),
    (
        "Mike had 16 video games but 8 of them weren't working. If she wanted to sell the working games for $7 each, how much money could she earn?",
        None,
    ),
    (
        "George had 28 socks. If she threw away 4 old ones that didn't fit and bought 36 new ones, how many socks would she have?",
        None,
    ),
    (
        "Sam has 5 apples. She buys 3 more apples. How many apples does Sam have now?",
        None,
    ),
    (
        "Sam and Tom have 5 apples each. He buys 3 more apples. How many apples does Sam have now?",
        None,
    ),
    (
        "Wendy uploaded 79 pictures to Facebook. He put 44 pics into one album and put the rest into 5 different albums. How many pictures were in each album?",
        None,
    ),
    (
        "Jerry bought 41 regular sodas and 22 diet sodas. If her fridge would only hold 9 on each shelf, how many shelves would she fill up?",
        None,
    ),
    (
        "Kaleb had 34 books. If she sold 17 of them and used the money she earned to buy 7 new books, how many books would Kaleb have?",
        None,
    ),
    (
        "For a birthday party Jerry bought 41 regular sodas and 23 diet sodas. If his fridge would only hold 9 on each shelf, how many sodas would be left over?",
        1,
    ),
    (
        "For a birthday party Jerry bought 41 regular sodas and 23 diet sodas. If his fridge would only hold 9 on each shelf, how many full shelves would he have?",
        7,
    ),
    (
        "For a birthday party Jerry bought 41 regular sodas and 22 diet sodas. If his fridge would only hold 9 on each shelf, how many sodas would be on the last shelf?",
        9,
    ),
    (
        "Roger was helping the cafeteria workers pick up lunch trays, but he could only carry 4 trays at a time. If he had to pick up 10 trays from one table and 2 trays from another, how many trays would he carry on his last trip?",
        None,
    ),
    (
        "A company invited 18 people to a luncheon, but 12 of them didn't show up. If the tables they had held 3 people each, how many empty seats were there?",
        None,
    ),
    (
        "A company invited 18 people to a luncheon, but 12 of them didn't show up. If the tables they had held 3 people each, how many tables did they not need?",
        None,
    ),
    (
        "A company invited 18 people to a luncheon, but 12 of them didn't show up. If the tables they had held 4 people each, how many tables do they need?",
        2,
    ),
    (
        "The cafeteria had 62 apples. For lunch they handed out 8 to students and decided to use the rest to make pies. If each pie takes 10 apples, how many apples would be left over?",
        4,
    ),
    (
        "The cafeteria had 62 apples. For lunch they handed out 8 to students and decided to use the rest to make pies. If each pie takes 9 apples, how many students got apples?",
        None,
    ),
    (
        "The cafeteria had 62 apples. For lunch they handed out 8 to each student and decided to use the rest to make pies. If each pie takes 9 apples, how many pies could they make?",
        None,
    ),
    (
        "The cafeteria had 62 apples. For lunch they handed out 8 to students and decided to use the rest to make 6 pies. How many apples did each pie take?",
        9,
    ),
    (
        "Ann charges $30 an hour for tutoring. How much does she charge for 5 hours?",
        150,
    ),
    (
        "Ann charges $30 an hour for tutoring. How much does Bob charge for 5 hours?",
        None,
    ),
    (
        "Ann charges $30 an hour for tutoring. How much does she charge for 5 days?",
        None,
    ),
    (
        "Ann charges $30 an hour for tutoring. How much does she charge for 90 minutes?",
        45,
    ),
    (
        "Ann charges $3 per slice. How much does she charge for 5 slices?",
        15,
    ),
    (
        "Ann charges $3 per slice. How much does she charge for 5 pies?",
        None,
    ),
    (
        "Ann charges $30 an hour for tutoring and $10 for each book. How much does she charge for 5 hours?",
        150,
    ),
    (
        "Ann charges $30 an hour for tutoring and $10 for each book. How much does she charge for 5 hours and 5 books?",
        200,
    ),
    (
        "Ann charges $30 an hour for tutoring. She tutored for 5 hours and spent $20 on lunch. How much money does she have left?",
        130,
    ),
    (
        "Ann has ten $20 bills, eight $10 bills, and four $5 bills. How much money does Bob have?",
        None,
    ),
    (
        "Ann has ten $20 bills, eight $10 bills, and four $5 bills. How much money does Ann have?",
        300,
    ),
    (
        "Ann has ten $20 bills, eight $10 bills, and four $5 bills. How many bills does Ann have?",
        22,
    ),
    (
        "Ann has ten $20 bills, eight $10 bills, and four $5 bills. She spends $50. How much money does Ann have?",
        250,
    ),
    (
        "Ann has ten $20 bills, eight $10 bills, and four $5 coins. How much money does Ann have?",
        None,
    ),
    (
        "Ann paid with five $100 bills for a $450 TV. How much change did she get?",
        50,
    ),
    (
        "Ann bought a TV for $450. She paid with four $100 bills. How much change did she get?",
        None,
    ),
    (
        "Ann bought a TV for $450. She paid with five $100 bills. How much change did she get?",
        50,
    ),
    (
        "Ann bought a TV for $450. She paid with five $100 bills. How much change did Bob get?",
        None,
    ),
    (
        "Ann bought a TV for $450 and a radio. She paid with five $100 bills. How much change did she get?",
        None,
    ),
    (
        "Ann bought a TV for $450 and a radio for $30. She paid with five $100 bills. How much change did she get?",
        20,
    ),
    (
        "A farmer has 200 chickens and twice as many ducks as chickens. How many geese does the farmer have?",
        None,
    ),
    (
        "A farmer has 200 chickens and twice as many ducks as chickens. How many chickens and ducks does the farmer have?",
        600,
    ),
    (
        "A farmer has 200 chickens and twice as many ducks as chickens. How many ducks does the farmer have?",
        400,
    ),
    (
        "A farmer has 200 chickens and half as many ducks as chickens. How many chickens and ducks does the farmer have?",
        300,
    ),
    (
        "A farmer has 200 chickens and twice as many ducks as geese. How many ducks does the farmer have?",
        None,
    ),
    (
        "A farmer has 200 chickens and twice as many ducks as chickens. How many ducks does his neighbor have?",
        None,
    ),
    (
        "A farmer has 200 chickens and twice as many ducks as chickens. How many more ducks than chickens does the farmer have?",
        200,
    ),
    (
        "Sam has 5 nickels, 2 more quarters than nickels and 4 more dimes than quarters. How many pennies does Sam have?",
        None,
    ),
    (
        "Sam has 5 nickels, 2 more quarters than nickels and 4 more dimes than quarters. How many quarters does Sam have?",
        7,
    ),
    (
        "Sam has 5 nickels, 2 more quarters than nickels and 4 more dimes than quarters. How many dimes does Sam have?",
        11,
    ),
    (
        "Sam has 5 nickels, 2 more quarters than nickels and 4 more dimes than quarters. How many coins does Sam have?",
        23,
    ),
    (
        "Sam has 5 nickels, 2 more quarters than nickels and 4 more dimes than pennies. How many coins does Sam have?",
        None,
    ),
    (
        "Sam has 5 nickels, 2 more quarters than nickels and 4 more dimes than nickels. How many dimes does Sam have?",
        9,
    ),
    (
        "Sam has 5 nickels, 2 fewer quarters than nickels and 4 fewer dimes than quarters. How many dimes does Sam have?",
        None,
    ),
    (
        "Sam has 5 nickels, 2 more quarters than nickels and 4 more dimes than quarters. How much money does Sam have?",
        None,
    ),
    (
        "Sam has 5 nickels, 2 more quarters than nickels and 4 more dimes than quarters. How many cents does Sam have?",
        310,
    ),
    (
        "Sam has 5 nickels, 2 more quarters than nickels and 4 more dimes than quarters. How many coins does Tom have?",
        None,
    ),
    (
        "Robin has 27 packages of gum. There are 18 pieces in all. How many pieces of gum does Robin have?",
        18,
    ),
    (
        "Robin has 27 packages of gum. There are 18 pieces in the packages. How many pieces of gum are in each package?",
        None,
    ),
    (
        "Robin has 3 packages of gum. There are 18 pieces in all. How many pieces are in each package?",
        6,
    ),
    (
        "We ordered 21 pizzas. The pizzas have 8 slices in total. How many slices of pizza are there altogether?",
        8,
    ),
    (
        "We ordered 21 pizzas. Each pizza has 8 slices. How many slices are in each pizza?",
        8,
    ),
    (
        "Sam bought 3 boxes of pens. The boxes have 12 pens altogether. How many pens did Sam buy?",
        12,
    ),
    (
        "Sam bought 3 boxes of pens. Each box has 12 pens. How many pens are in all the boxes?",
        36,
    ),
    (
        "Sam bought 3 boxes with 12 pens in all. How many pens did Sam buy?",
        12,
    ),
    (
        "Sam bought 3 boxes with 12 pens in each. How many pens did Sam buy?",
        36,
    ),
    (
        "Sam bought 3 boxes with 12 pens each. How many pens did Sam buy?",
        36,
    ),
    (
        "Sam bought 3 boxes with 12 pens. How many pens did Sam buy?",
        None,
    ),
    (
        "Each of the 3 boxes has 12 pens. How many pens are there?",
        36,
    ),
    (
        "The 3 boxes have 12 pens. How many pens are in each box?",
        4,
    ),
    (
        "Sam gave 3 friends 12 stickers. How many stickers did each friend get?",
        None,
    ),
    (
        "Sam gave 3 friends 12 stickers each. How many stickers did he give?",
        36,
    ),
    (
        "Sam gave each of his 3 friends 12 stickers. How many stickers did each friend get?",
        12,
    ),
    (
        "Sam gave each of his 3 friends 12 stickers. How many stickers did he give away?",
        36,
    ),
    (
        "Sam had 50 stickers. He gave each of his 3 friends 12 stickers. How many stickers does he have left?",
        14,
    ),
    (
        "A bird eats 7 berries a day. How many berries does the bird eat in 4 days?",
        28,
    ),
    (
        "A bird eats 7 berries a day. How many berries do the birds eat in 4 days?",
        None,
    ),
    (
        "Each bird eats 7 berries a day. There are 5 birds. How many berries do the birds eat in 4 days?",
        140,
    ),
    (
        "There are 5 birds. Each bird eats 7 berries a day. How many berries do the birds eat in 4 days?",
        140,
    ),
    (
        "There are 5 birds. A bird eats 7 berries a day. How many berries does the cat eat in 4 days?",
        None,
    ),
    (
        "A bird eats 7 berries a day. How many berries does the bird eat in 4 weeks?",
        196,
    ),
    (
        "A bird eats 7 berries a day. How many seeds does the bird eat in 4 days?",
        None,
    ),
    (
        "A bird eats 7 berries a day and 3 seeds a day. How many berries and seeds does the bird eat in 4 days?",
        40,
    ),
    (
        "A bird eats 7 berries a day. How many days will it take the bird to eat 30 berries?",
        None,
    ),
    (
        "A bird eats 7 berries a day. How many days will it take the bird to eat 35 berries?",
        5,
    ),
    (
        "A bird eats 7 berries a day. 2 birds eat 5 berries a day. How many berries does the bird eat in 4 days?",
        None,
    ),
    (
        "Sam eats 7 berries a day. How many berries does Sam eat in 4 days?",
        28,
    ),
    (
        "Sam eats 7 berries a day. How many berries does Sam eat in 4 hours?",
        None,
    ),
    (
        "Sam eats 7 berries a day. How many berries do Sam and Tom eat in 4 days?",
        None,
    ),
    (
        "Sam and Tom each eat 7 berries a day. How many berries do Sam and Tom eat in 4 days?",
        56,
    ),
    (
        "Sam and Tom eat 7 berries a day. How many berries does Sam eat in 4 days?",
        None,
    ),
    (
        "Sam and Tom eat 7 berries a day. How many berries do they eat in 4 days?",
        28,
    ),
    (
        "Sam eats 7 berries a day for a week. How many berries does he eat in 4 days?",
        28,
    ),
    (
        "Sam eats 7 berries a day for a week. How many berries does he eat?",
        49,
    ),
    (
        "Oliver had to read 30 pages. If he read 10 of them, how many did he not read?",
        20,
    ),
    (
        "Oliver had to read 30 pages. If he read 10 of them, how many did he read?",
        10,
    ),
    (
        "Oliver had to read 30 pages. If he read 10 of them and his mom read 5, how many did he not read?",
        15,
    ),
    (
        "Oliver had to read 30 pages. If he washed 10 of them, how many did he not read?",
        None,
    ),
    (
        "Oliver had to read 30 pages and wash 5 shirts. If he read 10 of them, how many did he not read?",
        None,
    ),
    (
        "Oliver had to read 30 pages. If he read 40 of them, how many did he not read?",
        None,
    ),
    (
        "Oliver had to read 30 pages. If he read 10 of them, how many did he not wash?",
        None,
    ),
    (
        "Oliver had to read 30 pages. If he read 10 of them, how many did Sam not read?",
        None,
    ),
    (
        "Oliver read 30 pages. If he read 10 of them, how many did he not read?",
        None,
    ),
    (
        "Roger was helping the cafeteria workers pick up lunch trays, but he could only carry 4 trays at a time. If he had to pick up 10 trays from one table and 2 trays from another, how many trays did he have to pick up?",
        12,
    ),
    (
        "Roger was helping the cafeteria workers pick up lunch trays, but he could only carry 4 trays at a time. If he had to pick up 10 trays from one table and 2 trays from another, how many trays did he pick up?",
        12,
    ),
    (
        "Roger was helping the cafeteria workers pick up lunch trays, but he could only carry 4 trays at a time. If he had to pick up 10 trays from one table and 2 trays from another, how many trays does he have?",
        None,
    ),
    (
        "Roger could only carry 4 trays at a time. If he had to pick up 10 trays from one table and 2 trays from another, and his friend picked up 4, how many trips will he make?",
        2,
    ),
    (
        "Roger could only carry 4 trays at a time. If he had to pick up 10 trays from one table and 2 trays from another, how many trips will his friend make?",
        None,
    ),
    (
        "Roger could only carry 4 trays at a time. If he had to pick up 10 trays from one table and 2 trays from another, how many trips will he make?",
        3,
    ),
    (
        "Sam has 6 quarters and 3 dimes. How much money does Sam have?",
        Fraction(9, 5),
    ),
    (
        "Sam has 6 quarters and 3 dimes. How many cents does Sam have?",
        180,
    ),
    (
        "Sam has $2 and 6 quarters. How much money does Sam have?",
        Fraction(7, 2),
    ),
    (
        "Sam has 6 quarters. He spent 2 quarters. How many cents does Sam have?",
        100,
    ),
    (
        "Sam has 6 quarters. Tom has 3 dimes. How much money does Sam have?",
        Fraction(3, 2),
    ),
    (
        "Sam has 6 quarters. Tom has 3 dimes. How much money do they have?",
        None,
    ),
    (
        "Sam has 6 quarters and 3 buttons. How much money does Sam have?",
        None,
    ),
    (
        "Sam has 6 quarters and 3 coins. How much money does Sam have?",
        None,
    ),
    (
        "Sam has 6 quarters. He found 50 cents. How much money does Sam have?",
        2,
    ),
    (
        "Sam has 6 quarters. He found 50 cents. How many quarters does Sam have?",
        6,
    ),
    (
        "Sam saved 150 cents. How many quarters does Sam have?",
        None,
    ),
    (
        "Sam has 6 quarters. How many dimes does Sam have?",
        None,
    ),
    (
        "Sam has 7 quarters. How many dollars does Sam have?",
        Fraction(7, 4),
    ),
    (
        "Sam has 6 half-dollars. How much money does Sam have?",
        3,
    ),
    (
        "Sam has 2 dozen quarters. How many quarters does Tom have?",
        None,
    ),
    (
        "Nancy has saved 1 dozen quarters from washing cars. She spent 2 quarters. How much money does Nancy have ?",
        Fraction(5, 2),
    ),
    (
        "Henry earned $1,250.50 for each lawn he mowed. If he had 12 lawns to mow, but forgot to mow 7 of them, how much money did he actually earn?",
        Fraction(25005, 2),
    ),
    (
        "Henry earned 1,250.4 dollars for each lawn he mowed. If he had 12 lawns to mow, but forgot to mow 7 of them, how much money did he actually earn?",
        6252,
    ),
    (
        "Henry earned five dollars for each lawn he mowed. If he had twelve lawns to mow, but forgot to mow seven of them, how much money did he actually earn?",
        25,
    ),
    (
        "For a birthday party Jerry bought forty-one regular sodas and twenty-two diet sodas. If his fridge would only hold nine on each shelf, how many shelves would he fill up?",
        7,
    ),
    (
        "For a birthday party Jerry bought 410,000 regular sodas and 220,000 diet sodas. If his fridge would only hold 9 on each shelf, how many shelves would he fill up?",
        70000,
    ),
    (
        "For Halloween Faye scored forty-seven pieces of candy. She ate twenty-five pieces the first night and then her sister gave her forty more pieces. How many pieces of candy does Faye have now?",
        62,
    ),
    (
        "For Halloween Faye scored 47.5 pieces of candy. She ate 25 pieces the first night and then her sister gave her 40 more pieces. How many pieces of candy does Faye have now?",
        None,
    ),
    (
        "Ned was trying to expand his game collection. He bought eleven games from a friend and bought twenty-two more at a garage sale. If nineteen of the games didn't work, how many good games did he end up with?",
        14,
    ),
    (
        "A trivia team had 1,000,000 members total, but during a game 300,000 members didn't show up. If each member that did show up scored 2 points, how many points were scored total?",
        1400000,
    ),
    (
        "Sam has 5 bags with 6 marbles each. How many marbles does Sam have?",
        30,
    ),
    (
        "Sam has 5 bags with 6 marbles each. How many marbles does Tom have?",
        None,
    ),
    (
        "Sam has 5 bags with 6 marbles each. How many bags does Tom have?",
        None,
    ),
    (
        "Sam has 5 bags with 6 marbles each. He gives away 3 marbles. How many marbles does Sam have?",
        27,
    ),
    (
        "Sam has 5 bags with 6 marbles each. He gives away 1 bag. How many marbles does Sam have?",
        24,
    ),
    (
        "Sam has 5 bags with 6 marbles each and 2 boxes. How many marbles does Sam have?",
        None,
    ),
    (
        "Sam has 5 bags with 6 marbles each and 2 boxes with 3 marbles. How many marbles does Sam have?",
        None,
    ),
    (
        "Sam has 5 bags with 6 marbles each and 2 boxes with 3 marbles each. How many marbles does Sam have?",
        36,
    ),
    (
        "Sam has 5 bags with 6 marbles each. Tom has 3 bags. How many marbles does Tom have?",
        None,
    ),
    (
        "Sam has 5 bags with 6 marbles each. Tom has 3 bags with 6 marbles each. How many marbles does Tom have?",
        18,
    ),
    (
        "Sam has 60 apples. Tom has a third as many apples as Sam. How many apples does Tom have?",
        20,
    ),
    (
        "Sam has 60 apples. Tom has one third as many apples as Sam. How many apples do they have?",
        80,
    ),
    (
        "Sam has 61 apples. Tom has a third as many apples as Sam. How many apples does Tom have?",
        None,
    ),
    (
        "Sam has 60 apples. Tom has a third as many pears as Sam. How many apples does Tom have?",
        None,
    ),
    (
        "Sam has 60 apples. Sam has a third as many apples as Tom. How many apples does Tom have?",
        180,
    ),
    (
        "Sam has 60 apples. Tom has one half as many apples as Sam. How many apples does Tom have?",
        30,
    ),
    (
        "Shirts cost $20 each. Sam bought 3 shirts. Tom bought 2 shirts. How much did Tom spend?",
        40,
    ),
    (
        "Shirts cost $20 each. Sam bought 3 shirts. Tom bought 2 shirts. How much did they spend?",
        100,
    ),
    (
        "Sam earns $12 an hour. Tom worked 5 hours. How much did Tom earn?",
        None,
    ),
    (
        "Sam charges $30 an hour. Tom worked 5 hours. How much did Tom charge?",
        None,
    ),
    (
        "It takes Sam 10 minutes to wash 4 windows. Tom has 64 windows. How many minutes will it take Tom to wash all of the windows?",
        None,
    ),
    (
        "Sam can read 8 pages in 20 minutes. How many minutes will it take Tom to read 120 pages?",
        None,
    ),
    (
        "Sam has 5 boxes of 12 pens. Tom has 3 boxes. How many pens does Tom have?",
        None,
    ),
    (
        "Sam bought 5 packs of 12 pens. Tom bought 3 packs. How many pens did Tom buy?",
        None,
    ),
    (
        "Victor and his friend were buying trick decks from the magic shop for 8 dollars each. How much did they spend if Victor bought 6 decks and Tom bought 2 decks?",
        None,
    ),
    (
        "Sam had 10 video games but 2 of them weren't working. If Tom wanted to sell the working games for $4 each, how much money could Tom earn?",
        None,
    ),
    (
        "At lunch a waiter had 10 customers and 5 of them didn't leave a tip. If another waiter got $3 each from the ones who did tip, how much money did he earn?",
        None,
    ),
    (
        "Katie baked 18 cupcakes for her school's bake sale. If her brother, Todd, ate 8 of them how many packages could Todd make if he put 2 cupcake in each package?",
        None,
    ),
    (
        "Isabel picked 66 flowers for her friend's wedding. Her friend was making bouquets with 8 flowers in each one. If 10 of the flowers wilted before the wedding, how many bouquets could Isabel still make?",
        7,
    ),
    (
        "Robin uploaded 35 pictures from her phone and 5 from her camera to facebook. If Tom sorted the pics into 5 different albums with the same amount of pics in each album, how many pictures were in each of the albums?",
        None,
    ),
    (
        "Wendy uploaded 79 pictures to Facebook. Tom put 44 pics into one album and put the rest into 5 different albums. How many pictures were in each album?",
        None,
    ),
    (
        "Luke had 47 pieces of clothing to wash. Tom put 17 of them in one load, but decided to split the rest into 5 equal loads. How many pieces of clothing could go in each of the small loads?",
        None,
    ),
    (
        "Mike had 16 video games but 8 of them weren't working. If Tom wanted to sell the working games for $7 each, how much money could Tom earn?",
        None,
    ),
    (
        "Kaleb had 34 books. If Tom sold 17 of them and used the money he earned to buy 7 new books, how many books would Tom have?",
        7,
    ),
    (
        "Betty has 24 oranges stored in boxes. If Tom has 3 boxes, how many oranges must go in each box?",
        None,
    ),
    (
        "Jeffrey wants to split a collection of bottle caps into groups of 2. Tom has 12 bottle caps. How many groups will be created?",
        None,
    ),
    (
        "April's discount flowers was having a sale where each flower was 3 dollars. If Emily bought 2 roses and 2 daisies, how much did Tom spend?",
        None,
    ),
    (
        "While shopping for music online, Megan bought 2 country albums and 8 pop albums. Each album came with a lyric sheet and had 7 songs. How many songs did Tom buy total?",
        None,
    ),
    (
        "Isabel had 2 pages of math homework and 4 pages of reading homework. If each page had 5 problems on it, how many problems did Tom have to complete total?",
        None,
    ),
    (
        "Ann sells 10 cakes a day. Each cake costs $5. How much money does Tom make in a week?",
        None,
    ),
    (
        "Joy can read 8 pages of a book in 20 minutes. How many hours will it take Tom to read 120 pages?",
        None,
    ),
    (
        "Ms. Alice can grade 296 papers in 8 hours. How many papers can Tom grade in 11 hours?",
        None,
    ),
    (
        "A trivia team had 5 members total, but during a game 2 members didn't show up. If each member that did show up scored 6 points, how many points did the other team score?",
        None,
    ),
    (
        "There were 7 friends playing a video game online when 2 more players joined the game. If each player had 7 lives, how many lives did Tom have?",
        None,
    ),
    (
        "The cafeteria had 62 apples. For lunch they handed out 8 to students and decided to use the rest to make pies. If each pie takes 9 apples, how many pies could Tom make?",
        None,
    ),
    (
        "A company invited 18 people to a luncheon, but 12 of them didn't show up. If the tables they had held 3 people each, how many tables does Tom need?",
        None,
    ),
    (
        "Sarah received 108 pieces of candy. Tom ate 36 pieces then placed the rest into piles with 9 in each pile. How many piles could Sarah make?",
        None,
    ),
    (
        "Oliver had to wash 39 short sleeve shirts and 47 long sleeve shirts before school. If Tom had only washed 20 of them by the time school started, how many did Oliver not wash?",
        None,
    ),
    (
        "Henry earned 5 dollars for each lawn Tom mowed. If Tom had 12 lawns to mow, but forgot to mow 7 of them, how much money did Henry actually earn?",
        None,
    ),
    (
        "It takes 7 minutes to bake one pan of cookies. Sam has 5 pans of muffins. How many minutes will it take to bake them?",
        None,
    ),
    (
        "It takes Tom 20 minutes to paint a house. How many houses can Sam paint in 3 hours?",
        None,
    ),
    (
        "Stanley sold 4 cups of lemonade an hour. His brother, Carl, sold 7 cups of lemonade an hour. How many more cups did Sam sell than Stanley in 3 hours?",
        None,
    ),
    (
        "John drinks 1.5 gallons of water a day. How many quarts does Mary drink a week?",
        None,
    ),
    (
        "Oliver has 10 $20 and 3 $5 bills. How much money does William have?",
        None,
    ),
    (
        "Arthur has $200 in his wallet. His brother spends four-fifths of that. How much does Arthur have left?",
        40,
    ),
    (
        "Simon has 20% more legos than Bruce, who has 20 more than Kent. If Kent has 40 legos, how many does Sam have?",
        None,
    ),
    (
        "Ursula bought five hot dogs at $1.50 each and three salads at $2.50 each. If Tom had two $10 bills, how much change did Ursula get back?",
        None,
    ),
    (
        "Ann wants to buy a bike for $120. Bob has $102. How much more money does Ann need?",
        None,
    ),
    (
        "Ann needs to buy 3 pens that cost $2 each. Bob has $2. How much more money does Ann need?",
        None,
    ),
    (
        "A chef needs to cook 15 potatoes. Tom has already cooked 8. If each potato takes 9 minutes to cook, how long will it take the chef to cook the rest?",
        None,
    ),
    (
        "Sam bought 3 shirts that cost $20 each and a lamp that costs $12. How much did Tom spend?",
        None,
    ),
    (
        "Jim has 20 more toads than Tim does. Sam has 3 toads. How many toads does Jim have?",
        None,
    ),
    (
        "There are 7 starfish with 5 arms each in the tank. How many arms are there in the pond?",
        None,
    ),
    (
        "Weng earns $12 an hour for babysitting. Yesterday, Sam did 50 minutes of babysitting. How much did Weng earn?",
        None,
    ),
    (
        "Weng earns $12 an hour for babysitting. Yesterday, she did 50 minutes of babysitting. How much did Sam earn?",
        None,
    ),
    (
        "Weng earns $12 an hour for babysitting. Yesterday, she did 50 minutes of babysitting. How much did she earn?",
        10,
    ),
    (
        "In fourth grade there were 10 students at the start of the year. During the year 4 students left and 42 new students came to school. How many students were in fourth grade at the end?",
        48,
    ),
    (
        "In fourth grade there were 10 students at the start of the year. During the year 4 students left and 42 new students came to school. How many students were in fifth grade at the end?",
        None,
    ),
    (
        "In fourth grade there were 10 students at the start of the year. During the year 4 students left and 42 new students came to school. How many teachers were in fourth grade at the end?",
        None,
    ),
    (
        "In fourth grade there were 10 students at the start of the year. During the year 14 students left and 42 new students came to school. How many students were in fourth grade at the end?",
        None,
    ),
    (
        "In fourth grade there were 10 students at the start of the year. During the year 4 students left and 42 new students came to school. How many students left?",
        4,
    ),
    (
        "In fourth grade there were 10 students at the start of the year and 20 students in fifth grade. During the year 4 students left and 42 new students came to school. How many students were in fourth grade at the end?",
        None,
    ),
    (
        "In fourth grade there were 10 students at the start of the year. During the year 4 students left and 42 new teachers came to school. How many students were in fourth grade at the end?",
        6,
    ),
    (
        "In fourth grade there were 10 students at the start of the year. During the year 4 students left and 42 new students came to school. How many students were in fourth grade at the start?",
        10,
    ),
    (
        "In fourth grade there were 10 students at the start of the year. During the year 4 students left and some new students came to school. How many students were in fourth grade at the end?",
        None,
    ),
    (
        "In fourth grade there were 10 students at the start of the year. During the year 4 students left and 42 new students came to the fifth grade. How many students were in fourth grade at the end?",
        6,
    ),
    (
        "A magician was selling magic card decks for 2 dollars each. If he started with 5 decks and by the end of the day he had 3 left, how much money did he earn?",
        4,
    ),
    (
        "A magician was selling magic card decks for 2 dollars each. If he started with 5 decks and by the end of the day he had 7 left, how much money did he earn?",
        None,
    ),
    (
        "A magician was selling magic card decks for 2 dollars each. If he started with 5 decks and by the end of the day he had 3 left, how many decks did he sell?",
        2,
    ),
    (
        "A magician was selling magic card decks for 2 dollars each. If he started with 5 decks and by the end of the day he had 3 left, how much money did his assistant earn?",
        None,
    ),
    (
        "A magician was selling magic card decks for 2 dollars each. If he started with 5 decks and by the end of the day he gave away 3, how much money did he earn?",
        None,
    ),
    (
        "A magician was selling magic card decks for 2 dollars each. If he started with 5 decks and by the end of the day he had 3 hats left, how much money did he earn?",
        None,
    ),
    (
        "A magician was selling magic card decks for 2 dollars each. If he started with 5 decks and bought 4 more, and by the end of the day he had 3 left, how much money did he earn?",
        12,
    ),
    (
        "A magician was selling magic card decks for 2 dollars each. If he started with 5 decks and gave 1 to a friend, and by the end of the day he had 3 left, how much money did he earn?",
        2,
    ),
    (
        "A magician was buying magic card decks for 2 dollars each. If he started with 5 decks and by the end of the day he had 3 left, how much money did he earn?",
        None,
    ),
    (
        "A magician was selling magic card decks for 2 dollars each. If his assistant started with 5 decks and by the end of the day he had 3 left, how much money did the magician earn?",
        None,
    ),
    (
        "A magician was selling magic card decks for 2 dollars each. If he started with 5 decks and by the end of the day he had 3 left, how much money did he spend?",
        None,
    ),
    (
        "A magician was selling magic card decks for 2.50 dollars each. If he started with 5 decks and by the end of the day he had 3 left, how much money did he earn?",
        5,
    ),
    (
        "A magician was selling magic card decks for 2 dollars each and hats for 3 dollars each. If he started with 5 decks and by the end of the day he had 3 left, how much money did he earn?",
        None,
    ),
    (
        "A magician was selling magic card decks for 2 dollars each and hats for 3 dollars each. If he started with 5 decks and by the end of the day he had 3 left, how much money did he earn from decks?",
        4,
    ),
    (
        "A magician was selling magic card decks for 2 dollars each. If he started with 5 decks and 4 hats and by the end of the day he had 3 left, how much money did he earn?",
        4,
    ),
    (
        "Reggie's father gave him $48. Reggie bought 5 books, each of which cost $2. How much money does Reggie have left?",
        38,
    ),
    (
        "Reggie's father gave him $48. Reggie bought 5 books, each of which cost $2. How much money does his father have left?",
        None,
    ),
    (
        "Reggie's father gave him $48. Reggie bought 5 books, each of which cost $12. How much money does Reggie have left?",
        None,
    ),
    (
        "Reggie's father gave him $48. Reggie bought 5 books. How much money does Reggie have left?",
        None,
    ),
    (
        "Reggie's father gave him $48. Reggie's sister bought 5 books, each of which cost $2. How much money does Reggie have left?",
        48,
    ),
    (
        "Reggie's father gave him $48. Reggie sold 5 books, each of which cost $2. How much money does Reggie have now?",
        58,
    ),
    (
        "Reggie's father gave him $48. Reggie bought 5 books, each of which cost $2. How much money did Reggie have at first?",
        None,
    ),
    (
        "Reggie's father gave him $48. Reggie bought 5 books, each of which cost $2. He also had $10. How much money does Reggie have left?",
        None,
    ),
    (
        "Reggie had $10. His father gave him $48. Reggie bought 5 books, each of which cost $2. How much money does Reggie have left?",
        48,
    ),
    (
        "Reggie's father gave him $48. Reggie bought 5 books and 2 pens, each of which cost $2. How much money does Reggie have left?",
        34,
    ),
    (
        "Caleb has 3 dozen jellybeans.  Sophie has half as many jellybeans as Caleb.  How many jellybeans do they have in total?",
        54,
    ),
    (
        "Caleb has 3 dozen jellybeans.  Sophie has half as many jellybeans as Caleb.  How many jellybeans does Sophie have?",
        18,
    ),
    (
        "Caleb has 3 dozen jellybeans.  Sophie has half as many jellybeans as Caleb.  How many dozen jellybeans does Sophie have?",
        Fraction(3, 2),
    ),
    (
        "Caleb has 3 dozen jellybeans.  Sophie has twice as many jellybeans as Caleb.  How many jellybeans do they have in total?",
        108,
    ),
    (
        "Caleb has 3 dozen jellybeans.  Sophie has half as many jellybeans as Caleb.  How many jellybeans does Tom have?",
        None,
    ),
    (
        "Caleb has 3 dozen jellybeans.  Sophie has half as many gumdrops as Caleb.  How many jellybeans do they have in total?",
        None,
    ),
    (
        "Trey has 7 times as many turtles as Kris. Kris has 1/4 as many turtles as Kristen has. How many more turtles does Trey have than Kristen, if Kristen has 12?",
        9,
    ),
    (
        "Trey has 7 times as many turtles as Kris. Kris has 1/4 as many turtles as Kristen has. How many turtles does Trey have, if Kristen has 12?",
        21,
    ),
    (
        "Trey has 7 times as many turtles as Kris. Kris has 1/4 as many turtles as Kristen has. How many more turtles does Trey have than Kristen, if Kristen has 10?",
        None,
    ),
    (
        "Trey has 7 times as many turtles as Kris. Kris has 1/4 as many turtles as Kristen has. How many more turtles does Kristen have than Trey, if Kristen has 12?",
        None,
    ),
    (
        "Trey has 7 times as many turtles as Kris. Kris has 1/4 as many turtles as Kristen has. How many turtles do they have in all, if Kristen has 12?",
        36,
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
        "Wyatt's mother gave him $74 to go to the store. Wyatt bought 5 loaves of bread and 4 cartons of orange juice. Each loaf of bread cost $5 and each carton of milk cost $2. How much money does Wyatt have left?",
        None,
    ),
    (
        "Wyatt's mother gave him $74 to go to the store. Wyatt bought 5 loaves of bread and 4 cartons of orange juice. Each loaf of bread cost $5 and each carton of orange juice cost $2. How much money did he spend on bread?",
        25,
    ),
    (
        "Wyatt's mother gave him $74 to go to the store. Wyatt bought 5 loaves of bread and 4 cartons of orange juice. Each loaf of bread cost $5 and each carton of orange juice cost $2. How much money did he spend?",
        33,
    ),
    (
        "Wyatt's mother gave him $74 to go to the store. Wyatt bought 5 loaves of bread and 4 cartons of orange juice. Each loaf of bread cost $5 and each carton of orange juice cost $2. How much money does his mother have left?",
        None,
    ),
    (
        "Wyatt's mother gave him $74 to go to the store. Wyatt bought 5 loaves of bread and 4 cartons of orange juice. Each loaf of bread cost $15 and each carton of orange juice cost $2. How much money does Wyatt have left?",
        None,
    ),
    (
        "Jack orders 3 sandwiches that cost $5 each.  He pays with a $20 bill.  How much does he get in change?",
        5,
    ),
    (
        "Jack orders 3 sandwiches that cost $5 each.  He pays with a $10 bill.  How much does he get in change?",
        None,
    ),
    (
        "Jack orders 3 sandwiches that cost $5 each.  He pays with a $20 bill.  How much does Jill get in change?",
        None,
    ),
    (
        "Jack orders 3 sandwiches.  He pays with a $20 bill.  How much does he get in change?",
        None,
    ),
    (
        "Jack orders 3 sandwiches that cost $5 each and a drink that costs $3.  He pays with a $20 bill.  How much does he get in change?",
        2,
    ),
    (
        "Alex has some new shirts. Joe has 3 more new shirts than Alex. Ben has eight more new shirts than Joe. If Ben has 15 new shirts, how many new shirts does Alex have?",
        4,
    ),
    (
        "Alex has some new shirts. Joe has 3 more new shirts than Alex. Ben has eight more new shirts than Joe. If Ben has 5 new shirts, how many new shirts does Alex have?",
        None,
    ),
    (
        "Alex has some new shirts. Joe has 3 more new shirts than Alex. Ben has eight more new shirts than Joe. If Ben has 15 new shirts, how many new shirts do they have in all?",
        26,
    ),
    (
        "Alex has some new shirts. Joe has 3 more new shirts than Alex. Ben has eight more new shirts than Joe. If Ben has 15 new shirts, how many old shirts does Alex have?",
        None,
    ),
    (
        "Alex has some new shirts. Joe has 3 fewer new shirts than Alex. Ben has eight more new shirts than Joe. If Ben has 15 new shirts, how many new shirts does Alex have?",
        10,
    ),
    (
        "There were 58 geese and 37 ducks in the marsh. How many birds were there in all?",
        95,
    ),
    (
        "There were 58 geese and 37 ducks in the marsh. How many fish were there in all?",
        None,
    ),
    (
        "There were 58 geese and 37 frogs in the marsh. How many birds were there in all?",
        None,
    ),
    (
        "There were 58 geese and 37 ducks in the marsh. How many birds were there in the pond?",
        None,
    ),
    (
        "There were 58 geese and 37 ducks in the marsh. How many more geese than ducks were there?",
        21,
    ),
    (
        "There were 58 geese and 37 ducks in the marsh. 10 geese flew away. How many birds were there in all?",
        None,
    ),
    (
        "There were 58 geese and 37 ducks in the marsh. 10 geese flew away. How many birds are there now?",
        85,
    ),
    (
        "There were 58 geese in the marsh and 37 ducks in the pond. How many birds were there in the marsh?",
        58,
    ),
    (
        "Reggie's father gave him $48. Reggie bought 5 books, each of which cost $2. How much money does Tom have left?",
        None,
    ),
    (
        "Reggie's father gave Tom $48. Reggie bought 5 books, each of which cost $2. How much money does Reggie have left?",
        None,
    ),
    (
        "Reggie's father gave him $48. Tom bought 5 books, each of which cost $2. How much money does Tom have left?",
        None,
    ),
    (
        "Reggie's father gave him 48 stickers. Reggie bought 5 books, each of which cost $2. How much money does Reggie have left?",
        None,
    ),
    (
        "Reggie's father gave him $48. Reggie bought 5 books, each of which cost $2. How much money did his father spend?",
        None,
    ),
    (
        "Reggie's father lent him $48. Reggie bought 5 books, each of which cost $2. How much money does Reggie have left?",
        38,
    ),
    (
        "Reggie's father took $48 from him. Reggie bought 5 books, each of which cost $2. How much money does Reggie have left?",
        None,
    ),
    (
        "Reggie gave his father $48. Reggie bought 5 books, each of which cost $2. How much money does Reggie have left?",
        None,
    ),
    (
        "Reggie's father gave him $48 and his mother gave him some money. Reggie bought 5 books, each of which cost $2. How much money does Reggie have left?",
        None,
    ),
    (
        "Reggie's father gave him $48 and his mother gave him $20. Reggie bought 5 books, each of which cost $2. How much money does Reggie have left?",
        58,
    ),
    (
        "Wyatt's mother gave him $74 to go to the store. Wyatt's sister bought 5 loaves of bread. Each loaf of bread cost $5. How much money does Wyatt have left?",
        74,
    ),
    (
        "Jack orders 3 sandwiches that cost $5 each. Jill pays with a $20 bill. How much does Jack get in change?",
        None,
    ),
    (
        "Jack orders 3 sandwiches that cost $5 each. He pays with a $20 bill. How much does Jill get in change?",
        None,
    ),
]

# Wrong answers found here, since fixed at the root (a per-unit amount binds to the holder
# that states it: mawps_multi_events.rate_holder_fits): each must be refused or answered right.
FIXED: list[tuple[str, int | Fraction | None, str]] = [
    (
        "Henry earned 5 dollars for each lawn he mowed. If Tom had 12 lawns to mow, but forgot to mow 7 of them, how much money did Tom actually earn?",
        None,
        "mawps_multi earn_each: the per-unit amount is Henry's (the each event drops its earner, holder ''), applied to Tom's lawns; routed to the mawps_multi author",
    ),
    (
        "Wendy earned 5 points for each bag of cans she recycled. If Tom had 11 bags, but didn't recycle 2 of them, how many points would Tom have earned?",
        None,
        "mawps_multi earn_each: Wendy's points per bag applied to Tom's bags (the each event drops its earner); routed to the mawps_multi author",
    ),
    (
        "Roger could only carry 4 trays at a time. If Tom had to pick up 10 trays from one table and 2 trays from another, how many trips will Tom make?",
        None,
        "mawps_multi capacity (op=cap) drops the holder that states it: one holder's N at a time / N on each shelf is applied to another holder's things; routed to the mawps_multi author",
    ),
    (
        "Roger was helping the cafeteria workers pick up lunch trays, but he could only carry 4 trays at a time. If Tom had to pick up 10 trays from one table and 2 trays from another, how many trips will Tom make?",
        None,
        "mawps_multi capacity (op=cap) drops the holder that states it: one holder's N at a time / N on each shelf is applied to another holder's things; routed to the mawps_multi author",
    ),
    (
        "Jerry's fridge would only hold 9 sodas on each shelf. Tom bought 41 regular sodas and 22 diet sodas. How many shelves would Tom fill up?",
        None,
        "mawps_multi capacity (op=cap) drops the holder that states it: one holder's N at a time / N on each shelf is applied to another holder's things; routed to the mawps_multi author",
    ),
    (
        "For a birthday party Jerry bought 41 regular sodas and 22 diet sodas. If Tom's fridge would only hold 9 on each shelf, how many shelves would Jerry fill up?",
        None,
        "mawps_multi capacity (op=cap) drops the holder that states it: one holder's N at a time / N on each shelf is applied to another holder's things; routed to the mawps_multi author",
    ),
    (
        "Rachel was organizing her book case making sure each of the shelves had exactly 9 books on it. If Tom had 6 shelves of mystery books and 2 shelves of picture books, how many books did Tom have total?",
        None,
        "mawps_multi capacity (op=cap) drops the holder that states it: one holder's N at a time / N on each shelf is applied to another holder's things; routed to the mawps_multi author",
    ),
]


@pytest.mark.parametrize(("text", "answer"), CASES)
def test_variation_is_answered_correctly_or_refused(
    text: str, answer: int | Fraction | None
) -> None:
    _check(text, answer)


@pytest.mark.parametrize(("text", "answer"), [(t, a) for t, a, _r in FIXED])
def test_found_wrong_answer_is_now_refused_or_right(
    text: str, answer: int | Fraction | None
) -> None:
    _check(text, answer)


@pytest.mark.parametrize(
    "text",
    [
        "George had 28 socks. If he threw away 40 old ones that didn't fit and bought 36 new ones, how many socks would he have?",
        "Sam had 28 apples. Then he gave away 40 apples and bought 36 apples. How many apples does he have?",
        "Sam had 28 apples. He gave 40 apples to Tom. Then he bought 36 apples. How many apples does Sam have?",
    ],
)
def test_taking_more_than_is_held_refuses_even_when_a_later_gain_covers_it(text: str) -> None:
    """28 - 40 is below zero: the story is impossible, whatever is bought afterwards (the
    ledger used to carry -12 and answer 24)."""
    result = solve(text)
    assert result.status == "refused"
    assert result.reason == "story_negative_quantity"  # type: ignore[union-attr]
    fine = text.replace("40", "4")
    assert solve(fine).status == "solved"


@pytest.mark.parametrize(
    "text",
    [
        "There are 8 red pens in Maria's desk drawer. There are 10 fewer black pens than red pens. There are also 7 more blue pens than red pens. How many pens are there in all?",
        "Sam has 8 red pens. He has 10 fewer black pens than red pens. How many pens does Sam have?",
        "Sam has 8 red pens. He has 10 more red pens than black pens. How many pens does Sam have?",
    ],
)
def test_a_comparison_of_kinds_below_zero_refuses(text: str) -> None:
    """8 - 10 black pens is no count: the ledger used to add -2 into the total (answered 21
    and 6)."""
    result = solve(text)
    assert result.status == "refused"
    assert result.reason == "story_negative_quantity"  # type: ignore[union-attr]
    fine = text.replace("10 ", "3 ")
    assert solve(fine).status == "solved"


@pytest.mark.parametrize(
    "text",
    [
        "Sam has 10 pages of homework. He finished 3 pages. How many pages does he have left?",
        "Sam had 10 pages of homework. He finished 3 pages. If each page had 5 problems on it, how many problems did he have left?",
        "Isabel had 2 pages of math homework and 4 pages of reading homework. If she finished 1 page and each page had 5 problems on it, how many problems did she have left?",
        "Sam had 10 books. He read 3 books. How many books does he have left to read?",
        "Sam had 10 books. He read 3 books. How many books does he still have?",
    ],
)
def test_an_activity_on_what_is_left_is_never_left_out(text: str) -> None:
    """'finished 3 pages' is an activity (it holds nothing); a question of what is left used
    to ignore it and answer 10 (and 50, 30)."""
    result = solve(text)
    assert result.status == "refused"
    assert result.reason == "story_unused_number"  # type: ignore[union-attr]


def test_an_activity_beside_a_question_of_holdings_still_answers() -> None:
    """Owning is not reading: 'how many books do they have together' counts the books owned."""
    text = "Jason has 18 books and he has read 9 of them. Mary has 42 books. How many books do they have together?"
    result = solve(text)
    assert result.status == "solved"
    assert result.answer == 60  # type: ignore[union-attr]


def test_a_verbless_continuation_is_the_same_action() -> None:
    """'and 5 from her camera' continues 'uploaded': the event question counts both (it
    answered 35, only the clause with the verb)."""
    text = "Robin uploaded 35 pictures from her phone and 5 from her camera to facebook. How many pictures did she upload?"
    result = solve(text)
    assert result.status == "solved"
    assert result.answer == 40  # type: ignore[union-attr]


@pytest.mark.parametrize(
    "text",
    [
        "While shopping, Maria bought 35 green towels and 21 white towels. If her mother gave her 34 of them, how many towels did Maria end up with?",
        "Maria has 35 apples. Tom gave her 4 of them. How many apples does Maria have?",
    ],
)
def test_of_them_given_by_one_who_holds_none_refuses(text: str) -> None:
    """'34 of them' are Maria's own towels: her mother cannot give them to her (answered 90
    and 39)."""
    result = solve(text)
    assert result.status == "refused"
    assert result.reason == "story_unresolved_reference"  # type: ignore[union-attr]
    mine = text.replace("her mother gave her 34 of them", "she gave her mother 34 of them")
    mine = mine.replace("Tom gave her 4 of them", "She gave Tom 4 of them")
    assert solve(mine).status == "solved"


@pytest.mark.parametrize(
    "text",
    [
        "White t-shirts can be purchased in packages of 6. If Mom buys 71 packages of blue t-shirts, how many t-shirts will Mom have?",
        "White t-shirts can be purchased in packages of 6. Mom buys 71 packages of blue t-shirts. How many t-shirts did she buy?",
        "Red pens come in boxes of 6. Mom buys 7 boxes of blue pens. How many pens does Mom have?",
        "Red pens come in boxes of 6. Mom buys 7 boxes of blue pens. She gives away 3 pens. How many pens does Mom have?",
    ],
)
def test_units_naming_another_kind_of_the_contents_refuse(text: str) -> None:
    """The packages hold blue t-shirts; only white ones are said to come 6 to a package (it
    answered 426 and 42)."""
    result = solve(text)
    assert result.status == "refused"
    assert result.reason == "story_question_target_unbound"  # type: ignore[union-attr]
    same = text.replace("packages of blue", "packages of white").replace(
        "of blue pens", "of red pens"
    )
    assert solve(same).status == "solved"


def test_things_to_do_are_not_things_done() -> None:
    """'had to wash 39 ... and 47 ...; had only washed 20 of them': what he washed is the 20
    (the to-do amounts shared the verb's frame and the event question answered 106)."""
    text = "Oliver had to wash 39 short sleeve shirts and 47 long sleeve shirts before school. If he had only washed 20 of them by the time school started, how many did he wash?"
    result = solve(text)
    assert result.status == "refused" or result.answer == 20  # type: ignore[union-attr]
    rest = solve(text.replace("how many did he wash", "how many did he not wash"))
    assert rest.status == "solved"
    assert rest.answer == 66  # type: ignore[union-attr]


@pytest.mark.parametrize(
    "text",
    [
        "Sam has 5 bags with 6 marbles each. Tom has 3 bags. How many marbles does Tom have?",
        "Sam has 5 boxes with 24 crayons in each. Tom has 3 boxes. How many crayons does Tom have?",
        "Sam buys 2 notebooks with 50 pages each. Tom buys 3 notebooks. How many pages does Tom have?",
        "Sam has 5 bags of marbles with 6 marbles in each bag. Tom has 3 bags of candy. How many marbles does Tom have?",
    ],
)
def test_a_per_unit_amount_of_one_holders_units_is_not_anothers(text: str) -> None:
    """'with 6 marbles each' is said of Sam's bags; Tom's bags are not said to hold marbles
    (answered 18, 72, 150, 18)."""
    result = solve(text)
    assert result.status == "refused"
    own = solve(text.replace("How many marbles does Tom", "How many marbles does Sam"))
    assert own.status == "refused" or own.answer == 30  # type: ignore[union-attr]


def test_a_general_per_unit_amount_still_counts_every_holders_units() -> None:
    text = "Each bag has 6 marbles. Sam has 5 bags. Tom has 3 bags. How many marbles does Tom have?"
    result = solve(text)
    assert result.status == "solved"
    assert result.answer == 18  # type: ignore[union-attr]


def test_new_comers_to_another_place_are_not_the_places_own() -> None:
    """'42 new students came to the fifth grade' does not add to the fourth grade (answered
    48); 'came to school' still does."""
    text = "In fourth grade there were 10 students at the start of the year. During the year 4 students left and 42 new students came to the fifth grade. How many students were in fourth grade at the end?"
    result = solve(text)
    assert result.status == "refused" or result.answer == 6  # type: ignore[union-attr]
    school = solve(text.replace("the fifth grade", "school"))
    assert school.status == "solved"
    assert school.answer == 48  # type: ignore[union-attr]
