"""Speed paths of the rate phrases give the same answers as the plain computations."""

from __future__ import annotations

import re

from hypothesis import given, settings
from hypothesis import strategies as st

from mathcore.organs.rates import phrases
from mathcore.organs.rates.lexicon import refresh


def _pattern_and_words() -> tuple[re.Pattern[str], tuple[str, ...] | None]:
    phrases.has_sum_cue("")
    return phrases._SUM_CUE_PATTERNS[id(refresh())]


def _plain(text: str) -> bool:
    pattern, _ = _pattern_and_words()
    return pattern.search(text) is not None


_PIECES = st.sampled_from(
    [
        "together",
        "TOGETHER",
        "altogether",
        "Both",
        "bothers",
        "jointly",
        "combined",
        "combines",
        "joıntly",
        "combİned",
        " ",
        ",",
        ".",
        "-",
        "_",
        "ſ",
        "\u212a",
        "é",
        "3",
        "apples",
        "Ana",
    ]
)


@settings(deadline=None)  # the first example loads the pack and the rate tables
@given(st.lists(st.one_of(_PIECES, st.text(max_size=6)), max_size=12).map("".join))
def test_prefilter_agrees_with_the_regex(text: str) -> None:
    pattern, words = _pattern_and_words()
    assert phrases._found(pattern, words, text) == _plain(text)


def test_prefilter_reads_known_cases() -> None:
    assert phrases.has_sum_cue("Working together, how long does it take?")
    assert phrases.has_sum_cue("BOTH pipes are open.")
    assert not phrases.has_sum_cue("Altogether, how many apples are there?")
    assert not phrases.has_sum_cue("She bothers nobody.")
    # Unicode case folding: a dotless i matches ``i`` ignoring case, so a non-ASCII text
    # never takes the ASCII prefilter.
    assert phrases.has_sum_cue("They work joıntly.")


def test_non_ascii_words_skip_the_prefilter() -> None:
    pattern, _ = _pattern_and_words()
    # Without a word list (a pack with a non-ASCII cue) the regex alone decides.
    assert phrases._found(pattern, None, "both") is True
    assert phrases._found(pattern, None, "neither") is False


def test_the_ascii_scan_reads_word_boundaries() -> None:
    pattern, words = _pattern_and_words()
    assert words is not None
    for text in (
        "both",
        "Both.",
        "both_",
        "_both",
        "9together",
        "together9",
        "both-ways",
        "bothboth both",
        "altogether together",
        "combinedly",
        "  jointly",
        "they jointly_",
    ):
        assert phrases._found(pattern, words, text) == _plain(text), text


def test_cue_words_with_a_non_word_edge_take_the_regex() -> None:
    # ``\b`` beside a non-word character means something else: no word list, the regex.
    assert phrases._plain_word("together")
    assert phrases._plain_word("Co_op9")
    assert not phrases._plain_word("co-")
    assert not phrases._plain_word("-op")
    assert not phrases._plain_word("")
    assert not phrases._plain_word("jo\u0131ntly")


def test_the_non_ascii_characters_folding_to_ascii_are_the_listed_ones() -> None:
    import sys

    ascii_class = re.compile(r"[\x00-\x7f]", re.I)
    found = [chr(c) for c in range(0x80, sys.maxunicode + 1) if ascii_class.fullmatch(chr(c))]
    assert tuple(found) == phrases._FOLDS_TO_ASCII


def test_non_ascii_texts_without_a_cue_substring_skip_the_regex() -> None:
    pattern, words = _pattern_and_words()
    for text in (
        "They work jo\u0131ntly.",
        "\u212aeep both \u00e9",
        "caf\u00e9 together!",
        "na\u00efve",
    ):
        assert phrases._found(pattern, words, text) == _plain(text), text


def test_the_cached_answer_is_the_plain_answer_on_dev_texts() -> None:
    import json
    from pathlib import Path

    data = Path(__file__).resolve().parents[3].parent / "shared" / "data" / "gsm8k" / "train.jsonl"
    texts = [json.loads(line)["question"] for line in data.open()][:1500] if data.exists() else []
    texts += ["Working together, how long?", "They both work.", "Combined-ly."]
    for text in texts:
        assert phrases.has_sum_cue(text) == _plain(text)


_SENTENCE_PIECES = st.sampled_from(
    [".", "?", "!", " ", "  ", "\n", "\t", "a", "Bo", "3.5", "pm.", "..."]
)


@given(st.lists(st.one_of(_SENTENCE_PIECES, st.text(max_size=4)), max_size=14).map("".join))
def test_iter_sentences_matches_split_sentences(text: str) -> None:
    assert list(phrases.iter_sentences(text)) == phrases.split_sentences(text)


def test_iter_sentences_reads_known_cases() -> None:
    got = list(phrases.iter_sentences("  A pipe fills 3 tanks.  How long?\nIt takes 2 hours. "))
    assert got == ["A pipe fills 3 tanks.", "How long?", "It takes 2 hours."]
    assert list(phrases.iter_sentences("   ")) == []
