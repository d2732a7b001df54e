# ruff: noqa: E501
"""Units to hold a total: ``If each pie takes 9 apples, how many pies could they make?``

MAWPS multi-step stories end by asking how many units (pies, shelves, packages, piles) a
total fills when each unit holds a stated amount. This module adds

- capacity rows: ``each pie takes 9 apples``, ``each van can hold 4 people``, ``his fridge
  would only hold 9 on each shelf``, ``if she put 2 cupcakes in each package``: a per-unit
  amount (an ``each`` event, holder-free) whose elided kind is the one head every mentioned
  kind shares (``41 regular sodas and 22 diet sodas`` ... ``9 on each shelf``: sodas);
- unit questions: ``how many pies could they make``, ``how many shelves would he fill up``,
  ``how many boxes did he have to use``, ``how many groups would there be``: a state
  question (the units a grouping made, as ``q_groups`` reads it) that, when the ledger holds
  no such units, is the holder's total of the per-unit kind over the per-unit amount.

The division must be exact (a remainder would need rounding, up for "need", down for
"make": refused); exactly one per-unit amount must name the asked unit; a stated per-unit
amount for the asked unit that the answer does not use refuses.
"""

from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction
from typing import Any

from mathcore.exact import normalize
from mathcore.organs.story.ledger import Halt, Ledger, _gate
from mathcore.organs.story.model import EVERYONE, Event, Kind, StorySetup
from mathcore.results import Step

Answer = tuple[Fraction, list[Step]]
Handler = Callable[[Ledger, StorySetup], Answer]

_HOLD = "takes|take|needs|need|uses|use|requires|require|holds|hold|fits|fit"
_CAN = "?can|could|will|would ?only"

MULTI_CLAUSES = f"""\
each_takes | each|every K:u {_CAN} {_HOLD} N:n K?:k S:loc | op=cap kind=u qty=n
cap_on_each | H:s {_CAN} hold|holds|fit|fits|carry N:n K?:k on|in|into each|every|a|an K:u | op=cap kind=u qty=n
put_in_each | H:s @ADV put|puts|placed|places N:n K?:k on|in|into each|every K:u | op=cap kind=u qty=n
units_each | the K:u ?they ?had held|hold|holds|had|have|has N:n K?:k each | op=cap kind=u qty=n
each_did | each|every K:u that|who did show|come ?up V=act|F=increment_frame:f N:n K:k | op=cap kind=u qty=n
hand_out | H:s @ADV @AUX F=transfer_frame:f out|away N:n K?:k to ?the K:o S:loc | op=hand_out holder=s kind=k qty=n
use_rest | H:s @ADV decided|chose|wanted ?to use the F=remainder_frame ?of ?them to F=increment_frame|V=act K:k | op=none
starts_out | H:s @ADV started|starts|began|begins out with N:n K?:k S:loc | op=has holder=s kind=k qty=n
pack_rest | H:s @ADV packed|put|placed the F=remainder_frame ?of ?them ?up putting|placing N:n K?:k in|into|on each K:u | op=group holder=s kind=k qty=n other_kind=u
appos_lose | H:s , P:nm , @ADV @AUX F=decrement_frame:f N:n K?:k S:loc | op=lose holder=s kind=k qty=n
invite | H:s @ADV @AUX invited|invites|invite N:n K:k to ?a|an|the|his|her|their K:e S:loc | op=gain holder=s kind=k qty=n
no_show | S:loc0 N:n K?:k didn't|couldn't show|come ?up S:loc | op=lose holder=passive kind=k qty=n
making_units | H:s @ADV was|is|were|are making|preparing|filling K:u with N:n K?:k in|on each one|K:u2 | op=cap kind=u qty=n
passive_lose | N:n of them F=decrement_frame:f S:loc | op=lose holder=passive kind=k qty=n
passive_lose_k | N:n of the K:k F=decrement_frame:f S:loc | op=lose holder=passive kind=k qty=n
earn_each | H:s @ADV F=increment_frame:f N:n K?:k for each|every K:u ?that|which he|she|they|it|we|you V=act | op=earn_each kind=u qty=n
not_done | H:s @ADV forgot|neglected|failed to V=act N:n K?:k S:loc | op=not_done holder=s kind=k qty=n
not_done_did | H:s @ADV didn't V=act N:n K?:k S:loc | op=not_done holder=s kind=k qty=n
players | there were|are|was|is N:n K:k playing|swimming|running|racing|dancing:a ?a|an|the K:g ?online|together when N:n2 ?more K:p joined|quit|left ?the|their K?:g2 | op=players kind=k qty=n
each_left | each|every K:u left|remaining V=possession N:n K:k S:loc | op=each other_kind=u kind=k qty=n
there_trying | there is|are|was|were @ADV N:n K:k trying out S:loc | op=has holder=loc kind=k qty=n
no_pick | N:n K?:k didn't get picked|chosen|selected S:loc | op=lose holder=passive kind=k qty=n
rest_into | the F=remainder_frame ?of ?them were|are|was|is put|split|divided|placed|sorted into|in|among N:n ?different|equal|separate K:u | op=share holder=passive kind=k qty=n other_kind=u
has_total | H:s @ADV V=possession N:n K:k total|altogether | op=has holder=s kind=k qty=n
"""

