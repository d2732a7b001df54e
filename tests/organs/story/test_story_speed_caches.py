"""The story reader's speed-ups read exactly what the plain code reads."""

from __future__ import annotations

from dataclasses import fields, replace
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from mathcore.organs.story import clauses, lexemes, reader
from mathcore.organs.story.frames import CLAUSES, QUESTIONS, Row
from mathcore.organs.story.grammar import Memo, Progress, match
from mathcore.text.tokens import tokenize


def _plain(rows: tuple[Row, ...], feats: frozenset[str]) -> list[int]:
    """The reference filter: a row is tried when each of its needs meets the features."""
    table = clauses._compiled(rows)
    return [r for r, row in enumerate(table) if not any(feats.isdisjoint(need) for need in row[3])]


def _vocabulary(rows: tuple[Row, ...]) -> list[str]:
    out = {f for row in clauses._compiled(rows) for need in row[3] for f in need}
    return sorted(out | {"zebra", "#NUM"})


@settings(max_examples=300, deadline=None)
@given(data=st.data(), questions=st.booleans())
def test_candidates_are_the_plain_filter(data: st.DataObject, questions: bool) -> None:
    rows = QUESTIONS if questions else CLAUSES
    feats = frozenset(data.draw(st.lists(st.sampled_from(_vocabulary(rows)), max_size=12)))
    assert clauses._candidates(rows, feats) == _plain(rows, feats)


def test_candidates_with_every_feature_is_every_row_with_needs_met() -> None:
    feats = frozenset(_vocabulary(CLAUSES))
    got = clauses._candidates(CLAUSES, feats)
    assert got == _plain(CLAUSES, feats)
    assert len(got) == len(CLAUSES)


def test_no_features_leaves_only_rows_without_needs() -> None:
    got = clauses._candidates(CLAUSES, frozenset())
    assert got == _plain(CLAUSES, frozenset())
    assert all(not clauses._compiled(CLAUSES)[r][3] for r in got)


#: kept alive for the whole run: tables are cached by identity
_SMALL: tuple[Row, ...] = (CLAUSES[0], ("only_zebra", "H:s zebra", {"op": "has"}))


def test_index_follows_a_new_table() -> None:
    """A new frame table (another tuple) is indexed afresh, not served the old index."""
    assert clauses._candidates(_SMALL, frozenset({"zebra"}))[-1] == 1
    assert 1 not in clauses._candidates(_SMALL, frozenset({"lion"}))


def test_lexemes_are_built_by_slots_while_the_fields_are_known() -> None:
    """A field added to ``Lexeme`` must be added to the fast constructors too."""
    assert lexemes._FAST
    assert tuple(f.name for f in fields(lexemes.Lexeme)) == lexemes._FIELDS


