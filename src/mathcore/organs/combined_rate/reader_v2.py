"""The R4 v2 reader: the v1 reader first, then the growth surfaces where v1 defers.

A v1 setup is carried over unchanged (as a v2 setup); a v1 substantive refusal that v2 does
not grow (``empty``, ``combine_mode_ambiguous``, ``missing_second_rate``) stays. Where v1
deferred or stepped aside, the v2 templates read three or more rates, whole-job durations,
convertible units, clock intervals, sequential phases and single-agent questions; a text
they cannot read keeps its v1 refusal.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from itertools import chain
from typing import TYPE_CHECKING, TypeAlias

from mathcore.organs.base import ReaderRefusal
from mathcore.organs.combined_rate import reader as v1
from mathcore.organs.combined_rate.grammar import (
    CueSentence,
    DurationSentence,
    Question,
    RateClause,
    parse_cue_sentence,
    parse_duration_sentence,
    parse_group_sentence,
    parse_question,
    parse_rate_sentence,
)
from mathcore.organs.combined_rate.grammar_v2 import (
    AlonePhase,
    Job,
    SegmentSentence,
    parse_alone_phase,
    parse_job_sentence,
    parse_question_v2,
    parse_segment_sentence,
)
from mathcore.organs.combined_rate.model import CombinedRateProblem
from mathcore.organs.combined_rate.reading import SentenceMemo, sentence_memo
from mathcore.organs.rates.clock import Interval, split_interval
from mathcore.organs.rates.clock import interval as clock_interval
from mathcore.organs.rates.phrases import has_sum_cue, iter_sentences, split_sentences
from mathcore.organs.rates.units import is_continuous

if TYPE_CHECKING:
    from mathcore.organs.combined_rate.model_v2 import CombinedRateV2Problem

# The v2 model and the shapes are imported when a text first reads as a setup (``from_v1``,
# ``_growth`` past its parse), not with the reader: most texts never get that far.

GROWN = frozenset(
    {
        "three_or_more_rates",
        "reciprocal_work_rate_deferred",
        "clock_interval_deferred",
        "rate_unit_mismatch",
        "not_combined_rate_shaped",
    }
)

Result: TypeAlias = "CombinedRateV2Problem | ReaderRefusal | None"


def read(text: str) -> CombinedRateV2Problem | ReaderRefusal:
    first = v1.read(text)
    if not isinstance(first, ReaderRefusal):
        return from_v1(first)
    if first.reason not in GROWN:
        return first
    grown = _growth(text)
    return first if grown is None else grown


def from_v1(p: CombinedRateProblem) -> CombinedRateV2Problem:
    """The same problem in the v2 model (agents ``a`` and ``b``)."""
    from mathcore.organs.combined_rate.model_v2 import CombinedRateV2Problem, Contribution, Phase

    sign = 1 if p.combine_mode == "sum" else -1
    contribs = (
        Contribution("a", p.rate_a, p.rate_unit),
        Contribution("b", p.rate_b, p.rate_unit, sign),
    )
    discrete = not is_continuous(p.rate_unit.numerator)
    if p.query == "quantity":
        assert p.time is not None
        phase = Phase(p.time, p.rate_unit.denominator, (0, 1))
        return CombinedRateV2Problem(p.rate_unit, contribs, "quantity", discrete, (phase,))
    if p.query == "time":
        return CombinedRateV2Problem(p.rate_unit, contribs, "time", discrete, quantity=p.quantity)
    return CombinedRateV2Problem(p.rate_unit, contribs, "effective_rate", discrete)


@dataclass(slots=True)
class _Read:
    clauses: list[RateClause] = field(default_factory=list)
    jobs: list[Job] = field(default_factory=list)
    segments: list[SegmentSentence] = field(default_factory=list)
    alone: list[AlonePhase] = field(default_factory=list)
    cues: list[CueSentence] = field(default_factory=list)
    durations: list[DurationSentence] = field(default_factory=list)
    questions: list[Question] = field(default_factory=list)
    intervals: list[Interval] = field(default_factory=list)


def _parse(text: str) -> _Read | None:
    """Every sentence read by a template, else None.

    A template is tried only on a sentence holding the words it cannot match without (the
    rate and group templates `` per ``, the job template `` in ``, the segment template
    `` per `` and `` for ``, the phase templates `` alone for ``, the cue template
    `` together``, the duration template `` for ``): the same pieces as ``plain_parse``,
    which tries every template. The first sentence is screened before the text is split:
    one holding none of those words and no ``?`` is read by no template (most texts)."""
    sentences = iter_sentences(text)  # the sentences of ``split_sentences``, one at a time:
    first = next(sentences, "")  # most texts stop at the first or second, the rest unsplit
    if not _may_read(first):
        return None
    out = _Read()
    memo = sentence_memo(text)  # the v1 reader's readings of these sentences, if it made any
    for s in chain((first,), sentences):
        cut = split_interval(s)
        if cut is not None:
            s, iv = cut
            out.intervals.append(iv)
        if s.endswith("?"):
            q = parse_question_v2(s)
            if q is None:
                q = memo.question[s] if s in memo.question else parse_question(s)
                if q is None:
                    return None
            out.questions.append(q)
            continue
        per = " per " in s
        if per:
            if s in memo.rate:
                rs = memo.rate[s]
            else:
                rs = parse_rate_sentence(s) or parse_group_sentence(s)
            if rs is not None:
                out.clauses.extend(rs.clauses)
                continue
        jobs = parse_job_sentence(s) if " in " in s else None
        if jobs is not None:
            out.jobs.extend(jobs)
            continue
        has_for = " for " in s
        if per and has_for and (seg := parse_segment_sentence(s)) is not None:
            out.segments.append(seg)
        elif " alone for " in s and (alone := parse_alone_phase(s)) is not None:
            out.alone.append(alone)
        elif " together" in s and (cs := _cue(memo, s)) is not None:
            out.cues.append(cs)
        elif has_for and (ds := _duration(memo, s)) is not None:
            out.durations.append(ds)
        else:
            return None
    if len(out.questions) != 1 or len(out.intervals) > 1:
        return None
    return out


def _may_read(s: str) -> bool:
    """Whether a template of ``_parse`` may read sentence ``s``: it holds a word one cannot
    match without (`` per ``, `` in ``, `` for ``, `` together``) or is a question. An
    interval cut keeps a prefix of the sentence and its end mark, so the test holds there."""
    return "?" in s or " per " in s or " in " in s or " for " in s or " together" in s


def _cue(memo: SentenceMemo, s: str) -> CueSentence | None:
    return memo.cue[s] if s in memo.cue else parse_cue_sentence(s)


def _duration(memo: SentenceMemo, s: str) -> DurationSentence | None:
    return memo.duration[s] if s in memo.duration else parse_duration_sentence(s)


def plain_parse(text: str) -> _Read | None:
    """``_parse`` trying every template on every sentence (the plain computation)."""
    out = _Read()
    for s in split_sentences(text):
        cut = split_interval(s)
        if cut is not None:
            s, iv = cut
            out.intervals.append(iv)
        if s.endswith("?"):
            q = parse_question_v2(s) or parse_question(s)
            if q is None:
                return None
            out.questions.append(q)
            continue
        rs = parse_rate_sentence(s) or parse_group_sentence(s)
        if rs is not None:
            out.clauses.extend(rs.clauses)
            continue
        jobs = parse_job_sentence(s)
        seg = parse_segment_sentence(s) if jobs is None else None
        alone = parse_alone_phase(s) if jobs is None and seg is None else None
        if jobs is not None:
            out.jobs.extend(jobs)
        elif seg is not None:
            out.segments.append(seg)
        elif alone is not None:
            out.alone.append(alone)
        elif (cs := parse_cue_sentence(s)) is not None:
            out.cues.append(cs)
        elif (ds := parse_duration_sentence(s)) is not None:
            out.durations.append(ds)
        else:
            return None
    if len(out.questions) != 1 or len(out.intervals) > 1:
        return None
    return out


def _growth(text: str) -> Result:
    r = _parse(text)
    if r is None:
        return None
    span: tuple[int, str] | None = None
    if r.intervals:
        iv = r.intervals[0]
        minutes = clock_interval(iv.start, iv.end)
        if minutes == "ambiguous":
            return ReaderRefusal("clock_interval_ambiguous", f"{iv.start} to {iv.end}")
        if not isinstance(minutes, int):
            return None
        span = (minutes, f"{iv.start} to {iv.end}")
    from mathcore.organs.combined_rate import shapes_v2

    q = r.questions[0]
    if r.jobs:
        if r.clauses or r.segments or r.alone or r.durations or span:
            return None
        return shapes_v2.reciprocal(r.jobs, q, has_sum_cue(text))
    if r.segments:
        if r.clauses or r.alone or r.durations or span or len(r.segments) != 1:
            return None
        return shapes_v2.segments(r.segments[0], q)
    if q.form == "single":
        return shapes_v2.single(r.clauses, r.durations, r.cues, span, q)
    return shapes_v2.combined(r.clauses, r.durations, r.cues, r.alone, span, q, text)
