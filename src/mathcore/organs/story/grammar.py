"""Frames: small grammars over lexeme categories, matched with full consumption.

A frame is a name, a sequence of elements and an event (or question) template. Elements:

``H:x``  holder (bound to x)          ``O:x``  object holder (receiver)
``K:x``  kind phrase                  ``K?:x`` optional kind phrase (elided kind)
``N:x``  number                       ``$:x``  money amount
``S:x``  scope phrases (place/time)   ``V=c1/c2`` a verb of one of these classes
``F=c:x`` a verb whose frames-registry class is c (bound to x: its surface form)
``w1|w2`` one literal word            ``?w1|w2`` an optional literal word

``match`` yields every full reading of a clause and records how far the best attempt got,
which is the blocking token when no frame reads the clause.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any

from mathcore.organs.story import risks8 as _risks8
from mathcore.organs.story.gsm_pct_part import gsm_pct_part
from mathcore.organs.story.lexemes import Lexeme
from mathcore.organs.story.mawps_dest import destinations
from mathcore.organs.story.phrases import groups, holders, kinds, objects, scopes


@dataclass(slots=True)
class Progress:
    """The furthest token any frame reached, and which frame got there."""

    best: int = 0
    frame: str = ""
    recognized: list[str] = field(default_factory=list)

    def note(self, i: int, frame: str) -> None:
        if i > self.best:
            self.best = i
            self.frame = frame


Bind = dict[str, Any]


Memo = dict[tuple[str, int], list[tuple[Any, int]]]


def match(
    elems: Sequence[str],
    lx: Sequence[Lexeme],
    i: int,
    bind: Bind,
    name: str,
    prog: Progress,
    memo: Memo | None = None,
) -> Iterator[Bind]:
    """Every binding under which ``elems`` consume ``lx[i:]`` exactly.

    ``memo`` (one per clause) keeps each element's readings at each position: frames share
    their openings (holder, adverbs, verb), which are then read once.
    """
    if i > prog.best:  # prog.note(i, name), inline: this runs for every element tried
        prog.best = i
        prog.frame = name
    if not elems:
        if i == len(lx):
            yield bind
        return
    head, rest = elems[0], elems[1:]
    key = _KEYS.get(head)
    if key is None:
        key = _KEYS[head] = head.split(":", 1)[1] if ":" in head else ""
    if memo is None:
        readings = _element(head, lx, i)
    else:
        mk = memo_key(head)
        hit = memo.get((mk, i))
        readings = hit if hit is not None else memo.setdefault((mk, i), _element(head, lx, i))
    if not rest:  # the last element: what ``match((), lx, j, ...)`` does, without a generator
        n = len(lx)
        for value, j in readings:
            if j > prog.best:
                prog.best = j
                prog.frame = name
            if j == n:
                if key and (value is not None or key not in bind):
                    b = dict(bind)
                    b[key] = value
                    yield b
                else:
                    yield bind
        return
    for value, j in readings:
        if key and (value is not None or key not in bind):
            b = dict(bind)
            b[key] = value
            yield from match(rest, lx, j, b, name, prog, memo)
        else:
            yield from match(rest, lx, j, bind, name, prog, memo)


_KEYS: dict[str, str] = {}
#: Each element's key in a clause's memo: its kind (``K:u`` and ``K:k``, ``N:n`` and
#: ``N:n2`` read the same at a position; only the key a row binds the reading to differs),
#: so rows that bind other keys share the readings.
_MEMO_KEYS: dict[str, str] = {}


def memo_key(el: str) -> str:
    """``el``'s key in a memo of readings: its kind (what ``_reader`` reads by)."""
    hit = _MEMO_KEYS.get(el)
    if hit is None:
        hit = _MEMO_KEYS[el] = el.partition(":")[0]
    return hit


def match_all(
    elems: Sequence[str], lx: Sequence[Lexeme], bind: Bind, memo: Memo
) -> tuple[list[Bind], int]:
    """``list(match(elems, lx, 0, bind, name, prog, memo))`` and the furthest position it
    notes in a fresh ``prog`` (its ``frame`` is ``name`` when that is past 0), without a
    generator per element: a plain depth-first walk that appends each full binding (the
    same dict objects, in the same order) and returns the furthest reach."""
    out: list[Bind] = []
    if not elems:
        if not lx:
            out.append(bind)
        return out, 0
    steps = steps_of(elems)
    return out, _walk(steps, 0, len(steps) - 1, lx, len(lx), 0, bind, memo, out)


