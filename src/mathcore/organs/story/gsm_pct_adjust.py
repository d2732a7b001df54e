"""A percentage off or on top of a purchase: ``Tim buys a cabinet for $1200 and gets a 15%
discount``, ``He pays 10% tax``, ``There is a 40% off sale``.

The reader records an ``adjust`` event (the factor: 0.85, 1.1). Before the ledger replays,
the unit price of every kind the buyer bought is multiplied by it, so what was paid or what
money is left follows from the existing money answers. It is read only when:

- the buyer is one (the subject, or for ``there is a 40% off sale`` the story's one buyer),
  with one such adjustment, after (or in the sentence of) its purchases;
- every stated price is the price of a kind the buyer bought, and each such kind has one;
- the question asks what the buyer paid or spent, or the buyer's money (never a price,
  which would be the price before or after: not read).

Anything else refuses (``unbound_quantity``).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from mathcore.exact import normalize
from mathcore.organs.story.lazy import module as _lazy
from mathcore.organs.story.ledger import Halt, _gate
from mathcore.organs.story.model import Event, StorySetup
from mathcore.packs.loader import Pack, PerPack
from mathcore.results import Step

if TYPE_CHECKING:
    from mathcore.organs.story.lexemes import Lexeme

#: The word tables live in the pack, read once per pack digest: ``buy_verb`` and
#: ``pay_verb`` (lexicon/story_solver7_words.jsonl) and ``other_time_word``
#: (lexicon/story_kinds8.jsonl).


@dataclass(frozen=True, slots=True)
class _Words:
    buying: frozenset[str]
    other_time: frozenset[str]
    paying: frozenset[str]
    earlier_time: frozenset[str]
    time_words: frozenset[str]


def _build_words(pack: Pack) -> _Words:
    """The pack's word tables of this module."""
    return _Words(
        buying=pack.words("buy_verb"),
        other_time=pack.words("other_time_word"),
        paying=pack.words("pay_verb"),
        earlier_time=pack.words("earlier_time_word"),
        time_words=pack.words("time_word"),
    )


#: Built once per pack digest (``packs.loader.PerPack``).
_words = PerPack(_build_words)


def _buyer(events: list[Event], adj: Event) -> str:
    ws = _words()
    buyers = {e.agent for e in events if e.op == "gain" and e.frame in ws.buying}
    if adj.holder:
        return adj.holder
    if len(buyers) != 1:
        raise Halt("unbound_quantity", "a discount with no single buyer")
    return next(iter(buyers))


def _asks_paid(setup: StorySetup, buyer: str) -> bool:
    ws = _words()
    q = setup.question
    if q.kind.head != "dollar" or q.holder != buyer:
        return False
    return (q.ask == "event" and q.frame in ws.paying) or q.ask == "state"


def fronted_time(events: Sequence[Event], cats: Sequence[Sequence[Lexeme]]) -> None:
    """``Last week there was a 40% off sale.``, ``Tomorrow he will get a 15% discount.``: a time
    told before the adjustment's clause (the reader leaves it out of the clause's source) that
    no purchase names refuses, as ``expand_adjust`` refuses it told inside the clause. A hook
    at the question (``reader``), where every sentence's words are at hand."""
    ws = _words()
    changes: frozenset[str] = _lazy("mathcore.organs.story.conditions").CHANGES
    for adj in events:
        if adj.op in changes:
            _fronted_change(adj, events, cats, ws.other_time, changes)
        if adj.op != "adjust":
            continue
        head, _, rest = adj.source.partition("[")
        first = rest.partition("-")[0]
        if head[:1] != "s" or not head[1:].isdigit() or not first.isdigit() or first == "0":
            continue
        si, start = int(head[1:]), int(first)
        if si >= len(cats):
            continue
        lead = {t.word for t in cats[si] if t.index < start} & ws.other_time
        said = {w for e in events if e.op == "gain" for w in e.source.lower().split()}
        if lead - said:
            from mathcore.organs.story.reader import Stop

            raise Stop("ambiguous_reading", "an adjustment told at another time", "percentage")


