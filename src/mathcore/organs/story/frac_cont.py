# ruff: noqa: E501
"""A part given on to another receiver with no subject and verb (issue 8, statements).

``She gave a quarter of her sheep to her sister, and half of the remaining sheep to her
brother.``: ``gsm_pct``'s part continuation (``..., and half of the rest``) keeps the first
part's receiver; here the continuation names its own (``to her brother``). Read only after
a part given to a receiver in the same sentence (the previous clause is a ``give_frac`` of
one holder to one receiver, marked ``_frac`` by ``gsm_pct``); the holder, verb and kind are
the first part's, the part is of what is left (``of the remaining sheep`` / ``of the rest``).
The rows are named ``gsm_pct_*`` and end in ``_rest``: ``gsm_pct._part_change`` reads them as
its own part rows of what is left (and keeps its guards).

``cont6_to_obj``: ``He gave six roses to his mother, nine roses to his grandmother, ...``: a
count given on to a receiver named by a kin phrase (``mawps_eq``'s ``continue_to`` reads a
name only); ``mawps_eq``'s handler, only after a giving to a receiver named by a kin phrase
(after a giving to a name, ``gsm_rate_goal``'s tests keep the kin continuation refused).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from mathcore.organs.story.clauses import RawClause
    from mathcore.organs.story.model import Event
    from mathcore.organs.story.reader import Context

FRAC_CONT_CLAUSES = """
gsm_pct_cont6_to_rest | ?then Q:n of the|his|her|their remaining K:k to O:o S:loc | op=frac_cont_to
gsm_pct_cont6_to_bare_rest | ?then Q:n of the rest|remainder|remaining to O:o S:loc | op=frac_cont_to
cont6_to_obj | ?then N:n K?:k to O:o S:loc | op=cont6_to kind=k qty=n
"""


def _frac_cont_to(rc: RawClause, ctx: Context, source: str) -> list[Event]:
    from mathcore.organs.story.clauses import RawClause as Raw
    from mathcore.organs.story.reader import Stop
    from mathcore.organs.story.resolve import build_event

    prev = ctx.prev_op
    template = {k: v for k, v in prev.items() if not k.startswith("_")}
    if not prev.get("_frac") or template.get("op") != "give_frac" or template.get("other") != "o":
        raise Stop(
            "unreadable_sentence", "a part to a receiver continues no part given", "frame_entry"
        )
    if (
        rc.tokens[0] == 0
    ):  # "She gave ... to her sister. Half of the rest to ...": no clause to continue
        raise Stop(
            "unreadable_sentence", "a part continues no clause of its sentence", "frame_entry"
        )
    bind = {k: v for k, v in prev["_bind"].items() if k not in ("k", "m", "loc", "o")}
    bind.update({k: v for k, v in rc.bind.items() if k in ("n", "k", "loc", "o")})
    return build_event(Raw(rc.frame, template, bind, rc.tokens), ctx, source)


def _cont_to_kin(rc: RawClause, ctx: Context, source: str) -> list[Event]:
    """``gave 6 roses to his mother, 9 roses to his sister``: after a giving to a kin phrase
    (a giving to a name is ``mawps_eq``'s ``continue_to``; ``gsm_rate_goal``'s tests keep
    ``gave 3 apples to Ann, 2 apples to his sister`` refused)."""
    from mathcore.organs.story.clauses import RawClause as Raw
    from mathcore.organs.story.reader import Stop
    from mathcore.organs.story.resolve import build_event

    first = ctx.prev_op.get("_bind", {}).get("o")
    if not isinstance(first, str) or not first.startswith("the "):
        raise Stop("unreadable_sentence", "a receiver continues no giving to a kin", "frame_entry")
    return build_event(
        Raw(rc.frame, {**rc.template, "op": "continue_to"}, rc.bind, rc.tokens), ctx, source
    )


FRAC_CONT_SPLIT: dict[str, Callable[[RawClause, Context, str], list[Event]]] = {
    "frac_cont_to": _frac_cont_to,
    "cont6_to": _cont_to_kin,
}
