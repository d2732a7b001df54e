# ruff: noqa: E501
"""Two kinds leaving one place, and the two kinds asked together (issue 8, conditions).

``The cafe has 16 chefs and 16 waiters. If 6 chefs and 3 waiters drop out, how many chefs
and waiters are left?``, ``The hospital has 11 doctors and 18 nurses. If 5 doctors and 2
nurses quit, ...``: the condition and the question each name two kinds.

- ``pair_leave*`` (clauses): ``N K and M K2 quit|leave|drop out``: two losses, each from the
  one holder of its kind (``holder=passive``, as ``3 birds left`` is read); the two kinds
  differ. ``leave_now``/``drop_out``: the same with one kind (``If 3 waiters quit``).
- ``q_pair_*`` (questions): ``how many K and K2 are left | are there | does H have``: the
  sum of the two kinds' amounts held by the one holder (``ask=state_pair``). ``solve_pair``
  asks each kind as its own state question through the whole solver (every check of a
  one-kind question applies to each), and adds the two answers; both must be answered, in
  one unit, the two kinds must differ and the holder must hold each of them.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from mathcore.organs.story.model import EVERYONE, Event, Kind, StorySetup
from mathcore.results import Step

if TYPE_CHECKING:
    from mathcore.organs.base import OrganAnswer, SolverRefusal
    from mathcore.organs.story.reader import Context
    from mathcore.organs.story.resolve import Clause

_LEAVE = "quit|quits|leave|leaves|left"
_DROP = "drop|drops|dropped out"

PAIR_CLAUSES = f"""
pair_leave | N:n K:k and N:n2 K:k2 {_LEAVE} | op=leave_pair kind=k qty=n
pair_drop_out | N:n K:k and N:n2 K:k2 {_DROP} | op=leave_pair kind=k qty=n
leave_now | N:n K:k quit|quits|leave|leaves | op=lose holder=passive kind=k qty=n
drop_out | N:n K:k {_DROP} | op=lose holder=passive kind=k qty=n
"""

PAIR_QUESTIONS = """
q_pair_left | how many K:k and K:k2 are|were|is ?still F=remainder_frame | ask=state_pair holder=left kind=k other_kind=k2
q_pair_there | how many K:k and K:k2 are|were ?now there T:t | ask=state_pair holder=loc kind=k other_kind=k2
q_pair_have | how many K:k and K:k2 do|does|did|will|would H:s V=possession T:t | ask=state_pair holder=s kind=k other_kind=k2
"""


def _leave_pair(c: Clause, ctx: Context) -> list[Event]:
    """``6 chefs and 3 waiters drop out``: a loss of each kind from its one holder."""
    from mathcore.organs.story.reader import Stop

    second = c.b.get("k2")
    if not isinstance(second, Kind) or second.head == c.kind.head:
        raise Stop("unresolved_reference", "two leavings of one kind", "unit_binding")
    lose: dict[str, Any] = {"op": "lose", "holder": "passive", "kind": "k", "qty": "n"}
    first = c.again(lose, c.b, ctx)
    return [*first, *c.again({**lose, "kind": "k2", "qty": "n2"}, c.b, ctx)]


PAIR_SPECIAL: dict[str, Callable[[Clause, Context], list[Event]]] = {
    "leave_pair": _leave_pair,
}


def _holds(setup: StorySetup, holder: str, kind: Kind) -> bool:
    return any(e.kind == kind and (holder == EVERYONE or e.holder == holder) for e in setup.events)


def solve_pair(
    setup: StorySetup, solve: Callable[[StorySetup], OrganAnswer | SolverRefusal]
) -> OrganAnswer | SolverRefusal:
    """The two kinds' amounts, each asked as a one-kind state question, added."""
    from mathcore.exact import normalize
    from mathcore.organs.base import OrganAnswer, SolverRefusal

    q = setup.question
    kinds = (q.kind, q.other_kind)
    if kinds[1] is None or kinds[0] == kinds[1] or kinds[0].head == kinds[1].head:
        return SolverRefusal("question_target_unbound", "two kinds asked are one")
    outs = []
    for kind in kinds:
        assert kind is not None
        if not _holds(setup, q.holder, kind):
            return SolverRefusal("question_target_unbound", f"{kind.label()} never held")
        one = replace(q, ask="state", kind=kind, other_kind=None)
        out = solve(replace(setup, question=one))
        if isinstance(out, SolverRefusal):
            return out
        outs.append(out)
    if outs[0].unit == "dollars" or outs[1].unit == "dollars":
        return SolverRefusal("unit_mismatch", "money beside a count")
    total = outs[0].value + outs[1].value
    label = f"{kinds[0].label()} and {kinds[1].label()}"
    operands = (normalize(outs[0].value), normalize(outs[1].value))
    step = Step("add", operands, normalize(total), f"{label} together", q.source)
    return OrganAnswer(normalize(total), label, (*outs[0].steps, *outs[1].steps, step))


__all__ = ["PAIR_CLAUSES", "PAIR_QUESTIONS", "PAIR_SPECIAL", "solve_pair"]
