"""A kin phrase with its name after it is that person (issue 8, the near frontier).

``gives half of his cards to his friend Mark``, ``Paul and his sister Paula went ...``,
``Zhang's brother Jung is 2 years older than Zhang``: a possessive (``his``/``her``/``their``
or a name's ``'s``), a kin or companion noun (the pack kind phrase, modifiers allowed:
``her older sister``) and right after it a capitalized name are read as that name, the same
holder the name is everywhere else. The kin phrase carries no number; the kin word must be
one of ``gsm_clauses.KIN`` (``his dog Max`` or ``her teacher's friend Ann`` are not read),
and a name followed by ``'s`` (``his brother Tom's car``) is no appositive here.

A clause that opens with the possessive pronoun (``His friend Tom has 6 fewer than he has``)
is left to the appositive rows of ``gsm_clauses`` (the adversary's case: two men, one ``he``).

The plain reading (``the friend``) is kept beside it: a frame uses whichever consumes the
clause, and a name left unconsumed still stops the reading as before.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from mathcore.organs.story.gsm_clauses import KIN
from mathcore.organs.story.lexemes import Lexeme
from mathcore.organs.story.model import Kind
from mathcore.packs.loader import Pack, PerPack

#: The word tables live in the pack (lexicon/story_question_forms6_words.jsonl), read once
#: per pack digest: ``possessive_clitic`` ('s) and ``possessive_subject`` (his, her, their).


@dataclass(frozen=True, slots=True)
class _Words:
    possessive_s: frozenset[str]
    owners: frozenset[str]


def _build_words(pack: Pack) -> _Words:
    """The pack's word tables of this module."""
    return _Words(
        possessive_s=pack.words("possessive_clitic"),
        owners=pack.words("possessive_subject"),
    )


#: Built once per pack digest (``packs.loader.PerPack``).
_words = PerPack(_build_words)


def named_kin(lx: Sequence[Lexeme], found: Sequence[tuple[Kind, int]]) -> list[tuple[str, int]]:
    """The names standing right after a kin phrase among ``found`` (kind, next index)."""
    ws = _words()
    out: list[tuple[str, int]] = []
    n = len(lx)
    for k, j in found:
        if j >= n or lx[j].sym != "NAME" or k.head not in KIN or lx[j - 1].word != k.head:
            continue  # a plural kin (``his friends Ann and Bo``) names no one person
        if j + 1 < n and lx[j + 1].word in ws.possessive_s:
            continue
        out.append((lx[j].word, j + 1))
    return out


def kin_skip(lx: Sequence[Lexeme], j: int) -> int:
    """In a list of names, ``his sister Paula``: the index of the name (else ``j``)."""
    if j + 2 >= len(lx):
        return j
    ws = _words()
    if lx[j].word not in ws.owners:
        return j
    kin, name = lx[j + 1], lx[j + 2]
    if kin.noun not in KIN or kin.word != kin.noun or name.sym != "NAME":
        return j
    if j + 3 < len(lx) and lx[j + 3].word in ws.possessive_s:
        return j
    return j + 2
