# ruff: noqa: E501
"""Question forms over statements already read (GSM8K question sentences).

``told_span``: ``How many points did he score during both years?``, ``How much fuel did she
use in total for the two weeks?``. The trailing span (``for|during|over|in|on`` + ``both`` /
``the two`` / ``these two`` / ``those two`` / ``two`` / ``2`` + a plural time unit) names the
two times the story told; the ledger already sums every event of the asked kind, so the span
is dropped before the question frames read, only when all hold:

- the span ends the question, and no other time word, ``if``, ``when``, ``after`` or
  ``before`` is in the question, and the question asks an action (``did|does|do|will|were``
  with no possession verb: a state "for both weeks" is not a sum);
- every time word of the statements is part of a told time of that unit: ``this|last|next|
  first|second|following|previous|junior|senior ... week|year|month``; for days a weekday
  name (``on Monday``) or ``yesterday|today|tomorrow`` (never both families) or
  ``the first|second day``; no rate or span of the unit (``a day``, ``each week``,
  ``for 3 days``) anywhere in the story;
- every statement sentence with a number names at least one told time, and none says
  ``N more`` with no ``than`` (``This week he sold 3 more``: besides, or more than last week)
  or tells what is yet to be (``will``, ``going to``, ``would``);
- exactly two different told times.

``FORM_QUESTIONS``: ``How many more biscuits did she bake than butter cookies?``, ``How
many more oranges does he have than apples?``: the difference of one holder's two kinds,
``than`` after the verb (``q_more_kinds`` reads it before the verb); the answer is
``_ask_difference_k`` (each side bound to the holder and one kind).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from mathcore.organs.story.lexemes import Lexeme, lexicon
from mathcore.organs.story.model import Question
from mathcore.packs.loader import Pack, current_pack, pinned_now
from mathcore.results import Step

if TYPE_CHECKING:
    from fractions import Fraction

    from mathcore.organs.story.ledger import Ledger
    from mathcore.organs.story.model import Event, StorySetup

FORM_QUESTIONS = """\
q_spend_group | how much ?money did|does|do|will|would G:g F=decrement_frame/increment_frame:f T:t | ask=event holder=g kind=$ frame=f
q_money_group | how much money do|does|did|will|would G:g T:t0 V=possession T:t | ask=state holder=g kind=$
q_age_sum_of_in | what is|'s the sum of the ages of G:g in N:n year|years | ask=age_total holder=g qty=n as_frame=age_now timed=ok kind=@age
q_age_sum_of_will | what will be the sum of the ages of G:g in N:n year|years | ask=age_total holder=g qty=n as_frame=age_now timed=ok kind=@age
q_age_sum_their_is_in | what is|'s the sum of their ages in N:n year|years | ask=age_total holder=* qty=n as_frame=age_now timed=ok kind=@age
q_more_kinds_after | how many more K:k did|does|do|will H:s F=increment_frame/decrement_frame:f than K:k2 T:t | ask=difference_k holder=s kind=k other_kind=k2 frame=f
q_more_kinds_have | how many more K:k do|does|did H:s V=possession than K:k2 T:t | ask=difference_k holder=s kind=k other_kind=k2
"""

#: The word tables live in the pack (lexicon/story_question_forms8.jsonl), read once per pack
#: digest: ``span_time_unit`` (plural time units a span names, by their singular),
#: ``told_time_noun``, ``span_prep``, ``span_two_word``, ``span_det``, ``time_ordinal`` (words
#: that tell one time of a unit from another: "last week", "his senior year"), ``weekday``,
#: ``deictic_day``, ``span_blocker``, ``action_aux``, ``more_fewer_word``, ``yet_asked_word``
#: (a statement told as yet to be: a span of told times does not sum it, "He will sell 15
#: apples this year. How many did he sell during both years?"), ``yet_told_word``,
#: ``past_asked_word``, ``group_person_noun`` (plural person nouns that name the story's
#: people, with the gender a name must not have for each: "the two men" over "Ann and Tom"
#: refuses), ``other_person_noun`` (people a story may tell besides its names, and pets),
#: ``group_lead_word``, ``age_asked_word``, ``money_unit_noun`` (money units themselves: cents
#: beside dollars are a unit clash, refused elsewhere), ``place_prep``, ``place_det``,
#: ``total_tail_phrase`` and ``place_article``.


@dataclass(frozen=True, slots=True)
class _Words:
    units: dict[str, str]
    time_nouns: frozenset[str]
    preps: frozenset[str]
    counts: frozenset[str]
    dets: frozenset[str]
    ordinals: frozenset[str]
    weekdays: frozenset[str]
    deictic: frozenset[str]
    named_days: frozenset[str]
    blockers: frozenset[str]
    action_aux: frozenset[str]
    more: frozenset[str]
    yet: frozenset[str]
    yet_told: frozenset[str]
    past_asked: frozenset[str]
    persons: dict[str, str]
    group_leads: frozenset[str]
    other_people: frozenset[str]
    age_words: frozenset[str]
    money: frozenset[str]
    place_preps: frozenset[str]
    place_dets: frozenset[str]
    total_tails: tuple[tuple[str, ...], ...]
    articles: frozenset[str]


_WORDS: dict[str, _Words] = {}


def _valued(pack: Pack, category: str) -> dict[str, str]:
    """The forms of ``category``, each with its value ("" for none)."""
    return {f: pack.value(f, category) or "" for f in sorted(pack.words(category))}


def _words() -> _Words:
    """The pack's word tables of these question forms, built once per pack digest."""
    pack = pinned_now() or current_pack()
    hit = _WORDS.get(pack.digest)
    if hit is None:
        weekdays, deictic = pack.words("weekday"), pack.words("deictic_day")
        persons = _valued(pack, "group_person_noun")
        tails = sorted(pack.words("total_tail_phrase"))
        hit = _Words(
            units=_valued(pack, "span_time_unit"),
            time_nouns=pack.words("told_time_noun"),
            preps=pack.words("span_prep"),
            counts=pack.words("span_two_word"),
            dets=pack.words("span_det"),
            ordinals=pack.words("time_ordinal"),
            weekdays=weekdays,
            deictic=deictic,
            named_days=weekdays | deictic,
            blockers=pack.words("span_blocker"),
            action_aux=pack.words("action_aux"),
            more=pack.words("more_fewer_word"),
            yet=pack.words("yet_asked_word"),
            yet_told=pack.words("yet_told_word"),
            past_asked=pack.words("past_asked_word"),
            persons=persons,
            group_leads=pack.words("group_lead_word"),
            other_people=frozenset(persons) | pack.words("other_person_noun"),
            age_words=pack.words("age_asked_word"),
            money=pack.words("money_unit_noun"),
            place_preps=pack.words("place_prep"),
            place_dets=pack.words("place_det"),
            total_tails=tuple(tuple(t.split()) for t in tails),
            articles=pack.words("place_article"),
        )
        _WORDS.clear()
        _WORDS[pack.digest] = hit
    return hit


