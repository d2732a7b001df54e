"""Question sentences over statements already read, round 7 (docs/story_questions7.md).

Each construction rewrites the question's words into a form the question rows already read,
and leaves the question unchanged when a guard fails (the rows then refuse as before):

- ``left_in_place``: ``How many crayons are left?`` over ``There are 48 crayons in the box``
  (or ``A box holds 2 dozen doughnuts``), the story's one container, every later statement a
  taking from it: ``How many crayons are left in the box?``.
- ``of_the_whole``: ``How many of the children are girls?`` over ``There are 50 children``:
  ``How many girls are there?``.
- ``than_fronted``: ``how many more pencils than Clare does Jeanine have now?``: ``how many
  more pencils does Jeanine have than Clare now?``.
- ``doubled_more``: ``how many more siblings does Janet have more than Carlos?``, ``How many
  children more children are there than adults?``: the repeated word dropped.
- ``total_paraphrase``: ``how many total cars do they all own put together?`` (``they all``
  is ``they``; ``put together`` is ``in total``), ``How many pounds did the two friends
  combine to lose?`` (``lose in total``).
- ``spend_forms``: ``How much did everything cost?`` of one buyer (``How much did James
  spend?``); ``how much money did they spend in total on pens?`` when pens are the one kind
  the story buys (``on pens`` dropped).
- ``pair_ages``: ``the sum of Maggie's and Ralph's ages``: ``the sum of the ages of Maggie and
  Ralph``.
- the rest (``than_repeated``, ``not_verbed``, ``change_from_bill``, ``age_total``,
  ``much_of_count``, ``a_time_ago``, ``notation_hint``): ``question_forms7b``.

Every construction starts with a cheap test on the question's words.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from mathcore.organs.story.lazy import module as _lazy
from mathcore.organs.story.lexemes import Lexeme
from mathcore.organs.story.question_forms6 import _w
from mathcore.packs.loader import Pack, PerPack

#: The word tables live in the pack (lexicon/story_question_forms7_words.jsonl), read once
#: per pack digest: ``forms7_cue`` and ``forms7b_cue`` (the cheap tests on the question's
#: words), ``article``, ``take_lemma`` (verbs of taking some of a whole; broken ones stay),
#: ``elided_ask_aux`` (does, did, do, will), ``total_marker_word`` and ``counting_word`` (a,
#: each, more; ``on`` and ``for``: "spent $5 on shorts", "paid $4 for socks" tell kinds of
#: the story too).


@dataclass(frozen=True, slots=True)
class _Words:
    cues: frozenset[str]
    cues7b: frozenset[str]
    dets: frozenset[str]
    take_lemmas: frozenset[str]
    ask_aux: frozenset[str]
    marked: frozenset[str]
    counting: frozenset[str]


def _build_words(pack: Pack) -> _Words:
    """The pack's word tables of this module."""
    return _Words(
        cues=pack.words("forms7_cue"),
        cues7b=pack.words("forms7b_cue"),
        dets=pack.words("article"),
        take_lemmas=pack.words("take_lemma"),
        ask_aux=pack.words("elided_ask_aux"),
        marked=pack.words("total_marker_word"),
        counting=pack.words("counting_word"),
    )


#: Built once per pack digest (``packs.loader.PerPack``).
_words = PerPack(_build_words)


_REST = "remainder_frame"  # "the remaining crayons"


def _told(lx: Sequence[Lexeme], h: int, sents: Sequence[Sequence[Lexeme]]) -> list[list[Lexeme]]:
    """The statements, with a condition before ``how`` (``If the family ate 8 doughnuts``)."""
    told = [list(s) for s in sents[:-1]]
    if h:
        pre = [t for t in lx[:h] if t.word not in ("if", ",")]
        told.append(pre)
    return told


def _others(told: Sequence[Sequence[Lexeme]]) -> bool:
    """Whether the story names a titled person or another person word (``her mother``)."""
    from mathcore.organs.story.question_forms import other_people

    people = other_people()

    return any(t.title or t.noun in people for s in told for t in s)


