"""Equal shares among a told group: ``Nancy goes fishing with Joan. They catch 18 trout. If
they equally split up the trout, how many will each one get?``

The MAWPS stories that split a total equally among people the story counts for us:

- named people: ``Fred, Benny, and Jason have 24 crayons all together``; ``Benny goes to lunch
  with Sally and Sandy`` (the goer and the named companions), then ``They catch 18 trout`` or
  ``The total bill came to 15 dollars``; the split ``If the crayons are equally divided`` /
  ``If they equally split up the trout`` / ``They decided to equally split up the bill``; the
  question ``how many will each person|one get`` / ``how much will each person have to pay``;
- counted people: ``There are 9 students in the class and 81 tickets. If the tickets are
  divided equally among the students, how many does each student get?``; ``There are 96
  cupcakes for 8 children to share. How much will each person get if they share the cupcakes
  equally?``; ``Mrs. Hilt needs to share $3.75 equally among 3 total people. How much money
  will each person get?``.

The reading is total or nothing: every sentence must be one of these shapes (the pack gives
the names, nouns and activities), each number bound once, the shared thing told once and
named again by the split (the bill: the dollars); the sharers are every person named (no
other name anywhere) or the one counted group. Anything else is not read here (``None``; the
story reader then refuses as before). The ledger divides (a share that is not whole refuses).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from mathcore.exact import Number, parse_exact
from mathcore.organs.story.model import Event, Kind, Question, StorySetup
from mathcore.packs.loader import Pack, PerPack, current_pack

_SENT = re.compile(r"(?:[^.?!]|\.(?=\d))+(?:\.(?!\d)|[?!]|$)")
_SPACE_PUNCT = re.compile(r"\s+([,.?!])")
_DOLLAR = re.compile(r"\$\s+(?=\d)")
_TITLE = re.compile(r"\b(Mrs|Mr|Ms)\.\s")
_NUM = r"(\d[\d,]*(?:\.\d+)?)"
_MONEY = r"\$(\d[\d,]*(?:\.\d+)?)"
_WORD = r"([a-z]+)"
_NAMES = r"([a-z]+(?:, [a-z]+)*,? and [a-z]+|[a-z]+)"

#: ``Fred, Benny, and Jason have 24 crayons all together``
_G_HAVE = re.compile(rf"{_NAMES} (?:have|had) {_NUM} {_WORD}(?: all together| altogether| in all)?")
#: ``Benny goes to lunch with Sally and Sandy``; ``Nancy goes fishing with Joan``
_G_GO = re.compile(rf"([a-z]+) (?:goes|went) (?:out )?(to lunch|to dinner|[a-z]+) with {_NAMES}")
#: ``They catch 18 trout``
_T_THEY = re.compile(
    rf"they (catch|caught|pick|picked|find|found|collect|collected) {_NUM} {_WORD}"
)
#: ``The total bill came to 15 dollars``
_T_BILL = re.compile(rf"the (?:total )?bill (?:came|comes) to {_NUM} dollars")
#: ``If the crayons are equally divided``; ``If the tickets are divided equally among the
#: students``
_S_PASSIVE = re.compile(
    rf"if the {_WORD} (?:are|were) (?:(?:equally|evenly) divided|divided (?:equally|evenly))"
    rf"(?: among the {_WORD})?"
)
#: ``If they equally split up the trout``; ``They decided to equally split up the bill``
_S_THEY = re.compile(
    rf"(?:if they|they decided to) (?:equally|evenly) (?:split up|split|divide|share) the {_WORD}"
)
#: ``how many will each one get``; ``how many does each student get``; ``how much will each
#: person have to pay``; ``how much money will each person get``
_Q_EACH = re.compile(
    rf"how (many|much)(?: {_WORD})? (?:will|does|would) each {_WORD} (get|have to pay|pay)"
)
#: ``There are 9 students in the class and 81 tickets``
_C_THERE_IN = re.compile(rf"there are {_NUM} {_WORD} in the {_WORD} and {_NUM} {_WORD}")
#: ``There are 96 cupcakes for 8 children to share``
_C_THERE_FOR = re.compile(rf"there are {_NUM} {_WORD} for {_NUM} {_WORD} to share")
#: ``How much will each person get if they share the cupcakes equally``
_Q_IF_SHARE = re.compile(
    rf"how (many|much) will each {_WORD} get if they share the {_WORD} (?:equally|evenly)"
)
#: ``Mrs. Hilt needs to share $3.75 equally among 3 total people``
_C_NEEDS = re.compile(
    rf"(?:(?:mrs|mr|ms) )?([a-z]+) needs to share {_MONEY} (?:equally|evenly) among {_NUM}"
    rf" (?:total )?(people|persons)"
)
#: ``Mr. Guzman bought 48 doughnuts packed equally into 4 boxes``
_C_PACKED = re.compile(
    rf"(?:(?:mrs|mr|ms) )?([a-z]+) (?:bought|has|had) {_NUM} {_WORD} packed (?:equally|evenly)"
    rf" into {_NUM} {_WORD}"
)
#: ``How many doughnuts were in each box``
_Q_IN_EACH = re.compile(rf"how many {_WORD} (?:were|are) in each {_WORD}")

#: The word table lives in the pack, read once per pack digest: ``share_person_noun``.


@dataclass(frozen=True, slots=True)
class _Words:
    people: frozenset[str]


def _build_words(pack: Pack) -> _Words:
    """The pack's word tables of this module."""
    return _Words(
        people=pack.words("share_person_noun"),
    )


