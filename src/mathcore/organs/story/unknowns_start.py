# ruff: noqa: E501
"""Working backwards to an unknown start (issue 8, unknowns): one exact linear equation.

``Frank spent 1/5 of his money on groceries. He then spent 1/4 of the remaining money on a
magazine. If he had $360 left, how much money did he have at first?`` (600). The start is
x; every change of the one holder's amount keeps it linear (a + b x): a count gained or lost
adds or takes a constant, a part given or lost (``half of his marbles``, ``1/4 of the
remaining``) scales it. The one amount told after the changes (``he had $360 left``) solves
x. Then x becomes the told start, and the ordinary machinery replays the story forward from
it (each part made concrete and whole, the told amount checked against the ledger): the
solution must satisfy every stated fact before the answer stands.

Read only when the question asks the asker's start (``initial``), the story opens with the
asker's unknown amount of the asked kind, then only the asker's changes of that kind (at
least one of them a part: the plain gains and losses are solved by the ledger already), then
the told amount last. A part told after a change must say it is of what is left (``of the
remaining``), and one told before any change must not (gsm_pct's rule); anything else is left
unchanged for the ledger to refuse.

``Josh has some money`` (the noun ``money``) is the asker's unknown dollars when the question
asks the money Josh had at first (``some_money_start``, called by ``start_unknown``). A count
continuing a part (``gave away half of his marbles and then 3 more``) is a plain change of
that count (``part_then_count``, called by gsm_pct).
"""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction
from typing import TYPE_CHECKING

from mathcore.exact import normalize
from mathcore.organs.story.ledger import Halt, _gate
from mathcore.organs.story.model import Event, Kind, Question, StorySetup
from mathcore.results import Step

if TYPE_CHECKING:
    from mathcore.organs.story.reader import Context
    from mathcore.organs.story.resolve import Clause

MONEY, DOLLAR = Kind("money"), Kind("dollar")

#: The amount told after the changes, in the forms working-backwards stories use: ``She was
#: left with $15``, ``..., and only left with $15`` (the clause's subject continued), ``..., and
#: now she has $24 left``; ``and an additional $10 on some books`` continues a spending;
#: ``He then spent some money on a milkshake`` is an unknown spending of dollars.
START_ROWS = """
unk_left_with | H:s ?is|was|were|are|got ?only left with N:n K?:k S:loc | op=has holder=s kind=k qty=n
unk_now_has | now H:s ?only|still V=possession ?only N:n K?:k S:loc ?F=remainder_frame | op=has holder=s kind=k qty=n
unk_continue_additional | an|another additional N:n K?:k S:loc | op==prev kind=k qty=n
unk_lose_some_money | H:s @ADV F=decrement_frame:f some money S:loc | op=lose_some_money holder=s kind=k qty=?
"""
_PARTS = frozenset({"lose_frac", "give_frac"})
_STEPS = frozenset({"lose", "gain", "give", *_PARTS})
_LOSSES = frozenset({"lose", "give", *_PARTS})


def some_money_start(events: list[Event], q: Question) -> list[Event]:
    """``Josh has some money. ... how much money did Josh have at first?``: his dollars."""
    if q.ask != "initial" or q.kind != DOLLAR or not events:
        return events
    first = events[0]
    if first.op != "has" or first.qty is not None or first.kind != MONEY:
        return events
    if first.holder != q.holder or any(e.kind == MONEY for e in events[1:]):
        return events
    return [replace(first, kind=DOLLAR), *events[1:]]


def part_then_count(c: Clause, ctx: Context) -> list[Event]:
    """``gave away half of his marbles and then 3 more``, ``spent 1/3 of her money on a book
    and $20 on a hat``: a count continuing a part is a plain change of that count (of the
    part's kind; money stays money). Only a count marked as more (``and 3 more``) or money
    spent on something (``and $20 on a hat``) continues a part; anything else refuses as before
    (``lost half of them and 3 marbles``; called by gsm_pct for a part's continuation)."""
    from mathcore.organs.story.gsm_pct import PART_OPS
    from mathcore.organs.story.reader import Stop

    op = str(c.t["op"])
    qty = c.qty
    money = c.kind == DOLLAR
    whole = qty is not None and Fraction(qty).denominator == 1
    if op not in PART_OPS or not ctx.prev_op.get("_frac") or qty is None or not (whole or money):
        raise Stop("unresolved_reference", "a part continued by a count", "frame_entry")
    part_kind = ctx.prev_op.get("_bind", {}).get(c.t["kind"])
    if isinstance(part_kind, Kind) and part_kind == MONEY:
        part_kind = DOLLAR
    if isinstance(part_kind, Kind) and part_kind != c.kind:  # "half of the men and 5 children"
        raise Stop("unresolved_reference", "a part continued by another kind", "unit_binding")
    said = set(c.source.partition(": ")[2].lower().split())
    if said & {"of", "%", "percent", "half", "third", "quarter"}:  # a part after all
        raise Stop("unresolved_reference", "a part continued by a count", "frame_entry")
    marked = said & {"more", "additional", "another"}
    if not marked and not (money and "on" in said):  # "half of them and 3 marbles"
        raise Stop("unresolved_reference", "a part continued by a count", "frame_entry")
    return c.again({**c.t, "op": PART_OPS[op]}, c.b, ctx)


