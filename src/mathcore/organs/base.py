"""The contract every organ fulfils: a reader, an exact solver and a declared taxonomy.

An organ is a specialist for one family of problems. Its reader turns text into a typed,
frozen setup or a ``ReaderRefusal``; its solver turns a setup into an ``OrganAnswer`` or a
``SolverRefusal``. Every reason either can return is declared in its ``Taxonomy`` with the
kind of refusal it is, so the router and the failure-family registry never guess.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Protocol, TypeVar

from mathcore.exact import Number
from mathcore.fastinit import fast_init
from mathcore.results import Blocking, Step


class ReasonKind(StrEnum):
    """What a refusal means for routing and contemplation."""

    STEP_ASIDE = "step_aside"  # not this organ's domain: never blocks anyone
    BOUNDARY = "boundary"  # understood; must remain refused (ambiguous, outside the math)
    UNDERDETERMINED = "underdetermined"  # understood; a fact is missing (a question can be asked)
    GROWTH = "growth"  # a structural gap a new capability could close (proposal allowed)


@dataclass(frozen=True, slots=True)
class ReasonSpec:
    """One reason of an organ's closed taxonomy."""

    name: str
    stage: str  # "reader" | "solver"
    kind: ReasonKind
    family: str
    next_action: str = ""


@dataclass(frozen=True, slots=True)
class Taxonomy:
    """The closed set of reasons an organ may return, with the prefix that namespaces them."""

    organ: str
    prefix: str
    reasons: tuple[ReasonSpec, ...]

    def spec(self, name: str, stage: str) -> ReasonSpec:
        for r in self.reasons:
            if r.name == name and r.stage == stage:
                return r
        raise KeyError(f"{self.organ}: undeclared {stage} reason {name!r}")

    def names(self, stage: str) -> frozenset[str]:
        return frozenset(r.name for r in self.reasons if r.stage == stage)


@dataclass(frozen=True, slots=True)
class ReaderRefusal:
    """The reader could not (or must not) produce a setup."""

    reason: str
    detail: str = ""
    blocking: Blocking | None = None
    question: str | None = None  # for under-determined readings: what a person could answer


fast_init(ReaderRefusal)  # every organ refuses most texts


@dataclass(frozen=True, slots=True)
class SolverRefusal:
    """The setup was read, but its exact answer is outside what the organ may answer."""

    reason: str
    detail: str = ""


fast_init(SolverRefusal)


@dataclass(frozen=True, slots=True)
class OrganAnswer:
    """An exact answer with its unit and derivation."""

    value: Number
    unit: str | None
    steps: tuple[Step, ...]


fast_init(OrganAnswer)


#: ``(reason, kind, family, next safe action)``: one row of an organ's taxonomy table.
ReasonRow = tuple[str, ReasonKind, str, str]


def build_taxonomy(
    organ: str,
    prefix: str,
    reader: tuple[ReasonRow, ...],
    solver: tuple[ReasonRow, ...],
) -> Taxonomy:
    """A taxonomy from an organ's reader and solver reason tables."""
    return Taxonomy(
        organ=organ,
        prefix=prefix,
        reasons=tuple(ReasonSpec(n, "reader", k, f, a) for n, k, f, a in reader)
        + tuple(ReasonSpec(n, "solver", k, f, a) for n, k, f, a in solver),
    )


S = TypeVar("S")
S_contra = TypeVar("S_contra", contravariant=True)


class Organ(Protocol[S]):
    """What the router needs from an organ."""

    @property
    def name(self) -> str: ...

    @property
    def taxonomy(self) -> Taxonomy: ...

    def read(self, text: str) -> S | ReaderRefusal: ...

    def solve(self, setup: S) -> OrganAnswer | SolverRefusal: ...

    def signature(self, setup: S) -> str: ...


# ``GoldCase`` and ``FunctionOrgan`` (dataclasses with a ``Generic`` base, which mypyc 2.4.1
# cannot finish: it writes the class ``__dict__``) live in ``organs.generic``, which stays
# interpreted in the compiled build (setup.py); this module, compiled, re-exports them.
from mathcore.organs.generic import FunctionOrgan as FunctionOrgan  # noqa: E402
from mathcore.organs.generic import GoldCase as GoldCase  # noqa: E402
