"""Use counts of the rates6 constructions on the development data (not a test).

For every GSM8K-train and MAWPS problem, records which construction of
``organs/story/rates6.py`` (and its small hooks) took part when the story organ alone reads and
solves it, and prints per construction the problems with the organ's outcome against the
published answer (correct / wrong / refused): the speed rows (``r6_at*``), the time of day
rows (``r6_tod*``), the questions (``r6_q_*``), ``this week`` over named days
(``week_of_days``), a span of work (``working``: a working day, N months of work), a told unit
conversion (``told_units``), a member's rate times the members
(``member_rate``), the one-unit refusal (``one_unit``), the wage refusal of time
held (``wage_time_held``) and the problems that say ``a dozen`` and are read (``a_dozen``).

    .venv/bin/python tests/organs/story/rates6_uses.py
"""

from __future__ import annotations

import json
import re
from collections import defaultdict
from fractions import Fraction
from pathlib import Path
from typing import Any

from mathcore.exact import parse_exact
from mathcore.organs.base import OrganAnswer, ReaderRefusal
from mathcore.organs.story import rates6, reader
from mathcore.organs.story.ledger import Halt
from mathcore.organs.story.model import StorySetup
from mathcore.organs.story.organ import ORGAN

DATA = Path(__file__).resolve().parents[4] / "shared" / "data"
fired: set[str] = set()


def _instrument() -> None:
    week = rates6.week_of_days

    def week_hit(*args: Any) -> bool:
        out = week(*args)
        if out:
            fired.add("week_of_days")
        return out

    reader._RATES6 = type("R6", (), {"week_of_days": staticmethod(week_hit)})  # type: ignore[attr-defined]
    told = rates6.expand_told_units

    def told_hit(setup: StorySetup) -> Any:
        try:
            out = told(setup)
        except Halt:
            fired.add("one_unit")
            raise
        if any("(told)" in step.note for step in out[1]):
            fired.add("told_units")
        return out

    rates6.expand_told_units = told_hit  # type: ignore[assignment]
    member = rates6.expand_member_rate

    def member_hit(setup: StorySetup) -> Any:
        out = member(setup)
        if out[1]:
            fired.add("member_rate")
        return out

    rates6.expand_member_rate = member_hit  # type: ignore[assignment]
    from mathcore.organs.story import gsm_wages

    wages = gsm_wages.wage_earnings

    def wage_hit(*args: Any) -> Any:
        try:
            return wages(*args)
        except Halt as h:
            if "not the earner's work" in h.detail:
                fired.add("wage_time_held")
            raise

    gsm_wages.wage_earnings = wage_hit  # type: ignore[assignment]


def _outcome(text: str, gold: str) -> str:
    setup = ORGAN.read(text)
    if isinstance(setup, ReaderRefusal):
        return "refused"
    assert isinstance(setup, StorySetup)
    for e in setup.events:
        if e.rule.startswith("r6_"):
            fired.add(e.rule.split("_for")[0].split("_after")[0])
    q = setup.question
    if q.rule.startswith("r6_q"):
        fired.add(q.rule)
    if q.other_kind is not None and q.other_kind.mods in (("working",), ("of work",)):
        fired.add("working")
    if re.search(r"\ba dozen\b", text, re.I):
        fired.add("a_dozen")
    out = ORGAN.solve(setup)
    if not isinstance(out, OrganAnswer):
        return "refused"
    want = parse_exact(gold.replace(",", ""))
    return "correct" if want is not None and Fraction(out.value) == want else "wrong"


def main() -> None:
    _instrument()
    uses: dict[str, list[tuple[str, str]]] = defaultdict(list)
    files = [DATA / "gsm8k" / "train.jsonl", *sorted((DATA / "mawps").glob("*.jsonl"))]
    for path in files:
        for k, line in enumerate(path.read_text().splitlines()):
            row = json.loads(line)
            gold = row["answer"].split("####")[-1].strip()
            fired.clear()
            outcome = _outcome(row["question"], gold)
            pid = row.get("id") or f"{path.parent.name}-{k}"
            for name in sorted(fired):
                uses[name].append((str(pid), outcome))
    for name in sorted(uses):
        rows = uses[name]
        counts = {o: sum(1 for _, x in rows if x == o) for o in ("correct", "wrong", "refused")}
        print(
            f"{name:24s} read {len(rows):4d}  " + "  ".join(f"{o} {n}" for o, n in counts.items())
        )
        answered = [p for p, o in rows if o != "refused"]
        if answered:
            print("    answered:", " ".join(answered[:30]))


if __name__ == "__main__":
    main()