#: Built once per pack digest (``packs.loader.PerPack``).
_words = PerPack(_build_words)


@lru_cache(maxsize=4)
def _tables(_digest: str) -> tuple[dict[str, str], frozenset[str], frozenset[str]]:
    pack = current_pack()
    nouns: dict[str, str] = {}
    names: set[str] = set()
    acts: set[str] = set()
    for form, es in pack.lexicon.items():
        for e in es:
            if e.category == "noun" and isinstance(e.value, str):
                nouns.setdefault(form, e.value)
            elif e.category == "name":
                names.add(form)
            elif e.category == "activity":
                acts.add(form)
    return nouns, frozenset(names), frozenset(acts)


def _lex() -> tuple[dict[str, str], frozenset[str], frozenset[str]]:
    return _tables(current_pack().digest)


def cue(text: str) -> bool:
    """The cheap necessary condition: an 'equally' or 'evenly' in the text."""
    return "qually" in text or "venly" in text


def _normal(text: str) -> str:
    text = _TITLE.sub(r"\1 ", " ".join(text.split()))
    return _DOLLAR.sub("$", _SPACE_PUNCT.sub(r"\1", text))


def _names(group: str, original: str) -> list[str] | None:
    """The names of ``a, b, and c`` (each a pack name, capitalized in the text), else None."""
    parts = [p for p in re.split(r", and |, | and ", group) if p]
    known = _lex()[1]
    if any(p not in known or not re.search(rf"\b{p.capitalize()}\b", original) for p in parts):
        return None
    if len(set(parts)) != len(parts):
        return None
    return parts


class _NotNumber(Exception):
    """A matched digit run that is no exact number (``1,2,3``): not read here."""


def _num(s: str) -> Number:
    value = parse_exact(s.replace(",", ""))
    if value is None:
        raise _NotNumber(s)
    return value


def _src(si: int, sent: str) -> str:
    return f"s{si}[0-{len(sent.split()) - 1}]: {sent}"


def _setup(
    holder: str,
    total: Number,
    kind: Kind,
    parts: Number,
    per: str,
    srcs: tuple[str, str, str],
    rule: str,
) -> StorySetup:
    events = (
        Event("has", holder, kind, total, frame="has", source=srcs[0], agent=holder, rule=rule),
        Event(
            "share",
            holder,
            kind,
            parts,
            other_kind=Kind(per),
            frame="share_the",
            source=srcs[1],
            agent=holder,
            rule="eq5_split",
        ),
    )
    q = Question("per_part", "", kind, other_kind=Kind(per), source=srcs[2], rule="q_eq5_each")
    return StorySetup(events, q)


def read_share(text: str) -> StorySetup | None:
    """The setup of an equal-share story read totally, or ``None`` (not this shape)."""
    if text.count(". ") > 3:  # at most three sentences and one title: a longer story
        return None
    norm = _normal(text)
    sents = [s.strip() for s in _SENT.findall(norm) if s.strip()]
    if not 2 <= len(sents) <= 3 or not sents[-1].endswith("?"):
        return None
    if any(not s.endswith(".") for s in sents[:-1]):
        return None
    low = [s[:-1].lower() for s in sents]
    try:
        if len(sents) == 2:
            return _counted(low, sents) or _named_have(low, sents, norm)
        return _named_go(low, sents, norm)
    except _NotNumber:
        return None


def _split_ask(last: str, shared: str, kind: str) -> bool:
    """``If they equally split up the trout, how many will each one get``: the split names
    the shared thing and the question asks each person's share of its kind."""
    split, sep, ask = last.partition(", ")
    s = _S_PASSIVE.fullmatch(split) or _S_THEY.fullmatch(split)
    if not sep or s is None or s.group(1) != shared:
        return False
    if s.re is _S_PASSIVE and s.group(2) is not None:
        return False  # "among the students": a counted group, not the named people
    q = _Q_EACH.fullmatch(ask)
    if q is None or q.group(3) not in ("one", "person"):
        return False
    if kind == "dollar":
        return q.group(1) == "much" and q.group(2) is None and q.group(4) in ("have to pay", "pay")
    nouns = _lex()[0]
    return (
        q.group(1) == "many"
        and q.group(4) == "get"
        and (q.group(2) is None or nouns.get(q.group(2)) == kind)
    )


def _only_names(norm: str, names: list[str]) -> bool:
    """No capitalized word but the sharers' names and sentence openers."""
    caps = set(re.findall(r"\b[A-Z][a-z]+\b", norm)) - {"They", "If", "The", "How"}
    return caps == {n.capitalize() for n in names}