def other_people() -> frozenset[str]:
    """People a story may tell besides its names (with one of them "the two women" may count
    them), and pets (a name may be a pet's): the pack's ``group_person_noun`` and
    ``other_person_noun`` forms."""
    return _words().other_people


def _span(words: Sequence[str]) -> tuple[int, str] | None:
    """Where a trailing span starts and its unit (``for the two weeks`` -> (k, "week"))."""
    ws = _words()
    if len(words) < 4 or words[-1] not in ws.units:
        return None
    unit = ws.units[words[-1]]
    k = len(words) - 2
    if words[k] not in ws.counts:
        return None
    if words[k] != "both" and words[k - 1] in ws.dets:
        k -= 1
    if words[k - 1] not in ws.preps:
        return None
    return k - 1, unit


def _told_times(lx: Sequence[Lexeme], unit: str) -> set[str] | None:
    """The told times of ``unit`` in one statement sentence (None: a time word not one)."""
    ws = _words()
    told: set[str] = set()
    for i, t in enumerate(lx):
        w = t.word
        if unit == "day" and w in ws.named_days:
            told.add(w)
            continue
        if t.noun in ws.time_nouns or (t.time and w not in ws.named_days):
            prev = lx[i - 1].word if i else ""
            if t.noun != unit or w != unit or prev not in ws.ordinals:
                return None  # "a day", "for 3 days", "each week", "in the morning"
            told.add(f"{prev} {w}")
        elif t.time:  # a weekday or "yesterday" in a story of weeks or years
            return None
    return told


