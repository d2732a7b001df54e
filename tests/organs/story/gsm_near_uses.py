"""Near-readable GSM8K-train refusals, grouped (not a test: a measuring script).

Usage: ``.venv/bin/mathcore eval ../shared/data/gsm8k/train.jsonl --report /tmp/near`` then
``.venv/bin/python tests/organs/story/gsm_near_uses.py /tmp/near/report.json``.

Near-readable: the story organ's refusal is at the last statement or the question (its
``blocking.sentence_index`` is one of the last two sentences), or a solver refusal after a full
reading (no blocking sentence). Prints the count per refusal reason, then per (reason, detail)
group of 3 or more, with the problem ids.
"""

from __future__ import annotations

import json
import re
import sys
from collections import Counter, defaultdict
from pathlib import Path

REPO = Path(__file__).resolve().parents[3]
DATA = REPO.parent / "shared" / "data" / "gsm8k" / "train.jsonl"


def main(report: str) -> None:
    records = json.loads(Path(report).read_text())["records"]
    texts = {}
    for k, line in enumerate(DATA.read_text().splitlines()):
        texts[f"gsm8k-train-{k:04d}"] = json.loads(line)["question"]
    groups: dict[tuple[str, str], list[str]] = defaultdict(list)
    reasons: Counter[str] = Counter()
    for r in records:
        if r["outcome"] != "refused" or not r["reason"].startswith("story_"):
            continue
        b = r.get("blocking") or {}
        n = len([s for s in re.split(r"(?<=[.?!])\s+", texts[r["id"]].strip()) if s])
        si = b.get("sentence_index")
        if si is not None and si < n - 2:
            continue
        reasons[r["reason"]] += 1
        detail = re.sub(r"token \d+", "token N", r.get("detail") or "")
        detail = re.sub(r"held by .*", "held by <holder>", detail)
        groups[(r["reason"], detail)].append(r["id"])
    for reason, n in reasons.most_common():
        print(f"{n:5d} {reason}")
    print()
    for (reason, detail), ids in sorted(groups.items(), key=lambda kv: -len(kv[1])):
        if len(ids) >= 3 and reason != "story_unknown_word":
            print(f"{len(ids):5d} {reason}: {detail}  [{', '.join(ids[:8])}]")


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "/tmp/near/report.json")
