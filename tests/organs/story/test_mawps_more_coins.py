"""mawps_more: coins found or spent, asked as money (``_coin_events``), and the lead
``All in all,`` before the question. Our own wording with hand-computed answers (coin worths
from the pack: penny 1, nickel 5, dime 10, quarter 25 cents); every guard has a refusing case.
"""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from story_outcome import answer, answer_or_reason

GOLD = [
    (
        "Rita found 3 quarters in her coat, and 2 dimes in her bag. How much money did Rita find?",
        Fraction(95, 100),
    ),
    (
        "On Monday, Omar spent 6 nickels on gum. The next day, Omar spent 4 quarters on a "
        "comic. All in all, how much money did Omar spend?",
        Fraction(13, 10),
    ),
    ("Rita found 7 pennies and 2 nickels. How many cents did Rita find?", Fraction(17)),
]

REFUSED = [
    # another verb's coins, another person's coins
    "Rita found 3 quarters and spent 2 dimes. How much money did Rita find?",
    "Rita found 3 quarters and Omar found 2 dimes. How much money did Rita find?",
    # a question scoped to a place
    "Rita found 3 quarters in her coat, and 2 dimes in her bag. How much money did Rita "
    "find in her coat?",
    # a thing that is no coin
    "Rita found 3 quarters and 2 shells. How much money did Rita find?",
]


@pytest.mark.parametrize(("text", "want"), GOLD)
def test_gold(text: str, want: Fraction) -> None:
    assert answer(text) == want


@pytest.mark.parametrize("text", REFUSED)
def test_refused(text: str) -> None:
    assert answer(text) is None


COINS = {"pennies": 1, "nickels": 5, "dimes": 10, "quarters": 25}
NAMES = ["Rosa", "Ivan", "Maya", "Paul"]


@settings(max_examples=60, deadline=None)
@given(
    st.sampled_from(NAMES),
    st.lists(st.sampled_from(sorted(COINS)), min_size=1, max_size=3),
    st.lists(st.integers(1, 60), min_size=3, max_size=3),
    st.sampled_from([("found", "find"), ("spent", "spend")]),
    st.booleans(),
)
def test_generated(
    name: str, coins: list[str], counts: list[int], verb: tuple[str, str], lead: bool
) -> None:
    past, base = verb
    told = " and ".join(f"{n} {c}" for n, c in zip(counts, coins, strict=False))
    ask = "All in all, how" if lead else "How"
    text = f"{name} {past} {told}. {ask} much money did {name} {base}?"
    want = Fraction(sum(n * COINS[c] for n, c in zip(counts, coins, strict=False)), 100)
    got = answer_or_reason(text)
    assert got == want or not isinstance(got, Fraction)
