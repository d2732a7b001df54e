"""MAWPS single-equation readings that need more than a frame row (see ``mawps_eq_rows``).

``time_scope_holds``: an event question scoped by a time word ("How many walnut trees did
the workers plant today?") is read only when that time word scopes every change the story
tells and nothing else does: each change event's sentence names exactly the question's time
words. Then the scope narrows nothing and the question asks the sum of the events.

``same_head_holder``: "the workers" in a question names the one holder mentioned as
"the park workers" (same head word, exactly one such holder).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from mathcore.organs.story.lexemes import Lexeme
from mathcore.organs.story.model import Event, Kind

if TYPE_CHECKING:
    from mathcore.organs.story.reader import Context
    from mathcore.organs.story.resolve import Clause

#: The change events an event question sums (``answers._events``).
CHANGES = frozenset({"gain", "lose", "give", "act"})


def _sentence_index(source: str) -> int | None:
    head = source.split("[", 1)[0]
    return int(head[1:]) if head.startswith("s") and head[1:].isdigit() else None


def time_scope_holds(
    ask: str, qlx: Sequence[Lexeme], events: Sequence[Event], sents: Sequence[Sequence[Lexeme]]
) -> bool:
    """Every change event sits in a sentence whose time words are exactly the question's."""
    if ask == "per_unit":  # "each month": the unit itself (mawps_eq_asks.per_unit is strict)
        return True
    if ask != "event" or not sents:
        return False
    words = {t.word for t in qlx if t.time}
    changes = [e for e in events if e.op in CHANGES]
    if not words or not changes:
        return False
    for e in changes:
        si = _sentence_index(e.source)
        if si is None or si >= len(sents):
            return False
        if {t.word for t in sents[si] if t.time} != words:
            return False
    return True


def same_head_holder(holder: str, ctx: Context) -> str:
    """``the workers`` -> ``the park worker`` when that is the one holder with that head."""
    if not holder.startswith("the ") or holder in ctx.things:
        return holder
    head = holder[4:]
    if " " in head:
        return holder
    hits = [h for h in ctx.things if h.endswith(" " + head)]
    return hits[0] if len(hits) == 1 else holder


def place_scope_holds(
    t: dict[str, str], b: dict[str, Any], kind: Kind, events: Sequence[Event]
) -> None:
    """``How many rows did he plant in the south field?``: a placement question's place.

    A placement event's holder is its place; a question that names a place is read only when
    every placement of the asked kind went to that place (else it would sum other places').
    """
    from mathcore.organs.story.reader import Stop

    loc = b.get("loc")
    if t.get("as_frame") != "place" or not loc:
        return
    places = {e.holder for e in events if e.frame == "place" and e.kind.head == kind.head}
    if places != {str(loc)}:
        raise Stop("unreadable_question", f"the question's place {loc!r} narrows the placements")


def _goal_have(c: Clause, ctx: Context) -> list[Event]:
    """``Priya needs 54 cupcakes for a party``: an amount to have; holds nothing yet."""
    from mathcore.organs.story.reader import Stop
    from mathcore.organs.story.resolve import _holder

    raw = c.b.get("s")
    doer = ctx.prev_subject if raw == "@prev" else _holder(raw, ctx)
    if not doer or c.qty is None or c.kind.head == "dollar":
        raise Stop("unreadable_sentence", "a need names its holder and a count", "frame_entry")
    ctx.mention(doer)
    ctx.prev_subject = doer
    ctx.animate.append(doer)
    if c.kind not in ctx.kinds:
        ctx.kinds.append(c.kind)
    ctx.prev_op = {}
    ev = Event("goal", doer, c.kind, c.qty, frame="have", source=c.source, agent=doer)
    return [replace(ev, rule=c.rc.frame)]


EQ_SPECIAL: dict[str, Callable[[Clause, Context], list[Event]]] = {"goal_have": _goal_have}
