"""Kin words of an age story checked against its solved ages (gsm_time_age).

``Patrick is twice the age of his elder brother Robert. If Robert will turn 30 after 2
years, ...`` reads Patrick 56 and Robert 28: the ages contradict ``elder``, so the story is
refused rather than answered. Each kin word that states an order of ages is checked once the
ages are solved:

- ``X's elder / older brother / sister / sibling / cousin Y``: Y older than X (``younger``:
  younger);
- ``X's mother / father / mom / dad / grandmother / grandfather / aunt / uncle``: older than X;
- ``X's son / daughter / child / grandson / granddaughter``: younger than X.

Strictly (a parent as old as the child refuses). ``X`` is a name before ``'s``, or for
``his`` / ``her`` the nearest person with an age mentioned before the kin word whose usual
gender is the pronoun's or unknown (the one the pronoun reads), for ``their`` every aged
person before, for ``a mother`` / ``the older brother`` the one aged person in the other
role. ``Y`` is the name after the kin word (``her mother, Jane``) or the one holder read
from the kin phrase (``his dad`` -> ``the dad``). A kin word whose two people cannot each be
bound to exactly one solved age refuses (``my mother``, ``the older brother`` of no one,
two dads): it is never left unread.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction

from mathcore.organs.story.gsm_time_age_sum import AGE
from mathcore.organs.story.ledger import Halt, Ledger
from mathcore.organs.story.model import StorySetup
from mathcore.packs.loader import Pack, PerPack

#: The word tables live in the pack (lexicon/story_people8.jsonl; ``possessive_gender`` in
#: story_solver6_words.jsonl), read once per pack digest: ``sibling_noun``,
#: ``elder_kin_noun``, ``younger_kin_noun``, ``age_order_adj`` (older -> 1, younger -> -1)
#: and ``possessive_gender`` (his -> m, her -> f).


@dataclass(frozen=True, slots=True)
class _Words:
    sibling: frozenset[str]
    elder: frozenset[str]
    younger: frozenset[str]
    adj: dict[str, int]
    pronoun: dict[str, str]


def _build_words(pack: Pack) -> _Words:
    """The pack's word tables of this module."""
    return _Words(
        sibling=pack.words("sibling_noun"),
        elder=pack.words("elder_kin_noun"),
        younger=pack.words("younger_kin_noun"),
        adj={
            f: int(pack.value(f, "age_order_adj") or 0) for f in sorted(pack.words("age_order_adj"))
        },
        pronoun={
            f: pack.value(f, "possessive_gender") or ""
            for f in sorted(pack.words("possessive_gender"))
        },
    )


#: Built once per pack digest (``packs.loader.PerPack``).
_pack_words = PerPack(_build_words)


_SOURCE = re.compile(r"^s(\d+)\[(\d+)-\d+\]: (.*)$")


def _stream(setup: StorySetup) -> list[str]:
    """The words of every clause read (events and question), once each, in text order."""
    seen: dict[tuple[int, int], str] = {}
    for src in [*(e.source for e in setup.events), setup.question.source]:
        m = _SOURCE.match(src)
        if m is None:
            raise Halt("question_target_unbound", "a kin word in a clause of unknown place")
        seen.setdefault((int(m[1]), int(m[2])), m[3])
    return [w for key in sorted(seen) for w in seen[key].lower().replace("’", "'").split()]


def kin_relations(words: Sequence[str]) -> list[tuple[int, int, int]]:
    """Each kin word stating an order: (index of its possessor word, index of the kin
    noun, +1 when the kin is older than the possessor, -1 when younger)."""
    ws = _pack_words()
    found: list[tuple[int, int, int]] = []
    for k, w in enumerate(words):
        adj = ws.adj.get(words[k - 1], 0) if k else 0
        if w in ws.elder:
            sign = 1
        elif w in ws.younger:
            sign = -1
        elif w in ws.sibling and adj:
            sign = adj
        else:
            continue
        if adj and sign != adj:  # "her younger mother": no reading of both
            raise Halt("inconsistent_story", f"'{words[k - 1]} {w}'")
        found.append((k - 1 - (1 if adj else 0), k, sign))
    return found


