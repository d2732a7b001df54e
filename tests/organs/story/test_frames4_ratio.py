"""frames4 ``f4_for_every`` / ``f4_q_they`` / ``expand_ratios``: ``For every 4 pounds they
recycled they earned one point. If Paige recycled 14 pounds and her friends recycled 2
pounds, how many points did they earn?`` (4). Our own wording, hand-computed answers; every
guard has a refusing case; hypothesis varies names, numbers, nouns, verbs and orders."""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from story_outcome import answer, answer_or_reason, check_correct_or_refused

from mathcore.organs.story.model import StorySetup
from mathcore.organs.story.organ import ORGAN

BASE = (
    "Rosa and her friends were recycling paper for their club. For every 5 pounds they "
    "recycled they earned 2 points. If Rosa recycled 12 pounds and her friends recycled 8 "
    "pounds, how many points did they earn?"
)

GOLD = [
    (BASE, 8),
    (BASE.replace("did they earn?", "did they earn in total?"), 8),
    (
        "For each 3 pounds they recycled they earned one point. Ivan recycled 7 pounds and "
        "Maya recycled 5 pounds. How many points did they earn?",
        4,
    ),
]

#: ``they`` resolved as before wherever no ratio is told (``f4_q_they`` steps aside).
UNCHANGED = [
    ("The store had 20 apples. They bought 5 apples. How many apples did they buy?", 5),
    ("The bakery baked 20 cakes. They baked 5 more cakes. How many cakes did they bake?", 25),
]

REFUSED = [
    # the points of one doer: the ratio is the group's
    (BASE.replace("did they earn", "did Rosa earn"), "question_target_unbound"),
    # pounds that earn no whole number of points
    (BASE.replace("8 pounds", "9 pounds"), "non_integer_count"),
    # another verb than the ratio's
    (BASE.replace("her friends recycled", "her friends collected"), "question_target_unbound"),
    # another event beside the acts under the ratio
    (
        "For every 4 pounds they recycled they earned one point. Paige recycled 16 pounds "
        "and bought 3 points. How many points did they earn?",
        "question_target_unbound",
    ),
    # two ratios
    (
        "For every 4 pounds they recycled they earned one point. For every 2 pounds they "
        "recycled they earned one point. Paige recycled 16 pounds. How many points did they "
        "earn?",
        "question_target_unbound",
    ),
    # made and baked: are the 5 baked among the made, or besides them? (untold_acts' make/bake
    # group, session 7; answered 5 before)
    (
        "The bakery made 20 cakes. They baked 5 more cakes. How many cakes did they bake?",
        "ambiguous_total",
    ),
    # 'they' as every doer only under a told ratio
    ("Tom bought 5 apples. Ann bought 3 apples. How many apples did they buy?", None),
    # acts told in several sentences: are they all of "they"?
    (
        "For every 4 pounds they recycled they earned one point. Paige recycled 14 pounds "
        "and her friends recycled 2 pounds. Tom recycled 4 pounds. How many points did "
        "they earn?",
        "question_target_unbound",
    ),
    # another doer in the ratio than in the question
    (
        "For every 4 pounds we recycled we earned 3 points. Paige recycled 16 pounds. "
        "How many points did they earn?",
        None,
    ),
]


@pytest.mark.parametrize(("text", "want"), GOLD)
def test_gold(text: str, want: int) -> None:
    assert answer(text) == Fraction(want)
    check_correct_or_refused(text, want)


@pytest.mark.parametrize(("text", "want"), UNCHANGED)
def test_they_elsewhere_unchanged(text: str, want: int) -> None:
    assert answer(text) == Fraction(want)


@pytest.mark.parametrize(("text", "reason"), REFUSED)
def test_refused(text: str, reason: str | None) -> None:
    got = answer_or_reason(text)
    assert isinstance(got, str)
    if reason is not None:
        assert got == reason
    check_correct_or_refused(text, None)


def test_derivation_names_the_ratio_and_each_act() -> None:
    setup = ORGAN.read(BASE)
    assert isinstance(setup, StorySetup)
    out = ORGAN.solve(setup)
    steps = getattr(out, "steps", ())
    shares = [s for s in steps if s.note.startswith("amount x share per unit|")]
    assert len(shares) == 2
    assert all("For every 5 pounds" in s.note for s in shares)
    assert {s.source.split(": ")[1] for s in shares} == {
        "Rosa recycled 12 pounds",
        "her friends recycled 8 pounds",
    }


NAMES = ["Rosa", "Ivan", "Maya", "Paul", "Nadia", "Omar"]


@settings(max_examples=60, deadline=None)
@given(
    st.sampled_from(NAMES),
    st.sampled_from(NAMES),
    st.sampled_from([("pounds", "recycled"), ("pages", "read"), ("miles", "walked")]),
    st.sampled_from(["points", "stars", "tickets"]),
    st.integers(1, 9),
    st.integers(1, 4),
    st.integers(0, 40),
    st.integers(0, 40),
    st.booleans(),
)
def test_ratio_over_two_doers(
    a: str,
    b: str,
    act: tuple[str, str],
    prize: str,
    per: int,
    won: int,
    x: int,
    y: int,
    lead: bool,
) -> None:
    if a == b or x + y == 0:
        return
    unit, verb = act
    ratio = f"For every {per} {unit} they {verb} they earned {won} {prize}."
    acts = f"{a} {verb} {x} {unit} and {b} {verb} {y} {unit}."
    story = f"{ratio} {acts}" if lead else f"{acts} {ratio}"
    text = f"{story} How many {prize} did they earn?"
    want = Fraction((x + y) * won, per)
    got = answer(text)
    if want.denominator != 1:
        assert got is None
        check_correct_or_refused(text, None)
    else:
        assert got is None or got == want
        check_correct_or_refused(text, want)