def _named_have(low: list[str], sents: list[str], norm: str) -> StorySetup | None:
    """``Fred, Benny, and Jason have 24 crayons all together. If the crayons are equally
    divided, how many will each person get?``"""
    m = _G_HAVE.fullmatch(low[0])
    if m is None:
        return None
    names = _names(m.group(1), norm)
    kind = _lex()[0].get(m.group(3))
    if names is None or len(names) < 2 or kind is None or not _only_names(norm, names):
        return None
    if not _split_ask(low[1], m.group(3), kind):
        return None
    srcs = (_src(0, sents[0][:-1]), _src(1, sents[1][:-1]), _src(1, sents[1][:-1]))
    return _setup(
        " and ".join(names), _num(m.group(2)), Kind(kind), len(names), "person", srcs, "eq5_total"
    )


def _named_go(low: list[str], sents: list[str], norm: str) -> StorySetup | None:
    """``Nancy goes fishing with Joan. They catch 18 trout. If they equally split up the
    trout, how many will each one get?``; ``Benny goes to lunch with Sally and Sandy. The
    total bill came to 15 dollars. They decided to equally split up the bill, how much will
    each person have to pay?``"""
    m = _G_GO.fullmatch(low[0])
    if m is None:
        return None
    if m.group(2) not in ("to lunch", "to dinner") and m.group(2) not in _lex()[2]:
        return None
    goer, rest = _names(m.group(1), norm), _names(m.group(3), norm)
    if goer is None or rest is None or goer[0] in rest:
        return None
    names = goer + rest
    if not _only_names(norm, names):
        return None
    t, b = _T_THEY.fullmatch(low[1]), _T_BILL.fullmatch(low[1])
    if t is not None:
        total, kind, shared = _num(t.group(2)), _lex()[0].get(t.group(3)), t.group(3)
    elif b is not None:
        total, kind, shared = _num(b.group(1)), "dollar", "bill"
    else:
        return None
    if kind is None or not _split_ask(low[2], shared, kind):
        return None
    srcs = (_src(1, sents[1][:-1]), _src(2, sents[2][:-1]), _src(2, sents[2][:-1]))
    return _setup(" and ".join(names), total, Kind(kind), len(names), "person", srcs, "eq5_total")


def _counted(low: list[str], sents: list[str]) -> StorySetup | None:
    ws = _words()
    nouns = _lex()[0]
    first, last = low
    srcs = (_src(0, sents[0][:-1]), _src(0, sents[0][:-1]), _src(1, sents[1][:-1]))
    m = _C_THERE_FOR.fullmatch(first)
    if m:  # There are 96 cupcakes for 8 children to share.
        q = _Q_IF_SHARE.fullmatch(last)
        kind, people = nouns.get(m.group(2)), nouns.get(m.group(4))
        if q is None or kind is None or people not in ws.people or nouns.get(q.group(3)) != kind:
            return None
        if nouns.get(q.group(2)) not in (people, "person"):
            return None
        return _setup(
            "the group", _num(m.group(1)), Kind(kind), _num(m.group(3)), people, srcs, "eq5_total"
        )
    m = _C_NEEDS.fullmatch(first)
    if m:  # Mrs. Hilt needs to share $3.75 equally among 3 total people.
        q = _Q_EACH.fullmatch(last)
        if q is None or q.group(1) != "much" or q.group(2) != "money":
            return None
        if q.group(3) != "person" or q.group(4) != "get" or m.group(1) not in _lex()[1]:
            return None
        return _setup(
            m.group(1),
            _num(m.group(2)),
            Kind("dollar"),
            _num(m.group(3)),
            "person",
            srcs,
            "eq5_total",
        )
    m = _C_PACKED.fullmatch(first)
    if m:  # Mr. Guzman bought 48 doughnuts packed equally into 4 boxes.
        q = _Q_IN_EACH.fullmatch(last)
        kind, box = nouns.get(m.group(3)), nouns.get(m.group(5))
        if q is None or kind is None or box is None or m.group(1) not in _lex()[1]:
            return None
        if nouns.get(q.group(1)) != kind or nouns.get(q.group(2)) != box:
            return None
        return _setup(
            m.group(1), _num(m.group(2)), Kind(kind), _num(m.group(4)), box, srcs, "eq5_total"
        )
    m = _C_THERE_IN.fullmatch(first)
    if m:  # There are 9 students in the class and 81 tickets.
        split, _, ask = last.partition(", ")
        s, q = _S_PASSIVE.fullmatch(split), _Q_EACH.fullmatch(ask)
        people, kind = nouns.get(m.group(2)), nouns.get(m.group(5))
        if s is None or q is None or kind is None or people not in ws.people:
            return None
        if nouns.get(s.group(1)) != kind or s.group(2) is None or nouns.get(s.group(2)) != people:
            return None
        if q.group(1) != "many" or q.group(2) is not None or nouns.get(q.group(3)) != people:
            return None
        if q.group(4) != "get" or nouns.get(m.group(3)) is None:
            return None
        srcs = (srcs[0], _src(1, sents[1][:-1]), srcs[2])
        return _setup(
            "the " + m.group(3),
            _num(m.group(4)),
            Kind(kind),
            _num(m.group(1)),
            people,
            srcs,
            "eq5_total",
        )
    return None
