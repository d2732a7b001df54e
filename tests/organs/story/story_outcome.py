"""The story organ alone on one text, as the construction tests read it (one copy for all).

``answer``: the exact answer, or None when the organ refused. ``answer_or_reason``: the exact
answer, or the refusal's reason (a reader or solver reason name). Exceptions propagate: a test
never mistakes a crash for a refusal. ``pipeline_answer`` and ``check_correct_or_refused``: the
same through the whole pipeline (``mathcore.solve``, every organ and the router), as the
adversarial variation files read it.
"""

from __future__ import annotations

from fractions import Fraction

from mathcore import solve
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


def pipeline_answer(text: str) -> Fraction | None:
    result = solve(text)
    return Fraction(result.answer) if result.status == "solved" else None  # type: ignore[union-attr]


def check_correct_or_refused(text: str, answer: int | Fraction | None) -> None:
    """A variation is refused, or answered with exactly ``answer`` (None: must refuse)."""
    result = solve(text)
    if result.status == "solved":
        assert answer is not None, f"must refuse, answered {result.answer}"  # type: ignore[union-attr]
        assert Fraction(result.answer) == Fraction(answer)  # type: ignore[union-attr]
