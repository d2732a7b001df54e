"""Contemplation: one bounded pass per problem, landing on exactly one terminal.

guard -> route -> classify -> solve -> verify -> terminal. No loop, no retry, no fallback.
All-refused problems are classified boundary-first: a substantive boundary decides before an
under-determined reading (``QUESTION_NEEDED`` only when the caller asks and the organ says
what to ask), and both before a growth surface (``PROPOSAL_EMITTED``). An answer is given only
after ``routing.verify`` replays it; an answer key or option list that disagrees with the proof
gives ``CONTRADICTION_DETECTED``. Every stage leaves a ``Finding`` in the result.
"""

from __future__ import annotations

import os
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction
from operator import is_

from mathcore.exact import Number, canonical, normalize, parse_exact
from mathcore.fastinit import fast_new
from mathcore.organs.base import OrganAnswer, ReasonKind
from mathcore.packs.loader import pinned_pack
from mathcore.results import Attempt, Finding, Refused, Result, Solved
from mathcore.routing.families import INPUT_SHAPE, ROUTER, Classified
from mathcore.routing.proposals import Proposal, proposal_id, write_proposal
from mathcore.routing.router import ALL_REFUSED, AMBIGUOUS, Reading, Route, Router, default_router
from mathcore.routing.verify import verify
from mathcore.text.guard import check_input

SOLVED_VERIFIED = "SOLVED_VERIFIED"
REFUSED_KNOWN_BOUNDARY = "REFUSED_KNOWN_BOUNDARY"
REFUSED_UNSUPPORTED_FAMILY = "REFUSED_UNSUPPORTED_FAMILY"
CONTRADICTION_DETECTED = "CONTRADICTION_DETECTED"
PROPOSAL_EMITTED = "PROPOSAL_EMITTED"
QUESTION_NEEDED = "QUESTION_NEEDED"
AMBIGUOUS_ORGAN = "AMBIGUOUS_ORGAN"
NO_PROGRESS = "NO_PROGRESS"

TERMINALS = (
    SOLVED_VERIFIED,
    REFUSED_KNOWN_BOUNDARY,
    REFUSED_UNSUPPORTED_FAMILY,
    CONTRADICTION_DETECTED,
    PROPOSAL_EMITTED,
    QUESTION_NEEDED,
    AMBIGUOUS_ORGAN,
    NO_PROGRESS,
)

AnswerKey = Number | str
Options = Mapping[str, AnswerKey] | Sequence[AnswerKey]


@dataclass(frozen=True, slots=True)
class Expectation:
    """What the caller expects: an exact key and/or the allowed option values."""

    key: Number | None = None
    options: tuple[Number, ...] | None = None


_NOTHING_EXPECTED = Expectation()  # frozen: one instance serves every call without a key


def _exact_value(value: object, what: str) -> Number:
    if isinstance(value, bool) or not isinstance(value, int | Fraction | str):
        raise TypeError(f"{what} must be an int, a Fraction or an exact number string")
    parsed = parse_exact(value) if isinstance(value, str) else normalize(value)
    if parsed is None:
        raise ValueError(f"{what} {value!r} is not an exact number")
    return parsed


def expectation(answer_key: AnswerKey | None, options: Options | None) -> Expectation:
    """Validate an answer key / option list (misuse raises ``TypeError``/``ValueError``)."""
    if answer_key is None and options is None:  # the common call: nothing expected
        return _NOTHING_EXPECTED
    opts: tuple[Number, ...] | None = None
    if isinstance(options, Mapping):
        opts = tuple(_exact_value(v, "option") for v in options.values())
        if isinstance(answer_key, str) and answer_key in options:
            answer_key = options[answer_key]
    elif options is not None:
        if isinstance(options, str):
            raise TypeError("options must be a sequence or a mapping of exact numbers")
        opts = tuple(_exact_value(v, "option") for v in options)
    key = None if answer_key is None else _exact_value(answer_key, "answer key")
    return Expectation(key, opts)


#: Findings and refusals built through a twin (``fastinit.fast_new``): the same instances,
#: several per solve.
_new_finding = fast_new(Finding)
_new_refused = fast_new(Refused)

#: Findings whose detail is a function of a few short strings (the route's description, a
#: classification and its owner, a terminal): built once per key and shared (a finding is
#: frozen: one instance serves every result that records it). Bounded like the other kept
#: tables; no text is part of a key.
_KEPT: dict[tuple[str, ...], Finding] = {}
_KEPT_MAX = 4096


def _keep(key: tuple[str, ...], stage: str, detail: str) -> Finding:
    """The finding ``(stage, detail)``, kept under ``key`` (which determines the detail)."""
    if len(_KEPT) >= _KEPT_MAX:
        _KEPT.clear()
    found = _KEPT[key] = _new_finding(stage, detail)
    return found


