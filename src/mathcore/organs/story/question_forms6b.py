"""Question sentences over statements already read, round 6b (docs/story_questions6b.md).

Each construction is a rewrite of the question's trailing words into a form the question rows
already read, and leaves the question unchanged when a guard fails (the rows then refuse as
before):

- ``told_times``: a trailing scope that names exactly the times the story tells, ``... across
  Saturday and Sunday`` (the story tells ``on Saturday`` and ``on Sunday``), ``... in two
  months`` (``last month``, ``this month``), ``... for both weeks``, ``... in the three days``
  (``on Monday``, ``on Tuesday``, ``on Wednesday``): read as ``in total``. Every statement
  must tell one of those times; no duration, rate or other time may be told.
- ``told_place``: a trailing ``in her aquarium`` / ``on his farm`` that repeats the one place
  the story tells (``Catriona has 8 goldfish in her aquarium``) of its one named person:
  dropped (``How many fish does Catriona have?``); a story of holdings only (no change told).

Every rewrite starts with a cheap test on the question's last words.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

from mathcore.organs.story.lexemes import Lexeme, lexicon
from mathcore.packs.loader import Pack, PerPack

#: The word tables live in the pack (lexicon/story_question_forms6b_words.jsonl and the
#: categories of question_forms and question_forms6), read once per pack digest:
#: ``scope_time_unit``, ``rate_per_word``, ``scope_prep``, ``weekday``, ``modal_aux``,
#: ``if_each_phrase``, ``total_marker_cue``, ``place_prep``, ``possessive_subject`` (his ->
#: he) and ``group_aux``.


@dataclass(frozen=True, slots=True)
class _Words:
    units: frozenset[str]
    per: frozenset[str]
    scope_preps: frozenset[str]
    weekdays: frozenset[str]
    modals: frozenset[str]
    if_each: tuple[list[str], ...]
    marked: frozenset[str]
    place_preps: frozenset[str]
    poss: dict[str, str]
    group_aux: frozenset[str]


def _build_words(pack: Pack) -> _Words:
    """The pack's word tables of this module."""
    return _Words(
        units=pack.words("scope_time_unit"),
        per=pack.words("rate_per_word"),
        scope_preps=pack.words("scope_prep"),
        weekdays=pack.words("weekday"),
        modals=pack.words("modal_aux"),
        if_each=tuple(p.split() for p in sorted(pack.words("if_each_phrase"))),
        marked=pack.words("total_marker_cue"),
        place_preps=pack.words("place_prep"),
        poss={
            f: pack.value(f, "possessive_subject") or ""
            for f in sorted(pack.words("possessive_subject"))
        },
        group_aux=pack.words("group_aux"),
    )


#: Built once per pack digest (``packs.loader.PerPack``).
_words = PerPack(_build_words)


def _time_keys(told: Sequence[Sequence[Lexeme]], unit: str | None) -> set[str] | None:
    """The distinct times the statements tell (``last month``, ``monday``), each of ``unit``
    (weekdays are days; ``unit`` None: weekdays only), every statement telling one; None when
    a statement tells none, or tells a duration, a rate or a time of another unit."""
    ws = _words()
    keys: set[str] = set()
    for sl in told:
        here = False
        for j, t in enumerate(sl):
            prev = sl[j - 1].word if j else ""
            if t.noun in ws.units and not t.time:
                return None  # "for 3 days", "two weeks": a duration
            if not t.time:
                continue
            if prev in ws.per or (j and sl[j - 1].sym == "NUM"):
                return None  # "each day", "a week": a rate
            if t.noun is None:  # a weekday ("on Monday")
                if unit not in (None, "day") or t.word not in ws.weekdays:
                    return None
                keys.add(t.word)
            elif unit is None or t.noun != unit or prev in ("", ",", "and", "the", "that"):
                return None  # another unit, or a time not told as one of a kind
            else:
                keys.add(f"{prev} {t.word}")
            here = True
        lead = [t.word for t in sl[:2]]
        if not here and not (lead[:1] in (["each"], ["every"]) or lead in ws.if_each):
            return None  # a statement told at no time (a fact of each unit is at none)
    return keys


