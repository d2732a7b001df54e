"""Speed paths of the R4 v2 shapes and the shared rate helpers give the plain answers.

``shapes_v2.rate_unit`` and ``shapes_v2.count`` memoise pure functions of their words per
pack; ``units.factor`` of one unit returns a shared ``Fraction(1)``; ``phrases.has_clock``
scans its hints in a loop instead of a generator. Each is compared with the computation it
replaces.
"""

from __future__ import annotations

from fractions import Fraction

from hypothesis import given, settings
from hypothesis import strategies as st

from mathcore.organs.combined_rate import shapes_v2
from mathcore.organs.rates import phrases
from mathcore.organs.rates.phrases import count as plain_count
from mathcore.organs.rates.units import factor

_UNIT_WORDS = st.sampled_from(
    (
        "gallons",
        "gallon",
        "liters",
        "minute",
        "minutes",
        "hour",
        "hrs",
        "rooms",
        "room",
        "pages",
        "miles",
        "mph",
        "boxes",
        "day",
        "x1",
        "",
        "Hours",
    )
)
_RAW = st.one_of(
    st.sampled_from(("12", "1,000", "1,00", "twelve", "zero", "0", "-3", "2.5", "", "six")),
    st.integers(-5, 10**16).map(str),
    st.text(alphabet="0123456789,.-+abcz", max_size=8),
)


@settings(max_examples=300, deadline=None)
@given(units=_UNIT_WORDS, den=_UNIT_WORDS)
def test_rate_unit_memo_is_the_plain_rate_unit(units: str, den: str) -> None:
    want = shapes_v2.plain_rate_unit(units, den)
    assert shapes_v2.rate_unit(units, den) == want
    assert shapes_v2.rate_unit(units, den) == want  # asked again: from the memo


def test_rate_unit_memo_fires_both_outcomes() -> None:
    assert str(shapes_v2.rate_unit("gallons", "minute")) == "gallon/minute"
    assert shapes_v2.rate_unit("hours", "hour") is None


@settings(max_examples=300, deadline=None)
@given(raw=_RAW)
def test_count_memo_is_the_plain_count(raw: str) -> None:
    want = plain_count(raw)
    assert shapes_v2.count(raw) == want
    assert shapes_v2.count(raw) == want


@given(unit=st.sampled_from(("hour", "minute", "mile", "room", "gallon")))
def test_same_unit_factor_is_one(unit: str) -> None:
    got = factor(unit, unit)
    assert got == Fraction(1) and type(got) is Fraction


def _plain_has_clock(text: str) -> bool:
    low = text.lower()
    if any(h in low for h in phrases._CLOCK_HINTS) and phrases._CLOCK.search(text) is not None:
        return True
    return " at " in low and phrases._EVENT_AT.search(text) is not None


_CLOCK_PIECES = st.sampled_from(
    ("2 pm", "9:30", "noon", "Sam", "same", "at", "arrived at", "10", "a.m.", "midnight", "x")
)


@settings(max_examples=300, deadline=None)
@given(pieces=st.lists(_CLOCK_PIECES, max_size=6))
def test_has_clock_is_the_plain_scan(pieces: list[str]) -> None:
    text = " ".join(pieces)
    assert phrases.has_clock(text) == _plain_has_clock(text)


_VERB_WORDS = st.one_of(
    st.sampled_from(
        ("fills", "Fills", "drains", "paints", "paint", "together", "leaks", "works", "x", "")
    ),
    st.text(alphabet="abcdefghijklmnopqrstuvwxyzFP:", max_size=8),
)


@settings(max_examples=300, deadline=None)
@given(word=_VERB_WORDS)
def test_verb_class_memo_matches_the_plain_lookup(word: str) -> None:
    first, second = phrases.verb_class(word), phrases.verb_class(word)  # miss, then hit
    assert first == second == phrases.plain_verb_class(word)


def test_verb_class_memo_fires_on_rate_verbs() -> None:
    assert phrases.verb_class("fills") == ("inflow", "fill")
    assert phrases.verb_class("fills") == phrases.plain_verb_class("fills")
    assert phrases.verb_class("together") is None  # a cue without a class
    assert phrases.verb_class("zzz") is None


def test_rate_phrases_built_through_fast_init_are_the_same_pieces() -> None:
    import dataclasses

    import pytest

    (p,) = phrases.rate_phrases("A pump fills 6 liters per minute.")
    assert (p.raw, p.value, p.units, p.den, p.start, p.end) == ("6", 6, "liters", "minute", 13, 32)
    assert p == dataclasses.replace(p) and hash(p) == hash(dataclasses.replace(p))
    with pytest.raises(dataclasses.FrozenInstanceError):
        p.raw = "7"  # type: ignore[misc]


_EXACT = st.one_of(
    st.integers(-(10**6), 10**6),
    st.builds(Fraction, st.integers(-1000, 1000), st.integers(1, 1000)),
)


@settings(max_examples=300, deadline=None)
@given(a=_EXACT, b=_EXACT)
def test_derivation_multiply_and_divide_match_the_plain_fractions(
    a: int | Fraction, b: int | Fraction
) -> None:
    from mathcore.exact import normalize
    from mathcore.organs.rates.algebra import Derivation

    d = Derivation()
    got = d.multiply(a, b, "m")
    want = a * b if isinstance(a, int) and isinstance(b, int) else normalize(Fraction(a) * b)
    assert got == want and type(got) is type(want)
    if b != 0:
        got = d.divide(a, b, "d")
        want = normalize(Fraction(a) / Fraction(b))
        assert got == want and type(got) is type(want)
    assert all(s.operands in ((a, b),) for s in d.steps)


def test_derivation_divide_refuses_zero() -> None:
    import pytest

    from mathcore.organs.rates.algebra import Derivation

    with pytest.raises(ZeroDivisionError):
        Derivation().divide(Fraction(1, 2), 0)
