"""How far at a speed for a time: ``If Anne wandered for 3 hours at 2 miles per hour. How far
did Anne go?``

The MAWPS shape, read totally or not at all: one sentence ``[If] <Name> <motion verb> for <t>
<time unit>s at <r> <miles|kilometers> per <time unit>.`` and the question ``How far did
<Name> go|<the same verb>?`` (the same name). The time units must agree (hours and per hour);
the motion verbs are a closed list (``go`` asks any of them). The distance is the rate times
the time, done by the ledger's rate rows (``rate`` then ``rate_total``).
"""

from __future__ import annotations

import re
from functools import lru_cache

from mathcore.exact import parse_exact
from mathcore.organs.story.model import Event, Kind, Question, StorySetup
from mathcore.packs.loader import current_pack

_SPACE_PUNCT = re.compile(r"\s+([,.?!])")
_NUM = r"(\d[\d,]*(?:\.\d+)?)"
_STOP = re.compile(r"\.(?!\d)")

#: Past form -> lemma of the motion verbs read here.
MOTION = {
    "walked": "walk",
    "ran": "run",
    "wandered": "wander",
    "strolled": "stroll",
    "rode": "ride",
    "drove": "drive",
    "jogged": "jog",
    "hiked": "hike",
    "biked": "bike",
    "swam": "swim",
    "traveled": "travel",
    "travelled": "travel",
}
_DIST = {"miles": "mile", "kilometers": "kilometer"}
_TIME = {"hours": "hour", "minutes": "minute"}

_STORY = re.compile(
    rf"(?:if )?([a-z]+) ([a-z]+) for {_NUM} (hours|minutes) at {_NUM} (miles|kilometers)"
    r" per (hour|minute)"
)
_ASK = re.compile(r"how far did ([a-z]+) ([a-z]+)")


@lru_cache(maxsize=4)
def _names(_digest: str) -> frozenset[str]:
    pack = current_pack()
    return frozenset(f for f, es in pack.lexicon.items() if any(e.category == "name" for e in es))


def cue(text: str) -> bool:
    """The cheap necessary condition: 'How far' in the text."""
    return "ow far" in text


def read_far(text: str) -> StorySetup | None:
    """The setup of a speed-and-time distance story read totally, or ``None``."""
    if text.count(". ") > 1:  # two sentences: a longer story
        return None
    norm = _SPACE_PUNCT.sub(r"\1", " ".join(text.split()))
    first, dot, rest = norm.partition(". ")
    if not dot or not rest.endswith("?") or "?" in rest[:-1]:
        return None
    if _STOP.search(first) or _STOP.search(rest):
        return None  # a third sentence
    m, q = _STORY.fullmatch(first.lower()), _ASK.fullmatch(rest[:-1].lower())
    if m is None or q is None:
        return None
    name, verb = m.group(1), MOTION.get(m.group(2))
    if verb is None or q.group(1) != name or q.group(2) not in ("go", verb):
        return None
    if name not in _names(current_pack().digest):
        return None
    if not re.search(rf"\b{name.capitalize()}\b", first) or _TIME[m.group(4)] != m.group(7):
        return None
    span, rate = parse_exact(m.group(3).replace(",", "")), parse_exact(m.group(5).replace(",", ""))
    if span is None or rate is None:
        return None
    unit, per = Kind(_DIST[m.group(6)]), Kind(m.group(7))
    src0 = f"s0[0-{len(first.split()) - 1}]: {first}"
    src1 = f"s1[0-{len(rest[:-1].split()) - 1}]: {rest[:-1]}"
    events = (
        Event(
            "rate",
            name,
            unit,
            rate,
            other_kind=per,
            frame=verb,
            source=src0,
            agent=name,
            rule="eq5_far",
        ),
        Event(
            "rate_total",
            name,
            per,
            span,
            other="act",
            frame=verb,
            source=src0,
            agent=name,
            rule="eq5_far",
        ),
    )
    question = Question("event", name, unit, frame=verb, source=src1, rule="q_eq5_far")
    return StorySetup(events, question)
