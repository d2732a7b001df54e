"""The R4 organ objects: ``ORGAN`` (v1, frozen, for the v1 lanes) and ``ORGAN_V2`` (v1's
answers and boundaries plus the growth surfaces; the instance ``solve()`` should route to)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from mathcore.organs.base import OrganAnswer, ReaderRefusal, SolverRefusal, Taxonomy
from mathcore.organs.combined_rate import reader, reader_v2, taxonomy_v2
from mathcore.organs.combined_rate.model import CombinedRateProblem, signature
from mathcore.organs.combined_rate.taxonomy import TAXONOMY

if TYPE_CHECKING:
    from mathcore.organs.combined_rate.model_v2 import CombinedRateV2Problem

# The solvers and the v2 model are imported when a setup is first solved or signed, not with
# the organ: most texts are refused by the readers, and a fresh process skips their import.
# The solve functions are kept once imported (a ``from ... import`` in a function costs
# about four times a global lookup on every call).
_SOLVE: Callable[[CombinedRateProblem], OrganAnswer | SolverRefusal] | None = None
_SOLVE_V2: Callable[[CombinedRateV2Problem], OrganAnswer | SolverRefusal] | None = None


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
        global _SOLVE
        if _SOLVE is None:
            from mathcore.organs.combined_rate import solver

            _SOLVE = solver.solve
        return _SOLVE(setup)

    def signature(self, setup: CombinedRateProblem) -> str:
        return signature(setup)


class CombinedRateV2Organ:
    """R4 v2: three or more rates, reciprocal work, conversion, clock intervals, phases."""

    @property
    def name(self) -> str:
        return "combined_rate_v2"

    @property
    def taxonomy(self) -> Taxonomy:
        return taxonomy_v2.TAXONOMY

    def read(self, text: str) -> CombinedRateV2Problem | ReaderRefusal:
        return reader_v2.read(text)

    def solve(self, setup: CombinedRateV2Problem) -> OrganAnswer | SolverRefusal:
        global _SOLVE_V2
        if _SOLVE_V2 is None:
            from mathcore.organs.combined_rate import solver_v2

            _SOLVE_V2 = solver_v2.solve
        return _SOLVE_V2(setup)

    def signature(self, setup: CombinedRateV2Problem) -> str:
        from mathcore.organs.combined_rate import model_v2

        return model_v2.signature(setup)


ORGAN = CombinedRateOrgan()
ORGAN_V2 = CombinedRateV2Organ()
