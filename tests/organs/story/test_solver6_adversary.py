# ruff: noqa: E501
"""Hand-written variations of the solver6 answers (issue 8), through the whole pipeline.

Each variation changes one thing of a newly answered shape (a name, a number, the asked
holder or kind, a change added before or after, a unit, a noun, a tense) and states the
answer by hand, or None when the pipeline must refuse (the story does not determine it).
Our own wording; ``check_correct_or_refused`` accepts a refusal of a determined answer.
"""

from __future__ import annotations

from fractions import Fraction

import pytest
from story_outcome import check_correct_or_refused

VARIATIONS: list[tuple[str, int | Fraction | None]] = [
    (
        "Neil baked 20 cookies. He gave 2/5 of the cookies to his friend. How many cookies did his friend get?",
        8,
    ),
    (
        "Neil baked 20 cookies. He ate 2 cookies. He gave 2/5 of the cookies to his friend. How many cookies are left for Neil?",
        None,
    ),
    (
        "Neil baked 20 cookies. His sister baked 10 cookies. He gave 2/5 of the cookies to his friend. How many cookies are left for Neil?",
        None,
    ),
    (
        "Neil baked 20 cookies and 10 muffins. He gave 2/5 of the cookies to his friend. How many cookies are left for Neil?",
        12,
    ),
    (
        "Neil baked 20 cookies. He gave 2/5 of the muffins to his friend. How many cookies are left for Neil?",
        None,
    ),
    (
        "Neil baked 20 cookies. Then he baked 10 more cookies. He gave half of the cookies to his friend. How many cookies are left for Neil?",
        None,
    ),
    (
        "Neil baked 20 cookies. Then he baked 10 more cookies. He gave half of his cookies to his friend. How many cookies are left for Neil?",
        15,
    ),
    (
        "Neil baked 20 cookies yesterday. He gave 2/5 of the cookies to his friend today. How many cookies are left for Neil?",
        12,
    ),
    (
        "Bingley has 5 bracelets. Kelly gives Bingley a fourth of her 16 bracelets. Then Bingley gives a third of his bracelets to his little sister. How many bracelets does Kelly have?",
        12,
    ),
    (
        "Bingley has 5 bracelets. Kelly gives Bingley a fourth of her 16 bracelets. Then Bingley gives a third of his bracelets to his little sister. How many bracelets does his sister have?",
        None,
    ),
    (
        "Bingley has 6 bracelets. Kelly gives Bingley a fourth of her 16 bracelets. Then Bingley gives half of his bracelets to his little sister. How many bracelets does Bingley have remaining?",
        5,
    ),
    (
        "Bingley has 5 bracelets. Kelly gives Bingley a fourth of her 16 bracelets. Bingley loses 2 bracelets. Then Bingley gives a third of his bracelets to his little sister. How many bracelets does Bingley have remaining?",
        None,
    ),
    (
        "Bingley has 5 bracelets. Kelly gives Bingley a fourth of her 16 bracelets. Then Bingley gives a third of her bracelets to his little sister. How many bracelets does Bingley have remaining?",
        None,
    ),
    (
        "Olivia pays 4 quarters for chips and 12 quarters for soda. How many cents does she pay in total?",
        400,
    ),
    (
        "Olivia pays 4 quarters for chips and 12 dimes for soda. How many dollars does she pay in total?",
        Fraction("2.2"),
    ),
    (
        "Olivia pays 4 quarters for chips and $2 for soda. How many dollars does she pay in total?",
        None,
    ),
    (
        "Olivia pays 4 quarters for chips and 12 quarters for soda at the mall. How many dollars does she pay in total at the mall?",
        None,
    ),
    (
        "Oliver has $40 and 200 quarters. If he gives his sister $5 and 120 quarters, how much money in total is his sister left with?",
        None,
    ),
    (
        "Oliver has $40 and 200 quarters. If he gives his sister $5 and 120 quarters, how much money is he left with?",
        55,
    ),
    (
        "Oliver has $40 and 200 dimes. If he gives his sister $5 and 120 dimes, how much money in total is he left with?",
        43,
    ),
    (
        "Oliver has $40 and 200 quarters. If he buys a toy for $5, how much money in total is he left with?",
        None,
    ),
    (
        "Oliver has 40 marbles and 200 quarters. If he gives his sister 5 marbles and 120 quarters, how much money in total is he left with?",
        None,
    ),
    (
        "James has 18 chocolate bars to sell for the swim team. He sold 5 last week and 7 this week. How many chocolate bars did he sell?",
        12,
    ),
    (
        "James has 18 chocolate bars to sell for the swim team. He ate 5 last week. How many more chocolate bars does he need to sell?",
        None,
    ),
    (
        "James has 18 chocolate bars to sell for $2 each. He sold 5. How many more chocolate bars does he need to sell?",
        None,
    ),
    (
        "James has 18 chocolate bars to sell at the fair. Ann sold 5 chocolate bars. How many more chocolate bars does he need to sell?",
        None,
    ),
    (
        "James sold 3 chocolate bars. James has 18 chocolate bars to sell. He sold 5. How many more chocolate bars does he need to sell?",
        None,
    ),
    (
        "James has 18 chocolate bars to sell. He sold 25. How many more chocolate bars does he need to sell?",
        None,
    ),
    (
        "James has 18 chocolate bars to sell. He sold 5 cookies. How many more chocolate bars does he need to sell?",
        None,
    ),
    (
        "Kaylee needs to sell 33 boxes of biscuits. So far, she has sold 12 boxes of lemon biscuits to her aunt, and 5 bags of chocolate biscuits to her mother. How many more boxes of biscuits does Kaylee need to sell?",
        None,
    ),
    (
        "Kaylee needs to sell 33 boxes of biscuits. So far, she has sold 12 boxes of lemon cakes to her aunt. How many more boxes of biscuits does Kaylee need to sell?",
        None,
    ),
    (
        "Kaylee needs to sell 33 boxes of lemon biscuits. So far, she has sold 12 boxes of lemon biscuits to her aunt, and 5 boxes of chocolate biscuits to her mother. How many more boxes of lemon biscuits does Kaylee need to sell?",
        None,
    ),
    (
        "Mara has 12 bags with 2 marbles in each bag. Markus has 2 bags with 13 marbles in each bag. How many fewer marbles does Mara have?",
        2,
    ),
    (
        "Mara has 12 bags with 2 marbles in each bag. Markus has 2 bags with 13 marbles in each bag. Mara gives Markus 4 marbles. How many marbles does Markus have?",
        30,
    ),
    (
        "Mara has 12 bags with 2 marbles in each bag. Markus has 2 bags with 13 marbles in each bag. Each bag has 5 marbles. How many marbles does Markus have?",
        None,
    ),
    (
        "Mara has 12 bags with 2 marbles in each bag. Markus has 2 bags with 13 marbles in each bag. Markus buys 3 bags. How many marbles does Markus have?",
        None,
    ),
    (
        "Mara has 12 bags with 2 marbles in each bag and 3 boxes with 4 marbles in each box. Markus has 2 bags with 13 marbles in each bag. How many marbles does Mara have?",
        36,
    ),
    (
        "Seth lost 17.5 pounds. Jerome lost three times that many pounds. How many pounds did Jerome lose?",
        Fraction("52.5"),
    ),
    (
        "Seth lost 17.5 pounds. Jerome lost 1.5 pounds more than Seth. How many pounds did they lose in total?",
        Fraction("36.5"),
    ),
    (
        "Seth ate 7 apples. Jerome ate half as many apples as Seth. How many apples did they eat in total?",
        None,
    ),
    (
        "Seth ran 3 miles. Jerome ran a third as many miles as Seth. How many miles did Jerome run?",
        1,
    ),
    (
        "Mrs. Kaplan has 1/4 as many pizza slices as Bobby has. If Bobby has 2 pizzas and each pizza has 6 slices, how many slices do they have together?",
        15,
    ),
    (
        "Mrs. Kaplan has 1/4 as many pizza slices as Bobby has. If Bobby has 2 pizzas and each pizza has 7 slices, how many slices does Mrs. Kaplan have?",
        None,
    ),
    (
        "Mrs. Kaplan has 1/4 as many pizza slices as Bobby has. If Bobby has 2 pizzas and each pizza has 6 slices, how many pizzas does Mrs. Kaplan have?",
        None,
    ),
    (
        "Mrs. Kaplan has 1/4 as many cake slices as Bobby has. If Bobby has 2 pizzas and each pizza has 6 slices, how many slices does Mrs. Kaplan have?",
        None,
    ),
    (
        "Bobby has 2 boxes with 6 pens in each box. Ann has twice as many pens as Bobby. Ann gives 4 pens to Bobby. How many pens does Bobby have?",
        16,
    ),
    (
        "Bobby has 2 boxes with 6 pens in each box. Ann has twice as many pencils as Bobby. How many pencils does Ann have?",
        None,
    ),
    (
        "Bobby has 2 boxes with 6 pens in each box. Ann has twice as many boxes as Bobby. How many pens does Ann have?",
        None,
    ),
    (
        "Miss Davis gave 15 popsicle sticks to each of the 10 groups in her class. How many sticks does she have left if she had 170 popsicle sticks at first?",
        20,
    ),
    (
        "Miss Davis gave 15 popsicle sticks to each of the 10 groups in her class. How many sticks does she have left if she had 100 popsicle sticks?",
        None,
    ),
    (
        "Miss Davis gave 15 popsicle sticks to each of the 10 groups in her class. How many sticks do the groups have if she had 170 popsicle sticks?",
        None,
    ),
    (
        "Miss Davis gave 15 popsicle sticks to each of the 10 groups in her class. She bought 20 sticks. How many sticks does she have left if she had 170 popsicle sticks?",
        None,
    ),
    (
        "Miss Davis gave 15 popsicle sticks to each of the 10 groups in her class. How many sticks does she have left if she had 170 pencils?",
        None,
    ),
    (
        "Anna has 31 slices of ham. How many more slices of ham does she need to make 50 ham sandwiches?",
        None,
    ),
    ("Anna has 31 slices of ham. How many more slices of ham does she need to have 50 slices?", 19),
    (
        "Neil has 6 cookies. Ann gives Neil 10 cookies. Neil gives half of his cookies to Tom. How many cookies does Neil have?",
        8,
    ),
    (
        "Neil has 5 cookies. Ann gives Neil 10 cookies. Neil gives half of his cookies to Tom. How many cookies does Tom have?",
        None,
    ),
    (
        "Ann had 12 apples. Tom gave Ann 4 apples yesterday. Today she gave half of her apples to Leo. How many apples does Ann have?",
        8,
    ),
    (
        "Ann had 12 apples. Tom gave Ann 4 apples. Leo gave half of his apples to Ann. How many apples does Ann have?",
        None,
    ),
    ("Tom picked 30 plums. He sold a third of them. How many plums does Tom have left?", 20),
    (
        "Tom picked 30 plums. He sold a third of them. Ann sold 3 plums. How many plums does Tom have left?",
        None,
    ),
    (
        "Tom picked 30 plums and Ann picked 12 plums. He sold a third of them. How many plums does Tom have left?",
        None,
    ),
    (
        "Ann has 20 letters to write. She wrote 4 letters. She bought 5 letters. How many more letters does she need to write?",
        None,
    ),
    (
        "Ann has 20 letters to write. She wrote 4 letters on Monday and 6 letters on Tuesday. How many more letters does she need to write?",
        10,
    ),
    (
        "Ann has 20 letters to write. Tom wrote 4 letters. How many more letters does she need to write?",
        None,
    ),
    (
        "Mara has 12 bags with 2 marbles in each bag. Markus has 2 bags with 13 marbles in each bag. How many bags do they have?",
        None,
    ),
    (
        "Mara has 12 bags with 2 marbles in each bag. Markus has 2 bags with 2 marbles in each bag. How many marbles do they have?",
        28,
    ),
    (
        "Mara has 12 boxes with 2 pens in each box. Markus has 2 boxes with 13 pencils in each box. How many pens does Markus have?",
        None,
    ),
    (
        "Each box has 6 pens. Bobby has 2 boxes. Ann has 3 fewer pens than Bobby. How many pens does Ann have?",
        9,
    ),
    (
        "Each box has 6 pens. Bobby has 2 boxes. Ann has 3 fewer pens than Bobby. How many pens do they have altogether?",
        21,
    ),
    ("Each box has 6 pens. Ann has 3 fewer pens than Bobby. How many pens does Ann have?", None),
    (
        "Tom's boxes each have 6 pens. Bobby has 2 boxes. Ann has twice as many pens as Bobby. How many pens does Ann have?",
        None,
    ),
    (
        "Sara gave 3 pens to each of her 4 friends. How many pens does Sara have left if she had 20 pens?",
        8,
    ),
    (
        "Sara gave 3 pens to each of her 4 friends. How many pens does Sara have left if she had 20 pens now?",
        None,
    ),
    (
        "Sara gave 3 pens to each of her 4 friends. How many pens does Sara have left if she still had 20 pens?",
        None,
    ),
    (
        "Sara gave 3 pens to each of her 4 friends. Then she found 2 pens. How many pens does Sara have left if she had 20 pens?",
        None,
    ),
    ("Tom has 12 pens. How many more pens does he need to fill 5 boxes?", None),
    (
        "Luigi bought four pizzas for $80. Each pizza was cut into 5 pieces. How much did each pizza cost?",
        20,
    ),
    (
        "Luigi bought four pizzas for $80. Each pizza was cut into 5 pieces. How many pieces are there?",
        20,
    ),
    (
        "Luigi bought four pizzas for $80. Each pizza was cut into 5 pieces. How much did each piece of cake cost?",
        None,
    ),
    (
        "Luigi bought four pizzas for $80. He ate 2 pizzas. Each pizza was cut into 5 pieces. How much did each piece cost?",
        4,
    ),
    (
        "Luigi bought four pizzas for $80. Each pizza was cut into 5 pieces and each pie into 4 pieces. How much did each piece cost?",
        None,
    ),
    (
        "Luigi bought four pizzas. Each pizza was cut into 5 pieces. How much did each piece cost?",
        None,
    ),
    (
        "Luigi bought four pizzas for $81. Each pizza was cut into 5 pieces. How much did each piece cost?",
        Fraction("4.05"),
    ),
    (
        "Aaron makes 10 scarves and Enid makes 8 scarves. A scarf uses 3 balls of wool. How many balls of wool did Enid use?",
        24,
    ),
    (
        "Aaron makes 10 scarves and Enid buys 8 scarves. A scarf uses 3 balls of wool. How many balls of wool did Aaron and Enid use in total?",
        None,
    ),
    (
        "Aaron makes 10 scarves. A scarf uses 3 balls of wool and a hat uses 2 balls of wool. How many balls of wool did Aaron use?",
        30,
    ),
    (
        "Aaron makes 10 scarves. A scarf uses 3 balls of wool. How many balls of cotton did Aaron use?",
        None,
    ),
    (
        "Aaron makes 10 scarves. A scarf uses 3 balls of wool. He sells 4 scarves. How many balls of wool did Aaron use?",
        None,
    ),
    (
        "Tom's cat is 8 years old. His rabbit is twice the age of his cat. How old is the rabbit?",
        16,
    ),
    (
        "Tom's cat is 8 years old. His rabbit is half the age of his cat. His dog is 3 years older than his rabbit. How old is his dog?",
        7,
    ),
    (
        "Tom's cat is 8 years old. Ann's cat is 6 years old. His rabbit is half the age of his cat. How old is the rabbit?",
        None,
    ),
    (
        "Tom's cat is 8 years old. Jim's dog is 6 years old. His rabbit is half the age of his cat. How old is the rabbit?",
        None,
    ),
    (
        "There are 516 cars in a parking lot. One-third are blue, one-half are red, and the rest are black. How many black cars are in the lot?",
        86,
    ),
    (
        "There are 516 cars in a parking lot and 20 cars in the school lot. How many cars are in the lot?",
        None,
    ),
    ("There are 516 cars in a parking lot. How many cars are in the garage?", None),
    ("Martha's cat catches 3 rats and 7 birds. How many animals does Martha's cat catch?", 10),
    ("Martha's cat catches 3 rats and 7 birds. How many birds does Martha's cat catch?", 7),
    (
        "Martha's cat catches 3 rats and 7 snails. Cara's cat catches twice as many animals as Martha's cat. How many animals does Cara's cat catch?",
        None,
    ),
    (
        "Josh buys 3 packs of string cheese. Each piece of string cheese cost 10 cents. Each pack has 20 string cheeses in them. How many cents did he pay?",
        600,
    ),
    (
        "Josh buys 3 packs of string cheese. Each piece of string cheese cost 10 cents. Each pack has 20 string cheeses in them. How many string cheeses did he buy?",
        60,
    ),
    (
        "Josh buys 3 packs of string cheese. Each piece of cheddar cost 10 cents. Each pack has 20 string cheeses in them. How many dollars did he pay?",
        None,
    ),
    (
        "Josh buys 3 packs of string cheese. Each piece of string cheese cost 10 cents. Each pack has 20 string cheeses in them. He ate 4 string cheeses. How many dollars did he pay?",
        None,
    ),
    (
        "Josh buys 3 packs of string cheese and Ann buys 2 packs of string cheese. Each piece of string cheese cost 10 cents. Each pack has 20 string cheeses in them. How many dollars did Josh pay?",
        6,
    ),
]


@pytest.mark.parametrize(("text", "answer"), VARIATIONS)
def test_variation_is_answered_correctly_or_refused(
    text: str, answer: int | Fraction | None
) -> None:
    check_correct_or_refused(text, answer)
