"""Second round of R1 speed paths: each gives the same answers as the plain computation.

The cue regex grouped by first character, the padded ``Cursor.low``, the grounding walk,
the solver's first ready relation and its int check, units and nouns in one pass, the
people noted per statement, and the relation and setup validations with an int fast path.
"""

from __future__ import annotations

import re
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from mathcore.errors import SetupError
from mathcore.exact import MAX_DIGITS, canonical, is_whole
from mathcore.organs.relations import reader, solver
from mathcore.organs.relations.clauses import Clause, Cursor
from mathcore.organs.relations.model import KINDS, Relation, RelationsSetup
from mathcore.organs.relations.words import Lex, cue_pattern, cue_pattern_plain
from mathcore.text.tokens import tokenize


def _lex() -> Lex:
    return Lex.current()


# --- the cue regex ------------------------------------------------------------------------

_CUES = sorted(_lex().relation_cue_words() | {"times"})
_TEXT_PIECES = st.one_of(
    st.sampled_from(_CUES),
    st.sampled_from(("un", "x", "s", "d", "ly", "-", " ", ".", ",", "'", "3", "a", "the")),
)


@settings(max_examples=500, deadline=None)
@given(pieces=st.lists(_TEXT_PIECES, max_size=10), sep=st.sampled_from(("", " ")))
def test_cue_pattern_finds_what_the_plain_one_finds(pieces: list[str], sep: str) -> None:
    low = sep.join(pieces)
    words = _lex().relation_cue_words()
    fast = re.compile(cue_pattern(words)).search(low) is not None
    assert fast == (re.compile(cue_pattern_plain(words)).search(low) is not None)


_ODD = "ab-.1 "


@settings(max_examples=500, deadline=None)
@given(
    words=st.sets(st.text(alphabet=_ODD.strip(), min_size=0, max_size=3), max_size=4),
    text=st.text(alphabet=_ODD + "times", max_size=16),
)
def test_cue_pattern_on_any_words(words: set[str], text: str) -> None:
    """Words starting with a non-letter, one-letter words and an empty word included."""
    fast = re.compile(cue_pattern(words)).search(text) is not None
    assert fast == (re.compile(cue_pattern_plain(words)).search(text) is not None)


def test_cue_pattern_is_the_readers_and_fires() -> None:
    lex = _lex()
    pat = lex.relation_cue_pattern()
    assert pat.pattern == cue_pattern(lex.relation_cue_words())
    assert pat.search("bella has twice as many")
    assert pat.search("he has 3 more pens")
    assert not pat.search("anna has 6 apples. how many apples does anna have?")
    assert not pat.search("sometimes")  # inside a word: no boundary before it


# --- the cursor ---------------------------------------------------------------------------


@settings(max_examples=200, deadline=None)
@given(words=st.lists(st.sampled_from(("Anna", "has", "5", "MORE", ",", "$3", "?")), max_size=8))
def test_cursor_low_is_padded_lower_case(words: list[str]) -> None:
    toks = tokenize(" ".join(words))
    c = Cursor(toks, _lex())
    assert c.low == [t.text.lower() for t in toks] + ["", "", "", ""]
    assert c.n == len(toks)


# --- grounding, ready relations, units --------------------------------------------------

_SYMS = st.sampled_from(("a:x", "b:x", "c:x", "total:x", "d:y", "a:x~scaled", "each:box:x"))


@st.composite
def _relations(draw: st.DrawFn) -> list[Relation]:
    out: list[Relation] = []
    for _ in range(draw(st.integers(1, 5))):
        kind = draw(st.sampled_from(KINDS))
        entity = draw(_SYMS)
        try:
            if kind == "fact":
                out.append(Relation(kind, entity, draw(st.integers(0, 9))))
            elif kind in ("sum_of", "difference"):
                n = 2 if kind == "difference" else draw(st.integers(2, 3))
                parts = tuple(draw(st.lists(_SYMS, min_size=n, max_size=n, unique=True)))
                out.append(Relation(kind, entity, parts=parts))
            else:
                out.append(Relation(kind, entity, draw(st.integers(1, 9)), ref=draw(_SYMS)))
        except SetupError:
            continue
    return out


def _plain_grounded(rels: list[Relation]) -> set[str]:
    known = {r.entity for r in rels if r.kind == "fact"}
    changed = True
    while changed:
        changed = False
        for r in rels:
            refs = r.refs()
            if r.entity not in known and refs and all(s in known for s in refs):
                known.add(r.entity)
                changed = True
            elif (
                r.kind != "difference"
                and r.entity in known
                and sum(s not in known for s in refs) == 1
            ):
                known.update(refs)
                changed = True
    return known


