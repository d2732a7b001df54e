"""Word classes the R1 and R2 readers share, all answered by the language pack.

A ``Lex`` is built once per ``read`` from ``current_pack()``; it classifies words (names,
pronouns, cue roles, multipliers, fractions, number words) and reads quantities written in
digits or words through ``mathcore.text.numbers``. No word list lives in code.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from mathcore.exact import Number, parse_exact
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


class Lex:
    """Pack-backed word classes for one reading."""

    __slots__ = ("pack",)

    def __init__(self, pack: Pack | None = None) -> None:
        self.pack = pack or current_pack()

    def cue(self, word: str) -> str | None:
        """The relation role of a word (``comparative_more``, ``pronoun``, ...), if any."""
        return self.pack.value(word, "relation_cue")

    def is_pronoun(self, word: str) -> bool:
        return self.cue(word) == "pronoun" or self.pack.value(word, "pronoun") is not None

    def is_name(self, tok: Token) -> bool:
        """A capitalised word the pack does not know as a pronoun, cue or number."""
        t = tok.text
        if tok.kind != "word" or not t[0].isupper() or "-" in t:
            return False
        return not (self.pack.categories(t) & _NOT_NAME)

    def multiplier(self, word: str) -> int | None:
        v = self.pack.value(word, "multiplier")
        return None if v is None else int(v)

    def fraction(self, word: str) -> Fraction | None:
        v = self.pack.value(word, "fraction_word")
        if v is None:
            return None
        exact = parse_exact(v)
        return None if exact is None else Fraction(exact)

    def is_number_word(self, word: str) -> bool:
        cats = self.pack.categories(word)
        return "number_word" in cats or "number_scale" in cats

    def is_plain_word(self, tok: Token) -> bool:
        """A lower-case content word: no number, cue, pronoun or function word."""
        if tok.kind != "word" or not tok.text.islower():
            return False
        return not (self.pack.categories(tok.text) & _NOT_NOUN)

    def quantity(self, toks: tuple[Token, ...], i: int) -> Quantity | None:
        """A number at ``toks[i]``: digits, or a run of number words."""
        if i >= len(toks):
            return None
        tok = toks[i]
        if tok.kind == "number" and tok.value is not None:
            return Quantity(tok.value, 1)
        j = i
        while j < len(toks) and toks[j].kind == "word" and self.is_number_word(toks[j].text):
            j += 1
        if j == i:
            return None
        value = words_value([t.text for t in toks[i:j]], self.pack)
        return None if value is None else Quantity(value, j - i)

    def numeric_at(self, tok: Token) -> bool:
        """Whether a token carries or is part of a number (digits, words, multipliers)."""
        if tok.value is not None:
            return True
        if tok.kind != "word":
            return False
        cats = self.pack.categories(tok.text)
        return bool(cats & {"number_word", "number_scale", "multiplier", "fraction_word"})


def noun_key(words: tuple[str, ...], plural: bool = True) -> str:
    """The identity of a noun phrase: modifiers as written, the head singular.

    ``plural`` says the grammar puts the head in the plural ("6 buses", "How many buses");
    a head the grammar puts in the singular ("each bus") is kept as written, so a singular
    form is never "singularised" again.
    """
    head = words[-1].lower()
    return " ".join((*(w.lower() for w in words[:-1]), singular(head) if plural else head))
