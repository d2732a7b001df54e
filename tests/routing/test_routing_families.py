"""The failure-family registry is a partition, and every way to break it is refused."""

from __future__ import annotations

import pytest
from routing_fakes import ASIDE, BOUND, GROW, UNDER, taxonomy

from mathcore.organs.base import ReasonKind, ReasonSpec, Taxonomy
from mathcore.routing.families import (
    INPUT_SHAPE,
    INTERNAL,
    ROUTER_TAXONOMY,
    FamilyRegistry,
    TaxonomyError,
    namespaced,
)
from mathcore.text.guard import GUARD_REASONS


def _registry() -> FamilyRegistry:
    return FamilyRegistry([taxonomy("adder", "add"), taxonomy("broad", "brd")])


def test_every_reason_lies_in_exactly_one_family() -> None:
    reg = _registry()
    listed = [r for fam in reg.families.values() for r in fam.reasons]
    assert sorted(listed) == sorted(set(listed)) == list(reg.reasons())
    for reason in reg.reasons():
        assert reason in reg.family(reason).reasons


def test_substantive_reasons_are_namespaced_and_step_asides_stay_bare() -> None:
    reg = _registry()
    assert reg.classify("adder", "reader", "ambiguous_words").reason == "add_ambiguous_words"
    assert reg.classify("broad", "reader", "ambiguous_words").reason == "brd_ambiguous_words"
    assert reg.classify("adder", "reader", "empty").reason == "empty"
    assert reg.classify("adder", "reader", "not_adder_shaped").family == INPUT_SHAPE
    assert reg.classify("adder", "solver", "too_big").family == "add_too_big"


def test_namespacing_tolerates_a_prefix_with_its_own_separator() -> None:
    spec = ReasonSpec("x", "reader", BOUND, "f")
    assert namespaced(Taxonomy("o", "cmb_", (spec,)), spec) == "cmb_x"
    assert namespaced(Taxonomy("o", "cmb", (spec,)), spec) == "cmb_x"


def test_guard_and_router_reasons_are_registered() -> None:
    reg = _registry()
    for reason in GUARD_REASONS:
        assert reg.family(reason).name == INPUT_SHAPE
    assert reg.family("internal_error").name == INTERNAL
    assert reg.family("no_organ").name == INPUT_SHAPE
    assert reg.family("ambiguous_organ").must_remain_refused
    assert {s.name for s in ROUTER_TAXONOMY.reasons} <= set(reg.reasons())


def test_family_flags_follow_the_kind() -> None:
    fams = _registry().families
    assert fams["add_ambiguous"].must_remain_refused and not fams["add_ambiguous"].proposal_allowed
    assert fams["add_underdetermined"].kind is UNDER
    assert fams["add_underdetermined"].must_remain_refused
    assert fams["add_unsupported_count"].proposal_allowed
    assert not fams["add_unsupported_count"].must_remain_refused
    assert not fams[INPUT_SHAPE].must_remain_refused and not fams[INPUT_SHAPE].proposal_allowed
    assert fams["add_too_big"].next_action == "keep refusing"
    assert fams["add_unsupported_count"].owner == "adder"
    assert fams[INPUT_SHAPE].owner == "router"
    assert all(f.next_action for f in fams.values())


def test_undeclared_reason_is_a_taxonomy_error() -> None:
    with pytest.raises(TaxonomyError, match="undeclared"):
        _registry().classify("adder", "reader", "made_up")


def _one(*specs: ReasonSpec, organ: str = "o", prefix: str = "o") -> Taxonomy:
    return Taxonomy(organ, prefix, specs)


@pytest.mark.parametrize(
    ("taxonomies", "message"),
    [
        ([_one(ReasonSpec("x", "reader", BOUND, INPUT_SHAPE))], "substantive"),
        ([_one(ReasonSpec("x", "solver", ASIDE, INPUT_SHAPE))], "cannot step aside"),
        (
            [_one(ReasonSpec("x", "reader", BOUND, "f1"), ReasonSpec("x", "solver", BOUND, "f2"))],
            "two families",
        ),
        (
            [_one(ReasonSpec("x", "reader", BOUND, "f")), _one(organ="p", prefix="o")],
            "prefix",
        ),
        (
            [
                _one(ReasonSpec("x", "reader", BOUND, "f")),
                _one(ReasonSpec("y", "reader", BOUND, "f"), organ="p", prefix="p"),
            ],
            "declared by",
        ),
        (
            [_one(ReasonSpec("x", "reader", BOUND, "f"), ReasonSpec("y", "reader", GROW, "f"))],
            "mixes growth",
        ),
    ],
)
def test_a_broken_partition_is_refused_at_build(taxonomies: list[Taxonomy], message: str) -> None:
    with pytest.raises(TaxonomyError, match=message):
        FamilyRegistry(taxonomies)


def test_a_family_of_boundary_and_underdetermined_reasons_is_a_boundary() -> None:
    reg = FamilyRegistry(
        [_one(ReasonSpec("x", "reader", BOUND, "f"), ReasonSpec("y", "reader", UNDER, "f"))]
    )
    assert reg.families["f"].kind is ReasonKind.BOUNDARY


def test_step_asides_declared_elsewhere_still_land_in_input_shape() -> None:
    reg = FamilyRegistry([_one(ReasonSpec("not_mine", "reader", ASIDE, "o_shape"))])
    assert reg.family("not_mine").name == INPUT_SHAPE
    assert "o_shape" not in reg.families