def _containers(s: Sequence[Lexeme]) -> list[Lexeme]:
    """Nouns of ``in the box`` / a leading ``A box holds`` in one statement."""
    ws = _words()
    out = [
        s[j + 2]
        for j in range(len(s) - 2)
        if s[j].word in ("in", "inside") and s[j + 1].word in ws.dets and s[j + 2].noun
    ]
    if len(s) > 2 and s[0].word in ws.dets and s[1].noun and s[2].verb == "possession":
        out.append(s[1])
    return out


def left_in_place(lx: Sequence[Lexeme], h: int, sents: Sequence[Sequence[Lexeme]]) -> list[Lexeme]:
    """``How many crayons are left?`` over the story's one container, told in its first
    statement with the asked kind, every later statement a taking (no holding told, no other
    place): ``How many crayons are left in the box?``."""
    ws = _words()
    out = list(lx)
    words = [t.word for t in out[h:]]
    if (
        len(words) != 5
        or words[:2] != ["how", "many"]
        or words[3:] not in (["are", "left"], ["were", "left"])
    ):
        return out
    kind = out[h + 2].noun
    told = _told(lx, h, sents)
    first = told[0]
    boxes = _containers(first)
    if kind is None or len(boxes) != 1 or not any(t.noun == kind for t in first):
        return out
    box = boxes[0]
    if any(t.word in ("on", "at", "under", "near", "outside") for t in first):
        return out  # "48 crayons in the box and 20 on the desk": taken from which?
    lead = 2 if box is first[1] else -1  # "A box holds ...": the container's own verb
    if any(t.verb == "possession" for j, t in enumerate(first) if j != lead):
        return out  # "48 crayons in the box and Tom has 10 crayons": left where?
    takers: set[str] = set()  # who took some before (a name; "" for another subject)
    for s in told[1:]:
        if _containers(s) or any(t.verb == "possession" for t in s):
            return out  # another place, or a holding told: left where?
        acts = [t for t in s if (t.frame or t.verb or t.activity) and t.frame != _REST]
        if not acts or any(not {t.lemma, t.verb, t.word} & ws.take_lemmas for t in acts):
            return out  # only takings from the container
        if any(t.word in ("in", "into", "on", "at", "from", "to") for t in s):
            return out  # "takes 5 crayons from the shelf", "gives 3 to Joe": where?
        if _from_a_taker(s, acts, takers):
            return out  # "Kiley takes 12 crayons. She uses 5": from hers, or the container's?
    at = out[-1].index
    return [*out, _w("in", at), _w("the", at), box]


def _from_a_taker(s: Sequence[Lexeme], acts: Sequence[Lexeme], takers: set[str]) -> bool:
    """Whether a taking may be from what a taker took before, not from the container: a
    pronoun or an earlier taker's name after a taking (``Kiley takes 12 crayons. She uses 5
    crayons.``), or more acts than named subjects (``takes 12 crayons and uses 5 of them``).
    Adds this statement's takers to ``takers``."""
    names = {t.word for t in s if t.sym == "NAME"}
    if takers and (names & takers or any(t.sym == "PRON" for t in s)):
        return True
    if len(acts) > max(1, len(names)):
        return True
    takers |= names or {""}
    return False


def of_the_whole(lx: Sequence[Lexeme], h: int, sents: Sequence[Sequence[Lexeme]]) -> list[Lexeme]:
    """``How many of the children are girls?`` over ``There are 50 children ...``: ``How many
    girls are there?`` (the children are the story's whole: its first statement counts them,
    no other statement counts children, and girls are told nowhere: only the complement)."""
    out = list(lx)
    words = [t.word for t in out[h:]]
    if len(words) != 7 or words[:4] != ["how", "many", "of", "the"]:
        return out
    whole, aux, part = out[h + 4], out[h + 5], out[h + 6]
    if aux.word not in ("are", "were") or not whole.noun or part.noun in (None, whole.noun):
        return out
    told = _told(lx, h, sents)
    counted = [
        j
        for s in told
        for j in range(1, len(s))
        if s[j].noun == whole.noun and s[j - 1].sym == "NUM"
    ]
    if len(counted) != 1 or not any(t.noun == whole.noun for t in told[0]):
        return out  # "There are also 10 children in the pool": of which children?
    if any(t.noun == part.noun for s in told for t in s):
        return out  # "There are also 4 girls in the pool": among the children or besides?
    return [*out[: h + 2], part, aux, _w("there", aux.index)]


