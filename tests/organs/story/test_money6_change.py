"""money6 (gsm_money6): the price of one thing bought, from a payment and its change.

Gold stories in our own words, one refusal per guard of ``expand_change``, the reading
preference for ``gets $14 in change``, and hypothesis generalization over names, items,
counts, prices and sentence forms.
"""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from mathcore.api import solve
from mathcore.organs.base import ReaderRefusal, SolverRefusal
from mathcore.organs.story.organ import StoryOrgan

ORGAN = StoryOrgan()


def _answer(text: str) -> object:
    return getattr(solve(text), "answer", None)


GOLD = [
    (
        "Mia buys 4 notebooks. She pays with a $20 bill and gets $8 change. "
        "How much did each notebook cost?",
        3,
    ),
    ("Sam buys 5 books and gives $60 and gets $10 in change. How much did each book cost?", 10),
    (
        "Leo goes to the market and pays with a 50 dollar bill. He buys 4 melons and gets $30 in "
        "change. How much did each melon cost?",
        5,
    ),
    (
        "Ava buys 2 cakes and 3 pies. She hands the cashier $50 and gets $6 back as change. "
        "If the pies each cost $8, how much did each cake cost?",
        10,
    ),
    (
        "Ava buys 2 cakes and 3 pies. Each pie costs $8. She pays with a $50 bill and gets a $6 "
        "change. How much does one cake cost?",
        10,
    ),
    (
        "Tim buys 4 apples. He pays with a $10 bill and gets $4 change. "
        "How much did each of the apples cost?",
        Fraction(3, 2),
    ),
    ("Luigi bought four pizzas for $80. How much did each pizza cost?", 20),
    # the count bought, from the change and a told price
    (
        "Tom bought some pens. Each pen costs $2. He paid $20 and got $10 in change. "
        "How many pens did he buy?",
        5,
    ),
    (
        "Tom bought some pens and 2 cups. Each pen costs $2. Each cup costs $1. He paid $20 "
        "and received $10 change. How many pens did he buy?",
        4,
    ),
    (
        "Ella bought some rolls at the bakery. Each roll is 75 cents. Ella paid $20 and got "
        "$11 in change back. How many rolls did Ella buy?",
        12,
    ),
    # no change: the payment is the cost
    (
        "Rita bought 3 mugs at $4 each and one lamp. She gave the cashier $25 and got no "
        "change. How much does a lamp cost?",
        13,
    ),
    # two kinds bought for one sum, one kind's price told
    (
        "Nora bought 5 cups and 4 lamps for a total of $150. If a cup costs $10, "
        "how much does each lamp cost?",
        25,
    ),
    # a price told in cents, under a question in dollars
    ("Each pencil costs 20 cents. Tom buys 5 pencils. How many dollars did he spend?", 1),
]


@pytest.mark.parametrize(("text", "value"), GOLD)
def test_gold(text: str, value: object) -> None:
    assert _answer(text) == value


