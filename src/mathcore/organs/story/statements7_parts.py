"""Parts of a counted whole, session 7 (issue 8, statements): ``There are 32 tables in a hall.
Half the tables have 2 chairs each, 5 have 3 chairs each and the rest have 4 chairs each``,
``Half of them have 5 notebooks each and the other half have 3 notebooks each``.

Reading (``statements7``'s ``s7_sub_*`` rows, raw through ``resolve.PCT_SPLIT``): each clause
is one part (a fraction or percentage of the members, a count, ``the rest`` / ``the
remaining`` / ``the other half``) with its amount in each member: an ``each`` event whose
``factor`` is the part; an elided member (``5 have``, ``half of them``) is ``member``.

Solving (``expand_subs``, from ``statements7.expand_groups``): a run of parts in one sentence
is read against the holding told right before it, in an earlier sentence that tells nothing
else (``28 students and 10 teachers ... Half of them``: refused); named members must be its
kind; the rest is last and at most one; every part a whole count, together the whole (no
rest: they must make it up); ``the other half`` is the rest of one half. The parts become one
holding of the things by the whole's holder: the sum of size x amount in each (steps shown).
Members named by a later event (``He gives away 4 boxes``) refuse: their things are not told
apart afterwards.
"""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction
from typing import TYPE_CHECKING

from mathcore.exact import Number, normalize
from mathcore.organs.story.ledger import Halt, _gate
from mathcore.organs.story.model import Event, Kind
from mathcore.results import Step

if TYPE_CHECKING:
    from mathcore.organs.story.clauses import RawClause
    from mathcore.organs.story.reader import Context


def sentence_of(e: Event) -> str:
    """``s1`` of ``s1[0-4]: ...``: the sentence an event was read from."""
    return e.source.split("[", 1)[0]


def names_unit(e: Event, head: str) -> bool:
    """Whether ``e`` names the noun ``head`` (its kind or its unit)."""
    return e.kind.head == head or (e.other_kind is not None and e.other_kind.head == head)


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
#: Members that are people: what they have is theirs, held by the whole's holder only when it is
#: a place they are in (``There are 28 students in a classroom``).
_PEOPLE = frozenset(
    {
        "friend",
        "student",
        "child",
        "kid",
        "classmate",
        "cousin",
        "sibling",
        "brother",
        "sister",
        "son",
        "daughter",
        "worker",
        "employee",
        "player",
        "boy",
        "girl",
        "man",
        "woman",
        "person",
        "people",
        "guest",
        "member",
        "teammate",
        "customer",
        "visitor",
        "relative",
        "neighbor",
        "grandchild",
        "teacher",
        "adult",
        "passenger",
        "camper",
    }
)
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


def expand_subs(events: tuple[Event, ...]) -> tuple[tuple[Event, ...], list[Step]]:
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
            or len({sentence_of(x) for x in run}) != 1
            or sentence_of(whole) == sentence_of(run[0])
            or len({x.kind for x in run}) != 1
            or any(x.other_kind not in (_MEMBERS, whole.kind) for x in run)
            or any(x.other_kind is not None and x.other_kind.head == x.kind.head for x in run)
        ):
            raise Halt("unbound_quantity", "parts of no whole told right before")
        if any(sentence_of(x) == sentence_of(whole) for x in out[:-1]):
            raise Halt("unbound_quantity", "parts of one of several amounts told")  # "them"?
        if all(x.other_kind == _MEMBERS for x in run) and any(
            x.op == "has" and x.holder == whole.holder and x.kind != whole.kind for x in out[:-1]
        ):  # "28 students in a classroom. There are 4 teachers in the classroom. Half of them"
            raise Halt("unbound_quantity", "parts of 'them' beside another amount held there")
        head = whole.kind.head
        if head in _PEOPLE and whole.frame != "there_are":
            # "Mark has 20 friends. Half of them have 5 notebooks each": the friends' notebooks,
            # not Mark's; only a place the people are in ("28 students in a classroom") holds them
            raise Halt("unbound_quantity", "people's things held by another holder")
        if any(names_unit(x, head) for x in events[k + len(run) :]):
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
