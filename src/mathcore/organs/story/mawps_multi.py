"""Units to hold a total: ``If each pie takes 9 apples, how many pies could they make?``

MAWPS multi-step stories end by asking how many units (pies, shelves, packages, piles) a
total fills when each unit holds a stated amount. This module adds

- capacity rows: ``each pie takes 9 apples``, ``each van can hold 4 people``, ``his fridge
  would only hold 9 on each shelf``, ``if she put 2 cupcakes in each package``: a per-unit
  amount (an ``each`` event, holder-free) whose elided kind is the one head every mentioned
  kind shares (``41 regular sodas and 22 diet sodas`` ... ``9 on each shelf``: sodas);
- unit questions: ``how many pies could they make``, ``how many shelves would he fill up``,
  ``how many tables do they need``: a state
  question (the units a grouping made, as ``q_groups`` reads it) that, when the ledger holds
  no such units, is the holder's total of the per-unit kind over the per-unit amount.

The division must be exact (a remainder would need rounding, up for "need", down for
"make": refused); exactly one per-unit amount must name the asked unit; a stated per-unit
amount for the asked unit that the answer does not use refuses.

Also (rows in ``mawps_multi_rows.py``):

- absences (``ABSENT``): ``2 members didn't show up``, ``forgot to mow 7 of them``, ``8 of
  them weren't working``, ``17 of them didn't get picked``: the holder's count afterwards is
  those present (or done, or working). A plain state question about that noun refuses (the
  team still has 5 members); ``good``/``working`` in the question name those left;
- amounts per unit done: ``earned 5 dollars for each lawn he mowed`` (or ``sell the working
  games for $7 each``), answered for an event question of the same verb as the units done
  times the amount, only when the units not done are told (``OVER_DONE``);
- ``each member that did show up scored 6 points``: an event question about the verb is the
  units present times the amount;
- those ``playing`` a game are its ``player``s (the agent noun of the activity);
- a sale price of a kind the items are one of (``each flower was 3 dollars``, roses).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from fractions import Fraction

from mathcore.exact import normalize
from mathcore.organs.story.ledger import Halt, Ledger, _gate
from mathcore.organs.story.mawps_eq4_rows import NEEDED_AT
from mathcore.organs.story.mawps_multi_events import TIME, rate_holder_fits
from mathcore.organs.story.model import EVERYONE, Kind, StorySetup
from mathcore.packs.loader import Pack, PerPack, current_pack
from mathcore.results import Step

Answer = tuple[Fraction, list[Step]]
Handler = Callable[[Ledger, StorySetup], Answer]

#: Question rows whose state question may be answered by units over a per-unit amount.
UNIT_QUESTIONS = frozenset({"q_groups", "q_units", "q_units_can"}) | NEEDED_AT
#: Rows whose loss leaves the things in the world (absent members, lawns not mowed): the
#: holder's amount afterwards counts only those present or done.
ABSENT = frozenset(
    {"no_show", "not_done", "not_done_did", "no_pick", "no_work", "put_one", "no_tip"}
    | {"had_to_do", "had_to_more", "todo", "done_todo"}  # "had to wash 9 shirts": to do
)
#: The word tables live in the pack (lexicon/story_setting8.jsonl, story_mawps8.jsonl), read
#: once per pack digest: ``present_modifier`` (modifiers of a question that name what is left
#: after an ``ABSENT`` change: "good games") and ``occasion_noun`` (nouns that count
#: occasions: "how many trips will he make" over "N at a time").


@dataclass(frozen=True, slots=True)
class _Words:
    present: frozenset[str]
    occasions: frozenset[str]


def _build_words(pack: Pack) -> _Words:
    """The pack's word tables of this module."""
    return _Words(
        present=pack.words("present_modifier"),
        occasions=pack.words("occasion_noun"),
    )


#: Built once per pack digest (``packs.loader.PerPack``).
_words = PerPack(_build_words)


#: Per-unit amounts over the units done (or working): the undone must be told.
OVER_DONE = frozenset({"earn_each", "sell_working", "got_each_from"})
OWN_QUESTIONS = frozenset({"q_units", "q_units_can"})


