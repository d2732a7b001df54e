"""Input hygiene before any organ reads: bounded, linear checks with typed outcomes.

``check_input`` returns ``None`` for text an organ may read, else the reason a problem
must be refused as input shape (empty, too long, control characters, digits of other
scripts, absurdly long numbers). It inspects each character once.
"""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache

#: Longest problem text read at all (GSM8K's longest question is under 1,000 characters).
MAX_CHARS = 8_000
#: Longest run of digits accepted in a number (larger is refused as absurd).
MAX_NUMBER_DIGITS = 15

_CONTROL = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]")
_LONG_NUMBER = re.compile(r"\d{" + str(MAX_NUMBER_DIGITS + 1) + ",}")

GUARD_REASONS = (
    "empty",
    "input_too_long",
    "control_characters",
    "unsupported_digits",
    "absurd_number",
)


def check_input(text: object) -> str | None:
    """The input-shape reason to refuse ``text``, or ``None`` when it may be read."""
    if not isinstance(text, str):
        return "empty"
    if len(text) > MAX_CHARS:  # checked before the cache, which holds only short texts
        return "input_too_long" if text.strip() else "empty"
    return _check_text(text)


@lru_cache(maxsize=256)  # as many texts as ``text.tokens`` caches
def _check_text(text: str) -> str | None:
    """``check_input`` of a string (cached: the pipeline and several organs ask per text)."""
    if not text.strip():
        return "empty"
    if text.isascii():  # one table pass over the bytes decides both byte-level checks
        scan = text.encode("ascii").translate(_ASCII_SCAN, b",")
        if b"\x01" in scan:
            return "control_characters"
        return "absurd_number" if _TOO_MANY in scan else None
    # The distinct non-ASCII characters in the order they first occur (the first offending
    # one in the text decides, as a loop over every character would), then the ASCII
    # checks on the bytes with each non-ASCII character as ``?``: a Unicode ``\d`` is a
    # character of category Nd, refused just before, so only ASCII digits remain to count.
    for ch in dict.fromkeys(_NON_ASCII.findall(text)):
        cat = unicodedata.category(ch)
        if cat == "Nd" or cat == "No":
            return "unsupported_digits"
        if cat in ("Cc", "Cs", "Co", "Cn"):
            return "control_characters"
    scan = text.encode("ascii", "replace").translate(_ASCII_SCAN, b",")
    if b"\x01" in scan:
        return "control_characters"
    return "absurd_number" if _TOO_MANY in scan else None


_NON_ASCII = re.compile(r"[^\x00-\x7f]")


#: ASCII bytes: each digit to ``0``, everything else to a space (commas are deleted first).
_DIGIT_RUN = bytes(48 if 48 <= b <= 57 else 32 for b in range(256))
_TOO_MANY = b"0" * (MAX_NUMBER_DIGITS + 1)
#: The same, and each byte ``_CONTROL`` matches to ``\x01``: an ASCII text's control and
#: long-number checks in one ``translate``.
_ASCII_SCAN = bytes(
    48 if 48 <= b <= 57 else 1 if _CONTROL.match(chr(b)) else 32 for b in range(256)
)


def _long_number(text: str) -> bool:
    """Whether ``text`` without its commas has a run of more than ``MAX_NUMBER_DIGITS``
    digits. An ASCII text is checked on its bytes (a table lookup per byte, then a substring
    search: the regex tries every position); any other text through the regex."""
    if text.isascii():
        return _TOO_MANY in text.encode("ascii").translate(_DIGIT_RUN, b",")
    return _LONG_NUMBER.search(text.replace(",", "")) is not None
