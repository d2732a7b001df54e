# ruff: noqa: E501
"""SVAMP-style variations of MAWPS problems the solver answers (hand-written; own gold).

Each variation changes what the question asks (start instead of end, the other person, the
difference instead of the total), reverses the perspective of a transfer, adds an irrelevant
sentence with a number, reorders facts, or makes numbers large or decimal. Each text must be
answered with the only acceptable answer, or refused (None: refusal is the only acceptable
outcome). A wrong answer is a defect.

Found and fixed: a passive event question narrowed by a phrase ("How many pizzas were served
during dinner?") summed every serving (15 instead of 6); the question now refuses the unread
narrowing phrase (resolve.build_question). The same for an active event question: "She
spent 3 dimes on candy and 2 dimes on gum. How many dimes did she spend on gum?" answered 5;
a narrowing phrase is read only when every event of the asked kind names it.
"""

from __future__ import annotations

from fractions import Fraction

import pytest

from mathcore import solve

CASES: list[tuple[str, int | str | None]] = [
    (
        "Jose starts with 7 bottle caps. He gets 2 more from Rebecca. How many bottle caps does Jose end with?",
        9,
    ),
    (
        "Jose starts with 7 bottle caps. He gives 2 to Rebecca. How many bottle caps does Jose end with?",
        5,
    ),
    (
        "Jose starts with 7 bottle caps. He gets 2 more from Rebecca. How many bottle caps did Rebecca give Jose?",
        2,
    ),
    (
        "Jose starts with 7 bottle caps. Rebecca gives him 2 more. How many bottle caps does Jose end with?",
        9,
    ),
    (
        "Jose starts with 7 bottle caps. He gets 2 more from Rebecca. Rebecca has 10 marbles. How many bottle caps does Jose end with?",
        9,
    ),
    (
        "Jose starts with 7 bottle caps. He gets 2 more from Rebecca. How many bottle caps does Rebecca end with?",
        None,
    ),
    (
        "Jose ends with 9 bottle caps. He got 2 from Rebecca. How many bottle caps did Jose start with?",
        7,
    ),
    (
        "Joan found 70 seashells on the beach. She gave Sam some of her seashells. She has 27 seashells left. How many seashells did she give to Sam?",
        43,
    ),
    (
        "Joan found 70 seashells on the beach. She gave Sam 43 of her seashells. How many seashells does she have left?",
        27,
    ),
    (
        "Joan found 70 seashells on the beach. She gave Sam 43 of her seashells. How many seashells does Sam have?",
        None,
    ),
    (
        "Joan found 70 seashells on the beach. Sam received 43 seashells from Joan. How many seashells does Joan have now?",
        27,
    ),
    (
        "Joan found 70 seashells on the beach. She gave Sam 43 of her seashells. Sam is 12 years old. How many seashells does Joan have left?",
        27,
    ),
    (
        "Joan gave Sam 43 seashells. She has 27 seashells left. How many seashells did Joan have at first?",
        70,
    ),
    (
        "Joan has 27 seashells left after giving Sam 43. How many seashells did Joan have at first?",
        70,
    ),
    (
        "There were 28 bales of hay in the barn. Tim stacked more bales in the barn today. There are now 54 bales of hay in the barn. How many bales did he store in the barn?",
        26,
    ),
    (
        "There were 28 bales of hay in the barn. Tim stacked 26 more bales in the barn today. How many bales of hay are in the barn now?",
        54,
    ),
    (
        "Tim stacked 26 more bales in the barn today. There are now 54 bales of hay in the barn. How many bales were in the barn before?",
        28,
    ),
    (
        "There were 28 bales of hay in the barn. Tim stacked 26 more bales in the barn today. Tim has 3 dogs. How many bales of hay are in the barn now?",
        54,
    ),
    (
        "There were 54 bales of hay in the barn. Tim took 26 bales out of the barn. How many bales are in the barn now?",
        28,
    ),
    (
        "If there are 7 bottle caps in a box and Linda puts 7 more bottle caps inside, how many bottle caps are in the box?",
        14,
    ),
    (
        "If there are 7 bottle caps in a box and Linda takes 3 bottle caps out, how many bottle caps are in the box?",
        4,
    ),
    (
        "If there are 14 bottle caps in a box after Linda puts 7 more bottle caps inside, how many bottle caps were in the box at first?",
        7,
    ),
    (
        "Bridget has 4 Skittles. Henry has 4 Skittles. If Henry gives all of his Skittles to Bridget, how many Skittles will Bridget have?",
        8,
    ),
    (
        "Bridget has 4 Skittles. Henry has 6 Skittles. If Henry gives all of his Skittles to Bridget, how many Skittles will Henry have?",
        0,
    ),
    (
        "Bridget has 4 Skittles. Henry has 6 Skittles. If Henry gives 2 of his Skittles to Bridget, how many Skittles will Henry have?",
        4,
    ),
    (
        "Bridget has 4 Skittles. Henry has 6 Skittles. If Henry gives 2 of his Skittles to Bridget, how many Skittles will Bridget have?",
        6,
    ),
    (
        "Bridget has 4 Skittles. Henry has 6 Skittles. How many more Skittles does Henry have than Bridget?",
        2,
    ),
    ("Bridget has 4 Skittles. Henry has 6 Skittles. How many Skittles do they have in all?", 10),
    (
        "Bridget has 4 Skittles. Henry has 6 Skittles. How many fewer Skittles does Bridget have than Henry?",
        2,
    ),
    ("Brenda starts with 7 Skittles. She buys 8 more. How many Skittles does Brenda end with?", 15),
    ("Brenda starts with 7 Skittles. She eats 3. How many Skittles does Brenda end with?", 4),
    (
        "Brenda starts with 7 Skittles. She buys some more. She ends with 15 Skittles. How many Skittles did she buy?",
        8,
    ),
    ("Brenda buys 8 Skittles. She ends with 15 Skittles. How many Skittles did she start with?", 7),
    (
        "Brenda starts with 7 Skittles. She buys 8 more. Her brother has 20 Skittles. How many Skittles does Brenda end with?",
        15,
    ),
    (
        "Brenda starts with 7 Skittles. She buys 8 more. How many Skittles does her brother end with?",
        None,
    ),
    (
        "A pet store had 13 siamese cats and 5 house cats. During a sale they sold 10 cats. How many cats do they have left?",
        8,
    ),
    (
        "A pet store had 13 siamese cats and 5 house cats. During a sale they sold 10 cats. How many cats did they have at first?",
        18,
    ),
    (
        "A pet store had 13 siamese cats and 5 house cats. During a sale they sold 10 cats. How many siamese cats do they have left?",
        None,
    ),
    (
        "A pet store had 13 siamese cats and 5 house cats. During a sale they sold 10 cats. They also had 4 dogs. How many cats do they have left?",
        8,
    ),
    (
        "A pet store had 13 siamese cats and 5 house cats. How many more siamese cats than house cats did they have?",
        8,
    ),
    (
        "During a sale a pet store sold 10 cats. They had 13 siamese cats and 5 house cats. How many cats do they have left?",
        8,
    ),
    (
        "For Halloween Debby and her sister combined the candy they received. Debby had 32 pieces of candy while her sister had 42. If they ate 35 pieces the first night, how many pieces do they have left?",
        39,
    ),
    (
        "For Halloween Debby and her sister combined the candy they received. Debby had 32 pieces of candy while her sister had 42. How many pieces did they have in all?",
        74,
    ),
    (
        "For Halloween Debby and her sister combined the candy they received. Debby had 32 pieces of candy while her sister had 42. How many more pieces did her sister have than Debby?",
        10,
    ),
    (
        "For Halloween Debby and her sister combined the candy they received. Debby had 32 pieces of candy while her sister had 42. If they ate 35 pieces the first night, how many pieces did Debby have left?",
        None,
    ),
    (
        "Luke was trying to expand his game collection. He bought 2 games from a friend and bought 2 more at a garage sale. If 2 of the games didn't work, how many good games did he end up with?",
        2,
    ),
    (
        "Mary is baking a cake. The recipe wants 8 cups of flour. She already put in 2 cups. How many cups does she need to add?",
        6,
    ),
    (
        "Mary is baking a cake. The recipe wants 8 cups of flour. She needs to add 6 more cups. How many cups has she already put in?",
        2,
    ),
    (
        "Mary is baking a cake. The recipe wants 8 cups of flour and 3 cups of sugar. She already put in 2 cups of flour. How many cups of flour does she need to add?",
        6,
    ),
    (
        "After eating at the restaurant, Sally, Sam, and Alyssa decided to divide the bill evenly. If each person paid 45 dollars, what was the total of the bill?",
        135,
    ),
    (
        "After eating at the restaurant, Sally, Sam, and Alyssa decided to divide the bill evenly. If the bill was 135 dollars, how much did each person pay?",
        45,
    ),
    (
        "After eating at the restaurant, Sally and Sam decided to divide the bill evenly. If each person paid 45 dollars, what was the total of the bill?",
        90,
    ),
    (
        "Sally has 5 apples. Sam has 3 times as many apples as Sally. How many apples does Sam have?",
        15,
    ),
    (
        "Sally has 5 apples. Sam has 3 times as many apples as Sally. How many apples do they have in all?",
        20,
    ),
    (
        "Sam has 15 apples. Sam has 3 times as many apples as Sally. How many apples does Sally have?",
        5,
    ),
    ("Sally has 5 apples. Sam has 3 more apples than Sally. How many apples does Sam have?", 8),
    ("Sally has 5 apples. Sam has 3 fewer apples than Sally. How many apples does Sam have?", 2),
    ("Sam has 8 apples. Sam has 3 more apples than Sally. How many apples does Sally have?", 5),
    ("Sam has 8 apples, which is 3 more than Sally. How many apples does Sally have?", 5),
    ("Sally has 5 apples. Sam has 3 more apples than Sally. How many apples does Sally have?", 5),
    ("A box holds 6 pencils. How many pencils are in 4 boxes?", 24),
    ("There are 4 boxes. Each box has 6 pencils. How many pencils are there in all?", 24),
    ("There are 4 boxes. Each box has 6 pencils. How many boxes are there?", 4),
    (
        "There are 24 pencils in 4 boxes. Each box has the same number of pencils. How many pencils are in each box?",
        6,
    ),
    ("There are 24 pencils. Each box holds 6 pencils. How many boxes are needed?", 4),
    (
        "There are 4 boxes. Each box has 6 pencils. Each pencil costs 2 dollars. How many pencils are there in all?",
        24,
    ),
    (
        "There are 4 boxes. Each box has 6 pencils. Each pencil costs 2 dollars. How much do all the pencils cost?",
        48,
    ),
    ("Each pencil costs 2 dollars. Tom buys 7 pencils. How much does Tom spend?", 14),
    (
        "Each pencil costs 2 dollars. Tom spends 14 dollars on pencils. How many pencils does Tom buy?",
        7,
    ),
    ("Tom buys 7 pencils for 14 dollars. How much does each pencil cost?", 2),
    (
        "Each pencil costs 2 dollars. Tom buys 7 pencils. He had 20 dollars. How much money does he have left?",
        6,
    ),
    (
        "Each pencil costs 2 dollars. Tom buys 7 pencils. Jane buys 3 pencils. How much does Jane spend?",
        6,
    ),
    (
        "Each pencil costs 2 dollars. Tom buys 7 pencils. Jane buys 3 pencils. How much do they spend in all?",
        20,
    ),
    ("Each pencil costs 2.5 dollars. Tom buys 4 pencils. How much does Tom spend?", 10),
    ("Each pencil costs 0.25 dollars. Tom buys 3 pencils. How much does Tom spend?", "3/4"),
    ("A pencil costs $1.25. Tom buys 2 pencils. How much does he spend?", "5/2"),
    (
        "Each pencil costs 2 dollars. Tom buys 7 pencils and 3 erasers. How much does Tom spend?",
        None,
    ),
    (
        "Tom has 1250000 marbles. He gives 250000 to Sam. How many marbles does Tom have left?",
        1000000,
    ),
    (
        "Tom has 12.5 pounds of flour. He uses 2.5 pounds. How many pounds of flour does Tom have left?",
        10,
    ),
    (
        "Tom has 12.5 pounds of flour. He uses 2.75 pounds. How many pounds of flour does Tom have left?",
        "39/4",
    ),
    (
        "Sara picked 45 pears and Sally picked 11 pears from the pear tree. How many pears were picked in total?",
        56,
    ),
    (
        "Sara picked 45 pears and Sally picked 11 pears from the pear tree. How many more pears did Sara pick than Sally?",
        34,
    ),
    (
        "Sara picked 45 pears and Sally picked 11 apples from the tree. How many pears were picked in total?",
        45,
    ),
    ("Sara picked 45 pears. Sally picked 11 apples. How many fruits were picked in total?", None),
    (
        "Sara picked some pears and Sally picked 11 pears. They picked 56 pears in total. How many pears did Sara pick?",
        45,
    ),
    (
        "Sara picked 45 pears and Sally picked 11 pears. Sara gave 5 pears to Sally. How many pears does Sally have now?",
        16,
    ),
    (
        "Sara picked 45 pears and Sally picked 11 pears. Sally received 5 pears from Sara. How many pears does Sara have now?",
        40,
    ),
    (
        "Sara picked 45 pears and Sally picked 11 pears. Sally received 5 pears from Sara. How many pears does Sally have now?",
        16,
    ),
    (
        "Sara picked 45 pears and Sally picked 11 pears. Sara received 5 pears from Sally. How many pears does Sally have now?",
        6,
    ),
    (
        "Sally received 5 pears from Sara. Sara picked 45 pears and Sally picked 11 pears. How many pears does Sally have now?",
        16,
    ),
    (
        "Dan has 32 green marbles. Mike took 23 of Dan's green marbles. How many green marbles does Dan now have?",
        9,
    ),
    (
        "Dan has 32 green marbles. Mike took some of Dan's green marbles. Dan now has 9 green marbles. How many did Mike take?",
        23,
    ),
    (
        "Dan has 32 green marbles and 10 red marbles. Mike took 23 of Dan's green marbles. How many green marbles does Dan now have?",
        9,
    ),
    (
        "Dan has 32 green marbles and 10 red marbles. Mike took 23 of Dan's green marbles. How many marbles does Dan now have?",
        19,
    ),
    ("Dan had 32 green marbles. He gave 23 to Mike. How many green marbles does Dan have now?", 9),
    (
        "Mike got 23 green marbles from Dan. Dan had 32 green marbles. How many green marbles does Dan have now?",
        None,
    ),
    (
        "A farmer has 52 cows. He sells 17 cows. Then he buys 9 cows. How many cows does he have now?",
        44,
    ),
    ("A farmer has 52 cows. He sells 17 cows. Then he buys 9 cows. How many cows did he sell?", 17),
    (
        "A farmer sells 17 cows. Then he buys 9 cows. Now he has 44 cows. How many cows did he have at first?",
        52,
    ),
    ("A farmer has 52 cows and 10 pigs. He sells 17 cows. How many cows does he have now?", 35),
    ("A farmer has 52 cows and 10 pigs. He sells 17 cows. How many pigs does he have now?", 10),
    (
        "A farmer has 52 cows and 10 pigs. He sells 17 cows. How many animals does he have now?",
        45,  # gsm_gifts: cows and pigs are animals in the pack (52 - 17 + 10)
    ),
    (
        "Jake has 5 fewer peaches than Steven. Steven has 14 peaches. How many peaches does Jake have?",
        9,
    ),
    (
        "Jake has 5 fewer peaches than Steven. Steven has 14 peaches. How many peaches do they have together?",
        23,
    ),
    (
        "Jake has 5 fewer peaches than Steven. Jake has 9 peaches. How many peaches does Steven have?",
        14,
    ),
    (
        "Steven has 14 peaches. Jake has 5 fewer peaches than Steven. Jill has 3 more peaches than Jake. How many peaches does Jill have?",
        12,
    ),
    (
        "Steven has 14 peaches. Jake has 5 fewer peaches than Steven. Jill has 3 more peaches than Jake. How many more peaches does Steven have than Jill?",
        2,
    ),
    (
        "Steven has 14 peaches. Jake has 5 fewer peaches than Steven. Steven has 7 apples. How many peaches does Jake have?",
        9,
    ),
    (
        "Steven has 14 peaches. Jake has 5 fewer apples than Steven. How many peaches does Jake have?",
        None,
    ),
    (
        "A bakery made 48 cookies. They put them equally into 6 bags. How many cookies are in each bag?",
        8,
    ),
    ("A bakery made 48 cookies. They put 8 cookies in each bag. How many bags did they fill?", 6),
    (
        "A bakery made 48 cookies. They put them equally into 6 bags. They sold 2 bags. How many cookies did they sell?",
        16,
    ),
    (
        "A bakery made 50 cookies. They put them equally into 6 bags. How many cookies are in each bag?",
        None,
    ),
    (
        "A bakery made 48 cookies and 12 cakes. They put the cookies equally into 6 bags. How many cookies are in each bag?",
        8,
    ),
    ("Tom reads 12 pages a day. How many pages does he read in 5 days?", 60),
    ("Tom reads 12 pages a day. How many days does it take him to read 60 pages?", 5),
    ("Tom reads 60 pages in 5 days. How many pages does he read each day?", 12),
    (
        "Tom reads 12 pages a day. Jane reads 8 pages a day. How many pages does Jane read in 5 days?",
        40,
    ),
    (
        "Tom reads 12 pages a day. Jane reads 8 pages a day. How many pages do they read together in 5 days?",
        100,
    ),
    (
        "Tom reads 12 pages a day. Jane reads 8 pages a day. How many more pages does Tom read than Jane in 5 days?",
        20,
    ),
    ("A car travels 60 miles per hour. How far does it travel in 3 hours?", 180),
    ("A car travels 180 miles in 3 hours. How fast does it travel?", 60),
    ("A car travels 60 miles per hour. How long does it take to travel 180 miles?", 3),
    ("A car travels 60 miles per hour. How far does it travel in 2.5 hours?", 150),
    (
        "A shirt costs 20 dollars. It is on sale for 25% off. How much does the shirt cost on sale?",
        15,
    ),
    ("A shirt costs 20 dollars. It is on sale for 25% off. How much money is saved?", 5),
    ("A shirt costs 20 dollars. Its price goes up by 25%. What is the new price?", 25),
    ("There are 40 students in a class. 25% of them are boys. How many boys are there?", 10),
    ("There are 40 students in a class. 25% of them are boys. How many girls are there?", 30),
    ("There are 40 students in a class. 25% of them are boys. How many students are there?", 40),
    ("There are 40 students in a class. 1/4 of them are boys. How many girls are there?", 30),
    ("There are 40 students in a class. 3/8 of them are boys. How many boys are there?", 15),
    ("There are 40 students in a class. 3/7 of them are boys. How many boys are there?", None),
    ("Tom had 36 stickers. He gave 1/3 of them to Sam. How many stickers does Tom have left?", 24),
    ("Tom had 36 stickers. He gave 1/3 of them to Sam. How many stickers did Sam get?", 12),
    ("Tom had 36 stickers. He gave half of them to Sam. How many stickers does Tom have left?", 18),
    (
        "Tom had 36 stickers. He gave half of them to Sam and 5 to Jane. How many stickers does Tom have left?",
        13,
    ),
    (
        "Tom had 36 stickers. He gave 5 to Jane and then half of the rest to Sam. How many stickers does Tom have left?",
        "31/2",
    ),
    (
        "Tom had 36 stickers. He gave 6 to Jane and then half of the rest to Sam. How many stickers does Tom have left?",
        15,
    ),
    (
        "Melanie had 7 dimes in her bank. Her dad gave her 8 dimes and her mother gave her 4 dimes. How many dimes does Melanie have now?",
        19,
    ),
    (
        "Melanie had 7 dimes in her bank. Her dad gave her 8 dimes and her mother gave her 4 dimes. How many dimes did her parents give her?",
        12,
    ),
    (
        "Melanie had 7 dimes in her bank. Her dad gave her 8 dimes and her mother gave her 4 dimes. How many dimes did her dad give her?",
        8,
    ),
    (
        "Melanie had 7 dimes in her bank. Her dad gave her 8 dimes and her mother gave her 4 nickels. How many dimes does Melanie have now?",
        15,
    ),
    (
        "Her dad gave Melanie 8 dimes and her mother gave her 4 dimes. Now she has 19 dimes. How many dimes did Melanie have at first?",
        7,
    ),
    (
        "Melanie had 7 dimes in her bank. Her dad gave her 8 dimes. Her mother has 30 dimes. How many dimes does Melanie have now?",
        15,
    ),
    (
        "Melanie had 7 dimes. She spent 3 dimes. Her dad gave her 8 dimes. How many dimes does Melanie have now?",
        12,
    ),
    (
        "Sam went to 14 football games this year. He went to 29 games last year. How many football games did Sam go to in all?",
        43,
    ),
    (
        "Sam went to 14 football games this year. He went to 29 games last year. How many more games did he go to last year than this year?",
        15,
    ),
    (
        "Sam went to 43 football games in two years. He went to 29 games last year. How many games did he go to this year?",
        14,
    ),
    (
        "Sam went to 14 football games this year. He went to 29 games last year. Tom went to 8 games. How many football games did Sam go to in all?",
        43,
    ),
    (
        "Sam went to 14 football games this year. Tom went to 29 games last year. How many football games did Sam go to in all?",
        14,
    ),
    (
        "Alyssa has 37 blue balloons, Sandy has 28 blue balloons, and Sally has 39 blue balloons. How many blue balloons do they have in all?",
        104,
    ),
    (
        "Alyssa has 37 blue balloons, Sandy has 28 blue balloons, and Sally has 39 red balloons. How many blue balloons do they have in all?",
        65,
    ),
    (
        "Alyssa has 37 blue balloons, Sandy has 28 blue balloons, and Sally has 39 blue balloons. How many blue balloons do Alyssa and Sandy have in all?",
        65,
    ),
    (
        "Alyssa has 37 blue balloons and Sandy has 28 blue balloons. How many more blue balloons does Alyssa have than Sandy?",
        9,
    ),
    (
        "Alyssa has 37 blue balloons and Sandy has 28 blue balloons. How many fewer blue balloons does Alyssa have than Sandy?",
        None,
    ),
    (
        "Keith has 20 books. Jason has 21 books. They have 2 bookcases. How many books do they have together?",
        41,
    ),
    ("Keith has 20 books. Jason has 21 books. How many books does Jason have?", 21),
    (
        "Keith has 20 books. Jason has 21 books. Keith lost 4 books. How many books do they have together?",
        37,
    ),
    ("Joan had 9 blue balloons but lost 2 of them. How many blue balloons does Joan have now?", 7),
    ("Joan had 9 blue balloons but lost some of them. Now she has 7. How many did she lose?", 2),
    ("Joan lost 2 blue balloons. Now she has 7. How many did she have at first?", 9),
    (
        "Joan had 9 blue balloons but lost 2 of them. Sam had 5 blue balloons. How many blue balloons does Joan have now?",
        7,
    ),
    (
        "Joan had 9 blue balloons but lost 2 of them. Sam had 5 blue balloons. How many blue balloons do they have now?",
        12,
    ),
    (
        "There are 7 dogwood trees in the park. Workers will plant 3 more today and 2 more tomorrow. How many dogwood trees will the park have?",
        12,
    ),
    (
        "There are 7 dogwood trees in the park. Workers will plant 3 more today and 2 more tomorrow. How many trees will they plant?",
        5,
    ),
    (
        "There are 7 dogwood trees in the park. Workers will cut down 3 today. How many dogwood trees will the park have?",
        4,
    ),
    (
        "There are 7 dogwood trees and 5 oak trees in the park. Workers will plant 3 more dogwood trees today. How many dogwood trees will the park have?",
        10,
    ),
    (
        "There are 7 dogwood trees and 5 oak trees in the park. Workers will plant 3 more dogwood trees today. How many trees will the park have?",
        15,
    ),
    (
        "A restaurant served 9 pizzas during lunch and 6 during dinner today. How many pizzas were served today?",
        15,
    ),
    (
        "A restaurant served 9 pizzas during lunch and 6 during dinner today. How many more pizzas were served during lunch than dinner?",
        3,
    ),
    (
        "A restaurant served 9 pizzas during lunch and 6 during dinner today. How many pizzas were served during dinner?",
        6,
    ),
    ("Each of 5 friends has 8 marbles. How many marbles do they have in all?", 40),
    (
        "5 friends have 40 marbles in all. They each have the same number. How many marbles does each friend have?",
        8,
    ),
    (
        "Paige had 11 songs on her mp3 player. She deleted 9 old songs and added 8 new songs. How many songs does she have on her mp3 player?",
        10,
    ),
    (
        "Paige had 11 songs on her mp3 player. She deleted 9 old songs and added 8 new songs. How many new songs did she add?",
        8,
    ),
    (
        "Paige deleted 9 old songs and added 8 new songs. Now she has 10 songs on her mp3 player. How many songs did she have at first?",
        11,
    ),
    (
        "Paige had 11 songs on her mp3 player. She added 8 new songs. How many songs does she have on her mp3 player?",
        19,
    ),
    (
        "Paige had 11 songs on her mp3 player. She added 8 new songs. She has 4 albums. How many songs does she have on her mp3 player?",
        19,
    ),
    ("Tom has 3 bags with 5 apples in each bag. How many apples does he have?", 15),
    (
        "Tom has 3 bags with 5 apples in each bag. He eats 4 apples. How many apples does he have left?",
        11,
    ),
    ("Tom has 3 bags with 5 apples in each bag. How many bags does he have?", 3),
    (
        "Tom has 3 bags with 5 apples in each bag and 2 bags with 4 pears in each bag. How many apples does he have?",
        15,
    ),
    (
        "Tom has 3 bags with 5 apples in each bag and 2 bags with 4 pears in each bag. How many fruits does he have?",
        None,
    ),
    (
        "Tom has 3 bags with 5 apples in each bag and 2 bags with 4 pears in each bag. How many bags does he have?",
        5,
    ),
    ("Dan had 32 green marbles. He gave 23 to Mike. How many green marbles does Mike have?", None),
    (
        "Joan found 70 seashells. Sam found 20 seashells. Joan gave Sam 10 seashells. How many seashells does Sam have now?",
        30,
    ),
    (
        "Joan found 70 seashells. Sam found 20 seashells. Joan gave Sam 10 seashells. How many seashells did Sam have at first?",
        20,
    ),
    (
        "Joan found 70 seashells. Sam found 20 seashells. Joan gave Sam 10 seashells. How many more seashells does Joan have than Sam now?",
        30,
    ),
    (
        "A restaurant served 9 pizzas during lunch and 6 during dinner. How many pizzas were served?",
        15,
    ),
    (
        "A restaurant served 9 pizzas at lunch and 6 pizzas at dinner today. How many pizzas were served at lunch?",
        9,
    ),
    (
        "A restaurant served 9 pizzas yesterday and 6 pizzas today. How many pizzas were served today?",
        6,
    ),
    (
        "A restaurant served 9 pizzas yesterday and 6 pizzas today. How many pizzas were served in all?",
        15,
    ),
    (
        "Sara picked 45 pears from the tree. Sally picked 11 pears from the bush. How many pears were picked from the tree?",
        45,
    ),
    ("Sara picked 45 pears. Sally picked 11 pears. How many pears were picked by Sally?", 11),
    ("Sara picked 45 pears. Sally picked 11 pears. How many pears did Sally pick?", 11),
    (
        "Sara picked 45 pears on Monday and 11 pears on Tuesday. How many pears did Sara pick on Tuesday?",
        11,
    ),
    ("Sara picked 45 pears on Monday and 11 pears on Tuesday. How many pears did Sara pick?", 56),
    (
        "Tom sold 12 cakes in the morning and 8 cakes in the afternoon. How many cakes did he sell in the afternoon?",
        8,
    ),
    (
        "Tom sold 12 cakes in the morning and 8 cakes in the afternoon. How many cakes were sold in the afternoon?",
        8,
    ),
    (
        "Tom baked 20 cakes. He sold 12 cakes in the morning and 5 cakes in the afternoon. How many cakes are left?",
        3,
    ),
    (
        "Tom baked 20 cakes. He sold 12 cakes in the morning and 5 cakes in the afternoon. How many cakes did he sell?",
        17,
    ),
    (
        "Tom baked 20 cakes. He sold 12 cakes in the morning and 5 cakes in the afternoon. How many cakes did he sell in the morning?",
        12,
    ),
    (
        "There are 5 birds on the fence. 3 more birds land on the fence. How many birds are on the fence?",
        8,
    ),
    ("There are 5 birds on the fence. 3 birds fly away. How many birds are on the fence?", 2),
    (
        "There are 5 birds on the fence and 4 birds on the roof. 3 more birds land on the fence. How many birds are on the roof?",
        4,
    ),
    (
        "There are 5 birds on the fence and 4 birds on the roof. 3 more birds land on the fence. How many birds are on the fence?",
        8,
    ),
    ("There are 5 birds on the fence and 4 birds on the roof. How many birds are there in all?", 9),
    (
        "There are 5 birds on the fence. Some more birds land on the fence. Now there are 8 birds. How many birds landed?",
        3,
    ),
    ("Mrs. Hilt has 50 cents. A pencil costs 5 cents. How many pencils can she buy?", 10),
    ("Mrs. Hilt has 50 cents. A pencil costs 7 cents. How many pencils can she buy?", None),
    (
        "Mrs. Hilt has 50 cents. A pencil costs 5 cents. She buys 4 pencils. How much money does she have left?",
        30,
    ),
    ("Mrs. Hilt bought 4 pencils for 5 cents each. How much did she spend?", 20),
    (
        "Mrs. Hilt bought 4 pencils for 5 cents each and 2 erasers for 3 cents each. How much did she spend?",
        26,
    ),
    (
        "Mrs. Hilt bought 4 pencils for 5 cents each and 2 erasers for 3 cents each. How much did she spend on erasers?",
        6,
    ),
    (
        "Mrs. Hilt bought 4 pencils for 5 cents each and 2 erasers for 3 cents each. How many pencils did she buy?",
        4,
    ),
    (
        "Tom has 24 cookies. He wants to share them equally among 4 friends. How many cookies will each friend get?",
        6,
    ),
    (
        "Tom has 24 cookies. He wants to share them equally among 4 friends. How many friends are there?",
        4,
    ),
    (
        "Tom has 24 cookies. He wants to share them equally among himself and 3 friends. How many cookies will each get?",
        6,
    ),
    (
        "Tom has 24 cookies and 8 cakes. He shares the cookies equally among 4 friends. How many cakes will each friend get?",
        None,
    ),
    ("Each friend got 6 cookies. There are 4 friends. How many cookies were there?", 24),
    (
        "Sam has 3 times as many stamps as Kim. Kim has 12 stamps. How many stamps does Sam have?",
        36,
    ),
    (
        "Sam has 3 times as many stamps as Kim. Sam has 36 stamps. How many stamps does Kim have?",
        12,
    ),
    (
        "Sam has 3 times as many stamps as Kim. Kim has 12 stamps. How many more stamps does Sam have than Kim?",
        24,
    ),
    (
        "Sam has 3 times as many stamps as Kim. Kim has 12 stamps. How many stamps do they have together?",
        48,
    ),
    (
        "Sam has 3 times as many stamps as Kim. Kim has 12 coins. How many stamps does Sam have?",
        None,
    ),
    (
        "Sam has 36 stamps. Kim has 12 stamps. How many times as many stamps does Sam have as Kim?",
        3,
    ),
    ("A baker uses 3 cups of flour for each cake. How much flour does he need for 7 cakes?", 21),
    (
        "A baker uses 3 cups of flour for each cake. He has 21 cups of flour. How many cakes can he make?",
        7,
    ),
    (
        "A baker uses 3 cups of flour for each cake. He has 22 cups of flour. How many cakes can he make?",
        None,
    ),
    ("Tim earns 8 dollars an hour. He works 5 hours. How much does he earn?", 40),
    ("Tim earns 8 dollars an hour. He earned 40 dollars. How many hours did he work?", 5),
    (
        "Tim earns 8 dollars an hour. He works 5 hours on Monday and 3 hours on Tuesday. How much does he earn?",
        64,
    ),
    (
        "Tim earns 8 dollars an hour. He works 5 hours on Monday and 3 hours on Tuesday. How much does he earn on Tuesday?",
        24,
    ),
    (
        "Tim earns 8 dollars an hour. Jim earns 10 dollars an hour. They each work 5 hours. How much more does Jim earn than Tim?",
        10,
    ),
    ("Tim earns 8.50 dollars an hour. He works 4 hours. How much does he earn?", 34),
    (
        "A school has 450 students. 120 of them are in the band. How many students are not in the band?",
        330,
    ),
    (
        "A school has 450 students. 120 of them are in the band and 80 are in the choir. How many students are not in the band?",
        330,
    ),
    (
        "A school has 450 students. 120 of them are in the band and 80 are in the choir. How many students are in neither?",
        None,
    ),
    ("A jar has 60 candies. 20% of them are red. How many candies are not red?", 48),
    (
        "A jar has 60 candies. 20% of them are red. The rest are blue. How many blue candies are there?",
        48,
    ),
    ("A jar has 60 candies. 20% of them are red and 30% are green. How many candies are red?", 12),
    (
        "A jar has 60 candies. 20% of them are red and 30% are green. The rest are blue. How many are blue?",
        30,
    ),
    (
        "A jar has 60 candies. 20% of them are red. 30% of the rest are green. How many are green?",
        "72/5",
    ),
    ("A jar has 60 candies. 2/3 of them are red. How many are not red?", 20),
    (
        "A jar has 60 candies. 2/3 of them are red. Tom ate 5 red candies. How many red candies are left?",
        35,
    ),
    (
        "Tom has 5 red marbles and 7 blue marbles. He gives 2 red marbles to Sam. How many blue marbles does Tom have?",
        7,
    ),
    (
        "Tom has 5 red marbles and 7 blue marbles. He gives 2 red marbles to Sam. How many marbles does Tom have?",
        10,
    ),
    (
        "Tom has 5 red marbles and 7 blue marbles. He gives 2 marbles to Sam. How many red marbles does Tom have?",
        None,
    ),
    ("Tom has 5 red marbles. Sam gave him 3 blue marbles. How many red marbles does Tom have?", 5),
    ("Tom has 5 red marbles. Sam gave him 3 blue marbles. How many marbles does Tom have?", 8),
    ("Nancy grew 6 potatoes. Sandy grew 7 potatoes. How many potatoes did they grow in total?", 13),
    ("Nancy grew 6 potatoes. Sandy grew 7 potatoes. How many potatoes did Nancy grow?", 6),
    (
        "Nancy grew 6 potatoes and 4 carrots. Sandy grew 7 potatoes. How many potatoes did they grow in total?",
        13,
    ),
    (
        "Nancy grew 6 potatoes and 4 carrots. Sandy grew 7 potatoes. How many carrots did they grow in total?",
        4,
    ),
    ("Nancy grew 6 potatoes. Sandy grew 7 carrots. How many potatoes did Sandy grow?", None),
    (
        "Nancy and Sandy grew 13 potatoes in total. Sandy grew 7 potatoes. How many potatoes did Nancy grow?",
        6,
    ),
    (
        "Fred has 5 baseball cards. Melanie bought 3 of Fred's baseball cards. How many baseball cards does Fred have now?",
        2,
    ),
    (
        "Fred has 5 baseball cards. Melanie bought 3 of Fred's baseball cards. How many baseball cards did Melanie buy?",
        3,
    ),
    (
        "Fred had 5 baseball cards. Melanie bought some of Fred's baseball cards. Fred has 2 baseball cards now. How many did Melanie buy?",
        3,
    ),
    (
        "Fred has 5 baseball cards. Melanie bought 3 baseball cards. How many baseball cards does Fred have now?",
        5,
    ),
    (
        "Fred has 50 baseball cards. Keith bought 22 of Fred's baseball cards. Fred bought 10 more. How many cards does Fred have now?",
        38,
    ),
    (
        "There are 9 crayons in the drawer. Benny placed 3 crayons in the drawer. How many crayons are now there in total?",
        12,
    ),
    (
        "There are 9 crayons in the drawer. Benny took 3 crayons out of the drawer. How many crayons are in the drawer now?",
        6,
    ),
    (
        "There are 9 crayons in the drawer and 5 crayons on the desk. Benny placed 3 crayons in the drawer. How many crayons are on the desk?",
        5,
    ),
    (
        "There are 9 crayons in the drawer and 5 crayons on the desk. Benny placed 3 crayons in the drawer. How many crayons are in the drawer?",
        12,
    ),
    (
        "Benny placed 3 crayons in the drawer. Now there are 12 crayons in the drawer. How many crayons were in the drawer before?",
        9,
    ),
    (
        "Mike had 34 peaches at his roadside fruit stand. He went to the orchard and picked 52 more peaches. How many peaches does he have now?",
        86,
    ),
    (
        "Mike had 34 peaches at his roadside fruit stand. He went to the orchard and picked more peaches. He now has 86 peaches. How many did he pick?",
        52,
    ),
    (
        "Mike had 34 peaches at his stand. He sold 12 peaches and picked 52 more. How many peaches does he have now?",
        74,
    ),
    (
        "Mike had 34 peaches at his stand. He sold 12 peaches and picked 52 more. How many peaches did he sell?",
        12,
    ),
    (
        "Sandy has 10 books, Benny has 24 books, and Tim has 33 books. How many books do they have together?",
        67,
    ),
    (
        "Sandy has 10 books, Benny has 24 books, and Tim has 33 books. How many books do Sandy and Tim have together?",
        43,
    ),
    (
        "Sandy has 10 books, Benny has 24 books, and Tim has 33 books. How many more books does Tim have than Sandy?",
        23,
    ),
    (
        "Sandy has 10 books, Benny has 24 books, and Tim has 33 books. Benny gave 4 books to Sandy. How many books does Sandy have?",
        14,
    ),
    (
        "Sandy has 10 books, Benny has 24 books, and Tim has 33 books. Benny gave 4 books to Sandy. How many books do they have together?",
        67,
    ),
    (
        "Sandy has 10 books, Benny has 24 books, and Tim has 33 books. Benny lost 4 books. How many books do they have together?",
        63,
    ),
    (
        "A restaurant served 9 pizzas during lunch and 6 during dinner today. How many pizzas were served during lunch?",
        None,
    ),
    (
        "A restaurant served 9 pizzas at lunch and 6 at dinner. How many pizzas were served at dinner?",
        None,
    ),
    (
        "A bakery sold 20 pies on Saturday and 15 pies on Sunday. How many pies were sold on Sunday?",
        15,
    ),
    ("A bakery sold 20 pies on Saturday and 15 pies on Sunday. How many pies were sold?", 35),
    (
        "A bakery sold 20 pies on Saturday and 15 pies on Sunday. How many pies were sold in total?",
        35,
    ),
    (
        "Sara picked 45 pears at the farm and Sally picked 11 pears at home. How many pears were picked at home?",
        11,
    ),
    ("Sara picked 45 pears and Sally picked 11 pears. How many pears were picked in all?", 56),
    (
        "Workers planted 12 trees in the park and 8 trees on the street. How many trees were planted in the park?",
        12,
    ),
    (
        "Workers planted 12 trees in the park and 8 trees on the street. How many trees were planted?",
        20,
    ),
    (
        "Tom ate 4 cookies in the morning and 3 cookies at night. How many cookies were eaten at night?",
        3,
    ),
    ("Tom ate 4 cookies in the morning and 3 cookies at night. How many cookies were eaten?", 7),
    (
        "Jessica had 8 dimes. She gave 3 dimes to her sister. How many dimes does her sister have?",
        None,
    ),
    ("Jessica had 8 dimes. Her sister gave her 3 dimes. How many dimes does Jessica have now?", 11),
    (
        "Jessica had 8 dimes. She got 3 dimes from her sister. How many dimes does Jessica have now?",
        11,
    ),
    (
        "Jessica's sister gave her 3 dimes. Jessica had 8 dimes. How many dimes does Jessica have now?",
        None,
    ),
    (
        "Jessica had 8 dimes. She spent 3 dimes on candy and 2 dimes on gum. How many dimes does she have left?",
        3,
    ),
    (
        "Jessica had 8 dimes. She spent 3 dimes on candy and 2 dimes on gum. How many dimes did she spend on gum?",
        2,
    ),
    (
        "Jessica had 8 dimes. She spent 3 dimes on candy and 2 dimes on gum. How many dimes did she spend?",
        5,
    ),
    (
        "Jessica had 8 dimes and 5 nickels. She spent 3 dimes. How many nickels does she have left?",
        5,
    ),
    (
        "There are 2000 books in a library. 450 books are checked out. How many books are left in the library?",
        1550,
    ),
    (
        "There are 2000 books in a library. 450 books are checked out. How many books are checked out?",
        450,
    ),
    ("A store had 1,500 shirts. It sold 725 shirts. How many shirts does the store have now?", 775),
    (
        "A store had 1,500 shirts. It sold 725 shirts. Then it got 300 more shirts. How many shirts does the store have now?",
        1075,
    ),
    ("A store had 1,500 shirts. It sold 725 shirts. How many shirts did it have at first?", 1500),
    (
        "Ann has 3.5 pounds of nuts. Bob has 2.25 pounds of nuts. How many pounds of nuts do they have together?",
        "23/4",
    ),
    (
        "Ann has 3.5 pounds of nuts. Bob has 2.25 pounds of nuts. How many more pounds of nuts does Ann have than Bob?",
        "5/4",
    ),
    (
        "Ann bought 3.5 pounds of nuts and 2.25 pounds of raisins. How many pounds did she buy in all?",
        "23/4",
    ),
    (
        "Ann bought 3.5 pounds of nuts and 2.25 pounds of raisins. How many pounds of raisins did she buy?",
        "9/4",
    ),
    ("A rope is 12 feet long. Tom cuts off 4.5 feet. How long is the rope now?", "15/2"),
    ("A pizza has 8 slices. Tom ate 3 slices and Jane ate 2 slices. How many slices are left?", 3),
    (
        "A pizza has 8 slices. Tom ate 3 slices and Jane ate 2 slices. How many slices did they eat?",
        5,
    ),
    (
        "A pizza has 8 slices. Tom ate 3 slices and Jane ate 2 slices. How many slices did Jane eat?",
        2,
    ),
    (
        "A pizza has 8 slices. Tom ate 3 slices. Jane ate 2 more slices than Tom. How many slices did Jane eat?",
        5,
    ),
    ("Each box has 12 eggs. Tom buys 5 boxes. He breaks 7 eggs. How many eggs are left?", 53),
    ("Each box has 12 eggs. Tom buys 5 boxes. He breaks 7 eggs. How many boxes did he buy?", 5),
    (
        "Each box has 12 eggs. Tom buys 5 boxes. Each box costs 3 dollars. How much does Tom spend?",
        15,
    ),
    (
        "Each box has 12 eggs. Tom buys 5 boxes. Each box costs 3 dollars. How many eggs does Tom buy?",
        60,
    ),
    ("Tom has 60 eggs. He puts them into boxes of 12. How many boxes does he fill?", 5),
    ("Tom has 65 eggs. He puts them into boxes of 12. How many boxes does he fill?", None),
    ("Lisa walks 3 miles every day. How many miles does she walk in a week?", 21),
    ("Lisa walks 3 miles every day. How many miles does she walk in 10 days?", 30),
    (
        "Lisa walks 3 miles every day. Her brother walks 2 miles every day. How many miles does her brother walk in 10 days?",
        20,
    ),
    (
        "Lisa walks 3 miles every day. She also runs 2 miles every day. How many miles does she walk in 10 days?",
        30,
    ),
    ("A printer prints 20 pages per minute. How many pages does it print in 7 minutes?", 140),
    ("A printer prints 20 pages per minute. How many minutes does it take to print 140 pages?", 7),
    (
        "A printer prints 20 pages per minute. How many minutes does it take to print 150 pages?",
        "15/2",
    ),
    ("A book has 300 pages. Tom read 120 pages. How many pages are left to read?", 180),
    (
        "A book has 300 pages. Tom read 120 pages on Monday and 80 pages on Tuesday. How many pages are left to read?",
        100,
    ),
    ("A book has 300 pages. Tom read 40% of the book. How many pages are left to read?", 180),
    ("A book has 300 pages. Tom read 1/3 of the book. How many pages did he read?", 100),
    ("Tom read 120 pages. He has 180 pages left to read. How many pages does the book have?", 300),
    ("A class has 12 boys and 15 girls. How many students are in the class?", 27),
    ("A class has 12 boys and 15 girls. How many more girls than boys are there?", 3),
    ("A class has 27 students. 12 of them are boys. How many girls are there?", 15),
    ("A class has 12 boys and 15 girls. 4 boys left. How many boys are in the class now?", 8),
    ("A class has 12 boys and 15 girls. 4 boys left. How many students are in the class now?", 23),
    ("A class has 12 boys and some girls. There are 27 students. How many girls are there?", 15),
    ("Tom is 12 years old. His sister is 3 years older. How old is his sister?", 15),
    ("Tom is 12 years old. His sister is 3 years younger. How old is his sister?", 9),
    ("Tom is 12 years old. His father is 3 times as old as Tom. How old is his father?", 36),
    ("Tom is 12 years old. How old will Tom be in 5 years?", 17),
    ("Tom is 12 years old. How old was Tom 5 years ago?", 7),
    ("A farmer has 15 hens. Each hen lays 2 eggs a day. How many eggs does he get in a day?", 30),
    ("A farmer has 15 hens. Each hen lays 2 eggs a day. How many eggs does he get in 7 days?", 210),
    (
        "A farmer has 15 hens and 4 cows. Each hen lays 2 eggs a day. How many eggs does he get in a day?",
        30,
    ),
    (
        "Sam has 7 dollars. He earns 5 dollars. Then he spends 4 dollars. How many dollars does he have?",
        8,
    ),
    ("Sam has $7. He earns $5. Then he spends $4. How much money does he have?", 8),
    ("Sam has $7. He earns $5. Then he spends $4. How much money did he earn?", 5),
    ("Sam earns $5. Then he spends $4. Now he has $8. How much money did he have at first?", 7),
    (
        "Sam has $7. His mother gives him $5. He buys a toy for $4. How much money does he have left?",
        8,
    ),
    ("Sam has $7. He buys a toy for $4 and a book for $2. How much money does he have left?", 1),
    ("Sam has $7. He buys a toy for $4 and a book for $2. How much did the book cost?", 2),
    ("Sam has $7. He buys a toy for $4 and a book for $2. How much did he spend?", 6),
    ("Sam has $7. He buys 2 toys for $4 each. How much money does he have left?", None),
    (
        "Tim has 22 cans of soda. Jeff takes 6 cans of soda from Tim. How many cans of soda does Tim have?",
        16,
    ),
    (
        "Tim has 22 cans of soda. Jeff takes 6 cans of soda from Tim. Tim then buys 5 more. How many cans of soda does Tim have?",
        21,
    ),
    (
        "Tim has 22 cans of soda. Jeff takes 6 cans of soda from Tim. How many cans of soda did Tim have at first?",
        22,
    ),
    (
        "Tim has 22 cans of soda. Jeff has 9 cans of juice. Jeff takes 6 cans of soda from Tim. How many cans of soda does Tim have?",
        16,
    ),
    (
        "Jeff takes 6 cans of soda from Tim. Tim now has 16 cans of soda. How many cans did Tim have before?",
        22,
    ),
    (
        "Sally had 27 Pokemon cards. Dan gave her 41 new Pokemon cards. Sally bought 20 Pokemon cards. How many Pokemon cards does Sally have now?",
        88,
    ),
    (
        "Sally had 27 Pokemon cards. Dan gave her 41 new Pokemon cards. Sally lost 20 Pokemon cards. How many Pokemon cards does Sally have now?",
        48,
    ),
    (
        "Sally had 27 Pokemon cards. Dan gave her 41 new Pokemon cards. How many Pokemon cards did Dan give Sally?",
        41,
    ),
    (
        "Sally had 27 Pokemon cards. Dan gave her 41 new Pokemon cards. Dan had 50 Pokemon cards. How many Pokemon cards does Dan have now?",
        9,
    ),
    (
        "Dan gave Sally 41 Pokemon cards. Now Sally has 68 Pokemon cards. How many did Sally have before?",
        27,
    ),
    (
        "Sally received 41 Pokemon cards from Dan. Sally had 27 Pokemon cards before. How many Pokemon cards does Sally have now?",
        68,
    ),
    (
        "There are 33 oak trees in the park. Workers cut down 18 oak trees. How many oak trees are in the park now?",
        15,
    ),
    (
        "There are 33 oak trees in the park. Workers cut down 18 oak trees. How many oak trees did they cut down?",
        18,
    ),
    (
        "There are 33 oak trees and 12 maple trees in the park. Workers cut down 18 oak trees. How many maple trees are in the park now?",
        12,
    ),
    (
        "Workers cut down 18 oak trees in the park. Now there are 15 oak trees in the park. How many were there before?",
        33,
    ),
    (
        "Sara has 31 red and 15 green balloons. She gave Sandy 24 red balloons. How many red balloons does she have now?",
        7,
    ),
    (
        "Sara has 31 red and 15 green balloons. She gave Sandy 24 red balloons. How many green balloons does she have now?",
        15,
    ),
    (
        "Sara has 31 red and 15 green balloons. She gave Sandy 24 red balloons. How many balloons does she have now?",
        22,
    ),
    ("Sara has 31 red and 15 green balloons. How many balloons does she have?", 46),
    (
        "Sara has 31 red and 15 green balloons. How many more red balloons than green balloons does she have?",
        16,
    ),
    (
        "Dan has 64 violet marbles. He gave Mary 14 of the marbles. How many violet marbles does he have now?",
        50,
    ),
    (
        "Dan has 64 violet marbles. He gave Mary 14 of the marbles. He gave Tom 10 of the marbles. How many violet marbles does he have now?",
        40,
    ),
    (
        "Dan has 64 violet marbles. He gave Mary 14 of the marbles and Tom 10 of the marbles. How many marbles did he give away?",
        24,
    ),
    (
        "Mary found 18 seashells and Jessica found 41 seashells on the beach. How many seashells did they find together?",
        59,
    ),
    (
        "Mary found 18 seashells and Jessica found 41 seashells on the beach. How many more seashells did Jessica find than Mary?",
        23,
    ),
    (
        "Mary found 18 seashells and Jessica found 41 seashells on the beach. How many seashells did Mary find?",
        18,
    ),
    (
        "Mary found 18 seashells and Jessica found 41 seashells. Jessica gave Mary 10 seashells. How many seashells does Mary have now?",
        28,
    ),
    (
        "Mary found 18 seashells and Jessica found 41 seashells. Jessica gave Mary 10 seashells. How many seashells does Jessica have now?",
        31,
    ),
    (
        "Mary found 18 seashells and Jessica found 41 seashells. Mary got 10 seashells from Jessica. How many seashells does Jessica have now?",
        31,
    ),
    (
        "Mary found 18 seashells and Jessica found 41 seashells. Mary got 10 seashells from Jessica. How many seashells do they have together?",
        59,
    ),
    (
        "Mary found 18 seashells and Jessica found 41 starfish. How many seashells did Jessica find?",
        None,
    ),
    (
        "Mary found 18 seashells and Jessica found 41 starfish. How many seashells and starfish did they find?",
        59,
    ),
    (
        "Benny picked 2 apples and Dan picked 9 apples from the apple tree. How many apples were picked in total?",
        11,
    ),
    (
        "Benny picked 2 apples and Dan picked 9 apples from the apple tree. How many apples did Dan pick?",
        9,
    ),
    (
        "Benny picked 2 apples and Dan picked 9 apples from the apple tree. How many apples were picked by Dan?",
        9,
    ),
    (
        "Benny picked 2 apples and Dan picked 9 apples. Dan ate 3 apples. How many apples does Dan have now?",
        6,
    ),
    (
        "Benny picked 2 apples and Dan picked 9 apples. Dan ate 3 apples. How many apples do they have now?",
        8,
    ),
    (
        "Benny picked 2 apples and Dan picked 9 apples. Dan ate 3 apples. How many apples does Benny have now?",
        2,
    ),
    (
        "Joan has 40 blue balloons. Melanie has 41 blue balloons. How many blue balloons do they have in total?",
        81,
    ),
    (
        "Joan has 40 blue balloons. Melanie has 41 blue balloons. How many more blue balloons does Melanie have?",
        1,
    ),
    (
        "Joan has 40 blue balloons. Melanie has 41 blue balloons. Joan gives 5 to Melanie. How many blue balloons does Melanie have?",
        46,
    ),
    (
        "Joan has 40 blue balloons. Melanie has 41 blue balloons. Joan gives 5 to Melanie. How many more blue balloons does Melanie have than Joan now?",
        11,
    ),
    (
        "There are 43 pencils in the drawer and 19 pencils on the desk. Dan placed 16 more pencils on the desk. How many pencils are now there in total?",
        78,
    ),
    (
        "There are 43 pencils in the drawer and 19 pencils on the desk. Dan placed 16 more pencils on the desk. How many pencils are on the desk?",
        35,
    ),
    (
        "There are 43 pencils in the drawer and 19 pencils on the desk. Dan placed 16 more pencils on the desk. How many pencils are in the drawer?",
        43,
    ),
    (
        "There are 43 pencils in the drawer and 19 pencils on the desk. Dan took 16 pencils off the desk. How many pencils are on the desk?",
        3,
    ),
    (
        "There are 43 pencils in the drawer. Dan placed 16 more pencils on the desk. How many pencils are on the desk?",
        None,
    ),
    (
        "Sam had 9 dimes in his bank. His dad gave him 7 dimes. How many dimes does Sam have now?",
        16,
    ),
    (
        "Sam had 9 dimes in his bank. His dad gave him 7 dimes. How many dimes does his dad have now?",
        None,
    ),
    ("Sam had 9 dimes in his bank. He gave his dad 7 dimes. How many dimes does Sam have now?", 2),
    (
        "Sam had 9 dimes in his bank. He gave his dad 10 dimes. How many dimes does Sam have now?",
        None,
    ),
    (
        "A waiter had 14 customers. 3 customers left. How many customers does the waiter have now?",
        11,
    ),
    (
        "A waiter had 14 customers. 3 customers left and 5 new customers came. How many customers does the waiter have now?",
        16,
    ),
    (
        "A waiter had 14 customers. 3 customers left. Then he got 5 more customers. How many customers did he lose?",
        3,
    ),
    (
        "A waiter had 14 customers. Some customers left. Now he has 11 customers. How many customers left?",
        3,
    ),
    ("Each of the 9 students has 4 books. How many books do the students have?", 36),
    (
        "There are 9 students. Each student has 4 books and 2 pens. How many pens do the students have?",
        18,
    ),
    (
        "There are 9 students. Each student has 4 books and 2 pens. How many books do the students have?",
        36,
    ),
    ("There are 9 students. Each student has 4 books. How many students are there?", 9),
    (
        "Jenny has 8 packs of gum. Each pack has 5 sticks. She chewed 7 sticks. How many sticks are left?",
        33,
    ),
    ("Jenny has 8 packs of gum. Each pack has 5 sticks. How many packs does she have?", 8),
    (
        "Jenny has 8 packs of gum. Each pack has 5 sticks. She gave 2 packs to Tom. How many sticks of gum does Tom have?",
        None,
    ),
    ("Tom has 5 apples. Jane has 8 apples. She eats 2 apples. How many apples does Tom have?", 5),
    ("Tom has 5 apples. Jane has 8 apples. He eats 2 apples. How many apples does Jane have?", 8),
    ("Tom has 5 apples. Jane has 8 apples. He eats 2 apples. How many apples does Tom have?", 3),
    (
        "Tom has 5 apples. Jane has 8 apples. They eat 2 apples. How many apples does Tom have?",
        None,
    ),
    (
        "Tom has 5 apples. His sister has 8 apples. She eats 2 apples. How many apples does his sister have?",
        6,
    ),
    ("Tom and Jane have 13 apples. Tom has 5 apples. How many apples does Jane have?", 8),
    ("Tom needs 20 stickers. He has 12 stickers. How many more stickers does he need?", 8),
    (
        "Tom needs 20 stickers. He has 12 stickers. Jane gives him 3 stickers. How many more stickers does he need?",
        5,
    ),
    ("Tom has 12 stickers. He needs 20 stickers. How many stickers does he have?", 12),
    (
        "Tom wants to read 50 pages. He read 20 pages on Monday and 15 pages on Tuesday. How many more pages does he need to read?",
        15,
    ),
    (
        "Sam had 98 pennies in his bank. He spent 93 of his pennies. How many pennies does he have now?",
        5,
    ),
    (
        "Sam had 98 pennies in his bank. He spent 93 of his pennies. How many pennies did he spend?",
        93,
    ),
    (
        "Sam had 98 pennies and 10 dimes in his bank. He spent 93 of his pennies. How many dimes does he have now?",
        10,
    ),
    (
        "Sam spent 93 of his pennies. He has 5 pennies now. How many pennies did he have at first?",
        98,
    ),
    (
        "Sam had 98 pennies in his bank. He spent some of his pennies. He has 5 pennies now. How many pennies did he spend?",
        93,
    ),
    (
        "Sam had 98 pennies in his bank. His sister had 30 pennies. He spent 93 of his pennies. How many pennies does his sister have?",
        30,
    ),
    (
        "Sam had 98 pennies in his bank. His sister had 30 pennies. He spent 93 of his pennies. How many pennies do they have now?",
        35,
    ),
    (
        "Mike has 8 orange marbles. He gave Sam 4 of the marbles. How many orange marbles does Mike have now?",
        4,
    ),
    (
        "Mike has 8 orange marbles and 6 green marbles. He gave Sam 4 of the orange marbles. How many marbles does Mike have now?",
        10,
    ),
    (
        "Mike has 8 orange marbles and 6 green marbles. He gave Sam 4 marbles. How many orange marbles does Mike have now?",
        None,
    ),
    (
        "There were 10 roses in the vase. Jessica cut some more roses from her garden. There are now 18 roses in the vase. How many roses did she cut?",
        8,
    ),
    (
        "There were 10 roses in the vase. Jessica cut 8 more roses from her garden and put them in the vase. How many roses are in the vase now?",
        18,
    ),
    (
        "There were 10 roses and 5 orchids in the vase. Jessica cut 8 more roses and put them in the vase. How many orchids are in the vase now?",
        5,
    ),
    (
        "Jessica cut 8 roses and put them in the vase. There are now 18 roses in the vase. How many roses were in the vase at first?",
        10,
    ),
    (
        "A chef had 40 potatoes. He used 15 potatoes for fries and 10 for soup. How many potatoes are left?",
        15,
    ),
    (
        "A chef had 40 potatoes. He used 15 potatoes for fries and 10 for soup. How many potatoes did he use for soup?",
        10,
    ),
    (
        "A chef had 40 potatoes. He used 15 potatoes for fries and 10 for soup. How many potatoes did he use?",
        25,
    ),
    (
        "A chef needs to cook 15 potatoes. He has already cooked 8. Each potato takes 9 minutes to cook. How long will it take him to cook the rest?",
        63,
    ),
    (
        "A chef needs to cook 15 potatoes. He has already cooked 8. How many potatoes are left to cook?",
        7,
    ),
    (
        "A chef needs to cook 15 potatoes. He has already cooked 8. Each potato takes 9 minutes to cook. How many potatoes has he cooked?",
        8,
    ),
    ("Each potato takes 9 minutes to cook. How long will it take to cook 7 potatoes?", 63),
    (
        "A box of cereal costs 4 dollars. A carton of milk costs 2 dollars. Tom buys 3 boxes of cereal and 2 cartons of milk. How much does he spend?",
        16,
    ),
    (
        "A box of cereal costs 4 dollars. A carton of milk costs 2 dollars. Tom buys 3 boxes of cereal and 2 cartons of milk. How much does he spend on milk?",
        4,
    ),
    (
        "A box of cereal costs 4 dollars. A carton of milk costs 2 dollars. Tom buys 3 boxes of cereal. How much does he spend?",
        12,
    ),
    (
        "A box of cereal costs 4 dollars. Tom buys 3 boxes of cereal. He pays with a 20 dollar bill. How much change does he get?",
        8,
    ),
    (
        "There are 6 rows of chairs. Each row has 8 chairs. 10 chairs are empty. How many chairs are taken?",
        38,
    ),
    ("There are 6 rows of chairs. Each row has 8 chairs. How many chairs are there?", 48),
    ("There are 48 chairs in 6 equal rows. How many chairs are in each row?", 8),
    (
        "There are 6 rows of chairs with 8 chairs in each row. How many more chairs are needed to have 60 chairs?",
        12,
    ),
    (
        "A video game costs 60 dollars. Tom has saved 45 dollars. How much more money does he need?",
        15,
    ),
    (
        "A video game costs 60 dollars. Tom has saved 45 dollars. His sister has 10 dollars. How much more money does Tom need?",
        15,
    ),
    (
        "A video game costs 60 dollars. Tom has saved 75 dollars. How much more money does he need?",
        None,
    ),
    ("Keith has 20 books. Jason has 21 books. How many more books does Jason have than Keith?", 1),
    (
        "Keith has 20 books. Jason has 21 books. Keith gives 5 books to Jason. How many books do they have together?",
        41,
    ),
    ("Keith has 20 books. Jason has 21 magazines. How many books do they have together?", 20),
    (
        "Keith has 20 books. Jason has twice as many books as Keith. How many books do they have together?",
        60,
    ),
    (
        "Keith and Jason have 41 books together. Keith has 20 books. How many books does Jason have?",
        21,
    ),
    (
        "Tom has 9 yellow balloons. Sara has 8 yellow balloons. Tom has 4 red balloons. How many yellow balloons do they have in total?",
        17,
    ),
    ("Tom has 9 yellow balloons. Sara has 8 yellow balloons. How many balloons does Sara have?", 8),
    (
        "Tom has 9 yellow balloons. Sara has 8 red balloons. How many balloons do they have in total?",
        17,
    ),
    (
        "Annie starts with 4 crayons. Matthew gives Annie 36 more. How many crayons did Matthew give Annie?",
        36,
    ),
    (
        "Annie starts with 4 crayons. Matthew gives Annie 36 more. Matthew had 50 crayons. How many crayons does Matthew end with?",
        14,
    ),
    (
        "Annie ends with 40 crayons. Matthew gave Annie 36 crayons. How many crayons did Annie start with?",
        4,
    ),
    (
        "Annie starts with 4 crayons. Annie gives Matthew 3 crayons. How many crayons does Annie end with?",
        1,
    ),
    (
        "Annie starts with 4 crayons. Annie gives Matthew 36 crayons. How many crayons does Annie end with?",
        None,
    ),
    (
        "Mrs. Sheridan has 17 cats. Mr. Sheridan gave her 14 more cats. How many cats did Mr. Sheridan give her?",
        14,
    ),
    (
        "Mrs. Sheridan has 17 cats. She gave Mr. Sheridan 14 cats. How many cats does Mrs. Sheridan have now?",
        3,
    ),
    (
        "Mrs. Sheridan has 17 cats and 3 dogs. Mr. Sheridan gave her 14 more cats. How many cats does Mrs. Sheridan have altogether?",
        31,
    ),
    (
        "Mrs. Sheridan has 17 cats and 3 dogs. Mr. Sheridan gave her 14 more cats. How many pets does Mrs. Sheridan have altogether?",
        None,
    ),
    (
        "Wendy was playing a video game and had 43 lives. In a hard part of the game she lost 8 lives. If she got 39 more lives in the next level, how many lives did she lose?",
        8,
    ),
    (
        "Wendy was playing a video game and had 43 lives. In a hard part of the game she lost 8 lives. How many lives does she have now?",
        35,
    ),
    (
        "Wendy was playing a video game. In a hard part of the game she lost 8 lives. Then she got 39 more lives. Now she has 74 lives. How many lives did she have at first?",
        43,
    ),
    (
        "Connie has 2315 red markers and 1028 blue markers. How many more red markers than blue markers does she have?",
        1287,
    ),
    (
        "Connie has 2315 red markers and 1028 blue markers. How many blue markers does she have?",
        1028,
    ),
    (
        "Connie has 2315 red markers and 1028 blue markers. She gives away 315 red markers. How many markers does she have altogether?",
        3028,
    ),
    ("Connie has 3343 markers. 1028 of them are blue. How many markers are not blue?", 2315),
    (
        "179 birds were sitting in a tree. 38 more birds flew up to the tree. How many birds flew up to the tree?",
        38,
    ),
    (
        "179 birds were sitting in a tree. 38 birds flew away. How many birds were left in the tree?",
        141,
    ),
    (
        "179 birds were sitting in a tree. 38 more birds flew up to the tree. 20 birds were sitting on the fence. How many birds were there altogether in the tree?",
        217,
    ),
    (
        "179 birds were sitting in a tree. 38 more birds flew up to the tree. 20 birds were sitting on the fence. How many birds were there altogether?",
        237,
    ),
    (
        "A bucket contains 3 gallons of water. If Derek adds 6.8 gallons more, how many gallons will there be in all?",
        "49/5",
    ),
    (
        "A bucket contains 9.8 gallons of water. If Derek pours out 6.8 gallons, how many gallons will there be in the bucket?",
        3,
    ),
    (
        "A bucket contains 3 gallons of water. If Derek adds 6.8 gallons more, how many gallons did Derek add?",
        "34/5",
    ),
    (
        "A bucket contains 3 gallons of water and 2 gallons of milk. If Derek adds 6.8 gallons more water, how many gallons of water will there be?",
        "49/5",
    ),
    (
        "Adam had 5 dollars. At the store he spent $2 on a new game. If he got another 5 dollars for his allowance, how much money did he spend?",
        2,
    ),
    (
        "Adam had 5 dollars. At the store he spent $2 on a new game and $1 on candy. How much money does he have now?",
        2,
    ),
    (
        "Adam had 5 dollars. At the store he spent $2 on a new game and $1 on candy. How much money did he spend on candy?",
        1,
    ),
    (
        "Adam had 5 dollars. At the store he spent $7 on a new game. How much money does he have now?",
        None,
    ),
    ("Roger has 95 candies. He gives 3 to Stephanie. How many candies will Stephanie have?", None),
    (
        "Roger has 95 candies. Stephanie has 10 candies. He gives 3 to Stephanie. How many candies will Stephanie have?",
        13,
    ),
    (
        "Roger has 95 candies. Stephanie has 10 candies. Stephanie gives 3 to Roger. How many candies will Roger have?",
        98,
    ),
    (
        "Roger has 95 candies. Stephanie has 10 candies. Roger gives 3 candies to Stephanie. How many more candies does Roger have than Stephanie?",
        79,
    ),
    (
        "Roger gives 3 candies to Stephanie. Now Roger has 92 candies. How many candies did Roger have at first?",
        95,
    ),
    ("Tom had $20. He spent $5 on toys and $3 on candy. How much did he spend on candy?", 3),
    ("Tom had $20. He spent $5 on toys and $3 on candy. How much money did he spend on toys?", 5),
    (
        "Tom had 20 dollars. He spent 5 dollars on toys and 3 dollars on candy. How many dollars did he spend on candy?",
        3,
    ),
    (
        "Tom has 5 apples in his bag and 3 apples in his desk. How many apples does Tom have in his bag?",
        5,
    ),
    ("Tom has 5 apples in his bag and 3 apples in his desk. How many apples does Tom have?", 8),
    (
        "Tom put 5 apples in his bag and 3 apples in his desk. How many apples did Tom put in his bag?",
        5,
    ),
    (
        "Tom baked 12 cookies for the party and 8 cookies for his family. How many cookies did he bake for the party?",
        12,
    ),
    (
        "Tom baked 12 cookies for the party and 8 cookies for his family. How many cookies did he bake?",
        20,
    ),
    (
        "Tom worked 5 hours on Monday and 3 hours on Tuesday. How many hours did he work on Tuesday?",
        3,
    ),
    ("Tom worked 5 hours on Monday and 3 hours on Tuesday. How many hours did he work?", 8),
    (
        "Jenny collected 10 cans at school and 6 cans at home. How many cans did she collect at home?",
        6,
    ),
    ("Jenny collected 10 cans at school and 6 cans at home. How many cans did she collect?", 16),
    (
        "Jenny collected 10 cans at school. Sam collected 6 cans at school. How many cans were collected at school?",
        16,
    ),
    (
        "Jenny collected 10 cans at school and 6 bottles at home. How many cans did she collect at home?",
        None,
    ),
    ("Jenny gave 4 cans to Sam and 3 cans to Tim. How many cans did she give to Tim?", 3),
    (
        "Jenny had 10 cans. She gave 4 cans to Sam and 3 cans to Tim. How many cans did she give away?",
        7,
    ),
    (
        "Jenny had 10 cans. She gave 4 cans to Sam and 3 cans to Tim. How many cans did she give to Sam?",
        4,
    ),
    (
        "Jenny had 10 cans. She gave 4 cans to Sam and 3 cans to Tim. How many cans does she have left?",
        3,
    ),
    (
        "A farmer planted 20 rows of corn in the north field and 15 rows in the south field. How many rows did he plant in the south field?",
        15,
    ),
    (
        "Lucy sold 6 cups of lemonade in the morning and 9 cups in the afternoon. How many cups did she sell in the morning?",
        6,
    ),
    (
        "Lucy sold 6 cups of lemonade in the morning and 9 cups in the afternoon. How many cups of lemonade were sold in the morning?",
        6,
    ),
    (
        "Lucy sold 6 cups of lemonade in the morning and 9 cups in the afternoon. How many more cups did she sell in the afternoon than in the morning?",
        3,
    ),
]


