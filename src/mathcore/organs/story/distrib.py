# ruff: noqa: E501
"""Distribution to (or from) each member of a counted group, and how long a stock lasts
(issue 8, distribution and consumption over time).

- ``She gives 5 marbles to each of her 3 friends`` (``gave $4 to each of the 10 groups``,
  ``gives each of her 3 friends 5 marbles``): the giver loses ``5 x 3``; ``He got 50
  dollars from each of his 4 grandparents``: the receiver gains ``50 x 4``. Only the form
  with a count of the members is read (``to each of her friends`` has no count: no row reads
  it, so it refuses); the members are no holder (``How many does each friend have?`` is not
  answered from it); the product is this one giving's amount only, and a bare amount after
  it (``... and 2 pencils``, ``and 4 cousins``) continues nothing (refused).
- ``How many days will the cookies last?``: the one stated stock of the asked things,
  divided by the one rate at which they are used up (``He eats 2 cookies a day``), in the
  rate's own unit of time; the story must state nothing else, the rate's verb must use
  things up, and the division must be exact (``13 cookies at 2 a day`` refuses).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from fractions import Fraction
from typing import TYPE_CHECKING

from mathcore.exact import normalize
from mathcore.organs.story.model import ALL, Event, Kind, StorySetup
from mathcore.packs.loader import Pack, PerPack
from mathcore.results import Step

if TYPE_CHECKING:
    from mathcore.organs.story.ledger import Ledger
    from mathcore.organs.story.reader import Context
    from mathcore.organs.story.resolve import Clause

_ADV = "?only|already|now|still|then|also|later:adv"
_AUX = "?has|have|had|will"
_OF = "each of his|her|their|the N:m K:p"

DISTRIB_CLAUSES = f"""
dist_give_to | H:s {_ADV} {_AUX} F=transfer_frame:f N:n K?:k to {_OF} S:loc | op=dist_lose holder=s kind=k qty=n
dist_give_money_to | H:s {_ADV} {_AUX} F=transfer_frame:f $:n to {_OF} S:loc | op=dist_lose holder=s kind=k qty=n
dist_give_dative | H:s {_ADV} {_AUX} F=transfer_frame:f {_OF} N:n K?:k S:loc | op=dist_lose holder=s kind=k qty=n
dist_give_dative_money | H:s {_ADV} {_AUX} F=transfer_frame:f {_OF} $:n S:loc | op=dist_lose holder=s kind=k qty=n
dist_gain_from | H:s {_ADV} {_AUX} F=increment_frame:f N:n K?:k from {_OF} S:loc | op=dist_gain holder=s kind=k qty=n
dist_gain_money_from | H:s {_ADV} {_AUX} F=increment_frame:f $:n from {_OF} S:loc | op=dist_gain holder=s kind=k qty=n
"""

_SPENT = "spent|spends|spend"
SPEND_CLAUSES = f"""
dist_spend_rate | H:s {_ADV} {_SPENT} $:n a|per|each|every K:u | op=dist_spend holder=s kind=k qty=n
dist_spend_rate_n | H:s {_ADV} {_SPENT} N:n K:k a|per|each|every K:u | op=dist_spend holder=s kind=k qty=n
"""
FROM_CLAUSES = f"""
dist_gain_from_people | H:s {_ADV} {_AUX} F=increment_frame:f N:n K?:k from K:src | op=dist_from_people holder=s kind=k qty=n
dist_more_from | N:n ?more K?:k from O:o | op=dist_more_from kind=k qty=n
"""
_GONE_LEMMA = {"adopted": "adopt", "sold": "sell", "sell": "sell"}
_GONE = "adopted|sold:f"  # "3 puppies a day are adopted": 'adopted' is read only here
STOCK_CLAUSES = f"""
dist_had_when | H:s {_ADV} V=possession N:n K?:k S:loc when another N:n2 were|was brought|dropped ?in|off | op=dist_had_when holder=s kind=k qty=n
dist_passive_rate | N:n K:k a|per|each|every K:u are|were|is|get|gets {_GONE} | op=dist_passive_rate kind=k qty=n
"""
_LAST = "will|would|do|does|did the|his|her|their|these|those|this|that K:k last"
DISTRIB_QUESTIONS = f"""
q_last | how many K:u {_LAST} | ask=lasts holder= kind=u other_kind=k
q_last_long | how long will|would|do|does|did the|his|her|their|this|that K:k last | ask=lasts holder= kind=@span other_kind=k
q_last_long_for | how long will|would|do|does|did the|his|her|their|this|that K:k last O:o | ask=lasts holder=o kind=@span other_kind=k
q_last_all | how long would|will|does it take for all of them to be {_GONE} | ask=lasts holder= kind=@span
q_last_for | how many K:u {_LAST} O:o | ask=lasts holder=o kind=u other_kind=k
"""

#: The word tables live in the pack (lexicon/story_more8.jsonl), read once per pack digest:
#: ``use_up_lemma`` (eat, use, ...: a rate that uses up a stock) and ``giver_noun``.


@dataclass(frozen=True, slots=True)
class _Words:
    use_up: frozenset[str]
    givers: frozenset[str]


def _build_words(pack: Pack) -> _Words:
    """The pack's word tables of this module."""
    return _Words(
        use_up=pack.words("use_up_lemma"),
        givers=pack.words("giver_noun"),
    )


