"""Small fake organs for routing tests: a text grammar each, a declared taxonomy each.

``AdderOrgan`` reads "add A and B" (and a few refusal shapes); ``BroadOrgan`` reads any text
with "sum of A and B"; both answer with replayable steps. Texts are built per test.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from mathcore.organs.base import (
    OrganAnswer,
    ReaderRefusal,
    ReasonKind,
    ReasonSpec,
    SolverRefusal,
    Taxonomy,
)
from mathcore.results import Step

ASIDE, BOUND, UNDER, GROW = (
    ReasonKind.STEP_ASIDE,
    ReasonKind.BOUNDARY,
    ReasonKind.UNDERDETERMINED,
    ReasonKind.GROWTH,
)


def taxonomy(organ: str, prefix: str) -> Taxonomy:
    return Taxonomy(
        organ,
        prefix,
        (
            ReasonSpec("empty", "reader", ASIDE, "input_shape"),
            ReasonSpec(f"not_{organ}_shaped", "reader", ASIDE, "input_shape"),
            ReasonSpec("ambiguous_words", "reader", BOUND, f"{prefix}_ambiguous"),
            ReasonSpec("missing_number", "reader", UNDER, f"{prefix}_underdetermined"),
            ReasonSpec("too_many_numbers", "reader", GROW, f"{prefix}_unsupported_count"),
            ReasonSpec("too_big", "solver", BOUND, f"{prefix}_too_big", "keep refusing"),
            ReasonSpec("needs_growth", "solver", GROW, f"{prefix}_solver_growth"),
        ),
    )


@dataclass(frozen=True, slots=True)
class Pair:
    a: int
    b: int


@dataclass
class FakeOrgan:
    """Reads ``<verb> A and B``; refusal shapes: '?? <verb>', '<verb> A and', '<verb> A, B, C'."""

    name: str
    prefix: str
    verb: str
    steps: str = "good"  # "good" | "bad_arith" | "bad_last" | "unknown_op" | "float" | "none"
    flaky: bool = False
    recompute_offset: int | None = None
    calls: list[str] = field(default_factory=list)
    solves: int = 0

    @property
    def taxonomy(self) -> Taxonomy:
        return taxonomy(self.name, self.prefix)

    def read(self, text: str) -> Pair | ReaderRefusal:
        self.calls.append(text)
        if not text.strip():
            return ReaderRefusal("empty")
        if self.verb not in text:
            return ReaderRefusal(f"not_{self.name}_shaped")
        if "??" in text:
            return ReaderRefusal("ambiguous_words", "two readings")
        nums = [int(x) for x in re.findall(r"\d+", text)]
        if len(nums) == 1:
            return ReaderRefusal("missing_number", question=f"What is added to {nums[0]}?")
        if len(nums) > 2:
            return ReaderRefusal("too_many_numbers")
        if len(nums) < 1:
            return ReaderRefusal(f"not_{self.name}_shaped")
        return Pair(nums[0], nums[1])

    def solve(self, setup: Pair) -> OrganAnswer | SolverRefusal:
        if setup.a > 1000:
            return SolverRefusal("too_big", "over a thousand")
        if setup.a == 999:
            return SolverRefusal("needs_growth", "pattern add(999, b) not taught")
        total = setup.a + setup.b
        if self.flaky:
            self.solves += 1
            b = setup.b + self.solves % 2  # a second solve of the same setup differs
            return OrganAnswer(setup.a + b, "apple", (Step("add", (setup.a, b), setup.a + b),))
        steps = {
            "good": (Step("given", (), setup.a), Step("add", (setup.a, setup.b), total, "a+b")),
            "bad_arith": (Step("add", (setup.a, setup.b), total + 1),),
            "bad_last": (Step("add", (setup.a, setup.b), total), Step("given", (), 7)),
            "unknown_op": (Step("frobnicate", (setup.a, setup.b), total),),
            "none": (),
        }
        if self.steps == "float":
            value: Any = float(total)
            return OrganAnswer(value, "apple", (Step("add", (setup.a, setup.b), total),))
        return OrganAnswer(total, "apple", steps[self.steps])

    def signature(self, setup: Pair) -> str:
        return f"{self.name}:{setup.a}+{setup.b}"


class RecomputingOrgan(FakeOrgan):
    """A fake organ that offers an independent recomputation (optionally off by an offset)."""

    def recompute(self, setup: Pair) -> int:
        return setup.a + setup.b + (self.recompute_offset or 0)


def adder(name: str = "adder", prefix: str = "add", verb: str = "add", **kw: Any) -> FakeOrgan:
    return FakeOrgan(name, prefix, verb, **kw)
