"""Rain and snow by the day: ``It rained 0.9 inches on Monday. On Tuesday, it rained 0.7
inches less than on Monday. How much did it rain on Tuesday?``

The weather has no holder: ``it rained`` is told of a time (a day or a month), so each time
is read as the holder of what fell in it (``the monday``), and the question asks one time's
amount or, with ``combined``, the total of every time the story names. The reading is total
or nothing: every sentence must be one of

- ``[On|In <time>,] it <verb> <n> <unit> [on|in <time>] [and <n> <unit> on|in <time>]``
- ``[On|In <time>,] it <verb> <n> <unit> less|more [on|in <time>] than on|in <time>``

with exactly one time per amount, and the question ``How much did it <verb> on|in <time>
[and <time> combined]?``. The verbs (``verb`` rows of class ``weather``), the times
(``time_word``) and the units (``unit``) come from the pack. One verb (rain or snow, the
question's too), one unit, each time told at most once; a time with a modifier ("last
Monday"), a place ("In Yardley"), any other sentence or question: not read here (``None``;
the story reader then refuses). The ledger does the arithmetic (a comparison whose base is
never told refuses there).
"""

from __future__ import annotations

import re
from functools import lru_cache

from mathcore.exact import Number, parse_exact
from mathcore.organs.story.model import EVERYONE, Event, Kind, Question, StorySetup
from mathcore.packs.loader import current_pack
from mathcore.text.lowered import lower

_SENT = re.compile(r"(?:[^.?!]|\.(?=\d))+(?:\.(?!\d)|[?!]|$)")
_TOKEN = re.compile(r"\d[\d,]*(?:\.\d+)?|[a-z]+|[,?]")


@lru_cache(maxsize=4)
def _words(_digest: str) -> tuple[frozenset[str], frozenset[str], frozenset[str]]:
    """The pack's weather verbs, time words and ``generic_time_form`` rows (time words that
    name no one time: "today" is read elsewhere, "week" needs a modifier;
    lexicon/story_mawps8.jsonl)."""
    pack = current_pack()
    verbs = frozenset(
        f
        for f, es in pack.lexicon.items()
        for e in es
        if e.category == "verb" and e.value == "weather"
    )
    return verbs, pack.words("time_word"), pack.words("generic_time_form")


def _verbs_times() -> tuple[frozenset[str], frozenset[str], frozenset[str]]:
    return _words(current_pack().digest)


def cue(text: str) -> bool:
    """The cheap necessary condition: a weather verb of the pack occurs in the text."""
    low = lower(text)  # the text's one lower case (text.lowered)
    return any(v in low for v in _verbs_times()[0])


class _Parse:
    """One sentence's tokens, read left to right."""

    def __init__(self, toks: list[str]) -> None:
        self.toks, self.i = toks, 0

    def peek(self, *words: str) -> bool:
        return self.i < len(self.toks) and self.toks[self.i] in words

    def take(self, *words: str) -> str | None:
        if self.peek(*words):
            self.i += 1
            return self.toks[self.i - 1]
        return None

    def done(self) -> bool:
        return self.i == len(self.toks)

    def time(self) -> str | None:
        """``on Monday`` / ``in March``: the time word (no modifier)."""
        at = self.i
        if self.take("on", "in") and self.i < len(self.toks):
            word = self.toks[self.i]
            tw = _verbs_times()
            if word in tw[1] and word not in tw[2]:
                self.i += 1
                return word
        self.i = at
        return None

    def amount(self) -> tuple[Number, str] | None:
        if self.i + 1 >= len(self.toks):
            return None
        qty = parse_exact(self.toks[self.i]) if self.toks[self.i][0].isdigit() else None
        unit = current_pack().value(self.toks[self.i + 1], "unit")
        if qty is None or unit is None:
            return None
        self.i += 2
        return qty, unit