class _Pass:
    """The state of one contemplation pass (findings accumulate; one terminal ends it)."""

    __slots__ = ("findings", "route", "router", "text")

    def __init__(self, router: Router, text: str) -> None:
        self.router, self.text = router, text
        self.findings: list[Finding] = []
        self.route: Route | None = None

    def note(self, stage: str, detail: str) -> None:
        self.findings.append(_new_finding(stage, detail))

    def note_kept(self, stage: str, detail: str) -> None:
        """``note`` of a detail that repeats across texts (the same finding, shared)."""
        key = (stage, detail)
        found = _KEPT.get(key)
        self.findings.append(found if found is not None else _keep(key, stage, detail))

    def refuse(
        self,
        c: Classified,
        organ: str,
        terminal: str,
        detail: str = "",
        reading: Reading | None = None,
        question: str | None = None,
        proposal_id: str | None = None,
    ) -> Refused:
        key = ("terminal", terminal, c.reason, c.family, organ)
        found = _KEPT.get(key)
        if found is None:
            detail_ = f"{terminal}: {c.reason} ({c.family}) owned by {organ}"
            found = _keep(key, "terminal", detail_)
        self.findings.append(found)
        refusal = reading.refusal if reading is not None else None
        return _new_refused(
            reason=c.reason,
            family=c.family,
            organ=organ,
            terminal=terminal,
            detail=detail or (refusal.detail if refusal is not None else ""),
            question=question,
            blocking=refusal.blocking if refusal is not None else None,
            attempts=self.route.attempts if self.route is not None else (),
            findings=tuple(self.findings),
            proposal_id=proposal_id,
        )

    def router_refusal(self, bare: str, terminal: str, detail: str, organ: str = ROUTER) -> Refused:
        return self.refuse(self.router.families.router_reason(bare), organ, terminal, detail)


def _describe(route: Route) -> str:
    parts = [f"{route.status}"]
    for a in route.attempts:
        parts.append(f"{a.organ}={a.reason or 'setup'}")
    parts.extend(f"{s} over {b}" for b, s in route.suppressed)
    return "; ".join(parts)


#: (status, suppressions, id of each attempt) -> (those attempts, ``_describe`` of the
#: route): most routes are made of the router's shared refusal attempts, so their
#: description repeats (the entry holds the attempts, so an id in its key is never reused
#: while it is here; identity is checked).
_DESCRIBED: dict[tuple[object, ...], tuple[tuple[Attempt, ...], str]] = {}
_DESCRIBED_MAX = 4096


def _description(route: Route) -> str:
    """``_describe(route)``, kept per route shape."""
    attempts = route.attempts
    key = (route.status, route.suppressed, *map(id, attempts))
    hit = _DESCRIBED.get(key)
    if hit is not None and len(hit[0]) == len(attempts) and all(map(is_, hit[0], attempts)):
        return hit[1]
    out = _describe(route)
    if len(_DESCRIBED) >= _DESCRIBED_MAX:
        _DESCRIBED.clear()
    _DESCRIBED[key] = (attempts, out)
    return out


_RANK = {ReasonKind.BOUNDARY: 0, ReasonKind.UNDERDETERMINED: 1, ReasonKind.GROWTH: 2}
#: ``kind.value`` of each kind (the enum's ``value`` is a Python-level property)
_KIND_TEXT = {k: k.value for k in ReasonKind}


def _classify_refused(p: _Pass, route: Route, ask: bool, proposals_dir: str | None) -> Refused:
    if not route.contenders:
        p.note("classify", "every organ stepped aside: no organ reads this kind of problem")
        return p.router_refusal("no_organ", REFUSED_UNSUPPORTED_FAMILY, "every organ stepped aside")
    rank = _RANK
    ranked = [
        (rank[r.classified.kind], i, r) for i, r in enumerate(route.contenders) if r.classified
    ]
    _, _, reading = min(ranked)  # boundary first, then under-determined, then growth
    c = reading.classified
    assert c is not None  # contenders without a setup are classified refusals
    kind = c.kind
    organ = reading.attempt.organ  # ``reading.organ.name``, carried by its attempt
    key = ("classify", kind, c.reason, c.family, organ)
    found = _KEPT.get(key)
    if found is None:
        detail = f"{_KIND_TEXT[kind]}: {c.reason} in family {c.family} ({organ})"
        found = _keep(key, "classify", detail)
    p.findings.append(found)
    if kind is ReasonKind.BOUNDARY:
        return p.refuse(c, organ, REFUSED_KNOWN_BOUNDARY, reading=reading)
    if kind is ReasonKind.UNDERDETERMINED:
        question = reading.refusal.question if reading.refusal is not None else None
        if ask and question:
            return p.refuse(c, organ, QUESTION_NEEDED, reading=reading, question=question)
        if question:
            p.note("classify", "a question would make it solvable (ask=True to receive it)")
        return p.refuse(c, organ, REFUSED_KNOWN_BOUNDARY, reading=reading)
    return _propose(p, c, organ, reading, proposals_dir)


