"""Round 3 of the story reader's speed-ups: each reads exactly what the plain code reads.

``grammar.match_all`` (a plain walk) against ``grammar.match`` (the generator), the bit-mask
candidate filter against the feature-set one and the plain filter, and the unknown-word
pre-scan with the lazy lexicon's set of known forms against the plain scan.
"""

from __future__ import annotations

from functools import reduce
from operator import or_

from hypothesis import given, settings
from hypothesis import strategies as st

from mathcore.organs.story import clauses, lexemes, phrases, reader
from mathcore.organs.story.frames import CLAUSES, QUESTIONS, Row
from mathcore.organs.story.grammar import Progress, match, match_all
from mathcore.packs.loader import current_pack
from mathcore.text.tokens import tokenize

_TABLE: tuple[Row, ...] = tuple(list(CLAUSES))  # another object than CLAUSES: its own index
_WORDS = sorted(
    {w for _n, spec, _t in _TABLE for el in spec.split() for w in el.lstrip("?").split("|")}
    & set(lexemes.lexicon().entries)
)
_SOME = ["Tom", "she", "5", "$3", "1/2", "apples", "the", "boxes", ",", "and", "each", "?"]
_words = st.lists(st.sampled_from([*_SOME, *_WORDS]), min_size=0, max_size=8)


def _lexemes(words: list[str]) -> list[lexemes.Lexeme] | None:
    lx, bad = lexemes.categorize(tokenize(" ".join(words)), lexemes.lexicon())
    return None if bad is not None else lx


def _plain_filter(rows: tuple[Row, ...], feats: frozenset[str]) -> list[int]:
    table = clauses._compiled(rows)
    return [r for r, row in enumerate(table) if not any(feats.isdisjoint(n) for n in row[3])]


@settings(max_examples=300, deadline=None)
@given(words=_words, row=st.integers(min_value=0), questions=st.booleans(), prev=st.booleans())
def test_match_all_is_match(words: list[str], row: int, questions: bool, prev: bool) -> None:
    lx = _lexemes(["how", "many", *words] if questions else words)
    if lx is None:
        return
    table = clauses._compiled(QUESTIONS if questions else _TABLE)
    name, _tmpl, elems, _need, _is_prev = table[row % len(table)]
    bind = {"s": "@prev"} if prev else {}
    elems = elems[1:] if prev else elems
    prog = Progress()
    want = list(match(elems, lx, 0, dict(bind), name, prog, {}))
    got, reach = match_all(elems, lx, dict(bind), {})
    assert got == want
    assert reach == prog.best
    assert (name if reach else "") == prog.frame


def test_match_all_by_example() -> None:
    lx = _lexemes(["Tom", "has", "5", "apples"])
    assert lx is not None
    got, reach = match_all(("H:s", "has", "N:n", "K:k"), lx, {}, {})
    assert [(b["s"], b["n"][0], b["k"].head) for b in got] == [("tom", 5, "apple")]
    assert reach == 4
    assert match_all(("H:s", "has", "N:n", "gives"), lx, {}, {}) == ([], 3)
    assert match_all(("H:s", "has"), lx, {}, {}) == ([], 2)
    assert match_all(("gives",), lx, {}, {}) == ([], 0)
    empty: dict[str, object] = {}
    assert match_all((), [], empty, {}) == ([empty], 0)
    assert match_all((), lx, {}, {}) == ([], 0)
    shared = {"s": "@prev"}  # an element without a key passes the same binding on
    got, _ = match_all(("has", "N:n", "K:k"), lx[1:], shared, {})
    assert len(got) == 1 and got[0]["s"] == "@prev" and got[0] is not shared


@settings(max_examples=300, deadline=None)
@given(words=_words, questions=st.booleans())
def test_candidates_of_lexemes_is_the_feature_filter(words: list[str], questions: bool) -> None:
    lx = _lexemes(["how", "many", *words] if questions else words)
    if lx is None:
        return
    rows = QUESTIONS if questions else _TABLE
    feats = clauses.features(lx)
    got = clauses._candidates_of(rows, lx)
    assert got == clauses._candidates(rows, feats)
    assert got == _plain_filter(rows, feats)


