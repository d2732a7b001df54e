# ruff: noqa: E501
"""Statement shapes, session 7 (issue 8): groups of one container with different amounts.

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

from collections.abc import Callable, Sequence
from dataclasses import replace
from fractions import Fraction
from typing import TYPE_CHECKING

from mathcore.exact import Number, normalize
from mathcore.organs.story.ledger import Halt, _gate
from mathcore.organs.story.model import Event, Kind, Question, StorySetup
from mathcore.results import Step

if TYPE_CHECKING:
    from mathcore.organs.story.clauses import RawClause
    from mathcore.organs.story.lexemes import Lexeme
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


#: Changes that take some of a kind from their holder (as ``vocab4_keep`` names them).
_TAKEN = frozenset({"lose", "give", "lose_frac", "give_frac"})
_PARTS = frozenset({"lose_frac", "give_frac"})


def kept_rest(rc: RawClause, ctx: Context, source: str) -> list[Event]:
    """``..., and kept the rest`` / ``the remaining stickers`` / ``the rest of the money``: no
    event, right after a change taking some from the same holder (``vocab4_keep``'s reading,
    read raw so an unnamed rest is the one kind told, money told as ``some money`` and in
    dollars being one: ``gave Sally $1,200 and kept the rest``). After a part taken (``gave 2/5 of the remaining to his friend``,
    which names no place of its holder and kind) only with the kind named and held by the
    subject, and the subject the part's own (the previous subject)."""
    from mathcore.organs.story.reader import Stop
    from mathcore.organs.story.resolve import _holder

    prev = ctx.prev_op
    if not prev or prev.get("op") not in _TAKEN:
        raise Stop("unreadable_sentence", "'kept the rest' after no change taking some")
    subject = _holder(rc.bind.get("s"), ctx)
    named = rc.bind.get("k")
    at = prev.get("_at")
    if isinstance(at, tuple) and len(at) >= 4:
        holder, head = at[2], at[3].head
    elif prev.get("op") in _PARTS and prev.get("_frac") and isinstance(named, Kind):
        holder, head = ctx.prev_subject, named.head
        if (holder, head) not in ctx.holdings:
            raise Stop("unresolved_reference", "'kept the rest' of a kind not held")
    else:
        raise Stop("unreadable_sentence", "'kept the rest' after no change taking some")
    if subject != holder or (isinstance(named, Kind) and named.head != head):
        raise Stop("unresolved_reference", "'kept the rest' of another holder or kind")
    told = {k.head for k in ctx.kinds} - ({"money"} if head == "dollar" else set())
    if named is None and told != {head}:  # "gave six roses ..., nine tulips ..., kept the rest"
        raise Stop("unresolved_reference", "'the rest' with another kind told", "unit_binding")
    return []


_KEPT = frozenset({"kept", "keeps"})
_KEEP_ASKS = frozenset({"q_keep", "q_keep_money"})


def kept_then_changed(
    events: Sequence[Event], q: Question, cats: Sequence[Sequence[Lexeme]]
) -> None:
    """``... and kept the rest. He then lost 5 stickers. How many stickers did he keep?``: what
    was kept is what was left when the story said so; a later event of the asked holder (any
    kind: ``bought a toy for $5`` spends money) leaves the question open (kept 115, or has
    110?): refused. A hook at the
    question (``reader``), as ``kept the rest`` leaves no event to find it by."""
    if q.rule not in _KEEP_ASKS:
        return
    told = [si for si, lx in enumerate(cats[:-1]) if any(t.word.lower() in _KEPT for t in lx)]
    if not told:
        return
    for e in events:
        head, _, _rest = e.source.partition("[")
        si = int(head[1:]) if head[:1] == "s" and head[1:].isdigit() else -1
        if si > told[-1] and q.holder in (e.holder, e.other, e.agent):  # any kind: a purchase
            from mathcore.organs.story.reader import Stop

            raise Stop("ambiguous_reading", "what was kept changed after", "question_target")