#: Built once per pack digest (``packs.loader.PerPack``).
_words = PerPack(_build_words)


def _stop(detail: str, operator: str = "unit_binding") -> Exception:
    from mathcore.organs.story.reader import Stop

    return Stop("unresolved_reference", detail, operator)


def _members(c: Clause) -> int:
    """The count of members (``each of her 3 friends``): a whole number of a counted noun
    that is neither the given things, a unit of measure, nor money."""
    from mathcore.organs.story.lexemes import lexicon

    raw, unit = c.b.get("m"), c.b.get("p")
    if not isinstance(raw, tuple) or raw[2] or unit is None:
        raise _stop("each of a group needs a count of members", "quantity_extraction")
    count = Fraction(raw[0])
    if count.denominator != 1 or count < 2:
        raise _stop("each of a group needs a whole count of members", "quantity_extraction")
    head = getattr(unit, "head", "")
    entry = lexicon().entries.get(head)
    if not head or head == c.kind.head or head == "dollar" or (entry and entry.unit):
        raise _stop("each of a group of the given things or of units", "unit_binding")
    return int(count)


def _distribute(op: str) -> Callable[[Clause, Context], list[Event]]:
    def handler(c: Clause, ctx: Context) -> list[Event]:
        if c.qty is None or c.qty == ALL:
            raise _stop("each of a group needs an amount each", "quantity_extraction")
        count = _members(c)
        raw = c.b.get(c.t["qty"])
        assert isinstance(raw, tuple)
        total = (normalize(Fraction(c.qty) * count), raw[1], raw[2])
        events = c.again({**c.t, "op": op}, {**c.b, c.t["qty"]: total}, ctx)
        ctx.prev_op = {}  # "... to each of her 3 friends and 2 pencils": continues nothing
        return events

    return handler


def _spend_rate(c: Clause, ctx: Context) -> list[Event]:
    """``If he only spent 3 dollars a week``: a rate of spending money (read only with these
    rows; ``lasts`` uses it)."""
    from mathcore.organs.story.gsm_rate import _time_unit
    from mathcore.organs.story.resolve import _holder

    raw = c.b.get("s")
    doer = ctx.prev_subject if raw == "@prev" else _holder(raw, ctx)
    if c.kind.head != "dollar" or c.kind.mods:
        raise _stop("a rate of spending is of money")
    if not doer or c.qty is None or c.qty == ALL or Fraction(c.qty) <= 0:
        raise _stop("a rate of spending needs its doer and a positive amount")
    unit = _time_unit(c.b.get("u"))
    ctx.mention(doer)
    ctx.prev_subject = doer
    ctx.prev_op = {}
    return [
        Event(
            "rate",
            doer,
            c.kind,
            c.qty,
            other_kind=Kind(unit),
            frame="spend",
            source=c.source,
            agent=doer,
            rule=c.rc.frame,
        )
    ]


def _had_when(c: Clause, ctx: Context) -> list[Event]:
    """``A pet shelter had 9 puppies when another 12 were brought in``: a holding, then a
    gain of the same holder and kind."""
    first = c.again({**c.t, "op": "has"}, c.b, ctx)
    more = c.again({**c.t, "op": "gain"}, {**c.b, "n": c.b.get("n2"), "f": "bring"}, ctx)
    ctx.prev_op = {}
    return [*first, *more]


