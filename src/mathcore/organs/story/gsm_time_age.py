# ruff: noqa: E501
"""Ages (gsm_time): how old someone is, told directly or through another's age.

Statements (clause rows, read before the kind is resolved: ``resolve.PCT_SPLIT``):

- ``Li is 12 years old`` / ``Jacob is 24 years now``: a ``has`` of the kind ``age``;
- ``If Tyson is 20, ...``: a bare number is an age only in a story already of ages;
- ``Jung is 2 years older than Zhang`` (``younger``): a ``more`` / ``fewer`` of ages;
- ``Zhang is twice as old as Li``, ``half the age of Robert``, ``twice Joe's age``,
  ``twice his age``, ``Noah's age is twice Joe's age``: a ``times`` of ages;
- ``In 2 years, Claire will be 20 years old``: her age now is 20 - 2.

Questions: ``How old is|was X (now)?`` (``age``), ``How old will X be in|after N years`` /
``N years from now`` (``age_in``), ``next year`` (``age_next``), ``How old was X N years ago``
(``age_ago``), ``How old will X be when Y is N (years old)?`` (``age_when``).

Guards (each refuses rather than guesses): ``N times older`` / ``times younger`` is never
read (it means N or N + 1 times by author); an age told in the past tense (``was``) and one in
the present never mix, and a question in the future (``will be``) or asking ``ago`` rests on
present ages only; a relation at another time (``In 5 years, Raven will be 4 times as old
as Phoebe``) has no row; ages are whole (the solver's count check).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from fractions import Fraction
from typing import Any

from mathcore.exact import normalize
from mathcore.organs.story.gsm_time_age_sum import AGE_SUM_ROWS, age_sum
from mathcore.organs.story.lazy import module as _lazy
from mathcore.organs.story.model import Event, Kind
from mathcore.packs.loader import Pack, PerPack

AGE = Kind("age")  # the same kind as gsm_time_age_sum.AGE

_IS = "is|was:tense ?currently|now|only"
#: A relation at another time: ``In 5 years, Raven will be``, ``Two years ago, Jared was``.
_WHEN = {
    "in": "in|after N:m ?more year|years ?, H:s will:then be",
    "from_now": "N:m year|years from now ?, H:s will:then be",
    "ago": "N:m year|years ago ?, H:s was:then ?only",
}
_THEN_ROWS = """
age_then_times_{w} | {lead} X:n as old as O:o | op=age_then holder=s other=o kind=k qty=n
age_then_times_now_{w} | {lead} X:n as old as O:o is now|today|currently:now | op=age_then holder=s other=o kind=k qty=n
age_then_times_of_{w} | {lead} X:n the age of O:o | op=age_then holder=s other=o kind=k qty=n
age_then_times_poss_{w} | {lead} X:n P:o 's|’s age | op=age_then holder=s other=o kind=k qty=n
"""

AGE_CLAUSES = f"""
age_is | H:s {_IS} N:n year|years ?old ?now|today|currently | op=age_is holder=s kind=k qty=n
age_bare | H:s {_IS} N:n ?now|today|currently|then | op=age_bare holder=s kind=k qty=n
age_cmp | H:s {_IS} N:n year|years older|younger:dir than O:o ?is|was|does:otense ?now|today|currently | op=age_cmp holder=s other=o kind=k qty=n
age_times | H:s {_IS} X:n as old as O:o ?is|was|does:otense ?now|today|currently | op=age_times holder=s other=o kind=k qty=n
age_times_of | H:s {_IS} X:n the age of O:o | op=age_times holder=s other=o kind=k qty=n
age_times_poss | H:s {_IS} X:n P:o 's|’s|'|’ age ?then | op=age_times holder=s other=o kind=k qty=n
age_times_pron | H:s {_IS} X:n his|her:o age | op=age_times holder=s other=o kind=k qty=n
age_poss_times | P:s 's|’s|'|’ age ?now is|was:tense X:n P:o 's|’s|'|’ age | op=age_times holder=s other=o kind=k qty=n
age_poss_is | P:s 's|’s|'|’ age ?now is|was:tense ?now N:n ?year|years ?old | op=age_is holder=s kind=k qty=n
age_affine | H:s {_IS} N:n ?year|years more|less|older|younger:dir than X:f the age of O:o | op=age_affine holder=s other=o kind=k qty=n
age_affine_poss | H:s {_IS} N:n ?year|years more|less|older|younger:dir than X:f P:o 's|’s|'|’ age | op=age_affine holder=s other=o kind=k qty=n
age_affine_pron | H:s {_IS} N:n ?year|years more|less|older|younger:dir than X:f his|her:o age | op=age_affine holder=s other=o kind=k qty=n
age_affine_as | H:s {_IS} N:n ?year|years more|less|older|younger:dir than X:f as old as O:o ?is|was:otense ?now|today|currently | op=age_affine holder=s other=o kind=k qty=n
age_in | in|after N:m ?more year|years ?, H:s will be N:n ?year|years ?old | op=age_in holder=s kind=k qty=n
age_ago | H:s was|turned N:n ?year|years ?old N:m year|years ago | op=age_ago holder=s kind=k qty=n
age_ago_lead | N:m year|years ago ?, H:s was|turned N:n ?year|years ?old | op=age_ago holder=s kind=k qty=n
age_in_tail | H:s will be|turn N:n ?year|years ?old in|after N:m year|years | op=age_in holder=s kind=k qty=n
age_in_from_now | H:s will be N:n ?year|years ?old N:m year|years from now | op=age_in holder=s kind=k qty=n
age_who | H:s {_IS} N:n year|years older|younger:dir than P:o ?, who is|was:tense2 N:n2 ?year|years ?old | op=age_who holder=s other=o kind=k qty=n
age_part | H:s {_IS} N:n as old as O:o ?is|was|does:otense ?now|today|currently | op=age_part holder=s other=o kind=k qty=n
age_cont_cmp | N:n year|years older|younger:dir than O:o ?is|was|does:otense ?now | op=age_cmp holder=s other=o kind=k qty=n
age_cont_times | X:n as old as O:o ?is|was|does:otense ?now|today|currently | op=age_times holder=s other=o kind=k qty=n
age_cont_times_of | X:n the age of O:o | op=age_times holder=s other=o kind=k qty=n
age_cont_times_pron | X:n his|her:o age | op=age_times holder=s other=o kind=k qty=n
age_who_is | who:who is|was:tense ?currently|now N:n ?year|years ?old | op=age_is holder=s kind=k qty=n
age_who_cmp | who:who is|was:tense ?currently|now N:n year|years older|younger:dir than O:o | op=age_cmp holder=s other=o kind=k qty=n
age_who_times | who:who is|was:tense ?currently|now X:n as old as O:o | op=age_times holder=s other=o kind=k qty=n
age_who_times_of | who:who is|was:tense ?currently|now X:n the age of O:o | op=age_times holder=s other=o kind=k qty=n
age_poss_affine | P:s 's|’s|'|’ age ?now is|was:tense N:n ?year|years more|less:dir than X:f P:o 's|’s|'|’ age | op=age_affine holder=s other=o kind=k qty=n
age_part_of | H:s {_IS} N:n the age of O:o | op=age_part holder=s other=o kind=k qty=n
age_part_poss | H:s {_IS} N:n P:o 's|’s|'|’ age | op=age_part holder=s other=o kind=k qty=n
age_times_who | H:s {_IS} X:n as old as P:o ?, who is|was:tense2 N:n2 ?year|years ?old | op=age_who holder=s other=o kind=k qty=n
"""

AGE_CLAUSES += AGE_SUM_ROWS.lstrip()

#: Rows with one of these words are tried only on clauses that have it (the frame index):
#: the appositive twins are made only of those (``his sister Barbara is 5`` is not read).
_RARE = frozenset({"old", "age", "year|years", "older|younger:dir"})

#: ``His sister Barbara is half as old as he is``, ``her older sister, Rachel, is 24``: the name.
AGE_CLAUSES += "".join(
    "appos_" + row.replace("H:s ", "his|her|their K:rel ?, P:s ?, ", 1) + "\n"
    for row in AGE_CLAUSES.strip().splitlines()
    if row.split(" | ")[1].startswith(f"H:s {_IS}") and _RARE & set(row.split(" | ")[1].split())
)
#: ``... the age of his sister Darcy``, ``... than her brother, Will``: the name.
AGE_CLAUSES += "".join(
    "appos_o_" + row.replace("O:o", "his|her|their K:orel ?, P:o", 1) + "\n"
    for row in AGE_CLAUSES.strip().splitlines()
    if " O:o" in row.split(" | ")[1]
)
AGE_CLAUSES += "".join(
    _THEN_ROWS.replace("{w}", w).replace("{lead}", lead).lstrip() for w, lead in _WHEN.items()
)

_Q = "timed=ok kind=@age"
AGE_QUESTIONS = f"""
q_age_is | how old is H:s ?now|today|currently | ask=age holder=s as_frame=age_now {_Q}
q_age_was | how old was H:s | ask=age holder=s as_frame=age_past {_Q}
q_age_in | how old will H:s be in|after N:n year|years | ask=age_in holder=s qty=n {_Q}
q_age_from_now | how old will H:s be N:n year|years from now | ask=age_in holder=s qty=n {_Q}
q_age_next | how old will H:s be next year | ask=age_next holder=s {_Q}
q_age_ago | how old was H:s N:n year|years ago | ask=age_ago holder=s qty=n {_Q}
q_age_years_old | how many years old is H:s ?now|today|currently | ask=age holder=s as_frame=age_now {_Q}
q_age_going | how old is H:s going to be in N:n year|years | ask=age_in holder=s qty=n {_Q}
q_age_older | how many years older is H:s than O:o ?is ?now | ask=age_older holder=s other=o as_frame=age_now {_Q}
q_age_younger | how many years younger is H:s than O:o ?is ?now | ask=age_younger holder=s other=o as_frame=age_now {_Q}
q_age_what | what is|'s P:s 's|’s age ?now | ask=age holder=s as_frame=age_now {_Q}
q_calc_age_of | calculate the age of H:s ?now|currently|today | ask=age holder=s as_frame=age_now {_Q}
q_calc_age_poss | calculate P:s 's|’s age ?now|currently|today | ask=age holder=s as_frame=age_now {_Q}
q_calc_age_from_now | calculate P:s 's|’s age N:n year|years from now | ask=age_in holder=s qty=n {_Q}
q_calc_age_in | calculate P:s 's|’s age in N:n year|years ?to ?come | ask=age_in holder=s qty=n {_Q}
q_age_sum_their | what is|'s the sum of their ?current|present ages ?now | ask=age_total holder=* as_frame=age_now {_Q}
q_age_sum_of | what is|'s the sum of the ?current|present ages of G:g ?now | ask=age_total holder=g as_frame=age_now {_Q}
q_age_combined | what is|'s|are their combined|total age|ages ?now | ask=age_total holder=* as_frame=age_now {_Q}
q_age_combined_of | what is|'s the combined|total age of G:g ?now | ask=age_total holder=g as_frame=age_now {_Q}
q_age_sum_their_in | what will be the sum of their ages in|after N:n year|years | ask=age_total holder=* qty=n as_frame=age_now {_Q}
q_age_sum_their_later | what will be the sum of their ages N:n year|years later | ask=age_total holder=* qty=n as_frame=age_now {_Q}
q_age_sum_their_be | what will the sum of their ages be in|after N:n year|years | ask=age_total holder=* qty=n as_frame=age_now {_Q}
q_age_combined_from_now | what are|is|will their combined|total age|ages ?be N:n year|years from now | ask=age_total holder=* qty=n as_frame=age_now {_Q}
q_age_combined_in | what will their combined|total age|ages be in N:n year|years | ask=age_total holder=* qty=n as_frame=age_now {_Q}
q_age_combined_will_be | what will be their combined|total age|ages in N:n year|years | ask=age_total holder=* qty=n as_frame=age_now {_Q}
q_age_going_when | how old is H:s going to be when O:o is|turns N:n ?year|years ?old | ask=age_when holder=s other=o qty=n {_Q}
q_age_when_times_now | how old will H:s be when O:o is X:n as old as P:s2 is now | ask=age_when_now holder=s other=o qty=n {_Q}
q_age_when_times | how old will H:s be when O:o is X:n as old as him|her:s2 | ask=age_when_rel holder=s other=o qty=n {_Q}
q_age_until_times | how many years will|would H:s be X:n as old as O:o | ask=age_until holder=s other=o qty=n {_Q}
q_age_until_is | how many years will|would H:s be N:n ?year|years ?old | ask=age_until_is holder=s qty=n {_Q}
q_age_until_sum | how many years will|would their combined|total age|ages be N:n ?year|years ?old | ask=age_until_sum holder=* qty=n as_frame=age_now {_Q}
q_age_when | how old will H:s be when O:o is|turns N:n ?year|years ?old | ask=age_when holder=s other=o qty=n {_Q}
"""


#: The word table lives in the pack, read once per pack digest: ``age_what_word`` (sum,
#: combined, total, average, difference; lexicon/story_more8.jsonl; + question_forms6).


@dataclass(frozen=True, slots=True)
class _Words:
    what_age: frozenset[str]


def _build_words(pack: Pack) -> _Words:
    """The pack's word tables of this module."""
    return _Words(
        what_age=pack.words("age_what_word"),
    )