def steps_of(elems: Sequence[str]) -> tuple[Step, ...]:
    """A row's elements as the steps ``_walk`` takes (worked out once per row)."""
    row = tuple(elems)  # the same object when it is a tuple (a table row's elements)
    steps = _STEPS.get(row)
    if steps is None:
        steps = _STEPS[row] = _steps(row)
    return steps


Step = tuple[str, str, "Reader"]
#: Each row's elements as steps: the element's memo key (``memo_key``), the key it binds
#: ("" none), its reader.
_STEPS: dict[tuple[str, ...], tuple[Step, ...]] = {}


def _steps(elems: Sequence[str]) -> tuple[Step, ...]:
    out: list[Step] = []
    for head in elems:
        key = _KEYS.get(head)
        if key is None:
            key = _KEYS[head] = head.split(":", 1)[1] if ":" in head else ""
        reader = _READERS.get(head)
        if reader is None:
            reader = _READERS[head] = _reader(head)
        out.append((memo_key(head), key, reader))
    return tuple(out)


def _walk(
    steps: tuple[Step, ...],  # a tuple (``steps_of``): compiled, indexed without a lookup
    k: int,
    last: int,
    lx: Sequence[Lexeme],
    n: int,
    i: int,
    bind: Bind,
    memo: Memo,
    out: list[Bind],
) -> int:
    """Step ``k`` onward at ``lx[i]`` (see ``match_all``): the furthest position reached.

    A step with one reading goes on in the same call (most steps have one: an absent
    adverb, the verb, the number), as the call it would make would."""
    reach = i
    while True:
        head, key, reader = steps[k]
        readings = memo.get((head, i))
        if readings is None:
            readings = memo[(head, i)] = reader(lx, i)
        if k == last:
            for value, j in readings:
                if j > reach:
                    reach = j
                if j == n:
                    if key and (value is not None or key not in bind):
                        b = dict(bind)
                        b[key] = value
                        out.append(b)
                    else:
                        out.append(bind)
            return reach
        if len(readings) == 1:
            value, i = readings[0]
            if i > reach:
                reach = i
            if key and (value is not None or key not in bind):
                bind = dict(bind)
                bind[key] = value
            k += 1
            continue
        for value, j in readings:
            if j > reach:
                reach = j
            if key and (value is not None or key not in bind):
                b = dict(bind)
                b[key] = value
                r = _walk(steps, k + 1, last, lx, n, j, b, memo, out)
            else:
                r = _walk(steps, k + 1, last, lx, n, j, bind, memo, out)
            if r > reach:
                reach = r
        return reach


TAIL = {
    "now": "now",
    "still": "now",
    "altogether": "total",
    "together": "total",
    "total": "total",
    "combined": "total",
    "in all": "total",
    "in total": "total",
    "in the end": "now",
    "at the end": "now",
}


def _tail(lx: Sequence[Lexeme], i: int) -> list[tuple[Any, int]]:
    """Question adverbials: now, left (a remainder-frame word), in all, altogether ..."""
    flags: list[str] = []
    while i < len(lx):
        w = lx[i].word
        two = f"{w} {lx[i + 1].word}" if i + 1 < len(lx) else ""
        three = f"{two} {lx[i + 2].word}" if i + 2 < len(lx) else ""
        if three in TAIL:
            flags.append(TAIL[three])
            i += 3
            if TAIL[three] == "now" and _of_the_noun(lx, i):
                i += 3  # "at the end of the game"
        elif two in TAIL:
            flags.append(TAIL[two])
            i += 2
        elif w in TAIL and w not in ("in",):
            flags.append(TAIL[w])
            i += 1
        elif lx[i].frame == "remainder_frame" and w in ("left", "remaining"):
            flags.append("left")
            i += 1
        else:
            break
    return [(tuple(flags), i)]


