"""A part of an amount: ``Brock ate one-fourth of the peanuts``, ``gave half of them to Sam``.

The reader records ``lose_frac`` / ``give_frac`` events whose quantity is the part (1/4);
before the ledger replays, each becomes a concrete loss or transfer of ``part x amount``,
where the amount is what the holder holds at that point (the events before it, replayed).

Of which amount: a part ``of the peanuts`` / ``of them`` is of the whole, and is read only
when nothing changed that amount before; a part ``of the remaining money`` / ``of the rest`` /
``of what is left`` is of what is left, and is read only after a change. Anything else
refuses (``unbound_quantity``): ``spent 1/5 of his money on A and 1/4 of his money on B`` is
of the first amount or of the second, and the story does not say which. A part of an unknown
amount, or a count that is not whole, refuses.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from fractions import Fraction
from typing import TYPE_CHECKING, Any

from mathcore.exact import normalize
from mathcore.organs.story import risks8 as _risks8
from mathcore.organs.story.gsm_pct_adjust import expand_adjust
from mathcore.organs.story.gsm_pct_rows import PCT_RELATIVE_ROWS
from mathcore.organs.story.lazy import module as _lazy
from mathcore.organs.story.ledger import Halt, Ledger, _gate, _replay
from mathcore.organs.story.model import Event, Kind, StorySetup
from mathcore.packs.loader import current_pack
from mathcore.results import Step

if TYPE_CHECKING:
    from mathcore.organs.story.clauses import RawClause
    from mathcore.organs.story.reader import Context
    from mathcore.organs.story.resolve import Clause

PART_OPS = {"lose_frac": "lose", "give_frac": "give"}


def _stop(detail: str, operator: str) -> Exception:
    from mathcore.organs.story.reader import Stop

    return Stop("unresolved_reference", detail, operator)


_CHANGES = ("gain", "lose", "give")
#: ``spends half of what he had at first``: the start, not what is left (``*_rest`` rows).
_AT_START = (
    "at first",
    "originally",
    "initially",
    "to begin with",
    "at the start",
    "in the beginning",
)


def _part_change(c: Clause, ctx: Context) -> list[Event]:
    """The change read with the part as its quantity, marked as a part (``*_frac``)."""
    op = str(c.t["op"])
    if not c.rc.frame.startswith("gsm_pct_"):  # "lost half of them and 3 cards": 3 cards lost
        start = _lazy("mathcore.organs.story.unknowns_start")
        return start.part_then_count(c, ctx)  # type: ignore[no-any-return]
    if c.kind.head == "remainder":  # "1/4 of the remainder": what is left (the *_rest rows)
        raise _stop("the remainder is no kind of thing", "unit_binding")
    said = f" {c.source.partition(': ')[2].lower()} "
    if c.rc.frame.endswith("_rest") and any(f" {w} " in said for w in _AT_START):
        raise _stop("a part of what was held at the start, read as of what is left", "frame_entry")
    if op == "take_frac":
        from mathcore.organs.story.resolve import _take

        evs = _take(c.b, ctx, c.kind, c.qty, c.source)
        return [replace(e, op="give_frac", rule=c.rc.frame) for e in evs]
    bind = c.b
    if c.kind == Kind("money"):  # "spent half of her money": her dollars
        bind = {**c.b, c.t["kind"]: Kind("dollar")}
    held: list[Event] = []
    if "m" in bind:  # "half of his 40 balls": he had 40 balls
        held = c.again({"op": "has", "holder": "s", "kind": c.t["kind"], "qty": "m"}, bind, ctx)
    evs = c.again({**c.t, "op": PART_OPS[op]}, bind, ctx)
    ctx.prev_op = {**c.rc.template, "_bind": bind, "_frac": True}  # "and half of the rest"
    return [*held, *(replace(e, op=op) for e in evs)]


PCT_SPECIAL = {"lose_frac": _part_change, "give_frac": _part_change, "take_frac": _part_change}
SPLIT_OPS = frozenset({"part", "rest"})


def _one_holder(ctx: Context, kind: Kind) -> str:
    """The one holder (a place or a person) of ``kind``'s noun so far, or a refusal."""
    owners = {h for h, head in ctx.holdings if head == kind.head}
    if len(owners) != 1:
        raise _stop("a part of whose whole: no single holder has it", "unit_binding")
    return next(iter(owners))


