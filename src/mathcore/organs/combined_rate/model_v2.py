"""The R4 v2 setup: any number of signed rate contributions, sequential phases, exact
Fractions, and a typed flag saying whether the numerator counts whole (discrete) things.

Each contribution keeps its own unit; the solver converts it exactly into ``unit`` (the
unit answers are given in). A quantity query sums its phases (each phase: a duration and
the contributions active in it); a time query asks when the net of all contributions
reaches ``quantity``; an effective-rate query asks the net of all contributions.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from mathcore.errors import SetupError
from mathcore.exact import Number, canonical
from mathcore.fastinit import fast_init
from mathcore.organs.rates.units import RateUnit

QUERIES = ("quantity", "time", "effective_rate")


_EXACT = (int, Fraction)  # ``int | Fraction`` as a tuple, built once (not per check)


def _positive(name: str, value: object) -> None:
    if isinstance(value, bool) or not isinstance(value, _EXACT) or value <= 0:
        raise SetupError(f"{name} must be a positive int or Fraction, got {value!r}")


@dataclass(frozen=True, slots=True)
class Contribution:
    """One agent's rate: ``amount`` ``unit`` (e.g. 1/3 house per hour), filling or draining."""

    agent: str
    amount: Number
    unit: RateUnit
    sign: int = 1

    def __post_init__(self) -> None:
        if not self.agent:
            raise SetupError("a contribution needs an agent")
        _positive("amount", self.amount)
        if not isinstance(self.unit, RateUnit):
            raise SetupError("unit must be a RateUnit")
        if self.sign not in (1, -1):
            raise SetupError("sign must be +1 (fills, works) or -1 (drains)")


fast_init(Contribution)


@dataclass(frozen=True, slots=True)
class Phase:
    """A stretch of time during which the listed contributions are active."""

    duration: Number
    time_unit: str
    active: tuple[int, ...]
    note: str = ""  # where the duration came from ("2 pm to 5 pm"); not part of the signature

    def __post_init__(self) -> None:
        _positive("duration", self.duration)
        if not self.time_unit.isalpha() or not self.time_unit.islower():
            raise SetupError(f"time_unit must be a lower-case word, got {self.time_unit!r}")
        if not self.active or tuple(sorted(set(self.active))) != self.active:
            raise SetupError("active must be a non-empty sorted tuple of distinct indices")


fast_init(Phase)


@dataclass(frozen=True, slots=True)
class CombinedRateV2Problem:
    unit: RateUnit
    contributions: tuple[Contribution, ...]
    query: str
    discrete: bool
    phases: tuple[Phase, ...] = ()
    quantity: Number | None = None
    answer_unit: str | None = None

    def __post_init__(self) -> None:
        if not isinstance(self.unit, RateUnit):
            raise SetupError("unit must be a RateUnit")
        if not self.contributions:
            raise SetupError("at least one contribution")
        if self.query not in QUERIES:
            raise SetupError(f"query must be one of {QUERIES}")
        n = len(self.contributions)
        for ph in self.phases:
            if ph.active[-1] >= n or ph.active[0] < 0:
                raise SetupError("a phase names a contribution that does not exist")
        if self.query == "quantity":
            if not self.phases or self.quantity is not None:
                raise SetupError("a quantity query needs phases and no quantity")
        elif self.phases:
            raise SetupError(f"a {self.query} query takes no phases")
        if self.query == "time":
            _positive("quantity", self.quantity)
        elif self.quantity is not None:
            raise SetupError("only a time query takes a quantity")
        if self.answer_unit is not None and self.query != "time":
            raise SetupError("only a time query takes an answer unit")


fast_init(CombinedRateV2Problem)


def signature(p: CombinedRateV2Problem) -> str:
    contribs = ",".join(
        f"{c.agent}:{'+' if c.sign > 0 else '-'}{canonical(c.amount)} {c.unit}"
        for c in p.contributions
    )
    phases = ",".join(
        f"{canonical(ph.duration)} {ph.time_unit}@{'+'.join(map(str, ph.active))}"
        for ph in p.phases
    )
    quantity = None if p.quantity is None else canonical(p.quantity)
    return (
        f"cmb2|unit={p.unit}|query={p.query}|discrete={p.discrete}|rates={contribs}"
        f"|phases={phases}|quantity={quantity}|answer_unit={p.answer_unit}"
    )
