"""The story lexeme layer: every token gets its categories from the pack, or the reading stops.

``Lexicon`` is made once per pack digest; its entries are built per word on first lookup
(``LazyEntries``: a fresh process reads a few dozen words, not the pack's thousands).
``categorize`` turns a sentence's tokens into ``Lexeme`` values; the first token no category
accepts is returned as the blocking index.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, fields
from typing import Any

from mathcore.exact import Number, parse_exact
from mathcore.fastinit import fast_init, native
from mathcore.packs.loader import Pack, current_pack
from mathcore.text.numbers import word_value
from mathcore.text.tokens import KINDS as TOKEN_KINDS
from mathcore.text.tokens import PATTERN, Token

#: Categories a word may carry for the story reader (anything else is unknown to it).
READ_CATEGORIES = frozenset(
    {
        "name",
        "pronoun",
        "title",
        "time_word",
        "verb",
        "function_word",
        "relation_cue",
        "modifier",
        "noun",
        "drain_token",
        "number_word",
        "fraction_word",
        "multiplier",
        "verb_lemma",
        "activity",
    }
)


@dataclass(frozen=True, slots=True)
class Lexeme:
    """One categorized token: ``sym`` is what frames match on."""

    index: int
    text: str
    word: str  # lower-case surface
    sym: str  # NUM, MONEY, NAME, PRON, WORD, PUNCT
    value: Number | None = None
    noun: str | None = None  # singular, when the word is a count noun
    modifier: bool = False
    verb: str | None = None  # verb class (possession, placement, price, need)
    frame: str | None = None  # frame class from the frames registry (affirmed only)
    pronoun: str | None = None
    name: bool = False
    time: bool = False
    drain: bool = False
    title: bool = False
    lemma: str = ""
    activity: bool = False
    mult: Number | None = None  # twice -> 2, half -> 1/2 (multiplier / fraction_word)
    unit: str | None = None  # canonical unit name (bucks -> dollar)
    gender: str | None = None  # "f" / "m" for a name whose usual gender is clear


#: The compiled build builds lexemes by this ``__init__`` (no twin can become a native class).
fast_init(Lexeme)


@dataclass(frozen=True, slots=True)
class Lexicon:
    """Per-pack lookup tables for the story reader."""

    digest: str
    entries: Mapping[str, Lexeme]


_MISS = object()


class LazyEntries(Mapping[str, Lexeme]):
    """The pack's story entries (form -> ``Lexeme``), each built on its first lookup.

    The same mapping as building every entry up front: a form of the pack's lexicon or
    frames registry whose ``_entry`` is not None; built entries (and known misses) are kept.
    Iteration (all forms, sorted) builds every entry.
    """

    __slots__ = ("_built", "_pack", "known")

    def __init__(self, pack: Pack) -> None:
        self._pack = pack
        self._built: dict[str, Lexeme | None] = {}
        #: The forms built so far that have an entry: ``w in known`` implies ``w in self``
        #: (a set, so a scan of many words tests each in C before asking the mapping).
        self.known: set[str] = set()

    def _fill(self, form: str) -> Lexeme | None:
        p = self._pack
        lx = _entry(p, form) if form in p.lexicon or form in p.frames else None
        self._built[form] = lx
        if lx is not None:
            self.known.add(form)
        return lx

    def get(self, form: str, default: Any = None) -> Any:
        lx = self._built.get(form, _MISS)
        if lx is _MISS:
            lx = self._fill(form)
        return default if lx is None else lx

    def __getitem__(self, form: str) -> Lexeme:
        lx = self._built.get(form, _MISS)
        if lx is _MISS:
            lx = self._fill(form)
        if lx is None:
            raise KeyError(form)
        return lx  # type: ignore[return-value]

    def __contains__(self, form: object) -> bool:
        lx = self._built.get(form, _MISS)  # type: ignore[call-overload]
        if lx is _MISS:
            lx = self._fill(form) if isinstance(form, str) else None
        return lx is not None

    def __iter__(self) -> Iterator[str]:
        p = self._pack
        return iter([f for f in sorted(set(p.lexicon) | set(p.frames)) if f in self])

    def __len__(self) -> int:
        return sum(1 for _ in self)


_CACHE: dict[str, Lexicon] = {}


def lexicon(pack: Pack | None = None) -> Lexicon:
    """The story lexicon for ``pack`` (default: the current pack), cached by digest."""
    p = pack or current_pack()
    hit = _CACHE.get(p.digest)
    if hit is not None:
        return hit
    lex = Lexicon(p.digest, LazyEntries(p))
    _CACHE.clear()
    _CACHE[p.digest] = lex
    return lex


def _values(p: Pack, form: str) -> dict[str, str | None]:
    """The form's categories, each with its value: ``p.value(form, c)`` for each category
    ``c`` in ``p.categories(form)``, in one pass over the form's entries."""
    vals: dict[str, str | None] = {}
    for e in p.lexicon.get(form.lower(), ()):
        vals.setdefault(e.category, e.value)
    return vals


