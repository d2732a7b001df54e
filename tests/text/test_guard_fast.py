"""The input guard's byte-level checks decide as the regexes do."""

from __future__ import annotations

import unicodedata

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


def _plain_check(text: str) -> str | None:
    """``check_input`` as first written: each check in turn, through the regexes."""
    if not text.strip():
        return "empty"
    for ch in text:
        if not ch.isascii():
            cat = unicodedata.category(ch)
            if cat in ("Nd", "No"):
                return "unsupported_digits"
            if cat in ("Cc", "Cs", "Co", "Cn"):
                return "control_characters"
    if guard._CONTROL.search(text) is not None:
        return "control_characters"
    return "absurd_number" if _plain(text) else None


_ASCII_ANY = st.text(alphabet=st.characters(max_codepoint=127), max_size=40)


@settings(max_examples=500, deadline=None)
@given(st.one_of(_ASCII_ANY, _ASCII_NUMBERS, st.text(max_size=40)), st.booleans())
def test_check_text_is_the_plain_sequence_of_checks(text: str, long: bool) -> None:
    if long:
        text += " 1234567890123456"
    assert guard._check_text.__wrapped__(text) == _plain_check(text)


_MIXED = st.text(
    alphabet=st.sampled_from(
        [
            *("a", "1", "9", ",", " ", "\x07", "\x7f", "\t", "\u2019", "\u0663", "\u00bd"),
            *("\u0085", "\ud800", "\ue000", "\u0378", "\u00e9", "?", "\U0001d7d8", "\u00b2"),
        ]
    ),
    max_size=40,
)


@settings(max_examples=800, deadline=None)
@given(_MIXED, st.booleans())
def test_non_ascii_texts_are_checked_as_the_plain_sequence(text: str, long: bool) -> None:
    if long:
        text += "\u2019 1234567890123456"
    assert guard._check_text.__wrapped__(text) == _plain_check(text)


def test_non_ascii_texts_by_example() -> None:
    check = guard._check_text.__wrapped__
    assert check("Tom\u2019s 3 apples.") is None
    assert check("Tom\u2019s\x07 3 apples.") == "control_characters"
    assert check("Tom\u2019s 1,234,567,890,123,456 apples.") == "absurd_number"
    assert check("Tom\u2019s 123456789012345\u2019 6 apples.") is None
    assert check("\u0085 then \u0663") == "control_characters"  # the first one decides
    assert check("\u0663 then \u0085") == "unsupported_digits"


def test_one_table_pass_by_example() -> None:
    check = guard._check_text.__wrapped__
    assert check("Tom has 3 apples.\n\tHow many?") is None  # newline and tab are fine
    assert check("Tom has\x07 3 apples.") == "control_characters"
    assert check("Tom has\x7f 3 apples.") == "control_characters"
    assert check("Tom has\x07 1234567890123456 apples.") == "control_characters"
    assert check("Tom has 1,234,567,890,123,456 apples.") == "absurd_number"
    assert check("Tom has ٣ apples.") == "unsupported_digits"