_SMALL: tuple[Row, ...] = (CLAUSES[0], ("only_zebra", "H:s zebra", {"op": "has"}))


def test_masks_follow_a_new_table() -> None:
    """A new frame table (another tuple) gets its own masks, not the old table's."""
    zebra, lion = _lexemes(["Tom", "zebra"]), _lexemes(["Tom", "lion"])
    if zebra is None or lion is None:  # not words of the pack: fake the needed feature
        zebra = [*(_lexemes(["Tom"]) or []), lexemes._plain(1, "zebra", "zebra", "WORD", None)]
        lion = [*(_lexemes(["Tom"]) or []), lexemes._plain(1, "lion", "lion", "WORD", None)]
    assert clauses._candidates_of(_SMALL, zebra)[-1] == 1
    assert 1 not in clauses._candidates_of(_SMALL, lion)
    assert clauses._candidates_of(_SMALL, zebra) == _plain_filter(_SMALL, clauses.features(zebra))


def _plain_first_unknown(text: str, entries: lexemes.LazyEntries) -> int | None:
    for m in reader._WORD.finditer(text):
        if m.group().lower() not in entries:
            return m.start()
    return None


_TEXT_WORDS = ["Tom", "TOM'S", "Tom's", "has", "HAS", "5", "apples", "quux", "zebras", "x-ray"]


@settings(max_examples=300, deadline=None)
@given(
    words=st.lists(st.sampled_from([*_TEXT_WORDS, ".", "?", "'s", "’S", "Ann", "gave"])),
    fresh=st.booleans(),
)
def test_first_unknown_is_the_plain_scan(words: list[str], fresh: bool) -> None:
    text = " ".join(words)
    entries = lexemes.LazyEntries(current_pack()) if fresh else lexemes.lexicon().entries
    assert isinstance(entries, lexemes.LazyEntries)
    plain = lexemes.LazyEntries(current_pack())
    assert reader._first_unknown(text, entries) == _plain_first_unknown(text, plain)
    assert reader._first_unknown(text, entries) == _plain_first_unknown(text, plain)  # warm
    assert all(form in plain for form in entries.known)  # known: only forms with an entry


def test_known_forms_grow_with_lookups_and_never_hold_a_miss() -> None:
    entries = lexemes.LazyEntries(current_pack())
    assert entries.known == set()
    assert "has" in entries and "zzqx" not in entries
    assert entries.known == {"has"}
    assert entries.get("apples") is not None
    assert entries.known == {"has", "apples"}
    text = "Tom has 5 zzqx."
    assert reader._first_unknown(text, entries) == text.index("zzqx")
    assert reader._first_unknown("Tom has 5 apples.", entries) is None


def _plain_read_one(
    rows: tuple[Row, ...], lx: list[lexemes.Lexeme], continued: bool
) -> tuple[list[tuple[str, dict[str, object]]], int, str]:
    """Every candidate row matched through the generator, in table order, as first written."""
    prog, out = Progress(), []
    for r in clauses._candidates(rows, clauses.features(lx)):
        name, _tmpl, elems, _need, is_prev = clauses._compiled(rows)[r]
        if is_prev and not continued:
            continue
        sub = Progress()
        out += [(name, b) for b in match(elems, lx, 0, {}, name, sub, {})]
        if continued and elems and elems[0] == "H:s":
            out += [(name, b) for b in match(elems[1:], lx, 0, {"s": "@prev"}, name, sub, {})]
        prog.note(sub.best, sub.frame)
    return out, prog.best, prog.frame


