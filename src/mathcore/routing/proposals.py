"""Growth proposals: content-addressed records of a structural gap, for a person to review.

A ``Proposal`` names the growth family, the organ and reason that own it, the SHA-256 of the
problem text (and the text), and the attempts the router saw. Its flags are fixed at
construction: ``proposal_only``, ``requires_review=True``, ``mounted=False``; any other value
raises ``SetupError``. Its bytes are canonical JSON with no clock time, and its id is the
SHA-256 of those bytes, so identical inputs give identical ids and bytes. It is written only
to a directory the caller names, and writing it never changes an answer.
"""

from __future__ import annotations

import hashlib
import os
import re
from dataclasses import dataclass
from functools import lru_cache
from json.encoder import encode_basestring_ascii
from operator import is_
from pathlib import Path
from typing import Any

from mathcore.errors import SetupError
from mathcore.results import Attempt

_HEX64 = re.compile(r"^[0-9a-f]{64}$")


_str = encode_basestring_ascii  # exactly how ``json.dumps`` writes a str (ensure_ascii)
_JSON_BOOL = {True: "true", False: "false"}


def _text_json(text: str) -> str:
    """``_str(text)``: a text of printable ASCII without ``"`` or ``\\`` is written as it is
    between quotes (``json`` escapes exactly the other characters), without the encoder's
    regex pass; any other text goes through the encoder."""
    if text.isascii() and text.isprintable() and '"' not in text and "\\" not in text:
        return f'"{text}"'
    return _str(text)


def _opt(value: str | None) -> str:
    return "null" if value is None else _str(value)


@lru_cache(maxsize=4096)
def _attempt_json(a: Attempt) -> str:
    """One attempt as canonical JSON (sorted keys, no spaces); attempts repeat across texts."""
    return (
        f'{{"family":{_opt(a.family)},"organ":{_str(a.organ)},"outcome":{_str(a.outcome)},'
        f'"reason":{_opt(a.reason)},"signature":{_opt(a.signature)}}}'
    )


#: id -> (the attempt, its JSON) for attempts without a signature: the router shares one
#: object per organ and reason, so an identity lookup (no dataclass ``__hash__`` call) finds
#: them; the entry holds the attempt, so its id is never reused while it is here.
_BY_ID: dict[int, tuple[Attempt, str]] = {}
_BY_ID_MAX = 1024


def _attempt_text(a: Attempt) -> str:
    """``_attempt_json(a)``, found by identity first."""
    hit = _BY_ID.get(id(a))
    if hit is not None and hit[0] is a:
        return hit[1]
    out = _attempt_json(a)
    if a.signature is None and len(_BY_ID) < _BY_ID_MAX:
        _BY_ID[id(a)] = (a, out)
    return out


