"""Money told in pieces of no stated worth beside a question of money (adversary session 9a).

``Oliver has 10 $20 bills and 3 $5 bills. He gives his sister 2 bills. How much money does he
have left?`` was answered 215, and ``Oliver has $50. He loses 2 coins.`` 50: ``bills`` and
``coins`` (a ``money_noun`` of the pack other than ``money`` itself: coin, bill, check, note)
were read as a kind of thing apart from the dollars asked, so losing them changed nothing;
but they are some of that money, of a worth not told. A question of money (dollars) over a
story in which such pieces are held, gained, lost or given refuses (``ambiguous_reading``).
Coins of a told worth (``quarters``, ``dimes``: the pack's ``coin_value``) and bills told with
their worth (``ten $20 bills``: read as dollars) are not such pieces.

A hook at the question (``risks7.check``): a scan of the events' kinds only.
"""

from __future__ import annotations

from collections.abc import Sequence

from mathcore.organs.story.model import Event, Question
from mathcore.organs.story.reader import DOLLAR
from mathcore.packs.loader import Pack, PerPack

#: Each guard on (True) or off; switched off only by the test that shows it decides.
GUARDS = {"pieces_of_money": True}


def _build_words(pack: Pack) -> frozenset[str]:
    """The pack's ``money_noun`` table less ``money`` itself (read as dollars)."""
    return frozenset(w for w in pack.words("money_noun") if pack.value(w, "coin_value") is None)


#: Built once per pack digest (``packs.loader.PerPack``).
_words = PerPack(_build_words)


def pieces_beside_money(events: Sequence[Event], q: Question) -> str:
    """Why money asked may have changed by pieces of no told worth ("" when none is told)."""
    if not GUARDS["pieces_of_money"] or q.kind != DOLLAR:
        return ""
    pieces = _words() - {"money"}
    for ev in events:
        if ev.kind.head in pieces and ev.op not in ("price", "each"):
            return f"'{ev.source}': {ev.kind.head}s of a worth not told beside money asked"
    return ""
