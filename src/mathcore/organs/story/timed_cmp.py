# ruff: noqa: E501
"""An action compared with an action told at another time (issue 8, statement shapes).

``Sally picks 30 seashells on Monday. On Tuesday, she picks half as many seashells as she
did on Monday.``, ``On Wednesday she buys triple the number of pencils she did on
Tuesday.``, ``Today, he bought ten more packs of stickers than yesterday.``, ``... 4 times as
many as he did on Monday``: the compared action is named by its time, not by its holder
(``gsm_relative`` refuses an action compared with the same holder's, and reads a bare
``half as many`` only against the one action right before it).

Reading (``tcmp_*`` rows, op ``tcmp``): the clause is a relative action (``ev_times`` /
``ev_more`` / ``ev_fewer``) of its subject; ``as she did`` / ``than he did`` must name the
subject itself (another holder is not read here). The told time is the words after
``did`` / ``than`` (``on Monday``, ``yesterday``, ``the day before``): every word of it a
scope word or a time word of the pack.

Binding (``bind_bases``, called by the reader after each statement sentence): the compared
action is the one earlier action of the same holder, verb lemma and kind (a plain gain,
loss or activity, or another timed comparison already bound) whose sentence, an earlier
one, tells that time and no other time word, with no other such action in that sentence.
Its clause is named on the event (``@s0[0-5]`` after the source), so the derivation shows
which action was compared. No such action, or two: the event stays unbound and the solver
refuses (``unbound_quantity``).

Solving (``expand_timed``, before every other expansion): each bound event becomes the
concrete action through ``gsm_relative``'s own arithmetic (its gates, whole counts, no
amount below zero), with its step.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import TYPE_CHECKING

from mathcore.organs.story import that_cmp as _THAT
from mathcore.organs.story.ledger import Halt
from mathcore.organs.story.model import ALL, Event, StorySetup
from mathcore.results import Step

if TYPE_CHECKING:
    from mathcore.organs.story.lexemes import Lexeme
    from mathcore.organs.story.reader import Context
    from mathcore.organs.story.resolve import Clause

_VERB = "V=act|F=increment_frame/decrement_frame:f"
_HEAD = "H:s ?only|already|now|still|then|also|later:adv ?has|have|had|will"

TIMED_CLAUSES = f"""
tcmp_times | {_HEAD} {_VERB} X:n as many K?:k S:loc as O:o did|does|do S:t | op=tcmp holder=s kind=k qty=n
tcmp_times_bare | {_HEAD} {_VERB} X:n as many K?:k S:loc as S:t | op=tcmp holder=s kind=k qty=n
tcmp_number | {_HEAD} {_VERB} X:n the number of K:k ?that O:o did|V=act|F=increment_frame/decrement_frame:f2 S:t | op=tcmp holder=s kind=k qty=n
tcmp_more | {_HEAD} {_VERB} N:n more|fewer|less:dir K?:k S:loc than O:o did|does|do S:t | op=tcmp holder=s kind=k qty=n
tcmp_more_bare | {_HEAD} {_VERB} N:n more|fewer|less:dir K?:k S:loc than S:t | op=tcmp holder=s kind=k qty=n
"""

TIMED_ROWS = frozenset(
    {"tcmp_times", "tcmp_times_bare", "tcmp_number", "tcmp_more", "tcmp_more_bare"}
)

#: Words a told time may hold besides time words (``on Monday``, ``the day before``).
_SCOPE = frozenset(
    {
        "on",
        "in",
        "at",
        "during",
        "the",
        "a",
        "an",
        "of",
        "last",
        "before",
        "previous",
        "first",
        "this",
    }
)
_TAIL_AFTER = ("did", "does", "do", "than", "as")
#: Times that name no other day: an action told with only these (or no time) after the compared
#: one may be of the compared day ('On Monday ... In the afternoon, she picks 10 more').
_DAY_PARTS = frozenset(
    {"morning", "afternoon", "evening", "night", "noon", "midnight", "tonight", "later"}
)
_BASE_OPS = ("gain", "lose", "act")
_MARK = " @"


def _stop(detail: str, operator: str = "comparison_base") -> Exception:
    from mathcore.organs.story.reader import Stop

    return Stop("unreadable_sentence", detail, operator)


def _words(source: str) -> list[str]:
    return source.split(_MARK, 1)[0].split(": ", 1)[-1].lower().split()


def told_time(source: str) -> tuple[str, ...]:
    """The words after the last ``did``/``than``/``as`` of a clause's source (its told time)."""
    words = _words(source)
    cut = max((k for k, w in enumerate(words) if w in _TAIL_AFTER), default=-1)
    return tuple(words[cut + 1 :]) if cut >= 0 else ()


def _is_time(words: Sequence[str]) -> bool:
    from mathcore.organs.story.lexemes import lexicon

    entries = lexicon().entries
    content = [w for w in words if w not in _SCOPE]
    return bool(content) and all((e := entries.get(w)) is not None and e.time for w in content)


