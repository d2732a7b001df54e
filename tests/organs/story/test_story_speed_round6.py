"""Round six of the pipeline's speed work (issue 5): each fast path equals the plain one.

Lexemes and tokens are built through an unfrozen twin class with the same slots, which then
becomes the frozen class (``__class__`` assignment). The pieces built that way must be the
very instances the dataclass ``__init__`` builds: the same type, equal, the same hash and
repr, frozen afterwards, and they pickle and copy the same.
"""

from __future__ import annotations

import copy
import dataclasses
import pickle
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from mathcore.fastinit import native
from mathcore.organs.story import lexemes
from mathcore.text import tokens

_NUMBERS = st.one_of(
    st.none(),
    st.integers(-(10**6), 10**6),
    st.fractions(max_denominator=50).map(lambda f: f if f.denominator != 1 else Fraction(f)),
)
_WORDS = st.text(alphabet="abcXYZ'’-.,?$ ", max_size=8)


def _like_built(got: object, want: object) -> None:
    assert type(got) is type(want)
    assert got == want and hash(got) == hash(want) and repr(got) == repr(want)
    assert pickle.loads(pickle.dumps(got)) == want
    assert copy.copy(got) == want and copy.deepcopy(got) == want
    with pytest.raises(dataclasses.FrozenInstanceError):
        got.index = 0  # type: ignore[attr-defined]


def test_the_twins_are_in_use() -> None:
    """A field added to ``Lexeme`` or ``Token`` must be added to the fast builders too (the
    compiled build's native classes are built by their constructors: tests/test_native_paths)."""
    assert lexemes._FAST is not native(lexemes.Lexeme)
    assert tuple(f.name for f in dataclasses.fields(lexemes.Lexeme)) == lexemes._FIELDS
    if native(lexemes.Lexeme):
        return
    assert lexemes.Lexeme.__slots__ == lexemes._FIELDS
    assert tokens._Twin.__slots__ == tokens.Token.__slots__


@settings(max_examples=300, deadline=None)
@given(
    st.integers(0, 200),
    _WORDS,
    _WORDS,
    st.sampled_from(["NUM", "MONEY", "PCT", "PUNCT", "WORD"]),
    _NUMBERS,
)
def test_plain_lexemes_are_the_dataclass_ones(
    index: int, text: str, word: str, sym: str, value: int | Fraction | None
) -> None:
    _like_built(
        lexemes._plain(index, text, word, sym, value),
        lexemes.Lexeme(index, text, word, sym, value),
    )


@settings(max_examples=300, deadline=None)
@given(st.data(), st.integers(0, 200), _WORDS, st.booleans())
def test_word_lexemes_are_the_dataclass_ones(
    data: st.DataObject, index: int, text: str, name: bool
) -> None:
    entries = lexemes.lexicon().entries
    common = ("apples", "he", "she", "twice", "half", "dollars", "tom", "sold", "the", "three")
    known = entries.known if isinstance(entries, lexemes.LazyEntries) else set()
    forms = sorted({*known, *(w for w in common if w in entries)})
    form = data.draw(st.sampled_from(forms))
    e = entries[form]
    sym = "NAME" if name else ("PRON" if e.pronoun else e.sym)
    want = dataclasses.replace(
        e, index=index, text=text, word=form, sym=sym, name=name, drain=False
    )
    _like_built(lexemes._word(index, text, form, e, name), want)


@settings(max_examples=200, deadline=None)
@given(st.text(alphabet="aZs'’-$%/:.,09 ?!é", max_size=40))
def test_tokens_are_the_dataclass_ones(text: str) -> None:
    for t in tokens.tokenize(text):
        want = tokens.Token(t.text, t.kind, t.start, t.end, t.value)
        assert type(t) is tokens.Token
        assert t == want and hash(t) == hash(want) and repr(t) == repr(want)
        assert pickle.loads(pickle.dumps(t)) == want
        with pytest.raises(dataclasses.FrozenInstanceError):
            t.text = ""  # type: ignore[misc]


@settings(max_examples=200, deadline=None)
@given(st.text(alphabet="aZs'’-$%/:.,09 ?!é", max_size=40))
def test_sentences_are_the_dataclass_ones(text: str) -> None:
    tokens.sentences.cache_clear()
    for s in tokens.sentences(text):
        want = tokens.Sentence(s.index, s.tokens, s.start, s.end, text[s.start : s.end])
        assert type(s) is tokens.Sentence
        assert s == want and hash(s) == hash(want) and repr(s) == repr(want)
        assert pickle.loads(pickle.dumps(s)) == want
        with pytest.raises(dataclasses.FrozenInstanceError):
            s.text = ""  # type: ignore[misc]
