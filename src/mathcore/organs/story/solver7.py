"""Solver frontier, round 7 (docs/story_solver7.md): stories read totally, then refused.

- ``priced_unit_kinds`` (before the ledger, hook in ``solver6.prepare``): ``Maddie bought 2
  packs of white T-shirts and 4 packs of blue T-shirts. The white T-shirts come in packs of 5,
  and the blue T-shirts come in packs of 3. Each T-shirt cost $3. How much did Maddie spend?``:
  several kinds of units bought, each with one amount of contents in each unit and no price of
  its own, and one price that covers every content (a T-shirt's price is a white T-shirt's
  price): each unit costs its contents (5 x $3, 3 x $3). ``solver6_units`` reads one kind.
- ``make_need`` (before the ledger): ``Anna puts three slices of ham in each sandwich. If she
  has 31 slices of ham, how many more slices of ham does she need to make 50 ham
  sandwiches?``: the target of the need is the made units times the amount in each (150).
- ``contents_asked`` (the ``event`` and ``difference_k`` asks): ``Chad bought 6 packages of cat
  food ... Each package of cat food contained 9 cans ... How many more cans of cat food than
  dog food did Chad buy?``: cans of cat food are the cans in the packages of cat food done
  with the asked verb (6 x 9).

Each construction leaves the story unchanged (and the solver refuses as before) when a guard
fails; every guard is listed in the doc and has a refusing test.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from fractions import Fraction

from mathcore.exact import normalize
from mathcore.organs.story.lazy import module as _lazy
from mathcore.organs.story.ledger import Halt, Ledger, _gate
from mathcore.organs.story.model import ALL, Event, Kind, StorySetup
from mathcore.packs.loader import current_pack
from mathcore.results import Step

Answer = tuple[Fraction, list[Step]]
Handler = Callable[[Ledger, StorySetup], Answer]

#: The pack's ``buy_verb``, ``pay_verb`` and ``make_verb`` rows (lexicon/story_solver7_words),
#: read once per pack digest.
_VERBS: dict[str, tuple[frozenset[str], frozenset[str], frozenset[str]]] = {}


def _verbs() -> tuple[frozenset[str], frozenset[str], frozenset[str]]:
    """The verbs of buying (buy, purchase), paying (pay, spend) and making (make)."""
    pack = current_pack()
    hit = _VERBS.get(pack.digest)
    if hit is None:
        hit = (pack.words("buy_verb"), pack.words("pay_verb"), pack.words("make_verb"))
        _VERBS.clear()
        _VERBS[pack.digest] = hit
    return hit


def prepare7(setup: StorySetup) -> tuple[StorySetup, list[Step]]:
    """This module's rewrites before the ledger, in order (one hook in ``solver6.prepare``)."""
    setup, priced = priced_unit_kinds(setup)
    setup, made = make_need(setup)
    return in_one_unit(content_measured(setup)), [*priced, *made]


_SPANS = frozenset({"span", "span1", "span_diff"})
_ONE = frozenset({"an", "a", "one"})


def in_one_unit(setup: StorySetup) -> StorySetup:
    """``Liza reads 20 pages in an hour, and Suzie reads 15 pages in an hour. How many more
    pages does Liza read than Suzie in 3 hours?``: an act told in the present (``reads``, not
    ``read``) over ``in an hour`` is a rate of 20 pages per hour, when the question asks
    what is done over a span (the act reading answers no span). Only an act whose clause ends
    with ``in a|an|one <unit of time>`` and whose verb is written as the third person present
    (the verb's lemma plus ``s``/``es``); anything else is unchanged."""
    q = setup.question
    if q.ask not in _SPANS or q.other_kind is None:
        return setup
    out: list[Event] = []
    changed = False
    for e in setup.events:
        words = e.source.partition(": ")[2].lower().split()
        if (
            e.op == "act"
            and len(words) > 3
            and words[-3] == "in"
            and words[-2] in _ONE
            and words[-1] == q.other_kind.head
            and any(w in (f"{e.frame}s", f"{e.frame}es") for w in words[:-3])
        ):
            out.append(replace(e, op="rate", other_kind=Kind(words[-1]), rule="s7_in_one_unit"))
            changed = True
        else:
            out.append(e)
    return StorySetup(tuple(out), q) if changed else setup


