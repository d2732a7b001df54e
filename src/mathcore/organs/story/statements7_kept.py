"""Keeping what is left, session 7 (issue 8, statements): ``..., and kept the remaining
stickers`` after a part given away, ``gave Sally $1,200 and kept the rest`` after money told
as ``some money`` and in dollars, and the keep question after what was kept changed.

``vocab4_keep`` reads ``kept the rest`` right after a change that names its holder and kind;
these raw readers (``statements7``'s ``s7_kept*`` rows, through ``resolve.PCT_SPLIT``: no kind
is resolved before them) add the part changes (``gsm_pct``'s ``*_frac``, which leave no place
of their holder and kind), a named rest (``the remaining stickers``, ``the rest of the
cards``), and an unnamed rest when the story told one kind. ``kept_then_changed`` (a hook at
the question, ``reader``) refuses ``How many did he keep?`` when the holder acts after the
last sentence saying ``kept``.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from mathcore.organs.story.model import Event, Kind, Question

if TYPE_CHECKING:
    from mathcore.organs.story.clauses import RawClause
    from mathcore.organs.story.lexemes import Lexeme
    from mathcore.organs.story.reader import Context


#: Changes that take some of a kind from their holder (as ``vocab4_keep`` names them).
_TAKEN = frozenset({"lose", "give", "lose_frac", "give_frac"})
_PARTS = frozenset({"lose_frac", "give_frac"})


def kept_rest(rc: RawClause, ctx: Context, source: str) -> list[Event]:
    """``..., and kept the rest`` / ``the remaining stickers`` / ``the rest of the money``: no
    event, right after a change taking some from the same holder (``vocab4_keep``'s reading,
    read raw so an unnamed rest is the one kind told, money told as ``some money`` and in
    dollars being one: ``gave Sally $1,200 and kept the rest``). After a part taken (``gave
    2/5 of the remaining to his friend``, which names no place of its holder and kind) only
    with the kind named and held by the subject, and the subject the part's own (the previous
    subject)."""
    from mathcore.organs.story.reader import Stop
    from mathcore.organs.story.resolve import _holder

    prev = ctx.prev_op
    if not prev or prev.get("op") not in _TAKEN:
        raise Stop("unreadable_sentence", "'kept the rest' after no change taking some")
    subject = _holder(rc.bind.get("s"), ctx)
    named = rc.bind.get("k")
    at = prev.get("_at")
    if isinstance(at, tuple) and len(at) >= 4:
        holder, head = at[2], at[3].head
    elif prev.get("op") in _PARTS and prev.get("_frac") and isinstance(named, Kind):
        holder, head = ctx.prev_subject, _DOLLAR.get(named.head, named.head)
        part = prev.get("_bind", {}).get(str(prev.get("kind", "k")))
        held = {
            _DOLLAR.get(h, h) for who, h in ctx.holdings if who == holder and not h.startswith("#")
        }
        if isinstance(part, Kind) and part.head != head:  # "gave 1/2 of his cards ... stamps"
            raise Stop("unresolved_reference", "'kept the rest' of another kind than the part")
        if not isinstance(part, Kind) and held != {head}:  # "of the remaining": of which?
            raise Stop("unresolved_reference", "'kept the rest' of a kind not held alone")
    else:
        raise Stop("unreadable_sentence", "'kept the rest' after no change taking some")
    said = _DOLLAR.get(named.head, named.head) if isinstance(named, Kind) else head
    if subject != holder or said != head:
        raise Stop("unresolved_reference", "'kept the rest' of another holder or kind")
    if _not_own(source, holder):  # "He gave 6 cards to Bo and kept the rest of her cards"
        raise Stop("unresolved_reference", "'kept the rest' of another owner's things")
    told = {k.head for k in ctx.kinds} - ({"money"} if head == "dollar" else set())
    if named is None and told != {head}:  # "gave six roses ..., nine tulips ..., kept the rest"
        raise Stop("unresolved_reference", "'the rest' with another kind told", "unit_binding")
    return []


def _not_own(source: str, holder: str) -> bool:
    """Whether ``the rest of his|her|their K`` cannot be the keeper's own (``her`` of Tom)."""
    from mathcore.organs.story.pct7 import person_gender, possessive_owner

    owner = possessive_owner(source)
    if not owner:
        return False
    person, gender = person_gender(holder)
    return (owner in "pt" and person) or (owner in "mf" and gender not in ("", owner))


#: ``the remaining money`` after a part of ``her money`` (``gsm_pct`` reads it as dollars).
_DOLLAR = {"money": "dollar"}
_KEPT = frozenset({"kept", "keeps"})
_KEEP_ASKS = frozenset({"q_keep", "q_keep_money"})


def kept_then_changed(
    events: Sequence[Event], q: Question, cats: Sequence[Sequence[Lexeme]]
) -> None:
    """``... and kept the rest. He then lost 5 stickers. How many stickers did he keep?``: what
    was kept is what was left when the story said so; a later event of the asked holder (any
    kind: ``bought a toy for $5`` spends money), in a later sentence or later in the sentence
    that says ``kept`` (``kept the rest and then spent $100``), leaves the question open (kept
    115, or has 110?): refused. A hook at the
    question (``reader``), as ``kept the rest`` leaves no event to find it by."""
    if q.rule not in _KEEP_ASKS:
        return
    told = [(si, t.index) for si, lx in enumerate(cats[:-1]) for t in lx if t.word.lower() in _KEPT]
    if not told:
        return
    for e in events:
        head, _, rest = e.source.partition("[")
        si = int(head[1:]) if head[:1] == "s" and head[1:].isdigit() else -1
        first = rest.partition("-")[0]
        at = (si, int(first) if first.isdigit() else -1)  # "kept the rest and then spent $100"
        if at > told[-1] and q.holder in (e.holder, e.other, e.agent):  # any kind: a purchase
            from mathcore.organs.story.reader import Stop

            raise Stop("ambiguous_reading", "what was kept changed after", "question_target")
