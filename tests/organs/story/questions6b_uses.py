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

from uses_common import ab_cost, read_uses, words_changed, wrap

from mathcore.organs.story import question_forms6b as q6b

REWRITES = ("told_times", "told_place", "the_n")


def main() -> int:
    if "--ab" in sys.argv:
        return ab_cost(q6b, "forms6b", 2)
    for name in REWRITES:
        setattr(q6b, name, wrap(name, getattr(q6b, name), words_changed))
    return read_uses()


if __name__ == "__main__":
    sys.exit(main())
