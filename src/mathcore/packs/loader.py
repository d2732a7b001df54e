"""The only code that opens pack files: validates, caches and returns immutable tables.

A pack is a folder with ``manifest.json`` and JSONL registries under ``lexicon/``,
``frames/`` and ``compositions/``. The manifest lists every registry file with the SHA-256
of its bytes; the loader reads exactly those files, checks each hash, validates each row and
rejects duplicates and conflicts with a ``PackError`` naming file and line.

``current_pack()`` returns the cached default pack and reloads it when its manifest changes
on disk (inode, mtime or size: the corridor replaces the manifest atomically, so each write is
a new inode), so a running process sees a ratification without restarting. Rows and the
manifest are parsed strictly: duplicate keys inside one object and floats are errors.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import threading
from collections.abc import Callable, Mapping
from contextvars import ContextVar
from dataclasses import dataclass, fields
from pathlib import Path
from types import MappingProxyType
from typing import Any, Generic, TypeVar

from mathcore.errors import PackError
from mathcore.fastinit import native
from mathcore.packs.schema import (
    FRAME_CLASSES,
    LEXICON_CATEGORIES,
    POLARITIES,
    SAFE_COMPOSITION_CATEGORIES,
)

DEFAULT_PACK = Path(__file__).parent / "en_math"
PACK_ENV = "MATHCORE_PACK"
REGISTRIES = ("lexicon", "frames", "compositions")


@dataclass(frozen=True, slots=True)
class LexEntry:
    form: str
    category: str
    value: str | None
    source: str  # "file:line" it was loaded from


# A pack holds thousands of lexicon rows: each ``LexEntry`` is built by setting its slots
# directly (as ``text.tokens`` builds tokens), not through the frozen dataclass ``__init__``
# (one ``object.__setattr__`` per field). Used only while the fields are exactly these.
_LEX_FIELDS = ("form", "category", "value", "source")
_FAST_LEX = not native(LexEntry) and tuple(f.name for f in fields(LexEntry)) == _LEX_FIELDS


def _lex_setter(field: str) -> Callable[[LexEntry, Any], None]:
    """The slot descriptor's setter of ``field`` (unused when the fields changed)."""
    if not _FAST_LEX:
        return lambda _e, _v: None
    setter: Callable[[LexEntry, Any], None] = vars(LexEntry)[field].__set__
    return setter


_set_form, _set_category, _set_value, _set_source = (_lex_setter(f) for f in _LEX_FIELDS)


def _lex_entry(form: str, category: str, value: str | None, source: str) -> LexEntry:
    """``LexEntry(form, category, value, source)``."""
    if not _FAST_LEX:
        return LexEntry(form, category, value, source)
    e: LexEntry = object.__new__(LexEntry)
    _set_form(e, form)
    _set_category(e, category)
    _set_value(e, value)
    _set_source(e, source)
    return e


@dataclass(frozen=True, slots=True)
class FrameEntry:
    form: str
    frame_class: str
    polarity: str
    source: str


@dataclass(frozen=True, slots=True)
class CompositionEntry:
    pattern: str
    category: str
    polarity: str
    source: str


@dataclass(frozen=True, slots=True)
class Pack:
    """An immutable, validated language pack."""

    name: str
    path: str
    digest: str  # SHA-256 over the manifest bytes (which pin every file)
    lexicon: Mapping[str, tuple[LexEntry, ...]]  # by lower-case form
    frames: Mapping[str, tuple[FrameEntry, ...]]  # by lower-case form
    compositions: tuple[CompositionEntry, ...]

    def categories(self, form: str) -> frozenset[str]:
        return frozenset(e.category for e in self.lexicon.get(form.lower(), ()))

    def value(self, form: str, category: str) -> str | None:
        for e in self.lexicon.get(form.lower(), ()):
            if e.category == category:
                return e.value
        return None

    def words(self, category: str) -> frozenset[str]:
        """Every form with an entry of ``category`` (from the pack's category index, built at
        the first call: one pass over the lexicon, not one per category asked)."""
        hit = _CATEGORY_INDEX.get(id(self))
        if hit is None or hit[0] is not self:
            hit = (self, _category_index(self.lexicon))
            if len(_CATEGORY_INDEX) >= 8:
                _CATEGORY_INDEX.clear()
            _CATEGORY_INDEX[id(self)] = hit
        return hit[1].get(category, _NO_WORDS)

    def composition(self, pattern: str) -> CompositionEntry | None:
        for c in self.compositions:
            if c.pattern == pattern:
                return c
        return None