@settings(max_examples=300, deadline=None)
@given(words=_words, continued=st.booleans())
def test_read_one_is_every_candidate_row_matched(words: list[str], continued: bool) -> None:
    lx = _lexemes(words)
    if not lx:
        return
    prog = Progress()
    got = clauses._read_one(_TABLE, lx, 0, prog, continued)
    assert ([(rc.frame, rc.bind) for rc in got], prog.best, prog.frame) == _plain_read_one(
        _TABLE, lx, continued
    )


def test_read_one_by_example() -> None:
    lx = _lexemes(["Tom", "has", "5", "apples"])
    assert lx is not None
    prog = Progress()
    got = clauses._read_one(_TABLE, lx, 0, prog, False)
    assert got and prog.best == 4
    assert ([(rc.frame, rc.bind) for rc in got], 4, prog.frame) == _plain_read_one(
        _TABLE, lx, False
    )


def _plain_edge(lx: list[lexemes.Lexeme], i: int) -> bool:
    edge = [phrases.word(lx, k) for k in range(i, i + 5)]
    return (
        edge[:2] == ["at", "the"]
        and edge[2] in phrases.EDGES
        and edge[3:] == ["of", "the"]
        and i + 5 < len(lx)
        and (lx[i + 5].time or lx[i + 5].noun is not None)
    )


@settings(max_examples=200, deadline=None)
@given(
    words=st.lists(st.sampled_from(["at", "the", "end", "start", "of", "day", "game", "Tom"])),
    i=st.integers(min_value=0, max_value=9),
)
def test_edge_is_the_plain_window(words: list[str], i: int) -> None:
    lx = _lexemes(words)
    if lx is None:
        return
    assert phrases._edge(lx, i) == _plain_edge(lx, i)


def test_edge_by_example() -> None:
    lx = _lexemes(["at", "the", "end", "of", "the", "day"])
    assert lx is not None
    assert phrases._edge(lx, 0) and _plain_edge(lx, 0)
    assert not phrases._edge(lx, 1) and not phrases._edge(lx, 6)


@settings(max_examples=200, deadline=None)
@given(words=_words, cut=st.tuples(st.integers(0, 9), st.integers(0, 9)))
def test_segment_needs_from_sentence_masks_are_its_features(
    words: list[str], cut: tuple[int, int]
) -> None:
    """The clause search ors the sentence's per-lexeme masks over a segment: the same
    candidates as the segment's own features."""
    lx = _lexemes(words)
    if lx is None:
        return
    i, j = sorted(cut)
    masks = clauses._lexeme_masks(CLAUSES, lx)
    met = reduce(or_, masks[i:j], 0)
    seg = lx[i:j]
    assert clauses._candidates_of(CLAUSES, seg, met) == clauses._candidates(
        CLAUSES, clauses.features(seg)
    )


@settings(max_examples=200, deadline=None)
@given(words=st.lists(st.sampled_from([*_TEXT_WORDS, *_SOME, "jack", "Jack", "zzqx"]), max_size=10))
def test_lexemes_from_built_entries_are_the_mapping_lookups(words: list[str]) -> None:
    """``categorize`` and ``known_prefix`` look a built entry up directly: the same result
    from a fresh lazy lexicon, a warm one and a plain dict of the same entries."""
    toks = tokenize(" ".join(words))
    pack = current_pack()
    warm = lexemes.lexicon()
    fresh = lexemes.Lexicon(warm.digest, lexemes.LazyEntries(pack))
    other = lexemes.LazyEntries(pack)  # not ``fresh``: that one must stay unbuilt here
    plain_entries = {t.text.lower(): other.get(t.text.lower()) for t in toks}
    plain = lexemes.Lexicon(warm.digest, {w: e for w, e in plain_entries.items() if e})
    want = lexemes.categorize(toks, plain)
    assert lexemes.categorize(toks, fresh) == want
    assert lexemes.categorize(toks, warm) == want
    assert lexemes.known_prefix(toks, fresh) == lexemes.known_prefix(toks, plain)
    assert lexemes.known_prefix(toks, warm) == lexemes.known_prefix(toks, plain)
