"""Hypothesis properties: any single-byte edit of the review log is detected; registry bytes
after any order of ratified rows are identical."""

from __future__ import annotations

import random
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st
from teaching_kit import small_pack

from mathcore.packs.loader import load_pack
from mathcore.teaching.claims import CompositionClaim, FrameClaim, LexicalClaim
from mathcore.teaching.registry_write import plan_change, plan_row, write_change
from mathcore.teaching.review_log import ReviewLog


@settings(max_examples=60, deadline=None)
@given(st.integers(min_value=0, max_value=10**9), st.integers(min_value=1, max_value=255))
def test_any_single_byte_edit_of_the_log_is_detected(
    tmp_path_factory: object, at: int, delta: int
) -> None:
    root = tmp_path_factory.mktemp("log")  # type: ignore[attr-defined]
    log = ReviewLog(root / "log.jsonl")
    with log.lock():
        for i in range(3):
            log.append("decision", {"proposal": f"P-{i}", "decision": "deferred", "why": "é"})
    data = bytearray(log.path.read_bytes())
    i = at % len(data)
    data[i] = (data[i] + delta) % 256
    log.path.write_bytes(bytes(data))
    assert not log.verify().ok


CLAIMS = [
    LexicalClaim(
        "zorg", "modifier", reason="r", missing_operator="lexicon_entry", evidence=("a", "b")
    ),
    LexicalClaim("quix", "name", reason="r", missing_operator="lexicon_entry", evidence=("c", "d")),
    FrameClaim(
        "took",
        "decrement_frame",
        "affirms",
        reason="r",
        missing_operator="frame_entry",
        evidence=("e", "f"),
    ),
    FrameClaim(
        "lent",
        "transfer_frame",
        "falsifies",
        reason="r",
        missing_operator="frame_entry",
        evidence=("g", "h"),
    ),
    CompositionClaim(
        "story_count_times_price",
        "multiplicative_composition",
        "affirms",
        reason="r",
        missing_operator="multi_quantity_composition",
        evidence=("i", "j"),
    ),
    CompositionClaim(
        "bound(initial) − bound(removed)",
        "subtractive_composition",
        "affirms",
        reason="r",
        missing_operator="quantity_extraction",
        evidence=("k", "l"),
    ),
]


def apply_all(root: Path, order: list[int]) -> dict[str, bytes]:
    small_pack(root)
    for i in order:
        write_change(
            root, plan_change(root, plan_row(CLAIMS[i], proposal_id=f"P-{i}", reviewer="r"))
        )
    load_pack(root)
    return {
        str(p.relative_to(root)): p.read_bytes() for p in sorted(root.rglob("*")) if p.is_file()
    }


@settings(max_examples=25, deadline=None)
@given(st.randoms(use_true_random=False))
def test_registry_bytes_do_not_depend_on_ratification_order(
    tmp_path_factory: object, rnd: random.Random
) -> None:
    base = tmp_path_factory.mktemp("order")  # type: ignore[attr-defined]
    order = list(range(len(CLAIMS)))
    shuffled = list(order)
    rnd.shuffle(shuffled)
    assert apply_all(base / "a", order) == apply_all(base / "b", shuffled)
