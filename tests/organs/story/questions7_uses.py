"""Use counts of the question_forms7 constructions on the development data (not a test).

For every GSM8K-train and MAWPS problem, records which rewrite of
``organs/story/question_forms7.py`` / ``question_forms7b.py`` changed the question sentence,
and prints per construction the problems with the story organ's outcome against the published answer
(correct / wrong / refused), and the pipeline's (``mathcore.solve``).

    .venv/bin/python tests/organs/story/questions7_uses.py
    .venv/bin/python tests/organs/story/questions7_uses.py --ab   # cost: forms7 on / off
"""

from __future__ import annotations

import sys

from uses_common import ab_cost, read_uses, words_changed, wrap

from mathcore.organs.story import question_forms7 as q7
from mathcore.organs.story import question_forms7b as q7b

REWRITES = (
    "left_in_place",
    "of_the_whole",
    "than_fronted",
    "doubled_more",
    "total_paraphrase",
    "spend_forms",
    "pair_ages",
)
REWRITES_B = (
    "than_repeated",
    "not_verbed",
    "change_from_bill",
    "age_total",
    "a_time_ago",
    "much_of_count",
)


def main() -> int:
    if "--ab" in sys.argv:
        return ab_cost(q7, "forms7", 2)
    for name in REWRITES:
        setattr(q7, name, wrap(name, getattr(q7, name), words_changed))
    for name in REWRITES_B:
        setattr(q7b, name, wrap(name, getattr(q7b, name), words_changed))
    q7b.notation_hint = wrap("notation_hint", q7b.notation_hint, lambda a, out: out != a[0])
    return read_uses()


if __name__ == "__main__":
    sys.exit(main())
