# ruff: noqa: E501
"""A total over related holdings, solved as one exact linear equation (issue 8, unknowns).

``Lisa has 18 more dresses than Ana. If they have 48 dresses together, how many dresses
does Ana have?`` (Ana 15, Lisa 33). ``They have 48 dresses in total`` / ``Together they
have 48`` / ``Lisa and Ana have 48 dresses combined`` / ``There are 48 dresses total`` /
``the number of their dresses combined is 48`` is a ``hold_total`` event: the holdings of
the kind by its members add up to the amount. Members: the named group; for ``they``,
everyone the story has mentioned so far; for ``there are``, everyone holding the kind.

Before the ledger runs, every member's amount is written as a + b x, x the amount of the one
holder no told amount fixes (the root), through the holding relations (more, fewer, times
and the scaled ones, in either direction); the total solves x. The story must be only these
facts of one kind: the told amounts, the relations and the one total; every holder a member
(a member told nothing of is the unknown: ``A, B and C have 83 badges combined. A has 14 and
B has 17``) or related to one (``Sam has 4 more apples than Tom`` beside ``Tom and Ann have
30 apples together``: Sam is not in the total, and is fixed by it). The solution must satisfy every stated fact (each relation, the total)
before x becomes a told amount of the root; every amount must be a whole count (money: whole
cents) and never below zero. Two unknowns, a total that fixes nothing, anything else refuses.
"""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction
from typing import TYPE_CHECKING

from mathcore.exact import normalize
from mathcore.organs.story.lazy import module as _lazy
from mathcore.organs.story.ledger import Halt, _gate
from mathcore.organs.story.model import EVERYONE, Event, Kind, StorySetup
from mathcore.results import Step

if TYPE_CHECKING:
    from mathcore.organs.story.reader import Context
    from mathcore.organs.story.resolve import Clause

Lin = tuple[Fraction, Fraction]  # a + b*x

_AGG = "altogether|together|combined|total"
HOLD_TOTAL_ROWS = f"""
unk_total_they | they V=possession N:n K?:k in total|all | op=hold_total kind=k qty=n members=they
unk_total_they_adv | they V=possession N:n K?:k {_AGG} | op=hold_total kind=k qty=n members=they
unk_total_they_all_together | they V=possession N:n K?:k all together | op=hold_total kind=k qty=n members=they
unk_total_they_lead | together|altogether|combined ?, they V=possession N:n K?:k | op=hold_total kind=k qty=n members=they
unk_total_they_a | they V=possession a ?combined total of N:n K?:k | op=hold_total kind=k qty=n members=they
unk_total_their_number | the number of their K:k combined|together is|was N:n | op=hold_total kind=k qty=n members=they
unk_total_group | G:g V=possession N:n K?:k in total|all | op=hold_total kind=k qty=n members=g
unk_total_group_adv | G:g V=possession N:n K?:k {_AGG} | op=hold_total kind=k qty=n members=g
unk_total_group_all_together | G:g V=possession N:n K?:k all together | op=hold_total kind=k qty=n members=g
unk_total_group_pre | G:g together|combined V=possession N:n K?:k | op=hold_total kind=k qty=n members=g
unk_total_group_lead | together|altogether|combined ?, G:g V=possession N:n K?:k | op=hold_total kind=k qty=n members=g
unk_total_group_a | G:g V=possession a ?combined total of N:n K?:k | op=hold_total kind=k qty=n members=g
unk_total_there | there is|are|was|were N:n K?:k {_AGG} | op=hold_total kind=k qty=n members=there
unk_total_there_in | there is|are|was|were N:n K?:k in total|all | op=hold_total kind=k qty=n members=there
unk_has_in_total | H:s @ADV V=possession N:n K:k in total|all | op=has holder=s kind=k qty=n
unk_total_there_all_together | there is|are|was|were N:n K?:k all together | op=hold_total kind=k qty=n members=there
"""


def _stop(reason: str, detail: str, operator: str = "frame_entry") -> Exception:
    from mathcore.organs.story.reader import Stop

    return Stop(reason, detail, operator)