def _propose(
    p: _Pass,
    c: Classified,
    organ: str,
    reading: Reading | None,
    proposals_dir: str | None,
    detail: str = "",
) -> Refused:
    attempts = p.route.attempts if p.route is not None else ()
    proposal = None
    if proposals_dir is None:  # only the id is needed: the same id, no proposal built
        pid = proposal_id(c.family, organ, c.reason, p.text, attempts)
    else:
        proposal = Proposal.of(c.family, organ, c.reason, p.text, attempts)
        pid = proposal.id
    p.note("classify", f"growth surface: proposal {pid[:16]} (requires review)")
    if proposal is not None and proposals_dir is not None:
        try:
            write_proposal(proposal, proposals_dir)
        except OSError as exc:  # writing a proposal never changes the result
            p.note("classify", f"proposal not written: {type(exc).__name__}")
    return p.refuse(c, organ, PROPOSAL_EMITTED, detail, reading=reading, proposal_id=pid)


def _solve(p: _Pass, reading: Reading, expect: Expectation, proposals_dir: str | None) -> Result:
    organ, setup = reading.organ, reading.setup
    name = reading.attempt.organ  # ``organ.name``, carried by its attempt
    p.note("classify", f"one setup, read by {name}: {reading.attempt.signature}")
    out = organ.solve(setup)
    if not isinstance(out, OrganAnswer):
        c = p.router.families.classify(name, "solver", out.reason)
        p.note("solve", f"{name} solver refused: {c.reason} ({_KIND_TEXT[c.kind]})")
        if c.kind is ReasonKind.GROWTH:
            return _propose(p, c, name, None, proposals_dir, out.detail)
        return p.refuse(c, name, REFUSED_KNOWN_BOUNDARY, detail=out.detail)
    shown = canonical(out.value) if isinstance(out.value, int | Fraction) else repr(out.value)
    p.note("solve", f"{name} answered {shown} in {len(out.steps)} steps")
    problem = verify(organ, setup, out)
    if problem is not None:
        p.note("verify", f"failed: {problem}")
        return p.router_refusal("verification_failed", NO_PROGRESS, problem, name)
    p.note("verify", "derivation replays exactly; a second solve agrees")
    value = normalize(out.value)
    if expect.key is not None and expect.key != value:
        detail = f"proved {canonical(value)}; the answer key says {canonical(expect.key)}"
        return p.router_refusal("answer_key_disagrees", CONTRADICTION_DETECTED, detail, name)
    if expect.options is not None and value not in expect.options:
        detail = f"proved {canonical(value)}; not among the options"
        return p.router_refusal("answer_not_in_options", CONTRADICTION_DETECTED, detail, name)
    p.note("terminal", f"{SOLVED_VERIFIED}: {canonical(value)} by {name}")
    return Solved(
        value,
        out.unit,
        name,
        setup,
        out.steps,
        SOLVED_VERIFIED,
        p.route.attempts if p.route is not None else (),
        tuple(p.findings),
    )


def contemplate(
    text: str,
    *,
    ask: bool = False,
    expect: Expectation | None = None,
    proposals_dir: str | os.PathLike[str] | None = None,
    router: Router | None = None,
) -> Result:
    """One bounded pass over ``text`` to exactly one terminal."""
    r = router if router is not None else default_router()
    p = _Pass(r, text)
    reason = check_input(text)
    if reason is not None:
        p.note("route", f"input guard refused: {reason}")
        c = Classified("input", reason, "guard", reason, INPUT_SHAPE, ReasonKind.STEP_ASIDE)
        return p.refuse(c, "input", REFUSED_UNSUPPORTED_FAMILY)
    with pinned_pack():  # one pack, checked on disk once, for every organ of this pass
        return _routed(p, r, text, ask, expect, proposals_dir)


def _routed(
    p: _Pass,
    r: Router,
    text: str,
    ask: bool,
    expect: Expectation | None,
    proposals_dir: str | os.PathLike[str] | None,
) -> Result:
    route = p.route = r.route(text)
    p.note_kept("route", _description(route))  # a description per route shape
    folder = None if proposals_dir is None else os.fspath(proposals_dir)
    if route.status == AMBIGUOUS:
        names = ", ".join(c.organ.name for c in route.contenders)
        p.note("classify", f"several organs claim the text and no precedence rule decides: {names}")
        return p.router_refusal("ambiguous_organ", AMBIGUOUS_ORGAN, names)
    if route.status == ALL_REFUSED or route.chosen is None:
        return _classify_refused(p, route, ask, folder)
    return _solve(p, route.chosen, expect or Expectation(), folder)
