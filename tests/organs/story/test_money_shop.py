# ruff: noqa: E501
"""Shopping stories (gsm_money_shop): item lists with a single item named beside a narrowed
one, ``spent another $N``, ``pay for everything / them / it``, money left ``to buy more``,
money ``at first``, and the gender of a possessive role (``Bruce's aunt gave him``).

Our own stories with hand-computed answers, one refusal per guard, and hypothesis
generalization over names, items, numbers, orders and distractor sentences."""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from story_outcome import answer, answer_or_reason

from mathcore.organs.story.gsm_money_shop import elided_surface
from mathcore.organs.story.model import Event, Kind

GOLD = [
    # a single item (a modifier noun: "basketball") beside a narrowed one ("pair of shorts")
    (
        "Omar had $60. He bought 3 caps that cost $4 each, a basketball that cost $15, and a pair of socks that cost $6. How much money does Omar have left?",
        27,
    ),
    (
        "Ruth had $40. She bought a book for $12, and a pair of socks for $9. How much money does Ruth have left?",
        19,
    ),
    ("Sam has 3 green and 5 red marbles. How many marbles does Sam have?", 8),
    # another spending
    (
        "Lena had $20. She spent $3 on a sandwich, and then she spent another $4. How much money does Lena have left?",
        13,
    ),
    (
        "Lena had 20 dollars. She spent $2.50 on juice, and then spent another $1.25. How much money does Lena have left?",
        Fraction(65, 4),
    ),
    # paying for everything / them / it
    ("Carl buys 6 pens for $2 each. How much did he pay for everything?", 12),
    (
        "Carl buys 6 pens for $2 each and 2 rulers for $3 each. How much does he have to pay for everything?",
        18,
    ),
    ("Carl buys 6 pens. Each pen costs $2. How much did Carl pay for them?", 12),
    ("Carl bought a lamp for $25. How much did he pay for it?", 25),
    # money left to buy more
    (
        "Nora had $30 to spend at the toy store. She bought 2 books that cost $7 each. How much money does Nora have left to buy more books?",
        16,
    ),
    # money at first
    (
        "Frank spent $40 on groceries. Now he has $360 left. How much money did he have at first?",
        400,
    ),
    (
        "Frank spent $40 on groceries and $20 on a book. Now he has $360. How much money did Frank have to begin with?",
        420,
    ),
    ("Dora had $75. She spent $15 on lunch. How much money did Dora have in the beginning?", 75),
    (
        "Frank spent $40 on groceries. Now he has $360 left. How much money did he have originally?",
        400,
    ),
    (
        "Frank spent $40 on groceries. Now he has $360 left. How much money did he have initially?",
        400,
    ),
    # a possessive role's gender picks the pronoun's referent
    (
        "Bruce's aunt gave him $50. He bought 4 shirts that cost $6 each. How much money does Bruce have left?",
        26,
    ),
    (
        "Mia's uncle gave her $30. She bought 2 scarves that cost $8 each. How much money does Mia have left?",
        14,
    ),
]


