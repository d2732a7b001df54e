"""One person of no known gender called both ``he`` and ``she`` (adversary 9b).

``Amalia can read 4 pages of her book in 2 minutes. How many minutes will it take him to read
18 pages of her book?`` answered 9: the pack knows no gender for Amalia, so ``resolve`` reads
``him`` as the only person told, though the text called her ``her``. With one person in the
story, a pronoun of each gender (``he``/``him``/``his`` beside ``she``/``her``) leaves one of
them naming someone the story never told: the question is not settled.

Hooked at the question (``risks7.check``). Only a story whose events name exactly one person,
a name of no known gender in the pack, beside no other person (a kin role or people noun:
``her brother`` may be the ``he``), is looked at; the pronouns' genders are the pack's
(``pronoun``: he, him, she; ``possessive_gender``: his, her); one of them a subject or object
pronoun (two possessives alone, ``his farm`` beside ``her farm``, are risks7's ``possessive``).
"""

from __future__ import annotations

from collections.abc import Sequence

from mathcore.organs.story.lexemes import Lexeme, lexicon
from mathcore.organs.story.model import EVERYONE, Event
from mathcore.packs.loader import current_pack

#: A subject or object pronoun's gender by its ``pronoun`` value.
_PRONOUN = {"he": "m", "she": "f"}


def _person_kind(holder: str) -> str:
    """``name`` for a name, ``person`` for a kin role or people noun, "" for a thing."""
    entries = lexicon().entries
    last = holder.removeprefix("the ").rpartition("'s ")[2]
    entry = entries.get(last)
    if entry is not None and entry.name:
        return "name" if not holder.startswith("the ") and "'s " not in holder else "person"
    if holder.startswith("the "):
        from mathcore.organs.story.untold_acts import people_nouns

        return "person" if last in people_nouns() else ""
    return "person"  # a holder told by no noun of the pack: may be anyone


def _only_name(events: Sequence[Event]) -> str:
    """The one name the events tell, when no other person is told ("" otherwise)."""
    names: set[str] = set()
    for e in events:
        for h in (e.holder, e.agent, e.other):
            if not h or h == EVERYONE:
                continue
            kind = _person_kind(h)
            if kind == "person":
                return ""
            if kind == "name":
                names.add(h)
    return next(iter(names)) if len(names) == 1 else ""


def both_genders_of_one(events: Sequence[Event], cats: Sequence[Sequence[Lexeme]]) -> str:
    """Why the story's pronouns cannot all be its one person ("" when they may be)."""
    name = _only_name(events)
    if not name:
        return ""
    entry = lexicon().entries.get(name)
    if entry is None or entry.gender is not None:
        return ""  # a name of known gender: resolve refuses the other pronoun itself
    pack = current_pack()
    told: set[str] = set()  # by a subject or object pronoun
    owning: set[str] = set()  # by a possessive (his farm, her farm: risks7's possessive guard)
    for sentence in cats:
        for t in sentence:
            word = t.word.lower()
            g = _PRONOUN.get(pack.value(word, "pronoun") or "")
            if g is not None:
                told.add(g)
            elif (p := pack.value(word, "possessive_gender")) in ("m", "f"):
                owning.add(str(p))
    if told and len(told | owning) == 2:
        return f"{name}: one person of no known gender called both he and she"
    return ""
