"""Answering the question from a replayed ledger: states, events, rates, prices, shares.

Every answer comes with its derivation: steps that replay with exact arithmetic, each naming
its source sentence and tokens.
"""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction

from mathcore.exact import normalize
from mathcore.organs.story.boxed_restated import check_restated
from mathcore.organs.story.gsm_questions import (
    by_holder,
    event_difference,
    every_member_acted,
    narrowed_through_rate,
)
from mathcore.organs.story.gsm_rate import rate_events
from mathcore.organs.story.gsm_wages import wage_earnings
from mathcore.organs.story.lazy import module as _lazy
from mathcore.organs.story.ledger import Halt, Ledger, _gate, _value, contents_clash
from mathcore.organs.story.mawps_eq_asks import coin_money, content_kind
from mathcore.organs.story.model import ALL, EVERYONE, Event, Kind, Question, StorySetup
from mathcore.packs.loader import current_pack
from mathcore.results import Step
from mathcore.text.hypernyms import broader, related


def _state(led: Ledger, holder: str, kind: Kind) -> tuple[Fraction, list[Step]]:
    members = set(holder[1:].split("&")) if holder.startswith("&") else {holder}
    keys = [
        k
        for k in led.amounts
        if (k[0] in members or (holder == EVERYONE and k[0])) and kind.covers(k[1])
    ]
    if holder.startswith("&") and {k[0] for k in keys} != members:
        raise Halt("question_target_unbound", "a named holder holds none of it")
    placed = keys and holder.startswith("the ")
    if placed and any(h == EVERYONE and kind.covers(k) for h, k in led.amounts):
        # "In a class, there were 13 girls. There were 39 boys. How many students were in the
        # class?": the unplaced 39 may be in the class (statements7, found on the way)
        raise Halt("ambiguous_total", "a count told with no place beside the asked place")
    broader = [
        k
        for k in led.amounts
        if (k[0] in members or holder == EVERYONE) and k[1].covers(kind) and k[1] != kind
    ]
    if broader:
        raise Halt("ambiguous_total", f"{broader[0][1].label()} may or may not be {kind.label()}")
    if kind.mods:
        _named_kinds_beside(led, members, holder, kind)
    nested = [
        (a, b)
        for a in keys
        for b in keys
        if a[0] == b[0]
        and a != b
        and a[1].covers(b[1])
        and not (a in led.materialized and _additive(b[1]))
    ]
    if nested:  # "has 24 marbles. He has 12 blue marbles": are the blue ones among the 24?
        a, b = nested[0]
        raise Halt("ambiguous_total", f"{b[1].label()} may or may not be among {a[1].label()}")
    if holder == EVERYONE:
        places = {k[0].startswith("the ") for k in keys}
        if len(places) > 1:
            raise Halt("ambiguous_total", "a total over people and places")
    extra = _maybe_derived(led, holder, kind) if keys else None
    boxed = [k for k in led.amounts if (k[0] in members or holder == EVERYONE) and k not in keys]
    counted = any(kind.covers(k) for _h, k in led.materialized)  # the units' own, made amounts
    if (
        keys
        and extra is None
        and not counted
        and any(f"of {kind.head}" in k[1].mods for k in boxed)
    ):
        # "had 5 marbles. He bought 3 bags of marbles": the bags hold marbles of no told count
        raise Halt("ambiguous_total", f"units of {kind.label()} hold a count never told")
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


def _named_kinds_beside(led: Ledger, members: set[str], holder: str, kind: Kind) -> None:
    """``Sandy had 26 pet fish. Tom gave her 6 goldfish. How many pet fish does she have?``:
    goldfish (a kind of fish, the pack's hypernym rows) may or may not be pet fish."""
    for h, k in led.amounts:
        if (h in members or holder == EVERYONE) and kind.head in broader(k.head):
            raise Halt("ambiguous_total", f"{k.label()} may or may not be {kind.label()}")


def _additive(kind: Kind) -> bool:
    """``6 extra crayons``: a modifier the pack marks ``additive`` says "besides the others"."""
    pack = current_pack()
    return any(pack.value(m, "modifier") == "additive" for m in kind.mods)


