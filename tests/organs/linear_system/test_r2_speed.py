"""Speed paths of the R2 reader and solver give the same answers as the plain computations."""

from __future__ import annotations

from fractions import Fraction

from hypothesis import given, settings
from hypothesis import strategies as st

from mathcore.exact import exact_div
from mathcore.organs.base import ReaderRefusal
from mathcore.organs.linear_system import reader
from mathcore.organs.linear_system.model import LinearSetup
from mathcore.organs.linear_system.solver import div
from mathcore.organs.relations.words import Lex
from mathcore.text.tokens import Sentence, Token, sentences, tokenize

_NUMBERS = st.one_of(
    st.integers(-(10**6), 10**6),
    st.builds(Fraction, st.integers(-1000, 1000), st.integers(1, 1000)),
)


@given(n=_NUMBERS, d=_NUMBERS.filter(lambda x: x != 0))
def test_div_is_exact_div(n: int | Fraction, d: int | Fraction) -> None:
    got, want = div(n, d), exact_div(n, d)
    assert got == want
    assert type(got) is type(want)


def test_div_fires_both_paths() -> None:
    assert div(12, 4) == 3 and type(div(12, 4)) is int
    assert div(-7, 2) == Fraction(-7, 2)
    assert div(7, -2) == Fraction(-7, 2)
    assert div(Fraction(1, 2), 2) == Fraction(1, 4)


def _plain_free(lex: Lex, tok: Token) -> bool:
    """``_free`` as it was before the flag memo (the reference)."""
    if tok.value is not None or tok.kind in ("money", "percent", "fraction", "clock"):
        return False
    if tok.kind != "word":
        return tok.text in (",", ":", ";")
    if lex.numeric_at(tok):
        return False
    role = lex.cue(tok.text)
    return role is None or role in ("aggregate", "pronoun")


_PIECES = st.sampled_from(
    (
        "Each",
        "each",
        "large",
        "bus",
        "holds",
        "40",
        "forty",
        "students",
        "and",
        "a",
        "quarter",
        "is",
        "worth",
        "$5",
        "25%",
        "3/4",
        "2:30",
        ",",
        ";",
        ":",
        "in",
        "total",
        "altogether",
        "they",
        "more",
        "twice",
        "half",
        "twenty-five",
        "than",
        "The",
        "buses",
        "carry",
        ".",
    )
)


@settings(max_examples=300, deadline=None)
@given(words=st.lists(_PIECES, min_size=1, max_size=12))
def test_token_predicates_match_the_plain_ones(words: list[str]) -> None:
    lex = Lex.current()
    toks = tokenize(" ".join(words))
    for tok in toks:
        assert reader._free(lex, tok) == _plain_free(lex, tok)
        assert reader._plain(lex, tok) == lex.is_plain_word(tok)
    plain_spots = [i for i, t in enumerate(toks) if t.value is not None or lex.numeric_at(t)]
    assert reader._spots(lex, toks) == plain_spots


def _plain_split_verb(lex: Lex, words: tuple[Token, ...]) -> tuple[str, str] | None:
    """``_split_verb`` as it was before its one-pass loop (the reference)."""
    plain = [reader._plain(lex, t) for t in words]
    aux = [
        not p and t.kind == "word" and t.text.islower() for t, p in zip(words, plain, strict=True)
    ]
    k = len(words) - 1
    while k >= 0 and aux[k]:
        k -= 1
    if k < 0 or not plain[k]:
        return None
    k -= 1
    while k >= 0 and aux[k]:
        k -= 1
    cat, verb = words[: k + 1], words[k + 1 :]
    if not cat:
        cat, verb = words[:1], words[1:]
    if not 1 <= len(cat) <= 2 or not verb or not all(plain[: len(cat)]):
        return None
    key = lex.noun_key(tuple(t.text for t in cat), plural=False)
    return key, " ".join(t.text.lower() for t in verb)


def _plain_mentions(lex: Lex, rest: tuple[Token, ...], cats: list[str]) -> tuple[set[str], bool]:
    """``_mentions`` through ``_plain`` (the reference)."""
    found: set[str] = set()
    other = False
    for t in rest:
        if not reader._plain(lex, t):
            continue
        w = t.text.lower()
        one = lex.singular(w)
        hit = [c for c in cats if c == one or c.split(" ")[0] == w]
        found.update(hit)
        other |= not hit
    return found, other


