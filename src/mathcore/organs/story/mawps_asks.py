"""Questions comparing two actions of one holder: ``How much farther did Eve run than walk?``

The question row ``q_farther`` binds two verbs; the question's frame is ``run>walk``. The
answer is the holder's total of the first action less the total of the second, each summed
as an event question sums it (same holder, the asked or the only kind); a missing action or
a negative difference refuses.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from fractions import Fraction

from mathcore.exact import normalize
from mathcore.organs.story.ledger import Halt, Ledger, _gate
from mathcore.organs.story.model import StorySetup
from mathcore.results import Step


def frame_difference(led: Ledger, setup: StorySetup) -> tuple[Fraction, list[Step]]:
    """Holder's events of the first verb minus its events of the second."""
    from mathcore.organs.story.answers import _events

    q = setup.question
    first, _, second = q.frame.partition(">")
    if not first or not second or first == second:
        raise Halt("question_target_unbound", "two different actions are needed")
    a, sa = _events(led, replace(setup, question=replace(q, ask="event", frame=first)))
    b, sb = _events(led, replace(setup, question=replace(q, ask="event", frame=second)))
    _gate("story_difference")
    if a < b:
        raise Halt("negative_quantity", "the difference is negative")
    step = Step("subtract", (normalize(a), normalize(b)), normalize(a - b), "difference", q.source)
    return a - b, [*sa, *sb, step]


MAWPS_ASKS: dict[str, Callable[[Ledger, StorySetup], tuple[Fraction, list[Step]]]] = {
    "difference_f": frame_difference,
}