#: Built once per pack digest (``packs.loader.PerPack``).
_words = PerPack(_build_words)


def age_order(lx: Sequence[Any], last: bool) -> bool:
    """``Calculate the age of Justin currently.`` (or ``If ..., calculate ...``): the last
    sentence, an order to find an age, is the question."""
    if not last or len(lx) < 4 or lx[-1].word != ".":
        return False
    at = what_age(lx)
    return bool(at) and lx[at[0]].word == "calculate" and (at[0] == 0 or lx[at[0] - 1].word == ",")


def what_age(lx: Sequence[Any]) -> list[int]:
    """The one ``what`` of a question of the sum of ages (``What is the sum of their ages?``);
    empty when the question is anything else (the reader then looks for its ``how``)."""
    ws = _words()
    whats = [k for k, t in enumerate(lx) if t.word in ("what", "calculate")]
    if len(whats) != 1:
        return []
    words = {t.word for t in lx[whats[0] :]}
    if lx[whats[0]].word == "calculate":  # "Calculate the age of X", "Calculate X's age ..."
        near = [t.word for t in lx[whats[0] + 1 : whats[0] + 5]]
        return whats if "age" in near else []
    tail = [t.word for t in lx if t.word != "?"][-2:]
    own_age = tail in (["age", "now"], ["'s", "age"], ["’s", "age"])
    return whats if words & {"age", "ages"} and (words & ws.what_age or own_age) else []


