"""Sentence templates of combined-rate problems, shared by the v1 and v2 readers.

Each ``parse_*`` function reads one whole sentence or returns None. Nothing here decides
the combine mode or the query's validity: the readers do, from these typed pieces.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from mathcore.fastinit import fast_init, fast_new
from mathcore.organs.rates.phrases import AGENT, NAME, NUM, OBJ, is_name, verb_class
from mathcore.text.lazy_re import lazy_compile

_R = rf"(?P<num>{NUM}) (?P<units>[a-z]+) per (?P<den>[a-z]+)"
_RATE = lazy_compile(
    rf"(?P<agent>{AGENT}) (?:can )?(?P<verb>(?!(?:it|them|at|can)\b)[a-z]+)"
    rf"(?: (?P<obj>{OBJ}))?"
    r"(?: at(?: an? (?:average |steady |constant )?(?:rate|speed|pace) of)?)? "
    rf"{_R}"
)
_SEP = lazy_compile(r"(?:,? (?:and|while|whereas)|;|,) ")
_TAIL = lazy_compile(
    r"(?:,? (?P<tail>(?:working|running|pumping|painting|open) together|together|"
    r"at the same time))?[.!]"
)
_ONE_AT = lazy_compile(rf"(?P<agent>one|the other|another) at {_R}")
_GROUP = lazy_compile(
    r"(?P<count>Two|Three|Four|Five|Both|The two|The three|The four) (?P<nouns>[a-z]+) "
    rf"(?P<verb>[a-z]+)(?: (?P<obj>{OBJ}|[a-z]+))?"
    r"(?P<tog> together)?, "
)
_GROUP_SIZE = {"two": 2, "both": 2, "three": 3, "four": 4, "five": 5}
_CUE = lazy_compile(
    rf"(?:(?P<a>{NAME}) and (?P<b>{NAME})|They|The two [a-z]+) (?P<verb>[a-z]+)"
    rf"(?: (?P<obj>{OBJ}|[a-z]+))? together[.!]"
)
_DURATION = lazy_compile(
    rf"(?:They|Both of them|The two [a-z]+|(?P<a>{NAME}) and (?P<b>{NAME})) "
    rf"(?P<verb>[a-z]+|are open|stay open)(?P<tog> together)? for (?P<num>{NUM}) "
    r"(?P<unit>[a-z]+)[.!]"
)
_PREFIX = lazy_compile(
    r"(?:(?P<pcue>(?:Working|Running|Painting|Pumping|Typing) together|Together|Combined|"
    r"If they work together|When they work together|Working at the same time), )?"
)
_TIME_TAIL = rf"(?: (?:in|after|during) (?P<tn>{NUM}) (?P<tu>[a-z]+))?"
_QUESTIONS: tuple[tuple[str, re.Pattern[str]], ...] = (
    (
        "they",
        lazy_compile(
            r"[Hh]ow many (?P<units>[a-z]+) (?:do|will|can|could) they(?: both)? "
            rf"(?P<qverb>[a-z]+)(?P<tog1> together)?{_TIME_TAIL}(?P<tog2> together)?\?"
        ),
    ),
    (
        "container",
        lazy_compile(
            r"[Hh]ow many (?P<units>[a-z]+) (?:are|will be|will there be|are there) in the "
            rf"(?P<cont>[a-z]+)(?: (?:after|in) (?P<tn>{NUM}) (?P<tu>[a-z]+))?\?"
        ),
    ),
    (
        "holds",
        lazy_compile(
            r"[Hh]ow many (?P<units>[a-z]+) (?:does|will) the (?P<cont>[a-z]+) "
            rf"(?:hold|contain|have)(?: (?:after|in) (?P<tn>{NUM}) (?P<tu>[a-z]+))?\?"
        ),
    ),
    (
        "passive",
        lazy_compile(
            r"[Hh]ow many (?P<units>[a-z]+) (?:are|will be|can be|were) (?P<qverb>[a-z]+)"
            rf"(?: by them)?(?P<tog1> together)?{_TIME_TAIL}\?"
        ),
    ),
    (
        "time",
        lazy_compile(
            r"[Hh]ow (?:many (?P<tunit>[a-z]+)|long) (?:do|does|will|would) (?:it|they) "
            r"(?:take|need)(?: them| for them)? to (?P<qverb>[a-z]+) "
            rf"(?P<qn>{NUM}) (?P<units>[a-z]+)(?: (?:in|into) the (?P<cont>[a-z]+))?"
            r"(?P<tog1> together)?\?"
        ),
    ),
    (
        "rate",
        lazy_compile(
            r"[Ww]hat is (?:their|the) (?P<adj>combined|net|total|overall|joint)"
            r"(?: (?P<kind>[a-z]+))? rate(?: in (?P<ru>[a-z]+) per (?P<rd>[a-z]+))?"
            r"(?: at which the (?P<cont>[a-z]+) (?P<cverb>[a-z]+))?\?"
        ),
    ),
)


@dataclass(frozen=True, slots=True)
class RateClause:
    agent: str
    verb: str  # surface form
    verb_class: str  # work | inflow | outflow
    lemma: str
    obj: str | None  # the object noun ("tank"), "it", or None
    num: str
    units: str
    den: str


fast_init(RateClause)


@dataclass(frozen=True, slots=True)
class RateSentence:
    clauses: tuple[RateClause, ...]
    tail: str | None


fast_init(RateSentence)


@dataclass(frozen=True, slots=True)
class CueSentence:
    names: tuple[str, ...]
    lemma: str | None


fast_init(CueSentence)


@dataclass(frozen=True, slots=True)
class DurationSentence:
    names: tuple[str, ...]
    num: str
    unit: str
    together: bool


fast_init(DurationSentence)


@dataclass(frozen=True, slots=True)
class Question:
    form: str  # they | container | holds | passive | time | rate
    cue: bool  # a cooperation cue inside the question ("Working together, ...")
    groups: dict[str, str | None]


fast_init(Question)


def _obj_noun(obj: str | None) -> str | None:
    if obj is None:
        return None
    return obj.split()[-1]


def _clause(m: re.Match[str], agent: str, verb: str, obj: str | None) -> RateClause | None:
    vc = verb_class(verb)
    if vc is None:
        return None
    num, units, den = m.group("num", "units", "den")
    noun = None if obj is None else obj.split()[-1]  # ``_obj_noun``, inline
    return _new_RateClause(agent, verb, vc[0], vc[1], noun, num, units, den)


def parse_rate_sentence(s: str) -> RateSentence | None:
    """``<agent> <verb> [obj] [at] N <units> per <unit>`` clauses joined by and/while."""
    pos = 0
    clauses: list[RateClause] = []
    while True:
        m = _RATE.match(s, pos)
        if m is None:
            return None
        agent = m["agent"]
        if agent[0].isupper() and " " not in agent and not is_name(agent):
            return None
        c = _clause(m, agent, m["verb"], m["obj"])
        if c is None:
            return None
        clauses.append(c)
        pos = m.end()
        t = _TAIL.fullmatch(s, pos)
        if t is not None:
            return _new_RateSentence(tuple(clauses), t["tail"])
        sep = _SEP.match(s, pos)
        if sep is None:
            return None
        pos = sep.end()


def parse_group_sentence(s: str) -> RateSentence | None:
    """``Two hoses fill a pool together, one at N .. per .. and one at N .. per ..``."""
    g = _GROUP.match(s)
    if g is None:
        return None
    vc = verb_class(g["verb"])
    if vc is None:
        return None
    pos = g.end()
    clauses: list[RateClause] = []
    while True:
        m = _ONE_AT.match(s, pos)
        if m is None:
            return None
        agent = f"{g['nouns']}#{len(clauses) + 1}"
        clauses.append(
            _new_RateClause(
                agent,
                g["verb"],
                vc[0],
                vc[1],
                _obj_noun(g["obj"]),
                m["num"],
                m["units"],
                m["den"],
            )
        )
        pos = m.end()
        if s[pos:] in (".", "!"):
            if len(clauses) != _GROUP_SIZE[g["count"].split()[-1].lower()]:
                return None
            tail = "together" if g["tog"] or g["count"] == "Both" else None
            return _new_RateSentence(tuple(clauses), tail)
        sep = re.compile(r",? and ").match(s, pos)
        if sep is None:
            return None
        pos = sep.end()


def parse_cue_sentence(s: str) -> CueSentence | None:
    m = _CUE.fullmatch(s)
    if m is None:
        return None
    vc = verb_class(m["verb"])
    if m["verb"] not in ("work", "works") and vc is None:
        return None
    names = tuple(n for n in (m["a"], m["b"]) if n)
    if any(not is_name(n) for n in names):
        return None
    return _new_CueSentence(names, vc[1] if vc else None)


def parse_duration_sentence(s: str) -> DurationSentence | None:
    m = _DURATION.fullmatch(s)
    if m is None:
        return None
    verb = m["verb"]
    if verb not in ("work", "run", "are open", "stay open") and verb_class(verb) is None:
        return None
    names = tuple(n for n in (m["a"], m["b"]) if n)
    return _new_DurationSentence(names, m["num"], m["unit"], bool(m["tog"]))


def parse_question(s: str) -> Question | None:
    p = _PREFIX.match(s)
    assert p is not None  # the prefix is optional, so it always matches
    body = s[p.end() :]
    if p["pcue"]:
        body = body[:1].lower() + body[1:]
    cue = bool(p["pcue"]) and ("together" in p["pcue"].lower() or p["pcue"] == "Combined")
    for form, pattern in _QUESTIONS:
        m = pattern.fullmatch(body)
        if m is not None:
            groups = m.groupdict()
            if groups.get("tog1") or groups.get("tog2"):
                cue = True
            return _new_Question(form, cue, groups)
    return None


#: Builders of the same instances at about half the cost (``mathcore.fastinit.fast_new``).
_new_RateClause = fast_new(RateClause)
_new_RateSentence = fast_new(RateSentence)
_new_CueSentence = fast_new(CueSentence)
_new_DurationSentence = fast_new(DurationSentence)
_new_Question = fast_new(Question)
