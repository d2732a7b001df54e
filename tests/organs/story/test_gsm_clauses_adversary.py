# ruff: noqa: E501
"""Adversarial variations of the GSM8K-train problems the gsm_clauses constructions answer.

Scaled comparisons of holdings (``6 more than twice as many peaches as Benjy``, ``5 less than
half as many coconut trees as mango trees``, ``$25 less than twice the money Sam has``) and
``, who`` relative clauses on a compared holder (``8 more than Allison, who has 28 marbles``).
Each case is our own variation (renamed, renumbered, reordered, a distractor, another
quantity asked, the comparison flipped, a needed fact removed); every answer was computed by
hand. Each must be answered with exactly that value by the whole pipeline, or refused; a case
whose answer is None must be refused.
"""

from __future__ import annotations

from fractions import Fraction

import pytest

from mathcore import solve

CASES: list[tuple[str, int | Fraction | None]] = [
    # mango and coconut trees: coconut = mango / 2 - 5
    (
        "Randy has 60 mango trees on his farm. He also has 5 less than half as many coconut trees as mango trees. How many trees does Randy have in all on his farm?",
        85,
    ),
    (
        "Lena has 80 mango trees on her farm. She also has 4 less than half as many coconut trees as mango trees. How many trees does Lena have in all on her farm?",
        116,
    ),
    (
        "Randy has 60 mango trees on his farm. He also has 5 less than half as many coconut trees as mango trees. How many coconut trees does Randy have?",
        25,
    ),
    (
        "Randy has 60 mango trees on his farm. He also has 5 more than twice as many coconut trees as mango trees. How many trees does Randy have in all on his farm?",
        185,
    ),
    (
        "Randy has 61 mango trees on his farm. He also has 5 less than half as many coconut trees as mango trees. How many trees does Randy have in all on his farm?",
        None,
    ),
    (
        "Randy has some mango trees on his farm. He also has 5 less than half as many coconut trees as mango trees. How many trees does Randy have in all on his farm?",
        None,
    ),
    (
        "Randy has 5 less than half as many coconut trees as mango trees. He has 60 mango trees. How many trees does Randy have in all?",
        85,
    ),
    (
        "Randy has 25 coconut trees on his farm. He also has 5 less than half as many coconut trees as mango trees. How many mango trees does Randy have?",
        60,
    ),
    (
        "Randy has 60 mango trees on his farm. He also has 5 less than half as many coconut trees as mango trees. How many pear trees does Randy have?",
        None,
    ),
    (
        "Randy has 60 mango trees on his farm. His sister has 9 mango trees. He also has 5 less than half as many coconut trees as mango trees. How many coconut trees does Randy have?",
        25,
    ),
    # roommates: John = 2 x Bob + 5
    (
        "John has five more roommates than twice as many as Bob. If Bob has 10 roommates, how many roommates does John have?",
        25,
    ),
    (
        "Mia has seven more stickers than three times as many as Leo. If Leo has 12 stickers, how many stickers does Mia have?",
        43,
    ),
    (
        "John has five more roommates than twice as many as Bob. If John has 25 roommates, how many roommates does Bob have?",
        10,
    ),
    (
        "John has five more roommates than twice as many as Bob. If Bob has 10 roommates, how many roommates do they have altogether?",
        35,
    ),
    (
        "John has five more roommates than twice as many as Bob. If John has 26 roommates, how many roommates does Bob have?",
        None,
    ),
    (
        "John has five fewer roommates than twice as many as Bob. If Bob has 10 roommates, how many roommates does John have?",
        15,
    ),
    (
        "John has five more roommates than twice as many as Bob. How many roommates does John have?",
        None,
    ),
    (
        "John has five more roommates than twice as many as Bob. If Bob has 10 roommates, how many cats does John have?",
        None,
    ),
    (
        "John has five more roommates than twice as many as Bob. If Bob has 10 roommates, how many roommates does Carl have?",
        None,
    ),
    # cookies: Frank = Mike / 2 - 3, Mike = 3 x Millie
    (
        "Frank has three less than half the number of cookies as Mike. Mike has three times as many cookies as Millie. If Millie has 4 cookies, how many cookies does Frank have?",
        3,
    ),
    (
        "Frank has three less than half the number of cookies as Mike. Mike has three times as many cookies as Millie. If Millie has 6 cookies, how many cookies does Frank have?",
        6,
    ),
    (
        "Frank has three more than half the number of cookies as Mike. Mike has three times as many cookies as Millie. If Millie has 4 cookies, how many cookies does Frank have?",
        9,
    ),
    (
        "Frank has three less than half the number of cookies as Mike. Mike has three times as many cookies as Millie. If Millie has 5 cookies, how many cookies does Frank have?",
        None,
    ),
    (
        "Frank has three less than half the number of cookies as Mike. Mike has three times as many cookies as Millie. If Millie has 4 cookies, how many cookies does Mike have?",
        12,
    ),
    (
        "Frank has three less than half the number of cookies as Mike. Mike has three times as many cookies as Millie. How many cookies does Frank have?",
        None,
    ),
    (
        "Frank has three less than half the number of cookies as Mike. Mike has three times as many cookies as Millie. If Millie has 4 cookies, how many cookies do they have in total?",
        19,
    ),
    # peaches: Martine = 2 x Benjy + 6, Benjy = Gabrielle / 3
    (
        "Martine has 6 more than twice as many peaches as Benjy. Benjy has one-third as many peaches as Gabrielle. If Martine has 16 peaches, how many does Gabrielle have?",
        15,
    ),
    (
        "Martine has 6 more than twice as many peaches as Benjy. Benjy has one-third as many peaches as Gabrielle. If Martine has 16 peaches, how many does Benjy have?",
        5,
    ),
    (
        "Martine has 6 more than twice as many peaches as Benjy. Benjy has one-third as many peaches as Gabrielle. If Martine has 22 peaches, how many does Gabrielle have?",
        24,
    ),
    (
        "Martine has 6 more than twice as many peaches as Benjy. Benjy has one-third as many peaches as Gabrielle. If Martine has 17 peaches, how many does Gabrielle have?",
        None,
    ),
    (
        "Nora has 4 more than three times as many plums as Ivan. Ivan has half as many plums as Zoe. If Nora has 31 plums, how many does Zoe have?",
        18,
    ),
    (
        "Martine has 6 more than twice as many peaches as Benjy. Benjy has one-third as many peaches as Gabrielle. If Martine has 16 peaches, how many apples does Gabrielle have?",
        None,
    ),
    (
        "Martine has 6 more than twice as many peaches as Benjy. Benjy has one-third as many peaches as Gabrielle. How many does Gabrielle have?",
        None,
    ),
    # money: Billy = 2 x Sam - 25
    (
        "Billy has $25 less than twice the money Sam has. If Sam has $75, how much money do they have together?",
        200,
    ),
    (
        "Billy has $25 less than twice the money Sam has. If Sam has $75, how much money does Billy have?",
        125,
    ),
    (
        "Billy has $25 more than twice the money Sam has. If Sam has $75, how much money do they have together?",
        250,
    ),
    (
        "Billy has $25 less than twice the money Sam has. If Billy has $125, how much money does Sam have?",
        75,
    ),
    (
        "Rosa has $30 less than three times the money Ken has. If Ken has $40, how much money do they have together?",
        130,
    ),
    ("Billy has $25 less than twice the money Sam has. How much money does Billy have?", None),
    (
        "Billy has 25 less than twice the money Sam has. If Sam has $75, how much money do they have together?",
        200,
    ),
    # who: the compared holder's own clause
    (
        "Simon has 20% more legos than Bruce, who has 20 more than Kent. If Kent has 40 legos, how many does Simon have?",
        72,
    ),
    (
        "Simon has 20% more legos than Bruce, who has 20 more than Kent. If Kent has 30 legos, how many does Simon have?",
        60,
    ),
    (
        "Simon has 20% more legos than Bruce, who has 20 more than Kent. If Kent has 40 legos, how many does Bruce have?",
        60,
    ),
    (
        "Simon has 20% more legos than Bruce, who has 20 fewer than Kent. If Kent has 40 legos, how many does Simon have?",
        24,
    ),
    (
        "Simon has 20% more legos than Bruce who has 20 more than Kent. If Kent has 40 legos, how many does Simon have?",
        72,
    ),
    (
        "Simon has 20% more legos than Bruce, who has 20 more than Kent. How many does Simon have?",
        None,
    ),
    (
        "Albert has three times as many marbles as Angela. Angela has 8 more than Allison, who has 28 marbles. How many marbles do Albert and Allison have?",
        136,
    ),
    (
        "Albert has three times as many marbles as Angela. Angela has 8 more than Allison, who has 28 marbles. How many marbles does Angela have?",
        36,
    ),
    (
        "Albert has three times as many marbles as Angela. Angela has 8 more than Allison, who has 28 marbles. How many marbles do they have altogether?",
        172,
    ),
    (
        "Albert has three times as many marbles as Angela. Angela has 8 fewer than Allison, who has 28 marbles. How many marbles do Albert and Allison have?",
        88,
    ),
    (
        "Hugo has twice as many buttons as Iris. Iris has 5 more than Jonas, who has 11 buttons. How many buttons does Hugo have?",
        32,
    ),
    (
        "Albert has three times as many marbles as Angela. Angela, who has 28 marbles, has 8 more than Allison. How many marbles does Allison have?",
        20,
    ),
    (
        "Albert has three times as many marbles as Angela. Angela has 8 more than Allison, who has 28 marbles. How many marbles does Carla have?",
        None,
    ),
    (
        "Paula bought 3 fewer cookies than Paul, who bought 45 cookies. How many cookies did Paula buy?",
        42,
    ),
    (
        "Paula bought 3 fewer cookies than Paul, who bought 45 cookies. How many cookies did they buy altogether?",
        87,
    ),
    (
        "Tara has 6 more pens than her brother Max, who has 9 pens. How many pens does Tara have?",
        15,
    ),
    # necklaces: Jason = Haley - 5, Josh = Jason / 2
    (
        "Haley has 5 more necklaces than Jason. Josh has half the number of necklaces as Jason. If Haley has 25 necklaces, how many more necklaces does Haley have than Josh?",
        15,
    ),
    (
        "Haley has 5 more necklaces than Jason. Josh has half the number of necklaces as Jason. If Haley has 25 necklaces, how many necklaces does Josh have?",
        10,
    ),
    (
        "Haley has 5 more necklaces than Jason. Josh has half the number of necklaces as Jason. If Haley has 27 necklaces, how many more necklaces does Haley have than Josh?",
        16,
    ),
    (
        "Haley has 5 more necklaces than Jason. Josh has half the number of necklaces as Jason. If Haley has 26 necklaces, how many more necklaces does Haley have than Josh?",
        None,
    ),
    (
        "Haley has 5 more necklaces than Jason. Josh has three times the number of necklaces as Jason. If Haley has 25 necklaces, how many more necklaces does Josh have than Haley?",
        35,
    ),
    (
        "Mina has 3 more rings than Jo. Eve has half the number of rings as Jo. If Mina has 13 rings, how many more rings does Mina have than Eve?",
        8,
    ),
    (
        "Haley has 5 more necklaces than Jason. Josh has half the number of necklaces as Jason. How many more necklaces does Haley have than Josh?",
        None,
    ),
    # turtles: Kris = Kristen / 4, Trey = 7 x Kris
    (
        "Trey has 7 times as many turtles as Kris. Kris has 1/4 as many turtles as Kristen has. How many more turtles does Trey have than Kristen, if Kristen has 12?",
        9,
    ),
    (
        "Trey has 7 times as many turtles as Kris. Kris has 1/4 as many turtles as Kristen has. How many more turtles does Trey have than Kristen, if Kristen has 20?",
        15,
    ),
    (
        "Trey has 7 times as many turtles as Kris. Kris has 1/4 as many turtles as Kristen has. How many more turtles does Trey have than Kristen, if Kristen has 10?",
        None,
    ),
    (
        "Trey has 7 times as many turtles as Kris. Kris has 1/3 as many turtles as Kristen has. How many more turtles does Trey have than Kristen, if Kristen has 12?",
        16,
    ),
    (
        "Trey has 7 times as many turtles as Kris. Kris has 1/4 as many turtles as Kristen has. If Kristen has 12 turtles, how many turtles does Kris have?",
        3,
    ),
    (
        "Trey has 7 times as many turtles as Kris. Kris has 1/4 as many turtles as Kristen has. How many more turtles does Trey have than Kristen?",
        None,
    ),
    # pens in a drawer: black = red + 10, blue = red + 7
    (
        "There are 8 red pens in Maria's desk drawer. There are 10 more black pens than red pens. There are also 7 more blue pens than red pens. How many pens are there in all?",
        41,
    ),
    (
        "There are 8 red pens in Maria's desk drawer. There are 10 more black pens than red pens. There are also 7 more blue pens than red pens. How many black pens are there?",
        18,
    ),
    (
        "There are 8 red pens in Maria's desk drawer. There are 10 more black pens than red pens. There are also 7 fewer blue pens than black pens. How many pens are there in all?",
        37,
    ),
    (
        "There are 12 green cups in Omar's cupboard. There are 3 more white cups than green cups. There are also 2 more pink cups than green cups. How many cups are there in all?",
        41,
    ),
    (
        "There are 8 red pens in Maria's desk drawer and 3 red pens in her bag. There are 10 more black pens than red pens. How many pens are there in all?",
        None,
    ),
    (
        "Tom has 4 red pens. There are 8 red pens in Maria's desk drawer. There are 10 more black pens than red pens. How many pens are there in all?",
        None,
    ),
    (
        "There are 8 red pens in Maria's desk drawer. There are 10 more black pens than red pens. There are also 7 more blue pens than red pens. How many pencils are there in all?",
        None,
    ),
    # albums: Bridget = Adele - 15, Katrina = 6 x Bridget, Miriam = 5 x Katrina
    (
        "Miriam has five times as many albums as Katrina. Katrina has six times the number of albums as Bridget. Bridget has 15 fewer albums than Adele. How many albums do they have together if Adele has 30 albums?",
        585,
    ),
    (
        "Miriam has five times as many albums as Katrina. Katrina has six times the number of albums as Bridget. Bridget has 15 fewer albums than Adele. How many albums does Miriam have if Adele has 30 albums?",
        450,
    ),
    (
        "Miriam has five times as many albums as Katrina. Katrina has six times the number of albums as Bridget. Bridget has 15 fewer albums than Adele. How many albums do they have together if Adele has 20 albums?",
        205,
    ),
    (
        "Miriam has five times as many albums as Katrina. Katrina has six times the number of albums as Bridget. Bridget has 15 fewer albums than Adele. How many albums do they have together if Adele has 10 albums?",
        None,
    ),
    (
        "Miriam has five times as many albums as Katrina. Katrina has half the number of albums as Bridget. Bridget has 15 fewer albums than Adele. How many albums do they have together if Adele has 30 albums?",
        None,
    ),
    (
        "Miriam has five times as many albums as Katrina. Katrina has six times the number of albums as Bridget. Bridget has 15 fewer albums than Adele. How many albums do they have together?",
        None,
    ),
    # berries: Steve = Skylar / 2, Stacy = 3 x Steve + 2
    (
        "Stacy has 2 more than triple as many berries as Steve. Steve has one half as many berries as Skylar. If Skylar has 20 berries, how many berries does Stacy have?",
        32,
    ),
    (
        "Stacy has 2 more than triple as many berries as Steve. Steve has one half as many berries as Skylar. If Skylar has 30 berries, how many berries does Stacy have?",
        47,
    ),
    (
        "Stacy has 2 more than triple as many berries as Steve. Steve has one half as many berries as Skylar. If Skylar has 21 berries, how many berries does Stacy have?",
        None,
    ),
    (
        "Stacy has 2 fewer than triple as many berries as Steve. Steve has one half as many berries as Skylar. If Skylar has 20 berries, how many berries does Stacy have?",
        28,
    ),
    (
        "Stacy has 2 more than triple as many berries as Steve. Steve has one half as many berries as Skylar. If Skylar has 20 berries, how many berries does Steve have?",
        10,
    ),
    (
        "Stacy has 2 more than triple as many berries as Steve. Steve has one half as many berries as Skylar. If Stacy has 32 berries, how many berries does Skylar have?",
        20,
    ),
    (
        "Stacy has 2 more than triple as many berries as Steve. Steve has one half as many berries as Skylar. How many berries does Stacy have?",
        None,
    ),
    # video games: Julia = Tory / 3, Theresa = 3 x Julia + 5
    (
        "Theresa has 5 more than thrice as many video games as Julia. Julia has a third as many video games as Tory. If Tory has 6 video games, how many video games does Theresa have?",
        11,
    ),
    (
        "Theresa has 5 more than thrice as many video games as Julia. Julia has a third as many video games as Tory. If Tory has 9 video games, how many video games does Theresa have?",
        14,
    ),
    (
        "Theresa has 5 more than thrice as many video games as Julia. Julia has a third as many video games as Tory. If Tory has 7 video games, how many video games does Theresa have?",
        None,
    ),
    (
        "Theresa has 5 more than thrice as many video games as Julia. Julia has a quarter as many video games as Tory. If Tory has 8 video games, how many video games does Theresa have?",
        11,
    ),
    (
        "Theresa has 5 fewer than thrice as many video games as Julia. Julia has a third as many video games as Tory. If Tory has 6 video games, how many video games does Theresa have?",
        1,
    ),
    (
        "Theresa has 5 fewer than thrice as many video games as Julia. Julia has a third as many video games as Tory. If Tory has 3 video games, how many video games does Theresa have?",
        None,
    ),
    # stamps: Nelly = Kylie + 44 (an appositive name)
    (
        "Kylie has 34 stamps in her collection. Her friend, Nelly, has 44 more stamps than Kylie. How many stamps do Kylie and Nelly have together?",
        112,
    ),
    (
        "Omar has 20 cards in his collection. His cousin, Lena, has 15 more cards than Omar. How many cards do Omar and Lena have together?",
        55,
    ),
    (
        "Kylie has 50 stamps in her collection. Her friend, Nelly, has 44 fewer stamps than Kylie. How many stamps do Kylie and Nelly have together?",
        56,
    ),
    (
        "Kylie has 34 stamps in her collection. Her friend, Nelly, has 44 more stamps than Kylie. How many stamps does Nelly have?",
        78,
    ),
    (
        "Kylie has 34 stamps in her collection. Her book, Nelly, has 44 more stamps than Kylie. How many stamps does Nelly have?",
        None,
    ),
    (
        "Kylie has 34 stamps in her collection. Her friend, Nelly, has 44 more stamps than Kylie. How many coins does Nelly have?",
        None,
    ),
    # lemonade: Stanley 4 an hour, Carl 7 an hour (an appositive name)
    (
        "Stanley sold 4 cups of lemonade an hour. His brother, Carl, sold 7 cups of lemonade an hour. How many more cups did Carl sell than Stanley in 3 hours?",
        9,
    ),
    (
        "Stanley sold 4 cups of lemonade an hour. His brother, Carl, sold 7 cups of lemonade an hour. How many more cups did Carl sell than Stanley in 5 hours?",
        15,
    ),
    (
        "Stanley sold 4 cups of lemonade an hour. His sister, Ann, sold 9 cups of lemonade an hour. How many more cups did Ann sell than Stanley in 3 hours?",
        15,
    ),
    (
        "Stanley sold 4 cups of lemonade an hour. His brother, Carl, sold 7 cups of lemonade an hour. How many cups did Carl sell in 3 hours?",
        21,
    ),
    (
        "Stanley sold 4 cups of lemonade an hour. His brother, Carl, sold 7 cups of lemonade an hour. How many more cups did Stanley sell than Carl in 3 hours?",
        None,
    ),
    # cards in a bag: baseball = football - 50, football = 4 x hockey
    (
        "A bag contains 50 fewer baseball cards than football cards. There are 4 times as many football cards as hockey cards. If there are 200 hockey cards in the bag, how many cards are there altogether?",
        1750,
    ),
    (
        "A bag contains 50 fewer baseball cards than football cards. There are 4 times as many football cards as hockey cards. If there are 100 hockey cards in the bag, how many cards are there altogether?",
        850,
    ),
    (
        "A bag contains 50 fewer baseball cards than football cards. There are 4 times as many football cards as hockey cards. If there are 200 hockey cards in the bag, how many baseball cards are there?",
        750,
    ),
    (
        "A bag contains 50 more baseball cards than football cards. There are 3 times as many football cards as hockey cards. If there are 10 hockey cards in the bag, how many cards are there altogether?",
        120,
    ),
    (
        "A bag contains 50 fewer baseball cards than football cards. There are 4 times as many football cards as hockey cards. If there are 200 hockey cards in the box, how many cards are there altogether?",
        None,
    ),
    (
        "A bag contains 50 fewer baseball cards than football cards. There are 4 times as many football cards as hockey cards. If there are 10 hockey cards in the bag, how many cards are there altogether?",
        None,
    ),
    (
        "Tom has 50 fewer baseball cards than football cards. There are 4 times as many football cards as hockey cards. If there are 200 hockey cards, how many cards are there altogether?",
        None,
    ),
    # toads: Jim = Tim + 20, Sarah = 2 x Jim
    (
        "Tim has 30 toads. Jim has 20 more toads than Tim does. Sarah has twice as many toads as Jim does. How many toads does Sarah have?",
        100,
    ),
    (
        "Tim has 30 toads. Jim has 20 more toads than Tim does. Sarah has twice as many toads as Jim does. How many toads does Jim have?",
        50,
    ),
    (
        "Tim has 12 toads. Jim has 5 fewer toads than Tim does. Sarah has three times as many toads as Jim does. How many toads does Sarah have?",
        21,
    ),
    (
        "Jim has 20 more toads than Tim does. Sarah has twice as many toads as Jim does. If Sarah has 100 toads, how many toads does Tim have?",
        30,
    ),
    (
        "Jim has 20 more toads than Tim does. Sarah has twice as many toads as Jim does. If Sarah has 101 toads, how many toads does Tim have?",
        None,
    ),
    (
        "Tim has 30 toads. Jim has 20 more toads than Tim does. Sarah has twice as many toads as Jim does. How many frogs does Sarah have?",
        None,
    ),
    (
        "Tim has 30 toads. Jim has 20 more toads than Tim does. Sarah has twice as many toads as Jim does. How many toads does Omar have?",
        None,
    ),
]


@pytest.mark.parametrize(("text", "expected"), CASES, ids=[f"c{i:02d}" for i in range(len(CASES))])
def test_variation_is_answered_correctly_or_refused(
    text: str, expected: int | Fraction | None
) -> None:
    out = solve(text)
    value = getattr(out, "answer", None)
    if value is None:
        return  # a refusal is always allowed
    assert expected is not None, f"answered {value}, must refuse: {text}"
    assert Fraction(value) == Fraction(expected), f"answered {value}, expected {expected}: {text}"


def test_most_variations_with_an_answer_are_answered() -> None:
    """The constructions read their own variations (not only refuse them)."""
    answerable = [(t, e) for t, e in CASES if e is not None]
    answered = [t for t, _e in answerable if getattr(solve(t), "answer", None) is not None]
    assert len(answered) >= len(answerable) * 2 // 3, len(answered)
