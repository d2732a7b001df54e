# ruff: noqa: E501
"""Adversarial variations (session 8, adversary c) of the MAWPS problems the story organ
answers (addsub, singleop, multiarith, singleeq): another asked quantity of the same story
(the start, the change, the other person, the difference, the total); a changed structure
that changes the operation ('gave' / 'received', 'more' / 'fewer', 'how many more' / 'in
all', the unknown at the start); reordered facts or the question first; an irrelevant
sentence with a number (same kind or another, same holder or another); the two people's roles
swapped. Hand-written; every answer computed by hand. Each case must be answered with exactly
that value or refused (None: must refuse).

Answers accepted as the reading the project chose (not refusals): an acquirer who acts
starts from none ('Mike took 23 of Dan's green marbles. How many green marbles does Mike now
have?' 23); 'Sam lost 2 of them' after Joan's balloons is a loss of Joan's.

Wrong answers found and fixed at their root:
- resolve._owner read a loss by a person named by a people noun that is no gendered kin role
  ('His friend loses 6') as the one owner's loss ('Larry starts with 93 stickers. His friend
  loses 6. How many stickers does Larry end with?' answered 87): the pack's people nouns
  (untold_acts.people_nouns) make the agent a person, whose loss of another's things refuses.
- ledger._give kept a gift of a broader kind in the receiver's narrower holding ('Dan has 64
  violet marbles. Mary gave him 14 marbles. How many violet marbles does he now have?'
  answered 78): the sum is kept only as the broader kind, as a gain's (_broadens).
- answers._state answered a modified kind beside a holding of a narrower noun of its head
  ('Sandy had 26 pet fish. Tom gave her 6 goldfish. How many pet fish does Sandy have now?'
  answered 26): answers._named_kinds_beside refuses (the pack's hypernym rows).
- answers._ask_state answered a past 'How many dollars did Gary have?' (no now/left/after
  word) with the end amount when the holder's start was the story's unknown ('Gary had some
  dollars. He spent 55 dollars on a pet snake and had 18 dollars left.' answered 18, meant
  73): answers._start_or_end refuses.

Closed by the lead with pack rows (hypernym penny/nickel/dime/quarter -> coin; people_noun
farmer and other trades): a gift of coins beside pennies, and "The farmer ate 4" beside Tom's
apples, refuse.
"""

from __future__ import annotations

from fractions import Fraction

import pytest
from story_outcome import answer as _answer
from story_outcome import check_correct_or_refused as _check

F = Fraction

