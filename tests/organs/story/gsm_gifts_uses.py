"""Use counts for gsm_gifts (a tool, not a test): category questions per dev file, bean forms,
and the problems the organ answers correctly through a gift or a category total.

.venv/bin/python tests/organs/story/gsm_gifts_uses.py
"""

from __future__ import annotations

import json
import re
from collections import Counter
from pathlib import Path

from mathcore.exact import parse_exact
from mathcore.organs.base import ReaderRefusal, SolverRefusal
from mathcore.organs.story import ledger
from mathcore.organs.story.organ import StoryOrgan

DATA = Path(__file__).resolve().parents[3].parent / "shared" / "data"
FILES = ("gsm8k/train", "mawps/addsub", "mawps/multiarith", "mawps/singleop", "mawps/singleeq")
CATEGORY = re.compile(
    r"[Hh]ow many (birds|animals|vegetables|fruits|pieces of fruit|fish|flowers)\b"
)
BEANS = re.compile(r"\b(green|jelly|coffee) beans\b", re.I)


def main() -> None:
    organ = StoryOrgan()
    for name in FILES:
        rows = [json.loads(x) for x in (DATA / f"{name}.jsonl").read_text().splitlines()]
        asked = Counter(m.group(1) for r in rows if (m := CATEGORY.search(r["question"])))
        beans = Counter(m.group(1).lower() for r in rows for m in BEANS.finditer(r["question"]))
        gifts, cats = [], []
        for i, r in enumerate(rows):
            setup = organ.read(r["question"])
            if isinstance(setup, ReaderRefusal):
                continue
            out = organ.solve(setup)
            gold = parse_exact(r["answer"].split("####")[-1].strip())
            if isinstance(out, SolverRefusal) or out.value != gold:
                continue
            if any(e.op == "give" for e in setup.events) and ledger.gift_starts(setup):
                gifts.append(i)
            heads = {e.kind.head for e in setup.events}
            q = setup.question
            if q.ask == "state" and q.kind.head not in heads and CATEGORY.search(r["question"]):
                cats.append(i)
        print(f"{name}: category questions {dict(asked)}; bean forms {dict(beans)}")
        print(f"    answered through a gift: {gifts}; through a category total: {cats}")


if __name__ == "__main__":
    main()
