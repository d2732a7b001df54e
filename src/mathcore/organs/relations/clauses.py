"""Sentence templates of the relations (R1) reader: each sentence parses whole or not at all.

Statements: ``NAME has Q NOUN [and Q NOUN ...]``, ``NAME has Q more|fewer [NOUN] than NAME``,
``NAME has twice|Q times|half as many [NOUN] as NAME`` (clauses may be joined by ``and``),
and the pooled partition ``They|A and B combine their NOUN and split them equally into Q C``.
Questions: ``How many [NOUN] does NAME have?``, ``How many [NOUN] do A and B have [altogether]?``
and ``How many NOUN are in each C?``. A ``Cursor`` remembers the furthest token it reached
and what it expected there, which becomes the refusal's ``Blocking``.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from fractions import Fraction

from mathcore.exact import Number
from mathcore.fastinit import fast_init, fast_new
from mathcore.organs.relations.words import NAME, OTHER, PLAIN, PRONOUN, Lex
from mathcore.text.tokens import Token

#: Template literals (grammar of the templates above, not vocabulary).
_AGGREGATE = (("altogether",), ("together",), ("combined",), ("in", "total"), ("in", "all"))
_COMBINE = ("combine", "pool")
_SPREAD = ("into", "among", "between")


@dataclass(frozen=True, slots=True)
class Clause:
    """One statement clause. ``kind`` is a relation kind or ``partition``."""

    kind: str
    holder: str
    value: Number
    noun: tuple[str, ...] | None  # None when elided
    ref: str = ""
    holders: tuple[str, ...] = ()  # partition: named holders, () for "they"
    container: tuple[str, ...] = ()
    scale: tuple[str, Number] | None = None  # "N more than <scale> as many": (kind, value)


fast_init(Clause)


#: ``Clause(...)``, built at half the cost (``fast_new``).
new_clause = fast_new(Clause)


@dataclass(frozen=True, slots=True)
class Question:
    """The question: ``holder`` (one holder), ``sum`` (several) or ``each`` (a partition)."""

    kind: str
    noun: tuple[str, ...] | None
    holders: tuple[str, ...] = ()
    container: tuple[str, ...] = ()
    count: int = 0  # "the three of them": how many holders the group must have
    gender: str = ""  # "the two boys": the gender ("m"/"f") no holder may be known not to have


fast_init(Question)


#: ``Question(...)``, built at half the cost (``fast_new``).
new_question = fast_new(Question)


#: ``Cursor.low`` past the last token, so ``low[i + k]`` (``k <= 3``) needs no bound test.
_PAD = ("", "", "", "")


class Cursor:
    """A position in one sentence's tokens with the furthest failure seen.

    ``low`` holds the lower-case token texts and four empty strings after them: the word
    ``k`` ahead (``0 <= k <= 3``) is ``c.low[c.i + k]``, ``""`` past the end."""

    __slots__ = ("far", "i", "lex", "low", "n", "pronouns", "toks", "want")

    def __init__(
        self, toks: tuple[Token, ...], lex: Lex, i: int = 0, low: list[str] | None = None
    ) -> None:
        """``low``: the ``low`` of a cursor over a sequence that starts with ``toks`` (its
        first ``len(toks)`` words are the lower-case texts of ``toks``), so a cursor over the
        same sentence or a prefix of it does not lower-case its tokens again."""
        self.toks = toks
        self.lex = lex
        self.i = i
        n = self.n = len(toks)
        if low is None:
            low = [t.text.lower() for t in toks]
            low += _PAD
        elif len(low) != n + 4:
            low = low[:n]
            low += _PAD
        self.low = low
        self.far = 0
        self.want = ""
        self.pronouns: list[str] = []

    def cls(self, i: int) -> int:
        """The word class of token ``i`` (``OTHER`` for a non-word); looked up on demand,
        since most sentences are refused after their first few tokens."""
        t = self.toks[i]
        if t.kind != "word":
            return OTHER
        got = self.lex.memo_classes.get(t.text)
        return got if got is not None else self.lex.word_class(t.text)

    def miss(self, what: str) -> None:
        if self.i >= self.far:
            self.far, self.want = self.i, what

    def lit(self, *words: str) -> bool:
        i = self.i
        if self.low[i] in words:
            self.i = i + 1
            return True
        if i >= self.far:  # ``miss``, joining the words only when they are recorded
            self.far, self.want = i, "/".join(words)
        return False

    def cue(self, *roles: str) -> str | None:
        i = self.i
        if i < self.n:  # ``self.lex.cue(self.low[i])``, the memo lookup inlined
            info = self.lex.memo_info.get(self.low[i])
            role = (info if info is not None else self.lex.info(self.low[i])).cue
        else:
            role = None
        if role in roles:
            self.i = i + 1
            return role
        if i >= self.far:
            self.far, self.want = i, "/".join(roles)
        return None

    def name(self) -> str | None:
        """A holder: a name, or a pronoun (recorded: it makes the reading ambiguous)."""
        i = self.i
        if i < self.n:  # the word class of token ``i`` (``self.cls(i)``), inlined
            t = self.toks[i]
            if t.kind == "word":
                text = t.text
                cls = self.lex.memo_classes.get(text)
                if cls is None:
                    cls = self.lex.word_class(text)
                if cls >= NAME:
                    if cls == PRONOUN:
                        self.pronouns.append(text)
                    self.i = i + 1
                    return text
        self.miss("holder_name")
        return None

    def qty(self) -> Number | None:
        i = self.i
        if i < self.n:  # a number in digits: ``lex.quantity`` reads it alone, as its value
            tok = self.toks[i]
            if tok.kind == "number":
                v = tok.value
                if v is not None:
                    self.i = i + 1
                    return v
        q = self.lex.quantity(self.toks, i)
        if q is None:
            self.miss("quantity")
            return None
        self.i += q.length
        return q.value

    def noun(self, optional: bool = False) -> tuple[str, ...] | None:
        """One or two plain lower-case words (the first two tokens whose word class is
        ``PLAIN``; the loop over them unrolled)."""
        i, n = self.i, self.n
        if i < n:
            t = self.toks[i]
            if t.kind == "word":
                classes = self.lex.memo_classes
                got = classes.get(t.text)
                if (got if got is not None else self.lex.word_class(t.text)) == PLAIN:
                    j = i + 1
                    if j < n:
                        t = self.toks[j]
                        if t.kind == "word":
                            got = classes.get(t.text)
                            if (got if got is not None else self.lex.word_class(t.text)) == PLAIN:
                                self.i = j + 1
                                return (self.low[i], self.low[j])
                    self.i = j
                    return (self.low[i],)
        if not optional:
            self.miss("noun")
        return None

    def done(self) -> bool:
        if self.i == self.n:
            return True
        self.miss("end_of_sentence")
        return False


_COMPARATIVES = ("comparative_more", "comparative_fewer")


def _number_then_plain(c: Cursor) -> bool:
    """Whether ``_comparison`` must fail at ``c.i`` (``NAME has 6 apples``): a number token
    whose text is no multiplier or fraction word, then a word that is neither a comparative
    cue nor ``times``. Every attempt of ``_comparison`` and ``_scaled`` then stops at the
    word after the number, the last one expecting ``times`` there."""
    i = c.i
    if i >= c.n:
        return False
    tok = c.toks[i]
    if tok.kind != "number" or tok.value is None:
        return False  # (so ``qty`` reads it alone, and it is no fraction token, ``a`` or ``one``)
    lex, infos = c.lex, c.lex.memo_info
    info = infos.get(c.low[i])
    if info is None:
        info = lex.info(c.low[i])
    if info.multiplier is not None or info.fraction is not None:
        return False
    after = c.low[i + 1]
    if after == "times":
        return False
    if i + 1 < c.n:
        info = infos.get(after)
        if (info if info is not None else lex.info(after)).cue in _COMPARATIVES:
            return False
    return True


def _comparison(c: Cursor, holder: str) -> Clause | None:
    start = c.i
    if _number_then_plain(c):  # the full attempt's outcome, its misses recorded the same
        if start + 1 >= c.far:
            c.far, c.want = start + 1, "times"
        return None
    q = c.qty()
    if q is not None:
        role = c.cue("comparative_more", "comparative_fewer")
        if role is not None:
            kind = "more_than" if role == "comparative_more" else "fewer_than"
            noun = c.noun(optional=True)
            if not c.lit("than"):
                return None
            if noun is None and c.i < c.n and c.cls(c.i) not in (NAME, PRONOUN):
                scaled = _scaled(c, holder)  # "5 more than twice as many goats as Adam"
                if scaled is None:
                    return None
                return replace(scaled, kind=kind, value=q, scale=(scaled.kind, scaled.value))
            if (ref := c.name()) is not None:
                trailing_verb(c)
                return new_clause(kind, holder, q, noun, ref)
            return None
        if c.lit("times"):
            return _as_many(c, holder, "times_as_many", q)
        c.i = start
    got = _scaled(c, holder)
    if got is None:
        c.i = start
        c.miss("comparison")
    return got


def _scaled(c: Cursor, holder: str) -> Clause | None:
    """``twice|N times|half|a third|one-third|1/4 as many [NOUN] as NAME``."""
    start = c.i
    mult = c.lex.multiplier(c.low[c.i])
    if mult is not None:
        c.i += 1
        return _as_many(c, holder, "times_as_many", mult)
    q = c.qty()
    if q is not None and c.lit("times"):
        return _as_many(c, holder, "times_as_many", q)
    c.i = start
    tok = c.toks[c.i] if c.i < c.n else None
    if tok is not None and tok.kind == "fraction" and tok.value is not None:
        unit = Fraction(tok.value)
        if unit.numerator == 1:
            c.i += 1
            return _as_many(c, holder, "divide_by", unit.denominator)
        return None
    word = c.low[c.i]
    if word.count("-") == 1 and word.split("-")[0] in ("a", "one"):
        word = word.split("-")[1]
    elif word in ("a", "one"):
        c.i += 1
        word = c.low[c.i]
    frac = c.lex.fraction(word)
    if frac is not None and frac.numerator == 1:
        c.i += 1
        return _as_many(c, holder, "divide_by", frac.denominator)
    c.i = start
    return None


def _as_many(c: Cursor, holder: str, kind: str, value: Number) -> Clause | None:
    """``as many [NOUN] as NAME`` or ``the number of NOUN [as|that] NAME [has|does]``."""
    if c.low[c.i] == "the" and c.low[c.i + 1] == "number" and c.low[c.i + 2] == "of":
        c.i += 3
        noun = c.noun()
        if noun is None:
            return None
        if c.low[c.i] in ("as", "that"):
            c.i += 1
    else:
        if not (c.lit("as") and c.lit("many")):
            return None
        noun = c.noun(optional=True)
        if not c.lit("as"):
            return None
    ref = c.name()
    if ref is None:
        return None
    trailing_verb(c)
    return new_clause(kind, holder, value, noun, ref)


def trailing_verb(c: Cursor) -> None:
    """``... than Kim has`` / ``... as Kim does``: the echoing verb adds nothing."""
    if c.low[c.i] in ("has", "does") and c.low[c.i + 1] in ("", "and", ","):
        c.i += 1


def _facts(c: Cursor, holder: str) -> list[Clause] | None:
    out: list[Clause] = []
    while True:
        q = c.qty()
        if q is None:
            return None
        noun = c.noun()
        if noun is None:
            return None
        out.append(new_clause("fact", holder, q, noun))
        save = c.i
        if c.low[c.i] == "," and c.low[c.i + 1] == "and":
            c.i += 2
        elif c.low[c.i] in (",", "and"):
            c.i += 1
        if c.i == save or c.lex.quantity(c.toks, c.i) is None:
            c.i = save
            return out


def _clause(c: Cursor) -> list[Clause] | None:
    holder = c.name()
    if holder is None:
        return None
    if c.low[c.i] == "has":  # ``c.lit("has")``
        c.i += 1
    elif not c.lit("has"):  # (recording the miss)
        return None
    cmp = _comparison(c, holder)
    if cmp is not None:
        return [cmp]
    return _facts(c, holder)


def aggregate(c: Cursor) -> None:
    """Skip one aggregate qualifier (``altogether``, ``in total`` ...) if present."""
    low, i = c.low, c.i
    for words in _AGGREGATE:  # one or two words each
        if low[i] == words[0] and (len(words) == 1 or low[i + 1] == words[1]):
            c.i += len(words)
            return


def _names(c: Cursor) -> list[str] | None:
    """``they`` (-> []) or two or more names joined by ``,`` / ``and``."""
    holders: list[str] = []
    if c.lit("they"):
        return holders
    while (h := c.name()) is not None:
        holders.append(h)
        if c.low[c.i] == "," and c.low[c.i + 1] == "and":
            c.i += 2
        elif not (c.lit(",") or c.lit("and")):
            break
    return holders if len(holders) >= 2 and len(set(holders)) == len(holders) else None


def _joint_total(c: Cursor) -> Clause | None:
    """``A and B have a total of N NOUN`` / ``A and B have N NOUN combined|together|in all``.

    Without the aggregate word (``A and B have 10 apples``: together or each?) it refuses."""
    start = c.i
    holders = _names(c)
    if holders is None or not c.lit("have"):
        c.i = start
        return None
    marked = c.low[c.i] == "a" and c.low[c.i + 1] == "total" and c.low[c.i + 2] == "of"
    if marked:
        c.i += 3
    q = c.qty()
    noun = c.noun() if q is not None else None
    if q is None or noun is None:
        return None
    if not marked:
        at = c.i
        aggregate(c)
        marked = c.i > at
    if not marked or not c.done():
        return None
    return new_clause("total", "", q, noun, holders=tuple(holders))


def _partition(c: Cursor) -> Clause | None:
    holders = _names(c)
    if holders is None:
        return None
    if not (c.lit(*_COMBINE) and c.lit("their")):
        return None
    noun = c.noun()
    if noun is None or not c.lit("and") or c.cue("partition") is None:
        return None
    if not (c.lit("them") and c.cue("partition") and c.lit(*_SPREAD)):
        return None
    q = c.qty()
    container = c.noun()
    if q is None or container is None or not c.done():
        return None
    return new_clause("partition", "", q, noun, holders=tuple(holders), container=container)


def statement(c: Cursor) -> list[Clause] | None:
    """A whole statement (clauses joined by ``and``), or None."""
    if c.low[c.i + 1] != "has":
        start = c.i
        part = _partition(c)
        if part is None:
            c.i = start
            part = _joint_total(c)
        return None if part is None else [part]
    out: list[Clause] = []
    while True:
        got = _clause(c)
        if got is None:
            return None
        out.extend(got)
        if c.i == c.n or c.done():  # (``c.done()`` records the miss)
            return out
        if c.low[c.i] == "," and c.low[c.i + 1] == "and":
            c.i += 2
        elif not c.lit("and"):
            return None