@settings(max_examples=400, deadline=None)
@given(rels=_relations(), known=st.sets(_SYMS))
def test_grounding_and_ready_match_the_plain_ones(rels: list[Relation], known: set[str]) -> None:
    assert reader._grounded(rels) == _plain_grounded(rels)
    values = dict.fromkeys(known, 1)
    ready = [r for r in rels if all(s in values for s in r.refs())]
    assert solver._first_ready(rels, values) is (ready[0] if ready else None)


@settings(max_examples=300, deadline=None)
@given(rels=_relations())
def test_units_and_nouns_match_the_plain_ones(rels: list[Relation]) -> None:
    lex = _lex()
    plain: dict[str, str] = {}
    for r in rels:
        for s in (r.entity, *r.refs()):
            head = s.removesuffix(reader.SCALED).rsplit(":", 1)[1].split(" ")[-1]
            plain.setdefault(s, lex.pack.value(head, "unit") or "item")
    units, nouns = reader._units_and_nouns(lex, rels)
    assert units == tuple(sorted(plain.items()))
    assert nouns == {s.partition(":")[2] for r in rels for s in (r.entity, *r.refs())}


def test_grounding_fires_both_ways() -> None:
    rels = [
        Relation("fact", "t:x", 9),
        Relation("sum_of", "t:x", parts=("a:x", "b:x")),
        Relation("fact", "a:x", 4),
        Relation("more_than", "c:x", 1, ref="b:x"),
    ]
    assert reader._grounded(rels) == {"t:x", "a:x", "b:x", "c:x"} == _plain_grounded(rels)
    pending = [rels[1], rels[3]]
    assert solver._first_ready(pending, {"a:x": 4}) is None
    assert solver._first_ready(pending, {"a:x": 4, "b:x": 5}) is rels[1]
    assert solver._first_ready(pending[1:], {"b:x": 5}) is rels[3]


# --- statements' people and relation kinds ---------------------------------------------


@settings(max_examples=200, deadline=None)
@given(
    pairs=st.lists(
        st.tuples(
            st.sampled_from(("Anna", "He", "she", "They", "")),
            st.sampled_from(("", "Mia", "him", "It")),
            st.sampled_from(("fact", "more_than", "times_as_many")),
        ),
        min_size=1,
        max_size=3,
    )
)
def test_people_and_kinds_match_the_plain_ones(pairs: list[tuple[str, str, str]]) -> None:
    lex = _lex()
    clauses = [Clause(kind, h, 2, ("pens",), ref) for h, ref, kind in pairs]
    previous: list[str] = ["Kofi"]
    reader._note_people(lex, clauses, previous)
    plain = ["Kofi"] + [
        h for x in clauses for h in (x.holder, x.ref) if h and not lex.is_pronoun(h)
    ]
    assert previous == plain
    assert reader._relational(clauses) == any(x.kind != "fact" for x in clauses)


# --- validations and the solver's check --------------------------------------------------

_VALUES = st.one_of(
    st.integers(-5, 10**MAX_DIGITS + 5),
    st.builds(Fraction, st.integers(-9, 9), st.integers(1, 4)),
    st.booleans(),
    st.just(1.5),
)


def _plain_relation_error(kind: str, entity: str, value: object) -> str | None:
    if kind not in KINDS:
        return f"unknown relation kind {kind!r}"
    if not entity:
        return "a relation needs an entity"
    what = f"{kind} value"
    if isinstance(value, bool) or not isinstance(value, int | Fraction) or not is_whole(value):
        return f"{what} must be a whole number, got {value!r}"
    if value < 0:
        return f"{what} must not be negative, got {value!r}"
    return None


def _plain_text(r: Relation) -> str:
    """``Relation.text`` through ``canonical`` (the reference)."""
    v = canonical(r.value)
    ops = {"more_than": "+", "fewer_than": "-", "times_as_many": "*", "divide_by": "/"}
    if r.kind == "fact":
        return f"{r.entity}={v}"
    if r.kind in ops:
        return f"{r.entity}={r.ref}{ops[r.kind]}{v}"
    if r.kind == "difference":
        return f"{r.entity}={r.parts[0]}-{r.parts[1]}"
    return f"{r.entity}={'+'.join(r.parts)}"


def _build(kind: str, entity: str, value: object) -> Relation:
    if kind in ("sum_of", "difference"):
        return Relation(kind, entity, value, parts=("b:x", "c:x"))  # type: ignore[arg-type]
    if kind == "fact":
        return Relation(kind, entity, value)  # type: ignore[arg-type]
    return Relation(kind, entity, value, ref="b:x")  # type: ignore[arg-type]


