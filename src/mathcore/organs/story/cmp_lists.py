# ruff: noqa: E501
"""Comparisons inside lists (issue 8): a later item of a list compared with an earlier one
whose base the list leaves out.

- ``cmp_list_elided``: ``Tom has 20 apples and 5 fewer pears``, ``A bag contains
  8 black beans and 2 more green beans``, ``There were 15 males and 10 more girls``: a
  ``N more|fewer|less K`` item with no ``than`` continues the possession clause right before
  it (same sentence, one holder, one kind): the base is that clause's kind, and the item's
  kind must be another one (the same kind told again is ``N additional``, the ``continue``
  row, or the ``coord`` guard's refusal). Read as the list rows' ``times_k_cont`` (the
  handler ``gsm_clauses._times_k_cont``: it refuses when the clause before is no single
  holder's holding). GSM8K train reads all seven stories of this shape with a kind that
  differs as the comparison (``40 metal beads and 20 more pearl beads``: 60 pearl beads;
  ``24 pieces of drumstick and 4 fewer breast parts``: 20), never as an addition.

- ``cmp_ev_fewer_elided``: ``Joshua collected 80 rocks while Jose collected 14 fewer
  rocks``, ``Layla scored 104 goals ... and Kristin scored 24 fewer goals``: a ``N
  fewer|less [K]`` action with no ``than``, right after one plain action (``gain``/``lose``/
  ``act``) of the same sentence, of the same verb and kind and another holder: the compared
  action is that one (a relative action, ``gsm_relative``'s ``ev_fewer`` with that holder as
  its base). Only ``fewer``/``less``: ``collected 30 more cans`` may be 30 additional ones.
  Another verb, another kind, the same holder, or no such clause right before: refused.

- ``cmp_has_affine_the`` / ``cmp_affine_the_cont``: ``Quentin has 25 more than double the
  chickens that Skylar has``, ``..., and 6 less yellow crayons than double the blue
  crayons``: ``X the K`` as ``X the number of K`` (the rows ``has_affine_num`` and
  ``affine_kind_cont`` read), by those rows' handlers; a head that is no counted thing
  (``number``, ``amount``, ``money``, ``age`` ...) refuses, so ``twice the number of K`` keeps
  one reading.
- ``continue_compared`` (hooked where ``resolve`` reads the ``continue`` row): ``N more K``
  of another kind than the holding right before (same sentence) is not ``N additional``: that
  reading stops, so the comparison is the one reading (otherwise the two readings differ and
  the sentence refuses as ambiguous).
- The guard in ``gsm_clauses._times_k_cont``: an elided base after a comparison item
  (``Tom has 6 dogs, half as many cats, and twice as many birds``: twice the dogs, the list's
  head, or the cats, the item before? The pet-store story of GSM8K train reads the head; the
  row read the item before: 6 birds) refuses; only a plain holding is an elided base.

Every row here needs ``more``, ``fewer`` or ``less`` right after its number.
"""

from __future__ import annotations

_AFF = "N:n more|fewer|less:dir"

CMP_LIST_CLAUSES = f"""
cmp_list_elided | {_AFF} K:k S:loc | op=cmp_list_elided kind=k qty=n
cmp_has_affine_the | H:s @ADV V=possession {_AFF} than X:m the K:k2 that O:o V=possession | op=cmp_affine_the holder=s other=o kind=k2 qty=n
cmp_affine_the_cont | {_AFF} K:k than X:m the K:k2 S:loc | op=cmp_affine_the kind=k qty=n other_kind=k2
cmp_ev_fewer_elided | H:s @ADV @AUX V=act|F=increment_frame/decrement_frame:f N:n fewer|less K?:k S:loc | op=cmp_ev_elided holder=s kind=k qty=n
"""

from collections.abc import Callable, Mapping  # noqa: E402
from dataclasses import replace  # noqa: E402
from typing import TYPE_CHECKING, Any  # noqa: E402

from mathcore.organs.story.model import Event, Kind  # noqa: E402

if TYPE_CHECKING:
    from mathcore.organs.story.reader import Context
    from mathcore.organs.story.resolve import Clause

#: Off only in ``tests/organs/story/cmp_lists_uses.py --off`` (the A/B of these constructions).
CMP_LIST_ON = True


