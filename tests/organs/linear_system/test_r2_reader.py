"""R2 reader: paraphrases read, every reader reason fires, foreign text steps aside."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from mathcore.organs.base import OrganAnswer, ReaderRefusal, ReasonKind
from mathcore.organs.linear_system.organ import ORGAN, TAXONOMY
from mathcore.organs.linear_system.reader import read

SHARED = Path(__file__).resolve().parents[3].parent / "shared"
BASE = (
    "A club hires 9 vans. Each big van seats 12 campers and each small van seats 7 campers. "
    "The vans seat 88 campers in total. How many big vans are there?"
)


def _answer(text: str) -> object:
    setup = read(text)
    if isinstance(setup, ReaderRefusal):
        return setup.reason
    out = ORGAN.solve(setup)
    return out.value if isinstance(out, OrganAnswer) else out.reason


@pytest.mark.parametrize(
    ("text", "answer"),
    [
        (BASE, 5),
        (BASE.replace("big vans are there", "small vans are there"), 4),
        (BASE.replace("9 vans", "nine vans"), 5),
        (BASE.replace("Each big", "Every big").replace("each small", "every small"), 5),
        (BASE.replace("88 campers in total", "88 campers altogether"), 5),
        (BASE.replace("How many big vans are there", "How many big vans does the club hire"), 5),
        (
            "A jar has 8 coins, all nickels and quarters. A nickel is worth 5 cents, and a "
            "quarter is worth 25 cents. The coins are worth 120 cents in total. "
            "How many quarters are there?",
            4,
        ),
        (
            "A shop sells 10 mugs, some red and some blue. Each red mug costs $2.50 and each "
            "blue mug costs $1.50. The mugs cost $19 in total. How many red mugs are there?",
            4,
        ),
    ],
)
def test_paraphrases_are_read_and_answered(text: str, answer: int) -> None:
    assert _answer(text) == answer


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ("", "empty"),
        (BASE + "\x00", "control_characters"),
        (BASE.replace("9 vans", "٩ vans"), "unsupported_digits"),
        (BASE.replace("9 vans", "12345678901234567 vans"), "absurd_number"),
        (BASE * 60, "input_too_long"),
        ("A club hires 9 vans. How many vans are there?", "not_linear_system_shaped"),
        (BASE.replace("each small van seats 7", "each big van seats 7"), "coefficient_conflict"),
        (BASE.replace("7 campers", "7 adults"), "coefficient_unit_mismatch"),
        (
            BASE.replace("each small van seats 7", "each small van holds 7"),
            "coefficient_verb_mismatch",
        ),
        (BASE.replace("9 vans", "0.5 vans"), "invalid_quantity"),
        (
            BASE.replace(
                "Each big van seats 12 campers and each small van seats 7 campers.",
                "Each big van seats 12 campers, each small van seats 7 campers, and each "
                "tiny van seats 3 campers.",
            ),
            "too_many_categories",
        ),
        (BASE.replace(" and each small van seats 7 campers", ""), "category_pair_not_found"),
        (
            BASE.replace("A club hires 9 vans.", "A club hires 9 vans, all big."),
            "category_pair_not_found",
        ),
        (BASE.replace("big vans are there", "vans are there"), "query_target_not_a_category"),
        (BASE.replace("A club hires 9 vans. ", ""), "missing_total_count"),
        (BASE.replace("The vans seat 88 campers in total. ", ""), "missing_weighted_total"),
        (BASE.replace("The vans", "The drive takes 3 hours. The vans"), "unconsumed_number"),
        (BASE.replace("The vans", "Some vans are old. The vans"), "unreadable_sentence"),
        (BASE.replace("are there?", "are there? Why?"), "multiple_questions"),
    ],
)
def test_each_reader_reason_fires(text: str, reason: str) -> None:
    out = read(text)
    assert isinstance(out, ReaderRefusal), out
    assert out.reason == reason
    assert TAXONOMY.spec(reason, "reader")


def test_every_declared_reader_reason_has_a_firing_test() -> None:
    fired = {r for _, r in test_each_reader_reason_fires.pytestmark[0].args[1]}  # type: ignore[attr-defined]
    assert fired == set(TAXONOMY.names("reader"))


def test_unconsumed_number_carries_a_blocking() -> None:
    out = read(BASE.replace("The vans", "The drive takes 3 hours. The vans"))
    assert isinstance(out, ReaderRefusal) and out.blocking is not None
    assert out.blocking.sentence_index == 2
    assert out.blocking.missing_operator.startswith("linear_system.")


@pytest.mark.parametrize(
    "extra",
    [
        "The drive takes 3 hours.",
        "The club has 40 members.",
        "The vans seat 90 campers in total.",
        "A club hires 10 vans.",
        "Each big van seats 12 campers.",
        "It costs $50 to rent a van.",
    ],
)
def test_an_unrelated_number_never_changes_the_answer(extra: str) -> None:
    sents = BASE.split(". ")
    for pos in range(len(sents)):
        text = ". ".join([*sents[:pos], extra.rstrip("."), *sents[pos:]])
        got = _answer(text)
        assert got == 5 or isinstance(got, str), text
        if extra != "Each big van seats 12 campers.":
            assert isinstance(got, str), text


def _foreign_texts() -> list[str]:
    texts = [
        "John reads 20 pages per hour. How many pages does he read in 3 hours?",
        "Mia had 12 apples. She ate 3 of them. How many apples does she have left?",
        "Ana has 6 apples. Ben has 2 more apples than Ana. How many apples does Ben have?",
        "Each box holds 12 eggs. How many eggs are in 5 boxes?",
    ]
    for name in ("rate_gold.jsonl", "combined_rate_gold.jsonl", "r1_gold.jsonl"):
        path = SHARED / "conformance" / name
        if path.exists():
            for line in path.read_text(encoding="utf-8").splitlines():
                if line.strip():
                    texts.append(json.loads(line)["text"])
    return texts


@pytest.mark.parametrize("text", _foreign_texts())
def test_foreign_text_steps_aside(text: str) -> None:
    out = read(text)
    assert isinstance(out, ReaderRefusal)
    spec = TAXONOMY.spec(out.reason, "reader")
    assert spec.kind is ReasonKind.STEP_ASIDE and spec.family == "input_shape", out


@pytest.mark.parametrize(
    "text",
    [
        BASE.replace("The vans seat 88", "The big vans seat 60"),
        BASE.replace("A club hires 9 vans.", "A club hires 9 big vans."),
        BASE.replace("88 campers in total", "88 campers in big vans"),
        BASE.replace("The vans seat 88", "The small ones seat 28"),
    ],
)
def test_a_total_of_one_category_is_never_read_as_the_whole(text: str) -> None:
    out = read(text)
    assert isinstance(out, ReaderRefusal) and out.reason == "unreadable_sentence", out


@pytest.mark.parametrize("word", ["at most", "about", "nearly", "at least", "up to"])
def test_approximate_totals_refuse(word: str) -> None:
    out = read(BASE.replace("seat 88 campers", f"seat {word} 88 campers"))
    assert isinstance(out, ReaderRefusal) and out.reason == "unreadable_sentence", out
