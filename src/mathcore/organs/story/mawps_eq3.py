"""MAWPS single-equation readings, third set: an institution is never "he" or "she".

"Benny's high school played 39 baseball games this year. He attended 14 games. How many
baseball games did Benny miss?": the school acted (it played), but a school is no person, so
"he" cannot be it. A thing that acted is a candidate for "he"/"she" unless the pack's
``hypernym`` rows place its head noun under ``institution`` (data: ``school`` -> ``institution``);
then its possessor, a name the pack knows ("benny's high school" -> benny), stands in its place,
and a place with no named possessor is dropped. The pronoun still resolves only when exactly
one candidate is left (``resolve._holder``), so another person in the story refuses.
"""

from __future__ import annotations

from mathcore.organs.story.gsm_gifts_kinds import chain
from mathcore.organs.story.lexemes import lexicon
from mathcore.organs.story.reader import Context

#: The pack noun every institution or place noun is one of (a ``hypernym`` row's value).
INSTITUTION = "institution"


def is_institution(holder: str) -> bool:
    """The holder's head noun is placed under ``institution`` by the pack."""
    head = holder.split()[-1] if holder else ""
    return bool(head) and INSTITUTION in chain(head)


def _named_possessor(holder: str) -> str:
    """``benny's high school`` -> ``benny`` when the possessor is one name the pack knows."""
    if "'s " not in holder:
        return ""
    owner = holder.split("'s ", 1)[0]
    entry = lexicon().entries.get(owner)
    if " " in owner or entry is None or not entry.name:
        return ""
    return owner


def acting_persons(ctx: Context) -> list[str]:
    """The persons, and the holders that acted, that may be "he"/"she": an institution gives
    way to its named possessor (once), or drops out."""
    out: list[str] = []
    for t in [*ctx.persons, *(t for t in ctx.things if t in ctx.animate)]:
        who = _named_possessor(t) if is_institution(t) else t
        if who and who not in out:
            out.append(who)
    return out
