"""The foundation: exact numbers, tokens, the input guard and the pack loader."""

from fractions import Fraction

import pytest

from mathcore import solve
from mathcore.exact import canonical, parse_exact
from mathcore.text.guard import check_input
from mathcore.text.tokens import sentences, tokenize


@pytest.mark.parametrize(
    ("value", "text"),
    [
        (42, "42"),
        (-7, "-7"),
        (Fraction(7, 2), "3.5"),
        (Fraction(1, 8), "0.125"),
        (Fraction(1, 3), "1/3"),
        (Fraction(-1, 3), "-1/3"),
        (Fraction(10, 5), "2"),
        (Fraction(-1, 4), "-0.25"),
    ],
)
def test_canonical_answers_follow_the_contract(value: object, text: str) -> None:
    assert canonical(value) == text  # type: ignore[arg-type]


def test_parse_exact_reads_decimals_separators_and_ratios() -> None:
    assert parse_exact("1,000") == 1000
    assert parse_exact("-3.50") == Fraction(7, -2)
    assert parse_exact("7/2") == Fraction(7, 2)
    assert parse_exact("1/0") is None
    assert parse_exact("abc") is None


def test_tokens_carry_exact_values_and_spans() -> None:
    toks = tokenize("Pay $3.50 for 1,000 or 25% of 3/4.")
    kinds = [(t.kind, t.value) for t in toks if t.value is not None]
    assert kinds == [
        ("money", Fraction(7, 2)),
        ("number", 1000),
        ("percent", 25),
        ("fraction", Fraction(3, 4)),
    ]
    assert all(t.text == "Pay $3.50 for 1,000 or 25% of 3/4."[t.start : t.end] for t in toks)


def test_sentences_split_at_end_marks_not_decimal_points() -> None:
    assert [s.text for s in sentences("It is 3.5 miles. How far?")] == [
        "It is 3.5 miles.",
        "How far?",
    ]


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ("", "empty"),
        ("   \n", "empty"),
        ("x" * 9000, "input_too_long"),
        ("a\x00b", "control_characters"),
        ("Ana has ٣ apples.", "unsupported_digits"),
        ("Ana has " + "9" * 400 + " apples.", "absurd_number"),
    ],
)
def test_guard_refuses_bad_input_with_a_typed_reason(text: str, reason: str) -> None:
    assert check_input(text) == reason
    result = solve(text)
    assert result.status == "refused"
    assert result.reason == reason  # type: ignore[union-attr]


def test_guard_admits_ordinary_text() -> None:
    assert check_input("Ana has 3 apples. How many apples does Ana have?") is None


def test_inflection_library_gives_irregular_singulars_and_plurals() -> None:
    from mathcore.text.inflection import _library_plural, _library_singular

    assert _library_singular("geese") == "goose"
    assert _library_singular("leaves") == "leaf"
    assert _library_singular("cookies") == "cookie"
    assert _library_singular("apple") == "apple"
    assert _library_plural("box") == "boxes"


def test_inflect_import_restores_typeguard() -> None:
    import typeguard

    from mathcore.text.inflection import _engine

    before = typeguard.typechecked
    _engine()
    assert typeguard.typechecked is before


@pytest.mark.parametrize(
    ("words", "value"),
    [
        (["twenty-five"], 25),
        (["twenty", "five"], 25),
        (["one", "hundred", "twelve"], 112),
        (["one", "hundred", "and", "twelve"], 112),
        (["two", "thousand", "five"], 2005),
        (["two", "thousand", "three", "hundred", "forty-one"], 2341),
        (["seven"], 7),
        (["dozen"], 12),
        (["five", "five"], None),
        (["three", "dozen"], None),
        (["one", "two"], None),
        (["twelve", "hundred"], None),
        (["hundred"], None),
        (["twenty-twelve"], None),
        (["twenty", "twenty"], None),
        (["one", "thousand", "one", "thousand"], None),
        (["five", "and"], None),
        (["twenty-five", "three"], None),
    ],
)
def test_number_words_are_read_only_when_well_formed(words: list[str], value: int | None) -> None:
    from mathcore.text.numbers import words_value

    assert words_value(words) == value
