"""``fast_new`` builds the same frozen instances as the class call, and ``exact_div``'s
two-int path gives what the Fraction division gives (organ speed, issue 3)."""

from __future__ import annotations

import copy
import dataclasses
import pickle
from dataclasses import dataclass
from fractions import Fraction

import pytest
from hypothesis import given
from hypothesis import strategies as st

from mathcore.errors import SetupError
from mathcore.exact import exact_div, normalize
from mathcore.fastinit import fast_new
from mathcore.organs.base import OrganAnswer
from mathcore.organs.relations.clauses import Clause, Question
from mathcore.organs.relations.model import Relation, RelationsSetup
from mathcore.results import Step
from test_fastinit import NoPost, Plain

# The same fixtures as the fast_init tests: a checked class and one without __post_init__.
Checked = Plain


new_checked = fast_new(Checked)
new_no_post = fast_new(NoPost)


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
    def build(make: object) -> object:
        assert callable(make)
        try:
            if keywords:
                return make(kind=kind, value=value, parts=parts, note=note)
            return make(kind, value, parts, note)
        except SetupError as exc:
            return ("error", str(exc))

    plain, fast = build(Checked), build(new_checked)
    assert plain == fast
    assert repr(plain) == repr(fast)
    if isinstance(fast, Checked):
        assert type(fast) is Checked
        assert hash(fast) == hash(plain)
        assert pickle.loads(pickle.dumps(fast)) == plain
        assert copy.deepcopy(fast) == plain
        with pytest.raises(dataclasses.FrozenInstanceError):
            fast.value = 3  # type: ignore[misc]


def test_defaults_and_no_post_init() -> None:
    assert new_no_post(1) == NoPost(1) == new_no_post(a=1, b="x")
    assert new_no_post(2, "y") == NoPost(2, "y")
    assert type(new_no_post(1)) is NoPost


def test_missing_argument_fails_like_the_class() -> None:
    with pytest.raises(TypeError):
        new_no_post()  # type: ignore[call-arg]
    with pytest.raises(TypeError):
        NoPost()  # type: ignore[call-arg]


def test_refuses_what_it_cannot_build() -> None:
    @dataclass(frozen=True)
    class NoSlots:
        a: int

    @dataclass(slots=True)
    class NotFrozen:
        a: int

    for cls in (NoSlots, NotFrozen):
        with pytest.raises(TypeError):
            fast_new(cls)
    with pytest.raises(TypeError):
        fast_new(len)  # type: ignore[arg-type]

    @dataclass(frozen=True, slots=True)
    class Clash:
        o: int

    with pytest.raises(TypeError):
        fast_new(Clash)


def test_the_organ_classes_built_through_it() -> None:
    """The classes the relations organ builds through ``fast_new`` give equal instances."""
    cases: list[tuple[type, tuple[object, ...]]] = [
        (Clause, ("fact", "Gwen", 9, ("stamps",))),
        (Clause, ("more_than", "Hal", 2, None, "Gwen", (), (), ("times_as_many", 2))),
        (Question, ("sum", ("pens",), ("A", "B"), (), 2)),
        (Relation, ("more_than", "a:pen", 3, "b:pen")),
        (Step, ("add", (1, 2), 3, "a=b+1", "forward")),
        (OrganAnswer, (3, "pens", ())),
    ]
    for cls, args in cases:
        assert fast_new(cls)(*args) == cls(*args)
    rel = Relation("fact", "a:pen", 3)
    setup = RelationsSetup((rel,), (("a:pen", "item"),), "a:pen", "pens")
    assert fast_new(RelationsSetup)((rel,), setup.units, "a:pen", "pens") == setup
    with pytest.raises(SetupError):
        fast_new(Relation)("bogus", "a:pen")
    with pytest.raises(SetupError):
        fast_new(RelationsSetup)((rel,), (), "a:pen", "pens")


_NUMBERS = st.integers(-(10**20), 10**20) | st.fractions(max_denominator=50)


@given(_NUMBERS, _NUMBERS)
def test_exact_div_is_the_fraction_division(a: int | Fraction, b: int | Fraction) -> None:
    if b == 0:
        with pytest.raises(ZeroDivisionError):
            exact_div(a, b)
        return
    got = exact_div(a, b)
    want = normalize(Fraction(a) / Fraction(b))
    assert got == want
    assert type(got) is type(want)


@given(st.integers(-1000, 1000), st.integers(-1000, 1000).filter(bool))
def test_exact_div_of_ints_types(a: int, b: int) -> None:
    got = exact_div(a, b)
    assert type(got) is (int if a % b == 0 else Fraction)
    assert got * b == a
