"""Scoring compares exact rationals; refusals never count as wrong; tallies add up."""

from __future__ import annotations

from fractions import Fraction

from hypothesis import given
from hypothesis import strategies as st

from mathcore.evals.adjudications import Adjudication
from mathcore.evals.datasets import Case
from mathcore.evals.scoring import OUTCOMES, Tally, score
from mathcore.exact import canonical, normalize

SOLVED = {"status": "solved", "organ": "o"}
REFUSED = {"status": "refused", "reason": "r", "family": "f", "organ": "o"}


def _case(gold: object) -> Case:
    return Case("d", "d-1", "Q", gold, 1)  # type: ignore[arg-type]


def test_an_answer_equal_to_gold_is_correct_and_any_other_is_wrong() -> None:
    assert score({**SOLVED, "answer": "72"}, _case(72)) == "correct"
    assert score({**SOLVED, "answer": "3.5"}, _case(Fraction(7, 2))) == "correct"
    assert score({**SOLVED, "answer": "71"}, _case(72)) == "wrong"
    assert score({**SOLVED, "answer": "not a number"}, _case(72)) == "wrong"


def test_unanswerable_gold_makes_a_refusal_correct_and_any_answer_wrong() -> None:
    assert score(REFUSED, _case(None)) == "correct"
    assert score({**SOLVED, "answer": "1"}, _case(None)) == "wrong"
    assert score(REFUSED, _case(5)) == "refused"


def test_adjudicated_problems_score_against_the_corrected_value() -> None:
    adj = Adjudication("d", "d-1", 280, 140, "worked solution gives 140")
    assert score({**SOLVED, "answer": "140"}, _case(280), adj) == "adjudicated"
    assert score({**SOLVED, "answer": "280"}, _case(280), adj) == "wrong"
    assert score(REFUSED, _case(280), adj) == "refused"
    unanswerable = Adjudication("d", "d-1", 280, None, "no single answer")
    assert score(REFUSED, _case(280), unanswerable) == "adjudicated"
    assert score({**SOLVED, "answer": "280"}, _case(280), unanswerable) == "wrong"


fractions = st.fractions(max_denominator=10**6).map(normalize)


@given(fractions, fractions)
def test_canonical_answers_score_correct_exactly_when_equal(a: Fraction, b: Fraction) -> None:
    outcome = score({**SOLVED, "answer": canonical(a)}, _case(b))
    assert outcome == ("correct" if a == b else "wrong")


def test_tallies_count_outcomes_breakdowns_and_merge() -> None:
    t = Tally("d")
    t.add({**SOLVED, "answer": "1"}, "correct", 1_000)
    t.add(REFUSED, "refused", 3_000)
    t.add(REFUSED, "correct", 1_000, unanswerable=True)
    assert t.total == 3 and t.counts["correct"] == 2
    assert t.solved_by_organ == {"o": 1} and t.refused_by_family == {"f": 2}
    assert (t.unanswerable, t.unanswerable_refused) == (1, 1)
    assert t.coverage_text() == "66.6%"  # 2/3 rounded down, never up
    assert t.per_core_rate() == 3 * 10**9 // 5_000
    total = Tally("total")
    total.merge(t)
    total.merge(t)
    assert total.total == 6 and total.solve_ns == 10_000 and total.unanswerable == 2
    assert set(OUTCOMES) <= set(total.to_json())


def test_an_empty_tally_has_no_coverage_and_no_rate() -> None:
    assert Tally("x").coverage_text() == "-"
    assert Tally("x").per_core_rate() is None
