"""Clock times and the elapsed time between two of them, exactly, in minutes.

A clock time needs its half of the day: ``2 pm``, ``9:30 a.m.``, ``noon``, ``midnight``, or an
unambiguous 24-hour time (``14:00``, ``00:30``). ``2`` or ``9:30`` alone is ambiguous and is
never guessed. An interval may cross noon or midnight (``10 pm`` to ``2 am`` is 240 minutes);
an interval of zero is refused.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from mathcore.text.lazy_re import lazy_compile

CLOCK = r"(?:[0-9]{1,2}(?::[0-9]{2})?(?: ?(?:am|pm|a\.m\.|p\.m\.))?(?![0-9:])|noon|midnight)"
_PARTS = lazy_compile(
    r"(?P<h>[0-9]{1,2})(?::(?P<m>[0-9]{2}))?(?: ?(?P<mer>am|pm|a\.m\.|p\.m\.))?"
    r"|(?P<word>noon|midnight)",
    re.IGNORECASE,
)
DAY = 24 * 60
_INTERVAL = lazy_compile(
    rf"(?:,? (?:(?:running|working|pumping|open|painting) )?(?P<tog>together )?)?"
    rf"(?:from|between) (?P<a>{CLOCK}) (?:to|until|and) (?P<b>{CLOCK})(?P<end>[.!?])$",
    re.IGNORECASE,
)


@dataclass(frozen=True, slots=True)
class ClockTime:
    """Minutes after midnight, with the text it was read from."""

    minutes: int
    text: str


def parse_clock(text: str) -> ClockTime | str | None:
    """A clock time, ``"ambiguous"`` when the half of the day is missing, None if unreadable."""
    m = _PARTS.fullmatch(text.strip())
    if m is None:
        return None
    if m["word"]:
        return ClockTime(12 * 60 if m["word"].lower() == "noon" else 0, text)
    h, minutes = int(m["h"]), int(m["m"] or 0)
    if minutes >= 60:
        return None
    mer = (m["mer"] or "").lower().replace(".", "")
    if not mer:
        if m["m"] is not None and (h >= 13 or h == 0) and h <= 23:
            return ClockTime(h * 60 + minutes, text)
        return "ambiguous"
    if not 1 <= h <= 12:
        return None
    h = h % 12 + (12 if mer == "pm" else 0)
    return ClockTime(h * 60 + minutes, text)


def elapsed_minutes(start: ClockTime, end: ClockTime) -> int:
    """Minutes from ``start`` to ``end`` (crossing midnight when ``end`` is earlier)."""
    return (end.minutes - start.minutes) % DAY


def interval(start_text: str, end_text: str) -> int | str:
    """Elapsed minutes, or a refusal word: ``"ambiguous"``, ``"unreadable"``, ``"zero"``."""
    a, b = parse_clock(start_text), parse_clock(end_text)
    if a == "ambiguous" or b == "ambiguous":
        return "ambiguous"
    if not isinstance(a, ClockTime) or not isinstance(b, ClockTime):
        return "unreadable"
    span = elapsed_minutes(a, b)
    return span if span > 0 else "zero"


@dataclass(frozen=True, slots=True)
class Interval:
    start: str
    end: str
    together: bool


#: The longest text ``_INTERVAL`` matches: ``, painting together `` (20), ``between `` (8),
#: two clock times of at most 10 characters around `` until `` (7), the end mark and the
#: newline ``$`` may stand before (57). A match ends at the end of the sentence, so it starts
#: in the sentence's last ``_INTERVAL_SPAN`` characters.
_INTERVAL_SPAN = 64


def split_interval(s: str) -> tuple[str, Interval] | None:
    """``..., running together from 2 pm to 5 pm.`` -> (``...``+end mark, the interval).

    The search starts ``_INTERVAL_SPAN`` characters before the end (the pattern has no
    lookbehind, so the match is the same as a search of the whole sentence, which
    ``plain_split_interval`` does)."""
    if " from " not in s and " between " not in s:
        return None
    m = _INTERVAL.search(s, max(0, len(s) - _INTERVAL_SPAN))
    if m is None:
        return None
    rest = s[: m.start()] + m["end"]
    return rest, Interval(m["a"], m["b"], bool(m["tog"]))


def plain_split_interval(s: str) -> tuple[str, Interval] | None:
    """``split_interval`` searching the whole sentence (the plain computation)."""
    if " from " not in s and " between " not in s:
        return None
    m = _INTERVAL.search(s)
    if m is None:
        return None
    rest = s[: m.start()] + m["end"]
    return rest, Interval(m["a"], m["b"], bool(m["tog"]))
