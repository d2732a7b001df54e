"""Fifth round of R1 speed paths: each gives the same result, and leaves the cursor in the
same state (position, furthest miss and what it wanted, pronouns), as the plain code.

The plain code below is the reader as it was before this round: literal tests through
``Cursor.lit``/``done`` on the success path too, ``Cursor.noun`` as a loop, ``Cursor.name``
and ``Cursor.qty`` through the word class and ``lex.quantity``, every cursor lower-casing its
tokens, the people of every statement collected, and grounding to the full fixpoint.
"""

from __future__ import annotations

from dataclasses import dataclass

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from mathcore.errors import SetupError
from mathcore.exact import Number
from mathcore.organs.relations import questions, reader
from mathcore.organs.relations.clauses import (
    Clause,
    Cursor,
    Question,
    _comparison,
    _facts,
    _joint_total,
    _partition,
    aggregate,
    statement,
)
from mathcore.organs.relations.model import Relation, RelationsSetup
from mathcore.organs.relations.ruler import RelationsRuler
from mathcore.organs.relations.words import NAME, OTHER, PLAIN, PRONOUN, Lex
from mathcore.packs.loader import pinned_pack
from mathcore.text.tokens import Sentence, Token, sentences, tokenize


def _lex() -> Lex:
    return Lex.current()


class PlainCursor(Cursor):
    """``Cursor`` with the plain methods (and always lower-casing its own tokens)."""

    __slots__ = ()

    def __init__(
        self, toks: tuple[Token, ...], lex: Lex, i: int = 0, low: list[str] | None = None
    ) -> None:
        super().__init__(toks, lex, i)

    def name(self) -> str | None:
        i = self.i
        cls = OTHER
        if i < self.n:
            t = self.toks[i]
            if t.kind == "word":
                got = self.lex.memo_classes.get(t.text)
                cls = got if got is not None else self.lex.word_class(t.text)
        if cls >= NAME:
            text = self.toks[i].text
            if cls == PRONOUN:
                self.pronouns.append(text)
            self.i += 1
            return text
        self.miss("holder_name")
        return None

    def qty(self) -> Number | None:
        q = self.lex.quantity(self.toks, self.i)
        if q is None:
            self.miss("quantity")
            return None
        self.i += q.length
        return q.value

    def noun(self, optional: bool = False) -> tuple[str, ...] | None:
        i = j = self.i
        while j < self.n and j - i < 2:
            t = self.toks[j]
            if t.kind != "word" or self.lex.word_class(t.text) != PLAIN:
                break
            j += 1
        if j == i:
            if not optional:
                self.miss("noun")
            return None
        self.i = j
        return tuple(self.low[i:j])


def _plain_question(c: Cursor) -> Question | None:
    if c.low[c.i] == "what":
        return questions._number_of(c)
    if not (c.lit("how") and c.lit("many")):
        return None
    if c.low[c.i] in ("more", "fewer") and c.lex.cue(c.low[c.i]) is not None:
        return questions._difference(c)
    noun = c.noun(optional=True)
    low, i = c.low, c.i
    if low[i] in ("are", "does", "will") and "each" in (low[i + 1], low[i + 2], low[i + 3]):
        if c.low[c.i] == "are" or c.low[c.i + 1] == "be":
            c.i += 1 if c.low[c.i] == "are" else 2
            ok = c.lit("in") and c.lit("each")
            container = c.noun() if ok else None
        else:
            c.i += 2 if c.low[c.i + 1] == "each" else 0
            container = questions._part_container(c)
        if container is None or not c.done():
            return None
        return Question("each", noun, container=container)
    if not c.lit("do", "does", "will"):
        return None
    holders: list[str] = []
    group = questions._group(c)
    if group is None:
        return None
    if not group:
        while (h := c.name()) is not None:
            holders.append(h)
            if c.low[c.i] == "," and c.low[c.i + 1] == "and":
                c.i += 2
            elif not (c.lit(",") or c.lit("and")):
                break
        if not holders or len(set(holders)) != len(holders):
            return None
    if not c.lit("have"):
        return None
    if len(holders) == 1:
        return Question("holder", noun, tuple(holders)) if c.done() else None
    aggregate(c)
    if not c.done():
        return None
    return Question("sum", noun, tuple(holders), count=group[1] if group else 0)


def _plain_clause(c: Cursor) -> list[Clause] | None:
    holder = c.name()
    if holder is None or not c.lit("has"):
        return None
    cmp = _comparison(c, holder)
    if cmp is not None:
        return [cmp]
    return _facts(c, holder)


def _plain_statement(c: Cursor) -> list[Clause] | None:
    if c.low[c.i + 1] != "has":
        start = c.i
        part = _partition(c)
        if part is None:
            c.i = start
            part = _joint_total(c)
        return None if part is None else [part]
    out: list[Clause] = []
    while True:
        got = _plain_clause(c)
        if got is None:
            return None
        out.extend(got)
        if c.done():
            return out
        if c.low[c.i] == "," and c.low[c.i + 1] == "and":
            c.i += 2
        elif not c.lit("and"):
            return None


