"""Category totals that account for every held kind (gsm_gifts).

``How many birds does he have?`` over ``200 chickens`` and ``400 ducks``: the parts are the
held nouns the pack's ``hypernym`` rows place under the asked noun, through a chain
(``chicken`` -> ``bird`` -> ``animal``). A category total must account for every kind the
holder holds: each is a member, or a unit whose per-unit contents are members (``cages`` of
parrots), or known not to be one (``outside``: a ``cat`` beside ``parrots`` asked as birds),
else the total refuses (``ambiguous_total``): a held noun the pack does not place may or may
not be one of them, and leaving it out would answer silently wrong. Two parts one inside the
other (``birds`` and ``chickens`` asked as animals) refuse too.
"""

from __future__ import annotations

from mathcore.organs.story.ledger import Halt, Ledger
from mathcore.organs.story.model import EVERYONE, Kind, Question
from mathcore.text.hypernyms import broader

#: Every noun a head is one of, nearest first (the pack's hypernym chain).
chain = broader


def category_parts(led: Ledger, q: Question) -> tuple[str, ...]:
    """The held nouns that are kinds of the asked noun, after the every-kind guard."""
    whole = q.kind.head
    members = set(q.holder[1:].split("&")) if q.holder.startswith("&") else {q.holder}
    kinds = {k for h, k in led.amounts if h in members or q.holder == EVERYONE}
    held = {k.head for k in kinds}
    heads = held | {k.head for k, _u in led.each}  # another holder's kinds are not asked
    named = {h for h in held if _named_members(h, kinds, whole)}  # green beans, not jelly beans
    parts = tuple(sorted(h for h in heads if whole in chain(h) or h in named))
    if not parts:
        return parts
    if q.holder != EVERYONE and any(
        h == EVERYONE and whole in chain(k.head) for h, k in led.amounts
    ):
        # "58 geese and 37 ducks in the marsh and 10 ducks in the pond": the geese are told
        # in no place; birds in the marsh may or may not count them (answered 37)
        raise Halt("ambiguous_total", f"{whole}s held by no one named may or may not be asked")
    nested = [(a, b) for a in parts for b in parts if b in chain(a)]
    if nested:  # "10 birds and 4 chickens ... how many animals": are the chickens birds counted?
        raise Halt("ambiguous_total", f"{nested[0][0]} may or may not be among {nested[0][1]}")
    containers = {u.head for k, u in led.each if k.head in parts}
    unplaced = sorted(h for h in held - set(parts) - containers if not outside(h, whole))
    if unplaced:
        raise Halt("ambiguous_total", f"{unplaced[0]} may or may not be one of the {whole}s")
    return parts


def _named_members(head: str, kinds: set[Kind], whole: str) -> bool:
    """``green beans`` (pack row ``green bean`` -> ``vegetable``) where ``bean`` alone is no
    member (jelly beans, coffee beans): a head is a part when every held kind of it is named a
    member by its whole label; some named and some not refuses."""
    mine = [k for k in kinds if k.head == head]
    named = [k for k in mine if k.mods and whole in chain(k.label())]
    if named and len(named) != len(mine):
        raise Halt("ambiguous_total", f"{head}s of other kinds may or may not be {whole}s")
    return bool(named)


def outside(head: str, whole: str) -> bool:
    """Known not to be one of ``whole``: both placed in one tree of the pack's ``hypernym``
    rows (each row names the nearest noun the form is one of), neither above the other
    (``cat`` -> ``animal`` and ``bird`` -> ``animal``: a cat is no bird). A noun the pack does
    not place, or one in another tree, is not known to be outside."""
    mine, its = chain(head), chain(whole)
    if not mine or head == whole or whole in mine or head in its:
        return False
    return mine[-1] == (its[-1] if its else whole)
