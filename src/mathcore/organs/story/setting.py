"""Scene-setting clauses: ``Luke was trying to expand his game collection.``

A clause whose verb is a progressive activity and which holds no number, no change verb and
no quantity cue carries no quantity: it is read (its subject is remembered for pronouns)
and contributes no event.
"""

from __future__ import annotations

from collections.abc import Sequence

from mathcore.organs.story.lexemes import Lexeme
from mathcore.organs.story.phrases import holders

#: Words that carry (or change) a quantity: a scene-setting sentence has none of them.
QUANTITY_CUES = frozenset(
    [
        "all",
        "half",
        "twice",
        "each",
        "every",
        "more",
        "fewer",
        "less",
        "rest",
        "left",
        "remaining",
        "times",
        "some",
        "double",
        "triple",
        "per",
        "if",
        "how",
        "many",
        "much",
        "none",
        "no",
        "only",
        "another",
    ]
)
SUBJECT_WORDS = frozenset({"and", ",", "the", "a", "an", "his", "her", "their", "its"})


def is_setting(lx: Sequence[Lexeme]) -> bool:
    """``Luke was trying to expand his game collection.``: a scene with no quantity in it.

    Subject words, ``was``/``were``, an activity verb, then only known words with no number,
    no change verb and no quantity cue.
    """
    # plain loops, no generators: every clause segment the reader tries asks this
    be = 0
    for t in lx:
        if t.word in _BE:
            break
        be += 1
    else:
        return False
    if be == 0 or be + 1 >= len(lx) or not lx[be + 1].activity:
        return False
    for t in lx[:be]:
        if not (t.sym in ("NAME", "PRON") or t.title or t.noun or t.word in SUBJECT_WORDS):
            return False
    for t in lx:
        if t.sym in _AMOUNTS or t.frame is not None or t.word in QUANTITY_CUES:
            return False
    return True


_BE = frozenset({"was", "were", "is", "are"})
_AMOUNTS = frozenset({"NUM", "MONEY", "PCT"})


def is_setting_plain(lx: Sequence[Lexeme]) -> bool:
    """``is_setting`` as first written (the reference its tests compare)."""
    be = next((k for k, t in enumerate(lx) if t.word in ("was", "were", "is", "are")), None)
    if be is None or be == 0 or be + 1 >= len(lx) or not lx[be + 1].activity:
        return False
    for t in lx[:be]:
        if not (t.sym in ("NAME", "PRON") or t.title or t.noun or t.word in SUBJECT_WORDS):
            return False
    return not any(
        t.sym in ("NUM", "MONEY", "PCT") or t.frame is not None or t.word in QUANTITY_CUES
        for t in lx
    )


def setting_subject(lx: Sequence[Lexeme]) -> str | None:
    """The named subject of a scene-setting clause (None: a pronoun or no single name)."""
    for holder, end in holders(lx, 0):
        if end < len(lx) and lx[end].word in ("was", "were", "is", "are") and holder[0] != "@":
            return holder
    return None
