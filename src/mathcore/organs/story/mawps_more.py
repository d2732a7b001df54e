"""Recipes: ``The recipe wants 8 cups of flour. She already put in 2 cups. How many more cups
does she need to add?`` (8 - 2).

- ``recipe_need`` (row ``recipe_needs``): the recipe's amount of a kind, a need of the one
  person the story has mentioned (the baker; none or several refuse); ``and 3 cups of sugar``
  continues it as a second need;
- ``put_in`` (row ``put_in``): what the baker put in, a gain of the baker's;
- ``recipe_left`` (row ``q_need_add``): exactly one need whose kind the question covers
  (``how many cups`` over flour and sugar refuses), of the asker; every other event must be
  a put-in of the asker: of the need's kind (counted), of another need's kind (not counted),
  or a bare unit (``2 cups``) when the recipe needs one kind only (counted); anything else
  refuses, as does more put in than needed.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from fractions import Fraction
from typing import TYPE_CHECKING

from mathcore.exact import normalize
from mathcore.organs.story.ledger import Halt, Ledger, _gate
from mathcore.organs.story.model import Event, Kind, StorySetup
from mathcore.results import Step

if TYPE_CHECKING:
    from mathcore.organs.story.reader import Context
    from mathcore.organs.story.resolve import Clause

Answer = tuple[Fraction, list[Step]]


def _recipe_need(c: Clause, ctx: Context) -> list[Event]:
    from mathcore.organs.story.reader import Stop

    if len(ctx.persons) != 1 or c.qty is None or c.kind.head == "dollar":
        raise Stop("unresolved_reference", "a recipe's need with no one baker", "unit_binding")
    baker = ctx.persons[0]
    if c.kind not in ctx.kinds:
        ctx.kinds.append(c.kind)
    ctx.prev_op = {**c.rc.template, "_bind": c.b}
    ev = Event("goal", baker, c.kind, c.qty, frame="recipe", source=c.source, agent=baker)
    return [replace(ev, rule=c.rc.frame)]


def _put_in(c: Clause, ctx: Context) -> list[Event]:
    return c.again({**c.t, "op": "gain"}, c.b, ctx)


MORE_SPECIAL: dict[str, Callable[[Clause, Context], list[Event]]] = {
    "recipe_need": _recipe_need,
    "put_in": _put_in,
}


def recipe_left(led: Ledger, setup: StorySetup) -> Answer:
    """The one asked need less what the asker put in toward it."""
    del led
    q = setup.question
    needs = [e for e in setup.events if e.op == "goal" and e.frame == "recipe"]
    asked = [n for n in needs if q.kind.covers(n.kind)]
    if len(asked) != 1 or asked[0].agent != q.holder or asked[0].qty is None:
        raise Halt("question_target_unbound", "not one need of the asked kind")
    need = asked[0]
    assert need.qty is not None
    counted: list[Event] = []
    for e in setup.events:
        if e in needs:
            continue
        if e.op != "gain" or e.rule != "put_in" or e.holder != q.holder or e.qty is None:
            raise Halt("unused_number", "an amount that is no put-in toward the recipe")
        if need.kind.covers(e.kind) or (len(needs) == 1 and e.kind == Kind(need.kind.head)):
            counted.append(e)
        elif not any(n.kind.covers(e.kind) for n in needs):
            raise Halt("unused_number", "a put-in of no kind the recipe needs")
    _gate("story_difference")
    steps = [Step("has", (need.qty,), need.qty, "the recipe's need", need.source)]
    have = Fraction(0)
    for e in counted:
        assert e.qty is not None
        steps.append(
            Step("add", (normalize(have), e.qty), normalize(have + e.qty), "put in", e.source)
        )
        have += Fraction(e.qty)
    left = Fraction(need.qty) - have
    if left < 0:
        raise Halt("negative_quantity", "more put in than the recipe needs")
    steps.append(
        Step("subtract", (need.qty, normalize(have)), normalize(left), "need less put in", q.source)
    )
    return left, steps


def part_sum(led: Ledger, setup: StorySetup) -> Answer:
    """``What fraction of the nails are either size 2d or 4d?``: the two told parts added
    (``mawps_parts`` reads them; two parts of one whole, together at most the whole)."""
    del led
    q = setup.question
    parts = [e for e in setup.events if e.rule == "part_told" and e.kind == q.kind]
    if len(parts) != 2 or len(setup.events) != 2 or any(e.qty is None for e in parts):
        raise Halt("question_target_unbound", "not two parts of the asked whole")
    a, b = (Fraction(e.qty or 0) for e in parts)
    _gate("story_sum_of_parts")
    if a + b > 1:
        raise Halt("inconsistent_story", "the parts exceed the whole")
    step = Step("add", (normalize(a), normalize(b)), normalize(a + b), "either part", q.source)
    return a + b, [step]


MORE_ASKS: dict[str, Callable[[Ledger, StorySetup], Answer]] = {
    "recipe_left": recipe_left,
    "part_sum": part_sum,
}


#: ``4 were broken``: the adjective's negation a question may narrow by ("unbroken").
_UNDAMAGED = {"unbroken": "broken", "uncracked": "cracked", "untorn": "torn"}


def _damaged(c: Clause, ctx: Context) -> list[Event]:
    """``Tom found 7 seashells but 4 were broken``: an act on the finder's things, holding
    nothing; only a question about the unbroken ones uses it (``more_asks``)."""
    adj = c.b.get("adj")
    doer = ctx.prev_subject
    if not doer or c.qty is None or not isinstance(adj, str) or adj.lower() not in _DAMAGE:
        return []  # read as scene-setting, as before
    ev = Event("act", doer, c.kind, c.qty, frame=adj.lower(), source=c.source, agent=doer)
    return [replace(ev, rule="damaged")]


_DAMAGE = frozenset(_UNDAMAGED.values())
MORE_SPECIAL["damaged"] = _damaged


def _undamaged(setup: StorySetup, asks: dict[str, Handler], led: Ledger) -> Answer:
    """``How many unbroken seashells did Tom find?``: those found less those broken."""
    q = setup.question
    hurt = [e for e in setup.events if e.rule == "damaged"]
    neg = [m for m in q.kind.mods if m in _UNDAMAGED]
    if q.ask != "event" or len(neg) != 1:
        raise Halt("question_target_unbound", "a question of the damaged things")
    base = Kind(q.kind.head, tuple(m for m in q.kind.mods if m != neg[0]))
    if any(
        e.frame != _UNDAMAGED[neg[0]] or e.holder != q.holder or not base.covers(e.kind)
        for e in hurt
    ):
        raise Halt("unused_number", "a damaged amount the question does not subtract")
    rest = tuple(e for e in setup.events if e not in hurt)
    found, steps = asks["event"](led, StorySetup(rest, replace(q, kind=base)))
    _gate("story_difference")
    for e in hurt:
        assert e.qty is not None
        left = found - Fraction(e.qty)
        steps.append(
            Step("subtract", (normalize(found), e.qty), normalize(left), e.frame, e.source)
        )
        found = left
    if found < 0:
        raise Halt("negative_quantity", "more damaged than found")
    return found, steps


Handler = Callable[[Ledger, StorySetup], Answer]


def _strip_damaged(name: str, handler: Handler, asks: dict[str, Handler]) -> Handler:
    def run(led: Ledger, setup: StorySetup) -> Answer:
        if not any(e.rule == "damaged" for e in setup.events):
            return handler(led, setup)
        if any(m in _UNDAMAGED for m in setup.question.kind.mods):
            return _undamaged(setup, asks, led)
        rest = tuple(e for e in setup.events if e.rule != "damaged")  # as scene-setting
        return handler(led, StorySetup(rest, setup.question))

    run.__name__ = f"{name}_undamaged"
    return run


def more_asks(asks: dict[str, Handler]) -> dict[str, Handler]:
    """This module's asks, and every current ask reading ``4 were broken`` as before (no
    event) unless the question asks for the unbroken ones."""
    base = dict(asks)
    out = {name: _strip_damaged(name, h, base) for name, h in asks.items()}
    out["event"] = _coin_event_ask(out["event"])  # coins found or spent, asked as money
    out["event"] = _class_event_ask(out["event"])  # "kilograms of nuts" over almonds, pecans
    out["spent_on"] = _summary_ask(out["spent_on"])  # "Alyssa bought some toys. She bought ..."
    out["difference_k"] = _elided_unit_ask(out["difference_k"])  # "than cat food": bags of it
    out["goal_have"] = _broad_need_ask(out["goal_have"])  # "more plates" over paper, blue, red
    out["change"] = _change_ask(out["change"])  # "... with a $20 bill": the bill less the spendings
    out.update(MORE_ASKS)
    return out


def _coin_events(setup: StorySetup) -> Answer | None:
    """``Joan found 15 dimes in her jacket and 4 dimes in her shorts. How much money did Joan
    find?``: every event is the asker's coins of the asked verb; their worth (pack
    ``coin_value``, in cents) in the asked unit. None: not this shape."""
    from mathcore.organs.story.mawps_eq_asks import _SCOPES, _worth

    q = setup.question
    unit = _worth(q.kind)
    said = set(q.source.partition(": ")[2].lower().split())
    if unit is None or q.ask != "event" or _SCOPES & said or not setup.events:
        return None
    if any(
        e.op not in ("gain", "lose")
        or e.agent != q.holder
        or e.holder != q.holder
        or e.frame != q.frame
        or e.qty is None
        or _worth(e.kind) is None
        or e.kind.head in ("cent", "dollar")
        for e in setup.events
    ):
        return None
    _gate("story_count_times_price")
    cents = Fraction(0)
    steps: list[Step] = []
    for e in setup.events:
        worth = _worth(e.kind)
        assert worth is not None and e.qty is not None
        part = Fraction(e.qty) * worth
        steps.append(
            Step("multiply", (e.qty, normalize(worth)), normalize(part), "in cents", e.source)
        )
        if len(steps) > 1:
            _gate("story_sum_of_parts")
            steps.append(Step("add", (normalize(cents), normalize(part)), normalize(cents + part)))
        cents += part
    res = cents / unit
    if unit != 1:
        steps.append(
            Step("divide", (normalize(cents), normalize(unit)), normalize(res), q.kind.head)
        )
    return res, steps


def _coin_event_ask(handler: Handler) -> Handler:
    def run(led: Ledger, setup: StorySetup) -> Answer:
        got = _coin_events(setup)
        return got if got is not None else handler(led, setup)

    return run


def _measured_class(setup: StorySetup) -> Answer | None:
    """``A chef bought 0.14 kilograms of almonds and 0.38 kilograms of pecans. How many
    kilograms of nuts did the chef buy in all?``: amounts in one unit of things the pack's
    ``hypernym`` rows place in the asked class, all the asker's of the asked verb. Every event
    must be one (a thing not placed in the class, another unit, verb or person: None)."""
    from mathcore.text.hypernyms import broader

    q = setup.question
    if q.ask != "event" or len(q.kind.mods) != 1 or not q.kind.mods[0].startswith("of "):
        return None
    whole = q.kind.mods[0][3:]
    if not setup.events:
        return None
    for e in setup.events:
        mods = e.kind.mods
        if (
            e.op != "gain"
            or e.holder != q.holder
            or e.agent != q.holder
            or e.frame != q.frame
            or e.qty is None
            or e.kind.head != q.kind.head
            or len(mods) != 1
            or not mods[0].startswith("of ")
            or whole not in broader(mods[0][3:])
        ):
            return None
    _gate("story_sum_of_parts")
    total = Fraction(0)
    steps: list[Step] = []
    for e in setup.events:
        assert e.qty is not None
        part = f"{e.kind.label()} is {whole}"
        steps.append(
            Step("add", (normalize(total), e.qty), normalize(total + e.qty), part, e.source)
        )
        total += Fraction(e.qty)
    return total, steps


def _class_event_ask(handler: Handler) -> Handler:
    def run(led: Ledger, setup: StorySetup) -> Answer:
        got = _measured_class(setup)
        return got if got is not None else handler(led, setup)

    return run


def _bill(c: Clause, spent: list[Event]) -> list[Event]:
    """The spending(s) of the clause, then the bill that pays them (an act: holds nothing)."""
    from mathcore.organs.story.reader import Stop
    from mathcore.organs.story.resolve import _qty

    raw = c.b.get("b")
    bill, _money = _qty(raw) if isinstance(raw, tuple) else (None, False)
    if (
        len(spent) != 1
        or spent[0].op != "lose"
        or spent[0].kind.head != "dollar"
        or spent[0].qty is None
        or bill is None
    ):
        raise Stop("unreadable_sentence", "a bill that pays no spending", "frame_entry")
    buyer = spent[0].holder
    pay = Event("act", buyer, Kind("dollar"), bill, frame="pay", source=c.source, agent=buyer)
    return [*spent, replace(pay, rule="paid_bill")]


def _spend_bill(c: Clause, ctx: Context) -> list[Event]:
    return _bill(c, c.again({**c.t, "op": "lose"}, c.b, ctx))


def _cont_bill(c: Clause, ctx: Context) -> list[Event]:
    return _bill(c, c.again({"op": "=prev", "kind": "k", "qty": "n"}, c.b, ctx))


MORE_SPECIAL["spend_bill"] = _spend_bill
MORE_SPECIAL["cont_bill"] = _cont_bill


def _change_after(setup: StorySetup) -> Answer | None:
    """``... and $6.83 for peaches with a $20 bill. How much change did Mary receive?``: the
    bill less every spending told up to it. The bill is the story's last event and its one
    payment; every other event is a spending of the asker's in dollars. None: no such bill."""
    q = setup.question
    bills = [e for e in setup.events if e.rule == "paid_bill"]
    if not bills:
        return None
    rest = setup.events[:-1]
    if (
        len(bills) != 1
        or setup.events[-1] is not bills[0]
        or bills[0].holder != q.holder
        or not rest
        or any(
            e.op != "lose"
            or e.kind.head != "dollar"
            or e.holder != q.holder
            or e.frame not in ("pay", "spend")
            or e.qty is None
            for e in rest
        )
    ):
        raise Halt("question_target_unbound", "not one bill paying the asker's spendings")
    bill = bills[0]
    assert bill.qty is not None
    _gate("story_difference")
    left = Fraction(bill.qty)
    steps = [Step("has", (bill.qty,), bill.qty, "the bill", bill.source)]
    for e in rest:
        assert e.qty is not None
        steps.append(
            Step("subtract", (normalize(left), e.qty), normalize(left - e.qty), "spent", e.source)
        )
        left -= Fraction(e.qty)
    if left < 0:
        raise Halt("negative_quantity", "the bill does not cover the spendings")
    return left, steps