def _bare_more(lx: Sequence[Lexeme]) -> bool:
    """``This week he sold 3 more``: 3 besides, or 3 more than last week (two readings); a
    percentage (``30% more``) or a ``than`` names its base."""
    ws = _words()
    words = [t.word for t in lx]
    if "than" in words:
        return False
    return any(
        w in ws.more and (i == 0 or (lx[i - 1].sym != "PCT" and words[i - 1] != "percent"))
        for i, w in enumerate(words)
    )


def _story_times(sents: Sequence[Sequence[Lexeme]], unit: str) -> set[str] | None:
    ws = _words()
    times: set[str] = set()
    for lx in sents:
        told = _told_times(lx, unit)
        if told is None:
            return None
        if _bare_more(lx) or any(t.word in ws.yet for t in lx):
            return None
        counted = any(t.sym in ("NUM", "MONEY", "PCT") or t.mult is not None for t in lx)
        if counted and not told:
            return None
        times |= told
    if unit == "day" and times & ws.weekdays and times & ws.deictic:
        return None  # "on Monday" and "yesterday" may be one day
    return times


def told_span(lx: Sequence[Lexeme], h: int, sents: Sequence[Sequence[Lexeme]]) -> list[Lexeme]:
    """The question without a span naming the story's two told times (else unchanged)."""
    ws = _words()
    out = list(lx)
    if not out or out[-1].word not in ws.units:  # cheap: most questions end otherwise
        return out
    words = [t.word for t in out]
    span = _span(words)
    if span is None or h != 0 or len(sents) < 2:
        return out
    k, unit = span
    rest = out[:k]
    if any(t.time or t.word in ws.blockers or t.verb == "possession" for t in rest):
        return out
    if not any(t.word in ws.action_aux for t in rest):
        return out
    if any(t.word in ws.yet for t in rest):
        return out  # "How many books will she read in two months?": two months from now?
    times = _story_times(sents[:-1], unit)
    if times is None or len(times) != 2:
        return out
    return rest


def span_uncovered(
    asked: Sequence[Lexeme],
    h: int,
    sents: Sequence[Sequence[Lexeme]],
    q: Question,
    events: Sequence[Event],
) -> str | None:
    """Why a dropped span's two times are not both told of the asked action (None: they are,
    or no span was dropped). ``Tom scored 20 points last year. Ann scored 30 points this year.
    How many points did he score during both years?``: Tom's second year is not told (was
    answered 20). Each told time must be told of an event of the asked holder, verb and kind:
    its sentence tells that time alone (``Last week she used 20% less``), or the time lies in
    the event's clause (``sold 12 apples last week and 15 apples this week``)."""
    ws = _words()
    if not asked or asked[-1].word not in ws.units or len(told_span(asked, h, sents)) == len(asked):
        return None
    span = _span([t.word for t in asked])
    assert span is not None  # told_span dropped it
    return times_uncovered(span[1], sents, q, events)


def dropped_unit(before: Sequence[Lexeme], after: Sequence[Lexeme]) -> str | None:
    """The time unit of a trailing span a rewrite read away (``... during both years``,
    ``... across Saturday and Sunday`` read as ``in total``: year, day), or None."""
    ws = _words()
    if not before or [t.word for t in before] == [t.word for t in after]:
        return None
    last = before[-1]
    if last.time and last.noun is None and last.word in ws.named_days:
        return "day"
    return ws.units.get(last.word) if not last.time else None


