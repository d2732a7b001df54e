"""Pay over time: ``Weng earns $12 an hour``, ``She worked 50 minutes. How much did she earn?``

A wage clause (``earns|makes|gets $R an|a|per|each|every <time unit>``, ``is paid $R per
hour``) is a per-unit fact: ``R`` dollars in each unit of time, tied to its earner. A money
question about what that earner earned (or made, or got), with no money event of that verb,
is answered from the earner's stated work: every activity of the earner measured in a time
unit, told with a verb of paid work (``worked 4 hours``; ``slept 4 hours``, ``drove 9 hours``
refuse), converted exactly to the wage's unit (minutes and hours only: a working day or week is
not a fixed number of hours), times the wage. One wage, at least one measured activity,
nothing else earned; anything else refuses.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from fractions import Fraction
from typing import TYPE_CHECKING

from mathcore.exact import normalize
from mathcore.organs.story.ledger import Halt, Ledger, _gate
from mathcore.organs.story.model import Event, Kind, StorySetup
from mathcore.packs.loader import Pack, PerPack
from mathcore.results import Step

if TYPE_CHECKING:
    from mathcore.organs.story.reader import Context
    from mathcore.organs.story.resolve import Clause

#: The word tables live in the pack (lexicon/story_more8.jsonl), read once per pack digest:
#: ``wage_time_unit`` (minute, hour, day, week), ``wage_earn_lemma`` (earn, make, get) and
#: ``wage_work_lemma`` (work: the verb of the time a wage pays for); ``wage_scope_word``
#: (lexicon/story_money9a.jsonl: weekday, overtime) with ``time_word``: a wage's time scope.


@dataclass(frozen=True, slots=True)
class _Words:
    wage_units: frozenset[str]
    earn_lemmas: frozenset[str]
    work_lemmas: frozenset[str]
    scope: frozenset[str]


def _build_words(pack: Pack) -> _Words:
    """The pack's word tables of this module."""
    return _Words(
        wage_units=pack.words("wage_time_unit"),
        earn_lemmas=pack.words("wage_earn_lemma"),
        work_lemmas=pack.words("wage_work_lemma"),
        scope=pack.words("wage_scope_word") | pack.words("time_word"),
    )


#: Built once per pack digest (``packs.loader.PerPack``).
_words = PerPack(_build_words)


#: Exact conversions between time units that never depend on a working schedule.
CONVERT = {("minute", "hour"): Fraction(1, 60), ("hour", "minute"): Fraction(60)}


def _stop(detail: str) -> Exception:
    from mathcore.organs.story.reader import Stop

    return Stop("unreadable_sentence", detail, "rate_structure")


def _unit(kind: Kind) -> str | None:
    ws = _words()
    from mathcore.organs.story.lexemes import lexicon

    entry = lexicon().entries.get(kind.head)
    unit = entry.unit if entry is not None and not kind.mods else None
    return unit if unit in ws.wage_units else None


def _wage(c: Clause, ctx: Context) -> list[Event]:
    """``earns $12 an hour``: an ``each`` fact of dollars per unit of time, with its earner."""
    ws = _words()
    from mathcore.organs.story.lexemes import Lexeme
    from mathcore.organs.story.resolve import _holder

    verb = c.b.get("f")
    lemma = verb.lemma if isinstance(verb, Lexeme) else "earn"
    if lemma not in ws.earn_lemmas:
        raise _stop(f"{lemma!r} at a rate is not pay")
    unit = c.b.get("u")
    if not isinstance(unit, Kind) or _unit(unit) is None or c.qty is None:
        raise _stop("a wage needs a time unit")
    raw = c.b.get("s")
    earner = ctx.prev_subject if raw == "@prev" else _holder(raw, ctx)
    if not earner:
        raise _stop("a wage needs its earner")
    ctx.mention(earner)
    ctx.prev_subject = earner
    ev = Event(
        "each",
        "",
        c.kind,
        c.qty,
        other_kind=unit,
        frame="wage",
        source=c.source,
        agent=earner,
        rule=c.rc.frame,
    )
    return [ev]


WAGE_SPECIAL: dict[str, Callable[[Clause, Context], list[Event]]] = {"wage": _wage}


def _scoped(wage: Event, scope: frozenset[str]) -> bool:
    """``$10 an hour on weekdays``, ``during the week``, ``in the morning``: a time told after
    the wage's unit (the pack's ``wage_scope_word`` and ``time_word``, singular or plural)
    says when the wage pays; the work's times may be others."""
    assert wage.other_kind is not None
    words = wage.source.partition(": ")[2].lower().split()
    unit = wage.other_kind.head
    at = next((k for k, w in enumerate(words) if w.rstrip("s") == unit), len(words))
    return any(w in scope or w.removesuffix("s") in scope for w in words[at + 1 :])


def wage_earnings(led: Ledger, setup: StorySetup) -> tuple[Fraction, list[Step]] | None:
    """What the asked earner earned from a wage and measured work (None: no wage applies)."""
    ws = _words()
    q = setup.question
    wages = [e for e in setup.events if e.op == "each" and e.frame == "wage"]
    if q.frame not in ws.earn_lemmas or not wages:
        return None
    if len(wages) != 1 or wages[0].agent != q.holder:
        raise Halt("question_target_unbound", "not one wage of the asked earner")
    wage = wages[0]
    assert wage.other_kind is not None and wage.qty is not None
    if _scoped(wage, ws.scope):  # adversary 9a: "earns $10 an hour on weekdays"
        raise Halt("question_target_unbound", "a wage told for some of the time only")
    unit = _unit(wage.other_kind)
    work = [e for e in setup.events if e.op == "act" and e.agent == q.holder and _unit(e.kind)]
    if not work or any(e.qty is None for e in work):
        raise Halt("question_target_unbound", "no measured work of the earner")
    if any(e.frame not in ws.work_lemmas for e in work):  # adversary 9b
        # "She slept 4 hours on Monday": time the earner spent, not time she was paid for
        raise Halt("question_target_unbound", "time spent at no paid work")
    if any(e not in work and _unit(e.kind) for e in setup.events):  # rates6
        # "He has 20 hours left to work": time held, not worked; is it paid? unread
        raise Halt("unused_number", "an amount of time that is not the earner's work")
    _gate("story_count_times_each")
    led.used.add(id(wage))
    total = Fraction(0)
    steps: list[Step] = []
    for e in work:
        assert e.qty is not None
        amount = Fraction(e.qty)
        have = _unit(e.kind)
        if have != unit:
            f = CONVERT.get((str(have), str(unit)))
            if f is None:
                raise Halt("unit_mismatch", f"{have} of work at a wage per {unit}")
            steps.append(
                Step(
                    "multiply",
                    (e.qty, normalize(f)),
                    normalize(amount * f),
                    f"{have} to {unit}",
                    e.source,
                )
            )
            amount *= f
        pay = amount * Fraction(wage.qty)
        steps.append(
            Step(
                "multiply",
                (normalize(amount), wage.qty),
                normalize(pay),
                "time x wage",
                wage.source,
            )
        )
        if len(work) > 1:
            _gate("story_sum_of_parts")
            steps.append(Step("add", (normalize(total), normalize(pay)), normalize(total + pay)))
        total += pay
    return total, steps
