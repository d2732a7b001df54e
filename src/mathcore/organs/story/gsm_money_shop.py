"""Shopping stories (GSM8K money): item lists, payments "for everything", money left "to buy more".

Constructions (rows in ``gsm_money_shop_rows``; each refuses what it cannot prove):

- ``elided_surface``: the reader's ``3 green and 5 red marbles`` guard refuses a list in which
  a bare word that is also a modifier was read as a noun beside a narrowed kind. The word was
  elided only when its surface is the singular head counted by a number other than one
  (``3 green``) or when it ends its clause (``a green, and 5 red marbles``); a plural
  (``10 books``) or a single thing told with more words after it (``a basketball that cost
  $18``, ``a basketball for $18``) names the thing itself, so the list reads.
- ``pay_for_guard``: ``How much did he pay for everything?`` is the buyer's payments (the
  ``event`` ask of the verb); ``for them`` / ``for it`` need the buyer's purchases to be of
  one kind, else the question refuses (``both`` is not taught: its senses differ).
- ``How much money does Edward have left to buy more toys?``: the money left (the purpose
  names no amount); only ``more`` / ``other`` things, never a count (``to buy 3 more toys``
  asks a need).
- ``He spent another $1.25``: a spending of that amount (``another`` adds to what was spent).
- A buy, purchase or sale whose thing is money (``He buys $50 in pants`` read as a gain of
  $50) refuses in ``resolve`` (``unit_mismatch``); ``$3 worth of candy`` is a spending.
- ``money_before_purchases``: money at first = the money left plus what the priced purchases
  cost, in a story of exactly that (``some money``, purchases, prices, money left).
- ``money_in_order``: money left is the final money less the purchases; replayed in the
  story's order it may never fall below zero (a gift after a purchase does not pay for it).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from fractions import Fraction
from typing import TYPE_CHECKING, Any

from mathcore.organs.story.lazy import module as _lazy
from mathcore.organs.story.ledger import Halt, Ledger
from mathcore.organs.story.lexemes import Lexeme, lexicon
from mathcore.organs.story.model import Event, Kind, Question, StorySetup
from mathcore.packs.loader import Pack, PerPack, current_pack
from mathcore.results import Step

if TYPE_CHECKING:
    from mathcore.organs.story.reader import Context
    from mathcore.organs.story.resolve import Clause

Answer = tuple[Fraction, list[Step]]
Handler = Callable[[Ledger, StorySetup], Answer]

#: Ops whose bare kind the reader's elided-noun guard looks at.
_HOLDING_OPS = frozenset({"has", "gain", "lose"})
#: Question rows that pay "for" a pronoun or "everything", with the kinds they need.
PAY_FOR_RULES = frozenset({"q_pay_for_all", "q_pay_for_pron"})
#: The word tables live in the pack, read once per pack digest: ``buy_verb`` (buy, purchase;
#: lexicon/story_solver7_words.jsonl), ``present_holding_word`` (has, have, now: money told
#: as held in the present) and ``trade_lemma`` (buy, purchase, sell; both in
#: lexicon/story_gsm_money8.jsonl).


@dataclass(frozen=True, slots=True)
class _Words:
    buying: frozenset[str]
    present_holding: frozenset[str]
    trade: frozenset[str]


def _build_words(pack: Pack) -> _Words:
    """The pack's word tables of this module."""
    return _Words(
        buying=pack.words("buy_verb"),
        present_holding=pack.words("present_holding_word"),
        trade=pack.words("trade_lemma"),
    )


#: Built once per pack digest (``packs.loader.PerPack``).
_words = PerPack(_build_words)


