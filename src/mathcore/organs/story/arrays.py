# ruff: noqa: E501
"""Arrays and containers (issue 8): a count of containers and one amount in each of them.

- ``arr_there_in_each``: ``There are 5 rows of chairs with 8 chairs in each row``: the
  ``there`` twin of ``has_with_each`` (``frames``); the container after ``each`` must be the
  counted one (``with 8 chairs in each table`` refuses, ``resolve._has_each_unit``).
- ``arr_there_that_each`` / ``arr_has_that_each``: ``There are 12 crates that each contain
  150 oranges``, ``He has 5 hives that each hold 20 jars``: ``each`` before the verb, the twins
  of ``has_that_each`` (``gsm_groups_rows``: ``that hold 20 jars each``).
- ``arr_there_comma_each`` / ``arr_has_comma_each``: ``There are 4 shelves, each with 8
  books``, ``Tom has 4 shelves, each with 8 books``: the per-container amount as an absolute
  phrase.
- ``arr_each_of_the``: ``Each of the 4 boxes has 6 toys``: the count inside the subject;
  only ``the`` (``each of her 4 cousins has $2`` names members, not containers: no row).
- ``arr_there_each_of``: ``There are 18 leaves on each of the 3 plants``: the count after
  ``each of the``, the amount before it.
- ``in_units`` (an answer, not a row): ``How many books were on the shelves?`` after
  ``There were 150 shelves. Each shelf had 15 books.``: the state answer refuses (no holder
  is the shelves); only when the story is exactly the array, the place is the containers and
  the asked noun covers the things, the things held through them.
- ``arr_units_each_end`` / ``arr_units_each``: ``Big boxes contain 7 dolls each``, ``The
  crates each hold 150 oranges``: the plural twins of ``each_has`` (``Each box has 7 dolls``),
  the same ``each`` event; the count of containers comes from another clause.

Each reads as a holding of the containers (the holder: the subject, the place after the
clause, or nobody: ``*``) and one ``each`` event of the things per container
(``resolve._has_each_unit``), so the ledger's own rules apply: a second amount in each of the
same containers, an asked noun that is neither, a number the answer does not use all refuse.
The rows need a literal ``each`` (and ``with``, ``that``/``which`` or ``of the``), so the
clause index never tries them on a sentence without those words.
"""

from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction
from typing import TYPE_CHECKING

from mathcore.exact import normalize
from mathcore.organs.story.ledger import Halt
from mathcore.results import Step

if TYPE_CHECKING:
    from mathcore.organs.story.ledger import Ledger
    from mathcore.organs.story.model import StorySetup

    Answer = tuple[Fraction, list[Step]]
    from mathcore.organs.story.model import Event
    from mathcore.organs.story.reader import Context
    from mathcore.organs.story.resolve import Clause

_HOLD = "have|has|had|hold|holds|held|contain|contains|contained"

ARRAY_CLAUSES = f"""
arr_there_in_each | there is|are|was|were N:n K:u with N:n2 K:k in|on each K:u2 S:loc | op=arr_each_unit holder=s kind=k qty=n other_kind=u
arr_there_that_each | there is|are|was|were N:n K:u ?, that|which each {_HOLD} N:n2 K:k S:loc | op=arr_each_unit_end holder=s kind=k qty=n other_kind=u
arr_has_that_each | H:s @ADV V=possession N:n K:u ?, that|which each {_HOLD} N:n2 K:k S:loc | op=arr_each_unit_end holder=s kind=k qty=n other_kind=u
arr_there_comma_each | there is|are|was|were N:n K:u , each with N:n2 K:k S:loc | op=arr_each_unit_end holder=s kind=k qty=n other_kind=u
arr_has_comma_each | H:s @ADV V=possession N:n K:u , each with N:n2 K:k S:loc | op=arr_each_unit_end holder=s kind=k qty=n other_kind=u
arr_each_of_the | each of the N:n K:u {_HOLD} N:n2 K:k S:loc | op=arr_each_unit_end holder=s kind=k qty=n other_kind=u
arr_there_each_of | there is|are|was|were N:n2 K:k in|on each of the N:n K:u S:loc | op=arr_each_unit_end holder=s kind=k qty=n other_kind=u
arr_units_each_end | ?the K:u {_HOLD} N:n K:k each|apiece S:loc | op=each other_kind=u kind=k qty=n
arr_units_each | ?the K:u each {_HOLD} N:n K:k S:loc | op=each other_kind=u kind=k qty=n
"""


