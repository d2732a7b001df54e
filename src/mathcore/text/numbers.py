"""Numbers written in words ("twenty-five", "one hundred twelve", "a dozen").

The words and their values are pack data (lexicon categories ``number_word`` and
``number_scale``); this module only combines them.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from mathcore.exact import Number, parse_exact
from mathcore.packs.loader import Pack, current_pack


def word_value(word: str, pack: Pack | None = None) -> int | None:
    """The value of one number word, or of a ``tens-ones`` compound (``"twenty-five"``)."""
    p = pack or current_pack()
    parts = word.lower().split("-")
    if len(parts) == 1:
        v = p.value(parts[0], "number_word")
        return None if v is None else int(v)
    if len(parts) != 2:
        return None
    tens, ones = (p.value(x, "number_word") for x in parts)
    if tens is None or ones is None:
        return None
    t, o = int(tens), int(ones)
    if not (20 <= t <= 90 and t % 10 == 0 and 1 <= o <= 9):
        return None
    return t + o


@dataclass(slots=True)
class _Phrase:
    """State of a number phrase being read: finished scales, and the open chunk (< 1000)."""

    total: int = 0
    chunk: int | None = None
    hundreds: bool = False  # the open chunk has its hundreds
    tens_open: bool = False  # the open chunk ends in a bare tens word (twenty ...)
    ones: bool = False  # the open chunk's last two digits are complete
    last_scale: int = 10**18

    def scale(self, scale: int) -> bool:
        if not self.chunk:
            return False
        if scale == 100:
            if self.hundreds or self.chunk > 9:
                return False
            self.chunk *= 100
            self.hundreds, self.tens_open, self.ones = True, False, False
            return True
        if scale >= self.last_scale:
            return False
        self.total += self.chunk * scale
        self.last_scale = scale
        self.chunk, self.hundreds, self.tens_open, self.ones = None, False, False, False
        return True

    def number(self, v: int, compound: bool) -> bool:
        if self.ones:
            return False
        if self.tens_open:
            if compound or not 1 <= v <= 9:
                return False
            self.chunk = (self.chunk or 0) + v
            self.tens_open, self.ones = False, True
            return True
        if v >= 100 or not (v < 20 or v % 10 == 0 or compound):
            return False
        self.chunk = (self.chunk or 0) + v
        if not compound and v >= 20:
            self.tens_open = True
        else:
            self.ones = True
        return True


def words_value(words: Sequence[str], pack: Pack | None = None) -> int | None:
    """The value of a well-formed run of number words, else None.

    ``["one", "hundred", "twelve"]`` -> 112, ``["two", "thousand", "five"]`` -> 2005,
    ``["twenty", "five"]`` -> 25. Malformed runs (``five five``, ``three dozen``,
    ``twelve hundred``, ``hundred``) are None: readers refuse rather than add them up.
    """
    p = pack or current_pack()
    if not words:
        return None
    if len(words) == 1:
        return word_value(words[0], p)
    state = _Phrase()
    for w in words:
        lw = w.lower()
        if lw == "and":
            if not (state.hundreds and not (state.tens_open or state.ones)):
                return None
            continue
        scale = p.value(lw, "number_scale")
        if scale is not None:
            if not state.scale(int(scale)):
                return None
            continue
        v = word_value(lw, p)
        if v is None or not state.number(v, "-" in lw):
            return None
    if state.chunk is None and state.total == 0:
        return None
    if state.chunk == 0 and state.total == 0:
        return None
    return state.total + (state.chunk or 0)


def number_value(text: str, pack: Pack | None = None) -> Number | None:
    """Digits (``"1,000"``, ``"3.5"``) or a single number word, exactly; else None."""
    exact = parse_exact(text)
    if exact is not None:
        return exact
    return word_value(text, pack)
