"""The linear-system (R2) reader: text -> ``LinearSetup`` or a typed refusal.

Sentence roles: coefficient sentences (``Each large bus holds 50 students and each small bus
holds 30 students.``), the total count (``A school rents 6 buses.``), the weighted total
(``The buses carry 260 students in total.``) and the question (``How many large buses are
there?``). Every number must be consumed by exactly one role: a sentence with a number that
fits none, or a second total, refuses (``unconsumed_number``). Free words around a total may
not carry numbers, comparisons, exclusions or distributive cues.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from mathcore.errors import SetupError
from mathcore.exact import Number, is_whole
from mathcore.fastinit import fast_init, fast_new
from mathcore.organs.base import ReaderRefusal
from mathcore.organs.linear_system.model import Category, LinearSetup
from mathcore.organs.relations.words import (
    F_FREE_CUE,
    F_NUMBER_WORD,
    F_NUMERIC,
    F_PLAIN,
    Lex,
)
from mathcore.results import Blocking
from mathcore.text.guard import check_input
from mathcore.text.lowered import lower as lowered
from mathcore.text.tokens import KINDS, PATTERN, Sentence, Token, sentences

STEP_ASIDE = "not_linear_system_shaped"
MONEY_UNIT = "dollar"  # the unit a ``$`` amount is measured in
_DETERMINERS = ("each", "every", "a", "an")
#: Every text whose ``lower()`` is a determiner: its ASCII case forms (no other character
#: lower-cases to these letters), so a token's text is tested without lower-casing it.
_DETERMINER_FORMS = frozenset(
    "".join(c.upper() if m >> i & 1 else c for i, c in enumerate(w))
    for w in _DETERMINERS
    for m in range(1 << len(w))
)
_VALUED_KINDS = frozenset({"money", "percent", "fraction", "clock"})
_FREE_PUNCT = frozenset({",", ":", ";"})
_NEITHER, _PLAIN_WORD, _AUX = 0, 1, 2  # a word's role in ``_split_verb``


@dataclass(frozen=True, slots=True)
class _Coef:
    key: str
    verb: str
    value: Number
    unit: str | None


fast_init(_Coef)


@dataclass(frozen=True, slots=True)
class _Total:
    sentence: Sentence
    value: Number
    head: str  # singular head of the counted noun
    rest: tuple[Token, ...]  # tokens after the counted noun
    scope: tuple[Token, ...]  # tokens before the number and the counted noun's words


fast_init(_Total)


class _Refuse(Exception):
    def __init__(self, reason: str, detail: str = "", blocking: Blocking | None = None) -> None:
        super().__init__(reason)
        self.refusal = ReaderRefusal(reason, detail, blocking)


def _block(s: Sentence, i: int, what: str) -> Blocking:
    i = min(max(i, 0), len(s.tokens) - 1)
    return Blocking(s.index, s.text, i, s.tokens[i].text, f"linear_system.{what}")


def _free(lex: Lex, tok: Token) -> bool:
    """A word that may stand around a total or after a question's noun (the readers inline
    this test; the speed tests compare both with it)."""
    if tok.value is not None or tok.kind in _VALUED_KINDS:
        return False
    if tok.kind != "word":
        return tok.text in _FREE_PUNCT
    got = lex.memo_flags.get(tok.text)
    got = got if got is not None else lex.flags(tok.text)
    return not got & F_NUMERIC and bool(got & F_FREE_CUE)


def _plain(lex: Lex, t: Token) -> bool:
    """``lex.is_plain_word(t)``, with the memo lookup inlined (called for most tokens)."""
    if t.kind != "word":
        return False
    got = lex.memo_flags.get(t.text)
    return bool((got if got is not None else lex.flags(t.text)) & F_PLAIN)


def _split_verb(lex: Lex, words: tuple[Token, ...]) -> tuple[str, str] | None:
    """``large bus holds`` -> (``large bus``, ``holds``); ``nickel is worth`` -> ``nickel``."""

    # One pass: each word's role, plain (``_plain``, memo lookup inlined), an auxiliary (a
    # lower-case word that is not plain) or neither.
    flags, flag = lex.memo_flags, lex.flags
    roles: list[int] = []
    for t in words:
        if t.kind == "word":
            got = flags.get(t.text)
            if (got if got is not None else flag(t.text)) & F_PLAIN:
                roles.append(_PLAIN_WORD)
            else:
                roles.append(_AUX if t.text.islower() else _NEITHER)
        else:
            roles.append(_NEITHER)
    n = len(words)
    k = n - 1
    while k >= 0 and roles[k] == _AUX:
        k -= 1
    if k < 0 or roles[k] != _PLAIN_WORD:
        return None
    k -= 1
    while k >= 0 and roles[k] == _AUX:
        k -= 1
    size = k + 1 if k >= 0 else 1  # the category's words; the verb's follow
    if size > 2 or size >= n or roles[0] != _PLAIN_WORD:
        return None
    if size == 2:
        if roles[1] != _PLAIN_WORD:
            return None
        key = lex.noun_key((words[0].text, words[1].text), False)
    else:
        key = lex.noun_key((words[0].text,), False)
    if n - size == 1:
        return key, words[size].text.lower()
    return key, " ".join([t.text.lower() for t in words[size:]])


def _clause(lex: Lex, toks: tuple[Token, ...], i: int) -> tuple[_Coef, int] | None:
    n = len(toks)
    if i >= n or toks[i].text not in _DETERMINER_FORMS:
        return None
    j = i + 1
    flags, flag = lex.memo_flags, lex.flags
    while j < n and (t := toks[j]).kind == "word":
        got = flags.get(t.text)
        if (got if got is not None else flag(t.text)) & F_NUMBER_WORD:
            break
        j += 1
    if j >= n or j - i > 6:
        return None
    split = _split_verb(lex, toks[i + 1 : j])
    if split is None:
        return None
    money = toks[j].value
    if toks[j].kind == "money" and money is not None:
        return _new_Coef(split[0], split[1], money, MONEY_UNIT), j + 1
    q = lex.quantity(toks, j)
    if q is None:
        return None
    k = j + q.length
    unit: str | None = None
    if k < n and (t := toks[k]).kind == "word":  # ``_plain(lex, t)``, inlined
        got = flags.get(t.text)
        if (got if got is not None else flag(t.text)) & F_PLAIN:
            unit, k = lex.noun_key((t.text,), q.value != 1), k + 1
    return _new_Coef(split[0], split[1], q.value, unit), k


def _another_determiner(toks: tuple[Token, ...]) -> bool:
    """Whether a token after the first is a determiner (where a second clause would start)."""
    for t in toks[1:]:  # noqa: SIM110 (a loop: no generator per sentence)
        if t.text in _DETERMINER_FORMS:
            return True
    return False


def _coefficients(lex: Lex, toks: tuple[Token, ...]) -> list[_Coef] | None:
    """All clauses of a coefficient sentence (body without its end mark), or None."""
    if not toks:
        return None
    if toks[0].text not in _DETERMINER_FORMS:
        return None  # ``_clause`` at 0 would refuse
    first = toks[0].text.lower()
    if first not in ("each", "every") and not _another_determiner(toks):
        return None  # a single clause needs ``each``/``every``; a second needs a determiner
    out: list[_Coef] = []
    i = 0
    while True:
        got = _clause(lex, toks, i)
        if got is None:
            return None
        out.append(got[0])
        i = got[1]
        if i == len(toks):
            break
        if toks[i].text == "," and i + 1 < len(toks) and toks[i + 1].text.lower() == "and":
            i += 2
        elif toks[i].text.lower() in (",", "and"):
            i += 1
        else:
            return None
    if len(out) < 2 and toks[0].text.lower() not in ("each", "every"):
        return None
    return out


def _total(lex: Lex, s: Sentence) -> _Total:
    """A sentence with exactly one quantity, its counted noun and only free words besides
    (``_totals`` reads it through ``_read_total``)."""
    return _read_total(lex, s)[0]


def _read_total(lex: Lex, s: Sentence) -> tuple[_Total, list[int], list[int]]:
    """``_total``, with where its scope's and its rest's plain words are (for ``_mentioned``)."""
    value, head, j, k, scope, rest = _total_parts(lex, s)
    body = s.tokens[:-1]
    return _new_Total(s, value, head, body[k:], (*body[:j], *body[j + 1 : k])), scope, rest


def _total_parts(lex: Lex, s: Sentence) -> tuple[Number, str, int, int, list[int], list[int]]:
    """``_read_total`` without building the ``_Total``: its value and head, where its number
    starts and its counted noun ends (``j``, ``k``), and the plain words' positions."""
    body = s.tokens[:-1]
    spots, bad, plain = _scan(lex, body)
    if not spots:
        raise _Refuse("unreadable_sentence", "no number and no role", _block(s, 0, "role"))
    j = spots[0]
    money = body[j].value
    value: Number
    if body[j].kind == "money" and money is not None:
        value, k, head = money, j + 1, MONEY_UNIT
    else:
        q = lex.quantity(body, j)
        k = j + (q.length if q is not None else 1)
        if q is None or spots[-1] >= k:  # ``spots`` ascend: any at or after ``k``
            raise _Refuse("unconsumed_number", "more than one number", _block(s, j, "total"))
        n, flags, flag = k, lex.memo_flags, lex.flags
        while n < len(body) and n - k < 2 and (t := body[n]).kind == "word":
            got = flags.get(t.text)  # ``_plain(lex, t)``, inlined
            if not (got if got is not None else flag(t.text)) & F_PLAIN:
                break
            n += 1
        if n == k:
            raise _Refuse("unconsumed_number", "a number without a noun", _block(s, k, "noun"))
        value, head, k = q.value, lex.noun_key((body[n - 1].text,), q.value != 1), n
    if spots[-1] >= k:
        raise _Refuse("unconsumed_number", "more than one number", _block(s, j, "total"))
    for i in bad:  # the words that are not ``_free``, in order
        if not j <= i < k:
            t = body[i]
            raise _Refuse(
                "unreadable_sentence", f"{t.text!r} changes the total", _block(s, i, "free")
            )
    scope: list[int] = []
    rest: list[int] = []
    for i in plain:
        if i >= k:
            rest.append(i)
        elif i != j:
            scope.append(i)
    return value, head, j, k, scope, rest


