"""Third round of R4 v2 speed paths: each gives the same answers as the plain computation."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from mathcore.organs.rates import clock, phrases

_SENTENCE_PIECES = st.sampled_from(
    [
        ".",
        "?",
        "!",
        " ",
        "  ",
        "\n",
        "\t",
        "\u00a0",
        "\u2028",
        "\x1c",
        "a",
        "Bo",
        "3.5",
        "pm.",
        "...",
    ]
)


@settings(max_examples=300)
@given(st.lists(st.one_of(_SENTENCE_PIECES, st.text(max_size=4)), max_size=16).map("".join))
def test_split_sentences_is_the_plain_split(text: str) -> None:
    assert phrases.split_sentences(text) == phrases.plain_split_sentences(text)
    assert list(phrases.iter_sentences(text)) == phrases.plain_split_sentences(text)


def test_split_sentences_reads_known_cases() -> None:
    text = "  A pipe fills 3 tanks.  How long?\u00a0It takes 2 hours!\nDone. . x "
    want = ["A pipe fills 3 tanks.", "How long?", "It takes 2 hours!", "Done.", ".", "x"]
    assert phrases.split_sentences(text) == want == phrases.plain_split_sentences(text)
    assert phrases.split_sentences(" \t ") == [] == phrases.plain_split_sentences(" \t ")
    assert phrases.split_sentences("No end mark") == ["No end mark"]


_INTERVAL_PIECES = st.sampled_from(
    [
        " from ",
        " between ",
        " FROM ",
        "from ",
        ", ",
        ",",
        " painting ",
        "running ",
        "together ",
        "TOGETHER ",
        "12",
        "9:30",
        "11:59",
        " am",
        "pm",
        " p.m.",
        "a.m.",
        "noon",
        "MIDNIGHT",
        " to ",
        " until ",
        " and ",
        ".",
        "!",
        "?",
        "\n",
        " ",
        "x",
        "A pump fills a pool at 6 liters per minute",
    ]
)


@settings(max_examples=400)
@given(st.lists(st.one_of(_INTERVAL_PIECES, st.text(max_size=3)), max_size=24).map("".join))
def test_split_interval_is_the_plain_search(s: str) -> None:
    assert clock.split_interval(s) == clock.plain_split_interval(s)


def test_split_interval_longest_match_starts_in_the_window() -> None:
    tail = ", painting together between 12:30 p.m. until 11:59 a.m.!\n"
    assert len(tail) == 57 <= clock._INTERVAL_SPAN
    s = "A pump fills a pool at 6 liters per minute and another fills it" + tail
    got = clock.split_interval(s)
    assert got == clock.plain_split_interval(s)
    assert got is not None and got[1] == clock.Interval("12:30 p.m.", "11:59 a.m.", True)
    assert clock.split_interval("They paint from 2 pm to 5 pm today.") is None
    assert clock.split_interval("No interval here.") is None


_PHRASE_PIECES = st.sampled_from(
    [
        " per ",
        " per",
        "per ",
        " ",
        "  ",
        "3",
        "12",
        "1,000",
        "1,00",
        "2.5",
        "-4",
        "+7",
        "twelve",
        "twenty-five",
        "foo-bar",
        "a",
        "liters",
        "Liters",
        "hour",
        "hourś",
        "hour5",
        "é",
        ",",
        ".",
        "\u212a",
        "x" * 30,
        "9" * 40,
    ]
)


@settings(max_examples=400)
@given(st.lists(st.one_of(_PHRASE_PIECES, st.text(max_size=3)), max_size=20).map("".join))
def test_rate_phrases_are_the_plain_scan(text: str) -> None:
    assert phrases.rate_phrases(text) == phrases.plain_rate_phrases(text)


@given(st.one_of(_PHRASE_PIECES, st.text(max_size=8)))
def test_phrase_number_memo_is_the_plain_judgement(raw: str) -> None:
    assert phrases.phrase_number(raw) == phrases.plain_phrase_number(raw)
    assert phrases.phrase_number(raw) == phrases.plain_phrase_number(raw)  # from the memo


def test_rate_phrases_read_known_cases() -> None:
    text = "A pipe fills 3 liters per minute, a hose twelve liters per hour, x gals per day."
    got = phrases.rate_phrases(text)
    assert got == phrases.plain_rate_phrases(text)
    assert [(p.raw, p.value, p.units, p.den) for p in got] == [
        ("3", 3, "liters", "minute"),
        ("twelve", 12, "liters", "hour"),
    ]
    assert phrases.phrase_number("-4") == (True, -4)
    assert phrases.phrase_number("foo-bar") == (False, None)
    assert phrases.phrase_number("1,00") == (True, None)
