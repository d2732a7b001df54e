# ruff: noqa: E501
"""boxed_restated: a plain "has N K" beside a holding of K through units and a per-unit amount
states the holding again (``Tom has 5 apples. He has 3 apples.`` refuses), unless the text marks
it as additional ("also") or one clause lists both. Gold in our own words, every branch of
``check_restated``, a property test over names, numbers, containers and kinds, and the CLI."""

from __future__ import annotations

import json
import subprocess
import sys
from fractions import Fraction
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from story_outcome import answer_or_reason as outcome

from mathcore.organs.story.boxed_restated import check_restated
from mathcore.organs.story.ledger import Halt, Ledger, Lin
from mathcore.organs.story.model import Kind
from mathcore.results import Step

REFUSE = [
    # the reference: a second plain holding of the same kind disagrees with the first
    ("Tom has 5 apples. He has 3 apples. How many apples does Tom have?", "inconsistent_story"),
    # the same through units (was 18 + 2 = 20)
    (
        "Tom has 3 boxes with 6 pens each. He has 2 pens. How many pens does Tom have?",
        "inconsistent_story",
    ),
    (
        "Tom has 3 boxes of pens. Each box has 6 pens. He has 2 pens. How many pens does Tom have?",
        "inconsistent_story",
    ),
    (
        "Tom has 3 boxes with 6 pens each. Tom has 2 pens. How many pens does Tom have?",
        "inconsistent_story",
    ),
    # the plain holding told first, the units after
    (
        "Tom has 2 pens. He has 3 boxes with 6 pens each. How many pens does Tom have?",
        "inconsistent_story",
    ),
    # a place does not mark the amount as more ("He has 3 apples in his bag" refuses too)
    (
        "Tom has 3 boxes with 6 pens each. He has 2 pens in his bag. How many pens does Tom have?",
        "inconsistent_story",
    ),
    # a change after the restated holding does not make it additional
    (
        "Tom has 3 boxes with 6 pens each. He has 2 pens. He buys 4 pens. How many pens does Tom have?",
        "inconsistent_story",
    ),
    (
        "There are 3 boxes with 6 pens each in the room. There are 2 pens in the room. How many pens are in the room?",
        "inconsistent_story",
    ),
    # a restatement that agrees: the same 18, or 18 more (was 36)
    (
        "Tom has 3 boxes with 6 pens each. He has 18 pens. How many pens does Tom have?",
        "ambiguous_total",
    ),
]

ANSWER = [
    # "also" marks the amount as besides the units' own
    ("Tom has 3 boxes with 6 pens each. He also has 2 pens. How many pens does Tom have?", 20),
    (
        "Tom has 3 boxes of pens. Each box has 6 pens. He also has 2 pens. How many pens does Tom have?",
        20,
    ),
    ("Tom has 3 boxes with 6 pens each. He also has 18 pens. How many pens does Tom have?", 36),
    # one clause lists both possessions
    ("Tom has 3 boxes with 6 pens each and 2 pens. How many pens does Tom have?", 20),
    ("Tom has 2 pens and 3 boxes with 6 pens each. How many pens does Tom have?", 20),
    # a change adds to the units' own
    ("Tom has 3 boxes with 6 pens each. He buys 2 pens. How many pens does Tom have?", 20),
    # no plain holding: the units' own only
    ("Tom has 3 boxes with 6 pens each. How many pens does Tom have?", 18),
]


@pytest.mark.parametrize(("text", "reason"), REFUSE)
def test_refuses(text: str, reason: str) -> None:
    assert outcome(text) == reason


@pytest.mark.parametrize(("text", "value"), ANSWER)
def test_answers(text: str, value: int) -> None:
    assert outcome(text) == value


NAMES = [
    ("Tom", "He"),
    ("Mia", "She"),
    ("Leo", "He"),
    ("Ann", "She"),
    ("Sam", "He"),
    ("Emma", "She"),
]
UNITS = [("box", "boxes"), ("bag", "bags"), ("pack", "packs"), ("jar", "jars"), ("crate", "crates")]
KINDS = ["pens", "marbles", "apples", "pencils", "cookies", "stickers", "crayons", "balls"]


