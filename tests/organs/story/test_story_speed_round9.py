"""Round 9 of the story reader's speed work (issue 5): each fast path reads what the plain
code reads.

- a clause's memo of readings is keyed by each element's kind (``grammar.memo_key``:
  ``K:u`` and ``K:k`` read the same), so rows binding other keys share their readings, and
  the exhaustive pass's trie of rows (``clauses._trie``) has one branch per kind;
- cheap first tests before the question hooks (``pct7.this_place``,
  ``question_forms7b.a_time_ago``), the measure-word test of a number
  (``grammar._measure_mod``) and the group expansion (``statements7.expand_groups``).
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

from mathcore.organs.story import clauses, grammar, lexemes, pct7, question_forms7b
from mathcore.organs.story.frames import CLAUSES, QUESTIONS, Row
from mathcore.organs.story.grammar import match_all, memo_key
from mathcore.text.tokens import tokenize

_ELEMENTS = sorted(
    {el for rows in (CLAUSES, QUESTIONS) for _name, spec, _tmpl in rows for el in spec.split()}
)
_TABLE_WORDS = {
    w for el in _ELEMENTS for w in el.partition(":")[0].lstrip("?").split("|") if w.islower()
}
_VOCAB = sorted(_TABLE_WORDS & set(lexemes.lexicon().entries))
_SOME = ["Tom", "she", "5", "1", "$3", "1/2", "dozen", "of", "apples", "kg", "year", "old"]
_SOME += ["boxes", "pens", "the", "a", "it", "them", ",", "and", "to", "this", "ago", "dogs"]
_words = st.lists(st.sampled_from([*_SOME, *_VOCAB]), min_size=1, max_size=9)
_GSM = Path(__file__).resolve().parents[4] / "shared" / "data" / "gsm8k" / "train.jsonl"


def _text(text: str) -> list[lexemes.Lexeme] | None:
    lx, bad = lexemes.categorize(tokenize(text), lexemes.lexicon())
    return None if bad is not None else lx


def _gsm_sentences(limit: int) -> list[list[lexemes.Lexeme]]:
    if not _GSM.exists():
        return []
    out: list[list[lexemes.Lexeme]] = []
    with _GSM.open() as f:
        for line in f:
            for _toks, sent in clauses.split_sentences(json.loads(line)["question"]):
                lx = _text(sent.lower().replace(",", " , ").replace(" and ", " , and "))
                if lx:
                    out.append(lx[:-1] if lx[-1].word in (".", "?", "!") else lx)
            if len(out) >= limit:
                break
    return out


# --- readings by kind ----------------------------------------------------------------------


def test_memo_key_is_the_kind() -> None:
    assert memo_key("K:u") == memo_key("K:k") == "K"
    assert memo_key("N:n2") == "N"
    assert memo_key("?V=possession:v") == "?V=possession"
    assert memo_key("of") == "of"
    assert memo_key("the|his") == "the|his"


@settings(max_examples=150, deadline=None)
@given(words=_words, el=st.sampled_from(_ELEMENTS))
def test_an_element_reads_what_its_kind_reads(words: list[str], el: str) -> None:
    lx = _text(" ".join(words))
    if lx is None:
        return
    for i in range(len(lx) + 1):
        got = grammar._element(memo_key(el), lx, i)
        assert got == grammar._plain_element(el, lx, i), (el, words, i)


def _shared_is_fresh(lx: list[lexemes.Lexeme]) -> None:
    """Every candidate row walked with one memo shared by all rows (as ``_read_one`` does)
    binds and reaches what it does with a fresh memo of its own."""
    shared: grammar.Memo = {}
    for rows in (CLAUSES, QUESTIONS):
        table = clauses._compiled(rows)
        for r in clauses._candidates_of(rows, lx):
            elems = table[r][2]
            want = match_all(elems, lx, {}, {})
            assert match_all(elems, lx, {}, shared) == want, (table[r][0], lx)


@settings(max_examples=200, deadline=None)
@given(words=_words)
def test_rows_sharing_the_memo_read_as_alone(words: list[str]) -> None:
    lx = _text(" ".join(words))
    if lx is not None:
        _shared_is_fresh(lx)


def test_rows_sharing_the_memo_read_as_alone_on_gsm8k() -> None:
    for lx in _gsm_sentences(300):
        _shared_is_fresh(lx)


def _plain_dead(rows: Sequence[Row], lx: list[lexemes.Lexeme]) -> tuple[int, int] | None:
    """``clauses._dead_best`` row by row (no trie, no memo): each row that dies, the furthest
    position the readings of the elements before its dead one reach, the first such row."""
    feats = clauses.features(lx)
    best: tuple[int, int] | None = None
    for r, (_name, _tmpl, elems, _need, is_prev) in enumerate(clauses._compiled(rows)):
        if is_prev:
            continue
        at, reach = {0}, 0
        for el in elems:
            needs = clauses._needs(el)
            if needs and feats.isdisjoint(needs[0]):
                if best is None or reach > best[0] or (reach == best[0] and r < best[1]):
                    best = (reach, r)
                break
            ends = {j for i in at for _v, j in grammar._plain_element(el, lx, i)}
            reach = max(reach, max(ends) if ends else reach)
            at = ends
    return best


def test_the_dead_row_trie_by_kind_is_the_row_by_row_walk() -> None:
    sents = _gsm_sentences(120)
    for words in (["Tom", "has", "5", "boxes", "of", "10", "pens"], ["She", "kept", "the"]):
        lx = _text(" ".join(words))
        assert lx is not None
        sents.append(lx)
    for lx in sents:
        got = clauses._dead_best(CLAUSES, lx, clauses.features(lx), {})
        assert got == _plain_dead(CLAUSES, lx), lx


# --- the hooks' first tests ----------------------------------------------------------------


def _this_place_plain(lx: list[lexemes.Lexeme], h: int) -> list[lexemes.Lexeme]:
    from dataclasses import replace

    out = list(lx)
    for k in range(h + 1, len(out) - 1):
        t, nxt = out[k], out[k + 1]
        if t.word == "this" and out[k - 1].word in pct7._AT and nxt.noun and not nxt.time:
            out[k] = replace(t, text="the", word="the")
    return out


@settings(max_examples=300, deadline=None)
@given(words=_words)
def test_hooks_with_a_first_test_are_the_plain_hooks(words: list[str]) -> None:
    lx = _text(" ".join(words))
    if lx is None:
        return
    for h in range(len(lx)):
        assert pct7.this_place(lx, h) == _this_place_plain(lx, h), (words, h)
    got = question_forms7b.a_time_ago(lx)
    if all(t.word != "ago" for t in lx):
        assert got is lx  # unchanged: the same object
    for i in range(len(lx) + 1):
        assert grammar._number(lx, i) == grammar._plain_element("N", lx, i), (words, i)


def test_hooks_by_example() -> None:
    lx = _text("how many cats are in this house")
    assert lx is not None
    assert [t.word for t in pct7.this_place(lx, 0)][-2] == "the"
    lx = _text("how old was Tom a year ago")
    assert lx is not None
    assert [t.word for t in question_forms7b.a_time_ago(lx)][-3] == "1"
    lx = _text("4 kg apples")
    assert lx is not None
    assert grammar._number(lx, 0) == []
    lx = _text("4 kg of apples")
    assert lx is not None
    assert grammar._number(lx, 0) != []


# --- a shorter segment's candidates among the longest one's --------------------------------


def _within_is_of(lx: list[lexemes.Lexeme]) -> None:
    """Every segment from a start, its candidates filtered from those of the segment to the
    sentence's end, are its own candidates (``clauses._candidates_of``)."""
    masks = clauses._lexeme_masks(CLAUSES, lx)
    ends = [k for k, t in enumerate(lx) if t.word in clauses.SEPARATORS]
    for i in range(len(lx)):
        full = 0
        for m in masks[i:]:
            full |= m
        longest = clauses._candidates_of(CLAUSES, lx[i:], full)
        for j in [len(lx), *(b for b in ends if b > i)]:
            met = 0
            for m in masks[i:j]:
                met |= m
            want = clauses._candidates_of(CLAUSES, lx[i:j])
            assert clauses._candidates_within(CLAUSES, longest, met) == want, (lx, i, j)


@settings(max_examples=200, deadline=None)
@given(words=_words)
def test_candidates_within_the_longest_segment(words: list[str]) -> None:
    lx = _text(" ".join(words))
    if lx is not None:
        _within_is_of(lx)


def test_candidates_within_the_longest_segment_on_gsm8k() -> None:
    for lx in _gsm_sentences(200):
        _within_is_of(lx)


def test_a_row_without_needs_is_always_within() -> None:
    masks = clauses._row_masks(CLAUSES)
    free = clauses._masks(CLAUSES)[1]
    assert free and all(masks[r] == 0 for r in free)
    assert clauses._candidates_within(CLAUSES, list(free), 0) == list(free)
    needy = next(r for r, m in enumerate(masks) if m)
    assert clauses._candidates_within(CLAUSES, [needy], 0) == []  # its need unmet: out
