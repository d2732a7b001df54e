# ruff: noqa: E501
"""Scaled comparisons of holdings and relative clauses on a compared holder.

**Scaled comparisons** (``has_affine*``): ``Martine has 6 more than twice as many peaches as
Benjy``, ``Frank has three less than half the number of cookies as Mike``, ``Billy has $25
less than twice the money Sam has``, ``He also has 5 less than half as many coconut trees as
mango trees``. The holder's amount is ``factor x base +/- n``; the ledger computes it from
the base, or the base from it (``(amount -/+ n) / factor``, which must be a whole count), and
a comparison read before its base waits for it as the plain comparisons do. Both sides
unknown, or a multiplier that is not positive, refuses.

**Relative clauses on the compared holder** (``who_*``): ``Angela has 8 more than Allison,
who has 28 marbles`` reads ``who`` as the object holder of the clause right before it, and
only when that clause is a comparison with an object holder (``than O`` / ``as O``) and
``, who`` follows it in the same sentence. Each clause row that starts with its subject has a
``who`` twin; the twin's event is the row's own, with the subject bound to that object.
"""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction
from typing import TYPE_CHECKING

from mathcore.exact import normalize
from mathcore.organs.story.model import Event, Kind
from mathcore.results import Step

if TYPE_CHECKING:
    from mathcore.organs.story.frames import Row
    from mathcore.organs.story.ledger import Ledger, Lin
    from mathcore.organs.story.reader import Context
    from mathcore.organs.story.resolve import Clause

#: holder's amount = factor x other's amount +/- qty (``other`` a holder, or ``other_kind``)
AFFINE_OPS = frozenset({"times_more", "times_fewer", "times_more_k", "times_fewer_k"})
_AFF = "N:n more|fewer|less:dir"

CLAUSE_ROWS = f"""
has_affine | H:s @ADV V=possession {_AFF} than X:m as many K?:k2 as O:o ?does|has|did|had|do|have | op=has_affine holder=s other=o kind=k2 qty=n
has_affine_k1 | H:s @ADV V=possession {_AFF} K:k than X:m as many as O:o ?does|has|did|had|do|have | op=has_affine holder=s other=o kind=k qty=n
has_affine_num | H:s @ADV V=possession {_AFF} than X:m the number of K:k2 ?that O:o ?V=possession | op=has_affine holder=s other=o kind=k2 qty=n
has_affine_num_as | H:s @ADV V=possession {_AFF} than X:m the number of K:k2 as O:o ?does|has|did|had|do|have | op=has_affine holder=s other=o kind=k2 qty=n
has_affine_much | H:s @ADV V=possession {_AFF} than X:m as much ?money as O:o ?does|has|did|had|do|have | op=has_affine_money holder=s other=o kind=k2 qty=n
has_affine_money | H:s @ADV V=possession {_AFF} than X:m the money|amount ?of ?money ?that O:o V=possession | op=has_affine_money holder=s other=o kind=k2 qty=n
has_affine_kind | H:s @ADV V=possession {_AFF} than X:m as many K:k as K:k2 | op=has_affine_k holder=s kind=k qty=n other_kind=k2
has_affine_kind_num | H:s @ADV V=possession {_AFF} K:k than X:m the number of K:k2 | op=has_affine_k holder=s kind=k qty=n other_kind=k2
"""

#: The clause ops whose object holder a following ``, who`` may name.
_COMPARED = frozenset(
    {"more", "fewer", "times", "has_affine", "has_affine_money", "times_money"}
    | {"ev_times", "ev_more", "ev_fewer", "ev_affine", "ev_times_money"}
)


def _stop(detail: str, operator: str = "comparison_base") -> Exception:
    from mathcore.organs.story.reader import Stop

    return Stop("unreadable_sentence", detail, operator)


def _factor(c: Clause) -> Fraction:
    mult = c.b.get("m")
    if not isinstance(mult, tuple) or mult[0] is None or Fraction(mult[0]) <= 0:
        raise _stop("a scaled comparison needs a positive multiplier")
    return Fraction(mult[0])


def _fewer(c: Clause) -> bool:
    return c.b.get("dir") in ("fewer", "less")


def _has_affine(c: Clause, ctx: Context) -> list[Event]:
    """``A has 6 more than twice as many peaches as B``: A = 2 x B + 6."""
    factor = _factor(c)
    evs = c.again({**c.t, "op": "fewer" if _fewer(c) else "more"}, c.b, ctx)
    op = "times_fewer" if _fewer(c) else "times_more"
    return [replace(evs[0], op=op, factor=normalize(factor)), *evs[1:]]


def _has_affine_money(c: Clause, ctx: Context) -> list[Event]:
    """``Billy has $25 less than twice the money Sam has``: money only."""
    n = c.b.get("n")
    if not (isinstance(n, tuple) and n[2]):  # the amount must be written as money
        raise _stop("'as much' compares money only", "unit_binding")
    dollar = Kind("dollar")
    factor = _factor(c)
    evs = c.again({**c.t, "op": "fewer" if _fewer(c) else "more"}, {**c.b, "k2": dollar}, ctx)
    op = "times_fewer" if _fewer(c) else "times_more"
    return [replace(evs[0], op=op, factor=normalize(factor)), *evs[1:]]