def text_sha256(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8", "surrogatepass")).hexdigest()


@dataclass(frozen=True, slots=True)
class Proposal:
    """One growth surface; invalid flags or hashes cannot be constructed."""

    family: str
    organ: str
    reason: str
    text: str
    text_sha256: str
    attempts: tuple[Attempt, ...]
    proposal_only: bool = True
    requires_review: bool = True
    mounted: bool = False

    def __post_init__(self) -> None:
        if self.proposal_only is not True:
            raise SetupError("a proposal is proposal_only")
        if self.requires_review is not True:
            raise SetupError("a proposal requires review")
        if self.mounted is not False:
            raise SetupError("a proposal is never mounted")
        if not self.family or not self.organ or not self.reason:
            raise SetupError("a proposal names its family, organ and reason")
        if not _HEX64.match(self.text_sha256) or self.text_sha256 != text_sha256(self.text):
            raise SetupError("text_sha256 is not the SHA-256 of the text")

    @classmethod
    def of(
        cls, family: str, organ: str, reason: str, text: str, attempts: tuple[Attempt, ...]
    ) -> Proposal:
        return cls(family, organ, reason, text, text_sha256(text), attempts)

    def to_json(self) -> dict[str, Any]:
        return {
            "kind": "growth_proposal",
            "family": self.family,
            "organ": self.organ,
            "reason": self.reason,
            "text": self.text,
            "text_sha256": self.text_sha256,
            "attempts": [a.to_json() for a in self.attempts],
            "proposal_only": self.proposal_only,
            "requires_review": self.requires_review,
            "mounted": self.mounted,
        }

    def to_bytes(self) -> bytes:
        """Canonical JSON: sorted keys, no spaces, ASCII, one trailing newline.

        Assembled directly (keys in sorted order, strings through ``json``'s own ASCII
        encoder, each attempt encoded once per process): byte for byte what
        ``json.dumps(self.to_json(), sort_keys=True, separators=(",", ":"))`` gives, which
        a property test checks, at a fraction of the cost; every growth refusal needs it.
        """
        return _canonical(
            self.family,
            self.organ,
            self.reason,
            self.text,
            self.text_sha256,
            self.attempts,
            (self.proposal_only, self.requires_review, self.mounted),
        )

    @property
    def id(self) -> str:
        return hashlib.sha256(self.to_bytes()).hexdigest()


def proposal_id(
    family: str, organ: str, reason: str, text: str, attempts: tuple[Attempt, ...]
) -> str:
    """``Proposal.of(family, organ, reason, text, attempts).id``, without building the
    proposal: a refusal needs only its id unless the proposal is written. The same checks
    (a named family, organ and reason) and the same bytes, which a property test compares."""
    if not family or not organ or not reason:
        raise SetupError("a proposal names its family, organ and reason")
    key = (family, organ, reason, *map(id, attempts))
    hit = _HEADS.get(key)
    if hit is not None and len(hit[0]) == len(attempts) and all(map(is_, hit[0], attempts)):
        hasher = hit[1]
    else:
        head = _head(family, organ, reason, attempts, _FLAGS)
        if len(_HEADS) >= _HEADS_MAX:
            _HEADS.clear()
        hasher = hashlib.sha256(head.encode("ascii"))  # the head's bytes, hashed once
        _HEADS[key] = (attempts, hasher)
    sha = text_sha256(text)  # hex digits: written as they are, as ``json`` writes them
    h: hashlib._Hash = hasher.copy()  # the SHA-256 of the head's bytes, then the rest
    h.update("".join((_text_json(text), ',"text_sha256":"', sha, '"}\n')).encode("ascii"))
    return h.hexdigest()


_FLAGS = (True, True, False)  # a proposal's proposal_only, requires_review, mounted: fixed
#: (family, organ, reason, id of each attempt) -> (those attempts, a SHA-256 fed with the
#: bytes of ``_head`` of them): most growth refusals share their owner and the router's
#: shared refusal attempts, so the canonical bytes before the text are assembled and hashed
#: once per such combination, and each id continues a copy of that hash with the text's
#: bytes (the same digest as hashing all the bytes at once). The entry holds the attempts,
#: so an id in its key is never reused while it is here; identity is checked.
_HEADS: dict[tuple[object, ...], tuple[tuple[Attempt, ...], Any]] = {}
_HEADS_MAX = 4096


def _canonical(
    family: str,
    organ: str,
    reason: str,
    text: str,
    sha: str,
    attempts: tuple[Attempt, ...],
    flags: tuple[bool, bool, bool],
) -> bytes:
    """A proposal's canonical JSON bytes (see ``Proposal.to_bytes``)."""
    body = "".join(
        (_head(family, organ, reason, attempts, flags), _str(text), ',"text_sha256":', _str(sha))
    )
    return (body + "}\n").encode("ascii")


def _head(
    family: str,
    organ: str,
    reason: str,
    attempts: tuple[Attempt, ...],
    flags: tuple[bool, bool, bool],
) -> str:
    """The canonical JSON of a proposal up to its text (keys in sorted order: the text and
    its hash are the last two values)."""
    proposal_only, requires_review, mounted = flags
    return "".join(
        (
            '{"attempts":[',
            ",".join([_attempt_text(a) for a in attempts]),
            '],"family":',
            _str(family),
            ',"kind":"growth_proposal","mounted":',
            _JSON_BOOL[mounted],
            ',"organ":',
            _str(organ),
            ',"proposal_only":',
            _JSON_BOOL[proposal_only],
            ',"reason":',
            _str(reason),
            ',"requires_review":',
            _JSON_BOOL[requires_review],
            ',"text":',
        )
    )


def write_proposal(proposal: Proposal, directory: str | os.PathLike[str]) -> Path:
    """Write ``<id>.json`` into ``directory`` (created if missing); atomic and idempotent."""
    folder = Path(directory)
    folder.mkdir(parents=True, exist_ok=True)
    target = folder / f"{proposal.id}.json"
    data = proposal.to_bytes()
    import tempfile  # here, not at import: a solve that writes no proposal never needs it

    fd, tmp = tempfile.mkstemp(prefix=".proposal-", dir=folder)
    try:
        with os.fdopen(fd, "wb") as fh:
            fh.write(data)
        os.replace(tmp, target)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
    return target
