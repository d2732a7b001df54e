"""R1 gold ruler: lanes pass, the validator catches every kind of bad label, CLI lane."""

from __future__ import annotations

import json
import subprocess
import sys
from dataclasses import replace
from pathlib import Path

import pytest

from mathcore.evals.lanes import run_lane
from mathcore.organs.relations.model import Relation, RelationsSetup
from mathcore.organs.relations.ruler import GOLD, RelationsRuler, expected
from mathcore.organs.ruler import Fixture

RULER = RelationsRuler()
MATHCORE = Path(sys.executable).parent / "mathcore"


@pytest.mark.parametrize("lane", ["gold", "solver", "reader"])
def test_lanes_pass(lane: str) -> None:
    rep = run_lane(RULER, lane)
    assert rep.passed, rep.failures
    assert not rep.counts.get("wrong") and not rep.counts.get("setup_wrong")


def test_gold_file_is_sorted_and_varied() -> None:
    ids = [json.loads(x)["id"] for x in GOLD.read_text(encoding="utf-8").splitlines()]
    assert ids == sorted(ids) and len(ids) == len(set(ids))
    expects = [f.expect for f in RULER.fixtures()]
    assert 30 <= len(expects) <= 80
    assert {"solved", "solver_refuses", "reader_refuses"} == set(expects)


def _fx(kind: str = "solved") -> Fixture:
    return next(f for f in RULER.fixtures() if f.expect == kind)


@pytest.mark.parametrize(
    "bad",
    [
        lambda f: replace(f, expect="maybe"),
        lambda f: replace(f, gold=f.gold + 1),
        lambda f: replace(f, expect="solver_refuses", reason="negative_result"),
        lambda f: replace(f, setup=None),
    ],
)
def test_validator_catches_bad_solved_labels(bad: object) -> None:
    assert RULER.validate(bad(_fx()))  # type: ignore[operator]


def test_validator_catches_bad_refusal_labels() -> None:
    f = _fx("solver_refuses")
    assert RULER.validate(
        replace(
            f, reason="negative_result" if f.reason != "negative_result" else "non_integer_result"
        )
    )
    assert RULER.validate(replace(f, expect="solved", gold=1))
    r = _fx("reader_refuses")
    assert RULER.validate(replace(r, reason=None))
    assert RULER.validate(replace(r, reason="not_a_reason"))
    assert RULER.validate(replace(r, setup=_fx().setup))
    assert RULER.validate(r) == []


def _setup(*rels: Relation, query: str) -> RelationsSetup:
    syms = sorted({s for r in rels for s in (r.entity, *r.refs())})
    return RelationsSetup(rels, tuple((s, "item") for s in syms), query, "x")


@pytest.mark.parametrize(
    ("rels", "query", "want"),
    [
        ((Relation("fact", "a", 3), Relation("fact", "a", 4)), "a", "duplicate_definition"),
        (
            (
                Relation("fact", "a", 3),
                Relation("fact", "b", 5),
                Relation("more_than", "b", 1, ref="a"),
            ),
            "b",
            "overdetermined_definitions",
        ),
        (
            (Relation("more_than", "b", 1, ref="a"), Relation("fact", "c", 1)),
            "b",
            "unresolved_query",
        ),
        (
            (Relation("fact", "a", 1), Relation("more_than", "b", 1, ref="c")),
            "a",
            "unresolved_relation",
        ),
        (
            (Relation("fact", "a", 3), Relation("divide_by", "b", 2, ref="a")),
            "b",
            "non_integer_result",
        ),
        (
            (Relation("fact", "a", 3), Relation("fewer_than", "b", 4, ref="a")),
            "b",
            "negative_result",
        ),
    ],
)
def test_independent_validator_reasons(rels: tuple[Relation, ...], query: str, want: str) -> None:
    assert expected(_setup(*rels, query=query)) == ("solver_refuses", want)


def test_oracle_cli_runs_all_lanes() -> None:
    proc = subprocess.run(
        [str(MATHCORE), "oracle", "relations", "all"], capture_output=True, text=True, timeout=120
    )
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert "setup_correct" in proc.stdout and "FAIL" not in proc.stdout


def test_every_gold_derivation_replays_to_its_answer() -> None:
    from mathcore.organs.base import OrganAnswer
    from mathcore.routing.verify import replay

    for fx in RULER.fixtures():
        if fx.expect != "solved":
            continue
        out = RULER.organ.solve(fx.setup)
        assert isinstance(out, OrganAnswer)
        assert replay(out.steps, out.value) is None, fx.id