CASES: list[tuple[str, int | Fraction | None]] = [
    (
        "Joan found 70 seashells on the beach. She gave Sam some of her seashells. She has 27 seashells. How many seashells did she give to Sam?",
        43,
    ),
    (
        "Joan found 70 seashells on the beach. She gave Sam some of her seashells. She has 27 seashells. How many seashells does Sam have?",
        None,
    ),
    (
        "Joan found 70 seashells on the beach. She gave Sam 43 of her seashells. How many seashells does she have now?",
        27,
    ),
    (
        "Joan found 70 seashells on the beach. She gave Sam 43 of her seashells. How many seashells does Sam have now?",
        None,
    ),
    (
        "Joan found some seashells on the beach. She gave Sam 43 of her seashells. She has 27 seashells left. How many seashells did Joan find?",
        70,
    ),
    (
        "Joan found 70 seashells on the beach. Sam gave her some of his seashells. She has 97 seashells. How many seashells did Sam give her?",
        27,
    ),
    (
        "Joan found 70 seashells on the beach. Sam gave her 27 of his seashells. How many seashells does Joan have now?",
        97,
    ),
    (
        "Joan found 70 seashells on the beach. Sam gave her 27 of his seashells. How many seashells does Sam have now?",
        None,
    ),
    (
        "Joan found 70 seashells on the beach. She found 5 starfish too. She gave Sam 43 of her seashells. How many seashells does she have now?",
        27,
    ),
    (
        "Joan found 70 seashells on the beach. Sam found 12 seashells. She gave Sam 43 of her seashells. How many seashells does Sam have now?",
        55,
    ),
    (
        "Joan found 70 seashells on the beach. Sam found 12 seashells. She gave Sam 43 of her seashells. How many seashells does Joan have now?",
        27,
    ),
    (
        "Joan found 70 seashells on the beach. Sam found 12 seashells. Sam gave her 5 of his seashells. How many seashells does Joan have now?",
        75,
    ),
    (
        "Joan found 70 seashells on the beach. Sam found 12 seashells. Sam gave her 5 of his seashells. How many seashells does Sam have now?",
        7,
    ),
    (
        "How many seashells does Joan have now if she found 70 seashells on the beach and gave Sam 43 of them?",
        27,
    ),
    (
        "Sam found 35 seashells on the beach, he gave Joan 18 of the seashells. How many seashells does Joan have now?",
        None,
    ),
    (
        "Sam found 35 seashells on the beach, he gave Joan 18 of the seashells. How many seashells does he now have?",
        17,
    ),
    (
        "Sam found 35 seashells on the beach, Joan gave him 18 of her seashells. How many seashells does he now have?",
        53,
    ),
    (
        "Sam found 35 seashells on the beach, he gave Joan 18 of the seashells. Joan found 4 seashells. How many seashells does Joan have now?",
        22,
    ),
    (
        "Sam found 35 seashells on the beach, he gave Joan 18 of the seashells. He found 6 more later. How many seashells does he now have?",
        23,
    ),
    (
        "Sam found 35 seashells on the beach, he gave Joan 18 of the seashells. Joan found 6 more. How many seashells does Sam now have?",
        17,
    ),
    (
        "Dan found 56 seashells on the beach, he gave Jessica some of his seashells. He has 22 seashells left. How many seashells did he give to Jessica?",
        34,
    ),
    (
        "Dan found 56 seashells on the beach, Jessica gave him some of her seashells. He has 72 seashells now. How many seashells did Jessica give to Dan?",
        16,
    ),
    (
        "Dan found some seashells on the beach, he gave Jessica 34 of his seashells. He has 22 seashells left. How many seashells did Dan find?",
        56,
    ),
    (
        "Dan found 56 seashells on the beach, he gave Jessica some of his seashells. He has 22 seashells left. How many seashells does Jessica have?",
        None,
    ),
    (
        "Dan found 56 seashells on the beach, he gave Jessica some of his seashells. Jessica has 22 seashells. How many seashells did he give to Jessica?",
        None,
    ),
    (
        "Jason found 49 seashells and 48 starfish on the beach. He gave 13 of the seashells to Tim. How many starfish does Jason now have?",
        48,
    ),
    (
        "Jason found 49 seashells and 48 starfish on the beach. He gave 13 of the seashells to Tim. How many seashells does Tim now have?",
        None,
    ),
    (
        "Jason found 49 seashells and 48 starfish on the beach. He gave 13 of the starfish to Tim. How many seashells does Jason now have?",
        49,
    ),
    (
        "Jason found 49 seashells and 48 starfish on the beach. Tim gave him 13 seashells. How many seashells does Jason now have?",
        62,
    ),
    (
        "Jason found 49 seashells and 48 starfish on the beach. He gave 13 of the seashells to Tim. How many seashells and starfish does Jason now have?",
        84,
    ),
    (
        "Jason found 49 seashells and 48 starfish on the beach. He gave 13 of the seashells to Tim. How many more starfish than seashells does Jason now have?",
        12,
    ),
    (
        "Joan has 8 orange balloons but lost 2 of them. How many orange balloons does Joan have now?",
        6,
    ),
    (
        "Joan has 8 orange balloons but found 2 more. How many orange balloons does Joan have now?",
        10,
    ),
    (
        "Joan had some orange balloons but lost 2 of them. Now she has 6 orange balloons. How many orange balloons did Joan have at first?",
        8,
    ),
    (
        "Joan has 8 orange balloons and 3 blue balloons but lost 2 of the orange balloons. How many balloons does Joan have now?",
        9,
    ),
    (
        "Joan has 8 orange balloons but lost 2 of them. Sam has 5 orange balloons. How many orange balloons does Joan have now?",
        6,
    ),
    (
        "Joan has 8 orange balloons but lost 2 of them. Sam has 5 orange balloons. How many orange balloons do they have now?",
        11,
    ),
    (
        "Joan has 8 orange balloons but lost 2 of them. Sam has 5 orange balloons. How many more orange balloons does Joan have than Sam now?",
        1,
    ),
    ("Joan has 8 orange balloons but lost 2 of them. How many orange balloons did Joan lose?", 2),
    (
        "Joan has 8 orange balloons. Sam lost 2 of them. How many orange balloons does Joan have now?",
        6,
    ),
    (
        "Joan has 8 orange balloons but Sam lost 2 of his. How many orange balloons does Joan have now?",
        8,
    ),
    (
        "Fred has 5 baseball cards. Melanie bought 3 of Fred's baseball cards. How many baseball cards does Fred have now?",
        2,
    ),
    (
        "Fred has 5 baseball cards. Melanie bought 3 of Fred's baseball cards. How many baseball cards does Melanie have now?",
        3,
    ),
    (
        "Fred has 5 baseball cards. Fred bought 3 of Melanie's baseball cards. How many baseball cards does Fred have now?",
        8,
    ),
    (
        "Fred has 5 baseball cards. Melanie has 7 baseball cards. Melanie bought 3 of Fred's baseball cards. How many baseball cards does Melanie have now?",
        10,
    ),
    (
        "Fred has 5 baseball cards. Melanie has 7 baseball cards. Melanie bought 3 of Fred's baseball cards. How many baseball cards does Fred have now?",
        2,
    ),
    (
        "Fred has 5 baseball cards. Melanie has 7 baseball cards. Fred bought 3 of Melanie's baseball cards. How many baseball cards does Melanie have now?",
        4,
    ),
    (
        "Fred has 5 baseball cards. Melanie has 7 baseball cards. Fred bought 3 of Melanie's baseball cards. How many baseball cards does Fred have now?",
        8,
    ),
    (
        "Fred has some baseball cards. Melanie bought 3 of Fred's baseball cards. Fred has 2 baseball cards now. How many baseball cards did Fred have at first?",
        5,
    ),
    (
        "Fred has 5 baseball cards. Melanie bought some of Fred's baseball cards. Fred has 2 baseball cards now. How many baseball cards did Melanie buy?",
        3,
    ),
    (
        "Fred has 5 baseball cards and 4 stamps. Melanie bought 3 of Fred's baseball cards. How many stamps does Fred have now?",
        4,
    ),
    (
        "Fred has 5 baseball cards. Melanie bought 3 of Fred's baseball cards for $2. How many baseball cards does Fred have now?",
        2,
    ),
    (
        "Fred has 40 baseball cards. Keith bought 22 of Fred's baseball cards. Keith sold 4 cards. How many baseball cards does Fred have now?",
        18,
    ),
    (
        "Fred has 40 baseball cards. Keith bought 22 of Fred's baseball cards. Fred sold 4 cards. How many baseball cards does Fred have now?",
        14,
    ),
    (
        "Mike has 87 baseball cards. Sam bought 13 of Mike's baseball cards. How many baseball cards did Sam buy?",
        13,
    ),
    (
        "There are 9 oak trees currently in the park. Park workers had to cut down 2 oak trees that were damaged. How many oak trees will the park have when the workers are finished?",
        7,
    ),
    (
        "There are 9 oak trees currently in the park. Park workers will plant 2 oak trees today. How many oak trees will the park have when the workers are finished?",
        11,
    ),
    (
        "There are 9 oak trees currently in the park. Park workers had to cut down some oak trees that were damaged. The park has 7 oak trees now. How many oak trees did the workers cut down?",
        2,
    ),
    (
        "There are 9 oak trees and 4 pine trees currently in the park. Park workers had to cut down 2 oak trees that were damaged. How many trees will the park have when the workers are finished?",
        11,
    ),
    (
        "There are 9 oak trees and 4 pine trees currently in the park. Park workers had to cut down 2 oak trees that were damaged. How many pine trees will the park have when the workers are finished?",
        4,
    ),
    (
        "There are 3 short trees and 6 tall trees currently in the park. Park workers will plant 9 short trees today. How many short trees will the park have when the workers are finished?",
        12,
    ),
    (
        "There are 3 short trees and 6 tall trees currently in the park. Park workers will plant 9 short trees today. How many tall trees will the park have when the workers are finished?",
        6,
    ),
    (
        "There are 3 short trees and 6 tall trees currently in the park. Park workers will plant 9 short trees today. How many trees will the park have when the workers are finished?",
        18,
    ),
    (
        "There are 3 short trees and 6 tall trees currently in the park. Park workers will plant 9 tall trees today. How many short trees will the park have when the workers are finished?",
        3,
    ),
    (
        "There are 22 walnut trees currently in the park. Park workers will plant more walnut trees today. When the workers are finished there will be 55 walnut trees in the park. How many walnut trees did the workers plant today?",
        33,
    ),
    (
        "There are 22 walnut trees currently in the park. Park workers will cut down some walnut trees today. When the workers are finished there will be 15 walnut trees in the park. How many walnut trees did the workers cut down today?",
        7,
    ),
    (
        "There are some walnut trees currently in the park. Park workers will plant 33 walnut trees today. When the workers are finished there will be 55 walnut trees in the park. How many walnut trees are currently in the park?",
        22,
    ),
    (
        "There are 22 walnut trees currently in the park. Park workers will plant more walnut trees today. When the workers are finished there will be 55 trees in the park. How many walnut trees did the workers plant today?",
        33,
    ),
    (
        "There are 4 walnut trees currently in the park. Park workers will plant 6 more walnut trees today and 3 more tomorrow. How many walnut trees will the park have when the workers are finished?",
        13,
    ),
    (
        "There are 4 walnut trees currently in the park. Park workers will plant 6 more walnut trees today. There are 8 benches in the park. How many walnut trees will the park have when the workers are finished?",
        10,
    ),
    (
        "There are 41 pencils in the drawer. Mike placed 30 pencils in the drawer. How many pencils are now there in total?",
        71,
    ),
    (
        "There are 41 pencils in the drawer. Mike took 30 pencils from the drawer. How many pencils are now in the drawer?",
        11,
    ),
    (
        "There are 41 pencils in the drawer. Mike placed some pencils in the drawer. Now there are 71 pencils in the drawer. How many pencils did Mike place in the drawer?",
        30,
    ),
    (
        "There are some pencils in the drawer. Mike placed 30 pencils in the drawer. Now there are 71 pencils in the drawer. How many pencils were in the drawer at first?",
        41,
    ),
    (
        "There are 41 pencils in the drawer. Mike placed 30 pencils in the drawer. Mike has 8 pencils left. How many pencils are now in the drawer?",
        71,
    ),
    (
        "There are 41 pencils in the drawer. Mike placed 30 pencils on the desk. How many pencils are now in the drawer?",
        None,
    ),
    (
        "There are 41 pencils in the drawer and 10 pens. Mike placed 30 pencils in the drawer. How many pencils are now in the drawer?",
        71,
    ),
    (
        "There are 9 crayons in the drawer. Benny placed 3 crayons in the drawer. Sara placed 4 crayons in the drawer. How many crayons are now there in total?",
        16,
    ),
    (
        "There are 9 crayons in the drawer. Benny placed 3 crayons in the drawer. How many crayons did Benny place in the drawer?",
        3,
    ),
    (
        "There are 9 crayons in the drawer. Benny took 3 crayons out of the drawer. How many crayons are now in the drawer?",
        6,
    ),
    (
        "Dan grew 42 turnips and 38 cantelopes. Jessica grew 47 turnips. How many turnips did they grow in total?",
        89,
    ),
    (
        "Dan grew 42 turnips and 38 cantelopes. Jessica grew 47 turnips. How many cantelopes did they grow in total?",
        38,
    ),
    (
        "Dan grew 42 turnips and 38 cantelopes. Jessica grew 47 turnips. How many more turnips did Jessica grow than Dan?",
        5,
    ),
    (
        "Dan grew 42 turnips and 38 cantelopes. Jessica grew 47 turnips. How many fewer turnips did Dan grow than Jessica?",
        5,
    ),
    (
        "Dan grew 42 turnips and 38 cantelopes. Jessica grew 47 turnips. How many turnips did Dan grow?",
        42,
    ),
    (
        "Dan grew 42 turnips. Jessica grew 47 turnips and 12 cantelopes. How many cantelopes did Dan grow?",
        None,
    ),
    (
        "Dan grew 42 turnips and 38 cantelopes. Jessica grew 5 more turnips than Dan. How many turnips did they grow in total?",
        89,
    ),
    (
        "Dan grew 42 turnips and 38 cantelopes. Jessica grew 5 fewer turnips than Dan. How many turnips did they grow in total?",
        79,
    ),
    (
        "Dan grew 42 turnips and 38 cantelopes. Jessica grew 5 fewer turnips than Dan. How many turnips did Jessica grow?",
        37,
    ),
    (
        "Dan grew 42 turnips. Dan grew 5 more turnips than Jessica. How many turnips did Jessica grow?",
        37,
    ),
    (
        "Jason has 43 blue and 16 red marbles. Tom has 24 blue marbles. How many blue marbles do they have in all?",
        67,
    ),
    (
        "Jason has 43 blue and 16 red marbles. Tom has 24 blue marbles. How many red marbles do they have in all?",
        16,
    ),
    (
        "Jason has 43 blue and 16 red marbles. Tom has 24 blue marbles. How many marbles do they have in all?",
        83,
    ),
    (
        "Jason has 43 blue and 16 red marbles. Tom has 24 blue marbles. How many marbles does Jason have?",
        59,
    ),
    (
        "Jason has 43 blue and 16 red marbles. Tom has 24 blue marbles. How many more blue marbles does Jason have than Tom?",
        19,
    ),
    (
        "Jason has 43 blue and 16 red marbles. Tom has 24 blue marbles. How many more blue marbles than red marbles does Jason have?",
        27,
    ),
    (
        "Jason has 43 blue and 16 red marbles. Tom has 24 red marbles. How many blue marbles do they have in all?",
        43,
    ),
    (
        "Joan found 6 seashells and Jessica found 8 seashells on the beach. How many seashells did they find together?",
        14,
    ),
    (
        "Joan found 6 seashells and Jessica found 8 seashells on the beach. How many more seashells did Jessica find than Joan?",
        2,
    ),
    (
        "Joan found 6 seashells and Jessica found 8 seashells on the beach. Sam found 3 starfish. How many seashells did they find together?",
        14,
    ),
    (
        "Joan found 6 seashells and Jessica found 8 seashells on the beach. Joan found 3 starfish. How many seashells did they find together?",
        14,
    ),
    (
        "Joan found 6 seashells and Jessica found 8 seashells on the beach. Jessica gave 2 seashells to Joan. How many seashells does Joan have now?",
        8,
    ),
    (
        "Joan found 6 seashells and Jessica found 8 seashells on the beach. Jessica gave 2 seashells to Joan. How many seashells does Jessica have now?",
        6,
    ),
    (
        "Joan found 6 seashells and Jessica found 8 seashells on the beach. Jessica gave 2 seashells to Joan. How many seashells do they have together?",
        14,
    ),
    (
        "Sara grew 4 onions, Sally grew 5 onions, and Fred grew 9 onions. How many onions did they grow in all?",
        18,
    ),
    (
        "Sara grew 4 onions, Sally grew 5 onions, and Fred grew 9 onions. How many onions did Sara and Fred grow?",
        13,
    ),
    (
        "Sara grew 4 onions, Sally grew 5 onions, and Fred grew 9 onions. How many more onions did Fred grow than Sally?",
        4,
    ),
    (
        "Sara grew 4 onions, Sally grew 5 onions, and Fred grew 9 carrots. How many onions did they grow in all?",
        9,
    ),
    (
        "Sara grew 4 onions, Sally grew 5 onions, and Fred grew 9 onions. Fred ate 2 onions. How many onions did they grow in all?",
        18,
    ),
    (
        "Mary found 45 seashells, Melanie found 23 seashells, and Jason found 32 seashells on the beach. When they cleaned them, they discovered that 31 were cracked. How many seashells did they find together?",
        100,
    ),
    (
        "Mary found 45 seashells, Melanie found 23 seashells, and Jason found 32 seashells on the beach. When they cleaned them, they discovered that 31 were cracked. How many seashells were not cracked?",
        69,
    ),
    (
        "Mary found 45 seashells, Melanie found 23 seashells, and Jason found 32 seashells on the beach. When they cleaned them, they discovered that 31 were cracked. How many seashells did Mary find?",
        45,
    ),
    (
        "A restaurant served 4 pies during lunch and 9 during dinner today. The restaurant served 7 pies and 2 pizzas yesterday. How many pies were served in total?",
        20,
    ),
    (
        "A restaurant served 4 pies during lunch and 9 during dinner today. The restaurant served 7 pies and 2 pizzas yesterday. How many pies were served today?",
        13,
    ),
    (
        "A restaurant served 4 pies during lunch and 9 during dinner today. The restaurant served 7 pies and 2 pizzas yesterday. How many pizzas were served in total?",
        2,
    ),
    (
        "A restaurant served 4 pies during lunch and 9 during dinner today. The restaurant served 7 pies and 2 pizzas yesterday. How many more pies were served today than yesterday?",
        6,
    ),
    (
        "A restaurant served 4 pies during lunch and 9 during dinner today. The restaurant served 7 pies and 2 pizzas yesterday. How many pies were served yesterday?",
        7,
    ),
    (
        "A restaurant served 4 pies during lunch and 9 during dinner today. How many pies were served during dinner?",
        9,
    ),
    (
        "Dan has 32 green and 38 violet marbles. Mike took 23 of Dan's green marbles. How many green marbles does Dan now have?",
        9,
    ),
    (
        "Dan has 32 green and 38 violet marbles. Mike took 23 of Dan's green marbles. How many violet marbles does Dan now have?",
        38,
    ),
    (
        "Dan has 32 green and 38 violet marbles. Mike took 23 of Dan's green marbles. How many marbles does Dan now have?",
        47,
    ),
    (
        "Dan has 32 green and 38 violet marbles. Mike took 23 of Dan's violet marbles. How many green marbles does Dan now have?",
        32,
    ),
    (
        "Dan has 32 green and 38 violet marbles. Dan took 23 of Mike's green marbles. How many green marbles does Dan now have?",
        55,
    ),
    (
        "Dan has 32 green and 38 violet marbles. Mike took 23 of Dan's green marbles. How many green marbles does Mike now have?",
        23,
    ),
    (
        "Dan has 32 green and 38 violet marbles. Mike has 5 green marbles. Mike took 23 of Dan's green marbles. How many green marbles does Mike now have?",
        28,
    ),
    (
        "Dan has 32 green marbles. Mike took some of Dan's green marbles. Now Dan has 9 green marbles. How many green marbles did Mike take?",
        23,
    ),
    (
        "Sara had 100 pennies and 783 quarters in her bank. Her dad borrowed 271 quarters from Sara. How many quarters does she have now?",
        512,
    ),
    (
        "Sara had 100 pennies and 783 quarters in her bank. Her dad borrowed 271 quarters from Sara. How many pennies does she have now?",
        100,
    ),
    (
        "Sara had 100 pennies and 783 quarters in her bank. Her dad borrowed 71 pennies from Sara. How many quarters does she have now?",
        783,
    ),
    (
        "Sara had 100 pennies and 783 quarters in her bank. Her dad gave her 271 quarters. How many quarters does she have now?",
        1054,
    ),
    (
        "Sara had 100 pennies and 783 quarters in her bank. She borrowed 271 quarters from her dad. How many quarters does she have now?",
        1054,
    ),
    (
        "Jessica had 8 quarters in her bank. Her sister borrowed 3 of her quarters. How many quarters does Jessica have now?",
        5,
    ),
    (
        "Jessica had 8 quarters in her bank. Her sister gave her 3 quarters. How many quarters does Jessica have now?",
        11,
    ),
    (
        "Jessica had 8 quarters in her bank. Her sister borrowed 3 of her quarters. How many cents does Jessica have now?",
        125,
    ),
    (
        "Jessica had 8 quarters in her bank. She borrowed 3 quarters from her sister. How many quarters does Jessica have now?",
        11,
    ),
    (
        "Jessica had some quarters in her bank. Her sister borrowed 3 of her quarters. Now Jessica has 5 quarters. How many quarters did Jessica have at first?",
        8,
    ),
    (
        "Sam had 9 dimes in his bank. His dad gave him 7 dimes. How many dimes does Sam have now?",
        16,
    ),
    (
        "Sam had 9 dimes in his bank. His dad took 7 dimes from him. How many dimes does Sam have now?",
        2,
    ),
    ("Sam had 9 dimes in his bank. He gave his dad 7 dimes. How many dimes does Sam have now?", 2),
    (
        "Sam had 9 dimes in his bank. His dad gave him 7 dimes. How many dimes did his dad give him?",
        7,
    ),
    (
        "Sam had 9 dimes in his bank. His dad gave him 7 nickels. How many dimes does Sam have now?",
        9,
    ),
    (
        "Sam had 9 dimes in his bank. His dad gave him 7 dimes. How many cents does Sam have now?",
        160,
    ),
    (
        "Sam had 9 dimes in his bank. His dad gave him 7 dimes. His mom gave him 3 dimes. How many dimes does Sam have now?",
        19,
    ),
    ("Each bottle cap costs $2.00. How much do 6 bottle caps cost?", 12),
    ("Each bottle cap costs $2.00. How many bottle caps can you buy with $12?", 6),
    ("6 bottle caps cost $12. How much does each bottle cap cost?", 2),
    ("Each bottle cap costs $2.00. Tom has 3 marbles. How much do 6 bottle caps cost?", 12),
    ("Each bottle cap costs $2.00 and each marble costs $3. How much do 6 bottle caps cost?", 12),
    ("Each bottle cap costs $2.00 and each marble costs $3. How much do 6 marbles cost?", 18),
    ("How much do 6 bottle caps cost if each bottle cap costs $2.00?", 12),
    (
        "Bobby collects 2 blocks. Bobby's father gives Bobby 6 more. How many blocks does Bobby have?",
        8,
    ),
    (
        "Bobby collects 2 blocks. Bobby gives his father 6 more. How many blocks does Bobby have?",
        None,
    ),
    ("Bobby collects 8 blocks. Bobby gives his father 6. How many blocks does Bobby have?", 2),
    (
        "Bobby collects 2 blocks. Bobby's father gives Bobby 6 more. How many blocks does Bobby's father have?",
        None,
    ),
    (
        "Bobby collects 2 blocks. Bobby's father gives Bobby 6 more. How many blocks did Bobby's father give Bobby?",
        6,
    ),
    (
        "Bobby collects 2 blocks. Bobby's father gives Bobby 6 more. Bobby's sister has 4 blocks. How many blocks does Bobby have?",
        8,
    ),
    (
        "Bobby collects 2 blocks. Bobby's father gives Bobby 6 more. Bobby's sister has 4 blocks. How many blocks do Bobby and his sister have?",
        12,
    ),
    (
        "Bobby collects 2 blocks. Bobby's father gives Bobby 6 cards. How many blocks does Bobby have?",
        2,
    ),
    (
        "Bobby collects some blocks. Bobby's father gives Bobby 6 more. Now Bobby has 8 blocks. How many blocks did Bobby collect?",
        2,
    ),
    ("There are 6 marbles in each box. How many marbles are in 3 boxes?", 18),
    ("There are 6 marbles in each box. How many boxes hold 18 marbles?", 3),
    (
        "There are 18 marbles in 3 boxes. Each box has the same number of marbles. How many marbles are in each box?",
        6,
    ),
    (
        "There are 6 marbles in each box and 4 pens in each bag. How many marbles are in 3 boxes?",
        18,
    ),
    ("There are 6 marbles in each box. How many marbles are in 3 bags?", None),
    (
        "Gary had 73 dollars. He spent 55 dollars on a pet snake. How many dollars did Gary have left?",
        18,
    ),
    (
        "Gary had 73 dollars. He earned 55 dollars mowing lawns. How many dollars does Gary have now?",
        128,
    ),
    (
        "Gary had some dollars. He spent 55 dollars on a pet snake. He has 18 dollars left. How many dollars did Gary have at first?",
        73,
    ),
    (
        "Gary had 73 dollars. He spent some dollars on a pet snake. He has 18 dollars left. How much did the pet snake cost?",
        55,
    ),
    (
        "Gary had 73 dollars. He spent 55 dollars on a pet snake. His sister has 20 dollars. How many dollars did Gary have left?",
        18,
    ),
    (
        "Gary had 73 dollars. His sister spent 55 dollars on a pet snake. How many dollars did Gary have left?",
        73,
    ),
    (
        "Gary had 73 dollars. He spent 55 dollars on a pet snake. How many more dollars did he spend than he had left?",
        37,
    ),
    ("Mark sprinted 24 miles at 6 miles per hour. How long did Mark sprint?", 4),
    ("Mark sprinted for 4 hours at 6 miles per hour. How many miles did Mark sprint?", 24),
    ("Mark sprinted 24 miles in 4 hours. How many miles per hour did Mark sprint?", 6),
    ("Mark sprinted 24 miles at 6 miles per hour. How long did Mark sprint in minutes?", 240),
    (
        "Mark sprinted 24 miles at 6 miles per hour. Then he walked 3 miles. How long did Mark sprint?",
        4,
    ),
    ("Mark sprinted 24 miles at 6 miles per hour. How many minutes did Mark sprint?", 240),
    (
        "Marcus has 210 baseball cards. He has 58 more than Carter. How many baseball cards does Carter have?",
        152,
    ),
    (
        "Marcus has 210 baseball cards. He has 58 fewer than Carter. How many baseball cards does Carter have?",
        268,
    ),
    (
        "Marcus has 210 baseball cards. Carter has 58 more than Marcus. How many baseball cards does Carter have?",
        268,
    ),
    (
        "Marcus has 210 baseball cards. Carter has 58 fewer than Marcus. How many baseball cards does Carter have?",
        152,
    ),
    (
        "Marcus has 210 baseball cards. He has 58 more than Carter. How many baseball cards do they have in all?",
        362,
    ),
    (
        "Marcus has 210 baseball cards. He has 58 more than Carter. Carter has 10 stamps. How many baseball cards does Carter have?",
        152,
    ),
    (
        "Carter has 152 baseball cards. Marcus has 58 more than Carter. How many baseball cards does Marcus have?",
        210,
    ),
    (
        "Marcus has 210 baseball cards. He has 58 more stamps than Carter. How many baseball cards does Carter have?",
        None,
    ),
    (
        "Marcus has 210 baseball cards. He has 58 more than Carter. How many stamps does Carter have?",
        None,
    ),
    (
        "Marcus has 210 baseball cards. He has 3 times as many as Carter. How many baseball cards does Carter have?",
        70,
    ),
    (
        "Marcus has 210 baseball cards. Carter has 3 times as many as Marcus. How many baseball cards does Carter have?",
        630,
    ),
    (
        "George has 5 boxes of eggs. Each box holds 3 eggs and there are 9 boxes in a case. How many eggs does George have?",
        15,
    ),
    (
        "George has 5 boxes of eggs. Each box holds 3 eggs and there are 9 boxes in a case. How many eggs are in a case?",
        27,
    ),
    (
        "George has 5 boxes of eggs. Each box holds 3 eggs and there are 9 boxes in a case. How many boxes does George have?",
        5,
    ),
    (
        "George has 5 cases of eggs. Each box holds 3 eggs and there are 9 boxes in a case. How many eggs does George have?",
        135,
    ),
    (
        "George has 5 boxes of eggs. Each case holds 3 eggs and there are 9 boxes in a case. How many eggs does George have?",
        None,
    ),
    ("George has 45 eggs. Each box holds 3 eggs. How many boxes can George fill?", 15),
    ("Virginia starts with 96 eggs. Amy takes 3 away. How many eggs does Virginia end with?", 93),
    (
        "Virginia starts with 96 eggs. Amy gives her 3 more. How many eggs does Virginia end with?",
        99,
    ),
    ("Virginia starts with 96 eggs. Amy takes 3 away. How many eggs does Amy end with?", 3),
    (
        "Virginia starts with 96 eggs. Amy takes 3 away. Amy has 10 apples. How many eggs does Virginia end with?",
        93,
    ),
    (
        "Virginia starts with some eggs. Amy takes 3 away. Virginia ends with 93 eggs. How many eggs did Virginia start with?",
        96,
    ),
    (
        "Martin has 8 boxes of crayons. Each box holds 7 crayons. How many crayons does Martin have?",
        56,
    ),
    (
        "Martin has 8 boxes of crayons. Each box holds 7 crayons. He gives away 2 boxes. How many crayons does Martin have?",
        42,
    ),
    (
        "Martin has 8 boxes of crayons. Each box holds 7 crayons. He gives away 2 crayons. How many crayons does Martin have?",
        54,
    ),
    (
        "Martin has 56 crayons. Each box holds 7 crayons. How many boxes of crayons does Martin have?",
        None,
    ),
    (
        "Martin has 8 boxes of crayons. Each box holds 7 crayons. Sara has 3 boxes of crayons. How many crayons does Martin have?",
        56,
    ),
    (
        "Martin has 8 boxes of crayons. Each box holds 7 crayons. Sara has 3 boxes of crayons. How many crayons does Sara have?",
        21,
    ),
    (
        "Martin has 8 boxes of crayons. Each box holds 7 crayons. Sara has 3 boxes of pens. How many crayons does Sara have?",
        None,
    ),
    (
        "Martin has 8 boxes of crayons. Each bag holds 7 crayons. How many crayons does Martin have?",
        None,
    ),
    (
        "Nancy starts with 91 bottle caps. She finds another 88. How many bottle caps does Nancy end with?",
        179,
    ),
    (
        "Nancy starts with 91 bottle caps. She loses 88. How many bottle caps does Nancy end with?",
        3,
    ),
    (
        "Nancy starts with 91 bottle caps. She finds another 88. How many bottle caps did she find?",
        88,
    ),
    (
        "Nancy starts with 91 bottle caps. Tom finds another 88. How many bottle caps does Nancy end with?",
        91,
    ),
    (
        "Nancy starts with 91 bottle caps. She finds another 88 marbles. How many bottle caps does Nancy end with?",
        91,
    ),
    (
        "Nicholas starts with 8 bottle caps. He gets 85 more from Catherine. How many bottle caps does Nicholas end with?",
        93,
    ),
    (
        "Nicholas starts with 8 bottle caps. He gives 5 to Catherine. How many bottle caps does Nicholas end with?",
        3,
    ),
    (
        "Nicholas starts with 8 bottle caps. He gets 85 more from Catherine. How many bottle caps does Catherine end with?",
        None,
    ),
    (
        "Nicholas starts with 98 bottle caps. Catherine gets 85 from him. How many bottle caps does Nicholas end with?",
        13,
    ),
    (
        "Nicholas starts with 8 bottle caps. Catherine starts with 90 bottle caps. He gets 85 more from Catherine. How many bottle caps does Catherine end with?",
        5,
    ),
    (
        "Nicholas starts with 8 bottle caps. Catherine starts with 90 bottle caps. He gets 85 more from Catherine. How many bottle caps do they have in all?",
        98,
    ),
    (
        "Joshua has 40 Skittles and 6 eggs. If he shares the Skittles among 5 friends, how many Skittles does each friend get?",
        8,
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
        "Joshua has 40 Skittles. If he shares them among 5 friends and himself, how many Skittles does each get?",
        None,
    ),
    (
        "Joshua has 40 Skittles. If he gives each friend 5 Skittles, how many friends get Skittles?",
        8,
    ),
    (
        "Gloria has 9 boxes of tickets. Each box holds 5 tickets and there are 10 boxes in a case. How many tickets does Gloria have?",
        45,
    ),
    (
        "Gloria has 9 boxes of tickets. Each box holds 5 tickets and there are 10 boxes in a case. How many cases does Gloria have?",
        None,
    ),
    ("Anne weighs 67 pounds. Douglas weighs 52 pounds. How much heavier is Anne than Douglas?", 15),
    ("Anne weighs 67 pounds. Douglas weighs 52 pounds. How much lighter is Douglas than Anne?", 15),
    ("Anne weighs 67 pounds. Douglas weighs 52 pounds. How much do they weigh together?", 119),
    (
        "Anne weighs 67 pounds. Douglas weighs 15 pounds less than Anne. How much does Douglas weigh?",
        52,
    ),
    (
        "Anne weighs 67 pounds. Douglas weighs 15 pounds more than Anne. How much does Douglas weigh?",
        82,
    ),
    (
        "Anne weighs 67 pounds. Douglas weighs 52 pounds. How much heavier is Douglas than Anne?",
        None,
    ),
    (
        "Anne weighs 67 pounds. Douglas is 52 inches tall. How much heavier is Anne than Douglas?",
        None,
    ),
    (
        "Martha has 2 peanuts. Joyce has 26 peanuts. If Joyce gives all of her peanuts to Martha, how many peanuts will Martha have?",
        28,
    ),
    (
        "Martha has 2 peanuts. Joyce has 26 peanuts. If Joyce gives all of her peanuts to Martha, how many peanuts will Joyce have?",
        0,
    ),
    (
        "Martha has 2 peanuts. Joyce has 26 peanuts. If Martha gives all of her peanuts to Joyce, how many peanuts will Joyce have?",
        28,
    ),
    (
        "Martha has 2 peanuts. Joyce has 26 peanuts. If Joyce gives 6 of her peanuts to Martha, how many peanuts will Martha have?",
        8,
    ),
    (
        "Martha has 2 peanuts. Joyce has 26 peanuts. If Joyce gives half of her peanuts to Martha, how many peanuts will Martha have?",
        15,
    ),
    (
        "Martha has 2 peanuts. Joyce has 26 almonds. If Joyce gives all of her almonds to Martha, how many peanuts will Martha have?",
        2,
    ),
    (
        "Joyce has 8 eggs. Marie gives Joyce 6 more. Later, Joyce buys 13 erasers at the store. How many eggs does Joyce have in all?",
        14,
    ),
    (
        "Joyce has 8 eggs. Marie gives Joyce 6 more. Later, Joyce buys 13 erasers at the store. How many erasers does Joyce have in all?",
        13,
    ),
    (
        "Joyce has 8 eggs. Marie gives Joyce 6 more. Later, Joyce buys 13 eggs at the store. How many eggs does Joyce have in all?",
        27,
    ),
    (
        "Joyce has 8 eggs. Joyce gives Marie 6. Later, Joyce buys 13 erasers at the store. How many eggs does Joyce have in all?",
        2,
    ),
    (
        "Joyce has 8 eggs. Marie gives Joyce 6 more. Later, Marie buys 13 eggs at the store. How many eggs does Joyce have in all?",
        14,
    ),
    ("Each child has 3 oranges. If there are 4 children, how many oranges are there in total?", 12),
    (
        "Each child has 3 oranges and 2 apples. If there are 4 children, how many oranges are there in total?",
        12,
    ),
    (
        "Each child has 3 oranges and 2 apples. If there are 4 children, how many fruits are there in total?",
        20,
    ),
    (
        "Each child has 3 oranges. If there are 4 children and 2 adults, how many oranges are there in total?",
        None,
    ),
    ("There are 12 oranges. If each child has 3 oranges, how many children are there?", 4),
    (
        "If there are 4 children and each child has 3 oranges, how many oranges are there in total?",
        12,
    ),
    (
        "Rosa had 67 flowers. Andre gave her some more flowers. Now, Rosa has 90 flowers. How many flowers did Andre give to Rosa?",
        23,
    ),
    (
        "Rosa had 67 flowers. She gave Andre some flowers. Now, Rosa has 40 flowers. How many flowers did Rosa give to Andre?",
        27,
    ),
    (
        "Rosa had some flowers. Andre gave her 23 more flowers. Now, Rosa has 90 flowers. How many flowers did Rosa have at first?",
        67,
    ),
    (
        "Rosa had 67 flowers. Andre gave her some more flowers. Now, Rosa has 90 flowers. How many flowers does Andre have now?",
        None,
    ),
    (
        "Rosa had 67 flowers. Andre gave her some more flowers. Now, Rosa has 90 flowers and 5 vases. How many flowers did Andre give to Rosa?",
        23,
    ),
    (
        "Rosa had 67 flowers. Andre gave her some more flowers. Now, Andre has 90 flowers. How many flowers did Andre give to Rosa?",
        None,
    ),
    ("There were 58 geese and 37 ducks in the marsh. How many birds were in the marsh?", 95),
    (
        "There were 58 geese and 37 ducks in the marsh. How many more geese than ducks were in the marsh?",
        21,
    ),
    (
        "There were 58 geese in the marsh. 37 ducks flew to the lake. How many birds were in the marsh?",
        None,
    ),
    (
        "There were 58 geese and 37 ducks in the marsh. 10 geese flew away. How many birds were in the marsh now?",
        85,
    ),
    (
        "There were 58 geese and 37 ducks in the marsh. 10 geese flew away. How many geese were in the marsh now?",
        48,
    ),
    (
        "There were 58 geese and 37 ducks in the marsh and 12 fish in the pond. How many birds were in the marsh?",
        95,
    ),
    (
        "Janet has 3 stickers. She gets 53 more from Ruth. How many stickers does Janet have in all?",
        56,
    ),
    ("Janet has 3 stickers. She gives 2 to Ruth. How many stickers does Janet have left?", 1),
    (
        "Janet has 3 stickers. Ruth gets 53 more from her. How many stickers does Janet have in all?",
        None,
    ),
    (
        "Janet has 3 stickers. She gets 53 more from Ruth. How many stickers did Ruth give Janet?",
        53,
    ),
    ("Each bag contains 23 pounds of oranges. How many pounds of oranges are in 45 bags?", 1035),
    ("Each bag contains 23 pounds of oranges. How many bags hold 1035 pounds of oranges?", 45),
    ("Each bag contains 23 pounds of oranges. How many ounces of oranges are in 2 bags?", 736),
    ("Larry starts with 93 stickers. He loses 6. How many stickers does Larry end with?", 87),
    (
        "Larry starts with 93 stickers. He loses 6 and then finds 4. How many stickers does Larry end with?",
        91,
    ),
    ("Larry starts with 93 stickers. He loses 6. How many stickers did Larry lose?", 6),
    (
        "Larry starts with 93 stickers. His friend loses 6. How many stickers does Larry end with?",
        93,
    ),
    (
        "A candy store has 6 boxes of chocolates. Each box has 500 pieces. How many pieces are there altogether in the boxes?",
        3000,
    ),
    (
        "A candy store has 6 boxes of chocolates. Each box has 500 pieces. The store sells 2 boxes. How many pieces are there altogether in the boxes?",
        2000,
    ),
    (
        "A candy store has 6 boxes of chocolates and 4 bags of gum. Each box has 500 pieces. How many pieces are there altogether in the boxes?",
        3000,
    ),
    (
        "A candy store has 6 boxes of chocolates and 4 bags of gum. Each box has 500 pieces. How many pieces are there altogether in the bags?",
        None,
    ),
    (
        "A candy store has 3000 pieces of chocolate. Each box has 500 pieces. How many boxes can the store fill?",
        6,
    ),
    (
        "A magician was selling magic card decks for 2 dollars each. If he started with 5 decks and by the end of the day he had 3 left, how much money did he earn?",
        4,
    ),
    (
        "A magician was selling magic card decks for 2 dollars each. If he started with 5 decks and by the end of the day he had 3 left, how many decks did he sell?",
        2,
    ),
    (
        "A magician was selling magic card decks for 2 dollars each. If he started with 5 decks and sold 3, how much money did he earn?",
        6,
    ),
    (
        "A magician was selling magic card decks for 2 dollars each. If he started with 5 decks and by the end of the day he had 3 left, how much money would he earn selling the rest?",
        6,
    ),
    (
        "A magician was selling magic card decks for 2 dollars each. He had 4 rabbits. If he started with 5 decks and by the end of the day he had 3 left, how much money did he earn?",
        4,
    ),
    (
        "A magician was selling magic card decks for 2 dollars each. If he started with 5 decks and by the end of the day he had 3 rabbits left, how much money did he earn?",
        None,
    ),
    (
        "For the school bake sale Robin made 42 cupcakes. If she sold 22 of them and then made 39 more, how many cupcakes would she have?",
        59,
    ),
    (
        "For the school bake sale Robin made 42 cupcakes. If she sold 22 of them and then ate 9, how many cupcakes would she have?",
        11,
    ),
    (
        "For the school bake sale Robin made 42 cupcakes. If she made 39 more and then sold 22 of them, how many cupcakes would she have?",
        59,
    ),
    (
        "For the school bake sale Robin made 42 cupcakes. If she sold 22 of them and then made 39 more, how many cupcakes did she make in all?",
        81,
    ),
    (
        "For the school bake sale Robin made 42 cupcakes. If she sold 22 of them and then made 39 more, how many cupcakes did she sell?",
        22,
    ),
    (
        "For the school bake sale Robin made 42 cupcakes. If her friend sold 22 of them and then Robin made 39 more, how many cupcakes would she have?",
        59,
    ),
    (
        "For the school bake sale Robin made 42 cupcakes and 10 cookies. If she sold 22 of the cupcakes and then made 39 more cupcakes, how many cupcakes would she have?",
        59,
    ),
    (
        "For the school bake sale Robin made 42 cupcakes. Carol made 19 cupcakes. If Robin sold 22 of them and then made 39 more, how many cupcakes would Robin have?",
        None,
    ),
    (
        "For the school bake sale Robin made 42 cupcakes. Carol made 19 cupcakes. If Robin sold 22 of her cupcakes and then made 39 more, how many cupcakes would Carol have?",
        19,
    ),
    (
        "For the school bake sale Robin made some cupcakes. If she sold 22 of them and then made 39 more, she would have 59 cupcakes. How many cupcakes did she make at first?",
        42,
    ),
    (
        "The cafeteria had 62 apples. For lunch they handed out 8 to students and decided to use the rest to make pies. If each pie takes 9 apples, how many pies could they make?",
        6,
    ),
    (
        "The cafeteria had 62 apples. For lunch they handed out 8 to students and decided to use the rest to make pies. If each pie takes 9 apples, how many apples were left to make pies?",
        54,
    ),
    (
        "The cafeteria had 62 apples. For lunch they handed out 8 to students and decided to use the rest to make pies. If they made 6 pies, how many apples does each pie take?",
        9,
    ),
    (
        "The cafeteria had 62 apples. For lunch they bought 8 more and decided to use all of them to make pies. If each pie takes 10 apples, how many pies could they make?",
        7,
    ),
    (
        "The cafeteria had 62 apples and 20 oranges. For lunch they handed out 8 apples to students and decided to use the rest of the apples to make pies. If each pie takes 9 apples, how many pies could they make?",
        6,
    ),
    (
        "Ned bought 14 boxes of chocolate candy and gave 7 to his little brother. If each box has 6 pieces inside it, how many pieces did Ned still have?",
        42,
    ),
    (
        "Ned bought 14 boxes of chocolate candy and gave 7 to his little brother. If each box has 6 pieces inside it, how many pieces did Ned buy?",
        84,
    ),
    (
        "Ned bought 14 boxes of chocolate candy and gave 7 to his little brother. If each box has 6 pieces inside it, how many pieces did Ned give to his brother?",
        42,
    ),
    (
        "Ned bought 14 boxes of chocolate candy and gave 7 pieces to his little brother. If each box has 6 pieces inside it, how many pieces did Ned still have?",
        77,
    ),
    (
        "Ned bought 14 boxes of chocolate candy and his brother gave him 7 more boxes. If each box has 6 pieces inside it, how many pieces did Ned have?",
        126,
    ),
    (
        "Ned bought 14 boxes of chocolate candy and gave 7 to his little brother. If each box has 6 pieces inside it, how many boxes did Ned still have?",
        7,
    ),
    (
        "A pet store had 81 puppies. In one day they sold 41 of them and put the rest into cages with 8 in each cage. How many cages did they use?",
        5,
    ),
    (
        "A pet store had 81 puppies. In one day they sold 41 of them and put the rest into cages with 8 in each cage. How many puppies were put into cages?",
        40,
    ),
    (
        "A pet store had 81 puppies. In one day they sold 41 of them and put the rest into 5 cages with the same number in each cage. How many puppies were in each cage?",
        8,
    ),
    (
        "A pet store had 81 puppies and 20 kittens. In one day they sold 41 puppies and put the rest of the puppies into cages with 8 in each cage. How many cages did they use?",
        5,
    ),
    (
        "A pet store had 81 puppies. In one day they bought 7 more and put all of them into cages with 8 in each cage. How many cages did they use?",
        11,
    ),
    (
        "A pet store had 81 puppies. In one day they sold 41 of them and put the rest into cages with 8 in each cage. How many puppies did they sell?",
        41,
    ),
    (
        "Victor was helping the cafeteria workers pick up lunch trays, but he could only carry 7 trays at a time. If he had to pick up 23 trays from one table and 5 trays from another, how many trips will he make?",
        4,
    ),
    (
        "Victor was helping the cafeteria workers pick up lunch trays, but he could only carry 7 trays at a time. If he had to pick up 23 trays from one table and 5 trays from another, how many trays did he pick up?",
        28,
    ),
    (
        "Victor could only carry 7 trays at a time. If he had to pick up 28 trays, how many trips will he make?",
        4,
    ),
    (
        "Victor could only carry 7 trays at a time. If he had to pick up 29 trays, how many trips will he make?",
        None,
    ),
    (
        "There were 2 friends playing a video game online when 2 more players joined the game. If each player had 3 lives, how many lives did they have total?",
        12,
    ),
    (
        "There were 2 friends playing a video game online when 2 more players joined the game. How many players were playing?",
        4,
    ),
    (
        "There were 2 friends playing a video game online when 1 player quit the game. If each player had 3 lives, how many lives did they have total?",
        3,
    ),
    (
        "There were 2 friends playing a video game online when 2 more players joined the game. If each player had 3 lives and 2 coins, how many lives did they have total?",
        12,
    ),
    (
        "There were 2 friends playing a video game online when 2 more players joined the game. If each player had 3 lives, how many lives did the 2 friends have total?",
        6,
    ),
    (
        "At lunch a waiter had 7 customers and 5 of them didn't leave a tip. If he got $3 each from the ones who did tip, how much money did he earn?",
        6,
    ),
    (
        "At lunch a waiter had 7 customers and 5 of them didn't leave a tip. How many customers left a tip?",
        2,
    ),
    (
        "At lunch a waiter had 7 customers and 5 of them left a tip. If he got $3 each from the ones who did tip, how much money did he earn?",
        15,
    ),
    (
        "At lunch a waiter had 7 customers and 5 of them didn't leave a tip. If he got $3 each from the ones who did tip, how much money did the customers who did not tip pay as tips?",
        None,
    ),
    (
        "Roger was helping the cafeteria workers pick up lunch trays, but he could only carry 4 trays at a time. If he had to pick up 10 trays from one table and 2 trays from another, how many trips will he make?",
        3,
    ),
    (
        "A pet shelter had 3 puppies when another 3 were brought in. If 3 puppies a day are adopted, how long would it take for all of them to be adopted?",
        2,
    ),
    (
        "A pet shelter had 3 puppies when another 3 were brought in. How many puppies does the shelter have?",
        6,
    ),
    (
        "A pet shelter had 9 puppies when 3 were adopted. If 3 puppies a day are adopted, how long would it take for the rest of them to be adopted?",
        2,
    ),
    (
        "A pet shelter had 3 puppies and 4 kittens when another 3 puppies were brought in. If 3 puppies a day are adopted, how long would it take for all of the puppies to be adopted?",
        2,
    ),
    (
        "A florist had 6 roses. If she sold 5 of them and then later picked 12 more, how many roses would she have?",
        13,
    ),
    (
        "A florist had 6 roses. If she sold 5 of them and then later picked 12 more, how many roses did she sell?",
        5,
    ),
    (
        "A florist had 6 roses. If she picked 12 more and then sold 5 of them, how many roses would she have?",
        13,
    ),
    (
        "A florist had 6 roses and 4 tulips. If she sold 5 roses and then later picked 12 more roses, how many flowers would she have?",
        17,
    ),
    (
        "A florist had 6 roses. If she sold 5 of them and then later picked 12 tulips, how many roses would she have?",
        1,
    ),
    (
        "A florist had 6 roses. If she sold 5 of them and then later picked 12 tulips, how many flowers would she have?",
        13,
    ),
    (
        "At the fair there were 7 people in line for the bumper cars. If 4 of them got tired of waiting and left and 8 more got in line, how many people would be in line?",
        11,
    ),
    (
        "At the fair there were 7 people in line for the bumper cars. If 4 of them got tired of waiting and left and 8 more got in line, how many people left the line?",
        4,
    ),
    (
        "At the fair there were 7 people in line for the bumper cars. If 8 more got in line, how many people would be in line?",
        15,
    ),
    (
        "At the fair there were 7 people in line for the bumper cars and 5 people in line for the swings. If 4 of them got tired of waiting and left and 8 more got in line, how many people would be in line for the bumper cars?",
        None,
    ),
    (
        "For the school bake sale Katie made 26 cupcakes. If she sold 20 of them and then made 20 more, how many cupcakes would she have?",
        26,
    ),
    (
        "Gwen earned 8 points for each bag of cans she recycled. If she had 4 bags, but didn't recycle 2 of them, how many points would she have earned?",
        16,
    ),
    (
        "Gwen earned 8 points for each bag of cans she recycled. If she had 4 bags, and recycled all of them, how many points would she have earned?",
        32,
    ),
    (
        "Gwen earned 8 points for each bag of cans she recycled. If she had 4 bags, but didn't recycle 2 of them, how many bags did she recycle?",
        2,
    ),
    (
        "Gwen earned 8 points for each bag of cans she recycled. If she had 4 bags, but recycled only 1 of them, how many points would she have earned?",
        8,
    ),
    (
        "Gwen earned 8 points for each bag of cans she recycled. If she earned 16 points, how many bags did she recycle?",
        2,
    ),
    (
        "A pet store has 4 bird cages. If each cage has 8 parrots and 2 parakeets in it, how many birds does the pet store have total?",
        40,
    ),
    (
        "A pet store has 4 bird cages. If each cage has 8 parrots and 2 parakeets in it, how many parrots does the pet store have total?",
        32,
    ),
    (
        "A pet store has 4 bird cages. If each cage has 8 parrots and 2 parakeets in it, how many more parrots than parakeets does the pet store have?",
        24,
    ),
    (
        "A pet store has 4 bird cages and 3 fish tanks. If each cage has 8 parrots and 2 parakeets in it, how many birds does the pet store have total?",
        40,
    ),
    (
        "A pet store has 4 bird cages. If each cage has 8 parrots and 2 parakeets in it, how many birds are in each cage?",
        10,
    ),
    (
        "A pet store has some bird cages. If each cage has 8 parrots and 2 parakeets in it and the store has 40 birds, how many cages does the store have?",
        4,
    ),
    (
        "A painter needed to paint 9 rooms in a building. Each room takes 8 hours to paint. If he already painted 5 rooms, how much longer will he take to paint the rest?",
        32,
    ),
    (
        "A painter needed to paint 9 rooms in a building. Each room takes 8 hours to paint. If he already painted 5 rooms, how many rooms are left to paint?",
        4,
    ),
    (
        "A painter needed to paint 9 rooms in a building. Each room takes 8 hours to paint. How long will he take to paint all the rooms?",
        72,
    ),
    (
        "A painter needed to paint 9 rooms in a building. Each room takes 8 hours to paint. If he already painted 5 rooms, how long did he take to paint them?",
        40,
    ),
    (
        "A painter needed to paint 9 rooms in a building. Each room takes 8 hours to paint. If he already painted 5 rooms, how many minutes will he take to paint the rest?",
        1920,
    ),
    (
        "Mike made 42 dollars mowing lawns over the summer. If he spent 10 dollars buying new mower blades, how many 8 dollar games could he buy with the money he had left?",
        4,
    ),
    (
        "Mike made 42 dollars mowing lawns over the summer. If he spent 10 dollars buying new mower blades, how much money did he have left?",
        32,
    ),
    (
        "Mike made 42 dollars mowing lawns over the summer. If he earned 6 more dollars weeding, how many 8 dollar games could he buy?",
        6,
    ),
    (
        "Mike made 42 dollars mowing lawns over the summer. If he spent 10 dollars buying new mower blades, how many 5 dollar games could he buy with the money he had left?",
        6,
    ),
    (
        "Frank had 11 dollars. At the store he spent $3 on a new game. If he got another 14 dollars for his allowance, how much money does he have now?",
        22,
    ),
    (
        "Frank had 11 dollars. At the store he spent $3 on a new game. If he got another 14 dollars for his allowance, how much money did he spend?",
        3,
    ),
    (
        "Frank had 11 dollars. At the store he spent $3 on a new game. If his sister got another 14 dollars for her allowance, how much money does he have now?",
        8,
    ),
    (
        "Frank had 11 dollars. At the store he spent $3 on a new game and $2 on a drink. How much money does he have now?",
        6,
    ),
    (
        "Frank had some dollars. At the store he spent $3 on a new game. Then he got another 14 dollars for his allowance and now he has 22 dollars. How much money did Frank have at first?",
        11,
    ),
    (
        "Isabel was selling her necklaces at a garage sale. She sold 3 bead necklaces and 3 gem stone necklaces. If each necklace cost 6 dollars, how much money did she earn?",
        36,
    ),
    (
        "Isabel was selling her necklaces at a garage sale. She sold 3 bead necklaces and 3 gem stone necklaces. How many necklaces did she sell?",
        6,
    ),
    (
        "Isabel was selling her necklaces at a garage sale. She sold 3 bead necklaces and 3 gem stone necklaces. If each bead necklace cost 6 dollars, how much money did she earn?",
        None,
    ),
    (
        "Isabel was selling her necklaces at a garage sale. She sold 3 bead necklaces and 3 gem stone necklaces. If each necklace cost 6 dollars, how much money did she earn from the bead necklaces?",
        18,
    ),
    (
        "At the arcade Victor won 46 tickets. If he spent 27 tickets on a beanie and later won 39 more tickets, how many would he have?",
        58,
    ),
    (
        "At the arcade Victor won 46 tickets. If he spent 27 tickets on a beanie and later won 39 more tickets, how many tickets did he win in all?",
        85,
    ),
    (
        "At the arcade Victor won 46 tickets. If he spent 27 tickets on a beanie and later spent 9 more tickets, how many would he have?",
        10,
    ),
    (
        "At the arcade Victor won 46 tickets. If his brother spent 27 tickets on a beanie and Victor later won 39 more tickets, how many would Victor have?",
        85,
    ),
    (
        "At a restaurant each adult meal costs $5 and kids eat free. If a group of 15 people came in and 8 were kids, how much would it cost for the group to eat?",
        35,
    ),
    (
        "At a restaurant each adult meal costs $5 and kids eat free. If a group of 15 people came in and 8 were adults, how much would it cost for the group to eat?",
        40,
    ),
    (
        "At a restaurant each adult meal costs $5 and each kid meal costs $2. If a group of 15 people came in and 8 were kids, how much would it cost for the group to eat?",
        51,
    ),
    (
        "At a restaurant each adult meal costs $5 and kids eat free. If a group of 15 people came in and 8 were kids, how many adults were in the group?",
        7,
    ),
    ("Sam has 110 books. Joan has 102 books. How many books do they have together?", 212),
    ("Sam has 110 books. Joan has 102 books. How many more books does Sam have than Joan?", 8),
    ("Sam has 110 books. Joan has 102 books. How many fewer books does Joan have than Sam?", 8),
    ("Sam has 110 books. Joan has 102 magazines. How many books do they have together?", 110),
    (
        "Sam has 110 books. Joan has 102 books. Tom has 5 books. How many books do Sam and Joan have together?",
        212,
    ),
    (
        "Sam has 110 books. Joan has 102 books. Sam gives Joan 10 books. How many books does Joan have?",
        112,
    ),
    (
        "Sam has 110 books. Joan has 102 books. Sam gives Joan 10 books. How many books do they have together?",
        212,
    ),
    (
        "Sam has 110 books. Joan has some books. Together they have 212 books. How many books does Joan have?",
        102,
    ),
    ("Sally saw 1 dozen birds in a tree. How many birds did Sally see?", 12),
    ("Sally saw 3 dozen birds in a tree. How many birds did Sally see?", 36),
    (
        "Sally saw 1 dozen birds in a tree and 5 birds on the ground. How many birds did Sally see?",
        17,
    ),
    (
        "Sally saw 1 dozen birds in a tree. 5 of them flew away. How many birds are in the tree now?",
        7,
    ),
    (
        "Luke had 20 stickers. He bought 12 stickers from a store in the mall and got 20 stickers for his birthday. Then Luke gave 5 of the stickers to his sister and used 8 to decorate a greeting card. How many stickers does Luke have left?",
        39,
    ),
    (
        "Luke had 20 stickers. He bought 12 stickers from a store in the mall and got 20 stickers for his birthday. Then Luke gave 5 of the stickers to his sister and used 8 to decorate a greeting card. How many stickers did Luke get in all?",
        32,
    ),
    (
        "Luke had 20 stickers. He bought 12 stickers from a store in the mall and got 20 stickers for his birthday. Then Luke gave 5 of the stickers to his sister and used 8 to decorate a greeting card. How many stickers does his sister have?",
        None,
    ),
    (
        "Luke had 20 stickers. He bought 12 stickers from a store in the mall and got 20 stickers for his birthday. Then his sister gave 5 stickers to Luke and he used 8 to decorate a greeting card. How many stickers does Luke have left?",
        49,
    ),
    (
        "Luke had 20 stickers. He bought 12 stickers from a store in the mall and got 20 stickers for his birthday. Then his sister gave him 5 stickers and he used 8 to decorate a greeting card. How many stickers does Luke have left?",
        49,
    ),
    (
        "Luke had 20 stickers. He bought 12 stickers from a store in the mall for $3 and got 20 stickers for his birthday. Then Luke gave 5 of the stickers to his sister and used 8 to decorate a greeting card. How many stickers does Luke have left?",
        39,
    ),
    (
        "Luke had 20 stickers. He bought 12 stickers. Then his sister used 8 to decorate a greeting card. How many stickers does Luke have left?",
        None,
    ),
    (
        "Joan has 9 blue balloons, Sally has 5 blue balloons, and Jessica has 2 blue balloons. How many blue balloons do they have in total?",
        16,
    ),
    (
        "Joan has 9 blue balloons, Sally has 5 blue balloons, and Jessica has 2 blue balloons. How many blue balloons do Joan and Jessica have?",
        11,
    ),
    (
        "Joan has 9 blue balloons, Sally has 5 red balloons, and Jessica has 2 blue balloons. How many blue balloons do they have in total?",
        11,
    ),
    (
        "Joan has 9 blue balloons, Sally has 5 red balloons, and Jessica has 2 blue balloons. How many balloons do they have in total?",
        16,
    ),
    (
        "Joan has 9 blue balloons, Sally has 5 blue balloons, and Jessica has 2 blue balloons. Sally lost 3 balloons. How many blue balloons do they have in total?",
        13,
    ),
    (
        "I have 648 pencils. If I put 4 pencils in each pencil box, how many pencil boxes will I fill?",
        162,
    ),
    (
        "I have 162 pencil boxes. If I put 4 pencils in each pencil box, how many pencils do I need?",
        648,
    ),
    (
        "I have 648 pencils and 20 pens. If I put 4 pencils in each pencil box, how many pencil boxes will I fill?",
        162,
    ),
    (
        "I have 648 pencils. If I put 4 pens in each pencil box, how many pencil boxes will I fill?",
        None,
    ),
    (
        "Mrs. Hilt needs to share $3.75 equally among 3 total people. How much money will each person get?",
        F(5, 4),
    ),
    (
        "Mrs. Hilt needs to share $3.75 equally among 3 friends. How much money will each friend get?",
        F(5, 4),
    ),
    (
        "Mrs. Hilt needs to share $3.75 equally among 3 friends and herself. How much money will each person get?",
        None,
    ),
    ("Mrs. Hilt gave $1.25 to each of 3 friends. How much money did she give in all?", F(15, 4)),
    (
        "Melanie, Benny, Sandy, and Jessica each have 9 dozen Pokemon cards. How many Pokemon cards do they have in all?",
        432,
    ),
    (
        "Melanie, Benny, Sandy, and Jessica each have 9 Pokemon cards. How many Pokemon cards do they have in all?",
        36,
    ),
    (
        "Melanie, Benny, Sandy, and Jessica each have 9 dozen Pokemon cards. How many Pokemon cards does Benny have?",
        108,
    ),
    (
        "Melanie, Benny, and Jessica each have 9 dozen Pokemon cards. How many Pokemon cards do they have in all?",
        324,
    ),
    (
        "Melanie, Benny, Sandy, and Jessica each have 9 dozen Pokemon cards. How many dozen Pokemon cards do they have in all?",
        36,
    ),
    (
        "Stanley ran 0.4 of a mile and walked 0.2 of a mile. How much farther did Stanley run than walk?",
        F(1, 5),
    ),
    ("Stanley ran 0.4 of a mile and walked 0.2 of a mile. How far did Stanley go in all?", F(3, 5)),
    (
        "Stanley ran 0.4 of a mile and walked 0.2 of a mile. How much farther did Stanley walk than run?",
        None,
    ),
    (
        "Stanley ran 0.4 of a mile and walked 0.6 of a mile. How much farther did Stanley walk than run?",
        F(1, 5),
    ),
    (
        "Stanley ran 0.4 of a mile and Tom walked 0.2 of a mile. How much farther did Stanley run than walk?",
        None,
    ),
    (
        "Jessica had 8 quarters in her bank. Her sister borrowed 3 of her quarters. How many quarters does her sister have now?",
        3,
    ),
    ("Joan's cat had 8 kittens. She gave 2 to her friends. How many kittens does she have now?", 6),
    (
        "Joan's cat had 8 kittens. She got 2 more from her friends. How many kittens does she have now?",
        10,
    ),
    ("Joan's cat had 8 kittens. She gave 2 to her friends. How many kittens did she give away?", 2),
    (
        "Joan's cat had 8 kittens and her dog had 3 puppies. She gave 2 kittens to her friends. How many kittens does she have now?",
        6,
    ),
    ("Sara saw 96 birds in a tree. How many dozen birds did Sara see?", 8),
    ("Sara saw 8 dozen birds in a tree. How many birds did Sara see?", 96),
    ("Sara saw 96 birds in a tree and 12 in a bush. How many dozen birds did Sara see?", 9),
    ("Sara saw 100 birds in a tree. How many dozen birds did Sara see?", None),
    (
        "Fred's high school played 616 baseball games this year. He attended 147 games. How many baseball games did Fred miss?",
        469,
    ),
    (
        "Fred's high school played 616 baseball games this year. He missed 469 games. How many baseball games did Fred attend?",
        147,
    ),
    (
        "Fred's high school played 616 baseball games this year. He attended 147 games. His sister attended 20 games. How many baseball games did Fred miss?",
        469,
    ),
    (
        "Fred's high school played 616 baseball games this year and 300 games last year. He attended 147 games this year. How many baseball games did Fred miss this year?",
        469,
    ),
    (
        "There were a total of 323 football games in the season. The season is played for 17 months. How many football games were played each month, if each month has the same number of games?",
        19,
    ),
    (
        "There were a total of 323 football games in the season. Each month has 19 games. How many months long is the season?",
        17,
    ),
    (
        "19 football games were played each month for 17 months. How many football games were played in all?",
        323,
    ),
    ("Tyler had 15 dogs. Each dog had 5 puppies. How many puppies does Tyler now have?", 75),
    (
        "Tyler had 15 dogs. Each dog had 5 puppies. How many dogs and puppies does Tyler now have?",
        90,
    ),
    (
        "Tyler had 15 dogs. Each dog had 5 puppies. He sold 10 puppies. How many puppies does Tyler now have?",
        65,
    ),
    (
        "Tyler had 15 dogs and 3 cats. Each dog had 5 puppies. How many puppies does Tyler now have?",
        75,
    ),
    ("Tyler had 75 puppies. Each dog had 5 puppies. How many dogs does Tyler have?", None),
    (
        "Alyssa picked 42 pears and Nancy picked 17 pears from the pear tree. How many pears were picked in all?",
        59,
    ),
    (
        "Alyssa picked 42 pears and Nancy picked 17 pears from the pear tree. How many more pears did Alyssa pick than Nancy?",
        25,
    ),
    (
        "Alyssa picked 42 pears and Nancy picked 17 apples from the pear tree. How many pears were picked in all?",
        42,
    ),
    (
        "Alyssa picked 42 pears and Nancy picked 17 pears from the pear tree. Alyssa ate 3 pears. How many pears were picked in all?",
        59,
    ),
    (
        "Alyssa picked 42 pears and Nancy picked 17 pears from the pear tree. How many pears did Nancy pick?",
        17,
    ),
    (
        "Alyssa picked some pears and Nancy picked 17 pears from the pear tree. They picked 59 pears in all. How many pears did Alyssa pick?",
        42,
    ),
    (
        "Sally earns $12.50 an hour cleaning houses. If she works for 12 hours, how much money will she make?",
        150,
    ),
    (
        "Sally earns $12.50 an hour cleaning houses. If she makes $150, how many hours did she work?",
        12,
    ),
    (
        "Sally earns $12.50 an hour cleaning houses. If she works for 12 hours and spends $20, how much money will she have?",
        None,
    ),
    (
        "Sally earns $12.50 an hour cleaning houses. If she works for 90 minutes, how much money will she make?",
        F(75, 4),
    ),
    (
        "Sally earns $12.50 an hour cleaning houses and $8 an hour babysitting. If she works for 12 hours cleaning houses, how much money will she make?",
        150,
    ),
    (
        "Dan has 64 violet marbles, he gave Mary 14 of the marbles. How many violet marbles does he now have?",
        50,
    ),
    (
        "Dan has 64 violet marbles, Mary gave him 14 marbles. How many violet marbles does he now have?",
        None,
    ),
    (
        "Dan has 64 violet marbles, Mary gave him 14 violet marbles. How many violet marbles does he now have?",
        78,
    ),
    (
        "Dan has 64 violet marbles, he gave Mary 14 of the marbles. How many violet marbles does Mary now have?",
        None,
    ),
    (
        "Dan has 64 violet marbles and 10 red marbles, he gave Mary 14 of the violet marbles. How many marbles does he now have?",
        60,
    ),
    (
        "Melanie grew 139 turnips. Benny grew 113 turnips. How many turnips did they grow in all?",
        252,
    ),
    (
        "Melanie grew 139 turnips. Benny grew 113 turnips. How many more turnips did Melanie grow?",
        26,
    ),
    (
        "Melanie grew 139 turnips. Benny grew 113 more turnips than Melanie. How many turnips did Benny grow?",
        252,
    ),
    (
        "Melanie grew 139 turnips. Benny grew 113 turnips. Tom grew 20 carrots. How many turnips did they grow in all?",
        252,
    ),
    (
        "Jenny ran 0.6 of a mile and walked 0.4 of a mile. How much farther did Jenny run than walk?",
        F(1, 5),
    ),
    ("Joan has saved 6 quarters from washing cars. How many cents does Joan have?", 150),
    ("Joan has saved 6 dimes from washing cars. How many cents does Joan have?", 60),
    (
        "Joan has saved 6 quarters and 3 dimes from washing cars. How many cents does Joan have?",
        180,
    ),
    ("Joan has saved 6 quarters from washing cars. How many dollars does Joan have?", F(3, 2)),
    (
        "Joan has saved 6 quarters from washing cars. She spent 2 quarters. How many cents does Joan have?",
        100,
    ),
    (
        "Joan has saved 6 quarters from washing cars. Sam has 4 dimes. How many cents does Joan have?",
        150,
    ),
    (
        "Joan has saved 6 quarters from washing cars. Sam has 4 dimes. How many cents do they have?",
        190,
    ),
    (
        "Keith spent $6.51 on a rabbit toy, $5.79 on pet food, and a cage cost him $12.51. He found a dollar bill on the ground. What was the total cost of Keith's purchases?",
        F(2481, 100),
    ),
    (
        "Keith spent $6.51 on a rabbit toy and $5.79 on pet food. How much more did he spend on the rabbit toy than on pet food?",
        F(18, 25),
    ),
    (
        "Keith had $30. He spent $6.51 on a rabbit toy and $5.79 on pet food. How much money does Keith have left?",
        F(177, 10),
    ),
    (
        "Keith spent $6.51 on a rabbit toy, $5.79 on pet food, and a cage cost him $12.51. His sister spent $4 on a book. What was the total cost of Keith's purchases?",
        F(2481, 100),
    ),
    (
        "A bucket contains 3 gallons of water. If Derek adds 6.8 gallons more, how many gallons will there be in all?",
        F(49, 5),
    ),
    (
        "A bucket contains 9.8 gallons of water. If Derek pours out 6.8 gallons, how many gallons will there be in the bucket?",
        3,
    ),
    (
        "A bucket contains 3 gallons of water. If Derek adds 6.8 gallons more, how many gallons did Derek add?",
        F(34, 5),
    ),
    (
        "A bucket contains 3 gallons of water and a pail contains 2 gallons. If Derek adds 6.8 gallons more to the bucket, how many gallons will there be in the bucket?",
        F(49, 5),
    ),
    (
        "It rained 0.2 inches on Saturday and 0.4 inches on Sunday. How much did it rain on Saturday and Sunday combined?",
        F(3, 5),
    ),
    (
        "It rained 0.2 inches on Saturday and 0.4 inches on Sunday. How much more did it rain on Sunday than on Saturday?",
        F(1, 5),
    ),
    (
        "It rained 0.2 inches on Saturday and 0.4 inches on Sunday. It snowed 3 inches on Monday. How much did it rain on Saturday and Sunday combined?",
        F(3, 5),
    ),
    ("Eve ran 0.7 mile and walked 0.6 mile. How much farther did Eve run than walk?", F(1, 10)),
    ("Eve ran 0.7 mile and walked 0.6 mile. How far did Eve go in all?", F(13, 10)),
    ("Eve ran 0.7 mile and Tom walked 0.6 mile. How much farther did Eve run than walk?", None),
    ("How many seashells does Sam have now if he found 35 seashells and gave Joan 18 of them?", 17),
    ("How many stickers does Larry end with if he starts with 93 stickers and loses 6?", 87),
    ("How many eggs does Virginia end with if she starts with 96 eggs and Amy takes 3 away?", 93),
    (
        "How many crayons does Martin have if he has 8 boxes of crayons and each box holds 7 crayons?",
        56,
    ),
    ("How many marbles are in 3 boxes if there are 6 marbles in each box?", 18),
    (
        "How many pies could they make if the cafeteria had 62 apples, handed out 8, and each pie takes 9 apples?",
        6,
    ),
    (
        "How many baseball cards does Carter have if Marcus has 210 baseball cards and he has 58 more than Carter?",
        152,
    ),
    (
        "How much heavier is Anne than Douglas if Anne weighs 67 pounds and Douglas weighs 52 pounds?",
        15,
    ),
    (
        "Each box holds 7 crayons. Martin has 8 boxes of crayons. How many crayons does Martin have?",
        56,
    ),
    (
        "Amy takes 3 eggs from Virginia. Virginia started with 96 eggs. How many eggs does Virginia end with?",
        93,
    ),
    (
        "Bobby's father gives Bobby 6 blocks. Bobby collected 2 blocks before that. How many blocks does Bobby have?",
        8,
    ),
    (
        "He has 58 more baseball cards than Carter. Marcus has 210 baseball cards. How many baseball cards does Carter have?",
        None,
    ),
    ("Douglas weighs 52 pounds. Anne weighs 67 pounds. How much heavier is Anne than Douglas?", 15),
    (
        "Joyce has 26 peanuts. Martha has 2 peanuts. If Joyce gives all of her peanuts to Martha, how many peanuts will Martha have?",
        28,
    ),
    (
        "Tom gave Joan 18 seashells. Tom had found 35 seashells on the beach. How many seashells does Tom have now?",
        17,
    ),
    (
        "Catherine starts with 8 bottle caps. She gets 85 more from Nicholas. How many bottle caps does Catherine end with?",
        93,
    ),
    (
        "Ruth has 3 stickers. She gets 53 more from Janet. How many stickers does Ruth have in all?",
        56,
    ),
    (
        "Joyce has 2 peanuts. Martha has 26 peanuts. If Martha gives all of her peanuts to Joyce, how many peanuts will Joyce have?",
        28,
    ),
    (
        "Joyce has 2 peanuts. Martha has 26 peanuts. If Martha gives all of her peanuts to Joyce, how many peanuts will Martha have?",
        0,
    ),
    (
        "Carter has 210 baseball cards. He has 58 more than Marcus. How many baseball cards does Marcus have?",
        152,
    ),
    ("Douglas weighs 67 pounds. Anne weighs 52 pounds. How much heavier is Douglas than Anne?", 15),
    ("Amy starts with 96 eggs. Virginia takes 3 away. How many eggs does Amy end with?", 93),
    (
        "Melanie has 5 baseball cards. Fred bought 3 of Melanie's baseball cards. How many baseball cards does Melanie have now?",
        2,
    ),
    (
        "Andre had 67 flowers. Rosa gave him some more flowers. Now, Andre has 90 flowers. How many flowers did Rosa give to Andre?",
        23,
    ),
    (
        "Nancy starts with 91 bottle caps. Her brother is 12 years old. She finds another 88. How many bottle caps does Nancy end with?",
        179,
    ),
    (
        "Nancy starts with 91 bottle caps. She has 3 sisters. She finds another 88. How many bottle caps does Nancy end with?",
        179,
    ),
    (
        "Larry starts with 93 stickers. Larry has 4 cousins. He loses 6. How many stickers does Larry end with?",
        87,
    ),
    (
        "Larry starts with 93 stickers. Tom starts with 20 stickers. He loses 6. How many stickers does Larry end with?",
        None,
    ),
    (
        "Larry starts with 93 stickers. Tom starts with 20 stickers. Larry loses 6. How many stickers does Larry end with?",
        87,
    ),
    (
        "Larry starts with 93 stickers. Tom starts with 20 stickers. Larry loses 6. How many stickers does Tom end with?",
        20,
    ),
    (
        "Larry starts with 93 stickers. Tom starts with 20 stickers. Larry loses 6. How many stickers do they end with?",
        107,
    ),
    (
        "Larry starts with 93 stickers and 5 stamps. He loses 6 stamps. How many stickers does Larry end with?",
        93,
    ),
    (
        "Larry starts with 93 stickers and 5 stamps. He loses 6 stamps. How many stamps does Larry end with?",
        None,
    ),
    (
        "Gary had 73 dollars. He spent 55 dollars on a pet snake that is 3 feet long. How many dollars did Gary have left?",
        18,
    ),
    (
        "Gary had 73 dollars. He spent 55 dollars on 2 pet snakes. How many dollars did Gary have left?",
        18,
    ),
    (
        "Gary had 73 dollars. He spent 55 dollars on 2 pet snakes. How much did each pet snake cost?",
        F(55, 2),
    ),
    (
        "Mark sprinted 24 miles at 6 miles per hour. He is 30 years old. How long did Mark sprint?",
        4,
    ),
    (
        "Virginia starts with 96 eggs. Amy takes 3 away. Virginia has 2 chickens. How many eggs does Virginia end with?",
        93,
    ),
    (
        "Joan's cat had 8 kittens. Joan is 10 years old. She gave 2 to her friends. How many kittens does she have now?",
        6,
    ),
    (
        "Joan's cat had 8 kittens. Her dog had 5 puppies. She gave 2 to her friends. How many kittens does she have now?",
        None,
    ),
    (
        "Sam has 110 books. Joan has 102 books. Sam reads 5 books a week. How many books do they have together?",
        212,
    ),
    (
        "There are 41 pencils in the drawer. There are 5 drawers in the desk. Mike placed 30 pencils in the drawer. How many pencils are now in the drawer?",
        71,
    ),
    (
        "There are 9 crayons in the drawer. Benny placed 3 crayons in the drawer. Benny is 8 years old. How many crayons are now there in total?",
        12,
    ),
    (
        "Marcus has 210 baseball cards. He has 58 more than Carter. Carter has 12 friends. How many baseball cards does Carter have?",
        152,
    ),
    (
        "Tyler had 15 dogs. Each dog had 5 puppies. Tyler is 40 years old. How many puppies does Tyler now have?",
        75,
    ),
    (
        "Tyler had 15 dogs. Each dog had 5 puppies. Each puppy weighs 3 pounds. How many puppies does Tyler now have?",
        75,
    ),
    (
        "Each child has 3 oranges. If there are 4 children, how many oranges are there in total? Each orange costs $2.",
        12,
    ),
    (
        "Each child has 3 oranges. Each orange has 10 seeds. If there are 4 children, how many oranges are there in total?",
        12,
    ),
    (
        "Each child has 3 oranges. Each orange has 10 seeds. If there are 4 children, how many seeds are there in total?",
        120,
    ),
    (
        "Joan has 9 blue balloons. Sally has 5 blue balloons. Jessica has 2 blue balloons. How many more blue balloons does Joan have than Sally and Jessica together?",
        2,
    ),
    (
        "Joan has 9 blue balloons. Sally has 5 blue balloons. How many blue balloons does Sally need to have as many as Joan?",
        4,
    ),
    (
        "Joan has 9 blue balloons. Sally has 5 blue balloons. How many blue balloons must Joan give Sally so they have the same number?",
        2,
    ),
    (
        "Joan has 9 blue balloons. Sally has 5 blue balloons. If Joan gives Sally 2 blue balloons, how many blue balloons will Joan have?",
        7,
    ),
    (
        "Joan has 9 blue balloons. Sally has 5 blue balloons. If Joan gives Sally 2 blue balloons, how many more blue balloons will Joan have than Sally?",
        0,
    ),
    (
        "Joan has 9 blue balloons. Sally has 5 blue balloons. If Sally gives Joan 2 blue balloons, how many more blue balloons will Joan have than Sally?",
        8,
    ),
    (
        "Joan has 9 blue balloons. Sally has 5 blue balloons. If Sally gives Joan 2 blue balloons, how many blue balloons will Sally have?",
        3,
    ),
    (
        "Marcus has 210 baseball cards. He has 58 fewer than Carter. How many baseball cards do they have in all?",
        478,
    ),
    (
        "Melanie grew 139 turnips. Benny grew 26 fewer turnips than Melanie. How many turnips did they grow in all?",
        252,
    ),
    (
        "Melanie grew 139 turnips. Benny grew 26 fewer turnips than Melanie. How many turnips did Benny grow?",
        113,
    ),
    (
        "Melanie grew 139 turnips. Melanie grew 26 more turnips than Benny. How many turnips did they grow in all?",
        252,
    ),
    (
        "Melanie grew 139 turnips. Melanie grew 26 fewer turnips than Benny. How many turnips did Benny grow?",
        165,
    ),
    (
        "Anne weighs 67 pounds. Anne weighs 15 pounds more than Douglas. How much does Douglas weigh?",
        52,
    ),
    (
        "Anne weighs 67 pounds. Anne weighs 15 pounds less than Douglas. How much does Douglas weigh?",
        82,
    ),
    (
        "Anne weighs 67 pounds. Anne weighs 15 pounds more than Douglas. How much do they weigh together?",
        119,
    ),
    (
        "Gary had some dollars. He spent 55 dollars on a pet snake and had 18 dollars left. How many dollars did Gary have?",
        73,
    ),
    (
        "Larry had some stickers. He lost 6 and now has 87. How many stickers did Larry start with?",
        93,
    ),
    (
        "Nancy had some bottle caps. She found another 88 and now she has 179. How many bottle caps did Nancy start with?",
        91,
    ),
    (
        "Janet had some stickers. She got 53 more from Ruth and now has 56. How many stickers did Janet have at first?",
        3,
    ),
    (
        "Virginia had some eggs. Amy took 3 away and Virginia now has 93 eggs. How many eggs did Virginia have at first?",
        96,
    ),
    (
        "Joan's cat had some kittens. She gave 2 to her friends and has 6 left. How many kittens did Joan's cat have?",
        8,
    ),
    (
        "Tom had some marbles. He gave 5 marbles to Ann and got 3 marbles from Bo. Now he has 10 marbles. How many marbles did Tom have at first?",
        12,
    ),
    (
        "Tom had some marbles. He got 5 marbles from Ann and gave 3 marbles to Bo. Now he has 10 marbles. How many marbles did Tom have at first?",
        8,
    ),
    (
        "Nancy had 91 bottle caps. She found some more. Now she has 179 bottle caps. How many bottle caps did she find?",
        88,
    ),
    (
        "Nancy had 91 bottle caps. She lost some. Now she has 79 bottle caps. How many bottle caps did she lose?",
        12,
    ),
    (
        "Nancy had 91 bottle caps. She lost some. Now she has 99 bottle caps. How many bottle caps did she lose?",
        None,
    ),
    (
        "Nancy had 91 bottle caps. She found some more. Now she has 79 bottle caps. How many bottle caps did she find?",
        None,
    ),
    (
        "Larry had 93 stickers. He gave some to Tom. Now Larry has 87 stickers. How many stickers did Tom get?",
        6,
    ),
    (
        "Larry had 93 stickers. Tom gave him some. Now Larry has 100 stickers. How many stickers did Tom give Larry?",
        7,
    ),
    (
        "Larry had 93 stickers. Tom gave him some. Now Tom has 100 stickers. How many stickers did Tom give Larry?",
        None,
    ),
    ("Mark ran 24 miles at 6 miles per hour. How many hours did Mark run?", 4),
    ("Mark ran 3 miles at 6 miles per hour. How many minutes did Mark run?", 30),
    ("Mark ran for 30 minutes at 6 miles per hour. How many miles did Mark run?", 3),
    ("Mark ran for 2 hours at 6 miles per hour. How many miles did Mark run?", 12),
    ("Sara has 3 dollars. How many cents does Sara have?", 300),
    ("Sara has 3 quarters and 2 nickels. How many cents does Sara have?", 85),
    ("Sara has 2 dozen eggs. She used 5 eggs. How many eggs does Sara have left?", 19),
    ("Sara has 2 dozen eggs. She used 5 dozen eggs. How many eggs does Sara have left?", None),
    ("Sara had 2 dozen eggs. She bought 6 more eggs. How many eggs does Sara have?", 30),
    ("Sara had 2 dozen eggs. She bought 6 more. How many dozen eggs does Sara have?", 8),
    (
        "Larry starts with 93 stickers. His friend gives him 6. How many stickers does Larry end with?",
        99,
    ),
    (
        "Larry starts with 93 stickers. His sister loses 6. How many stickers does Larry end with?",
        None,
    ),
    (
        "Larry starts with 93 stickers. His friends lose 6. How many stickers does Larry end with?",
        None,
    ),
    (
        "Larry starts with 93 stickers. His teacher takes 6 of them. How many stickers does Larry end with?",
        87,
    ),
    (
        "Larry starts with 93 stickers. His classmate uses 6. How many stickers does Larry end with?",
        None,
    ),
    (
        "Larry starts with 93 stickers. His neighbor spends 6. How many stickers does Larry end with?",
        None,
    ),
    ("Larry has 93 cookies. His dog eats 6. How many cookies does Larry have now?", 87),
    ("Josh has 93 stickers. His cousin lost 6 stickers. How many stickers does Josh have?", None),
    ("Sam had 9 dimes. His friend spent 7 dimes. How many dimes does Sam have now?", None),
    ("Sam had 9 dimes. His friend gave him 7 dimes. How many dimes does Sam have now?", 16),
    (
        "Dan has 64 violet marbles. He found 14 violet marbles. How many violet marbles does he now have?",
        78,
    ),
    (
        "Dan has 64 violet marbles. Mary gave him 14 more. How many violet marbles does he now have?",
        78,
    ),
    (
        "Dan has 64 violet marbles. Mary gave him 14 red marbles. How many violet marbles does he now have?",
        64,
    ),
    (
        "Dan has 64 violet marbles. Mary gave him 14 red marbles. How many marbles does he now have?",
        78,
    ),
    (
        "Joan has 8 orange balloons. Sam gave her 3 balloons. How many orange balloons does Joan have now?",
        None,
    ),
    (
        "Joan has 8 orange balloons. Sam gave her 3 balloons. How many balloons does Joan have now?",
        11,
    ),
    (
        "Joan has 8 orange balloons. Sam gave her 3 orange balloons. How many orange balloons does Joan have now?",
        11,
    ),
    (
        "Fred has 5 red baseball cards. Melanie gave Fred 3 baseball cards. How many red baseball cards does Fred have now?",
        None,
    ),
    (
        "There are 9 oak trees in the park. Workers planted 2 trees. How many oak trees are in the park now?",
        None,
    ),
    (
        "Tom had some cards. He gave 4 to Ann. Now he has 10 cards. How many cards did Tom have?",
        None,
    ),
    (
        "Tom had some cards. He gave 4 to Ann. Now he has 10 cards. How many cards did Tom have at first?",
        14,
    ),
    (
        "Tom had some cards. He gave 4 to Ann. Now he has 10 cards. How many cards does Tom have?",
        10,
    ),
    (
        "Tom had some cards. He gave 4 to Ann. Now he has 10 cards. How many cards did Tom have left?",
        10,
    ),
    (
        "Tom had some cards. He gave 4 to Ann. Now he has 10 cards. How many cards did Tom give Ann?",
        4,
    ),
    ("Tom had 14 cards. He gave 4 to Ann. How many cards does Tom have now?", 10),
    (
        "Ann had some cards. Tom gave her 4. Now she has 10 cards. How many cards did Ann have before?",
        6,
    ),
    (
        "Ann had some cards. Tom gave her 4. Now she has 10 cards. How many cards did Ann start with?",
        6,
    ),
    (
        "Ann had some cards. Tom gave her 4. Now she has 10 cards. How many cards did Ann have?",
        None,
    ),
    (
        "Marcus has 210 baseball cards. Carter has 152 baseball cards. How many more baseball cards does Marcus have than Carter?",
        58,
    ),
    (
        "Marcus has 210 baseball cards. Carter has 152 baseball cards. How many baseball cards do they have in all?",
        362,
    ),
    (
        "Marcus has 210 baseball cards. Carter has 152 baseball cards. How many fewer baseball cards does Carter have?",
        58,
    ),
    (
        "Marcus has 210 baseball cards. Carter has 152 baseball cards. How many more baseball cards does Carter need to have as many as Marcus?",
        58,
    ),
    (
        "Marcus has 210 baseball cards. Carter has 152 baseball cards. Marcus gives Carter 8 cards. How many more baseball cards does Marcus have than Carter now?",
        42,
    ),
    (
        "Marcus has 210 baseball cards. Carter has 152 baseball cards. Carter buys 8 cards. How many baseball cards does Carter have now?",
        160,
    ),
    ("Each box holds 7 crayons. How many crayons do 8 boxes hold?", 56),
    ("8 boxes hold 56 crayons in all. How many crayons does each box hold?", 7),
    ("8 boxes hold 56 crayons each. How many crayons do the boxes hold in all?", 448),
    ("Martin has 8 boxes with 56 crayons in all. How many crayons are in each box?", 7),
    ("Martin has 8 boxes with 56 crayons in each box. How many crayons does Martin have?", 448),
    (
        "Marcus has 210 baseball cards. He has twice as many as Carter. How many baseball cards does Carter have?",
        105,
    ),
    (
        "Marcus has 210 baseball cards. He has half as many as Carter. How many baseball cards does Carter have?",
        420,
    ),
    (
        "Marcus has 210 baseball cards. Carter has twice as many as Marcus. How many baseball cards does Carter have?",
        420,
    ),
    (
        "Marcus has 210 baseball cards. Carter has half as many as Marcus. How many baseball cards does Carter have?",
        105,
    ),
    (
        "Marcus has 210 baseball cards. Carter has half as many as Marcus. How many baseball cards do they have together?",
        315,
    ),
    (
        "Nancy starts with 91000 bottle caps. She finds another 8800. How many bottle caps does Nancy end with?",
        99800,
    ),
    (
        "Gary had 73.50 dollars. He spent 55.25 dollars on a pet snake. How many dollars did Gary have left?",
        F(73, 4),
    ),
    (
        "Gary had $73.50. He spent $55.25 on a pet snake. How much money did Gary have left?",
        F(73, 4),
    ),
    ("Each bag contains 2.5 pounds of oranges. How many pounds of oranges are in 4 bags?", 10),
    (
        "Sally earns $12.50 an hour. If she works for 7 hours, how much money will she make?",
        F(175, 2),
    ),
    ("Each bottle cap costs $0.25. How much do 6 bottle caps cost?", F(3, 2)),
    ("Each bottle cap costs 25 cents. How many cents do 6 bottle caps cost?", 150),
    ("Each bottle cap costs 25 cents. How many dollars do 6 bottle caps cost?", F(3, 2)),
    (
        "Alyssa picked 42 pears. Nancy picked 17 pears. Alyssa gave Nancy 5 pears. How many pears does Nancy have now?",
        22,
    ),
    (
        "Alyssa picked 42 pears. Nancy picked 17 pears. Alyssa gave Nancy 5 pears. How many pears does Alyssa have now?",
        37,
    ),
    (
        "Alyssa picked 42 pears. Nancy picked 17 pears. Nancy gave Alyssa 5 pears. How many pears does Nancy have now?",
        12,
    ),
    (
        "Alyssa picked 42 pears. Nancy picked 17 pears. Nancy gave Alyssa 5 pears. How many more pears does Alyssa have than Nancy now?",
        35,
    ),
    (
        "Alyssa picked 42 pears. Nancy picked 17 pears. Nancy ate 5 pears. How many pears does Alyssa have now?",
        42,
    ),
    (
        "Alyssa picked 42 pears. Nancy picked 17 pears. She ate 5 pears. How many pears does Alyssa have now?",
        None,
    ),
    (
        "Alyssa picked 42 pears. Nancy picked 17 pears. They ate 5 pears. How many pears do they have now?",
        54,
    ),
    (
        "Alyssa picked 42 pears. Nancy picked 17 pears. They ate 5 pears. How many pears does Alyssa have now?",
        None,
    ),
    (
        "Fred sold 3 of his 5 baseball cards to Melanie. How many baseball cards does Fred have now?",
        2,
    ),
    (
        "Melanie bought 3 baseball cards from Fred. Fred had 5 baseball cards. How many baseball cards does Fred have now?",
        2,
    ),
    (
        "Fred had 5 baseball cards. He bought 3 baseball cards from Melanie. How many baseball cards does Fred have now?",
        8,
    ),
    (
        "Fred had 5 baseball cards. He sold 3 baseball cards to Melanie. How many baseball cards does Fred have now?",
        2,
    ),
    (
        "Fred had 5 baseball cards. Melanie sold 3 baseball cards to him. How many baseball cards does Fred have now?",
        8,
    ),
    (
        "Fred had 5 baseball cards. Melanie sold him 3 baseball cards. How many baseball cards does Fred have now?",
        8,
    ),
    (
        "Fred had 5 baseball cards. Melanie sold 3 baseball cards. How many baseball cards does Fred have now?",
        5,
    ),
    (
        "Fred had 5 baseball cards. Melanie received 3 baseball cards from him. How many baseball cards does Fred have now?",
        2,
    ),
    (
        "Fred had 5 baseball cards. He received 3 baseball cards from Melanie. How many baseball cards does Fred have now?",
        8,
    ),
    (
        "Fred had 5 baseball cards. He received 3 stamps from Melanie. How many baseball cards does Fred have now?",
        5,
    ),
    (
        "Fred had 5 baseball cards. He lent 3 baseball cards to Melanie. How many baseball cards does Fred have now?",
        2,
    ),
    (
        "Fred had 5 baseball cards. Melanie lent him 3 baseball cards. How many baseball cards does Fred have now?",
        8,
    ),
    (
        "Larry starts with 93 stickers. His friend loses 6 of them. How many stickers does Larry end with?",
        87,
    ),
    (
        "Larry starts with 93 stickers. His friend takes 6 of his stickers. How many stickers does Larry end with?",
        87,
    ),
    (
        "Larry starts with 93 stickers. His friend has 10 stickers. His friend loses 6. How many stickers does Larry end with?",
        93,
    ),
    (
        "Larry starts with 93 stickers. His friend has 10 stickers. His friend loses 6. How many stickers does his friend end with?",
        4,
    ),
    (
        "A farmer had 20 apples. His neighbor ate 4 of them. How many apples does the farmer have?",
        16,
    ),
    ("A farmer had 20 apples. His neighbor ate 4. How many apples does the farmer have?", None),
    (
        "The cafeteria had 62 apples. The students ate 8. How many apples does the cafeteria have?",
        None,
    ),
    ("Mary had 20 red apples. Tom gave her 5 apples. How many red apples does Mary have?", None),
    ("Mary had 20 red apples. Tom gave her 5 apples. How many apples does Mary have?", 25),
    ("Mary had 20 red apples. Tom gave her 5 more. How many red apples does Mary have?", 25),
    (
        "Mary had 20 red apples and 3 green apples. Tom gave her 5 apples. How many apples does Mary have?",
        28,
    ),
    ("Mary had 20 red apples. She gave Tom 5 apples. How many red apples does Mary have?", 15),
    (
        "Mary had 20 red apples. Tom had 6 apples. Mary gave Tom 5 red apples. How many apples does Tom have?",
        11,
    ),
    (
        "Mary had 20 red apples. Tom had 6 green apples. Mary gave Tom 5 red apples. How many green apples does Tom have?",
        6,
    ),
    (
        "Mary had 20 red apples. Tom had 6 green apples. Mary gave Tom 5 red apples. How many apples does Tom have?",
        11,
    ),
    (
        "Mary had 20 red apples. Tom had 6 green apples. Mary gave Tom 5 apples. How many green apples does Tom have?",
        None,
    ),
    (
        "Wendy had 82 files on her computer. She deleted 37 of them and put the rest into folders with 5 files each. How many folders did Wendy end up with?",
        9,
    ),
    (
        "Wendy had 82 files on her computer. She deleted 37 of them and put the rest into 9 folders with the same number of files. How many files were in each folder?",
        5,
    ),
    (
        "Wendy had 82 files on her computer. She downloaded 3 more and put all of them into folders with 5 files each. How many folders did Wendy end up with?",
        17,
    ),
    (
        "Wendy had 82 files on her computer. She deleted 37 of them. How many files did Wendy have left?",
        45,
    ),
    (
        "Wendy had 82 files on her computer. Her brother deleted 37 of them. How many files did Wendy have left?",
        45,
    ),
    (
        "Wendy had 82 files on her computer. Her brother deleted 37 files. How many files did Wendy have left?",
        None,
    ),
    (
        "Paige had 8 songs on her mp3 player. If she deleted 5 old songs from it and then added 30 new songs, how many songs does she have on her mp3 player?",
        33,
    ),
    (
        "Paige had 8 songs on her mp3 player. If she added 30 new songs and then deleted 5 old songs from it, how many songs does she have on her mp3 player?",
        33,
    ),
    (
        "Paige had 8 songs on her mp3 player. If she deleted 5 old songs from it and then added 30 new songs, how many songs did she delete?",
        5,
    ),
    (
        "Paige had 8 songs on her mp3 player and 4 videos. If she deleted 5 old songs from it and then added 30 new songs, how many songs does she have on her mp3 player?",
        33,
    ),
    (
        "Olivia had 11 dollars in her wallet. She spent 3 dollars at the store and then got 5 dollars from her mom. How much money does Olivia have now?",
        13,
    ),
    (
        "Olivia had 11 dollars in her wallet. She got 5 dollars from her mom and then spent 3 dollars at the store. How much money does Olivia have now?",
        13,
    ),
    (
        "Olivia had 11 dollars in her wallet. Her mom spent 3 dollars at the store. How much money does Olivia have now?",
        11,
    ),
    (
        "Olivia had 11 dollars in her wallet. She gave her mom 3 dollars. How much money does her mom have now?",
        None,
    ),
    (
        "Each chocolate bar in a box cost $3. If a box had 7 bars total and Olivia sold all but 4 bars, how much money would she have made?",
        9,
    ),
    (
        "Each chocolate bar in a box cost $3. If a box had 7 bars total and Olivia sold 4 bars, how much money would she have made?",
        12,
    ),
    (
        "Each chocolate bar in a box cost $3. If a box had 7 bars total and Olivia sold all but 4 bars, how many bars did she sell?",
        3,
    ),
    (
        "Each chocolate bar in a box cost $3. If a box had 7 bars total, how much is the box of bars worth?",
        21,
    ),
    (
        "A waiter had 14 customers to wait on. If 3 customers left and he got another 39 customers, how many customers would he have?",
        50,
    ),
    (
        "A waiter had 14 customers to wait on. If 3 customers left and 5 more left later, how many customers would he have?",
        6,
    ),
    (
        "A waiter had 14 customers to wait on. If he got another 39 customers, how many customers would he have?",
        53,
    ),
    (
        "A waiter had some customers to wait on. If 3 customers left and he got another 39 customers, he would have 50 customers. How many customers did he have at first?",
        14,
    ),
    (
        "A waiter had 14 customers to wait on. If 3 customers left and he got another 39 customers, how many customers left?",
        3,
    ),
    (
        "Tom bought 14 boxes of chocolate candy and gave 8 to his little brother. If each box has 3 pieces inside it, how many pieces did Tom still have?",
        18,
    ),
    (
        "Tom bought 14 boxes of chocolate candy and 2 bags of chips and gave 8 boxes to his little brother. If each box has 3 pieces inside it, how many pieces did Tom still have?",
        18,
    ),
    (
        "Tom bought 14 boxes of chocolate candy and gave 8 to his little brother. If each box has 3 pieces inside it, how many pieces did his brother get?",
        24,
    ),
    (
        "Tom bought 14 boxes of chocolate candy and gave 8 to his little brother. If each bag has 3 pieces inside it, how many pieces did Tom still have?",
        None,
    ),
    (
        "There are 7 students trying out for the school's trivia teams. If 3 of them didn't get picked for the team and the rest were put into 2 groups, how many students would be in each group?",
        2,
    ),
    (
        "There are 7 students trying out for the school's trivia teams. If 3 of them didn't get picked for the team, how many students got picked?",
        4,
    ),
    (
        "There are 8 students trying out for the school's trivia teams. If 3 of them didn't get picked for the team and the rest were put into 2 groups, how many students would be in each group?",
        None,
    ),
    (
        "Each pack of dvds costs 76 dollars. If there is a discount of 25 dollars on each pack, how much do you have to pay to buy each pack?",
        51,
    ),
    (
        "Each pack of dvds costs 76 dollars. If there is a discount of 25 dollars on each pack, how much do you have to pay to buy 2 packs?",
        102,
    ),
    (
        "Each pack of dvds costs 76 dollars. If there is a fee of 25 dollars on each pack, how much do you have to pay to buy each pack?",
        None,
    ),
    (
        "A new building needed 14 windows. The builder had already installed 5 of them. If it takes 4 hours to install each window, how long will it take him to install the rest?",
        36,
    ),
    (
        "A new building needed 14 windows. The builder had already installed 5 of them. How many windows are left to install?",
        9,
    ),
    (
        "A new building needed 14 windows. The builder had already installed 5 of them. If it takes 4 hours to install each window, how long did the installed windows take?",
        20,
    ),
    (
        "A new building needed 14 windows. The builder had already installed 5 of them. If it takes 4 hours to install each window, how long will it take him to install all of them?",
        56,
    ),
    (
        "Will had 57 dollars. If he spent 27 bucks on a new game, how many 6 dollar toys could he buy with the money he had left?",
        5,
    ),
    (
        "Will had 57 dollars. If he spent 27 bucks on a new game, how many dollars did he have left?",
        30,
    ),
    (
        "Will had 57 dollars. If he spent 27 bucks on a new game, how many 7 dollar toys could he buy with the money he had left?",
        None,
    ),
    ("Will had 57 dollars. If he earned 27 bucks, how many 6 dollar toys could he buy?", 14),
    (
        "Haley had 27 files. She deleted 9 of them and put the rest into folders with 3 files each. She has 4 pictures too. How many folders did Haley end up with?",
        6,
    ),
    (
        "For a birthday party Jerry bought 41 regular sodas and 22 diet sodas. If his fridge would only hold 9 on each shelf, how many shelves would he fill up?",
        7,
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
        "For a birthday party Jerry bought 41 regular sodas and 22 diet sodas. If his fridge would only hold 9 on each shelf, how many shelves would the diet sodas fill?",
        None,
    ),
    (
        "Kaleb had 34 books. If he sold 17 of them and used the money he earned to buy 7 new books, how many books would Kaleb have?",
        24,
    ),
    (
        "Kaleb had 34 books. If he sold 17 of them and gave away 7, how many books would Kaleb have?",
        10,
    ),
    ("Kaleb had 34 books. If he bought 17 more and sold 7, how many books would Kaleb have?", 44),
    (
        "Kaleb had 34 books. If he sold 17 of them and used the money he earned to buy 7 new books, how many books did he sell?",
        17,
    ),
    (
        "There are 15 students in a class. Each student has 4 pencils. How many pencils do the students have in all?",
        60,
    ),
    ("There are 60 pencils. Each student has 4 pencils. How many students are there?", 15),
    (
        "There are 15 students in a class. Each student has 4 pencils and 2 pens. How many pens do the students have in all?",
        30,
    ),
    (
        "There are 15 students in a class and 2 teachers. Each student has 4 pencils. How many pencils are in the class?",
        None,
    ),
    ("A box holds 12 eggs. How many eggs are in 7 boxes?", 84),
    ("A box holds 12 eggs. How many boxes are needed for 84 eggs?", 7),
    ("A box holds 12 eggs. How many boxes are needed for 85 eggs?", None),
    (
        "Jane has 45 candies. She wants to put them equally into 9 bags. How many candies will be in each bag?",
        5,
    ),
    (
        "Jane has 45 candies and 10 gums. She wants to put the candies equally into 9 bags. How many candies will be in each bag?",
        5,
    ),
    (
        "Jane has 45 candies. She wants to put 9 candies into each bag. How many bags will she need?",
        5,
    ),
    (
        "Jane has 45 candies. She eats 9 and puts the rest equally into 4 bags. How many candies will be in each bag?",
        9,
    ),
    (
        "Jane has 46 candies. She wants to put them equally into 9 bags. How many candies will be in each bag?",
        None,
    ),
    ("Each pack has 6 pens. How many pens are in 9 packs?", 54),
    ("Each pack has 6 pens. Tom buys 9 packs. How many pens does Tom buy?", 54),
    (
        "Each pack has 6 pens. Tom buys 9 packs and gives 10 pens to Ann. How many pens does Tom have?",
        44,
    ),
    (
        "Each pack has 6 pens. Tom buys 9 packs and gives 2 packs to Ann. How many pens does Tom have?",
        42,
    ),
    (
        "Each pack has 6 pens. Tom buys 9 packs and gives 2 packs to Ann. How many pens does Ann have?",
        None,
    ),
    (
        "There were 28 bales of hay in the barn. Tim stacked bales in the barn today. There are now 54 bales of hay in the barn. How many bales did he store in the barn?",
        26,
    ),
    (
        "There were 28 bales of hay in the barn. Tim stacked 26 bales in the barn today. How many bales of hay are in the barn now?",
        54,
    ),
    (
        "There were 54 bales of hay in the barn. Tim took some bales out of the barn today. There are now 28 bales of hay in the barn. How many bales did he take?",
        26,
    ),
    (
        "There were some bales of hay in the barn. Tim stacked 26 bales in the barn today. There are now 54 bales of hay in the barn. How many bales were in the barn before?",
        28,
    ),
    (
        "There were 28 bales of hay in the barn and 10 in the shed. Tim stacked 26 bales in the barn today. How many bales of hay are in the barn now?",
        54,
    ),
    (
        "There were 28 bales of hay in the barn. Tim stacked 26 bales in the shed today. How many bales of hay are in the barn now?",
        28,
    ),
    (
        "There were 28 bales of hay in the barn. Tim stacked bales in the barn today. There are now 54 bales of hay in the barn. How many bales does Tim have?",
        None,
    ),
    (
        "Mary is baking a cake. The recipe wants 8 cups of flour. She already put in 2 cups. How many more cups does she need to add?",
        6,
    ),
    (
        "Mary is baking a cake. The recipe wants 8 cups of flour. She already put in 2 cups. How many cups of flour does the recipe want?",
        8,
    ),
    (
        "Mary is baking a cake. The recipe wants 8 cups of flour and 3 cups of sugar. She already put in 2 cups of flour. How many more cups of flour does she need to add?",
        6,
    ),
    (
        "Mary is baking a cake. The recipe wants 8 cups of flour and 3 cups of sugar. She already put in 2 cups of flour. How many more cups of sugar does she need to add?",
        3,
    ),
    (
        "Tom has 9 yellow balloons. Sara has 8 yellow balloons. How many yellow balloons do they have in total?",
        17,
    ),
    (
        "Tom has 9 yellow balloons. Sara has 8 yellow balloons. Tom gave Sara 4 of his balloons. How many yellow balloons does Sara have?",
        12,
    ),
    (
        "Tom has 9 yellow balloons. Sara has 8 yellow balloons. Tom gave Sara 4 balloons. How many balloons does Sara have?",
        12,
    ),
    (
        "Tom has 9 yellow balloons. Sara has 8 red balloons. Tom gave Sara 4 of his balloons. How many red balloons does Sara have?",
        8,
    ),
    (
        "Tom has 9 yellow balloons. Sara has 8 red balloons. Tom gave Sara 4 of his balloons. How many yellow balloons does Sara have?",
        4,
    ),
    (
        "Tom has 9 yellow balloons. Sara has 8 red balloons. Tom gave Sara 4 of his balloons. How many balloons does Sara have?",
        12,
    ),
    (
        "Tom has 9 yellow balloons. Sara has 8 red balloons. Sara gave Tom 4 balloons. How many yellow balloons does Tom have?",
        9,
    ),
    (
        "Tom has 9 yellow balloons. Sara has 8 red balloons. Sara gave Tom 4 balloons. How many balloons does Tom have?",
        13,
    ),
    (
        "Sally had 27 cards. Dan gave her 41 new cards. Sally bought 20 cards. How many cards does Sally have now?",
        88,
    ),
    (
        "Sally had 27 cards. Dan gave her 41 new cards. Sally sold 20 cards. How many cards does Sally have now?",
        48,
    ),
    (
        "Sally had 27 cards. Dan gave her 41 new cards. Dan bought 20 cards. How many cards does Sally have now?",
        68,
    ),
    (
        "Sally had 27 cards. Dan gave her 41 new cards. Sally bought 20 stamps. How many cards does Sally have now?",
        68,
    ),
    (
        "Sally had 27 cards. She gave Dan 4 cards. Sally bought 20 cards. How many cards does Sally have now?",
        43,
    ),
    (
        "Sally had 27 cards. Dan gave her 41 new cards. Sally bought 20 cards. How many cards did Sally get in all?",
        61,
    ),
    (
        "Sally had 27 cards. Dan gave her 41 new cards. Sally bought 20 cards. How many cards does Dan have now?",
        None,
    ),
    (
        "Sally had 27 cards. Dan gave her some new cards. Sally bought 20 cards. Now Sally has 88 cards. How many cards did Dan give her?",
        41,
    ),
    (
        "Sally had 27 cards. Dan gave her 41 new cards. Sally bought some cards. Now Sally has 88 cards. How many cards did Sally buy?",
        20,
    ),
    (
        "Sally had some cards. Dan gave her 41 new cards. Sally bought 20 cards. Now Sally has 88 cards. How many cards did Sally have at first?",
        27,
    ),
    (
        "Sally had some cards. Dan gave her 41 new cards. Sally bought 20 cards. Now Sally has 88 cards. How many cards did Sally have?",
        None,
    ),
    (
        "Mike had 34 peaches at his roadside fruit dish. He went to the orchard and picked peaches to stock up. There are now 86 peaches. How many did he pick?",
        52,
    ),
    (
        "Mike had 34 peaches at his roadside fruit dish. He sold some peaches. There are now 16 peaches. How many did he sell?",
        18,
    ),
    (
        "Mike had 34 peaches at his roadside fruit dish. He went to the orchard and picked 52 peaches to stock up. How many peaches are there now?",
        86,
    ),
    (
        "Mike had 34 peaches and 10 plums at his roadside fruit dish. He went to the orchard and picked 52 peaches to stock up. How many peaches are there now?",
        86,
    ),
    (
        "Mike had 34 peaches at his roadside fruit dish. He went to the orchard and picked 52 plums. How many peaches are there now?",
        34,
    ),
    (
        "Mike had 34 peaches at his roadside fruit dish. He went to the orchard and picked 52 plums. How many fruits are there now?",
        None,
    ),
    ("Ben had 20 marbles. His brother lost 5. How many marbles does Ben have now?", None),
    ("Ben had 20 marbles. His brother lost 5 of them. How many marbles does Ben have now?", 15),
    ("Ben had 20 marbles. His cousin gave him 5. How many marbles does Ben have now?", 25),
    (
        "Ben had 20 marbles. His cousin took 5 of Ben's marbles. How many marbles does Ben have now?",
        15,
    ),
    ("Ben had 20 marbles. His cat lost 5. How many marbles does Ben have now?", 15),
    ("Ben had 20 marbles. A friend lost 5. How many marbles does Ben have now?", None),
    ("Ben had 20 marbles. His friends took 5 of them. How many marbles does Ben have now?", 15),
    ("Ben had 20 marbles. His neighbor broke 5. How many marbles does Ben have now?", None),
    (
        "Ben had 20 blue marbles. His friend gave him 5 marbles. How many blue marbles does Ben have now?",
        None,
    ),
    (
        "Ben had 20 blue marbles. His friend gave him 5 marbles. How many marbles does Ben have now?",
        25,
    ),
    (
        "Ben had 20 blue marbles. He bought 5 marbles. How many blue marbles does Ben have now?",
        None,
    ),
    (
        "Ben had 20 blue marbles. He gave his friend 5 marbles. How many blue marbles does Ben have now?",
        15,
    ),
    ("Ben had some marbles. He lost 5 and has 15 left. How many marbles did Ben have?", None),
    ("Ben had some marbles. He lost 5 and has 15 left. How many marbles did Ben have before?", 20),
    (
        "Ben had some marbles. He lost 5 and has 15 left. How many marbles did Ben have in the beginning?",
        20,
    ),
    ("Ben had some marbles. He lost 5 and has 15 left. How many marbles does Ben have?", 15),
    ("Ben had some marbles. He lost 5 and has 15 left. How many marbles did Ben lose?", 5),
    ("Ben had 20 marbles. He lost 5. How many marbles did Ben have at first?", 20),
    ("Ben had 20 marbles. He lost 5. How many marbles did Ben have left?", 15),
    ("Ben has 20 marbles. Ann has 5 more marbles than Ben. How many marbles does Ann have?", 25),
    (
        "Ben has 20 marbles. Ann has 5 fewer marbles than Ben. How many marbles do they have in all?",
        35,
    ),
    (
        "Ben has 20 marbles. Ben has 5 fewer marbles than Ann. How many marbles do they have in all?",
        45,
    ),
    (
        "Ben has 20 marbles. Ann has 5 more marbles than Ben. Ann gave Ben 3 marbles. How many marbles does Ann have now?",
        22,
    ),
    (
        "Ben has 20 marbles. Ann has 5 more marbles than Ben. Ann gave Ben 3 marbles. How many marbles does Ben have now?",
        23,
    ),
    (
        "Ben has 20 marbles. Ann has 5 more marbles than Ben. Ann gave Ben 3 marbles. How many more marbles does Ben have than Ann now?",
        1,
    ),
    (
        "Ben has 20 marbles. Ann has 5 more red marbles than Ben. How many marbles does Ann have?",
        None,
    ),
    (
        "Ben has 20 red marbles. Ann has 5 more marbles than Ben. How many marbles does Ann have?",
        25,
    ),
    (
        "Ben has 20 red marbles. Ann has 5 more red marbles than Ben. How many red marbles does Ann have?",
        25,
    ),
    (
        "Sara saw 3 dozen birds in a tree. 10 of them flew away. How many birds are in the tree now?",
        26,
    ),
    (
        "Sara saw 3 dozen birds in a tree. 10 more birds landed in the tree. How many birds are in the tree now?",
        46,
    ),
    ("Sara has 2 dozen cookies. She ate 3 cookies. How many cookies does Sara have?", 21),
    ("Sara has 2 dozen cookies. Tom ate 3 cookies. How many cookies does Sara have?", None),
    ("Sara has 2 dozen cookies. Her friend ate 3 cookies. How many cookies does Sara have?", None),
    ("Sara has 2 dozen cookies. Her dog ate 3 cookies. How many cookies does Sara have?", 21),
    ("Sandy had 26 pet fish. She bought 6 more fish. How many pet fish does Sandy have now?", 32),
    ("Sandy had 26 pet fish. She gave 6 fish to Tom. How many pet fish does Sandy have now?", 20),
    (
        "Sandy had 26 pet fish. Tom gave her 6 goldfish. How many pet fish does Sandy have now?",
        None,
    ),
    ("Sandy had 26 pet fish. Her cat ate 6 fish. How many pet fish does Sandy have now?", 20),
    ("Sandy had 26 pet fish. She bought 6 more fish. How many fish did Sandy buy?", 6),
    (
        "Sandy had 26 pet fish and 3 cats. She bought 6 more fish. How many pets does Sandy have now?",
        None,
    ),
    (
        "Mary had 18 baseball cards, and 8 were torn. Fred gave Mary 26 new baseball cards. Mary bought 40 baseball cards. How many baseball cards does Mary have now?",
        84,
    ),
    (
        "Mary had 18 baseball cards. Fred gave Mary 26 new baseball cards. Mary bought 40 baseball cards. How many baseball cards does Mary have now?",
        84,
    ),
    (
        "Mary had 18 baseball cards. Fred gave Mary 26 new baseball cards. Mary sold 40 baseball cards. How many baseball cards does Mary have now?",
        4,
    ),
    (
        "Mary had 18 baseball cards. Mary gave Fred 8 baseball cards. Fred bought 40 baseball cards. How many baseball cards does Mary have now?",
        10,
    ),
    (
        "Mary had 18 baseball cards. Mary gave Fred 8 baseball cards. Fred bought 40 baseball cards. How many baseball cards does Fred have now?",
        None,
    ),
    (
        "Sara had 21 quarters in her bank. Her dad gave her 49 quarters. How many quarters does she have now?",
        70,
    ),
    (
        "Sara had 21 quarters in her bank. Her dad gave her 49 quarters. How much money in cents does she have now?",
        1750,
    ),
    (
        "Sara had 21 quarters in her bank. She spent 9 quarters. How many quarters does she have now?",
        12,
    ),
    (
        "Sara had 21 quarters in her bank. She spent 9 dimes. How many quarters does she have now?",
        21,
    ),
    ("Tim had 50 cents. He paid 45 cents for a candy bar. How much change will he get?", None),
    ("Tim had 50 cents. He paid 45 cents for a candy bar. How many cents does Tim have left?", 5),
    (
        "Tim had 50 cents. He paid 45 cents for a candy bar and got 10 cents from his mom. How many cents does Tim have now?",
        15,
    ),
    ("Tim bought a candy bar for 45 cents. He paid with 50 cents. How much change did he get?", 5),
    (
        "Dan bought 9 dozen eggs from the grocery store to bake some cakes. How many eggs did Dan buy?",
        108,
    ),
    (
        "Dan bought 9 dozen eggs from the grocery store. He used 20 eggs to bake some cakes. How many eggs does Dan have left?",
        88,
    ),
    (
        "Dan bought 9 dozen eggs and 4 bags of flour from the grocery store. How many eggs did Dan buy?",
        108,
    ),
    ("Dan bought 108 eggs from the grocery store. How many dozen eggs did Dan buy?", 9),
    (
        "There are 5 people on the Green Bay High track team. If a relay race is 150 meters long, how far will each team member have to run?",
        30,
    ),
    (
        "There are 5 people on the track team. If a relay race is 150 meters long and 1 person sits out, how far will each team member have to run?",
        None,
    ),
    (
        "There are 5 people on the track team. If each person runs 30 meters in a relay race, how long is the relay race?",
        150,
    ),
    (
        "The school cafeteria ordered 42 red apples and 7 green apples for students lunches. But, if only 9 students wanted fruit, how many extra did the cafeteria end up with?",
        40,
    ),
    (
        "The school cafeteria ordered 42 red apples and 7 green apples for students lunches. How many apples did the cafeteria order?",
        49,
    ),
    (
        "The school cafeteria ordered 42 red apples and 7 green apples for students lunches. How many more red apples than green apples did the cafeteria order?",
        35,
    ),
    (
        "The school cafeteria ordered 42 red apples and 7 green apples for students lunches. But, if 9 students each took 2 apples, how many apples did the cafeteria end up with?",
        31,
    ),
    (
        "Lana picked 36 tulips and 37 roses to make flower bouquets. If she only used 70 of the flowers though, how many extra flowers did Lana pick?",
        3,
    ),
    (
        "Lana picked 36 tulips and 37 roses to make flower bouquets. How many flowers did Lana pick?",
        73,
    ),
    (
        "Lana picked 36 tulips and 37 roses to make flower bouquets. If she only used 30 of the tulips, how many extra tulips did Lana pick?",
        6,
    ),
    (
        "Lana picked 36 tulips and 37 roses to make flower bouquets. Her sister picked 10 roses. How many flowers did Lana pick?",
        73,
    ),
    (
        "Faye was packing candy into bags. She had 24 pieces and put 8 pieces in each bag. How many bags did she fill?",
        3,
    ),
    (
        "Faye was packing candy into bags. She had 24 pieces and filled 3 bags with the same number of pieces. How many pieces were in each bag?",
        8,
    ),
    (
        "Faye was packing candy into bags. She had 24 pieces, ate 4 and put 5 pieces in each bag. How many bags did she fill?",
        4,
    ),
    (
        "Faye was packing candy into bags. She had 25 pieces and put 8 pieces in each bag. How many bags did she fill?",
        None,
    ),
    (
        "A trivia team had 9 members total, but during a game 3 members didn't show up. If each member that did show up scored 2 points, how many points were scored total?",
        12,
    ),
    (
        "A trivia team had 9 members total, but during a game 3 members didn't show up. How many members showed up?",
        6,
    ),
    (
        "A trivia team had 9 members total, but during a game 3 members didn't show up. If each member that did show up scored 2 points, how many points did each member score?",
        2,
    ),
    (
        "A trivia team had 9 members total. If each member scored 2 points, how many points were scored total?",
        18,
    ),
    (
        "A trivia team had 9 members total, but during a game 3 members didn't show up. If each member that did show up scored 2 points and each missing member lost 1 point, how many points were scored total?",
        None,
    ),
    (
        "Bianca picked 39 tulips and 49 roses to make flower bouquets. If she only used 81 of the flowers though, how many extra flowers did Bianca pick?",
        7,
    ),
    (
        "Amy was planting vegetables in her garden. She started with 101 seeds and planted 47 of them in the big garden and in each of her small gardens put 6 seeds each. How many small gardens did Amy have?",
        9,
    ),
    (
        "Amy was planting vegetables in her garden. She started with 101 seeds and planted 47 of them in the big garden. How many seeds did she have left?",
        54,
    ),
    (
        "Amy was planting vegetables in her garden. She started with 101 seeds and planted 47 of them in the big garden and put the rest in 9 small gardens equally. How many seeds were in each small garden?",
        6,
    ),
    (
        "Amy was planting vegetables in her garden. She started with 100 seeds and planted 47 of them in the big garden and in each of her small gardens put 6 seeds each. How many small gardens did Amy have?",
        None,
    ),
    (
        "Emily had 7 coloring books. If she gave away 2 of them, but then bought 14 more, how many would she have total?",
        19,
    ),
    (
        "Emily had 7 coloring books. If she bought 14 more, but then gave away 2 of them, how many would she have total?",
        19,
    ),
    (
        "Emily had 7 coloring books. If she gave away 2 of them, but then bought 14 more, how many did she buy?",
        14,
    ),
    (
        "Emily had 7 coloring books. If her sister gave away 2 of them, but then Emily bought 14 more, how many would she have total?",
        19,
    ),
    (
        "Emily had 7 coloring books. If her sister gave away 2, but then Emily bought 14 more, how many would Emily have total?",
        None,
    ),
    (
        "Zoe had 42 bottles of water in her fridge. If she drank 25 of them and then bought 30 more, how many bottles would she have?",
        47,
    ),
    (
        "Zoe had 42 bottles of water in her fridge. If her brother drank 25 of them and then she bought 30 more, how many bottles would she have?",
        47,
    ),
    (
        "Zoe had 42 bottles of water in her fridge. If her brother drank 25 and then she bought 30 more, how many bottles would she have?",
        None,
    ),
    (
        "Zoe had 42 bottles of water in her fridge. If she drank 25 of them and then bought 30 cans of soda, how many bottles would she have?",
        17,
    ),
    (
        "Jason has 7 violet balloons and 4 red balloons. He lost 3 of the violet balloons. How many violet balloons does Jason have now?",
        4,
    ),
    (
        "Jason has 7 violet balloons and 4 red balloons. He lost 3 of the violet balloons. How many balloons does Jason have now?",
        8,
    ),
    (
        "Jason has 7 violet balloons and 4 red balloons. He lost 3 balloons. How many violet balloons does Jason have now?",
        None,
    ),
    (
        "Jason has 7 violet balloons and 4 red balloons. He lost 3 balloons. How many balloons does Jason have now?",
        8,
    ),
    (
        "Jason has 7 violet balloons. Tom has 4 violet balloons. Jason lost 3 of his balloons. How many violet balloons do they have now?",
        8,
    ),
    (
        "Jason has 7 violet balloons. Tom has 4 violet balloons. Tom lost 3 of his balloons. How many violet balloons does Jason have now?",
        7,
    ),
    (
        "Jason has 7 violet balloons. Tom has 4 violet balloons. He lost 3 of his balloons. How many violet balloons does Jason have now?",
        None,
    ),
    (
        "Mike picked 7 apples, Nancy picked 3 apples, and Keith picked 6 apples and 4 pears at the farm. How many apples were picked in total?",
        16,
    ),
    (
        "Mike picked 7 apples, Nancy picked 3 apples, and Keith picked 6 apples and 4 pears at the farm. How many pears were picked in total?",
        4,
    ),
    (
        "Mike picked 7 apples, Nancy picked 3 apples, and Keith picked 6 apples and 4 pears at the farm. How many fruits were picked in total?",
        20,
    ),
    (
        "Mike picked 7 apples, Nancy picked 3 apples, and Keith picked 6 apples and 4 pears at the farm. Nancy ate 2 apples. How many apples were picked in total?",
        16,
    ),
    (
        "Mike picked 7 apples, Nancy picked 3 apples, and Keith picked 6 apples and 4 pears at the farm. How many more apples did Mike pick than Nancy?",
        4,
    ),
    (
        "Mike picked 7 apples and Nancy picked 3 apples. Keith picked 2 more apples than Mike. How many apples were picked in total?",
        19,
    ),
    (
        "Mike picked 7 apples and Nancy picked 3 apples. Keith picked twice as many apples as Nancy. How many apples were picked in total?",
        16,
    ),
    (
        "Sara had 24 peaches and 37 pears at her fruit dish. She went to the orchard and picked peaches. There are now 61 peaches. How many did she pick?",
        37,
    ),
    (
        "Sara had 24 peaches and 37 pears at her fruit dish. She went to the orchard and picked 37 peaches. How many peaches are there now?",
        61,
    ),
    (
        "Sara had 24 peaches and 37 pears at her fruit dish. She went to the orchard and picked peaches. There are now 61 fruits. How many peaches did she pick?",
        0,
    ),
    (
        "Sara had 24 peaches and 37 pears at her fruit dish. She ate 5 pears. How many peaches are there now?",
        24,
    ),
    (
        "Benny received 79 dollars for his birthday. He went to a sporting goods store and bought a baseball glove, baseball, and bat. He had 32 dollars left over. How much did he spend on the baseball gear?",
        47,
    ),
    (
        "Benny received 79 dollars for his birthday. He spent 47 dollars on baseball gear. How many dollars did he have left over?",
        32,
    ),
    (
        "Benny received some dollars for his birthday. He spent 47 dollars on baseball gear. He had 32 dollars left over. How many dollars did Benny receive?",
        79,
    ),
    (
        "Benny received 79 dollars for his birthday. His sister spent 47 dollars on baseball gear. How many dollars did Benny have left over?",
        79,
    ),
    ("Keith bought 3 packs of cards for $4 each. How much did Keith spend?", 12),
    (
        "Keith bought 3 packs of cards for $4 each and a binder for $5. How much did Keith spend?",
        17,
    ),
    (
        "Keith bought 3 packs of cards for $4 each. Each pack has 10 cards. How many cards did Keith buy?",
        30,
    ),
    ("Keith bought 3 packs of cards for $12 in all. How much did each pack cost?", 4),
    (
        "Keith bought 3 packs of cards for $4 each. His sister bought 2 packs for $5 each. How much did Keith spend?",
        12,
    ),
    (
        "Keith bought 3 packs of cards for $4 each. His sister bought 2 packs for $5 each. How much did they spend in all?",
        22,
    ),
    (
        "Keith had $20. He bought 3 packs of cards for $4 each. How much money does Keith have left?",
        8,
    ),
    (
        "Keith had $20. He bought 3 packs of cards for $4 each. His mom gave him $5. How much money does Keith have now?",
        13,
    ),
    (
        "Keith had $20. His mom bought 3 packs of cards for $4 each. How much money does Keith have now?",
        20,
    ),
    (
        "Jessica grew 35 watermelons and 30 carrots, but the rabbits ate 27 watermelons. How many watermelons does Jessica have?",
        8,
    ),
    (
        "Jessica grew 35 watermelons and 30 carrots, but the rabbits ate 27 carrots. How many watermelons does Jessica have?",
        35,
    ),
    (
        "Jessica grew 35 watermelons and 30 carrots, but the rabbits ate 27 watermelons. How many carrots does Jessica have?",
        30,
    ),
    (
        "Jessica grew 35 watermelons and 30 carrots, but the rabbits ate 27 of them. How many watermelons does Jessica have?",
        None,
    ),
    (
        "Jessica grew 35 watermelons. Tom grew 30 watermelons. The rabbits ate 27 watermelons. How many watermelons does Jessica have?",
        None,
    ),
    (
        "Jessica grew 35 watermelons, but the rabbits ate 27. Tom grew 30 watermelons. How many watermelons do they have?",
        38,
    ),
    ("Sam has 110 books. Joan has 102 books. What is the total number of books they have?", 212),
    (
        "Sam has 110 books. Joan has 102 books. What is the difference between the number of books Sam has and Joan has?",
        8,
    ),
    ("Sam has 110 books. Joan has 102 books. Find the number of books they have together.", 212),
    (
        "Larry starts with 93 stickers. He loses 6. What is the number of stickers Larry ends with?",
        87,
    ),
    ("Each child has 3 oranges. There are 4 children. Find the total number of oranges.", 12),
    (
        "Tom has 12 marbles. Jerry has 3 times as many marbles as Tom. How many marbles does Jerry have?",
        36,
    ),
    (
        "Tom has 12 marbles. Tom has 3 times as many marbles as Jerry. How many marbles does Jerry have?",
        4,
    ),
    (
        "Tom has 12 marbles. Jerry has 3 times as many marbles as Tom. How many more marbles does Jerry have than Tom?",
        24,
    ),
    (
        "Tom has 12 marbles. Jerry has 3 times as many marbles as Tom. How many marbles do they have in all?",
        48,
    ),
    (
        "Tom has 12 marbles. Jerry has 3 times as many marbles as Tom. Ann has 5 marbles. How many marbles does Jerry have?",
        36,
    ),
    (
        "Tom has 12 marbles. Jerry has 3 times as many marbles as Ann. How many marbles does Jerry have?",
        None,
    ),
    (
        "Tom has 12 marbles. Jerry has 3 times as many stamps as Tom. How many marbles does Jerry have?",
        None,
    ),
    (
        "Tom has 12 marbles. Jerry has 3 more marbles than Tom. How many marbles does Jerry have?",
        15,
    ),
    (
        "Tom has 12 marbles. Jerry has 3 marbles more than Tom. How many marbles does Jerry have?",
        15,
    ),
    ("Tom has 12 marbles. Jerry has 3 marbles less than Tom. How many marbles does Jerry have?", 9),
    (
        "Jerry has 3 more marbles than Tom. Tom has 12 marbles. How many marbles does Jerry have?",
        15,
    ),
    ("Jerry has 3 more marbles than Tom. Jerry has 12 marbles. How many marbles does Tom have?", 9),
    (
        "Jerry has 3 fewer marbles than Tom. Jerry has 12 marbles. How many marbles does Tom have?",
        15,
    ),
    ("Tom had 12 marbles. He bought 3 more than he had. How many marbles does Tom have?", None),
    (
        "Tom has 12 marbles. He gives Jerry 3 marbles, and then Jerry has 10 marbles. How many marbles did Jerry have at first?",
        7,
    ),
    (
        "Tom has 12 marbles. He gives Jerry 3 marbles, and then Jerry has 10 marbles. How many marbles does Tom have now?",
        9,
    ),
    (
        "Tom has 12 marbles. Jerry gives him 3 marbles, and then Jerry has 10 marbles. How many marbles did Jerry have at first?",
        13,
    ),
    (
        "Tom has 12 marbles. Jerry gives him 3 marbles, and then Jerry has 10 marbles. How many marbles do they have now?",
        25,
    ),
    (
        "A school has 9 classes. Each class has 25 students. How many students are in the school?",
        225,
    ),
    (
        "A school has 9 classes. Each class has 25 students and 1 teacher. How many students are in the school?",
        225,
    ),
    (
        "A school has 9 classes. Each class has 25 students and 1 teacher. How many people are in the school?",
        None,
    ),
    (
        "A school has 225 students. Each class has 25 students. How many classes does the school have?",
        9,
    ),
    (
        "A school has 9 classes. Each class has 25 students. 10 students are absent. How many students are in the school?",
        None,
    ),
    (
        "A farmer has 46 chickens. Each chicken gives him 6 eggs a week. How many eggs does he get in a week?",
        276,
    ),
    (
        "A farmer has 46 chickens. Each chicken gives him 6 eggs a week. How many eggs does he get in 2 weeks?",
        552,
    ),
    (
        "A farmer has 46 chickens and 3 cows. Each chicken gives him 6 eggs a week. How many eggs does he get in a week?",
        276,
    ),
    (
        "A farmer has 46 chickens. Each chicken gives him 6 eggs a week. He sells a dozen eggs for $3. How much money does he make in a week?",
        69,
    ),
    (
        "A farmer has 46 chickens. Each chicken gives him 6 eggs a week. How many dozen eggs does he get in a week?",
        23,
    ),
    (
        "Keith spent $6.51 on a rabbit toy, $5.79 on pet food, and a cage cost him $12.51. He found a dollar bill on the ground. How much money did Keith spend?",
        F(2481, 100),
    ),
    (
        "Keith spent $6.51 on a rabbit toy, $5.79 on pet food, and a cage cost him $12.51. He found a dollar bill on the ground. How much did the rabbit toy and the cage cost?",
        F(951, 50),
    ),
    (
        "Keith spent $6.51 on a rabbit toy, $5.79 on pet food, and a cage cost him $12.51. His friend spent $3 on a ball. What was the total cost of their purchases?",
        F(2781, 100),
    ),
    (
        "Keith spent $6.51 on a rabbit toy and $5.79 on pet food. Sam spent $12.51 on a cage. What was the total cost of Keith's purchases?",
        F(123, 10),
    ),
    (
        "Keith spent $6.51 on a rabbit toy and $5.79 on pet food. He returned the pet food. What was the total cost of Keith's purchases?",
        None,
    ),
    (
        "Jason went to the mall on Saturday to buy clothes. He spent $14.28 on shorts and $4.74 on a jacket. In total, how much money did Jason spend on clothing?",
        F(951, 50),
    ),
    (
        "Jason went to the mall on Saturday to buy clothes. He spent $14.28 on shorts and $4.74 on a jacket. How much more did he spend on shorts than on the jacket?",
        F(477, 50),
    ),
    (
        "Jason went to the mall on Saturday to buy clothes. He spent $14.28 on shorts and $4.74 on a jacket. He also spent $5 on lunch. In total, how much money did Jason spend on clothing?",
        F(951, 50),
    ),
    (
        "Jason went to the mall on Saturday to buy clothes. He spent $14.28 on shorts and $4.74 on a jacket. He also spent $5 on lunch. In total, how much money did Jason spend?",
        F(1201, 50),
    ),
    (
        "Jason went to the mall on Saturday to buy clothes. He spent $14.28 on shorts and his sister spent $4.74 on a jacket. In total, how much money did Jason spend on clothing?",
        F(357, 25),
    ),
    (
        "Sandy went to the mall to buy clothes. She spent $13.99 on shorts, $12.14 on a shirt, and received $7.43 for returning a jacket. What is the net amount of money that Sandy spent on clothes?",
        F(187, 10),
    ),
    (
        "Sandy went to the mall to buy clothes. She spent $13.99 on shorts, $12.14 on a shirt, and received $7.43 for returning a jacket. How much did Sandy spend on shorts and the shirt?",
        F(2613, 100),
    ),
    (
        "Mary went to the mall. She spent $13.04 on a shirt and $12.27 on a jacket. She went to 2 shops. In total, how much money did Mary spend on clothing?",
        F(2531, 100),
    ),
    (
        "Mary went to the mall. She spent $13.04 on a shirt and $12.27 on a jacket. She had $30. How much money does Mary have left?",
        F(469, 100),
    ),
    (
        "Sally had $50. She spent $13.04 on a shirt. How much money does Sally have left?",
        F(924, 25),
    ),
    ("Sally had $50. Her friend spent $13.04 on a shirt. How much money does Sally have left?", 50),
    (
        "Sally had $50. She got $13.04 from her mom. How much money does Sally have now?",
        F(1576, 25),
    ),
    ("Sally had $50. She gave her mom $13.04. How much money does Sally have now?", F(924, 25)),
    ("Sally had $50. She gave her mom $13.04. How much money does her mom have now?", None),
    (
        "Fred had 7 dimes in his bank. His sister borrowed 3 of his dimes. How many dimes does Fred have now?",
        4,
    ),
    (
        "Fred had 7 dimes in his bank. He borrowed 3 dimes from his sister. How many dimes does Fred have now?",
        10,
    ),
    (
        "Fred had 7 dimes in his bank. His sister borrowed 3 of his dimes. How many cents does Fred have now?",
        40,
    ),
    (
        "Fred had 7 dimes in his bank. His sister borrowed 3 dimes. How many dimes does Fred have now?",
        4,
    ),
    (
        "Fred had 7 dimes and 4 nickels in his bank. His sister borrowed 3 of his dimes. How many cents does Fred have now?",
        60,
    ),
    (
        "Tim's cat had 6 kittens. He gave 3 to Jessica and 6 to Sara. He now has 9 kittens. How many kittens did he have to start with?",
        None,
    ),
    (
        "Tim's cat had some kittens. He gave 3 to Jessica and 6 to Sara. He now has 9 kittens. How many kittens did he have to start with?",
        18,
    ),
    (
        "Tim's cat had some kittens. He gave 3 to Jessica and 6 to Sara. He now has 9 kittens. How many kittens did Jessica and Sara get?",
        9,
    ),
    (
        "Tim's cat had some kittens. He gave 3 to Jessica and 6 to Sara. He now has 9 kittens. How many kittens did he have?",
        None,
    ),
    (
        "Tim has some kittens. He gave 3 to Jessica and got 6 from Sara. He now has 9 kittens. How many kittens did he have to start with?",
        6,
    ),
    (
        "Adam had 5 dollars. At the store he spent $2 on a new game. If he got another 5 dollars for his allowance, how much money does he have now?",
        8,
    ),
    (
        "Adam had 5 dollars. At the store he spent $2 on a new game. If his brother got another 5 dollars for his allowance, how much money does Adam have now?",
        3,
    ),
    (
        "Adam had 5 dollars. At the store he spent $2 on a new game. If he got another 5 dollars for his allowance, how much money did he get in all?",
        5,
    ),
    (
        "Adam had 5 dollars. At the store he spent $2 on each of 2 new games. How much money does he have now?",
        1,
    ),
    (
        "Adam had 5 dollars. At the store he spent $2 on each of 3 new games. How much money does he have now?",
        None,
    ),
    (
        "Rachel bought 2 coloring books. One had 23 pictures and the other had 32. After one week she had already colored 44 of the pictures. How many pictures does she still have to color?",
        11,
    ),
    (
        "Rachel bought 2 coloring books. One had 23 pictures and the other had 32. How many pictures are in the 2 books?",
        55,
    ),
    (
        "Rachel bought 2 coloring books. One had 23 pictures and the other had 32. After one week she had already colored 44 of the pictures. How many pictures did she color?",
        44,
    ),
    (
        "Rachel bought 2 coloring books. One had 23 pictures and the other had 32. After one week she had already colored 60 of the pictures. How many pictures does she still have to color?",
        None,
    ),
    (
        "Dave had 15 apps on his phone. He deleted 9 apps and then downloaded 3 more. How many apps does Dave have now?",
        9,
    ),
    (
        "Dave had 15 apps on his phone. He downloaded 3 more and deleted 9 apps. How many apps does Dave have now?",
        9,
    ),
    (
        "Dave had 15 apps on his phone. He deleted 9 apps and then downloaded 3 more. How many apps did he delete?",
        9,
    ),
    (
        "Dave had 15 apps and 20 photos on his phone. He deleted 9 apps and then downloaded 3 more apps. How many apps does Dave have now?",
        9,
    ),
    (
        "Dave had 15 apps on his phone. He deleted 9 photos and then downloaded 3 more apps. How many apps does Dave have now?",
        18,
    ),
    (
        "Dave had 15 apps on his phone. His sister deleted 9 of them and then Dave downloaded 3 more. How many apps does Dave have now?",
        9,
    ),
    (
        "Dave had some apps on his phone. He deleted 9 apps and then downloaded 3 more. Now he has 9 apps. How many apps did Dave have at first?",
        15,
    ),
    (
        "Dave had some apps on his phone. He deleted 9 apps and then downloaded 3 more. Now he has 9 apps. How many apps did Dave have?",
        None,
    ),
    (
        "There are 25 roses in a vase. Jessica threw away 4 roses and cut 10 new roses from her garden. How many roses are in the vase now?",
        None,
    ),
    (
        "There are 25 roses in a vase. Jessica threw away 4 roses from the vase and put 10 new roses in the vase. How many roses are in the vase now?",
        31,
    ),
    (
        "There are 25 roses in a vase. Jessica put 10 new roses in the vase. How many roses are in the vase now?",
        35,
    ),
    (
        "There are 25 roses in a vase. Jessica put 10 new tulips in the vase. How many roses are in the vase now?",
        25,
    ),
    (
        "There are 25 roses in a vase. Jessica put 10 new tulips in the vase. How many flowers are in the vase now?",
        35,
    ),
    (
        "There are 25 roses in a vase. Jessica put some roses in the vase. There are now 35 roses in the vase. How many roses did she put in the vase?",
        10,
    ),
    (
        "There are some roses in a vase. Jessica put 10 roses in the vase. There are now 35 roses in the vase. How many roses were in the vase at first?",
        25,
    ),
    (
        "Tom has 20 pet birds. His friend gave him 4 parrots. How many pet birds does Tom have now?",
        None,
    ),
    ("Tom has 20 birds. He bought 4 more birds. How many birds does Tom have now?", 24),
    ("Tom has 20 wild flowers. He picked 4 roses. How many wild flowers does Tom have now?", None),
    ("Tom has 20 red flowers. He picked 4 roses. How many red flowers does Tom have now?", None),
    (
        "Tom has 20 red flowers. He picked 4 red roses. How many red flowers does Tom have now?",
        None,
    ),
    (
        "Tom has 20 green vegetables. He picked 4 carrots. How many green vegetables does Tom have now?",
        None,
    ),
    ("Tom has 20 fresh fruits. He bought 4 apples. How many fresh fruits does Tom have now?", None),
    ("Tom has 20 fresh fruits. He bought 4 apples. How many apples does Tom have now?", 4),
    ("Tom has 20 toy animals. He bought 4 dogs. How many toy animals does Tom have now?", None),
    ("Larry has 93 stickers. His coach took 6 of them. How many stickers does Larry have now?", 87),
    ("Larry has 93 stickers. His coach took 6. How many stickers does Larry have now?", 87),
    ("Larry has 93 stickers. His student lost 6. How many stickers does Larry have now?", None),
    ("Larry has 93 stickers. His son lost 6. How many stickers does Larry have now?", None),
    ("Larry has 93 stickers. His son gave him 6. How many stickers does Larry have now?", 99),
]


