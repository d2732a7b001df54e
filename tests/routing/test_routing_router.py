"""The router: one attempt per organ, precedence as data, never picks between setups."""

from __future__ import annotations

import pytest
from routing_fakes import adder

from mathcore.organs.base import ReaderRefusal
from mathcore.routing.precedence import PRECEDENCE, Precedence
from mathcore.routing.router import ALL_REFUSED, AMBIGUOUS, ROUTED, Router


def _router(*pairs: tuple[str, str]) -> Router:
    organs = [adder("adder", "add", "add"), adder("broad", "brd", "sum")]
    return Router(organs, Precedence(pairs))


def test_one_attempt_per_organ_in_registry_order() -> None:
    route = _router().route("add 2 and 3")
    assert [a.organ for a in route.attempts] == ["adder", "broad"]
    assert route.attempts[0].outcome == "setup_correct"
    assert route.attempts[0].signature == "adder:2+3"
    assert route.attempts[1].outcome == "setup_refused"
    assert route.attempts[1].reason == "not_broad_shaped"
    assert route.attempts[1].family == "input_shape"


def test_a_unique_setup_is_routed() -> None:
    route = _router().route("add 2 and 3")
    assert route.status == ROUTED
    assert route.chosen is not None and route.chosen.organ.name == "adder"


def test_two_differing_setups_are_ambiguous_never_picked() -> None:
    route = _router().route("add the sum 2 and 3")
    assert route.status == AMBIGUOUS and route.chosen is None
    assert {c.organ.name for c in route.contenders} == {"adder", "broad"}


def test_a_setup_beside_an_unadjudicated_substantive_refusal_is_ambiguous() -> None:
    organs = [adder("adder", "add", "add"), adder("other", "oth", "add", steps="good")]
    other = organs[1]
    other.read = lambda text: ReaderRefusal(  # type: ignore[method-assign]
        "ambiguous_words"
    )
    route = Router(organs, Precedence(())).route("add 2 and 3")
    assert route.status == AMBIGUOUS


def test_precedence_vetoes_the_broader_setup() -> None:
    route = _router(("adder", "broad")).route("add the sum 2 and 3")
    assert route.status == ROUTED and route.chosen is not None
    assert route.chosen.organ.name == "adder"
    assert route.suppressed == (("broad", "adder"),)


def test_a_substantive_refusal_of_the_specialist_vetoes_the_broader_setup() -> None:
    route = _router(("adder", "broad")).route("add the sum 2 and 3 and 4")
    assert route.status == ALL_REFUSED
    assert [c.organ.name for c in route.contenders] == ["adder"]
    route = _router(("adder", "broad")).route("add the sum 5 and 6 ??")
    assert route.status == ALL_REFUSED
    assert route.contenders[0].classified is not None
    assert route.contenders[0].classified.reason == "add_ambiguous_words"


def test_a_specialist_that_steps_aside_cedes() -> None:
    route = _router(("adder", "broad")).route("the sum 2 and 3")
    assert route.status == ROUTED and route.chosen is not None
    assert route.chosen.organ.name == "broad"
    assert route.suppressed == ()


def test_all_step_asides_leave_no_contender() -> None:
    route = _router().route("nothing here")
    assert route.status == ALL_REFUSED and route.contenders == ()


def test_identical_signatures_route_to_the_first() -> None:
    a, b = adder("adder", "add", "add"), adder("twin", "twn", "add")
    b.signature = a.signature  # type: ignore[method-assign]
    route = Router([a, b], Precedence(())).route("add 1 and 2")
    assert route.status == ROUTED and route.chosen is not None
    assert route.chosen.organ.name == "adder"


def test_organ_names_must_be_unique() -> None:
    with pytest.raises(ValueError, match="repeat"):
        Router([adder(), adder()])


@pytest.mark.parametrize(
    ("pairs", "message"), [((("a", "a"),), "one organ"), ((("a", "b"), ("b", "a")), "contradict")]
)
def test_precedence_rejects_self_and_contradicting_pairs(
    pairs: tuple[tuple[str, str], ...], message: str
) -> None:
    with pytest.raises(ValueError, match=message):
        Precedence(pairs)


def test_the_named_precedents_are_in_the_table() -> None:
    table = Precedence()
    assert ("combined_rate", "rate") in PRECEDENCE
    assert ("combined_rate", "rate_v2") in PRECEDENCE
    for specialist in ("combined_rate", "rate", "rate_v2", "relations", "linear_system"):
        assert table.adjudicates(specialist, "story")
    assert not table.adjudicates("rate", "relations")


def test_suppression_is_computed_from_raw_recognition() -> None:
    table = Precedence((("a", "b"), ("b", "c")))
    assert table.suppressed(["a", "b"]) == {"b": "a", "c": "b"}
    assert table.suppressed(["c"]) == {}
