"""Wrong = 0 beyond gold: generated R4 problems with random numbers, names, units and
distractor sentences anywhere. Outcome: the correct answer or a refusal, never a wrong
answer, never an exception; any distractor sentence makes the reader refuse."""

from __future__ import annotations

from fractions import Fraction

from hypothesis import given, settings
from hypothesis import strategies as st

from mathcore.organs.base import OrganAnswer, ReaderRefusal, SolverRefusal
from mathcore.organs.combined_rate.organ import ORGAN
from mathcore.organs.combined_rate.taxonomy import TAXONOMY

NAMES = ["Anna", "Ben", "Carla", "Dev", "Emma", "Farid", "Gina", "Hugo"]
WORK = [
    ("paints", "paint", "rooms"),
    ("bakes", "bake", "pies"),
    ("types", "type", "words"),
    ("packs", "pack", "boxes"),
    ("builds", "build", "chairs"),
]
DENS = ["hour", "minute", "day"]
LIQUIDS = [("liters", "tank"), ("gallons", "pool"), ("cups", "bucket")]
DISTRACTORS = [
    "The trip takes 8 hours.",
    "Their house has 12 windows.",
    "It is a sunny day.",
    "Anna stops after 2 hours.",
    "Ben is 30 years old.",
    "The tank holds 500 liters.",
]

problem = st.fixed_dictionaries(
    {
        "names": st.lists(st.sampled_from(NAMES), min_size=2, max_size=2, unique=True),
        "work": st.sampled_from(WORK),
        "den": st.sampled_from(DENS),
        "liquid": st.sampled_from(LIQUIDS),
        "a": st.integers(1, 999),
        "b": st.integers(1, 999),
        "k": st.integers(1, 5000),
        "shape": st.sampled_from(["sum_q", "sum_t", "sum_r", "diff_q", "diff_t", "diff_r"]),
    }
)


def render(p: dict[str, object]) -> tuple[list[str], Fraction | None, str]:
    """Sentences of the problem, its exact expected value (None: must refuse), its query."""
    (x, y), (v3, v, units), den = p["names"], p["work"], p["den"]  # type: ignore[misc]
    liquid, cont = p["liquid"]  # type: ignore[misc]
    a, b, k, shape = p["a"], p["b"], p["k"], p["shape"]
    assert isinstance(a, int) and isinstance(b, int) and isinstance(k, int)
    if str(shape).startswith("sum"):
        first = f"{x} {v3} {a} {units} per {den} and {y} {v3} {b} {units} per {den}."
        net = Fraction(a + b)
        q = {
            "sum_q": f"Working together, how many {units} do they {v} in {k} {den}s?",
            "sum_t": f"Working together, how many {den}s do they take to {v} {k} {units}?",
            "sum_r": f"What is their combined rate in {units} per {den}?",
        }[str(shape)]
    else:
        first = (
            f"A pipe fills a {cont} at {a} {liquid} per {den} while a drain removes "
            f"{b} {liquid} per {den}."
        )
        net = Fraction(a - b)
        q = {
            "diff_q": f"How many {liquid} are in the {cont} after {k} {den}s?",
            "diff_t": f"How many {den}s does it take to put {k} {liquid} in the {cont}?",
            "diff_r": f"What is the net rate in {liquid} per {den} at which the {cont} fills?",
        }[str(shape)]
    kind = str(shape)[-1]
    if kind == "r":
        return [first, q], net, kind
    if net <= 0:
        return [first, q], None, kind
    value = net * k if kind == "q" else k / net
    return [first, q], (value if value.denominator == 1 else None), kind


def outcome(text: str) -> OrganAnswer | ReaderRefusal | SolverRefusal:
    setup = ORGAN.read(text)
    if isinstance(setup, ReaderRefusal):
        assert setup.reason in TAXONOMY.names("reader")
        return setup
    out = ORGAN.solve(setup)
    if isinstance(out, SolverRefusal):
        assert out.reason in TAXONOMY.names("solver")
    return out


@settings(max_examples=300, deadline=None)
@given(problem)
def test_generated_problems_are_answered_correctly(p: dict[str, object]) -> None:
    sentences, expected, _ = render(p)
    out = outcome(" ".join(sentences))
    if expected is None:
        assert not isinstance(out, OrganAnswer)
    else:
        assert isinstance(out, OrganAnswer), out
        assert out.value == expected


@settings(max_examples=300, deadline=None)
@given(problem, st.sampled_from(DISTRACTORS), st.integers(0, 2))
def test_a_distractor_sentence_anywhere_makes_the_reader_refuse(
    p: dict[str, object], distractor: str, where: int
) -> None:
    sentences, _, _ = render(p)
    sentences.insert(where, distractor)
    out = outcome(" ".join(sentences))
    assert isinstance(out, ReaderRefusal), out


@settings(max_examples=200, deadline=None)
@given(st.text(max_size=300))
def test_arbitrary_text_never_raises(text: str) -> None:
    outcome(text)


MODIFIERS = ["not", "only", "about", "nearly", "half", "twice", "more", "each", "alone", "2"]


@settings(max_examples=300, deadline=None)
@given(problem, st.integers(0, 40), st.sampled_from(MODIFIERS))
def test_an_inserted_modifier_never_yields_a_wrong_answer(
    p: dict[str, object], at: int, word: str
) -> None:
    sentences, expected, _ = render(p)
    words = " ".join(sentences).split(" ")
    words.insert(at % (len(words) + 1), word)
    out = outcome(" ".join(words))
    if isinstance(out, OrganAnswer):
        assert out.value == expected
