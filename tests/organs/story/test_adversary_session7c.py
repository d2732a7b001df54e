# ruff: noqa: E501
"""Adversarial variations (session 7, adversary c): totals over acts of which one is told
without its amount, wholes of people beside people brought, and GSM-Plus style variations of
the GSM8K problems this session newly answers (a distractor, a changed operation word, another
asked quantity, a critical fact removed). Hand-written; every answer computed by hand. Each
case must be answered with exactly that value or refused (None: must refuse).

Wrong answers found and fixed at their root (story/untold_acts.py, hooked in answers._events
and answers._ask_state):
- answers._events summed the asked act's events in the asked kind and left out another act of
  the same doer whose amount in that kind is never told: 'Tom earned $10 on Monday. He worked
  for 5 hours on Tuesday. How much money did Tom earn?' (10; also 'He sold 5 cookies', 'He
  mowed 3 lawns', 'he earned some money', 'He saved 3 coins'), 'Tom read 20 pages on Monday.
  He read 3 chapters on Tuesday. How many pages?' (20; 'ran 4 laps' beside miles), 'She
  picked 3 baskets of apples' beside 'picked 5 apples' (5), 'He drank 2 bottles of water'
  beside cups of water (3), 'Tom spent $10 on Monday. He bought 3 books on Tuesday.' (10).
  Refused now (ambiguous_total).
- answers._ask_state read a place's people while another holder brings people: 'There are 50
  children at the party. 30 of them are boys. Tom brings 5 friends. How many of the children
  are girls?' (20; 'How many children are at the party?' 50): are the friends children at
  the party? Refused now (ambiguous_total); people gained by the place itself ('3 more got in
  line') still count.

- answers._events counted only the asked verb's own events for 'get' / 'receive': 'Ann got
  5 apples from Tom. Her mom gave her 3 apples. How many apples did Ann get?' (5; the gift is
  told by the giver's verb; 'She bought 3 apples' is got too). Refused now (untold_acts);
  so is money asked as collected or got beside a sale told without money, and an act told
  by an akin verb ('Tom bought 3 apples. He purchased 2 apples later. How many apples did Tom
  buy?' was 3; 'jogged' beside 'run' asked).
- answers._events summed points scored beside the same act counted in goals ('Tom scored 20
  points in the first game. He scored 3 goals in the second game. How many points did Tom
  score?' was 20; goals asked beside points likewise). Refused now (untold_acts).
- answers._events answered money earned with no money event from a wage and timed work, or
  from priced sales, beside an act whose pay is never told: 'Tom earns $10 an hour. He worked
  5 hours on Monday. He also sold 3 cakes. How much did Tom earn?' (50), '... He played for 2
  hours on Tuesday.' (70: the play counted as paid work), 'Ann sold 5 necklaces. Each
  necklace cost $7. She also worked 3 hours.' (35). Refused now (untold_acts.untold_pay).

Was open (xfail strict, routed to the lead; now refused by the pack's make/bake/cook
act_synonym_group row): an act told by a more general verb ('Tom made 3 cakes. He baked 2
cakes later. How many cakes did Tom make?' answered 3); frames4's gold read make and bake as
different acts ('The bakery made 20 cakes. They baked 5 more cakes.' answered 5, now refused).
- category_check.category_changed saw a change of a broader kind ('He buys 2 fruits') but not
  of units named by it: 'Tom has 4 apples. He buys 2 bags of fruit. How many apples does Tom
  have?' (4; '6 pieces of fruit', '2 bunches of flowers' beside roses, '2 boxes of toys'
  beside toy cars). Refused now.
- risks7.place_person saw per-unit amounts over the place's own kind only, not the 'member'
  units of its parts: 'There are 28 students in a classroom. Half of them have 5 notebooks
  each and the other half have 3 notebooks each. The teacher has 10 notebooks. How many
  notebooks in total are in the classroom?' (112: are the teacher's in the classroom?).
  Refused now.
"""

from __future__ import annotations

from fractions import Fraction

import pytest
from story_outcome import answer_or_reason, pipeline_answer
from story_outcome import check_correct_or_refused as _check

F = Fraction


