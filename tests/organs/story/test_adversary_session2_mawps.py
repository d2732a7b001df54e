# ruff: noqa: E501
"""Adversarial variations (session 2, MAWPS) of problems newly answered this session.

Hand-written by an independent engineer: each case varies a MAWPS problem (multiarith first,
then singleeq, addsub, singleop) that `mathcore solve` began to answer this session, the way a
held-out set varies it: the question asks another quantity (the start, the other person, the
difference, a part), a distractor fact with a number is added, the perspective is reversed, a
word that changes the operation is swapped ("gave" vs "received", "sell" vs "buy", "didn't"
vs "did"), a kind is narrowed ("vanilla cupcakes", "video games"), numbers stop dividing, or a
needed fact is removed. Every answer was computed by hand. Each case must be answered with
exactly that value or refused; a case whose answer is None must be refused.
"""

from __future__ import annotations

from fractions import Fraction

import pytest
from story_outcome import check_correct_or_refused as _check
from story_outcome import pipeline_answer as _answer

CASES: list[tuple[str, int | Fraction | None]] = [
    (
        "George had 28 socks. If his brother threw away 4 old ones that didn't fit and bought 36 new ones, how many socks would George have?",
        None,
    ),
    (
        "Luke was trying to expand his game collection. He bought 12 games from a friend and bought 9 more at a garage sale. How many games did he buy?",
        21,
    ),
    (
        "Luke was trying to expand his game collection. He bought 12 games from a friend and bought 9 more at a garage sale. If 5 of the games didn't work, how many games didn't work?",
        5,
    ),
    (
        "Luke was trying to expand his game collection. He had 6 games. He bought 12 games from a friend and bought 9 more at a garage sale. If 5 of the games didn't work, how many good games did he end up with?",
        22,
    ),
    (
        "Luke was trying to expand his game collection. He bought 12 games from a friend and sold 9 at a garage sale. If 2 of the games didn't work, how many good games did he end up with?",
        1,
    ),
    (
        "Luke was trying to expand his game collection. He bought 12 games from a friend and bought 9 more at a garage sale. If 5 of the games from the friend didn't work, how many good games did he end up with?",
        16,
    ),
    (
        "Luke was trying to expand his game collection. He bought 12 games from a friend and bought 9 more at a garage sale. If 5 of the games didn't work, how many good games did his friend end up with?",
        None,
    ),
    (
        "Luke was trying to expand his game collection. He bought 12 games from a friend and his sister bought 9 at a garage sale. If 5 of the games didn't work, how many good games did he end up with?",
        None,
    ),
    (
        "Luke was trying to expand his game collection. He bought 12 games from a friend and bought 9 more at a garage sale. If 25 of the games didn't work, how many good games did he end up with?",
        None,
    ),
    (
        "Luke was trying to expand his game collection. He bought 12 games from a friend and bought 9 more at a garage sale. If 5 of the games didn't work, how many more games did he buy from the friend than at the garage sale?",
        3,
    ),
    (
        "Luke was trying to expand his game collection. He bought 12 games from a friend and bought 9 more at a garage sale. If 5 of the games worked, how many bad games did he end up with?",
        16,
    ),
    (
        "Ned had to wash 9 short sleeve shirts and 21 long sleeve shirts before school. How many shirts did he have to wash?",
        30,
    ),
    (
        "Ned had to wash 9 short sleeve shirts and 21 long sleeve shirts before school. If he had only washed 29 of them by the time school started, how many long sleeve shirts did he not wash?",
        None,
    ),
    (
        "Ned had to wash 9 short sleeve shirts and 21 long sleeve shirts before school. If he had only washed 29 of them by the time school started, how many did he wash?",
        29,
    ),
    (
        "Ned had to wash 9 short sleeve shirts and 21 long sleeve shirts before school. If he had not washed 4 of them by the time school started, how many did he wash?",
        26,
    ),
    (
        "Ned had to wash 9 short sleeve shirts and 21 long sleeve shirts before school. If he had only washed 29 of the long sleeve shirts by the time school started, how many did he not wash?",
        None,
    ),
    (
        "Ned had to wash 9 short sleeve shirts and 21 long sleeve shirts before school. If he had only washed 6 of the short sleeve shirts by the time school started, how many short sleeve shirts did he not wash?",
        3,
    ),
    (
        "Ned had to wash 9 short sleeve shirts and Tom had to wash 21 long sleeve shirts before school. If Ned had only washed 4 of them by the time school started, how many did Ned not wash?",
        5,
    ),
    (
        "Ned had to wash 9 short sleeve shirts and 21 long sleeve shirts before school. If he had only washed 35 of them by the time school started, how many did he not wash?",
        None,
    ),
    (
        "Ned had to wash 9 short sleeve shirts and 21 long sleeve shirts before school. He also had to wash 4 pants. If he had only washed 20 shirts by the time school started, how many shirts did he not wash?",
        10,
    ),
    (
        "Ned had to iron 9 short sleeve shirts and 21 long sleeve shirts before school. If he had only ironed 20 of them by the time school started, how many did he not iron?",
        10,
    ),
    (
        "While shopping, Maria bought 35 green towels and 21 white towels. If her mother gave her 34 more towels, how many towels did Maria end up with?",
        90,
    ),
    (
        "While shopping, Maria bought 35 green towels and 21 white towels. If she gave her mother 34 of them, how many towels did her mother get?",
        34,
    ),
    (
        "While shopping, Maria bought 35 green towels and 21 white towels. If she gave her mother 34 of them, how many green towels did Maria end up with?",
        None,
    ),
    (
        "While shopping, Maria bought 35 green towels and 21 white towels. If she gave her mother 14 of the white towels, how many towels did Maria end up with?",
        42,
    ),
    (
        "While shopping, Maria bought 35 green towels and 21 white towels. How many more green towels than white towels did she buy?",
        14,
    ),
    (
        "While shopping, Maria bought 35 green towels and her sister bought 21 white towels. If Maria gave her mother 34 of her towels, how many towels did Maria end up with?",
        1,
    ),
    (
        "While shopping, Maria bought 35 green towels and 21 white towels. If she gave her mother 34 of them and bought 10 more, how many towels did Maria end up with?",
        32,
    ),
    (
        "While shopping, Maria bought 35 green towels and 21 white towels. If she gave her mother 34 of them, how many towels did Maria buy?",
        56,
    ),
    (
        "While shopping, Maria bought 35 green towels and 21 white towels. If she gave her mother 34 of them, how many towels does her mother have now?",
        None,
    ),
    (
        "While shopping, Maria bought 35 green towels and 21 white towels. If she received 34 of them from her mother, how many towels did Maria buy?",
        None,
    ),
    (
        "For Halloween Faye scored 47 pieces of candy. She ate 25 pieces the first night and then she gave her sister 10 pieces. How many pieces of candy does Faye have now?",
        12,
    ),
    (
        "For Halloween Faye scored 47 pieces of candy. She ate 25 pieces the first night and then her sister gave her 40 more pieces. How many pieces of candy did Faye eat?",
        25,
    ),
    (
        "For Halloween Faye scored 47 pieces of candy. She ate 25 pieces the first night and then her sister gave her 40 more pieces. How many pieces of candy does her sister have now?",
        None,
    ),
    (
        "For Halloween Faye scored 47 pieces of candy. She ate 25 pieces the first night and then she gave her sister 40 pieces. How many pieces of candy does Faye have now?",
        None,
    ),
    (
        "For Halloween Faye scored 47 pieces of candy. She ate 25 pieces the first night and 12 pieces the second night. How many pieces of candy does Faye have now?",
        10,
    ),
    (
        "For Halloween Faye scored 47 pieces of candy and her sister scored 30. Faye ate 25 pieces the first night. How many pieces of candy does Faye have now?",
        22,
    ),
    (
        "For Halloween Faye scored 47 pieces of candy. She ate 25 pieces the first night and then her sister gave her 40 more pieces. How many pieces of candy did Faye have after the first night?",
        22,
    ),
    (
        "Kaleb had 34 books. If he sold 17 of them and used the money he earned to buy 7 new books, how many books did he sell?",
        17,
    ),
    (
        "Kaleb had 34 books. If he bought 17 new books and then sold 7 of them, how many books would Kaleb have?",
        44,
    ),
    (
        "Kaleb had 34 books. If he sold 17 of them for 2 dollars each, how much money did he earn?",
        34,
    ),
    (
        "Kaleb had 34 books. If he sold 40 of them and used the money he earned to buy 7 new books, how many books would Kaleb have?",
        None,
    ),
    (
        "Kaleb had 34 books. If he gave 17 of them to Tom and used the money he saved to buy 7 new books, how many books would Tom have?",
        None,
    ),
    (
        "Kaleb had 34 books. If he sold 17 of them and his friend used the money to buy 7 new books, how many books would Kaleb have?",
        17,
    ),
    (
        "Kaleb had 34 books and 12 toys. If he sold 17 books and used the money he earned to buy 7 new books, how many books would Kaleb have?",
        24,
    ),
    (
        "In fourth grade there were 10 students at the start of the year. During the year 4 students left and 42 new students came to school. How many students left?",
        4,
    ),
    (
        "In fourth grade there were 10 students at the start of the year. During the year 4 students left and 42 new students came to school. How many more students came than left?",
        38,
    ),
    (
        "In fourth grade there were 10 students at the start of the year. During the year 4 students left and 42 new students came to school. How many students were in fifth grade at the end?",
        None,
    ),
    (
        "In fourth grade there were 10 students at the start of the year. During the year 4 students left and 42 new students came to fifth grade. How many students were in fourth grade at the end?",
        None,
    ),
    (
        "In fourth grade there were 10 students and in fifth grade there were 20 students at the start of the year. During the year 4 students left fourth grade and 42 new students came to fourth grade. How many students were in fourth grade at the end?",
        48,
    ),
    (
        "In fourth grade there were 10 students at the start of the year. During the year 14 students left and 42 new students came to school. How many students were in fourth grade at the end?",
        None,
    ),
    (
        "In fourth grade there were 10 students at the start of the year. During the year 4 students came and 2 new students left the school. How many students were in fourth grade at the end?",
        12,
    ),
    (
        "In fourth grade there were 10 students at the start of the year. During the year 4 teachers left and 42 new students came to school. How many students were in fourth grade at the end?",
        52,
    ),
    (
        "At the fair there were 9 people in line for the bumper cars. If 6 more got in line and 3 of them got tired of waiting and left, how many people would be in line?",
        12,
    ),
    (
        "At the fair there were 9 people in line for the bumper cars. If 6 of them got tired of waiting and left and 3 more got in line, how many people left?",
        6,
    ),
    (
        "At the fair there were 9 people in line for the bumper cars. If 16 of them got tired of waiting and left and 30 more got in line, how many people would be in line?",
        None,
    ),
    (
        "At the fair there were 9 people in line for the bumper cars and 20 people in line for the ferris wheel. If 6 of them got tired of waiting and left the bumper cars line and 3 more got in line for the bumper cars, how many people would be in line for the bumper cars?",
        6,
    ),
    (
        "At the fair there were 9 people in line for the bumper cars. If 6 of them got tired of waiting and left and 3 more got in line, how many people would be in line for the ferris wheel?",
        None,
    ),
    (
        "At the fair there were some people in line for the bumper cars. If 6 of them got tired of waiting and left and 3 more got in line, how many people would be in line?",
        None,
    ),
    (
        "At the fair there were some people in line for the bumper cars. If 6 of them got tired of waiting and left and 3 more got in line, there would be 10 people in line. How many people were in line at first?",
        13,
    ),
    (
        "George had 28 socks. If he threw away 4 old ones that didn't fit and bought 36 new ones, how many new socks did he buy?",
        36,
    ),
    (
        "George had 28 socks. If he threw away 4 old ones that didn't fit and gave 5 to his brother, how many socks would he have?",
        19,
    ),
    (
        "George had 28 socks. If he bought 36 new ones and threw away 4 old ones that didn't fit, how many socks would he have?",
        60,
    ),
    (
        "George had 28 socks and 10 shirts. If he threw away 4 old socks that didn't fit and bought 36 new ones, how many socks would he have?",
        60,
    ),
    (
        "George had 28 socks. If his brother threw away 4 old ones and bought 36 new ones, how many socks would George have?",
        None,
    ),
    (
        "George had 28 socks. If he threw away 4 old ones that didn't fit and bought 36 new ones, how many socks did he throw away?",
        4,
    ),
    (
        "George had some socks. If he threw away 4 old ones that didn't fit and bought 36 new ones, he would have 60 socks. How many socks did he have at first?",
        28,
    ),
    (
        "George had 28 pairs of socks. If he threw away 4 old pairs that didn't fit and bought 36 new pairs, how many pairs of socks would he have?",
        60,
    ),
    (
        "April's discount flowers was having a sale where each flower was 3 dollars. If Emily bought 2 roses and 5 daisies, how many flowers did she buy?",
        7,
    ),
    (
        "April's discount flowers was having a sale where each rose was 3 dollars. If Emily bought 2 roses and 5 daisies, how much did she spend?",
        None,
    ),
    (
        "April's discount flowers was having a sale where each flower was 3 dollars. If Emily bought 2 roses and 5 daisies, how much did she spend on roses?",
        6,
    ),
    (
        "April's discount flowers was having a sale where each flower was 3 dollars. If Emily bought 2 roses and her friend bought 5 daisies, how much did Emily spend?",
        6,
    ),
    (
        "April's discount flowers was having a sale where each flower was 3 dollars. If Emily bought 2 roses and 5 daisies, how much more did she spend on daisies than on roses?",
        9,
    ),
    (
        "April's discount flowers was having a sale where each flower was 3 dollars. If Emily sold 2 roses and 5 daisies, how much did she spend?",
        None,
    ),
    (
        "April's discount flowers was having a sale where each flower was 3 dollars. If Emily bought 2 roses and 5 daisies, how much did April earn?",
        None,
    ),
    (
        "April's discount flowers was having a sale where each flower was 3 dollars. If Emily bought 2 roses and 5 daisies and 4 vases, how much did she spend?",
        None,
    ),
    (
        "April's discount flowers was having a sale where each flower was 2.5 dollars. If Emily bought 2 roses and 4 daisies, how much did she spend?",
        15,
    ),
    (
        "April's discount flowers was having a sale where each flower was 3 dollars. If Emily bought 2 roses and 5 daisies, how much did the roses cost?",
        6,
    ),
    (
        "Isabel had 2 pages of math homework and 4 pages of reading homework. If each page had 5 problems on it, how many math problems did she have?",
        10,
    ),
    (
        "Isabel had 2 pages of math homework and 4 pages of reading homework. How many pages of homework did she have?",
        6,
    ),
    (
        "Isabel had 2 pages of math homework and 4 pages of reading homework. How many more pages of reading homework than math homework did she have?",
        2,
    ),
    (
        "Isabel had 2 pages of math homework and 4 pages of reading homework. If each page of math homework had 5 problems on it, how many problems did she have to complete total?",
        None,
    ),
    (
        "Isabel had 2 pages of math homework and Tom had 4 pages of reading homework. If each page had 5 problems on it, how many problems did Isabel have to complete total?",
        10,
    ),
    (
        "Isabel had 2 pages of math homework and 4 pages of reading homework. If each page had 5 problems on it and she finished 7 problems, how many problems did she have left?",
        23,
    ),
    (
        "Isabel had 2 pages of math homework and 4 pages of reading homework. If each page had 5 problems on it, how many pages did she have to complete total?",
        6,
    ),
    (
        "Isabel had 2 pages of math homework and 4 pages of reading homework. If each problem took 5 minutes, how many problems did she have to complete total?",
        None,
    ),
    (
        "There were 7 friends playing a video game online when 2 more players joined the game. If each player had 7 lives, how many lives did the new players have?",
        14,
    ),
    (
        "There were 7 friends playing a video game online when 2 more players joined the game. How many players were playing?",
        9,
    ),
    (
        "There were 7 friends playing a video game online when 2 players quit. If each player left had 7 lives, how many lives did they have total?",
        35,
    ),
    (
        "There were 7 friends playing a video game online when 2 more players joined the game. If each player had 7 lives, how many lives did the friends have?",
        49,
    ),
    (
        "There were 7 friends playing a video game online when 9 players quit. If each player left had 7 lives, how many lives did they have total?",
        None,
    ),
    (
        "There were 7 friends playing a video game online when 2 more players joined the game. If each friend had 7 lives, how many lives did they have total?",
        None,
    ),
    (
        "There were 7 friends playing a video game online when 2 more players joined the game. If each player had 7 lives and 3 coins, how many coins did they have total?",
        27,
    ),
    (
        "There were 11 friends playing a video game online when 5 players quit. If each player had 5 lives, how many lives did the players who quit have?",
        25,
    ),
    (
        "There were 11 friends playing a video game online when 5 players quit. How many players were left?",
        6,
    ),
    (
        "There were 11 friends playing a video game online when 5 players quit. If each player left had 5 lives, how many lives did the 5 players have?",
        None,
    ),
    (
        "There were 11 friends playing a video game online when 5 more players quit. If each player left had 5 lives, how many lives did they have total?",
        30,
    ),
    (
        "Rachel was organizing her book case making sure each of the shelves had exactly 9 books on it. If she had 6 shelves of mystery books and 2 shelves of picture books, how many mystery books did she have?",
        54,
    ),
    (
        "Rachel was organizing her book case making sure each of the shelves had exactly 9 books on it. If she had 6 shelves of mystery books and 2 shelves of picture books, how many more mystery books than picture books did she have?",
        36,
    ),
    (
        "Rachel was organizing her book case making sure each of the shelves had exactly 9 books on it. If she had 6 shelves of mystery books and 2 shelves of picture books, how many shelves did she have?",
        8,
    ),
    (
        "Rachel was organizing her book case making sure each of the shelves had exactly 9 books on it. If she had 6 shelves of mystery books and 2 shelves of picture books and gave away 10 books, how many books did she have left?",
        62,
    ),
    (
        "Rachel was organizing her book case making sure each of the shelves had at least 9 books on it. If she had 6 shelves of mystery books and 2 shelves of picture books, how many books did she have total?",
        None,
    ),
    (
        "Rachel was organizing her book case making sure each of the shelves had exactly 9 books on it. If she had 72 books, how many shelves did she fill?",
        8,
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
        "Victor and his friend were buying trick decks from the magic shop for 8 dollars each. How many decks did they buy if Victor bought 6 decks and his friend bought 2 decks?",
        8,
    ),
    (
        "Victor and his friend were buying trick decks from the magic shop for 8 dollars each. How much did they spend if Victor bought 6 decks and his friend sold 2 decks?",
        None,
    ),
    (
        "Victor and his friend were buying trick decks from the magic shop for 8 dollars each. How much did they spend if Victor bought 6 decks and his friend bought 2 cards?",
        None,
    ),
    (
        "Victor and his friend were buying trick decks from the magic shop for 8 dollars each. How much did they spend if Victor bought 6 decks and his friend bought 2 more decks than Victor?",
        112,
    ),
    (
        "Victor and his friend were selling trick decks to the magic shop for 8 dollars each. How much did they spend if Victor sold 6 decks and his friend sold 2 decks?",
        None,
    ),
    (
        "Victor and his friend were buying trick decks from the magic shop for 8 dollars each. How much did they spend if Victor bought 6 decks and Tom bought 2 decks?",
        None,
    ),
    (
        "Victor and his friend were buying trick decks from the magic shop for 8 dollars each. How much did they spend if Victor bought 6 decks?",
        None,
    ),
    (
        "While shopping for music online, Megan bought 2 country albums and 8 pop albums. Each album came with a lyric sheet and had 7 songs. How many pop songs did Megan buy?",
        56,
    ),
    (
        "While shopping for music online, Megan bought 2 country albums and 8 pop albums. Each album came with a lyric sheet and had 7 songs. How many lyric sheets did Megan get?",
        10,
    ),
    (
        "While shopping for music online, Megan bought 2 country albums and 8 pop albums. Each album came with a lyric sheet and had 7 songs. How many albums did Megan buy?",
        10,
    ),
    (
        "While shopping for music online, Megan bought 2 country albums and 8 pop albums. Each pop album came with a lyric sheet and had 7 songs. How many songs did Megan buy total?",
        None,
    ),
    (
        "While shopping for music online, Megan bought 2 country albums and her brother bought 8 pop albums. Each album came with a lyric sheet and had 7 songs. How many songs did Megan buy total?",
        14,
    ),
    (
        "While shopping for music online, Megan bought 2 country albums and 8 pop albums. Each album came with a lyric sheet and had 7 songs. How many songs did her brother buy total?",
        None,
    ),
    (
        "While shopping for music online, Megan bought 2 country albums and 8 pop albums. Each song came with a lyric sheet and had 7 albums. How many songs did Megan buy total?",
        None,
    ),
    (
        "Robin uploaded 35 pictures from her phone and 5 from her camera to facebook. How many pictures did she upload?",
        40,
    ),
    (
        "Robin uploaded 35 pictures from her phone and 5 from her camera to facebook. If she sorted the pics into 6 different albums with the same amount of pics in each album, how many pictures were in each of the albums?",
        None,
    ),
    (
        "Robin uploaded 35 pictures from her phone and 5 from her camera to facebook. If she sorted the pics into 5 different albums with the same amount of pics in each album, how many albums were there?",
        5,
    ),
    (
        "Robin uploaded 35 pictures from her phone and 5 from her camera to facebook. If she sorted the pics into albums with 5 pics in each album, how many albums did she fill?",
        8,
    ),
    (
        "Robin uploaded 35 pictures from her phone and her sister uploaded 5 from her camera to facebook. If Robin sorted her pics into 5 different albums with the same amount of pics in each album, how many pictures were in each of the albums?",
        7,
    ),
    (
        "Robin uploaded 35 pictures from her phone and 5 from her camera to facebook. If she deleted 10 and sorted the rest into 5 different albums with the same amount of pics in each album, how many pictures were in each of the albums?",
        6,
    ),
    (
        "Robin uploaded 35 pictures from her phone and 5 from her camera to facebook. How many more pictures did she upload from her phone than from her camera?",
        30,
    ),
    (
        "For homework Nancy had 17 math problems and 15 spelling problems. How many problems did she have?",
        32,
    ),
    (
        "For homework Nancy had 17 math problems and 15 spelling problems. If she can finish 8 problems in an hour how long will it take her to finish the math problems?",
        None,
    ),
    (
        "For homework Nancy had 17 math problems and 15 spelling problems. If she can finish 6 problems in an hour how long will it take her to finish all the problems?",
        None,
    ),
    (
        "For homework Nancy had 17 math problems and 15 spelling problems. If she can finish 8 problems in 2 hours how long will it take her to finish all the problems?",
        8,
    ),
    (
        "For homework Nancy had 17 math problems and 15 spelling problems. If it takes her 8 minutes to finish each problem, how long will it take her to finish all the problems?",
        256,
    ),
    (
        "For homework Nancy had 17 math problems and 15 spelling problems. If she finished 8 problems, how many problems does she have left?",
        24,
    ),
    (
        "For homework Nancy had 17 math problems and her brother had 15 spelling problems. If she can finish 8 problems in an hour how long will it take her to finish all the problems?",
        None,
    ),
    (
        "Henry earned 5 dollars for each lawn he mowed. If he had 12 lawns to mow, but forgot to mow 7 of them, how many lawns did he mow?",
        5,
    ),
    (
        "Henry earned 5 dollars for each lawn he mowed. If he had 12 lawns to mow, but forgot to mow 7 of them, how much money would he have earned if he mowed all of them?",
        60,
    ),
    (
        "Henry earned 5 dollars for each lawn he mowed. If he had 12 lawns to mow, but forgot to mow 7 of them, how much money did he lose?",
        None,
    ),
    (
        "Henry earned 5 dollars for each lawn he mowed. If he had 12 lawns to mow, but forgot to mow 14 of them, how much money did he actually earn?",
        None,
    ),
    (
        "Henry earned 5 dollars for each lawn he mowed. If he had 12 lawns to mow, but forgot to mow 7 of them, how much money did he actually spend?",
        None,
    ),
    (
        "Henry paid 5 dollars for each lawn he mowed. If he had 12 lawns to mow, but forgot to mow 7 of them, how much money did he actually earn?",
        None,
    ),
    (
        "Henry earned 5 dollars for each lawn he mowed and 3 dollars for each car he washed. If he had 12 lawns to mow, but forgot to mow 7 of them, how much money did he actually earn?",
        None,
    ),
    (
        "Henry earned 5 dollars for each lawn he mowed. If he had 12 lawns to mow, but forgot to mow 7 of them, how many lawns did he forget to mow?",
        7,
    ),
    (
        "Henry earned 5 dollars for each lawn he mowed. If he had 12 lawns to mow, but his brother mowed 7 of them, how much money did Henry actually earn?",
        None,
    ),
    (
        "Henry earned 5 dollars for each lawn he mowed. If he had 12 lawns to mow, but forgot to mow 7 of them, how much money did he actually earn in a week?",
        None,
    ),
    (
        "Henry earned 5.5 dollars for each lawn he mowed. If he had 12 lawns to mow, but forgot to mow 2 of them, how much money did he actually earn?",
        55,
    ),
    (
        "Henry earned 5 dollars for each lawn he mowed. If he had 12 lawns to mow, but only mowed 7 of them, how much money did he actually earn?",
        35,
    ),
    (
        "A trivia team had 5 members total, but during a game 2 members didn't show up. How many members did show up?",
        3,
    ),
    (
        "A trivia team had 5 members total, but during a game 2 members didn't show up. If each member that did show up scored 6 points, how many points did each member score?",
        6,
    ),
    (
        "A trivia team had 5 members total, but during a game 2 members didn't show up. If each member that did show up scored 6 points, how many points would the team score if everyone showed up?",
        None,
    ),
    (
        "A trivia team had 5 members total, but during a game 7 members didn't show up. If each member that did show up scored 6 points, how many points were scored total?",
        None,
    ),
    (
        "A trivia team had 5 members total, but during a game 2 members didn't show up. If each member scored 6 points, how many points were scored total?",
        None,
    ),
    (
        "A trivia team had 5 members total, but during a game 2 members didn't show up. If each member that did show up scored 6 points and missed 2 questions, how many questions were missed total?",
        6,
    ),
    (
        "A trivia team had 5 members total, but during a game 2 members didn't show up. If each member that did show up scored 6 points, how many points were scored by the members that didn't show up?",
        None,
    ),
    (
        "A trivia team had 5 members total, but during a game 2 fans didn't show up. If each member that did show up scored 6 points, how many points were scored total?",
        None,
    ),
    (
        "Mike had 16 video games but 6 of them weren't working. If he wanted to sell the working games for $7 each, how many working games did he have?",
        10,
    ),
    (
        "Mike had 16 video games but 6 of them weren't working. If he wanted to sell the broken games for $7 each, how much money could he earn?",
        42,
    ),
    (
        "Mike had 16 video games but 6 of them weren't working. If he wanted to sell the working games for $7 each, how much money could his brother earn?",
        None,
    ),
    (
        "Mike had 16 video games but 6 of them weren't working. If he wanted to buy the working games for $7 each, how much money could he earn?",
        None,
    ),
    (
        "Mike had 16 video games but 26 of them weren't working. If he wanted to sell the working games for $7 each, how much money could he earn?",
        None,
    ),
    (
        "Mike had 16 video games and 5 board games but 6 of the video games weren't working. If he wanted to sell the working video games for $7 each, how much money could he earn?",
        70,
    ),
    (
        "Mike had 16 video games but 6 of them weren't working. If he wanted to sell the working games for $7.50 each, how much money could he earn?",
        75,
    ),
    (
        "Mike had 16 video games but 6 of them weren't working. If he wanted to sell all the games for $7 each, how much money could he earn?",
        112,
    ),
    (
        "A magician was selling magic card decks for 2 dollars each. If he started with 5 decks and by the end of the day he had 3 left, how many decks did he sell?",
        2,
    ),
    (
        "A magician was selling magic card decks for 2 dollars each. If he started with 5 decks and by the end of the day he had 3 left, how much money are the remaining decks worth?",
        6,
    ),
    (
        "A magician was selling magic card decks for 2 dollars each. If he started with 5 decks and by the end of the day he had 8 left, how much money did he earn?",
        None,
    ),
    (
        "A magician was selling magic card decks for 2 dollars each. If he started with 5 decks and by the end of the day he had sold 3, how much money did he earn?",
        6,
    ),
    (
        "A magician was buying magic card decks for 2 dollars each. If he started with 5 decks and by the end of the day he had 3 left, how much money did he earn?",
        None,
    ),
    (
        "A magician was selling magic card decks for 2 dollars each. If he started with 5 decks and 4 wands and by the end of the day he had 3 left, how much money did he earn?",
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
        "A magician was selling magic card decks for 2 dollars each. If he started with 15 decks and by the end of the day he had 3 decks left, how much money did he earn?",
        24,
    ),
    (
        "At lunch a waiter had 10 customers and 5 of them didn't leave a tip. If he got $3 each from the ones who did tip, how many customers left a tip?",
        5,
    ),
    (
        "At lunch a waiter had 10 customers and 7 of them didn't leave a tip. If he got $3 each from the ones who did tip, how much money did he earn?",
        9,
    ),
    (
        "At lunch a waiter had 10 customers and 12 of them didn't leave a tip. If he got $3 each from the ones who did tip, how much money did he earn?",
        None,
    ),
    (
        "At lunch a waiter had 10 customers and 7 of them didn't leave a tip. If he got $3 each from the ones who didn't tip, how much money did he earn?",
        None,
    ),
    (
        "At lunch a waiter had 10 customers and 7 of them left a tip. If he got $3 each from the ones who did tip, how much money did he earn?",
        21,
    ),
    (
        "At lunch a waiter had 10 customers and 7 of them didn't leave a tip. If he got $3.50 each from the ones who did tip, how much money did he earn?",
        Fraction(21, 2),
    ),
    (
        "At lunch a waiter had 10 customers and 7 of them didn't leave a tip. If he got $3 each from the ones who did tip, how much money did the customers spend?",
        None,
    ),
    (
        "At lunch a waiter had 10 customers and a cook had 4 helpers and 7 customers didn't leave a tip. If he got $3 each from the ones who did tip, how much money did he earn?",
        None,
    ),
    (
        "Luke had 47 pieces of clothing to wash. He put 17 of them in one load, but decided to split the rest into 5 equal loads. How many pieces of clothing went in the small loads?",
        30,
    ),
    (
        "Luke had 48 pieces of clothing to wash. He put 17 of them in one load, but decided to split the rest into 5 equal loads. How many pieces of clothing could go in each of the small loads?",
        None,
    ),
    (
        "Luke had 47 pieces of clothing to wash. He put 17 of them in one load, but decided to split the rest into 5 equal loads. How many loads did he wash?",
        6,
    ),
    (
        "Luke had 47 pieces of clothing to wash. He put 17 of them in one load, but decided to split the rest into 5 equal loads. How many pieces of clothing went in the big load?",
        17,
    ),
    (
        "Luke had 47 pieces of clothing to wash. He put 57 of them in one load, but decided to split the rest into 5 equal loads. How many pieces of clothing could go in each of the small loads?",
        None,
    ),
    (
        "Luke had 47 pieces of clothing to wash. He put 17 of them in one load, but decided to split the rest into loads of 5. How many small loads did he wash?",
        6,
    ),
    (
        "Luke had 47 pieces of clothing to wash and 10 towels. He put 17 pieces of clothing in one load, but decided to split the rest of the clothing into 5 equal loads. How many pieces of clothing could go in each of the small loads?",
        6,
    ),
    (
        "Katie baked 18 cupcakes for her school's bake sale. If her brother, Todd, ate 8 of them how many cupcakes were left?",
        10,
    ),
    (
        "Katie baked 18 cupcakes for her school's bake sale. If her brother, Todd, ate 8 of them how many packages could she make if she put 3 cupcake in each package?",
        None,
    ),
    (
        "Katie baked 18 cupcakes for her school's bake sale. If her brother, Todd, baked 8 more how many packages could she make if she put 2 cupcake in each package?",
        13,
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
        "Katie baked 18 cupcakes and 10 cookies for her school's bake sale. If her brother, Todd, ate 8 cupcakes how many packages of cupcakes could she make if she put 2 cupcake in each package?",
        5,
    ),
    (
        "The cafeteria had 62 apples. For lunch they handed out 8 to students and decided to use the rest to make pies. If each pie takes 9 apples, how many apples did they use for the pies?",
        54,
    ),
    (
        "The cafeteria had 62 apples. For lunch they handed out 8 to students and decided to use the rest to make pies. How many apples were left for the pies?",
        54,
    ),
    (
        "The cafeteria had 62 apples. For lunch they handed out 12 to students and decided to use the rest to make pies. If each pie takes 9 apples, how many pies could they make?",
        None,
    ),
    (
        "The cafeteria had 62 apples. For lunch they bought 8 more and decided to use them all to make pies. If each pie takes 10 apples, how many pies could they make?",
        7,
    ),
    (
        "The cafeteria had 62 apples and 30 oranges. For lunch they handed out 8 apples to students and decided to use the rest of the apples to make pies. If each pie takes 9 apples, how many pies could they make?",
        6,
    ),
    (
        "The cafeteria had 62 apples. For lunch they handed out 8 to students and decided to use the rest to make pies. If each pie takes 9 apples, how many apples did the students get?",
        8,
    ),
    (
        "The cafeteria had 62 apples. For lunch they handed out 8 to students and decided to use the rest to make pies. If each student got 2 apples, how many students were there?",
        4,
    ),
    (
        "There are 65 students trying out for the school's trivia teams. If 17 of them didn't get picked for the team and the rest were put into 8 groups, how many students got picked?",
        48,
    ),
    (
        "There are 65 students trying out for the school's trivia teams. If 17 of them didn't get picked for the team and the rest were put into groups of 8, how many groups were there?",
        6,
    ),
    (
        "There are 65 students trying out for the school's trivia teams. If 17 of them didn't get picked for the team and the rest were put into 5 groups, how many students would be in each group?",
        None,
    ),
    (
        "There are 65 students trying out for the school's trivia teams. If 17 of them got picked for the team and the rest were put into 8 groups, how many students would be in each group?",
        6,
    ),
    (
        "There are 65 students trying out for the school's trivia teams. If 17 of them didn't get picked for the team and the rest were put into 8 groups, how many teachers would be in each group?",
        None,
    ),
    (
        "There are 65 students and 4 teachers trying out for the school's trivia teams. If 17 of them didn't get picked for the team and the rest were put into 8 groups, how many students would be in each group?",
        None,
    ),
    (
        "Isabel picked 66 flowers for her friend's wedding. She was making bouquets with 8 flowers in each one. If 10 of the flowers wilted before the wedding, how many flowers were still good?",
        56,
    ),
    (
        "Isabel picked 66 flowers for her friend's wedding. She was making bouquets with 8 flowers in each one. If 10 of the flowers wilted before the wedding, how many bouquets could she have made without the wilting?",
        None,
    ),
    (
        "Isabel picked 66 flowers for her friend's wedding. She was making bouquets with 8 flowers in each one. If 18 of the flowers wilted before the wedding, how many bouquets could she still make?",
        6,
    ),
    (
        "Isabel picked 66 flowers for her friend's wedding. She was making bouquets with 8 flowers in each one. If her friend picked 10 more flowers, how many bouquets could she make?",
        None,
    ),
    (
        "Isabel picked 66 flowers for her friend's wedding. She was making bouquets with 8 flowers in each one. If she picked 14 more flowers before the wedding, how many bouquets could she make?",
        10,
    ),
    (
        "A company invited 18 people to a luncheon, but 12 of them didn't show up. How many people showed up?",
        6,
    ),
    (
        "A company invited 18 people to a luncheon, but 12 of them didn't show up. If the tables they had held 3 people each, how many tables would they have needed if everyone showed up?",
        None,
    ),
    (
        "A company invited 18 people to a luncheon, but 22 of them didn't show up. If the tables they had held 3 people each, how many tables do they need?",
        None,
    ),
    (
        "A company invited 18 people to a luncheon, but 12 of them didn't show up. If the tables they had held 3 chairs each, how many tables do they need?",
        None,
    ),
    (
        "A company invited 18 people to a luncheon, and 12 more people showed up. If the tables they had held 3 people each, how many tables do they need?",
        10,
    ),
    (
        "For Halloween Sarah received 108 pieces of candy. She ate 36 pieces then placed the rest into piles with 9 in each pile. How many pieces did she place into piles?",
        72,
    ),
    (
        "For Halloween Sarah received 108 pieces of candy. She ate 36 pieces then placed the rest into 9 piles. How many pieces were in each pile?",
        8,
    ),
    (
        "For Halloween Sarah received 108 pieces of candy. She gave 36 pieces to her friend then placed the rest into piles with 9 in each pile. How many piles could she make?",
        8,
    ),
    (
        "For Halloween Sarah received 108 pieces of candy. She ate 36 pieces then placed the rest into piles with 7 in each pile. How many piles could she make?",
        None,
    ),
    (
        "For Halloween Sarah received 108 pieces of candy. She ate 36 pieces then placed the rest into piles with 9 in each pile. How many pieces of candy did she eat?",
        36,
    ),
    (
        "Wendy uploaded 79 pictures to Facebook. She put 44 pics into one album and put the rest into 5 different albums. How many albums did she use?",
        6,
    ),
    (
        "Wendy uploaded 79 pictures to Facebook. She put 44 pics into one album and put the rest into 5 different albums. How many pictures were in the 5 albums?",
        35,
    ),
    (
        "Wendy uploaded 79 pictures to Facebook. She put 44 pics into one album and put the rest into 6 different albums. How many pictures were in each album?",
        None,
    ),
    (
        "Wendy uploaded 79 pictures to Facebook. She put 44 pics into one album and put the rest into albums with 5 pictures in each. How many albums did she fill?",
        7,
    ),
    (
        "Wendy uploaded 79 pictures to Facebook. She put 44 pics into one album and put the rest into 5 different albums. How many pictures were in the first album?",
        44,
    ),
    (
        "Wendy uploaded 79 pictures to Facebook and 20 videos to YouTube. She put 44 pics into one album and put the rest into 5 different albums. How many pictures were in each album?",
        None,
    ),
    (
        "There were 28 bales of hay in the barn. Tim stacked more bales in the barn today. There are now 54 bales of hay in the barn. How many bales were in the barn at first?",
        28,
    ),
    (
        "There were 28 bales of hay in the barn. Tim took some bales from the barn today. There are now 14 bales of hay in the barn. How many bales did he take from the barn?",
        14,
    ),
    (
        "There were 28 bales of hay in the barn. Tim stacked more bales in the barn today. There are now 14 bales of hay in the barn. How many bales did he store in the barn?",
        None,
    ),
    (
        "There were 28 bales of hay in the barn. Tim stacked more bales in the shed today. There are now 54 bales of hay in the barn. How many bales did he store in the barn?",
        None,
    ),
    (
        "There were 28 bales of hay in the barn and 10 bales in the shed. Tim stacked more bales in the shed today. There are now 54 bales of hay in the shed. How many bales did he store in the shed?",
        44,
    ),
    (
        "There were 28 bales of hay in the barn. Tim stacked more bales in the barn today. There are now 54 bales of hay in the barn. How many bales did Tim have?",
        None,
    ),
    (
        "There were 28 bales of hay in the barn. Tim stacked more bales in the barn today. He also stacked 5 bales in the shed. There are now 54 bales of hay in the barn. How many bales did he store in the barn?",
        26,
    ),
    (
        "There were 28 bales of hay in the barn. Tim stacked 26 more bales in the barn today. How many bales of hay are in the barn now?",
        54,
    ),
    (
        "There are 22 walnut trees currently in the park. Park workers will plant 33 more walnut trees today. How many walnut trees will be in the park when the workers are finished?",
        55,
    ),
    (
        "There are 22 walnut trees currently in the park. Park workers will plant more walnut trees today. When the workers are finished there will be 55 walnut trees in the park. How many oak trees did the workers plant today?",
        None,
    ),
    (
        "There are 22 walnut trees and 10 oak trees currently in the park. Park workers will plant more walnut trees today. When the workers are finished there will be 55 trees in the park. How many walnut trees did the workers plant today?",
        23,
    ),
    (
        "There are 22 walnut trees currently in the park. Park workers will plant more walnut trees today. When the workers are finished there will be 55 walnut trees in the park. How many walnut trees did the workers cut down today?",
        None,
    ),
    (
        "There are 22 walnut trees currently in the park. Park workers will cut down some walnut trees today. When the workers are finished there will be 15 walnut trees in the park. How many walnut trees did the workers cut down today?",
        7,
    ),
    (
        "There are 22 walnut trees currently in the park. Park workers will plant more walnut trees today. When the workers are finished there will be 55 walnut trees in the garden. How many walnut trees did the workers plant today?",
        None,
    ),
    (
        "There are 55 walnut trees currently in the park. Park workers had to cut down some walnut trees that were damaged. There are now 22 walnut trees in the park. How many walnut trees did the workers cut down?",
        33,
    ),
    (
        "There are 9 oak trees currently in the park. Park workers had to cut down 2 oak trees that were damaged. How many oak trees did the workers cut down?",
        2,
    ),
    (
        "There are 9 oak trees currently in the park. Park workers had to cut down 12 oak trees that were damaged. How many oak trees will the park have when the workers are finished?",
        None,
    ),
    (
        "There are 9 oak trees currently in the park. Park workers had to plant 2 oak trees. How many oak trees will the park have when the workers are finished?",
        11,
    ),
    (
        "There are 9 oak trees and 5 pine trees currently in the park. Park workers had to cut down 2 oak trees that were damaged. How many trees will the park have when the workers are finished?",
        12,
    ),
    (
        "There are 9 oak trees and 5 pine trees currently in the park. Park workers had to cut down 2 oak trees that were damaged. How many pine trees will the park have when the workers are finished?",
        5,
    ),
    (
        "There are 6 short bushes and 4 tall trees currently in the park. Park workers had to cut down 2 short bushes that were damaged. How many tall trees will the park have when the workers are finished?",
        4,
    ),
    (
        "There are 6 short bushes and 4 tall trees currently in the park. Park workers had to cut down 2 short bushes that were damaged. How many bushes and trees will the park have when the workers are finished?",
        None,
    ),
    (
        "There were 6 roses in the vase. Mary cut some more roses from her flower garden. There are now 16 roses in the vase. How many roses are in her flower garden?",
        None,
    ),
    (
        "There were 16 roses in the vase. Mary threw away some roses. There are now 6 roses in the vase. How many roses did she throw away?",
        10,
    ),
    (
        "There were 6 roses in the vase. Mary cut some more roses from her flower garden. There are now 16 roses in the vase. How many roses were in the vase at first?",
        6,
    ),
    (
        "There were 6 roses and 4 lilies in the vase. Mary cut some more roses from her flower garden. There are now 16 flowers in the vase. How many roses did she cut?",
        6,
    ),
    (
        "There were 6 roses in the vase. Mary cut some more roses from her flower garden and gave 3 to Tom. There are now 16 roses in the vase. How many roses did she cut?",
        None,
    ),
    (
        "There were 6 roses in the vase. Mary cut 10 more roses from her flower garden and put them in the vase. How many roses are in the vase now?",
        16,
    ),
    (
        "Tom has 9 yellow balloons Sara has 8 yellow balloons. How many more yellow balloons does Tom have than Sara?",
        1,
    ),
    (
        "Tom has 9 yellow balloons Sara has 8 red balloons. How many yellow balloons do they have in total?",
        9,
    ),
    (
        "Tom has 9 yellow balloons Sara has 8 yellow balloons. How many red balloons do they have in total?",
        None,
    ),
    (
        "Tom has 9 yellow balloons Sara has 8 yellow balloons. How many yellow balloons does Sara have?",
        8,
    ),
    (
        "Tom has 9 yellow balloons Sara has 8 yellow balloons. Tom gave 3 balloons to Sara. How many yellow balloons do they have in total?",
        17,
    ),
    (
        "Tom has 9 yellow balloons Sara has 8 yellow balloons. Tom lost 3 of his balloons. How many yellow balloons do they have in total?",
        14,
    ),
    (
        "Tom has 9 yellow balloons Sara has 8 yellow balloons and Joan has 4 blue balloons. How many yellow balloons do they have in total?",
        17,
    ),
    (
        "Tom has 9 yellow balloons Sara has 8 yellow balloons. How many balloons does Joan have?",
        None,
    ),
    (
        "A restaurant served 9 pizzas during lunch and 6 during dinner today. How many more pizzas were served during lunch than during dinner?",
        3,
    ),
    (
        "A restaurant served 9 pizzas during lunch and 6 during dinner today. How many pizzas were served during dinner?",
        6,
    ),
    (
        "A restaurant served 9 pizzas during lunch and 6 cakes during dinner today. How many pizzas were served today?",
        9,
    ),
    (
        "A restaurant served 9 pizzas during lunch and 6 during dinner today. How many cakes were served today?",
        None,
    ),
    (
        "A restaurant served 9 pizzas during lunch and 6 during dinner today and 5 yesterday. How many pizzas were served today?",
        15,
    ),
    (
        "A restaurant served 9 pizzas during lunch and 6 during dinner today. How many pizzas were served yesterday?",
        None,
    ),
    (
        "A restaurant made 20 pizzas today. It served 9 pizzas during lunch and 6 during dinner. How many pizzas were left?",
        5,
    ),
    (
        "Tim's cat had kittens. He gave 3 to Jessica and 6 to Sara. He now has 9 kittens left. How many kittens did Sara get?",
        6,
    ),
    (
        "Tim's cat had kittens. He gave 3 to Jessica and 6 to Sara. He now has 9 kittens left. How many kittens did he give away?",
        9,
    ),
    (
        "Tim's cat had kittens. He gave 3 to Jessica and got 6 from Sara. He now has 9 kittens. How many kittens did he have to start with?",
        6,
    ),
    (
        "Tim's cat had kittens. He gave 3 to Jessica and 6 to Sara. Jessica now has 9 kittens. How many kittens did Tim have to start with?",
        None,
    ),
    (
        "Tim's cat had kittens. Jessica gave him 3 and Sara gave him 6. He now has 19 kittens. How many kittens did he have to start with?",
        10,
    ),
    (
        "Tim's cat had 20 kittens. He gave 3 to Jessica and 6 to Sara. How many kittens does he have left?",
        11,
    ),
    (
        "Tim's cat had kittens. He gave 3 to Jessica and 6 to Sara. He now has 9 puppies left. How many kittens did he have to start with?",
        None,
    ),
    ("Tim has saved 2000 cents from selling lemonade. How many quarters does Tim have?", None),
    ("Tim has saved 20 dollars from selling lemonade. How many cents does Tim have?", 2000),
    (
        "Tim has saved 2050 cents from selling lemonade. How many dollars does Tim have?",
        Fraction(41, 2),
    ),
    (
        "Tim has saved 2000 cents from selling lemonade and spent 500 cents. How many dollars does Tim have?",
        15,
    ),
    ("Joan has saved 6 quarters from washing cars. How many dimes does Joan have?", None),
    (
        "Joan has saved 6 quarters from washing cars. How many dollars does Joan have?",
        Fraction(3, 2),
    ),
    (
        "Joan has saved 6 quarters and 3 dimes from washing cars. How many cents does Joan have?",
        180,
    ),
    (
        "Joan has saved 6 quarters from washing cars. She spent 2 quarters. How many cents does Joan have?",
        100,
    ),
    ("Sara saw 96 birds in a tree. How many dozen birds did Sara see?", 8),
    ("Sara saw 90 birds in a tree. How many dozen birds did Sara see?", Fraction(15, 2)),
    ("Sara saw 8 dozen birds in a tree. How many birds did Sara see?", 96),
    ("Sara saw 96 birds in a tree. 24 of them flew away. How many dozen birds are left?", 6),
    ("Nancy has saved 1 dozen quarters from washing cars. How many quarters does Nancy have?", 12),
    (
        "Nancy has saved 2 dozen dimes from washing cars. How much money does Nancy have?",
        Fraction(12, 5),
    ),
    ("Nancy has saved 1 dozen quarters from washing cars. How many dimes does Nancy have?", None),
    (
        "Sam got 9 pennies for washing clothes, and 7 quarters for mowing lawns. How many coins does Sam have?",
        16,
    ),
    (
        "Sam got 9 pennies for washing clothes, and 7 quarters for mowing lawns. How much money did Sam get for mowing lawns?",
        Fraction(7, 4),
    ),
    (
        "Sam got 9 dimes for washing clothes, and 7 nickels for mowing lawns. How much money does Sam have?",
        Fraction(5, 4),
    ),
    (
        "There were a total of 323 football games in the season. The season is played for 17 months. How many football games were played in 2 months, if each month has the same number of games?",
        38,
    ),
    (
        "There were a total of 323 football games in the season. The season is played for 17 months. How many football games were played each week, if each month has the same number of games?",
        None,
    ),
    (
        "There were a total of 320 football games in the season. The season is played for 17 months. How many football games were played each month, if each month has the same number of games?",
        None,
    ),
    (
        "There were a total of 12 basketball games in the season. The season is played for 2 months. How many soccer games were played each month, if each month has the same number of games?",
        None,
    ),
    (
        "There were a total of 7 baseball games a month. The season is played for 2 months. How many baseball games are in 3 seasons?",
        42,
    ),
    (
        "There were a total of 7 baseball games a week. The season is played for 2 months. How many baseball games are in a season?",
        None,
    ),
    (
        "Melanie goes fishing with Tom. Melanie catches 8 trout. Tom catches 2 times as many trout as Melanie. How many trout did they catch together?",
        24,
    ),
    (
        "Melanie goes fishing with Tom. Melanie catches 8 trout. Tom catches 2 times as many trout as Melanie. How many more trout did Tom catch than Melanie?",
        8,
    ),
    (
        "Melanie goes fishing with Tom. Tom catches 16 trout. Tom catches 2 times as many trout as Melanie. How many trout did Melanie catch?",
        8,
    ),
    (
        "Melanie goes fishing with Tom. Melanie catches 8 trout. Tom catches 2 times as many salmon as Melanie. How many trout did Tom catch?",
        None,
    ),
    (
        "Melanie goes fishing with Tom. Melanie catches 8 trout. Tom catches 2 more trout than Melanie. How many trout did Tom catch?",
        10,
    ),
    (
        "Melanie goes fishing with Tom. Melanie catches 8 trout. Tom catches half as many trout as Melanie. How many trout did Tom catch?",
        4,
    ),
    (
        "Melanie goes fishing with Tom and Sara. Melanie catches 8 trout. Tom catches 2 times as many trout as Melanie. How many trout did Sara catch?",
        None,
    ),
    (
        "Mark's father gave him $85. Mark bought 10 books, each of which cost $5. How much did Mark spend?",
        50,
    ),
    (
        "Mark's father gave him $85. Mark bought 10 books, each of which cost $5. How much money did his father have left?",
        None,
    ),
    (
        "Mark's father gave him $85. Mark bought 10 books, each of which cost $9. How much money does Mark have left?",
        None,
    ),
    (
        "Mark's father gave him $85. Mark bought 10 books, each of which cost $5, and a pen for $3. How much money does Mark have left?",
        32,
    ),
    (
        "Mark had $20. Mark's father gave him $85. Mark bought 10 books, each of which cost $5. How much money does Mark have left?",
        55,
    ),
    (
        "Mark's father gave him $85. Mark's sister bought 10 books, each of which cost $5. How much money does Mark have left?",
        None,
    ),
    (
        "Mark's father gave him $85. Mark bought 10 books, each of which cost $5.50. How much money does Mark have left?",
        30,
    ),
    (
        "Priya needs 54 cupcakes for a birthday party. She already has 15 chocolate cupcakes and 25 vanilla cupcakes. How many cupcakes does she have?",
        40,
    ),
    (
        "Priya needs 54 cupcakes for a birthday party. She already has 15 chocolate cupcakes and 25 vanilla cupcakes. How many more vanilla cupcakes should Priya buy?",
        None,
    ),
    (
        "Priya needs 34 cupcakes for a birthday party. She already has 15 chocolate cupcakes and 25 vanilla cupcakes. How many more cupcakes should Priya buy?",
        None,
    ),
    (
        "Priya needs 54 cupcakes for a birthday party. She already has 15 chocolate cupcakes and her friend has 25 vanilla cupcakes. How many more cupcakes should Priya buy?",
        None,
    ),
    (
        "Priya needs 54 cupcakes for a birthday party. She already has 15 chocolate cupcakes and 25 vanilla cupcakes. How many more cupcakes should her friend buy?",
        None,
    ),
    (
        "Priya needs 54 cupcakes for a birthday party. She already has 15 chocolate cupcakes and 25 vanilla cookies. How many more cupcakes should Priya buy?",
        39,
    ),
    (
        "We ordered 21 pizzas. Each pizza has 8 slices. We ate 100 slices. How many slices of pizza are left?",
        68,
    ),
    ("We ordered 21 pizzas. Each pizza has 8 slices. How many pizzas are there?", 21),
    (
        "We ordered 21 pizzas. Each pizza has 8 slices and 3 olives. How many olives are there altogether?",
        63,
    ),
    (
        "We ordered 21 pizzas. Each slice has 8 olives. How many slices of pizza are there altogether?",
        None,
    ),
    (
        "We ordered 21 pizzas and 4 salads. Each pizza has 8 slices. How many slices of pizza are there altogether?",
        168,
    ),
    (
        "White t-shirts can be purchased in packages of 6. If Mom buys 71 packages, how many packages will Mom have?",
        71,
    ),
    (
        "White t-shirts can be purchased in packages of 6. If Mom buys 72 t-shirts, how many packages will Mom buy?",
        12,
    ),
    (
        "White t-shirts can be purchased in packages of 6. If Mom buys 71 packages of blue t-shirts, how many white t-shirts will Mom have?",
        None,
    ),
    (
        "White t-shirts can be purchased in packages of 6. If Mom buys 71 packages and gives away 20 t-shirts, how many white t-shirts will Mom have?",
        406,
    ),
    (
        "I have 648 pencils. If I put 4 pencils in each pencil box, how many pencils will be left over?",
        0,
    ),
    (
        "I have 650 pencils. If I put 4 pencils in each pencil box, how many pencil boxes will I fill?",
        None,
    ),
    ("I have 648 pencils. If I put 162 pencil boxes, how many pencils in each box?", None),
    (
        "I have 648 pencils and 20 pens. If I put 4 pencils in each pencil box, how many pencil boxes will I fill?",
        162,
    ),
    (
        "Robin has 27 packages of gum. There are 18 pieces in each package. How many packages of gum does Robin have?",
        27,
    ),
    (
        "Robin has 27 packages of gum. There are 18 pieces in each package. Robin chewed 6 pieces. How many pieces of gum does Robin have?",
        480,
    ),
    (
        "Robin has 27 packages of gum and 5 packages of candy. There are 18 pieces in each package. How many pieces of gum does Robin have?",
        486,
    ),
    (
        "Robin has 27 packages of gum. There are 18 pieces in each package. How many pieces of gum does her brother have?",
        None,
    ),
    (
        "Betty has 24 oranges stored in boxes. If there are 3 boxes, how many boxes does Betty have?",
        3,
    ),
    (
        "Betty has 25 oranges stored in boxes. If there are 3 boxes, how many oranges must go in each box?",
        None,
    ),
    (
        "Betty has 24 oranges stored in boxes. If there are 3 oranges in each box, how many boxes are there?",
        8,
    ),
    (
        "Betty has 24 oranges and 6 apples stored in boxes. If there are 3 boxes, how many oranges must go in each box?",
        8,
    ),
    (
        "Betty has 24 oranges stored in boxes. If there are 3 boxes, how many apples must go in each box?",
        None,
    ),
    (
        "Jeffrey wants to split a collection of bottle caps into groups of 2. Jeffrey has 12 bottle caps. How many bottle caps are in each group?",
        2,
    ),
    (
        "Jeffrey wants to split a collection of bottle caps into groups of 5. Jeffrey has 12 bottle caps. How many groups will be created?",
        None,
    ),
    (
        "Jeffrey wants to split a collection of bottle caps into 2 groups. Jeffrey has 12 bottle caps. How many bottle caps are in each group?",
        6,
    ),
    (
        "Jeffrey wants to split a collection of bottle caps into groups of 2. Jeffrey has 12 bottle caps and 8 marbles. How many groups will be created?",
        6,
    ),
    (
        "Jeffrey wants to split a collection of bottle caps into groups of 2. Tom has 12 bottle caps. How many groups will be created?",
        None,
    ),
    (
        "Joshua has 40 Skittles and 6 eggs. If he shares the eggs among 3 friends, how many eggs does each friend get?",
        2,
    ),
    (
        "Joshua has 40 Skittles and 6 eggs. If he shares the Skittles among 5 friends, how many eggs does each friend get?",
        None,
    ),
    (
        "Joshua has 40 Skittles and 6 eggs. If he shares the Skittles among 6 friends, how many Skittles does each friend get?",
        None,
    ),
    (
        "Joshua has 40 Skittles and 6 eggs. If he gives 5 Skittles to each friend, how many friends get Skittles?",
        8,
    ),
    (
        "Joshua has 40 Skittles and 6 eggs. If he shares the Skittles among 5 friends, how many Skittles do the friends get in all?",
        40,
    ),
    (
        "Joshua has 40 Skittles and 6 eggs. If he shares the Skittles and eggs among 2 friends, how many Skittles does each friend get?",
        20,
    ),
    (
        "Carla has some marbles. She bought 134 marbles. Now she has 187 marbles. How many marbles did she buy?",
        134,
    ),
    (
        "Carla has some marbles. She gave away 134 marbles. Now she has 53 marbles. How many did she start with?",
        187,
    ),
    (
        "Carla has some marbles. She bought 134 marbles. Now she has 100 marbles. How many did she start with?",
        None,
    ),
    (
        "Carla has some marbles. Her sister bought 134 marbles. Now Carla has 187 marbles. How many did Carla start with?",
        187,
    ),
    (
        "Carla has some marbles. She bought 134 marbles and lost 20. Now she has 187 marbles. How many did she start with?",
        73,
    ),
    (
        "Rosa had 67 flowers. Andre gave her some more flowers. Now, Rosa has 90 flowers. How many flowers does Andre have?",
        None,
    ),
    (
        "Rosa had 90 flowers. She gave Andre some flowers. Now, Rosa has 67 flowers. How many flowers did Rosa give to Andre?",
        23,
    ),
    (
        "Rosa had 67 flowers. Andre gave her some more flowers. Now, Rosa has 90 flowers. How many flowers did Rosa give to Andre?",
        None,
    ),
    (
        "Rosa had 67 flowers. Andre gave her some more flowers. Now, Andre has 90 flowers. How many flowers did Andre give to Rosa?",
        None,
    ),
    (
        "Rosa had 67 flowers and 5 vases. Andre gave her some more flowers. Now, Rosa has 90 flowers. How many flowers did Andre give to Rosa?",
        23,
    ),
    (
        "It takes 7 minutes to bake one pan of cookies. How many pans of cookies can be baked in 28 minutes?",
        4,
    ),
    (
        "It takes 7 minutes to bake two pans of cookies. How long will it take to bake 4 pans of cookies?",
        14,
    ),
    (
        "It takes 7 minutes to bake one pan of cookies. How long will it take to bake 4 pans of muffins?",
        None,
    ),
    (
        "It takes 7 minutes to bake one pan of cookies and 9 minutes to bake one pan of muffins. How long will it take to bake 4 pans of cookies?",
        28,
    ),
    (
        "There were a total of 7 football games this year. Melanie missed 4 of the games. She went to 2 basketball games. How many games did Melanie go to in all?",
        5,
    ),
    (
        "There were 58 geese and 37 ducks in the marsh and 10 ducks in the pond. How many birds were in the marsh?",
        95,
    ),
    (
        "There were a total of 7 football games this year. Melanie missed 4 of the games. How many football games did Melanie miss?",
        4,
    ),
    (
        "There were a total of 7 football games this year. Melanie went to 4 of the games. How many football games did Melanie miss?",
        3,
    ),
    (
        "There were a total of 7 football games this year. Melanie missed 4 of the games. How many football games did Tom go to in all?",
        None,
    ),
    (
        "There were a total of 7 football games this year. Melanie missed 9 of the games. How many football games did Melanie go to in all?",
        None,
    ),
    (
        "There were a total of 7 football games this year. Melanie missed 4 of the games. How many football games did Melanie go to last year?",
        None,
    ),
    (
        "There were a total of 7 football games this year and 9 games last year. Melanie missed 4 of the games this year. How many football games did Melanie go to this year?",
        3,
    ),
    (
        "There were a total of 7 football games this year. Melanie missed 4 of the games and Tom missed 2. How many football games did Tom go to in all?",
        5,
    ),
    (
        "There were a total of 7 football games this year. Melanie missed 4 of the games. How many basketball games did Melanie go to in all?",
        None,
    ),
    (
        "There were a total of 7 football games this year. Melanie missed 4 of the games. How many football games did Melanie and Tom go to in all?",
        None,
    ),
    (
        "There were a total of 7 football games this year. Melanie missed 4 of the games. She went to 2 basketball games. How many football games did Melanie go to in all?",
        3,
    ),
    (
        "There were a total of 7 football games this year. Melanie missed 4 of the games. How many games were there in all?",
        7,
    ),
    (
        "Melanie missed 4 football games this year. How many football games did Melanie go to in all?",
        None,
    ),
    (
        "There were a total of 7 football games this year. Melanie missed 4 of the games. How many football games did Melanie watch in all?",
        None,
    ),
    ("There were 58 geese and 37 ducks in the marsh. How many ducks were in the marsh?", 37),
    (
        "There were 58 geese and 37 ducks in the marsh. How many more geese than ducks were in the marsh?",
        21,
    ),
    ("There were 58 geese and 37 frogs in the marsh. How many birds were in the marsh?", None),
    (
        "There were 58 geese and 37 ducks in the marsh and 10 ducks in the pond. How many birds were there in all?",
        105,
    ),
    (
        "There were 58 geese and 37 ducks in the marsh. 20 of the ducks flew away. How many birds were in the marsh?",
        75,
    ),
    ("There were 58 geese and 37 ducks in the marsh. How many animals were in the marsh?", 95),
    ("There were 58 geese and 37 ducks in the marsh. How many birds were in the pond?", None),
    ("There were 58 geese and 37 dogs in the park. How many birds were in the park?", 58),
    ("There were 58 geese and 37 ducks in the marsh. How many geese were there in all?", 58),
    ("There were 58 geese and 37 duck eggs in the marsh. How many birds were in the marsh?", None),
    (
        "Luke was trying to expand his game collection. He bought two games from a friend and bought twelve more at a garage sale. If three of the games didn't work, how many good games did he end up with?",
        11,
    ),
    (
        "Luke was trying to expand his game collection. He bought 1200 games from a friend and bought 2300 more at a garage sale. If 450 of the games didn't work, how many good games did he end up with?",
        3050,
    ),
    (
        "While shopping, Maria bought 35 green towels and 21 white towels. If she kept 34 of them and gave the rest to her mother, how many towels did her mother get?",
        22,
    ),
    (
        "While shopping, Maria bought 35 green towels and 21 white towels. If she gave her mother half of them, how many towels did Maria end up with?",
        28,
    ),
    (
        "While shopping, Maria bought 35 green towels and 21 white towels. If she gave her mother 34 of them and her sister 10 of them, how many towels did Maria end up with?",
        12,
    ),
    (
        "While shopping, Maria bought 35 green towels and 21 white towels. If she gave her mother 34 of them, how many towels did Maria give away?",
        34,
    ),
    (
        "While shopping, Maria bought 35 green towels and 21 white towels. If her mother gave her 34 of them, how many towels did Maria end up with?",
        None,
    ),
    (
        "In fourth grade there were 10 students at the start of the year. During the year 4 students left and 42 new students came to school. How many new students came to school?",
        42,
    ),
    (
        "In fourth grade there were 10 students at the start of the year. During the year 4 students left and 42 new students came to school. How many students were in fourth grade at the start?",
        10,
    ),
    (
        "In fourth grade there were 10 students at the start of the year. During the year 4 students left and twice as many new students came to school. How many students were in fourth grade at the end?",
        14,
    ),
    (
        "In fourth grade there were 10 students at the start of the year. During the year 4 students left. How many students were in fourth grade at the end?",
        6,
    ),
    (
        "In fourth grade there were 10 boys and 12 girls at the start of the year. During the year 4 boys left and 2 new girls came to school. How many boys were in fourth grade at the end?",
        6,
    ),
    (
        "In fourth grade there were 10 boys and 12 girls at the start of the year. During the year 4 boys left and 2 new girls came to school. How many students were in fourth grade at the end?",
        20,
    ),
    (
        "At the fair there were 9 people in line for the bumper cars. If 6 of them got tired of waiting and left and 3 more got in line, how many people got in line?",
        3,
    ),
    (
        "At the fair there were 9 people in line for the bumper cars. If 6 of them got tired of waiting and left and 3 more got in line, how many fewer people would be in line?",
        3,
    ),
    (
        "At the fair there were 9 people in line for the bumper cars. If 6 of them got tired of waiting and left and twice as many got in line, how many people would be in line?",
        15,
    ),
    (
        "At the fair there were 9 people in line for the bumper cars. If 6 of them got tired of waiting and left and 3 more got in line, how many people would be in line for the bumper cars?",
        6,
    ),
    (
        "George had 28 socks. If he threw away 4 old ones that didn't fit and bought 36 new ones, how many more socks does he have now than before?",
        32,
    ),
    (
        "George had 28 socks. If he threw away 4 old ones that didn't fit and bought 36 new shoes, how many socks would he have?",
        24,
    ),
    (
        "George had 28 socks. If he threw away 4 old ones that didn't fit and bought 3 new pairs of socks, how many socks would he have?",
        None,
    ),
    (
        "George had 28 socks. If he threw away 4 old ones that didn't fit and his mother bought him 36 new ones, how many socks would he have?",
        60,
    ),
    (
        "Kaleb had 34 books. If he sold 17 of them and used the money he earned to buy 7 new books, how many fewer books would Kaleb have?",
        10,
    ),
    (
        "Kaleb had 34 books. If he sold 17 of them and used the money he earned to buy 7 new toys, how many books would Kaleb have?",
        17,
    ),
    (
        "Kaleb had 34 books. If he sold 17 of them and used the money he earned to buy 7 new books, how many toys would Kaleb have?",
        None,
    ),
    (
        "Kaleb had 34 books. If he sold 17 of them and used the money he earned to buy 7 new books for his sister, how many books would Kaleb have?",
        None,
    ),
    (
        "For Halloween Faye scored 47 pieces of candy. She ate 25 pieces the first night and then her sister gave her 40 more pieces. How many pieces of candy did her sister give her?",
        40,
    ),
    (
        "For Halloween Faye scored 47 pieces of candy. She ate 25 pieces the first night and then her sister took 10 pieces. How many pieces of candy does Faye have now?",
        12,
    ),
    (
        "For Halloween Faye scored 47 pieces of candy. She ate 25 pieces the first night and then her sister gave her 40 more pieces. How many pieces of candy did Faye have at first?",
        47,
    ),
    (
        "For Halloween Faye scored 47 pieces of candy. She ate 25 pieces the first night and then her sister gave her twice as many pieces. How many pieces of candy does Faye have now?",
        72,
    ),
    (
        "Ned had to wash 9 short sleeve shirts and 21 long sleeve shirts before school. If he had only washed 29 of them by the time school started, how many shirts did he have to wash?",
        30,
    ),
    (
        "Ned had to wash 9 short sleeve shirts and 21 long sleeve shirts before school. If he had only washed 29 of them by the time school started, how many more did he have to wash?",
        1,
    ),
    (
        "Ned had to wash 9 short sleeve shirts and 21 long sleeve shirts before school. If his brother had only washed 29 of them by the time school started, how many did Ned not wash?",
        None,
    ),
    (
        "Ned had to wash 9 short sleeve shirts and 21 long sleeve shirts before school. If he had only washed 29 of them by the time school started, how many did he not fold?",
        None,
    ),
    (
        "Ned had to wash 9 short sleeve shirts and 21 long sleeve shirts before school. If he had only folded 29 of them by the time school started, how many did he not wash?",
        None,
    ),
    (
        "Ned had to wash 9 short sleeve shirts and 21 long sleeve shirts before school. If he had only washed 29 of them by the time school started, how many did he not wash after school?",
        None,
    ),
    (
        "Ned had to wash nine short sleeve shirts and twenty-one long sleeve shirts before school. If he had only washed twenty-nine of them by the time school started, how many did he not wash?",
        1,
    ),
    (
        "Henry earned 5 dollars for each lawn he mowed. If he had 12 lawns to mow, but forgot to mow 7 of them, how much money did he actually earn?",
        25,
    ),
    (
        "Henry earned 5 dollars for each lawn he mowed. If he had 12 lawns to mow and 4 cars to wash, but forgot to mow 7 of the lawns, how much money did he actually earn?",
        25,
    ),
    (
        "Henry earned 5 dollars for each lawn he mowed. If he had 12 lawns to mow, but forgot to mow 7 of them and mowed 3 extra lawns, how much money did he actually earn?",
        40,
    ),
    (
        "Henry earned 5 dollars for each lawn he mowed. If he had 12 lawns to mow, but forgot to mow 7 of them, how much money did he actually earn each day?",
        None,
    ),
    (
        "Henry earned 5 dollars for each lawn he mowed. If he had 12 lawns to mow, but forgot to mow 7 of them, how much money did he actually earn per lawn?",
        5,
    ),
    (
        "There were 16 friends playing a video game online when 7 players quit. If each player left had 8 lives, how many lives did the players who quit have?",
        None,
    ),
    (
        "There were 16 friends playing a video game online when 7 players quit. If each player left had 8 lives, how many players were left?",
        9,
    ),
    (
        "There were 16 friends playing a video game online when 7 players quit. If each player left had 8 lives and 2 shields, how many shields did they have total?",
        18,
    ),
    (
        "There were 16 friends playing a video game online when 7 more players joined. If each player had 8 lives, how many lives did they have total?",
        184,
    ),
    (
        "There were 16 friends playing a video game online when 7 players quit. If each player left had 8 lives, how many lives did they have before the players quit?",
        None,
    ),
    (
        "There were 16 friends playing a video game online when 7 players quit and 3 more joined. If each player had 8 lives, how many lives did they have total?",
        96,
    ),
    (
        "A magician was selling magic card decks for 2 dollars each. If he started with 5 decks and by the end of the day he had 3 left, how much money would he earn if he sold the rest?",
        6,
    ),
    (
        "A magician was selling magic card decks for 2 dollars each. If he started with 5 decks and bought 4 more and by the end of the day he had 3 left, how much money did he earn?",
        12,
    ),
    (
        "A magician was selling magic card decks for 2 dollars each and magic wands for 5 dollars each. If he started with 5 decks and by the end of the day he had 3 left, how much money did he earn?",
        4,
    ),
    (
        "At lunch a waiter had 10 customers and 5 of them didn't leave a tip. If he got $3 each from the ones who did tip, how much money did the customers who did tip give?",
        15,
    ),
    (
        "At lunch a waiter had 10 customers and 5 of them didn't leave a tip. If he got $3 each from the ones who did tip and $2 from his boss, how much money did he earn?",
        17,
    ),
    (
        "At dinner a waiter had 10 customers and 5 of them didn't leave a tip. If he got $3 each from the ones who did tip, how much money did he earn at lunch?",
        None,
    ),
    (
        "Mike had 16 video games but 6 of them weren't working. If he wanted to sell the working games for $7 each, how much money could he earn for the broken games?",
        None,
    ),
    (
        "Mike had 16 video games but 6 of them weren't working. If he fixed 2 of the broken games and wanted to sell the working games for $7 each, how much money could he earn?",
        84,
    ),
    (
        "Mike had 16 video games but 6 of them weren't working. If he wanted to sell the working games for $7 each, how much money could his friend earn?",
        None,
    ),
    (
        "A company invited 18 people to a luncheon, but 12 of them didn't show up. If the tables they had held 3 people each, how many people sat at each table?",
        3,
    ),
    (
        "A company invited 18 people to a luncheon, but 12 of them didn't show up and 3 more came without an invite. If the tables they had held 3 people each, how many tables do they need?",
        3,
    ),
    (
        "A company invited 18 people to a luncheon and 12 people to a dinner, but 6 of them didn't show up. If the tables they had held 3 people each, how many tables do they need?",
        None,
    ),
    (
        "The cafeteria had 62 apples. For lunch they handed out 8 to students and decided to use the rest to make pies. If each pie takes 9 apples, how many apples were left over?",
        0,
    ),
    (
        "The cafeteria had 62 apples. For lunch they handed out 8 to teachers and decided to use the rest to make pies. If each pie takes 9 apples, how many pies could they make?",
        6,
    ),
    (
        "The cafeteria had 62 apples. For lunch the students handed out 8 to teachers and the cafeteria decided to use the rest to make pies. If each pie takes 9 apples, how many pies could they make?",
        None,
    ),
    (
        "Isabel had 2 pages of math homework and 4 pages of reading homework. If each page had 5 problems on it, how many reading problems did she have?",
        20,
    ),
    (
        "Isabel had 2 pages of math homework and 4 pages of reading homework. If each page had 5 problems on it, how many more reading problems than math problems did she have?",
        10,
    ),
    (
        "Isabel had 2 pages of math homework and 4 pages of reading homework. If each page had 5 problems on it and she did 2 pages, how many problems did she have left?",
        20,
    ),
    (
        "Victor and his friend were buying trick decks from the magic shop for 8 dollars each. How much did they spend if Victor bought 6 decks and his friend bought half as many?",
        72,
    ),
    (
        "Victor and his friend were buying trick decks from the magic shop for 8 dollars each. How much change did Victor get from 50 dollars if Victor bought 6 decks?",
        2,
    ),
    (
        "April's discount flowers was having a sale where each flower was 3 dollars. If Emily bought 2 roses and 2 daisies and her friend bought 4 tulips, how much did she spend?",
        12,
    ),
    (
        "April's discount flowers was having a sale where each flower was 3 dollars. If Emily bought 2 roses and 2 daisies and her friend bought 4 tulips, how much did they spend?",
        24,
    ),
    (
        "April's discount flowers was having a sale where each flower was 3 dollars. If Emily bought 2 dozen roses, how much did she spend?",
        72,
    ),
    (
        "Rachel was organizing her book case making sure each of the shelves had exactly 9 books on it. If she had 6 shelves of mystery books and 2 shelves of picture books, how many books did her friend have?",
        None,
    ),
    (
        "Rachel was organizing her book case making sure each of the shelves had exactly 9 books on it. If she had 6 shelves of mystery books and 2 shelves of picture books, how many more shelves of mystery books than picture books did she have?",
        4,
    ),
    (
        "While shopping for music online, Megan bought 2 country albums and 8 pop albums. Each album came with a lyric sheet and had 7 songs. How many more pop songs than country songs did Megan buy?",
        42,
    ),
    (
        "While shopping for music online, Megan bought 2 country albums and 8 pop albums. Each album cost 7 dollars. How much did Megan spend?",
        70,
    ),
    (
        "Robin uploaded 35 pictures from her phone and 5 from her camera to facebook. If she sorted the pics into 5 different albums with the same amount of pics in each album, how many pictures from her phone were in each of the albums?",
        None,
    ),
    (
        "Katie baked 18 cupcakes for her school's bake sale. If her brother, Todd, ate 8 of them how many packages could Todd make if he put 2 cupcake in each package?",
        None,
    ),
    (
        "Katie baked 18 cupcakes for her school's bake sale. If she baked 8 more how many packages could she make if she put 2 cupcake in each package?",
        13,
    ),
    (
        "Katie baked 18 cupcakes for her school's bake sale. If her brother, Todd, ate 8 of them how many cupcakes did Todd eat?",
        8,
    ),
    (
        "Isabel picked 66 flowers for her friend's wedding. She was making bouquets with 8 flowers in each one. If 10 of the flowers wilted before the wedding, how many flowers wilted?",
        10,
    ),
    (
        "Isabel picked 66 flowers for her friend's wedding. She was making bouquets with 8 flowers in each one. If 10 of the flowers wilted before the wedding, how many flowers were in each bouquet?",
        8,
    ),
    (
        "Wendy uploaded 79 pictures to Facebook. She put 44 pics into one album and put the rest into 5 different albums. How many pictures were in all the albums?",
        79,
    ),
    (
        "There are 65 students trying out for the school's trivia teams. If 17 of them didn't get picked for the team and the rest were put into 8 groups, how many students didn't get picked?",
        17,
    ),
    (
        "For Halloween Sarah received 108 pieces of candy. She ate 36 pieces then placed the rest into piles with 9 in each pile. How many pieces were left to put in piles?",
        72,
    ),
    (
        "Luke had 47 pieces of clothing to wash. He put 17 of them in one load, but decided to split the rest into 5 equal loads. How many pieces of clothing were left after the first load?",
        30,
    ),
    (
        "Kaleb had some books. If he sold 17 of them and used the money he earned to buy 7 new books, he would have 24 books. How many books did Kaleb have at first?",
        34,
    ),
    (
        "Adam had 33 books. If he sold 11 of them and used the money he earned to buy 23 new books, how many more books would Adam have than before?",
        12,
    ),
    (
        "Adam had 33 books and his brother had 20 books. If Adam sold 11 of them and used the money he earned to buy 23 new books, how many books would Adam have?",
        45,
    ),
    (
        "Adam had 33 books and his brother had 20 books. If Adam sold 11 of his books and used the money he earned to buy 23 new books, how many books would Adam have?",
        45,
    ),
    (
        "Adam had 33 books. If he sold 11 of them and used the money he earned to buy 23 new magazines, how many books and magazines would Adam have?",
        45,
    ),
    (
        "Adam had 33 books. If he sold 11 of them for 3 dollars each and used the money he earned to buy new books, how much money did he earn?",
        33,
    ),
    (
        "There were 70 friends playing a video game online when 20 more players joined the game. If each player had 7 lives, how many lives did they have total?",
        630,
    ),
    (
        "There were 7 friends playing a video game online when 2 more players joined the game. If each player had 7.5 lives, how many lives did they have total?",
        None,
    ),
    (
        "There were 7 friends playing a video game online when 2 more players joined the game. If each player had 7 lives, how many lives did each player have?",
        7,
    ),
    (
        "There were 7 friends playing a board game when 2 more players joined the game. If each player had 7 cards, how many cards did they have total?",
        63,
    ),
    (
        "There were 7 friends playing a video game online when 2 more friends joined the game. If each player had 7 lives, how many lives did they have total?",
        None,
    ),
    (
        "There were 7 friends playing a video game online when 2 more players joined the game. If each player had 7 lives and lost 2 lives, how many lives did they have total?",
        45,
    ),
    (
        "Luke had 47 pieces of clothing to wash. He put 17 of them in one load, and split the rest into 5 equal loads. How many pieces of clothing could go in each of the small loads?",
        6,
    ),
    (
        "Luke had 47 pieces of clothing to wash. He put 17 of them in one load, but decided to split the rest into 5 equal loads. How many pieces of clothing did he have to wash?",
        47,
    ),
    (
        "Luke had 47 pieces of clothing to wash. His mom put 17 of them in one load, but Luke decided to split the rest into 5 equal loads. How many pieces of clothing could go in each of the small loads?",
        6,
    ),
    (
        "Oliver had to wash 39 short sleeve shirts and 47 long sleeve shirts before school. If he had only washed 20 of them by the time school started, how many did he still have to wash?",
        66,
    ),
    (
        "Oliver had to wash 39 short sleeve shirts and 47 long sleeve shirts before school. If he had washed all but 20 of them by the time school started, how many did he wash?",
        66,
    ),
    (
        "Oliver had to wash 39 short sleeve shirts and 47 long sleeve shirts before school. If he had only washed 20 of them by the time school started, what fraction did he wash?",
        None,
    ),
    (
        "While shopping, Emily bought 5 green towels and 30 white towels. If she gave her mother 26 of them, how many towels did Emily keep?",
        9,
    ),
    (
        "While shopping, Emily bought 5 green towels and 30 white towels. If she gave her mother 26 of them and her mother gave her back 4, how many towels did Emily end up with?",
        13,
    ),
    (
        "While shopping, Emily bought 5 green towels and 30 white towels. If she gave her mother 26 of them, how many towels did her mother end up with?",
        None,
    ),
    (
        "While shopping, Emily bought 5 green towels and 30 white towels and 4 blue towels. If she gave her mother 26 of them, how many towels did Emily end up with?",
        13,
    ),
    (
        "At the fair there were 9 people in line for the bumper cars. 6 of them got tired of waiting and left. Then 3 more got in line. How many people are in line now?",
        6,
    ),
    (
        "At the fair there were 9 people in line for the bumper cars. If 6 of them left and 3 more joined the line, how many people would be in line?",
        6,
    ),
    (
        "At the fair there were 9 people in line for the bumper cars. If 6 of them got tired of waiting and left and 3 more got in line, how many people were in line at first?",
        9,
    ),
    (
        "George had 28 socks and 5 shirts. If he threw away 4 old shirts that didn't fit and bought 36 new socks, how many socks would he have?",
        64,
    ),
    (
        "George had 28 socks. If he threw away 4 old ones that didn't fit and bought 36 new ones, how many old socks did he keep?",
        24,
    ),
    (
        "George had 28 socks. If he gave away 4 old ones that didn't fit and got 36 new ones from his mom, how many socks would he have?",
        60,
    ),
    (
        "In fourth grade there were 35 students at the start of the year. During the year 10 students left and 10 new students came to school. How many students were in fourth grade during the year?",
        None,
    ),
    (
        "In fourth grade there were 35 students at the start of the year. During the year 10 students left and 10 new students came to school. How many more students were there at the end than at the start?",
        0,
    ),
    (
        "In fourth grade there were 35 students at the start of the year. During the year 10 students left. Then 10 new students came to school. How many students were in fourth grade at the end?",
        35,
    ),
    (
        "For Halloween Robin scored 23 pieces of candy. She ate 7 pieces the first night and then her sister gave her 21 more pieces. How many pieces did she eat the second night?",
        None,
    ),
    (
        "For Halloween Robin scored 23 pieces of candy. She ate 7 pieces the first night and 3 the second night, and then her sister gave her 21 more pieces. How many pieces of candy does Robin have now?",
        34,
    ),
    (
        "For Halloween Robin scored 23 pieces of candy and her brother scored 30 pieces. She ate 7 pieces the first night and then her sister gave her 21 more pieces. How many pieces of candy does her brother have now?",
        30,
    ),
    (
        "For Halloween Robin scored 23 pieces of candy. She ate 7 pieces the first night and then her sister gave her 21 more pieces. How many pieces of candy do they have now?",
        None,
    ),
    (
        "April's discount flowers was having a sale where each flower was 3 dollars. If Emily bought 2 roses and 2 daisies, how much did 1 rose cost?",
        3,
    ),
    (
        "April's discount flowers was having a sale where each flower was 3 dollars. If Emily bought 2 roses and 2 daisies, how much did April's discount flowers charge her?",
        None,
    ),
    (
        "Frank and his friend were buying trick decks from the magic shop for 7 dollars each. How much did they spend if Frank bought 3 decks and his friend bought 2 decks and returned 1?",
        None,
    ),
    (
        "Frank and his friend were buying trick decks from the magic shop for 7 dollars each. How much did they save if Frank bought 3 decks and his friend bought 2 decks?",
        None,
    ),
    (
        "Frank and his friend were buying trick decks from the magic shop for 7 dollars each. How much did they spend if Frank bought 3 decks and his friend bought 2 decks and a wand for 4 dollars?",
        39,
    ),
    (
        "Gwen was organizing her book case making sure each of the shelves had exactly 4 books on it. If she had 5 shelves of mystery books and 3 shelves of picture books, how many books did she have total after she gave away 2 books?",
        30,
    ),
    (
        "Gwen was organizing her book case making sure each of the shelves had exactly 4 books on it. If she had 5 shelves of mystery books and 3 shelves of picture books, how many picture books did she have?",
        12,
    ),
    (
        "While shopping for music online, Zoe bought 3 country albums and 5 pop albums. Each album came with a lyric sheet and had 3 songs. How many country songs did Zoe buy?",
        9,
    ),
    (
        "While shopping for music online, Zoe bought 3 country albums and 5 pop albums. Each album came with a lyric sheet and had 3 songs. How many songs did Zoe's friend buy?",
        None,
    ),
    (
        "For homework Nancy had 17 math problems and 15 spelling problems. If she can finish 8 problems in an hour how many problems can she finish in 2 hours?",
        16,
    ),
    (
        "For homework Nancy had 17 math problems and 15 spelling problems. If she can finish 8 problems in an hour how long will it take her to finish the spelling problems?",
        None,
    ),
    (
        "For homework Nancy had 16 math problems and 16 spelling problems. If she can finish 8 problems in an hour how long will it take her to finish the math problems?",
        2,
    ),
    (
        "Roger was helping the cafeteria workers pick up lunch trays, but he could only carry 4 trays at a time. If he had to pick up 10 trays from one table and 2 trays from another, how many trays did he pick up?",
        12,
    ),
    (
        "Roger was helping the cafeteria workers pick up lunch trays, but he could only carry 4 trays at a time. If he had to pick up 10 trays from one table and 3 trays from another, how many trips will he make?",
        4,
    ),
    (
        "Roger was helping the cafeteria workers pick up lunch trays, but he could only carry 4 trays at a time. If he had to pick up 10 trays from one table and 2 trays from another, how many trays did he carry each trip?",
        4,
    ),
    (
        "Roger was helping the cafeteria workers pick up lunch trays, but he could only carry 4 trays at a time. If he had to pick up 10 trays from one table and 2 cups from another, how many trips will he make?",
        None,
    ),
    (
        "For a birthday party Tom bought 4 regular sodas and 52 diet sodas. If his fridge would only hold 7 on each shelf, how many sodas did he buy?",
        56,
    ),
    (
        "For a birthday party Tom bought 4 regular sodas and 52 diet sodas. If he drank 7 of them, how many sodas did he have left?",
        49,
    ),
    (
        "For a birthday party Tom bought 4 regular sodas and 52 diet sodas. If his fridge would only hold 7 on each shelf and he drank 7 sodas first, how many shelves would he fill up?",
        7,
    ),
    (
        "Katie uploaded 30 pictures from her phone and 51 from her camera to facebook. If she sorted the pics into 9 different albums with the same amount of pics in each album, how many pictures did she upload from her camera?",
        51,
    ),
    (
        "Katie uploaded 30 pictures from her phone and 51 from her camera to facebook. If she sorted the pics into 9 different albums with the same amount of pics in each album, how many pictures were in 2 of the albums?",
        18,
    ),
    (
        "Katie uploaded 30 pictures from her phone and 51 from her camera to facebook. If she deleted 9 pictures, how many pictures are on facebook?",
        72,
    ),
    (
        "At lunch a waiter had 9 customers and 5 of them didn't leave a tip. If he got $8 each from the ones who did tip, how much money did he earn at dinner?",
        None,
    ),
    (
        "At lunch a waiter had 9 customers and 5 of them didn't leave a tip. If he got $8 each from the ones who did tip, how much more money would he have earned if everyone tipped?",
        40,
    ),
    (
        "At lunch a waiter had 9 customers and 5 of them didn't leave a tip. If he got $8 in all from the ones who did tip, how much money did he earn?",
        8,
    ),
    (
        "Megan baked 68 cupcakes for her school's bake sale. If her brother, Todd, ate 32 of them how many cupcakes did Megan have left?",
        36,
    ),
    (
        "Megan baked 68 cupcakes for her school's bake sale. If her brother, Todd, ate 32 of them how many packages could she make if she put 6 cupcakes in each package?",
        6,
    ),
    (
        "Megan baked 68 cupcakes and 20 cookies for her school's bake sale. If her brother, Todd, ate 32 of them how many packages could she make if she put 6 cupcake in each package?",
        None,
    ),
    (
        "The cafeteria had 96 apples. For lunch they handed out 42 to students and decided to use the rest to make pies. If each pie takes 6 apples, how many apples did the students get?",
        42,
    ),
    (
        "The cafeteria had 96 apples. For lunch they handed out 42 to students and decided to use the rest to make pies. If each pie takes 6 apples, how many pies could they have made with all the apples?",
        16,
    ),
    (
        "The cafeteria had 96 apples. For lunch they handed out 42 to students and decided to use the rest to make pies. If each pie takes 6 apples and each pie is cut into 8 slices, how many slices were there?",
        72,
    ),
    (
        "There are 36 students trying out for the school's trivia teams. If 9 of them didn't get picked for the team and the rest were put into 3 groups, how many groups were there?",
        3,
    ),
    (
        "There are 36 students trying out for the school's trivia teams. If 9 of them didn't get picked for the team and the rest were put into 3 groups, how many students were in 2 groups?",
        18,
    ),
    (
        "There are 36 students trying out for the school's soccer teams. If 9 of them didn't get picked for the team and the rest were put into 3 groups, how many students would be in each group?",
        9,
    ),
    (
        "There were 73 bales of hay in the barn. Jason stacked more bales in the barn today. There are now 96 bales of hay in the barn. Jason is 12 years old. How many bales did he store in the barn?",
        23,
    ),
    (
        "There were 73 bales of hay in the barn. Jason stacked more bales in the barn today and his brother stacked 5 bales in the barn. There are now 96 bales of hay in the barn. How many bales did Jason store in the barn?",
        18,
    ),
    (
        "There were 73 bales of hay in the barn. Jason stacked more bales in the barn today. There are now 96 bales of hay in the barn. How many bales of hay are in the barn now?",
        96,
    ),
    (
        "There were 73 bales of hay in the barn. Jason removed some bales from the barn today. There are now 96 bales of hay in the barn. How many bales did he remove?",
        None,
    ),
    (
        "There were 73 bales of straw in the barn. Jason stacked more bales in the barn today. There are now 96 bales of hay in the barn. How many bales did he store in the barn?",
        None,
    ),
    (
        "There are 53 maple trees currently in the park. Park workers will plant more maple trees today. When the workers are finished there will be 64 maple trees in the park. How many maple trees were there before?",
        53,
    ),
    (
        "There are 53 maple trees currently in the park. Park workers will plant more maple trees today. When the workers are finished there will be 64 maple trees in the park. How many maple trees did the workers plant yesterday?",
        None,
    ),
    (
        "There are 53 maple trees currently in the park. Park workers planted some maple trees yesterday and will plant 4 more today. When the workers are finished there will be 64 maple trees in the park. How many maple trees did the workers plant yesterday?",
        7,
    ),
    (
        "There are 43 maple trees and 22 orange trees currently in the park. Park workers will plant maple trees today. When the workers are finished there will be 54 maple trees in the park. How many trees will be in the park?",
        76,
    ),
    (
        "There are 43 maple trees and 22 orange trees currently in the park. Park workers will plant maple trees today. When the workers are finished there will be 54 maple trees in the park. How many orange trees did the workers plant today?",
        None,
    ),
    (
        "There are 42 walnut trees and 12 orange trees currently in the park. Park workers had to cut down 13 walnut trees that were damaged. How many orange trees will be in the park when the workers are finished?",
        12,
    ),
    (
        "There are 42 walnut trees and 12 orange trees currently in the park. Park workers had to cut down 13 trees that were damaged. How many walnut trees will be in the park when the workers are finished?",
        None,
    ),
    (
        "There are 42 walnut trees and 12 orange trees currently in the park. Park workers had to cut down 13 walnut trees that were damaged. How many trees will be in the park when the workers are finished?",
        41,
    ),
    (
        "There were 9 red orchids and 3 white orchids in the vase. Sally cut some red orchids from her flower garden. There are now 15 red orchids in the vase. How many white orchids are in the vase?",
        3,
    ),
    (
        "There were 9 red orchids and 3 white orchids in the vase. Sally cut some red orchids from her flower garden. There are now 15 red orchids in the vase. How many orchids are in the vase now?",
        18,
    ),
    (
        "There were 9 red orchids and 3 white orchids in the vase. Sally cut some red orchids from her flower garden. There are now 15 orchids in the vase. How many red orchids did she cut?",
        3,
    ),
    (
        "There were 9 red orchids and 3 white orchids in the vase. Sally cut some white orchids from her flower garden. There are now 15 red orchids in the vase. How many red orchids did she cut?",
        None,
    ),
    (
        "There were 46 bales of hay in the barn and 32 bales in the shed. Tom stacked bales in the barn today. There are now 60 bales of hay in the barn. How many bales are in the shed?",
        32,
    ),
    (
        "There were 46 bales of hay in the barn and 32 bales in the shed. Tom stacked bales in the shed today. There are now 60 bales of hay in the barn. How many bales did he store in the barn?",
        None,
    ),
    (
        "There were 46 bales of hay in the barn and 32 bales in the shed. Tom stacked bales in the barn today. There are now 60 bales of hay in the barn. How many bales are there in all now?",
        92,
    ),
    (
        "Joan has 40 blue balloons Melanie has 41 blue balloons. Joan lost 5 balloons. How many blue balloons does Joan have?",
        35,
    ),
    (
        "Joan has 40 blue balloons Melanie has 41 blue balloons. How many blue balloons does Melanie have?",
        41,
    ),
    (
        "Joan has 40 blue balloons Melanie has 41 red balloons. How many balloons do they have in total?",
        81,
    ),
    (
        "Joan has 40 blue balloons Melanie has 41 blue balloons. How many blue balloons do they have in total after Joan gives Melanie 10?",
        81,
    ),
    (
        "Joan has 40 blue balloons and 5 red balloons. Melanie has 41 blue balloons. How many blue balloons do they have in total?",
        81,
    ),
    (
        "Mary has 9 yellow marbles Joan has 3 yellow marbles. How many fewer yellow marbles does Joan have than Mary?",
        6,
    ),
    (
        "Mary has 9 yellow marbles Joan has 3 yellow marbles. How many yellow marbles do they have in all if Mary finds 2 more?",
        14,
    ),
    (
        "A restaurant served 6 cakes during lunch and 9 during dinner today. How many cakes were served during lunch?",
        6,
    ),
    (
        "A restaurant served 6 cakes during lunch and 9 during dinner today. It served 3 cakes yesterday. How many cakes were served in all?",
        18,
    ),
    (
        "A restaurant baked 6 cakes during lunch and served 9 during dinner today. How many cakes were served today?",
        None,
    ),
    (
        "A restaurant served 6 cakes during lunch and 9 pies during dinner today. How many desserts were served today?",
        None,
    ),
    (
        "Tim's cat had kittens. He gave 3 to Jessica and 6 to Sara. He now has 9 kittens left. How many kittens did Jessica get?",
        3,
    ),
    (
        "Tim's cat had kittens. He gave 3 to Jessica and 6 to Sara and 2 to Tom. He now has 9 kittens left. How many kittens did he have to start with?",
        20,
    ),
    (
        "Tim's cat had kittens. He gave 3 to Jessica and took 6 from Sara. He now has 9 kittens left. How many kittens did he have to start with?",
        6,
    ),
    (
        "Tim's cat had kittens. He gave 3 to Jessica and 6 to Sara. He now has 9 kittens left. How many kittens did the cat have?",
        18,
    ),
    (
        "Tim's dog had puppies. He gave 3 to Jessica and 6 to Sara. He now has 9 puppies left. How many puppies did he have to start with?",
        18,
    ),
    (
        "Nancy has saved 4900 cents from selling lemonade. How many dollars does Nancy have after spending 9 dollars?",
        40,
    ),
    (
        "Nancy has saved 4900 cents from selling lemonade and 3 dollars from chores. How many dollars does Nancy have?",
        52,
    ),
    ("Nancy has saved 4900 cents from selling lemonade. How many cents does Nancy have?", 4900),
    ("Nancy has saved 4900 pennies from selling lemonade. How many dollars does Nancy have?", 49),
    (
        "Nancy has saved 4900 cents from selling lemonade. How many dollars does her sister have?",
        None,
    ),
    (
        "Sara has saved 11 quarters from washing cars. How many cents does Sara's brother have?",
        None,
    ),
    (
        "Sara has saved 11 quarters from washing cars. Her mom gave her 3 more quarters. How many cents does Sara have?",
        350,
    ),
    (
        "Sara has saved 11 quarters and 11 dimes from washing cars. How many cents does Sara have?",
        385,
    ),
    ("Sara has saved 11 nickels from washing cars. How many cents does Sara have?", 55),
    (
        "Keith bought 72 eggs from the store to bake some cakes. He used 24 eggs. How many dozen eggs does Keith have left?",
        4,
    ),
    (
        "Keith bought 72 eggs from the store to bake some cakes. How many dozen cakes did Keith bake?",
        None,
    ),
    (
        "Keith bought 6 dozen eggs from the store to bake some cakes. How many eggs did Keith buy?",
        72,
    ),
    (
        "Keith bought 70 eggs from the store to bake some cakes. How many dozen eggs did Keith buy?",
        Fraction(35, 6),
    ),
    (
        "Sally saw 1 dozen birds in a tree and 5 birds on the ground. How many birds did Sally see?",
        17,
    ),
    ("Sally saw 1 dozen birds in a tree. How many birds did Tom see?", None),
    ("Sally saw 2 dozen birds in a tree. 5 flew away. How many birds are in the tree now?", 19),
    (
        "There were a total of 10 soccer games in the season. The season is played for 5 months. How many soccer games were played in the season?",
        10,
    ),
    (
        "There were a total of 10 soccer games in the season. The season is played for 5 months. How many months is the season?",
        5,
    ),
    (
        "There were a total of 10 soccer games in the season. The season is played for 4 months. How many soccer games were played each month, if each month has the same number of games?",
        None,
    ),
    (
        "There were a total of 10 soccer games and 15 basketball games in the season. The season is played for 5 months. How many soccer games were played each month, if each month has the same number of games?",
        2,
    ),
    (
        "There were a total of 7 baseball games a month. The season is played for 2 months. How many baseball games are in half a season?",
        7,
    ),
    (
        "There were a total of 7 baseball games a month. The season is played for 2 months. How many basketball games are in a season?",
        None,
    ),
    (
        "Sara goes fishing with Melanie. Sara catches 5 trout. Melanie catches 2 times as many trout as Sara. How many trout did Sara catch?",
        5,
    ),
    (
        "Sara goes fishing with Melanie. Sara catches 5 trout. Melanie catches 2 times as many bass as Sara. How many bass did Melanie catch?",
        None,
    ),
    (
        "Sara goes fishing with Melanie. Sara catches 5 trout and 3 bass. Melanie catches 2 times as many trout as Sara. How many trout did Melanie catch?",
        10,
    ),
    (
        "Sara goes fishing with Melanie. Sara catches 5 trout. Melanie catches 2 times as many trout as Sara. Melanie throws back 4. How many trout does Melanie have?",
        6,
    ),
    (
        "Sara goes fishing with Melanie. Sara catches 5 trout. Melanie catches 3 fewer trout than Sara. How many trout did Melanie catch?",
        2,
    ),
    (
        "Sam got 9 pennies for washing clothes, and 7 quarters for mowing lawns. How much money did Sam get for washing clothes?",
        Fraction(9, 100),
    ),
    (
        "Sam got 9 pennies for washing clothes, and 7 quarters for mowing lawns. How much money does Tom have?",
        None,
    ),
    (
        "Sam got 9 pennies for washing clothes, and 7 quarters for mowing lawns. He spent 50 cents. How much money does Sam have?",
        Fraction(67, 50),
    ),
    (
        "Sam got 9 pennies for washing clothes, and 7 quarters and 2 dimes for mowing lawns. How much money does Sam have?",
        Fraction(51, 25),
    ),
    (
        "Mark's father gave him $85. Mark bought 10 books, each of which cost $5. How many books did Mark buy?",
        10,
    ),
    (
        "Mark's father gave him $85. Mark bought 10 books, each of which cost $5. How much money did Mark's father give him?",
        85,
    ),
    (
        "Mark's mother gave him $85. Mark bought 10 books, each of which cost $5. How much money does Mark have left?",
        35,
    ),
    (
        "Mark's father gave him $85. Mark bought 10 books, each of which cost $5. His father then gave him $10 more. How much money does Mark have now?",
        45,
    ),
    (
        "Mark's father gave him $85. Mark sold 10 books, each of which cost $5. How much money does Mark have left?",
        None,
    ),
    (
        "Randy needs 53 cupcakes for a birthday party. He already has 7 chocolate cupcakes and 19 vanilla cupcakes. How many cupcakes does Randy already have?",
        26,
    ),
    (
        "Randy needs 53 cupcakes for a birthday party. He already has 7 chocolate cupcakes and 19 vanilla cupcakes. If he buys 10 more, how many more cupcakes should Randy buy?",
        17,
    ),
    (
        "Randy needs 53 cupcakes for a birthday party. He already has 7 chocolate cupcakes and his sister gave him 19 vanilla cupcakes. How many more cupcakes should Randy buy?",
        27,
    ),
    (
        "Randy needs 53 cupcakes for a birthday party. He already has 7 chocolate cupcakes and 19 vanilla cupcakes. He ate 2 cupcakes. How many more cupcakes should Randy buy?",
        29,
    ),
    (
        "Randy needs 53 cupcakes for a birthday party. He already has 7 chocolate cupcakes and 19 vanilla muffins. How many more cupcakes should Randy buy?",
        46,
    ),
    (
        "Randy needs 53 cupcakes for a birthday party. He already has 7 chocolate cupcakes and 19 vanilla cupcakes. How many more chocolate cupcakes should Randy buy?",
        None,
    ),
    (
        "Randy needs 53 chocolate cupcakes for a birthday party. He already has 7 chocolate cupcakes and 19 vanilla cupcakes. How many more cupcakes should Randy buy?",
        None,
    ),
    (
        "We ordered 21 pizzas. Each pizza has 8 slices. How many slices of pizza are there in 3 pizzas?",
        24,
    ),
    (
        "We ordered 21 pizzas. Each pizza has 8 slices. If there are 12 people, how many slices does each person get?",
        14,
    ),
    (
        "We ordered 21 pizzas. Each pizza has 8 slices. How many slices of cake are there altogether?",
        None,
    ),
    ("We ordered 21 pizzas. Each pizza costs 8 dollars. How much did we pay altogether?", 168),
    (
        "They ordered 21 pizzas. Each pizza has 8 slices. How many slices of pizza are there altogether?",
        168,
    ),
    (
        "White t-shirts can be purchased in packages of 6. If Mom buys 71 packages, how many white t-shirts will Dad have?",
        None,
    ),
    (
        "White t-shirts can be purchased in packages of 6. If Mom buys 7 packages and Dad buys 3 packages, how many white t-shirts will they have?",
        60,
    ),
    (
        "White t-shirts can be purchased in packages of 6. If Mom buys 71 packages and returns 1 package, how many white t-shirts will Mom have?",
        420,
    ),
    (
        "I have 648 pencils. If I put 4 pencils in each pencil box, how many pencils are in each box?",
        4,
    ),
    (
        "I have 648 pencils. If I put 4 pencils in each pencil box and lose 8 pencils, how many pencil boxes will I fill?",
        160,
    ),
    ("I have 648 pencils. If I give 4 pencils to each friend, how many friends get pencils?", 162),
    (
        "You have 648 pencils. If you put 4 pencils in each pencil box, how many pencil boxes will you fill?",
        162,
    ),
    (
        "Robin has 9 packages of gum. There are 15 pieces in each package. How many pieces of gum are in 2 packages?",
        30,
    ),
    (
        "Robin has 9 packages of gum. There are 15 pieces in each package. Robin gives 3 packages to Tom. How many pieces of gum does Robin have?",
        90,
    ),
    (
        "Robin has 9 packages of gum. There are 15 pieces in each package. How many pieces of gum do Robin and Tom have?",
        None,
    ),
    (
        "Louise has 42 oranges stored in boxes. If there are 7 boxes, how many oranges are there in all?",
        42,
    ),
    (
        "Louise has 42 oranges stored in boxes. If there are 7 boxes, how many oranges must go in 2 boxes?",
        12,
    ),
    (
        "Louise has 42 oranges stored in boxes. If there are 7 boxes and she eats 7 oranges, how many oranges must go in each box?",
        5,
    ),
    ("Louise has 42 oranges stored in 7 boxes. How many oranges are in each box?", 6),
    (
        "Louise has 42 oranges stored in boxes. If there are 7 boxes, how many oranges must go in each bag?",
        None,
    ),
    (
        "Eric wants to split a collection of peanuts into groups of 8. Eric has 64 peanuts. How many peanuts are in 3 groups?",
        24,
    ),
    (
        "Eric wants to split a collection of peanuts into groups of 8. Eric has 64 peanuts and eats 16. How many groups will be created?",
        6,
    ),
    (
        "Eric wants to split a collection of peanuts into groups of 8. Eric has 64 almonds. How many groups will be created?",
        None,
    ),
    (
        "Brenda wants to split a collection of erasers into groups of 90. Brenda has 270 erasers and 30 pencils. How many groups of erasers will be created?",
        3,
    ),
    (
        "Ryan has 72 marbles and 17 blocks. If he shares the marbles among 9 friends, how many blocks does each friend get?",
        None,
    ),
    (
        "Ryan has 72 marbles and 17 blocks. If he shares the marbles among 8 friends, how many marbles does each friend get?",
        9,
    ),
    (
        "Ryan has 72 marbles and 17 blocks. If he shares the marbles among himself and 8 friends, how many marbles does each person get?",
        8,
    ),
    (
        "Ryan has 72 marbles and 17 blocks. If he keeps 9 marbles and shares the rest among 9 friends, how many marbles does each friend get?",
        7,
    ),
    (
        "Ruby has 36 candies and 6 bananas. If she shares the candies among 9 friends, how many candies does Ruby have left?",
        0,
    ),
    (
        "Virginia has 16 eggs and 8 Skittles. If she shares the eggs among 4 friends, how many Skittles does each friend get?",
        None,
    ),
    (
        "Carla has some marbles. She bought 134 marbles. Now she has 187 marbles. How many marbles did she have before?",
        53,
    ),
    (
        "Carla had some marbles. She found 134 marbles. Now she has 187 marbles. How many did she start with?",
        53,
    ),
    (
        "Carla has some marbles. She bought 134 marbles. Now she has 187 marbles and 5 toys. How many marbles did she start with?",
        53,
    ),
    (
        "Carla has some marbles. She bought 134 marbles. Now she has 187 marbles. How many toys did she start with?",
        None,
    ),
    (
        "Rosa had 67 flowers. Andre gave her some more flowers. Now, Rosa has 90 flowers. How many flowers did Rosa get?",
        23,
    ),
    (
        "Rosa had 67 flowers. Andre gave her some more flowers. Then she gave 10 to Tom. Now, Rosa has 90 flowers. How many flowers did Andre give to Rosa?",
        33,
    ),
    (
        "Rosa had 67 roses. Andre gave her some tulips. Now, Rosa has 90 flowers. How many tulips did Andre give to Rosa?",
        23,
    ),
    (
        "It takes 7 minutes to bake one pan of cookies. How long will it take to bake 4 pans of cookies and 2 pans of brownies?",
        None,
    ),
    (
        "It takes 7 minutes to bake one pan of cookies. How many minutes will it take to bake 10 pans of cookies?",
        70,
    ),
    (
        "It takes 7 minutes to bake one pan of cookies. How long will it take to bake 4 pans of cookies if 2 pans are baked at once?",
        None,
    ),
    (
        "While shopping for music online, Megan bought 2 country albums and 8 pop albums. The albums had 70 songs in all. How many songs did Megan buy total?",
        70,
    ),
    (
        "While shopping for music online, Megan bought 2 country albums and 8 pop albums. The albums had 7 songs in all. How many songs did Megan buy total?",
        7,
    ),
    (
        "Isabel had 2 pages of math homework and 4 pages of reading homework. The pages had 30 problems in all. How many problems did she have to complete total?",
        30,
    ),
    (
        "Isabel had 2 pages of math homework and 4 pages of reading homework. If each page had 5 problems on it, how many problems did each page have?",
        5,
    ),
    (
        "Rachel was organizing her book case making sure each of the shelves had exactly 9 books on it. If she had 6 shelves of mystery books and 2 shelves of picture books, how many books were on each shelf?",
        9,
    ),
    (
        "April's discount flowers was having a sale where all the flowers were 3 dollars in total. If Emily bought 2 roses and 2 daisies, how much did she spend?",
        None,
    ),
    (
        "Victor and his friend were buying trick decks from the magic shop for 8 dollars in all. How much did they spend if Victor bought 6 decks and his friend bought 2 decks?",
        None,
    ),
    (
        "Henry earned 5 dollars in all for the lawns he mowed. If he had 12 lawns to mow, but forgot to mow 7 of them, how much money did he actually earn?",
        None,
    ),
    (
        "A trivia team had 5 members total, but during a game 2 members didn't show up. If the members that did show up scored 6 points in all, how many points were scored total?",
        6,
    ),
    (
        "There were 7 friends playing a video game online when 2 more players joined the game. If the players had 7 lives in all, how many lives did they have total?",
        7,
    ),
    (
        "There were 7 friends playing a video game online when twice as many players joined the game. If each player had 2 lives, how many lives did they have total?",
        42,
    ),
    (
        "Luke was trying to expand his game collection. He bought 12 games from a friend and bought twice as many at a garage sale. If 6 of the games didn't work, how many good games did he end up with?",
        30,
    ),
    (
        "Luke was trying to expand his game collection. He bought 12 games from a friend and bought half as many at a garage sale. If 6 of the games didn't work, how many good games did he end up with?",
        12,
    ),
    (
        "Kaleb had 34 books. If he sold half of them and used the money he earned to buy 7 new books, how many books would Kaleb have?",
        24,
    ),
    (
        "George had 28 socks. If he threw away half of them and bought 36 new ones, how many socks would he have?",
        50,
    ),
    (
        "In fourth grade there were 10 students at the start of the year. During the year half of them left and 42 new students came to school. How many students were in fourth grade at the end?",
        47,
    ),
    (
        "April's discount flowers was having a sale where each flower was 1.5 dollars. If Emily bought 3 roses and 2 daisies, how much did she spend?",
        Fraction(15, 2),
    ),
    (
        "Victor and his friend were buying trick decks from the magic shop for 8.25 dollars each. How much did they spend if Victor bought 2 decks and his friend bought 2 decks?",
        33,
    ),
    (
        "A magician was selling magic card decks for 2.5 dollars each. If he started with 5 decks and by the end of the day he had 3 left, how much money did he earn?",
        5,
    ),
    (
        "At lunch a waiter had 10 customers and 5 of them didn't leave a tip. If he got $3.25 each from the ones who did tip, how much money did he earn?",
        Fraction(65, 4),
    ),
    (
        "Mike had 16 video games but 8 of them weren't working. If he wanted to sell the working games for $7.5 each, how much money could he earn?",
        60,
    ),
    (
        "Henry earned 2.5 dollars for each lawn he mowed. If he had 12 lawns to mow, but forgot to mow 7 of them, how much money did he actually earn?",
        Fraction(25, 2),
    ),
    (
        "Wendy earned 5 points for each bag of cans she recycled. If she had 11 bags, but didn't recycle 2 of them, how many bags did she recycle?",
        9,
    ),
    (
        "Wendy earned 5 points for each bag of cans she recycled. If she had 11 bags, but didn't recycle 2 of them, how many points would she have earned if she recycled all of them?",
        55,
    ),
    (
        "Wendy earned 5 points for each bag of cans she recycled. If she had 11 bags, but didn't recycle 2 of them, how many cans did she recycle?",
        None,
    ),
    (
        "Wendy earned 5 points for each bag of cans she recycled. If she had 11 bags, but lost 2 of them, how many points would she have earned?",
        None,
    ),
    (
        "Wendy earned 5 points for each bag of cans she recycled. If she had 11 bags and 3 boxes, but didn't recycle 2 of the bags, how many points would she have earned?",
        45,
    ),
    (
        "Wendy earned 5 points for each bag of bottles she recycled. If she had 11 bags of cans, but didn't recycle 2 of them, how many points would she have earned?",
        None,
    ),
    (
        "At lunch a waiter had 100 customers and 45 of them didn't leave a tip. If he got $3 each from the ones who did tip, how much money did he earn?",
        165,
    ),
    (
        "A trivia team had 125 members total, but during a game 25 members didn't show up. If each member that did show up scored 12 points, how many points were scored total?",
        1200,
    ),
    (
        "The cafeteria had 620 apples. For lunch they handed out 80 to students and decided to use the rest to make pies. If each pie takes 9 apples, how many pies could they make?",
        60,
    ),
    (
        "A company invited 180 people to a luncheon, but 12 of them didn't show up. If the tables they had held 8 people each, how many tables do they need?",
        21,
    ),
    (
        "A company invited 18 people to a luncheon, but 12 of them showed up. If the tables they had held 3 people each, how many tables do they need?",
        4,
    ),
    (
        "There are 65 students trying out for the school's trivia teams. If 17 of them got picked for the team, how many students didn't get picked?",
        48,
    ),
    (
        "The cafeteria had 62 apples. For lunch they bought 8 more from a farm and decided to use all of them to make pies. If each pie takes 10 apples, how many pies could they make?",
        7,
    ),
    (
        "Isabel picked 66 flowers for her friend's wedding. She was making bouquets with 8 flowers in each one. If 10 of the flowers were added before the wedding, how many bouquets could she make?",
        9,
    ),
    (
        "Katie baked 18 cupcakes for her school's bake sale. If her brother, Todd, baked 8 of them how many cupcakes did Katie bake herself?",
        None,
    ),
    (
        "For Halloween Sarah received 108 pieces of candy. She gave away 36 pieces then placed the rest into piles with 9 in each pile. How many piles could she make?",
        8,
    ),
    (
        "For Halloween Sarah received 108 pieces of candy. She bought 36 more pieces then placed them all into piles with 9 in each pile. How many piles could she make?",
        16,
    ),
    (
        "Wendy uploaded 79 pictures to Facebook. She deleted 44 pics and put the rest into 5 different albums. How many pictures were in each album?",
        7,
    ),
    (
        "Luke had 47 pieces of clothing to wash. He washed 17 of them by hand, but decided to split the rest into 5 equal loads. How many pieces of clothing could go in each of the loads?",
        6,
    ),
    (
        "Wendy uploaded 79 pictures to Facebook. She put 44 pics into one album and put the rest into 5 different albums. How many pictures did her friend upload?",
        None,
    ),
    (
        "The cafeteria had 62 apples. For lunch they handed out 8 to students and decided to use the rest to make pies. If each pie takes 9 apples, how many pies could the students make?",
        None,
    ),
    (
        "A company invited 18 people to a luncheon, but 12 of them didn't show up. If the tables they had held 3 people each, how many chairs do they need?",
        None,
    ),
    (
        "At the fair there were 9 people in line for the bumper cars. If 6 of them got tired of waiting and left and 3 more got in line, how many people rode the bumper cars?",
        None,
    ),
    (
        "In fourth grade there were 10 students at the start of the year. During the year 4 students left and 42 new students came to school. How many teachers were in fourth grade at the end?",
        None,
    ),
    (
        "A magician was selling magic card decks for 2 dollars each. He had been a magician for 10 years. If he started with 5 decks and by the end of the day he had 3 left, how much money did he earn?",
        4,
    ),
    (
        "At lunch a waiter had 10 customers and 5 of them didn't leave a tip. He worked for 6 hours. If he got $3 each from the ones who did tip, how much money did he earn?",
        15,
    ),
    (
        "A trivia team had 5 members total, but during a game 2 members didn't show up. The game lasted 45 minutes. If each member that did show up scored 6 points, how many points were scored total?",
        18,
    ),
    (
        "Henry earned 5 dollars for each lawn he mowed. He is 14 years old. If he had 12 lawns to mow, but forgot to mow 7 of them, how much money did he actually earn?",
        25,
    ),
    (
        "The cafeteria had 62 apples and 20 oranges. For lunch they handed out 8 apples to students and decided to use the rest of the apples to make pies. If each pie takes 9 apples, how many pies could they make?",
        6,
    ),
    (
        "Isabel picked 66 flowers for her friend's wedding. Her friend invited 100 guests. She was making bouquets with 8 flowers in each one. If 10 of the flowers wilted before the wedding, how many bouquets could she still make?",
        7,
    ),
    (
        "There are 65 students trying out for the school's trivia teams. The school has 500 students. If 17 of them didn't get picked for the team and the rest were put into 8 groups, how many students would be in each group?",
        None,
    ),
    (
        "While shopping, Maria bought 35 towels and 21 soaps. If she gave her mother 34 of them, how many towels did Maria end up with?",
        None,
    ),
    (
        "While shopping, Maria bought 35 towels and 21 soaps. If she gave her mother 14 of them, how many soaps did Maria end up with?",
        None,
    ),
    (
        "While shopping, Maria and Emily bought 35 green towels and 21 white towels. If she gave her mother 34 of them, how many towels did Maria end up with?",
        None,
    ),
    (
        "While shopping, Maria bought 35 green towels and Emily bought 21 white towels. If she gave her mother 14 of them, how many towels did Emily end up with?",
        None,
    ),
    (
        "Luke was trying to expand his game collection. He bought 12 games and 5 books from a friend and bought 9 more games at a garage sale. If 5 of them didn't work, how many good games did he end up with?",
        None,
    ),
    (
        "Ned had to wash 9 short sleeve shirts and 21 pants before school. If he had only washed 29 of them by the time school started, how many shirts did he not wash?",
        None,
    ),
    (
        "Kaleb had 34 books and 10 games. If he sold 17 of them and used the money he earned to buy 7 new books, how many books would Kaleb have?",
        None,
    ),
    (
        "George had 28 socks and 10 shoes. If he threw away 4 old ones that didn't fit and bought 36 new ones, how many socks would he have?",
        None,
    ),
    (
        "For Halloween Faye scored 47 pieces of candy and 10 toys. She ate 25 pieces the first night and then her sister gave her 40 more. How many pieces of candy does Faye have now?",
        62,
    ),
    (
        "Katie baked 18 cupcakes and 10 cookies for her school's bake sale. If her brother, Todd, ate 8 of them how many packages of cupcakes could she make if she put 2 cupcake in each package?",
        None,
    ),
    (
        "The cafeteria had 62 apples and 20 pears. For lunch they handed out 8 to students and decided to use the rest to make pies. If each pie takes 9 apples, how many pies could they make?",
        None,
    ),
    (
        "Wendy uploaded 79 pictures and 10 videos to Facebook. She put 44 into one album and put the rest into 5 different albums. How many pictures were in each album?",
        None,
    ),
    (
        "Mike had 16 video games and 4 consoles but 6 of them weren't working. If he wanted to sell the working games for $7 each, how much money could he earn?",
        None,
    ),
    (
        "At lunch a waiter had 10 customers and 4 friends and 5 of them didn't leave a tip. If he got $3 each from the ones who did tip, how much money did he earn?",
        None,
    ),
    (
        "A company invited 18 people and 4 clowns to a luncheon, but 12 of them didn't show up. If the tables they had held 3 people each, how many tables do they need?",
        None,
    ),
    (
        "There are 65 students and 5 teachers trying out for the school's trivia teams. If 17 of them didn't get picked for the team and the rest were put into 8 groups, how many students would be in each group?",
        None,
    ),
    (
        "Isabel picked 66 flowers and 10 leaves for her friend's wedding. She was making bouquets with 8 flowers in each one. If 10 of them wilted before the wedding, how many bouquets could she still make?",
        None,
    ),
    (
        "A magician was selling magic card decks for 2 dollars each. If he started with 5 decks and 4 coins and by the end of the day he had 3 left, how much money did he earn?",
        4,
    ),
    (
        "In fourth grade there were 10 students and 2 teachers at the start of the year. During the year 4 of them left and 42 new students came to school. How many students were in fourth grade at the end?",
        None,
    ),
    (
        "At the fair there were 9 people and 3 dogs in line for the bumper cars. If 6 of them got tired of waiting and left and 3 more people got in line, how many people would be in line?",
        None,
    ),
    (
        "Maria and Emily went shopping. Maria bought 35 green towels and Emily bought 21 white towels. If she gave her mother 14 towels, how many towels did Maria end up with?",
        None,
    ),
    (
        "Luke and Tom were trying to expand their game collections. Luke bought 12 games from a friend and Tom bought 9 at a garage sale. If 5 of his games didn't work, how many good games did Luke end up with?",
        None,
    ),
    (
        "Kaleb and Adam had 34 books. If he sold 17 of them and used the money he earned to buy 7 new books, how many books would Kaleb have?",
        None,
    ),
    (
        "Henry and Tom earned 5 dollars for each lawn they mowed. If they had 12 lawns to mow, but forgot to mow 7 of them, how much money did Henry actually earn?",
        None,
    ),
    (
        "Henry and Tom earned 5 dollars for each lawn they mowed. If they had 12 lawns to mow, but forgot to mow 7 of them, how much money did they actually earn?",
        25,
    ),
    (
        "Victor and his friend were buying trick decks from the magic shop for 8 dollars each. How much did he spend if Victor bought 6 decks and his friend bought 2 decks?",
        None,
    ),
    (
        "Tim's cat had kittens. He gave 3 to Jessica and sold 6 to Sara. He now has 9 kittens left. How many kittens did he have to start with?",
        18,
    ),
    (
        "Tim's cat had kittens. He gave 3 to Jessica and 6 to Sara. He now has 9 kittens left. How many kittens does Sara have?",
        None,
    ),
    (
        "Tim's cat had kittens. He gave 3 to Jessica and 6 to Sara. He now has 9 kittens left. How many more kittens did Sara get than Jessica?",
        3,
    ),
    (
        "Tim's cat had kittens. He gave 3 to Jessica and 6 to Sara. He now has 9 cats left. How many kittens did he have to start with?",
        None,
    ),
    (
        "Tim's cat had kittens. He gave 3 to Jessica and 6 puppies to Sara. He now has 9 kittens left. How many kittens did he have to start with?",
        12,
    ),
    (
        "Tim's cat had kittens. Jessica gave 3 to Tim and Sara gave him 6. He now has 9 kittens. How many kittens did the cat have?",
        None,
    ),
    (
        "There were 6 roses in the vase. Mary cut some roses from the vase. There are now 2 roses in the vase. How many roses did she cut?",
        4,
    ),
    (
        "There were 6 roses in the vase. Mary cut some more roses from her flower garden and Tom cut 3 more. There are now 16 roses in the vase. How many roses did Mary cut?",
        7,
    ),
    (
        "There were 6 roses in the vase. Mary cut some more roses from her flower garden. There are now 16 roses in the vase. How many roses did Tom cut?",
        None,
    ),
    (
        "There were 6 roses in the vase. Mary cut some more tulips from her flower garden. There are now 16 roses in the vase. How many roses did she cut?",
        None,
    ),
    (
        "There were 6 roses in the vase. Mary cut some more roses from her flower garden. There are now 16 roses in the vase and 4 in the garden. How many roses did she cut?",
        10,
    ),
    (
        "There were 6 roses in the vase. Mary put some more roses from her flower garden in the vase. There are now 16 roses in the vase. How many roses did she put in the vase?",
        10,
    ),
    (
        "There were 28 bales of hay in the barn. Tim and Sam stacked more bales in the barn today. There are now 54 bales of hay in the barn. How many bales did Tim store in the barn?",
        None,
    ),
    (
        "There were 28 bales of hay in the barn. Tim stacked more bales in the barn today. There are now 54 bales of hay in the barn. How many bales did they store in the barn?",
        None,
    ),
    (
        "There were 28 bales of hay in the barn. Tim stacked more bales in the barn today. Then he sold 10 bales from the barn. There are now 54 bales of hay in the barn. How many bales did he store in the barn?",
        36,
    ),
    (
        "There are 22 walnut trees currently in the park. Park workers will plant more walnut trees today. When the workers are finished there will be 55 walnut trees in the park. How many walnut trees did the workers plant each hour if they worked 3 hours?",
        11,
    ),
    (
        "There are 22 walnut trees currently in the park. Park workers will plant more walnut trees today. When the workers are finished there will be 55 walnut trees in the park. If there were 3 workers who each planted the same number, how many walnut trees did each worker plant?",
        11,
    ),
    (
        "There are 22 walnut trees currently in the park. Park workers will plant more walnut trees today. When the workers are finished there will be 55 walnut trees in the park. How many walnut trees did the park have yesterday?",
        None,
    ),
    (
        "Priya needs 54 cupcakes for a birthday party. She already has 15 chocolate cupcakes and 25 vanilla cupcakes. How many cupcakes does she need?",
        54,
    ),
    (
        "Priya needs 54 cupcakes for a birthday party. She already has 15 chocolate cupcakes and bought 25 vanilla cupcakes. How many more cupcakes should Priya buy?",
        14,
    ),
    (
        "Priya needs 54 cupcakes for a birthday party. She already has 15 chocolate cupcakes and 25 vanilla cupcakes. How many more cupcakes should Priya bake?",
        14,
    ),
    (
        "Priya needs 54 cupcakes for a birthday party and 20 cupcakes for a picnic. She already has 15 chocolate cupcakes and 25 vanilla cupcakes. How many more cupcakes should Priya buy?",
        None,
    ),
    (
        "Priya needs 54 cupcakes for a birthday party. She already has 15 chocolate cupcakes and 25 vanilla cupcakes but she ate 3. How many more cupcakes should Priya buy?",
        17,
    ),
    (
        "Priya needs 54 cupcakes for a birthday party. She already has 15 chocolate cupcakes and 25 vanilla cupcakes. How many more cupcakes does she have than she needs?",
        None,
    ),
    (
        "Priya needs 4 dozen cupcakes for a birthday party. She already has 15 chocolate cupcakes and 25 vanilla cupcakes. How many more cupcakes should Priya buy?",
        8,
    ),
    (
        "Joan has saved 6 quarters from washing cars. How many cents does Joan have after she spends 50 cents?",
        100,
    ),
    (
        "Joan has saved 6 quarters from washing cars and her brother has saved 4 quarters. How many cents does Joan have?",
        150,
    ),
    (
        "Joan has saved 6 quarters from washing cars and her brother has saved 4 quarters. How many cents do they have?",
        250,
    ),
    (
        "Joan has saved 6 quarters from washing cars. How many more cents does she need to have 200 cents?",
        50,
    ),
    (
        "Tim has saved 2000 cents from selling lemonade. How many dollars does Tim need to buy a 30 dollar game?",
        None,
    ),
    (
        "Tim has saved 2000 cents from selling lemonade. He spent 5 dollars. How many dollars does Tim have?",
        15,
    ),
    (
        "Tim has saved 20 dollars and 50 cents from selling lemonade. How many cents does Tim have?",
        2050,
    ),
    (
        "There were a total of 323 football games in the season. The season is played for 17 months. How many months is the season played for?",
        17,
    ),
    (
        "There were 19 football games each month. The season is played for 17 months. How many football games were played in the season?",
        323,
    ),
    (
        "There were a total of 323 football games in the season. Each month has 19 games. How many months is the season played for?",
        17,
    ),
    (
        "Benny's high school played 39 baseball games this year. He attended 14 games. How many baseball games did Benny attend?",
        14,
    ),
    (
        "Benny's high school played 39 baseball games this year. He attended 14 games. How many baseball games did the school play?",
        39,
    ),
    (
        "Benny's high school played 39 baseball games this year. He missed 14 games. How many baseball games did Benny attend?",
        25,
    ),
    (
        "Benny's high school played 39 baseball games this year. He attended 14 games. How many baseball games did Sara miss?",
        None,
    ),
    (
        "Benny's high school played 39 baseball games this year. Sara attended 14 games. How many baseball games did Benny miss?",
        None,
    ),
    (
        "Benny's high school played 39 baseball games this year. He attended 14 games. How many basketball games did Benny miss?",
        None,
    ),
    (
        "Benny's high school played 39 baseball games this year. He attended 14 games last year. How many baseball games did Benny miss this year?",
        None,
    ),
    (
        "Benny's high school played 39 baseball games this year. He attended 44 games. How many baseball games did Benny miss?",
        None,
    ),
    (
        "Benny's high school played 39 baseball games and 20 soccer games this year. He attended 14 baseball games. How many baseball games did Benny miss?",
        25,
    ),
    (
        "Benny's high school played 39 baseball games and 20 soccer games this year. He attended 14 games. How many baseball games did Benny miss?",
        None,
    ),
    (
        "Benny and Sara's high school played 39 baseball games this year. He attended 14 games. How many baseball games did Benny miss?",
        None,
    ),
    (
        "Benny's high school played 39 baseball games this year. He attended 14 games and his sister attended 20. How many baseball games did Benny miss?",
        25,
    ),
    (
        "Benny's high school played 39 baseball games this year. His sister attended 14 games. How many baseball games did Benny miss?",
        None,
    ),
    (
        "Benny's high school played 39 baseball games this year. He attended 14 games. How many games did Benny miss?",
        25,
    ),
    (
        "Benny's high school played 39 baseball games this year. He attended 14 games. How many baseball games did his school miss?",
        None,
    ),
    (
        "Benny's high school won 39 baseball games this year. He attended 14 games. How many baseball games did Benny miss?",
        None,
    ),
    (
        "Benny's high school played 39 baseball games this year. She attended 14 games. How many baseball games did Benny miss?",
        None,
    ),
    (
        "Roger could only carry 4 trays at a time. If he had to pick up 10 trays from one table and 2 trays from another, how many trips will he make?",
        3,
    ),
    (
        "Roger was helping the cafeteria workers pick up lunch trays, but he could only carry 4 trays at a time. If he had to pick up 10 trays from one table and 2 trays from another, how many trips will the cafeteria workers make?",
        None,
    ),
    (
        "Roger was helping the cafeteria workers pick up lunch trays, but he could only carry 4 trays at a time. If he had to pick up 10 trays from one table and 2 trays from another, how many trays will he carry in all?",
        12,
    ),
    (
        "Roger was helping the cafeteria workers pick up lunch trays, but he could only carry 4 trays at a time. If he had to pick up 10 trays from one table and 2 trays from another and dropped 4, how many trips will he make?",
        None,
    ),
    (
        "Roger was helping the cafeteria workers pick up lunch trays, but he could only carry 4 trays at a time. If he had to pick up 10 trays from one table and 2 trays from another, how many trips will he make if he carries 6 at a time?",
        None,
    ),
    (
        "Roger was helping the cafeteria workers pick up lunch trays, but he could only carry 5 trays at a time. If he had to pick up 10 trays from one table and 2 trays from another, how many trips will he make?",
        None,
    ),
    (
        "For a birthday party Jerry bought 41 regular sodas and 22 diet sodas. If his fridge would only hold 9 on each shelf, how many shelves would his sister fill up?",
        None,
    ),
    (
        "For a birthday party Jerry bought 41 regular sodas and 22 diet sodas. If each shelf of his fridge would only hold 9, how many shelves would he fill up?",
        7,
    ),
    (
        "For a birthday party Jerry bought 41 regular sodas and his sister bought 22 diet sodas. If his fridge would only hold 9 on each shelf, how many shelves would Jerry fill up?",
        None,
    ),
    (
        "For a birthday party Jerry bought 41 regular sodas and 22 diet sodas. If his fridge would only hold 9 bottles of water on each shelf, how many shelves would he fill up?",
        None,
    ),
    (
        "For a birthday party Jerry bought 41 regular sodas and 22 diet sodas. If his fridge would only hold 9 on each shelf and he drank 9 sodas, how many shelves would he fill up?",
        6,
    ),
    (
        "For homework Nancy had 17 math problems and 15 spelling problems. If she can finish 8 problems in an hour how many hours will it take her to finish all the problems?",
        4,
    ),
    (
        "For homework Nancy had 17 math problems and 15 spelling problems. If she can finish 8 problems in an hour how many minutes will it take her to finish all the problems?",
        240,
    ),
    (
        "For homework Nancy had 17 math problems and 15 spelling problems. If her brother can finish 8 problems in an hour how long will it take her to finish all the problems?",
        None,
    ),
    (
        "For homework Nancy had 17 math problems and 15 spelling problems. If she can finish 8 math problems in an hour how long will it take her to finish all the problems?",
        None,
    ),
    (
        "For homework Nancy had 17 math problems and 15 spelling problems. If she already finished 8 problems, how many problems does she have left?",
        24,
    ),
    (
        "Robin uploaded 35 pictures from her phone and 5 from her camera to facebook. If she sorted the pics into 5 different albums with the same amount of pics in each album, how many pictures did her sister upload?",
        None,
    ),
    (
        "Robin uploaded 35 pictures from her phone and 5 from her camera to facebook. If her sister sorted the pics into 5 different albums with the same amount of pics in each album, how many pictures were in each of the albums?",
        None,
    ),
    (
        "Robin uploaded 35 pictures from her phone and 5 from her camera to instagram. If she sorted the pics into 5 different albums with the same amount of pics in each album, how many pictures were in each of the albums?",
        8,
    ),
    (
        "Robin took 35 pictures with her phone and 5 with her camera. If she sorted the pics into 5 different albums with the same amount of pics in each album, how many pictures were in each of the albums?",
        8,
    ),
    (
        "Luke was trying to expand his game collection. He bought 12 games from a friend and bought 3 more games at a garage sale than from the friend. How many games did he buy?",
        27,
    ),
    (
        "Luke was trying to expand his game collection. He bought 12 games from a friend and bought 3 fewer at a garage sale. How many games did he buy?",
        21,
    ),
    (
        "Luke was trying to expand his game collection. He bought 12 games from a friend and 3 more than that at a garage sale. How many games did he buy?",
        27,
    ),
    (
        "While shopping, Maria bought 35 green towels and 21 more white towels than green towels. How many towels did Maria buy?",
        91,
    ),
    (
        "While shopping, Maria bought 35 green towels and 21 fewer white towels. How many towels did Maria buy?",
        49,
    ),
    (
        "Isabel had 2 pages of math homework and 4 more pages of reading homework than math homework. If each page had 5 problems on it, how many problems did she have to complete total?",
        40,
    ),
    (
        "Rachel was organizing her book case making sure each of the shelves had exactly 9 books on it. If she had 6 shelves of mystery books and 2 fewer shelves of picture books, how many books did she have total?",
        90,
    ),
    (
        "There were 7 friends playing a video game online when 2 fewer players joined the game. If each player had 7 lives, how many lives did they have total?",
        None,
    ),
    (
        "Victor and his friend were buying trick decks from the magic shop for 8 dollars each. How much did they spend if Victor bought 6 decks and his friend bought 2 fewer decks?",
        80,
    ),
    (
        "Ned had to wash 9 short sleeve shirts and 21 long sleeve shirts before school. If he had washed 3 more than half of them by the time school started, how many did he not wash?",
        12,
    ),
    (
        "In fourth grade there were 10 students at the start of the year. During the year 4 students left and 2 more students than that came to school. How many students were in fourth grade at the end?",
        12,
    ),
    (
        "At the fair there were 9 people in line for the bumper cars. If 6 of them got tired of waiting and left and 3 more than that got in line, how many people would be in line?",
        12,
    ),
    (
        "George had 28 socks. If he threw away 4 old ones that didn't fit and bought 3 times as many new ones, how many socks would he have?",
        36,
    ),
    (
        "For Halloween Faye scored 47 pieces of candy. She ate 25 pieces the first night and then her sister gave her 4 more pieces than she ate. How many pieces of candy does Faye have now?",
        51,
    ),
    (
        "Tom had 5 books. If he sold 4 of them and used the money he earned to buy 3 times as many new books, how many books would Tom have?",
        13,
    ),
    (
        "Henry earned 5 dollars for each lawn he mowed. If he had 12 lawns to mow, but forgot to mow 2 more than half of them, how much money did he actually earn?",
        20,
    ),
    (
        "A trivia team had 5 members total, but during a game 2 fewer members showed up. If each member that did show up scored 6 points, how many points were scored total?",
        None,
    ),
    (
        "Joshua has 40 Skittles. If he shares the Skittles among 5 friends and himself, how many Skittles does each person get?",
        None,
    ),
    (
        "Joshua has 40 Skittles. He shares them among 5 friends. How many Skittles does each friend get?",
        8,
    ),
    (
        "Joshua has 40 Skittles. He shares them equally among 5 friends. How many Skittles do 2 friends get?",
        16,
    ),
    (
        "Joshua has 40 Skittles and Tom has 10 Skittles. If Joshua shares his Skittles among 5 friends, how many Skittles does each friend get?",
        8,
    ),
    (
        "Joshua has 40 Skittles and Tom has 10 Skittles. If they share the Skittles among 5 friends, how many Skittles does each friend get?",
        10,
    ),
    (
        "Joshua has 40 Skittles. If he eats 10 and shares the rest among 5 friends, how many Skittles does each friend get?",
        6,
    ),
    (
        "Joshua has 40 Skittles. If he shares the Skittles among 5 friends, how many friends get Skittles?",
        5,
    ),
    (
        "Joshua has 40 Skittles. If he shares the Skittles among 5 bags, how many Skittles does each friend get?",
        None,
    ),
    (
        "Joshua has 40 Skittles. If he shares the Skittles among 5 friends, how many Skittles does Joshua get?",
        None,
    ),
    (
        "Joshua had 40 Skittles. He gave 8 Skittles to each friend. How many friends got Skittles?",
        5,
    ),
    (
        "Joshua had 40 Skittles. He gave 8 Skittles to each of his 4 friends. How many Skittles does he have left?",
        8,
    ),
    (
        "Betty has 24 oranges stored in boxes. If there are 3 boxes, how many oranges must go in each box if she eats 3 oranges?",
        7,
    ),
    (
        "Betty has 24 oranges stored in 3 boxes and 6 apples. How many oranges must go in each box?",
        8,
    ),
    (
        "Betty has 24 oranges and Tom has 12 oranges stored in boxes. If there are 3 boxes, how many oranges must go in each box?",
        None,
    ),
    ("Betty has 24 oranges stored in boxes. If there are 3 boxes, how many oranges are there?", 24),
    (
        "Betty has 24 oranges stored in boxes. If there are 3 boxes and 2 bags, how many oranges must go in each box?",
        None,
    ),
    (
        "Jeffrey wants to split a collection of bottle caps into groups of 2. Jeffrey has 12 bottle caps. His brother has 10 bottle caps. How many groups will Jeffrey create?",
        6,
    ),
    (
        "Jeffrey wants to split a collection of bottle caps into groups of 2. Jeffrey has 12 bottle caps. His brother has 10 bottle caps. How many groups will be created?",
        None,
    ),
    (
        "Jeffrey wants to split a collection of bottle caps into groups of 2. Jeffrey had 12 bottle caps but lost 4. How many groups will be created?",
        4,
    ),
    (
        "Jeffrey wants to split a collection of bottle caps into groups of 2. Jeffrey has 12 bottle caps. How many bottle caps will be left over?",
        0,
    ),
    (
        "Ned had to wash some short sleeve shirts and 21 long sleeve shirts before school. If he had only washed 29 of them by the time school started and did not wash 1, how many short sleeve shirts did he have to wash?",
        9,
    ),
    (
        "While shopping, Maria bought some green towels and 21 white towels. If she gave her mother 34 of them and ended up with 22 towels, how many green towels did she buy?",
        35,
    ),
    (
        "A magician was selling magic card decks for 2 dollars each. If he earned 4 dollars and by the end of the day he had 3 decks left, how many decks did he start with?",
        5,
    ),
    (
        "Henry earned 5 dollars for each lawn he mowed. If he earned 25 dollars, how many lawns did he mow?",
        5,
    ),
    (
        "A trivia team had some members, but during a game 2 members didn't show up. If each member that did show up scored 6 points and 18 points were scored total, how many members did the team have?",
        5,
    ),
    (
        "The cafeteria had some apples. For lunch they handed out 8 to students and used the rest to make 6 pies with 9 apples each. How many apples did the cafeteria have?",
        62,
    ),
    (
        "Wendy uploaded some pictures to Facebook. She put 44 pics into one album and put the rest into 5 different albums with 7 pictures each. How many pictures did she upload?",
        79,
    ),
    (
        "At lunch a waiter had some customers and 5 of them didn't leave a tip. If he got $3 each from the ones who did tip and earned $15, how many customers did he have?",
        10,
    ),
    (
        "At the fair there were 9 people in line for the bumper cars. 6 people were removed from the line and 3 people were added. How many people are in line?",
        6,
    ),
    (
        "In fourth grade there were 10 students at the start of the year. During the year the school lost 4 students and gained 42 new students. How many students were in fourth grade at the end?",
        48,
    ),
    (
        "For Halloween Faye scored 47 pieces of candy. 25 pieces were eaten by her the first night and then she was given 40 more pieces by her sister. How many pieces of candy does Faye have now?",
        62,
    ),
    (
        "Jessica received 3 kittens from Tim and Sara received 6 kittens from Tim. Tim now has 9 kittens left. How many kittens did Tim have to start with?",
        18,
    ),
    (
        "Her mother received 34 towels from Maria. Maria had bought 35 green towels and 21 white towels. How many towels did Maria end up with?",
        22,
    ),
    (
        "Kaleb had 34 books. 17 of his books were sold and he bought 7 new books with the money. How many books would Kaleb have?",
        24,
    ),
    (
        "Mike had 16 video games but 6 of them were broken. If he wanted to sell the working games for $7 each, how much money could he earn?",
        70,
    ),
    (
        "A company invited 18 people to a luncheon, but only 6 of them showed up. If the tables they had held 3 people each, how many tables do they need?",
        2,
    ),
    (
        "A trivia team had twelve members total, but during a game four members didn't show up. If each member that did show up scored eight points, how many points were scored total?",
        64,
    ),
    (
        "The cafeteria had sixty-two apples. For lunch they handed out eight to students and decided to use the rest to make pies. If each pie takes nine apples, how many pies could they make?",
        6,
    ),
    (
        "Luke had forty-seven pieces of clothing to wash. He put seventeen of them in one load, but decided to split the rest into five equal loads. How many pieces of clothing could go in each of the small loads?",
        6,
    ),
    (
        "Isabel picked sixty-six flowers for her friend's wedding. She was making bouquets with eight flowers in each one. If ten of the flowers wilted before the wedding, how many bouquets could she still make?",
        7,
    ),
    (
        "Jason went to the mall on Saturday to buy clothes. He spent $14.28 on shorts and $4.74 on a jacket. How much money did Jason spend on shorts?",
        Fraction(357, 25),
    ),
    (
        "Jason went to the mall on Saturday to buy clothes. He spent $14.28 on shorts and $4.74 on a jacket. How much more did Jason spend on shorts than on the jacket?",
        Fraction(477, 50),
    ),
    (
        "Jason went to the mall on Saturday to buy clothes. He spent $14.28 on shorts and $4.74 on a jacket. In total, how much money did Jason spend on toys?",
        None,
    ),
    (
        "Jason went to the mall on Saturday to buy clothes. He spent $14.28 on shorts and $4.74 on a book. In total, how much money did Jason spend on clothing?",
        None,
    ),
    (
        "Jason went to the mall on Saturday to buy clothes. He spent $14.28 on shorts and $4.74 on a jacket. He also spent $3 on lunch. In total, how much money did Jason spend on clothing?",
        Fraction(951, 50),
    ),
    (
        "Jason went to the mall on Saturday to buy clothes. He spent $14.28 on shorts and $4.74 on a jacket. He also spent $3 on lunch. In total, how much money did Jason spend?",
        Fraction(1101, 50),
    ),
    (
        "Jason went to the mall on Saturday to buy clothes. He spent $14.28 on shorts and his sister spent $4.74 on a jacket. In total, how much money did Jason spend on clothing?",
        Fraction(357, 25),
    ),
    (
        "Jason went to the mall on Saturday to buy clothes. He spent $14.28 on shorts and his sister spent $4.74 on a jacket. In total, how much money did they spend on clothing?",
        Fraction(951, 50),
    ),
    (
        "Jason went to the mall on Saturday to buy clothes. He spent $14.28 on shorts and returned a jacket for $4.74. In total, how much money did Jason spend on clothing?",
        None,
    ),
    (
        "Jason went to the mall on Saturday to buy clothes. He spent $14.28 on shorts and $4.74 on a jacket. How much money did Jason have left?",
        None,
    ),
    (
        "Jason had $50. He went to the mall on Saturday to buy clothes. He spent $14.28 on shorts and $4.74 on a jacket. How much money did Jason have left?",
        Fraction(1549, 50),
    ),
    (
        "Jason went to the mall on Saturday to buy clothes. He spent $14.28 on shorts and $4.74 on a jacket. In total, how much money did Jason spend on clothing on Sunday?",
        None,
    ),
    (
        "Jason went to the mall on Saturday to buy clothes. He spent $14.28 on 2 shorts and $4.74 on a jacket. How much did each pair of shorts cost?",
        Fraction(357, 50),
    ),
    (
        "Tom bought a skateboard for $9.46, and spent $9.56 on marbles. Tom also spent $14.50 on shorts. In total, how much did Tom spend on clothing?",
        Fraction(29, 2),
    ),
    (
        "Tom bought a skateboard for $9.46, and spent $9.56 on marbles. Tom also spent $14.50 on shorts. In total, how much did Tom spend?",
        Fraction(838, 25),
    ),
    (
        "Tom bought a skateboard for $9.46, and spent $9.56 on marbles. Tom also spent $14.50 on a book. In total, how much did Tom spend on toys?",
        Fraction(951, 50),
    ),
    (
        "Tom bought a skateboard for $9.46, and spent $9.56 on marbles. Tom also spent $14.50 on a puzzle. In total, how much did Tom spend on toys?",
        None,
    ),
    (
        "Tom bought a skateboard for $9.46, and Sam spent $9.56 on marbles. In total, how much did Tom spend on toys?",
        Fraction(473, 50),
    ),
    (
        "Tom bought a skateboard for $9.46, and sold marbles for $9.56. In total, how much did Tom spend on toys?",
        None,
    ),
    (
        "Tom bought 2 skateboards for $9.46, and spent $9.56 on marbles. In total, how much did Tom spend on toys?",
        Fraction(951, 50),
    ),
    (
        "Sandy went to the mall to buy clothes. She spent $13.99 on shorts, $12.14 on a shirt, and $7.43 on a jacket. How much money did Sandy spend on the shirt and the jacket?",
        Fraction(1957, 100),
    ),
    (
        "Sandy went to the mall to buy clothes. She spent $13.99 on shorts, $12.14 on a shirt, and $7.43 on a hat. How much money did Sandy spend on clothes?",
        None,
    ),
    (
        "Sandy went to the mall to buy clothes. She spent $13.99 on shorts, $12.14 on a shirt, and $7.43 on a jacket. How much money did Sandy save?",
        None,
    ),
    (
        "Mary went to the mall. She spent $13.04 on a shirt and $12.27 on a jacket. She went to 2 shops. How much money did Mary spend in each shop?",
        None,
    ),
    (
        "Mary went to the mall. She spent $13.04 on a shirt and $12.27 on a jacket. She went to 2 shops. How many shops did Mary go to?",
        2,
    ),
    (
        "Mary went to the mall. She spent $13.04 on a shirt and $12.27 on a jacket. Her friend spent $5 on a shirt. In total, how much money did Mary spend on clothing?",
        Fraction(2531, 100),
    ),
    ("Mark sprinted 24 miles at 6 miles per hour. How far did Mark sprint?", 24),
    ("Mark sprinted 24 miles at 6 miles per hour. How fast did Mark sprint?", 6),
    ("Mark sprinted 24 miles at 6 miles per hour. How long did Tom sprint?", None),
    ("Mark sprinted 24 miles at 6 miles per hour. How long did Mark walk?", None),
    ("Mark sprinted 24 miles at 6 kilometers per hour. How long did Mark sprint?", None),
    ("Mark sprinted 24 miles at 6 miles per minute. How long did Mark sprint?", 4),
    (
        "Mark sprinted 24 miles at 6 miles per hour and then walked 4 miles at 2 miles per hour. How long did Mark sprint?",
        4,
    ),
    (
        "Mark sprinted 24 miles at 6 miles per hour and then walked 4 miles at 2 miles per hour. How long did Mark walk?",
        2,
    ),
    (
        "Mark sprinted 24 miles at 6 miles per hour and then walked 4 miles at 2 miles per hour. How long did Mark travel?",
        6,
    ),
    ("Mark sprinted for 4 hours at 6 miles per hour. How far did Mark sprint?", 24),
    ("Mark sprinted 24 miles in 4 hours. How fast did Mark sprint?", 6),
    ("Mark sprinted 25 miles at 6 miles per hour. How long did Mark sprint?", Fraction(25, 6)),
    ("Mark and Tom sprinted 24 miles at 6 miles per hour. How long did Mark sprint?", 4),
    (
        "Mark sprinted 24 miles at 6 miles per hour. Tom sprinted 12 miles at 4 miles per hour. How long did Tom sprint?",
        3,
    ),
    ("Mark sprinted 24 miles at 6 miles per hour. How many minutes did Mark sprint?", 240),
    (
        "Mark sprinted 24 miles at 6 miles per hour. He rested for 2 hours. How long did Mark sprint?",
        4,
    ),
    (
        "Christine wandered 20 miles at 4 miles per hour. How long did Christine wander if she stopped for 1 hour?",
        None,
    ),
    (
        "Christopher strolled 5 miles at 4 miles per hour. How long did Christopher stroll in minutes?",
        75,
    ),
    (
        "Jose wandered 4 kilometers at 2 kilometers per hour. How many kilometers did Jose wander?",
        4,
    ),
    ("Jose wandered 4 kilometers at 2 kilometers per hour. How long did Jose's dog wander?", None),
    (
        "Wendy uploaded 45 pictures to Facebook. She put 27 pics into one album and put the rest into 9 different albums. How many pictures were left after the first album?",
        18,
    ),
    (
        "Wendy uploaded 45 pictures to Facebook. She put 27 pics into one album and put the rest into albums with 9 pictures in each. How many more albums did she use?",
        2,
    ),
    (
        "Nancy uploaded 41 pictures to Facebook. She put 37 pics into one album and put the rest into 2 different albums. How many pictures were in each album?",
        2,
    ),
    (
        "Nancy uploaded 41 pictures to Facebook. She put 37 pics into one album and put the rest into 3 different albums. How many pictures were in each album?",
        None,
    ),
    (
        "Nancy uploaded 41 pictures to Facebook. Her sister put 37 pics into one album and Nancy put the rest into 2 different albums. How many pictures were in each album?",
        2,
    ),
    (
        "Bianca uploaded 33 pictures to Facebook. She put 27 pics into one album and put the rest into 3 different albums. How many pictures were in the first album?",
        27,
    ),
    (
        "For Halloween Bianca received 78 pieces of candy. She ate 30 pieces then placed the rest into piles with 8 in each pile. How many pieces of candy were in each pile?",
        8,
    ),
    (
        "For Halloween Bianca received 78 pieces of candy. She ate 30 pieces then placed the rest into 8 piles. How many piles could she make?",
        8,
    ),
    (
        "For Halloween Bianca received 78 pieces of candy. She ate 30 pieces then placed the rest into 8 piles. How many pieces were in each pile?",
        6,
    ),
    (
        "For Halloween Bianca received 78 pieces of candy. She ate 30 pieces then placed the rest into bags with 8 in each bag. How many piles could she make?",
        None,
    ),
    (
        "For Halloween Bianca received 78 pieces of candy. Her friend ate 30 pieces of his own candy then Bianca placed her candy into piles with 6 in each pile. How many piles could she make?",
        13,
    ),
    (
        "A company invited 47 people to a luncheon, but 7 of them didn't show up. If the tables they had held 5 people each, how many people showed up?",
        40,
    ),
    (
        "A company invited 47 people to a luncheon, but 7 of them didn't show up. If the tables they had held 6 people each, how many tables do they need?",
        7,
    ),
    (
        "A company invited 45 people to a luncheon, but 35 of them didn't show up. If the tables they had held 2 people each, how many tables were empty?",
        None,
    ),
    (
        "A company invited 24 people to a luncheon, but 10 of them didn't show up. If the tables they had held 7 people each, how many tables do they need for everyone invited?",
        None,
    ),
    (
        "Wendy picked 103 flowers for her friend's wedding. She was making bouquets with 8 flowers in each one. If 47 of the flowers wilted before the wedding, how many flowers were left?",
        56,
    ),
    (
        "Wendy picked 103 flowers for her friend's wedding. She was making bouquets with 8 flowers in each one. If 47 of the flowers wilted before the wedding, how many bouquets could she still make?",
        7,
    ),
    (
        "Wendy picked 103 flowers for her friend's wedding. She was making bouquets with 9 flowers in each one. If 47 of the flowers wilted before the wedding, how many bouquets could she still make?",
        None,
    ),
    (
        "Paige picked 53 flowers for her friend's wedding. She was making bouquets with 7 flowers in each one. If 18 of the flowers wilted before the wedding and she picked 7 more, how many bouquets could she still make?",
        6,
    ),
    (
        "There are 58 students trying out for the school's trivia teams. If 10 of them didn't get picked for the team and the rest were put into 8 groups, how many students would be in 3 groups?",
        18,
    ),
    (
        "There are 58 students trying out for the school's trivia teams. If 10 of them didn't get picked for the team and 8 more joined later and the rest were put into 8 groups, how many students would be in each group?",
        7,
    ),
]

