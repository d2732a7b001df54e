"""Sentence templates of single-rate problems (R3); each reads one whole sentence or None.

Each template yields the slots it consumes (rate, duration, quantity), so every number of a
read text is accounted for by exactly one slot.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from mathcore.organs.rates.clock import CLOCK, interval, split_interval
from mathcore.organs.rates.lexicon import Tables, tables
from mathcore.organs.rates.phrases import AGENT, NAME, NUM, OBJ, is_name, verb_class
from mathcore.text.lazy_re import lazy_compile

_SUBJ = rf"(?:It|He|She|They|[Tt]he [a-z]+|[Aa]n? [a-z]+|{NAME})"
_QSUBJ = rf"(?:it|he|she|they|the [a-z]+|{NAME})"
_RATE = rf"(?P<rn>{NUM}) (?P<ru>[a-z]+) per (?P<rd>[a-z]+)"
_DUR = rf"(?P<tn>{NUM}) (?P<tu>[a-z]+)"
_QTY = rf"(?P<qn>{NUM}) (?P<qu>[a-z]+)"
_END = r"[.!]"
_AT = r"(?: at(?: an? (?:average |steady |constant )?(?:rate|speed|pace) of)?)?"

_STATEMENTS: tuple[tuple[str, re.Pattern[str]], ...] = (
    (
        "rate",
        lazy_compile(
            rf"(?P<agent>{AGENT}) (?:can )?(?P<verb>[a-z]+)(?: (?P<obj>{OBJ}))?{_AT} "
            rf"{_RATE}(?: (?:for|in|over) {_DUR})?{_END}"
        ),
    ),
    (
        "quantity_at",
        lazy_compile(rf"(?P<agent>{AGENT}) (?P<verb>[a-z]+) {_QTY}{_AT} {_RATE}{_END}"),
    ),
    (
        "quantity_in",
        lazy_compile(rf"(?P<agent>{AGENT}) (?P<verb>[a-z]+) {_QTY} (?:in|over) {_DUR}{_END}"),
    ),
    (
        "duration",
        lazy_compile(rf"(?P<agent>{_SUBJ}) (?P<verb>[a-z]+) for {_DUR}{_END}"),
    ),
)

_QUESTIONS: tuple[tuple[str, re.Pattern[str]], ...] = (
    (
        "quantity",
        lazy_compile(
            rf"[Hh]ow many (?P<qu>[a-z]+) (?:does|did|will|can|would) (?P<agent>{_QSUBJ}) "
            rf"(?P<verb>[a-z]+)(?: (?:in|for|over) {_DUR})?\?"
        ),
    ),
    (
        "time",
        lazy_compile(
            rf"[Hh]ow many (?P<tu>[a-z]+) (?:does|did|will|would) (?P<agent>{_QSUBJ}) "
            r"(?P<verb>run|work|take|travel|drive|walk)\?"
        ),
    ),
    (
        "time",
        lazy_compile(
            r"[Hh]ow (?:many (?P<tu>[a-z]+)|long) (?:does|did|will|would) it take"
            rf"(?: (?P<agent>{_QSUBJ}|him|her|them))? to (?P<verb>[a-z]+) {_QTY}\?"
        ),
    ),
    (
        "rate",
        lazy_compile(
            r"[Ww]hat (?:is|was) (?P<poss>its|his|her|their|the [a-z]+'s)(?: average)? "
            r"(?:speed|rate)(?: in (?P<ru>[a-z]+) per (?P<rd>[a-z]+))?\?"
        ),
    ),
)


@dataclass(frozen=True, slots=True)
class Piece:
    """One read sentence: its template and named slots."""

    kind: str  # rate | quantity_at | quantity_in | duration | question kinds
    groups: dict[str, str | None]

    def get(self, key: str) -> str | None:
        return self.groups.get(key)


def _verb_ok(verb: str | None) -> bool:
    return verb is not None and (verb_class(verb) is not None or verb in ("run", "work", "take"))


def _agent_ok(agent: str | None) -> bool:
    if agent is None:
        return True
    if " " in agent or agent.lower() in ("it", "he", "she", "they", "him", "her", "them"):
        return True
    return is_name(agent)


#: The words a statement template cannot match without: `` per `` (``rate``,
#: ``quantity_at``), `` in ``/`` over `` (``quantity_in``), `` for `` (``duration``).
_STATEMENT_WORDS = (" per ", " in ", " over ", " for ")


def parse_statement(s: str) -> Piece | None:
    """The first statement template that reads ``s`` whole; a sentence holding none of
    ``_STATEMENT_WORDS`` is read by none, nor one none of whose words between single spaces
    is a verb ``_verb_ok`` accepts (every template's verb stands between two spaces): the
    same answer as ``plain_parse_statement``."""
    for w in _STATEMENT_WORDS:  # any(...), without a generator per sentence
        if w in s:
            if statement_verbs().isdisjoint(s.split(" ")):
                return None
            return plain_parse_statement(s)
    return None


_VERBS: dict[int, tuple[Tables, frozenset[str]]] = {}


def statement_verbs() -> frozenset[str]:
    """Every word ``_verb_ok`` accepts as written in a template (``[a-z]+``): the pack's rate
    cue words whose cue has a verb class (``verb_class``), and ``run``, ``work``, ``take``;
    worked out once per pack tables."""
    t = tables()
    got = _VERBS.get(id(t))
    if got is None or got[0] is not t:
        _VERBS.clear()
        words = {w for w, v in t.cues.items() if ":" in v} | {"run", "work", "take"}
        got = _VERBS[id(t)] = (t, frozenset(words))
    return got[1]


def plain_parse_statement(s: str) -> Piece | None:
    """``parse_statement`` trying every template (the plain computation)."""
    for kind, pattern in _STATEMENTS:
        m = pattern.fullmatch(s)
        if m is not None and _verb_ok(m["verb"]) and _agent_ok(m["agent"]):
            return Piece(kind, m.groupdict())
    return None


def parse_question(s: str) -> Piece | None:
    for kind, pattern in _QUESTIONS:
        m = pattern.fullmatch(s)
        if m is None:
            continue
        g = m.groupdict()
        if kind != "rate" and not (_verb_ok(g.get("verb")) and _agent_ok(g.get("agent"))):
            continue
        return Piece(kind, g)
    return None


def agent_noun(agent: str | None) -> str | None:
    """The identifying word of an agent (``"A car"`` -> ``"car"``), None for pronouns."""
    if agent is None:
        return None
    low = agent.lower()
    if low in ("it", "he", "she", "they", "him", "her", "them"):
        return None
    return low.split()[-1]


_LEFT_ARRIVED = lazy_compile(
    rf"(?P<agent>{AGENT}) (?:left|departed|started) at (?P<a>{CLOCK}) and "
    rf"(?:arrived|finished|stopped) at (?P<b>{CLOCK}),? (?:traveling|going|driving|moving|"
    rf"riding|walking|running|flying)(?: at)? {_RATE}{_END}",
    re.IGNORECASE,
)


def parse_clock_statement(s: str) -> Piece | str | None:
    """A statement whose duration is a clock interval (v2): the piece with the interval as
    minutes, ``"ambiguous"`` (no am/pm), ``"unreadable"``/``"zero"``, or None (no clock)."""
    m = _LEFT_ARRIVED.fullmatch(s)
    if m is not None:
        if not _agent_ok(m["agent"]):
            return None
        groups: dict[str, str | None] = {
            "agent": m["agent"],
            "verb": None,
            "rn": m["rn"],
            "ru": m["ru"],
            "rd": m["rd"],
        }
        start, end = m["a"], m["b"]
    else:
        cut = split_interval(s)
        if cut is None:
            return None
        piece = parse_statement(cut[0])
        if piece is None or piece.kind != "rate" or piece.get("tn"):
            return None
        groups, start, end = dict(piece.groups), cut[1].start, cut[1].end
    minutes = interval(start, end)
    if not isinstance(minutes, int):
        return minutes
    groups.update({"tn": str(minutes), "tu": "minutes"})
    return Piece("rate", groups)
