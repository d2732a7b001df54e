"""The two construction paths of the modules compiled in the compiled build build equal objects.

The interpreted build builds tokens, sentences, lexemes and pack rows through its devices
(slot twins with ``__class__`` moves, slot setters); the compiled build (mypyc, setup.py),
whose native classes have neither, builds them by their constructors. Which path a module
takes is chosen once at import by ``fastinit.native``. Each native path runs in both builds
(with the dataclass constructor in the interpreted one) and must give what the plain
computation gives; the device paths are compared where they are in use.
"""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from mathcore.fastinit import fast_init, fast_new, native
from mathcore.organs.story import lexemes
from mathcore.packs import loader
from mathcore.text import tokens

_PIECES = [
    "Ann", "has", "3", "1,000", "2.5", ".5", "$4", "$ 3.50", "25%", "7 %", "3/4", "5/0", "2:30",
    "well-known", "don't", "Tom's", "Tom’s", "’s", "'", "-", ".", "?", "!", ",", "  ", "\n",
    "٣", "é", "x1", "12ab", "a-", "o'", "\t",
]  # fmt: skip
_TEXTS = st.lists(st.sampled_from(_PIECES), max_size=30).map(" ".join) | st.text(max_size=60)


def _dev_texts(n: int) -> list[str]:
    data = Path(__file__).resolve().parents[2] / "shared" / "data" / "gsm8k" / "train.jsonl"
    if not data.exists():
        return []
    with data.open(encoding="utf-8") as f:
        return [json.loads(line)["question"] for _, line in zip(range(n), f, strict=False)]


def test_the_path_in_use_is_the_build_s() -> None:
    """The devices are in use exactly where the classes are not native (interpreted build)."""
    assert tokens._NATIVE is native(tokens.Token)
    assert lexemes._FAST is not native(lexemes.Lexeme)
    assert loader._FAST_LEX is not native(loader.LexEntry)
    want = tokens._tokenize_native if tokens._NATIVE else tokens._tokenize_twins
    assert tokens.tokenize.__wrapped__ is want
    split = tokens._sentences_native if tokens._NATIVE else tokens._sentences_twins
    assert tokens.sentences.__wrapped__ is split


def test_native_detects_the_mypyc_marker_only() -> None:
    class Marked:
        __mypyc_attrs__ = ("a",)

    class Child(Marked):
        pass

    assert native(Marked) and not native(Child) and not native(int)


def _same_sentences(text: str) -> None:
    toks = tokens.plain_tokenize(text)
    want = tokens.sentences_plain(text)
    assert tokens.sentences.__wrapped__(text) == want
    # each build runs its own path (a compiled store into a frozen instance raises when
    # interpreted; a twin cannot become a native class)
    if tokens._NATIVE:
        assert tokens._sentences_native(text) == want
    else:
        assert tokens._sentences_twins(text) == want
    for s in want:
        built = tokens.Sentence(s.index, s.tokens, s.start, s.end, s.text)
        paths = (
            [tokens._sentence_plain]
            if tokens._NATIVE
            else [tokens._sentence_plain, tokens._sentence]
        )
        for path in paths:
            got = path(s.index, list(s.tokens), text)
            assert got == built and type(got) is tokens.Sentence and hash(got) == hash(built)
    for at in (0, len(text) // 2, len(text)):
        through = tokens.tokenize_through(text, at)
        assert tokens._through_native(text, at) == through
        assert through == toks[: len(through)]
        assert len(through) == len(toks) or through[-1].end > at


@given(_TEXTS)
@settings(max_examples=300)
def test_both_token_paths_are_the_plain_tokenize(text: str) -> None:
    want = tokens.plain_tokenize(text)
    path = tokens._tokenize_native if tokens._NATIVE else tokens._tokenize_twins
    got = path(text)
    assert got == want and all(type(t) is tokens.Token for t in got)
    assert [hash(t) for t in got] == [hash(t) for t in want]
    _same_sentences(text)


def test_both_token_paths_on_dev_texts() -> None:
    for text in _dev_texts(500):
        want = tokens.plain_tokenize(text)
        assert tokens.tokenize.__wrapped__(text) == want
        _same_sentences(text)


@given(
    st.text(min_size=1, max_size=6),
    st.sampled_from(sorted(loader.LEXICON_CATEGORIES)),
    st.none() | st.text(max_size=4),
    st.text(max_size=8),
)
@settings(max_examples=100)
def test_pack_rows_are_the_dataclass_ones(form: str, cat: str, val: str | None, src: str) -> None:
    got = loader._lex_entry(form, cat, val, src)
    want = loader.LexEntry(form, cat, val, src)
    assert type(got) is loader.LexEntry
    assert got == want and hash(got) == hash(want) and repr(got) == repr(want)


def _fake_native() -> type:
    """A frozen, slotted dataclass marked as mypyc marks a native class: its slots'
    descriptors stand for a native class's attribute descriptors."""

    @dataclasses.dataclass(frozen=True, slots=True)
    class Piece:
        a: str
        b: int = 2
        c: tuple[int, ...] = ()

        def __post_init__(self) -> None:
            if self.b < 0:
                raise ValueError("b")

    Piece.__mypyc_attrs__ = ("a", "b", "c")  # type: ignore[attr-defined]
    assert native(Piece)
    return Piece


def test_native_dataclasses_get_a_descriptor_init_and_builder() -> None:
    """``fast_init`` / ``fast_new`` on a native dataclass (the compiled build's): the same
    instances as the dataclass ``__init__``, ``__post_init__`` included."""
    cls = _fake_native()
    plain = cls.__init__
    builder = fast_new(cls)
    assert builder is not cls
    made = [builder("x"), builder("y", 3), builder(a="z", b=4, c=(1,))]
    fast_init(cls)
    assert cls.__init__ is not plain
    inited = [cls("x"), cls("y", 3), cls(a="z", b=4, c=(1,))]
    for got in (made, inited):
        assert [(p.a, p.b, p.c) for p in got] == [("x", 2, ()), ("y", 3, ()), ("z", 4, (1,))]
        assert all(type(p) is cls for p in got)
    assert made == inited and [hash(p) for p in made] == [hash(p) for p in inited]
    with pytest.raises(ValueError, match="b"):
        builder("w", -1)
    with pytest.raises(ValueError, match="b"):
        cls("w", -1)
    with pytest.raises(dataclasses.FrozenInstanceError):
        made[0].a = "v"