def continue_compared(ctx: Context, bind: Mapping[str, Any], source: str) -> None:
    """``A bag contains 8 black beans and 2 more green beans``: 2 green beans more than the
    black ones, or 2 green beans (the ``continue`` row)? With another kind than the holding
    right before (same sentence), the comparison alone (GSM8K train: 7 of 7 such stories):
    the ``continue`` reading stops, ``cmp_list_elided`` reads it."""
    prev = ctx.prev_op
    at = prev.get("_at", ())
    own = bind.get("k")
    if not CMP_LIST_ON or prev.get("op") != "has" or len(at) != 4 or not isinstance(own, Kind):
        return
    if "more" not in source.split(": ", 1)[-1].lower().split():
        return
    if at[0] == source.split("[", 1)[0] and isinstance(at[3], Kind) and own != at[3]:
        raise _stop("'N more' of another kind after a holding: compared with it")


def _stop(detail: str, operator: str = "comparison_base") -> Exception:
    from mathcore.organs.story.reader import Stop

    return Stop("unreadable_sentence", detail, operator)


#: At most this many tokens (``, and``) between the clause compared and the comparison: a
#: list item between them (a ``continue`` clause, which leaves ``prev_op`` as it was) makes
#: the base the list's head or that item (``8 black beans, 5 red beans and 2 more green``).
_GAP = 3


def _right_after(c: Clause, ctx: Context) -> bool:
    at = ctx.prev_op.get("_at", ())
    return len(at) == 4 and 0 < c.rc.tokens[0] - at[1] <= _GAP


def _list_elided(c: Clause, ctx: Context) -> list[Event]:
    """``Tom has 20 apples and 5 more pears``: the list rows' handler, only right after the
    one clause it compares with (no list item between)."""
    from mathcore.organs.story.gsm_clauses import _times_k_cont

    if not _right_after(c, ctx):
        raise _stop("an elided base with a list item between: the head or the item?")
    return _times_k_cont(c, ctx)


#: Heads that are no things counted: ``twice the number of K`` is read by its own rows.
_NOT_THINGS = frozenset({"number", "amount", "total", "sum", "money", "cost", "price", "age"})


def _affine_the(c: Clause, ctx: Context) -> list[Event]:
    """``Quentin has 25 more than double the chickens that Skylar has``, ``..., and 6 less
    yellow crayons than double the blue crayons``: ``X the K`` as ``X the number of K``, read
    by the rows' own handlers (``has_affine``, the list rows' ``times_k_cont``)."""
    from mathcore.organs.story.gsm_clauses import CLAUSES_SPECIAL, _times_k_cont

    base = c.b.get("k2")
    if not isinstance(base, Kind) or base.head in _NOT_THINGS:
        raise _stop("'X the K' of no counted things")
    if c.rc.frame == "cmp_affine_the_cont":
        return _times_k_cont(c, ctx)
    return CLAUSES_SPECIAL["has_affine"](replace(c, t={**c.t, "op": "has_affine"}), ctx)


def _ev_elided(c: Clause, ctx: Context) -> list[Event]:
    """``Joshua collected 80 rocks while Jose collected 14 fewer rocks``: fewer than the one
    plain action right before it in this sentence, of the same verb and kind, by another."""
    from mathcore.organs.story.gsm_relative import _lemma

    prev = ctx.prev_op
    at = prev.get("_at", ())
    sentence = c.source.split("[", 1)[0]
    if (
        prev.get("op") not in ("gain", "lose", "act")
        or len(at) != 4
        or at[0] != sentence
        or not _right_after(c, ctx)
    ):
        raise _stop("an elided 'than' continues no action of this sentence")
    other, base = at[2], at[3]
    lemma = _lemma(c.b.get("f"))
    if not lemma or _lemma(prev.get("_bind", {}).get("f")) != lemma:
        raise _stop("an elided 'than' after another verb")
    own = c.b.get("k")
    if not isinstance(base, Kind) or (isinstance(own, Kind) and own != base):
        raise _stop("an elided 'than' compares another kind", "unit_binding")
    if not isinstance(other, str) or not other or other == "*":
        raise _stop("an elided 'than' needs one compared holder")
    t = {"op": "ev_fewer", "holder": "s", "other": "o", "kind": "k", "qty": "n"}
    evs = c.again(t, {**c.b, "o": other, "k": base}, ctx)
    if any(e.holder == other or e.agent == other for e in evs):
        raise _stop("an elided 'than' after the same holder's action")
    if any((e.holder, base.head) in ctx.holdings[:-1] for e in evs):  # "Ann collected 10 ..."
        raise _stop("an elided 'than' by a holder told of this kind before")
    return evs


CMP_SPECIAL: dict[str, Callable[[Clause, Context], list[Event]]] = {
    "cmp_ev_elided": _ev_elided,
    "cmp_list_elided": _list_elided,
    "cmp_affine_the": _affine_the,
}
