"""One qualified kind, named again by its bare head (the solver frontier, issue 8).

``Marcus has three times as many cheese crackers as Mona. Nicholas has 6 more crackers
than Mona. If Marcus has 27 crackers, ...``: the story names one kind of its things
(``cheese crackers``) and then shortens it to the head noun (``crackers``). When every
mention of the head is that one qualified kind or the bare head, the first mention is the
qualified one, and every bare told amount belongs to a holder the story already told the
qualified kind of (a bare comparison only relates to another holder's things), the bare
mentions are that kind: the setup is rewritten so, and the ledger reads it as one kind.

Refused (the setup left as it is): two qualified kinds of the head (``red`` and ``blue``
pens: which one is ``pens``?), the bare head named first, a bare told amount of a holder
never told the qualified kind (``Orlando has 8 cards``: his own cards, of any kind), any
other kind or any op beyond told amounts and comparisons between holders, a question that
is not a plain state.
"""

from __future__ import annotations

from dataclasses import replace

from mathcore.organs.story.model import Kind, StorySetup

#: The ops read: a told amount and the comparisons between two holders' amounts.
_TOLD = "has"
_COMPARE = frozenset({"more", "fewer", "times"})


def unify_mods(setup: StorySetup) -> StorySetup:
    """``setup`` with its bare head mentions read as the story's one qualified kind, or
    ``setup`` unchanged when the story is not exactly that shape."""
    events = setup.events
    q = setup.question
    if not events or q.ask != "state" or q.other_kind is not None:
        return setup
    first = events[0].kind
    if not first.mods:
        return setup  # the bare head named first (or no qualifier at all)
    head = first.head
    bare = Kind(head)
    told_qualified: set[str] = set()
    saw_bare = q.kind == bare
    for e in events:
        if e.other_kind is not None or (e.op != _TOLD and e.op not in _COMPARE):
            return setup
        if e.kind == first:
            told_qualified.add(e.holder)
        elif e.kind == bare:
            saw_bare = True
            if e.op == _TOLD and e.holder not in told_qualified:
                return setup  # a holder's own bare things: of any kind
        else:
            return setup  # another kind, or another qualifier of the head
    if not saw_bare or q.kind not in (first, bare):
        return setup
    new_events = tuple(replace(e, kind=first) if e.kind == bare else e for e in events)
    return StorySetup(new_events, replace(q, kind=first))
