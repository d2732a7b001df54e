"""Ratification end to end on a scratch pack and log: checks, receipts, decisions, ordering."""

from __future__ import annotations

import json
from dataclasses import dataclass, replace
from pathlib import Path

import pytest
from teaching_kit import row, run_cli, small_pack, tiny_data, write_jsonl

from mathcore.packs.loader import current_pack, load_pack, sha256_bytes
from mathcore.teaching import corridor
from mathcore.teaching.errors import (
    AlreadyDecided,
    AlreadyRatified,
    EvidenceLaundering,
    EvidenceTampering,
    InvalidDecision,
    InvalidPolarity,
    PolarityConflict,
    UnknownProposal,
    UnsupportedChangeKind,
    WrongClaimSubType,
    WrongCompositionCategory,
    WrongFrameClass,
    WrongLexicalCategory,
)
from mathcore.teaching.evidence import evidence_from_row
from mathcore.teaching.proposals import group, proposal_id
from mathcore.teaching.ratification import build_claim
from mathcore.teaching.review_log import ReviewLog


@dataclass
class Env:
    pack: Path
    log: Path
    data: list[Path]
    ids: dict[str, str]  # key -> proposal id

    def ratify(
        self, key: str, category: str, polarity: str = "affirms", **kw: object
    ) -> corridor.Receipt:
        return corridor.ratify(
            self.ids[key],
            category=category,
            polarity=polarity,
            reviewer="alice",
            log_path=self.log,
            pack_path=self.pack,
            replay_data=self.data,
            **kw,
        )  # type: ignore[arg-type]

    def state(self) -> tuple[dict[str, str], int]:
        files = {
            str(p.relative_to(self.pack)): sha256_bytes(p.read_bytes())
            for p in sorted(self.pack.rglob("*.json*"))
        }
        return files, len(corridor.read_log(self.log))


def audit_rows() -> list[dict[str, object]]:
    rows = [row(f"z-{i}", "Zorg") for i in range(3)]
    rows += [
        row(f"t-{i}", "took", op="frame_entry", reason="story.unreadable_sentence")
        for i in range(2)
    ]
    rows += [
        row(f"g-{i}", "gave", op="frame_entry", reason="story.unreadable_sentence")
        for i in range(2)
    ]
    rows += [
        row(
            f"c-{i}",
            None,
            op="multi_quantity_composition",
            reason="story.composition_not_ratified",
            detail="story_count_times_price",
        )
        for i in range(2)
    ]
    rows += [
        row(
            f"a-{i}",
            None,
            op="multi_quantity_composition",
            reason="story.composition_not_ratified",
            detail="story_gain_adds",
        )
        for i in range(2)
    ]
    return rows


@pytest.fixture
def env(tmp_path: Path) -> Env:
    pack = small_pack(tmp_path / "pack")
    log = tmp_path / "review" / "log.jsonl"
    audit = write_jsonl(tmp_path / "audit.jsonl", audit_rows())
    rep = corridor.propose(audit, log, pack)
    assert len(rep.new) == 5
    ids = {v.key: v.id for v in corridor.list_proposals(log, pack)}
    return Env(pack, log, [tiny_data(tmp_path / "data" / "tiny.jsonl")], ids)


def test_propose_is_idempotent(env: Env, tmp_path: Path) -> None:
    audit = write_jsonl(tmp_path / "again.jsonl", list(reversed(audit_rows())) + audit_rows())
    rep = corridor.propose(audit, env.log, env.pack)
    assert rep.new == () and rep.already_logged == 5
    assert corridor.verify_log(env.log).ok