def elided_surface(evs: list[Event]) -> bool:
    """Whether a bare modifier-noun kind of ``evs`` was read from an elided list item.

    True when some such kind's surface in its clause is the singular head counted by a
    number other than one, or ends the clause, or is not in the clause at all (``17 of
    them``); False when every one is plural or a single thing with more words after it.
    """
    entries = lexicon().entries
    for e in evs:
        if e.op not in _HOLDING_OPS or e.kind.mods:
            continue
        entry = entries.get(e.kind.head)
        if entry is None or not entry.modifier:
            continue
        words = e.source.partition(": ")[2].lower().split()
        if e.kind.head not in words:
            plural = any(w != e.kind.head and _noun(w) == e.kind.head for w in words)
            if plural:
                continue  # the plural names the things themselves ("10 books")
            return True  # no surface of its own ("17 of them"): the guard stands
        at = len(words) - 1 - words[::-1].index(e.kind.head)
        if e.qty != 1 or at == len(words) - 1:
            return True
    return False


def _noun(word: str) -> str | None:
    entry = lexicon().entries.get(word)
    return entry.noun if entry is not None else None


def _purchase_kinds(setup: StorySetup, buyer: str) -> set[str]:
    ws = _words()
    return {
        e.kind.label()
        for e in setup.events
        if e.op == "gain" and e.agent == buyer and e.frame in ws.buying and e.kind.head != "dollar"
    }


def paid_for_kind(led: Ledger, setup: StorySetup) -> Answer:
    """``How much did he pay for (the) eggs?``: the payer's purchases of that kind, each its
    count times its one unit price. A purchase of the same noun the asked kind does not
    cover (``shirts`` asked as ``red shirts``), or a spending of money on it, refuses."""
    ws = _words()

    q = setup.question
    asked = q.other_kind
    assert asked is not None
    buys = [
        e
        for e in setup.events
        if e.op == "gain"
        and e.agent == q.holder
        and e.frame in ws.buying
        and e.kind.head == asked.head
    ]
    if not buys or any(not asked.covers(e.kind) for e in buys):
        raise Halt("question_target_unbound", f"no purchases of {asked.label()} only")
    if any(
        e.op == "lose" and e.kind.head == "dollar" and e.agent == q.holder for e in setup.events
    ):
        raise Halt("question_target_unbound", "money spent beside the priced purchases")
    from mathcore.organs.story.answers import priced_sum

    return priced_sum(led, buys, add_from_first=False)


def pay_for_guard(prev: Handler) -> Handler:
    """The ``event`` ask, after the checks of ``for them`` / ``for it``."""

    def event(led: Ledger, setup: StorySetup) -> Answer:
        no_coins(setup)
        q = setup.question
        if q.rule == "q_pay_for_k":
            return paid_for_kind(led, setup)
        if q.rule in PAY_FOR_RULES:
            words = set(q.source.partition(": ")[2].lower().split())
            kinds = _purchase_kinds(setup, q.holder)
            if not kinds:
                raise Halt("question_target_unbound", "no purchases of the payer")
            if words & {"them", "it"} and len(kinds) != 1:
                raise Halt("question_target_unbound", "'them' / 'it' names no one kind bought")
            setup = replace(setup, question=replace(q, rule="q_spend"))
        return prev(led, setup)

    return event


def _unit_price(setup: StorySetup, e: Event) -> Fraction | None:
    prices = {p.qty for p in setup.events if p.op == "price" and p.kind.covers(e.kind)}
    if len(prices) != 1 or e.qty is None or e.qty < 0:
        return None
    return Fraction(e.qty) * Fraction(next(iter(prices)) or 0)


def _dollar_step(e: Event, holder: str, setup: StorySetup) -> Fraction | None:
    """What ``e`` adds to ``holder``'s dollars (None: unknown; 0: nothing of the holder's)."""
    ws = _words()
    if e.kind.head != "dollar":
        if e.agent != holder or e.op not in ("gain", "lose"):
            return Fraction(0)
        if e.frame in ws.buying and e.op == "gain":
            cost = _unit_price(setup, e)
            return None if cost is None else -cost
        if e.frame == "sell" and e.op == "lose":
            return _unit_price(setup, e)
        return Fraction(0)
    if e.qty is None or e.qty < 0:
        return None
    if e.op == "gain" and e.holder == holder:
        return Fraction(e.qty)
    if e.op == "lose" and e.holder == holder:
        return -Fraction(e.qty)
    if e.op == "give":
        return Fraction(e.qty) if e.other == holder else -Fraction(e.qty) * (e.holder == holder)
    return Fraction(0)


