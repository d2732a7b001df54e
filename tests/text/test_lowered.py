"""``text.lowered.lower`` is ``str.lower``, kept for the last text only."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from mathcore.text import lowered


@given(st.lists(st.text(max_size=30), max_size=8))
def test_lower_is_str_lower_in_any_order(texts: list[str]) -> None:
    for text in texts + texts[::-1] + texts:
        assert lowered.lower(text) == text.lower()


def test_an_equal_text_of_another_object_is_lowered_again() -> None:
    a = "".join(["Tom HAS ", "3 Apples."])
    b = "".join(["Tom HAS ", "3 Apples."])
    assert a == b and a is not b
    assert lowered.lower(a) == "tom has 3 apples."
    assert lowered._last[0] is a
    assert lowered.lower(b) == "tom has 3 apples."
    assert lowered._last[0] is b  # a new entry: identity, not equality, finds the last one


def test_the_last_text_is_served_from_its_entry() -> None:
    text = "".join(["İSTANBUL ", "Kelvin"])
    first = lowered.lower(text)
    assert lowered.lower(text) is first  # the same object: not lowered again
    assert first == text.lower()
