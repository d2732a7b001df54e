"""Speed-ups on the solving path that must not change what it computes.

- a pass pins the pack: one manifest check per solve, every organ reads the same pack;
- proposal bytes are assembled directly, equal to the canonical ``json.dumps`` form;
- the rate organs share one v1 combined-rate reading and one sum-cue scan per text.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import mathcore
from mathcore.errors import PackError
from mathcore.organs.combined_rate import organ as combined_rate_organ
from mathcore.organs.combined_rate import reader as v1
from mathcore.organs.combined_rate import reader_v2
from mathcore.organs.rates import lexicon
from mathcore.packs import loader
from mathcore.results import Attempt
from mathcore.routing.contemplation import contemplate
from mathcore.routing.proposals import Proposal
from mathcore.routing.router import Router

TEXT = "Anna paints 3 rooms per hour and Ben paints 2 rooms per hour. Working together, how many rooms do they paint in 4 hours?"  # noqa: E501


def test_a_pinned_pack_is_served_without_touching_the_disk(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    with loader.pinned_pack() as pack:
        assert loader.pinned() is pack

        def no_stat(*args: object, **kwargs: object) -> None:
            raise AssertionError("stat inside a pinned pass")

        with monkeypatch.context() as m:
            m.setattr(Path, "stat", no_stat)
            m.setattr(os, "stat", no_stat)
            assert loader.current_pack() is pack
            assert lexicon.refresh().pack is pack
        with loader.pinned_pack() as inner:
            assert inner is pack
        assert loader.pinned() is pack  # the inner block restored the outer pin
    assert loader.pinned() is None


def test_an_explicit_path_is_never_answered_by_the_pin(tmp_path: Path) -> None:
    with loader.pinned_pack() as pack:
        other = loader.current_pack(loader.DEFAULT_PACK)
        assert other.digest == pack.digest  # loaded through the cache, same bundled pack
    with pytest.raises(PackError), loader.pinned_pack():
        loader.current_pack(tmp_path / "missing")


def test_an_unpinned_refresh_after_a_pinned_one_checks_the_disk_again(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    lexicon._state["key"], lexicon._state["tables"] = None, None
    with loader.pinned_pack():
        lexicon.refresh()
    assert lexicon._state["key"] is None  # the pinned refresh left no stamp to trust
    calls: list[str] = []
    real = os.stat

    def counting(path: str, *args: object, **kwargs: object) -> object:
        calls.append(str(path))
        return real(path, *args, **kwargs)  # type: ignore[arg-type]

    with monkeypatch.context() as m:
        m.setattr(os, "stat", counting)
        lexicon.refresh()
    assert calls and calls[0].endswith("manifest.json")


@pytest.mark.interpreted_only("monkeypatches loader.current_pack, which compiled callers bind")
def test_solve_pins_the_pack_for_the_pass_and_releases_it(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    seen: list[object] = []
    real = loader.current_pack

    def spy(path: object = None) -> loader.Pack:
        seen.append(loader.pinned())
        return real(path)  # type: ignore[arg-type]

    monkeypatch.setattr(loader, "current_pack", spy)
    router = Router([combined_rate_organ.ORGAN, combined_rate_organ.ORGAN_V2])
    result = contemplate(TEXT, router=router)
    assert isinstance(result, mathcore.Solved) and result.answer == 20
    assert seen == [None]  # the pin's own check, made once, before pinning
    assert loader.pinned() is None
    assert isinstance(contemplate("   ", router=router), mathcore.Refused)
    assert seen == [None]  # guard refusals pin nothing


_TEXTS = st.text(min_size=1, max_size=40)
_MAYBE = st.none() | _TEXTS


@settings(max_examples=200, deadline=None)
@given(
    st.tuples(_TEXTS, _TEXTS, _TEXTS, _TEXTS),
    st.lists(st.tuples(_TEXTS, _TEXTS, _MAYBE, _MAYBE, _MAYBE), max_size=4),
)
def test_proposal_bytes_are_the_canonical_json(
    names: tuple[str, str, str, str],
    rows: list[tuple[str, str, str | None, str | None, str | None]],
) -> None:
    family, organ, reason, text = names
    p = Proposal.of(family, organ, reason, text, tuple(Attempt(*r) for r in rows))
    canonical = json.dumps(p.to_json(), sort_keys=True, separators=(",", ":")) + "\n"
    assert p.to_bytes() == canonical.encode("ascii")


def test_v1_and_v2_share_one_reading_of_a_text() -> None:
    v1._read.cache_clear()
    first = v1.read(TEXT)
    reader_v2.read(TEXT)
    info = v1._read.cache_info()
    assert (info.misses, info.hits) == (1, 1)
    assert v1.read(TEXT) is first
    assert v1.read("  ").reason == "empty"  # type: ignore[union-attr]
