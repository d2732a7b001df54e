# ruff: noqa: E501
"""Adversarial variations (session 4) of the problems this session's story constructions began
to answer: questions opened by ``What is the total number of`` / ``Calculate``, working backwards
to an unknown start, totals over related holdings and over kinds of one holder, for-every
ratios, ``has N guests coming``, ``come in packs of``, things ``to grade``, cutting into slices,
``kept the rest``, and the problems one word away that the new vocabulary reaches.

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
    # --- questions_what ---
    ("Maya has 12 stickers. Leo has 9 stickers. What is the total number of stickers Leo has?", 9),
    ("Maya has 12 stickers. Leo has 9 stickers. What is the number of stickers they have?", 21),
    (
        "Maya has 12 stickers. Leo has 9 more stickers than Maya. What is the total number of stickers they have?",
        33,
    ),
    (
        "Maya has 12 stickers. Leo has 9 fewer stickers than Maya. What is the total number of stickers they have?",
        15,
    ),
    (
        "Maya has 12 stickers. Leo has twice as many stickers as Maya. What is the total number of stickers they have?",
        36,
    ),
    (
        "Maya has 12 stickers. Leo has half as many stickers as Maya. What is the total number of stickers they have?",
        18,
    ),
    (
        "Maya has 12 stickers. Leo has 9 stickers. What is the difference between the number of stickers they have?",
        3,
    ),
    ("Maya has 12 stickers. Leo has 9 stickers. What is the total number of pens they have?", None),
    (
        "Maya has 12 stickers. Leo has 9 stickers. What is the total number of stickers Ann has?",
        None,
    ),
    (
        "Maya had 20 marbles. She gave 5 marbles to Leo. What is the number of marbles Leo has?",
        None,
    ),
    (
        "Maya had 20 marbles. She gave 5 marbles to Leo. What is the number of marbles Maya had at first?",
        20,
    ),
    (
        "Maya had 20 marbles. She received 5 marbles from Leo. What is the number of marbles Maya has now?",
        25,
    ),
    (
        "Maya had 20 marbles. She gave 5 marbles to Leo. What is the number of marbles Maya has now?",
        15,
    ),
    (
        "Maya had 20 marbles. She gave 5 marbles to Leo. What is the total number of marbles Maya gave away?",
        5,
    ),
    (
        "Maya had 20 marbles. Leo gave her 5 marbles. What is the number of marbles Maya has now?",
        25,
    ),
    (
        "Maya picked 14 apples. Leo picked 6 apples. Calculate the total number of apples Leo picked.",
        6,
    ),
    ("Maya picked 14 apples. Leo picked 6 apples. Calculate the number of apples Maya picked.", 14),
    (
        "Maya picked 14 apples. Leo picked 6 apples. Calculate the difference in the number of apples they picked.",
        8,
    ),
    (
        "Maya picked 14 apples. Leo picked 6 apples. Calculate the total number of pears they picked.",
        None,
    ),
    (
        "Maya picked 14 apples on Monday. She picked 6 apples on Tuesday. What is the total number of apples Maya picked on Monday?",
        14,
    ),
    (
        "Maya picked 14 apples on Monday. She picked 6 apples on Tuesday. What is the total number of apples Maya picked on Wednesday?",
        None,
    ),
    (
        "Maya picked 14 apples on Monday. She picked 6 apples on Tuesday. What is the total number of apples Maya picked?",
        20,
    ),
    (
        "Maya picked 14 apples on Monday. She ate 6 apples on Tuesday. What is the total number of apples Maya picked?",
        14,
    ),
    (
        "Maya picked 14 apples. Calculate the total number of apples Maya picked. Leo picked 6 apples.",
        None,
    ),
    (
        "Calculate the total number of apples Maya picked if she picked 14 apples on Monday and 6 apples on Tuesday.",
        20,
    ),
    ("Maya has $20. She spent $5 on a book. What is the amount of money Maya has left?", 15),
    ("Maya has $20. She spent $5 on a book. What is the amount of money Maya spent?", 5),
    (
        "Maya has $20. She spent $5 on a book and $3 on a pen. What is the amount of money Maya spent?",
        8,
    ),
    (
        "Maya has $20. She spent $5 on a book and $3 on a pen. What is the amount of money Maya has left?",
        12,
    ),
    ("Maya has $20. She earned $5 washing cars. What is the amount of money Maya has now?", 25),
    (
        "Maya has $20. She spent $5 on a book. Leo has $10. What is the amount of money Leo has left?",
        10,
    ),
    ("Maya has $20. She spent $5 on a book. What is the amount of money Leo has left?", None),
    ("Maya bought 3 books for $5 each. What is the total amount Maya paid for the books?", 15),
    (
        "Maya bought 3 books for $5 each and 2 pens for $1 each. What is the total amount Maya paid for the books?",
        15,
    ),
    (
        "Maya bought 3 books for $5 each and 2 pens for $1 each. What is the total amount Maya paid for the pens?",
        2,
    ),
    (
        "Maya bought 3 books for $5 each and 2 pens for $1 each. What is the total amount of money Maya paid?",
        17,
    ),
    ("A book costs $5. What is the total cost of 4 books?", 20),
    ("A book costs $5. A pen costs $2. What is the total cost of 4 pens?", 8),
    ("A book costs $5. What is the total cost of 4 pens?", None),
    ("A pack of 3 books costs $5. What is the total cost of 4 books?", None),
    ("Books cost $5 each. What is the total cost of 4 books?", 20),
    ("A book costs $5 and a pen costs $2. What is the total cost of 4 books and 3 pens?", 26),
    ("A dozen eggs costs $3. What is the total cost of 4 eggs?", 1),
    (
        "There are 30 students in a class. 12 of them are boys. What percentage of the students are girls?",
        60,
    ),
    (
        "There are 30 students in a class. 12 of them are boys. What percentage of the students are boys?",
        40,
    ),
    (
        "There are 30 students in a class. 12 of the students are boys. What percentage of the students are not boys?",
        60,
    ),
    ("Maya had 40 apples. She sold 10 apples. What percentage of the apples did Maya sell?", 25),
    ("Maya had 40 apples. She sold 10 apples. What percentage of the apples did Maya keep?", 75),
    (
        "Maya had 40 apples. She ate 3 apples and sold 10 apples. What percentage of the apples did Maya sell?",
        25,
    ),
    ("Maya had 40 apples. Leo sold 10 apples. What percentage of the apples did Maya sell?", None),
    ("Maya had 40 apples. She sold 13 apples. What percentage of the apples did Maya sell?", None),
    ("Maya had 40 apples. She bought 10 apples. What percentage of the apples did Maya buy?", None),
    (
        "Maya had 40 apples. She sold 10 apples. Then she bought 10 apples. What percentage of the apples did Maya sell?",
        None,
    ),
    # --- questions_what: more openings, money, cost, percentages ---
    (
        "If Maya has 12 stickers and Leo has 9 stickers, what is the total number of stickers they have?",
        21,
    ),
    (
        "If Maya has 12 stickers and Leo has 9 stickers, what is the total number of stickers Maya has?",
        12,
    ),
    (
        "Maya has 12 stickers and Leo has 9 stickers. If Leo gives Maya 3 stickers, what is the number of stickers Maya has?",
        15,
    ),
    (
        "Maya has 12 stickers and Leo has 9 stickers. If Leo gives Maya 3 stickers, what is the number of stickers Leo has?",
        6,
    ),
    (
        "Maya has 12 stickers and Leo has 9 stickers. If Leo gives Maya 3 stickers, what is the total number of stickers they have?",
        21,
    ),
    (
        "Maya has 12 stickers. She buys 3 packs of stickers with 5 stickers in each pack. What is the total number of stickers Maya has?",
        27,
    ),
    (
        "Maya has 12 stickers. She buys 3 packs of stickers. What is the total number of stickers Maya has?",
        None,
    ),
    (
        "Maya has 12 stickers. She buys 3 packs of stickers with 5 stickers in each pack. What is the total number of packs Maya has?",
        None,
    ),
    (
        "Maya has 12 stickers. What was the total number of stickers Maya will have if she buys 4 more?",
        16,
    ),
    (
        "Maya had 12 stickers. She used 5 stickers on a card. Find the number of stickers Maya has now.",
        7,
    ),
    (
        "Maya had 12 stickers. She used 5 stickers on a card. Find the number of stickers Maya used.",
        5,
    ),
    (
        "Maya had 12 stickers. She used 5 stickers on a card. Find the number of cards Maya made.",
        None,
    ),
    (
        "Maya had 12 stickers. She used 5 stickers on a card. Determine the number of stickers Maya has left.",
        7,
    ),
    ("Maya had 12 stickers. What is the number of stickers Maya has left?", 12),
    ("What is the total number of stickers Maya has?", None),
    (
        "Maya has 12 stickers. Leo has 3 times as many stickers as Maya. What is the total number of stickers Leo has?",
        36,
    ),
    (
        "Maya has 12 stickers. Leo has 3 times as many stickers as Maya. What is the total number of stickers Maya and Leo have?",
        48,
    ),
    (
        "Maya has 12 stickers. Leo has 3 times as many stickers as Maya. What is the number of stickers Leo has more than Maya?",
        24,
    ),
    (
        "Maya has 12 stickers. Leo has 3 stickers more than Maya. What is the total number of stickers they have together?",
        27,
    ),
    (
        "Maya has 12 stickers. Leo has 3 stickers fewer than Maya. What is the total number of stickers they have together?",
        21,
    ),
    ("Maya has $12. Leo has $9. What is the total amount of money they have?", 21),
    ("Maya has $12. Leo has $9. What is the amount of money Maya has?", 12),
    ("Maya has $12. Leo has $9. What is the total amount of money they have left?", 21),
    (
        "Maya has $12. She spent $9 on lunch. What is the total amount of money they have left?",
        None,
    ),
    ("Maya has $12. She spent $9 on lunch. What is the amount of money she has left?", 3),
    ("Maya has $12. She spent $9 on lunch. What is the amount of money she spent on lunch?", 9),
    (
        "Maya has $12. She spent $9 on lunch and $2 on a drink. What is the amount of money she spent on lunch?",
        9,
    ),
    ("Maya bought 4 pens for $2 each. What is the total amount she paid for the pens?", 8),
    (
        "Maya bought 4 pens for $2 each and 3 pencils for $1 each. What is the total amount she paid?",
        11,
    ),
    (
        "Maya bought 4 pens for $2 each. Her brother bought 3 pens for $2 each. What is the total amount she paid for the pens?",
        8,
    ),
    (
        "Maya bought 4 pens for $2 each. Her brother bought 3 pens for $2 each. What is the total amount they paid for the pens?",
        14,
    ),
    (
        "Maya bought 4 pens for $2 each. What is the total amount she will have to pay for 6 pens?",
        None,
    ),
    ("A pen costs $2. What is the total cost of 6 pens?", 12),
    ("A pen costs $2.50. What is the total cost of 6 pens?", 15),
    ("A pen costs $2. A pencil costs $1. What is the total cost of 6 pencils?", 6),
    ("A pen costs $2. What is the cost of 6 pens?", 12),
    ("Two pens cost $2. What is the total cost of 6 pens?", 6),
    ("A pen costs $2 more than a pencil. What is the total cost of 6 pens?", None),
    ("A box of pens costs $2. What is the total cost of 6 pens?", None),
    ("A pen cost $2 last year. What is the total cost of 6 pens?", None),
    ("What is the total cost of 6 pens if a pen costs $2?", 12),
    ("A class has 20 boys and 30 girls. What percentage of the students are boys?", 40),
    ("A class has 20 boys and 30 girls. What percentage of the students are girls?", 60),
    ("A class has 20 boys and 30 girls. What percentage of the students are not boys?", 60),
    (
        "A class has 20 boys and 30 girls and 5 teachers. What percentage of the students are boys?",
        40,
    ),
    (
        "In a box there are 8 red balls and 12 blue balls. What percentage of the balls in the box are red?",
        40,
    ),
    (
        "In a box there are 8 red balls and 12 blue balls. What percentage of the balls in the box are green?",
        None,
    ),
    (
        "In a box there are 8 red balls and 12 blue balls. What percentage of the balls in the bag are red?",
        None,
    ),
    (
        "In a box there are 8 red balls and 12 blue balls. What percentage of the balls are not blue?",
        40,
    ),
    (
        "There are 8 red balls and 12 blue balls in a box and 5 red balls in a bag. What percentage of the balls in the box are red?",
        40,
    ),
    (
        "There are 8 red balls and 12 blue balls in a box and 5 red balls in a bag. What percentage of the balls are red?",
        None,
    ),
    (
        "There are 8 red balls and some blue balls in a box. What percentage of the balls are red?",
        None,
    ),
    ("Tom picked 30 apples. He ate 6 of the apples. What percentage of the apples did he eat?", 20),
    (
        "Tom picked 30 apples. He ate 6 of the apples. What percentage of the apples did he pick?",
        None,
    ),
    (
        "Tom picked 30 apples. He ate 6 of the apples and gave 9 to Ann. What percentage of the apples did he give to Ann?",
        30,
    ),
    ("Tom picked 30 apples. Ann picked 20 apples. What percentage of the apples did Tom pick?", 60),
    ("Tom picked 30 apples. Ann picked 20 pears. What percentage of the apples did Tom pick?", 100),
    (
        "Tom picked 30 apples. Ann picked 20 apples. What percentage of the fruit did Tom pick?",
        None,
    ),
    (
        "Tom picked 30 apples. Ann picked 20 apples. Tom ate 10 apples. What percentage of the apples did Tom pick?",
        None,
    ),
    (
        "Tom picked 30 apples on Monday. Ann picked 20 apples on Tuesday. What percentage of the apples did Tom pick?",
        60,
    ),
    (
        "Tom picked 30 apples. Ann picked 20 apples. Ben picked some apples. What percentage of the apples did Tom pick?",
        None,
    ),
    ("Tom picked 30 apples. Ann picked 20 apples. What percent of the apples did Ann pick?", 40),
    (
        "Tom scored 30 points. Ann scored 20 points. What percentage of the points did Ann score?",
        40,
    ),
    # --- questions_what in MAWPS wording ---
    (
        "Joan found 70 seashells on the beach . She gave Sam 43 of her seashells . What is the number of seashells she has now ?",
        27,
    ),
    (
        "Joan found 70 seashells on the beach . She gave Sam 43 of her seashells . What is the number of seashells Sam has now ?",
        None,
    ),
    (
        "Joan found 70 seashells on the beach . She gave Sam some of her seashells . She has 27 seashells . What is the number of seashells she gave to Sam ?",
        43,
    ),
    (
        "Joan found 70 seashells on the beach . Sam found 43 seashells . What is the total number of seashells they found ?",
        113,
    ),
    (
        "Joan found 70 seashells on the beach . Sam found 43 seashells . What is the total number of seashells Joan and Sam found ?",
        113,
    ),
    (
        "Joan found 70 seashells on the beach . Sam found 43 seashells . What is the total number of shells they found ?",
        None,
    ),
    (
        "Joan found 70 seashells and 5 starfish on the beach . What is the total number of seashells Joan found ?",
        70,
    ),
    (
        "Joan found 70 seashells and 5 starfish on the beach . What is the total number of things Joan found ?",
        None,
    ),
    (
        "Joan found 70 seashells on the beach . She lost 5 . What is the number of seashells she found ?",
        70,
    ),
    (
        "There were 28 bales of hay in the barn . Tim stacked 26 bales in the barn today . What is the number of bales in the barn now ?",
        54,
    ),
    (
        "There were 28 bales of hay in the barn . Tim stacked 26 bales in the barn today . What is the total number of bales Tim stacked ?",
        26,
    ),
    (
        "There were 28 bales of hay in the barn . Tim took 26 bales from the barn today . What is the number of bales in the barn now ?",
        2,
    ),
    (
        "There were 28 bales of hay in the barn . Tim stacked 26 bales in the shed today . What is the number of bales in the barn now ?",
        28,
    ),
    ("Sara has 31 red and 15 green balloons . What is the total number of balloons Sara has ?", 46),
    (
        "Sara has 31 red and 15 green balloons . What is the total number of red balloons Sara has ?",
        31,
    ),
    (
        "Sara has 31 red and 15 green balloons . Sandy has 24 red balloons . What is the total number of red balloons they have ?",
        55,
    ),
    (
        "Sara has 31 red and 15 green balloons . Sandy has 24 red balloons . What is the total number of green balloons they have ?",
        15,
    ),
    (
        "Sara has 31 red and 15 green balloons . Sandy has 24 red balloons . What is the total number of balloons they have ?",
        70,
    ),
    (
        "Sara has 31 red and 15 green balloons . Sandy has some red balloons . What is the total number of balloons they have ?",
        None,
    ),
    (
        "Mike had 34 peaches at his roadside fruit dish . He went to the orchard and picked peaches to stock up . There are now 86 peaches . What is the number of peaches he picked ?",
        52,
    ),
    (
        "Mike had 34 peaches at his roadside fruit dish . He went to the orchard and picked 52 peaches to stock up . What is the number of peaches he has now ?",
        86,
    ),
    (
        "Mike had 34 peaches at his roadside fruit dish . He went to the orchard and picked 52 peaches to stock up . Calculate the number of peaches at the dish now .",
        None,
    ),
    (
        "Mike had 34 peaches . He sold 12 peaches for $2 each . What is the amount of money Mike earned ?",
        24,
    ),
    (
        "Mike had 34 peaches . He sold 12 peaches for $2 each . What is the number of peaches Mike has left ?",
        22,
    ),
    (
        "Mike had 34 peaches . He sold 12 peaches for $2 each . What is the total amount of money Mike has ?",
        None,
    ),
    # --- questions_what: which holders ---
    (
        "Maya and Leo are friends. Maya has 12 stickers. Leo has 9 stickers. Ann has 30 stickers. What is the total number of stickers they have?",
        None,
    ),
    (
        "Maya has 12 stickers. Leo has 9 stickers. Ann has 30 stickers. What is the total number of stickers Maya and Leo have?",
        21,
    ),
    (
        "Maya has 12 stickers. Leo has 9 stickers. Their teacher has 30 stickers. What is the total number of stickers the children have?",
        None,
    ),
    (
        "Maya has 12 stickers and Leo has 9 stickers. Their mother gave each of them 3 more stickers. What is the total number of stickers they have?",
        None,
    ),
    # --- percentages: which whole ---
    (
        "Janet makes 50 snowballs. Her brother buys 150 snowballs. What percentage of the snowballs did Janet make?",
        None,
    ),
    (
        "Janet had 100 snowballs. She makes 50 more snowballs. What percentage of the snowballs did she make?",
        None,
    ),
    (
        "Janet makes 50 snowballs and her brother makes 150 snowballs. They throw 100 snowballs. What percentage of the snowballs did Janet make?",
        None,
    ),
    (
        "Janet makes 50 snowballs on Monday and 30 snowballs on Tuesday. Her brother makes 120 snowballs. What percentage of the snowballs did Janet make?",
        40,
    ),
    (
        "Janet makes 50 snowballs on Monday and her brother makes 150 snowballs on Tuesday. What percentage of the snowballs did Janet make on Monday?",
        None,
    ),
    (
        "Janet picked 50 apples and her brother picked 150 apples. They sold 100 apples. What percentage of the apples did they sell?",
        50,
    ),
    (
        "Janet picked 50 apples and her brother picked 150 apples. Janet sold 25 apples. What percentage of the apples did Janet sell?",
        None,
    ),
    (
        "Janet has 50 apples. She sold 25 apples and then bought 50 more. What percentage of the apples did Janet sell?",
        None,
    ),
    (
        "There are 25 roses and 75 tulips in a garden. 10 roses are picked. What percentage of the flowers are roses?",
        None,
    ),
    (
        "There are 25 roses and 75 tulips in a garden. What percentage of the flowers in the garden are roses?",
        25,
    ),
    (
        "There are 25 roses and 75 tulips in a garden and 100 daisies in the park. What percentage of the flowers are roses?",
        None,
    ),
    (
        "There are 25 roses and 75 tulips in a garden. Tom has 100 daisies. What percentage of the flowers are roses?",
        None,
    ),
    (
        "There are 25 red roses and 75 white roses in a garden. What percentage of the roses are red?",
        25,
    ),
    (
        "There are 25 red roses and 75 white roses in a garden. What percentage of the flowers are red?",
        None,
    ),
    (
        "There are 25 red roses, 75 white roses and 100 tulips in a garden. What percentage of the roses are white?",
        75,
    ),
    # --- unknowns_total ---
    (
        "Lisa has 18 more dresses than Ana. If the number of their dresses combined is 48, how many dresses does Lisa have?",
        33,
    ),
    (
        "Lisa has 18 fewer dresses than Ana. If the number of their dresses combined is 48, how many dresses does Ana have?",
        33,
    ),
    (
        "Lisa has 18 more dresses than Ana. If the number of their dresses combined is 47, how many dresses does Ana have?",
        None,
    ),
    (
        "Lisa has 18 more dresses than Ana. If the number of their dresses combined is 10, how many dresses does Ana have?",
        None,
    ),
    (
        "Lisa has 18 more dresses than Ana. If the number of their shoes combined is 48, how many dresses does Ana have?",
        None,
    ),
    (
        "Lisa has 18 more dresses than Ana. They have 48 dresses together. How many dresses does Ana have?",
        15,
    ),
    (
        "Lisa has 18 more dresses than Ana. Lisa and Ana have 48 dresses in total. How many more dresses does Lisa have than Ana?",
        18,
    ),
    (
        "Lisa has 18 more dresses than Ana. Lisa and Ana have 48 dresses in total. How many dresses does Mia have?",
        None,
    ),
    (
        "Lisa has 18 more dresses than Ana. Lisa, Ana and Mia have 48 dresses in total. How many dresses does Ana have?",
        None,
    ),
    (
        "Lisa has 18 more dresses than Ana. Ana bought 2 more dresses. They have 48 dresses together. How many dresses does Ana have?",
        None,
    ),
    (
        "Lisa has 18 more dresses than Ana. They have 48 dresses together. Lisa gave 3 dresses to Ana. How many dresses does Ana have?",
        18,
    ),
    (
        "Lisa has 18 more dresses than Ana. They have 48 dresses together. Lisa gave 3 dresses to Ana. How many dresses does Ana have now?",
        18,
    ),
    (
        "Lisa has 18 more dresses than Ana. Tom has 5 dresses. They have 48 dresses together. How many dresses does Ana have?",
        None,
    ),
    (
        "Lisa has 18 more dresses than Ana. Tom has 5 hats. They have 48 dresses together. How many dresses does Ana have?",
        None,
    ),
    (
        "Lisa has 18 more dresses than Ana. They have 48 dresses and 10 hats together. How many dresses does Ana have?",
        None,
    ),
    (
        "Lisa has 18 more dresses than Ana. They have 48 hats together. How many dresses does Ana have?",
        None,
    ),
    (
        "Lisa has 18 more dresses than Ana. Lisa and Ana have 48 dresses in all. How many dresses does Ana have?",
        15,
    ),
    (
        "Lisa has 18 more dresses than Ana. Together, they have 48 dresses. How many dresses does Ana have?",
        15,
    ),
    (
        "Lisa has 18 more dresses than Ana. They had 48 dresses together last year. How many dresses does Ana have?",
        None,
    ),
    (
        "Kristine has 7 more CDs than Dawn. If Dawn has 10 CDs, how many CDs do they have together?",
        27,
    ),
    (
        "Kristine has 7 fewer CDs than Dawn. If Dawn has 10 CDs, how many CDs do they have together?",
        13,
    ),
    (
        "Kristine has 7 more CDs than Dawn. If Kristine has 10 CDs, how many CDs do they have together?",
        13,
    ),
    ("Kristine has 7 more CDs than Dawn. If Dawn has 10 CDs, how many CDs does Kristine have?", 17),
    (
        "Kristine has 7 more CDs than Dawn. If Dawn has 10 DVDs, how many CDs do they have together?",
        None,
    ),
    (
        "Kristine has 7 times as many CDs as Dawn. If Dawn has 10 CDs, how many CDs do they have together?",
        80,
    ),
    (
        "Kristine has 7 more CDs than Dawn. Mark has 3 CDs. If Dawn has 10 CDs, how many CDs do they have together?",
        30,
    ),
    (
        "Kristine has 7 more CDs than Dawn. If Dawn has 10 CDs, how many CDs do Kristine and Mark have together?",
        None,
    ),
    (
        "Jean has three times as much money as Jane. They have a combined total of $76. How much money does Jean have?",
        57,
    ),
    (
        "Jean has three times as much money as Jane. They have a combined total of $76. How much money does Jane have?",
        19,
    ),
    (
        "Jean has three times as much money as Jane. They have a combined total of $75. How much money does Jane have?",
        Fraction(75, 4),
    ),
    (
        "Jean has three times as much money as Jane. They have a combined total of $77. How much money does Jane have?",
        Fraction(77, 4),
    ),
    (
        "Jean has three times as much money as Jane. They have a combined total of $10. How much money does Jane have?",
        Fraction(5, 2),
    ),
    (
        "Jean has three times as much money as Jane. They have a combined total of $1. How much money does Jane have?",
        Fraction(1, 4),
    ),
    (
        "Jean has three times as much money as Jane. They have a combined total of $0.10. How much money does Jane have?",
        None,
    ),
    (
        "Jean has three times as much money as Jane. They have a combined total of $76. How much more money does Jean have than Jane?",
        38,
    ),
    (
        "Jean has $3 more than Jane. They have a combined total of $76. How much money does Jane have?",
        Fraction(73, 2),
    ),
    (
        "Jean has three times as many stamps as Jane. They have a combined total of 76 stamps. How many stamps does Jane have?",
        19,
    ),
    (
        "Jean has three times as many stamps as Jane. They have a combined total of 77 stamps. How many stamps does Jane have?",
        None,
    ),
    (
        "Jean has three times as many stamps as Jane. They have a combined total of 76 coins. How many stamps does Jane have?",
        None,
    ),
    (
        "Hermione, Luna, and Celestia combined have 83 spelling badges. If Hermione has 14 and Luna has 17, how many spelling badges does Celestia have?",
        52,
    ),
    (
        "Hermione, Luna, and Celestia combined have 83 spelling badges. If Hermione has 14 and Celestia has 17, how many spelling badges does Luna have?",
        52,
    ),
    (
        "Hermione, Luna, and Celestia combined have 83 spelling badges. If Hermione has 14, how many spelling badges does Celestia have?",
        None,
    ),
    (
        "Hermione, Luna, and Celestia combined have 83 spelling badges. If Hermione has 14 and Luna has 17, how many spelling badges does Ginny have?",
        None,
    ),
    (
        "Hermione, Luna, and Celestia combined have 83 spelling badges. If Hermione has 14 and Luna has 17 reading badges, how many spelling badges does Celestia have?",
        None,
    ),
    (
        "Hermione and Luna combined have 83 spelling badges. If Hermione has 14 and Ginny has 17, how many spelling badges does Luna have?",
        None,
    ),
    (
        "Hermione, Luna, and Celestia combined have 83 spelling badges. If Hermione has 14 and Luna has 90, how many spelling badges does Celestia have?",
        None,
    ),
    (
        "Hermione, Luna, and Celestia combined have 83 spelling badges. Hermione has 14 and Luna has twice as many as Hermione. How many spelling badges does Celestia have?",
        41,
    ),
    (
        "Hermione, Luna, and Celestia combined have 83 spelling badges. If Hermione has 14 and Luna has 17, how many spelling badges do Luna and Celestia have?",
        69,
    ),
    (
        "Barbeck has two times as many guitars as Steve, but Davey has three times as many guitars as Barbeck. If there are 27 guitars altogether, how many guitars does Steve have?",
        3,
    ),
    (
        "Barbeck has two times as many guitars as Steve, but Davey has three times as many guitars as Barbeck. If there are 27 guitars altogether, how many guitars does Barbeck have?",
        6,
    ),
    (
        "Barbeck has two times as many guitars as Steve, but Davey has three times as many guitars as Barbeck. If there are 28 guitars altogether, how many guitars does Davey have?",
        None,
    ),
    (
        "Barbeck has two times as many guitars as Steve, but Davey has three times as many guitars as Steve. If there are 30 guitars altogether, how many guitars does Davey have?",
        15,
    ),
    (
        "Barbeck has two times as many guitars as Steve, but Davey has three times as many guitars as Barbeck. If there are 27 guitars altogether, how many more guitars does Davey have than Steve?",
        15,
    ),
    (
        "Barbeck has two times as many guitars as Steve, but Davey has three times as many guitars as Barbeck. If there are 27 guitars altogether, how many guitars do Barbeck and Steve have?",
        9,
    ),
    (
        "Barbeck has two times as many guitars as Steve, but Davey has three times as many guitars as Barbeck. Mike has 4 drums. If there are 27 guitars altogether, how many guitars does Davey have?",
        18,
    ),
    (
        "Barbeck has two times as many guitars as Steve, but Davey has three times as many guitars as Barbeck. Mike has 4 guitars. If there are 27 guitars altogether, how many guitars does Davey have?",
        None,
    ),
    (
        "Barbeck has two times as many guitars as Steve, but Davey has three times as many violins as Barbeck. If there are 27 guitars altogether, how many guitars does Davey have?",
        None,
    ),
    (
        "James has 7 more than 4 times the number of Oreos Jordan has.  If there are 52 Oreos total, how many does Jordan have?",
        9,
    ),
    (
        "James has 7 more than 4 times the number of Oreos Jordan has.  If there are 53 Oreos total, how many does James have?",
        None,
    ),
    (
        "James has 7 less than 4 times the number of Oreos Jordan has.  If there are 38 Oreos total, how many does James have?",
        29,
    ),
    (
        "James has 7 fewer than 4 times the number of Oreos Jordan has.  If there are 38 Oreos total, how many does Jordan have?",
        9,
    ),
    (
        "James has 3 more than 2 times the number of Oreos Jordan has.  If there are 36 Oreos total, how many does James have?",
        25,
    ),
    (
        "James has 3 more than 2 times the number of Oreos Jordan has.  If there are 36 cookies total, how many does Jordan have?",
        None,
    ),
    (
        "James has 3 more than 2 times the number of Oreos Jordan has.  If James has 25 Oreos, how many does Jordan have?",
        11,
    ),
    (
        "James has 3 more than 2 times the number of Oreos Jordan has.  If Jordan has 11 Oreos, how many Oreos are there in total?",
        36,
    ),
    (
        "James has 3 more than 2 times the number of Oreos Jordan has. If there are 36 Oreos total, how many more Oreos does James have than Jordan?",
        14,
    ),
    # --- unknowns_start / unknowns_total: the newest answers ---
    (
        "Lucy lost one-third of her money. She then spent one-fourth of the remainder, and only left with $15. How much money did Lucy have at the beginning?",
        30,
    ),
    (
        "Lucy lost one-third of her money. She then spent one-fourth of the remainder, and only left with $16. How much money did Lucy have at the beginning?",
        32,
    ),
    (
        "Lucy lost one-third of her money. She then spent one-fourth of the remainder, and only left with $15. How much money did Lucy lose?",
        10,
    ),
    (
        "Lucy lost one-third of her money. She then spent one-fourth of her money, and only left with $15. How much money did Lucy have at the beginning?",
        None,
    ),
    (
        "Lucy lost one-third of her money. She then found one-fourth of the remainder, and only left with $15. How much money did Lucy have at the beginning?",
        None,
    ),
    (
        "Lucy lost one-third of her money. Her sister then spent one-fourth of the remainder, and only left with $15. How much money did Lucy have at the beginning?",
        None,
    ),
    (
        "Lucy lost one-third of her money. She then spent one-fourth of the remainder, and only left with $15. How much money did her sister have at the beginning?",
        None,
    ),
    (
        "Lucy lost one-third of her money. She then spent one-fourth of the remainder, and only left with 15 cents. How much money did Lucy have at the beginning?",
        None,
    ),
    (
        "Lucy lost two-thirds of her money. She then spent one-fourth of the remainder, and only left with $15. How much money did Lucy have at the beginning?",
        60,
    ),
    (
        "Lucy lost one-third of her money. She then spent $5, and only left with $15. How much money did Lucy have at the beginning?",
        30,
    ),
    (
        "Lucy lost one-third of her money. She then earned one-fourth of the remainder, and only left with $15. How much money did Lucy have at the beginning?",
        None,
    ),
    (
        "Anna spent 1/4 of her money, and now she has $24 left. How much did she have originally?",
        32,
    ),
    ("Anna spent 1/4 of her money, and now she has $24 left. How much did she spend?", 8),
    (
        "Anna spent 3/4 of her money, and now she has $24 left. How much did she have originally?",
        96,
    ),
    (
        "Anna spent 1/4 of her money, and now she has $25 left. How much did she have originally?",
        Fraction(100, 3),
    ),
    (
        "Anna earned 1/4 of her money, and now she has $24 left. How much did she have originally?",
        None,
    ),
    (
        "Anna spent 1/4 of her money, and now her brother has $24 left. How much did she have originally?",
        None,
    ),
    (
        "Anna spent 1/4 of her money, and now she has $24 left. How much did her brother have originally?",
        None,
    ),
    ("Anna spent 1/4 of her money, and now she has $24. How much did she have originally?", 32),
    (
        "Anna spent 25% of her money, and now she has $24 left. How much did she have originally?",
        32,
    ),
    (
        "Anna spent 1/4 of her money on a book, and now she has $24 left. How much did the book cost?",
        8,
    ),
    (
        "Anna spent 1/4 of her money, and now she has $24 left. How much money does she have now?",
        24,
    ),
    (
        "Anna spent 1/4 of her money, gave $2 to Tom, and now she has $24 left. How much did she have originally?",
        None,
    ),
    (
        "Anna spent 1/4 of her savings, and now she has $24 left. How much did she have originally?",
        32,
    ),
    (
        "Anna spent 1/4 of her marbles, and now she has 24 marbles left. How many marbles did she have originally?",
        None,
    ),
    (
        "Anna lost 1/4 of her marbles, and now she has 24 marbles left. How many marbles did she have originally?",
        32,
    ),
    (
        "Anna lost 1/4 of her marbles, and now she has 25 marbles left. How many marbles did she have originally?",
        None,
    ),
    (
        "Anna lost 1/4 of her marbles, and now she has 24 stickers left. How many marbles did she have originally?",
        None,
    ),
    (
        "Tapanga and Corey have 66 candies together. However, Tapanga has 8 more candies than Corey. How many candies does Corey have?",
        29,
    ),
    (
        "Tapanga and Corey have 66 candies together. However, Tapanga has 8 more candies than Corey. How many candies does Tapanga have?",
        37,
    ),
    (
        "Tapanga and Corey have 66 candies together. However, Tapanga has 8 fewer candies than Corey. How many candies does Corey have?",
        37,
    ),
    (
        "Tapanga and Corey have 67 candies together. However, Tapanga has 8 more candies than Corey. How many candies does Corey have?",
        None,
    ),
    (
        "Tapanga and Corey have 66 candies together. However, Tapanga has 8 more cookies than Corey. How many candies does Corey have?",
        None,
    ),
    (
        "Tapanga and Corey have 66 candies together. However, Tapanga has 8 more candies than Mia. How many candies does Corey have?",
        None,
    ),
    (
        "Tapanga and Corey have 66 candies together. However, Tapanga has twice as many candies as Corey. How many candies does Corey have?",
        22,
    ),
    (
        "Tapanga and Corey have 66 candies together. However, Tapanga has 8 more candies than Corey. Tapanga eats 5 candies. How many candies does Tapanga have?",
        32,
    ),
    (
        "Tapanga and Corey had 66 candies together. However, Tapanga has 8 more candies than Corey. How many candies does Corey have?",
        29,
    ),
    (
        "Tapanga and Corey have 66 candies together. Mia has 8 candies. How many candies does Corey have?",
        None,
    ),
    (
        "Tapanga, Mia and Corey have 66 candies together. However, Tapanga has 8 more candies than Corey. How many candies does Corey have?",
        None,
    ),
    (
        "Tapanga and Corey have 66 candies together. However, Tapanga has 8 more candies than Corey. How many more candies does Tapanga have than Corey?",
        8,
    ),
    (
        "Sarah had some trucks. She gave 13 to Jeff, and now she has 38 trucks left. How many trucks did Sarah have to start with?",
        51,
    ),
    (
        "Sarah had some trucks. She got 13 from Jeff, and now she has 38 trucks. How many trucks did Sarah have to start with?",
        25,
    ),
    (
        "Sarah had some trucks. She gave 13 to Jeff, and now she has 38 trucks left. How many trucks does Jeff have?",
        None,
    ),
    (
        "Sarah had some trucks. She gave 13 to Jeff, and now she has 38 trucks left. How many trucks did Jeff have to start with?",
        None,
    ),
    (
        "Sarah had some trucks. She gave 13 to Jeff, and now she has 38 cars left. How many trucks did Sarah have to start with?",
        None,
    ),
    (
        "Sarah had some trucks. Jeff gave 13 to her, and now she has 38 trucks. How many trucks did Sarah have to start with?",
        25,
    ),
    (
        "Sarah had some trucks. She gave 13 to Jeff and 5 to Tom, and now she has 38 trucks left. How many trucks did Sarah have to start with?",
        56,
    ),
    (
        "Sarah had some trucks. She gave 13 to Jeff, and now Jeff has 38 trucks. How many trucks did Sarah have to start with?",
        None,
    ),
    (
        "Sarah had some trucks. She gave half of them to Jeff, and now she has 38 trucks left. How many trucks did Sarah have to start with?",
        76,
    ),
    (
        "Sarah had some trucks. She gave 13 to Jeff. How many trucks did Sarah have to start with?",
        None,
    ),
    # --- unknowns_start: a part continued by a count ---
    (
        "Tom gave away half of his marbles and then 3 more than that. He has 12 marbles left. How many marbles did he have at first?",
        None,
    ),
    (
        "Tom gave away half of his marbles and then 3 more to Ann. He has 12 marbles left. How many marbles did he have at first?",
        30,
    ),
    (
        "Tom gave away half of his marbles and then found 3 more. He has 12 marbles left. How many marbles did he have at first?",
        18,
    ),
    (
        "Tom gave away half of his marbles and then 3 more. He has 12 marbles left. How many marbles did he give away?",
        18,
    ),
    (
        "Tom gave away half of his marbles and then 3 more. Ann has 12 marbles left. How many marbles did Tom have at first?",
        None,
    ),
    (
        "Tom gave away half of his marbles and then 3 more. He has 12 marbles left. How many marbles does Ann have?",
        None,
    ),
    (
        "Tom gave half of his marbles to Ann and then 3 more to Ben. He has 12 marbles left. How many marbles did Tom have at first?",
        30,
    ),
    (
        "Tom gave half of his marbles to Ann and then 3 more to Ben. He has 12 marbles left. How many marbles did Ann get?",
        15,
    ),
    (
        "Tom gave away half of his marbles and 3 stickers. He has 12 marbles left. How many marbles did he have at first?",
        None,
    ),
    (
        "Tom gave away half of his marbles and then 3 more. He has 12 stickers left. How many marbles did he have at first?",
        None,
    ),
    (
        "Ann spent 1/3 of her money on a book and $20 on a hat. She has $40 left. How much money did she have at first?",
        90,
    ),
    (
        "Ann spent 1/3 of her money on a book and $20 on a hat. She has $40 left. How much did the book cost?",
        30,
    ),
    (
        "Ann spent 1/3 of her money on a book and $20 on a hat. She has $40 left. How much did she spend in all?",
        50,
    ),
    (
        "Ann spent 1/3 of her money on a book and 1/4 on a hat. She has $40 left. How much money did she have at first?",
        None,
    ),
    (
        "Ann spent 1/3 of her money on a book and $20 on a hat. Her brother has $40 left. How much money did she have at first?",
        None,
    ),
    (
        "Ann spent 1/3 of her money on a book and earned $20. She has $40 left. How much money did she have at first?",
        30,
    ),
    (
        "Ann spent 1/3 of her money on a book and $20 on a hat. She has 40 cents left. How much money did she have at first?",
        None,
    ),
    (
        "Ann spent 1/3 of her money on a book and $20 on a hat. She has $41 left. How much money did she have at first?",
        Fraction(183, 2),
    ),
    (
        "Ann spent 1/3 of her money on a book and then $20 on a hat. She has $40 left. How much money did she have at first?",
        90,
    ),
    (
        "Ann spent $20 on a hat and 1/3 of her money on a book. She has $40 left. How much money did she have at first?",
        None,
    ),
    (
        "Ann spent $20 on a hat and then 1/3 of the rest on a book. She has $40 left. How much money did she have at first?",
        80,
    ),
    # --- unknowns_start rows: left with, now has, an additional ---
    ("Tom had $50. He bought a toy and was left with $15. How much did the toy cost?", 35),
    ("Tom had $50. He bought a toy. He was left with $15. How much did the toy cost?", 35),
    ("Tom had $50. He was left with $15 after buying a toy. How much did the toy cost?", 35),
    ("Tom had $50. He spent $20. He was left with $30. How much money does Tom have?", 30),
    ("Tom had $50. He spent $20 and was left with $30. How much money does Tom have?", 30),
    ("Tom had $50. He spent $20 and was left with $30. How much did Tom spend?", 20),
    ("Tom had $50. Ann was left with $15. How much money does Tom have?", 50),
    (
        "Tom had some money. He spent $20 on a book and an additional $10 on pens. He was left with $15. How much money did Tom have at first?",
        45,
    ),
    (
        "Tom had some money. He spent $20 on a book and an additional $10 on pens. He was left with $15. How much did he spend on pens?",
        10,
    ),
    (
        "Tom had some money. He spent $20 on a book and an additional $10 on pens. He was left with $15. How much did he spend?",
        30,
    ),
    (
        "Tom had some money. He spent $20 on a book and his sister spent an additional $10 on pens. He was left with $15. How much money did Tom have at first?",
        None,
    ),
    (
        "Tom had some money. He earned $20 and an additional $10 in tips. He was left with $45. How much money did Tom have at first?",
        15,
    ),
    (
        "Tom had some money. He spent 1/3 of it on a book and an additional $10 on pens. He was left with $30. How much money did Tom have at first?",
        60,
    ),
    (
        "Tom had some money. He spent 1/3 of it on a book. He was left with $30. How much money did Tom have at first?",
        45,
    ),
    (
        "Tom had some apples. He gave 5 apples to Ann and an additional 3 apples to Ben. Now he has 10 apples left. How many apples did Tom have at first?",
        18,
    ),
    (
        "Tom had some apples. He gave 5 apples to Ann and an additional 3 apples. Now he has 10 apples left. How many apples did Tom have at first?",
        18,
    ),
    (
        "Tom had some apples. He gave 5 apples to Ann and an additional 3 apples. Now he has 10 apples left. How many apples does Ann have?",
        None,
    ),
    ("Tom had 20 apples. He ate some. Now he has 12 apples left. How many apples did he eat?", 8),
    ("Tom had 20 apples. He ate some. Now he only has 12 apples. How many apples did he eat?", 8),
    (
        "Tom had 20 apples. He ate some. Now Ann has 12 apples left. How many apples did he eat?",
        None,
    ),
    ("Tom had 20 apples. Now he has 12 apples left. How many apples did he eat?", None),
    (
        "Tom had 20 apples. He ate 3 apples. Now he has 12 apples left. How many apples did he give away?",
        None,
    ),
    (
        "Lucy lost one-third of her money. She then spent one-fourth of the remainder, and only left with $15. How much money did she spend?",
        5,
    ),
    (
        "Lucy had $30. She lost one-third of her money. She then spent one-fourth of the remainder, and only left with $15. How much money did Lucy have at the beginning?",
        30,
    ),
    (
        "Lucy had $40. She lost one-third of her money. She then spent one-fourth of the remainder, and only left with $15. How much money did Lucy have at the beginning?",
        None,
    ),
    (
        "Lucy lost one-third of her money. She then spent one-fourth of the remainder, and only left with $15 and 3 coins. How much money did Lucy have at the beginning?",
        None,
    ),
    (
        "Lucy lost one-third of her marbles. She then gave away one-fourth of the remainder, and was left with 15 marbles. How many marbles did Lucy have at the beginning?",
        30,
    ),
    (
        "Lucy lost one-third of her marbles. She then gave away one-fourth of the remainder, and was left with 16 marbles. How many marbles did Lucy have at the beginning?",
        32,
    ),
    (
        "Lucy lost one-third of her marbles. She then gave away one-fourth of the remainder, and was left with 14 marbles. How many marbles did Lucy have at the beginning?",
        None,
    ),
    (
        "Lucy lost one-third of her marbles. She then found one-fourth of the remainder, and was left with 15 marbles. How many marbles did Lucy have at the beginning?",
        None,
    ),
    # --- a told end that contradicts the changes ---
    ("Tom had $50. He spent $20 and was left with $25. How much money does Tom have?", None),
    ("Tom had $50. He spent $20 and was left with $25. How much did Tom spend?", None),
    ("Tom had $50. He spent $20. Now he has $25 left. How much money does Tom have?", None),
    (
        "Tom had 50 apples. He ate 20 apples. Now he has 25 apples left. How many apples does Tom have?",
        None,
    ),
    (
        "Tom had 50 apples. He ate 20 apples and was left with 25 apples. How many apples did he eat?",
        None,
    ),
    # --- a start told "at first" (start_told) ---
    (
        "Annie buys 8 hamburgers for $4 each. She had $70 at first. How much money does she have left?",
        38,
    ),
    (
        "Annie has some money. She buys 8 hamburgers for $4 each. She had $70 at first. How much money does she have left?",
        38,
    ),
    (
        "Annie has some money. She buys 8 hamburgers for $4 each. She has $70 at first. How much money did she have at first?",
        70,
    ),
    ("Tom gave 5 apples to Ann. He had 20 apples at first. How many apples does Tom have now?", 15),
    (
        "Tom gave 5 apples to Ann. He had 20 apples at first. How many apples did Tom have at first?",
        20,
    ),
    (
        "Tom gave 5 apples to Ann. He had 20 apples originally. How many apples does Tom have now?",
        15,
    ),
    ("Tom gave 5 apples to Ann. He has 20 apples at first. How many apples does Tom have now?", 15),
    (
        "Denise removes 5 bananas from a jar. There were originally 46 bananas in the jar. How many bananas were in the jar at first?",
        46,
    ),
    (
        "Denise removes 5 bananas from a jar. There were originally 46 bananas in the jar. How many bananas are at first in the jar?",
        46,
    ),
    (
        "Denise removes 5 bananas from a jar. There were 46 bananas in the jar at first. How many bananas are in the jar now?",
        41,
    ),
    (
        "Denise removes 5 bananas from a jar. There were 46 bananas in the jar at first. How many bananas are left in the jar?",
        41,
    ),
    (
        "Michael has $42. Michael gives away half the money to his brother. His brother then buys 3 dollars worth of candy. If his brother has $35 at first, how much money, in dollars, did his brother have at first?",
        35,
    ),
    (
        "Michael has $42. Michael gives away half the money to his brother. His brother then buys 3 dollars worth of candy. If his brother had $35 at first, how much money does his brother have now?",
        53,
    ),
    (
        "Sarah had some trucks. She gave 13 to Jeff. She had 51 trucks at first. How many trucks does she have now?",
        38,
    ),
    # --- starts told by words, in other places ---
    (
        "Denise removes 5 bananas from a jar. There were initially 46 bananas in the jar. How many bananas are left in the jar?",
        41,
    ),
    (
        "Denise removes 5 bananas from a jar. The jar had 46 bananas to begin with. How many bananas are left in the jar?",
        41,
    ),
    (
        "Denise removes 5 bananas from a jar. In the beginning, there were 46 bananas in the jar. How many bananas are left in the jar?",
        41,
    ),
    ("Tom gave 5 apples to Ann. Initially, Tom had 20 apples. How many apples does Tom have?", 15),
    (
        "Tom gave 5 apples to Ann. Tom had 20 apples to start with. How many apples does Tom have left?",
        15,
    ),
    (
        "Tom gave 5 apples to Ann. Tom had 20 apples to start with. Ann had 3 apples at first. How many apples does Ann have now?",
        8,
    ),
    ("Tom gave 5 apples to Ann. Ann had 3 apples at first. How many apples does Ann have now?", 8),
    (
        "Tom gave 5 apples to Ann. Ann had 3 apples at first. How many apples does Tom have now?",
        None,
    ),
    (
        "Tom had 20 apples at first. He gave 5 apples to Ann. He had 18 apples at first. How many apples does Tom have now?",
        None,
    ),
    (
        "Tom had 20 apples. He gave 5 apples to Ann. At first, he had 20 apples. How many apples does Tom have now?",
        15,
    ),
    (
        "Tom had 20 apples. He gave 5 apples to Ann. At first, he had 25 apples. How many apples does Tom have now?",
        None,
    ),
    (
        "Tom gave 5 apples to Ann and then bought 10 apples. He had 20 apples at first. How many apples does Tom have now?",
        25,
    ),
    ("Tom gave 5 apples to Ann. He then had 15 apples. How many apples did he have at first?", 20),
    (
        "Tom gave 5 apples to Ann. At first he had 20 apples, and then he bought 10 more. How many apples does Tom have now?",
        25,
    ),
    ("Tom has 20 apples at first and buys 10 more. How many apples does he have at the end?", 30),
    (
        "Tom has 20 apples at first and buys 10 more. How many apples does he have at the beginning?",
        None,
    ),
    # --- unknowns_kinds / unknowns_start ---
    (
        "A farmer has twice as many pigs as cows, and 4 more cows than goats.  If the farmer has 56 animals total, how many goats does he have?",
        11,
    ),
    (
        "A farmer has twice as many pigs as cows, and 4 more cows than goats.  If the farmer has 56 animals total, how many pigs does he have?",
        30,
    ),
    (
        "A farmer has twice as many pigs as cows, and 4 more cows than goats.  If the farmer has 56 animals total, how many cows does he have?",
        15,
    ),
    (
        "A farmer has twice as many pigs as cows, and 4 fewer cows than goats.  If the farmer has 56 animals total, how many goats does he have?",
        17,
    ),
    (
        "A farmer has twice as many pigs as cows, and 4 more cows than goats.  If the farmer has 57 animals total, how many goats does he have?",
        None,
    ),
    (
        "A farmer has twice as many pigs as cows, and 4 more cows than goats. He also has 3 horses. If the farmer has 56 animals total, how many goats does he have?",
        None,
    ),
    (
        "A farmer has twice as many pigs as cows, and 4 more cows than goats. He also has 3 dogs. If the farmer has 56 animals total, how many goats does he have?",
        None,
    ),
    (
        "A farmer has twice as many pigs as cows, and 4 more cows than goats.  If the farmer has 56 pigs total, how many goats does he have?",
        24,
    ),
    (
        "A farmer has twice as many pigs as cows, and 4 more cows than goats.  If the farmer has 56 animals total, how many animals does he have that are not pigs?",
        26,
    ),
    (
        "A farmer has twice as many pigs as cows, and 4 more cows than goats.  If his neighbor has 56 animals total, how many goats does the farmer have?",
        None,
    ),
    (
        "A farmer has twice as many pigs as cows, and 4 more cows than goats.  If the farmer has 56 animals total, how many goats does his neighbor have?",
        None,
    ),
    (
        "A farmer has twice as many pigs as cows, and 4 more cows than goats.  If the farmer has 56 animals, how many goats does he have?",
        11,
    ),
    (
        "A farmer has 56 animals in total. He has twice as many pigs as cows, and 4 more cows than goats. How many goats does he have?",
        11,
    ),
    (
        "A farmer had twice as many pigs as cows, and 4 more cows than goats. He sold 5 pigs. If the farmer has 56 animals total, how many goats does he have?",
        None,
    ),
    (
        "Ann has 15 pens in total. She has twice as many red pens as blue pens. How many blue pens does she have?",
        5,
    ),
    (
        "Ann has 15 pens in total. She has twice as many red pens as blue pens. How many red pens does she have?",
        10,
    ),
    (
        "Ann has 15 pens in total. She has twice as many red pens as blue pens. How many green pens does she have?",
        None,
    ),
    (
        "Ann has 15 pens in total. She has twice as many red pens as blue pens and 3 green pens. How many blue pens does she have?",
        4,
    ),
    (
        "Ann has 16 pens in total. She has twice as many red pens as blue pens. How many blue pens does she have?",
        None,
    ),
    (
        "Ann has 15 pens in total. She has twice as many red pencils as blue pens. How many blue pens does she have?",
        None,
    ),
    (
        "Ann has 15 pens in total. Bob has twice as many red pens as blue pens. How many blue pens does Bob have?",
        None,
    ),
    (
        "Ann has 15 pens in total. She has twice as many red pens as Bob has blue pens. How many blue pens does she have?",
        None,
    ),
    (
        "Brett has 24 more blue marbles than red marbles. He has 5 times as many blue marbles as red marbles. How many red marbles does he have?",
        6,
    ),
    (
        "Brett has 24 more blue marbles than red marbles. He has 5 times as many blue marbles as red marbles. How many blue marbles does he have?",
        30,
    ),
    (
        "Brett has 24 more blue marbles than red marbles. He has 5 times as many blue marbles as red marbles. How many marbles does he have?",
        36,
    ),
    (
        "Brett has 24 fewer blue marbles than red marbles. He has 5 times as many red marbles as blue marbles. How many blue marbles does he have?",
        6,
    ),
    (
        "Brett has 24 more blue marbles than red marbles. He has 5 times as many red marbles as blue marbles. How many red marbles does he have?",
        None,
    ),
    (
        "Brett has 25 more blue marbles than red marbles. He has 5 times as many blue marbles as red marbles. How many red marbles does he have?",
        None,
    ),
    (
        "Brett has 24 more blue marbles than red marbles. Tim has 5 times as many blue marbles as red marbles. How many red marbles does Brett have?",
        None,
    ),
    (
        "Brett has 24 more blue marbles than red marbles. He has 5 times as many blue marbles as red marbles. He gives 2 red marbles to Tim. How many red marbles does he have?",
        4,
    ),
    (
        "Brett has 24 more blue marbles than red marbles. He has 5 times as many blue marbles as green marbles. How many red marbles does he have?",
        None,
    ),
    (
        "Brett has 24 more blue marbles than red marbles. He has 5 times as many blue marbles as red marbles. How many red marbles does Tim have?",
        None,
    ),
    (
        "Brett has 24 more blue marbles than red marbles. He has half as many red marbles as blue marbles. How many red marbles does he have?",
        24,
    ),
    (
        "Brett has 24 more blue marbles than red marbles. He has 5 more blue marbles than red marbles. How many red marbles does he have?",
        None,
    ),
    (
        "Jack is making flower crowns out of red, pink and white daisies. There are nine times as many pink daisies as white daisies and three less than four times as many red daisies as pink daisies. If there are 6 white daisies, how many daisies are there total?",
        273,
    ),
    (
        "Jack is making flower crowns out of red, pink and white daisies. There are nine times as many pink daisies as white daisies and three less than four times as many red daisies as pink daisies. If there are 6 white daisies, how many red daisies are there?",
        213,
    ),
    (
        "Jack is making flower crowns out of red, pink and white daisies. There are nine times as many pink daisies as white daisies and three more than four times as many red daisies as pink daisies. If there are 6 white daisies, how many daisies are there total?",
        279,
    ),
    (
        "Jack is making flower crowns out of red, pink and white daisies. There are nine times as many pink daisies as white daisies and three less than four times as many red daisies as pink daisies. If there are 6 white daisies, how many pink daisies are there?",
        54,
    ),
    (
        "Jack is making flower crowns out of red, pink and white daisies. There are nine times as many pink daisies as white daisies and three less than four times as many red daisies as pink daisies. If there are 6 white roses, how many daisies are there total?",
        None,
    ),
    (
        "Jack is making flower crowns out of red, pink and white daisies. There are nine times as many pink daisies as white daisies and three less than four times as many red daisies as pink daisies. If there are 6 white daisies, how many roses are there total?",
        None,
    ),
    (
        "Jack is making flower crowns out of red, pink and white daisies. There are nine times as many pink daisies as white daisies and three less than four times as many red daisies as pink daisies. If there are 6 white daisies, how many daisies are not red?",
        60,
    ),
    (
        "Jack is making flower crowns out of red, pink and white daisies. There are nine times as many pink daisies as white daisies and three less than four times as many red daisies as pink daisies. If there are 54 pink daisies, how many daisies are there total?",
        273,
    ),
    (
        "Jack is making flower crowns out of red, pink and white daisies. There are nine times as many pink daisies as white daisies. If there are 6 white daisies, how many daisies are there total?",
        None,
    ),
    (
        "Frank spent 1/5 of his money to buy groceries. He then spent 1/4 of the remaining money to buy a magazine. If he had $360 left in his wallet, how much money did he have at first?",
        600,
    ),
    (
        "Frank spent 1/5 of his money to buy groceries. He then spent 1/4 of his money to buy a magazine. If he had $360 left in his wallet, how much money did he have at first?",
        Fraction(7200, 11),
    ),
    (
        "Frank spent 1/5 of his money to buy groceries. He then spent 1/4 of the remaining money to buy a magazine. If he had $360 left in his wallet, how much money did he spend on groceries?",
        120,
    ),
    (
        "Frank spent 1/5 of his money to buy groceries. He then spent 1/4 of the remaining money to buy a magazine. If he had $360 left in his wallet, how much money did he spend on the magazine?",
        120,
    ),
    (
        "Frank spent 1/5 of his money to buy groceries. He then spent 1/4 of the remaining money to buy a magazine. If he had $360 left in his wallet, how much money did he spend in all?",
        240,
    ),
    (
        "Frank spent 1/5 of his money to buy groceries. He then spent $40 to buy a magazine. If he had $360 left in his wallet, how much money did he have at first?",
        500,
    ),
    (
        "Frank spent 1/5 of his money to buy groceries. He then spent 1/4 of the remaining money to buy a magazine. His sister had $360 left in her wallet. How much money did he have at first?",
        None,
    ),
    (
        "Frank spent 1/5 of his money to buy groceries. He then spent 1/4 of the remaining money to buy a magazine. If he had $360 left in his wallet, how much money did his sister have at first?",
        None,
    ),
    (
        "Frank earned 1/5 of his money mowing lawns. He then spent 1/4 of the remaining money to buy a magazine. If he had $360 left in his wallet, how much money did he have at first?",
        None,
    ),
    (
        "Frank spent 1/5 of his money to buy groceries. His mother gave him $40. He then spent 1/4 of the remaining money to buy a magazine. If he had $360 left in his wallet, how much money did he have at first?",
        None,
    ),
    (
        "Frank spent 1/5 of his money to buy groceries. He then spent 1/4 of the remaining money to buy a magazine. If he had $360 left in his wallet, how much money did he have after buying groceries?",
        480,
    ),
    (
        "Frank spent 20% of his money to buy groceries. He then spent 25% of the remaining money to buy a magazine. If he had $360 left in his wallet, how much money did he have at first?",
        600,
    ),
    (
        "Frank spent 1/5 of his money to buy groceries. He then spent 1/4 of the remaining money to buy a magazine. If he had $361 left in his wallet, how much money did he have at first?",
        None,
    ),
    (
        "Josh has some money. He spent $1.75 on a drink, and then spent another $1.25. If he had $6 left, how much money, in dollars, did Josh have at first?",
        9,
    ),
    (
        "Josh has some money. He spent $1.75 on a drink, and then earned another $1.25. If he had $6 left, how much money, in dollars, did Josh have at first?",
        Fraction(13, 2),
    ),
    (
        "Josh has some money. He spent $1.75 on a drink, and then spent another $1.25. If he had $6 left, how much money, in dollars, did Josh spend?",
        3,
    ),
    (
        "Josh has some money. He spent $1.75 on a drink, and then spent another $1.25. If he had $6 left, how much money, in dollars, did his brother have at first?",
        None,
    ),
    (
        "Josh has some money. He spent $1.75 on a drink, and then his brother spent another $1.25. If he had $6 left, how much money, in dollars, did Josh have at first?",
        None,
    ),
    (
        "Josh has some money. He spent $1.75 on a drink, and then spent another $1.25. If he had 6 cents left, how much money, in dollars, did Josh have at first?",
        None,
    ),
    (
        "Josh has some money. He spent $1.75 on a drink, and then spent another $1.25. How much money, in dollars, did Josh have at first?",
        None,
    ),
    (
        "Josh has some money. He spent $1.75 on a drink, and then spent another $1.25. If he had $6 left, how much money does he have now?",
        6,
    ),
    (
        "Josh has some money. He spent $1.75 on a drink, and then spent another $1.25. If he had $6 left, how many drinks did he buy?",
        None,
    ),
    (
        "Sandy sold half of her comic books and then bought 6 more. She now has 13. How many did she begin with ?",
        14,
    ),
    (
        "Sandy sold half of her comic books and then bought 6 more. She now has 14. How many did she begin with ?",
        16,
    ),
    (
        "Sandy sold half of her comic books and then bought 6 more. She now has 14. How many did she sell ?",
        8,
    ),
    (
        "Sandy bought half of her comic books and then sold 6 more. She now has 13. How many did she begin with ?",
        None,
    ),
    (
        "Sandy sold half of her comic books and then sold 6 more. She now has 13. How many did she begin with ?",
        38,
    ),
    (
        "Sandy sold half of her comic books and then bought 6 more. She now has 12. How many did she begin with ?",
        12,
    ),
    (
        "Sandy sold half of her comic books and then bought 6 more. She now has 5. How many did she begin with ?",
        None,
    ),
    (
        "Sandy sold a third of her comic books and then bought 6 more. She now has 14. How many did she begin with ?",
        12,
    ),
    (
        "Sandy sold half of her comic books and then bought 6 more. She now has 13 comic books. How many comic books did she begin with ?",
        14,
    ),
    (
        "Sandy sold half of her comic books and then bought 6 more. Her brother now has 13. How many did she begin with ?",
        None,
    ),
    (
        "Sandy sold half of her comic books and then bought 6 more. She now has 13. How many did her brother begin with ?",
        None,
    ),
    (
        "Sandy gave her brother half of her comic books and then bought 6 more. She now has 13. How many did she begin with ?",
        14,
    ),
    (
        "Sandy sold half of her comic books and then bought 6 more. She now has 13. How many does she have now ?",
        13,
    ),
    (
        "Sandy sold half of her comic books and then bought 6 more. She now has 13 novels. How many comic books did she begin with ?",
        None,
    ),
    (
        "Sandy sold half of her comic books and then bought 6 novels. She now has 13 comic books. How many comic books did she begin with ?",
        None,
    ),
    # --- totals over they / kinds of one holder ---
    (
        "Lisa and Ana were shopping with Mia. Lisa has 18 more dresses than Ana. Together, they have 48 dresses. How many dresses does Ana have?",
        None,
    ),
    (
        "Lisa was shopping with Mia. Lisa has 18 more dresses than Ana. Together, they have 48 dresses. How many dresses does Ana have?",
        None,
    ),
    (
        "Lisa has 18 more dresses than Ana. Mia has some dresses. Together, they have 48 dresses. How many dresses does Ana have?",
        None,
    ),
    (
        "Lisa has 18 more dresses than Ana. Mia has 4 hats. Together, they have 48 dresses. How many dresses does Ana have?",
        None,
    ),
    (
        "Lisa has 18 more dresses than Ana. Together, Lisa and Mia have 48 dresses. How many dresses does Ana have?",
        None,
    ),
    (
        "Lisa has 18 more dresses than Ana. There are 48 dresses in the closet. How many dresses does Ana have?",
        None,
    ),
    (
        "Lisa has 18 more dresses than Ana. There are 48 dresses in total. How many dresses does Ana have?",
        15,
    ),
    (
        "Lisa has 18 more dresses than Ana. There are 48 dresses in total. Mia has 6 dresses. How many dresses does Ana have?",
        12,
    ),
    (
        "Lisa has 18 more dresses than Ana. Together, they have 48 dresses. Lisa's mother bought her 4 more dresses. How many dresses does Lisa have?",
        37,
    ),
    (
        "Lisa has 18 more dresses than Ana's sister. Together, they have 48 dresses. How many dresses does Ana have?",
        None,
    ),
    (
        "Lisa has 18 more dresses than Ana. Together, they have 48 dresses. How many dresses does Ana's sister have?",
        None,
    ),
    (
        "Lisa has 18 more dresses than Ana. Together, they have 48 skirts. How many dresses does Ana have?",
        None,
    ),
    (
        "Lisa has 18 more red dresses than Ana. Together, they have 48 dresses. How many dresses does Ana have?",
        None,
    ),
    (
        "Lisa has 18 more dresses than Ana. Together, they have 48 red dresses. How many dresses does Ana have?",
        None,
    ),
    (
        "Lisa has 18 more dresses than Ana. Together, they have 48 clothes. How many dresses does Ana have?",
        None,
    ),
    (
        "Lisa has twice as many dresses as Ana. Together, they have 48 dresses. How many dresses does Ana have?",
        16,
    ),
    (
        "Lisa has twice as many dresses as Ana. Together, they have 48 dresses. How many dresses did Ana have at first?",
        16,
    ),
    (
        "Lisa has twice as many dresses as Ana. Together, they have 48 dresses. Ana gives 4 dresses to Lisa. How many dresses does Lisa have?",
        36,
    ),
    (
        "Lisa has twice as many dresses as Ana. Together, they have 48 dresses. How many dresses would they have if Ana bought 4 more?",
        None,
    ),
    (
        "Lisa has twice as many dresses as Ana. Together, they have 48 dresses. How many dresses does Lisa have more than Ana?",
        16,
    ),
    (
        "Lisa has twice as many dresses as Ana has skirts. Together, they have 48 dresses. How many dresses does Ana have?",
        None,
    ),
    (
        "Lisa has 3 times as many dresses as Ana and 2 times as many dresses as Mia. Together, they have 66 dresses. How many dresses does Ana have?",
        12,
    ),
    (
        "Lisa has 3 times as many dresses as Ana and 2 times as many dresses as Mia. Together, Lisa and Ana have 48 dresses. How many dresses does Mia have?",
        18,
    ),
    (
        "Lisa spent twice as much money as Ana. Together, they spent $48. How much money did Ana spend?",
        16,
    ),
    (
        "Lisa has twice as much money as Ana. Together, they spent $48. How much money does Ana have?",
        None,
    ),
    (
        "Lisa earns twice as much money as Ana. Together, they have $48. How much money does Ana have?",
        None,
    ),
    (
        "Lisa is twice as old as Ana. Together, they have 48 dresses. How many dresses does Ana have?",
        None,
    ),
    (
        "Lisa has 18 more dresses than Ana. Ana has 15 dresses. Together, they have 48 dresses. How many dresses does Lisa have?",
        33,
    ),
    (
        "Lisa has 18 more dresses than Ana. Ana has 16 dresses. Together, they have 48 dresses. How many dresses does Lisa have?",
        None,
    ),
    (
        "A farmer has 3 times as many cows as horses. He has 24 animals. How many horses does he have?",
        6,
    ),
    (
        "A farmer has 3 times as many cows as horses. He has 24 animals and 5 dogs. How many horses does he have?",
        None,
    ),
    (
        "A farmer has 3 times as many cows as horses. He also has some chickens. He has 24 animals. How many horses does he have?",
        None,
    ),
    (
        "A farmer has 3 times as many cows as horses. He has 24 animals in total. How many cows does his neighbor have?",
        None,
    ),
    (
        "A farmer has 3 times as many cows as horses. His wife has 24 animals in total. How many horses does he have?",
        None,
    ),
    (
        "A farmer has 3 times as many cows as horses. He has 24 cows and horses. How many horses does he have?",
        6,
    ),
    (
        "A farmer has 3 times as many cows as horses. He has 24 pets in total. How many horses does he have?",
        None,
    ),
    (
        "A farmer has 3 times as many cows as horses. He has 24 legs in total. How many horses does he have?",
        None,
    ),
    (
        "A farmer has 3 times as many cows as horses. He has 24 animals in total. He bought 2 more horses. How many horses does he have?",
        8,
    ),
    (
        "A farmer has 3 times as many cows as horses. He had 24 animals in total last year. How many horses does he have?",
        None,
    ),
    (
        "A zoo has 3 times as many lions as tigers. The zoo has 24 cats in total. How many tigers does the zoo have?",
        None,
    ),
    (
        "Ann has 3 times as many red pens as blue pens. She has 24 pens in total. How many blue pens does she have?",
        6,
    ),
    (
        "Ann has 3 times as many red pens as blue pens. She has 24 pencils in total. How many blue pens does she have?",
        None,
    ),
    (
        "Ann has 3 times as many red pens as blue pens. She has 24 pens in total, including 4 green pens. How many blue pens does she have?",
        5,
    ),
    (
        "Ann has 3 times as many red pens as blue pens. She has 4 green pens. She has 24 pens in total. How many blue pens does she have?",
        5,
    ),
    (
        "Ann has 3 times as many red pens as blue pens. Tom has 4 green pens. She has 24 pens in total. How many blue pens does she have?",
        6,
    ),
    (
        "Ann has 3 times as many red pens as blue pens. She has 24 pens in total. How many red pens does Tom have?",
        None,
    ),
    (
        "Ann has 3 times as many red pens as blue pens. She has 24 pens in total. How many pens are not red?",
        6,
    ),
    (
        "Ann has 3 times as many red pens as blue pens. She has 24 pens in total. How many more red pens than blue pens does she have?",
        12,
    ),
    (
        "Ann has 3 times as many red pens as blue pens. She has 24 pens in total. She lost 2 blue pens. How many blue pens does she have?",
        4,
    ),
    (
        "Ann has 3 times as many red pens as blue pens. She has 24 pens in total. She lost 7 blue pens. How many blue pens does she have?",
        None,
    ),
    # --- totals: distractors and hypernyms ---
    (
        "A farmer has twice as many pigs as cows. He also has a dog. He has 31 animals total. How many cows does he have?",
        10,
    ),
    (
        "A farmer has twice as many pigs as cows. He also has a tractor. He has 30 animals total. How many cows does he have?",
        10,
    ),
    (
        "A farmer has twice as many pigs as cows. His neighbor has 5 cows. He has 30 animals total. How many cows does he have?",
        10,
    ),
    (
        "A farmer has twice as many pigs as cows. His neighbor has 5 cows. There are 30 animals total. How many cows does the farmer have?",
        None,
    ),
    (
        "A farmer has twice as many pigs as cows. There are 30 animals on the farm. How many cows does he have?",
        None,
    ),
    (
        "Barbeck has two times as many guitars as Steve. The store has 12 guitars. If there are 27 guitars altogether, how many guitars does Steve have?",
        5,
    ),
    (
        "Barbeck has two times as many guitars as Steve. If there are 27 guitars altogether, how many guitars does Steve have?",
        9,
    ),
    (
        "Barbeck has two times as many guitars as Steve. Davey has some guitars. If there are 27 guitars altogether, how many guitars does Steve have?",
        None,
    ),
    (
        "Barbeck has two times as many guitars as Steve. Davey has 3 drums. If there are 27 guitars altogether, how many guitars does Steve have?",
        9,
    ),
    (
        "Barbeck has two times as many guitars as Steve. If there are 27 instruments altogether, how many guitars does Steve have?",
        None,
    ),
    (
        "Barbeck has two times as many guitars as Steve and 3 drums. If there are 27 guitars altogether, how many guitars does Steve have?",
        9,
    ),
    (
        "Barbeck has two times as many guitars as Steve. If there are 27 guitars in the store, how many guitars does Steve have?",
        None,
    ),
    (
        "Barbeck has two times as many guitars as Steve. If there were 27 guitars altogether last year, how many guitars does Steve have?",
        None,
    ),
    (
        "James has 7 more than 4 times the number of Oreos Jordan has. If there are 52 cookies total, how many does Jordan have?",
        None,
    ),
    (
        "James has 7 more than 4 times the number of Oreos Jordan has. Mia has 10 Oreos. If there are 62 Oreos total, how many does Jordan have?",
        9,
    ),
    (
        "James has 7 more than 4 times the number of Oreos Jordan has. If there are 52 Oreos total, how many does Mia have?",
        None,
    ),
    (
        "James has 7 more than 4 times the number of Oreos Jordan has. If James and Jordan have 52 Oreos in total, how many does Jordan have?",
        9,
    ),
    (
        "James has 7 more than 4 times the number of Oreos Jordan has. If James has 52 Oreos in total, how many does Jordan have?",
        None,
    ),
    (
        "James ate 7 more than 4 times the number of Oreos Jordan ate. If they ate 52 Oreos total, how many did Jordan eat?",
        9,
    ),
    (
        "James has 7 more than 4 times the number of Oreos Jordan has. If there are 52 Oreos total, how many Oreos did Jordan eat?",
        None,
    ),
    (
        "Brett has 24 more blue marbles than red marbles. He has 5 times as many blue marbles as red marbles. Ann has 3 red marbles. How many red marbles do Brett and Ann have?",
        9,
    ),
    (
        "Brett has 24 more blue marbles than red marbles. He has 5 times as many blue marbles as red marbles. How many marbles does Ann have?",
        None,
    ),
    (
        "Brett has 24 more blue marbles than red marbles. He has 5 times as many blue marbles as red marbles. He also has some green marbles. How many marbles does he have?",
        None,
    ),
    (
        "Brett has 24 more blue marbles than red marbles. He has 5 times as many blue marbles as red marbles. He also has 4 green marbles. How many marbles does he have?",
        40,
    ),
    (
        "Brett has 24 more blue marbles than red marbles and 5 times as many blue marbles as red marbles. How many red marbles does he have?",
        6,
    ),
    (
        "Ann has 15 pens in total. She has twice as many red pens as blue pens. Tom has 4 blue pens. How many blue pens do Ann and Tom have?",
        9,
    ),
    (
        "Ann has 15 pens and pencils in total. She has twice as many pens as pencils. How many pencils does she have?",
        5,
    ),
    (
        "Ann has 15 pens in total. She has twice as many pens as pencils. How many pencils does she have?",
        None,
    ),
    (
        "Ann has 15 things in total. She has twice as many pens as pencils. How many pencils does she have?",
        None,
    ),
    (
        "Ann has 15 school supplies in total. She has twice as many pens as pencils. How many pencils does she have?",
        None,
    ),
    (
        "Ann has 15 pets in total. She has twice as many dogs as cats. How many cats does she have?",
        None,
    ),
    (
        "Ann has 15 animals in total. She has twice as many dogs as cats. How many cats does she have?",
        5,
    ),
    (
        "Ann has 15 animals in total. She has twice as many dogs as cats and a parrot. How many cats does she have?",
        None,
    ),
    (
        "Ann has 15 animals in total. She has twice as many dogs as cats. She also has 3 fish. How many cats does she have?",
        4,
    ),
    (
        "Ann has 15 animals in total. She has twice as many dogs as cats. She also has 3 toys. How many cats does she have?",
        5,
    ),
    # --- sums of their ages: who they are ---
    (
        "Gabriel and Frank were playing with Sam. Gabriel is 3 years younger than Frank. The current total of their ages right now is 17. What is Frank's age?",
        None,
    ),
    (
        "Gabriel was playing with Sam. Gabriel is 3 years younger than Frank. The current total of their ages right now is 17. What is Frank's age?",
        None,
    ),
    (
        "Gabriel is 3 years younger than Frank. Their friend Sam is 10 years old. The current total of their ages right now is 17. What is Frank's age?",
        None,
    ),
    (
        "Gabriel is 3 years younger than Frank. Sam is 10 years old. The current total of their ages right now is 27. What is Frank's age?",
        10,
    ),
    (
        "Gabriel is 3 years younger than Frank. Sam has 10 apples. The current total of their ages right now is 17. What is Frank's age?",
        10,
    ),
    (
        "Gabriel is 3 years younger than Frank. Gabriel's mother is 40 years old. The current total of their ages right now is 17. What is Frank's age?",
        None,
    ),
    (
        "Gabriel is 3 years younger than Frank. In 2 years, the sum of their ages will be 21. What is Frank's age?",
        10,
    ),
    (
        "Gabriel is 3 years younger than Frank. In 2 years, the sum of their ages will be 22. What is Frank's age?",
        Fraction(21, 2),
    ),
    (
        "Gabriel is 3 years younger than Frank. In 2 years, the sum of their ages will be 21. How old will Frank be in 2 years?",
        12,
    ),
    (
        "Gabriel is 3 years younger than Frank. In 20 years, the sum of their ages will be 21. What is Frank's age?",
        None,
    ),
    (
        "Ryanne is 7 years older than Hezekiah. Together Ryanne's and Hezekiah's ages equal 15 years. How old is their mother?",
        None,
    ),
    (
        "Ryanne is 7 years older than Hezekiah. Together Ryanne's and Tom's ages equal 15 years. How many years old is Hezekiah?",
        None,
    ),
    (
        "The sum of Cooper's, Dante's, and Maria's ages is 31. Dante is twice as old as Cooper. Maria is one year older than Dante. How old will Cooper be in 4 years?",
        10,
    ),
    (
        "The sum of Cooper's, Dante's, and Maria's ages was 31 last year. Dante is twice as old as Cooper. Maria is one year older than Dante. How old is Cooper?",
        None,
    ),
    (
        "The sum of Cooper's, Dante's, and Maria's ages is 31. Dante is twice as old as Cooper. Maria is one year older than Dante. Ann is 5. How old is Cooper?",
        6,
    ),
    # --- their combined age after a smaller group ---
    (
        "Adam and Tom are brothers. Adam is 8 years old and Tom is 12 years old. Their sister Ann is 5 years old. In how many years will their combined age be 40 years old?",
        None,
    ),
    (
        "Adam and Tom are brothers. Adam is 8 years old and Tom is 12 years old. Ann is 5 years old. In how many years will their combined age be 40 years old?",
        None,
    ),
    (
        "Adam is 8 years old and Tom is 12 years old. Their sister Ann is 5 years old. In how many years will their combined age be 40 years old?",
        None,
    ),
    (
        "Adam is 8 years old and Tom is 12 years old. In how many years will their combined age be 40 years old?",
        10,
    ),
    (
        "Adam and Tom went to the park with Ann. Adam is 8 years old and Tom is 12 years old. In how many years will their combined age be 40 years old?",
        None,
    ),
    # --- their total age: relations name members ---
    (
        "Jed is 10 years older than Matt. In 10 years, Jed will be 25 years old. What is the sum of their present ages?",
        20,
    ),
    (
        "Sam is twice as old as Sue. Kendra is 3 times as old as Sam. If Kendra is currently 18, what will be their total age in 3 years?",
        36,
    ),
    (
        "Sam is twice as old as Sue. Kendra is 3 times as old as Sam. Their friend Tim is 4. If Kendra is currently 18, what will be their total age in 3 years?",
        None,
    ),
    (
        "Sam is twice as old as Sue. Kendra is 3 times as old as Sam. Tim is 4. If Kendra is currently 18, what will be their total age in 3 years?",
        43,
    ),
    # --- the newest answers: combined age, fishing, restaurant groups, teams ---
    (
        "Adam and Tom are brothers. Adam is 8 years old and Tom is 12 years old. In how many years will their combined age be 44 years old?",
        12,
    ),
    (
        "Adam and Tom are brothers. Adam is 8 years old and Tom is 12 years old. In how many years will their combined age be 45 years old?",
        None,
    ),
    (
        "Adam and Tom are brothers. Adam is 8 years old and Tom is 12 years old. In how many years will their combined age be 10 years old?",
        None,
    ),
    (
        "Adam and Tom are brothers. Adam is 8 years old and Tom is 12 years old. Their sister Ann is 5 years old. In how many years will their combined age be 44 years old?",
        None,
    ),
    (
        "Adam, Tom and Ann are siblings. Adam is 8 years old, Tom is 12 years old and Ann is 6 years old. In how many years will their combined age be 44 years old?",
        6,
    ),
    (
        "Adam and Tom are brothers. Adam is 8 years old and Tom is 4 years older. In how many years will their combined age be 44 years old?",
        12,
    ),
    (
        "Adam and Tom are brothers. Adam is 8 years old. In how many years will their combined age be 44 years old?",
        None,
    ),
    (
        "Adam and Tom are brothers. Adam is 8 years old and Tom is 12 years old. How many years ago was their combined age 10 years?",
        5,
    ),
    (
        "Adam and Tom are brothers. Adam is 8 years old and Tom is 12 years old. In how many years will Adam be 20 years old?",
        12,
    ),
    (
        "Leo and Agrey went fishing. Agrey caught 20 more fish than Leo. If Leo caught 40 fish, what's the total number of fish they caught together?",
        100,
    ),
    (
        "Leo and Agrey went fishing. Agrey caught 20 fewer fish than Leo. If Leo caught 40 fish, what's the total number of fish they caught together?",
        60,
    ),
    (
        "Leo and Agrey went fishing. Agrey caught 20 more fish than Leo. If Agrey caught 40 fish, what's the total number of fish they caught together?",
        60,
    ),
    (
        "Leo and Agrey went fishing. Agrey caught 20 more fish than Leo. If Leo caught 40 fish, what's the number of fish Agrey caught?",
        60,
    ),
    (
        "Leo and Agrey went fishing with Sam. Agrey caught 20 more fish than Leo. If Leo caught 40 fish, what's the total number of fish they caught together?",
        None,
    ),
    (
        "Leo and Agrey went fishing. Agrey caught 20 more fish than Leo. Sam caught 5 fish. If Leo caught 40 fish, what's the total number of fish they caught together?",
        105,
    ),
    (
        "Leo and Agrey went fishing. Agrey caught 20 more fish than Leo. If Leo caught 40 fish, what's the total number of crabs they caught together?",
        None,
    ),
    (
        "Leo and Agrey went fishing. Agrey caught twice as many fish as Leo. If Leo caught 40 fish, what's the total number of fish they caught together?",
        120,
    ),
    (
        "Leo and Agrey went fishing. Agrey caught 20 more fish than Leo. If Leo caught 40 fish and released 10, what's the total number of fish they caught together?",
        100,
    ),
    (
        "At Billy's Restaurant a group with 2 adults and 5 children came in to eat. If each meal cost 3 dollars, how much was the bill?",
        21,
    ),
    (
        "At Billy's Restaurant a group with 2 adults and 5 children came in to eat. If each adult meal cost 3 dollars, how much was the bill?",
        None,
    ),
    (
        "At Billy's Restaurant a group with 2 adults and 5 children came in to eat. If each meal cost 3 dollars and kids eat free, how much was the bill?",
        6,
    ),
    (
        "At Billy's Restaurant a group with 2 adults and 5 children came in to eat. If each meal cost 3.50 dollars, how much was the bill?",
        Fraction(49, 2),
    ),
    (
        "At Billy's Restaurant a group with 2 adults and 5 children came in to eat. If each meal cost 3 dollars, how many people came in?",
        7,
    ),
    (
        "At Billy's Restaurant a group with 2 adults and 5 children came in to eat. Each adult ate 2 meals. If each meal cost 3 dollars, how much was the bill?",
        None,
    ),
    (
        "At Billy's Restaurant a group with 2 adults and 5 children came in to eat. If each drink cost 3 dollars, how much was the bill?",
        None,
    ),
    (
        "At a restaurant each adult meal costs $3 and kids eat free. If a group of 12 people came in and 7 were kids, how much would it cost for the group to eat?",
        15,
    ),
    (
        "At a restaurant each adult meal costs $3 and kids eat free. If a group of 12 people came in and 7 were adults, how much would it cost for the group to eat?",
        21,
    ),
    (
        "At a restaurant each adult meal costs $3 and each kid meal costs $1. If a group of 12 people came in and 7 were kids, how much would it cost for the group to eat?",
        22,
    ),
    (
        "At a restaurant each adult meal costs $3 and kids eat free. If a group of 12 people came in and 13 were kids, how much would it cost for the group to eat?",
        None,
    ),
    (
        "At a restaurant each adult meal costs $3 and kids eat free. If a group of 12 people came in and some were kids, how much would it cost for the group to eat?",
        None,
    ),
    (
        "At a restaurant each adult meal costs $3 and kids eat free. If a group of 12 people came in, how much would it cost for the group to eat?",
        None,
    ),
    (
        "At a restaurant each adult meal costs $3. If a group of 12 people came in and 7 were kids, how much would it cost for the group to eat?",
        None,
    ),
    (
        "At a restaurant each adult meal costs $3 and kids eat free. If a group of 12 people came in and 7 were kids, how many adults came in?",
        5,
    ),
    (
        "At a restaurant each adult meal costs $3 and kids eat free. If a group of 12 people came in and 7 were kids, how much would it cost for the adults to eat?",
        15,
    ),
    (
        "At a restaurant each adult meal costs $3 and kids eat half price. If a group of 12 people came in and 7 were kids, how much would it cost for the group to eat?",
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
        "The Spurs basketball team has 22 players and 2 coaches. Each player has 11 basketballs. How many basketballs do they have in all?",
        None,
    ),
    ("Cade had 87 marbles. He gave 8 to Dylan. How many does he have left?", 79),
    ("Cade had 87 marbles. He gave 8 to Dylan. How many does Dylan have?", None),
    ("Cade had 87 marbles. Dylan gave 8 to him. How many does he have now?", 95),
    # --- kinds a scene names (setting.named_kinds) ---
    (
        "Luke was collecting red and blue marbles. He has 5 red marbles. How many marbles does he have?",
        None,
    ),
    (
        "Luke was collecting red and blue marbles. There are 5 red marbles. How many marbles are there?",
        None,
    ),
    (
        "Luke was collecting red and blue marbles. There are 5 red marbles. How many marbles are there in total?",
        None,
    ),
    (
        "Luke was making crowns out of red, pink and white daisies. There are 5 red daisies and 6 pink daisies. How many daisies are there in total?",
        None,
    ),
    (
        "Luke was making crowns out of red and pink daisies. There are 5 red daisies and 6 pink daisies. How many daisies are there in total?",
        11,
    ),
    (
        "Luke was collecting red and blue marbles. He has 5 red marbles and 3 blue marbles. How many marbles does he have?",
        8,
    ),
    # --- per-unit contents of another kind ---
    (
        "There are 24 bicycles and 14 tricycles in the storage area at Danny's apartment building. Each bicycle has 2 wheels and each tricycle has 3 seats. How many wheels are there in all?",
        None,
    ),
    (
        "There are 24 bicycles and 14 tricycles in the garage. Each bicycle has 2 wheels and each tricycle has 3 seats. How many wheels are there in all?",
        None,
    ),
    (
        "There are 24 bicycles and 14 tricycles in the garage. Each bicycle has 2 wheels. How many wheels are there in all?",
        None,
    ),
    (
        "There are 24 bicycles and 14 tricycles. Each bicycle has 2 wheels and each tricycle has 3 seats. How many wheels are there in all?",
        None,
    ),
    (
        "There are 24 bicycles and 14 tricycles. Each bicycle has 2 wheels and each tricycle has 3 seats. How many wheels are there?",
        None,
    ),
    # --- frames4: ratios, to grade, guests, packs; wheels ---
    (
        "Paige and her friends were recycling paper for their class. For every 4 pounds they recycled they earned one point. If Paige recycled 14 pounds and her friends recycled 2 pounds, how many points did they earn?",
        4,
    ),
    (
        "Paige and her friends were recycling paper for their class. For every 4 pounds they recycled they earned one point. If Paige recycled 14 pounds and her friends recycled 3 pounds, how many points did they earn?",
        None,
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
        "Paige and her friends were recycling paper for their class. For every 4 pounds they recycled they earned one point. If Paige recycled 14 pounds and her friends collected 2 pounds, how many points did they earn?",
        None,
    ),
    (
        "Paige and her friends were recycling paper for their class. For every 4 pounds they recycled they earned one point. If Paige recycled 14 pounds and her friends recycled 2 pounds, how many points did her friends earn?",
        None,
    ),
    (
        "Paige and her friends were recycling paper for their class. For every 4 pounds they recycled they earned one point. Paige recycled 14 pounds and her friends recycled 2 pounds. Paige's brother recycled 4 pounds. How many points did they earn?",
        5,
    ),
    (
        "Paige and her friends were recycling paper for their class. For every 4 pounds they recycled they earned one point. If Paige recycled 14 pounds and her friends recycled 2 pounds, how many points did they lose?",
        None,
    ),
    (
        "Paige and her friends were recycling paper for their class. For every 4 pounds they recycled they earned one point. If Paige recycled 16 pounds, how many points did they earn?",
        4,
    ),
    (
        "Paige and her friends were recycling paper for their class. For every 4 pounds they recycled they earned one point. If Paige recycled 14 pounds and her friends recycled 2 pounds, how many points did they earn in total?",
        4,
    ),
    (
        "Paige and her friends were recycling paper for their class. For every 4 pounds they recycled they earned 3 points. If Paige recycled 14 pounds and her friends recycled 2 pounds, how many points did they earn?",
        12,
    ),
    (
        "Paige and her friends were recycling paper for their class. For every 4 pounds they recycled they earned one point. If Paige recycled 14 pounds and her friends recycled twice as many pounds, how many points did they earn?",
        None,
    ),
    (
        "A teacher had 6 worksheets to grade. If she graded 4, but then another 18 were turned in, how many worksheets would she have to grade?",
        20,
    ),
    (
        "A teacher had 6 worksheets to grade. If she graded 4, but then another 18 were turned in, how many worksheets would she have graded?",
        None,
    ),
    (
        "A teacher had 6 worksheets to grade. If she graded 4, but then 18 were turned in, how many worksheets would she have to grade?",
        None,
    ),
    (
        "A teacher had 6 worksheets to grade. If she graded 7, but then another 18 were turned in, how many worksheets would she have to grade?",
        None,
    ),
    (
        "A teacher had 6 worksheets to grade. If she graded 4, but then another 18 were turned in, how many tests would she have to grade?",
        None,
    ),
    (
        "A teacher had 6 worksheets to grade. If she graded 4 worksheets, but then another 18 worksheets were turned in, how many worksheets would she have to grade?",
        20,
    ),
    (
        "A teacher had 6 worksheets to grade. If her assistant graded 4, but then another 18 were turned in, how many worksheets would she have to grade?",
        None,
    ),
    (
        "A teacher had 6 worksheets to grade. If she graded 4, but then another 18 were turned in, how many worksheets would her assistant have to grade?",
        None,
    ),
    (
        "A teacher had 6 worksheets to grade and 5 tests to grade. If she graded 4, but then another 18 were turned in, how many worksheets would she have to grade?",
        None,
    ),
    (
        "A teacher had 6 worksheets to grade. She graded 4. Then another 18 were turned in. How many worksheets does she have to grade?",
        20,
    ),
    (
        "A teacher had 6 worksheets to grade. If she graded 4, but then another 18 were turned in, how many more worksheets would she have to grade?",
        20,
    ),
    (
        "A teacher had 6 worksheets to grade. If she graded 4, but then another 18 were handed back, how many worksheets would she have to grade?",
        None,
    ),
    (
        "A teacher had 6 worksheets to grade. If she lost 4, but then another 18 were turned in, how many worksheets would she have to grade?",
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
        "Marlee has 12 guests coming to her Halloween party. Each table will hold 3 guests. How many guests are coming?",
        12,
    ),
    (
        "Marlee has 12 guests coming to her Halloween party. Each table will hold 3 chairs. How many tables will Marlee need?",
        None,
    ),
    (
        "Marlee has 12 guests coming to her Halloween party. Each table will hold 3 guests. How many tables will Tom need?",
        None,
    ),
    (
        "Marlee has 12 guests coming to her Halloween party. Each table will hold 3 guests. How many chairs will Marlee need?",
        None,
    ),
    (
        "Marlee has 12 guests coming to her Halloween party. 3 more guests are coming. Each table will hold 3 guests. How many tables will Marlee need?",
        5,
    ),
    (
        "Marlee has 12 guests coming to her Halloween party. Each table will hold 3 guests. How many tables will she need if 3 guests cancel?",
        None,
    ),
    (
        "Marlee has 12 guests coming to her Halloween party. Each table will hold 4 guests. How many tables will Marlee need?",
        3,
    ),
    (
        "Warren has 252 guests coming to his party. Each table will hold 4 guests. How many tables will he need?",
        63,
    ),
    (
        "Warren has 252 guests coming to his party. Each table will hold 5 guests. How many tables will he need?",
        None,
    ),
    (
        "Warren has 252 guests coming to his party. Each table will hold 4 guests. Each chair holds 1 guest. How many tables will he need?",
        None,
    ),
    (
        "Warren has 252 guests coming to his party and 10 guests leaving. Each table will hold 4 guests. How many tables will he need?",
        None,
    ),
    (
        "Warren had 252 guests coming to his party. Each table holds 4 guests. How many tables did he need?",
        63,
    ),
    (
        "Dave bought 3 packs of white T-shirts and 2 packs of blue T-shirts for his basketball team. The white T-shirts come in packs of 6, and the blue T-shirts come in packs of 4. How many T-shirts did Dave buy in all?",
        26,
    ),
    (
        "Dave bought 3 packs of white T-shirts and 2 packs of blue T-shirts for his basketball team. The white T-shirts come in packs of 6, and the blue T-shirts come in packs of 4. How many white T-shirts did Dave buy?",
        18,
    ),
    (
        "Dave bought 3 packs of white T-shirts and 2 packs of blue T-shirts for his basketball team. The white T-shirts come in packs of 6, and the blue T-shirts come in packs of 4. How many blue T-shirts did Dave buy?",
        8,
    ),
    (
        "Dave bought 3 packs of white T-shirts and 2 packs of blue T-shirts for his basketball team. The white T-shirts come in packs of 6, and the blue T-shirts come in packs of 4. How many more white T-shirts than blue T-shirts did Dave buy?",
        10,
    ),
    (
        "Dave bought 3 packs of white T-shirts and 2 packs of blue T-shirts for his basketball team. The white T-shirts come in packs of 6. How many T-shirts did Dave buy in all?",
        None,
    ),
    (
        "Dave bought 3 packs of white T-shirts and 2 packs of red T-shirts for his basketball team. The white T-shirts come in packs of 6, and the blue T-shirts come in packs of 4. How many T-shirts did Dave buy in all?",
        None,
    ),
    (
        "Dave bought 3 packs of white T-shirts and 2 packs of blue T-shirts for his basketball team. The white T-shirts come in packs of 6, and the blue T-shirts come in packs of 4. How many packs did Dave buy in all?",
        5,
    ),
    (
        "Dave bought 3 packs of white T-shirts and 2 blue T-shirts for his basketball team. The white T-shirts come in packs of 6, and the blue T-shirts come in packs of 4. How many T-shirts did Dave buy in all?",
        None,
    ),
    (
        "Dave bought 3 packs of white T-shirts and 2 packs of blue T-shirts for his basketball team. The white T-shirts come in boxes of 6, and the blue T-shirts come in packs of 4. How many T-shirts did Dave buy in all?",
        None,
    ),
    (
        "Dave bought 3 packs of white T-shirts and 2 packs of blue T-shirts for his basketball team. The white T-shirts come in packs of 6, and the blue T-shirts come in packs of 4. He gave 5 T-shirts to his brother. How many T-shirts does Dave have now?",
        None,
    ),
    (
        "Dave bought 3 packs of white T-shirts and 2 packs of blue T-shirts for his basketball team. The white T-shirts come in packs of 6, and the blue T-shirts come in packs of 4. How many T-shirts did his team buy?",
        None,
    ),
    (
        "Mandy bought 3 packs of black shirts and 3 packs of yellow shirts for her tennis team. The black shirts come in packs of 5, and the yellow shirts come in packs of 2. How many shirts did Mandy buy in all?",
        21,
    ),
    (
        "Mandy bought 3 packs of black shirts and 4 packs of yellow shirts for her tennis team. The black shirts come in packs of 5, and the yellow shirts come in packs of 2. How many shirts did Mandy buy in all?",
        23,
    ),
    (
        "Mandy bought 3 packs of black shirts and 3 packs of yellow shirts for her tennis team. The yellow shirts come in packs of 5, and the black shirts come in packs of 2. How many shirts did Mandy buy in all?",
        21,
    ),
    (
        "Mandy bought 3 packs of black shirts and 4 packs of yellow shirts for her tennis team. The yellow shirts come in packs of 5, and the black shirts come in packs of 2. How many black shirts did Mandy buy?",
        6,
    ),
    (
        "Mandy bought 3 packs of black shirts and 3 packs of yellow shirts for her tennis team. The black shirts come in packs of 5, and the yellow shirts come in packs of 2. How many socks did Mandy buy in all?",
        None,
    ),
    (
        "Olivia was making baggies of cookies with 9 cookies in each bag. If she had 13 chocolate chip cookies and 41 oatmeal cookies, how many baggies could she make?",
        6,
    ),
    (
        "Olivia was making baggies of cookies with 9 cookies in each bag. If she had 13 chocolate chip cookies and 40 oatmeal cookies, how many baggies could she make?",
        None,
    ),
    (
        "Olivia was making baggies of cookies with 9 cookies in each bag. If she had 13 chocolate chip cookies and 41 oatmeal cookies, how many cookies did she have?",
        54,
    ),
    (
        "Olivia was making baggies of cookies with 9 cookies in each bag. If she had 13 chocolate chip cookies and 41 oatmeal cookies, how many baggies of oatmeal cookies could she make?",
        None,
    ),
    (
        "Olivia was making baggies of cookies with 9 cookies in each bag. If she had 13 chocolate chip cookies and 41 oatmeal cookies and ate 9 cookies, how many baggies could she make?",
        5,
    ),
    (
        "Olivia was making baggies of cookies with 9 cookies in each bag. If she had 13 chocolate chip cookies and 41 oatmeal muffins, how many baggies could she make?",
        None,
    ),
    (
        "Olivia was making baggies of cookies with 9 cookies in each bag. If her sister had 13 chocolate chip cookies and 41 oatmeal cookies, how many baggies could Olivia make?",
        None,
    ),
    (
        "Olivia was making baggies of cookies with 6 cookies in each bag. If she had 13 chocolate chip cookies and 41 oatmeal cookies, how many baggies could she make?",
        9,
    ),
    (
        "Arthur has 6 cards. Aaron has with 5 cards. Aaron finds another 62. How many cards does Aaron end with?",
        67,
    ),
    (
        "Arthur has 6 cards. Aaron has with 5 cards. Aaron finds another 62. How many cards does Arthur end with?",
        6,
    ),
    (
        "Arthur has 6 cards. Aaron has with 5 cards. Aaron loses 2. How many cards does Aaron end with?",
        3,
    ),
    (
        "Arthur has 6 cards. Aaron has with 5 cards. Aaron finds another 62. How many cards do they end with?",
        None,
    ),
    (
        "Arthur has 6 cards. Aaron has with 5 cards. Arthur finds another 62. How many cards does Aaron end with?",
        5,
    ),
    (
        "Arthur has 6 cards. Aaron has with 5 cards. Aaron finds another 62 stickers. How many cards does Aaron end with?",
        5,
    ),
    (
        "Arthur has 6 cards. Aaron has with 5 cards. Aaron finds another 62. How many cards did Aaron find?",
        62,
    ),
    (
        "Arthur has 6 cards. Aaron has with 5 cards. Aaron gives another 2 to Arthur. How many cards does Arthur end with?",
        8,
    ),
    (
        "At the Greene Nursery, there are 1491 red roses, 3025 yellow carnations, and 1768 white roses. How many roses are at the Greene Nursery in total?",
        3259,
    ),
    (
        "At the Greene Nursery, there are 1491 red roses, 3025 yellow carnations, and 1768 white roses. How many flowers are at the Greene Nursery in total?",
        6284,
    ),
    (
        "At the Greene Nursery, there are 1491 red roses, 3025 yellow carnations, and 1768 white tulips. How many roses are at the Greene Nursery in total?",
        1491,
    ),
    (
        "At the Greene Nursery, there are 1491 red roses, 3025 yellow carnations, and 1768 white roses. How many more white roses than red roses are at the Greene Nursery?",
        277,
    ),
    (
        "At the Greene Nursery, there are 1491 red roses, 3025 yellow carnations, and 1768 white roses. How many flowers are at the Blue Nursery in total?",
        None,
    ),
    (
        "At the Greene Nursery, there are 1491 red roses, 3025 yellow carnations, and 1768 white rocks. How many flowers are at the Greene Nursery in total?",
        None,
    ),
    (
        "At the Greene Nursery, there are 1491 red roses, 3025 yellow carnations, and 1768 white roses. The nursery sold 100 red roses. How many flowers are at the Greene Nursery in total?",
        6184,
    ),
    (
        "There are 3 bicycles, 4 tricycles and 7 unicycles in the garage at Zoe's house. Each bicycle has 2 wheels, each tricycle has 3 wheels and each unicycle has 1 wheel. How many wheels are there in all?",
        25,
    ),
    (
        "There are 3 bicycles, 4 tricycles and 7 unicycles in the garage at Zoe's house. Each bicycle has 2 wheels and each tricycle has 3 wheels. How many wheels are there in all?",
        None,
    ),
    (
        "There are 3 bicycles, 4 tricycles and 7 unicycles in the garage at Zoe's house. Each bicycle has 2 wheels, each tricycle has 3 wheels and each unicycle has 1 wheel. How many wheels do the bicycles and tricycles have?",
        18,
    ),
    (
        "There are 3 bicycles, 4 tricycles and 7 unicycles in the garage at Zoe's house. Each bicycle has 2 wheels, each tricycle has 3 wheels and each unicycle has 1 wheel. How many vehicles are there in all?",
        14,
    ),
    (
        "There are 3 bicycles, 4 tricycles and 7 cars in the garage at Zoe's house. Each bicycle has 2 wheels, each tricycle has 3 wheels and each unicycle has 1 wheel. How many wheels are there in all?",
        None,
    ),
    (
        "There are 3 bicycles, 4 tricycles and 7 unicycles in the garage at Zoe's house. Each bicycle has 2 wheels, each tricycle has 3 wheels and each unicycle has 1 wheel. How many wheels are on the bicycles?",
        6,
    ),
    (
        "There are 24 bicycles and 14 tricycles in the storage area at Danny's apartment building. Each bicycle has 2 wheels and each tricycle has 3 wheels. How many wheels are there in all?",
        90,
    ),
    (
        "There are 24 bicycles and 14 tricycles in the storage area at Danny's apartment building. Each bicycle has 2 wheels and each tricycle has 3 wheels. How many more wheels do the bicycles have than the tricycles?",
        6,
    ),
    (
        "There are 24 bicycles and 14 tricycles in the storage area at Danny's apartment building. Each bicycle has 2 wheels and each tricycle has 3 wheels. 5 bicycles were taken away. How many wheels are there in all?",
        80,
    ),
    ("There are 6 birds and 3 nests. How many more birds are there than nests?", 3),
    ("There are 6 birds and 3 nests. How many fewer nests are there than birds?", 3),
    ("There are 6 birds and 3 nests. How many more nests are there than birds?", None),
    ("There are 6 birds and 3 nests. How many birds and nests are there?", 9),
    ("There are 6 birds and 3 nests. How many more eggs are there than nests?", None),
    ("There are 6 birds and 3 nests. Each nest has 2 eggs. How many eggs are there?", 6),
    # --- frames4 more ---
    (
        "Marlee has 12 guests coming to her party . Each table will hold 3 guests . How many tables will she need ?",
        4,
    ),
    (
        "Marlee has 12 friends coming to her party. Each friend will bring 2 gifts. How many gifts will her friends bring?",
        24,
    ),
    (
        "Marlee has 12 friends coming to her party. Each friend will bring 2 gifts. How many gifts will Marlee get?",
        None,
    ),
    (
        "Marlee has 12 friends coming to her party. 4 of them cannot come. Each table will hold 4 friends. How many tables will she need?",
        None,
    ),
    (
        "Marlee has 12 boxes coming to her house. Each shelf will hold 3 boxes. How many shelves will she need?",
        None,
    ),
    (
        "Marlee has 12 guests coming to her party. Each table will hold 3 guests. How many tables will she need for 15 guests?",
        None,
    ),
    (
        "Marlee has 12 guests coming to her party and her brother has 6 guests coming to his party. Each table will hold 3 guests. How many tables will Marlee need?",
        4,
    ),
    (
        "Marlee has 12 guests coming to her party and her brother has 6 guests coming to his party. Each table will hold 3 guests. How many tables will they need?",
        None,
    ),
    (
        "Marlee has 12 guests coming to her party. Each table will hold 3 guests. How many chairs will each table need?",
        None,
    ),
    (
        "Marlee has 12 guests coming to her party. Each guest will eat 3 cookies. How many cookies does Marlee need?",
        None,
    ),
    (
        "Marlee has 12 guests coming to her party. Each guest will eat 3 cookies. How many cookies will the guests eat?",
        36,
    ),
    (
        "For every 3 cans they collected they earned 2 points. Sam collected 9 cans and Ann collected 6 cans. How many points did they earn?",
        10,
    ),
    (
        "Sam and Ann were collecting cans. For every 3 cans they collected they earned 2 points. Sam collected 9 cans and Ann collected 6 cans. How many points did they earn?",
        10,
    ),
    (
        "Sam and Ann were collecting cans. For every 3 cans they collected they earned 2 points. Sam collected 9 cans and Ann collected 6 bottles. How many points did they earn?",
        None,
    ),
    (
        "Sam and Ann were collecting cans. For every 3 cans they collected they earned 2 points. Sam collected 9 cans and Ann found 6 cans. How many points did they earn?",
        None,
    ),
    (
        "Sam and Ann were collecting cans. For every 3 cans they collected they earned 2 points. Sam collected 9 cans and Ann collected 6 cans. How many cans did they collect?",
        15,
    ),
    (
        "Sam and Ann were collecting cans. For every 3 cans they collected they earned 2 points. Sam collected 9 cans and Ann collected 6 cans. Sam lost 2 points. How many points did they earn?",
        None,
    ),
    (
        "Sam and Ann were collecting cans. For every 3 cans they collected they earned 2 points. Sam collected 9 cans and Ann collected 6 cans. How many points does Sam have?",
        None,
    ),
    (
        "Sam and Ann were collecting cans. For every 3 cans they collected they earned 2 points. Sam collected 9 cans and Ann collected 6 cans. How many points did they lose?",
        None,
    ),
    (
        "Sam and Ann were collecting cans. For every 3 cans they collected they lost 2 points. Sam collected 9 cans and Ann collected 6 cans. How many points did they earn?",
        None,
    ),
    (
        "Sam and Ann were collecting cans. For every 3 cans they collected they earned 2 points. Sam collected 9 cans and Ann collected 6 cans. How many dollars did they earn?",
        None,
    ),
    (
        "Sam and Ann were collecting cans. For every 3 cans they collected they earned $2. Sam collected 9 cans and Ann collected 6 cans. How much money did they earn?",
        10,
    ),
    (
        "Sam and Ann were collecting cans. For every 3 cans they collected they earned 2 points. Sam collected 9 cans and Ann collected 7 cans. How many points did they earn?",
        None,
    ),
    (
        "Sam and Ann were collecting cans. For each 3 cans they collected they earned 2 points. Sam collected 9 cans and Ann collected 6 cans. How many points did they earn?",
        10,
    ),
    (
        "Sam and Ann were collecting cans. For every 3 cans they collected they earned 2 points. Sam collected 9 cans. Ann collected twice as many cans. How many points did they earn?",
        18,
    ),
    (
        "Tom bought 4 packs of pencils and 2 packs of pens. The pencils come in packs of 10, and the pens come in packs of 3. How many pencils and pens did Tom buy in all?",
        46,
    ),
    (
        "Tom bought 4 packs of pencils and 2 boxes of pens. The pencils come in packs of 10, and the pens come in boxes of 3. How many items did Tom buy in all?",
        None,
    ),
    (
        "Tom bought 4 packs of pencils and 2 packs of pens. The pencils come in packs of 10, and the pens come in packs of 3. How many pencils did Tom buy?",
        40,
    ),
    (
        "Tom bought 4 packs of pencils and 2 packs of pens. The pencils come in packs of 10, and the pens come in packs of 3. He gave 5 pencils to Ann. How many pencils did Tom buy?",
        40,
    ),
    (
        "Tom bought 4 packs of pencils and 2 packs of pens. The pencils come in packs of 10. How many pencils did Tom buy?",
        40,
    ),
    (
        "Tom bought 4 packs of pencils. Ann bought 2 packs of pencils. The pencils come in packs of 10. How many pencils did they buy in all?",
        60,
    ),
    (
        "Tom bought 4 packs of pencils. The pencils come in packs of 10 and cost $2 a pack. How many pencils did Tom buy?",
        40,
    ),
    (
        "Tom bought 4 packs of red pencils and 2 packs of blue pencils. The red pencils come in packs of 10, and the blue pencils come in packs of 3. How many pencils did Tom buy in all?",
        46,
    ),
    (
        "Tom bought 4 packs of red pencils and 2 packs of blue pencils. The red pencils come in packs of 10, and the blue pencils come in packs of 3. How many pencils did Ann buy in all?",
        None,
    ),
    (
        "Tom bought 4 packs of red pencils and 2 packs of blue pencils. The red pencils come in packs of 10, and the blue pencils come in packs of 3. How many red pencils did Tom buy?",
        40,
    ),
    (
        "Tom bought 4 packs of red pencils, 1 green pencil and 2 packs of blue pencils. The red pencils come in packs of 10, and the blue pencils come in packs of 3. How many pencils did Tom buy in all?",
        47,
    ),
    (
        "Tom bought 4 packs of red pencils and 2 packs of blue pencils. The red pencils come in packs of 10, and the blue pencils come in packs of 3. How many packs did Tom buy?",
        6,
    ),
    # --- to each of his N students; pages per day ---
    (
        "Joseph gave 23 cards to each of his 15 students and had 12 cards left. How many cards did Joseph have at first?",
        357,
    ),
    (
        "Joseph gave 23 cards to each of his 15 students and had 12 cards left. How many cards did Joseph give away?",
        345,
    ),
    (
        "Joseph gave 23 cards to each of his 15 students and had 12 cards left. How many cards does each student have?",
        None,
    ),
    (
        "Joseph gave 23 cards to each of his 15 students and had 12 cards left. How many cards did the students get in all?",
        345,
    ),
    (
        "Joseph gave 23 cards to each of his 15 students and had 12 cards left. How many students does Joseph have?",
        15,
    ),
    (
        "Joseph gave 23 cards to each of his students and had 12 cards left. How many cards did Joseph have at first?",
        None,
    ),
    (
        "Joseph gave 23 cards to 15 of his students and had 12 cards left. How many cards did Joseph have at first?",
        None,
    ),
    (
        "Joseph gave 23 cards to each of his 15 students and had 12 stickers left. How many cards did Joseph have at first?",
        None,
    ),
    (
        "Joseph received 23 cards from each of his 15 students and had 12 cards before. How many cards does Joseph have now?",
        357,
    ),
    (
        "Joseph gave 23 cards to each of his 15 students and 5 cards to his daughter and had 12 cards left. How many cards did Joseph have at first?",
        362,
    ),
    (
        "Joseph gave 23 cards to each of his 15 students. He had 12 cards left. How many cards did Joseph have at first?",
        357,
    ),
    (
        "Joseph had 400 cards. He gave 23 cards to each of his 15 students. How many cards does he have left?",
        55,
    ),
    (
        "Joseph had 300 cards. He gave 23 cards to each of his 15 students. How many cards does he have left?",
        None,
    ),
    (
        "Joseph gave 23 cards to each of his 15 students and had 12 cards left. How many cards did his wife have at first?",
        None,
    ),
    (
        "Cindy has 37 envelopes. If Cindy gives 3 envelopes to each of her 5 friends, how many envelopes does she have left?",
        22,
    ),
    (
        "Cindy has 37 envelopes. If Cindy gives 3 envelopes to each of her 5 friends, how many envelopes did she give?",
        15,
    ),
    (
        "Cindy has 37 envelopes. If Cindy gives 3 envelopes to each of her 5 friends, how many envelopes does each friend have?",
        None,
    ),
    (
        "Cindy has 37 envelopes. If Cindy gives 3 envelopes to each of her friends, how many envelopes does she have left?",
        None,
    ),
    (
        "Cindy has 37 envelopes. If Cindy gives 3 stamps to each of her 5 friends, how many envelopes does she have left?",
        37,
    ),
    (
        "Cindy has 37 envelopes. If Cindy gets 3 envelopes from each of her 5 friends, how many envelopes does she have?",
        52,
    ),
    (
        "Cindy has 37 envelopes. If each of her 5 friends gives Cindy 3 envelopes, how many envelopes does she have?",
        52,
    ),
    (
        "Cindy has 37 envelopes. If Cindy gives 3 envelopes to each of her 5 friends and 2 to her mom, how many envelopes does she have left?",
        20,
    ),
    (
        "Cindy has 37 envelopes. If Cindy gives 3 envelopes to each of her 15 friends, how many envelopes does she have left?",
        None,
    ),
    (
        "Cindy has 37 envelopes. If Cindy gives 3 envelopes to each of her 5 friends, how many envelopes does her friend have left?",
        None,
    ),
    (
        "Cindy has 37 envelopes. Her sister gives 3 envelopes to each of her 5 friends. How many envelopes does Cindy have left?",
        None,
    ),
    (
        "Cindy has 37 envelopes. If Cindy gives 3 envelopes to each of her 5 friends, how many friends does she have?",
        5,
    ),
    (
        "Cindy has 37 envelopes and 10 stamps. If Cindy gives 3 envelopes to each of her 5 friends, how many stamps does she have left?",
        10,
    ),
    (
        "Cindy has 37 envelopes. If Cindy gives 3 envelopes to each of her 5 friends, how many envelopes does she have left at first?",
        None,
    ),
    (
        "John buys 5 notebooks that have 40 pages each.  He uses 4 pages per day.  How many days do the notebooks last?",
        50,
    ),
    (
        "John buys 5 notebooks that have 40 pages each.  He uses 3 pages per day.  How many days do the notebooks last?",
        None,
    ),
    (
        "John buys 5 notebooks that have 40 pages each.  He uses 4 pages per day.  How many pages does he have?",
        200,
    ),
    (
        "John buys 5 notebooks that have 40 pages each.  He uses 4 pages per week.  How many days do the notebooks last?",
        None,
    ),
    (
        "John buys 5 notebooks that have 40 pages each.  He uses 4 pages per day.  How many weeks do the notebooks last?",
        None,
    ),
    (
        "John buys 5 notebooks that have 40 pages each.  He uses 4 pages per day.  How many days does one notebook last?",
        10,
    ),
    (
        "John buys 5 notebooks that have 40 pages each.  He uses 4 pencils per day.  How many days do the notebooks last?",
        None,
    ),
    (
        "John buys 5 notebooks that have 40 pages each.  His sister uses 4 pages per day.  How many days do the notebooks last?",
        None,
    ),
    (
        "John buys 5 notebooks that have 40 pages each and 2 notebooks that have 10 pages each.  He uses 4 pages per day.  How many days do the notebooks last?",
        55,
    ),
    (
        "John buys 5 notebooks that have 40 pages each.  He uses 4 pages per day.  After 10 days, how many pages are left?",
        160,
    ),
    (
        "John buys 5 notebooks that have 40 pages each.  He uses 4 pages per day and tears out 20 pages.  How many days do the notebooks last?",
        None,
    ),
    # --- how long a stock lasts ---
    ("John has 20 cookies. He eats 2 cookies a day. How many days will the cookies last?", 10),
    ("John has 20 cookies. He eats 2 cookies a day. How many weeks will the cookies last?", None),
    ("John has 20 cookies. He eats 2 cookies a week. How many weeks will the cookies last?", 10),
    ("John has 20 cookies. He eats 2 cookies a week. How many days will the cookies last?", None),
    (
        "John has 20 cookies. He eats 2 cookies a day. His sister eats 3 cookies a day. How many days will the cookies last?",
        None,
    ),
    (
        "John has 20 cookies. He eats 2 cookies a day. He bought 10 more cookies. How many days will the cookies last?",
        None,
    ),
    ("John has 20 cookies. He bakes 2 cookies a day. How many days will the cookies last?", None),
    (
        "John has 20 cookies and 10 muffins. He eats 2 cookies a day. How many days will the cookies last?",
        10,
    ),
    (
        "John has 20 cookies and 10 muffins. He eats 2 cookies a day. How many days will the muffins last?",
        None,
    ),
    ("John has 20 cookies. Ann eats 2 cookies a day. How many days will the cookies last?", None),
    ("John has 20 cookies. He eats 2 muffins a day. How many days will the cookies last?", None),
    ("John has 21 cookies. He eats 2 cookies a day. How many days will the cookies last?", None),
    ("John has 20 cookies. He eats 2 cookies a day. How many days will the cookies last him?", 10),
    ("John has 20 cookies. He eats 2 cookies every day. How many days will the cookies last?", 10),
    (
        "John has 20 cookies. He eats 2 cookies a day and gives 2 cookies to his dog a day. How many days will the cookies last?",
        None,
    ),
    (
        "John has 2 boxes of 10 cookies each. He eats 2 cookies a day. How many days will the cookies last?",
        10,
    ),
    ("John has 20 cookies. He eats 2 cookies a day. How many days will 10 cookies last?", None),
    (
        "John has 20 cookies. He ate 4 cookies yesterday. He eats 2 cookies a day. How many days will the cookies last?",
        None,
    ),
    ("John had 20 cookies. He eats 2 cookies a day. How many days did the cookies last?", 10),
    ("John has 20 cookies. He eats half a cookie a day. How many days will the cookies last?", 40),
    (
        "John has 20 cookies. He eats 2 cookies a day for 3 days. How many days will the cookies last?",
        None,
    ),
    (
        "A family has 20 pounds of rice. They eat 2 pounds of rice a day. How many days will the rice last?",
        10,
    ),
    (
        "A family has 20 pounds of rice. They eat 2 pounds a day. How many days will the rice last?",
        10,
    ),
    (
        "A family has 20 pounds of rice. They eat 2 cups of rice a day. How many days will the rice last?",
        None,
    ),
    # --- coordination: twice as many on Tuesday; a day for N days a week ---
    (
        "A store sold 40 shirts on Monday and twice as many on Tuesday. How many shirts did the store sell?",
        120,
    ),
    (
        "A store sold 40 shirts on Monday and twice as many on Tuesday. How many shirts did the store sell on Tuesday?",
        80,
    ),
    (
        "A store sold 40 shirts on Monday and half as many on Tuesday. How many shirts did the store sell in all?",
        60,
    ),
    (
        "A store sold 40 shirts on Monday and twice as many hats on Tuesday. How many shirts did the store sell?",
        None,
    ),
    (
        "A store sold 40 shirts on Monday and twice as many as Bob on Tuesday. How many shirts did the store sell?",
        None,
    ),
    (
        "A store sold 40 shirts on Monday and twice as many on Tuesday. How many shirts did the store sell on Wednesday?",
        None,
    ),
    (
        "A store sold 40 shirts on Monday and twice as many on Tuesday. How many hats did the store sell?",
        None,
    ),
    (
        "A store sold 40 shirts on Monday and twice as many on Tuesday. Another store sold 10 shirts. How many shirts did the first store sell?",
        None,
    ),
    (
        "A store bought 40 shirts on Monday and sold twice as many on Tuesday. How many shirts did the store sell?",
        None,
    ),
    (
        "A store sold 40 shirts and 10 hats on Monday and twice as many on Tuesday. How many shirts did the store sell?",
        None,
    ),
    (
        "Natalia sold clips to 48 of her friends in April, and then she sold half as many clips in May. How many clips did Natalia sell altogether in April and May?",
        72,
    ),
    (
        "Natalia sold 48 clips in April, and then she sold half as many clips in May. How many clips did Natalia sell altogether in April and May?",
        72,
    ),
    (
        "Natalia sold 48 clips in April, and then she sold half as many clips in May. How many clips did Natalia sell in May?",
        24,
    ),
    (
        "Natalia sold 48 clips in April, and then she sold half as many clips in May. How many more clips did Natalia sell in April than in May?",
        24,
    ),
    (
        "Natalia sold 48 clips in April, and then she bought half as many clips in May. How many clips did Natalia sell altogether in April and May?",
        48,
    ),
    (
        "Natalia sold 48 clips in April, and then she sold half as many clips in May. How many clips did Natalia sell in June?",
        None,
    ),
    (
        "Natalia sold 48 clips in April, and then she sold 5 more clips in May. How many clips did Natalia sell altogether in April and May?",
        None,
    ),
    (
        "Natalia sold 48 clips in April, and then she sold 5 fewer clips in May. How many clips did Natalia sell altogether in April and May?",
        91,
    ),
    ("John runs 5 miles a day for 6 days a week. How many miles does he run in a week?", 30),
    ("John runs 5 miles a day for 6 days a week. How many miles does he run in 2 weeks?", 60),
    ("John runs 5 miles a day for 6 days a week. How many miles does he run in a day?", 5),
    ("John runs 5 miles a day for 6 days a week. How many miles does Ann run in a week?", None),
    ("John runs 5 miles a day for 6 days a week. How many hours does he run in a week?", None),
    ("John runs 5 miles a day for 6 days. How many miles does he run in a week?", None),
    ("John runs 5 miles a day for 6 days a week. How many miles does he run in a month?", None),
    # --- vocab4 keep / cut; ages ---
    (
        "Yanna bought 60 apples. She gave eighteen apples to Zenny. She gave six more apples to Andrea and kept the rest. How many apples did she keep?",
        36,
    ),
    (
        "Yanna bought 60 apples. She gave eighteen apples to Zenny. She gave six apples to Andrea and kept the rest. How many apples did she keep?",
        36,
    ),
    (
        "Yanna bought 60 apples. She gave eighteen apples to Zenny. She gave six more apples than that to Andrea and kept the rest. How many apples did she keep?",
        None,
    ),
    (
        "Yanna bought 60 apples. She gave eighteen apples to Zenny. She gave six more apples to Andrea and kept the rest. How many apples did Andrea get?",
        6,
    ),
    (
        "Yanna bought 60 apples. She gave eighteen apples to Zenny. She gave six more apples to Andrea and kept the rest. How many apples did she give away?",
        24,
    ),
    (
        "Yanna bought 60 apples. She gave eighteen apples to Zenny. She gave six more apples to Andrea and kept the rest. How many apples did Zenny keep?",
        None,
    ),
    (
        "Yanna bought 60 apples. She gave eighteen apples to Zenny. She gave six more apples to Andrea and kept the rest. How many pears did she keep?",
        None,
    ),
    (
        "Yanna bought 60 apples. She gave eighteen apples to Zenny. She gave six more apples to Andrea and kept the rest. Then she bought 5 more apples. How many apples did she keep?",
        None,
    ),
    (
        "Yanna bought 60 apples. She gave eighteen apples to Zenny. She gave six more apples to Andrea and kept the rest. How many apples does she have?",
        36,
    ),
    (
        "Yanna bought 60 apples. She gave eighteen apples to Zenny. She gave six more apples to Andrea and kept the rest for herself. How many apples did she keep?",
        36,
    ),
    (
        "Yanna bought 60 apples. She gave eighteen apples to Zenny. Andrea gave her six more apples and she kept the rest. How many apples did she keep?",
        None,
    ),
    (
        "Yanna bought 60 apples. She received eighteen apples from Zenny and kept the rest. How many apples did she keep?",
        None,
    ),
    (
        "Yanna bought 60 apples. She ate eighteen apples and kept the rest. How many apples did she keep?",
        42,
    ),
    (
        "Yanna bought 60 apples. She sold eighteen apples and kept the remaining apples. How many apples did she keep?",
        42,
    ),
    (
        "Yanna bought 60 apples and 10 pears. She sold eighteen apples and kept the rest. How many pears did she keep?",
        None,
    ),
    (
        "Yanna bought 60 apples. She gave half of them to Zenny and kept the rest. How many apples did she keep?",
        30,
    ),
    (
        "Yanna bought 60 apples. She gave eighteen apples to Zenny and kept the rest. How much did she keep?",
        42,
    ),
    (
        "Yanna bought 60 apples. She gave eighteen apples to Zenny and kept the rest. How many apples did Zenny get?",
        18,
    ),
    (
        "Yanna bought 60 apples. Zenny gave eighteen apples to Andrea and kept the rest. How many apples did Yanna keep?",
        None,
    ),
    ("Each pizza is cut into 8 slices. Tom bought 3 pizzas. How many slices does Tom have?", 24),
    (
        "Each pizza is cut into 8 slices. Tom bought 3 pizzas and ate 5 slices. How many slices does Tom have left?",
        19,
    ),
    (
        "Each pizza is cut into 8 slices. Tom bought 3 pizzas and ate 5 slices. How many pizzas does Tom have left?",
        None,
    ),
    (
        "Each pizza is cut into 8 slices. Tom bought 3 pizzas. Ann bought 2 pizzas. How many slices does Ann have?",
        16,
    ),
    (
        "Each pizza is cut into 8 slices. Tom bought 3 pizzas. Ann bought 2 cakes. How many slices does Ann have?",
        None,
    ),
    (
        "Each pizza is cut into 8 slices. Tom bought 3 pizzas. How many slices do Tom and Ann have?",
        None,
    ),
    (
        "Tom cuts each watermelon into 10 slices. He has 4 watermelons. How many slices does he have?",
        40,
    ),
    (
        "Tom cuts each watermelon into 10 slices. He has 4 watermelons. He eats 3 slices. How many slices are left?",
        37,
    ),
    (
        "Tom cuts each watermelon into 10 slices. He has 4 watermelons. He eats 3 slices. How many slices does he have left?",
        37,
    ),
    (
        "Tom cuts each watermelon into 10 slices. He has 4 watermelons and 2 pineapples. How many slices does he have?",
        None,
    ),
    (
        "Tom cuts each watermelon into 10 slices. Ann has 4 watermelons. How many slices does Ann have?",
        None,
    ),
    (
        "Tom bought 2 pizzas that were each cut into 12 slices. He ate 5 slices. How many slices are left?",
        19,
    ),
    (
        "Tom bought 2 pizzas that were each cut into 12 slices. He ate 5 slices. How many slices did he eat?",
        5,
    ),
    (
        "Tom bought 2 pizzas that were each cut into 12 slices. He gave 5 slices to Ann. How many slices does Ann have?",
        5,
    ),
    (
        "Tom bought 2 pizzas that were each cut into 12 slices. He gave 5 slices to Ann. How many slices does Tom have?",
        19,
    ),
    (
        "Tom bought 2 pizzas that were each cut into 12 slices and 1 pizza cut into 8 slices. How many slices does he have?",
        32,
    ),
    (
        "Tom bought 2 pizzas. Each pizza was cut into 12 slices. He ate 5 slices. How many slices are left?",
        19,
    ),
    (
        "Tom bought 2 pizzas. Each pizza was cut into 12 slices. He ate 25 slices. How many slices are left?",
        None,
    ),
    (
        "Tom bought 2 pizzas. Each pizza was cut into 12 slices. He ate 5 slices and his sister ate 3 slices. How many slices are left?",
        16,
    ),
    (
        "Tom bought 2 pizzas. Each pizza was cut into 12 slices. He ate 1/4 of the slices. How many slices are left?",
        18,
    ),
    (
        "Tom bought 2 pizzas. Each pizza was cut into 12 slices. He ate half a pizza. How many slices are left?",
        18,
    ),
    (
        "Tom bought 2 pizzas. Each pizza was cut into 12 slices. He ate 5 slices. How many pizzas are left?",
        None,
    ),
    (
        "Ryanne is 7 years older than Hezekiah. Together Ryanne's and Hezekiah's ages equal 15 years. How many years old is Hezekiah?",
        4,
    ),
    (
        "Ryanne is 7 years older than Hezekiah. Together Ryanne's and Hezekiah's ages equal 15 years. How many years old is Ryanne?",
        11,
    ),
    (
        "Ryanne is 7 years younger than Hezekiah. Together Ryanne's and Hezekiah's ages equal 15 years. How many years old is Hezekiah?",
        11,
    ),
    (
        "Ryanne is 7 years older than Hezekiah. Together Ryanne's and Hezekiah's ages equal 16 years. How many years old is Hezekiah?",
        Fraction(9, 2),
    ),
    (
        "Ryanne is 7 years older than Hezekiah. Together Ryanne's and Hezekiah's ages equal 5 years. How many years old is Hezekiah?",
        None,
    ),
    (
        "Ryanne is 7 years older than Hezekiah. Together Ryanne's and Hezekiah's ages equal 15 years. How old will Hezekiah be in 3 years?",
        7,
    ),
    (
        "Ryanne is 7 years older than Hezekiah. In 2 years, Ryanne's and Hezekiah's ages will equal 15 years. How many years old is Hezekiah?",
        None,
    ),
    (
        "Gabriel is 3 years younger than Frank. The current total of their ages right now is 17. What is Frank's age?",
        10,
    ),
    (
        "Gabriel is 3 years younger than Frank. The current total of their ages right now is 17. What is Gabriel's age?",
        7,
    ),
    (
        "Gabriel is 3 years older than Frank. The current total of their ages right now is 17. What is Frank's age?",
        7,
    ),
    (
        "Gabriel is 3 years younger than Frank. The current total of their ages right now is 18. What is Frank's age?",
        Fraction(21, 2),
    ),
    (
        "Gabriel is 3 years younger than Frank. The current total of their ages right now is 17. What is Sam's age?",
        None,
    ),
    (
        "Gabriel is 3 years younger than Frank. Sam is 5 years old. The current total of their ages right now is 22. What is Frank's age?",
        10,
    ),
    (
        "Gabriel is 3 years younger than Frank. The total of their ages in 2 years will be 21. What is Frank's age?",
        10,
    ),
    (
        "The sum of Cooper's, Dante's, and Maria's ages is 31. Dante is twice as old as Cooper. Maria is one year older than Dante. How old is Cooper?",
        6,
    ),
    (
        "The sum of Cooper's, Dante's, and Maria's ages is 31. Dante is twice as old as Cooper. Maria is one year older than Dante. How old is Maria?",
        13,
    ),
    (
        "The sum of Cooper's, Dante's, and Maria's ages is 31. Dante is twice as old as Cooper. Maria is one year younger than Dante. How old is Cooper?",
        Fraction(32, 5),
    ),
    (
        "The sum of Cooper's, Dante's, and Maria's ages is 31. Dante is twice as old as Cooper. How old is Cooper?",
        None,
    ),
    (
        "The sum of Cooper's and Dante's ages is 31. Dante is twice as old as Cooper. Maria is one year older than Dante. How old is Maria?",
        None,
    ),
    (
        "The sum of Cooper's, Dante's, and Maria's ages is 31. Dante is two years older than Cooper. Maria is one year older than Dante. How old is Cooper?",
        Fraction(26, 3),
    ),
    (
        "The sum of the ages of Jeremy, Sebastian and Sophia in three years is 150. Currently, Sebastian is 4 years older than Jeremy. If Jeremy's age is 40, calculate Sophia's age three years from now?",
        60,
    ),
    (
        "The sum of the ages of Jeremy, Sebastian and Sophia in three years is 150. Currently, Sebastian is 4 years older than Jeremy. If Jeremy's age is 40, calculate Sophia's age now?",
        57,
    ),
    (
        "The sum of the ages of Jeremy, Sebastian and Sophia in three years is 150. Currently, Sebastian is 4 years older than Jeremy. If Jeremy's age is 40, calculate Sebastian's age three years from now?",
        47,
    ),
    (
        "The sum of the ages of Jeremy, Sebastian and Sophia is 150. Currently, Sebastian is 4 years older than Jeremy. If Jeremy's age is 40, calculate Sophia's age three years from now?",
        69,
    ),
    (
        "The sum of the ages of Jeremy, Sebastian and Sophia in three years is 150. Currently, Sebastian is 4 years younger than Jeremy. If Jeremy's age is 40, calculate Sophia's age three years from now?",
        68,
    ),
    (
        "The sum of the ages of Jeremy, Sebastian and Sophia in three years is 150. Currently, Sebastian is 4 years older than Jeremy. If Jeremy's age is 40, calculate Mia's age three years from now?",
        None,
    ),
    (
        "In five years Sam will be 3 times as old as Drew. If Drew is currently 12 years old, how old is Sam?",
        46,
    ),
    (
        "In five years Sam will be 3 times as old as Drew. If Drew is currently 12 years old, how old will Sam be in five years?",
        51,
    ),
    (
        "In five years Sam will be 3 times as old as Drew. If Sam is currently 46 years old, how old is Drew?",
        12,
    ),
    (
        "In five years Sam will be 3 times as old as Drew. If Drew is currently 12 years old, how old was Sam five years ago?",
        41,
    ),
    (
        "Five years ago Sam was 3 times as old as Drew. If Drew is currently 12 years old, how old is Sam?",
        26,
    ),
    (
        "In five years Sam will be 3 times as old as Drew is now. If Drew is currently 12 years old, how old is Sam?",
        31,
    ),
    (
        "In five years Sam will be 3 years older than Drew. If Drew is currently 12 years old, how old is Sam?",
        15,
    ),
    # --- vocab4 words: donate, throw, remove, gain, draw, number words ---
    ("Sam had 20 books. He donated 5 books to the library. How many books does Sam have now?", 15),
    (
        "Sam had 20 books. He donated 5 books to the library. How many books does the library have now?",
        None,
    ),
    ("Sam had 20 books. The library donated 5 books to him. How many books does Sam have now?", 25),
    (
        "Sam had 20 books. He donated 5 books to the library and 3 to the school. How many books does Sam have now?",
        12,
    ),
    ("Sam had 20 books. He donated 5 books to the library. How many books did he donate?", 5),
    ("Sam had 20 balls. He threw 5 balls to Ann. How many balls does Sam have now?", 15),
    ("Sam had 20 apples. He threw away 5 apples. How many apples does Sam have now?", 15),
    ("Sam had 20 apples. He threw 5 apples away. How many apples does Sam have now?", 15),
    (
        "Sam had 20 apples in a basket. He removed 5 apples from the basket. How many apples are in the basket now?",
        15,
    ),
    (
        "There were 20 apples in a basket. Sam removed 5 apples from the basket. How many apples are in the basket now?",
        15,
    ),
    (
        "There were 20 apples in a basket. Sam removed 5 apples from the box. How many apples are in the basket now?",
        20,
    ),
    ("Sam weighed 120 pounds. He gained 5 pounds. How many pounds does Sam weigh now?", 125),
    ("Sam had 20 points. He gained 5 points. How many points does Sam have now?", 25),
    (
        "Sam had 20 points. He gained 5 points and lost 8 points. How many points does Sam have now?",
        17,
    ),
    ("Sam had 20 cards. He drew 5 cards from the deck. How many cards does Sam have now?", 25),
    ("Sam had 20 cards. He drew 5 pictures. How many cards does Sam have now?", 20),
    ("Drew had 20 cards. He drew 5 more cards. How many cards does Drew have now?", 25),
    ("Drew had 20 cards. Sam drew 5 cards. How many cards does Drew have now?", 20),
    ("Drew has 20 cards. Sam has 5 cards. How many cards do they have in total?", 25),
    ("Drew drew 20 pictures. Sam drew 5 pictures. How many pictures did they draw in total?", 25),
    (
        "Drew drew 20 pictures. Sam drew 5 pictures. How many more pictures did Drew draw than Sam?",
        15,
    ),
    ("Sam sent 20 letters on Monday and 5 letters on Tuesday. How many letters did Sam send?", 25),
    ("Sam had 20 stamps. He sent 5 letters. How many stamps does Sam have now?", None),
    ("Sam had twenty-one apples. He ate seven. How many apples does he have left?", 14),
    ("Sam had ninety-nine apples. He ate forty-four. How many apples does he have left?", 55),
    ("Sam had 21 apples. He ate one-seventh of them. How many apples does he have left?", 18),
    ("Sam had 20 apples. He ate three-tenths of them. How many apples does he have left?", 14),
    ("Sam had 20 apples. He ate three-sevenths of them. How many apples does he have left?", None),
    ("Sam had 20 apples. However, he ate 5 of them. How many apples does he have left?", 15),
    ("Sam had 20 apples. However, Ann ate 5 of them. How many apples does Sam have left?", 15),
    ("Bob shucks 10 oysters. Tom shucks 5 oysters. How many oysters did they shuck?", 15),
    ("Bob shucked 10 oysters. He ate 3 of them. How many oysters does he have left?", None),
    # --- things not done, planned or in another time ---
    (
        "Tom has 20 apples. Last year he had 50 apples. He gives 5 apples to Ann. How many apples does Tom have?",
        15,
    ),
    (
        "Last year Tom had 50 apples. Tom has 20 apples now. He gives 5 apples to Ann. How many apples does Tom have?",
        15,
    ),
    (
        "Tom has 20 apples. Yesterday he had 50 apples. He gives 5 apples to Ann. How many apples does Tom have?",
        15,
    ),
    (
        "Tom had 20 apples. He gave 5 apples to Ann. Last week, he had 3 apples. How many apples does Tom have?",
        None,
    ),
    (
        "Tom has 20 apples. He gives 5 apples to Ann. Tomorrow he will buy 10 apples. How many apples does Tom have now?",
        15,
    ),
    (
        "Tom has 20 apples. He gives 5 apples to Ann. Tomorrow he will buy 10 apples. How many apples will Tom have tomorrow?",
        25,
    ),
    (
        "Tom had 20 apples. He wanted to buy 10 more apples. He gave 5 apples to Ann. How many apples does Tom have?",
        15,
    ),
    (
        "Tom had 20 apples. He planned to give 10 apples to Ann. He gave 5 apples to Ann. How many apples does Tom have?",
        15,
    ),
    ("Tom had 20 apples. He almost gave 10 apples to Ann. How many apples does Tom have?", 20),
    ("Tom had 20 apples. He did not give 10 apples to Ann. How many apples does Tom have?", 20),
    ("Tom had 20 apples. He didn't eat 10 apples. How many apples does Tom have?", 20),
    ("Tom had 20 apples. He could have eaten 10 apples. How many apples does Tom have?", 20),
    (
        "Tom had 20 apples. He would eat 10 apples if he were hungry. How many apples does Tom have?",
        20,
    ),
    ("Tom had 20 apples. If he eats 10 apples, how many apples will Tom have?", 10),
    ("Tom had 20 apples. He must eat 10 apples. How many apples does Tom have?", None),
    ("Tom had 20 apples. He refused to eat 10 apples. How many apples does Tom have?", 20),
    (
        "Tom had 20 apples. He tried to sell 10 apples but nobody bought them. How many apples does Tom have?",
        20,
    ),
    (
        "Tom had 20 apples. Instead of eating 10 apples, he gave 5 to Ann. How many apples does Tom have?",
        15,
    ),
    ("Tom had 20 apples. Ann thought he ate 10 apples. How many apples does Tom have?", 20),
    ("Tom had 20 apples. He needs 10 more apples. How many apples does Tom have?", 20),
    ("Tom had 20 apples. He needs 10 more apples. How many apples does Tom need?", 10),
    ("Tom had 20 apples. He needs 30 apples. How many more apples does Tom need?", 10),
    ("Tom had 20 apples. He wants 30 apples. How many more apples does Tom need?", 10),
    # --- rates, prices, percentages ---
    ("Bob can shuck 10 oysters in 5 minutes.  How many oysters can he shuck in 2 hours?", 240),
    ("Bob can shuck 10 oysters in 5 minutes.  How many oysters can he shuck in 90 minutes?", 180),
    (
        "Bob can shuck 10 oysters in 5 minutes.  How many minutes will it take him to shuck 60 oysters?",
        30,
    ),
    (
        "Bob can shuck 10 oysters in 5 minutes.  How many hours will it take him to shuck 240 oysters?",
        2,
    ),
    ("Bob can shuck 10 oysters in 5 minutes.  How many oysters can Tom shuck in 2 hours?", None),
    ("Bob can shuck 10 oysters in 5 minutes.  How many clams can he shuck in 2 hours?", None),
    (
        "Bob can shuck 10 oysters in 5 minutes and Tom can shuck 5 oysters in 5 minutes.  How many oysters can Bob shuck in 2 hours?",
        240,
    ),
    ("Bob can shuck 10 oysters in 5 minutes.  How many oysters can he shuck in 2 days?", 5760),
    ("Bob can shuck 10 oysters in 6 minutes.  How many oysters can he shuck in 1 minute?", None),
    ("Bob can shuck 10 oysters in 6 minutes.  How many oysters can he shuck in 9 minutes?", 15),
    (
        "Amalia can read 4 pages of her book in 2 minutes. How many minutes will it take her to read 18 pages of her book?",
        9,
    ),
    (
        "Amalia can read 4 pages of her book in 2 minutes. How many minutes will it take her to read 19 pages of her book?",
        Fraction(19, 2),
    ),
    (
        "Amalia can read 4 pages of her book in 2 minutes. How many pages can she read in 18 minutes?",
        36,
    ),
    (
        "Amalia can read 4 pages of her book in 2 minutes. How many seconds will it take her to read 18 pages of her book?",
        540,
    ),
    (
        "Amalia can read 4 pages of her book in 2 minutes. How many minutes will it take her brother to read 18 pages of his book?",
        None,
    ),
    (
        "Amalia can read 4 pages of her book in 2 minutes. How many minutes will it take her to write 18 pages?",
        None,
    ),
    (
        "Amalia can read 4 pages of her book in 2 minutes. She has already read 6 pages. How many minutes will it take her to read 18 pages of her book?",
        None,
    ),
    (
        "Darma can eat 20 peanuts in 15 seconds. At this same rate, how many peanuts could she eat in 6 minutes?",
        480,
    ),
    (
        "Darma can eat 20 peanuts in 15 seconds. At this same rate, how many peanuts could she eat in 1 hour?",
        4800,
    ),
    (
        "Darma can eat 20 peanuts in 15 seconds. At this same rate, how many seconds would it take her to eat 100 peanuts?",
        75,
    ),
    (
        "Darma can eat 20 peanuts in 15 seconds. At this same rate, how many minutes would it take her to eat 480 peanuts?",
        6,
    ),
    (
        "Darma can eat 20 peanuts in 15 seconds. At this same rate, how many peanuts could she eat in 7 seconds?",
        None,
    ),
    (
        "Darma can eat 20 peanuts in 15 seconds. At a faster rate, how many peanuts could she eat in 6 minutes?",
        None,
    ),
    (
        "Darma can eat 20 peanuts in 15 seconds. At this same rate, how many almonds could she eat in 6 minutes?",
        None,
    ),
    (
        "Josh went to the shopping center. He bought 9 films and 4 books. He also bought 6 CDs. Each film cost $5, each book cost $4 and each CD cost $3. How much did Josh spend in all?",
        79,
    ),
    (
        "Josh went to the shopping center. He bought 9 films and 4 books. He also bought 6 CDs. Each film cost $5, each book cost $4 and each CD cost $3. How much did Josh spend on books?",
        16,
    ),
    (
        "Josh went to the shopping center. He bought 9 films and 4 books. He also bought 6 CDs. Each film cost $5 and each book cost $4. How much did Josh spend in all?",
        None,
    ),
    (
        "Josh went to the shopping center. He bought 9 films and 4 books. He also bought 6 CDs. Each film cost $5, each book cost $4 and each CD cost $3. How much more did Josh spend on films than on CDs?",
        27,
    ),
    (
        "Josh went to the shopping center. He bought 9 films and 4 books. He also bought 6 CDs. Each film cost $5, each book cost $4 and each CD cost $3. How many items did Josh buy?",
        19,
    ),
    (
        "Josh went to the shopping center. He bought 9 films and 4 books. He also bought 6 CDs. Each film cost $5, each book cost $4 and each DVD cost $3. How much did Josh spend in all?",
        None,
    ),
    (
        "Josh went to the shopping center with $100. He bought 9 films and 4 books. He also bought 6 CDs. Each film cost $5, each book cost $4 and each CD cost $3. How much money does Josh have left?",
        21,
    ),
    (
        "Josh went to the shopping center. He bought 9 films and 4 books. His sister bought 6 CDs. Each film cost $5, each book cost $4 and each CD cost $3. How much did Josh spend in all?",
        61,
    ),
    (
        "Natalie has $26 to go shopping. She bought a jumper for $9, a T-shirt for $4, and a pair of heels for $5. How much money does Natalie have left?",
        8,
    ),
    (
        "Natalie has $26 to go shopping. She bought a jumper for $9, a T-shirt for $4, and a pair of heels for $5. How much money did Natalie spend?",
        18,
    ),
    (
        "Natalie has $26 to go shopping. She bought a jumper for $9, two T-shirts for $4 each, and a pair of heels for $5. How much money does Natalie have left?",
        4,
    ),
    (
        "Natalie has $26 to go shopping. She bought a jumper for $9, a T-shirt for $4, and a pair of heels for $15. How much money does Natalie have left?",
        None,
    ),
    (
        "Natalie has $26 to go shopping. She bought a jumper for $9, a T-shirt for $4, and a pair of heels for $5. How much money does her sister have left?",
        None,
    ),
    (
        "Natalie has $26 to go shopping. Her sister bought a jumper for $9, a T-shirt for $4, and a pair of heels for $5. How much money does Natalie have left?",
        26,
    ),
    (
        "Natalie has $26.50 to go shopping. She bought a jumper for $9.25, a T-shirt for $4, and a pair of heels for $5. How much money does Natalie have left?",
        Fraction(33, 4),
    ),
    (
        "Natalie has $26 to go shopping. She bought a jumper for $9, a T-shirt for $4, and a pair of heels for $5. Her mom gave her $10. How much money does Natalie have left?",
        18,
    ),
    (
        "A candy store sold 20 pounds of fudge for $2.50/pound, 5 dozen chocolate truffles for $1.50 each and 3 dozen chocolate-covered pretzels at $2.00 each.  How much money did the candy store make?",
        212,
    ),
    (
        "A candy store sold 20 pounds of fudge for $2.50/pound, 5 dozen chocolate truffles for $1.50 each and 3 dozen chocolate-covered pretzels at $2.00 each.  How much money did the candy store make from truffles?",
        90,
    ),
    (
        "A candy store sold 20 pounds of fudge for $2.50/pound, 5 dozen chocolate truffles for $1.50 each and 3 dozen chocolate-covered pretzels at $2.00 each.  How many truffles did the candy store sell?",
        60,
    ),
    (
        "A candy store sold 20 pounds of fudge for $2.50/pound, 5 chocolate truffles for $1.50 each and 3 dozen chocolate-covered pretzels at $2.00 each.  How much money did the candy store make?",
        Fraction(259, 2),
    ),
    (
        "A candy store sold 20 pounds of fudge for $2.50/pound, 5 dozen chocolate truffles for $1.50 a dozen and 3 dozen chocolate-covered pretzels at $2.00 each.  How much money did the candy store make?",
        Fraction(251, 2),
    ),
    (
        "A candy store sold 20 pounds of fudge for $2.50/pound, 5 dozen chocolate truffles for $1.50 each and 3 dozen chocolate-covered pretzels.  How much money did the candy store make?",
        None,
    ),
    (
        "A candy store sold 20 pounds of fudge for $2.50/pound, 5 dozen chocolate truffles for $1.50 each and 3 dozen chocolate-covered pretzels at $2.00 each.  How much money did the bakery make?",
        None,
    ),
    (
        "At the patisserie, a single layer cake slice is $4 and a double layer cake slice is $7.  Dusty buys 7 single layer cake slices and 5 double layer cake slices.  If he pays with a $100 bill, how much change does he receive?",
        37,
    ),
    (
        "At the patisserie, a single layer cake slice is $4 and a double layer cake slice is $7.  Dusty buys 7 single layer cake slices and 5 double layer cake slices.  If he pays with a $50 bill, how much change does he receive?",
        None,
    ),
    (
        "At the patisserie, a single layer cake slice is $4 and a double layer cake slice is $7.  Dusty buys 7 single layer cake slices and 5 double layer cake slices.  How much does he spend?",
        63,
    ),
    (
        "At the patisserie, a single layer cake slice is $4 and a double layer cake slice is $7.  Dusty buys 7 single layer cake slices and 5 triple layer cake slices.  If he pays with a $100 bill, how much change does he receive?",
        None,
    ),
    (
        "At the patisserie, a single layer cake slice is $4 and a double layer cake slice is $7.  Dusty buys 7 single layer cake slices and 5 double layer cake slices.  If he pays with two $50 bills, how much change does he receive?",
        37,
    ),
    (
        "At the patisserie, a single layer cake slice is $4 and a double layer cake slice is $7.  Dusty buys 7 single layer cake slices and 5 double layer cake slices.  If he pays with a $100 bill, how much change does his friend receive?",
        None,
    ),
    (
        "Mrs. Petersons bought 10 tumblers for $45 each. She paid with five $100 bills. How much change will Mrs. Petersons receive?",
        50,
    ),
    (
        "Mrs. Petersons bought 10 tumblers for $45 each. She paid with six $100 bills. How much change will Mrs. Petersons receive?",
        150,
    ),
    (
        "Mrs. Petersons bought 10 tumblers for $45 each. She paid with four $100 bills. How much change will Mrs. Petersons receive?",
        None,
    ),
    (
        "Mrs. Petersons bought 10 tumblers for $45 each. She paid with five $100 bills. How much did she spend?",
        450,
    ),
    (
        "Mrs. Petersons bought 10 tumblers for $45 each. She paid with five $100 bills. How much change will Mr. Petersons receive?",
        None,
    ),
    (
        "Mrs. Petersons bought 10 tumblers for $45 in total. She paid with five $100 bills. How much change will Mrs. Petersons receive?",
        455,
    ),
    (
        "Mrs. Petersons bought 10 tumblers for $45 each. She paid with five $10 bills. How much change will Mrs. Petersons receive?",
        None,
    ),
    (
        "John buys 5 toys that each cost $3.  He gets a 20% discount.  How much did he pay for everything?",
        12,
    ),
    ("John buys 5 toys that each cost $3.  He gets a 20% discount.  How much did he save?", 3),
    (
        "John buys 5 toys that each cost $3.  He gets a 25% discount.  How much did he pay for everything?",
        Fraction(45, 4),
    ),
    (
        "John buys 5 toys that each cost $3.  He pays a 20% tax.  How much did he pay for everything?",
        18,
    ),
    (
        "John buys 5 toys that each cost $3.  His friend gets a 20% discount.  How much did John pay for everything?",
        None,
    ),
    (
        "John buys 5 toys that each cost $3.  He gets a $2 discount.  How much did he pay for everything?",
        13,
    ),
    (
        "John buys 5 toys that each cost $3.  He gets a 20% discount on each toy.  How much did he pay for everything?",
        12,
    ),
    (
        "There are 25 roses in a garden. There are 40 tulips. There are 35 daisies. What percentage of flowers are not roses?",
        75,
    ),
    (
        "There are 25 roses in a garden. There are 40 tulips. There are 35 daisies. What percentage of flowers are roses?",
        25,
    ),
    (
        "There are 25 roses in a garden. There are 40 tulips. There are 35 daisies. What percentage of flowers are tulips?",
        40,
    ),
    (
        "There are 25 roses in a garden. There are 40 tulips. There are 35 daisies. What percentage of flowers are not tulips?",
        60,
    ),
    (
        "There are 25 roses in a garden. There are 40 tulips. There are 34 daisies. What percentage of flowers are not roses?",
        None,
    ),
    (
        "There are 25 roses in a garden. There are 40 tulips. There are 35 rocks. What percentage of flowers are not roses?",
        None,
    ),
    (
        "There are 25 roses in a garden. There are 40 tulips. There are 35 daisies in the park. What percentage of flowers in the garden are not roses?",
        None,
    ),
    (
        "There are 25 roses in a garden. There are 40 tulips. There are 35 daisies. What percentage of flowers are not lilies?",
        None,
    ),
    (
        "There are 25 roses in a garden. There are 40 tulips. There are 35 daisies. What percentage of trees are not roses?",
        None,
    ),
    (
        "Janet makes 50 snowballs and her brother makes 150 snowballs. What percentage of the snowballs did Janet make?",
        25,
    ),
    (
        "Janet makes 50 snowballs and her brother makes 150 snowballs. What percentage of the snowballs did her brother make?",
        75,
    ),
    (
        "Janet makes 50 snowballs and her brother makes 150 snowballs. What percentage of the snowballs did they make?",
        100,
    ),
    (
        "Janet makes 50 snowballs and her brother makes 150 snowballs. Her sister makes 50 snowballs. What percentage of the snowballs did Janet make?",
        20,
    ),
    (
        "Janet makes 50 snowballs and her brother makes 150 snowballs. Her sister makes 70 snowballs. What percentage of the snowballs did Janet make?",
        None,
    ),
    (
        "Janet makes 50 snowballs and her brother makes 150 snowballs. Her sister makes some snowballs. What percentage of the snowballs did Janet make?",
        None,
    ),
    (
        "Janet makes 50 snowballs and her brother makes 150 snowballs. Her brother throws 30 snowballs. What percentage of the snowballs did Janet make?",
        25,
    ),
    (
        "Janet makes 50 snowballs and her brother makes 150 snowmen. What percentage of the snowballs did Janet make?",
        None,
    ),
    (
        "Janet makes 50 snowballs and her brother makes 150 snowballs. What fraction of the snowballs did Janet make?",
        Fraction(1, 4),
    ),
    (
        "Janet makes 50 snowballs and her brother melts 150 snowballs. What percentage of the snowballs did Janet make?",
        None,
    ),
    (
        "Derek has $960 to buy his books for the semester. He spends half of that on his textbooks, and he spends a quarter of what is left on his school supplies. What is the amount of money Derek has left?",
        360,
    ),
    (
        "Derek has $960 to buy his books for the semester. He spends half of that on his textbooks, and he spends a quarter of what is left on his school supplies. What is the amount of money Derek spent?",
        600,
    ),
    (
        "Derek has $960 to buy his books for the semester. He spends half of that on his textbooks, and he spends a quarter of that on his school supplies. What is the amount of money Derek has left?",
        None,
    ),
    (
        "Derek has $960 to buy his books for the semester. He spends half of that on his textbooks, and he spends a quarter of what is left on his school supplies. What is the amount of money Derek spent on school supplies?",
        120,
    ),
    (
        "Derek has $960 to buy his books for the semester. He spends half of that on his textbooks, and his sister spends a quarter of what is left on her school supplies. What is the amount of money Derek has left?",
        None,
    ),
    (
        "Derek has $960 to buy his books for the semester. He spends a third of that on his textbooks, and he spends a quarter of what is left on his school supplies. What is the amount of money Derek has left?",
        480,
    ),
    (
        "Derek has $961 to buy his books for the semester. He spends half of that on his textbooks, and he spends a quarter of what is left on his school supplies. What is the amount of money Derek has left?",
        None,
    ),
    (
        "Zig wrote four times as many books as Flo. If Zig wrote 60 books, how many books did they write altogether?",
        75,
    ),
    (
        "Zig wrote four times as many books as Flo. If Flo wrote 60 books, how many books did they write altogether?",
        300,
    ),
    (
        "Zig wrote four times as many books as Flo. If Zig wrote 60 books, how many books did Flo write?",
        15,
    ),
    (
        "Zig wrote four more books than Flo. If Zig wrote 60 books, how many books did they write altogether?",
        116,
    ),
    (
        "Zig wrote four times as many books as Flo. If Zig wrote 62 books, how many books did they write altogether?",
        None,
    ),
    (
        "Zig wrote four times as many books as Flo. If Zig wrote 60 poems, how many books did they write altogether?",
        None,
    ),
    (
        "Zig wrote four times as many books as Flo. If Zig read 60 books, how many books did they write altogether?",
        None,
    ),
    (
        "Zig wrote four times as many books as Flo. Ann wrote 5 books. If Zig wrote 60 books, how many books did they write altogether?",
        80,
    ),
    (
        "Zig wrote four times as many books as Flo. If Zig wrote 60 books, how many more books did Zig write than Flo?",
        45,
    ),
    (
        "Alexander Bought 22 more joggers than Tyson. Christopher bought twenty times as many joggers as Tyson. If Christopher bought 80 joggers, how many more joggers does Christopher buy than Alexander?",
        54,
    ),
    (
        "Alexander Bought 22 more joggers than Tyson. Christopher bought twenty times as many joggers as Tyson. If Christopher bought 80 joggers, how many joggers did Alexander buy?",
        26,
    ),
    (
        "Alexander Bought 22 fewer joggers than Tyson. Christopher bought twenty times as many joggers as Tyson. If Christopher bought 80 joggers, how many joggers did Alexander buy?",
        None,
    ),
    (
        "Alexander Bought 22 more joggers than Tyson. Christopher bought twenty times as many joggers as Tyson. If Christopher bought 90 joggers, how many joggers did Alexander buy?",
        None,
    ),
    (
        "Alexander Bought 22 more joggers than Tyson. Christopher bought twenty times as many joggers as Tyson. If Christopher bought 80 joggers, how many joggers did they buy altogether?",
        110,
    ),
    (
        "Alexander Bought 22 more joggers than Tyson. Christopher bought twenty times as many joggers as Alexander. If Christopher bought 80 joggers, how many more joggers does Christopher buy than Alexander?",
        76,
    ),
    # --- large and decimal numbers ---
    (
        "Tapanga and Corey have 6600 candies together. However, Tapanga has 800 more candies than Corey. How many candies does Corey have?",
        2900,
    ),
    (
        "Tapanga and Corey have 66.5 candies together. However, Tapanga has 8 more candies than Corey. How many candies does Corey have?",
        None,
    ),
    (
        "Tapanga and Corey have $66.50 together. However, Tapanga has $8 more than Corey. How much money does Corey have?",
        Fraction(117, 4),
    ),
    (
        "Jean has three times as much money as Jane. They have a combined total of $76.40. How much money does Jane have?",
        Fraction(191, 10),
    ),
    (
        "Jean has 2.5 times as much money as Jane. They have a combined total of $70. How much money does Jane have?",
        20,
    ),
    (
        "Jean has 1.5 times as many stamps as Jane. They have a combined total of 75 stamps. How many stamps does Jane have?",
        30,
    ),
    (
        "Jean has 1.5 times as many stamps as Jane. They have a combined total of 76 stamps. How many stamps does Jane have?",
        None,
    ),
    (
        "Frank spent 1/5 of his money to buy groceries. He then spent 1/4 of the remaining money to buy a magazine. If he had $3600 left in his wallet, how much money did he have at first?",
        6000,
    ),
    (
        "Frank spent 0.2 of his money to buy groceries. He then spent 1/4 of the remaining money to buy a magazine. If he had $360 left in his wallet, how much money did he have at first?",
        600,
    ),
    (
        "Frank spent 1/5 of his money to buy groceries. He then spent 1/4 of the remaining money to buy a magazine. If he had $360.60 left in his wallet, how much money did he have at first?",
        601,
    ),
    (
        "Sandy sold half of her comic books and then bought 6.5 more. She now has 13. How many did she begin with ?",
        None,
    ),
    ("Bob can shuck 10.5 oysters in 5 minutes.  How many oysters can he shuck in 2 hours?", 252),
    ("Bob can shuck 10 oysters in 2.5 minutes.  How many oysters can he shuck in 2 hours?", 480),
    (
        "A teacher had 600 worksheets to grade. If she graded 400, but then another 1800 were turned in, how many worksheets would she have to grade?",
        2000,
    ),
    (
        "A teacher had 6.5 worksheets to grade. If she graded 4, but then another 18 were turned in, how many worksheets would she have to grade?",
        None,
    ),
    (
        "Marlee has 1200 guests coming to her Halloween party. Each table will hold 30 guests. How many tables will Marlee need?",
        40,
    ),
    (
        "Marlee has 12 guests coming to her Halloween party. Each table will hold 2.5 guests. How many tables will Marlee need?",
        None,
    ),
    ("Each pizza is cut into 8.5 slices. Tom bought 2 pizzas. How many slices does Tom have?", 17),
    ("Each pizza is cut into 8 slices. Tom bought 2.5 pizzas. How many slices does Tom have?", 20),
    (
        "Each pizza is cut into 8 slices. Tom bought 2000 pizzas. How many slices does Tom have?",
        16000,
    ),
    (
        "Paige and her friends were recycling paper for their class. For every 4 pounds they recycled they earned one point. If Paige recycled 14.5 pounds and her friends recycled 1.5 pounds, how many points did they earn?",
        4,
    ),
    (
        "Yanna bought 60.5 apples. She gave eighteen apples to Zenny. She gave six more apples to Andrea and kept the rest. How many apples did she keep?",
        None,
    ),
    (
        "Yanna bought 6000 apples. She gave 1800 apples to Zenny. She gave 600 more apples to Andrea and kept the rest. How many apples did she keep?",
        3600,
    ),
    (
        "Dave bought 3 packs of white T-shirts and 2 packs of blue T-shirts for his basketball team. The white T-shirts come in packs of 6.5, and the blue T-shirts come in packs of 4. How many T-shirts did Dave buy in all?",
        None,
    ),
    (
        "Dave bought 300 packs of white T-shirts and 200 packs of blue T-shirts for his basketball team. The white T-shirts come in packs of 6, and the blue T-shirts come in packs of 4. How many T-shirts did Dave buy in all?",
        2600,
    ),
    (
        "Janet makes 5 snowballs and her brother makes 15 snowballs. What percentage of the snowballs did Janet make?",
        25,
    ),
    (
        "Janet makes 1 snowball and her brother makes 2 snowballs. What percentage of the snowballs did Janet make?",
        None,
    ),
    (
        "Janet makes 50.5 snowballs and her brother makes 150 snowballs. What percentage of the snowballs did Janet make?",
        None,
    ),
    (
        "John buys 5 toys that each cost $3.50.  He gets a 20% discount.  How much did he pay for everything?",
        14,
    ),
    (
        "John buys 5 toys that each cost $3.33.  He gets a 20% discount.  How much did he pay for everything?",
        Fraction(333, 25),
    ),
    (
        "John buys 5 toys that each cost $3.33.  He gets a 15% discount.  How much did he pay for everything?",
        None,
    ),
]


@pytest.mark.parametrize(("text", "expected"), CASES)
def test_variation_answered_correctly_or_refused(
    text: str, expected: int | Fraction | None
) -> None:
    _check(text, expected)
