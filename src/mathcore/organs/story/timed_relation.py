"""A comparison or total of holdings told at another time than the question asks.

``Last year, Tom had 20 more cards than Ann. Ann has 30 cards. How many cards does Tom have?``
(answered 50): the comparison held last year; nothing says it holds now. Likewise ``Tom and
Ann have 60 cards together. Yesterday, Tom had 20 more cards than Ann. How many cards does
Ann have?`` (answered 20). The ledger keeps no time on a holding, so a relation of holdings
(``more``, ``fewer``, ``times`` and the scaled ones, kind comparisons, a holdings total)
told in a sentence with time words (``last year``, ``yesterday``, ``on Monday``) is read
only when the question sentence tells the same time words; otherwise the question is
refused (``unreadable_question``). Ages keep their own times (``gsm_time_age``).

A price or an amount in each unit told for another time than now (``Last week, apples cost
$2 each. Tom buys 5 apples today.``: answered 10; ``Yesterday, each box held 6 pens.``) is
refused the same way: its sentence says ``last``/``next``/``previous`` + a time,
``yesterday``, ``tomorrow`` or ``ago``, and the question does not tell those time words.

An action compared with another holder's (``Last month, Tom read twice as many books as
Ann.``) compares the same time: when the other holder's actions of that verb and kind are
told with other time words (``Ann read 5 books this month.``: answered 10), it is refused.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from mathcore.organs.story.lexemes import Lexeme
from mathcore.organs.story.mawps_eq import _sentence_index, _times
from mathcore.organs.story.model import KIND_COMPARISONS, Event, Question
from mathcore.packs.loader import Pack, PerPack

_RELATIONS = KIND_COMPARISONS | {"more", "fewer", "times", "times_more", "times_fewer"}
_TOTALS = frozenset({"hold_total"})
_PER_UNIT = frozenset({"each", "price"})
#: The word tables live in the pack (lexicon/story_setting8.jsonl), read once per pack
#: digest: ``away_time_word`` (yesterday, tomorrow, ago) and ``away_time_mod`` (last, next,
#: previous).


@dataclass(frozen=True, slots=True)
class _Words:
    away: frozenset[str]
    away_mods: frozenset[str]


def _build_words(pack: Pack) -> _Words:
    """The pack's word tables of this module."""
    return _Words(
        away=pack.words("away_time_word"),
        away_mods=pack.words("away_time_mod"),
    )


#: Built once per pack digest (``packs.loader.PerPack``).
_words = PerPack(_build_words)


def timed_relation(
    q: Question, events: Sequence[Event], sents: Sequence[Sequence[Lexeme]]
) -> str | None:
    """Why a relation of holdings is told at a time the question does not ask (None: not)."""
    if not sents or q.kind.head == "age":
        return None
    asked = _times(sents[-1])
    for e in events:
        if e.op not in _RELATIONS | _TOTALS | _PER_UNIT or e.kind.head == "age":
            continue
        si = _sentence_index(e.source)
        if si is None or si >= len(sents) - 1:
            continue
        told = _times(sents[si])
        if e.op in _PER_UNIT and not _away(sents[si]):
            continue
        if told and told != asked:
            return "a relation of holdings told at another time than the question's"
    return _unlike_base(events, sents) or _unlike_held(events, sents)


def _unlike_held(events: Sequence[Event], sents: Sequence[Sequence[Lexeme]]) -> str | None:
    """``Tom has 20 more cards than Ann. Last year, Ann had 30 cards.`` (answered 50): the
    relation holds now, the holding it rests on was told away from now (``last year``,
    ``yesterday``, ``ago``): why a holding of a holder the relation or total names, of its
    kind, is told in another sentence at a time away from the relation's."""
    for e in events:
        if e.op not in _RELATIONS | _TOTALS or e.kind.head == "age":
            continue
        si = _sentence_index(e.source)
        if si is None or si >= len(sents):
            continue
        named = {e.holder, *e.other.split("&")}
        for b in events:
            bi = _sentence_index(b.source)
            if (
                b.op == "has"
                and b.holder in named
                and b.kind.head == e.kind.head
                and bi is not None
                and bi != si
                and bi < len(sents)
                and _away(sents[bi])
                and _times(sents[bi]) != _times(sents[si])
            ):
                return "a relation of holdings resting on a holding told at another time"
    return None


def _unlike_base(events: Sequence[Event], sents: Sequence[Sequence[Lexeme]]) -> str | None:
    """Why an action compared with another holder's is told at another time than it."""
    for e in events:
        if not e.op.startswith("ev_") or not e.other or e.other == e.holder:
            continue
        si = _sentence_index(e.source)
        if si is None or si >= len(sents):
            continue
        for b in events:
            bi = _sentence_index(b.source)
            if (
                b.holder == e.other
                and b.frame == e.frame
                and b.kind == e.kind
                and bi is not None
                and bi < len(sents)
                and _times(sents[bi]) != _times(sents[si])
            ):
                return "an action compared with another holder's told at another time"
    return None


def _away(lx: Sequence[Lexeme]) -> bool:
    """Whether a sentence tells a time away from now (``last week``, ``yesterday``)."""
    ws = _words()
    return any(
        t.word in ws.away or (t.word in ws.away_mods and k + 1 < len(lx) and lx[k + 1].time)
        for k, t in enumerate(lx)
    )
