"""``loader.pack_env`` reads ``$MATHCORE_PACK`` as ``os.environ.get`` does."""

from __future__ import annotations

import os

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from mathcore.packs import loader
from mathcore.packs.loader import PACK_ENV, pack_env


def test_unset_is_none(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(PACK_ENV, raising=False)
    assert pack_env() is None
    assert pack_env() == os.environ.get(PACK_ENV)


def test_the_store_is_read_directly_on_posix() -> None:
    if os.name == "posix":
        assert PACK_ENV.encode() == loader._ENV_KEY


@settings(max_examples=60, deadline=None)
@given(
    st.text(
        alphabet=st.characters(blacklist_categories=("Cs",), blacklist_characters="\x00"),
        max_size=20,
    )
)
def test_a_set_value_is_read_back(value: str) -> None:
    with pytest.MonkeyPatch.context() as mp:
        try:
            mp.setenv(PACK_ENV, value)
        except (ValueError, UnicodeEncodeError):  # not representable in the environment
            return
        assert pack_env() == os.environ.get(PACK_ENV) == value
        mp.delenv(PACK_ENV)
        assert pack_env() is None


def test_changes_through_os_environ_are_seen(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(PACK_ENV, "/tmp/one")
    assert pack_env() == "/tmp/one"
    os.environ[PACK_ENV] = "/tmp/two"
    assert pack_env() == "/tmp/two"
    del os.environ[PACK_ENV]
    assert pack_env() is None


def test_a_mapping_without_the_store_is_asked_plainly(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(os, "environ", {PACK_ENV: "/tmp/plain"})
    assert pack_env() == "/tmp/plain"
    monkeypatch.setattr(os, "environ", {})
    assert pack_env() is None