def _of_the_noun(lx: Sequence[Lexeme], i: int) -> bool:
    return (
        word_at(lx, i) == "of"
        and word_at(lx, i + 1) == "the"
        and i + 2 < len(lx)
        and lx[i + 2].noun is not None
    )


def _part_of_one(lx: Sequence[Lexeme], i: int) -> bool:
    """A number between 0 and 1 (``0.6``, ``3/4``): ``0.6 of a mile`` is an amount of miles."""
    v = lx[i].value if 0 <= i < len(lx) and lx[i].sym == "NUM" else None
    return v is not None and 0 < v < 1


def word_at(lx: Sequence[Lexeme], i: int) -> str:
    return lx[i].word if i < len(lx) else ""


def _times(lx: Sequence[Lexeme], i: int) -> list[tuple[Any, int]]:
    """A multiplier: ``twice``, ``half``, ``3 times``."""
    if i >= len(lx):
        return []
    t = lx[i]
    if t.mult is not None:
        return [((t.mult, t.index, False), i + 1)]
    if t.sym == "NUM" and word_at(lx, i + 1) == "times":
        return [((t.value, t.index, False), i + 2)]
    return []


Readings = list[tuple[Any, int]]
Reader = Callable[[Sequence[Lexeme], int], Readings]
_READERS: dict[str, Reader] = {}


def _element(el: str, lx: Sequence[Lexeme], i: int) -> Readings:
    """The readings of element ``el`` at ``lx[i]``: what ``_plain_element`` gives, through a
    reader made once per element string (no walk down the kinds at every call)."""
    reader = _READERS.get(el)
    if reader is None:
        reader = _READERS[el] = _reader(el)
    return reader(lx, i)


#: The phrase elements read by one phrase function each (each returns a new list, which
#: the memo keeps as it is: no reader of the memo changes a reading list).
_PHRASES: dict[str, Reader] = {
    "H": holders,
    "O": objects,
    "K": kinds,
    "S": scopes,
}
#: Symbols a literal word element reads.
_LITERAL_SYMS = frozenset({"WORD", "PUNCT", "PRON", "NUM"})


def _reader(el: str) -> Reader:
    """A reader of ``el`` specialized by its kind (the same readings as the plain walk)."""
    kind = el.partition(":")[0]
    phrase = _PHRASES.get(kind)
    if phrase is not None:
        return phrase
    if kind.startswith(("V=", "F=")) and "|" not in kind:
        classes = frozenset(kind[2:].split("/"))
        if kind[0] == "V":
            return lambda lx, i: (
                [(lx[i].word, i + 1)] if i < len(lx) and lx[i].verb in classes else []
            )
        return lambda lx, i: [(lx[i], i + 1)] if i < len(lx) and lx[i].frame in classes else []
    if "=" not in kind and (kind[:1].islower() or kind[:1] == "?"):  # literal words only
        words = frozenset(kind.lstrip("?").split("|"))
        none: Readings = []
        if kind.startswith("?"):

            def optional(lx: Sequence[Lexeme], i: int) -> Readings:
                if i < len(lx):
                    t = lx[i]
                    if t.sym in _LITERAL_SYMS and t.word in words:
                        return [(t.word, i + 1), (None, i)]
                return [(None, i)]

            return optional

        def literal(lx: Sequence[Lexeme], i: int) -> Readings:
            if i < len(lx):
                t = lx[i]
                if t.sym in _LITERAL_SYMS and t.word in words:
                    return [(t.word, i + 1)]
            return list(none)

        return literal
    special = _SPECIAL.get(kind)
    if special is not None:
        return special
    if "=" in kind and "|" in kind and not kind.startswith("?"):  # V=a|F=b: either element
        alts = tuple(kind.split("|"))
        return lambda lx, i: [r for alt in alts for r in _element(alt, lx, i)]
    if kind.startswith("?") and "=" in kind:  # an optional verb or frame class
        inner = el[1:]
        return lambda lx, i: [*_element(inner, lx, i), (None, i)]
    return lambda lx, i: _plain_element(el, lx, i)


