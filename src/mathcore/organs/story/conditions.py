"""Conditions told inside the question sentence, and the times they may be told in.

``If each papaya tree produces 10 papayas, how many fruits ...?``, ``How many sticks does she
have left if she had 170 popsicle sticks?``: ``reader._question`` reads each condition with
the statement machinery (``_declarative``), in the story's one ``Context``, as a sentence
placed before the question would be read: the same frames, references and events, with
sources naming the question sentence and its tokens. The question is read from what is
left. A condition that does not read totally refuses the whole text. This module holds what
is proper to conditions:

- ``placed``: a refusal inside a condition (or inside the question read after one) names the
  token where it stopped in the question sentence, not in the condition's slice of it;
- ``check_times``: the times a condition and its question may be told in.

Time (decided): a condition is an event of the asked world that comes before the asked
moment, whatever its tense. ``If she buys 3 more, how many will/would/does she have?`` counts
the 3; so does a past condition under a past question (``If Dante sold 10 of his coconuts,
how many coconuts did he have left?``), a question asking the moment after the changes
(``how much did he have in the end``, ``were there altogether``) and a question of an event
total, which counts the condition's event (``If Tim buys a cabinet for $1200, how much did he
pay?``). Refused as inconsistent:

- a question of a state asked in the past (did/was/were, and no will/would), with no word of
  the moment after the changes (left, in the end, now, then, altogether, in total), over a
  change not told in the past (``If he buys 3 more apples, how many apples did he have?``,
  ``If 4 boys drop out, how many boys were there?``): the asked moment may come before it;
- a change told for a later time (``will``, ``going to``, ``tomorrow``) under a question of the
  present (``If he buys 3 more apples tomorrow, how many apples does he have now?``): refused
  by ``reader._not_yet`` with every other event told as yet to be.

A told state or rate (``If each bag weighs 7 kg, how many kilograms did the shop sell?``), or a
change told of any one of a kind (``If a scarf uses 3 balls of wool, how many balls did they
use?``), holds at any time and is never refused for its tense.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from mathcore.organs.story.lexemes import Lexeme
from mathcore.organs.story.model import EVERYONE, Event, Question
from mathcore.packs.loader import Pack, PerPack

#: The ledger's changes: what a condition makes happen (states and rates hold at any time).
CHANGES = frozenset({"gain", "lose", "give", "lose_frac", "give_frac", "act"})
#: The word tables live in the pack (lexicon/story_conditions8.jsonl), read once per pack
#: digest: ``yet_told_word`` (words telling a change as yet to be), ``past_form_word`` (forms
#: that show the past whatever the lexicon's lemma: ``had 5``, ``was given``),
#: ``present_form_word``, ``past_question_aux`` (a question asked in the past, unless asked
#: with a ``hypothetical_aux``: will, would), ``generic_det`` (a clause told of any one of its
#: kind: ``a scarf uses ...``, ``each bag weighs ...``), ``after_changes_word`` (words of a
#: question asking the moment after every change: ``have left``, ``in the end``),
#: ``gendered_subject_pronoun``, ``trailing_subject_aux``, ``other_person_pronoun``,
#: ``pronoun_other_gender`` (a condition's possessive or object pronoun, and the subject
#: pronoun it never fits) and ``possessive_clitic`` ('s).


@dataclass(frozen=True, slots=True)
class _Words:
    not_past: frozenset[str]
    past_words: frozenset[str]
    present_words: frozenset[str]
    past_asked: frozenset[str]
    hypothetical: frozenset[str]
    generic: frozenset[str]
    after: frozenset[str]
    subjects: frozenset[str]
    auxiliaries: frozenset[str]
    other_persons: frozenset[str]
    other_gender: dict[str, str]
    poss: frozenset[str]


def _build_words(pack: Pack) -> _Words:
    """The pack's word tables of this module."""
    return _Words(
        not_past=pack.words("yet_told_word"),
        past_words=pack.words("past_form_word"),
        present_words=pack.words("present_form_word"),
        past_asked=pack.words("past_question_aux"),
        hypothetical=pack.words("hypothetical_aux"),
        generic=pack.words("generic_det"),
        after=pack.words("after_changes_word"),
        subjects=pack.words("gendered_subject_pronoun"),
        auxiliaries=pack.words("trailing_subject_aux"),
        other_persons=pack.words("other_person_pronoun"),
        other_gender={
            f: pack.value(f, "pronoun_other_gender") or ""
            for f in sorted(pack.words("pronoun_other_gender"))
        },
        poss=pack.words("possessive_clitic"),
    )


