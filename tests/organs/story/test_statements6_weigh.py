"""weigh_cmp (issue 8, statements 6): a weight compared with another holder's weight with no
unit told (``Peter weighs half as much as Tyler``). Our own wording, hand-computed answers;
every guard has a refusing case; hypothesis varies names, units, numbers and multipliers.
"""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from story_outcome import answer, answer_or_reason, check_correct_or_refused

GOLD = [
    (
        "Tom weighs 40 pounds. Ann weighs 1.5 times as much as Tom. How many pounds does Ann "
        "weigh?",
        60,
    ),
    (
        "Tom weighs 40 pounds. Ann weighs twice as much as Tom. Lee weighs 30 pounds less than "
        "Ann. How many pounds does Lee weigh?",
        50,
    ),
    ("Tom weighs 40 pounds. Ann weighs twice as much as Tom. How many pounds does Ann weigh?", 80),
    (
        "Tom weighs 40 kilograms. Ann weighs three times as much as Tom. How many kilograms does "
        "Ann weigh?",
        120,
    ),
    (
        "Tom weighs 40 pounds. Ann weighs half as much as Tom does. How many pounds do Tom and "
        "Ann weigh together?",
        60,
    ),
    (
        "Omar weighs 20 pounds more than Lena. Kofi weighs half as much as Omar. If Kofi weighs "
        "50 pounds, how much does Lena weigh, in pounds?",
        80,
    ),
    (
        "Lena weighs 12 pounds more than Omar, and Lena weighs half as much as Kofi. If Omar "
        "weighs 90 pounds, how many pounds do Lena and Kofi weigh together?",
        306,
    ),
    (
        "A dog weighs 40 pounds. A cat weighs half as much as the dog. How many pounds does the "
        "cat weigh?",
        20,
    ),
    (
        "Tom weighs 40 pounds. Ann weighs 10 pounds less than Tom. Lee weighs twice as much as "
        "Ann. How many pounds does Lee weigh?",
        60,
    ),
    # a later change of the compared holder does not move the comparison told before it
    (
        "Tom weighs 40 pounds. Ann weighs twice as much as Tom. Tom gains 5 pounds. How many "
        "pounds does Ann weigh?",
        80,
    ),
    (
        "Tom weighs 40 pounds. His bag weighs 5 pounds. Ann weighs twice as much as Tom. How "
        "many pounds does Ann weigh?",
        80,
    ),
]

REFUSED = [
    # the compared holder's own weight is not told (a thing of his, a group, another name)
    "Tom's backpack weighs 10 pounds. Ann weighs twice as much as Tom. How many pounds does Ann "
    "weigh?",
    "Tom and Lee weigh 70 pounds together. Ann weighs twice as much as Tom. How many pounds "
    "does Ann weigh?",
    "Tom weighs 40 pounds. Ann weighs twice as much as Tom's dog. How many pounds does Ann weigh?",
    "Tom weighs 40 pounds. Lee weighs 30 pounds. Ann weighs twice as much as Tom and Lee. How "
    "many pounds does Ann weigh?",
    # no weight unit told before the comparison
    "Ann weighs twice as much as Tom. Tom weighs 40 pounds. How many pounds does Ann weigh?",
    # two weight units told before: which one?
    "Tom weighs 40 pounds. The bag weighs 30 ounces. Ann weighs twice as much as Tom. How many "
    "pounds does Ann weigh?",
    # neither holder's weight told
    "Tom weighs 40 pounds. Ann weighs twice as much as Lee. How many pounds does Ann weigh?",
    # a holder compared with itself
    "Tom weighs 40 pounds. Ann weighs twice as much as Ann. How many pounds does Ann weigh?",
    # pounds of a thing held are no weight of the holder
    "Tom has 5 pounds of apples. Ann weighs half as much as Tom. How many pounds does Ann weigh?",
    # money is no weight
    "Tom has $40. Ann weighs twice as much as Tom. How many dollars does Ann weigh?",
    # another unit asked
    "Tom weighs 40 pounds. Ann weighs twice as much as Tom. How many ounces does Ann weigh?",
    # a compared thing the row does not read
    "Tom weighs 40 pounds. Ann weighs twice as much as Tom with his backpack. How many pounds "
    "does Ann weigh?",
]


@pytest.mark.parametrize(("text", "gold"), GOLD)
def test_gold(text: str, gold: int) -> None:
    assert answer(text) == Fraction(gold)
    check_correct_or_refused(text, gold)


@pytest.mark.parametrize("text", REFUSED)
def test_refused(text: str) -> None:
    assert answer(text) is None, answer_or_reason(text)
    check_correct_or_refused(text, None)


@pytest.mark.interpreted_only("duck-typed fakes for annotated classes")
def test_guard_details() -> None:
    """Each guard of ``_wcmp`` fires with its own detail (a stub clause and context)."""
    from types import SimpleNamespace

    from mathcore.organs.story.model import Kind
    from mathcore.organs.story.reader import Stop
    from mathcore.organs.story.weigh_cmp import _wcmp

    pound, ounce = Kind("pound"), Kind("ounce")
    two = (Fraction(2), 0, False)
    calls: list[dict[str, object]] = []
    clause = SimpleNamespace(
        b={"s": "ann", "o": "tom", "n": two}, again=lambda t, b, ctx: calls.append(b) or []
    )
    cases = [
        ([], [("tom", "pound")], "no one weight unit"),
        ([pound, ounce], [("tom", "pound")], "no one weight unit"),
        ([Kind("pound", ("gold",))], [("tom", "pound")], "with modifiers"),
        ([pound], [("lee", "pound")], "neither holder"),
    ]
    for kinds, holdings, detail in cases:
        ctx = SimpleNamespace(kinds=kinds, holdings=holdings)
        with pytest.raises(Stop) as stop:
            _wcmp(clause, ctx)  # type: ignore[arg-type]
        assert detail in stop.value.detail
    same = SimpleNamespace(b={"s": "tom", "o": "tom", "n": two}, again=clause.again)
    with pytest.raises(Stop) as stop:
        _wcmp(same, SimpleNamespace(kinds=[pound], holdings=[("tom", "pound")]))  # type: ignore[arg-type]
    assert "no two holders" in stop.value.detail
    assert calls == []
    _wcmp(clause, SimpleNamespace(kinds=[pound], holdings=[("tom", "#cmp:pound")]))  # type: ignore[arg-type]
    assert calls == [{"s": "ann", "o": "tom", "k": pound, "n": two}]


NAMES = ["Lena", "Omar", "Priya", "Kofi", "Mateo", "Yuki"]
MULTS = {"twice": Fraction(2), "half": Fraction(1, 2), "three times": Fraction(3)}


@settings(max_examples=40, deadline=None)
@given(
    st.permutations(NAMES),
    st.sampled_from(["pounds", "kilograms", "ounces"]),
    st.sampled_from(sorted(MULTS)),
    st.integers(1, 60),
    st.booleans(),
)
def test_weigh_varied(names: list[str], unit: str, mult: str, n: int, first: bool) -> None:
    a, b = names[:2]
    w = 2 * n
    text = (
        f"{b} weighs {w} {unit}. {a} weighs {mult} as much as {b}. How many {unit} does "
        f"{a if first else b} weigh?"
    )
    right = MULTS[mult] * w if first else Fraction(w)
    check_correct_or_refused(text, right)
    assert answer(text) == right