def _passive_rate(c: Clause, ctx: Context) -> list[Event]:
    """``If 3 puppies a day are adopted``: a rate with no doer of things taken away."""
    from mathcore.organs.story.gsm_rate import _time_unit

    if c.qty is None or c.qty == ALL or Fraction(c.qty) <= 0:
        raise _stop("a rate needs a positive count", "quantity_extraction")
    unit = _time_unit(c.b.get("u"))
    lemma = _GONE_LEMMA[str(c.b.get("f"))]
    if c.kind not in ctx.kinds:
        ctx.kinds.append(c.kind)
    ctx.prev_op = {}
    return [
        Event(
            "rate",
            "",
            c.kind,
            c.qty,
            other_kind=Kind(unit),
            frame=lemma,
            source=c.source,
            rule=c.rc.frame,
        )
    ]


def _from_people(c: Clause, ctx: Context) -> list[Event]:
    """``Megan received 11 pieces of candy from neighbors``: a gain from people the story
    does not hold (a bare plural, no determiner)."""
    ws = _words()
    src = c.b.get("src")
    if not isinstance(src, Kind) or src.mods or src.head not in ws.givers:
        raise _stop("a gain from no people", "frame_entry")
    events = c.again({**c.t, "op": "gain"}, c.b, ctx)
    ctx.prev_op = {**ctx.prev_op, "_row": "dist_gain_from_people"}
    return events


def _more_from(c: Clause, ctx: Context) -> list[Event]:
    """``... and 5 pieces from her older sister`` right after a gain from people: one more
    gain of the same receiver, verb and kind (what the giver held is not told)."""
    prev = ctx.prev_op
    at = prev.get("_at") if prev else None
    if not prev or prev.get("op") != "gain" or not isinstance(at, tuple) or len(at) < 4:
        raise _stop("'and N from her sister' after no gain", "frame_entry")
    if prev.get("_row") != "dist_gain_from_people" or (
        c.b.get("k") is not None
        and (c.kind.head != at[3].head or (c.kind.mods and c.kind.mods != at[3].mods))
    ):  # "5 pieces of gum from her sister" after "11 pieces of candy": another kind
        raise _stop("'and N from her sister' of another gain or kind", "frame_entry")
    bind = {**prev.get("_bind", {}), "n": c.b.get("n"), "k": at[3]}
    template = {k: v for k, v in prev.items() if not k.startswith("_")}
    template = {**template, "op": "give", "holder": "o", "other": "s"}  # as gain_from reads it
    events = c.again(template, {**bind, "o": c.b.get("o")}, ctx)
    ctx.prev_op = {}
    return events


DISTRIB_SPECIAL: dict[str, Callable[[Clause, Context], list[Event]]] = {
    "dist_from_people": _from_people,
    "dist_more_from": _more_from,
    "dist_had_when": _had_when,
    "dist_passive_rate": _passive_rate,
    "dist_spend": _spend_rate,
    "dist_lose": _distribute("lose"),
    "dist_gain": _distribute("gain"),
}

#: The rows above whose amount is a product (``distributed`` checks their sources).
DIST_RULES = frozenset(
    {"dist_give_to", "dist_give_money_to", "dist_give_dative", "dist_give_dative_money"}
    | {"dist_gain_from", "dist_gain_money_from"}
)


def _receiver(e: Event) -> str:
    """Who an event adds to: the holder, or the receiver of a give."""
    return e.other if e.op == "give" else e.holder


def _stock(
    setup: StorySetup, stocks: list[Event], whole: bool
) -> tuple[Fraction | None, list[Step]]:
    """The holder's whole stock: one holding, or its gains of one kind (``Luke made 9
    dollars mowing and 18 dollars weeding``: 27); a holding and gains refuse."""
    from mathcore.organs.story.ledger import Halt, _gate

    first = stocks[0]
    if (
        any(_receiver(e) != _receiver(first) or e.kind != first.kind for e in stocks)
        or (len(stocks) > 1 and not whole and any(e.op == "has" for e in stocks))
        or any(e.op == "has" for e in stocks[1:])
    ):  # "has 10 cookies. He bought 12": the bought ones, or all of them?
        raise Halt("question_target_unbound", "a stock lasts: one holder's stock of one kind")
    if any(e.qty in (None, ALL) for e in stocks):
        return None, []
    total, steps = Fraction(first.qty or 0), []
    for e in stocks[1:]:
        _gate("story_gain_adds")
        steps.append(
            Step(
                "add",
                (normalize(total), e.qty or 0),
                normalize(total + (e.qty or 0)),
                e.frame,
                e.source,
            )
        )
        total += e.qty or 0
    return total, steps


