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
        have += Fraction(e.qty)
        steps.append(Step("add", (e.qty,), normalize(have), "put in", e.source))
    left = Fraction(need.qty) - have
    if left < 0:
        raise Halt("negative_quantity", "more put in than the recipe needs")
    steps.append(
        Step("subtract", (need.qty, normalize(have)), normalize(left), "need less put in", q.source)
    )
    return left, steps


MORE_ASKS: dict[str, Callable[[Ledger, StorySetup], Answer]] = {"recipe_left": recipe_left}


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
    out.update(MORE_ASKS)
    return out
