# ruff: noqa: E501
"""What a group pays for one item each, by a price list per category (issue 8, category
price lists): ``At a restaurant each adult meal costs $3 and kids eat free. If a group of 12
people came in and 7 were kids, how much would it cost for the group to eat?``; ``A group
with 2 adults and 5 children came in to eat. If each meal cost 3 dollars, how much was the
bill?``.

- ``a group with 2 adults and 5 children came in (to eat)``, ``a group of 12 people came in``,
  ``7 were kids``: the group's members by category (holdings of the one group);
- ``kids eat free`` right after a price of one category's item (``each adult meal costs $3``):
  that item costs $0 for the other category;
- ``How much would it cost for the group to eat?``, ``How much was the bill?``: one item per
  member, at its category's price (or the one price of the item), every price and count used.

Each category counted must have exactly one price (a count of a category with no price, a
category counted twice, two groups, a second item, anything else in the story: refused); a
category left uncounted is the group's total less the others, only when exactly one is left.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from fractions import Fraction
from typing import TYPE_CHECKING

from mathcore.exact import normalize
from mathcore.organs.story.model import Event, Kind, StorySetup
from mathcore.packs.loader import Pack, PerPack
from mathcore.results import Step

if TYPE_CHECKING:
    from mathcore.organs.story.ledger import Ledger
    from mathcore.organs.story.reader import Context
    from mathcore.organs.story.resolve import Clause

_CAME = "came|come|comes ?in ?to ?eat"
CAT_CLAUSES = f"""
cat_group_with | a|the K:g with N:n K:k and N:n2 K:k2 {_CAME} | op=cat_group kind=k qty=n
cat_group_of | a|the K:g of N:n K:k {_CAME} | op=cat_group kind=k qty=n
cat_were | N:n were|are K:k | op=cat_count kind=k qty=n
cat_free | K:k eat|eats free | op=cat_free kind=k qty=?
cat_seats | there are|is N:n K:k and N:n2 K:s on|in each|every K:u | op=cat_seats kind=k qty=n
"""

CAT_QUESTIONS = """
q_cat_cost | how much would|will|does|did it cost for the K:g to eat | ask=cat_cost holder= kind=$ other_kind=g
q_cat_bill | how much was|is|will|would ?be the bill | ask=cat_cost holder= kind=$
q_units_needed | how many K:u are|is|were|will ?be needed ?to ?take ?the ?trip | ask=units_needed holder= kind=u
"""

#: The word tables live in the pack (lexicon/story_kinds8.jsonl), read once per pack
#: digest: ``people_group_noun`` (nouns of a group of people), ``one_each_item`` (the items
#: a member has one of), ``group_member_noun`` (categories of people a group's members are
#: counted by, each with one meal or ticket: ``a group with 2 adults and 5 bags came in to
#: eat`` must not price a meal for each bag) and ``seated_noun`` (people a seat is for).


@dataclass(frozen=True, slots=True)
class _Words:
    groups: frozenset[str]
    one_each: frozenset[str]
    members: frozenset[str]
    seated: frozenset[str]


def _build_words(pack: Pack) -> _Words:
    """The pack's word tables of this module."""
    return _Words(
        groups=pack.words("people_group_noun"),
        one_each=pack.words("one_each_item"),
        members=pack.words("group_member_noun"),
        seated=pack.words("seated_noun"),
    )


#: Built once per pack digest (``packs.loader.PerPack``).
_words = PerPack(_build_words)


_PEOPLE = "person"
_MARK = "#cat_group"  # a holding marker: the group's members were told by these rows


def _stop(detail: str, operator: str = "unit_binding") -> Exception:
    from mathcore.organs.story.reader import Stop

    return Stop("unresolved_reference", detail, operator)


def _member(raw: object) -> Kind:
    ws = _words()
    if not isinstance(raw, Kind) or raw.mods or raw.head in ws.groups | ws.one_each:
        raise _stop("a group's members by a plain category noun")
    if raw.head not in ws.members:
        raise _stop("a group's members are people")
    return raw


def _held(ctx: Context, holder: str, kind: Kind, qty: object, c: Clause) -> Event:
    if not isinstance(qty, tuple) or qty[2] or Fraction(qty[0]).denominator != 1:
        raise _stop("a count of members is a whole number", "quantity_extraction")
    ctx.mention(holder)
    ctx.holdings.append((holder, kind.head))
    if kind not in ctx.kinds:
        ctx.kinds.append(kind)
    src, rule = c.source, c.rc.frame
    return Event("has", holder, kind, qty[0], frame="has", source=src, agent=holder, rule=rule)


