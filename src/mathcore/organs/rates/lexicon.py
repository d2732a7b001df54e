"""The rate organs' view of the pack: unit, cue and noun tables, cached per pack digest.

``refresh()`` is called once at the start of each read: it checks the pack's manifest with
one cheap ``os.stat`` (the same staleness rule as ``current_pack``) and only goes through the
loader when the manifest changed, so a ratified pack is seen by the next read. Everything
else reads the active tables through ``tables()``.
"""

from __future__ import annotations

import os
from dataclasses import dataclass

from mathcore.packs.loader import DEFAULT_PACK, PACK_ENV, Pack, current_pack, pinned


@dataclass(frozen=True, slots=True)
class Tables:
    """Lookup tables of one pack."""

    pack: Pack
    units: dict[str, str]  # surface form -> canonical unit ("hrs" -> "hour")
    cues: dict[str, str]  # word -> rate cue ("together" -> "sum", "fills" -> "inflow:fill")
    nouns: dict[str, str]  # surface form -> singular ("boxes" -> "box")
    canonical_units: frozenset[str]  # the canonical unit names the pack knows


def _category(pack: Pack, category: str) -> dict[str, str]:
    return {
        form: e.value
        for form, es in pack.lexicon.items()
        for e in es
        if e.category == category and e.value
    }


_BY_DIGEST: dict[str, Tables] = {}
_state: dict[str, object] = {"key": None, "tables": None}


def _build(pack: Pack) -> Tables:
    t = _BY_DIGEST.get(pack.digest)
    if t is None:
        units = _category(pack, "unit")
        t = Tables(
            pack,
            units,
            _category(pack, "rate_cue"),
            _category(pack, "noun"),
            frozenset(units.values()),
        )
        _BY_DIGEST[pack.digest] = t
    return t


def refresh() -> Tables:
    """The tables of the pack in use, re-checked against its manifest on disk (unless a
    pass has pinned the pack: then its tables, by digest, with no file system access)."""
    pack = pinned()
    if pack is not None:
        cached = _state["tables"]
        if isinstance(cached, Tables) and cached.pack is pack:
            return cached
        tables = _build(pack)
        _state["key"], _state["tables"] = None, tables  # the next unpinned refresh re-checks
        return tables
    root = os.environ.get(PACK_ENV) or str(DEFAULT_PACK)
    try:
        st = os.stat(os.path.join(root, "manifest.json"))
        key: object = (root, st.st_mtime_ns, st.st_size)
    except OSError:
        key = None
    cached = _state["tables"]
    if key is not None and key == _state["key"] and isinstance(cached, Tables):
        return cached
    tables = _build(current_pack())
    _state["key"], _state["tables"] = key, tables
    return tables


def tables() -> Tables:
    """The active tables (from the last ``refresh``; refreshed when none yet)."""
    cached = _state["tables"]
    if isinstance(cached, Tables):
        return cached
    return refresh()
