# ruff: noqa: E501
"""Statement shapes, session 7 (issue 8): the rows of the three ``statements7`` constructions
(groups of one container with different amounts, here; keeping the rest,
``statements7_kept``; parts of a counted whole, ``statements7_parts``) and their hooks.

Groups of one container with different amounts:

``Ella has 4 bags with 20 apples in each bag and six bags with 25 apples in each bag``,
``Diane bakes four trays with 25 gingerbreads in each tray and three trays with 20
gingerbreads in each tray``, ``Ruel has four books of 10 stamps and six books of 15 stamps``:
a list of groups of one kind of container, each group with its own amount in each container.

Reading (``s7_*`` rows): the per-container amount after a gain (``bakes four trays with 25
gingerbreads in each tray``), a list item continuing a holding or gain with the container named
again after ``each`` (``and six bags with 25 apples in each bag``), and ``N <containers> of M
<things>`` after a holding or a gain and as a list item. Each reads as ``gsm_rates``'
``with_each`` does: a count of the containers and one ``each`` event; the container after
``each`` must be the counted one.

Solving (``expand_groups``, before the ledger): the ledger keeps one amount in each container
of a kind and refuses a second (``inconsistent_story``). Two or more such groups told in one
sentence, of one holder, verb, container and thing, become one holding or gain of the things:
the sum of count x each per group (steps shown). Only when nothing else in the story (no other
event, not the question) names the container: the container count is dropped, so a question
about the containers, or a later change of them, refuses (a holding: the ledger would read
the second group as the first told again) or leaves gains as they were (the ledger adds the
containers and refuses two amounts in each). Every ``s7_*`` row is read only inside such a
list: a group told alone (``Ella bought 4 bags of 20 apples``; ``5 rows of chairs with 8
chairs in each row and 3 rows of benches with 4 benches in each row``: two containers, two
groups of one) refuses.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from fractions import Fraction
from typing import TYPE_CHECKING

from mathcore.exact import Number, normalize
from mathcore.organs.story.ledger import Halt, _gate
from mathcore.organs.story.model import Event, Kind, StorySetup
from mathcore.organs.story.statements7_kept import kept_rest
from mathcore.organs.story.statements7_kept import kept_then_changed as kept_then_changed
from mathcore.organs.story.statements7_parts import (
    SUB_ROWS,
    expand_subs,
    names_unit,
    sentence_of,
    sub_part,
)
from mathcore.results import Step

if TYPE_CHECKING:
    from mathcore.organs.story.clauses import RawClause
    from mathcore.organs.story.reader import Context
    from mathcore.organs.story.resolve import Clause

_SELF = "?for ?himself|herself|themselves"
_OWN = "have|has|had|own|owns|owned|contain|contains|contained|hold|holds|held"
_GAIN = "H:s ?only|already|now|still|also @AUX F=increment_frame:f"
_HAS = "H:s ?only|already|now|still|also V=possession"

STATEMENTS7_CLAUSES = f"""
s7_gain_each_unit | {_GAIN} N:n K:u with N:n2 K:k in|on each K:u2 | op=s7_each_unit holder=s kind=k qty=n
s7_more_each_unit | N:n K:u with N:n2 K:k in|on each K:u2 | op=s7_each_unit kind=k qty=n
s7_has_of | {_HAS} N:n K:u of N:n2 K:k | op=s7_of holder=s kind=k qty=n
s7_gain_of | {_GAIN} N:n K:u of N:n2 K:k | op=s7_of holder=s kind=k qty=n
s7_more_of | N:n K:u of N:n2 K:k | op=s7_of kind=k qty=n
s7_sub_part | Q:p ?of the|those K:u {_OWN} N:n K:k each | op=s7_sub
s7_sub_part_them | Q:p of them|those {_OWN} N:n K:k each | op=s7_sub
s7_sub_count_of | N:c of the|them|those K?:u {_OWN} N:n K:k each | op=s7_sub
s7_sub_count | N:c K?:u {_OWN} N:n K:k each | op=s7_sub
s7_sub_rest | the rest|remainder ?of ?the|them K?:u {_OWN} N:n K:k each | op=s7_sub
s7_sub_remaining | the remaining K:u {_OWN} N:n K:k each | op=s7_sub
s7_sub_other_half | the other half ?of ?the|them K?:u {_OWN} N:n K:k each | op=s7_sub
s7_kept_rest | H:s @ADV kept|keeps the rest|remainder {_SELF} | op=s7_kept holder=s
s7_kept_rest_of | H:s @ADV kept|keeps the rest|remainder of the|his|her|their K:k {_SELF} | op=s7_kept holder=s kind=k
s7_kept_remaining | H:s @ADV kept|keeps the remaining K:k {_SELF} | op=s7_kept holder=s kind=k
"""

#: The rows: each is read only in a list of two or more groups (``N boxes of M pens`` told once,
#: or one group after another container, is left to the ledger's refusal).
OF_ROWS = frozenset(
    {"s7_gain_each_unit", "s7_more_each_unit", "s7_has_of", "s7_gain_of", "s7_more_of"}
)
_COUNT_OPS = frozenset({"has", "gain"})


def _each_unit(c: Clause, ctx: Context) -> list[Event]:
    """``with 25 apples in each bag``: the container after ``each`` must be the counted one."""
    from mathcore.organs.story.reader import Stop
    from mathcore.organs.story.resolve import SPECIAL

    unit, unit2 = c.b.get("u"), c.b.get("u2")
    if not isinstance(unit, Kind) or not isinstance(unit2, Kind) or unit.head != unit2.head:
        raise Stop("unresolved_reference", "each names another container", "unit_binding")
    return SPECIAL["with_each"](c, ctx)


def _of_units(c: Clause, ctx: Context) -> list[Event]:
    """``four books of 10 stamps``: a count of containers and the amount in each of them."""
    from mathcore.organs.story.resolve import SPECIAL

    return SPECIAL["with_each"](c, ctx)


STATEMENTS7_SPECIAL: dict[str, Callable[[Clause, Context], list[Event]]] = {
    "s7_each_unit": _each_unit,
    "s7_of": _of_units,
}


#: Raw clause readers (``resolve.PCT_SPLIT``: read before any kind is resolved).
STATEMENTS7_RAW: dict[str, Callable[[RawClause, Context, str], list[Event]]] = {
    "s7_kept": kept_rest,
    "s7_sub": sub_part,
}


def _pairs(events: tuple[Event, ...]) -> list[tuple[int, Event, Event]]:
    """Each (index, count of containers, amount in each of them) told by one clause."""
    out = []
    for i in range(len(events) - 1):
        count, each = events[i], events[i + 1]
        if (
            each.op == "each"
            and count.op in _COUNT_OPS
            and count.source == each.source
            and each.other_kind == count.kind
        ):
            out.append((i, count, each))
    return out


def _same_group(a: tuple[int, Event, Event], b: tuple[int, Event, Event]) -> bool:
    (_i, ca, ea), (_j, cb, eb) = a, b
    return (
        sentence_of(ca) == sentence_of(cb)
        and (ca.op, ca.holder, ca.kind, ea.kind) == (cb.op, cb.holder, cb.kind, eb.kind)
        and (ca.op == "has" or ca.frame == cb.frame)  # a holding's frame is its row's name
    )


def _merge(group: list[tuple[int, Event, Event]]) -> tuple[Event, list[Step]]:
    """One holding or gain of the things: the sum over the groups of count x each."""
    _gate("story_count_times_each")
    steps: list[Step] = []
    products: list[Number] = []
    for _i, count, each in group:
        if count.qty is None or each.qty is None or Fraction(count.qty).denominator != 1:
            raise Halt("unbound_quantity", "a group of containers with no whole told count")
        made = normalize(Fraction(count.qty) * Fraction(each.qty))
        products.append(made)
        steps.append(Step("multiply", (count.qty, each.qty), made, "count x each", each.source))
    _gate("story_sum_of_parts")
    total = normalize(sum((Fraction(p) for p in products), Fraction(0)))
    first = group[0][1]
    steps.append(Step("add", tuple(products), total, "groups of one container", first.source))
    thing = group[0][2].kind
    return replace(first, kind=thing, qty=total, rule="s7_groups"), steps


def expand_groups(setup: StorySetup) -> tuple[StorySetup, list[Step]]:
    """``setup`` with each list of container groups made one amount of the things."""
    pre: list[Step] = []
    rules = [e.rule for e in setup.events]  # lists, not generators: most stories have none
    if not SUB_ROWS.isdisjoint(rules):  # "half the tables have 2 chairs each"
        parts, pre = expand_subs(setup.events)
        setup = replace(setup, events=parts)
        rules = [e.rule for e in parts]
    events = setup.events
    if [e.op for e in events].count("each") < 2:
        if not OF_ROWS.isdisjoint(rules):
            raise Halt("unbound_quantity", "a group of containers told alone")
        return setup, pre
    pairs = _pairs(events)
    groups: list[list[tuple[int, Event, Event]]] = []
    for p in pairs:
        if groups and _same_group(groups[-1][-1], p):
            groups[-1].append(p)
        else:
            groups.append([p])
    q = setup.question
    drop: dict[int, Event | None] = {}
    steps: list[Step] = []
    for g in groups:
        if len(g) < 2:
            if g[0][1].rule in OF_ROWS:
                raise Halt("unbound_quantity", "a group of containers told alone")
            continue
        head = g[0][1].kind.head
        mine = {i for i, _c, _e in g} | {i + 1 for i, _c, _e in g}
        elsewhere = any(names_unit(e, head) for k, e in enumerate(events) if k not in mine)
        asked = q.kind.head == head or (q.other_kind is not None and q.other_kind.head == head)
        if elsewhere or asked or g[0][2].kind.head == "dollar":
            if g[0][1].op == "has" or any(c.rule in OF_ROWS for _i, c, _e in g):
                # "has 2 bags with ... and 2 bags with ...": two holdings of one container
                # (the ledger would read the second as the first told again)
                raise Halt("unbound_quantity", "groups of containers the story names again")
            continue
        made, made_steps = _merge(g)
        steps.extend(made_steps)
        for k in mine:
            drop[k] = None
        drop[g[0][0]] = made
    if not drop:
        return setup, pre
    out = [drop.get(k, e) for k, e in enumerate(events)]
    return replace(setup, events=tuple(e for e in out if e is not None)), [*pre, *steps]