@pytest.mark.parametrize("fast", [True, False])
def test_fast_lexemes_equal_the_dataclass_ones(fast: bool, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(lexemes, "_FAST", fast)
    entries = lexemes.lexicon().entries
    assert entries
    for k, (w, e) in enumerate(sorted(entries.items())):
        for name in (e.name, False):
            sym = "NAME" if name else ("PRON" if e.pronoun else e.sym)
            want = replace(e, index=k, text=w.title(), word=w, sym=sym, name=name, drain=False)
            assert lexemes._word(k, w.title(), w, e, name) == want
    for sym, value in (("NUM", Fraction(7, 2)), ("MONEY", 3), ("PUNCT", None)):
        got = lexemes._plain(4, "x", "x", sym, value)
        assert got == lexemes.Lexeme(4, "x", "x", sym, value)
        assert got.lemma == "" and got.noun is None and not got.name


def test_categorize_reads_a_lower_case_name_as_its_common_noun() -> None:
    """A name ("Jack") is a name only capitalized; lower-case it keeps its noun reading."""
    lex = lexemes.lexicon()
    both = sorted(w for w, e in lex.entries.items() if e.name and e.noun is not None)
    only = sorted(
        w
        for w, e in lex.entries.items()
        if e.name and e.noun is None and not e.modifier and e.verb is None
    )
    assert both and only
    w = both[0]
    upper, _ = lexemes.categorize(tokenize(w.title()), lex)
    lower, bad = lexemes.categorize(tokenize(w), lex)
    assert upper[0].name and upper[0].sym == "NAME"
    assert bad is None and not lower[0].name and lower[0].sym != "NAME"
    assert lower[0].noun == lex.entries[w].noun
    assert lexemes.categorize(tokenize(f"{w} {only[0]}"), lex) == (lower, 1)


@pytest.mark.parametrize("memo", [None, {}])
def test_match_binds_the_last_element_and_notes_progress(memo: Memo | None) -> None:
    lx, bad = lexemes.categorize(tokenize("Tom has 5 apples"), lexemes.lexicon())
    assert bad is None
    prog = Progress()
    got = list(match(("H:s", "has", "N:n", "K:k"), lx, 0, {}, "has_row", prog, memo))
    assert [(b["s"], b["n"][0], b["k"].head) for b in got] == [("tom", 5, "apple")]
    assert (prog.best, prog.frame) == (4, "has_row")
    stuck = Progress()
    assert list(match(("H:s", "has", "N:n", "gives"), lx, 0, {}, "stuck_row", stuck, memo)) == []
    assert (stuck.best, stuck.frame) == (3, "stuck_row")
    short = Progress()
    assert list(match(("H:s", "has"), lx, 0, {}, "short_row", short, memo)) == []
    assert (short.best, short.frame) == (2, "short_row")
    assert list(match(("H:s", "has", "?now", "N:n", "K:k"), lx, 0, {}, "opt", Progress(), memo))


#: the clause table as another object: no setting or lead-scope reading, only its rows
_TABLE: tuple[Row, ...] = tuple(list(CLAUSES))  # a new tuple (tuple() of a tuple is itself)
_WORDS = sorted(
    {w for _n, spec, _t in _TABLE for el in spec.split() for w in el.lstrip("?").split("|")}
    & set(lexemes.lexicon().entries)
)


def _plain_progress(rows: tuple[Row, ...], lx: list[lexemes.Lexeme]) -> tuple[int, str, int]:
    """Every row matched in full: the furthest token, its frame and the number of readings."""
    prog, found = Progress(), 0
    for name, spec, tmpl in rows:
        if tmpl.get("op") == "=prev":  # continues a previous clause: not read at a start
            continue
        sub = Progress()
        found += len(list(match(tuple(spec.split()), lx, 0, {}, name, sub, {})))
        prog.note(sub.best, sub.frame)
    return prog.best, prog.frame, found


@settings(max_examples=150, deadline=None)
@given(
    words=st.lists(
        st.sampled_from(["Tom", "she", "5", "$3", "apples", "the", "boxes", *_WORDS]),
        min_size=1,
        max_size=7,
    )
)
def test_exhaustive_progress_is_every_row_matched(words: list[str]) -> None:
    lx, bad = lexemes.categorize(tokenize(" ".join(words)), lexemes.lexicon())
    if bad is not None or not lx:
        return
    prog = Progress()
    got = clauses._read_one(_TABLE, lx, 0, prog, False, exhaustive=True)
    assert (prog.best, prog.frame, len(got)) == _plain_progress(_TABLE, lx)


@pytest.mark.parametrize(
    "text",
    ["Tom has 5 apples", "Tom gives", "She bought 3 boxes of apples for $5", "the apples"],
)
def test_exhaustive_progress_on_sentences(text: str) -> None:
    lx, bad = lexemes.categorize(tokenize(text), lexemes.lexicon())
    assert bad is None
    prog = Progress()
    got = clauses._read_one(_TABLE, lx, 0, prog, False, exhaustive=True)
    assert (prog.best, prog.frame, len(got)) == _plain_progress(_TABLE, lx)


def _plain_dead_best(rows: tuple[Row, ...], lx: list[lexemes.Lexeme]) -> tuple[int, int] | None:
    """Each row that opens a sentence and has an element whose need the segment does not
    meet, matched up to that element: the furthest reach and the first row to get there."""
    feats = clauses.features(lx)
    best: tuple[int, int] | None = None
    for r, (_name, _tmpl, elems, _need, is_prev) in enumerate(clauses._compiled(rows)):
        dead = next(
            (
                k
                for k, el in enumerate(elems)
                if any(feats.isdisjoint(need) for need in clauses._needs(el))
            ),
            None,
        )
        if is_prev or dead is None:
            continue
        sub = Progress()
        for _b in match(elems[:dead], lx, 0, {}, "", sub, {}):
            pass
        if best is None or sub.best > best[0]:
            best = (sub.best, r)
    return best


def _lexemes(words: list[str]) -> list[lexemes.Lexeme] | None:
    lx, bad = lexemes.categorize(tokenize(" ".join(words)), lexemes.lexicon())
    return None if bad is not None or not lx else lx


@settings(max_examples=200, deadline=None)
@given(
    words=st.lists(
        st.sampled_from(["Tom", "she", "5", "$3", "apples", "the", "boxes", *_WORDS]),
        min_size=1,
        max_size=7,
    ),
    questions=st.booleans(),
)
def test_dead_best_is_the_plain_furthest_dead_row(words: list[str], questions: bool) -> None:
    lx = _lexemes(words if not questions else ["how", "many", *words])
    if lx is None:
        return
    rows = QUESTIONS if questions else _TABLE
    got = clauses._dead_best(rows, lx, clauses.features(lx), {})
    assert got == _plain_dead_best(rows, lx)


def test_dead_best_by_example() -> None:
    table: tuple[Row, ...] = (
        ("a", "H:s has N:n K:k", {"op": "has"}),
        ("b", "H:s gives N:n", {"op": "give"}),
        ("c", "H:s gives N:n K:k", {"op": "give"}),
        ("d", "H:s ?now $:p", {"op": "price"}),
        ("e", "V=take:v", {"op": "take"}),
        ("f", "H:s gives N:n", {"op": "=prev"}),
    )
    lx = _lexemes(["Tom", "has", "5", "apples"])
    assert lx is not None
    # b, c die at "gives" after the holder (reach 1); d at "$" after "Tom" (reach 1, later
    # row); e dies at once (reach 0): b is the first row to get furthest
    assert clauses._dead_best(table, lx, clauses.features(lx), {}) == (1, 1)
    assert clauses._dead_best(table[2:], lx, clauses.features(lx), {}) == (1, 0)
    assert clauses._dead_best(table[4:], lx, clauses.features(lx), {}) == (0, 0)
    assert clauses._dead_best(table[:1], lx, clauses.features(lx), {}) is None
    assert clauses._dead_best(table[5:], lx, clauses.features(lx), {}) is None  # =prev only


def test_dead_best_follows_a_new_table() -> None:
    """A new frame table (another tuple) gets its own trie, not the old one."""
    zebra: tuple[Row, ...] = (("only_zebra", "H:s zebra", {"op": "has"}),)
    lion: tuple[Row, ...] = (("only_lion", "H:s lion", {"op": "has"}),)
    lx = _lexemes(["Tom", "has"])
    assert lx is not None
    feats = clauses.features(lx)
    assert clauses._dead_best(zebra, lx, feats, {}) == (1, 0)
    assert clauses._dead_best(lion, lx, feats | {"lion"}, {}) is None
    assert clauses._dead_best(zebra, lx, feats | {"zebra"}, {}) is None


def _plain_unknown_refusal(text: str, at: int) -> object:
    """The reference: the whole blocking sentence tokenized, then categorized."""
    enders = [m.end() for m in reader._ENDER.finditer(text, 0, at)]
    start = enders[-1] if enders else 0
    end_m = reader._ENDER.search(text, at)
    end = len(text) if end_m is None else end_m.end()
    offset = len(text[start:end]) - len(text[start:end].lstrip())
    stext = text[start + offset : end]
    toks = tokenize(stext)
    lx, bad = lexemes.categorize(toks, lexemes.lexicon())
    if bad is None or toks[bad].start + start + offset != at:
        return None
    texts = tuple(t.text for t in lx)
    return reader._refuse(
        "unknown_word", len(enders), stext, toks[bad].text, bad, "lexicon_entry", texts
    )


_STORY_WORDS = ["Tom", "tom", "has", "had", "5", "$3", "apples", "zebra", "quux", "gave", "Ann"]


@settings(max_examples=300, deadline=None)
@given(
    st.lists(
        st.sampled_from([*_STORY_WORDS, ".", "?", "!", ",", "'s", "Mr.", "3.5", "2:30", "x-ray"]),
        max_size=14,
    ),
    st.sampled_from(["", " How many apples?"]),
)
def test_unknown_refusal_is_the_whole_sentence_reading(words: list[str], tail: str) -> None:
    text = " ".join(words) + tail
    lex = lexemes.lexicon()
    at = reader._first_unknown(text, lex.entries)
    if at is None:
        return
    assert reader._unknown_refusal(text, at, lex) == _plain_unknown_refusal(text, at)


def test_unknown_refusal_blocks_at_the_unknown_word() -> None:
    text = "Tom has 5 apples. Ann has 3 quuxes and 2 pears. How many apples?"
    lex = lexemes.lexicon()
    at = reader._first_unknown(text, lex.entries)
    assert at == text.index("quuxes")
    got = reader._unknown_refusal(text, at, lex)
    assert got == _plain_unknown_refusal(text, at)
    assert got is not None and got.blocking is not None
    assert (got.blocking.token, got.blocking.sentence_index) == ("quuxes", 1)


_PREFIX_TOKENS = [
    *_STORY_WORDS,
    "jack",
    "Jack",
    "scarlet",
    "Scarlet",
    "marks",
    "the",
    "of",
    "2:30",
    "3/4",
    "25%",
    "$1.50",
    "'s",
    ",",
    "?",
    "(",
    "x-ray",
]


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(_PREFIX_TOKENS), max_size=16))
def test_known_prefix_decides_as_categorize(words: list[str]) -> None:
    base = lexemes.lexicon()
    drained = {**base.entries, "the": replace(base.entries["the"], drain=True)}
    for lex in (base, lexemes.Lexicon(base.digest, drained)):  # with a drained word, too
        toks = tokenize(" ".join(words))
        lx, bad = lexemes.categorize(toks, lex)
        assert lexemes.known_prefix(toks, lex) == (tuple(t.text for t in lx), bad)


def test_known_prefix_stops_at_each_kind_of_unknown() -> None:
    lex = lexemes.lexicon()
    cases = [
        ("Tom has 2:30", 2),
        ("Tom has quux", 2),
        ("Tom has scarlet", 2),
        ("Tom has 5 apples .", None),
    ]
    for text, bad in cases:
        toks = tokenize(text)
        assert lexemes.known_prefix(toks, lex)[1] == bad == lexemes.categorize(toks, lex)[1]
