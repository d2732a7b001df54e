# ruff: noqa: E501
"""An amount told as a multiple of the amount told right before it (issue 8, statements).

``Brandon sold 86 geckos last year. He sold twice that many the year before.``, ``On
Tuesday, the library received twice that number.``, ``Roger rode 2 miles this morning, and
then 5 times that amount in the evening.``, ``There are 14 chickens in the coop, and twice
that many in the run.``, ``Noa scored 30 points, and Phillip scores twice that number.``:
``that``/``this`` + ``many``/``much``/``number``/``amount`` is the one amount told right
before.

Reading (``that_*`` rows): a relative action (``ev_times``) of the clause's subject, or with
no subject and verb (``and then 5 times that amount ...``) of the subject and verb of the
action right before it in the same sentence (as ``coord``'s elided comparisons); ``there
are`` / ``has`` ``twice that many``: a holding, of the place or the holder, made concrete
like the actions.

Binding (``bind_that``, from ``timed_cmp.bind_bases``): the compared amount is the event right
before this one; it must be a plain gain, loss, activity or holding with a told amount, and
the only event its sentence told before this clause (``20 boys and 11 girls ... and twice
that number``: 11 or 31? refused). Its clause is named on the event (``@s0[0-5]``).

``that_kind_cont``: ``James buys 10 shirts and half as many pants`` (no ``that``): another
kind, as many as the first conjunct's action (its holder and verb; ``coord`` reads the same
kind, and refuses another); neither conjunct may tell a scope (``24 cookies in the morning
and half as many muffins in the evening`` stays refused, as ``coord``'s tests ask).

Solving (``timed_cmp.expand_timed``): an action through ``gsm_relative``'s arithmetic (same
verb and kind as the compared action, whole counts, no amount below zero); another kind
(``that_kind_cont``) as the compared action's amount times the multiplier, same verb and
holder, whole; a holding as the compared holding times the multiplier (same kind); anything
else refuses.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace
from fractions import Fraction
from typing import TYPE_CHECKING

from mathcore.exact import Number, normalize
from mathcore.organs.story.ledger import Halt, _gate
from mathcore.organs.story.model import ALL, Event, Kind
from mathcore.results import Step

if TYPE_CHECKING:
    from mathcore.organs.story.reader import Context
    from mathcore.organs.story.resolve import Clause

_VERB = "V=act|F=increment_frame/decrement_frame:f"
_HEAD = "H:s ?only|already|now|still|then|also|later:adv ?has|have|had|will"
_THAT = "that|this many|much|number|amount"
_THAT_OF = "that|this number|amount of"

THAT_CLAUSES = f"""
that_ev | {_HEAD} {_VERB} X:n {_THAT} K?:k S:loc | op=tthat holder=s kind=k qty=n
that_ev_of | {_HEAD} {_VERB} X:n {_THAT_OF} K:k S:loc | op=tthat holder=s kind=k qty=n
that_cont | ?then X:n {_THAT} K?:k S:loc | op=tthat_cont kind=k qty=n
that_cont_of | ?then X:n {_THAT_OF} K:k S:loc | op=tthat_cont kind=k qty=n
that_kind_cont | ?then X:n as many K:k | op=tthat_kind kind=k qty=n
that_there | there is|are|was|were X:n {_THAT} K?:k S:loc | op=tthat_hold holder=loc kind=k qty=n
that_has | H:s ?only|already|now|still|also V=possession X:n {_THAT} K?:k S:loc | op=tthat_hold holder=s kind=k qty=n
"""

THAT_ROWS = frozenset(
    {
        "that_ev",
        "that_ev_of",
        "that_cont",
        "that_cont_of",
        "that_there",
        "that_has",
        "that_kind_cont",
    }
)
#: The rows that read a holding (made concrete as ``has``).
_HOLD_ROWS = frozenset({"that_there", "that_has"})
_ACTIONS = frozenset({"gain", "lose", "act"})
MARK = " @"
_UNMARKED = " @?"


def _stop(detail: str, operator: str = "comparison_base") -> Exception:
    from mathcore.organs.story.reader import Stop

    return Stop("unreadable_sentence", detail, operator)


def _ev(c: Clause, ctx: Context, bind: dict[str, object]) -> list[Event]:
    events = c.again({"op": "ev_times", "holder": "s", "kind": "k", "qty": "n"}, bind, ctx)
    if len(events) != 1:
        raise _stop("a multiple of 'that' amount reads one action")
    return [replace(events[0], source=events[0].source + _UNMARKED)]


def _that(c: Clause, ctx: Context) -> list[Event]:
    """``He sold twice that many the year before``: a relative action of the subject."""
    return _ev(c, ctx, c.b)


def _that_cont(c: Clause, ctx: Context) -> list[Event]:
    """``... 2 miles this morning, and then 5 times that amount in the evening``."""
    from mathcore.organs.story.gsm_clauses import continues_clause

    if continues_clause(
        c, ctx, {"has"}
    ):  # "14 chickens in the coop, and twice that many in the run"
        return _hold_cont(c, ctx)
    if not continues_clause(c, ctx, _ACTIONS):
        raise _stop("'that' amount continues no action of this sentence")
    bind = ctx.prev_op.get("_bind", {})
    verb, subject, base = bind.get("f"), bind.get("s"), ctx.prev_op["_at"][3]
    if verb is None or subject is None or not isinstance(base, Kind):
        raise _stop("'that' amount needs the action's verb and holder")
    own = c.b.get("k")
    if isinstance(own, Kind) and own != base:
        raise _stop("'that' amount of another kind", "unit_binding")
    return _ev(
        c, ctx, {"s": subject, "f": verb, "k": base, "n": c.b.get("n"), "loc": c.b.get("loc")}
    )


def _kind_cont(c: Clause, ctx: Context) -> list[Event]:
    """``James buys 10 shirts and half as many pants``: the first conjunct's holder and verb,
    another kind, as many as the first conjunct's amount (``coord_times`` reads the same kind)."""
    from mathcore.organs.story.gsm_clauses import continues_clause

    if not continues_clause(c, ctx, _ACTIONS):
        raise _stop("another kind's amount continues no action of this sentence")
    bind = ctx.prev_op.get("_bind", {})
    verb, subject, base = bind.get("f"), bind.get("s"), ctx.prev_op["_at"][3]
    own = c.b.get("k")
    if verb is None or subject is None or not isinstance(base, Kind) or not isinstance(own, Kind):
        raise _stop("another kind's amount needs the action's verb, holder and kind")
    if bind.get("loc"):  # "24 cookies in the morning and half as many muffins": coord's, refused
        raise _stop("another kind's amount after a scoped action")
    if own == base or own.head == base.head or "dollar" in (own.head, base.head):
        raise _stop("another kind's amount of the same noun, or of money", "unit_binding")
    return _ev(
        c, ctx, {"s": subject, "f": verb, "k": own, "n": c.b.get("n"), "loc": c.b.get("loc")}
    )


