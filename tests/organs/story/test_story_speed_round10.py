"""Round 10 of the story reader's speed work (issue 5): each fast path reads what the plain
code reads.

- ``lexemes.categorize`` takes a word's or mark's lexeme from a memo of those built at the
  same token index (``categorize_plain`` builds every one);
- ``lexemes.known_prefix`` takes a word's decision (kept, drained) from a memo by its text
  (``known_prefix_plain`` looks every word up); ``known_prefix_through`` uses the same memo;
- ``clauses.split_sentences`` and ``text.tokens.sentences`` find the end marks first and
  slice the tokens between them; a sentence with no activity word asks no clause whether
  it is a setting;
- both memos belong to one lexicon's entries (another lexicon starts them over) and are
  bounded.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from mathcore.organs.story import clauses, lexemes, reader
from mathcore.organs.story.grammar import Progress
from mathcore.packs.loader import current_pack
from mathcore.text.tokens import Token, tokenize, tokenize_through

_GSM = Path(__file__).resolve().parents[4] / "shared" / "data" / "gsm8k" / "train.jsonl"

#: Words and marks of every kind categorize meets: known words, names (upper and lower
#: case), a common noun that is also a name, unknown words, numbers, amounts, clock times,
#: possessives, punctuation.
_TOKENS = [
    *("Tom", "tom", "Jack", "jack", "marks", "Marks", "scarlet", "Scarlet", "she", "He"),
    *("has", "had", "bought", "apples", "pens", "the", "The", "of", "each", "more", "than"),
    *("quux", "Zorblat", "5", "12", "1,000", "3.5", "1/2", "3/0", "$3", "$1.50", "25%"),
    *("2:30", "'s", "’s", ",", ".", "?", "!", "(", "x-ray", "dozen", "twice", "half"),
]
_texts = st.lists(st.sampled_from(_TOKENS), max_size=14).map(" ".join)


def _gsm_texts(limit: int) -> list[str]:
    if not _GSM.exists():
        return []
    with _GSM.open() as f:
        return [json.loads(line)["question"] for _k, line in zip(range(limit), f, strict=False)]


def _sentences(texts: list[str]) -> Iterator[tuple[Token, ...]]:
    for text in texts:
        for toks, _s in clauses.split_sentences(text):
            yield toks


def _drained(base: lexemes.Lexicon) -> lexemes.Lexicon:
    """A lexicon whose entries drain ``the`` and lack ``apples`` (another entries object)."""
    entries = dict(base.entries.items())
    entries["the"] = replace(entries["the"], drain=True)
    del entries["apples"]
    return lexemes.Lexicon(base.digest, entries)


def _same(toks: tuple[Token, ...], lex: lexemes.Lexicon) -> None:
    want = lexemes.categorize_plain(toks, lex)
    got = lexemes.categorize(toks, lex)
    assert got == want
    assert [type(x) for x in got[0]] == [lexemes.Lexeme] * len(got[0])
    assert lexemes.known_prefix(toks, lex) == lexemes.known_prefix_plain(toks, lex)
    assert lexemes.known_prefix(toks, lex) == (tuple(x.text for x in want[0]), want[1])


@settings(max_examples=300, deadline=None)
@given(text=_texts)
def test_categorize_and_known_prefix_read_as_the_plain_code(text: str) -> None:
    toks = tokenize(text)
    lex = lexemes.lexicon()
    for _ in range(2):  # the second time from the memos
        _same(toks, lex)


_DRAINED: list[lexemes.Lexicon] = []


@settings(max_examples=100, deadline=None)
@given(text=_texts)
def test_another_lexicon_starts_the_memos_over(text: str) -> None:
    base = lexemes.lexicon()
    if not _DRAINED:
        _DRAINED.append(_drained(base))
    other = _DRAINED[0]
    toks = tokenize(text)
    for lex in (base, other, base, other):  # alternating: each reads with its own entries
        _same(toks, lex)


def test_the_memos_follow_their_lexicon() -> None:
    base = lexemes.lexicon()
    other = _drained(base)
    toks = tokenize("The boy has the apples .")
    assert [x.word for x in lexemes.categorize(toks, base)[0]] == [
        *("the", "boy", "has", "the", "apples", "."),
    ]
    assert lexemes.known_prefix(toks, base)[1] is None
    lx, bad = lexemes.categorize(toks, other)  # "the" drained, "apples" unknown
    assert ([x.word for x in lx], bad) == (["boy", "has"], 4)
    assert lexemes.known_prefix(toks, other) == (("boy", "has"), 4)
    assert lexemes._PLACED_OF[0] is other.entries
    assert lexemes.categorize(toks, base)[0][0].word == "the"
    assert lexemes._PLACED_OF[0] is base.entries


def test_a_lexeme_is_shared_only_at_its_own_index() -> None:
    lex = lexemes.lexicon()
    a = lexemes.categorize(tokenize("Tom has 5 apples ."), lex)[0]
    b = lexemes.categorize(tokenize("Tom has 7 apples ."), lex)[0]
    c = lexemes.categorize(tokenize("Then Tom has 5 apples ."), lex)[0]
    assert a[0] is b[0] and a[1] is b[1]  # the same word at the same index: one lexeme
    assert a[2] is not b[2] and a[2].value == 5 and b[2].value == 7  # numbers each time
    assert c[1] == replace(a[0], index=1) and c[1].index == 1


def test_the_memos_are_bounded(monkeypatch: pytest.MonkeyPatch) -> None:
    lex = lexemes.lexicon()
    monkeypatch.setattr(lexemes, "_PLACED_MAX", 8)
    for toks in _sentences(
        ["Tom has 5 apples, 3 pens and 2 boxes. Ann had 4 pens. How many pens do they have?"]
    ):
        for _ in range(2):
            _same(toks, lex)
        assert len(lexemes._PLACED_WORDS) <= 8
        assert len(lexemes._PLACED_MARKS) <= 8
        assert len(lexemes._KNOWN_WORDS) <= 8


def test_gsm_sentences_read_as_the_plain_code() -> None:
    texts = _gsm_texts(400)
    if not texts:
        pytest.skip("no GSM8K train file beside the repository")
    lex = lexemes.lexicon()
    for _ in range(2):
        for toks in _sentences(texts):
            _same(toks, lex)


@settings(max_examples=200, deadline=None)
@given(text=_texts, at=st.integers(min_value=0, max_value=80))
def test_known_prefix_through_reads_as_the_plain_code(text: str, at: int) -> None:
    lex = lexemes.lexicon()
    for _ in range(2):  # the second time from the memo
        texts, bad, start, token = lexemes.known_prefix_through(text, at, lex)
        toks = tokenize_through(text, at)
        assert (texts, bad) == lexemes.known_prefix_plain(toks, lex)
        if bad is None:
            assert (start, token) == (-1, "")
        else:
            assert (start, token) == (toks[bad].start, toks[bad].text)


_SPLIT_TOKENS = [*_TOKENS, "Mr", "Mrs", "ms", "DR", "Dr", ".", ".", "?", "!", "...", "3.", ".5"]


@settings(max_examples=300, deadline=None)
@given(words=st.lists(st.sampled_from(_SPLIT_TOKENS), max_size=16), sep=st.sampled_from([" ", ""]))
def test_split_sentences_splits_as_the_plain_code(words: list[str], sep: str) -> None:
    text = sep.join(words)
    assert clauses.split_sentences(text) == clauses.split_sentences_plain(text)


def test_split_sentences_keeps_titles_and_decimals() -> None:
    text = "Mr. Lee has 3.5 kg. Dr. Ann had 2! How many kg? ok"
    got = clauses.split_sentences(text)
    assert [s for _t, s in got] == ["Mr. Lee has 3.5 kg.", "Dr. Ann had 2!", "How many kg?", "ok"]
    assert got == clauses.split_sentences_plain(text)
    assert clauses.split_sentences("") == [] == clauses.split_sentences_plain("")
    texts = _gsm_texts(2000)
    for t in texts:
        assert clauses.split_sentences(t) == clauses.split_sentences_plain(t)


_SCENE_WORDS = ["Luke", "Ann", "was", "were", "is", "shopping", "playing", "fishing", "at", "the"]
_SCENE_WORDS += ["mall", "park", "and", ",", "he", "bought", "5", "apples", "with", "his", "dad"]


def _search(lx: list[lexemes.Lexeme], exhaustive: bool, scene: bool | None) -> tuple[object, ...]:
    prog = Progress()
    search = clauses._Search(lx, prog, exhaustive)
    if scene is not None:
        search.scene = scene  # the plain computation: every clause asked ``is_setting``
    search.go(0, [])
    return search.results, prog.best, prog.frame, search.scene


@settings(max_examples=300, deadline=None)
@given(words=st.lists(st.sampled_from(_SCENE_WORDS), min_size=1, max_size=10))
def test_a_sentence_without_an_activity_has_no_setting_clause(words: list[str]) -> None:
    lx, bad = lexemes.categorize(tokenize(" ".join(words)), lexemes.lexicon())
    if bad is not None:
        return
    for exhaustive in (False, True):
        fast = _search(lx, exhaustive, None)
        plain = _search(lx, exhaustive, True)
        assert fast[:3] == plain[:3]
        assert fast[3] == any(t.activity for t in lx)


def test_a_setting_is_still_read() -> None:
    lx = lexemes.categorize(tokenize("Luke was shopping at the mall"), lexemes.lexicon())[0]
    results = _search(lx, False, None)[0]
    assert results and results[0][0].frame == "setting"  # type: ignore[index]


@settings(max_examples=300, deadline=None)
@given(text=_texts)
def test_first_unknown_is_the_plain_scan(text: str) -> None:
    lex = lexemes.lexicon()
    fresh = lexemes.LazyEntries(current_pack())  # nothing known yet: asks each word
    for entries in (lex.entries, fresh, lex.entries, {"tom": 1, "has": 2}):
        for _ in range(2):  # the second time from the memo of words met
            got = reader._first_unknown(text, entries)
            assert got == reader._first_unknown_plain(text, entries)


def test_first_unknown_of_gsm_texts() -> None:
    lex = lexemes.lexicon()
    for text in _gsm_texts(1000):
        want = reader._first_unknown_plain(text, lex.entries)
        assert reader._first_unknown(text, lex.entries) == want
    assert reader._first_unknown("Tom has 5 quux.", lex.entries) == 10
    assert reader._first_unknown("TOM has 5 apples.", lex.entries) is None
    assert reader._CHUNKS_OF[0] is lex.entries and reader._CHUNKS["TOM"] == -1


@settings(max_examples=300, deadline=None)
@given(text=_texts)
def test_none_blocks_is_every_sentence_known(text: str) -> None:
    lex = lexemes.lexicon()
    toks = tokenize(text)
    every = all(lexemes.known_prefix(s, lex)[1] is None for s, _ in clauses.split_sentences(text))
    # once known_prefix has decided the text's words, the screen answers as it does
    assert lexemes.none_blocks(toks, lex) == every
    other = _DRAINED[0] if _DRAINED else _drained(lex)
    _DRAINED[:] = [other]
    assert not lexemes.none_blocks(toks, other) or _fresh_decides(toks, other)


def _fresh_decides(toks: tuple[Token, ...], lex: lexemes.Lexicon) -> bool:
    return lexemes.known_prefix(toks, lex)[1] is None


def test_none_blocks_asks_for_undecided_words() -> None:
    lex = lexemes.lexicon()
    toks = tokenize("Tom has 5 apples at 2:30 .")
    lexemes.known_prefix(toks[:4], lex)
    assert lexemes.none_blocks(toks[:4], lex)
    assert not lexemes.none_blocks(toks, lex)  # a clock time blocks
    assert not lexemes.none_blocks(tokenize("Tom has 5 quux ."), lex)


@settings(max_examples=200, deadline=None)
@given(words=st.lists(st.sampled_from([*_TOKENS, *_SCENE_WORDS]), max_size=10))
def test_phrase_readers_give_a_new_list_each_time(words: list[str]) -> None:
    """``grammar._reader`` hands a phrase element's list straight to the memo (no copy):
    each call must build its own list, equal to the plain element's readings."""
    from mathcore.organs.story import grammar

    lx = lexemes.categorize(tokenize(" ".join(words)), lexemes.lexicon())[0]
    for el in ("H:s", "O:o", "K:k", "S:loc"):
        reader = grammar._reader(el)
        for i in range(len(lx) + 1):
            a, b = reader(lx, i), reader(lx, i)
            assert type(a) is list and a == b and a is not b
            assert a == grammar._plain_element(el, lx, i)