# Wrong answers found here and fixed later at their root (answers._ask_per_part: a question
# that narrows the shared parts with a word the story never gives them refuses).
FIXED: list[tuple[str, int | Fraction | None, str]] = [
    (
        "Luke had 47 pieces of clothing to wash. He put 17 of them in one load, but decided to split the rest into 5 equal loads. How many pieces of clothing could go in each of the big loads?",
        None,
        "mawps_multi per_part (q_go_in_each) reads 'each of the big loads' as the 5 equal loads (answered 6): a question modifier the story never states is accepted (the dev wording 'small loads' relies on it); the one load of 17 is the big one; fixed: such a question now refuses (the 5 dev 'small loads' problems with it)",
    ),
]


@pytest.mark.parametrize(("text", "answer"), CASES)
def test_mawps_variation_is_answered_correctly_or_refused(
    text: str, answer: int | Fraction | None
) -> None:
    _check(text, answer)


@pytest.mark.parametrize(("text", "answer"), [(t, a) for t, a, _ in FIXED])
def test_mawps_wrong_answer_found_and_fixed(text: str, answer: int | Fraction | None) -> None:
    _check(text, answer)


def test_buying_with_the_money_earned_is_a_buying_not_the_sale() -> None:
    """``sold 17 of them and used the money he earned to buy 7 new books``: the verbless
    continuation rule made the buying inherit ``sell`` ('how many did he sell' answered 24)."""
    story = "Kaleb had 34 books. If he sold 17 of them and used the money he earned to buy 7 new books, "
    assert _answer(story + "how many books did he sell?") == 17
    assert _answer(story + "how many books did he buy?") == 7
    assert _answer(story + "how many books would Kaleb have?") == 24


