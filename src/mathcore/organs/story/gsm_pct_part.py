"""The ``Q`` frame element: a part of a whole, read as an exact fraction below one.

``half``, ``a half``, ``a third``, ``one quarter``, ``one-fourth``, ``two-thirds`` (pack
``fraction_word`` rows), ``3/4`` (a written fraction), ``25%`` and ``40 percent``. A whole
number, a fraction of one or more, a decimal (``0.5``) or a percent of 100 or more is no part
and is not read here.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from mathcore.organs.story.lexemes import Lexeme
from mathcore.packs.loader import Pack, PerPack

#: The word table lives in the pack, read once per pack digest: ``article_part_word``.


@dataclass(frozen=True, slots=True)
class _Words:
    article_parts: frozenset[str]


def _build_words(pack: Pack) -> _Words:
    """The pack's word tables of this module."""
    return _Words(
        article_parts=pack.words("article_part_word"),
    )


#: Built once per pack digest (``packs.loader.PerPack``).
_words = PerPack(_build_words)


#: pct7: a number word over a plural ordinal, "two thirds" (not "quarters": coins).
PLURAL_PARTS = {"thirds": 3, "fourths": 4, "fifths": 5, "sixths": 6, "eighths": 8, "tenths": 10}


def _proper(v: object) -> Fraction | None:
    if not isinstance(v, int | Fraction):
        return None
    f = Fraction(v)
    return f if 0 < f < 1 else None


def gsm_pct_part(lx: Sequence[Lexeme], i: int) -> list[tuple[Any, int]]:
    """The readings of a part of a whole at ``lx[i]``: ``((value, index, False), next)``."""
    if i >= len(lx):
        return []
    t = lx[i]
    nxt = lx[i + 1] if i + 1 < len(lx) else None
    if t.sym == "PCT":
        part = _proper(Fraction(t.value) / 100) if t.value is not None else None
        return [((part, t.index, False), i + 1)] if part is not None else []
    if t.sym == "NUM" and nxt is not None and nxt.word == "percent" and t.value is not None:
        part = _proper(Fraction(t.value) / 100)
        return [((part, t.index, False), i + 2)] if part is not None else []
    if t.sym == "NUM" and nxt is not None and nxt.word in PLURAL_PARTS and t.text.isalpha():
        part = _proper(Fraction(t.value or 0) / PLURAL_PARTS[nxt.word])  # pct7: "two thirds"
        return [((part, t.index, False), i + 2)] if part is not None else []
    if t.sym == "NUM" and "/" in t.text:  # a written fraction, "3/4"
        part = _proper(t.value)
        return [((part, t.index, False), i + 1)] if part is not None else []
    if t.word in ("a", "one") and nxt is not None and nxt.word in _words().article_parts:
        part = _proper(nxt.mult)
        return [((part, nxt.index, False), i + 2)] if part is not None else []
    if t.mult is not None and (t.word == "half" or "-" in t.word):
        part = _proper(t.mult)
        return [((part, t.index, False), i + 1)] if part is not None else []
    return []