def _whole(b: dict[str, Any], ctx: Context, part: bool, source: str = "") -> tuple[str, Kind]:
    """The split whole: ``of the socks``, the whole split just before, or the one broadest
    kind mentioned; its holder is the one place (else the one owner) holding it."""
    named = b.get("k")
    if isinstance(named, Kind):
        named = _lazy("mathcore.organs.story.pct7").sex_whole(named, ctx)  # "of the females"
        return _one_holder(ctx, named), named
    last = ctx.prev_op.get("_whole")
    if last is not None:
        return str(last[0]), last[1]
    said = ctx.prev_op.get("_bind", {}).get("k")  # "Luna has 50 crayons and 20% of them are"
    prev_has = ctx.prev_op.get("op") == "has" and ctx.prev_op.get("holder") == "s" and part
    if prev_has and ctx.prev_subject and isinstance(said, Kind):
        owners = {h for h, head in ctx.holdings if head == said.head}
        if ctx.holdings[-1:] != [(ctx.prev_subject, said.head)]:  # solver7: "50 crayons and
            raise _stop("a part of them after another kind", "unit_binding")  # 10 pens, and half"
        same = _lazy("mathcore.organs.story.solver7").same_sentence_has(ctx.prev_op, source)
        if owners != {ctx.prev_subject} and not same:  # "Tom has 40. Ann has 20. Half of them"
            raise _stop("a part of whose whole: more than one holder has it", "unit_binding")
        return ctx.prev_subject, said
    broad = [k for k in ctx.kinds if not any(o != k and o.covers(k) for o in ctx.kinds)]
    if len(broad) != 1:
        raise _stop("a part of no single whole", "unit_binding")
    return _one_holder(ctx, broad[0]), broad[0]


def _split(rc: RawClause, ctx: Context, source: str) -> list[Event]:
    """``25% of them are dogs`` / ``half are blue`` / ``the rest of the socks are blue``."""
    from mathcore.organs.story.lexemes import lexicon

    b = rc.bind
    holder, whole = _whole(b, ctx, rc.template["op"] == "part", source)
    pred, mod = b.get("p"), b.get("m")
    if isinstance(pred, Kind):
        said = source.rsplit(" ", 1)[-1].lower()  # the predicate as written: "blue", "dogs"
        entry = lexicon().entries.get(said)
        if not pred.mods and entry is not None and entry.modifier:
            raise _stop("a bare colour read as a noun", "unit_binding")
        part = pred
    elif isinstance(mod, str):
        part = Kind(whole.head, tuple(sorted({*whole.mods, mod})))
    else:
        raise _stop("a part with no kind", "unit_binding")
    if part == whole or (part.head == whole.head and not whole.covers(part)):
        raise _stop("a part that is not inside its whole", "unit_binding")
    if whole.head == "dollar":
        raise _stop("a split of money", "unit_binding")
    op = str(rc.template["op"])
    qty = b["n"][0] if op == "part" else 1
    ev = Event(op, holder, part, qty, "", whole, op, source, holder, rc.frame)
    ctx.mention(holder)
    ctx.holdings.append((holder, part.head))
    if part not in ctx.kinds:
        ctx.kinds.append(part)
    ctx.prev_op = {"op": "none", "_whole": (holder, whole)}
    return [ev]


def _adjust(rc: RawClause, ctx: Context, source: str) -> list[Event]:
    """``He gets a 15% discount`` / ``pays 10% tax``: what the holder pays, times a factor
    (0.85 / 1.1); ``There is a 40% off sale``: of the story's one buyer (found later)."""
    from mathcore.organs.story.resolve import _holder

    if rc.bind.get("loc"):  # "a 20% discount on the shirts" (hats too?): pct4 refuses it
        raise _stop("a percentage on a place or part of what is paid", "percentage")
    raw = rc.bind.get("s")
    holder = "" if raw is None else _holder(raw, ctx)
    part = Fraction(rc.bind["n"][0])
    down = rc.template["op"] == "adjust_down"
    factor = 1 - part if down else 1 + part
    frame = "discount" if down else "surcharge"
    return [
        Event(
            "adjust",
            holder,
            Kind("dollar"),
            normalize(factor),
            "",
            None,
            frame,
            source,
            holder,
            rc.frame,
        )
    ]


def _continue(rc: RawClause, ctx: Context, source: str) -> list[Event]:
    """``..., and half of the rest``: the previous part's verb and holder, a new part."""
    from mathcore.organs.story.clauses import RawClause as Raw
    from mathcore.organs.story.resolve import build_event

    prev = ctx.prev_op
    if not prev.get("_frac"):
        raise _stop("a part that continues no part", "frame_entry")
    template = {k: v for k, v in prev.items() if not k.startswith("_")}
    bind = {k: v for k, v in prev["_bind"].items() if k not in ("k", "m", "loc")}
    bind.update({k: v for k, v in rc.bind.items() if k in ("n", "k", "loc")})
    return build_event(Raw(rc.frame, template, bind, rc.tokens), ctx, source)


