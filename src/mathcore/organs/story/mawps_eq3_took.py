"""How long a done amount took at its rate (mawps_eq3): ``Juan ran 80 miles at 10 miles per
hour. How long did Juan run?`` is 80 / 10 hours.

The clause row ``moved_at`` reads one clause as two events of one doer and verb: the amount
done (``act``) and the rate (``rate``, through ``gsm_rate``'s own rate reading and guards);
the amount and the rate must count the same thing. ``took_time`` answers only a story of
exactly those two events, the asked doer's and verb's, in the rate's unit of time.
"""

from __future__ import annotations

from fractions import Fraction

from mathcore.exact import normalize
from mathcore.organs.story.ledger import Halt, Ledger, _gate
from mathcore.organs.story.model import Event, StorySetup
from mathcore.organs.story.reader import Context, Stop
from mathcore.results import Step

Answer = tuple[Fraction, list[Step]]


def moved_at(c: object, ctx: Context) -> list[Event]:
    """The rate (``gsm_rate``) and the amount done at it, of one doer and verb."""
    from mathcore.organs.story.gsm_rate import RATE_SPECIAL
    from mathcore.organs.story.resolve import Clause, _kind, _qty

    assert isinstance(c, Clause)
    done, money = _qty(c.b.get("d"))
    if done is None or money:
        raise Stop("unreadable_sentence", "an amount done needs a number", "frame_entry")
    if _kind(c.b.get("k"), ctx, False) != c.kind:
        raise Stop(
            "unreadable_sentence", "the amount and its rate count other things", "unit_binding"
        )
    rate = RATE_SPECIAL["rate"](c, ctx)
    if len(rate) != 1:
        raise Stop("unreadable_sentence", "one rate only", "frame_entry")
    r = rate[0]
    act = Event(
        "act",
        r.holder,
        r.kind,
        done,
        frame=r.frame,
        source=c.source,
        agent=r.agent,
        rule="moved_at",
    )
    return [act, r]


def took_time(led: Ledger, setup: StorySetup) -> Answer:
    """The amount done over its rate, in the rate's unit of time."""
    q = setup.question
    acts = [e for e in setup.events if e.op == "act"]
    rates = [e for e in setup.events if e.op == "rate"]
    if len(acts) != 1 or len(rates) != 1 or len(setup.events) != 2:
        raise Halt("question_target_unbound", "not one amount done at one rate")
    act, rate = acts[0], rates[0]
    if {act.agent, rate.agent} != {q.holder} or {act.frame, rate.frame} != {q.frame}:
        raise Halt(
            "question_target_unbound", "the amount or the rate is another's or another verb's"
        )
    if act.kind != rate.kind or rate.other_kind is None or q.kind != rate.other_kind:
        raise Halt("question_target_unbound", "the amount, the rate and the asked time differ")
    if act.qty is None or rate.qty is None or Fraction(rate.qty) <= 0:
        raise Halt("question_target_unbound", "an amount or rate is not told")
    _gate("story_equal_share")
    value = Fraction(act.qty) / Fraction(rate.qty)
    led.used.update((id(act), id(rate)))
    step = Step(
        "divide", (act.qty, rate.qty), normalize(value), f"{q.kind.head}s at the rate", rate.source
    )
    return value, [step]