def when_age(lx: Sequence[Any], h: int) -> tuple[Sequence[Any], int]:
    """``When he is 50 years old, how old will his sister be?``: the question read as ``how
    old will his sister be when he is 50 years old`` (anything else unchanged)."""
    if (
        1 < h < len(lx) - 1
        and lx[0].word == "when"
        and lx[h - 1].word == ","
        and lx[h + 1].word == "old"
    ):
        return [*lx[h:], *lx[: h - 1]], 0
    if h and lx[h - 1].word == "in" and [t.word for t in lx[h : h + 3]] == ["how", "many", "years"]:
        return [*lx[: h - 1], *lx[h:]], h - 1  # "In how many years will Agnes be ...": in is asked
    return lx, h


def asked(
    t: Mapping[str, str], ctx: Any, events: Sequence[Event], b: Mapping[str, Any] | None = None
) -> Kind:
    """The asked kind of an age question: ``age``. ``their`` ages must be the ages of every
    holder the story mentions (``Tom and his sister went to the zoo. Tom is 5``: refused)."""
    if t.get("ask") in ("age_total", "age_until_sum", "age_avg") and t.get("holder") == "*":
        aged = {h for e in events if e.kind == AGE for h in (e.holder, e.other) if h}
        if not set(ctx.persons) | set(ctx.things) <= aged or len(aged) < 2:
            raise _stop("ambiguous_reference", "'their': someone without an age", "question_target")
        if _apart(aged, events):  # "Jed is 10 years older than Matt. Tom is 3.": Tom's too?
            raise _stop(
                "ambiguous_reference", "'their': a pair and someone apart", "question_target"
            )
    if b is not None and str(b.get("s", "")).split()[-1:] in (["age"], ["ages"]):
        raise _stop("unreadable_question", "an age is no holder of an age", "question_target")
    if t.get("ask") in ("age_when_now", "age_when_rel") and b is not None:
        again = str(b.get("s2"))  # "... twice as old as Trevor is now": the one asked about
        one_other = len(set(ctx.persons) | set(ctx.things)) == 2
        if again != str(b.get("s")) and not (again in ("him", "her") and one_other):
            raise _stop("unreadable_question", "as old as someone else then", "question_target")
    return AGE


