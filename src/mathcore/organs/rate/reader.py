"""The R3 reader: text -> RateProblem, or a reason from the closed R3 taxonomy.

A cheap lexical pre-check steps aside on foreign text; clock times, two rates and
cooperation cues are refused before any template is tried; then every sentence must be
read by a template and every slot filled at most once.
"""

from __future__ import annotations

from mathcore.fastinit import fast_new
from mathcore.organs.base import ReaderRefusal
from mathcore.organs.rate.grammar import (
    Piece,
    agent_noun,
    parse_clock_statement,
    parse_question,
    parse_statement,
)
from mathcore.organs.rate.model import RateProblem
from mathcore.organs.rates.lexicon import refresh, tables
from mathcore.organs.rates.phrases import (
    count,
    foreign_digits,
    has_clock,
    has_sum_cue,
    iter_sentences,
    rate_phrases,
    verb_class,
)
from mathcore.organs.rates.units import (
    RateUnit,
    crosses_the_day,
    factor,
    measured_unit,
    same_noun,
    singular,
)
from mathcore.text.lowered import lower as lowered

MAX_CHARS = 8_000
#: The step-asides most texts get, built once (a refusal is frozen: one instance serves all).
_FOREIGN = ReaderRefusal("not_rate_shaped", "text too long, or digits of another script")
_NO_RATE_PHRASE = ReaderRefusal("not_rate_shaped", "no rate phrase")


def read(text: str, *, clock: bool = False) -> RateProblem | ReaderRefusal:
    """Read ``text``; with ``clock`` (v2) a clock interval is read as the duration."""
    if not text.strip():
        return ReaderRefusal("empty")
    refresh()
    if len(text) > MAX_CHARS or foreign_digits(text):
        return _FOREIGN
    low = lowered(text)
    if " per " not in low and "speed" not in low and "rate" not in low and " for " not in low:
        return _NO_RATE_PHRASE
    timed = has_clock(text)
    if timed and not clock:
        return ReaderRefusal("temporal_state", "clock times, not a duration")
    phrases = rate_phrases(text)
    if len(phrases) >= 2 or has_sum_cue(text):
        return ReaderRefusal("combined_rates", "two rates or a combination cue")
    for p in phrases:
        if not (isinstance(p.value, int) and p.value > 0):
            return ReaderRefusal("not_rate_shaped", f"rate {p.raw!r} is not a positive count")
        if same_noun(p.units, p.den):
            return ReaderRefusal("rate_unit_mismatch", f"{p.units} per {p.den}")
    pieces: list[Piece] = []
    questions: list[Piece] = []
    for s in iter_sentences(text):
        if s.endswith("?"):
            q = parse_question(s)
            if q is None:
                return ReaderRefusal("query_target_unrecognized", s)
            questions.append(q)
            continue
        st = parse_statement(s) if not timed else None
        if timed:
            read_clock = parse_clock_statement(s)
            if read_clock == "ambiguous":
                return ReaderRefusal("clock_interval_ambiguous", s)
            st = read_clock if isinstance(read_clock, Piece) else parse_statement(s)
        if st is None:
            return ReaderRefusal("not_rate_shaped", f"unread sentence: {s!r}")
        pieces.append(st)
    if not questions:
        return ReaderRefusal("no_query")
    if len(questions) > 1:
        return ReaderRefusal("query_target_unrecognized", "more than one question")
    return _assemble(pieces, questions[0])


#: The gender a pronoun agent or a possessive names (``it``, ``its`` name none: the generated
#: stories say ``How many pages does it print?`` of Rosa); ``p``: more than one.
_PRONOUN_GENDER = {"he": "m", "him": "m", "his": "m", "she": "f", "her": "f"}
_PLURAL = frozenset({"they", "them", "their"})
#: The agent a possessive of the rate question stands for.
_POSSESSIVE = {"its": "it", "his": "he", "her": "she", "their": "they"}
#: Determiners of one agent (``A car``, ``Another car``, ``The other car``).
_ONE = frozenset({"a", "an", "another", "other"})


