"""Question sentences over statements already read, round 7, second part
(docs/story_questions7.md; the first part and the shared helpers: ``question_forms7``).

- ``than_repeated``: ``How many more miles, in all, does Jackie walk than Jessie walk in 6
  days?``: ``, in all,`` and the verb repeated after ``than <name>`` dropped.
- ``not_verbed``: ``How many books were not sold?``: ``How many books does Ali have left?``.
- ``change_from_bill``: ``How much change must she get from a $20 bill?``: ``... does she get if
  she pays with a $20 bill?``.
- ``age_total``: ``What's the total of their ages 10 years from now``: ``the sum of their ages in
  10 years``.
- ``much_of_count``: ``how much does Angela have?`` over a story of insects: ``how many
  insects``.
- ``a_time_ago`` (the whole question sentence, before its condition; hook in
  ``reader._question``): ``a year ago``: ``1 year ago``.
- ``notation_hint`` (the text, before reading; hook in ``reader.read_story``): a last ``Use E to
  represent ...`` sentence after the question dropped.

Each leaves the question unchanged when a guard fails; each starts with a cheap word test.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from mathcore.organs.story.lexemes import Lexeme
from mathcore.organs.story.question_forms6 import _w
from mathcore.organs.story.question_forms7 import _buyers, _others, _told
from mathcore.packs.loader import Pack, PerPack, current_pack


def than_repeated(lx: Sequence[Lexeme], h: int) -> list[Lexeme]:
    """``How many more miles, in all, does Jackie walk than Jessie walk in 6 days?``: ``How
    many more miles does Jackie walk than Jessie in 6 days?`` (the asked verb repeated after
    ``than <name>`` dropped; ``, in all,`` set off right after the asked noun dropped: the
    difference of the two totals)."""
    out = list(lx)
    words = [t.word for t in out]
    if words[h + 1 : h + 3] != ["many", "more"] or words.count("than") != 1:
        return out
    k = h + 4
    if words[k : k + 4] in ([",", "in", "all", ","], [",", "in", "total", ","]):
        out = [*out[:k], *out[k + 4 :]]
        words = [t.word for t in out]
    t = words.index("than")
    if t + 2 >= len(out) or out[t + 1].sym != "NAME" or words[t - 2 : t].count(words[t + 2]) != 1:
        return out
    verb = out[t - 1]
    if words[t + 2] != verb.word or not (verb.verb or verb.frame or verb.activity):
        return out
    if words[t - 2] == words[t + 1] or out[t - 2].sym not in ("NAME", "PRON"):
        return out
    return [*out[: t + 2], *out[t + 3 :]]


def not_verbed(lx: Sequence[Lexeme], h: int, sents: Sequence[Sequence[Lexeme]]) -> list[Lexeme]:
    """``How many books were not sold?`` over a story of one named person's stock and sales
    (``Ali had 800 books. He sold 60 on Monday, ...``): ``How many books does Ali have
    left?``. The verb is the story's one act, a taking; the kind its first statement's."""
    out = list(lx)
    words = [t.word for t in out[h:]]
    if (
        len(words) != 6
        or words[:2] != ["how", "many"]
        or words[3:5] not in (["were", "not"], ["are", "not"])
    ):
        return out
    kind, verb = out[h + 2], out[h + 5]
    if (
        kind.noun is None
        or verb.frame != "decrement_frame"
        or verb.lemma not in _words().take_lemmas
    ):
        return out
    told = _told(lx, h, sents)
    names, _, _ = _buyers(told)
    if len(names) != 1 or _others(told) or not any(t.noun == kind.noun for t in told[0]):
        return out
    for s in told[1:]:
        acts = [t for t in s if t.frame or t.activity or t.verb not in (None, "possession")]
        if not acts or any(t.lemma != verb.lemma for t in acts):
            return out  # another act: not sold, but given away?
    who = next(t for s in told for t in s if t.sym == "NAME")
    at = out[h + 3].index
    return [*out[: h + 3], _w("does", at), who, _w("have", at), _w("left", at)]


#: The word tables live in the pack (lexicon/story_question_forms7_words.jsonl and
#: question_forms6b's ``scope_time_unit``), read once per pack digest: ``take_lemma``,
#: ``change_aux``, ``money_form_noun`` and ``scope_time_unit``.


@dataclass(frozen=True, slots=True)
class _Words:
    take_lemmas: frozenset[str]
    change_aux: frozenset[str]
    money_nouns: frozenset[str]
    time_units: frozenset[str]


def _build_words(pack: Pack) -> _Words:
    """The pack's word tables of this module."""
    return _Words(
        take_lemmas=pack.words("take_lemma"),
        change_aux=pack.words("change_aux"),
        money_nouns=pack.words("money_form_noun"),
        time_units=pack.words("scope_time_unit"),
    )


#: Built once per pack digest (``packs.loader.PerPack``).
_words = PerPack(_build_words)


