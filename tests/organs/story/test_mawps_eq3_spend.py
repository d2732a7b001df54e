# ruff: noqa: E501  (one story per line: the table reads as data)
"""mawps_eq3_spend.spent_on: spending on a class of items.

"Jason went to the mall to buy clothes. He spent $14.28 on shorts and $4.74 on a jacket. How
much money did Jason spend on clothing?" sums the spendings whose item the pack places under
the asked class. Our own wording with hand-computed answers; each guard has a refusing row.
"""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from mathcore import solve
from mathcore.organs.story.mawps_eq3_spend import spent_item
from mathcore.organs.story.model import Kind

GOLD = [
    (
        "Nora went to the mall to buy clothes. She spent $10.50 on pants and $3.25 on a shirt. How much money did Nora spend on clothing?",
        Fraction(55, 4),
    ),
    (
        "Nora spent $2 on shorts, $3 on a jacket, and $4 on a shirt. How much money did Nora spend on clothes?",
        9,
    ),
    # a plain modifier narrows the item, not its class; an item asked as its own class
    ("Mary spent $5 on shorts and $4 on a red shirt. How much did Mary spend on clothing?", 9),
    ("Mary spent $5 on shorts and $4 on a shirt. How much did Mary spend on shirts?", 4),
    # an item of another class is known to be outside: left out
    ("Omar spent $7 on marbles and $5 on shorts. In total, how much did Omar spend on toys?", 7),
    (
        "Omar bought a skateboard for $12.40, and spent $1.10 on marbles. Omar also spent $9 on pants. How much did Omar spend on toys?",
        Fraction(27, 2),
    ),
    # another holder's spending is not the asker's
    (
        "Omar spent $7 on marbles. Lena spent $5 on a skateboard. How much did Lena spend on toys?",
        5,
    ),
    # a count of shops carries no money
    (
        "Lena went to the mall. She spent $6 on a shirt and $8 on a jacket. She went to 2 shops. How much money did Lena spend on clothing?",
        14,
    ),
]

REFUSED = [
    # an item the pack does not place: may or may not be clothing
    "Nora spent $10 on pants and $3 on a cake. How much money did Nora spend on clothing?",
    # nothing of the class
    "Omar spent $5 on shorts. How much did Omar spend on toys?",
    # the asker spent nothing told
    "Omar spent $5 on shorts. How much did Lena spend on clothing?",
    # money gained beside the spendings
    "Omar spent $5 on shorts. He found $3. How much did Omar spend on clothing?",
    # a price no purchase in its clause uses
    "Omar bought a skateboard for $12. Each marble costs $2. How much did Omar spend on toys?",
    # a starting amount of money: the story is about more than the spendings
    "Omar had $20. He spent $5 on shorts and $4 on a shirt. How much did Omar spend on clothing?",
    # an item narrowed by a class word: a toy shirt may or may not be clothing
    "Mary spent $5 on shorts and $4 on a toy shirt. How much did Mary spend on clothing?",
    # a class narrowed by a modifier is not read
    "Omar spent $5 on shorts. How much did Omar spend on red clothing?",
    # the pronoun has two antecedents
    "Omar spent $5 on shorts. Ravi spent $2 on a shirt. He spent $4 on a jacket. How much did Omar spend on clothing?",
]


@pytest.mark.parametrize(("text", "answer"), GOLD)
def test_gold_answered_exactly(text: str, answer: Fraction) -> None:
    r = solve(text)
    assert r.status == "solved", getattr(r, "detail", r)
    assert r.answer == answer  # type: ignore[union-attr]


@pytest.mark.parametrize("text", REFUSED)
def test_refused(text: str) -> None:
    r = solve(text)
    assert r.status != "solved", f"must refuse, answered {r.answer}"  # type: ignore[union-attr]


@pytest.mark.parametrize(
    ("source", "item"),
    [
        ("s0[0-5]: Mary spent $13.04 on a shirt", Kind("shirt")),
        ("s0[7-10]: $ 12.27 on shorts", Kind("short")),
        ("s0[0-5]: Mary spent $13.04 on a shirt on Monday", None),  # two "on"
        ("s0[0-5]: Mary spent $13.04 on", None),  # no item
        ("s0[0-5]: Mary sat on a shirt", None),  # no amount before "on"
        ("s0[0-5]: Mary spent $13.04 on it", None),  # no noun
        ("s0[0-5]: Mary spent $13.04 on xyzzy shirt", None),  # an unknown word
    ],
)
def test_spent_item(source: str, item: Kind | None) -> None:
    assert spent_item(source) == item


@settings(max_examples=40, deadline=None)
@given(
    name=st.sampled_from([("Melanie", "She"), ("Keith", "He"), ("Omar", "He"), ("Lena", "She")]),
    clothes=st.lists(
        st.sampled_from(["shorts", "pants", "a shirt", "a jacket"]), min_size=1, max_size=3
    ),
    toys=st.lists(st.sampled_from(["marbles", "a skateboard", "a football"]), max_size=2),
    cents=st.lists(st.integers(1, 99999), min_size=5, max_size=5),
    ask_toys=st.booleans(),
)
def test_generalizes(
    name: tuple[str, str], clothes: list[str], toys: list[str], cents: list[int], ask_toys: bool
) -> None:
    who, pron = name
    items = [*clothes, *toys]
    amounts = [Fraction(c, 100) for c in cents[: len(items)]]
    spent = ". ".join(
        f"{who if i == 0 else pron} spent ${c // 100}.{c % 100:02d} on {it}"
        for i, (c, it) in enumerate(zip(cents, items, strict=False))
    )
    asked = "toys" if ask_toys else "clothing"
    text = f"{spent}. How much money did {who} spend on {asked}?"
    want = (
        sum(amounts[len(clothes) :], Fraction(0))
        if ask_toys
        else sum(amounts[: len(clothes)], Fraction(0))
    )
    r = solve(text)
    if ask_toys and not toys:
        assert r.status != "solved"
        return
    assert r.status == "solved", (text, getattr(r, "detail", r))
    assert r.answer == want  # type: ignore[union-attr]