def _change_ask(handler: Handler) -> Handler:
    def run(led: Ledger, setup: StorySetup) -> Answer:
        got = _change_after(setup)
        return got if got is not None else handler(led, setup)

    return run


#: Words telling that a purchase is one more beside those already told.
_BESIDES = frozenset({"also", "too", "more", "another", "other", "then", "again"})


def _summary_stripped(setup: StorySetup) -> StorySetup | None:
    """``Alyssa bought some toys. She bought a football for $5.71, and spent $6.59 on
    marbles. In total, how much did Alyssa spend on toys?``: the first sentence sums up the
    purchases the next ones tell (it is dropped). Only when it is the asker's one purchase of
    an unknown number of the asked class, alone in the first sentence, and every later
    purchase or spending of the asker is of an item in the class, none told as one besides
    (``also``, ``more``, ``another``, ...). None: not this shape."""
    from mathcore.organs.story.mawps_eq3_spend import in_class, spent_item

    q = setup.question
    whole = q.other_kind
    if q.ask != "spent_on" or whole is None or len(setup.events) < 2:
        return None
    first, rest = setup.events[0], setup.events[1:]
    if (
        first.op != "gain"
        or first.qty is not None
        or first.rule != "gain_some"
        or first.frame not in ("buy", "purchase")
        or first.agent != q.holder
        or first.kind != Kind(whole.head)
        or not first.source.startswith("s0[")
    ):
        return None
    for e in rest:
        words = set(e.source.partition(": ")[2].lower().split())
        if e.source.startswith("s0[") or e.qty is None or words & _BESIDES:
            return None
        if e.agent != q.holder or e.op == "price":
            continue
        if e.op == "gain" and e.frame in ("buy", "purchase"):
            item: Kind | None = e.kind
        elif e.op == "lose" and e.kind.head == "dollar" and e.frame == "spend":
            item = spent_item(e.source)
        else:
            return None
        if item is None or not in_class(item, whole.head):
            return None
    return StorySetup(rest, q)