def _compare(rc: RawClause, ctx: Context, source: str) -> list[Event]:
    """``20% more legos than Bruce``: ``1.2 times as many``; an action compared with an
    action (``eats 50% more bugs than the frog``) becomes a relative event of gsm_relative."""
    from mathcore.organs.story.clauses import RawClause as Raw
    from mathcore.organs.story.resolve import build_event

    part, index, _money = rc.bind["n"]
    factor = 1 + Fraction(part) if rc.bind.get("dir") == "more" else 1 - Fraction(part)
    op = "ev_times" if rc.frame in PCT_RELATIVE_ROWS else "times"
    if rc.frame == "gsm_pct_more_kind":  # "30 crows and 60% more hawks than crows"
        op = "times_k"
    template = {**rc.template, "op": op}
    bind = {**rc.bind, "n": (normalize(factor), index, False)}
    return build_event(Raw(rc.frame, template, bind, rc.tokens), ctx, source)


PCT_SPLIT: dict[str, Callable[[RawClause, Context, str], list[Event]]] = {
    "pct_times": _compare,
    "pct_prev": _continue,
    "part": _split,
    "rest": _split,
    "adjust_down": _adjust,
    "adjust_up": _adjust,
}


def _measured(head: str) -> bool:
    from mathcore.organs.story.lexemes import lexicon

    entry = lexicon().entries.get(head)
    return head == "dollar" or (entry is not None and entry.unit is not None)


def _concrete(before: list[Event], e: Event, setup: StorySetup) -> tuple[Event, Step]:
    if _lazy("mathcore.organs.story.money_parts").after_purchase(before, e):  # adversary 9a
        raise Halt("unbound_quantity", "a part of the money after a purchase: its cost not paid")
    led = Ledger()
    _replay(led, replace(setup, events=tuple(before)))
    k = led.key(e.holder, e.kind)
    cur = led.amounts.get(k)
    if k not in led.amounts or cur is None or cur.b != 0:
        raise Halt("unbound_quantity", "a part of an amount the story does not give")
    changed = any(
        x.op in _CHANGES
        and e.holder in (x.holder, x.other)
        and (x.kind.covers(e.kind) or e.kind.covers(x.kind))
        for x in before
    )
    held = changed and _lazy("mathcore.organs.story.solver6").whole_is_held
    if changed != ("rest" in e.rule.split("_")) and not (held and held(before, e)):  # "..._rest"
        raise Halt("unbound_quantity", "a part of the whole or of what is left: not read")
    _gate("story_fraction_of")
    assert e.qty is not None
    part = cur.a * Fraction(e.qty)
    if part.denominator != 1 and not _measured(e.kind.head):
        raise Halt("non_integer_count", "a part that is not a whole count")
    if part.denominator != 1 and _risks8.counted_unit(e.kind.head, setup.events):
        raise Halt("non_integer_count", f"a part of the {e.kind.head}s that is not whole")
    step = Step("multiply", (normalize(cur.a), e.qty), normalize(part), "a part of it", e.source)
    return replace(e, op=PART_OPS[e.op], qty=normalize(part)), step


def _split_part(before: list[Event], e: Event, setup: StorySetup) -> tuple[Event, Step]:
    """``25% of them are dogs``: the part of the whole's stated amount, as an amount held."""
    assert e.other_kind is not None and e.qty is not None
    if any(x.op in _CHANGES and e.holder in (x.holder, x.other) for x in before):
        raise Halt("unbound_quantity", "a split of an amount that changed")
    led = Ledger()
    _replay(led, replace(setup, events=tuple(before)))
    cur = led.amounts.get((e.holder, e.other_kind))
    if cur is None or cur.b != 0 or (e.holder, e.kind) in led.amounts:
        raise Halt("unbound_quantity", "a part of an amount the story does not give")
    _gate("story_fraction_of")
    part = cur.a * Fraction(e.qty)
    if part.denominator != 1 and not _measured(e.kind.head):
        raise Halt("non_integer_count", "a part that is not a whole count")
    if part.denominator != 1 and _risks8.counted_unit(e.kind.head, setup.events):
        raise Halt("non_integer_count", f"a part of the {e.kind.head}s that is not whole")
    step = Step("multiply", (normalize(cur.a), e.qty), normalize(part), "a part of it", e.source)
    return _held(e, part), step


