"""A clause whose words place it at another moment than its place in the story (adversary 9a).

The ledger replays a holder's events in the order they are told: the first holding is the
start, each change follows the one told before it. Two wordings tell another order:

- ``end_before_changes``: ``Mirasol has $50 left. She spent $10 on coffee beans. How much did
  she have at first?`` (answered 50; ``How much money does she have now?`` 40): ``left``
  (``remaining``, ``now``, ``still``: the pack's ``end_state_word``) tells the amount after the
  changes. The mirror of ``start_told`` (``She had 51 trucks at first`` told last is the
  start): a holding said so, the first amount told of its holder and kind, before a later
  change of that holder's kind (a gain, loss or giving, or a giving to that holder), may be
  the end or the start. For money, every change of the holder counts (a purchase spends money
  it never names). Not guarded: a holding said so after a change of its holder (``He spent
  $5. He has $6 left.``: the observation the story reads it as), and a present holding whose
  later changes are told in no past tense (``Delores has $450 now. She buys a computer for
  $400``: the story goes on from it).
- ``perfect_after_change``: ``Todd has $20. He buys 4 candy bars that cost $2 each. He had
  already spent $5 on lunch.`` (answered 7): a change told in the past perfect (``had`` before
  the change's verb) happened before the changes told ahead of it, and maybe before the $20
  he has: refused when an earlier sentence told a change of the same holder in another tense,
  or its holding in the present (``Penny has $20. She had already spent $5.``: answered 0 for
  her money left after $15 of purchases; the $20 is what she has after the $5).
  After holdings only (``Oliver had 33 dollars in January. By March he had spent 4 dollars.``,
  MAWPS multiarith), it follows them, as development texts mean.

Both refuse ``ambiguous_reading`` through the question hook (``risks7.check``): a scan of the
events' sources and their words' lexicon entries only.
"""

from __future__ import annotations

from collections.abc import Sequence

from mathcore.organs.story import conditions as _cond
from mathcore.organs.story.lexemes import Lexeme, lexicon
from mathcore.organs.story.model import Event
from mathcore.organs.story.reader import DOLLAR
from mathcore.packs.loader import Pack, PerPack

#: Each guard on (True) or off; switched off only by the tests that show each one decides.
GUARDS = {"end_before_changes": True, "perfect_after_change": True}

#: Events that change what their holder (or a giving's receiver) holds.
_CHANGES = frozenset({"gain", "lose", "give", "lose_frac", "give_frac", "act"})
_GIVES = frozenset({"give", "give_frac"})


def _build_words(pack: Pack) -> frozenset[str]:
    """The pack's ``end_state_word`` table (lexicon/story_end_told9.jsonl)."""
    return pack.words("end_state_word")


#: Built once per pack digest (``packs.loader.PerPack``).
_words = PerPack(_build_words)


def check(events: Sequence[Event], cats: Sequence[Sequence[Lexeme]] = ()) -> str:
    """Why a clause's told moment differs from its place ("" when none does)."""
    if GUARDS["end_before_changes"]:
        why = end_before_changes(events, cats)
        if why:
            return why
    return perfect_after_change(events, cats) if GUARDS["perfect_after_change"] else ""


def _clause_words(source: str) -> list[str]:
    return source.partition(": ")[2].lower().replace(",", " ").split()


def _sentence(source: str) -> int:
    head = source.partition("[")[0]
    return int(head[1:]) if head[:1] == "s" and head[1:].isdigit() else -1


def _changes(ev: Event, holder: str, head: str | None = None) -> bool:
    """``ev`` changes what ``holder`` holds (of ``head``, when given)."""
    if ev.op not in _CHANGES or (head is not None and ev.kind.head != head):
        return False
    return ev.holder == holder or (ev.op in _GIVES and ev.other == holder)


def told_as_end(ev: Event) -> bool:
    """``ev``'s clause says it is the amount at the end (``now``, ``still``, ``left``)."""
    return not _words().isdisjoint(_clause_words(ev.source))


def _later_changes(events: Sequence[Event], i: int) -> list[Event]:
    """The changes after ``events[i]`` (a holding) of its holder's kind; for money, every
    change of the holder (a purchase spends money it never names)."""
    ev = events[i]
    head = None if ev.kind == DOLLAR else ev.kind.head
    return [e for e in events[i + 1 :] if _changes(e, ev.holder, head)]


def _told_time(ev: Event, cats: Sequence[Sequence[Lexeme]]) -> str:
    """``present``, ``past``, ``any`` or ``""`` (``conditions._told_time`` of its sentence)."""
    si = _sentence(ev.source)
    return _cond._told_time(ev, cats[si]) if 0 <= si < len(cats) else ""


def end_before_changes(events: Sequence[Event], cats: Sequence[Sequence[Lexeme]]) -> str:
    """A holding told as the end ahead of its holder's changes of that kind, unless the
    story goes on in the present (``Tom has 5 apples left. He eats 3.``: the start)."""
    words = _words()
    for i, ev in enumerate(events):
        if ev.op != "has" or ev.frame == "originally" or not ev.holder:
            continue
        if words.isdisjoint(_clause_words(ev.source)):
            continue
        head = ev.kind.head
        if any(e.holder == ev.holder and e.kind.head == head for e in events[:i]) or any(
            _changes(e, ev.holder, head) for e in events[:i]
        ):
            continue  # an observation after the holder's changes, as the story reads it
        later = _later_changes(events, i)
        if not later:
            continue
        if _told_time(ev, cats) == "present" and all(_told_time(e, cats) != "past" for e in later):
            continue  # the story goes on in the present: the holding is its start
        return f"{ev.holder}'s {head} told as the end before the changes"
    return ""


def _perfect(ev: Event) -> bool:
    """``had spent``, ``had already bought``: the change's verb right after ``had``."""
    if ev.op not in _CHANGES:
        return False
    words = _clause_words(ev.source)
    entries = lexicon().entries
    for k, w in enumerate(words):
        if w != "had":
            continue
        for nxt in words[k + 1 : k + 3]:  # "had spent", "had only washed"; not "had to spend"
            entry = entries.get(nxt)
            if entry is None or entry.noun or entry.sym != "WORD":
                break
            if _cond._past_form(entry) and (entry.frame is not None or entry.lemma == ev.frame):
                return True
    return False


def _told_with_had(ev: Event, cats: Sequence[Sequence[Lexeme]]) -> bool:
    """``Ned had to wash 9 shirts and 23 ...``, ``he had spent``: a sentence told in the past
    already (its whole sentence: a coordinated clause's source leaves the verb out)."""
    si = _sentence(ev.source)
    sentence = cats[si] if 0 <= si < len(cats) else ()
    return "had" in _clause_words(ev.source) or any(t.word == "had" for t in sentence)


def perfect_after_change(events: Sequence[Event], cats: Sequence[Sequence[Lexeme]]) -> str:
    """A change told in the past perfect after an earlier sentence's change of its holder,
    or after its holding told in the present (``Penny has $20. She had already spent $5.``:
    before the $20 she has, not after it)."""
    for i, ev in enumerate(events):
        if not _perfect(ev):
            continue
        at = _sentence(ev.source)
        who = {ev.holder, ev.other} if ev.op in _GIVES else {ev.holder}
        for e in events[:i]:
            if not 0 <= _sentence(e.source) < at:
                continue
            if any(_changes(e, h) for h in who if h) and not _told_with_had(e, cats):
                return f"'{ev.source}' told in the past perfect after a change"
            if e.op == "has" and e.holder in who and _told_time(e, cats) == "present":
                return f"'{ev.source}' told in the past perfect after a present holding"
    return ""
