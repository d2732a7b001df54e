"""Rates through a stated span of time, and the time a amount of work takes.

``Joy can read 8 pages in 20 minutes``, ``A machine fills 150 cans every 8 minutes`` and ``It
takes David 10 minutes to wash 4 windows`` are each a ``rate`` event (as ``gsm_rate`` reads
``bakes 20 cakes a day``): ``n / span`` things of the verb in each unit of time, tied to its doer.
The existing span questions then read them (``How many pages can she read in 2 hours?``).

``How many minutes will it take David to wash 64 windows?`` asks ``take_time``: the amount
divided by the doer's one rate of the asked verb and kind, converted exactly to the asked unit
(a stated schedule of the same verb first: ``reads 2 hours a day``; else a fixed conversion:
minutes, hours, seconds; weeks of 7 days). ``How long ...`` answers in the story's one unit of
time (two units: refused). Every event of the story must be used; a count of days, weeks,
months or years must come out whole (a part of a day would need a rounding the story does
not state); anything else refuses.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import TYPE_CHECKING

from mathcore.exact import Number, normalize
from mathcore.organs.rates.units import factor
from mathcore.organs.story.gsm_rate import (
    CALENDAR,
    FIXED,
    _count,
    _lemma,
    _note,
    _rate_event,
    _stop,
    _time_unit,
    time_units,
)
from mathcore.organs.story.gsm_rates_bills import BILLS_SPECIAL
from mathcore.organs.story.gsm_rates_priced import PRICED_ASKS, same_number
from mathcore.organs.story.gsm_rates_want import WANT_ASKS, WANT_SPECIAL
from mathcore.organs.story.ledger import Halt, Ledger, _gate
from mathcore.organs.story.model import ALL, Event, Kind, StorySetup
from mathcore.packs.loader import Pack, PerPack
from mathcore.results import Step

if TYPE_CHECKING:
    from mathcore.organs.story.reader import Context
    from mathcore.organs.story.resolve import Clause

DOLLAR = Kind("dollar")

#: The word table lives in the pack, read once per pack digest: ``scope_time_unit`` (day,
#: week, month, year; lexicon/story_question_forms6b_words.jsonl).


@dataclass(frozen=True, slots=True)
class _Words:
    whole_units: frozenset[str]


def _build_words(pack: Pack) -> _Words:
    """The pack's word tables of this module."""
    return _Words(
        whole_units=pack.words("scope_time_unit"),
    )


#: Built once per pack digest (``packs.loader.PerPack``).
_words = PerPack(_build_words)


def _rates_in(c: Clause, ctx: Context) -> list[Event]:
    """``can read 8 pages in 20 minutes``: 8/20 pages a minute, for the doer and verb."""
    from mathcore.organs.story.resolve import _holder

    verb = c.b.get("f")
    lemma = _lemma(verb)
    if not lemma:
        raise _stop("a rate needs its verb")
    if c.t.get("tense") == "s" and not _present(verb, lemma):
        raise _stop("a past action over a span of time is not a rate")
    raw = c.b.get("s")
    if "s" not in c.b:  # "each potato takes 5 minutes to cook": whoever does it (no doer)
        unit = _time_unit(c.b.get("u"))
        done = _count(c.b["n"]) if "n" in c.b else Fraction(1)
        ev = _rate_event(c, "", lemma, c.kind, done / _count(c.b.get("tn")), unit)
        if c.kind not in ctx.kinds:
            ctx.kinds.append(c.kind)
        ctx.prev_op = {}
        return [ev]
    doer = ctx.prev_subject if raw == "@prev" else _holder(raw, ctx)
    if not doer:
        raise _stop("a rate needs its doer")
    unit = _time_unit(c.b.get("u"))
    span = Fraction(1) if c.b.get("t1") else _count(c.b.get("tn"))
    done = Fraction(1) if c.b.get("n1") else _count(c.b.get("n"))  # "to paint a house"
    ev = _rate_event(c, doer, lemma, c.kind, done / span, unit)
    _note(ctx, c, doer, lemma, ev)
    return [ev]