def _maybe_derived(led: Ledger, holder: str, kind: Kind) -> tuple[Fraction, list[Step]] | None:
    """The amount held through units and a per-unit rate, when the holder has such units."""
    if any(h == holder and kind.covers(k) for h, k in led.materialized):
        return None  # already counted when a change made it an amount of its own
    rates = [u for (k, u) in led.each if kind.covers(k)]
    if len(rates) != 1:
        return None
    if not any(h == holder and rates[0].covers(k) for h, k in led.amounts):
        return None
    stated = [k for h, k in led.amounts if h == holder and kind.covers(k)]
    if any(k != kind and not _additive(k) for k in stated):
        # "4 packs of 10 crayons. She has 6 red crayons.": are the red ones in the packs?
        raise Halt("ambiguous_total", "a stated amount may or may not be among the units' own")
    derived = _derived(led, holder, kind)
    check_restated(led, holder, rates[0], kind, derived[0])  # "He has 2 pens." again
    return derived


def _bound_elsewhere(led: Ledger, ev_source: str, holders: set[str]) -> bool:
    """``Sam has 5 bags with 6 marbles each. Tom has 3 bags``: a per-unit amount said in one
    holder's own clause is of that holder's units; another's units are not said to hold it."""
    if not ev_source:
        return False
    owners = {
        h
        for (h, _k), lin in led.amounts.items()
        if lin is not None and any(s.source == ev_source for s in lin.steps)
    }
    return bool(owners) and not holders <= owners


def _units_added_after(led: Ledger, ev_source: str, unit: Kind) -> bool:
    """A count of units told in the per-unit amount's own clause (``4 shelves, each with 8
    books``), then added to: the amount is said of the units counted there only."""
    if not ev_source:
        return False
    for (_h, k), lin in led.amounts.items():
        if lin is None or not unit.covers(k) or all(s.source != ev_source for s in lin.steps):
            continue
        if any(s.operation == "add" and s.source and s.source != ev_source for s in lin.steps):
            return True
    return False


def _holding_units(led: Ledger, kind: Kind) -> list[Kind]:
    """The units told to hold ``kind``, directly or through units inside them (boxes of bags
    of balloons); a unit told to hold only something else (``each tricycle has 3 seats``)
    says nothing of how many ``kind`` it holds."""
    units = [u for (kk, u) in led.each if kind.covers(kk)]
    grown = True
    while grown:
        more = [u for (kk, u) in led.each if u not in units and any(x.covers(kk) for x in units)]
        units += more
        grown = bool(more)
    return units


def _derived(led: Ledger, holder: str, kind: Kind) -> tuple[Fraction, list[Step]]:
    """Amount through a per-unit rate: holder has n units, each unit holds r of kind."""
    rates = [(u, r, e) for (k, u), (r, e) in led.each.items() if kind.covers(k)]
    if not rates:
        raise Halt("question_target_unbound", f"nothing of {kind.label()} held by {holder}")
    units = [u for u, _r, _e in rates]
    if any(a != b and (a.covers(b) or b.covers(a)) for a in units for b in units):
        raise Halt("ambiguous_total", "per-unit amounts over overlapping units")
    members = set(holder[1:].split("&")) if holder.startswith("&") else {holder}
    holding = _holding_units(led, kind)  # "each tricycle has 3 seats": not of the wheels
    unrated = [
        k
        for h, k in led.amounts
        if (h in members or holder == EVERYONE)
        and not kind.covers(k)
        and not any(u.covers(k) for u in holding)
        and not any(kk.covers(k) for (kk, _u) in led.each)
    ]
    if unrated:  # "9 indoor and 11 outdoor tables. Each indoor table has 10 chairs": outdoor?
        raise Halt("ambiguous_total", f"how many {kind.label()} {unrated[0].label()} hold")
    total = Fraction(0)
    steps: list[Step] = []
    for unit, rate, ev in rates:  # "9 indoor tables with 10 chairs each, 11 outdoor with 3"
        held = {
            h for h, k in led.amounts if unit.covers(k) and (h in members or holder == EVERYONE)
        }
        if _bound_elsewhere(led, ev.source, held) or (ev.holder and held - {ev.holder}):
            # Rachel's 9 books on each shelf: not Tom's shelves (a stated holder's units only)
            raise Halt("question_target_unbound", "units not said to hold the per-unit amount")
        if any(
            h in members and unit.covers(k) and contents_clash(k, ev.kind) for h, k in led.amounts
        ):
            raise Halt("question_target_unbound", "units of another kind of the counted thing")
        named = [
            k for h, k in led.amounts if unit.covers(k) and (h in members or holder == EVERYONE)
        ]
        if _lazy("mathcore.organs.story.solver7").other_contents(named, ev.kind):  # solver7
            raise Halt("question_target_unbound", "units named by another thing than the amount")
        if _units_added_after(led, ev.source, unit):
            # "Tom has 4 shelves, each with 8 books. He buys 2 more shelves": the 8 books are
            # said of the 4 shelves only; what the new ones hold is never told
            raise Halt("question_target_unbound", "units added to those said to hold the amount")
        count, more = _state(led, holder, unit)
        _gate("story_count_times_each")
        led.used.add(id(ev))
        res = count * Fraction(rate)
        steps.extend(more)
        steps.append(
            Step("multiply", (normalize(count), rate), normalize(res), "count x each", ev.source)
        )
        if len(rates) > 1:
            _gate("story_sum_of_parts")
            steps.append(Step("add", (normalize(total), normalize(res)), normalize(total + res)))
        total += res
    return total, steps


