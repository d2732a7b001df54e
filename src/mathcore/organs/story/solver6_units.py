"""Solver frontier, round 6: per-unit amounts the ledger could not place (``solver6``).

``own_units``: amounts in each unit told with one holder's units are that holder's;
``units_base``: a comparison's base that holds the compared things only through units.
Both read the per-unit amounts as the amounts held (count x amount), the units kept.
"""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction

from mathcore.exact import normalize
from mathcore.organs.story.lazy import module as _lazy
from mathcore.organs.story.model import ALL, EVERYONE, Event, Kind, StorySetup
from mathcore.results import Step


def units_of_setup(setup: StorySetup) -> tuple[StorySetup, list[Step]]:
    """This module's rewrites in order (``solver6.prepare``)."""
    setup, made = made_uses(setup)
    setup, priced = price_through_units(setup)
    setup, contents = units_priced_by_contents(setup)
    setup, own = own_units(setup)
    return setup, [*made, *priced, *contents, *own]


def own_units(setup: StorySetup) -> tuple[StorySetup, list[Step]]:
    """``Mara has 12 bags with 2 marbles in each bag. Markus has 2 bags with 13 marbles in
    each bag.``: two amounts in each unit of one kind, each told in the clause that gives
    one holder those units, are amounts in each of *that holder's* units (the ledger holds
    one amount per kind of unit and refused two as a contradiction, or, when equal, as
    said of the first holder's units only). Each such pair is
    read as what it tells: the holder has (or gained) count x amount of the counted thing
    (24 marbles), the units themselves kept. Only when every conflicting amount is bound
    this way, to distinct holders, each count known, and no other event names those units
    (a bag given, lost or asked would mix them); otherwise the story is unchanged (and
    refused as before)."""
    groups: dict[tuple[Kind, Kind], list[int]] = {}
    for n, e in enumerate(setup.events):
        if e.op == "each" and e.other_kind is not None:
            groups.setdefault((e.kind, e.other_kind), []).append(n)
    conflicts = [ns for ns in groups.values() if len(ns) > 1]
    if not conflicts:
        return units_base(setup)
    events: list[Event | None] = list(setup.events)
    steps: list[Step] = []
    for ns in conflicts:
        unit = setup.events[ns[0]].other_kind
        assert unit is not None
        bound: dict[int, int] = {}
        for n in ns:
            src = setup.events[n].source
            held = [
                k
                for k, x in enumerate(setup.events)
                if x.op in ("has", "gain") and x.kind == unit and x.source == src
            ]
            if len(held) != 1 or setup.events[held[0]].qty is None:
                return setup, []
            bound[n] = held[0]
        owners = {setup.events[k].holder for k in bound.values()}
        if len(owners) != len(ns) or EVERYONE in owners:
            return setup, []
        named = {
            k
            for k, x in enumerate(setup.events)
            if unit.head in (x.kind.head, x.other_kind.head if x.other_kind else "")
        }
        if named != {*bound, *bound.values()} or unit.head == setup.question.kind.head:
            return setup, []  # the units named elsewhere, or asked: whose are they?
        for n, k in bound.items():
            rate, units = setup.events[n], setup.events[k]
            assert rate.qty is not None and units.qty is not None
            amount = Fraction(units.qty) * Fraction(rate.qty)
            steps.append(
                Step(
                    "multiply",
                    (units.qty, rate.qty),
                    normalize(amount),
                    "count x each",
                    rate.source,
                )
            )
            events[n] = replace(units, kind=rate.kind, qty=normalize(amount), rule="s6_own_units")
    return StorySetup(tuple(e for e in events if e is not None), setup.question), steps


_COMPARE_OPS = frozenset({"more", "fewer", "times", "times_more", "times_fewer"})
_HOLD_OPS = ("has", "gain")


def _base_rate(setup: StorySetup, c: Event) -> Event | None:
    """The one per-unit amount (``each box has 6 pens``) that gives the comparison's base
    holder its things, or None: the base holds no such thing itself (no event of the noun
    names it), the rate is the only one of the noun, and the comparison's kind is the
    rate's kind (or the rate's bare noun named by its unit: ``pizza slices``)."""
    b, kind = c.other, c.kind
    if any(
        b in (x.holder, x.other)
        and x.kind.head == kind.head
        and not (x.op in _COMPARE_OPS and x.other == b)  # compared with b: no amount of b
        for x in setup.events
    ):
        return None
    rates = [r for r in setup.events if r.op == "each" and r.kind.head == kind.head]
    if len(rates) != 1 or rates[0].other_kind is None or rates[0].qty is None:
        return None
    r = rates[0]
    unit = r.other_kind
    assert unit is not None
    if r.kind != kind and not (not r.kind.mods and kind.mods == (unit.head,)):
        return None
    return r