#: Raw clause readers (``resolve.PCT_SPLIT``: read before any kind is resolved).
STATEMENTS7_RAW: dict[str, Callable[[RawClause, Context, str], list[Event]]] = {
    "s7_kept": kept_rest,
    "s7_sub": lambda rc, ctx, source: sub_part(rc, ctx, source),  # defined below
}


def _sentence(e: Event) -> str:
    return e.source.split("[", 1)[0]


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
        _sentence(ca) == _sentence(cb)
        and (ca.op, ca.holder, ca.kind, ea.kind) == (cb.op, cb.holder, cb.kind, eb.kind)
        and (ca.op == "has" or ca.frame == cb.frame)  # a holding's frame is its row's name
    )


def _names_unit(e: Event, head: str) -> bool:
    return e.kind.head == head or (e.other_kind is not None and e.other_kind.head == head)


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
    if any(e.rule in SUB_ROWS for e in setup.events):  # "half the tables have 2 chairs each"
        parts, pre = _expand_subs(setup.events)
        setup = replace(setup, events=parts)
    events = setup.events
    if sum(1 for e in events if e.op == "each") < 2:
        if any(e.rule in OF_ROWS for e in events):
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
        elsewhere = any(_names_unit(e, head) for k, e in enumerate(events) if k not in mine)
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


# -- parts of a counted whole, each part with its own amount in each member ------------------

#: ``Half the tables have 2 chairs each, 5 have 3 chairs each and the rest have 4 chairs each``.
SUB_ROWS = frozenset(
    {
        "s7_sub_part",
        "s7_sub_part_them",
        "s7_sub_count_of",
        "s7_sub_count",
        "s7_sub_rest",
        "s7_sub_remaining",
        "s7_sub_other_half",
    }
)
_PART_ROWS = frozenset({"s7_sub_part", "s7_sub_part_them"})
_REST_ROWS = frozenset({"s7_sub_rest", "s7_sub_remaining", "s7_sub_other_half"})
#: The members of an elided part (``5 have``, ``half of them``): named by the whole told before.
_MEMBERS = Kind("member")


def sub_part(rc: RawClause, ctx: Context, source: str) -> list[Event]:
    """One part of a counted whole with its amount in each member: an ``each`` event of the
    things per member, the part in ``factor`` (a fraction, a count, or none: the rest)."""
    from mathcore.organs.story.reader import Stop
    from mathcore.organs.story.resolve import _kind, _qty

    per, money = _qty(rc.bind.get("n"))
    if per is None or money or not isinstance(rc.bind.get("k"), Kind):
        raise Stop("unreadable_sentence", "a part's amount in each member", "frame_entry")
    thing = _kind(rc.bind.get("k"), ctx, False)
    named = rc.bind.get("u")
    members = named if isinstance(named, Kind) else _MEMBERS
    factor: Number | None = None
    if rc.frame in _PART_ROWS:
        part = rc.bind.get("p")
        factor = part[0] if isinstance(part, tuple) else None
        if factor is None:
            raise Stop("unreadable_sentence", "a part with no value", "frame_entry")
    elif rc.frame not in _REST_ROWS:
        count, cmoney = _qty(rc.bind.get("c"))
        if count is None or cmoney:
            raise Stop("unreadable_sentence", "a part with no count", "frame_entry")
        factor = count
    if members.head == thing.head:
        raise Stop("unresolved_reference", "members holding themselves", "unit_binding")
    if thing not in ctx.kinds:
        ctx.kinds.append(thing)
    ctx.prev_op = {}
    ev = Event("each", "", thing, per, other_kind=members, frame="each", source=source)
    return [replace(ev, rule=rc.frame, factor=factor)]


