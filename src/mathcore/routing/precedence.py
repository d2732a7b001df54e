"""Domain precedence as data: which specific organ adjudicates over which broader one.

A pair ``(specific, broader)`` means: when ``specific`` positively recognizes a text (a setup,
or a refusal whose kind is not a step-aside), ``broader``'s reading of that text is
suppressed, both for routing (its setup is vetoed) and for attribution (its refusal does not
own the terminal or the proposal). A specialist that merely steps aside cedes. The named
precedent is the seed ledger's section 7: combined rate over single rate. Pairs naming an organ
that is not registered are inert. Later organs add their rows here.
"""

from __future__ import annotations

from collections.abc import Iterable

#: (specific, broader): the specific organ's positive recognition suppresses the broader one.
PRECEDENCE: tuple[tuple[str, str], ...] = (
    ("combined_rate", "rate"),
    ("combined_rate_v2", "rate"),
    ("combined_rate_v2", "combined_rate"),
    ("combined_rate", "story"),
    ("combined_rate_v2", "story"),
    ("rate", "story"),
    ("combined_rate", "rate_v2"),
    ("combined_rate_v2", "rate_v2"),
    ("rate_v2", "rate"),
    ("rate_v2", "story"),
    ("relations", "story"),
    ("linear_system", "story"),
)


class Precedence:
    """The precedence table, indexed for the router: ``specific -> broader organs``."""

    __slots__ = ("_over", "pairs")

    def __init__(self, pairs: Iterable[tuple[str, str]] = PRECEDENCE) -> None:
        self.pairs: tuple[tuple[str, str], ...] = tuple(pairs)
        over: dict[str, set[str]] = {}
        for specific, broader in self.pairs:
            if specific == broader:
                raise ValueError(f"precedence pair ({specific}, {broader}) names one organ")
            if (broader, specific) in self.pairs:
                raise ValueError(f"precedence pairs contradict: {specific} <-> {broader}")
            over.setdefault(specific, set()).add(broader)
        self._over = {k: frozenset(v) for k, v in over.items()}

    def suppressed(self, recognizing: Iterable[str]) -> dict[str, str]:
        """``broader -> specific`` for every organ suppressed by a recognizing specialist.

        Suppression is computed from the raw recognitions (a suppressed organ that recognized
        structure still suppresses the organs below it): recognition is a fact about the text.
        """
        out: dict[str, str] = {}
        for specific in recognizing:
            for broader in sorted(self._over.get(specific, ())):
                out.setdefault(broader, specific)
        return out

    def adjudicates(self, a: str, b: str) -> bool:
        """Whether a rule decides between organs ``a`` and ``b`` (in either direction)."""
        return b in self._over.get(a, ()) or a in self._over.get(b, ())