def _plain_total(lex: Lex, s: Sentence) -> object:
    """``_total`` as it was before its free-word test was inlined (the reference): the
    ``_Total`` it reads, or the refusal it raises."""
    from mathcore.organs.linear_system.reader import (
        MONEY_UNIT,
        _block,
        _free,
        _plain,
        _Refuse,
        _spots,
        _Total,
    )

    try:
        body = s.tokens[:-1]
        spots = _spots(lex, body)
        if not spots:
            raise _Refuse("unreadable_sentence", "no number and no role", _block(s, 0, "role"))
        j = spots[0]
        money = body[j].value
        if body[j].kind == "money" and money is not None:
            value, k, head = money, j + 1, MONEY_UNIT
        else:
            q = lex.quantity(body, j)
            k = j + (q.length if q is not None else 1)
            if q is None or any(i >= k for i in spots):
                raise _Refuse("unconsumed_number", "more than one number", _block(s, j, "total"))
            n = k
            while n < len(body) and n - k < 2 and _plain(lex, body[n]):
                n += 1
            if n == k:
                raise _Refuse("unconsumed_number", "a number without a noun", _block(s, k, "noun"))
            value, head, k = q.value, lex.noun_key((body[n - 1].text,), plural=q.value != 1), n
        if any(i >= k for i in spots):
            raise _Refuse("unconsumed_number", "more than one number", _block(s, j, "total"))
        for i, t in enumerate(body):
            if not j <= i < k and not _free(lex, t):
                raise _Refuse(
                    "unreadable_sentence", f"{t.text!r} changes the total", _block(s, i, "free")
                )
        return _Total(s, value, head, body[k:], (*body[:j], *body[j + 1 : k]))
    except _Refuse as r:
        return r.refusal


def _fast_total(lex: Lex, s: Sentence) -> object:
    try:
        return reader._total(lex, s)
    except reader._Refuse as r:
        return r.refusal


@settings(max_examples=300, deadline=None)
@given(words=st.lists(_PIECES, min_size=1, max_size=12))
def test_split_verb_and_mentions_match_the_plain_ones(words: list[str]) -> None:
    lex = Lex.current()
    toks = tokenize(" ".join(words))
    assert reader._split_verb(lex, toks) == _plain_split_verb(lex, toks)
    for cats in (["large bus", "small bus"], ["quarter", "dime"], ["student"]):
        assert reader._mentions(lex, toks, cats) == _plain_mentions(lex, toks, cats)


@settings(max_examples=300, deadline=None)
@given(words=st.lists(_PIECES, min_size=1, max_size=12))
def test_total_matches_the_plain_one(words: list[str]) -> None:
    lex = Lex.current()
    for s in sentences(" ".join(words) + " ."):
        if len(s.tokens) > 1:
            assert _fast_total(lex, s) == _plain_total(lex, s)


def test_total_fires_both_free_word_branches() -> None:
    lex = Lex.current()
    (ok,) = sentences("The buses carry 260 students in all.")
    (bad,) = sentences("The buses carry 260 students more.")
    assert _fast_total(lex, ok) == _plain_total(lex, ok)
    assert not isinstance(_fast_total(lex, ok), ReaderRefusal)
    got = _fast_total(lex, bad)
    assert isinstance(got, ReaderRefusal) and got.reason == "unreadable_sentence"
    assert got == _plain_total(lex, bad)


def _plain_asked_at(q: Sentence) -> int:
    """``_asked_at`` as it was (the reference)."""
    low = [t.text.lower() for t in q.tokens[:5]]
    if low[:2] == ["how", "many"]:
        return 2
    if low == ["what", "is", "the", "number", "of"]:
        return 5
    return -1


def _plain_asks_a_count(lex: Lex, q: Sentence, keys: list[str]) -> bool:
    """``_asks_a_count`` as it was, with sets (the reference)."""
    at = _plain_asked_at(q)
    if at < 0 or at >= len(q.tokens):
        return False
    words = tuple(t.text for t in q.tokens[at : at + 2] if reader._plain(lex, t))
    if not words or not reader._plain(lex, q.tokens[at]):
        return False
    heads = {k.split(" ")[-1] for k in keys}
    asked = {lex.noun_key(words[:m]) for m in range(1, len(words) + 1)}
    return bool(asked & set(keys)) or bool({a.split(" ")[-1] for a in asked} & heads)


_QUESTION_PIECES = st.sampled_from(
    (
        *("How", "how", "many", "What", "is", "the", "number", "of", "large", "bus", "buses"),
        *("small", "students", "dimes", "dime", "quarter", "are", "there", "twice", "5", ","),
    )
)


