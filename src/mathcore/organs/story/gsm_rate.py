"""Repeated actions over time: ``Brenda bakes 20 cakes a day``, asked over a span of time.

A rate clause (``<holder> <verb> N <things> a|an|per|each|every <time unit>``) is a ``rate``
event: N things of the verb in each unit of time, tied to its doer and its verb. It holds
nothing, so no other answer reads it. A continuation (``..., 5 days a week`` or ``100 pencils
a day five days a week``) states how many of the previous rate's time unit fall in a larger
one, for the same doer.

The question ``How many cakes does she bake in 5 days?`` (or ``in a week``, ``per week``) asks
the ``span``: the one rate of the asked doer, verb and kind (or the doer's one wage, for
``How much does she earn in 4 weeks?``), times the span converted into the rate's time unit.
A conversion uses the doer's stated rate of that unit (``8 hours a day``, ``5 days a week``)
first; only with none stated, an exact fixed one (a week is 7 days, an hour 60 minutes, a
minute 60 seconds, a year 12 months). Every rate and wage of the story must be used and no
other event may exist; anything else refuses.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from fractions import Fraction
from typing import TYPE_CHECKING, Any

from mathcore.exact import normalize
from mathcore.organs.rates.algebra import Derivation
from mathcore.organs.rates.units import factor
from mathcore.organs.story.coord import too_many_units
from mathcore.organs.story.ledger import Halt, Ledger, _gate
from mathcore.organs.story.model import Event, Kind, StorySetup
from mathcore.packs.loader import Pack, PerPack
from mathcore.results import Step

if TYPE_CHECKING:
    from mathcore.organs.story.reader import Context
    from mathcore.organs.story.resolve import Clause

#: The word tables live in the pack, read once per pack digest: ``duration_noun`` (second,
#: minute, ..., year: the time units of a rate; lexicon/story_untold7.jsonl) and
#: ``wage_earn_lemma`` (earn, make, get; lexicon/story_more8.jsonl).


@dataclass(frozen=True, slots=True)
class _Words:
    time_units: frozenset[str]
    earn_lemmas: frozenset[str]


def _build_words(pack: Pack) -> _Words:
    """The pack's word tables of this module."""
    return _Words(
        time_units=pack.words("duration_noun"),
        earn_lemmas=pack.words("wage_earn_lemma"),
    )


#: Built once per pack digest (``packs.loader.PerPack``).
_words = PerPack(_build_words)


def time_units() -> frozenset[str]:
    """The time units of a rate (the pack's ``duration_noun`` rows)."""
    return _words().time_units


#: Fixed conversions (larger unit -> how many smaller) that never depend on a schedule.
#: Minutes, hours and seconds come from the shared rate units; weeks in days and years in
#: months are calendar facts. A day is not read as 24 hours (a working day is not).
FIXED = frozenset(
    {("hour", "minute"), ("minute", "second"), ("minute", "hour"), ("second", "minute")}
)
CALENDAR = {("week", "day"): Fraction(7), ("year", "month"): Fraction(12)}


def _stop(detail: str) -> Exception:
    from mathcore.organs.story.reader import Stop

    return Stop("unreadable_sentence", detail, "rate_structure")


def _time_unit(raw: Any) -> str:
    ws = _words()
    if isinstance(raw, Kind) and not raw.mods and raw.head in ws.time_units:
        return raw.head
    raise _stop("a rate needs a unit of time")


def _lemma(raw: Any) -> str:
    from mathcore.organs.story.lexemes import Lexeme, lexicon

    if isinstance(raw, Lexeme):
        return raw.lemma
    entry = lexicon().entries.get(raw) if isinstance(raw, str) else None
    return entry.lemma if entry is not None and entry.lemma else ""


def _count(raw: Any) -> Fraction:
    if not isinstance(raw, tuple) or raw[0] is None or raw[2]:
        raise _stop("a rate needs a count (money at a rate is a wage)")
    value = Fraction(raw[0])
    if value <= 0:
        raise _stop("a rate needs a positive count")
    return value


