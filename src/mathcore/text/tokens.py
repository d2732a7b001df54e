"""Tokens with character spans, and sentences built from them.

One compiled pattern scans the text once (linear time). Token kinds:
``money`` ($3.50), ``percent`` (25%), ``fraction`` (3/4), ``clock`` (2:30),
``number`` (1,000 / 3.5 / 12), ``word`` (letters, inner hyphens, contractions), ``possessive`` ('s),
``punct`` (anything else that is not space). Numeric tokens carry their exact value.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache

from mathcore.exact import Number, normalize

_NUM = r"(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?|\.\d+"
_PATTERN = re.compile(
    rf"(?P<money>\$\s?(?:{_NUM}))"
    rf"|(?P<percent>(?:{_NUM})\s?%)"
    r"|(?P<fraction>\d+/\d+)"
    r"|(?P<clock>\d{1,2}:\d{2})"
    rf"|(?P<number>{_NUM})"
    r"|(?P<word>[A-Za-z]+(?:-[A-Za-z]+)*(?:['’](?!s\b)[A-Za-z]+)?)"
    r"|(?P<possessive>['’]s\b)"
    r"|(?P<punct>\S)"
)

SENTENCE_END = frozenset({".", "?", "!"})


@dataclass(frozen=True, slots=True)
class Token:
    """One token: its text, kind, span in the source, and exact value when numeric."""

    text: str
    kind: str
    start: int
    end: int
    value: Number | None = None

    @property
    def lower(self) -> str:
        return self.text.lower()

    @property
    def is_numeric(self) -> bool:
        return self.value is not None


@dataclass(frozen=True, slots=True)
class Sentence:
    """A run of tokens ended by ``.``, ``?`` or ``!`` (the end mark is kept)."""

    index: int
    tokens: tuple[Token, ...]
    start: int
    end: int
    text: str

    @property
    def is_question(self) -> bool:
        return bool(self.tokens) and self.tokens[-1].text == "?"


def _decimal(text: str) -> Number:
    s = text.replace(",", "")
    if "." in s:
        whole, frac = s.split(".", 1)
        return normalize(Fraction(int((whole or "0") + frac), 10 ** len(frac)))
    return int(s)


@lru_cache(maxsize=64)
def tokenize(text: str) -> tuple[Token, ...]:
    """All tokens of ``text`` in order (cached: every organ reads the same text)."""
    out: list[Token] = []
    for m in _PATTERN.finditer(text):
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
    return tuple(out)


@lru_cache(maxsize=64)
def sentences(text: str) -> tuple[Sentence, ...]:
    """Split ``text`` into sentences at ``.``, ``?``, ``!`` tokens (cached, immutable)."""
    toks = tokenize(text)
    out: list[Sentence] = []
    current: list[Token] = []
    for tok in toks:
        current.append(tok)
        if tok.kind == "punct" and tok.text in SENTENCE_END:
            out.append(_sentence(len(out), current, text))
            current = []
    if current:
        out.append(_sentence(len(out), current, text))
    return tuple(out)


def _sentence(index: int, toks: list[Token], text: str) -> Sentence:
    start, end = toks[0].start, toks[-1].end
    return Sentence(index, tuple(toks), start, end, text[start:end])
