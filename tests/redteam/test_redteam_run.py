"""The red team end to end: over-reading fake solvers are caught, the real solver is not wrong."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
import redteam_fakes as fakes

from mathcore.api import solve
from mathcore.evals.metamorphic import KINDS, load_seeds, red_team, variants_of, write_wrong
from mathcore.evals.runner import RunOptions

OPTIONS = RunOptions(workers=1, time_limit=None)


@pytest.fixture
def samples(tmp_path: Path) -> list[Path]:
    return list(fakes.write_samples(tmp_path))


def test_sum_all_is_caught_by_every_added_or_hidden_number(samples: list[Path]) -> None:
    rep = red_team(load_seeds(samples), fakes.sum_all, OPTIONS)
    assert rep.seeds == 4 and not rep.base_wrong
    for kind in ("distractor", "same-noun", "same-person", "number-word", "no-question"):
        assert rep.tallies[kind].wrong == rep.tallies[kind].variants > 0, kind
    for kind in ("rename", "scale", "paraphrase", "reorder"):
        assert rep.tallies[kind].wrong == 0 and rep.tallies[kind].variants > 0, kind
    assert rep.tallies["scale"].correct == 6  # sum_all is linear: scaling keeps it right
    row = next(r for r in rep.wrong if r["kind"] == "distractor")
    assert row["got"] != row["expected"] and row["organ"] == "fake"
    assert row["base"] in {"own-1", "own-2", "own-3", "gsm8k-train-0000"}


def test_memorizer_is_caught_by_scaling(samples: list[Path]) -> None:
    rep = red_team(load_seeds(samples), fakes.memorizer, OPTIONS)
    assert rep.tallies["scale"].wrong == 6
    for kind in ("rename", "paraphrase", "number-word", "same-noun", "reorder"):
        assert rep.tallies[kind].wrong == 0, kind  # it reads none of those differently
    scaled = [r for r in rep.wrong if r["kind"] == "scale"]
    assert sorted(r["expected"] for r in scaled) == ["240", "240", "48", "48", "72", "72"]


def test_name_bound_is_caught_by_renaming(samples: list[Path]) -> None:
    rep = red_team(load_seeds(samples), fakes.name_bound, OPTIONS)
    assert 0 < rep.tallies["rename"].wrong < rep.tallies["rename"].variants
    assert all(r["got"] == "0" for r in rep.wrong if r["kind"] == "rename")


def test_a_cautious_solver_refuses_every_variant_and_is_never_wrong(samples: list[Path]) -> None:
    rep = red_team(load_seeds(samples), fakes.cautious, OPTIONS)
    assert rep.seeds == 4 and rep.variants > 30 and not rep.wrong
    assert all(t.correct == 0 and t.refused == t.variants for t in rep.tallies.values())
    assert rep.tallies["distractor"].top_reasons() == [
        ("fake/fake_refusal", rep.tallies["distractor"].refused)
    ]


def test_base_problems_answered_wrong_are_not_seeds(tmp_path: Path) -> None:
    path = tmp_path / "bad.jsonl"
    row = {"id": "b-1", "question": fakes.SAMPLES[0][1], "answer": "99"}
    path.write_text(json.dumps(row) + "\n")
    rep = red_team(load_seeds([path]), fakes.sum_all, OPTIONS)
    assert rep.base_wrong == ["b-1"] and rep.seeds == 0 and rep.variants == 0


def test_variants_are_deterministic_and_seeded(samples: list[Path]) -> None:
    seeds = load_seeds(samples)
    a = [v for s in seeds for v in variants_of(s, 7)]
    b = [v for s in seeds for v in variants_of(s, 7)]
    c = [v for s in seeds for v in variants_of(s, 8)]
    assert a == b and a != c
    assert len({v.id for v in a}) == len(a) and len({v.text for v in a}) == len(a)
    assert {v.kind for v in a} <= set(KINDS)


def test_limit_takes_the_first_problems_of_each_file(samples: list[Path]) -> None:
    assert [s.case.id for s in load_seeds(samples, 1)] == ["own-1", "gsm8k-train-0000"]
    assert load_seeds(samples)[-1].worked is not None and load_seeds(samples)[0].worked is None


def test_write_wrong_is_jsonl(samples: list[Path], tmp_path: Path) -> None:
    rep = red_team(load_seeds(samples), fakes.memorizer, OPTIONS)
    out = tmp_path / "wrong.jsonl"
    write_wrong(rep, out)
    rows = [json.loads(line) for line in out.read_text().splitlines()]
    assert len(rows) == len(rep.wrong)
    assert set(rows[0]) == {
        "id",
        "base",
        "dataset",
        "kind",
        "detail",
        "text",
        "expected",
        "got",
        "organ",
        "derivation",
    }


def test_the_real_solver_is_never_wrong_on_our_own_problems(samples: list[Path]) -> None:
    rep = red_team(load_seeds(samples), solve, OPTIONS)
    assert rep.seeds >= 3  # the test is vacuous if the solver answers none of them
    assert rep.variants > 30
    assert rep.wrong == [], rep.wrong
    assert sum(t.correct for t in rep.tallies.values()) > 0


def test_depth_two_varies_the_correct_variants_again(samples: list[Path]) -> None:
    one = red_team(load_seeds(samples), fakes.name_bound, OPTIONS)
    two = red_team(load_seeds(samples), fakes.name_bound, OPTIONS, depth=2)
    assert two.variants > one.variants
    chained = [r["id"] for r in two.wrong if r["id"].count("~") == 2]
    assert chained  # e.g. a paraphrase answered right, then renamed and answered wrong
    assert all(r["base"].count("~") == 1 for r in two.wrong if r["id"] in chained)
