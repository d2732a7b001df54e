"""Questions about actions: differences between holders, and narrowed kinds through units.

``How many more apples did Suraya pick than Kayla?``: the difference of two holders' totals
of one action (same verb lemma, same kind), each summed as an event question would sum it;
a negative difference refuses.

``Kate bought 7 packs of red bouncy balls. Each pack contained 18 bouncy balls. How many red
bouncy balls did Kate buy?``: the asked kind is narrower than the per-unit amount's kind and
the units were named as units ``of`` the asked kind, so each unit holds that many of it.

``How many cookies did Mona, Jasmine, and Rachel bring?``: the actions of every named member
(each must have one).
"""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction

from mathcore.exact import normalize
from mathcore.organs.story.ledger import Halt, Ledger, _gate
from mathcore.organs.story.model import ALL, EVERYONE, Event, StorySetup
from mathcore.results import Step


def event_difference(led: Ledger, setup: StorySetup) -> tuple[Fraction, list[Step]]:
    """Holder's events of the asked verb minus the other holder's."""
    from mathcore.organs.story.answers import _events

    q = setup.question
    mine = replace(q, ask="event", other="")
    theirs = replace(q, ask="event", holder=q.other, other="")
    a, sa = _events(led, replace(setup, question=mine))
    b, sb = _events(led, replace(setup, question=theirs))
    _gate("story_difference")
    if a < b:
        raise Halt("negative_quantity", "the difference is negative")
    step = Step("subtract", (normalize(a), normalize(b)), normalize(a - b), "difference", q.source)
    return a - b, [*sa, *sb, step]


def narrowed_through_rate(led: Ledger, setup: StorySetup) -> tuple[Fraction, list[Step]] | None:
    """Units ``of`` the asked kind times the one per-unit amount of a broader kind."""
    q = setup.question
    rates = [(u, r, e) for (k, u), (r, e) in led.each.items() if k.covers(q.kind) and k != q.kind]
    if len(rates) != 1:
        return None
    unit, rate, rate_ev = rates[0]
    tag = f"of {q.kind.label()}"
    hits = [
        e
        for e in setup.events
        if e.op in ("gain", "lose", "give", "act")
        and e.frame == q.frame
        and (q.holder == EVERYONE or e.agent == q.holder)
        and unit.covers(e.kind)
        and tag in e.kind.mods
    ]
    if not hits or any(e.qty is None or e.qty == ALL for e in hits):
        return None
    _gate("story_count_times_each")
    led.used.add(id(rate_ev))
    total = Fraction(0)
    steps: list[Step] = []
    for e in hits:
        assert e.qty is not None
        v = Fraction(e.qty) * Fraction(rate)
        steps.append(Step("multiply", (e.qty, rate), normalize(v), "count x each", e.source))
        if len(hits) > 1:
            _gate("story_sum_of_parts")
            steps.append(Step("add", (normalize(total), normalize(v)), normalize(total + v)))
        total += v
    return total, steps


def by_holder(holder: str, agent: str) -> bool:
    """Whether an action by ``agent`` counts for the asked holder (everyone, one, a group)."""
    if holder == EVERYONE or agent == holder:
        return True
    return holder.startswith("&") and agent in holder[1:].split("&")


def every_member_acted(holder: str, hits: list[Event]) -> None:
    """``How many did Mona, Jasmine, and Rachel bring?``: each named member must have acted."""
    if holder.startswith("&") and {e.agent for e in hits} != set(holder[1:].split("&")):
        raise Halt("question_target_unbound", "a named member of the group did none of it")