def _summary_ask(handler: Handler) -> Handler:
    def run(led: Ledger, setup: StorySetup) -> Answer:
        stripped = _summary_stripped(setup)
        return handler(led, stripped if stripped is not None else setup)

    return run


def much_kind(asked: object, events: list[Event]) -> Kind:
    """``How much pepper does Brennan have left?`` over ``0.25 grams of pepper``: the asked
    substance is the one kind ``<unit> of <substance>`` the story tells (a pack unit); money,
    a substance told in no unit or in two units, or a narrowed substance refuses."""
    from mathcore.organs.story.reader import Stop
    from mathcore.packs.loader import current_pack

    pack = current_pack()
    if asked is None:  # "How much is left?": the story's one substance in its one unit
        kinds = {e.kind for e in events}
        one = next(iter(kinds)) if len(kinds) == 1 else None
        if one is None or len(one.mods) != 1 or not one.mods[0].startswith("of "):
            raise Stop("unreadable_question", "how much of no one substance", "question_target")
        asked = Kind(one.mods[0][3:])
    if not isinstance(asked, Kind) or asked.mods or asked.head in ("money", "dollar", "cent"):
        raise Stop("unreadable_question", "how much of no one substance", "question_target")
    told = {
        e.kind
        for e in events
        if e.kind.mods == (f"of {asked.head}",) and pack.value(e.kind.head, "unit") is not None
    }
    others = {e.kind for e in events if asked.head in e.kind.label().split() and e.kind not in told}
    if len(told) != 1 or others:
        raise Stop("unreadable_question", f"{asked.head} in no one unit", "question_target")
    return next(iter(told))


