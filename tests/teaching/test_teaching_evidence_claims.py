"""Canonical bytes, evidence records and claims (ADR-0169 gate: canonicalization)."""

from __future__ import annotations

import json
from dataclasses import replace

import pytest
from hypothesis import given
from hypothesis import strategies as st
from teaching_kit import row

from mathcore.packs.schema import SAFE_COMPOSITION_CATEGORIES
from mathcore.teaching.canonical import NotCanonical, canonical_bytes, digest
from mathcore.teaching.claims import (
    Claim,
    CompositionClaim,
    FrameClaim,
    LexicalClaim,
    check_key,
    teachable_lexicon_categories,
)
from mathcore.teaching.errors import (
    EvidenceLaundering,
    EvidenceTampering,
    InvalidPolarity,
    WrongCategory,
    WrongCompositionCategory,
    WrongFrameClass,
    WrongLexicalCategory,
)
from mathcore.teaching.evidence import (
    SOURCE,
    AuditRowError,
    check_evidence,
    evidence_from_row,
    normalize_row,
)

# -- canonical bytes --------------------------------------------------------------------


def test_canonical_bytes_are_sorted_compact_utf8() -> None:
    assert (
        canonical_bytes({"b": 1, "a": ["é", None, True]}) == '{"a":["é",null,true],"b":1}'.encode()
    )


@pytest.mark.parametrize("bad", [1.5, {"x": [0.1]}, {1: "a"}, {"s": {1, 2}}])
def test_canonical_bytes_refuse_floats_and_non_json(bad: object) -> None:
    with pytest.raises(NotCanonical):
        canonical_bytes(bad)


json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.text(max_size=5),
    lambda inner: (
        st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=3), inner, max_size=3)
    ),
    max_leaves=10,
)


@given(st.dictionaries(st.text(max_size=4), json_values, max_size=6))
def test_canonical_bytes_do_not_depend_on_key_order(d: dict[str, object]) -> None:
    reordered = dict(reversed(list(d.items())))
    assert canonical_bytes(d) == canonical_bytes(reordered)
    assert json.loads(canonical_bytes(d)) == d
    assert digest(d) == digest(reordered)


# -- evidence ---------------------------------------------------------------------------


def test_nested_and_flat_audit_rows_give_the_same_evidence() -> None:
    a = evidence_from_row(row("c-1", "Zorg"))
    b = evidence_from_row(row("c-1", "Zorg", nested=True))
    assert a.digest == b.digest and a.source == SOURCE == "math_audit"
    assert a.sub_type == "lexical" and a.key == "zorg"


@pytest.mark.parametrize(
    ("op", "sub"),
    [
        ("lexicon_entry", "lexical"),
        ("frame_entry", "frame"),
        ("multi_quantity_composition", "composition"),
        ("quantity_extraction", "composition"),
        ("pronoun_resolution", "reference"),
        ("unit_binding", "slot"),
        ("percentage", "unsupported"),
    ],
)
def test_sub_type_follows_the_missing_operator(op: str, sub: str) -> None:
    assert evidence_from_row(row("c", "w", op=op)).sub_type == sub


def test_composition_key_is_the_pattern_never_a_token() -> None:
    located = evidence_from_row(row("c", "20", op="multi_quantity_composition"))
    assert located.key is None  # a number token is not a composition pattern
    solver = evidence_from_row(
        row(
            "c",
            None,
            op="multi_quantity_composition",
            reason="story.composition_not_ratified",
            detail="story_count_times_price",
        )
    )
    assert solver.key == "story_count_times_price"
    explicit = evidence_from_row(
        {**row("c", "20", op="quantity_extraction"), "pattern": "bound(count)  × bound(unit_cost)"}
    )
    assert explicit.key == "bound(count) × bound(unit_cost)"
    prose = evidence_from_row(row("c", None, op="quantity_extraction", detail="two numbers"))
    assert prose.key is None


def test_evidence_digest_is_sha256_of_canonical_body() -> None:
    ev = evidence_from_row(row("c-1", "Zorg"))
    assert ev.digest == digest(ev.body()) and len(ev.digest) == 64
    check_evidence(ev)


def test_laundered_evidence_is_rejected_before_anything_else() -> None:
    ev = evidence_from_row(row("c-1", "Zorg"))
    with pytest.raises(EvidenceLaundering):
        check_evidence(replace(ev, source="corpus"))