#: ``9 dozen`` and ``5 dozens`` (solver7: ``5 dozens avocados`` read ``dozens`` as a modifier
#: and answered 5 avocados) are the count times 12.
_DOZEN = frozenset({"dozen", "dozens"})
#: A count never stands before a measure word that qualifies the next noun: ``4 kg apples``,
#: ``12 ounce cans``, ``4 gallon jugs``, ``5 million apples``, ``3 pair socks`` (each was
#: answered as that many of the noun; solver7).
_MEASURE_MODS = frozenset(
    {
        *("kg", "lb", "lbs", "oz", "ml", "km", "cubic", "million", "billion", "pair"),
        *("ounce", "inch", "foot", "pound", "gallon", "quart", "cup", "liter", "litre"),
        *("meter", "metre", "centimeter", "kilometer", "mile", "yard", "gram", "kilogram"),
        *("milliliter", "hour", "minute", "day", "week", "month", "year", "second"),
    }
)


def _measure_mod(lx: Sequence[Lexeme], i: int) -> bool:
    """Whether the word after the number at ``i`` is a measure word before a noun (``4 kg
    apples``, ``4 year old dogs``; not ``4 kg of apples``, ``1 year older``)."""
    if i + 2 >= len(lx) or lx[i + 1].word not in _MEASURE_MODS:
        return False
    after = lx[i + 2]  # "4 year old dogs": the dogs' age, not their count
    if after.noun is not None and lx[i + 1].modifier and _risks8.ordinal_before(after.noun):
        return False  # risks8: "3 second graders" are graders, not graders of 3 seconds
    return after.noun is not None or (
        after.word == "old" and i + 3 < len(lx) and lx[i + 3].noun is not None
    )


def _number(lx: Sequence[Lexeme], i: int) -> Readings:
    """``N``: what ``_plain_element`` reads for it."""
    if i < len(lx):
        t = lx[i]
        if t.sym == "NUM" or t.sym == "MONEY":
            if "/" in t.text and word_at(lx, i + 1) == "of":
                return []  # "1/4 of them": a part of a whole (Q), never a count
            if t.sym == "NUM" and i + 1 < len(lx) and lx[i + 1].word in _DOZEN:
                assert t.value is not None
                return [((t.value * 12, t.index, False), i + 2)]  # "9 dozen"
            if i + 2 < len(lx) and lx[i + 1].word in _MEASURE_MODS and _measure_mod(lx, i):
                return []  # its first test inline: most numbers have no measure word after
            return [((t.value, t.index, t.sym == "MONEY"), i + 1)]
        if t.word == "a" and i + 1 < len(lx):  # rates6: "a dozen" (as _plain_element)
            d = lx[i + 1]
            if d.sym == "NUM" and d.word == "dozen" and d.value is not None:
                return [((d.value, d.index, False), i + 2)]
    return []


def _money(lx: Sequence[Lexeme], i: int) -> Readings:
    """``$``: what ``_plain_element`` reads for it."""
    if i < len(lx):
        t = lx[i]
        if t.sym == "MONEY":
            if "/" in t.text and word_at(lx, i + 1) == "of":
                return []
            return [((t.value, t.index, True), i + 1)]
    return []


def _optional_kind(lx: Sequence[Lexeme], i: int) -> Readings:
    """``K?``: what ``_plain_element`` reads for it."""
    if word_at(lx, i) == "of":  # "2 of them", "13 of the seashells", "3 of his dimes"
        after = word_at(lx, i + 1)
        if after in ("them", "it"):
            return [(None, i + 2)]
        if after in ("the", "his", "her", "their", "its"):
            return list(kinds(lx, i + 2))
        if after in ("a", "an") and _part_of_one(lx, i - 1):
            return list(kinds(lx, i + 2))  # "0.6 of a mile": 0.6 mile
        return []
    return [*kinds(lx, i), (None, i)]


def _name(lx: Sequence[Lexeme], i: int) -> Readings:
    """``P``: a bare name, as ``_plain_element`` reads it."""
    return [(lx[i].word, i + 1)] if i < len(lx) and lx[i].sym == "NAME" else []


def _modifier(lx: Sequence[Lexeme], i: int) -> Readings:
    """``M``: a bare modifier, as ``_plain_element`` reads it."""
    ok = i < len(lx) and lx[i].sym == "WORD" and lx[i].modifier
    return [(lx[i].word, i + 1)] if ok else []