def money_in_order(setup: StorySetup) -> None:
    """``Wyatt's mother gave him $10. Wyatt bought 5 books for $5 each. His father gave him
    $20.``: the books cost more than he held when he bought them. Money left is the final
    amount less the purchases; replayed in the story's order, the money held may never fall
    below zero (else ``negative_quantity``); a priced purchase before any money is told was
    paid with money the story never gives (``Tom bought 2 pens for $3 each. Then he earned
    $10.``: ``unbound_quantity``). A story whose money is not all known, or that states an
    amount after the start, is left to the ledger."""
    q = setup.question
    if q.ask != "state" or q.kind.head != "dollar":
        return
    held: Fraction | None = None
    for e in setup.events:
        if e.op == "has" and e.holder == q.holder and e.kind.head == "dollar":
            if held is not None or e.qty is None:
                return
            held = Fraction(e.qty)
            continue
        step = _dollar_step(e, q.holder, setup)
        if step is None:
            return
        if step == 0:
            continue
        if held is None:
            told = any(x.op == "has" for x in setup.events if x.holder == q.holder)
            if step < 0 and told and _held_now_after(setup, e, q.holder):
                # "Ann bought a lamp for $40. She has $100 now.": the money she holds after
                # the purchase, or before it? Read as the start, it answered 60
                raise Halt("unbound_quantity", "money told as held now, after a purchase")
            if step < 0 and (told or e.kind.head == "dollar"):
                return  # a start told later, or money given or spent: the ledger's to read
            if step < 0:  # a priced purchase before any money: paid with money never told
                raise Halt("unbound_quantity", "money spent before any is told: its start")
            held = Fraction(0)
        held += step
        if held < 0:
            raise Halt("negative_quantity", "the purchases cost more than the money held then")


def _held_now_after(setup: StorySetup, spent: Event, holder: str) -> bool:
    """The holder's money is told after ``spent``, in the present (has/have/now)."""
    ws = _words()
    later = setup.events[setup.events.index(spent) + 1 :]
    for x in later:
        if x.op == "has" and x.holder == holder and x.kind.head == "dollar":
            words = set(x.source.partition(": ")[2].lower().split())
            return bool(words & ws.present_holding)
    return False


#: This module's money questions: none reads coins as money (``coin_money`` does, for the
#: plain ``How much money does he have?``), so in a story of coins they refuse.
MONEY_RULES = frozenset(
    {
        "q_money_left_with",
        "q_money_be_left_with",
        "q_money_left_more",
        "q_money_initial",
        "q_money_initial_adv",
        "q_money_initial_to",
        "q_money_initial_the",
        "q_pay_for_all",
        "q_pay_for_pron",
        "q_pay_for_k",
    }
)


def no_coins(setup: StorySetup) -> None:
    """``$40 and 200 quarters ... how much money is he left with``: coins are money too."""
    if setup.question.rule in MONEY_RULES and any(_coin(e.kind) for e in setup.events):
        if _lazy("mathcore.organs.story.solver6").coins_left_with(setup):
            return  # "how much money is he left with" over coins only: coin_money reads it
        raise Halt("question_target_unbound", "a money question of this module, with coins")


def _coin(kind: Kind) -> bool:
    from mathcore.packs.loader import current_pack

    return kind.head != "dollar" and current_pack().value(kind.head, "coin_value") is not None


def money_left_in_order(prev: Handler) -> Handler:
    """The ``state`` ask, after ``money_in_order`` and ``no_coins``."""

    def state(led: Ledger, setup: StorySetup) -> Answer:
        money_in_order(setup)
        no_coins(setup)
        return prev(led, setup)

    return state


INITIAL_RULES = frozenset(
    {"q_money_initial", "q_money_initial_adv", "q_money_initial_to", "q_money_initial_the"}
)