def times_uncovered(
    unit: str,
    sents: Sequence[Sequence[Lexeme]],
    q: Question,
    events: Sequence[Event],
    any_kind: bool = False,
) -> str | None:
    """Why the story's told times of ``unit`` are not each told of the asked action (None:
    they are): the check of ``span_uncovered``, also for the spans question_forms6b reads
    (``any_kind``: an action of the asked holder and verb, of any kind, as when the pages read
    are asked over books read)."""
    wanted, covered = set[str](), set[str]()
    for i, lx in enumerate(sents[:-1]):
        times = _time_spots(lx, unit)
        wanted |= {w for w, _ in times}
        mine = [
            (int(m[2]), int(m[3]))
            for e in events
            if (m := _SOURCE.match(e.source))
            and int(m[1]) == i
            and e.holder == q.holder
            and e.frame == q.frame
            and (any_kind or q.kind.covers(e.kind))
        ]
        if mine and len({w for w, _ in times}) == 1:
            covered |= {w for w, _ in times}
        else:
            covered |= {w for w, at in times if any(a <= at <= b for a, b in mine)}
    return None if covered >= wanted else "a time of the span is not told of the asked action"


_SOURCE = re.compile(r"s(\d+)\[(\d+)-(\d+)\]")


def _time_spots(lx: Sequence[Lexeme], unit: str) -> list[tuple[str, int]]:
    """The told times of ``unit`` in one sentence, each with its token index."""
    ws = _words()
    spots: list[tuple[str, int]] = []
    for i, t in enumerate(lx):
        if unit == "day" and t.word in ws.named_days:
            spots.append((t.word, t.index))
        elif t.noun == unit and t.word == unit and i and lx[i - 1].word in ws.ordinals:
            spots.append((f"{lx[i - 1].word} {t.word}", t.index))
    return spots


def _group_at(lx: Sequence[Lexeme], k: int, ws: _Words) -> tuple[int, int, str] | None:
    """``the two men`` / ``all 3 of them`` at ``k``: (count, end, person noun or "")."""
    if lx[k].word not in ws.group_leads or k + 2 >= len(lx) or lx[k + 1].sym != "NUM":
        return None
    n = lx[k + 1].value
    if not isinstance(n, int) or not 2 <= n <= 5:
        return None
    nxt = lx[k + 2]
    if nxt.word == "of" and k + 3 < len(lx) and lx[k + 3].word == "them":
        return n, k + 4, ""
    if nxt.noun in ws.persons and nxt.word != nxt.noun:  # a plural person noun
        return n, k + 3, nxt.noun or ""
    return None


def named_group(lx: Sequence[Lexeme], h: int, sents: Sequence[Sequence[Lexeme]]) -> list[Lexeme]:
    """``How much money did the two men earn together?`` over a story naming exactly two
    people (``Salvadore``, ``Santo``): the group named (``Salvadore and Santo``), which the
    group rows read (each member must have acted). Unchanged when the story names another
    number of people, a titled person, another person word (``her mother``, ``two men``: they
    may be among the group), a name of the other gender, or, under a gendered noun (``men``,
    ``girls``), a name whose gender the pack does not know."""
    ws = _words()
    out = list(lx)
    if not any(t.word in ws.group_leads for t in out) or len(sents) < 2:  # cheap
        return out
    hits = [g for k in range(h, len(out)) if (g := _group_at(out, k, ws)) is not None]
    if len(hits) != 1:
        return out
    k = next(k for k in range(h, len(out)) if _group_at(out, k, ws) is not None)
    n, end, noun = hits[0]
    firsts: dict[str, Lexeme] = {}
    for sl in sents[:-1]:
        for t in sl:
            if t.title or t.noun in ws.other_people or t.word in ws.other_people:
                return out
            if t.sym == "NAME":
                firsts.setdefault(t.word, t)
    if any(t.sym == "NAME" and t.word not in firsts for t in out):
        return out  # "If Carlos has 20 cards and Ann has 5, ... the three have?": four named
    if len(firsts) != n or any(noun and t.gender == ws.persons[noun] for t in firsts.values()):
        return out
    if noun and ws.persons[noun] and any(t.gender not in ("f", "m") for t in firsts.values()):
        return out  # "the two women" over names of no known gender: who they are is a guess
    entries = lexicon().entries
    at = out[k].index
    names = [replace(t, index=at) for t in firsts.values()]
    comma, and_ = Lexeme(at, ",", ",", "PUNCT"), replace(entries["and"], index=at)
    joined: list[Lexeme] = []
    for j, t in enumerate(names):
        if j and n > 2:
            joined.append(comma)
        if j == n - 1:
            joined.append(and_)
        joined.append(t)
    return [*out[:k], *joined, *out[end:]]


