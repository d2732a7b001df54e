"""One exception tree for bugs and misuse. Refusals are values, never exceptions.

MathcoreError
 +-- PackError (ValueError)        a language pack failed validation (file, line)
 +-- SetupError (ValueError)       an organ model was constructed with invalid slots
 +-- TeachingError                 the teaching corridor refused an operation
"""

from __future__ import annotations


class MathcoreError(Exception):
    """Root of every exception mathcore raises on purpose."""


class PackError(MathcoreError, ValueError):
    """A language pack file is invalid; names the file and (when known) the line."""

    def __init__(self, message: str, *, path: str = "", line: int | None = None) -> None:
        where = path if line is None else f"{path}:{line}"
        super().__init__(f"{where}: {message}" if where else message)
        self.path = path
        self.line = line


class SetupError(MathcoreError, ValueError):
    """An organ setup would hold an invalid state; setups refuse to be built."""


class TeachingError(MathcoreError):
    """Base for teaching-corridor rejections (laundering, tampering, ...)."""