def money_before_purchases(led: Ledger, setup: StorySetup) -> Answer | None:
    """``Delores has some money. She buys a computer for $400 and a printer for $40. If she
    has $10 left, how much money did Delores have at first?``: what is left, plus what the
    purchases cost. Read only when the story is exactly: the asker's unknown money (``some
    money``), the asker's priced purchases (one price each), the prices, and last the money
    left; anything else is left to the ordinary ask (None)."""
    ws = _words()
    from mathcore.exact import normalize
    from mathcore.organs.story.ledger import _gate

    q = setup.question
    evs = list(setup.events)
    if q.rule not in INITIAL_RULES or len(evs) < 3:
        return None
    start, last = evs[0], evs[-1]
    if not (
        start.op == "has"
        and start.holder == q.holder
        and start.qty is None
        and start.kind.head in ("money", "dollar")
        and not start.kind.mods
        and last.op == "has"
        and last.holder == q.holder
        and last.kind.head == "dollar"
        and last.qty is not None
    ):
        return None
    buys = [e for e in evs[1:-1] if e.op != "price"]
    if not buys or any(
        e.op != "gain" or e.agent != q.holder or e.frame not in ws.buying or e.kind.head == "dollar"
        for e in buys
    ):
        return None
    _gate("story_count_times_price")
    left = Fraction(last.qty)
    total, steps = left, [Step("has", (last.qty,), last.qty, "money left", last.source)]
    for e in buys:
        prices = [(p, pe) for k, (p, pe) in led.price.items() if k.covers(e.kind)]
        if len(prices) != 1 or e.qty is None:
            raise Halt("question_target_unbound", f"no single price of {e.kind.label()}")
        p, pe = prices[0]
        led.used.add(id(pe))
        cost = Fraction(e.qty) * Fraction(p)
        steps.append(Step("multiply", (e.qty, p), normalize(cost), "count x unit price", e.source))
        _gate("story_sum_of_parts")
        steps.append(Step("add", (normalize(total), normalize(cost)), normalize(total + cost)))
        total += cost
    return total, steps


def _initial_no_coins(prev: Handler) -> Handler:
    def initial(led: Ledger, setup: StorySetup) -> Answer:
        no_coins(setup)
        _sellers_agree(setup)  # "Annie sells hamburgers for $4 each. Annie buys 8 hamburgers"
        return money_before_purchases(led, setup) or prev(led, setup)

    return initial


def shop_asks(asks: dict[str, Handler]) -> dict[str, Handler]:
    """The asks this module chains onto the current table (``answers.ASKS``)."""
    return {
        "event": _with_sales_made(pay_for_guard(asks["event"])),
        "state": _with_sales_made(money_left_in_order(asks["state"])),
        "initial": _initial_no_coins(asks["initial"]),
    }


def _stop(detail: str) -> Exception:
    from mathcore.organs.story.reader import Stop

    return Stop("unreadable_sentence", detail, "frame_entry")


def _verb(c: Clause, ctx: Context) -> Any:
    ws = _words()
    verb = c.b.get("f")
    if verb is None and c.b.get("s") == "@prev":  # "..., and 5 pounds of apples at $6 a pound"
        verb = ctx.prev_op.get("_bind", {}).get("f")
    lemma = verb.lemma if isinstance(verb, Lexeme) else ""
    if lemma not in ws.trade:
        raise _stop(f"{lemma!r} at a price is not a purchase or a sale")
    return verb


def _priced_unit(c: Clause, ctx: Context) -> list[Event]:
    """``bought 3 pounds of peaches at $2 per pound``: the change of the things and the price
    of one of them. The unit priced must be the unit counted (``per pound`` of pounds, ``a
    bag`` of bags); anything else refuses. ``bought 3 shirts at $20`` (each, or for all
    three?) has no row: it stays refused."""
    verb = _verb(c, ctx)
    price = c.b.get("p")
    if not isinstance(price, tuple) or not price[2] or price[0] is None or price[0] <= 0:
        raise _stop("a price per unit needs money")
    unit = c.b.get("u")
    if unit is not None and (not isinstance(unit, Kind) or unit.mods or unit.head != c.kind.head):
        raise _stop("the unit priced is not the unit counted")
    op = "lose" if verb.lemma == "sell" else "gain"
    change = c.again({**c.t, "op": op}, {**c.b, "f": verb}, ctx)
    kind = change[0].kind
    if kind.head == "dollar":
        raise _stop("money bought for money")
    unit_price = Event("price", "", kind, price[0], frame="price", source=c.source, rule=c.rc.frame)
    return [*change, unit_price]