#: Element kinds with a reader of their own (the branch of ``_plain_element`` for them).
_SPECIAL: dict[str, Reader] = {
    "T": _tail,
    "N": _number,
    "$": _money,
    "K?": _optional_kind,
    "X": _times,
    "Q": gsm_pct_part,
    "P": _name,
    "M": _modifier,
    "D": destinations,
    "G": lambda lx, i: list(groups(lx, i)),
}


def _plain_element(el: str, lx: Sequence[Lexeme], i: int) -> Readings:
    """The readings of ``el`` at ``lx[i]``, by walking down the element kinds."""
    kind, _, _ = el.partition(":")
    if kind == "T":
        return _tail(lx, i)
    if "=" in kind and "|" in kind and not kind.startswith("?"):  # V=a|F=b: either element
        return [r for alt in kind.split("|") for r in _element(alt, lx, i)]
    if kind.startswith("?") and "=" in kind:
        return [*_element(el[1:], lx, i), (None, i)]
    if kind == "H":
        return list(holders(lx, i))
    if kind == "O":
        return list(objects(lx, i))
    if kind == "K":
        return list(kinds(lx, i))
    if kind == "G":
        return list(groups(lx, i))
    if kind == "M":  # a bare modifier ("31 red and 15 green balloons")
        ok = i < len(lx) and lx[i].sym == "WORD" and lx[i].modifier
        return [(lx[i].word, i + 1)] if ok else []
    if kind == "D":  # a destination after "to": "to the tree", "to school"
        return destinations(lx, i)
    if kind == "P":  # a bare name (the owner in "22 of Fred's cards")
        return [(lx[i].word, i + 1)] if i < len(lx) and lx[i].sym == "NAME" else []
    if kind == "K?":
        if word_at(lx, i) == "of":  # "2 of them", "13 of the seashells", "3 of his dimes"
            if word_at(lx, i + 1) in ("them", "it"):
                return [(None, i + 2)]
            if word_at(lx, i + 1) in ("the", "his", "her", "their", "its"):
                return list(kinds(lx, i + 2))
            if word_at(lx, i + 1) in ("a", "an") and _part_of_one(lx, i - 1):
                return list(kinds(lx, i + 2))  # "0.6 of a mile": 0.6 mile
            return []
        return [*kinds(lx, i), (None, i)]
    if kind == "S":
        return list(scopes(lx, i))
    if kind in ("N", "$"):
        syms = ("NUM", "MONEY") if kind == "N" else ("MONEY",)
        if i < len(lx) and lx[i].sym in syms:
            t = lx[i]
            if "/" in t.text and word_at(lx, i + 1) == "of":
                return []  # "1/4 of them": a part of a whole (Q), never a count
            if kind == "N" and t.sym == "NUM" and i + 1 < len(lx) and lx[i + 1].word in _DOZEN:
                assert t.value is not None
                return [((t.value * 12, t.index, False), i + 2)]  # "9 dozen"
            if i + 2 < len(lx) and lx[i + 1].word in _MEASURE_MODS and _measure_mod(lx, i):
                return []  # its first test inline: most numbers have no measure word after
            return [((t.value, t.index, t.sym == "MONEY"), i + 1)]
        if kind == "N" and word_at(lx, i) == "a" and i + 1 < len(lx):  # rates6: "a dozen"
            t = lx[i + 1]
            if t.sym == "NUM" and t.word == "dozen" and t.value is not None:
                return [((t.value, t.index, False), i + 2)]
        return []
    if kind == "X":
        return _times(lx, i)
    if kind == "Q":  # a part of a whole: half, one-third, 3/4, 25%, 40 percent
        return gsm_pct_part(lx, i)
    if i >= len(lx):
        return [(None, i)] if kind.startswith("?") else []
    t = lx[i]
    if kind.startswith("V="):
        return [(t.word, i + 1)] if t.verb in kind[2:].split("/") else []
    if kind.startswith("F="):
        return [(t, i + 1)] if t.frame in kind[2:].split("/") else []
    optional = kind.startswith("?")
    words = kind.lstrip("?").split("|")
    if t.sym in ("WORD", "PUNCT", "PRON", "NUM") and t.word in words:
        return [(t.word, i + 1), *([(None, i)] if optional else [])]
    return [(None, i)] if optional else []