_SPAN_UNITS = frozenset({"second", "minute", "hour", "day", "week", "month", "year"})


def _span_beside(setup: StorySetup) -> bool:
    """``Liza reads 20 pages in an hour. She reads for 3 hours. How many pages ...?``: the
    asked act also told over a span of time (``for 3 hours``: its amount not told); or asked
    over a span while also told by its amount (``walked 3 miles on Monday``: how long?)."""
    q = setup.question
    timed = q.kind.head in _SPAN_UNITS
    return any(
        e.op == "act"
        and e.frame == q.frame
        and by_holder(q.holder, e.agent)
        and (e.kind.head in _SPAN_UNITS) != timed
        and (timed or e.rule == "act_for")
        for e in setup.events
    )


def _in_one_span(setup: StorySetup, hits: list[Event]) -> bool:
    """``Tom earns $10 in an hour. He works 5 hours.``: an act told in one unit of time beside
    a span of that unit the same doer acts over (a rate, not the whole amount)."""
    units: set[str] = set()
    for e in hits:
        words = e.source.partition(": ")[2].lower().split()
        for k in range(len(words) - 2):
            if words[k] == "in" and words[k + 1] in ("a", "an", "one"):
                units.add(words[k + 2])
    units &= _SPAN_UNITS
    q = setup.question
    return any(
        e.op == "act" and by_holder(q.holder, e.agent) and e.kind.head in units
        for e in setup.events
    )


def _events(led: Ledger, setup: StorySetup) -> tuple[Fraction, list[Step]]:
    q = setup.question
    hits = [
        e
        for e in setup.events
        if e.op in ("gain", "lose", "give", "act")
        and e.frame == q.frame
        and by_holder(q.holder, e.agent)
        and (not q.other or e.other == q.other)
        and q.kind.covers(e.kind)
    ]
    every_member_acted(q.holder, hits)  # "did Mona, Jasmine, and Rachel bring": each did
    if hits and (_span_beside(setup) or _in_one_span(setup, hits)):  # "for 3 hours": pages?
        raise Halt("ambiguous_total", "the act told both over a span and by its amount")
    untold = _lazy("mathcore.organs.story.untold_acts").untold_act(setup, hits) if hits else None
    if untold:  # "He read 3 chapters on Tuesday": how many pages? (adversary 7c)
        raise Halt("ambiguous_total", untold)
    if hits and q.kind.head == "dollar" and _coins_beside(setup, q):
        raise Halt("question_target_unbound", "money in coins or cents beside the dollars")
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
    if hits and any(  # "picked 5 flowers. Ann picked 15 roses": the roses are flowers too
        e.frame == q.frame and by_holder(q.holder, e.agent) and q.kind.head in broader(e.kind.head)
        for e in setup.events
    ):
        raise Halt("ambiguous_total", f"a kind of {q.kind.label()} done beside it, not counted")
    halves = _lazy("mathcore.organs.story.mawps_eq2")._other_half(q.frame)
    if hits and any(
        e.frame in halves and by_holder(q.holder, e.agent) and e.kind.head == q.kind.head
        for e in setup.events
    ):  # "missed 4 of the 7 football games. She went to 2 basketball games": she went to 5
        raise Halt("ambiguous_total", "the games gone to are also the whole less those missed")
    if not hits and q.kind.head == "dollar":  # a wage and measured work, else item prices
        unpaid = _lazy("mathcore.organs.story.untold_acts").untold_pay(setup)
        if unpaid:  # "He also sold 3 cakes": for how much? (adversary 7c)
            raise Halt("ambiguous_total", unpaid)
        return wage_earnings(led, setup) or _priced_events(led, setup)
    if not hits:
        through = _events_through_rate(led, setup) or narrowed_through_rate(led, setup)
        through = through or rate_events(led, setup)  # "plays 200 beats per minute" (gsm_rate)
        eq2 = _lazy("mathcore.organs.story.mawps_eq2")
        through = through or eq2.complement(led, setup)  # "missed 4 of the 7 games"
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


