"""One lower-casing per text: ``lower(text)`` is ``text.lower()``, kept for the last text.

Within one solve every specialist organ reads the same text object one after the other, and
most of them start by lower-casing it (the rate readers, the sum-cue and clock screens,
linear-system, relations): six copies of the whole text per solve. ``lower`` keeps the last
text it was given (by identity) with its lower case, so the organs of one solve share one.
The entry is replaced by the next text, so it never serves another solve's text unless the
very same object is solved again right after; it is one immutable pair, rebound at once, so
a thread reading it sees a text with its own lower case.
"""

from __future__ import annotations

#: The last text asked about and its lower case.
_last: tuple[str, str] = ("", "")


def lower(text: str) -> str:
    """``text.lower()`` (the same string value), computed once for consecutive calls."""
    global _last
    last = _last
    if last[0] is text:
        return last[1]
    low = text.lower()
    _last = (text, low)
    return low