def than_fronted(lx: Sequence[Lexeme], h: int, sents: Sequence[Sequence[Lexeme]]) -> list[Lexeme]:
    """``how many more pencils than Clare does Jeanine have now?``: ``how many more pencils
    does Jeanine have than Clare now?`` (Clare a name the story tells)."""
    ws = _words()
    out = list(lx)
    words = [t.word for t in out]
    k = h + 3
    if words[h + 1 : k] != ["many", "more"] or words.count("than") != 1:
        return out
    if k + 5 >= len(out) or not out[k].noun or words[k + 1] != "than":
        return out
    other, aux, subj, verb = out[k + 2], out[k + 3], out[k + 4], out[k + 5]
    if other.sym != "NAME" or aux.word not in ws.ask_aux or subj.sym not in ("NAME", "PRON"):
        return out
    if not (verb.verb or verb.frame or verb.activity) or other.word == subj.word:
        return out
    if not any(t.sym == "NAME" and t.word == other.word for s in sents[:-1] for t in s):
        return out
    return [*out[: k + 1], aux, subj, verb, out[k + 1], other, *out[k + 6 :]]


def doubled_more(lx: Sequence[Lexeme], h: int) -> list[Lexeme]:
    """``how many more siblings does Janet have more than Carlos?`` (the second ``more``
    dropped); ``How many children more children are there than adults?`` (``How many more
    children ...``)."""
    out = list(lx)
    words = [t.word for t in out]
    if h + 5 >= len(words) or words[h + 1] != "many" or words.count("than") != 1:
        return out
    t = words.index("than")
    if words[h + 2] == "more" and words.count("more") == 2 and words[t - 1] == "more":
        if t - 1 > h + 4 and (out[t - 2].verb or out[t - 2].frame):
            return [*out[: t - 1], *out[t:]]
        return out
    noun = out[h + 2].noun
    if noun and words[h + 3 : h + 5] == ["more", words[h + 2]] and words.count("more") == 1:
        return [*out[: h + 2], out[h + 3], *out[h + 4 :]] if t > h + 5 else out
    return out


def total_paraphrase(lx: Sequence[Lexeme], h: int) -> list[Lexeme]:
    """``... do they all own put together?`` (``they all``: ``they``; ``put together``: ``in
    total``, dropped when the question already says ``total``); ``did the two friends combine
    to lose?``: ``did the two friends lose in total?``."""
    ws = _words()
    out = list(lx)
    words = [t.word for t in out]
    if words[h + 1 : h + 2] != ["many"] and words[h + 1 : h + 2] != ["much"]:
        return out
    if words[-2:] == ["put", "together"]:
        marked = bool(set(words[h:-2]) & ws.marked)
        at = out[-1].index
        tail = [] if marked else [_w("in", at), _w("total", at)]
        out = [*out[:-2], *tail]
        words = [t.word for t in out]
        hits = [k for k in range(h + 3, len(words) - 2) if words[k : k + 2] == ["they", "all"]]
        if len(hits) == 1 and (out[hits[0] + 2].verb or out[hits[0] + 2].frame):
            out = [*out[: hits[0] + 1], *out[hits[0] + 2 :]]
        return out
    if len(words) > h + 5 and words[-3:-1] == ["combine", "to"]:
        verb = out[-1]
        if not (verb.frame or verb.activity) or not {"did", "do", "will"} & set(words[h:]):
            return out
        if set(words[h:]) & (ws.marked | {"all"}):
            return out
        at = verb.index
        return [*out[:-3], verb, _w("in", at), _w("total", at)]
    return out