_RELATIVE = frozenset({"ev_times", "ev_more", "ev_fewer"})


def content_measured(setup: StorySetup) -> StorySetup:
    """``Sally sold 20 cups of lemonade last week. She sold 30% more lemonade this week.``:
    an action compared with the one just before it (no other holder named), of a bare kind
    that is the content of that action's units (``cups of lemonade``), is of those units.
    Only when the action just before is the same doer's, verb and holder, a known count of
    the units, and no event names the content in any other way (``gallons of lemonade``,
    lemonade itself); anything else is unchanged (``gsm_relative`` refuses it)."""
    events = setup.events
    for n, e in enumerate(events):
        if e.op not in _RELATIVE or e.other or e.kind.mods or n == 0:
            continue
        base = events[n - 1]
        unit = base.kind
        if unit.mods != (f"of {e.kind.head}",) or base.op not in ("gain", "lose", "act"):
            continue
        if (base.frame, base.agent, base.holder) != (e.frame, e.agent, e.holder):
            continue
        if base.qty is None or base.qty == ALL:
            continue
        told = [x for x in events if x is not e and _names(x, e.kind.head)]
        if any(x.kind != unit for x in told):
            continue  # lemonade told in another unit or by itself: which measure?
        moved = replace(e, kind=unit)
        return StorySetup((*events[:n], moved, *events[n + 1 :]), setup.question)
    return setup


def priced_unit_kinds(setup: StorySetup) -> tuple[StorySetup, list[Step]]:
    """Two or more kinds of units bought, each priced by its contents (module doc). Only for
    a question of what the asker paid or spent; every purchase a known count of one of the
    units; one ``each`` amount per unit kind, told of exactly that unit; one price in the
    story, of a kind with no ``of`` part that covers every content; no other event names a
    unit or the priced head. The price becomes one price per unit kind."""
    q = setup.question
    buying, paying, _ = _verbs()
    if q.ask != "event" or q.kind.head != "dollar" or q.frame not in paying:
        return setup, []
    buys = [e for e in setup.events if e.op == "gain" and e.frame in buying]
    units = {e.kind for e in buys}
    if len(units) < 2 or any(e.qty is None or e.qty == ALL or e.holder != q.holder for e in buys):
        return setup, []
    prices = [e for e in setup.events if e.op == "price"]
    if len(prices) != 1 or any(m.startswith("of ") for m in prices[0].kind.mods):
        return setup, []
    p = prices[0]
    if own_sale_price(p, q.holder):  # "She sells each T-shirt for $3": not what she paid
        return setup, []
    rates: dict[Kind, Event] = {}
    for e in setup.events:
        if e.op == "each" and e.other_kind in units:
            if e.other_kind in rates or not p.kind.covers(e.kind):
                return setup, []
            rates[e.other_kind] = e
    if set(rates) != units or p.qty is None:
        return setup, []
    money6 = _lazy("mathcore.organs.story.gsm_money6")
    if p.rule == "m6_price_cents" and money6._cents_misread(setup):
        return setup, []  # "20 cents ... How much did she spend?": cents or dollars?
    told = {id(e) for e in (*buys, *rates.values(), p)}
    heads = {u.head for u in units} | {p.kind.head}
    if any(id(e) not in told and any(_names(e, h) for h in heads) for e in setup.events):
        return setup, []
    _gate("story_count_times_price")
    steps: list[Step] = []
    priced: list[Event] = []
    for unit in sorted(units, key=lambda k: k.label()):
        r = rates[unit]
        assert r.qty is not None
        cost = normalize(Fraction(r.qty) * Fraction(p.qty))
        steps.append(Step("multiply", (r.qty, p.qty), cost, "contents x price", r.source))
        priced.append(replace(p, kind=unit, qty=cost, rule="s7_priced_unit_kinds"))
    used = {id(r) for r in rates.values()}
    events: list[Event] = []
    for e in setup.events:
        if e is p:
            events.extend(priced)
        elif id(e) not in used:
            events.append(e)
    return StorySetup(tuple(events), q), steps


