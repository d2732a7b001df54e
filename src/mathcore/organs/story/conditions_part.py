"""A question of an action total whose condition repeats an action the story told.

``Tom earns $10 an hour. He worked 3 hours yesterday. How much will he earn if he works 5
hours?``: the question may ask what the condition's 5 hours earn (50) or everything he will
have earned (80); the ledger sums both (answered 80). Likewise ``Tom sold 5 apples
yesterday. If he sells 3 apples today, how many apples will he sell?`` (3 or 8). Refused
(the question's scope is not read) when all hold:

- the question asks an action total (``ask=event``), in any tense, with no word of a total
  (``in total``, ``in all``, ``altogether``, ``combined``, ``together``, ``both``,
  ``overall``). Decision (lead, session 5): a past question is no clearer than a future one
  (``Tim bought a chair for $100. If Tim buys a cabinet for $1200, how much did he pay?``:
  1200 or 1300; ``Ann read 5 pages on Monday. If Ann read 3 pages on Tuesday, how many pages
  did she read?``: 3 or 8); it was answered with the sum and now refuses like the future
  one (no dev answer changed);
- a condition tells a change (``gain``, ``lose``, ``give``, ``act``) that the story's own
  statements also tell: the same holder, verb and kind (any kind when the question asks
  another one, such as the money paid for a chair and a cabinet).

A condition telling a new action (``Tom earns $10 an hour. How much will he earn if he works
5 hours?``), a question of a state (``how many apples will he have``) or one saying its total
are read as before.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from mathcore.organs.story.model import Event, Question
from mathcore.packs.loader import Pack, PerPack

_CHANGES = frozenset({"gain", "lose", "give", "act"})
#: The word table lives in the pack (lexicon/story_more8.jsonl), read once per pack digest:
#: ``total_scope_word`` (total, all, both, overall: a question asking a total).


@dataclass(frozen=True, slots=True)
class _Words:
    totals: frozenset[str]


def _build_words(pack: Pack) -> _Words:
    """The pack's word tables of this module."""
    return _Words(
        totals=pack.words("total_scope_word"),
    )


#: Built once per pack digest (``packs.loader.PerPack``).
_words = PerPack(_build_words)


def part_asked(q: Question, conditions: Sequence[Event], events: Sequence[Event]) -> str | None:
    """Why the question may ask the condition's action alone (None: it is read as before)."""
    ws = _words()
    if q.ask != "event" or not conditions:
        return None
    asked = set(q.source.partition(": ")[2].lower().split())
    if asked & ws.totals:
        return None
    told = [e for e in events if not any(e is c for c in conditions)]
    for c in conditions:
        if c.op in _CHANGES and any(
            e.op == c.op
            and e.holder == c.holder
            and e.frame == c.frame
            and (e.kind == c.kind or not q.kind.covers(c.kind))  # money paid over two items
            for e in told
        ):
            return "the question may ask the condition's action alone, or with the story's"
    return None
