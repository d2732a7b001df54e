"""A question of an action total whose condition repeats an action the story told.

``Tom earns $10 an hour. He worked 3 hours yesterday. How much will he earn if he works 5
hours?``: the question may ask what the condition's 5 hours earn (50) or everything he will
have earned (80); the ledger sums both (answered 80). Likewise ``Tom sold 5 apples
yesterday. If he sells 3 apples today, how many apples will he sell?`` (3 or 8). Refused
(the question's scope is not read) when all hold:

- the question asks an action total (``ask=event``) in the future or the hypothetical
  (``will``, ``would``), with no word of a total (``in total``, ``in all``, ``altogether``,
  ``combined``, ``together``, ``both``, ``overall``); a question in the past counts the
  condition's event with the story's (``conditions.py``'s decision: ``Ann read 5 pages on
  Monday. If Ann read 3 pages on Tuesday, how many pages did she read?`` is 8);
- a condition tells a change (``gain``, ``lose``, ``give``, ``act``) that the story's own
  statements also tell: the same holder, verb and kind (any kind when the question asks
  another one, such as the money paid for a chair and a cabinet).

A condition telling a new action (``Tom earns $10 an hour. How much will he earn if he works
5 hours?``), a question of a state (``how many apples will he have``) or one saying its total
are read as before.
"""

from __future__ import annotations

from collections.abc import Sequence

from mathcore.organs.story.model import Event, Question

_CHANGES = frozenset({"gain", "lose", "give", "act"})
_LATER = frozenset({"will", "would"})
_TOTALS = frozenset({"total", "all", "altogether", "combined", "together", "both", "overall"})


def part_asked(q: Question, conditions: Sequence[Event], events: Sequence[Event]) -> str | None:
    """Why the question may ask the condition's action alone (None: it is read as before)."""
    if q.ask != "event" or not conditions:
        return None
    asked = set(q.source.partition(": ")[2].lower().split())
    if not asked & _LATER or asked & _TOTALS:
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
