"""``What percentage of ...?``: a part over its whole, times 100, both bound by how-many
questions the organ already answers (``questions_what``, issue 8).

- ``What percentage of the snowballs did Janet make?``: the part is what ``How many snowballs
  did Janet make?`` answers, the whole what the same question asks of everyone (every
  holder's events of that verb). Every told amount of the asked kind must be an event of that
  verb: a holding or another action beside them leaves "the snowballs" open (refused).
- ``What percentage of the flowers are roses?`` / ``... are not roses?`` / ``... in the vase
  are red roses?``: the whole is what ``How many flowers are there (in the vase)?`` answers,
  the part what ``How many roses are there (in the vase)?`` answers (or the whole less it).
  The part's kind must be a narrower kind of the whole (``red roses`` of ``roses``) or one the
  pack's hypernyms place under it (``rose`` -> ``flower``); anything else is unbound.

The whole must be positive and the part no larger. The answer is exact; the solver answers
only a whole percentage (a fraction of a percent refuses ``non_integer_count``, never rounded).
"""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction

from mathcore.exact import normalize
from mathcore.organs.story.ledger import Halt, Ledger, _gate
from mathcore.organs.story.model import EVERYONE, Kind, StorySetup
from mathcore.results import Step
from mathcore.text.hypernyms import broader

#: The question rows are ``questions_what.PCT_QUESTIONS`` (data beside the other what-rows).


def _narrower(part: Kind, whole: Kind) -> bool:
    """``red roses`` of ``roses``; ``roses`` (or ``red roses``) of ``flowers`` (hypernyms)."""
    if part == whole:
        return False
    if whole.covers(part):
        return True
    return not whole.mods and whole.head in broader(part.head)


def _part_and_whole(led: Ledger, setup: StorySetup) -> tuple[Fraction, Fraction, list[Step]]:
    from mathcore.organs.story.answers import ASKS

    q = setup.question
    if q.other_kind is None:  # "What percentage of the snowballs did Janet make?"
        told = [e for e in setup.events if q.kind.covers(e.kind) or _narrower(e.kind, q.kind)]
        if not told or any(e.op not in ("gain", "act") or e.frame != q.frame for e in told):
            raise Halt("question_target_unbound", "the whole is not one action's amounts")
        mine = replace(q, ask="event", other_kind=None, rule="q_event")
        every = replace(mine, holder=EVERYONE)
    else:  # "What percentage of the flowers are (not) roses?"
        if not _narrower(q.other_kind, q.kind):
            raise Halt("question_target_unbound", "the part is no kind of the whole")
        heads = {q.kind.head, q.other_kind.head}
        if any(o.kind.head in heads for o in led.orphans):
            raise Halt("unused_number", "a change of an amount the story never gives")
        every = replace(q, ask="state", other_kind=None, rule="q_there")
        mine = replace(every, kind=q.other_kind)
    part, ps = ASKS[mine.ask](led, replace(setup, question=mine))
    whole, ws = ASKS[every.ask](led, replace(setup, question=every))
    return Fraction(part), Fraction(whole), [*ps, *ws]


def percent(led: Ledger, setup: StorySetup) -> tuple[Fraction, list[Step]]:
    """The part (or what the whole has besides it) as a percentage of the whole."""
    q = setup.question
    part, whole, steps = _part_and_whole(led, setup)
    if whole <= 0:
        raise Halt("division_by_zero", "the whole is none")
    if part < 0 or part > whole:
        raise Halt("inconsistent_story", "the part is more than the whole")
    if q.ask == "percent_not":
        rest = whole - part
        steps.append(
            Step(
                "subtract",
                (normalize(whole), normalize(part)),
                normalize(rest),
                "the others",
                q.source,
            )
        )
        part = rest
    _gate("story_percent_of_whole")
    share = part / whole
    steps.append(
        Step(
            "divide",
            (normalize(part), normalize(whole)),
            normalize(share),
            "part of the whole",
            q.source,
        )
    )
    value = share * 100
    steps.append(
        Step("multiply", (normalize(share), 100), normalize(value), "as a percentage", q.source)
    )
    return value, steps


PCT_ASKS = {"percent": percent, "percent_not": percent}
