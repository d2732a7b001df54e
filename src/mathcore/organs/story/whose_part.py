"""A part of ``the <kind>`` taken by one of two holders of that kind (adversary session 9a).

``Tom has $100 and Ann has $50. Tom spends half of the money. How much money does Tom have
left?`` was answered 50: the part was read as a part of Tom's own money, though ``the money``
may be all the money told (or Ann's, told last). ``resolve._them_last_told`` refuses the same
reading told with ``of them``, ``of it``, ``of that``; this is its twin for ``of the`` and the
kind's noun (``of the apples``, ``of the money`` for dollars): a loss or giving of a holder
who holds the kind, when the last holding told of that kind is another's, refuses
(``ambiguous_reference``). ``of his money``, ``of the rest``, ``of the remaining money`` name
no other holder's things and are not guarded, nor is a part told after the holder's own
holding was the last told (``Ann has $50. Tom has $100. Tom spends half of the money.``).

A hook at the question (``risks7.check``): a scan of the changes' sources only.
"""

from __future__ import annotations

from collections.abc import Sequence

from mathcore.organs.story.lexemes import lexicon
from mathcore.organs.story.model import Event
from mathcore.organs.story.reader import DOLLAR

#: Each guard on (True) or off; switched off only by the test that shows it decides.
GUARDS = {"of_the_kind": True}

#: The parts and amounts moved out of a holder's things.
_OUT = frozenset({"lose", "give", "lose_frac", "give_frac"})
#: What holds a kind in the order told: holdings and gains, and a giving's receiver.
_HELD = frozenset({"has", "gain"})


def _of_the_kind(ev: Event) -> bool:
    """``of the money``, ``of the video games``: the event's kind's noun after ``of the``."""
    words = ev.source.partition(": ")[2].lower().split()
    entries = lexicon().entries
    nouns = {ev.kind.head, "money"} if ev.kind == DOLLAR else {ev.kind.head}
    for k in range(len(words) - 2):
        if words[k] != "of" or words[k + 1] != "the":
            continue
        for w in words[k + 2 :]:  # "of the video games": past the kind's modifiers
            entry = entries.get(w)
            if entry is not None and entry.noun in nouns:
                return True
            if w not in ev.kind.mods:
                break
    return False


def another_last_told(events: Sequence[Event]) -> str:
    """Why a part ``of the <kind>`` may be of another's things ("" when it is the holder's)."""
    if not GUARDS["of_the_kind"]:
        return ""
    told: list[tuple[str, str]] = []  # (holder, kind head) in the order told
    for ev in events:
        if ev.op in _OUT and _of_the_kind(ev):
            holders = [h for h, head in told if head == ev.kind.head]
            if ev.holder in holders and holders[-1] != ev.holder:
                return f"'{ev.source}': the {ev.kind.head}s last told are {holders[-1]}'s"
        if ev.op in _HELD:
            told.append((ev.holder, ev.kind.head))
        elif ev.op == "give" and ev.other:
            told.append((ev.other, ev.kind.head))
    return ""
