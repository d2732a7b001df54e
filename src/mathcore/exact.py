"""Exact numbers: the one place answers are built, compared and formatted.

Every quantity in mathcore is an ``int`` or a ``fractions.Fraction``; floats never
enter the solve path. ``canonical`` renders an answer per the interface contract:
integer digits, else the shortest terminating decimal, else a reduced fraction.
"""

from __future__ import annotations

import re
from fractions import Fraction

Number = int | Fraction

_DECIMAL = re.compile(r"^([+-]?)(\d+)(?:\.(\d+))?$")
_RATIO = re.compile(r"^([+-]?\d+)/(\d+)$")

#: Largest magnitude (in decimal digits) any quantity may have; larger is "absurd".
MAX_DIGITS = 15


def normalize(value: Number) -> Number:
    """Return ``value`` as an ``int`` when it is whole, else as a reduced Fraction."""
    if isinstance(value, Fraction) and value.denominator == 1:
        return int(value.numerator)
    return value


def is_whole(value: Number) -> bool:
    return isinstance(value, int) or value.denominator == 1


def exact_div(numerator: Number, denominator: Number) -> Number:
    """Exact division; the caller must have checked ``denominator != 0``."""
    if type(numerator) is int and type(denominator) is int:  # no Fraction for two ints
        q, r = divmod(numerator, denominator)
        return q if not r else Fraction(numerator, denominator)
    return normalize(Fraction(numerator) / Fraction(denominator))


def _terminates(value: Fraction) -> bool:
    d = value.denominator
    for p in (2, 5):
        while d % p == 0:
            d //= p
    return d == 1


def canonical(value: Number) -> str:
    """Canonical text of an exact answer: ``"42"``, ``"3.5"``, ``"1/3"``."""
    value = normalize(value)
    if isinstance(value, int):
        return str(value)
    if _terminates(value):
        sign = "-" if value < 0 else ""
        mag = abs(value)
        whole, rest = divmod(mag.numerator, mag.denominator)
        digits = []
        while rest:
            rest *= 10
            d, rest = divmod(rest, mag.denominator)
            digits.append(str(d))
        return f"{sign}{whole}.{''.join(digits)}"
    return f"{value.numerator}/{value.denominator}"


def parse_exact(text: str) -> Number | None:
    """Parse ``"12"``, ``"-3.50"``, ``"1,000"``, ``"7/2"`` exactly; ``None`` otherwise."""
    s = text.strip().replace(",", "")
    m = _DECIMAL.match(s)
    if m:
        sign, whole, frac = m.groups()
        value = Fraction(int(whole + (frac or "")), 10 ** len(frac or ""))
        return normalize(-value if sign == "-" else value)
    m = _RATIO.match(s)
    if m and int(m.group(2)) != 0:
        return normalize(Fraction(int(m.group(1)), int(m.group(2))))
    return None
