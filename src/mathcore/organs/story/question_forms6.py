# ruff: noqa: E501
"""Question sentences over statements already read, round 6 (docs/story_questions6.md).

Each construction reads a GSM8K question shape whose statements the organ already reads;
each is a rewrite of the question's lexemes into a form the question rows read, or a row
with its own ask, and each refuses (leaves the question unchanged) when a guard fails:

- ``age_avg``: ``What is their average age?``, ``Calculate the average age of the three``:
  the sum of the ages (``age_total``) over the number of members; ``the N`` must be
  exactly the story's N aged people (the ``their`` checks of ``gsm_time_age.asked``).
- ``age_gap``: ``What is the age difference between her brother and her sister?``: the two
  ages, the larger less the smaller (both must be known; never negative).
- ``unit_restated``: ``How much does Billy weigh, in pounds?``, ``How much older is Andy
  than Rahim, right now, in years?``: ``how much`` with a unit restated at the question's
  end reads as ``how many <unit>`` (``How many pounds does Billy weigh?``); only plural
  units of weight, length, time or age, never money (``gsm_near.drop_dollars``).
- ``money_left``: ``How much of his money remains?``, ``How much of her savings have left?``,
  ``How much is left in her account?``: read as ``How much money does he/she have left?``;
  ``savings`` only when every statement that tells money tells saving or spending; ``in her
  account`` only when a statement tells money ``in her account``.

Every rewrite starts with a cheap test on the question's words (a frozenset meet).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from fractions import Fraction
from itertools import pairwise
from typing import TYPE_CHECKING

from mathcore.exact import normalize
from mathcore.organs.story.lexemes import Lexeme, lexicon
from mathcore.packs.loader import Pack, PerPack
from mathcore.results import Step

if TYPE_CHECKING:
    from mathcore.organs.story.ledger import Ledger
    from mathcore.organs.story.model import StorySetup

_Q = "timed=ok kind=@age"
_OPEN = "what is|'s"

QUESTIONS6 = f"""
q6_age_avg_their | {_OPEN} their average age ?now | ask=age_avg holder=* as_frame=age_now {_Q}
q6_age_avg_the_n | {_OPEN} the average age of the N:n ?now | ask=age_avg holder=* qty=n as_frame=age_now {_Q}
q6_age_avg_of | {_OPEN} the average age of G:g ?now | ask=age_avg holder=g as_frame=age_now {_Q}
q6_calc_age_avg_the_n | calculate the average age of the N:n ?now | ask=age_avg holder=* qty=n as_frame=age_now {_Q}
q6_calc_age_avg_their | calculate their average age ?now | ask=age_avg holder=* as_frame=age_now {_Q}
q6_age_gap | {_OPEN} the age difference between H:s and O:o ?now | ask=age_gap holder=s other=o as_frame=age_now {_Q}
q6_more_than_group | how many more K?:k do|does|did H:s V=possession than ?both G:og combined|together | ask=difference holder=s other=og kind=k
q6_more_than_group_ev | how many more K?:k did|does|do H:s V=act|F=increment_frame/decrement_frame:f than ?both G:og combined|together | ask=difference holder=s other=og kind=k
q6_age_gap_in | {_OPEN} the difference in age|ages between H:s and O:o ?now | ask=age_gap holder=s other=o as_frame=age_now {_Q}
"""


def _members(setup: StorySetup) -> list[str]:
    q = setup.question
    if q.holder.startswith("&"):
        return sorted(q.holder[1:].split("&"))
    return sorted({h for e in setup.events for h in (e.holder, e.other) if h})


def age_avg(led: Ledger, setup: StorySetup) -> tuple[Fraction, list[Step]]:
    """``What is their average age?``: the sum of the members' ages over their number;
    ``the three`` must count exactly the members."""
    from mathcore.organs.story.gsm_time_age_asks import _ask_age_total
    from mathcore.organs.story.ledger import Halt, _gate

    q = setup.question
    members = _members(setup)
    if q.qty is not None and Fraction(q.qty) != len(members):
        raise Halt("question_target_unbound", "'the N' counts another number of people")
    if len(members) < 2:
        raise Halt("question_target_unbound", "an average of one age")
    total, steps = _ask_age_total(
        led, replace(setup, question=replace(q, ask="age_total", qty=None))
    )
    _gate("story_equal_share")  # the total shared equally among the members
    avg = total / len(members)
    step = Step("divide", (normalize(total), len(members)), normalize(avg), "average age", q.source)
    return avg, [*steps, step]


def age_gap(led: Ledger, setup: StorySetup) -> tuple[Fraction, list[Step]]:
    """``What is the age difference between A and B?``: the larger age less the smaller."""
    from mathcore.organs.story.answers import _state
    from mathcore.organs.story.gsm_time_age_asks import _age_now
    from mathcore.organs.story.gsm_time_age_sum import AGE
    from mathcore.organs.story.ledger import _gate

    q = setup.question
    mine, steps = _age_now(led, setup)
    theirs, other_steps = _state(led, q.other, AGE)
    _gate("story_difference")
    a, b = (mine, theirs) if mine >= theirs else (theirs, mine)
    step = Step("subtract", (normalize(a), normalize(b)), normalize(a - b), "age gap", q.source)
    return a - b, [*steps, *other_steps, step]


ASKS6 = {"age_avg": age_avg, "age_gap": age_gap}


_MADE: dict[tuple[str, str], Lexeme] = {}


def _w(word: str, at: int) -> Lexeme:
    """``word`` categorized as the reader categorizes it in a sentence (``she`` a ``PRON``),
    placed at token ``at`` (a rewrite's new word); built once per pack."""
    lex = lexicon()
    made = _MADE.get((lex.digest, word))
    if made is None:
        from mathcore.organs.story.clauses import split_sentences
        from mathcore.organs.story.lexemes import categorize

        made = categorize(split_sentences(word)[0][0], lex)[0][0]
        _MADE[(lex.digest, word)] = made
    return replace(made, index=at)


#: The word tables live in the pack (lexicon/story_question_forms6_words.jsonl), read once
#: per pack digest: ``money_unit_noun`` (units a ``how much`` question may not restate at
#: its end), ``possessive_subject`` (his -> he), ``possessive_clitic``, ``save_word``,
#: ``spend_word_form``, ``money_gain_word`` (money that comes from elsewhere than saving or
#: the account named: with one of these the money asked may be more than what was saved or
#: put there), ``money_place_noun`` (places money is kept: one told beside the asked one, or
#: beside savings, is other money), ``account_noun``, ``left_cue``, ``elided_than_cue``,
#: ``all_tail_cue``, ``total_marker_cue``, ``farther_word``, ``elided_ask_aux``,
#: ``total_tail_phrase`` (the total markers a question may move), ``marker_word``,
#: ``question_aux``, ``weight_unit``, ``all_tail_phrase``, ``not_counted_word`` and
#: ``third_place_word``.


@dataclass(frozen=True, slots=True)
class _Words:
    money_units: frozenset[str]
    subject: dict[str, str]
    poss: frozenset[str]
    save: frozenset[str]
    spend: frozenset[str]
    gain: frozenset[str]
    money_places: frozenset[str]
    accounts: frozenset[str]
    left_cues: frozenset[str]
    elided_cues: frozenset[str]
    tail_cues: frozenset[str]
    moved_cues: frozenset[str]
    farther: frozenset[str]
    ask_aux: frozenset[str]
    markers: tuple[tuple[str, ...], ...]
    marker_words: frozenset[str]
    aux: frozenset[str]
    weights: frozenset[str]
    all_tails: tuple[tuple[str, ...], ...]
    not_counted: frozenset[str]
    more_places: frozenset[str]


def _build_words(pack: Pack) -> _Words:
    """The pack's word tables of this module."""
    return _Words(
        money_units=pack.words("money_unit_noun"),
        subject={
            f: pack.value(f, "possessive_subject") or ""
            for f in sorted(pack.words("possessive_subject"))
        },
        poss=pack.words("possessive_clitic"),
        save=pack.words("save_word"),
        spend=pack.words("spend_word_form"),
        gain=pack.words("money_gain_word"),
        money_places=pack.words("money_place_noun"),
        accounts=pack.words("account_noun"),
        left_cues=pack.words("left_cue"),
        elided_cues=pack.words("elided_than_cue"),
        tail_cues=pack.words("all_tail_cue"),
        moved_cues=pack.words("total_marker_cue"),
        farther=pack.words("farther_word"),
        ask_aux=pack.words("elided_ask_aux"),
        markers=tuple(tuple(m.split()) for m in sorted(pack.words("total_tail_phrase"))),
        marker_words=pack.words("marker_word"),
        aux=pack.words("question_aux"),
        weights=pack.words("weight_unit"),
        all_tails=tuple(tuple(t.split()) for t in sorted(pack.words("all_tail_phrase"))),
        not_counted=pack.words("not_counted_word"),
        more_places=pack.words("third_place_word"),
    )


#: Built once per pack digest (``packs.loader.PerPack``).
_words = PerPack(_build_words)


def _restated_unit(words: Sequence[str], lx: Sequence[Lexeme]) -> tuple[int, int] | None:
    """Where ``, in <unit>`` sits: at the end, or set off by commas inside (start, end)."""
    ws = _words()
    hits = [k for k in range(1, len(words) - 1) if words[k] == "in" and words[k - 1] == ","]
    if len(hits) != 1:
        return None
    k = hits[0]
    unit = lx[k + 1]
    measure = unit.unit or ("year" if unit.word == "years" else None)  # ages: "in years"
    if measure is None or measure in ws.money_units or unit.word == unit.noun:
        return None  # a plural unit of weight, length, volume or time only
    if k + 2 == len(words):
        return k - 1, k + 2
    if words[k + 2] == ",":
        return k - 1, k + 3
    return None


def unit_restated(lx: Sequence[Lexeme], h: int) -> list[Lexeme]:
    """``How much does Billy weigh, in pounds?`` as ``How many pounds does Billy weigh?``;
    ``..., right now, in years?``: ``right now`` is ``now``. Unchanged unless ``how much``
    is followed by no noun (``how much money``, ``how much flour`` are left alone)."""
    out = list(lx)
    words = [t.word for t in out]
    if h + 2 >= len(words) or words[h + 1] != "much" or out[h + 2].noun is not None:
        return out
    span = _restated_unit(words, out)
    if span is None:
        return out
    unit = out[span[0] + 2]
    out = [*out[: span[0]], *out[span[1] :]]
    words = [t.word for t in out]
    if words[-3:] == [",", "right", "now"]:  # "..., right now" (the idiom): "now"
        out = [*out[:-3], out[-1]]
    return [*out[: h + 1], _w("many", out[h + 1].index), unit, *out[h + 2 :]]


def _owner(out: Sequence[Lexeme], k: int) -> tuple[Lexeme, int] | None:
    """The owner named at ``k`` (``his``, ``her``, ``their``, ``Lily 's``): the subject
    lexeme it becomes and where the owner ends."""
    ws = _words()
    t = out[k]
    if t.word in ws.subject:
        return _w(ws.subject[t.word], t.index), k + 1
    if t.sym == "NAME" and k + 1 < len(out) and out[k + 1].word in ws.poss:
        return t, k + 2
    return None


def _money_told_only(sents: Sequence[Sequence[Lexeme]], told: frozenset[str], noun: str) -> bool:
    """Every statement that tells money (an amount, or a gain word) tells it with one of
    ``told`` (saving) or ``in ... <noun>`` (the account), or spends it."""
    ws = _words()
    for lx in sents[:-1]:
        words = [t.word for t in lx]
        if set(words) & ws.money_places - {noun}:
            return False  # "She paid $10 cash", "... from her piggy bank": money elsewhere
        places = [words[j + 1 : j + 5] for j, w in enumerate(words) if w in ("in", "into")]
        if noun and places and all(noun in p for p in places):
            continue  # "Lily had $55 in her account" (and no "in her wallet" beside it)
        has_money = any(t.sym == "MONEY" for t in lx)
        if noun and has_money and places:
            return False  # money told in another place
        if set(words) & ws.gain or (has_money and not set(words) & (told | ws.spend)):
            return False
    return True


def money_left(lx: Sequence[Lexeme], h: int, sents: Sequence[Sequence[Lexeme]]) -> list[Lexeme]:
    """``how much of his money remains``, ``how much of her savings have left``, ``how much
    (money) is left in her account`` as ``how much money does he/she have left``."""
    ws = _words()
    out = list(lx)
    words = [t.word for t in out]
    if h + 4 >= len(words) or words[h + 1] != "much":
        return out
    k = h + 2
    if words[k] == "of":  # "of his money remains", "of her savings is left"
        got = _owner(out, k + 1)
        if got is None or got[1] >= len(words) or words[got[1]] not in ("money", "savings"):
            return out
        subj, k = got[0], got[1] + 1
        if words[k - 1] == "savings" and not _money_told_only(sents, ws.save, ""):
            return out
        if words[k : k + 1] == ["remains"] or words[k : k + 1] == ["remain"]:
            end = k + 1
        elif words[k : k + 2] in (
            ["is", "left"],
            ["are", "left"],
            ["has", "left"],
            ["have", "left"],
        ):
            end = k + 2
        else:
            return out
    else:  # "(money) is left in her account", "(money) remains in Lily 's account"
        k += words[k] == "money"
        if words[k : k + 3] in (["is", "left", "in"], ["is", "still", "left"]):
            k += 3 if words[k + 2] == "in" else 4
            if words[k - 1] != "in":
                return out
        elif words[k : k + 2] == ["remains", "in"]:
            k += 2
        else:
            return out
        got = _owner(out, k) if k < len(words) else None
        if got is None or got[1] + 1 != len(words) or words[-1] not in ws.accounts:
            return out
        if not _money_told_only(sents, frozenset(), words[-1]):
            return out
        subj, end = got[0], len(words)
    at = out[h].index
    aux = "do" if subj.word == "they" else "does"
    have = "have"
    new = [_w("money", at), _w(aux, at), subj, _w(have, at), _w("left", at)]
    return [*out[: h + 2], *new, *out[end:]]


def forms6(lx: Sequence[Lexeme], h: int, sents: Sequence[Sequence[Lexeme]]) -> list[Lexeme]:
    """The question with this module's rewrites read (unchanged when none applies)."""
    ws = _words()
    if len(lx) < h + 4 or len(sents) < 2:
        return list(lx)
    words = {t.word for t in lx}
    out = list(lx)
    if "much" in words:
        if words & ws.left_cues:
            out = money_left(out, h, sents)
        if "in" in words and "," in words:
            out = unit_restated(out, h)
        if "weigh" in words:
            out = each_weighs(out, h, sents)
    elif words & ws.elided_cues:
        out = elided_than(out, h, sents)
    if words & ws.moved_cues:
        out = move_marker(out, h)
    if words & ws.tail_cues:
        out = told_all(out, h, sents)
    return out


def _two_names(sents: Sequence[Sequence[Lexeme]]) -> list[Lexeme] | None:
    """The story's two named people, in order, when it names exactly two, no titled person,
    no other person word (``her friend``) and no told time (``on Monday``: more than then?)."""
    from mathcore.organs.story.question_forms import other_people

    people = other_people()

    firsts: dict[str, Lexeme] = {}
    for sl in sents:
        for t in sl:
            if t.title or t.time or t.noun in people or t.word in people:
                return None
            if t.sym == "NAME":
                firsts.setdefault(t.word, t)
    return list(firsts.values()) if len(firsts) == 2 else None


def _bare_more(lx: Sequence[Lexeme]) -> bool:
    from mathcore.organs.story.question_forms import _bare_more as bare

    return bare(lx)


def _told_acts(told: Sequence[Sequence[Lexeme]], lemma: str) -> int:
    """How many times the statements tell the asked verb, a relative clause's base (``the
    pages that Beatrix read``) left out."""
    count = 0
    for sl in told:
        for j, t in enumerate(sl):
            if t.lemma == lemma and not (j > 1 and sl[j - 2].word in ("that", "which")):
                count += 1
    return count


def elided_than(lx: Sequence[Lexeme], h: int, sents: Sequence[Sequence[Lexeme]]) -> list[Lexeme]:
    """``How many more pages did Cristobal read?``, ``How many miles farther did Tamika
    drive?`` over a story of exactly two named people: ``than`` the other one, at the end."""
    ws = _words()
    out = list(lx)
    words = [t.word for t in out]
    if "than" in words or "if" in words[h:] or h + 7 != len(words) or words[h + 1] != "many":
        return out
    if words[h + 2] == "more":  # "how many more K did A V"
        head = out[: h + 4]
        aux = h + 4
    elif words[h + 3] in ws.farther:  # "how many miles farther did A V"
        head = [*out[: h + 2], _w("more", out[h + 3].index), out[h + 2]]
        aux = h + 4
    else:
        return out
    if aux + 3 != len(words) or words[aux] not in ws.ask_aux or out[aux + 1].sym != "NAME":
        return out
    told = [*sents[:-1], out[:h]]  # a lead condition's names and amounts count too
    names = _two_names(told)
    if names is None or out[aux + 1].word not in {t.word for t in names}:
        return out
    if any(_bare_more(sl) for sl in told):  # "Then Ann read 5 more pages": more than what?
        return out
    if out[-1].verb == "possession" and any(t.frame for sl in told for t in sl):
        return out  # "Ann finds 3 marbles. How many more marbles does Ann have?": than before?
    if out[-1].verb != "possession" and _told_acts(told, out[-1].lemma) > 2:
        return out  # "Ann read 15 pages. Later she read 4 pages.": more than before?
    other = next(t for t in names if t.word != out[aux + 1].word)
    than = _w("than", out[-1].index)
    return [*head, *out[aux:], than, replace(other, index=out[-1].index)]


def move_marker(lx: Sequence[Lexeme], h: int) -> list[Lexeme]:
    """``How many cookies altogether did Mona, Jasmine, and Rachel bring to share in class?``
    as ``How many cookies did ... bring to share in class altogether?``: a total marker right
    before the question's auxiliary, moved to the end (the one marker of the question)."""
    ws = _words()
    out = list(lx)
    words = [t.word for t in out]
    if h + 1 >= len(words) or words[h + 1] not in ("many", "much"):
        return out
    for m in range(h + 3, min(h + 7, len(words) - 2)):
        for mk in ws.markers:
            end = m + len(mk)
            if tuple(words[m:end]) != mk or end >= len(words) or words[end] not in ws.aux:
                continue
            if any(t.verb or t.frame for t in out[h + 2 : m]):
                return out  # the marker is not right after the asked kind
            if set(words[end:]) & ws.marker_words:
                return out  # another marker, or a condition after it
            return [*out[:m], *out[end:], *out[m:end]]
    return out


def each_weighs(lx: Sequence[Lexeme], h: int, sents: Sequence[Sequence[Lexeme]]) -> list[Lexeme]:
    """``How much does each pile weigh?`` as ``How many ounces are in each pile?`` when every
    weight the story tells is in that one unit (``36 ounces of jelly beans``); the per-part
    rows then read it (an equal share of the one amount)."""
    ws = _words()
    out = list(lx)
    words = [t.word for t in out]
    if words[h:][:4] != ["how", "much", "does", "each"] or words[-1] != "weigh":
        return out
    if len(words) != h + 6 or out[h + 4].noun is None:
        return out  # "each pile": one noun
    units = {t.unit for sl in sents[:-1] for t in sl if t.unit in ws.weights}
    plural = [t for sl in sents[:-1] for t in sl if t.unit in units and t.word != t.noun]
    if len(units) != 1 or not plural:
        return out
    at = out[h + 2].index
    unit = replace(plural[0], index=at)
    new = [_w("many", at), unit, _w("are", at), _w("in", at), out[h + 3], out[h + 4]]
    return [*out[: h + 1], *new]


def _heads(sents: Sequence[Sequence[Lexeme]]) -> set[str]:
    """The count nouns the statements tell (units of measure, time and money left out)."""
    ws = _words()
    return {
        t.noun
        for sl in sents
        for t in sl
        if t.noun
        and t.sym == "WORD"
        and not (t.unit or t.time or t.mult is not None)
        and t.noun not in ws.not_counted
    }


def _two_told(told: Sequence[Sequence[Lexeme]], noun: str) -> bool:
    """``both warehouses``: the story tells two of them (``two warehouses``, or ``the first``
    and ``the second``) and no third."""
    ws = _words()
    words = [t.word for sl in told for t in sl]
    if set(words) & ws.more_places:
        return False
    pairs = {(a.word, b.noun) for sl in told for a, b in pairwise(sl)}
    return ("two", noun) in pairs or ("2", noun) in pairs or {"first", "second"} <= set(words)


def told_all(lx: Sequence[Lexeme], h: int, sents: Sequence[Sequence[Lexeme]]) -> list[Lexeme]:
    """``... how many dots are there in total for all the ladybugs?``, ``... how many boxes
    are there in both warehouses combined?``: a trailing ``for all the K`` / ``in both K``
    that names every K the story tells is dropped, only when the story counts nothing but the
    asked kind and K (``each ladybug has 6 dots``, ``the first warehouse has 400 boxes``)."""
    ws = _words()
    out = list(lx)
    words = [t.word for t in out]
    if h + 3 >= len(words) or words[h + 1] != "many" or out[h + 2].noun is None:
        return out
    end = len(words) - (words[-1] in ("combined", "altogether", "together"))
    for tail in ws.all_tails:
        k = end - len(tail) - 1
        if k <= h + 3 or tuple(words[k : end - 1]) != tail:
            continue
        noun = out[end - 1]
        if noun.noun is None or noun.word == noun.noun or noun.noun == out[h + 2].noun:
            return out  # a plural noun, not the asked kind
        told = [*sents[:-1], out[:h]]  # a lead condition too
        if _heads(told) != {noun.noun, out[h + 2].noun}:
            return out
        if tail == ("in", "both") and not _two_told(told, noun.noun):
            return out
        return [*out[:k], *out[end:]]
    return out
