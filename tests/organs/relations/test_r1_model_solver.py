"""R1 model validation and the exact solver: every refusal branch fires."""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import given
from hypothesis import strategies as st

from mathcore.errors import SetupError
from mathcore.organs.base import OrganAnswer, SolverRefusal
from mathcore.organs.relations.model import Relation, RelationsSetup, signature
from mathcore.organs.relations.organ import TAXONOMY
from mathcore.organs.relations.solver import SOLVER_REASONS, solve


def _setup(*rels: Relation, query: str) -> RelationsSetup:
    syms = sorted({s for r in rels for s in (r.entity, *r.refs())})
    return RelationsSetup(rels, tuple((s, "item") for s in syms), query, "apples")


def _fact(e: str, v: int) -> Relation:
    return Relation("fact", e, v)


@pytest.mark.parametrize(
    "make",
    [
        lambda: Relation("guess", "a"),
        lambda: Relation("fact", ""),
        lambda: Relation("fact", "a", Fraction(1, 2)),
        lambda: Relation("fact", "a", -1),
        lambda: Relation("fact", "a", True),
        lambda: Relation("fact", "a", 1.5),
        lambda: Relation("fact", "a", 1, ref="b"),
        lambda: Relation("more_than", "a", 1),
        lambda: Relation("more_than", "a", 1, ref="a"),
        lambda: Relation("times_as_many", "a", 0, ref="b"),
        lambda: Relation("divide_by", "a", 0, ref="b"),
        lambda: Relation("sum_of", "t", parts=("a",)),
        lambda: Relation("sum_of", "t", parts=("a", "a")),
        lambda: Relation("sum_of", "t", parts=("t", "a")),
        lambda: Relation("sum_of", "t", ref="a", parts=("a", "b")),
    ],
)
def test_invalid_relations_cannot_be_built(make: object) -> None:
    with pytest.raises(SetupError):
        make()  # type: ignore[operator]


def test_invalid_setups_cannot_be_built() -> None:
    a = _fact("a", 1)
    with pytest.raises(SetupError):
        RelationsSetup((), (), "a", "apples")
    with pytest.raises(SetupError):
        RelationsSetup((a,), (), "a", "apples")  # unit missing
    with pytest.raises(SetupError):
        RelationsSetup((a,), (("a", "item"), ("a", "item")), "a", "apples")
    with pytest.raises(SetupError):
        RelationsSetup((a,), (("a", "item"),), "b", "apples")
    with pytest.raises(SetupError):
        RelationsSetup((a,), (("a", "item"),), "a", "")
    rel = Relation("more_than", "b", 1, ref="a")
    with pytest.raises(SetupError):
        RelationsSetup((a, rel), (("a", "item"), ("b", "dollar")), "b", "apples")


def test_forward_chain_answers_with_a_derivation() -> None:
    s = _setup(
        _fact("a", 4),
        Relation("times_as_many", "b", 3, ref="a"),
        Relation("more_than", "c", 2, ref="b"),
        Relation("fewer_than", "d", 5, ref="c"),
        Relation("divide_by", "e", 3, ref="d"),
        Relation("sum_of", "t", parts=("a", "e")),
        query="t",
    )
    out = solve(s)
    assert isinstance(out, OrganAnswer)
    assert out.value == 7 and out.unit == "apples"
    assert [st.operation for st in out.steps] == [
        "given",
        "multiply",
        "add",
        "subtract",
        "divide",
        "add",
    ]
    assert out.steps[-1].operands == (4, 3)


@pytest.mark.parametrize(
    ("rel", "value"),
    [
        (Relation("more_than", "a", 9, ref="b"), 6),
        (Relation("fewer_than", "a", 9, ref="b"), 24),
        (Relation("times_as_many", "a", 3, ref="b"), 5),
        (Relation("divide_by", "a", 3, ref="b"), 45),
        (Relation("sum_of", "a", parts=("b", "c")), 10),
    ],
)
def test_one_reverse_step(rel: Relation, value: int) -> None:
    rels = [_fact("a", 15), rel]
    if rel.kind == "sum_of":
        rels.append(_fact("c", 5))
    out = solve(_setup(*rels, query="b"))
    assert isinstance(out, OrganAnswer) and out.value == value
    assert any(st.source == "reverse" or "solved for" in st.note for st in out.steps)


def test_reverse_steps_chain_one_at_a_time() -> None:
    """``Violet has 3 more than twice as many nails as Tickletoe. Violet has 27.``: the scaled
    symbol, then Tickletoe, each the one relation that can run backwards."""
    rels = (
        _fact("v", 27),
        Relation("more_than", "v", 3, ref="s"),
        Relation("times_as_many", "s", 2, ref="t"),
        Relation("sum_of", "total", parts=("v", "t")),
    )
    out = solve(_setup(*rels, query="total"))
    assert isinstance(out, OrganAnswer) and out.value == 39
    assert [st.operation for st in out.steps] == ["given", "subtract", "divide", "add"]
    odd = solve(_setup(_fact("v", 28), *rels[1:3], query="t"))  # 25 / 2 is no count
    assert isinstance(odd, SolverRefusal) and odd.reason == "non_integer_result"