REFUSED = [
    # a purchase after the change: not paid for by that payment
    "Tom buys 3 pens. He pays with a $20 bill and gets $11 change. He then buys 2 more pens. "
    "How much did each pen cost?",
    # another question than the price of one
    "Tom buys 3 pens. He pays with a $20 bill and gets $11 change. How much money does he have?",
    "Tom buys 3 pens. He pays with a $20 bill and gets $11 change. How much change did he get?",
    # two kinds without a price
    "Tom buys 3 pens and 2 cups. He pays with a $20 bill and gets $11 change. "
    "How much did each pen cost?",
    # another buyer
    "Tom buys 3 pens. Ann buys 2 pens. He pays with a $20 bill and gets $11 change. "
    "How much did each pen cost?",
    # someone else paid
    "Tom buys 3 pens. Ann pays with a $20 bill and gets $11 change. How much did each pen cost?",
    # change larger than the payment
    "Tom buys 3 pens. He pays with a $20 bill and gets $25 change. How much did each pen cost?",
    # change told before the payment
    "Tom gets $11 change. He pays with a $20 bill and buys 3 pens. How much did each pen cost?",
    # other money moved
    "Tom buys 3 pens. He pays with a $20 bill and gets $11 change. His mom gives him $5. "
    "How much did each pen cost?",
    "Tom buys 3 pens. He has $50. He pays with a $20 bill and gets $11 change. "
    "How much did each pen cost?",
    # the asked kind already priced
    "Tom buys 3 pens for $2 each. He pays with a $20 bill and gets $11 change. "
    "How much did each pen cost?",
    # a kind asked that was not bought
    "Tom buys 3 pens. He pays with a $20 bill and gets $11 change. How much did each cup cost?",
    # a sale, not a purchase
    "Tom sells 3 pens. He pays with a $20 bill and gets $11 change. How much did each pen cost?",
    # no payment, no change, two changes
    "Tom buys 3 pens. He receives $11 in change. How much did each pen cost?",
    "Tom buys 3 pens. He pays with a $20 bill. How much did each pen cost?",
    "Tom buys 3 pens. He pays with a $20 bill and gets $11 change. He also gets $2 change. "
    "How much did each pen cost?",
    # a discount beside it
    "Tom buys 3 pens. He pays with a $20 bill and gets $11 change. He gets a 10% discount. "
    "How much did each pen cost?",
    # a price not to the cent
    "Tom buys 3 pens. He pays with a $20 bill and gets $10 change. How much did each pen cost?",
    # an unknown count
    "Tom buys some pens. He pays with a $20 bill and gets $11 change. How much did each pen cost?",
    # a bill that is not of dollars
    "Tom buys 3 pens. He pays with a 20 apple bill and gets $11 change. "
    "How much did each pen cost?",
    # the count: a price that does not divide the money, a second unknown count, another
    # holder's count, a holding asked, an unpriced kind beside it, a purchase after the change
    "Tom bought some pens. Each pen costs $3. He paid $20 and got $10 in change. "
    "How many pens did he buy?",
    "Tom bought some pens and 2 cups. Each pen costs $2. He paid $20 and got $10 in change. "
    "How many pens did he buy?",
    "Tom bought some pens. Each pen costs $2. He paid $20 and got $10 in change. "
    "How many pens did Ann buy?",
    "Tom had 3 pens. He bought some pens. Each pen costs $2. He paid $20 and got $10 in "
    "change. How many pens did he buy?",
    "Tom bought some pens. Each pen costs $2. He paid $20 and got $10 in change. "
    "How many pens does he have?",
    "Tom bought some pens. Each pen costs $2. He paid $20 and got $10 in change. "
    "He bought 2 more pens. How many pens did he buy?",
    "Tom bought some red pens. Each pen costs $2. He paid $20 and got $10 in change. "
    "How many pens did he buy?",
    # no change of something that is not change; no change with two unpriced kinds
    "Rita bought 3 mugs and one lamp. She gave the cashier $25 and got no lamps. "
    "How much does a lamp cost?",
    "Rita bought 3 mugs and one lamp. She gave the cashier $25 and got no change. "
    "How much does a lamp cost?",
    # one sum: 'for $150' may be the lamps' alone (not read), another purchase beside it, a
    # sale, no price of the other kind
    "Nora bought 5 cups and 4 lamps for $150. If a cup costs $10, how much does each lamp cost?",
    "Nora bought 5 cups and 4 lamps for $150. She also bought 2 pens for $3 each. "
    "If a cup costs $10, how much does each lamp cost?",
    "Nora sold 5 cups and 4 lamps for $150. If a cup costs $10, how much does each lamp cost?",
    "Nora bought 5 cups and 4 lamps for $150. How much does a lamp cost?",
    # cents: a money question that does not say dollars, cents asked, coins beside
    "Each pencil costs 20 cents. Tom buys 5 pencils. How much did he spend?",
    "Each pencil costs 20 cents. Tom buys 5 pencils. How many cents did he spend?",
    "Tom bought some pens. Each pen costs 50 cents. He paid $20 and got 10 dimes in change. "
    "How many pens did he buy?",
    "Tom has 5 dimes. Each pen costs 50 cents. How many dimes does he have?",
]


@pytest.mark.parametrize("text", REFUSED)
def test_refused(text: str) -> None:
    assert _answer(text) is None


def test_change_preferred_to_a_gain_in_change() -> None:
    setup = ORGAN.read(
        "Tom pays with a $20 bill. He buys 3 pens and gets $14 in change. "
        "How much did each pen cost?"
    )
    assert not isinstance(setup, ReaderRefusal)
    assert [e.rule for e in setup.events][-1] == "m6_change"
    ans = ORGAN.solve(setup)
    assert not isinstance(ans, SolverRefusal) and ans.value == 2


NAMES = st.sampled_from(["Tom", "Nadia", "Oscar", "Maria", "James"])
ITEMS = st.sampled_from(["pens", "cups", "books", "apples", "mugs"])


@settings(max_examples=40, deadline=None)
@given(
    NAMES,
    ITEMS,
    st.integers(2, 9),
    st.integers(1, 30),
    st.integers(0, 40),
    st.sampled_from(
        [
            "pays with a ${pay} bill and gets ${ch} change",
            "gives ${pay} and gets ${ch} in change",
            "hands the cashier ${pay} and gets ${ch} back as change",
        ]
    ),
)
def test_generalizes(name: str, item: str, count: int, price: int, ch: int, form: str) -> None:
    pay = count * price + ch
    said = form.replace("{pay}", str(pay)).replace("{ch}", str(ch))
    text = f"{name} buys {count} {item}. "
    text += f"{name} {said}. How much did each {item[:-1]} cost?"
    assert _answer(text) in (price, None)
    if ch > 0:
        assert _answer(text) == price