def _each_unit(c: Clause, ctx: Context) -> list[Event]:
    """A count of containers and a per-container amount; ``u2`` (after ``each``) is checked."""
    from mathcore.organs.story.resolve import SPECIAL

    bind = dict(c.b)
    if "s" not in bind:  # "There are 5 rows with 8 chairs in each row (in the hall)"
        loc = c.b.get("loc")
        bind["s"] = str(loc) if isinstance(loc, str) and loc else "*"
    return SPECIAL["has_each_unit"](c.__class__(c.rc, c.t, bind, c.kind, c.qty, c.source), ctx)


def _each_unit_end(c: Clause, ctx: Context) -> list[Event]:
    """The same, when the clause names the container once (``that each hold``, ``each with``)."""
    return _each_unit(
        c.__class__(c.rc, c.t, {**c.b, "u2": c.b.get("u")}, c.kind, c.qty, c.source), ctx
    )


ARRAY_SPECIAL: dict[str, Callable[[Clause, Context], list[Event]]] = {
    "arr_each_unit": _each_unit,
    "arr_each_unit_end": _each_unit_end,
}


def in_units(
    inner: Callable[[Ledger, StorySetup], Answer],
) -> Callable[[Ledger, StorySetup], Answer]:
    """The state answer; where it refuses ``question_target_unbound`` for a question placed in
    the containers (``There were 150 shelves. Each shelf had 15 books. How many books were on
    the shelves?``), the things held through them: only when the story is exactly the array
    (one holding of the containers and one amount in each of them, nothing else), the place is
    those containers (``the shelves``: their head) and the asked noun covers the things."""

    def handler(led: Ledger, setup: StorySetup) -> Answer:
        try:
            return inner(led, setup)
        except Halt as halt:
            got = _in_units(led, setup) if halt.reason == "question_target_unbound" else None
            if got is None:
                raise
            return got

    return handler


def _in_units(led: Ledger, setup: StorySetup) -> Answer | None:
    from mathcore.organs.story.ledger import _gate, contents_clash

    q = setup.question
    if len(setup.events) != 2 or not q.holder.startswith("the "):
        return None
    count, each = sorted(setup.events, key=lambda e: e.op == "each")
    place = q.holder[4:]
    if (
        count.op != "has"
        or each.op != "each"
        or each.other_kind is None
        or count.qty is None
        or each.qty is None
        or place != count.kind.head
        or each.other_kind.head != place
        or not q.kind.covers(each.kind)
        or contents_clash(count.kind, each.kind)
        or not (
            set(each.other_kind.mods) <= set(count.kind.mods)
            or set(count.kind.mods) <= set(each.other_kind.mods)
        )
    ):
        return None
    said = [w.strip("?,.") for w in q.source.partition(": ")[2].lower().split()]
    one = any(
        said[i] in ("the", "this", "that") and said[i + 1] == place for i in range(len(said) - 1)
    )
    if count.qty != 1 and one:
        # "Tom has 3 boxes. Each box has 10 pens. How many pens are in the box?" (or "this
        # box", pct7.this_place): one box, not the 3 (answered 30)
        return None
    _gate("story_count_times_each")
    led.used.update(id(e) for e in setup.events)
    res = Fraction(count.qty) * Fraction(each.qty)
    steps = [
        Step("has", (count.qty,), count.qty, count.frame, count.source),
        Step("multiply", (count.qty, each.qty), normalize(res), "count x each", each.source),
    ]
    return res, steps
