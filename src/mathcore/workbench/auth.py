"""Operator tokens: who may write, and the name every decision records.

Tokens come from the environment, never from the repository:

- ``MATHCORE_WORKBENCH_TOKEN``: one ``name:token`` pair;
- ``MATHCORE_WORKBENCH_TOKEN_FILE``: a file of ``name:token`` lines (``#`` comments and blank
  lines ignored), kept outside the source tree.

The reviewer name is bound to the token: a client cannot claim a name, it presents a token and
the workbench looks the name up. Tokens are compared with ``hmac.compare_digest`` against every
configured entry (no early exit that would leak which prefix matched).
"""

from __future__ import annotations

import hmac
import os
import re
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

TOKEN_ENV = "MATHCORE_WORKBENCH_TOKEN"
TOKEN_FILE_ENV = "MATHCORE_WORKBENCH_TOKEN_FILE"
MIN_TOKEN_LENGTH = 16

_NAME = re.compile(r"[A-Za-z0-9][A-Za-z0-9_.@-]{0,63}")
_TOKEN = re.compile(r"[\x21-\x7e]+")  # printable ASCII, no spaces
_REPO_ROOT = Path(__file__).resolve().parents[3]


class OperatorConfigError(ValueError):
    """The operator token configuration is malformed (names the source and line)."""


@dataclass(frozen=True, slots=True)
class Operators:
    """The configured operators: ``(name, token)`` pairs, names and tokens unique."""

    entries: tuple[tuple[str, str], ...] = ()

    @property
    def configured(self) -> bool:
        return bool(self.entries)

    def names(self) -> tuple[str, ...]:
        return tuple(name for name, _ in self.entries)

    def identify(self, presented: str) -> str | None:
        """The operator whose token equals ``presented``, else ``None``."""
        given = presented.encode("utf-8")
        found: str | None = None
        for name, token in self.entries:
            if hmac.compare_digest(given, token.encode("utf-8")):
                found = name
        return found


def parse_entry(line: str, where: str) -> tuple[str, str]:
    """One ``name:token`` pair, validated."""
    name, sep, token = line.strip().partition(":")
    if not sep:
        raise OperatorConfigError(f"{where}: expected 'name:token'")
    if not _NAME.fullmatch(name):
        raise OperatorConfigError(f"{where}: invalid operator name {name!r}")
    if not _TOKEN.fullmatch(token) or len(token) < MIN_TOKEN_LENGTH:
        raise OperatorConfigError(
            f"{where}: token for {name!r} must be at least {MIN_TOKEN_LENGTH} printable "
            "characters without spaces"
        )
    return name, token


def _inside_repo(path: Path) -> bool:
    if not (_REPO_ROOT / "pyproject.toml").is_file():
        return False
    return path.resolve().is_relative_to(_REPO_ROOT)


def read_token_file(path: Path) -> list[tuple[str, str]]:
    """The ``name:token`` lines of ``path`` (refused when it lies inside the repository)."""
    if _inside_repo(path):
        raise OperatorConfigError(f"{path}: token files must live outside the repository")
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise OperatorConfigError(f"{path}: unreadable token file ({exc})") from None
    out: list[tuple[str, str]] = []
    for n, line in enumerate(text.splitlines(), start=1):
        if line.strip() and not line.lstrip().startswith("#"):
            out.append(parse_entry(line, f"{path}:{n}"))
    return out


def build_operators(entries: list[tuple[str, str]]) -> Operators:
    """Reject duplicate names or tokens; keep the order given."""
    names: set[str] = set()
    tokens: set[str] = set()
    for name, token in entries:
        if name in names:
            raise OperatorConfigError(f"operator {name!r} configured twice")
        if token in tokens:
            raise OperatorConfigError("two operators share one token")
        names.add(name)
        tokens.add(token)
    return Operators(tuple(entries))


def load_operators(environ: Mapping[str, str] | None = None) -> Operators:
    """Operators from ``MATHCORE_WORKBENCH_TOKEN`` and ``MATHCORE_WORKBENCH_TOKEN_FILE``."""
    env = os.environ if environ is None else environ
    entries: list[tuple[str, str]] = []
    single = env.get(TOKEN_ENV, "")
    if single.strip():
        entries.append(parse_entry(single, TOKEN_ENV))
    file_name = env.get(TOKEN_FILE_ENV, "")
    if file_name.strip():
        entries.extend(read_token_file(Path(file_name)))
    return build_operators(entries)


def bearer(header: str | None) -> str | None:
    """The token of an ``Authorization: Bearer <token>`` header, else ``None``."""
    if not header:
        return None
    scheme, _, value = header.partition(" ")
    if scheme.lower() != "bearer" or not value.strip():
        return None
    return value.strip()