def _coins_beside(setup: StorySetup, q: Question) -> bool:
    """``Olivia pays 4 quarters for chips and $2 for soda. How many dollars does she pay?``
    (answered 2): the dollars paid leave out the money paid in coins or cents."""
    worth = _lazy("mathcore.organs.story.mawps_eq_asks")._worth
    return any(
        e.op in ("gain", "lose", "give", "act")
        and e.frame == q.frame
        and by_holder(q.holder, e.agent)
        and e.kind.head != "dollar"
        and (e.kind.head == "cent" or worth(e.kind) is not None)
        for e in setup.events
    )


def _contents_unsaid(named: set[str], per_unit: Kind, asked: Kind) -> bool:
    """Units named by their contents (``boxes of pens``) counted through a per-unit amount of
    another thing (``Each box has 6 pencils``): neither a kind of the other, nor a part of
    it asked as such (``pieces of gum`` from ``packages of gum``)."""
    if per_unit.head in named or any(f"of {n}" in asked.mods for n in named):
        return False
    return not any(related(n, per_unit.head) for n in named)


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
    bound = {
        e.source for e in setup.events if e.op != "each" and e.source and e.source == rate_ev.source
    }
    if bound and any(e.source not in bound for e in hits):  # another's units: not said to hold it
        raise Halt("question_target_unbound", "units not said to hold the per-unit amount")
    if any(contents_clash(e.kind, rate_ev.kind) for e in hits):
        raise Halt("question_target_unbound", "units of another kind of the counted thing")
    named = {m.split()[-1] for e in hits for m in e.kind.mods if m.split()[0] == "of"}
    if rate_ev.kind.head in named and len(named) > 1:  # "4 boxes of pens and 2 boxes of
        # pencils. Each box has 6 pens": the pencils' boxes are not said to hold pens
        raise Halt("question_target_unbound", "units named by another content")
    if named and _contents_unsaid(named, rate_ev.kind, q.kind):
        # "4 boxes of pens. Each box has 6 pencils": boxes of pens are not said to hold pencils
        raise Halt("question_target_unbound", "units named by another content")
    unrated = [
        e
        for e in setup.events
        if e.op in ("gain", "lose", "give", "act")
        and e.frame == q.frame
        and (q.holder == EVERYONE or e.agent == q.holder)
        and not unit.covers(e.kind)
        and not q.kind.covers(e.kind)
    ]
    if unrated:  # "7 packs of red balls and 6 packs of yellow. Each pack of red has 18 balls"
        raise Halt("ambiguous_total", f"how many {q.kind.label()} {unrated[0].kind.label()} hold")
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
    "pay": ("buy", "purchase"),
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
    return priced_sum(led, items, add_from_first=len(items) > 1)


