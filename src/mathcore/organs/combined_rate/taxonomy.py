"""The closed R4 v1 reason taxonomy (seed ledger sections 3-6)."""

from __future__ import annotations

from mathcore.organs.base import ReasonKind, ReasonSpec, Taxonomy

ORGAN = "combined_rate"
PREFIX = "cmb"

STEP_ASIDE = ("empty", "not_combined_rate_shaped")

TAXONOMY = Taxonomy(
    organ=ORGAN,
    prefix=PREFIX,
    reasons=(
        ReasonSpec("empty", "reader", ReasonKind.STEP_ASIDE, "input_shape", "none: not R4's"),
        ReasonSpec(
            "not_combined_rate_shaped",
            "reader",
            ReasonKind.STEP_ASIDE,
            "input_shape",
            "cede to other organs (single rate is R3's)",
        ),
        ReasonSpec(
            "rate_unit_mismatch",
            "reader",
            ReasonKind.BOUNDARY,
            "cmb_unit_mismatch",
            "refuse until a dimension registry decides convertibility (v2)",
        ),
        ReasonSpec(
            "combine_mode_ambiguous",
            "reader",
            ReasonKind.BOUNDARY,
            "cmb_combine_ambiguous",
            "refuse: the direction of combination is never inferred",
        ),
        ReasonSpec(
            "missing_second_rate",
            "reader",
            ReasonKind.UNDERDETERMINED,
            "cmb_underdetermined",
            "ask for the second rate",
        ),
        ReasonSpec(
            "three_or_more_rates",
            "reader",
            ReasonKind.GROWTH,
            "cmb_unsupported_rate_count",
            "propose a cmb gold fixture (v2: three or more rates)",
        ),
        ReasonSpec(
            "reciprocal_work_rate_deferred",
            "reader",
            ReasonKind.GROWTH,
            "cmb_unsupported_reciprocal",
            "propose a cmb gold fixture (v2: reciprocal rates)",
        ),
        ReasonSpec(
            "clock_interval_deferred",
            "reader",
            ReasonKind.GROWTH,
            "cmb_unsupported_clock_interval",
            "propose a cmb gold fixture (v2: clock intervals)",
        ),
        ReasonSpec(
            "non_positive_net_rate",
            "solver",
            ReasonKind.BOUNDARY,
            "cmb_non_positive_net",
            "refuse: a net rate <= 0 cannot accumulate or finish",
        ),
        ReasonSpec(
            "non_integer_solution",
            "solver",
            ReasonKind.BOUNDARY,
            "cmb_non_integer",
            "refuse: never round",
        ),
    ),
)