def _charge(c: Clause, ctx: Context) -> list[Event]:
    """``charges $30 an hour``: a wage (gsm_wages); ``charges $3 per slice``: a unit price."""
    tunits = time_units()
    from mathcore.organs.story.gsm_wages import WAGE_SPECIAL, _unit
    from mathcore.organs.story.resolve import _holder

    unit = c.b.get("u")
    if not isinstance(unit, Kind) or c.qty is None or c.kind.head != "dollar":
        raise _stop("a charge needs money per unit")
    if _unit(unit) is not None:
        events = WAGE_SPECIAL["wage"](c, ctx)
        ctx.animate.append(ctx.prev_subject)  # "A plumber charges $30 an hour. He ..."
        return events
    if unit.head in tunits or unit.head == "dollar":
        raise _stop("a charge per unit of time that is not a wage unit")
    raw = c.b.get("s")
    seller = ctx.prev_subject if raw == "@prev" else _holder(raw, ctx)
    ctx.mention(seller)
    ctx.prev_subject = seller
    ctx.animate.append(seller)
    if unit not in ctx.kinds:
        ctx.kinds.append(unit)
    ctx.prev_op = {}
    return [Event("price", "", unit, c.qty, frame="price", source=c.source, rule=c.rc.frame)]


def _with_each(c: Clause, ctx: Context) -> list[Event]:
    """``has 80 chairs with five legs each`` (``bought 2 bags with 13 marbles in each``, and a
    list's later ``20 tables with three legs each``): a count of units and a per-unit amount."""
    unit = c.b.get("u")
    per = c.b.get("n2")
    if not isinstance(unit, Kind) or not isinstance(per, tuple) or per[2] or per[0] is None:
        raise _stop("a per-unit amount needs a unit and a count")
    if "s" in c.b:
        op, raw, verb = ("gain" if c.b.get("f") is not None else "has"), c.b["s"], c.b.get("f")
    else:  # "..., and 20 round tables with three legs each": the same holder and verb
        prev = ctx.prev_op.get("_with_each")
        if not isinstance(prev, tuple) and ctx.prev_op.get("op") in ("has", "gain"):
            prev = (ctx.prev_op["op"], "@prev", ctx.prev_op.get("_bind", {}).get("f"))
        if not isinstance(prev, tuple):
            raise _stop("a list item continues no holding or gain")
        op, raw, verb = prev
    if unit.head == "dollar" or c.kind.head == "dollar" or c.kind == unit:
        raise _stop("units of money, or units of themselves")
    bind = {**c.b, "s": raw, "f": verb}
    count = c.again({"op": op, "holder": "s", "kind": "u", "qty": "n"}, bind, ctx)
    each = Event(
        "each", "", c.kind, per[0], other_kind=unit, frame="each", source=c.source, rule=c.rc.frame
    )
    if c.kind not in ctx.kinds:
        ctx.kinds.append(c.kind)
    ctx.prev_op = {**ctx.prev_op, "_with_each": (op, "@prev", verb)}
    return [*count, each]


def _present(verb: object, lemma: str) -> bool:
    """``reads``, ``fixes``: the present tense of a third person (a habit, so a rate)."""
    from mathcore.organs.story.lexemes import Lexeme

    word = verb.word if isinstance(verb, Lexeme) else verb
    return isinstance(word, str) and word != lemma and word in (f"{lemma}s", f"{lemma}es")


RATES_SPECIAL: dict[str, Callable[[Clause, Context], list[Event]]] = {
    "rates_in": _rates_in,
    "charge": _charge,
    "with_each": _with_each,
    **BILLS_SPECIAL,
    **WANT_SPECIAL,
}


def unit(t: Mapping[str, str], b: Mapping[str, object], events: Sequence[Event]) -> Kind:
    """The asked unit of time: ``@span`` the story's one unit, ``@u`` the bound bare unit."""
    tunits = time_units()
    if t["kind"] == "@span":
        return span_unit(events)
    if t["kind"] == "@money":  # "How much does he have left?": a story of money only
        if events and all(e.kind == DOLLAR or _priced_count(e, events) for e in events):
            return DOLLAR
        raise _stop_q("how much: a story of more than money")
    raw = b.get(t["kind"][1:])
    if isinstance(raw, Kind) and not raw.mods and raw.head in tunits:
        return raw
    raise _stop_q("a time needed is asked in a unit of time")


