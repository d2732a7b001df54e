"""Units for the rate organs: words from the pack, dimensions and exact conversion via pint.

The pack's ``unit`` lexicon maps a surface form to its canonical singular unit name
(``"hrs"`` -> ``"hour"``); count nouns (``rooms``, ``widgets``) are singularized through the
pack's ``noun`` lexicon. Measured units get a dimension and exact conversion factors from a
small pint ``UnitRegistry`` with ``Fraction`` magnitudes, built lazily (only when two
different measured units must be compared) from definitions restricted to the units the
pack names. Two equal canonical names never need the registry.
"""

from __future__ import annotations

import threading
from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache
from typing import Any

from mathcore.errors import SetupError
from mathcore.organs.rates.lexicon import tables
from mathcore.text import inflection

#: Exact definitions (pint syntax) of every measured unit the rate organs may convert.
#: Factors are decimal literals, parsed exactly into Fractions by the registry.
DEFINITIONS: tuple[tuple[str, str], ...] = (
    ("second", "second = [time]"),
    ("minute", "minute = 60 * second"),
    ("hour", "hour = 60 * minute"),
    ("day", "day = 24 * hour"),
    ("week", "week = 7 * day"),
    ("meter", "meter = [length]"),
    ("centimeter", "centimeter = 0.01 * meter"),
    ("kilometer", "kilometer = 1000 * meter"),
    ("inch", "inch = 0.0254 * meter"),
    ("foot", "foot = 12 * inch"),
    ("yard", "yard = 3 * foot"),
    ("mile", "mile = 5280 * foot"),
    ("liter", "liter = [volume]"),
    ("milliliter", "milliliter = 0.001 * liter"),
    ("gallon", "gallon = 3.785411784 * liter"),
    ("quart", "quart = 0.25 * gallon"),
    ("cup", "cup = 0.0625 * gallon"),
    ("gram", "gram = [mass]"),
    ("kilogram", "kilogram = 1000 * gram"),
    ("pound", "pound = 453.59237 * gram"),
    ("ounce", "ounce = 0.0625 * pound"),
)

#: Dimensions whose quantities are continuous: an exact fraction of them is a real amount.
CONTINUOUS_DIMENSIONS = frozenset({"[time]", "[length]", "[volume]", "[mass]"})


@dataclass(frozen=True, slots=True)
class RateUnit:
    """A compound unit ``numerator per denominator`` (both canonical singular names)."""

    numerator: str
    denominator: str

    def __post_init__(self) -> None:
        for part in (self.numerator, self.denominator):
            if not part or not part.isalpha() or not part.islower():
                raise SetupError(f"unit part must be a lower-case word, got {part!r}")
        if self.numerator == self.denominator:
            raise SetupError(f"rate unit has the same unit above and below: {self.numerator!r}")

    def __str__(self) -> str:
        return f"{self.numerator}/{self.denominator}"


def unit_table() -> dict[str, str]:
    """Surface form -> canonical unit name, from the active pack tables."""
    return tables().units


def measured_unit(word: str) -> str | None:
    """The canonical name of a measured unit word (``"mins"`` -> ``"minute"``), else None."""
    return unit_table().get(word.lower())


_SINGULAR: dict[int, dict[str, str]] = {}


def singular(word: str) -> str:
    """Canonical singular of a unit word or count noun (``"boxes"`` -> ``"box"``).

    Unit words first (``"mins"`` -> ``"minute"``), then the shared lexeme layer's
    inflection (the pack's noun table, else the ``inflect`` library).
    """
    t = tables()
    memo = _SINGULAR.get(id(t))
    if memo is None:
        memo = _SINGULAR[id(t)] = {}
    hit = memo.get(word)
    if hit is not None:
        return hit
    w = word.lower()
    out = t.units.get(w) or t.nouns.get(w) or inflection.singular(w)
    if len(memo) < 65536:
        memo[word] = out
    return out


def is_plural_form(word: str) -> bool:
    """Whether ``word`` reads as a plural (its singular differs from it)."""
    return singular(word) != word.lower()


class _Registry:
    """The lazily built pint registry (one per process, thread-safe)."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._ureg: Any = None
        self._names: frozenset[str] = frozenset()

    def get(self) -> tuple[Any, frozenset[str]]:
        if self._ureg is None:
            with self._lock:
                if self._ureg is None:
                    self._build()
        return self._ureg, self._names

    def _build(self) -> None:
        import pint

        lines = needed_definitions(frozenset(unit_table().values()))
        ureg: Any = pint.UnitRegistry(None, non_int_type=Fraction)
        for line in lines:
            ureg.define(line)
        self._names = frozenset(line.split(" ", 1)[0] for line in lines)
        self._ureg = ureg


def needed_definitions(wanted: frozenset[str]) -> tuple[str, ...]:
    """The definition lines for ``wanted`` units and the units they are defined from."""
    by_name = dict(DEFINITIONS)
    keep: set[str] = set()
    stack = [w for w in wanted if w in by_name]
    while stack:
        name = stack.pop()
        if name in keep:
            continue
        keep.add(name)
        rhs = by_name[name].split("=", 1)[1]
        stack.extend(w for w in rhs.replace("*", " ").split() if w in by_name)
    return tuple(line for name, line in DEFINITIONS if name in keep)


_REGISTRY = _Registry()


def dimension(unit: str) -> str | None:
    """The pint dimension of a canonical unit (``"[time]"``), or None for count nouns."""
    if unit not in tables().canonical_units:
        return None
    return _registry_dimension(unit)


@lru_cache(maxsize=256)
def _registry_dimension(unit: str) -> str | None:
    ureg, names = _REGISTRY.get()
    if unit not in names:
        return None
    return str(ureg.Unit(unit).dimensionality)


def is_continuous(unit: str) -> bool:
    """Whether an exact fraction of ``unit`` is a real amount (time, length, volume, mass)."""
    return dimension(unit) in CONTINUOUS_DIMENSIONS


_ONE = Fraction(1)  # immutable: one instance serves every same-unit factor

#: Clock units and calendar units: 1 day = 24 hours holds for a process that runs round the
#: clock (a leaking tap) but not for a person's work ("types 40 words per minute ... in 5
#: days"); which one a text means is never told by the rate alone.
_CLOCK_UNITS = frozenset({"second", "minute", "hour"})
_CALENDAR_UNITS = frozenset({"day", "week"})


def crosses_the_day(a: str, b: str) -> bool:
    """Whether converting between ``a`` and ``b`` would assume a 24-hour day of activity."""
    return (a in _CLOCK_UNITS and b in _CALENDAR_UNITS) or (
        a in _CALENDAR_UNITS and b in _CLOCK_UNITS
    )


def factor(from_unit: str, to_unit: str) -> Fraction | None:
    """How many ``to_unit`` one ``from_unit`` is, exactly; None when they do not convert."""
    if from_unit == to_unit:
        return _ONE
    dim_a, dim_b = dimension(from_unit), dimension(to_unit)
    if dim_a is None or dim_a != dim_b:
        return None
    return _registry_factor(from_unit, to_unit)


@lru_cache(maxsize=1024)
def _registry_factor(from_unit: str, to_unit: str) -> Fraction:
    ureg, _ = _REGISTRY.get()
    return Fraction(ureg.Quantity(Fraction(1), from_unit).to(to_unit).magnitude)


def same_noun(a: str, b: str) -> bool:
    """Whether two surface forms name the same unit or noun (``rooms`` / ``room``)."""
    return a == b or singular(a) == singular(b)
