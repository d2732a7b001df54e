"""The story lexicon's lazily built entries equal the entries built up front."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from mathcore.organs.story import lexemes
from mathcore.packs.loader import current_pack


def _eager() -> dict[str, lexemes.Lexeme]:
    """Every entry built up front, as the lexicon did before it was lazy."""
    p = current_pack()
    built = {form: lexemes._entry(p, form) for form in set(p.lexicon) | set(p.frames)}
    return {form: lx for form, lx in built.items() if lx is not None}


def test_lazy_entries_equal_the_eager_table() -> None:
    eager = _eager()
    lazy = lexemes.LazyEntries(current_pack())
    assert dict(lazy) == eager
    assert list(lazy) == sorted(eager)
    assert len(lazy) == len(eager)


def test_lookups_before_iteration_agree_with_the_eager_table() -> None:
    p = current_pack()
    eager = _eager()
    lazy = lexemes.LazyEntries(p)
    forms = sorted(set(p.lexicon) | set(p.frames))
    for form in [*forms[::7], "quux", "Ana", ""]:
        assert lazy.get(form) == eager.get(form)
        assert (form in lazy) == (form in eager)
        assert lazy.get(form, "missing") == eager.get(form, "missing")
    not_a_form: object = 3
    assert not_a_form not in lazy


def test_getitem_raises_on_a_form_outside_the_pack() -> None:
    lazy = lexemes.LazyEntries(current_pack())
    assert lazy["apple"].noun == "apple"
    try:
        lazy["quuxes"]
    except KeyError as exc:
        assert exc.args == ("quuxes",)
    else:
        raise AssertionError("no KeyError")


_FORMS = sorted(set(current_pack().lexicon) | set(current_pack().frames))
_ANY = st.one_of(st.sampled_from(_FORMS), st.text(max_size=8))


@settings(max_examples=200, deadline=None)
@given(st.lists(_ANY, max_size=12))
def test_any_lookup_order_gives_the_eager_answers(words: list[str]) -> None:
    p = current_pack()
    lazy = lexemes.LazyEntries(p)
    for w in words:
        want = lexemes._entry(p, w) if w in p.lexicon or w in p.frames else None
        assert lazy.get(w) == want
        assert (w in lazy) == (want is not None)


def test_the_cached_lexicon_is_lazy_and_per_digest() -> None:
    lex = lexemes.lexicon()
    assert isinstance(lex.entries, lexemes.LazyEntries)
    assert lexemes.lexicon() is lex
    assert lex.digest == current_pack().digest


def test_values_are_the_packs_categories_and_values() -> None:
    p = current_pack()
    cats = [*sorted({e.category for es in p.lexicon.values() for e in es}), "no_such"]
    for form in [*_FORMS, "Apple", "quux"]:
        vals = lexemes._values(p, form)
        assert vals.keys() == p.categories(form)
        for c in cats:
            assert vals.get(c) == p.value(form, c)
