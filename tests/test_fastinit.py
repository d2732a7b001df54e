"""``fast_init`` builds the same frozen instances as the dataclass ``__init__`` it replaces."""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field

import pytest
from hypothesis import given
from hypothesis import strategies as st

from mathcore.errors import SetupError
from mathcore.fastinit import fast_init


@dataclass(frozen=True, slots=True)
class Plain:
    kind: str
    value: int
    parts: tuple[str, ...] = ()
    note: str | None = None

    def __post_init__(self) -> None:
        if self.value < 0:
            raise SetupError(f"negative {self.value}")


@fast_init
@dataclass(frozen=True, slots=True)
class Fast:
    kind: str
    value: int
    parts: tuple[str, ...] = ()
    note: str | None = None

    def __post_init__(self) -> None:
        if self.value < 0:
            raise SetupError(f"negative {self.value}")


@fast_init
@dataclass(frozen=True, slots=True)
class NoPost:
    a: int
    b: str = "x"


def _as_plain(x: Fast) -> Plain:
    return Plain(x.kind, x.value, x.parts, x.note)


@given(
    kind=st.text(max_size=5),
    value=st.integers(-5, 10**20),
    parts=st.tuples(st.text(max_size=3)),
    note=st.none() | st.text(max_size=3),
    keywords=st.booleans(),
)
def test_same_instances_and_errors(
    kind: str, value: int, parts: tuple[str, ...], note: str | None, keywords: bool
) -> None:
    def build(cls: type[Plain] | type[Fast]) -> object:
        if keywords:
            return cls(kind=kind, value=value, parts=parts, note=note)
        return cls(kind, value, parts, note)

    try:
        want = build(Plain)
    except SetupError as exc:
        with pytest.raises(SetupError, match=str(exc)):
            build(Fast)
        return
    got = build(Fast)
    assert isinstance(got, Fast)
    assert _as_plain(got) == want
    assert repr(got).removeprefix("Fast") == repr(want).removeprefix("Plain")
    assert hash(got) == hash(Fast(kind, value, parts, note))
    assert got == dataclasses.replace(got)


def test_defaults_frozen_and_signature() -> None:
    x = Fast("k", 1)
    assert (x.parts, x.note) == ((), None)
    with pytest.raises(dataclasses.FrozenInstanceError):
        x.kind = "other"  # type: ignore[misc]
    with pytest.raises(TypeError):
        Fast("k")  # type: ignore[call-arg]
    assert NoPost(3) == NoPost(3, "x") and NoPost(3).b == "x"
    assert dataclasses.replace(NoPost(3), b="y") == NoPost(3, "y")


def test_refuses_what_it_cannot_rebuild() -> None:
    @dataclass(slots=True)
    class Mutable:
        a: int

    @dataclass(frozen=True, slots=True)
    class Factory:
        a: list[int] = field(default_factory=list)

    @dataclass(frozen=True)
    class NoSlots:
        a: int

    for cls in (Mutable, Factory, NoSlots):
        with pytest.raises(TypeError):
            fast_init(cls)
