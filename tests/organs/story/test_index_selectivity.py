"""The frame index keys each row by its most selective need, worked out once per need: the
same keys as asking every row's needs their selectivity again (the plain computation)."""

from __future__ import annotations

from collections.abc import Sequence

from hypothesis import given
from hypothesis import strategies as st

from mathcore.organs.story import clauses
from mathcore.organs.story.frames import CLAUSES, QUESTIONS, Row


def _plain_keys(rows: Sequence[Row]) -> dict[int, tuple[int, ...]]:
    """The rows keyed by ``max(rn, key=(selectivity, -first position))``, per row."""
    ids: dict[frozenset[str], int] = {}
    row_needs = [
        tuple(ids.setdefault(n, len(ids)) for n in needs)
        for _name, _tmpl, _elems, needs, _prev in clauses._compiled(rows)
    ]
    needs_of = {nid: need for need, nid in ids.items()}
    out: dict[int, list[int]] = {}
    for r, rn in enumerate(row_needs):
        if rn:
            key = max(rn, key=lambda nid: (clauses._selectivity(needs_of[nid]), -rn.index(nid)))
            out.setdefault(key, []).append(r)
    return {k: tuple(v) for k, v in out.items()}


def test_the_index_keys_rows_as_the_plain_computation() -> None:
    for rows in (CLAUSES, QUESTIONS):
        assert clauses._index(rows)[4] == _plain_keys(rows)


_NEED = st.frozensets(st.sampled_from(["#NUM", "#MONEY", "V:buy", "F:gain", "the", "apples"]))


@given(st.lists(_NEED, min_size=1, max_size=6))
def test_first_most_selective_need_wins(needs: list[frozenset[str]]) -> None:
    ids: dict[frozenset[str], int] = {}
    rn = tuple(ids.setdefault(n, len(ids)) for n in needs)
    sel = {nid: clauses._selectivity(n) for n, nid in ids.items()}
    best = max(range(len(rn)), key=lambda i: (sel[rn[i]], -i))
    needs_of = {nid: n for n, nid in ids.items()}
    plain = max(rn, key=lambda nid: (clauses._selectivity(needs_of[nid]), -rn.index(nid)))
    assert rn[best] == plain


def _plain_needs(spec: str) -> tuple[frozenset[str], ...]:
    """Each element's needs worked out from scratch (no memo per element kind)."""
    needs: list[frozenset[str]] = []
    for el in spec.split():
        kind = el.split(":", 1)[0]
        if kind.startswith("?") or kind in clauses._FREE:
            continue
        if "=" in kind:
            alts = kind.split("|")
            needs.append(frozenset(f"{a[0]}:{c}" for a in alts for c in a[2:].split("/")))
        elif kind in ("N", "$"):
            needs.append(frozenset({"#MONEY"} if kind == "$" else {"#NUM", "#MONEY"}))
        else:
            needs.append(frozenset(kind.split("|")))
    return tuple(needs)


def test_needs_per_element_kind_equal_the_plain_computation() -> None:
    specs = [spec for rows in (CLAUSES, QUESTIONS) for _name, spec, _tmpl in rows]
    assert len(specs) > 100
    for spec in specs:
        assert clauses._needs(spec) == _plain_needs(spec), spec
    for kind in ("?X", "H", "N", "$", "V=buy/sell|F=gain", "apples|pears", "the"):
        assert clauses._kind_need(kind) == (_plain_needs(kind) or (None,))[0]
