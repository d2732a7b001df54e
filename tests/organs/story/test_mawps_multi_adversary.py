# ruff: noqa: E501
"""Adversarial variations of the MAWPS multiarith templates the story organ newly answers.

Hand-written, own gold, hand-computed. Each variation renames, reorders, adds a distractor
sentence, asks about another quantity, removes a needed fact (unanswerable), or scales the
numbers. Each text must be answered with the only acceptable answer, or refused (None: a
refusal is the only acceptable outcome). A wrong answer is a defect.
"""

from __future__ import annotations

from fractions import Fraction

import pytest

from mathcore import solve

CASES: list[tuple[str, int | str | None]] = [
    # --- units over a per-unit amount: "his fridge would only hold 9 on each shelf"
    (
        "For a birthday party Marco bought 30 regular sodas and 12 diet sodas. If his fridge would only hold 7 on each shelf, how many shelves would he fill up?",
        6,
    ),
    (
        "Marco bought 30 regular sodas and 12 diet sodas for a birthday party. If his fridge would only hold 7 on each shelf, how many shelves would he fill up?",
        6,
    ),
    (
        "For a picnic Lena bought 2400 lemon cookies and 1200 plain cookies. If her box would only hold 600 on each shelf, how many shelves would she fill up?",
        6,
    ),
    # not a whole number of shelves: "fill up" would need rounding
    (
        "For a birthday party Marco bought 30 regular sodas and 13 diet sodas. If his fridge would only hold 7 on each shelf, how many shelves would he fill up?",
        None,
    ),
    # two kinds with different heads: the elided kind of "7 on each shelf" is not one
    (
        "For a birthday party Marco bought 30 sodas and 12 juices. If his fridge would only hold 7 on each shelf, how many shelves would he fill up?",
        None,
    ),
    # the per-unit amount is never stated
    (
        "For a birthday party Marco bought 30 regular sodas and 12 diet sodas. How many shelves would he fill up?",
        None,
    ),
    # asked about the other quantity: the sodas
    (
        "For a birthday party Marco bought 30 regular sodas and 12 diet sodas. If his fridge would only hold 7 on each shelf, how many sodas did he buy?",
        None,
    ),
    # --- cafeteria pies: hand out, use the rest, each pie takes
    (
        "The bakery had 70 pears. For lunch they handed out 14 to students and decided to use the rest to make tarts. If each tart takes 8 pears, how many tarts could they make?",
        7,
    ),
    (
        "The bakery had 70 pears. For lunch they handed out 14 to students and decided to use the rest to make tarts. If each tart takes 8 pears, how many pears did they have?",
        None,
    ),
    (
        "The bakery had 70 pears. For lunch they handed out 14 to students and decided to use the rest to make tarts. If each tart takes 5 pears, how many tarts could they make?",
        None,
    ),
    (
        "The bakery had 7000 pears. For lunch they handed out 1400 to students and decided to use the rest to make tarts. If each tart takes 8 pears, how many tarts could they make?",
        700,
    ),
    (
        "The bakery had 70 pears. For lunch they handed out 14 to students and decided to use the rest to make tarts. How many tarts could they make?",
        None,
    ),
    (
        "The bakery had 70 pears. The bakery also had 9 chairs. For lunch they handed out 14 to students and decided to use the rest to make tarts. If each tart takes 8 pears, how many tarts could they make?",
        7,
    ),
    (
        "Tom had 70 pears and Ann had 20 pears. For lunch they handed out 14 to students and decided to use the rest to make tarts. If each tart takes 8 pears, how many tarts could they make?",
        None,
    ),
    # --- packages of cupcakes after an appositive eater
    (
        "Rosa baked 40 muffins for her school's bake sale. If her brother, Leo, ate 10 of them how many boxes could she make if she put 5 muffins in each box?",
        6,
    ),
    (
        "Rosa baked 40 muffins for her school's bake sale. If her brother, Leo, ate 10 of them how many boxes could she make if she put 7 muffins in each box?",
        None,
    ),
    (
        "Rosa baked 40 muffins for her school's bake sale. If her brother, Leo, ate 10 of them how many muffins would she have?",
        30,
    ),
    (
        "Rosa baked 4000 muffins for her school's bake sale. If her brother, Leo, ate 1000 of them how many boxes could she make if she put 500 muffins in each box?",
        6,
    ),
    (
        "Rosa baked 40 muffins and 12 pies for her school's bake sale. If her brother, Leo, ate 10 of them how many boxes could she make if she put 5 muffins in each box?",
        None,
    ),
    # --- invited guests, some of whom did not show up, at tables of a size
    (
        "A club invited 40 people to a dinner, but 12 of them didn't show up. If the tables they had held 4 people each, how many tables do they need?",
        7,
    ),
    (
        "A club invited 40 people to a dinner, but 12 of them didn't show up. If the tables they had held 5 people each, how many tables do they need?",
        None,
    ),
    (
        "A club invited 40 people to a dinner, but 12 of them didn't show up. How many tables do they need?",
        None,
    ),
    (
        "A club invited 400 people to a dinner, but 120 of them didn't show up. If the tables they had held 4 people each, how many tables do they need?",
        70,
    ),
    # --- team members who did not show up, each who did scored
    (
        "A soccer team had 9 members total, but during a game 4 members didn't show up. If each member that did show up scored 3 points, how many points were scored total?",
        15,
    ),
    (
        "A soccer team had 90 members total, but during a game 40 members didn't show up. If each member that did show up scored 30 points, how many points were scored total?",
        1500,
    ),
    (
        "A soccer team had 9 members total, but during a game 4 members didn't show up. How many points were scored total?",
        None,
    ),
    (
        "A soccer team had 9 members total, but during a game 4 members didn't show up. If each member that did show up scored 3 points, how many members were there?",
        None,
    ),
    # --- bouquets of a size after some flowers wilted
    (
        "Nina picked 50 flowers for her friend's wedding. She was making bouquets with 5 flowers in each one. If 15 of the flowers wilted before the wedding, how many bouquets could she still make?",
        7,
    ),
    (
        "Nina picked 50 flowers for her friend's wedding. She was making bouquets with 6 flowers in each one. If 15 of the flowers wilted before the wedding, how many bouquets could she still make?",
        None,
    ),
    (
        "Nina picked 50 flowers for her friend's wedding. She was making bouquets with 5 flowers in each vase. If 15 of the flowers wilted before the wedding, how many bouquets could she still make?",
        None,
    ),
    # --- a holiday scopes the story in time
    (
        "For Halloween Omar scored 50 pieces of candy. He ate 12 pieces the first night and then his sister gave him 7 more pieces. How many pieces of candy does Omar have now?",
        45,
    ),
    # --- an amount for each unit done, some units not done
    (
        "Omar earned 7 dollars for each lawn he mowed. If he had 20 lawns to mow, but forgot to mow 5 of them, how much money did he actually earn?",
        105,
    ),
    (
        "Lucy earned 6 dollars for each dog she walked. If she had 10 dogs to walk, but forgot to walk 4 of them, how much money did she actually earn?",
        36,
    ),
    (
        "Omar earned 700 dollars for each lawn he mowed. If he had 2000 lawns to mow, but forgot to mow 500 of them, how much money did he actually earn?",
        1050000,
    ),
    (
        "Omar earned $7.50 for each lawn he mowed. If he had 20 lawns to mow, but forgot to mow 5 of them, how much money did he actually earn?",
        "112.5",
    ),
    (
        "Omar earned 7 dollars for each lawn he mowed. If he had 5 lawns to mow, but forgot to mow 7 of them, how much money did he actually earn?",
        None,
    ),
    (
        "Omar earned 7 dollars for each lawn he mowed. If he had 20 lawns to mow, but forgot to mow 5 of them, how many lawns did he have?",
        20,
    ),
    (
        "Omar earned 7 dollars for each lawn he mowed. If he had 20 lawns to mow, but forgot to mow 5 of them, how many lawns did he mow?",
        15,
    ),
    (
        "Omar earned 7 dollars for each lawn he mowed. Lucy had 3 dogs. If he had 20 lawns to mow, but forgot to mow 5 of them, how much money did he actually earn?",
        105,
    ),
    (
        "Omar earned 7 dollars for each lawn he mowed. If he had 20 lawns to mow, how much money did he actually earn?",
        None,
    ),
    (
        "Tara earned 4 points for each bag of cans she recycled. If she had 9 bags, but didn't recycle 3 of them, how many points would she have earned?",
        24,
    ),
    (
        "Tara earned 4 points for each bag of cans she recycled. If she had 9 boxes, but didn't recycle 3 of them, how many points would she have earned?",
        None,
    ),
    (
        "Tara earned 4 points for each bag of cans she recycled. If she had 9 bags, but didn't recycle 3 of them, how many points would Omar have earned?",
        None,
    ),
    # --- those playing are the players; more join or some quit
    (
        "There were 6 friends playing a board game when 3 more players joined the game. If each player had 4 cards, how many cards did they have total?",
        36,
    ),
    (
        "There were 600 friends playing a video game online when 200 more players joined the game. If each player had 7 lives, how many lives did they have total?",
        5600,
    ),
    (
        "There were 12 friends playing a video game online when 4 players quit. If each player left had 3 lives, how many lives did they have total?",
        24,
    ),
    (
        "There were 3 friends playing a video game online when 5 players quit. If each player left had 4 lives, how many lives did they have total?",
        None,
    ),
    (
        "There were 6 friends playing a video game online when 3 more kids joined the game. If each player had 4 lives, how many lives did they have total?",
        None,
    ),
    (
        "There were 6 friends playing a video game online when 3 more players joined the race. If each player had 4 lives, how many lives did they have total?",
        None,
    ),
    (
        "There were 6 friends playing a video game online when 3 more players joined the game. How many lives did they have total?",
        None,
    ),
    (
        "There were 6 friends playing a video game online when 3 more players joined the game. If each player had 4 lives, how many players were there?",
        9,
    ),
    # --- "ones" names the one kind mentioned; "that didn't fit"
    (
        "Omar had 30 shirts. If he threw away 6 old ones that didn't fit and bought 10 new ones, how many shirts would he have?",
        34,
    ),
    (
        "Omar had 30 shirts and 4 hats. If he threw away 6 old ones that didn't fit and bought 10 new ones, how many shirts would he have?",
        None,
    ),
    (
        "Omar had 3000 shirts. If he threw away 600 old ones that didn't fit and bought 1000 new ones, how many shirts would he have?",
        3400,
    ),
    (
        "Omar had 30 shirts. If he threw away 6 old ones that didn't fit and bought 10 new ones, how many shirts did he throw away?",
        6,
    ),
    (
        "Omar had 30 shirts. If he threw away 6 old ones and bought 10 new ones, how many hats would he have?",
        None,
    ),
    # --- things that do not work; the good or working ones
    (
        "Sara bought 20 games from a friend. If 5 of the games didn't work, how many good games did she end up with?",
        15,
    ),
    (
        "Sara bought 20 games from a friend. If 5 of the games didn't work, how many games did she end up with?",
        None,
    ),
    (
        "Sara bought 20 games from a friend. If 25 of the games didn't work, how many good games did she end up with?",
        None,
    ),
    (
        "Sara bought 20 games from a friend. If 5 of the games didn't work, how many bad games did she end up with?",
        5,
    ),
    (
        "Tim had 12 video games but 4 of them weren't working. If he wanted to sell the working games for $5 each, how much money could he earn?",
        40,
    ),
    (
        "Tim had 1200 video games but 400 of them weren't working. If he wanted to sell the working games for $5 each, how much money could he earn?",
        4000,
    ),
    (
        "Tim had 12 video games but 4 of them weren't working. If he wanted to sell the working games for $2.50 each, how much money could he earn?",
        20,
    ),
    (
        "Tim had 12 video games. If he wanted to sell the working games for $5 each, how much money could he earn?",
        None,
    ),
    (
        "Tim had 12 video games but 14 of them weren't working. If he wanted to sell the working games for $5 each, how much money could he earn?",
        None,
    ),
    (
        "Tim had 12 video games but 4 of them weren't working. Ann had 6 video games. If he wanted to sell the working games for $5 each, how much money could he earn?",
        40,
    ),
    # --- a sale price of a kind the items are one of
    (
        "Kim's flower shop was having a sale where each flower was 4 dollars. If Emma bought 3 roses and 5 tulips, how much did she spend?",
        32,
    ),
    (
        "Kim's flower shop was having a sale where each flower was 4 dollars. If Emma bought 3 roses and 5 apples, how much did she spend?",
        None,
    ),
    (
        "Kim's flower shop was having a sale where each rose was 4 dollars. If Emma bought 3 roses and 5 tulips, how much did she spend?",
        None,
    ),
    (
        "Kim's flower shop was having a sale where each flower was $4.50. If Emma bought 2 roses and 2 tulips, how much did she spend?",
        18,
    ),
    (
        "Kim's flower shop was having a sale where each flower was 4 dollars. If Emma bought 3 roses and 5 tulips, how many flowers did she buy?",
        8,
    ),
    (
        "Kim's flower shop was having a sale where each flower was 4 dollars. If Emma bought 3 roses and Jack bought 5 tulips, how much did she spend?",
        12,
    ),
    # --- students not picked, the rest into groups
    (
        "There are 50 students trying out for the school's soccer teams. If 14 of them didn't get picked for the team and the rest were put into 6 groups, how many students would be in each group?",
        6,
    ),
    (
        "There are 50 students trying out for the school's soccer teams. If 14 of them didn't get picked for the team and the rest were put into 7 groups, how many students would be in each group?",
        None,
    ),
    (
        "There are 50 students trying out for the school's soccer teams. If 14 of them didn't get picked for the team and the rest were put into 6 groups, how many students are there?",
        None,
    ),
    # --- each album came with a sheet and had songs
    (
        "While shopping for music online, Omar bought 3 country albums and 4 pop albums. Each album came with a lyric sheet and had 6 songs. How many songs did Omar buy total?",
        42,
    ),
    (
        "While shopping for music online, Omar bought 300 country albums and 400 pop albums. Each album came with a lyric sheet and had 60 songs. How many songs did Omar buy total?",
        42000,
    ),
    (
        "While shopping for music online, Omar bought 3 country albums and 4 pop albums. Each album came with a lyric sheet and had 6 songs. How many sheets did Omar buy total?",
        None,
    ),
    (
        "While shopping for music online, Omar bought 3 country albums and 4 pop albums. Each album came with a lyric sheet. How many songs did Omar buy total?",
        None,
    ),
    (
        "While shopping for music online, Omar bought 3 country albums and 4 books. Each album came with a lyric sheet and had 6 songs. How many songs did Omar buy total?",
        18,
    ),
    # --- each of the shelves had exactly 9 books
    (
        "Nora was organizing her book case making sure each of the shelves had exactly 7 books on it. If she had 3 shelves of mystery books and 5 shelves of picture books, how many books did she have total?",
        56,
    ),
    (
        "Nora was organizing her book case making sure each of the shelves had exactly 7 books on it. If she had 3 shelves of mystery books and 5 boxes of picture books, how many books did she have total?",
        None,
    ),
    (
        "Nora was organizing her book case making sure each of the shelves had exactly 7 books on it. How many books did she have total?",
        None,
    ),
    (
        "Nora was organizing her book case making sure each of the shelves had exactly 7 books on it. If she had 3 shelves of mystery books and 5 shelves of picture books, how many shelves did she have total?",
        8,
    ),
    # --- pictures (pics) put into albums
    (
        "Nora uploaded 60 pictures to Facebook. She put 12 pics into one album and put the rest into 6 different albums. How many pictures were in each album?",
        8,
    ),
    (
        "Nora uploaded 60 pictures to Facebook. She put 12 pics into one album and put the rest into 5 different albums. How many pictures were in each album?",
        None,
    ),
    (
        "Nora uploaded 60 pictures to Facebook. She put 12 pics into one album and put the rest into 6 different albums. How many pictures does she have?",
        None,
    ),
    (
        "Nora uploaded 60 photos to Facebook. She put 12 pics into one album and put the rest into 6 different albums. How many pictures were in each album?",
        None,
    ),
    (
        "Nora uploaded 6000 pictures to Facebook. She put 1200 pics into one album and put the rest into 6 different albums. How many pictures were in each album?",
        800,
    ),
    (
        "Nora uploaded 20 pictures from her phone and 16 from her camera to facebook. If she sorted the pics into 4 different albums with the same amount of pics in each album, how many pictures were in each of the albums?",
        9,
    ),
    (
        "Nora uploaded 20 pictures from her phone and 16 from her camera to facebook. If she sorted the pics into 5 different albums with the same amount of pics in each album, how many pictures were in each of the albums?",
        None,
    ),
    (
        "Nora uploaded 20 pictures from her phone and 16 from her camera to facebook. If she sorted the pics into 4 different albums with the same amount of pics in each album, how many songs were in each of the albums?",
        None,
    ),
    # --- some into one load, the rest split into equal loads
    (
        "Omar had 50 pieces of clothing to wash. He put 14 of them in one load, but decided to split the rest into 4 equal loads. How many pieces of clothing could go in each of the small loads?",
        9,
    ),
    (
        "Omar had 50 pieces of clothing to wash. He put 14 of them in one load, but decided to split the rest into 5 equal loads. How many pieces of clothing could go in each of the small loads?",
        None,
    ),
    (
        "Omar had 50 pieces of clothing to wash. He put 14 of them in one load, but decided to split the rest into 4 equal loads. How many pieces of clothing did he have?",
        None,
    ),
    (
        "Omar had 5000 pieces of clothing to wash. He put 1400 of them in one load, but decided to split the rest into 4 equal loads. How many pieces of clothing could go in each of the small loads?",
        900,
    ),
    # --- pages of homework, each page had problems: how many did she have to complete
    (
        "Nora had 3 pages of math homework and 5 pages of reading homework. If each page had 4 problems on it, how many problems did she have to complete total?",
        32,
    ),
    (
        "Nora had 3 pages of math homework and 5 pages of reading homework. If each page had 4 problems on it and she completed 6 problems, how many problems did she have to complete total?",
        None,
    ),
    (
        "Nora had 3 pages of math homework and 5 pages of reading homework. How many problems did she have to complete total?",
        None,
    ),
    # --- a price for what two buyers bought; how much did they spend
    (
        "Omar and his friend were buying trick decks from the magic shop for 3 dollars each. How much did they spend if Omar bought 4 decks and his friend bought 5 decks?",
        27,
    ),
    (
        "Omar and his friend were buying trick decks from the magic shop for 3 dollars each. How much did they spend if Omar bought 4 decks and his friend bought 5 cards?",
        None,
    ),
    (
        "Omar and his friend were buying trick decks from the magic shop for 3 dollars each. How much did they spend if Sean bought 4 decks and his friend bought 5 decks?",
        None,
    ),
    (
        "Omar and his friend were buying trick decks from the magic shop for 3 dollars each. How much did they spend if Sean bought 4 trick decks and his friend bought 5 trick decks?",
        None,
    ),
    (
        "Omar and his friend were buying trick decks from the magic shop for 3 dollars each. How much did they spend if Omar bought 4 trick decks and his friend bought 5 trick decks?",
        27,
    ),
    (
        "Omar and his friend were buying trick decks from the magic shop for 300 dollars each. How much did they spend if Omar bought 400 decks and his friend bought 500 decks?",
        270000,
    ),
    (
        "Omar and his friend were buying trick decks from the magic shop for 3 dollars each. How much did they spend if Omar bought 4 decks and his friend sold 5 decks?",
        None,
    ),
    # --- used the money he earned to buy new ones
    (
        "Omar had 40 books. If he sold 15 of them and used the money he earned to buy 9 new books, how many books would Omar have?",
        34,
    ),
    (
        "Omar had 40 books. If he sold 15 of them and used the money he earned to buy 9 new books, how much money did he earn?",
        None,
    ),
    (
        "Omar had 40 books. If he sold 15 of them and used the money he earned to buy 9 new pens, how many books would Omar have?",
        25,
    ),
    (
        "Omar had 40 books. If he sold 45 of them and used the money he earned to buy 9 new books, how many books would Omar have?",
        None,
    ),
    # --- "36 pieces" after "108 pieces of candy": the pieces of candy
    (
        "For Halloween Omar received 60 pieces of candy. He ate 12 pieces then placed the rest into piles with 8 in each pile. How many piles could he make?",
        6,
    ),
    (
        "For Halloween Omar received 60 pieces of candy. He ate 12 pieces then placed the rest into piles with 7 in each pile. How many piles could he make?",
        None,
    ),
    (
        "For Halloween Omar received 60 pieces of candy and 10 pieces of fruit. He ate 12 pieces then placed the rest into piles with 8 in each pile. How many piles could he make?",
        None,
    ),
    # --- "34 of them" after two kinds of one noun: the noun
    (
        "While shopping, Nora bought 20 green towels and 15 white towels. If she gave her mother 12 of them, how many towels did Nora end up with?",
        23,
    ),
    (
        "While shopping, Nora bought 20 green towels and 15 white towels. If she gave her mother 12 of them, how many green towels did Nora end up with?",
        None,
    ),
    (
        "While shopping, Nora bought 20 green towels and 15 white cups. If she gave her mother 12 of them, how many towels did Nora end up with?",
        None,
    ),
    (
        "While shopping, Nora bought 20 green towels and 15 white towels. If she gave her mother 40 of them, how many towels did Nora end up with?",
        None,
    ),
    # --- customers who did not tip, $N each from the ones who did
    (
        "At dinner a waiter had 12 customers and 4 of them didn't leave a tip. If he got $5 each from the ones who did tip, how much money did he earn?",
        40,
    ),
    (
        "At lunch a waiter had 1200 customers and 400 of them didn't leave a tip. If he got $5 each from the ones who did tip, how much money did he earn?",
        4000,
    ),
    (
        "At lunch a waiter had 12 customers and 4 of them didn't leave a tip. If he got $5 each from the ones who did tip, how many customers did he have?",
        None,
    ),
    (
        "At lunch a waiter had 12 customers and 4 of them didn't leave a tip. How much money did he earn?",
        None,
    ),
    (
        "At lunch a waiter had 12 customers and 14 of them didn't leave a tip. If he got $5 each from the ones who did tip, how much money did he earn?",
        None,
    ),
    (
        "At lunch a waiter had 12 customers and 3 plates. If 4 of them didn't leave a tip and he got $5 each from the ones who did tip, how much money did he earn?",
        None,
    ),
    # --- people in line: some got tired of waiting and left, more got in line
    (
        "At the zoo there were 20 people in line for the train. If 8 of them got tired of waiting and left and 5 more got in line, how many people would be in line?",
        17,
    ),
    (
        "At the zoo there were 2000 people in line for the train. If 800 of them got tired of waiting and left and 500 more got in line, how many people would be in line?",
        1700,
    ),
    (
        "At the zoo there were 20 people in line for the train. If 28 of them got tired of waiting and left and 5 more got in line, how many people would be in line?",
        None,
    ),
    (
        "At the zoo there were 20 people in line for the train and 6 people at the gate. If 8 of them got tired of waiting and left and 5 more got in line, how many people would be in line?",
        None,
    ),
    (
        "At the zoo there were 20 people in line for the train. If 8 of them got tired of waiting and left and 5 more got in line, how many people left?",
        None,
    ),
    # --- N at a time: how many trips
    (
        "Omar was helping the cafeteria workers pick up lunch trays, but he could only carry 6 trays at a time. If he had to pick up 20 trays from one table and 16 trays from another, how many trips will he make?",
        6,
    ),
    (
        "Omar was helping the cafeteria workers pick up lunch trays, but he could only carry 6 trays at a time. If he had to pick up 20 trays from one table and 17 trays from another, how many trips will he make?",
        None,
    ),
    (
        "Omar was helping the cafeteria workers pick up lunch trays, but he could only carry 6 trays at a time. If he had to pick up 20 trays from one table and 16 trays from another, how many trays does he have?",
        None,
    ),
    (
        "Omar was helping the cafeteria workers pick up lunch trays, but he could only carry 6 trays at a time. If he had to pick up 20 trays from one table and 16 trays from another, how many tables will he make?",
        None,
    ),
    (
        "Omar was helping the cafeteria workers pick up lunch trays. If he had to pick up 20 trays from one table and 16 trays from another, how many trips will he make?",
        None,
    ),
    (
        "Omar was helping the cafeteria workers pick up lunch trays, but he could only carry 600 trays at a time. If he had to pick up 2000 trays from one table and 1600 trays from another, how many trips will he make?",
        6,
    ),
    # --- things to wash, some washed: how many not washed
    (
        "Omar had to wash 12 short sleeve shirts and 20 long sleeve shirts before school. If he had only washed 25 of them by the time school started, how many did he not wash?",
        7,
    ),
    (
        "Omar had to wash 12 short sleeve shirts and 20 long sleeve shirts before school. If he had only washed 35 of them by the time school started, how many did he not wash?",
        None,
    ),
    (
        "Omar had to wash 12 short sleeve shirts and 20 long sleeve shirts before school. If he had only washed 25 of them by the time school started, how many shirts did he have?",
        None,
    ),
    (
        "Omar had to wash 12 short sleeve shirts and 20 long sleeve shirts before school. If he had only washed 25 of them by the time school started, how many did he not fold?",
        None,
    ),
    (
        "Omar had to fold 12 short sleeve shirts and 20 long sleeve shirts before school. If he had only washed 25 of them by the time school started, how many did he not wash?",
        None,
    ),
    (
        "Omar had to wash 1200 short sleeve shirts and 2000 long sleeve shirts before school. If he had only washed 2500 of them by the time school started, how many did he not wash?",
        700,
    ),
    # --- a place named first holds the students; some left, new ones came
    (
        "In fifth grade there were 20 students at the start of the year. During the year 5 students left and 7 new students came to school. How many students were in fifth grade at the end?",
        22,
    ),
    (
        "In fifth grade there were 2000 students at the start of the year. During the year 500 students left and 700 new students came to school. How many students were in fifth grade at the end?",
        2200,
    ),
    (
        "In fifth grade there were 20 students at the start of the year. During the year 5 students left and 7 new students came to school. How many students were in fourth grade at the end?",
        None,
    ),
    (
        "In fifth grade there were 20 students at the start of the year. During the year 25 students left and 7 new students came to school. How many students were in fifth grade at the end?",
        None,
    ),
    (
        "In fifth grade there were 20 students at the start of the year. During the year 5 students left and 7 new teachers came to school. How many students were in fifth grade at the end?",
        15,
    ),
    # --- a seller's stock falls from a start to what is left: the sale
    (
        "A baker was selling cookies for 2 dollars each. If he started with 30 cookies and by the end of the day he had 12 left, how much money did he earn?",
        36,
    ),
    (
        "A baker was selling cookies for 2 dollars each. If he started with 30 cookies and by the end of the day he had 32 left, how much money did he earn?",
        None,
    ),
    (
        "A baker was selling cookies for 2 dollars each. If he started with 30 cakes and by the end of the day he had 12 left, how much money did he earn?",
        None,
    ),
    (
        "A baker was selling cookies for 2 dollars each. If he started with 30 cookies and by the end of the day he had 12 left, how much money did he spend?",
        None,
    ),
    (
        "A baker was selling cookies for 2.5 dollars each. If he started with 30 cookies and by the end of the day he had 12 left, how much money did he earn?",
        45,
    ),
    (
        "A baker was selling cookies for 200 dollars each. If he started with 3000 cookies and by the end of the day he had 1200 left, how much money did he earn?",
        360000,
    ),
    (
        "A baker had 30 cookies. If by the end of the day he had 12 left, how much money did he earn?",
        None,
    ),
]


def _value(out: object) -> Fraction | None:
    if getattr(out, "status", "") != "solved":
        return None
    value = getattr(out, "answer", None)
    return None if value is None else Fraction(str(value))


@pytest.mark.parametrize(("text", "expected"), CASES)
def test_answered_correctly_or_refused(text: str, expected: int | str | None) -> None:
    out = solve(text)
    got = _value(out)
    if expected is None:
        assert got is None, f"answered {got} where only a refusal is right: {text}"
    elif got is not None:
        assert got == Fraction(str(expected)), f"wrong answer {got} (gold {expected}): {text}"


def test_most_variations_are_answered() -> None:
    """The variations that have an answer are mostly answered (not all refused)."""
    answerable = [(t, e) for t, e in CASES if e is not None]
    answered = sum(1 for t, _e in answerable if _value(solve(t)) is not None)
    assert answered >= len(answerable) * 3 // 4
