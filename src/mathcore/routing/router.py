"""The router: every organ reads, one attempt per organ, precedence adjudicates, never solves.

``Router.route(text)`` runs every registered organ's reader and records an ``Attempt`` each
(organ, outcome, namespaced reason, family, setup signature). An organ *positively recognizes*
the text when it produced a setup or a refusal whose kind is not a step-aside. Domain
precedence (``routing/precedence.py``) suppresses a broader organ whenever a more specific one
positively recognizes the text. What is left decides the route:

- exactly one setup and no other surviving recognition: ``routed``;
- no setup: ``all_refused`` (the surviving recognitions are classified by contemplation);
- several differing setups, or a setup beside an unadjudicated substantive refusal:
  ``ambiguous`` (one is never picked). A specialist's growth refusal under a growth-cedes
  rule (``precedence.CEDES_ON_GROWTH``) neither suppresses nor contends with the broader
  organ's setup: it is a capability the specialist lacks, not a doubt about the text.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from typing import Any, NamedTuple

from mathcore.organs.base import Organ, ReaderRefusal, ReasonKind
from mathcore.results import Attempt
from mathcore.routing.families import Classified, FamilyRegistry
from mathcore.routing.precedence import CEDES_ON_GROWTH, PRECEDENCE, Precedence
from mathcore.routing.registry import organs as registered_organs

_GROWTH = ReasonKind.GROWTH

ROUTED = "routed"
ALL_REFUSED = "all_refused"
AMBIGUOUS = "ambiguous"


class Reading(NamedTuple):
    """One organ's reading: a setup, or a refusal with its classified reason.

    ``recognizes``: a setup, or a refusal that is substantive for this organ (not a
    step-aside). (A named tuple: built once per organ per problem, so it must be cheap.)
    """

    organ: Organ[Any]
    setup: Any  # the organ's setup; None when refused
    refusal: ReaderRefusal | None
    classified: Classified | None
    attempt: Attempt
    recognizes: bool


class Route(NamedTuple):
    """The router's decision; ``chosen`` is the routed reading."""

    status: str
    readings: tuple[Reading, ...]
    attempts: tuple[Attempt, ...]  # one per organ, in registry order
    contenders: tuple[Reading, ...]  # positive recognitions that survived precedence
    suppressed: tuple[tuple[str, str], ...]  # (broader organ, suppressed by specific organ)
    chosen: Reading | None = None


class Router:
    """Organs, their failure families and the precedence table, built once and reused."""

    __slots__ = ("_asides", "_named", "_refusals", "families", "organs", "precedence")

    def __init__(
        self,
        organs: Sequence[Organ[Any]],
        precedence: Precedence | None = None,
    ) -> None:
        self.organs: tuple[Organ[Any], ...] = tuple(organs)
        names = [o.name for o in self.organs]
        #: each organ with its name (asked once: several organs' names are properties)
        self._named: tuple[tuple[Organ[Any], str], ...] = tuple(
            zip(self.organs, names, strict=True)
        )
        if len(set(names)) != len(names):
            raise ValueError(f"organ names repeat: {names}")
        self.families = FamilyRegistry(o.taxonomy for o in self.organs)
        self.precedence = (
            precedence if precedence is not None else Precedence(PRECEDENCE, CEDES_ON_GROWTH)
        )
        #: (organ, bare step-aside reason) -> its reading: step-asides are the common case
        self._asides: dict[tuple[str, str], Reading] = {}
        #: (organ, bare substantive reason) -> its classification and attempt (both values
        #: of the reason alone, shared by every refusal with it)
        self._refusals: dict[tuple[str, str], tuple[Classified, Attempt]] = {}

    def read(self, organ: Organ[Any], text: str) -> Reading:
        return self._read(organ, organ.name, text)

    def _read(self, organ: Organ[Any], name: str, text: str) -> Reading:
        """``read``, with the organ's name given."""
        return self._reading(organ, name, organ.read(text))

    def _reading(self, organ: Organ[Any], name: str, out: Any) -> Reading:
        """The reading of ``out``, what ``organ`` (named ``name``) read."""
        if isinstance(out, ReaderRefusal):
            key = (name, out.reason)
            cached = self._asides.get(key)
            if cached is not None:
                return cached
            known = self._refusals.get(key)
            if known is not None:
                return Reading(organ, None, out, known[0], known[1], True)
            c = self.families.classify(name, "reader", out.reason)
            attempt = Attempt(name, "setup_refused", c.reason, c.family, None)
            if c.kind is ReasonKind.STEP_ASIDE:
                aside = ReaderRefusal(out.reason)
                return self._asides.setdefault(key, Reading(organ, None, aside, c, attempt, False))
            self._refusals[key] = (c, attempt)
            return Reading(organ, None, out, c, attempt, True)
        attempt = Attempt(name, "setup_correct", None, None, organ.signature(out))
        return Reading(organ, out, None, None, attempt, True)

    def route(self, text: str) -> Route:
        # One pass over the organs (each reading as ``_read`` gives it, a step-aside found in
        # ``_asides`` inline): the readings, their attempts, the names of the organs that
        # recognize the text and of those whose recognition is a growth refusal.
        asides = self._asides
        readings: list[Reading] = []
        attempts: list[Attempt] = []
        recognizing: list[str] = []
        grows: list[str] = []
        for organ, name in self._named:
            out = organ.read(text)
            r = asides.get((name, out.reason)) if isinstance(out, ReaderRefusal) else None
            if r is None:
                r = self._reading(organ, name, out)
            readings.append(r)
            attempts.append(r.attempt)
            if r.recognizes:
                recognizing.append(name)
                c = r.classified
                if c is not None and c.kind is _GROWTH:
                    grows.append(name)
        if not recognizing:
            return Route(ALL_REFUSED, tuple(readings), tuple(attempts), (), ())
        return self._adjudicate(tuple(readings), tuple(attempts), recognizing, frozenset(grows))

    def _adjudicate(
        self,
        readings: tuple[Reading, ...],
        attempts: tuple[Attempt, ...],
        recognizing: list[str],
        growing: frozenset[str],
    ) -> Route:
        """The route once some organ recognizes the text (precedence, contenders, setups)."""
        suppressed = self.precedence.suppressed(recognizing, growing)
        contenders = tuple(
            [r for r in readings if r.recognizes and r.attempt.organ not in suppressed]
        )
        sup = tuple(sorted(suppressed.items()))
        setups = [r for r in contenders if r.classified is None]
        if not setups:
            return Route(ALL_REFUSED, readings, attempts, contenders, sup)
        if growing:
            by = [r.attempt.organ for r in setups]
            contenders = tuple(
                r
                for r in contenders
                if r.attempt.organ not in growing
                or not self.precedence.cedes_to(r.attempt.organ, by)
            )
        signatures = {r.attempt.signature for r in setups}
        if len(signatures) > 1 or len(setups) < len(contenders):
            return Route(AMBIGUOUS, readings, attempts, contenders, sup)
        return Route(ROUTED, readings, attempts, contenders, sup, setups[0])


@lru_cache(maxsize=1)
def default_router() -> Router:
    """The router over the registered organs (built once per process)."""
    return Router(registered_organs())
