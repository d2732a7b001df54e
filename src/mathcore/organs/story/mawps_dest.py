"""Destinations: the place after ``to`` in ``21 more birds flew up to the tree``.

A destination is a determiner or possessive (optional) and a kind phrase; its value is the
place's holder label (``the tree``), so an arrival is credited to the place it names and
never to some other holder of the same kind.
"""

from __future__ import annotations

from collections.abc import Sequence

from mathcore.organs.story.lexemes import Lexeme
from mathcore.organs.story.phrases import DETERMINERS, POSSESSIVES, kinds


def destinations(lx: Sequence[Lexeme], i: int) -> list[tuple[str, int]]:
    """``the tree`` / ``school`` at ``i``: every place reading, longest first."""
    j = i + 1 if i < len(lx) and lx[i].word in DETERMINERS | POSSESSIVES else i
    return [(f"the {k.label()}", e) for k, e in kinds(lx, j) if not any(t.time for t in lx[j:e])]