def test_ratify_writes_one_row_with_provenance_and_a_receipt(env: Env) -> None:
    before = sha256_bytes((env.pack / "manifest.json").read_bytes())
    r = env.ratify("zorg", "drain_token")
    assert r.decision == "ratified" and r.reviewer == "alice" and r.log_entry
    rows = (env.pack / "lexicon" / "taught.jsonl").read_text().splitlines()
    assert len(rows) == 1
    written = json.loads(rows[0])
    assert written["form"] == "zorg" and written["category"] == "drain_token"
    prov = written["provenance"]
    assert prov["proposal"] == env.ids["zorg"] and prov["reviewer"] == "alice"
    assert len(prov["evidence"]) == 3 and "time" not in json.dumps(written)
    assert r.files is not None and r.files["manifest_before"] == before
    assert r.files["manifest_after"] == sha256_bytes((env.pack / "manifest.json").read_bytes())
    assert r.files["registry_after"] == sha256_bytes(
        (env.pack / "lexicon" / "taught.jsonl").read_bytes()
    )
    assert r.replay is not None and r.replay["ok"] and r.replay["before"]["tiny"]["total"] == 2
    assert "zorg" in load_pack(env.pack).words("drain_token")
    detail = corridor.get_proposal(env.ids["zorg"], env.log, env.pack)
    assert detail.view.state == "ratified" and detail.last_replay is not None
    assert detail.evidence[0]["token_span"] == [0, 4]
    assert corridor.verify_log(env.log).ok


def test_second_ratification_is_already_ratified(env: Env) -> None:
    env.ratify("zorg", "drain_token")
    snapshot = env.state()
    with pytest.raises(AlreadyRatified):
        env.ratify("zorg", "drain_token")
    with pytest.raises(AlreadyRatified):
        corridor.reject(
            env.ids["zorg"], reason="no", reviewer="bob", log_path=env.log, pack_path=env.pack
        )
    assert env.state() == snapshot


def test_reject_and_defer_are_durable(env: Env) -> None:
    pid = env.ids["took"]
    d = corridor.defer(
        pid, reason="need more cases", reviewer="bob", log_path=env.log, pack_path=env.pack
    )
    assert d.decision == "deferred" and d.log_entry
    with pytest.raises(AlreadyDecided):
        corridor.defer(pid, reason="again", reviewer="bob", log_path=env.log, pack_path=env.pack)
    r = corridor.reject(
        pid, reason="'took' is ambiguous", reviewer="bob", log_path=env.log, pack_path=env.pack
    )
    assert r.decision == "rejected"
    with pytest.raises(AlreadyDecided):
        env.ratify("took", "decrement_frame")
    states = {v.id: v.state for v in corridor.list_proposals(env.log, env.pack)}
    assert states[pid] == "rejected"
    assert [v.id for v in corridor.list_proposals(env.log, env.pack, "rejected")] == [pid]
    decisions = corridor.get_proposal(pid, env.log, env.pack).decisions
    assert [(x["decision"], x["reviewer"]) for x in decisions] == [
        ("deferred", "bob"),
        ("rejected", "bob"),
    ]


def test_deferred_proposals_can_still_be_ratified(env: Env) -> None:
    corridor.defer(
        env.ids["took"], reason="later", reviewer="bob", log_path=env.log, pack_path=env.pack
    )
    assert env.ratify("took", "decrement_frame").decision == "ratified"


@pytest.mark.parametrize(
    ("key", "category", "polarity", "error"),
    [
        ("zorg", "number_word", "affirms", WrongLexicalCategory),
        ("zorg", "drain_token", "falsifies", InvalidPolarity),
        ("took", "possession_frame", "affirms", WrongFrameClass),
        ("took", "decrement_frame", "sometimes", InvalidPolarity),
        ("story_count_times_price", "ratio_composition", "affirms", WrongCompositionCategory),
        ("story_count_times_price", "drain_token", "affirms", WrongCompositionCategory),
        ("story_gain_adds", "additive_composition", "affirms", AlreadyRatified),
        ("story_gain_adds", "additive_composition", "falsifies", PolarityConflict),
        ("story_gain_adds", "subtractive_composition", "affirms", PolarityConflict),
        ("gave", "transfer_frame", "affirms", AlreadyRatified),
        ("gave", "transfer_frame", "falsifies", PolarityConflict),
        ("gave", "decrement_frame", "affirms", PolarityConflict),
    ],
)
def test_checks_refuse_before_any_write(
    env: Env, key: str, category: str, polarity: str, error: type[Exception]
) -> None:
    snapshot = env.state()
    with pytest.raises(error):
        env.ratify(key, category, polarity)
    assert env.state() == snapshot


