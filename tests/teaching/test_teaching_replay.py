"""The replay gate: its comparison, cross-process equivalence, and the whole-development proofs
(refusal stability, no corpus mutation, no runtime hot-patch)."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from teaching_kit import (
    REPO,
    SHARED,
    run_watched,
    small_pack,
    tiny_data,
    tree_hashes,
    write_jsonl,
)

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


WHOLE = """
import json, sys
from pathlib import Path
from mathcore.teaching.claims import LexicalClaim
from mathcore.teaching.registry_write import plan_row
from mathcore.teaching.replay import run_replay
pack, *data = sys.argv[1:]
claim = LexicalClaim("zyzzyva", "modifier", reason="story_unknown_word",
                     missing_operator="lexicon_entry", evidence=("e1", "e2"))
result = run_replay(Path(pack), plan_row(claim, proposal_id="P-x", reviewer="t"),
                    [Path(p) for p in data])
print(json.dumps(result.to_json()))
"""


def allowed_write(path: str, *roots: Path) -> bool:
    import tempfile

    inside = [Path(tempfile.gettempdir()), Path("/dev"), *roots]
    return any(Path(path).is_relative_to(r) for r in inside)


@pytest.mark.slow
@pytest.mark.skipif(not dev_data(), reason="../shared/data is absent")
def test_refusal_stability_and_no_mutation_over_the_whole_development_data(
    tmp_path: Path,
) -> None:
    """A candidate row replayed over every development problem: previously refused problems
    become correct or stay refused, nothing becomes wrong, no correct answer changes. The
    datasets and conformance files are byte-identical afterwards, and no process of the
    replay (watched by an audit hook) writes anywhere but its scratch copy and temp files:
    no code file, no dataset, not the real pack."""
    pack = tmp_path / "pack"
    shutil.copytree(DEFAULT_PACK, pack, ignore=shutil.ignore_patterns(".*"))
    corpus_before = tree_hashes(SHARED / "data") | tree_hashes(SHARED / "conformance")
    pack_before = tree_hashes(pack)
    proc, writes = run_watched(WHOLE, str(pack), *map(str, dev_data()), tmp=tmp_path)
    assert proc.returncode == 0, proc.stderr[-2000:]
    result = json.loads(proc.stdout)
    assert result["ok"], result["failures"]
    assert not result["newly_wrong"] and not result["changed_correct"]
    for name, counts in result["before"].items():
        after = result["after"][name]
        assert after["wrong"] == counts["wrong"], name  # a pre-existing wrong is not ours
        assert after["total"] == counts["total"] and after["correct"] >= counts["correct"]
    assert tree_hashes(SHARED / "data") | tree_hashes(SHARED / "conformance") == corpus_before
    assert tree_hashes(pack) == pack_before  # the gate writes only to its scratch copy
    assert writes, "the audit hook saw no write at all (the watch is not working)"
    bad = sorted(w for w in writes if not allowed_write(w) or Path(w).is_relative_to(pack))
    assert bad == []
    assert not any(Path(w).is_relative_to(REPO) or Path(w).is_relative_to(SHARED) for w in writes)


def test_a_ratification_changes_only_registry_rows(tmp_path: Path) -> None:
    """No runtime hot-patch: the ratifying process and its replay workers write only the
    pack's registry file and manifest, the review log and temp files; the pack gains one row
    and one manifest entry."""
    from teaching_kit import row

    from mathcore.teaching import corridor

    pack = small_pack(tmp_path / "pack")
    log = tmp_path / "review" / "log.jsonl"
    corridor.propose(
        write_jsonl(tmp_path / "a.jsonl", [row(f"z-{i}", "Zorg") for i in range(2)]), log, pack
    )
    pid = corridor.list_proposals(log, pack)[0].id
    before = {p: (pack / p).read_bytes() for p in tree_hashes(pack)}
    code = (
        "import sys; from pathlib import Path; from mathcore.teaching import corridor; "
        "corridor.ratify(sys.argv[1], category='modifier', polarity='affirms', reviewer='a', "
        "log_path=sys.argv[2], pack_path=sys.argv[3], replay_data=[Path(sys.argv[4])])"
    )
    data = tiny_data(tmp_path / "t.jsonl")
    proc, writes = run_watched(code, pid, str(log), str(pack), str(data), tmp=tmp_path)
    assert proc.returncode == 0, proc.stderr[-2000:]
    in_pack = {
        str(Path(w).relative_to(pack))
        for w in writes
        if Path(w).is_relative_to(pack) and not Path(w).is_dir()  # mkdir(exist_ok) is no write
    }
    assert {
        w for w in in_pack if not w.startswith((".", "lexicon/.", "frames/.", "compositions/."))
    } == {"lexicon/taught.jsonl", "manifest.json"}
    assert not any(Path(w).is_relative_to(REPO) for w in writes)
    outside = {w for w in writes if not allowed_write(w, pack, log.parent)}
    assert outside == set()
    after = {p: (pack / p).read_bytes() for p in tree_hashes(pack) if not p.startswith(".")}
    changed = sorted(p for p in after if before.get(p) != after[p])
    assert changed == ["lexicon/taught.jsonl", "manifest.json"]
    assert after["lexicon/taught.jsonl"].count(b"\n") == 1
    old_m, new_m = json.loads(before["manifest.json"]), json.loads(after["manifest.json"])
    assert {k: v for k, v in new_m["files"].items() if k != "lexicon/taught.jsonl"} == old_m[
        "files"
    ]
