"""Sentence templates of the R4 v2 growth surfaces: clock intervals, whole-job durations
(reciprocal rates), sequential segments and alone/together phases, single-agent questions.

Each ``parse_*`` reads one whole sentence or returns None; the v1 templates still read
everything else.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from mathcore.fastinit import fast_init, fast_new
from mathcore.organs.combined_rate.grammar import Question
from mathcore.organs.rates.phrases import AGENT, NAME, NUM, is_name, verb_class
from mathcore.text.lazy_re import lazy_compile

_JOB = lazy_compile(
    rf"(?P<agent>{AGENT}) can (?P<verb>[a-z]+) (?:a|an|the)(?: same| whole| entire)? "
    rf"(?P<job>[a-z]+)(?: alone| by (?:himself|herself|itself))? in (?P<num>{NUM}) "
    r"(?P<unit>[a-z]+)"
)
_ELIDED = lazy_compile(
    rf"(?P<agent>{AGENT})(?: can do it| can do the same job| does it)?(?: alone)? in "
    rf"(?P<num>{NUM}) (?P<unit>[a-z]+)"
)
_JOB_SEP = lazy_compile(r"(?:,? (?:and|while|whereas)|,) ")
_SEGMENT_HEAD = lazy_compile(rf"(?P<agent>{AGENT}) (?P<verb>[a-z]+) ")
_SEGMENT = lazy_compile(
    rf"(?:at )?(?P<num>{NUM}) (?P<units>[a-z]+) per (?P<den>[a-z]+) for (?P<tn>{NUM}) "
    r"(?P<tu>[a-z]+)"
)
_THEN = lazy_compile(r"(?:,? and then|, then| then) ")
_ALONE_THEN = lazy_compile(
    rf"(?P<who>{NAME}) (?P<verb>[a-z]+) alone for (?P<n1>{NUM}) (?P<u1>[a-z]+), (?:and )?then "
    rf"(?:they|both) (?P<verb2>[a-z]+) together for (?P<n2>{NUM}) (?P<u2>[a-z]+)[.!]"
)
_TOGETHER_THEN = lazy_compile(
    rf"(?:They|Both) (?P<verb2>[a-z]+) together for (?P<n2>{NUM}) (?P<u2>[a-z]+), (?:and )?"
    rf"then (?P<who>{NAME}) (?P<verb>[a-z]+) alone for (?P<n1>{NUM}) (?P<u1>[a-z]+)[.!]"
)
_PREFIX = lazy_compile(
    r"(?P<pcue>(?:Working|Running|Painting) together|Together|If they work together), "
)
_QUESTIONS_V2: tuple[tuple[str, re.Pattern[str]], ...] = (
    (
        "single",
        lazy_compile(
            rf"[Hh]ow many (?P<units>[a-z]+) (?:does|did|will|can) (?P<who>{NAME}|the [a-z]+) "
            rf"(?P<qverb>[a-z]+)(?: in (?P<tn>{NUM}) (?P<tu>[a-z]+))?\?"
        ),
    ),
    (
        "job_time",
        lazy_compile(
            r"[Hh]ow (?:many (?P<tunit>[a-z]+)|long) (?:do|does|will|would) (?:they|it) "
            r"take(?: them)?(?: to (?P<qverb>[a-z]+) (?:it|the (?P<job>[a-z]+)))?"
            r"(?P<tog1> together| working together)?\?"
        ),
    ),
    (
        "it",
        lazy_compile(
            r"[Hh]ow many (?P<units>[a-z]+) (?:does|did|will) (?:it|he|she|the [a-z]+) "
            r"(?P<qverb>[a-z]+)(?: in all| in total| altogether)?\?"
        ),
    ),
)


@dataclass(frozen=True, slots=True)
class Job:
    agent: str
    lemma: str | None  # None for an elided clause ("and Ben in 6 hours")
    job: str | None
    num: str
    unit: str


fast_init(Job)


@dataclass(frozen=True, slots=True)
class Segment:
    num: str
    units: str
    den: str
    tn: str
    tu: str


fast_init(Segment)


@dataclass(frozen=True, slots=True)
class SegmentSentence:
    agent: str
    lemma: str
    segments: tuple[Segment, ...]


fast_init(SegmentSentence)


@dataclass(frozen=True, slots=True)
class AlonePhase:
    who: str
    alone: tuple[str, str]  # (number, unit)
    together: tuple[str, str]
    alone_first: bool


fast_init(AlonePhase)


def parse_job_sentence(s: str) -> list[Job] | None:
    """``Anna can paint a house in 3 hours, and Ben in 6 hours.``"""
    pos, jobs = 0, []
    while True:
        m = _JOB.match(s, pos)
        if m is not None:
            vc = verb_class(m["verb"])
            if vc is None:
                return None
            jobs.append(_new_Job(m["agent"], vc[1], m["job"], m["num"], m["unit"]))
        elif jobs:
            m = _ELIDED.match(s, pos)
            if m is None:
                return None
            jobs.append(_new_Job(m["agent"], None, None, m["num"], m["unit"]))
        else:
            return None
        pos = m.end()
        if s[pos:] in (".", "!"):
            return jobs if all(_agent_ok(j.agent) for j in jobs) else None
        sep = _JOB_SEP.match(s, pos)
        if sep is None:
            return None
        pos = sep.end()


def parse_segment_sentence(s: str) -> SegmentSentence | None:
    """``A car travels 60 miles per hour for 2 hours and then 40 miles per hour for 3 hours.``"""
    head = _SEGMENT_HEAD.match(s)
    if head is None or not _agent_ok(head["agent"]):
        return None
    vc = verb_class(head["verb"])
    if vc is None:
        return None
    pos, segs = head.end(), []
    while True:
        m = _SEGMENT.match(s, pos)
        if m is None:
            return None
        segs.append(_new_Segment(m["num"], m["units"], m["den"], m["tn"], m["tu"]))
        pos = m.end()
        if s[pos:] in (".", "!"):
            return (
                _new_SegmentSentence(head["agent"], vc[1], tuple(segs)) if len(segs) > 1 else None
            )
        then = _THEN.match(s, pos)
        if then is None:
            return None
        pos = then.end()


def parse_alone_phase(s: str) -> AlonePhase | None:
    """``Anna paints alone for 2 hours, then they paint together for 3 hours.``"""
    for pattern, first in ((_ALONE_THEN, True), (_TOGETHER_THEN, False)):
        m = pattern.fullmatch(s)
        if m is not None and is_name(m["who"]):
            ok = all(
                v in ("work", "works") or verb_class(v) is not None for v in (m["verb"], m["verb2"])
            )
            if ok:
                return _new_AlonePhase(m["who"], (m["n1"], m["u1"]), (m["n2"], m["u2"]), first)
    return None


def parse_question_v2(s: str) -> Question | None:
    """The v2 question forms (single agent, whole-job time, one subject's total).

    A form is tried only when the question holds a word its pattern cannot match without:
    ``single`` `` does ``, `` did ``, `` will `` or `` can ``; ``job_time`` `` take``; ``it``
    `` does ``, `` did `` or `` will `` (each begins with a space, so one in the question's
    body is in the question). The same reading as ``plain_parse_question_v2``, which tries
    every form."""
    aux = " does " in s or " did " in s or " will " in s  # "it" needs one; "single" too
    can = aux or " can " in s
    take = " take" in s
    if not (can or take):
        return None
    p = _PREFIX.match(s)
    body = s if p is None else s[p.end() :]
    if p is not None:
        body = body[:1].lower() + body[1:]
    for form, pattern in _QUESTIONS_V2:
        if not (can if form == "single" else take if form == "job_time" else aux):
            continue
        m = pattern.fullmatch(body)
        if m is not None:
            groups = m.groupdict()
            cue = p is not None or bool(groups.get("tog1"))
            return _new_Question(form, cue, groups)
    return None


def plain_parse_question_v2(s: str) -> Question | None:
    """``parse_question_v2`` trying every form (the plain computation)."""
    p = _PREFIX.match(s)
    body = s if p is None else s[p.end() :]
    if p is not None:
        body = body[:1].lower() + body[1:]
    for form, pattern in _QUESTIONS_V2:
        m = pattern.fullmatch(body)
        if m is not None:
            groups = m.groupdict()
            cue = p is not None or bool(groups.get("tog1"))
            return _new_Question(form, cue, groups)
    return None


def _agent_ok(agent: str) -> bool:
    return " " in agent or is_name(agent)


#: Builders of the same instances at about half the cost (``mathcore.fastinit.fast_new``).
_new_Job = fast_new(Job)
_new_Segment = fast_new(Segment)
_new_SegmentSentence = fast_new(SegmentSentence)
_new_AlonePhase = fast_new(AlonePhase)
_new_Question = fast_new(Question)