def _hold_cont(c: Clause, ctx: Context) -> list[Event]:
    at = ctx.prev_op["_at"]
    place = c.b.get("loc")
    if not isinstance(place, str) or not place or place == at[2] or not isinstance(at[3], Kind):
        raise _stop("'that' many of a holding needs its own place")
    own = c.b.get("k")
    if isinstance(own, Kind) and own != at[3]:
        raise _stop("'that' amount of another kind", "unit_binding")
    t = {"op": "ev_times", "holder": "loc", "kind": "k", "qty": "n"}
    events = c.again(t, {"loc": place, "k": at[3], "n": c.b.get("n")}, ctx)
    return [replace(e, source=e.source + _UNMARKED) for e in events]


def _that_hold(c: Clause, ctx: Context) -> list[Event]:
    """``There are twice that many in the run``, ``Her second jar had twice that amount``."""
    t = {**c.t, "op": "ev_times"}
    events = c.again(t, c.b, ctx)
    if len(events) != 1 or not events[0].holder or events[0].holder == "*":
        raise _stop("'that' many of a holding needs one holder")
    return [replace(events[0], source=events[0].source + _UNMARKED)]


THAT_SPECIAL: dict[str, Callable[[Clause, Context], list[Event]]] = {
    "tthat": _that,
    "tthat_cont": _that_cont,
    "tthat_hold": _that_hold,
    "tthat_kind": _kind_cont,
}