def change_from_bill(lx: Sequence[Lexeme], h: int) -> list[Lexeme]:
    """``How much change must she get from a $20 bill?``: ``How much change does she get if
    she pays with a $20 bill?`` (``did``: ``did she get if she paid``); read by the rows of a
    change after a payment."""
    ws = _words()
    out = list(lx)
    words = [t.word for t in out[h:]]
    if words[:3] != ["how", "much", "change"] or "if" in words or words[-1] != "bill":
        return out
    tail = words[6:]
    tail = tail[1:] if tail[:1] == ["back"] else tail
    if words[3] not in ws.change_aux or words[5] not in ("get", "receive") or len(tail) != 4:
        return out
    who, money = out[h + 4], out[-2]
    if who.sym not in ("NAME", "PRON") or tail[:2] not in (["from", "a"], ["from", "one"]):
        return out
    if money.sym != "MONEY":
        return out
    at = out[h + 5].index
    past = words[3] == "did"
    aux, pay = ("did", "paid") if past else ("does", "pays")
    head = [*out[: h + 3], _w(aux, at), who, _w("get", at), _w("if", at), who, _w(pay, at)]
    return [*head, _w("with", at), _w("a", at), money, out[-1]]


def age_total(lx: Sequence[Lexeme], h: int) -> list[Lexeme]:
    """``What's the total of their ages 10 years from now ...?``: ``What's the sum of their
    ages in 10 years ...?``."""
    out = list(lx)
    words = [t.word for t in out]
    k = h + 2
    if words[h:k] not in (["what", "'s"], ["what", "is"]):
        return out
    if words[k : k + 5] != ["the", "total", "of", "their", "ages"]:
        return out
    out[k + 1] = _w("sum", out[k + 1].index)
    j = k + 5
    if words[j + 1 : j + 4] == ["years", "from", "now"] and out[j].sym == "NUM":
        out = [*out[:j], _w("in", out[j].index), out[j], out[j + 1], *out[j + 4 :]]
    return out


def much_of_count(lx: Sequence[Lexeme], h: int, sents: Sequence[Sequence[Lexeme]]) -> list[Lexeme]:
    """``If Dean has 30 insects, how much does Angela have?``: ``how many insects does Angela
    have?`` when the story counts one kind only, no money and no unit of measure."""
    out = list(lx)
    words = [t.word for t in out[h:]]
    if len(words) != 5 or words[:2] != ["how", "much"] or words[4] != "have":
        return out
    if words[2] not in ("does", "do", "did", "will") or out[h + 3].sym not in ("NAME", "PRON"):
        return out
    told = _told(lx, h, sents)
    if any(
        t.sym == "MONEY" or t.unit or t.word in ("money", "dollars", "cents")
        for s in told
        for t in s
    ):
        return out  # "how much" of money or a measure: not this count
    _, kinds, _ = _buyers(told)
    if len(kinds) != 1 or _money_things(kinds):
        return out  # "30 nickels ... how much does Angela have?": 60 nickels, or $3?
    if any(t.noun and t.noun not in kinds for s in told for t in s):
        return out  # "Angela also has spiders": not only insects to count
    kind = next((t for s in told for t in s if t.noun in kinds and t.noun != t.word), None)
    if kind is None:
        return out  # told in the singular only: no plural to ask
    return [*out[:h], out[h], _w("many", out[h + 1].index), kind, *out[h + 2 :]]


def _money_things(kinds: set[str]) -> bool:
    """Whether a counted kind is money itself (a coin the pack values, a coin or a bill)."""
    ws = _words()

    pack = current_pack()
    return any(k in ws.money_nouns or pack.value(k, "coin_value") is not None for k in kinds)


_HINT = re.compile(r"\?\s+Use ([A-Z]) to represent [^.?!0-9$%]*\.\s*$")  # no number
_LETTERS = re.compile(r"\b[A-Z]\b")


def notation_hint(text: str) -> str:
    """``... How many dollars did Markese earn? Use E to represent how many dollars Evan
    earned.``: a last sentence naming a letter for an unknown, after the question, is a hint
    on how to write the solution, not part of the problem: dropped (the letter used nowhere
    else in the text)."""
    m = _HINT.search(text)
    if m is None:
        return text
    head = text[: m.start() + 1]
    if m.group(1) in _LETTERS.findall(head):
        return text  # "A": the letter is a word of the problem
    return head


def a_time_ago(lx: Sequence[Lexeme]) -> Sequence[Lexeme]:
    """``How old was Tully a year ago ...?``, ``If Grace turned 3 a year ago, ...``: ``a`` is
    ``1`` (``1 year ago``, as the rows read ``N years ago``); the whole question sentence,
    before its condition is read. Unchanged (the same object) when no ``ago`` is there."""
    ws = _words()
    for t in lx:  # a loop, not a generator: most questions have no "ago"
        if t.word == "ago":
            break
    else:
        return lx
    out = list(lx)
    for k in range(len(out) - 2):
        unit = out[k + 1]
        if (
            out[k].word == "a"
            and unit.time
            and unit.noun in ws.time_units
            and out[k + 2].word == "ago"
        ):
            out[k] = _w("1", out[k].index)
    return out


def forms7b(
    lx: Sequence[Lexeme], h: int, words: set[str], sents: Sequence[Sequence[Lexeme]]
) -> list[Lexeme]:
    """The question with this module's question rewrites read (``words``: the question's)."""
    out = list(lx)
    if "than" in words:
        out = than_repeated(out, h)
    if "not" in words:
        out = not_verbed(out, h, sents)
    if "bill" in words:
        out = change_from_bill(out, h)
    if "ages" in words:
        out = age_total(out, h)
    if "much" in words and "have" in words:
        out = much_of_count(out, h, sents)
    return out
