# ruff: noqa: E501
"""Money, session 6: the price of one thing bought, found from a payment and its change.

``James buys 3 packs of candy. He pays with a $20 bill and gets $11 change. How much did each
pack of candy cost?``: the purchases cost the payment less the change ($9); the one kind
bought without a price costs that, less the other kinds' told prices, over its count.

Read (rows ``MONEY6_CLAUSES``, ``MONEY6_QUESTIONS``):

- the change: ``gets $11 change``, ``got $40 in change``, ``gets $4 back as change``,
  ``got a $4 change``, ``received $8 in change back`` (``m6_change``: an ``act`` of dollars
  framed ``change``, which this module alone consumes);
- a payment told beside it: ``gives $850 and gets $40 in change`` (``m6_pay_change``),
  ``pays with a 20 dollar bill`` (``m6_pay_dollar_bill``), and the payments ``gsm_change``
  reads (``pays with a $20 bill``, ``hands the cashier $20``, ``gave the cashier $130``);
- the question ``How much did each pack of candy cost?``, ``How much does one chair cost?``,
  ``How much did each of the chairs cost?`` (``cost_of`` one of the kind).

``expand_change`` (before the ledger) turns a told change into the price of the one kind
bought without a price, and refuses (``question_target_unbound``) unless: one buyer, one
payment of the buyer told before the change, one change; every trade in the story is the
buyer's purchase, of counted kinds, each kind but one with exactly one told price; no other
money moves; the question asks the cost of one of exactly that kind; the purchases cost no
more than the payment, and the price is positive.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from fractions import Fraction
from typing import TYPE_CHECKING, Any

from mathcore.exact import normalize
from mathcore.organs.story.ledger import Halt, _gate
from mathcore.organs.story.model import Event, Kind, StorySetup
from mathcore.packs.loader import Pack, PerPack
from mathcore.results import Step

if TYPE_CHECKING:
    from mathcore.organs.story.reader import Context
    from mathcore.organs.story.resolve import Clause

_GET = "gets|got|get|receives|received|receive"
_TAIL = "?back ?in|as change ?back"

MONEY6_CLAUSES = f"""
m6_change | H:s @ADV @AUX {_GET} ?back ?a $:n {_TAIL} | op=m6_change holder=s kind=$ qty=n
m6_pay_change | H:s @ADV @AUX F=transfer_frame/decrement_frame:f $:p and {_GET} ?back ?a $:n {_TAIL} | op=m6_pay_change holder=s kind=$ qty=n
m6_bought_two | H:s @ADV @AUX F=increment_frame:f N:n K:k and N:n2 K:k2 for a total of $:p | op=m6_bought_two holder=s kind=k qty=n
m6_no_change | H:s @ADV @AUX {_GET} no K:k ?back | op=m6_no_change holder=s kind=k qty=?
m6_pay_dollar_bill | H:s @ADV @AUX paid|pays|pay with a|an|one N:n K:k | op=m6_pay_bill holder=s kind=k qty=n
m6_price_each | the K:k each cost|costs $:n | op=price kind=k qty=n
m6_price_cents | each|a|an|one K:k costs|cost|was|is N:n cents | op=m6_price_cents kind=k qty=n
"""

MONEY6_QUESTIONS = """
m6_q_cost_each | how much do|does|did|would|will each|one|a|an K:k cost | ask=cost_of holder= kind=k qty=1
m6_q_cost_each_of | how much do|does|did|would|will each|one of the K:k cost | ask=cost_of holder= kind=k qty=1
"""

#: The payment rows (``gsm_change``'s and this module's), the payees of a handed payment.
PAID_ROWS = frozenset({"pay_with_bill", "pay_cashier", "m6_pay_dollar_bill", "m6_paid"})
#: The word tables live in the pack (lexicon/story_gsm_money6_words.jsonl), read once per
#: pack digest: ``payee_phrase`` (the cashier, the clerk, the seller), ``order_buy_lemma``
#: (buy, purchase, order), ``hand_lemma`` (give, hand, pay: the pack's verbs of these
#: lemmas) and ``coin_word`` (cent, penny, ..., dollar, coin).


@dataclass(frozen=True, slots=True)
class _Words:
    payees: frozenset[str]
    buying: frozenset[str]
    handing: frozenset[str]
    coins: frozenset[str]


def _build_words(pack: Pack) -> _Words:
    """The pack's word tables of this module."""
    return _Words(
        payees=pack.words("payee_phrase"),
        buying=pack.words("order_buy_lemma"),
        handing=pack.words("hand_lemma"),
        coins=pack.words("coin_word"),
    )


#: Built once per pack digest (``packs.loader.PerPack``).
_words = PerPack(_build_words)


