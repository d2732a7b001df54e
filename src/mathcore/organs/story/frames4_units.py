"""Things that come in units of a size (issue 8, frames4): ``The white T-shirts come in packs
of 6, and the blue T-shirts come in packs of 4`` over ``bought 3 packs of white T-shirts and 2
packs of blue T-shirts``: ``How many T-shirts did Dave buy?`` is 3 x 6 + 2 x 4.

- ``come_in`` (row ``f4_come_in``): a per-unit amount, the unit named by its contents
  (``pack`` ``of white t-shirt``, as ``packs of white T-shirts`` reads);
- ``units_sum``: an event question over several such sizes, one per kind of unit, each
  event's units matched to exactly one size (one size alone is ``_events_through_rate``'s);
  an event of the asked frame in units no size is told of refuses (``ambiguous_total``).
"""

from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction
from typing import TYPE_CHECKING

from mathcore.exact import normalize
from mathcore.organs.story.ledger import Halt, Ledger, _gate
from mathcore.organs.story.model import ALL, EVERYONE, Event, Kind, StorySetup
from mathcore.results import Step

if TYPE_CHECKING:
    from mathcore.organs.story.reader import Context
    from mathcore.organs.story.resolve import Clause

Answer = tuple[Fraction, list[Step]]
Handler = Callable[[Ledger, StorySetup], Answer]


def come_in(c: Clause, ctx: Context) -> list[Event]:
    """``The white T-shirts come in packs of 6``: each pack of white T-shirts holds 6."""
    from mathcore.organs.story.reader import Stop

    unit = c.b.get("u")
    if not isinstance(unit, Kind) or unit.mods or c.qty is None or c.kind.head == "dollar":
        raise Stop("unresolved_reference", "a size of no plain unit", "unit_binding")
    if unit.head == c.kind.head or c.qty <= 0:
        raise Stop("unresolved_reference", "units of themselves", "unit_binding")
    sized = Kind(unit.head, (f"of {c.kind.label()}",))
    for k in (c.kind, sized):
        if k not in ctx.kinds:
            ctx.kinds.append(k)
    return [
        Event(
            "each",
            "",
            c.kind,
            c.qty,
            other_kind=sized,
            frame="each",
            source=c.source,
            rule="f4_come_in",
        )
    ]


def _sizes(led: Ledger, q_kind: Kind) -> list[tuple[Kind, Fraction, Event]]:
    return [
        (u, Fraction(r), e)
        for (k, u), (r, e) in led.each.items()
        if e.rule == "f4_come_in" and q_kind.covers(k)
    ]


def _sum(led: Ledger, setup: StorySetup) -> Answer | None:
    q = setup.question
    sizes = _sizes(led, q.kind)
    if q.ask != "event" or len(sizes) < 2:
        return None
    told = [
        e
        for e in setup.events
        if e.op in ("gain", "lose", "give", "act")
        and e.frame == q.frame
        and (q.holder == EVERYONE or e.agent == q.holder)
    ]
    if not told:
        return None
    steps: list[Step] = []
    total = Fraction(0)
    used: set[int] = set()
    for e in told:
        fits = [(r, ev) for u, r, ev in sizes if u.covers(e.kind)]
        if len(fits) != 1 or e.qty is None or e.qty == ALL:
            raise Halt("ambiguous_total", f"how many {q.kind.label()} {e.kind.label()} hold")
        rate, ev = fits[0]
        used.add(id(ev))
        v = Fraction(e.qty) * rate
        steps.append(
            Step("multiply", (e.qty, normalize(rate)), normalize(v), "count x each", e.source)
        )
        total += v
    if len(used) != len(sizes):  # a size told of units no event counts
        raise Halt("unused_number", "a size of units never counted")
    _gate("story_count_times_each")
    _gate("story_sum_of_parts")
    led.used.update(used)
    steps.append(Step("sum", tuple(s.result for s in steps), normalize(total)))
    return total, steps


def units_sum(inner: Handler) -> Handler:
    """The event answer, with several sizes of units summed first (see the module)."""

    def handler(led: Ledger, setup: StorySetup) -> Answer:
        got = _sum(led, setup)
        return got if got is not None else inner(led, setup)

    return handler
