# ruff: noqa: E501
"""Speeds told with ``at``: ``Joseph drives at 50 mph for 2.5 hours``, ``Carl types at a speed
of 50 words per minute``, ``She drove for 2 hours at an average speed of 45 miles per hour``.

Each row is the ``rate`` (or ``rate_total``, a rate for a duration) of ``gsm_rate``, read with
the speed lead ``at`` or ``at a|an [average|constant|steady] speed|rate|pace of`` before the
amount; the duration may come before or after it. ``mph`` is read as miles per hour (the one
abbreviation the pack lists as a word of this construction, ``lexicon/story_rates6.jsonl``):
the kind is ``mile`` and the unit of time ``hour``, nothing else. A top or maximum speed is
not read (a top speed is not the speed of the whole trip), and neither is ``at N mph`` without
a verb of the doer. Everything after the reading is ``gsm_rate``'s: the doer's rate of that
verb, spans converted exactly, every rate used or the answer refused.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from fractions import Fraction
from itertools import product
from typing import TYPE_CHECKING

from mathcore.exact import normalize
from mathcore.organs.story.ledger import Halt, _gate
from mathcore.organs.story.model import Event, Kind, StorySetup
from mathcore.packs.loader import Pack, PerPack
from mathcore.results import Step

if TYPE_CHECKING:
    from mathcore.organs.story.clauses import RawClause
    from mathcore.organs.story.lexemes import Lexeme
    from mathcore.organs.story.reader import Context

_VERB = "V=act|F=increment_frame/decrement_frame:f"
_SUBJ = "H:s @ADV ?can|could @AUX"
#: The speed leads: ``at 50 ...`` and ``at a|an [average] speed|rate|pace of 50 ...``.
_LEADS = (
    ("", "at"),
    ("_of", "at a|an ?average|constant|steady speed|rate|pace of"),
)
#: The amount per unit of time: a kind per a unit of time, or ``mph``.
_PER = (("", "N:n K:k a|an|per|each|every K:u", "rate"), ("_mph", "N:n mph", "rate_mph"))
_FOR = (("", "for N:dn K:du"), ("_one", "for a|an|one:d1 K:du"))
#: What the doer drives or rides may stand between the verb and the speed (``drives his car
#: at 50 mph``): the distance and the time are the doer's all the same.
_OBJ = (("", ""), ("_obj", " his|her|their|the|a|an K:veh"))


def _rows() -> str:
    out: list[str] = []
    for (lead_name, lead), (per_name, per, op), (obj_name, obj) in product(_LEADS, _PER, _OBJ):
        tail = f"{lead} {per}"
        verb = f"{_SUBJ} {_VERB}{obj}"
        name = f"r6_at{lead_name}{per_name}{obj_name}"
        out.append(f"{name} | {verb} {tail} | op={op} holder=s kind=k qty=n")
        total = "rate_total" + op.removeprefix("rate")
        for for_name, dur in _FOR:
            out.append(
                f"{name}_for{for_name} | {verb} {tail} {dur} | op={total} holder=s kind=k qty=n"
            )
            out.append(
                f"{name}_after{for_name} | {verb} {dur} {tail} | op={total} holder=s kind=k qty=n"
            )
    return "\n".join(out)


#: A time of day once in each day: ``Sandra eats 3 beignets every morning``, ``sleeps 6 hours a
#: night`` (a rate per day; ``for N days`` after it, a rate for a duration).
_TOD = "every|each|a|per morning|evening|afternoon|night"
RATES6_CLAUSES = (
    _rows()
    + f"""
