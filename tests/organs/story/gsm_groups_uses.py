"""Use counts of the groups constructions (gsm_groups*) on the development data (a tool).

.venv/bin/python tests/organs/story/gsm_groups_uses.py

The story organ alone on every file of ../shared/data: per construction, how many texts show
its words (a regex over the text), and how many of the organ's answers use it (a row of
gsm_groups_rows in the reading, a lead place kept by ``prefer_placed``, or a total asked of
``they`` over people and kin), correct and wrong against the published label, with their ids.
"""

from __future__ import annotations

import json
import re
from collections import defaultdict
from pathlib import Path

from mathcore.exact import parse_exact
from mathcore.organs.base import OrganAnswer
from mathcore.organs.story.gsm_groups_rows import GROUP_CLAUSES, GROUP_QUESTIONS
from mathcore.organs.story.model import StorySetup
from mathcore.organs.story.organ import ORGAN

DATA = Path(__file__).resolve().parents[3].parent / "shared" / "data"
FILES = ("gsm8k/train", "mawps/singleop", "mawps/addsub", "mawps/multiarith", "mawps/singleeq")
ROWS = {line.split(" | ")[0] for line in (GROUP_CLAUSES + GROUP_QUESTIONS).strip().splitlines()}
SEEN = {
    "lead place": r"(^|[.?!] +)(In|At|On|Inside) [^,.?]*?,? there (is|are|was|were) ",
    "they ... together (kin)": r"(?i)\b(his|her|their) (brother|sister|friend|mother|father|cousin)"
    r"\b.*do they have (together|altogether|in all|in total)",
    "A and B both (question)": r"[A-Z][a-z]+ and [A-Z][a-z]+ both [a-z]+\?",
    "there were N K in each": r"(?i)\bthere (was|were) \w+ \w+ (in|on) (each|every) ",
    "N K that are|have M K each": r"\b\w+ \w+ (that|which) "
    r"(are|were|have|has|had|hold|holds|contain|contains) \w+ \w+ each\b",
    "left for H": r"(?i)how many \w+ (are|is|were|was) left for ",
    "remain": r"(?i)\bremain(ed)?\b",
}


def _uses(setup: StorySetup) -> set[str]:
    used = {e.rule for e in setup.events if e.rule in ROWS} | (
        {setup.question.rule} & ROWS if setup.question.rule else set()
    )
    if any(e.rule == "in_place_there" for e in setup.events):
        used.add("in_place_there")
    if setup.question.holder.startswith("&") and "&the " in setup.question.holder:
        used.add("they over kin")
    return used


def main() -> None:
    for name in FILES:
        path = DATA / f"{name}.jsonl"
        if not path.exists():
            continue
        seen: dict[str, int] = defaultdict(int)
        uses: dict[str, list[str]] = defaultdict(list)
        wrong: list[str] = []
        for k, line in enumerate(path.read_text().splitlines()):
            row = json.loads(line)
            text = row["question"]
            gold = str(row["answer"]).split("####")[-1].strip().replace(",", "")
            pid = row.get("id") or f"{name.split('/')[-1]}-{k:04d}"
            for label, pat in SEEN.items():
                seen[label] += bool(re.search(pat, text))
            setup = ORGAN.read(text)
            if not isinstance(setup, StorySetup):
                continue
            out = ORGAN.solve(setup)
            if not isinstance(out, OrganAnswer):
                continue
            used = _uses(setup)
            for u in used:
                uses[u].append(pid)
            if used and parse_exact(gold) != out.value:
                wrong.append(pid)
        print(f"{name}: texts showing each construction: {dict(seen)}")
        for u, ids in sorted(uses.items()):
            print(f"  {u}: {len(ids)} answered  {ids[:12]}")
        print(
            f"  answered using a groups construction, wrong against the label: {len(wrong)} {wrong}"
        )


if __name__ == "__main__":
    main()
