"""A comparison or total of holdings told at another time than the question asks.

``Last year, Tom had 20 more cards than Ann. Ann has 30 cards. How many cards does Tom have?``
(answered 50): the comparison held last year; nothing says it holds now. Likewise ``Tom and
Ann have 60 cards together. Yesterday, Tom had 20 more cards than Ann. How many cards does
Ann have?`` (answered 20). The ledger keeps no time on a holding, so a relation of holdings
(``more``, ``fewer``, ``times`` and the scaled ones, kind comparisons, a holdings total)
told in a sentence with time words (``last year``, ``yesterday``, ``on Monday``) is read
only when the question sentence tells the same time words; otherwise the question is
refused (``unreadable_question``). Ages keep their own times (``gsm_time_age``).
"""

from __future__ import annotations

from collections.abc import Sequence

from mathcore.organs.story.lexemes import Lexeme
from mathcore.organs.story.mawps_eq import _sentence_index, _times
from mathcore.organs.story.model import KIND_COMPARISONS, Event, Question

_RELATIONS = KIND_COMPARISONS | {"more", "fewer", "times", "times_more", "times_fewer"}
_TOTALS = frozenset({"hold_total"})


def timed_relation(
    q: Question, events: Sequence[Event], sents: Sequence[Sequence[Lexeme]]
) -> str | None:
    """Why a relation of holdings is told at a time the question does not ask (None: not)."""
    if not sents or q.kind.head == "age":
        return None
    asked = _times(sents[-1])
    for e in events:
        if e.op not in _RELATIONS | _TOTALS or e.kind.head == "age":
            continue
        si = _sentence_index(e.source)
        if si is None or si >= len(sents) - 1:
            continue
        told = _times(sents[si])
        if told and told != asked:
            return "a relation of holdings told at another time than the question's"
    return None