@settings(max_examples=300, deadline=None)
@given(words=st.lists(_QUESTION_PIECES, min_size=0, max_size=8))
def test_question_shape_matches_the_plain_one(words: list[str]) -> None:
    lex = Lex.current()
    (q,) = sentences(" ".join(words) + " ?")
    assert reader._asked_at(q) == _plain_asked_at(q)
    for keys in (["large bus", "small bus"], ["quarter", "dime"], ["student", "bus"]):
        coefs = [reader._Coef(k, "holds", 2, "student") for k in keys]
        assert reader._asks_a_count(lex, q, coefs) == _plain_asks_a_count(lex, q, keys)


def test_question_shape_fires() -> None:
    lex = Lex.current()
    (q,) = sentences("How many large buses are there?")
    (w,) = sentences("What is the number of dimes?")
    (o,) = sentences("What is the total?")
    assert reader._asked_at(q) == 2 and reader._asked_at(w) == 5 and reader._asked_at(o) == -1
    coefs = [reader._Coef(k, "holds", 2, "student") for k in ("large bus", "small bus")]
    assert reader._asks_a_count(lex, q, coefs)
    (h,) = sentences("How many buses are there?")  # the head noun of a category
    assert reader._asks_a_count(lex, h, coefs) and _plain_asks_a_count(lex, h, ["large bus"])


def _plain_coefficients(lex: Lex, toks: tuple[Token, ...]) -> object:
    """``_coefficients`` without its determiner pre-check (the reference)."""
    out = []
    i = 0
    while True:
        got = reader._clause(lex, toks, i)
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


@settings(max_examples=300, deadline=None)
@given(words=st.lists(_PIECES, min_size=0, max_size=12))
def test_coefficients_match_the_plain_ones(words: list[str]) -> None:
    lex = Lex.current()
    toks = tokenize(" ".join(words))
    assert reader._coefficients(lex, toks) == _plain_coefficients(lex, toks)


def test_coefficients_pre_check_fires() -> None:
    lex = Lex.current()
    for text, read in (
        ("A club hires 4 vans", False),  # one determiner, not each/every: refused early
        ("The buses carry 260 students", False),  # no determiner first
        ("A quarter is worth 25 cents and a dime is worth 10 cents", True),
        ("Each large bus holds 40 students", True),
    ):
        toks = tokenize(text)
        got = reader._coefficients(lex, toks)
        assert (got is not None) == read
        assert got == _plain_coefficients(lex, toks)


@settings(max_examples=300, deadline=None)
@given(words=st.lists(_PIECES, min_size=1, max_size=12))
def test_total_mentions_by_index_match_the_plain_ones(words: list[str]) -> None:
    """``_read_total``'s plain-word positions give ``_mentions`` of its scope and rest."""
    lex = Lex.current()
    for s in sentences(" ".join(words) + " ."):
        try:
            t, scope, rest = reader._read_total(lex, s)
        except reader._Refuse:
            continue
        for cats in (["large bus", "small bus"], ["quarter", "dime"], ["student"]):
            firsts = reader._firsts(cats)
            got_scope = reader._mentioned(lex, s.tokens, scope, firsts)
            assert got_scope == _plain_mentions(lex, t.scope, cats)
            assert reader._mentioned(lex, s.tokens, rest, firsts) == _plain_mentions(
                lex, t.rest, cats
            )


def test_total_mentions_fire() -> None:
    lex = Lex.current()
    (s,) = sentences("The large buses carry 260 students in all.")
    _, scope, rest = reader._read_total(lex, s)
    firsts = reader._firsts(["large bus", "small bus"])
    assert reader._mentioned(lex, s.tokens, scope, firsts) == ({"large bus"}, True)
    assert reader._mentioned(lex, s.tokens, rest, firsts) == (set(), False)


_LOW_PIECES = st.sampled_from(
    (
        *("each", "every", "a", "an", "teach", "area", "how many", "the number of", "bus"),
        *("buses", "large", "tea", "an-", "eve", "x", ".", ",", " ", "5", "-a", "aa", "e"),
        "every-",
    )
)


@settings(max_examples=500, deadline=None)
@given(pieces=st.lists(_LOW_PIECES, max_size=14), sep=st.sampled_from((" ", "", "  ")))
def test_per_item_pattern_matches_the_plain_one(pieces: list[str], sep: str) -> None:
    import re

    low = sep.join(pieces)
    plain = re.compile(reader._PER_ITEM_PLAIN)
    assert [m.span() for m in reader._PER_ITEM.finditer(low)] == [
        m.span() for m in plain.finditer(low)
    ]
    lex = Lex.current()
    asked = {lex.singular(w) for m in reader._ASKED.finditer(low) for w in m.groups() if w}
    want = bool(asked) and any(w in asked for m in plain.finditer(low) for w in m.groups() if w)
    assert reader._may_ask_a_category(lex, low) == want