def test_affirm_then_falsify_is_a_polarity_conflict_not_two_rows(env: Env, tmp_path: Path) -> None:
    env.ratify("took", "decrement_frame", "affirms")
    other = [row(f"o-{i}", "took", op="frame_entry", reason="story.other") for i in range(2)]
    corridor.propose(write_jsonl(tmp_path / "a2.jsonl", other), env.log, env.pack)
    pid = next(
        v.id
        for v in corridor.list_proposals(env.log, env.pack)
        if v.key == "took" and v.reason == "story.other"
    )
    with pytest.raises(PolarityConflict):
        corridor.ratify(
            pid,
            category="decrement_frame",
            polarity="falsifies",
            reviewer="bob",
            log_path=env.log,
            pack_path=env.pack,
            replay_data=env.data,
        )
    assert len((env.pack / "frames" / "taught.jsonl").read_text().splitlines()) == 1
    load_pack(env.pack)


def test_unknown_proposal_and_missing_reviewer(env: Env) -> None:
    with pytest.raises(UnknownProposal):
        corridor.ratify(
            "P-0000000000000000",
            category="drain_token",
            polarity="affirms",
            reviewer="a",
            log_path=env.log,
            pack_path=env.pack,
            replay_data=env.data,
        )
    with pytest.raises(UnknownProposal):
        corridor.get_proposal("P-nope", env.log, env.pack)
    with pytest.raises(InvalidDecision):
        env.ratify("zorg", "drain_token", reviewer=" ") if False else corridor.ratify(
            env.ids["zorg"],
            category="drain_token",
            polarity="affirms",
            reviewer=" ",
            log_path=env.log,
            pack_path=env.pack,
            replay_data=env.data,
        )
    with pytest.raises(InvalidDecision):
        corridor.reject(
            env.ids["zorg"], reason="", reviewer="bob", log_path=env.log, pack_path=env.pack
        )


def _forge(env: Env, mutate: str) -> str:
    """Append a well-chained but dishonest proposal to the log; return its id."""
    log = ReviewLog(env.log)
    props, _ = group([evidence_from_row(r) for r in [row(f"f-{i}", "Frob") for i in range(2)]])
    p = props[0]
    body = p.to_json()
    if mutate == "launder":
        body["evidence"][0]["source"] = "corpus"
    elif mutate == "tamper":
        body["evidence"][0]["row"]["question"] = "Something else entirely."
    elif mutate == "subtype":
        frame = evidence_from_row(row("f-9", "Frob", op="frame_entry"))
        body["evidence"][1] = frame.to_json()
    elif mutate == "kind":
        body["change_kind"] = "matcher_extension"
    elif mutate == "id":
        body["id"] = "P-0123456789abcdef"
    with log.lock():
        log.append("proposal", body)
    return str(body["id"])


@pytest.mark.parametrize(
    ("mutate", "error"),
    [
        ("launder", EvidenceLaundering),
        ("tamper", EvidenceTampering),
        ("subtype", WrongClaimSubType),
        ("kind", WrongClaimSubType),
        ("id", EvidenceTampering),
    ],
)
def test_dishonest_proposals_in_the_log_are_refused(
    env: Env, mutate: str, error: type[Exception]
) -> None:
    pid = _forge(env, mutate)
    snapshot = env.state()
    with pytest.raises(error):
        corridor.ratify(
            pid,
            category="drain_token",
            polarity="affirms",
            reviewer="a",
            log_path=env.log,
            pack_path=env.pack,
            replay_data=env.data,
        )
    files, n = env.state()
    assert files == snapshot[0] and n == snapshot[1]