def priced_sum(
    led: Ledger, events: list[Event], *, add_from_first: bool
) -> tuple[Fraction, list[Step]]:
    """Each event's count times its one unit price from the ledger, summed. The derivation
    shows a running ``add`` after every product, from the first one (``0 + v``) when
    ``add_from_first``, else from the second; a kind with no single price refuses."""
    _gate("story_count_times_price")
    total = Fraction(0)
    steps: list[Step] = []
    for i, e in enumerate(events):
        prices = [(p, pe) for k, (p, pe) in led.price.items() if k.covers(e.kind)]
        if len(prices) != 1 or e.qty is None:
            raise Halt("question_target_unbound", f"no single price of {e.kind.label()}")
        p, pe = prices[0]
        led.used.add(id(pe))
        v = Fraction(e.qty) * Fraction(p)
        steps.append(Step("multiply", (e.qty, p), normalize(v), "count x unit price", e.source))
        if add_from_first or i:
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
    parts = _lazy("mathcore.organs.story.question_scope").initial_parts
    if parts(setup, first):  # "13 siamese cats and 5 house cats ... at first": both kinds
        return parts(setup, first, summed=True)  # type: ignore[no-any-return]
    if first.qty is not None:
        return Fraction(first.qty), [Step("has", (first.qty,), first.qty, "start", first.source)]
    if led.unknown is None:
        raise Halt("unbound_quantity", "the starting amount is never determined")
    if q.kind.head == "dollar" and any(_trade_of(e, q.holder) for e in setup.events):
        # adversary 9a: "Josh has some money. He bought 2 pens. He spent $3 on a drink. He has
        # $6 left." answered 9: the ledger's replay moves no dollars for a purchase
        raise Halt("unbound_quantity", "a purchase's cost is not in the money replayed")
    assert led.unknown_step is not None
    return led.unknown, [led.unknown_step]


def _trade_of(e: Event, holder: str) -> bool:
    """``e`` is ``holder``'s purchase or sale of a thing (money it moves is not an event)."""
    return (
        e.op in ("gain", "lose")
        and e.frame in BUYING | SELLING
        and e.agent == holder
        and e.kind.head != "dollar"
    )


BUYING = frozenset({"buy", "purchase"})
SELLING = frozenset({"sell"})


def _money_left(led: Ledger, setup: StorySetup) -> tuple[Fraction, list[Step]]:
    """Money held, less what the holder's priced purchases cost ("bought 2 baguettes" and
    "each baguette cost $2"); a purchase without a price leaves the money unknown."""
    q = setup.question
    _lazy("mathcore.organs.story.question_forms").no_coins_beside(led, q)
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


Answer = tuple[Fraction, list[Step]]


def _ask_state(led: Ledger, setup: StorySetup) -> Answer:
    setup = content_kind(led, setup)  # mawps_eq: "pieces of gum" from packages of gum
    q = setup.question
    _start_or_end(setup)
    coins = coin_money(led, setup)  # mawps_eq: "6 quarters ... how many cents does she have"
    if coins is not None:
        return coins
    if q.kind.head == "dollar":
        return _money_left(led, setup)
    if _lazy("mathcore.organs.story.untold_acts").people_brought(setup):  # adversary 7c
        raise Halt("ambiguous_total", "people brought: among those asked of or not?")
    if q.holder == EVERYONE and "they" in q.source.lower().split():
        _they_hold_it(led, q.kind)
    if q.holder == EVERYONE and "left" in q.source.lower().split():
        _left_of_whom(led, setup)
    return _state(led, q.holder, q.kind)


#: Words that place a state question after the story's changes (``did she have left``).
_AFTER_WORDS = frozenset(
    {"now", "left", "still", "then", "after", "afterwards", "later", "finally", "remaining", "end"}
)


def _start_or_end(setup: StorySetup) -> None:
    """``Gary had some dollars. He spent $55 and had $18 left. How many dollars did Gary
    have?``: a past state question with no word placing it after the changes, of a holder whose
    start is the story's unknown (``had some``), may ask that start (73) or the end (18)."""
    q = setup.question
    words = q.source.split(": ", 1)[-1].lower().replace("?", " ").split()
    if "did" not in words or "have" not in words or _AFTER_WORDS.intersection(words):
        return
    if any(
        e.frame == "has_some" and e.holder == q.holder and q.kind.covers(e.kind)
        for e in setup.events
    ):
        raise Halt("question_target_unbound", "did ... have: the unknown start or the end?")


def _left_of_whom(led: Ledger, setup: StorySetup) -> None:
    """``Tom has 48 crayons. Kiley takes 5 crayons. How many crayons are left?``: what is left
    is Tom's (43), not the sum over everyone who holds crayons (48, Kiley's 5 counted): a "left"
    asked of no holder, when an amount of the kind moved to a holder or a holder gained some
    beside another's, names no one amount."""
    kind = setup.question.kind
    holders = {h for h, k in led.amounts if h and kind.covers(k)}
    if len(holders) > 1:
        raise Halt("ambiguous_total", "left: whose? more than one holder holds the kind")