GOLD += [
    # a part of what the holder has left
    (
        "Jake has $60. He spends $20 on a game, and then spends half of what is left on a ticket. Jake then loses a fourth of what he has left. How much money does he have left?",
        15,
    ),
    (
        "Ava has 40 marbles. She gave 10 marbles to Ann. She gave away half of what she had left. How many marbles does Ava have?",
        15,
    ),
    # purchases and sales at a price per unit
    (
        "Ines had $20. She bought 3 pounds of peaches at $2 per pound. How much money did she have left?",
        14,
    ),
    (
        "Ines had $20. She bought 3 pounds of peaches, which are $2 per pound. How much money did she have left?",
        14,
    ),
    (
        "Ines bought 3 pounds of peaches for $2 a pound and 5 pounds of apples at $4 per pound. How much did she spend?",
        26,
    ),
    ("Omar sold 20 cookies at $1 per cookie. How much money did he make?", 20),
    ("Ann bought 20 pounds of fudge for $2.50/pound. How much did she spend?", 50),
    ("Tim had $10. He spent $3 on a toy. How much money in total is he left with?", 7),
    ("Tim had $10. He spent $3 on a toy. How much money will Tim be left with?", 7),
    # a seller's price, and a sale of all the seller holds
    (
        "Ann baked 20 cookies. She sells each cookie for $2. How much money will she make if she sells all of them?",
        40,
    ),
    (
        "Ann baked 20 cookies and ate 4. She sells cookies for $2 each. How much money does she make if she sells all of her cookies?",
        32,
    ),
    (
        "Ann baked 20 cookies. Each cookie sells for $2. She sold all of them. How much money did she make?",
        40,
    ),
    # prices told with a redundant "each", of a bare plural; money in a piggy bank; money taken along
    ("A shirt costs $10 each. Tom bought 3 shirts. How much did he spend?", 30),
    ("Eggs cost $2 each. Tom bought 3 eggs. How much did he spend?", 6),
    ("All the candies cost $2.50 each. Tom bought 4 candies. How much did he spend?", 10),
    ("Nora has $55 in her piggy bank. She spent $7. How much money does she have left?", 48),
    ("Sid takes $48 with him. He spent $7. How much money does he have left?", 41),
    ("Tom earned $10. Then he bought 2 pens for $3 each. How much money does he have?", 4),
    # paying for one kind
    ("Tim buys 3 dozen eggs. Eggs cost $.50 each. How much did he pay for eggs?", 18),
    (
        "Tim buys 3 red shirts and 2 blue shirts. Red shirts cost $2 each. Blue shirts cost $3 each. How much did he pay for the shirts?",
        12,
    ),
    # money at first: what is left plus what the purchases cost
    (
        "Nora has some money. She buys 3 pens for $2 each and a book for $10. She has $5 left. How much money did Nora have at first?",
        21,
    ),
    (
        "Ana has $120. The cafe across the street sells muffins for $3 each. Ana buys 6 muffins. How much money does Ana have left?",
        102,
    ),
    # money's worth of things
    ("Tim had $10. He buys $3 worth of candy. How much money does he have left?", 7),
    ("Tim had $10. He buys 3 dollars worth of candy. How much did he spend?", 3),
    # another gift
    ("Tim had $10. His mom gives him another $8. How much money does he have?", 18),
]


@pytest.mark.parametrize(("text", "expected"), GOLD)
def test_gold(text: str, expected: int | Fraction) -> None:
    assert answer(text) == expected


REFUSE = [
    # "them" with two kinds bought: which?
    (
        "Carl buys 6 pens for $2 each and 2 rulers for $3 each. How much did he pay for them?",
        "question_target_unbound",
    ),
    (
        "Carl buys 6 pens for $2 each and 2 rulers for $3 each. How much did he pay for it?",
        "question_target_unbound",
    ),
    # nothing bought by the payer
    (
        "Ann buys 6 pens for $2 each. Carl has $5. How much did Carl pay for everything?",
        "question_target_unbound",
    ),
    # the uncle is a "he" too: the pronoun has two antecedents
    (
        "Jeremy's uncle gave him $50. He bought 4 shirts that cost $6 each. How much money does Jeremy have left?",
        "ambiguous_reference",
    ),
    # a count asked after "to buy": a need, not the money left
    (
        "Nora had $30. She bought 2 books that cost $7 each. How much money does Nora have left to buy 3 more books?",
        "unreadable_question",
    ),
]


