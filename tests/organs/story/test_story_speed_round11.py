"""Round 11 of the story reader's speed work (issue 5): each fast path reads what the plain
code reads.

- ``reader._first_unknown`` cuts the text at its spaces and decides each piece once per
  lexicon (the offset of its first unknown word, or -1) instead of scanning every word of
  every text with ``_WORD``: the same offset as ``_first_unknown_plain``;
- ``reader._ends_before`` / ``_end_after`` find the sentence ends around an unknown word by
  string searches: the same ends as ``_ENDER.finditer(text, 0, at)`` / ``_ENDER.search``;
- ``quick_check`` and two ``mawps`` screens take the text's one lower case
  (``text.lowered.lower``);
- the clause search finds a segment's candidate rows by need ids in sets
  (``clauses._lexeme_ids``, ``_met_ids``, ``_candidates_by_ids``, ``_candidates_within_ids``)
  instead of masks of some 340 bits: the same rows as the masks (``_candidates_of``,
  ``_candidates_within``) and the plain feature filter.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from mathcore.organs.story import clauses, lexemes, mawps_parts, mawps_weather, reader
from mathcore.organs.story.frames import CLAUSES, QUESTIONS, Row
from mathcore.packs.loader import current_pack
from mathcore.text.tokens import tokenize

_DATA = Path(__file__).resolve().parents[4] / "shared" / "data"

#: Pieces of text: known and unknown words, the apostrophe and hyphen cases ``_WORD`` treats
#: apart, every kind of white space (``split(" ")`` leaves all but the space inside a piece),
#: marks, digits (a Unicode one too), titles, and a piece longer than the memo keeps.
_PIECES = [
    *("Tom", "TOM", "has", "apples", "quux", "zebra", "s", "S", "x", "ray", "é", "a"),
    *("'", "’", "-", "'s", "’S", "Ann's", "x-ray", "o'clock"),
    *(" ", " ", "  ", "\t", "\n", "\xa0", "\u2003"),
    *(".", "?", "!", ",", "5", "3.5", "٣", "Mr.", "Mrs.", "Ms.", "Dr.", "DMr.", "$"),
    "apples" * 7,
]
_texts = st.lists(st.sampled_from(_PIECES), max_size=16).map("".join)


def _dev_texts() -> list[str]:
    out: list[str] = []
    for path in [_DATA / "gsm8k" / "train.jsonl", *sorted((_DATA / "mawps").glob("*.jsonl"))]:
        if path.exists():
            with path.open() as f:
                for line in f:
                    row = json.loads(line)
                    out.append(str(row.get("question") or row.get("text") or ""))
    return out


@settings(max_examples=400, deadline=None)
@given(text=_texts)
def test_first_unknown_is_the_plain_scan(text: str) -> None:
    lex = lexemes.lexicon()
    fresh = lexemes.LazyEntries(current_pack())  # nothing known yet: asks each word
    for entries in (lex.entries, fresh, lex.entries, fresh):
        for _ in range(2):  # the second time from the memo of pieces met
            want = reader._first_unknown_plain(text, entries)
            assert reader._first_unknown(text, entries) == want


def test_first_unknown_of_dev_texts() -> None:
    lex = lexemes.lexicon()
    for text in _dev_texts():
        want = reader._first_unknown_plain(text, lex.entries)
        assert reader._first_unknown(text, lex.entries) == want


def test_the_piece_memo() -> None:
    lex = lexemes.lexicon()
    text = "Tom  has 5 quux. Tom has apples."  # the double space before the unknown word
    assert reader._first_unknown(text, lex.entries) == text.index("quux")
    assert reader._CHUNKS_OF[0] is lex.entries
    assert reader._CHUNKS["quux."] == 0 and reader._CHUNKS["Tom"] == -1
    assert reader._CHUNKS[""] == -1  # the empty piece between two spaces: no word
    assert reader._first_unknown(text, lex.entries) == text.index("quux")  # from the memo
    assert reader._first_unknown("Tom’squux has", lex.entries) == 0
    long = "apples," * 6 + "quux"  # longer than a kept piece: decided, not kept
    assert reader._first_unknown(long, lex.entries) == long.index("quux")
    assert long not in reader._CHUNKS
    fresh = lexemes.LazyEntries(current_pack())
    assert reader._first_unknown("Tom has 5 apples.", fresh) is None
    assert reader._CHUNKS_OF[0] is fresh and "quux." not in reader._CHUNKS  # started over
    assert reader._first_unknown("Tom has 5 quux.", {"tom": 1, "has": 2}) == 10  # plain


@pytest.mark.interpreted_only("sets the module's bound, which compiled callers may bind")
def test_the_piece_memo_is_bounded() -> None:
    lex = lexemes.lexicon()
    reader._first_unknown("Tom", lex.entries)
    size = len(reader._CHUNKS)
    old = reader._CHUNKS_MAX
    try:
        reader._CHUNKS_MAX = size  # full: the next new piece clears it first
        assert reader._first_unknown("Tom zzqxpiece", lex.entries) == 4
        assert list(reader._CHUNKS) == ["zzqxpiece"]
    finally:
        reader._CHUNKS_MAX = old


def _enders(text: str, at: int) -> list[int]:
    return [m.end() for m in reader._ENDER.finditer(text, 0, at)]


def _end(text: str, at: int) -> int:
    m = reader._ENDER.search(text, at)
    return len(text) if m is None else m.end()


@settings(max_examples=400, deadline=None)
@given(text=_texts, data=st.data())
def test_sentence_ends_are_the_pattern_s(text: str, data: st.DataObject) -> None:
    at = data.draw(st.integers(0, len(text)))
    assert reader._ends_before(text, at) == _enders(text, at)
    assert reader._end_after(text, at) == _end(text, at)


def test_sentence_ends_of_dev_texts() -> None:
    for text in _dev_texts()[:3000]:
        for at in range(0, len(text) + 1, 5):
            assert reader._ends_before(text, at) == _enders(text, at)
            assert reader._end_after(text, at) == _end(text, at)


def test_each_end_rule_fires() -> None:
    text = "It is 3.5 m. Mr. Li. Mrs. Wu! Ms. A? Dr. B."
    assert reader._ends_before(text, 99) == [12, 20, 29, 36, 43]
    assert reader._ends_before("a.5", 2) == [2]  # the digit after ``at`` is not seen
    assert reader._end_after("Mr. Li has 3.5 m? yes.", 0) == 17
    assert reader._end_after("Mr. Li has 3.5 m", 3) == 16  # no end: the text's end
    assert reader._end_after("x. Dr. y.", 3) == 9  # the title's point is no end
    assert reader._end_after("DMr. x.", 0) == 7  # a title's letters before the mark


def test_screens_read_the_shared_lower_case() -> None:
    text = "It RAINED 2 inches. What Fraction of the nails? How MANY?"
    assert reader.quick_check(text) == reader.quick_check(text.lower())
    assert mawps_parts.cue(text) and mawps_parts.cue(text.lower())
    assert mawps_weather.cue(text) == mawps_weather.cue(text.lower())
    assert not reader.quick_check("Tom has 5 apples.")


# --- candidate rows by need ids ------------------------------------------------------------

_SMALL_TABLE: tuple[Row, ...] = tuple(list(CLAUSES))  # its own index, under another split


def _small_split_table() -> tuple[Row, ...]:
    saved = clauses._SPLIT
    try:
        clauses._SPLIT = 2  # most key needs split by a second need: both loops of the split
        clauses._masks(_SMALL_TABLE)
    finally:
        clauses._SPLIT = saved
    return _SMALL_TABLE


_TABLES = [CLAUSES, QUESTIONS, _small_split_table()]


def _need_count(rows: tuple[Row, ...]) -> int:
    """How many need ids the table's index has (ids are 0, 1, ...)."""
    return 1 + max(n for rn in clauses._index(rows)[3] for n in rn)


