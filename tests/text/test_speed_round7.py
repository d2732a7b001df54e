"""Round 7 fast paths against their plain computations (docs/performance.md, seventh round)."""

from __future__ import annotations

import json
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

from mathcore.organs.rates.phrases import foreign_digits, plain_foreign_digits
from mathcore.text.tokens import _KINDS, _PATTERN, Token, plain_tokenize, tokenize

_PIECES = [
    "Ann", "has", "3", "1,000", "2.5", ".5", "$4", "$ 3.50", "25%", "7 %", "3/4", "5/0", "2:30",
    "well-known", "don't", "Tom's", "Tom’s", "’s", "'", "-", ".", "?", "!", ",", "  ", "\n",
    "٣", "²", "é", "€", "Ⅻ", "½", "x1", "12ab", "a-", "o'", "\t",
]  # fmt: skip
_TEXTS = st.lists(st.sampled_from(_PIECES), max_size=30).map(" ".join) | st.text(max_size=60)


@given(_TEXTS)
@settings(max_examples=400)
def test_tokenize_is_the_plain_tokenize(text: str) -> None:
    fast = tokenize.__wrapped__(text)
    assert fast == plain_tokenize(text)
    assert all(type(t) is Token for t in fast)


def test_kinds_follow_the_group_numbers() -> None:
    assert _KINDS[0] == ""
    for name, number in _PATTERN.groupindex.items():
        assert _KINDS[number] == name
    assert len(_KINDS) == _PATTERN.groups + 1


def test_tokenize_is_the_plain_tokenize_on_dev_texts() -> None:
    data = Path(__file__).resolve().parents[3] / "shared" / "data" / "gsm8k" / "train.jsonl"
    if not data.exists():
        return
    with data.open(encoding="utf-8") as f:
        texts = [json.loads(line)["question"] for _, line in zip(range(1500), f, strict=False)]
    for text in texts:
        assert tokenize.__wrapped__(text) == plain_tokenize(text)


@given(_TEXTS)
@settings(max_examples=400)
def test_foreign_digits_is_the_plain_scan(text: str) -> None:
    assert foreign_digits(text) == plain_foreign_digits(text)


def test_foreign_digits_fires_and_stays_quiet() -> None:
    assert foreign_digits("Ann has ٣ apples.")  # an Arabic-Indic digit
    assert foreign_digits("x² + 1")  # str.isdigit holds for a superscript too
    assert not foreign_digits("Ann’s 3 apples cost €4.")  # non-ASCII, but no foreign digit
    assert not foreign_digits("Ann has 3 apples.")  # ASCII
    assert not foreign_digits("")