def forms(lx: Sequence[Lexeme], h: int, sents: Sequence[Sequence[Lexeme]]) -> list[Lexeme]:
    """The question with this module's forms read (``told_span``, ``named_group``,
    ``told_place``, ``time_compared``)."""
    ws = _words()
    if not lx:
        return list(lx)
    if lx[-1].word in ws.units:  # cheap tests first: most questions meet none
        lx = told_span(lx, h, sents)
    if any(t.sym == "NUM" for t in lx):
        lx = named_group(lx, h, sents)
    if len(sents) > 1 and sents[0] and sents[0][0].word in ws.place_preps:
        lx = told_place(lx, h, sents)
    return time_compared(lx, h)


def lead_years(pre: Sequence[Lexeme], rest: Sequence[Lexeme]) -> bool:
    """``In three years, what is the sum of the ages of Josiah and Hans?``: a lead ``in N
    years`` before an age question is the question's own time, read at its end (``... in
    three years``, as the age rows read it). Only ``in`` + a number + ``year(s)`` and only
    before a question that asks an age (``old``, ``older``, ``younger``, ``age``, ``ages``)."""
    ws = _words()
    if len(pre) != 3 or pre[0].word != "in" or pre[2].word not in ("year", "years"):
        return False
    return pre[1].sym == "NUM" and any(t.word in ws.age_words for t in rest)


def no_coins_beside(led: Ledger, q: Question) -> None:
    """``Rita has $30 and 3 quarters. She buys a pen for $4. How much money does Rita have
    left?``: the money left counts the dollars only (answered 26, not 26.75); coins held by
    the asker (or by anyone, for a group or everyone) are money too, so the dollar ledger
    alone refuses. (``coin_money`` answers the stories of coins only.)"""
    ws = _words()
    from mathcore.organs.story.ledger import Halt
    from mathcore.organs.story.mawps_eq_asks import _worth

    anyone = q.holder.startswith("&") or q.holder == "*"
    for holder, kind in led.amounts:
        if (anyone or holder == q.holder) and kind.head not in ws.money and _worth(kind):
            raise Halt("question_target_unbound", f"{kind.label()}s held beside dollars")


def _place_end(words: Sequence[str]) -> tuple[int, int] | None:
    """Where a trailing place phrase starts and ends (before a total marker), or None."""
    ws = _words()
    end = len(words)
    for tail in ws.total_tails:
        if tuple(words[end - len(tail) :]) == tail:
            end -= len(tail)
            break
    k = end - 1
    while k > 0 and words[k] not in ws.place_preps:
        k -= 1
    if k <= 0 or end - k < 3 or words[k + 1] not in ws.place_dets:
        return None
    return k, end


def _lead_place(lx: Sequence[Lexeme]) -> tuple[str, ...] | None:
    """``On his farm, ...``: the words of a sentence's lead place (``his farm``), or None."""
    ws = _words()
    words = [t.word for t in lx]
    if len(words) < 4 or words[0] not in ws.place_preps or words[1] not in ws.place_dets:
        return None
    comma = words.index(",") if "," in words else -1
    if comma < 3 or any(w in ws.place_preps for w in words[comma + 1 :]):
        return None  # no lead, or another place phrase after it
    return tuple(words[1:comma])


def _same_place(lead: tuple[str, ...] | None, asked: tuple[str, ...]) -> bool:
    """The same place words; a possessive asked must be the lead's (``his farm`` is not
    ``her farm``; ``the farm`` is ``his farm``)."""
    ws = _words()
    if lead is None or lead[1:] != asked[1:] or len(asked) < 2:
        return False
    return asked[0] in ws.articles or asked[0] == lead[0]


