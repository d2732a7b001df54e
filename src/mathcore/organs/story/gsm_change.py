"""Change from a payment: ``If he paid with a $50 bill, how much change will he get back?``

The payment is one of the buyer's: ``paid with a $50 bill``, ``has one $50 bill`` or
``paid the cashier $100`` (read as the money the buyer holds: rows ``pay_with_bill``,
``has_bill``, ``pay_cashier``), or ``gave the cashier $100`` (a transfer of dollars to a
cashier, clerk or seller). The change is the payment less what the buyer's priced purchases
cost (count x unit price each). Every purchase in the story must be the buyer's, each with
one price, at least one; no sale and no other money event of the buyer may exist; a payment
smaller than the cost refuses.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from fractions import Fraction

from mathcore.exact import normalize, parse_exact
from mathcore.organs.story.lazy import module as _lazy
from mathcore.organs.story.ledger import Halt, Ledger, _gate
from mathcore.organs.story.model import Event, StorySetup
from mathcore.packs.loader import Pack, PerPack
from mathcore.results import Step

PAYMENT_ROWS = (
    frozenset({"pay_with_bill", "has_bill", "pay_cashier"})
    | _lazy("mathcore.organs.story.gsm_rates_bills").BILL_ROWS
)  # "paid with five $100 bills"
#: The word tables live in the pack (lexicon/story_gsm_money6_words.jsonl), read once per
#: pack digest: ``payee_phrase`` (the cashier, the clerk, the seller) and ``order_buy_lemma``
#: (buy, purchase, order).


@dataclass(frozen=True, slots=True)
class _Words:
    payees: frozenset[str]
    buying: frozenset[str]


def _build_words(pack: Pack) -> _Words:
    """The pack's word tables of this module."""
    return _Words(
        payees=pack.words("payee_phrase"),
        buying=pack.words("order_buy_lemma"),
    )


#: Built once per pack digest (``packs.loader.PerPack``).
_words = PerPack(_build_words)


def _is_payment(e: Event, buyer: str) -> bool:
    ws = _words()
    if e.kind.head != "dollar":
        return False
    if e.op == "has" and e.holder == buyer and e.rule in PAYMENT_ROWS:
        return True
    return e.op == "give" and e.holder == buyer and e.other in ws.payees


def _spare_bill(payment: Event) -> Fraction | None:
    """The smallest bill of several the buyer is told to have (``had one $50 bill and one $20
    bill``; rows ``bills_has*``), else None: a bill paid with or handed over is paid (adversary
    9a: ``had one $50 bill and one $20 bill`` for $26 answered 44 change, though the $50 alone
    pays)."""
    if not payment.rule.startswith("bills_has"):
        return None
    words = payment.source.partition(": ")[2].split()
    bills = [parse_exact(w[1:]) for w in words if w.startswith("$")]
    told = [Fraction(b) for b in bills if b is not None]
    if len(told) != len(bills) or not told:
        return None
    return min(told)


def _ask_change(led: Ledger, setup: StorySetup) -> tuple[Fraction, list[Step]]:
    """The payment less the cost of the buyer's priced purchases."""
    ws = _words()
    q = setup.question
    payments = [e for e in setup.events if _is_payment(e, q.holder)]
    money = [e for e in setup.events if e.kind.head == "dollar" and e.op not in ("price", "each")]
    if len(payments) != 1 or len(money) != 1 or payments[0].qty is None:
        raise Halt("question_target_unbound", "not one payment and no other money")
    trades = [
        e for e in setup.events if e.op in ("gain", "lose", "give") and e.kind.head != "dollar"
    ]
    if not trades or any(
        e.op != "gain" or e.frame not in ws.buying or e.agent != q.holder for e in trades
    ):
        raise Halt("question_target_unbound", "a trade that is not the buyer's purchase")
    at = setup.events.index(payments[0])
    if payments[0].rule != "has_bill" and any(setup.events.index(e) > at for e in trades):
        # "He pays with a $20 bill. He then buys a drink for $2": paid for after (answered 3)
        raise Halt("question_target_unbound", "a purchase told after the payment")
    paid = Fraction(payments[0].qty)
    steps = [Step("has", (normalize(paid),), normalize(paid), "payment", payments[0].source)]
    spare = _spare_bill(payments[0])
    _gate("story_count_times_price")
    cost = Fraction(0)
    for e in trades:
        prices = [(p, pe) for k, (p, pe) in led.price.items() if k.covers(e.kind)]
        if len(prices) != 1 or e.qty is None:
            raise Halt("unbound_quantity", f"the price of {e.kind.label()} is not given")
        p, pe = prices[0]
        led.used.add(id(pe))
        v = Fraction(e.qty) * Fraction(p)
        steps.append(Step("multiply", (e.qty, p), normalize(v), "count x unit price", e.source))
        if len(trades) > 1:
            _gate("story_sum_of_parts")
            steps.append(Step("add", (normalize(cost), normalize(v)), normalize(cost + v)))
        cost += v
    _gate("story_difference")
    if paid < cost:
        raise Halt("negative_quantity", "the payment does not cover the cost")
    if spare is not None and paid - spare >= cost:
        # "If she had one $50 bill and one $20 bill" for $26: she may hand the $50 alone
        raise Halt("question_target_unbound", "bills held, not all of them needed to pay")
    steps.append(
        Step(
            "subtract",
            (normalize(paid), normalize(cost)),
            normalize(paid - cost),
            "change",
            q.source,
        )
    )
    return paid - cost, steps


CHANGE_ASKS: dict[str, Callable[[Ledger, StorySetup], tuple[Fraction, list[Step]]]] = {
    "change": _ask_change
}
