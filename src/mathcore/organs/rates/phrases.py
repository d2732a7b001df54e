"""The shared surface grammar of the rate readers: numbers, rate phrases, cues, clauses.

Both rate organs read whole sentences against closed templates built from these fragments;
a sentence that matches no template is never skipped. Open-class slots are narrow: a name
(capitalized word), a determiner plus one noun, a verb from the pack's ``rate_cue`` lexicon.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass
from functools import lru_cache

from mathcore.exact import MAX_DIGITS, Number, parse_exact
from mathcore.fastinit import fast_init, fast_new
from mathcore.organs.rates.lexicon import Tables, tables
from mathcore.text.lazy_re import lazy_compile
from mathcore.text.lowered import lower as lowered
from mathcore.text.numbers import word_value

#: A number as written: digits (with separators, sign or decimals, judged later) or a word.
NUM = r"[-+]?[0-9][0-9,]*(?:\.[0-9]+)?|[a-z]+(?:-[a-z]+)?"
WORD = r"[a-z]+"
NAME = r"[A-Z][a-z]+"
DET_NOUN = (
    r"(?:[Aa]n?|[Tt]he|[Oo]ne|[Aa]nother|[Tt]hat|[Tt]his)"
    r"(?: (?:first|second|other|big|small|large|new|old))? [a-z]+"
)
AGENT = rf"(?:{DET_NOUN}|[Tt]he other(?: [a-z]+)?|[Aa]nother|{NAME})"
OBJ = r"(?:(?:a|an|the|its|their|his|her) [a-z]+|it|them)"

_SENTENCE_SPLIT = lazy_compile(r"(?<=[.?!])\s+")
#: An end mark and the whitespace after it: the same cuts as ``_SENTENCE_SPLIT`` (whose
#: lookbehind the scanner tests at every position), found by a charset-prefixed search.
_SENTENCE_END = lazy_compile(r"[.?!]\s+")
_INT = lazy_compile(r"[0-9]{1,3}(?:,[0-9]{3})+|[0-9]+")
_CLOCK = lazy_compile(
    r"\b[0-9]{1,2}(?::[0-9]{2})?\s*(?:a\.m\.|p\.m\.|am\b|pm\b)|\b[0-9]{1,2}:[0-9]{2}\b"
    r"|\bnoon\b|\bmidnight\b|o'clock",
    re.IGNORECASE | re.ASCII,
)
_EVENT_AT = lazy_compile(
    r"\b(?:arrived|arrives|left|leaves|departed|departs|started|starts|began) at\b",
    re.IGNORECASE,
)
_CLOCK_HINTS = (":", "am", "pm", "a.m", "p.m", "noon", "midnight", "o'clock")
#: What ``_CLOCK`` cannot match without, in the lower-cased text (its ASCII letters fold the
#: same under ``str.lower``): a ``:``, ``noon``, ``midnight``, ``o'clock``, or a digit, spaces
#: and ``am``/``pm``/``a.``/``p.`` (its ``\s`` is ASCII, a subset of this one's).
_CLOCK_WORDS = (":", "noon", "midnight", "o'clock")
_AM_PM = lazy_compile(r"[0-9]\s*[ap][.m]")
#: The phrases ``_EVENT_AT`` matches, lower case: in an ASCII text (where ``re.IGNORECASE``
#: folds only ASCII letters, as ``str.lower`` does) it matches only where one of them stands.
_EVENT_PHRASES = (
    "arrived at",
    "arrives at",
    "left at",
    "leaves at",
    "departed at",
    "departs at",
    "started at",
    "starts at",
    "began at",
)


#: Question words and sentence openers that are never names.
NOT_NAMES = frozenset(
    {
        "how",
        "what",
        "if",
        "when",
        "working",
        "running",
        "together",
        "combined",
        "it",
        "they",
        "the",
        "a",
        "an",
        "one",
        "another",
        "both",
        "he",
        "she",
        "in",
        "after",
        "then",
        "two",
    }
)


@dataclass(frozen=True, slots=True)
class RatePhrase:
    """``<num> <units> per <den>`` found in a text; ``value`` is None when not a number."""

    raw: str
    value: Number | None
    units: str
    den: str
    start: int
    end: int


fast_init(RatePhrase)


def number(raw: str) -> Number | None:
    """The exact value of a written number (digits or one number word), else None."""
    s = raw.strip().lower()
    if not s or not s.isascii() or len(s) > 2 * MAX_DIGITS:
        return None
    if s.isdigit():
        return int(s) if len(s) <= MAX_DIGITS else None
    if s[0].isdigit() or s[0] in "+-":
        if sum(ch.isdigit() for ch in s) > MAX_DIGITS:
            return None
        if s.replace(",", "").lstrip("+-").replace(".", "", 1).isdigit():
            if "," in s and _INT.fullmatch(s.split(".")[0].lstrip("+-")) is None:
                return None
            return parse_exact(s)
        return None
    return word_value(s, tables().pack)


def count(raw: str) -> int | None:
    """A positive whole number as written (``"12"``, ``"1,000"``, ``"twelve"``), else None."""
    v = number(raw)
    if isinstance(v, int) and v > 0:
        return v
    return None


def foreign_digits(text: str) -> bool:
    """Whether the text has digits of another script (never read as numbers here).

    The same answer as ``plain_foreign_digits``: only the distinct non-ASCII characters of
    the text are tested (a set difference in C), not every character of it by a generator."""
    if text.isascii():
        return False
    return any(ch.isdigit() for ch in set(text).difference(_ASCII_CHARS))


_ASCII_CHARS = frozenset(map(chr, range(128)))


def plain_foreign_digits(text: str) -> bool:
    """``foreign_digits`` by a generator over every character (the plain computation)."""
    return not text.isascii() and any(ch.isdigit() and not ch.isascii() for ch in text)


def split_sentences(text: str) -> list[str]:
    """Sentences of ``text`` (split after ``.``, ``?``, ``!`` followed by space).

    The same list as ``plain_split_sentences``: each cut is a whitespace run right after an
    end mark; the piece before it keeps its end mark, so no piece is empty."""
    t = text.strip()
    out: list[str] = []
    start = 0
    for m in _SENTENCE_END.finditer(t):
        cut = m.start() + 1
        out.append(t[start:cut])
        start = m.end()
    if start < len(t):
        out.append(t[start:])
    return out


def plain_split_sentences(text: str) -> list[str]:
    """``split_sentences`` by the lookbehind split (the plain computation)."""
    return [s for s in _SENTENCE_SPLIT.split(text.strip()) if s]


def iter_sentences(text: str) -> Iterator[str]:
    """The sentences of ``split_sentences``, one at a time: a reader that stops at its first
    unread sentence never splits the rest of the text."""
    t = text.strip()
    start = 0
    for m in _SENTENCE_END.finditer(t):
        cut = m.start() + 1
        yield t[start:cut]
        start = m.end()
    if start < len(t):
        yield t[start:]


_NUM_TOKEN = lazy_compile(NUM, re.IGNORECASE | re.ASCII)
_DEN = lazy_compile(r"[A-Za-z]+\b")
_UNITS = lazy_compile(r"[A-Za-z]+")


_PHRASE_NUMBERS: dict[int, tuple[Tables, dict[str, tuple[bool, Number | None]]]] = {}
_PHRASE_MEMO_LIMIT = 65536


def phrase_number(raw: str) -> tuple[bool, Number | None]:
    """Whether ``raw`` stands as a rate phrase's number, and its value (``number``).

    Memoised per pack tables (a pure function of the word and the pack)."""
    t = tables()
    got = _PHRASE_NUMBERS.get(id(t))
    if got is None or got[0] is not t:
        _PHRASE_NUMBERS.clear()
        got = _PHRASE_NUMBERS[id(t)] = (t, {})
    memo = got[1]
    hit = memo.get(raw)
    if hit is not None:
        return hit
    out = plain_phrase_number(raw)
    if len(memo) < _PHRASE_MEMO_LIMIT:
        memo[raw] = out
    return out


def plain_phrase_number(raw: str) -> tuple[bool, Number | None]:
    """``phrase_number`` without the memo (the plain computation)."""
    if _NUM_TOKEN.fullmatch(raw) is None:
        return False, None
    value = number(raw)
    return value is not None or raw[0].isdigit() or raw[0] in "+-", value


def rate_phrases(text: str) -> list[RatePhrase]:
    """Every ``<number> <units> per <unit>`` phrase; words that are not numbers are skipped.

    Found from each ``" per "`` outwards (no scan of the whole text with a regex). The units
    word is ``[A-Za-z]+`` (tested as ASCII letters, no regex); the number is judged once per
    word and pack (``phrase_number``).
    """
    out: list[RatePhrase] = []
    i = text.find(" per ")
    while i >= 0:
        den = _DEN.match(text, i + 5)
        j = text.rfind(" ", 0, i)
        if den is not None and j > 0:
            k = text.rfind(" ", 0, j)
            units = text[j + 1 : i]
            if units.isalpha() and units.isascii():
                raw = text[k + 1 : j]
                ok, value = phrase_number(raw)
                if ok:
                    out.append(_new_RatePhrase(raw, value, units, den.group(), k + 1, den.end()))
        i = text.find(" per ", i + 5)
    return out


def plain_rate_phrases(text: str) -> list[RatePhrase]:
    """``rate_phrases`` by the regexes and ``number`` (the plain computation)."""
    out: list[RatePhrase] = []
    i = text.find(" per ")
    while i >= 0:
        den = _DEN.match(text, i + 5)
        j = text.rfind(" ", 0, i)
        k = text.rfind(" ", 0, j) if j > 0 else -1
        if den is not None and j > 0:
            raw, units = text[k + 1 : j], text[j + 1 : i]
            if _UNITS.fullmatch(units) and _NUM_TOKEN.fullmatch(raw):
                value = number(raw)
                if value is not None or raw[0].isdigit() or raw[0] in "+-":
                    out.append(_new_RatePhrase(raw, value, units, den.group(), k + 1, den.end()))
        i = text.find(" per ", i + 5)
    return out


def has_clock(text: str) -> bool:
    """Whether the text names clock times (``2 pm``, ``9:30``, ``noon``, ``arrived at``)."""
    low = lowered(text)
    for h in _CLOCK_WORDS:  # any(...), without a generator per text
        if h in low:
            break
    else:
        h = ""
    if (h or _AM_PM.search(low) is not None) and _CLOCK.search(text) is not None:
        return True
    if " at " not in low:
        return False
    if text.isascii():
        for p in _EVENT_PHRASES:
            if p in low:
                break
        else:
            return False
    return _EVENT_AT.search(text) is not None


def plain_has_clock(text: str) -> bool:
    """``has_clock`` with its first screen only (the plain computation)."""
    low = text.lower()
    for h in _CLOCK_HINTS:
        if h in low:
            if _CLOCK.search(text) is not None:
                return True
            break
    return " at " in low and _EVENT_AT.search(text) is not None


def cue(word: str) -> str | None:
    """The pack's rate cue of a word: ``sum``, ``clock``, ``inflow:fill``, ``work:paint``..."""
    return tables().cues.get(word.lower())


