"""Over-reads found by `mathcore redteam` (metamorphic variants of dev problems).

Each text must be answered correctly or refused, never answered otherwise. Filed by the lead
from the red team's report; the story organ must make these pass at their root:
- equal-share questions must bind the asked noun (the thing shared), not only the receivers;
- amounts of a kind and of a narrower kind of one holder are never summed;
- "more" in a gain presupposes an amount already held (never counted from zero);
- "he"/"she" must not bind to a person whose name's gender is known to differ, nor skip a
  role-noun subject ("the farmer") that could be the antecedent.
"""

from __future__ import annotations

import pytest

from mathcore import solve

CASES = [
    # a stated amount beside units-with-each is summed only when marked additive ("extra")
    (
        "Bea has 4 packs. Each pack has 10 crayons. She has 6 red crayons. "
        "How many crayons does she have?",
        None,
    ),
    (
        "Bea has 4 packs. Each pack has 10 crayons. She has 6 extra crayons. "
        "How many crayons does she have?",
        46,
    ),
    # a narrower kind of the same holder may be among the broader amount: never summed
    ("Tom found 24 marbles. He has 12 blue marbles. How many marbles does Tom have?", None),
    # two different prices for one kind of thing: inconsistent, never the last one
    ("A pen costs $2. Tom buys 3 pens. A pen costs $5. How much does Tom spend?", None),
    # "more" presupposes an amount already held: never counted from zero
    ("The shop had 30 pens. They put 5 more in the box. How many pens are in the box?", None),
    ("Sam has 4 apples. Tom got 3 more apples. How many apples does Tom have?", None),
    (
        "There are 30 pens in the box. Sam put 5 more pens in the box. "
        "How many pens are in the box?",
        35,
    ),
    # (text, the only acceptable answer or None when it must be refused)
    (
        "Jesse has 21 bananas. If he shares them among 3 friends, "
        "how many stamps does each friend get?",
        None,
    ),
    (
        "Jesse has 24 boxes. If he shares them among 3 friends, "
        "how many pencils does each friend get?",
        None,
    ),
    (
        "Tom has 24 pencils. He divides them equally among 3 boxes. "
        "How many apples will be in each box?",
        None,
    ),
    (
        "Jesse has 24 pencils. If he shares them among 3 friends, "
        "how many pencils does each friend get?",
        8,
    ),
    (
        "The farmer had 127 apples. He gave 88 apples to his neighbor. Emma has 19 apples. "
        "How many apples does he have now?",
        39,
    ),
    (
        "The farmer had 127 apples. Emma has 19 apples. He gave 88 apples to his neighbor. "
        "How many apples does he have now?",
        39,
    ),
]


@pytest.mark.parametrize(("text", "answer"), CASES)
def test_redteam_variant_is_answered_correctly_or_refused(text: str, answer: int | None) -> None:
    result = solve(text)
    if result.status == "solved":
        assert answer is not None, f"must refuse, answered {result.answer}"  # type: ignore[union-attr]
        assert result.answer == answer  # type: ignore[union-attr]