def test_check_order_and_unsupported_kinds() -> None:
    props, _ = group([evidence_from_row(r) for r in [row(f"f-{i}", "Frob") for i in range(2)]])
    p = props[0]
    laundered = replace(p, evidence=(replace(p.evidence[0], source="corpus"), p.evidence[1]))
    with pytest.raises(EvidenceLaundering):  # laundering is named even with a bad category
        build_claim(laundered, category="bogus", polarity="bogus")
    for kind in ("matcher_extension", "injector_sub_shape"):
        bad = replace(p, change_kind=kind, claim_type="matcher")
        with pytest.raises(UnsupportedChangeKind):
            build_claim(bad, category="drain_token", polarity="affirms")
    with pytest.raises(UnsupportedChangeKind):
        build_claim(replace(p, change_kind="rewrite_solver"), category="x", polarity="affirms")
    single = replace(p, evidence=p.evidence[:1])
    single = replace(
        single,
        id=proposal_id(p.change_kind, p.reason, p.missing_operator, p.key, [p.evidence[0].digest]),
    )
    with pytest.raises(EvidenceTampering):
        build_claim(single, category="drain_token", polarity="affirms")


def test_a_running_process_sees_a_ratification(env: Env) -> None:
    assert "zorg" not in current_pack(env.pack).words("drain_token")
    env.ratify("zorg", "drain_token")
    assert "zorg" in current_pack(env.pack).words("drain_token")
    env.ratify("took", "decrement_frame")
    assert current_pack(env.pack).frames["took"][0].frame_class == "decrement_frame"


def test_queue_order_independence_byte_for_byte(tmp_path: Path) -> None:
    packs = {}
    for order in ("ab", "ba"):
        base = tmp_path / order
        pack = small_pack(base / "pack")
        log = base / "log.jsonl"
        corridor.propose(write_jsonl(base / "audit.jsonl", audit_rows()), log, pack)
        ids = {v.key: v.id for v in corridor.list_proposals(log, pack)}
        data = [tiny_data(base / "tiny.jsonl")]
        steps = [
            ("zorg", "drain_token", "affirms"),
            ("took", "decrement_frame", "affirms"),
            ("story_count_times_price", "multiplicative_composition", "affirms"),
        ]
        for key, cat, pol in steps if order == "ab" else list(reversed(steps)):
            corridor.ratify(
                ids[key],
                category=cat,
                polarity=pol,
                reviewer="alice",
                log_path=log,
                pack_path=pack,
                replay_data=data,
            )
        packs[order] = {
            str(p.relative_to(pack)): p.read_bytes()
            for p in sorted(pack.rglob("*"))
            if p.is_file() and not p.name.startswith(".")
        }
    assert packs["ab"] == packs["ba"]
    assert "compositions/multiplicative_composition.jsonl" in packs["ab"]


