"""Keeping what is left (issue 8, vocabulary round 4): ``He gave six roses to his mother and
he kept the rest. How many roses did Ian keep?``

- ``kept the rest`` (``the remainder``, ``the remaining money``, ``the rest of the pencils``,
  ``for herself``): what is left stays with the holder, which the change before it already
  says; the clause adds no event. Read only right after a change that takes some of the same
  kind from the same holder (gave, sold, lost, a part of it): after ``She planted 10 seeds``
  or ``put 10 in a jar`` the rest is not told to be less (``kept_rest``).
- ``How many roses did Ian keep (for himself)?``: what the holder has at the end, read as the
  state question ``How many roses does Ian have?`` of the same holder and kind; answered only
  when the story takes some of that kind from that holder (``keep_misread``).

``keep``, ``keeps``, ``kept``, ``herself``, ``himself``, ``themselves`` are in the pack as bare
function words, read only by these rows: ``He kept 20 marbles``, ``kept some in the fridge``,
``decided to keep 2 pieces``, ``kept the same speed`` still refuse.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from mathcore.organs.story.model import Event, StorySetup

if TYPE_CHECKING:
    from mathcore.organs.story.reader import Context
    from mathcore.organs.story.resolve import Clause

_SELF = "?for ?himself|herself|themselves"
_REST = "the rest|remainder ?of ?the|his|her|their ?K:k"

KEEP_CLAUSES = f"""
kept_rest | H:s @ADV kept|keeps {_REST} {_SELF} | op=kept_rest kind=k qty=?
kept_remaining | H:s @ADV kept|keeps the remaining ?K:k {_SELF} | op=kept_rest kind=k qty=?
"""

KEEP_QUESTIONS = f"""
q_keep | how many K?:k do|does|did|will|would H:s keep {_SELF} T:t | ask=state holder=s kind=k
q_keep_money | how much ?money do|does|did|will|would H:s keep {_SELF} | ask=state holder=s kind=$
"""


#: Changes that take some of a kind from their holder (as the ledger and ``gsm_pct`` name them).
_TAKEN = frozenset({"lose", "give", "lose_frac", "give_frac"})


def kept_rest(c: Clause, ctx: Context) -> list[Event]:
    """``... and kept the rest``: no event, right after a change taking some from the holder."""
    from mathcore.organs.story.reader import Stop
    from mathcore.organs.story.resolve import _holder

    prev = ctx.prev_op
    at = prev.get("_at") if prev else None
    if not prev or prev.get("op") not in _TAKEN or not isinstance(at, tuple) or len(at) < 4:
        raise Stop(
            "unreadable_sentence", "'kept the rest' after no change taking some", "frame_entry"
        )
    subject = _holder(c.b.get("s"), ctx)
    named = c.b.get("k")
    if at[2] != subject or (named is not None and named.head != at[3].head):
        raise Stop(
            "unresolved_reference", "'kept the rest' of another holder or kind", "frame_entry"
        )
    return []


KEEP_SPECIAL = {"kept_rest": kept_rest}


def keep_misread(setup: StorySetup) -> str:
    """Why ``How many did she keep?`` may not be answered as her state ('' when it may): the
    story must take some of the asked kind from her (else what she kept is not told apart
    from what she got: ``Tom gave 4 seeds to Ann. How many seeds did Ann keep?``)."""
    q = setup.question
    if q.rule not in ("q_keep", "q_keep_money"):
        return ""
    mine = [
        e for e in setup.events if q.holder in (e.holder, e.other) and e.kind.head == q.kind.head
    ]
    if mine and mine[-1].op in _TAKEN and mine[-1].holder == q.holder:
        return ""
    # "... and kept the rest. Then she bought 5 more": what she kept is not what she has
    return "'keep' asked of a holder nothing was taken from last"