def _apart(aged: set[str], events: Sequence[Event]) -> bool:
    """Some of the aged are told relative to each other and someone else only alone: a
    ``their`` over everyone may or may not count the one apart (a distractor), so it is read
    only when every age is linked to another or none is (``Tom is 12 and Ann is 10``)."""
    linked = {
        h for e in events if e.kind == AGE and e.holder and e.other for h in (e.holder, e.other)
    }
    return bool(linked) and bool(aged - linked)


def _stop(reason: str, detail: str, operator: str = "frame_entry") -> Exception:
    from mathcore.organs.story.reader import Stop

    return Stop(reason, detail, operator)


def _tense(b: dict[str, Any]) -> str:
    told = "was" if b.get("tense") == "was" else "is"
    if b.get("otense") in ("is", "was") and b["otense"] != told:  # "older than Tom was"
        raise _stop("unreadable_sentence", "an age compared with another's at another time")
    return "age_past" if told == "was" else "age_now"


def _subject(rc: Any, ctx: Any) -> str:
    from mathcore.organs.story.resolve import _holder

    raw = rc.bind.get("s")
    if raw is None:  # "... and half as old as Tonya", ", who is 15": the clause before
        raw = _continued(rc, ctx)
    holder = _holder(raw, ctx)
    if holder.endswith(" age"):  # "Noah's age is ...": the age_poss rows read it
        raise _stop("unresolved_reference", "an age is no holder of an age", "unit_binding")
    ctx.mention(holder)
    ctx.prev_subject = holder
    ctx.animate.append(holder)
    ctx.holdings.append((holder, AGE.head))
    if AGE not in ctx.kinds:
        ctx.kinds.append(AGE)
    return holder