@pytest.mark.parametrize(("text", "expected"), CASES)
def test_variation_is_right_or_refused(text: str, expected: int | Fraction | None) -> None:
    _check(text, expected)


def test_a_people_noun_loses_its_own() -> None:
    """resolve._owner: 'His friend loses 6' is the friend's loss, not Larry's."""
    assert (
        _answer(
            "Larry starts with 93 stickers. His friend loses 6. How many stickers does Larry end with?"
        )
        is None
    )
    assert (
        _answer("Larry has 93 cookies. His dog ate 6. How many cookies does Larry have now?") == 87
    )
    assert (
        _answer("Larry starts with 93 stickers. He loses 6. How many stickers does Larry end with?")
        == 87
    )


def test_a_broader_gift_leaves_only_the_broader_kind() -> None:
    """ledger._give: 14 marbles given to 64 violet ones are not said to be violet."""
    told = "Dan has 64 violet marbles. Mary gave him 14 marbles. "
    assert _answer(told + "How many violet marbles does he now have?") is None
    assert _answer(told + "How many marbles does he now have?") == 78
    same = "Dan has 64 violet marbles. Mary gave him 14 violet marbles. How many violet marbles does he now have?"
    assert _answer(same) == 78


def test_a_past_have_of_an_unknown_start() -> None:
    """answers._start_or_end: 'did Gary have' with the start unknown: the start or the end?"""
    told = "Gary had some dollars. He spent 55 dollars on a pet snake and had 18 dollars left. "
    assert _answer(told + "How many dollars did Gary have?") is None
    kittens = "Joan had some kittens. She gave 2 to her friends and has 6 left. "
    assert _answer(kittens + "How many kittens did Joan have?") is None
    assert _answer(kittens + "How many kittens did Joan have at first?") == 8
    assert _answer(kittens + "How many kittens did Joan have left?") == 6
    assert (
        _answer(
            "Joan had 8 kittens. She gave 2 to her friends. How many kittens did Joan have left?"
        )
        == 6
    )


