"""A unit price stated in one buyer's purchase is the price of that buyer's things only.

``Sam bought 3 books for $5 each. Tom bought 2 books. How much did Tom spend?``: the $5 is
what Sam's books cost; what Tom paid is never told (answered 10 before). A price said on
its own (``Books cost $5 each``, ``each flower was 3 dollars``) is no one's purchase and is
left to the asks. Only money questions are checked: the question's holder (or one of the
holders it names, or anyone for ``they``) must not have bought or sold things of the priced
noun outside the priced clause. Checked before any ask (``answers._answer``); the per-unit
amounts of the MAWPS rows bind the same way (``mawps_multi_events.rate_holder_fits``).
"""

from __future__ import annotations

from mathcore.organs.story.ledger import Halt
from mathcore.organs.story.model import EVERYONE, StorySetup

#: Changes that count things bought or sold (a price prices them).
_TRADES = frozenset({"gain", "lose", "goal"})
#: Price rows that price the purchase right before them (``gsm_clauses._price_prev``).
_OF_PREVIOUS = frozenset({"each_of_which"})


def foreign_priced(setup: StorySetup) -> None:
    """Refuse a money question over things whose price was stated for another buyer."""
    q = setup.question
    if q.kind.head != "dollar":
        return
    asked = set(q.holder[1:].split("&")) if q.holder.startswith("&") else {q.holder}
    events = setup.events
    for n, pe in enumerate(events):
        if pe.op != "price":
            continue
        bought = [e for e in events if e.source == pe.source]
        if pe.rule in _OF_PREVIOUS and n:  # "bought 5 books, each of which cost $2"
            bought = [events[n - 1]]
        buyers = {
            e.agent or e.holder for e in bought if e.op in _TRADES and e.kind.head == pe.kind.head
        }
        if not buyers or "" in buyers:
            continue  # a price said on its own: of the noun, whoever buys it
        foreign = {
            e.agent or e.holder
            for e in events
            if e.op in _TRADES
            and e not in bought
            and e.kind.head == pe.kind.head
            and (e.agent or e.holder) not in buyers
        }
        if foreign and (q.holder == EVERYONE or foreign & asked):
            who = sorted(foreign)[0]
            raise Halt(
                "question_target_unbound",
                f"{pe.kind.label()} priced in another's purchase; {who}'s price never told",
            )
