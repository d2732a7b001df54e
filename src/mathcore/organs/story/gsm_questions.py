"""Questions about actions of two holders: ``How many more apples did Suraya pick than Kayla?``

The difference of two holders' totals of one action (same verb lemma, same kind), each
summed as an event question would sum it; a negative difference refuses.
"""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction

from mathcore.exact import normalize
from mathcore.organs.story.ledger import Halt, Ledger, _gate
from mathcore.organs.story.model import StorySetup
from mathcore.results import Step


def event_difference(led: Ledger, setup: StorySetup) -> tuple[Fraction, list[Step]]:
    """Holder's events of the asked verb minus the other holder's."""
    from mathcore.organs.story.answers import _events

    q = setup.question
    mine = replace(q, ask="event", other="")
    theirs = replace(q, ask="event", holder=q.other, other="")
    a, sa = _events(led, replace(setup, question=mine))
    b, sb = _events(led, replace(setup, question=theirs))
    _gate("story_difference")
    if a < b:
        raise Halt("negative_quantity", "the difference is negative")
    step = Step("subtract", (normalize(a), normalize(b)), normalize(a - b), "difference", q.source)
    return a - b, [*sa, *sb, step]