def units_needed(led: Ledger, setup: StorySetup) -> Answer:
    """The holder's total of the per-unit kind over the per-unit amount (exact only)."""
    from mathcore.organs.story.answers import _state

    q = setup.question
    rates = [(k, r, e) for (k, u), (r, e) in led.each.items() if q.kind.covers(u)]
    if not rates and q.kind.head in _words().occasions and not q.kind.mods:  # "how many trips"
        rates = [(k, r, e) for (k, u), (r, e) in led.each.items() if u == TIME]
    if len(rates) != 1:
        raise Halt("question_target_unbound", f"no single amount in each {q.kind.label()}")
    kind, rate, ev = rates[0]
    if any(u.head == q.kind.head for (_h, u) in led.amounts):
        raise Halt("ambiguous_total", f"{q.kind.label()} already held")
    holder = q.holder
    if holder not in (EVERYONE,) and not any(h == holder for h, _k in led.amounts):
        raise Halt("question_target_unbound", f"{holder} holds nothing")
    if any(o.kind.head == kind.head for o in led.orphans):
        raise Halt("unused_number", "a change of an amount the story never gives")
    owners = {h for h, k in led.amounts if kind.covers(k)} if holder == EVERYONE else {holder}
    if not rate_holder_fits(ev, owners):  # Roger's 4 trays at a time: not Tom's trips
        raise Halt("question_target_unbound", f"the amount in each is {ev.holder}'s")
    total, steps = _state(led, holder, kind)
    _gate("story_equal_share")
    if rate == 0:
        raise Halt("division_by_zero", "units of zero")
    led.used.add(id(ev))
    res = total / Fraction(rate)
    if res.denominator != 1:
        raise Halt("non_integer_count", "the total does not fill whole units")
    step = Step(
        "divide", (normalize(total), rate), normalize(res), "total over each unit", ev.source
    )
    return res, [*steps, step]


def chain_state(prev: Handler) -> Handler:
    """The state ask, falling back to units over a per-unit amount for unit questions."""

    def state(led: Ledger, setup: StorySetup) -> Answer:
        q = setup.question
        absent = [e for e in setup.events if e.rule in ABSENT and e.kind.head == q.kind.head]
        if absent and q.kind.mods and set(q.kind.mods) <= _words().present:  # "good games"
            return prev(led, replace(setup, question=replace(q, kind=Kind(q.kind.head))))
        owners = {h for h, k in led.amounts if k.head == q.kind.head}
        if q.rule == "q_would_be_in_line" and len(owners) != 1:  # "in line": the one line
            raise Halt("ambiguous_total", f"{q.kind.label()} held in more than one place")
        if q.rule == "q_not_done":  # "how many did he not wash": to do, less done
            done = [e for e in absent if e.rule == "done_todo" and e.frame == q.frame]
            if not done or q.kind.mods:
                raise Halt("question_target_unbound", "nothing of it was to do and done")
            return prev(led, setup)
        if absent and q.rule not in UNIT_QUESTIONS:  # the team still has its absent members
            raise Halt("ambiguous_total", f"{q.kind.label()}: all of them or those who came")
        try:
            out = prev(led, setup)
        except Halt as halt:
            if halt.reason != "question_target_unbound" or q.rule not in UNIT_QUESTIONS:
                raise
            return units_needed(led, setup)
        if q.rule in UNIT_QUESTIONS and not any(q.kind.covers(k) for _h, k in led.grouped):
            # "Priya has 15 cupcakes. How many cupcakes does she need?": what she has is not
            # what she needs; only units a grouping made are read so (answered 15)
            raise Halt("question_target_unbound", f"{q.kind.label()} needed is never told")
        if q.rule in OWN_QUESTIONS:
            unused = [
                e
                for (_k, u), (_r, e) in led.each.items()
                if q.kind.covers(u) and id(e) not in led.used
            ]
            if unused:
                raise Halt("unused_number", "a stated amount in each unit is not used")
        return out

    return state


def per_unit_events(led: Ledger, setup: StorySetup) -> Answer:
    """``If each member that did show up scored 6 points, how many points were scored?``:
    the units held (after every change) times the per-unit amount of the asked verb."""
    from mathcore.organs.story.answers import _state

    q = setup.question
    rates = [
        (u, r, e)
        for (k, u), (r, e) in led.each.items()
        if q.kind.covers(k) and e.frame == q.frame and q.frame
    ]
    if len(rates) != 1 or len(led.each) != 1:
        raise Halt("question_target_unbound", f"no single {q.frame} amount in each unit")
    unit, rate, ev = rates[0]
    owners = {h for h, k in led.amounts if unit.head == k.head} if q.holder == EVERYONE else set()
    if not rate_holder_fits(ev, owners or {q.holder}):  # Henry's 5 dollars a lawn: not Tom's
        raise Halt("question_target_unbound", f"the amount in each is {ev.holder}'s")
    held = _held_unit(led, q.holder, unit)
    undone = [e for e in setup.events if e.rule in ABSENT and e.kind.head == held.head]
    if ev.rule in OVER_DONE and not undone:  # "had 20 lawns to mow": were all mowed?
        raise Halt("question_target_unbound", "the units done are never told")
    if any(e.op == "act" and e.kind.head == held.head for e in setup.events):
        # "forgot to mow 7 of them and mowed 3 extra lawns": units done beside those held
        raise Halt("unused_number", "units done that the holder's count does not hold")
    count, steps = _state(led, q.holder, held)
    _gate("story_count_times_each")
    led.used.add(id(ev))
    res = count * Fraction(rate)
    step = Step("multiply", (normalize(count), rate), normalize(res), "count x each", ev.source)
    return res, [*steps, step]


