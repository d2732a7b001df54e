"""Placing things the placer already holds (issue 8, vocabulary round 4; found while checking
the sense of change verbs): ``Ann has 36 seeds. She planted 10 seeds.`` read by the
placement row (``place``) as a gain of 10 seeds (answered 46), and ``She put 10 seeds in the
ground`` left her 36: her own seeds moved, or new ones? Refused unless the clause says
``more`` (``Mark has 13 trees. If he plants 12 more``: new ones).
"""

from __future__ import annotations

from mathcore.organs.story.model import StorySetup


def place_misread(setup: StorySetup) -> str:
    """Why a placement may not be read as a gain ('' when it may)."""
    held: set[tuple[str, str]] = set()
    for e in setup.events:
        if (
            e.op == "gain"
            and e.rule == "place"
            and (e.agent, e.kind.head) in held
            and "more" not in e.source.partition(": ")[2].lower().split()
        ):
            return "a placement of things the placer holds: moved, or new ones?"
        if e.op in ("has", "gain", "give"):
            held.add((e.holder, e.kind.head))
            if e.op == "give" and e.other:
                held.add((e.other, e.kind.head))
    return ""
