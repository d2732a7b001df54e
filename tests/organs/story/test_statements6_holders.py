"""A question's ``the X`` beside another told holder of that noun (found in session 6).

``Jenny's local library received 50 visitors on Monday. On Tuesday, the library received 100
visitors. How many visitors did the library receive?`` answered 100: the possessed holder and
``the library`` were two holders. Asked ``the X`` while another holder ends in ``X``: refused
(``ambiguous_reference``); one holder ``the library`` told twice reads as before.
"""

from __future__ import annotations

from fractions import Fraction

import pytest
from story_outcome import answer, answer_or_reason, check_correct_or_refused

REFUSED = [
    "Jenny's local library received 50 visitors on Monday. On Tuesday, the library received "
    "100 visitors. How many visitors did the library receive?",
    "Tom's shop sold 20 cakes. The shop sold 10 more cakes. How many cakes did the shop sell?",
]
GOLD = [
    (
        "The library received 50 visitors on Monday. On Tuesday, the library received 100 "
        "visitors. How many visitors did the library receive?",
        150,
    ),
]


@pytest.mark.parametrize("text", REFUSED)
def test_refused(text: str) -> None:
    assert answer_or_reason(text) == "ambiguous_reference"
    check_correct_or_refused(text, None)


@pytest.mark.parametrize(("text", "gold"), GOLD)
def test_gold(text: str, gold: int) -> None:
    assert answer(text) == Fraction(gold)
