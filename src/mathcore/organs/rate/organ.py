"""The R3 organ objects: ``ORGAN`` (v1 lanes: whole answers only) and ``ORGAN_V2`` (exact
fractions where the queried quantity is continuous, e.g. 100/3 miles per hour, and clock
intervals read as durations, e.g. left at 2 pm and arrived at 5 pm)."""

from __future__ import annotations

from mathcore.organs.base import OrganAnswer, ReaderRefusal, SolverRefusal, Taxonomy
from mathcore.organs.rate import reader
from mathcore.organs.rate.model import RateProblem, signature
from mathcore.organs.rate.taxonomy import TAXONOMY, TAXONOMY_V2


class RateOrgan:
    """R3: one explicit rate."""

    def __init__(self, *, continuous: bool = False) -> None:
        self._continuous = continuous

    @property
    def name(self) -> str:
        return "rate_v2" if self._continuous else "rate"

    @property
    def taxonomy(self) -> Taxonomy:
        return TAXONOMY_V2 if self._continuous else TAXONOMY

    def read(self, text: str) -> RateProblem | ReaderRefusal:
        return reader.read(text, clock=self._continuous)

    def solve(self, setup: RateProblem) -> OrganAnswer | SolverRefusal:
        from mathcore.organs.rate import solver  # imported at the first setup solved

        return solver.solve(setup, continuous=self._continuous)

    def signature(self, setup: RateProblem) -> str:
        return signature(setup)


ORGAN = RateOrgan()
ORGAN_V2 = RateOrgan(continuous=True)
