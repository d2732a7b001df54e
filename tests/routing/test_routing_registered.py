"""Integration over whatever organs are registered (zero, some or all of them).

The registry builds into a partition; every gold text of every ruler goes through ``solve()``
to exactly one terminal with no internal error; the hygiene invariant holds for every organ
pair; and the seed's proof cases (paraphrased here) hold once their organs are registered.
"""

from __future__ import annotations

from typing import Any

import pytest
from routing_gold import gold_fixtures

from mathcore import solve
from mathcore.organs.base import Organ, ReaderRefusal, ReasonKind
from mathcore.results import Refused, Solved
from mathcore.routing.contemplation import TERMINALS
from mathcore.routing.families import INPUT_SHAPE
from mathcore.routing.registry import organs
from mathcore.routing.router import default_router


def _names() -> set[str]:
    return {o.name for o in organs()}


GOLD = gold_fixtures()


def test_the_registered_organs_form_a_partition() -> None:
    router = default_router()
    fams = router.families.families
    for organ in router.organs:
        for spec in organ.taxonomy.reasons:
            c = router.families.classify(organ.name, spec.stage, spec.name)
            owners = [f for f in fams.values() if c.reason in f.reasons]
            assert [f.name for f in owners] == [c.family]
    listed = [r for f in fams.values() for r in f.reasons]
    assert len(listed) == len(set(listed))


@pytest.mark.parametrize("organ", organs(), ids=lambda o: o.name)
def test_step_asides_are_declared_in_input_shape(organ: Organ[Any]) -> None:
    bad = [
        s.name
        for s in organ.taxonomy.reasons
        if s.kind is ReasonKind.STEP_ASIDE and s.family != INPUT_SHAPE
    ]
    assert bad == []


def test_every_gold_text_lands_on_one_terminal_without_internal_error() -> None:
    for organ, fx in GOLD:
        result = solve(fx.text)
        assert result.terminal in TERMINALS, fx.id
        assert [f.stage for f in result.findings].count("terminal") == 1, fx.id
        if isinstance(result, Refused):
            assert result.family != "internal", (fx.id, result.detail)
        elif result.organ == organ.name:
            assert fx.expect == "solved" and result.answer == fx.gold, fx.id


def test_gold_answers_come_through_solve_when_the_organ_is_registered() -> None:
    names = _names()
    for organ, fx in GOLD:
        if fx.expect != "solved" or organ.name not in names:
            continue
        result = solve(fx.text)
        if isinstance(result, Solved):
            assert result.answer == fx.gold, fx.id


def _recognizes(organ: Organ[Any], text: str) -> bool:
    out = organ.read(text)
    if not isinstance(out, ReaderRefusal):
        return True
    return organ.taxonomy.spec(out.reason, "reader").kind is not ReasonKind.STEP_ASIDE


def test_hygiene_every_organ_steps_aside_on_foreign_gold_or_precedence_decides() -> None:
    """For every organ O and every gold text that its own organ P recognizes: O steps aside,
    or a precedence rule adjudicates between O and P."""
    table = default_router().precedence
    all_organs = {o.name: o for o in organs()} | {o.name: o for o, _ in GOLD}
    violations = []
    for owner, fx in GOLD:
        if not _recognizes(owner, fx.text):
            continue  # the text is not its own organ's either: nothing to adjudicate
        for name, other in all_organs.items():
            if name == owner.name or not _recognizes(other, fx.text):
                continue
            if not table.adjudicates(name, owner.name):
                violations.append((name, owner.name, fx.id))
    assert violations == []


# --- proof cases of the seed ledger (section 7), in our own words ------------------------


SINGLE_RATE = ("rate", "rate_v2")  # the single-rate organ, by version


def _need(*names: str | tuple[str, ...]) -> None:
    wanted = [n if isinstance(n, tuple) else (n,) for n in names]
    missing = [n for n in wanted if not set(n) & _names()]
    if missing:
        pytest.skip(f"organ(s) not registered yet: {missing}")


def test_cooperation_cue_with_one_rate_is_refused_never_the_single_rate_answer() -> None:
    _need("combined_rate")
    text = (
        "Lena and Omar paint a fence together. Lena paints 5 boards per hour. "
        "How many boards do they paint in 2 hours?"
    )
    result = solve(text)
    assert isinstance(result, Refused)
    # owned by the combined-rate organ (v1, or v2 once registered: precedence v2 over v1)
    assert result.organ.startswith("combined_rate")
    assert result.reason.endswith("_missing_second_rate")
    family = default_router().families.families[result.family]
    assert family.owner == result.organ and family.kind is ReasonKind.UNDERDETERMINED
    assert result.terminal == "REFUSED_KNOWN_BOUNDARY" and result.proposal_id is None
    asked = solve(text, ask=True)
    assert asked.terminal == "QUESTION_NEEDED" and isinstance(asked, Refused)
    assert asked.question


def test_a_plain_single_rate_is_answered_by_the_rate_organ() -> None:
    _need("combined_rate", SINGLE_RATE)
    result = solve("A train moves 50 miles per hour for 4 hours. How many miles does it move?")
    assert isinstance(result, Solved), result
    assert result.answer == 200 and result.organ in SINGLE_RATE
    for cmb in (a for a in result.attempts if a.organ.startswith("combined_rate")):
        assert (cmb.reason, cmb.family) == ("not_combined_rate_shaped", "input_shape")


@pytest.mark.parametrize(
    ("text", "family", "gold"),
    [
        (
            "Ivy paints 2 rooms per hour, Jack paints 4 rooms per hour, and Kim paints 3 rooms "
            "per hour. Working together, how many rooms do they paint in 3 hours?",
            "cmb_unsupported_rate_count",
            27,
        ),
        (
            "Ivy can paint a barn in 4 hours, and Jack can paint the same barn in 12 hours. "
            "Working together, how many hours do they take?",
            "cmb_unsupported_reciprocal",
            3,
        ),
        (
            "A pipe fills a pool at 4 liters per minute and another fills it at 2 liters per "
            "minute, running together from 1 pm to 3 pm. How many liters are in the pool?",
            "cmb_unsupported_clock_interval",
            720,
        ),
    ],
)
def test_deferred_combined_rate_shapes_are_owned_by_combined_rate_families(
    text: str, family: str, gold: int
) -> None:
    _need("combined_rate")
    result = solve(text)
    if isinstance(result, Solved):  # a later combined-rate rung may answer it: only correctly
        assert result.answer == gold and result.organ.startswith("combined_rate")
        return
    assert result.organ.startswith("combined_rate") and result.terminal == "PROPOSAL_EMITTED"
    if result.organ == "combined_rate":
        assert result.family == family
    assert default_router().families.families[result.family].owner == result.organ
    assert result.proposal_id is not None
    rate_families = {a.family for a in result.attempts if a.organ in SINGLE_RATE}
    assert result.family not in rate_families
