"""Money over a span from a priced rate: ``Tina sells 10 cakes a day. Each cake costs $5.
How much money does she make in a week?`` and ``Tom buys 3 coffees a day at $2 each. How much
does he spend in 5 days?``.

A money question over a span (``span`` / ``span1`` asks of dollars) that no wage answers is
read from the asked doer's rates of selling (for ``earn``, ``make``, ``get``) or of buying
(for ``spend``, ``pay``): each rate times the span (converted exactly as ``gsm_rate`` does,
the calendar week of 7 days included) times the one stated unit price of its things. The
story must hold only those rates and their prices; a rate of another verb (``makes 10 cakes a
day`` is not money), a thing with no price or two prices, or any other event refuses.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from fractions import Fraction

from mathcore.exact import normalize
from mathcore.organs.rates.algebra import Derivation
from mathcore.organs.story.gsm_rate import RATE_ASKS, _convert, _is_wage, _steps, _time_unit_q
from mathcore.organs.story.ledger import Halt, Ledger, _gate
from mathcore.organs.story.model import Event, StorySetup
from mathcore.packs.loader import Pack, PerPack
from mathcore.results import Step

#: The word tables live in the pack (lexicon/story_gsm_money6_words.jsonl), read once per
#: pack digest: ``priced_trade_verbs`` (the trade a money verb of the question counts:
#: earning counts sales, spending purchases) and ``pronoun_number`` (coord, issue 8: a
#: question naming its ``the <kind>`` holder only by a subject pronoun; True: it names many).


@dataclass(frozen=True, slots=True)
class _Words:
    trades: dict[str, frozenset[str]]
    pronoun_number: dict[str, bool]


def _build_words(pack: Pack) -> _Words:
    """The pack's word tables of this module."""
    return _Words(
        trades={
            f: frozenset((pack.value(f, "priced_trade_verbs") or "").split())
            for f in sorted(pack.words("priced_trade_verbs"))
        },
        pronoun_number={
            f: pack.value(f, "pronoun_number") == "many"
            for f in sorted(pack.words("pronoun_number"))
        },
    )


#: Built once per pack digest (``packs.loader.PerPack``).
_words = PerPack(_build_words)


Answer = tuple[Fraction, list[Step]]


def _priced(led: Ledger, setup: StorySetup) -> Answer:
    ws = _words()
    q = setup.question
    trades = ws.trades.get(q.frame)
    if trades is None or q.other_kind is None:
        raise Halt("question_target_unbound", "money over a span: not a trade's verb")
    rates = [e for e in setup.events if e.op == "rate"]
    if not rates or any(e.agent != q.holder or e.frame not in trades for e in rates):
        raise Halt("question_target_unbound", "money over a span: not the doer's trades")
    if any(e.op not in ("rate", "price") for e in setup.events):
        raise Halt("unused_number", "money over a span reads a story of priced rates only")
    unit = _time_unit_q(q.other_kind)
    span = Fraction(1 if q.qty is None else q.qty)
    d = Derivation()
    total = Fraction(0)
    _gate("story_count_times_price")
    for e in rates:
        assert e.other_kind is not None and e.qty is not None
        prices = [(p, pe) for k, (p, pe) in led.price.items() if k.covers(e.kind)]
        if len(prices) != 1:
            raise Halt("unbound_quantity", f"not one price of {e.kind.label()}")
        p, pe = prices[0]
        led.used.update({id(pe), id(e)})
        amount = _convert(span, unit, e.other_kind.head, [], d, [], True)
        count = Fraction(d.multiply(normalize(amount), e.qty, f"time x rate|{e.source}"))
        money = Fraction(d.multiply(normalize(count), p, f"count x unit price|{pe.source}"))
        if len(rates) > 1:
            _gate("story_sum_of_parts")
            d.add(normalize(total), normalize(money), "sum")
        total += money
    return total, _steps(d, q.source)


def _numbers(holder: str, source: str) -> set[bool]:
    """Whether the head noun of a ``the <kind>`` holder is plural in ``source`` (each use)."""
    from mathcore.organs.story.lexemes import lexicon

    head = holder.split()[-1]
    entries = lexicon().entries
    words = source.partition(": ")[2].lower().replace("?", " ").split()
    out: set[bool] = set()
    for w in words:
        entry = entries.get(w)
        if entry is not None and entry.noun == head:
            out.add(w != head)
    return out


def number_clash(setup: StorySetup) -> str:
    """``A bird has 2 wings. How many wings do the birds have?``: a ``the <kind>`` holder
    named in the singular and in the plural (one of them, or how many?) is not one holder."""
    holder = setup.question.holder
    if not holder.startswith("the ") or " " in holder[4:]:
        return ""
    numbers = _numbers(holder, setup.question.source)
    for e in setup.events:
        if holder in (e.holder, e.agent, e.other):
            numbers |= _numbers(holder, e.source)
    return f"{holder!r} is named as one and as many" if len(numbers) > 1 else ""


def _pronoun_number(source: str) -> set[bool]:
    """``A baker makes 12 cakes a day. How many cakes does he make ...``: ``he`` names one."""
    ws = _words()
    words = source.partition(": ")[2].lower().replace("?", " ").split()
    return {ws.pronoun_number[w] for w in words if w in ws.pronoun_number}


def same_number(setup: StorySetup, rates: list[Event]) -> None:
    """``A bird eats 7 berries a day. How many berries do the birds eat?``: one bird's rate
    asked of birds (how many?) refuses; the holder ``the bird`` names both."""
    q = setup.question
    if not q.holder.startswith("the "):
        return
    asked = _numbers(q.holder, q.source) or _pronoun_number(q.source)
    for e in rates:
        told = _numbers(q.holder, e.source) or _pronoun_number(e.source)
        if e.agent == q.holder and asked != told:
            raise Halt("question_target_unbound", "a rate of one asked of many (or of many, one)")


def _with_priced(
    plain: Callable[[Ledger, StorySetup], Answer],
) -> Callable[[Ledger, StorySetup], Answer]:
    """``plain`` (gsm_rate's span answer), or for money with no wage the priced rates."""

    def answer(led: Ledger, setup: StorySetup) -> Answer:
        q = setup.question
        same_number(setup, [e for e in setup.events if e.op == "rate"])
        if q.kind.head == "dollar" and not any(_is_wage(e) for e in setup.events):
            return _priced(led, setup)
        return plain(led, setup)

    return answer


PRICED_ASKS: dict[str, Callable[[Ledger, StorySetup], Answer]] = {
    "span": _with_priced(RATE_ASKS["span"]),
    "span1": _with_priced(RATE_ASKS["span1"]),
}