def test_selling_the_working_games_of_a_named_kind_counts_that_kind_only() -> None:
    """``sell the working video games``: the sold kind kept only its head noun, so the board
    games beside them were sold too (answered 105)."""
    story = "Mike had 16 video games and 5 board games but 6 of the video games weren't working. If he wanted to sell the working "
    ask = " for $7 each, how much money could he earn?"
    assert _answer(story + "video games" + ask) == 70
    assert _answer(story + "board games" + ask) == 35
    assert _answer(story + "games" + ask) == 105


def test_a_need_asked_for_a_narrower_kind_refuses() -> None:
    """``needs 54 cupcakes ... How many more vanilla cupcakes should she buy?``: any cupcake
    fills the need, so the vanilla count is not determined (answered 14)."""
    story = "Priya needs 54 cupcakes for a birthday party. She already has 15 chocolate cupcakes and 25 vanilla cupcakes. "
    assert _answer(story + "How many more vanilla cupcakes should Priya buy?") is None
    assert _answer(story + "How many more cupcakes should Priya buy?") == 14


@pytest.mark.parametrize(
    "middle",
    [
        "Mary cut some more roses from her flower garden and gave 3 to Tom.",
        "Mary cut some more roses from her flower garden. She gave 3 roses to Tom.",
        "Mary cut some more roses from her flower garden. Tom gave her 3 roses.",
    ],
)
def test_a_placer_whose_own_amount_changes_refuses(middle: str) -> None:
    """``Mary cut some roses ... and gave 3 to Tom``: the given roses are the cut ones or the
    vase's, never a third store; the placement reading ignored the giving (answered 10)."""
    story = f"There were 6 roses in the vase. {middle} There are now 16 roses in the vase. How many roses did she cut?"
    assert _answer(story) is None


