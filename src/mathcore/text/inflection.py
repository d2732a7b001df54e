"""Singular and plural forms of nouns.

The pack's ``noun`` lexicon (surface form -> singular, generated with the ``inflect``
library and reviewed as data) answers first; a word it lacks is inflected by ``inflect``
itself, imported lazily because its import is slow.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from mathcore.packs.loader import current_pack


@lru_cache(maxsize=1)
def _engine() -> Any:
    import inflect

    return inflect.engine()


@lru_cache(maxsize=65536)
def _library_singular(word: str) -> str:
    result = _engine().singular_noun(word)
    return word if result is False else str(result)


@lru_cache(maxsize=65536)
def _library_plural(word: str) -> str:
    return str(_engine().plural_noun(word))


def singular(word: str) -> str:
    """The singular of a (possibly plural) noun, lower-cased: ``"boxes"`` -> ``"box"``."""
    w = word.lower()
    v = current_pack().value(w, "noun")
    if v is not None:
        return v
    return _library_singular(w)


def plural(word: str) -> str:
    """The plural of a singular noun, lower-cased: ``"box"`` -> ``"boxes"``."""
    return _library_plural(word.lower())


def same_noun(a: str, b: str) -> bool:
    """Whether two surface forms name the same noun (``apple`` / ``apples``)."""
    return a.lower() == b.lower() or singular(a) == singular(b)
