"""Building R4 v2 setups from read pieces: one function per growth shape.

Each returns a setup, a typed refusal, or None ("not this shape": the caller keeps the v1
outcome). Every number read is consumed by exactly one slot.
"""

from __future__ import annotations

from fractions import Fraction

from mathcore.fastinit import fast_new
from mathcore.organs.base import ReaderRefusal
from mathcore.organs.combined_rate.grammar import (
    CueSentence,
    DurationSentence,
    Question,
    RateClause,
)
from mathcore.organs.combined_rate.grammar_v2 import AlonePhase, Job, SegmentSentence
from mathcore.organs.combined_rate.model_v2 import CombinedRateV2Problem, Contribution, Phase
from mathcore.organs.combined_rate.reader import other_jobs, question_fits
from mathcore.organs.rates.lexicon import tables
from mathcore.organs.rates.phrases import count as plain_count
from mathcore.organs.rates.phrases import has_sum_cue, verb_class
from mathcore.organs.rates.units import (
    RateUnit,
    dimension,
    factor,
    is_continuous,
    measured_unit,
    same_noun,
    singular,
)

Result = CombinedRateV2Problem | ReaderRefusal | None
Span = tuple[int, str] | None  # (minutes, "2 pm to 5 pm") from a clock interval


def time_unit(word: str) -> str | None:
    """The canonical time unit of a word (``"hrs"`` -> ``"hour"``), else None."""
    unit = measured_unit(word)
    if unit is None or dimension(unit) != "[time]":
        return None
    return unit


#: Per pack digest: ``rate_unit`` and ``count`` answers by their arguments (pure functions of
#: the words and the pack; a ``RateUnit`` is frozen, so one instance serves every reading).
_UNITS: dict[str, dict[tuple[str, str], RateUnit | None]] = {}
_COUNTS: dict[str, dict[str, int | None]] = {}
_MEMO_LIMIT = 65536


def plain_rate_unit(units: str, den: str) -> RateUnit | None:
    num, per = singular(units), singular(den)
    if num == per or not num.isalpha() or not per.isalpha():
        return None
    return _new_RateUnit(num, per)


def rate_unit(units: str, den: str) -> RateUnit | None:
    """``plain_rate_unit``, memoised per pack."""
    digest = tables().pack.digest
    memo = _UNITS.get(digest)
    if memo is None:
        memo = _UNITS[digest] = {}
    key = (units, den)
    if key in memo:
        return memo[key]
    got = plain_rate_unit(units, den)
    if len(memo) < _MEMO_LIMIT:
        memo[key] = got
    return got


def count(raw: str) -> int | None:
    """``rates.phrases.count``, memoised per pack."""
    digest = tables().pack.digest
    memo = _COUNTS.get(digest)
    if memo is None:
        memo = _COUNTS[digest] = {}
    if raw in memo:
        return memo[raw]
    got = plain_count(raw)
    if len(memo) < _MEMO_LIMIT:
        memo[raw] = got
    return got


def converts(a: RateUnit, b: RateUnit) -> bool:
    return (
        factor(a.numerator, b.numerator) is not None
        and factor(a.denominator, b.denominator) is not None
    )


def lemma(verb: str | None) -> str | None:
    if verb is None:
        return None
    vc = verb_class(verb)
    return vc[1] if vc else verb


def _contributions(clauses: list[RateClause], signs: list[int]) -> tuple[Contribution, ...] | None:
    out: list[Contribution] = []
    for c, sign in zip(clauses, signs, strict=True):
        unit, amount = rate_unit(c.units, c.den), count(c.num)
        if unit is None or amount is None:
            return None
        out.append(_new_Contribution(c.agent, amount, unit, sign))
    return tuple(out)


def _duration(n: str | None, unit: str | None, note: str = "") -> tuple[int, str, str] | None:
    value, tu = count(n or ""), time_unit(unit or "")
    if value is None or tu is None:
        return None
    return value, tu, note


