"""Purchases at a stated total: ``Jim buys a ring for $10,000``, ``sold 4 pies for $10``.

A purchase (or sale) of ``n`` things for ``$p`` altogether is read as the change of the
things and a unit price ``p / n`` of that kind, so the existing money answers apply: what was
spent or earned (count x unit price) and the money left. Only buying and selling verbs read
this way (``buy``, ``purchase``, ``sell``); any other verb refuses. ``spent $5 on a mouse`` stays a
spending of money (another frame reads it).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from fractions import Fraction
from typing import TYPE_CHECKING, Any

from mathcore.exact import normalize
from mathcore.organs.story.lexemes import Lexeme
from mathcore.organs.story.model import Event, Kind
from mathcore.packs.loader import Pack, PerPack

if TYPE_CHECKING:
    from mathcore.organs.story.reader import Context
    from mathcore.organs.story.resolve import Clause

#: The word tables live in the pack (lexicon/story_gsm_money8.jsonl), read once per pack
#: digest: ``trade_lemma`` (buy, purchase, sell: a verb at a price) and ``article_one`` (a,
#: an, one: a count of one).


@dataclass(frozen=True, slots=True)
class _Words:
    trade: frozenset[str]
    articles: frozenset[str]


def _build_words(pack: Pack) -> _Words:
    """The pack's word tables of this module."""
    return _Words(
        trade=pack.words("trade_lemma"),
        articles=pack.words("article_one"),
    )


#: Built once per pack digest (``packs.loader.PerPack``).
_words = PerPack(_build_words)


#: A list item told before a total price with no price of its own (question_forms6's
#: adversary: "Tom bought 5 shirts and 4 hats for $60" answered a hat at $15).
_UNPRICED = frozenset({"gain", "lose"})


def _stop(detail: str) -> Exception:
    from mathcore.organs.story.reader import Stop

    return Stop("unreadable_sentence", detail, "frame_entry")


def _count(raw: Any) -> tuple[Fraction, int]:
    ws = _words()
    if isinstance(raw, str) and raw in ws.articles:
        return Fraction(1), -1
    if isinstance(raw, tuple) and not raw[2] and raw[0] is not None:
        return Fraction(raw[0]), int(raw[1])
    raise _stop("a purchase needs a count of things")


def _lemma(raw: Any) -> str:
    if isinstance(raw, Lexeme):
        return raw.lemma
    from mathcore.organs.story.lexemes import lexicon

    entry = lexicon().entries.get(raw) if isinstance(raw, str) else None
    return entry.lemma if entry is not None else ""


def _bought_for(c: Clause, ctx: Context) -> list[Event]:
    """``Jim buys a ring for $10,000`` / ``sold 4 pies for $10``: a change and a price."""
    ws = _words()
    verb = c.b.get("f")
    if verb is None and c.b.get("s") == "@prev":  # "..., and 2 hats for $10": the same verb
        verb = ctx.prev_op.get("_bind", {}).get("f")
        prev = ctx.prev_op
        if prev.get("op") in _UNPRICED and "p" not in prev.get("_bind", {}):  # "bought 5
            # shirts and 4 hats for $60": the total may be the list's
            raise _stop("a total after an unpriced item: of the last item or of the list")
    lemma = _lemma(verb)
    if lemma not in ws.trade:
        raise _stop(f"{lemma!r} at a total price is not a purchase or a sale")
    count, index = _count(c.b.get("n") if "n" in c.b else c.b.get("a"))
    total = c.b.get("p")
    if not isinstance(total, tuple) or not total[2] or count <= 0:
        raise _stop("a purchase needs a money total")
    price = normalize(Fraction(total[0]) / count)
    op = "lose" if lemma == "sell" else "gain"
    bind = {**c.b, "n": (normalize(count), index, False), "f": verb}
    change = c.again({**c.t, "op": op, "qty": "n"}, bind, ctx)
    kind = change[0].kind
    if kind.head == "dollar":
        raise _stop("money bought for money")
    return [
        *change,
        Event("price", "", kind, price, frame="price", source=c.source, rule=c.rc.frame),
    ]


def _priced_each(c: Clause, ctx: Context) -> list[Event]:
    """``sold 40 cookies for $0.80 each`` and a list's later items (``..., and 30 cupcakes for
    $2 each``, the same verb): a change and a unit price."""
    ws = _words()
    verb = c.b.get("f")
    if verb is None and c.b.get("s") == "@prev":
        verb = ctx.prev_op.get("_bind", {}).get("f")
    lemma = _lemma(verb)
    if lemma not in ws.trade:
        raise _stop(f"{lemma!r} at a price each is not a purchase or a sale")
    price = c.b.get("p")
    if not isinstance(price, tuple) or not price[2]:
        raise _stop("a price each needs money")
    op = "lose" if lemma == "sell" else "gain"
    change = c.again({**c.t, "op": op}, {**c.b, "f": verb}, ctx)
    kind = change[0].kind
    if kind.head == "dollar":
        raise _stop("money sold for money")
    unit = Event("price", "", kind, price[0], frame="price", source=c.source, rule=c.rc.frame)
    return [*change, unit]


def _times_money(c: Clause, ctx: Context) -> list[Event]:
    """``Ian has half as much money as Jessica (has)``: a comparison of dollars."""
    if c.kind != Kind("money"):
        raise _stop("'as much' compares money only")
    return c.again({**c.t, "op": "times"}, {**c.b, "k": Kind("dollar")}, ctx)


MONEY_SPECIAL: dict[str, Callable[[Clause, Context], list[Event]]] = {
    "bought_for": _bought_for,
    "times_money": _times_money,
    "priced_each": _priced_each,
}