def _tcmp(c: Clause, ctx: Context) -> list[Event]:
    """A relative action of the subject, compared with its action at a told time."""
    from mathcore.organs.story.gsm_relative import _lemma
    from mathcore.organs.story.resolve import _holder

    if not _is_time(told_time(c.source)):
        raise _stop("a compared action named by no told time")
    if "f2" in c.b and _lemma(c.b.get("f2")) not in ("did", "does", "do", _lemma(c.b.get("f"))):
        raise _stop("the compared action is another verb")
    if c.kind.head == "dollar":
        raise _stop("a timed comparison of money", "unit_binding")
    op = (
        "ev_times"
        if "dir" not in c.b
        else ("ev_fewer" if c.b["dir"] in ("fewer", "less") else "ev_more")
    )
    events = c.again({"op": op, "holder": "s", "kind": "k", "qty": "n"}, c.b, ctx)
    if "o" in c.b and _holder(c.b.get("o"), ctx) != events[0].agent:
        raise _stop("an action compared with another holder's at a told time")
    return events


TIMED_SPECIAL: dict[str, Callable[[Clause, Context], list[Event]]] = {"tcmp": _tcmp}


def _sentence(e: Event) -> int:
    head = e.source.split("[", 1)[0]
    return int(head[1:]) if head[:1] == "s" and head[1:].isdigit() else -1


def _times_of(lx: Sequence[Lexeme]) -> set[str]:
    return {t.word for t in lx if t.time}


def _contains(words: Sequence[str], part: Sequence[str]) -> bool:
    n = len(part)
    return any(tuple(words[k : k + n]) == tuple(part) for k in range(len(words) - n + 1))


def _candidate(x: Event, e: Event) -> bool:
    plain = x.op in _BASE_OPS and not x.other
    return (plain or x.rule in TIMED_ROWS) and (x.agent, x.frame, x.kind) == (
        e.agent,
        e.frame,
        e.kind,
    )


def bind_bases(
    new: list[Event], events: Sequence[Event], cats: Sequence[Sequence[Lexeme]]
) -> list[Event]:
    """``new`` (one sentence's events) with each timed comparison's compared action named."""
    if not any(e.rule in TIMED_ROWS or e.rule in _THAT.THAT_ROWS for e in new):
        return new
    new = _THAT.bind_that(new, events)  # that_cmp: "twice that many"
    out: list[Event] = []
    for e in new:
        if e.rule not in TIMED_ROWS or _MARK in e.source:
            out.append(e)
            continue
        time = told_time(e.source)
        content = {w for w in time if w not in _SCOPE}
        here = _sentence(e)
        own = [t.word for t in cats[here]] if 0 <= here < len(cats) else []
        if not _times_of(cats[here]) - content or any(
            own.count(w) != time.count(w) for w in content
        ):
            out.append(e)  # "On Monday, ... as she did on Monday": its own time is the compared one
            continue
        found = []
        told_too = []  # 'on Monday afternoon', or no time after the found one: also that time
        for x in events:
            si = _sentence(x)
            if not _candidate(x, e) or not 0 <= si < min(here, len(cats)):
                continue
            words = [t.word for t in cats[si]]
            if _contains(words, time) and _times_of(cats[si]) == content:
                found.append(x)
            elif _contains(words, time) or (found and _times_of(cats[si]) <= _DAY_PARTS):
                told_too.append(x)
        same_sentence = {_sentence(x) for x in found}
        if len(found) == 1 and len(same_sentence) == 1 and not told_too:
            e = replace(e, source=f"{e.source}{_MARK}{found[0].source.split(':', 1)[0]}")
        out.append(e)
    return out


def expand_timed(setup: StorySetup) -> tuple[StorySetup, list[Step]]:
    """``setup`` with every timed comparison made the concrete action, and its steps."""
    if not any(e.rule in TIMED_ROWS or e.rule in _THAT.THAT_ROWS for e in setup.events):
        return setup, []
    from mathcore.organs.story.gsm_relative import _concrete

    events: list[Event] = []
    steps: list[Step] = []
    for e in setup.events:
        if e.rule in _THAT.THAT_ROWS:  # that_cmp: the amount told right before
            _, _, ref = e.source.partition(_MARK)
            found = [x for x in events if ref and x.source.split(":", 1)[0] == ref]
            if len(found) != 1:
                raise Halt("unbound_quantity", "a multiple of 'that' amount with no single base")
            made, made_steps = _THAT.concrete_that(e, found[0])
            events.append(made)
            steps.extend(made_steps)
            continue
        if e.rule not in TIMED_ROWS:
            events.append(e)
            continue
        _, _, ref = e.source.partition(_MARK)
        base = [x for x in events if ref and x.source.split(":", 1)[0] == ref and _candidate(x, e)]
        if len(base) != 1 or base[0].op not in _BASE_OPS:
            raise Halt("unbound_quantity", "a timed comparison with no single told action")
        if base[0].qty is None or base[0].qty == ALL:
            raise Halt("unbound_quantity", "a timed comparison over an unknown amount")
        content = [w for w in told_time(e.source) if w not in _SCOPE]
        if any(
            _candidate(x, e)
            and _sentence(x) > _sentence(e)
            and all(w in _words(x.source) for w in content)
            for x in setup.events
        ):  # "She picked 10 more seashells on Monday night": also of the compared time
            raise Halt("unbound_quantity", "a timed comparison whose time is told again later")
        got = _concrete([base[0]], replace(e, rule="ev_times_prev", other=""), [])
        if got is None:
            raise Halt("unbound_quantity", "a timed comparison with no single told action")
        events.append(replace(got[0], rule=e.rule))
        steps.extend(got[1])
    return replace(setup, events=tuple(events)), steps
