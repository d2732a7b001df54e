"""Distractor variants: an irrelevant sentence with a number, inserted at each sentence boundary.

The sentence is about a new person (a name not in the text, of the gender no pronoun of the
text could point to) or a new kind of thing (nouns that occur nowhere in the text), so the
problem's answer cannot change. A template is not used when the text has a word that could
tie it to the problem (a category like "items" or "people" for a person, "years" for an
age). The number is one that does not occur in the text, so an over-read is traceable.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from random import Random

from mathcore.evals.metamorphic.names import (
    FEMALE_TARGETS,
    MALE_TARGETS,
    gender,
    person_names,
    words_lower,
    wordset,
)

_BOUNDARY = re.compile(r"(?<=[.!?])\s+")
_LAST_WORD = re.compile(r"(\S+)$")
_ABBREVIATIONS = wordset(
    "mr mrs ms dr st jr sr vs etc no ft oz lb lbs min hr hrs approx sq mt ave blvd"
)

#: Words that gather things or people into one count: a new person's things could belong.
GENERAL = wordset(
    """
    item items thing things object objects toy toys pet pets animal animals fruit fruits
    vegetable vegetables gift gifts supplies collection everything stuff belongings people
    person persons everyone everybody friend friends child children kid kids student students
    family families member members guest guests food snacks snack treats sweets desserts
    goods
    """
)
_SHE = frozenset({"she", "her", "hers", "herself"})
_HE = frozenset({"he", "him", "his", "himself"})


@dataclass(frozen=True, slots=True)
class Template:
    """A distractor sentence; ``blocked`` words in the text make it unusable there."""

    pattern: str  # with {name} (persons only) and {n}
    blocked: frozenset[str]
    person: bool


def _t(pattern: str, blocked: str, *, person: bool) -> Template:
    return Template(pattern, frozenset(blocked.split()), person)


PERSON_TEMPLATES = (
    _t("{name} has {n} {noun}.", "", person=True),
    _t("{name} has {n} more {noun} than {other}.", "", person=True),
    _t("{name} has {n} postcards.", "postcard postcards card cards", person=True),
    _t("{name} owns {n} umbrellas.", "umbrella umbrellas own owns", person=True),
    _t("{name} is {n} years old.", "year years old age ages older younger birthday", person=True),
    _t("{name} lives {n} miles from the lake.", "mile miles lake live lives far", person=True),
)
THING_TEMPLATES = (
    _t("The library opened {n} years ago.", "library open opened year years ago", person=False),
    _t("The town park has {n} benches.", "town park bench benches", person=False),
    _t("The old bridge is {n} meters long.", "bridge meter meters long length", person=False),
)


def sentence_starts(text: str) -> list[int]:
    """Offsets where a sentence starts (abbreviations and initials do not end sentences)."""
    starts = [0]
    for m in _BOUNDARY.finditer(text):
        last = _LAST_WORD.search(text[: m.start()])
        word = last.group(1).lower().rstrip(".!?") if last else ""
        if word in _ABBREVIATIONS or re.fullmatch(r"(?:[a-z]\.)*[a-z]", word):
            continue
        if m.end() < len(text):
            starts.append(m.end())
    return starts


def question_start(text: str, starts: list[int]) -> int:
    """Start of the sentence holding the last ``?`` (else of the last sentence)."""
    mark = text.rfind("?")
    if mark < 0:
        return starts[-1]
    return max(s for s in starts if s <= mark)


def _fresh_number(text: str, rng: Random) -> int:
    present = {int(t) for t in re.findall(r"\d+", text)}
    free = [n for n in range(2, 20) if n not in present] or [
        n for n in range(23, 98) if n not in present
    ]
    return rng.choice(free)


def _person_name(text: str, words: frozenset[str], rng: Random) -> str | None:
    """A new name no pronoun of the text can refer to; ``None`` if both genders are used."""
    she, he = bool(words & _SHE), bool(words & _HE)
    if she and he:
        return None
    pool = MALE_TARGETS if she else FEMALE_TARGETS if he else FEMALE_TARGETS + MALE_TARGETS
    free = [n for n in pool if n.lower() not in words]
    return rng.choice(free) if free else None


def _sentence(text: str, words: frozenset[str], rng: Random, person: bool) -> str | None:
    """One usable distractor sentence of the asked kind for ``text``, or ``None``."""
    if person and words & GENERAL:
        return None
    pool = [t for t in (PERSON_TEMPLATES if person else THING_TEMPLATES) if not t.blocked & words]
    if not pool:
        return None
    template = rng.choice(pool)
    name = _person_name(text, words, rng) if person else ""
    nouns = fresh_nouns(words)
    if name is None or ("{noun}" in template.pattern and not nouns):
        return None
    noun = rng.choice(nouns) if nouns else ""
    other = _person_name(text, words | {name.lower()}, rng) if "{other}" in template.pattern else ""
    if other is None:
        return None
    return template.pattern.format(name=name, n=_fresh_number(text, rng), noun=noun, other=other)


def insert(text: str, at: int, sentence: str) -> str:
    """``text`` with ``sentence`` inserted at offset ``at`` (a sentence start)."""
    return f"{text[:at]}{sentence} {text[at:]}"


def distractor_variants(text: str, rng: Random) -> list[tuple[str, str]]:
    """``(label, text)``: a person and a thing distractor at every boundary before the question."""
    words = words_lower(text)
    starts = sentence_starts(text)
    qstart = question_start(text, starts)
    out: list[tuple[str, str]] = []
    for person in (True, False):
        for index, at in enumerate(s for s in starts if s <= qstart):
            sentence = _sentence(text, words, rng, person)
            if sentence is not None:
                out.append((f"@{index}: {sentence}", insert(text, at, sentence)))
    return out


#: Words that could make a new person's things count toward the asked quantity.
AGGREGATE = GENERAL | wordset(
    """
    they them their total all altogether together combined both each every sum group team
    class others other everyone
    """
)
_HOLDER_QUESTION = re.compile(
    r"\bhow many (?P<x>(?:[a-z]+ ){0,2}?(?P<noun>[a-z]+s)) (?:does|did|will|do|would|can) "
    r"(?P<y>[A-Z][a-z]+|he|she)\b",
    re.IGNORECASE,
)


def same_noun_variants(text: str, rng: Random) -> list[tuple[str, str]]:
    """A new person holding the asked kind of thing, when the question asks about one person.

    "Zara has 7 apples." cannot change how many apples Harry has, so long as nothing in the
    text gathers people or things into one count (no "they", "total", "each", ...).
    """
    words = words_lower(text)
    starts = sentence_starts(text)
    qstart = question_start(text, starts)
    m = _HOLDER_QUESTION.search(text, qstart)
    if m is None or words & AGGREGATE:
        return []
    out: list[tuple[str, str]] = []
    for index, at in enumerate(s for s in starts if s <= qstart):
        name = _person_name(text, words, rng)
        if name is None:
            return out
        sentence = f"{name} has {_fresh_number(text, rng)} {m['x'].lower()}."
        out.append((f"@{index}: {sentence}", insert(text, at, sentence)))
    return out


#: Everyday countable things (the organs know such words, so a variant is not merely refused
#: for an unknown word); one is used only when neither it nor its singular is in the text.
COMMON_NOUNS = ("stamps", "marbles", "balloons", "stickers", "pencils", "books", "apples")


def fresh_nouns(words: frozenset[str]) -> list[str]:
    """``COMMON_NOUNS`` that the text (its lower-case ``words``) never mentions."""
    return [n for n in COMMON_NOUNS if n not in words and n[:-1] not in words]


#: What a person of the problem does with the fresh things: holds, buys, loses, gives, gets.
_PERSON_VERBS = (
    "{name} has {n} {noun}.",
    "{name} bought {n} {noun}.",
    "{name} lost {n} {noun}.",
    "{name} gave away {n} {noun}.",
    "{name} received {n} {noun}.",
)


def same_person_variants(text: str, rng: Random) -> list[tuple[str, str]]:
    """A person of the problem holding (buying, losing, ...) things the problem never mentions.

    "Harry lost 7 postcards." cannot change how many apples Harry has, unless the text counts
    things of every kind together ("items", "toys", "things"): then nothing is inserted.
    """
    words = words_lower(text)
    names = person_names(text)
    nouns = fresh_nouns(words)
    if not names or not nouns or words & GENERAL:
        return []
    starts = sentence_starts(text)
    qstart = question_start(text, starts)
    out: list[tuple[str, str]] = []
    for index, at in enumerate(s for s in starts if s <= qstart):
        pattern = rng.choice(_PERSON_VERBS)
        sentence = pattern.format(
            name=rng.choice(names), n=_fresh_number(text, rng), noun=rng.choice(nouns)
        )
        out.append((f"@{index}: {sentence}", insert(text, at, sentence)))
    return out


_AGE_WORDS = wordset("year years old age ages older younger birthday born aged")
_NAME_SUBJECT = re.compile(r"(?P<name>[A-Z][a-z]+)(?= [a-z]+ )")


def clause_variants(text: str, rng: Random) -> list[tuple[str, str]]:
    """ ", who is 9 years old," after the name that opens a fact sentence, for each such sentence.

    An age about a person says nothing about what they have, so the answer cannot change
    (not used when the text talks about years or ages at all).
    """
    words = words_lower(text)
    if words & _AGE_WORDS:
        return []
    starts = sentence_starts(text)
    qstart = question_start(text, starts)
    out: list[tuple[str, str]] = []
    for at in (s for s in starts if s < qstart):
        m = _NAME_SUBJECT.match(text, at)
        if m is None or gender(m["name"]) is None:
            continue
        clause = f", who is {_fresh_number(text, rng)} years old,"
        out.append((f"{m['name']}{clause}", text[: m.end()] + clause + text[m.end() :]))
    return out