def _they_hold_it(led: Ledger, kind: Kind) -> None:
    """``Maya has 12 stickers. Leo has 9 pens. How many stickers do they have?``: Leo's
    stickers are never told (none, or some), so 'they' is refused, as when he is named."""
    having = {h for h, k in led.amounts if kind.covers(k)}
    people = {h for h, _k in led.amounts if h and h != EVERYONE and not h.startswith("the ")}
    if having and people - having:
        raise Halt("question_target_unbound", "a person 'they' counts holds none of it")


def _ask_difference(led: Ledger, setup: StorySetup) -> Answer:
    q = setup.question
    if q.frame:  # "how many more apples did Suraya pick than Kayla?": their actions
        return event_difference(led, setup)
    a, sa = _state(led, q.holder, q.kind)
    b, sb = _state(led, q.other, q.kind)
    _gate("story_difference")
    if a < b:
        raise Halt("negative_quantity", "the difference is negative")
    step = Step("subtract", (normalize(a), normalize(b)), normalize(a - b), "difference", q.source)
    return a - b, [*sa, *sb, step]


def _ask_need(led: Ledger, setup: StorySetup) -> Answer:
    q = setup.question
    assert q.qty is not None
    have, steps = _state(led, q.holder, q.kind)
    _gate("story_difference")
    if have > q.qty:
        raise Halt("negative_quantity", "already more than the target")
    res = Fraction(q.qty) - have
    step = Step("subtract", (q.qty, normalize(have)), normalize(res), "still needed", q.source)
    return res, [*steps, step]


def _ask_afford(led: Ledger, setup: StorySetup) -> Answer:
    """``how many 6 dollar toys could he buy?``: exact division only."""
    q = setup.question
    assert q.qty is not None
    money, steps = _state(led, q.holder, Kind("dollar"))
    _gate("story_equal_share")
    if q.qty == 0:
        raise Halt("division_by_zero", "a price of zero")
    res = money / Fraction(q.qty)
    step = Step("divide", (normalize(money), q.qty), normalize(res), "money over price", q.source)
    return res, [*steps, step]


def _ask_dozens(led: Ledger, setup: StorySetup) -> Answer:
    q = setup.question
    have, steps = _state(led, q.holder, q.kind)
    _gate("story_equal_share")
    res = have / 12
    return res, [
        *steps,
        Step("divide", (normalize(have), 12), normalize(res), "in dozens", q.source),
    ]


def _ask_per_part(led: Ledger, setup: StorySetup) -> Answer:
    q = setup.question
    unit = q.other_kind
    assert unit is not None
    hits = [(u, v) for u, v in led.parts.items() if unit.covers(u) or u.covers(unit)]
    if len(hits) != 1:
        raise Halt("question_target_unbound", "no single equal share")
    parts_unit, (value, steps, shared) = hits[0]
    if not unit.covers(parts_unit):  # "each of the big loads": a size the story never gives them
        raise Halt("question_target_unbound", f"the {parts_unit.label()} are never called that")
    if not q.kind.covers(shared):  # "shares 21 bananas ... how many stamps does each get?"
        raise Halt("question_target_unbound", f"{shared.label()} were shared, not {q.kind.label()}")
    return value, list(steps)


def _ask_count_of(led: Ledger, setup: StorySetup) -> Answer:
    q = setup.question
    assert q.other_kind is not None and q.qty is not None
    rates = [
        (r, e) for (k, u), (r, e) in led.each.items() if q.kind.covers(k) and q.other_kind.covers(u)
    ]
    if not rates:  # "There are 3 calories in a candy bar": what one unit holds
        one = f"the {q.other_kind.label()}"
        held = [v for (h, k), v in led.amounts.items() if h == one and q.kind.covers(k)]
        if len(held) == 1 and held[0] is not None and held[0].b == 0:
            _gate("story_count_times_each")
            res = Fraction(q.qty) * held[0].a
            step = Step("multiply", (q.qty, normalize(held[0].a)), normalize(res), "count x one")
            return res, [*held[0].steps, step]
    if len(rates) != 1:
        raise Halt("question_target_unbound", "no single per-unit rate")
    _gate("story_count_times_each")
    r, e = rates[0]
    led.used.add(id(e))
    res = Fraction(q.qty) * Fraction(r)
    return res, [Step("multiply", (q.qty, r), normalize(res), "count x each", e.source)]