@given(
    t=st.integers(0, 500),
    k=st.integers(1, 9),
    d=st.integers(0, 50),
    m=st.integers(1, 9),
)
def test_chained_reverse_steps_recover_the_base(t: int, k: int, d: int, m: int) -> None:
    """``v = k*s + d``, ``s = m*t``: told v, every chain of reverse steps gives back t."""
    rels = (
        _fact("v", k * m * t + d),
        Relation("more_than", "v", d, ref="s"),
        Relation("times_as_many", "s", k, ref="u"),
        Relation("times_as_many", "u", m, ref="t"),
    )
    out = solve(_setup(*rels, query="t"))
    assert isinstance(out, OrganAnswer) and out.value == t


@pytest.mark.parametrize(
    ("rels", "query", "reason"),
    [
        ((_fact("a", 7), Relation("divide_by", "b", 2, ref="a")), "b", "non_integer_result"),
        ((_fact("a", 10), Relation("times_as_many", "a", 3, ref="b")), "b", "non_integer_result"),
        ((_fact("a", 3), Relation("fewer_than", "b", 5, ref="a")), "b", "negative_result"),
        ((_fact("a", 3), Relation("more_than", "a", 5, ref="b")), "b", "negative_result"),
        (
            (_fact("a", 10**14), Relation("times_as_many", "b", 10, ref="a")),
            "b",
            "absurd_result",
        ),
        ((_fact("a", 3), _fact("a", 4)), "a", "duplicate_definition"),
        (
            (_fact("a", 3), _fact("b", 4), Relation("more_than", "b", 1, ref="a")),
            "b",
            "overdetermined_definitions",
        ),
        (
            (
                _fact("a", 9),
                Relation("more_than", "a", 1, ref="b"),
                Relation("more_than", "a", 2, ref="c"),
            ),
            "b",
            "multiple_inverse_steps",
        ),
        ((_fact("a", 3), Relation("more_than", "b", 1, ref="c")), "a", "unresolved_relation"),
        ((Relation("more_than", "b", 1, ref="c"), _fact("a", 1)), "b", "unresolved_query"),
    ],
)
def test_solver_refusals(rels: tuple[Relation, ...], query: str, reason: str) -> None:
    out = solve(_setup(*rels, query=query))
    assert isinstance(out, SolverRefusal)
    assert out.reason == reason
    assert reason in SOLVER_REASONS
    assert TAXONOMY.spec(reason, "solver").stage == "solver"


def test_every_solver_reason_is_declared() -> None:
    assert set(SOLVER_REASONS) == set(TAXONOMY.names("solver"))


def test_signature_ignores_relation_order() -> None:
    r1, r2 = _fact("a", 1), Relation("more_than", "b", 2, ref="a")
    assert signature(_setup(r1, r2, query="b")) == signature(_setup(r2, r1, query="b"))
    assert signature(_setup(r1, r2, query="b")) != signature(_setup(r1, r2, query="a"))


@pytest.mark.parametrize(
    "make",
    [
        lambda: Relation("difference", "d", parts=("a",)),
        lambda: Relation("difference", "d", parts=("a", "b", "c")),
        lambda: Relation("difference", "d", parts=("a", "a")),
        lambda: Relation("difference", "d", parts=("d", "a")),
    ],
)
def test_invalid_differences_cannot_be_built(make: object) -> None:
    with pytest.raises(SetupError):
        make()  # type: ignore[operator]


def test_difference_is_forward_only_and_never_negative() -> None:
    d = Relation("difference", "d", parts=("a", "b"))
    out = solve(_setup(_fact("a", 9), _fact("b", 4), d, query="d"))
    assert isinstance(out, OrganAnswer) and out.value == 5
    out = solve(_setup(_fact("a", 4), _fact("b", 9), d, query="d"))
    assert isinstance(out, SolverRefusal) and out.reason == "negative_result"
    out = solve(_setup(_fact("d", 4), _fact("b", 9), d, query="a"))
    assert isinstance(out, SolverRefusal) and out.reason == "unresolved_query"


def test_the_router_verifies_every_gold_answer_independently() -> None:
    from mathcore.organs.relations.organ import ORGAN
    from mathcore.organs.relations.ruler import RelationsRuler
    from mathcore.routing.verify import verify

    for fx in RelationsRuler().fixtures():
        if fx.expect == "solved":
            out = ORGAN.solve(fx.setup)
            assert isinstance(out, OrganAnswer)
            assert verify(ORGAN, fx.setup, out) is None, fx.id
            assert ORGAN.recompute(fx.setup) == fx.gold
