"""Relative events: an action stated against another action (``she sold half as many``).

``Susan picked 3 times as many apples as Frank (did)``, ``Diane bought 20 more apples than
Cecile``, ``..., and then she sold half as many clips in May``. The reader records these as
``ev_times`` / ``ev_more`` / ``ev_fewer`` events; before the ledger replays, each becomes a
concrete event of the same kind of action (gain, loss or activity) whose amount is computed
from its base:

- with ``as O`` / ``than O``: the one event of O with the same verb lemma and kind (before
  it, else after it: ``If Cecile bought 15 apples``); chains resolve from their known end;
  with no event of O at all, the holder's one later action of that verb and kind (not marked
  as another one: ``more``, ``again``, ``then`` ...) is the compared one, and O's action is
  solved from it (``Quincy sold ten times as many as Thor. If Quincy sold 200``: Thor 20);
- without it: the event right before it, if it is the only earlier one of that verb and kind.

``Seth sold 6 more candy bars than 3 times the number of candy bars that Max sold`` /
``Veronica climbed 18 more than half that amount`` are ``ev_times_more`` / ``ev_times_fewer``
(the multiplier in ``factor``): base x factor, then plus or minus the amount. The verb after
the base holder must be the clause's own verb (``that Max sold``).

Anything else refuses (``unbound_quantity``); a count that is not whole refuses. The steps
that computed each amount lead the derivation.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from fractions import Fraction
from typing import TYPE_CHECKING

from mathcore.exact import normalize
from mathcore.organs.story import risks8 as _risks8
from mathcore.organs.story.lazy import module as _lazy
from mathcore.organs.story.ledger import Halt, _gate
from mathcore.organs.story.model import ALL, Event, StorySetup
from mathcore.results import Step

if TYPE_CHECKING:
    from mathcore.organs.story.reader import Context
    from mathcore.organs.story.resolve import Clause

RELATIVE_OPS = frozenset({"ev_times", "ev_more", "ev_fewer", "ev_times_more", "ev_times_fewer"})
#: The frame rows that may produce a relative event (a ``continue`` clause may not).
RELATIVE_ROWS = (
    frozenset(
        {
            "ev_times",
            "ev_times_prev",
            "ev_more",
            "ev_fewer",
            "ev_more_k",
            "ev_fewer_k",
            "ev_affine",
            "ev_affine_k",
            "ev_affine_the",
            "ev_affine_that",
            "ev_affine_as",
            "ev_times_money",
            "ev_times_money_bare",
            "coord_times",  # coord: "... and twice as many on Tuesday"
            "cmp_ev_fewer_elided",  # cmp_lists: "... while Jose collected 14 fewer rocks"
        }
    )
    | _lazy("mathcore.organs.story.gsm_pct_rows").PCT_RELATIVE_ROWS
    | frozenset({"same_ev", "same_ev_number"})  # cmp_cont: "picked as many apples as Tom"
)
_BASE_OPS = ("gain", "lose", "act")


def _same_action(x: Event, e: Event) -> bool:
    return (
        x.agent == e.other
        and x.frame == e.frame
        and x.kind == e.kind
        and (x.op in _BASE_OPS or x.op in RELATIVE_OPS)
        and (not x.other or x.op in RELATIVE_OPS)
    )


def _base(done: list[Event], e: Event, later: list[Event]) -> list[Event]:
    if e.other:
        before = [x for x in done if _same_action(x, e)]
        after = [x for x in later if _same_action(x, e)]
        if before and after:
            raise Halt("unbound_quantity", "the base action is stated before and after")
        return before or after
    same = [x for x in done if x.frame == e.frame and x.kind == e.kind]
    if not done or same != [done[-1]]:  # "as many" with no "as": the one earlier action
        return []
    last = done[-1]
    relative = last.op in RELATIVE_OPS
    ok = last.frame == e.frame and (last.op in _BASE_OPS or relative) and last.kind == e.kind
    return [last] if ok and (relative or not last.other) else []


def _concrete(done: list[Event], e: Event, later: list[Event]) -> tuple[Event, list[Step]] | None:
    """The concrete event, or None while its base is itself still relative."""
    if e.rule not in RELATIVE_ROWS or e.qty is None or e.qty == ALL:
        raise Halt("unsupported_event", f"a relative amount read by {e.rule!r}")
    if e.other and e.other in (e.holder, e.agent):
        raise Halt("unbound_quantity", "an action compared with the same holder's")
    base = _base(done, e, later)
    if not base and e.other:  # "Quincy sold ten times as many as Thor. Quincy sold 200."
        return _inverse(done, e, later)  # None: the base may still come from another relation
    if any(x.op in RELATIVE_OPS for x in base):
        return None
    if len(base) != 1:  # several base actions: which scope is compared is not read
        raise Halt("unbound_quantity", "a relative action with no single base action")
    if any(x.qty is None or x.qty == ALL for x in base):
        raise Halt("unbound_quantity", "a relative action over an unknown amount")
    steps: list[Step] = []
    assert base[0].qty is not None
    total = Fraction(base[0].qty)
    n = Fraction(e.qty)
    if e.op in ("ev_times_more", "ev_times_fewer"):  # "6 more than 3 times the number that"
        if e.factor is None or e.factor <= 0:
            raise Halt("unsupported_event", "a scaled comparison without its multiplier")
        _gate("story_times_as_many")
        factor = e.factor
        scaled = total * Fraction(factor)
        steps.append(
            Step("multiply", (normalize(total), factor), normalize(scaled), "times", e.source)
        )
        total, e = scaled, replace(e, op=e.op.replace("_times", ""))
    if e.op == "ev_times":
        _gate("story_times_as_many")
        if n <= 0:
            raise Halt("division_by_zero", "a non-positive multiplier")
        res, op, label = total * n, "multiply", "times as many"
    else:
        _gate("story_more_than")
        sign = 1 if e.op == "ev_more" else -1
        res, op, label = total + sign * n, "add" if sign > 0 else "subtract", e.op[3:] + " than"
    if res < 0:
        raise Halt("negative_quantity", "a relative amount below zero")
    measured = _lazy("mathcore.organs.story.solver6").relative_measure
    if e.kind.head != "dollar" and res.denominator != 1 and not measured(e.kind.head):
        raise Halt("non_integer_count", "a relative count that is not whole")
    if res.denominator != 1 and _risks8.counted_unit(e.kind.head, (*done, *later)):
        raise Halt("non_integer_count", f"a relative count of {e.kind.head}s that is not whole")
    steps.append(Step(op, (normalize(total), normalize(n)), normalize(res), label, e.source))
    out = replace(e, op=base[0].op, qty=normalize(res), other="", factor=None)
    return out, steps


#: Words that make a later action of the same holder another action, not a restatement.
ANOTHER = frozenset({"more", "another", "again", "also", "then", "additional", "later"})


def _inverse(done: list[Event], e: Event, later: list[Event]) -> tuple[Event, list[Step]] | None:
    """The base holder's action from the holder's one later action of that verb and kind."""
    own = [
        x
        for x in (*done, *later)
        if x.agent == e.agent
        and x.frame == e.frame
        and x.kind == e.kind
        and x.op in _BASE_OPS
        and not x.other
    ]
    if len(own) != 1 or own[0] not in later or own[0].qty is None or own[0].qty == ALL:
        return None
    if ANOTHER & set(own[0].source.lower().replace(",", " ").split()):
        return None
    mine, n = Fraction(own[0].qty), Fraction(e.qty or 0)
    factor = Fraction(e.factor) if e.factor is not None else Fraction(1)
    if e.op == "ev_times":
        factor, n = n, Fraction(0)
    sign = -1 if e.op in ("ev_more", "ev_times_more") else 1
    if factor <= 0:
        raise Halt("division_by_zero", "a non-positive multiplier")
    _gate("story_times_as_many" if factor != 1 else "story_more_than")
    res = (mine + sign * n) / factor
    if res < 0 or (e.kind.head != "dollar" and res.denominator != 1):
        raise Halt("unbound_quantity", "the compared amount is not a whole amount")
    operands = (normalize(mine), normalize(n), normalize(factor))
    steps = [Step("solve_linear", operands, normalize(res), "the compared amount", e.source)]
    out = replace(e, op=own[0].op, holder=e.other, agent=e.other, qty=normalize(res), other="")
    return replace(out, factor=None), steps


def expand_relative(setup: StorySetup) -> tuple[StorySetup, list[Step]]:
    """``setup`` with every relative event made concrete, and the steps that did it."""
    if not any(e.op in RELATIVE_OPS for e in setup.events):
        return setup, []
    events = list(setup.events)
    steps: list[Step] = []
    progress = True
    while progress:  # a chain (A twice B, B 5 times C, C 16) resolves from its known end
        progress = False
        for n, e in enumerate(events):
            if e.op not in RELATIVE_OPS:
                continue
            got = _concrete(events[:n], e, events[n + 1 :])
            if got is not None:
                events[n] = got[0]
                steps.extend(got[1])
                progress = True
    if any(e.op in RELATIVE_OPS for e in events):
        raise Halt("unbound_quantity", "relative actions that rest on each other")
    return replace(setup, events=tuple(events)), steps


def _lemma(raw: object) -> str:
    from mathcore.organs.story.lexemes import Lexeme, lexicon

    if isinstance(raw, Lexeme):
        return raw.lemma
    entry = lexicon().entries.get(raw) if isinstance(raw, str) else None
    return entry.lemma if entry is not None else ""


def _affine(c: Clause, ctx: Context) -> list[Event]:
    """``sold 6 more candy bars than 3 times the number of candy bars that Max sold``."""
    from mathcore.organs.story.model import Kind

    lemma = _lemma(c.b.get("f"))
    if "f2" in c.b and (not lemma or _lemma(c.b.get("f2")) != lemma):
        raise _stop("the compared action is another verb")
    outer, inner = c.b.get("k"), c.b.get("k2")
    if isinstance(inner, Kind) and inner.head in ("number", "amount", "total"):
        raise _stop("'the number of' is read by its own row")
    if isinstance(outer, Kind) and isinstance(inner, Kind) and outer != inner:
        raise _stop("the compared things are another kind")
    mult = c.b.get("m")
    if not isinstance(mult, tuple) or mult[0] is None:
        raise _stop("a scaled comparison needs its multiplier")
    fewer = c.b.get("dir") in ("fewer", "less")
    evs = c.again({**c.t, "op": "ev_fewer" if fewer else "ev_more"}, c.b, ctx)
    op = "ev_times_fewer" if fewer else "ev_times_more"
    return [replace(evs[0], op=op, factor=mult[0]), *evs[1:]]


def _stop(detail: str) -> Exception:
    from mathcore.organs.story.reader import Stop

    return Stop("unreadable_sentence", detail, "comparison_base")


def _times_money(c: Clause, ctx: Context) -> list[Event]:
    """``Saheed made four times as much money as Kayla`` / ``Martha spent half as much as
    Doris`` (only when the one kind mentioned is money): a relative action in dollars."""
    from mathcore.organs.story.model import Kind

    dollar = Kind("dollar")
    if c.kind not in (Kind("money"), dollar):
        raise _stop("'as much' compares money only")
    return c.again({**c.t, "op": "ev_times"}, {**c.b, "k": dollar}, ctx)


AFFINE_SPECIAL: dict[str, Callable[[Clause, Context], list[Event]]] = {
    "ev_affine": _affine,
    "ev_times_money": _times_money,
}