r6_tod | {_SUBJ} {_VERB} N:n K:k {_TOD} | op=rate_tod holder=s kind=k qty=n
r6_tod_for | {_SUBJ} {_VERB} N:n K:k {_TOD} for ?the ?next|first|following N:dn K:du | op=rate_total_tod holder=s kind=k qty=n
r6_tod_for_one | {_SUBJ} {_VERB} N:n K:k {_TOD} for ?the ?next|first|following a|an|one:d1 K:du | op=rate_total_tod holder=s kind=k qty=n
"""
)


#: A frequency: ``Theo can eat 13 cookies, 3 times a day`` (raw op ``rate_freq``): 13 cookies
#: each time and 3 times a day, two rates the span chains (each a derivation step).
RATES6_CLAUSES += f"""r6_freq | {_SUBJ} {_VERB} N:n K:k ?, X:m a|an|per|each|every K:u | op=rate_freq holder=s kind=k qty=n
"""

#: ``How much money did Olivia make this week?``: money earned or spent over the week of the
#: told days (``week_of_days`` holds the time; ``q_spend`` reads no time). ``How much will be
#: her total earnings for two months (of work)?``: what she earns over the span (``q_span_money``).
RATES6_QUESTIONS = """
r6_q_spend_week | how much ?money do|does|did|will|would H:s F=decrement_frame/increment_frame:f this|that week | ask=event holder=s kind=$ frame=f
r6_q_earnings_her | how much will|would be her ?total earnings|pay for|in N:n K:u | ask=span holder=@she kind=$ qty=n other_kind=u as_frame=earn
r6_q_earnings_his | how much will|would be his ?total earnings|pay for|in N:n K:u | ask=span holder=@he kind=$ qty=n other_kind=u as_frame=earn
"""


def _fixed(
    special: str, unit: str, kind: Kind | None
) -> Callable[[RawClause, Context, str], list[Event]]:
    """The gsm_rate row ``special`` with its unit of time ``unit`` (and its kind, for ``mph``)."""

    def read(rc: RawClause, ctx: Context, source: str) -> list[Event]:
        from mathcore.organs.story.gsm_rate import RATE_SPECIAL
        from mathcore.organs.story.resolve import Clause, _kind, _qty

        b = {**rc.bind, "u": Kind(unit)}
        qty, money = _qty(b.get("n"))
        told = kind or _kind(b.get("k"), ctx, money)
        template = {**rc.template, "op": special}
        return RATE_SPECIAL[special](Clause(rc, template, b, told, qty, source), ctx)

    return read


def _freq(rc: RawClause, ctx: Context, source: str) -> list[Event]:
    """``eats 13 cookies, 3 times a day``: 13 cookies per time, 3 times per day (a whole
    number of times, at least once); the doer's verb and kind as ``gsm_rate`` reads them."""
    from mathcore.organs.story.gsm_rate import (
        _count,
        _lemma,
        _note,
        _rate_event,
        _stop,
        _time_unit,
    )
    from mathcore.organs.story.resolve import Clause, _holder, _kind, _qty

    b = rc.bind
    qty, money = _qty(b.get("n"))
    c = Clause(rc, {**rc.template, "op": "rate"}, b, _kind(b.get("k"), ctx, money), qty, source)
    lemma, raw = _lemma(b.get("f")), b.get("s")
    doer = ctx.prev_subject if raw == "@prev" else _holder(raw, ctx)
    times = _count(b.get("m"))
    if not lemma or not doer or times.denominator != 1:
        raise _stop("a frequency needs its verb, its doer and a whole number of times")
    unit = _time_unit(b.get("u"))
    each = _rate_event(c, doer, lemma, c.kind, _count(b.get("n")), "time")
    often = _rate_event(c, doer, lemma, Kind("time"), times, unit)
    _note(ctx, c, doer, lemma, often)
    return [each, often]


#: Ops read before the kind is resolved (``resolve.PCT_SPLIT``): ``mph`` names its own kind,
#: a time of day its unit (one morning, evening, afternoon or night in each day).
RATES6_RAW: dict[str, Callable[[RawClause, Context, str], list[Event]]] = {
    "rate_mph": _fixed("rate", "hour", Kind("mile")),
    "rate_total_mph": _fixed("rate_total", "hour", Kind("mile")),
    "rate_tod": _fixed("rate", "day", None),
    "rate_total_tod": _fixed("rate_total", "day", None),
    "rate_freq": _freq,
}