def _scan(lex: Lex, toks: tuple[Token, ...]) -> tuple[list[int], list[int], list[int]]:
    """In one pass: ``_spots(lex, toks)``, where a token is not ``_free`` and where one is
    ``_plain`` (the memo lookup inlined)."""
    flags, flag = lex.memo_flags, lex.flags
    spots: list[int] = []
    bad: list[int] = []
    plain: list[int] = []
    for i, t in enumerate(toks):
        if t.value is not None:
            spots.append(i)
            bad.append(i)
        elif (kind := t.kind) == "word":
            got = flags.get(t.text)
            if got is None:
                got = flag(t.text)
            if got & F_NUMERIC:
                spots.append(i)
                bad.append(i)
            elif not got & F_FREE_CUE:
                bad.append(i)
            if got & F_PLAIN:
                plain.append(i)
        elif kind in _VALUED_KINDS or t.text not in _FREE_PUNCT:
            bad.append(i)
    return spots, bad, plain


def _spots(lex: Lex, toks: tuple[Token, ...]) -> list[int]:
    """Where ``toks`` carry a number (``lex.numeric_at``, the memo lookup inlined)."""
    flags, flag = lex.memo_flags, lex.flags
    out: list[int] = []
    for i, t in enumerate(toks):
        if t.value is not None:
            out.append(i)
        elif t.kind == "word":
            got = flags.get(t.text)
            if (got if got is not None else flag(t.text)) & F_NUMERIC:
                out.append(i)
    return out