def hold_total(c: Clause, ctx: Context) -> list[Event]:
    """The total event; its members are checked against the relations by the solver."""
    how = c.t.get("members")
    if c.qty is None:
        raise _stop("unbound_quantity", "a total with no amount")
    if how == "g":
        group = c.b.get("g")
        if not isinstance(group, tuple) or len(group) < 2:
            raise _stop("unresolved_reference", "a total of fewer than two", "pronoun_resolution")
        members = sorted({str(m) for m in group})
        for m in members:
            ctx.mention(m)
    elif how == "they":
        members = sorted({*ctx.persons, *ctx.things})
    else:  # "there are": everyone holding the kind (fixed by the solver)
        members = []
    if how != "there" and len(members) < 2:
        raise _stop("ambiguous_reference", "'they' of fewer than two", "pronoun_resolution")
    if c.kind not in ctx.kinds:
        ctx.kinds.append(c.kind)
    other = "&".join(members) if members else EVERYONE
    ev = Event(
        "hold_total",
        EVERYONE,
        c.kind,
        c.qty,
        other,
        frame="hold_total",
        source=c.source,
        agent=EVERYONE,
        rule=c.rc.frame,
    )
    return [ev]


def _lose_some_money(c: Clause, ctx: Context) -> list[Event]:
    from mathcore.organs.story.unknowns_start import lose_some_money

    return lose_some_money(c, ctx)


HOLD_SPECIAL = {"hold_total": hold_total, "lose_some_money": _lose_some_money}

_REL = ("more", "fewer", "times", "times_more", "times_fewer")


def relation_coeffs(e: Event) -> tuple[Fraction, Fraction]:
    """holder = f * other + c (or, for the ``_k`` ops between kinds, kind = f * other kind + c)."""
    q = Fraction(e.qty or 0)
    op = e.op.removesuffix("_k")
    if op == "more":
        return Fraction(1), q
    if op == "fewer":
        return Fraction(1), -q
    if op == "times":
        if q <= 0:
            raise Halt("division_by_zero", "a non-positive multiplier")
        return q, Fraction(0)
    f = Fraction(e.factor or 0)
    if f <= 0:
        raise Halt("unsupported_event", "a scaled comparison without its multiplier")
    return f, q if op == "times_more" else -q


def _propagate(forms: dict[str, Lin], rels: list[Event]) -> None:
    changed = True
    while changed:
        changed = False
        for e in rels:
            f, c = relation_coeffs(e)
            h, o = e.holder, e.other
            if o in forms and h not in forms:
                a, b = forms[o]
                forms[h] = (a * f + c, b * f)
                changed = True
            elif h in forms and o not in forms:
                a, b = forms[h]
                forms[o] = ((a - c) / f, b / f)
                changed = True


def _fits(value: Fraction, kind: Kind) -> bool:
    """A count is whole; money and measures are read to the hundredth."""
    from mathcore.packs.loader import current_pack

    if kind.head == "dollar" or current_pack().value(kind.head, "unit") is not None:
        return (value * 100).denominator == 1
    return value.denominator == 1


def _members(total: Event, holders: list[str], rels: list[Event]) -> list[str]:
    """The named members; for ``there are``, every holder, each of them related (``Lisa has
    3 apples`` beside the relations may or may not be among the things counted)."""
    if total.other != EVERYONE:
        return total.other.split("&")
    related = {m for e in rels for m in (e.holder, e.other)}
    if set(holders) - related:
        raise Halt("unbound_quantity", "'there are' beside an amount outside the relations")
    return sorted(set(holders))


