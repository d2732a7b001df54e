"""Question targets for MAWPS single-equation shapes (rows in ``mawps_eq_rows``).

``coin_money``: ``Joan has saved 6 quarters. How many cents does Joan have?`` is the
holder's coins (and cents, dollars) at their worth in cents (pack category ``coin_value``),
in the asked unit; read only when the story holds nothing but that holder's coins.

``dozens_event``: ``How many dozen eggs did Keith buy?`` is the holder's events of the asked
verb (summed as an event question sums them) divided by 12; a count that is not a whole
number of dozens refuses.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from fractions import Fraction

from mathcore.exact import normalize
from mathcore.organs.story.ledger import Halt, Ledger, _gate, _value
from mathcore.organs.story.model import EVERYONE, Kind, StorySetup
from mathcore.packs.loader import current_pack
from mathcore.results import Step

Answer = tuple[Fraction, list[Step]]


def dozens_event(led: Ledger, setup: StorySetup) -> Answer:
    """The asked events' total, in dozens (a whole number of dozens only)."""
    from mathcore.organs.story.answers import _events

    q = setup.question
    total, steps = _events(led, replace(setup, question=replace(q, ask="event")))
    _gate("story_equal_share")
    res = total / 12
    if res.denominator != 1:
        raise Halt("non_integer_count", "not a whole number of dozens")
    step = Step("divide", (normalize(total), 12), normalize(res), "in dozens", q.source)
    return res, [*steps, step]


MAWPS_EQ_ASKS: dict[str, Callable[[Ledger, StorySetup], Answer]] = {
    "dozens_event": dozens_event,
}


def per_unit(led: Ledger, setup: StorySetup) -> Answer:
    """``How many games were played each month?``: one holder's games over its months.

    The story must state exactly two amounts, both of one holder: the asked kind and the
    asked unit (``323 games in the season``, ``the season is played for 17 months``); the
    quotient must be a whole count.
    """
    q = setup.question
    unit = q.other_kind
    if unit is None or len(setup.events) != 2 or any(e.op != "has" for e in setup.events):
        raise Halt("question_target_unbound", "not one amount over one count of units")
    (a, b) = setup.events
    whole, units = (a, b) if q.kind.covers(a.kind) else (b, a)
    if (
        not q.kind.covers(whole.kind)
        or not unit.covers(units.kind)
        or units.holder not in (whole.holder, EVERYONE)  # "If there are 3 boxes"
        or whole.qty is None
        or units.qty is None
        or units.qty == 0
    ):
        raise Halt("question_target_unbound", "the amount and the units are not one holder's")
    del led
    _gate("story_equal_share")
    res = Fraction(whole.qty) / Fraction(units.qty)
    if res.denominator != 1:
        raise Halt("non_integer_count", "not a whole count in each unit")
    step = Step("divide", (whole.qty, units.qty), normalize(res), f"per {unit.label()}", q.source)
    return res, [step]


MAWPS_EQ_ASKS["per_unit"] = per_unit


def goal_have(led: Ledger, setup: StorySetup) -> Answer:
    """``How many more cupcakes should Priya buy?``: what she needs less what she has.

    Exactly one need (``Priya needs 54 cupcakes``) of the asker, of the asked kind; every
    other event is the asker's amount of a kind the need covers (``15 chocolate cupcakes``),
    so the holding counts toward the need; anything else refuses.
    """
    from mathcore.organs.story.answers import _state

    q = setup.question
    goals = [e for e in setup.events if e.op == "goal" and e.frame == "have"]
    if len(goals) != 1 or goals[0].qty is None:
        raise Halt("question_target_unbound", "not one need")
    g = goals[0]
    # the asked kind covers the need's: "how many more vanilla cupcakes" of "54 cupcakes"
    # is no count (any kind of cupcake fills the need)
    if g.agent != q.holder or not q.kind.covers(g.kind):
        raise Halt("question_target_unbound", "the need is another holder's or kind's")
    rest = [e for e in setup.events if e is not g]
    if not rest or any(
        e.op not in ("has", "gain", "lose") or e.holder != g.agent or not g.kind.covers(e.kind)
        for e in rest
    ):
        raise Halt("unused_number", "an amount that does not count toward the need")
    need = g.qty
    assert need is not None  # checked with the goals above
    have, steps = _state(led, g.agent, g.kind)
    _gate("story_difference")
    left = Fraction(need) - have
    if left < 0:
        raise Halt("negative_quantity", "more than the need")
    step = Step("subtract", (need, normalize(have)), normalize(left), "need less have", q.source)
    return left, [*steps, step]


MAWPS_EQ_ASKS["goal_have"] = goal_have


#: Units a money question may ask in (their worth in cents comes from the pack).
_MONEY_UNITS = ("cent", "dollar")
_COIN_OPS = ("has", "gain", "lose", "give")
#: A question scoped to a place or time ("in his bank") is not read by ``coin_money``.
_SCOPES = frozenset({"in", "on", "at", "from", "for", "with", "during", "by", "to", "inside"})


def _scope_words(source: str) -> set[str]:
    from mathcore.organs.story.solver6 import scope_words

    return scope_words(source)


def _worth(kind: Kind) -> Fraction | None:
    raw = current_pack().value(kind.head, "coin_value") if not kind.mods else None
    return Fraction(raw) if raw else None


def coins_only(setup: StorySetup) -> bool:
    """A state question in cents or dollars about one holder, in a story of coins only."""
    q = setup.question
    return (
        q.ask == "state"
        and q.kind.head in _MONEY_UNITS
        and _worth(q.kind) is not None
        and not q.holder.startswith(("&", "*"))
        and not _SCOPES & _scope_words(q.source)  # solver6: "in total", "left with" dropped
        and all(e.op in _COIN_OPS and _worth(e.kind) is not None for e in setup.events)
    )


