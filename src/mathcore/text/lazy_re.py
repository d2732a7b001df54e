"""Regular expressions compiled on first use instead of at import.

A specialist organ's templates are compiled at import, yet most texts step aside before the
organ matches a single template: compiling them costs a fresh process milliseconds that
most solves never use. ``lazy_compile(pattern, flags)`` returns an object that compiles
``re.compile(pattern, flags)`` at its first attribute access and from then on holds that
pattern's methods and attributes as its own, so a call after the first is a plain attribute
lookup of the compiled pattern's bound method: the same matches, the same cost.

It is typed as ``re.Pattern[str]``: use it as one (``.match``, ``.search``, ``.finditer``,
``.sub``, ``.pattern``...). It is not an ``re.Pattern`` instance, so never pass it to
``re.match(p, ...)`` or ``re.compile(p)`` (those expect a string or a compiled pattern).
"""

from __future__ import annotations

import re
from typing import Any, cast

#: What a compiled pattern offers; copied onto the lazy pattern at its first use.
_ATTRS = (
    *("match", "fullmatch", "search", "finditer", "findall", "sub", "subn", "split"),
    *("scanner", "pattern", "flags", "groups", "groupindex"),
)


class _LazyPattern:
    """``re.compile(pattern, flags)`` at the first attribute access."""

    def __init__(self, pattern: str, flags: int) -> None:
        self._source = (pattern, flags)

    def __getattr__(self, name: str) -> Any:
        # Only reached for an attribute not yet held: the first use (or a name no pattern has).
        compiled = re.compile(*self._source)
        held = self.__dict__
        for attr in _ATTRS:
            held[attr] = getattr(compiled, attr)
        return getattr(compiled, name)

    def __repr__(self) -> str:
        pattern, flags = self._source
        return f"lazy_compile({pattern!r}, {flags!r})"


def lazy_compile(pattern: str, flags: int | re.RegexFlag = 0) -> re.Pattern[str]:
    """``re.compile(pattern, flags)``, compiled when first used."""
    return cast("re.Pattern[str]", _LazyPattern(pattern, int(flags)))