def _sub_sizes(whole: Event, subs: list[Event]) -> tuple[list[Fraction], list[Step]]:
    """The size of each part of ``whole``: a fraction of it, a count, or the rest (last)."""
    assert whole.qty is not None
    total = Fraction(whole.qty)
    sizes: list[Fraction] = []
    steps: list[Step] = []
    rests = [k for k, e in enumerate(subs) if e.rule in _REST_ROWS]
    if len(rests) > 1 or (rests and rests[0] != len(subs) - 1):
        raise Halt("unbound_quantity", "a rest that is not the last part")
    for e in subs:
        if e.rule in _REST_ROWS:
            size = total - sum(sizes, Fraction(0))
            steps.append(
                Step(
                    "subtract",
                    (normalize(total), *[normalize(x) for x in sizes]),
                    normalize(size),
                    "the rest",
                    e.source,
                )
            )
            if e.rule == "s7_sub_other_half" and (size * 2 != total or len(subs) != 2):
                raise Halt("inconsistent_story", "'the other half' is no half")
        elif e.rule in _PART_ROWS:
            assert e.factor is not None
            size = total * Fraction(e.factor)
            steps.append(
                Step("multiply", (normalize(total), e.factor), normalize(size), "a part", e.source)
            )
        else:
            assert e.factor is not None
            size = Fraction(e.factor)
        if size < 0 or size.denominator != 1:
            raise Halt("non_integer_count", "a part of the members that is no whole count")
        sizes.append(size)
    if sum(sizes, Fraction(0)) != total:
        raise Halt("unbound_quantity", "parts that do not make up the whole")
    return sizes, steps


def _expand_subs(events: tuple[Event, ...]) -> tuple[tuple[Event, ...], list[Step]]:
    """Each run of parts (one sentence) right after the holding of their whole: one holding of
    the things by the whole's holder, the sum over the parts of size x amount in each."""
    out: list[Event] = []
    steps: list[Step] = []
    k = 0
    while k < len(events):
        e = events[k]
        if e.rule not in SUB_ROWS:
            out.append(e)
            k += 1
            continue
        run = [e]
        while k + len(run) < len(events) and events[k + len(run)].rule in SUB_ROWS:
            run.append(events[k + len(run)])
        whole = out[-1] if out else None
        if (
            whole is None
            or whole.op != "has"
            or whole.qty is None
            or len({_sentence(x) for x in run}) != 1
            or _sentence(whole) == _sentence(run[0])
            or len({x.kind for x in run}) != 1
            or any(x.other_kind not in (_MEMBERS, whole.kind) for x in run)
            or any(x.other_kind is not None and x.other_kind.head == x.kind.head for x in run)
        ):
            raise Halt("unbound_quantity", "parts of no whole told right before")
        if any(_sentence(x) == _sentence(whole) for x in out[:-1]):
            raise Halt("unbound_quantity", "parts of one of several amounts told")  # "them"?
        head = whole.kind.head
        if any(_names_unit(x, head) for x in events[k + len(run) :]):
            raise Halt("unbound_quantity", "members changed after their parts were told")
        _gate("story_count_times_each")
        sizes, made = _sub_sizes(whole, run)
        products = [
            size * Fraction(x.qty if x.qty is not None else 0)
            for size, x in zip(sizes, run, strict=True)
        ]
        for size, x, p in zip(sizes, run, products, strict=True):
            made.append(
                Step(
                    "multiply",
                    (normalize(size), x.qty if x.qty is not None else 0),
                    normalize(p),
                    "count x each",
                    x.source,
                )
            )
        _gate("story_sum_of_parts")
        total = normalize(sum(products, Fraction(0)))
        made.append(
            Step(
                "add",
                tuple(normalize(p) for p in products),
                total,
                "parts of the whole",
                run[0].source,
            )
        )
        steps.extend(made)
        thing = run[0].kind
        out.append(
            Event(
                "has",
                whole.holder,
                thing,
                total,
                frame="s7_parts",
                source=run[0].source,
                agent=whole.agent,
                rule="s7_parts",
            )
        )
        k += len(run)
    return tuple(out), steps
