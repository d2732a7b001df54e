"""``fast_init`` / ``fast_new`` leave a native class of the compiled build (mypyc) as it is,
and still refuse a plain class that is not a frozen, slotted dataclass."""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from mathcore.fastinit import fast_init, fast_new


class _Native:
    """Stands for a mypyc native class: mypyc puts ``__mypyc_attrs__`` in the class dict."""

    __mypyc_attrs__ = ("a",)

    def __init__(self, a: int) -> None:
        self.a = a


def test_a_native_class_is_returned_unchanged() -> None:
    init = _Native.__init__
    assert fast_init(_Native) is _Native and _Native.__init__ is init
    assert fast_new(_Native) is _Native
    assert fast_new(_Native)(3).a == 3


def test_a_plain_unslotted_class_is_still_refused() -> None:
    @dataclass(frozen=True)
    class Plain:
        a: int

    with pytest.raises(TypeError, match="not a frozen, slotted dataclass"):
        fast_init(Plain)
    with pytest.raises(TypeError, match="not a frozen, slotted dataclass"):
        fast_new(Plain)


def test_an_inherited_marker_is_not_native() -> None:
    @dataclass(frozen=True)
    class Child(_Native):
        b: int = 0

    with pytest.raises(TypeError):
        fast_init(Child)
