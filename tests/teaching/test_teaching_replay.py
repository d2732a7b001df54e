"""The replay gate: its comparison, cross-process equivalence, and the whole-development proofs
(refusal stability, no corpus mutation, no runtime hot-patch)."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from teaching_kit import REPO, SHARED, small_pack, tiny_data, tree_hashes, write_jsonl

from mathcore.packs.loader import DEFAULT_PACK, PACK_ENV, load_pack
from mathcore.teaching.claims import LexicalClaim
from mathcore.teaching.registry_write import plan_row
from mathcore.teaching.replay import compare, run_replay, run_worker
from mathcore.teaching.replay_worker import run_lanes, score_file

LANES = {"x/gold": {"counts": {}, "failures": []}}


def run(rows: list[list[object]], lanes: dict[str, object] | None = None) -> dict[str, object]:
    return {"pack": "p", "lanes": LANES if lanes is None else lanes, "data": {"d": rows}}


@pytest.mark.parametrize(
    ("before", "after", "verdict"),
    [
        (["a", "refused", "r", "refused"], ["a", "solved", "5", "correct"], "newly_correct"),
        (["a", "refused", "r", "refused"], ["a", "solved", "6", "wrong"], "newly_wrong"),
        (["a", "solved", "5", "correct"], ["a", "refused", "r", "refused"], "changed_correct"),
        (["a", "solved", "5", "correct"], ["a", "solved", "5.0", "correct"], "changed_correct"),
        (["a", "refused", "r", "correct"], ["a", "solved", "5", "wrong"], "newly_wrong"),
        (["a", "refused", "r", "refused"], ["a", "refused", "q", "refused"], "other"),
        (["a", "refused", "r", "correct"], ["a", "refused", "q", "correct"], "other"),
        (["a", "solved", "6", "wrong"], ["a", "solved", "7", "wrong"], "newly_wrong"),
    ],
)
def test_compare_classifies_every_change(
    before: list[object], after: list[object], verdict: str
) -> None:
    diff = compare(run([before]), run([after]))
    got = [k for k in ("newly_correct", "newly_wrong", "changed_correct") if diff[k]]
    assert got == ([] if verdict == "other" else [verdict])
    assert diff["other"] == (1 if verdict == "other" else 0)
    assert bool(diff["failures"]) == (verdict in ("newly_wrong", "changed_correct"))


def test_compare_fails_on_lane_regressions_and_missing_problems() -> None:
    lanes_after = {"x/gold": {"counts": {}, "failures": [["fx-1", "invalid"]]}}
    diff = compare(run([]), run([], lanes_after))
    assert diff["failures"] == ["lane x/gold: fx-1 now fails (invalid)"]
    assert compare(run([]), run([], {}))["failures"] == ["lane x/gold: missing after the change"]
    diff = compare(run([["a", "refused", "r", "refused"]]), run([]))
    assert diff["failures"] == ["d: after-run has a different set of problems"]
    unchanged = run([["a", "solved", "5", "correct"]], lanes_after)
    assert compare(unchanged, unchanged)["failures"] == []  # an old failure is not a new one


def test_replay_is_identical_in_process_and_across_processes(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    pack = small_pack(tmp_path / "pack")
    data = tiny_data(tmp_path / "tiny.jsonl")
    one = run_worker(pack, [data])
    two = run_worker(pack, [data])
    assert one == two
    monkeypatch.setenv(PACK_ENV, str(pack))
    in_process = {"tiny": score_file(data, {})}
    assert one["data"] == in_process
    assert one["lanes"] == json.loads(json.dumps(run_lanes()))
    assert one["pack"] == load_pack(pack).digest


def test_the_gate_refuses_a_pack_that_does_not_load(tmp_path: Path) -> None:
    pack = small_pack(tmp_path / "pack")
    claim = LexicalClaim(
        "one", "noun", reason="r", missing_operator="m", evidence=("e",), value="one"
    )
    bad = plan_row(claim, proposal_id="P-x", reviewer="a")
    bad = type(bad)(bad.rel, {**bad.row, "category": "number_word", "value": "2"})
    result = run_replay(pack, bad, [tiny_data(tmp_path / "t.jsonl")])
    assert not result.ok and "does not load" in result.failures[0]


def dev_data() -> list[Path]:
    files = [
        SHARED / "data" / "gsm8k" / "train.jsonl",
        *sorted((SHARED / "data" / "mawps").glob("*.jsonl")),
    ]
    return [p for p in files if p.is_file()]


@pytest.mark.slow
@pytest.mark.skipif(not dev_data(), reason="../shared/data is absent")
def test_refusal_stability_and_no_mutation_over_the_whole_development_data(
    tmp_path: Path,
) -> None:
    """A ratification replayed over every development problem: previously refused problems
    become correct or stay refused, nothing becomes wrong, no correct answer changes; the
    datasets, conformance files and code are byte-identical afterwards, and the pack differs
    by exactly one registry row and its manifest entry."""
    pack = tmp_path / "pack"
    shutil.copytree(DEFAULT_PACK, pack, ignore=shutil.ignore_patterns(".*"))
    corpus_before = tree_hashes(SHARED / "data") | tree_hashes(SHARED / "conformance")
    code_before = tree_hashes(REPO / "src", (".py",))
    pack_before = tree_hashes(pack)
    claim = LexicalClaim(
        "zyzzyva",
        "modifier",
        reason="story_unknown_word",
        missing_operator="lexicon_entry",
        evidence=("e1", "e2"),
    )
    result = run_replay(pack, plan_row(claim, proposal_id="P-x", reviewer="t"), dev_data())
    assert result.ok, result.failures
    assert not result.newly_wrong and not result.changed_correct
    for name, counts in result.before.items():
        after = result.after[name]
        assert after["wrong"] == counts["wrong"], name  # a pre-existing wrong is not ours
        assert after["total"] == counts["total"] and after["correct"] >= counts["correct"]
    assert tree_hashes(SHARED / "data") | tree_hashes(SHARED / "conformance") == corpus_before
    assert tree_hashes(REPO / "src", (".py",)) == code_before
    assert tree_hashes(pack) == pack_before  # the gate writes only to its scratch copy
    assert result.data == {
        str(p): h for p, h in ((p, tree_hashes(p.parent)[p.name]) for p in sorted(dev_data()))
    }


def test_a_ratification_changes_only_registry_rows(tmp_path: Path) -> None:
    """No runtime hot-patch: code bytes are unchanged; the pack gains one row and one hash."""
    from teaching_kit import row

    from mathcore.teaching import corridor

    pack = small_pack(tmp_path / "pack")
    log = tmp_path / "log.jsonl"
    corridor.propose(
        write_jsonl(tmp_path / "a.jsonl", [row(f"z-{i}", "Zorg") for i in range(2)]), log, pack
    )
    pid = corridor.list_proposals(log, pack)[0].id
    code_before = tree_hashes(REPO / "src", (".py",))
    before = {p: (pack / p).read_bytes() for p in tree_hashes(pack)}
    corridor.ratify(
        pid,
        category="modifier",
        polarity="affirms",
        reviewer="a",
        log_path=log,
        pack_path=pack,
        replay_data=[tiny_data(tmp_path / "t.jsonl")],
    )
    after = {p: (pack / p).read_bytes() for p in tree_hashes(pack) if not p.startswith(".")}
    assert tree_hashes(REPO / "src", (".py",)) == code_before
    changed = sorted(p for p in after if before.get(p) != after[p])
    assert changed == ["lexicon/taught.jsonl", "manifest.json"]
    assert after["lexicon/taught.jsonl"].count(b"\n") == 1
    old_m, new_m = json.loads(before["manifest.json"]), json.loads(after["manifest.json"])
    assert {k: v for k, v in new_m["files"].items() if k != "lexicon/taught.jsonl"} == old_m[
        "files"
    ]
