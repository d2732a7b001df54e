"""Decomposition into proposals, and the hash-chained review log."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from teaching_kit import row, run_cli

from mathcore.teaching.errors import LogIntegrityError
from mathcore.teaching.evidence import evidence_from_row
from mathcore.teaching.proposals import ALL_CHANGE_KINDS, CHANGE_KINDS, group
from mathcore.teaching.ratification import check_proposal
from mathcore.teaching.review_log import ReviewLog


def rows_for(token: str, n: int, **kw: str) -> list[dict[str, object]]:
    return [row(f"{token}-{i}", token, **kw) for i in range(n)]  # type: ignore[arg-type]


def test_groups_need_two_distinct_records() -> None:
    evs = [evidence_from_row(r) for r in rows_for("Zorg", 2) + rows_for("Quix", 1)]
    evs.append(evidence_from_row(row("Quix-0", "Quix")))  # the same record again: no new case
    props, skipped = group(evs)
    assert [p.key for p in props] == ["zorg"]
    assert skipped == {"single_record": 1}
    p = props[0]
    assert p.change_kind == "vocabulary_addition" and len(p.evidence) == 2
    assert set(p.trace) == {"observation", "grouping", "hypothesis", "conclusion"}
    assert "wrong" in p.wrong_zero
    check_proposal(p)


def test_groups_split_by_reason_and_missing_operator() -> None:
    evs = [
        evidence_from_row(r)
        for r in rows_for("gave", 2, op="frame_entry")
        + rows_for("gave", 2, op="lexicon_entry")
        + rows_for("gave", 2, op="lexicon_entry", reason="story.other")
    ]
    props, _ = group(evs)
    assert sorted((p.change_kind, p.reason) for p in props) == [
        ("frame_reclassification", "story.unknown_word"),
        ("vocabulary_addition", "story.other"),
        ("vocabulary_addition", "story.unknown_word"),
    ]
    assert len({p.id for p in props}) == 3


def test_no_dead_end_change_kinds_are_emitted() -> None:
    evs = [
        evidence_from_row(r)
        for op in ("pronoun_resolution", "unit_binding", "percentage")
        for r in rows_for("it", 3, op=op)
    ]
    evs += [evidence_from_row(r) for r in rows_for("20", 3, op="multi_quantity_composition")]
    props, skipped = group(evs)
    assert props == []
    assert skipped == {
        "no_handler:reference": 3,
        "no_handler:slot": 3,
        "no_handler:unsupported": 3,
        "no_key": 3,
    }
    # every kind propose can emit has a handler; the other two are recognized, never emitted
    assert set(CHANGE_KINDS.values()) | {"matcher_extension", "injector_sub_shape"} == set(
        ALL_CHANGE_KINDS
    )


def test_composition_proposals_from_solver_refusals() -> None:
    rs = [
        row(
            f"c-{i}",
            None,
            op="multi_quantity_composition",
            reason="story.composition_not_ratified",
            detail="story_count_times_price",
        )
        for i in range(3)
    ]
    props, _ = group([evidence_from_row(r) for r in rs])
    assert [(p.change_kind, p.key) for p in props] == [
        ("composition_reclassification", "story_count_times_price")
    ]
    assert props[0].proposed_change()["categories"] == sorted(
        ["additive_composition", "multiplicative_composition", "subtractive_composition"]
    )


@settings(max_examples=30, deadline=None)
@given(st.randoms(use_true_random=False), st.integers(min_value=0, max_value=3))
def test_proposal_ids_are_content_derived(rnd: random.Random, dup: int) -> None:
    base = rows_for("Zorg", 3) + rows_for("gave", 2, op="frame_entry")
    shuffled = list(base) + [base[0]] * dup
    rnd.shuffle(shuffled)
    a, _ = group([evidence_from_row(r) for r in base])
    b, _ = group([evidence_from_row(r) for r in shuffled])
    assert [p.to_json() for p in a] == [p.to_json() for p in b]
    assert all(p.id.startswith("P-") and len(p.id) == 18 for p in a)


# -- the review log ---------------------------------------------------------------------


def filled(tmp_path: Path, n: int = 4) -> ReviewLog:
    log = ReviewLog(tmp_path / "review" / "log.jsonl")
    with log.lock():
        for i in range(n):
            log.append("proposal", {"id": f"P-{i}", "n": i})
    return log


def test_log_chain_verifies_and_is_created_on_first_write(tmp_path: Path) -> None:
    log = ReviewLog(tmp_path / "review" / "log.jsonl")
    assert log.verify().ok and log.verify().entries == 0
    log = filled(tmp_path)
    v = log.verify()
    assert v.ok and v.entries == 4 and not v.faults
    assert [e["seq"] for e in log.entries()] == [0, 1, 2, 3]
    r = run_cli("teach", "log", "--verify", "--log", str(log.path))
    assert r.returncode == 0 and "OK: 4 entries" in r.stdout


def _lines(log: ReviewLog) -> list[bytes]:
    return log.path.read_bytes().splitlines(keepends=True)


def edit(log: ReviewLog) -> None:
    lines = _lines(log)
    e = json.loads(lines[1])
    e["body"]["n"] = 99
    lines[1] = json.dumps(e, sort_keys=True, separators=(",", ":")).encode() + b"\n"
    log.path.write_bytes(b"".join(lines))


def edit_and_rehash(log: ReviewLog) -> None:
    from mathcore.teaching.review_log import entry_hash

    lines = _lines(log)
    e = json.loads(lines[3])
    e["body"]["n"] = 99
    e["hash"] = entry_hash(e["seq"], e["prev"], e["kind"], e["body"])
    lines[3] = json.dumps(e, sort_keys=True, separators=(",", ":")).encode() + b"\n"
    log.path.write_bytes(b"".join(lines))


def reorder(log: ReviewLog) -> None:
    lines = _lines(log)
    lines[1], lines[2] = lines[2], lines[1]
    log.path.write_bytes(b"".join(lines))


def truncate(log: ReviewLog) -> None:
    log.path.write_bytes(b"".join(_lines(log)[:-1]))


def drop_middle(log: ReviewLog) -> None:
    lines = _lines(log)
    log.path.write_bytes(b"".join(lines[:1] + lines[2:]))


def cut_mid_line(log: ReviewLog) -> None:
    log.path.write_bytes(log.path.read_bytes()[:-10])


def reformat(log: ReviewLog) -> None:
    lines = _lines(log)
    lines[0] = json.dumps(json.loads(lines[0]), indent=1).replace("\n", " ").encode() + b"\n"
    log.path.write_bytes(b"".join(lines))


def lose_head(log: ReviewLog) -> None:
    log.head_path.unlink()


def not_json(log: ReviewLog) -> None:
    log.path.write_bytes(b"{oops\n" + log.path.read_bytes())


@pytest.mark.parametrize(
    "damage",
    [
        edit,
        edit_and_rehash,
        reorder,
        truncate,
        drop_middle,
        cut_mid_line,
        reformat,
        lose_head,
        not_json,
    ],
)
def test_log_verify_detects_every_fault(tmp_path: Path, damage: object) -> None:
    log = filled(tmp_path)
    damage(log)  # type: ignore[operator]
    v = log.verify()
    assert not v.ok and v.faults
    with pytest.raises(LogIntegrityError):
        log.entries(strict=True)
    r = run_cli("teach", "log", "--verify", "--log", str(log.path))
    assert r.returncode == 1 and "FAULT" in r.stdout


def test_unacknowledged_partial_write_is_dropped_on_next_lock(tmp_path: Path) -> None:
    log = filled(tmp_path, 2)
    with open(log.path, "ab") as fh:  # a crash mid-write: the head was never moved
        fh.write(b'{"seq":2,"prev":"')
    assert not log.verify().ok
    with log.lock():
        log.append("proposal", {"id": "P-9"})
    assert log.verify().ok and log.verify().entries == 3


def test_unknown_entry_kind_is_a_bug(tmp_path: Path) -> None:
    log = ReviewLog(tmp_path / "log.jsonl")
    with log.lock(), pytest.raises(ValueError, match="kind"):
        log.append("note", {})


def test_keys_no_claim_could_take_are_not_proposed() -> None:
    evs = [evidence_from_row(r) for tok in (",", "3rd", "Zorg") for r in rows_for(tok, 2)]
    props, skipped = group(evs)
    assert [p.key for p in props] == ["zorg"]
    assert skipped == {"invalid_key": 4}
