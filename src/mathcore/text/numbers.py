"""Numbers written in words ("twenty-five", "one hundred twelve", "a dozen").

The words and their values are pack data (lexicon categories ``number_word`` and
``number_scale``); this module only combines them.
"""

from __future__ import annotations

from collections.abc import Sequence

from mathcore.exact import Number, parse_exact
from mathcore.packs.loader import Pack, current_pack


def word_value(word: str, pack: Pack | None = None) -> int | None:
    """The value of one number word or hyphenated compound (``"twenty-five"``)."""
    p = pack or current_pack()
    parts = word.lower().split("-")
    total = 0
    for part in parts:
        v = p.value(part, "number_word")
        if v is None:
            return None
        total += int(v)
    if len(parts) == 2 and not (20 <= int(p.value(parts[0], "number_word") or 0) <= 90):
        return None
    return total


def words_value(words: Sequence[str], pack: Pack | None = None) -> int | None:
    """The value of a run of number words (``["one", "hundred", "twelve"]``), else None."""
    p = pack or current_pack()
    if not words:
        return None
    total = 0
    current = 0
    seen_any = False
    for w in words:
        lw = w.lower()
        if lw == "and" and seen_any:
            continue
        scale = p.value(lw, "number_scale")
        if scale is not None:
            if not seen_any:
                return None
            current = max(current, 1) * int(scale)
            if int(scale) >= 1000:
                total += current
                current = 0
            continue
        v = word_value(lw, p)
        if v is None:
            return None
        current += v
        seen_any = True
    return total + current


def number_value(text: str, pack: Pack | None = None) -> Number | None:
    """Digits (``"1,000"``, ``"3.5"``) or a single number word, exactly; else None."""
    exact = parse_exact(text)
    if exact is not None:
        return exact
    return word_value(text, pack)