_VERB_CLASSES: dict[int, tuple[Tables, dict[str, tuple[str, str] | None]]] = {}
_VERB_MEMO_LIMIT = 65536


def verb_class(word: str) -> tuple[str, str] | None:
    """``(class, lemma)`` of a rate verb (``"fills"`` -> ``("inflow", "fill")``), else None.

    Memoised per pack tables (a pure function of the word and the tables' cues)."""
    t = tables()
    got = _VERB_CLASSES.get(id(t))
    if got is None or got[0] is not t:
        _VERB_CLASSES.clear()
        got = _VERB_CLASSES[id(t)] = (t, {})
    memo = got[1]
    if word in memo:
        return memo[word]
    out = plain_verb_class(word)
    if len(memo) < _VERB_MEMO_LIMIT:
        memo[word] = out
    return out


def plain_verb_class(word: str) -> tuple[str, str] | None:
    """``verb_class`` without the memo (the plain computation)."""
    v = cue(word)
    if v is None or ":" not in v:
        return None
    cls, lemma = v.split(":", 1)
    return cls, lemma


_WORDS = lazy_compile(r"[a-z]+")


_SUM_CUE_PATTERNS: dict[int, tuple[re.Pattern[str], tuple[str, ...] | None]] = {}
#: The regex's source -> the same entry: the per-text cache is keyed by the source (a string
#: whose hash is kept), not by the pattern (whose hash is worked out from its code per call).
_SUM_CUE_BY_SOURCE: dict[str, tuple[re.Pattern[str], tuple[str, ...] | None]] = {}
#: What ``\w`` matches among the characters of a lower-cased ASCII text.
_WORD_CHARS = "abcdefghijklmnopqrstuvwxyz0123456789_"