#: Built once per pack digest (``packs.loader.PerPack``).
_words = PerPack(_build_words)


def placed(stop: Any, part: Sequence[Lexeme], body: Sequence[Lexeme]) -> Any:
    """``stop`` (a ``reader.Stop``) raised while reading ``part``, a slice of the question
    sentence ``body``: its token position made one of ``body`` (the condition's first token
    when it has none)."""
    at = getattr(stop, "at", None)
    if not part or (part is body and at is not None):  # the sentence itself: placed already
        return stop
    target = part[at].index if isinstance(at, int) and 0 <= at < len(part) else part[0].index
    stop.at = next((k for k, t in enumerate(body) if t.index == target), 0)
    return stop


def asked_at(stop: Any, body: Sequence[Lexeme]) -> Any:
    """A refusal of the question with no token of its own names the question word (``how``)
    rather than the sentence's first token (an ``If`` before it)."""
    if getattr(stop, "at", None) is None:
        at = next((k for k, t in enumerate(body) if t.word == "how"), None)
        if at is None:
            at = next((k for k, t in enumerate(body) if t.word == "what"), 0)
        stop.at = at
    return stop


def _span(source: str) -> tuple[int, int] | None:
    """``s2[3-8]: ...`` -> (3, 8)."""
    head = source.partition(": ")[0]
    if "[" not in head or not head.endswith("]"):
        return None
    first, _, last = head[head.index("[") + 1 : -1].partition("-")
    if not (first.isdigit() and last.isdigit()):
        return None
    return int(first), int(last)


def _present_form(t: Lexeme) -> bool:
    """A verb whose form shows the present (``buys``, ``gives``, ``has``) or a later time."""
    ws = _words()
    w, lemma = t.word, t.lemma
    if w in ws.not_past or w in ws.present_words:
        return True
    if not lemma or lemma == w or not w.endswith("s"):
        return False
    return w in (lemma + "s", lemma + "es", lemma[:-1] + "ies")


def _past_form(t: Lexeme) -> bool:
    """A verb whose form shows the past (``sold``, ``picked``, ``had``)."""
    ws = _words()
    w, lemma = t.word, t.lemma
    if w in ws.past_words or (w.endswith("ed") and len(w) > 3):
        return True
    return bool(lemma) and lemma != w and not w.endswith("ing") and not _present_form(t)


def _told_time(event: Event, body: Sequence[Lexeme]) -> str:
    """``present`` (``buys``, ``will buy``), ``past`` (``sold``; ``Beatrix read``: one named
    person's verb with no ``-s``), ``any`` (a clause told of any one of a kind: ``a scarf uses
    3 balls``) or ``""`` (its span shows no time: a bare ``70 cookies at $2`` continuing a
    verb, or ``drop out`` after a plural subject)."""
    ws = _words()
    span = _span(event.source)
    if span is None:
        return ""
    told = [t for t in body if span[0] <= t.index <= span[1]]
    if told and told[0].word in ws.generic:  # "a scarf uses 3 balls of wool": at any time
        return "any"
    if any(_present_form(t) for t in told):
        return "present"
    if any(_past_form(t) for t in told):
        return "past"
    if any(t.verb is not None or t.frame is not None for t in told) and _one_named(event.holder):
        return "past"  # "If Beatrix read 704 pages": one person's present would be "reads"
    return ""


def _one_named(holder: str) -> bool:
    """A holder that is one named person (``beatrix``): a verb after it with no ``-s`` is
    past."""
    from mathcore.organs.story.lexemes import lexicon

    entry = lexicon().entries.get(holder)
    return entry is not None and entry.name


def not_told_past(conditions: Sequence[Event], body: Sequence[Lexeme]) -> bool:
    """Whether a change among ``conditions`` is not told in the past: in the present or the
    future, or in a form that shows no time. A clause that shows none takes the time of the
    clause it continues (``sold 220 cookies at $1 and 70 cookies at $2``)."""
    last = ""
    for e in conditions:
        time = _told_time(e, body) or last
        last = time
        if e.op in CHANGES and time in ("present", ""):
            return True
    return False