def _of_it(c: Clause, ctx: Context) -> list[Event]:
    """``bears ate 0.05 pounds of it``: the unit of the one substance told in that unit."""
    from mathcore.organs.story.reader import Stop

    unit = c.b.get("u")
    told = [k for k in ctx.kinds if isinstance(unit, Kind) and k.head == unit.head and k.mods]
    if len(told) != 1 or len(told[0].mods) != 1 or not told[0].mods[0].startswith("of "):
        raise Stop("unresolved_reference", "'of it' names no one substance", "unit_binding")
    return c.again({**c.t, "op": "lose", "kind": "k"}, {**c.b, "k": told[0]}, ctx)


MORE_SPECIAL["of_it"] = _of_it


def _elided_unit(setup: StorySetup) -> StorySetup:
    """``How many more bags of dog food are there than cat food?``: the compared kind keeps
    the asked unit (bags of cat food) when the story tells it only in that unit."""
    q = setup.question
    ok, k = q.other_kind, q.kind
    if q.ask != "difference_k" or ok is None or len(k.mods) != 1:
        return setup
    if not k.mods[0].startswith("of ") or any(m.startswith("of ") for m in ok.mods):
        return setup
    told = {e.kind for e in setup.events}
    whole = Kind(k.head, (f"of {ok.label()}",))
    if whole not in told or any(t.head == ok.head for t in told):
        if ok.head != k.head:  # "boxes of red pens than green pens": boxes against pens
            raise Halt("question_target_unbound", "a count in units against a count of things")
        return setup
    return StorySetup(setup.events, replace(q, other_kind=whole))


