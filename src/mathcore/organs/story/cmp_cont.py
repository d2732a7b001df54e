# ruff: noqa: E501
"""A second comparison of the same holder with no subject and verb, and equal amounts
(issue 8, statements).

``cmpc_*``: ``Anna has 3 times as many toys as Mandy and 2 fewer toys than Amanda.``, ``Alex
had twice as many black marbles as Lorin and one half as many yellow marbles as Jimmy.``:
after a holding compared with another holder (``times`` / ``more`` / ``fewer``) told earlier
in the same sentence (``gsm_clauses.continues_clause``), a conjunct ``[one] X as many [K] as
O`` (``one`` only before a part: ``one half``) / ``N more|fewer [K] than O`` is the same
holder's holding compared with ``O``: the holder is the first conjunct's, the kind is told or
(left out) the first conjunct's. Any other clause before it refuses.

``cmpc_much``: ``Madeline has $48 and her brother has half as much``: another holder's
money as a multiple of the money held in the clause right before (same sentence, one
holder's dollars); anything else before it refuses.

``same_*``: ``Ann has as many apples as Tom``, ``the same number of apples as Tom``, ``an
equal number of``, ``Ann picked as many apples as Tom (did)``: once as many (``times`` /
``ev_times`` with the multiplier 1; the action rows are ``gsm_relative`` relative rows).
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
same_has | H:s ?only|also|still|now V=possession as many K?:k as O:o ?does|has|did|had|do|have | op=same holder=s other=o kind=k qty=?
same_has_number | H:s ?only|also|still|now V=possession the same number of K:k as O:o ?does|has|did|had|do|have | op=same holder=s other=o kind=k qty=?
same_has_equal | H:s ?only|also|still|now V=possession an equal number of K:k as O:o ?does|has|did|had|do|have | op=same holder=s other=o kind=k qty=?
same_ev | H:s ?only|also|then ?has|have|had|will V=act|F=increment_frame/decrement_frame:f as many K?:k as O:o ?did|does|do | op=same_ev holder=s other=o kind=k qty=?
same_ev_number | H:s ?only|also|then ?has|have|had|will V=act|F=increment_frame/decrement_frame:f the same number of K:k as O:o ?did|does|do | op=same_ev holder=s other=o kind=k qty=?
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


_ONE = (1, -1, False)


def _same(c: Clause, ctx: Context) -> list[Event]:
    """``Ann has as many apples as Tom`` / ``the same number of apples as Tom``: once as many."""
    t = {"op": "times", "holder": "s", "other": "o", "kind": "k", "qty": "n"}
    return c.again(t, {**c.b, "n": _ONE}, ctx)


def _same_ev(c: Clause, ctx: Context) -> list[Event]:
    """``Ann picked as many apples as Tom (did)``: a relative action, once as many."""
    t = {"op": "ev_times", "holder": "s", "other": "o", "kind": "k", "qty": "n"}
    return c.again(t, {**c.b, "n": _ONE}, ctx)


CMP_CONT_SPECIAL: dict[str, Callable[[Clause, Context], list[Event]]] = {
    "same": _same,
    "same_ev": _same_ev,
    "cmpc": _cmpc,
    "cmpc_much": _cmpc_much,
}
