"""Combined rates per clock unit are never carried over calendar days (or back): how many
hours a day each agent works is not told, so the v2 solver refuses rather than assume 24."""

from __future__ import annotations

import pytest

from mathcore.organs.base import OrganAnswer, ReaderRefusal, SolverRefusal
from mathcore.organs.combined_rate.organ import ORGAN_V2


def outcome(text: str) -> object:
    setup = ORGAN_V2.read(text)
    return setup if isinstance(setup, ReaderRefusal) else ORGAN_V2.solve(setup)


@pytest.mark.parametrize(
    "text",
    [
        "Tom types 40 words per minute and Ann types 30 words per minute. "
        "How many words do they type together in 2 days?",
        "Pipe A fills 3 liters per hour and pipe B fills 2 liters per day. "
        "Together, how many liters do they fill in 4 days?",
    ],
)
def test_a_clock_rate_over_calendar_days_is_refused(text: str) -> None:
    out = outcome(text)
    assert isinstance(out, (ReaderRefusal, SolverRefusal)), out
    assert out.reason == "rate_unit_mismatch"


def test_clock_units_still_convert_among_themselves() -> None:
    out = outcome(
        "Tom types 40 words per minute and Ann types 30 words per minute. "
        "How many words do they type together in 2 hours?"
    )
    assert isinstance(out, OrganAnswer) and out.value == 8400
