"""Uses of the conditions told inside the question sentence (a tool, not a test): per
development file, the answers (correct / wrong) whose setup holds a condition read from the
question sentence (lead ``If ..., how ...`` or trailing ``how ... if ...``), the answers
reading the pairs rows (two kinds leaving, two kinds asked), the answers that need the
pronoun across a condition (``lead_subject`` / ``trailing_subject``: answered only with them),
and the texts refused by the time rule (``check_times``).

.venv/bin/python tests/organs/story/conditions_uses.py
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import Any

from mathcore.exact import parse_exact
from mathcore.organs.base import OrganAnswer, ReaderRefusal
from mathcore.organs.story import conditions
from mathcore.organs.story.model import StorySetup
from mathcore.organs.story.organ import StoryOrgan

DATA = Path(__file__).resolve().parents[3].parent / "shared" / "data"
FILES = ("mawps/singleop", "mawps/addsub", "mawps/multiarith", "mawps/singleeq", "gsm8k/train")
PAIR_RULES = frozenset({"pair_leave", "pair_drop_out", "leave_now", "drop_out"})


def _gold(row: dict[str, Any]) -> Any:
    raw = str(row["answer"]).split("####")[-1].strip().replace(",", "")
    return parse_exact(raw)


def _outcome(organ: StoryOrgan, text: str, gold: Any) -> tuple[str, StorySetup | None]:
    setup = organ.read(text)
    if isinstance(setup, ReaderRefusal):
        timed = "asked in the past" in setup.detail or "told as yet to be" in setup.detail
        return ("time_refused" if timed else "refused"), None
    assert isinstance(setup, StorySetup)
    out = organ.solve(setup)
    if not isinstance(out, OrganAnswer):
        return "refused", setup
    return ("correct" if out.value == gold else "wrong"), setup


def _kinds(setup: StorySetup) -> set[str]:
    q = setup.question
    last = q.source.split("[", 1)[0]  # "s3": the question sentence
    start = q.source.split("[", 1)[1].split("-", 1)[0] if "[" in q.source else ""
    found = set()
    for e in setup.events:
        if e.source.split("[", 1)[0] != last:
            continue
        first = e.source.split("[", 1)[1].split("-", 1)[0]
        found.add("lead" if start.isdigit() and int(first) < int(start) else "trailing")
    if any(e.rule in PAIR_RULES for e in setup.events) or q.ask == "state_pair":
        found.add("pairs")
    return found


def _without_pronouns(fn: Callable[[], tuple[str, Any]]) -> str:
    saved = conditions.lead_subject, conditions.trailing_subject
    conditions.lead_subject = lambda *a: None  # type: ignore[assignment]
    conditions.trailing_subject = lambda *a: None  # type: ignore[assignment]
    try:
        return fn()[0]
    finally:
        conditions.lead_subject, conditions.trailing_subject = saved


def main() -> None:
    organ = StoryOrgan()
    for name in FILES:
        rows = [json.loads(x) for x in (DATA / f"{name}.jsonl").read_text().splitlines()]
        uses: Counter[str] = Counter()
        for row in rows:
            text, gold = row["question"], _gold(row)
            result, setup = _outcome(organ, text, gold)
            if result == "time_refused":
                uses["time rule: refused"] += 1
            if setup is None or result == "refused":
                continue
            for kind in _kinds(setup):
                uses[f"{kind}: {result}"] += 1
            if _without_pronouns(lambda t=text, g=gold: _outcome(organ, t, g)) != result:
                uses[f"pronoun across a condition: {result}"] += 1
        print(name, dict(sorted(uses.items())))


if __name__ == "__main__":
    main()
