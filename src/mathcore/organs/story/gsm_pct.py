"""A part of an amount: ``Brock ate one-fourth of the peanuts``, ``gave half of them to Sam``.

The reader records ``lose_frac`` / ``give_frac`` events whose quantity is the part (1/4);
before the ledger replays, each becomes a concrete loss or transfer of ``part x amount``,
where the amount is what the holder holds at that point (the events before it, replayed).

Of which amount: a part ``of the peanuts`` / ``of them`` is of the whole, and is read only
when nothing changed that amount before; a part ``of the remaining money`` / ``of the rest`` /
``of what is left`` is of what is left, and is read only after a change. Anything else
refuses (``unbound_quantity``): ``spent 1/5 of his money on A and 1/4 of his money on B`` is
of the first amount or of the second, and the story does not say which. A part of an unknown
amount, or a count that is not whole, refuses.
"""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction
from typing import TYPE_CHECKING

from mathcore.exact import normalize
from mathcore.organs.story.ledger import Halt, Ledger, _gate, _replay
from mathcore.organs.story.model import Event, StorySetup
from mathcore.results import Step

if TYPE_CHECKING:
    from mathcore.organs.story.reader import Context
    from mathcore.organs.story.resolve import Clause

PART_OPS = {"lose_frac": "lose", "give_frac": "give"}
_CHANGES = ("gain", "lose", "give")


def _part_change(c: Clause, ctx: Context) -> list[Event]:
    """The change read with the part as its quantity, marked as a part (``*_frac``)."""
    op = str(c.t["op"])
    if op == "take_frac":
        from mathcore.organs.story.resolve import _take

        evs = _take(c.b, ctx, c.kind, c.qty, c.source)
        return [replace(e, op="give_frac", rule=c.rc.frame) for e in evs]
    evs = c.again({**c.t, "op": PART_OPS[op]}, c.b, ctx)
    return [replace(e, op=op) for e in evs]


PCT_SPECIAL = {"lose_frac": _part_change, "give_frac": _part_change, "take_frac": _part_change}


def _measured(head: str) -> bool:
    from mathcore.organs.story.lexemes import lexicon

    entry = lexicon().entries.get(head)
    return head == "dollar" or (entry is not None and entry.unit is not None)


def _concrete(before: list[Event], e: Event, setup: StorySetup) -> tuple[Event, Step]:
    led = Ledger()
    _replay(led, replace(setup, events=tuple(before)))
    k = led.key(e.holder, e.kind)
    cur = led.amounts.get(k)
    if k not in led.amounts or cur is None or cur.b != 0:
        raise Halt("unbound_quantity", "a part of an amount the story does not give")
    changed = any(
        x.op in _CHANGES
        and e.holder in (x.holder, x.other)
        and (x.kind.covers(e.kind) or e.kind.covers(x.kind))
        for x in before
    )
    if changed != e.rule.endswith("_rest"):
        raise Halt("unbound_quantity", "a part of the whole or of what is left: not read")
    _gate("story_fraction_of")
    assert e.qty is not None
    part = cur.a * Fraction(e.qty)
    if part.denominator != 1 and not _measured(e.kind.head):
        raise Halt("non_integer_count", "a part that is not a whole count")
    step = Step("multiply", (normalize(cur.a), e.qty), normalize(part), "a part of it", e.source)
    return replace(e, op=PART_OPS[e.op], qty=normalize(part)), step


def expand_parts(setup: StorySetup) -> tuple[StorySetup, list[Step]]:
    """``setup`` with every part-of-an-amount change made concrete, and the steps."""
    if not any(e.op in PART_OPS for e in setup.events):
        return setup, []
    events = list(setup.events)
    steps: list[Step] = []
    for n, e in enumerate(events):
        if e.op in PART_OPS:
            events[n], step = _concrete(events[:n], e, setup)
            steps.append(step)
    return replace(setup, events=tuple(events)), steps
