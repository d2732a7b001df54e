"""Organ lanes: ``gold`` (fixtures valid), ``solver`` and ``reader`` against gold.

A lane passes only with zero wrong answers, zero over-reads and zero reason mismatches.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from mathcore.exact import canonical
from mathcore.organs.base import OrganAnswer, ReaderRefusal, SolverRefusal
from mathcore.organs.ruler import Fixture, Ruler

LANES = ("gold", "solver", "reader")


@dataclass(slots=True)
class LaneReport:
    """Counts of one lane over one ruler, with the failing fixture ids and why."""

    organ: str
    lane: str
    counts: dict[str, int] = field(default_factory=dict)
    failures: list[tuple[str, str]] = field(default_factory=list)

    @property
    def passed(self) -> bool:
        return not self.failures

    def bump(self, key: str) -> None:
        self.counts[key] = self.counts.get(key, 0) + 1

    def fail(self, fixture: Fixture, key: str, why: str) -> None:
        self.bump(key)
        self.failures.append((fixture.id, why))


def gold_lane(ruler: Ruler) -> LaneReport:
    rep = LaneReport(ruler.organ.name, "gold", {"valid": 0, "invalid": 0})
    for fx in ruler.fixtures():
        problems = ruler.validate(fx)
        if problems:
            rep.fail(fx, "invalid", "; ".join(problems))
        else:
            rep.bump("valid")
    return rep


def solver_lane(ruler: Ruler) -> LaneReport:
    """Solve each gold setup; reader_refuses fixtures have no setup and are skipped."""
    rep = LaneReport(ruler.organ.name, "solver", {"solved": 0, "wrong": 0, "refused": 0})
    for fx in ruler.fixtures():
        if fx.expect == "reader_refuses" or fx.setup is None:
            rep.bump("skipped")
            continue
        out = ruler.organ.solve(fx.setup)
        if isinstance(out, OrganAnswer):
            if fx.expect == "solved" and out.value == fx.gold:
                rep.bump("solved")
            else:
                rep.fail(fx, "wrong", f"answered {canonical(out.value)}")
        elif isinstance(out, SolverRefusal):
            if fx.expect == "solver_refuses" and out.reason == fx.reason:
                rep.bump("refused")
            elif fx.expect == "solver_refuses":
                rep.fail(fx, "reason_mismatch", f"refused {out.reason}, gold {fx.reason}")
            else:
                rep.fail(fx, "refused_solvable", f"refused {out.reason}")
    return rep


def reader_lane(ruler: Ruler) -> LaneReport:
    """Read each text: setups must equal gold; reader_refuses must refuse with gold reason."""
    rep = LaneReport(
        ruler.organ.name, "reader", {"setup_correct": 0, "setup_wrong": 0, "refused": 0}
    )
    organ = ruler.organ
    for fx in ruler.fixtures():
        out = organ.read(fx.text)
        if isinstance(out, ReaderRefusal):
            if fx.expect == "reader_refuses" and out.reason == fx.reason:
                rep.bump("refused")
            elif fx.expect == "reader_refuses":
                rep.fail(fx, "reason_mismatch", f"refused {out.reason}, gold {fx.reason}")
            else:
                rep.fail(fx, "refused", f"refused {out.reason} a readable text")
        elif fx.expect == "reader_refuses":
            rep.fail(fx, "setup_wrong", f"over-read: {organ.signature(out)}")
        elif fx.setup is not None and organ.signature(out) == organ.signature(fx.setup):
            rep.bump("setup_correct")
        else:
            rep.fail(fx, "setup_wrong", f"read {organ.signature(out)}")
    return rep


def run_lane(ruler: Ruler, lane: str) -> LaneReport:
    if lane == "gold":
        return gold_lane(ruler)
    if lane == "solver":
        return solver_lane(ruler)
    if lane == "reader":
        return reader_lane(ruler)
    raise ValueError(f"unknown lane {lane!r}; choose from {', '.join(LANES)}")
