"""The router: every organ reads, one attempt per organ, precedence adjudicates, never solves.

``Router.route(text)`` runs every registered organ's reader and records an ``Attempt`` each
(organ, outcome, namespaced reason, family, setup signature). An organ *positively recognizes*
the text when it produced a setup or a refusal whose kind is not a step-aside. Domain
precedence (``routing/precedence.py``) suppresses a broader organ whenever a more specific one
positively recognizes the text. What is left decides the route:

- exactly one setup and no other surviving recognition: ``routed``;
- no setup: ``all_refused`` (the surviving recognitions are classified by contemplation);
- several differing setups, or a setup beside an unadjudicated substantive refusal:
  ``ambiguous`` (one is never picked).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from mathcore.organs.base import Organ, ReaderRefusal, ReasonKind
from mathcore.results import Attempt
from mathcore.routing.families import Classified, FamilyRegistry
from mathcore.routing.precedence import Precedence
from mathcore.routing.registry import organs as registered_organs

ROUTED = "routed"
ALL_REFUSED = "all_refused"
AMBIGUOUS = "ambiguous"


@dataclass(frozen=True, slots=True)
class Reading:
    """One organ's reading: a setup, or a refusal with its classified reason."""

    organ: Organ[Any]
    setup: Any  # the organ's setup; None when refused
    refusal: ReaderRefusal | None
    classified: Classified | None
    attempt: Attempt

    @property
    def recognizes(self) -> bool:
        """A setup, or a refusal that is substantive for this organ (not a step-aside)."""
        return self.classified is None or self.classified.kind is not ReasonKind.STEP_ASIDE


@dataclass(frozen=True, slots=True)
class Route:
    """The router's decision; ``chosen`` is the routed reading."""

    status: str
    readings: tuple[Reading, ...]
    contenders: tuple[Reading, ...]  # positive recognitions that survived precedence
    suppressed: tuple[tuple[str, str], ...]  # (broader organ, suppressed by specific organ)
    chosen: Reading | None = None

    @property
    def attempts(self) -> tuple[Attempt, ...]:
        return tuple(r.attempt for r in self.readings)


class Router:
    """Organs, their failure families and the precedence table, built once and reused."""

    __slots__ = ("families", "organs", "precedence")

    def __init__(
        self,
        organs: Sequence[Organ[Any]],
        precedence: Precedence | None = None,
    ) -> None:
        self.organs: tuple[Organ[Any], ...] = tuple(organs)
        names = [o.name for o in self.organs]
        if len(set(names)) != len(names):
            raise ValueError(f"organ names repeat: {names}")
        self.families = FamilyRegistry(o.taxonomy for o in self.organs)
        self.precedence = precedence if precedence is not None else Precedence()

    def read(self, organ: Organ[Any], text: str) -> Reading:
        out = organ.read(text)
        if isinstance(out, ReaderRefusal):
            c = self.families.classify(organ.name, "reader", out.reason)
            attempt = Attempt(organ.name, "setup_refused", c.reason, c.family, None)
            return Reading(organ, None, out, c, attempt)
        attempt = Attempt(organ.name, "setup_correct", None, None, organ.signature(out))
        return Reading(organ, out, None, None, attempt)

    def route(self, text: str) -> Route:
        readings = tuple(self.read(o, text) for o in self.organs)
        recognizing = [r.organ.name for r in readings if r.recognizes]
        suppressed = self.precedence.suppressed(recognizing)
        contenders = tuple(r for r in readings if r.recognizes and r.organ.name not in suppressed)
        sup = tuple(sorted(suppressed.items()))
        setups = [r for r in contenders if r.classified is None]
        if not setups:
            return Route(ALL_REFUSED, readings, contenders, sup)
        signatures = {r.attempt.signature for r in setups}
        if len(signatures) > 1 or len(setups) < len(contenders):
            return Route(AMBIGUOUS, readings, contenders, sup)
        return Route(ROUTED, readings, contenders, sup, setups[0])


@lru_cache(maxsize=1)
def default_router() -> Router:
    """The router over the registered organs (built once per process)."""
    return Router(registered_organs())
