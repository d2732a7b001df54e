"""Whole-text reading for combined-rate problems: every sentence must match a template.

``scan`` classifies the text on the 2x2 domain-entry grid (rate count x cue) cheaply;
``parse_all`` reads every sentence into typed pieces or names the first it cannot read.
Both the v1 and v2 readers build on these.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from mathcore.organs.combined_rate.grammar import (
    CueSentence,
    DurationSentence,
    Question,
    RateClause,
    RateSentence,
    parse_cue_sentence,
    parse_duration_sentence,
    parse_group_sentence,
    parse_question,
    parse_rate_sentence,
)
from mathcore.organs.rates.lexicon import Tables, tables
from mathcore.organs.rates.phrases import NAME, NUM, RatePhrase, split_sentences
from mathcore.text.lazy_re import lazy_compile

#: Longest text a rate reader looks at (the input guard refuses longer text anyway).
MAX_CHARS = 8_000

_JOB = lazy_compile(
    rf"\b(?:can|could) [a-z]+ (?:a|an|the|this|that)(?: same| whole| entire)? [a-z]+ "
    rf"(?:alone )?in (?:{NUM}) [a-z]+"
)
_ELIDED_JOB = lazy_compile(
    rf",? and (?:{NAME}|another [a-z]+|the other [a-z]+)(?: can do it| does it| can)? "
    rf"in (?:{NUM}) [a-z]+"
)


#: The same matches as ``_JOB`` from a first letter the scanner can skip to (the word
#: boundary checked behind it), and the matches of ``_ELIDED_JOB`` without its optional
#: comma (one more character on the left of a match that has it: the same count of
#: matches, each found where a `` and `` begins, a literal prefix the scanner looks for).
_JOB_FAST = lazy_compile(
    rf"c(?<=\bc)(?:an|ould) [a-z]+ (?:a|an|the|this|that)(?: same| whole| entire)? [a-z]+ "
    rf"(?:alone )?in (?:{NUM}) [a-z]+"
)
_ELIDED_JOB_FAST = lazy_compile(
    rf" and (?:{NAME}|another [a-z]+|the other [a-z]+)(?: can do it| does it| can)? "
    rf"in (?:{NUM}) [a-z]+"
)


def job_clauses(text: str) -> int:
    """How many "can paint the house in 3 hours" work-duration clauses the text has (the
    count of ``plain_job_clauses``)."""
    return len(_JOB_FAST.findall(text)) + len(_ELIDED_JOB_FAST.findall(text))


def plain_job_clauses(text: str) -> int:
    """``job_clauses`` by the templates as written (the plain computation)."""
    return len(_JOB.findall(text)) + len(_ELIDED_JOB.findall(text))


@dataclass(slots=True)
class Parsed:
    """The typed pieces of a fully read text."""

    clauses: list[RateClause] = field(default_factory=list)
    tails: list[str] = field(default_factory=list)
    cue_sentences: list[CueSentence] = field(default_factory=list)
    durations: list[DurationSentence] = field(default_factory=list)
    questions: list[Question] = field(default_factory=list)
    unread: str | None = None  # the first sentence no template reads


class SentenceMemo:
    """What ``parse_all`` read in each sentence of one text, under one pack's tables.

    The v2 reader reads the same text right after the v1 reader (which calls ``parse_all``)
    and tries the same templates on the same sentences; each template is a pure function of
    the sentence and the tables, so it takes these readings instead of matching again.
    ``rate``: ``parse_rate_sentence(s) or parse_group_sentence(s)``; ``cue``, ``duration``,
    ``question``: ``parse_cue_sentence``, ``parse_duration_sentence``, ``parse_question``.
    A sentence is in a table only when that template was tried on it.
    """

    __slots__ = ("cue", "duration", "question", "rate", "tables", "text")

    def __init__(self, text: str | None, tables: Tables | None) -> None:
        self.text = text
        self.tables = tables
        self.rate: dict[str, RateSentence | None] = {}
        self.cue: dict[str, CueSentence | None] = {}
        self.duration: dict[str, DurationSentence | None] = {}
        self.question: dict[str, Question | None] = {}


#: The readings of the last text ``parse_all`` read (one text: only a second reading of the
#: same text, as the v2 reader's right after the v1 reader's, finds them).
_LAST: list[SentenceMemo] = [SentenceMemo(None, None)]
_NONE = SentenceMemo(None, None)  # never written: what a text without readings gets


def sentence_memo(text: str) -> SentenceMemo:
    """The readings ``parse_all`` made of ``text`` under the current tables (else empty)."""
    memo = _LAST[0]
    if memo.text == text and memo.tables is tables():
        return memo
    return _NONE


def parse_all(text: str) -> Parsed:
    out = Parsed()
    memo = _LAST[0] = SentenceMemo(text, tables())
    for s in split_sentences(text):
        if s.endswith("?"):
            q = memo.question[s] = parse_question(s)
            if q is None:
                out.unread = s
                return out
            out.questions.append(q)
            continue
        rs = memo.rate[s] = parse_rate_sentence(s) or parse_group_sentence(s)
        if rs is not None:
            out.clauses.extend(rs.clauses)
            if rs.tail:
                out.tails.append(rs.tail)
            continue
        cs = memo.cue[s] = parse_cue_sentence(s)
        if cs is not None:
            out.cue_sentences.append(cs)
            continue
        ds = memo.duration[s] = parse_duration_sentence(s)
        if ds is not None:
            out.durations.append(ds)
            continue
        out.unread = s
        return out
    return out


def other_agent(text: str, known: str) -> str | None:
    """In "Anna and Ben ...", the partner of ``known`` (for the missing-rate question)."""
    m = re.search(rf"\b({NAME}) and ({NAME})\b", text)
    if m is None:
        return None
    a, b = m.group(1), m.group(2)
    if known == a:
        return b
    if known == b:
        return a
    return None


def rate_value_ok(phrases: list[RatePhrase]) -> bool:
    """Every rate is a positive whole number as written."""
    return all(isinstance(p.value, int) and p.value > 0 for p in phrases)