def _stop_q(detail: str) -> Exception:
    from mathcore.organs.story.reader import Stop

    return Stop("unreadable_question", detail, "question_target")


def _priced_count(e: Event, events: Sequence[Event]) -> bool:
    """A price, or things counted (never measured: ``pounds of flour``) with a stated price:
    ``bought 2 pens for $3 each``, so ``how much`` can only ask money."""
    tunits = time_units()
    from mathcore.organs.story.lexemes import lexicon

    if e.op == "price":
        return True
    entry = lexicon().entries.get(e.kind.head)
    if entry is None or entry.unit is not None or e.kind.head in tunits:
        return False
    return any(p.op == "price" and p.kind.covers(e.kind) for p in events)


def span_unit(events: Sequence[Event]) -> Kind:
    """``How long will it take ...``: the one unit of time the story's rates are stated in."""
    tunits = time_units()
    units = {
        k.head
        for e in events
        for k in (e.kind, e.other_kind)
        if k is not None and not k.mods and k.head in tunits
    }
    if len(units) != 1 or not any(e.op == "rate" for e in events):
        from mathcore.organs.story.reader import Stop

        raise Stop("unreadable_question", "how long: not one unit of time", "question_target")
    return Kind(next(iter(units)))


def _main(setup: StorySetup) -> Event:
    q = setup.question
    things = q.other_kind
    if things is None:
        raise Halt("question_target_unbound", "a time needed needs the things done")
    hits = [
        e
        for e in setup.events
        if e.op == "rate"
        and (e.agent in (q.holder, "") or not q.holder)  # the one rate; "" has no doer
        and e.frame == q.frame
        and (things.covers(e.kind) or e.kind.covers(things))
    ]
    if len(hits) != 1:
        raise Halt("question_target_unbound", "not one rate of the asked doer, verb and kind")
    same_number(setup, hits)
    return hits[0]


def _to_unit(
    amount: Fraction, have: str, want: str, main: Event, setup: StorySetup, used: list[Event]
) -> tuple[Fraction, list[Step]]:
    """``amount`` units of time ``have`` in units ``want``: the doer's stated schedule of the
    same verb (``reads 2 hours a day``) first, else a fixed conversion."""
    if have == want:
        return amount, []
    stated = [
        e
        for e in setup.events
        if e.op == "rate"
        and e is not main
        and e.agent == main.agent
        and e.frame == main.frame
        and e.kind == Kind(have)
        and e.other_kind == Kind(want)
    ]
    if len(stated) > 1:
        raise Halt("ambiguous_total", f"two stated amounts of {have} a {want}")
    if stated:
        e = stated[0]
        assert e.qty is not None
        used.append(e)
        _gate("story_equal_share")
        res = amount / Fraction(e.qty)
        note = f"{have} in {want}s at {e.qty} a {want}"
        return res, [Step("divide", (normalize(amount), e.qty), normalize(res), note, e.source)]
    if (have, want) in FIXED:
        f = Fraction(factor(have, want) or 0)
    elif (want, have) in CALENDAR:
        f = 1 / CALENDAR[(want, have)]
    else:
        raise Halt("unit_mismatch", f"{have} do not convert to {want} without a stated rate")
    if not f:
        raise Halt("unit_mismatch", f"{have} do not convert to {want}")
    _gate("story_count_times_each")
    res = amount * f
    step = Step("multiply", (normalize(amount), normalize(f)), normalize(res), f"{have} in {want}")
    return res, [step]