def _rate_event(c: Clause, doer: str, lemma: str, kind: Kind, qty: Fraction, unit: str) -> Event:
    if kind.head == "dollar" or kind.head == unit:
        raise _stop("a rate of money, or of its own unit")
    if too_many_units(kind, qty, unit):  # coord: "24 cookies a day for 8 days a week"
        raise _stop("more of a time unit than the larger one holds")
    return Event(
        "rate",
        doer,
        kind,
        normalize(qty),
        other_kind=Kind(unit),
        frame=lemma,
        source=c.source,
        agent=doer,
        rule=c.rc.frame,
    )


def _rate(c: Clause, ctx: Context) -> list[Event]:
    """``Brenda bakes 20 cakes a day`` (and ``100 pencils a day five days a week``)."""
    from mathcore.organs.story.resolve import _holder

    lemma = _lemma(c.b.get("f"))
    if not lemma:
        raise _stop("a rate needs its verb")
    raw = c.b.get("s")
    doer = ctx.prev_subject if raw == "@prev" else _holder(raw, ctx)
    if not doer:
        raise _stop("a rate needs its doer")
    unit = _time_unit(c.b.get("u"))
    count = Fraction(1) if c.b.get("n1") else _count(c.b.get("n"))  # "for an hour"
    events = [_rate_event(c, doer, lemma, c.kind, count, unit)]
    if "n2" in c.b:  # "... a day five days a week": days of the rate's unit in a larger one
        if _time_unit(c.b.get("u2")) != unit:
            raise _stop("the second rate must count the first one's unit")
        larger = _time_unit(c.b.get("u3"))
        events.append(_rate_event(c, doer, lemma, Kind(unit), _count(c.b.get("n2")), larger))
    _note(ctx, c, doer, lemma, events[-1])
    return events


def _rate_more(c: Clause, ctx: Context) -> list[Event]:
    """``works 8 hours a day, 5 days a week``: the previous rate's unit in a larger one."""
    prev = ctx.prev_op.get("_rate")
    if not isinstance(prev, tuple):
        raise _stop("a bare rate continues no rate")
    doer, lemma, unit = prev
    if c.kind != Kind(unit):
        raise _stop("a continued rate must count the previous rate's unit")
    larger = _time_unit(c.b.get("u"))
    ev = _rate_event(c, doer, lemma, c.kind, _count(c.b.get("n")), larger)
    _note(ctx, c, doer, lemma, ev)
    return [ev]


def _note(ctx: Context, c: Clause, doer: str, lemma: str, last: Event) -> None:
    ctx.mention(doer)
    ctx.prev_subject = doer
    ctx.animate.append(doer)
    if c.kind not in ctx.kinds:
        ctx.kinds.append(c.kind)
    assert last.other_kind is not None
    ctx.prev_op = {**c.rc.template, "_bind": c.b, "_rate": (doer, lemma, last.other_kind.head)}


RATE_SPECIAL: dict[str, Callable[[Clause, Context], list[Event]]] = {
    "rate": _rate,
    "rate_more": _rate_more,
}


# ---------------------------------------------------------------- answering a span


def _is_wage(e: Event) -> bool:
    return e.op == "each" and e.frame == "wage"


def _doer(e: Event) -> str:
    return e.agent or e.holder


def _main_rate(setup: StorySetup, holder: str) -> Event:
    ws = _words()
    q = setup.question
    if q.kind.head == "dollar" and q.frame in ws.earn_lemmas:
        hits = [e for e in setup.events if _is_wage(e) and _doer(e) == holder]
    else:
        hits = [
            e
            for e in setup.events
            if e.op == "rate"
            and e.frame == q.frame
            and e.holder in (holder, "")  # "" : "It takes 20 minutes to paint a house" (gsm_rates)
            and (e.kind == q.kind or _time_pair(e.kind, q.kind) or _narrower(e.kind, q.kind))
        ]
    if len(hits) != 1:
        raise Halt("question_target_unbound", "not one rate of the asked doer, verb and kind")
    return hits[0]


