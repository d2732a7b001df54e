"""A receiver whose first mention is a gift starts from none (gsm_gifts).

``Wyatt's mother gave him $74 to go to the store. Wyatt bought 5 loaves ... How much money
does Wyatt have left?``: the project's convention "a first acquisition starts from none"
(``Mike took 23 of Dan's marbles``: Mike has 23) extends to a holder whose first mention is
receiving the thing in a transfer (``gave him``, ``gave ... to him``), exactly as the datasets
read it. Only when all of these hold (else the receiver's earlier amount stays unknown):

- the question asks the receiver's own amount of the kind (a ``state`` question of one holder)
  after the changes: a present-tense question or one that says ``left`` / ``now`` (pack
  lexicon ``amount_time`` = ``after``), never one that says ``at first`` / ``before``;
- no clause of the story and not the question carries an earlier-amount word (``amount_time``
  = ``before``: ``some``, ``first``, ``already``, ``saved``, ``wallet``, ...);
- the gift is the first event that mentions the receiver with that kind or a kind covering
  or covered by it (as holder, receiver, doer or compared side), and no spending of it (below)
  comes before it (``bought 5 books at $5 each. His mother gave him $74``: paid with what?);
- the receiver then spends it: a later change of the kind it makes (uses, loses, passes on),
  or, for money, a purchase of a priced thing. A bare gift ("Sam has 5 apples. He gave 2
  apples to Tom. How many apples does Tom have?") stays unknown, as the adversary tests pin.
"""

from __future__ import annotations

from mathcore.organs.story.model import ALL, EVERYONE, Event, Kind, StorySetup
from mathcore.packs.loader import current_pack


def _words(source: str) -> list[str]:
    return source.split(": ", 1)[-1].lower().split()


def _times(source: str) -> set[str]:
    pack = current_pack()
    return {v for w in _words(source) if (v := pack.value(w, "amount_time")) is not None}


def _touches(e: Event, holder: str, kind: Kind) -> bool:
    kinds = [e.kind] + ([e.other_kind] if e.other_kind is not None else [])
    related = any(k.covers(kind) or kind.covers(k) for k in kinds)
    return related and holder in (e.holder, e.other, e.agent)


def _spends(p: Event, gift: Event, setup: StorySetup) -> bool:
    """A later change the receiver makes of the gift: uses, loses or passes on some of it, or,
    for money, buys a priced thing with it."""
    if p.op not in ("gain", "lose", "give") or gift.other not in (p.holder, p.agent):
        return False
    if p.op != "gain" and (gift.kind.covers(p.kind) or p.kind.covers(gift.kind)):
        return True
    priced = {x.kind for x in setup.events if x.op == "price"}
    return gift.kind.head == "dollar" and p.op == "gain" and p.kind in priced


def gift_starts(setup: StorySetup) -> frozenset[tuple[str, Kind]]:
    """The (receiver, kind) pairs whose amount starts from none at the gift."""
    q = setup.question
    if q.ask != "state" or not q.holder or q.holder == EVERYONE or q.holder.startswith("&"):
        return frozenset()
    asked = _times(q.source)
    if "before" in asked or "after" not in asked:
        return frozenset()
    if any("before" in _times(e.source) for e in setup.events):
        return frozenset()
    out: set[tuple[str, Kind]] = set()
    for n, e in enumerate(setup.events):
        if e.op != "give" or e.other != q.holder or e.agent == e.other:
            continue
        if e.qty is None or e.qty == ALL or not q.kind.covers(e.kind):
            continue
        before = setup.events[:n]  # a purchase before the gift was paid with earlier money
        if any(_touches(p, e.other, e.kind) or _spends(p, e, setup) for p in before):
            continue
        if not any(_spends(p, e, setup) for p in setup.events[n + 1 :]):
            continue
        out.add((e.other, e.kind))
    return frozenset(out)