def _sentence(e: Event) -> str:
    return e.source.split("[", 1)[0]


def bind_that(new: list[Event], events: Sequence[Event]) -> list[Event]:
    """``new`` with each ``that`` amount's compared event named (when it is one event)."""
    out: list[Event] = []
    for e in new:
        if e.rule not in THAT_ROWS or not e.source.endswith(_UNMARKED):
            out.append(e)
            continue
        src = e.source[: -len(_UNMARKED)]
        before = [*events, *out]
        prev = before[-1] if before else None
        ok = prev is not None and prev.op in {*_ACTIONS, "has"} and not prev.other
        ok = ok and prev is not None and prev.qty is not None and prev.qty != ALL
        if ok and prev is not None:
            told = [x for x in before if _sentence(x) == _sentence(prev)]
            ok = told == [prev]
        out.append(
            replace(
                e, source=src + (f"{MARK}{prev.source.split(':', 1)[0]}" if ok and prev else "")
            )
        )
    return out


def concrete_that(e: Event, base: Event) -> tuple[Event, list[Step]]:
    """The ``that`` event ``e`` made concrete over its compared event ``base``."""
    from mathcore.organs.story.gsm_relative import _concrete

    if base.qty is None or base.qty == ALL or e.qty is None:
        raise Halt("unbound_quantity", "a multiple of an unknown amount")
    if e.rule in _HOLD_ROWS or base.op == "has":
        if (
            not (e.rule in _HOLD_ROWS or e.rule in ("that_cont", "that_cont_of"))
            or base.op != "has"
        ):
            raise Halt("unbound_quantity", "a holding compared with an action, or the reverse")
        if e.kind != base.kind:
            raise Halt("unbound_quantity", "a multiple of another kind's holding")
        res, step = _times(base, e, whole=e.kind.head != "dollar")
        return replace(e, op="has", qty=res, other="", factor=None), [step]
    if e.rule == "that_kind_cont":  # another kind: as many as the first conjunct's amount
        return _kind_concrete(e, base)
    got = _concrete([base], replace(e, rule="ev_times_prev", other=""), [])
    if got is None:
        raise Halt("unbound_quantity", "a multiple of 'that' amount with no single base")
    return replace(got[0], rule=e.rule), got[1]


def _ends_in_kind(base: Event) -> bool:
    """Whether the compared clause ends in its noun (``buys 10 shirts``, not ``... on Monday``)."""
    from mathcore.organs.story.lexemes import lexicon

    words = base.source.split(MARK, 1)[0].split(": ", 1)[-1].lower().split()
    entry = lexicon().entries.get(words[-1]) if words else None
    return entry is not None and entry.noun == base.kind.head


def _kind_concrete(e: Event, base: Event) -> tuple[Event, list[Step]]:
    same = base.op in _ACTIONS and (base.frame, base.agent) == (e.frame, e.agent) and not base.other
    if not _ends_in_kind(base):  # "24 cookies in the morning and half as many muffins": coord's
        raise Halt("unbound_quantity", "another kind's amount after a scoped action")
    if not same or base.kind.head == e.kind.head or base.qty is None or e.qty is None:
        raise Halt("unbound_quantity", "another kind's amount over no single action")
    res, step = _times(base, e, whole=True)
    return replace(e, op=base.op, qty=res, other="", factor=None), [step]


def _times(base: Event, e: Event, *, whole: bool) -> tuple[Number, Step]:
    """``base``'s amount times ``e``'s multiplier, the step that says so; a non-positive
    multiplier refuses, and so does a part of a count when ``whole``."""
    assert base.qty is not None and e.qty is not None
    _gate("story_times_as_many")
    n = Fraction(e.qty)
    if n <= 0:
        raise Halt("division_by_zero", "a non-positive multiplier")
    res = Fraction(base.qty) * n
    if whole and res.denominator != 1:
        raise Halt("non_integer_count", "a multiple that is not whole")
    step = Step(
        "multiply",
        (normalize(Fraction(base.qty)), normalize(n)),
        normalize(res),
        "times as many",
        e.source,
    )
    return normalize(res), step
