# ruff: noqa: E501
"""Coordination and ellipsis in GSM statements (issue 8): the second conjunct of a clause
that leaves out its subject and verb, and nested rates with ``for``.

- ``coord_times``: ``A store sold 40 shirts on Monday and twice as many on Tuesday``,
  ``... and half as many shirts in May``: the elided subject and verb are copied from the
  clause right before it, only when that clause is, in the same sentence, one plain action
  (a gain, a loss or an activity: ``gain``/``lose``/``act`` rows and their adverb twins) of
  one holder on one kind. A noun after ``as many`` must be that kind exactly
  (``40 shirts and twice as many hats`` refuses: another kind, no ledger base); with no noun
  the kind is the first conjunct's. The comparison must tell its own scope (``on
  Tuesday``): ``baked 24 cookies and twice as many`` refuses. The event is a relative action (``ev_times``, the base
  is the one earlier action of that verb and kind: ``gsm_relative``), so the comparison base
  is the first conjunct's quantity. ``twice as many as Bob`` (another base) is no reading of
  this row (``as O`` is not consumed).
- ``coord_rate_days_for``: ``John runs 5 miles a day for 6 days a week``: the twin of
  ``rate_days`` with ``for`` before the count of days (same op and handler, ``gsm_rate``).

- ``coord_group_*``: a scene told of a coordinated group (``Leo and Agrey went fishing``,
  ``Adam and Tom are brothers``, ``went to the market``, ``went apple picking``, ``Adam,
  Andrew and Ahmed all raise goats``: a habit in the present, no amount): read as
  the single-subject scenes (``op=setting``: no event); each member is mentioned (a
  ``their`` age total then needs every member's age) and marked (``SCENE``): a later
  ``they`` total over every doer refuses unless the doers are exactly the group
  (``scene_left_out``, called where ``resolve`` reads ``they`` as everyone).

- ``coord_more_ambiguous`` (a guard, not a reading): ``sold 40 shirts on Monday and 10 more
  on Tuesday``: ``10 more`` may be 10 additional shirts (``continue``) or 10 more than on
  Monday (50); dev data has both readings (a MAWPS story sums, a GSM8K story compares).
  The ``continue`` row is refused when its ``more`` follows a first conjunct of the same
  sentence that did not itself say ``more`` and the two are told with different scopes or
  kinds (``plant 3 more today and 2 more tomorrow`` still reads).

Every handler starts with its own cheap test; no row here matches a sentence without
``as many`` or ``for ... a``.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import TYPE_CHECKING

from mathcore.organs.story.gsm_clauses import continues_clause
from mathcore.organs.story.model import Event, Kind, StorySetup
from mathcore.packs.loader import Pack, PerPack

if TYPE_CHECKING:
    from mathcore.organs.story.reader import Context
    from mathcore.organs.story.resolve import Clause

_PER = "a|an|per|each|every"

COORD_CLAUSES = f"""
coord_times | X:n as many K?:k S:loc | op=coord_times kind=k qty=n
coord_group_went_to | G:s went|go|goes to the K:p S:loc ?together | op=setting
coord_group_went_doing | G:s went|go|goes fishing|shopping|camping|hiking|bowling|swimming ?together | op=setting
coord_group_went_picking | G:s went|go|goes K:k picking ?together | op=setting
coord_group_habit | G:s ?all|both collect|raise|keep|grow|breed K:k | op=setting
coord_group_are_kin | G:s are brothers|sisters|siblings|friends|twins|cousins|neighbors | op=setting
coord_rate_days_for | H:s ?only|already|now|still|then|also|later|originally:adv ?can|could ?has|have|had|will V=act|F=increment_frame/decrement_frame:f N:n K:k {_PER} K:u for N:n2 K:u2 {_PER} K:u3 | op=rate holder=s kind=k qty=n
"""

#: The rows whose clause a ``coord_times`` conjunct may continue: one plain action.
_ACTION_OPS = frozenset({"gain", "lose", "act"})


def _stop(detail: str, operator: str = "comparison_base") -> Exception:
    from mathcore.organs.story.reader import Stop

    return Stop("unreadable_sentence", detail, operator)


def _told_scope(c: Clause) -> bool:
    """Whether ``X as many [K] ...`` tells something after ``many`` besides its kind (``on
    Tuesday``, ``in the evening``)."""
    words = _words(c.source)
    rest = words[words.index("many") + 1 :] if "many" in words else []
    return _scoped(["more", *rest], c.kind)


def _coord_times(c: Clause, ctx: Context) -> list[Event]:
    """``... sold 40 shirts on Monday and twice as many on Tuesday``: the same holder and
    verb as the clause right before (same sentence), compared with its amount."""
    prev = ctx.prev_op
    if not continues_clause(c, ctx, _ACTION_OPS):
        raise _stop("an elided comparison continues no action of this sentence")
    bind = prev.get("_bind", {})
    if not _told_scope(c):  # "baked 24 cookies and twice as many": twice as many what?
        raise _stop("an elided comparison needs its own scope")
    verb, subject, base = bind.get("f"), bind.get("s"), prev["_at"][3]
    if verb is None or subject is None or not isinstance(base, Kind):
        raise _stop("an elided comparison needs the first conjunct's verb and holder")
    own = c.b.get("k")
    if isinstance(own, Kind) and own != base:  # "40 shirts and twice as many hats"
        raise _stop("the elided noun differs from the first conjunct's", "unit_binding")
    if base.head == "dollar":
        raise _stop("an elided comparison of money", "unit_binding")
    t = {"op": "ev_times", "holder": "s", "kind": "k", "qty": "n"}
    new = {"s": subject, "f": verb, "k": base, "n": c.b.get("n"), "loc": c.b.get("loc")}
    return c.again(t, new, ctx)


def _words(source: str) -> list[str]:
    return source.split(": ", 1)[-1].lower().split()


def _scoped(words: list[str], kind: Kind) -> bool:
    """Whether ``N more [kind] ...`` tells anything after its number but the kind."""
    from mathcore.organs.story.lexemes import lexicon

    entries = lexicon().entries
    rest = words[words.index("more") + 1 :]
    for w in rest:
        entry = entries.get(w)
        if w in kind.mods or (entry is not None and entry.noun == kind.head):
            continue
        return True
    return False


def more_is_ambiguous(setup: StorySetup) -> str:
    """``sold 40 shirts on Monday and 10 more on Tuesday``: a verbless ``N more`` (a
    ``continue`` clause) after a first conjunct of the same sentence that did not itself say
    ``more``/``another``, told of another scope or another kind: 10 additional, or 10 more than
    the first? Both readings exist (a reason, or "")."""
    prev: Event | None = None
    for e in setup.events:
        if e.rule == "continue" and prev is not None:
            words = _words(e.source)
            same = e.source.split("[", 1)[0] == prev.source.split("[", 1)[0]
            plain_first = not {"more", "another"} & set(_words(prev.source))
            told = "more" in words and (_scoped(words, e.kind) or e.kind != prev.kind)
            if same and plain_first and told:
                return "'N more' after a first conjunct: additional, or more than it?"
        if e.op != "price":
            prev = e
    return ""


#: The word table lives in the pack (lexicon/story_more8.jsonl), read once per pack digest:
#: ``coord_scope_word`` (on, in, the, both: words of a source that name no content).


@dataclass(frozen=True, slots=True)
class _Words:
    scope_words: frozenset[str]


def _build_words(pack: Pack) -> _Words:
    """The pack's word tables of this module."""
    return _Words(
        scope_words=pack.words("coord_scope_word"),
    )