def _continued(rc: Any, ctx: Any) -> str:
    """The subject of a verbless continuation (the age clause just read), or of ``who``
    (that clause's object); anything else before it refuses."""
    last = ctx.holdings[-2:]
    if len(last) != 2 or last[1][0] != "#age_last" or last[0][0] != "#age_obj":
        raise _stop("unreadable_sentence", "a continuation of no age clause")
    subject = str(last[0][1] if rc.bind.get("who") else last[1][1])
    if not subject:
        raise _stop(
            "unresolved_reference", "'who' after an age of no one else", "pronoun_resolution"
        )
    return subject


def _marked(fn: Any) -> Any:
    """A row's handler that leaves its subject and object for a continuation to find."""

    def handler(rc: Any, ctx: Any, source: str) -> list[Event]:
        events: list[Event] = fn(rc, ctx, source)
        first = events[0]
        ctx.holdings.append(("#age_obj", first.other))
        ctx.holdings.append(("#age_last", first.holder))
        return events

    return handler


def _other(rc: Any, ctx: Any, subject: str) -> str:
    from mathcore.organs.story.resolve import _holder

    raw = rc.bind.get("o")
    raw = {"his": "@he", "her": "@she"}.get(raw, raw) if isinstance(raw, str) else raw
    other = _holder(raw, ctx, subject=subject, obj=True)
    if other == subject:
        raise _stop("unresolved_reference", "an age compared with itself", "pronoun_resolution")
    if raw in ("@he", "@she") and _known_other(raw[1:], other, subject, ctx):
        raise _stop("ambiguous_reference", f"{raw[1:]!r}: a told person too", "pronoun_resolution")
    ctx.mention(other)
    return other


