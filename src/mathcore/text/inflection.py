"""Singular and plural forms of nouns.

The pack's ``noun`` lexicon (surface form -> singular, generated with the ``inflect``
library and reviewed as data) answers first; a word it lacks is inflected by ``inflect``
itself, imported lazily because its import is slow.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from mathcore.packs.loader import current_pack


def _passthrough(target: Any = None, **_options: Any) -> Any:
    return target if target is not None else _passthrough


@lru_cache(maxsize=1)
def _engine() -> Any:
    """The ``inflect`` engine, imported without ``typeguard`` instrumentation.

    ``inflect`` decorates its API with ``typeguard.typechecked``, which recompiles every
    method at import (about 1.4 s). Those run-time argument checks add nothing here (we pass
    ``str`` only), so the decorator is a pass-through while ``inflect`` is imported, exactly
    as under ``python -O``; results are identical (tested), the import takes ~0.15 s.
    """
    import typeguard

    original = typeguard.typechecked
    typeguard.typechecked = _passthrough
    try:
        import inflect
    finally:
        typeguard.typechecked = original
    return inflect.engine()


def warm_up() -> None:
    """Import ``inflect`` now: a one-time cost of the process (about 0.15 s), which a
    benchmark pays before its timed loop rather than at the first word the pack lacks."""
    _engine()


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
