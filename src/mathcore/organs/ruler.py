"""Gold rulers: an organ's own fixtures and a validator that recomputes every label.

A ``Ruler`` pairs an organ with its gold fixtures. ``validate`` must recompute each
``solved`` answer and each ``solver_refuses`` reason independently of the organ's solver
and return the list of problems found (empty when the fixture is valid). The lanes in
``mathcore.evals.lanes`` grade the organ's solver and reader against the same fixtures.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Protocol

from mathcore.exact import Number, parse_exact
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


def gold_number(value: Any) -> Number:
    """An exact number written in a gold file (``12``, ``"7/2"``, ``"3.5"``); else ValueError."""
    n = parse_exact(str(value))
    if n is None:
        raise ValueError(f"not an exact number: {value!r}")
    return n


def load_fixtures(path: Path, setup_from_json: Callable[[Any], Any]) -> tuple[Fixture, ...]:
    """Fixtures of a gold JSONL file: ``id``, ``text``, ``expect``, ``gold``, ``reason`` and a
    ``setup`` object that ``setup_from_json`` turns into the organ's typed setup."""
    out = []
    for line in path.read_text(encoding="utf-8").splitlines():
        if not line.strip():
            continue
        d = json.loads(line)
        setup = setup_from_json(d["setup"]) if d.get("setup") else None
        gold = gold_number(d["gold"]) if d.get("gold") is not None else None
        out.append(Fixture(d["id"], d["text"], d["expect"], gold, d.get("reason"), setup))
    return tuple(out)
