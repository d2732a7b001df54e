"""Third round of R4 v2 speed paths: each gives the same answers as the plain computation."""

from __future__ import annotations

import dataclasses
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from mathcore.errors import SetupError
from mathcore.organs.base import OrganAnswer
from mathcore.organs.combined_rate import grammar_v2, reader_v2, reading, solver_v2
from mathcore.organs.combined_rate.model_v2 import CombinedRateV2Problem, Contribution, Phase
from mathcore.organs.rates import clock, phrases
from mathcore.organs.rates.units import RateUnit
from mathcore.organs.rulers import ruler

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


def _gold_sentences() -> list[str]:
    out: list[str] = []
    for lane in ("combined-rate", "combined-rate-v2"):
        for fx in ruler(lane).fixtures():
            out += phrases.split_sentences(fx.text)
    return sorted(set(out))


_GOLD_SENTENCES = _gold_sentences()
_EXTRA_SENTENCES = [
    "Anna paints alone for 2 hours, then they paint together for 3 hours.",
    "They paint together for 2 hours, then Ben paints alone for 1 hours.",
    "Maya and Leo paint a fence together.",
    "They work together for 3 hours.",
    "A bus travels 50 miles per hour for 2 hours and then 30 miles per hour for 3 hours.",
    "Rosa can mow a lawn in 4 hours and Sam in 12 hours.",
    "The trip takes 8 hours.",
    "Rosa paints 3 rooms per hour, working together from 9 am to 11:30 am.",
]


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(_GOLD_SENTENCES + _EXTRA_SENTENCES), min_size=1, max_size=4))
def test_v2_parse_is_the_plain_parse_with_and_without_the_v1_readings(
    sentences: list[str],
) -> None:
    text = " ".join(sentences)
    reading._LAST[0] = reading.SentenceMemo(None, None)  # no v1 readings of this text
    plain = reader_v2.plain_parse(text)
    assert reader_v2._parse(text) == plain
    reading.parse_all(text)  # the v1 reader's readings, as ``v1.read`` leaves them
    assert reading.sentence_memo(text).text == text
    assert reader_v2._parse(text) == plain
    assert reader_v2.read(text) == reader_v2.read(text + " ")  # the second reads plainly


def test_sentence_memo_serves_only_its_own_text_and_tables() -> None:
    text = "Maya paints 4 fences per hour and Leo paints 3 fences per hour. How long?"
    reading.parse_all(text)
    memo = reading.sentence_memo(text)
    assert memo.text == text and "How long?" in memo.question
    assert memo.question["How long?"] is None
    assert reading.sentence_memo(text + " ") is reading._NONE
    reading._LAST[0] = reading.SentenceMemo(text, None)  # read under other tables
    assert reading.sentence_memo(text) is reading._NONE


@settings(max_examples=200)
@given(
    st.lists(st.integers(1, 50), min_size=1, max_size=4),
    st.integers(1, 30),
    st.sampled_from(["hour", "minute"]),
)
def test_same_unit_phases_are_the_plain_products(rates: list[int], n: int, tu: str) -> None:
    unit = RateUnit("liter", "hour")
    contribs = tuple(Contribution(f"a{i}", r, unit) for i, r in enumerate(rates))
    phase = Phase(n, tu, tuple(range(len(rates))))
    got = solver_v2.solve(CombinedRateV2Problem(unit, contribs, "quantity", False, (phase,)))
    assert isinstance(got, OrganAnswer)
    hours = Fraction(n) if tu == "hour" else Fraction(n, 60)
    assert got.value == sum(rates) * hours
    assert (tu == "minute") == any(
        s.operation == "multiply" and s.note.startswith("minutes in") for s in got.steps
    )
    t = solver_v2.solve(CombinedRateV2Problem(unit, contribs, "time", False, quantity=n))
    assert isinstance(t, OrganAnswer) and t.value == Fraction(n, sum(rates)) and t.unit == "hour"
    m = solver_v2.solve(
        CombinedRateV2Problem(unit, contribs, "time", False, quantity=n, answer_unit="minute")
    )
    assert isinstance(m, OrganAnswer) and m.value == Fraction(60 * n, sum(rates))


def test_positive_checks_still_refuse() -> None:
    unit = RateUnit("liter", "hour")
    for bad in (0, -1, True, 1.5, Fraction(-1, 2)):
        with pytest.raises(SetupError):
            Contribution("a", bad, unit)  # type: ignore[arg-type]
    assert Contribution("a", Fraction(1, 2), unit).amount == Fraction(1, 2)


_QUESTION_PIECES = st.sampled_from(
    [
        "How many ",
        "how many ",
        "How long ",
        "Working together, ",
        "Together, ",
        "If they work together, ",
        "Running together,",
        "rooms ",
        "words ",
        "does ",
        "did ",
        "will ",
        "can ",
        "do ",
        "would ",
        "Alice ",
        "the printer ",
        "it ",
        "they ",
        "he ",
        "take",
        "take ",
        "them ",
        "to paint ",
        "the house",
        "it",
        "type ",
        "type",
        "in 3 minutes",
        " in all",
        " together",
        " working together",
        "hours ",
        "?",
    ]
)


@settings(max_examples=500)
@given(st.lists(_QUESTION_PIECES, min_size=1, max_size=9).map("".join))
def test_v2_question_forms_are_the_plain_forms(s: str) -> None:
    assert grammar_v2.parse_question_v2(s) == grammar_v2.plain_parse_question_v2(s)


def test_v2_question_forms_read_known_cases() -> None:
    for s, form in (
        ("How many words does Alice type in 3 minutes?", "single"),
        ("Working together, how long does it take them?", "job_time"),
        ("How many hours do they take?", "job_time"),
        ("How many miles does it travel?", "it"),
        ("How many fences do they paint in 3 hours?", None),
    ):
        got = grammar_v2.parse_question_v2(s)
        assert got == grammar_v2.plain_parse_question_v2(s)
        assert (got.form if got else None) == form


def test_drained_contribution_is_the_replaced_one() -> None:
    c = Contribution("a drain", 4, RateUnit("gallon", "minute"))
    assert Contribution(c.agent, c.amount, c.unit, -1) == dataclasses.replace(c, sign=-1)
    got = reader_v2.read(
        "A pipe fills a pool at 9 gallons per minute, a hose fills it at 5 gallons per minute, "
        "and a drain removes 4 gallons per minute. How many gallons are in the pool after 12 "
        "minutes?"
    )
    assert isinstance(got, CombinedRateV2Problem)
    assert [x.sign for x in got.contributions] == [1, 1, -1]
    assert got.contributions[2] == dataclasses.replace(got.contributions[2], sign=-1)