def _entry(p: Pack, form: str) -> Lexeme | None:
    vals = _values(p, form)  # vals.get(c) is p.value(form, c)
    cats = vals.keys() & READ_CATEGORIES
    frames = p.frames.get(form, ())
    frame = None
    if frames and all(f.polarity == "affirms" for f in frames) and len(frames) == 1:
        frame = frames[0].frame_class
    if not cats and frame is None:
        return None
    value: Number | None = None
    if "number_word" in cats:
        value = word_value(form, p)
    noun = vals.get("noun") if "noun" in cats else None
    noun = vals.get("synonym") or noun  # mawps_multi: "pics" are pictures
    return Lexeme(
        index=-1,
        text=form,
        word=form,
        sym="NUM" if value is not None else "WORD",
        value=value,
        noun=noun,
        modifier="modifier" in cats,
        verb=vals.get("verb") if "verb" in cats else None,
        frame=frame,
        pronoun=vals.get("pronoun") if "pronoun" in cats else None,
        name="name" in cats,
        time="time_word" in cats,
        drain=cats == {"drain_token"},
        title="title" in cats,
        lemma=vals.get("verb_lemma") or form,
        activity="activity" in cats,
        mult=_mult(vals),
        unit=vals.get("unit"),
        gender=vals.get("name") if "name" in cats else None,
    )


def _mult(vals: dict[str, str | None]) -> Number | None:
    raw = vals.get("multiplier") or vals.get("fraction_word")
    return None if raw is None else parse_exact(raw)


# Lexemes are built through an unfrozen twin of ``Lexeme`` (the same slots): plain attribute
# stores fill it, then it becomes a ``Lexeme`` (``__class__`` assignment, allowed between
# types of the same layout), as ``mathcore.fastinit.fast_new`` builds frozen pieces. The frozen
# dataclass ``__init__`` goes through ``object.__setattr__`` per field and a slot
# descriptor's ``__set__`` is a call per field; a plain store is neither. Used only while the
# fields are exactly these; otherwise ``__init__`` builds them.
_FIELDS = (
    *("index", "text", "word", "sym", "value", "noun", "modifier", "verb", "frame", "pronoun"),
    *("name", "time", "drain", "title", "lemma", "activity", "mult", "unit", "gender"),
)
_Twin: Any = type("_LexemeBuild", (), {"__slots__": _FIELDS, "__module__": __name__})


def _twin_works() -> bool:
    """Whether a twin can become a ``Lexeme`` (the same fields, the same slot layout; never
    in the compiled build, whose native ``Lexeme`` constructor stores fields directly:
    ``fastinit.native``)."""
    if native(Lexeme) or tuple(f.name for f in fields(Lexeme)) != _FIELDS:
        return False
    if getattr(Lexeme, "__slots__", None) != _FIELDS:
        return False
    try:
        _Twin().__class__ = Lexeme
    except TypeError:
        return False
    return True


_FAST = _twin_works()