def told_place(lx: Sequence[Lexeme], h: int, sents: Sequence[Sequence[Lexeme]]) -> list[Lexeme]:
    """``On his farm, Mr. Valentino has 200 chickens, twice as many ducks ... How many birds
    does Mr. Valentino have on the farm in total?``: every statement sentence opens with the
    same place (``On his farm,``), which scopes all of its clauses; the question's place names
    it again and is dropped. Unchanged unless every statement sentence opens with that place
    (its words; a possessive asked is the lead's: ``his farm`` is not ``her farm``) and names
    no other place after it, no statement tells what the place itself holds (``there are``),
    and the question does not ask the place's own holdings."""
    ws = _words()
    out = list(lx)
    if h != 0 or len(sents) < 2 or not any(t.word in ws.place_preps for t in out[3:]):
        return out
    words = [t.word for t in out]
    span = _place_end(words)
    if span is None:
        return out
    k, end = span
    asked = tuple(words[k + 1 : end])
    if any(not _same_place(_lead_place(s), asked) for s in sents[:-1]):
        return out
    if any(t.word == "there" for s in sents[:-1] for t in s):
        return out  # "On his farm, there are 20 cows": the place holds them, Tom's or not
    if words[2:k].count("there") or words[k - 1] in ("are", "is", "were", "was"):
        return out  # "How many cows are on the farm?": the place is the holder
    return [*out[:k], *out[end:]]


def _time_at(words: Sequence[str], k: int, ws: _Words) -> tuple[str, str, int] | None:
    """A told time starting at ``k`` (``on Saturday``, ``today``, ``last week``, ``in the
    first week``): (its words, its unit, its end), or None."""
    j = k + 1 if k < len(words) and words[k] in ("on", "in", "during") else k
    if j < len(words) and words[j] in ws.named_days:
        return words[j], "day", j + 1
    j = j + 1 if j < len(words) and words[j] == "the" else j
    unit = words[j + 1] if j + 1 < len(words) else ""
    if j < len(words) and words[j] in ws.ordinals and unit in ws.units.values():
        return f"{words[j]} {unit}", unit, j + 2
    return None


def _time_tail(words: Sequence[str], h: int) -> tuple[str, str, str, str, int] | None:
    """``how many more K ... on Saturday than Sunday``: (direction, T1, T2, unit, T1 start)."""
    ws = _words()
    if len(words) < h + 6 or words[h + 1] != "many" or words[h + 2] not in ws.more:
        return None
    if "than" not in words:
        return None
    than = len(words) - 1 - words[::-1].index("than")
    t2 = _time_at(words, than + 1, ws)
    if t2 is None or t2[2] != len(words):
        return None
    for k in range(h + 3, than):
        t1 = _time_at(words, k, ws)
        if t1 is not None and t1[2] == than and t1[1] == t2[1] and t1[0] != t2[0]:
            return words[h + 2], t1[0], t2[0], t1[1], k
    return None


def time_compared(lx: Sequence[Lexeme], h: int) -> list[Lexeme]:
    """``How many more raffle tickets were sold on Saturday than Sunday?`` read as the event
    question ``How many raffle tickets were sold`` (``time_diff`` then asks the difference of
    the two told times); unchanged when the question does not end so."""
    out = list(lx)
    if "than" not in {t.word for t in out}:  # cheap
        return out
    tail = _time_tail([t.word for t in out], h)
    if tail is None:
        return out
    return [*out[: h + 2], *out[h + 3 : tail[4]]]