_DOLLAR_BILL = Kind("bill", ("dollar",))
_ASK_ROWS = frozenset({"m6_q_cost_each", "m6_q_cost_each_of"})


def _change(c: Clause, ctx: Context) -> list[Event]:
    """``gets $11 change``: the change given back to the holder (consumed by expand_change)."""
    events = c.again({"op": "act", "holder": "s", "kind": "k", "qty": "n"}, c.b, ctx)
    return [replace(e, frame="change", rule="m6_change") for e in events]


def _pay_change(c: Clause, ctx: Context) -> list[Event]:
    """``gives $850 and gets $40 in change``: a payment and its change."""
    ws = _words()
    if getattr(c.b.get("f"), "lemma", "") not in ws.handing:
        raise _stop("money handed over by a verb that is not a payment")
    paid = c.again({"op": "has", "holder": "s", "kind": "k", "qty": "p"}, c.b, ctx)
    return [*(replace(e, rule="m6_paid") for e in paid), *_change(c, ctx)]


def _pay_bill(c: Clause, ctx: Context) -> list[Event]:
    """``pays with a 20 dollar bill``: the payment, in dollars."""
    n = c.b.get("n")
    if c.kind != _DOLLAR_BILL or not isinstance(n, tuple) or n[0] is None or n[0] <= 0 or n[2]:
        raise _stop("a bill's denomination must be a number of dollars")
    bind = {**c.b, "n": (n[0], n[1], True), "k": Kind("dollar")}
    return c.again({"op": "has", "holder": "s", "kind": "k", "qty": "n"}, bind, ctx)


def _stop(detail: str) -> Exception:
    from mathcore.organs.story.reader import Stop

    return Stop("unreadable_sentence", detail, "quantity_extraction")


def _price_cents(c: Clause, ctx: Context) -> list[Event]:
    """``Each muffin is 75 cents``: the price of one muffin, $0.75."""
    ws = _words()
    n = c.b.get("n")
    if not isinstance(n, tuple) or n[2] or n[0] is None or n[0] <= 0 or c.kind.head in ws.coins:
        raise _stop("a price in cents needs a count of cents of a thing")
    if c.kind not in ctx.kinds:
        ctx.kinds.append(c.kind)
    price = normalize(Fraction(n[0]) / 100)
    return [Event("price", "", c.kind, price, frame="price", source=c.source, rule=c.rc.frame)]


def _cents_misread(setup: StorySetup) -> bool:
    """A price told in cents beside coins or cents, or under a money question that does not
    say dollars (``How much did she spend?``: in cents or in dollars?)."""
    ws = _words()
    if any(e.kind.head in ws.coins - {"dollar"} for e in setup.events):
        return True
    q = setup.question
    if q.kind.head in ws.coins - {"dollar"}:
        return True
    money = q.kind.head == "dollar" or q.ask == "cost_of"
    return money and "dollar" not in q.source.lower()


def _bought_two(c: Clause, ctx: Context) -> list[Event]:
    """``bought 5 shirts and 4 hats for $150``: two purchases and what both cost together."""
    ws = _words()
    verb = getattr(c.b.get("f"), "lemma", "")
    paid = c.b.get("p")
    if verb not in ws.buying or not isinstance(paid, tuple) or paid[0] is None or paid[0] <= 0:
        raise _stop("two purchases for a sum: a buying verb and money")
    if c.kind == c.b.get("k2"):
        raise _stop("two purchases of one kind")
    plain = {"op": "gain", "holder": "s", "kind": "k", "qty": "n"}
    first = c.again(plain, c.b, ctx)
    second = c.again(plain, {**c.b, "k": c.b.get("k2"), "n": c.b.get("n2")}, ctx)
    total = c.again(
        {"op": "act", "holder": "s", "kind": "k", "qty": "n"}, {**c.b, "k": None, "n": paid}, ctx
    )
    return [*first, *second, *(replace(e, frame="total", rule="m6_total") for e in total)]


def _no_change(c: Clause, ctx: Context) -> list[Event]:
    """``got no change``: the change given back is none."""
    if c.kind != Kind("change"):
        raise _stop("no change: only of change")
    bind = {**c.b, "n": (0, -1, True), "k": Kind("dollar")}
    events = c.again({"op": "act", "holder": "s", "kind": "k", "qty": "n"}, bind, ctx)
    return [replace(e, frame="change", rule="m6_change") for e in events]


MONEY6_SPECIAL: dict[str, Callable[[Clause, Context], list[Event]]] = {
    "m6_no_change": _no_change,
    "m6_bought_two": _bought_two,
    "m6_price_cents": _price_cents,
    "m6_pay_bill": _pay_bill,
    "m6_change": _change,
    "m6_pay_change": _pay_change,
}


