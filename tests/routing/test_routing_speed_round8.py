"""Round eight (issue 5): a proposal id's text written without the JSON encoder's regex pass
when it needs no escape, and the derivation replay's sums, differences and products of plain
ints without Fractions. Each is compared with the plain computation."""

from __future__ import annotations

import hashlib
import json
from fractions import Fraction
from pathlib import Path

from hypothesis import given
from hypothesis import strategies as st

from mathcore.results import Attempt, Step
from mathcore.routing import proposals, verify
from mathcore.routing.proposals import Proposal, proposal_id

REPO = Path(__file__).resolve().parents[2]
GSM8K = REPO.parent / "shared" / "data" / "gsm8k" / "train.jsonl"

#: Texts that must take the encoder: quotes, backslashes, control characters, DEL, non-ASCII.
AWKWARD = (
    'He said "stop".',
    "a\\b",
    "line\nbreak",
    "tab\there",
    "del\x7fete",
    "café au lait",
    "it’s 5",
    "",
    " ",
    "~ and } and {",
)


def _dev_texts() -> list[str]:
    if not GSM8K.exists():
        return []
    with GSM8K.open(encoding="utf-8") as fh:
        return [json.loads(line)["question"] for line in fh][:3000]


def test_text_json_is_the_encoder_on_dev_and_awkward_texts() -> None:
    for text in (*_dev_texts(), *AWKWARD):
        assert proposals._text_json(text) == proposals._str(text)
        assert proposals._text_json(text) == json.dumps(text)


@given(st.text(max_size=80))
def test_text_json_is_the_encoder(text: str) -> None:
    assert proposals._text_json(text) == json.dumps(text)


@given(st.text(alphabet=st.characters(max_codepoint=127), max_size=80))
def test_text_json_is_the_encoder_on_ascii(text: str) -> None:
    assert proposals._text_json(text) == json.dumps(text)


ATTEMPTS = (
    Attempt("story", "setup_refused", "story.unknown_word", "story_vocabulary", None),
    Attempt("relations", "setup_refused", "relations.not_relations_shaped", "input_shape", None),
)


@given(st.text(max_size=60))
def test_proposal_id_is_the_sha256_of_the_canonical_bytes(text: str) -> None:
    got = proposal_id("story_vocabulary", "story", "story.unknown_word", text, ATTEMPTS)
    proposal = Proposal.of("story_vocabulary", "story", "story.unknown_word", text, ATTEMPTS)
    plain = json.dumps(proposal.to_json(), sort_keys=True, separators=(",", ":")) + "\n"
    assert got == proposal.id == hashlib.sha256(plain.encode("ascii")).hexdigest()


def _fraction_add(xs: tuple[int | Fraction, ...]) -> int | Fraction:
    return sum(xs, Fraction(0))


def _fraction_sub(xs: tuple[int | Fraction, ...]) -> int | Fraction:
    out = Fraction(xs[0])
    for x in xs[1:]:
        out -= x
    return out


def _fraction_mul(xs: tuple[int | Fraction, ...]) -> int | Fraction:
    out = Fraction(1)
    for x in xs:
        out *= x
    return out


NUMBERS = st.one_of(
    st.integers(-(10**12), 10**12),
    st.fractions(max_denominator=50).filter(lambda f: abs(f) < 10**9),
)


@given(st.lists(NUMBERS, min_size=1, max_size=6))
def test_replay_arithmetic_is_the_fraction_arithmetic(values: list[int | Fraction]) -> None:
    xs = tuple(values)
    assert verify._add(xs) == _fraction_add(xs)
    assert verify._mul(xs) == _fraction_mul(xs)
    if len(xs) >= 2:
        assert verify._sub(xs) == _fraction_sub(xs)
    else:
        assert verify._sub(xs) is None
    # an int result only when every operand is an int (never a value of another type)
    for fn in (verify._add, verify._mul, verify._sub):
        got = fn(xs)
        if got is not None and not all(type(x) is int for x in xs):
            assert isinstance(got, Fraction)


@given(st.lists(st.integers(-1000, 1000), min_size=2, max_size=5))
def test_replay_accepts_and_rejects_as_before(values: list[int]) -> None:
    xs = tuple(values)
    total = sum(xs)
    steps = (Step("add", xs, total, "sum"),)
    assert verify.replay(steps, total) is None
    wrong = (Step("add", xs, total + 1, "sum"),)
    assert verify.replay(wrong, total + 1) == f"step 0: add gives {total}, not {total + 1}"
    prod = _fraction_mul(xs)
    assert verify.replay((Step("multiply", xs, prod, "p"),), prod) is None
    diff = _fraction_sub(xs)
    assert verify.replay((Step("subtract", xs, diff, "d"),), diff) is None
    bad = (Step("subtract", xs, diff - 1, "d"),)
    assert verify.replay(bad, diff - 1) is not None


def test_replay_empty_operands_are_undefined() -> None:
    assert verify._add(()) is None and verify._mul(()) is None and verify._sub((3,)) is None
    steps = (Step("add", (), 3, "nothing added"),)
    assert verify.replay(steps, 3) == "step 0: add gives undefined, not 3"