def time_diff(
    asked: Sequence[Lexeme],
    h: int,
    sents: Sequence[Sequence[Lexeme]],
    q: Question,
    events: Sequence[Event],
) -> Question | str:
    """The event question ``q`` read from a time comparison (``time_compared``) as the
    difference of the asked actions at the two told times, or why it is not read (or ``q``
    itself when the question is no time comparison). Each statement sentence holding an asked
    action must tell exactly one time of the unit (no rate, no other time word); both compared
    times must be told of an asked action. ``Question.other`` carries the sentences of each
    time (``@more:0,2|1``)."""
    ws = _words()
    if not asked or "than" not in {t.word for t in asked}:
        return q
    tail = _time_tail([t.word for t in asked], h)
    if tail is None:
        return q
    direction, t1, t2, unit, _k = tail
    if q.ask != "event":
        return "a time comparison that asks no action"
    sides: dict[str, list[int]] = {t1: [], t2: []}
    every: set[str] = set()
    for i, lx in enumerate(sents[:-1]):
        mine = [e for e in events if _sentence(e) == i and _asked(q, e)]
        times = _told_times(lx, unit)
        if times is None:
            return "a time word that is no told time of the compared unit"
        every |= times
        if every & ws.weekdays and every & ws.deictic:
            return "a weekday and 'yesterday' may be one day"
        if not mine:
            continue
        if len(times) != 1:
            return "an asked action told at no single time"
        if _bare_more(lx):  # "On Tuesday, she sold 5 more": besides, or more than Monday
            return "'more' with no 'than' at a compared time"
        told = next(iter(times))
        if told in sides:
            sides[told].append(i)
    if not sides[t1] or not sides[t2]:
        return "a compared time is not told of the asked action"
    code = f"@{direction}:{','.join(map(str, sides[t1]))}|{','.join(map(str, sides[t2]))}"
    return Question("time_diff", q.holder, q.kind, code, q.frame, None, None, q.source, q.rule)


def _sentence(e: Event) -> int:
    m = _SOURCE.match(e.source)
    return int(m[1]) if m else -1


def _asked(q: Question, e: Event) -> bool:
    from mathcore.organs.story.gsm_questions import by_holder

    return e.frame == q.frame and by_holder(q.holder, e.agent) and q.kind.covers(e.kind)


def time_diff_answer(led: Ledger, setup: StorySetup) -> tuple[Fraction, list[Step]]:
    """``time_diff``: the asked actions told at the first time less those at the second
    (``more``), or the reverse (``fewer``, ``less``); each side summed as an event question
    over its sentences' events; a negative difference refuses."""
    from mathcore.exact import normalize
    from mathcore.organs.story.answers import _events
    from mathcore.organs.story.ledger import Halt, _gate

    q = setup.question
    direction, _, spans = q.other[1:].partition(":")
    first, _, second = spans.partition("|")
    asked = replace(q, ask="event", other="")
    sums: list[tuple[Fraction, list[Step]]] = []
    for side in (first, second):
        keep = {int(x) for x in side.split(",")}
        evs = tuple(e for e in setup.events if _sentence(e) in keep or not _asked(q, e))
        sums.append(_events(led, replace(setup, events=evs, question=asked)))
    (a, sa), (b, sb) = sums if direction == "more" else sums[::-1]
    _gate("story_difference")
    if a < b:
        raise Halt("negative_quantity", "the difference is negative")
    step = Step("subtract", (normalize(a), normalize(b)), normalize(a - b), "difference", q.source)
    return a - b, [*sa, *sb, step]


def past_over_yet(events: Sequence[Event], q: Question) -> None:
    """``Tom sold 12 apples. He will sell 15 apples tomorrow. How many apples did he sell?``
    (answered 27): a question asked of the past (did/was/were/had, no will/would/going) over
    a change of a told amount told as yet to be (will, going to, tomorrow) refuses. A change
    of an unknown amount (``Park workers will plant walnut trees today. When they are
    finished there will be 55 ... How many did they plant?``: the asked amount, solved) and
    ages (``In 5 years, Tom will be 20``) are left as they are read."""
    ws = _words()
    asked = set(q.source.partition(": ")[2].lower().split())
    if not asked & ws.past_asked or asked & ws.yet or q.kind.head == "age":
        return
    from mathcore.organs.story.conditions import CHANGES
    from mathcore.organs.story.reader import Stop

    for e in events:
        if e.op not in CHANGES or e.qty is None or e.kind.head == "age":
            continue  # "Workers will plant trees today. ... How many did they plant?": solved
        if set(e.source.partition(": ")[2].lower().split()) & ws.yet_told:
            raise Stop(
                "unreadable_question", "asked in the past, told as yet to be", "question_target"
            )
