"""Use counts of the session-7 solver-frontier constructions on the development data.

Each construction is switched off in turn (its function replaced by the behaviour before it);
every GSM8K-train and MAWPS problem whose pipeline outcome (``mathcore.solve``) changes is a
use, printed with its outcome on and off (``WRONG`` when the answer on is not the published
one). Exit 1 when any use is a wrong answer. Run:
``.venv/bin/python tests/organs/story/solver7_uses.py``.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from uses_common import dev_rows, report

from mathcore import solve
from mathcore.exact import parse_exact
from mathcore.organs.relations import reader as rel_reader
from mathcore.organs.story import grammar, solver7

OFF: dict[str, tuple[Any, str, Any]] = {
    "shortened_kind (relations)": (rel_reader, "_shortened", lambda _b, out: out),
    "priced_unit_kinds": (solver7, "priced_unit_kinds", lambda s: (s, [])),
    "make_need": (solver7, "make_need", lambda s: (s, [])),
    "content_measured": (solver7, "content_measured", lambda s: s),
    "in_one_unit": (solver7, "in_one_unit", lambda s: s),
    "other_contents (guard)": (solver7, "other_contents", lambda *_a: False),
    "contents_asked": (solver7, "_contents", lambda *_a: None),
    "content_beside (guard)": (solver7, "_content_beside", lambda _s: None),
    "same_sentence_has": (solver7, "same_sentence_has", lambda *_a: False),
    "dozens (grammar)": (grammar, "_DOZEN", frozenset({"dozen"})),
    "measure_mod (grammar guard)": (grammar, "_measure_mod", lambda *_a: False),
}


@contextmanager
def off(module: Any, attr: str, value: Any) -> Iterator[None]:
    saved = getattr(module, attr)
    setattr(module, attr, value)
    try:
        yield
    finally:
        setattr(module, attr, saved)


def outcome(text: str) -> str:
    result = solve(text)
    answer = getattr(result, "answer", None)
    return f"answer {answer}" if answer is not None else f"refused {getattr(result, 'reason', '')}"


def main() -> int:
    rows = list(dev_rows())
    on = [outcome(q) for _label, q, _gold in rows]
    uses: dict[str, list[str]] = {}
    for name, (module, attr, value) in OFF.items():
        found: list[str] = []
        with off(module, attr, value):
            for (label, question, gold), was in zip(rows, on, strict=True):
                now = outcome(question)
                if now == was:
                    continue
                mark = ""
                if was.startswith("answer "):
                    value_on = parse_exact(was.split(" ", 1)[1])
                    wanted = parse_exact(gold.replace(",", ""))
                    mark = "" if value_on == wanted else " WRONG"
                found.append(f"{label}: on {was} / off {now}{mark}")
        uses[name] = found
    check: Callable[[dict[str, list[str]]], int] = report
    return check(uses)


if __name__ == "__main__":
    raise SystemExit(main())
