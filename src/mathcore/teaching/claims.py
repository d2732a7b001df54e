"""The three claim sub-types a ratification may write, with their allowlists and signatures.

- ``LexicalClaim``: a surface word belongs to a lexicon category (affirms only).
- ``FrameClaim``: a surface form opens (affirms) or does not open (falsifies) a frame class.
- ``CompositionClaim`` (ADR-0169): a pattern over already-bound slots composes its quantities
  under one of ``SAFE_COMPOSITION_CATEGORIES`` (affirms) or must not (falsifies).

A claim's signature is the SHA-256 of its canonical identity: sub-type, normalized key,
category, polarity, refusal reason, missing operator and the sorted set of evidence digests,
so equivalent evidence (the same audit row twice, in any order) gives the same signature.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from mathcore.packs.schema import (
    FRAME_CLASSES,
    LEXICON_CATEGORIES,
    POLARITIES,
    SAFE_COMPOSITION_CATEGORIES,
)
from mathcore.teaching.canonical import digest
from mathcore.teaching.errors import (
    InvalidPolarity,
    WrongCategory,
    WrongCompositionCategory,
    WrongFrameClass,
    WrongLexicalCategory,
)
from mathcore.teaching.evidence import is_pattern

#: Lexicon categories that carry exact number semantics: never taught through the corridor.
NUMERIC_CATEGORIES = frozenset({"number_word", "number_scale", "multiplier", "fraction_word"})

CLAIM_TYPES = ("lexical", "frame", "composition")

#: claim type -> the registry its rows go to.
REGISTRY_OF = {"lexical": "lexicon", "frame": "frames", "composition": "compositions"}

_WORD = re.compile(r"^[a-z][a-z'\-]*$")


def teachable_lexicon_categories() -> frozenset[str]:
    """The lexicon categories a LexicalClaim may name (read at call time from the schema)."""
    return frozenset(LEXICON_CATEGORIES) - NUMERIC_CATEGORIES


def normalize_pattern(pattern: str) -> str:
    """Whitespace-normalized bound-slot pattern (the identity used for signatures)."""
    return " ".join(pattern.split())


def allowed_categories(claim_type: str) -> frozenset[str]:
    if claim_type == "lexical":
        return teachable_lexicon_categories()
    if claim_type == "frame":
        return frozenset(FRAME_CLASSES)
    if claim_type == "composition":
        return frozenset(SAFE_COMPOSITION_CATEGORIES)
    raise WrongCategory(f"no claim type {claim_type!r}")


def check_polarity(claim_type: str, polarity: str) -> None:
    if polarity not in POLARITIES:
        raise InvalidPolarity(f"polarity {polarity!r} is not one of {sorted(POLARITIES)}")
    if claim_type == "lexical" and polarity != "affirms":
        raise InvalidPolarity("a lexical claim can only affirm (the lexicon has no negative rows)")


def check_category(claim_type: str, category: str) -> None:
    allowed = allowed_categories(claim_type)
    if category in allowed:
        return
    listing = ", ".join(sorted(allowed))
    if claim_type == "composition":
        raise WrongCompositionCategory(
            f"{category!r} is not in SAFE_COMPOSITION_CATEGORIES ({listing})"
        )
    if claim_type == "frame":
        raise WrongFrameClass(f"{category!r} is not an allowed frame class ({listing})")
    raise WrongLexicalCategory(f"{category!r} is not a teachable lexicon category ({listing})")


def check_key(claim_type: str, key: str) -> None:
    if claim_type == "composition":
        if not is_pattern(key):
            raise WrongCategory(f"{key!r} is not a pattern over bound slots")
    elif not _WORD.match(key):
        raise WrongCategory(f"{key!r} is not a single lower-case word")


@dataclass(frozen=True, slots=True)
class Claim:
    """One claim: (key, category, polarity) with the evidence and refusal it answers."""

    claim_type: str  # lexical | frame | composition
    key: str  # the word (lower case) or the normalized bound-slot pattern
    category: str  # lexicon category | frame class | composition category
    polarity: str
    reason: str
    missing_operator: str
    evidence: tuple[str, ...]  # evidence digests
    value: str | None = None  # lexical only: the row's value (e.g. a noun's singular)

    def __post_init__(self) -> None:
        check_polarity(self.claim_type, self.polarity)
        check_category(self.claim_type, self.category)
        check_key(self.claim_type, self.key)
        if self.value is not None and self.claim_type != "lexical":
            raise WrongCategory("only a lexical claim carries a value")

    def identity(self) -> dict[str, Any]:
        key = normalize_pattern(self.key) if self.claim_type == "composition" else self.key
        return {
            "category": self.category,
            "claim_type": self.claim_type,
            "evidence": sorted(set(self.evidence)),
            "key": key,
            "missing_operator": self.missing_operator,
            "polarity": self.polarity,
            "reason": self.reason,
            "value": self.value,
        }

    def signature(self) -> str:
        return digest(self.identity())

    def to_json(self) -> dict[str, Any]:
        return {**self.identity(), "signature": self.signature()}


def LexicalClaim(
    key: str,
    category: str,
    *,
    reason: str,
    missing_operator: str,
    evidence: tuple[str, ...],
    value: str | None = None,
) -> Claim:
    return Claim(
        "lexical", key.lower(), category, "affirms", reason, missing_operator, evidence, value
    )


def FrameClaim(
    key: str,
    frame_class: str,
    polarity: str,
    *,
    reason: str,
    missing_operator: str,
    evidence: tuple[str, ...],
) -> Claim:
    return Claim("frame", key.lower(), frame_class, polarity, reason, missing_operator, evidence)


def CompositionClaim(
    pattern: str,
    category: str,
    polarity: str,
    *,
    reason: str,
    missing_operator: str,
    evidence: tuple[str, ...],
) -> Claim:
    return Claim(
        "composition",
        normalize_pattern(pattern),
        category,
        polarity,
        reason,
        missing_operator,
        evidence,
    )
