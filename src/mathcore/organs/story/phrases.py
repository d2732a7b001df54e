"""Phrase parsers the frames are built from: holders, kinds, quantities, scope phrases.

Each parser takes the lexemes and a start index and returns every reading as
``(value, next_index)``, longest first. They never guess: a word without the right
category ends the phrase.
"""

from __future__ import annotations

from collections.abc import Sequence

from mathcore.organs.story.frontier_names import kin_skip, named_kin
from mathcore.organs.story.lexemes import Lexeme
from mathcore.organs.story.model import Kind

Lx = Sequence[Lexeme]

DETERMINERS = frozenset({"the", "a", "an"})
POSSESSIVES = frozenset({"his", "her", "their", "its", "your"})
PREPOSITIONS = frozenset(
    {"in", "on", "at", "into", "for", "during", "from", "to", "inside", "before", "after"}
)
ORDINALS = frozenset({"next", "first", "second", "third", "same", "following", "last"})
OBJECT_PRONOUNS = {"him": "he", "her": "she", "them": "they"}
ADVERBS = frozenset(
    {"currently", "already", "also", "now", "then", "later", "originally", "inside", "online"}
)
TIME_PREFIX = frozenset({"this", "last", "next", "that", "on", "in", "during", "by", "for"})
TIME_SPAN = frozenset({"over", "during", "in", "at", "for"})
EDGES = frozenset({"start", "end", "beginning"})


def word(lx: Lx, i: int) -> str:
    return lx[i].word if i < len(lx) else ""


def kinds(lx: Lx, i: int) -> list[tuple[Kind, int]]:
    """Kind phrases at ``i``: (modifier|noun)* noun [of kind], longest first."""
    out: list[tuple[Kind, int]] = []
    j = i
    words: list[Lexeme] = []
    while j < len(lx) and (
        (lx[j].sym == "WORD" and (lx[j].noun or lx[j].modifier)) or _brand(lx, j)
    ):
        words.append(lx[j])
        j += 1
    if not words:  # most positions a kind is asked at hold none: no reading
        return out
    # only the head may be a plural noun; earlier words must be modifiers or singular nouns
    stop = len(words)
    for n, w in enumerate(words):
        if not w.modifier and w.noun is not None and w.noun != w.word:
            stop = n + 1
            break
    words = words[:stop]
    for k in range(len(words), 0, -1):
        head = words[k - 1]
        if head.noun is None:
            continue
        after = word(lx, i + k)
        listy = after in ("and", ",") or (i + k < len(lx) and bool(lx[i + k].noun))
        if head.modifier and head.noun == head.word and _counted(lx, i) and listy:
            continue  # "3 green and 5 red marbles": "green" counts no noun
        mods = tuple(sorted({w.word for w in words[: k - 1]}))
        kind = Kind(head.noun, mods)
        end = i + k
        if word(lx, end) == "of":
            skip = 1 if word(lx, end + 1) == "the" else 0
            for inner, e2 in kinds(lx, end + 1 + skip):
                if inner.head != kind.head:
                    extra = tuple(sorted({*mods, f"of {inner.label()}"}))
                    out.append((Kind(kind.head, extra), e2))
        out.append((kind, end))
    return out


def groups(lx: Lx, i: int) -> list[tuple[tuple[str, ...], int]]:
    """``Sara, Keith, Benny, and Alyssa``: two or more names joined by commas and ``and``."""
    names: list[str] = []
    j = begin = last = i  # where each name's phrase begins (``his sister Paula``: ``his``)
    while j < len(lx) and lx[j].sym == "NAME":
        names.append(lx[j].word)
        last = begin
        j += 1
        while word(lx, j) in (",", "and"):
            j += 1
        begin, j = j, kin_skip(lx, j)
    if len(names) < 2 or lx[j - 1].sym != "NAME" or word(lx, last - 1) != "and":
        return []
    return [(tuple(names), j)]


PURPOSE_STOPS = frozenset(
    {
        # words that tell one part from another ("to pick up the trays from the first table":
        # a part of the things, not a purpose; answered the trips for both tables)
        "first",
        "second",
        "third",
        "last",
        "other",
        "another",
        "more",
        "less",
        "fewer",
        "each",
        "every",
        "per",
        "times",
        "twice",
        "half",
        "all",
        "rest",
        "left",
        "remaining",
        "if",
        "how",
        "and",
        ",",
        "then",
        "but",
        "than",
    }
)


def _purpose(lx: Lx, i: int) -> bool:
    """``to`` + a verb's base form + words with no number, cue or change verb, to the end."""
    if i + 1 >= len(lx):
        return False
    verb = lx[i + 1]
    if verb.sym != "WORD" or verb.lemma != verb.word or not (verb.verb or verb.frame):
        return False
    return not any(
        t.sym in ("NUM", "MONEY", "PCT") or t.word in PURPOSE_STOPS or t.mult is not None
        for t in lx[i + 2 :]
    )


