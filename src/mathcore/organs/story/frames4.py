"""Handlers of the statement frames in ``frames4_rows`` (issue 8, sentences with no frame).

Each handler refuses unless its reading is the only one the sentence can have:

- ``f4_has_people``: ``Marlee has 12 guests coming to her party``: a plain holding, only of
  people (``has 12 boxes coming to her house`` is no reading of this frame).

- ``f4_ratio`` / ``expand_ratios``: ``For every 4 pounds they recycled they earned one
  point``: a ratio kept as an ``each`` fact no generic answer reads; each act under it becomes
  its exact share, only for ``How many points did they earn?`` over a story of such acts.
- ``expand_todo``: ``had 6 worksheets to grade`` asked as ``how many would she have to
  grade``: the holder's acts of that verb are taken from the pile; more ``turned in`` is added;
  any other change of the pile refuses (to do or not?).

And one solver guard found while paraphrasing a cluster (``asks_the_act``): ``A teacher had 6
worksheets to grade. She graded 4 and then got another 18. How many worksheets would she have
to grade?`` answered 24: the holding left out the grading, which the question asks about.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from fractions import Fraction
from itertools import pairwise
from typing import TYPE_CHECKING

from mathcore.exact import normalize
from mathcore.organs.story.lazy import module as _lazy
from mathcore.organs.story.model import Event, Kind, StorySetup
from mathcore.packs.loader import Pack, PerPack
from mathcore.results import Step

if TYPE_CHECKING:
    from mathcore.organs.story.reader import Context
    from mathcore.organs.story.resolve import Clause

#: The word table lives in the pack (lexicon/story_people8.jsonl), read once per pack
#: digest: ``coming_person_noun`` (nouns of people who may be "coming": to a party, a
#: dinner, a game).


@dataclass(frozen=True, slots=True)
class _Words:
    people: frozenset[str]


def _build_words(pack: Pack) -> _Words:
    """The pack's word tables of this module."""
    return _Words(
        people=pack.words("coming_person_noun"),
    )


#: Built once per pack digest (``packs.loader.PerPack``).
_words = PerPack(_build_words)


def _stop(detail: str, operator: str = "unit_binding") -> Exception:
    from mathcore.organs.story.reader import Stop

    return Stop("unresolved_reference", detail, operator)


def _has_people(c: Clause, ctx: Context) -> list[Event]:
    """``has 12 guests coming to her party``: a holding of people."""
    ws = _words()
    if c.kind.head not in ws.people or c.kind.mods:
        raise _stop("only people are coming", "frame_entry")
    return c.again({**c.t, "op": "has"}, c.b, ctx)


def asks_the_act(setup: StorySetup) -> bool:
    """A state question that names the verb of an activity on the asked kind (``how many
    worksheets would she have to grade`` after ``she graded 4``): the activity may use some
    of the holding up or not; the holding alone never answers it."""
    q = setup.question
    if q.ask != "state":
        return False
    words = set(q.source.split(": ", 1)[-1].lower().split())
    heads = {q.kind.head}
    heads |= {e.other_kind.head for e in setup.events if e.op == "each" and e.other_kind}
    return any(
        e.op == "act" and e.kind.head in heads and e.frame and e.frame in words
        for e in setup.events
    )


def _lemma(raw: object) -> str:
    from mathcore.organs.story.lexemes import Lexeme, lexicon

    if isinstance(raw, Lexeme):
        return raw.lemma
    entry = lexicon().entries.get(raw) if isinstance(raw, str) else None
    return entry.lemma if entry is not None and entry.lemma else ""


def _ratio(c: Clause, ctx: Context) -> list[Event]:
    """``For every 4 pounds they recycled they earned one point``: 1/4 point per pound
    recycled, kept as an ``each`` fact whose frame names both verbs (``earn|per|recycle``),
    which no generic answer matches: only ``expand_ratios`` reads it."""
    unit, per = c.b.get("u"), c.b.get("n")
    doer, again = c.b.get("d1"), c.b.get("d2")
    act, earn = _lemma(c.b.get("f")), _lemma(c.b.get("f2"))
    if doer != again or not act or not earn or act == earn:
        raise _stop("a ratio of two doers or of one verb", "frame_entry")
    if not isinstance(unit, Kind) or not isinstance(per, tuple) or per[2] or c.qty is None:
        raise _stop("a ratio needs a count of units")
    if per[0] <= 0 or unit.head == c.kind.head:
        raise _stop("a ratio of a kind to itself")
    for k in (unit, c.kind):
        if k not in ctx.kinds:
            ctx.kinds.append(k)
    share = Fraction(c.qty) / Fraction(per[0])
    frame = f"{earn}|per|{act}"
    return [
        Event(
            "each",
            "",
            c.kind,
            share,
            other_kind=unit,
            frame=frame,
            source=c.source,
            rule=c.rc.frame,
        )
    ]


