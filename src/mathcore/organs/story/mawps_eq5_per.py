"""A total told over a span, asked evenly per unit of the span: ``A restaurant sold 63
hamburgers last week. How many hamburgers on average were sold each day?``

The MAWPS shapes (each sentence must be one of them, or nothing is read here):

- ``<A|The> <noun> <sold|made|baked|served> <n> <things> last week.`` + ``How many <things>
  on average were <sold|...> each day?`` (the same verb): a week is 7 days;
- ``<Name> worked <n> hours in the last <d> days.`` + ``Assuming that <she|he> worked the same
  amount of hours each day, how long|how many hours did <she|he> work each day?`` (the
  pronoun of the name's gender);
- ``There were a total of <n> [<modifier>] <things> during the <d> month season.`` + ``If the
  <things> are equally divided, how many [<modifier>] <things> are played a month?``.

The even spread is told ("on average", "the same amount ... each day", "equally divided");
without it a per-day question is not read here. The share is the ledger's equal share (a
share that is not whole refuses there).
"""

from __future__ import annotations

import re
from functools import lru_cache

from mathcore.exact import Number, parse_exact
from mathcore.organs.story.model import Event, Kind, Question, StorySetup
from mathcore.packs.loader import current_pack

_SPACE_PUNCT = re.compile(r"\s+([,.?!])")
_NUM = r"(\d[\d,]*)"

_WEEK = re.compile(rf"(a|the) ([a-z]+) (sold|made|baked|served) {_NUM} ([a-z]+) last week")
_Q_WEEK = re.compile(r"how many ([a-z]+) on average (?:were|was) (sold|made|baked|served) each day")
_DAYS = re.compile(rf"([a-z]+) worked {_NUM} hours in the last {_NUM} days")
_Q_DAYS = re.compile(
    r"assuming that (she|he) worked the same amount of hours each day, how (?:long|many hours)"
    r" did (she|he) work each day"
)
_SEASON = re.compile(
    rf"there were a total of {_NUM} ((?:[a-z]+ )?)([a-z]+) during the {_NUM} month season"
)
_Q_SEASON = re.compile(
    r"if the ([a-z]+) are (?:equally|evenly) divided, how many ((?:[a-z]+ )?)([a-z]+) are"
    r" played a month"
)


@lru_cache(maxsize=4)
def _tables(_digest: str) -> tuple[dict[str, str], dict[str, str | None]]:
    pack = current_pack()
    nouns: dict[str, str] = {}
    names: dict[str, str | None] = {}
    for form, es in pack.lexicon.items():
        for e in es:
            if e.category == "noun" and isinstance(e.value, str):
                nouns.setdefault(form, e.value)
            elif e.category == "name":
                names[form] = e.value if isinstance(e.value, str) else None
    return nouns, names


def _lex() -> tuple[dict[str, str], dict[str, str | None]]:
    return _tables(current_pack().digest)


def cue(text: str) -> bool:
    """The cheap necessary condition: 'on average' over 'last week', 'the same amount of
    hours' or a 'month season'."""
    return (
        ("on average" in text and "last week" in text)
        or "same amount of hours" in text
        or "month season" in text
    )


def _num(s: str) -> Number | None:
    return parse_exact(s.replace(",", ""))


def _setup(
    holder: str, total: Number, kind: str, parts: Number, per: str, sents: list[str], rule: str
) -> StorySetup:
    src0 = f"s0[0-{len(sents[0].split()) - 1}]: {sents[0]}"
    src1 = f"s1[0-{len(sents[1].split()) - 1}]: {sents[1]}"
    events = (
        Event("has", holder, Kind(kind), total, frame="has", source=src0, agent=holder, rule=rule),
        Event(
            "share",
            holder,
            Kind(kind),
            parts,
            other_kind=Kind(per),
            frame="share_the",
            source=src0 if rule == "eq5_week" else src1,
            agent=holder,
            rule="eq5_even",
        ),
    )
    q = Question("per_part", "", Kind(kind), other_kind=Kind(per), source=src1, rule="q_eq5_per")
    return StorySetup(events, q)


def read_per(text: str) -> StorySetup | None:
    """The setup of an even spread over a span read totally, or ``None`` (not this shape)."""
    if text.count(". ") > 1:  # two sentences: a longer story
        return None
    norm = _SPACE_PUNCT.sub(r"\1", " ".join(text.split()))
    first, dot, rest = norm.partition(". ")
    if not dot or not rest.endswith("?") or "." in rest or "?" in rest[:-1] or "." in first:
        return None
    sents = [first, rest[:-1]]
    a, b = first.lower(), rest[:-1].lower()
    nouns, names = _lex()
    m, q = _WEEK.fullmatch(a), _Q_WEEK.fullmatch(b)
    if m and q:  # A restaurant sold 63 hamburgers last week.
        kind = nouns.get(m.group(5))
        total = _num(m.group(4))
        if kind is None or nouns.get(m.group(2)) is None or total is None:
            return None
        if q.group(1) != m.group(5) or q.group(2) != m.group(3):
            return None
        sents[0] += " (a week is 7 days)"
        return _setup(f"the {m.group(2)}", total, kind, 7, "day", sents, "eq5_week")
    m, q = _DAYS.fullmatch(a), _Q_DAYS.fullmatch(b)
    if m and q:  # Sandy worked 45 hours in the last 5 days.
        name, total, days = m.group(1), _num(m.group(2)), _num(m.group(3))
        if name not in names or not re.search(rf"\b{name.capitalize()}\b", first):
            return None
        if q.group(1) != q.group(2) or total is None or days is None:
            return None
        gender = names[name]
        if gender is not None and gender != ("f" if q.group(1) == "she" else "m"):
            return None
        return _setup(name, total, "hour", days, "day", sents, "eq5_days")
    m, q = _SEASON.fullmatch(a), _Q_SEASON.fullmatch(b)
    if m and q:  # There were a total of 27 soccer games during the 3 month season.
        kind = nouns.get(m.group(3))
        total, months = _num(m.group(1)), _num(m.group(4))
        if kind is None or total is None or months is None:
            return None
        if q.group(1) != m.group(3) or q.group(3) != m.group(3):
            return None
        if q.group(2) and q.group(2) != m.group(2):
            return None
        return _setup("the season", total, kind, months, "month", sents, "eq5_season")
    return None
