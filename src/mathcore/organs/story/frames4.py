"""Handlers of the statement frames in ``frames4_rows`` (issue 8, sentences with no frame).

Each handler refuses unless its reading is the only one the sentence can have:

- ``f4_has_people``: ``Marlee has 12 guests coming to her party``: a plain holding, only of
  people (``has 12 boxes coming to her house`` is no reading of this frame).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from mathcore.organs.story.model import Event

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


FRAMES4_SPECIAL: dict[str, Callable[[Clause, Context], list[Event]]] = {
    "f4_has_people": _has_people,
}
