# ruff: noqa: E501
"""Adversarial variations (session 6, third adversary) of the problems gsm_money6 and
question_forms6b answer (GSM8K train 1312, 1950, 3050, 5006, 5200, 6070, 6687, 6945, 7114;
12, 357, 1535, 2751, 4650): another asked price, count or kind; another holder or payer; a
change larger than the payment; coins and cents; another time (morning and afternoon are not
days), another unit, a time told of another action or kind, '3 more', a modal; another place;
a fourth name; distractor sentences. Hand-written; every answer computed by hand. Each case
must be answered with exactly that value or refused (None: must refuse).

Wrong answers found and fixed at their root:
- solver6_units.units_priced_by_contents read a price told in cents (m6_price_cents) as the
  unit's price in dollars before gsm_money6's cents guard could see it: 'Josh buys 3 packs of
  string cheese. Each piece of string cheese cost 10 cents. Each pack has 20 string cheeses
  in them. How much did he pay?' answered 6 (cents or dollars?). It now leaves such a price
  to money6, which refuses.
- question_forms.told_span dropped 'in two months' under 'will': 'Janine read 5 books last
  month. This month, she read 3 books. How many books will Janine read in two months?'
  answered 8 (two months from now?). A question told as yet to be (will, would, going) keeps
  its span (refused), as question_forms6b.told_times already did.
- question_forms.named_group counted the names of the statements only: 'Jorge has an equal
  number of baseball cards as Matias, who has 6 fewer cards than Carlos. If Carlos has 20
  baseball cards and Ann has 5 baseball cards, what is the total number of baseball cards the
  three have?' answered 48 (four people named). The question's names count too.
- gsm_money6.expand_change answered the price of a broader kind than the one bought without
  a price: 'Ann bought 3 red pens. She paid with a $10 bill and got $4 in change. How much
  does a pen cost?' answered 2 (any pen, or those?), as the module's guard on a told price
  already refused. It now refuses.
"""

from __future__ import annotations

from fractions import Fraction

import pytest
from story_outcome import check_correct_or_refused

F = Fraction