def solve_hold_total(setup: StorySetup) -> tuple[StorySetup, list[Step]]:
    """The total solved into one told amount of the root (see the module docstring)."""
    totals = [e for e in setup.events if e.op == "hold_total"]
    if not totals:
        return setup, []
    if len(totals) > 1:
        raise Halt("unbound_quantity", "two totals of holdings")
    total = totals[0]
    rest = [e for e in setup.events if e is not total]
    if any(e.op not in {"has", *_REL} or e.kind != total.kind or e.qty is None for e in rest):
        raise Halt("unsupported_event", "a total of holdings beside other facts")
    q = setup.question
    if q.kind != total.kind or q.ask not in ("state", "difference"):
        raise Halt("question_target_unbound", "a total of holdings asked of another thing")
    rels = [e for e in rest if e.op in _REL]
    told = [e for e in rest if e.op == "has"]
    if len({e.holder for e in told}) != len(told):
        raise Halt("inconsistent_story", "an amount told twice")
    holders = [m for e in rest for m in (e.holder, e.other) if m]
    members = _members(total, holders, rels)
    related = {m for e in rels for m in (e.holder, e.other)}
    if set(holders) - set(members) - related or len(members) < 2:  # "Max has 3 cards" beside
        raise Halt("unbound_quantity", "an amount of someone outside the total")
    forms: dict[str, Lin] = {e.holder: (Fraction(e.qty or 0), Fraction(0)) for e in told}
    _propagate(forms, rels)
    unknown = [m for m in (*holders, *members) if m not in forms]
    if not unknown:
        raise Halt("unbound_quantity", "a total of holdings with nothing to solve")
    root = unknown[0]
    forms[root] = (Fraction(0), Fraction(1))
    _propagate(forms, rels)
    if any(m not in forms for m in (*members, *holders)):
        raise Halt("unbound_quantity", "two unknown holdings")
    if q.holder not in forms or (q.other and q.other not in forms):
        raise Halt("question_target_unbound", "the question asks of someone never related")
    a = sum((forms[m][0] for m in members), Fraction(0))
    b = sum((forms[m][1] for m in members), Fraction(0))
    if b <= 0:
        raise Halt("unbound_quantity", "a total that fixes nothing")
    _gate("story_sum_of_parts")
    n = Fraction(total.qty or 0)
    x = (n - a) / b
    values = {m: forms[m][0] + forms[m][1] * x for m in forms}
    _verify(values, rels, told, n, total.kind, members)
    steps = [
        Step(
            "solve_linear",
            (normalize(n), normalize(a), normalize(b)),
            normalize(x),
            f"{root}'s amount x: {_show(a)} + {_show(b)} x = {_show(n)} (the total)",
            total.source,
        )
    ]
    root_has = Event(
        "has", root, total.kind, normalize(x), "", None, "has", total.source, root, total.rule
    )
    return replace(setup, events=(root_has, *rest)), steps


def _show(v: Fraction) -> str:
    return str(normalize(v))


def _verify(
    values: dict[str, Fraction],
    rels: list[Event],
    told: list[Event],
    n: Fraction,
    kind: Kind,
    members: list[str],
) -> None:
    """Every stated fact holds of the solution; every amount whole (or cents) and not negative."""
    for m, v in values.items():
        if v < 0:
            raise Halt("negative_quantity", f"{m}'s amount below zero")
        if not _fits(v, kind):
            raise Halt("non_integer_count", f"{m}'s amount is not whole")
    for e in rels:
        f, c = relation_coeffs(e)
        if values[e.holder] != f * values[e.other] + c:
            raise Halt("inconsistent_story", "the relations disagree")
    for e in told:
        if values[e.holder] != Fraction(e.qty or 0):
            raise Halt("inconsistent_story", "a told amount disagrees")
    if sum((values[m] for m in members), Fraction(0)) != n:
        raise Halt("inconsistent_story", "the total disagrees")


def solve_unknowns(setup: StorySetup) -> tuple[StorySetup, list[Step]]:
    """Every unknowns construction the solver runs before the ledger (one hook in solver.py):
    a total over related holdings, related kinds of one holder (unknowns_kinds), then an
    unknown start worked back to (unknowns_start)."""
    from mathcore.organs.story.unknowns_kinds import solve_kinds_total
    from mathcore.organs.story.unknowns_start import solve_start_chain

    prepare = _lazy("mathcore.organs.story.solver6").prepare
    setup, own = prepare(setup)  # solver6: "12 bags with 2 marbles in each bag", per holder
    scene = _lazy("mathcore.organs.story.unknowns_scene").solve_scene
    setup, placed = scene(setup)  # unknowns_scene: one place, categories, rests, splits
    setup, held = solve_hold_total(setup)
    setup, kinds = solve_kinds_total(setup)
    setup, start = solve_start_chain(setup)
    return setup, [*own, *placed, *held, *kinds, *start]
