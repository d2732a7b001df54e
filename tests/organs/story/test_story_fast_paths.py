"""Story fast paths decide exactly as the plain computation (pack scans done once)."""

from __future__ import annotations

import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from mathcore.organs.base import ReaderRefusal
from mathcore.organs.story import grammar, mawps_asks, reader
from mathcore.organs.story.frames import CLAUSES, QUESTIONS
from mathcore.organs.story.lexemes import categorize, lexicon
from mathcore.organs.story.organ import ORGAN
from mathcore.packs.loader import current_pack
from mathcore.text.tokens import tokenize


def _plain_pair(whole: str) -> tuple[str, str] | None:
    pairs = set()
    pack = current_pack()
    for part in pack.words("complement"):
        other, _, wholes = (pack.value(part, "complement") or "").partition(":")
        if whole in wholes.split(","):
            pairs.add(tuple(sorted((part, other))))
    if len(pairs) != 1:
        return None
    first, second = next(iter(pairs))
    return first, second


def _wholes() -> list[str]:
    pack = current_pack()
    out = set()
    for part in pack.words("complement"):
        out.update((pack.value(part, "complement") or "").partition(":")[2].split(","))
    return sorted(out | {"zebra", ""})


def test_the_pack_names_some_complements() -> None:
    assert len(_wholes()) > 2
    assert mawps_asks._complement_pair("child") == ("boy", "girl")


@pytest.mark.parametrize("whole", _wholes())
def test_complement_pair_is_the_plain_scan(whole: str) -> None:
    assert mawps_asks._complement_pair(whole) == _plain_pair(whole)


def test_complements_are_kept_per_pack_digest() -> None:
    mawps_asks._complement_pair("child")
    digest = current_pack().digest
    assert list(mawps_asks._COMPLEMENTS) == [digest]
    mawps_asks._COMPLEMENTS[digest] = (("cat", "dog:pet"),)  # what a stale table would say
    try:
        assert mawps_asks._complement_pair("pet") == ("cat", "dog")
        mawps_asks._COMPLEMENTS.clear()
        mawps_asks._COMPLEMENTS["another digest"] = (("cat", "dog:pet"),)
        assert mawps_asks._complement_pair("pet") == _plain_pair("pet")
    finally:
        mawps_asks._COMPLEMENTS.clear()


# --- element readers made once per element string ---------------------------------------

_ELEMENTS = sorted(
    {el for rows in (CLAUSES, QUESTIONS) for _name, spec, _tmpl in rows for el in spec.split()}
    | {"?,", "'s", "zebra", "?zebra|lion", "V=possession", "F=increment_frame", "?only:adv"}
)
_VOCAB = sorted(
    {w for el in _ELEMENTS for w in el.partition(":")[0].lstrip("?").split("|") if w.islower()}
    & set(lexicon().entries)
)


def test_every_table_element_is_read_as_the_plain_walk_reads_it() -> None:
    lx, bad = categorize(
        tokenize("Tom has 5 red apples, and then he gave 2 of them to Ann at the store."), lexicon()
    )
    assert bad is None
    for el in _ELEMENTS:
        for i in range(len(lx) + 2):
            assert grammar._element(el, lx, i) == grammar._plain_element(el, lx, i), (el, i)


@settings(max_examples=200, deadline=None)
@given(
    words=st.lists(
        st.sampled_from(["Tom", "she", "5", "$3", "apples", ",", "the", *_VOCAB]),
        min_size=1,
        max_size=8,
    ),
    el=st.sampled_from(_ELEMENTS),
)
def test_element_readers_are_the_plain_walk(words: list[str], el: str) -> None:
    lx, bad = categorize(tokenize(" ".join(words)), lexicon())
    if bad is not None:
        return
    for i in range(len(lx) + 1):
        assert grammar._element(el, lx, i) == grammar._plain_element(el, lx, i)


def test_a_literal_word_beside_class_alternatives_reads_every_alternative() -> None:
    """``did|V=act|F=...`` (timed_cmp's ``than he did`` or ``than he got``): a literal word first
    must not turn the class alternatives into literal words (the fast reader once did)."""
    el = "did|V=act|F=increment_frame/decrement_frame:f2"
    for text in ("get", "did", "sold", "apples"):
        lx, bad = categorize(tokenize(text), lexicon())
        assert bad is None
        assert grammar._element(el, lx, 0) == grammar._plain_element(el, lx, 0), text
    lx, _ = categorize(tokenize("get"), lexicon())
    assert grammar._element(el, lx, 0) != []


# --- sentence ends: the end mark first, the titles looked for behind it ------------------


def _span(m: re.Match[str] | None) -> tuple[int, int] | None:
    return None if m is None else m.span()


@settings(max_examples=500, deadline=None)
@given(st.text(alphabet="MrsDd .?!0123\n", max_size=40), st.integers(0, 40))
def test_sentence_ends_are_the_plain_pattern(text: str, at: int) -> None:
    got = [m.span() for m in reader._ENDER.finditer(text)]
    assert got == [m.span() for m in reader._ENDER_PLAIN.finditer(text)]
    assert _span(reader._ENDER.search(text, at)) == _span(reader._ENDER_PLAIN.search(text, at))
    assert [m.span() for m in reader._ENDER.finditer(text, 0, at)] == [
        m.span() for m in reader._ENDER_PLAIN.finditer(text, 0, at)
    ]


def test_sentence_ends_by_example() -> None:
    text = "Mr. Lee paid $3.50. Dr. Ray asked why? Mrs. Ng! Ms. Ko. It is 2.5 m."
    ends = [m.end() for m in reader._ENDER.finditer(text)]
    assert ends == [m.end() for m in reader._ENDER_PLAIN.finditer(text)]
    assert [text[e - 4 : e] for e in ends] == [".50.", "why?", " Ng!", " Ko.", "5 m."]


# --- a sentence's lexemes are built when the reading reaches it --------------------------


@pytest.mark.parametrize(
    ("text", "sentence", "token", "recognized"),
    [
        # an unreadable first sentence: the later token no lexeme reads still decides
        (
            "Tom apples has gives. He has 5 apples at 2:30. How many apples does Tom have?",
            1,
            "2:30",
            ("He", "has", "5", "apples", "at"),
        ),
        (
            "Tom has 5 apples. He gives 2 apples to Ann. Ann has 3 pears at 10:15. "
            "How many apples does Tom have?",
            2,
            "10:15",
            ("Ann", "has", "3", "pears", "at"),
        ),
    ],
)
def test_a_token_no_lexeme_reads_blocks_before_any_parsing(
    text: str, sentence: int, token: str, recognized: tuple[str, ...]
) -> None:
    out = ORGAN.read(text)
    assert isinstance(out, ReaderRefusal) and out.reason == "unknown_word"
    assert out.blocking is not None
    assert (out.blocking.sentence_index, out.blocking.token) == (sentence, token)
    assert out.blocking.recognized == recognized
