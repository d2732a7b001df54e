"""The relations (R1) setup: quantity symbols and the relations that define them.

A symbol names one quantity: a holder's count of one noun (``"anna:apple"``), the pooled
total of a partition (``"total:hat"``) or one equal part (``"each:box:hat"``). Relations are
closed kinds; every value is a whole, non-negative exact number. Setups validate on
construction, so an invalid one cannot exist.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from fractions import Fraction

from mathcore.errors import SetupError
from mathcore.exact import Number, canonical, is_whole
from mathcore.fastinit import fast_init

#: Relation kinds: ``entity = value``, ``ref + delta``, ``ref - delta``, ``ref * factor``,
#: ``ref / divisor``, ``sum(parts)`` and ``parts[0] - parts[1]``.
KINDS = ("fact", "more_than", "fewer_than", "times_as_many", "divide_by", "sum_of", "difference")
_KINDS = frozenset(KINDS)
_WITH_REF = frozenset({"more_than", "fewer_than", "times_as_many", "divide_by"})


def _whole_nonneg(value: Number, what: str) -> None:
    if isinstance(value, bool) or not isinstance(value, int | Fraction) or not is_whole(value):
        raise SetupError(f"{what} must be a whole number, got {value!r}")
    if value < 0:
        raise SetupError(f"{what} must not be negative, got {value!r}")


@dataclass(frozen=True, slots=True)
class Relation:
    """One relation: ``entity`` is defined from ``value`` and ``ref`` or ``parts``."""

    kind: str
    entity: str
    value: Number = 0  # fact value, delta, factor or divisor
    ref: str = ""
    parts: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        if self.kind not in _KINDS:
            raise SetupError(f"unknown relation kind {self.kind!r}")
        if not self.entity:
            raise SetupError("a relation needs an entity")
        value = self.value
        if type(value) is not int or value < 0:  # an int is whole: only its sign to check
            _whole_nonneg(value, f"{self.kind} value")
        if self.kind in _WITH_REF:
            if not self.ref or self.ref == self.entity or self.parts:
                raise SetupError(f"{self.kind} needs one ref different from its entity")
            if self.kind in ("times_as_many", "divide_by") and self.value == 0:
                raise SetupError(f"{self.kind} needs a positive factor")
        elif self.kind in ("sum_of", "difference"):
            if self.ref or len(self.parts) < 2 or len(set(self.parts)) != len(self.parts):
                raise SetupError(f"{self.kind} needs two or more distinct parts")
            if self.kind == "difference" and len(self.parts) != 2:
                raise SetupError("a difference has exactly two parts")
            if self.entity in self.parts:
                raise SetupError(f"{self.kind} cannot contain its own entity")
        elif self.ref or self.parts:
            raise SetupError("a fact has no ref or parts")

    def refs(self) -> tuple[str, ...]:
        """The symbols this relation reads."""
        return (self.ref,) if self.ref else self.parts

    def text(self) -> str:
        """Canonical one-line form (used in signatures and derivation notes)."""
        value = self.value
        v = str(value) if type(value) is int else canonical(value)
        if self.kind == "fact":
            return f"{self.entity}={v}"
        if self.kind == "more_than":
            return f"{self.entity}={self.ref}+{v}"
        if self.kind == "fewer_than":
            return f"{self.entity}={self.ref}-{v}"
        if self.kind == "times_as_many":
            return f"{self.entity}={self.ref}*{v}"
        if self.kind == "divide_by":
            return f"{self.entity}={self.ref}/{v}"
        if self.kind == "difference":
            return f"{self.entity}={self.parts[0]}-{self.parts[1]}"
        return f"{self.entity}={'+'.join(self.parts)}"


fast_init(Relation)


@dataclass(frozen=True, slots=True)
class RelationsSetup:
    """A relations problem: its relations, each symbol's unit, the query and its noun."""

    relations: tuple[Relation, ...]
    units: tuple[tuple[str, str], ...]  # (symbol, modelling unit: "item" or a measured unit)
    query: str
    noun: str  # the answer unit: the queried noun as written (plural)

    def __post_init__(self) -> None:
        relations = self.relations
        if not relations:
            raise SetupError("a relations setup needs at least one relation")
        symbols: set[str] = set()
        for r in relations:  # every entity and ``r.refs()``
            symbols.add(r.entity)
            if r.ref:
                symbols.add(r.ref)
            else:
                symbols.update(r.parts)
        unit_map = dict(self.units)
        if len(unit_map) != len(self.units) or unit_map.keys() != symbols:
            raise SetupError("every symbol needs exactly one unit")
        if self.query not in symbols:
            raise SetupError(f"query {self.query!r} names no symbol of the setup")
        if not self.noun:
            raise SetupError("the answer needs a noun")
        if len(set(unit_map.values())) == 1:
            return  # one unit for every symbol (most setups): no relation mixes units
        mixed = mixed_measure(unit_map.values())
        if mixed:  # "Tim has 20 dollars and 35 cents. How many cents ...?" (answered 35)
            raise SetupError(f"amounts in {mixed}: one measure in two units, none converted")
        for r in relations:
            unit = unit_map[r.entity]
            for ref in (r.ref,) if r.ref else r.parts:  # ``r.refs()``, inlined
                if unit_map[ref] != unit:
                    raise SetupError(f"{r.text()} relates quantities of different units")

    def unit_of(self, symbol: str) -> str:
        return dict(self.units)[symbol]


fast_init(RelationsSetup)


_MONEY = frozenset({"dollar", "cent"})


def mixed_measure(units: Iterable[str]) -> str:
    """Two units of one measure among ``units`` (``dollar and cent``, ``hour and minute``):
    R1 converts nothing, so an amount asked in one beside one told in the other (or a total
    over both) has no reading here. Their names, or ""."""
    from mathcore.organs.rates.units import dimension

    seen: dict[str, str] = {}
    for unit in sorted(set(units)):
        if unit == "item":
            continue
        dim = "[money]" if unit in _MONEY else dimension(unit)
        if dim is None:
            continue
        if dim in seen:
            return f"{seen[dim]} and {unit}"
        seen[dim] = unit
    return ""


def signature(setup: RelationsSetup) -> str:
    """Canonical, order-independent text of a setup."""
    rels = ";".join(sorted(r.text() for r in setup.relations))
    units = ",".join(f"{s}:{u}" for s, u in sorted(setup.units))
    return f"R1[{rels}|{units}|?{setup.query}|{setup.noun}]"