def _brand(lx: Lx, j: int) -> bool:
    """``27 Pokemon cards``: a capitalized word right before a noun narrows it."""
    return (
        lx[j].sym == "NAME"
        and j + 1 < len(lx)
        and lx[j + 1].sym == "WORD"
        and bool(lx[j + 1].noun or lx[j + 1].modifier)
    )


def _counted(lx: Lx, i: int) -> bool:
    """Whether a number other than one stands right before ``i``."""
    return i > 0 and lx[i - 1].sym == "NUM" and lx[i - 1].value != 1


def holders(lx: Lx, i: int) -> list[tuple[str, int]]:
    """Holder phrases: names (with titles), pronouns, or a determiner and a kind."""
    if i >= len(lx):
        return []
    t = lx[i]
    if t.title:
        j = i + 1
        if word(lx, j) == ".":
            j += 1
        if j < len(lx) and lx[j].sym == "NAME":
            return [(f"{t.word} {lx[j].word}", j + 1)]
        return []
    if t.sym == "NAME":
        if word(lx, i + 1) in ("'s", "’s"):
            owned = kinds(lx, i + 2)
            return [(f"{t.word}'s {k.label()}", j) for k, j in owned] + named_kin(lx, owned)
        return [(t.word, i + 1)]
    if t.sym == "PRON" and t.word in ("he", "she", "they", "it", "you", "i", "we"):
        return [(f"@{t.pronoun}", i + 1)]
    if t.word in DETERMINERS or t.word in POSSESSIVES:
        found = kinds(lx, i + 1)
        # not clause-initial: ``His friend Tom has ...`` is the appositive rows' (gsm_clauses)
        named = named_kin(lx, found) if i and t.word in POSSESSIVES else []
        return [(f"the {k.label()}", j) for k, j in found] + named
    if i == 0 and t.sym == "WORD" and (t.noun is not None or t.modifier):  # "Park workers ..."
        return [
            (f"the {k.label()}", j)
            for k, j in kinds(lx, i)
            if lx[j - 1].noun not in (None, lx[j - 1].word) and lx[j - 1].text.islower()
        ]
    return []


def objects(lx: Lx, i: int) -> list[tuple[str, int]]:
    """Object holders (receivers): names, object pronouns, or a determiner and a kind."""
    if i < len(lx) and lx[i].word in ("him", "her", "them"):
        pron = [(f"@{OBJECT_PRONOUNS[lx[i].word]}", i + 1)]
        return pron + (holders(lx, i) if lx[i].word == "her" else [])
    return holders(lx, i)


def scopes(lx: Lx, i: int) -> list[tuple[str, int]]:
    """Zero or more scope phrases (place or time) that carry no quantity.

    The value is the place noun of the last place phrase ("" when none): a frame about
    ``there`` uses it as the holder.
    """
    out: list[tuple[str, int]] = [("", i)]
    for place, j in _scope(lx, i):
        for rest, k in scopes(lx, j):
            out.insert(0, (rest or place, k))
    return out


def _earned_by(lx: Lx, i: int) -> bool:
    """``6 quarters from washing cars``, ``9 pennies for mowing lawns``: how it was earned."""
    nxt = lx[i + 1] if i + 1 < len(lx) else None
    prev = lx[i - 1]
    return nxt is not None and nxt.activity and (prev.noun is not None or prev.sym == "MONEY")


def _noun_activity(lx: Lx, i: int) -> bool:
    """``18 dollars weed eating``: how money was earned, a noun then its activity."""
    if i == 0 or i + 1 >= len(lx) or lx[i].noun is None or not lx[i + 1].activity:
        return False
    return lx[i - 1].sym == "MONEY" or lx[i - 1].noun == "dollar"


def _edge(lx: Lx, i: int) -> bool:
    """``at the start|end|beginning of the <time or noun>``."""
    if i >= len(lx) or lx[i].word != "at":  # the common case, before building the window
        return False
    edge = [word(lx, k) for k in range(i, i + 5)]
    return (
        edge[:2] == ["at", "the"]
        and edge[2] in EDGES
        and edge[3:] == ["of", "the"]
        and i + 5 < len(lx)
        and (lx[i + 5].time or lx[i + 5].noun is not None)
    )


#: The words a scope phrase can open with, besides a time word, an activity and a noun
#: before an activity: every branch of ``_scope_plain`` that reads something tests for one.
_SCOPE_OPENERS = (
    ADVERBS
    | TIME_PREFIX
    | TIME_SPAN
    | PREPOSITIONS
    | {"inside", "to", "while", "at", "from", "for", "in", "on", "the", "a"}
)


