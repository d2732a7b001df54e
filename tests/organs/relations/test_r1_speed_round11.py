"""Round 11: the relations reader stops once its result is settled (``_parse(..., True)``).

``read`` needs, of a text with an unread sentence, only the first unread sentence (the
blocking record) and whether any sentence reads as a relation. The early parse stops after
the first failure when a sentence has related or when no later sentence can relate
(``_later_relational``, a necessary condition on the raw text), and a text whose first
sentence is unread is then tokenized only up to its first end mark. These tests compare it
with the full parse on the dev data (GSM8K train, MAWPS), the organs' gold texts and
generated texts, and check each piece of the screen against the tokens it stands for.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from mathcore.organs.relations import reader
from mathcore.organs.relations.ruler import RelationsRuler
from mathcore.organs.relations.words import Lex
from mathcore.packs.loader import pinned_pack
from mathcore.text.tokens import SENTENCE_END, sentences, tokenize

_SHARED = Path(__file__).resolve().parents[3].parent / "shared" / "data"
_SRC = Path(reader.__file__).resolve().parents[1]


def _dev_texts() -> list[str]:
    out: list[str] = []
    gsm = _SHARED / "gsm8k" / "train.jsonl"
    if gsm.exists():
        out += [json.loads(line)["question"] for line in gsm.open()]
    for path in sorted((_SHARED / "mawps").glob("*.jsonl")):
        for line in path.open():
            row = json.loads(line)
            out.append(str(row.get("question") or row.get("text") or ""))
    return out


def _gold_texts() -> list[str]:
    out = [fx.text for fx in RelationsRuler().fixtures()]
    for path in sorted(_SRC.glob("*/gold*.jsonl")):  # every organ's gold texts
        for line in path.read_text().splitlines():
            if line.strip():
                row = json.loads(line)
                out.append(str(row.get("text") or row.get("question") or ""))
    return out


def _same_decision(text: str, lex: Lex) -> None:
    early, full = reader._parse(text, lex, True), reader._parse(text, lex)
    assert early.failure == full.failure, text
    assert early.failed_question == full.failed_question, text
    assert early.recognized == full.recognized, text
    if full.failure is None:  # then ``read`` uses everything: the same parse
        assert early.clauses == full.clauses, text
        assert early.questions == full.questions, text
        assert early.pronouns == full.pronouns, text


def _screen_is_necessary(text: str, lex: Lex) -> None:
    """``_later_relational(text, end of sentence i)`` False: no later sentence relates."""
    ss = sentences(text)
    related = [False] * len(ss)  # whether sentence k reads as a relation
    for k, s in enumerate(ss):
        out = reader._Parsed([], [], [])
        reader._read_sentence(s, lex, out, [])
        related[k] = out.recognized
    for k in range(len(ss)):
        if not reader._later_relational(text, ss[k].end, lex):
            assert not any(related[k + 1 :]), (text, k)
    if ss and not reader._later_relational(text, 0, lex):
        assert not any(related), text


def _boundaries_are_the_tokens(text: str) -> None:
    marks = [m.start() for m in reader._END_MARK.finditer(text)]
    assert marks == [t.start for t in tokenize(text) if t.text in SENTENCE_END], text
    first = reader._END_MARK.search(text)
    if first is not None:
        assert reader._first_sentence(text, first.start()) == sentences(text)[0], text


@pytest.mark.skipif(not (_SHARED / "gsm8k" / "train.jsonl").exists(), reason="no dev data")
def test_the_early_parse_decides_as_the_full_one_on_dev_texts() -> None:
    with pinned_pack():
        lex = Lex.current()
        for text in _dev_texts():
            for variant in (text, text.lower()):
                _same_decision(variant, lex)
                _boundaries_are_the_tokens(variant)


@pytest.mark.skipif(not (_SHARED / "gsm8k" / "train.jsonl").exists(), reason="no dev data")
def test_the_screen_never_rules_out_a_relational_sentence_on_dev_texts() -> None:
    with pinned_pack():
        lex = Lex.current()
        for text in _dev_texts()[::3]:
            _screen_is_necessary(text, lex)


def test_the_early_parse_on_gold_texts() -> None:
    with pinned_pack():
        lex = Lex.current()
        for text in _gold_texts():
            for variant in (text, text.lower(), text.upper(), text.replace(". ", ".")):
                _same_decision(variant, lex)
                _screen_is_necessary(variant, lex)
                _boundaries_are_the_tokens(variant)


_GOLD = [fx.text for fx in RelationsRuler().fixtures()]
_PIECES = (
    "Tom has 3 apples.",
    "Tom sold 4 pens to Ann.",
    "They have 12 cards in total.",
    "Ann and Bo have 9 cards altogether.",
    "Ann has 3 more cards than Bo.",
    "Bo has twice as many cards as Ann.",
    "Kim has half the number of pens that Bo has.",
    "Ann and Bo combine their cards and split them equally into 3 boxes.",
    "If Ann has 3 more cards than Bo, how many cards does Bo have?",
    "How many cards does Ann have if Bo has 4 cards?",
    "How many cards do they have?",
    "It costs $3.50.",
    "He ran .5 miles.",
    "Wow!",
    "Is it 2.5?",
    "Mr. Lee has 4 pens.",
    "THEY HAVE 9 PENS IN ALL.",
    "ann has 3 pens as well.",
    "Tom’s dog has 3 bones more than Rex.",
    "Tom has 3apples",
    "Ann, Bo and Cy have 9 cards in all.",
    "Ann and Bo pool their cards and split them equally between 2 boxes.",
    "Tom has 3 more pens than the dog.",
    "Tom has 3 more pens than Ann has.",
    "She has 4 more angelfish than goldfish.",
    "Ships have been built larger, so each ship has twice as many people.",
    "If Ann has 1,000 more pens than Bo, how many pens does Bo have?",
    "If Ann has 2,5 pens, how many pens do they have?",
    "If they have 3 pens, how many pens does Ann have?",
    "How many pens do they have if Ann has twice as many pens as Bo?",
    "They each have 5 bags.",
)
_CHARS = "aAhHsS .?!,$%'’0123456789٣-\n"


@settings(max_examples=500, deadline=None)
@given(
    parts=st.lists(st.sampled_from(_PIECES + tuple(_GOLD)), min_size=1, max_size=5),
    join=st.sampled_from((" ", "", "  ", "\n")),
)
def test_the_early_parse_on_generated_texts(parts: list[str], join: str) -> None:
    text = join.join(parts)
    with pinned_pack():
        lex = Lex.current()
        _same_decision(text, lex)
        _screen_is_necessary(text, lex)
        _boundaries_are_the_tokens(text)


@settings(max_examples=500, deadline=None)
@given(text=st.text(alphabet=_CHARS, max_size=40))
def test_the_boundaries_are_the_end_mark_tokens(text: str) -> None:
    _boundaries_are_the_tokens(text)


def test_the_early_stop_fires_and_steps_aside() -> None:
    """A first sentence no template reads and no later relational shape: stopped after the
    first sentence, the same step-aside; a later relational sentence is still found."""
    with pinned_pack():
        lex = Lex.current()
        stop = "Tom sold 4 more pens than Ann. She has 3 pens. How many pens does she have?"
        assert not reader._later_relational(stop, stop.index(".") + 1, lex)
        later = "Tom sold 4 pens to Ann. Ann has 3 more pens than Bo. How many pens does Bo have?"
        assert reader._later_relational(later, later.index(".") + 1, lex)
        for text in (stop, later):
            _same_decision(text, lex)
        full = reader._parse(later, lex)
        assert full.failure is not None and full.recognized
        out = reader.read(later)
        assert getattr(out, "reason", None) == "unreadable_quantity_clause"
        out = reader.read(stop)
        assert getattr(out, "reason", None) == reader.STEP_ASIDE
        assert out.blocking == reader._parse(stop, lex).failure  # type: ignore[union-attr]
