"""Things wanted at a price, and the money still needed for them.

``Albert wants a paintbrush that costs $1.50, a set of paints that costs $4.35, and an easel
that costs $12.65`` (or ``wants to buy a bike for $120``, ``needs 3 pens that cost $2 each``)
states, for its holder, ``goal`` events of buying each thing (holding nothing) and each
thing's unit price. ``How much more money does Albert need (to buy them | the easel | all
three ...)?`` asks ``money_need``: the cost of the holder's wanted things (count x unit
price) less the dollars the holder has. Every event of the story must be one of those
goals, a price, or the holder's own money; the named things, when the question names them,
must be exactly the wanted ones; money already enough refuses.
"""

from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction
from typing import TYPE_CHECKING, Any

from mathcore.exact import normalize
from mathcore.organs.story.ledger import Halt, Ledger, _gate
from mathcore.organs.story.model import Event, Kind, StorySetup
from mathcore.results import Step

if TYPE_CHECKING:
    from mathcore.organs.story.reader import Context
    from mathcore.organs.story.resolve import Clause

DOLLAR = Kind("dollar")
_ITEMS = (("k", "p"), ("k2", "p2"), ("k3", "p3"))


def _stop(detail: str) -> Exception:
    from mathcore.organs.story.reader import Stop

    return Stop("unreadable_sentence", detail, "frame_entry")


def _price(raw: Any) -> Fraction:
    if not isinstance(raw, tuple) or not raw[2] or raw[0] is None or raw[0] <= 0:
        raise _stop("a wanted thing's price must be money")
    return Fraction(raw[0])


def _want(c: Clause, ctx: Context) -> list[Event]:
    """``wants a paintbrush that costs $1.50, ...``: a goal to buy each thing, and its price."""
    from mathcore.organs.story.resolve import _holder

    raw = c.b.get("s")
    buyer = ctx.prev_subject if raw == "@prev" else _holder(raw, ctx)
    count = Fraction(1) if c.qty is None else Fraction(c.qty)
    if not buyer or count <= 0 or count.denominator != 1:
        raise _stop("a want needs its buyer and a whole count")
    events: list[Event] = []
    seen: list[Kind] = []
    for k, p in _ITEMS:
        kind = c.b.get(k)
        if k not in c.b:
            continue
        if (
            not isinstance(kind, Kind)
            or kind.head == "dollar"
            or any(s.covers(kind) or kind.covers(s) for s in seen)
        ):
            raise _stop("wanted things must be distinct things, not money")
        seen.append(kind)
        price = normalize(_price(c.b.get(p)))
        src, rule = c.source, c.rc.frame
        goal = Event(
            "goal", buyer, kind, normalize(count), frame="buy", source=src, agent=buyer, rule=rule
        )
        events.append(goal)
        events.append(Event("price", "", kind, price, frame="price", source=src, rule=rule))
        if kind not in ctx.kinds:
            ctx.kinds.append(kind)
    ctx.mention(buyer)
    ctx.prev_subject = buyer
    ctx.animate.append(buyer)
    ctx.prev_op = {}
    return events


WANT_SPECIAL: dict[str, Callable[[Clause, Context], list[Event]]] = {"want": _want}


def _holding(e: Event, buyer: str) -> bool:
    return e.kind == DOLLAR and e.op in ("has", "gain", "lose") and e.holder == buyer


def money_need(led: Ledger, setup: StorySetup) -> tuple[Fraction, list[Step]]:
    """The cost of the buyer's wanted things less the buyer's dollars."""
    from mathcore.organs.story.answers import _state

    q = setup.question
    goals = [e for e in setup.events if e.op == "goal" and e.frame == "buy"]
    if not goals or any(g.agent != q.holder for g in goals):
        raise Halt("question_target_unbound", "no wanted things of the asked buyer")
    if q.other_kind is not None and not all(q.other_kind.covers(g.kind) for g in goals):
        raise Halt("question_target_unbound", "the named things are not the wanted ones")
    if q.qty is not None and Fraction(q.qty) != sum(Fraction(g.qty or 0) for g in goals):
        raise Halt("question_target_unbound", "the named count is not the wanted count")
    if any(e.op not in ("goal", "price") and not _holding(e, q.holder) for e in setup.events):
        raise Halt("unused_number", "an event that is neither a want, a price nor the money")
    _gate("story_count_times_price")
    cost = Fraction(0)
    steps: list[Step] = []
    for g in goals:
        prices = [(p, pe) for k, (p, pe) in led.price.items() if k.covers(g.kind)]
        if len(prices) != 1 or g.qty is None:
            raise Halt("unbound_quantity", f"not one price of {g.kind.label()}")
        p, pe = prices[0]
        led.used.add(id(pe))
        v = Fraction(g.qty) * Fraction(p)
        steps.append(Step("multiply", (g.qty, p), normalize(v), "count x unit price", g.source))
        if len(goals) > 1:
            _gate("story_sum_of_parts")
            steps.append(Step("add", (normalize(cost), normalize(v)), normalize(cost + v)))
        cost += v
    has, more = _state(led, q.holder, DOLLAR)
    _gate("story_difference")
    if has >= cost:
        raise Halt("negative_quantity", "the buyer's money already covers the cost")
    need = cost - has
    steps.extend(more)
    steps.append(
        Step(
            "subtract", (normalize(cost), normalize(has)), normalize(need), "still needed", q.source
        )
    )
    return need, steps


WANT_ASKS: dict[str, Callable[[Ledger, StorySetup], tuple[Fraction, list[Step]]]] = {
    "money_need": money_need
}