def _worth(c: Clause, ctx: Context) -> list[Event]:
    """``buys $3 worth of candy`` / ``3 dollars worth of candy``: a spending of that money."""
    _verb(c, ctx)
    raw = c.b.get("n")
    if not isinstance(raw, tuple) or raw[0] is None or raw[0] <= 0:
        raise _stop("worth needs an amount of money")
    bind = {**c.b, "n": (raw[0], raw[1], True)}
    return c.again(
        {"op": "lose", "holder": "s", "kind": "x", "qty": "n", "as_frame": "spend"}, bind, ctx
    )


def _seller_price(c: Clause, ctx: Context) -> list[Event]:
    """``She sells each cookie for $2`` / ``sells cookies for $2 each``: a price of the kind
    (its seller is remembered for pronouns; the sale itself is told elsewhere)."""
    verb = _verb(c, ctx)
    price = c.b.get("p")
    if verb.lemma != "sell" or not isinstance(price, tuple) or not price[2] or not price[0]:
        raise _stop("a seller's price needs a sale verb and money")
    from mathcore.organs.story.resolve import _holder

    raw = c.b.get("s")
    seller = ctx.prev_subject if raw == "@prev" else _holder(raw, ctx)
    ctx.mention(seller)  # the seller: a later "she" is this person
    ctx.prev_subject = seller
    if c.kind.head == "dollar":
        raise _stop("money sold for money")
    if c.kind not in ctx.kinds:
        ctx.kinds.append(c.kind)
    ev = Event("price", "", c.kind, price[0], frame="price", source=c.source, rule=c.rc.frame)
    return [replace(ev, agent=seller)]  # whose price: another seller's sales refuse


def _sell_all(c: Clause, ctx: Context) -> list[Event]:
    """``if she sells all of them`` / ``sold all his cookies``: a sale of everything the
    seller holds of the kind, an amount ``sold_all`` makes concrete before the answer."""
    verb = _verb(c, ctx)
    if verb.lemma != "sell":
        raise _stop("'all' of a kind is read for a sale only")
    return c.again({**c.t, "op": "lose"}, {**c.b, "f": verb}, ctx)


SHOP_SPECIAL: dict[str, Callable[[Clause, Context], list[Event]]] = {
    "priced_unit": _priced_unit,
    "worth": _worth,
    "seller_price": _seller_price,
    "sell_all": _sell_all,
}

#: Rows of ``_sell_all`` (their events' amounts are made concrete by ``sold_all``).
SELL_ALL_RULES = frozenset({"sell_all", "sell_all_them"})


def sold_all(setup: StorySetup) -> tuple[StorySetup, list[Step]]:
    """``setup`` with each sale of all a seller holds made concrete: the amount the seller
    holds of that kind right before it (replayed exactly; an amount that is not known, or
    nothing held, refuses)."""
    from mathcore.organs.story.ledger import _replay

    events = list(setup.events)
    steps: list[Step] = []
    for n, e in enumerate(events):
        if e.rule not in SELL_ALL_RULES:
            continue
        if e.holder != e.agent:  # "Tom sells all of them": Ann's cookies, not his own
            raise Halt("unbound_quantity", "all of what another holds")
        led = Ledger()
        _replay(led, replace(setup, events=tuple(events[:n])))
        cur = led.amounts.get(led.key(e.holder, e.kind))
        if cur is None or cur.b != 0 or cur.a <= 0:
            raise Halt("unbound_quantity", f"all of {e.kind.label()}: an amount not known")
        events[n] = replace(e, qty=cur.a if cur.a.denominator != 1 else int(cur.a))
        steps.append(Step("has", (cur.a,), cur.a, "all of it is sold", e.source))
    return replace(setup, events=tuple(events)), steps


#: Rows of ``_seller_price`` (the price event's agent is its seller).
SELLER_PRICE_RULES = frozenset(
    {"sell_each_for", "sell_for_each"}
    | {f"sell_{f}_{w}" for f in ("each_for", "for_each") for w in ("across",)}
)