CASES: list[tuple[str, int | Fraction | None]] = [
    # gsm_money6: a price or count from a payment and its change; two kinds for one sum; prices in cents
    (
        "James buys 3 packs of candy. He pays with a $20 bill and gets $11 change. How much did each pack of candy cost?",
        3,
    ),
    (
        "James buys 3 packs of candy. He pays with a $20 bill and gets $11 change. He then buys 3 more packs of candy. How much did each pack of candy cost?",
        3,
    ),
    (
        "James buys 3 packs of candy and 2 sodas. He pays with a $20 bill and gets $11 change. How much did each pack of candy cost?",
        None,
    ),
    (
        "James buys 3 packs of candy. The sodas each cost $2. He pays with a $20 bill and gets $11 change. How much did each pack of candy cost?",
        3,
    ),
    (
        "James buys 3 packs of candy and 2 sodas. The sodas each cost $2. He pays with a $20 bill and gets $11 change. How much did each pack of candy cost?",
        F(5, 3),
    ),
    (
        "James buys 3 packs of candy. He pays with a $20 bill and gets $11 change. How much did he spend?",
        9,
    ),
    (
        "James buys 3 packs of candy. He pays with a $20 bill and gets $11 change. How much did 2 packs of candy cost?",
        6,
    ),
    (
        "James buys 3 packs of candy. He pays with a $10 bill and gets $11 change. How much did each pack of candy cost?",
        None,
    ),
    (
        "James buys 3 packs of candy. He pays with a $20 bill and gets $11 change. How much change did he get?",
        11,
    ),
    (
        "James buys 3 packs of candy. Ann pays with a $20 bill and gets $11 change. How much did each pack of candy cost?",
        None,
    ),
    (
        "James buys 3 packs of candy. He pays with a $20 bill and gets $11 change. Ann buys 2 packs of gum. How much did each pack of candy cost?",
        None,
    ),
    (
        "James buys 3 packs of candy. He pays with a $20 bill and gets $11 change. How much did each pack of gum cost?",
        None,
    ),
    (
        "James buys 3 packs of candy. He pays with a $20 bill and gets 50 cents change. How much did each pack of candy cost?",
        None,
    ),
    (
        "James buys 3 packs of candy. He pays with a $20 bill and gets $11.50 change. How much did each pack of candy cost?",
        F(17, 6),
    ),
    (
        "James buys 4 packs of candy. He pays with a $20 bill and gets $11.50 change. How much did each pack of candy cost?",
        F(17, 8),
    ),
    (
        "James buys 3 packs of candy. He pays with a $20 bill and gets $11 change. His sister gives him $5. How much did each pack of candy cost?",
        None,
    ),
    (
        "James buys 3 packs of candy. He pays with two $20 bills and gets $11 change. How much did each pack of candy cost?",
        None,
    ),
    (
        "James buys 3 packs of candy. He pays with a $20 bill and gets $11 change. He eats 1 pack of candy. How much did each pack of candy cost?",
        3,
    ),
    (
        "James buys 3 packs of candy. He pays with a $20 bill and gets $11 change. How much did each candy cost?",
        None,
    ),
    (
        "James has 5 packs of candy. He buys 3 packs of candy. He pays with a $20 bill and gets $11 change. How much did each pack of candy cost?",
        3,
    ),
    (
        "James buys 3 packs of candy. He pays with a $20 bill and gets $11 change. How many packs of candy does he have?",
        3,
    ),
    (
        "James buys 3 packs of candy. He pays with a $20 bill and gets $20 change. How much did each pack of candy cost?",
        None,
    ),
    (
        "James buys 3 packs of candy. He gives the cashier $20 and gets $11 change. How much did each pack of candy cost?",
        3,
    ),
    (
        "James buys 3 packs of candy for his friends. He pays with a $20 bill and gets $11 change. How much did each pack of candy cost?",
        3,
    ),
    (
        "James wants to buy 3 packs of candy. He pays with a $20 bill and gets $11 change. How much did each pack of candy cost?",
        None,
    ),
    (
        "James buys 3 packs of candy. He pays with a $20 bill and gets $11 change. How much would 5 packs of candy cost?",
        15,
    ),
    (
        "James buys 3 packs of candy. He pays with a $20 bill and gets $11 in change. How much does one pack of candy cost in cents?",
        300,
    ),
    (
        "James buys a dozen packs of candy. He pays with a $50 bill and gets $14 change. How much did each pack of candy cost?",
        3,
    ),
    (
        "James buys 3 packs of candy. He paid with a 20 dollar bill and got 11 dollars in change. How much did each pack of candy cost?",
        3,
    ),
    (
        "James buys 3 packs of candy. He sells 1 pack of candy. He pays with a $20 bill and gets $11 change. How much did each pack of candy cost?",
        None,
    ),
    (
        "Bryan bought 5 t-shirts and 4 pairs of pants for $1500. A t-shirt costs $100. How much does each pair of pants cost?",
        250,
    ),
    (
        "Bryan bought 5 t-shirts and 4 pairs of pants for $1500. A t-shirt costs $100. How much does a t-shirt cost?",
        100,
    ),
    (
        "Bryan bought 5 t-shirts and 4 pairs of pants for $1500. A pair of pants costs $100. How much does each t-shirt cost?",
        220,
    ),
    (
        "Bryan bought 5 t-shirts and 4 pairs of pants for $1500. How much does each pair of pants cost?",
        None,
    ),
    (
        "Bryan bought 5 t-shirts and 4 pairs of pants for $1500. A t-shirt costs $100. He also bought 2 hats. How much does each pair of pants cost?",
        None,
    ),
    (
        "Bryan bought 5 t-shirts and 4 pairs of pants for $1500. A t-shirt costs $400. How much does each pair of pants cost?",
        None,
    ),
    (
        "Bryan bought 5 t-shirts and 4 pairs of pants for $1500. A t-shirt costs $100. Ann bought 2 pairs of pants. How much does each pair of pants cost?",
        250,
    ),
    (
        "Bryan bought 5 t-shirts and 4 pairs of pants for a total of $1500. A t-shirt costs $100. How much did he spend on pants?",
        1000,
    ),
    (
        "Bryan bought 5 t-shirts and 4 pairs of pants for $1500. A shirt costs $100. How much does each pair of pants cost?",
        None,
    ),
    (
        "Bryan bought 5 t-shirts and 4 pairs of pants for $1500. A t-shirt costs $100. How much does each pair of jeans cost?",
        None,
    ),
    (
        "Bryan bought 5 t-shirts and 4 pairs of pants for $1500. Each t-shirt costs $100. He returned 1 t-shirt. How much does each pair of pants cost?",
        None,
    ),
    (
        "Bryan bought 5 t-shirts and 3 pairs of pants for $1500. A t-shirt costs $100. How much does each pair of pants cost?",
        F(1000, 3),
    ),
    (
        "Janet bought some muffins at the bakery. Each muffin is 75 cents. Janet paid $20 and got $11 in change back. How many muffins did Janet buy?",
        12,
    ),
    (
        "Janet bought some muffins at the bakery. Each muffin is 75 cents. Janet paid $20 and got $10 in change back. How many muffins did Janet buy?",
        None,
    ),
    (
        "Janet bought some muffins at the bakery. Each muffin is 75 cents. Janet paid $20 and got $11 in change back. How much did she spend?",
        None,
    ),
    (
        "Janet bought some muffins at the bakery. Each muffin is 75 cents. Janet paid $20 and got $11 in change back. How many cookies did Janet buy?",
        None,
    ),
    (
        "Janet bought some muffins and 2 cookies at the bakery. Each muffin is 75 cents. Janet paid $20 and got $11 in change back. How many muffins did Janet buy?",
        None,
    ),
    (
        "Janet bought some muffins and 2 cookies at the bakery. Each muffin is 75 cents. Each cookie is 50 cents. Janet paid $20 and got $11 in change back. How many muffins did Janet buy?",
        None,
    ),
    (
        "Janet bought some muffins and 3 cookies at the bakery. Each muffin is 75 cents. Each cookie is 50 cents. Janet paid $20 and got $10.50 in change back. How many muffins did Janet buy?",
        10,
    ),
    (
        "Janet bought some muffins at the bakery. Each muffin is 75 cents. Her mother paid $20 and got $11 in change back. How many muffins did Janet buy?",
        None,
    ),
    (
        "Janet bought some muffins at the bakery. Each muffin is 75 cents. Janet paid $20 and got $11 in change back. She ate 3 muffins. How many muffins did Janet buy?",
        12,
    ),
    (
        "Janet bought some muffins at the bakery. Each muffin is 75 cents. Janet paid $20 and got $11 in change back. She ate 3 muffins. How many muffins does Janet have left?",
        9,
    ),
    (
        "Janet bought some muffins at the bakery. Each muffin is 75 cents. Janet paid $20 and got 11 quarters in change back. How many muffins did Janet buy?",
        None,
    ),
    (
        "Janet bought some muffins at the bakery. Each muffin costs 75 cents. Janet paid $20 and got no change. How many muffins did Janet buy?",
        None,
    ),
    (
        "Janet bought some muffins at the bakery. Each muffin costs $0.80. Janet gave the cashier $20 and got no change. How many muffins did Janet buy?",
        25,
    ),
    (
        "Janet bought some muffins at the bakery. Each muffin costs $0.80. Janet gave the cashier $20 and got no change. How many muffins did she eat?",
        None,
    ),
    (
        "Frank goes to the store to buy some food. He buys 5 chocolate bars and 2 bags of chips. He hands the cashier $20 and gets $4 back as change. If the chocolate bars each cost $2, how much did each bag of chips cost?",
        3,
    ),
    (
        "Frank goes to the store to buy some food. He buys 5 chocolate bars and 2 bags of chips. He hands the cashier $20 and gets $4 back as change. If the chocolate bars each cost $2, how much did each chocolate bar cost?",
        2,
    ),
    (
        "Frank goes to the store to buy some food. He buys 5 chocolate bars and 2 bags of chips. He hands the cashier $20 and gets $4 back as change. If the bags of chips each cost $3, how much did each chocolate bar cost?",
        2,
    ),
    (
        "Frank goes to the store to buy some food. He buys 5 chocolate bars and 2 bags of chips. He hands the cashier $20 and gets $4 back as change. If the chocolate bars each cost $2, how much did the chips cost?",
        6,
    ),
    (
        "Frank goes to the store to buy some food. He buys 5 chocolate bars and 2 bags of chips. He hands the cashier $20 and gets $4 back as change. How much did each bag of chips cost?",
        None,
    ),
    (
        "Frank goes to the store to buy some food. He buys 5 chocolate bars and 2 bags of chips. He hands the cashier $20 and gets $14 back as change. If the chocolate bars each cost $2, how much did each bag of chips cost?",
        None,
    ),
    (
        "Frank goes to the store to buy some food. He buys 5 chocolate bars and 2 bags of chips. He hands the cashier $20 and gets $10 back as change. If the chocolate bars each cost $2, how much did each bag of chips cost?",
        None,
    ),
    (
        "Frank goes to the store to buy some food. He buys 5 chocolate bars and 2 bags of chips. He hands the cashier $20 and gets $4 back as change. If the chocolate bars each cost $2, how much did each bag of candy cost?",
        None,
    ),
    (
        "Frank goes to the store to buy some food. He buys 5 chocolate bars and 2 bags of chips. He hands the cashier $20 and gets $4 back as change. If the chocolate bars each cost $2, how much did each chip cost?",
        None,
    ),
    (
        "Frank goes to the store to buy some food. He buys 5 chocolate bars and 2 bags of chips. He hands the cashier $20 and gets $4 back as change. If the chocolate bars each cost $2, how much did each bag of chips cost in cents?",
        300,
    ),
    (
        "Frank goes to the store to buy some food. He buys 5 chocolate bars and 2 bags of chips. He hands the cashier $20 and gets $4 back as change. If the chocolate bars each cost 50 cents, how much did each bag of chips cost?",
        F(27, 4),
    ),
    (
        "Frank goes to the store to buy some food. He buys 5 chocolate bars and 2 bags of chips. He hands the cashier $20 and gets $4 back as change. If the chocolate bars each cost $2.50, how much did each bag of chips cost?",
        F(7, 4),
    ),
    (
        "Frank goes to the store to buy some food. He buys 5 chocolate bars and 2 bags of chips. He hands the cashier $20 and gets $4 back as change. His friend buys 3 bags of chips. If the chocolate bars each cost $2, how much did each bag of chips cost?",
        None,
    ),
    (
        "Frank goes to the store to buy some food. He buys 5 chocolate bars and 2 bags of chips. He hands the cashier $20 and gets $4 back as change. He buys 2 more bags of chips. If the chocolate bars each cost $2, how much did each bag of chips cost?",
        None,
    ),
    (
        "Frank goes to the store to buy some food. He buys 5 chocolate bars and 2 bags of chips. The cashier hands him $20. He gets $4 back as change. If the chocolate bars each cost $2, how much did each bag of chips cost?",
        None,
    ),
    (
        "Frank goes to the store to buy some food. He buys 5 chocolate bars and 2 bags of chips. He hands the cashier $20 and gets $4 back as change. If the chocolate bars each cost $2, how much did he spend?",
        16,
    ),
    (
        "Frank goes to the store to buy some food. He buys 5 chocolate bars and 2 bags of chips. He hands the cashier $20 and gets 4 quarters back as change. If the chocolate bars each cost $2, how much did each bag of chips cost?",
        None,
    ),
    (
        "Frank goes to the store to buy some food. He buys 5 chocolate bars and 2 bags of chips. He hands the cashier $20 and gets $4 back as change. If the chocolate bars each cost $2, how much did each bag of chips cost? He also has 3 apples.",
        None,
    ),
    (
        "Frank goes to the store to buy some food. He has 7 apples. He buys 5 chocolate bars and 2 bags of chips. He hands the cashier $20 and gets $4 back as change. If the chocolate bars each cost $2, how much did each bag of chips cost?",
        3,
    ),
    (
        "Frank has $50. He buys 5 chocolate bars and 2 bags of chips. He hands the cashier $20 and gets $4 back as change. If the chocolate bars each cost $2, how much did each bag of chips cost?",
        3,
    ),
    (
        "Frank buys 5 chocolate bars and 2 bags of chips. He hands the cashier $20 and gets $4 back as change. If the chocolate bars each cost $2, how much did each bag of chips cost?",
        3,
    ),
    (
        "Frank buys 5 chocolate bars. He buys 2 bags of chips. He hands the cashier $20 and gets $4 back as change. If the chocolate bars each cost $2, how much did each bag of chips cost?",
        3,
    ),
    (
        "Frank buys 5 chocolate bars. Ann buys 2 bags of chips. He hands the cashier $20 and gets $4 back as change. If the chocolate bars each cost $2, how much did each bag of chips cost?",
        None,
    ),
    (
        "A merchant bought 15 keyboards and 25 printers for a total of $2050. If a keyboard costs $20, how much does a printer cost?",
        70,
    ),
    (
        "A merchant bought 15 keyboards and 25 printers for a total of $2050. If a printer costs $70, how much does a keyboard cost?",
        20,
    ),
    (
        "A merchant bought 15 keyboards and 25 printers for a total of $2050. If a keyboard costs $20, how much do 2 printers cost?",
        140,
    ),
    (
        "A merchant bought 15 keyboards and 25 printers for a total of $2050. If a keyboard costs $20, how much did he spend on keyboards?",
        300,
    ),
    (
        "A merchant bought 15 keyboards and 25 printers for a total of $2050. If a keyboard costs $20, how much does a mouse cost?",
        None,
    ),
    (
        "A merchant bought 15 keyboards and 25 printers for a total of $2050. If a keyboard costs $200, how much does a printer cost?",
        None,
    ),
    (
        "A merchant bought 15 keyboards and 25 printers for a total of $2050. If a keyboard costs $20, how many printers did he buy?",
        25,
    ),
    (
        "A merchant bought 15 keyboards and 25 printers for a total of $2050. He sold 5 keyboards. If a keyboard costs $20, how much does a printer cost?",
        None,
    ),
    (
        "A merchant bought 15 keyboards and 25 printers for a total of $2050. If a keyboard costs $20, how much does a printer cost? He also bought 3 desks for $10 each.",
        None,
    ),
    (
        "A merchant bought 15 keyboards and 25 printers for a total of $2050. He also bought 3 desks for $10 each. If a keyboard costs $20, how much does a printer cost?",
        None,
    ),
    (
        "A merchant sold 15 keyboards and 25 printers for a total of $2050. If a keyboard costs $20, how much does a printer cost?",
        70,
    ),
    (
        "A merchant bought 15 keyboards and 25 printers for a total of $2050. If a keyboard costs $20.50, how much does a printer cost?",
        F(697, 10),
    ),
    (
        "A merchant bought 15 keyboards and 25 printers for a total of $2050. If 2 keyboards cost $40, how much does a printer cost?",
        70,
    ),
    (
        "A merchant bought 15 keyboards and 25 printers for a total of $2050. If a keyboard costs $20 more than a printer, how much does a printer cost?",
        F(175, 4),
    ),
    (
        "John goes to the store and pays with a 20 dollar bill. He buys 3 sodas and gets $14 in change. How much did each soda cost?",
        2,
    ),
    (
        "John goes to the store and pays with a 20 dollar bill. He buys 3 sodas and gets $14 in change. How much did 4 sodas cost?",
        8,
    ),
    (
        "John goes to the store and pays with a 10 dollar bill. He buys 3 sodas and gets $14 in change. How much did each soda cost?",
        None,
    ),
    (
        "John goes to the store and pays with a 20 dollar bill. He buys 3 sodas and gets $14 in change. He then drinks 1 soda. How much did each soda cost?",
        2,
    ),
    (
        "John goes to the store and pays with a 20 dollar bill. He buys 3 sodas and 2 chips and gets $14 in change. How much did each soda cost?",
        None,
    ),
    (
        "John goes to the store and pays with a 20 dollar bill. He buys 3 sodas and gets $14 in change. His sister buys 2 sodas. How much did each soda cost?",
        None,
    ),
    (
        "John goes to the store and pays with a 20 dollar bill. He buys 3 sodas and gets $14 in change. How many sodas did he buy?",
        3,
    ),
    (
        "John goes to the store and pays with a 5 dollar bill. He buys 4 sodas and gets 60 cents in change. How much did each soda cost?",
        None,
    ),
    (
        "John goes to the store and pays with a 5 dollar bill. He buys 4 sodas and gets $0.60 in change. How much did each soda cost?",
        F(11, 10),
    ),
    (
        "John goes to the store and pays with a 5 dollar bill. He buys 3 sodas and gets $0.60 in change. How much did each soda cost?",
        None,
    ),
    (
        "John goes to the store and pays with a 20 dollar bill. He buys 3 sodas and gets 14 dollars in change. How much did each soda cost?",
        2,
    ),
    (
        "John buys 3 barbells and gives $850 and gets $40 in change. How much did each barbell cost?",
        270,
    ),
    (
        "John buys 3 barbells and gives $850 and gets $40 in change. How much did he spend?",
        810,
    ),
    (
        "John buys 3 barbells and gives $850 and gets $40 in change. How much did each dumbbell cost?",
        None,
    ),
    (
        "John buys 3 barbells and gives $850 and gets $40 in change. How much did 2 barbells cost?",
        540,
    ),
    (
        "John buys 3 barbells and sells $850 and gets $40 in change. How much did each barbell cost?",
        None,
    ),
    (
        "John buys 3 barbells and gives $850 and gets $40 in change. He then buys 2 more barbells. How much did each barbell cost?",
        None,
    ),
    (
        "John buys 3 barbells and gives $850 and gets $40 in change. He then buys 2 dumbbells for $10 each. How much did each barbell cost?",
        None,
    ),
    (
        "John buys 3 barbells and gives $850 and gets $900 in change. How much did each barbell cost?",
        None,
    ),
    (
        "John buys 4 barbells and gives $850 and gets $40 in change. How much did each barbell cost?",
        F(405, 2),
    ),
    (
        "John buys 7 barbells and gives $850 and gets $40 in change. How much did each barbell cost?",
        None,
    ),
    (
        "John buys 3 barbells and gives $850 and gets $40 in change. Mary buys 2 barbells. How much did each barbell cost?",
        None,
    ),
    (
        "John buys 3 barbells and gives $850 and gets $40 in change. How much did each barbell cost in cents?",
        27000,
    ),
    (
        "Mary buys 3 barbells and her brother gives $850 and gets $40 in change. How much did each barbell cost?",
        None,
    ),
    (
        "John buys 3 barbells and gives Mary $850 and gets $40 in change. How much did each barbell cost?",
        None,
    ),
    (
        "John buys 3 barbells and gives the cashier $850 and gets $40 in change. How much did each barbell cost?",
        270,
    ),
    (
        "John buys 3 barbells. He gives $850 and gets $40 in change. He gives Mary 1 barbell. How much did each barbell cost?",
        270,
    ),
    (
        "Josh buys 3 packs of string cheese. Each piece of string cheese cost 10 cents. Each pack has 20 string cheeses in them. How many dollars did he pay?",
        6,
    ),
    (
        "Josh buys 3 packs of string cheese. Each piece of string cheese cost 10 cents. Each pack has 20 string cheeses in them. How many cents did he pay?",
        600,
    ),
    (
        "Josh buys 3 packs of string cheese. Each piece of string cheese cost 10 cents. Each pack has 20 string cheeses in them. How much did he pay?",
        None,
    ),
    (
        "Josh buys 3 packs of string cheese. Each piece of string cheese cost 15 cents. Each pack has 20 string cheeses in them. How many dollars did he pay?",
        9,
    ),
    (
        "Josh buys 3 packs of string cheese. Each piece of string cheese cost 10 cents. Each pack has 20 string cheeses in them. He finds 2 quarters. How many dollars did he pay?",
        6,
    ),
    (
        "Josh buys 3 packs of string cheese. Each piece of string cheese cost 10 cents. Each pack has 20 string cheeses in them. He eats 5 string cheeses. How many dollars did he pay?",
        6,
    ),
    (
        "Josh buys 3 packs of string cheese. Each piece of string cheese cost 10 cents. Each pack has 20 string cheeses in them. How many string cheeses did he buy?",
        60,
    ),
    (
        "Josh buys 3 packs of string cheese. Each piece of string cheese cost 10 cents. Each box has 20 string cheeses in them. How many dollars did he pay?",
        None,
    ),
    (
        "Josh buys 3 packs of string cheese. Each pack cost 10 cents. Each pack has 20 string cheeses in them. How many dollars did he pay?",
        F(3, 10),
    ),
    (
        "Josh buys 3 packs of string cheese. Each piece of string cheese cost 10 cents. Each pack has 20 string cheeses in them. His sister buys 2 packs of string cheese. How many dollars did he pay?",
        6,
    ),
    (
        "Josh buys 3 packs of string cheese. Each piece of string cheese cost 10 cents. Each pack has 20 string cheeses in them. His sister buys 2 packs of string cheese. How many dollars did they pay?",
        10,
    ),
    (
        "Luigi bought four pizzas for $80. Each pizza was cut into 5 pieces. How much did each piece of pizza cost, in dollars?",
        4,
    ),
    (
        "Luigi bought four pizzas for $80. Each pizza was cut into 8 pieces. How much did each piece of pizza cost, in dollars?",
        F(5, 2),
    ),
    (
        "Luigi bought four pizzas for $80. Each pizza was cut into 5 pieces. How much did each piece of pizza cost, in cents?",
        400,
    ),
    (
        "Luigi bought four pizzas for $80. Each pizza was cut into 5 pieces. How much did each pizza cost?",
        20,
    ),
    (
        "Luigi bought four pizzas for $80. Each pizza was cut into 5 pieces. He ate 3 pieces. How much did each piece of pizza cost, in dollars?",
        4,
    ),
    (
        "Luigi bought four pizzas for $80. Each pizza was cut into 5 pieces. How much did each slice of pizza cost, in dollars?",
        None,
    ),
    (
        "Luigi bought four pizzas for $80. Each cake was cut into 5 pieces. How much did each piece of pizza cost, in dollars?",
        None,
    ),
    (
        "Luigi bought four pizzas and 2 cakes for $80. Each pizza was cut into 5 pieces. How much did each piece of pizza cost, in dollars?",
        None,
    ),
    (
        "Luigi bought four pizzas for $80. Mario bought 2 pizzas. Each pizza was cut into 5 pieces. How much did each piece of pizza cost, in dollars?",
        4,
    ),
    (
        "Luigi bought four pizzas for $80. He bought 2 more pizzas. Each pizza was cut into 5 pieces. How much did each piece of pizza cost, in dollars?",
        4,
    ),
    (
        "Luigi bought four pizzas for $80. Each pizza was cut into 5 pieces. How many pieces of pizza are there?",
        20,
    ),
    (
        "Luigi bought four pizzas for $80. Each pizza was cut into 5 pieces. How much did the pieces of pizza cost in all, in dollars?",
        80,
    ),
    # question_forms6b: a trailing span of told times, the N, a told place
    (
        "Sally eats 2 sandwiches on Saturday and 1 sandwich on Sunday. If each sandwich uses 2 pieces of bread, how many pieces of bread does Sally eat across Saturday and Sunday?",
        6,
    ),
    (
        "Sally eats 2 sandwiches on Saturday. She eats 1 sandwich on Sunday. How many sandwiches does Sally eat across Saturday and Sunday?",
        3,
    ),
    (
        "Sally eats 2 sandwiches on Saturday morning. She eats 1 sandwich on Saturday afternoon. How many sandwiches does Sally eat across Saturday and Sunday?",
        None,
    ),
    (
        "Sally eats 2 sandwiches in the morning. She eats 1 sandwich in the afternoon. How many sandwiches does Sally eat across the morning and the afternoon?",
        3,
    ),
    (
        "Sally eats 2 sandwiches on Saturday. She eats 1 sandwich on Sunday. She eats 4 sandwiches on Monday. How many sandwiches does Sally eat across Saturday and Sunday?",
        None,
    ),
    (
        "Sally eats 2 sandwiches on Saturday. She makes 1 sandwich on Sunday. How many sandwiches does Sally eat across Saturday and Sunday?",
        None,
    ),
    (
        "Sally eats 2 sandwiches on Saturday. Tom eats 1 sandwich on Sunday. How many sandwiches does Sally eat across Saturday and Sunday?",
        None,
    ),
    (
        "Sally eats 2 sandwiches on Saturday. She eats 1 apple on Sunday. How many sandwiches does Sally eat across Saturday and Sunday?",
        None,
    ),
    (
        "Sally eats 2 sandwiches on Saturday. She eats 3 more sandwiches on Sunday. How many sandwiches does Sally eat across Saturday and Sunday?",
        5,
    ),
    (
        "Sally eats 2 sandwiches on Saturday. On Sunday she eats 3 more sandwiches than on Saturday. How many sandwiches does Sally eat across Saturday and Sunday?",
        7,
    ),
    (
        "Sally eats 2 sandwiches on Saturday. On Sunday she eats twice as many sandwiches. How many sandwiches does Sally eat across Saturday and Sunday?",
        6,
    ),
    (
        "Sally eats 2 sandwiches on Saturday. She eats 1 sandwich on Sunday. Her brother eats 5 sandwiches. How many sandwiches does Sally eat across Saturday and Sunday?",
        None,
    ),
    (
        "Sally eats 2 sandwiches on Saturday. She eats 1 sandwich on Sunday. How many sandwiches does Sally eat across Sunday and Monday?",
        None,
    ),
    (
        "Sally eats 2 sandwiches on Saturday. She eats 1 sandwich on Sunday. How many sandwiches does Sally eat on Sunday?",
        1,
    ),
    (
        "Sally eats 2 sandwiches on Saturday. She eats 1 sandwich on Sunday. How many sandwiches does Sally eat across Saturday and Sunday at the park?",
        3,
    ),
    (
        "Sally eats 2 sandwiches on Saturday. She eats 1 sandwich on Sunday. She has 4 sandwiches left. How many sandwiches does Sally eat across Saturday and Sunday?",
        3,
    ),
    (
        "Janine read 5 books last month. This month, she read twice as many books. If each book has 10 pages, how many pages did Janine read in two months?",
        150,
    ),
    (
        "Janine read 5 books last month. This month, she read 3 books. If each book has 10 pages, how many pages did Janine read in two months?",
        80,
    ),
    (
        "Janine read 5 books last month. This month, she read 3 books. How many books did Janine read in two months?",
        8,
    ),
    (
        "Janine read 5 books last month. This month, she read 3 books. How many books will Janine read in two months?",
        None,
    ),
    (
        "Janine read 5 books last month. This month, she read 3 books. How many books did Janine read in three months?",
        None,
    ),
    (
        "Janine read 5 books last month. This month, she bought 3 books. How many books did Janine read in two months?",
        None,
    ),
    (
        "Janine read 5 books last month. This month, her sister read 3 books. How many books did Janine read in two months?",
        None,
    ),
    (
        "Janine read 5 books last month. This month, she read 3 magazines. How many books did Janine read in two months?",
        None,
    ),
    (
        "Janine read 5 books last month. This month, she read 3 more books. How many books did Janine read in two months?",
        None,
    ),
    (
        "Janine read 5 books last month. This month, she read 3 books. Each month she reads 2 magazines. How many books did Janine read in two months?",
        None,
    ),
    (
        "Janine read 5 books last week. This month, she read 3 books. How many books did Janine read in two months?",
        None,
    ),
    (
        "Janine read 5 books last month. This month, she read 3 books. If each book has 10 pages, how many pages did Janine read in two weeks?",
        None,
    ),
    (
        "Janine read 5 books last month. She read 3 books this month. She has 4 books left to read. How many books did Janine read in two months?",
        None,
    ),
    (
        "Janine read 5 books in the morning. She read 3 books in the afternoon. How many books did Janine read in two days?",
        None,
    ),
    (
        "Janine read 5 books on Monday morning. She read 3 books on Monday afternoon. How many books did Janine read in two days?",
        None,
    ),
    (
        "Lisa sold 20 cups of lemonade in the first week. She sold 30 cups of lemonade in the second week. How many cups of lemonade did she sell for both weeks?",
        50,
    ),
    (
        "Lisa sold 20 cups of lemonade in the first week. She sold 30 cups of lemonade in the second week. How many cups of lemonade did she sell for both days?",
        None,
    ),
    (
        "Lisa sold 20 cups of lemonade in the first week. She sold 30 cups of lemonade in the second week. She drank 5 cups of lemonade in the second week. How many cups of lemonade did she sell for both weeks?",
        50,
    ),
    (
        "Lisa sold 20 cups of lemonade in the first week. Her brother sold 30 cups of lemonade in the second week. How many cups of lemonade did she sell for both weeks?",
        None,
    ),
    (
        "Lisa sold 20 cups of lemonade in the first week. She sold 30 cups of lemonade in the second week. She sold 10 cups of lemonade in the third week. How many cups of lemonade did she sell for both weeks?",
        None,
    ),
    (
        "Lisa sold 20 cups of lemonade in the first week. She sold 30 cups of lemonade in the second week. How many cups of lemonade did she sell in the second week?",
        30,
    ),
    (
        "Lisa sold 20 cups of lemonade in the first week. She sold 30 cups of lemonade in the second week. How many more cups of lemonade did she sell in the second week?",
        10,
    ),
    (
        "Lisa sold 20 cups of lemonade in the first week. She sold 30 cups of lemonade in the second week. How many cups of lemonade did she sell for both weeks, in dollars?",
        None,
    ),
    (
        "Lisa sold 20 cups of lemonade in the first week. She sold 30 cups of lemonade in the second week. Each cup costs $2. How much money did she make for both weeks?",
        100,
    ),
    (
        "Andrew ate 4 donuts on Monday. He ate 6 donuts on Tuesday. He ate 2 donuts on Wednesday. How many donuts did Andrew eat in the three days?",
        12,
    ),
    (
        "Andrew ate 4 donuts on Monday. He ate 6 donuts on Tuesday. He ate 2 donuts on Wednesday. How many donuts did Andrew eat in the two days?",
        None,
    ),
    (
        "Andrew ate 4 donuts on Monday. He ate 6 donuts on Tuesday. He bought 2 donuts on Wednesday. How many donuts did Andrew eat in the three days?",
        None,
    ),
    (
        "Andrew ate 4 donuts on Monday. He ate 6 donuts on Tuesday. His sister ate 2 donuts on Wednesday. How many donuts did Andrew eat in the three days?",
        None,
    ),
    (
        "Andrew ate 4 donuts on Monday. He ate 6 donuts on Tuesday. He ate 2 muffins on Wednesday. How many donuts did Andrew eat in the three days?",
        None,
    ),
    (
        "Andrew ate 4 donuts on Monday. He ate 6 donuts on Tuesday. He ate 2 donuts on Wednesday. How many donuts did Andrew eat in the three weeks?",
        None,
    ),
    (
        "Andrew ate 4 donuts on Monday morning. He ate 6 donuts on Monday afternoon. He ate 2 donuts on Monday evening. How many donuts did Andrew eat in the three days?",
        None,
    ),
    (
        "Andrew ate 4 donuts in the morning. He ate 6 donuts in the afternoon. He ate 2 donuts in the evening. How many donuts did Andrew eat in the three days?",
        None,
    ),
    (
        "Andrew ate 4 donuts on Monday. He ate 6 donuts on Tuesday. He ate 2 donuts on Wednesday. He ate 3 donuts on Thursday. How many donuts did Andrew eat in the three days?",
        None,
    ),
    (
        "Andrew ate 4 donuts on Monday. He ate 6 donuts on Tuesday. He ate 2 donuts on Wednesday. He had 10 donuts left. How many donuts did Andrew eat in the three days?",
        12,
    ),
    (
        "Andrew ate 4 donuts on Monday. He ate 6 donuts on Tuesday. He ate 2 donuts on Wednesday. How many donuts did Andrew eat in the three days in the kitchen?",
        12,
    ),
    (
        "Andrew ate 4 donuts on Monday. He ate 6 donuts on Tuesday. He ate 2 donuts on Wednesday. How many donuts can Andrew eat in the three days?",
        None,
    ),
    (
        "Andrew ate 4 donuts on Monday. On Tuesday he ate 6 donuts. On Wednesday, he ate 2 donuts. How many donuts did Andrew eat in the three days?",
        12,
    ),
    (
        "Andrew eats 4 donuts every day. He ate 6 donuts on Tuesday. He ate 2 donuts on Wednesday. How many donuts did Andrew eat in the three days?",
        None,
    ),
    (
        "Andrew ate 4 donuts on Monday. He ate 6 donuts on Tuesday. He ate 2 donuts on Wednesday. Yesterday he ate 5 donuts. How many donuts did Andrew eat in the three days?",
        None,
    ),
    (
        "Tom scored 20 points last year. He scored 30 points this year. How many points did Tom score during both years?",
        50,
    ),
    (
        "Tom scored 20 points last year. He scored 30 goals this year. How many points did Tom score during both years?",
        None,
    ),
    (
        "Tom scored 20 points last year. He scored 30 points this year. How many points does Tom have for both years?",
        None,
    ),
    (
        "Tom scored 20 points last year. He scored 30 points this year. How many points did Tom score during both seasons?",
        None,
    ),
    (
        "Tom scored 20 points last year. He scored 30 points this year. He will score 40 points next year. How many points did Tom score during both years?",
        None,
    ),
    (
        "Tom scored 20 points last year. He lost 5 points this year. How many points did Tom score during both years?",
        None,
    ),
    (
        "Tom scored 20 points last year. This year he scored 10 points fewer. How many points did Tom score during both years?",
        30,
    ),
    (
        "Tom scored 20 points last year. This year he scored half as many points. How many points did Tom score during both years?",
        30,
    ),
    (
        "Tom scored 20 points in the first game. He scored 30 points in the second game. How many points did Tom score during both games?",
        50,
    ),
    (
        "Tom scored 20 points in the first game. He scored 30 points in the second game. How many points did Tom score during both years?",
        None,
    ),
    (
        "Randy has 60 mango trees on his farm. He also has 5 less than half as many coconut trees as mango trees. How many trees does Randy have in all on his farm?",
        85,
    ),
    (
        "Randy has 60 mango trees on his farm. He also has 5 more than half as many coconut trees as mango trees. How many trees does Randy have in all on his farm?",
        95,
    ),
    (
        "Randy has 60 mango trees on his farm. He also has 5 less than half as many coconut trees as mango trees. How many coconut trees does Randy have on his farm?",
        25,
    ),
    (
        "Randy has 60 mango trees on his farm. He also has 5 less than half as many coconut trees as mango trees. How many trees does Randy have in all in his garden?",
        None,
    ),
    (
        "Randy has 60 mango trees on his farm. He also has 5 less than half as many coconut trees as mango trees. How many trees does Randy have in all on her farm?",
        None,
    ),
    (
        "Randy has 60 mango trees on his farm. He also has 5 less than half as many coconut trees as mango trees. How many trees does Tom have in all on his farm?",
        None,
    ),
    (
        "Randy has 60 mango trees on his farm. He also has 5 less than half as many coconut trees as mango trees. He cut down 10 mango trees. How many trees does Randy have in all on his farm?",
        None,
    ),
    (
        "Randy has 60 mango trees on his farm. He also has 5 less than half as many coconut trees as mango trees in his garden. How many trees does Randy have in all on his farm?",
        None,
    ),
    (
        "Randy has 60 mango trees on his farm. His father has 5 less than half as many coconut trees as mango trees. How many trees does Randy have in all on his farm?",
        None,
    ),
    (
        "Randy has 60 mango trees on his farm. He also has 5 less than half as many coconut trees as mango trees. His sister has 12 apple trees. How many trees does Randy have in all on his farm?",
        85,
    ),
    (
        "Randy has 60 mango trees on his farm. He also has 5 less than half as many coconut trees as mango trees. He has 3 dogs on his farm. How many trees does Randy have in all on his farm?",
        85,
    ),
    (
        "Randy has 60 mango trees on his farm. He also has 5 less than half as many coconut trees as mango trees. How many animals does Randy have in all on his farm?",
        None,
    ),
    (
        "Randy has 60 mango trees on his farm. He also has 5 less than half as many coconut trees as mango trees. How many more mango trees than coconut trees does Randy have on his farm?",
        35,
    ),
    (
        "Catriona has 8 goldfish in her aquarium. She has 4 more angelfish than goldfish. Also, she has twice as many guppies as angelfish. How many fish does Catriona have in her aquarium?",
        44,
    ),
    (
        "Catriona has 8 goldfish in her aquarium. She has 4 fewer angelfish than goldfish. Also, she has twice as many guppies as angelfish. How many fish does Catriona have in her aquarium?",
        20,
    ),
    (
        "Catriona has 8 goldfish in her aquarium. She has 4 more angelfish than goldfish. Also, she has twice as many guppies as goldfish. How many fish does Catriona have in her aquarium?",
        36,
    ),
    (
        "Catriona has 8 goldfish in her aquarium. She has 4 more angelfish than goldfish. Also, she has twice as many guppies as angelfish. How many fish does Catriona have in her pond?",
        None,
    ),
    (
        "Catriona has 8 goldfish in her aquarium. She has 4 more angelfish than goldfish in her pond. Also, she has twice as many guppies as angelfish. How many fish does Catriona have in her aquarium?",
        None,
    ),
    (
        "Catriona has 8 goldfish in her aquarium. She has 4 more angelfish than goldfish. Also, her brother has twice as many guppies as angelfish. How many fish does Catriona have in her aquarium?",
        None,
    ),
    (
        "Catriona has 8 goldfish in her aquarium. She has 4 more angelfish than goldfish. Also, she has twice as many guppies as angelfish. She gave away 3 goldfish. How many fish does Catriona have in her aquarium?",
        None,
    ),
    (
        "Catriona has 8 goldfish in her aquarium. She has 4 more angelfish than goldfish. Also, she has twice as many guppies as angelfish. She has 2 cats. How many fish does Catriona have in her aquarium?",
        44,
    ),
    (
        "Catriona has 8 goldfish in her aquarium. She has 4 more angelfish than goldfish. Also, she has twice as many guppies as angelfish. How many guppies does Catriona have in her aquarium?",
        24,
    ),
    (
        "Catriona has 8 goldfish in her aquarium. She has 4 more angelfish than goldfish. Also, she has twice as many guppies as angelfish. How many fish does Sam have in her aquarium?",
        None,
    ),
    (
        "Catriona has 8 goldfish in her aquarium. She has 4 more angelfish than goldfish. Also, she has twice as many guppies as angelfish. How much fish does Catriona have in her aquarium?",
        None,
    ),
    (
        "Jorge has an equal number of baseball cards as Matias, who has 6 fewer cards than Carlos. If Carlos has 20 baseball cards, what is the total number of baseball cards the three have?",
        48,
    ),
    (
        "Jorge has an equal number of baseball cards as Matias, who has 6 more cards than Carlos. If Carlos has 20 baseball cards, what is the total number of baseball cards the three have?",
        72,
    ),
    (
        "Jorge has an equal number of baseball cards as Matias, who has 6 fewer cards than Carlos. If Carlos has 20 baseball cards, what is the total number of baseball cards the two have?",
        None,
    ),
    (
        "Jorge has an equal number of baseball cards as Matias, who has 6 fewer cards than Carlos. If Carlos has 20 baseball cards, what is the total number of baseball cards the four have?",
        None,
    ),
    (
        "Jorge has an equal number of baseball cards as Matias, who has 6 fewer cards than Carlos. If Carlos has 20 baseball cards, what is the total number of baseball cards the three boys have?",
        48,
    ),
    (
        "Jorge has an equal number of baseball cards as Matias, who has 6 fewer cards than Carlos. Their father has 50 cards. If Carlos has 20 baseball cards, what is the total number of baseball cards the three have?",
        None,
    ),
    (
        "Jorge has an equal number of baseball cards as Matias, who has 6 fewer cards than Carlos. If Carlos has 20 baseball cards, what is the total number of baseball cards the three had?",
        48,
    ),
    (
        "Jorge has an equal number of baseball cards as Matias, who has 6 fewer cards than Carlos. If Carlos has 20 baseball cards, what is the total number of football cards the three have?",
        None,
    ),
    (
        "Jorge has an equal number of baseball cards as Matias, who has 6 fewer cards than Carlos. If Carlos has 20 baseball cards and Ann has 5 baseball cards, what is the total number of baseball cards the three have?",
        None,
    ),
    (
        "Ann bought 5 pens. Tom bought 3 pens. How many pens did the two buy?",
        8,
    ),
    (
        "Ann bought 5 pens. Tom bought 3 pens. Sue bought 2 pens. How many pens did the two buy?",
        None,
    ),
    (
        "Ann bought 5 pens. Tom bought 3 pens. Sue bought 2 pens. How many pens did the three buy?",
        10,
    ),
    (
        "Ann bought 5 pens. Tom bought 3 pencils. How many pens did the two buy?",
        5,
    ),
    (
        "Ann bought 5 pens. Tom sold 3 pens. How many pens did the two buy?",
        5,
    ),
    (
        "Ann bought 5 pens. Her mother bought 3 pens. How many pens did the two buy?",
        None,
    ),
    (
        "Ann bought 5 pens. Tom bought 3 pens. How many pens did the two buy, in total?",
        8,
    ),
    (
        "Ann bought 5 pens. Tom bought 3 pens. How many pens did the two lose?",
        None,
    ),
    (
        "Ann bought 5 pens. Tom bought 3 pens. Ann gave Tom 2 pens. How many pens did the two buy?",
        8,
    ),
    (
        "Ann bought 5 pens. Tom bought 3 pens. Ann gave Tom 2 pens. How many pens do the two have?",
        8,
    ),
    (
        "Ann has 5 pens. Tom has 3 pens. Ann gave her sister 2 pens. How many pens do the two have?",
        None,
    ),
    (
        "Ann has 5 pens. Tom has 3 pens. Ann gave Sue 2 pens. How many pens do the two have?",
        None,
    ),
    # more: several purchases with no change (GSM8K 368), the span of bread over sandwiches, pages over books
    (
        "Linda bought two coloring books at $4 each, 4 packs of peanuts at $1.50 each pack, and one stuffed animal. She gave the cashier $25 and got no change. How much does a stuffed animal cost?",
        11,
    ),
    (
        "Linda bought two coloring books at $4 each, 4 packs of peanuts at $1.50 each pack, and one stuffed animal. She gave the cashier $25 and got $3 in change. How much does a stuffed animal cost?",
        8,
    ),
    (
        "Linda bought two coloring books at $4 each, 4 packs of peanuts at $1.50 each pack, and two stuffed animals. She gave the cashier $25 and got no change. How much does a stuffed animal cost?",
        F(11, 2),
    ),
    (
        "Linda bought two coloring books at $4 each, 4 packs of peanuts at $1.50 each pack, and one stuffed animal. She gave the cashier $25 and got no change. How much does a coloring book cost?",
        4,
    ),
    (
        "Linda bought two coloring books at $4 each, 4 packs of peanuts at $1.50 each pack, and one stuffed animal. She gave the cashier $25 and got no change. How much does a toy car cost?",
        None,
    ),
    (
        "Linda bought two coloring books at $4 each, 4 packs of peanuts at $1.50 each pack, and one stuffed animal. She gave the cashier $10 and got no change. How much does a stuffed animal cost?",
        None,
    ),
    (
        "Linda bought two coloring books at $4 each, 4 packs of peanuts at $1.50 each pack, and one stuffed animal. She gave the cashier $14 and got no change. How much does a stuffed animal cost?",
        None,
    ),
    (
        "Linda bought two coloring books at $4 each, 4 packs of peanuts, and one stuffed animal. She gave the cashier $25 and got no change. How much does a stuffed animal cost?",
        None,
    ),
    (
        "Linda bought two coloring books at $4 each, 4 packs of peanuts at $1.50 each pack, and one stuffed animal. Her friend gave the cashier $25 and got no change. How much does a stuffed animal cost?",
        None,
    ),
    (
        "Linda bought two coloring books at $4 each, 4 packs of peanuts at $1.50 each pack, and one stuffed animal. She gave the cashier $25 and got no change. Her mother gave her $5. How much does a stuffed animal cost?",
        None,
    ),
    (
        "Linda bought two coloring books at $4 each, 4 packs of peanuts at $1.50 each pack, and one stuffed animal. She gave the cashier $25 and got no change. How much did she spend?",
        25,
    ),
    (
        "Linda bought two coloring books at $4 each, 4 packs of peanuts at $1.50 each pack, and one stuffed animal. She gave the cashier $25 and got no change. How much did she spend on peanuts?",
        6,
    ),
    (
        "Linda bought two coloring books at $4 each, 4 packs of peanuts at $1.50 each pack, and one stuffed animal. She gave the cashier $25 and got no change. How much do two stuffed animals cost?",
        22,
    ),
    (
        "Linda bought two coloring books at $4 each, 4 packs of peanuts at 150 cents each pack, and one stuffed animal. She gave the cashier $25 and got no change. How much does a stuffed animal cost?",
        None,
    ),
    (
        "Linda bought two coloring books at $4 each and one stuffed animal. She gave the cashier $25 and got no change. How much does a stuffed animal cost?",
        17,
    ),
    (
        "Linda bought two coloring books at $4 each and one stuffed animal. She gave the cashier $25 and got $2 back. How much does a stuffed animal cost?",
        15,
    ),
    (
        "Linda bought two coloring books at $4 each and one stuffed animal. She gave the cashier $25 and got $2 in change. She returned one coloring book. How much does a stuffed animal cost?",
        None,
    ),
    (
        "Linda bought two coloring books at $4 each and one stuffed animal. She gave the cashier $25 and got $2 in change. How much does a stuffed animal cost in cents?",
        1500,
    ),
    (
        "Linda bought two coloring books at $4 each and one stuffed animal. She gave the cashier $25 and got $2 in change. How much does a stuffed dog cost?",
        None,
    ),
    (
        "Linda bought two coloring books at $4 each and one stuffed animal. She gave the cashier $25 and got $2 in change. Tom bought a stuffed animal. How much does a stuffed animal cost?",
        None,
    ),
    (
        "Linda bought two coloring books at $4 each and one stuffed animal. She gave the cashier a $20 bill and a $5 bill and got $2 in change. How much does a stuffed animal cost?",
        None,
    ),
    (
        "Linda bought two coloring books at $4 each and one stuffed animal. She gave the cashier $25. She got $2 in change. How much does a stuffed animal cost?",
        15,
    ),
    (
        "Linda bought two coloring books at $4 each and one stuffed animal. She got $2 in change. How much does a stuffed animal cost?",
        None,
    ),
    (
        "Linda bought two coloring books at $4 each and one stuffed animal. She gave the cashier $25 and got 2 dimes in change. How much does a stuffed animal cost?",
        None,
    ),
    (
        "Linda bought two coloring books at $4 each and one stuffed animal. She gave the cashier $25 and got $2.35 in change. How much does a stuffed animal cost?",
        F(293, 20),
    ),
    (
        "Linda bought two coloring books at $4 each and one stuffed animal. She gave the cashier $1,000 and got $982 in change. How much does a stuffed animal cost?",
        10,
    ),
    (
        "Linda bought two coloring books at $4 each and one stuffed animal. She gave the cashier $25 and got $17 in change. How much does a stuffed animal cost?",
        None,
    ),
    (
        "Linda bought two coloring books at $4 each and one stuffed animal. The stuffed animal cost $3 more than a coloring book. How much does a stuffed animal cost?",
        7,
    ),
    (
        "James buys 3 packs of candy in the morning. He pays with a $20 bill and gets $11 change. How much did each pack of candy cost?",
        3,
    ),
    (
        "James buys 3 packs of candy. He pays with a $20 bill and gets $11 change. Yesterday he bought 2 packs of gum. How much did each pack of candy cost?",
        None,
    ),
    (
        "James buys 3 packs of candy. He pays with a $20 bill and gets $11 change. Each pack has 5 candies. How much did each candy cost?",
        None,
    ),
    (
        "James buys 3 packs of candy. He pays with a $20 bill and gets $11 change. Each pack has 5 candies. How much did each pack of candy cost?",
        3,
    ),
    (
        "James buys 3 packs of candy. He pays with a $20 bill and gets $11 back. How much did each pack of candy cost?",
        3,
    ),
    (
        "James buys 3 packs of candy. He pays with a $20 bill and receives $11 in change. How much did each pack of candy cost?",
        3,
    ),
    (
        "James buys 3 packs of candy. He pays with a $20 bill and gets $11 change. How much does each pack of candy cost now?",
        3,
    ),
    (
        "James buys 3 packs of candy. He pays with a $20 bill and gets $11 change. How much will each pack of candy cost next week?",
        None,
    ),
    (
        "James bought 3 packs of candy last week. He paid with a $20 bill and got $11 change. This week he bought 2 packs of candy. How much did each pack of candy cost?",
        None,
    ),
    (
        "James and Ann buy 3 packs of candy. They pay with a $20 bill and get $11 change. How much did each pack of candy cost?",
        3,
    ),
    (
        "James buys 3 packs of candy. He pays with a $20 bill and gets $11 change. He gives 1 pack of candy to Ann. How much did each pack of candy cost?",
        3,
    ),
    (
        "James buys 3 packs of candy. He pays with a $20 bill and gets $11 change. He gives Ann $2. How much did each pack of candy cost?",
        None,
    ),
    (
        "Sally eats 2 sandwiches on Saturday. She eats 1 sandwich on Sunday. If each sandwich uses 2 pieces of bread, how many pieces of bread does Sally eat across Saturday and Sunday?",
        6,
    ),
    (
        "Sally eats 2 sandwiches on Saturday. She eats 1 sandwich on Sunday. If each sandwich uses 3 pieces of bread, how many pieces of bread does Sally eat across Saturday and Sunday?",
        9,
    ),
    (
        "Sally eats 2 sandwiches on Saturday. She eats 1 sandwich on Sunday. If each sandwich uses 2 pieces of bread, how many pieces of bread does Sally eat on Saturday?",
        4,
    ),
    (
        "Sally eats 2 sandwiches on Saturday. She eats 1 sandwich on Sunday. If each sandwich uses 2 pieces of bread, how many pieces of bread does Tom eat across Saturday and Sunday?",
        None,
    ),
    (
        "Sally eats 2 sandwiches on Saturday. She eats 1 burger on Sunday. If each sandwich uses 2 pieces of bread, how many pieces of bread does Sally eat across Saturday and Sunday?",
        None,
    ),
    (
        "Sally eats 2 sandwiches on Saturday. She eats 1 sandwich on Sunday. If each sandwich uses 2 pieces of bread, how many pieces of bread does Sally buy across Saturday and Sunday?",
        None,
    ),
    (
        "Sally eats 2 sandwiches on Saturday. She eats 1 sandwich on Sunday. If each sandwich uses 2 slices of cheese, how many pieces of bread does Sally eat across Saturday and Sunday?",
        None,
    ),
    (
        "Sally eats 2 sandwiches on Saturday. She eats 1 sandwich on Sunday. She eats 1 sandwich on Monday. If each sandwich uses 2 pieces of bread, how many pieces of bread does Sally eat across Saturday and Sunday?",
        None,
    ),
    (
        "Sally eats 2 sandwiches on Saturday. She eats 1 sandwich on Sunday. If each sandwich uses 2 pieces of bread, how many pieces of bread will Sally eat across Saturday and Sunday?",
        6,
    ),
    (
        "Sally eats 2 sandwiches on Saturday. She eats 1 sandwich on Sunday. If each sandwich uses 2 pieces of bread, how many pieces of bread does Sally eat across Saturday, Sunday and Monday?",
        None,
    ),
    (
        "Sally eats 2 sandwiches on Saturday. Yesterday she ate 1 sandwich. If each sandwich uses 2 pieces of bread, how many pieces of bread does Sally eat across Saturday and Sunday?",
        None,
    ),
    (
        "Sally ate 2 sandwiches last Saturday. She ate 1 sandwich on Sunday. How many sandwiches did Sally eat across Saturday and Sunday?",
        3,
    ),
    (
        "Janine read 5 books last month. This month, she read twice as many books. If each book has 10 pages, how many pages did Janine read this month?",
        100,
    ),
    (
        "Janine read 5 books last month. This month, she read half as many books. If each book has 10 pages, how many pages did Janine read in two months?",
        75,
    ),
    (
        "Janine read 5 books last month. This month, she read twice as many books. If each book has 10 pages, how many books did Janine read in two months?",
        15,
    ),
    (
        "Janine read 5 books last month. This month, she read twice as many books. If each book has 10 pages, how many pages did Janine write in two months?",
        None,
    ),
    (
        "Janine read 5 books last month. This month, she read twice as many books. If each book has 10 pages, how many pages did her brother read in two months?",
        None,
    ),
    (
        "Janine read 5 books last month. This month, she read twice as many books. If each magazine has 10 pages, how many pages did Janine read in two months?",
        None,
    ),
    (
        "Janine read 5 books last month. This month, she read twice as many books. If each book has 10 pages, how many pages did Janine read in two years?",
        None,
    ),
    (
        "Janine read 5 books last month. This month, she read twice as many books. Next month she will read 4 books. If each book has 10 pages, how many pages did Janine read in two months?",
        None,
    ),
    (
        "Janine read 5 books last month. This month, she read twice as many books as her brother. If each book has 10 pages, how many pages did Janine read in two months?",
        None,
    ),
    (
        "Janine read 5 books last month. This month, she read 2 more books. If each book has 10 pages, how many pages did Janine read in two months?",
        None,
    ),
    (
        "Janine read 5 books last month. This month, she read 2 more books than last month. If each book has 10 pages, how many pages did Janine read in two months?",
        120,
    ),
    (
        "Janine read 5 books last month. This month, she read twice as many books. If each book has 10 pages, how many pages did Janine read in the past two months?",
        150,
    ),
    # more: a told place, weekday spans with percentages, several changes, a narrower kind bought
    (
        "Tom has 12 apples in his basket. He also has 8 pears in his basket. How many fruits does Tom have in his basket?",
        20,
    ),
    (
        "Tom has 12 apples in his basket. He also has 8 pears in his bag. How many fruits does Tom have in his basket?",
        None,
    ),
    (
        "Tom has 12 apples in his basket. He also has 8 pears. How many fruits does Tom have in his basket?",
        20,
    ),
    (
        "Tom has 12 apples in his basket. He ate 2 apples. How many apples does Tom have in his basket?",
        None,
    ),
    (
        "Tom has 12 apples in his basket. Ann has 8 pears in her basket. How many fruits does Tom have in his basket?",
        12,
    ),
    (
        "Tom has 12 apples in his basket. His sister has 8 pears. How many apples does Tom have in his basket?",
        12,
    ),
    (
        "Tom has 12 apples in his basket. He has twice as many pears as apples. How many fruits does Tom have in his basket?",
        36,
    ),
    (
        "Tom has 12 apples in his basket. He has 3 fewer pears than apples. How many pears does Tom have in his basket?",
        9,
    ),
    (
        "Tom has 12 apples in his basket. He has 3 fewer pears than apples. How many pears does Tom have in his baskets?",
        None,
    ),
    (
        "Tom has 12 apples in his basket. He has 3 fewer pears than apples. How many pears does Tom have on his table?",
        None,
    ),
    (
        "Tom has 12 apples in his basket. He has 3 fewer pears than apples. How many pears does he have in his basket?",
        9,
    ),
    (
        "Tom has 12 apples in his basket. He has 3 fewer pears than apples. How many pears does she have in her basket?",
        None,
    ),
    (
        "Tom has 12 apples in his basket. He has 3 fewer pears than apples. How much does Tom have in his basket?",
        None,
    ),
    (
        "Ann scored 20 points on Monday. She scored 30 points on Tuesday. How many points did Ann score across Monday and Tuesday?",
        50,
    ),
    (
        "Ann scored 20 points on Monday. She scored 30 points on Tuesday. How many points did Ann score across Tuesday and Monday?",
        50,
    ),
    (
        "Ann scored 20 points on Monday. She scored 30 points on Tuesday. How many points did Ann score across Monday and Wednesday?",
        None,
    ),
    (
        "Ann scored 20 points on Monday. She scored 30 points on Tuesday. How many points did Ann score between Monday and Tuesday?",
        50,
    ),
    (
        "Ann scored 20 points on Monday. She scored 30 points on Tuesday. How many points did Ann score on Monday and Tuesday?",
        50,
    ),
    (
        "Ann scored 20 points on Monday. She scored 30 points on Tuesday. She lost 5 points on Tuesday. How many points did Ann score across Monday and Tuesday?",
        50,
    ),
    (
        "Ann scored 20 points on Monday. She scored 30 points on Tuesday. How many points does Ann have across Monday and Tuesday?",
        None,
    ),
    (
        "Ann scored 20 points on Monday morning. She scored 30 points on Monday afternoon. How many points did Ann score across Monday and Tuesday?",
        None,
    ),
    (
        "Ann scored 20 points on Monday. She scored 30 points on Tuesday. Tom scored 10 points on Tuesday. How many points did Ann score across Monday and Tuesday?",
        50,
    ),
    (
        "Ann scored 20 points on Monday. She scored 30 points on Tuesday. Tom scored 10 points on Tuesday. How many points did Tom score across Monday and Tuesday?",
        None,
    ),
    (
        "Ann scored 20 points on Monday. On Tuesday she scored 5 points less than on Monday. How many points did Ann score across Monday and Tuesday?",
        35,
    ),
    (
        "Ann scored 20 points on Monday. On Tuesday she scored 25% more points. How many points did Ann score across Monday and Tuesday?",
        45,
    ),
    (
        "Ann scored 20 points on Monday. On Tuesday she scored 25% more. How many points did Ann score across Monday and Tuesday?",
        45,
    ),
    (
        "Ann scored 20 points on Monday. On Tuesday she scored 25% fewer points. How many points did Ann score across Monday and Tuesday?",
        35,
    ),
    (
        "Ann scored 20 points on Monday. On Tuesday she scored 25% more points than Tom. How many points did Ann score across Monday and Tuesday?",
        None,
    ),
    (
        "Ann scored 20 points last week. This week she scored 50% more points. How many points did Ann score for both weeks?",
        50,
    ),
    (
        "Ann scored 20 points last week. This week she scored 50% more points. How many points did Ann score for both days?",
        None,
    ),
    (
        "Ann scored 20 points last week. This week Tom scored 50% more points. How many points did Ann score for both weeks?",
        None,
    ),
    (
        "Ann scored 20 points last week. This week she scored 50% more points. How many points did Ann score in the two weeks?",
        50,
    ),
    (
        "Ann scored 20 points last week. This week she scored 50% more points. How many points will Ann score in the two weeks?",
        None,
    ),
    (
        "Ann bought 3 pens for $2 each. She paid with a $10 bill. How much change did she get?",
        4,
    ),
    (
        "Ann bought 3 pens for $2 each. She paid with a $10 bill. She got $4 in change. How much did each pen cost?",
        2,
    ),
    (
        "Ann bought 3 pens for $2 each. She paid with a $10 bill and got $5 in change. How much did each pen cost?",
        None,
    ),
    (
        "Ann bought 3 pens. She paid with a $10 bill and got $4 in change. She also bought 2 erasers for $1 each. How much did each pen cost?",
        None,
    ),
    (
        "Ann bought 3 pens and 2 erasers. The erasers each cost $1. She paid with a $10 bill and got $2 in change. How much did each pen cost?",
        2,
    ),
    (
        "Ann bought 3 pens and 2 erasers. The pens each cost $1. She paid with a $10 bill and got $2 in change. How much did each eraser cost?",
        F(5, 2),
    ),
    (
        "Ann bought 3 pens and 2 erasers. The pencils each cost $1. She paid with a $10 bill and got $2 in change. How much did each pen cost?",
        None,
    ),
    (
        "Ann bought 3 pens and 2 erasers. The erasers each cost $1. She paid with a $10 bill and got $2 in change. How much did each eraser cost?",
        1,
    ),
    (
        "Ann bought 3 pens and 2 erasers. The erasers each cost $1. She paid with a $10 bill and got $2 in change. How much did the pens cost?",
        6,
    ),
    (
        "Ann bought 3 red pens. She paid with a $10 bill and got $4 in change. How much did each pen cost?",
        2,
    ),
    (
        "Ann bought 3 pens. She paid with a $10 bill and got $4 in change. How much did each red pen cost?",
        None,
    ),
    (
        "Ann bought 3 pens. She paid with a $10 bill and got $4 in change. Tom paid with a $5 bill and got $1 in change. How much did each pen cost?",
        None,
    ),
    (
        "Ann bought 3 pens. She paid with a $10 bill and got $4 in change. She also got $4 in change from Tom. How much did each pen cost?",
        None,
    ),
    (
        "Ann bought 3 red pens. She paid with a $10 bill and got $4 in change. How much does a pen cost?",
        None,
    ),
    (
        "Ann bought 3 red pens. She paid with a $10 bill and got $4 in change. How much does a red pen cost?",
        2,
    ),
    (
        "Ann bought 3 red pens. She paid with a $10 bill and got $4 in change. How much does a blue pen cost?",
        None,
    ),
    (
        "Ann bought 3 red pens and 2 blue pens. She paid with a $10 bill and got $4 in change. How much did each pen cost?",
        None,
    ),
    (
        "Ann bought 3 red pens and 2 blue pens. The blue pens each cost $1. She paid with a $10 bill and got $2 in change. How much did each red pen cost?",
        2,
    ),
    (
        "Ann bought 3 red pens and 2 blue pens. The blue pens each cost $1. She paid with a $10 bill and got $2 in change. How much did each pen cost?",
        None,
    ),
    # more: the N over named holders, a span of three told days, modals before a span
    (
        "Ann has 5 pens. Tom has 3 pens. How many pens do the two have?",
        8,
    ),
    (
        "Ann has 5 pens. Tom has 3 pens. How many pens do the two have together?",
        8,
    ),
    (
        "Ann has 5 pens. Tom has 3 pens. Her dog has 2 pens. How many pens do the two have?",
        None,
    ),
    (
        "Ann has 5 pens. Tom has 3 pens. How many pens do the two have if Sue has 4 pens?",
        None,
    ),
    (
        "Ann has 5 pens. Tom has 3 pencils. How many pens do the two have?",
        None,
    ),
    (
        "Ann has 5 pens. Tom has twice as many pens as Ann. How many pens do the two have?",
        15,
    ),
    (
        "Ann has 5 pens. Tom has 3 more pens than Ann. How many pens do the two have?",
        13,
    ),
    (
        "Ann has 5 pens. Tom has 3 more pens than Sue. How many pens do the two have?",
        None,
    ),
    (
        "Ann has 5 pens. Tom has 3 pens. Ann lost 2 pens. How many pens do the two have now?",
        6,
    ),
    (
        "Ann has 5 pens. Tom has 3 pens. Mr. Lee has 4 pens. How many pens do the three have?",
        None,
    ),
    (
        "Ann has 5 pens. Tom has 3 pens. How many pens do the 2 have?",
        8,
    ),
    (
        "Ann has 5 pens and Tom has 3 pens. How many pens do the two of them have?",
        8,
    ),
    (
        "Ann has 5 pens. Tom has 3 pens. How many pens do the two have in their bags?",
        None,
    ),
    (
        "Ann has 5 pens. Tom has 3 pens. How many pens did the two have last year?",
        None,
    ),
    (
        "Mia read 10 pages on Monday. She read 12 pages on Tuesday. She read 8 pages on Wednesday. How many pages did Mia read in the three days?",
        30,
    ),
    (
        "Mia read 10 pages on Monday. She read 12 pages on Tuesday. She read 8 pages on Wednesday. How many pages did Mia read in three days?",
        30,
    ),
    (
        "Mia read 10 pages on Monday. She read 12 pages on Tuesday. She read 8 pages on Wednesday. How many pages did Mia read in 3 days?",
        30,
    ),
    (
        "Mia read 10 pages on Monday. She read 12 pages on Tuesday. She read 8 pages on Wednesday. How many pages did Mia read in the first two days?",
        None,
    ),
    (
        "Mia read 10 pages on Monday. She read 12 pages on Tuesday. She wrote 8 pages on Wednesday. How many pages did Mia read in three days?",
        None,
    ),
    (
        "Mia read 10 pages on Monday. She read 12 pages on Tuesday. She read 8 chapters on Wednesday. How many pages did Mia read in three days?",
        None,
    ),
    (
        "Mia read 10 pages on Monday. She read 12 pages on Tuesday. Her friend read 8 pages on Wednesday. How many pages did Mia read in three days?",
        None,
    ),
    (
        "Mia read 10 pages on Monday. She read 12 pages on Tuesday. She read 8 more pages on Wednesday. How many pages did Mia read in three days?",
        None,
    ),
    (
        "Mia read 10 pages on Monday. She read 12 pages on Tuesday. She read 8 pages in the evening. How many pages did Mia read in three days?",
        None,
    ),
    (
        "Mia read 10 pages on Monday. She read 12 pages on Tuesday. She read 8 pages on Wednesday. Her book has 100 pages. How many pages did Mia read in three days?",
        30,
    ),
    (
        "Mia read 10 pages on Monday. She read 12 pages on Tuesday. She read 8 pages on Wednesday. Her book has 100 pages. How many pages does Mia have left to read?",
        70,
    ),
    (
        "Mia read 10 pages on Monday. She read 12 pages on Tuesday. She read 8 pages on Wednesday. How many pages does Mia read in three days each week?",
        None,
    ),
    (
        "Mia reads 10 pages every day. She read 12 pages on Tuesday. How many pages did Mia read in two days?",
        None,
    ),
    (
        "Mia read 10 pages on Monday. She read 12 pages on Tuesday. How many pages did Mia read in two days?",
        22,
    ),
    (
        "Mia read 10 pages on Monday. She read 12 pages on Tuesday. How many pages did Mia read in two weeks?",
        None,
    ),
    (
        "Mia read 10 pages on Monday. She read 12 pages on Tuesday. How many pages would Mia read in two days?",
        None,
    ),
    (
        "Mia read 10 pages on Monday. She read 12 pages on Tuesday. How many pages can Mia read in two days?",
        None,
    ),
    (
        "Mia read 10 pages on Monday. She read 12 pages on Tuesday. How many pages is Mia going to read in two days?",
        None,
    ),
    (
        "Mia read 10 pages on Monday. She read 12 pages on Monday. How many pages did Mia read in two days?",
        None,
    ),
    (
        "Mia read 10 pages on Monday. She read 12 pages on Tuesday. She read 5 pages on Tuesday night. How many pages did Mia read in two days?",
        27,
    ),
]


@pytest.mark.parametrize(("text", "answer"), CASES)
def test_variation_correct_or_refused(text: str, answer: int | Fraction | None) -> None:
    check_correct_or_refused(text, answer)


def test_cases_are_distinct() -> None:
    assert len({t for t, _ in CASES}) == len(CASES)
