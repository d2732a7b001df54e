"""Handlers of the statement frames in ``frames4_rows`` (issue 8, sentences with no frame).

Each handler refuses unless its reading is the only one the sentence can have:

- ``f4_has_people``: ``Marlee has 12 guests coming to her party``: a plain holding, only of
  people (``has 12 boxes coming to her house`` is no reading of this frame).

And one solver guard found while paraphrasing a cluster (``asks_the_act``): ``A teacher had 6
worksheets to grade. She graded 4 and then got another 18. How many worksheets would she have
to grade?`` answered 24: the holding left out the grading, which the question asks about.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from mathcore.organs.story.model import Event, StorySetup

if TYPE_CHECKING:
    from mathcore.organs.story.reader import Context
    from mathcore.organs.story.resolve import Clause

#: Nouns of people who may be "coming" (to a party, a dinner, a game).
PEOPLE = frozenset(
    {"guest", "friend", "people", "person", "student", "child", "kid", "relative", "visitor"}
)


def _stop(detail: str, operator: str = "unit_binding") -> Exception:
    from mathcore.organs.story.reader import Stop

    return Stop("unresolved_reference", detail, operator)


def _has_people(c: Clause, ctx: Context) -> list[Event]:
    """``has 12 guests coming to her party``: a holding of people."""
    if c.kind.head not in PEOPLE or c.kind.mods:
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


FRAMES4_SPECIAL: dict[str, Callable[[Clause, Context], list[Event]]] = {
    "f4_has_people": _has_people,
}
