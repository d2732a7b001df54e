"""Use counts of the question_forms constructions on the development data (not a test).

For every GSM8K-train and MAWPS problem the story organ reads, records which construction of
``organs/story/question_forms.py`` took part (a span dropped, a group named, a lead ``in N
years`` moved, a coins-beside-dollars or past-over-yet refusal, a row of ``FORM_QUESTIONS``,
a ``remain in <place>`` state, a place told as every sentence's lead, a time comparison) and
prints, per construction, the problems with the organ's outcome against the published answer
(correct / wrong / refused).

    .venv/bin/python tests/organs/story/question_forms_uses.py
"""

from __future__ import annotations

import sys
from collections import defaultdict
from fractions import Fraction
from typing import Any

from uses_common import dev_rows, fired, report, words_changed, wrap

from mathcore.organs.base import OrganAnswer, ReaderRefusal
from mathcore.organs.story import question_forms as qf
from mathcore.organs.story.model import StorySetup
from mathcore.organs.story.organ import ORGAN

ROWS = {line.split(" | ")[0] for line in qf.FORM_QUESTIONS.strip().splitlines()}
REMAIN = {"q_remain", "q_remain_aux"}


def _instrument() -> None:
    qf.told_span = wrap("told_span", qf.told_span, words_changed)
    qf.named_group = wrap("named_group", qf.named_group, words_changed)
    qf.told_place = wrap("told_place", qf.told_place, words_changed)
    qf.lead_years = wrap("lead_years", qf.lead_years, lambda a, o: bool(o))
    orig = qf.no_coins_beside

    def coins(led: Any, q: Any) -> None:
        try:
            orig(led, q)
        except Exception:
            fired.add("no_coins_beside")
            raise

    qf.no_coins_beside = coins
    orig_yet = qf.past_over_yet

    def yet(events: Any, q: Any) -> None:
        try:
            orig_yet(events, q)
        except Exception:
            fired.add("past_over_yet")
            raise

    qf.past_over_yet = yet


def _outcome(text: str, gold: str) -> str:
    setup = ORGAN.read(text)
    if isinstance(setup, ReaderRefusal):
        return "refused"
    assert isinstance(setup, StorySetup)
    q = setup.question
    if q.rule in ROWS:
        fired.add(q.rule)
    if q.ask == "time_diff":
        fired.add("time_diff")
    if q.rule in REMAIN and q.holder.startswith("the ") and " in " in q.source:
        fired.add("remain_in_place")
    out = ORGAN.solve(setup)
    if not isinstance(out, OrganAnswer):
        return "refused"
    return "correct" if Fraction(out.value) == Fraction(gold.replace(",", "")) else "WRONG"


def main() -> int:
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
