"""The R4 v1 organ object: reader, solver, signature and taxonomy together."""

from __future__ import annotations

from mathcore.organs.base import OrganAnswer, ReaderRefusal, SolverRefusal, Taxonomy
from mathcore.organs.combined_rate import reader, solver
from mathcore.organs.combined_rate.model import CombinedRateProblem, signature
from mathcore.organs.combined_rate.taxonomy import TAXONOMY


class CombinedRateOrgan:
    """R4 v1, frozen per the seed ledger."""

    @property
    def name(self) -> str:
        return "combined_rate"

    @property
    def taxonomy(self) -> Taxonomy:
        return TAXONOMY

    def read(self, text: str) -> CombinedRateProblem | ReaderRefusal:
        return reader.read(text)

    def solve(self, setup: CombinedRateProblem) -> OrganAnswer | SolverRefusal:
        return solver.solve(setup)

    def signature(self, setup: CombinedRateProblem) -> str:
        return signature(setup)


ORGAN = CombinedRateOrgan()
