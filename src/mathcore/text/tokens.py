"""Tokens with character spans, and sentences built from them.

One compiled pattern scans the text once (linear time). Token kinds:
``money`` ($3.50), ``percent`` (25%), ``fraction`` (3/4), ``clock`` (2:30),
``number`` (1,000 / 3.5 / 12), ``word`` (letters, inner hyphens, contractions), ``possessive`` ('s),
``punct`` (anything else that is not space). Numeric tokens carry their exact value.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, fields
from fractions import Fraction
from functools import lru_cache
from typing import Any

from mathcore.exact import Number, normalize
from mathcore.fastinit import native

_NUM = r"(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?|\.\d+"
# Leading space is skipped inside the match (spans come from the named group), so the scan
# never fails a whole alternation at a space; ``word`` goes first because it is the common
# case. The alternatives start with disjoint characters (letter; ``$``; digit or ``.``;
# quote), except the digit-led ones, which keep their order, and ``punct``, which is last,
# so the tokens are the same as with any other order.
_PATTERN = re.compile(
    r"\s*(?:(?P<word>[A-Za-z]+(?:-[A-Za-z]+)*(?:['’](?!s\b)[A-Za-z]+)?)"
    rf"|(?P<money>\$\s?(?:{_NUM}))"
    rf"|(?P<percent>(?:{_NUM})\s?%)"
    r"|(?P<fraction>\d+/\d+)"
    r"|(?P<clock>\d{1,2}:\d{2})"
    rf"|(?P<number>{_NUM})"
    r"|(?P<possessive>['’]s\b)"
    r"|(?P<punct>\S))"
)

#: The scanner itself, for a reader that needs the token texts and kinds but no ``Token``
#: (each match's ``lastgroup`` is its kind before ``_value``; the group ends at the match end).
PATTERN = _PATTERN

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
    if "," in text:
        text = text.replace(",", "")
    if "." in text:
        whole, frac = text.split(".", 1)
        return normalize(Fraction(int((whole or "0") + frac), 10 ** len(frac)))
    return int(text)


# Tokens are built without the frozen dataclass ``__init__`` (which sets each field through
# ``object.__setattr__``): plain attribute stores fill an unfrozen twin with the same slots,
# which then becomes a ``Token`` (``__class__`` assignment, allowed between types of the same
# layout; no call per field). The result is the same frozen ``Token`` (equal, hashable,
# immutable afterwards); a text has about 50 tokens and every problem is tokenized.
# In the compiled build (``fastinit.native``: mypyc's native classes have no slots to move
# an object between, and their constructors store each field directly) the same tokens and
# sentences are built by their constructors: ``tokenize`` is chosen once, below.
_NATIVE = native(Token) or native(Sentence)
_Twin: Any = type(
    "_TokenBuild", (), {"__slots__": tuple(f.name for f in fields(Token)), "__module__": __name__}
)
if not _NATIVE:
    _Twin().__class__ = Token  # the layouts agree (raises at import otherwise)


def _value(kind: str, raw: str) -> tuple[str, Number | None]:
    """The exact value of a numeric token (a ``fraction`` over zero becomes ``punct``)."""
    if kind == "number":
        return kind, _decimal(raw)
    if kind == "money":
        return kind, _decimal(raw[1:].strip())
    if kind == "percent":
        return kind, _decimal(raw[:-1].strip())
    num, den = raw.split("/")
    if int(den) == 0:
        return "punct", None
    return kind, normalize(Fraction(int(num), int(den)))


_PLAIN = frozenset({"word", "punct", "possessive", "clock"})
#: ``_PATTERN``'s group names by number, from 0 (the whole match, never a token's kind):
#: ``Match.lastindex`` -> the token kind (every alternative is one named group, none nested).
_KINDS: tuple[str, ...] = ("", *sorted(_PATTERN.groupindex, key=_PATTERN.groupindex.__getitem__))
assert _PATTERN.groups == len(_KINDS) - 1
#: The same, for a scanner of ``PATTERN`` outside this module (a match's kind before ``_value``).
KINDS = _KINDS


#: Texts whose tokens stay cached: every organ of a pass reads the same text, and an organ's
#: bench row cycles its own gold texts (more than 64 for some), which must not evict each
#: text before it returns, or that row pays for the shared tokenization the others do not.
CACHED_TEXTS = 256


def _tokenize_twins(text: str) -> tuple[Token, ...]:
    """All tokens of ``text`` in order, built through twins (the interpreted build)."""
    out: list[Token] = []
    append = out.append
    plain = _PLAIN
    kinds = _KINDS
    for m in _PATTERN.finditer(text):
        # The matched group by its number (no lookup by name); it ends where the match ends
        # (only leading space is outside it), so it starts ``len(raw)`` before that.
        group: int = m.lastindex  # type: ignore[assignment]  # some group always matches
        kind = kinds[group]
        raw = m.group(group)
        end = m.end()
        value: Number | None = None
        if kind not in plain:
            kind, value = _value(kind, raw)
        tok = _Twin()
        tok.text = raw
        tok.kind = kind
        tok.start = end - len(raw)
        tok.end = end
        tok.value = value
        tok.__class__ = Token
        append(tok)
    return tuple(out)


def _tokenize_native(text: str) -> tuple[Token, ...]:
    """``_tokenize_twins`` for the compiled build: each token is allocated by ``Token.__new__``
    and its fields stored directly (compiled stores into a native instance, which neither
    the frozen ``__setattr__`` nor the interpreted dataclass ``__init__`` sees); only there,
    as in the interpreted build such a store raises ``FrozenInstanceError``."""
    out: list[Token] = []
    plain = _PLAIN
    kinds = _KINDS
    for m in _PATTERN.finditer(text):
        group: int = m.lastindex  # type: ignore[assignment]  # some group always matches
        kind = kinds[group]
        raw = m.group(group)
        end = m.end()
        value: Number | None = None
        if kind not in plain:
            kind, value = _value(kind, raw)
        tok = Token.__new__(Token)
        tok.text = raw  # type: ignore[misc]
        tok.kind = kind  # type: ignore[misc]
        tok.start = end - len(raw)  # type: ignore[misc]
        tok.end = end  # type: ignore[misc]
        tok.value = value  # type: ignore[misc]
        out.append(tok)
    return tuple(out)


#: All tokens of ``text`` in order (cached: every organ reads the same text). Each match's
#: group is read by its number (no lookup by name); it ends where the match ends (only
#: leading space is outside it), so it starts ``len(raw)`` before that.
tokenize = lru_cache(maxsize=CACHED_TEXTS)(_tokenize_native if _NATIVE else _tokenize_twins)


def plain_tokenize(text: str) -> tuple[Token, ...]:
    """``tokenize`` by each match's group name and span (the plain computation)."""
    out: list[Token] = []
    for m in _PATTERN.finditer(text):
        kind = m.lastgroup or "punct"
        raw = m.group(kind)
        start, end = m.span(kind)
        value: Number | None = None
        if kind not in _PLAIN:
            kind, value = _value(kind, raw)
        out.append(Token(raw, kind, start, end, value))
    return tuple(out)