def test_a_placement_alone_still_answers() -> None:
    story = "There were 6 roses in the vase. Mary cut some more roses from her flower garden. There are now 16 roses in the vase. How many roses did she cut?"
    assert _answer(story) == 10


@pytest.mark.parametrize(
    ("doing", "ask"),
    [
        ("won 2 games", "how many games were won total?"),
        ("found 2 coins", "how many coins were found total?"),
        ("missed 2 questions", "how many questions were missed total?"),
    ],
)
def test_a_continuation_of_an_each_clause_is_not_the_earlier_subjects(doing: str, ask: str) -> None:
    """``each member that did show up scored 6 points and won 2 games``: the continuation's
    doer was the story's earlier subject (the team), so 'how many games' answered 2 (each
    member's 2, times 3 members, is 6; refusing is allowed)."""
    story = f"A trivia team had 5 members total, but during a game 2 members didn't show up. If each member that did show up scored 6 points and {doing}, {ask}"
    assert _answer(story) in (None, 6)


def test_the_each_clause_alone_still_answers() -> None:
    story = "A trivia team had 5 members total, but during a game 2 members didn't show up. If each member that did show up scored 6 points, how many points were scored total?"
    assert _answer(story) == 18


@pytest.mark.parametrize(
    "text",
    [
        "Sam had 5 marbles. He bought 3 bags of marbles. How many marbles does he have?",
        "Sam had 5 socks. He bought 3 pairs of socks. How many socks does he have?",
        "George had 28 socks. If he threw away 4 old ones that didn't fit and bought 3 new pairs of socks, how many socks would he have?",
    ],
)
def test_units_of_the_asked_things_with_no_told_count_refuse(text: str) -> None:
    """``bought 3 bags of marbles``: the bags hold marbles of a count never told; the state
    question summed the loose marbles only (answered 5 and 24)."""
    assert _answer(text) is None


