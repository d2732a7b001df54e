"""Cheap screens in front of the rate organs' regex reads give the plain answers.

``phrases.has_clock`` runs ``_CLOCK`` only where a digit stands before ``am``/``pm``/``a.``/
``p.`` or a ``:``/``noon``/``midnight``/``o'clock`` is present, and ``_EVENT_AT`` on an ASCII
text only where one of its phrases is; ``reader_v2._parse`` steps aside when the first
sentence holds none of the words its templates need. Each is compared with the plain
computation on generated texts (case changes, non-ASCII look-alikes such as the long s
``ſ``, dotless ``ı`` and the Kelvin sign, which ``re.IGNORECASE`` folds to ASCII letters).
"""

from __future__ import annotations

import json
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

from mathcore.organs.combined_rate import reader_v2
from mathcore.organs.rate import grammar as rate_grammar
from mathcore.organs.rates import phrases

_CLOCK_PIECES = (
    "2 pm",
    "2pm",
    "10 PM",
    "7 a.m.",
    "7\ta.m.",
    "9:30",
    "Noon",
    "midnight",
    "o'clock",
    "O'CLOCK",
    "Sam",
    "camp",
    "equipment",
    "at",
    " at ",
    "arrived at",
    "LEFT AT",
    "ſtarts at",
    "departed at",
    "began at",
    "leaves at.",
    "started",
    "10",
    "x",
    "ı",
    "K",
    "İ",
    ":",
    ".",
    " ",
)


@settings(max_examples=1500, deadline=None)
@given(
    pieces=st.lists(
        st.one_of(st.sampled_from(_CLOCK_PIECES), st.text(max_size=3)),
        max_size=8,
    ),
    sep=st.sampled_from((" ", "", "\u00a0")),
)
def test_has_clock_is_the_plain_scan(pieces: list[str], sep: str) -> None:
    text = sep.join(pieces)
    assert phrases.has_clock(text) == phrases.plain_has_clock(text)


def test_has_clock_screens_fire_both_ways() -> None:
    assert phrases.has_clock("They open at 9 am and close at 5 pm.")
    assert phrases.has_clock("The bus arrived at the stop.")
    assert phrases.has_clock("The bus ſtarts at the stop.")  # non-ASCII: the regex decides
    assert not phrases.has_clock("Samantha went to camp with her team at the lake.")
    assert not phrases.has_clock("Sam has 3 apples.")


_GOLD = Path(reader_v2.__file__).with_name("gold_v2.jsonl")
_GOLD_TEXTS = [json.loads(line)["text"] for line in _GOLD.read_text().splitlines() if line]
_SENTENCES = [
    *sorted({s for t in _GOLD_TEXTS for s in phrases.split_sentences(t)}),
    "Natalia sold clips to 48 of her friends.",
    "How many clips did she sell?",
    "She walks together with Ann.",
    "Ben reads for 2 hours.",
]


@settings(max_examples=400, deadline=None)
@given(st.lists(st.sampled_from(_SENTENCES), min_size=0, max_size=5))
def test_v2_parse_with_its_screen_is_the_plain_parse(sentences: list[str]) -> None:
    text = " ".join(sentences)
    assert reader_v2._parse(text) == reader_v2.plain_parse(text)


@given(st.sampled_from(_GOLD_TEXTS))
def test_v2_parse_screen_lets_gold_texts_through(text: str) -> None:
    first = phrases.split_sentences(text)[0]
    assert reader_v2._may_read(first)


def test_v2_parse_screen_steps_aside_on_a_foreign_first_sentence() -> None:
    text = "Natalia sold clips to 48 of her friends. " + _GOLD_TEXTS[0]
    assert not reader_v2._may_read("Natalia sold clips to 48 of her friends.")
    assert reader_v2._parse(text) is None and reader_v2.plain_parse(text) is None


def test_event_phrases_are_the_event_pattern_verbs() -> None:
    verbs = phrases._EVENT_AT.pattern.split("(?:")[1].split(")")[0].split("|")
    assert set(phrases._EVENT_PHRASES) == {f"{v} at" for v in verbs}


_RATE_GOLD = Path(rate_grammar.__file__).with_name("gold.jsonl")
_RATE_SENTENCES = [
    *sorted(
        {
            s
            for line in _RATE_GOLD.read_text().splitlines()
            if line
            for s in phrases.split_sentences(json.loads(line)["text"])
        }
    ),
    "Natalia sold clips to 48 of her friends.",
    "A car drives 60 miles per hour.",
]
_SWAPS = (" per ", " in ", " over ", " for ", " at ", " ")


@settings(max_examples=500, deadline=None)
@given(
    sentence=st.sampled_from(_RATE_SENTENCES),
    swap=st.tuples(st.sampled_from(_SWAPS), st.sampled_from(_SWAPS)),
)
def test_rate_statement_screen_is_the_plain_parse(sentence: str, swap: tuple[str, str]) -> None:
    s = sentence.replace(swap[0], swap[1], 1)
    assert rate_grammar.parse_statement(s) == rate_grammar.plain_parse_statement(s)


def test_rate_statement_screen_fires_both_ways() -> None:
    assert rate_grammar.parse_statement("A car drives 60 miles per hour.") is not None
    assert rate_grammar.plain_parse_statement("Ann has 3 apples.") is None
    assert rate_grammar.parse_statement("Ann has 3 apples.") is None
