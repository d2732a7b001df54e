# ruff: noqa: E501
"""Hand-written variations of the problems question_forms6 answers (GSM8K-train 403, 1693,
2903, 3017, 844, 1515, 1892, 6055, 748, 4708, 7231, 6225, 1714, 2073, 1069 and the gsm_money
list-total fix), through the whole pipeline: each is answered with exactly the hand-computed
value, or refused (None: must refuse)."""

from __future__ import annotations

from fractions import Fraction

import pytest
from story_outcome import check_correct_or_refused

VARIATIONS = [
    (
        "Omi is twice as old as Kimiko. Arlette is 3/4 times as old as Kimiko. If Kimiko is 32 years old, calculate the average age of the three?",
        40,
    ),
    (
        "Omi is twice as old as Kimiko. Arlette is 3/4 times as old as Kimiko. Bob has 5 apples. If Kimiko is 32 years old, calculate the average age of the three?",
        40,
    ),
    (
        "Omi is twice as old as Kimiko. Arlette is 3/4 times as old as Kimiko. If Kimiko is 32 years old, calculate the average age of the two?",
        None,
    ),
    (
        "Omi was twice as old as Kimiko. Arlette was 3/4 times as old as Kimiko. If Kimiko was 32 years old, calculate the average age of the three?",
        None,
    ),
    (
        "Eden's mom is twice as old as Eden, who is twice as old as Devin. If Devin is 12 years old, what's the average age of the three?",
        28,
    ),
    (
        "Eden's mom is twice as old as Eden, who is twice as old as Devin. If Devin is 12 years old, what's the average age of the four?",
        None,
    ),
    (
        "Lexie is 6 years older than her brother and her sister is twice her age. If Lexie is 8, what is the age difference between her brother and her sister?",
        14,
    ),
    (
        "Lexie is 6 years older than her brother and her sister is twice her age. If Lexie is 8, what is the age difference between her brother and her cousin?",
        None,
    ),
    (
        "Mandy is 3 years old. Her brother is 4 times as old as she is. Her sister is 5 years younger than her brother. What is the age difference between Mandy and her sister?",
        4,
    ),
    (
        "In 5 years, Andy will be twice as old as Rahim is now. Rahim is 6 now. How much older is Andy than Rahim, right now, in years?",
        1,
    ),
    (
        "In 5 years, Andy will be twice as old as Rahim is now. Rahim is 6 now. How much older is Andy than Rahim, right now, in months?",
        12,
    ),
    (
        "Billy weighs 9 pounds more than Brad. Brad weighs 5 pounds more than Carl. If Carl weighs 145 pounds, how much does Billy weigh, in pounds?",
        159,
    ),
    (
        "Tamika drove for 8 hours at an average speed of 45 miles per hour. Logan drove for 5 hours at 55 miles an hour. How many miles farther did Tamika drive?",
        85,
    ),
    (
        "Tamika drove for 8 hours at an average speed of 45 miles per hour. Logan drove for 5 hours at 55 miles an hour. Sam drove for 2 hours at 30 miles an hour. How many miles farther did Tamika drive?",
        None,
    ),
    (
        "Tamika drove for 8 hours at an average speed of 45 miles per hour. Logan drove for 5 hours at 55 miles an hour. How many miles farther did Logan drive?",
        None,
    ),
    (
        "Cristobal read 15 more than three times the pages that Beatrix read. If Beatrix read 704 pages, how many more pages did Cristobal read?",
        1423,
    ),
    (
        "Scarlet saved $80 to spend on jewelry. She bought a pair of earrings that cost $23. Then, she bought a necklace that cost $48. How much of her savings have left?",
        9,
    ),
    (
        "Scarlet saved $80 to spend on jewelry. Her mom gave her $10. She bought a pair of earrings that cost $23. Then, she bought a necklace that cost $48. How much of her savings have left?",
        None,
    ),
    (
        "Mirasol had $50 in her account. She spent $10 on coffee beans and $30 on a tumbler. How much is left in her account?",
        10,
    ),
    (
        "Mirasol had $50 in her account. She earned $5. She spent $10 on coffee beans and $30 on a tumbler. How much is left in her account?",
        None,
    ),
    (
        "Tyler has $100. If he buys 8 scissors for $5 each and 10 erasers for $4 each, how much of his money remains?",
        20,
    ),
    (
        "Pedro, Linden, and Jesus are playing a game. Jesus has 60 squares. Linden has 75 squares. Pedro has 200. How many more squares does Pedro have than both Jesus and Linden combined?",
        65,
    ),
    (
        "Pedro, Linden, and Jesus are playing a game. Jesus has 60 squares. Linden has 75 squares. Pedro has 200. How many more squares does Pedro have than both Jesus and Sam combined?",
        None,
    ),
    (
        "There are two warehouses. The first warehouse has twice as many boxes as the second warehouse. If the first warehouse has 400 boxes, how many boxes are there in both warehouses combined?",
        600,
    ),
    (
        "There are three warehouses. The first warehouse has twice as many boxes as the second warehouse. If the first warehouse has 400 boxes, how many boxes are there in both warehouses combined?",
        None,
    ),
    (
        "Alex had 36 ounces of jelly beans. He ate 6 ounces. Then he divided the rest equally into 3 piles. How much does each pile weigh?",
        10,
    ),
    (
        "Maria has 4 dimes, 4 quarters, and 7 nickels in her piggy bank. Her mom gives her 5 quarters. How much money, in dollars, does Maria have now?",
        3,
    ),
    (
        "Maria has 4 dimes, 4 quarters, and 7 nickels in her piggy bank. Her mom gives her 5 quarters. How much money, in euros, does Maria have now?",
        None,
    ),
    (
        "Tom has 10 marbles. Ann has 15 marbles. Tom gives Ann 3 marbles. How many more marbles does Ann have?",
        None,
    ),
    (
        "Tom has 10 marbles. Ann has 15 marbles. Ann finds 3 marbles. How many more marbles does Ann have?",
        None,
    ),
    (
        "Tom has 10 marbles. Ann has 15 marbles. Ann loses 3 marbles. How many more marbles does Ann have?",
        None,
    ),
    (
        "Tom has 10 marbles. Ann has 15 marbles. Ann loses 3 marbles. How many more marbles does Ann have than Tom?",
        2,
    ),
    ("Tom has $80. Ann has $50. Tom gives Ann $20. How much of her money remains?", 70),
    ("Tom has $80. Ann has $50. They spent $20. How much of their money remains?", 110),
    (
        "Tom had $50 in his account. He spent $10 on a book. Ann had $30. How much is left in his account?",
        None,
    ),
    (
        "Tom read 10 pages. Ann read 15 pages. Later she read 4 pages. How many more pages did Ann read?",
        None,
    ),
    ("Tom read 10 pages. Ann read 15 pages. How many more pages did Ann read?", 5),
    (
        "Lily had $55 in her account. She spent $7 on a shirt. She paid $10 cash for lunch. How much is left in her account?",
        None,
    ),
    (
        "Tom saved $80 in his piggy bank. He has $20 in his wallet. He spent $30 on a book. How much of his savings is left?",
        None,
    ),
    ("Tom had $50 in his account. He spent $10 on a book. How much is left in his account?", 40),
    ("Tom saved $80. He spent $30 on a book. How much of his savings is left?", 50),
    (
        "Tom had $50 in his bank account. He spent $10 on a book. How much is left in his bank account?",
        40,
    ),
    ("Tom bought 5 shirts and 4 hats for $60. How much does one hat cost?", None),
    ("Tom bought 5 shirts and 4 hats for $60. How much does 1 hat cost?", None),
    ("Tom bought 5 shirts and 4 hats for $60. How much do 2 hats cost?", None),
    ("Tom bought 5 shirts and 4 hats for $60. What is the price of one hat?", None),
    ("Tom bought 5 shirts and then 4 hats for $60. How much does one hat cost?", None),
    ("Tom bought 5 shirts. He bought 4 hats for $60. How much does one hat cost?", 15),
    ("Tom bought 5 shirts, and 4 hats for $60. How much does one hat cost?", None),
    ("Tom bought 5 shirts and 4 hats for $60 in total. How much does one hat cost?", None),
    ("Tom sold 5 shirts and 4 hats for $60. How much does one hat cost?", None),
    (
        "Tom bought 5 shirts and 4 hats for $60. If a shirt costs $4, how much does one hat cost?",
        10,  # (60 - 5 x 4) / 4: the shirts' price told in the condition
    ),
]


@pytest.mark.parametrize(("text", "value"), VARIATIONS)
def test_correct_or_refused(text: str, value: int | Fraction | None) -> None:
    check_correct_or_refused(text, value)