def lasts(led: Ledger, setup: StorySetup) -> tuple[Fraction, list[Step]]:
    """``Mike has 12 cookies. He eats 2 cookies a day. How many days will the cookies
    last?``: the one stock over the one using-up rate of the same things, exactly."""
    ws = _words()
    from mathcore.organs.story.ledger import Halt, _gate
    from mathcore.organs.story.lexemes import lexicon
    from mathcore.organs.story.reader import DOLLAR

    q = setup.question
    things, unit = q.other_kind, q.kind
    if things == Kind("money"):  # "how long would the money last him"
        things = DOLLAR
    rates = [e for e in setup.events if e.op == "rate"]
    whole = q.rule == "q_last_all"  # "for all of them to be adopted": everything held
    if whole and len(rates) == 1 and things is None:
        things = rates[0].kind
        if _GONE_LEMMA.get(q.frame, q.frame) != rates[0].frame:  # adopted ... to be sold
            raise Halt("question_target_unbound", "all of them: another verb than the rate's")
    stocks = [e for e in setup.events if e.op in ("has", "gain", "give")]  # "bought 12"
    each = [e for e in setup.events if e.op == "each"]
    if things is None or len(rates) != 1 or not stocks or len(each) > 1:
        raise Halt("question_target_unbound", "a stock lasts: one stock and one rate, nothing else")
    if len(setup.events) != 1 + len(stocks) + len(each) or (each and len(stocks) > 1):
        raise Halt("question_target_unbound", "a stock lasts: one stock and one rate, nothing else")
    rate, stock = rates[0], stocks[0]
    used = (rate, *stocks, *each)
    amount, steps = _stock(setup, stocks, whole)
    per = each[0] if each else None
    if per is not None:  # "5 notebooks that have 40 pages each ... uses 4 pages a day": pages
        if per.other_kind != things or per.kind != rate.kind or per.qty is None:
            raise Halt("question_target_unbound", "a stock lasts: units of other things")
        if amount is not None:
            _gate("story_count_times_each")
            total = amount * Fraction(per.qty)
            note = f"{rate.kind.label()} in {things.label()}s"
            steps.append(
                Step("multiply", (stock.qty or 0, per.qty), normalize(total), note, per.source)
            )
            amount = total
        things = rate.kind
    if per is None and things.head != stock.kind.head and stock.kind.mods == (f"of {things.head}",):
        things = stock.kind  # "the candy": the stock's pieces of candy
    broader = rate.kind.head == things.head and set(rate.kind.mods) <= set(things.mods)
    if not broader or stock.kind != (per.other_kind if per else things):
        raise Halt("question_target_unbound", "a stock lasts: the rate of other things")
    if rate.other_kind != unit or unit.mods:
        raise Halt("question_target_unbound", "a stock lasts: a rate in another unit of time")
    entry = lexicon().entries.get(unit.head)
    if entry is None or entry.unit is None:
        raise Halt("question_target_unbound", "a stock lasts a number of units of time")
    if rate.frame not in ws.use_up or rate.agent not in (_receiver(stock), "" if whole else "-"):
        raise Halt("question_target_unbound", "a stock lasts: a rate of its holder using it up")
    if q.holder and q.holder != _receiver(stock):  # "last him": the stock's holder
        raise Halt("question_target_unbound", "a stock lasts: another holder asked")
    if rate.qty is None or amount is None or Fraction(rate.qty) <= 0:
        raise Halt("unbound_quantity", "a stock lasts: amounts unknown")
    _gate("story_equal_share")
    days = amount / Fraction(rate.qty)
    if days.denominator != 1:
        raise Halt("non_integer_count", "the stock does not last a whole number of units")
    led.used.update(id(e) for e in used)
    note = f"{things.label()} at {rate.qty} a {unit.head}"
    steps.append(Step("divide", (normalize(amount), rate.qty), normalize(days), note, rate.source))
    return days, steps


DISTRIB_ASKS = {"lasts": lasts}


def dist_misread(setup: StorySetup) -> str:
    """Why a story with a giving to each of a group may not be answered as read ('' when it
    may): the members are no holders, so anyone else holding the given kind may be one of
    them (``Tom has 2 marbles. Sara gives 5 marbles to each of her 3 friends. How many
    marbles does Tom have?``), and a question of another holder, of everyone, or of what went
    to someone counts what the members got, which the ledger does not hold."""
    dist = [e for e in setup.events if e.rule in DIST_RULES]
    if not dist:
        return ""
    q = setup.question
    for e in dist:
        others = {
            h
            for x in setup.events
            if x.kind.head == e.kind.head
            for h in (x.holder, x.other, x.agent)
            if h and h != e.holder
        }
        if others:
            return "another holder of the given kind may be one of the members"
        if q.holder != e.holder or q.other:
            return "a question of another holder than the one giving to (or getting from) each"
    return ""