def _clauses(toks: list[str], verbs: frozenset[str]) -> list[tuple[str, str, Number, str, str]]:
    """``(verb, time, qty, unit, base)`` per amount (base: the compared time, with its sign)."""
    p = _Parse(toks)
    lead = p.time()
    if lead is not None:
        p.take(",")  # "In March it rained", "On Tuesday, it rained"
    if not (p.take("it") and p.peek(*verbs)):
        return []
    verb = toks[p.i]
    p.i += 1
    out: list[tuple[str, str, Number, str, str]] = []
    first = p.amount()
    if first is None:
        return []
    sign = p.take("less", "more")
    own = p.time()
    when = own or lead
    if when is None or (own and lead):
        return []
    if sign:
        if not p.take("than"):
            return []
        base = p.time()
        if base is None or base == when or not p.done():
            return []
        return [(verb, when, first[0], first[1], f"{sign} {base}")]
    out.append((verb, when, first[0], first[1], ""))
    if p.take("and"):
        second = p.amount()
        then = p.time()
        if second is None or then is None or lead is not None:
            return []
        out.append((verb, then, second[0], second[1], ""))
    return out if p.done() else []


def _question(toks: list[str], verbs: frozenset[str]) -> tuple[str, list[str]] | None:
    """``how much did it rain on Monday [and Tuesday combined] ?``: the verb and the times."""
    p = _Parse(toks)
    if not (p.take("how") and p.take("much") and p.take("did") and p.take("it")):
        return None
    verb = p.take(*(v[:-2] for v in verbs if v.endswith("ed")))  # "rain" of "rained"
    when = p.time()
    if verb is None or when is None:
        return None
    times = [when]
    if p.take("and"):
        tw = _verbs_times()
        if p.i >= len(toks) or toks[p.i] not in tw[1] or toks[p.i] in tw[2]:
            return None
        times.append(toks[p.i])
        p.i += 1
        if not p.take("combined"):
            return None
    if not (p.take("?") and p.done()):
        return None
    return verb, times


def read_weather(text: str) -> StorySetup | None:
    """The setup of a rain/snow story read totally, or ``None`` (not this shape)."""
    verbs = _verbs_times()[0]
    sents = [s.strip() for s in _SENT.findall(" ".join(text.split())) if s.strip()]
    if len(sents) < 2:
        return None
    events: list[Event] = []
    told: list[str] = []
    stems: set[str] = set()
    units: set[str] = set()
    for si, sent in enumerate(sents[:-1]):
        if not sent.endswith("."):
            return None
        toks = _TOKEN.findall(sent[:-1].lower())
        if "".join(toks) != "".join(sent[:-1].lower().split()):
            return None  # a character the tokens do not cover
        clauses = _clauses(toks, verbs)
        if not clauses:
            return None
        for verb, when, qty, unit, base in clauses:
            stems.add(verb)
            units.add(unit)
            holder = f"the {when}"
            if when in told:
                return None
            told.append(when)
            source = f"s{si}[0-{len(toks) - 1}]: {sent}"
            if base:
                sign, other = base.split()
                op = "fewer" if sign == "less" else "more"
                events.append(
                    Event(
                        op,
                        holder,
                        Kind(unit),
                        qty,
                        other=f"the {other}",
                        frame=verb,
                        source=source,
                        agent=holder,
                        rule=f"weather_{op}",
                    )
                )
            else:
                events.append(
                    Event(
                        "has",
                        holder,
                        Kind(unit),
                        qty,
                        frame=verb,
                        source=source,
                        agent=holder,
                        rule="weather_fell",
                    )
                )
    qtoks = _TOKEN.findall(sents[-1].lower())
    if "".join(qtoks) != "".join(sents[-1].lower().split()):
        return None
    asked = _question(qtoks, verbs)
    if asked is None or len(units) != 1 or len(stems) != 1:
        return None
    verb, times = asked
    story_verb = next(iter(stems))
    if story_verb != verb + "ed" or len(set(times)) != len(times):
        return None
    if any(t not in told for t in times):
        return None
    used = set(times) | {e.other[4:] for e in events if e.other and e.holder[4:] in times}
    if used != set(told):
        return None  # a time the answer does not use (a total of some times only, a distractor)
    holder = f"the {times[0]}" if len(times) == 1 else EVERYONE
    source = f"s{len(sents) - 1}[0-{len(qtoks) - 1}]: {sents[-1]}"
    kind = Kind(next(iter(units)))
    question = Question("state", holder, kind, source=source, rule="q_weather")
    return StorySetup(tuple(events), question)
