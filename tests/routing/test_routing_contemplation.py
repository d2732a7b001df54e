"""Contemplation: one pass, exactly one terminal, findings recorded, boundary first."""

from __future__ import annotations

import json
from fractions import Fraction
from pathlib import Path
from typing import Any

import pytest
from routing_fakes import FakeOrgan, RecomputingOrgan, adder

import mathcore.routing.contemplation as contemplation
from mathcore import api
from mathcore.organs.base import ReaderRefusal
from mathcore.results import Refused, Result, Solved
from mathcore.routing.contemplation import TERMINALS, Expectation, contemplate, expectation
from mathcore.routing.precedence import Precedence
from mathcore.routing.router import Router


def _run(
    text: str, *organs: FakeOrgan, pairs: tuple[tuple[str, str], ...] = (), **kw: Any
) -> Result:
    router = Router(list(organs) or [adder()], Precedence(pairs))
    return contemplate(text, router=router, **kw)


def _refused(result: Result) -> Refused:
    assert isinstance(result, Refused), result
    return result


def _stages(result: Result) -> list[str]:
    return [f.stage for f in result.findings]


def test_a_verified_answer_carries_attempts_and_findings() -> None:
    result = _run("add 2 and 3")
    assert isinstance(result, Solved)
    assert (result.answer, result.unit, result.organ) == (5, "apple", "adder")
    assert result.terminal == "SOLVED_VERIFIED"
    assert [a.organ for a in result.attempts] == ["adder"]
    assert _stages(result) == ["route", "classify", "solve", "verify", "terminal"]


def test_guard_refusals_are_unsupported_input_shape() -> None:
    r = _refused(_run("   "))
    assert (r.reason, r.family, r.organ, r.terminal) == (
        "empty",
        "input_shape",
        "input",
        "REFUSED_UNSUPPORTED_FAMILY",
    )
    assert _stages(r) == ["route", "terminal"]


def test_no_recognition_is_an_unsupported_family() -> None:
    r = _refused(_run("nothing to read"))
    assert (r.reason, r.family, r.terminal) == (
        "no_organ",
        "input_shape",
        "REFUSED_UNSUPPORTED_FAMILY",
    )


def test_a_reader_boundary_is_a_known_boundary() -> None:
    r = _refused(_run("add 2 and 3 ??"))
    assert (r.reason, r.family, r.terminal) == (
        "add_ambiguous_words",
        "add_ambiguous",
        "REFUSED_KNOWN_BOUNDARY",
    )
    assert r.detail == "two readings" and r.proposal_id is None


def test_underdetermined_stays_a_boundary_without_ask() -> None:
    r = _refused(_run("add 4"))
    assert r.terminal == "REFUSED_KNOWN_BOUNDARY" and r.question is None
    assert r.family == "add_underdetermined"


def test_underdetermined_asks_its_question_with_ask() -> None:
    r = _refused(_run("add 4", ask=True))
    assert r.terminal == "QUESTION_NEEDED"
    assert r.question == "What is added to 4?"


def test_underdetermined_without_a_question_stays_a_boundary_even_with_ask() -> None:
    organ = adder()
    organ.read = lambda text: ReaderRefusal("missing_number")  # type: ignore[method-assign]
    r = _refused(_run("add 4", organ, ask=True))
    assert r.terminal == "REFUSED_KNOWN_BOUNDARY"


def test_a_growth_surface_emits_a_proposal_without_writing(tmp_path: Path) -> None:
    r = _refused(_run("add 1 and 2 and 3"))
    assert r.terminal == "PROPOSAL_EMITTED" and r.family == "add_unsupported_count"
    assert r.proposal_id is not None and len(r.proposal_id) == 64


def test_writing_a_proposal_never_changes_the_result(tmp_path: Path) -> None:
    plain = _run("add 1 and 2 and 3")
    written = _run("add 1 and 2 and 3", proposals_dir=tmp_path)
    assert plain == written
    files = list(tmp_path.iterdir())
    assert [f.name for f in files] == [f"{_refused(plain).proposal_id}.json"]
    body = json.loads(files[0].read_text())
    assert body["family"] == "add_unsupported_count" and body["mounted"] is False


def test_a_boundary_decides_before_a_growth_surface() -> None:
    grower, bounder = adder("grow", "grw", "add"), adder("bound", "bnd", "add")
    grower.read = lambda text: ReaderRefusal("too_many_numbers")  # type: ignore[method-assign]
    bounder.read = lambda text: ReaderRefusal("ambiguous_words")  # type: ignore[method-assign]
    r = _refused(_run("add 1", grower, bounder))
    assert (r.organ, r.terminal) == ("bound", "REFUSED_KNOWN_BOUNDARY")


def test_a_boundary_decides_before_an_underdetermined_reading() -> None:
    asker, bounder = adder("ask", "ask", "add"), adder("bound", "bnd", "add")
    bounder.read = lambda text: ReaderRefusal("ambiguous_words")  # type: ignore[method-assign]
    r = _refused(_run("add 1", asker, bounder, ask=True))
    assert (r.organ, r.terminal) == ("bound", "REFUSED_KNOWN_BOUNDARY")


def test_ambiguous_organs_are_never_resolved_by_picking() -> None:
    r = _refused(_run("add the sum 2 and 3", adder(), adder("broad", "brd", "sum")))
    assert (r.reason, r.terminal, r.organ) == ("ambiguous_organ", "AMBIGUOUS_ORGAN", "router")
    assert r.detail == "adder, broad"


def test_precedence_decides_attribution_of_a_growth_surface() -> None:
    organs = (adder(), adder("broad", "brd", "sum"))
    r = _refused(_run("add the sum 1 and 2 and 3", *organs, pairs=(("adder", "broad"),)))
    assert (r.organ, r.family) == ("adder", "add_unsupported_count")


