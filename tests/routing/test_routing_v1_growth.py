"""The seed's R4 growth surfaces through contemplation with the v1 organs alone.

With v2 registered, cmb-12/13/14-shaped texts are answered (issue 9). Here the router holds
only the v1 combined-rate and single-rate organs, as the seed ledger describes them: each
deferred shape must land on PROPOSAL_EMITTED, owned by a combined-rate family, never by a
single-rate one, and never answered.
"""

from __future__ import annotations

import pytest

from mathcore.organs.combined_rate.organ import ORGAN as COMBINED_V1
from mathcore.organs.rate.organ import ORGAN as RATE_V1
from mathcore.results import Refused
from mathcore.routing.contemplation import contemplate
from mathcore.routing.precedence import PRECEDENCE, Precedence
from mathcore.routing.router import Router


def _v1_router() -> Router:
    names = {COMBINED_V1.name, RATE_V1.name}
    pairs = tuple(p for p in PRECEDENCE if set(p) <= names)
    return Router([COMBINED_V1, RATE_V1], Precedence(pairs))


@pytest.mark.parametrize(
    ("text", "family"),
    [
        (
            "Ivy paints 2 rooms per hour, Jack paints 4 rooms per hour, and Kim paints 3 rooms "
            "per hour. Working together, how many rooms do they paint in 3 hours?",
            "cmb_unsupported_rate_count",
        ),
        (
            "Ivy can paint a barn in 4 hours, and Jack can paint the same barn in 12 hours. "
            "Working together, how many hours do they take?",
            "cmb_unsupported_reciprocal",
        ),
        (
            "A pipe fills a pool at 4 liters per minute and another fills it at 2 liters per "
            "minute, running together from 1 pm to 3 pm. How many liters are in the pool?",
            "cmb_unsupported_clock_interval",
        ),
    ],
)
def test_v1_growth_surfaces_emit_combined_rate_proposals(text: str, family: str) -> None:
    router = _v1_router()
    result = contemplate(text, router=router)
    assert isinstance(result, Refused), result
    assert (result.organ, result.terminal, result.family) == (
        "combined_rate",
        "PROPOSAL_EMITTED",
        family,
    )
    assert router.families.families[result.family].owner == "combined_rate"
    assert result.proposal_id is not None
    single = {a.family for a in result.attempts if a.organ == RATE_V1.name}
    assert result.family not in single


def test_v1_missing_second_rate_stays_a_boundary_never_the_single_rate_answer() -> None:
    text = (
        "Anna and Ben paint a fence together. Anna paints 3 boards per hour. "
        "How many boards do they paint in 4 hours?"
    )
    result = contemplate(text, router=_v1_router())
    assert isinstance(result, Refused), result
    assert (result.organ, result.terminal) == ("combined_rate", "REFUSED_KNOWN_BOUNDARY")
