"""A category told below its own told members is a contradiction, refused.

``Ann has 4 apples and 12 pears. She has 10 fruits.`` The fruits hold the apples and the pears
(the pack's hypernym rows), so 10 cannot be: the story contradicts itself and any answer drawn
from it (12 pears) rests on a fact the text denies. A category at or above its members is
consistent (``20 fruits``: 4 more of other kinds). Only the opening holdings are compared (the
``has`` statements before any change), each holder's against its own; a member counted under
modifiers (``red apples``) is a member of its head's category too, and ``pieces of fruit`` name the
category ``fruit``.
"""

from __future__ import annotations

from mathcore.organs.story.model import Kind, StorySetup
from mathcore.text.hypernyms import broader


def members_exceed(setup: StorySetup) -> str:
    """The contradiction's description, or ``""`` when every told category holds its members."""
    told = []
    for e in setup.events:
        if e.op != "has":
            break
        if e.qty is not None:
            told.append(e)
    if len(told) < 2:
        return ""
    for c in told:
        category = _category(c.kind)
        if not category:
            continue
        members = [e for e in told if e.holder == c.holder and category in broader(e.kind.head)]
        if members and sum(e.qty for e in members if e.qty is not None) > (c.qty or 0):
            names = ", ".join(e.kind.label() for e in members)
            return f"{c.qty} {c.kind.label()} cannot hold the told {names}"
    return ""


def _category(kind: Kind) -> str:
    """The category a kind names: its head without modifiers (``fruits``), or what its pieces
    are of (``pieces of fruit``, read as head ``piece`` with modifier ``of fruit``)."""
    if not kind.mods:
        return kind.head
    if kind.head == "piece" and len(kind.mods) == 1 and kind.mods[0].startswith("of "):
        return kind.mods[0][3:]
    return ""