def _mentions(lex: Lex, rest: tuple[Token, ...], cats: list[str]) -> tuple[set[str], bool]:
    """Categories an enumeration names, and whether it names anything else (``_totals``
    asks ``_mentioned`` with the plain words ``_read_total`` found)."""
    plain = [i for i, t in enumerate(rest) if _plain(lex, t)]
    return _mentioned(lex, rest, plain, _firsts(cats))


def _firsts(cats: list[str]) -> list[tuple[str, str]]:
    return [(c, c.split(" ")[0]) for c in cats]


def _mentioned(
    lex: Lex, toks: tuple[Token, ...], plain: list[int], firsts: list[tuple[str, str]]
) -> tuple[set[str], bool]:
    """``_mentions`` of the plain words ``toks[i]`` for ``i`` in ``plain`` (``firsts``: each
    category with its first word)."""
    found: set[str] = set()
    other = False
    singulars = lex.memo_singulars
    for i in plain:
        w = toks[i].text.lower()
        one = singulars.get(w)
        if one is None:
            one = lex.singular(w)
        hit = False
        for c, first in firsts:
            if c == one or first == w:
                found.add(c)
                hit = True
        other |= not hit
    return found, other


def _question(lex: Lex, s: Sentence, cats: list[str]) -> str:
    body = s.tokens[:-1]
    at = _asked_at(s)
    if at < 0 or len(body) <= at:
        raise _Refuse("unreadable_sentence", "not a 'How many' question", _block(s, 0, "query"))
    n = at
    while n < len(body) and n < at + 2 and _plain(lex, body[n]):
        n += 1
    words = tuple([t.text for t in body[at:n]])
    target = None
    for m in range(len(words), 0, -1):
        key = lex.noun_key(words[:m])
        if key in cats:
            target, n = key, at + m
            break
    if target is None:
        raise _Refuse("query_target_not_a_category", " ".join(words), _block(s, at, "query"))
    flags, flag = lex.memo_flags, lex.flags
    for i in range(n, len(body)):
        t = body[i]  # ``_free(lex, t)``, inlined
        if t.value is not None or t.kind in _VALUED_KINDS:
            free = False
        elif t.kind != "word":
            free = t.text in _FREE_PUNCT
        else:
            got = flags.get(t.text)
            got = got if got is not None else flag(t.text)
            free = not got & F_NUMERIC and bool(got & F_FREE_CUE)
        if not free:
            raise _Refuse("unreadable_sentence", "question qualifier", _block(s, i, "query"))
    return target