def own_sale_price(p: Event, buyer: str) -> bool:
    """Whether the price ``p`` is one the buyer asks as a seller (``Maddie bought 2 packs of
    T-shirts ... She sells each T-shirt for $3``): no price of what she bought, so no price of
    its units (``gsm_money_shop`` refuses a spending priced by it)."""
    if p.rule.startswith("charges"):  # "She charges $2 for each pen": no seller kept
        return charged_by(p, buyer)
    shop = _lazy("mathcore.organs.story.gsm_money_shop")
    return bool(p.agent) and p.agent == buyer and p.rule in shop.SELLER_PRICE_RULES


def charged_by(p: Event, buyer: str) -> bool:
    """Whether the charge ``p`` (``She charges $2 for each pen``: ``gsm_rates`` keeps no
    seller) may be the buyer's own: its subject is a pronoun or the buyer's name."""
    from mathcore.organs.story.lexemes import lexicon

    words = p.source.partition(": ")[2].lower().split()
    entry = lexicon().entries.get(words[0]) if words else None
    return entry is not None and (entry.pronoun is not None or words[0] == buyer)


def _own_charge(setup: StorySetup) -> None:
    """``Nina bought 20 pens. She charges $2 for each pen. How much did Nina spend?`` (answered
    40): a charge that may be a buyer's own, beside her purchase of that kind (or of units of
    it), prices nothing she paid or holds (``gsm_money_shop`` refuses a seller's own price)."""
    charges = [e for e in setup.events if e.op == "price" and e.rule.startswith("charges")]
    if not charges:
        return
    shop = _lazy("mathcore.organs.story.gsm_money_shop")
    for p in charges:
        for e in setup.events:
            if e.frame in _verbs()[0] and shop._of_kind(e.kind, p.kind) and charged_by(p, e.agent):
                shop._own_price_paid(setup.question)


def _made(setup: StorySetup) -> tuple[int, list[str]] | None:
    """The question's target count and the words after it, when ``make`` comes right before."""
    q = setup.question
    words = [w.strip(",") for w in q.source.partition(": ")[2].lower().split()]
    at = [k for k, w in enumerate(words) if w == str(q.qty)]
    make = _verbs()[2]
    if len(at) != 1 or at[0] == 0 or words[at[0] - 1] not in make or not isinstance(q.qty, int):
        return None
    return q.qty, words[at[0] + 1 :]


def make_need(setup: StorySetup) -> tuple[StorySetup, list[Step]]:
    """``how many more slices of ham does she need to make 50 ham sandwiches?`` (module doc).
    Only for a ``need`` question whose count follows ``make``; one ``each`` amount of exactly
    the asked kind, in a unit whose head is the last word after the count and whose
    modifiers the words before it keep (``ham sandwiches`` are sandwiches; any other word
    there must be one of the asked kind's); no other event names the unit. The question's
    target becomes count x amount."""
    q = setup.question
    if q.ask != "need" or q.qty is None:
        return setup, []
    made = _made(setup)
    if made is None:
        return setup, []
    count, after = made
    from mathcore.organs.story.lexemes import lexicon

    entries = lexicon().entries
    rates = [e for e in setup.events if e.op == "each" and e.kind == q.kind]
    if len(rates) != 1 or not after:
        return setup, []
    r = rates[0]
    unit = r.other_kind
    if r.holder not in ("", q.holder):  # "Anna puts 3 slices in each": Tom's may hold other
        return setup, []
    last = entries.get(after[-1])
    if unit is None or r.qty is None or last is None or last.noun != unit.head:
        return setup, []
    if after[-1] == unit.head:  # "to make 50 sandwich": a singular noun after a count
        return setup, []
    said = {w for m in (*unit.mods, *q.kind.mods) for w in m.split()}
    unit_words = {w for m in unit.mods for w in m.split()}
    if any(w not in said for w in after[:-1]) or not unit_words <= set(after[:-1]):
        return setup, []
    if any(e is not r and _names(e, unit.head) for e in setup.events):
        return setup, []  # sandwiches held, made or priced: which ones are still to make?
    _gate("story_count_times_each")
    target = normalize(Fraction(count) * Fraction(r.qty))
    step = Step("multiply", (count, r.qty), target, "units to make x amount in each", q.source)
    events = tuple(e for e in setup.events if e is not r)  # used here, by the step
    return StorySetup(events, replace(q, qty=target, rule="s7_make_need")), [step]


