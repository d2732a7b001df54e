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

from uses_common import ab_cost, dev_rows, fired, outcome, report, words_changed, wrap

from mathcore.organs.story import question_forms6b as q6b
from mathcore.organs.story.organ import ORGAN

REWRITES = ("told_times", "told_place", "the_n")


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
            result = outcome(question, gold)
            for name in names:
                uses[name].append(f"{label} {result}")
    return report(uses)


if __name__ == "__main__":
    sys.exit(main())