def _categories(coefs: list[_Coef]) -> tuple[list[str], dict[str, Number], str]:
    cats: list[str] = []
    value: dict[str, Number] = {}
    units: set[str] = set()
    verbs: set[str] = set()
    for c in coefs:
        if c.key in value:
            if value[c.key] != c.value:
                raise _Refuse("coefficient_conflict", f"{c.key} is given two coefficients")
        else:
            cats.append(c.key)
            value[c.key] = c.value
        if c.unit is not None:
            units.add(c.unit)
        verbs.add(c.verb)
    if len(cats) > 2:
        raise _Refuse("too_many_categories", ", ".join(cats))
    if len(cats) < 2:
        raise _Refuse("category_pair_not_found", "only one category has a coefficient")
    if len(units) != 1:
        raise _Refuse("coefficient_unit_mismatch", ", ".join(sorted(units)) or "no unit")
    if len(verbs) != 1:
        raise _Refuse("coefficient_verb_mismatch", ", ".join(sorted(verbs)))
    return cats, value, units.pop()


def _asked_at(q: Sentence) -> int:
    """Where the asked noun starts: after ``How many`` or ``What is the number of``; else -1."""
    toks = q.tokens
    if len(toks) < 2:
        return -1
    first = toks[0].text.lower()
    if first == "how":
        return 2 if toks[1].text.lower() == "many" else -1
    if first != "what" or len(toks) < 5:
        return -1
    low = [t.text.lower() for t in toks[1:5]]
    return 5 if low == ["is", "the", "number", "of"] else -1


def _asks_a_count(lex: Lex, q: Sentence, coefs: list[_Coef]) -> bool:
    """Whether the question is ``How many <a category or its head noun>``: R2's own shape."""
    at = _asked_at(q)
    toks = q.tokens
    if at < 0 or at >= len(toks) or not _plain(lex, toks[at]):
        return False
    asked = [lex.noun_key((toks[at].text,))]  # the asked noun's first word, then both
    if at + 1 < len(toks) and _plain(lex, toks[at + 1]):
        asked.append(lex.noun_key((toks[at].text, toks[at + 1].text)))
    keys = {c.key for c in coefs}
    for a in asked:
        if a in keys:
            return True
    heads = {k.split(" ")[-1] for k in keys}
    return any(a.split(" ")[-1] in heads for a in asked)


def _total_shape(lex: Lex, s: Sentence, nouns: set[str]) -> bool:
    """Whether a sentence has one number, followed by one of ``nouns``: a total's shape."""
    spots = _spots(lex, s.tokens)
    if len(spots) != 1 or spots[0] + 1 >= len(s.tokens):
        return False
    nxt = s.tokens[spots[0] + 1]
    return _plain(lex, nxt) and lex.noun_key((nxt.text,)) in nouns


