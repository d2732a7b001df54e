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
from fractions import Fraction
from typing import TYPE_CHECKING

from mathcore.exact import normalize
from mathcore.organs.story.model import ALL, Event, StorySetup
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

_LAST = "will|would|do|does|did the|his|her|their|these|those K:k last ?him|her|them"
DISTRIB_QUESTIONS = f"""
q_last | how many K:u {_LAST} | ask=lasts holder= kind=u other_kind=k
"""

#: Verbs whose rate uses things up (the lemma of the rate's verb).
_USE_UP = frozenset({"eat", "use", "drink", "consume", "burn", "feed", "spend"})


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


DISTRIB_SPECIAL: dict[str, Callable[[Clause, Context], list[Event]]] = {
    "dist_lose": _distribute("lose"),
    "dist_gain": _distribute("gain"),
}

#: The rows above whose amount is a product (``distributed`` checks their sources).
DIST_RULES = frozenset(
    {"dist_give_to", "dist_give_money_to", "dist_give_dative", "dist_give_dative_money"}
    | {"dist_gain_from", "dist_gain_money_from"}
)


def lasts(led: Ledger, setup: StorySetup) -> tuple[Fraction, list[Step]]:
    """``Mike has 12 cookies. He eats 2 cookies a day. How many days will the cookies
    last?``: the one stock over the one using-up rate of the same things, exactly."""
    from mathcore.organs.story.ledger import Halt, _gate
    from mathcore.organs.story.lexemes import lexicon

    q = setup.question
    things, unit = q.other_kind, q.kind
    rates = [e for e in setup.events if e.op == "rate"]
    stocks = [e for e in setup.events if e.op in ("has", "gain")]  # "bought 12 cookies"
    each = [e for e in setup.events if e.op == "each"]
    if things is None or len(rates) != 1 or len(stocks) != 1 or len(each) > 1:
        raise Halt("question_target_unbound", "a stock lasts: one stock and one rate, nothing else")
    if len(setup.events) != 2 + len(each):
        raise Halt("question_target_unbound", "a stock lasts: one stock and one rate, nothing else")
    rate, stock = rates[0], stocks[0]
    used = (rate, stock, *each)
    steps: list[Step] = []
    amount = Fraction(stock.qty or 0) if stock.qty not in (None, ALL) else None
    if each:  # "5 notebooks that have 40 pages each ... uses 4 pages a day": the pages
        per = each[0]
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
    if rate.kind != things or stock.kind != (q.other_kind if each else things):
        raise Halt("question_target_unbound", "a stock lasts: the rate of other things")
    if rate.other_kind != unit or unit.mods:
        raise Halt("question_target_unbound", "a stock lasts: a rate in another unit of time")
    entry = lexicon().entries.get(unit.head)
    if entry is None or entry.unit is None:
        raise Halt("question_target_unbound", "a stock lasts a number of units of time")
    if rate.frame not in _USE_UP or rate.agent != stock.holder:
        raise Halt("question_target_unbound", "a stock lasts: a rate of its holder using it up")
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