def _buyers(told: Sequence[Sequence[Lexeme]]) -> tuple[set[str], set[str], bool]:
    """The story's names, the kinds it counts (``4 pens``, ``a notebook``, ``as many pens``),
    and whether every act it tells is a buying (no holding told)."""
    ws = _words()
    names: set[str] = set()
    kinds: set[str] = set()
    only_buys = True
    for s in told:
        for j, t in enumerate(s):
            if t.sym == "NAME":
                names.add(t.word)
            if t.frame or t.activity or t.verb == "possession":
                only_buys = only_buys and t.lemma in ("buy", "purchase")
            if t.noun and j and (s[j - 1].sym == "NUM" or s[j - 1].word in ws.counting):
                k = j
                while k + 1 < len(s) and s[k + 1].noun:
                    k += 1  # "a pen case": a case, not a pen
                kinds.add(s[k].noun or t.noun)
    return names, kinds, only_buys


def spend_forms(lx: Sequence[Lexeme], h: int, sents: Sequence[Sequence[Lexeme]]) -> list[Lexeme]:
    """``How much did everything cost?`` of a story of one named buyer's buyings: ``How much
    did James spend?``; ``... spend (in total) on pens?`` when pens are the one kind the story
    buys: ``on pens`` dropped."""
    out = list(lx)
    words = [t.word for t in out[h:]]
    told = _told(lx, h, sents)
    if words == ["how", "much", "did", "everything", "cost"]:
        names, kinds, only_buys = _buyers(told)
        if len(names) != 1 or not kinds or not only_buys or _others(told):
            return out
        who = next(t for s in told for t in s if t.sym == "NAME")
        at = out[h + 3].index
        return [*out[: h + 3], who, _w("spend", at)]
    if len(words) < 6 or words[-2] != "on" or "spend" not in words:
        return out
    if out[-1].noun is None or words[1] != "much":
        return out
    _, kinds, _ = _buyers(told)
    if kinds != {out[-1].noun}:
        return out
    if any(t.lemma in ("spend", "pay") for s in told for t in s):
        return out  # "She pays $3 for parking": a spending besides the pens
    return out[:-2]


def pair_ages(lx: Sequence[Lexeme], h: int) -> list[Lexeme]:
    """``what is the sum of Maggie's and Ralph's ages?``: ``what is the sum of the ages of
    Maggie and Ralph?``."""
    out = list(lx)
    words = [t.word for t in out]
    if words[-8:-6] != ["sum", "of"] or words[-1] != "ages":
        return out
    a, pa, conj, b, pb = out[-6:-1]
    if a.sym != "NAME" or b.sym != "NAME" or conj.word != "and":
        return out
    if pa.word not in ("'s", "’s") or pb.word not in ("'s", "’s"):
        return out
    at = a.index
    ages = [_w("the", at), out[-1], _w("of", at)]
    return [*out[:-6], *ages, a, conj, b]


def forms7(lx: Sequence[Lexeme], h: int, sents: Sequence[Sequence[Lexeme]]) -> list[Lexeme]:
    """The question with this module's rewrites read (unchanged when none applies)."""
    ws = _words()
    if len(lx) < h + 5 or len(sents) < 2:
        return list(lx)
    words = {t.word for t in lx[h:]}
    if not words & ws.cues:
        return list(lx)
    out = list(lx)
    if "left" in words:
        out = left_in_place(out, h, sents)
    if "of" in words:
        out = of_the_whole(out, h, sents)
        out = pair_ages(out, h)
    if "than" in words:
        out = than_fronted(out, h, sents)
        out = doubled_more(out, h)
    if words & {"together", "combine"}:
        out = total_paraphrase(out, h)
    if words & {"everything", "on"}:
        out = spend_forms(out, h, sents)
    if not words & ws.cues7b:
        return out
    done: list[Lexeme] = _lazy("mathcore.organs.story.question_forms7b").forms7b(
        out, h, words, sents
    )
    return done
