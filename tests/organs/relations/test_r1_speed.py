"""Speed paths of the shared R1/R2 word layer give the same answers as the plain computations.

``Lex.flags`` memoises four word predicates in one lookup, and ``Lex.quantity`` memoises the
value of a run of number words; both are compared with the computations they replace, on
pack words, hyphenated compounds and arbitrary strings.
"""

from __future__ import annotations

from dataclasses import replace

from hypothesis import given, settings
from hypothesis import strategies as st

from mathcore.organs.relations.clauses import Clause
from mathcore.organs.relations.reader import _resolve_subject
from mathcore.organs.relations.words import (
    _MEMOS,
    F_FREE_CUE,
    F_NUMBER_WORD,
    F_NUMERIC,
    F_PLAIN,
    FREE_CUE_ROLES,
    PLAIN,
    Lex,
    Quantity,
    _well_formed,
)
from mathcore.text.numbers import words_value
from mathcore.text.tokens import Token, tokenize


def _lex() -> Lex:
    return Lex.current()


def _pack_words() -> list[str]:
    pack = _lex().pack
    cats = ("number_word", "number_scale", "multiplier", "fraction_word", "relation_cue")
    cats += ("pronoun", "function_word", "noun", "title")
    return sorted({w for c in cats for w in pack.words(c)})


_WORDS = st.one_of(
    st.sampled_from(_pack_words()),
    st.builds(
        lambda a, b: f"{a}-{b}", st.sampled_from(_pack_words()), st.sampled_from(_pack_words())
    ),
    st.text(alphabet="abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ-", min_size=1),
).map(lambda w: w.title() if len(w) % 3 == 0 else w)


def _plain_number_word(lex: Lex, word: str) -> bool:
    if "-" in word:
        return all(lex.info(part).number_word for part in word.split("-"))
    return lex.info(word).number_word


def _plain_numeric(lex: Lex, text: str) -> bool:
    return lex.info(text).numeric or ("-" in text and _plain_number_word(lex, text))


@settings(max_examples=400, deadline=None)
@given(word=_WORDS)
def test_flags_match_the_plain_predicates(word: str) -> None:
    lex = _lex()
    bits = lex.flags(word)
    assert bool(bits & F_PLAIN) == (lex.word_class(word) == PLAIN)
    assert bool(bits & F_NUMBER_WORD) == _plain_number_word(lex, word)
    assert bool(bits & F_NUMERIC) == _plain_numeric(lex, word)
    cue = lex.info(word).cue
    assert bool(bits & F_FREE_CUE) == (cue is None or cue in FREE_CUE_ROLES)
    tok = Token(word, "word", 0, len(word))
    assert lex.is_plain_word(tok) == (lex.word_class(word) == PLAIN)
    assert lex.numeric_at(tok) == _plain_numeric(lex, word)
    assert lex.is_number_word(word) == _plain_number_word(lex, word)


def test_flags_fire_on_known_words() -> None:
    lex = _lex()
    assert lex.flags("apples") & F_PLAIN
    assert lex.flags("twenty-five") & F_NUMBER_WORD
    assert lex.flags("twice") & F_NUMERIC
    assert not lex.flags("more") & F_FREE_CUE


def _plain_quantity(lex: Lex, toks: tuple[Token, ...], i: int) -> Quantity | None:
    """``Lex.quantity`` as it was before the memo (the reference)."""
    if i >= len(toks):
        return None
    tok = toks[i]
    if tok.kind == "number" and tok.value is not None:
        return Quantity(tok.value, 1)
    j = i
    while j < len(toks) and toks[j].kind == "word" and _plain_number_word(lex, toks[j].text):
        j += 1
    if j == i:
        return None
    words = [t.text.lower() for t in toks[i:j]]
    value = words_value(words, lex.pack)
    if value is None or (len(words) > 1 and not _well_formed(words, value)):
        return None
    return Quantity(value, j - i)


_NUMBERS = st.sampled_from(
    (
        "one",
        "Two",
        "twenty",
        "five",
        "hundred",
        "thousand",
        "and",
        "twenty-one",
        "dozen",
        "a",
        "apples",
        "12",
        "3.5",
        "Ten",
        "eleven",
        "fifty",
        "nine",
        "forty-two",
        ",",
    )
)


@settings(max_examples=400, deadline=None)
@given(words=st.lists(_NUMBERS, min_size=1, max_size=6), at=st.integers(0, 6))
def test_quantity_memo_matches_the_plain_reading(words: list[str], at: int) -> None:
    lex = _lex()
    toks = tokenize(" ".join(words))
    expected = _plain_quantity(lex, toks, at)
    assert lex.quantity(toks, at) == expected
    assert lex.quantity(toks, at) == expected  # the memoised answer, asked again


def test_quantity_memo_is_per_pack() -> None:
    lex = _lex()
    lex.quantity(tokenize("five five apples"), 0)
    assert ("five", "five") in _MEMOS[lex.pack.digest].runs
    assert lex.quantity(tokenize("five five apples"), 0) is None  # never summed into 10
    assert lex.quantity(tokenize("twenty five apples"), 0) == Quantity(25, 2)
    assert lex.quantity(tokenize("twenty-five apples"), 0) == Quantity(25, 1)


def _plain_resolve_subject(
    lex: Lex, clauses: list[Clause], pronouns: list[str], previous: list[str]
) -> list[Clause]:
    """``_resolve_subject`` with its tests in their first order (the reference)."""
    names = {h.lower() for h in previous}
    first = clauses[0]
    if len(names) != 1 or first.holder.lower() not in ("he", "she") or not pronouns:
        return clauses
    if pronouns[0] != first.holder or (first.ref or "x").lower() in names:
        return clauses
    pronouns.pop(0)
    return [replace(first, holder=previous[0]), *clauses[1:]]


_HOLDERS = st.sampled_from(("He", "She", "he", "Kofi", "kofi", "Mia", "It", "they"))


@settings(max_examples=300, deadline=None)
@given(
    holder=_HOLDERS,
    ref=st.one_of(st.just(""), _HOLDERS),
    pronouns=st.lists(_HOLDERS, max_size=2),
    previous=st.lists(_HOLDERS, max_size=3),
)
def test_resolve_subject_matches_the_plain_order(
    holder: str, ref: str, pronouns: list[str], previous: list[str]
) -> None:
    clauses = [Clause("more_than", holder, 3, ("pens",), ref), Clause("fact", "Mia", 2, ("pens",))]
    p1, p2 = list(pronouns), list(pronouns)
    got = _resolve_subject(_lex(), list(clauses), p1, list(previous))
    want = _plain_resolve_subject(_lex(), list(clauses), p2, list(previous))
    assert got == want
    assert p1 == p2


def test_resolve_subject_fires() -> None:
    clauses = [Clause("more_than", "He", 3, ("pens",), "Mia")]
    got = _resolve_subject(_lex(), clauses, ["He"], ["Kofi"])
    assert got[0].holder == "Kofi"
    assert _resolve_subject(_lex(), clauses, ["He"], ["Kofi", "Ann"]) == clauses
    assert _resolve_subject(_lex(), clauses, [], ["Kofi"]) == clauses