def test_units_with_a_told_count_still_count() -> None:
    assert (
        _answer(
            "Sam has 5 marbles and 3 bags of marbles. Each bag has 6 marbles. How many marbles does Sam have?"
        )
        == 23
    )
    assert (
        _answer(
            "Ashton had two boxes of pencils with fourteen pencils in each box. He gave six pencils to his brother. How many pencils did Ashton have left?"
        )
        == 22
    )


@pytest.mark.parametrize("whom", ["his sister", "his mother", "her brother"])
def test_bought_for_a_person_is_not_a_place(whom: str) -> None:
    """``bought 7 new books for his sister``: for whom, not where; the books were counted as
    the buyer's (answered 41)."""
    assert (
        _answer(
            f"Kaleb had 34 books. He bought 7 new books for {whom}. How many books would Kaleb have?"
        )
        is None
    )


def test_bought_for_a_place_still_reads() -> None:
    assert (
        _answer(
            "Kaleb had 34 books. He bought 7 new books for his school. How many books would Kaleb have?"
        )
        == 41
    )


def test_going_to_some_games_beside_a_missed_part_of_a_whole_refuses() -> None:
    """``missed 4 of the 7 football games. She went to 2 basketball games. How many games
    did she go to?``: the told 'went to' events are not all she went to (answered 2; 5)."""
    story = "There were a total of 7 football games this year. Melanie missed 4 of the games. "
    assert _answer(
        story + "She went to 2 basketball games. How many games did Melanie go to in all?"
    ) in (None, 5)
    assert _answer(story + "How many football games did Melanie go to in all?") == 3