@pytest.mark.parametrize(("text", "answer"), CASES)
def test_variation_answered_correctly_or_refused(text: str, answer: int | str | None) -> None:
    r = solve(text)
    if r.status != "solved":
        return
    assert answer is not None, f"must refuse, answered {r.answer!r}"
    assert Fraction(r.answer) == Fraction(answer)


def test_narrowed_passive_question_refuses() -> None:
    text = (
        "A restaurant served 9 pizzas during lunch and 6 during dinner today. "
        "How many pizzas were served during dinner?"
    )
    assert solve(text).status == "refused"


def test_unnarrowed_passive_question_still_answers() -> None:
    text = "Sara picked 45 pears and Sally picked 11 pears. How many pears were picked in all?"
    r = solve(text)
    assert r.status == "solved"
    assert r.answer == 56


def test_many_variations_are_answered() -> None:
    answered = sum(1 for t, a in CASES if a is not None and solve(t).status == "solved")
    assert answered >= 100


def test_narrowed_active_question_refuses() -> None:
    text = (
        "Jessica had 8 dimes. She spent 3 dimes on candy and 2 dimes on gum. "
        "How many dimes did she spend on gum?"
    )
    assert solve(text).status == "refused"


def test_narrowing_phrase_named_by_every_event_still_answers() -> None:
    r = solve(
        "Joan found 70 seashells on the beach. How many seashells did Joan find on the beach?"
    )
    assert r.status == "solved"
    assert r.answer == 70
    r2 = solve(
        "Joan found 70 seashells on the beach and 5 seashells at home. "
        "How many seashells did Joan find on the beach?"
    )
    assert r2.status == "refused"