def _totals(
    lex: Lex, others: list[Sentence], cats: list[str], unit: str
) -> tuple[tuple[Number, str], tuple[Number, str]]:
    """The one total count and the one weighted total (each its value and head); any other
    number refuses. ``cats`` are ``_categories``' two: ``_mentioned``'s loop over them is
    unrolled, and both mentions of a sentence are worked out in one place."""
    counts: list[tuple[Number, str, Sentence]] = []
    weighted: list[tuple[Number, str, Sentence]] = []
    c0, c1 = cats
    f0, f1 = c0.split(" ")[0], c1.split(" ")[0]
    h0, h1 = c0.split(" ")[-1], c1.split(" ")[-1]
    singulars, singular = lex.memo_singulars, lex.singular
    for s in others:
        body = s.tokens
        if body[-1].text != ".":
            raise _Refuse("unreadable_sentence", "no end mark", _block(s, len(body), "end"))
        value, head, _, _, in_scope, in_rest = _total_parts(lex, s)
        s0 = s1 = r0 = r1 = other = False  # ``_mentioned`` of the scope, then of the rest
        for i in in_scope:
            w = body[i].text.lower()
            one = singulars.get(w)
            if one is None:
                one = singular(w)
            if c0 == one or f0 == w:
                s0 = True
            if c1 == one or f1 == w:
                s1 = True
        for i in in_rest:
            w = body[i].text.lower()
            one = singulars.get(w)
            if one is None:
                one = singular(w)
            hit = False
            if c0 == one or f0 == w:
                r0 = hit = True
            if c1 == one or f1 == w:
                r1 = hit = True
            if not hit:
                other = True
        if s0 or s1 or (head == unit and (r0 or r1)):  # "The large buses carry 200 students."
            named = sorted([c for c, hit in ((c0, s0 or r0), (c1, s1 or r1)) if hit])
            why = f"a total of {', '.join(named)} alone"
            raise _Refuse("unreadable_sentence", why, _block(s, 0, "scope"))
        if head == unit:
            weighted.append((value, head, s))
        elif (r0 or r1) and (other or not (r0 and r1)):
            raise _Refuse("too_many_categories" if other else "category_pair_not_found", head)
        elif r0 or r1 or (h0 == head and h1 == head):
            counts.append((value, head, s))
        else:
            why = f"{head} is neither counted nor measured"
            raise _Refuse("unconsumed_number", why, _block(s, 0, "total"))
    for role, totals in (("total_count", counts), ("weighted_total", weighted)):
        if not totals:
            raise _Refuse(f"missing_{role}", f"no sentence gives the {role.replace('_', ' ')}")
        if len(totals) > 1:
            s = totals[1][2]
            raise _Refuse("unconsumed_number", f"a second {role}", _block(s, 0, role))
    return counts[0][:2], weighted[0][:2]


def _two_total_shapes(lex: Lex, coefs: list[_Coef], others: list[Sentence]) -> bool:
    """Whether a sentence has a total's shape in a coefficient's unit and one in a category's
    head noun (asked only when the coefficients name one category)."""
    units = {c.unit for c in coefs if c.unit}
    heads = {c.key.split(" ")[-1] for c in coefs}
    return any(_total_shape(lex, s, units) for s in others) and any(
        _total_shape(lex, s, heads) for s in others
    )


def _read(text: str, lex: Lex) -> LinearSetup:
    coefs: list[_Coef] = []
    others: list[Sentence] = []
    questions: list[Sentence] = []
    for s in sentences(text):
        end = s.tokens[-1].text
        if end == "?":
            questions.append(s)
        elif (
            end != "."
            or s.tokens[0].text not in _DETERMINER_FORMS  # ``_coefficients`` would refuse
            or (got := _coefficients(lex, s.tokens[:-1])) is None
        ):
            others.append(s)
        else:
            coefs.extend(got)
    if not coefs or not questions:
        raise _Refuse(STEP_ASIDE, "no per-item coefficient sentence or no question")
    if not _asks_a_count(lex, questions[0], coefs):
        raise _Refuse(STEP_ASIDE, "the question does not ask how many of a category")
    if len({c.key for c in coefs}) < 2 and not _two_total_shapes(lex, coefs, others):
        raise _Refuse(STEP_ASIDE, "one per-item rate and no two totals: not a linear system")
    cats, value, unit = _categories(coefs)
    if len(questions) > 1:
        raise _Refuse("multiple_questions")
    count, weighted = _totals(lex, others, cats, unit)
    target = _question(lex, questions[0], cats)
    if not is_whole(count[0]):
        raise _Refuse("invalid_quantity", "the total count is not whole")
    return _new_LinearSetup(
        (_new_Category(cats[0], value[cats[0]]), _new_Category(cats[1], value[cats[1]])),
        count[1],
        unit,
        count[0],
        weighted[0],
        target,
    )


_ASKED = re.compile(r"(?:how many|the number of) ([a-z]+)(?: ([a-z]+))?")
_ASKED_WORDS = re.compile(r" ([a-z]+)(?: ([a-z]+))?")  # ``_ASKED`` after its phrase