def _names(e: Event, head: str) -> bool:
    """Whether ``e`` names ``head``: as its kind, its unit, or the last word of an ``of`` part."""
    kinds = (e.kind, e.other_kind) if e.other_kind is not None else (e.kind,)
    return any(k.head == head or any(m.split()[-1] == head for m in k.mods) for k in kinds)


def _contents(led: Ledger, setup: StorySetup, kind: Kind) -> Answer | None:
    """``cans of cat food`` done: the asker's events of the asked verb on ``packages of cat
    food``, times the one amount of bare cans in each such package. None unless ``kind`` is
    a head with one ``of X`` part, exactly one ``each`` gives a bare amount of that head in a
    unit whose only part is ``of X``, at least one event of the asker and the question's verb
    is of exactly that unit (every one with a known count), and no event has the head itself
    as its kind other than such rates (cans bought loose would be cans of cat food too)."""
    q = setup.question
    if len(kind.mods) != 1 or not kind.mods[0].startswith("of "):
        return None
    bare = Kind(kind.head)
    rates = [
        e
        for e in setup.events
        if e.op == "each"
        and e.kind == bare
        and e.other_kind is not None
        and e.other_kind.mods == kind.mods
        and e.other_kind.head != kind.head
    ]
    if len(rates) != 1:
        return None
    r = rates[0]
    unit, per = r.other_kind, r.qty
    assert unit is not None and per is not None
    hits = [
        e
        for e in setup.events
        if e.op in ("gain", "lose", "give", "act")
        and e.frame == q.frame
        and e.kind == unit
        and e.agent == q.holder
    ]
    if not hits or any(e.qty is None or e.qty == ALL for e in hits):
        return None
    if any(e.kind.head == kind.head and e.op != "each" for e in setup.events):
        return None
    if any(e.op == "each" and e.other_kind == unit and e is not r for e in setup.events):
        return None  # "Each package of cat food contained 9 cans and 2 bowls": which part?
    _gate("story_count_times_each")
    led.used.add(id(r))
    total = Fraction(0)
    steps: list[Step] = []
    for e in hits:
        assert e.qty is not None
        v = Fraction(e.qty) * Fraction(per)
        steps.append(
            Step("multiply", (e.qty, per), normalize(v), "units x amount in each", r.source)
        )
        if total:
            _gate("story_sum_of_parts")
            steps.append(Step("add", (normalize(total), normalize(v)), normalize(total + v)))
        total += v
    return total, steps


def _contents_diff(led: Ledger, setup: StorySetup) -> Answer | None:
    """``How many more cans of cat food than dog food did Chad buy?``: both sides through
    ``_contents`` (the compared kind keeps the asked head: ``dog food`` is cans of dog food)."""
    q = setup.question
    other = q.other_kind
    if not q.frame or other is None or len(q.kind.mods) != 1:
        return None
    if other.head != q.kind.head:
        if any(m.startswith("of ") for m in other.mods):
            return None
        other = Kind(q.kind.head, (f"of {other.label()}",))
    a = _contents(led, setup, q.kind)
    b = _contents(led, setup, other)
    if a is None or b is None:
        return None
    _gate("story_difference")
    if a[0] < b[0]:
        raise Halt("negative_quantity", "the difference is negative")
    diff = a[0] - b[0]
    step = Step(
        "subtract", (normalize(a[0]), normalize(b[0])), normalize(diff), "difference", q.source
    )
    return diff, [*a[1], *b[1], step]


