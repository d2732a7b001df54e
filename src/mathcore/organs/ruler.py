"""Gold rulers: an organ's own fixtures and a validator that recomputes every label.

A ``Ruler`` pairs an organ with its gold fixtures. ``validate`` must recompute each
``solved`` answer and each ``solver_refuses`` reason independently of the organ's solver
and return the list of problems found (empty when the fixture is valid). The lanes in
``mathcore.evals.lanes`` grade the organ's solver and reader against the same fixtures.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Protocol

from mathcore.exact import Number
from mathcore.organs.base import Organ

EXPECTS = ("solved", "solver_refuses", "reader_refuses")


@dataclass(frozen=True, slots=True)
class Fixture:
    """One gold case. ``setup`` is the gold setup (None for reader_refuses)."""

    id: str
    text: str
    expect: str  # one of EXPECTS
    gold: Number | None  # the answer, for expect == "solved"
    reason: str | None  # the bare reason, for the two refusal expects
    setup: Any  # the organ's typed setup, or None


class Ruler(Protocol):
    """What a lane needs: the organ, its fixtures and an independent validator."""

    @property
    def organ(self) -> Organ[Any]: ...

    def fixtures(self) -> tuple[Fixture, ...]: ...

    def validate(self, fixture: Fixture) -> list[str]: ...