#: Question rows read as a state question (``ask=state``): the same key as ``q_groups``.
MULTI_QUESTIONS = """\
q_units | how many K:k do|did|does|will|would|could|can H:s ?still ?only need|fill ?up T:t | ask=state holder=s kind=k
q_units_can | how many K:k would|could|can H:s ?still ?only make|use T:t | ask=state holder=s kind=k
q_units_to | how many K:k do|did|does|will|would H:s have|need to use|make|fill T:t | ask=state holder=s kind=k
q_units_there | how many K:k would|will there be T:t | ask=state holder=* kind=k
q_earn_adv | how much ?money do|does|did|will|would H:s actually|really F=increment_frame:f T:t | ask=event holder=s kind=$ frame=f
q_event_would | how many K:k would|will H:s have F=increment_frame:f T:t | ask=event holder=s kind=k frame=f
"""

#: Question rows whose state question may be answered by units over a per-unit amount.
UNIT_QUESTIONS = frozenset({"q_groups", "q_units", "q_units_can", "q_units_to", "q_units_there"})
#: Rows whose loss leaves the things in the world (absent members, lawns not mowed): the
#: holder's amount afterwards counts only those present or done.
ABSENT = frozenset({"no_show", "not_done", "not_done_did", "no_pick"})
OWN_QUESTIONS = frozenset({"q_units", "q_units_can", "q_units_to", "q_units_there"})


def capacity_event(c: Any, ctx: Any) -> list[Event]:
    """``each pie takes 9 apples`` / ``hold 9 on each shelf``: a per-unit amount of a kind.

    ``c.kind`` is the unit (the template binds ``kind=u``); the counted kind is the bound
    one, else the one kind mentioned, else the one head every mentioned kind shares.
    """
    from mathcore.organs.story.reader import Stop

    unit = c.kind
    again = c.b.get("u2")
    if isinstance(again, Kind) and again.head != unit.head:
        raise Stop("unresolved_reference", "each names another container", "unit_binding")
    raw = c.b.get("k")
    if isinstance(raw, Kind):
        kind = raw
    else:
        heads = {k.head for k in ctx.kinds if k != unit and k.head != unit.head}
        if len(heads) != 1:
            raise Stop(
                "unresolved_reference", "a per-unit amount of no single kind", "unit_binding"
            )
        kind = Kind(next(iter(heads)))
    if c.qty is None or kind.head == unit.head or kind.head == "dollar":
        raise Stop("unresolved_reference", "a per-unit amount needs two kinds", "unit_binding")
    if kind not in ctx.kinds:
        ctx.kinds.append(kind)
    verb = c.b.get("f")
    frame = str(getattr(verb, "lemma", "")) or "each"  # "each member ... scored 6 points"
    return [
        Event(
            "each", "", kind, c.qty, other_kind=unit, frame=frame, source=c.source, rule=c.rc.frame
        )
    ]


def hand_out_event(c: Any, ctx: Any) -> list[Event]:
    """``they handed out 8 to students``: a loss to receivers the story holds nothing of.

    Receivers the story already names as a holder refuse (their amount would change too).
    """
    from mathcore.organs.story.reader import Stop

    receiver = c.b.get("o")
    label = f"the {receiver.label()}" if isinstance(receiver, Kind) else ""
    if not label or label in ctx.things or any(h == label for h, _k in ctx.holdings):
        raise Stop("ambiguous_reference", "handed out to a holder of the story", "unit_binding")
    return list(c.again({**c.t, "op": "lose"}, c.b, ctx))


def earn_each_event(c: Any, ctx: Any) -> list[Event]:
    """``Henry earned 5 dollars for each lawn he mowed``: an amount per unit done."""
    from mathcore.organs.story.reader import DOLLAR, Stop

    raw = c.b.get("k")
    money = bool(c.b.get("n") and c.b["n"][2])
    kind = DOLLAR if money or (isinstance(raw, Kind) and raw.head == "dollar") else raw
    if not isinstance(kind, Kind) or c.qty is None or kind.head == c.kind.head:
        raise Stop("unresolved_reference", "an amount per unit needs two kinds", "unit_binding")
    from mathcore.organs.story.resolve import _holder

    earner = _holder(c.b.get("s"), ctx)
    ctx.mention(earner)
    ctx.prev_subject = earner
    verb = c.b.get("f")
    frame = str(getattr(verb, "lemma", ""))
    if kind not in ctx.kinds:
        ctx.kinds.append(kind)
    return [
        Event(
            "each",
            "",
            kind,
            c.qty,
            other_kind=c.kind,
            frame=frame,
            source=c.source,
            rule=c.rc.frame,
        )
    ]