def check_kin(led: Ledger, setup: StorySetup) -> None:
    """Refuse a story whose kin words contradict its solved ages (or cannot be bound)."""
    words = _stream(setup)
    relations = kin_relations(words)
    if not relations:
        return
    named = {h for e in setup.events if e.kind == AGE for h in (e.holder, e.other) if h}
    spelled = {_words(h): h for h in named}  # "lavinia 's daughter": "lavinia's daughter"
    holders = set(spelled)
    seen = _mentions(words, holders)
    for pos, noun, sign in relations:
        kin = _kin_person(words, pos, noun, holders)
        for own in _possessors(words, pos, noun, sign, kin, holders, seen):
            older, younger = (kin, own) if sign > 0 else (own, kin)
            if _age(led, spelled[older]) <= _age(led, spelled[younger]):
                phrase = " ".join(words[pos + 1 : noun + 1])
                raise Halt("inconsistent_story", f"'{phrase}': {older} is not older than {younger}")


def _words(holder: str) -> str:
    return holder.replace("’", "'").replace("'s ", " 's ")


def _mentions(words: Sequence[str], holders: set[str]) -> list[tuple[int, str]]:
    """Where each aged person is named: the holder's words (``lavinia 's daughter``), or the
    last word of one holder only (``a mother`` for ``the mother``)."""
    last: dict[str, list[str]] = {}
    for h in holders:
        last.setdefault(h.split()[-1], []).append(h)
    found: list[tuple[int, str]] = []
    for k, w in enumerate(words):
        whole = [h for h in holders if words[k - len(h.split()) + 1 : k + 1] == h.split()]
        named = whole or (last[w] if len(last.get(w, [])) == 1 else [])
        found += [(k, max(named, key=len))] if named else []
    return found


def _kin_person(words: Sequence[str], pos: int, noun: int, holders: set[str]) -> str:
    """``her mother, Jane`` -> jane; ``Lavinia's daughter`` -> lavinia's daughter; ``his
    dad`` -> the one holder read as ``... dad``."""
    after = noun + 1 + (noun + 1 < len(words) and words[noun + 1] == ",")
    if after < len(words) and words[after] in holders:
        return words[after]
    if pos > 0 and words[pos] == "'s":
        own = f"{words[pos - 1]} 's {words[noun]}"
        if own in holders:
            return own
    read = [h for h in holders if h.split()[-1] == words[noun]]
    if len(read) != 1:
        raise Halt("question_target_unbound", f"'{words[noun]}': no one age of that kin")
    return read[0]


def _possessors(
    words: Sequence[str],
    pos: int,
    noun: int,
    sign: int,
    kin: str,
    holders: set[str],
    seen: list[tuple[int, str]],
) -> list[str]:
    """Whose kin: ``Lavinia's`` (no one to check when Lavinia has no age: a name only);
    ``his`` / ``her``: the nearest aged person before of that gender (or of a gender
    the lexicon does not know); ``their``: every aged person before
    (a superset of whom it means: never a contradiction missed); ``a mother`` / ``the older
    brother``: the one aged person read in the other role (``her daughter``, ``the younger
    brother``)."""
    ws = _pack_words()
    before = [h for k, h in seen if k < pos and h != kin]
    word = words[pos] if pos >= 0 else ""
    if word == "'s":
        name = words[pos - 1] if pos else ""
        return [name] if name in holders else []
    fits = [h for h in before if _gender(h) in ("", ws.pronoun[word])] if word in ws.pronoun else []
    if fits:  # "Ann is 12 and Tom is 5. Her older brother ...": Ann, not Tom
        return [fits[-1]]
    if word == "their" and before:
        return sorted(set(before))
    if word in ("a", "an", "the", ""):
        if words[noun] in ws.sibling:
            opposite = {w for w, d in ws.adj.items() if d == -sign}
            other = [h for h in holders if h != kin and opposite & set(h.split())]
        else:
            roles = ws.younger if sign > 0 else ws.elder
            other = [h for h in holders if h != kin and h.split()[-1] in roles]
        if len(other) == 1:
            return other
    raise Halt(
        "question_target_unbound", f"'{' '.join(words[max(pos, 0) : noun + 1])}': whose kin?"
    )


def _gender(holder: str) -> str:
    """``m`` / ``f`` for a name whose usual gender the lexicon knows; "" otherwise."""
    from mathcore.organs.story.lexemes import lexicon

    entry = lexicon().entries.get(holder)
    return (entry.gender or "") if entry is not None and entry.name else ""


def _age(led: Ledger, holder: str) -> Fraction:
    from mathcore.organs.story.answers import _state

    value, _steps = _state(led, holder, AGE)
    return value
