"""The rate statement screen by verbs reads what the templates read."""

from __future__ import annotations

import json
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

from mathcore.organs.rate import grammar
from mathcore.organs.rates import phrases
from mathcore.organs.rates.lexicon import refresh

_GOLD = Path(grammar.__file__).with_name("gold.jsonl")
_STATEMENTS = sorted(
    {
        s
        for line in _GOLD.read_text().splitlines()
        if line
        for s in phrases.split_sentences(json.loads(line)["text"])
        if not s.endswith("?")
    }
)
_WORDS = ("drives", "Drives", "runs", "works", "takes", "has", "buys", "drive", "fills", "x")


@settings(max_examples=500, deadline=None)
@given(st.sampled_from(_STATEMENTS), st.sampled_from(_WORDS), st.integers(0, 12))
def test_the_verb_screen_is_the_plain_parse(sentence: str, word: str, at: int) -> None:
    words = sentence.split(" ")
    words[at % len(words)] = word  # a verb put in, or the sentence's verb taken out
    s = " ".join(words)
    assert grammar.parse_statement(s) == grammar.plain_parse_statement(s)


def test_the_verbs_are_the_ones_verb_ok_accepts() -> None:
    refresh()
    verbs = grammar.statement_verbs()
    cues = refresh().cues
    for w in cues:
        if w == w.lower():  # a template's verb is lower case
            assert (w in verbs) == grammar._verb_ok(w), w
    assert {"run", "work", "take"} <= verbs
    assert all(grammar._verb_ok(v) for v in verbs)


def test_the_screen_fires_both_ways() -> None:
    read = "A car drives 60 miles per hour."
    assert grammar.parse_statement(read) is not None
    unread = "Ann bought 3 apples in the store."  # a statement word, no rate verb
    assert grammar.statement_verbs().isdisjoint(unread.split(" "))
    assert grammar.parse_statement(unread) is None is grammar.plain_parse_statement(unread)


def test_the_screen_on_dev_statements() -> None:
    data = Path(__file__).resolve().parents[3].parent / "shared" / "data" / "gsm8k" / "train.jsonl"
    texts = [json.loads(line)["question"] for line in data.open()][:2500] if data.exists() else []
    for text in texts:
        for s in phrases.split_sentences(text):
            assert grammar.parse_statement(s) == grammar.plain_parse_statement(s), s
