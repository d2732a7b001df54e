"""Growth-cedes rules: a specialist's capability gap never hides a broader organ's full reading.

A specialist's *growth* refusal (a sentence outside its templates, a longer inverse chain than
it solves) says nothing against the text, so under a rule of ``precedence.CEDES_ON_GROWTH``
it neither suppresses the broader organ nor contends with its setup. Boundary and
underdetermined refusals still suppress; without a broader setup the specialist still owns the
terminal; rules not listed (the rate pairs) never cede.
"""

from __future__ import annotations

import pytest
from routing_fakes import FakeOrgan, Pair, adder

import mathcore
from mathcore.organs.base import ReaderRefusal
from mathcore.routing.precedence import CEDES_ON_GROWTH, PRECEDENCE, Precedence
from mathcore.routing.registry import organs
from mathcore.routing.router import ALL_REFUSED, ROUTED, Router, default_router


class _Whole(FakeOrgan):
    """A broad fake organ that reads any text holding 'sum' as the sum of its first two numbers."""

    def read(self, text: str) -> Pair | ReaderRefusal:
        if "sum" not in text:
            return ReaderRefusal(f"not_{self.name}_shaped")
        return super().read(text.split(" and 4")[0])


def _router(cedes: bool) -> Router:
    rule = ("adder", "broad")
    return Router(
        [adder("adder", "add", "add"), _Whole("broad", "brd", "sum")],
        Precedence([rule], [rule] if cedes else []),
    )


def test_a_growth_refusal_cedes_to_the_broader_setup_under_the_rule() -> None:
    route = _router(cedes=True).route("add the sum 2 and 3 and 4")
    assert route.status == ROUTED and route.chosen is not None
    assert route.chosen.organ.name == "broad"
    assert route.suppressed == ()
    assert [c.organ.name for c in route.contenders] == ["broad"]


def test_without_the_rule_the_growth_refusal_still_suppresses() -> None:
    route = _router(cedes=False).route("add the sum 2 and 3 and 4")
    assert route.status == ALL_REFUSED
    assert [c.organ.name for c in route.contenders] == ["adder"]
    assert route.suppressed == (("broad", "adder"),)


def test_a_boundary_refusal_suppresses_even_under_the_rule() -> None:
    route = _router(cedes=True).route("add the sum 2 and 3 ??")
    assert route.status == ALL_REFUSED
    assert route.suppressed == (("broad", "adder"),)
    assert route.contenders[0].classified is not None
    assert route.contenders[0].classified.reason == "add_ambiguous_words"


def test_an_underdetermined_refusal_suppresses_even_under_the_rule() -> None:
    route = _router(cedes=True).route("add the sum 2")
    assert route.status == ALL_REFUSED
    assert route.suppressed == (("broad", "adder"),)


def test_with_no_broader_setup_the_growth_refusal_owns_the_terminal() -> None:
    route = _router(cedes=True).route("add 2 and 3 and 4")
    assert route.status == ALL_REFUSED
    assert [c.organ.name for c in route.contenders] == ["adder"]
    assert route.contenders[0].classified is not None
    assert route.contenders[0].classified.reason == "add_too_many_numbers"


def test_a_cedes_rule_must_name_a_precedence_pair() -> None:
    with pytest.raises(ValueError, match="names no precedence pair"):
        Precedence([("adder", "broad")], [("broad", "adder")])


def test_the_registered_rules_cede_only_to_the_story_organ() -> None:
    assert set(PRECEDENCE) >= CEDES_ON_GROWTH
    assert {b for _, b in CEDES_ON_GROWTH} == {"story"}
    rate_organs = {"rate", "rate_v2", "combined_rate", "combined_rate_v2"}
    assert not any(
        s in rate_organs and b in rate_organs for s, b in PRECEDENCE if (s, b) in CEDES_ON_GROWTH
    )
    assert not any(s.startswith("combined_rate") for s, _ in CEDES_ON_GROWTH)
    assert default_router().precedence.cedes == CEDES_ON_GROWTH


