"""A total of related actions: ``Alice sold twice as many oranges as Emily did. In total, they
sold 180 oranges.`` (Emily 60, Alice 120).

``In total, they sold 180 oranges`` / ``If they collected 35 erasers in total`` / ``Together
they walked 25 km`` is an ``ev_total`` event: everyone's actions of one verb and kind add up
to the amount. When relative actions rest on one holder whose own action is never stated
(the root), every related amount is linear in the root's amount x; the total solves x
(one linear equation), and every action becomes concrete. The story must state no other
action of that verb and kind, the root must be one holder, and x must be a whole count (or
money); anything else refuses. A total with nothing to solve must agree with the actions.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from fractions import Fraction
from typing import TYPE_CHECKING

from mathcore.exact import normalize
from mathcore.organs.story.ledger import Halt, _gate
from mathcore.organs.story.model import EVERYONE, Event, StorySetup
from mathcore.results import Step

if TYPE_CHECKING:
    from mathcore.organs.story.reader import Context
    from mathcore.organs.story.resolve import Clause

Lin = tuple[Fraction, Fraction]  # a + b*x
RELATED = ("ev_times", "ev_more", "ev_fewer", "ev_times_more", "ev_times_fewer")
OPS_BY_FRAME = {"increment_frame": "gain", "decrement_frame": "lose"}


def _total(c: Clause, ctx: Context) -> list[Event]:
    """``In total, they sold 180 oranges``: everyone's actions of the verb add up to it."""
    from mathcore.organs.story.gsm_money import _lemma

    lemma = _lemma(c.b.get("f"))
    if not lemma or c.qty is None or len(ctx.persons) + len(c.b.get("g") or ()) < 2:
        from mathcore.organs.story.reader import Stop

        raise Stop("unreadable_sentence", "a total needs its verb and two or more people")
    group = c.b.get("g")  # "Alan and Marcy sold 150 tickets altogether": the named people
    people = list(group) if isinstance(group, tuple) else list(ctx.persons)
    if isinstance(group, tuple):
        for m in group:
            ctx.mention(m)
    everyone = "&".join(sorted(people))  # "they": the people mentioned so far
    ev = Event(
        "ev_total",
        EVERYONE,
        c.kind,
        c.qty,
        everyone,
        frame=lemma,
        source=c.source,
        agent=EVERYONE,
        rule=c.rc.frame,
    )
    return [ev]


TOTAL_SPECIAL: dict[str, Callable[[Clause, Context], list[Event]]] = {"ev_total": _total}


def _op_of(lemma: str) -> str:
    from mathcore.organs.story.lexemes import lexicon

    entry = lexicon().entries.get(lemma)
    if entry is None:
        raise Halt("unsupported_event", f"no verb {lemma!r}")
    if entry.verb == "act":
        return "act"
    op = OPS_BY_FRAME.get(entry.frame or "")
    if op is None:
        raise Halt("unsupported_event", f"{lemma!r} is not a gain, loss or activity")
    return op


def _linear(e: Event, base: Lin) -> Lin:
    a, b = base
    n = Fraction(e.qty or 0)
    f = Fraction(e.factor) if e.factor is not None else Fraction(1)
    if e.op == "ev_times":
        return (a * n, b * n)
    sign = 1 if e.op in ("ev_more", "ev_times_more") else -1
    return (a * f + sign * n, b * f)


def solve_total(setup: StorySetup) -> tuple[StorySetup, list[Step]]:
    """``setup`` with its one total solved into concrete actions (or unchanged without one)."""
    totals = [e for e in setup.events if e.op == "ev_total"]
    if not totals:
        return setup, []
    if len(totals) != 1:
        raise Halt("unbound_quantity", "two totals")
    tot = totals[0]
    same = [e for e in setup.events if e is not tot and e.frame == tot.frame and e.kind == tot.kind]
    if not same or any(e.op not in RELATED or not e.other for e in same):
        raise Halt("unbound_quantity", "a total beside actions that are not all related")
    agents = {e.agent for e in same}
    roots = {e.other for e in same} - agents
    if len(roots) != 1 or len(agents) != len(same):
        raise Halt("unbound_quantity", "related actions with no single root")
    root = next(iter(roots))
    if set(tot.other.split("&")) != agents | {root}:  # "they" must be exactly these people
        raise Halt("unbound_quantity", "the total's people are not the related ones")
    lin: dict[str, Lin] = {root: (Fraction(0), Fraction(1))}
    pending = list(same)
    while pending:
        ready = [e for e in pending if e.other in lin]
        if not ready:
            raise Halt("unbound_quantity", "related actions that rest on each other")
        for e in ready:
            lin[e.agent] = _linear(e, lin[e.other])
            pending.remove(e)
    a = sum((v[0] for v in lin.values()), Fraction(0))
    b = sum((v[1] for v in lin.values()), Fraction(0))
    if b <= 0:
        raise Halt("unbound_quantity", "the total does not determine the amounts")
    _gate("story_unknown_change")
    x = (Fraction(tot.qty or 0) - a) / b
    counts = tot.kind.head != "dollar"
    values = {h: v[0] + v[1] * x for h, v in lin.items()}
    if any(v < 0 or (counts and v.denominator != 1) for v in values.values()):
        raise Halt("unbound_quantity", "the total gives no whole amounts")
    steps = [
        Step(
            "solve_linear",
            (normalize(Fraction(tot.qty or 0)), normalize(a), normalize(b)),
            normalize(x),
            f"{root}'s amount, from the total",
            tot.source,
        )
    ]
    op = _op_of(tot.frame)
    out: list[Event] = []
    for e in setup.events:
        if e is tot:
            out.append(replace(e, op=op, holder=root, agent=root, qty=normalize(x), other=""))
        elif e in same:
            v = values[e.agent]
            steps.append(Step("has", (normalize(v),), normalize(v), "related amount", e.source))
            out.append(replace(e, op=op, qty=normalize(v), other="", factor=None))
        else:
            out.append(e)
    return replace(setup, events=tuple(out)), steps
