"""The story ledger: exact amounts per (holder, kind), linear in at most one unknown.

Events replay in order (``replay``); a later observation ("now she has 27") solves an earlier
unknown change ("she gave some"); a comparison read before its base waits for it. Every
composition is gated by a ``compositions/`` pack row that must affirm it (``gate``).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from fractions import Fraction

from mathcore.exact import Number, normalize
from mathcore.organs.story.gsm_clauses_ledger import AFFINE_OPS, apply_affine, whole_count
from mathcore.organs.story.gsm_gifts import gift_starts
from mathcore.organs.story.model import ALL, Event, Kind, StorySetup
from mathcore.packs.loader import current_pack
from mathcore.results import Step

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
    parts: dict[Kind, tuple[Fraction, list[Step], Kind]] = field(default_factory=dict)
    grouped: set[tuple[str, Kind]] = field(default_factory=set)
    materialized: set[tuple[str, Kind]] = field(default_factory=set)
    gifts: frozenset[tuple[str, Kind]] = frozenset()  # receivers starting from none (gsm_gifts)
    counted: frozenset[str] = frozenset()  # serving units counted whole (risks8.counted_heads)

    def key(self, holder: str, kind: Kind) -> tuple[str, Kind]:
        if (holder, kind) in self.amounts:
            return (holder, kind)
        narrower = [k for k in self.amounts if k[0] == holder and kind.covers(k[1])]
        if narrower and any(kind.covers(k) for (k, _u) in self.each):
            return (holder, kind)  # amounts through units too: no single narrower amount
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
    if e.op in ("act", "rate", "goal"):
        return  # an activity (or a rate of one) counts in event questions and holds nothing
    if e.op in ("each", "price"):
        _fact(led, e)
        return
    k = led.key(e.holder, e.kind)
    if k not in led.amounts and e.op in ("gain", "lose", "give"):
        _materialize(led, k)
    cur = led.amounts.get(k)
    unk = e.qty is None
    if unk:
        led.unknown_event = e
    q = Lin(_num(e.qty), Fraction(1) if unk else Fraction(0))
    if e.op == "has":
        _has(led, e, k, cur, q)
    elif e.op == "gain":
        _gate("story_gain_adds")
        if k not in led.amounts and _presupposes_amount(e):
            raise Halt("unbound_quantity", "'more' presupposes an amount the story never states")
        base = cur if k in led.amounts else Lin(Fraction(0))
        led.amounts[k] = _add(base, q, 1, e, "add") if base is not None else None
        if _broadens(e, k):  # "7 red apples" + "buys 5 apples": the sum is only of apples
            led.amounts[(k[0], e.kind)] = led.amounts.pop(k)
    elif e.op == "lose":
        if cur is None or k not in led.amounts:
            led.orphans.append(e)
        _gate("story_loss_subtracts")
        led.amounts[k] = _add(cur, q, -1, e, "subtract") if cur is not None else None
    elif e.op == "give":
        _give(led, e, k, cur, q)
    elif e.op in ("more", "fewer"):
        _compare(led, e, k, q)
    elif e.op == "times":
        _times(led, e, k)
    elif e.op in ("more_k", "fewer_k", "times_k"):
        _compare_kinds(led, e, k)
    elif e.op == "share":
        _share(led, e, cur)
        # "shares the candies among 9 friends": given away, or kept in parts? what the holder
        # still has is not told (a state question answered 36)
        led.amounts[k] = None
    elif e.op == "group":
        _group(led, e, k, cur)
    elif e.op in AFFINE_OPS:
        apply_affine(led, e, k)
    else:
        raise Halt("unsupported_event", e.op)


def _broadens(e: Event, k: tuple[str, Kind]) -> bool:
    """A gain of a broader kind than the one amount it adds to ("buys 5 apples" to "7 red
    apples"): the new ones are not said to be red, so the sum is known only as the broader
    kind. "6 more fish" (more of the same) and an unknown amount (its total names the kind)
    stay with the narrower amount."""
    return (
        k[1] != e.kind and e.kind.covers(k[1]) and e.qty is not None and not _presupposes_amount(e)
    )


def _presupposes_amount(e: Event) -> bool:
    """``They put 5 more in the box``: "more" (not "more ... than") says the holder had some."""
    words = e.source.split(": ", 1)[-1].lower().split()
    return "more" in words and "than" not in words


def contents_clash(held: Kind, contents: Kind) -> bool:
    """``packages of blue t-shirts`` counted through ``white t-shirts come in packages of 6``:
    the units name their own contents, another kind of the same thing."""
    for m in held.mods:
        words = m.split()
        named = len(words) > 2 and words[0] == "of" and words[-1] == contents.head
        mine, said = set(words[1:-1]), set(contents.mods)
        if named and not (mine <= said or said <= mine):  # blue ones, white ones said
            return True
    return False


def _materialize(led: Ledger, k: tuple[str, Kind]) -> None:
    """``two boxes with 14 pencils in each box. He gave 6 pencils``: before a change, the
    amount held through units and one per-unit amount becomes an amount of its own."""
    holder, kind = k
    rates = [(u, r, e) for (kk, u), (r, e) in led.each.items() if kind.covers(kk)]
    if len(rates) != 1:
        return
    unit, rate, ev = rates[0]
    counts = [(uk, v) for (h, uk), v in led.amounts.items() if h == holder and unit.covers(uk)]
    if len(counts) != 1 or counts[0][1] is None or counts[0][1].b != 0:
        return
    count = counts[0][1]
    if contents_clash(counts[0][0], kind) or contents_clash(counts[0][0], ev.kind):
        raise Halt("question_target_unbound", "units of another kind of the counted thing")
    _gate("story_count_times_each")
    led.used.add(id(ev))
    res = count.a * Fraction(rate)
    step = Step("multiply", (normalize(count.a), rate), normalize(res), "count x each", ev.source)
    led.amounts[k] = Lin(res, Fraction(0), [*count.steps, step])
    led.materialized.add(k)


def _fact(led: Ledger, e: Event) -> None:
    """A per-unit amount (``each``) or a unit price: timeless facts the answers may use."""
    assert e.qty is not None
    if e.op == "price":
        known_price = led.price.get(e.kind)
        if known_price is not None and known_price[0] != e.qty:
            raise Halt("inconsistent_story", "two different prices for one kind of thing")
        led.price[e.kind] = (e.qty, e)
        return
    assert e.other_kind is not None
    known = led.each.get((e.kind, e.other_kind))
    if known is not None and known[0] != e.qty:  # "4 bags with 20 ... and 6 bags with 25"
        raise Halt("inconsistent_story", "two different amounts in each of one kind of unit")
    led.each[(e.kind, e.other_kind)] = (e.qty, e)


def _has(led: Ledger, e: Event, k: tuple[str, Kind], cur: Lin | None, q: Lin) -> None:
    if k in led.amounts and cur is None:
        raise Halt("unbound_quantity", "an amount stated after changes of an unknown one")
    if k in led.amounts and cur is not None:
        _observe(led, cur, q, e)
        return
    step = Step("has", (normalize(q.a),), normalize(q.a), e.frame, e.source)
    led.amounts[k] = Lin(q.a, q.b, [step])


def _add(base: Lin, q: Lin, sign: int, e: Event, op: str) -> Lin:
    res = Lin(base.a + sign * q.a, base.b + sign * q.b, [*base.steps, *q.steps])
    if sign < 0 and res.a < 0 and res.b == 0:  # "had 28, threw away 40, bought 36"
        raise Halt("negative_quantity", "more taken away than was held")
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
    if ko not in led.amounts and e.agent != e.other and (e.other, e.kind) not in led.gifts:
        # "He gave 6 pencils to Mia": what Mia had before is not told (an acquirer who acts,
        # "she got 6 from Mia", starts from none, as every first acquisition does)
        led.amounts[ko] = None
        return
    base = led.amounts.get(ko, Lin(Fraction(0))) if ko in led.amounts else Lin(Fraction(0))
    led.amounts[ko] = _add(base, q, 1, e, "add") if base is not None else None
    if _broadens(e, ko):  # "64 violet marbles" + "Mary gave him 14 marbles": only marbles
        led.amounts[(ko[0], e.kind)] = led.amounts.pop(ko)


def _compare_kinds(led: Ledger, e: Event, k: tuple[str, Kind]) -> None:
    """``He has 2 fewer animal stickers than flower stickers``: one holder, two kinds."""
    assert e.other_kind is not None and e.qty is not None
    _gate("story_times_as_many" if e.op == "times_k" else "story_more_than")
    ko = (e.holder, e.other_kind)
    base, mine = led.amounts.get(ko), led.amounts.get(k)
    n = Fraction(e.qty)
    if base is not None and base.b == 0 and k not in led.amounts:
        res, op, ops = _relate(base.a, n, e.op)
        whole_count(res, e.kind, led.counted)
        _not_negative(res)
        step = Step(op, ops, normalize(res), e.op, e.source)
        led.amounts[k] = Lin(res, Fraction(0), [*base.steps, step])
    elif mine is not None and mine.b == 0 and ko not in led.amounts:
        res, op, ops = _unrelate(mine.a, n, e.op)
        whole_count(res, e.other_kind, led.counted)
        _not_negative(res)
        step = Step(op, ops, normalize(res), f"{e.op} (inverse)", e.source)
        led.amounts[ko] = Lin(res, Fraction(0), [*mine.steps, step])
    elif ko not in led.amounts and k not in led.amounts:
        raise NoBase("unbound_quantity", "a comparison of two unknown kinds")
    else:
        raise Halt("unbound_quantity", "a comparison with no single known side")


def _not_negative(res: Fraction) -> None:
    """``8 red pens ... 10 fewer black pens than red pens``: no count is below zero."""
    if res < 0:
        raise Halt("negative_quantity", "a compared amount below zero")


def _relate(base: Fraction, n: Fraction, op: str) -> tuple[Fraction, str, tuple[Number, ...]]:
    if op == "times_k":
        return base * n, "multiply", (normalize(base), normalize(n))
    if op == "more_k":
        return base + n, "add", (normalize(base), normalize(n))
    return base - n, "subtract", (normalize(base), normalize(n))


def _unrelate(mine: Fraction, n: Fraction, op: str) -> tuple[Fraction, str, tuple[Number, ...]]:
    if op == "times_k":
        if n == 0:
            raise Halt("division_by_zero", "a multiplier of zero")
        return mine / n, "divide", (normalize(mine), normalize(n))
    if op == "more_k":
        return mine - n, "subtract", (normalize(mine), normalize(n))
    return mine + n, "add", (normalize(mine), normalize(n))


#: Past-tense states: ``Vicki had twice as many pencils as Jeff`` after Jeff donated some.
_PAST_STATE = frozenset({"had", "was", "were", "did"})


def _past_base_changed(led: Ledger, e: Event) -> None:
    """A comparison told in the past tense after one of its sides changed: than that side
    before or after the change? (``Jeff had 300 pencils and donated 30% of them. Vicki had
    twice as many pencils as Jeff``: 600, not 420.) Refused; the present tense (``has``)
    reads the current amount."""
    said = set(e.source.partition(": ")[2].lower().split())
    if said & _PAST_STATE and (e.other in led.changed or e.holder in led.changed):
        from mathcore.organs.story.solver6 import still_after_own_change

        if still_after_own_change(led.changed, e):
            return
        raise Halt("unbound_quantity", "a past comparison with a side that changed before it")


def _compare(led: Ledger, e: Event, k: tuple[str, Kind], q: Lin) -> None:
    _gate("story_more_than")
    _past_base_changed(led, e)
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
    _past_base_changed(led, e)
    assert e.qty is not None
    n = Fraction(e.qty)
    if n <= 0:
        raise Halt("division_by_zero", "a non-positive multiplier")
    ko = led.key(e.other, e.kind)
    other, mine = led.amounts.get(ko), led.amounts.get(k)
    if other is not None and other.b == 0 and k not in led.amounts:
        res = other.a * n
        whole_count(res, e.kind, led.counted)  # "a third as many as 7 games": no such amount
        step = Step(
            "multiply", (normalize(other.a), e.qty), normalize(res), "times as many", e.source
        )
        led.amounts[k] = Lin(res, Fraction(0), [*other.steps, step])
    elif mine is not None and mine.b == 0 and ko not in led.amounts:
        res = mine.a / n
        whole_count(res, e.kind, led.counted)
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
    led.parts[e.other_kind] = (res, [*cur.steps, step], e.kind)


def _group(led: Ledger, e: Event, k: tuple[str, Kind], cur: Lin | None) -> None:
    """``put the rest into cages with 5 in each cage``: the rest over the size is the count."""
    _gate("story_equal_share")
    assert e.qty is not None and e.other_kind is not None
    if e.qty == 0:
        raise Halt("division_by_zero", "groups of zero")
    if cur is None or k not in led.amounts or cur.b != 0:
        raise Halt("unbound_quantity", "grouping an unknown amount")
    if e.rule.startswith("group_rest") and any(  # "Her brother deleted 10 of them. She put
        h != e.holder and (h, k[1]) in led.amounts
        for h in led.changed  # the rest": whose?
    ):
        raise Halt("ambiguous_reference", "the rest after another holder's change")
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


def _replay(led: Ledger, setup: StorySetup) -> None:
    """Apply every event; a comparison read before its base ("Tim has 30 fewer than Martha.
    ... Martha has 68.") waits until the base is stated, if neither side changed meanwhile."""
    led.gifts = gift_starts(setup)
    late: list[Event] = []  # comparisons told before their base, applied when it came
    related: list[Event] = []  # comparisons with another holder applied where told
    for n, e in enumerate(setup.events):
        if e.op in ("gain", "lose", "give", "share", "group"):
            for h in (e.holder, e.other):
                if h:
                    led.changed[h] = n
            if any(_late_base_changes(r, e) for r in late):
                # "Jim has 20 more toads than Tim. Tim had 30 toads but lost 5": than the 30
                # or the 25 (answered 50)?
                raise Halt("unbound_quantity", "a comparison told before its base, which changed")
        if e.op == "has" and any(_late_base_told(r, e) for r in late):
            # "Ann has as many apples as Tom. Tom has 12 red apples and 3 green apples": than
            # the 12 it was applied to when it came, or all 15 (answered 12)?
            raise Halt("unbound_quantity", "a comparison told before its base, told in parts")
        if e.op == "has" and any(r.other == e.holder and r.kind.covers(e.kind) for r in related):
            # "Tom has 10 animal stickers. Ann has 5 more stickers than Tom. Tom also has 6
            # flower stickers.": than the 10, or all 16 (answered 15)?
            raise Halt("unbound_quantity", "a comparison's base told in parts around it")
        bases, keys = [r for r in (*related, *late) if r.other], set(led.amounts)
        try:
            _apply(led, e, n)
        except NoBase:
            led.deferred.append((n, e))
            continue
        if e.op in {"more", "fewer", "times", *AFFINE_OPS} and e.other:
            related.append(e)
        if e.op in {"has", "more", "fewer", "times", "more_k", "fewer_k", "times_k", *AFFINE_OPS}:
            waiting = list(led.deferred)
            _retry_deferred(led, n)
            late.extend(r for item in waiting if item not in led.deferred for r in (item[1],))
        else:
            continue  # a change after a comparison leaves it as told ("Ann buys 3 red apples")
        if any(
            r.other == h and r.kind.covers(k) for h, k in set(led.amounts) - keys for r in bases
        ):
            # "Marcus has twice as many red apples as Mona. Nicholas has 6 more apples than
            # Mona. Mona also has 4 green apples. If Marcus has 20 red apples, ...": Mona's
            # red apples come after Nicholas's base was taken as her 4 (answered 10)
            raise Halt("unbound_quantity", "a comparison's base found in parts after it")
    if led.deferred:
        raise Halt("unbound_quantity", "a comparison whose base is never given")


def _late_base_changes(r: Event, e: Event) -> bool:
    """``e`` changes the base side of ``r``, a comparison applied after it was told."""
    base = r.other or r.holder
    heads = {r.kind.head, (r.other_kind or r.kind).head}
    return e.kind.head in heads and base in (e.holder, e.other)


def _late_base_told(r: Event, e: Event) -> bool:
    """``e`` tells more of a side of ``r``, a comparison applied after it was told."""
    heads = {r.kind.head, (r.other_kind or r.kind).head}
    return e.kind.head in heads and e.holder in {r.other or r.holder, r.holder}


def _retry_deferred(led: Ledger, now: int) -> None:
    progress = True
    while progress and led.deferred:
        progress = False
        for item in list(led.deferred):
            at, e = item
            if max(led.changed.get(e.holder, -1), led.changed.get(e.other or e.holder, -1)) > at:
                raise Halt("unbound_quantity", "a comparison whose sides changed before the base")
            try:
                _apply(led, e, now)
            except NoBase:
                continue
            led.deferred.remove(item)
            progress = True
