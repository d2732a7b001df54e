"""Speed paths of the R2 reader and solver give the same answers as the plain computations."""

from __future__ import annotations

from fractions import Fraction

from hypothesis import given, settings
from hypothesis import strategies as st

from mathcore.exact import exact_div
from mathcore.organs.linear_system import reader
from mathcore.organs.linear_system.solver import div
from mathcore.organs.relations.words import Lex
from mathcore.text.tokens import Token, tokenize

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
