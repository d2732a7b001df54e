"""Wrong = 0 for the v2 shapes: generated problems (three+ rates, reciprocal work, phases,
clock intervals, convertible units) with random numbers, names and distractors."""

from __future__ import annotations

from fractions import Fraction

from hypothesis import given, settings
from hypothesis import strategies as st

from mathcore.organs.base import OrganAnswer, ReaderRefusal, SolverRefusal
from mathcore.organs.combined_rate.organ import ORGAN_V2
from mathcore.organs.combined_rate.taxonomy_v2 import TAXONOMY

NAMES = ["Anna", "Ben", "Carla", "Dev", "Emma"]
DISTRACTORS = ["The trip takes 8 hours.", "It is a sunny day.", "Ben stops after 2 hours."]


def _clock(total: int) -> str:
    hh, mm = divmod(total % (24 * 60), 60)
    return f"{(hh - 1) % 12 + 1}:{mm:02d} {'am' if hh < 12 else 'pm'}"


@st.composite
def problems(draw: st.DrawFn) -> tuple[list[str], Fraction | None]:
    shape = draw(st.sampled_from(["many", "reciprocal", "segments", "clock", "convert"]))
    if shape == "many":
        k = draw(st.integers(3, 5))
        rates = draw(st.lists(st.integers(1, 99), min_size=k, max_size=k))
        t = draw(st.integers(1, 50))
        parts = [f"{n} paints {r} rooms per hour" for n, r in zip(NAMES, rates, strict=False)]
        first = ", ".join(parts[:-1]) + f", and {parts[-1]}."
        return [first, f"Working together, how many rooms do they paint in {t} hours?"], Fraction(
            sum(rates) * t
        )
    if shape == "reciprocal":
        a, b = draw(st.integers(1, 60)), draw(st.integers(1, 60))
        return [
            f"Anna can paint a barn in {a} hours, and Ben can paint the same barn in {b} hours.",
            "Working together, how many hours do they take?",
        ], Fraction(a * b, a + b)
    if shape == "segments":
        r1, t1, r2, t2 = (draw(st.integers(1, 99)) for _ in range(4))
        return [
            f"A bus travels {r1} miles per hour for {t1} hours and then {r2} miles per hour "
            f"for {t2} hours.",
            "How many miles does it travel?",
        ], Fraction(r1 * t1 + r2 * t2)
    if shape == "clock":
        a, b = draw(st.integers(1, 50)), draw(st.integers(1, 50))
        start, span = draw(st.integers(0, 24 * 60 - 1)), draw(st.integers(1, 24 * 60 - 1))
        start -= start % 5
        return [
            f"A pump fills a pool at {a} liters per minute and another fills it at {b} liters "
            f"per minute, running together from {_clock(start)} to {_clock(start + span)}.",
            "How many liters are in the pool?",
        ], Fraction((a + b) * span)
    a, b, t = draw(st.integers(1, 50)), draw(st.integers(1, 500)), draw(st.integers(1, 200))
    return [
        f"A hose fills a tank at {a} gallons per minute and a pipe fills it at {b} gallons per "
        "hour, running together.",
        f"How many gallons are in the tank after {t} minutes?",
    ], a * t + Fraction(b * t, 60)


def outcome(text: str) -> OrganAnswer | ReaderRefusal | SolverRefusal:
    setup = ORGAN_V2.read(text)
    if isinstance(setup, ReaderRefusal):
        assert setup.reason in TAXONOMY.names("reader")
        return setup
    out = ORGAN_V2.solve(setup)
    if isinstance(out, SolverRefusal):
        assert out.reason in TAXONOMY.names("solver")
    return out


@settings(max_examples=300, deadline=None)
@given(problems())
def test_v2_shapes_are_answered_correctly(p: tuple[list[str], Fraction | None]) -> None:
    sentences, expected = p
    out = outcome(" ".join(sentences))
    assert isinstance(out, OrganAnswer), out
    assert out.value == expected


@settings(max_examples=300, deadline=None)
@given(problems(), st.sampled_from(DISTRACTORS), st.integers(0, 2))
def test_v2_distractors_never_yield_an_answer(
    p: tuple[list[str], Fraction | None], distractor: str, where: int
) -> None:
    sentences, _ = p
    sentences.insert(where, distractor)
    assert not isinstance(outcome(" ".join(sentences)), OrganAnswer)


@settings(max_examples=300, deadline=None)
@given(problems(), st.integers(0, 60), st.sampled_from(["not", "only", "half", "2", "alone"]))
def test_v2_inserted_modifier_never_yields_a_wrong_answer(
    p: tuple[list[str], Fraction | None], at: int, word: str
) -> None:
    sentences, expected = p
    words = " ".join(sentences).split(" ")
    words.insert(at % (len(words) + 1), word)
    out = outcome(" ".join(words))
    if isinstance(out, OrganAnswer):
        assert out.value == expected


@settings(max_examples=200, deadline=None)
@given(st.text(max_size=300))
def test_v2_arbitrary_text_never_raises(text: str) -> None:
    outcome(text)