CASES: list[tuple[str, int | Fraction | None]] = [
    # family A: an asked total over acts, one told without its amount in the asked kind
    (
        "Tom earned $10 on Monday. He worked for 5 hours on Tuesday. How much money did Tom earn?",
        None,
    ),
    ("Tom earned $10 on Monday. He worked 5 hours on Tuesday. How much money did Tom earn?", None),
    ("Tom earned $10 on Monday. He sold 5 cookies on Tuesday. How much money did Tom earn?", None),
    (
        "Tom earned $10 on Monday. On Tuesday, he sold 5 cookies. How much money did Tom earn in all?",
        None,
    ),
    ("Tom earned $10 on Monday. He mowed 3 lawns on Tuesday. How much money did Tom earn?", None),
    ("Tom earned $10 on Monday and $15 on Tuesday. How much money did Tom earn?", 25),
    (
        "Tom made $10 on Monday. He worked for 5 hours on Tuesday. How much money did Tom make?",
        None,
    ),
    (
        "Tom made $10 on Monday. He sold 4 cups of lemonade on Tuesday. How much money did Tom make?",
        None,
    ),
    (
        "Tom read 20 pages on Monday. He read for 2 hours on Tuesday. How many pages did Tom read?",
        None,
    ),
    (
        "Tom read 20 pages on Monday. He read 3 chapters on Tuesday. How many pages did Tom read?",
        None,
    ),
    ("Tom read 20 pages on Monday. He read 3 books on Tuesday. How many pages did Tom read?", None),
    ("Tom ran 3 miles on Monday. He ran 4 laps on Tuesday. How many miles did Tom run?", None),
    (
        "Tom swam 3 laps on Monday. He swam for 20 minutes on Tuesday. How many laps did Tom swim?",
        None,
    ),
    (
        "Ann picked 5 apples on Monday. She picked 3 baskets of apples on Tuesday. How many apples did Ann pick?",
        None,
    ),
    (
        "Ann baked 12 cookies on Monday. She baked 2 trays of cookies on Tuesday. How many cookies did Ann bake?",
        None,
    ),
    (
        "Ann baked 12 cookies on Monday. She baked 2 batches of cookies on Tuesday. How many cookies did Ann bake?",
        None,
    ),
    ("Tom spent $10 on Monday. He bought 3 books on Tuesday. How much money did Tom spend?", None),
    (
        "Tom collected 10 cans on Monday. He collected 3 bags of cans on Tuesday. How many cans did Tom collect?",
        None,
    ),
    ("Tom earned $10 on Monday. He worked for 5 hours on Tuesday. How many hours did Tom work?", 5),
    (
        "Tom earned $10 on Monday. He worked for 5 hours on Tuesday. He earned $20 on Tuesday. How much money did Tom earn?",
        30,
    ),
    ("Tom earned $10. He worked for 5 hours. How much money did Tom earn?", 10),
    ("Tom worked for 5 hours and earned $10. How much money did Tom earn?", 10),
    (
        "Tom sold 5 cookies on Monday and earned $10. He sold 4 cookies on Tuesday. How much money did Tom earn?",
        None,
    ),
    (
        "Tom sold 5 cookies for $2 each on Monday. He sold 4 cookies on Tuesday. How much money did Tom earn?",
        18,
    ),
    (
        "Tom drove 30 miles on Monday. He drove for 2 hours on Tuesday. How many miles did Tom drive?",
        None,
    ),
    (
        "Lily wrote 3 pages on Monday. She wrote for 2 hours on Tuesday. How many pages did Lily write?",
        None,
    ),
    (
        "Lily painted 3 pictures on Monday. She painted for 2 hours on Tuesday. How many pictures did Lily paint?",
        None,
    ),
    (
        "Ann picked 12 apples on Monday. On Tuesday, she picked 3 baskets of apples. How many apples did Ann pick in all?",
        None,
    ),
    (
        "Ann picked 3 baskets of apples on Monday. She picked 12 apples on Tuesday. How many apples did Ann pick?",
        None,
    ),
    (
        "Ann picked 12 apples on Monday. Tom picked 3 baskets of apples on Tuesday. How many apples did Ann pick?",
        12,
    ),
    (
        "Ann picked 12 apples on Monday. She picked 3 baskets of pears on Tuesday. How many apples did Ann pick?",
        12,
    ),
    ("Ann picked 12 apples and 5 pears. How many apples did Ann pick?", 12),
    (
        "Tom collected 10 cans on Monday. He collected 3 bags of cans on Tuesday. Each bag had 8 cans. How many cans did Tom collect?",
        None,
    ),
    (
        "Ann baked 12 cookies on Monday. She baked 2 trays of cookies on Tuesday. Each tray holds 10 cookies. How many cookies did Ann bake?",
        None,
    ),
    (
        "Ann baked 12 cookies. She baked 2 dozen cookies the next day. How many cookies did Ann bake?",
        36,
    ),
    (
        "Ann baked 12 cookies on Monday. She baked 2 dozen muffins on Tuesday. How many cookies did Ann bake?",
        12,
    ),
    (
        "Ann sold 12 cookies on Monday. She sold 2 boxes of cookies on Tuesday. How many cookies did Ann sell?",
        None,
    ),
    (
        "Ann sold 12 cookies on Monday. She sold 2 boxes of cookies on Tuesday. How many boxes did Ann sell?",
        2,
    ),
    (
        "Ann bought 12 pencils on Monday. She bought 2 packs of pencils on Tuesday. How many pencils did Ann buy?",
        None,
    ),
    (
        "Ann bought 12 pencils on Monday. She bought 2 packs of pencils on Tuesday. How many pencils does Ann have?",
        None,
    ),
    ("Ann has 12 pencils. She buys 2 packs of pencils. How many pencils does Ann have?", None),
    (
        "Tom read 20 pages on Monday. He read 3 chapters on Tuesday. How many pages did Tom read in all?",
        None,
    ),
    (
        "Tom read 20 pages on Monday. He read 3 stories on Tuesday. How many pages did Tom read in total?",
        None,
    ),
    (
        "Tom read 20 pages on Monday. He read 3 magazines on Tuesday. How many pages did he read altogether?",
        None,
    ),
    (
        "Tom read 20 pages on Monday. Ann read 3 chapters on Tuesday. How many pages did Tom read?",
        20,
    ),
    ("Tom read 20 pages on Monday and 3 chapters on Tuesday. How many pages did Tom read?", None),
    ("Tom read 20 pages and 3 chapters. How many pages did Tom read?", None),
    ("Tom ran 3 miles on Monday and 4 laps on Tuesday. How many miles did Tom run?", None),
    ("Ann picked 12 apples and 3 baskets of apples. How many apples did Ann pick?", None),
    (
        "Ann picked 12 apples on Monday and 3 baskets of apples on Tuesday. How many apples did Ann pick?",
        None,
    ),
    ("Tom ran 3 miles on Monday. He ran 4 laps on Tuesday. How many laps did Tom run?", None),
    ("Tom ran 3 miles on Monday. He ran 4 miles on Tuesday. How many miles did Tom run?", 7),
    ("Tom ran 3 miles on Monday. He walked 4 laps on Tuesday. How many miles did Tom run?", 3),
    (
        "Tom walked 3 miles on Monday. He walked 20 blocks on Tuesday. How many miles did Tom walk?",
        None,
    ),
    (
        "Tom swam 10 laps on Monday. He swam 400 meters on Tuesday. How many laps did Tom swim?",
        None,
    ),
    (
        "Tom wrote 3 pages on Monday. He wrote 2 letters on Tuesday. How many pages did Tom write?",
        None,
    ),
    ("Lily earned $30 on Saturday. She sold 4 bracelets on Sunday. How much did Lily earn?", None),
    ("Lily earned $30 on Saturday. She bought 4 bracelets on Sunday. How much did Lily earn?", 30),
    (
        "Lily earned $30 on Saturday. She sold 4 bracelets for $5 each on Sunday. How much did Lily earn?",
        None,
    ),
    ("Lily made $30 on Saturday. She walked 4 dogs on Sunday. How much money did Lily make?", None),
    ("Lily made $30 on Saturday. She washed 4 cars on Sunday. How much money did Lily make?", None),
    (
        "Lily earned $30 on Saturday. She worked 4 hours on Sunday. How many dollars did Lily earn?",
        None,
    ),
    ("Lily earned $30 on Saturday. She worked 4 hours on Sunday. How many hours did Lily work?", 4),
    ("Lily earned $30 on Saturday. Ann worked 4 hours on Sunday. How much did Lily earn?", 30),
    ("Lily earned $30 on Saturday. Ann sold 4 bracelets on Sunday. How much did Lily earn?", 30),
    ("Lily spent $30 on Saturday. She bought 4 books on Sunday. How much did Lily spend?", None),
    (
        "Lily spent $30 on Saturday. She bought 4 books on Sunday. How much did Lily spend in all?",
        None,
    ),
    ("Lily spent $30 on Saturday. She sold 4 books on Sunday. How much did Lily spend?", 30),
    ("Lily paid $30 on Saturday. She bought 4 books on Sunday. How much did Lily pay?", None),
    ("Lily spent $30 on books. She bought 4 pens. How much did Lily spend?", None),
    ("Lily bought 4 pens and spent $30. How much did Lily spend?", 30),
    ("Lily earned $30 mowing lawns. She also sold 4 cakes. How much money did Lily earn?", None),
    (
        "Lily earned $30 on Saturday and $20 on Sunday. She sold 4 cakes on Monday. How much money did Lily earn?",
        None,
    ),
    ("Lily earned $30 on Saturday. She earned $20 on Sunday. How much money did Lily earn?", 50),
    (
        "Tom earned $10 on Monday. On Tuesday he earned some money. How much money did Tom earn?",
        None,
    ),
    (
        "Tom earned $10 on Monday. He earned some money on Tuesday. How much money did Tom earn?",
        None,
    ),
    (
        "Tom picked 10 apples on Monday. He picked some apples on Tuesday. How many apples did Tom pick?",
        None,
    ),
    ("Tom spent $10 on lunch. He bought a book for $6. How much did Tom spend?", None),
    ("Tom bought 3 books for $10. How much money did Tom spend?", 10),
    (
        "Tom picked 20 strawberries. Then he picked 2 buckets of blueberries. How many strawberries did Tom pick?",
        20,
    ),
    (
        "Tom caught 3 fish on Monday. He caught 2 buckets of fish on Tuesday. How many fish did Tom catch?",
        None,
    ),
    (
        "Tom ate 3 slices of pizza. He ate 2 pizzas later. How many slices of pizza did Tom eat?",
        None,
    ),
    (
        "Tom drank 3 cups of water. He drank 2 bottles of water later. How many cups of water did Tom drink?",
        None,
    ),
    (
        "Tom drank 3 cups of water on Monday and 2 glasses of water on Tuesday. How many cups of water did Tom drink?",
        None,
    ),
    (
        "Tom made 10 cupcakes on Monday. He made 3 batches of cupcakes on Tuesday. How many cupcakes did Tom make?",
        None,
    ),
    ("Tom made 10 cupcakes on Monday and $5 on Tuesday. How many cupcakes did Tom make?", 10),
    (
        "Tom typed 100 words on Monday. He typed 2 pages on Tuesday. How many words did Tom type?",
        None,
    ),
    (
        "Tom typed 100 words on Monday. He typed for 2 minutes on Tuesday. How many words did Tom type?",
        None,
    ),
    ("Tom saved $10 in January. He saved 3 coins in February. How much money did Tom save?", None),
    ("Tom saved $10 in January and 3 coins in February. How much money did Tom save?", None),
    (
        "Tom found 10 shells on Monday. He found 3 bags of shells on Tuesday. How many shells did Tom find?",
        None,
    ),
    (
        "Tom walked 3 dogs on Monday. He walked 2 miles on Tuesday. How many dogs did Tom walk?",
        None,
    ),
    ("Tom walked 3 dogs on Monday. He walked 2 dogs on Tuesday. How many dogs did Tom walk?", 5),
    # family B: a whole of people beside people someone brings
    (
        "There are 50 children at the party. 30 of them are boys. Tom brings 5 friends. How many of the children are girls?",
        None,
    ),
    (
        "There are 50 children at the party. 30 of them are boys. Tom brings 5 friends. How many girls are there?",
        None,
    ),
    (
        "There are 50 children at the party. 30 of them are boys. How many girls are at the party?",
        20,
    ),
    (
        "There are 50 children at the party. 30 of them are boys. How many of the children are girls?",
        20,
    ),
    (
        "There are 50 students in the class. 30 of them are boys. The teacher brings 5 kids. How many girls are in the class?",
        None,
    ),
    (
        "There are 50 children at the party. 30 of them are boys. Tom brings 5 friends. How many children are at the party?",
        None,
    ),
    (
        "There are 50 children at the party. 30 of them are boys. 5 children leave. How many girls are at the party?",
        None,
    ),
    (
        "There are 50 children at the party. 30 of them are boys. Tom brings 5 cakes. How many of the children are girls?",
        20,
    ),
    (
        "There are 50 children at the party. Three-fifths of them are boys. Tom brings 5 friends. How many of the children are girls?",
        None,
    ),
    (
        "There are 50 children at the party. Three-fifths of them are boys. Tom brings 5 friends to the party. How many of the children are girls?",
        None,
    ),
    (
        "There are 50 children at the party. Three-fifths of them are boys. Tom brings 5 friends to the party. How many children are at the party?",
        None,
    ),
    (
        "There are 50 guests at the party. Tom brings 5 friends. How many guests are at the party?",
        None,
    ),
    (
        "There are 50 children at the party. 40% of them are boys. Ann brings 4 kids. How many girls are at the party?",
        None,
    ),
    (
        "There are 50 children at the party. 40% of them are boys. Ann brings 4 cookies. How many girls are at the party?",
        30,
    ),
    (
        "There are 50 children at the party. 40% of them are boys. How many girls are at the party?",
        30,
    ),
    (
        "There are 50 children at the party. 20 of them are boys. The rest are girls. Ann brings 4 friends. How many girls are at the party?",
        None,
    ),
    (
        "There are 50 children at the party. 20 of them are boys. The rest are girls. How many girls are at the party?",
        30,
    ),
    (
        "There are 30 boys and 20 girls at the party. Tom brings 5 friends. How many children are at the party?",
        None,
    ),
    (
        "There are 30 boys and 20 girls at the party. Tom brings 5 friends. How many girls are at the party?",
        None,
    ),
    ("There are 30 boys and 20 girls at the party. How many children are at the party?", 50),
    (
        "There are 28 students in a class. Half of them are girls. The teacher brings 3 students. How many boys are in the class?",
        None,
    ),
    (
        "There are 28 students in a class. Half of them are girls. How many boys are in the class?",
        14,
    ),
    (
        "There are 28 students in a class. Half of them are girls. Tom brings 3 friends. How many students are in the class?",
        None,
    ),
    (
        "There are 28 students in the class. Tom has 3 friends. How many students are in the class?",
        28,
    ),
    (
        "There are 28 students in the class. Tom buys 3 pencils. How many students are in the class?",
        28,
    ),
    (
        "There are 40 people on the bus. 15 of them are children. The driver brings 2 friends. How many adults are on the bus?",
        None,
    ),
    (
        "There are 40 people on the bus. 15 of them are children. The rest are adults. How many adults are on the bus?",
        25,
    ),
    (
        "There are 40 people on the bus. 15 of them are children. The rest are adults. Ann brings 2 children. How many adults are on the bus?",
        None,
    ),
    (
        "The team has 12 players. 5 of them are girls. The coach brings 3 players. How many boys are on the team?",
        None,
    ),
    (
        "There are 50 children at the party. 30 of them are boys. Tom gets 5 friends. How many girls are at the party?",
        None,
    ),
    (
        "There are 50 children at the party. 30 of them are boys. Tom brings 5 boys. How many girls are at the party?",
        20,
    ),
    (
        "At the fair there were 12 people in line for the bumper cars. If 6 of them got tired of waiting and left and 3 more got in line, how many people would be in line?",
        9,
    ),
    # family B across constructions: wholes that may grow by a later arrival
    (
        "There are 20 students in the class. 12 of them are girls. Tom brings 3 friends to class. How many boys are in the class?",
        None,
    ),
    (
        "A farm has 50 animals. 30 of them are cows. The rest are pigs. The farmer buys 5 sheep. How many pigs are on the farm?",
        20,
    ),
    (
        "The farmer has 50 animals. 30 of them are cows. The rest are pigs. He buys 5 sheep. How many pigs does he have?",
        20,
    ),
    (
        "The farmer has 50 animals. 30 of them are cows. The rest are pigs. He buys 5 animals. How many pigs does he have?",
        None,
    ),
    (
        "There are 50 cars in the parking lot. 30 of them are red. The rest are blue. Tom brings 5 cars. How many blue cars are in the parking lot?",
        None,
    ),
    (
        "There are 50 cars in the parking lot. 30 of them are red. The rest are blue. How many blue cars are in the parking lot?",
        20,
    ),
    (
        "There are 24 guests at the party. A third of them are adults. The rest are children. Ann brings 4 friends. How many children are at the party?",
        None,
    ),
    (
        "There are 24 guests at the party. A third of them are adults. The rest are children. How many children are at the party?",
        16,
    ),
    (
        "Tom has 50 stamps. 30 of them are old. The rest are new. Ann gives him 5 stamps. How many new stamps does Tom have?",
        None,
    ),
    (
        "Tom has 50 stamps. 30 of them are old. The rest are new. Ann has 5 stamps. How many new stamps does Tom have?",
        20,
    ),
    # family A across constructions
    (
        "Tom read 20 pages on Monday and twice as many pages on Tuesday. He read 2 magazines on Wednesday. How many pages did Tom read?",
        None,
    ),
    (
        "Tom read 20 pages on Monday and twice as many pages on Tuesday. How many pages did Tom read?",
        60,
    ),
    (
        "Ann picks 12 apples every day. She also picks 2 baskets of apples on Sunday. How many apples does Ann pick in 5 days?",
        None,
    ),
    (
        "Tom earns $10 every day. He also sells 3 cakes. How much money does Tom earn in 5 days?",
        None,
    ),
    ("Tom earns $10 every day. How much money does Tom earn in 5 days?", 50),
    (
        "Tom and Ann picked apples. Tom picked 12 apples and Ann picked 3 baskets of apples. How many apples did they pick in all?",
        None,
    ),
    ("Tom picked 12 apples and Ann picked 3 baskets of apples. How many apples did Tom pick?", 12),
    ("Tom bought 5 apples and 2 bags of apples. How many apples did Tom buy?", None),
    ("Tom bought 5 apples and 2 bags of apples. How many bags did Tom buy?", 2),
    ("Tom bought 5 apples for $1 each and 2 bags of apples. How much money did Tom spend?", None),
    ("Tom bought 5 apples for $1 each. He bought 2 pears. How much money did Tom spend?", None),
    ("Tom sold 5 apples for $1 each and 2 pears. How much money did Tom earn?", None),
    ("Tom sold 5 apples for $1 each and 2 pears for $3 each. How much money did Tom earn?", 11),
    # family B: people of other nouns brought
    (
        "There are 50 children at the party. 30 of them are boys. Ann brings 2 daughters. How many girls are at the party?",
        None,
    ),
    (
        "There are 50 children at the party. 30 of them are boys. Tom picks up 5 children. How many girls are at the party?",
        None,
    ),
    (
        "There are 50 children at the party. 30 of them are boys. Ann has 5 daughters. How many girls are at the party?",
        20,
    ),
    (
        "There are 50 children at the party. 30 of them are boys. Ann gets 2 puppies. How many girls are at the party?",
        20,
    ),
    (
        "The bus has 40 people on it. 15 of them are children. The driver picks up 5 people. How many adults are on the bus?",
        None,
    ),
    (
        "There are 40 people on the bus. 15 of them are children. The rest are adults. The bus picks up 5 children. How many adults are on the bus?",
        None,
    ),
    # money asked by other verbs beside a sale
    (
        "Tom collected $50 on Monday. He sold 3 books on Tuesday. How much money did Tom collect?",
        None,
    ),
    ("Tom got $50 on Monday. He sold 3 books on Tuesday. How much money did Tom get?", None),
    (
        "Tom collected 50 cans on Monday. He sold 3 cans on Tuesday. How many cans did Tom collect?",
        50,
    ),
    (
        "Tom collected $50 on Monday. He collected $20 on Tuesday. How much money did Tom collect?",
        70,
    ),
    ("Tom won $50 on Monday. He sold 3 cakes on Tuesday. How much money did Tom win?", 50),
    ("Tom spent $10 on books. He spent $5 on pens. How much did Tom spend in all?", 15),
    ("Tom spent $10 on books. He bought 2 pens for $3 each. How much did Tom spend in all?", None),
    ("Tom paid $10 for books. He bought 2 pens. How much did Tom pay?", None),
    (
        "Tom earned $50 on Monday. He sold 3 books for $2 each on Tuesday. How much money did Tom earn?",
        None,
    ),
    # received by another verb: given by the giver, or bought when asked as got
    ("Ann got 5 apples from Tom. Her mom gave her 3 apples. How many apples did Ann get?", None),
    (
        "Ann received 5 apples from Tom. Her mom gave her 3 apples. How many apples did Ann receive?",
        None,
    ),
    ("Ann got 5 apples from Tom. Sam gave 3 apples to Ann. How many apples did Ann get?", None),
    ("Ann got 5 apples from Tom. She got 3 apples from Sam. How many apples did Ann get?", 8),
    ("Ann received 5 apples from Tom. She bought 3 apples. How many apples did Ann receive?", 5),
    ("Ann got 5 apples from Tom. She bought 3 apples. How many apples did Ann get?", None),
    ("Ann earned $5 on Monday. Her mom gave her $3. How much money did Ann earn?", 5),
    (
        "Tom has 10 apples. He gave 5 apples to Ann. Sam took 3 apples from Tom. How many apples does Tom have left?",
        2,
    ),
    # other verbs of the same doer: not the asked act
    ("Ann collected 12 shells. She also found 3 shells. How many shells did Ann collect?", 12),
    ("Ann collected 12 shells. She collected 3 stones. How many shells did Ann collect?", 12),
    (
        "Ann collected 12 shells on the beach. Her brother collected 3 buckets of shells. How many shells did Ann collect?",
        12,
    ),
    ("Tom earned $10 from his job. He got $5 from his mom. How much money did Tom earn?", 10),
    ("Tom earned $10 from his job. He got $5 from his mom. How much money does Tom have?", 15),
    (
        "Tom read 20 pages on Monday. He read 3 chapters on Tuesday. Each chapter has 10 pages. How many pages did Tom read?",
        None,
    ),
    ("Tom read 3 chapters. Each chapter has 10 pages. How many pages did Tom read?", 30),
    (
        "Ann picked 3 baskets of apples. Each basket has 10 apples. How many apples did Ann pick?",
        30,
    ),
    (
        "Ann picked 3 baskets of apples and 5 apples. Each basket has 10 apples. How many apples did Ann pick?",
        None,
    ),
    (
        "Ann used 3 cups of flour on Monday. She used 2 bags of flour on Tuesday. How many cups of flour did Ann use?",
        None,
    ),
    ("Ann bought 5 roses and 2 bunches of roses. How many roses did Ann buy?", None),
    ("Tom bought 4 pens and 2 boxes of pencils. How many pens did Tom buy?", 4),
    ("Tom has 4 pencils and 2 boxes of pencils. How many pencils does Tom have?", None),
    # the same act told by an akin verb
    ("Tom ran 3 miles on Monday. He jogged 2 miles on Tuesday. How many miles did Tom run?", None),
    (
        "Tom ran 3 miles on Monday. He jogged for 2 hours on Tuesday. How many miles did Tom run?",
        None,
    ),
    ("Tom ran 3 miles on Monday. He swam 2 miles on Tuesday. How many miles did Tom run?", 3),
    ("Tom ran 3 miles on Monday. He swam for 2 hours on Tuesday. How many miles did Tom run?", 3),
    ("Tom bought 3 apples. He purchased 2 apples later. How many apples did Tom buy?", None),
    (
        "Tom bought 3 apples. He purchased 2 bags of apples later. How many apples did Tom buy?",
        None,
    ),
    ("Tom bought 3 apples. He picked 2 apples later. How many apples did Tom buy?", 3),
    ("Tom bought 3 apples. He bought 2 apples later. How many apples did Tom buy?", 5),
    (
        "There are 28 students in a classroom. Half of them have 5 notebooks each and the other half have 3 notebooks each. The teacher has 10 notebooks. How many notebooks in total are in the classroom?",
        None,
    ),
    # money earned with no money event: a wage or priced sales beside acts whose pay is untold
    (
        "Tom earns $10 an hour. He worked 5 hours on Monday. He also sold 3 cakes. How much did Tom earn?",
        None,
    ),
    (
        "Tom earns $10 an hour. He worked 5 hours on Monday. He also mowed 3 lawns. How much did Tom earn?",
        None,
    ),
    (
        "Tom earns $10 an hour. He worked 5 hours on Monday and 3 hours on Tuesday. How much did Tom earn?",
        80,
    ),
    (
        "Tom earns $10 an hour. He worked 5 hours on Monday. He played for 2 hours on Tuesday. How much did Tom earn?",
        None,
    ),
    (
        "Ann sold 5 necklaces. Each necklace cost $7. She also mowed 3 lawns. How much did she earn?",
        None,
    ),
    (
        "Ann sold 5 necklaces. Each necklace cost $7. She also worked 3 hours. How much did she earn?",
        None,
    ),
    (
        "Ann sold 5 necklaces. Each necklace cost $7. She also earned $10. How much did she earn?",
        None,
    ),
    (
        "Ann sold 5 necklaces for $7 each. She also worked 3 hours. How much money did she make?",
        None,
    ),
    ("Ann sold 5 necklaces. Each necklace cost $7. How much did she earn?", 35),
    ("Tom earns $10 an hour. He worked 5 hours on Monday. How much did Tom earn?", 50),
    (
        "Tom earns $10 an hour. He worked 5 hours on Monday. Ann played for 2 hours. How much did Tom earn?",
        50,
    ),
    # measures counted through other things
    (
        "Tom scored 20 points in the first game. He scored 3 goals in the second game. How many points did Tom score?",
        None,
    ),
    (
        "Tom scored 20 points in the first game. He scored 3 baskets in the second game. How many points did Tom score?",
        None,
    ),
    (
        "Tom scored 20 points in the first game. He scored 3 touchdowns in the second game. How many points did Tom score?",
        None,
    ),
    (
        "Tom scored 20 points in the first game and 15 points in the second game. How many points did Tom score?",
        35,
    ),
    (
        "Tom scored 3 goals in the first game. He scored 20 points in the second game. How many goals did Tom score?",
        None,
    ),
    ("Tom scored 20 points. Ann scored 3 goals. How many points did Tom score?", 20),
    (
        "Tom wrote 300 words on Monday. He wrote 2 essays on Tuesday. How many words did Tom write?",
        None,
    ),
    (
        "Tom earned 20 points on Monday. He earned 3 stars on Tuesday. How many points did Tom earn?",
        None,
    ),
    ("Tom earned 20 points on Monday. He earned $3 on Tuesday. How many points did Tom earn?", 20),
    ("Tom swam 3 miles. He swam 10 laps. How many miles did Tom swim?", None),
    # akin verbs
    ("Tom donated 5 books. He gave 3 books to Ann. How many books did Tom donate?", None),
    ("Ann gathered 5 eggs. She picked 3 eggs later. How many eggs did Ann pick?", None),
    ("Ann collected 5 eggs. She gathered 3 eggs later. How many eggs did Ann collect?", None),
    ("Ann picked 5 apples. She harvested 3 apples later. How many apples did Ann pick?", None),
    ("Tom walked 3 miles. He strolled 2 miles later. How many miles did Tom walk?", None),
    (
        "Tom bought 3 apples for $1 each. He purchased 2 pears for $2 each. How much did Tom spend?",
        7,
    ),
    (
        "The class collected 20 cans on Monday. On Tuesday the class collected 3 bags of cans. How many cans did the class collect?",
        None,
    ),
    (
        "The bakery sold 20 cakes on Monday. It sold 3 boxes of cakes on Tuesday. How many cakes did the bakery sell?",
        None,
    ),
    (
        "The bakery made $200 on Monday. It sold 30 cakes on Tuesday. How much money did the bakery make?",
        None,
    ),
    (
        "The store earned $200 on Monday. It sold 30 cakes on Tuesday. How much money did the store earn?",
        None,
    ),
    (
        "There are 50 children at the party. 30 of them are boys. Tom brings 5 friends. How many friends did Tom bring?",
        5,
    ),
    (
        "There are 50 children at the party. 30 of them are boys. Tom brings 5 friends. How many boys are at the party?",
        None,
    ),
    (
        "There are 50 children at the party. 30 of them are boys. There are also 5 teachers at the party. How many of the children are girls?",
        20,
    ),
    (
        "There are 50 children at the party. 30 of them are boys. Tom has 5 friends at the party. How many girls are at the party?",
        20,
    ),
    (
        "There are 50 children at the party. 30 of them are boys. There are also 5 girls at the party. How many girls are at the party?",
        None,
    ),
    # units named by a broader kind of the asked kind (category_check.category_changed)
    ("Tom bought 4 apples and 2 bags of fruit. How many apples did Tom buy?", None),
    (
        "Tom bought 4 apples on Monday. He bought 2 bags of fruit on Tuesday. How many apples did Tom buy?",
        None,
    ),
    ("Tom has 4 apples. He buys 2 bags of fruit. How many apples does Tom have?", None),
    ("Tom has 4 apples. He buys 2 fruits. How many apples does Tom have?", None),
    ("Tom has 4 apples. He buys 6 pieces of fruit. How many apples does Tom have?", None),
    ("Tom bought 4 apples and 6 pieces of fruit. How many apples did Tom buy?", None),
    ("Tom has 4 roses. He buys 2 bunches of flowers. How many roses does Tom have?", None),
    ("Tom has 4 roses. He buys 2 flowers. How many roses does Tom have?", None),
    ("Tom has 4 roses. He buys 2 tulips. How many roses does Tom have?", 4),
    ("Tom has 4 roses. Ann gives him 2 flowers. How many roses does Tom have?", None),
    ("Tom has 4 dogs. He buys 2 animals. How many dogs does Tom have?", None),
    ("Tom picked 4 roses. He picked 2 flowers. How many roses did Tom pick?", None),
    ("Tom has 4 toy cars. He buys 2 boxes of toys. How many toy cars does Tom have?", None),
    (
        "Tom has 4 apples and 3 pears. He eats 2 pieces of fruit. How many pears does Tom have?",
        None,
    ),
    ("Tom has 4 apples and 3 pears. He eats 2 pears. How many fruits does Tom have?", 5),
    ("Ann has 10 roses. She gives away 3 bunches of flowers. How many roses does Ann have?", None),
    ("Ann has 10 roses. She gives away 3 roses. How many roses does Ann have?", 7),
    ("Ann has 10 chickens. She sells 2 crates of birds. How many chickens does Ann have?", None),
    ("Tom has 4 apples. He buys 2 bags of rice. How many apples does Tom have?", 4),
    # church 0215
    (
        "A church has 120 members. 40% are adults. The rest are children. The church has 3 choirs. How many more children are there than adults?",
        24,
    ),
    (
        "A church has 120 members. 40% are adults. The rest are children. How many children are there?",
        72,
    ),
    (
        "A church has 120 members. 40% are adults. The rest are children. How many adults are there?",
        48,
    ),
    (
        "A church has members. 40% are adults. The rest are children. How many more children are there than adults?",
        None,
    ),
    (
        "A church has 120 members. 40% are adults. The rest are children. 10 new members join. How many more children are there than adults?",
        None,
    ),
    (
        "A church has 120 members. 40% are adults. The rest are children. 10 new members join. How many children are there?",
        None,
    ),
    (
        "A church has 120 members. 40% are adults. The rest are children. The pastor brings 10 friends. How many children are there?",
        None,
    ),
    (
        "A church has 120 members. 40% are adults. The rest are children. The pastor brings 10 kids. How many children are there?",
        None,
    ),
    (
        "A church has 120 members. 60% are adults. The rest are children. How many more adults are there than children?",
        24,
    ),
    (
        "A church has 120 members. 60% are adults. The rest are children. How many more children are there than adults?",
        None,
    ),
    (
        "A church has 120 members. 60% are adults. The rest are children. How many fewer children are there than adults?",
        24,
    ),
    (
        "A church has 120 members. 40% of them are adults and 30 are teenagers. The rest are children. How many children are there?",
        42,
    ),
    # tables 0226
    (
        "There are 32 tables in a hall. Half the tables have 2 chairs each, 5 have 3 chairs each and the rest have 4 chairs each. There are also 10 stools in the hall. How many chairs in total are in the hall?",
        91,
    ),
    (
        "There are 32 tables in a hall. Half the tables have 2 chairs each, 5 have 3 chairs each and the rest have 4 chairs each. There are also 10 stools in the hall. How many seats in total are in the hall?",
        None,
    ),
    (
        "Half the tables in a hall have 2 chairs each, 5 have 3 chairs each and the rest have 4 chairs each. How many chairs in total are in the hall?",
        None,
    ),
    (
        "There are 32 tables in a hall. A quarter of the tables have 2 chairs each, 5 have 3 chairs each and the rest have 4 chairs each. How many chairs in total are in the hall?",
        107,
    ),
    (
        "There are 32 tables in a hall. Half the tables have 2 chairs each, 5 have 3 chairs each and the rest have 4 chairs each. How many tables have 4 chairs each?",
        11,
    ),
    (
        "There are 32 tables in a hall. Half the tables have 2 chairs each and 5 have 3 chairs each. How many chairs in total are in the hall?",
        None,
    ),
    (
        "There are 32 tables in a hall. Half the tables have 2 chairs each, 5 have 3 chairs each and the rest have 4 chairs each. 10 more tables are brought in. How many chairs in total are in the hall?",
        None,
    ),
    (
        "There are 32 tables in a hall. Half the tables have 2 chairs each, 5 have 3 chairs each and the rest have 4 chairs each. Tom brings 10 chairs. How many chairs in total are in the hall?",
        None,
    ),
    # Terez 0339
    (
        "Terez has 44 cows on his farm. 50 percent of the cows are female, and 50 percent of the females are pregnant. How many female cows are not pregnant?",
        11,
    ),
    (
        "Terez has 44 cows on his farm. 50 percent of the cows are female, and 50 percent of the females are pregnant. How many male cows does Terez have?",
        22,
    ),
    (
        "Terez has 44 cows on his farm. 50 percent of the cows are female, and 50 percent of the females are pregnant. He buys 10 more cows. How many pregnant female cows does Terez have?",
        None,
    ),
    (
        "Terez has 44 cows and 20 pigs on his farm. 50 percent of the cows are female, and 50 percent of the females are pregnant. How many pregnant female cows does Terez have?",
        11,
    ),
    (
        "Terez has cows on his farm. 50 percent of the cows are female, and 50 percent of the females are pregnant. How many pregnant female cows does Terez have?",
        None,
    ),
    (
        "Terez has 44 cows on his farm. 50 percent of the cows are female, and some of the females are pregnant. How many pregnant female cows does Terez have?",
        None,
    ),
    (
        "Terez has 44 cows on his farm. 75 percent of the cows are female, and 50 percent of the females are pregnant. How many female cows does Terez have?",
        33,
    ),
    # Yeon 0632
    (
        "Yeon has three times as many watermelon seeds as Gwi. Gwi has 40 more watermelon seeds than Bom. If Bom has 300 watermelon seeds, how many seeds do Yeon and Gwi have together?",
        1360,
    ),
    (
        "Yeon has three times as many watermelon seeds as Gwi. Gwi has 40 fewer watermelon seeds than Bom. If Bom has 300 watermelon seeds, how many seeds do they have together?",
        1340,
    ),
    (
        "Yeon has three times as many watermelon seeds as Gwi. Gwi has 40 more watermelon seeds than Bom. If Bom has 300 watermelon seeds, how many more seeds does Yeon have than Bom?",
        720,
    ),
    (
        "Yeon has three times as many watermelon seeds as Gwi. Gwi has 40 more watermelon seeds than Bom. How many seeds do they have together?",
        None,
    ),
    (
        "Yeon has three times as many watermelon seeds as Gwi. Gwi has 40 more watermelon seeds than Bom. If Bom has 300 watermelon seeds and 50 pumpkin seeds, how many seeds do they have together?",
        None,
    ),
    (
        "Yeon has three times as many watermelon seeds as Gwi. Gwi has 40 more watermelon seeds than Bom. Bom also has 5 apples. If Bom has 300 watermelon seeds, how many seeds do they have together?",
        1660,
    ),
    (
        "Yeon has three times as many watermelon seeds as Gwi. Gwi has 40 more watermelon seeds than Bom. If Bom has 300 watermelon seeds, how many seeds do they have together after Yeon plants 100 of them?",
        None,
    ),
    # Stephen 0978
    (
        "Stephen has 110 ants in his ant farm. Half of the ants are worker ants, 20 percent of the worker ants are male. How many male worker ants are there?",
        11,
    ),
    (
        "Stephen has 110 ants in his ant farm. Half of the ants are worker ants, 20 percent of the worker ants are male. How many ants are not worker ants?",
        55,
    ),
    (
        "Stephen has 110 ants in his ant farm. Half of the ants are worker ants, 20 percent of the worker ants are male. He adds 20 more ants. How many female worker ants are there?",
        None,
    ),
    (
        "Stephen has 120 ants in his ant farm. Half of the ants are worker ants, 20 percent of the worker ants are male. How many female worker ants are there?",
        48,
    ),
    (
        "Stephen has 110 ants in his ant farm. Some of the ants are worker ants, 20 percent of the worker ants are male. How many female worker ants are there?",
        None,
    ),
    (
        "Stephen has 110 ants and 5 spiders in his ant farm. Half of the ants are worker ants, 20 percent of the worker ants are male. How many female worker ants are there?",
        44,
    ),
    # Penny 1235
    (
        "Penny has $20. Penny buys 4 pairs of socks for $2 a pair and a hat for $7. How much money does Penny spend?",
        15,
    ),
    (
        "Penny buys 4 pairs of socks for $2 a pair and a hat for $7. How much money does Penny have left?",
        None,
    ),
    (
        "Penny has $20. Penny buys 4 pairs of socks for $2 a pair and a hat. How much money does Penny have left?",
        None,
    ),
    (
        "Penny has $20. Penny sells 4 pairs of socks for $2 a pair and a hat for $7. How much money does Penny have now?",
        35,
    ),
    (
        "Penny has $20. Her brother has $5. Penny buys 4 pairs of socks for $2 a pair and a hat for $7. How much money does Penny have left?",
        5,
    ),
    (
        "Penny has $30. Penny buys 4 pairs of socks for $2 a pair and 2 hats for $7 each. How much money does Penny have left?",
        8,
    ),
    (
        "Penny has $20. Penny buys 4 pairs of socks for $2 a pair and a hat for $7. Her mom gives her some money. How much money does Penny have left?",
        None,
    ),
    # cats 1236
    (
        "In a house, there are 16 cats. Two of them are white, and 25% of them are black. The rest of the cats are grey. How many cats are not grey?",
        6,
    ),
    (
        "In a house, there are 16 cats. Two of them are white, and 25% of them are black. The rest of the cats are grey. How many black cats are in this house?",
        4,
    ),
    (
        "In a house, there are 16 cats. Two of them are white, and 25% of them are black. The rest of the cats are grey. 3 more cats are born. How many grey cats are in this house?",
        None,
    ),
    (
        "In a house, there are 16 cats. Two of them are white, and 25% of them are black. 3 cats are brown. How many grey cats are in this house?",
        None,
    ),
    (
        "In a house, there are 16 cats and 4 dogs. Two of the cats are white, and 25% of the cats are black. The rest of the cats are grey. How many grey cats are in this house?",
        10,
    ),
    (
        "In a house, there are 16 cats. Four of them are white, and 25% of them are black. The rest of the cats are grey. How many grey cats are in this house?",
        8,
    ),
    # notebooks 1448
    (
        "There are 28 students in a classroom. Half of them have 5 notebooks each and the other half have 3 pens each. How many notebooks in total are in the classroom?",
        70,
    ),
    (
        "There are 28 students in a classroom. A quarter of them have 5 notebooks each and the rest have 3 notebooks each. How many notebooks in total are in the classroom?",
        98,
    ),
    (
        "There are 28 students in a classroom. Half of them have 5 notebooks each and the other half have 3 notebooks each. 4 new students join the class. How many notebooks in total are in the classroom?",
        None,
    ),
    (
        "There are 28 students in a classroom. Half of them have 5 notebooks each and the other half have 3 notebooks each. The teacher brings 4 friends. How many students are in the classroom?",
        None,
    ),
    (
        "There are 28 students in a classroom. Half of them have 5 notebooks each. How many notebooks in total are in the classroom?",
        None,
    ),
    (
        "There are 28 students in a classroom. Half of them have 5 notebooks each and the other half have 3 notebooks each. How many more notebooks do the first half have than the other half?",
        28,
    ),
    # Sheryll 1495
    (
        "In a bookstore, a book costs $5. When Sheryll bought 10 books, she was given a discount of $0.5 each. How much discount did Sheryll get in all?",
        5,
    ),
    (
        "In a bookstore, a book costs $5. When Sheryll bought 10 books, she was given a discount. How much did Sheryll pay in all?",
        None,
    ),
    (
        "In a bookstore, a book costs $5. When Sheryll bought some books, she was given a discount of $0.5 each. How much did Sheryll pay in all?",
        None,
    ),
    (
        "In a bookstore, a book costs $5. When Sheryll bought 10 books, she was given a discount of $1 each. How much did Sheryll pay in all?",
        40,
    ),
    # cards 1987
    (
        "There are 120 cards in a box. If 2/5 of the cards are red, exactly 5/9 of the remainder are black, and the rest are green, calculate the number of black cards in the box?",
        40,
    ),
    (
        "There are 120 cards in a box. If 2/5 of the cards are red, exactly 5/9 of the remainder are black, and the rest are green, how many cards are not red?",
        72,
    ),
    (
        "There are 120 cards in a box. If 2/5 of the cards are red, exactly 1/4 of the cards are black, and the rest are green, calculate the number of green cards in the box?",
        42,
    ),
    (
        "There are 120 cards in a box. If 2/5 of the cards are red, exactly 5/9 of the remainder are black, and the rest are green, Tom adds 10 cards to the box. How many green cards are in the box?",
        None,
    ),
    (
        "There are 120 cards in a box. 2/5 of the cards are red and 5/9 of the remainder are black. Tom puts 10 more cards in the box. How many cards in the box are neither red nor black?",
        None,
    ),
    (
        "There are cards in a box. If 2/5 of the cards are red, exactly 5/9 of the remainder are black, and the rest are green, calculate the number of green cards in the box?",
        None,
    ),
    # Ruel 2923
    (
        "Ruel has four books of 10 stamps and six books of stamps. How many stamps does Ruel have?",
        None,
    ),
    (
        "Ruel has four books of 10 stamps and six books of 15 stamps. How many books of stamps does Ruel have?",
        10,
    ),
    (
        "Ruel has four books of 10 stamps and six books of 15 stamps. He gives away 20 stamps. How many stamps does Ruel have?",
        110,
    ),
    (
        "Ruel has four books of 10 stamps and six books of 15 stamps. He buys 2 more books of stamps. How many stamps does Ruel have?",
        None,
    ),
    (
        "Ruel has four books of 10 stamps and six books of 15 stamps. How many more stamps are in the books of 15 than in the books of 10?",
        50,
    ),
    (
        "Ruel has four books of 10 stamps and six books of 15 stamps. His sister has 3 books of 20 stamps. How many stamps does Ruel have?",
        130,
    ),
    # Susie 3115
    (
        "Susie has 572 beans in the jar. One-fourth of them are red and one-third of the remaining beans are white. Then half of the remaining are green beans. How many white beans are there?",
        143,
    ),
    (
        "Susie has 572 beans in the jar. One-fourth of them are red and one-third of the remaining beans are white. Then half of the remaining are green beans. How many red beans are there?",
        143,
    ),
    (
        "Susie has 572 beans in the jar. One-fourth of them are red and one-third of the remaining beans are white. Then some of the remaining are green beans. How many green beans are there?",
        None,
    ),
    (
        "Susie has 572 beans in the jar. One-fourth of them are red and one-third of the remaining beans are white. She adds 28 beans to the jar. Then half of the remaining are green beans. How many green beans are there?",
        None,
    ),
    # Jeanine 3622
    (
        "Jeanine bought 18 pencils and Clare bought twice as many pencils. If Jeanine gave one third of his pencils to Abby, how many fewer pencils than Clare does Jeanine have now?",
        24,
    ),
    (
        "Jeanine bought 18 pencils and Clare bought twice as many pencils. If Jeanine gave one third of his pencils to Abby, how many more pencils than Clare does Jeanine have now?",
        None,
    ),
    (
        "Jeanine bought 18 pencils and Clare bought half as many pencils. If Jeanine gave one third of his pencils to Abby, how many pencils does Abby have now?",
        None,
    ),
    (
        "Jeanine bought 18 pencils and Clare bought half as many pencils. If Jeanine gave one third of his pencils to Abby, how many pencils does Jeanine have now?",
        12,
    ),
    (
        "Jeanine bought 18 pencils and Clare bought some pencils. If Jeanine gave one third of his pencils to Abby, how many more pencils than Clare does Jeanine have now?",
        None,
    ),
    # Oliver 4887
    (
        "Oliver had 135 stickers. He used 1/3 of his stickers, gave 2/5 of the remaining to his friend, and kept the remaining stickers. How many stickers did he give to his friend?",
        36,
    ),
    (
        "Oliver had 135 stickers. He used 1/3 of his stickers, gave 2/5 of the remaining to his friend, and kept the remaining stickers. How many stickers did he use?",
        45,
    ),
    (
        "Oliver had stickers. He used 1/3 of his stickers, gave 2/5 of the remaining to his friend, and kept the remaining stickers. How many stickers did he keep?",
        None,
    ),
    (
        "Oliver had 135 stickers. He used 1/3 of his stickers, gave 1/3 of the remaining to his friend, and kept the remaining stickers. How many stickers did he keep?",
        60,
    ),
    (
        "Oliver had 135 stickers. He used 1/3 of his stickers, gave 2/5 of the remaining to his friend, bought 10 more, and kept the remaining stickers. How many stickers did he use in all?",
        None,
    ),
    # Markese 5337
    (
        "Markese earned 5 fewer dollars than Evan. Together they earned $37. How many dollars did Evan earn? Use E to represent how many dollars Evan earned.",
        21,
    ),
    (
        "Markese earned 5 more dollars than Evan. Together they earned $37. How many dollars did Markese earn? Use E to represent how many dollars Evan earned.",
        21,
    ),
    (
        "Markese earned 5 fewer dollars than Evan. Together they earned $38. How many dollars did Markese earn? Use E to represent how many dollars Evan earned.",
        F(33, 2),
    ),
    (
        "Markese earned 5 fewer dollars than Evan. How many dollars did Markese earn? Use E to represent how many dollars Evan earned.",
        None,
    ),
    (
        "Markese earned some fewer dollars than Evan. Together they earned $37. How many dollars did Markese earn?",
        None,
    ),
    # Jerusha 6950
    (
        "Jerusha earned 4 times as much money as Lottie. Together they earned $85. How many dollars did Lottie earn? Use L to represent Lottie's earnings.",
        17,
    ),
    (
        "Jerusha earned 4 times as much money as Lottie. Together they earned $85. How many more dollars did Jerusha earn than Lottie?",
        51,
    ),
    (
        "Jerusha earned 4 times as much money as Lottie. Jerusha earned $85. How many dollars did Lottie earn?",
        F(85, 4),
    ),
    (
        "Jerusha earned 4 times as much money as Lottie. Lottie earned $85. How many dollars did Jerusha earn?",
        340,
    ),
    (
        "Jerusha earned 4 times as much money as Lottie. Lottie earned $85. How many dollars did they earn together?",
        425,
    ),
    # Ali 6444
    (
        "Ali had a stock of 800 books in his Room. He sold 60 on Monday, 10 on Tuesday, 20 on Wednesday, 44 on Thursday and 66 on Friday. How many books were sold?",
        200,
    ),
    (
        "Ali had a stock of 800 books in his Room. He sold 60 on Monday, 10 on Tuesday, 20 on Wednesday, 44 on Thursday and some on Friday. How many books were not sold?",
        None,
    ),
    (
        "Ali had a stock of 800 books in his Room. He sold 60 on Monday, 10 on Tuesday, 20 on Wednesday, 44 on Thursday and bought 66 on Friday. How many books does he have now?",
        732,
    ),
    (
        "Ali had a stock of 800 books in his Room. He sold 60 on Monday, 10 on Tuesday, 20 on Wednesday, 44 on Thursday and 66 on Friday. He sold 3 boxes of books on Saturday. How many books were not sold?",
        None,
    ),
    (
        "Ali had a stock of 800 books in his Room. He sold 60 on Monday, 10 on Tuesday, 20 on Wednesday, 44 on Thursday and 66 on Friday. He also sold 5 boxes of books. How many books did he sell?",
        None,
    ),
    # Sally 7259
    (
        "Sally sold 20 cups of lemonade last week. She sold 30% more lemonade this week. How many cups of lemonade did she sell this week?",
        26,
    ),
    (
        "Sally sold 20 cups of lemonade last week. She sold 30% less lemonade this week. How many cups of lemonade did she sell in total for both weeks?",
        34,
    ),
    (
        "Sally sold 20 cups of lemonade last week. She sold 30% more lemonade this week. How many more cups did she sell this week than last week?",
        6,
    ),
    (
        "Sally sold 20 cups of lemonade last week. She sold more lemonade this week. How many cups of lemonade did she sell in total for both weeks?",
        None,
    ),
    (
        "Sally sold 20 cups of lemonade last week. She sold 30% more lemonade this week. She also sold 4 jugs of lemonade. How many cups of lemonade did she sell in total for both weeks?",
        None,
    ),
    # Roxanne 7306
    (
        "Roxanne bought 2 cups of lemonade for $2 each and 2 sandwiches for $2.50 each. How much did she spend?",
        9,
    ),
    (
        "Roxanne bought 2 cups of lemonade for $2 each and 2 sandwiches for $2.50 each. How much change must she get from a $10 bill?",
        1,
    ),
    (
        "Roxanne bought 2 cups of lemonade for $2 each and 2 sandwiches for $2.50 each. How much change must she get from a $5 bill?",
        None,
    ),
    (
        "Roxanne bought 2 cups of lemonade for $2 each and 2 sandwiches. How much change must she get from a $20 bill?",
        None,
    ),
    (
        "Roxanne bought 2 cups of lemonade for $2 each and 2 sandwiches for $2.50 each. Her friend bought 3 cookies. How much did Roxanne spend?",
        9,
    ),
    # Tully 2963
    (
        "Three years from now, Tully will be twice as old as Kate. How old is Tully now if Kate is now 29 years old?",
        61,
    ),
    (
        "Three years from now, Tully will be twice as old as Kate. How old will Tully be in three years if Kate is now 29 years old?",
        64,
    ),
    (
        "Three years ago, Tully was twice as old as Kate. How old was Tully a year ago if Kate is now 29 years old?",
        54,
    ),
    (
        "Three years from now, Tully will be twice as old as Kate. How old was Tully a year ago?",
        None,
    ),
    # Diana 4148
    (
        "Diana is twice as old as Grace is today. If Grace turned 3 a year ago, how old was Diana a year ago?",
        7,
    ),
    (
        "Diana is twice as old as Grace is today. If Grace turned 3 two years ago, how old is Diana today?",
        10,
    ),
    (
        "Diana is 3 years older than Grace is today. If Grace turned 3 a year ago, how old is Diana today?",
        7,
    ),
    ("Diana is twice as old as Grace is today. How old is Diana today?", None),
    # Mandy 4545
    (
        "Mandy is ten years older than Jackson. Adele is 3/4 as old as Jackson. What's the total of their ages now if Jackson is 20 years old now?",
        65,
    ),
    (
        "Mandy is ten years older than Jackson. Adele is 3/4 as old as Jackson. What's the total of their ages 5 years from now If Jackson is 20 years old now?",
        80,
    ),
    (
        "Mandy is ten years younger than Jackson. Adele is 3/4 as old as Jackson. What's the total of their ages 10 years from now If Jackson is 20 years old now?",
        75,
    ),
    (
        "Mandy is ten years older than Jackson. Adele is 3/4 as old as Jackson. What's the total of their ages 10 years from now?",
        None,
    ),
    # Juliet 6459
    (
        "Juliet is 3 years older than her sister Maggie but 2 years younger than her elder brother Ralph. If Juliet is 10 years old, how old is Ralph?",
        12,
    ),
    (
        "Juliet is 3 years younger than her sister Maggie but 2 years younger than her elder brother Ralph. If Juliet is 10 years old, what is the sum of Maggie's and Ralph's ages?",
        25,
    ),
    (
        "Juliet is 3 years older than her sister Maggie but 2 years younger than her elder brother Ralph. If Juliet is 10 years old, how much older is Ralph than Maggie?",
        5,
    ),
    (
        "Juliet is 3 years older than her sister Maggie but younger than her elder brother Ralph. If Juliet is 10 years old, what is the sum of Maggie's and Ralph's ages?",
        None,
    ),
    # Lindsey 7150
    (
        "Lindsey owns 4 more cars than Cathy. Susan owns 2 fewer cars than Carol. Carol owns twice as many cars as Cathy. If Cathy owns 5 cars, how many cars do Lindsey and Susan own?",
        17,
    ),
    (
        "Lindsey owns 4 more cars than Cathy. Susan owns 2 more cars than Carol. Carol owns twice as many cars as Cathy. If Cathy owns 5 cars, how many total cars do they all own put together?",
        36,
    ),
    (
        "Lindsey owns 4 more cars than Cathy. Susan owns 2 fewer cars than Carol. Carol owns twice as many cars as Cathy. How many total cars do they all own put together?",
        None,
    ),
    (
        "Lindsey owns 4 more cars than Cathy. Susan owns 2 fewer cars than Carol. If Cathy owns 5 cars, how many total cars do they all own put together?",
        None,
    ),
    # Dorothy 3217
    (
        "Dorothy, Julia, and Robert go to the store to buy school supplies. Dorothy buys half as many pens as Julia. Julia buys three times as many pens as Robert. Robert buys 4 pens. How many pens did the three friends buy in total?",
        22,
    ),
    (
        "Dorothy, Julia, and Robert go to the store to buy school supplies. Dorothy buys half as many pens as Julia. Julia buys three times as many pens as Robert. Robert buys 4 pens. If one pen costs $1.50, how much money did Julia spend on pens?",
        18,
    ),
    (
        "Dorothy, Julia, and Robert go to the store to buy school supplies. Dorothy buys half as many pens as Julia. Julia buys three times as many pens as Robert. Robert buys 4 pens. How much money did the three friends spend in total on pens?",
        None,
    ),
    (
        "Dorothy, Julia, and Robert go to the store to buy school supplies. Dorothy buys half as many pens as Julia. Julia buys three times as many pens as Robert. If one pen costs $1.50, how much money did the three friends spend in total on pens?",
        None,
    ),
    (
        "Dorothy, Julia, and Robert go to the store to buy school supplies. Dorothy buys half as many pens as Julia. Julia buys three times as many pens as Robert. Robert buys 4 pens and a box of pens. If one pen costs $1.50, how much money did the three friends spend in total on pens?",
        None,
    ),
    # Marcus 5557
    (
        "Marcus has three times as many cheese crackers as Mona. Nicholas has 6 more crackers than Mona. If Marcus has 27 crackers, how many crackers does Mona have?",
        9,
    ),
    (
        "Marcus has three times as many cheese crackers as Mona. Nicholas has 6 fewer crackers than Mona. If Marcus has 27 crackers, how many crackers does Nicholas have?",
        3,
    ),
    (
        "Marcus has three times as many cheese crackers as Mona. Nicholas has 6 more crackers than Mona. How many crackers does Nicholas have?",
        None,
    ),
    # Heidi 6108 / 3810
    (
        "Heidi's apartment has 3 times as many rooms as Danielle's apartment. Grant's apartment has 1/9 as many rooms as Heidi's apartment. If Grant's apartment has 2 rooms, how many rooms does Danielle's apartment have?",
        6,
    ),
    (
        "Heidi's apartment has 3 times as many rooms as Danielle's apartment. Grant's apartment has 1/9 as many rooms as Heidi's apartment. If Grant's apartment has 2 rooms, how many rooms does Heidi's apartment have?",
        18,
    ),
    (
        "Heidi's apartment has 3 times as many rooms as Danielle's apartment. Grant's apartment has 1/9 as many rooms as Heidi's apartment. How many rooms does Danielle's apartment have?",
        None,
    ),
    (
        "Danielle's apartment has 6 rooms. Heidi's apartment has 2 times as many rooms as Danielle's apartment. Grant's apartment has 1/3 as many rooms as Heidi's apartment. How many rooms does Grant's apartment have?",
        4,
    ),
    # Brian 2438
    (
        "Brian has twice as many tennis balls as Frodo, who has 8 more than Lily. If Lily has 3 tennis balls, how many does Frodo have?",
        11,
    ),
    (
        "Brian has twice as many tennis balls as Frodo, who has 8 more than Lily. How many does Brian have?",
        None,
    ),
    # Janet 3777
    (
        "Janet has 60 less than four times as many siblings as Masud. Carlos has 3/4 times as many siblings as Masud. If Masud has 60 siblings, how many siblings does Janet have?",
        180,
    ),
    (
        "Janet has 60 less than four times as many siblings as Masud. Carlos has 3/4 times as many siblings as Masud. How many more siblings does Janet have more than Carlos?",
        None,
    ),
    # Lucca 3752 / Mara 6195
    (
        "Lucca has 100 balls and 10 percent of his balls are basketballs. Lucien has 200 balls and 20 percent of them are basketballs. How many basketballs does Lucca have?",
        10,
    ),
    (
        "Lucca has 100 balls and 10 percent of his balls are basketballs. Lucien has 200 balls and some of them are basketballs. In total how many basketballs do Lucca and Lucien have?",
        None,
    ),
    (
        "Lucca has 100 balls and 10 percent of his balls are basketballs. Lucien has 200 balls and 20 percent of them are basketballs. Lucca buys 5 more basketballs. In total how many basketballs do Lucca and Lucien have?",
        None,
    ),
    (
        "Mara has 40 crayons and 10 percent of her crayons are pink. Luna has 50 crayons and 20 percent of them are pink. How many more pink crayons does Luna have than Mara?",
        6,
    ),
    (
        "Mara has 40 crayons and 10 percent of her crayons are pink. Luna has 50 crayons. In total how many pink crayons do Mara and Luna have?",
        None,
    ),
    # Jackie 2981
    (
        "Jackie walks 2 miles each day while Jessie walks 1.5 miles each day. How many miles, in all, do Jackie and Jessie walk in 6 days?",
        21,
    ),
    (
        "Jackie walks 2 miles each day while Jessie walks 1.5 miles each day. How many miles does Jackie walk in 6 days?",
        12,
    ),
    (
        "Jackie walks 2 miles each day while Jessie walks some miles each day. How many more miles, in all, does Jackie walk than Jessie walk in 6 days?",
        None,
    ),
    # Maddie 5687
    (
        "Maddie bought 2 packs of white T-shirts and 4 packs of blue T-shirts for her basketball team. The white T-shirts come in packs of 5, and the blue T-shirts come in packs of 3. How many T-shirts did Maddie buy?",
        22,
    ),
    (
        "Maddie bought 2 packs of white T-shirts and 4 packs of blue T-shirts for her basketball team. The white T-shirts come in packs of 5. Each T-shirt cost $3. How much did Maddie spend in all?",
        None,
    ),
    (
        "Maddie bought 2 packs of white T-shirts and 4 packs of blue T-shirts for her basketball team. The white T-shirts come in packs of 5, and the blue T-shirts come in packs of 3. How much did Maddie spend in all?",
        None,
    ),
    # James 5771
    (
        "James buys 10 shirts and half as many pants. The shirts cost $6 each. How much did everything cost?",
        None,
    ),
    ("James buys 10 shirts and half as many pants. How many items does James buy?", 15),
    (
        "James buys 10 shirts and twice as many pants. The shirts cost $6 each and the pants cost $3 each. How much did everything cost?",
        120,
    ),
    # Ella 6122
    (
        "Ella has 4 bags with 20 apples in each bag and six bags with 25 apples in each bag. How many apples does Ella have?",
        230,
    ),
    (
        "Ella has 4 bags with 20 apples in each bag and six bags with 25 apples in each bag. If Ella sells 200 apples and buys some more, how many apples does Ella has left?",
        None,
    ),
    (
        "Ella has 4 bags with 20 apples in each bag and six bags with apples. If Ella sells 200 apples, how many apples does Ella has left?",
        None,
    ),
    # Diane 6412
    (
        "Diane bakes four trays with 25 gingerbreads in each tray and three trays with gingerbreads. How many gingerbreads does Diane bake?",
        None,
    ),
    (
        "Diane bakes four trays with 25 gingerbreads in each tray and three trays with 20 gingerbreads in each tray. She also bakes 2 batches of gingerbreads. How many gingerbreads does Diane bake?",
        None,
    ),
    (
        "Diane bakes four trays with 25 gingerbreads in each tray and three trays with 20 gingerbreads in each tray. How many more gingerbreads are on the four trays than on the three trays?",
        40,
    ),
    # crayons 6433
    (
        "There are 48 crayons in the box. Kiley takes 1/4 of them away. How many crayons are left?",
        36,
    ),
    (
        "There are 48 crayons in the box. Kiley takes some of them away. Joe takes away half of the remaining crayons, how many crayons are left?",
        None,
    ),
    # Jan 7135
    (
        "Jan buys 5 dozen roses. Since he bought so many he only needs to pay 80%. How much did he pay?",
        None,
    ),
    (
        "Jan buys 5 dozen roses. Each rose cost $6. Since he bought so many he only needs to pay 80%. How many roses did he buy?",
        60,
    ),
    (
        "Jan buys 5 dozen roses. Each rose cost $6. Since he bought so many he gets 80% off. How much did he pay?",
        72,
    ),
    # James 2978 / Jorge 3428
    (
        "James buys 3 shirts for $60. There is a 40% off sale. How much did he pay for the shirts after the discount?",
        36,
    ),
    (
        "James buys 3 shirts. There is a 40% off sale. How much did he pay per shirt after the discount?",
        None,
    ),
    (
        "Jorge bought 24 tickets for $7 each. For purchasing so many, he is given a discount of 25%. How much, in dollars, did he spend on tickets?",
        126,
    ),
    (
        "Jorge bought 24 tickets. For purchasing so many, he is given a discount of 50%. How much, in dollars, did he spend on tickets?",
        None,
    ),
    # Anna 2608
    (
        "Anna puts three slices of ham in each sandwich. How many more slices of ham does she need to make 50 ham sandwiches?",
        None,
    ),
    (
        "Anna puts two slices of ham in each sandwich. If she has 31 slices of ham, how many more slices of ham does she need to make 50 ham sandwiches?",
        69,
    ),
    # Rose singleop-240/259
    (
        "Rose has 9 apples and 12 erasers. If she shares the apples among some friends, how many apples does each friend get?",
        None,
    ),
    (
        "Rose has 9 apples and 12 erasers. If she shares the erasers among 3 friends, how many erasers does each friend get?",
        4,
    ),
    ("If Rose strolled for 4 hours. How far did Rose go?", None),
    # distractors with numbers and removed facts, GSM-Plus style
    (
        "There are 50 children at the party. Three-fifths of them are boys. There are 12 balloons at the party. How many of the children are girls?",
        20,
    ),
    (
        "There are 50 children at the party. Three-fifths of them are boys. 10 of the boys are wearing hats. How many of the children are not wearing hats?",
        None,
    ),
    (
        "There are 50 children at the party. Three-fifths of them are boys. How many of the children are wearing hats?",
        None,
    ),
    (
        "There are children at the party. Three-fifths of them are boys. How many of the children are girls?",
        None,
    ),
    (
        "There are 50 children at the party. Some of them are boys. How many of the children are girls?",
        None,
    ),
    (
        "There are 50 children at the party. Three-fifths of them are boys. How many of the children are boys?",
        30,
    ),
    (
        "There are 50 children at the party. Three-fifths of them are boys. How many more boys than girls are there?",
        10,
    ),
    (
        "There are 48 crayons in the box. Kiley takes 1/4 of them away. Joe takes away half of the remaining crayons. Kiley has 5 pencils. How many pencils are left?",
        None,
    ),
    (
        "There are 48 crayons in the box. Kiley takes 1/4 of them away. Joe takes away half of the remaining crayons. There are also 6 pens in the box. How many crayons are left?",
        18,
    ),
    (
        "There are 48 crayons in the box. Kiley takes 1/4 of them away. Joe puts in half of the remaining crayons. How many crayons are left?",
        None,
    ),
    (
        "There are 48 crayons in the box. Kiley takes 1/4 of them away. Joe takes away half of the remaining crayons. How many crayons does Joe have?",
        18,
    ),
    (
        "There are 48 crayons in the box. Kiley takes 1/4 of them away. Joe takes away half of the remaining crayons. How many crayons did Kiley take?",
        12,
    ),
    (
        "A box holds 2 dozen doughnuts. If the family ate 8 doughnuts and bought 6 more, how many doughnuts are left?",
        None,
    ),
    ("A box holds doughnuts. If the family ate 8 doughnuts, how many doughnuts are left?", None),
    (
        "A box holds 2 dozen doughnuts. If the family ate 4 doughnuts, how many doughnuts are left?",
        20,
    ),
    (
        "A box holds 2 dozen doughnuts. If the family ate 8 muffins, how many doughnuts are left?",
        24,
    ),
    (
        "Two boxes hold 2 dozen doughnuts each. If the family ate 8 doughnuts, how many doughnuts are left in the box?",
        None,
    ),
    (
        "Roxanne bought 2 cups of lemonade for $2 each and 2 sandwiches for $2.50 each. Her brother bought 3 cookies for $1 each. How much change must Roxanne get from a $20 bill?",
        11,
    ),
    (
        "Roxanne bought 2 cups of lemonade for $2 each and 2 sandwiches for $2.50 each. How much change must she get?",
        None,
    ),
    (
        "Roxanne bought 2 cups of lemonade for $2 each and 2 sandwiches for $2.50 each. How much did the sandwiches cost?",
        5,
    ),
    (
        "In a bookstore, a book costs $5. When Sheryll bought 10 books, she was given a discount of $0.5 each. Her friend bought 4 books. How much did they pay in all?",
        None,
    ),
    (
        "In a bookstore, a book costs $5. When Sheryll bought 10 books, she was given a discount of $0.5 each. The store has 200 books. How much did Sheryll pay in all?",
        45,
    ),
    (
        "In a bookstore, a book costs $5. When Sheryll bought 10 books, she was charged an extra $0.5 each. How much did Sheryll pay in all?",
        55,
    ),
    ("Jorge bought 24 tickets for $7 each. How much, in dollars, did he spend on tickets?", 168),
    (
        "Jorge bought 24 tickets for $7 each. For purchasing so many, he is given a discount. How much, in dollars, did he spend on tickets?",
        None,
    ),
    (
        "Jorge bought 24 tickets for $7 each. His friend bought 3 tickets. For purchasing so many, Jorge is given a discount of 50%. How much, in dollars, did Jorge spend on tickets?",
        84,
    ),
    (
        "James buys 3 shirts for $60. There is a 40% off sale. How much did he pay per pair of pants after the discount?",
        None,
    ),
    ("James buys 3 shirts for $60. How much did he pay per shirt?", 20),
    (
        "Jan buys 5 dozen roses. Each rose cost $6. Since he bought so many he only needs to pay 80%. He also buys a vase for $10. How much did he pay for the roses and the vase?",
        None,
    ),
    ("Jan buys 5 dozen roses. Each rose cost $6. How much did he pay?", 360),
    (
        "Terez has 44 cows on his farm. 50 percent of the cows are female, and 50 percent of the females are pregnant. His neighbor has 30 cows. How many pregnant female cows do they have?",
        None,
    ),
    (
        "Terez has 44 cows on his farm. 50 percent of the cows are female, and 50 percent of the females are pregnant. His neighbor has 30 cows. How many pregnant female cows does Terez have?",
        11,
    ),
    (
        "Stephen has 110 ants in his ant farm. Half of the ants are worker ants, 20 percent of the worker ants are male. How many male ants are there?",
        None,
    ),
    (
        "Stephen has 110 ants in his ant farm. Half of the ants are worker ants, 20 percent of the worker ants are male. How many ants are not male worker ants?",
        88,
    ),
    (
        "In a house, there are 16 cats. Two of them are white, and 25% of them are black. The rest of the cats are grey. How many grey cats are in the next house?",
        None,
    ),
    (
        "In a house, there are 16 cats. Two of them are white, and 25% of them are black. The rest of the cats are grey. The house has 5 rooms. How many grey cats are in this house?",
        10,
    ),
    (
        "There are 120 cards in a box. If 2/5 of the cards are red, exactly 5/9 of the remainder are black, and the rest are green, calculate the number of green cards in the bag?",
        None,
    ),
    (
        "There are 120 cards in a box. If 2/5 of the cards are red, exactly 5/9 of the remainder are black, and the rest are green, calculate the number of green cards.",
        32,
    ),
    (
        "Susie has 572 beans in the jar. One-fourth of them are red and one-third of the remaining beans are white. Then half of the remaining are green beans. How many beans are blue?",
        None,
    ),
    (
        "Susie has 572 beans in the jar. One-fourth of them are red and one-third of the remaining beans are white. Then half of the remaining are green beans. Her brother has 100 beans. How many green beans are in the jar?",
        143,
    ),
    (
        "Oliver had 135 stickers. He used 1/3 of his stickers, gave 2/5 of the remaining to his friend, and kept the remaining stickers. How many stickers did his friend have?",
        None,
    ),
    (
        "Sally sold 20 cups of lemonade last week. She sold 30% more lemonade this week. How much money did she make in total for both weeks?",
        None,
    ),
    (
        "Sally sold 20 cups of lemonade last week. She sold 30% more lemonade this week. Her friend sold 10 cups. How many cups of lemonade did Sally sell in total for both weeks?",
        46,
    ),
    (
        "Ali had a stock of 800 books in his Room. He sold 60 on Monday, 10 on Tuesday, 20 on Wednesday, 44 on Thursday and 66 on Friday. How many books were not sold in his store?",
        None,
    ),
    # Rose singleop-240 / 259
    (
        "Rose has 9 apples and 12 erasers. If she shares the apples equally among 3 friends, how many apples does each friend get?",
        3,
    ),
    (
        "Rose has 9 apples and 12 erasers. If she shares the apples among 3 friends, how many erasers does each friend get?",
        None,
    ),
    (
        "Rose has 9 apples and 12 erasers. She eats 3 apples. If she shares the apples among 3 friends, how many apples does each friend get?",
        2,
    ),
    (
        "Rose has 9 apples. She buys 3 more apples. If she shares the apples among 3 friends, how many apples did each friend get at first?",
        None,
    ),
    (
        "Rose has 9 apples and 12 erasers. If she shares the fruit among 3 friends, how many erasers does each friend get?",
        None,
    ),
    (
        "Rose has 9 apples and 12 erasers. If she shares the apples among 3 friends, how many apples does each friend get?",
        3,
    ),
    (
        "Rose has 9 apples and 12 erasers. If she shares the apples among her friends, how many apples does each friend get?",
        None,
    ),
    ("Rose strolled for 4 hours at 3 miles per hour. How far did Rose go?", 12),
    (
        "Rose strolled for 4 hours. She walked at 2 miles per hour for 1 hour. How far did Rose go?",
        None,
    ),
    (
        "If Rose strolled for 4 hours at 2 miles per hour and then ran 3 miles, how far did Rose stroll in all?",
        None,
    ),
    ("If Rose strolled 8 miles at 4 miles per hour, how many hours did Rose stroll?", 2),
    # Adam singleeq-277
    (
        "Adam bought 9 packages of cat food and 7 packages of dog food. Each package of cat food contained 10 cans. How many more cans of cat food than dog food did Adam buy?",
        None,
    ),
    (
        "Adam bought 9 packages of cat food and 7 packages of dog food. Each package of cat food contained 10 cans, and each package of dog food contained 5 cans. How many cans of cat food did Adam buy?",
        90,
    ),
    (
        "Adam bought 9 packages of cat food and 7 packages of dog food. Each package of cat food contained 10 cans, and each package of dog food contained 5 cans. How many cans did Adam buy?",
        125,
    ),
    (
        "Adam bought 9 packages of cat food and 7 packages of dog food. Each package contained 10 cans. He also bought 2 bags of cat food. How many cans of cat food did Adam buy?",
        None,
    ),
    (
        "Adam bought 9 packages of cat food and 7 packages of dog food. Each package of cat food contained 10 cans, and each package of dog food contained 5 cans. He gave 2 packages of cat food to Ann. How many cans of cat food does Adam have?",
        None,
    ),
]


