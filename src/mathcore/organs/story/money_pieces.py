"""Money told in pieces of no stated worth beside a question of money (adversary session 9a).

``Oliver has 10 $20 bills and 3 $5 bills. He gives his sister 2 bills. How much money does he
have left?`` was answered 215, and ``Oliver has $50. He loses 2 coins.`` 50: ``bills`` and
``coins`` (a ``money_noun`` of the pack other than ``money`` itself: coin, bill, check, note)
were read as a kind of thing apart from the dollars asked, so losing them changed nothing;
but they are some of that money, of a worth not told. A question of money (dollars) over a
story in which such pieces are held, gained, lost or given refuses (``ambiguous_reading``).
Coins of a told worth (``quarters``, ``dimes``: the pack's ``coin_value``) and bills told with
their worth (``ten $20 bills``: read as dollars) are not such pieces.

``coins_spent_as_money``, its mirror: coins asked (``How many pennies does he have now?``) of
a holder whose money moved in dollars or cents while it held no money in those units but the
coins (``Sam had 98 pennies. He spent 93 cents.``, answered 98) refuses.

Hooks at the question (``risks7.check``): scans of the events' kinds only.
"""

from __future__ import annotations

from collections.abc import Sequence

from mathcore.organs.story.model import Event, Question
from mathcore.organs.story.reader import DOLLAR
from mathcore.packs.loader import Pack, PerPack

#: Each guard on (True) or off; switched off only by the test that shows it decides.
GUARDS = {"pieces_of_money": True, "coins_spent_as_money": True}


def _build_words(pack: Pack) -> frozenset[str]:
    """The pack's ``money_noun`` table less ``money`` itself (read as dollars)."""
    return frozenset(w for w in pack.words("money_noun") if pack.value(w, "coin_value") is None)


def _build_coins(pack: Pack) -> tuple[frozenset[str], frozenset[str]]:
    """The coins of a told worth (``coin_value``) and the units money is told in
    (``money_unit_noun``: dollar, cent)."""
    units = pack.words("money_unit_noun")
    return pack.words("coin_value") - units, units


#: Built once per pack digest (``packs.loader.PerPack``).
_words = PerPack(_build_words)
_coins = PerPack(_build_coins)
_CHANGES = frozenset({"gain", "lose", "give", "lose_frac", "give_frac"})


def pieces_beside_money(events: Sequence[Event], q: Question) -> str:
    """Why money asked may have changed by pieces of no told worth ("" when none is told)."""
    if not GUARDS["pieces_of_money"] or q.kind != DOLLAR:
        return ""
    pieces = _words() - {"money"}
    for ev in events:
        if ev.kind.head in pieces and ev.op not in ("price", "each"):
            return f"'{ev.source}': {ev.kind.head}s of a worth not told beside money asked"
    return ""


def coins_spent_as_money(events: Sequence[Event], q: Question) -> str:
    """``Sam had 98 pennies in his bank. He spent 93 cents. How many pennies does he have
    now?`` (answered 98): coins asked of a holder whose money changed in dollars or cents while
    it held no money in those units but the coins: spent from the coins, or not? Refused."""
    if not GUARDS["coins_spent_as_money"]:
        return ""
    coins, units = _coins()
    if q.kind.head not in coins or q.kind.mods:
        return ""
    held = {e.kind.head for e in events if e.op == "has" and e.holder == q.holder}
    if q.kind.head not in held:
        return ""
    for ev in events:
        mine = ev.holder == q.holder or (ev.op == "give" and ev.other == q.holder)
        if mine and ev.op in _CHANGES and ev.kind.head in units and ev.kind.head not in held:
            return f"'{ev.source}': money moved while the {q.kind.head}s were all it held"
    return ""
