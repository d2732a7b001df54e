"""A unit price stated in one buyer's purchase is the price of that buyer's things only.

``Sam bought 3 books for $5 each. Tom bought 2 books. How much did Tom spend?``: the $5 is
what Sam's books cost; what Tom paid is never told (answered 10 before). A price said on
its own (``Books cost $5 each``, ``each flower was 3 dollars``) is no one's purchase and is
left to the asks. Only money questions are checked: the question's holder (or one of the
holders it names, or anyone for ``they``) must not have bought or sold things of the priced
noun outside the priced clause. Checked before any ask (``answers._answer``); the per-unit
amounts of the MAWPS rows bind the same way (``mawps_multi_events.rate_holder_fits``).

``Sam has 4 boxes. Each box has 6 apples. Tom has 3 boxes. How many apples does Tom have?``:
an ``each`` said after one holder's units and before another's names the units told so far
(Sam's boxes); the later holder's units are not said to hold it (``late_units``). Said
before any units (``Each box holds 6 apples. Sam has 4 boxes.``) it is of every such unit.
"""

from __future__ import annotations

from mathcore.organs.story.ledger import Halt
from mathcore.organs.story.model import EVERYONE, Event, StorySetup

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


#: Holdings told relative to another's (``Ann has twice as many boxes as Bobby``): units too.
_HOLDS = frozenset({"has", "gain", "more", "fewer", "times", "times_more", "times_fewer"})


def _owners(events: tuple[Event, ...], head: str) -> set[str]:
    return {e.holder for e in events if e.op in _HOLDS and e.kind.head == head}


def late_units(setup: StorySetup) -> None:
    """Refuse a question about a holder whose units of a holder-free ``each`` are first told
    after it, when another holder's units were told before it (the ``each`` names those)."""
    q = setup.question
    asked = set(q.holder[1:].split("&")) if q.holder.startswith("&") else {q.holder}
    events = setup.events
    for n, ev in enumerate(events):
        if ev.op != "each" or ev.holder or ev.other_kind is None:
            continue
        if not (q.kind.covers(ev.kind) or ev.kind.covers(q.kind)):  # "how many boxes": not read
            # ("how many slices of pizza" after "each pizza had 8 slices" is read: answered 24)
            continue
        before = _owners(events[:n], ev.other_kind.head)
        late = _owners(events[n + 1 :], ev.other_kind.head) - before
        if before and late and (q.holder == EVERYONE or late & asked):
            raise Halt(
                "question_target_unbound",
                f"each {ev.other_kind.label()} was said of {sorted(before)[0]}'s, not of "
                f"{sorted(late)[0]}'s",
            )


def rebound_taker(setup: StorySetup) -> None:
    """Refuse when a taker whose loss was read as the one owner's (``resolve._owner``: it
    held none of the kind) holds that kind itself elsewhere in the story: ``the school lost 4
    students and gained 42 new students`` (the loss was the grade's, the gain the school's:
    answered 6); whose the lost ones were is then not told."""
    events = setup.events
    takers = {
        (e.agent, e.kind.head)
        for e in events
        if e.op == "lose" and e.agent and e.agent != e.holder and e.agent != EVERYONE
    }
    if not takers:
        return
    for e in events:
        held = {e.holder} if e.op in ("has", "gain") else {e.other} if e.op == "give" else set()
        if any((h, e.kind.head) in takers for h in held):
            raise Halt(
                "question_target_unbound",
                f"{e.kind.label()} taken by a holder of its own: whose were they?",
            )


def bind_check(setup: StorySetup) -> None:
    """Every binding check of this module (``answers._answer`` calls it before any ask)."""
    foreign_priced(setup)
    late_units(setup)
    rebound_taker(setup)
