"""Decisions carried out: ``She decided to give 5 of them to Ann`` reads as the giving.

A story that says a holder ``decides|decided|chose to`` do something states that it was
done (every later sentence and the question build on it). Each clause row whose verb may
follow an auxiliary gets a twin that reads ``decided to`` (or ``decides to``, ``chose to``)
between the auxiliary and the verb; the twin's event is the same. ``wants to`` / ``needs to``
/ ``has to`` are goals, not events, and get no twin.

A goal (``Chandler needs to sell 12 rolls of wrapping paper``) is a ``goal`` event that holds
nothing; ``How many more rolls does Chandler need to sell?`` is the goal less the doer's
actions of that verb on that kind (``he has sold 3 rolls to his grandmother, ...``).
"""

from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction
from typing import TYPE_CHECKING

from mathcore.exact import normalize
from mathcore.organs.story.lazy import module as _lazy
from mathcore.organs.story.ledger import Halt, Ledger, _gate
from mathcore.organs.story.model import ALL, Event, Kind, StorySetup
from mathcore.results import Step

if TYPE_CHECKING:
    from mathcore.organs.story.frames import Row
    from mathcore.organs.story.reader import Context
    from mathcore.organs.story.resolve import Clause

DECIDED = "decide|decides|decided|chose|chooses|choose to"


def decided_rows(rows: tuple[Row, ...]) -> tuple[Row, ...]:
    """The ``decided to`` twin of every row with an auxiliary slot before its verb."""
    from mathcore.organs.story.frames import AUX  # frames builds its table with this

    twins: list[Row] = []
    for name, elems, tmpl in rows:
        if f" {AUX} " not in elems or not elems.startswith("H:s "):
            continue
        twin = elems.replace(f" {AUX} ", f" {AUX} {DECIDED} ", 1)
        twins.append((f"{name}_decided", twin, tmpl))
    return tuple(twins)


# ---------------------------------------------------------------- goals: "needs to sell 12"


def _stop(detail: str) -> Exception:
    from mathcore.organs.story.reader import Stop

    return Stop("unreadable_sentence", detail, "frame_entry")


def _goal(c: Clause, ctx: Context) -> list[Event]:
    """``Chandler needs to sell 12 rolls``: a target amount of one action, with its doer."""
    from mathcore.organs.story.gsm_rate import _lemma
    from mathcore.organs.story.resolve import _holder

    lemma = _lemma(c.b.get("f"))
    raw = c.b.get("s")
    doer = ctx.prev_subject if raw == "@prev" else _holder(raw, ctx)
    if not lemma or not doer or c.qty is None or c.kind.head == "dollar":
        raise _stop("a goal needs its doer, its verb and a count of things")
    ctx.mention(doer)
    ctx.prev_subject = doer
    ctx.animate.append(doer)
    if c.kind not in ctx.kinds:
        ctx.kinds.append(c.kind)
    ctx.prev_op = {}
    return [
        Event(
            "goal", doer, c.kind, c.qty, frame=lemma, source=c.source, agent=doer, rule=c.rc.frame
        )
    ]


def _kin_more(c: Clause, ctx: Context) -> list[Event]:
    """``sold 3 rolls to his grandmother, 4 rolls to his uncle``: the same sale again."""
    if ctx.prev_op.get("kin") != "1":
        raise _stop("a sale to someone continues no such sale")
    prev = {k: v for k, v in ctx.prev_op.items() if k != "_bind"}
    bind = {**ctx.prev_op.get("_bind", {}), "k": c.b.get("k"), "n": c.b.get("n")}
    return c.again({**prev, "kind": "k", "qty": "n"}, bind, ctx)


GOAL_SPECIAL: dict[str, Callable[[Clause, Context], list[Event]]] = {
    "goal": _goal,
    "kin_more": _kin_more,
}

_DONE_OPS = ("gain", "lose", "give", "act")


def _of_narrower(wide: Kind, narrow: Kind) -> bool:
    """solver6: ``boxes of lemon biscuits`` count toward ``boxes of biscuits``."""
    from mathcore.organs.story.solver6 import of_narrower

    return of_narrower(wide, narrow)


def goal_left(led: Ledger, setup: StorySetup) -> tuple[Fraction, list[Step]]:
    """``How many more rolls does Chandler need to sell?``: the goal less what was done.

    The story must open with exactly one goal (of the asked doer, verb and kind) and hold
    otherwise only that doer's later actions with that verb on that kind; anything else
    refuses.
    """
    del led
    setup = _lazy("mathcore.organs.story.solver6").pile_goal(setup)
    q = setup.question
    goals = [e for e in setup.events if e.op == "goal"]
    if len(goals) != 1:
        raise Halt("question_target_unbound", "not one goal")
    g = goals[0]
    if g.agent != q.holder or g.frame != q.frame or g.kind != q.kind or g.qty is None:
        raise Halt("question_target_unbound", "the goal is another doer's, verb's or kind's")
    at = setup.events.index(g)
    if at != 0:  # "She sold 5 yesterday. Today she needs to sell 20": which count is asked?
        raise Halt("unused_number", "an event before the goal")
    done = list(setup.events[1:])
    for e in done:
        if (
            e.op not in _DONE_OPS
            or e.agent != g.agent
            or e.frame != g.frame
            or not (g.kind.covers(e.kind) or e.kind.covers(g.kind) or _of_narrower(g.kind, e.kind))
            or e.qty is None
            or e.qty == ALL
        ):
            raise Halt("unused_number", "an event that is not progress toward the goal")
    _gate("story_difference")
    total = Fraction(0)
    steps: list[Step] = []
    for e in done:
        assert e.qty is not None
        v = total + Fraction(e.qty)
        steps.append(Step("add", (normalize(total), e.qty), normalize(v), "done so far", e.source))
        total = v
    left = Fraction(g.qty) - total
    if left < 0:
        raise Halt("negative_quantity", "more done than the goal")
    steps.append(
        Step("subtract", (g.qty, normalize(total)), normalize(left), "goal less done", g.source)
    )
    return left, steps


GOAL_ASKS: dict[str, Callable[[Ledger, StorySetup], tuple[Fraction, list[Step]]]] = {
    "goal_left": goal_left
}