def units_base(setup: StorySetup) -> tuple[StorySetup, list[Step]]:
    """``Bobby has 2 boxes with 6 pens in each box. Ann has twice as many pens as Bobby.``:
    a comparison whose base holds the compared things only through units (the ledger keeps
    per-unit amounts aside and refused: a base never given). The units' amounts are read
    as what they hold: every holding of those units (known counts, held or gained, and
    nothing else told of them) holds count x amount of the things, the units kept. Only
    for a comparison's base with no amount of its own, one rate of the noun, and units
    named by nothing else; otherwise the story is unchanged."""
    comps = [c for c in setup.events if c.op in _COMPARE_OPS and c.other]
    for c in comps:
        r = _base_rate(setup, c)
        if r is None:
            continue
        unit = r.other_kind
        assert unit is not None and r.qty is not None
        named = [
            k
            for k, x in enumerate(setup.events)
            if x is not r and unit.head in (x.kind.head, x.other_kind.head if x.other_kind else "")
        ]
        xs = [setup.events[k] for k in named]
        if not xs or any(
            x.op not in _HOLD_OPS or x.kind != unit or x.qty is None or x.qty == ALL for x in xs
        ):
            continue
        if c.other not in {x.holder for x in xs}:
            continue
        if r.holder and any(x.holder != r.holder for x in xs):
            continue  # "Rachel's boxes each hold 6": not Tom's boxes
        if any(x.source == r.source for x in xs) and any(x.source != r.source for x in xs):
            continue  # "Bobby has 2 boxes with 6 pens in each box. Carl has 4 boxes.": Carl's?
        out: list[Event] = []
        steps: list[Step] = []
        for x in setup.events:
            if x is r:
                continue
            out.append(x)
            if x in xs:
                assert x.qty is not None
                amount = Fraction(x.qty) * Fraction(r.qty)
                steps.append(
                    Step("multiply", (x.qty, r.qty), normalize(amount), "count x each", r.source)
                )
                out.append(replace(x, kind=c.kind, qty=normalize(amount), rule="s6_units_base"))
        return StorySetup(tuple(out), setup.question), steps
    return setup, []


#: Verbs that make the units a per-unit use is told of (``makes 10 scarves``).
_MAKERS = frozenset({"make", "bake", "knit", "sew", "build", "cook", "craft", "produce"})


def _uses(e: Event, verb: str) -> Kind | None:
    """The unit of a per-unit use told with ``verb`` (``Each scarf uses 3 balls of wool``:
    an ``each``; ``a scarf uses 3 balls of wool``: a loss by ``the scarf``), or None."""
    from mathcore.organs.story.lexemes import lexicon

    words = e.source.partition(": ")[2].lower().split()
    entries = lexicon().entries
    if not any((lx := entries.get(w)) is not None and lx.lemma == verb for w in words):
        return None
    if e.op == "each" and e.other_kind is not None and e.qty is not None:
        return e.other_kind
    generic = words[:1] in (["a"], ["an"]) and e.holder.startswith("the ")
    if e.op == "lose" and e.frame == verb and generic and e.qty is not None:
        return Kind(e.holder.removeprefix("the "))
    return None


def made_uses(setup: StorySetup) -> tuple[StorySetup, list[Step]]:
    """``Aaron makes 10 scarves and 5 sweaters, and Enid makes 8 sweaters. If a scarf uses 3
    balls of wool and a sweater uses 4 balls of wool, how many balls of wool did Enid and
    Aaron use in total?``: what each maker used is what each unit made uses (count x amount),
    told as the asker's uses. Only for a question of ``use``, every per-unit use of the
    asked kind told with ``use``, of distinct units; every unit of those kinds made by the
    askers (``make``, ``knit``, ``bake`` ...) with a known count, nothing else told of them,
    and nothing else made by the askers; otherwise the story is unchanged."""
    q = setup.question
    if q.ask != "event" or q.frame != "use":
        return setup, []
    facts = {n: u for n, e in enumerate(setup.events) if (u := _uses(e, "use")) is not None}
    if not facts or any(not q.kind.covers(setup.events[n].kind) for n in facts):
        return setup, []
    units = list(facts.values())
    if len(set(units)) != len(units) or any(
        e.frame == "use" and n not in facts for n, e in enumerate(setup.events)
    ):
        return setup, []
    heads = {u.head for u in units}
    made = [n for n, e in enumerate(setup.events) if n not in facts and e.kind.head in heads]
    members = set(q.holder[1:].split("&")) if q.holder.startswith("&") else {q.holder}
    for n in made:
        e = setup.events[n]
        if (
            e.op not in ("gain", "act")
            or e.frame not in _MAKERS
            or e.kind not in units
            or e.qty is None
            or e.qty == ALL
            or not (e.agent in members or q.holder == EVERYONE)
        ):
            return setup, []
    others = [
        e
        for e in setup.events
        if e.frame in _MAKERS and (e.agent in members or q.holder == EVERYONE)
    ]
    if not made or len(others) != len(made):
        return setup, []  # something else made: what it used is never told
    rate = {u: setup.events[n] for n, u in facts.items()}
    out: list[Event] = []
    steps: list[Step] = []
    for n, e in enumerate(setup.events):
        if n in facts:
            continue
        out.append(e)
        if n in made:
            r = rate[e.kind]
            assert e.qty is not None and r.qty is not None
            amount = Fraction(e.qty) * Fraction(r.qty)
            steps.append(
                Step("multiply", (e.qty, r.qty), normalize(amount), "count x each", r.source)
            )
            used = Event(
                "act",
                e.agent,
                r.kind,
                normalize(amount),
                "",
                None,
                "use",
                r.source,
                e.agent,
                "s6_made_uses",
            )
            out.append(used)
    return StorySetup(tuple(out), q), steps


