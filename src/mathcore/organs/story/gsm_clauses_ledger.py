"""Comparisons of the form ``n more than f times`` in the story ledger (gsm_clauses).

``A has n more (fewer) than f times as many as B``: A = f x B +/- n from B, or B =
(A -/+ n) / f from A when only A is known; the same over two kinds of one holder. A compared
count that is not whole refuses (``whole_count``, also used by the plain ``times`` and kind
comparisons), as do a side below zero, two known sides that disagree, and a comparison
whose sides are both unknown (it waits for its base, as the plain comparisons do).
"""

from __future__ import annotations

from fractions import Fraction
from typing import TYPE_CHECKING

from mathcore.exact import normalize
from mathcore.organs.story.model import Event, Kind
from mathcore.results import Step

if TYPE_CHECKING:
    from mathcore.organs.story.ledger import Ledger, Lin

#: holder's amount = factor x other's amount +/- qty (``other`` a holder, or ``other_kind``)
AFFINE_OPS = frozenset({"times_more", "times_fewer", "times_more_k", "times_fewer_k"})


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
    whole_count(value, e.kind)


def whole_count(value: Fraction, kind: Kind, counted: frozenset[str] = frozenset()) -> None:
    """A compared amount of counted things (not money, not a measure) must be whole; so must
    one of a serving unit that counts things in this story (``counted``: risks8)."""
    from mathcore.organs.story.ledger import Halt
    from mathcore.packs.loader import current_pack

    if value.denominator == 1 or kind.head == "dollar":
        return
    if current_pack().value(kind.head, "unit") is None or kind.head in counted:
        raise Halt("non_integer_count", "a compared count that is not whole")
