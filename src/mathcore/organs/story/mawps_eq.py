"""MAWPS single-equation readings that need more than a frame row (see ``mawps_eq_rows``).

``time_scope_holds``: an event question scoped by a time word ("How many walnut trees did
the workers plant today?") is read only when that time word scopes every change the story
tells and nothing else does: each change event's sentence names exactly the question's time
words. Then the scope narrows nothing and the question asks the sum of the events.

``same_head_holder``: "the workers" in a question names the one holder mentioned as
"the park workers" (same head word, exactly one such holder).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

from mathcore.organs.story.lazy import module as _lazy
from mathcore.organs.story.lexemes import Lexeme
from mathcore.organs.story.model import Event, Kind, Question
from mathcore.packs.loader import Pack, PerPack

if TYPE_CHECKING:
    from mathcore.organs.story.reader import Context
    from mathcore.organs.story.resolve import Clause

#: The change events an event question sums (``answers._events``).
CHANGES = frozenset({"gain", "lose", "give", "act"})


def _sentence_index(source: str) -> int | None:
    head = source.split("[", 1)[0]
    return int(head[1:]) if head.startswith("s") and head[1:].isdigit() else None


def time_scope_holds(
    ask: str, qlx: Sequence[Lexeme], events: Sequence[Event], sents: Sequence[Sequence[Lexeme]]
) -> bool:
    """Every change event sits in a sentence whose time words are exactly the question's."""
    if ask == "per_unit":  # "each month": the unit itself (mawps_eq_asks.per_unit is strict)
        return True
    if ask != "event" or not sents:
        return False
    words = _times(qlx)
    changes = [e for e in events if e.op in CHANGES or e.op.startswith("ev_times")]
    changes += [e for e in events if e.op in ("ev_more", "ev_fewer")]  # relative: changes too
    if not words or not changes:
        return False
    for e in changes:
        si = _sentence_index(e.source)
        if si is None or si >= len(sents):
            return False
        if _times(_told_in(sents[si], e.source, si == len(sents) - 1)) != words:
            return False
    return True


def _told_in(lx: Sequence[Lexeme], source: str, asked: bool) -> Sequence[Lexeme]:
    """The tokens an event's time is told in: its sentence, or only its own clause when it is
    a condition told in the question sentence (``If Beatrix read 704 pages, how many pages
    will Cristobal read tomorrow?``: the question's ``tomorrow`` is not the condition's)."""
    if not asked:
        return lx
    span = source.split("[", 1)[1].split("]", 1)[0].split("-") if "[" in source else []
    if len(span) != 2 or not all(x.isdigit() for x in span):
        return ()
    return [t for t in lx if int(span[0]) <= t.index <= int(span[1])]


#: The word tables live in the pack (lexicon/story_kinds8.jsonl), read once per pack
#: digest: ``time_modifier`` (words that tell one time from another of the same name: "last
#: week" is not "this week") and ``after_changes_state_word`` (words that place a stated
#: amount after the changes: "She now has 13", "9 left").


@dataclass(frozen=True, slots=True)
class _Words:
    time_modifiers: frozenset[str]
    now: frozenset[str]


def _build_words(pack: Pack) -> _Words:
    """The pack's word tables of this module."""
    return _Words(
        time_modifiers=pack.words("time_modifier"),
        now=pack.words("after_changes_state_word"),
    )


#: Built once per pack digest (``packs.loader.PerPack``).
_words = PerPack(_build_words)


def _times(lx: Sequence[Lexeme]) -> set[tuple[str, str]]:
    """The time words of a sentence, each with its modifier ("this week", "last week")."""
    for t in lx:
        if t.time:
            break
    else:
        return set()
    ws = _words()
    return {
        (lx[k - 1].word if k and lx[k - 1].word in ws.time_modifiers else "", t.word)
        for k, t in enumerate(lx)
        if t.time
    }


def same_head_holder(holder: str, ctx: Context) -> str:
    """``the workers`` -> ``the park worker`` when that is the one holder with that head."""
    if not holder.startswith("the ") or holder in ctx.things:
        return holder
    head = holder[4:]
    if " " in head:
        return holder
    hits = [h for h in ctx.things if h.endswith(" " + head)]
    return hits[0] if len(hits) == 1 else holder


def place_scope_holds(
    t: dict[str, str], b: dict[str, Any], kind: Kind, events: Sequence[Event]
) -> None:
    """``How many rows did he plant in the south field?``: a placement question's place.

    A placement event's holder is its place; a question that names a place is read only when
    every placement of the asked kind went to that place (else it would sum other places').
    """
    from mathcore.organs.story.reader import Stop

    if t.get("as_frame") != "place":
        return
    # "Mary cut some roses ... and gave 3 to Tom": the placer's own roses are the placed ones
    # (or the place's); a change of the placer's amount of that kind is not read here
    placers = {e.agent for e in events if e.frame == "place" and e.kind.head == kind.head}
    if any(
        e.frame != "place" and e.kind.head == kind.head and placers & {e.holder, e.other}
        for e in events
    ):
        raise Stop("unreadable_question", "the placer's own amount changes too")
    loc = b.get("loc")
    if not loc:
        return
    places = {e.holder for e in events if e.frame == "place" and e.kind.head == kind.head}
    if places != {str(loc)}:
        raise Stop("unreadable_question", f"the question's place {loc!r} narrows the placements")