REFUSE += [
    # money at first: a purchase without its price, or a sale, is not read
    (
        "Nora has some money. She buys 3 pens. She has $5 left. How much money did Nora have at first?",
        "question_target_unbound",
    ),
    (
        "Nora has some money. She sells 3 pens for $2 each. She has $5 left. How much money did Nora have at first?",
        "unused_number",
    ),
    # a price scoped to a class or a time: the things bought may be of another
    (
        "Tickets cost $5 each for adults. Tom bought 4 tickets. How much did he spend?",
        "unreadable_sentence",
    ),
    (
        "A ticket costs $5 each on Monday. Tom bought 4 tickets. How much did he spend?",
        "unreadable_sentence",
    ),
    (
        "Ann baked 20 cookies. She sells each cookie for $2 on Mondays. How much money will she make if she sells all of them?",
        "unreadable_sentence",
    ),
    # a purchase before any money: paid with money the story never gives
    (
        "Tom bought 2 pens for $3 each. Then he earned $10. How much money does he have?",
        "unbound_quantity",
    ),
    # paying for a kind not bought, a narrower kind than bought, or beside other spending
    (
        "Tim buys 3 eggs. Eggs cost $2 each. How much did he pay for the apples?",
        "question_target_unbound",
    ),
    (
        "Tim buys 3 shirts. Each shirt costs $2. How much did he pay for the red shirts?",
        "question_target_unbound",
    ),
    (
        "Tim buys 3 eggs. Eggs cost $2 each. He spent $4 on milk. How much did he pay for the eggs?",
        "question_target_unbound",
    ),
    # all of what another holds
    (
        "Ann baked 20 cookies. Tom sells each cookie for $2. How much money will Tom make if he sells all of them?",
        "unbound_quantity",
    ),
    # a price without the sale told
    (
        "Ann baked 20 cookies. She sells each cookie for $2. How much money will she make?",
        "question_target_unbound",
    ),
    # all of an amount never given
    (
        "Ann has some cookies. She sells each cookie for $2. How much money will she make if she sells all of them?",
        "invalid_reading",
    ),
    # "all" of a kind: a sale only
    (
        "Ann baked 20 cookies. She gave each cookie for $2. How much money will she make?",
        "unreadable_sentence",
    ),
    (
        "Oliver had $40 and 200 quarters. He spent $5 on lunch. How much money did he have at first?",
        "question_target_unbound",
    ),
    (
        "Oliver had $40 and 8 dimes. He bought 2 pens for $3 each. How much money does Oliver have left to buy more pens?",
        "question_target_unbound",
    ),
    # coins are money too: "left with" does not read them beside purchases (over coins and
    # dollars only, solver6 hands it to coin_money: test_solver6)
    (
        "Oliver has $40 and 200 quarters. He buys a pen for $5. How much money in total is he left with?",
        "question_target_unbound",
    ),
    # buying or selling money is no change of money held ("buys $50 in pants" read +$50)
    ("John had $100. He buys $50 in pants. How much money does he have?", "unit_mismatch"),
    ("John had $100. He bought $50. How much money does he have?", "unit_mismatch"),
    ("John had $100. He sold $30. How much money does he have?", "unit_mismatch"),
    # "at $20" alone: each, or for all three?
    ("Sam bought 3 shirts at $20. How much did he spend?", "unreadable_sentence"),
    # the unit priced is not the unit counted
    (
        "Ines had $20. She bought 3 bags of apples at $2 per apple. How much money did she have left?",
        "unreadable_sentence",
    ),
    # eating at a price is no purchase
    (
        "Tim had $10. He ate 3 pounds of peaches at $2 per pound. How much money does he have?",
        "unreadable_sentence",
    ),
    (
        "Tim had $10. He found $3 worth of candy. How much money does he have?",
        "unreadable_sentence",
    ),
    # a part of what is left, told before any change: of the whole or of what is left?
    (
        "Jake has $60. He loses a fourth of what he has left. How much money does he have left?",
        "unbound_quantity",
    ),
    # money left replayed in order: the books cost more than he held when he bought them
    (
        "Reggie's mother gave him $10. Reggie bought 5 books for $5 each. His aunt gave him $20. How much money does Reggie have left?",
        "negative_quantity",
    ),
]


@pytest.mark.parametrize(("text", "reason"), REFUSE)
def test_refusals(text: str, reason: str) -> None:
    assert answer_or_reason(text) == reason


def _ev(kind: str, qty: int, source: str, mods: tuple[str, ...] = ()) -> Event:
    return Event("has", "sam", Kind(kind, mods), qty, source=source)