def _held(e: Event, amount: Fraction) -> Event:
    return Event(
        "has", e.holder, e.kind, normalize(amount), "", None, "has", e.source, e.holder, e.rule
    )


def _whole_at(events: list[Event], n: int, e: Event, parts: dict[int, Kind]) -> int:
    """The index of the statement of the whole that ``events[n]`` splits."""
    at = [
        i
        for i in range(n)
        if events[i].op == "has"
        and events[i].holder == e.holder
        and events[i].kind == e.other_kind
        and (i not in parts or _lazy("mathcore.organs.story.pct7").part_as_whole(events, i, e))
    ]
    if not at or events[at[-1]].qty is None:
        raise Halt("unbound_quantity", "a split of an amount the story does not give")
    return at[-1]


def _split_rest(events: list[Event], n: int, first: int, parts: dict[int, Kind]) -> Step:
    """``the rest are bunnies``: the whole's stated amount less every part stated since."""
    e = events[n]
    whole = e.other_kind
    assert whole is not None
    amount = Fraction(events[first].qty or 0)
    taken = Fraction(0)
    kinds = set()
    for i in range(first + 1, n):
        x = events[i]
        narrower = x.op == "has" and whole.covers(x.kind) and x.kind != whole
        if x.holder != e.holder or x.qty is None or not (parts.get(i) == whole or narrower):
            raise Halt("unbound_quantity", "the rest after a statement that is not a part")
        taken += Fraction(x.qty)
        kinds.add(x.kind)
    if not kinds or e.kind in kinds or len(kinds) != n - first - 1:
        raise Halt("unbound_quantity", "the rest of no parts, or of a part named twice")
    mixed = _risks8.mixed_parts(whole, (*kinds, e.kind))  # "10 are large, 25% are blue"
    if mixed:
        raise Halt("ambiguous_total", mixed)
    if "_half" in e.rule and taken * 2 != amount:  # "the other half": the parts were half
        raise Halt("inconsistent_story", "the other half after parts that are not half")
    _gate("story_difference")
    rest = amount - taken
    if rest < 0:
        raise Halt("negative_quantity", "the parts exceed the whole")
    events[n] = _held(e, rest)
    return Step(
        "subtract", (normalize(amount), normalize(taken)), normalize(rest), "the rest", e.source
    )


OTHERS = "(the others)"  # the unnamed rest of a whole split into named parts of its noun


def _retell(
    events: list[Event], groups: dict[int, list[int]], rests: set[int], steps: list[Step]
) -> list[Event]:
    """A whole of marbles split into blue ones (and red ones, or the rest): the parts now
    tell the whole, which is dropped (``how many marbles`` adds the parts; ``how many blue
    marbles`` is no ambiguous total). With no rest stated, the others are a part of their
    own, named by the pack's complement when there is one (male -> female). Parts of other
    nouns (dogs of the pets) leave the whole as stated, and one part with a complement for
    that whole (girls of the children) states the other (boys); a mix refuses."""
    out: list[Event | None] = list(events)
    extra: dict[int, Event] = {}
    for first, members in groups.items():
        whole = events[first]
        same = {events[i].kind.head == whole.kind.head for i in members}
        if same != {True} and same != {False}:
            raise Halt("unbound_quantity", "parts of the whole's noun beside other nouns")
        if same == {True}:
            _only_parts(events, first, members, rests)
        if any(i in rests for i in members):
            if same == {True}:
                out[first] = None
            continue
        others = _others(events, first, members, same == {True})
        if others is None:
            continue
        told = sum((Fraction(events[i].qty or 0) for i in members), Fraction(0))
        left = Fraction(whole.qty or 0) - told
        if left < 0:
            raise Halt("negative_quantity", "the parts exceed the whole")
        _gate("story_difference")
        amount = (normalize(Fraction(whole.qty or 0)), normalize(told))
        steps.append(Step("subtract", amount, normalize(left), "the others", whole.source))
        if same == {True}:
            out[first] = replace(whole, kind=others, qty=normalize(left))
        else:
            extra[members[-1]] = replace(whole, kind=others, qty=normalize(left))
    return [x for i, e in enumerate(out) for x in (e, extra.get(i)) if x is not None]


def _complement(word: str) -> tuple[str, frozenset[str]] | None:
    raw = current_pack().value(word, "complement")
    if raw is None:
        return None
    other, _, wholes = raw.partition(":")
    return other, frozenset(w for w in wholes.split(",") if w)