def _sellers_agree(setup: StorySetup) -> None:
    """``Mary baked 20 cookies. Her sister sells each cookie for $2. How much will Mary make
    if she sells all of them?``: the sister's price is not Mary's (refused)."""
    for p in setup.events:
        seller = p.agent if p.rule in SELLER_PRICE_RULES else _sold_for(setup, p)
        if not seller:
            continue
        p = replace(p, agent=seller)
        for e in setup.events:
            if (
                e.op == "lose"
                and e.frame == "sell"
                and p.kind.covers(e.kind)
                and e.agent != p.agent
            ):
                raise Halt("question_target_unbound", "a price another seller asks")
            if e.frame == "buy" and p.kind.covers(e.kind) and _bought_elsewhere(e, p.agent):
                raise Halt("question_target_unbound", "bought from another than the seller")
            if e.frame == "buy" and e.agent == p.agent and _of_kind(e.kind, p.kind):
                _own_price_paid(setup.question)  # "She bought 20 pens. She sells each pen"


def _sold_for(setup: StorySetup, p: Event) -> str:
    """The seller of a ``bought_for`` price read from a sale (``She sells 2 kg of potatoes
    for $6``: her own asking price), or ""."""
    if p.rule != "bought_for" or p.op != "price":
        return ""
    return next(
        (e.agent for e in setup.events if e.source == p.source and e.frame == "sell" and e.agent),
        "",
    )


def _of_kind(bought: Kind, priced: Kind) -> bool:
    """Whether ``bought`` is of the priced kind, or units of it (``boxes of pens``)."""
    inner = [m[3:] for m in bought.mods if m.startswith("of ")]
    return priced.covers(bought) or any(m.split()[-1] == priced.head for m in inner)


def _own_price_paid(q: Question) -> None:
    """``Nina bought 20 pens. She sells each pen for $2. How much did Nina spend?`` (answered
    40): what a seller asks for what she bought is not what she paid for it; a question of
    money paid or held refuses (what she makes selling them is asked of the sale)."""
    paying = current_pack().words("pay_verb") | _words().buying  # spend, pay; buy, purchase
    if q.kind.head == "dollar" and (q.ask != "event" or q.frame in paying):
        raise Halt("question_target_unbound", "a buyer's own selling price read as paid")


def _bought_elsewhere(e: Event, seller: str) -> bool:
    """``The bakery sells cookies for $1 each. Annie buys 8 cookies at the store``: a purchase
    told at or from a place or person that is not the seller has a price not told."""
    text = e.source.split(": ", 1)[-1].lower().replace(" 's", "'s")
    told = _SHOP_PLACE.search(text)
    if told is None:
        return False
    words = set(told.group(2).replace("'s", "").split()) - {"the", "a", "an", "his", "her", "their"}
    return not words & set(seller.lower().replace("'s", "").split())


#: ``at the store`` / ``from her friend`` / ``from Tom's shop`` after a purchase.
_SHOP_PLACE = __import__("re").compile(
    r"\b(at|from) ((?:the|a|an|his|her|their|[a-z]+'s) [a-z' ]+|[a-z]+)$"
)


def _with_sales_made(prev: Handler) -> Handler:
    """An ask over the story with every ``sell all`` made concrete first (the ledger replayed
    anew; the facts it uses count as used)."""
    from mathcore.organs.story.ledger import _replay

    def ask(led: Ledger, setup: StorySetup) -> Answer:
        _sellers_agree(setup)
        if not any(e.rule in SELL_ALL_RULES for e in setup.events):
            return prev(led, setup)
        concrete, pre = sold_all(setup)
        fresh = Ledger()
        _replay(fresh, concrete)
        value, steps = prev(fresh, concrete)
        led.used |= fresh.used
        return value, [*pre, *steps]

    return ask


__all__ = [
    "PAY_FOR_RULES",
    "SHOP_SPECIAL",
    "elided_surface",
    "money_in_order",
    "pay_for_guard",
    "shop_asks",
]