def _whole(setup: StorySetup, main: Event, used: list[Event]) -> Number | None:
    """``to wash all of the windows``: the stated amount of the asked things (the asked kind
    or narrower ones; a holding of a broader kind may hold others and refuses)."""
    things = setup.question.other_kind or main.kind
    asked = things if main.kind.covers(things) else main.kind
    has = [
        e
        for e in setup.events
        if e.op == "has"
        and e.qty not in (None, ALL)
        and (asked.covers(e.kind) or e.kind.covers(asked))
    ]
    if any(not asked.covers(e.kind) for e in has):
        raise Halt("question_target_unbound", "all of them: a broader holding may hold others")
    # "had 17 math problems and 15 spelling problems ... all the problems": one holder's
    # amounts of distinct narrower kinds add up; anything else is not one stated amount
    kinds = [e.kind for e in has]
    if (
        not has
        or len({e.holder for e in has}) != 1
        or len(set(kinds)) != len(kinds)
        or not all(asked.covers(k) for k in kinds)
    ):
        raise Halt("question_target_unbound", "all of them: not one stated amount")
    used.extend(has)
    if len(has) > 1:
        _gate("story_sum_of_parts")
    return normalize(sum((Fraction(e.qty or 0) for e in has), Fraction(0)))


def take_time(led: Ledger, setup: StorySetup) -> tuple[Fraction, list[Step]]:
    """``How many minutes will it take David to wash 64 windows?``: amount / rate, exactly."""
    ws = _words()
    tunits = time_units()
    q = setup.question
    main = _main(setup)
    assert main.qty is not None and main.other_kind is not None
    used = [main]
    todo = _whole(setup, main, used) if q.qty == ALL else q.qty
    if todo is None or Fraction(todo) <= 0 or q.kind.mods or q.kind.head not in tunits:
        raise Halt("question_target_unbound", "a time needed needs an amount and a unit of time")
    _gate("story_equal_share")
    amount = Fraction(todo) / Fraction(main.qty)
    have = main.other_kind.head
    steps = [
        Step("divide", (todo, main.qty), normalize(amount), f"{have}s at the rate", main.source)
    ]
    value, more = _to_unit(amount, have, q.kind.head, main, setup, used)
    if any(e not in used for e in setup.events):
        raise Halt("unused_number", "a time needed reads a story of its rate only, all used")
    if q.kind.head in ws.whole_units and value.denominator != 1:
        raise Halt("non_integer_count", f"a part of a {q.kind.head} needs an unstated rounding")
    led.used.update(id(e) for e in used)
    return value, [*steps, *more]


def take_time_rest(led: Ledger, setup: StorySetup) -> tuple[Fraction, list[Step]]:
    """``A chef needs to cook 16 potatoes. He has already cooked 7. If each potato takes 5
    minutes to cook, how long will it take him to cook the rest?``: the goal less what was
    done, at the one rate of that verb."""
    from dataclasses import replace

    q = setup.question
    goals = [e for e in setup.events if e.op == "goal"]
    if len(goals) != 1 or goals[0].agent != q.holder or goals[0].frame != q.frame:
        raise Halt("question_target_unbound", "the rest: not one goal of the asked doer and verb")
    g = goals[0]
    done = [
        e
        for e in setup.events
        if e.op in ("gain", "lose", "act") and e.agent == g.agent and e.frame == g.frame
    ]
    if g.qty is None or not done or any(e.qty in (None, ALL) or e.kind != g.kind for e in done):
        raise Halt("question_target_unbound", "the rest: no amount done of the goal's things")
    _gate("story_difference")
    rest = Fraction(g.qty) - sum((Fraction(e.qty or 0) for e in done), Fraction(0))
    if rest <= 0:
        raise Halt("negative_quantity", "nothing is left of the goal")
    step = Step(
        "subtract",
        (g.qty, normalize(Fraction(g.qty) - rest)),
        normalize(rest),
        "the rest",
        g.source,
    )
    asked = replace(setup, events=tuple(e for e in setup.events if e is not g and e not in done))
    asked = replace(asked, question=replace(q, qty=normalize(rest), other_kind=g.kind))
    value, steps = take_time(led, asked)
    led.used.update(id(e) for e in (g, *done))
    return value, [step, *steps]


RATES_ASKS: dict[str, Callable[[Ledger, StorySetup], tuple[Fraction, list[Step]]]] = {
    "take_time": take_time,
    "take_time_rest": take_time_rest,
    **PRICED_ASKS,
    **WANT_ASKS,
}
