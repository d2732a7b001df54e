"""The R4 v1 reader: text -> CombinedRateProblem, or one of eight closed reasons.

Domain entry is the ledger's 2x2 grid (rate count x combination cue). Growth surfaces are
emitted only after positive recognition; every sentence must be read by a template, so a
sentence or number the setup does not consume makes the reader step aside.
"""

from __future__ import annotations

from functools import lru_cache

from mathcore.fastinit import fast_new
from mathcore.organs.base import ReaderRefusal
from mathcore.organs.combined_rate.grammar import Question, RateClause
from mathcore.organs.combined_rate.model import CombinedRateProblem
from mathcore.organs.combined_rate.reading import (
    MAX_CHARS,
    Parsed,
    job_clauses,
    other_agent,
    parse_all,
    rate_value_ok,
)
from mathcore.organs.rates.lexicon import refresh
from mathcore.organs.rates.phrases import (
    count,
    foreign_digits,
    has_clock,
    has_sum_cue,
    rate_phrases,
    verb_class,
)
from mathcore.organs.rates.units import RateUnit, measured_unit, same_noun, singular
from mathcore.text.lowered import lower as lowered

ASIDE = "not_combined_rate_shaped"


def _aside(detail: str) -> ReaderRefusal:
    return _new_ReaderRefusal(ASIDE, detail)


#: The step-asides most texts get, built once (a refusal is frozen: one instance serves all).
_FOREIGN = ReaderRefusal(ASIDE, "text too long, or digits of another script")
_NO_RATE_NO_CUE = ReaderRefusal(ASIDE, "no rate phrase and no combination cue")
_NO_EXPLICIT_RATE = ReaderRefusal(ASIDE, "no explicit rate")
_SINGLE_RATE = ReaderRefusal(ASIDE, "one rate and no combination cue (single rate)")


def read(text: str) -> CombinedRateProblem | ReaderRefusal:
    if not text.strip():
        return _new_ReaderRefusal("empty")
    return _read(text, refresh().pack.digest)


@lru_cache(maxsize=16)
def _read(text: str, digest: str) -> CombinedRateProblem | ReaderRefusal:
    """``read`` once the pack is current: a pure function of the text and the pack (whose
    digest keys the cache), cached because the v1 and v2 organs both read every text."""
    if len(text) > MAX_CHARS or foreign_digits(text):
        return _FOREIGN
    low = lowered(text)
    cued = has_sum_cue(text)
    if " per " not in low and not cued:
        return _NO_RATE_NO_CUE
    phrases = rate_phrases(text)
    n = len(phrases)
    if n >= 2 and has_clock(text):
        return _new_ReaderRefusal("clock_interval_deferred", "elapsed clock time, not a duration")
    if n >= 3:
        return _new_ReaderRefusal("three_or_more_rates", f"{n} rates; v1 combines exactly two")
    if n == 0:
        if cued and job_clauses(text) >= 2:
            return _new_ReaderRefusal("reciprocal_work_rate_deferred", "whole-job durations")
        return _NO_EXPLICIT_RATE
    if not rate_value_ok(phrases):
        return _aside("a rate that is not a positive whole number")
    if any(same_noun(p.units, p.den) for p in phrases):
        return _aside("a rate with the same unit above and below")
    if n == 1:
        if cued:
            return _missing_second_rate(text)
        return _SINGLE_RATE
    a, b = phrases
    if not same_noun(a.units, b.units) or not _same_unit(a.den, b.den):
        return _new_ReaderRefusal("rate_unit_mismatch", f"{a.units}/{a.den} vs {b.units}/{b.den}")
    parsed = parse_all(text)
    if parsed.unread is not None:
        return _aside(f"unread sentence: {parsed.unread!r}")
    return interpret(parsed, cued)


def _same_unit(x: str, y: str) -> bool:
    return singular(x) == singular(y)


def _missing_second_rate(text: str) -> ReaderRefusal:
    parsed = parse_all(text)
    if len(parsed.clauses) == 1:
        c = parsed.clauses[0]
        partner = other_agent(text, c.agent)
        if partner is not None:
            q = f"How many {c.units} per {c.den} does {partner} {c.lemma}?"
            return _new_ReaderRefusal("missing_second_rate", "one rate with a cue", question=q)
    q = "What is the second rate, in the same units as the first?"
    return _new_ReaderRefusal("missing_second_rate", "one rate with a cue", question=q)


def combine_mode(clauses: list[RateClause], cued: bool) -> str | None:
    """``sum``, ``difference`` or None (ambiguous): never inferred without a cue."""
    classes = [c.verb_class for c in clauses]
    if sorted(classes) == ["inflow", "outflow"]:
        return None if cued else "difference"
    if cued and len(set(classes)) == 1 and not other_jobs(clauses):
        return "sum"
    return None


def other_jobs(clauses: list[RateClause]) -> bool:
    """Whether two work rates name different jobs (``paints 4 fences`` beside ``builds 3
    fences``): a sum of a painter's and a builder's rates is no rate of either job."""
    return clauses[0].verb_class == "work" and len({c.lemma for c in clauses}) > 1


def other_objects(q: Question, clauses: list[RateClause]) -> bool:
    """Whether the rates fill or empty different named things (``fills a pool`` beside
    ``fills a tank``) and the question is not the total the agents move (``do they pump``):
    what is in one of them is not the combined amount."""
    named = {singular(c.obj) for c in clauses if c.obj not in (None, "it", "them")}
    return len(named) > 1 and (
        q.groups.get("cont") is not None or q.form not in ("they", "passive")
    )


