"""Number-word variants: one small whole number written in words ("9" -> "nine").

The value is unchanged, so the answer is too; a reader that skips a number word must refuse,
never answer from the remaining numbers. Money, percentages, decimals, fractions, clock times
and ordinals are left alone, as is a number followed by a hyphen ("5-year-old").
"""

from __future__ import annotations

import re

_WORDS_TEXT = (
    "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen "
    "fifteen sixteen seventeen eighteen nineteen twenty"
)
WORDS = tuple(_WORDS_TEXT.split())

_SMALL = re.compile(r"(?<![\w$.,/:-])(\d{1,2})(?![\w%/:-]|[.,]\d|\s?%)")


def number_word_variants(text: str) -> list[tuple[str, str]]:
    """``(label, text)``: each number 2..20 written with digits, spelled out in turn."""
    out: list[tuple[str, str]] = []
    for m in _SMALL.finditer(text):
        value = int(m.group(1))
        if not 2 <= value <= 20 or m.group(1).startswith("0"):
            continue
        word = WORDS[value]
        at_start = m.start() == 0 or text[: m.start()].rstrip().endswith((".", "?", "!"))
        if at_start:
            word = word.capitalize()
        out.append((f"{value}->{word}", text[: m.start()] + word + text[m.end() :]))
    return out
