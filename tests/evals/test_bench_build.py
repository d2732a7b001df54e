"""The bench table says which build it measured: interpreted, or compiled by mypyc."""

from __future__ import annotations

import sys
import types

import pytest

import mathcore
from mathcore.evals.bench import build_kind


def _loaded_native() -> bool:
    return any(
        str(getattr(m, "__file__", "")).endswith(".so")
        for name, m in sys.modules.items()
        if name.startswith("mathcore.")
    )


def test_the_build_row_matches_the_modules_loaded() -> None:
    mathcore.solve("Tom has 3 apples. He buys 2 more apples. How many apples does Tom have?")
    kind = build_kind()
    if _loaded_native():
        assert kind.startswith("compiled (mypyc): ")
    else:
        assert kind.startswith("interpreted (CPython ")


def test_one_extension_module_makes_the_build_compiled(monkeypatch: pytest.MonkeyPatch) -> None:
    fake = types.ModuleType("mathcore._fake_native")
    fake.__file__ = "/x/mathcore/_fake_native.cpython-311-x86_64-linux-gnu.so"
    monkeypatch.setitem(sys.modules, "mathcore._fake_native", fake)
    kind = build_kind()
    assert kind.startswith("compiled (mypyc): ")
    assert " of " in kind and "loaded mathcore modules are C extensions" in kind


def test_modules_outside_mathcore_do_not_count(monkeypatch: pytest.MonkeyPatch) -> None:
    if _loaded_native():
        pytest.skip("this process runs the compiled build")
    fake = types.ModuleType("other_native")
    fake.__file__ = "/x/other_native.so"
    monkeypatch.setitem(sys.modules, "other_native", fake)
    assert build_kind().startswith("interpreted")
