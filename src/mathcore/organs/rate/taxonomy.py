"""The closed R3 reason taxonomy (organs.md R3)."""

from __future__ import annotations

from dataclasses import replace

from mathcore.organs.base import ReasonKind, ReasonSpec, Taxonomy

ORGAN = "rate"
PREFIX = "r3"

_A, _B, _U, _G = (
    ReasonKind.STEP_ASIDE,
    ReasonKind.BOUNDARY,
    ReasonKind.UNDERDETERMINED,
    ReasonKind.GROWTH,
)

TAXONOMY = Taxonomy(
    organ=ORGAN,
    prefix=PREFIX,
    reasons=(
        ReasonSpec("empty", "reader", _A, "input_shape", "none"),
        ReasonSpec("not_rate_shaped", "reader", _A, "input_shape", "cede to other organs"),
        ReasonSpec("no_query", "reader", _A, "input_shape", "no question to answer"),
        ReasonSpec("temporal_state", "reader", _G, "r3_temporal_state", "clock intervals (R4 v2)"),
        ReasonSpec("combined_rates", "reader", _A, "input_shape", "two rates: R4's business"),
        ReasonSpec("missing_rate", "reader", _U, "r3_underdetermined", "ask for the rate"),
        ReasonSpec("missing_time", "reader", _U, "r3_underdetermined", "ask for the duration"),
        ReasonSpec("missing_quantity", "reader", _U, "r3_underdetermined", "ask for the quantity"),
        ReasonSpec(
            "query_target_unrecognized",
            "reader",
            _G,
            "r3_query_unrecognized",
            "grow: a question form the rate templates do not read",
        ),
        ReasonSpec(
            "rate_unit_mismatch",
            "reader",
            _B,
            "r3_unit_mismatch",
            "refuse: the units do not convert",
        ),
        ReasonSpec(
            "rate_unit_mismatch",
            "solver",
            _B,
            "r3_unit_mismatch",
            "refuse: the units do not convert",
        ),
        ReasonSpec("non_integer_solution", "solver", _B, "r3_non_integer", "never round"),
        ReasonSpec(
            "clock_interval_ambiguous",
            "reader",
            _B,
            "r3_clock_ambiguous",
            "v2 only: a clock time without am/pm is never guessed",
        ),
    ),
)


def _v2_family(spec: ReasonSpec) -> ReasonSpec:
    if spec.family.startswith("r3_"):
        return replace(spec, family="r3v2_" + spec.family[3:])
    return spec


#: The v2 mode's taxonomy: the same reasons under the organ ``rate_v2`` and its own families
#: (the family registry gives each organ its own prefix and each family one owner).
TAXONOMY_V2 = Taxonomy(
    organ="rate_v2",
    prefix="r3v2",
    reasons=tuple(_v2_family(r) for r in TAXONOMY.reasons),
)