def test_members_of_a_category_told_in_no_place_refuse_a_place_total() -> None:
    """``58 geese and 37 ducks in the marsh and 10 ducks in the pond``: the geese are told in
    no place, so birds in the marsh may or may not count them (answered 37)."""
    two = "There were 58 geese and 37 ducks in the marsh and 10 ducks in the pond. "
    assert _answer(two + "How many birds were in the marsh?") is None
    assert _answer(two + "How many birds were there in all?") == 105
    assert (
        _answer("There were 58 geese and 37 ducks in the marsh. How many birds were in the marsh?")
        == 95
    )


def test_what_is_left_after_sharing_among_friends_refuses() -> None:
    """``If she shares the candies among 9 friends, how many candies does Ruby have left?``:
    the share left the holder's amount standing (answered 36); the per-friend part and the
    other kinds still answer."""
    story = "Ruby has 36 candies and 6 bananas. If she shares the candies among 9 friends, "
    assert _answer(story + "how many candies does Ruby have left?") in (None, 0)
    assert _answer(story + "how many candies does each friend get?") == 4
    assert _answer(story + "how many bananas does Ruby have?") == 6


@pytest.mark.parametrize(
    "text",
    [
        "Priya has 15 cupcakes. How many cupcakes does she need?",
        "Priya has 15 cupcakes and 25 muffins. How many cupcakes does Priya need?",
        "Priya needs 54 cupcakes for a birthday party. She already has 15 chocolate cupcakes and 25 vanilla cupcakes. How many cupcakes does she need?",
    ],
)
def test_what_is_held_is_not_what_is_needed(text: str) -> None:
    """``How many cupcakes does she need?`` (q_groups) was answered with what she has (15,
    40); only units a grouping made are read as the units needed."""
    assert _answer(text) in (None, 54) if "needs 54" in text else _answer(text) is None


