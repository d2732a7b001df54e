"""Use counts of the solver6 constructions on the development data (the story organ alone).

Each construction is switched off in turn (its function replaced by the behaviour before
it); the texts whose outcome changes are its uses, printed as correct / wrong / refused with
it and the outcome without it. ``--list`` names each text. Run:
``.venv/bin/python tests/organs/story/solver6_uses.py [--list]``.
"""

from __future__ import annotations

import json
import sys
from collections import Counter
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from fractions import Fraction
from pathlib import Path
from typing import Any

from mathcore.organs.base import OrganAnswer, ReaderRefusal
from mathcore.organs.story import solver6, solver6_units
from mathcore.organs.story.organ import ORGAN

DATA = Path(__file__).resolve().parents[3].parent / "shared" / "data"
FILES = [
    "gsm8k/train.jsonl",
    *(f"mawps/{n}.jsonl" for n in ("addsub", "multiarith", "singleeq", "singleop")),
]


def _plain_scope(source: str) -> set[str]:
    return set(source.partition(": ")[2].lower().split())


OFF: dict[str, tuple[str, Callable[..., Any]]] = {
    "whole_is_held": ("whole_is_held", lambda *_a: False),
    "coins_in_total": ("scope_words", _plain_scope),
    "coins_left_with": ("coins_left_with", lambda *_a: False),
    "pile_goal": ("pile_goal", lambda setup: setup),
    "of_narrower": ("of_narrower", lambda *_a: False),
    "own_units": ("own_units", lambda setup: solver6_units.units_base(setup)),
    "units_base": ("units_base", lambda setup: (setup, [])),
    "made_uses": ("made_uses", lambda setup: (setup, [])),
    "price_through_units": ("price_through_units", lambda setup: (setup, [])),
    "units_priced_by_contents": ("units_priced_by_contents", lambda setup: (setup, [])),
    "trailing_start": ("trailing_start", lambda setup: setup),
    "shortened_place": ("shortened_place", lambda setup: setup),
    "possessed_same": ("possessed_same", lambda setup: setup),
    "relative_measure": ("relative_measure", lambda *_a: False),
    "need_names_kind": ("need_names_kind", lambda *_a: None),
    "still_after_own_change": ("still_after_own_change", lambda *_a: False),
}


_UNITS_MODULE = (
    "own_units",
    "units_base",
    "made_uses",
    "price_through_units",
    "units_priced_by_contents",
)


@contextmanager
def switched_off(name: str) -> Iterator[None]:
    attr, stub = OFF[name]
    module = solver6_units if attr in _UNITS_MODULE else solver6
    keep = getattr(module, attr)
    setattr(module, attr, stub)
    try:
        yield
    finally:
        setattr(module, attr, keep)


def _gold(row: dict[str, Any]) -> tuple[str, Fraction]:
    if "question" in row and "answer" in row and "####" in str(row["answer"]):
        return row["question"], Fraction(
            str(row["answer"]).split("####")[-1].strip().replace(",", "")
        )
    return str(row.get("text") or row.get("question")), Fraction(str(row.get("answer")))


def _outcome(text: str, gold: Fraction) -> str:
    setup = ORGAN.read(text)
    if isinstance(setup, ReaderRefusal):
        return "refused"
    out = ORGAN.solve(setup)
    if not isinstance(out, OrganAnswer):
        return "refused"
    return "correct" if Fraction(out.value) == gold else "wrong"


def main() -> None:
    listing = "--list" in sys.argv
    texts: list[tuple[str, str, Fraction]] = []
    for name in FILES:
        path = DATA / name
        if not path.exists():
            continue
        for k, line in enumerate(path.read_text().splitlines()):
            text, gold = _gold(json.loads(line))
            texts.append((f"{name}:{k}", text, gold))
    base = {key: _outcome(text, gold) for key, text, gold in texts}
    print(f"{len(texts)} texts; organ alone: {dict(Counter(base.values()))}")
    for name in OFF:
        with switched_off(name):
            changed = [
                (key, base[key], off)
                for key, text, gold in texts
                if base[key] != "refused" or name == "need_names_kind"
                if (off := _outcome(text, gold)) != base[key]
            ]
        counts = Counter(f"{on} (off: {off})" for _k, on, off in changed)
        print(f"{name}: {len(changed)} uses {dict(counts)}")
        if listing:
            for key, on, off in changed:
                print(f"    {key} {on} (off: {off})")


if __name__ == "__main__":
    main()