@dataclass
class _Plain:
    clauses: list[Clause]
    questions: list[tuple[int, Question]]
    pronouns: list[str]
    failure: object = None
    failed_question: bool = False
    recognized: bool = False


def _plain_conditional(c: Cursor) -> tuple[list[Clause], Question] | None:
    def sub(toks: tuple[Token, ...], i: int) -> Cursor:
        s = PlainCursor(toks, c.lex, i)
        s.pronouns = c.pronouns
        return s

    low = c.low
    if low and low[0] == "if" and "," in low:
        k = low.index(",")
        facts = _plain_statement(sub(c.toks[:k], 1))
        q = _plain_question(sub(c.toks, k + 1)) if facts is not None else None
    elif "if" in low and low[:2] == ["how", "many"]:
        k = low.index("if")
        q = _plain_question(sub(c.toks[: k - 1 if low[k - 1] == "," else k], 0))
        facts = _plain_statement(sub(c.toks, k + 1)) if q is not None else None
    else:
        return None
    if facts is None or q is None:
        c.miss("conditional")
        return None
    return facts, q


def _plain_parse(text: str, lex: Lex) -> _Plain:
    out = _Plain([], [], [])
    previous: list[str] = []
    for s in sentences(text):
        end = s.tokens[-1].text
        q: Question | None = None
        got: list[Clause] | None = None
        c = PlainCursor(s.tokens[:-1] if end in ".?" else s.tokens, lex)
        if end == "?":
            q = _plain_question(c)
            cond = None
            if q is None and "if" in c.low:
                cc = PlainCursor(c.toks, lex)
                cc.pronouns = c.pronouns
                cond = _plain_conditional(cc)
            if cond is not None:
                got, q = cond
                out.clauses.extend(got)
                out.recognized |= reader._relational(got)
            if q is not None:
                out.questions.append((s.index, q))
        elif end == ".":
            got = _plain_statement(c)
            if got is not None:
                if c.pronouns:
                    got = reader._resolve_subject(lex, got, c.pronouns, previous)
                reader._note_people(lex, got, previous)
                out.clauses.extend(got)
                if not out.recognized:
                    out.recognized = reader._relational(got)
        else:
            c.miss("end_mark")
        out.pronouns.extend(c.pronouns)
        parsed = (end == "?" and q is not None) or (end == "." and got is not None)
        if not parsed and out.failure is None:
            out.failure = _plain_blocking(s, c)
            out.failed_question = end == "?"
    return out


def _plain_blocking(s: Sentence, c: Cursor) -> object:
    return reader._blocking(s, c)


# --- generated sentences: the gold texts, with words dropped, repeated or replaced -------

with pinned_pack():
    _GOLD = [fx.text for fx in RelationsRuler().fixtures()]
_WORDS = [
    "has",
    "have",
    "how",
    "many",
    "does",
    "do",
    "will",
    "they",
    "the",
    "three",
    "of",
    "them",
    "and",
    ",",
    "more",
    "fewer",
    "than",
    "twice",
    "as",
    "half",
    "times",
    "each",
    "are",
    "in",
    "be",
    "if",
    "what",
    "is",
    "number",
    "total",
    "that",
    "altogether",
    "together",
    "He",
    "She",
    "him",
    "Anna",
    "Bo",
    "Mia",
    "6",
    "two",
    "twenty",
    "one-third",
    "a",
    "third",
    "apples",
    "pens",
    "baseball",
    "cards",
    "boxes",
    "jars",
    "combine",
    "their",
    "split",
    "equally",
    "into",
    "get",
    "Will",
]


@st.composite
def _texts(draw: st.DrawFn) -> str:
    words = draw(st.sampled_from(_GOLD)).split(" ")
    for _ in range(draw(st.integers(0, 3))):
        op = draw(st.sampled_from(("drop", "repeat", "replace", "insert")))
        k = draw(st.integers(0, max(len(words) - 1, 0)))
        if not words:
            break
        if op == "drop":
            del words[k]
        elif op == "repeat":
            words.insert(k, words[k])
        elif op == "replace":
            words[k] = draw(st.sampled_from(_WORDS))
        else:
            words.insert(k, draw(st.sampled_from(_WORDS)))
    return " ".join(words)


def _state(c: Cursor) -> tuple[int, int, str, list[str]]:
    return c.i, c.far, c.want, list(c.pronouns)


@pytest.mark.interpreted_only("subclasses relations.clauses.Cursor, a native class when compiled")
@settings(max_examples=600, deadline=None)
@given(text=_texts())
def test_templates_match_the_plain_ones(text: str) -> None:
    with pinned_pack():
        lex = _lex()
        for s in sentences(text):
            toks = s.tokens[:-1]
            fast, plain = Cursor(toks, lex), PlainCursor(toks, lex)
            assert questions.question(fast) == _plain_question(plain)
            assert _state(fast) == _state(plain)
            fast, plain = Cursor(toks, lex), PlainCursor(toks, lex)
            assert statement(fast) == _plain_statement(plain)
            assert _state(fast) == _state(plain)
            for start in range(len(toks) + 1):
                for method in ("noun", "name", "qty"):
                    fast, plain = Cursor(toks, lex, start), PlainCursor(toks, lex, start)
                    assert getattr(fast, method)() == getattr(plain, method)()
                    assert _state(fast) == _state(plain)