def _chains(main: Event, e: Event) -> bool:
    """A stated amount of time converts the span for the main rate only when it is the same
    action (``bakes 20 cakes a day, 5 days a week``), or work for a wage (``works 8 hours a
    day``, ``earns $15 an hour``): another action's schedule is not this one's."""
    return e.frame == main.frame or (_is_wage(main) and e.frame == "work")


def _narrower(have: Kind, want: Kind) -> bool:
    """``sold 4 cups of lemonade an hour`` asked as ``cups``, or ``drinks 1.5 gallons of water
    a day`` asked in ``quarts``: the asked kind names the rate's things (its modifiers among
    the rate's), in the same unit or one that converts exactly (gsm_rates)."""
    ws = _words()
    if not set(want.mods) <= set(have.mods) or {have.head, want.head} & ws.time_units:
        return False  # units of time convert only through _time_pair's fixed pairs
    return have.head == want.head or factor(have.head, want.head) is not None


def _time_pair(have: Kind, want: Kind) -> bool:
    """``jogs for 30 minutes a day``, asked in hours: two units of time that convert exactly."""
    return not have.mods and not want.mods and (have.head, want.head) in FIXED


def _convert(
    amount: Fraction,
    have: str,
    want: str,
    rates: list[Event],
    d: Derivation,
    used: list[Event],
    calendar: bool,
) -> Fraction:  # d.steps[i].note carries the source of step i after a "|"
    """``amount`` of time unit ``have`` in units ``want``: a stated rate first, else fixed."""
    if have == want:
        return amount
    stated = [e for e in rates if e.kind == Kind(want) and e not in used]
    if len(stated) > 1:
        raise Halt("ambiguous_total", f"two stated amounts of {want}")
    if stated:
        e = stated[0]
        assert e.other_kind is not None and e.qty is not None
        used.append(e)
        inner = _convert(amount, have, e.other_kind.head, rates, d, used, calendar)
        _gate("story_count_times_each")
        note = f"{want} per {e.other_kind.head}|{e.source}"
        return Fraction(d.multiply(normalize(inner), e.qty, note))
    via = [e for e in rates if e not in used and not e.kind.mods and (e.kind.head, want) in FIXED]
    if len(via) > 1:
        raise Halt("ambiguous_total", f"two stated amounts convertible to {want}")
    if via and (have, want) not in FIXED:  # "walks for an hour every day", a rate per minute
        amount = _convert(amount, have, via[0].kind.head, rates, d, used, calendar)
        have = via[0].kind.head
    if (have, want) in FIXED:
        f = factor(have, want)
    else:  # a working day or week is a schedule, not a calendar span
        f = CALENDAR.get((have, want)) if calendar else None
    if f is None:
        raise Halt("unit_mismatch", f"{have} do not convert to {want} without a stated rate")
    _gate("story_count_times_each")
    return Fraction(d.multiply(normalize(amount), normalize(f), f"{have} in {want}"))


def _span_of(setup: StorySetup, holder: str, d: Derivation, used: list[Event]) -> Fraction:
    """What ``holder`` does of the asked kind over the asked span (steps into ``d``)."""
    q = setup.question
    if q.other_kind is None:
        raise Halt("question_target_unbound", "a span needs a unit of time")
    main = _main_rate(setup, holder)
    assert main.other_kind is not None and main.qty is not None
    working = q.other_kind.mods in (("working",), ("of work",))  # rates6: "a working day"
    rates = [
        e
        for e in setup.events
        if e.op == "rate"
        and e.holder == holder
        and e != main
        and (_chains(main, e) or (working and e.frame == "work"))
    ]
    span = Fraction(1 if q.qty is None else q.qty)
    calendar = not _is_wage(main) and all(e.frame != "work" for e in [main, *rates])
    unit = _time_unit_q(Kind(q.other_kind.head) if working else q.other_kind)
    mine: list[Event] = []
    amount = _convert(span, unit, main.other_kind.head, rates, d, mine, calendar)
    if len(mine) != len(rates):
        raise Halt("unused_number", "a stated rate is not used")
    if working and not any(e.frame == "work" for e in mine):  # its length is the doer's work
        raise Halt("question_target_unbound", "a working day with no work told")
    _gate("story_count_times_each")
    total = Fraction(d.multiply(normalize(amount), main.qty, f"time x rate|{main.source}"))
    if main.kind != q.kind:  # 30 minutes a day, asked in hours
        f = factor(main.kind.head, q.kind.head)
        if f is None:
            raise Halt("unit_mismatch", f"{main.kind.head} asked in {q.kind.head}")
        note = f"{main.kind.head} in {q.kind.head}"
        total = Fraction(d.multiply(normalize(total), normalize(f), note))
    used.extend([main, *mine])
    return total