_NEED_COUNT = [_need_count(rows) for rows in _TABLES]


def _mask(ids: set[int]) -> int:
    return sum(1 << i for i in ids)


@settings(max_examples=300, deadline=None)
@given(table=st.integers(0, 2), data=st.data())
def test_candidates_by_ids_are_the_masks(table: int, data: st.DataObject) -> None:
    rows = _TABLES[table]
    n = _NEED_COUNT[table]
    met = data.draw(st.sets(st.integers(0, n - 1), max_size=n))
    assert clauses._candidates_by_ids(rows, met) == clauses._candidates_of(rows, (), _mask(met))
    within = data.draw(st.lists(st.integers(0, len(rows) - 1), unique=True).map(sorted))
    got = clauses._candidates_within_ids(rows, within, met)
    assert got == clauses._candidates_within(rows, within, _mask(met))


def test_candidates_by_ids_take_both_ways_through_a_split_group() -> None:
    rows = _TABLES[2]
    by_key = clauses._ids(rows)[6]
    k, (_flat, sub) = next((k, v) for k, v in by_key.items() if len(v[1]) > 1)
    second = next(iter(sub))
    for met in ({k, second}, {k, second, *range(_NEED_COUNT[2])}):  # fewer / more than sub
        want = clauses._candidates_of(rows, (), _mask(met))
        assert clauses._candidates_by_ids(rows, met) == want
        assert any(r in want for r, _need in sub[second])


_SOME = ["Tom", "she", "5", "1", "$3", "1/2", "dozen", "of", "apples", "kg", "year", "old"]
_SOME += ["boxes", "pens", "the", "a", "it", "them", ",", "and", "to", "bought", "gave", "each"]
_SOME += ["more", "than", "how", "many", "did", "does", "have", "has", "left", "sold", "for"]


@settings(max_examples=300, deadline=None)
@given(words=st.lists(st.sampled_from(_SOME), max_size=10), data=st.data())
def test_lexeme_ids_are_the_lexeme_masks(words: list[str], data: st.DataObject) -> None:
    lx, bad = lexemes.categorize(tokenize(" ".join(words)), lexemes.lexicon())
    if bad is not None:
        return
    for rows in _TABLES:
        ids = clauses._lexeme_ids(rows, lx)
        masks = clauses._lexeme_masks(rows, lx)
        assert [_mask(set(one)) for one in ids] == masks
        i = data.draw(st.integers(0, len(lx)))
        j = data.draw(st.integers(i, len(lx)))
        met = clauses._met_ids(ids[i:j])
        assert _mask(met) == sum_or(masks[i:j])
        assert clauses._candidates_by_ids(rows, met) == clauses._candidates(
            rows, clauses.features(lx[i:j])
        )


def sum_or(masks: list[int]) -> int:
    out = 0
    for m in masks:
        out |= m
    return out


def test_a_question_is_read_by_ids() -> None:
    lx = lexemes.categorize(tokenize("how many apples does Tom have"), lexemes.lexicon())[0]
    got = clauses.read_question(lx, 0, clauses.Progress())
    assert got and got[0].frame
    assert clauses._candidates_by_ids(
        QUESTIONS, clauses._met_ids(clauses._lexeme_ids(QUESTIONS, lx))
    ) == clauses._candidates_of(QUESTIONS, lx)
