"""Verification: an answer is checked a second, independent way before it is given.

1. The answer is exact (an ``int`` or a ``Fraction``; never a float or a bool).
2. The derivation replays: each ``Step``'s operation, applied to its operands with this
   module's own exact arithmetic, gives the step's result, and the last step's result is
   the answer. An operation outside ``OPERATIONS`` cannot be replayed and fails; a leaf
   (``given``, ``value``, ``read``, ``has`` with no operands) is a number read from the text.
3. The organ solves the same setup a second time to the same answer, unit and steps.
4. Where the organ offers ``recompute(setup) -> Number`` (an independent algebra), it agrees.

``verify`` returns ``None`` when every check passes, else what failed.
"""

from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction
from typing import Any, TypeGuard

from mathcore.exact import Number, canonical, normalize
from mathcore.organs.base import Organ, OrganAnswer
from mathcore.results import Step


def _ints(xs: tuple[Number, ...]) -> bool:
    """Whether every operand is a plain ``int`` (int arithmetic is exact: the sum, difference
    and product are the same numbers the Fraction arithmetic gives, without building one)."""
    for x in xs:  # noqa: SIM110 (a loop: no generator per step)
        if type(x) is not int:
            return False
    return True


def _add(xs: tuple[Number, ...]) -> Number | None:
    if not xs:
        return None
    return sum(xs) if _ints(xs) else sum(xs, Fraction(0))


def _sub(xs: tuple[Number, ...]) -> Number | None:
    if len(xs) < 2:
        return None
    out: Number = xs[0] if _ints(xs) else Fraction(xs[0])
    for x in xs[1:]:
        out -= x
    return out


def _mul(xs: tuple[Number, ...]) -> Number | None:
    if not xs:
        return None
    out: Number = 1 if _ints(xs) else Fraction(1)
    for x in xs:
        out *= x
    return out


def _div(xs: tuple[Number, ...]) -> Number | None:
    if len(xs) != 2 or xs[1] == 0:
        return None
    return Fraction(xs[0]) / Fraction(xs[1])


def _same(xs: tuple[Number, ...]) -> Number | None:
    return xs[0] if len(xs) == 1 else None


def _neg(xs: tuple[Number, ...]) -> Number | None:
    return -xs[0] if len(xs) == 1 else None


def _percent(xs: tuple[Number, ...]) -> Number | None:
    return Fraction(xs[0]) * xs[1] / 100 if len(xs) == 2 else None


def _solve_linear(xs: tuple[Number, ...]) -> Number | None:
    """``(target, constant, coefficient)``: the x with ``constant + coefficient * x = target``."""
    if len(xs) != 3 or xs[2] == 0:
        return None
    return (Fraction(xs[0]) - xs[1]) / xs[2]


_Op = Callable[[tuple[Number, ...]], Number | None]

#: Leaf operations: a number read from the text; with no operands the result stands as read.
LEAVES = frozenset({"given", "value", "read", "has"})

#: The replayable operations (names and their symbols). Organs name their steps with these.
OPERATIONS: dict[str, _Op] = {}
for _names, _fn in (
    (("add", "sum", "plus", "+"), _add),
    (("subtract", "difference", "minus", "-", "−"), _sub),
    (("multiply", "product", "times", "*", "×"), _mul),
    (("divide", "quotient", "/", "÷"), _div),
    (("given", "value", "identity", "read", "has", "="), _same),
    (("negate",), _neg),
    (("percent_of",), _percent),
    (("solve_linear",), _solve_linear),
):
    for _n in _names:
        OPERATIONS[_n] = _fn


def _exact(x: object) -> TypeGuard[Number]:
    return isinstance(x, Fraction) or (isinstance(x, int) and not isinstance(x, bool))


def replay(steps: tuple[Step, ...], answer: Number) -> str | None:
    """``None`` when every step replays exactly and the last one gives ``answer``."""
    if not steps:
        return "empty derivation"
    for i, step in enumerate(steps):
        if not _exact(step.result) or not all(_exact(x) for x in step.operands):
            return f"step {i}: inexact number"
        if not step.operands and step.operation in LEAVES:
            continue
        op = OPERATIONS.get(step.operation)
        if op is None:
            return f"step {i}: operation {step.operation!r} is not replayable"
        got = op(tuple(step.operands))
        if got is None or normalize(got) != normalize(step.result):
            shown = "undefined" if got is None else canonical(got)
            return f"step {i}: {step.operation} gives {shown}, not {canonical(step.result)}"
    if normalize(steps[-1].result) != normalize(answer):
        return f"last step gives {canonical(steps[-1].result)}, not {canonical(answer)}"
    return None


def verify(organ: Organ[Any], setup: Any, answer: OrganAnswer) -> str | None:
    """Every check of the module docstring; ``None`` when the answer stands."""
    if not _exact(answer.value):
        return "answer is not an exact int or Fraction"
    problem = replay(answer.steps, answer.value)
    if problem is not None:
        return problem
    again = organ.solve(setup)
    if not isinstance(again, OrganAnswer) or again != answer:
        return "a second solve of the same setup disagrees"
    recompute: Callable[[Any], object] | None = getattr(organ, "recompute", None)
    if recompute is not None:
        other = recompute(setup)
        if not _exact(other) or normalize(other) != normalize(answer.value):
            return "the organ's independent recomputation disagrees"
    return None