def _only_used(setup: StorySetup, used: list[Event]) -> None:
    """A span answer reads a story of rates (and wages) only, and uses every one of them."""
    if any(e not in used for e in setup.events):
        raise Halt("unused_number", "a span answer reads a story of rates only, all used")


def _steps(d: Derivation, default: str) -> list[Step]:
    steps = []
    for s in d.steps:
        note, _, source = s.note.partition("|")
        steps.append(Step(s.operation, s.operands, s.result, note, source or default))
    return steps


def span_answer(led: Ledger, setup: StorySetup) -> tuple[Fraction, list[Step]]:
    """``How many cakes does she bake in 5 days?``: the rate times the span, exactly."""
    d = Derivation()
    used: list[Event] = []
    total = _span_of(setup, setup.question.holder, d, used)
    _only_used(setup, used)
    led.used.update(id(e) for e in used)
    return total, _steps(d, setup.question.source)


def _only_other(setup: StorySetup) -> str:
    """``how many more pages does Janet read in 6 weeks?``: than the one other such doer."""
    q = setup.question
    doers = {
        e.agent
        for e in setup.events
        if e.op == "rate" and e.frame == q.frame and e.kind == q.kind and e.agent != q.holder
    }
    if len(doers) != 1:
        raise Halt("question_target_unbound", "more than whom: not one other doer")
    return next(iter(doers))


def span_difference(led: Ledger, setup: StorySetup) -> tuple[Fraction, list[Step]]:
    """``How many more words can Isaiah type than Micah in an hour?``: two spans, subtracted."""
    q = setup.question
    d = Derivation()
    used: list[Event] = []
    other = q.other or _only_other(setup)
    mine = _span_of(setup, q.holder, d, used)
    theirs = _span_of(setup, other, d, used)
    _only_used(setup, used)
    _gate("story_difference")
    if mine < theirs:
        raise Halt("negative_quantity", "the difference is negative")
    res = Fraction(d.subtract(normalize(mine), normalize(theirs), "difference"))
    led.used.update(id(e) for e in used)
    return res, _steps(d, q.source)


def _time_unit_q(kind: Kind) -> str:
    ws = _words()
    if kind.mods or kind.head not in ws.time_units:
        raise Halt("question_target_unbound", "a span needs a unit of time")
    return kind.head


RATE_ASKS: dict[str, Callable[[Ledger, StorySetup], tuple[Fraction, list[Step]]]] = {
    "span": span_answer,
    "span1": span_answer,
    "span_diff": span_difference,
}


def _register_goals() -> None:
    from mathcore.organs.story.gsm_rate_goal import GOAL_ASKS, GOAL_SPECIAL

    RATE_SPECIAL.update(GOAL_SPECIAL)
    RATE_ASKS.update(GOAL_ASKS)


_register_goals()


# ---------------------------------------------------------------- a rate for a duration

#: The concrete event of a verb's frame class (a rate for a duration is that much action).
_CONCRETE = {"increment_frame": "gain", "decrement_frame": "lose"}


