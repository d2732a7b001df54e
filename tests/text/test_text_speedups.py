"""The fast tokenizer and the cached input guard behave exactly like the plain versions.

``_reference_tokenize`` is the tokenizer as first written (one alternation in source
order, tokens built through the dataclass ``__init__``); the shipped one reorders the
alternatives, skips spaces inside the match and sets the slots directly. Property tests
check they give equal tokens (text, kind, span, exact value and its type) on any text.
"""

from __future__ import annotations

import dataclasses
import json
import re
from fractions import Fraction
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from mathcore.exact import Number, normalize
from mathcore.text import guard
from mathcore.text.tokens import Token, sentences, tokenize, tokenize_through

_NUM = r"(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?|\.\d+"
_REFERENCE = re.compile(
    rf"(?P<money>\$\s?(?:{_NUM}))"
    rf"|(?P<percent>(?:{_NUM})\s?%)"
    r"|(?P<fraction>\d+/\d+)"
    r"|(?P<clock>\d{1,2}:\d{2})"
    rf"|(?P<number>{_NUM})"
    r"|(?P<word>[A-Za-z]+(?:-[A-Za-z]+)*(?:['’](?!s\b)[A-Za-z]+)?)"
    r"|(?P<possessive>['’]s\b)"
    r"|(?P<punct>\S)"
)


def _decimal(text: str) -> Number:
    s = text.replace(",", "")
    if "." in s:
        whole, frac = s.split(".", 1)
        return normalize(Fraction(int((whole or "0") + frac), 10 ** len(frac)))
    return int(s)


def _reference_tokenize(text: str) -> list[Token]:
    out: list[Token] = []
    for m in _REFERENCE.finditer(text):
        kind = m.lastgroup or "punct"
        raw = m.group()
        value: Number | None = None
        if kind == "money":
            value = _decimal(raw[1:].strip())
        elif kind == "percent":
            value = _decimal(raw[:-1].strip())
        elif kind == "number":
            value = _decimal(raw)
        elif kind == "fraction":
            num, den = raw.split("/")
            if int(den) == 0:
                kind = "punct"
            else:
                value = normalize(Fraction(int(num), int(den)))
        out.append(Token(raw, kind, m.start(), m.end(), value))
    return out


def _same(text: str) -> None:
    fast, ref = list(tokenize(text)), _reference_tokenize(text)
    assert fast == ref
    assert [type(t.value) for t in fast] == [type(t.value) for t in ref]


# Characters that exercise every token kind and every boundary between kinds.
ALPHABET = "aZs'’-$%/:.,09 \t\n?!()é٣\u00a0"


@settings(max_examples=400, deadline=None)
@given(st.text(alphabet=ALPHABET, max_size=60))
def test_the_tokenizer_matches_the_reference_on_any_text(text: str) -> None:
    _same(text)


@pytest.mark.parametrize(
    "text",
    [
        "",
        "   ",
        "$1,000.50 and 3/0 and 25 % and .5 and 0.50 and 2:30 and 1,234,567.",
        "It's Ana's 3/4 of $ 12.0; 10,00 is not 1,000 (x-ray rock'n'roll).",
        "7:300 and 12:5 and 3 / 4 and 1.2.3 and $.75 and 5%%",
        "Tom\u2019s dog\u2019s bone \u2019s s\u2019 'twas",
    ],
)
def test_the_tokenizer_matches_the_reference_on_edge_cases(text: str) -> None:
    _same(text)


@settings(max_examples=400, deadline=None)
@given(st.text(alphabet=ALPHABET, max_size=60), st.integers(min_value=-1, max_value=62))
def test_tokenize_through_is_the_prefix_up_to_the_first_token_beyond(text: str, at: int) -> None:
    whole = tokenize(text)
    got = tokenize_through(text, at)
    assert got == whole[: len(got)]
    assert all(t.end <= at for t in got[:-1])  # it stops at the first token ending beyond
    assert len(got) == len(whole) or got[-1].end > at


def test_tokenize_through_stops_after_the_token_at_the_offset() -> None:
    text = "Tom has 5 zebras and 3 cats."
    got = tokenize_through(text, text.index("zebras"))
    assert [t.text for t in got] == ["Tom", "has", "5", "zebras"]
    assert tokenize_through(text, len(text)) == tokenize(text)


def test_the_tokenizer_matches_the_reference_on_the_bundled_samples() -> None:
    samples = Path(__file__).resolve().parents[2] / "src/mathcore/evals/data/samples.jsonl"
    for line in samples.read_text(encoding="utf-8").splitlines():
        _same(json.loads(line)["question"])


def test_fast_tokens_are_ordinary_frozen_tokens() -> None:
    tok = tokenize("Ana has 3 apples.")[2]
    assert tok == Token("3", "number", 8, 9, 3) and hash(tok) == hash(Token("3", "number", 8, 9, 3))
    assert repr(tok) == "Token(text='3', kind='number', start=8, end=9, value=3)"
    assert tok.is_numeric and tok.lower == "3" and type(tok) is Token
    with pytest.raises(dataclasses.FrozenInstanceError):
        tok.text = "4"  # type: ignore[misc]


def test_sentences_still_split_at_end_marks() -> None:
    out = sentences("Ana has 3.5 apples. Ben has 2! How many?")
    assert [s.text for s in out] == ["Ana has 3.5 apples.", "Ben has 2!", "How many?"]
    assert out[2].is_question and not out[0].is_question


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        (None, "empty"),
        (3, "empty"),
        ("", "empty"),
        (" \n\t", "empty"),
        (" " * (guard.MAX_CHARS + 1), "empty"),
        ("a" * (guard.MAX_CHARS + 1), "input_too_long"),
        ("Ana has \x07 3 apples.", "control_characters"),
        ("Ana has \u0663 apples.", "unsupported_digits"),
        ("Ana has \ud800 apples.", "control_characters"),
        ("Ana has 1234567890123456 apples.", "absurd_number"),
        ("Ana has 1,234,567,890,123,456 apples.", "absurd_number"),
        ("Ana has 3 apples, café.", None),
        ("Ana has 3 apples.", None),
    ],
)
def test_the_guard_gives_the_same_reason_cached_or_not(text: object, reason: str | None) -> None:
    assert guard.check_input(text) == reason
    assert guard.check_input(text) == reason  # the second answer comes from the cache


def test_the_guard_cache_holds_no_overlong_text() -> None:
    guard._check_text.cache_clear()
    assert guard.check_input("x" * (guard.MAX_CHARS + 5)) == "input_too_long"
    assert guard._check_text.cache_info().currsize == 0
    assert guard.check_input("Ana has 3 apples.") is None
    assert guard._check_text.cache_info().currsize == 1