def _asked(low: str) -> list[tuple[str, str | None]]:
    """``[m.groups() for m in _ASKED.finditer(low)]``: the phrases found by ``str.find``
    (no regex scan of the whole text), the words after each matched where it stands."""
    out: list[tuple[str, str | None]] = []
    pos = 0
    while True:
        how, number = low.find("how many", pos), low.find("the number of", pos)
        if how < 0 and number < 0:
            return out
        start, at = (how, how + 8) if number < 0 or 0 <= how < number else (number, number + 13)
        m = _ASKED_WORDS.match(low, at)
        if m is None:  # no word after this phrase: look again one character on
            pos = start + 1
            continue
        out.append(m.groups())  # type: ignore[arg-type]
        pos = m.end()


_PER_ITEM_PLAIN = r"\b(?:each|every|an?) ([a-z]+)(?: ([a-z]+))?"
# The same matches: a first letter the scanner can skip to, the word boundary checked behind it.
_PER_ITEM = re.compile(r"(?:e(?<=\be)(?:ach|very)|a(?<=\ba)n?) ([a-z]+)(?: ([a-z]+))?")


def _may_ask_a_category(lex: Lex, low: str) -> bool:
    """A cheap necessary condition (no tokenising): a noun asked about follows a determiner.

    Every R2 reading asks ``How many`` of a category whose coefficient clause starts with
    ``each|every|a|an`` and names the category (or its head noun) in its first two words.
    """
    singulars = lex.memo_singulars  # ``lex.singular``: the words are lower case already
    asked: set[str] = set()
    for words in _asked(low):
        for w in words:
            if w:
                one = singulars.get(w)
                asked.add(one if one is not None else lex.singular(w))
    if not asked:
        return False
    for m in _PER_ITEM.finditer(low):
        a, b = m.groups()
        if a in asked or (b and b in asked):
            return True
    return False


#: Where a sentence ends in the raw text, exactly where ``sentences`` ends one: a ``?`` or
#: ``!`` is always a token of its own, and so is a ``.`` not followed by a digit (a ``.``
#: before a digit is inside a number, money or percent token: the tokenizer's ``\.\d+``).
_END_MARK = re.compile(r"[?!]|\.(?!\d)")
_WORD = KINDS.index("word")  # ``PATTERN``'s group of a word token


def _may_have_coefficients(text: str) -> bool:
    """Whether a sentence ending with ``.`` opens with a determiner (``_read`` tries
    ``_coefficients`` on no other sentence, so without one it finds no coefficient), read on
    the raw text: each sentence's first token is ``PATTERN`` matched at the sentence's start
    (where the tokenizer's scan resumes after the previous end mark), nothing tokenized."""
    a = 0
    for m in _END_MARK.finditer(text):
        if text[m.start()] == ".":
            first = PATTERN.match(text, a)
            if first is not None and first.lastindex == _WORD and first[_WORD] in _DETERMINER_FORMS:
                return True
        a = m.end()
    return False


#: The step-asides most texts get, built once (a refusal is frozen: one instance serves all).
_NO_COEFFICIENT = ReaderRefusal(STEP_ASIDE, "no per-item coefficient or no 'How many' question")
_NO_ASKED_NOUN = ReaderRefusal(STEP_ASIDE, "the question names no noun a coefficient is given for")
#: ``_read``'s first step-aside when no sentence can hold a coefficient (``_may_have_coefficients``)
_NO_COEFFICIENT_SENTENCE = ReaderRefusal(
    STEP_ASIDE, "no per-item coefficient sentence or no question"
)


def read(text: str) -> LinearSetup | ReaderRefusal:
    """Read ``text`` as a two-category linear system, or refuse with a taxonomy reason."""
    guard = check_input(text)
    if guard is not None:
        return ReaderRefusal(guard)
    low = lowered(text)
    asks = "how many" in low or "the number of" in low
    if not asks or not ("each " in low or "every " in low or " worth " in low):
        return _NO_COEFFICIENT
    lex = Lex.current()
    if not _may_ask_a_category(lex, low):
        return _NO_ASKED_NOUN
    if not _may_have_coefficients(text):
        return _NO_COEFFICIENT_SENTENCE  # what ``_read`` refuses, without tokenizing the text
    try:
        return _read(text, lex)
    except _Refuse as r:
        return r.refusal
    except SetupError as exc:
        return ReaderRefusal("invalid_quantity", str(exc))


#: Builders of the same instances at about half the cost (``mathcore.fastinit.fast_new``).
_new_Coef = fast_new(_Coef)
_new_Total = fast_new(_Total)
_new_LinearSetup = fast_new(LinearSetup)
_new_Category = fast_new(Category)