def _plain(index: int, text: str, word: str, sym: str, value: Number | None) -> Lexeme:
    """``Lexeme(index, text, word, sym, value)`` with every other field at its default."""
    if not _FAST:
        return Lexeme(index, text, word, sym, value)
    x = _Twin()
    x.index = index
    x.text = text
    x.word = word
    x.sym = sym
    x.value = value
    x.noun = None
    x.modifier = False
    x.verb = None
    x.frame = None
    x.pronoun = None
    x.name = False
    x.time = False
    x.drain = False
    x.title = False
    x.lemma = ""
    x.activity = False
    x.mult = None
    x.unit = None
    x.gender = None
    x.__class__ = Lexeme
    return x  # type: ignore[no-any-return]


def _word(index: int, text: str, word: str, e: Lexeme, name: bool) -> Lexeme:
    """The lexicon entry ``e`` at ``index`` (``name``: whether it reads as a name here)."""
    sym = "NAME" if name else ("PRON" if e.pronoun else e.sym)
    if not _FAST:
        return Lexeme(
            index,
            text,
            word,
            sym,
            e.value,
            e.noun,
            e.modifier,
            e.verb,
            e.frame,
            e.pronoun,
            name,
            e.time,
            False,
            e.title,
            e.lemma,
            e.activity,
            e.mult,
            e.unit,
            e.gender,
        )
    x = _Twin()
    x.index = index
    x.text = text
    x.word = word
    x.sym = sym
    x.value = e.value
    x.noun = e.noun
    x.modifier = e.modifier
    x.verb = e.verb
    x.frame = e.frame
    x.pronoun = e.pronoun
    x.name = name
    x.time = e.time
    x.drain = False
    x.title = e.title
    x.lemma = e.lemma
    x.activity = e.activity
    x.mult = e.mult
    x.unit = e.unit
    x.gender = e.gender
    x.__class__ = Lexeme
    return x  # type: ignore[no-any-return]


_NOTHING_BUILT: dict[str, Lexeme | None] = {}


def _built_of(entries: Mapping[str, Lexeme]) -> Mapping[str, Lexeme | None]:
    """A lazy lexicon's built entries (``None``: a known miss), to look up before ``get``."""
    return entries._built if isinstance(entries, LazyEntries) else _NOTHING_BUILT


#: A word's or punctuation mark's lexeme at a token index, once built: ``(text, index)`` ->
#: the ``Lexeme`` ``categorize`` builds there (``None``: a drain word, which it skips). A
#: word's lexeme is a function of its text, its index and the lexicon's entries (whose
#: mapping the memo belongs to: a new pack's lexicon clears it), a mark's of its text and
#: index; the same words recur at the same places in most sentences (on a first pass over
#: GSM8K train, 82% of the tokens' ``(text, index)`` were seen before). Lexemes are frozen,
#: so a shared one is the same value; numbers are built each time (their values come from
#: the token). Bounded: each is cleared when it holds ``_PLACED_MAX`` entries.
_PLACED_WORDS: dict[tuple[str, int], Lexeme | None] = {}
_PLACED_MARKS: dict[tuple[str, int], Lexeme] = {}
_PLACED_OF: list[object] = [None]  # the entries mapping the memos were built from
_PLACED_MAX = 200_000


#: A word token's text -> what ``known_prefix`` decides for it (True: kept, False: a drain
#: word, skipped); a word that blocks is not kept here. A function of the text and the
#: lexicon's entries, as ``_PLACED_WORDS``.
_KNOWN_WORDS: dict[str, bool] = {}


def _placed_memos(entries: object) -> None:
    """Start the memos over for another lexicon's entries."""
    _PLACED_WORDS.clear()
    _PLACED_MARKS.clear()
    _KNOWN_WORDS.clear()
    _PLACED_OF[0] = entries