def prefer_change(
    outcomes: dict[str, tuple[list[Event], Any]],
) -> dict[str, tuple[list[Event], Any]]:
    """``gets $14 in change``: the change, not a gain of $14 ``in change`` (a place);
    ``paid $20 and got $11 in change``: the payment, not a loss of $20 beside it. The one
    reading that differs from every other only in reading such money as this module does."""
    keys = [k for k, (mine, _t) in outcomes.items() if _over_all(mine, outcomes)]
    return {keys[0]: outcomes[keys[0]]} if len(keys) == 1 else outcomes


def _over_all(mine: list[Event], outcomes: dict[str, tuple[list[Event], Any]]) -> bool:
    for other, _t in outcomes.values():
        if other is mine:
            continue
        if len(other) != len(mine):
            return False
        pairs = [(x, y) for x, y in zip(mine, other, strict=True) if x != y]
        if not pairs or not all(_same_money(x, y) for x, y in pairs):
            return False
        if all(x.rule == y.rule for x, y in pairs):
            return False
    return True


_INSTEAD = {"m6_change": ("gain", "act"), "m6_paid": ("lose",)}


def _same_money(x: Event, y: Event) -> bool:
    """``x`` (this module's change or payment) reads what ``y`` reads as a gain or loss."""
    ops = _INSTEAD.get(x.rule, ())
    same = (x.holder, x.kind, x.qty) == (y.holder, y.kind, y.qty)
    return same and y.op in ops and (y.rule == x.rule or y.rule not in _INSTEAD)


def _narrower(told: Kind, asked: Kind) -> bool:
    """A modifier of the told kind the asked one lacks, other than its contents (``of pens``)."""
    return any(not m.startswith("of ") for m in set(told.mods) - set(asked.mods))


def _is_payment(e: Event, buyer: str) -> bool:
    ws = _words()
    if e.kind.head != "dollar" or e.holder != buyer:
        return False
    return (e.op == "has" and e.rule in PAID_ROWS) or (e.op == "give" and e.other in ws.payees)


def _one(items: list[Event], what: str) -> Event:
    if len(items) != 1 or items[0].qty is None:
        raise Halt("question_target_unbound", f"not one {what}")
    return items[0]


def _total_as_paid(events: list[Event]) -> list[Event]:
    """``bought 5 shirts and 4 hats for $150``: as if $150 were paid and no change came back;
    only when every purchase of the story is one of those two."""
    totals = [e for e in events if e.rule == "m6_total"]
    if len(totals) != 1 or any(e.rule == "m6_change" for e in events):
        raise Halt("question_target_unbound", "two sums paid, or a sum beside a change")
    total = totals[0]
    trades = [e for e in events if e.kind.head != "dollar" and e.op != "price"]
    if any(e.source != total.source for e in trades):
        raise Halt("question_target_unbound", "a purchase beside the two bought for one sum")
    paid = replace(total, op="has", frame="m6_paid", rule="m6_paid")
    none_back = replace(total, qty=0, frame="change", rule="m6_change")
    at = events.index(total)
    return [*events[:at], paid, none_back, *events[at + 1 :]]


def _asks_count(setup: StorySetup, buyer: str) -> bool:
    ws = _words()
    q = setup.question
    return q.ask == "event" and q.frame in ws.buying and q.holder == buyer and not q.other