def not_done_event(rc: Any, ctx: Any, source: str) -> list[Event]:
    """``had 12 lawns to mow, but forgot to mow 7 of them``: ``them`` is the previous
    clause's kind; the things not done leave the holder's count (``ABSENT``)."""
    from mathcore.organs.story.clauses import RawClause
    from mathcore.organs.story.reader import Stop
    from mathcore.organs.story.resolve import build_event

    kind = rc.bind.get("k")
    if not isinstance(kind, Kind):
        prev = ctx.prev_op.get("_bind", {}).get(ctx.prev_op.get("kind", ""))
        if not isinstance(prev, Kind):
            raise Stop("unresolved_reference", "'them' names no previous kind", "unit_binding")
        kind = prev
    again = RawClause(rc.frame, {**rc.template, "op": "lose"}, {**rc.bind, "k": kind}, rc.tokens)
    return build_event(again, ctx, source)


#: Ops read before the kind is resolved (``resolve.PCT_SPLIT``): they resolve it themselves.
MULTI_RAW = {"not_done": not_done_event}


def players_event(c: Any, ctx: Any) -> list[Event]:
    """``There were 7 friends playing a video game when 2 more players joined the game``:
    those playing are the game's players (the agent noun of the activity: playing -> player,
    swimming -> swimmer); the joiners add to them, the quitters leave them."""
    from mathcore.organs.story.reader import Stop

    game, joiners, again = c.b.get("g"), c.b.get("p"), c.b.get("g2")
    activity = str(c.b.get("a") or "playing")
    agent = activity.removesuffix("ing") + "er"
    if not isinstance(game, Kind) or not isinstance(joiners, Kind) or joiners.head != agent:
        raise Stop("unresolved_reference", f"the joiners are not the {agent}s", "unit_binding")
    if isinstance(again, Kind) and again.head != game.head:
        raise Stop("unresolved_reference", "joined another activity", "unit_binding")
    words = c.source.split(": ", 1)[-1].lower().split()
    op = "gain" if "joined" in words else "lose"
    place = f"the {game.label()}"
    ctx.mention(place)
    ctx.holdings.append((place, joiners.head))
    if joiners not in ctx.kinds:
        ctx.kinds.append(joiners)
    n2 = c.b.get("n2")
    assert isinstance(n2, tuple)
    base = Event("has", place, joiners, c.qty, frame="has", source=c.source, rule=c.rc.frame)
    change = Event(op, place, joiners, n2[0], frame=op, source=c.source, rule=c.rc.frame)
    return [base, change]


MULTI_SPECIAL = {
    "players": players_event,
    "cap": capacity_event,
    "hand_out": hand_out_event,
    "earn_each": earn_each_event,
}


def units_needed(led: Ledger, setup: StorySetup) -> Answer:
    """The holder's total of the per-unit kind over the per-unit amount (exact only)."""
    from mathcore.organs.story.answers import _state

    q = setup.question
    rates = [(k, r, e) for (k, u), (r, e) in led.each.items() if q.kind.covers(u)]
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
        if absent and q.rule not in UNIT_QUESTIONS:  # the team still has its absent members
            raise Halt("ambiguous_total", f"{q.kind.label()}: all of them or those who came")
        try:
            out = prev(led, setup)
        except Halt as halt:
            if halt.reason != "question_target_unbound" or q.rule not in UNIT_QUESTIONS:
                raise
            return units_needed(led, setup)
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
    held = _held_unit(led, q.holder, unit)
    undone = [e for e in setup.events if e.rule in ABSENT and e.kind.head == held.head]
    if ev.rule == "earn_each" and not undone:  # "had 20 lawns to mow": were all mowed?
        raise Halt("question_target_unbound", "the units done are never told")
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


def chain_event(prev: Handler) -> Handler:
    """The event ask, falling back to units times a per-unit amount of the asked verb."""

    def event(led: Ledger, setup: StorySetup) -> Answer:
        try:
            return prev(led, setup)
        except Halt as halt:
            if halt.reason != "question_target_unbound":
                raise
            return per_unit_events(led, setup)

    return event


def multi_asks(asks: dict[str, Handler]) -> dict[str, Handler]:
    """The asks this module chains onto the current table (``answers.ASKS``)."""
    return {"state": chain_state(asks["state"]), "event": chain_event(asks["event"])}
