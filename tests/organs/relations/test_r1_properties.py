"""R1 properties: templates with random names, numbers, nouns and distractors.

Every outcome is the correct answer or a typed refusal; never a wrong answer, never an
exception. A distractor sentence always makes the reader refuse.
"""

from __future__ import annotations

from fractions import Fraction

from hypothesis import given, settings
from hypothesis import strategies as st

from mathcore.organs.base import OrganAnswer, ReaderRefusal, SolverRefusal
from mathcore.organs.relations.organ import ORGAN, TAXONOMY

NAMES = ["Ana", "Ben", "Cleo", "Dev", "Eli", "Fay", "Gus", "Hana", "Ivo", "Jun", "Kofi", "Lin"]
NOUNS = ["apples", "marbles", "stickers", "cards", "coins", "books", "shells", "beads", "toys"]
DISTRACTORS = [
    "The trip takes 8 hours.",
    "{A} is 9 years old.",
    "{A} gives 2 {n} to {B}.",
    "{B} buys 3 more {n}.",
    "It rained for 4 days.",
    "{A} has 5 more {n} than {B} had last year.",
    "Half of them are red.",
]


def _template(kind: int, a: int, b: int, k: int) -> tuple[list[str], str, Fraction | None]:
    """Sentences (with {A} {B} {n}), the question and the true answer (None: none exists)."""
    if kind == 0:
        return (
            ["{A} has {a} {n}.", "{B} has {b} more {n} than {A}."],
            "How many {n} does {B} have?",
            Fraction(a + b),
        )
    if kind == 1:
        return (
            ["{A} has {a} {n}.", "{B} has {b} fewer {n} than {A}."],
            "How many {n} does {B} have?",
            Fraction(a - b),
        )
    if kind == 2:
        return (
            ["{A} has {a} {n}.", "{B} has {k} times as many {n} as {A}."],
            "How many {n} does {B} have?",
            Fraction(a * k),
        )
    if kind == 3:
        return (
            ["{A} has {a} {n}.", "{B} has half as many {n} as {A}."],
            "How many {n} does {B} have?",
            Fraction(a, 2),
        )
    if kind == 4:
        return (
            ["{A} has {a} {n}.", "{B} has {b} {n}."],
            "How many {n} do {A} and {B} have altogether?",
            Fraction(a + b),
        )
    if kind == 5:
        return (
            ["{B} has {b} more {n} than {A}.", "{B} has {a} {n}."],
            "How many {n} does {A} have?",
            Fraction(a - b),
        )
    if kind == 6:
        return (
            [
                "{A} has {a} {n}.",
                "{B} has {b} {n}.",
                "They combine their {n} and split them equally into {k} boxes.",
            ],
            "How many {n} are in each box?",
            Fraction(a + b, k),
        )
    return _more_templates(kind, a, b, k)


def _more_templates(kind: int, a: int, b: int, k: int) -> tuple[list[str], str, Fraction | None]:
    if kind == 7:
        return (
            ["{B} has {b} more than {k} times as many {n} as {A}."],
            "If {A} has {a} {n}, how many {n} does {B} have?",
            Fraction(a * k + b),
        )
    if kind == 8:
        return (
            ["{A} has {a} {n}.", "{B} has {k} times as many {n} as {A}."],
            "How many more {n} does {B} have than {A}?",
            Fraction(a * k - a),
        )
    if kind == 9:
        return (
            ["{A} has {a} {n}.", "{B} has {b} fewer {n} than {A}."],
            "How many {n} do they have in total?",
            Fraction(2 * a - b) if b <= a else None,  # a negative count refuses
        )
    if kind == 10:
        return (
            ["{A} has {a} {n}.", "He has {b} more {n} than {B}."],
            "How many {n} does {B} have?",
            Fraction(a - b),
        )
    if kind == 11:
        return (
            ["{B} has {b} fewer {n} than {A}."],
            "How many {n} does {B} have if {A} has {a} {n}?",
            Fraction(a - b),
        )
    if kind == 12:
        return (
            ["{A} and {B} have a total of {a} {n}.", "{A} has {b} {n}."],
            "How many {n} does {B} have?",
            Fraction(a - b),
        )
    if kind == 13:
        return (
            ["{A} has {a} {n}.", "{B} has {k} times the number of {n} that {A} has."],
            "What is the number of {n} that {B} has?",
            Fraction(a * k),
        )
    return (
        ["{A} has {a} {n}.", "{B} has {b} more than half as many {n} as {A}."],
        "How many {n} does {B} have?",
        Fraction(a, 2) + b,
    )


@settings(max_examples=300, deadline=None)
@given(
    kind=st.integers(0, 14),
    a=st.integers(0, 500),
    b=st.integers(0, 500),
    k=st.integers(1, 12),
    names=st.lists(st.sampled_from(NAMES), min_size=2, max_size=2, unique=True),
    noun=st.sampled_from(NOUNS),
    distract=st.lists(st.tuples(st.sampled_from(DISTRACTORS), st.integers(0, 3)), max_size=2),
    swap=st.booleans(),
)
def test_correct_or_refused_never_wrong(
    kind: int,
    a: int,
    b: int,
    k: int,
    names: list[str],
    noun: str,
    distract: list[tuple[str, int]],
    swap: bool,
) -> None:
    body, q, truth = _template(kind, a, b, k)
    if swap and kind in (0, 1, 2, 4):
        body = body[::-1]
    for d, pos in distract:
        body.insert(min(pos, len(body)), d)
    text = " ".join([*body, q]).format(A=names[0], B=names[1], n=noun, a=a, b=b, k=k)
    setup = ORGAN.read(text)
    if isinstance(setup, ReaderRefusal):
        assert setup.reason in TAXONOMY.names("reader")
        return
    assert not distract, f"a distractor was read: {text}"
    out = ORGAN.solve(setup)
    if isinstance(out, SolverRefusal):
        assert out.reason in TAXONOMY.names("solver")
        assert truth is None or truth.denominator != 1 or truth < 0, text
        return
    assert isinstance(out, OrganAnswer)
    assert out.value == truth, text
    assert out.unit == noun


@settings(max_examples=300, deadline=None)
@given(st.text(max_size=300))
def test_arbitrary_text_never_raises(text: str) -> None:
    out = ORGAN.read(text)
    if isinstance(out, ReaderRefusal):
        assert out.reason in TAXONOMY.names("reader")
    else:
        assert isinstance(ORGAN.solve(out), OrganAnswer | SolverRefusal)


@settings(max_examples=200, deadline=None)
@given(
    st.lists(
        st.sampled_from(
            [
                "Ana",
                "has",
                "6",
                "-4",
                "apples",
                "more",
                "than",
                "Ben",
                "twice",
                "as",
                "many",
                "half",
                ".",
                "?",
                "How",
                "many",
                "does",
                "have",
                "and",
                "They",
                "combine",
                "their",
                "split",
                "them",
                "equally",
                "into",
                "boxes",
                "each",
                "box",
                "are",
                "in",
                "9999999999999999",
                "٣",
                "\x07",
                "altogether",
                "do",
            ]
        ),
        max_size=40,
    )
)
def test_word_salad_never_raises(words: list[str]) -> None:
    out = ORGAN.read(" ".join(words))
    if isinstance(out, ReaderRefusal):
        assert out.reason in TAXONOMY.names("reader")
    else:
        assert isinstance(ORGAN.solve(out), OrganAnswer | SolverRefusal)