def has_sum_cue(text: str) -> bool:
    """Whether any word of the text is a cooperation cue (together, combined, both)."""
    t = tables()
    got = _SUM_CUE_PATTERNS.get(id(t))
    if got is None:
        words = sorted(w for w, v in t.cues.items() if v == "sum")
        pattern = re.compile(r"\b(?:" + "|".join(map(re.escape, words)) + r")\b", re.I)
        plain = bool(words) and all(_plain_word(w) for w in words)
        got = (pattern, tuple(w.lower() for w in words) if plain else None)
        _SUM_CUE_PATTERNS[id(t)] = got
        _SUM_CUE_BY_SOURCE[pattern.pattern] = got
    return _cued(got[0].pattern, text)


def _plain_word(w: str) -> bool:
    """An ASCII word opening and closing with a word character (``\\b`` then means: no word
    character beside it)."""
    if not w or not w.isascii():
        return False
    return w[0].lower() in _WORD_CHARS and w[-1].lower() in _WORD_CHARS


@lru_cache(maxsize=64)
def _cued(source: str, text: str) -> bool:
    """``_found`` of the sum-cue entry of ``source`` (cached: the rate organs ask it per text)."""
    pattern, words = _SUM_CUE_BY_SOURCE[source]
    return _found(pattern, words, text)


