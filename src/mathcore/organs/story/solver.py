"""The exact story solver: replays the events on a ledger of (holder, kind) amounts.

Amounts are linear in at most one unknown (``a + b*x``, exact Fractions), so a later
observation ("now she has 27") solves an earlier unknown change ("she gave some").
Every composition is gated by a ``compositions/`` pack row that affirms it.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from fractions import Fraction

from mathcore.exact import Number, normalize
from mathcore.organs.base import OrganAnswer, SolverRefusal
from mathcore.organs.story.model import ALL, EVERYONE, Event, Kind, StorySetup
from mathcore.packs.loader import current_pack
from mathcore.results import Step

#: composition pattern -> what it licenses (rows in packs/en_math/compositions/).
COMPOSITIONS = (
    "story_gain_adds",
    "story_loss_subtracts",
    "story_transfer_moves",
    "story_sum_of_parts",
    "story_count_times_each",
    "story_count_times_price",
    "story_difference",
    "story_more_than",
    "story_unknown_change",
    "story_times_as_many",
    "story_equal_share",
)


class Halt(Exception):
    def __init__(self, reason: str, detail: str = "") -> None:
        super().__init__(reason)
        self.reason, self.detail = reason, detail


class NoBase(Halt):
    """A comparison whose two sides are both still unknown (it may be resolved later)."""


@dataclass(slots=True)
class Lin:
    """An amount ``a + b*x`` (x: the story's one unknown) with the steps that built it."""

    a: Fraction
    b: Fraction = Fraction(0)
    steps: list[Step] = field(default_factory=list)


def _gate(pattern: str) -> None:
    row = current_pack().composition(pattern)
    if row is None or row.polarity != "affirms":
        raise Halt("composition_not_ratified", pattern)


@dataclass(slots=True)
class Ledger:
    amounts: dict[tuple[str, Kind], Lin | None] = field(default_factory=dict)
    each: dict[tuple[Kind, Kind], tuple[Number, Event]] = field(default_factory=dict)
    price: dict[Kind, tuple[Number, Event]] = field(default_factory=dict)
    unknown: Fraction | None = None
    unknown_step: Step | None = None
    unknown_event: Event | None = None
    used: set[int] = field(default_factory=set)
    orphans: list[Event] = field(default_factory=list)  # changes of an undefined amount
    deferred: list[tuple[int, Event]] = field(default_factory=list)  # relations awaiting a base
    changed: dict[str, int] = field(default_factory=dict)  # holder -> index of its last change
    parts: dict[Kind, tuple[Fraction, list[Step]]] = field(default_factory=dict)
    grouped: set[tuple[str, Kind]] = field(default_factory=set)

    def key(self, holder: str, kind: Kind) -> tuple[str, Kind]:
        if (holder, kind) in self.amounts:
            return (holder, kind)
        narrower = [k for k in self.amounts if k[0] == holder and kind.covers(k[1])]
        if len(narrower) > 1:
            return self._merge(holder, kind, narrower)
        return narrower[0] if len(narrower) == 1 else (holder, kind)

    def _merge(self, holder: str, kind: Kind, parts: list[tuple[str, Kind]]) -> tuple[str, Kind]:
        """``13 siamese cats and 5 house cats``, then ``sold 10 cats``: only the total is
        known afterwards, so the parts become one amount of the broader kind."""
        _gate("story_sum_of_parts")
        lins = [self.amounts.pop(p) for p in sorted(parts, key=lambda p: p[1].label())]
        if any(x is None for x in lins):
            self.amounts[(holder, kind)] = None
            return (holder, kind)
        total = Lin(Fraction(0))
        for x in lins:
            assert x is not None
            step = Step("add", (normalize(total.a), normalize(x.a)), normalize(total.a + x.a))
            total = Lin(total.a + x.a, total.b + x.b, [*total.steps, *x.steps, step])
        self.amounts[(holder, kind)] = total
        return (holder, kind)


def _num(v: Number | None) -> Fraction:
    return Fraction(0) if v is None else Fraction(v)


def _apply(led: Ledger, e: Event, n: int) -> None:
    if e.op == "act":
        return  # an activity counts in event questions and holds nothing
    if e.op == "each":
        assert e.other_kind is not None and e.qty is not None
        known = led.each.get((e.kind, e.other_kind))
        if known is not None and known[0] != e.qty:  # "4 bags with 20 ... and 6 bags with 25"
            raise Halt("inconsistent_story", "two different amounts in each of one kind of unit")
        led.each[(e.kind, e.other_kind)] = (e.qty, e)
        return
    if e.op == "price":
        assert e.qty is not None
        led.price[e.kind] = (e.qty, e)
        return
    k = led.key(e.holder, e.kind)
    cur = led.amounts.get(k)
    unk = e.qty is None
    if unk:
        led.unknown_event = e
    q = Lin(_num(e.qty), Fraction(1) if unk else Fraction(0))
    if e.op == "has":
        if k in led.amounts and cur is None:
            raise Halt("unbound_quantity", "an amount stated after changes of an unknown one")
        if k in led.amounts and cur is not None:
            _observe(led, cur, q, e)
        else:
            led.amounts[k] = Lin(
                q.a, q.b, [Step("has", (normalize(q.a),), normalize(q.a), e.frame, e.source)]
            )
        return
    if e.op == "gain":
        _gate("story_gain_adds")
        base = cur if k in led.amounts else Lin(Fraction(0))
        led.amounts[k] = _add(base, q, 1, e, "add") if base is not None else None
        return
    if e.op == "lose" and (cur is None or k not in led.amounts):
        led.orphans.append(e)
    if e.op == "lose":
        _gate("story_loss_subtracts")
        led.amounts[k] = _add(cur, q, -1, e, "subtract") if cur is not None else None
        return
    if e.op == "give":
        _give(led, e, k, cur, q)
        return
    if e.op in ("more", "fewer"):
        _compare(led, e, k, q)
        return
    if e.op == "times":
        _times(led, e, k)
        return
    if e.op == "share":
        _share(led, e, cur)
        return
    if e.op == "group":
        _group(led, e, k, cur)
        return
    raise Halt("unsupported_event", e.op)


def _add(base: Lin, q: Lin, sign: int, e: Event, op: str) -> Lin:
    res = Lin(base.a + sign * q.a, base.b + sign * q.b, [*base.steps, *q.steps])
    if q.b == 0 and base.b == 0:
        res.steps.append(
            Step(op, (normalize(base.a), normalize(q.a)), normalize(res.a), e.frame, e.source)
        )
    else:
        res.steps.append(
            Step(
                op,
                (normalize(base.a), normalize(q.a)),
                normalize(res.a),
                f"{e.frame} (unknown)",
                e.source,
            )
        )
    return res


def _give(led: Ledger, e: Event, k: tuple[str, Kind], cur: Lin | None, q: Lin) -> None:
    _gate("story_transfer_moves")
    if e.qty == ALL:
        if cur is None or k not in led.amounts:
            raise Halt("unbound_quantity", f"{e.holder} gives all of an unknown amount")
        q = Lin(cur.a, cur.b, list(cur.steps))
    led.amounts[k] = (
        _add(cur, q, -1, e, "subtract") if cur is not None and k in led.amounts else None
    )
    ko = led.key(e.other, e.kind)
    base = led.amounts.get(ko, Lin(Fraction(0))) if ko in led.amounts else Lin(Fraction(0))
    led.amounts[ko] = _add(base, q, 1, e, "add") if base is not None else None


def _compare(led: Ledger, e: Event, k: tuple[str, Kind], q: Lin) -> None:
    _gate("story_more_than")
    sign = 1 if e.op == "more" else -1
    ko = led.key(e.other, e.kind)
    other = led.amounts.get(ko)
    mine = led.amounts.get(k)
    if other is not None:
        led.amounts[k] = _add(other, q, sign, e, "add" if sign > 0 else "subtract")
        if mine is not None:
            _observe(led, mine, led.amounts[k] or mine, e)  # both known: must agree
            led.amounts[k] = mine
    elif mine is not None and ko not in led.amounts:
        led.amounts[ko] = _add(mine, q, -sign, e, "subtract" if sign > 0 else "add")
    else:
        raise NoBase("unbound_quantity", "a comparison with no known base")


def _times(led: Ledger, e: Event, k: tuple[str, Kind]) -> None:
    """``A has 3 times as many as B``: A = 3 x B, or B = A / 3 when only A is known."""
    _gate("story_times_as_many")
    assert e.qty is not None
    n = Fraction(e.qty)
    if n <= 0:
        raise Halt("division_by_zero", "a non-positive multiplier")
    ko = led.key(e.other, e.kind)
    other, mine = led.amounts.get(ko), led.amounts.get(k)
    if other is not None and other.b == 0 and k not in led.amounts:
        res = other.a * n
        step = Step(
            "multiply", (normalize(other.a), e.qty), normalize(res), "times as many", e.source
        )
        led.amounts[k] = Lin(res, Fraction(0), [*other.steps, step])
    elif mine is not None and mine.b == 0 and ko not in led.amounts:
        res = mine.a / n
        step = Step(
            "divide",
            (normalize(mine.a), e.qty),
            normalize(res),
            "times as many (inverse)",
            e.source,
        )
        led.amounts[ko] = Lin(res, Fraction(0), [*mine.steps, step])
    elif other is None and mine is None and ko not in led.amounts and k not in led.amounts:
        raise NoBase("unbound_quantity", "a multiplicative comparison with no known side")
    else:
        raise Halt("unbound_quantity", "a multiplicative comparison with no single known side")


def _share(led: Ledger, e: Event, cur: Lin | None) -> None:
    """``He shares them equally among 3 friends``: each part is the amount over the count."""
    _gate("story_equal_share")
    assert e.qty is not None and e.other_kind is not None
    if e.qty == 0:
        raise Halt("division_by_zero", "shared among zero")
    if cur is None or cur.b != 0 or e.other_kind in led.parts:
        raise Halt("unbound_quantity", "a share of an unknown amount")
    res = cur.a / Fraction(e.qty)
    step = Step("divide", (normalize(cur.a), e.qty), normalize(res), "equal share", e.source)
    led.parts[e.other_kind] = (res, [*cur.steps, step])


def _group(led: Ledger, e: Event, k: tuple[str, Kind], cur: Lin | None) -> None:
    """``put the rest into cages with 5 in each cage``: the rest over the size is the count."""
    _gate("story_equal_share")
    assert e.qty is not None and e.other_kind is not None
    if e.qty == 0:
        raise Halt("division_by_zero", "groups of zero")
    if cur is None or k not in led.amounts or cur.b != 0:
        raise Halt("unbound_quantity", "grouping an unknown amount")
    count = cur.a / Fraction(e.qty)
    if count.denominator != 1:
        raise Halt("non_integer_count", "the rest does not fill whole groups")
    step = Step(
        "divide", (normalize(cur.a), e.qty), normalize(count), "groups of equal size", e.source
    )
    led.amounts[(e.holder, e.other_kind)] = Lin(count, Fraction(0), [*cur.steps, step])
    led.grouped.add((e.holder, e.other_kind))


def _observe(led: Ledger, cur: Lin, seen: Lin, e: Event) -> None:
    """A later observation: solves the unknown, or must agree with the ledger."""
    if cur.b != 0 and seen.b == 0:
        _gate("story_unknown_change")
        x = (seen.a - cur.a) / cur.b
        if x < 0:
            raise Halt("negative_quantity", "the unknown change would be negative")
        led.unknown = x
        solve = Step(
            "solve_linear",
            (normalize(seen.a), normalize(cur.a), normalize(cur.b)),
            normalize(x),
            "the unknown change, from the observation",
            e.source,
        )
        led.unknown_step = solve
        cur.a, cur.b = seen.a, Fraction(0)
        cur.steps.extend(
            [solve, Step("has", (normalize(seen.a),), normalize(seen.a), "", e.source)]
        )
        return
    if cur.b != seen.b or cur.a != seen.a:
        raise Halt("inconsistent_story", "an observation contradicts the ledger")


def _value(led: Ledger, lin: Lin) -> Fraction:
    if lin.b == 0:
        return lin.a
    if led.unknown is None:
        raise Halt("unbound_quantity", "the unknown amount is never determined")
    return lin.a + lin.b * led.unknown


def _state(led: Ledger, holder: str, kind: Kind) -> tuple[Fraction, list[Step]]:
    keys = [
        k
        for k in led.amounts
        if (k[0] == holder or (holder == EVERYONE and k[0])) and kind.covers(k[1])
    ]
    broader = [
        k
        for k in led.amounts
        if (k[0] == holder or holder == EVERYONE) and k[1].covers(kind) and k[1] != kind
    ]
    if broader:
        raise Halt("ambiguous_total", f"{broader[0][1].label()} may or may not be {kind.label()}")
    if holder == EVERYONE:
        places = {k[0].startswith("the ") for k in keys}
        if len(places) > 1:
            raise Halt("ambiguous_total", "a total over people and places")
    extra = _maybe_derived(led, holder, kind) if keys else None
    if not keys:
        return _derived(led, holder, kind)
    if len(keys) > 1 or extra is not None:
        _gate("story_sum_of_parts")
    total = Fraction(0)
    steps: list[Step] = []
    for k in sorted(keys, key=lambda k: (k[0], k[1].label())):
        lin = led.amounts[k]
        if lin is None:
            raise Halt("unbound_quantity", f"{k[0]}'s {k[1].label()} start is unknown")
        steps.extend(lin.steps)
        v = _value(led, lin)
        if lin.b != 0:  # the amount still carries the solved unknown: a + b*x
            assert led.unknown_step is not None and led.unknown is not None
            bx = lin.b * led.unknown
            steps.append(led.unknown_step)
            steps.append(
                Step("multiply", (normalize(lin.b), normalize(led.unknown)), normalize(bx))
            )
            steps.append(Step("add", (normalize(lin.a), normalize(bx)), normalize(v)))
        if len(keys) > 1:
            steps.append(
                Step("add", (normalize(total), normalize(v)), normalize(total + v), "sum of parts")
            )
        total += v
    if extra is not None:  # "4 packs of 10 crayons, and 6 extra crayons"
        v, more = extra
        steps.extend(more)
        steps.append(Step("add", (normalize(total), normalize(v)), normalize(total + v), "sum"))
        total += v
    return total, steps


def _maybe_derived(led: Ledger, holder: str, kind: Kind) -> tuple[Fraction, list[Step]] | None:
    """The amount held through units and a per-unit rate, when the holder has such units."""
    rates = [u for (k, u) in led.each if kind.covers(k)]
    if len(rates) != 1:
        return None
    if not any(h == holder and rates[0].covers(k) for h, k in led.amounts):
        return None
    return _derived(led, holder, kind)


def _derived(led: Ledger, holder: str, kind: Kind) -> tuple[Fraction, list[Step]]:
    """Amount through a per-unit rate: holder has n units, each unit holds r of kind."""
    rates = [(u, r, e) for (k, u), (r, e) in led.each.items() if kind.covers(k)]
    if len(rates) != 1:
        raise Halt("question_target_unbound", f"nothing of {kind.label()} held by {holder}")
    unit, rate, ev = rates[0]
    count, steps = _state(led, holder, unit)
    _gate("story_count_times_each")
    led.used.add(id(ev))
    res = count * Fraction(rate)
    steps.append(
        Step("multiply", (normalize(count), rate), normalize(res), "count x each", ev.source)
    )
    return res, steps


def _events(led: Ledger, setup: StorySetup) -> tuple[Fraction, list[Step]]:
    q = setup.question
    hits = [
        e
        for e in setup.events
        if e.op in ("gain", "lose", "give", "act")
        and e.frame == q.frame
        and (q.holder == EVERYONE or e.agent == q.holder)
        and (not q.other or e.other == q.other)
        and q.kind.covers(e.kind)
    ]
    vaguer = [
        e
        for e in setup.events
        if e.frame == q.frame
        and (q.holder == EVERYONE or e.agent == q.holder)
        and e.kind.covers(q.kind)
        and e.kind != q.kind
    ]
    if vaguer:  # "She went to 9 games": football games or not?
        raise Halt(
            "ambiguous_total", f"{vaguer[0].kind.label()} may or may not be {q.kind.label()}"
        )
    if not hits and q.kind.head == "dollar":
        return _priced_events(led, setup)
    if not hits:
        through = _events_through_rate(led, setup)
        if through is not None:
            return through
    if not hits and (q.holder, q.kind) in led.grouped:  # "how many cages did they use?"
        lin = led.amounts[(q.holder, q.kind)]
        assert lin is not None
        return lin.a, list(lin.steps)
    if not hits:
        raise Halt("question_target_unbound", f"no {q.frame} event of {q.holder}")
    if len(hits) > 1:
        _gate("story_sum_of_parts")
    total = Fraction(0)
    steps: list[Step] = []
    for e in hits:
        if e.qty is None:
            if led.unknown is None:
                raise Halt("unbound_quantity", "the unknown amount is never determined")
            v = led.unknown
            assert led.unknown_step is not None
            steps.append(led.unknown_step)
        elif e.qty == ALL:
            raise Halt("unbound_quantity", "an 'all of' transfer is asked")
        else:
            v = Fraction(e.qty)
        steps.append(
            Step("add", (normalize(total), normalize(v)), normalize(total + v), e.frame, e.source)
        )
        total += v
    return total, steps


def _events_through_rate(led: Ledger, setup: StorySetup) -> tuple[Fraction, list[Step]] | None:
    """``She read 4 books. Each book had 17 chapters. How many chapters did she read?``"""
    q = setup.question
    rates = [(u, r, e) for (k, u), (r, e) in led.each.items() if q.kind.covers(k)]
    if len(rates) != 1:
        return None
    unit, rate, rate_ev = rates[0]
    hits = [
        e
        for e in setup.events
        if e.op in ("gain", "lose", "give", "act")
        and e.frame == q.frame
        and (q.holder == EVERYONE or e.agent == q.holder)
        and unit.covers(e.kind)
        and e.qty is not None
        and e.qty != ALL
    ]
    if not hits:
        return None
    _gate("story_count_times_each")
    led.used.add(id(rate_ev))
    total = Fraction(0)
    steps: list[Step] = []
    for e in hits:
        assert e.qty is not None
        v = Fraction(e.qty) * Fraction(rate)
        steps.append(Step("multiply", (e.qty, rate), normalize(v), "count x each", e.source))
        total += v
    if len(hits) > 1:
        _gate("story_sum_of_parts")
        steps.append(Step("sum", tuple(s.result for s in steps), normalize(total)))
    return total, steps


#: A money question's verb -> the item events whose counts it prices.
MONEY_FROM_ITEMS = {
    "earn": ("sell",),
    "make": ("sell",),
    "spend": ("buy", "purchase"),
}


def _priced_events(led: Ledger, setup: StorySetup) -> tuple[Fraction, list[Step]]:
    """``How much did she earn?`` over ``she sold 5 necklaces`` and ``each necklace cost $7``."""
    q = setup.question
    lemmas = MONEY_FROM_ITEMS.get(q.frame, ())
    items = [
        e
        for e in setup.events
        if e.frame in lemmas
        and e.op in ("gain", "lose")
        and (q.holder == EVERYONE or e.agent == q.holder)
    ]
    if not items:
        raise Halt("question_target_unbound", f"no priced {q.frame} events of {q.holder}")
    _gate("story_count_times_price")
    total = Fraction(0)
    steps: list[Step] = []
    for e in items:
        prices = [(p, pe) for k, (p, pe) in led.price.items() if k.covers(e.kind)]
        if len(prices) != 1 or e.qty is None:
            raise Halt("question_target_unbound", f"no single price of {e.kind.label()}")
        p, pe = prices[0]
        led.used.add(id(pe))
        v = Fraction(e.qty) * Fraction(p)
        steps.append(Step("multiply", (e.qty, p), normalize(v), "count x unit price", e.source))
        if len(items) > 1:
            _gate("story_sum_of_parts")
            steps.append(Step("add", (normalize(total), normalize(v)), normalize(total + v)))
        total += v
    return total, steps


def _initial(led: Ledger, setup: StorySetup) -> tuple[Fraction, list[Step]]:
    """``How many did she have to begin with?``: the first amount the story gives her."""
    q = setup.question
    first = next(
        (
            e
            for e in setup.events
            if e.op == "has" and e.holder == q.holder and q.kind.covers(e.kind)
        ),
        None,
    )
    if first is None:
        raise Halt("question_target_unbound", "no starting amount")
    if first.qty is not None:
        return Fraction(first.qty), [Step("has", (first.qty,), first.qty, "start", first.source)]
    if led.unknown is None:
        raise Halt("unbound_quantity", "the starting amount is never determined")
    assert led.unknown_step is not None
    return led.unknown, [led.unknown_step]


BUYING = frozenset({"buy", "purchase"})
SELLING = frozenset({"sell"})


def _money_left(led: Ledger, setup: StorySetup) -> tuple[Fraction, list[Step]]:
    """Money held, less what the holder's priced purchases cost ("bought 2 baguettes" and
    "each baguette cost $2"); a purchase without a price leaves the money unknown."""
    q = setup.question
    money, steps = _state(led, q.holder, q.kind)
    trades = [
        e
        for e in setup.events
        if e.op in ("gain", "lose")
        and e.frame in BUYING | SELLING
        and e.agent == q.holder
        and e.kind.head != "dollar"
    ]
    for e in trades:
        prices = [(p, pe) for k, (p, pe) in led.price.items() if k.covers(e.kind)]
        if len(prices) != 1 or e.qty is None:
            raise Halt("unbound_quantity", f"the price of {e.kind.label()} is not given")
        p, pe = prices[0]
        led.used.add(id(pe))
        _gate("story_count_times_price")
        cost = Fraction(e.qty) * Fraction(p)
        steps.append(Step("multiply", (e.qty, p), normalize(cost), "count x unit price", e.source))
        if e.frame in SELLING:  # a sale brings the money in
            steps.append(Step("add", (normalize(money), normalize(cost)), normalize(money + cost)))
            money += cost
        else:
            after = money - cost
            steps.append(Step("subtract", (normalize(money), normalize(cost)), normalize(after)))
            money = after
    return money, steps


def _answer(led: Ledger, setup: StorySetup) -> tuple[Fraction, list[Step]]:
    q = setup.question
    if q.ask == "state" and q.kind.head == "dollar":
        return _money_left(led, setup)
    if q.ask == "state":
        return _state(led, q.holder, q.kind)
    if q.ask == "event":
        return _events(led, setup)
    if q.ask == "difference":
        a, sa = _state(led, q.holder, q.kind)
        b, sb = _state(led, q.other, q.kind)
        _gate("story_difference")
        if a < b:
            raise Halt("negative_quantity", "the difference is negative")
        return a - b, [
            *sa,
            *sb,
            Step(
                "subtract", (normalize(a), normalize(b)), normalize(a - b), "difference", q.source
            ),
        ]
    if q.ask == "need":
        assert q.qty is not None
        have, steps = _state(led, q.holder, q.kind)
        _gate("story_difference")
        if have > q.qty:
            raise Halt("negative_quantity", "already more than the target")
        res = Fraction(q.qty) - have
        return res, [
            *steps,
            Step("subtract", (q.qty, normalize(have)), normalize(res), "still needed", q.source),
        ]
    if q.ask == "initial":
        return _initial(led, setup)
    if q.ask == "afford":  # "how many 6 dollar toys could he buy?": exact division only
        assert q.qty is not None
        money, steps = _state(led, q.holder, Kind("dollar"))
        _gate("story_equal_share")
        if q.qty == 0:
            raise Halt("division_by_zero", "a price of zero")
        res = money / Fraction(q.qty)
        step = Step(
            "divide", (normalize(money), q.qty), normalize(res), "money over price", q.source
        )
        return res, [*steps, step]
    if q.ask == "dozens":
        have, steps = _state(led, q.holder, q.kind)
        _gate("story_equal_share")
        res = have / 12
        return res, [
            *steps,
            Step("divide", (normalize(have), 12), normalize(res), "in dozens", q.source),
        ]
    if q.ask == "per_part":
        assert q.other_kind is not None
        hits = [v for u, v in led.parts.items() if q.other_kind.covers(u) or u.covers(q.other_kind)]
        if len(hits) != 1:
            raise Halt("question_target_unbound", "no single equal share")
        return hits[0][0], list(hits[0][1])
    if q.ask == "count_of":
        assert q.other_kind is not None and q.qty is not None
        rates = [
            (r, e)
            for (k, u), (r, e) in led.each.items()
            if q.kind.covers(k) and q.other_kind.covers(u)
        ]
        if not rates:  # "There are 3 calories in a candy bar": what one unit holds
            one = f"the {q.other_kind.label()}"
            held = [v for (h, k), v in led.amounts.items() if h == one and q.kind.covers(k)]
            if len(held) == 1 and held[0] is not None and held[0].b == 0:
                _gate("story_count_times_each")
                res = Fraction(q.qty) * held[0].a
                step = Step(
                    "multiply", (q.qty, normalize(held[0].a)), normalize(res), "count x one"
                )
                return res, [*held[0].steps, step]
        if len(rates) != 1:
            raise Halt("question_target_unbound", "no single per-unit rate")
        _gate("story_count_times_each")
        r, e = rates[0]
        led.used.add(id(e))
        res = Fraction(q.qty) * Fraction(r)
        return res, [Step("multiply", (q.qty, r), normalize(res), "count x each", e.source)]
    if q.ask == "cost_of":
        assert q.qty is not None
        prices = [(p, e) for k, (p, e) in led.price.items() if q.kind.covers(k)]
        if len(prices) != 1:
            raise Halt("question_target_unbound", "no single unit price")
        _gate("story_count_times_price")
        p, e = prices[0]
        led.used.add(id(e))
        res = Fraction(q.qty) * Fraction(p)
        return res, [Step("multiply", (q.qty, p), normalize(res), "count x unit price", e.source)]
    raise Halt("question_target_unbound", q.ask)


MONEY = frozenset({"dollar", "cent"})  # coins (dimes, quarters) are counted things


def _unit_of(kind: Kind) -> str | None:
    from mathcore.organs.story.lexemes import lexicon

    if kind.head == "dollar":
        return "dollar"
    entry = lexicon().entries.get(kind.head)
    return entry.unit if entry is not None else None


def _dimension(unit: str) -> str | None:
    if unit in MONEY:
        return "[money]"
    from mathcore.organs.rates.units import dimension

    try:
        return dimension(unit)
    except Exception:  # an unknown unit has no dimension we could compare
        return None


def _unit_clash(setup: StorySetup) -> str:
    """An amount in another unit of the asked dimension (cents beside dollars) is never
    silently left out: without a conversion the story refuses."""
    asked = _unit_of(setup.question.kind)
    if asked is None:
        return ""
    dim = _dimension(asked)
    for e in setup.events:
        other = _unit_of(e.kind)
        if other is not None and other != asked and dim is not None and _dimension(other) == dim:
            return f"{e.kind.label()} beside {setup.question.kind.label()}"
    return ""


def _replay(led: Ledger, setup: StorySetup) -> None:
    """Apply every event; a comparison read before its base ("Tim has 30 fewer than Martha.
    ... Martha has 68.") waits until the base is stated, if neither side changed meanwhile."""
    for n, e in enumerate(setup.events):
        if e.op in ("gain", "lose", "give", "share", "group"):
            for h in (e.holder, e.other):
                if h:
                    led.changed[h] = n
        try:
            _apply(led, e, n)
        except NoBase:
            led.deferred.append((n, e))
            continue
        if e.op in ("has", "more", "fewer", "times"):
            _retry_deferred(led, n)
    if led.deferred:
        raise Halt("unbound_quantity", "a comparison whose base is never given")


def _retry_deferred(led: Ledger, now: int) -> None:
    progress = True
    while progress and led.deferred:
        progress = False
        for item in list(led.deferred):
            at, e = item
            if max(led.changed.get(e.holder, -1), led.changed.get(e.other, -1)) > at:
                raise Halt("unbound_quantity", "a comparison whose sides changed before the base")
            try:
                _apply(led, e, now)
            except NoBase:
                continue
            led.deferred.remove(item)
            progress = True


def solve_story(setup: StorySetup) -> OrganAnswer | SolverRefusal:
    """The exact answer of a read story, or a typed refusal."""
    led = Ledger()
    try:
        _replay(led, setup)
        value, steps = _answer(led, setup)
    except Halt as h:
        return SolverRefusal(h.reason, h.detail)
    stateful = setup.question.ask in ("state", "difference", "need", "dozens", "initial")
    if stateful and any(o.kind.head == setup.question.kind.head for o in led.orphans):
        return SolverRefusal("unused_number", "a change of an amount the story never gives")
    clash = _unit_clash(setup)
    if clash:
        return SolverRefusal("unit_mismatch", clash)
    qk = setup.question.kind
    money_asked = qk.head == "dollar"
    facts = [
        e
        for e in setup.events
        if e.op in ("each", "price")
        and (qk.covers(e.kind) or e.kind.covers(qk) or (money_asked and e.op == "price"))
    ]
    if any(id(e) not in led.used for e in facts):
        return SolverRefusal("unused_number", "a stated rate or price is not used")
    kind = setup.question.kind
    if value < 0:
        return SolverRefusal("negative_quantity", "the answer is negative")
    if kind.head == "dollar" or current_pack().value(kind.head, "unit") is not None:
        if (value * 100).denominator != 1:  # money, and measures read to the hundredth
            return SolverRefusal("money_precision", "more than two decimals")
    elif value.denominator != 1:
        return SolverRefusal("non_integer_count", "a count must be whole")
    unit = "dollars" if kind.head == "dollar" else kind.label()
    return OrganAnswer(normalize(value), unit, tuple(steps))