def known_prefix(tokens: Sequence[Token], lex: Lexicon) -> tuple[tuple[str, ...], int | None]:
    """What ``categorize`` decides, without building lexemes: the texts of the lexemes it
    would return and the first unknown token's index (a blocking record needs only these)."""
    entries = lex.entries
    if _PLACED_OF[0] is not entries:
        _placed_memos(entries)
    out: list[str] = []
    seen = _KNOWN_WORDS
    for i, t in enumerate(tokens):
        k = t.kind
        if k == "word":
            keep = seen.get(t.text)
            if keep is None:  # not decided yet for this text (a blocking word never is)
                keep = _known_word(t.text, entries)
                if keep is None:
                    return tuple(out), i
                if len(seen) >= _PLACED_MAX:
                    seen.clear()
                seen[t.text] = keep
            if not keep:
                continue
        elif k not in _KEPT:
            return tuple(out), i
        out.append(t.text)
    return tuple(out), None


def none_blocks(tokens: Sequence[Token], lex: Lexicon) -> bool:
    """Whether ``known_prefix`` of ``tokens`` (or of any run of them) finds no token that
    blocks, answered from the words decided before (False when a word is not decided yet:
    ``known_prefix`` then decides it)."""
    if _PLACED_OF[0] is not lex.entries:
        return False
    seen = _KNOWN_WORDS
    for t in tokens:
        k = t.kind
        if k == "word":
            if seen.get(t.text) is None:  # not decided yet, or it blocks
                return False
        elif k not in _KEPT:
            return False
    return True


def _known_word(text: str, entries: Mapping[str, Lexeme]) -> bool | None:
    """Whether ``categorize`` keeps the word ``text`` (False: a drain word; None: it blocks)."""
    w = text.lower()
    built = _built_of(entries)
    e = built[w] if w in built else entries.get(w)  # a built entry without a method call
    if e is None:
        return None
    if e.drain:
        return False
    if e.name and not text[0].isupper() and e.noun is None and not e.modifier and e.verb is None:
        return None  # a lower-case name with no common-noun reading
    return True


def known_prefix_plain(tokens: Sequence[Token], lex: Lexicon) -> tuple[tuple[str, ...], int | None]:
    """``known_prefix`` looking every word up (the plain computation the tests compare)."""
    out: list[str] = []
    entries = lex.entries
    built = _built_of(entries)
    for i, t in enumerate(tokens):
        k = t.kind
        if k == "word":
            w = t.text.lower()
            # a built entry (or known miss) without a method call
            e = built[w] if w in built else entries.get(w)
            if e is None:
                return tuple(out), i
            if e.drain:
                continue
            if (
                e.name
                and not t.text[0].isupper()
                and e.noun is None
                and not e.modifier
                and e.verb is None
            ):
                return tuple(out), i  # a lower-case name with no common-noun reading
        elif k not in _KEPT:
            return tuple(out), i
        out.append(t.text)
    return tuple(out), None


def known_prefix_through(
    text: str, at: int, lex: Lexicon
) -> tuple[tuple[str, ...], int | None, int, str]:
    """``known_prefix(tokenize_through(text, at), lex)`` in one scan that builds no token,
    with the blocking token's start and text (``-1, ""`` when none blocks).

    Most GSM8K texts stop the story reader at an unknown word, whose blocking record needs
    only these: the tokens' kinds (each match's group; ``_value`` turns a fraction over
    zero into punctuation, a kind kept all the same) and texts decide as ``known_prefix``
    does, and the scan stops after the first token that ends beyond ``at``, as
    ``tokenize_through`` does. A property test compares it with the two composed."""
    out: list[str] = []
    entries = lex.entries
    if _PLACED_OF[0] is not entries:
        _placed_memos(entries)
    seen = _KNOWN_WORDS
    kinds = TOKEN_KINDS
    i = -1
    for m in PATTERN.finditer(text):
        i += 1
        g: int = m.lastindex  # type: ignore[assignment]  # the kind's group (always one)
        kind = kinds[g]
        raw = m.group(g)
        if kind == "word":
            keep = seen.get(raw)  # as in ``known_prefix``
            if keep is None:
                keep = _known_word(raw, entries)
                if keep is None:  # unknown, or a lower-case name with no common noun
                    return tuple(out), i, m.start(g), raw
                if len(seen) >= _PLACED_MAX:
                    seen.clear()
                seen[raw] = keep
            if not keep:
                if m.end() > at:
                    break
                continue
        elif kind not in _KEPT:
            return tuple(out), i, m.start(g), raw
        out.append(raw)
        if m.end() > at:
            break
    return tuple(out), None, -1, ""


