"""A category told below its own told members is a contradiction, refused; so is an action
told relative to a told one and then again, at the same time, as a plain amount.

``Ann has 4 apples and 12 pears. She has 10 fruits.`` The fruits hold the apples and the pears
(the pack's hypernym rows), so 10 cannot be: the story contradicts itself and any answer drawn
from it (12 pears) rests on a fact the text denies. A category at or above its members is
consistent (``20 fruits``: 4 more of other kinds). Only the opening holdings are compared (the
``has`` statements before any change), each holder's against its own; a member counted under
modifiers (``red apples``) is a member of its head's category too, and ``pieces of fruit`` name the
category ``fruit``.
"""

from __future__ import annotations

from mathcore.organs.story.lexemes import lexicon
from mathcore.organs.story.model import Event, Kind, StorySetup
from mathcore.text.hypernyms import broader


def members_exceed(setup: StorySetup) -> str:
    """The contradiction's description, or ``""`` when every told category holds its members."""
    told = []
    for e in setup.events:
        if e.op != "has":
            break
        if e.qty is not None:
            told.append(e)
    if len(told) < 2:
        return ""
    for c in told:
        category = _category(c.kind)
        if not category:
            continue
        members = [e for e in told if e.holder == c.holder and category in broader(e.kind.head)]
        if members and sum(e.qty for e in members if e.qty is not None) > (c.qty or 0):
            names = ", ".join(e.kind.label() for e in members)
            return f"{c.qty} {c.kind.label()} cannot hold the told {names}"
    return ""


def _category(kind: Kind) -> str:
    """The category a kind names: its head without modifiers (``fruits``), or what its pieces
    are of (``pieces of fruit``, read as head ``piece`` with modifier ``of fruit``)."""
    if not kind.mods:
        return kind.head
    if kind.head == "piece" and len(kind.mods) == 1 and kind.mods[0].startswith("of "):
        return kind.mods[0][3:]
    return ""


_RELATIVE = frozenset({"ev_times", "ev_more", "ev_fewer", "ev_times_more", "ev_times_fewer"})
_PLAIN = frozenset({"gain", "lose", "act"})


def relative_restated(setup: StorySetup) -> str:
    """``Tom earned $10. Ann earned half of what Tom earned. Ann earned $1000.``: the last
    sentence restates Ann's earning (and contradicts it) or tells more (answered 1005); ``He
    scored 20% more points during his senior year. He scored 100 points during his senior
    year.`` likewise. Refused when an action told relative to an action already told (its
    amount fixed) is followed by a plain action of the same holder, verb and kind told at the
    same time (the same time words, or none in both). A relative action whose base comes later
    (``Zig wrote four times as many books as Flo. If Zig wrote 60 books``) is solved from that
    plain amount, and one at another time (``twice as many on Saturday. On Sunday, she sold
    78``) is another action: both read as before."""
    events = setup.events
    for i, r in enumerate(events):
        if r.op not in _RELATIVE or not _based(events[:i], r):
            continue
        when = _times(r)
        for p in events[i + 1 :]:
            same = p.holder == r.holder and p.kind.head == r.kind.head and p.frame == r.frame
            if p.op in _PLAIN and same and _times(p) == when:
                return f"{r.holder}'s {r.frame} told relative to a told one, then as an amount"
    return ""


def _based(before: tuple[Event, ...], r: Event) -> bool:
    """Whether the action ``r`` is relative to was told before it (its amount is fixed)."""
    base = r.other or r.holder  # no other: relative to the holder's last such action
    return any(
        e.op in _PLAIN and e.holder == base and e.kind.head == r.kind.head and e.qty is not None
        for e in before
    )


def _times(e: Event) -> frozenset[str]:
    """The time words of an event's source sentence, each with the word before it (``senior
    year``, ``on Sunday``)."""
    words = e.source.partition(": ")[2].lower().split()
    entries = lexicon().entries
    out: set[str] = set()
    for k, w in enumerate(words):
        hit = entries.get(w.strip(",.?!"))
        if hit is not None and hit.time:
            out.add(w.strip(",.?!"))
            if k:
                out.add(words[k - 1].strip(",.?!"))
    return frozenset(out)


