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
]

# Wrong answers found and not fixed here (routed to the construction's author): each must be
# refused or answered right; strict xfail until the construction is fixed.
XFAIL: list[tuple[str, int | Fraction | None, str]] = []


def _check(text: str, answer: int | Fraction | None) -> None:
    result = solve(text)
    if result.status == "solved":
        assert answer is not None, f"must refuse, answered {result.answer}"  # type: ignore[union-attr]
        assert Fraction(result.answer) == Fraction(answer)  # type: ignore[union-attr]


@pytest.mark.parametrize(("text", "answer"), CASES)
def test_variation_is_answered_correctly_or_refused(
    text: str, answer: int | Fraction | None
) -> None:
    _check(text, answer)


@pytest.mark.parametrize(
    ("text", "answer"),
    [pytest.param(t, a, marks=pytest.mark.xfail(strict=True, reason=r)) for t, a, r in XFAIL],
)
def test_known_wrong_answer_awaiting_its_construction(
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
