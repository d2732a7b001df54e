# ruff: noqa: E501
"""Question forms over statements already read (GSM8K question sentences).

``told_span``: ``How many points did he score during both years?``, ``How much fuel did she
use in total for the two weeks?``. The trailing span (``for|during|over|in|on`` + ``both`` /
``the two`` / ``these two`` / ``those two`` / ``two`` / ``2`` + a plural time unit) names the
two times the story told; the ledger already sums every event of the asked kind, so the span
is dropped before the question frames read, only when all hold:

- the span ends the question, and no other time word, ``if``, ``when``, ``after`` or
  ``before`` is in the question, and the question asks an action (``did|does|do|will|were``
  with no possession verb: a state "for both weeks" is not a sum);
- every time word of the statements is part of a told time of that unit: ``this|last|next|
  first|second|following|previous|junior|senior ... week|year|month``; for days a weekday
  name (``on Monday``) or ``yesterday|today|tomorrow`` (never both families) or
  ``the first|second day``; no rate or span of the unit (``a day``, ``each week``,
  ``for 3 days``) anywhere in the story;
- every statement sentence with a number names at least one told time, and none says
  ``N more`` with no ``than`` (``This week he sold 3 more``: besides, or more than last week);
- exactly two different told times.

``FORM_QUESTIONS``: ``How many more biscuits did she bake than butter cookies?``, ``How
many more oranges does he have than apples?``: the difference of one holder's two kinds,
``than`` after the verb (``q_more_kinds`` reads it before the verb); the answer is
``_ask_difference_k`` (each side bound to the holder and one kind).
"""

from __future__ import annotations

from collections.abc import Sequence

from mathcore.organs.story.lexemes import Lexeme

FORM_QUESTIONS = """\
q_more_kinds_after | how many more K:k did|does|do|will H:s F=increment_frame/decrement_frame:f than K:k2 T:t | ask=difference_k holder=s kind=k other_kind=k2 frame=f
q_more_kinds_have | how many more K:k do|does|did H:s V=possession than K:k2 T:t | ask=difference_k holder=s kind=k other_kind=k2
"""

#: Plural time units a span names, by their singular.
_UNITS = {"days": "day", "weeks": "week", "months": "month", "years": "year", "nights": "night"}
_TIME_NOUNS = frozenset({"day", "week", "month", "year", "night", "weekend", "hour", "minute"})
_PREPS = frozenset({"for", "during", "over", "in", "on"})
_COUNTS = frozenset({"both", "two", "2"})
_DETS = frozenset({"the", "these", "those"})
#: Words that tell one time of a unit from another ("last week", "his senior year").
_ORDINALS = frozenset(
    {"this", "last", "next", "first", "second", "following", "previous", "junior", "senior"}
)
_WEEKDAYS = frozenset(
    {"monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"}
)
_DEICTIC = frozenset({"yesterday", "today", "tomorrow"})
_NAMED_DAYS = _WEEKDAYS | _DEICTIC
_BLOCKERS = frozenset({"if", "when", "after", "before", "while", "until", "per", "each", "every"})
_ACTION_AUX = frozenset({"did", "does", "do", "will", "would", "were", "was"})


def _span(words: Sequence[str]) -> tuple[int, str] | None:
    """Where a trailing span starts and its unit (``for the two weeks`` -> (k, "week"))."""
    if len(words) < 4 or words[-1] not in _UNITS:
        return None
    unit = _UNITS[words[-1]]
    k = len(words) - 2
    if words[k] not in _COUNTS:
        return None
    if words[k] != "both" and words[k - 1] in _DETS:
        k -= 1
    if words[k - 1] not in _PREPS:
        return None
    return k - 1, unit


def _told_times(lx: Sequence[Lexeme], unit: str) -> set[str] | None:
    """The told times of ``unit`` in one statement sentence (None: a time word not one)."""
    told: set[str] = set()
    for i, t in enumerate(lx):
        w = t.word
        if unit == "day" and w in _NAMED_DAYS:
            told.add(w)
            continue
        if t.noun in _TIME_NOUNS or (t.time and w not in _NAMED_DAYS):
            prev = lx[i - 1].word if i else ""
            if t.noun != unit or w != unit or prev not in _ORDINALS:
                return None  # "a day", "for 3 days", "each week", "in the morning"
            told.add(f"{prev} {w}")
        elif t.time:  # a weekday or "yesterday" in a story of weeks or years
            return None
    return told


_MORE = frozenset({"more", "fewer", "less"})


def _bare_more(lx: Sequence[Lexeme]) -> bool:
    """``This week he sold 3 more``: 3 besides, or 3 more than last week (two readings); a
    percentage (``30% more``) or a ``than`` names its base."""
    words = [t.word for t in lx]
    if "than" in words:
        return False
    return any(
        w in _MORE and (i == 0 or (lx[i - 1].sym != "PCT" and words[i - 1] != "percent"))
        for i, w in enumerate(words)
    )


def _story_times(sents: Sequence[Sequence[Lexeme]], unit: str) -> set[str] | None:
    times: set[str] = set()
    for lx in sents:
        told = _told_times(lx, unit)
        if told is None:
            return None
        if _bare_more(lx):
            return None
        counted = any(t.sym in ("NUM", "MONEY", "PCT") or t.mult is not None for t in lx)
        if counted and not told:
            return None
        times |= told
    if unit == "day" and times & _WEEKDAYS and times & _DEICTIC:
        return None  # "on Monday" and "yesterday" may be one day
    return times


def told_span(lx: Sequence[Lexeme], h: int, sents: Sequence[Sequence[Lexeme]]) -> list[Lexeme]:
    """The question without a span naming the story's two told times (else unchanged)."""
    out = list(lx)
    if not out or out[-1].word not in _UNITS:  # cheap: most questions end otherwise
        return out
    words = [t.word for t in out]
    span = _span(words)
    if span is None or h != 0 or len(sents) < 2:
        return out
    k, unit = span
    rest = out[:k]
    if any(t.time or t.word in _BLOCKERS or t.verb == "possession" for t in rest):
        return out
    if not any(t.word in _ACTION_AUX for t in rest):
        return out
    times = _story_times(sents[:-1], unit)
    if times is None or len(times) != 2:
        return out
    return rest