def asked_past(asked: Sequence[Lexeme]) -> bool:
    """The question asked in the past: did/was/were, and no will/would."""
    ws = _words()
    words = {t.word for t in asked}
    return bool(words & ws.past_asked) and not words & ws.hypothetical


#: Asks of an amount held at the asked moment (an event total counts the condition's event);
#: a difference of kinds is of amounts held when it names no verb (``how many more oranges
#: did he have than apples``).
_STATES = frozenset({"state", "state_pair", "difference", "dozens", "need", "goal_have"})


def check_times(
    conditions: Sequence[Event], asked: Sequence[Lexeme], body: Sequence[Lexeme], q: Question
) -> str:
    """The reason the conditions and the question are told in inconsistent times ("" when
    consistent): a question of a state asked in the past, with no word of the moment after
    the changes, over a change not told in the past (``If he buys 3 more apples, how many
    apples did he have?``)."""
    ws = _words()
    held = q.ask in _STATES or (q.ask == "difference_k" and not q.frame)
    if not conditions or not held or not asked_past(asked):
        return ""
    if {t.word for t in asked} & ws.after:  # "how many did he have left", "in the end"
        return ""
    if not_told_past(conditions, body):
        return "asked in the past, over a change a condition does not tell in the past"
    return ""


def _fits(who: str, pron: str) -> bool:
    """The name is known to be of the pronoun's gender. A name of unknown gender may be
    either, and the he/she may then be another person: ``Dina spent $5 and gave Paolo $2.
    How much did Dina have at the beginning if he has $15 now?`` (answered 22)."""
    from mathcore.organs.story.lexemes import lexicon

    entry = lexicon().entries.get(who)
    return entry is not None and entry.gender == ("m" if pron == "he" else "f")


def _persons(conditions: Sequence[Event]) -> set[str]:
    out = set()
    for e in conditions:
        for h in (e.holder, e.other):
            if (
                h
                and h != EVERYONE
                and not h.startswith(("the ", "&"))
                and h not in ("you", "i", "we")
            ):
                out.add(h)
    return out


def lead_subject(
    conditions: Sequence[Event], told: Sequence[Lexeme], asked: Sequence[Lexeme], ctx: Any
) -> None:
    """``If Dante sold 10 of his coconuts, how many coconuts did he have left?``: the one
    person a lead condition names, its subject, is the question's he/she. Only when the
    condition names that one person and no other (no ``him``/``they``, one person among its
    events' holders), the question names no one, and the pronoun fits the name's gender."""
    ws = _words()
    prons = {t.word for t in asked if t.sym == "PRON" and t.word in ws.subjects}
    if len(prons) != 1 or any(t.sym == "NAME" for t in asked):
        return
    names = [k for k, t in enumerate(told) if t.sym == "NAME"]
    if len({told[k].word for k in names}) != 1 or any(t.word in ws.other_persons for t in told):
        return
    if any(k + 1 < len(told) and told[k + 1].word in ws.poss for k in names):
        return  # "If Dante's brother sold ...": another person
    who, pron = told[names[0]].word, next(iter(prons))
    if any(ws.other_gender.get(t.word) == pron for t in told):
        return  # "If Dina sold 10 of her coconuts, how many did he have left?": not Dina
    if _persons(conditions) == {who} and ctx.prev_subject == who and _fits(who, pron):
        ctx.chain = (pron, who)


def trailing_subject(asked: Sequence[Lexeme], tail: Sequence[Lexeme], ctx: Any) -> None:
    """``How much did Larry have at the beginning if he has $15 now?``: the he/she opening a
    trailing condition is the question's subject, a name right after its auxiliary, when the
    question names no one else and has no pronoun, and the name fits the pronoun's gender."""
    ws = _words()
    if not tail or tail[0].word not in ws.subjects:
        return
    names = [k for k, t in enumerate(asked) if t.sym == "NAME"]
    if len(names) != 1 or any(t.sym == "PRON" for t in asked):
        return
    k = names[0]
    if not k or asked[k - 1].word not in ws.auxiliaries:
        return
    if k + 1 < len(asked) and asked[k + 1].word in ws.poss:
        return
    who, pron = asked[k].word, tail[0].word
    if who in ctx.persons and _fits(who, pron):
        ctx.prev_subject, ctx.chain = who, (pron, who)


__all__ = [
    "CHANGES",
    "asked_at",
    "asked_past",
    "check_times",
    "lead_subject",
    "not_told_past",
    "placed",
    "trailing_subject",
]