def coin_money(led: Ledger, setup: StorySetup) -> Answer | None:
    """The asker's coins in cents or dollars, or None when the story is not only coins.

    Every event must move coins (a has, gain, lose or give of a kind with a worth), the
    asker must hold at least one kind other than the asked unit, and each amount must be
    known; otherwise the ordinary state question answers (or refuses).
    """
    q = setup.question
    unit = _worth(q.kind)
    if unit is None or not coins_only(setup):
        return None
    keys = sorted((k for k in led.amounts if k[0] == q.holder), key=lambda k: k[1].label())
    if not keys or all(k[1].head == q.kind.head for k in keys):
        return None
    from mathcore.organs.story.told_order import told_as_end

    if any(e.op == "has" and e.holder == q.holder and told_as_end(e) for e in setup.events):
        # adversary 9a: "Nancy has saved 4900 cents. She has $10 now." answered 59 dollars:
        # money told as held now may be all she holds, not a part beside the cents
        raise Halt("ambiguous_total", "money told as held now beside other coins")
    _gate("story_count_times_price")
    cents = Fraction(0)
    steps: list[Step] = []
    for k in keys:
        lin = led.amounts[k]
        worth = _worth(k[1])
        if lin is None or worth is None:
            raise Halt("unbound_quantity", f"{k[0]}'s {k[1].label()} is unknown")
        steps.extend(lin.steps)
        count = _value(led, lin)
        part = count * worth
        steps.append(
            Step("multiply", (normalize(count), normalize(worth)), normalize(part), "in cents")
        )
        if len(keys) > 1:
            _gate("story_sum_of_parts")
            steps.append(Step("add", (normalize(cents), normalize(part)), normalize(cents + part)))
        cents += part
    res = cents / unit
    if unit != 1:
        steps.append(
            Step("divide", (normalize(cents), normalize(unit)), normalize(res), q.kind.head)
        )
    return res, steps


def _noun(word: str) -> str:
    from mathcore.organs.story.lexemes import lexicon

    entry = lexicon().entries.get(word)
    return entry.noun if entry is not None and entry.noun else word


def content_kind(led: Ledger, setup: StorySetup) -> StorySetup:
    """``How many pieces of gum does Robin have?``: pieces counted through the packages.

    An asked kind narrowed by ``of X`` is the bare kind when every per-unit amount of that
    kind counts it in units that are X (``8 slices in each pizza``: slices of pizza) or in
    units the asker holds only as ``of X`` (``27 packages of gum``, ``18 pieces in each
    package``: pieces of gum); anything else keeps the asked kind as it is.
    """
    q = setup.question
    ofs = [m for m in q.kind.mods if m.startswith("of ")]
    if not ofs:
        _other_content(led, q.holder, q.kind)
    if len(ofs) != 1:
        return setup
    mod = ofs[0]
    x = _noun(mod.split()[-1])
    units = [u for (k, u) in led.each if k.head == q.kind.head]
    if not units:
        return setup
    for u in units:
        held = [k for (h, k) in led.amounts if h == q.holder and k.head == u.head]
        if u.head == x:
            continue
        if not held or any(mod not in k.mods for k in held):
            return setup
    rest = tuple(m for m in q.kind.mods if m != mod)
    return replace(setup, question=replace(q, kind=Kind(q.kind.head, rest)))


def _other_content(led: Ledger, holder: str, kind: Kind) -> None:
    """``Pens come in boxes of 8. Tom bought 30 boxes of pencils``: pens are not counted.

    Units the holder holds as ``of X`` hold X; counting another kind through them by a
    ``come_in`` amount of that kind refuses. (Other per-unit rows keep their own reading:
    "5 piles of quarters, each pile had 3 coins" counts coins.)
    """
    units = {
        u.head for (k, u), (_r, e) in led.each.items() if kind.covers(k) and e.rule == "come_in"
    }
    for h, k in led.amounts:
        if h != holder or k.head not in units:
            continue
        for m in k.mods:
            if m.startswith("of ") and _noun(m.split()[-1]) != kind.head:
                raise Halt("ambiguous_total", f"{k.label()} may not hold {kind.label()}")


def units_made(led: Ledger, setup: StorySetup) -> Answer:
    """``split a collection of bottle caps into groups of 2 ... has 12 ... How many groups?``

    Exactly one per-unit amount of the asked units and exactly one amount of its kind (one
    holder), and nothing else in the story; the quotient must be whole.
    """
    q = setup.question
    rates = [e for e in setup.events if e.op == "each"]
    held = [e for e in setup.events if e.op == "has"]
    if len(rates) != 1 or len(held) != 1 or len(setup.events) != 2:
        raise Halt("question_target_unbound", "not one amount in units of one size")
    rate, whole = rates[0], held[0]
    unit = rate.other_kind
    if unit is None or not q.kind.covers(unit) or not rate.kind.covers(whole.kind):
        raise Halt("question_target_unbound", "the units hold another kind")
    if rate.agent and rate.agent != whole.holder:  # Jeffrey splits; Sara has the caps
        raise Halt("question_target_unbound", "the splitter holds none of it")
    if not rate.qty or whole.qty is None:
        raise Halt("question_target_unbound", "no size of a unit")
    del led
    _gate("story_equal_share")
    res = Fraction(whole.qty) / Fraction(rate.qty)
    if res.denominator != 1:
        raise Halt("non_integer_count", "not a whole number of units")
    step = Step("divide", (whole.qty, rate.qty), normalize(res), q.kind.label(), q.source)
    return res, [step]


MAWPS_EQ_ASKS["units_made"] = units_made