def test_a_solver_boundary_is_a_known_boundary() -> None:
    r = _refused(_run("add 1001 and 2"))
    assert (r.reason, r.family, r.terminal) == (
        "add_too_big",
        "add_too_big",
        "REFUSED_KNOWN_BOUNDARY",
    )
    assert r.detail == "over a thousand"


def test_a_solver_growth_refusal_emits_a_proposal() -> None:
    r = _refused(_run("add 999 and 2"))
    assert (r.reason, r.terminal) == ("add_needs_growth", "PROPOSAL_EMITTED")
    assert r.proposal_id is not None
    assert r.detail == "pattern add(999, b) not taught"  # the teaching corridor reads it


@pytest.mark.parametrize("steps", ["bad_arith", "bad_last", "unknown_op", "none", "float"])
def test_an_answer_that_does_not_verify_is_refused(steps: str) -> None:
    r = _refused(_run("add 2 and 3", adder(steps=steps)))
    assert (r.reason, r.family, r.terminal) == ("verification_failed", "internal", "NO_PROGRESS")
    assert r.organ == "adder"


def test_a_second_solve_that_disagrees_is_refused() -> None:
    r = _refused(_run("add 2 and 3", adder(flaky=True)))
    assert r.reason == "verification_failed" and "second solve" in r.detail


def test_an_independent_recomputation_must_agree() -> None:
    good = RecomputingOrgan("adder", "add", "add", recompute_offset=0)
    assert isinstance(_run("add 2 and 3", good), Solved)
    bad = RecomputingOrgan("adder", "add", "add", recompute_offset=1)
    r = _refused(_run("add 2 and 3", bad))
    assert "independent" in r.detail


@pytest.mark.parametrize(
    ("key", "options"),
    [(6, None), ("6", None), (Fraction(11, 2), None), (None, [1, 2]), ("B", {"A": 5, "B": 6})],
)
def test_a_disagreeing_key_or_option_list_is_a_contradiction(key: Any, options: Any) -> None:
    r = _refused(_run("add 2 and 3", expect=expectation(key, options)))
    assert r.terminal == "CONTRADICTION_DETECTED" and r.family == "contradiction"
    assert r.organ == "adder" and "proved 5" in r.detail


@pytest.mark.parametrize(
    ("key", "options"),
    [
        (5, None),
        ("5", None),
        ("5.0", None),
        (Fraction(10, 2), None),
        (None, ["5", 7]),
        ("A", {"A": 5}),
    ],
)
def test_an_agreeing_key_or_option_list_keeps_the_answer(key: Any, options: Any) -> None:
    assert isinstance(_run("add 2 and 3", expect=expectation(key, options)), Solved)


@pytest.mark.parametrize(
    ("key", "options"), [(1.5, None), ("x", None), (True, None), (None, "ABC"), (None, [2.5])]
)
def test_a_malformed_key_or_option_list_is_caller_misuse(key: Any, options: Any) -> None:
    with pytest.raises((TypeError, ValueError)):
        expectation(key, options)
    with pytest.raises((TypeError, ValueError)):
        api.solve("add 2 and 3", answer_key=key, options=options)


def test_a_key_on_a_refused_problem_changes_nothing() -> None:
    a = _run("add 2 and 3 ??")
    b = _run("add 2 and 3 ??", expect=Expectation(9))
    assert a == b


def test_every_result_has_exactly_one_terminal_finding_last() -> None:
    texts = ["add 2 and 3", "", "nope", "add 4", "add 1 and 2 and 3", "add 1001 and 1"]
    for text in texts:
        result = _run(text)
        assert result.terminal in TERMINALS
        assert _stages(result).count("terminal") == 1 and _stages(result)[-1] == "terminal"


def test_an_exception_inside_the_pass_becomes_internal_error(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    organ = adder()

    def boom(text: str) -> Any:
        raise RuntimeError("reader bug")

    organ.read = boom  # type: ignore[method-assign]
    monkeypatch.setattr(contemplation, "default_router", lambda: Router([organ]))
    r = _refused(api.solve("add 2 and 3"))
    assert (r.reason, r.family, r.terminal) == ("internal_error", "internal", "NO_PROGRESS")
    assert "reader bug" in r.detail


def test_an_undeclared_reason_becomes_internal_error(monkeypatch: pytest.MonkeyPatch) -> None:
    organ = adder()
    organ.read = lambda text: ReaderRefusal("never_declared")  # type: ignore[method-assign]
    monkeypatch.setattr(contemplation, "default_router", lambda: Router([organ]))
    r = _refused(api.solve("add 2 and 3"))
    assert r.reason == "internal_error" and "never_declared" in r.detail


def test_api_solve_passes_its_options_through(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setattr(contemplation, "default_router", lambda: Router([adder()]))
    assert api.solve("add 4", ask=True).terminal == "QUESTION_NEEDED"
    assert api.solve("add 2 and 3", answer_key=4).terminal == "CONTRADICTION_DETECTED"
    assert api.solve("add 2 and 3", options=[5]).terminal == "SOLVED_VERIFIED"
    api.solve("add 1 and 2 and 3", proposals_dir=tmp_path)
    assert len(list(tmp_path.iterdir())) == 1


def test_a_proposal_that_cannot_be_written_leaves_the_result_alone(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("not a directory")
    plain = _refused(_run("add 1 and 2 and 3"))
    failed = _refused(_run("add 1 and 2 and 3", proposals_dir=blocker / "sub"))
    assert (failed.terminal, failed.proposal_id) == (plain.terminal, plain.proposal_id)
    assert any("not written" in f.detail for f in failed.findings)
