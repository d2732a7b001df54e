"""Word classes the R1 and R2 readers share, all answered by the language pack.

A ``Lex`` is built once per ``read`` from ``current_pack()``; it classifies words (names,
pronouns, cue roles, multipliers, fractions, number words) and reads quantities written in
digits or words through ``mathcore.text.numbers``. No word list lives in code.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache
from typing import Any

from mathcore.exact import Number, parse_exact
from mathcore.fastinit import fast_init
from mathcore.packs.loader import Pack, current_pack
from mathcore.text.inflection import singular
from mathcore.text.numbers import words_value
from mathcore.text.tokens import Token

#: Pack categories that can never be a plain noun.
_NOT_NOUN = frozenset(
    {"function_word", "pronoun", "title", "relation_cue", "number_word", "number_scale"}
)
#: Pack categories that can never be a holder's name (a holder slot is a noun-phrase slot,
#: so a capitalised function word there, e.g. "Will has", is a name).
_NOT_NAME = frozenset({"pronoun", "relation_cue", "number_word", "number_scale"})


@dataclass(frozen=True, slots=True)
class Quantity:
    """A quantity read at a token position: its value and how many tokens it spans."""

    value: Number
    length: int


fast_init(Quantity)


_RELATION_ROLES = frozenset({"comparative_more", "comparative_fewer", "partition"})
_NUMERIC = frozenset({"number_word", "number_scale", "multiplier", "fraction_word"})
_NUMBER = frozenset({"number_word", "number_scale"})


#: Word classes of the templates: other, plain lower-case noun, name, pronoun.
OTHER, PLAIN, NAME, PRONOUN = 0, 1, 2, 3

#: Bits of ``Lex.flags`` (one memoised lookup per word text answers the hot predicates):
#: ``word_class == PLAIN``, ``is_number_word``, ``numeric_at`` of a word token, and a cue
#: role that is none or one of ``FREE_CUE_ROLES`` (words R2 lets stand around a total).
F_PLAIN, F_NUMBER_WORD, F_NUMERIC, F_FREE_CUE = 1, 2, 4, 8
FREE_CUE_ROLES = frozenset({"aggregate", "pronoun"})


@dataclass(frozen=True, slots=True)
class _Info:
    """Everything the readers ask about one word form, computed once per pack."""

    cue: str | None
    not_noun: bool
    not_name: bool
    pronoun: bool
    number_word: bool
    numeric: bool
    multiplier: int | None
    fraction: Fraction | None


class _Memo:
    """Per-pack caches of word lookups (a pack is immutable, so they never go stale)."""

    __slots__ = ("classes", "cue_pattern", "flags", "info", "keys", "runs", "singulars", "units")

    def __init__(self) -> None:
        self.cue_pattern: re.Pattern[str] | None = None
        self.classes: dict[str, int] = {}
        self.flags: dict[str, int] = {}
        self.runs: dict[tuple[str, ...], Quantity | None] = {}
        self.info: dict[str, _Info] = {}
        self.singulars: dict[str, str] = {}
        self.keys: dict[tuple[tuple[str, ...], bool], str] = {}
        self.units: dict[str, str] = {}  # noun key -> R1 modelling unit of its head word


_MEMOS: dict[str, _Memo] = {}
_DIGITS: dict[int, Quantity] = {}  # a number written in digits: its Quantity (pack-free)
_LEXES: dict[str, Lex] = {}
_MEMO_WORDS = 200_000  # bound on cached words per pack


def _memo(pack: Pack) -> _Memo:
    m = _MEMOS.get(pack.digest)
    size = len(m.info) + len(m.singulars) + len(m.keys) + len(m.runs) + len(m.units) if m else 0
    if m is None or size > _MEMO_WORDS:
        if len(_MEMOS) > 4:
            _MEMOS.clear()
        m = _MEMOS[pack.digest] = _Memo()
    return m


class Lex:
    """Pack-backed word classes for one reading (``Lex.current()`` reuses one per pack)."""

    __slots__ = (
        "_info",
        "_m",
        "memo_classes",
        "memo_flags",
        "memo_info",
        "memo_singulars",
        "memo_units",
        "pack",
    )

    def __init__(self, pack: Pack | None = None) -> None:
        self.pack = pack or current_pack()
        self._m = _memo(self.pack)
        self._info = self.memo_info = self._m.info  # word -> ``info(word)``
        self.memo_classes = self._m.classes
        self.memo_flags = self._m.flags
        self.memo_singulars = self._m.singulars  # lower-case word -> ``singular`` of it
        self.memo_units = self._m.units

    @classmethod
    def current(cls) -> Lex:
        """The ``Lex`` of the pack in use (``current_pack()``), reused while it is unchanged."""
        pack = current_pack()
        lex = _LEXES.get(pack.digest)
        if lex is None or lex.pack is not pack:
            _LEXES.clear()
            lex = _LEXES[pack.digest] = cls(pack)
        return lex

    def info(self, word: str) -> _Info:
        got = self._info.get(word)
        if got is None:
            cats = self.pack.categories(word)
            cue = self.pack.value(word, "relation_cue")
            got = self._info[word] = _Info(
                cue,
                bool(cats & _NOT_NOUN),
                bool(cats & _NOT_NAME),
                cue == "pronoun" or "pronoun" in cats,
                bool(cats & _NUMBER),
                bool(cats & _NUMERIC),
                self._multiplier(word) if "multiplier" in cats else None,
                self._fraction(word) if "fraction_word" in cats else None,
            )
        return got

    def relation_cue_words(self) -> set[str]:
        """The words that can open a relation (pack data), besides ``times``."""
        words = set(self.pack.words("multiplier")) | set(self.pack.words("fraction_word"))
        words |= {
            w
            for w in self.pack.words("relation_cue")
            if self.pack.value(w, "relation_cue") in _RELATION_ROLES
        }
        return words

    def relation_cue_pattern(self) -> re.Pattern[str]:
        """A regex finding any word that can open a relation (pack data, compiled once).

        It finds a match in a text exactly when ``cue_pattern_plain(words)`` does (the
        readers only ask whether there is one), with each word's first character in front,
        so the scanner skips to the characters a cue can start with."""
        pat = self._m.cue_pattern
        if pat is None:
            pat = self._m.cue_pattern = re.compile(cue_pattern(self.relation_cue_words()))
        return pat

    def word_class(self, text: str) -> int:
        """``PLAIN``, ``NAME``, ``PRONOUN`` or ``OTHER`` for a word token's text (memoised)."""
        got = self.memo_classes.get(text)
        if got is None:
            info = self.info(text)
            if info.pronoun:
                got = PRONOUN
            elif text.islower():
                got = OTHER if info.not_noun else PLAIN
            elif text[0].isupper() and "-" not in text and not info.not_name:
                got = NAME
            else:
                got = OTHER
            self.memo_classes[text] = got
        return got

    def flags(self, text: str) -> int:
        """The ``F_*`` bits of a word token's text (memoised; the same answers as
        ``word_class(text) == PLAIN``, ``is_number_word(text)`` and ``numeric_at``)."""
        got = self.memo_flags.get(text)
        if got is None:
            got = self.memo_flags[text] = (
                (F_PLAIN if self.word_class(text) == PLAIN else 0)
                | (F_NUMBER_WORD if self._number_word(text) else 0)
                | (F_NUMERIC if self._numeric_word(text) else 0)
                | (F_FREE_CUE if self.cue(text) in {None, *FREE_CUE_ROLES} else 0)
            )
        return got

    def cue(self, word: str) -> str | None:
        """The relation role of a word (``comparative_more``, ``pronoun``, ...), if any."""
        return self.info(word).cue

    def is_pronoun(self, word: str) -> bool:
        return self.info(word).pronoun

    def is_name(self, tok: Token) -> bool:
        """A capitalised word the pack does not know as a pronoun, cue or number."""
        t = tok.text
        if tok.kind != "word" or not t[0].isupper() or "-" in t:
            return False
        return not self.info(t).not_name

    def singular(self, word: str) -> str:
        w = word.lower()
        got = self._m.singulars.get(w)
        if got is None:
            got = self._m.singulars[w] = singular(w)
        return got

    def noun_key(self, words: tuple[str, ...], plural: bool = True) -> str:
        """The identity of a noun phrase: modifiers as written, the head singular.

        ``plural`` says the grammar puts the head in the plural ("6 buses", "How many
        buses"); a head the grammar puts in the singular ("each bus") is kept as written, so
        a singular form is never "singularised" again.
        """
        keys = self._m.keys
        got = keys.get((words, plural))
        if got is None:
            head = words[-1].lower()
            mods = [w.lower() for w in words[:-1]]
            got = keys[(words, plural)] = " ".join((*mods, self.singular(head) if plural else head))
        return got

    def multiplier(self, word: str) -> int | None:
        return self.info(word).multiplier

    def fraction(self, word: str) -> Fraction | None:
        return self.info(word).fraction

    def _multiplier(self, word: str) -> int | None:
        v = self.pack.value(word, "multiplier")
        return None if v is None else int(v)

    def _fraction(self, word: str) -> Fraction | None:
        v = self.pack.value(word, "fraction_word")
        if v is None:
            return None
        exact = parse_exact(v)
        return None if exact is None else Fraction(exact)

    def is_number_word(self, word: str) -> bool:
        """A number word or a hyphenated compound of them (``twenty-five``)."""
        got = self.memo_flags.get(word)
        if got is None:
            got = self.flags(word)
        return bool(got & F_NUMBER_WORD)

    def _number_word(self, word: str) -> bool:
        if "-" in word:
            return all(self.info(part).number_word for part in word.split("-"))
        return self.info(word).number_word

    def is_plain_word(self, tok: Token) -> bool:
        """A lower-case content word: no number, cue, pronoun or function word."""
        if tok.kind != "word":
            return False
        got = self.memo_flags.get(tok.text)
        if got is None:
            got = self.flags(tok.text)
        return bool(got & F_PLAIN)

    def quantity(self, toks: tuple[Token, ...], i: int) -> Quantity | None:
        """A number at ``toks[i]``: digits, or a run of number words."""
        if i >= len(toks):
            return None
        tok = toks[i]
        if tok.kind == "number" and tok.value is not None:
            v = tok.value
            if type(v) is not int:
                return Quantity(v, 1)
            got_d = _DIGITS.get(v)  # one frozen Quantity per whole number (ints only, so
            if got_d is None:  # an equal Fraction never shares it)
                got_d = Quantity(v, 1)
                if len(_DIGITS) < _MEMO_WORDS:
                    _DIGITS[v] = got_d
            return got_d
        j, n = i, len(toks)
        flags = self.memo_flags
        while j < n and (t := toks[j]).kind == "word":
            got = flags.get(t.text)
            if not (got if got is not None else self.flags(t.text)) & F_NUMBER_WORD:
                break
            j += 1
        if j == i:
            return None
        run = tuple(t.text for t in toks[i:j])
        runs = self._m.runs
        if run in runs:
            return runs[run]
        got_q = runs[run] = self._run_quantity(run)
        return got_q

    def _run_quantity(self, run: tuple[str, ...]) -> Quantity | None:
        """The quantity a run of number words spells (memoised by ``quantity`` per pack)."""
        words = [w.lower() for w in run]
        value = words_value(words, self.pack)
        if value is None or (len(words) > 1 and not _well_formed(words, value)):
            return None  # "three dozen", "five five": never summed into a wrong number
        return Quantity(value, len(run))

    def numeric_at(self, tok: Token) -> bool:
        """Whether a token carries or is part of a number (digits, words, multipliers)."""
        if tok.value is not None:
            return True
        if tok.kind != "word":
            return False
        got = self.memo_flags.get(tok.text)
        if got is None:
            got = self.flags(tok.text)
        return bool(got & F_NUMERIC)

    def _numeric_word(self, text: str) -> bool:
        return self.info(text).numeric or ("-" in text and self._number_word(text))