def _of_the_asked(told: Sequence[Sequence[Lexeme]], asked: Sequence[Lexeme]) -> bool:
    """Every statement telling a time tells it of the asked action: the asked verb (no other
    verb), the asker (no other name or person word), one kind (the asked one, or one other
    kind when the asked one is told only per unit: pages over books), no bare ``3 more``."""
    ws = _words()
    from mathcore.organs.story.question_forms import _bare_more, other_people

    people = other_people()

    verbs = [t for t in asked if t.frame or t.activity or t.verb]
    names = {t.word for t in asked if t.sym == "NAME"}
    if len(verbs) != 1 or verbs[0].verb == "possession" or len(names) > 1:
        return False  # "How many points does he have for both years?"
    lemma = verbs[0].lemma
    kinds: set[str] = set()
    asked_kind = next((t.noun for t in asked if t.noun and t.sym == "WORD"), None)
    for sl in told:
        if not any(t.time for t in sl):
            continue  # a fact of each unit ("If each book has 10 pages")
        if _bare_more(sl):
            return False  # "This week he sold 3 more apples": more than what?
        for j, t in enumerate(sl):
            if t.title or t.noun in people or t.word in people:
                return False
            if (t.frame or t.activity or t.verb) and t.lemma != lemma:
                return False  # "He bought 30 apples on Tuesday"
            if t.sym == "NAME":
                names.add(t.word)
            if j and sl[j - 1].sym in ("NUM",) and t.noun and not t.time and t.noun not in ws.units:
                kinds.add(t.noun)
    if len(names) > 1 or len(kinds) != 1:
        return False
    told_kinds = {t.noun for sl in told if any(t.time for t in sl) for t in sl if t.noun}
    return kinds == {asked_kind} or asked_kind not in told_kinds - kinds


def told_times(lx: Sequence[Lexeme], h: int, sents: Sequence[Sequence[Lexeme]]) -> list[Lexeme]:
    """``... across Saturday and Sunday``, ``... in two months``, ``... for both weeks``,
    ``... in the three days`` naming exactly the story's told times: ``in total``."""
    ws = _words()
    out = list(lx)
    words = [t.word for t in out]
    n = len(words)
    told = [*sents[:-1], out[:h]] if h else list(sents[:-1])
    if n >= h + 6 and out[-1].time and out[-3].time and words[-2] == "and":
        if words[-4] not in ws.scope_preps or out[-1].noun or out[-3].noun:
            return out  # weekdays only: "across Saturday and Sunday"
        start = n - 4
        keys = _time_keys(told, None)
        if keys != {words[-1], words[-3]}:
            return out
    else:
        last = out[-1]
        if last.noun not in ws.units or last.time:  # a plural unit: "two months"
            return out
        k = n - 2
        value = 2 if words[k] == "both" else out[k].value if out[k].sym == "NUM" else None
        if not isinstance(value, int):
            return out
        count = value
        k -= words[k - 1] == "the"
        if k - 1 <= h + 2 or words[k - 1] not in ws.scope_preps:
            return out
        start = k - 1
        if set(words[h:]) & ws.modals:
            return out  # "How many books will Tom read in two weeks?": two weeks from now?
        keys = _time_keys(told, last.noun)
        if keys is None or len(keys) != count or count < 2:
            return out
    head = out[:start]
    if not _of_the_asked(told, head[h:]):
        return out
    if head[-2:] and {t.word for t in head[-2:]} & ws.marked:
        return head  # "in total for both weeks": the total already asked
    at = out[start].index
    entries = lexicon().entries
    return [*head, replace(entries["in"], index=at), replace(entries["total"], index=at)]