# ---------------------------------------------------------------- "this week" over named days

#: The word tables live in the pack, read once per pack digest: ``weekday`` (monday ...
#: sunday; lexicon/story_question_forms8.jsonl) and the units a told conversion never
#: restates: time (``duration_noun``: fixed pairs, schedules) and money (``money_unit_noun``).


@dataclass(frozen=True, slots=True)
class _Words:
    weekdays: frozenset[str]
    not_converted: frozenset[str]


def _build_words(pack: Pack) -> _Words:
    """The pack's word tables of this module."""
    return _Words(
        weekdays=pack.words("weekday"),
        not_converted=pack.words("duration_noun") | pack.words("money_unit_noun"),
    )


#: Built once per pack digest (``packs.loader.PerPack``).
_words = PerPack(_build_words)


def week_of_days(
    ask: str, qlx: Sequence[Lexeme], events: Sequence[Event], sents: Sequence[Sequence[Lexeme]]
) -> bool:
    """``She worked 4 hours on Monday, 3 hours on Wednesday ... How much money did Olivia make
    this week?``: the question's ``this|that week`` is the week of the told days when every
    change the story tells names its day of the week in its own clause (no other
    time: ``last Monday``, ``next week``, ``in May`` refuse), no statement names another time,
    and the story holds nothing but those changes and a wage."""
    ws = _words()
    from mathcore.organs.story.mawps_eq import CHANGES, _sentence_index, _times, _told_in

    if ask != "event" or _times(qlx) not in ({("this", "week")}, {("that", "week")}):
        return False
    if not events or any(
        e.op not in CHANGES and not (e.op == "each" and e.frame == "wage") for e in events
    ):
        return False
    for e in events:
        si = _sentence_index(e.source)
        if si is None or si >= len(sents) - 1:
            return False  # a change told in the question sentence: its own time
        if e.op in CHANGES and not _times(_told_in(sents[si], e.source, True)):
            return False  # a change told on no day (its own clause names none)
    return all(not mod and word in ws.weekdays for lx in sents[:-1] for mod, word in _times(lx))


# ---------------------------------------------------------------- a unit conversion told

#: The events whose amount a told conversion restates (holdings and plain changes).
CONVERTIBLE = frozenset({"has", "gain", "lose", "give", "act"})


def _measure(head: str) -> bool:
    from mathcore.organs.story.lexemes import lexicon

    entry = lexicon().entries.get(head)
    return entry is not None and entry.unit == head and head not in _words().not_converted


def _told_conversion(e: Event) -> tuple[str, str, Fraction] | None:
    """``There are 128 ounces in a gallon`` (a holding of ``the gallon``) or ``Each gallon has
    10 cups`` (an ``each`` fact): (larger unit, smaller unit, how many), else None."""
    if e.qty is None or e.kind.mods or not _measure(e.kind.head) or Fraction(e.qty) <= 0:
        return None
    if e.op == "has" and e.holder.startswith("the ") and _measure(e.holder[4:]):
        big = e.holder[4:]
    elif e.op == "each" and e.other_kind is not None and not e.other_kind.mods and not e.holder:
        big = e.other_kind.head if _measure(e.other_kind.head) else ""
    else:
        return None
    return (big, e.kind.head, Fraction(e.qty)) if big and big != e.kind.head else None


