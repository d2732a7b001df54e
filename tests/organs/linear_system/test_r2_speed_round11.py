"""Round 11: the linear-system reader's coefficient-sentence screen on the raw text.

``_read`` tries a coefficient clause only on a sentence that ends with ``.`` and opens with
a determiner; without one it steps aside ("no per-item coefficient sentence or no
question") after tokenizing the whole text. ``_may_have_coefficients`` answers the same
question on the raw text (the end marks where ``sentences`` splits, each sentence's first
token by the tokenizer's own pattern), so ``read`` steps aside the same way without
tokenizing. These tests check that it is the token-level test, exactly, and that every text
it rules out is one ``_read`` refuses with that step-aside.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from mathcore.organs.linear_system import reader
from mathcore.organs.relations.words import Lex
from mathcore.packs.loader import pinned_pack
from mathcore.text.tokens import sentences

_SHARED = Path(__file__).resolve().parents[3].parent / "shared" / "data"
_SRC = Path(reader.__file__).resolve().parents[1]


def _token_level(text: str) -> bool:
    """The plain test: a sentence ending with ``.`` whose first token is a determiner."""
    return any(
        s.tokens[-1].text == "." and s.tokens[0].text in reader._DETERMINER_FORMS
        for s in sentences(text)
    )


def _check(text: str, lex: Lex) -> None:
    assert reader._may_have_coefficients(text) == _token_level(text), text
    if not reader._may_have_coefficients(text):
        try:
            got = reader._read(text, lex)
        except reader._Refuse as r:
            assert r.refusal == reader._NO_COEFFICIENT_SENTENCE, text
        else:
            raise AssertionError(f"read without a coefficient sentence: {got!r}")


def _texts() -> list[str]:
    out: list[str] = []
    gsm = _SHARED / "gsm8k" / "train.jsonl"
    if gsm.exists():
        out += [json.loads(line)["question"] for line in gsm.open()]
    for path in sorted((_SHARED / "mawps").glob("*.jsonl")):
        for line in path.open():
            row = json.loads(line)
            out.append(str(row.get("question") or row.get("text") or ""))
    for path in sorted(_SRC.glob("*/gold*.jsonl")):  # every organ's gold texts
        for line in path.read_text().splitlines():
            if line.strip():
                row = json.loads(line)
                out.append(str(row.get("text") or row.get("question") or ""))
    return out


@pytest.mark.skipif(not (_SHARED / "gsm8k" / "train.jsonl").exists(), reason="no dev data")
def test_the_screen_is_the_token_test_on_dev_and_gold_texts() -> None:
    with pinned_pack():
        lex = Lex.current()
        for text in _texts():
            for variant in (text, text.lower(), text.upper()):
                _check(variant, lex)


_PIECES = (
    "Each large bus holds 50 students.",
    "every box has 4 pens.",
    "An adult ticket costs $3.50 and a child ticket costs $2.",
    "A school rents 6 buses.",
    "The buses carry 260 students in total.",
    "How many large buses are there?",
    "It is 2.5 miles.",
    "EACH. a.",
    "Wow! Each",
    "Anna has .5 pounds.",
    "Each",
    "each3 pens.",
)


@settings(max_examples=500, deadline=None)
@given(
    parts=st.lists(st.sampled_from(_PIECES), min_size=1, max_size=5),
    join=st.sampled_from((" ", "", "\n", "  ")),
)
def test_the_screen_on_generated_texts(parts: list[str], join: str) -> None:
    with pinned_pack():
        _check(join.join(parts), Lex.current())


@settings(max_examples=500, deadline=None)
@given(st.text(alphabet="aAnNeEchvry .?!,$0123456789٣-\n", max_size=40))
def test_the_screen_on_random_characters(text: str) -> None:
    assert reader._may_have_coefficients(text) == _token_level(text), text


def test_the_screen_fires_both_ways() -> None:
    with pinned_pack():
        lex = Lex.current()
        none = "Ann gives 3 pens to each friend. How many friends get pens?"
        assert not reader._may_have_coefficients(none)
        assert reader.read(none) == reader._NO_COEFFICIENT_SENTENCE
        _check(none, lex)
        some = "Each pen costs $2. Ann buys 3 pens. How many pens does she buy?"
        assert reader._may_have_coefficients(some)
        _check(some, lex)