def they_ratio_holds(row: str, events: Sequence[Event]) -> None:
    """``How many points did they earn?`` read as every doer (``f4_q_they``) only in a story
    that tells a ratio (``For every 4 pounds they recycled ...``); elsewhere ``they`` is
    resolved as every question's (``The store had 20 apples. They bought 5 ...``)."""
    if row == "f4_q_they" and not any(e.rule == "f4_for_every" for e in events):
        from mathcore.organs.story.reader import Stop

        raise Stop("unreadable_question", "'they' as every doer only under a ratio", "frame_entry")


def expand_ratios(setup: StorySetup) -> tuple[StorySetup, list[Step]]:
    """Each act under the one told ratio becomes what it earns (``recycled 14 pounds`` at one
    point for every 4: 7/2 points), only for ``How many points did they earn?`` over a story
    whose every event is such an act: ``they`` is then every doer."""
    from mathcore.organs.story.ledger import Halt, _gate

    q = setup.question
    ratios = [e for e in setup.events if e.rule == "f4_for_every"]
    if not ratios:
        if q.rule == "f4_q_they":
            raise Halt("question_target_unbound", "'they' binds only the doers of a ratio")
        return setup, []
    ratio = ratios[0]
    earn, _, act = ratio.frame.partition("|per|")
    unit = ratio.other_kind
    acts = [e for e in setup.events if e is not ratio]
    if (
        len(ratios) != 1
        or q.rule != "f4_q_they"
        or q.frame != earn
        or q.kind.head != ratio.kind.head
        or unit is None
        or ratio.qty is None
        or not acts
    ):
        raise Halt("question_target_unbound", "a ratio answers only what all its doers earn")
    for e in acts:
        if e.op != "act" or e.frame != act or not unit.covers(e.kind) or e.qty is None:
            raise Halt("question_target_unbound", "an event that is no act under the ratio")
    if len({e.source.partition("[")[0] for e in acts}) != 1:
        # "they" are the doers told together ("If Paige recycled 14 pounds and her friends
        # recycled 2 pounds"); acts told apart may be of others than "they"
        raise Halt("question_target_unbound", "'they' over acts told in several sentences")
    _gate("story_count_times_each")
    events: list[Event] = []
    steps: list[Step] = []
    for e in acts:
        assert e.qty is not None
        v = Fraction(e.qty) * Fraction(ratio.qty)
        steps.append(
            Step(
                "multiply",
                (e.qty, normalize(ratio.qty)),
                normalize(v),
                f"amount x share per unit|{ratio.source}",
                e.source,
            )
        )
        events.append(
            Event(
                "gain",
                e.holder,
                ratio.kind,
                normalize(v),
                frame=earn,
                source=e.source,
                agent=e.agent,
                rule=ratio.rule,
            )
        )
    return replace(setup, events=tuple(events)), steps


def _to_do(e: Event) -> str:
    """``A teacher had 6 worksheets to grade``: the lemma of the verb the holding is for
    (its source ends ``to <verb>``), or ``""``."""
    words = e.source.partition(": ")[2].lower().split()
    if e.op != "has" or len(words) < 2 or words[-2] != "to":
        return ""
    return _lemma(words[-1])


def _asks_to(q_source: str, lemma: str) -> bool:
    words = q_source.partition(": ")[2].lower().split()
    return any(a == "to" and _lemma(b) == lemma for a, b in pairwise(words))


def expand_todo(setup: StorySetup) -> tuple[StorySetup, list[Step]]:
    """``had 6 worksheets to grade. If she graded 4, but then another 18 were turned in, how
    many worksheets would she have to grade?``: a holding told as things to do with a verb,
    asked as what is left to do with it: each act of that verb on that kind by its holder is
    done, taken from the pile. Asked without the verb (``how many worksheets does she have``)
    after some were done, all she holds or what is left to do is not told: refused."""
    q = setup.question
    piles = {(e.holder, e.kind.head): lemma for e in setup.events if (lemma := _to_do(e))}
    if q.ask != "state" or not piles:
        return setup, []
    lemma = piles.get((q.holder, q.kind.head), "")
    if not lemma:
        return setup, []
    from mathcore.organs.story.ledger import Halt

    if not _asks_to(q.source, lemma):
        # ``how many worksheets does she have``: all she holds, or what is left to grade?
        acts = (e for e in setup.events if e.op == "act" and e.frame == lemma)
        if any(e.kind.head == q.kind.head for e in acts):
            raise Halt("ambiguous_total", f"held, or left to {lemma}: not told")
        return setup, []

    events: list[Event] = []
    for e in setup.events:
        if e.kind.head != q.kind.head or _to_do(e):
            events.append(e)
            continue
        if e.op == "act" and e.frame == lemma:
            if e.holder != q.holder or e.qty is None:
                raise Halt("question_target_unbound", f"another's {lemma} of the pile")
            e = replace(e, op="lose")
        elif e.rule != "f4_turned_in" and e.op != "act":  # bought 2 more: to read or not?
            raise Halt("ambiguous_total", f"a change that may or may not be to {lemma}")
        events.append(e)
    return replace(setup, events=tuple(events)), []


FRAMES4_SPECIAL: dict[str, Callable[[Clause, Context], list[Event]]] = {
    "f4_has_people": _has_people,
    "f4_ratio": _ratio,
    "f4_come_in": _lazy("mathcore.organs.story.frames4_units").come_in,
}