def test_elided_surface_branches() -> None:
    # a singular modifier noun counted by a number other than one: elided ("3 green")
    assert elided_surface([_ev("green", 3, "s0[2-3]: 3 green")])
    # a single one ending its clause: elided ("a green, and 5 red marbles")
    assert elided_surface([_ev("green", 1, "s0[2-3]: a green")])
    # a plural names the things themselves
    assert not elided_surface([_ev("book", 10, "s0[2-3]: 10 books")])
    # a single thing with more words after it names the thing
    assert not elided_surface([_ev("basketball", 1, "s0[0-5]: a basketball that cost $18")])
    # no surface of its own (a pronoun's kind): the guard stands
    assert elided_surface([_ev("book", 17, "s1[1-5]: he sold 17 of them")])
    # a narrowed kind or a plain noun never counts
    assert not elided_surface([_ev("marble", 3, "s0[2-4]: 3 red marbles", ("red",))])
    assert not elided_surface([_ev("pen", 3, "s0[2-3]: 3 pen")])


NAMES = ["Omar", "Ruth", "Lena", "Carl", "Dora", "Nadia", "Pedro"]
ITEMS = [("pen", "pens"), ("book", "books"), ("cap", "caps"), ("mug", "mugs"), ("cup", "cups")]
ONES = ["basketball", "lamp", "book", "chocolate"]


@settings(max_examples=40, deadline=None)
@given(
    name=st.sampled_from(NAMES),
    item=st.sampled_from(ITEMS),
    one=st.sampled_from(ONES),
    n=st.integers(2, 9),
    p=st.integers(1, 9),
    q=st.integers(1, 30),
    r=st.integers(1, 9),
    extra=st.integers(0, 100),
    distract=st.booleans(),
)
def test_list_with_single_item(
    name: str,
    item: tuple[str, str],
    one: str,
    n: int,
    p: int,
    q: int,
    r: int,
    extra: int,
    distract: bool,
) -> None:
    start = n * p + q + r + extra
    noise = " Her friend Zoe has 7 marbles." if distract else ""
    text = (
        f"{name} had ${start}.{noise} {name} bought {n} {item[1]} that cost ${p} each, "
        f"a {one} that cost ${q}, and a pair of socks that cost ${r}. "
        f"How much money does {name} have left?"
    )
    got = answer(text)
    assert got is None or got == extra


@settings(max_examples=40, deadline=None)
@given(
    name=st.sampled_from(NAMES),
    item=st.sampled_from(ITEMS),
    item2=st.sampled_from(ITEMS),
    n=st.integers(1, 9),
    p=st.integers(1, 20),
    m=st.integers(1, 9),
    p2=st.integers(1, 20),
    form=st.sampled_from(["pay for everything", "pay for them", "have to pay for everything"]),
)
def test_pay_for(
    name: str,
    item: tuple[str, str],
    item2: tuple[str, str],
    n: int,
    p: int,
    m: int,
    p2: int,
    form: str,
) -> None:
    aux = "does" if form.startswith("have") else "did"
    text = (
        f"{name} buys {n} {item[1]} for ${p} each and {m} {item2[1]} for ${p2} each. "
        f"How much {aux} {name} {form}?"
    )
    got = answer(text)
    total = n * p + m * p2
    if "them" in form and item != item2:
        assert got is None  # two kinds: "them" names no one kind
    else:
        assert got is None or got == total


@settings(max_examples=40, deadline=None)
@given(
    name=st.sampled_from(NAMES),
    a=st.integers(1, 50),
    b=st.integers(1, 50),
    left=st.integers(0, 500),
    edge=st.sampled_from(["at first", "initially", "to begin with", "at the beginning"]),
    order=st.booleans(),
)
def test_money_at_first(name: str, a: int, b: int, left: int, edge: str, order: bool) -> None:
    spends = f"${a} on lunch and ${b} on a book" if order else f"${b} on a book and ${a} on lunch"
    text = f"{name} spent {spends}. Now {name} has ${left} left. How much money did {name} have {edge}?"
    got = answer(text)
    assert got is None or got == a + b + left


