"""Round 10 (issue 5): ``text.tokens.sentences`` finds the end marks in C and slices the
tokens between them; ``sentences_plain`` walks every token (the reference)."""

from __future__ import annotations

import json
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

from mathcore.text import tokens

_GSM = Path(__file__).resolve().parents[3] / "shared" / "data" / "gsm8k" / "train.jsonl"
_PIECES = ["Tom", "has", "3.5", ".5", "3.", "$2.50", "25%", "1/2", "Mr", "Dr", "'s", ",", "?"]
_PIECES += [".", ".", "!", "...", "?!", "2:30", "é", "x-ray", "  ", "\n"]


def _fresh(text: str) -> tuple[tokens.Sentence, ...]:
    return tokens.sentences.__wrapped__(text)


@settings(max_examples=400, deadline=None)
@given(parts=st.lists(st.sampled_from(_PIECES), max_size=16), sep=st.sampled_from([" ", ""]))
def test_sentences_are_the_plain_sentences(parts: list[str], sep: str) -> None:
    text = sep.join(parts)
    assert _fresh(text) == tokens.sentences_plain(text)
    assert tokens.sentences(text) == tokens.sentences_plain(text)


def test_sentences_split_at_each_end_mark() -> None:
    text = "Tom has 3.5 kg. Ann had 2! How many kg? left"
    got = _fresh(text)
    assert [s.text for s in got] == ["Tom has 3.5 kg.", "Ann had 2!", "How many kg?", "left"]
    assert [s.index for s in got] == [0, 1, 2, 3]
    assert got == tokens.sentences_plain(text)
    assert _fresh("") == () == tokens.sentences_plain("")


def test_gsm_texts_split_as_the_plain_code() -> None:
    if not _GSM.exists():
        return
    with _GSM.open() as f:
        for _k, line in zip(range(2000), f, strict=False):
            text = json.loads(line)["question"]
            assert _fresh(text) == tokens.sentences_plain(text)
