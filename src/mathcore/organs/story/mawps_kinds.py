"""``Dan gave her 41 new cards``: ``new`` / ``old`` on a change says when, not which kind.

In a gain, loss or transfer, ``new`` and ``old`` place the things in the story's time (the
cards are new to her; the songs deleted are the ones she had). When no earlier clause
mentioned the narrowed kind (``5 old cards and 3 new cards``), the modifier is dropped and
the change applies to the plain kind. A question about ``new cards`` still asks the narrowed
kind, which the ledger never holds, so it refuses.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from mathcore.organs.story.model import Kind
from mathcore.packs.loader import Pack, PerPack

#: The word table lives in the pack (lexicon/story_kinds8.jsonl), read once per pack
#: digest: ``age_modifier`` (new, old).


@dataclass(frozen=True, slots=True)
class _Words:
    time_modifiers: frozenset[str]


def _build_words(pack: Pack) -> _Words:
    """The pack's word tables of this module."""
    return _Words(
        time_modifiers=pack.words("age_modifier"),
    )


#: Built once per pack digest (``packs.loader.PerPack``).
_words = PerPack(_build_words)


CHANGES = frozenset({"gain", "lose", "give"})


def timeless(op: str, kind: Kind, mentioned: Sequence[Kind]) -> Kind:
    """``kind`` without ``new``/``old`` on a change whose narrowed kind is not yet known."""
    if op not in CHANGES or not kind.mods:
        return kind
    ws = _words()
    if not ws.time_modifiers & set(kind.mods) or kind in mentioned:
        return kind
    if not any(k.head == kind.head for k in mentioned):
        return kind  # nothing of this noun held before: the modifier may name the kind
    return Kind(kind.head, tuple(m for m in kind.mods if m not in ws.time_modifiers))
