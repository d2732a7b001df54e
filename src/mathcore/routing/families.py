"""Failure families: a partition of every namespaced reason of every organ.

Each organ declares its reasons in a closed ``Taxonomy``. The registry namespaces every
substantive reason with the organ's prefix (``cmb_missing_second_rate``) so that one bare
string (``non_integer_solution``) never lands in another organ's family; step-aside reasons
stay bare in ``input_shape``, beside the input guard's reasons. The router's own reasons
(``no_organ``, ``ambiguous_organ``, contradictions, verification and internal errors) are
declared here in the same form. Building the registry checks that it is a partition: every
reason in exactly one family, every family owned by one organ and coherent in kind.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from types import MappingProxyType

from mathcore.errors import MathcoreError
from mathcore.organs.base import ReasonKind, ReasonSpec, Taxonomy
from mathcore.text.guard import GUARD_REASONS

INPUT_SHAPE = "input_shape"
INTERNAL = "internal"
ROUTER = "router"

#: The router's own closed taxonomy (bare reasons: the router is the namespace).
ROUTER_TAXONOMY = Taxonomy(
    organ=ROUTER,
    prefix="",
    reasons=(
        ReasonSpec("no_organ", "router", ReasonKind.STEP_ASIDE, INPUT_SHAPE),
        ReasonSpec(
            "ambiguous_organ",
            "router",
            ReasonKind.BOUNDARY,
            "ambiguous_organ",
            "add a precedence rule or tighten a reader so one organ owns the text",
        ),
        ReasonSpec(
            "answer_key_disagrees",
            "router",
            ReasonKind.BOUNDARY,
            "contradiction",
            "check the answer key against the derivation by hand",
        ),
        ReasonSpec(
            "answer_not_in_options",
            "router",
            ReasonKind.BOUNDARY,
            "contradiction",
            "check the options against the derivation by hand",
        ),
        ReasonSpec(
            "verification_failed",
            "router",
            ReasonKind.BOUNDARY,
            INTERNAL,
            "file a bug against the organ: its derivation does not replay",
        ),
        ReasonSpec(
            "internal_error", "router", ReasonKind.BOUNDARY, INTERNAL, "file a bug with the text"
        ),
    ),
)

_DEFAULT_ACTION = {
    ReasonKind.STEP_ASIDE: "none: not this organ's domain",
    ReasonKind.BOUNDARY: "keep refusing: the text is understood and outside what may be answered",
    ReasonKind.UNDERDETERMINED: "ask for the missing fact (mathcore solve --ask)",
    ReasonKind.GROWTH: "review the proposal; add gold fixtures and the capability",
}


class TaxonomyError(MathcoreError):
    """The organs' declared taxonomies do not form a partition (a bug, never a refusal)."""


@dataclass(frozen=True, slots=True)
class Family:
    """One failure family: who owns it and what may happen next."""

    name: str
    owner: str
    kind: ReasonKind  # the family's kind (UNDERDETERMINED only when every reason is)
    must_remain_refused: bool
    proposal_allowed: bool
    next_action: str
    reasons: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Classified:
    """One organ reason after namespacing: the string the registry and results carry."""

    organ: str
    bare: str
    stage: str
    reason: str  # namespaced (or bare for step-asides)
    family: str
    kind: ReasonKind


def namespaced(taxonomy: Taxonomy, spec: ReasonSpec) -> str:
    """``prefix_reason`` for substantive reasons; step-asides (and the router's) stay bare."""
    if spec.kind is ReasonKind.STEP_ASIDE or not taxonomy.prefix:
        return spec.name
    return f"{taxonomy.prefix.rstrip('_.:')}_{spec.name}"


def _family_of(spec: ReasonSpec) -> str:
    return INPUT_SHAPE if spec.kind is ReasonKind.STEP_ASIDE else spec.family


@dataclass(frozen=True, slots=True)
class _Acc:
    owner: str
    kinds: list[ReasonKind]
    actions: list[str]
    reasons: list[str]