def _held_unit(led: Ledger, holder: str, unit: Kind) -> Kind:
    """``for each bag of cans`` ... ``she had 11 bags``: the bare head, when the holder holds
    only the bare head of that noun and the unit is narrowed only by ``of`` phrases."""
    held = {k for h, k in led.amounts if h == holder and k.head == unit.head}
    if held == {Kind(unit.head)} and all(m.startswith("of ") for m in unit.mods):
        return Kind(unit.head)
    return unit


def hypernym_priced(led: Ledger, setup: StorySetup) -> Answer:
    """``each flower was 3 dollars`` ... ``bought 2 roses and 2 daisies``: how much she spent,
    each item priced by the one price of its kind or of the kind the pack says it is one of."""
    q = setup.question
    items = [
        e
        for e in setup.events
        if e.op == "gain" and e.frame in ("buy", "purchase") and q.holder in (EVERYONE, e.agent)
    ]
    members = set(q.holder[1:].split("&")) if q.holder.startswith("&") else set()
    if members:  # "how much did they spend": every buyer named, and only those
        items = [
            e
            for e in setup.events
            if e.op == "gain" and e.frame in ("buy", "purchase") and e.agent in members
        ]
        if {e.agent for e in items} != members:
            raise Halt("question_target_unbound", "not every one of them bought")
    if q.kind.head != "dollar" or q.frame not in ("spend", "pay") or not items:
        raise Halt("question_target_unbound", "no priced purchases")
    pack = current_pack()
    _gate("story_count_times_price")
    total, steps = Fraction(0), []
    for e in items:
        up = pack.value(e.kind.head, "hypernym")
        prices = [
            (p, pe)
            for k, (p, pe) in led.price.items()
            if k.covers(e.kind) or (not k.mods and k.head == up)
        ]
        same = [(p, pe) for k, (p, pe) in led.price.items() if k.head == e.kind.head]
        if not prices and len(same) == 1 and not e.kind.mods:  # "6 decks": the trick decks
            prices = same
        if len(prices) != 1 or e.qty is None:
            raise Halt("question_target_unbound", f"no single price of {e.kind.label()}")
        p, pe = prices[0]
        led.used.add(id(pe))
        v = Fraction(e.qty) * Fraction(p)
        steps.append(Step("multiply", (e.qty, p), normalize(v), "count x unit price", e.source))
        total += v
    if len(items) > 1:
        _gate("story_sum_of_parts")
        steps.append(Step("sum", tuple(st.result for st in steps), normalize(total)))
    return total, steps


def sold_rest_earned(led: Ledger, setup: StorySetup) -> Answer:
    """``started with 5 decks and by the end of the day he had 3 left``: the sale the ledger
    solved, times the one price of that noun (``magic card decks``: the seller's decks)."""
    q = setup.question
    sales = [e for e in setup.events if e.rule == "sold_rest" and e.op == "lose"]
    if q.kind.head != "dollar" or q.frame not in ("earn", "make") or len(sales) != 1:
        raise Halt("question_target_unbound", "no single sale")
    sale = sales[0]
    if sale.agent != q.holder or led.unknown is None or led.unknown_step is None:
        raise Halt("question_target_unbound", "the sale is never determined")
    prices = [(p, pe) for k, (p, pe) in led.price.items() if k.head == sale.kind.head]
    if len(prices) != 1 or len(led.price) != 1:
        raise Halt("question_target_unbound", f"no single price of {sale.kind.label()}")
    _gate("story_count_times_price")
    p, pe = prices[0]
    led.used.add(id(pe))
    v = led.unknown * Fraction(p)
    step = Step("multiply", (normalize(led.unknown), p), normalize(v), "sold x price", pe.source)
    return v, [led.unknown_step, step]


def chain_event(prev: Handler) -> Handler:
    """The event ask, falling back to units times a per-unit amount of the asked verb, then
    to purchases priced through the kind they are one of."""

    def event(led: Ledger, setup: StorySetup) -> Answer:
        q = setup.question
        if q.rule == "q_spend_they":  # "they": the buyers a price named, no one else
            groups = {e.other for e in setup.events if e.op == "price" and e.other}
            if len(groups) != 1:
                raise Halt("question_target_unbound", "'they' names no buyers")
            return hypernym_priced(led, replace(setup, question=replace(q, holder=groups.pop())))
        try:
            return prev(led, setup)
        except Halt as halt:
            if halt.reason != "question_target_unbound":
                raise
        try:
            return per_unit_events(led, setup)
        except Halt as halt:
            if halt.reason != "question_target_unbound":
                raise
        if q.kind.head in _words().occasions:  # "how many trips will he make": N at a time
            return units_needed(led, setup)
        if any(e.rule == "sold_rest" for e in setup.events):
            return sold_rest_earned(led, setup)
        return hypernym_priced(led, setup)

    return event


def multi_asks(asks: dict[str, Handler]) -> dict[str, Handler]:
    """The asks this module chains onto the current table (``answers.ASKS``)."""
    return {"state": chain_state(asks["state"]), "event": chain_event(asks["event"])}
