"""Decisions carried out: ``She decided to give 5 of them to Ann`` reads as the giving.

A story that says a holder ``decides|decided|chose to`` do something states that it was
done (every later sentence and the question build on it). Each clause row whose verb may
follow an auxiliary gets a twin that reads ``decided to`` (or ``decides to``, ``chose to``)
between the auxiliary and the verb; the twin's event is the same. ``wants to`` / ``needs to``
/ ``has to`` are goals, not events, and get no twin.
"""

from __future__ import annotations

from mathcore.organs.story.frames import AUX, Row

DECIDED = "decide|decides|decided|chose|chooses|choose to"


def decided_rows(rows: tuple[Row, ...]) -> tuple[Row, ...]:
    """The ``decided to`` twin of every row with an auxiliary slot before its verb."""
    twins: list[Row] = []
    for name, elems, tmpl in rows:
        if f" {AUX} " not in elems or not elems.startswith("H:s "):
            continue
        twin = elems.replace(f" {AUX} ", f" {AUX} {DECIDED} ", 1)
        twins.append((f"{name}_decided", twin, tmpl))
    return tuple(twins)
