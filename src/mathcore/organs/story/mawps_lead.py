"""A place or time phrase before a clause's holder: ``In the first round she scored 16``.

The sentence-level fallback in ``clauses.read_clauses`` reads a leading scope only at the
start of a sentence; this reads it at the start of any clause (``..., and in the second
round she scored 33 points``). The scope carries no quantity and a name or pronoun must
follow it, so the clause itself is read by the ordinary frame rows.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from mathcore.organs.story.grammar import Progress
from mathcore.organs.story.lexemes import Lexeme
from mathcore.organs.story.phrases import scopes
from mathcore.packs.loader import Pack, PerPack

#: The word table lives in the pack, read once per pack digest: ``lead_prep``.


@dataclass(frozen=True, slots=True)
class _Words:
    lead_words: frozenset[str]


def _build_words(pack: Pack) -> _Words:
    """The pack's word tables of this module."""
    return _Words(
        lead_words=pack.words("lead_prep"),
    )


#: Built once per pack digest (``packs.loader.PerPack``).
_words = PerPack(_build_words)


ReadOne = Callable[[Sequence[Lexeme], int, Progress, bool, bool], list[Any]]


def after_lead_scope(
    read_one: ReadOne,
    lx: Sequence[Lexeme],
    start: int,
    prog: Progress,
    continued: bool,
    exhaustive: bool,
) -> list[Any]:
    """Readings of ``lx`` past a leading scope phrase (empty when there is none)."""
    if not lx or lx[0].word not in _words().lead_words:
        return []
    for _place, k in scopes(lx, 0):
        if k == 0:
            continue
        if k < len(lx) and lx[k].word == ",":
            k += 1
        if k >= len(lx) or lx[k].sym not in ("NAME", "PRON"):
            continue
        found = read_one(lx[k:], start + k, prog, continued, exhaustive)
        if found:
            return found
    return []