def price_through_units(setup: StorySetup) -> tuple[StorySetup, list[Step]]:
    """``Luigi bought four pizzas for $80. Each pizza was cut into 5 pieces. How much did
    each piece of pizza cost?``: the price of one part is the unit's price over the parts
    in each unit ($20 / 5). Only for a question of the cost of the asked kind with no price
    of its own, one per-unit amount of that kind (``piece``, or ``piece of pizza`` over
    pizzas), and one price of that unit; the price and the amount are then read as the
    part's price. Anything else is unchanged."""
    q = setup.question
    if q.ask != "cost_of" or any(
        e.op == "price" and e.kind.head == q.kind.head for e in setup.events
    ):
        return setup, []
    rates = [e for e in setup.events if e.op == "each" and e.kind.head == q.kind.head]
    if len(rates) != 1 or rates[0].other_kind is None or not rates[0].qty:
        return setup, []
    r = rates[0]
    unit = r.other_kind
    assert unit is not None and r.qty is not None
    if r.kind.mods or q.kind.mods not in ((), (f"of {unit.head}",)):
        return setup, []
    prices = [e for e in setup.events if e.op == "price" and e.kind == unit]
    if len(prices) != 1 or prices[0].qty is None:
        return setup, []
    p = prices[0]
    assert p.qty is not None
    each = Fraction(p.qty) / Fraction(r.qty)
    step = Step("divide", (p.qty, r.qty), normalize(each), "unit price over parts", r.source)
    part = replace(p, kind=q.kind, qty=normalize(each), rule="s6_price_through_units")
    events = tuple(part if e is p else e for e in setup.events if e is not r)
    return StorySetup(events, q), [step]


_BUYING = ("buy", "purchase")


def units_priced_by_contents(setup: StorySetup) -> tuple[StorySetup, list[Step]]:
    """``Josh buys 3 packs of string cheese. Each piece of string cheese cost 10 cents. Each
    pack has 20 string cheeses in them. How many dollars did he pay?``: a unit bought with no
    price of its own costs what its contents cost (20 x $0.10). Only for a question of what
    the asker paid or spent, every purchase of one unit kind with known counts, one
    per-unit amount in those units, one price of that content (``a piece of string cheese``
    is a string cheese), and nothing else told of the unit or the content; the price and
    the amount are then read as the unit's price. Anything else is unchanged."""
    q = setup.question
    if q.ask != "event" or q.kind.head != "dollar" or q.frame not in ("pay", "spend"):
        return setup, []
    buys = [e for e in setup.events if e.op == "gain" and e.frame in _BUYING]
    kinds = {e.kind for e in buys}
    rates = [e for e in setup.events if e.op == "each" and e.other_kind is not None]
    if len(kinds) != 1 or len(rates) != 1 or any(e.qty is None or e.qty == ALL for e in buys):
        return setup, []
    (unit,), r = kinds, rates[0]
    assert r.other_kind is not None and r.qty is not None
    if not r.other_kind.covers(unit):
        return setup, []
    piece = Kind("piece", (f"of {r.kind.label()}",))
    prices = [e for e in setup.events if e.op == "price"]
    if len(prices) != 1 or prices[0].kind not in (r.kind, piece) or prices[0].qty is None:
        return setup, []
    p = prices[0]
    assert p.qty is not None
    if _lazy("mathcore.organs.story.solver7").own_sale_price(p, q.holder):
        return setup, []  # "She sells each pen for $2": what she asks, not what she paid
    money6 = _lazy("mathcore.organs.story.gsm_money6")
    if p.rule == "m6_price_cents" and money6._cents_misread(setup):
        return setup, []  # "10 cents ... How much did he pay?": cents or dollars? (money6 refuses)
    if any(
        e not in (r, p) and e not in buys and unit.head in (e.kind.head, r.kind.head)
        for e in setup.events
    ) or any(e.kind.head == r.kind.head for e in setup.events if e not in (r, p)):
        return setup, []
    cost = Fraction(r.qty) * Fraction(p.qty)
    step = Step("multiply", (r.qty, p.qty), normalize(cost), "contents x price", r.source)
    priced = replace(p, kind=unit, qty=normalize(cost), rule="s6_units_priced_by_contents")
    events = tuple(priced if e is p else e for e in setup.events if e is not r)
    return StorySetup(events, q), [step]