def asks7(asks: dict[str, Handler]) -> dict[str, Handler]:
    """The ``event`` and ``difference_k`` asks with ``contents_asked`` tried first, and the
    ``event`` and ``state`` asks behind ``_content_beside`` (one hook in ``answers.py``)."""
    event, diff = asks["event"], asks["difference_k"]

    def contents_event(led: Ledger, setup: StorySetup) -> Answer:
        q = setup.question
        _content_beside(setup)
        _own_charge(setup)
        got = _contents(led, setup, q.kind) if q.frame and q.holder else None
        return got if got is not None else event(led, setup)

    def contents_diff(led: Ledger, setup: StorySetup) -> Answer:
        got = _contents_diff(led, setup)
        return got if got is not None else diff(led, setup)

    state = asks["state"]

    def content_state(led: Ledger, setup: StorySetup) -> Answer:
        _content_beside(setup)
        _own_charge(setup)
        return state(led, setup)

    return {"event": contents_event, "difference_k": contents_diff, "state": content_state}


def same_sentence_has(prev: dict[str, object], source: str) -> bool:
    """``Luna has 50 crayons and 20 percent of them are pink`` after ``Mara has 40 crayons``:
    a split of ``them`` told in the sentence of its subject's ``has`` (the clause just before
    it) splits that holding, though another holder has the noun too (``gsm_pct._whole``
    refused: across sentences, ``Tom has 40. Ann has 20. Half of them are ...`` may be all
    60). Only when that ``has`` opens its sentence (``Mara has 40 crayons and Luna has 50
    crayons, and half of them are pink`` may be half of all 90). ``prev``: the resolver's
    previous clause (``_at`` starts with its sentence, ``_start`` is its first token)."""
    at = prev.get("_at")
    if not source or not isinstance(at, tuple) or not at or prev.get("_start") != 0:
        return False  # "Mara has 40 crayons and Luna has 50 crayons, and half of them": all 90?
    return bool(at[0] == source.split("[", 1)[0])


_DOING = frozenset({"gain", "lose", "give", "act"})


def _content_beside(setup: StorySetup) -> None:
    """``Sally sold 20 cups of lemonade. She sold 5 more lemonade. How many cups of lemonade
    did she sell?`` was answered 20: the lemonade sold by itself may be cups too. An event
    question of ``U of X`` refuses when an event of the asked verb has ``X`` as its kind; a
    state question (``She has 5 lemonade``) when any event has it."""
    q = setup.question
    if len(q.kind.mods) != 1 or not q.kind.mods[0].startswith("of "):
        return
    content = q.kind.mods[0][3:]
    for e in setup.events:  # "21 pizzas. Each pizza has 8 slices.": the slices of the pizzas
        if e.op == "each" and e.other_kind is not None and e.other_kind.label() == content:
            return
    ops = _DOING if q.ask == "event" else _DOING | {"has"}  # state: any holding of it
    if any(
        e.op in ops and (e.frame == q.frame or q.ask != "event") and e.kind.label() == content
        for e in setup.events
    ):
        raise Halt("ambiguous_total", f"{content} done beside {q.kind.label()}: in those units?")


def other_contents(held: list[Kind], contents: Kind) -> bool:
    """``3 boxes of pens and 2 boxes of pencils. Each box has 10 pens.`` was answered 50 pens:
    among the asker's units of one kind, some are named by the per-unit amount's thing
    (``boxes of pens``) and others by another thing (``boxes of pencils``): those hold that
    other thing, not the amount in each. (``pages of math homework and pages of reading
    homework``, each page with 5 problems, names no unit by the problems: unchanged.)"""
    parts = [m.split()[-1] for k in held for m in k.mods if m.startswith("of ")]
    return contents.head in parts and any(p != contents.head for p in parts)
