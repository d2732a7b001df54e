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
from typing import TYPE_CHECKING

if TYPE_CHECKING:
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