#: Built once per pack digest (``packs.loader.PerPack``).
_pack_words = PerPack(_build_words)


def bare_time_after(frame: str, start: int, ctx: Context, source: str) -> None:
    """``A store sold 40 shirts on Monday and Wednesday``, ``... twice as many on Tuesday and
    Wednesday``: a bare time joined to a clause of the same sentence (``scope_only``) may
    repeat that amount or share it (40 each day, or 40 in all?): refused. A scope leading its
    sentence (``On Tuesday, ...``) or a place (``, at the farm``) still reads."""
    ws = _pack_words()
    from mathcore.organs.story.lexemes import lexicon
    from mathcore.organs.story.reader import Stop

    at = ctx.prev_op.get("_at", ())
    if frame != "scope_only" or start == 0 or len(at) != 4:
        return
    if at[0] != source.split("[", 1)[0]:
        return
    entries = lexicon().entries
    content = [w for w in _words(source) if w not in ws.scope_words]
    if content and all((e := entries.get(w)) is not None and e.time for w in content):
        raise Stop("ambiguous_reading", "a bare time after a clause: again, or shared?")


#: How many of a time unit a larger one holds at most (a month of 31 days, a year of 53
#: weeks): a rate that counts more of them than that is told of no calendar.
_AT_MOST = {
    ("second", "minute"): 60,
    ("minute", "hour"): 60,
    ("hour", "day"): 24,
    ("day", "week"): 7,
    ("hour", "week"): 168,
    ("day", "month"): 31,
    ("week", "month"): 5,
    ("month", "year"): 12,
    ("week", "year"): 53,
    ("day", "year"): 366,
}


def too_many_units(kind: Kind, count: Fraction, unit: str) -> bool:
    """``24 cookies a day for 8 days a week``, ``works 25 hours a day``: more of a time
    unit than the larger one holds (an impossible story, refused)."""
    most = _AT_MOST.get((kind.head, unit))
    return most is not None and not kind.mods and count > most


#: The holdings mark of a member of a group a scene told (``Leo and Agrey went fishing``).
SCENE = "#scene"


def scene_left_out(holdings: Sequence[tuple[str, str]], events: Sequence[Event]) -> bool:
    """``Keith and Blaine went fishing. Keith caught 5 fish. How many fish did they catch?``:
    ``they`` (every doer) must be exactly the told group: a member with no event, or a doer
    outside the group, refuses (the answer would leave Blaine's fish out, or count Tom's)."""
    members = {h for h, mark in holdings if mark == SCENE}
    if not members:
        return False
    doers = {h for e in events for h in (e.holder, e.agent, e.other) if h}
    people = {h for h in doers if not h.startswith(("the ", "&", "*"))}
    return members != people


SCENE_HOLDING = (SCENE, scene_left_out)


COORD_SPECIAL: dict[str, Callable[[Clause, Context], list[Event]]] = {
    "coord_times": _coord_times,
}
