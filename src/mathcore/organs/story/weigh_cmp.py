# ruff: noqa: E501
"""A weight compared with another holder's weight, no unit told (issue 8, statements).

``wcmp_much``: ``Peter weighs half as much as Tyler.``, ``Verna weighs 17 pounds more than
Haley, and Verna weighs half as much as Sherry.``: the weigh verb only; the unit is the one
weight unit the story told before this clause, and a weighing in that unit was told before
of the compared holder or of this holder (so ``as much`` is a weight, never money or a
count). Read as ``X as many <unit> as O`` (``times``), so ``gsm_relative``'s and the
ledger's guards apply. Two weight units told (``pounds`` and ``ounces``), none, or neither
holder's weight told before: refused.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from mathcore.organs.story.model import Event
from mathcore.packs.loader import Pack, PerPack

if TYPE_CHECKING:
    from mathcore.organs.story.reader import Context
    from mathcore.organs.story.resolve import Clause

WEIGH_CLAUSES = """
wcmp_much | H:s weighs|weigh|weighed X:n as much as O:o ?does|did|do | op=wcmp holder=s other=o kind=k qty=n
"""

#: The word table lives in the pack, read once per pack digest: ``weight_cmp_unit``.


@dataclass(frozen=True, slots=True)
class _Words:
    weight_units: frozenset[str]


def _build_words(pack: Pack) -> _Words:
    """The pack's word tables of this module."""
    return _Words(
        weight_units=pack.words("weight_cmp_unit"),
    )


#: Built once per pack digest (``packs.loader.PerPack``).
_words = PerPack(_build_words)


def _stop(detail: str, operator: str = "comparison_base") -> Exception:
    from mathcore.organs.story.reader import Stop

    return Stop("unreadable_sentence", detail, operator)


def _wcmp(c: Clause, ctx: Context) -> list[Event]:
    """``Peter weighs half as much as Tyler``: ``half as many pounds as Tyler``."""
    ws = _words()
    units = {k for k in ctx.kinds if k.head in ws.weight_units}
    if len(units) != 1:
        raise _stop("'weighs as much' with no one weight unit told before", "unit_binding")
    (unit,) = units
    if unit.mods:
        raise _stop("'weighs as much' after a weight unit with modifiers", "unit_binding")
    holder, other = c.b.get("s"), c.b.get("o")
    if not isinstance(holder, str) or not isinstance(other, str) or holder == other:
        raise _stop("'weighs as much' compares no two holders")
    told = {h for h, head in ctx.holdings if head in (unit.head, f"#cmp:{unit.head}")}
    if holder not in told and other not in told:
        raise _stop("'weighs as much': neither holder's weight told before", "unit_binding")
    t = {"op": "times", "holder": "s", "other": "o", "kind": "k", "qty": "n"}
    return c.again(t, {"s": holder, "o": other, "k": unit, "n": c.b.get("n")}, ctx)


WEIGH_SPECIAL: dict[str, Callable[[Clause, Context], list[Event]]] = {"wcmp": _wcmp}