def cue_pattern_plain(words: set[str]) -> str:
    """``\\b(?:w1|w2|...|times)\\b``: any of ``words`` or ``times`` as a whole word."""
    alt = "|".join(sorted(re.escape(w) for w in words)) or "(?!)"
    return rf"\b(?:{alt}|times)\b"


def cue_pattern(words: set[str]) -> str:
    """``cue_pattern_plain(words)`` grouped by first character: ``c(?<=\\bc)(?:rest|...)``
    per first character ``c`` (the word boundary checked behind it), then ``\\b``."""
    every = {*words, "times"}
    if "" in every:
        return cue_pattern_plain(words)
    rests: dict[str, list[str]] = {}
    for w in sorted(every):
        rests.setdefault(w[0], []).append(re.escape(w[1:]))
    groups = (f"{re.escape(c)}(?<=\\b{re.escape(c)})(?:{'|'.join(r)})" for c, r in rests.items())
    return rf"(?:{'|'.join(groups)})\b"


@lru_cache(maxsize=1)
def _inflect() -> Any:
    import inflect

    return inflect.engine()


@lru_cache(maxsize=4096)
def _spelled(value: int) -> tuple[str, ...]:
    """How ``value`` is written in words (``inflect``), without "and", commas or hyphens."""
    text = str(_inflect().number_to_words(value, andword=""))
    return tuple(text.replace(",", " ").replace("-", " ").split())


def _well_formed(words: list[str], value: int) -> bool:
    """A run of several number words is read only when it is how ``value`` is written."""
    return tuple(w for part in words for w in part.split("-")) == _spelled(value)