def _elided_unit_ask(handler: Handler) -> Handler:
    def run(led: Ledger, setup: StorySetup) -> Answer:
        return handler(led, _elided_unit(setup))

    return run


def _broad_need(setup: StorySetup) -> Answer | None:
    """``Justin needs 61 paper plates. He already has 26 blue plates and 7 red plates. How
    many more plates should Justin buy?``: the question names the things more broadly than the
    need and the holdings alike, so every holding counts toward the need. One need of the
    asker; every other event the asker's has or gain of a kind the asked one covers; the
    asked kind broader than the need's. None: not this shape."""
    q = setup.question
    goals = [e for e in setup.events if e.op == "goal" and e.frame == "have"]
    if q.ask != "goal_have" or len(goals) != 1 or goals[0].qty is None:
        return None
    need = goals[0]
    rest = [e for e in setup.events if e is not need]
    if (
        need.agent != q.holder
        or q.kind == need.kind
        or not q.kind.covers(need.kind)
        or not rest
        or any(
            e.op not in ("has", "gain")
            or e.holder != q.holder
            or e.qty is None
            or not q.kind.covers(e.kind)
            or need.kind.covers(e.kind)  # the ordinary need reads those
            for e in rest
        )
    ):
        return None
    assert need.qty is not None
    _gate("story_difference")
    have = Fraction(0)
    steps = [Step("has", (need.qty,), need.qty, "the need", need.source)]
    for e in rest:
        assert e.qty is not None
        steps.append(
            Step("add", (normalize(have), e.qty), normalize(have + e.qty), "has", e.source)
        )
        have += Fraction(e.qty)
    left = Fraction(need.qty) - have
    if left < 0:
        raise Halt("negative_quantity", "more than the need")
    steps.append(
        Step("subtract", (need.qty, normalize(have)), normalize(left), "need less have", q.source)
    )
    return left, steps


def _broad_need_ask(handler: Handler) -> Handler:
    def run(led: Ledger, setup: StorySetup) -> Answer:
        got = _broad_need(setup)
        return got if got is not None else handler(led, setup)

    return run