@pytest.mark.interpreted_only("subclasses relations.clauses.Cursor, a native class when compiled")
@settings(max_examples=600, deadline=None)
@given(text=_texts())
def test_parse_matches_the_plain_one(text: str) -> None:
    with pinned_pack():
        lex = _lex()
        fast, plain = reader._parse(text, lex), _plain_parse(text, lex)
    assert fast.clauses == plain.clauses
    assert fast.questions == plain.questions
    assert fast.pronouns == plain.pronouns
    assert fast.failure == plain.failure
    assert fast.failed_question == plain.failed_question
    assert fast.recognized == plain.recognized


@pytest.mark.interpreted_only("subclasses relations.clauses.Cursor, a native class when compiled")
def test_plain_parse_sees_pronouns_and_conditionals() -> None:
    """The generated texts reach the branches the fast paths replaced."""
    with pinned_pack():
        lex = _lex()
        kofi = "Kofi has 45 pens. He has 17 more pens than Mia. How many pens does Mia have?"
        cond = (
            "Omar has 4 times as many pins as Lea. If Lea has 6 pins, how many pins does Omar have?"
        )
        for text in (kofi, cond):
            fast, plain = reader._parse(text, lex), _plain_parse(text, lex)
            assert fast.clauses == plain.clauses and fast.failure is None
        assert reader._parse(kofi, lex).clauses[1].holder == "Kofi"
        assert len(reader._parse(cond, lex).clauses) == 2


@settings(max_examples=300, deadline=None)
@given(text=_texts(), cut=st.integers(0, 30), start=st.integers(0, 30))
def test_a_cursor_on_a_prefix_shares_the_lower_case_words(text: str, cut: int, start: int) -> None:
    toks = tokenize(text)
    with pinned_pack():
        lex = _lex()
        whole = Cursor(toks, lex)
        sub = Cursor(toks[:cut], lex, start, whole.low)
        again = Cursor(toks, lex, start, whole.low)
        assert sub.low == Cursor(toks[:cut], lex, start).low
        assert again.low == whole.low and sub.n == len(toks[:cut]) and sub.i == start


_SYMS = st.sampled_from(("a:x", "b:x", "c:x", "t:x", "d:x"))


@st.composite
def _relations(draw: st.DrawFn) -> list[Relation]:
    out: list[Relation] = []
    for _ in range(draw(st.integers(1, 6))):
        kind = draw(st.sampled_from(("fact", "more_than", "sum_of", "difference")))
        entity = draw(_SYMS)
        try:
            if kind == "fact":
                out.append(Relation(kind, entity, draw(st.integers(0, 9))))
            elif kind in ("sum_of", "difference"):
                parts = tuple(draw(st.lists(_SYMS, min_size=2, max_size=2, unique=True)))
                out.append(Relation(kind, entity, parts=parts))
            else:
                out.append(Relation(kind, entity, draw(st.integers(1, 9)), ref=draw(_SYMS)))
        except Exception:
            continue
    return out


@settings(max_examples=500, deadline=None)
@given(rels=_relations(), goal=_SYMS)
def test_grounding_with_a_goal_stops_inside_the_full_set(rels: list[Relation], goal: str) -> None:
    full = reader._grounded(rels)
    part = reader._grounded(rels, goal)
    assert part <= full
    assert (goal in part) == (goal in full)
    if goal not in full:
        assert part == full


@settings(max_examples=300, deadline=None)
@given(text=_texts())
def test_build_keys_and_names_are_the_plain_ones(text: str) -> None:
    with pinned_pack():
        lex = _lex()
        p = reader._parse(text, lex)
        if not p.questions:
            return
        b = reader._Build(lex, p.clauses, p.questions[0][1])
        assert b.keys == [None if x.noun is None else lex.noun_key(x.noun) for x in p.clauses]
        names: dict[str, str] = {}
        for x in p.clauses:
            for h in (x.holder, x.ref, *x.holders):
                if h:
                    names.setdefault(h.lower(), h)
        assert b.names == names


def _plain_mixes_units(rels: list[Relation], units: dict[str, str]) -> bool:
    return any(units[s] != units[r.entity] for r in rels for s in r.refs())


@settings(max_examples=400, deadline=None)
@given(rels=_relations(), pick=st.lists(st.sampled_from(("item", "item", "mile")), min_size=5))
def test_setup_unit_check_matches_the_plain_one(rels: list[Relation], pick: list[str]) -> None:
    """One unit for every symbol skips the per-relation check; mixed units still refuse."""
    symbols = sorted({s for r in rels for s in (r.entity, *r.refs())})
    units = dict(zip(symbols, pick, strict=False))
    if not symbols or len(units) != len(symbols):
        return
    try:
        setup = RelationsSetup(tuple(rels), tuple(sorted(units.items())), symbols[0], "pens")
    except SetupError as exc:
        assert "different units" in str(exc)
        assert _plain_mixes_units(rels, units)
        return
    assert not _plain_mixes_units(rels, units) and setup.query == symbols[0]