def expand_told_units(setup: StorySetup) -> tuple[StorySetup, list[Step]]:
    """``James has 3 gallons of milk. He drank 13 ounces of the milk. If there are 128 ounces
    in a gallon, how many ounces of milk does he have left?``: the one conversion the story
    tells restates every amount in the larger unit in the asked smaller unit (exactly, a step
    each), and is then spent. Only when the question asks the smaller unit, one conversion is
    told, and some amount is in the larger unit; otherwise the story is left as read."""
    setup, members = expand_member_rate(setup)  # "Samuel's birds" at "a bird"'s rate
    if members:
        return setup, members
    if not any(e.op in ("has", "each") for e in setup.events):
        return _one_unit(setup), []
    told = [(e, c) for e in setup.events if (c := _told_conversion(e)) is not None]
    if len(told) != 1:
        return _one_unit(setup), []
    fact, (big, small, f) = told[0]
    if setup.question.kind.head != small or setup.question.ask not in ("state", "event"):
        return _one_unit(setup), []
    bigs = [e for e in setup.events if e.kind.head == big and e is not fact]
    if not bigs or any(e.qty is None or e.op not in CONVERTIBLE for e in bigs):
        return _one_unit(setup), []
    _gate("story_count_times_each")
    events: list[Event] = []
    steps: list[Step] = []
    note = f"{big} in {small} (told)"
    for e in setup.events:
        if e is fact:
            continue
        if e in bigs:
            assert e.qty is not None
            value = normalize(Fraction(e.qty) * f)
            steps.append(Step("multiply", (e.qty, normalize(f)), value, note, fact.source))
            e = replace(e, kind=Kind(small, e.kind.mods), qty=value)
        events.append(e)
    return _one_unit(replace(setup, events=tuple(events))), steps


def _one_unit(setup: StorySetup) -> StorySetup:
    """``He has 3 gallons of milk. He drank 13 ounces of the milk. How many gallons of milk
    does he have left?`` answered 3: the ounces are the same milk in another unit, not another
    kind. A substance asked in one measure unit and told in another refuses (unless a told
    conversion restated it above)."""
    q = setup.question.kind
    if not q.mods or not _measure(q.head):
        return setup
    if any(
        e.kind.mods == q.mods and e.kind.head != q.head and _measure(e.kind.head)
        for e in setup.events
    ):
        raise Halt("unit_mismatch", f"the asked {q.label()} is told in another unit too")
    return setup


# ---------------------------------------------------------------- a member's rate, many members


def expand_member_rate(setup: StorySetup) -> tuple[StorySetup, list[Step]]:
    """``A bird eats 7 berries a day. Samuel has 5 birds. How many berries do Samuel's birds
    eat in 4 days?``: the one rate told of one member (``the bird``) times the one count of
    members the owner holds is the owner's members' rate (a step). Only a story of exactly that
    rate and that holding, asked as a span of the owner's members (``X's birds``)."""
    q = setup.question
    if q.ask not in ("span", "span1") or "'s " not in q.holder or len(setup.events) != 2:
        return setup, []
    owner, _, member = q.holder.partition("'s ")
    rates = [e for e in setup.events if e.op == "rate" and e.holder == f"the {member}"]
    held = [
        e
        for e in setup.events
        if e.op == "has" and e.holder == owner and e.kind == Kind(member) and e.qty is not None
    ]
    if len(rates) != 1 or len(held) != 1 or not _plural_after_owner(q.source, member):
        return setup, []
    rate, count = rates[0], held[0]
    if rate.frame != q.frame or rate.kind != q.kind or rate.qty is None or count.qty is None:
        return setup, []
    n = Fraction(count.qty)
    if n <= 0 or n.denominator != 1:
        return setup, []
    _gate("story_count_times_each")
    value = normalize(n * Fraction(rate.qty))
    step = Step("multiply", (count.qty, rate.qty), value, "members x rate", rate.source)
    group = replace(rate, holder=q.holder, agent=q.holder, qty=value)
    return replace(setup, events=(group,)), [step]


def _plural_after_owner(source: str, member: str) -> bool:
    """``Samuel 's birds``: the owner's members named in the plural (``Samuel's bird`` is one
    bird, not all five)."""
    from mathcore.organs.story.lexemes import lexicon

    words = source.partition(": ")[2].lower().split()
    after = [words[k + 1] for k, w in enumerate(words[:-1]) if w == "'s"]
    if len(after) != 1 or after[0] == member:
        return False
    entry = lexicon().entries.get(after[0])
    return entry is not None and entry.noun == member
