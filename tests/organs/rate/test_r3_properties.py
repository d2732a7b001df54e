"""Wrong = 0 beyond gold for R3: generated problems with random numbers, agents, units and
distractors. Outcome: the correct answer or a refusal, never wrong, never an exception."""

from __future__ import annotations

from fractions import Fraction

from hypothesis import given, settings
from hypothesis import strategies as st

from mathcore.organs.base import OrganAnswer, ReaderRefusal, SolverRefusal
from mathcore.organs.rate.organ import ORGAN, ORGAN_V2
from mathcore.organs.rate.taxonomy import TAXONOMY
from mathcore.organs.rates.units import crosses_the_day

AGENTS = ["A car", "A bus", "A machine", "Rosa", "A printer", "Omar"]
ITEMS = [("miles", "travels"), ("pages", "prints"), ("toys", "makes"), ("dollars", "earns")]
SECONDS = {"minute": 60, "hour": 3600, "day": 86400}
DISTRACTORS = [
    "The trip takes 8 hours.",
    "It is 12 years old.",
    "The road is long.",
    "It stops for 2 hours.",
]

problem = st.fixed_dictionaries(
    {
        "agent": st.sampled_from(AGENTS),
        "item": st.sampled_from(ITEMS),
        "den": st.sampled_from(sorted(SECONDS)),
        "tu": st.sampled_from(sorted(SECONDS)),
        "r": st.integers(1, 9999),
        "k": st.integers(1, 9999),
        "shape": st.sampled_from(["quantity", "time", "rate"]),
    }
)


def render(p: dict[str, object]) -> tuple[list[str], Fraction]:
    agent, (items, verb), den, tu = p["agent"], p["item"], p["den"], p["tu"]  # type: ignore[misc]
    r, k, shape = p["r"], p["k"], p["shape"]
    assert isinstance(r, int) and isinstance(k, int)
    f = Fraction(SECONDS[str(tu)], SECONDS[str(den)])
    if shape == "quantity":
        return (
            [
                f"{agent} {verb} {r} {items} per {den} for {k} {tu}s.",
                f"How many {items} does it {verb[:-1]}?",
            ],
            r * k * f,
        )
    if shape == "time":
        return (
            [
                f"{agent} {verb} {k} {items} at {r} {items} per {den}.",
                f"How many {tu}s did it run?",
            ],
            Fraction(k, r) / f,
        )
    return (
        [f"{agent} {verb} {r} {items} in {k} {tu}s.", f"What is its speed in {items} per {den}?"],
        r / (k * f),
    )


def outcome(text: str, v2: bool = False) -> OrganAnswer | ReaderRefusal | SolverRefusal:
    organ = ORGAN_V2 if v2 else ORGAN
    setup = organ.read(text)
    if isinstance(setup, ReaderRefusal):
        assert setup.reason in TAXONOMY.names("reader")
        return setup
    out = organ.solve(setup)
    if isinstance(out, SolverRefusal):
        assert out.reason in TAXONOMY.names("solver")
    return out


@settings(max_examples=300, deadline=None)
@given(problem)
def test_generated_problems_are_answered_correctly_or_refused(p: dict[str, object]) -> None:
    sentences, expected = render(p)
    out = outcome(" ".join(sentences))
    if crosses_the_day(str(p["tu"]), str(p["den"])):
        # a per-hour rate over days (or per-day over hours) assumes a 24-hour day: refused
        assert isinstance(out, ReaderRefusal) and out.reason == "rate_unit_mismatch", out
        assert isinstance(outcome(" ".join(sentences), v2=True), ReaderRefusal)
        return
    if expected.denominator == 1:
        assert isinstance(out, OrganAnswer), out
        assert out.value == expected
    else:
        assert not isinstance(out, OrganAnswer)
    out2 = outcome(" ".join(sentences), v2=True)
    if isinstance(out2, OrganAnswer):
        assert out2.value == expected


@settings(max_examples=300, deadline=None)
@given(problem, st.sampled_from(DISTRACTORS), st.integers(0, 1))
def test_a_distractor_sentence_makes_the_reader_refuse(
    p: dict[str, object], distractor: str, where: int
) -> None:
    sentences, _ = render(p)
    sentences.insert(where, distractor)
    assert isinstance(outcome(" ".join(sentences)), ReaderRefusal)


@settings(max_examples=300, deadline=None)
@given(problem, st.integers(0, 40), st.sampled_from(["not", "only", "about", "half", "2", "more"]))
def test_an_inserted_modifier_never_yields_a_wrong_answer(
    p: dict[str, object], at: int, word: str
) -> None:
    sentences, expected = render(p)
    words = " ".join(sentences).split(" ")
    words.insert(at % (len(words) + 1), word)
    out = outcome(" ".join(words))
    if isinstance(out, OrganAnswer):
        assert out.value == expected


@settings(max_examples=200, deadline=None)
@given(st.text(max_size=300))
def test_arbitrary_text_never_raises(text: str) -> None:
    outcome(text)
    outcome(text, v2=True)
