"""The story gold ruler: our own fixtures and a validator with its own arithmetic.

Each gold row carries the text, the expected outcome, the gold setup (events and question)
and, for answered rows, ``expr``: the answer as a plain arithmetic expression over the
story's numbers. ``validate`` checks a fixture three independent ways:

- ``expr`` is evaluated by a tiny evaluator here (not the solver) and must equal ``gold``;
- every number written in the text appears in ``expr`` or in ``irrelevant``;
- ``replay`` re-runs the gold setup with its own simple ledger (amounts as functions of the
  one unknown, evaluated at 0 and 1) and must reach the gold answer or the gold reason.
"""

from __future__ import annotations

import json
import re
from fractions import Fraction
from functools import lru_cache
from pathlib import Path
from typing import Any

from mathcore.exact import Number, normalize
from mathcore.organs.base import Organ
from mathcore.organs.ruler import EXPECTS, Fixture
from mathcore.organs.story.model import ALL, Event, Question, StorySetup
from mathcore.organs.story.organ import ORGAN, TAXONOMY
from mathcore.organs.story.ruler_replay import evaluate, kind_from, replay

__all__ = ["GOLD", "evaluate", "kind_from", "load_fixtures", "replay", "setup_from_json"]
from mathcore.text.tokens import tokenize

GOLD = Path(__file__).with_name("gold.jsonl")


def _qty(raw: Any) -> Number | None:
    if raw is None:
        return None
    if raw == "all":
        return ALL
    return normalize(Fraction(str(raw)))


def setup_from_json(row: dict[str, Any]) -> StorySetup:
    events = tuple(
        Event(
            e["op"],
            e.get("holder", ""),
            kind_from(e["kind"]),
            _qty(e.get("qty")),
            e.get("other", ""),
            kind_from(e["other_kind"]) if e.get("other_kind") else None,
            e.get("frame", ""),
            "",
            e.get("agent", e.get("holder", "")),
        )
        for e in row["events"]
    )
    q = row["question"]
    question = Question(
        q["ask"],
        q.get("holder", ""),
        kind_from(q["kind"]),
        q.get("other", ""),
        q.get("frame", ""),
        _qty(q.get("qty")),
        kind_from(q["other_kind"]) if q.get("other_kind") else None,
    )
    return StorySetup(events, question)


def setup_to_json(s: StorySetup) -> dict[str, Any]:
    """The gold form of a setup (used to write fixtures; reviewed by hand)."""

    def qv(v: Number | None) -> Any:
        return None if v is None else ("all" if v == ALL else str(v))

    events = []
    for e in s.events:
        row: dict[str, Any] = {"op": e.op, "holder": e.holder, "kind": e.kind.label()}
        row["qty"] = qv(e.qty)
        if e.other:
            row["other"] = e.other
        if e.other_kind:
            row["other_kind"] = e.other_kind.label()
        if e.op in ("gain", "lose", "give", "act"):
            row["frame"] = e.frame
        if e.agent and e.agent != e.holder:
            row["agent"] = e.agent
        events.append(row)
    q = s.question
    qrow: dict[str, Any] = {"ask": q.ask, "holder": q.holder, "kind": q.kind.label()}
    for key, val in (("other", q.other), ("frame", q.frame)):
        if val:
            qrow[key] = val
    if q.qty is not None:
        qrow["qty"] = qv(q.qty)
    if q.other_kind:
        qrow["other_kind"] = q.other_kind.label()
    return {"events": events, "question": qrow}


def load_fixtures(path: Path) -> tuple[Fixture, ...]:
    out: list[Fixture] = []
    for line in path.read_text(encoding="utf-8").splitlines():
        if not line.strip():
            continue
        row = json.loads(line)
        setup = row.get("setup")
        gold = row.get("gold")
        out.append(
            Fixture(
                id=row["id"],
                text=row["text"],
                expect=row["expect"],
                gold=_qty(gold) if gold is not None else None,
                reason=row.get("reason"),
                setup=setup_from_json(setup) if setup is not None else None,
            )
        )
    return tuple(out)


@lru_cache(maxsize=1)
def _rows() -> dict[str, dict[str, Any]]:
    rows = [json.loads(x) for x in GOLD.read_text(encoding="utf-8").splitlines() if x.strip()]
    return {r["id"]: r for r in rows}


# --- the ruler's own arithmetic -------------------------------------------------------------


def _text_numbers(text: str) -> list[Fraction]:
    return [Fraction(t.value) for t in tokenize(text) if t.value is not None]


def validate_fixture(fx: Fixture, row: dict[str, Any]) -> list[str]:
    problems: list[str] = []
    if fx.expect not in EXPECTS:
        return [f"unknown expect {fx.expect!r}"]
    if fx.expect == "reader_refuses":
        if fx.setup is not None:
            problems.append("a reader_refuses fixture has a setup")
        if fx.reason not in TAXONOMY.names("reader"):
            problems.append(f"reader reason {fx.reason!r} is not declared")
        return problems
    if fx.setup is None:
        return ["a readable fixture needs a gold setup"]
    outcome = replay(fx.setup)
    if fx.expect == "solver_refuses":
        if fx.reason not in TAXONOMY.names("solver"):
            problems.append(f"solver reason {fx.reason!r} is not declared")
        if outcome != ("refused", fx.reason):
            problems.append(f"replay gives {outcome}, gold refuses {fx.reason}")
        return problems
    expr = row.get("expr")
    if fx.gold is None or not isinstance(expr, str):
        return ["a solved fixture needs gold and expr"]
    if evaluate(expr) != Fraction(fx.gold):
        problems.append(f"expr {expr} != gold {fx.gold}")
    used = {Fraction(m) for m in re.findall(r"\d+(?:\.\d+)?", expr)} | {
        Fraction(str(v)) for v in row.get("irrelevant", [])
    }
    for v in _text_numbers(fx.text):
        if v not in used:
            problems.append(f"number {v} of the text is neither used nor irrelevant")
    if outcome != ("solved", Fraction(fx.gold)):
        problems.append(f"replay gives {outcome}, gold {fx.gold}")
    return problems


class StoryRuler:
    """The story organ's gold fixtures and independent validator."""

    @property
    def organ(self) -> Organ[Any]:
        return ORGAN

    def fixtures(self) -> tuple[Fixture, ...]:
        return load_fixtures(GOLD)

    def validate(self, fixture: Fixture) -> list[str]:
        return validate_fixture(fixture, _rows().get(fixture.id, {}))


def story_ruler() -> StoryRuler:
    return StoryRuler()
