"""Use counts of the question_forms6 constructions on the development data (not a test).

For every GSM8K-train and MAWPS problem the story organ reads, records which construction of
round 6 took part (a rewrite of ``organs/story/question_forms6.py`` that changed the question,
a ``q6_`` row, the ``So how`` lead, ``in total`` after ``keep``, ``in dollars`` dropped over
US coins, the unpriced-list-item refusal of ``gsm_money``) and prints, per construction, the
problems with the organ's outcome against the published answer (correct / wrong / refused).

    .venv/bin/python tests/organs/story/questions6_uses.py
    .venv/bin/python tests/organs/story/questions6_uses.py --ab   # cost: forms6 on / off
"""

from __future__ import annotations

import sys
from collections import defaultdict
from fractions import Fraction
from typing import Any

from uses_common import ab_cost, dev_rows, fired, report, words_changed, wrap

from mathcore.organs.base import OrganAnswer, ReaderRefusal
from mathcore.organs.story import gsm_money, gsm_near
from mathcore.organs.story import question_forms6 as q6
from mathcore.organs.story.model import StorySetup
from mathcore.organs.story.organ import ORGAN

REWRITES = ("money_left", "unit_restated", "elided_than", "move_marker", "each_weighs", "told_all")


def _coins(args: Any, out: Any) -> bool:
    told = {t.word for sl in args[2] for t in sl}
    return words_changed(args, out) and bool(told & gsm_near.US_COINS)


def _instrument() -> None:
    for name in REWRITES:
        setattr(q6, name, wrap(name, getattr(q6, name), words_changed))
    gsm_near.drop_dollars = wrap("dollars_over_coins", gsm_near.drop_dollars, _coins)
    orig = gsm_money.MONEY_SPECIAL["bought_for"]

    def bought_for(c: Any, ctx: Any) -> Any:
        try:
            return orig(c, ctx)
        except Exception as exc:
            if "unpriced item" in str(getattr(exc, "detail", "")):
                fired.add("unpriced_total")
            raise

    gsm_money.MONEY_SPECIAL["bought_for"] = bought_for


def _outcome(text: str, gold: str) -> str:
    setup = ORGAN.read(text)
    if isinstance(setup, ReaderRefusal):
        return "refused"
    assert isinstance(setup, StorySetup)
    q = setup.question
    said = q.source.partition(": ")[2].lower()
    if q.rule.startswith("q6_"):
        fired.add(q.rule)
    if text.rstrip().rsplit(". ", 1)[-1].lower().startswith("so how"):
        fired.add("so_how")
    if q.rule == "q_keep" and said.split()[-2:] in (["in", "total"], ["in", "all"]):
        fired.add("keep_total")
    out = ORGAN.solve(setup)
    if not isinstance(out, OrganAnswer):
        return "refused"
    return "correct" if Fraction(out.value) == Fraction(gold.replace(",", "")) else "WRONG"


def main() -> int:
    if "--ab" in sys.argv:
        return ab_cost(q6, "forms6", 1)
    _instrument()
    uses: dict[str, list[str]] = defaultdict(list)
    for label, question, gold in dev_rows():
        fired.clear()
        result = _outcome(question, gold)
        for name in sorted(fired):
            uses[name].append(f"{label} {result}")
    return report(uses)


if __name__ == "__main__":
    sys.exit(main())