def test_cli_end_to_end(tmp_path: Path) -> None:
    pack = small_pack(tmp_path / "pack")
    log = tmp_path / "log.jsonl"
    audit = write_jsonl(tmp_path / "audit.jsonl", audit_rows())
    data = tiny_data(tmp_path / "tiny.jsonl")
    common = ["--log", str(log), "--pack", str(pack)]
    r = run_cli("teach", "propose", str(audit), "--key", "Zorg", *common)
    assert r.returncode == 0 and "5 proposals (1 new" in r.stdout
    r = run_cli("teach", "propose", str(audit), "--min-evidence", "3", *common)
    assert r.returncode == 0 and "5 proposals (0 new" in r.stdout and "1 already" in r.stdout
    r = run_cli("teach", "propose", str(audit), *common)
    assert r.returncode == 0 and "5 proposals (4 new" in r.stdout
    views = json.loads(run_cli("teach", "list", "--json", *common).stdout)
    pid = next(v["id"] for v in views if v["key"] == "zorg")
    shown = json.loads(run_cli("teach", "show", pid, *common).stdout)
    assert shown["trace"]["observation"].startswith("3 refusals")
    r = run_cli(
        "teach",
        "replay",
        pid,
        "--category",
        "drain_token",
        "--polarity",
        "affirms",
        "--replay-data",
        str(data),
        *common,
    )
    assert r.returncode == 0 and "PASS" in r.stdout
    r = run_cli(
        "teach",
        "ratify",
        pid,
        "--category",
        "drain_token",
        "--polarity",
        "affirms",
        "--reviewer",
        "alice",
        "--replay-data",
        str(data),
        *common,
    )
    assert r.returncode == 0 and "ratified" in r.stdout and "manifest_after" in r.stdout
    r = run_cli(
        "teach",
        "ratify",
        pid,
        "--category",
        "drain_token",
        "--polarity",
        "affirms",
        "--reviewer",
        "alice",
        "--replay-data",
        str(data),
        *common,
    )
    assert r.returncode == 1 and "AlreadyRatified" in r.stderr
    took = next(v["id"] for v in views if v["key"] == "took")
    r = run_cli("teach", "reject", took, "--reason", "ambiguous", "--reviewer", "bob", *common)
    assert r.returncode == 0 and "rejected" in r.stdout
    r = run_cli("teach", "defer", took, "--reason", "x", "--reviewer", "bob", *common)
    assert r.returncode == 1 and "AlreadyDecided" in r.stderr
    r = run_cli(
        "teach",
        "ratify",
        pid,
        "--category",
        "drain_token",
        "--polarity",
        "wrong",
        "--reviewer",
        "alice",
        *common,
    )
    assert r.returncode == 1
    assert run_cli("teach", "log", "--verify", "--log", str(log)).returncode == 0
    assert "decision" in run_cli("teach", "log", "--log", str(log)).stdout


CONTROL = "Ana has 9 apples. She eats 4 apples. How many apples does Ana have left?"


def test_the_gate_refuses_a_row_that_changes_a_correct_answer(tmp_path: Path) -> None:
    """End to end with the real organs: teaching 'ana' as a time word would turn a correct
    answer into a refusal, so the gate refuses and nothing is written."""
    import shutil

    from mathcore import solve
    from mathcore.packs.loader import DEFAULT_PACK
    from mathcore.results import Solved
    from mathcore.teaching.errors import ReplayFailed

    pack = tmp_path / "pack"
    shutil.copytree(DEFAULT_PACK, pack, ignore=shutil.ignore_patterns(".*"))
    load_pack(pack)
    with pytest.MonkeyPatch.context() as mp:
        mp.setenv("MATHCORE_PACK", str(pack))
        if not isinstance(solve(CONTROL), Solved):
            pytest.skip("no organ answers the control problem with this pack")
    log = tmp_path / "log.jsonl"
    data = write_jsonl(
        tmp_path / "ctl.jsonl", [{"id": "ctl-1", "question": CONTROL, "answer": "5"}]
    )
    rows = [row(f"n-{i}", "Ana", question=f"Ana {i} went.") for i in range(2)]
    corridor.propose(write_jsonl(tmp_path / "a.jsonl", rows), log, pack)
    pid = corridor.list_proposals(log, pack)[0].id
    before = {p: p.read_bytes() for p in sorted(pack.rglob("*.json*"))}
    replay = corridor.replay(
        pid,
        category="time_word",
        polarity="affirms",
        log_path=log,
        pack_path=pack,
        replay_data=[data],
    )
    assert not replay.ok and replay.changed_correct == ("ctl:ctl-1",)
    with pytest.raises(ReplayFailed) as info:
        corridor.ratify(
            pid,
            category="time_word",
            polarity="affirms",
            reviewer="a",
            log_path=log,
            pack_path=pack,
            replay_data=[data],
        )
    assert info.value.result is not None and not info.value.result.ok
    assert {p: p.read_bytes() for p in sorted(pack.rglob("*.json*"))} == before
    kinds = [e["kind"] for e in corridor.read_log(log)]
    assert kinds == ["proposal", "replay", "replay"]  # both replays recorded, no intent
    assert corridor.list_proposals(log, pack)[0].state == "pending"
    assert corridor.get_proposal(pid, log, pack).last_replay["result"]["ok"] is False
    receipt = corridor.ratify(
        pid,
        category="modifier",
        polarity="affirms",
        reviewer="a",
        log_path=log,
        pack_path=pack,
        replay_data=[data],
    )
    assert receipt.replay is not None and receipt.replay["ok"]


