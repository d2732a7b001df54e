"""Past abilities carried out: ``She was able to sell 30 apples`` reads as ``She sold 30``.

``was|were able to`` + a verb's base form states that the action happened, so every clause
row whose verb may follow an auxiliary gets a twin with ``was|were able to`` between the
auxiliary slot and the verb; the twin's event is the same. The present ``is|are able to`` is
a capability, not an event, and gets no twin (nor does a ``decided to`` twin).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from mathcore.organs.story.frames import Row

ABLE = "was|were able to"


def able_rows(rows: tuple[Row, ...]) -> tuple[Row, ...]:
    """The ``was able to`` twin of every row with an auxiliary slot before its verb."""
    from mathcore.organs.story.frames import AUX

    twins: list[Row] = []
    for name, elems, tmpl in rows:
        if f" {AUX} " not in elems or not elems.startswith("H:s ") or name.endswith("_decided"):
            continue
        twin = elems.replace(f" {AUX} ", f" {ABLE} ", 1)
        twins.append((f"{name}_able", twin, tmpl))
    return tuple(twins)
