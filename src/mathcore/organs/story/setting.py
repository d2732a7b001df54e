"""Scene-setting clauses: ``Luke was trying to expand his game collection.``

A clause whose verb is a progressive activity and which holds no number, no change verb and
no quantity cue carries no quantity: it is read (its subject is remembered for pronouns)
and contributes no event.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from mathcore.organs.story.lexemes import Lexeme, lexicon
from mathcore.organs.story.model import EVERYONE, Event, Kind, Question
from mathcore.organs.story.phrases import holders
from mathcore.packs.loader import Pack, PerPack

#: The word tables live in the pack (lexicon/story_setting8.jsonl), read once per pack
#: digest: ``quantity_cue`` (words that carry or change a quantity: a scene-setting sentence
#: has none of them), ``setting_subject_word``, ``be_form`` (was, were, is, are) and
#: ``list_join`` (words joining the modifiers of one listed noun: ``red, pink and white
#: daisies``).


@dataclass(frozen=True, slots=True)
class _Words:
    quantity_cues: frozenset[str]
    subject_words: frozenset[str]
    be: frozenset[str]
    list_joins: frozenset[str]


def _build_words(pack: Pack) -> _Words:
    """The pack's word tables of this module."""
    return _Words(
        quantity_cues=pack.words("quantity_cue"),
        subject_words=pack.words("setting_subject_word"),
        be=pack.words("be_form"),
        list_joins=pack.words("list_join"),
    )


#: Built once per pack digest (``packs.loader.PerPack``).
_words = PerPack(_build_words)


def is_setting(lx: Sequence[Lexeme]) -> bool:
    """``Luke was trying to expand his game collection.``: a scene with no quantity in it.

    Subject words, ``was``/``were``, an activity verb, then only known words with no number,
    no change verb and no quantity cue.
    """
    # plain loops, no generators: every clause segment the reader tries asks this
    for t in lx:  # no activity verb, no scene (the cheap test before the pack's tables)
        if t.activity:
            break
    else:
        return False
    ws = _words()
    be = 0
    for t in lx:
        if t.word in ws.be:
            break
        be += 1
    else:
        return False
    if be == 0 or be + 1 >= len(lx) or not lx[be + 1].activity:
        return False
    for t in lx[:be]:
        if not (t.sym in ("NAME", "PRON") or t.title or t.noun or t.word in ws.subject_words):
            return False
    for t in lx:
        if t.sym in _AMOUNTS or t.frame is not None or t.word in ws.quantity_cues:
            return False
    return True


_AMOUNTS = frozenset({"NUM", "MONEY", "PCT"})


def is_setting_plain(lx: Sequence[Lexeme]) -> bool:
    """``is_setting`` as first written (the reference its tests compare)."""
    ws = _words()
    be = next((k for k, t in enumerate(lx) if t.word in ("was", "were", "is", "are")), None)
    if be is None or be == 0 or be + 1 >= len(lx) or not lx[be + 1].activity:
        return False
    for t in lx[:be]:
        if not (t.sym in ("NAME", "PRON") or t.title or t.noun or t.word in ws.subject_words):
            return False
    return not any(
        t.sym in ("NUM", "MONEY", "PCT") or t.frame is not None or t.word in ws.quantity_cues
        for t in lx
    )


def setting_subject(lx: Sequence[Lexeme]) -> str | None:
    """The named subject of a scene-setting clause (None: a pronoun or no single name)."""
    for holder, end in holders(lx, 0):
        if end < len(lx) and lx[end].word in ("was", "were", "is", "are") and holder[0] != "@":
            return holder
    return None


def named_kinds(words: Sequence[str]) -> list[Kind]:
    """The kinds a scene names by modifiers before a noun (``making crowns out of red, pink
    and white daisies``: red, pink and white daisies; ``collecting blue marbles``): the scene
    tells that they are there, not how many."""
    ws = _words()
    entries = lexicon().entries
    out: list[Kind] = []
    mods: list[str] = []
    for w in words:
        e = entries.get(w)
        if w in ws.list_joins and mods:
            continue
        if e is not None and e.noun and e.noun != w and mods:  # a plural head ends the list
            out.extend(Kind(e.noun, (m,)) for m in mods if m != e.noun)
            mods = []
        elif e is not None and e.modifier:
            mods.append(w)
        else:
            mods = []
    return out