@settings(max_examples=60, deadline=None)
@given(
    st.sampled_from(NAMES),
    st.sampled_from(UNITS),
    st.sampled_from(KINDS),
    st.integers(2, 9),
    st.integers(2, 12),
    st.integers(1, 60),
    st.booleans(),
)
def test_restated_refuses_also_adds(
    who: tuple[str, str],
    unit: tuple[str, str],
    kind: str,
    count: int,
    each: int,
    stated: int,
    each_sentence: bool,
) -> None:
    name, pron = who
    one, many = unit
    units = (
        f"{name} has {count} {many} of {kind}. Each {one} has {each} {kind}."
        if each_sentence
        else f"{name} has {count} {many} with {each} {kind} each."
    )
    ask = f"How many {kind} does {name} have?"
    plain = outcome(f"{units} {pron} has {stated} {kind}. {ask}")
    assert plain == ("ambiguous_total" if stated == count * each else "inconsistent_story")
    also = outcome(f"{units} {pron} also has {stated} {kind}. {ask}")
    assert also == count * each + stated
    assert outcome(f"{units} {ask}") == count * each


def _led(stated_source: str, unit_source: str, stated: int = 2) -> Ledger:
    led = Ledger()
    led.amounts[("tom", Kind("box"))] = Lin(
        Fraction(3), steps=[Step("has", (3,), 3, "has", unit_source)]
    )
    led.amounts[("tom", Kind("pen"))] = Lin(
        Fraction(stated), steps=[Step("has", (stated,), stated, "has", stated_source)]
    )
    return led


def test_branches_direct() -> None:
    box, pen = Kind("box"), Kind("pen")
    # another sentence, no marker: refused (inconsistent, or ambiguous when equal)
    with pytest.raises(Halt) as err:
        check_restated(
            _led("s1[0-3]: He has 2 pens", "s0[0-4]: Tom has 3 boxes"),
            "tom",
            box,
            pen,
            Fraction(18),
        )
    assert err.value.reason == "inconsistent_story"
    with pytest.raises(Halt) as err:
        check_restated(
            _led("s1[0-3]: He has 18 pens", "s0[0-4]: Tom has 3 boxes", 18),
            "tom",
            box,
            pen,
            Fraction(18),
        )
    assert err.value.reason == "ambiguous_total"
    # markers, one sentence, no stated amount, no source on either side: kept
    for words in ("also has 2", "has 2 pens besides", "has 2 more", "has 2 other", "has 2 extra"):
        check_restated(
            _led(f"s1[0-3]: He {words} pens", "s0[0-4]: Tom has 3 boxes"),
            "tom",
            box,
            pen,
            Fraction(18),
        )
    check_restated(
        _led("s0[6-7]: 2 pens", "s0[0-4]: Tom has 3 boxes"), "tom", box, pen, Fraction(18)
    )
    check_restated(_led("", "s0[0-4]: Tom has 3 boxes"), "tom", box, pen, Fraction(18))
    check_restated(_led("s1[0-3]: He has 2 pens", ""), "tom", box, pen, Fraction(18))
    check_restated(Ledger(), "tom", box, pen, Fraction(18))
    # a change made the amount (first step is not a statement): kept
    led = _led("s1[0-3]: He bought 2 pens", "s0[0-4]: Tom has 3 boxes")
    led.amounts[("tom", pen)] = Lin(
        Fraction(2), steps=[Step("add", (0, 2), 2, "buy", "s1[0-3]: He bought 2 pens")]
    )
    check_restated(led, "tom", box, pen, Fraction(18))


MATHCORE = Path(sys.executable).parent / "mathcore"


@pytest.mark.skipif(not MATHCORE.exists(), reason="console script not installed")
def test_cli_solve() -> None:
    def run(text: str) -> dict[str, object]:
        done = subprocess.run(
            [str(MATHCORE), "solve", "--json", text], capture_output=True, text=True, check=False
        )
        got: dict[str, object] = json.loads(done.stdout)
        return got

    ask = "How many pens does Tom have?"
    refused = run(f"Tom has 3 boxes of pens. Each box has 6 pens. He has 2 pens. {ask}")
    assert (refused["status"], refused["reason"]) == ("refused", "story_inconsistent_story")
    solved = run(f"Tom has 3 boxes of pens. Each box has 6 pens. He also has 2 pens. {ask}")
    assert (solved["status"], solved["answer"]) == ("solved", "20")
