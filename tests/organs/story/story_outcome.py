"""The story organ alone on one text, as the construction tests read it (one copy for all).

``answer``: the exact answer, or None when the organ refused. ``answer_or_reason``: the exact
answer, or the refusal's reason (a reader or solver reason name). Exceptions propagate: a test
never mistakes a crash for a refusal.
"""

from __future__ import annotations

from fractions import Fraction

from mathcore.organs.base import OrganAnswer, ReaderRefusal, SolverRefusal
from mathcore.organs.story.model import StorySetup
from mathcore.organs.story.organ import ORGAN


def answer_or_reason(text: str) -> Fraction | str:
    setup = ORGAN.read(text)
    if isinstance(setup, ReaderRefusal):
        return setup.reason
    assert isinstance(setup, StorySetup)
    out = ORGAN.solve(setup)
    if isinstance(out, SolverRefusal):
        return out.reason
    assert isinstance(out, OrganAnswer)
    return Fraction(out.value)


def answer(text: str) -> Fraction | None:
    got = answer_or_reason(text)
    return None if isinstance(got, str) else got
