"""Exact rate arithmetic that records each operation as a derivation ``Step``.

Every function takes exact numbers (int or Fraction) and returns the exact result
normalized (a whole Fraction becomes an int). Division callers check the divisor first.
"""

from __future__ import annotations

from fractions import Fraction

from mathcore.exact import Number, normalize
from mathcore.fastinit import fast_new
from mathcore.results import Step


class Derivation:
    """An ordered list of steps being built by a solver."""

    def __init__(self) -> None:
        self.steps: list[Step] = []

    def _record(self, op: str, operands: tuple[Number, ...], result: Number, note: str) -> Number:
        value = result if isinstance(result, int) else normalize(result)
        self.steps.append(_new_Step(op, operands, value, note))
        return value

    def add(self, a: Number, b: Number, note: str = "") -> Number:
        return self._record("add", (a, b), a + b, note)

    def subtract(self, a: Number, b: Number, note: str = "") -> Number:
        return self._record("subtract", (a, b), a - b, note)

    def multiply(self, a: Number, b: Number, note: str = "") -> Number:
        # An int or a Fraction multiplies as it is (``Fraction(a)`` would only copy it):
        # the same exact product as ``Fraction(a) * b``.
        product = a * b if isinstance(a, int | Fraction) else Fraction(a) * b
        return self._record("multiply", (a, b), product, note)

    def divide(self, a: Number, b: Number, note: str = "") -> Number:
        if b == 0:
            raise ZeroDivisionError("divide: the caller must refuse a zero divisor first")
        fa = a if isinstance(a, Fraction) else Fraction(a)
        fb = b if isinstance(b, Fraction) else Fraction(b)
        return self._record("divide", (a, b), fa / fb, note)

    def total(self, values: tuple[Number, ...], note: str = "") -> Number:
        whole = True  # all(isinstance(v, int) for v in values), without a generator
        for v in values:
            if not isinstance(v, int):
                whole = False
                break
        return self._record("add", values, sum(values, 0 if whole else Fraction(0)), note)

    def tuple(self) -> tuple[Step, ...]:
        return tuple(self.steps)


#: Builders of the same instances at about half the cost (``mathcore.fastinit.fast_new``).
_new_Step = fast_new(Step)