_CHANGES = frozenset(
    {"gain", "lose", "give", "act", "lose_frac", "give_frac", *_RELATIVE, "ev_total"}
)


def category_changed(setup: StorySetup) -> str:
    """``Ann has 4 apples and 12 bananas. She ate 2 fruits. How many apples does she have?``
    (answered 4): the fruits eaten, bought or given may be apples or not, so no count of the
    asked kind is known. Refused when any change (or action) is told of a kind the pack's
    ``hypernym`` rows place above the asked kind (``birds`` over ``chickens``), or of units
    named by such a kind (``2 bags of fruit``, ``6 pieces of fruit``: apples among them?); a
    told holding of the category (``She has 20 fruits``) changes no member's count and reads
    as before."""
    asked = setup.question.kind
    ups = broader(asked.head) + tuple(m for m in asked.mods if " " not in m)  # toy cars: toys
    if not ups:
        return ""
    for e in setup.events:
        named = {m[3:] for m in e.kind.mods if m.startswith("of ")}  # "2 bags of fruit"
        if e.op in _CHANGES and (e.kind.head in ups or not named.isdisjoint(ups)):
            return f"{e.kind.label()} may or may not be {setup.question.kind.label()}"
    return ""


def people_and_places(setup: StorySetup) -> str:
    """``There are 7.75 gallons of water in Becky's fish tank. If Becky removes 7 gallons, how
    many gallons will there be in all?`` (answered 7.75: the tank's 0.75 and the 7 Becky took
    out): a total over everyone that sums a place (told by ``there are ... in``, or a thing
    someone owns, ``Ann's box``) with a person is not what such a question asks. The ledger
    refuses it for places named ``the box``; this reads the other place names."""
    q = setup.question
    if q.holder != "*" or q.ask != "state":
        return ""
    holders = {
        h
        for e in setup.events
        if e.kind.head == q.kind.head
        for h in (e.holder, e.other)
        if h and h != "*"
    }
    places = {h for h in holders if _place(h, setup.events)}
    if places and holders - places:
        return "a total over people and places"
    return ""


def _place(holder: str, events: tuple[Event, ...]) -> bool:
    if holder.startswith("the ") or any(
        e.holder == holder and e.frame == "there_are" for e in events
    ):
        return True
    if "'s " not in holder:
        return False
    entry = lexicon().entries.get(holder.rpartition(" ")[2])
    return entry is not None and not entry.name and entry.gender is None


_TOLD = frozenset({"has", "gain", "lose", "give", "act"})


def qualified_beside(setup: StorySetup) -> str:
    """``Ann has 4 packs of red pens and 3 packs of pens. How many packs of pens does Ann
    have?`` (answered 3): the packs of pens may or may not include the packs of red pens, as
    ``4 red pens and 3 pens`` may (refused there). Refused when two amounts are told (held,
    gained, lost, given or done) of kinds of the same head where one's ``of X`` is a qualified
    ``X`` of the other's (``solver6.of_narrower``); a goal told of the wider kind toward which
    narrower amounts count (``needs to sell 33 boxes of biscuits``) is no such amount."""
    from mathcore.organs.story.solver6 import of_narrower

    told = [e for e in setup.events if e.op in _TOLD and e.qty is not None]
    for a in told:
        for b in told:
            if a.kind != b.kind and of_narrower(a.kind, b.kind):
                return f"{a.kind.label()} may or may not include {b.kind.label()}"
    return ""


def place_gained(setup: StorySetup) -> str:
    """``The store had 20 pens. Tom bought 5 pens. How many pens does the store have?``
    (answered 20; ``There were 50 apples on the tree. Tom picked 10 apples.``: 50): what a
    place holds, asked when someone else gained things of its kind from no told source,
    may have given them; the gain is read as from nowhere, so such a question is refused."""
    q = setup.question
    if q.ask != "state" or not _place(q.holder, setup.events):
        return ""
    for e in setup.events:
        if e.op == "gain" and e.holder != q.holder and e.kind.head == q.kind.head:
            return f"{e.holder}'s {e.kind.label()} may have come from {q.holder}"
    return ""
