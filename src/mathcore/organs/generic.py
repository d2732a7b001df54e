"""The organ contract's two generic dataclasses: a gold fixture and an organ assembled from
functions (re-exported by ``organs.base``, where the rest of the contract is).

They are apart because the compiled build (mypyc, setup.py) cannot build a dataclass with a
``Generic`` base (it writes the class ``__dict__``): this module stays interpreted there,
and ``organs.base``, which every organ's refusals are built from, is compiled.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Generic, TypeVar

if TYPE_CHECKING:
    from mathcore.exact import Number
    from mathcore.organs.base import OrganAnswer, ReaderRefusal, SolverRefusal, Taxonomy

S = TypeVar("S")


@dataclass(frozen=True, slots=True)
class GoldCase(Generic[S]):
    """One gold fixture: ``expect`` is ``solved``, ``solver_refuses`` or ``reader_refuses``."""

    id: str
    text: str
    expect: str
    gold: Number | None
    reason: str | None
    setup: S | None


@dataclass(frozen=True, slots=True)
class FunctionOrgan(Generic[S]):
    """An organ assembled from its reader, solver and signature functions.

    ``recompute`` (optional) answers the setup by an independent algebra; the router's
    verification requires it to agree with the solver.
    """

    name: str
    taxonomy: Taxonomy
    read: Callable[[str], S | ReaderRefusal]
    solve: Callable[[S], OrganAnswer | SolverRefusal]
    signature: Callable[[S], str]
    recompute: Callable[[S], Number | None] | None = None
