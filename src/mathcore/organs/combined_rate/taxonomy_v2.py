"""The closed R4 v2 reason taxonomy: v1's boundaries stay; the growth surfaces are built.

``clock_interval_ambiguous`` is new (a clock time without its half of the day); the three
v1 deferrals never come out of v2 (a text v2 cannot read keeps its v1 step-aside or
boundary reason).
"""

from __future__ import annotations

from dataclasses import replace

from mathcore.organs.base import ReasonKind, ReasonSpec, Taxonomy
from mathcore.organs.combined_rate.taxonomy import TAXONOMY as V1

_KEPT = frozenset(
    {
        "empty",
        "not_combined_rate_shaped",
        "rate_unit_mismatch",
        "combine_mode_ambiguous",
        "missing_second_rate",
        "three_or_more_rates",
        "reciprocal_work_rate_deferred",
        "clock_interval_deferred",
        "non_positive_net_rate",
        "non_integer_solution",
    }
)


def _own(spec: ReasonSpec) -> ReasonSpec:
    """A v1 reason under v2's own family (each family has one owning organ)."""
    if not spec.family.startswith("cmb_"):
        return spec
    return replace(spec, family="cmb2_" + spec.family[4:])


TAXONOMY = Taxonomy(
    organ="combined_rate_v2",
    prefix="cmb2",
    reasons=(
        *(_own(r) for r in V1.reasons if r.name in _KEPT),
        ReasonSpec(
            "clock_interval_ambiguous",
            "reader",
            ReasonKind.BOUNDARY,
            "cmb2_clock_ambiguous",
            "refuse: a clock time without am/pm is never guessed",
        ),
        ReasonSpec(
            "rate_unit_mismatch",
            "solver",
            ReasonKind.BOUNDARY,
            "cmb2_unit_mismatch",
            "refuse: the units do not convert",
        ),
    ),
)
