"""The story reader: text -> ``StorySetup`` or a ``ReaderRefusal`` with its blocking token.

Every sentence is categorized (an unknown word stops the reading), parsed into clauses
by frames, and resolved: pronouns to exactly one antecedent, elided kinds to the only kind
mentioned, the question to exactly one target.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from mathcore.errors import SetupError
from mathcore.fastinit import fast_new
from mathcore.organs.base import ReaderRefusal
from mathcore.organs.story import conditions as _cond
from mathcore.organs.story import rates6 as _RATES6
from mathcore.organs.story import timed_cmp as _TIMED
from mathcore.organs.story.clauses import RawClause, read_clauses, read_question, split_sentences
from mathcore.organs.story.grammar import Progress
from mathcore.organs.story.gsm_time_age import age_order, what_age, when_age
from mathcore.organs.story.lazy import module as _lazy
from mathcore.organs.story.lexemes import (
    LazyEntries,
    Lexeme,
    Lexicon,
    categorize,
    known_prefix,
    known_prefix_through,
    lexicon,
    none_blocks,
)
from mathcore.organs.story.mawps_eq import start_unknown, time_scope_holds
from mathcore.organs.story.model import (
    ALL,
    EVERYONE,
    Event,
    Kind,
    Question,
    StorySetup,
    _event_sig,
)
from mathcore.organs.story.phrases import holders
from mathcore.organs.story.questions_what import quick as what_quick
from mathcore.organs.story.questions_what import what_at, what_order
from mathcore.organs.story.setting import (
    is_setting,
    named_kinds,
    unlisted_asked,
    unlisted_name,
    unnamed_part,
)
from mathcore.organs.story.start_told import asks_start_as_state
from mathcore.results import Blocking
from mathcore.text.lowered import lower
from mathcore.text.tokens import tokenize

DOLLAR = Kind("dollar")

#: ``ReaderRefusal(...)`` and ``Blocking(...)`` built through a twin (most texts end in one).
_new_refusal = fast_new(ReaderRefusal)
_new_blocking = fast_new(Blocking)


class Stop(Exception):
    """Internal unwinding of a refusal (converted to a ``ReaderRefusal`` value)."""

    def __init__(self, reason: str, detail: str = "", operator: str = "frame_entry") -> None:
        super().__init__(reason)
        self.reason = reason
        self.detail = detail
        self.operator = operator


@dataclass(slots=True)
class Context:
    """What the story has mentioned so far, for references and elided kinds."""

    persons: list[str] = field(default_factory=list)
    things: list[str] = field(default_factory=list)
    kinds: list[Kind] = field(default_factory=list)
    prev_subject: str = ""
    prev_op: dict[str, Any] = field(default_factory=dict)
    prev_kind: Kind | None = None
    holdings: list[tuple[str, str]] = field(default_factory=list)  # (holder, kind head)
    chain: tuple[str, str] = ("", "")  # the last subject pronoun and its one referent
    animate: list[str] = field(default_factory=list)  # "the farmer": holders that acted
    scoped: list[tuple[str, str]] = field(default_factory=list)  # (place head, kind head)
    named: list[Kind] = field(default_factory=list)  # kinds a scene named, no amount told

    def mention(self, holder: str) -> None:
        if not holder or holder == EVERYONE:
            return
        bucket = self.things if holder.startswith("the ") else self.persons
        if holder not in bucket:
            bucket.append(holder)


def quick_check(text: str) -> bool:
    low = lower(text)  # the text's one lower case, shared with the other organs' screens
    return (
        "how many" in low
        or "how much" in low
        or "how long" in low
        or "how old" in low
        or (
            ("what" in low or "calculate" in low) and " age" in low  # gsm_time_age: "What is ..."
        )
        or what_quick(low)  # questions_what: "What is the total number of ..."
    )


def read_story(text: str) -> StorySetup | ReaderRefusal:
    """Read ``text`` totally, or refuse with the first thing that could not be read."""
    if not quick_check(text):
        return _new_refusal("not_story_shaped", "no 'how many' / 'how much' question")
    if "represent" in text:  # "Use E to represent ...": question_forms7
        text = _lazy("mathcore.organs.story.question_forms7b").notation_hint(text)
    lex = lexicon()
    unknown = _first_unknown(text, lex.entries)
    if unknown is not None:
        fast = _unknown_refusal(text, unknown, lex)
        if fast is not None:
            return fast
    sents = split_sentences(text)
    ctx = Context()
    events: list[Event] = []
    cats: list[list[Lexeme]] = []
    # every word known, before any parsing (the sentences' tokens are the text's, in order:
    # when no token of the text blocks, none of a sentence does)
    for si, (toks, stext) in enumerate(() if none_blocks(tokenize(text), lex) else sents):
        texts, bad = known_prefix(toks, lex)  # as ``categorize`` decides, building nothing
        if bad is not None:
            return _refuse("unknown_word", si, stext, toks[bad].text, bad, "lexicon_entry", texts)
    for si, (toks, stext) in enumerate(sents):
        lx = categorize(toks, lex)[0]  # a sentence's lexemes once the reading reaches it
        cats.append(lx)
        last = si == len(sents) - 1
        is_q = bool(lx) and (lx[-1].word == "?" or age_order(lx, last) or what_order(lx, last))
        if is_q != (si == len(sents) - 1):
            reason = "multiple_questions" if is_q else "no_question"
            return ReaderRefusal(reason, stext)
        body = [t for t in lx if t.word not in (".", "!", "?")]
        try:
            if is_q:
                q = _question(body, si, ctx, events, cats)
                _not_yet(events, q)
                _lazy("mathcore.organs.story.question_forms").past_over_yet(
                    events, q
                )  # question_forms: "He will sell 15 tomorrow. How many did he sell?"
                _unnamed(events, q, ctx, cats)
                _lazy("mathcore.organs.story.statements7").kept_then_changed(events, q, cats)
                _lazy("mathcore.organs.story.gsm_pct_adjust").fronted_time(events, cats)
                _lazy("mathcore.organs.story.risks7").check(events, q, cats)  # risks7 guards
                return StorySetup(_originals_first(start_unknown(events, q)), q)
            told = _declarative(body, si, ctx)
            events.extend(_TIMED.bind_bases(told, events, cats) if told else told)  # timed_cmp
        except Stop as stop:
            return _blocked(_cond.asked_at(stop, body) if is_q else stop, si, stext, body)
        except SetupError as err:  # a reading that would build an invalid setup
            return ReaderRefusal("invalid_reading", str(err))
    return ReaderRefusal("no_question", "the text has no question sentence")


#: A question of the present moment (``How many apples does he have now?``) over a thing
#: told as yet to happen (``He will buy 3 more apples tomorrow``) asks before it happens:
#: refused, and so is one asked with does/is/has (``Ada will save $15 more. How much money does
#: she have?``: now or at the end is not told); asked with will/would, it counts.
_PRESENT = frozenset({"now", "today", "currently"})
_NOT_PRESENT = frozenset({"will", "did", "going", "was", "were", "had"})
_PRESENT_AUX = frozenset({"does", "do", "is", "are", "has", "have"})


def _unnamed(
    events: Sequence[Event], q: Question, ctx: Context, cats: Sequence[Sequence[Lexeme]]
) -> None:
    """``making crowns out of red, pink and white daisies ... 6 white daisies ... how many
    daisies in total?``: the red ones are there, in no told amount (``setting.unnamed_part``)."""
    part = unnamed_part(events, q, ctx.named)
    if part is not None:
        detail = f"{part.label()}s are named, never counted: in the total or not"
        raise Stop("ambiguous_reading", detail, "question_target")
    if asks_start_as_state(q):  # "How many bananas are at first in the jar?"
        raise Stop("unreadable_question", "the start asked as a present state", "question_target")
    name = unlisted_name(events, cats) or unlisted_asked(q, events, cats)
    if name:  # "Lisa was shopping with Mia. ... Together, they have 48 dresses"
        raise Stop(
            "ambiguous_reference", f"'they' may or may not count {name}", "pronoun_resolution"
        )


def _not_yet(events: Sequence[Event], q: Question) -> None:
    """A question of the present ("now", or asked with does/is/has... and no "would") over an
    event told as yet to be ("will", "going to") refuses: that event has not happened yet."""
    asked = set(q.source.partition(": ")[2].lower().split())
    if q.ask == "initial" and any(_yet_change(e) for e in events):
        # "Larry will spend $5. He has $15 now. How much did he have at first?": the told
        # state may come before the change (answered 20)
        raise Stop("unreadable_question", "the start asked, a change yet to be", "question_target")
    if q.ask == "event" and "will" in asked and _all_told_past(events):
        # "Tom spent $5. Ann spent $8. How much money will Tom and Ann spend?" (answered 13)
        raise Stop("unreadable_question", "asked as yet to be, told in the past", "question_target")
    present = asked & _PRESENT or (asked & _PRESENT_AUX and "would" not in asked)
    if not present or asked & _NOT_PRESENT:
        return
    for e in events:
        told = e.source.partition(": ")[2].lower().split()
        if e.kind.head != "age" and ("will" in told or "going" in told or "tomorrow" in told):
            raise Stop("unreadable_question", "asked now, told as yet to be", "question_target")


def _all_told_past(events: Sequence[Event]) -> bool:
    """Every clause is told in a past form (``sold``, ``spent``), none in a present one (a
    price, a rate, a condition: ``She sells each cookie for $2``): an action asked with "will"
    is then not told."""
    entries = lexicon().entries
    for e in events:
        words = e.source.partition(": ")[2].lower().split()
        toks = [t for w in words if (t := entries.get(w)) is not None]
        if any(_cond._present_form(t) for t in toks):
            return False
        if not any(_cond._past_form(t) and (t.verb or t.frame) for t in toks):
            return False
    return any(e.op in _cond.CHANGES and e.qty is not None for e in events)


def _yet_change(e: Event) -> bool:
    """A change (not a state, not an age) told as yet to be (will, going to, tomorrow)."""
    if e.op not in _cond.CHANGES or e.kind.head == "age":
        return False
    told = e.source.partition(": ")[2].lower().split()
    return "will" in told or "going" in told or "tomorrow" in told


_WORD = re.compile(r"(?<![A-Za-z'’])[A-Za-z]+(?:-[A-Za-z]+)*(?:['’](?!s\b)[A-Za-z]+)?")
_END = re.compile(r"[.?!]")


#: A sentence end as ``split_sentences`` sees it (not after a title, not a decimal point).
#: The end mark is matched first and the titles are looked for behind it: the same matches
#: as the lookbehinds before it, which would be tried at every position of the text.
_ENDER = re.compile(r"(?:[?!]|\.(?!\d))(?<!Mr[?!.])(?<!Mrs[?!.])(?<!Ms[?!.])(?<!Dr[?!.])")
#: The same, as first written (the reference the tests compare).
_ENDER_PLAIN = re.compile(r"(?<!Mr)(?<!Mrs)(?<!Ms)(?<!Dr)(?:[?!]|\.(?!\d))")


def _first_unknown(text: str, entries: Mapping[str, object]) -> int | None:
    """Cheap pre-scan: the offset of the first word the lexicon lacks (None: all known).

    The text is cut at its spaces: no ``_WORD`` match holds a space, and a space is neither a
    letter nor an apostrophe (what the look-behind tests) nor a word character (what ``\\b``
    tests), so a piece's matches are the text's matches inside it, at their offsets. Each
    piece (``Tom``, ``apples.``) is decided once per lexicon: the offset of its first word
    the lexicon lacks, or -1 (a lazy lexicon's ``known`` only grows, and a word it lacks it
    always lacks)."""
    if not isinstance(entries, LazyEntries):
        return _first_unknown_plain(text, entries)
    if _CHUNKS_OF[0] is not entries:
        _CHUNKS.clear()
        _CHUNKS_OF[0] = entries
    memo = _CHUNKS
    pos = 0
    for c in text.split(" "):
        at = memo.get(c)
        if at is None:
            at = _chunk_unknown(c, entries)
            if len(c) <= _CHUNK_LEN:  # a word and its marks, never a long run of text
                if len(memo) >= _CHUNKS_MAX:
                    memo.clear()
                memo[c] = at
        if at >= 0:
            return pos + at
        pos += len(c) + 1
    return None


def _chunk_unknown(chunk: str, entries: LazyEntries) -> int:
    """The offset in ``chunk`` of its first word ``entries`` lacks, or -1."""
    known = entries.known
    for m in _WORD.finditer(chunk):
        w = m.group().lower()
        if w not in known and w not in entries:
            return m.start()
    return -1


#: Each space-free piece of text met (as written) -> the offset of its first word the lexicon
#: lacks, or -1: ``Tom`` or ``apples.`` met again is one look-up. Belongs to one entries
#: mapping (another clears it); bounded, and only pieces of up to ``_CHUNK_LEN`` characters.
_CHUNKS: dict[str, int] = {}
_CHUNKS_OF: list[object] = [None]
_CHUNKS_MAX = 100_000
_CHUNK_LEN = 32


def _first_unknown_plain(text: str, entries: Mapping[str, object]) -> int | None:
    """``_first_unknown`` lower-casing every word (the plain computation the tests compare)."""
    known = entries.known if isinstance(entries, LazyEntries) else ()
    for m in _WORD.finditer(text):
        w = m.group().lower()
        if w not in known and w not in entries:
            return m.start()
    return None


def _is_end(text: str, p: int, stop: int) -> bool:
    """Whether the mark ``.``, ``?`` or ``!`` at ``p`` is an end ``_ENDER`` matches in
    ``text[:stop]``: not a point before a digit (one at ``stop`` is not seen), not right
    after ``Mr``, ``Mrs``, ``Ms`` or ``Dr`` (its look-behinds see the whole text)."""
    if p + 1 < stop and text[p] == "." and text[p + 1].isdecimal():  # what ``\d`` matches
        return False
    if p >= 2 and text[p - 2 : p] in _TITLES2:
        return False
    return p < 3 or text[p - 3 : p] != "Mrs"


_TITLES2 = frozenset({"Mr", "Ms", "Dr"})


def _ends_before(text: str, at: int) -> list[int]:
    """``[m.end() for m in _ENDER.finditer(text, 0, at)]`` by string searches: the end
    marks before ``at`` are few, and each is tested as the pattern tests it."""
    at = min(at, len(text))  # an end position past the text is the text's end
    out: list[int] = []
    for mark in ".?!":
        p = text.find(mark, 0, at)
        while p >= 0:
            if _is_end(text, p, at):
                out.append(p + 1)
            p = text.find(mark, p + 1, at)
    out.sort()
    return out


def _end_after(text: str, at: int) -> int:
    """The end of ``_ENDER.search(text, at)``, or ``len(text)`` when it finds none."""
    n = len(text)
    end = n
    for mark in ".?!":
        p = text.find(mark, at, end)
        while p >= 0 and not _is_end(text, p, n):
            p = text.find(mark, p + 1, end)
        if p >= 0:
            end = p + 1
    return end


def _unknown_refusal(text: str, at: int, lex: Lexicon) -> ReaderRefusal | None:
    """Most problems stop at an unknown word: tokenize its sentence only up to it."""
    enders = _ends_before(text, at)  # ``[m.end() for m in _ENDER.finditer(text, 0, at)]``
    start = enders[-1] if enders else 0
    end = _end_after(text, at)  # ``_ENDER.search(text, at)``'s end, or the text's
    offset = len(text[start:end]) - len(text[start:end].lstrip())
    stext = text[start + offset : end]
    # The tokens of the sentence up to the unknown word: a prefix of ``tokenize(stext)`` that
    # holds every token before it and the one at it, which is all ``categorize`` reads when
    # that word blocks (and when an earlier one does, the prefix shows that too).
    # ``known_prefix`` decides as ``categorize`` does, keeping only the lexemes' texts.
    # (``known_prefix_through``: the same, scanned in one pass that builds no token.)
    texts, bad, token_start, token = known_prefix_through(stext, at - start - offset, lex)
    if bad is None or token_start + start + offset != at:
        return None  # the pre-scan and the tokenizer disagree: take the full path
    blocking = _new_blocking(len(enders), stext, bad, token, "lexicon_entry", texts, None)
    return _new_refusal("unknown_word", f"unknown word {token!r}", blocking)


def _declarative(lx: Sequence[Lexeme], si: int, ctx: Context) -> list[Event]:
    prog = Progress()
    readings = read_clauses(lx, prog)
    if not readings and is_setting(lx):
        ctx.named.extend(named_kinds([t.word for t in lx]))
        for holder, end in holders(lx, 0):
            if end < len(lx) and lx[end].word in ("was", "were", "is", "are") and holder[0] != "@":
                ctx.mention(holder)
                ctx.prev_subject = holder
        return []
    if not readings:
        if prog.best == 0:  # for the blocking record: try every frame on the whole sentence
            prog = Progress()
            read_clauses(lx[: _first_separator(lx)], prog, exhaustive=True, unread=True)
        raise _unread(lx, prog, "unreadable_sentence")
    evs = _resolve_unique(readings, si, ctx, lx)
    poss = _lazy("mathcore.organs.story.possessive")
    if why := poss.foreign_possessive(lx, evs):  # "He gave half of her apples to Ann."
        raise Stop("unresolved_reference", why, "pronoun_resolution")
    return evs


def _originals_first(events: list[Event]) -> tuple[Event, ...]:
    """``There were originally 46 bananas``: a starting amount goes before every change."""
    first = [e for e in events if e.op == "has" and e.frame == "originally"]
    return (*first, *(e for e in events if e not in first))


def _first_separator(lx: Sequence[Lexeme]) -> int:
    return next((k for k, t in enumerate(lx) if t.word in (",", "and")), len(lx))


def _resolve_unique(
    readings: list[list[RawClause]], si: int, ctx: Context, lx: Sequence[Lexeme]
) -> list[Event]:
    outcomes: dict[str, tuple[list[Event], Context]] = {}
    last: Stop | None = None
    for reading in readings:
        trial = _copy(ctx)
        try:
            evs = [e for rc in reading for e in _event(rc, si, trial, lx)]
        except SetupError as err:
            last = Stop("invalid_reading", str(err))
            continue
        except Stop as stop:
            last = stop.with_traceback(None)  # kept without its frames: no cycle
            continue
        placed = _distribute_place(evs)
        moved = {(e.holder, e.kind.head) for e in placed if e not in evs}
        if moved:  # "There were 44 boys and 53 girls on the playground": the place holds them
            where = dict((head, h) for h, head in moved)
            trial.holdings = [
                (where.get(head, h) if h == EVERYONE else h, head) for h, head in trial.holdings
            ]
        evs = placed
        if _elided_noun_list(evs):
            last = Stop("unresolved_reference", "3 green and 5 red marbles", "unit_binding")
            continue
        key = "|".join(_event_sig(e) for e in evs)
        outcomes.setdefault(key, (evs, trial))
    if not outcomes:
        try:
            raise last or Stop("unreadable_sentence")
        finally:
            last = None  # this frame is in the traceback: let it not hold the exception
    if len(outcomes) == 2:  # gsm_groups: a lead place read and dropped: the placed reading
        groups = _lazy("mathcore.organs.story.gsm_groups")
        outcomes = groups.prefer_placed(outcomes)
    if len(outcomes) > 1 and "change" in {t.word for t in lx}:  # money6: "$14 in change"
        outcomes = _lazy("mathcore.organs.story.gsm_money6").prefer_change(outcomes)
    if len(outcomes) > 1:
        raise Stop("ambiguous_reading", "two frame readings give different events")
    evs, trial = next(iter(outcomes.values()))
    _assign(ctx, trial)
    return evs


def _elided_noun_list(evs: list[Event]) -> bool:
    """``3 green and 5 red marbles``: a bare colour read as a noun beside a narrowed kind."""
    entries = lexicon().entries
    bare = [
        e.kind
        for e in evs
        if e.op in ("has", "gain", "lose") and not e.kind.mods and e.kind.head in entries
    ]
    narrowed = any(e.kind.mods for e in evs)
    if not (narrowed and any(entries[k.head].modifier for k in bare)):
        return False
    shop = _lazy("mathcore.organs.story.gsm_money_shop")
    return bool(shop.elided_surface(evs))  # "a basketball that cost $18": not elided


def _distribute_place(evs: list[Event]) -> list[Event]:
    """``There are 11 rulers and 34 crayons in the drawer``: one place scopes the list."""
    places = {e.holder for e in evs if e.op == "has" and e.holder.startswith("the ")}
    unplaced = [e for e in evs if e.op == "has" and e.holder == EVERYONE]
    if len(places) != 1 or not unplaced:
        return evs
    place = next(iter(places))
    return [replace(e, holder=place, agent=place) if e in unplaced else e for e in evs]


def _copy(ctx: Context) -> Context:
    return Context(
        list(ctx.persons),
        list(ctx.things),
        list(ctx.kinds),
        ctx.prev_subject,
        dict(ctx.prev_op),
        ctx.prev_kind,
        list(ctx.holdings),
        ctx.chain,
        list(ctx.animate),
        list(ctx.scoped),
        list(ctx.named),
    )


def _assign(ctx: Context, new: Context) -> None:
    ctx.persons, ctx.things, ctx.kinds = new.persons, new.things, new.kinds
    ctx.prev_subject, ctx.prev_op, ctx.prev_kind = new.prev_subject, new.prev_op, new.prev_kind
    ctx.holdings, ctx.chain, ctx.animate = new.holdings, new.chain, new.animate
    ctx.scoped, ctx.named = new.scoped, new.named


def _source(si: int, lx: Sequence[Lexeme], span: tuple[int, int]) -> str:
    words = [t.text for t in lx if span[0] <= t.index <= span[1]]
    return f"s{si}[{span[0]}-{span[1]}]: {' '.join(words)}"


def _event(rc: RawClause, si: int, ctx: Context, lx: Sequence[Lexeme]) -> list[Event]:
    from mathcore.organs.story.resolve import build_event

    return build_event(rc, ctx, _source(si, lx, rc.tokens))


#: A total marker before the question word moves to the question's end.
LEAD_TOTALS = frozenset({"in total", "in all", "altogether", "all together", "together"})
LEAD_TOTALS |= {"all in all"}  # mawps_more: "All in all, how much money did Sam spend?"


#: Phrases before a question word that scope nothing (``Now, how many ...?``, ``At this
#: rate, how many ...?``: the rate already told).
IDLE_LEADS = frozenset({"now", "so", "then", "in the end", "at the end"})
IDLE_LEADS |= {f"at {w} rate" for w in ("this", "that", "the same", "this same", "that same")}


def _idle_lead(lead: str, after: Sequence[Lexeme]) -> bool:
    """Whether a phrase before the question word adds nothing to it: an idle word, or ``In
    dollars, how much ...?`` (the unit of a money question's answer)."""
    if lead == "in dollars":
        return bool(after) and after[0].word == "much"
    return lead in IDLE_LEADS


def _question(
    lx: Sequence[Lexeme],
    si: int,
    ctx: Context,
    events: list[Event],
    sents: Sequence[Sequence[Lexeme]] = (),
) -> Question:
    from mathcore.organs.story.gsm_near import near_question
    from mathcore.organs.story.resolve import build_question

    body = lx  # the question sentence as told: where a refusal inside a condition stops
    lx = _lazy("mathcore.organs.story.question_forms7b").a_time_ago(lx)  # "a year ago": 1
    conds: list[Event] = []  # what the conditions tell ("If ...", "... if ..."): conditions.py
    hows = [k for k, t in enumerate(lx) if t.word == "how"] or what_age(lx)  # gsm_time_age
    hows = hows or what_at(lx)  # questions_what: "What is the total number of ...?"
    if len(hows) != 1:
        raise Stop("unreadable_question", "no single 'how'", "question_target")
    h = hows[0]
    lx, h = when_age(lx, h)  # gsm_time_age: "When he is 50, how old will ..."
    if h:
        pre = list(lx[:h])
        if pre[-1].word == ",":
            pre = pre[:-1]
        elif " ".join(t.word for t in pre) in LEAD_TOTALS:  # solver7: "In total how many ..."
            pass
        elif pre[0].word != "if" and (len(pre) > 1 or pre[0].word != "so"):  # +"So how much"
            # "If they ... in the bin how many ...": the if-clause ends
            raise Stop("unreadable_question", "text before 'how' is not a clause", "frame_entry")
        cond = bool(pre) and pre[0].word in ("if", "after", "when")
        if cond:
            if pre[0].word != "if" and lx[h + 1 :][:1] and lx[h + 1].word == "old":  # gsm_time_age
                raise Stop("unreadable_question", "an age at another time", "question_target")
            pre = pre[1:]
        lead = " ".join(t.word for t in pre)
        qf = _lazy("mathcore.organs.story.question_forms")
        if lead in LEAD_TOTALS or qf.lead_years(pre, lx[h:]):  # "In total, how much did ..."
            pre = pre[1:] if len(pre) == 3 and pre[0].word == "all" else pre  # "all in all"
            lx, h = [*lx[h:], *pre], 0
        else:
            try:
                told = _declarative(pre, si, ctx)
            except Stop as stop:  # named at its token of the question sentence
                raise _cond.placed(stop, pre, body) from None
            conds = told if cond else conds
            if cond:  # "If Dante sold 10 of his coconuts, how many did he have left?"
                _cond.lead_subject(conds, pre, lx[h:], ctx)
            if not told and not cond and not _idle_lead(lead, lx[h + 1 :]):
                # "In April, how much did he earn?", "In cents, ...": a scope, not a setting
                raise Stop("unreadable_question", "a phrase scoping the question", "frame_entry")
            events.extend(told)
    lx = _lazy("mathcore.organs.story.question_forms6").forms6(lx, h, sents)
    pre6b = lx
    lx = _lazy("mathcore.organs.story.question_forms6b").forms6b(lx, h, sents)
    unit6b = _lazy("mathcore.organs.story.question_forms").dropped_unit(
        pre6b, lx
    )  # "during both years" read as "in total": each year told of the asked action?
    lx = _lazy("mathcore.organs.story.question_forms7").forms7(lx, h, sents)
    lx = near_question(lx, h, sents)  # "in dollars", "how many total": gsm_near
    asked = lx  # before its forms: question_forms.span_uncovered checks a dropped span
    lx = _lazy("mathcore.organs.story.question_forms").forms(lx, h, sents)
    lx = _lazy("mathcore.organs.story.pct4").after_adjust(lx, h, events)
    lx = _lazy("mathcore.organs.story.pct7").this_place(lx, h)  # "in this house"
    ifs = [k for k, t in enumerate(lx) if t.word == "if" and k > h]
    if ifs:  # "How many cookies would you have if you had 37 bags ...?": the condition first
        tail = list(lx[ifs[0] + 1 :])
        _cond.trailing_subject(lx[h : ifs[0]], tail, ctx)  # "did Larry have ... if he has $15"
        try:
            tail_told = _declarative(tail, si, ctx)
        except Stop as stop:
            raise _cond.placed(stop, tail, body) from None
        events.extend(tail_told)
        conds = [*conds, *tail_told]
        lx = [t for t in lx[: ifs[0]] if t.word != "," or t is not lx[ifs[0] - 1]]
    timed = any(t.time for t in lx[h:])
    prog = Progress()
    qs = read_question(lx[h:], h, prog)
    if timed:  # "in 5 days": only a span question (gsm_rate) reads a time in the question
        qs = [
            rc
            for rc in qs
            if rc.template.get("ask") in ("span", "span1", "span_diff")
            or rc.template.get("timed") == "ok"  # gsm_time_age: "in 5 years"
            or time_scope_holds(rc.template.get("ask", ""), lx[h:], events, sents)
            or _RATES6.week_of_days(rc.template.get("ask", ""), lx[h:], events, sents)
        ]
        if not qs:
            raise Stop("unreadable_question", "a time-scoped question", "question_target")
    if not qs and prog.best <= h:
        prog = Progress()
        read_question(lx[h:], h, prog, exhaustive=True)
    if not qs:
        raise _cond.placed(_unread(lx, prog, "unreadable_question", "question_target"), lx, body)
    built: dict[str, Question] = {}
    last: Stop | None = None
    for rc in qs:
        try:
            q = build_question(rc, _copy(ctx), _source(si, lx, rc.tokens), events)
        except SetupError as err:
            last = Stop("invalid_reading", str(err))
            continue
        except Stop as stop:
            last = stop.with_traceback(None)  # kept without its frames: no cycle
            continue
        qf = _lazy("mathcore.organs.story.question_forms")
        why = qf.span_uncovered(asked, h, sents, q, events)
        if why := why or (unit6b and qf.times_uncovered(unit6b, sents, q, events, True)):
            last = Stop("unreadable_question", why, "question_target")
            continue
        timed_q = qf.time_diff(asked, h, sents, q, events)  # "more on Saturday than Sunday"
        if isinstance(timed_q, str):
            last = Stop("unreadable_question", timed_q, "question_target")
            continue
        q = timed_q
        cp = _lazy("mathcore.organs.story.conditions_part")
        if why := cp.part_asked(q, conds, events):  # "How much will he earn if he works 5 hours?"
            last = Stop("unreadable_question", why, "question_target")
            continue
        tr = _lazy("mathcore.organs.story.timed_relation")
        if why := tr.timed_relation(q, events, sents):  # "Last year, Tom had 20 more cards ..."
            last = Stop("unreadable_question", why, "question_target")
            continue
        key = (q.ask, q.holder, q.kind, q.other, q.frame, q.qty, q.other_kind)
        built.setdefault(repr(key), q)
    if not built:
        try:
            raise last or Stop("unreadable_question")
        finally:
            last = None  # this frame is in the traceback: let it not hold the exception
    if len(built) > 1:
        raise Stop("ambiguous_reading", "the question reads two ways", "question_target")
    q = next(iter(built.values()))
    late = _cond.check_times(conds, lx[h:], body, q)  # "If he buys 3, how many did he have?"
    if late:
        raise Stop("unreadable_question", late, "question_target")
    return q


def _unread(lx: Sequence[Lexeme], prog: Progress, reason: str, op: str = "") -> Stop:
    at = min(prog.best, len(lx) - 1) if lx else 0
    stop = Stop(reason, f"frames stop at token {at}", op or _operator(lx, at))
    stop.at = at  # type: ignore[attr-defined]
    stop.frame = prog.frame  # type: ignore[attr-defined]
    return stop


def _operator(lx: Sequence[Lexeme], at: int) -> str:
    if not lx:
        return "frame_entry"
    t = lx[at]
    if t.sym == "PCT" or t.word == "percent":
        return "percentage"
    if t.word in ("per", "each", "every", "an", "hour", "minute"):
        return "rate_structure"
    if t.word in ("times", "twice", "half", "than", "more", "fewer", "less", "as"):
        return "comparison_base"
    if t.sym in ("NUM", "MONEY"):
        before = any(x.sym in ("NUM", "MONEY") for x in lx[:at])
        return "multi_quantity_composition" if before else "quantity_extraction"
    if t.sym == "PRON":
        return "pronoun_resolution"
    if t.noun is not None:
        return "unit_binding"
    return "frame_entry"


def _blocked(stop: Stop, si: int, stext: str, lx: Sequence[Lexeme]) -> ReaderRefusal:
    at = getattr(stop, "at", 0)
    frame = getattr(stop, "frame", None)
    tok = lx[at] if lx and at < len(lx) else None
    blocking = _new_blocking(
        sentence_index=si,
        sentence=stext,
        token_index=tok.index if tok else 0,
        token=tok.text if tok else "",
        missing_operator=stop.operator,
        recognized=tuple(t.text for t in lx[:at]),
        open_frame=frame or None,
    )
    return _new_refusal(stop.reason, stop.detail, blocking)


def _refuse(
    reason: str, si: int, stext: str, token: str, index: int, op: str, texts: tuple[str, ...]
) -> ReaderRefusal:
    blocking = _new_blocking(si, stext, index, token, op, texts, None)
    return _new_refusal(reason, f"unknown word {token!r}", blocking)


__all__ = ["ALL", "DOLLAR", "Context", "Stop", "read_story"]