def reciprocal(jobs: list[Job], q: Question, cued: bool) -> Result:
    """``Anna can paint a house in 3 hours and Ben in 6 hours; together?``: rates 1/3 + 1/6."""
    first = jobs[0]
    if len(jobs) < 2 or first.lemma is None or first.job is None or q.form != "job_time":
        return None
    if len({j.agent for j in jobs}) != len(jobs):
        return None
    if not (cued or q.cue):
        return ReaderRefusal("combine_mode_ambiguous", "separate job times without a cue")
    job = singular(first.job)
    contribs: list[Contribution] = []
    for j in jobs:
        if (j.lemma is not None and j.lemma != first.lemma) or (
            j.job is not None and not same_noun(j.job, first.job)
        ):
            return None
        n, tu = count(j.num), time_unit(j.unit)
        if n is None or tu is None or tu == job:
            return None
        contribs.append(_new_Contribution(j.agent, Fraction(1, n), _new_RateUnit(job, tu)))
    g = q.groups
    if g.get("job") is not None and not same_noun(g["job"] or "", first.job):
        return None
    if g.get("qverb") is not None and lemma(g["qverb"]) != first.lemma:
        return None
    asked = time_unit(g.get("tunit") or "") if g.get("tunit") else None
    if g.get("tunit") and asked is None:
        return None
    unit = contribs[0].unit
    return _new_CombinedRateV2Problem(
        unit, tuple(contribs), "time", False, quantity=1, answer_unit=asked
    )


def segments(seg: SegmentSentence, q: Question) -> Result:
    """``travels 60 miles per hour for 2 hours and then 40 miles per hour for 3 hours``."""
    if q.form != "it" or lemma(q.groups.get("qverb")) != seg.lemma:
        return None
    contribs: list[Contribution] = []
    phases: list[Phase] = []
    for i, s in enumerate(seg.segments):
        unit, amount, dur = rate_unit(s.units, s.den), count(s.num), _duration(s.tn, s.tu)
        if unit is None or amount is None or dur is None:
            return None
        if contribs and not converts(unit, contribs[0].unit):
            return ReaderRefusal("rate_unit_mismatch", f"{unit} vs {contribs[0].unit}")
        contribs.append(_new_Contribution(seg.agent, amount, unit))
        phases.append(_new_Phase(dur[0], dur[1], (i,)))
    target = contribs[0].unit
    if not same_noun(q.groups.get("units") or "", target.numerator):
        return None
    discrete = not is_continuous(target.numerator)
    return _new_CombinedRateV2Problem(target, tuple(contribs), "quantity", discrete, tuple(phases))


def _agent_index(clauses: list[RateClause], who: str) -> int | None:
    hits = [
        i
        for i, c in enumerate(clauses)
        if c.agent == who
        or (who.startswith("the ") and " " in c.agent and c.agent.lower().endswith(who[4:]))
    ]
    return hits[0] if len(hits) == 1 else None


def _one_span(
    q: Question, durations: list[DurationSentence], span: Span
) -> tuple[int, str, str] | None:
    sources: list[tuple[int, str, str] | None] = []
    if q.groups.get("tn"):
        sources.append(_duration(q.groups["tn"], q.groups.get("tu")))
    sources += [_duration(d.num, d.unit) for d in durations]
    if span is not None:
        sources.append((span[0], "minute", span[1]))
    if len(sources) != 1:
        return None
    return sources[0]


def single(
    clauses: list[RateClause],
    durations: list[DurationSentence],
    cues: list[CueSentence],
    span: Span,
    q: Question,
) -> Result:
    """``How many words does Alice type in 3 minutes?`` over two stated rates: Alice's alone."""
    who = q.groups.get("who") or ""
    idx = _agent_index(clauses, who)
    if idx is None or cues or any(d.names or d.together for d in durations):
        return None
    asked = clauses[idx]
    if lemma(q.groups.get("qverb")) != asked.lemma or len({c.agent for c in clauses}) != len(
        clauses
    ):
        return None
    contribs = _contributions(clauses, [1] * len(clauses))
    dur = _one_span(q, durations, span)
    if contribs is None or dur is None:
        return None
    target = contribs[idx].unit
    if not same_noun(q.groups.get("units") or "", target.numerator):
        return None
    phase = _new_Phase(dur[0], dur[1], (idx,), dur[2])
    discrete = not is_continuous(target.numerator)
    return _new_CombinedRateV2Problem(target, contribs, "quantity", discrete, (phase,))


def _signs(clauses: list[RateClause], cued: bool) -> list[int] | ReaderRefusal:
    classes = [c.verb_class for c in clauses]
    if set(classes) == {"inflow", "outflow"}:
        if cued:
            return ReaderRefusal("combine_mode_ambiguous", "a cooperation cue over fills/drains")
        return [1 if c == "inflow" else -1 for c in classes]
    if cued and len(set(classes)) == 1 and not other_jobs(clauses):
        return [1] * len(classes)
    return ReaderRefusal("combine_mode_ambiguous", "no licensed sum/difference cue")


