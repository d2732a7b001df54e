"""Bills counted by denomination: ``Shelly has ten $10 bills``, ``paid with five $100 bills``.

A clause of ``gsm_rates_rows``' ``bills_*`` rows names one holder and up to three counts of
bills, each with its denomination (``10 $20 and 3 $5 bills``, ``ten $20 bills, eight $10 bills,
and four $5 bills``). It reads as what the holder has in dollars: the sum of count x
denomination, exactly. Paying with bills, or handing them to the cashier, states the payment
(``gsm_change`` takes these rows as payments, as it takes ``paid with a $50 bill``). A count
must be a whole number of bills and a denomination an amount of money; anything else refuses.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from fractions import Fraction
from typing import TYPE_CHECKING, Any

from mathcore.exact import normalize
from mathcore.organs.story.model import Event
from mathcore.packs.loader import Pack, PerPack

if TYPE_CHECKING:
    from mathcore.organs.story.reader import Context
    from mathcore.organs.story.resolve import Clause

#: The rows whose clause is a payment (``gsm_change``): paying with bills, handing them over,
#: or having them when the change is asked.
BILL_ROWS = frozenset(f"bills_{verb}{n}" for verb in ("has", "pay", "hand") for n in ("", "2", "3"))

#: The word table lives in the pack, read once per pack digest: ``hand_lemma``.


@dataclass(frozen=True, slots=True)
class _Words:
    handing: frozenset[str]


def _build_words(pack: Pack) -> _Words:
    """The pack's word tables of this module."""
    return _Words(
        handing=pack.words("hand_lemma"),
    )


#: Built once per pack digest (``packs.loader.PerPack``).
_words = PerPack(_build_words)


_ITEMS = (("c", "n"), ("c2", "n2"), ("c3", "n3"))


def _stop(detail: str) -> Exception:
    from mathcore.organs.story.reader import Stop

    return Stop("unreadable_sentence", detail, "quantity_extraction")


def _count(raw: Any) -> Fraction:
    if not isinstance(raw, tuple) or raw[2] or raw[0] is None:
        raise _stop("a count of bills must be a number")
    value = Fraction(raw[0])
    if value <= 0 or value.denominator != 1:
        raise _stop("a count of bills must be whole")
    return value


def _denomination(raw: Any) -> Fraction:
    if not isinstance(raw, tuple) or not raw[2] or raw[0] is None or raw[0] <= 0:
        raise _stop("a bill's denomination must be money")
    return Fraction(raw[0])


def _bills(c: Clause, ctx: Context) -> list[Event]:
    """``ten $20 bills, eight $10 bills, and four $5 bills``: the holder has $300."""
    ws = _words()
    verb = c.b.get("f")
    if verb is not None and getattr(verb, "lemma", "") not in ws.handing:
        raise _stop("bills handed over by a verb that is not a payment")
    total = Fraction(0)
    for count, denom in _ITEMS:
        if count in c.b:
            total += _count(c.b[count]) * _denomination(c.b.get(denom))
    first = c.b.get("n")
    if total <= 0 or not isinstance(first, tuple):
        raise _stop("bills need a count and a denomination")
    bind = {"s": c.b.get("s"), "n": (normalize(total), first[1], True), "loc": c.b.get("loc")}
    return c.again({"op": "has", "holder": "s", "kind": "k", "qty": "n"}, bind, ctx)


BILLS_SPECIAL: dict[str, Callable[[Clause, Context], list[Event]]] = {"bills": _bills}