def _known_other(pron: str, other: str, subject: str, ctx: Any) -> bool:
    """``Lexie is 6 years older than her brother and her sister is twice his age.`` (answered
    14 from Lexie's age): ``his`` went to Lexie, a name of no known gender, while the story
    tells a person known to be male (the brother): who is meant is not read."""
    from mathcore.organs.story.lexemes import lexicon
    from mathcore.organs.story.resolve import _gender_fits

    entry = lexicon().entries.get(other.removeprefix("the "))
    if entry is not None and entry.gender is not None:
        return False
    return any(
        h not in (other, subject)
        and (x := lexicon().entries.get(h.removeprefix("the "))) is not None
        and x.gender is not None
        and _gender_fits(h, pron)
        for h in [*ctx.persons, *ctx.things]
    )


def _num(raw: Any) -> Fraction:
    value, _index, money = raw
    if money:
        raise _stop("unit_mismatch", "an age in dollars", "unit_binding")
    return Fraction(value)


def _event(op: str, holder: str, qty: Fraction, rc: Any, source: str, other: str = "") -> Event:
    frame = _tense(rc.bind)
    return Event(op, holder, AGE, normalize(qty), other, None, frame, source, holder, rc.frame)


def age_is(rc: Any, ctx: Any, source: str) -> list[Event]:
    """``Li is 12 years old``: Li's age."""
    return [_event("has", _subject(rc, ctx), _num(rc.bind["n"]), rc, source)]


def age_bare(rc: Any, ctx: Any, source: str) -> list[Event]:
    """``If Tyson is 20``: an age only once the story is of ages."""
    if AGE not in ctx.kinds:
        raise _stop("unreadable_sentence", "a bare number is an age only in a story of ages")
    return age_is(rc, ctx, source)


def age_cmp(rc: Any, ctx: Any, source: str) -> list[Event]:
    """``Jung is 2 years older than Zhang``: more (``younger``: fewer) of ages."""
    holder = _subject(rc, ctx)
    other = _other(rc, ctx, holder)
    ctx.holdings.append((holder, f"#cmp:{AGE.head}"))
    op = "more" if rc.bind.get("dir") == "older" else "fewer"
    return [_event(op, holder, _num(rc.bind["n"]), rc, source, other)]


def age_times(rc: Any, ctx: Any, source: str) -> list[Event]:
    """``Zhang is twice as old as Li``: a multiple of another's age."""
    holder = _subject(rc, ctx)
    other = _other(rc, ctx, holder)
    ctx.holdings.append((holder, f"#cmp:{AGE.head}"))
    factor, _index, _money = rc.bind["n"]
    if factor <= 0:
        raise _stop("invalid_reading", "a multiple of an age must be positive")
    return [_event("times", holder, Fraction(factor), rc, source, other)]


def age_ago(rc: Any, ctx: Any, source: str) -> list[Event]:
    """``Lara was 9 years old 7 years ago``: Lara is 16 now."""
    now = _num(rc.bind["n"]) + _num(rc.bind["m"])
    return [_event("has", _subject(rc, ctx), now, rc, source)]