def _has_affine_k(c: Clause, ctx: Context) -> list[Event]:
    """``He has 5 less than half as many coconut trees as mango trees``: one holder, two kinds."""
    factor = _factor(c)
    evs = c.again({**c.t, "op": "fewer_k" if _fewer(c) else "more_k"}, c.b, ctx)
    op = "times_fewer_k" if _fewer(c) else "times_more_k"
    return [replace(evs[0], op=op, factor=normalize(factor)), *evs[1:]]


def _who(c: Clause, ctx: Context) -> list[Event]:
    """``..., who has 28 marbles``: the clause's subject is the object of the clause before."""
    from mathcore.organs.story.resolve import _holder

    prev = ctx.prev_op
    raw = prev.get("_bind", {}).get("o") if prev.get("op") in _COMPARED else None
    here = (c.source.split("[", 1)[0], c.rc.tokens[0] - 2)  # "Allison , who": one token apart
    if not isinstance(raw, str) or raw.startswith("@") or prev.get("_at") != here:
        raise _stop("'who' names no compared holder right before it", "pronoun_resolution")
    subject = _holder(raw, ctx)
    t = {k: v for k, v in c.t.items() if k not in ("orig", "orig_row")}
    t["op"] = c.t["orig"]
    # the event is the row's own: rules keyed on row names (relative actions) read it as such
    own = replace(c, rc=replace(c.rc, frame=c.t["orig_row"]))
    return own.again(t, {**c.b, "s": subject}, ctx)


def who_rows(rows: tuple[Row, ...]) -> tuple[Row, ...]:
    """The ``, who`` twin of every row that opens with its subject and names it as holder."""
    twins: list[Row] = []
    for name, elems, tmpl in rows:
        if not elems.startswith("H:s ") or tmpl.get("holder") != "s" or tmpl["op"] == "=prev":
            continue
        twin = "who " + elems[len("H:s ") :]
        twins.append(
            (f"who_{name}", twin, {**tmpl, "op": "who", "orig": tmpl["op"], "orig_row": name})
        )
    return tuple(twins)


CLAUSES_SPECIAL = {
    "has_affine": _has_affine,
    "has_affine_money": _has_affine_money,
    "has_affine_k": _has_affine_k,
    "who": _who,
}


def _solve(base: Lin, factor: Fraction, n: Fraction, sign: int, e: Event) -> Lin:
    from mathcore.organs.story.ledger import Lin

    scaled = base.a * factor
    res = scaled + sign * n
    steps = [
        *base.steps,
        Step(
            "multiply", (normalize(base.a), normalize(factor)), normalize(scaled), "times", e.source
        ),
        Step(
            "add" if sign > 0 else "subtract",
            (normalize(scaled), normalize(n)),
            normalize(res),
            "more than" if sign > 0 else "fewer than",
            e.source,
        ),
    ]
    return Lin(res, Fraction(0), steps)


def _unsolve(mine: Lin, factor: Fraction, n: Fraction, sign: int, e: Event) -> Lin:
    from mathcore.organs.story.ledger import Lin

    shifted = mine.a - sign * n
    res = shifted / factor
    steps = [
        *mine.steps,
        Step(
            "subtract" if sign > 0 else "add",
            (normalize(mine.a), normalize(n)),
            normalize(shifted),
            "more than (inverse)" if sign > 0 else "fewer than (inverse)",
            e.source,
        ),
        Step(
            "divide",
            (normalize(shifted), normalize(factor)),
            normalize(res),
            "times (inverse)",
            e.source,
        ),
    ]
    return Lin(res, Fraction(0), steps)


def apply_affine(led: Ledger, e: Event, k: tuple[str, Kind]) -> None:
    """``A has n more than f times B``: A from B, or B from A when only A is known."""
    from mathcore.organs.story.ledger import Halt, NoBase, _gate, _observe

    if e.factor is None or e.qty is None or Fraction(e.factor) <= 0:
        raise Halt("unsupported_event", "a scaled comparison without its multiplier")
    _gate("story_times_as_many")
    _gate("story_more_than")
    kinds = e.op.endswith("_k")
    if kinds:
        assert e.other_kind is not None
        ko: tuple[str, Kind] = (e.holder, e.other_kind)
    else:
        ko = led.key(e.other, e.kind)
    factor, n = Fraction(e.factor), Fraction(e.qty)
    sign = 1 if e.op.startswith("times_more") else -1
    other, mine = led.amounts.get(ko), led.amounts.get(k)
    if other is not None and other.b == 0:
        res = _solve(other, factor, n, sign, e)
        if k in led.amounts:
            if mine is None:
                raise Halt("unbound_quantity", "a scaled comparison with an unknown side")
            _observe(led, mine, res, e)  # both known: must agree
            return
        _check(res.a, e)
        led.amounts[k] = res
    elif mine is not None and mine.b == 0 and ko not in led.amounts:
        res = _unsolve(mine, factor, n, sign, e)
        _check(res.a, e)
        led.amounts[ko] = res
    elif ko not in led.amounts and k not in led.amounts:
        raise NoBase("unbound_quantity", "a scaled comparison with no known side")
    else:
        raise Halt("unbound_quantity", "a scaled comparison with no single known side")


def _check(value: Fraction, e: Event) -> None:
    from mathcore.organs.story.ledger import Halt

    if value < 0:
        raise Halt("negative_quantity", "a scaled comparison below zero")
    if e.kind.head != "dollar" and value.denominator != 1:
        raise Halt("non_integer_count", "a scaled comparison that is not a whole count")