class FamilyRegistry:
    """The partition, with an O(1) lookup from (organ, stage, bare reason) to its family."""

    __slots__ = ("_by_reason", "_lookup", "families")

    def __init__(self, taxonomies: Iterable[Taxonomy]) -> None:
        acc: dict[str, _Acc] = {
            INPUT_SHAPE: _Acc(ROUTER, [ReasonKind.STEP_ASIDE], [], list(GUARD_REASONS))
        }
        by_reason: dict[str, str] = dict.fromkeys(GUARD_REASONS, INPUT_SHAPE)
        lookup: dict[tuple[str, str, str], Classified] = {}
        seen_prefix: dict[str, str] = {}
        for tax in (ROUTER_TAXONOMY, *taxonomies):
            if tax.prefix and seen_prefix.setdefault(tax.prefix, tax.organ) != tax.organ:
                raise TaxonomyError(f"prefix {tax.prefix!r} used by {seen_prefix[tax.prefix]} too")
            for spec in tax.reasons:
                self._add(tax, spec, acc, by_reason, lookup)
        self.families: Mapping[str, Family] = MappingProxyType(
            {name: _freeze(name, a) for name, a in sorted(acc.items())}
        )
        self._by_reason: Mapping[str, str] = MappingProxyType(by_reason)
        self._lookup = lookup

    @staticmethod
    def _add(
        tax: Taxonomy,
        spec: ReasonSpec,
        acc: dict[str, _Acc],
        by_reason: dict[str, str],
        lookup: dict[tuple[str, str, str], Classified],
    ) -> None:
        if spec.kind is not ReasonKind.STEP_ASIDE and spec.family == INPUT_SHAPE:
            raise TaxonomyError(f"{tax.organ}: substantive reason {spec.name!r} in {INPUT_SHAPE}")
        if spec.stage == "solver" and spec.kind is ReasonKind.STEP_ASIDE:
            raise TaxonomyError(f"{tax.organ}: solver reason {spec.name!r} cannot step aside")
        reason, family = namespaced(tax, spec), _family_of(spec)
        if by_reason.setdefault(reason, family) != family:
            raise TaxonomyError(f"reason {reason!r} in two families: {by_reason[reason]}, {family}")
        owner = ROUTER if family == INPUT_SHAPE else tax.organ
        a = acc.setdefault(family, _Acc(owner, [], [], []))
        if a.owner != owner:
            raise TaxonomyError(f"family {family!r} declared by {a.owner} and {owner}")
        a.kinds.append(spec.kind)
        if spec.next_action:
            a.actions.append(spec.next_action)
        if reason not in a.reasons:
            a.reasons.append(reason)
        lookup[(tax.organ, spec.stage, spec.name)] = Classified(
            tax.organ, spec.name, spec.stage, reason, family, spec.kind
        )

    def family(self, reason: str) -> Family:
        """The family of a namespaced reason (``KeyError`` when undeclared)."""
        return self.families[self._by_reason[reason]]

    def classify(self, organ: str, stage: str, bare: str) -> Classified:
        """Namespace and classify one organ's bare reason; undeclared is a ``TaxonomyError``."""
        found = self._lookup.get((organ, stage, bare))
        if found is None:
            raise TaxonomyError(f"{organ}: undeclared {stage} reason {bare!r}")
        return found

    def router_reason(self, bare: str) -> Classified:
        return self.classify(ROUTER, "router", bare)

    def reasons(self) -> tuple[str, ...]:
        """Every namespaced reason the registry knows, sorted."""
        return tuple(sorted(self._by_reason))


def _freeze(name: str, a: _Acc) -> Family:
    kinds = set(a.kinds)
    growth = ReasonKind.GROWTH in kinds
    if growth and len(kinds) > 1:
        raise TaxonomyError(f"family {name!r} mixes growth with other kinds")
    if kinds == {ReasonKind.STEP_ASIDE}:
        kind = ReasonKind.STEP_ASIDE
    elif ReasonKind.STEP_ASIDE in kinds:
        raise TaxonomyError(f"family {name!r} mixes step-asides with substantive reasons")
    elif len(kinds) == 1:
        kind = next(iter(kinds))
    else:
        kind = ReasonKind.BOUNDARY
    action = a.actions[0] if a.actions else _DEFAULT_ACTION[kind]
    return Family(
        name=name,
        owner=a.owner,
        kind=kind,
        must_remain_refused=kind in (ReasonKind.BOUNDARY, ReasonKind.UNDERDETERMINED),
        proposal_allowed=kind is ReasonKind.GROWTH,
        next_action=action,
        reasons=tuple(sorted(a.reasons)),
    )