def test_units_a_grouping_made_are_still_the_units_needed() -> None:
    assert (
        _answer(
            "For a birthday party Jerry bought 41 regular sodas and 22 diet sodas. If his fridge would only hold 9 on each shelf, how many shelves would he need?"
        )
        == 7
    )


@pytest.mark.parametrize(
    "text",
    [
        "In fourth grade there were 10 students at the start of the year. During the year the school lost 4 students and gained 42 new students. How many students were in fourth grade at the end?",
        "George had 28 socks. If his brother threw away 4 old ones that didn't fit and bought 36 new ones, how many socks would George have?",
    ],
)
def test_a_taker_read_as_taking_the_owners_things_who_holds_its_own_refuses(text: str) -> None:
    """``the school lost 4 students and gained 42``: the loss was read as the grade's (the
    school held none) while the gain stayed the school's (answered 6; the brother's socks,
    24): whose the taken things were is not told."""
    assert _answer(text) is None


def test_a_taker_holding_none_still_takes_the_owners() -> None:
    assert (
        _answer(
            "Katie baked 18 cupcakes for her school's bake sale. If her brother, Todd, ate 8 of them how many packages could she make if she put 2 cupcake in each package?"
        )
        == 5
    )


def test_units_done_beside_the_ones_held_refuse_a_per_unit_total() -> None:
    """``forgot to mow 7 of them and mowed 3 extra lawns``: the per-unit total counted the
    lawns held (12 - 7) and left the 3 extra unused (answered 25; 40)."""
    story = "Henry earned 5 dollars for each lawn he mowed. If he had 12 lawns to mow, but forgot to mow 7 of them"
    assert _answer(story + " and mowed 3 extra lawns, how much money did he actually earn?") in (
        None,
        40,
    )
    assert _answer(story + ", how much money did he actually earn?") == 25