@pytest.mark.parametrize(("text", "answer"), CASES)
def test_variation_answered_correctly_or_refused(text: str, answer: int | Fraction | None) -> None:
    _check(text, answer)


@pytest.mark.parametrize(
    "text",
    [
        # the same act in units holding the asked kind
        "Ann picked 5 apples on Monday. She picked 3 baskets of apples on Tuesday. How many apples did Ann pick?",
        # the same act of measure in another kind
        "Tom read 20 pages on Monday. He read 3 chapters on Tuesday. How many pages did Tom read?",
        # another measure of the same content
        "Tom drank 3 cups of water. He drank 2 bottles of water later. How many cups of water did Tom drink?",
        # money of the same verb told without dollars
        "Tom saved $10 in January. He saved 3 coins in February. How much money did Tom save?",
        # a sale beside money earned
        "Tom earned $10 on Monday. He sold 5 cookies on Tuesday. How much money did Tom earn?",
        # a purchase beside money spent
        "Tom spent $10 on Monday. He bought 3 books on Tuesday. How much money did Tom spend?",
        # work beside money earned
        "Tom earned $10 on Monday. He worked for 5 hours on Tuesday. How much money did Tom earn?",
        # the same act told by an akin verb
        "Tom bought 3 apples. He purchased 2 apples later. How many apples did Tom buy?",
        # an akin verb's act over a span of time
        "Tom ran 3 miles on Monday. He jogged for 2 hours on Tuesday. How many miles did Tom run?",
        # a wage beside a sale whose money is not told
        "Tom earns $10 an hour. He worked 5 hours on Monday. He also sold 3 cakes. How much did Tom earn?",
        # a wage beside time at two acts
        "Tom earns $10 an hour. He worked 5 hours on Monday. He played for 2 hours on Tuesday. How much did Tom earn?",
        # priced sales beside work
        "Ann sold 5 necklaces. Each necklace cost $7. She also worked 3 hours. How much did she earn?",
        # a measure asked beside the same act counted in other things
        "Tom scored 20 points in the first game. He scored 3 goals in the second game. How many points did Tom score?",
        # a gift told by the giver's verb, asked as received
        "Ann got 5 apples from Tom. Her mom gave her 3 apples. How many apples did Ann get?",
        # bought, asked as got
        "Ann got 5 apples from Tom. She bought 3 apples. How many apples did Ann get?",
        # units named by a broader kind of the asked kind
        "Tom has 4 apples. He buys 2 bags of fruit. How many apples does Tom have?",
        # another holder's amount beside per-member amounts of a place's people (risks7)
        "There are 28 students in a classroom. Half of them have 5 notebooks each and the other half have 3 notebooks each. The teacher has 10 notebooks. How many notebooks in total are in the classroom?",
        # people brought beside a place's people
        "There are 50 children at the party. 30 of them are boys. Tom brings 5 friends. How many of the children are girls?",
    ],
)
def test_each_new_guard_refuses(text: str) -> None:
    assert answer_or_reason(text) in ("ambiguous_total", "ambiguous_reading")