def _fronted_change(
    ev: Event,
    events: Sequence[Event],
    cats: Sequence[Sequence[Lexeme]],
    other: frozenset[str],
    changes: frozenset[str],
) -> None:
    """``Todd has $20. He buys 4 candy bars that cost $2 each. Yesterday he bought 3 candy
    bars.``, ``... gave her $100 for her birthday. Last year he gave her $80.``: a change told
    after a past time word (``yesterday``, ``last``, ``ago``) that the reader leaves out of the
    clause's source, after a change of an earlier sentence told with no time, happened before
    it, not after, whatever the replay's order (before the money she has now, or not):
    refused. Told after holdings only (``Ben has 20 eggs. Yesterday, he ate 4``), the change
    comes after them, as development texts mean."""
    head, _, rest = ev.source.partition("[")
    first = rest.partition("-")[0]
    if head[:1] != "s" or not head[1:].isdigit() or not first.isdigit() or first == "0":
        return
    si, start = int(head[1:]), int(first)
    if si >= len(cats):
        return
    starts = [
        int(e.source.partition("[")[2].partition("-")[0] or 0)
        for e in events
        if e.source.partition("[")[0] == head and e.source.partition("[")[2][:1].isdigit()
    ]
    ws = _words()
    toks = [t for t in cats[si] if t.index < min(starts, default=start)]
    past = other & ws.earlier_time
    times = ws.time_words
    # a time told (``last year``, ``two years ago``): ``in the last round`` is not one
    timed = any(t.time or t.word in times or (t.noun or "") in times for t in toks)
    if not timed or not {t.word for t in toks} & past:
        return
    for e in events:
        sh = e.source.partition("[")[0]
        earlier = e.op in changes and sh[1:].isdigit() and int(sh[1:]) < si
        if earlier and not set(e.source.lower().split()) & other:
            from mathcore.organs.story.reader import Stop

            raise Stop("ambiguous_reading", "a change told at an earlier time", "time")


def expand_adjust(setup: StorySetup) -> tuple[StorySetup, list[Step]]:
    """``setup`` with the buyer's unit prices adjusted and the adjustment dropped."""
    adjs = [e for e in setup.events if e.op == "adjust"]
    if not adjs:
        return setup, []
    ws = _words()
    if len(adjs) > 1:
        raise Halt("unbound_quantity", "two adjustments: of which amount each is not read")
    adj = adjs[0]
    events = list(setup.events)
    buyer = _buyer(events, adj)
    at = events.index(adj)
    bought = [e for e in events if e.op == "gain" and e.frame in ws.buying and e.agent == buyer]
    if not bought or any(events.index(e) > at and e.source[:3] != adj.source[:3] for e in bought):
        raise Halt("unbound_quantity", "a discount before the purchases it is on")
    said = set(adj.source.partition(": ")[2].lower().replace(",", " ").split()) & ws.other_time
    if said - {w for e in bought for w in e.source.partition(": ")[2].lower().split()}:
        # "James buys 3 shirts for $60. There was a 40% off sale last week.": not on this
        # purchase (answered 36, and 12 per shirt)
        raise Halt("unbound_quantity", "an adjustment told at another time than the purchase")
    pct7 = _lazy("mathcore.organs.story.pct7")
    setup = pct7.paid_per(setup, buyer, bought)  # "How much did he pay per shirt?"
    if not _asks_paid(setup, buyer) and not pct7.asks_spent_on(setup.question, buyer, bought):
        raise Halt("unbound_quantity", "a price asked beside a discount: before or after it")
    if any(e.kind.head == "dollar" and e.op not in ("has", "adjust") for e in events):
        # "spends $20 on food ... pays 10% tax" (on the food too?), "earns $20. The tax is
        # 10%" (on the earnings?): money moved beside the prices; which it is on is not read
        raise Halt("unbound_quantity", "money moved beside the prices an adjustment is on")
    kinds = {e.kind for e in bought}
    prices = [n for n, e in enumerate(events) if e.op == "price"]
    if {events[n].kind for n in prices} != kinds or len(prices) != len(kinds):
        raise Halt("unbound_quantity", "a price that is not of one bought kind")
    _gate("story_fraction_of")
    assert adj.qty is not None
    steps: list[Step] = []
    for n in prices:
        p = events[n]
        assert p.qty is not None
        new, step = pct7.adjusted(p, adj, len(kinds))  # pct7: or "a discount of $0.5 each"
        steps.append(step)
        events[n] = replace(p, qty=normalize(new))
    del events[at]
    return replace(setup, events=tuple(events)), steps
