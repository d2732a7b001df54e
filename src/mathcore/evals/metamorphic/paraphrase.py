"""Question paraphrases that keep the meaning: "How many X does Y have?" and friends.

Each rule rewrites only the question sentence's wording around the same noun phrase and the
same holder; the answer cannot change. Rules are anchored at the ``?`` so a longer question
("..., how many X does Y have if ...?") is never half-rewritten.
"""

from __future__ import annotations

import re
from collections.abc import Callable

_X = r"(?!(?:more|fewer|less)\b)(?P<x>[a-z][a-z' -]{0,40}?)"
_Y = r"(?P<y>(?:[A-Z][a-z]+(?:'s [a-z]+)?|he|she|they|we|you|I|the [a-z]+))"
_TAIL = r"(?P<tail>(?: left| now| in all| in total| altogether)?)"
_END = r"\s*\?\s*$"

_HAVE = re.compile(rf"\b(?P<h>[Hh])ow many {_X} (?P<aux>does|do|did) {_Y} have{_TAIL}{_END}")
_MONEY = re.compile(rf"\b(?P<h>[Hh])ow much money (?P<aux>does|do|did) {_Y} have{_TAIL}{_END}")
_THERE = re.compile(
    rf"\b(?P<h>[Hh])ow many {_X} (?P<aux>are|were) there"
    r"(?P<tail>(?: in all| in total| altogether)?)" + _END
)
_NUMBER_OF = re.compile(
    rf"\b(?P<w>[Ww])hat (?P<aux>is|was) the number of {_X} that {_Y} (?P<verb>has|have|had)"
    rf"{_TAIL}{_END}"
)
_SYNONYM = re.compile(r" (?P<tail>in all|in total|altogether)(?P<end>\s*\?\s*)$")
_SYNONYMS = ("in all", "in total", "altogether")

_PRESENT = {"does": "has", "do": "have", "did": "had"}
_BE = {"does": "is", "do": "is", "did": "was", "are": "is", "were": "was"}


def _what(h: str) -> str:
    return "What" if h == "H" else "what"


def _have(m: re.Match[str]) -> str:
    aux = m["aux"]
    verb = "have" if aux == "do" else _PRESENT[aux]
    return f"{_what(m['h'])} {_BE[aux]} the number of {m['x']} that {m['y']} {verb}{m['tail']}?"


def _money(m: re.Match[str]) -> str:
    aux = m["aux"]
    verb = "have" if aux == "do" else _PRESENT[aux]
    return f"{_what(m['h'])} {_BE[aux]} the amount of money that {m['y']} {verb}{m['tail']}?"


def _there(m: re.Match[str]) -> str:
    total = "total " if m["tail"] else ""
    return f"{_what(m['h'])} {_BE[m['aux']]} the {total}number of {m['x']}?"


def _number_of(m: re.Match[str]) -> str:
    aux = {"has": "does", "have": "do", "had": "did"}[m["verb"]]
    how = "How" if m["w"] == "W" else "how"
    return f"{how} many {m['x']} {aux} {m['y']} have{m['tail']}?"


_RULES: tuple[tuple[str, re.Pattern[str], Callable[[re.Match[str]], str]], ...] = (
    ("how-many-have", _HAVE, _have),
    ("how-much-money", _MONEY, _money),
    ("how-many-there", _THERE, _there),
    ("number-of-that", _NUMBER_OF, _number_of),
)


def paraphrase_variants(text: str) -> list[tuple[str, str]]:
    """``(label, text)`` for every rule that matches the question at the end of ``text``."""
    out: list[tuple[str, str]] = []
    for label, pattern, rewrite in _RULES:
        m = pattern.search(text)
        if m is not None:
            out.append((label, text[: m.start()] + rewrite(m)))
    m = _SYNONYM.search(text)
    if m is not None:
        for other in _SYNONYMS:
            if other != m["tail"]:
                out.append((f"{m['tail']}->{other}", f"{text[: m.start()]} {other}{m['end']}"))
    return out


_COMPARISON = re.compile(
    r"\b(?P<a>[A-Z][a-z]+) (?P<verb>has|had) (?P<n>\d+) (?P<cmp>more|fewer|less) "
    r"(?P<x>(?:[a-z]+ ){0,2})than (?P<b>[A-Z][a-z]+)(?: (?:does|did))?\b"
)
_PRONOUNS = frozenset(
    {"he", "she", "him", "his", "her", "hers", "himself", "herself", "who", "whom", "whose"}
)
_CONVERSE = {"more": "fewer", "fewer": "more", "less": "more"}


def converse_variants(text: str) -> list[tuple[str, str]]:
    """ "A has 5 more X than B" <-> "B has 5 fewer X than A", one comparison at a time.

    Not used when the text has a personal or relative pronoun (the new sentence could change
    what "he", "she" or ", who has 28" points to)."""
    if {w.lower() for w in re.findall(r"[A-Za-z]+", text)} & _PRONOUNS:
        return []
    out: list[tuple[str, str]] = []
    for m in _COMPARISON.finditer(text):
        if m["a"] == m["b"]:
            continue
        swapped = f"{m['b']} {m['verb']} {m['n']} {_CONVERSE[m['cmp']]} {m['x']}than {m['a']}"
        out.append((f"converse: {swapped}", text[: m.start()] + swapped + text[m.end() :]))
    return out