def interpret(parsed: Parsed, cued: bool) -> CombinedRateProblem | ReaderRefusal:
    clauses = parsed.clauses
    if len(clauses) != 2 or len(parsed.questions) != 1 or len(parsed.durations) > 1:
        return _aside("not exactly two rate clauses and one question")
    if len(parsed.cue_sentences) > 1:
        return _aside("more than one cue sentence")
    agents = {c.agent for c in clauses}
    if len(agents) != 2:
        return _aside("the two rates belong to one agent")
    named = [cs.names for cs in parsed.cue_sentences] + [d.names for d in parsed.durations]
    for names in named:
        if names and set(names) != agents:
            return _aside("the named agents are not the rate agents")
    mode = combine_mode(clauses, cued)
    if mode is None:
        return _new_ReaderRefusal("combine_mode_ambiguous", "no licensed sum/difference cue")
    unit = _new_RateUnit(singular(clauses[0].units), singular(clauses[0].den))
    rates = [count(c.num) for c in clauses]
    if rates[0] is None or rates[1] is None:
        return _aside("a rate that is not a positive whole number")
    rate_a, rate_b = rates[0], rates[1]
    if mode == "difference" and clauses[0].verb_class == "outflow":
        rate_a, rate_b = rate_b, rate_a
    q = parsed.questions[0]
    if not question_fits(q, clauses, mode):
        return _aside(f"the question ({q.form}) does not ask the combined quantity")
    return _build(q, parsed, unit, rate_a, rate_b, mode)


def question_fits(q: Question, clauses: list[RateClause], mode: str) -> bool:
    g = q.groups
    lemmas = {c.lemma for c in clauses}
    objects = {c.obj for c in clauses if c.obj not in (None, "it", "them")}
    qverb = g.get("qverb")
    qlemma = None
    if qverb is not None:
        vc = verb_class(qverb)
        qlemma = vc[1] if vc else qverb
    cont = g.get("cont")
    if (cont is not None and cont not in objects) or other_objects(q, clauses):
        return False
    if q.form in ("they", "passive"):
        return mode == "sum" and qlemma in lemmas
    if q.form in ("container", "holds"):
        return all(c.verb_class in ("inflow", "outflow") for c in clauses) and bool(objects)
    if q.form == "time":
        if cont is None:
            return mode == "sum" and qlemma in lemmas
        inflows = {c.lemma for c in clauses if c.verb_class == "inflow"}
        return all(c.verb_class in ("inflow", "outflow") for c in clauses) and qlemma in {
            "put",
            "get",
            *inflows,
        }
    if q.form == "rate":
        cverb = g.get("cverb")
        if cverb is not None and (verb_class(cverb) or ("", ""))[0] != "inflow":
            return False
        if mode == "difference":
            return g.get("adj") in ("net", "overall")
        kind = g.get("kind")
        return kind is None or kind in lemmas
    return False


def _build(
    q: Question, parsed: Parsed, unit: RateUnit, rate_a: int, rate_b: int, mode: str
) -> CombinedRateProblem | ReaderRefusal:
    g = q.groups
    units = g.get("units")
    if units is not None and not same_noun(units, unit.numerator):
        return _aside("the question counts another noun")
    if q.form == "rate":
        ru, rd = g.get("ru"), g.get("rd")
        if (ru is not None and rd is not None) and (
            not same_noun(ru, unit.numerator) or singular(rd) != unit.denominator
        ):
            return _new_ReaderRefusal("rate_unit_mismatch", "asked in other units")
        if parsed.durations:
            return _aside("a duration the rate question does not use")
        return _new_CombinedRateProblem(unit, rate_a, rate_b, mode, "effective_rate")
    if q.form == "time":
        tunit = g.get("tunit")
        if tunit is not None and _time_unit(tunit) != unit.denominator:
            return _new_ReaderRefusal("rate_unit_mismatch", "time asked in another unit")
        quantity = count(g["qn"] or "")
        if quantity is None or parsed.durations:
            return _aside("no positive whole quantity, or an unused duration")
        return _new_CombinedRateProblem(unit, rate_a, rate_b, mode, "time", quantity=quantity)
    spans = [(g.get("tn"), g.get("tu"))] if g.get("tn") else []
    spans += [(d.num, d.unit) for d in parsed.durations]
    if len(spans) != 1:
        return _aside("no single duration for the quantity question")
    tn, tu = spans[0]
    time = count(tn or "")
    if time is None:
        return _aside("a duration that is not a positive whole number")
    if _time_unit(tu or "") != unit.denominator:
        return _new_ReaderRefusal(
            "rate_unit_mismatch", f"duration in {tu}, rate per {unit.denominator}"
        )
    return _new_CombinedRateProblem(unit, rate_a, rate_b, mode, "quantity", time=time)


def _time_unit(word: str) -> str:
    return measured_unit(word) or singular(word)


#: Builders of the same instances at about half the cost (``mathcore.fastinit.fast_new``).
_new_ReaderRefusal = fast_new(ReaderRefusal)
_new_RateUnit = fast_new(RateUnit)
_new_CombinedRateProblem = fast_new(CombinedRateProblem)
