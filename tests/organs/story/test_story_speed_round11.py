"""Round 11 of the story reader's speed work (issue 5): each fast path reads what the plain
code reads.

- ``reader._first_unknown`` cuts the text at its spaces and decides each piece once per
  lexicon (the offset of its first unknown word, or -1) instead of scanning every word of
  every text with ``_WORD``: the same offset as ``_first_unknown_plain``;
- ``reader._ends_before`` / ``_end_after`` find the sentence ends around an unknown word by
  string searches: the same ends as ``_ENDER.finditer(text, 0, at)`` / ``_ENDER.search``;
- ``quick_check`` and two ``mawps`` screens take the text's one lower case
  (``text.lowered.lower``).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from mathcore.organs.story import lexemes, mawps_parts, mawps_weather, reader
from mathcore.packs.loader import current_pack

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
    text = "Tom has 5 quux. Tom  has apples."
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