def test_may_ask_a_category_fires() -> None:
    lex = Lex.current()
    assert reader._may_ask_a_category(lex, "each large bus holds 5. how many large buses?")
    assert not reader._may_ask_a_category(lex, "teach a class. how many buses?")
    assert not reader._may_ask_a_category(lex, "each bus holds 5 people.")


@given(v=_NUMBERS)
def test_solver_canonical_matches(v: int | Fraction) -> None:
    from mathcore.exact import canonical
    from mathcore.organs.linear_system.solver import _c

    assert _c(v) == canonical(v)


_ASK_PIECES = st.sampled_from(
    (
        *("how many", "the number of", "how", "many", "number of", "the", "?", " ", ""),
        *("bus", "large", "2", "x", "howmany", "the number ofs", ".", "-", "many how"),
    )
)


@settings(max_examples=500, deadline=None)
@given(pieces=st.lists(_ASK_PIECES, max_size=10), sep=st.sampled_from((" ", "", "  ")))
def test_asked_matches_the_regex(pieces: list[str], sep: str) -> None:
    low = sep.join(pieces)
    assert reader._asked(low) == [m.groups() for m in reader._ASKED.finditer(low)]


def test_asked_fires() -> None:
    low = "how many? the number of big vans and how many cars"
    assert reader._asked(low) == [("big", "vans"), ("cars", None)]
    assert reader._asked("the number of how many x") == [("how", "many")]


# Round 6: determiner forms, ``_totals`` unrolled over the two categories, ``_read``'s
# one-category sets only when asked.

_CASES = st.text(alphabet="eachvrynEACHVRYNbx-", max_size=6)


@settings(max_examples=500, deadline=None)
@given(word=st.one_of(_CASES, st.text(max_size=4), st.sampled_from(("EaCh", "eVERY", "A", "aN"))))
def test_determiner_forms_are_the_lower_case_test(word: str) -> None:
    assert (word in reader._DETERMINER_FORMS) == (word.lower() in reader._DETERMINERS)


def test_determiner_forms_fire() -> None:
    assert {"Each", "EVERY", "a", "An", "aN"} <= reader._DETERMINER_FORMS
    assert not {"The", "eachs", "", "ann"} & reader._DETERMINER_FORMS
    assert len(reader._DETERMINER_FORMS) == 16 + 32 + 2 + 4


def _plain_totals(
    lex: Lex, others: list[Sentence], cats: list[str], unit: str
) -> tuple[tuple[object, str], tuple[object, str]]:
    """``_totals`` as it was: ``_read_total``'s ``_Total`` and ``_mentioned`` over
    ``_firsts`` (the reference)."""
    counts: list[reader._Total] = []
    weighted: list[reader._Total] = []
    heads = {c.split(" ")[-1] for c in cats}
    firsts = reader._firsts(cats)
    for s in others:
        if s.tokens[-1].text != ".":
            raise reader._Refuse(
                "unreadable_sentence", "no end mark", reader._block(s, len(s.tokens), "end")
            )
        t, in_scope, in_rest = reader._read_total(lex, s)
        body = s.tokens
        scoped, _ = reader._mentioned(lex, body, in_scope, firsts)
        found, other = reader._mentioned(lex, body, in_rest, firsts)
        if scoped or (t.head == unit and found):
            why = f"a total of {', '.join(sorted(scoped | found))} alone"
            raise reader._Refuse("unreadable_sentence", why, reader._block(s, 0, "scope"))
        if t.head == unit:
            weighted.append(t)
        elif found and (other or found != set(cats)):
            raise reader._Refuse(
                "too_many_categories" if other else "category_pair_not_found", t.head
            )
        elif found or heads == {t.head}:
            counts.append(t)
        else:
            why = f"{t.head} is neither counted nor measured"
            raise reader._Refuse("unconsumed_number", why, reader._block(s, 0, "total"))
    for role, totals in (("total_count", counts), ("weighted_total", weighted)):
        if not totals:
            raise reader._Refuse(
                f"missing_{role}", f"no sentence gives the {role.replace('_', ' ')}"
            )
        if len(totals) > 1:
            s = totals[1].sentence
            raise reader._Refuse("unconsumed_number", f"a second {role}", reader._block(s, 0, role))
    return (counts[0].value, counts[0].head), (weighted[0].value, weighted[0].head)


def _outcome(f: object, *args: object) -> object:
    try:
        return f(*args)  # type: ignore[operator]
    except reader._Refuse as r:
        return r.refusal


