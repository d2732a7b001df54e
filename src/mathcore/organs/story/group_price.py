"""A price told for a group of the kind: ``2 kg of potatoes cost $6``, ``If 3 pears cost $6``.

The clause's subject is a count (one or more) of the kind with no holder, its verb
``cost(s)`` / ``is`` / ``are``, and its object an amount of money: the price of one of the
kind is the money divided by the count, exactly (``$6 / 2 kg`` is ``$3`` a kg). The same
reading holds for the clause standing as its own sentence or as a condition of the question
(``conditions``). Refused: a count of none, a count that is not a whole number
(``1/2 kg``), money that is not money or is zero, money counted as the
kind (``2 dollars cost $2``); a place after the money (``cost $6 at Ann's shop``: another's
shop, perhaps not the buyer's) stops the row, as ``price_each`` has no place after its money.
"""

from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction
from typing import TYPE_CHECKING

from mathcore.exact import normalize
from mathcore.organs.story.model import Event

if TYPE_CHECKING:
    from mathcore.organs.story.reader import Context
    from mathcore.organs.story.resolve import Clause

GROUP_PRICE_CLAUSES = """
group_price | N:g K:k S:loc costs|cost|is|are|was|were $:p | op=group_price kind=k qty=g
"""


def _stop(detail: str) -> Exception:
    from mathcore.organs.story.reader import Stop

    return Stop("unreadable_sentence", detail, "frame_entry")


def _group_price(c: Clause, ctx: Context) -> list[Event]:
    """``2 kg of potatoes cost $6``: the price of one kg of potatoes, ``6 / 2``."""
    count, price = c.b.get("g"), c.b.get("p")
    if not isinstance(count, tuple) or count[2] or not isinstance(count[0], int):
        raise _stop("a group priced needs a whole count of things")
    if count[0] < 1:
        raise _stop("a group priced needs at least one thing")
    if not isinstance(price, tuple) or not price[2] or price[0] is None or price[0] <= 0:
        raise _stop("a group's price needs money")
    if c.kind.head == "dollar":
        raise _stop("money priced in money")
    if c.kind not in ctx.kinds:
        ctx.kinds.append(c.kind)
    unit = normalize(Fraction(price[0]) / count[0])
    return [Event("price", "", c.kind, unit, frame="price", source=c.source, rule=c.rc.frame)]


GROUP_PRICE_SPECIAL: dict[str, Callable[[Clause, Context], list[Event]]] = {
    "group_price": _group_price,
}
