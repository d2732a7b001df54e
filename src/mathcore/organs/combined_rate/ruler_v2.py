"""The R4 v2 gold ruler (lane ``combined-rate-v2``): its own conversion table and arithmetic.

The validator never calls pint or ``solver_v2``: unit factors come from the table below,
and discreteness is re-decided from it (a numerator outside the table counts whole things).
"""

from __future__ import annotations

import json
from fractions import Fraction
from functools import lru_cache
from pathlib import Path
from typing import Any

from mathcore.exact import Number, normalize, parse_exact
from mathcore.organs.combined_rate.model_v2 import CombinedRateV2Problem, Contribution, Phase
from mathcore.organs.combined_rate.organ import ORGAN_V2, CombinedRateV2Organ
from mathcore.organs.combined_rate.taxonomy_v2 import TAXONOMY
from mathcore.organs.rates.units import RateUnit
from mathcore.organs.ruler import EXPECTS, Fixture

GOLD_V2 = Path(__file__).with_name("gold_v2.jsonl")

_GALLON = Fraction("3.785411784")
#: unit -> (dimension, size in the dimension's base unit): the ruler's own table.
TABLE: dict[str, tuple[str, Fraction]] = {
    "second": ("t", Fraction(1)),
    "minute": ("t", Fraction(60)),
    "hour": ("t", Fraction(3600)),
    "day": ("t", Fraction(86400)),
    "week": ("t", Fraction(604800)),
    "liter": ("v", Fraction(1)),
    "milliliter": ("v", Fraction(1, 1000)),
    "gallon": ("v", _GALLON),
    "quart": ("v", _GALLON / 4),
    "cup": ("v", _GALLON / 16),
    "meter": ("l", Fraction(1)),
    "kilometer": ("l", Fraction(1000)),
    "foot": ("l", Fraction("0.3048")),
    "mile": ("l", Fraction("0.3048") * 5280),
}


def ratio(src: str, dst: str) -> Fraction | None:
    if src == dst:
        return Fraction(1)
    a, b = TABLE.get(src), TABLE.get(dst)
    if a is None or b is None or a[0] != b[0]:
        return None
    return a[1] / b[1]


def _num(v: Any) -> Number:
    out = parse_exact(str(v))
    if out is None:
        raise ValueError(f"not an exact number: {v!r}")
    return out


def setup_from_json(row: dict[str, Any]) -> CombinedRateV2Problem:
    contribs = tuple(
        Contribution(agent, _num(amount), RateUnit(*unit), sign)
        for agent, amount, unit, sign in row["contributions"]
    )
    phases = tuple(Phase(_num(d), tu, tuple(active), note) for d, tu, active, note in row["phases"])
    q = row.get("quantity")
    return CombinedRateV2Problem(
        RateUnit(*row["unit"]),
        contribs,
        row["query"],
        row["discrete"],
        phases,
        None if q is None else _num(q),
        row.get("answer_unit"),
    )


def setup_to_json(p: CombinedRateV2Problem) -> dict[str, Any]:
    return {
        "unit": [p.unit.numerator, p.unit.denominator],
        "contributions": [
            [c.agent, str(c.amount), [c.unit.numerator, c.unit.denominator], c.sign]
            for c in p.contributions
        ],
        "query": p.query,
        "discrete": p.discrete,
        "phases": [[str(ph.duration), ph.time_unit, list(ph.active), ph.note] for ph in p.phases],
        "quantity": None if p.quantity is None else str(p.quantity),
        "answer_unit": p.answer_unit,
    }


def canonical_outcome(p: CombinedRateV2Problem) -> tuple[str, Number | str]:
    # one shared job done at 1/n per time unit by each agent is divisible work, not a count
    job = (
        p.query == "time"
        and p.quantity == 1
        and all(Fraction(c.amount).numerator == 1 for c in p.contributions)
    )
    whole = p.unit.numerator not in TABLE and not job
    if whole != p.discrete:
        return "refused", "discreteness_mislabelled"
    rates: list[Fraction] = []
    for c in p.contributions:
        up, down = (
            ratio(c.unit.numerator, p.unit.numerator),
            ratio(c.unit.denominator, p.unit.denominator),
        )
        if up is None or down is None:
            return "refused", "rate_unit_mismatch"
        rates.append(c.sign * Fraction(c.amount) * up / down)
    if p.query == "effective_rate":
        net = sum(rates, Fraction(0))
        return (
            ("refused", "non_integer_solution")
            if whole and net.denominator != 1
            else ("solved", normalize(net))
        )
    if p.query == "time":
        net = sum(rates, Fraction(0))
        if net <= 0:
            return "refused", "non_positive_net_rate"
        t = Fraction(p.quantity or 0) / net
        if whole and any((r * t).denominator != 1 for r in rates):
            return "refused", "non_integer_solution"
        f = ratio(p.unit.denominator, p.answer_unit or p.unit.denominator)
        return ("refused", "rate_unit_mismatch") if f is None else ("solved", normalize(t * f))
    total = Fraction(0)
    for ph in p.phases:
        f = ratio(ph.time_unit, p.unit.denominator)
        if f is None:
            return "refused", "rate_unit_mismatch"
        span = Fraction(ph.duration) * f
        active = [rates[i] for i in ph.active]
        if sum(active) <= 0:
            return "refused", "non_positive_net_rate"
        if whole and any((r * span).denominator != 1 for r in active):
            return "refused", "non_integer_solution"
        total += sum(active) * span
    return "solved", normalize(total)


def validate_fixture(fx: Fixture) -> list[str]:
    if fx.expect not in EXPECTS:
        return [f"unknown expect {fx.expect!r}"]
    if fx.expect == "reader_refuses":
        problems = []
        if fx.setup is not None or fx.gold is not None:
            problems.append("reader_refuses fixture carries a setup or gold")
        if fx.reason not in TAXONOMY.names("reader"):
            problems.append(f"undeclared reader reason {fx.reason!r}")
        return problems
    if not isinstance(fx.setup, CombinedRateV2Problem):
        return [f"{fx.expect} fixture has no setup"]
    kind, value = canonical_outcome(fx.setup)
    if fx.expect == "solved":
        if kind != "solved":
            return [f"solved fixture is actually refused ({value})"]
        return [] if fx.gold == value else [f"gold_does_not_match_computed_answer: {value}"]
    if kind == "solved":
        return [f"solver_refuses_is_actually_solvable ({value})"]
    return [] if fx.reason == value else [f"solver_reason_mismatch: {fx.reason} != {value}"]


class CombinedRateV2Ruler:
    def __init__(self, path: Path = GOLD_V2) -> None:
        self._path = path

    @property
    def organ(self) -> CombinedRateV2Organ:
        return ORGAN_V2

    def fixtures(self) -> tuple[Fixture, ...]:
        return _cached(str(self._path))

    def validate(self, fixture: Fixture) -> list[str]:
        return validate_fixture(fixture)


@lru_cache(maxsize=4)
def _cached(path: str) -> tuple[Fixture, ...]:
    out: list[Fixture] = []
    for line in Path(path).read_text(encoding="utf-8").splitlines():
        if line.strip():
            row = json.loads(line)
            setup = row.get("setup")
            gold = row.get("gold")
            out.append(
                Fixture(
                    row["id"],
                    row["text"],
                    row["expect"],
                    None if gold is None else _num(gold),
                    row.get("reason"),
                    None if setup is None else setup_from_json(setup),
                )
            )
    return tuple(out)


def combined_rate_v2_ruler() -> CombinedRateV2Ruler:
    return CombinedRateV2Ruler()