def _group(c: Clause, ctx: Context) -> list[Event]:
    """``a group with 2 adults and 5 children came in``, ``a group of 12 people came in``."""
    ws = _words()
    group = c.b.get("g")
    if not isinstance(group, Kind) or group.mods or group.head not in ws.groups:
        raise _stop("members of no group")
    holder = f"the {group.head}"
    if any(h.startswith("the ") and h != holder for h, _k in ctx.holdings) or any(
        h == holder for h, _k in ctx.holdings
    ):
        raise _stop("a second group")
    first = _member(c.b.get("k"))
    events = [_held(ctx, holder, first, c.b.get("n"), c)]
    if "k2" in c.b:
        second = _member(c.b.get("k2"))
        if second.head in (first.head, _PEOPLE) or first.head == _PEOPLE:
            raise _stop("a category counted twice")
        events.append(_held(ctx, holder, second, c.b.get("n2"), c))
    ctx.holdings.append((holder, _MARK))  # "7 were kids" reads only a group told here
    ctx.prev_op = {}
    return events


def _count(c: Clause, ctx: Context) -> list[Event]:
    """``7 were kids``: a category of the one group told before (``a group of 12 people``)."""
    groups = {h for h, head in ctx.holdings if head == _PEOPLE and (h, _MARK) in ctx.holdings}
    if len(groups) != 1:
        raise _stop("members of no single group told")
    holder = next(iter(groups))
    kind = _member(c.b.get("k"))
    if kind.head == _PEOPLE or (holder, kind.head) in ctx.holdings:
        raise _stop("a category counted twice")
    ctx.prev_op = {}
    return [_held(ctx, holder, kind, c.b.get("n"), c)]


def _free(c: Clause, ctx: Context) -> list[Event]:
    """``kids eat free`` right after ``each adult meal costs $3``: a kid's meal costs $0."""
    ws = _words()
    prev = ctx.prev_op
    at = prev.get("_at") if prev else None
    item = at[3] if isinstance(at, tuple) and len(at) >= 4 else None
    if not prev or prev.get("op") != "price" or not isinstance(item, Kind):
        raise _stop("'eat free' after no price of one category's item", "frame_entry")
    category = _member(c.b.get("k"))
    if len(item.mods) != 1 or item.head not in ws.one_each or item.mods[0] == category.head:
        raise _stop("'eat free' beside no price of another category's item", "frame_entry")
    kind = Kind(item.head, (category.head,))
    if kind not in ctx.kinds:
        ctx.kinds.append(kind)
    ctx.prev_op = {}
    return [Event("price", "", kind, 0, frame="price", source=c.source, rule=c.rc.frame)]


def _seats(c: Clause, ctx: Context) -> list[Event]:
    """``There are 14 students and 2 seats on each school bus``: a count of people and the
    seats of each unit (one person a seat)."""
    ws = _words()
    seat, unit = c.b.get("s"), c.b.get("u")
    if not isinstance(seat, Kind) or seat != Kind("seat") or not isinstance(unit, Kind):
        raise _stop("seats of each unit")
    if c.kind.mods or c.kind.head not in ws.seated or unit.head in (c.kind.head, "seat"):
        raise _stop("people seated in units of another kind")
    held = _held(ctx, "the seated", c.kind, c.b.get("n"), c)
    per = c.b.get("n2")
    if not isinstance(per, tuple) or per[2]:
        raise _stop("a count of seats", "quantity_extraction")
    for k in (seat, unit):
        if k not in ctx.kinds:
            ctx.kinds.append(k)
    ctx.prev_op = {}
    src, rule = c.source, c.rc.frame
    return [
        held,
        Event("each", "", seat, per[0], other_kind=unit, frame="each", source=src, rule=rule),
    ]


def units_needed(led: Ledger, setup: StorySetup) -> tuple[Fraction, list[Step]]:
    """``How many buses are needed?``: the people over the seats of one unit, exactly (a
    remainder would need one more unit, partly filled: refused)."""
    from mathcore.organs.story.ledger import Halt, _gate

    q = setup.question
    rows = {e.rule for e in setup.events}
    if len(setup.events) != 2 or rows != {"cat_seats"}:
        raise Halt("question_target_unbound", "units needed: people and seats a unit only")
    people, per = setup.events
    if (
        per.other_kind is None
        or per.other_kind.head != q.kind.head
        or not set(q.kind.mods) <= set(per.other_kind.mods)
    ):
        raise Halt("question_target_unbound", "units needed: units of another kind")
    if not per.qty or people.qty is None:
        raise Halt("division_by_zero", "no seats")
    _gate("story_equal_share")
    units = Fraction(people.qty) / Fraction(per.qty)
    if units.denominator != 1:
        raise Halt("non_integer_count", "the last unit would be partly filled")
    led.used.update(id(e) for e in setup.events)
    note = f"{people.kind.label()}s at {per.qty} a {per.other_kind.label()}"
    return units, [Step("divide", (people.qty, per.qty), normalize(units), note, per.source)]