#: The token kinds ``categorize`` keeps as they are (numbers, amounts, punctuation).
_KEPT = frozenset({"number", "fraction", "money", "percent", "punct", "possessive"})


def categorize(tokens: tuple[Token, ...], lex: Lexicon) -> tuple[list[Lexeme], int | None]:
    """Lexemes of ``tokens``; the second value is the first unknown token's index, if any.

    ``categorize_plain`` builds every lexeme; this one takes a word's or mark's lexeme from
    the memo of those built at the same index (the same value: see ``_PLACED_WORDS``)."""
    out: list[Lexeme] = []
    entries = lex.entries
    if _PLACED_OF[0] is not entries:
        _placed_memos(entries)
    words = _PLACED_WORDS
    marks = _PLACED_MARKS
    built = _built_of(entries)
    append = out.append
    for i, t in enumerate(tokens):
        k = t.kind
        if k == "word":
            key = (t.text, i)
            x = words.get(key, _MISS)
            if x is _MISS:
                if len(words) >= _PLACED_MAX:
                    words.clear()
                w = t.text.lower()
                e = built[w] if w in built else entries.get(w)
                if e is None:
                    return out, i
                if e.drain:
                    x = words[key] = None
                else:
                    name = e.name
                    if name and not t.text[0].isupper():
                        if e.noun is None and not e.modifier and e.verb is None:
                            return out, i
                        name = False  # "marks" / "jack": the common-noun reading
                    x = words[key] = _word(i, t.text, w, e, name)
            if x is not None:
                append(x)  # type: ignore[arg-type]
        elif k == "punct" or k == "possessive":
            key = (t.text, i)
            m = marks.get(key)
            if m is None:
                if len(marks) >= _PLACED_MAX:
                    marks.clear()
                m = marks[key] = _plain(i, t.text, t.text.replace("’", "'"), "PUNCT", None)
            append(m)
        elif k == "number" or k == "fraction":
            append(_plain(i, t.text, t.text, "NUM", t.value))
        elif k == "money":
            append(_plain(i, t.text, t.text, "MONEY", t.value))
        elif k == "percent":
            append(_plain(i, t.text, t.text, "PCT", t.value))
        else:
            return out, i
    return out, None


def categorize_plain(tokens: tuple[Token, ...], lex: Lexicon) -> tuple[list[Lexeme], int | None]:
    """``categorize`` building every lexeme (the plain computation the tests compare)."""
    out: list[Lexeme] = []
    entries = lex.entries
    built = _built_of(entries)
    for i, t in enumerate(tokens):
        k = t.kind
        if k == "number" or k == "fraction":
            out.append(_plain(i, t.text, t.text, "NUM", t.value))
        elif k == "money":
            out.append(_plain(i, t.text, t.text, "MONEY", t.value))
        elif k == "percent":
            out.append(_plain(i, t.text, t.text, "PCT", t.value))
        elif k == "punct" or k == "possessive":
            out.append(_plain(i, t.text, t.text.replace("’", "'"), "PUNCT", None))
        elif k == "word":
            w = t.text.lower()
            # a built entry (or known miss) without a method call
            e = built[w] if w in built else entries.get(w)
            if e is None:
                return out, i
            if e.drain:
                continue
            name = e.name
            if name and not t.text[0].isupper():
                if e.noun is None and not e.modifier and e.verb is None:
                    return out, i
                name = False  # "marks" / "jack": the common-noun reading
            out.append(_word(i, t.text, w, e, name))
        else:
            return out, i
    return out, None