#: Each pack's forms by category (``Pack.words``), keyed by the pack's id with the pack held
#: beside it (an id is never reused while its pack lives); a few packs at most.
_CATEGORY_INDEX: dict[int, tuple[Pack, dict[str, frozenset[str]]]] = {}
_NO_WORDS: frozenset[str] = frozenset()


def _category_index(lexicon: Mapping[str, tuple[LexEntry, ...]]) -> dict[str, frozenset[str]]:
    """Every category's forms, in one pass over ``lexicon``."""
    forms: dict[str, list[str]] = {}
    for form, entries in lexicon.items():
        for e in entries:
            forms.setdefault(e.category, []).append(form)
    return {category: frozenset(found) for category, found in forms.items()}


def sha256_bytes(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


class _DuplicateKey(ValueError):
    pass


def _no_duplicates(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    out = dict(pairs)
    if len(out) != len(pairs):  # a key repeats (the common case is decided in C): name it
        seen: set[str] = set()
        for k, _v in pairs:
            if k in seen:
                raise _DuplicateKey(k)
            seen.add(k)
    return out


def _parse_float(text: str) -> Any:
    raise ValueError(f"float {text} (pack values are exact strings)")


_DECODER = json.JSONDecoder(object_pairs_hook=_no_duplicates, parse_float=_parse_float)


def _loads(text: str) -> Any:
    """``json.loads`` that rejects duplicate keys and floats (one decoder, built once)."""
    return _DECODER.decode(text)


#: What ``_DECODER.decode`` runs between its two whitespace skips (the C scanner).
_SCAN: Callable[[str, int], tuple[Any, int]] = _DECODER.scan_once  # type: ignore[attr-defined]
_SKIP_WS: Callable[[str, int], re.Match[str]] = json.decoder.WHITESPACE.match  # type: ignore[attr-defined]


def _loads_row(line: str) -> Any:
    """``_loads(line)``: a row that decodes cleanly is scanned directly (without the two
    Python frames of ``decode``); any other goes through ``_loads``, which raises its error."""
    try:
        value, end = _SCAN(line, _SKIP_WS(line, 0).end())
    except (StopIteration, ValueError):
        return _loads(line)
    if _SKIP_WS(line, end).end() != len(line):
        return _loads(line)  # extra data after the value
    return value


_REL = re.compile(r"^(?P<reg>[a-z_]+)/[A-Za-z0-9_\-]+\.jsonl$")
_HEX64 = re.compile(r"^[0-9a-f]{64}$")


def _rows(path: Path, rel: str, data: bytes) -> list[tuple[int, dict[str, Any]]]:
    out: list[tuple[int, dict[str, Any]]] = []
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise PackError(f"not UTF-8 ({exc})", path=rel) from None
    for n, line in enumerate(text.split("\n"), start=1):  # U+2028 may sit inside a row
        if not line.strip():
            continue
        try:
            row = _loads_row(line)
        except json.JSONDecodeError as exc:
            raise PackError(f"invalid JSON: {exc.msg}", path=rel, line=n) from None
        except _DuplicateKey as exc:
            raise PackError(f"duplicate key {exc.args[0]!r} in one row", path=rel, line=n) from None
        except ValueError as exc:
            raise PackError(str(exc), path=rel, line=n) from None
        if not isinstance(row, dict):
            raise PackError("a row must be a JSON object", path=rel, line=n)
        out.append((n, row))
    return out


def _str(row: dict[str, Any], key: str, rel: str, n: int) -> str:
    v = row.get(key)
    if not isinstance(v, str) or not v:
        raise PackError(f"field {key!r} must be a non-empty string", path=rel, line=n)
    return v


def _manifest(root: Path) -> tuple[bytes, dict[str, Any], dict[str, str]]:
    """The manifest's bytes, body and validated file table."""
    manifest_path = root / "manifest.json"
    where = str(manifest_path)
    try:
        raw = manifest_path.read_bytes()
        manifest = _loads(raw.decode("utf-8"))
    except (OSError, ValueError) as exc:
        raise PackError(f"unreadable manifest ({exc})", path=where) from None
    files = manifest.get("files") if isinstance(manifest, dict) else None
    if not isinstance(files, dict):
        raise PackError("manifest has no 'files' table", path=where)
    if manifest.get("version") != 1:
        raise PackError("manifest version must be 1", path=where)
    for rel, expected in files.items():
        m = _REL.match(rel)
        if m is None or m.group("reg") not in REGISTRIES:
            raise PackError(
                f"manifest entry {rel!r} is not <registry>/<name>.jsonl with registry in "
                f"{', '.join(REGISTRIES)}",
                path=where,
            )
        if not isinstance(expected, str) or not _HEX64.match(expected):
            raise PackError(f"manifest entry {rel!r} has no SHA-256", path=where)
    on_disk = {
        p.relative_to(root).as_posix()
        for reg in REGISTRIES
        if (root / reg).is_dir()
        for p in (root / reg).glob("*.jsonl")
    }
    unlisted = sorted(on_disk - set(files))
    if unlisted:
        raise PackError(f"registry file not in manifest: {unlisted[0]}", path=where)
    return raw, manifest, files


def _checked_bytes(root: Path, rel: str, expected: str) -> bytes:
    """The file's bytes, which must hash to the manifest's entry (these exact bytes are parsed)."""
    try:
        data = (root / rel).read_bytes()
    except OSError as exc:
        raise PackError(f"listed file unreadable ({exc.strerror})", path=rel) from None
    if sha256_bytes(data) != expected:
        raise PackError("checksum does not match the manifest", path=rel)
    return data


class _Tables:
    """The registries being built, with one validating method per registry kind."""

    def __init__(self) -> None:
        self.lex: dict[str, list[LexEntry]] = {}
        self.frames: dict[str, list[FrameEntry]] = {}
        self.comps: list[CompositionEntry] = []
        self.seen_lex: dict[tuple[str, str], str] = {}
        self.seen_frame: dict[tuple[str, str], FrameEntry] = {}
        self.seen_comp: dict[str, CompositionEntry] = {}

    def lexicon(self, row: dict[str, Any], rel: str, n: int) -> None:
        form = _str(row, "form", rel, n).lower()
        cat = _str(row, "category", rel, n)
        if cat not in LEXICON_CATEGORIES:
            raise PackError(f"category {cat!r} is not allowlisted", path=rel, line=n)
        val = row.get("value")
        if val is not None and not isinstance(val, str):
            raise PackError("field 'value' must be a string or null", path=rel, line=n)
        key = (form, cat)
        first = self.seen_lex.get(key)
        if first is not None:
            raise PackError(f"duplicate entry {form!r}/{cat} (first at {first})", path=rel, line=n)
        source = f"{rel}:{n}"
        self.seen_lex[key] = source
        entries = self.lex.get(form)
        if entries is None:
            self.lex[form] = entries = []
        entries.append(_lex_entry(form, cat, val, source))

    def frames_row(self, row: dict[str, Any], rel: str, n: int) -> None:
        form = _str(row, "form", rel, n).lower()
        fcls = _str(row, "frame_class", rel, n)
        pol = row.get("polarity", "affirms")
        if fcls not in FRAME_CLASSES:
            raise PackError(f"frame class {fcls!r} is not allowlisted", path=rel, line=n)
        if pol not in POLARITIES:
            raise PackError(f"polarity {pol!r} is invalid", path=rel, line=n)
        prior = self.seen_frame.get((form, fcls))
        if prior is not None:
            what = "conflicting polarity for" if prior.polarity != pol else "duplicate"
            raise PackError(f"{what} {form!r}/{fcls} (first at {prior.source})", path=rel, line=n)
        entry = FrameEntry(form, fcls, pol, f"{rel}:{n}")
        self.seen_frame[(form, fcls)] = entry
        self.frames.setdefault(form, []).append(entry)

    def compositions(self, row: dict[str, Any], rel: str, n: int) -> None:
        pattern = _str(row, "pattern", rel, n)
        cat = _str(row, "category", rel, n)
        pol = _str(row, "polarity", rel, n)
        if cat not in SAFE_COMPOSITION_CATEGORIES:
            raise PackError(f"composition category {cat!r} is not allowlisted", path=rel, line=n)
        if pol not in POLARITIES:
            raise PackError(f"polarity {pol!r} is invalid", path=rel, line=n)
        if pattern in self.seen_comp:
            first = self.seen_comp[pattern].source
            raise PackError(f"pattern {pattern!r} already defined at {first}", path=rel, line=n)
        entry = CompositionEntry(pattern, cat, pol, f"{rel}:{n}")
        self.seen_comp[pattern] = entry
        self.comps.append(entry)

    def adder(self, registry: str, rel: str) -> Callable[[dict[str, Any], str, int], None]:
        """The validating method for rows of ``registry`` (looked up once per file)."""
        if registry == "lexicon":
            return self.lexicon
        if registry == "frames":
            return self.frames_row
        if registry == "compositions":
            return self.compositions
        raise PackError(f"unknown registry {registry!r}", path=rel)


def load_pack(path: str | os.PathLike[str] | None = None) -> Pack:
    """Load and validate the pack at ``path`` (default: the bundled ``en_math``)."""
    root = Path(path) if path is not None else DEFAULT_PACK
    raw, manifest, files = _manifest(root)
    tables = _Tables()
    for rel in sorted(files):
        data = _checked_bytes(root, rel, files[rel])
        rows = _rows(root / rel, rel, data)
        if rows:
            add = tables.adder(rel.split("/", 1)[0], rel)
            for n, row in rows:
                add(row, rel, n)
    return Pack(
        name=str(manifest.get("pack", root.name)),
        path=str(root),
        digest=sha256_bytes(raw),
        lexicon=MappingProxyType({k: tuple(v) for k, v in tables.lex.items()}),
        frames=MappingProxyType({k: tuple(v) for k, v in tables.frames.items()}),
        compositions=tuple(tables.comps),
    )


_lock = threading.Lock()
_cache: dict[str, tuple[tuple[int, int, int], Pack]] = {}


def pack_root(path: str | os.PathLike[str] | None = None) -> Path:
    """``path``, else ``$MATHCORE_PACK``, else the bundled pack."""
    if path is not None:
        return Path(path)
    env = os.environ.get(PACK_ENV)
    return Path(env) if env else DEFAULT_PACK


#: ``PACK_ENV`` as ``os.environ`` keeps it in its own store on POSIX (bytes in the file
#: system encoding), or None where that store is not a dict of such keys.
_ENV_KEY: bytes | None = (
    PACK_ENV.encode()
    if os.name == "posix" and isinstance(getattr(os.environ, "_data", None), dict)
    else None
)


def pack_env() -> str | None:
    """``os.environ.get(PACK_ENV)``. On POSIX the mapping's own store is asked directly: its
    ``get`` raises and catches a ``KeyError`` for an unset name (about 8,000 instructions,
    once per solve); setting or deleting through ``os.environ`` updates that store."""
    env = os.environ
    data = getattr(env, "_data", None) if _ENV_KEY is not None else None
    if type(data) is not dict:
        return env.get(PACK_ENV)
    raw = data.get(_ENV_KEY)
    return None if raw is None else env.decodevalue(raw)


#: ``$MATHCORE_PACK`` (None: unset) -> its root, the root as a string, its manifest's path.
_spots: dict[str | None, tuple[Path, str, str]] = {}


def _spot(root: Path) -> tuple[Path, str, str]:
    key = str(root)
    return root, key, os.path.join(key, "manifest.json")


def current_pack(path: str | os.PathLike[str] | None = None) -> Pack:
    """The pack in use (see ``pack_root``), reloaded when its manifest changes on disk.

    Organs call this with no argument on their reading path, so the pack a process reads is
    chosen by ``$MATHCORE_PACK`` (the teaching corridor's replay gate uses a scratch copy).
    """
    if path is None:
        pinned = _pinned.get()
        if pinned is not None:
            return pinned
        env = pack_env()
        spot = _spots.get(env)
        if spot is None:
            spot = _spots[env] = _spot(pack_root())
        root, key, manifest = spot
    else:
        root, key, manifest = _spot(pack_root(path))
    try:
        st = os.stat(manifest)  # plain strings: once per solve
        stamp = (st.st_ino, st.st_mtime_ns, st.st_size)  # a replaced manifest is a new inode
    except OSError:
        stamp = (-1, -1, -1)
    hit = _cache.get(key)
    if hit is not None and hit[0] == stamp:
        return hit[1]
    with _lock:
        pack = load_pack(root)
        _cache[key] = (stamp, pack)
        return pack


#: The pack pinned for the current pass (``pinned_pack``); None outside one.
_pinned: ContextVar[Pack | None] = ContextVar("mathcore_pinned_pack", default=None)
#: ``pinned()`` as one C call (no Python frame): the story modules' word tables, cached per
#: pack digest, ask ``pinned_now() or current_pack()`` on every call (docs/pack_words8.md).
pinned_now = _pinned.get


_T = TypeVar("_T")


class PerPack(Generic[_T]):
    """A module's tables built from the pack in use, once per pack digest:
    ``PerPack(build)()`` is ``build(pack)`` for the pack pinned for this pass (else the current
    one), built again only when that pack's digest changes (a ratified row, another
    ``MATHCORE_PACK``). The story modules read their word tables through it
    (docs/pack_words8.md)."""

    __slots__ = ("_build", "memo")

    def __init__(self, build: Callable[[Pack], _T]) -> None:
        self._build = build
        #: The tables of the last pack asked for, by its digest (one entry).
        self.memo: dict[str, _T] = {}

    def __call__(self) -> _T:
        pack = _pinned.get() or current_pack()
        hit = self.memo.get(pack.digest)
        if hit is None:
            hit = self._build(pack)
            self.memo.clear()
            self.memo[pack.digest] = hit
        return hit


def pinned() -> Pack | None:
    """The pack pinned by an enclosing ``pinned_pack`` block, if any."""
    return _pinned.get()


class _Pin:
    """The ``with`` block of ``pinned_pack`` (a plain class: no generator per solve)."""

    __slots__ = ("_token",)

    def __enter__(self) -> Pack:
        pack = current_pack()
        self._token = _pinned.set(pack)
        return pack

    def __exit__(self, *exc: object) -> None:
        _pinned.reset(self._token)


def pinned_pack() -> _Pin:
    """Check the pack on disk once, then serve it to every ``current_pack()`` in the block.

    One solve asks for the pack many times (each organ, each lexicon); pinning it makes
    that one ``stat`` per solve and guarantees every organ of a pass reads the same pack.
    A context variable, so concurrent threads or tasks each keep their own pin.
    """
    return _Pin()