def told_place(lx: Sequence[Lexeme], h: int, sents: Sequence[Sequence[Lexeme]]) -> list[Lexeme]:
    """``How many fish does Catriona have in her aquarium?`` over ``Catriona has 8 goldfish in
    her aquarium.``: the one place the story tells, of its one named person, dropped; only over
    a story of holdings (``has``), no change told (``He ate 2 apples``: from the bag?), the
    place told by the first statement (the scene the later holdings continue)."""
    ws = _words()
    from mathcore.organs.story.question_forms import other_people

    people = other_people()

    out = list(lx)
    words = [t.word for t in out]
    if len(words) < h + 7 or words[-3] not in ws.place_preps or words[-2] not in ws.poss:
        return out
    place = out[-1]
    if place.noun is None or place.noun != place.word or place.time:
        return out  # one place, in the singular
    told = [*sents[:-1], out[:h]] if h else list(sents[:-1])
    names: set[str] = set()
    said = 0
    for sl in told:
        for j, t in enumerate(sl):
            if t.title or t.noun in people or t.word in people:
                return out  # another person: whose place?
            if t.frame or t.activity or t.verb not in (None, "possession"):
                return out  # "He ate 2 apples": from the place, or from elsewhere?
            if t.sym == "NAME":
                names.add(t.word)
            if t.word in ws.place_preps and j + 2 < len(sl) and not sl[j + 1].time:
                nxt = sl[j + 1]
                if nxt.sym in ("NUM", "MONEY") or nxt.time:
                    continue  # "in 3 days", "on Monday"
                if nxt.word in ws.poss and sl[j + 2].noun == place.noun and t.word == words[-3]:
                    if nxt.word != words[-2]:
                        return out  # "in her aquarium" asked over "in his aquarium"
                    said += 1
                    continue
                return out  # another place ("in the garden"), or a phrase not read here
    if len(names) != 1 or not said:
        return out
    first = [t.word for t in told[0]]
    if not any(first[j : j + 3] == words[-3:] for j in range(len(first))):
        return out  # "Ann has 8 roses. She has 3 tulips in her garden.": the roses there?
    asker = [t for t in out[h:-3] if t.sym == "NAME" or t.word in ws.poss.values()]
    if words[h : h + 2] != ["how", "many"] or len(asker) != 1:
        return out
    who = asker[0]
    if who.sym == "NAME" and who.word not in names:
        return out
    if who.sym != "NAME" and who.word != ws.poss[words[-2]]:
        return out
    return out[:-3]


_GROUP_SIZES = frozenset({2, 3, 4, 5})


def the_n(lx: Sequence[Lexeme], h: int) -> list[Lexeme]:
    """``... baseball cards the three have?``, ``How many books do the three have total?``:
    ``the N`` right before a verb is ``the N of them``, which ``question_forms.named_group``
    reads as the story's N named people (its guards: exactly N names, no other person word,
    no titled person)."""
    ws = _words()
    out = list(lx)
    hits = [
        k
        for k in range(h + 1, len(out) - 2)
        if out[k].word == "the"
        and out[k + 1].sym == "NUM"
        and out[k + 1].value in _GROUP_SIZES
        and out[k + 1].noun in (None, out[k + 1].word)  # "three", "3": no noun
        and (out[k + 2].verb == "possession" or out[k + 2].frame or out[k + 2].word in ws.group_aux)
    ]
    if len(hits) != 1:
        return out
    k = hits[0] + 2
    entries = lexicon().entries
    at = out[k - 1].index
    return [
        *out[:k],
        replace(entries["of"], index=at),
        replace(entries["them"], index=at),
        *out[k:],
    ]


def forms6b(lx: Sequence[Lexeme], h: int, sents: Sequence[Sequence[Lexeme]]) -> list[Lexeme]:
    """The question with this module's rewrites read (unchanged when none applies)."""
    ws = _words()
    if len(lx) < h + 6 or len(sents) < 2:
        return list(lx)
    if any(t.word == "the" for t in lx[h:]) and any(t.sym == "NUM" for t in lx[h:]):
        lx = the_n(lx, h)
    last = lx[-1]
    if last.time or last.noun in ws.units:
        return told_times(lx, h, sents)
    if lx[-2].word in ws.poss and lx[-3].word in ws.place_preps:
        return told_place(lx, h, sents)
    return list(lx)
