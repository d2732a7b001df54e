# ruff: noqa: E501
"""A total of related actions (``Alice sold twice as many oranges as Emily did. In total, they
sold 180 oranges.``): the root amount solved from one linear equation; refusals; and
generalization over names, relations, totals and sentence forms."""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from story_outcome import answer

from mathcore.organs.story.gsm_total import solve_total
from mathcore.organs.story.ledger import Halt
from mathcore.organs.story.model import EVERYONE, Event, Kind, Question, StorySetup

GOLD = [
    (
        "Together, Alan and Marcy sold 150 tickets. If Marcy sold 6 fewer than 5 times as many tickets as Alan, how many tickets did Alan sell?",
        26,
    ),
    (
        "Alan and Marcy sold 150 tickets altogether. Marcy sold twice as many tickets as Alan. How many tickets did Marcy sell?",
        100,
    ),
    (
        "Alan sold 10 tickets. Marcy sold 6 fewer than 5 times as many tickets as Alan. How many tickets did Marcy sell?",
        44,
    ),
    (
        "Alice and Emily are selling oranges at the market. Alice sold twice as many oranges as Emily did. In total, they sold 180 oranges. How many oranges did Alice sell?",
        120,
    ),
    (
        "Celine collected twice as many erasers as Gabriel did. Julian collected twice as many erasers as Celine did. If they collected 35 erasers in total, how many erasers did Celine collect?",
        10,
    ),
    (
        "Alice sold 10 more oranges than Emily. They sold 50 oranges altogether. How many oranges did Emily sell?",
        20,
    ),
    (
        "Alice sold 10 more oranges than Emily. In total, they sold 50 oranges. How many oranges did Alice and Emily sell?",
        50,
    ),
]

REFUSE = [
    # the named group is not the related people
    "Alan and Marcy sold 150 tickets altogether. Marcy sold twice as many tickets as Bob. How many tickets did Marcy sell?",
    # the amounts would not be whole
    "Alice sold twice as many oranges as Emily did. In total, they sold 181 oranges. How many oranges did Alice sell?",
    # a stated action beside the related ones
    "Tom picked 5 apples. Ann picked twice as many apples as Tom. In total, they picked 15 apples. How many apples did Ann pick?",
    # "they" may include someone outside the relation
    "Alice sold 10 more oranges than Emily. Bob has 3 apples. They sold 50 oranges altogether. How many oranges did Emily sell?",
    # a total below the stated difference
    "Alice sold 10 more oranges than Emily. They sold 4 oranges altogether. How many oranges did Emily sell?",
    # one person is no "they"
    "Alice sold 10 oranges. They sold 50 oranges altogether. How many oranges did Alice sell?",
]


@pytest.mark.parametrize(("text", "value"), GOLD)
def test_gold(text: str, value: int) -> None:
    assert answer(text) == value


@pytest.mark.parametrize("text", REFUSE)
def test_refuses(text: str) -> None:
    assert answer(text) is None


def _setup(*events: Event) -> StorySetup:
    return StorySetup(events, Question("event", "ann", Kind("apple"), frame="pick"))


def test_two_totals_refuse() -> None:
    k = Kind("apple")
    rel = Event("ev_times", "ann", k, 2, "tom", frame="pick", agent="ann", rule="ev_times")
    t1 = Event("ev_total", EVERYONE, k, 9, "ann&tom", frame="pick", agent=EVERYONE)
    with pytest.raises(Halt, match="unbound_quantity"):
        solve_total(_setup(rel, t1, t1))


def test_circular_relations_refuse() -> None:
    k = Kind("apple")
    a = Event("ev_times", "ann", k, 2, "tom", frame="pick", agent="ann", rule="ev_times")
    b = Event("ev_times", "tom", k, 2, "ann", frame="pick", agent="tom", rule="ev_times")
    t = Event("ev_total", EVERYONE, k, 9, "ann&tom", frame="pick", agent=EVERYONE)
    with pytest.raises(Halt):
        solve_total(_setup(a, b, t))


def test_no_total_is_identity() -> None:
    k = Kind("apple")
    s = _setup(Event("gain", "ann", k, 2, frame="pick", agent="ann"))
    assert solve_total(s) == (s, [])


NAMES = st.sampled_from(["Tom", "Ann", "Maria", "James", "Lucy"])
REL = st.sampled_from(
    [("twice as many", 2, 0), ("3 times as many", 3, 0), ("{d} more", 1, 1), ("{d} fewer", 1, -1)]
)
FORMS = st.sampled_from(
    ["In total, they {v} {t} {k}.", "They {v} {t} {k} altogether.", "They {v} {t} {k} in total."]
)


@settings(max_examples=80, deadline=None)
@given(NAMES, NAMES, REL, st.integers(0, 40), st.integers(0, 300), FORMS, st.booleans())
def test_total_generalizes(
    a: str, b: str, rel: tuple[str, int, int], d: int, total: int, form: str, ask_root: bool
) -> None:
    words, f, sign = rel
    phrase = words.format(d=d)
    relation = (
        f"{a} picked {phrase} apples than {b}." if sign else f"{a} picked {phrase} apples as {b}."
    )
    text = " ".join(
        [
            relation,
            form.format(v="picked", t=total, k="apples"),
            f"How many apples did {a if not ask_root else b} pick?",
        ]
    )
    # a = f*x + sign*d, total = a + x
    x = Fraction(total - sign * d, f + 1)
    mine = f * x + sign * d
    ok = a != b and x >= 0 and mine >= 0 and x.denominator == 1
    got = answer(text)
    if got is not None:
        assert ok and got == (x if ask_root else mine), text