def combined(
    clauses: list[RateClause],
    durations: list[DurationSentence],
    cues: list[CueSentence],
    alone: list[AlonePhase],
    span: Span,
    q: Question,
    text: str,
) -> Result:
    """Two or more rates (convertible units), one regime or alone/together phases."""
    agents = [c.agent for c in clauses]
    if len(clauses) < 2 or len(set(agents)) != len(agents) or len(cues) > 1 or len(alone) > 1:
        return None
    for names in [c.names for c in cues] + [d.names for d in durations]:
        if names and set(names) != set(agents):
            return None
    unsigned = _contributions(clauses, [1] * len(clauses))
    if unsigned is None:
        return None
    target = unsigned[0].unit
    for c in unsigned[1:]:
        if not converts(c.unit, target):
            return ReaderRefusal("rate_unit_mismatch", f"{c.unit} vs {target}")
    signs = _signs(clauses, has_sum_cue(text))
    if isinstance(signs, ReaderRefusal):
        return signs
    contribs = tuple(
        # ``replace(c, sign=sign)``, built directly (the same fields through ``__init__``)
        c if sign > 0 else _new_Contribution(c.agent, c.amount, c.unit, sign)
        for c, sign in zip(unsigned, signs, strict=True)
    )
    mode = "sum" if all(s > 0 for s in signs) else "difference"
    if not question_fits(q, clauses, mode):
        return None
    noun = q.groups.get("units")
    if noun is not None and not same_noun(noun, target.numerator):
        return None  # ``How many gallons`` over rates in liters: no conversion is read here
    discrete = not is_continuous(target.numerator)
    g = q.groups
    if q.form == "rate":
        if g.get("ru") and g.get("rd"):
            asked = rate_unit(g["ru"] or "", g["rd"] or "")
            if asked is None or not converts(target, asked):
                return ReaderRefusal("rate_unit_mismatch", "asked in units that do not convert")
            target = asked
        if durations or alone or span:
            return None
        return _new_CombinedRateV2Problem(target, contribs, "effective_rate", discrete)
    if q.form == "time":
        quantity = count(g.get("qn") or "")
        asked_unit = time_unit(g.get("tunit") or "") if g.get("tunit") else None
        if quantity is None or durations or alone or span or (g.get("tunit") and not asked_unit):
            return None
        if asked_unit is not None and factor(asked_unit, target.denominator) is None:
            return ReaderRefusal("rate_unit_mismatch", "time asked in a unit that does not convert")
        return _new_CombinedRateV2Problem(
            target, contribs, "time", discrete, quantity=quantity, answer_unit=asked_unit
        )
    return _phases(contribs, target, discrete, durations, alone, span, q, mode)


def _phases(
    contribs: tuple[Contribution, ...],
    target: RateUnit,
    discrete: bool,
    durations: list[DurationSentence],
    alone: list[AlonePhase],
    span: Span,
    q: Question,
    mode: str,
) -> Result:
    everyone = tuple(range(len(contribs)))
    if alone:
        a = alone[0]
        idx = [i for i, c in enumerate(contribs) if c.agent == a.who]
        first, second = _duration(*a.alone), _duration(*a.together)
        if (
            mode != "sum"
            or len(idx) != 1
            or first is None
            or second is None
            or durations
            or span
            or q.groups.get("tn")
        ):
            return None
        solo = _new_Phase(first[0], first[1], (idx[0],))
        both = _new_Phase(second[0], second[1], everyone)
        phases = (solo, both) if a.alone_first else (both, solo)
        return _new_CombinedRateV2Problem(target, contribs, "quantity", discrete, phases)
    dur = _one_span(q, durations, span)
    if dur is None:
        return None
    phase = _new_Phase(dur[0], dur[1], everyone, dur[2])
    return _new_CombinedRateV2Problem(target, contribs, "quantity", discrete, (phase,))


#: Builders of the same instances at about half the cost (``mathcore.fastinit.fast_new``).
_new_Contribution = fast_new(Contribution)
_new_CombinedRateV2Problem = fast_new(CombinedRateV2Problem)
_new_Phase = fast_new(Phase)
_new_RateUnit = fast_new(RateUnit)