def _found(pattern: re.Pattern[str], words: tuple[str, ...] | None, text: str) -> bool:
    """Whether ``pattern`` (the ``words`` as whole words, any case) occurs in ``text``.

    With ``words`` (ASCII words that open and close with a word character; ``None``
    otherwise), an ASCII text is scanned without the regex: ASCII letters match ignoring case
    exactly when their lower cases are equal, and ``\\b`` holds beside such a word exactly
    when no word character (``_WORD_CHARS``, in the lower case) stands there; the regex
    finds a match exactly when some word occurs so (its alternatives are tried at every
    position). Any other text runs the regex, unless no word is in its lower case and none
    of its characters is one of the four non-ASCII ones that match an ASCII letter ignoring
    case (then no match is possible).
    """
    if words is not None:
        low = lowered(text)
        if text.isascii():
            end = len(low)
            for w in words:
                i = low.find(w)
                while i >= 0:
                    j = i + len(w)
                    if (i == 0 or low[i - 1] not in _WORD_CHARS) and (
                        j == end or low[j] not in _WORD_CHARS
                    ):
                        return True
                    i = low.find(w, i + 1)
            return False
        for ch in _FOLDS_TO_ASCII:  # any(...), without a generator per text
            if ch in text:
                break
        else:  # every character matching an ASCII one ignoring case is ASCII: a match needs
            for w in words:  # the word in the lower case (the regex decides where it is)
                if w in low:
                    break
            else:
                return False
    return pattern.search(text) is not None


#: The non-ASCII characters that match an ASCII character ignoring case (``re.I``: the
#: Turkish dotted and dotless i, the long s, the Kelvin sign; a test checks every code point).
_FOLDS_TO_ASCII = ("\u0130", "\u0131", "\u017f", "\u212a")


def is_name(word: str) -> bool:
    return word[:1].isupper() and word.lower() not in NOT_NAMES


def compile_full(pattern: str) -> re.Pattern[str]:
    """A whole-sentence template: the pattern must match the sentence entirely."""
    return re.compile(pattern)


#: Builders of the same instances at about half the cost (``mathcore.fastinit.fast_new``).
_new_RatePhrase = fast_new(RatePhrase)