def unnamed_part(events: Sequence[Event], q: Question, named: Sequence[Kind]) -> Kind | None:
    """A kind a scene named (``red, pink and white daisies``) that the asked total covers
    (``how many daisies``, or ``flowers`` through the pack's hypernyms) but no event tells
    anything of: the total would leave it out as if there were none."""
    for k in named:
        if k == q.kind or not (q.kind.covers(k) or _broader(k, q.kind)):
            continue
        kinds = [x for e in events for x in (e.kind, e.other_kind) if x is not None]
        if not any(k.covers(x) or x.covers(k) for x in kinds):
            return k
    return None


def _broader(k: Kind, whole: Kind) -> bool:
    from mathcore.text.hypernyms import broader

    return not whole.mods and whole.head in broader(k.head)


def unlisted_name(events: Sequence[Event], sentences: Sequence[Sequence[Lexeme]]) -> str:
    """Whom ``they`` / ``their`` (everyone holding something so far) may leave out, before
    ``Together, they have 48 dresses`` or ``The current total of their ages is 17``: a name
    a scene told (``Lisa was shopping with Mia``: they may be three), or the group an earlier
    ``their`` named (``Their friend Sam is 10``: their ages may be the two without Sam).
    '' when there is none."""
    for e in events:
        members = _pronoun_members(e)
        if members is None:
            continue
        upto = int(e.source[1 : e.source.index("[")]) if e.source.startswith("s") else -1
        for k, lx in enumerate(sentences[: upto + 1]):
            for t in lx:
                if t.sym == "NAME" and t.word not in members:
                    return t.word
                if k < upto and t.word == "their":
                    return "the group an earlier 'their' names"
            if k < upto and _subgroup(lx, members):
                return "a group an earlier sentence names"
    return ""


def _subgroup(lx: Sequence[Lexeme], members: set[str]) -> bool:
    """``Adam and Tom are brothers.``: two or more of the members named as a group of their
    own, with no amount; 'they' / 'their' after it may mean them alone."""
    names = {t.word for t in lx if t.sym == "NAME"}
    words = {t.word for t in lx}
    told = any(t.sym in ("NUM", "MONEY", "PCT") for t in lx)
    return len(names) >= 2 and names < members and bool(words & {"are", "were"}) and not told


def _pronoun_members(e: Event) -> set[str] | None:
    """The members a ``they`` / ``their`` total took as everyone mentioned (None: not one)."""
    if e.op == "hold_total" and e.rule.startswith(("unk_total_they", "unk_total_their")):
        return set(e.other.split("&"))
    said = e.source.partition(": ")[2].lower().split()
    if e.kind.head == "age" and e.holder.startswith("&") and {"they", "their"} & set(said):
        return set(e.holder[1:].split("&"))
    return None


def unlisted_asked(
    q: Question, events: Sequence[Event], sentences: Sequence[Sequence[Lexeme]]
) -> str:
    """The same for a question of ages over ``their`` / ``they`` taken as everyone with an age
    (``Their sister Ann is 5 years old. In how many years will their combined age be 40?``:
    Adam and Tom, or the three?). '' when there is none."""
    said = set(q.source.partition(": ")[2].lower().split())
    if q.kind.head != "age" or not {"they", "their"} & said:
        return ""
    if q.holder.startswith("&"):
        members = set(q.holder[1:].split("&"))
    elif q.holder == EVERYONE:
        told = [h for e in events if e.kind.head == "age" for h in (e.holder, e.other)]
        members = {h for h in told if h and h[:1] != "&"}
    else:
        return ""
    for lx in sentences[:-1]:
        for t in lx:
            if t.sym == "NAME" and t.word not in members:
                return t.word
            if t.word == "their":
                return "the group an earlier 'their' names"
        if _subgroup(lx, members):
            return "a group an earlier sentence names"
    return ""