def _scope(lx: Lx, i: int) -> list[tuple[str, int]]:
    """``_scope_plain``, after a test of the one word that can open a scope phrase (most
    positions a frame asks hold none)."""
    if i >= len(lx):
        return []
    t = lx[i]
    if not (t.time or t.activity or t.word in _SCOPE_OPENERS) and (
        t.noun is None or i + 1 >= len(lx) or not lx[i + 1].activity
    ):
        return []
    return _scope_plain(lx, i)


def _scope_plain(lx: Lx, i: int) -> list[tuple[str, int]]:
    if i >= len(lx):
        return []
    t = lx[i]
    if t.word == "at" and word(lx, i + 1) in ("a", "one") and word(lx, i + 2) == "time":
        return []  # "he cooks 3 at a time": a batch, not a place (mawps_multi reads it)
    if t.word == "inside" and word(lx, i + 1) in ("it", "them"):
        return [("", i + 2)]  # "6 pieces inside it": the container already named
    if t.time or t.word in ADVERBS:
        return [("", i + 1)]
    if t.word == "to" and _purpose(lx, i):
        return [("", len(lx))]  # "used 20 to make lunch for the students"
    if t.word == "while":  # "While shopping, ...", "While on vacation, ..."
        if i + 1 < len(lx) and lx[i + 1].activity:
            return [("", i + 2)]
        return [(p, j) for p, j in _scope(lx, i + 1)]
    if t.word in TIME_PREFIX and i + 1 < len(lx) and lx[i + 1].time:
        return [("", i + 2)]
    if t.word in TIME_SPAN and word(lx, i + 1) == "the" and i + 2 < len(lx) and lx[i + 2].time:
        return [("", i + 3)]  # "over the summer", "during the week"
    if _edge(lx, i):
        return [("", i + 6)]  # "at the start of the year", "at the end of the game"
    if _noun_activity(lx, i):  # distrib: "made 18 dollars weed eating"
        return [("", i + 2)]
    if t.activity and i > 0 and (lx[i - 1].noun is not None or lx[i - 1].sym == "MONEY"):
        # "made 37 dollars mowing lawns", "spent 21 dollars buying new mower blades"
        return [("", e) for _k, e in kinds(lx, i + 1)]
    if t.word in ("from", "for") and i > 0 and _earned_by(lx, i):  # mawps_eq
        return [("", e) for _k, e in kinds(lx, i + 2)]  # "saved 6 quarters from washing cars"
    one = i + 2 < len(lx) and lx[i + 1].sym == "NUM" and lx[i + 1].value == 1
    if t.word in ("in", "on") and one and lx[i + 2].time:
        return [("", i + 3)]  # "In one day they sold 3"
    if (
        t.word in ("the", "a")
        and word(lx, i + 1) in ORDINALS
        and i + 2 < len(lx)
        and lx[i + 2].time
    ):
        return [("", i + 3)]  # "the next day"
    if t.word not in PREPOSITIONS or t.word in ("from", "to"):
        return []
    j = i + 1
    if word(lx, j) in DETERMINERS or word(lx, j) in POSSESSIVES:
        j += 1
    elif j + 1 < len(lx) and lx[j].sym == "NAME" and word(lx, j + 1) in ("'s", "’s"):
        return [(f"{lx[j].word}'s {k.label()}", e) for k, e in kinds(lx, j + 2)]
    elif word(lx, j) in ("it", "them"):
        return [("", j + 1)]  # "5 problems on it": the container already named
    elif j < len(lx) and lx[j].sym in ("NAME", "PRON"):
        return []
    if t.word == "for" and j > i + 1 and j < len(lx) and lx[j].gender is not None:
        return []  # "bought 7 new books for his sister": for whom, not where
    ordinal = ""
    if j > i + 1 and word(lx, j) in ORDINALS and not lx[j].modifier:  # "in the last round"
        ordinal, j = f"{lx[j].word} ", j + 1
    # "in the morning" is a time, not a place; "in the barn today" is a place, then a time
    found = [
        (f"the {ordinal}{k.label()}", e)
        for k, e in kinds(lx, j)
        if not any(x.time for x in lx[j:e])
    ]
    return found + _owned_scope(lx, found)  # mawps_multi: "for her school's bake sale"


def _owned_scope(lx: Lx, found: list[tuple[str, int]]) -> list[tuple[str, int]]:
    """``for her school's bake sale``: a place phrase owned by another noun (``'s``)."""
    return [
        (f"{owner}'s {k.label()}", e)
        for owner, j in found
        if word(lx, j) in ("'s", "’s")
        for k, e in kinds(lx, j + 1)
        if not any(x.time for x in lx[j + 1 : e])
    ]