@settings(max_examples=30, deadline=None)
@given(
    name=st.sampled_from(NAMES),
    start=st.integers(10, 100),
    a=st.integers(1, 5),
    b=st.integers(1, 5),
    cents=st.sampled_from(["", ".25", ".50"]),
)
def test_another(name: str, start: int, a: int, b: int, cents: str) -> None:
    text = (
        f"{name} had ${start}. {name} spent ${a}{cents} on a drink, and then spent another ${b}. "
        f"How much money does {name} have left?"
    )
    got = answer(text)
    assert got is None or got == start - a - b - Fraction(cents or "0")


@settings(max_examples=40, deadline=None)
@given(
    name=st.sampled_from(NAMES),
    unit=st.sampled_from([("pound", "pounds"), ("bag", "bags"), ("box", "boxes")]),
    thing=st.sampled_from(["peaches", "apples", "rice", "nuts"]),
    n=st.integers(1, 12),
    p=st.integers(1, 15),
    cents=st.sampled_from(["", ".50", ".25"]),
    extra=st.integers(0, 60),
    per=st.sampled_from(["per", "a", "each"]),
    prep=st.sampled_from(["at", "for"]),
    which=st.booleans(),
)
def test_price_per_unit(
    name: str,
    unit: tuple[str, str],
    thing: str,
    n: int,
    p: int,
    cents: str,
    extra: int,
    per: str,
    prep: str,
    which: bool,
) -> None:
    price = p + Fraction(cents or "0")
    cost = n * price
    start = cost + extra
    start_text = str(start) if start.denominator == 1 else f"{float(start):.2f}"
    things = unit[1] if n != 1 else unit[0]
    bought = (
        f"{n} {things} of {thing}, which cost ${p}{cents} {per} {unit[0]}"
        if which
        else f"{n} {things} of {thing} {prep} ${p}{cents} {per} {unit[0]}"
    )
    text = (
        f"{name} had ${start_text}. {name} bought {bought}. How much money does {name} have left?"
    )
    got = answer(text)
    assert got is None or got == extra


@settings(max_examples=30, deadline=None)
@given(
    name=st.sampled_from(NAMES),
    start=st.integers(10, 90),
    w=st.integers(1, 9),
    dollars=st.booleans(),
    thing=st.sampled_from(["candy", "gum", "snacks", "stickers"]),
    asked=st.sampled_from(["left", "spend"]),
)
def test_worth(name: str, start: int, w: int, dollars: bool, thing: str, asked: str) -> None:
    worth = f"{w} dollars worth" if dollars else f"${w} worth"
    question = (
        f"How much money does {name} have left?"
        if asked == "left"
        else f"How much did {name} spend?"
    )
    text = f"{name} had ${start}. {name} buys {worth} of {thing}. {question}"
    got = answer(text)
    assert got is None or got == (start - w if asked == "left" else w)


@settings(max_examples=40, deadline=None)
@given(
    name=st.sampled_from(["Ruth", "Lena", "Dora", "Nadia"]),
    item=st.sampled_from(ITEMS),
    n=st.integers(1, 60),
    eaten=st.integers(0, 5),
    p=st.integers(1, 12),
    cents=st.sampled_from(["", ".50", ".25"]),
    form=st.sampled_from(["each", "plural"]),
    obj=st.sampled_from(["all of them", "all of her {k}", "all the {k}"]),
    distract=st.booleans(),
)
def test_sell_all(
    name: str,  # a woman's name: "she" sells
    item: tuple[str, str],
    n: int,
    eaten: int,
    p: int,
    cents: str,
    form: str,
    obj: str,
    distract: bool,
) -> None:
    price = p + Fraction(cents or "0")
    made = f"{name} made {n + eaten} {item[1]}" + (f" and lost {eaten}." if eaten else ".")
    sells = (
        f"She sells each {item[0]} for ${p}{cents}."
        if form == "each"
        else f"She sells {item[1]} for ${p}{cents} each."
    )
    noise = " Leo has 7 marbles." if distract else ""
    what = obj.format(k=item[1])
    text = f"{made}{noise} {sells} How much money will she make if she sells {what}?"
    got = answer(text)
    assert got is None or got == n * price


