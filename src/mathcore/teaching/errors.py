"""The corridor's typed rejections: every one a subclass of ``mathcore.errors.TeachingError``.

The workbench maps them to HTTP statuses (``http_status``): unknown 404, duplicates and
decided proposals 409, unsupported kinds 501, everything the reviewer can correct 422.
"""

from __future__ import annotations

from typing import Any

from mathcore.errors import TeachingError


class CorridorError(TeachingError):
    """A corridor rejection with the HTTP status the workbench answers with."""

    http_status = 422

    def to_json(self) -> dict[str, Any]:
        return {"error": type(self).__name__, "message": str(self)}


class UnknownProposal(CorridorError):
    http_status = 404


class AlreadyRatified(CorridorError):
    http_status = 409


class AlreadyDecided(CorridorError):
    http_status = 409


class UnsupportedChangeKind(CorridorError):
    http_status = 501


class EvidenceLaundering(CorridorError):
    """Evidence whose pointer is not ``source="math_audit"``."""


class InvalidPolarity(CorridorError):
    """A polarity outside ``affirms|falsifies`` (or one the claim type cannot take)."""


class WrongClaimSubType(CorridorError):
    """Evidence of one claim sub-type offered to another sub-type's handler."""


class EvidenceTampering(CorridorError):
    """An evidence record whose SHA-256 does not recompute."""


class WrongCategory(CorridorError):
    """A category outside the claim type's allowlist."""


class WrongCompositionCategory(WrongCategory):
    """A composition category outside ``SAFE_COMPOSITION_CATEGORIES``."""


class WrongLexicalCategory(WrongCategory):
    """A lexicon category outside the teachable lexicon categories."""


class WrongFrameClass(WrongCategory):
    """A frame class outside ``FRAME_CLASSES``."""


class PolarityConflict(CorridorError):
    """The pack already holds the opposite polarity (or another category) for this key."""

    http_status = 409


class InvalidDecision(CorridorError):
    """A decision without a reviewer or without a reason."""


class LogIntegrityError(CorridorError):
    """The review log does not verify (edited, reordered or truncated): no write is allowed."""

    http_status = 409


class PackStateError(CorridorError):
    """The pack on disk is not the state the review log says it is (or does not load)."""

    http_status = 409


class ReplayFailed(CorridorError):
    """The replay gate found an answer that became wrong or a correct answer that changed."""

    http_status = 409

    def __init__(self, message: str, result: Any = None) -> None:
        super().__init__(message)
        self.result = result

    def to_json(self) -> dict[str, Any]:
        out = super().to_json()
        if self.result is not None and hasattr(self.result, "to_json"):
            out["replay"] = self.result.to_json()
        return out


__all__ = [
    "AlreadyDecided",
    "AlreadyRatified",
    "CorridorError",
    "EvidenceLaundering",
    "EvidenceTampering",
    "InvalidDecision",
    "InvalidPolarity",
    "LogIntegrityError",
    "PackStateError",
    "PolarityConflict",
    "ReplayFailed",
    "UnknownProposal",
    "UnsupportedChangeKind",
    "WrongCategory",
    "WrongClaimSubType",
    "WrongCompositionCategory",
    "WrongFrameClass",
    "WrongLexicalCategory",
]
