"""Fast paths of the contemplation pass compute exactly what the plain code computes."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import mathcore
from mathcore.errors import SetupError
from mathcore.results import Attempt
from mathcore.routing.contemplation import contemplate
from mathcore.routing.proposals import Proposal, proposal_id

_TEXTS = st.text(min_size=0, max_size=40)
_MAYBE = st.none() | _TEXTS


@settings(max_examples=300, deadline=None)
@given(
    st.tuples(_TEXTS, _TEXTS, _TEXTS, _TEXTS),
    st.lists(st.tuples(_TEXTS, _TEXTS, _MAYBE, _MAYBE, _MAYBE), max_size=4),
)
def test_proposal_id_is_the_built_proposals_id(
    names: tuple[str, str, str, str],
    rows: list[tuple[str, str, str | None, str | None, str | None]],
) -> None:
    family, organ, reason, text = names
    attempts = tuple(Attempt(*r) for r in rows)
    try:
        plain = Proposal.of(family, organ, reason, text, attempts).id
    except SetupError:
        with pytest.raises(SetupError):
            proposal_id(family, organ, reason, text, attempts)
        return
    assert proposal_id(family, organ, reason, text, attempts) == plain


@pytest.mark.parametrize("missing", ["family", "organ", "reason"])
def test_proposal_id_refuses_an_unnamed_owner(missing: str) -> None:
    names = {"family": "f", "organ": "o", "reason": "r"} | {missing: ""}
    with pytest.raises(SetupError):
        proposal_id(names["family"], names["organ"], names["reason"], "text", ())


GROWTH = "Tom has 5 zorblats. He frobs 2 of them. How many zorblats does Tom have?"


def test_a_growth_refusal_has_the_id_of_the_proposal_it_writes(tmp_path: Path) -> None:
    folder = tmp_path / "proposals"
    quiet = contemplate(GROWTH)
    written = contemplate(GROWTH, proposals_dir=folder)
    assert isinstance(quiet, mathcore.Refused) and quiet.proposal_id is not None
    assert isinstance(written, mathcore.Refused) and written.terminal == "PROPOSAL_EMITTED"
    assert quiet.proposal_id == written.proposal_id
    assert [p.name for p in folder.iterdir()] == [f"{quiet.proposal_id}.json"]


def test_the_pack_follows_the_environment_each_time(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import shutil

    from mathcore.packs import loader

    copy = tmp_path / "pack"
    shutil.copytree(loader.DEFAULT_PACK, copy, ignore=shutil.ignore_patterns(".*", "__pycache__"))
    default = loader.current_pack()
    monkeypatch.setenv(loader.PACK_ENV, str(copy))
    assert loader.current_pack().path == str(copy)
    with loader.pinned_pack() as pinned:
        assert pinned.path == str(copy) and loader.pinned() is pinned
    assert loader.pinned() is None
    monkeypatch.delenv(loader.PACK_ENV)
    assert loader.current_pack() is default


def test_a_pin_is_released_when_its_block_raises() -> None:
    from mathcore.packs import loader

    with pytest.raises(ZeroDivisionError), loader.pinned_pack() as pack:
        assert loader.pinned() is pack
        _ = 1 // 0
    assert loader.pinned() is None
