"""Use counts of the question_forms6b constructions on the development data (not a test).

For every GSM8K-train and MAWPS problem, records which rewrite of
``organs/story/question_forms6b.py`` changed the question sentence, and prints per
construction the problems with the story organ's outcome against the published answer
(correct / wrong / refused), and the pipeline's (``mathcore.solve``).

    .venv/bin/python tests/organs/story/questions6b_uses.py
    .venv/bin/python tests/organs/story/questions6b_uses.py --ab   # cost: forms6b on / off
"""

from __future__ import annotations

import sys
from collections import defaultdict
from fractions import Fraction

from uses_common import ab_cost, dev_rows, fired, report, words_changed, wrap

from mathcore import solve
from mathcore.organs.base import OrganAnswer, ReaderRefusal
from mathcore.organs.story import question_forms6b as q6b
from mathcore.organs.story.model import StorySetup
from mathcore.organs.story.organ import ORGAN

REWRITES = ("told_times", "told_place", "the_n")


def _outcome(text: str, gold: str) -> str:
    want = Fraction(gold.replace(",", ""))
    setup = ORGAN.read(text)
    organ = "refused"
    if not isinstance(setup, ReaderRefusal):
        assert isinstance(setup, StorySetup)
        out = ORGAN.solve(setup)
        if isinstance(out, OrganAnswer):
            organ = "correct" if Fraction(out.value) == want else "WRONG"
    result = solve(text)
    got = getattr(result, "answer", None)
    pipe = "refused" if got is None else "correct" if Fraction(got) == want else "WRONG"
    return f"organ {organ}, pipeline {pipe}"


def main() -> int:
    if "--ab" in sys.argv:
        return ab_cost(q6b, "forms6b", 2)
    for name in REWRITES:
        setattr(q6b, name, wrap(name, getattr(q6b, name), words_changed))
    uses: dict[str, list[str]] = defaultdict(list)
    for label, question, gold in dev_rows():
        fired.clear()
        ORGAN.read(question)
        names = sorted(fired)
        if names:
            result = _outcome(question, gold)
            for name in names:
                uses[name].append(f"{label} {result}")
    return report(uses)


if __name__ == "__main__":
    sys.exit(main())
