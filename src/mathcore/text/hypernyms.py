"""What a noun is a kind of, from the language pack's reviewed ``hypernym`` rows.

``broader("hen")`` walks the pack's chain (hen -> chicken -> bird -> animal), nearest first;
a noun the pack does not place has none. One place for every organ that must know that apples
are fruit: the story organ's category totals and the relations organ's noun guard.
"""

from __future__ import annotations

from mathcore.packs.loader import current_pack


def broader(head: str) -> tuple[str, ...]:
    """Every noun ``head`` is a kind of, nearest first (a cycle stops the walk)."""
    pack = current_pack()
    out: list[str] = []
    up = pack.value(head, "hypernym")
    while up is not None and up not in out and up != head:
        out.append(up)
        up = pack.value(up, "hypernym")
    return tuple(out)


def related(a: str, b: str) -> bool:
    """Whether one of two nouns is a kind of the other (so a count of one may hold the other)."""
    return a != b and (a in broader(b) or b in broader(a))