def tokenize_through(text: str, at: int) -> tuple[Token, ...]:
    """The tokens of ``text`` up to the first one that ends beyond offset ``at``.

    The same scan as ``tokenize`` stopped early, so the result is always a prefix of
    ``tokenize(text)`` (all of it when no token ends beyond ``at``). A reader that only needs
    the tokens up to a known word skips building the rest of the sentence.
    """
    if _NATIVE:
        return _through_native(text, at)
    out: list[Token] = []
    append = out.append
    plain = _PLAIN
    for m in _PATTERN.finditer(text):
        kind = m.lastgroup or "punct"
        raw = m.group(kind)
        start, end = m.span(kind)
        value: Number | None = None
        if kind not in plain:
            kind, value = _value(kind, raw)
        tok = _Twin()
        tok.text = raw
        tok.kind = kind
        tok.start = start
        tok.end = end
        tok.value = value
        tok.__class__ = Token
        append(tok)
        if end > at:
            break
    return tuple(out)


def _through_native(text: str, at: int) -> tuple[Token, ...]:
    """``tokenize_through`` with each token built by ``Token(...)`` (the compiled build)."""
    out: list[Token] = []
    for m in _PATTERN.finditer(text):
        kind = m.lastgroup or "punct"
        raw = m.group(kind)
        start, end = m.span(kind)
        value: Number | None = None
        if kind not in _PLAIN:
            kind, value = _value(kind, raw)
        out.append(Token(raw, kind, start, end, value))
        if end > at:
            break
    return tuple(out)