def _others(events: list[Event], first: int, members: list[int], same: bool) -> Kind | None:
    """The kind of what the named parts leave: ``(the others)`` of the whole's own noun, its
    complement (``female`` beside ``male``), or for a part of another noun its complement for
    this whole (``boy`` beside ``girl`` of the children); None: nothing is stated."""
    whole = events[first].kind
    part = events[members[0]].kind
    if same:
        extra = sorted(set(part.mods) - set(whole.mods))
        comp = _complement(extra[0]) if len(members) == 1 and len(extra) == 1 else None
        name = comp[0] if comp is not None and not comp[1] else OTHERS
        return Kind(whole.head, tuple(sorted({*whole.mods, name})))
    comp = _complement(part.head)
    if len(members) != 1 or whole.mods or comp is None or whole.head not in comp[1]:
        return None
    heads = {part.head, comp[0]}
    holder = events[first].holder
    for i in range(first + 1, len(events)):
        x = events[i]
        if i not in members and x.holder == holder and x.kind.head in heads:
            raise Halt("unbound_quantity", "another amount of a part or its complement")
    return Kind(comp[0])


def _only_parts(events: list[Event], first: int, members: list[int], rests: set[int]) -> None:
    """After the whole, its holder states no other amount of its noun than the parts (and,
    before a rest, amounts of narrower kinds, which the rest took off)."""
    whole = events[first]
    last_rest = max((i for i in members if i in rests), default=first)
    for i in range(first + 1, len(events)):
        x = events[i]
        if i in members or x.holder != whole.holder or x.kind.head != whole.kind.head:
            continue
        if i < last_rest and x.op == "has":
            continue
        if _lazy("mathcore.organs.story.pct7").nested_part(events, i, members):  # of a part
            continue
        raise Halt("unbound_quantity", "another amount of a split whole's noun")


def _stale(events: list[Event], split: dict[int, Kind]) -> bool:
    """A change after a split, of the whole or a part: the other amounts would go stale."""
    for i, whole in split.items():
        heads = {whole.head, events[i].kind.head}
        for x in events[i + 1 :]:
            if (
                x.op in _CHANGES
                and x.kind.head in heads
                and events[i].holder in (x.holder, x.other)
            ):
                return True
    return False


def _after_a_loss(before: list[Event], e: Event) -> None:
    """``divided the rest``: the rest is what is left after the holder lost or gave some."""
    lost = [
        x
        for x in before
        if x.op in ("lose", "give") and x.holder == e.holder and x.kind.head == e.kind.head
    ]
    if not lost:
        raise Halt("unbound_quantity", "the rest of an amount nothing was taken from")


def expand_parts(setup: StorySetup) -> tuple[StorySetup, list[Step]]:
    """``setup`` with every part of an amount made concrete, and the steps that did it."""
    setup, steps = expand_adjust(setup)  # "gets a 15% discount": the prices it is on
    money6 = _lazy("mathcore.organs.story.gsm_money6")
    setup, paid = money6.expand_change(setup)  # "pays with a $20 bill and gets $11 change"
    steps = [*steps, *paid]
    if not any(e.op in PART_OPS or e.op in SPLIT_OPS or e.op == "share" for e in setup.events):
        return setup, steps
    events = list(setup.events)
    parts: dict[int, Kind] = {}
    split: dict[int, Kind] = {}
    groups: dict[int, list[int]] = {}
    rests: set[int] = set()
    for n, e in enumerate(events):
        if e.op == "share" and e.rule.startswith("gsm_pct_share_rest"):
            _after_a_loss(events[:n], e)
        elif e.op in PART_OPS:
            events[n], step = _concrete(events[:n], e, setup)
            steps.append(step)
        elif e.op in SPLIT_OPS:
            assert e.other_kind is not None
            first = _whole_at(events, n, e, parts)
            split[n] = e.other_kind
            groups.setdefault(first, []).append(n)
            if e.op == "part":
                pct7 = _lazy("mathcore.organs.story.pct7")  # "a third of the remaining beans"
                e, left = pct7.of_remaining(events, first, groups[first], n)
                steps.extend(left)
                events[n], step = _split_part(events[:n], e, setup)
                parts[n] = e.other_kind
            else:
                step = _split_rest(events, n, first, parts)
                rests.add(n)
            steps.append(step)
    if _stale(events, split):
        raise Halt("unbound_quantity", "a whole or a part changes after it was split")
    _lazy("mathcore.organs.story.pct7").cross_asked(setup.question, events, groups, parts)
    return replace(setup, events=tuple(_retell(events, groups, rests, steps))), steps
