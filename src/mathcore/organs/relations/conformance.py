"""Lane numbers of R1 and R2 on the original's gold files and on the development data.

Run ``python -m mathcore.organs.relations.conformance [--dev]``. The original's files are
read in place from ``../shared/conformance`` (never copied); ``--dev`` also scans GSM8K
train and MAWPS from ``../shared/data`` and lists every answer that disagrees with a label.
``--gold-jsonl PATH`` writes our solved gold texts for ``mathcore redteam PATH``.
"""

from __future__ import annotations

import json
import sys
from collections import Counter
from fractions import Fraction
from pathlib import Path
from typing import Any

from mathcore.exact import canonical, parse_exact
from mathcore.organs.base import Organ, OrganAnswer, ReaderRefusal, ReasonKind

SHARED = Path(__file__).resolve().parents[4].parent / "shared"


def _rows(path: Path) -> list[dict[str, Any]]:
    if not path.exists():
        return []
    lines = path.read_text(encoding="utf-8").splitlines()
    return [json.loads(x) for x in lines if x.strip()]


def _answer(organ: Organ[Any], text: str) -> tuple[str, object]:
    setup = organ.read(text)
    if isinstance(setup, ReaderRefusal):
        return "reader", setup.reason
    out = organ.solve(setup)
    if isinstance(out, OrganAnswer):
        return "solved", out.value
    return "solver", out.reason


def answers(organ: Organ[Any], rows: list[dict[str, Any]]) -> Counter[str]:
    """solved (= gold) / wrong / refused; a refusal of a must-refuse fixture is correct."""
    c: Counter[str] = Counter()
    for row in rows:
        kind, value = _answer(organ, row["text"])
        gold = row.get("gold")
        if kind != "solved":
            c["refused"] += 1
        elif gold is not None and value == gold:
            c["solved"] += 1
        else:
            c["answered_without_gold" if gold is None else "wrong"] += 1
    return c


def r2_reader(organ: Organ[Any], rows: list[dict[str, Any]]) -> Counter[str]:
    c: Counter[str] = Counter()
    for row in rows:
        out = organ.read(row["text"])
        if isinstance(out, ReaderRefusal):
            c["refused"] += 1
            c["correct_refusals"] += out.reason == row.get("reader_reason")
        elif row["expect"] == "reader_refuses":
            c["setup_wrong"] += 1
        else:
            c["setup_correct"] += 1
    return c


def dev_scan(organ: Organ[Any]) -> tuple[Counter[str], list[str]]:
    """Answers on GSM8K train and MAWPS: agree / disagree with the label, refusal kinds."""
    items: list[tuple[str, str]] = []
    for row in _rows(SHARED / "data" / "gsm8k" / "train.jsonl"):
        items.append((row["question"], row["answer"].split("####")[-1].strip()))
    for path in sorted((SHARED / "data" / "mawps").glob("*.jsonl")):
        items.extend((r["question"], str(r["answer"])) for r in _rows(path))
    c: Counter[str] = Counter()
    disagree: list[str] = []
    for text, label in items:
        setup = organ.read(text)
        if isinstance(setup, ReaderRefusal):
            kind = organ.taxonomy.spec(setup.reason, "reader").kind
            c["stepped_aside" if kind is ReasonKind.STEP_ASIDE else "refused_own"] += 1
            continue
        out = organ.solve(setup)
        if not isinstance(out, OrganAnswer):
            c["refused_own"] += 1
            continue
        gold = parse_exact(label.replace("$", ""))
        if gold is not None and Fraction(gold) == Fraction(out.value):
            c["agree"] += 1
        else:
            c["disagree"] += 1
            disagree.append(f"{canonical(out.value)} vs label {label}: {text}")
    c["texts"] = len(items)
    return c, disagree


def _show(title: str, counts: Counter[str]) -> None:
    print(f"{title}: " + ", ".join(f"{k} {v}" for k, v in sorted(counts.items())))


def write_gold_jsonl(path: Path) -> int:
    """Our solved gold texts of R1 and R2 as GSM8K-style JSONL (for ``mathcore redteam``)."""
    from mathcore.organs.linear_system.ruler import ruler as r2_ruler
    from mathcore.organs.relations.ruler import ruler as r1_ruler

    rows = [
        json.dumps({"question": fx.text, "answer": f"#### {canonical(fx.gold)}"})
        for r in (r1_ruler(), r2_ruler())
        for fx in r.fixtures()
        if fx.expect == "solved" and fx.gold is not None
    ]
    path.write_text("".join(f"{row}\n" for row in rows), encoding="utf-8")
    return len(rows)


def main(argv: list[str]) -> int:
    from mathcore.organs.linear_system.organ import ORGAN as R2
    from mathcore.organs.relations.organ import ORGAN as R1

    if "--gold-jsonl" in argv:
        target = Path(argv[argv.index("--gold-jsonl") + 1])
        print(f"wrote {write_gold_jsonl(target)} solved gold texts to {target}")
        return 0

    conf = SHARED / "conformance"
    if not conf.exists():
        print(f"no conformance files at {conf}")
        return 0
    _show("R1 r1_gold.jsonl answers", answers(R1, _rows(conf / "r1_gold.jsonl")))
    metric = _rows(conf / "r1_relational_metric_cases.jsonl")
    _show("R1 r1_relational_metric_cases.jsonl answers", answers(R1, metric))
    r2 = _rows(conf / "r2_gold.jsonl")
    _show("R2 r2_gold.jsonl reader", r2_reader(R2, r2))
    _show("R2 r2_gold.jsonl answers", answers(R2, r2))
    if "--dev" in argv:
        for organ in (R1, R2):
            counts, disagree = dev_scan(organ)
            _show(f"{organ.name} on GSM8K train + MAWPS", counts)
            for line in disagree:
                print(f"  disagrees: {line}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
