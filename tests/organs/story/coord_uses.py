"""Use counts of the coord constructions on the development data (a tool, not a test).

.venv/bin/python tests/organs/story/coord_uses.py

Per dev file: answered problems (correct / wrong) that use a ``coord_*`` event row, that read
a group scene (``coord_group_*``: a sentence of that shape, which adds no event), and the
problems the ``N more`` guard refuses.
"""

from __future__ import annotations

import json
import re
from collections import Counter
from pathlib import Path

from mathcore.exact import parse_exact
from mathcore.organs.base import ReaderRefusal, SolverRefusal
from mathcore.organs.story.organ import StoryOrgan

DATA = Path(__file__).resolve().parents[3].parent / "shared" / "data"
FILES = ("mawps/singleop", "mawps/addsub", "mawps/multiarith", "mawps/singleeq", "gsm8k/train")
_NAMES = r"[A-Z]\w+(?:, [A-Z]\w+)*,? and [A-Z]\w+"
GROUP_SCENE = re.compile(
    rf"(?:^|(?<=[.!?] ))(?:{_NAMES} (?:went|go|goes) (?:to the [\w ]+?|fishing|shopping|camping"
    rf"|hiking|bowling|swimming|[a-z]+ picking)(?: together)?\.|{_NAMES} are (?:brothers|sisters"
    r"|siblings|friends|twins|cousins|neighbors)\."
    rf"|{_NAMES} (?:all |both )?(?:collect|raise|keep|grow|breed) [a-z]+\.)"
)


def main() -> None:
    organ = StoryOrgan()
    for name in FILES:
        rows = [json.loads(x) for x in (DATA / f"{name}.jsonl").read_text().splitlines()]
        uses: Counter[str] = Counter()
        for r in rows:
            setup = organ.read(r["question"])
            if isinstance(setup, ReaderRefusal):
                continue
            out = organ.solve(setup)
            if isinstance(out, SolverRefusal):
                if out.detail.startswith("'N more' after a first conjunct"):
                    uses["guard_more_ambiguous"] += 1
                continue
            ok = "correct" if out.value == parse_exact(r["answer"].split("####")[-1]) else "WRONG"
            for rule in {e.rule for e in setup.events if e.rule.startswith("coord_")}:
                uses[f"{rule}:{ok}"] += 1
            if GROUP_SCENE.search(r["question"]):
                uses[f"coord_group_scene:{ok}"] += 1
        print(name, dict(sorted(uses.items())))


if __name__ == "__main__":
    main()