def test_a_narrower_noun_beside_a_modified_kind() -> None:
    """answers._named_kinds_beside: goldfish (a fish) may or may not be pet fish."""
    told = "Sandy had 26 pet fish. "
    assert _answer(told + "Tom gave her 6 goldfish. How many pet fish does Sandy have now?") is None
    assert _answer(told + "She bought 6 more fish. How many pet fish does Sandy have now?") == 32
    assert _answer(told + "She gave 6 fish to Tom. How many pet fish does Sandy have now?") == 20


def test_coins_given_beside_pennies() -> None:
    _check(
        "Sara had 100 pennies. Her dad gave her 20 coins. How many pennies does she have now?", None
    )


def test_a_person_noun_outside_the_people_nouns_eats_his_own() -> None:
    _check("Tom had 20 apples. The farmer ate 4. How many apples does Tom have?", None)


@pytest.mark.parametrize(
    ("text", "answer"),
    [
        (
            "Sara had 100 pennies. Her mom gave her 20 coins. How many coins does she have now?",
            None,
        ),
        (
            "Sara had 100 pennies. Her dad gave her 20 pennies. How many pennies does she have now?",
            120,
        ),
        ("Ben had 30 dimes. His aunt gave him 5 coins. How many dimes does Ben have now?", None),
        ("Tom had 20 apples. The baker ate 4. How many apples does Tom have?", None),
        ("Tom had 20 apples. The teacher took 4 apples. How many apples does Tom have?", 16),
        ("The farmer has 20 cows. He sells 5 cows. How many cows does the farmer have?", 15),
    ],
)
def test_the_lead_pack_rows(text: str, answer: int | None) -> None:
    """Coins over the coin kinds, and trades as people (the pack rows closing the two xfails)."""
    _check(text, answer)
