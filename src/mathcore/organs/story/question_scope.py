"""A question's scope against the ledger: the starting amount of several kinds.

``initial_parts``: "A pet store had 13 siamese cats and 5 house cats. ... How many cats did
they have at first?" asks the sum of the first amounts when the holder started with several
kinds the asked kind covers. They are summed only when the kinds are disjoint, all amounts
known and all stated before any change of the holder; any other mix refuses (the first amount
alone would be one kind's).
"""

from __future__ import annotations

import itertools
from fractions import Fraction
from typing import Any

from mathcore.exact import normalize
from mathcore.organs.story.ledger import Halt
from mathcore.organs.story.model import Event, StorySetup
from mathcore.results import Step


def initial_parts(setup: StorySetup, first: Event, summed: bool = False) -> Any:
    """Whether the starting amounts are parts (``summed=False``), or their sum and steps."""
    q = setup.question
    mine = [e for e in setup.events if e.holder == q.holder and q.kind.covers(e.kind)]
    starts = [e for e in mine if e.op == "has"]
    if len({e.kind for e in starts}) < 2:
        return False
    lead = list(itertools.takewhile(lambda e: e.op == "has", mine))
    kinds = [e.kind for e in lead]
    disjoint = all(a == b or not (a.covers(b) or b.covers(a)) for a in kinds for b in kinds)
    if (
        len(lead) != len(starts)
        or len(set(kinds)) != len(kinds)
        or not disjoint
        or any(e.qty is None for e in lead)
    ):
        raise Halt("question_target_unbound", "starting amounts of several kinds")
    if not summed:
        return True
    steps = [Step("has", (e.qty,), e.qty, "start", e.source) for e in lead if e.qty is not None]
    total = Fraction(0)
    for n, e in enumerate(lead):
        assert e.qty is not None
        if n:
            new = total + Fraction(e.qty)
            steps.append(Step("add", (normalize(total), e.qty), normalize(new)))
            total = new
        else:
            total = Fraction(e.qty)
    return total, steps
