"""A partitive's possessive that is not its clause subject's: whose things are they?

``Tom had 50 apples. He gave half of her apples to Ann.``: the rows read ``half of his|her|
their apples`` as a part of the subject's own apples (answered 25), but ``her`` is not
Tom; likewise ``She gave half of his apples``, ``He sold 10 of their apples``. The clause is
refused (``unresolved_reference``) when a possessive right after ``of`` cannot be its
subject's:

- ``his`` under a subject ``she``, ``they`` or a name whose usual gender is female, ``her``
  under ``he``, ``they`` or a male name, ``its`` under ``he``/``she`` or a name;
- ``their`` under ``he`` or ``she`` (a named subject may be a group: ``Tom and Ann``).

The subject is the first name or subject pronoun of the event's clause (a name followed by
``'s`` is a possessor, not the subject); with none there (``... and gave half of her
apples``), the event's agent as a name. A possessive the rows do not read after ``of``, or a
subject whose gender is not known, is left as it is.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from mathcore.organs.story.lexemes import Lexeme, lexicon
from mathcore.organs.story.model import Event
from mathcore.packs.loader import Pack, PerPack

#: What a possessive says of its owner: m(ale), f(emale), p(lural), t(hing).
_POSSESSIVE = {"his": "m", "her": "f", "their": "p", "its": "t"}
#: Subject pronouns and what they are.
_SUBJECTS = {"he": "m", "she": "f", "they": "p", "we": "p", "it": "t", "i": "", "you": ""}
#: For each possessive, the subjects it cannot belong to.
_CLASH = {
    "m": {"pf", "nf", "p", "t"},
    "f": {"pm", "nm", "p", "t"},
    "p": {"pm", "pf"},
    "t": {"pm", "pf", "nm", "nf", "n"},
}


def foreign_possessive(lx: Sequence[Lexeme], events: Sequence[Event]) -> str | None:
    """Why a partitive's possessive is not its clause subject's (None: it may be)."""
    spots = [
        (t.index, _POSSESSIVE[t.word])
        for i, t in enumerate(lx)
        if i and t.word in _POSSESSIVE and lx[i - 1].word == "of"
    ]
    if why := _gained_part(lx, events):
        return why
    for at, owner in spots:
        for e in events:
            span = _span(e.source)
            if span is None or not span[0] <= at <= span[1]:
                continue
            subject = _subject(lx, span[0], at, e.agent or e.holder)
            if subject in _CLASH[owner]:
                return f"'{_word(owner)} ...' in a clause whose subject is not that"
            if subject == "n" and _both_owners(lx, owner, span):
                return f"'{_word(owner)} ...' and its other gender in one clause of one subject"
    return None


#: The word table lives in the pack, read once per pack digest: ``partitive_owner``.


@dataclass(frozen=True, slots=True)
class _Words:
    partitive_owners: frozenset[str]


def _build_words(pack: Pack) -> _Words:
    """The pack's word tables of this module."""
    return _Words(
        partitive_owners=pack.words("partitive_owner"),
    )


#: Built once per pack digest (``packs.loader.PerPack``).
_words = PerPack(_build_words)


def _gained_part(lx: Sequence[Lexeme], events: Sequence[Event]) -> str | None:
    """``Nellie had 380 legos. She found 57 of them.`` (answered 437): a part of things
    already told (``of them``, ``of her legos``, ``of the pens``) is among them, so gaining it
    adds nothing new, or is another's, never said whose (``Ann had 20 pens. Tom bought 5 of
    the pens.``: Ann's 20 were kept): why a gain of a partitive is not read."""
    for e in events:
        if e.op == "gain":
            break
    else:
        return None  # no gain: nothing to read as a gain of a part
    ws = _words()
    spots = [
        t.index
        for i, t in enumerate(lx)
        if i > 1
        and t.word in ws.partitive_owners
        and lx[i - 1].word == "of"
        and lx[i - 2].word not in ("each", "every")  # "from each of his 3 grandparents"
    ]
    for at in spots:
        for e in events:
            span = _span(e.source)
            if e.op == "gain" and span is not None and span[0] <= at <= span[1]:
                return "a gain of a part of things already told"
    return None


def _both_owners(lx: Sequence[Lexeme], owner: str, span: tuple[int, int]) -> bool:
    """``Then Bingley gives a third of her bracelets to his little sister.`` (answered 6 from
    Bingley's own): the subject's gender is not known, and the clause says both ``his`` and
    ``her``, so one of them is another person's, perhaps the partitive's."""
    other = {"m": "f", "f": "m"}.get(owner)
    return other is not None and any(
        span[0] <= t.index <= span[1] and _POSSESSIVE.get(t.word) == other for t in lx
    )


def _subject(lx: Sequence[Lexeme], start: int, at: int, agent: str) -> str:
    """What the clause's subject is: m/f/p/t for a pronoun, nm/nf/n for a name, "" unknown."""
    told = [t for t in lx if start <= t.index < at]
    for k, t in enumerate(told):
        if t.word in _SUBJECTS and t.sym == "PRON":
            said = _SUBJECTS[t.word]
            return f"p{said}" if said in ("m", "f") else said
        if t.sym == "NAME":
            if k + 1 < len(told) and told[k + 1].word in ("'s", "’s"):
                return ""
            return "n" + (t.gender or "")
    entry = lexicon().entries.get(agent)
    if entry is not None and entry.sym == "NAME":
        return "n" + (entry.gender or "")
    return ""


def _span(source: str) -> tuple[int, int] | None:
    if "[" not in source:
        return None
    inner = source.split("[", 1)[1].split("]", 1)[0].split("-")
    if len(inner) != 2 or not all(x.isdigit() for x in inner):
        return None
    return int(inner[0]), int(inner[1])


def _word(owner: str) -> str:
    return next(w for w, o in _POSSESSIVE.items() if o == owner)
