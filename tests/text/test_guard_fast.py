"""The input guard's byte-level long-number check decides as the regex does."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from mathcore.text import guard


def _plain(text: str) -> bool:
    return guard._LONG_NUMBER.search(text.replace(",", "")) is not None


_ASCII_NUMBERS = st.text(alphabet="0123456789,. $x\n", max_size=60)


@settings(max_examples=500, deadline=None)
@given(_ASCII_NUMBERS)
def test_long_number_is_the_regex_on_ascii(text: str) -> None:
    assert guard._long_number(text) == _plain(text)


@settings(max_examples=300, deadline=None)
@given(st.text(max_size=60))
def test_long_number_is_the_regex_on_any_text(text: str) -> None:
    assert guard._long_number(text) == _plain(text)


def test_long_number_at_the_limit() -> None:
    n = guard.MAX_NUMBER_DIGITS
    assert not guard._long_number("9" * n)
    assert guard._long_number("9" * (n + 1))
    assert guard._long_number("1,000,000,000,000,000 apples")  # 16 digits once commas go
    assert not guard._long_number("1,000,000,000,000 and 1.000")
    assert guard._long_number("٣" * (n + 1))  # not ASCII: the regex decides (Unicode digits)
    assert guard.check_input("He has " + "1" * (n + 1) + " coins.") == "absurd_number"
    assert guard.check_input("He has " + "1" * n + " coins.") is None