def expand_change(setup: StorySetup) -> tuple[StorySetup, list[Step]]:
    """``setup`` with a told change read as the price of the one kind bought without one
    (``How much did each pack cost?``), or as the count of the one kind bought in an
    unknown amount at a told price (``bought some muffins ... How many muffins did she
    buy?``)."""
    events = list(setup.events)
    q = setup.question
    if q.rule in _ASK_ROWS and any(
        e.op == "price" and q.kind.covers(e.kind) and _narrower(e.kind, q.kind) for e in events
    ):  # "bought 3 red pens for $6. How much does a pen cost?": any pen, or those?
        raise Halt("question_target_unbound", "a price asked of a kind broader than told")
    if any(e.rule == "m6_price_cents" for e in events) and _cents_misread(setup):
        raise Halt("question_target_unbound", "a price in cents: the unit asked is not read")
    if any(e.rule == "m6_total" for e in events):
        events = _total_as_paid(events)
        setup = replace(setup, events=tuple(events))
    if not any(e.rule == "m6_change" for e in events):
        return setup, []
    ws = _words()
    change = _one([e for e in events if e.rule == "m6_change"], "change")
    buyer = change.holder
    paid = _one([e for e in events if _is_payment(e, buyer)], "payment")
    q = setup.question
    by_price = q.ask == "cost_of" and q.qty == 1
    if not (by_price or _asks_count(setup, buyer)) or events.index(paid) > events.index(change):
        raise Halt("question_target_unbound", "a change told, and not one price or count asked")
    money = [e for e in events if e.kind.head == "dollar" and e.op != "price"]
    if set(map(id, money)) != {id(paid), id(change)}:
        raise Halt("question_target_unbound", "money moved beside the payment")
    trades = [e for e in events if e.kind.head != "dollar" and e.op != "price"]
    if not trades or any(
        e.op != "gain" or e.frame not in ws.buying or e.holder != buyer for e in trades
    ):
        raise Halt("question_target_unbound", "a trade that is not the buyer's purchase")
    if any(events.index(e) > events.index(change) for e in trades):
        # "gets $11 change. He then buys 2 more packs": not paid for by that payment
        raise Halt("question_target_unbound", "a purchase told after the change")
    prices = [e for e in events if e.op == "price"]
    if len(prices) != len({p.kind for p in prices}) or any(
        not any(t.kind == p.kind for t in trades) for p in prices
    ):
        raise Halt("question_target_unbound", "a price twice, or of a kind not bought")
    assert paid.qty is not None and change.qty is not None
    _gate("story_difference")
    left = Fraction(paid.qty) - Fraction(change.qty)
    spent = normalize(left)
    steps = [Step("subtract", (paid.qty, change.qty), spent, "payment less change", change.source)]
    if by_price:
        unknown = [e for e in trades if not any(p.kind == e.kind for p in prices)]
        if len({e.kind for e in unknown}) != 1 or not q.kind.covers(unknown[0].kind):
            raise Halt("question_target_unbound", "not one bought kind without a price, asked")
        if _narrower(unknown[0].kind, q.kind):  # "bought 3 red pens ... How much does a pen cost?"
            raise Halt("question_target_unbound", "a price asked of a kind broader than bought")
    else:
        unknown = [e for e in trades if e.qty is None]
        if len(unknown) != 1 or unknown[0].kind != q.kind or len(prices) != len(trades):
            raise Halt("question_target_unbound", "not one priced kind bought in some amount")
    if any(e.qty is None for e in trades if e not in unknown):
        raise Halt("question_target_unbound", "a purchase of an unknown count beside it")
    left = _less_known(trades, unknown, prices, left, steps)
    if by_price:
        return _price_of_one(setup, (paid, change), unknown, left, steps)
    return _count_bought(setup, (paid, change), unknown[0], prices, left, steps)


def _less_known(
    trades: list[Event],
    unknown: list[Event],
    prices: list[Event],
    left: Fraction,
    steps: list[Step],
) -> Fraction:
    """What the payment less the change leaves after every other purchase's cost."""
    for t in trades:
        if t in unknown:
            continue
        p = next(p for p in prices if p.kind == t.kind)
        assert t.qty is not None and p.qty is not None
        _gate("story_count_times_price")
        cost = Fraction(t.qty) * Fraction(p.qty)
        steps.append(Step("multiply", (t.qty, p.qty), normalize(cost), "count x unit price"))
        steps.append(Step("subtract", (normalize(left), normalize(cost)), normalize(left - cost)))
        left -= cost
    if left <= 0:
        raise Halt("negative_quantity", "the purchases cost more than the payment")
    return left


def _price_of_one(
    setup: StorySetup,
    told: tuple[Event, Event],
    unpriced: list[Event],
    left: Fraction,
    steps: list[Step],
) -> tuple[StorySetup, list[Step]]:
    count = sum(Fraction(e.qty) for e in unpriced if e.qty is not None)
    if len(unpriced) > 1:
        _gate("story_sum_of_parts")
        steps.append(Step("add", tuple(e.qty for e in unpriced if e.qty is not None), count))
    _gate("story_equal_share")
    unit = normalize(left / count)
    steps.append(Step("divide", (normalize(left), normalize(count)), unit, "price of one"))
    kind = unpriced[0].kind
    price = Event("price", "", kind, unit, frame="price", source=told[1].source, rule="m6_change")
    kept = [e for e in setup.events if e not in told]
    return replace(setup, events=(*kept, price)), steps


def _count_bought(
    setup: StorySetup,
    told: tuple[Event, Event],
    bought: Event,
    prices: list[Event],
    left: Fraction,
    steps: list[Step],
) -> tuple[StorySetup, list[Step]]:
    p = next(p for p in prices if p.kind == bought.kind)
    assert p.qty is not None
    _gate("story_equal_share")
    count = left / Fraction(p.qty)
    if count.denominator != 1:
        raise Halt("non_integer_count", "the money left is not a whole number of them")
    steps.append(Step("divide", (normalize(left), p.qty), normalize(count), "count bought"))
    events = [
        replace(e, qty=normalize(count)) if e is bought else e
        for e in setup.events
        if e not in told and e is not p  # the price: used here
    ]
    return replace(setup, events=tuple(events)), steps