def _slots(pieces: list[Piece], q: Piece) -> dict[str, list[tuple[str, str]]] | None:
    """Each slot's (number, unit) sources, or None when agents disagree (two named agents;
    ``he`` beside ``she``, a pronoun of the other gender than the named agent's, ``they`` of
    one agent: ``Tom can run 6 miles per hour. How many hours does it take her to run 12
    miles?``, ``What is the bus's speed?`` of a car; adversary 9b)."""
    slots: dict[str, list[tuple[str, str]]] = {"rate": [], "time": [], "quantity": []}
    nouns: set[str] = set()
    marks: set[str] = set()
    for p in [*pieces, q]:
        noun = _agent_marks(p, marks)
        if noun is not None:
            nouns.add(noun)
        if p.get("rn"):
            slots["rate"].append((p.get("rn") or "", f"{p.get('ru')}/{p.get('rd')}"))
        if p.get("tn"):
            slots["time"].append((p.get("tn") or "", p.get("tu") or ""))
        if p.get("qn"):
            slots["quantity"].append((p.get("qn") or "", p.get("qu") or ""))
    if len(nouns) > 1 or len(marks - {"1"}) > 1 or {"1", "p"} <= marks:
        return None
    return slots


def _agent_marks(p: Piece, marks: set[str]) -> str | None:
    """The identifying noun of a piece's agent (or of the rate question's possessive), adding
    to ``marks`` its gender (``m``, ``f``), ``1`` for an agent told as one (a name, ``a car``)
    and ``p`` for ``they``."""
    agent = p.get("agent")
    poss = p.get("poss")  # "What is her speed?", "What is the bus's speed?"
    if poss is not None:
        agent = poss.removesuffix("'s") if poss.startswith("the ") else _POSSESSIVE[poss]
    if agent is None:
        return None
    noun = agent_noun(agent)
    low = agent.lower()
    if noun is not None:
        named = tables().pack.value(noun, "name")
        if named in ("m", "f"):
            marks.add(named)
        if (agent[:1].isupper() and " " not in agent) or _one(agent):
            marks.add("1")
    elif low in _PRONOUN_GENDER:
        marks.add(_PRONOUN_GENDER[low])
    elif low in _PLURAL:
        marks.add("p")
    return noun


def _one(agent: str) -> bool:
    """``A car``, ``Another car``, ``The other car``: an agent told as one."""
    words = agent.lower().split()
    return len(words) > 1 and (words[0] in _ONE or words[1] in _ONE)


#: Verbs that name no work of their own (``How many hours does it take her``, ``he works``,
#: ``puts 6 muffins per tray``, ``moves 12 gallons per minute``: the gold's bake and pump);
#: ``run`` too where it counts nothing (``How many hours did it run?``, ``It runs for 2 hours``),
#: not where it moves something (``to run 12 miles``, ``Tom runs 6 miles per hour``).
_ANY_WORK = frozenset({"take", "work", "put", "move"})
_RUN = "run"
#: ``fill`` per a container (``8 items per box``, not ``30 bottles per minute``) puts things
#: into each container: a work of its own no more than ``put`` (the original's gold r3-04:
#: ``A packer fills 8 items per box for 6 boxes. How many items does the packer pack?``).
_FILL = "fill"
#: (rate's work, asked work): a rate of the first answers a question of the second (words
#: typed are words written; the converse is not: handwriting is no typing speed).
_DOES_ALSO = frozenset({("type", "write")})


def _lemma(verb: str | None) -> str | None:
    if verb is None:
        return None
    vc = verb_class(verb)
    return vc[1] if vc else verb


def _work(p: Piece) -> str | None:
    """The work a piece's verb names (None: a verb of no work of its own, or none)."""
    lemma = _lemma(p.get("verb"))
    if lemma in _ANY_WORK or (lemma == _RUN and not (p.get("rn") or p.get("qn"))):
        return None
    if lemma == _FILL and p.get("rd") and measured_unit(p.get("rd") or "") is None:
        return None  # ``fills 8 items per box``: items put into each box, as ``puts``
    return lemma


def _one_work(pieces: list[Piece], q: Piece) -> bool:
    """``Emily can read 60 words per minute. How many hours does it take her to type 10,800
    words?``: a reading rate is no typing rate. Every verb of the story and the question names
    the rate's own work (adversary 9b), but for verbs of no work of their own and the pairs of
    ``_DOES_ALSO``."""
    told = {_work(p) for p in pieces} - {None}
    asked = _work(q)
    if asked is not None and not any((t, asked) in _DOES_ALSO for t in told):
        told.add(asked)
    return len(told) <= 1