@pytest.mark.parametrize(
    ("text", "gold"),
    [
        # another doer's untold act
        (
            "Tom read 20 pages on Monday. Ann read 3 chapters on Tuesday. How many pages did Tom read?",
            20,
        ),
        # another content in units
        (
            "Ann picked 12 apples on Monday. She picked 3 baskets of pears on Tuesday. How many apples did Ann pick?",
            12,
        ),
        # the sale in the money's own sentence
        ("Tom worked for 5 hours and earned $10. How much money did Tom earn?", 10),
        # a purchase beside money earned
        (
            "Lily earned $30 on Saturday. She bought 4 bracelets on Sunday. How much did Lily earn?",
            30,
        ),
        # another verb that is not akin
        (
            "Tom ran 3 miles on Monday. He swam for 2 hours on Tuesday. How many miles did Tom run?",
            3,
        ),
        # bought, asked as received
        (
            "Ann received 5 apples from Tom. She bought 3 apples. How many apples did Ann receive?",
            5,
        ),
        # units of another kind than the asked kind's broader ones
        ("Tom has 4 apples. He buys 2 bags of rice. How many apples does Tom have?", 4),
        # things brought that are not people
        (
            "There are 50 children at the party. 30 of them are boys. Tom brings 5 cakes. How many of the children are girls?",
            20,
        ),
        # people gained by the place itself
        (
            "At the fair there were 12 people in line for the bumper cars. If 6 of them got tired of waiting and left and 3 more got in line, how many people would be in line?",
            9,
        ),
    ],
)
def test_new_guards_leave_told_totals(text: str, gold: int) -> None:
    assert pipeline_answer(text) == gold


# an act told by a more general verb: baked cakes are made too (the pack's make/bake/cook
# act_synonym_group row, added by the lead; was answered 3)
def test_open_made_beside_baked() -> None:
    _check("Tom made 3 cakes. He baked 2 cakes later. How many cakes did Tom make?", None)
