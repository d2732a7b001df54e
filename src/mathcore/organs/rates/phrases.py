"""The shared surface grammar of the rate readers: numbers, rate phrases, cues, clauses.

Both rate organs read whole sentences against closed templates built from these fragments;
a sentence that matches no template is never skipped. Open-class slots are narrow: a name
(capitalized word), a determiner plus one noun, a verb from the pack's ``rate_cue`` lexicon.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from mathcore.exact import MAX_DIGITS, Number, parse_exact
from mathcore.packs.loader import current_pack
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

_RATE_PHRASE = re.compile(
    rf"(?<![\w.,$/-])(?P<num>{NUM}) (?P<units>{WORD}) per (?P<den>{WORD})\b", re.IGNORECASE
)
_SENTENCE_SPLIT = re.compile(r"(?<=[.?!])\s+")
_INT = re.compile(r"[0-9]{1,3}(?:,[0-9]{3})+|[0-9]+")
_CLOCK = re.compile(
    r"\b\d{1,2}(?::\d{2})?\s*(?:a\.m\.|p\.m\.|am\b|pm\b)|\b\d{1,2}:\d{2}\b|\bnoon\b|\bmidnight\b"
    r"|o'clock|\b(?:arrived|arrives|left|leaves|departed|departs|started|starts|began) at\b",
    re.IGNORECASE | re.ASCII,
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


def number(raw: str) -> Number | None:
    """The exact value of a written number (digits or one number word), else None."""
    s = raw.strip().lower()
    if not s or not s.isascii() or sum(ch.isdigit() for ch in s) > MAX_DIGITS:
        return None
    if s[0].isdigit() or s[0] in "+-":
        if s.replace(",", "").lstrip("+-").replace(".", "", 1).isdigit():
            if "," in s and _INT.fullmatch(s.split(".")[0].lstrip("+-")) is None:
                return None
            return parse_exact(s)
        return None
    return word_value(s)


def count(raw: str) -> int | None:
    """A positive whole number as written (``"12"``, ``"1,000"``, ``"twelve"``), else None."""
    v = number(raw)
    if isinstance(v, int) and v > 0:
        return v
    return None


def foreign_digits(text: str) -> bool:
    """Whether the text has digits of another script (never read as numbers here)."""
    return not text.isascii() and any(ch.isdigit() and not ch.isascii() for ch in text)


def split_sentences(text: str) -> list[str]:
    """Sentences of ``text`` (split after ``.``, ``?``, ``!`` followed by space)."""
    return [s for s in _SENTENCE_SPLIT.split(text.strip()) if s]


def rate_phrases(text: str) -> list[RatePhrase]:
    """Every ``<number> <units> per <unit>`` phrase; words that are not numbers are skipped."""
    out: list[RatePhrase] = []
    for m in _RATE_PHRASE.finditer(text):
        raw = m.group("num")
        value = number(raw)
        if value is None and not (raw[0].isdigit() or raw[0] in "+-"):
            continue
        out.append(RatePhrase(raw, value, m.group("units"), m.group("den"), m.start(), m.end()))
    return out


def has_clock(text: str) -> bool:
    """Whether the text names clock times (``2 pm``, ``9:30``, ``noon``, ``arrived at``)."""
    return _CLOCK.search(text) is not None


_CUE_TABLES: dict[str, dict[str, str]] = {}


def cue_table() -> dict[str, str]:
    """Word -> rate cue (``sum``, ``clock``, ``inflow:fill``, ``work:paint``), cached per pack."""
    pack = current_pack()
    table = _CUE_TABLES.get(pack.digest)
    if table is None:
        table = {
            form: e.value
            for form, es in pack.lexicon.items()
            for e in es
            if e.category == "rate_cue" and e.value
        }
        _CUE_TABLES[pack.digest] = table
    return table


def cue(word: str) -> str | None:
    """The pack's rate cue of a word: ``sum``, ``clock``, ``inflow:fill``, ``work:paint``..."""
    return cue_table().get(word.lower())


def verb_class(word: str) -> tuple[str, str] | None:
    """``(class, lemma)`` of a rate verb (``"fills"`` -> ``("inflow", "fill")``), else None."""
    v = cue(word)
    if v is None or ":" not in v:
        return None
    cls, lemma = v.split(":", 1)
    return cls, lemma


_WORDS = re.compile(r"[a-z]+")


def has_sum_cue(text: str) -> bool:
    """Whether any word of the text is a cooperation cue (together, combined, both)."""
    table = cue_table()
    return any(table.get(w) == "sum" for w in _WORDS.findall(text.lower()))


def is_name(word: str) -> bool:
    return word[:1].isupper() and word.lower() not in NOT_NAMES


def compile_full(pattern: str) -> re.Pattern[str]:
    """A whole-sentence template: the pattern must match the sentence entirely."""
    return re.compile(pattern)