_TOTAL_PIECES = st.sampled_from(
    (
        *("The", "A", "school", "rents", "6", "buses", "large", "small", "bus", "students"),
        *("carry", "260", "in", "total", "altogether", "quarters", "dimes", "coins", "cents"),
        *("quarter", "dime", "are", "worth", "137", "twice", "more", "all", "and", ",", "$5"),
        *("twenty-five", "legs", "hens", "pigs", "animals", "has", "10"),
    )
)
_TOTAL_CASES = (
    (["large bus", "small bus"], "student"),
    (["quarter", "dime"], "cent"),
    (["hen", "pig"], "leg"),
    (["large bus", "small bus"], "dollar"),
)


@settings(max_examples=400, deadline=None)
@given(
    texts=st.lists(st.lists(_TOTAL_PIECES, min_size=1, max_size=9), min_size=0, max_size=3),
    ends=st.lists(st.sampled_from((".", ".", "!")), min_size=3, max_size=3),
)
def test_totals_match_the_plain_ones(texts: list[list[str]], ends: list[str]) -> None:
    lex = Lex.current()
    others = [
        s for ws, e in zip(texts, ends, strict=False) for s in sentences(" ".join(ws) + " " + e)
    ]
    for cats, unit in _TOTAL_CASES:
        got = _outcome(reader._totals, lex, others, cats, unit)
        assert got == _outcome(_plain_totals, lex, others, cats, unit)


def test_totals_fire_every_branch() -> None:
    lex = Lex.current()
    cats, unit = ["large bus", "small bus"], "student"
    reasons = set()
    for text in (
        "A school rents 6 buses. The buses carry 260 students in total.",  # read
        "A school rents 6 buses. The large buses carry 260 students.",  # scope
        "A school rents 6 buses of large and small buses. They carry 260 students.",
        "A school rents 6 large buses and cars. They carry 260 students.",  # other
        "A school rents 6 large buses. They carry 260 students.",  # one category
        "A school rents 6 cars. They carry 260 students.",  # neither
        "A school rents 6 buses. They carry 260 students. They carry 20 students.",
        "A school rents 6 buses, all large. They carry 260 students.",  # one of the pair
        "A school rents 6 buses.",
        "A school rents 6 buses! They carry 260 students.",
    ):
        others = list(sentences(text))
        got = _outcome(reader._totals, lex, others, cats, unit)
        assert got == _outcome(_plain_totals, lex, others, cats, unit)
        reasons.add(got.reason if isinstance(got, ReaderRefusal) else "read")
    assert {"read", "unreadable_sentence", "too_many_categories", "unconsumed_number"} <= reasons
    assert {"category_pair_not_found", "missing_weighted_total"} <= reasons


def _plain_glue(lex: Lex, text: str) -> tuple[list[reader._Coef], list[int], bool]:
    """``_read``'s sentence split and one-category test as they were (the reference)."""
    coefs: list[reader._Coef] = []
    others: list[Sentence] = []
    for s in sentences(text):
        end = s.tokens[-1].text
        if end == "?":
            continue
        if end != "." or (got := reader._coefficients(lex, s.tokens[:-1])) is None:
            others.append(s)
        else:
            coefs.extend(got)
    units = {c.unit for c in coefs if c.unit}
    heads = {c.key.split(" ")[-1] for c in coefs}
    one = any(reader._total_shape(lex, s, units) for s in others) and any(
        reader._total_shape(lex, s, heads) for s in others
    )
    return coefs, [s.index for s in others], one


@settings(max_examples=300, deadline=None)
@given(texts=st.lists(st.lists(_PIECES, min_size=1, max_size=9), min_size=1, max_size=3))
def test_read_glue_matches_the_plain_one(texts: list[list[str]]) -> None:
    lex = Lex.current()
    text = " ".join(" ".join(ws) + " ." for ws in texts)
    want = _plain_glue(lex, text)
    others = [s for s in sentences(text) if s.index in want[1]]
    got_coefs: list[reader._Coef] = []
    for s in sentences(text):
        if s.index not in want[1] and s.tokens[-1].text == ".":
            assert s.tokens[0].text in reader._DETERMINER_FORMS  # the pre-test lets it through
            got_coefs.extend(reader._coefficients(lex, s.tokens[:-1]) or [])
    assert got_coefs == want[0]
    assert reader._two_total_shapes(lex, got_coefs, others) == want[2]
    read = reader.read(text + " How many large buses are there?")
    assert isinstance(read, ReaderRefusal | LinearSetup)
