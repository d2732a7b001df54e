"""Domain precedence as data: which specific organ adjudicates over which broader one.

A pair ``(specific, broader)`` means: when ``specific`` positively recognizes a text (a setup,
or a refusal whose kind is not a step-aside), ``broader``'s reading of that text is
suppressed, both for routing (its setup is vetoed) and for attribution (its refusal does not
own the terminal or the proposal). A specialist that merely steps aside cedes. The named
precedent is the seed ledger's section 7: combined rate over single rate. Pairs naming an organ
that is not registered are inert. Later organs add their rows here.

A pair in ``CEDES_ON_GROWTH`` narrows its rule: when the specific organ's recognition is only a
*growth* refusal (a capability it lacks: a sentence outside its templates, an inverse chain
longer than it solves), it is not a doubt about the text, so it does not suppress the broader
organ, and it cedes to a setup the broader organ makes (the broader organ read every token).
With no such setup it still owns the terminal and the proposal. Boundary and underdetermined
refusals (the text is ambiguous or lacks a fact) keep suppressing. Only rules whose broader
organ accounts for every token are listed (the story organ's total reading): a single-rate
reading of a text the combined-rate organ found to hold three rates could ignore a rate, so the
rules between rate organs never cede. The single-rate organs cede to the story organ only on
their growth refusals (a question form their templates do not read, clock times for v1), never
on a unit mismatch, a missing fact or a non-whole result.
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

#: (specific, broader) rules under which a growth refusal of ``specific`` cedes to ``broader``.
CEDES_ON_GROWTH: frozenset[tuple[str, str]] = frozenset(
    {
        ("relations", "story"),
        ("linear_system", "story"),
        ("rate", "story"),
        ("rate_v2", "story"),
    }
)


class Precedence:
    """The precedence table, indexed for the router: ``specific -> broader organs``."""

    __slots__ = ("_over", "cedes", "pairs")

    def __init__(
        self,
        pairs: Iterable[tuple[str, str]] = PRECEDENCE,
        cedes: Iterable[tuple[str, str]] = (),
    ) -> None:
        self.pairs: tuple[tuple[str, str], ...] = tuple(pairs)
        self.cedes: frozenset[tuple[str, str]] = frozenset(cedes)
        for pair in sorted(self.cedes - set(self.pairs)):
            raise ValueError(f"growth-cedes rule {pair} names no precedence pair")
        over: dict[str, set[str]] = {}
        for specific, broader in self.pairs:
            if specific == broader:
                raise ValueError(f"precedence pair ({specific}, {broader}) names one organ")
            if (broader, specific) in self.pairs:
                raise ValueError(f"precedence pairs contradict: {specific} <-> {broader}")
            over.setdefault(specific, set()).add(broader)
        self._over = {k: frozenset(v) for k, v in over.items()}

    def suppressed(
        self, recognizing: Iterable[str], growing: frozenset[str] = frozenset()
    ) -> dict[str, str]:
        """``broader -> specific`` for every organ suppressed by a recognizing specialist.

        Suppression is computed from the raw recognitions (a suppressed organ that recognized
        structure still suppresses the organs below it): recognition is a fact about the text.
        ``growing`` names the recognizing organs whose recognition is a growth refusal; under a
        ``cedes`` rule those do not suppress.
        """
        out: dict[str, str] = {}
        for specific in recognizing:
            grows = specific in growing
            for broader in sorted(self._over.get(specific, ())):
                if grows and (specific, broader) in self.cedes:
                    continue
                out.setdefault(broader, specific)
        return out

    def cedes_to(self, specific: str, broader: Iterable[str]) -> bool:
        """Whether a growth refusal of ``specific`` cedes to setups of every organ ``broader``."""
        names = tuple(broader)
        return bool(names) and all((specific, b) in self.cedes for b in names)

    def adjudicates(self, a: str, b: str) -> bool:
        """Whether a rule decides between organs ``a`` and ``b`` (in either direction)."""
        return b in self._over.get(a, ()) or a in self._over.get(b, ())
