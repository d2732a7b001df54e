# ruff: noqa: E501
"""A second comparison of the same holder with no subject and verb (issue 8, statements).

``Anna has 3 times as many toys as Mandy and 2 fewer toys than Amanda.``, ``Alex had twice
as many black marbles as Lorin and one half as many yellow marbles as Jimmy.``: after a
holding compared with another holder (``times`` / ``more`` / ``fewer``) told earlier in the
same sentence (``gsm_clauses.continues_clause``), a conjunct ``[one] X as many [K] as O`` (``one`` only before a part: ``one half``) / ``N
more|fewer [K] than O`` is the same holder's holding compared with ``O``: the holder is the
first conjunct's, the kind is told or (left out) the first conjunct's. ``O`` must be another
holder than the subject and than the first conjunct's base is not required (``... as Lorin
and ... as Jimmy``). Any other clause before it refuses.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from mathcore.organs.story.model import Event, Kind

if TYPE_CHECKING:
    from mathcore.organs.story.reader import Context
    from mathcore.organs.story.resolve import Clause

CMP_CONT_CLAUSES = """
cmpc_times | ?one:one X:n as many K?:k as O:o | op=cmpc kind=k qty=n
cmpc_more | N:n more|fewer|less:dir K?:k than O:o | op=cmpc kind=k qty=n
cmpc_more_k | N:n K:k more|fewer|less:dir than O:o | op=cmpc kind=k qty=n
cmpc_much | H:s ?only|also V=possession X:n as much ?money | op=cmpc_much holder=s kind=k qty=n
"""

#: The possession comparisons a second conjunct may continue.
_COMPARED = frozenset({"times", "more", "fewer"})


def _stop(detail: str, operator: str = "comparison_base") -> Exception:
    from mathcore.organs.story.reader import Stop

    return Stop("unreadable_sentence", detail, operator)


def _cmpc(c: Clause, ctx: Context) -> list[Event]:
    """The first conjunct's holder compared again, with another holder."""
    from mathcore.organs.story.gsm_clauses import continues_clause

    prev = ctx.prev_op
    if not continues_clause(c, ctx, _COMPARED) or prev.get("other") != "o":
        raise _stop("a comparison continues no compared holding of this sentence")
    holder, base = prev["_at"][2], prev["_at"][3]
    if not isinstance(holder, str) or not holder or holder == "*" or not isinstance(base, Kind):
        raise _stop("a comparison continues no single holder")
    mult = c.b.get("n")
    if c.b.get("one") and not (isinstance(mult, tuple) and mult[0] is not None and 0 < mult[0] < 1):
        raise _stop("'one' before a multiplier that is no part")  # "one half as many": a part
    kind = c.b.get("k") if isinstance(c.b.get("k"), Kind) else base
    fewer = c.b.get("dir") in ("fewer", "less")
    op = "times" if "dir" not in c.b else ("fewer" if fewer else "more")
    t = {"op": op, "holder": "s", "other": "o", "kind": "k", "qty": "n"}
    bind = {"s": holder, "o": c.b.get("o"), "k": kind, "n": c.b.get("n")}
    return c.again(t, bind, ctx)


def _cmpc_much(c: Clause, ctx: Context) -> list[Event]:
    """``Madeline has $48 and her brother has half as much``: money, the holding right before."""
    from mathcore.organs.story.gsm_clauses import continues_clause

    if not continues_clause(c, ctx, {"has"}):
        raise _stop("'as much' continues no holding of this sentence")
    base_holder, base = ctx.prev_op["_at"][2], ctx.prev_op["_at"][3]
    if base != Kind("dollar") or not isinstance(base_holder, str) or base_holder in ("", "*"):
        raise _stop("'as much' after no one holder's money", "unit_binding")
    t = {"op": "times", "holder": "s", "other": "o", "kind": "k", "qty": "n"}
    bind = {"s": c.b.get("s"), "o": base_holder, "k": base, "n": c.b.get("n")}
    return c.again(t, bind, ctx)


CMP_CONT_SPECIAL: dict[str, Callable[[Clause, Context], list[Event]]] = {
    "cmpc": _cmpc,
    "cmpc_much": _cmpc_much,
}
