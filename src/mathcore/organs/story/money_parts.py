"""A part of a holder's money after a priced purchase (adversary session 9a).

``Todd has $20. He buys 4 candy bars that cost $2 each. Then he gives half of his money to his
sister. How much money does Todd have left?`` was answered 2 (right: 6), and ``Then he spends
25% of his money`` 7 (right: 9): ``gsm_pct`` makes a part concrete by replaying the events told
before it in a plain ledger, where a priced purchase moves no dollars (its cost is taken from
the money only at the answer, ``answers._money_left``), so the part was of the money before
the purchase. A part of the holder's dollars (``lose_frac``, ``give_frac``) told after a priced
purchase or sale of that holder refuses (``unbound_quantity``); before any purchase it is read
as before (``Julia has $40. She spends half of her money to buy a new game.``).

Called where the part is made concrete (``gsm_pct._concrete``).
"""

from __future__ import annotations

from collections.abc import Sequence

from mathcore.organs.story.model import Event
from mathcore.organs.story.reader import DOLLAR

#: Each guard on (True) or off; switched off only by the test that shows it decides.
GUARDS = {"part_after_purchase": True}

_TRADES = frozenset({"gain", "lose"})


def after_purchase(before: Sequence[Event], part: Event) -> bool:
    """``part`` (a part of its holder's money) follows a priced trade of that holder."""
    if not GUARDS["part_after_purchase"] or part.kind != DOLLAR:
        return False
    priced = {e.kind for e in before if e.op == "price"}
    return any(
        e.op in _TRADES
        and e.kind != DOLLAR
        and part.holder in (e.holder, e.agent)
        and any(k.covers(e.kind) for k in priced)
        for e in before
    )