def test_tampered_evidence_is_rejected() -> None:
    ev = evidence_from_row(row("c-1", "Zorg"))
    edited = replace(ev, row={**ev.row, "token": "Blorg"})
    with pytest.raises(EvidenceTampering):
        check_evidence(edited)
    with pytest.raises(EvidenceTampering):  # a relabelled sub-type with a recomputed digest
        body = {**ev.body(), "sub_type": "frame"}
        check_evidence(replace(ev, sub_type="frame", digest=digest(body)))


@pytest.mark.parametrize(
    "bad",
    [
        {"question": "x"},
        {"case_id": "c", "recognized": "abc"},
        {"case_id": "c", "token_index": "3"},
        {"case_id": "c", "token": 1.5},
    ],
)
def test_malformed_audit_rows_are_refused(bad: dict[str, object]) -> None:
    with pytest.raises(AuditRowError):
        normalize_row(bad)


# -- claims -----------------------------------------------------------------------------


def test_safe_composition_categories_are_exactly_the_seed() -> None:
    assert (
        frozenset(
            {
                "multiplicative_composition",
                "additive_composition",
                "subtractive_composition",
            }
        )
        == SAFE_COMPOSITION_CATEGORIES
    )


def test_claim_signature_deduplicates_equivalent_evidence() -> None:
    a = CompositionClaim(
        "story_gain_adds",
        "additive_composition",
        "affirms",
        reason="r",
        missing_operator="m",
        evidence=("e2", "e1", "e1"),
    )
    b = CompositionClaim(
        "story_gain_adds",
        "additive_composition",
        "affirms",
        reason="r",
        missing_operator="m",
        evidence=("e1", "e2"),
    )
    assert a.signature() == b.signature()
    c = CompositionClaim(
        "story_gain_adds",
        "additive_composition",
        "falsifies",
        reason="r",
        missing_operator="m",
        evidence=("e1", "e2"),
    )
    assert c.signature() != a.signature()


@given(st.lists(st.sampled_from(["a", "b", "c", "d"]), min_size=1, max_size=8), st.randoms())
def test_claim_signature_is_order_and_duplicate_free(evs: list[str], rnd: object) -> None:
    shuffled = list(evs)
    rnd.shuffle(shuffled)  # type: ignore[attr-defined]
    one = FrameClaim(
        "gave", "transfer_frame", "affirms", reason="r", missing_operator="m", evidence=tuple(evs)
    )
    two = FrameClaim(
        "GAVE",
        "transfer_frame",
        "affirms",
        reason="r",
        missing_operator="m",
        evidence=tuple(shuffled) + tuple(evs),
    )
    assert one.signature() == two.signature()


def test_claim_allowlists() -> None:
    with pytest.raises(WrongCompositionCategory):
        CompositionClaim(
            "p_x", "ratio_composition", "affirms", reason="r", missing_operator="m", evidence=()
        )
    with pytest.raises(WrongFrameClass):
        FrameClaim(
            "gave", "possession_frame", "affirms", reason="r", missing_operator="m", evidence=()
        )
    with pytest.raises(WrongLexicalCategory):
        LexicalClaim(
            "seven", "number_word", reason="r", missing_operator="m", evidence=(), value="7"
        )
    assert "drain_token" in teachable_lexicon_categories()
    assert "number_word" not in teachable_lexicon_categories()
    assert issubclass(WrongCompositionCategory, WrongCategory)


def test_claim_polarity() -> None:
    with pytest.raises(InvalidPolarity):
        FrameClaim("gave", "transfer_frame", "maybe", reason="r", missing_operator="m", evidence=())
    with pytest.raises(InvalidPolarity):
        Claim("lexical", "zorg", "drain_token", "falsifies", "r", "m", ())


@pytest.mark.parametrize(
    ("kind", "key", "ok"),
    [
        ("composition", "story_gain_adds", True),
        ("composition", "bound(count) bound(unit_cost)", True),
        ("composition", "bound(initial) − bound(removed)", True),
        ("composition", "x; drop", False),
        ("composition", "Two Words", False),
        ("lexical", "zorg", True),
        ("lexical", "two words", False),
        ("frame", "gave", True),
        ("frame", "", False),
    ],
)
def test_claim_keys(kind: str, key: str, ok: bool) -> None:
    if ok:
        check_key(kind, key)
    else:
        with pytest.raises(WrongCategory):
            check_key(kind, key)


def test_only_lexical_claims_carry_values() -> None:
    with pytest.raises(WrongCategory):
        Claim("frame", "gave", "transfer_frame", "affirms", "r", "m", (), value="x")