def _goal_have(c: Clause, ctx: Context) -> list[Event]:
    """``Priya needs 54 cupcakes for a party``: an amount to have; holds nothing yet."""
    from mathcore.organs.story.reader import Stop
    from mathcore.organs.story.resolve import _holder

    raw = c.b.get("s")
    doer = ctx.prev_subject if raw == "@prev" else _holder(raw, ctx)
    if not doer or c.qty is None or c.kind.head == "dollar":
        raise Stop("unreadable_sentence", "a need names its holder and a count", "frame_entry")
    ctx.mention(doer)
    ctx.prev_subject = doer
    ctx.animate.append(doer)
    if c.kind not in ctx.kinds:
        ctx.kinds.append(c.kind)
    ctx.prev_op = {}
    ev = Event("goal", doer, c.kind, c.qty, frame="have", source=c.source, agent=doer)
    return [replace(ev, rule=c.rc.frame)]


def _place_from(c: Clause, ctx: Context) -> list[Event]:
    """``Mary cut some roses from her flower garden``: the roses come into the one place.

    The source must hold none of the kind in the story (else moving them out of it would
    change its amount, which this reading does not record).
    """
    from mathcore.organs.story.reader import Stop

    src = c.b.get("src")
    head = src.head if isinstance(src, Kind) else ""
    if not head or any(h.split()[-1] == head for h, _k in ctx.holdings):
        raise Stop("unresolved_reference", "a source that holds things of its own", "unit_binding")
    return c.again({**c.t, "op": "gain"}, c.b, ctx)


def _continue_to(c: Clause, ctx: Context) -> list[Event]:
    """``He gave 3 to Jessica and 6 to Sara``: the same giving again, to another receiver."""
    from mathcore.organs.story.reader import Stop

    prev = {k: v for k, v in ctx.prev_op.items() if not k.startswith("_")}
    if prev.get("op") != "give" or prev.get("other") != "o" or prev.get("holder") != "s":
        raise Stop("unreadable_sentence", "a receiver continues no giving", "frame_entry")
    bind = {**ctx.prev_op.get("_bind", {}), "k": c.b.get("k"), "n": c.b.get("n")}
    bind["o"] = c.b.get("o")
    return c.again({**prev, "kind": "k", "qty": "n"}, bind, ctx)


def _has_pair(c: Clause, ctx: Context) -> list[Event]:
    """``Joan has 40 blue balloons Melanie has 41 blue balloons``: two holdings, one line."""
    first = c.again({**c.t, "op": "has"}, c.b, ctx)
    bind = {**c.b, "s": c.b.get("s2"), "n": c.b.get("n2"), "k": c.b.get("k2")}
    return [*first, *c.again({**c.t, "op": "has"}, bind, ctx)]


EQ_SPECIAL: dict[str, Callable[[Clause, Context], list[Event]]] = {
    "has_pair": _has_pair,
    "continue_to": _continue_to,
    "goal_have": _goal_have,
    "place_from": _place_from,
}


#: Changes of a holder's amount that an unstated start may precede.
_CHANGES_OF_START = frozenset({"gain", "lose", "give", "lose_frac", "give_frac"})


def start_unknown(events: list[Event], q: Question) -> list[Event]:
    """``Sandy sold 5 books and bought 6 more. She now has 13. How many did she begin with?``

    A question about the start presupposes one: when the asked holder's first event of the
    asked kind is a change (no amount stated before it), the story starts with an unknown
    amount of that kind (as ``Sandy had some books`` would say), which a later stated amount
    determines; without one the ledger refuses as for any unknown start.
    """
    ws = _words()
    events = _lazy("mathcore.organs.story.unknowns_start").some_money_start(
        events, q
    )  # "Josh has some money. ... how much money did Josh have at first?": his dollars
    if q.ask != "initial" or not q.holder or q.holder.startswith(("&", "*")):
        return events
    mine = [
        e
        for e in events
        if (e.holder == q.holder or (e.op == "give" and e.other == q.holder))
        and q.kind.covers(e.kind)
    ]
    kinds = {e.kind for e in mine}
    if not mine or len(kinds) != 1 or mine[0].op not in _CHANGES_OF_START:
        return events
    stated = [e for e in mine if e.op == "has"]
    if not stated or not all(ws.now & set(e.source.lower().split()) for e in stated):
        return events  # "She had 13 books": before or after the changes?
    kind = next(iter(kinds))
    first = mine[0]
    start = Event(
        "has", q.holder, kind, None, frame="has_some", source=first.source, agent=q.holder
    )
    return [replace(start, rule="start_unknown"), *events]
