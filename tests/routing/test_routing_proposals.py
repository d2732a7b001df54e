"""Proposals: flags enforced at construction, content-addressed, identical bytes, atomic."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from mathcore.errors import SetupError
from mathcore.results import Attempt
from mathcore.routing.proposals import Proposal, text_sha256, write_proposal

ATTEMPTS = (Attempt("adder", "setup_refused", "add_x", "add_f", None),)


def _p(text: str = "add 1 and 2 and 3", family: str = "add_f") -> Proposal:
    return Proposal.of(family, "adder", "add_x", text, ATTEMPTS)


@pytest.mark.parametrize(
    ("field", "value", "message"),
    [
        ("proposal_only", False, "proposal_only"),
        ("requires_review", False, "review"),
        ("mounted", True, "mounted"),
        ("family", "", "names"),
        ("text_sha256", "0" * 64, "SHA-256"),
        ("text_sha256", "xyz", "SHA-256"),
    ],
)
def test_construction_enforces_the_fixed_flags(field: str, value: object, message: str) -> None:
    kwargs = {
        "family": "f",
        "organ": "o",
        "reason": "r",
        "text": "t",
        "text_sha256": text_sha256("t"),
        "attempts": (),
    }
    kwargs[field] = value
    with pytest.raises(SetupError, match=message):
        Proposal(**kwargs)  # type: ignore[arg-type]


def test_identical_inputs_give_identical_ids_and_bytes() -> None:
    assert _p().to_bytes() == _p().to_bytes() and _p().id == _p().id
    assert _p().id != _p(text="add 1 and 2 and 4").id
    assert _p().id != _p(family="add_g").id


def test_the_bytes_are_canonical_json_with_the_fixed_flags() -> None:
    raw = _p().to_bytes()
    body = json.loads(raw)
    assert raw == (json.dumps(body, sort_keys=True, separators=(",", ":")) + "\n").encode()
    assert (body["proposal_only"], body["requires_review"], body["mounted"]) == (True, True, False)
    assert body["text_sha256"] == text_sha256("add 1 and 2 and 3")
    assert body["attempts"][0]["organ"] == "adder"


def test_writing_is_idempotent_and_leaves_no_temporary_files(tmp_path: Path) -> None:
    first = write_proposal(_p(), tmp_path / "new")
    second = write_proposal(_p(), tmp_path / "new")
    assert first == second and first.read_bytes() == _p().to_bytes()
    assert [f.name for f in (tmp_path / "new").iterdir()] == [f"{_p().id}.json"]


@given(st.text(max_size=200))
def test_any_text_hashes_and_serializes_deterministically(text: str) -> None:
    a, b = _p(text), _p(text)
    assert a.to_bytes() == b.to_bytes()
    assert json.loads(a.to_bytes())["text"] == text