def _sentences_by(
    text: str, build: Callable[[int, tuple[Token, ...], str], Sentence]
) -> tuple[Sentence, ...]:
    """``sentences``, each built by ``build`` (index, its tokens, the text)."""
    toks = tokenize(text)
    out: list[Sentence] = []
    start = 0
    for k in [k for k, t in enumerate(toks) if t.text in SENTENCE_END]:
        out.append(build(len(out), toks[start : k + 1], text))
        start = k + 1
    if start < len(toks):
        out.append(build(len(out), toks[start:], text))
    return tuple(out)


def _sentences_twins(text: str) -> tuple[Sentence, ...]:
    """``sentences`` built through twins (the interpreted build)."""
    return _sentences_by(text, _sentence)


def _sentences_native(text: str) -> tuple[Sentence, ...]:
    """``_sentences_twins`` for the compiled build (``_sentence_native``)."""
    return _sentences_by(text, _sentence_native)


def _sentence_native(index: int, toks: tuple[Token, ...], text: str) -> Sentence:
    """``_sentence_plain`` by compiled stores into a native ``Sentence`` (as
    ``_tokenize_native`` builds tokens; the compiled build only)."""
    start, end = toks[0].start, toks[-1].end
    s = Sentence.__new__(Sentence)
    s.index = index  # type: ignore[misc]
    s.tokens = toks  # type: ignore[misc]
    s.start = start  # type: ignore[misc]
    s.end = end  # type: ignore[misc]
    s.text = text[start:end]  # type: ignore[misc]
    return s


#: Split ``text`` into sentences at ``.``, ``?``, ``!`` tokens (cached, immutable).
#: ``sentences_plain`` keeps a list of the current sentence's tokens; this finds the end
#: marks first (a token whose text is ``.``, ``?`` or ``!`` is always punctuation: a
#: number's point is inside its token) and slices the tokens between them.
sentences = lru_cache(maxsize=CACHED_TEXTS)(_sentences_native if _NATIVE else _sentences_twins)


def sentences_plain(text: str) -> tuple[Sentence, ...]:
    """``sentences`` token by token (the plain computation the tests compare)."""
    toks = tokenize(text)
    out: list[Sentence] = []
    current: list[Token] = []
    for tok in toks:
        current.append(tok)
        if tok.kind == "punct" and tok.text in SENTENCE_END:
            out.append(_sentence_plain(len(out), current, text))
            current = []
    if current:
        out.append(_sentence_plain(len(out), current, text))
    return tuple(out)


def _sentence_plain(index: int, toks: Sequence[Token], text: str) -> Sentence:
    """``Sentence(index, tuple(toks), start, end, text[start:end])``."""
    start, end = toks[0].start, toks[-1].end
    return Sentence(index, tuple(toks), start, end, text[start:end])


_SentenceTwin: Any = type(
    "_SentenceBuild",
    (),
    {"__slots__": tuple(f.name for f in fields(Sentence)), "__module__": __name__},
)
if not _NATIVE:
    _SentenceTwin().__class__ = Sentence  # the layouts agree (raises at import otherwise)


def _sentence(index: int, toks: Sequence[Token], text: str) -> Sentence:
    """``_sentence_plain``, built through a twin (as tokens are; the interpreted build)."""
    start, end = toks[0].start, toks[-1].end
    s = _SentenceTwin()
    s.index = index
    s.tokens = tuple(toks)
    s.start = start
    s.end = end
    s.text = text[start:end]
    s.__class__ = Sentence
    return s  # type: ignore[no-any-return]