@settings(max_examples=400, deadline=None)
@given(kind=st.sampled_from((*KINDS, "odd")), entity=st.sampled_from(("a:x", "")), value=_VALUES)
def test_relation_checks_and_text_match_the_plain_ones(
    kind: str, entity: str, value: object
) -> None:
    want = _plain_relation_error(kind, entity, value)
    try:
        rel = _build(kind, entity, value)
    except SetupError as exc:
        assert want is None or str(exc) == want
        return
    assert want is None
    assert rel.text() == _plain_text(rel)


def _plain_check(value: object) -> str | None:
    if not is_whole(value):  # type: ignore[arg-type]
        return "non_integer_result"
    if value < 0:  # type: ignore[operator]
        return "negative_result"
    if value >= 10**MAX_DIGITS:  # type: ignore[operator]
        return "absurd_result"
    return None


@settings(max_examples=300, deadline=None)
@given(value=_VALUES.filter(lambda v: not isinstance(v, float)))
def test_solver_check_matches_the_plain_one(value: int | Fraction) -> None:
    rel = Relation("fact", "a:x", 1)
    want = _plain_check(value)
    try:
        got = solver._check(value, rel)
    except solver._Refuse as r:
        assert r.reason == want
        return
    assert want is None and got == value and type(got) is type(value)


@pytest.mark.parametrize(
    ("units", "query", "error"),
    [
        ((("a:x", "item"), ("b:x", "item")), "b:x", None),
        ((("a:x", "item"),), "b:x", "every symbol needs exactly one unit"),
        ((("a:x", "item"), ("b:x", "item"), ("a:x", "item")), "b:x", "every symbol"),
        ((("a:x", "item"), ("b:x", "item"), ("c:x", "item")), "b:x", "every symbol"),
        ((("a:x", "item"), ("b:x", "item")), "c:x", "names no symbol"),
        ((("a:x", "item"), ("b:x", "mile")), "b:x", "different units"),
    ],
)
def test_setup_validation_fires(
    units: tuple[tuple[str, str], ...], query: str, error: str | None
) -> None:
    rels = (Relation("fact", "a:x", 2), Relation("more_than", "b:x", 1, ref="a:x"))
    if error is None:
        assert RelationsSetup(rels, units, query, "pens").query == query
    else:
        with pytest.raises(SetupError, match=error):
            RelationsSetup(rels, units, query, "pens")


# --- the fact clause's comparison, failed without trying -------------------------------

_CLAUSE_PIECES = st.sampled_from(
    (
        *("Anna", "Bella", "He", "has", "6", "2.5", "twelve", "one", "a", "apples", "pens"),
        *("more", "fewer", "less", "times", "twice", "half", "third", "one-third", "1/2"),
        *("as", "many", "than", "and", ",", "the", "number", "of", "has", "does", "$3", "5%"),
    )
)


def _statement(words: list[str], fast: bool) -> tuple[object, ...]:
    from mathcore.organs.relations import clauses

    c = Cursor(tokenize(" ".join(words)), _lex())
    keep = clauses._number_then_plain
    if not fast:
        clauses._number_then_plain = lambda c: False
    try:
        got = clauses.statement(c)
    finally:
        clauses._number_then_plain = keep
    return got, c.i, c.far, c.want, c.pronouns


@settings(max_examples=600, deadline=None)
@given(
    words=st.lists(_CLAUSE_PIECES, min_size=1, max_size=6),
    start=st.sampled_from(
        ([], ["Anna", "has"], ["He", "has"], ["Anna", "has", "6"], ["Bella", "has", "2.5"])
    ),
)
def test_fact_clause_fast_failure_matches_the_full_attempt(
    words: list[str], start: list[str]
) -> None:
    """The statement, the cursor's position and its furthest miss are the same."""
    assert _statement(start + words, True) == _statement(start + words, False)


def test_fact_clause_fast_failure_fires() -> None:
    from mathcore.organs.relations import clauses

    for text, fast in (
        ("Anna has 6 apples", True),
        ("Anna has 6 more apples than Bella", False),  # a comparative after the number
        ("Anna has 6 times as many apples as Bella", False),
        ("Anna has six apples", False),  # a number word: the full attempt
    ):
        c = Cursor(tokenize(text), _lex(), 2)
        assert clauses._number_then_plain(c) is fast
        assert _statement(text.split(), True) == _statement(text.split(), False)
    words = ["Anna", "has", "6", "apples", "Bella"]  # unread after the fact: the same blocking
    got = _statement(words, True)
    assert got[0] is None and got[2:4] == (4, "and") and got == _statement(words, False)