CAT_SPECIAL: dict[str, Callable[[Clause, Context], list[Event]]] = {
    "cat_seats": _seats,
    "cat_group": _group,
    "cat_count": _count,
    "cat_free": _free,
}


def _counts(setup: StorySetup, counts: list[Event], cats: set[str]) -> dict[str, Fraction]:
    """The count of each priced category (``cats``; empty: one price for everyone)."""
    from mathcore.organs.story.ledger import Halt

    people = [e for e in counts if e.kind.head == _PEOPLE]
    told = {e.kind.head: Fraction(e.qty or 0) for e in counts if e.kind.head != _PEOPLE}
    if (
        len(told) + len(people) != len(counts)
        or len(people) > 1
        or any(e.qty is None for e in counts)
    ):
        raise Halt("question_target_unbound", "a category counted twice")
    if not cats:  # one price for every member
        if people and told:
            raise Halt("question_target_unbound", "members told twice")
        return (
            {"": Fraction(people[0].qty or 0)} if people else {"": sum(told.values(), Fraction(0))}
        )
    if not set(told) <= cats:
        raise Halt("question_target_unbound", "a category counted with no price")
    left = cats - set(told)
    if people:
        rest = Fraction(people[0].qty or 0) - sum(told.values(), Fraction(0))
        if len(left) != 1 or rest < 0:
            raise Halt("question_target_unbound", "not one category left of the group")
        told[next(iter(left))] = rest
    elif left:
        raise Halt("question_target_unbound", "a priced category not counted")
    return told


def cat_cost(led: Ledger, setup: StorySetup) -> tuple[Fraction, list[Step]]:
    """One item per member of the one group, at its category's price: the sum."""
    ws = _words()
    from mathcore.organs.story.ledger import Halt, _gate

    q = setup.question
    prices = [e for e in setup.events if e.op == "price"]
    counts = [e for e in setup.events if e.op == "has"]
    holders = {e.holder for e in counts}
    if len(prices) + len(counts) != len(setup.events) or not prices or len(holders) != 1:
        raise Halt("question_target_unbound", "a group's cost: prices and one group only")
    holder = next(iter(holders))
    if q.other_kind is not None and holder != f"the {q.other_kind.head}":
        raise Halt("question_target_unbound", "a group's cost: another group asked")
    if len({p.kind.head for p in prices}) != 1 or prices[0].kind.head not in ws.one_each:
        raise Halt("question_target_unbound", "a group's cost: not one item each")
    if q.rule == "q_cat_cost" and prices[0].kind.head != "meal":  # "for the group to eat"
        raise Halt("question_target_unbound", "a group's cost to eat: of no meals")
    if len(prices) == 1 and not prices[0].kind.mods:
        cats: set[str] = set()
        price_of = {"": prices[0]}
    elif all(len(p.kind.mods) == 1 for p in prices):
        price_of = {p.kind.mods[0]: p for p in prices}
        cats = set(price_of)
        if len(cats) != len(prices):
            raise Halt("ambiguous_total", "a category with two prices")
    else:
        raise Halt("question_target_unbound", "a group's cost: prices of no category")
    told = _counts(setup, counts, cats)
    steps: list[Step] = []
    total = Fraction(0)
    for cat in sorted(told):
        p = price_of[cat]
        _gate("story_count_times_price")
        part = told[cat] * Fraction(p.qty or 0)
        note = f"{cat or 'each'} {p.kind.head}s"
        steps.append(
            Step("multiply", (normalize(told[cat]), p.qty or 0), normalize(part), note, p.source)
        )
        if steps[:-1]:
            _gate("story_sum_of_parts")
            steps.append(
                Step(
                    "add",
                    (normalize(total), normalize(part)),
                    normalize(total + part),
                    "the group",
                    "",
                )
            )
        total += part
    led.used.update(id(e) for e in setup.events)
    return total, steps


CAT_ASKS = {"cat_cost": cat_cost, "units_needed": units_needed}
