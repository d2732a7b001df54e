"""More MAWPS shapes (the asks that wrap others are in ``mawps_more_asks``).

Recipes: ``The recipe wants 8 cups of flour. She already put in 2 cups. How many more cups
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
    event) unless the question asks for the unbroken ones; ``mawps_more_asks`` chained on."""
    from mathcore.organs.story import mawps_more_asks as more

    base = dict(asks)
    out = {name: _strip_damaged(name, h, base) for name, h in asks.items()}
    out["event"] = more.coin_event_ask(out["event"])  # coins found or spent, asked as money
    out["event"] = more.class_event_ask(out["event"])  # "kilograms of nuts" over almonds, pecans
    out["spent_on"] = more.summary_ask(out["spent_on"])  # "Alyssa bought some toys. She bought ..."
    out["difference_k"] = more.elided_unit_ask(out["difference_k"])  # "than cat food": bags of it
    out["change"] = more.change_ask(out["change"])  # "... with a $20 bill": bill less spendings
    out.update(MORE_ASKS)
    return out


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