def _assemble(pieces: list[Piece], q: Piece) -> RateProblem | ReaderRefusal:
    if not _one_work(pieces, q):
        return ReaderRefusal("query_target_unrecognized", "the question's work is not the rate's")
    slots = _slots(pieces, q)
    if slots is None:
        return ReaderRefusal("not_rate_shaped", "more than one agent")
    if any(len(v) > 1 for v in slots.values()):
        return ReaderRefusal("not_rate_shaped", "a slot given twice")
    values: dict[str, int] = {}
    for name, src in slots.items():
        if src:
            v = count(src[0][0])
            if v is None:
                return ReaderRefusal("not_rate_shaped", f"{name} {src[0][0]!r} not a count")
            values[name] = v
    if q.kind == "rate":
        return _rate_query(slots, values, q)
    if "rate" not in values:
        return ReaderRefusal("missing_rate")
    if "rate" in values and q.get("ru"):
        return ReaderRefusal("not_rate_shaped", "rate given and asked")
    ru, rd = slots["rate"][0][1].split("/")
    unit = _new_RateUnit(singular(ru), singular(rd))
    asked_noun = q.get("qu") or ""
    if q.kind == "quantity" and not same_noun(asked_noun, ru) and q.get("tn") is None:
        tu = _time_unit(asked_noun)
        if tu == unit.denominator or factor(tu, unit.denominator) is not None:
            q = Piece("time", {**q.groups, "qu": None, "tu": asked_noun})
    if q.kind == "quantity":
        if "time" not in values:
            return ReaderRefusal("missing_time")
        if "quantity" in values:
            return ReaderRefusal("not_rate_shaped", "quantity given and asked")
        if not same_noun(q.get("qu") or "", ru):
            return ReaderRefusal("rate_unit_mismatch", "asked in another noun")
        return _with_time(
            unit, "quantity", slots["time"][0][1], rate=values["rate"], time=values["time"]
        )
    if "quantity" not in values:
        return ReaderRefusal("missing_quantity")
    if "time" in values:
        return ReaderRefusal("not_rate_shaped", "time given and asked")
    if not same_noun(slots["quantity"][0][1], ru):
        return ReaderRefusal("rate_unit_mismatch", "quantity in another noun")
    asked = q.get("tu") or unit.denominator
    return _with_time(unit, "time", asked, rate=values["rate"], quantity=values["quantity"])


def _rate_query(
    slots: dict[str, list[tuple[str, str]]], values: dict[str, int], q: Piece
) -> RateProblem | ReaderRefusal:
    if "rate" in values:
        return ReaderRefusal("not_rate_shaped", "rate given and asked")
    if "quantity" not in values:
        return ReaderRefusal("missing_quantity")
    if "time" not in values:
        return ReaderRefusal("missing_time")
    qu, tu = slots["quantity"][0][1], slots["time"][0][1]
    ru, rd = q.get("ru") or qu, q.get("rd") or _time_unit(tu)
    if not same_noun(ru, qu) or same_noun(ru, rd):
        return ReaderRefusal("rate_unit_mismatch", f"{qu} asked as {ru}")
    unit = _new_RateUnit(singular(ru), _time_unit(rd))
    return _with_time(unit, "rate", tu, quantity=values["quantity"], time=values["time"])


def _time_unit(word: str) -> str:
    return measured_unit(word) or singular(word)


def _with_time(
    unit: RateUnit,
    query: str,
    time_word: str,
    *,
    rate: int | None = None,
    time: int | None = None,
    quantity: int | None = None,
) -> RateProblem | ReaderRefusal:
    tu = _time_unit(time_word)
    if tu != unit.denominator and factor(tu, unit.denominator) is None:
        return ReaderRefusal("rate_unit_mismatch", f"{time_word} does not convert to {unit}")
    if crosses_the_day(tu, unit.denominator):
        return ReaderRefusal(
            "rate_unit_mismatch", f"{time_word} and {unit}: how many hours a day is not told"
        )
    return _new_RateProblem(unit, query, tu, rate=rate, time=time, quantity=quantity)


#: Builders of the same instances at about half the cost (``mathcore.fastinit.fast_new``).
_new_RateUnit = fast_new(RateUnit)
_new_RateProblem = fast_new(RateProblem)