def _rate_total(c: Clause, ctx: Context) -> list[Event]:
    """``Archibald eats 1 apple a day for two weeks``: the rate, and how long it ran."""
    from mathcore.organs.story.lexemes import Lexeme

    verb = c.b.get("f")
    if not isinstance(verb, Lexeme):
        raw = c.b.get("f")
        op = "act" if isinstance(raw, str) else ""
    else:
        op = _CONCRETE.get(verb.frame or "", "act" if verb.verb == "act" else "")
    if not op:
        raise _stop("a rate for a duration needs a verb that gains, loses or acts")
    rate = _rate(c, ctx)[0]
    span = _time_unit(c.b.get("du"))
    dur = Fraction(1) if c.b.get("d1") else _count(c.b.get("dn"))
    total = Event(
        "rate_total",
        rate.holder,
        Kind(span),
        normalize(dur),
        other=op,
        frame=rate.frame,
        source=c.source,
        agent=rate.holder,
        rule=c.rc.frame,
    )
    ctx.prev_op = {}
    holding = (rate.holder, rate.kind.head)
    if op == "gain" and holding not in ctx.holdings:
        ctx.holdings.append(holding)
    return [rate, total]


RATE_SPECIAL["rate_total"] = _rate_total


def expand_rate_totals(setup: StorySetup) -> tuple[StorySetup, list[Step]]:
    """Each rate for a duration becomes the concrete action it amounts to, with its steps."""
    if not any(e.op == "rate_total" for e in setup.events):
        return setup, []
    events: list[Event] = []
    steps: list[Step] = []
    for e in setup.events:
        if e.op != "rate_total":
            events.append(e)
            continue
        rate = events.pop() if events else None
        if rate is None or rate.op != "rate" or rate.agent != e.agent or rate.frame != e.frame:
            raise Halt("unsupported_event", "a duration without its rate")
        assert rate.other_kind is not None and rate.qty is not None and e.qty is not None
        d = Derivation()
        calendar = rate.frame != "work"
        amount = _convert(Fraction(e.qty), e.kind.head, rate.other_kind.head, [], d, [], calendar)
        _gate("story_count_times_each")
        total = Fraction(d.multiply(normalize(amount), rate.qty, f"time x rate|{rate.source}"))
        steps.extend(_steps(d, e.source))
        events.append(
            Event(
                e.other,
                e.holder,
                rate.kind,
                normalize(total),
                frame=e.frame,
                source=e.source,
                agent=e.agent,
                rule=e.rule,
            )
        )
    return replace(setup, events=tuple(events)), steps


# ---------------------------------------------------------------- a rate over measured time


def rate_events(led: Ledger, setup: StorySetup) -> tuple[Fraction, list[Step]] | None:
    """``John can play 200 beats per minute. He plays 2 hours. How many beats does he play?``

    The asked doer's one rate of the asked verb and kind, times each of the doer's actions of
    that verb measured in time (converted exactly). None when the doer has no such rate; the
    story may hold nothing else.
    """
    ws = _words()
    q = setup.question
    rates = [
        e
        for e in setup.events
        if e.op == "rate" and e.agent == q.holder and e.frame == q.frame and e.kind == q.kind
    ]
    if not rates:
        return None
    if len(rates) > 1:
        raise Halt("ambiguous_total", "two rates of the asked action")
    rate = rates[0]
    assert rate.other_kind is not None and rate.qty is not None
    work = [
        e
        for e in setup.events
        if e.op in ("act", "gain", "lose")
        and e.agent == q.holder
        and e.frame == q.frame
        and not e.kind.mods
        and e.kind.head in ws.time_units
        and e.qty is not None
    ]
    if not work or len(work) + 1 != len(setup.events):
        raise Halt("question_target_unbound", "a rate needs the measured time of its action")
    d = Derivation()
    total = Fraction(0)
    for e in work:
        assert e.qty is not None
        amount = _convert(
            Fraction(e.qty), e.kind.head, rate.other_kind.head, [], d, [], rate.frame != "work"
        )
        _gate("story_count_times_each")
        done = Fraction(d.multiply(normalize(amount), rate.qty, f"time x rate|{rate.source}"))
        if len(work) > 1:
            _gate("story_sum_of_parts")
            d.add(normalize(total), normalize(done), f"sum|{e.source}")
        total += done
    led.used.add(id(rate))
    return total, _steps(d, q.source)