@pytest.mark.parametrize(
    ("text", "answer"),
    [
        ("Mira rode 90 miles at 15 miles per hour. How long did Mira ride?", 6),
        (
            "A bus travels 200 miles in 4 hours. At the same rate, how many additional hours "
            "would it take to travel an additional 150 miles?",
            3,
        ),
    ],
)
def test_a_rate_question_the_rate_templates_do_not_read_cedes_to_the_story_reading(
    text: str, answer: int
) -> None:
    rate_v2 = next(o for o in organs() if o.name == "rate_v2")
    out = rate_v2.read(text)
    assert isinstance(out, ReaderRefusal) and out.reason == "query_target_unrecognized"
    result = mathcore.solve(text)
    assert isinstance(result, mathcore.Solved)
    assert result.answer == answer and result.organ == "story"


@pytest.mark.parametrize(
    "text",
    [
        # a rate with the same unit above and below: a boundary refusal, it still suppresses
        "Mira rode 90 miles at 15 miles per mile. How long did Mira ride?",
        # the rate organ lacks the time: an under-determined refusal, it still suppresses
        "Mira rides at 15 miles per hour. How many miles did Mira ride?",
    ],
)
def test_a_rate_boundary_or_missing_fact_still_suppresses_the_story_organ(text: str) -> None:
    route = default_router().route(text)
    assert route.status == ALL_REFUSED
    assert ("story", "rate_v2") in route.suppressed or ("story", "rate") in route.suppressed
    assert not isinstance(mathcore.solve(text), mathcore.Solved)


@pytest.mark.parametrize(
    ("text", "answer", "reason"),
    [
        (
            "Anna has 5 times as many marbles as Mike. Mike has 1/3 as many marbles as Sara "
            "has. How many more marbles does Anna have than Sara, if Sara has 12?",
            8,
            "unreadable_quantity_query",
        ),
        (
            "Tom has some new shirts. Mike has 3 more new shirts than Tom. Sara has five more "
            "new shirts than Mike. If Sara has 20 new shirts, how many new shirts does Tom have?",
            12,
            "unreadable_quantity_clause",
        ),
    ],
)
def test_the_story_organ_answers_where_relations_lacks_a_template(
    text: str, answer: int, reason: str
) -> None:
    relations = next(o for o in organs() if o.name == "relations")
    out = relations.read(text)
    assert isinstance(out, ReaderRefusal) and out.reason == reason
    result = mathcore.solve(text)
    assert isinstance(result, mathcore.Solved)
    assert result.answer == answer and result.organ == "story"


@pytest.mark.parametrize(
    ("text", "answer"),
    [
        ("James rode 80 miles at 16 miles per hour. How long did James rest?", None),
        ("James rode 80 miles at 16 miles per hour. How many minutes did James ride?", 300),
        ("James rode 80 kilometers at 16 miles per hour. How long did James ride?", None),
        (
            "James rode 80 miles at 16 miles per hour. Ann rode 30 miles. How long did Ann ride?",
            None,
        ),
        ("James rode 80 miles at 16 miles per hour. How long did Ann ride?", None),
        ("James rode 90 miles at 16 miles per hour. How long did James ride?", None),
        ("James rode 80 miles at 16 miles per hour. How far did James ride?", None),
        (
            "A train travels 270 miles in 3 hours. At a different rate, how many additional "
            "hours would it take to travel an additional 180 miles?",
            None,
        ),
        (
            "How much money did you make if you sold 220 chocolate cookies at $1 per cookie "
            "and 70 vanilla cookies?",
            None,
        ),
        (
            "How much money did you make if you baked 220 chocolate cookies at $1 per cookie "
            "and sold 70 vanilla cookies at $2 per cookie?",
            None,
        ),
    ],
)
def test_variations_of_ceded_rate_questions_answer_right_or_refuse(
    text: str, answer: int | None
) -> None:
    result = mathcore.solve(text)
    if answer is None:
        assert not isinstance(result, mathcore.Solved), result
    else:
        assert isinstance(result, mathcore.Solved) and result.answer == answer