def _ask_cost_of(led: Ledger, setup: StorySetup) -> Answer:
    q = setup.question
    assert q.qty is not None
    prices = [(p, e) for k, (p, e) in led.price.items() if q.kind.covers(k)]
    if len(prices) != 1:
        raise Halt("question_target_unbound", "no single unit price")
    _gate("story_count_times_price")
    p, e = prices[0]
    led.used.add(id(e))
    res = Fraction(q.qty) * Fraction(p)
    return res, [Step("multiply", (q.qty, p), normalize(res), "count x unit price", e.source)]


def _ask_difference_k(led: Ledger, setup: StorySetup) -> Answer:
    """``How many more red balls than yellow balls did Kate buy?`` (or are there)."""
    q = setup.question
    assert q.other_kind is not None
    if q.frame:
        a, sa = _events(led, setup)
        b, sb = _events(led, replace(setup, question=replace(q, kind=q.other_kind)))
    else:
        a, sa = _state(led, q.holder, q.kind)
        b, sb = _state(led, q.holder, q.other_kind)
    _gate("story_difference")
    if a < b:
        raise Halt("negative_quantity", "the difference is negative")
    step = Step("subtract", (normalize(a), normalize(b)), normalize(a - b), "difference", q.source)
    return a - b, [*sa, *sb, step]


ASKS = {
    "state": _ask_state,
    "event": _events,
    "difference": _ask_difference,
    "need": _ask_need,
    "initial": _initial,
    "afford": _ask_afford,
    "dozens": _ask_dozens,
    "per_part": _ask_per_part,
    "count_of": _ask_count_of,
    "cost_of": _ask_cost_of,
    "difference_k": _ask_difference_k,
}
ASKS.update(_lazy("mathcore.organs.story.gsm_rate").RATE_ASKS)
ASKS.update(_lazy("mathcore.organs.story.gsm_rates").RATES_ASKS)
ASKS.update(_lazy("mathcore.organs.story.gsm_change").CHANGE_ASKS)
ASKS.update(_lazy("mathcore.organs.story.mawps_asks").MAWPS_ASKS)
ASKS.update(_lazy("mathcore.organs.story.mawps_eq_asks").MAWPS_EQ_ASKS)
ASKS["spent_on"] = _lazy("mathcore.organs.story.mawps_eq3_spend").spent_on
ASKS["took_time"] = _lazy("mathcore.organs.story.mawps_eq3_took").took_time
ASKS.update(_lazy("mathcore.organs.story.mawps_multi").multi_asks(ASKS))
ASKS.update(_lazy("mathcore.organs.story.gsm_money_shop").shop_asks(ASKS))
ASKS.update(_lazy("mathcore.organs.story.gsm_time_age").AGE_ASKS)
ASKS.update(_lazy("mathcore.organs.story.mawps_more").more_asks(ASKS))
_F4 = _lazy("mathcore.organs.story.frames4_units")
ASKS["event"] = _F4.units_sum(ASKS["event"])  # frames4: several sizes of units summed
ASKS["state"] = _lazy("mathcore.organs.story.arrays").in_units(
    ASKS["state"]
)  # arrays: in the shelves
ASKS.update(_lazy("mathcore.organs.story.questions_what_pct").PCT_ASKS)
ASKS.update(_lazy("mathcore.organs.story.distrib").DISTRIB_ASKS)
ASKS.update(_lazy("mathcore.organs.story.distrib_cat").CAT_ASKS)
_QF = _lazy("mathcore.organs.story.question_forms")
ASKS["time_diff"] = _QF.time_diff_answer  # question_forms: "more on Saturday than Sunday"
ASKS.update(_lazy("mathcore.organs.story.question_forms6").ASKS6)
ASKS.update(_lazy("mathcore.organs.story.solver7").asks7(ASKS))  # solver7: cans of cat food


def _answer(led: Ledger, setup: StorySetup) -> Answer:
    handler = ASKS.get(setup.question.ask)
    if handler is None:
        raise Halt("question_target_unbound", setup.question.ask)
    _lazy("mathcore.organs.story.holder_binding").bind_check(setup)
    return handler(led, setup)
