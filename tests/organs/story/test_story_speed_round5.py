"""Round 5 of the story reader's speed-ups: each reads exactly what the plain code reads.

The candidate filter whose large key groups are split by a second need (against the plain
filter and against the same index unsplit), the scene-setting test without generators
(against the first version), and the unknown word's blocking prefix scanned in one pass
(against ``known_prefix`` of ``tokenize_through``).
"""

from __future__ import annotations

from dataclasses import replace

from hypothesis import given, settings
from hypothesis import strategies as st

from mathcore.organs.story import clauses, lexemes, setting
from mathcore.organs.story.frames import CLAUSES, Row
from mathcore.text.tokens import tokenize, tokenize_through

_TABLE: tuple[Row, ...] = tuple(list(CLAUSES))  # another object than CLAUSES: its own index


def _big_group_words() -> list[str]:
    """Words of the rows keyed under a need with more than ``_SPLIT`` rows (``who``...)."""
    _rows, _free, _feat, _row_needs, by_key = clauses._index(_TABLE)
    rows = [r for v in by_key.values() if len(v) > clauses._SPLIT for r in v]
    words = {
        w
        for r in rows
        for el in _TABLE[r][1].split()
        for w in el.lstrip("?").split("|")
        if w[:1].islower() and ":" not in w and "=" not in w
    }
    return sorted(words & set(lexemes.lexicon().entries))


_BIG = _big_group_words()
_SOME = ["Tom", "she", "5", "$3", "apples", "the", "boxes", ",", "and", "bought", "gave", "has"]
_words = st.lists(st.sampled_from([*_SOME, *_BIG]), min_size=0, max_size=10)


def _lexemes(words: list[str]) -> list[lexemes.Lexeme] | None:
    lx, bad = lexemes.categorize(tokenize(" ".join(words)), lexemes.lexicon())
    return None if bad is not None else lx


def _plain_filter(rows: tuple[Row, ...], feats: frozenset[str]) -> list[int]:
    table = clauses._compiled(rows)
    return [r for r, row in enumerate(table) if not any(feats.isdisjoint(n) for n in row[3])]


def test_some_key_groups_are_split() -> None:
    """The table has key needs with more rows than ``_SPLIT`` (else nothing is tested)."""
    masks = clauses._masks(_TABLE)
    assert _BIG
    assert any(second for _flat, _sub, second in masks[6].values())
    assert any(not second for _flat, _sub, second in masks[6].values())


@settings(max_examples=400, deadline=None)
@given(words=_words)
def test_split_candidates_are_the_plain_filter(words: list[str]) -> None:
    lx = _lexemes(words)
    if lx is None:
        return
    assert clauses._candidates_of(_TABLE, lx) == _plain_filter(_TABLE, clauses.features(lx))


def _split_tables() -> dict[int, tuple[Row, ...]]:
    """A fresh copy of the table per split threshold, each indexed under its threshold."""
    out: dict[int, tuple[Row, ...]] = {}
    saved = clauses._SPLIT
    try:
        for split in (0, 1, 4, 10_000):
            clauses._SPLIT = split
            out[split] = tuple(list(CLAUSES))
            clauses._masks(out[split])  # built now, under this split, and kept per table
    finally:
        clauses._SPLIT = saved
    return out


_SPLITS = _split_tables()


@settings(max_examples=100, deadline=None)
@given(words=_words, split=st.sampled_from(sorted(_SPLITS)))
def test_candidates_do_not_depend_on_the_split(words: list[str], split: int) -> None:
    lx = _lexemes(words)
    if lx is None:
        return
    rows = _SPLITS[split]
    assert clauses._candidates_of(rows, lx) == _plain_filter(rows, clauses.features(lx))


_SETTING_WORDS = [
    *("Luke", "he", "the", "his", "Mrs.", "boy", "and", ",", "was", "were", "is", "are"),
    *("trying", "playing", "to", "expand", "game", "collection", "5", "$3", "more", "bought"),
    *("saving", "money", "for", "a", "bike", "each", "50%"),
]


@settings(max_examples=400, deadline=None)
@given(st.lists(st.sampled_from(_SETTING_WORDS), max_size=12))
def test_is_setting_is_the_plain_test(words: list[str]) -> None:
    lx = _lexemes(words)
    if lx is None:
        return
    assert setting.is_setting(lx) == setting.is_setting_plain(lx)


def test_is_setting_by_example() -> None:
    for text, want in [
        ("Luke was trying to expand his game collection", True),
        ("Luke was trying to buy 5 games", False),
        ("was trying to expand his game collection", False),
        ("Luke has trying", False),
        ("Luke was", False),
    ]:
        lx = _lexemes(text.split())
        assert lx is not None
        assert setting.is_setting(lx) is setting.is_setting_plain(lx) is want


_PREFIX_TOKENS = [
    *("Tom", "tom", "has", "5", "$3", "apples", "zebra", "quux", "gave", "Ann", "jack", "Jack"),
    *("scarlet", "the", "of", "2:30", "3/4", "3/0", "25%", "$1.50", "'s", ",", "?", "(", "x-ray"),
    *("3.5", "1,000", "Mr.", "don't", "’s"),
]


@settings(max_examples=400, deadline=None)
@given(st.lists(st.sampled_from(_PREFIX_TOKENS), max_size=16), st.integers(0, 120))
def test_known_prefix_through_is_known_prefix_of_tokenize_through(
    words: list[str], at: int
) -> None:
    text = " ".join(words)
    base = lexemes.lexicon()
    drained = {**base.entries, "the": replace(base.entries["the"], drain=True)}
    for lex in (base, lexemes.Lexicon(base.digest, drained)):  # with a drained word, too
        toks = tokenize_through(text, at)
        texts, bad = lexemes.known_prefix(toks, lex)
        want = (texts, bad, -1 if bad is None else toks[bad].start)
        want_token = "" if bad is None else toks[bad].text
        got = lexemes.known_prefix_through(text, at, lex)
        assert got == (*want, want_token)


def test_known_prefix_through_by_example() -> None:
    lex = lexemes.lexicon()
    text = "Tom has 5 quuxes and 2:30 apples."
    assert lexemes.known_prefix_through(text, text.index("quuxes"), lex) == (
        ("Tom", "has", "5"),
        3,
        text.index("quuxes"),
        "quuxes",
    )
    assert lexemes.known_prefix_through("Tom has 2:30", 9, lex) == (("Tom", "has"), 2, 8, "2:30")
    assert lexemes.known_prefix_through("Tom has scarlet", 9, lex)[1:] == (2, 8, "scarlet")
    # the scan stops after the first token ending beyond ``at``: a later unknown is unseen
    assert lexemes.known_prefix_through("Tom has quux", 1, lex) == (("Tom",), None, -1, "")
