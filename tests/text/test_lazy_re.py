"""``lazy_compile``: compiled at first use, then the compiled pattern's own methods."""

from __future__ import annotations

import re

from hypothesis import given
from hypothesis import strategies as st

from mathcore.text.lazy_re import lazy_compile

_SOURCE = r"(?P<num>[0-9]+) (?P<units>[a-z]+) per (?P<den>[a-z]+)"


def test_nothing_is_compiled_before_first_use() -> None:
    p = lazy_compile(_SOURCE)
    assert "match" not in vars(p)
    assert repr(p) == f"lazy_compile({_SOURCE!r}, 0)"
    p.search("3 miles per hour")
    assert "match" in vars(p) and "finditer" in vars(p)


def test_the_attributes_are_those_of_the_compiled_pattern() -> None:
    p = lazy_compile(_SOURCE, re.IGNORECASE)
    q = re.compile(_SOURCE, re.IGNORECASE)
    assert (p.pattern, p.flags, p.groups, p.groupindex) == (
        q.pattern,
        q.flags,
        q.groups,
        q.groupindex,
    )
    first = p.match  # the first access compiles and returns the compiled pattern's method
    assert getattr(first, "__self__", None) is getattr(p.match, "__self__", 0)
    assert isinstance(getattr(first, "__self__", None), re.Pattern)
    assert p.sub("X", "3 Miles per Hour!") == q.sub("X", "3 Miles per Hour!")
    assert p.split("a 3 m per h b") == q.split("a 3 m per h b")


def test_an_unknown_attribute_still_raises() -> None:
    p = lazy_compile("a")
    try:
        getattr(p, "no_such_thing")  # noqa: B009
    except AttributeError:
        pass
    else:
        raise AssertionError("no AttributeError")


@given(st.text(alphabet="0123456789 abcdeprmilsh", max_size=40), st.booleans())
def test_every_method_matches_as_re_compile(text: str, ignore_case: bool) -> None:
    flags = re.IGNORECASE if ignore_case else 0
    p, q = lazy_compile(_SOURCE, flags), re.compile(_SOURCE, flags)

    def spans(ms: object) -> object:
        return [(m.span(), m.groupdict()) for m in ms]  # type: ignore[attr-defined]

    for name in ("match", "fullmatch", "search"):
        a, b = getattr(p, name)(text), getattr(q, name)(text)
        assert (a is None) == (b is None)
        if a is not None and b is not None:
            assert (a.span(), a.groupdict()) == (b.span(), b.groupdict())
    assert spans(p.finditer(text)) == spans(q.finditer(text))
    assert p.findall(text) == q.findall(text)
    assert p.subn("#", text) == q.subn("#", text)