@settings(max_examples=40, deadline=None)
@given(
    name=st.sampled_from(NAMES),
    item=st.sampled_from(ITEMS),
    n=st.integers(1, 40),
    p=st.integers(1, 20),
    cents=st.sampled_from(["", ".50", ".25"]),
    price_form=st.sampled_from(["bare", "each", "a"]),
    question=st.sampled_from(["pay for {k}", "pay for the {k}", "pay for all the {k}", "spend"]),
)
def test_pay_for_kind(
    name: str, item: tuple[str, str], n: int, p: int, cents: str, price_form: str, question: str
) -> None:
    price = f"${p}{cents}"
    told = {
        "bare": f"{item[1].capitalize()} cost {price} each.",
        "each": f"Each {item[0]} costs {price}.",
        "a": f"A {item[0]} costs {price} each.",
    }[price_form]
    text = f"{name} buys {n} {item[1]}. {told} How much did {name} {question.format(k=item[1])}?"
    got = answer(text)
    assert got is None or got == n * (p + Fraction(cents or "0"))


@settings(max_examples=40, deadline=None)
@given(
    name=st.sampled_from(["Ruth", "Lena", "Dora", "Nadia"]),
    item=st.sampled_from(ITEMS),
    item2=st.sampled_from(ITEMS),
    n=st.integers(1, 9),
    p=st.integers(1, 30),
    p2=st.integers(1, 300),
    left=st.integers(0, 200),
    edge=st.sampled_from(["at first", "initially", "to begin with", "in the beginning"]),
    cond=st.booleans(),
)
def test_money_before_purchases(
    name: str,
    item: tuple[str, str],
    item2: tuple[str, str],
    n: int,
    p: int,
    p2: int,
    left: int,
    edge: str,
    cond: bool,
) -> None:
    bought = f"She buys {n} {item[1]} for ${p} each and a {item2[0]} for ${p2}."
    told = (
        f"If she has ${left} left, how much money did {name} have {edge}?"
        if cond
        else f"She has ${left} left. How much money did {name} have {edge}?"
    )
    got = answer(f"{name} has some money. {bought} {told}")
    assert got is None or got == left + n * p + p2


#: Hand-made variations of the GSM8K train problems these constructions answer (our own
#: wording, answers computed by hand): each must be answered with its value or refused.
VARIATIONS = [
    (
        "Annie has $120. The restaurant across the street sells milkshakes for $3 each. Annie buys 6 milkshakes and 2 cookies. How much money does she have left?",
        None,
    ),
    (
        "Delores has some money. She buys 2 computers for $400. If she has $10 left, how much money did Delores have at first?",
        410,
    ),
    (
        "Delores has some money. She buys a computer for $400. Tom buys a printer for $40. If she has $10 left, how much money did Delores have at first?",
        None,
    ),
    (
        "Delores has some money. She buys a computer for $400 and a printer for $40. If she has $10 left, how much money did Tom have at first?",
        None,
    ),
    (
        "Jake has $60. He gave $20 to Ann. Then Ann loses a fourth of what she has left. How much money does Ann have?",
        None,
    ),
    (
        "Edward had $20. He bought 4 toy cars that cost $1 each. How much money does Edward have left to buy more toy cars and 3 balls?",
        None,
    ),
    (
        "Jake has $5000. He spends $2800 on a motorcycle, and then spends half of what's left on a concert ticket. Jake then loses a fourth of what he has left. How much money does he have left?",
        825,
    ),
    (
        "Michael has $42. Michael gives away half the money to his brother. His brother then buys 3 dollars worth of candy. If his brother has $35 left, how much money, in dollars, did his brother have at first?",
        17,
    ),
    (
        "Annie has $120. The restaurant next door sells hamburgers for $4 each. The restaurant across the street sells milkshakes for $3 each. Annie buys 8 hamburgers and 6 milkshakes. How much money, in dollars, does she have left?",
        70,
    ),
]


@pytest.mark.parametrize(("text", "expected"), VARIATIONS)
def test_variations(text: str, expected: int | None) -> None:
    got = answer(text)
    assert got is None if expected is None else got in (None, expected)