def test_recovery_refuses_a_pack_changed_behind_its_back(env: Env) -> None:
    import os
    import subprocess
    import sys

    from mathcore.teaching.errors import PackStateError
    from mathcore.teaching.ratification import CRASH_ENV

    code = (
        "import sys; from pathlib import Path; from mathcore.teaching import corridor; "
        "corridor.ratify(sys.argv[1], category='drain_token', polarity='affirms', "
        "reviewer='a', log_path=sys.argv[2], pack_path=sys.argv[3], "
        "replay_data=[Path(sys.argv[4])])"
    )
    args = [env.ids["zorg"], str(env.log), str(env.pack), str(env.data[0])]
    done = subprocess.run(
        [sys.executable, "-c", code, *args],
        capture_output=True,
        env={**os.environ, CRASH_ENV: "after_registry"},
        timeout=300,
    )
    assert done.returncode == 86
    with open(env.pack / "lexicon" / "taught.jsonl", "a") as fh:
        fh.write('{"category":"drain_token","form":"zzz"}\n')
    with pytest.raises(PackStateError):
        corridor.recover(env.log, env.pack)
    with pytest.raises(PackStateError):
        corridor.reject(
            env.ids["took"], reason="x", reviewer="b", log_path=env.log, pack_path=env.pack
        )


def test_an_edited_log_blocks_every_decision(env: Env) -> None:
    from mathcore.teaching.errors import LogIntegrityError

    lines = env.log.read_bytes().splitlines(keepends=True)
    entry = json.loads(lines[0])
    entry["body"]["evidence"][0]["row"]["question"] = "Edited after the fact."
    lines[0] = json.dumps(entry, sort_keys=True, separators=(",", ":")).encode() + b"\n"
    env.log.write_bytes(b"".join(lines))
    snapshot = env.state()
    for decide in (
        lambda: env.ratify("zorg", "drain_token"),
        lambda: corridor.reject(
            env.ids["took"], reason="x", reviewer="b", log_path=env.log, pack_path=env.pack
        ),
        lambda: corridor.propose(
            write_jsonl(env.log.parent / "a2.jsonl", audit_rows()), env.log, env.pack
        ),
    ):
        with pytest.raises(LogIntegrityError):
            decide()
    assert env.state() == snapshot
    assert not corridor.verify_log(env.log).ok


def test_a_pack_changed_during_the_replay_is_not_written(
    env: Env, monkeypatch: pytest.MonkeyPatch
) -> None:
    from mathcore.packs.manifest import write_manifest
    from mathcore.teaching import ratification
    from mathcore.teaching.errors import PackStateError

    real = ratification.run_replay

    def racing(*args: object, **kw: object) -> object:
        result = real(*args, **kw)  # type: ignore[arg-type]
        write_jsonl(env.pack / "lexicon" / "other.jsonl", [{"form": "q", "category": "noun"}])
        write_manifest(env.pack)  # someone edits the pack while the gate runs
        return result

    monkeypatch.setattr(ratification, "run_replay", racing)
    with pytest.raises(PackStateError, match="changed during the replay"):
        env.ratify("zorg", "drain_token")
    assert not (env.pack / "lexicon" / "taught.jsonl").exists()
    assert [e["kind"] for e in corridor.read_log(env.log)][-1] == "replay"
