"""Fake solvers that over-read in known ways, and our own small sample problems.

``sum_all`` adds every number of the text (right on the samples, wrong once a distractor
adds a number); ``memorizer`` answers from the nouns alone (wrong once a number is scaled);
``name_bound`` only knows the names of the samples (wrong once a person is renamed).
The samples are written here for these tests; none comes from a development dataset.
"""

from __future__ import annotations

import json
import re
from fractions import Fraction
from pathlib import Path

from mathcore.exact import normalize, parse_exact
from mathcore.results import Refused, Result, Solved

#: Our own problems: additive, so ``sum_all`` answers every one of them correctly.
SAMPLES = (
    (
        "own-1",
        "Olivia has 14 marbles. She buys 9 more marbles. How many marbles does Olivia have now?",
        "23",
    ),
    (
        "own-2",
        "Peter collected 23 shells and Diana collected 17 shells. "
        "How many shells did they collect in total?",
        "40",
    ),
    (
        "own-3",
        "Brenda has 12 cookies. Tom has 5 more cookies than Brenda. "
        "How many cookies does Tom have?",
        "17",
    ),
)

#: A GSM8K-format problem of our own: the worked solution carries calculator annotations.
GSM_SAMPLE = {
    "question": "Nora buys 4 boxes of pens. Each box holds 6 pens. How many pens does Nora buy?",
    "answer": "Nora buys 4*6 = <<4*6=24>>24 pens.\n#### 24",
}


def write_samples(folder: Path) -> tuple[Path, Path]:
    """``own.jsonl`` (normalized) and ``gsm8k/train.jsonl`` (GSM8K format) in ``folder``."""
    own = folder / "own.jsonl"
    own.write_text(
        "".join(json.dumps({"id": i, "question": q, "answer": a}) + "\n" for i, q, a in SAMPLES)
    )
    gsm = folder / "gsm8k" / "train.jsonl"
    gsm.parent.mkdir(parents=True, exist_ok=True)
    gsm.write_text(json.dumps(GSM_SAMPLE) + "\n")
    return own, gsm


def _solved(value: Fraction | int) -> Result:
    return Solved(normalize(value), None, "fake", None, ())


def _refused() -> Result:
    return Refused("fake_refusal", "fake", "fake", "NO_PROGRESS")


def sum_all(text: str) -> Result:
    """Over-reads every number: the sum of all numbers (products for 'Each ... holds')."""
    values = [parse_exact(t) for t in re.findall(r"\d+", text)]
    nums = [v for v in values if v is not None]
    if not nums:
        return _refused()
    if "Each" in text:
        product: Fraction | int = 1
        for v in nums:
            product *= v
        return _solved(product)
    return _solved(sum(nums))


_MEMORY = {"marbles": 23, "shells": 40, "cookies": 17, "pens": 24}


def memorizer(text: str) -> Result:
    """Answers from the asked noun alone, ignoring the numbers."""
    for noun, value in _MEMORY.items():
        if noun in text:
            return _solved(value)
    return _refused()


def name_bound(text: str) -> Result:
    """Right while the sample names are there; a renamed person gets a wrong answer."""
    if any(n in text for n in ("Olivia", "Diana", "Brenda", "Nora")):
        return sum_all(text)
    return _solved(0)


def cautious(text: str) -> Result:
    """Answers only the exact sample texts; refuses every variant (never wrong)."""
    for _, question, answer in SAMPLES:
        if text == question:
            return _solved(int(answer))
    if text == GSM_SAMPLE["question"]:
        return _solved(24)
    return _refused()