def age_affine(rc: Any, ctx: Any, source: str) -> list[Event]:
    """``Zion's dad is 3 more than 4 times his age``: a multiple and years more (or less)."""
    holder = _subject(rc, ctx)
    other = _other(rc, ctx, holder)
    ctx.holdings.append((holder, f"#cmp:{AGE.head}"))
    factor_raw, _index, _money = rc.bind["f"]
    if Fraction(factor_raw) <= 0:
        raise _stop("invalid_reading", "a multiple of an age must be positive")
    op = "times_more" if rc.bind.get("dir") in ("more", "older") else "times_fewer"
    ev = _event(op, holder, _num(rc.bind["n"]), rc, source, other)
    return [replace(ev, factor=normalize(Fraction(factor_raw)))]


def age_part(rc: Any, ctx: Any, source: str) -> list[Event]:
    """``Adele is 3/4 as old as Jackson``: a number below one before ``as old as``."""
    value, _index, money = rc.bind["n"]
    if money or not 0 < value < 1:
        raise _stop("unreadable_sentence", "a whole number as old as another")
    return age_times(rc, ctx, source)


def age_in(rc: Any, ctx: Any, source: str) -> list[Event]:
    """``In 2 years, Claire will be 20 years old``: Claire is 18 now."""
    then, later = _num(rc.bind["n"]), _num(rc.bind["m"])
    if later > then:
        raise _stop("invalid_reading", "an age reached before birth")
    return [_event("has", _subject(rc, ctx), then - later, rc, source)]


def age_then(rc: Any, ctx: Any, source: str) -> list[Event]:
    """``In 5 years, Raven will be 4 times as old as Phoebe``: R + 5 = 4 (P + 5), so
    R = 4 P + 15 now; ``... as Phoebe is now``: R + 5 = 4 P, so R = 4 P - 5 (``ago``: -5)."""
    holder = _subject(rc, ctx)
    other = _other(rc, ctx, holder)
    ctx.holdings.append((holder, f"#cmp:{AGE.head}"))
    factor_raw, _index, _money = rc.bind["n"]
    factor, years = Fraction(factor_raw), _num(rc.bind["m"])
    if factor <= 0:
        raise _stop("invalid_reading", "a multiple of an age must be positive")
    shift = years if rc.bind.get("then") == "will" else -years
    extra = -shift if rc.bind.get("now") else shift * (factor - 1)
    if extra == 0:
        return [_event("times", holder, factor, rc, source, other)]
    op = "times_more" if extra > 0 else "times_fewer"
    ev = _event(op, holder, abs(extra), rc, source, other)
    return [replace(ev, factor=normalize(factor))]


def age_who(rc: Any, ctx: Any, source: str) -> list[Event]:
    """``Mark is 7 years older than Amy, who is 15``: the comparison and Amy's age."""
    first = age_cmp(rc, ctx, source) if "dir" in rc.bind else age_times(rc, ctx, source)
    other = first[0].other
    told = _event("has", other, _num(rc.bind["n2"]), rc, source)
    if rc.bind.get("tense2") != rc.bind.get("tense"):
        raise _stop("unreadable_sentence", "two ages told at two times")
    return [*first, told]


#: Ops read before the kind is resolved (``resolve.PCT_SPLIT``).
AGE_RAW = {
    op: _marked(fn)
    for op, fn in {
        "age_is": age_is,
        "age_bare": age_bare,
        "age_cmp": age_cmp,
        "age_times": age_times,
        "age_in": age_in,
        "age_ago": age_ago,
        "age_affine": age_affine,
        "age_part": age_part,
        "age_then": age_then,
        "age_who": age_who,
    }.items()
}
AGE_RAW["age_sum"] = age_sum


AGE_ASKS = _lazy("mathcore.organs.story.gsm_time_age_asks").AGE_ASKS