def lose_some_money(c: Clause, ctx: Context) -> list[Event]:
    """``He spent some money (on a milkshake)``: an unknown amount of the spender's dollars."""
    return c.again({**c.t, "op": "lose", "kind": "k"}, {**c.b, "k": DOLLAR}, ctx)


def _walk(setup: StorySetup) -> tuple[Fraction, Fraction, Fraction, Event] | None:
    """(a, b, told, told event) with a + b x = told, or None when the story is not the shape."""
    q = setup.question
    events = setup.events
    if q.ask != "initial" or len(events) < 3:
        return None
    start, last = events[0], events[-1]
    if start.op != "has" or start.qty is not None or start.holder != q.holder:
        return None
    kind = start.kind
    if not q.kind.covers(kind) or last.op != "has" or last.qty is None:
        return None
    middle = events[1:-1]
    if last.holder != q.holder or last.kind != kind or not any(e.op in _PARTS for e in middle):
        return None
    a, b = Fraction(0), Fraction(1)
    changed = False
    for e in middle:
        if e.op not in _STEPS or e.kind != kind or e.holder != q.holder or e.qty is None:
            return None
        if e.op == "give" and e.other == q.holder:
            return None
        n = Fraction(e.qty)
        if e.op in _PARTS:
            if changed != ("rest" in e.rule.split("_")) or not 0 <= n <= 1:
                return None  # a part of the whole or of what is left: not read
            a, b = a * (1 - n), b * (1 - n)
        else:
            sign = 1 if e.op == "gain" else -1
            a += sign * n
        changed = True
    return a, b, Fraction(last.qty), last


def _foreign_change(setup: StorySetup) -> None:
    """``Sarah had some trucks. She gave 13 cars to Jeff, and now she has 38 trucks left``:
    beside an unknown start, a change by the asker of a kind the story never gives the asker
    (were the cars the trucks?) refuses rather than being left out of the start."""
    q = setup.question
    starts = [e for e in setup.events if e.op == "has" and e.qty is None and e.holder == q.holder]
    if q.ask != "initial" or not starts:
        return
    held: set[str] = {q.kind.head}
    for e in setup.events:
        gets = e.op in ("has", "gain") and e.holder == q.holder
        if gets or (e.op == "give" and e.other == q.holder):
            held.add(e.kind.head)
        elif e.op in _LOSSES and e.holder == q.holder and e.kind.head not in held:
            raise Halt("unused_number", "a change of a kind the asker never had")


def solve_start_chain(setup: StorySetup) -> tuple[StorySetup, list[Step]]:
    """The unknown start solved into a told start (see the module docstring)."""
    _foreign_change(setup)
    walked = _walk(setup)
    if walked is None:
        return setup, []
    a, b, told, last = walked
    if b == 0:
        raise Halt("unbound_quantity", "everything is given away: the start is not fixed")
    _gate("story_unknown_change")
    x = (told - a) / b
    if x < 0:
        raise Halt("negative_quantity", "a start below zero")
    start = setup.events[0]
    if start.kind.head != "dollar" and x.denominator != 1:
        raise Halt("non_integer_count", "a start that is not whole")
    if (x * 100).denominator != 1:
        raise Halt("money_precision", "a start below the cent")
    step = Step(
        "solve_linear",
        (normalize(told), normalize(a), normalize(b)),
        normalize(x),
        f"the start x: {normalize(a)} + {normalize(b)} x = {normalize(told)} (told last)",
        last.source,
    )
    solved = replace(start, qty=normalize(x))
    return replace(setup, events=(solved, *setup.events[1:])), [step]
